/* test-draw.c — draws by rule per edition; can a side still mate?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "chess-draw.h"
#include "chess-fen.h"

static ChessPosition
position (const char *fen)
{
  ChessPosition pos;
  ChessFenResult r;
  if (!chess_fen_read (&pos, fen, &r))
    g_error ("bad test FEN %s: %s", fen, chess_fen_error_id (r.code));
  return pos;
}

/* A YES must come with a series of legal moves that really mates 'side''s
 * opponent: replay it. */
static void
assert_mate_line (const char *fen, ChessColor side)
{
  ChessPosition pos = position (fen);
  ChessMateProof proof;
  ChessAnswer a = chess_draw_can_mate (&pos, side, NULL, &proof);
  if (a != CHESS_ANSWER_YES)
    g_test_message ("%s: no mate found for %s (%ld nodes)", fen, side == CHESS_WHITE ? "white" : "black", proof.nodes);
  g_assert_cmpint (a, ==, CHESS_ANSWER_YES);
  g_assert_cmpint (proof.kind, ==, CHESS_PROOF_SEARCH);
  g_assert_cmpint (proof.n_line, >, 0);
  for (int i = 0; i < proof.n_line; i++)
    {
      g_assert_true (chess_position_is_legal (&pos, proof.line[i]));
      ChessUndo undo;
      chess_position_make (&pos, proof.line[i], &undo);
    }
  g_assert_true (chess_position_is_checkmate (&pos));
  g_assert_cmpint (pos.side, ==, !side);
}

static void
assert_cannot_mate (const char *fen, ChessColor side, ChessProofKind kind)
{
  ChessPosition pos = position (fen);
  ChessMateProof proof;
  g_assert_cmpint (chess_draw_can_mate (&pos, side, NULL, &proof), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (proof.kind, ==, kind);
}

static void
test_material_lists (void)
{
  /* 1985 10.07 / 1993 10.4: exactly these endings, nothing else. */
  static const struct { const char *fen; gboolean listed; } cases[] = {
    { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", TRUE },           /* K v K */
    { "8/8/8/4k3/8/8/8/4K2B w - - 0 1", TRUE },          /* K+B v K */
    { "8/8/8/4k3/8/8/8/4K1n1 w - - 0 1", TRUE },         /* K v K+N */
    { "8/8/8/4k3/8/8/b7/4K2B w - - 0 1", TRUE },         /* bishops on light squares */
    { "8/8/8/4k3/8/8/1b6/4K2B w - - 0 1", FALSE },       /* opposite colours */
    { "8/8/8/4k3/8/8/n7/4K2N w - - 0 1", FALSE },        /* K+N v K+N */
    { "8/8/8/4k3/8/8/8/4K1NN w - - 0 1", FALSE },        /* K+N+N v K */
    { "8/8/8/4k3/8/8/8/4K2R w - - 0 1", FALSE },
    { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", FALSE },
    { "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", FALSE }, /* dead, but not listed */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = position (cases[i].fen);
      g_assert_cmpint (chess_draw_in_material_list (&pos), ==, cases[i].listed);
      ChessAnswer want = cases[i].listed ? CHESS_ANSWER_YES : CHESS_ANSWER_NO;
      g_assert_cmpint (chess_draw_dead_position (&pos, CHESS_EDITION_1985, NULL), ==, want);
      g_assert_cmpint (chess_draw_dead_position (&pos, CHESS_EDITION_1993, NULL), ==, want);
    }
}

static void
test_cannot_mate_proved (void)
{
  assert_cannot_mate ("8/8/8/4k3/8/8/8/4K3 w - - 0 1", CHESS_WHITE, CHESS_PROOF_MATERIAL);
  assert_cannot_mate ("8/8/8/4k3/8/8/8/4K2N w - - 0 1", CHESS_WHITE, CHESS_PROOF_MATERIAL);
  assert_cannot_mate ("8/8/8/4k3/8/8/8/4K2N w - - 0 1", CHESS_BLACK, CHESS_PROOF_MATERIAL);
  /* Bishops all on light squares: no mate, whatever heavy pieces the
   * defender has to block itself with. */
  assert_cannot_mate ("8/8/8/4k3/8/8/b7/4K2B w - - 0 1", CHESS_WHITE, CHESS_PROOF_MATERIAL);
  assert_cannot_mate ("r6q/8/8/4k3/8/8/8/3BKB2 w - - 0 1", CHESS_WHITE, CHESS_PROOF_MATERIAL);
  /* Locked pawns and kings that cannot reach an unprotected pawn. */
  assert_cannot_mate ("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", CHESS_WHITE, CHESS_PROOF_LOCKED_PAWNS);
  assert_cannot_mate ("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", CHESS_BLACK, CHESS_PROOF_LOCKED_PAWNS);
}

static void
test_mate_found (void)
{
  assert_mate_line ("8/8/8/4k3/8/8/8/4K2R w - - 0 1", CHESS_WHITE);
  /* A knight each: only a helpmate, but one exists. */
  assert_mate_line ("8/8/8/4k3/8/8/n7/4K2N w - - 0 1", CHESS_WHITE);
  assert_mate_line ("8/8/8/4k3/8/8/n7/4K2N w - - 0 1", CHESS_BLACK);
  /* Bishops on opposite colours. */
  assert_mate_line ("8/8/8/4k3/8/8/1b6/4K2B w - - 0 1", CHESS_WHITE);
  /* A pawn that can promote. */
  assert_mate_line ("8/8/4k3/8/8/8/3PK3/8 w - - 0 1", CHESS_WHITE);
  /* From the start, either side. */
  assert_mate_line ("startpos", CHESS_BLACK);
}

/* Never a guess: with no budget, what is not proved by material is unknown. */
static void
test_unknown_is_honest (void)
{
  ChessPosition pos = position ("r1bqkbnr/pppppppp/n7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  ChessMateLimits tiny = { .max_nodes = 1, .max_plies = 1 };
  ChessMateProof proof;
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_WHITE, &tiny, &proof), ==, CHESS_ANSWER_UNKNOWN);
  g_assert_cmpint (proof.kind, ==, CHESS_PROOF_NONE);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_2023, &tiny), ==, CHESS_ANSWER_UNKNOWN);
  /* A lone king is proved by material whatever the budget. */
  pos = position ("8/8/8/4k3/8/8/8/4K2Q w - - 0 1");
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_BLACK, &tiny, &proof), ==, CHESS_ANSWER_NO);
}

static void
test_editions_differ (void)
{
  /* Locked pawns: dead in 2005/2023, not in the 1985/1993 lists. */
  ChessPosition locked = position ("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
  g_assert_cmpint (chess_draw_dead_position (&locked, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_dead_position (&locked, CHESS_EDITION_2005, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_dead_position (&locked, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_NO);

  /* K+N v K+R, the rook's side would win on time: 1993 10.5 asks only
   * whether the would-be winner has a bare king; 2005/2023 whether he can
   * mate at all (he can, by a helpmate); 1985 the list. */
  ChessPosition pos = position ("8/8/8/4k3/8/8/8/r3K2N w - - 0 1");
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1993, NULL), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_NO);
  /* K+N v K: the knight cannot mate a bare king. */
  pos = position ("8/8/8/4k3/8/8/8/4K2N w - - 0 1");
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_2005, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1993, NULL), ==, CHESS_ANSWER_NO);
  /* Black, with a bare king, cannot win under any edition. */
  for (int e = 0; e < CHESS_N_EDITIONS; e++)
    g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_BLACK, (ChessEdition) e, NULL), ==, CHESS_ANSWER_YES);
}

static void
play (ChessGame *game, const char *const *uci)
{
  for (; *uci; uci++)
    {
      ChessMove m = chess_move_from_uci (chess_game_position (game), *uci);
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      g_assert_true (chess_game_push (game, m));
    }
}

static void
test_repetition_and_move_counts (void)
{
  static const char *const shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8", NULL };
  ChessGame game;
  ChessDrawStatus st;
  chess_game_init (&game);

  play (&game, shuffle);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 2);
  g_assert_false (st.flags & CHESS_DRAW_CLAIM_REPETITION);
  play (&game, shuffle);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 3);
  g_assert_true (st.flags & CHESS_DRAW_CLAIM_REPETITION);
  g_assert_false (st.flags & CHESS_DRAW_FIVEFOLD);
  play (&game, shuffle);
  play (&game, shuffle);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 5);
  g_assert_true (st.flags & CHESS_DRAW_FIVEFOLD);
  /* Fivefold is automatic only from the 2014 Laws on. */
  chess_draw_game_status (&game, CHESS_EDITION_2005, NULL, &st);
  g_assert_false (st.flags & CHESS_DRAW_FIVEFOLD);
  g_assert_true (st.flags & CHESS_DRAW_CLAIM_REPETITION);
  chess_game_clear (&game);

  /* 50 and 75 moves without a capture or a pawn move. */
  ChessPosition start = position ("8/8/8/4k3/8/8/8/R3K3 w - - 98 120");
  chess_game_init (&game);
  chess_game_reset (&game, &start);
  play (&game, (const char *const[]) { "a1a2", NULL });
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.halfmove_clock, ==, 99);
  g_assert_false (st.flags & CHESS_DRAW_CLAIM_FIFTY);
  play (&game, (const char *const[]) { "e5e6", NULL });
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_true (st.flags & CHESS_DRAW_CLAIM_FIFTY);
  g_assert_false (st.flags & CHESS_DRAW_SEVENTY_FIVE);
  chess_game_clear (&game);

  start = position ("8/8/8/4k3/8/8/8/R3K3 w - - 149 150");
  chess_game_init (&game);
  chess_game_reset (&game, &start);
  play (&game, (const char *const[]) { "a1a2", NULL });
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_true (st.flags & CHESS_DRAW_SEVENTY_FIVE);
  chess_draw_game_status (&game, CHESS_EDITION_1993, NULL, &st);
  g_assert_false (st.flags & CHESS_DRAW_SEVENTY_FIVE);
  g_assert_true (st.flags & CHESS_DRAW_CLAIM_FIFTY);
  chess_game_clear (&game);
}

/* 1985 10.09: a hundred moves in three endings, fifty everywhere else. */
static void
test_hundred_move_endings (void)
{
  static const struct { const char *fen; int plies_1985; } cases[] = {
    { "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", 100 },
    { "4k3/3r4/8/8/8/8/8/RB2K3 w - - 0 1", 200 },      /* (a) K+R+B v K+R */
    { "4k3/3rb3/8/8/8/8/8/R3K3 w - - 0 1", 200 },      /* (a), colours swapped */
    { "4k3/8/8/8/8/3p4/3N4/4K1N1 w - - 0 1", 100 },    /* (b) but the pawn has passed d4 */
    { "4k3/8/8/8/3p4/3N4/8/4K1N1 w - - 0 1", 200 },    /* (b) pawn on d4, blocked by a knight */
    { "4k3/8/8/8/3p4/8/3N4/4K1N1 w - - 0 1", 100 },    /* (b) but not blocked */
    { "4k1n1/8/3n4/3P4/8/8/8/4K3 w - - 0 1", 200 },    /* (b) white pawn on d5, black knights */
    { "4k3/8/8/8/8/p7/P7/R3K1b1 w - - 0 1", 200 },     /* (c)(I) a2/a3, bishop on dark squares like a3 */
    { "4k3/8/8/8/8/p7/P7/R3K2b w - - 0 1", 100 },      /* ... but a light-squared bishop */
    { "4k3/8/8/8/8/7p/7P/R3K2b w - - 0 1", 200 },      /* (c)(II) h2/h3, light-squared bishop */
    { "4k2r/7p/7P/8/8/8/8/4K1B1 w - - 0 1", 200 },     /* (c)(III) colours changed: h7/h6, dark bishop */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = position (cases[i].fen);
      int got = chess_draw_fifty_move_plies (&pos, CHESS_EDITION_1985);
      if (got != cases[i].plies_1985)
        g_test_message ("%s: %d", cases[i].fen, got);
      g_assert_cmpint (got, ==, cases[i].plies_1985);
      for (int e = CHESS_EDITION_1993; e < CHESS_N_EDITIONS; e++)
        g_assert_cmpint (chess_draw_fifty_move_plies (&pos, (ChessEdition) e), ==, 100);
    }
}

static void
test_game_over_states (void)
{
  ChessGame game;
  ChessDrawStatus st;
  ChessPosition stalemate = position ("7k/8/6QK/8/8/8/8/8 b - - 0 1");
  chess_game_init (&game);
  chess_game_reset (&game, &stalemate);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_true (st.flags & CHESS_DRAW_STALEMATE);
  g_assert_false (st.checkmate);

  ChessPosition mate = position ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
  chess_game_reset (&game, &mate);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_true (st.checkmate);
  g_assert_false (st.flags & (CHESS_DRAW_STALEMATE | CHESS_DRAW_DEAD));
  chess_game_clear (&game);
}

static void
test_edition_ids (void)
{
  for (int e = 0; e < CHESS_N_EDITIONS; e++)
    {
      ChessEdition back;
      g_assert_true (chess_edition_parse (chess_edition_id ((ChessEdition) e), &back));
      g_assert_cmpint (back, ==, e);
    }
  ChessEdition unused;
  g_assert_false (chess_edition_parse ("2014", &unused));
  g_assert_false (chess_edition_parse (NULL, &unused));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/draw/material-lists", test_material_lists);
  g_test_add_func ("/chess/draw/cannot-mate-proved", test_cannot_mate_proved);
  g_test_add_func ("/chess/draw/mate-found", test_mate_found);
  g_test_add_func ("/chess/draw/unknown-is-honest", test_unknown_is_honest);
  g_test_add_func ("/chess/draw/editions-differ", test_editions_differ);
  g_test_add_func ("/chess/draw/repetition-and-move-counts", test_repetition_and_move_counts);
  g_test_add_func ("/chess/draw/hundred-move-endings", test_hundred_move_endings);
  g_test_add_func ("/chess/draw/game-over-states", test_game_over_states);
  g_test_add_func ("/chess/draw/edition-ids", test_edition_ids);
  return g_test_run ();
}
