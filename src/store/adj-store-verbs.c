/* adj-store-verbs.c — one verb per custody step, each one transaction
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the verbs share, opening, and the links of a game adjourned again;
 * sealing and handing over are in adj-store-sealing.c, outcomes and the
 * resumption in adj-store-resume.c, the verbs of a lost envelope in
 * adj-store-lost.c.
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-json.h"
#include "adj-store-private.h"
#include "adj-store-verbs.h"

/* ---- shared by the verbs ------------------------------------------------ */

gboolean
adj_store_state_error (GError **error, gint64 id, AdjEnvelopeState state, const char *needed)
{
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
               /* Translators: "envelope 3 is opened, not sealed" */
               _("envelope %lld is %s, not %s"), (long long) id, adj_envelope_state_to_string (state), needed);
  return FALSE;
}

gboolean
adj_store_need_actor (const AdjCustodyAct *act, GError **error)
{
  if (act && act->actor && *act->actor)
    return TRUE;
  g_set_error_literal (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                       _("custody: an entry needs the name of who made it"));
  return FALSE;
}

gboolean
adj_store_need_text (const char *text, const char *missing, GError **error)
{
  if (text && *text)
    return TRUE;
  g_set_error_literal (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, missing);
  return FALSE;
}

typedef struct {
  gint64               id;
  AdjEnvelopeState     from;
  AdjStoreStepFunc     step;
  AdjStoreStep         data;
} RunStep;

static gboolean
run_step_once (AdjStore *self, gpointer user_data, GError **error)
{
  RunStep *r = user_data;
  AdjEnvelopeState state;
  return adj_store_envelope_row (self, r->id, &state, NULL, NULL, error)
         && (state == r->from || adj_store_state_error (error, r->id, state, adj_envelope_state_to_string (r->from)))
         && r->step (self, r->id, &r->data, error)
         && !adj_store_fail_point (self, "before-commit", error);
}

/* Run STEP on envelope ID in its own transaction when the envelope is in
 * state FROM: what every simple verb does around what it writes. */
gboolean
adj_store_run_step (AdjStore *self, gint64 id, const AdjCustodyAct *act, AdjEnvelopeState from, const char *what,
          AdjStoreStepFunc step, const char *text, GError **error)
{
  if (!adj_store_need_actor (act, error))
    return FALSE;
  RunStep r = { id, from, step, { act, text } };
  return adj_store_run_action (self, what, run_step_once, &r, error);
}

gboolean
adj_store_set_game_state (AdjStore *self, gint64 envelope_id, const char *state, const char *what, GError **error)
{
  g_autoptr(AdjDbStmt) update = adj_store_prepare (self,
      "UPDATE games SET state = ?2 WHERE id = (SELECT game_id FROM envelopes WHERE id = ?1)", what, error);
  if (!update)
    return FALSE;
  adj_db_stmt_bind_int64 (update, 1, envelope_id);
  adj_db_stmt_bind_text (update, 2, state);
  if (adj_db_stmt_step (update) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  return TRUE;
}

/* ---- opening ------------------------------------------------------------ */

gboolean
adj_store_finish_opening (AdjStore *self, gint64 id, const AdjOpening *opening, const char *move,
                          GError **error)
{
  const char *what = "opening an envelope";
  /* What is opened is the envelope the log recorded, not one edited in
   * the file since: its clocks, its position. */
  if (!adj_custody_check_document_in_transaction (self, id, error))
    return FALSE;
  g_autoptr(AdjEnvelope) sealed = adj_store_read_envelope (self, id, error);
  if (sealed == NULL)
    return FALSE;
  g_autoptr(AdjEnvelope) opened = adj_envelope_with_sealed_move (sealed, move);
  /* The document text now holds the move: wipe the copies made here. */
  char *document = adj_envelope_to_compact_data (opened, NULL);
  adj_seal_free_move (adj_envelope_take_sealed_move (opened));

  g_autofree char *now = NULL;
  const char *at = opening->at;
  if (at == NULL)
    at = now = adj_store_now_text ();

  g_autoptr(AdjDbStmt) update = adj_store_prepare (self,
      "UPDATE envelopes SET document = ?2, opened_at = ?3,"
      " white_scoresheet = ?4, black_scoresheet = ?5 WHERE id = ?1", what, error);
  gboolean ok = update != NULL;
  if (ok)
    {
      adj_db_stmt_bind_int64 (update, 1, id);
      adj_db_stmt_bind_text (update, 2, document);
      adj_db_stmt_bind_text (update, 3, at);
      adj_db_stmt_bind_int64 (update, 4, opening->white_scoresheet ? 1 : 0);
      adj_db_stmt_bind_int64 (update, 5, opening->black_scoresheet ? 1 : 0);
      ok = adj_db_stmt_step (update) == ADJ_DB_STEP_DONE;
      if (!ok)
        adj_store_set_db_error (self, error, what);
    }
  g_clear_pointer (&update, adj_db_stmt_free);
  sodium_memzero (document, strlen (document));
  g_free (document);
  if (!ok || !adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_OPENED, error))
    return FALSE;

  g_autoptr(GDateTime) happened = opening->at ? g_date_time_new_from_iso8601 (opening->at, NULL) : NULL;
  AdjCustodyAct act = { opening->arbiter ? opening->arbiter : "", opening->present, happened };
  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_boolean_member (note, "white_scoresheet", opening->white_scoresheet);
  json_object_set_boolean_member (note, "black_scoresheet", opening->black_scoresheet);
  return adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_OPENED, &act, note, NULL, error);
}

static gboolean
adj_store_open_envelope_once (AdjStore *self, gint64 id, const AdjOpening *opening, const char *move,
                         GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (opening != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr(GDateTime) at = opening->at ? g_date_time_new_from_iso8601 (opening->at, NULL) : NULL;
  if (opening->at && at == NULL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("opening: “%s” is not an ISO 8601 instant with its offset"), opening->at);
      return FALSE;
    }
  const char *what = "opening an envelope";
  if (!adj_store_begin (self, what, error))
    return FALSE;
  AdjEnvelopeState state;
  AdjEnvelopeKind kind;
  if (!adj_store_envelope_row (self, id, &state, &kind, NULL, error))
    goto fail;
  if (state != ADJ_ENVELOPE_SEALED)
    {
      adj_store_state_error (error, id, state, adj_envelope_state_to_string (ADJ_ENVELOPE_SEALED));
      goto fail;
    }
  if (kind == ADJ_ENVELOPE_DIGITAL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("envelope %lld holds a digital sealed move: open it with the arbiter passphrase"), (long long) id);
      goto fail;
    }
  if (!adj_store_finish_opening (self, id, opening, move, error))
    goto fail;
  return adj_store_commit (self, what, error);

fail:
  adj_store_rollback (self);
  return FALSE;
}

typedef struct {
  gint64 id;
  const AdjOpening *opening;
  const char *move;
} AdjStoreOpenEnvelopeCall;

static gboolean
adj_store_open_envelope_run (AdjStore *self, gpointer user_data, GError **error)
{
  AdjStoreOpenEnvelopeCall *c = user_data;
  return adj_store_open_envelope_once (self, c->id, c->opening, c->move, error);
}

/* The action above as one user action: run again whole after a conflict. */
gboolean
adj_store_open_envelope (AdjStore *self,
                         gint64 id,
                         const AdjOpening *opening,
                         const char *move,
                         GError **error)
{
  AdjStoreOpenEnvelopeCall c = { id, opening, move };
  return adj_store_run_action (self, "opening an envelope", adj_store_open_envelope_run, &c, error);
}

/* ---- a game adjourned again: the links ---------------------------------- */

gboolean
adj_store_envelope_links (AdjStore *self, gint64 id, gint64 *previous, gint64 *next, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gint64 before = 0, after = 0;
  g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (self, id, error);
  if (envelope == NULL)
    return FALSE;
  const char *what = "reading a game’s envelopes";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT id, document FROM envelopes WHERE game_id = (SELECT game_id FROM envelopes WHERE id = ?1)"
      " AND id <> ?1 ORDER BY id", what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, id);
  g_autofree char *identity = adj_envelope_get_identity (envelope);
  const char *named = adj_envelope_get_previous (envelope);
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      g_autoptr(AdjEnvelope) other = adj_envelope_new_from_data (adj_db_stmt_column_text (stmt, 1), -1, NULL);
      if (other == NULL)
        continue;
      if (after == 0 && g_strcmp0 (adj_envelope_get_previous (other), identity) == 0)
        after = adj_db_stmt_column_int64 (stmt, 0);
      if (before == 0 && named)
        {
          g_autofree char *other_identity = adj_envelope_get_identity (other);
          if (strcmp (other_identity, named) == 0)
            before = adj_db_stmt_column_int64 (stmt, 0);
        }
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  if (previous)
    *previous = before;
  if (next)
    *next = after;
  return TRUE;
}

void
adj_envelope_links_free (AdjEnvelopeLinks *links)
{
  if (links == NULL)
    return;
  g_free (links->sha256);
  g_free (links);
}

/* One game's envelopes read so far (AdjEnvelopeLinks, with the identity
 * each names as the one before): linked once the game is complete. */
typedef struct {
  gint64            id;
  AdjEnvelopeLinks *links;
  char             *named;
} GameEnvelope;

static void
link_game (GArray *game)
{
  for (guint i = 0; i < game->len; i++)
    {
      GameEnvelope *e = &g_array_index (game, GameEnvelope, i);
      for (guint j = 0; e->named && j < game->len; j++)
        {
          GameEnvelope *before = &g_array_index (game, GameEnvelope, j);
          if (j == i || strcmp (before->links->sha256, e->named) != 0)
            continue;
          e->links->previous = before->id;
          if (before->links->next == 0)
            before->links->next = e->id;
        }
      g_clear_pointer (&e->named, g_free);
    }
  g_array_set_size (game, 0);
}

GHashTable *
adj_store_list_links (AdjStore *self, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  const char *what = "reading the envelopes’ links";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT id, game_id, document FROM envelopes ORDER BY game_id, id", what, error);
  if (!stmt)
    return NULL;
  g_autoptr(GHashTable) all = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                     (GDestroyNotify) adj_envelope_links_free);
  g_autoptr(GArray) game = g_array_new (FALSE, TRUE, sizeof (GameEnvelope));
  gint64 game_id = 0;
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      if (adj_db_stmt_column_int64 (stmt, 1) != game_id)
        link_game (game);
      game_id = adj_db_stmt_column_int64 (stmt, 1);
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (adj_db_stmt_column_text (stmt, 2), -1, NULL);
      if (env == NULL)
        continue;
      GameEnvelope e = { adj_db_stmt_column_int64 (stmt, 0), g_new0 (AdjEnvelopeLinks, 1), NULL };
      e.links->sha256 = adj_envelope_get_identity (env);
      e.named = g_strdup (adj_envelope_get_previous (env));
      g_hash_table_insert (all, g_memdup2 (&e.id, sizeof e.id), e.links);
      g_array_append_val (game, e);
    }
  link_game (game);
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&all);
}
