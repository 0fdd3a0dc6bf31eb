/* adj-resume-sealed.c — the resumption rules for what is written and what the
 * clocks say: the sealed move (and a lost envelope's declared one) judged,
 * the reply sealed at resumption, the sealing's facts, the flags
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from adj-resume.c, which runs the checks in the order of
 * RULES.md §3–§5 and calls these once it is the move's turn; what they
 * share is in adj-resume-private.h.
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

/* Judge TEXT as the sealed move: against the game record when it reaches
 * the envelope's position (a fifth occurrence needs the history), else
 * against the position alone. */
void
adj_resume_judge_sealed (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char *text)
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
gboolean
adj_resume_game_was_over (const AdjJudgement *j)
{
  return j->result && j->has_decision
         && (j->decision == ADJ_DECISION_GAME_ALREADY_OVER || j->decision == ADJ_DECISION_AUTOMATIC_DRAW);
}

/* The lost envelope's declared move could not be made. Written in an
 * envelope it would lose (2023 I.8 and equivalents), but the sealer makes
 * it on the board: an illegal one is an illegal move like any other (2023
 * 7.5, 2005 7.4, 1993 8.1, 1985 08.01), and a declaration that names no
 * one move is simply asked again, the board move being unambiguous. */
void
adj_resume_declared_not_made (AdjOutcome *o, const AdjProfile *profile, int sealer, const char *declared, gint64 earlier)
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
      adj_resume_cite (o, profile, ADJ_DECISION_DECLARED_MOVE_UNCLEAR);
      return;
    }
  o->sealed.reason = "declared-move-illegal";
  gint64 completed = earlier + 1;
  int to_lose = adj_profile_get_illegal_moves_to_lose (profile);
  if (to_lose > 0 && completed >= to_lose)
    {
      if (profile->illegal_loss_drawn_if_cannot_mate
          && chess_draw_cannot_win (&o->before, responder, adj_profile_get_edition (profile),
                                    &chess_mate_decision_limits) == CHESS_ANSWER_YES)
        adj_resume_finish (o, profile, "1/2-1/2", "declared-move-illegal", ADJ_DECISION_DECLARED_MOVE_ILLEGAL);
      else
        adj_resume_finish (o, profile, win_for[responder], "declared-move-illegal", ADJ_DECISION_DECLARED_MOVE_ILLEGAL);
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
  adj_resume_cite (o, profile, ADJ_DECISION_DECLARED_MOVE_ILLEGAL);
  o->has_touch_move = adj_touch_move_apply (profile, &o->before, declared, o->notation, &o->touch_move);
  if (o->has_touch_move)
    {
      /* The deciding article first, then those of the pieces touched. */
      adj_resume_cite (o, profile, o->touch_move.decision);
      if (o->touch_move.castling)
        adj_resume_cite (o, profile, ADJ_DECISION_TOUCHED_KING_CASTLING);
      if (o->touch_move.captured_square != CHESS_NO_SQUARE)
        adj_resume_cite (o, profile, ADJ_DECISION_TOUCHED_BOTH_COLOURS);
    }
}

/* What the arbiter establishes once the declaration is made (README,
 * lost_envelope): asked which move he means by an ambiguous declaration,
 * the sealer names one of its candidates; an unreadable one he declares
 * again. DECLARED becomes MEANT. */
gboolean
adj_resume_settle_meant (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char **declared, const char *meant,
                         GError **error)
{
  if (o->sealed.verdict.kind == CHESS_VERDICT_ILLEGAL)
    return adj_resume_fail (error, "lost_envelope.meant_move", _("the declared move is illegal: what replaces it is replacement_move"));
  ChessVerdict unclear = o->sealed.verdict;
  adj_resume_judge_sealed (o, profile, env, meant);
  gboolean among = o->sealed.verdict.kind == CHESS_VERDICT_LEGAL
                   && adj_moves_contain (unclear.candidates, unclear.n_candidates, o->sealed.verdict.move);
  if (unclear.kind == CHESS_VERDICT_AMBIGUOUS && !among)
    return adj_resume_fail (error, "lost_envelope.meant_move", _("not one of the moves the declared move can mean"));
  *declared = meant;
  return TRUE;
}

/* The move made in place of an illegal declared one, once the game waits
 * for it: it must be one the touch-move rule allows; it is then the move
 * played, the illegal move's penalty standing. */
gboolean
adj_resume_settle_replacement (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, const char *text, GError **error)
{
  if (o->status != ADJ_OUTCOME_WAITING || !g_str_equal (o->reason, "declared-move-illegal"))
    return adj_resume_fail (error, "lost_envelope.replacement_move",
                            _("only a move made in place of an illegal declared one, while the game waits for it"));
  ChessMove move = chess_notation_read_legal (&o->before, text, o->notation);
  AdjTouchMove any = { .rule = ADJ_TOUCH_MOVE_ANY_MOVE };
  if (!adj_touch_move_allows (o->has_touch_move ? &o->touch_move : &any, &o->before, move))
    return adj_resume_fail (error, "lost_envelope.replacement_move", _("not a legal move the touch-move rule allows"));
  adj_resume_judge_sealed (o, profile, env, text);
  o->has_touch_move = FALSE;
  return TRUE;
}

/* The sealed move opened and judged; FALSE when there is none to open. */
gboolean
adj_resume_open_envelope (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env, GError **error)
{
  const char *text = adj_envelope_get_string (env, "sealed_move");
  if (!text)
    return adj_resume_fail_with (error, ADJ_RESUME_ERROR_MOVE_NEEDED, "envelope.sealed_move",
                                 _("missing: the envelope is opened and its move is needed"));
  adj_resume_judge_sealed (o, profile, env, text);
  return TRUE;
}

/* Seconds COLOR may still use before his flag falls, his next move being
 * MOVE_NUMBER; -1 when the envelope gives no time control that tells. */
gint64
adj_resume_time_to_flag (AdjEnvelope *env, const AdjOutcome *o, int color, int move_number)
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
void
adj_resume_forfeit_on_time (AdjOutcome *o, const AdjProfile *profile, const ChessPosition *board, int color,
                            gboolean while_waiting)
{
  ChessEdition edition = adj_profile_get_edition (profile);
  o->flag_fell_while_waiting = while_waiting;
  o->flagged = color;
  if (while_waiting && adj_profile_article (profile, ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS))
    adj_resume_cite (o, profile, ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS);
  /* The flag's own articles, not I.8 or A8: those are cited only where a
   * bad written move's loss is what an exception saves. */
  if ((profile->exceptions & ADJ_EXCEPT_GAME_OVER)
      && chess_draw_dead_position (board, edition, &chess_mate_decision_limits) == CHESS_ANSWER_YES)
    {
      adj_resume_finish (o, profile, "1/2-1/2", "dead-position", ADJ_DECISION_FLAG_FALL_DEAD_POSITION);
      return;
    }
  ChessAnswer cannot_win = (profile->exceptions & (ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_ONLY_KING))
                             ? chess_draw_cannot_win (board, !color, edition, &chess_mate_decision_limits) : CHESS_ANSWER_NO;
  if (cannot_win == CHESS_ANSWER_YES)
    {
      adj_resume_finish (o, profile, "1/2-1/2", "opponent-cannot-mate", ADJ_DECISION_TIME_FORFEIT);
      adj_resume_cite (o, profile, ADJ_DECISION_FLAG_FALL_CANNOT_MATE);
      return;
    }
  /* Not established: the flag decides, and the explanation says so. */
  if (cannot_win == CHESS_ANSWER_UNKNOWN)
    o->mate_unknown = !color;
  adj_resume_finish (o, profile, win_for[!color], "time-forfeit", ADJ_DECISION_TIME_FORFEIT);
}

/* The first four FEN fields: the same position for the Laws. */
gboolean
adj_resume_same_position (const ChessPosition *a, const ChessPosition *b)
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

/* What the envelope says of its sealing, once it is opened, where the
 * edition attaches a consequence: a change before the clock stopped stands
 * and one after it does not count (2023 I.1.1, 2005 A1a, 1993 13.1, 1985
 * 13.01: "until he has stopped the clocks"; FCE 11.2: "no podrà
 * rectificar"); a move made on the board after the order to seal is the
 * sealed move (the same articles); the sealer may not leave his seat before
 * stopping the clocks (FCE 11.2 only). */
void
adj_resume_tell_sealing (AdjOutcome *o, const AdjProfile *profile, AdjEnvelope *env)
{
  AdjSealingFacts s;
  adj_envelope_get_sealing (env, &s);
  if (s.move_changed && adj_profile_article (profile, ADJ_DECISION_SEALED_MOVE_CHANGED))
    {
      o->sealing.move_changed = s.move_changed;
      adj_resume_cite (o, profile, ADJ_DECISION_SEALED_MOVE_CHANGED);
    }
  if (s.moved_on_board && adj_profile_article (profile, ADJ_DECISION_MOVED_ON_BOARD_AFTER_ORDER))
    {
      o->sealing.moved_on_board = TRUE;
      adj_resume_cite (o, profile, ADJ_DECISION_MOVED_ON_BOARD_AFTER_ORDER);
    }
  if (s.left_seat && adj_profile_article (profile, ADJ_DECISION_SEALER_LEFT_SEAT))
    {
      o->sealing.left_seat = TRUE;
      adj_resume_cite (o, profile, ADJ_DECISION_SEALER_LEFT_SEAT);
    }
}
