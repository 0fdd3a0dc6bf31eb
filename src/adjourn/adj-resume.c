/* adj-resume.c — the resumption rules: a scenario in, an outcome out
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order of the checks is the order of RULES.md §3–§5: what was agreed
 * before opening ends the game whatever the envelope holds; a lost
 * envelope is settled from what is known; then who came, and when; then
 * the sealed move (and a reply sealed at resumption).
 *
 * This file holds the order; who came and when is decided in
 * adj-resume-arrival.c, the sealed move and the flags in
 * adj-resume-sealed.c (shared through adj-resume-private.h).
 */
#define G_LOG_DOMAIN "adjourn-resume"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-resume-private.h"
#include "adj-verdict.h"
#include "chess-draw.h"
#include "chess-fen.h"
#include "chess-san.h"

G_DEFINE_QUARK (adj-resume-error-quark, adj_resume_error)

/* ---- the outcome ------------------------------------------------------- */

void
adj_resume_cite (AdjOutcome *o, const AdjProfile *profile, AdjDecision decision)
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

void
adj_resume_finish (AdjOutcome *o, const AdjProfile *profile, const char *result, const char *reason, AdjDecision decision)
{
  o->status = ADJ_OUTCOME_FINISHED;
  o->result = result;
  o->reason = reason;
  o->clock_running = -1;
  adj_resume_cite (o, profile, decision);
}

/* The game decided by a written move's judgement, with the articles of the
 * loss an exception saved it from. */
static void
finish_judged (AdjOutcome *o, const AdjProfile *profile, const AdjJudgement *j)
{
  adj_resume_finish (o, profile, j->result, j->reason, j->decision);
  if (j->has_excepted)
    adj_resume_cite (o, profile, j->excepted);
}

void
adj_resume_take_judgement (AdjOutcome *o, const AdjProfile *profile)
{
  if (o->sealed.played)
    {
      o->has_position = TRUE;
      o->position = o->sealed.after;
    }
  if (o->sealed.result)
    finish_judged (o, profile, &o->sealed);
}

/* ---- the engine -------------------------------------------------------- */

gboolean
adj_resume_fail_with (GError **error, AdjResumeError code, const char *key, const char *reason)
{
  g_set_error (error, ADJ_RESUME_ERROR, code, _("%s: %s"), key, reason);
  return FALSE;
}

gboolean
adj_resume_fail (GError **error, const char *key, const char *reason)
{
  return adj_resume_fail_with (error, ADJ_RESUME_ERROR_SCENARIO, key, reason);
}

static gint64
unix_time (AdjEnvelope *env, const char *key)
{
  g_autoptr(GDateTime) t = adj_envelope_get_instant (env, key);
  return t ? g_date_time_to_unix (t) : 0;
}


/* A resignation told to the arbiter before the opening ends the game (2023
 * I.6, 2005 A6, 1993 14.2 B, 1985 14.02(b)): a loss, unless the edition
 * says the resigning player's opponent cannot win — 2023 5.1.2: "excepte si
 * la posició és tal que l'oponent no pot fer escac i mat … per una
 * combinació de jugades legals. En aquest cas, la partida és taules"; 1993
 * 10.5: a player left with only his king "no puede ganar la partida". The
 * position is the envelope's: the sealed move is not seen. When whether he
 * can mate is not established, the resignation stands and the explanation
 * says so. */
static void
resign (AdjOutcome *o, const AdjProfile *profile, const ChessPosition *pos, int resigning)
{
  int winner = !resigning;
  o->resigned = resigning;
  adj_resume_finish (o, profile, win_for[winner], "resigned", ADJ_DECISION_RESIGNATION_BEFORE_OPENING);
  if (!profile->resignation_drawn_if_cannot_win)
    return;
  switch (chess_draw_cannot_win (pos, winner, adj_profile_get_edition (profile), &chess_mate_decision_limits))
    {
    case CHESS_ANSWER_YES:
      o->result = "1/2-1/2";
      o->reason = "opponent-cannot-mate";
      adj_resume_cite (o, profile, ADJ_DECISION_RESIGNATION_CANNOT_WIN);
      break;
    case CHESS_ANSWER_UNKNOWN:
      o->mate_unknown = winner;
      break;
    case CHESS_ANSWER_NO:
    default:
      break;
    }
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
  /* The next move of each: the responder's answers the sealed move; the
   * sealer's follows it. */
  int responder_move = pos->fullmove_number + (responder == CHESS_WHITE ? 1 : 0);
  int sealer_move = pos->fullmove_number + 1;

  if (!adj_envelope_has (env, "time_used.white") || !adj_envelope_has (env, "time_used.black"))
    return adj_resume_fail (error, "envelope.time_used", _("missing: the clocks at adjournment are needed"));
  o->time_used[CHESS_WHITE] = adj_envelope_get_int (env, "time_used.white");
  o->time_used[CHESS_BLACK] = adj_envelope_get_int (env, "time_used.black");
  adj_resume_cite (o, profile, ADJ_DECISION_RESUMPTION_SETUP);
  if (!adj_resume_arbiter_sets_clocks (sc, profile, o, error))
    return FALSE;

  /* Clocks the arbiter set show what he set, the charge included. */
  if (!(o->arbiter_decided & ADJ_ARBITER_SET_CLOCKS)
      && adj_envelope_has (env, "adjourned_at") && adj_envelope_has (env, "session_end"))
    {
      gint64 charge = adj_profile_early_charge (profile, unix_time (env, "adjourned_at"), unix_time (env, "session_end"));
      if (charge > 0)
        {
          o->time_used[sealer] += charge;
          adj_resume_cite (o, profile, ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE);
          /* Charged as time spent on the sealed move: past the control, his
           * flag fell when he sealed, before anything at the resumption. */
          if (adj_resume_sealed_past_control (profile, env, o, sealer, pos->fullmove_number))
            {
              o->flag_fell_at_sealing = TRUE;
              adj_resume_cite (o, profile, ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS);
              adj_resume_forfeit_on_time (o, profile, pos, sealer, FALSE);
              return TRUE;
            }
        }
    }

  /* Agreed or resigned before opening: it stands, whatever is inside. */
  int resigning;
  switch (adj_scenario_get_before_opening (sc, &resigning))
    {
    case ADJ_BEFORE_OPENING_DRAW_AGREED:
      adj_resume_finish (o, profile, "1/2-1/2", "draw-agreed", ADJ_DECISION_DRAW_BEFORE_OPENING);
      return TRUE;
    case ADJ_BEFORE_OPENING_RESIGNED:
      resign (o, profile, pos, resigning);
      return TRUE;
    case ADJ_BEFORE_OPENING_NOTHING:
    default:
      break;
    }

  gint64 waiting = adj_scenario_get_default_time (sc);
  if (waiting < 0)
    waiting = adj_profile_get_waiting_time (profile);
  gint64 arrival[2] = { adj_scenario_get_arrival (sc, CHESS_WHITE), adj_scenario_get_arrival (sc, CHESS_BLACK) };
  /* Where the edition counts lateness from the session's start (1985 10.14,
   * 1993 10.15: "a partir del comienzo de la sesión de juego"; 2005 A10:
   * "após o reinício da sessão"), a game the arbiter called later (1985
   * 16.02, 1993 16.2: he fixes the order) has that much less of the waiting
   * time left; arrivals stay counted from the game's own start, and a
   * player at the board when it was called (0) is not late. 2023 I.10
   * counts from the game's own scheduled time. */
  gint64 deadline = waiting;
  gint64 called = adj_scenario_get_called_after_session_start (sc);
  if (called > 0 && adj_profile_article (profile, ADJ_DECISION_LATENESS_FROM_SESSION_START))
    {
      deadline = MAX (waiting - called, 0);
      o->called_after = called;
      adj_resume_cite (o, profile, ADJ_DECISION_LATENESS_FROM_SESSION_START);
    }
  /* Facts known at NOW: a player not here yet is awaited while he may
   * still come in time; once the default time has come he is late. */
  gint64 now = adj_scenario_get_now (sc);
  gboolean late[2], awaited = FALSE;
  int waived = adj_scenario_get_arbiter_decision (sc)->default_waived;
  for (int c = 0; c < 2; c++)
    {
      late[c] = arrival[c] < 0 || arrival[c] > deadline;
      /* A player the arbiter has decided not to default (2023 I.10) is
       * awaited past the default time too, once the other is here. */
      gboolean spared = c == waived && arrival[!c] >= 0;
      o->awaiting[c] = now >= 0 && arrival[c] < 0 && (now < deadline || spared);
      awaited |= o->awaiting[c];
    }
  if (!adj_resume_decide_lateness (sc, profile, o, sealer, arrival, waiting, late, error))
    return FALSE;
  gboolean lost = adj_scenario_get_envelope_lost (sc);
  o->envelope_lost = lost;

  /* Lost envelope with no position: nothing to resume. */
  if (lost && !adj_scenario_get_position_known (sc))
    {
      o->status = ADJ_OUTCOME_ANNULLED;
      o->reason = "position-lost";
      o->clock_running = -1;
      adj_resume_cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_POSITION);
      return TRUE;
    }

  if (!adj_resume_check_setup (sc, profile, o, pos, error))
    return FALSE;
  /* Lateness is counted from the start announced, by the arbiter's clock. */
  if (arrival[sealer] != 0 || arrival[responder] != 0)
    adj_resume_cite (o, profile, ADJ_DECISION_SESSION_TIMING);
  /* FCE 11.4: without a qualified arbiter both players open it together. */
  gboolean both_to_open = (profile->early_end & ADJ_EARLY_END_BOTH_TO_OPEN) && !adj_scenario_get_qualified_arbiter (sc);
  if (both_to_open)
    adj_resume_cite (o, profile, ADJ_DECISION_OPENING);

  /* The responder's clock runs from the scheduled start, whoever is there. */
  gint64 responder_flag = adj_resume_time_to_flag (env, o, responder, responder_move);
  gint64 responder_start = late[responder] ? deadline : arrival[responder];
  if (arrival[sealer] != 0 && arrival[responder] != 0 && waiting > 0
      && adj_profile_article (profile, ADJ_DECISION_BOTH_ABSENT_AT_START))
    adj_resume_cite (o, profile, ADJ_DECISION_BOTH_ABSENT_AT_START);

  const char *reply = adj_scenario_get_sealed_reply (sc);
  if (awaited)
    {
      Awaited a = {
        .env = env, .pos = pos, .sealer = sealer,
        .responder_move = responder_move, .sealer_move = sealer_move,
        .waiting = deadline, .now = now,
        .arrival = { arrival[CHESS_WHITE], arrival[CHESS_BLACK] },
        .lost = lost, .both_to_open = both_to_open, .reply = reply,
      };
      return adj_resume_await_players (sc, profile, o, &a, error);
    }

  /* His flag fell before he reached the board (in time for the default). */
  if (!late[responder] && responder_flag >= 0 && arrival[responder] > responder_flag
      && !(late[sealer] && responder_flag >= deadline))
    {
      o->time_used[responder] += responder_flag;
      adj_resume_forfeit_on_time (o, profile, pos, responder, FALSE);
      return TRUE;
    }

  if (late[sealer] || late[responder])
    {
      /* The responder here waits for the sealer: the sealer's clock runs
       * instead of his where he sealed a reply, or where the envelope waits
       * for both (FCE 11.4); the sealer's flag may fall before the default
       * time, and then the flag decides (2023 6.9, 2005 6.10, 1993 10.14,
       * 1985 10.13). */
      gint64 sealer_from = late[sealer] && !late[responder] && !lost
                             ? adj_resume_absent_sealer_clock_from (arrival[responder], both_to_open, reply) : -1;
      gint64 sealer_flag = sealer_from >= 0 ? adj_resume_time_to_flag (env, o, sealer, sealer_move) : -1;
      gboolean sealer_flag_first = sealer_flag >= 0 && sealer_from + sealer_flag < deadline;
      if (sealer_from >= 0 && reply)
        {
          /* He opened the envelope on arriving, then sealed his reply. */
          adj_resume_cite (o, profile, arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT : ADJ_DECISION_RESPONDER_PRESENT);
          adj_resume_cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
        }
      if (sealer_flag_first && both_to_open)
        {
          /* The envelope stayed closed: he was never there to open it. */
          o->time_used[responder] += sealer_from;
          o->time_used[sealer] += sealer_flag;
          adj_resume_forfeit_on_time (o, profile, pos, sealer, FALSE);
          return TRUE;
        }
      /* The absent responder's flag fell before the default time, the
       * sealer here: the flag decides, as it does while he is awaited
       * (facts known up to a moment after it), unless his default would
       * open the envelope to see whether the sealed move ended the game
       * (2023 I.10; not 2005 A10, 1993 10.15, 1985 10.14, whose exception
       * is the sealer's). */
      if (late[responder] && !late[sealer] && responder_flag >= 0 && responder_flag < deadline
          && !adj_resume_opens_for_default (profile, late, sealer, lost))
        {
          o->time_used[responder] += responder_flag;
          adj_resume_forfeit_on_time (o, profile, pos, responder, FALSE);
          return TRUE;
        }
      /* A late player covered by the default's exception keeps the result
       * of a sealed move that ends the game: the envelope is opened to see
       * it (known up to NOW, its move is then needed). */
      if (adj_resume_opens_for_default (profile, late, sealer, lost) && (adj_envelope_has (env, "sealed_move") || now >= 0))
        {
          if (!adj_resume_open_envelope (o, profile, env, error))
            return FALSE;
          if (o->sealed.played && o->sealed.result)
            {
              /* A responder here in time had it opened when he came (2023
               * I.9.1/I.9.2, 2005 A9a/A9b, 1993 14.2/14.3, 1985
               * 14.02/14.03), and the game ended then: cited as facts known
               * before the default time cite it. */
              if (!late[responder] && !both_to_open)
                adj_resume_cite (o, profile, arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT
                                                                    : ADJ_DECISION_RESPONDER_PRESENT);
              o->time_used[responder] += late[responder] ? deadline : arrival[responder];
              adj_resume_take_judgement (o, profile);
              adj_resume_cite (o, profile, ADJ_DECISION_DEFAULT);
              o->default_spared = late[sealer] && late[responder] ? 2 : late[sealer] ? sealer : responder;
              return TRUE;
            }
        }
      const ChessPosition *board = o->judged && o->sealed.played ? &o->sealed.after : pos;
      /* The present responder waits for the sealer with his clock running,
       * unless he sealed his reply (or, under FCE 11.4, the envelope waits
       * for both): his flag may fall first. */
      if (late[sealer] && !late[responder] && sealer_from < 0 && responder_flag >= 0 && responder_flag < deadline)
        {
          o->time_used[responder] += responder_flag;
          adj_resume_forfeit_on_time (o, profile, board, responder, TRUE);
          return TRUE;
        }
      if (sealer_flag_first)
        {
          /* His reply sealed on the sealed move he saw: the reply stays
           * closed, the board is the sealed move's. */
          o->time_used[responder] += sealer_from;
          o->time_used[sealer] += sealer_flag;
          if (o->judged && o->sealed.played)
            {
              o->has_position = TRUE;
              o->position = o->sealed.after;
            }
          adj_resume_forfeit_on_time (o, profile, board, sealer, FALSE);
          return TRUE;
        }
      if (sealer_from >= 0)
        o->time_used[sealer] += deadline - sealer_from;
      o->time_used[responder] += responder_start;
      if (late[sealer] && late[responder])
        adj_resume_finish (o, profile, "0-0", "double-default",
                           profile->double_default == ADJ_DOUBLE_DEFAULT_BOTH_LOSE ? ADJ_DECISION_DOUBLE_DEFAULT
                                                                                   : ADJ_DECISION_DEFAULT);
      else
        adj_resume_finish (o, profile, win_for[late[sealer] ? responder : sealer], "default", ADJ_DECISION_DEFAULT);
      adj_resume_cite (o, profile, ADJ_DECISION_WAITING_TIME);
      return TRUE;
    }

  /* Both came in time. The envelope is opened when the responder is there
   * (and the sealer too, under FCE 11.4). */
  gint64 opened_at = adj_resume_opening_time (arrival, sealer, both_to_open);
  gint64 sealer_from = lost ? -1 : adj_resume_absent_sealer_clock_from (arrival[responder], both_to_open, NULL);
  if (sealer_from >= 0 && arrival[sealer] > sealer_from)
    {
      /* FCE 11.4: the responder here, the envelope waited for the sealer
       * with the absent player's clock running. */
      gint64 sealer_flag = adj_resume_time_to_flag (env, o, sealer, sealer_move);
      o->time_used[responder] += sealer_from;
      if (sealer_flag >= 0 && arrival[sealer] - sealer_from > sealer_flag)
        {
          o->time_used[sealer] += sealer_flag;
          adj_resume_forfeit_on_time (o, profile, pos, sealer, FALSE);
          return TRUE;
        }
      o->time_used[sealer] += arrival[sealer] - sealer_from;
    }
  else
    o->time_used[responder] += opened_at;
  /* Someone came late but in time: the waiting time is what saved him. */
  if (arrival[responder] > 0 || arrival[sealer] > 0)
    adj_resume_cite (o, profile, ADJ_DECISION_WAITING_TIME);
  adj_resume_cite (o, profile, arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT : ADJ_DECISION_RESPONDER_PRESENT);

  if (lost)
    {
      /* The sealer plays the move he declares he sealed. */
      const char *declared = adj_scenario_get_declared_move (sc);
      adj_resume_cite (o, profile, ADJ_DECISION_LOST_ENVELOPE);
      if (!adj_scenario_get_times_known (sc))
        adj_resume_cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_TIMES);
      if (!declared)
        {
          o->status = ADJ_OUTCOME_WAITING;
          o->reason = "continues";
          o->clock_running = responder;
          return TRUE;
        }
      adj_resume_judge_sealed (o, profile, env, declared);
      o->declared = TRUE;
      const char *meant = adj_scenario_get_meant_move (sc);
      if (meant && !o->sealed.played && !adj_resume_game_was_over (&o->sealed)
          && !adj_resume_settle_meant (o, profile, env, &declared, meant, error))
        return FALSE;
      const char *replacement = adj_scenario_get_replacement_move (sc);
      if (!o->sealed.played && !adj_resume_game_was_over (&o->sealed))
        {
          adj_resume_declared_not_made (o, profile, sealer, declared, adj_scenario_get_earlier_illegal_moves (sc));
          if (!replacement)
            return TRUE;
          if (!adj_resume_settle_replacement (o, profile, env, replacement, error))
            return FALSE;
        }
      else if (replacement)
        return adj_resume_fail (error, "lost_envelope.replacement_move", _("the declared move was made: nothing replaces it"));
    }
  else if (!adj_resume_open_envelope (o, profile, env, error))
    return FALSE;

  adj_resume_take_judgement (o, profile);
  if (o->sealed.result)
    return TRUE;

  /* The sealer is not there yet: the responder may seal his reply. */
  if (reply && arrival[sealer] > opened_at)
    {
      if (!*reply)
        return adj_resume_fail_with (error, ADJ_RESUME_ERROR_REPLY_NEEDED, "responder_seals_reply",
                                     _("the sealer has arrived: the reply’s envelope is opened and its move is needed"));
      AdjJudgement *r = &o->reply;
      adj_judge_written_move (profile, &o->position, reply, adj_envelope_get_notation (env), r);
      o->reply_judged = TRUE;
      adj_resume_cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
      if (r->played)
        o->position = r->after;
      if (r->result)
        {
          finish_judged (o, profile, r);
          return TRUE;
        }
      /* His clock stops when he seals; the sealer's runs until he comes. */
      gint64 sealer_flag = adj_resume_time_to_flag (env, o, sealer, sealer_move);
      if (sealer_flag >= 0 && arrival[sealer] - opened_at > sealer_flag)
        {
          o->time_used[sealer] += sealer_flag;
          adj_resume_forfeit_on_time (o, profile, &o->position, sealer, FALSE);
          return TRUE;
        }
      o->time_used[sealer] += arrival[sealer] - opened_at;
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
      adj_resume_fail (error, "envelope.rules", _("not a known rules profile"));
      return NULL;
    }
  g_autoptr(AdjOutcome) o = g_new0 (AdjOutcome, 1);
  o->articles = g_ptr_array_new ();
  o->status = ADJ_OUTCOME_CONTINUES;
  o->reason = "continues";
  o->clock_running = -1;
  o->clocks_corrected = -1;
  o->draw_offer = -1;
  o->default_at = -1;
  o->resigned = -1;
  o->flagged = -1;
  o->mate_unknown = -1;
  o->cannot_mate = -1;
  o->default_spared = -1;
  o->default_waived = -1;
  o->draw_offer_answer = -1;
  o->draw_offer_by = -1;
  o->now = adj_scenario_get_now (scenario);
  o->has_now = o->now >= 0;
  o->before = *adj_envelope_get_position (env);
  o->notation = adj_envelope_get_notation (env);
  if (!run (scenario, profile, o, error))
    return NULL;
  if (!(o->status == ADJ_OUTCOME_WAITING && g_str_equal (o->reason, "awaiting-player")))
    {
      /* Decided, or play goes on: nobody is awaited any more, and the
       * envelope was opened if it was judged. */
      o->awaiting[CHESS_WHITE] = o->awaiting[CHESS_BLACK] = FALSE;
      o->default_at = -1;
      o->reply_kept = FALSE;
      o->default_opens = FALSE;
      o->may_open = o->judged && !o->declared;
    }
  /* A draw offer on the envelope is still to be answered when play goes
   * on (2023 I.4, 2005 A4; 1993 10.9 and 1985 10.10(b): once the sealed
   * move is seen); a game decided at resumption makes it moot. */
  const char *offer = adj_envelope_get_string (env, "draw_offer");
  int offered_by = offer && g_str_equal (offer, "white") ? CHESS_WHITE : CHESS_BLACK;
  int answer = adj_scenario_get_draw_offer_answer (scenario);
  if (offer && answer >= 0 && o->status == ADJ_OUTCOME_CONTINUES && o->judged)
    {
      /* Answered with the sealed move on the board: what 1993 10.9 and
       * 1985 10.10(b) let the offer's opponent wait for, and what 2023 I.4
       * and 2005 A4 keep the offer standing until. */
      o->draw_offer_by = offered_by;
      o->draw_offer_answer = answer;
      adj_resume_cite (o, profile, ADJ_DECISION_DRAW_OFFER_STANDING);
      if (answer == 1)
        adj_resume_finish (o, profile, "1/2-1/2", "draw-agreed", ADJ_DECISION_DRAW_OFFER_STANDING);
    }
  else if (offer && (o->status == ADJ_OUTCOME_CONTINUES || o->status == ADJ_OUTCOME_WAITING))
    {
      o->draw_offer = offered_by;
      adj_resume_cite (o, profile, ADJ_DECISION_DRAW_OFFER_STANDING);
    }
  if (o->judged && !o->declared)
    adj_resume_tell_sealing (o, profile, env);
  adj_outcome_find_cannot_mate (o);
  o->explanation = adj_outcome_explain (o, adj_envelope_get_position (env));
  return g_steal_pointer (&o);
}
