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

#include "adj-clock.h"
#include "adj-resume-private.h"
#include "adj-verdict.h"
#include "chess-draw.h"
#include "chess-fen.h"
#include "chess-san.h"

G_DEFINE_QUARK (adj-resume-error-quark, adj_resume_error)

static const char *const win_for[2] = { "1-0", "0-1" };

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

/* The game decided by a written move's judgement, with the articles of the
 * loss an exception saved it from. */
static void
finish_judged (AdjOutcome *o, const AdjProfile *profile, const AdjJudgement *j)
{
  finish (o, profile, j->result, j->reason, j->decision);
  if (j->has_excepted)
    cite (o, profile, j->excepted);
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
    finish_judged (o, profile, &o->sealed);
}

/* ---- the engine -------------------------------------------------------- */

static gboolean
fail_with (GError **error, AdjResumeError code, const char *key, const char *reason)
{
  g_set_error (error, ADJ_RESUME_ERROR, code, _("%s: %s"), key, reason);
  return FALSE;
}

static gboolean
fail (GError **error, const char *key, const char *reason)
{
  return fail_with (error, ADJ_RESUME_ERROR_SCENARIO, key, reason);
}

static gint64
unix_time (AdjEnvelope *env, const char *key)
{
  g_autoptr(GDateTime) t = adj_envelope_get_instant (env, key);
  return t ? g_date_time_to_unix (t) : 0;
}

/* Judge TEXT as the sealed move: against the game record when it reaches
 * the envelope's position (a fifth occurrence needs the history), else
 * against the position alone. */
static void
judge_sealed (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char *text)
{
  ChessGame game;
  chess_game_init (&game);
  if (adj_envelope_replay_game (env, &game))
    adj_judge_written_move_in_game (profile, &game, text, adj_envelope_get_notation (env), &o->sealed);
  else
    adj_judge_written_move (profile, adj_envelope_get_position (env), text, adj_envelope_get_notation (env), &o->sealed);
  chess_game_clear (&game);
  o->judged = TRUE;
}

/* The judgement found the game over before the move was due (mate,
 * stalemate, dead position, 2023 9.6): nothing the sealer declares changes
 * that. */
static gboolean
game_was_over (const AdjJudgement *j)
{
  return j->result && j->has_decision
         && (j->decision == ADJ_DECISION_GAME_ALREADY_OVER || j->decision == ADJ_DECISION_AUTOMATIC_DRAW);
}

/* The lost envelope's declared move could not be made. Written in an
 * envelope it would lose (2023 I.8 and equivalents), but the sealer makes
 * it on the board: an illegal one is an illegal move like any other (2023
 * 7.5, 2005 7.4, 1993 8.1, 1985 08.01), and a declaration that names no
 * one move is simply asked again, the board move being unambiguous. */
static void
declared_not_made (AdjOutcome *o, const AdjProfile *profile, int sealer, const char *declared, gint64 earlier)
{
  int responder = !sealer;
  /* Not the loss of a written sealed move: the judgement decides nothing. */
  o->sealed.result = NULL;
  o->sealed.has_decision = FALSE;
  o->sealed.has_excepted = FALSE;
  o->has_position = FALSE;
  if (o->sealed.verdict.kind != CHESS_VERDICT_ILLEGAL)
    {
      o->status = ADJ_OUTCOME_WAITING;
      o->reason = o->sealed.verdict.kind == CHESS_VERDICT_AMBIGUOUS ? "declared-move-ambiguous"
                                                                    : "declared-move-unreadable";
      o->sealed.reason = o->reason;
      o->clock_running = responder;
      cite (o, profile, ADJ_DECISION_DECLARED_MOVE_UNCLEAR);
      return;
    }
  o->sealed.reason = "declared-move-illegal";
  gint64 completed = earlier + 1;
  int to_lose = adj_profile_get_illegal_moves_to_lose (profile);
  if (to_lose > 0 && completed >= to_lose)
    {
      if (profile->illegal_loss_drawn_if_cannot_mate
          && chess_draw_cannot_win (&o->before, responder, adj_profile_get_edition (profile), NULL) == CHESS_ANSWER_YES)
        finish (o, profile, "1/2-1/2", "declared-move-illegal", ADJ_DECISION_DECLARED_MOVE_ILLEGAL);
      else
        finish (o, profile, win_for[responder], "declared-move-illegal", ADJ_DECISION_DECLARED_MOVE_ILLEGAL);
      return;
    }
  /* The position before it stands; the sealer owes a legal move while the
   * responder's clock runs, as when no move is declared yet. */
  o->status = ADJ_OUTCOME_WAITING;
  o->reason = "declared-move-illegal";
  o->clock_running = responder;
  o->illegal_penalty = adj_profile_get_illegal_move_penalty (profile);
  /* Extra time for the responder is time off what his clock shows used. */
  o->time_used[responder] -= o->illegal_penalty;
  o->illegal_moves_left = to_lose > 0 ? (int) (to_lose - completed) : 0;
  cite (o, profile, ADJ_DECISION_DECLARED_MOVE_ILLEGAL);
  o->has_touch_move = adj_touch_move_apply (profile, &o->before, declared, o->notation, &o->touch_move);
  if (o->has_touch_move)
    {
      /* The deciding article first, then those of the pieces touched. */
      cite (o, profile, o->touch_move.decision);
      if (o->touch_move.castling)
        cite (o, profile, ADJ_DECISION_TOUCHED_KING_CASTLING);
      if (o->touch_move.captured_square != CHESS_NO_SQUARE)
        cite (o, profile, ADJ_DECISION_TOUCHED_BOTH_COLOURS);
    }
}

/* What the arbiter establishes once the declaration is made (README,
 * lost_envelope): asked which move he means by an ambiguous declaration,
 * the sealer names one of its candidates; an unreadable one he declares
 * again. DECLARED becomes MEANT. */
static gboolean
settle_meant (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char **declared, const char *meant,
              GError **error)
{
  if (o->sealed.verdict.kind == CHESS_VERDICT_ILLEGAL)
    return fail (error, "lost_envelope.meant_move", _("the declared move is illegal: what replaces it is replacement_move"));
  ChessVerdict unclear = o->sealed.verdict;
  judge_sealed (o, profile, env, meant);
  gboolean among = o->sealed.verdict.kind == CHESS_VERDICT_LEGAL
                   && adj_moves_contain (unclear.candidates, unclear.n_candidates, o->sealed.verdict.move);
  if (unclear.kind == CHESS_VERDICT_AMBIGUOUS && !among)
    return fail (error, "lost_envelope.meant_move", _("not one of the moves the declared move can mean"));
  *declared = meant;
  return TRUE;
}

/* The move made in place of an illegal declared one, once the game waits
 * for it: it must be one the touch-move rule allows; it is then the move
 * played, the illegal move's penalty standing. */
static gboolean
settle_replacement (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char *text, GError **error)
{
  if (o->status != ADJ_OUTCOME_WAITING || !g_str_equal (o->reason, "declared-move-illegal"))
    return fail (error, "lost_envelope.replacement_move",
                 _("only a move made in place of an illegal declared one, while the game waits for it"));
  ChessMove move = chess_notation_read_legal (&o->before, text, o->notation);
  AdjTouchMove any = { .rule = ADJ_TOUCH_MOVE_ANY_MOVE };
  if (!adj_touch_move_allows (o->has_touch_move ? &o->touch_move : &any, &o->before, move))
    return fail (error, "lost_envelope.replacement_move", _("not a legal move the touch-move rule allows"));
  judge_sealed (o, profile, env, text);
  o->has_touch_move = FALSE;
  return TRUE;
}

/* The sealed move opened and judged; FALSE when there is none to open. */
static gboolean
open_envelope (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, GError **error)
{
  const char *text = adj_envelope_get_string (env, "sealed_move");
  if (!text)
    return fail_with (error, ADJ_RESUME_ERROR_MOVE_NEEDED, "envelope.sealed_move",
                      _("missing: the envelope is opened and its move is needed"));
  judge_sealed (o, profile, env, text);
  return TRUE;
}

/* Seconds COLOR may still use before his flag falls, his next move being
 * MOVE_NUMBER; -1 when the envelope gives no time control that tells. */
static gint64
time_to_flag (AdjEnvelope *env, const AdjOutcome *o, int color, int move_number)
{
  const char *control = adj_envelope_get_string (env, "time_control");
  if (!control)
    return -1;
  g_autoptr(AdjTimeControl) tc = adj_time_control_parse (control, NULL, NULL);
  gint64 left;
  if (!tc || !adj_clock_time_left (tc, move_number, o->time_used[color], &left))
    return -1;
  return MAX (left, 0);
}

/* COLOR's flag fell: he loses, unless the edition draws when his opponent
 * could never mate, or the game was over already. */
static void
forfeit_on_time (AdjOutcome *o, const AdjProfile *profile, const ChessPosition *board, int color,
                 gboolean while_waiting)
{
  ChessEdition edition = adj_profile_get_edition (profile);
  o->flag_fell_while_waiting = while_waiting;
  o->flagged = color;
  if (while_waiting && adj_profile_article (profile, ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS))
    cite (o, profile, ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS);
  if ((profile->exceptions & ADJ_EXCEPT_GAME_OVER)
      && chess_draw_dead_position (board, edition, NULL) == CHESS_ANSWER_YES)
    {
      finish (o, profile, "1/2-1/2", "dead-position", ADJ_DECISION_GAME_ALREADY_OVER);
      return;
    }
  ChessAnswer cannot_win = (profile->exceptions & (ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_ONLY_KING))
                             ? chess_draw_cannot_win (board, !color, edition, NULL) : CHESS_ANSWER_NO;
  if (cannot_win == CHESS_ANSWER_YES)
    {
      finish (o, profile, "1/2-1/2", "opponent-cannot-mate", ADJ_DECISION_TIME_FORFEIT);
      cite (o, profile, ADJ_DECISION_OPPONENT_CANNOT_MATE);
      return;
    }
  /* Not established: the flag decides, and the explanation says so. */
  if (cannot_win == CHESS_ANSWER_UNKNOWN)
    o->mate_unknown = !color;
  finish (o, profile, win_for[!color], "time-forfeit", ADJ_DECISION_TIME_FORFEIT);
}

/* The first four FEN fields: the same position for the Laws. */
static gboolean
same_position (const ChessPosition *a, const ChessPosition *b)
{
  char fa[CHESS_FEN_MAX], fb[CHESS_FEN_MAX];
  chess_fen_write (a, fa);
  chess_fen_write (b, fb);
  int spaces = 0;
  for (size_t i = 0; fa[i] && fa[i] == fb[i]; i++)
    if (fa[i] == ' ' && ++spaces == 4)
      return TRUE;
  return g_str_equal (fa, fb);
}

/* When the envelope is opened, in seconds after the scheduled start: once
 * the responder is present (2023 I.7, 2005 A7, 1993 14.2, 1985 14.02),
 * and the sealer too where both must be (FCE 11.4 without a qualified
 * arbiter); -1 while that has not happened. */
static gint64
opening_time (const gint64 arrival[2], int sealer, gboolean both_to_open)
{
  int responder = !sealer;
  if (arrival[responder] < 0 || (both_to_open && arrival[sealer] < 0))
    return -1;
  return both_to_open ? MAX (arrival[responder], arrival[sealer]) : arrival[responder];
}

/* The default's exception: a player in default keeps (or suffers) the
 * result of a sealed move that ends the game, so the envelope is opened to
 * see it. Whom it covers is the edition's: any late player under 2023 I.10
 * ("si la jugada secreta és tal que finalitza la partida, s'aplicarà el
 * resultat d'aquesta conclusió"), only the late sealer under 2005 A10, 1993
 * 10.15 and 1985 10.14. LATE: who is (or, asked while awaited, would be)
 * in default. */
static gboolean
opens_for_default (const AdjProfile *profile, const gboolean late[2], int sealer, gboolean lost)
{
  if (lost)
    return FALSE;
  return late[sealer] || (late[!sealer] && profile->default_spares == ADJ_DEFAULT_SPARES_ANY_PLAYER);
}

/* The moment (seconds after the scheduled start) from which the absent
 * sealer's clock runs while the responder, here since ARRIVED, waits for
 * him: where the envelope waits for both players, the absent player's
 * clock runs from the responder's arrival (FCE 11.4 without a qualified
 * arbiter); a reply sealed on arriving stops the responder's clock and
 * starts the sealer's (2023 I.9.3, 2005 A9c, 1993 14.4, 1985 14.04). -1
 * when the responder's clock runs instead. */
static gint64
absent_sealer_clock_from (gint64 arrived, gboolean both_to_open, const char *reply)
{
  return arrived >= 0 && (both_to_open || reply) ? arrived : -1;
}

/* Whether the charge for adjourning early, counted as time spent on the
 * sealed move (2023 I.1.2, 2005 A1b), takes the sealer past the time
 * control of the sealed move's period, that move included. */
static gboolean
sealed_past_control (const AdjProfile *profile, AdjEnvelope *env, const AdjOutcome *o, int sealer, int sealed_move)
{
  if (profile->early_charge != ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END)
    return FALSE;
  const char *control = adj_envelope_get_string (env, "time_control");
  if (!control)
    return FALSE;
  g_autoptr(AdjTimeControl) tc = adj_time_control_parse (control, NULL, NULL);
  gint64 left;
  return tc && adj_clock_time_left (tc, sealed_move, o->time_used[sealer], &left) && left < 0;
}

/* What run() knows when a player is awaited. */
typedef struct {
  AdjEnvelope         *env;
  const ChessPosition *pos;
  int                  sealer;
  int                  responder_move, sealer_move;
  gint64               waiting, now;
  gint64               arrival[2];
  gboolean             lost, both_to_open;
  const char          *reply;
} Awaited;

static void
keep_waiting (AdjOutcome *o, const AdjProfile *profile, int clock)
{
  o->status = ADJ_OUTCOME_WAITING;
  o->reason = "awaiting-player";
  o->clock_running = clock;
  cite (o, profile, ADJ_DECISION_WAITING_TIME);
}

/* Facts known at NOW with a player not here yet who may still come in
 * time: what holds at this moment. The responder's clock runs from the
 * scheduled start until he replies (2023 I.9.2, 2005 A9b, 1993 14.3, 1985
 * 14.03); the envelope is opened once he is present (I.7 and equivalents;
 * FCE 11.4: with the sealer too, when no qualified arbiter runs the event)
 * and its move judged; a reply he seals instead stops his clock and starts
 * the absent sealer's (2023 I.9.3, 2005 A9c, 1993 14.4, 1985 14.04), and
 * stays closed until the sealer comes. The clocks are charged up to NOW. A
 * flag that has fallen decides the game when it does whoever comes yet;
 * everything else waits, at most until the default time. */
static gboolean
await_at_now (const AdjProfile *profile, AdjOutcome *o, const Awaited *a, GError **error)
{
  int sealer = a->sealer, responder = !sealer;
  gint64 now = a->now;
  gint64 responder_flag = time_to_flag (a->env, o, responder, a->responder_move);
  o->default_at = a->waiting;
  o->default_opens = opens_for_default (profile, o->awaiting, sealer, a->lost);

  if (o->awaiting[responder])
    {
      if (responder_flag >= 0 && now > responder_flag)
        {
          /* Lost on time if he comes, by default if not: lost either way
           * while the sealer is here, unless his default would open the
           * envelope to see whether the sealed move ended the game (2023
           * I.10); with both away, who comes decides. */
          o->time_used[responder] += responder_flag;
          if (!o->awaiting[sealer] && !o->default_opens)
            {
              forfeit_on_time (o, profile, a->pos, responder, FALSE);
              return TRUE;
            }
        }
      else
        o->time_used[responder] += now;
      keep_waiting (o, profile, responder);
      cite (o, profile, ADJ_DECISION_RESPONDER_ABSENT);
      if (!a->lost)
        cite (o, profile, ADJ_DECISION_OPENING);
      return TRUE;
    }

  /* The responder is here; the sealer is awaited. */
  if (responder_flag >= 0 && a->arrival[responder] > responder_flag)
    {
      o->time_used[responder] += responder_flag;
      forfeit_on_time (o, profile, a->pos, responder, FALSE);
      return TRUE;
    }
  if (a->both_to_open && !a->lost)
    {
      /* FCE 11.4: the envelope waits for the sealer too, and "the absent
       * player's clock" runs: the responder's until he came, the sealer's
       * since. */
      gint64 from = absent_sealer_clock_from (a->arrival[responder], TRUE, NULL);
      gint64 sealer_flag = time_to_flag (a->env, o, sealer, a->sealer_move);
      o->time_used[responder] += from;
      if (from > 0)
        cite (o, profile, ADJ_DECISION_RESPONDER_ABSENT);
      if (sealer_flag >= 0 && now - from > sealer_flag)
        {
          o->time_used[sealer] += sealer_flag;
          forfeit_on_time (o, profile, a->pos, sealer, FALSE);
          return TRUE;
        }
      o->time_used[sealer] += now - from;
      keep_waiting (o, profile, sealer);
      return TRUE;
    }
  gint64 opened_at = a->lost ? -1 : opening_time (a->arrival, sealer, a->both_to_open);
  if (opened_at >= 0)
    {
      o->may_open = TRUE;
      cite (o, profile, a->arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT : ADJ_DECISION_RESPONDER_PRESENT);
      if (adj_envelope_has (a->env, "sealed_move"))
        {
          if (!open_envelope (o, profile, a->env, error))
            return FALSE;
          take_judgement (o, profile);
          if (o->sealed.result)
            {
              /* Decided when it was opened. */
              o->time_used[responder] += opened_at;
              return TRUE;
            }
          if (a->reply && o->sealed.played)
            {
              /* His clock stopped when he sealed; the sealer's runs. */
              gint64 sealer_flag = time_to_flag (a->env, o, sealer, a->sealer_move);
              o->time_used[responder] += opened_at;
              cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
              if (sealer_flag >= 0 && now - opened_at > sealer_flag)
                {
                  o->time_used[sealer] += sealer_flag;
                  forfeit_on_time (o, profile, &o->position, sealer, FALSE);
                  return TRUE;
                }
              o->time_used[sealer] += now - opened_at;
              o->reply_kept = TRUE;
              keep_waiting (o, profile, sealer);
              return TRUE;
            }
        }
      cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
    }
  /* His clock runs: before the opening, and after it until he replies. */
  if (responder_flag >= 0 && now > responder_flag)
    {
      o->time_used[responder] += responder_flag;
      forfeit_on_time (o, profile, o->judged && o->sealed.played ? &o->sealed.after : a->pos, responder, TRUE);
      return TRUE;
    }
  o->time_used[responder] += now;
  keep_waiting (o, profile, responder);
  return TRUE;
}

static gboolean
await_players (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, const Awaited *a, GError **error)
{
  if (!await_at_now (profile, o, a, error))
    return FALSE;
  if (a->lost && o->status == ADJ_OUTCOME_WAITING)
    {
      /* The sealer declares the move when both are there. */
      cite (o, profile, ADJ_DECISION_LOST_ENVELOPE);
      if (!adj_scenario_get_times_known (sc))
        cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_TIMES);
    }
  return TRUE;
}

/* How the board and the clocks were set up for the resumption. */
static void
check_setup (AdjScenario *sc, const AdjProfile *profile, AdjOutcome *o, const ChessPosition *pos)
{
  const ChessPosition *set_up = adj_scenario_get_position_set_up (sc);
  if (set_up && !same_position (set_up, pos))
    {
      /* 1993 8.4 and 1985 08.04 say it; later editions only that the
       * position before the sealed move is set up. */
      o->position_corrected = TRUE;
      if (adj_profile_article (profile, ADJ_DECISION_RECONSTRUCTION))
        cite (o, profile, ADJ_DECISION_RECONSTRUCTION);
    }

  gint64 shown[2];
  gboolean claimed;
  if (adj_scenario_get_clocks_at_start (sc, shown, &claimed)
      && (shown[CHESS_WHITE] != o->time_used[CHESS_WHITE] || shown[CHESS_BLACK] != o->time_used[CHESS_BLACK]))
    {
      cite (o, profile, ADJ_DECISION_CLOCK_CORRECTION);
      o->clocks_corrected = claimed ? 1 : 0;
      if (!claimed)
        {
          o->time_used[CHESS_WHITE] = shown[CHESS_WHITE];
          o->time_used[CHESS_BLACK] = shown[CHESS_BLACK];
        }
    }
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
  finish (o, profile, win_for[winner], "resigned", ADJ_DECISION_RESIGNATION_BEFORE_OPENING);
  if (!profile->resignation_drawn_if_cannot_win)
    return;
  switch (chess_draw_cannot_win (pos, winner, adj_profile_get_edition (profile), NULL))
    {
    case CHESS_ANSWER_YES:
      o->result = "1/2-1/2";
      o->reason = "opponent-cannot-mate";
      cite (o, profile, ADJ_DECISION_RESIGNATION_CANNOT_WIN);
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
          /* Charged as time spent on the sealed move: past the control, his
           * flag fell when he sealed, before anything at the resumption. */
          if (sealed_past_control (profile, env, o, sealer, pos->fullmove_number))
            {
              o->flag_fell_at_sealing = TRUE;
              cite (o, profile, ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS);
              forfeit_on_time (o, profile, pos, sealer, FALSE);
              return TRUE;
            }
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
  /* Facts known at NOW: a player not here yet is awaited while he may
   * still come in time; once the default time has come he is late. */
  gint64 now = adj_scenario_get_now (sc);
  gboolean late[2], awaited = FALSE;
  for (int c = 0; c < 2; c++)
    {
      late[c] = arrival[c] < 0 || arrival[c] > waiting;
      o->awaiting[c] = now >= 0 && arrival[c] < 0 && now < waiting;
      awaited |= o->awaiting[c];
    }
  gboolean lost = adj_scenario_get_envelope_lost (sc);
  o->envelope_lost = lost;

  /* Lost envelope with no position: nothing to resume. */
  if (lost && !adj_scenario_get_position_known (sc))
    {
      o->status = ADJ_OUTCOME_ANNULLED;
      o->reason = "position-lost";
      o->clock_running = -1;
      cite (o, profile, ADJ_DECISION_LOST_ENVELOPE_POSITION);
      return TRUE;
    }

  check_setup (sc, profile, o, pos);
  /* Lateness is counted from the start announced, by the arbiter's clock. */
  if (arrival[sealer] != 0 || arrival[responder] != 0)
    cite (o, profile, ADJ_DECISION_SESSION_TIMING);
  /* FCE 11.4: without a qualified arbiter both players open it together. */
  gboolean both_to_open = (profile->early_end & ADJ_EARLY_END_BOTH_TO_OPEN) && !adj_scenario_get_qualified_arbiter (sc);
  if (both_to_open)
    cite (o, profile, ADJ_DECISION_OPENING);

  /* The responder's clock runs from the scheduled start, whoever is there. */
  gint64 responder_flag = time_to_flag (env, o, responder, responder_move);
  gint64 responder_start = late[responder] ? waiting : arrival[responder];
  if (arrival[sealer] != 0 && arrival[responder] != 0 && waiting > 0
      && adj_profile_article (profile, ADJ_DECISION_BOTH_ABSENT_AT_START))
    cite (o, profile, ADJ_DECISION_BOTH_ABSENT_AT_START);

  const char *reply = adj_scenario_get_sealed_reply (sc);
  if (awaited)
    {
      Awaited a = {
        .env = env, .pos = pos, .sealer = sealer,
        .responder_move = responder_move, .sealer_move = sealer_move,
        .waiting = waiting, .now = now,
        .arrival = { arrival[CHESS_WHITE], arrival[CHESS_BLACK] },
        .lost = lost, .both_to_open = both_to_open, .reply = reply,
      };
      return await_players (sc, profile, o, &a, error);
    }

  /* His flag fell before he reached the board (in time for the default). */
  if (!late[responder] && responder_flag >= 0 && arrival[responder] > responder_flag
      && !(late[sealer] && responder_flag >= waiting))
    {
      o->time_used[responder] += responder_flag;
      forfeit_on_time (o, profile, pos, responder, FALSE);
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
                             ? absent_sealer_clock_from (arrival[responder], both_to_open, reply) : -1;
      gint64 sealer_flag = sealer_from >= 0 ? time_to_flag (env, o, sealer, sealer_move) : -1;
      gboolean sealer_flag_first = sealer_flag >= 0 && sealer_from + sealer_flag < waiting;
      if (sealer_from >= 0 && reply)
        {
          /* He opened the envelope on arriving, then sealed his reply. */
          cite (o, profile, arrival[responder] > 0 ? ADJ_DECISION_RESPONDER_ABSENT : ADJ_DECISION_RESPONDER_PRESENT);
          cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
        }
      if (sealer_flag_first && both_to_open)
        {
          /* The envelope stayed closed: he was never there to open it. */
          o->time_used[responder] += sealer_from;
          o->time_used[sealer] += sealer_flag;
          forfeit_on_time (o, profile, pos, sealer, FALSE);
          return TRUE;
        }
      /* A late player covered by the default's exception keeps the result
       * of a sealed move that ends the game: the envelope is opened to see
       * it (known up to NOW, its move is then needed). */
      if (opens_for_default (profile, late, sealer, lost) && (adj_envelope_has (env, "sealed_move") || now >= 0))
        {
          if (!open_envelope (o, profile, env, error))
            return FALSE;
          if (o->sealed.played && o->sealed.result)
            {
              o->time_used[responder] += late[responder] ? waiting : arrival[responder];
              take_judgement (o, profile);
              cite (o, profile, ADJ_DECISION_DEFAULT);
              o->default_spared = late[sealer] && late[responder] ? 2 : late[sealer] ? sealer : responder;
              return TRUE;
            }
        }
      const ChessPosition *board = o->judged && o->sealed.played ? &o->sealed.after : pos;
      /* The present responder waits for the sealer with his clock running,
       * unless he sealed his reply (or, under FCE 11.4, the envelope waits
       * for both): his flag may fall first. */
      if (late[sealer] && !late[responder] && sealer_from < 0 && responder_flag >= 0 && responder_flag < waiting)
        {
          o->time_used[responder] += responder_flag;
          forfeit_on_time (o, profile, board, responder, TRUE);
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
          forfeit_on_time (o, profile, board, sealer, FALSE);
          return TRUE;
        }
      if (sealer_from >= 0)
        o->time_used[sealer] += waiting - sealer_from;
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

  /* Both came in time. The envelope is opened when the responder is there
   * (and the sealer too, under FCE 11.4). */
  gint64 opened_at = opening_time (arrival, sealer, both_to_open);
  gint64 sealer_from = lost ? -1 : absent_sealer_clock_from (arrival[responder], both_to_open, NULL);
  if (sealer_from >= 0 && arrival[sealer] > sealer_from)
    {
      /* FCE 11.4: the responder here, the envelope waited for the sealer
       * with the absent player's clock running. */
      gint64 sealer_flag = time_to_flag (env, o, sealer, sealer_move);
      o->time_used[responder] += sealer_from;
      if (sealer_flag >= 0 && arrival[sealer] - sealer_from > sealer_flag)
        {
          o->time_used[sealer] += sealer_flag;
          forfeit_on_time (o, profile, pos, sealer, FALSE);
          return TRUE;
        }
      o->time_used[sealer] += arrival[sealer] - sealer_from;
    }
  else
    o->time_used[responder] += opened_at;
  /* Someone came late but in time: the waiting time is what saved him. */
  if (arrival[responder] > 0 || arrival[sealer] > 0)
    cite (o, profile, ADJ_DECISION_WAITING_TIME);
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
      judge_sealed (o, profile, env, declared);
      o->declared = TRUE;
      const char *meant = adj_scenario_get_meant_move (sc);
      if (meant && !o->sealed.played && !game_was_over (&o->sealed)
          && !settle_meant (o, profile, env, &declared, meant, error))
        return FALSE;
      const char *replacement = adj_scenario_get_replacement_move (sc);
      if (!o->sealed.played && !game_was_over (&o->sealed))
        {
          declared_not_made (o, profile, sealer, declared, adj_scenario_get_earlier_illegal_moves (sc));
          if (!replacement)
            return TRUE;
          if (!settle_replacement (o, profile, env, replacement, error))
            return FALSE;
        }
      else if (replacement)
        return fail (error, "lost_envelope.replacement_move", _("the declared move was made: nothing replaces it"));
    }
  else if (!open_envelope (o, profile, env, error))
    return FALSE;

  take_judgement (o, profile);
  if (o->sealed.result)
    return TRUE;

  /* The sealer is not there yet: the responder may seal his reply. */
  if (reply && arrival[sealer] > opened_at)
    {
      AdjJudgement *r = &o->reply;
      adj_judge_written_move (profile, &o->position, reply, adj_envelope_get_notation (env), r);
      o->reply_judged = TRUE;
      cite (o, profile, ADJ_DECISION_SEALER_ABSENT);
      if (r->played)
        o->position = r->after;
      if (r->result)
        {
          finish_judged (o, profile, r);
          return TRUE;
        }
      /* His clock stops when he seals; the sealer's runs until he comes. */
      gint64 sealer_flag = time_to_flag (env, o, sealer, sealer_move);
      if (sealer_flag >= 0 && arrival[sealer] - opened_at > sealer_flag)
        {
          o->time_used[sealer] += sealer_flag;
          forfeit_on_time (o, profile, &o->position, sealer, FALSE);
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
      fail (error, "envelope.rules", _("not a known rules profile"));
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
  o->default_spared = -1;
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
  if (offer && (o->status == ADJ_OUTCOME_CONTINUES || o->status == ADJ_OUTCOME_WAITING))
    {
      o->draw_offer = g_str_equal (offer, "white") ? CHESS_WHITE : CHESS_BLACK;
      cite (o, profile, ADJ_DECISION_DRAW_OFFER_STANDING);
    }
  o->explanation = adj_outcome_explain (o, adj_envelope_get_position (env));
  return g_steal_pointer (&o);
}
