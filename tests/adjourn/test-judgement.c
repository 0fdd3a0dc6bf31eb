/* test-judgement.c — a written sealed move turned into a decision per edition
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RULES.md §4: an ambiguous, unreadable or illegal sealed move loses, except
 * where the edition says the game was already over or the opponent could
 * never have won. The articles expected are written out here from RULES.md
 * and the source texts, not read from the profile tables.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-judgement.h"
#include "chess-fen.h"

/* White to move: knights on b1 and f1 both reach d2; Black has a rook. */
#define KNIGHTS "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 30"
/* The same after 150 plies with no capture and no pawn move. */
#define KNIGHTS_75 "r3k3/8/8/8/8/8/8/1N2KN2 w - - 150 120"
/* White to move with a rook; Black has only his king and cannot mate. */
#define BARE_BLACK "4k3/8/8/8/8/8/8/R3K3 w - - 0 50"
/* King against king: the game is over whatever is written. */
#define KINGS "4k3/8/8/8/8/8/8/4K3 w - - 0 50"
/* Black to move is already checkmated. */
#define MATED "R3k3/8/4K3/8/8/8/8/8 b - - 0 50"
/* White's Ra8 mates. */
#define MATE_IN_ONE "4k3/R7/4K3/8/8/8/8/8 w - - 0 50"

static const char *const editions[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce", NULL };

static void
judge (const char *rules, const char *fen, const char *text, AdjJudgement *j, ChessPosition *pos)
{
  const AdjProfile *profile = adj_profile_lookup (rules);
  g_assert_nonnull (profile);
  g_assert_true (chess_fen_read (pos, fen, NULL));
  adj_judge_written_move (profile, pos, text, CHESS_LANG_EN, j);
}

static void
assert_articles (const char *rules, const AdjJudgement *j, const char *expected)
{
  const char *const *articles = adj_judgement_articles (adj_profile_lookup (rules), j);
  g_autofree char *joined = g_strjoinv (",", (char **) articles);
  if (g_strcmp0 (joined, expected) != 0)
    g_error ("%s: articles '%s', expected '%s'", rules, joined, expected);
}

static void
assert_contains (const char *text, const char *part)
{
  if (!strstr (text, part))
    g_error ("'%s' does not contain '%s'", text, part);
}

/* Each bad kind loses, with the edition's own article. */
static void
test_bad_moves_lose (void)
{
  static const struct { const char *text, *reason; const char *art[5]; } cases[] = {
    { "Nd2", "sealed-move-ambiguous",  { "10.15", "10.16 A", "A8a", "I.8.1", "10.15" } },
    { "Nz9", "sealed-move-unreadable", { "10.15", "10.16 B", "A8b", "I.8.2", "10.15" } },
    { "Nd4", "sealed-move-illegal",    { "10.15", "10.16 C", "A8c", "I.8.3", "10.15" } },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (int e = 0; editions[e]; e++)
      {
        AdjJudgement j;
        ChessPosition pos;
        judge (editions[e], KNIGHTS, cases[c].text, &j, &pos);
        g_assert_false (j.played);
        g_assert_true (j.has_decision);
        g_assert_cmpstr (j.result, ==, "0-1");
        g_assert_cmpstr (j.reason, ==, cases[c].reason);
        assert_articles (editions[e], &j, cases[c].art[e]);
        g_autofree char *sentence = adj_judgement_sentence (&j, &pos, FALSE);
        assert_contains (sentence, "The sealed move of White");
        assert_contains (sentence, "White loses the game for this sealed move.");
        g_autofree char *reply = adj_judgement_sentence (&j, &pos, TRUE);
        assert_contains (reply, "The reply White sealed at resumption");
        assert_contains (reply, "White loses the game for this sealed reply.");
      }
}

/* The opponent has only his king: 2023 6.9, 2005 6.10 and 1993 10.5 draw;
 * 1985 (and FCE on it) has no such exception, so the sealer loses. */
static void
test_opponent_cannot_mate (void)
{
  static const char *const art[5] = { NULL, "10.5,10.16 C", "6.10,A8", "6.9,I.8", NULL };
  for (int e = 0; editions[e]; e++)
    {
      AdjJudgement j;
      ChessPosition pos;
      judge (editions[e], BARE_BLACK, "Nd4", &j, &pos);
      if (art[e] == NULL)
        {
          g_assert_cmpstr (j.result, ==, "0-1");
          g_assert_cmpstr (j.reason, ==, "sealed-move-illegal");
          assert_articles (editions[e], &j, "10.15");
          continue;
        }
      g_assert_cmpstr (j.result, ==, "1/2-1/2");
      g_assert_cmpstr (j.reason, ==, "opponent-cannot-mate");
      assert_articles (editions[e], &j, art[e]);
      g_autofree char *sentence = adj_judgement_sentence (&j, &pos, FALSE);
      assert_contains (sentence, "Black cannot checkmate");
      assert_contains (sentence, "drawn");
    }
}

/* A dead position before the move: the game was over in every edition
 * (2023 Art. 5, 2005 9.6, 1993 10.4, 1985 10.07). */
static void
test_game_already_over (void)
{
  static const char *const art[5] = { "10.07", "10.4", "9.6,A8", "5,I.8", "10.07" };
  for (int e = 0; editions[e]; e++)
    {
      AdjJudgement j;
      ChessPosition pos;
      judge (editions[e], KINGS, "Nd4", &j, &pos);
      g_assert_cmpstr (j.result, ==, "1/2-1/2");
      g_assert_cmpstr (j.reason, ==, "dead-position");
      g_assert_cmpint (j.decision, ==, ADJ_DECISION_GAME_ALREADY_OVER);
      assert_articles (editions[e], &j, art[e]);
      g_autofree char *sentence = adj_judgement_sentence (&j, &pos, FALSE);
      assert_contains (sentence, "already ended in a dead position");

      /* Mated before the move was due: whatever is written, White has won. */
      judge (editions[e], MATED, "Kd8", &j, &pos);
      g_assert_cmpstr (j.result, ==, "1-0");
      g_assert_cmpstr (j.reason, ==, "checkmate");
      g_assert_cmpint (j.decision, ==, ADJ_DECISION_GAME_ALREADY_OVER);
      g_autofree char *mated = adj_judgement_sentence (&j, &pos, FALSE);
      assert_contains (mated, "Black was already checkmated before this move: White wins.");
    }
}

/* 2023 9.6.2: seventy-five moves ended the game before a bad sealed move;
 * the earlier editions have no automatic end, so the sealer loses. */
static void
test_seventy_five_moves (void)
{
  for (int e = 0; editions[e]; e++)
    {
      AdjJudgement j;
      ChessPosition pos;
      judge (editions[e], KNIGHTS_75, "Nd4", &j, &pos);
      if (g_str_equal (editions[e], "fide-2023"))
        {
          g_assert_cmpstr (j.result, ==, "1/2-1/2");
          g_assert_cmpstr (j.reason, ==, "seventy-five-moves");
          assert_articles (editions[e], &j, "9.6,I.8");
        }
      else
        {
          g_assert_cmpstr (j.result, ==, "0-1");
          g_assert_cmpstr (j.reason, ==, "sealed-move-illegal");
        }
    }
}

/* A legal move is made; it may itself end the game. */
static void
test_legal_moves (void)
{
  AdjJudgement j;
  ChessPosition pos;
  judge ("fide-2023", KNIGHTS, "Nbd2", &j, &pos);
  g_assert_true (j.played);
  g_assert_false (j.has_decision);
  g_assert_null (j.result);
  g_assert_cmpstr (j.reason, ==, "continues");
  assert_articles ("fide-2023", &j, "");
  char fen[CHESS_FEN_MAX];
  chess_fen_write (&j.after, fen);
  g_assert_cmpstr (fen, ==, "r3k3/8/8/8/8/8/3N4/4KN2 b - - 1 30");
  g_autofree char *sentence = adj_judgement_sentence (&j, &pos, FALSE);
  assert_contains (sentence, "the knight on b1 goes to d2");
  assert_contains (sentence, "play goes on");

  static const char *const art[5] = { "10.14(a)", "10.15 A", "A10a", "I.10", "10.14(a)" };
  for (int e = 0; editions[e]; e++)
    {
      judge (editions[e], MATE_IN_ONE, "Ra8", &j, &pos);
      g_assert_true (j.played);
      g_assert_cmpstr (j.result, ==, "1-0");
      g_assert_cmpstr (j.reason, ==, "checkmate");
      assert_articles (editions[e], &j, art[e]);
      g_autofree char *mate = adj_judgement_sentence (&j, &pos, FALSE);
      assert_contains (mate, "The move is checkmate: White wins.");
    }
}

/* 2023 9.6.1: a fifth occurrence ends the game by itself. The record of
 * knights going out and back from the start tells it; a position alone
 * cannot. */
static void
game_of (ChessGame *game, int plies)
{
  static const char *const shuffle[4] = { "Nf3", "Nf6", "Ng1", "Ng8" };
  chess_game_init (game);
  for (int i = 0; i < plies; i++)
    {
      ChessMove m = chess_notation_read_legal (chess_game_position (game), shuffle[i % 4], CHESS_LANG_EN);
      g_assert_true (m != CHESS_MOVE_NONE);
      chess_game_push_trusted (game, m);
    }
}

static void
test_fivefold (void)
{
  for (int e = 0; editions[e]; e++)
    {
      const AdjProfile *profile = adj_profile_lookup (editions[e]);
      gboolean automatic = g_str_equal (editions[e], "fide-2023");

      /* The start has occurred five times: over before the sealed move. */
      ChessGame game;
      game_of (&game, 16);
      AdjJudgement j;
      adj_judge_written_move_in_game (profile, &game, "Ke2", CHESS_LANG_EN, &j);
      g_assert_cmpint (chess_game_ply_count (&game), ==, 16);
      if (automatic)
        {
          g_assert_cmpstr (j.result, ==, "1/2-1/2");
          g_assert_cmpstr (j.reason, ==, "fivefold-repetition");
          assert_articles (editions[e], &j, "9.6,I.8");
          g_autofree char *sentence = adj_judgement_sentence (&j, chess_game_position (&game), FALSE);
          assert_contains (sentence, "five times");
        }
      else
        {
          g_assert_cmpstr (j.result, ==, "0-1");
          g_assert_cmpstr (j.reason, ==, "sealed-move-illegal");
        }
      chess_game_clear (&game);

      /* Black's sealed Ng8 brings the start about for the fifth time. */
      game_of (&game, 15);
      adj_judge_written_move_in_game (profile, &game, "Ng8", CHESS_LANG_EN, &j);
      g_assert_cmpint (chess_game_ply_count (&game), ==, 15);
      g_assert_true (j.played);
      if (automatic)
        {
          g_assert_cmpstr (j.result, ==, "1/2-1/2");
          g_assert_cmpstr (j.reason, ==, "fivefold-repetition");
          g_autofree char *sentence = adj_judgement_sentence (&j, chess_game_position (&game), FALSE);
          assert_contains (sentence, "fifth time");
        }
      else
        {
          g_assert_null (j.result);
          g_assert_cmpstr (j.reason, ==, "continues");
        }
      /* Fourth time only: play goes on everywhere. */
      chess_game_clear (&game);
      game_of (&game, 11);
      adj_judge_written_move_in_game (profile, &game, "Ng8", CHESS_LANG_EN, &j);
      g_assert_null (j.result);
      chess_game_clear (&game);
    }
}

/* The "sealed_move" object of formats.md's outcome. */
static void
test_json (void)
{
  AdjJudgement j;
  ChessPosition pos;
  judge ("fide-2005", KNIGHTS, "Nbd2", &j, &pos);
  g_autoptr(JsonNode) legal = adj_judgement_to_json (&j, &pos);
  JsonObject *o = json_node_get_object (legal);
  g_assert_cmpstr (json_object_get_string_member (o, "verdict"), ==, "legal");
  g_assert_cmpstr (json_object_get_string_member (o, "uci"), ==, "b1d2");
  g_assert_cmpstr (json_object_get_string_member (o, "san"), ==, "Nbd2");
  assert_contains (json_object_get_string_member (o, "reason"), "knight");
  g_assert_false (json_object_has_member (o, "candidates"));

  judge ("fide-2005", KNIGHTS, "Nd2", &j, &pos);
  g_autoptr(JsonNode) ambiguous = adj_judgement_to_json (&j, &pos);
  o = json_node_get_object (ambiguous);
  g_assert_cmpstr (json_object_get_string_member (o, "verdict"), ==, "ambiguous");
  g_assert_false (json_object_has_member (o, "uci"));
  JsonArray *candidates = json_object_get_array_member (o, "candidates");
  g_assert_cmpuint (json_array_get_length (candidates), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (candidates, 0), ==, "b1d2");
  g_assert_cmpstr (json_array_get_string_element (candidates, 1), ==, "f1d2");
  assert_contains (json_object_get_string_member (o, "reason"), "b1 and f1");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/judgement/bad-moves-lose", test_bad_moves_lose);
  g_test_add_func ("/adjourn/judgement/opponent-cannot-mate", test_opponent_cannot_mate);
  g_test_add_func ("/adjourn/judgement/game-already-over", test_game_already_over);
  g_test_add_func ("/adjourn/judgement/seventy-five-moves", test_seventy_five_moves);
  g_test_add_func ("/adjourn/judgement/legal-moves", test_legal_moves);
  g_test_add_func ("/adjourn/judgement/fivefold", test_fivefold);
  g_test_add_func ("/adjourn/judgement/json", test_json);
  return g_test_run ();
}
