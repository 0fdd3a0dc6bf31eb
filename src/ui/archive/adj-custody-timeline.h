/* adj-custody-timeline.h — a game's custody log as a timeline, with the
 * verification of its event's chain
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each entry of the custody log of a game's envelopes (one list per
 * session when the game was adjourned again) reads as what happened — the
 * store's own sentence in the reader's language — who did it and when it
 * happened, when it was recorded where that differs, and who was present.
 * Above them, the answer of `adjourn-cli log verify --event` for the
 * event's chain: intact with its head, or broken at the row it names. The
 * verification reads the whole chain, so it runs in a thread on a
 * connection of its own, opened read-only: the window goes on meanwhile.
 *
 * What each row and the answer say is decided by the plain functions
 * below, which need no display.
 */
#pragma once

#include <adwaita.h>

#include "adj-custody.h"
#include "adj-store.h"

G_BEGIN_DECLS

/* What one entry's row shows. */
typedef struct {
  char       *title;     /* what happened */
  char       *subtitle;  /* who and when; when recorded, if not then; who was present: one a line */
  const char *icon_name; /* the kind of step, at a glance */
  gboolean    broken;    /* the row the verification found bad */
} AdjTimelineRow;

void            adj_timeline_row_free   (AdjTimelineRow        *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTimelineRow, adj_timeline_row_free)

/* ENTRY's row, its instants shown in ZONE (the desk's: local time);
 * BAD_SEQ is the row the verification found bad (0: none, or not known). */
AdjTimelineRow *adj_timeline_row_new    (const AdjCustodyEntry *entry,
                                         GTimeZone             *zone,
                                         gint64                 bad_seq);

typedef enum {
  ADJ_TIMELINE_CHECKING,  /* the verification has not answered yet */
  ADJ_TIMELINE_VALID,
  ADJ_TIMELINE_BROKEN,
  ADJ_TIMELINE_UNCHECKED, /* the verification could not run (the archive could not be read) */
} AdjTimelineVerdictKind;

/* What the answer of the verification shows. */
typedef struct {
  AdjTimelineVerdictKind kind;
  char       *title;
  char       *subtitle;
  const char *icon_name;
  gint64      bad_seq;   /* ADJ_TIMELINE_BROKEN: the first bad row, 0 when it is no row */
} AdjTimelineVerdict;

void                adj_timeline_verdict_free (AdjTimelineVerdict *verdict);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTimelineVerdict, adj_timeline_verdict_free)

/* The answer for EVENT's chain from adj_custody_check(): VALID and CHECK
 * as it returned them, ERROR its error (NULL when valid). CHECK NULL and
 * ERROR NULL: still checking. */
AdjTimelineVerdict *adj_timeline_verdict_new  (const char            *event,
                                               gboolean               valid,
                                               const AdjCustodyCheck *check,
                                               const GError          *error);

#define ADJ_TYPE_CUSTODY_TIMELINE (adj_custody_timeline_get_type ())
G_DECLARE_FINAL_TYPE (AdjCustodyTimeline, adj_custody_timeline, ADJ, CUSTODY_TIMELINE, GtkWidget)

GtkWidget  *adj_custody_timeline_new        (void);
/* Show the custody of ENVELOPES (N of them, a game's in session order) of
 * EVENT in STORE, and verify EVENT's chain in a thread. */
void        adj_custody_timeline_show       (AdjCustodyTimeline *self,
                                             AdjStore           *store,
                                             const char         *event,
                                             const gint64       *envelopes,
                                             guint               n);
/* The answer shown (for tests): its kind. */
AdjTimelineVerdictKind adj_custody_timeline_get_verdict (AdjCustodyTimeline *self);

G_END_DECLS
