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
#include "adj-touch-move.h"
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
  g_autofree const char **articles = adj_judgement_articles (adj_profile_lookup (rules), j);
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
 * 1985 (and FCE on it) has no such exception, so the sealer loses. The
 * article of the loss the move is saved from is cited with the exception
 * (an illegal move here: 10.16 C, A8c, I.8.3). */
static void
test_opponent_cannot_mate (void)
{
  static const char *const art[5] = { NULL, "10.5,10.16 C", "6.10,A8,A8c", "6.9,I.8,I.8.3", NULL };
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

/* Issue 13, item 6: under 1993 the draw for a bad sealed move against a
 * lone king cites 10.5 with the letter of 10.16 the move falls under, not C
 * for every kind. 003 (Spanish, 1993) 10.16: "Pierde la partida el jugador
 * que pone bajo sobre una jugada secreta: A) que es ambigua, o B) que
 * resulte ser una jugada falsa cuyo significado real es imposible de
 * determinar, o C) que resulte ser una jugada secreta ilegal, salvo lo que
 * se señala el artículo 10.5" (loses the game the player who seals a move
 * that A) is ambiguous, B) false, its real meaning impossible to determine,
 * C) illegal, save what 10.5 says); 10.5: "A un jugador a quien sólo le
 * quede el rey no puede ganar la partida" (a player left with only his king
 * cannot win the game). */
static void
test_cannot_mate_cites_own_letter (void)
{
  /* White's rooks on a1 and h1 both reach d1; Black has only his king. */
  static const char *const two_rooks = "4k3/8/8/8/8/8/7K/R6R w - - 0 50";
  static const struct { const char *fen, *text, *articles; } cases[] = {
    { "4k3/8/8/8/8/8/7K/R6R w - - 0 50", "Rd1", "10.5,10.16 A" },
    { BARE_BLACK, "Rz9", "10.5,10.16 B" },
    { BARE_BLACK, "Rd4", "10.5,10.16 C" },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      AdjJudgement j;
      ChessPosition pos;
      judge ("fide-1993", cases[c].fen, cases[c].text, &j, &pos);
      g_assert_cmpstr (j.result, ==, "1/2-1/2");
      g_assert_cmpstr (j.reason, ==, "opponent-cannot-mate");
      assert_articles ("fide-1993", &j, cases[c].articles);
    }
  /* The ambiguous one under the other editions: their own letter too. */
  AdjJudgement j;
  ChessPosition pos;
  judge ("fide-2023", two_rooks, "Rd1", &j, &pos);
  g_assert_cmpint (j.verdict.kind, ==, CHESS_VERDICT_AMBIGUOUS);
  assert_articles ("fide-2023", &j, "6.9,I.8,I.8.1");
  judge ("fide-2005", two_rooks, "Rd1", &j, &pos);
  assert_articles ("fide-2005", &j, "6.10,A8,A8a");
  /* 1985 has no such exception: the ambiguous move loses (10.15). */
  judge ("fide-1985", two_rooks, "Rd1", &j, &pos);
  g_assert_cmpstr (j.result, ==, "0-1");
  assert_articles ("fide-1985", &j, "10.15");
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

/* ---- touch move after an illegal declared move ------------------------
 * Every position is Black to move; the legal moves expected were worked out
 * by hand from the board, not asked of the engine. */

/* The only black king is on g7: Kf6 Kf8 Kg8 Kh6 Kh7 Kh8 (f7, g6 are his
 * pawns; nothing White has attacks those squares). */
#define TM_ENDGAME "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"
/* One black knight, on d7: c5, e5 (pawns) and f8 (rook) are his own. */
#define TM_KNIGHT "5rk1/3n4/8/2p1p3/8/8/8/R5K1 b - - 0 30"
/* Black knights on b8 and f6, his pawn on d7: both could have jumped there. */
#define TM_KNIGHTS "1n4k1/3p4/5n2/8/8/8/8/R5K1 b - - 0 30"
/* O-O crosses f8, which the rook on f1 attacks; O-O-O is legal. */
#define TM_CASTLE "r3k2r/8/8/8/8/8/8/1K3R2 b kq - 0 30"
/* The starting position, Black to move: the king cannot move at all. */
#define TM_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
/* The knight on e7 is pinned by the rook on e1; b7 takes on c6. */
#define TM_PINNED "4k3/4n3/8/8/8/8/8/4R1K1 b - - 0 30"
#define TM_PINNED_TAKE "4k3/1p2n3/2N5/8/8/8/8/4R1K1 b - - 0 30"
#define TM_PINNED_NO_TAKE "4k3/4n3/2N5/8/8/8/8/4R1K1 b - - 0 30"
/* TM_ENDGAME with a black bishop on e5, which can take the pawn on g3. */
#define TM_BISHOP "8/5pk1/6p1/4b3/3R4/6P1/5PK1/3r4 b - - 3 41"

/* 1985, 1993, 2005, 2023, FCE: the articles as the source texts number
 * them (000 Art. 05.01(d), 07.02, 07.03; 003 Art. 5.1 D, 7.2, 7.3; 002
 * Art. 4.3, 4.4 b, 4.5; 001 Art. 4.3.1, 4.3.3, 4.4.3, 4.5). */
static const char *const tm_piece[5] = { "07.02(a)", "7.2 A", "4.3a", "4.3.1", "07.02(a)" };
static const char *const tm_castling[5] = { "05.01(d)", "5.1 D", "4.4b", "4.4.3", "05.01(d)" };
static const char *const tm_both[5] = { "07.02(b)", "7.2 B", "4.3c", "4.3.3", "07.02(b)" };
static const char *const tm_any[5] = { "07.03", "7.3", "4.5", "4.5", "07.03" };

static void
touch (const char *rules, const char *fen, const char *text, AdjTouchMove *t, ChessPosition *pos)
{
  const AdjProfile *profile = adj_profile_lookup (rules);
  g_assert_nonnull (profile);
  g_assert_true (chess_fen_read (pos, fen, NULL));
  if (!adj_touch_move_apply (profile, pos, text, CHESS_LANG_EN, t))
    g_error ("%s: %s in %s: no touch move", rules, text, fen);
  g_assert_cmpint (t->color, ==, CHESS_BLACK);
}

static void
assert_moves (const AdjTouchMove *t, const char *expected)
{
  g_autoptr(GString) got = g_string_new (NULL);
  for (int i = 0; i < t->n_moves; i++)
    {
      char uci[6];
      chess_move_to_uci (t->moves[i], uci);
      g_string_append_printf (got, "%s%s", i ? " " : "", uci);
    }
  g_assert_cmpstr (got->str, ==, expected);
}

static void
assert_piece (const AdjTouchMove *t, ChessPieceType piece, const char *square)
{
  char name[3] = "-";
  if (t->square != CHESS_NO_SQUARE)
    chess_square_name (t->square, name);
  g_assert_cmpstr (name, ==, square);
  g_assert_cmpint (t->piece, ==, piece);
}

static void
test_touch_move_piece (void)
{
  for (int e = 0; editions[e]; e++)
    {
      const char *r = editions[e];
      AdjTouchMove t;
      ChessPosition pos;

      /* Ke3: the only king, however far from e3. */
      touch (r, TM_ENDGAME, "Ke3", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_MOVE_PIECE);
      assert_piece (&t, CHESS_KING, "g7");
      g_assert_false (t.castling);
      assert_moves (&t, "g7f6 g7f8 g7g8 g7h6 g7h7 g7h8");
      g_assert_cmpint (t.decision, ==, ADJ_DECISION_TOUCHED_PIECE_MOVES);
      g_assert_cmpstr (t.article, ==, tm_piece[e]);

      /* Nc5 onto his own pawn: the one knight, on d7. */
      touch (r, TM_KNIGHT, "Nc5", &t, &pos);
      assert_piece (&t, CHESS_KNIGHT, "d7");
      assert_moves (&t, "d7b6 d7b8 d7f6");
      g_assert_cmpstr (t.article, ==, tm_piece[e]);

      /* Two knights: the departure file or rank tells which. */
      touch (r, TM_KNIGHTS, "Nbd7", &t, &pos);
      assert_piece (&t, CHESS_KNIGHT, "b8");
      assert_moves (&t, "b8a6 b8c6");
      touch (r, TM_KNIGHTS, "N6d7", &t, &pos);
      assert_piece (&t, CHESS_KNIGHT, "f6");
      assert_moves (&t, "f6d5 f6e4 f6e8 f6g4 f6h5 f6h7");
      /* …and so do the long form and coordinates. */
      touch (r, TM_KNIGHTS, "Nf6-d7", &t, &pos);
      assert_piece (&t, CHESS_KNIGHT, "f6");
      touch (r, TM_KNIGHTS, "f6d7", &t, &pos);
      assert_piece (&t, CHESS_KNIGHT, "f6");
      assert_moves (&t, "f6d5 f6e4 f6e8 f6g4 f6h5 f6h7");
      g_assert_cmpstr (t.article, ==, tm_piece[e]);

      /* Nd7 alone could be either: undetermined, never a guess. */
      touch (r, TM_KNIGHTS, "Nd7", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_UNDETERMINED);
      g_assert_cmpint (t.square, ==, CHESS_NO_SQUARE);
      g_assert_cmpuint (t.candidates, ==, ((ChessBitboard) 1 << chess_square_parse ("b8"))
                                          | ((ChessBitboard) 1 << chess_square_parse ("f6")));
      g_assert_cmpint (t.n_moves, ==, 0);
      g_assert_cmpstr (t.article, ==, tm_piece[e]);

      /* A departure square with no piece of his on it names none. */
      touch (r, TM_ENDGAME, "a1a2", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_UNDETERMINED);
      g_assert_cmpuint (t.candidates, ==, 0);
    }
}

static void
test_touch_move_castling (void)
{
  for (int e = 0; editions[e]; e++)
    {
      const char *r = editions[e];
      AdjTouchMove t;
      ChessPosition pos;

      /* O-O through an attacked square: another king move, O-O-O included. */
      touch (r, TM_CASTLE, "O-O", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_MOVE_PIECE);
      g_assert_true (t.castling);
      assert_piece (&t, CHESS_KING, "e8");
      assert_moves (&t, "e8c8 e8d7 e8d8 e8e7");
      g_assert_cmpstr (t.article, ==, tm_castling[e]);
      /* The same written as the king's move. */
      touch (r, TM_CASTLE, "e8g8", &t, &pos);
      g_assert_true (t.castling);
      assert_moves (&t, "e8c8 e8d7 e8d8 e8e7");

      /* The king cannot move at all: any legal move. */
      touch (r, TM_START, "O-O", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_ANY_MOVE);
      g_assert_true (t.castling);
      assert_piece (&t, CHESS_KING, "e8");
      g_assert_cmpint (t.n_moves, ==, 0);
      g_assert_cmpstr (t.article, ==, tm_any[e]);
    }
}

static void
test_touch_move_no_move (void)
{
  for (int e = 0; editions[e]; e++)
    {
      const char *r = editions[e];
      AdjTouchMove t;
      ChessPosition pos;

      /* The pinned knight has no legal move: any legal move. */
      touch (r, TM_PINNED, "Nc6", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_ANY_MOVE);
      assert_piece (&t, CHESS_KNIGHT, "e7");
      g_assert_cmpint (t.captured_square, ==, CHESS_NO_SQUARE);
      g_assert_cmpint (t.n_moves, ==, 0);
      g_assert_cmpstr (t.article, ==, tm_any[e]);

      /* It was to take the knight on c6, which b7 can take: that capture. */
      touch (r, TM_PINNED_TAKE, "Nxc6", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_CAPTURE_PIECE);
      assert_piece (&t, CHESS_KNIGHT, "e7");
      g_assert_cmpint (t.captured_square, ==, chess_square_parse ("c6"));
      g_assert_cmpint (t.captured_piece, ==, CHESS_KNIGHT);
      assert_moves (&t, "b7c6");
      g_assert_cmpstr (t.article, ==, tm_both[e]);

      /* Nothing can take it: any legal move. */
      touch (r, TM_PINNED_NO_TAKE, "Nxc6", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_ANY_MOVE);
      g_assert_cmpint (t.captured_square, ==, chess_square_parse ("c6"));
      g_assert_cmpstr (t.article, ==, tm_any[e]);

      /* A capture whose own piece can move: that piece, under the article
       * on pieces of both colours. */
      touch (r, TM_ENDGAME, "Rxg3", &t, &pos);
      g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_MOVE_PIECE);
      assert_piece (&t, CHESS_ROOK, "d1");
      g_assert_cmpint (t.captured_square, ==, chess_square_parse ("g3"));
      assert_moves (&t, "d1a1 d1b1 d1c1 d1d2 d1d3 d1d4 d1e1 d1f1 d1g1 d1h1");
      g_assert_cmpstr (t.article, ==, tm_both[e]);

      /* The rook can move and the bishop can take g3: which piece was
       * touched first decides. 2023 4.3.3, 2005 4.3c and 1993 7.2 B count
       * the own piece first when that is unclear; 1985 07.02(b) has no such
       * rule, so the arbiter must find out. */
      touch (r, TM_BISHOP, "Rxg3", &t, &pos);
      assert_piece (&t, CHESS_ROOK, "d1");
      assert_moves (&t, "d1a1 d1b1 d1c1 d1d2 d1d3 d1d4 d1e1 d1f1 d1g1 d1h1");
      g_assert_cmpstr (t.article, ==, tm_both[e]);
      if (g_str_equal (r, "fide-1985") || g_str_equal (r, "fce"))
        {
          g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_FIRST_TOUCHED_UNKNOWN);
          g_assert_cmpint (t.n_captures, ==, 1);
          g_assert_cmpint (t.captures[0], ==, chess_move_from_uci (&pos, "e5g3"));
        }
      else
        {
          g_assert_cmpint (t.rule, ==, ADJ_TOUCH_MOVE_MOVE_PIECE);
          g_assert_cmpint (t.n_captures, ==, 0);
        }
    }

  /* Nothing to replace: not a move, or no legal move at all. */
  AdjTouchMove t;
  ChessPosition pos;
  const AdjProfile *profile = adj_profile_lookup ("fide-2023");
  g_assert_true (chess_fen_read (&pos, TM_ENDGAME, NULL));
  g_assert_false (adj_touch_move_apply (profile, &pos, "Nz9", CHESS_LANG_EN, &t));
  g_assert_true (chess_fen_read (&pos, MATED, NULL));
  g_assert_false (adj_touch_move_apply (profile, &pos, "Kd7", CHESS_LANG_EN, &t));
}

/* The sentence the players read (and the window shows), word for word. */
static void
test_touch_move_sentence (void)
{
  static const struct {
    const char *rules, *fen, *text;
    ChessLang   lang;
    const char *sentence;
  } cases[] = {
    { "fide-2023", TM_KNIGHT, "Nc5", CHESS_LANG_EN,
      "Black must move the knight on d7 (touch move, Art. 4.3.1): Nb6, Nb8, Nf6." },
    { "fide-2005", TM_KNIGHT, "Nc5", CHESS_LANG_EN,
      "Black must move the knight on d7 (touch move, Art. 4.3a): Nb6, Nb8, Nf6." },
    /* The moves in the scoresheet's letters. */
    { "fide-2023", TM_KNIGHT, "Cc5", CHESS_LANG_CA,
      "Black must move the knight on d7 (touch move, Art. 4.3.1): Cb6, Cb8, Cf6." },
    { "fide-2023", TM_PINNED, "Nc6", CHESS_LANG_EN,
      "Black may make any legal move: the knight on e7 has no legal move (Art. 4.5)." },
    { "fide-1993", TM_PINNED, "Nc6", CHESS_LANG_EN,
      "Black may make any legal move: the knight on e7 has no legal move (Art. 7.3)." },
    { "fide-2023", TM_CASTLE, "O-O", CHESS_LANG_EN,
      "Castling is illegal, so Black must move the king on e8 instead (Art. 4.4.3): O-O-O, Kd7, Kd8, Ke7." },
    { "fide-2005", TM_CASTLE, "O-O", CHESS_LANG_EN,
      "Castling is illegal, so Black must move the king on e8 instead (Art. 4.4b): O-O-O, Kd7, Kd8, Ke7." },
    { "fide-2023", TM_START, "O-O", CHESS_LANG_EN,
      "Castling is illegal and the king on e8 has no legal move: Black may make any legal move (Art. 4.5)." },
    { "fide-2023", TM_PINNED_TAKE, "Nxc6", CHESS_LANG_EN,
      "Black must capture the knight on c6, touched too, because the knight on e7 has no legal move "
      "(touch move, Art. 4.3.3): bxc6." },
    { "fide-2005", TM_PINNED_NO_TAKE, "Nxc6", CHESS_LANG_EN,
      "Black may make any legal move: the knight on e7 has no legal move and the knight on c6 cannot be "
      "captured (Art. 4.5)." },
    { "fide-1985", TM_BISHOP, "Rxg3", CHESS_LANG_EN,
      "The arbiter establishes which piece Black touched first: if the rook on d1, it must be moved "
      "(Ra1, Rb1, Rc1, Rd2, Rd3, Rxd4, Re1, Rf1, Rg1+, Rh1); if the pawn on g3, it must be captured "
      "(Bxg3) (touch move, Art. 07.02(b))." },
    { "fide-1993", TM_BISHOP, "Rxg3", CHESS_LANG_EN,
      "Black must move the rook on d1 (touch move, Art. 7.2 B): Ra1, Rb1, Rc1, Rd2, Rd3, Rxd4, Re1, Rf1, Rg1+, Rh1." },
    { "fide-2023", TM_KNIGHTS, "Nd7", CHESS_LANG_EN,
      "The declared move does not say which knight Black moved (on f6, b8): the arbiter establishes it, "
      "and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." },
    { "fide-2023", TM_ENDGAME, "a1a2", CHESS_LANG_EN,
      "The declared move names no piece Black could have moved: the arbiter establishes which piece was "
      "moved, and Black must move it if it has a legal move (touch move, Art. 4.3.1)." },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const AdjProfile *profile = adj_profile_lookup (cases[i].rules);
      ChessPosition pos;
      AdjTouchMove t;
      g_assert_true (chess_fen_read (&pos, cases[i].fen, NULL));
      g_assert_true (adj_touch_move_apply (profile, &pos, cases[i].text, cases[i].lang, &t));
      g_autofree char *sentence = adj_touch_move_sentence (&t, &pos, cases[i].lang);
      g_assert_cmpstr (sentence, ==, cases[i].sentence);
    }
}

static void
test_touch_move_json (void)
{
  const AdjProfile *profile = adj_profile_lookup ("fide-2023");
  ChessPosition pos;
  AdjTouchMove t;
  g_assert_true (chess_fen_read (&pos, TM_KNIGHT, NULL));
  g_assert_true (adj_touch_move_apply (profile, &pos, "Nc5", CHESS_LANG_EN, &t));
  g_autoptr(JsonNode) node = adj_touch_move_to_json (&t, &pos);
  JsonObject *o = json_node_get_object (node);
  g_assert_true (json_object_get_boolean_member (o, "determined"));
  g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, "move-piece");
  g_assert_cmpstr (json_object_get_string_member (o, "player"), ==, "black");
  g_assert_cmpstr (json_object_get_string_member (o, "piece"), ==, "knight");
  g_assert_cmpstr (json_object_get_string_member (o, "square"), ==, "d7");
  g_assert_false (json_object_get_boolean_member (o, "castling"));
  g_assert_true (json_object_get_null_member (o, "captured"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "candidates")), ==, 0);
  JsonArray *san = json_object_get_array_member (o, "legal_moves");
  JsonArray *uci = json_object_get_array_member (o, "legal_moves_uci");
  static const char *const want_san[] = { "Nb6", "Nb8", "Nf6" };
  static const char *const want_uci[] = { "d7b6", "d7b8", "d7f6" };
  g_assert_cmpuint (json_array_get_length (san), ==, 3);
  g_assert_cmpuint (json_array_get_length (uci), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpstr (json_array_get_string_element (san, i), ==, want_san[i]);
      g_assert_cmpstr (json_array_get_string_element (uci, i), ==, want_uci[i]);
    }
  g_assert_cmpstr (json_object_get_string_member (o, "article"), ==, "4.3.1");

  /* Undetermined: no piece, no square, the squares that could be meant. */
  g_assert_true (chess_fen_read (&pos, TM_KNIGHTS, NULL));
  g_assert_true (adj_touch_move_apply (adj_profile_lookup ("fide-2005"), &pos, "Nd7", CHESS_LANG_EN, &t));
  g_autoptr(JsonNode) undetermined = adj_touch_move_to_json (&t, &pos);
  o = json_node_get_object (undetermined);
  g_assert_false (json_object_get_boolean_member (o, "determined"));
  g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, "undetermined");
  g_assert_true (json_object_get_null_member (o, "piece"));
  g_assert_true (json_object_get_null_member (o, "square"));
  JsonArray *candidates = json_object_get_array_member (o, "candidates");
  g_assert_cmpuint (json_array_get_length (candidates), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (candidates, 0), ==, "f6");
  g_assert_cmpstr (json_array_get_string_element (candidates, 1), ==, "b8");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "legal_moves")), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (o, "article"), ==, "4.3a");

  /* A capture: the opponent's piece touched. */
  g_assert_true (chess_fen_read (&pos, TM_PINNED_TAKE, NULL));
  g_assert_true (adj_touch_move_apply (profile, &pos, "Nxc6", CHESS_LANG_EN, &t));
  g_autoptr(JsonNode) capture = adj_touch_move_to_json (&t, &pos);
  o = json_node_get_object (capture);
  g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, "capture-piece");
  JsonObject *captured = json_object_get_object_member (o, "captured");
  g_assert_cmpstr (json_object_get_string_member (captured, "piece"), ==, "knight");
  g_assert_cmpstr (json_object_get_string_member (captured, "square"), ==, "c6");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (o, "legal_moves"), 0), ==, "bxc6");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "captures")), ==, 0);

  /* 1985: which was touched first is for the arbiter; both choices given. */
  g_assert_true (chess_fen_read (&pos, TM_BISHOP, NULL));
  g_assert_true (adj_touch_move_apply (adj_profile_lookup ("fide-1985"), &pos, "Rxg3", CHESS_LANG_EN, &t));
  g_autoptr(JsonNode) order = adj_touch_move_to_json (&t, &pos);
  o = json_node_get_object (order);
  g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, "first-touched-unknown");
  g_assert_true (json_object_get_boolean_member (o, "determined"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "legal_moves")), ==, 10);
  JsonArray *takes = json_object_get_array_member (o, "captures");
  g_assert_cmpuint (json_array_get_length (takes), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (takes, 0), ==, "Bxg3");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (o, "captures_uci"), 0), ==, "e5g3");
  g_assert_cmpstr (json_object_get_string_member (o, "article"), ==, "07.02(b)");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/judgement/bad-moves-lose", test_bad_moves_lose);
  g_test_add_func ("/adjourn/judgement/opponent-cannot-mate", test_opponent_cannot_mate);
  g_test_add_func ("/adjourn/judgement/cannot-mate-cites-own-letter", test_cannot_mate_cites_own_letter);
  g_test_add_func ("/adjourn/judgement/game-already-over", test_game_already_over);
  g_test_add_func ("/adjourn/judgement/seventy-five-moves", test_seventy_five_moves);
  g_test_add_func ("/adjourn/judgement/legal-moves", test_legal_moves);
  g_test_add_func ("/adjourn/judgement/fivefold", test_fivefold);
  g_test_add_func ("/adjourn/judgement/json", test_json);
  g_test_add_func ("/adjourn/judgement/touch-move/piece", test_touch_move_piece);
  g_test_add_func ("/adjourn/judgement/touch-move/castling", test_touch_move_castling);
  g_test_add_func ("/adjourn/judgement/touch-move/no-move", test_touch_move_no_move);
  g_test_add_func ("/adjourn/judgement/touch-move/sentence", test_touch_move_sentence);
  g_test_add_func ("/adjourn/judgement/touch-move/json", test_touch_move_json);
  return g_test_run ();
}
