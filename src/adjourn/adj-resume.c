/* adj-resume.c — the resumption rules: a scenario in, an outcome out
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order of the checks is the order of RULES.md §3–§5: what was agreed
 * before opening ends the game whatever the envelope holds; a lost
 * envelope is settled from what is known; then who came, and when; then
 * the sealed move (and a reply sealed at resumption).
 */
#define G_LOG_DOMAIN "adjourn-resume"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-resume.h"
#include "adj-verdict.h"
#include "chess-draw.h"
#include "chess-fen.h"

G_DEFINE_QUARK (adj-resume-error-quark, adj_resume_error)

static const char *const win_for[2] = { "1-0", "0-1" };

static const char *
side_name (int color)
{
  return color == CHESS_WHITE ? _("White") : _("Black");
}

/* ---- judging a written move ------------------------------------------- */

static void
decide (AdjJudgement *j, const char *result, const char *reason, AdjDecision decision)
{
  j->result = result;
  j->reason = reason;
  j->decision = decision;
  j->has_decision = TRUE;
}

/* A legal move made: does it end the game? */
static void
judge_played (const AdjProfile *profile, AdjJudgement *j, ChessColor writer)
{
  ChessEdition edition = adj_profile_get_edition (profile);
  if (chess_position_is_checkmate (&j->after))
    decide (j, win_for[writer], "checkmate", ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES);
  else if (chess_position_is_stalemate (&j->after))
    decide (j, "1/2-1/2", "stalemate", ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS);
  else if (chess_draw_dead_position (&j->after, edition, NULL) == CHESS_ANSWER_YES)
    decide (j, "1/2-1/2", "dead-position", ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS);
  else
    j->reason = "continues";
}

/* A bad written move loses, unless the edition's exceptions say the game
 * was over already or the opponent could never have won. */
static void
judge_bad (const AdjProfile *profile, const ChessPosition *pos, AdjJudgement *j, ChessColor writer)
{
  ChessEdition edition = adj_profile_get_edition (profile);
  unsigned exceptions = profile->exceptions;
  ChessColor opponent = !writer;

  if ((exceptions & ADJ_EXCEPT_GAME_OVER)
      && chess_draw_dead_position (pos, edition, NULL) == CHESS_ANSWER_YES)
    {
      decide (j, "1/2-1/2", "dead-position", ADJ_DECISION_GAME_ALREADY_OVER);
      return;
    }
  if ((exceptions & (ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_ONLY_KING))
      && chess_draw_cannot_win (pos, opponent, edition, NULL) == CHESS_ANSWER_YES)
    {
      decide (j, "1/2-1/2", "opponent-cannot-mate", ADJ_DECISION_OPPONENT_CANNOT_MATE);
      return;
    }
  switch (j->verdict.kind)
    {
    case CHESS_VERDICT_AMBIGUOUS:
      decide (j, win_for[opponent], "sealed-move-ambiguous", ADJ_DECISION_SEALED_MOVE_AMBIGUOUS);
      break;
    case CHESS_VERDICT_UNREADABLE:
      decide (j, win_for[opponent], "sealed-move-unreadable", ADJ_DECISION_SEALED_MOVE_UNREADABLE);
      break;
    case CHESS_VERDICT_ILLEGAL:
    case CHESS_VERDICT_LEGAL:
    default:
      decide (j, win_for[opponent], "sealed-move-illegal", ADJ_DECISION_SEALED_MOVE_ILLEGAL);
      break;
    }
}

void
adj_judge_written_move (const AdjProfile *profile, const ChessPosition *pos, const char *text,
                        ChessLang lang, AdjJudgement *j)
{
  g_return_if_fail (profile != NULL && pos != NULL && j != NULL);

  memset (j, 0, sizeof *j);
  ChessColor writer = pos->side;
  /* A game over before the move was due: nothing written can change it. */
  if (!chess_position_has_legal_move (pos))
    {
      chess_notation_judge (pos, text ? text : "", lang, &j->verdict);
      if (chess_position_in_check (pos))
        decide (j, win_for[!writer], "checkmate", ADJ_DECISION_GAME_ALREADY_OVER);
      else
        decide (j, "1/2-1/2", "stalemate", ADJ_DECISION_GAME_ALREADY_OVER);
      return;
    }
  chess_notation_judge (pos, text ? text : "", lang, &j->verdict);
  if (j->verdict.kind == CHESS_VERDICT_LEGAL)
    {
      ChessUndo undo;
      j->after = *pos;
      chess_position_make (&j->after, j->verdict.move, &undo);
      j->played = TRUE;
      judge_played (profile, j, writer);
    }
  else
    judge_bad (profile, pos, j, writer);
}

/* ---- the outcome ------------------------------------------------------- */

static void
cite (AdjOutcome *o, const AdjProfile *profile, AdjDecision decision)
{
  const char *const *articles = adj_profile_articles (profile, decision);
  for (guint i = 0; articles && articles[i]; i++)
    {
      gboolean seen = FALSE;
      for (guint k = 0; k < o->articles->len; k++)
        seen |= g_strcmp0 (o->articles->pdata[k], articles[i]) == 0;
      if (!seen)
        g_ptr_array_add (o->articles, (gpointer) articles[i]);
    }
}

static void
finish (AdjOutcome *o, const AdjProfile *profile, const char *result, const char *reason, AdjDecision decision)
{
  o->status = ADJ_OUTCOME_FINISHED;
  o->result = result;
  o->reason = reason;
  o->clock_running = -1;
  cite (o, profile, decision);
}

static void
take_judgement (AdjOutcome *o, const AdjProfile *profile)
{
  if (o->sealed.played)
    {
      o->has_position = TRUE;
      o->position = o->sealed.after;
    }
  if (o->sealed.result)
    finish (o, profile, o->sealed.result, o->sealed.reason, o->sealed.decision);
}

void
adj_outcome_free (AdjOutcome *outcome)
{
  if (!outcome)
    return;
  g_clear_pointer (&outcome->articles, g_ptr_array_unref);
  g_free (outcome->explanation);
  g_free (outcome);
}

const char *
adj_outcome_status_id (AdjOutcomeStatus status)
{
  static const char *const ids[] = { "finished", "continues", "waiting", "annulled" };
  return (unsigned) status < G_N_ELEMENTS (ids) ? ids[status] : "unknown";
}

static char *
explain (const AdjOutcome *o, const ChessPosition *before, int sealer)
{
  const char *r = o->reason;
  g_autoptr(GString) s = g_string_new (NULL);
  if (o->judged)
    {
      g_autofree char *why = adj_verdict_reason (before, &o->sealed.verdict);
      /* Translators: "The sealed move of Black: the move is legal: …" */
      g_string_append_printf (s, _("The sealed move of %s: %s."), side_name (sealer), why);
      g_string_append_c (s, ' ');
    }
  if (g_str_equal (r, "draw-agreed"))
    g_string_append (s, _("The players agreed a draw before the envelope was opened; the draw stands."));
  else if (g_str_equal (r, "resigned"))
    g_string_append (s, _("A player resigned before the envelope was opened; the resignation stands."));
  else if (g_str_equal (r, "sealed-move-ambiguous") || g_str_equal (r, "sealed-move-unreadable")
           || g_str_equal (r, "sealed-move-illegal"))
    g_string_append_printf (s, _("%s loses the game for this sealed move."), side_name (sealer));
  else if (g_str_equal (r, "checkmate"))
    g_string_append (s, _("The game ends in checkmate."));
  else if (g_str_equal (r, "stalemate"))
    g_string_append (s, _("The game ends in stalemate: a draw."));
  else if (g_str_equal (r, "dead-position"))
    g_string_append (s, _("No series of legal moves can end in mate: the game is drawn."));
  else if (g_str_equal (r, "opponent-cannot-mate"))
    g_string_append (s, _("The opponent cannot checkmate by any series of legal moves: the game is drawn."));
  else if (g_str_equal (r, "default"))
    g_string_append_printf (s, _("%s did not arrive within the waiting time and loses by default."),
                            side_name (g_str_equal (o->result, "1-0") ? CHESS_BLACK : CHESS_WHITE));
  else if (g_str_equal (r, "double-default"))
    g_string_append (s, _("Neither player arrived within the waiting time: both lose."));
  else if (g_str_equal (r, "position-lost"))
    g_string_append (s, _("The envelope is lost and the position cannot be re-established: the game is annulled and a new game is played."));
  else if (o->clock_running >= 0)
    g_string_append_printf (s, _("Play continues with %s’s clock running."), side_name (o->clock_running));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

JsonNode *
adj_outcome_to_json (const AdjOutcome *o)
{
  g_return_val_if_fail (o != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, adj_outcome_status_id (o->status));
  json_builder_set_member_name (b, "result");
  if (o->result)
    json_builder_add_string_value (b, o->result);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, o->reason);
  json_builder_set_member_name (b, "sealed_move");
  if (o->judged)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "verdict");
      json_builder_add_string_value (b, chess_verdict_kind_id (o->sealed.verdict.kind));
      json_builder_set_member_name (b, "reason_id");
      json_builder_add_string_value (b, chess_reason_id (o->sealed.verdict.reason));
      if (o->sealed.played)
        {
          char uci[6];
          chess_move_to_uci (o->sealed.verdict.move, uci);
          json_builder_set_member_name (b, "uci");
          json_builder_add_string_value (b, uci);
        }
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "position");
  if (o->has_position)
    {
      char fen[CHESS_FEN_MAX];
      chess_fen_write (&o->position, fen);
      json_builder_add_string_value (b, fen);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "time_used");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "white");
  json_builder_add_int_value (b, o->time_used[CHESS_WHITE]);
  json_builder_set_member_name (b, "black");
  json_builder_add_int_value (b, o->time_used[CHESS_BLACK]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "clock_running");
  if (o->clock_running >= 0)
    json_builder_add_string_value (b, o->clock_running == CHESS_WHITE ? "white" : "black");
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "articles");
  json_builder_begin_array (b);
  for (guint i = 0; i < o->articles->len; i++)
    json_builder_add_string_value (b, o->articles->pdata[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, o->explanation ? o->explanation : "");
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ---- the engine -------------------------------------------------------- */

static gboolean
fail (GError **error, const char *key, const char *reason)
{
  g_set_error (error, ADJ_RESUME_ERROR, 0, _("%s: %s"), key, reason);
  return FALSE;
}

static gint64
unix_time (AdjEnvelope *env, const char *key)
{
  g_autoptr(GDateTime) t = adj_envelope_get_instant (env, key);
  return t ? g_date_time_to_unix (t) : 0;
}

/* The sealed move opened and judged; FALSE when there is none to open. */
static gboolean
open_envelope (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, GError **error)
{
  const char *text = adj_envelope_get_string (env, "sealed_move");
  if (!text)
    return fail (error, "envelope.sealed_move", _("missing: the envelope is opened and its move is needed"));
  adj_judge_written_move (profile, adj_envelope_get_position (env), text, adj_envelope_get_notation (env), &o->sealed);
  o->judged = TRUE;
  return TRUE;
}

static gboolean
run (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, GError **error)
{
  AdjEnvelope *env = adj_scenario_get_envelope (sc);
  const ChessPosition *pos = adj_envelope_get_position (env);
  int sealer = adj_envelope_get_sealer (env);
  if (sealer < 0)
    sealer = pos->side;
  int responder = !sealer;

  if (!adj_envelope_has (env, "time_used.white") || !adj_envelope_has (env, "time_used.black"))
    return fail (error, "envelope.time_used", _("missing: the clocks at adjournment are needed"));
  o->time_used[CHESS_WHITE] = adj_envelope_get_int (env, "time_used.white");
  o->time_used[CHESS_BLACK] = adj_envelope_get_int (env, "time_used.black");
  cite (o, profile, ADJ_DECISION_RESUMPTION_SETUP);

  if (adj_envelope_has (env, "adjourned_at") && adj_envelope_has (env, "session_end"))
    {
      gint64 charge = adj_profile_early_charge (profile, unix_time (env, "adjourned_at"), unix_time (env, "session_end"));
      if (charge > 0)
        {
          o->time_used[sealer] += charge;
          cite (o, profile, ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE);
        }
    }

  /* Agreed or resigned before opening: it stands, whatever is inside. */
  int resigning;
  switch (adj_scenario_get_before_opening (sc, &resigning))
    {
    case ADJ_BEFORE_OPENING_DRAW_AGREED:
      finish (o, profile, "1/2-1/2", "draw-agreed", ADJ_DECISION_DRAW_BEFORE_OPENING);
      return TRUE;
    case ADJ_BEFORE_OPENING_RESIGNED:
      finish (o, profile, win_for[!resigning], "resigned", ADJ_DECISION_RESIGNATION_BEFORE_OPENING);
      return TRUE;
    case ADJ_BEFORE_OPENING_NOTHING:
    default:
      break;
    }

  gint64 waiting = adj_scenario_get_default_time (sc);
  if (waiting < 0)
    waiting = adj_profile_get_waiting_time (profile);
  gint64 arrival[2] = { adj_scenario_get_arrival (sc, CHESS_WHITE), adj_scenario_get_arrival (sc, CHESS_BLACK) };
  gboolean late[2];
  for (int c = 0; c < 2; c++)
    late[c] = arrival[c] < 0 || arrival[c] > waiting;
  gboolean lost = adj_scenario_get_envelope_lost (sc);

  /* Lost envelope with no position: nothing to resume. */
  if (lost && !adj_scenario_get_position_known (sc))
    {
      o->status = ADJ_OUTCOME_ANNULLED;
      o->reason = "position-lost";
      o->clock_running = -1;
      cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_POSITION);
      return TRUE;
    }

  /* The responder's clock runs from the scheduled start, whoever is there. */
  gint64 responder_start = late[responder] ? waiting : arrival[responder];
  if (arrival[sealer] != 0 && arrival[responder] != 0 && waiting > 0
      && adj_profile_article (profile, ADJ_DECISION_BOTH_ABSENT_AT_START))
    cite (o, profile, ADJ_DECISION_BOTH_ABSENT_AT_START);

  if (late[sealer] || late[responder])
    {
      /* A late sealer whose sealed move ends the game keeps that result;
       * the envelope is opened for it only when the responder is there. */
      if (late[sealer] && !lost && adj_envelope_has (env, "sealed_move"))
        {
          if (!open_envelope (o, profile, env, error))
            return FALSE;
          if (o->sealed.played && o->sealed.result)
            {
              o->time_used[responder] += late[responder] ? waiting : arrival[responder];
              take_judgement (o, profile);
              cite (o, profile, ADJ_DECISION_DEFAULT);
              return TRUE;
            }
        }
      o->time_used[responder] += responder_start;
      if (late[sealer] && late[responder])
        finish (o, profile, "0-0", "double-default",
                profile->double_default == ADJ_DOUBLE_DEFAULT_BOTH_LOSE ? ADJ_DECISION_DOUBLE_DEFAULT
                                                                        : ADJ_DECISION_DEFAULT);
      else
        finish (o, profile, win_for[late[sealer] ? responder : sealer], "default", ADJ_DECISION_DEFAULT);
      cite (o, profile, ADJ_DECISION_WAITING_TIME);
      return TRUE;
    }

  /* Both came in time. The envelope is opened when the responder is there. */
  o->time_used[responder] += arrival[responder];
  cite (o, profile, arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT : ADJ_DECISION_RESPONDER_PRESENT);

  if (lost)
    {
      /* The sealer plays the move he declares he sealed. */
      const char *declared = adj_scenario_get_declared_move (sc);
      cite (o, profile, ADJ_DECISION_LOST_ENVELOPE);
      if (!adj_scenario_get_times_known (sc))
        cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_TIMES);
      if (!declared)
        {
          o->status = ADJ_OUTCOME_WAITING;
          o->reason = "continues";
          o->clock_running = responder;
          return TRUE;
        }
      adj_judge_written_move (profile, pos, declared, adj_envelope_get_notation (env), &o->sealed);
      o->judged = TRUE;
    }
  else if (!open_envelope (o, profile, env, error))
    return FALSE;

  take_judgement (o, profile);
  if (o->sealed.result)
    return TRUE;

  /* The sealer is not there yet: the responder may seal his reply. */
  const char *reply = adj_scenario_get_sealed_reply (sc);
  if (reply && arrival[sealer] > arrival[responder])
    {
      AdjJudgement r;
      adj_judge_written_move (profile, &o->position, reply, adj_envelope_get_notation (env), &r);
      cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
      /* His clock stops when he seals; the sealer's runs until he comes. */
      o->time_used[sealer] += arrival[sealer] - arrival[responder];
      if (r.played)
        o->position = r.after;
      if (r.result)
        {
          finish (o, profile, r.result, r.reason, r.decision);
          return TRUE;
        }
      o->status = ADJ_OUTCOME_CONTINUES;
      o->reason = "continues";
      o->clock_running = sealer;
      return TRUE;
    }

  o->status = ADJ_OUTCOME_CONTINUES;
  o->reason = "continues";
  o->clock_running = responder;
  return TRUE;
}

AdjOutcome *
adj_resume (AdjScenario *scenario, GError **error)
{
  g_return_val_if_fail (ADJ_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  AdjEnvelope *env = adj_scenario_get_envelope (scenario);
  const AdjProfile *profile = adj_profile_lookup (adj_envelope_get_rules (env));
  if (!profile)
    {
      fail (error, "envelope.rules", _("not a known rules profile"));
      return NULL;
    }
  g_autoptr(AdjOutcome) o = g_new0 (AdjOutcome, 1);
  o->articles = g_ptr_array_new ();
  o->status = ADJ_OUTCOME_CONTINUES;
  o->reason = "continues";
  o->clock_running = -1;
  if (!run (scenario, profile, o, error))
    return NULL;
  int sealer = adj_envelope_get_sealer (env);
  o->explanation = explain (o, adj_envelope_get_position (env),
                            sealer >= 0 ? sealer : (int) adj_envelope_get_position (env)->side);
  return g_steal_pointer (&o);
}
