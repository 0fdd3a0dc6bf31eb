/* adj-store-archive.c — every envelope in one query, for the archive window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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

static char *
column_dup (sqlite3_stmt *stmt, int i)
{
  const char *text = (const char *) sqlite3_column_text (stmt, i);
  return g_strdup (text ? text : "");
}

static AdjEnvelopeState
state_from_word (const char *word)
{
  for (int s = ADJ_ENVELOPE_SEALED; s <= ADJ_ENVELOPE_RECONSTRUCTED; s++)
    if (g_strcmp0 (word, adj_envelope_state_to_string (s)) == 0)
      return s;
  /* The schema's CHECK allows only the four words. */
  g_assert_not_reached ();
}

static int
optional_int (sqlite3_stmt *stmt, int i)
{
  return sqlite3_column_type (stmt, i) == SQLITE_INTEGER ? sqlite3_column_int (stmt, i) : -1;
}

/* One pass over the envelopes, ordered so that a game's sessions are
 * consecutive and in adjournment order: the session number is counted here
 * rather than by a subquery per row. */
#define ARCHIVE_SELECT \
  "SELECT e.id, e.game_id, e.rules, ev.name, r.name, g.board, g.white, g.black," \
  " e.position, e.sealer, e.sealed_move_number, e.adjourned_at, e.resumption_at," \
  " e.resumption_place, e.state, e.kind, g.state, e.seal_code, e.white_scoresheet," \
  " e.black_scoresheet, e.opened_at, e.search, e.adjourned_unix," \
  " EXISTS (SELECT 1 FROM custody c WHERE c.envelope_id = e.id AND c.kind = 'checked')" \
  " FROM envelopes e JOIN games g ON g.id = e.game_id JOIN rounds r ON r.id = g.round_id" \
  " JOIN events ev ON ev.id = r.event_id" \
  " ORDER BY e.game_id, e.adjourned_unix IS NULL, e.adjourned_unix, e.id"

GPtrArray *
adj_store_list_archive (AdjStore *self, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "listing the archive";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, ARCHIVE_SELECT, what, error);
  if (!stmt)
    return NULL;

  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_archive_row_free);
  gint64 game_id = 0;
  int session = 0;
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      AdjEnvelopeInfo *info = g_new0 (AdjEnvelopeInfo, 1);
      info->id = sqlite3_column_int64 (stmt, 0);
      info->game_id = sqlite3_column_int64 (stmt, 1);
      session = info->game_id == game_id ? session + 1 : 1;
      game_id = info->game_id;
      info->session = session;
      info->rules = column_dup (stmt, 2);
      info->event = column_dup (stmt, 3);
      info->round = column_dup (stmt, 4);
      info->board = column_dup (stmt, 5);
      info->white = column_dup (stmt, 6);
      info->black = column_dup (stmt, 7);
      info->position = column_dup (stmt, 8);
      info->sealer = column_dup (stmt, 9);
      info->sealed_move_number = sqlite3_column_int (stmt, 10);
      info->adjourned_at = column_dup (stmt, 11);
      info->resumption_at = column_dup (stmt, 12);
      info->resumption_place = column_dup (stmt, 13);
      info->state = state_from_word ((const char *) sqlite3_column_text (stmt, 14));
      info->kind = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 15), "digital") == 0
                   ? ADJ_ENVELOPE_DIGITAL : ADJ_ENVELOPE_PAPER;
      info->game_state = column_dup (stmt, 16);
      info->seal_code = column_dup (stmt, 17);
      info->white_scoresheet_found = optional_int (stmt, 18);
      info->black_scoresheet_found = optional_int (stmt, 19);
      info->opened_at = column_dup (stmt, 20);

      AdjArchiveRow *row = g_new0 (AdjArchiveRow, 1);
      row->info = info;
      row->search = column_dup (stmt, 21);
      row->adjourned_unix = sqlite3_column_type (stmt, 22) == SQLITE_NULL
                            ? G_MININT64 : sqlite3_column_int64 (stmt, 22);
      row->checked = sqlite3_column_int (stmt, 23) != 0;
      g_ptr_array_add (rows, row);
    }
  if (rc != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&rows);
}

gboolean
adj_store_get_time_used (AdjStore *self, gint64 id, int *white, int *black, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (white != NULL && black != NULL, FALSE);

  const char *what = "reading an envelope's clocks";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self,
      "SELECT json_extract (document, '$.time_used.white'), json_extract (document, '$.time_used.black')"
      " FROM envelopes WHERE id = ?", what, error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                   _("no envelope %lld in %s"), (long long) id, adj_store_get_path (self));
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  *white = optional_int (stmt, 0);
  *black = optional_int (stmt, 1);
  return TRUE;
}

gint64
adj_store_archive_stamp (AdjStore *self)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), 0);

  sqlite3 *db = adj_store_get_db (self);
  gint64 version = 0;
  sqlite3_stmt *stmt = NULL;
  /* data_version moves with other connections' commits, total_changes with
   * this connection's own. */
  if (sqlite3_prepare_v2 (db, "PRAGMA data_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return (version << 32) ^ sqlite3_total_changes64 (db);
}
