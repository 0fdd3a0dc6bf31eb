/* adj-store-resume.c — the verbs after opening: an outcome recorded or
 * corrected, the resumption run on the stored envelope, a reply sealed at
 * resumption kept
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

#include "adj-json.h"
#include "adj-store-private.h"
#include "adj-store-verbs.h"

/* ---- outcomes ----------------------------------------------------------- */

static const char *const statuses[] = { "finished", "continues", "waiting", "annulled" };
/* The game's state after each status, in the same order. */
static const char *const game_states[] = { "finished", "playing", "waiting", "annulled" };
static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "0-0", NULL };

/* An outcome's string member, "" when absent or null. */
static gboolean
outcome_string (JsonObject *o, const char *key, const char **out, GError **error)
{
  *out = "";
  JsonNode *node = json_object_get_member (o, key);
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, _("outcome: key “%s”: not a string"), key);
      return FALSE;
    }
  *out = json_node_get_string (node);
  return TRUE;
}

/* What an outcome document says, checked before anything is written. */
typedef struct {
  JsonNode   *root;
  const char *status, *result, *reason;
  int         status_index;
} Outcome;

static void
outcome_clear (Outcome *o)
{
  g_clear_pointer (&o->root, json_node_unref);
}

static gboolean
outcome_read (const char *outcome_json, Outcome *out, GError **error)
{
  g_autoptr(GError) local = NULL;
  out->root = adj_json_parse (outcome_json, -1, &local);
  if (out->root == NULL || !JSON_NODE_HOLDS_OBJECT (out->root))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, _("outcome: not a JSON object%s%s"),
                   local ? ": " : "", local ? local->message : "");
      return FALSE;
    }
  JsonObject *o = json_node_get_object (out->root);
  if (!outcome_string (o, "status", &out->status, error)
      || !outcome_string (o, "result", &out->result, error)
      || !outcome_string (o, "reason", &out->reason, error))
    return FALSE;
  out->status_index = -1;
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    if (strcmp (out->status, statuses[i]) == 0)
      out->status_index = (int) i;
  if (out->status_index < 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("outcome: key “status”: not finished, continues, waiting or annulled"));
      return FALSE;
    }
  if (*out->result && !g_strv_contains (results, out->result))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("outcome: key “result”: not 1-0, 0-1, 1/2-1/2, 0-0 or null"));
      return FALSE;
    }
  if (!*out->reason)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, _("outcome: key “reason”: missing"));
      return FALSE;
    }
  return TRUE;
}

static gint64
count_outcomes (AdjStore *self, gint64 envelope_id, const char *what, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, "SELECT count(*) FROM outcomes WHERE envelope_id = ?",
                                                    what, error);
  if (!stmt)
    return -1;
  adj_db_stmt_bind_int64 (stmt, 1, envelope_id);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (self, error, what);
      return -1;
    }
  return adj_db_stmt_column_int64 (stmt, 0);
}

/* Inside a transaction: the outcome row, the game's state, and the custody
 * entry KIND (outcome, or corrected with REASON). */
static gboolean
insert_outcome (AdjStore *self, gint64 envelope_id, const Outcome *o, const AdjCustodyAct *act,
                AdjCustodyKind kind, const char *reason, gint64 *outcome_id, GError **error)
{
  const char *what = "recording an outcome";
  g_autofree char *document = json_to_string (o->root, FALSE);
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (self,
      "INSERT INTO outcomes (envelope_id, status, result, reason, document, recorded_at)"
      " VALUES (?, ?, ?, ?, ?, ?)", what, error);
  if (!insert)
    return FALSE;
  g_autofree char *now = adj_store_now_text ();
  adj_db_stmt_bind_int64 (insert, 1, envelope_id);
  adj_db_stmt_bind_text (insert, 2, o->status);
  if (*o->result)
    adj_db_stmt_bind_text (insert, 3, o->result);
  else
    adj_db_stmt_bind_null (insert, 3);
  adj_db_stmt_bind_text (insert, 4, o->reason);
  adj_db_stmt_bind_text (insert, 5, document);
  adj_db_stmt_bind_text (insert, 6, now);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  gint64 new_id = adj_db_last_insert_id (adj_store_get_db (self));
  if (!adj_store_set_game_state (self, envelope_id, game_states[o->status_index], what, error))
    return FALSE;

  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_int_member (note, "outcome", new_id);
  json_object_set_string_member (note, "status", o->status);
  if (*o->result)
    json_object_set_string_member (note, "result", o->result);
  else
    json_object_set_null_member (note, "result");
  json_object_set_string_member (note, "reason", o->reason);
  if (reason)
    json_object_set_string_member (note, "correction", reason);
  if (!adj_custody_append_in_transaction (self, envelope_id, kind, act, note, NULL, error))
    return FALSE;
  if (outcome_id)
    *outcome_id = new_id;
  return TRUE;
}

/* An outcome recorded (CORRECTION NULL) or a final one corrected, in its
 * own transaction. */
static gboolean
record_once (AdjStore *self, gint64 id, const char *outcome_json, const AdjCustodyAct *act, const char *correction,
        gint64 *outcome_id, GError **error)
{
  if (!adj_store_need_actor (act, error))
    return FALSE;
  Outcome o = { 0 };
  if (!outcome_read (outcome_json, &o, error))
    {
      outcome_clear (&o);
      return FALSE;
    }
  const char *what = correction ? "correcting an outcome" : "recording an outcome";
  gboolean ok = adj_store_begin (self, what, error);
  if (ok)
    {
      gint64 n = adj_store_envelope_row (self, id, NULL, NULL, NULL, error) ? count_outcomes (self, id, what, error) : -1;
      if (n == 0 && correction)
        g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                     _("envelope %lld has no outcome to correct"), (long long) id);
      if (n >= (correction ? 1 : 0)
          && insert_outcome (self, id, &o, act, correction ? ADJ_CUSTODY_CORRECTED : ADJ_CUSTODY_OUTCOME,
                             correction, outcome_id, error))
        ok = adj_store_commit (self, what, error);
      else
        {
          adj_store_rollback (self);
          ok = FALSE;
        }
    }
  outcome_clear (&o);
  return ok;
}

typedef struct {
  gint64 id;
  const char *outcome_json;
  const AdjCustodyAct *act;
  const char *correction;
  gint64 *outcome_id;
} RecordCall;

static gboolean
record_run (AdjStore *self, gpointer user_data, GError **error)
{
  RecordCall *c = user_data;
  return record_once (self, c->id, c->outcome_json, c->act, c->correction, c->outcome_id, error);
}

/* The action above as one user action: run again whole after a conflict. */
static gboolean
record (AdjStore *self,
        gint64 id,
        const char *outcome_json,
        const AdjCustodyAct *act,
        const char *correction,
        gint64 *outcome_id,
        GError **error)
{
  RecordCall c = { id, outcome_json, act, correction, outcome_id };
  return adj_store_run_action (self, correction ? "correcting an outcome" : "recording an outcome", record_run, &c, error);
}

/* Inside a transaction: OUTCOME_JSON recorded as the envelope's outcome. */
gboolean
adj_store_insert_outcome_text (AdjStore *self, gint64 envelope_id, const char *outcome_json, const AdjCustodyAct *act,
                     GError **error)
{
  Outcome o = { 0 };
  gboolean ok = outcome_read (outcome_json, &o, error)
                && insert_outcome (self, envelope_id, &o, act, ADJ_CUSTODY_OUTCOME, NULL, NULL, error);
  outcome_clear (&o);
  return ok;
}

gboolean
adj_store_record_outcome (AdjStore *self, gint64 envelope_id, const char *outcome_json,
                          const AdjCustodyAct *act, gint64 *outcome_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (outcome_json != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return record (self, envelope_id, outcome_json, act, NULL, outcome_id, error);
}

gboolean
adj_store_correct_outcome (AdjStore *self, gint64 id, const AdjCustodyAct *act, const char *outcome_json,
                           const char *reason, gint64 *outcome_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (outcome_json != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return adj_store_need_text (reason, _("custody: a correction needs its reason"), error)
         && record (self, id, outcome_json, act, reason, outcome_id, error);
}

/* ---- resumption --------------------------------------------------------- */

/* The status of envelope ID's newest outcome ("" when none). */
char *
adj_store_last_status (AdjStore *self, gint64 id, GError **error)
{
  const char *what = "reading an envelope’s outcomes";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT status FROM outcomes WHERE envelope_id = ? ORDER BY id DESC LIMIT 1", what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, id);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_DONE)
    return g_strdup ("");
  if (rc != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_strdup (adj_db_stmt_column_text (stmt, 0));
}

/* The move the resumption judges: the one already opened, the one read
 * off the paper, or the digital one decrypted (only when REVEAL). NULL
 * with ERROR unset when there is none to give (lost, or ended before the
 * opening, or not revealed). */
static char *
resumption_move (AdjStore *self, gint64 id, AdjEnvelope *stored, AdjEnvelopeKind kind, AdjFacts *facts,
                 const AdjSealKey *key, gboolean reveal, GError **error)
{
  const char *read_off = adj_facts_get_sealed_move (facts);
  if (adj_envelope_is_opened (stored))
    {
      const char *opened = adj_envelope_get_sealed_move (stored);
      if (read_off && g_strcmp0 (read_off, opened) != 0)
        {
          g_set_error_literal (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE,
                               _("sealed_move: the envelope was opened already, and the move then read is another"));
          return NULL;
        }
      return g_strdup (opened);
    }
  if (kind == ADJ_ENVELOPE_DIGITAL)
    {
      if (read_off)
        {
          g_set_error_literal (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE,
                               _("sealed_move: the archive holds this envelope’s move: it is not typed in"));
          return NULL;
        }
      if (adj_facts_get_envelope_lost (facts) || adj_facts_ends_before_opening (facts) || !reveal)
        return NULL;
      if (key == NULL)
        {
          g_set_error_literal (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE,
                               _("a digital envelope is opened with the event’s arbiter passphrase"));
          return NULL;
        }
      return adj_seal_reveal_with_key (self, id, key, error);
    }
  return g_strdup (read_off);
}

/* Whether an outcome DOCUMENT keeps a reply sealed: a true "reply_kept",
 * or a number other than 0, as SQLite's json_extract () gave it once. Read
 * here rather than in SQL, whose JSON functions each engine spells its own. */
static gboolean
document_keeps_reply (const char *document)
{
  g_autoptr(JsonNode) root = document ? adj_json_parse (document, -1, NULL) : NULL;
  JsonNode *member = root && JSON_NODE_HOLDS_OBJECT (root)
                     ? json_object_get_member (json_node_get_object (root), "reply_kept") : NULL;
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member))
    return FALSE;
  switch (json_node_get_value_type (member))
    {
    case G_TYPE_BOOLEAN:
      return json_node_get_boolean (member);
    case G_TYPE_INT64:
      return json_node_get_int (member) != 0;
    case G_TYPE_DOUBLE:
      return json_node_get_double (member) != 0;
    default:
      return FALSE;
    }
}

/* Whether envelope ID's newest outcome keeps a reply sealed while the
 * sealer is awaited ("reply_kept"). */
static gboolean
last_reply_kept (AdjStore *self, gint64 id, gboolean *kept, GError **error)
{
  const char *what = "reading an envelope’s outcomes";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT document FROM outcomes WHERE envelope_id = ? ORDER BY id DESC LIMIT 1", what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, id);
  AdjDbStep rc = adj_db_stmt_step (stmt);
  if (rc != ADJ_DB_STEP_ROW && rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  *kept = rc == ADJ_DB_STEP_ROW && document_keeps_reply (adj_db_stmt_column_text (stmt, 0));
  return TRUE;
}

gboolean
adj_store_reply_awaits (AdjStore *self, gint64 id, gboolean *awaits, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (awaits != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return last_reply_kept (self, id, awaits, error);
}

/* The reply the responder sealed while the sealer was awaited: "sealed"
 * when its envelope is closed (once), "opened" when the sealer's arrival
 * opens it (sealed first, when both are recorded at once). */
static gboolean
record_reply (AdjStore *self, gint64 id, const AdjOutcome *outcome, const AdjCustodyAct *act, gboolean was_kept,
              GError **error)
{
  if (!outcome->reply_kept && !outcome->reply_judged)
    return TRUE;
  /* Both entries name the reply and who sealed it. */
  g_autoptr(JsonObject) note = json_object_new ();
  json_object_set_boolean_member (note, "reply", TRUE);
  json_object_set_string_member (note, "by", outcome->before.side == CHESS_WHITE ? "black" : "white");
  if (!was_kept && !adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_SEALED, act, note, NULL, error))
    return FALSE;
  return !outcome->reply_judged
         || adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_OPENED, act, note, NULL, error);
}

static gboolean
awaiting (const AdjOutcome *outcome)
{
  return outcome->status == ADJ_OUTCOME_WAITING && g_strcmp0 (outcome->reason, "awaiting-player") == 0;
}

/* The outcome of ENVELOPE's scenario with these facts and MOVE. */
static AdjOutcome *
resumption_outcome (AdjFacts *facts, AdjEnvelope *envelope, const char *move, GError **error)
{
  g_autoptr(AdjScenario) scenario = adj_facts_to_scenario (facts, envelope, move, error);
  return scenario ? adj_resume (scenario, error) : NULL;
}

/* Judge, then (unless a dry run) write: a dry run reads only, so it works
 * on an archive opened read-only. */
static AdjOutcome *
resume_in_transaction (AdjStore *self, gint64 id, AdjFacts *facts, const AdjResuming *how,
                       const AdjSealKey *key, gint64 *outcome_id, GError **error)
{
  AdjEnvelopeState state;
  AdjEnvelopeKind kind;
  if (!adj_store_envelope_row (self, id, &state, &kind, NULL, error))
    return NULL;
  g_autofree char *last = adj_store_last_status (self, id, error);
  if (last == NULL)
    return NULL;
  gboolean first = *last == '\0';
  gboolean waiting = g_strcmp0 (last, "waiting") == 0;
  if (!first && !waiting && !how->correct)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("envelope %lld has a final outcome (%s): only a correction changes it"), (long long) id, last);
      return NULL;
    }
  if (how->correct && first)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("envelope %lld has no outcome to correct"), (long long) id);
      return NULL;
    }
  /* A lost envelope may have been declared lost, and its position
   * reconstructed, before the facts of the resumption come. */
  gboolean lost_before = adj_facts_get_envelope_lost (facts)
                         && (state == ADJ_ENVELOPE_LOST || state == ADJ_ENVELOPE_RECONSTRUCTED);
  if (first && state != ADJ_ENVELOPE_SEALED && !lost_before)
    {
      adj_store_state_error (error, id, state, adj_envelope_state_to_string (ADJ_ENVELOPE_SEALED));
      return NULL;
    }

  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (self, id, error);
  if (stored == NULL)
    return NULL;
  /* Facts known up to "now" may come before the rules open the envelope:
   * a digital one is decrypted only once they do (or the arbiter, giving
   * the passphrase while they allow it, opens it). */
  gboolean has_now = adj_facts_get_now (facts, NULL);
  gboolean deferred = has_now && kind == ADJ_ENVELOPE_DIGITAL && !adj_envelope_is_opened (stored);
  g_autoptr(GError) local = NULL;
  char *move = resumption_move (self, id, stored, kind, facts, key, !deferred, &local);
  if (local)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  g_autoptr(AdjEnvelope) sealed = adj_envelope_with_sealed_move (stored, NULL);
  g_autoptr(AdjOutcome) outcome = resumption_outcome (facts, sealed, move, &local);
  if (deferred && !move
      && ((outcome == NULL && g_error_matches (local, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_MOVE_NEEDED))
          || (outcome && awaiting (outcome) && outcome->may_open && !outcome->judged && key)))
    {
      g_clear_error (&local);
      g_clear_pointer (&outcome, adj_outcome_free);
      move = resumption_move (self, id, stored, kind, facts, key, TRUE, &local);
      if (!local)
        outcome = resumption_outcome (facts, sealed, move, &local);
    }
  if (outcome && move && awaiting (outcome) && !outcome->may_open)
    g_set_error_literal (&local, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE,
                         _("sealed_move: by these facts the envelope may not be opened yet: whoever must be "
                           "present for it is not here"));
  else if (outcome == NULL && g_error_matches (local, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_MOVE_NEEDED)
           && kind == ADJ_ENVELOPE_PAPER)
    {
      g_clear_error (&local);
      g_set_error_literal (&local, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE,
                           _("sealed_move: missing: by these facts the envelope is opened, and the move read off "
                             "it is needed"));
    }
  if (local)
    {
      adj_seal_free_move (move);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  gboolean ok = TRUE;
  if (how->dry_run)
    {
      adj_seal_free_move (move);
      return g_steal_pointer (&outcome);
    }
  /* Recorded once: the first outcome, or later facts after a waiting
   * one (an envelope that waited closed for a player is opened later), or
   * a correction whose facts open an envelope the outcome before left
   * closed (a draw agreed before opening, then found not to have been). */
  gboolean may_record = first || waiting || how->correct;
  if (may_record && adj_facts_get_envelope_lost (facts) && state == ADJ_ENVELOPE_SEALED)
    {
      AdjCustodyAct act = how->act;
      act.present = adj_facts_get_present (facts);
      ok = adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_LOST, error)
           && adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_LOST, &act, NULL, NULL, error);
    }
  else if (may_record && move && state == ADJ_ENVELOPE_SEALED)
    {
      g_autofree char *at = how->act.happened_at ? g_date_time_format_iso8601 (how->act.happened_at) : NULL;
      AdjOpening opening = {
        .arbiter = how->act.actor,
        .present = adj_facts_get_present (facts),
        .at = at,
        .white_scoresheet = adj_facts_get_scoresheet_found (facts, CHESS_WHITE),
        .black_scoresheet = adj_facts_get_scoresheet_found (facts, CHESS_BLACK),
      };
      ok = adj_store_finish_opening (self, id, &opening, move, error);
    }
  adj_seal_free_move (move);
  gboolean was_kept = FALSE;
  if (!ok || !last_reply_kept (self, id, &was_kept, error))
    return NULL;
  AdjCustodyAct reply_act = how->act;
  reply_act.present = adj_facts_get_present (facts);
  if (!record_reply (self, id, outcome, &reply_act, was_kept, error))
    return NULL;

  g_autoptr(JsonNode) node = adj_outcome_to_json (outcome);
  g_autofree char *text = json_to_string (node, FALSE);
  Outcome o = { 0 };
  ok = outcome_read (text, &o, error)
       && insert_outcome (self, id, &o, &how->act, how->correct ? ADJ_CUSTODY_CORRECTED : ADJ_CUSTODY_OUTCOME,
                          how->correct ? how->correction : NULL, outcome_id, error);
  outcome_clear (&o);
  if (ok && outcome->status == ADJ_OUTCOME_ANNULLED && !how->correct)
    ok = adj_store_annul_in_transaction (self, id, &how->act, outcome->explanation, error);
  return ok ? g_steal_pointer (&outcome) : NULL;
}

static AdjOutcome *
adj_store_resume_once (AdjStore *self, gint64 id, AdjFacts *facts, const AdjResuming *how, gint64 *outcome_id,
                  GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (ADJ_IS_FACTS (facts), NULL);
  g_return_val_if_fail (how != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!adj_store_need_actor (&how->act, error)
      || (how->correct && !adj_store_need_text (how->correction, _("custody: a correction needs its reason"), error)))
    return NULL;
  /* The event's key, when it has a passphrase and it is given: derived
   * once (Argon2id), before the write lock, for the digital move and for
   * signing the head of the chain the resumption leaves. */
  g_autoptr(AdjSealKey) key = NULL;
  gint64 event_id = 0;
  if (how->passphrase)
    {
      g_autoptr(GError) local = NULL;
      key = adj_seal_key_for_envelope (self, id, how->passphrase, &event_id, &local);
      if (local)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  if (how->dry_run)
    return resume_in_transaction (self, id, facts, how, key, NULL, error);
  const char *what = "recording a resumption";
  if (!adj_store_begin (self, what, error))
    return NULL;
  g_autoptr(AdjOutcome) outcome = resume_in_transaction (self, id, facts, how, key, outcome_id, error);
  if (outcome == NULL || (key && !adj_seal_sign_head (self, event_id, key, error))
      || adj_store_fail_point (self, "before-commit", error))
    {
      adj_store_rollback (self);
      return NULL;
    }
  if (!adj_store_commit (self, what, error))
    return NULL;
  return g_steal_pointer (&outcome);
}

typedef struct {
  gint64 id;
  AdjFacts *facts;
  const AdjResuming *how;
  gint64 *outcome_id;
  AdjOutcome * result;
} AdjStoreResumeCall;

static gboolean
adj_store_resume_run (AdjStore *self, gpointer user_data, GError **error)
{
  AdjStoreResumeCall *c = user_data;
  c->result = adj_store_resume_once (self, c->id, c->facts, c->how, c->outcome_id, error);
  return c->result != NULL;
}

/* The action above as one user action: run again whole after a conflict. */
AdjOutcome *
adj_store_resume (AdjStore *self,
                  gint64 id,
                  AdjFacts *facts,
                  const AdjResuming *how,
                  gint64 *outcome_id,
                  GError **error)
{
  AdjStoreResumeCall c = { id, facts, how, outcome_id };
  if (!adj_store_run_action (self, "resuming a game", adj_store_resume_run, &c, error))
    return NULL;
  return c.result;
}

