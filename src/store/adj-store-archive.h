/* adj-store-archive.h — what the archive window reads: every envelope in one query
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj_store_list_envelopes() answers one filter with one query; the window
 * filters as one types, so it reads everything once (this file) and filters
 * in memory on the same folded search text the store keeps, with the same
 * folding (adj_store_fold). Nothing here carries a sealed move.
 */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

/* One envelope as the archive lists it: the info (no sealed move), the
 * store's folded search text, and whether the arbiter's check is in the
 * custody log. */
typedef struct {
  AdjEnvelopeInfo *info;
  char            *search;        /* folded: event round board players place rules state */
  gboolean         checked;       /* a custody "checked" entry exists */
  gint64           adjourned_unix;/* G_MININT64 when the document gives no instant */
} AdjArchiveRow;

void        adj_archive_row_free         (AdjArchiveRow *row);

/* Every envelope, grouped for the archive: by event name, round, board,
 * players, then session order. An array of AdjArchiveRow. */
GPtrArray  *adj_store_list_archive       (AdjStore  *self,
                                          GError   **error);

/* Lower case without accents: the folding of the store's search text, for
 * filtering in memory exactly as adj_store_list_envelopes() filters. */
char       *adj_store_fold               (const char *text);

/* A number that changes whenever the database may have changed, by this
 * connection or another one (to reload only when needed). */
gint64      adj_store_archive_stamp      (AdjStore  *self);

G_END_DECLS
