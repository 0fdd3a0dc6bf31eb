/* adj-store-lost.c — the verbs of a lost envelope: declared lost, its position
 * reconstructed, its game annulled
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each verb is one transaction writing its own custody rows (adj-store-verbs.h).
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-reconstruct.h"
#include "chess-fen.h"
#include "adj-store-private.h"
#include "adj-store-verbs.h"

static gboolean
lost_step (AdjStore *self, gint64 id, const AdjStoreStep *d, GError **error)
{
  return adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_LOST, error)
         && adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_LOST, d->act, NULL, NULL, error);
}

gboolean
adj_store_declare_lost (AdjStore *self, gint64 id, const AdjCustodyAct *act, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return adj_store_run_step (self, id, act, ADJ_ENVELOPE_SEALED, "declaring an envelope lost", lost_step, NULL, error);
}

static gboolean
reconstructed_step (AdjStore *self, gint64 id, const AdjStoreStep *d, GError **error)
{
  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_string_member (note, "position", d->text);
  return adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_RECONSTRUCTED, error)
         && adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_RECONSTRUCTED, d->act, note, NULL, error);
}

gboolean
adj_store_record_reconstruction (AdjStore *self, gint64 id, const AdjCustodyAct *act, const char *position,
                                 GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ChessPosition pos;
  ChessFenResult fen;
  if (!chess_fen_read (&pos, position, &fen))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("reconstruction: bad FEN: %s"), chess_fen_error_message (fen.code));
      return FALSE;
    }
  return adj_store_run_step (self, id, act, ADJ_ENVELOPE_LOST, "recording a reconstruction", reconstructed_step, position,
                   error);
}

/* The "reconstructed" entry of a reading the arbiter settled on. */
static gboolean
reading_step (AdjStore *self, gint64 id, const AdjCustodyAct *act, const AdjReconstruction *r,
              const AdjReading *reading, GError **error)
{
  char fen[CHESS_FEN_MAX];
  chess_fen_write (&reading->position, fen);
  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_string_member (note, "position", fen);
  json_object_set_string_member (note, "status", adj_reconstruct_status_id (r->status));
  json_object_set_int_member (note, "plies", reading->moves->len);
  json_object_set_int_member (note, "readings_found", r->readings_found);
  json_object_set_boolean_member (note, "reaches_envelope", reading->reaches_envelope);
  /* The reading's departures as spec/formats.md writes them. */
  g_autoptr(JsonNode) node = adj_reading_to_json (reading, r->has_envelope);
  JsonArray *departures = json_object_get_array_member (json_node_get_object (node), "departures");
  json_object_set_array_member (note, "departures", json_array_ref (departures));
  return adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_RECONSTRUCTED, error)
         && adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_RECONSTRUCTED, act, note, NULL, error);
}

static gboolean
adj_store_record_reading_once (AdjStore *self, gint64 id, const AdjCustodyAct *act,
                          const AdjReconstruction *reconstruction, const AdjReading *reading, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (reconstruction != NULL, FALSE);
  g_return_val_if_fail (reading != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  const char *what = "recording a reconstruction";
  if (!adj_store_need_actor (act, error) || !adj_store_begin (self, what, error))
    return FALSE;
  AdjEnvelopeState state;
  if (!adj_store_envelope_row (self, id, &state, NULL, NULL, error)
      || (state != ADJ_ENVELOPE_LOST && !adj_store_state_error (error, id, state, adj_envelope_state_to_string (ADJ_ENVELOPE_LOST)))
      || !reading_step (self, id, act, reconstruction, reading, error)
      || adj_store_fail_point (self, "before-commit", error))
    {
      adj_store_rollback (self);
      return FALSE;
    }
  return adj_store_commit (self, what, error);
}

typedef struct {
  gint64 id;
  const AdjCustodyAct *act;
  const AdjReconstruction *reconstruction;
  const AdjReading *reading;
} AdjStoreRecordReadingCall;

static gboolean
adj_store_record_reading_run (AdjStore *self, gpointer user_data, GError **error)
{
  AdjStoreRecordReadingCall *c = user_data;
  return adj_store_record_reading_once (self, c->id, c->act, c->reconstruction, c->reading, error);
}

/* The action above as one user action: run again whole after a conflict. */
gboolean
adj_store_record_reading (AdjStore *self,
                          gint64 id,
                          const AdjCustodyAct *act,
                          const AdjReconstruction *reconstruction,
                          const AdjReading *reading,
                          GError **error)
{
  AdjStoreRecordReadingCall c = { id, act, reconstruction, reading };
  return adj_store_run_action (self, "recording a reconstruction", adj_store_record_reading_run, &c, error);
}

/* The outcome of a lost envelope whose position cannot be re-established,
 * as adj_resume() gives it (status annulled, its articles): the annulment
 * then reads in the archive as one the resumption engine gave. */
static char *
annulled_outcome (AdjStore *self, gint64 id, GError **error)
{
  static const char facts_text[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":0,\"black\":0},"
    "\"lost_envelope\":{\"declared_move\":null,\"times_known\":false,\"position_known\":false}}";
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (self, id, error);
  if (stored == NULL)
    return NULL;
  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (facts_text, -1, error);
  g_autoptr(AdjScenario) scenario = facts ? adj_facts_to_scenario (facts, stored, NULL, error) : NULL;
  g_autoptr(AdjOutcome) outcome = scenario ? adj_resume (scenario, error) : NULL;
  if (outcome == NULL)
    return NULL;
  g_autoptr(JsonNode) node = adj_outcome_to_json (outcome);
  return json_to_string (node, FALSE);
}

/* Inside a transaction: the game annulled, for REASON — the envelope's
 * state, and the "annulled" entry after the outcome that says so. Every
 * annulment is recorded this way, whether the arbiter annuls (adj_store_annul)
 * or the resumption engine does (adj_store_resume). */
gboolean
adj_store_annul_in_transaction (AdjStore *self, gint64 id, const AdjCustodyAct *act, const char *reason, GError **error)
{
  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_string_member (note, "reason", reason);
  return adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_ANNULLED, error)
         && adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_ANNULLED, act, note, NULL, error);
}

static gboolean
adj_store_annul_once (AdjStore *self, gint64 id, const AdjCustodyAct *act, const char *reason, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Only a game that cannot go on from the envelope is annulled: a lost
   * one whose position could not be re-established (or was, and the
   * arbiter finds it was not), and whose outcome is not final yet. */
  const char *what = "annulling a game";
  if (!adj_store_need_text (reason, _("custody: an annulment needs its reason"), error) || !adj_store_need_actor (act, error)
      || !adj_store_begin (self, what, error))
    return FALSE;
  AdjEnvelopeState state;
  g_autofree char *last = NULL;
  g_autofree char *outcome = NULL;
  if (!adj_store_envelope_row (self, id, &state, NULL, NULL, error)
      || (state != ADJ_ENVELOPE_LOST && state != ADJ_ENVELOPE_RECONSTRUCTED
          && !adj_store_state_error (error, id, state, adj_envelope_state_to_string (ADJ_ENVELOPE_LOST)))
      || !(last = adj_store_last_status (self, id, error)))
    goto fail;
  if (*last && strcmp (last, "waiting") != 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("envelope %lld has a final outcome (%s): only a correction changes it"), (long long) id, last);
      goto fail;
    }
  if (!(outcome = annulled_outcome (self, id, error))
      || !adj_store_insert_outcome_text (self, id, outcome, act, error)
      || !adj_store_annul_in_transaction (self, id, act, reason, error)
      || adj_store_fail_point (self, "before-commit", error))
    goto fail;
  return adj_store_commit (self, what, error);

fail:
  adj_store_rollback (self);
  return FALSE;
}

typedef struct {
  gint64 id;
  const AdjCustodyAct *act;
  const char *reason;
} AdjStoreAnnulCall;

static gboolean
adj_store_annul_run (AdjStore *self, gpointer user_data, GError **error)
{
  AdjStoreAnnulCall *c = user_data;
  return adj_store_annul_once (self, c->id, c->act, c->reason, error);
}

/* The action above as one user action: run again whole after a conflict. */
gboolean
adj_store_annul (AdjStore *self,
                 gint64 id,
                 const AdjCustodyAct *act,
                 const char *reason,
                 GError **error)
{
  AdjStoreAnnulCall c = { id, act, reason };
  return adj_store_run_action (self, "annulling an envelope", adj_store_annul_run, &c, error);
}
