/* test-draw.c — draws by rule per edition; can a side still mate?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "can-mate-sample.h"

/* A YES must come with a series of legal moves that really mates 'side''s
 * opponent: replay it. */
static void
replay_line (ChessPosition pos, ChessColor side, const ChessMateProof *proof)
{
  g_assert_cmpint (proof->kind, ==, CHESS_PROOF_SEARCH);
  g_assert_cmpint (proof->n_line, >, 0);
  for (int i = 0; i < proof->n_line; i++)
    {
      g_assert_true (chess_position_is_legal (&pos, proof->line[i]));
      ChessUndo undo;
      chess_position_make (&pos, proof->line[i], &undo);
    }
  g_assert_true (chess_position_is_checkmate (&pos));
  g_assert_cmpint (pos.side, ==, !side);
}

static void
assert_mate_line (const char *fen, ChessColor side)
{
  ChessPosition pos = can_mate_position (fen);
  ChessMateProof proof;
  ChessAnswer a = chess_draw_can_mate (&pos, side, NULL, &proof);
  if (a != CHESS_ANSWER_YES)
    g_test_message ("%s: no mate found for %s (%ld nodes)", fen, side == CHESS_WHITE ? "white" : "black", proof.nodes);
  g_assert_cmpint (a, ==, CHESS_ANSWER_YES);
  replay_line (pos, side, &proof);
}

static void
assert_cannot_mate (const char *fen, ChessColor side, ChessProofKind kind)
{
  ChessPosition pos = can_mate_position (fen);
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
      ChessPosition pos = can_mate_position (cases[i].fen);
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
  ChessPosition pos = can_mate_position ("r1bqkbnr/pppppppp/n7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  ChessMateLimits tiny = { .max_nodes = 1, .max_plies = 1 };
  ChessMateProof proof;
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_WHITE, &tiny, &proof), ==, CHESS_ANSWER_UNKNOWN);
  g_assert_cmpint (proof.kind, ==, CHESS_PROOF_NONE);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_2023, &tiny), ==, CHESS_ANSWER_UNKNOWN);
  /* A lone king is proved by material whatever the budget. */
  pos = can_mate_position ("8/8/8/4k3/8/8/8/4K2Q w - - 0 1");
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_BLACK, &tiny, &proof), ==, CHESS_ANSWER_NO);
}

static void
test_editions_differ (void)
{
  /* Locked pawns: dead in 2005/2023, not in the 1985/1993 lists. */
  ChessPosition locked = can_mate_position ("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
  g_assert_cmpint (chess_draw_dead_position (&locked, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_dead_position (&locked, CHESS_EDITION_2005, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_dead_position (&locked, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_NO);

  /* Bishops all on one colour, but more than the list's one each: dead in
   * 2005/2023, not listed in 1985/1993. */
  ChessPosition bishops = can_mate_position ("4k3/8/8/8/8/8/b7/3BKB2 w - - 0 1");
  g_assert_cmpint (chess_draw_dead_position (&bishops, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_dead_position (&bishops, CHESS_EDITION_1993, NULL), ==, CHESS_ANSWER_NO);
  /* Every listed ending is dead in 2005/2023 too. */
  static const char *const listed[] = {
    "8/8/8/4k3/8/8/8/4K3 b - - 0 1", "8/8/3b4/4k3/8/8/8/4K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/2N1K3 b - - 0 1", "8/8/2b5/4k3/8/8/8/4K2B w - - 0 1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (listed); i++)
    {
      ChessPosition pos = can_mate_position (listed[i]);
      for (int e = 0; e < CHESS_N_EDITIONS; e++)
        g_assert_cmpint (chess_draw_dead_position (&pos, (ChessEdition) e, NULL), ==, CHESS_ANSWER_YES);
    }

  /* K+N (white) v K+R (black), the knight's side would win: 1993 10.5 asks
   * only whether it has a bare king; 2005/2023 whether it can mate at all
   * (it can, by a helpmate); 1985 the list. */
  ChessPosition pos = can_mate_position ("8/8/8/4k3/8/8/8/r3K2N w - - 0 1");
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1993, NULL), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_NO);
  /* K+N v K: the knight cannot mate a bare king. */
  pos = can_mate_position ("8/8/8/4k3/8/8/8/4K2N w - - 0 1");
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_2005, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_YES);
  /* 1993: 10.5 alone would let the knight win, but the ending is in the
   * 10.4 list, drawn already. */
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, CHESS_EDITION_1993, NULL), ==, CHESS_ANSWER_YES);
  /* Black, with a bare king, cannot win under any edition. */
  for (int e = 0; e < CHESS_N_EDITIONS; e++)
    g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_BLACK, (ChessEdition) e, NULL), ==, CHESS_ANSWER_YES);

  /* A bare king against K+R: 1985 has no exception for it (the rook's side
   * loses on time or by an illegal sealed move), 1993 10.5 and 2005/2023
   * (the king cannot mate) make it a draw. */
  pos = can_mate_position ("8/8/8/4k3/8/8/8/4K2R w - - 0 1");
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_BLACK, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_BLACK, CHESS_EDITION_1993, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_BLACK, CHESS_EDITION_2005, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_BLACK, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_YES);
  for (int e = 0; e < CHESS_N_EDITIONS; e++)
    g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, (ChessEdition) e, NULL), ==, CHESS_ANSWER_NO);

  /* K+N v K+P: 1993 lets the knight win (the pawn's side has more than a
   * king); 2005/2023 too, because a mate exists (the pawn blocks its own
   * king); 1985 has no exception. */
  pos = can_mate_position ("8/8/8/4k3/4p3/8/8/4K2N w - - 0 1");
  for (int e = 0; e < CHESS_N_EDITIONS; e++)
    g_assert_cmpint (chess_draw_cannot_win (&pos, CHESS_WHITE, (ChessEdition) e, NULL), ==, CHESS_ANSWER_NO);
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
  ChessPosition start = can_mate_position ("8/8/8/4k3/8/8/8/R3K3 w - - 98 120");
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

  start = can_mate_position ("8/8/8/4k3/8/8/8/R3K3 w - - 149 150");
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
  /* Through the game status: K+R+B v K+R after 60 moves each. */
  ChessGame game;
  ChessDrawStatus st;
  ChessPosition rook_bishop = can_mate_position ("4k3/3r4/8/8/8/8/8/RB2K3 w - - 120 100");
  chess_game_init (&game);
  chess_game_reset (&game, &rook_bishop);
  chess_draw_game_status (&game, CHESS_EDITION_1985, NULL, &st);
  g_assert_cmpint (st.fifty_plies, ==, 200);
  g_assert_false (st.flags & CHESS_DRAW_CLAIM_FIFTY);
  chess_draw_game_status (&game, CHESS_EDITION_1993, NULL, &st);
  g_assert_cmpint (st.fifty_plies, ==, 100);
  g_assert_true (st.flags & CHESS_DRAW_CLAIM_FIFTY);
  chess_game_clear (&game);

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
      ChessPosition pos = can_mate_position (cases[i].fen);
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
  ChessPosition stalemate = can_mate_position ("7k/8/6QK/8/8/8/8/8 b - - 0 1");
  chess_game_init (&game);
  chess_game_reset (&game, &stalemate);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_true (st.flags & CHESS_DRAW_STALEMATE);
  g_assert_false (st.checkmate);

  ChessPosition mate = can_mate_position ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
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

/* Material alone, one fixed placement each: the answer for White and for
 * Black, never unknown, every yes with a mating line that replays. */
static void
test_material_only (void)
{
  enum { N = CHESS_ANSWER_NO, Y = CHESS_ANSWER_YES };
  static const struct { const char *fen; int white, black; } cases[] = {
    { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", N, N },      /* K v K */
    { "8/8/8/4k3/8/8/8/4KB2 w - - 0 1", N, N },     /* K+B v K */
    { "8/8/8/4k3/8/8/8/4K1N1 b - - 0 1", N, N },    /* K+N v K */
    { "8/8/2n5/4k3/8/8/8/4K3 w - - 0 1", N, N },    /* K v K+N */
    { "8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", Y, N },   /* K+B+B (both colours) v K */
    { "8/8/8/4k3/8/8/8/3BKB2 w - - 0 1", N, N },    /* K+B+B, one colour, v K */
    { "8/8/8/4k3/8/8/8/4KNN1 w - - 0 1", Y, N },    /* K+N+N v K: a helpmate only */
    { "8/8/8/4k3/8/8/8/2B1K1N1 w - - 0 1", Y, N },  /* K+B+N v K */
    { "8/8/8/4k3/8/8/8/4K2R w - - 0 1", Y, N },     /* K+R v K */
    { "8/8/8/4k3/8/8/8/3QK3 b - - 0 1", Y, N },     /* K+Q v K */
    { "8/8/2b5/4k3/8/8/8/4KB2 w - - 0 1", N, N },   /* K+B v K+B, same colour */
    { "8/8/3b4/4k3/8/8/8/4KB2 w - - 0 1", Y, Y },   /* K+B v K+B, opposite colours */
    { "8/8/2n5/4k3/8/8/8/4K1N1 w - - 0 1", Y, Y },  /* K+N v K+N */
    { "8/8/2n5/4k3/8/8/8/4KB2 w - - 0 1", Y, Y },   /* K+B v K+N */
    { "8/8/2n5/4k3/8/8/8/4K2R w - - 0 1", Y, Y },   /* K+R v K+N */
    { "8/8/8/4k3/4p3/8/8/4K1N1 w - - 0 1", Y, Y },  /* K+N v K+P */
    { "8/8/8/4k3/4p3/8/8/4KB2 w - - 0 1", Y, Y },   /* K+B v K+P */
    { "8/4p3/8/4k3/8/8/8/4KB2 b - - 0 1", Y, Y },   /* ... the pawn far back */
    { "8/8/4k3/8/8/8/3PK3/8 w - - 0 1", Y, N },     /* K+P v K: it promotes */
    { "r6q/8/8/4k3/8/8/8/3BKB2 w - - 0 1", N, Y },  /* light bishops v K+R+Q */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int side = 0; side < 2; side++)
      {
        int want = side == CHESS_WHITE ? cases[i].white : cases[i].black;
        ChessPosition pos = can_mate_position (cases[i].fen);
        ChessMateProof proof;
        ChessAnswer got = chess_draw_can_mate (&pos, (ChessColor) side, NULL, &proof);
        if (got != (ChessAnswer) want)
          g_test_message ("%s, %s: %d", cases[i].fen, side ? "black" : "white", got);
        g_assert_cmpint (got, ==, want);
        if (want == Y)
          replay_line (pos, (ChessColor) side, &proof);
        else
          g_assert_cmpint (proof.kind, ==, CHESS_PROOF_MATERIAL);
      }
}

/* Random placements of small material: the proved kinds of material are
 * always no; the others are decided (yes with a line, or no by proof) —
 * except that a lone minor piece mating a king whose pawn must first
 * promote into a blocker (a long helpmate) may be left unknown. */
static void
test_material_random (void)
{
  static const struct { const char *white, *black; gboolean proved_dead, white_may_be_unknown; } sets[] = {
    { "", "", TRUE, FALSE }, { "B", "", TRUE, FALSE }, { "", "n", TRUE, FALSE }, { "N", "", TRUE, FALSE },
    { "B", "b", FALSE, FALSE }, /* same or opposite colours: the placement decides */
    { "N", "n", FALSE, FALSE }, { "R", "", FALSE, FALSE }, { "R", "n", FALSE, FALSE },
    { "N", "p", FALSE, TRUE }, { "B", "p", FALSE, TRUE },
  };
  GRand *rand = g_rand_new_with_seed (1985);
  /* small enough to keep the test fast, large enough for these endings */
  const ChessMateLimits limits = { .max_nodes = 40000 };
  int decided = 0, unknown = 0, placed = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    /* the long helpmates are the slow ones: fewer of them */
    for (int n = 0; n < (sets[s].white_may_be_unknown ? 4 : 12); n++, placed++)
      {
        char fen[100];
        ChessPosition pos;
        ChessFenResult r;
        /* place the kings and pieces on distinct random squares until the
         * FEN reader accepts the position */
        do
          {
            char board[64];
            memset (board, 0, sizeof board);
            char pieces[8];
            g_snprintf (pieces, sizeof pieces, "Kk%s%s", sets[s].white, sets[s].black);
            for (const char *p = pieces; *p; p++)
              {
                int sq;
                do
                  sq = g_rand_int_range (rand, 0, 64);
                while (board[sq] != 0);
                board[sq] = *p;
              }
            g_autofree char *text = can_mate_board_fen (board, g_rand_boolean (rand));
            g_strlcpy (fen, text, sizeof fen);
          }
        while (!chess_fen_read (&pos, fen, &r));

        for (int side = 0; side < 2; side++)
          {
            ChessMateProof proof;
            ChessAnswer got = chess_draw_can_mate (&pos, (ChessColor) side, &limits, &proof);
            if (got == CHESS_ANSWER_UNKNOWN || (sets[s].proved_dead && got != CHESS_ANSWER_NO))
              g_test_message ("%s, %s: %d", fen, side ? "black" : "white", got);
            if (got == CHESS_ANSWER_UNKNOWN && side == CHESS_WHITE && sets[s].white_may_be_unknown)
              {
                g_assert_cmpint (proof.kind, ==, CHESS_PROOF_NONE);
                unknown++;
                continue;
              }
            g_assert_cmpint (got, !=, CHESS_ANSWER_UNKNOWN);
            if (sets[s].proved_dead)
              g_assert_cmpint (got, ==, CHESS_ANSWER_NO);
            if (got == CHESS_ANSWER_YES && proof.kind == CHESS_PROOF_SEARCH)
              replay_line (pos, (ChessColor) side, &proof);
            decided++;
          }
      }
  g_assert_cmpint (decided + unknown, ==, 2 * placed);
  g_test_message ("%d decided, %d unknown", decided, unknown);
  g_rand_free (rand);
}

/* Positions where the game is over already, and a forced capture. */
static void
test_over_and_forced (void)
{
  ChessMateProof proof;
  /* White mated: Black has mated (yes, nothing to play), White cannot. */
  ChessPosition pos = can_mate_position ("8/8/8/8/8/5k2/6q1/7K w - - 0 1");
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_BLACK, NULL, &proof), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (proof.kind, ==, CHESS_PROOF_GAME_OVER);
  g_assert_cmpint (proof.n_line, ==, 0);
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_WHITE, NULL, &proof), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (proof.kind, ==, CHESS_PROOF_GAME_OVER);
  g_assert_cmpint (chess_draw_is_dead (&pos, NULL, NULL), ==, CHESS_ANSWER_NO);
  /* Stalemate: nobody mates; dead under every reading. */
  pos = can_mate_position ("7k/8/6QK/8/8/8/8/8 b - - 0 1");
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (chess_draw_can_mate (&pos, (ChessColor) side, NULL, &proof), ==, CHESS_ANSWER_NO);
      g_assert_cmpint (proof.kind, ==, CHESS_PROOF_GAME_OVER);
    }
  g_assert_cmpint (chess_draw_is_dead (&pos, NULL, NULL), ==, CHESS_ANSWER_YES);
  /* White, checked by the knight, can only take it (the king is boxed in
   * by its bishop and the black king): K+B v K follows, so neither side can
   * ever mate — proved by trying every move. Dead in 2005/2023; not a
   * listed ending in 1985/1993 (K+B v K+N). */
  pos = can_mate_position ("8/8/8/8/8/1k6/2n5/KB6 w - - 0 1");
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (chess_draw_can_mate (&pos, (ChessColor) side, NULL, &proof), ==, CHESS_ANSWER_NO);
      g_assert_cmpint (proof.kind, ==, CHESS_PROOF_FORCED);
    }
  g_assert_cmpint (chess_draw_dead_position (&pos, CHESS_EDITION_2023, NULL), ==, CHESS_ANSWER_YES);
  g_assert_cmpint (chess_draw_dead_position (&pos, CHESS_EDITION_1985, NULL), ==, CHESS_ANSWER_NO);
  /* The same without the boxing bishop: the king walks away, and K+B v K+N
   * has mates for both. */
  pos = can_mate_position ("8/8/8/8/8/1k6/2n5/K6B w - - 0 1");
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_BLACK, NULL, &proof), ==, CHESS_ANSWER_YES);
}

/* FIDE 9.2.2 through the game record: an en passant square that no legal
 * capture uses does not make a position different; lost castling rights do. */
static void
test_repetition_identity (void)
{
  static const char *const shuffle[] = { "a8b6", "g1f3", "b6a8", "f3g1", NULL };
  ChessGame game;
  ChessDrawStatus st;
  chess_game_init (&game);

  /* e2-e4 passes the d4 pawn, which may not take: pinned on the d-file. */
  ChessPosition pinned = can_mate_position ("n2k4/8/8/8/3p4/8/4P3/3RK1N1 w - - 0 1");
  chess_game_reset (&game, &pinned);
  play (&game, (const char *const[]) { "e2e4", NULL });
  play (&game, shuffle);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 2);

  /* The same with the rook on c1: the capture is legal, so the position
   * right after e2-e4 was a different one. */
  ChessPosition free = can_mate_position ("n2k4/8/8/8/3p4/8/4P3/2R1K1N1 w - - 0 1");
  chess_game_reset (&game, &free);
  play (&game, (const char *const[]) { "e2e4", NULL });
  play (&game, shuffle);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 1);
  play (&game, shuffle);
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 2);

  /* Castling rights: the rook goes to g1 and back, the start's placement
   * returns without White's short castling. */
  chess_game_reset (&game, NULL);
  play (&game, (const char *const[]) { "g1f3", "g8f6", "h1g1", "f6g8", "g1h1", "b8c6", "f3g1", "c6b8", NULL });
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_cmpint (st.repetitions, ==, 1);
  g_assert_cmpint (chess_game_repetition_count (&game, 4), ==, 1);
  chess_game_clear (&game);
}

/* 2023 9.6.2: a mate on the move that completes the 75 moves stands; and a
 * game played on past an automatic end ended there. */
static void
test_automatic_end (void)
{
  ChessGame game;
  ChessDrawStatus st;
  unsigned flags;
  chess_game_init (&game);

  ChessPosition mate_in_one = can_mate_position ("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
  chess_game_reset (&game, &mate_in_one);
  play (&game, (const char *const[]) { "a1a8", NULL });
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_true (st.checkmate);
  g_assert_cmpint (st.halfmove_clock, ==, 150);
  g_assert_false (st.flags & CHESS_DRAW_SEVENTY_FIVE);
  g_assert_cmpint (chess_draw_game_automatic_end (&game, CHESS_EDITION_2023, &flags), ==, -1);
  g_assert_cmpuint (flags, ==, 0);

  /* Not mate: the 75 moves end the game at that position. */
  chess_game_reset (&game, &mate_in_one);
  play (&game, (const char *const[]) { "a1a2", "h8g8", "a2a1", NULL });
  g_assert_cmpint (chess_draw_game_automatic_end (&game, CHESS_EDITION_2023, &flags), ==, 1);
  g_assert_cmpuint (flags, ==, CHESS_DRAW_SEVENTY_FIVE);
  for (int e = CHESS_EDITION_1985; e < CHESS_EDITION_2023; e++)
    g_assert_cmpint (chess_draw_game_automatic_end (&game, (ChessEdition) e, &flags), ==, -1);

  /* Fifth occurrence of the start position after four shuffles, then play
   * goes on: the game ended at ply 16. */
  static const char *const shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8", NULL };
  chess_game_reset (&game, NULL);
  for (int i = 0; i < 4; i++)
    play (&game, shuffle);
  play (&game, (const char *const[]) { "e2e4", "e7e5", NULL });
  chess_draw_game_status (&game, CHESS_EDITION_2023, NULL, &st);
  g_assert_false (st.flags & CHESS_DRAW_FIVEFOLD);
  g_assert_cmpint (chess_draw_game_automatic_end (&game, CHESS_EDITION_2023, &flags), ==, 16);
  g_assert_cmpuint (flags, ==, CHESS_DRAW_FIVEFOLD);
  g_assert_cmpint (chess_draw_game_automatic_end (&game, CHESS_EDITION_2005, NULL), ==, -1);
  chess_game_clear (&game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/draw/material-lists", test_material_lists);
  g_test_add_func ("/chess/draw/cannot-mate-proved", test_cannot_mate_proved);
  g_test_add_func ("/chess/draw/mate-found", test_mate_found);
  g_test_add_func ("/chess/draw/material-only", test_material_only);
  g_test_add_func ("/chess/draw/material-random", test_material_random);
  g_test_add_func ("/chess/draw/over-and-forced", test_over_and_forced);
  g_test_add_func ("/chess/draw/unknown-is-honest", test_unknown_is_honest);
  g_test_add_func ("/chess/draw/editions-differ", test_editions_differ);
  g_test_add_func ("/chess/draw/repetition-and-move-counts", test_repetition_and_move_counts);
  g_test_add_func ("/chess/draw/hundred-move-endings", test_hundred_move_endings);
  g_test_add_func ("/chess/draw/repetition-identity", test_repetition_identity);
  g_test_add_func ("/chess/draw/automatic-end", test_automatic_end);
  g_test_add_func ("/chess/draw/game-over-states", test_game_over_states);
  g_test_add_func ("/chess/draw/edition-ids", test_edition_ids);
  return g_test_run ();
}
