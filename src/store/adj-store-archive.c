/* adj-store-archive.c — every envelope in one query, for the archive window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-store-archive"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "adj-store-archive.h"
#include "adj-store-private.h"

void
adj_archive_row_free (AdjArchiveRow *row)
{
  if (!row)
    return;
  adj_envelope_info_free (row->info);
  g_free (row->search);
  g_free (row);
}

/* One pass over the envelopes, ordered so that a game's sessions are
 * consecutive and in adjournment order: the session number is counted here
 * rather than by a subquery per row. */
#define ARCHIVE_SELECT \
  "SELECT " ADJ_STORE_INFO_COLUMNS ("0") ", e.search, e.adjourned_unix," \
  " EXISTS (SELECT 1 FROM custody c WHERE c.envelope_id = e.id AND c.kind = 'checked')" \
  ADJ_STORE_INFO_FROM \
  " ORDER BY e.game_id, e.adjourned_unix IS NULL, e.adjourned_unix, e.id"

GPtrArray *
adj_store_list_archive (AdjStore *self, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "listing the archive";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, ARCHIVE_SELECT, what, error);
  if (!stmt)
    return NULL;

  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_archive_row_free);
  gint64 game_id = 0;
  int session = 0;
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      AdjEnvelopeInfo *info = adj_store_info_from_row (stmt);
      session = info->game_id == game_id ? session + 1 : 1;
      game_id = info->game_id;
      info->session = session;

      AdjArchiveRow *row = g_new0 (AdjArchiveRow, 1);
      row->info = info;
      int n = ADJ_STORE_INFO_N_COLUMNS;
      const char *search = adj_db_stmt_column_text (stmt, n);
      row->search = g_strdup (search ? search : "");
      row->adjourned_unix = adj_db_stmt_column_type (stmt, n + 1) == ADJ_DB_TYPE_NULL
                            ? G_MININT64 : adj_db_stmt_column_int64 (stmt, n + 1);
      row->checked = adj_db_stmt_column_int (stmt, n + 2) != 0;
      g_ptr_array_add (rows, row);
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&rows);
}

gint64
adj_store_archive_stamp (AdjStore *self)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), 0);

  return adj_db_data_stamp (adj_store_get_db (self));
}
