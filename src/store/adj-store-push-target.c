/* adj-store-push-target.c — what a push writes on the target
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only what the desk's snapshot holds (adj-store-push.c read it) is written,
 * inside the target's one action; a row id of the desk never crosses: the
 * event is found by its chain id, envelopes by uid, rounds and games by name.
 */
#define G_LOG_DOMAIN "adjourn-store-push"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-store-push-private.h"

/* The columns of ENVELOPE_COLUMNS a custody step changes (in UPDATE_ENVELOPE's order). */
static const guint envelope_changing[] = { 0, 10, 11, 12, 13, 14, 15, 16 };
/* ENVELOPE_COLUMNS' document_hash. */
enum { EN_DOCUMENT_HASH = EN_COLUMNS + 1 };

static gboolean
step_done (AdjStore *target, AdjDbStmt *stmt, const char *what, GError **error)
{
  if (adj_db_stmt_step (stmt) == ADJ_DB_STEP_DONE)
    return TRUE;
  adj_store_set_db_error (target, error, what);
  return FALSE;
}

static gboolean
conflict (GError **error, AdjStore *target, const char *event, const char *why)
{
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT, _("%s: “%s” is there with another history: %s; "
                                                                   "nothing was pushed"),
               adj_store_get_path (target), event, why);
  return FALSE;
}

/* The event on the target by its chain id (*ID 0 when it is not there),
 * after making sure no other event there has its name. */
static gboolean
find_target_event (AdjStore *target, Push *push, gint64 *id, GError **error)
{
  const char *what = "looking for the event";
  const Cell *event = adj_push_table_row (&push->event, 0);
  const char *name = adj_push_cell_text (&event[EV_NAME]);
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (target, "SELECT id, chain_id FROM events WHERE name = ?1",
                                                 what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_text (stmt, 1, name);
  int rc = adj_db_stmt_step (stmt);
  *id = 0;
  if (rc == ADJ_DB_STEP_ROW)
    {
      if (!adj_push_cell_equals_column (&event[EV_CHAIN], stmt, 1))
        return conflict (error, target, name, _("an event of that name holds another custody chain"));
      *id = adj_db_stmt_column_int64 (stmt, 0);
      return TRUE;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  g_autoptr(AdjDbStmt) by_chain = adj_store_prepare (target, "SELECT name FROM events WHERE chain_id = ?1",
                                                     what, error);
  if (!by_chain)
    return FALSE;
  adj_push_cell_bind (&event[EV_CHAIN], by_chain, 1);
  rc = adj_db_stmt_step (by_chain);
  if (rc == ADJ_DB_STEP_ROW)
    return conflict (error, target, name, _("its custody chain belongs to an event of another name there"));
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  return TRUE;
}

/* A new event, or the keys of one there filled in where it had none yet
 * (the desk set the passphrase after the last push); keys that differ are
 * a conflict. */
static gboolean
write_event (AdjStore *target, Push *push, gint64 *id, GError **error)
{
  const char *what = "storing the event";
  const Cell *event = adj_push_table_row (&push->event, 0);
  const char *name = adj_push_cell_text (&event[EV_NAME]);
  if (*id == 0)
    {
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
          "INSERT INTO events (" EVENT_COLUMNS ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)", what, error);
      if (!insert)
        return FALSE;
      for (guint i = 0; i < EV_WIDTH; i++)
        adj_push_cell_bind (&event[i], insert, (int) i + 1);
      if (!step_done (target, insert, what, error))
        return FALSE;
      *id = adj_db_last_insert_id (adj_store_get_db (target));
      return TRUE;
    }
  /* Read first, then only what the target lacks written: on a server an
   * arbiter may not read these columns in an UPDATE (coalesce (seal_salt,
   * …)), only through the view, which refuses another event's arbiter. */
  g_autoptr(AdjDbStmt) keys = adj_store_prepare (target,
      "SELECT " EVENT_KEY_COLUMNS " FROM adjourn_event_keys WHERE id = ?1", what, error);
  if (!keys)
    return FALSE;
  adj_db_stmt_bind_int64 (keys, 1, *id);
  if (adj_db_stmt_step (keys) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  static const char *const key_names[] = {
    "seal_salt", "seal_opslimit", "seal_memlimit", "seal_check", "sign_public", "sign_secret",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (key_names) == EV_WIDTH - EV_SALT);
  g_autoptr(GString) fill = g_string_new ("UPDATE events SET ");
  guint n_filled = 0, filled[EV_WIDTH - EV_SALT];
  for (guint i = EV_SALT; i < EV_WIDTH; i++)
    {
      if (event[i].type == ADJ_DB_TYPE_NULL)
        continue;
      if (adj_db_stmt_column_type (keys, (int) (i - EV_SALT)) != ADJ_DB_TYPE_NULL)
        {
          if (!adj_push_cell_equals_column (&event[i], keys, (int) (i - EV_SALT)))
            return conflict (error, target, name, _("its arbiter passphrase or signing key differs"));
          continue;
        }
      g_string_append_printf (fill, "%s%s = ?%u", n_filled ? ", " : "", key_names[i - EV_SALT], n_filled + 2);
      filled[n_filled++] = i;
    }
  g_clear_pointer (&keys, adj_db_stmt_free);   /* done reading before writing the row */
  if (n_filled == 0)
    return TRUE;
  g_string_append (fill, " WHERE id = ?1");
  g_autoptr(AdjDbStmt) update = adj_store_prepare (target, fill->str, what, error);
  if (!update)
    return FALSE;
  adj_db_stmt_bind_int64 (update, 1, *id);
  for (guint j = 0; j < n_filled; j++)
    adj_push_cell_bind (&event[filled[j]], update, (int) j + 2);
  return step_done (target, update, what, error);
}

/* How many rows of the event's chain the target has; each must be the
 * desk's row at its position. */
static gboolean
compare_chains (AdjStore *target, Push *push, gint64 event_id, gint64 *n_target, GError **error)
{
  const char *what = "reading the event's custody chain";
  const char *name = adj_push_cell_text (&adj_push_table_row (&push->event, 0)[EV_NAME]);
  /* By the chains' index (its expression): a scan of the whole log would
   * make the push conflict with every desk writing on the server. */
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (target,
      "SELECT position, hash, kind FROM custody WHERE coalesce (event_id, 0) = ?1 AND position IS NOT NULL"
      " ORDER BY position",
      what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  guint n_desk = adj_push_table_rows (&push->custody);
  int rc;
  *n_target = 0;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 position = adj_db_stmt_column_int64 (stmt, 0);
      (*n_target)++;
      /* Positions start at 1: a 0 (or less) written there by hand would index before the desk's first row. */
      if (position < 1)
        {
          g_autofree char *why = g_strdup_printf (_("its custody chain there has an entry at position %lld"),
                                                  (long long) position);
          return conflict (error, target, name, why);
        }
      if ((guint64) position > n_desk)
        continue;   /* written there after the desk's head: the desk's rows are all present */
      const Cell *row = adj_push_table_row (&push->custody, (guint) position - 1);
      if (!adj_push_cell_equals_column (&row[CU_HASH], stmt, 1))
        {
          g_autofree char *why = g_strdup_printf (_("its custody entry at position %lld is “%s” there and “%s” here"),
                                                  (long long) position, adj_db_stmt_column_text (stmt, 2),
                                                  adj_push_cell_text (&row[CU_KIND]));
          return conflict (error, target, name, why);
        }
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  return TRUE;
}

/* The id of the row SELECT_SQL finds with VALUES, inserted by INSERT_SQL
 * when missing. */
static gint64
find_or_insert (AdjStore *target, const char *select_sql, const char *insert_sql, const Cell *const *values,
                gint64 parent, guint n_values, const char *what, GError **error)
{
  for (int attempt = 0; attempt < 2; attempt++)
    {
      g_autoptr(AdjDbStmt) select = adj_store_prepare (target, select_sql, what, error);
      if (!select)
        return 0;
      adj_db_stmt_bind_int64 (select, 1, parent);
      for (guint i = 0; i < n_values; i++)
        adj_push_cell_bind (values[i], select, (int) i + 2);
      int rc = adj_db_stmt_step (select);
      if (rc == ADJ_DB_STEP_ROW)
        return adj_db_stmt_column_int64 (select, 0);
      if (rc != ADJ_DB_STEP_DONE || attempt > 0)
        break;
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target, insert_sql, what, error);
      if (!insert)
        return 0;
      adj_db_stmt_bind_int64 (insert, 1, parent);
      for (guint i = 0; i < n_values; i++)
        adj_push_cell_bind (values[i], insert, (int) i + 2);
      if (!step_done (target, insert, what, error))
        return 0;
    }
  adj_store_set_db_error (target, error, what);
  return 0;
}

/* The target's id of envelope ROW (by uid) and the event it belongs to there, 0 when it is not there. */
static gboolean
target_envelope (AdjStore *target, const Cell *row, gint64 *id, gint64 *event_id, GError **error)
{
  const char *what = "looking for the envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (target,
      "SELECT v.id, r.event_id FROM envelopes v JOIN games g ON g.id = v.game_id JOIN rounds r ON r.id = g.round_id"
      " WHERE v.uid = ?1", what, error);
  if (!stmt)
    return FALSE;
  adj_push_cell_bind (&row[EN_UID], stmt, 1);
  int rc = adj_db_stmt_step (stmt);
  *id = *event_id = 0;
  if (rc == ADJ_DB_STEP_ROW)
    {
      *id = adj_db_stmt_column_int64 (stmt, 0);
      *event_id = adj_db_stmt_column_int64 (stmt, 1);
    }
  else if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  return TRUE;
}

static gboolean
insert_envelope (AdjStore *target, const Cell *row, gint64 event_id, gint64 *id, GError **error)
{
  const char *what = "storing the envelope";
  const Cell *round[] = { &row[EN_ROUND] };
  gint64 round_id = find_or_insert (target, "SELECT id FROM rounds WHERE event_id = ?1 AND name = ?2",
                                    "INSERT INTO rounds (event_id, name) VALUES (?1, ?2)", round, event_id, 1,
                                    "storing the round", error);
  if (round_id == 0)
    return FALSE;
  const Cell *game[] = { &row[EN_BOARD], &row[EN_WHITE], &row[EN_BLACK] };
  gint64 game_id = find_or_insert (target,
      "SELECT id FROM games WHERE round_id = ?1 AND board = ?2 AND white = ?3 AND black = ?4",
      "INSERT INTO games (round_id, board, white, black) VALUES (?1, ?2, ?3, ?4)", game, round_id, 3,
      "storing the game", error);
  if (game_id == 0)
    return FALSE;
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
      "INSERT INTO envelopes (game_id, uid, " ENVELOPE_COLUMNS ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,"
      " ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)", what, error);
  if (!insert)
    return FALSE;
  adj_db_stmt_bind_int64 (insert, 1, game_id);
  adj_push_cell_bind (&row[EN_UID], insert, 2);
  for (guint i = 0; i < ENVELOPE_N_COLUMNS; i++)
    adj_push_cell_bind (&row[EN_COLUMNS + i], insert, (int) i + 3);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      if (adj_db_errcode (adj_store_get_db (target)) == ADJ_DB_ERROR_CONSTRAINT)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT,
                       _("%s: the envelope of board %s (%s – %s) adjourned at %s is there already, recorded apart "
                         "from this desk's; nothing was pushed"),
                       adj_store_get_path (target), adj_push_cell_text (&row[EN_BOARD]), adj_push_cell_text (&row[EN_WHITE]),
                       adj_push_cell_text (&row[EN_BLACK]), adj_push_cell_text (&row[EN_COLUMNS + 6]));
          return FALSE;
        }
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  *id = adj_db_last_insert_id (adj_store_get_db (target));
  return TRUE;
}

/* The sealed move's ciphertext, as the desk holds it, where the target has none. */
static gboolean
write_sealed_move (AdjStore *target, const Cell *row, gint64 id, GError **error)
{
  if (row[EN_CIPHERTEXT].type == ADJ_DB_TYPE_NULL)
    return TRUE;
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
      "INSERT INTO sealed_moves (envelope_id, nonce, ciphertext) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
      "storing the sealed move", error);
  if (!insert)
    return FALSE;
  adj_db_stmt_bind_int64 (insert, 1, id);
  adj_push_cell_bind (&row[EN_NONCE], insert, 2);
  adj_push_cell_bind (&row[EN_CIPHERTEXT], insert, 3);
  return step_done (target, insert, "storing the sealed move", error);
}

static gboolean
update_envelope (AdjStore *target, Push *push, const Cell *row, gint64 id, GError **error)
{
  const char *what = "bringing the envelope up to date";
  g_autoptr(AdjDbStmt) hash = adj_store_prepare (target, "SELECT document_hash FROM envelopes WHERE id = ?1",
                                                 what, error);
  if (!hash)
    return FALSE;
  adj_db_stmt_bind_int64 (hash, 1, id);
  if (adj_db_stmt_step (hash) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  if (!adj_push_cell_equals_column (&row[EN_DOCUMENT_HASH], hash, 0))
    return conflict (error, target, adj_push_cell_text (&adj_push_table_row (&push->event, 0)[EV_NAME]),
                     _("one of its envelopes has another document there"));
  g_autoptr(AdjDbStmt) update = adj_store_prepare (target, UPDATE_ENVELOPE, what, error);
  if (!update)
    return FALSE;
  adj_db_stmt_bind_int64 (update, 1, id);
  for (guint i = 0; i < G_N_ELEMENTS (envelope_changing); i++)
    adj_push_cell_bind (&row[EN_COLUMNS + envelope_changing[i]], update, (int) i + 2);
  return step_done (target, update, what, error);
}

/* Is desk envelope DESK_ID named by a chain row after position N_TARGET
 * (one the target does not have yet)? Only those changed since. */
static gboolean
has_new_entries (Push *push, gint64 desk_id, gint64 n_target)
{
  for (guint i = (guint) n_target; i < adj_push_table_rows (&push->custody); i++)
    if (adj_push_table_row (&push->custody, i)[CU_ENVELOPE].number == desk_id)
      return TRUE;
  return FALSE;
}

static gboolean
write_envelopes (AdjStore *target, Push *push, gint64 event_id, gint64 n_target, GError **error)
{
  const char *name = adj_push_cell_text (&adj_push_table_row (&push->event, 0)[EV_NAME]);
  for (guint i = 0; i < adj_push_table_rows (&push->envelopes); i++)
    {
      const Cell *row = adj_push_table_row (&push->envelopes, i);
      gint64 id = 0, there_event = 0, desk_id = row[EN_ID].number;
      if (!target_envelope (target, row, &id, &there_event, error))
        return FALSE;
      if (id != 0 && there_event != event_id)
        return conflict (error, target, name, _("one of its envelopes is filed under another event there"));
      g_hash_table_insert (push->target_ids, g_memdup2 (&desk_id, sizeof desk_id), g_memdup2 (&id, sizeof id));
      if (id != 0 && !has_new_entries (push, desk_id, n_target))
        continue;   /* as it was at the target's head: nothing of it changed since */
      if (id == 0)
        {
          if (!insert_envelope (target, row, event_id, &id, error))
            return FALSE;
          push->report->envelopes_added++;
          g_hash_table_insert (push->target_ids, g_memdup2 (&desk_id, sizeof desk_id), g_memdup2 (&id, sizeof id));
        }
      else
        {
          if (!update_envelope (target, push, row, id, error))
            return FALSE;
          push->report->envelopes_updated++;
        }
      g_autoptr(AdjDbStmt) game = adj_store_prepare (target,
          "UPDATE games SET state = ?2 WHERE id = (SELECT game_id FROM envelopes WHERE id = ?1)",
          "storing the game's state", error);
      if (!game)
        return FALSE;
      adj_db_stmt_bind_int64 (game, 1, id);
      adj_push_cell_bind (&row[EN_GAME_STATE], game, 2);
      if (!step_done (target, game, "storing the game's state", error) || !write_sealed_move (target, row, id, error))
        return FALSE;
    }
  return TRUE;
}

static gint64
target_id (Push *push, gint64 desk_id)
{
  gint64 *id = g_hash_table_lookup (push->target_ids, &desk_id);
  return id ? *id : 0;
}

/* The outcomes the target lacks: an envelope's outcomes there must be the
 * first of the desk's, in order. */
static gboolean
write_outcomes (AdjStore *target, Push *push, GError **error)
{
  const char *what = "storing the outcomes";
  const char *name = adj_push_cell_text (&adj_push_table_row (&push->event, 0)[EV_NAME]);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < adj_push_table_rows (&push->outcomes); i++)
    {
      const Cell *row = adj_push_table_row (&push->outcomes, i);
      gint64 id = target_id (push, row[OU_ENVELOPE].number);
      guint index = GPOINTER_TO_UINT (g_hash_table_lookup (seen, &id));
      g_hash_table_insert (seen, g_memdup2 (&id, sizeof id), GUINT_TO_POINTER (index + 1));
      g_autoptr(AdjDbStmt) there = adj_store_prepare (target,
          "SELECT document FROM outcomes WHERE envelope_id = ?1 ORDER BY id LIMIT 1 OFFSET ?2", what, error);
      if (!there)
        return FALSE;
      adj_db_stmt_bind_int64 (there, 1, id);
      adj_db_stmt_bind_int64 (there, 2, index);
      int rc = adj_db_stmt_step (there);
      if (rc == ADJ_DB_STEP_ROW)
        {
          if (!adj_push_cell_equals_column (&row[OU_DOCUMENT], there, 0))
            return conflict (error, target, name, _("an envelope has another outcome recorded there"));
          continue;
        }
      if (rc != ADJ_DB_STEP_DONE)
        {
          adj_store_set_db_error (target, error, what);
          return FALSE;
        }
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
          "INSERT INTO outcomes (envelope_id, " OUTCOME_COLUMNS ") VALUES (?1, ?2, ?3, ?4, ?5, ?6)", what, error);
      if (!insert)
        return FALSE;
      adj_db_stmt_bind_int64 (insert, 1, id);
      for (guint k = OU_STATUS; k < OU_WIDTH; k++)
        adj_push_cell_bind (&row[k], insert, (int) k + 1);
      if (!step_done (target, insert, what, error))
        return FALSE;
      push->report->outcomes++;
    }
  return TRUE;
}

/* The desk's chain rows after the target's head, at the end of the
 * target's log, in their order: the target's engine numbers them
 * (adj_custody_append_in_transaction), the desk's seqs are not carried. */
static gboolean
write_custody (AdjStore *target, Push *push, gint64 event_id, gint64 n_target, GError **error)
{
  const char *what = "writing the custody log";
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
      "INSERT INTO custody (event_id, envelope_id, " CUSTODY_COLUMNS ")"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)", what, error);
  if (!insert)
    return FALSE;
  for (guint i = (guint) n_target; i < adj_push_table_rows (&push->custody); i++)
    {
      const Cell *row = adj_push_table_row (&push->custody, i);
      adj_db_stmt_reset (insert);
      adj_db_stmt_bind_int64 (insert, 1, event_id);
      gint64 envelope = target_id (push, row[CU_ENVELOPE].number);
      if (envelope)
        adj_db_stmt_bind_int64 (insert, 2, envelope);
      else
        adj_db_stmt_bind_null (insert, 2);
      for (guint k = CU_POSITION; k < CU_ENVELOPE; k++)
        adj_push_cell_bind (&row[k], insert, (int) k + 3);
      if (!step_done (target, insert, what, error))
        return FALSE;
      push->report->entries++;
    }
  return TRUE;
}

static gboolean
write_signatures (AdjStore *target, Push *push, gint64 event_id, GError **error)
{
  const char *what = "storing the chain's signatures";
  for (guint i = 0; i < adj_push_table_rows (&push->signatures); i++)
    {
      const Cell *row = adj_push_table_row (&push->signatures, i);
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
          "INSERT INTO custody_signatures (event_id, position, signature, signed_at) VALUES (?1, ?2, ?3, ?4)"
          " ON CONFLICT DO NOTHING", what, error);
      if (!insert)
        return FALSE;
      adj_db_stmt_bind_int64 (insert, 1, event_id);
      for (guint k = 0; k < SI_WIDTH; k++)
        adj_push_cell_bind (&row[k], insert, (int) k + 2);
      if (!step_done (target, insert, what, error))
        return FALSE;
      push->report->signatures += adj_db_changes (adj_store_get_db (target));
    }
  return TRUE;
}

/* The target's action: run again whole after a conflict, so it starts
 * from nothing each time. */
gboolean
adj_store_push_in_transaction (AdjStore *target, gpointer user_data, GError **error)
{
  Push *push = user_data;
  AdjPushReport *report = push->report;
  const char *name = adj_push_cell_text (&adj_push_table_row (&push->event, 0)[EV_NAME]);
  report->entries = report->entries_present = report->envelopes_added = report->envelopes_updated = 0;
  report->outcomes = report->signatures = 0;
  g_clear_pointer (&report->head, g_free);
  g_hash_table_remove_all (push->target_ids);

  gint64 event_id = 0, n_target = 0;
  if (!find_target_event (target, push, &event_id, error))
    return FALSE;
  if (event_id != 0 && !compare_chains (target, push, event_id, &n_target, error))
    return FALSE;
  guint n_desk = adj_push_table_rows (&push->custody);
  report->entries_present = MIN ((gint64) n_desk, n_target);
  if (n_target < (gint64) n_desk)
    {
      if (!write_event (target, push, &event_id, error)
          || !write_envelopes (target, push, event_id, n_target, error)
          || !write_outcomes (target, push, error)
          || !write_custody (target, push, event_id, n_target, error)
          || adj_store_fail_point (target, "push-after-rows", error))
        return FALSE;
    }
  if (event_id != 0 && !write_signatures (target, push, event_id, error))
    return FALSE;

  /* The copy verifies there, with the target's own rows of the event. */
  AdjCustodyCheck check = { 0 };
  g_autoptr(GError) broken = NULL;
  gboolean ok = event_id == 0 || adj_custody_check (target, name, &check, &broken);
  if (ok && check.chains && check.chains->len > 0)
    report->head = g_strdup (((AdjCustodyChain *) g_ptr_array_index (check.chains, 0))->head);
  adj_custody_check_clear (&check);
  if (!ok)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                   _("%s: the copy of “%s” does not verify there, so nothing was pushed: %s"),
                   adj_store_get_path (target), name, broken->message);
      return FALSE;
    }
  return !adj_store_fail_point (target, "push-before-commit", error);
}
