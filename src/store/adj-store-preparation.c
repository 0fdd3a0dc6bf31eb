/* adj-store-preparation.c — a player's preparation for every sealed move, kept with the game
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "adj-store-preparation.h"
#include "adj-store-private.h"
#include "chess-fen.h"
#include "chess-notation.h"

/* Below it, an archive opened read-only has no preparations table. */
#define PREPARATIONS_SCHEMA 4

static const char *const side_words[] = { "white", "black" };

/* The columns of an envelope a preparation needs: never the sealed move
 * (nor the document, which holds it once opened). */
typedef struct {
  ChessPosition    position;
  AdjEnvelopeState state;
} EnvelopeFacts;

static gboolean
same_position (const ChessPosition *a, const ChessPosition *b)
{
  /* As adj-preparation.c compares a reply's start: the key says whether an
   * en passant capture is possible, not which square a FEN wrote. */
  return a->key == b->key && a->halfmove_clock == b->halfmove_clock && a->fullmove_number == b->fullmove_number;
}

static gboolean
read_envelope_facts (AdjStore *self, gint64 id, EnvelopeFacts *out, GError **error)
{
  const char *what = "reading an envelope’s position";
  AdjEnvelopeState state;
  if (!adj_store_envelope_row (self, id, &state, NULL, NULL, error))
    return FALSE;
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, "SELECT position FROM envelopes WHERE id = ?", what, error);
  if (!stmt || !adj_store_step_envelope (self, stmt, id, what, error))
    return FALSE;
  ChessFenResult result;
  if (!chess_fen_read (&out->position, adj_db_stmt_column_text (stmt, 0), &result))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB,
                   _("%s: envelope %lld: the stored position is not a FEN: %s"),
                   adj_store_get_path (self), (long long) id, chess_fen_error_message (result.code));
      return FALSE;
    }
  out->state = state;
  return TRUE;
}

/* ---- saving ------------------------------------------------------------- */

typedef struct {
  gint64          envelope_id;
  AdjPreparation *preparation;
} Save;

static gboolean
save_once (AdjStore *self, gpointer user_data, GError **error)
{
  Save *s = user_data;
  const char *what = "saving a preparation";
  EnvelopeFacts facts;
  if (!read_envelope_facts (self, s->envelope_id, &facts, error))
    return FALSE;
  if (!same_position (&facts.position, adj_preparation_get_position (s->preparation)))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT,
                   _("preparation for envelope %lld: it is for another position than the envelope’s"),
                   (long long) s->envelope_id);
      return FALSE;
    }

  g_autofree char *document = adj_preparation_to_data (s->preparation, NULL);
  char fen[CHESS_FEN_MAX];
  chess_fen_write (adj_preparation_get_position (s->preparation), fen);
  g_autofree char *now = adj_store_now_text ();
  g_autoptr(AdjDbStmt) upsert = adj_store_prepare (self,
      "INSERT INTO preparations (envelope_id, responder, position, document, updated_at)"
      " VALUES (?1, ?2, ?3, ?4, ?5)"
      " ON CONFLICT (envelope_id, responder) DO UPDATE SET position = excluded.position,"
      " document = excluded.document, updated_at = excluded.updated_at", what, error);
  if (!upsert)
    return FALSE;
  adj_db_stmt_bind_int64 (upsert, 1, s->envelope_id);
  adj_db_stmt_bind_text (upsert, 2, side_words[adj_preparation_get_responder (s->preparation)]);
  adj_db_stmt_bind_text (upsert, 3, fen);
  adj_db_stmt_bind_text (upsert, 4, document);
  adj_db_stmt_bind_text (upsert, 5, now);
  if (adj_db_stmt_step (upsert) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  return !adj_store_fail_point (self, "preparation-before-commit", error);
}

gboolean
adj_store_save_preparation (AdjStore *self, gint64 envelope_id, AdjPreparation *preparation, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (ADJ_IS_PREPARATION (preparation), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  Save s = { envelope_id, preparation };
  return adj_store_run_action (self, "saving a preparation", save_once, &s, error);
}

/* ---- loading ------------------------------------------------------------ */

/* The move an opened envelope held, as its opened document wrote it, when
 * it is a legal move in POSITION; CHESS_MOVE_NONE otherwise (ambiguous,
 * illegal, unreadable: no candidate is the one sealed). Only ever called
 * once the envelope's state is opened. */
static ChessMove
opened_move (AdjStore *self, gint64 id, const ChessPosition *position, GError **error)
{
  g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (self, id, error);
  if (envelope == NULL)
    return CHESS_MOVE_NONE;
  const char *text = adj_envelope_get_sealed_move (envelope);
  if (text == NULL || *text == '\0')
    return CHESS_MOVE_NONE;
  return chess_notation_read_legal (position, text, adj_envelope_get_notation (envelope));
}

/* The preparation kept for envelope ID, or (CREATE) a new one for its
 * position; NULL without an error when there is none and not CREATE. */
static AdjPreparation *
load (AdjStore *self, gint64 envelope_id, gboolean create, gboolean *kept, GError **error)
{
  const char *what = "reading a preparation";
  EnvelopeFacts facts;
  *kept = FALSE;
  if (!read_envelope_facts (self, envelope_id, &facts, error))
    return NULL;

  g_autoptr(AdjPreparation) preparation = NULL;
  if (adj_store_get_schema_version (self) >= PREPARATIONS_SCHEMA)
    {
      ChessColor responder = facts.position.side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
      g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
          "SELECT document FROM preparations WHERE envelope_id = ?1 AND responder = ?2", what, error);
      if (!stmt)
        return NULL;
      adj_db_stmt_bind_int64 (stmt, 1, envelope_id);
      adj_db_stmt_bind_text (stmt, 2, side_words[responder]);
      AdjDbStep rc = adj_db_stmt_step (stmt);
      if (rc != ADJ_DB_STEP_ROW && rc != ADJ_DB_STEP_DONE)
        {
          adj_store_set_db_error (self, error, what);
          return NULL;
        }
      if (rc == ADJ_DB_STEP_ROW)
        {
          g_autoptr(GError) local = NULL;
          preparation = adj_preparation_new_from_data (adj_db_stmt_column_text (stmt, 0), -1, &local);
          if (preparation == NULL || !same_position (&facts.position, adj_preparation_get_position (preparation)))
            {
              g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                           _("%s: envelope %lld: the preparation kept for it cannot be read: %s"),
                           adj_store_get_path (self), (long long) envelope_id,
                           local ? local->message : _("it is for another position than the envelope’s"));
              return NULL;
            }
          *kept = TRUE;
        }
    }
  if (preparation == NULL && !create)
    return NULL;
  if (preparation == NULL)
    preparation = adj_preparation_new (&facts.position);

  if (facts.state == ADJ_ENVELOPE_OPENED)
    {
      g_autoptr(GError) local = NULL;
      ChessMove move = opened_move (self, envelope_id, &facts.position, &local);
      if (local)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      if (move != CHESS_MOVE_NONE)
        adj_preparation_put_first (preparation, move);
    }
  return g_steal_pointer (&preparation);
}

AdjPreparation *
adj_store_load_preparation (AdjStore *self, gint64 envelope_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gboolean kept;
  return load (self, envelope_id, FALSE, &kept, error);
}

AdjPreparation *
adj_store_read_preparation (AdjStore *self, gint64 envelope_id, gboolean *kept, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gboolean found;
  AdjPreparation *preparation = load (self, envelope_id, TRUE, &found, error);
  if (kept)
    *kept = found;
  return preparation;
}

/* ---- listing ------------------------------------------------------------ */

void
adj_preparation_entry_free (AdjPreparationEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->updated_at);
  g_free (entry);
}

GPtrArray *
adj_store_list_preparations (AdjStore *self, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_preparation_entry_free);
  if (adj_store_get_schema_version (self) < PREPARATIONS_SCHEMA)
    return g_steal_pointer (&entries);
  const char *what = "listing preparations";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT envelope_id, responder, updated_at FROM preparations ORDER BY envelope_id, responder", what, error);
  if (!stmt)
    return NULL;
  AdjDbStep rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      AdjPreparationEntry *entry = g_new0 (AdjPreparationEntry, 1);
      entry->envelope_id = adj_db_stmt_column_int64 (stmt, 0);
      entry->responder = g_strcmp0 (adj_db_stmt_column_text (stmt, 1), "black") == 0 ? CHESS_BLACK : CHESS_WHITE;
      entry->updated_at = g_strdup (adj_db_stmt_column_text (stmt, 2));
      g_ptr_array_add (entries, entry);
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&entries);
}
