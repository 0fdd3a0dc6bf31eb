/* adj-store-push.h — an event carried from a desk's archive to another
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A desk without network keeps its events in its own file and pushes them
 * to the federation's archive (PostgreSQL, or another SQLite file) later.
 * The push is one verb: the event's envelopes, their encrypted sealed moves
 * (copied as ciphertext, never decrypted), outcomes, custody entries and
 * signatures are written on the target in one transaction, its chain rows
 * with the positions and hashes they were written with, so that the
 * event's chain verifies there as it did here. The desk's chain is verified
 * before anything is read, the target's copy before the commit.
 *
 * Nothing is pushed twice: the target's rows of the event's chain must be
 * the desk's, position by position; only the rows after the target's head
 * are written (and the envelopes they changed brought to the desk's state).
 * A target whose chain for the event departs from the desk's (another desk
 * wrote there, or an envelope was recorded twice) is a conflict: named,
 * nothing written.
 */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

/* What a push wrote on the target. */
typedef struct {
  char   *event;              /* the event's name */
  char   *target;             /* the target as it may be shown (no password) */
  gint64  entries;            /* custody entries written */
  gint64  entries_present;    /* custody entries of the event the target had already */
  gint64  envelopes_added;    /* envelopes new on the target */
  gint64  envelopes_updated;  /* envelopes there already with new entries, brought to the desk's state */
  gint64  outcomes;           /* outcomes written */
  gint64  signatures;         /* signatures of chain heads written */
  char   *head;               /* the event's chain head on the target after the push */
} AdjPushReport;

void      adj_push_report_clear   (AdjPushReport *report);
/* Did the push write nothing (everything was there already)? */
gboolean  adj_push_report_is_empty (const AdjPushReport *report);
/* The report as JSON: the fields above by name. */
JsonNode *adj_push_report_to_json (const AdjPushReport *report);

/* Push EVENT (its name) from SOURCE to TARGET, one transaction on TARGET
 * (run again whole after a serialization conflict). ADJ_STORE_ERROR_NOT_FOUND
 * for an event SOURCE does not have, ADJ_CUSTODY_ERROR_BROKEN when its chain
 * does not verify here or its copy there, ADJ_STORE_ERROR_CONFLICT when the
 * target holds the event or one of its envelopes with another history,
 * ADJ_STORE_ERROR_STATE for an event kept in the legacy chain (an archive
 * from before the chains: it cannot be carried). REPORT (may be NULL) is
 * filled on success; clear it with adj_push_report_clear(). */
gboolean  adj_store_push_event    (AdjStore       *source,
                                   const char     *event,
                                   AdjStore       *target,
                                   AdjPushReport  *report,
                                   GError        **error);

/* adj_store_push_event() to the archive at TARGET_LOCATION (a SQLite file
 * or a postgresql:// URI, created or brought up to date when needed). */
gboolean  adj_store_push_event_to (AdjStore       *source,
                                   const char     *event,
                                   const char     *target_location,
                                   AdjPushReport  *report,
                                   GError        **error);

G_END_DECLS
