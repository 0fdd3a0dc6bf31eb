/* adj-judgement.c — what a written sealed move decides under a rules profile
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-judgement"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-judgement.h"
#include "adj-verdict.h"
#include "chess-draw.h"
#include "chess-san.h"

static const char *const win_for[2] = { "1-0", "0-1" };

/* The decision by which a bad written move of this kind loses. */
static AdjDecision
bad_move_decision (ChessVerdictKind kind)
{
  switch (kind)
    {
    case CHESS_VERDICT_AMBIGUOUS:
      return ADJ_DECISION_SEALED_MOVE_AMBIGUOUS;
    case CHESS_VERDICT_UNREADABLE:
      return ADJ_DECISION_SEALED_MOVE_UNREADABLE;
    case CHESS_VERDICT_ILLEGAL:
    case CHESS_VERDICT_LEGAL:
    default:
      return ADJ_DECISION_SEALED_MOVE_ILLEGAL;
    }
}

static void
decide (AdjJudgement *j, const char *result, const char *reason, AdjDecision decision)
{
  j->result = result;
  j->reason = reason;
  j->decision = decision;
  j->has_decision = TRUE;
}

/* 2023 9.6.2: seventy-five moves by each player with no pawn move and no
 * capture end the game at once (a mate on the last move still counts). */
static gboolean
seventy_five_moves (const AdjProfile *profile, const ChessPosition *pos)
{
  return (profile->exceptions & ADJ_EXCEPT_AUTOMATIC_DRAW) && pos->halfmove_clock >= 150;
}

/* A legal move made: does it end the game? */
static void
judge_played (const AdjProfile *profile, AdjJudgement *j, ChessColor writer)
{
  ChessEdition edition = adj_profile_get_edition (profile);
  if (chess_position_is_checkmate (&j->after))
    decide (j, win_for[writer], "checkmate", ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES);
  else if (seventy_five_moves (profile, &j->after))
    decide (j, "1/2-1/2", "seventy-five-moves", ADJ_DECISION_AUTOMATIC_DRAW);
  else if (chess_position_is_stalemate (&j->after))
    decide (j, "1/2-1/2", "stalemate", ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS);
  else if (chess_draw_dead_position (&j->after, edition, &chess_mate_decision_limits) == CHESS_ANSWER_YES)
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

  if (seventy_five_moves (profile, pos))
    {
      decide (j, "1/2-1/2", "seventy-five-moves", ADJ_DECISION_AUTOMATIC_DRAW);
      return;
    }
  if ((exceptions & ADJ_EXCEPT_GAME_OVER)
      && chess_draw_dead_position (pos, edition, &chess_mate_decision_limits) == CHESS_ANSWER_YES)
    {
      decide (j, "1/2-1/2", "dead-position", ADJ_DECISION_GAME_ALREADY_OVER);
      return;
    }
  if ((exceptions & (ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_ONLY_KING))
      && chess_draw_cannot_win (pos, opponent, edition, &chess_mate_decision_limits) == CHESS_ANSWER_YES)
    {
      decide (j, "1/2-1/2", "opponent-cannot-mate", ADJ_DECISION_OPPONENT_CANNOT_MATE);
      /* Saved from the loss of its own kind: 1993 10.5 with 10.16 A, B or
       * C, 2023 6.9 with I.8.1–I.8.3. */
      j->excepted = bad_move_decision (j->verdict.kind);
      j->has_excepted = TRUE;
      return;
    }
  switch (bad_move_decision (j->verdict.kind))
    {
    case ADJ_DECISION_SEALED_MOVE_AMBIGUOUS:
      decide (j, win_for[opponent], "sealed-move-ambiguous", ADJ_DECISION_SEALED_MOVE_AMBIGUOUS);
      break;
    case ADJ_DECISION_SEALED_MOVE_UNREADABLE:
      decide (j, win_for[opponent], "sealed-move-unreadable", ADJ_DECISION_SEALED_MOVE_UNREADABLE);
      break;
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
  chess_notation_judge (pos, text ? text : "", lang, &j->verdict);
  /* A game over before the move was due: nothing written can change it. */
  if (!chess_position_has_legal_move (pos))
    {
      if (chess_position_in_check (pos))
        decide (j, win_for[!writer], "checkmate", ADJ_DECISION_GAME_ALREADY_OVER);
      else
        decide (j, "1/2-1/2", "stalemate", ADJ_DECISION_GAME_ALREADY_OVER);
      return;
    }
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

void
adj_judge_written_move_in_game (const AdjProfile *profile, ChessGame *game, const char *text,
                                ChessLang lang, AdjJudgement *j)
{
  g_return_if_fail (profile != NULL && game != NULL && j != NULL);

  ChessEdition edition = adj_profile_get_edition (profile);
  const ChessPosition *pos = chess_game_position (game);
  unsigned flags = 0;
  if ((profile->exceptions & ADJ_EXCEPT_AUTOMATIC_DRAW)
      && chess_draw_game_automatic_end (game, edition, &flags) >= 0)
    {
      /* Over before the move was due, whatever is written. */
      memset (j, 0, sizeof *j);
      chess_notation_judge (pos, text ? text : "", lang, &j->verdict);
      decide (j, "1/2-1/2", (flags & CHESS_DRAW_FIVEFOLD) ? "fivefold-repetition" : "seventy-five-moves",
              ADJ_DECISION_AUTOMATIC_DRAW);
      return;
    }
  adj_judge_written_move (profile, pos, text, lang, j);
  if (!j->played || j->result || !(profile->exceptions & ADJ_EXCEPT_AUTOMATIC_DRAW))
    return;
  chess_game_push_trusted (game, j->verdict.move);
  if (chess_draw_game_automatic_end (game, edition, &flags) >= 0 && (flags & CHESS_DRAW_FIVEFOLD))
    decide (j, "1/2-1/2", "fivefold-repetition", ADJ_DECISION_AUTOMATIC_DRAW);
  chess_game_pop (game);
}

const char **
adj_judgement_articles (const AdjProfile *profile, const AdjJudgement *j)
{
  g_return_val_if_fail (profile != NULL && j != NULL, NULL);
  GPtrArray *list = g_ptr_array_new ();
  if (j->has_decision)
    for (const char *const *a = adj_profile_articles (profile, j->decision); *a; a++)
      g_ptr_array_add (list, (gpointer) *a);
  if (j->has_decision && j->has_excepted)
    for (const char *const *a = adj_profile_articles (profile, j->excepted); *a; a++)
      {
        gboolean seen = FALSE;
        for (guint k = 0; k < list->len; k++)
          seen |= g_str_equal (list->pdata[k], *a);
        if (!seen)
          g_ptr_array_add (list, (gpointer) *a);
      }
  g_ptr_array_add (list, NULL);
  return (const char **) g_ptr_array_free (list, FALSE);
}

/* What the judgement decides, in one sentence. */
static const char *
consequence (const AdjJudgement *j, ChessColor writer, gboolean reply)
{
  const char *r = j->reason ? j->reason : "continues";

  if (j->has_decision && j->decision == ADJ_DECISION_GAME_ALREADY_OVER && g_str_equal (r, "checkmate"))
    return writer == CHESS_WHITE ? _("White was already checkmated before this move: Black wins.")
                                 : _("Black was already checkmated before this move: White wins.");
  if (j->has_decision && j->decision == ADJ_DECISION_GAME_ALREADY_OVER && g_str_equal (r, "stalemate"))
    return _("The game had already ended in stalemate before this move: a draw.");
  if (j->has_decision && j->decision == ADJ_DECISION_GAME_ALREADY_OVER)
    return _("The game had already ended in a dead position before this move: a draw, whatever was written.");
  if (g_str_equal (r, "sealed-move-ambiguous") || g_str_equal (r, "sealed-move-unreadable")
      || g_str_equal (r, "sealed-move-illegal"))
    {
      if (reply)
        return writer == CHESS_WHITE ? _("White loses the game for this sealed reply.")
                                     : _("Black loses the game for this sealed reply.");
      return writer == CHESS_WHITE ? _("White loses the game for this sealed move.")
                                   : _("Black loses the game for this sealed move.");
    }
  if (g_str_equal (r, "checkmate"))
    return writer == CHESS_WHITE ? _("The move is checkmate: White wins.") : _("The move is checkmate: Black wins.");
  if (g_str_equal (r, "stalemate"))
    return _("The move is stalemate: the game is drawn.");
  if (g_str_equal (r, "dead-position"))
    return _("After the move no series of legal moves can end in mate: the game is drawn.");
  if (g_str_equal (r, "fivefold-repetition") && j->played)
    return _("The move brings about the same position for the fifth time: the game is drawn.");
  if (g_str_equal (r, "fivefold-repetition"))
    return _("The same position had already occurred five times: the game was drawn before this move.");
  if (g_str_equal (r, "seventy-five-moves"))
    return _("Seventy-five moves by each player without a pawn move or a capture: the game is drawn.");
  if (g_str_equal (r, "opponent-cannot-mate"))
    return writer == CHESS_WHITE ? _("Black cannot checkmate by any series of legal moves, so White does not lose: the game is drawn.")
                                 : _("White cannot checkmate by any series of legal moves, so Black does not lose: the game is drawn.");
  return _("The move is made on the board and play goes on.");
}

char *
adj_judgement_verdict_sentence (const AdjJudgement *j, const ChessPosition *pos, gboolean reply)
{
  g_return_val_if_fail (j != NULL && pos != NULL, NULL);
  ChessColor writer = pos->side;
  g_autofree char *why = adj_verdict_reason (pos, &j->verdict);
  if (reply && writer == CHESS_WHITE)
    /* Translators: "The reply White sealed at resumption: the move is legal: …" */
    return g_strdup_printf (_("The reply White sealed at resumption: %s."), why);
  if (reply)
    return g_strdup_printf (_("The reply Black sealed at resumption: %s."), why);
  if (writer == CHESS_WHITE)
    /* Translators: "The sealed move of White: the move is legal: …" */
    return g_strdup_printf (_("The sealed move of White: %s."), why);
  return g_strdup_printf (_("The sealed move of Black: %s."), why);
}

char *
adj_judgement_sentence (const AdjJudgement *j, const ChessPosition *pos, gboolean reply)
{
  g_return_val_if_fail (j != NULL && pos != NULL, NULL);
  g_autofree char *first = adj_judgement_verdict_sentence (j, pos, reply);
  return g_strconcat (first, " ", consequence (j, pos->side, reply), NULL);
}

JsonNode *
adj_judgement_to_json (const AdjJudgement *j, const ChessPosition *pos)
{
  g_return_val_if_fail (j != NULL && pos != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *why = adj_verdict_reason (pos, &j->verdict);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "verdict");
  json_builder_add_string_value (b, chess_verdict_kind_id (j->verdict.kind));
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, why);
  json_builder_set_member_name (b, "reason_id");
  json_builder_add_string_value (b, chess_reason_id (j->verdict.reason));
  if (j->played)
    {
      char uci[6], san[CHESS_SAN_MAX];
      chess_move_to_uci (j->verdict.move, uci);
      chess_san_write (pos, j->verdict.move, CHESS_LANG_EN, san);
      json_builder_set_member_name (b, "uci");
      json_builder_add_string_value (b, uci);
      json_builder_set_member_name (b, "san");
      json_builder_add_string_value (b, san);
    }
  if (j->verdict.kind == CHESS_VERDICT_AMBIGUOUS)
    {
      g_autoptr(GPtrArray) candidates = adj_verdict_candidates (&j->verdict);
      json_builder_set_member_name (b, "candidates");
      json_builder_begin_array (b);
      for (guint i = 0; i < candidates->len; i++)
        json_builder_add_string_value (b, candidates->pdata[i]);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
