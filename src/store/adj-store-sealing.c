/* adj-store-sealing.c — the verbs from sealing to opening: an envelope sealed
 * (and linked to the one before when the game is adjourned again), then
 * handed over
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each verb is one transaction writing its own custody rows (adj-store-verbs.h);
 * what the verbs share is in adj-store-verbs.c (adj-store-private.h).
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-envelope-chain.h"
#include "adj-envelope-check.h"
#include "adj-json.h"
#include "adj-store-private.h"
#include "adj-store-verbs.h"

/* ---- sealing ------------------------------------------------------------ */

static char *
problems_text (GPtrArray *problems)
{
  g_autoptr(GString) s = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      const AdjEnvelopeProblem *p = g_ptr_array_index (problems, i);
      if (i > 0)
        g_string_append (s, "; ");
      g_string_append (s, p->message);
      if (p->article)
        g_string_append_printf (s, " (%s)", p->article);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* The archive's name of the envelope's event: "" when it names none, as
 * the events table keeps it. */
static const char *
event_name (AdjEnvelope *envelope)
{
  const char *event = adj_envelope_get_event (envelope);
  return event ? event : "";
}


/* The game's envelopes (by the names that make a game, as
 * adj_store_insert_envelope finds it): id, state and document. */
static AdjDbStmt *
game_envelopes (AdjStore *self, AdjEnvelope *envelope, const char *what, GError **error)
{
  AdjDbStmt *stmt = adj_store_prepare (self,
      "SELECT e.id, e.state, e.document FROM envelopes e JOIN games g ON g.id = e.game_id"
      " JOIN rounds r ON r.id = g.round_id JOIN events v ON v.id = r.event_id"
      " WHERE v.name = ?1 AND r.name = ?2 AND g.board = ?3 AND g.white = ?4 AND g.black = ?5 ORDER BY e.id",
      what, error);
  if (!stmt)
    return NULL;
  const char *names[] = { adj_envelope_get_event (envelope), adj_envelope_get_round (envelope),
                          adj_envelope_get_board (envelope), adj_envelope_get_player (envelope, CHESS_WHITE),
                          adj_envelope_get_player (envelope, CHESS_BLACK) };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    adj_db_stmt_bind_text (stmt, (int) i + 1, names[i] ? names[i] : "");
  return stmt;
}

/* Inside the sealing's transaction: the envelope NEXT names as the one
 * before it, found among its game's envelopes by identity, and the
 * domain's word on whether NEXT may continue it (one envelope per playing
 * session). *PREVIOUS_ID receives its id. */
static gboolean
check_previous (AdjStore *self, AdjEnvelope *next, gint64 *previous_id, GError **error)
{
  const char *what = "looking for the envelope before";
  const char *named = adj_envelope_get_previous (next);
  g_autoptr(AdjDbStmt) stmt = game_envelopes (self, next, what, error);
  if (!stmt)
    return FALSE;
  AdjPreviousSession previous = { 0 };
  g_autoptr(AdjEnvelope) found = NULL;
  gint64 found_id = 0;
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (adj_db_stmt_column_text (stmt, 2), -1, NULL);
      if (env == NULL)
        continue;
      g_autofree char *identity = adj_envelope_get_identity (env);
      if (found == NULL && g_strcmp0 (identity, named) == 0)
        {
          found = g_object_ref (env);
          found_id = adj_db_stmt_column_int64 (stmt, 0);
          const char *state = adj_db_stmt_column_text (stmt, 1);
          /* A lost envelope re-established from the scoresheets resumed too. */
          previous.opened = g_strcmp0 (state, "opened") == 0 || g_strcmp0 (state, "reconstructed") == 0;
        }
      else if (found_id == 0 || adj_db_stmt_column_int64 (stmt, 0) != found_id)
        previous.has_successor |= g_strcmp0 (adj_envelope_get_previous (env), named) == 0;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  if (found == NULL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                   _("envelope document: key “previous_envelope.sha256”: no envelope of this game (event, round, "
                     "board and players) in the archive is the one named (%.12s…)"), named);
      return FALSE;
    }
  g_autofree char *status = adj_store_last_status (self, found_id, error);
  if (status == NULL)
    return FALSE;
  previous.envelope = found;
  previous.play_goes_on = strcmp (status, "continues") == 0;
  if (!adj_envelope_check_continues (next, &previous, error))
    return FALSE;
  *previous_id = found_id;
  return TRUE;
}

/* Inside the sealing's transaction: the envelope before learns that play
 * went on from it to a new adjournment, and the game is adjourned again. */
static gboolean
record_adjourned_again (AdjStore *self, gint64 previous_id, gint64 next_id, AdjEnvelope *next,
                        const AdjCustodyAct *act, GError **error)
{
  g_autoptr(JsonObject) note = json_object_new ();
  g_autofree char *identity = adj_envelope_get_identity (next);
  json_object_set_string_member (note, "next_envelope", identity);
  const char *at = adj_envelope_get_moment_text (next, ADJ_ENVELOPE_ADJOURNED_AT);
  if (at)
    json_object_set_string_member (note, "next_adjourned_at", at);
  return adj_custody_append_in_transaction (self, previous_id, ADJ_CUSTODY_ADJOURNED_AGAIN, act, note, NULL, error)
         && adj_store_set_game_state (self, next_id, "adjourned", "adjourning the game again", error);
}

static gboolean
adj_store_seal_once (AdjStore *self, AdjEnvelope *envelope, const AdjSealing *sealing, gint64 *id,
                char **seal_code, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), FALSE);
  g_return_val_if_fail (sealing != NULL, FALSE);
  g_return_val_if_fail ((sealing->key == NULL) == (sealing->move == NULL), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!adj_store_need_actor (&sealing->act, error))
    return FALSE;
  /* A sealed envelope carries no move: a digital one is taken out by the
   * caller before it reaches the store, a paper one is on the sheet. */
  if (adj_envelope_is_opened (envelope))
    {
      g_set_error_literal (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                           _("envelope document: key “sealed_move”: an envelope being sealed must not hold its move"));
      return FALSE;
    }
  g_autoptr(GPtrArray) problems = adj_envelope_check (envelope, error);
  if (problems == NULL)
    return FALSE;
  if (problems->len > 0)
    {
      g_autofree char *listed = problems_text (problems);
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   g_dngettext (GETTEXT_PACKAGE, "the arbiter’s check found %u problem: %s",
                                "the arbiter’s check found %u problems: %s", problems->len),
                   problems->len, listed);
      return FALSE;
    }

  const char *what = "sealing an envelope";
  gint64 envelope_id = 0, previous_id = 0;
  g_autofree char *code = NULL;
  if (!adj_store_begin (self, what, error))
    return FALSE;
  if (adj_envelope_get_previous (envelope) && !check_previous (self, envelope, &previous_id, error))
    goto fail;
  if (!adj_store_insert_envelope (self, envelope, &sealing->act, "sealing", &envelope_id, error))
    goto fail;
  {
    g_autoptr(JsonObject) note = json_object_new ();
    json_object_set_string_member (note, "rules", adj_envelope_get_rules (envelope));
    if (previous_id)
      {
        json_object_set_string_member (note, "previous_envelope", adj_envelope_get_previous (envelope));
        const char *before = adj_envelope_get_string (envelope, "previous_envelope.adjourned_at");
        if (before)
          json_object_set_string_member (note, "previous_adjourned_at", before);
      }
    if (!adj_custody_append_in_transaction (self, envelope_id, ADJ_CUSTODY_CHECKED, &sealing->act, note,
                                            NULL, error))
      goto fail;
  }
  if (sealing->key
      && (!adj_seal_key_store (self, sealing->key, event_name (envelope), error)
          || !adj_seal_write (self, envelope_id, sealing->key, sealing->move, &sealing->act, &code, error)))
    goto fail;
  if (previous_id && !record_adjourned_again (self, previous_id, envelope_id, envelope, &sealing->act, error))
    goto fail;
  if (adj_store_fail_point (self, "before-commit", error))
    goto fail;
  if (!adj_store_commit (self, what, error))
    return FALSE;
  if (id)
    *id = envelope_id;
  if (seal_code)
    *seal_code = g_steal_pointer (&code);
  return TRUE;

fail:
  adj_store_rollback (self);
  return FALSE;
}

typedef struct {
  AdjEnvelope *envelope;
  const AdjSealing *sealing;
  gint64 *id;
  char **seal_code;
} AdjStoreSealCall;

static gboolean
adj_store_seal_run (AdjStore *self, gpointer user_data, GError **error)
{
  AdjStoreSealCall *c = user_data;
  return adj_store_seal_once (self, c->envelope, c->sealing, c->id, c->seal_code, error);
}

/* The action above as one user action: run again whole after a conflict. */
gboolean
adj_store_seal (AdjStore *self,
                AdjEnvelope *envelope,
                const AdjSealing *sealing,
                gint64 *id,
                char **seal_code,
                GError **error)
{
  AdjStoreSealCall c = { envelope, sealing, id, seal_code };
  return adj_store_run_action (self, "sealing an envelope", adj_store_seal_run, &c, error);
}

/* ---- custody between sealing and opening -------------------------------- */

static gboolean
hand_over_step (AdjStore *self, gint64 id, const AdjStoreStep *d, GError **error)
{
  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_string_member (note, "to", d->text);
  return adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_HANDED_OVER, d->act, note, NULL, error);
}

gboolean
adj_store_hand_over (AdjStore *self, gint64 id, const AdjCustodyAct *act, const char *to, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return adj_store_need_text (to, _("custody: a handing over needs the name of who receives the envelope"), error)
         && adj_store_run_step (self, id, act, ADJ_ENVELOPE_SEALED, "handing an envelope over", hand_over_step, to, error);
}

