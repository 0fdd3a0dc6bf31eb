/* adj-custody.h — the append-only custody log of the envelopes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every hand an envelope passes through is a row: created, checked by the
 * arbiter, handed over, its move sealed, opened (with who was present),
 * lost, reconstructed, its outcome recorded, its game annulled, a fact
 * corrected. Each row stores the BLAKE2b
 * hash of the previous row's hash and of its own canonical content, so a
 * row edited, deleted or inserted behind the program's back breaks the
 * chain at that row; triggers refuse UPDATE and DELETE outright.
 *
 * What the chain cannot see: the last rows cut off, or the whole chain
 * rewritten by someone who recomputes every hash. adj_custody_head() gives
 * a short text of the newest hash for the arbiter to note on paper (the
 * event report) so that both become visible later.
 */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

#define ADJ_CUSTODY_ERROR (adj_custody_error_quark ())
GQuark adj_custody_error_quark (void);

typedef enum {
  ADJ_CUSTODY_ERROR_BROKEN, /* the chain is broken: the message names the first bad row */
  ADJ_CUSTODY_ERROR_INVALID,/* a bad argument (unknown kind) */
} AdjCustodyError;

typedef enum {
  ADJ_CUSTODY_CREATED,
  ADJ_CUSTODY_CHECKED,      /* checked by the arbiter */
  ADJ_CUSTODY_HANDED_OVER,
  ADJ_CUSTODY_SEALED,       /* a digital move stored encrypted */
  ADJ_CUSTODY_OPENED,
  ADJ_CUSTODY_LOST,
  ADJ_CUSTODY_RECONSTRUCTED,
  ADJ_CUSTODY_OUTCOME,
  ADJ_CUSTODY_ANNULLED,     /* the game annulled (a lost envelope that cannot be rebuilt) */
  ADJ_CUSTODY_CORRECTED,    /* an outcome put right: a new entry, never an edit */
  ADJ_CUSTODY_N_KINDS
} AdjCustodyKind;

const char *adj_custody_kind_to_string   (AdjCustodyKind kind);
/* The kind for a word ("handed-over"), or -1. */
int         adj_custody_kind_from_string (const char *word);

typedef struct {
  gint64         seq;          /* 1, 2, … in the order written */
  char          *at;           /* ISO 8601 instant (UTC): when the entry was written */
  char          *happened_at;  /* when the arbiter says it happened (UTC); "at" for older rows */
  AdjCustodyKind kind;
  gint64         envelope_id;  /* 0 for an entry about no envelope */
  char          *actor;
  char         **present;      /* NULL-terminated, empty when nobody was named */
  char          *note;         /* a JSON object of the entry's fields (free text in rows
                                * written before notes were structured) */
  char          *hash;         /* hex */
} AdjCustodyEntry;

void        adj_custody_entry_free       (AdjCustodyEntry *entry);
/* The entry as JSON: its fields, "note" as an object (a string for older
 * rows) and "description", the entry in the reader's language. */
JsonNode   *adj_custody_entry_to_json    (const AdjCustodyEntry *entry);
/* What the entry says happened, one sentence in the reader's language. */
char       *adj_custody_entry_describe   (const AdjCustodyEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCustodyEntry, adj_custody_entry_free)

/* Append one entry as its own transaction. For LOST and RECONSTRUCTED the
 * envelope's state changes with it; OPENED, SEALED, CREATED, OUTCOME,
 * ANNULLED and CORRECTED are written by the store operations that do those
 * things and refused here.
 * ENVELOPE_ID 0 is an entry about no envelope. NOTE must never hold a
 * sealed move. */
gboolean    adj_custody_append           (AdjStore           *store,
                                          gint64              envelope_id,
                                          AdjCustodyKind      kind,
                                          const char         *actor,
                                          const char *const  *present,
                                          const char         *note,
                                          gint64             *seq,
                                          GError            **error);

/* The entries about ENVELOPE_ID (0: all), oldest first; AdjCustodyEntry. */
GPtrArray  *adj_custody_list             (AdjStore   *store,
                                          gint64      envelope_id,
                                          GError    **error);

/* Walk the whole chain. TRUE when every row follows from the previous one;
 * else FALSE with ADJ_CUSTODY_ERROR_BROKEN naming the first bad row, whose
 * seq goes to *BAD_SEQ (may be NULL). *N_ROWS (may be NULL) counts the rows
 * checked. */
gboolean    adj_custody_verify           (AdjStore   *store,
                                          gint64     *n_rows,
                                          gint64     *bad_seq,
                                          GError    **error);

/* The newest row's hash as 16 hex digits in groups of four
 * ("3f2a-91c0-…"), or "genesis" for an empty log. */
char       *adj_custody_head             (AdjStore   *store,
                                          GError    **error);

G_END_DECLS
