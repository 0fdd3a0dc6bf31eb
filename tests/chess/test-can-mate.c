/* test-can-mate.c — "can this side still mate?": never wrong, on the sample and beyond
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answers of chess_draw_can_mate() decide flag falls and resignations
 * (2023 6.9, 5.1.2, I.8): a "no" where a mate exists, or a "yes" without a
 * series that mates, is never allowed; "unknown" is. The rate of unknowns
 * and the time are the benchmark's business (tests/bench/bench-can-mate).
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "can-mate-sample.h"
#include "chess-bitboard.h"
#include "chess-mate.h"

/* Every labelled case of the sample (2,000, half of them hard), with a
 * smaller node limit than the default so that the test stays quick: no
 * answer may contradict the label, and every yes must come with a series
 * of legal moves that mates. */
static void
test_sample_never_wrong (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "can-mate-sample.jsonl", NULL);
  GArray *cases = can_mate_sample_load (path);
  const ChessMateLimits limits = { .max_nodes = 20000 };
  guint yes = 0, no = 0, unknown = 0;

  g_assert_nonnull (cases);
  g_assert_cmpuint (cases->len, ==, 2000);
  for (guint i = 0; i < cases->len; i++)
    {
      CanMateCase *c = &g_array_index (cases, CanMateCase, i);
      ChessMateProof proof;
      ChessAnswer got = chess_draw_can_mate (&c->pos, c->side, &limits, &proof);

      if ((got == CHESS_ANSWER_NO && c->yes) || (got == CHESS_ANSWER_YES && !c->yes))
        g_error ("line %u (%s, %s): answered %s, the label says %s", c->line, c->fen,
                 c->side == CHESS_WHITE ? "white" : "black", got == CHESS_ANSWER_YES ? "yes" : "no",
                 c->yes ? "yes" : "no");
      if (got == CHESS_ANSWER_YES && !chess_draw_proof_mates (&c->pos, c->side, &proof))
        g_error ("line %u (%s): the series given does not mate", c->line, c->fen);
      if (got == CHESS_ANSWER_UNKNOWN)
        g_assert_cmpint (proof.kind, ==, CHESS_PROOF_NONE);
      yes += got == CHESS_ANSWER_YES;
      no += got == CHESS_ANSWER_NO;
      unknown += got == CHESS_ANSWER_UNKNOWN;
    }
  g_test_message ("%u yes, %u no, %u unknown (node limit %ld)", yes, no, unknown, limits.max_nodes);
  can_mate_sample_free (cases);
}

/* Each kind of proof of "no", on a position of its own (from the sample). */
static void
test_proofs_of_no (void)
{
  static const struct { const char *fen; ChessColor side; ChessProofKind kind; } cases[] = {
    /* the pawn wall is shut; the bishops live behind it */
    { "4k3/8/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/4KB2 w - -", CHESS_WHITE, CHESS_PROOF_FORTRESS },
    /* the same with a bishop each side of the wall */
    { "4kb2/8/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/4KB2 b - -", CHESS_WHITE, CHESS_PROOF_FORTRESS },
    /* the bishops roam, but White's king only steps between h3 and h4:
     * followed alone, the kings and pawns never allow a mate */
    { "8/8/k6p/5p1P/3b1p2/5PpK/6P1/8 w - -", CHESS_BLACK, CHESS_PROOF_SKELETON },
    /* a bishop and pawns against pawns: every position they can reach
     * was looked at */
    { "5brk/4p1p1/3pP1P1/1B1P2p1/3p4/3P2p1/5KP1/8 w - -", CHESS_WHITE, CHESS_PROOF_EXHAUSTED },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      ChessMateProof proof;
      ChessAnswer got = chess_draw_can_mate (&pos, cases[i].side, NULL, &proof);
      if (got != CHESS_ANSWER_NO || proof.kind != cases[i].kind)
        g_test_message ("%s: answer %d, kind %d", cases[i].fen, got, proof.kind);
      g_assert_cmpint (got, ==, CHESS_ANSWER_NO);
      g_assert_cmpint (proof.kind, ==, cases[i].kind);
      g_assert_cmpint (proof.n_line, ==, 0);
    }
}

/* K+N against K+Q: the material proof rests on there being no mate among
 * every placement of the four pieces with the knight giving check (no other
 * unit can); here every one is set up. The queen's side can still mate,
 * and a knight against a rook, a bishop or a knight can too. */
static void
test_knight_against_queen (void)
{
  static const struct { ChessPieceType piece; const char *name; gboolean mates; } against[] = {
    { CHESS_QUEEN, "Q", FALSE }, { CHESS_ROOK, "R", TRUE }, { CHESS_BISHOP, "B", TRUE }, { CHESS_KNIGHT, "N", TRUE },
  };
  chess_bitboard_init ();
  for (guint a = 0; a < G_N_ELEMENTS (against); a++)
    {
      long mates = 0;
      for (ChessSquare k = 0; k < 64; k++)
        for (ChessBitboard checks = chess_bb_knight[k]; checks != 0;)
          {
            ChessSquare n = chess_bb_pop (&checks);
            for (ChessSquare q = 0; q < 64; q++)
              for (ChessSquare w = 0; w < 64; w++)
                {
                  if (q == k || q == n || w == k || w == n || w == q || chess_mate_distance (w, k) < 2)
                    continue;
                  ChessPosition pos;
                  chess_position_clear (&pos);
                  chess_position_put (&pos, w, chess_piece_make (CHESS_WHITE, CHESS_KING));
                  chess_position_put (&pos, n, chess_piece_make (CHESS_WHITE, CHESS_KNIGHT));
                  chess_position_put (&pos, k, chess_piece_make (CHESS_BLACK, CHESS_KING));
                  chess_position_put (&pos, q, chess_piece_make (CHESS_BLACK, against[a].piece));
                  pos.side = CHESS_BLACK;
                  chess_position_refresh (&pos);
                  mates += !chess_position_has_legal_move (&pos);
                }
          }
      g_test_message ("K+N against K+%s: %ld mates", against[a].name, mates);
      if (against[a].mates)
        g_assert_cmpint (mates, >, 0);
      else
        g_assert_cmpint (mates, ==, 0);
    }

  ChessPosition pos = can_mate_position ("8/3Q4/8/8/4K3/8/4n3/1k6 w - -");
  ChessMateProof proof;
  g_assert_true (chess_mate_material_no (&pos, CHESS_BLACK));
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_BLACK, NULL, &proof), ==, CHESS_ANSWER_NO);
  g_assert_cmpint (proof.kind, ==, CHESS_PROOF_MATERIAL);
  /* the queen's side mates; the knight's side with a rook against it too */
  g_assert_false (chess_mate_material_no (&pos, CHESS_WHITE));
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_WHITE, NULL, &proof), ==, CHESS_ANSWER_YES);
  g_assert_true (chess_draw_proof_mates (&pos, CHESS_WHITE, &proof));
  ChessPosition rook = can_mate_position ("8/3R4/8/8/4K3/8/4n3/1k6 w - -");
  g_assert_false (chess_mate_material_no (&rook, CHESS_BLACK));
  g_assert_cmpint (chess_draw_can_mate (&rook, CHESS_BLACK, NULL, &proof), !=, CHESS_ANSWER_NO);
}

/* Pieces shut in for ever by their own pawns and pieces are walls in the
 * fortress proof: a bishop that can never leave c8 nor be taken stops the
 * pawn in front of it for good, and the knights that never move guard the
 * pawns next to them. The same wall with a hole (d7 gone, so the bishop
 * gets out and the c-pawn may take its way to promote) must not be called
 * a fortress. */
static void
test_shut_in_pieces (void)
{
  static const struct { const char *fen; ChessColor side; } shut[] = {
    /* Black's bishop and White's knights never move: Black has only a king */
    { "N1b1N1N1/1pPpPpPp/1P1P1P1P/4B3/8/8/8/K1k5 w - -", CHESS_BLACK },
    /* White's bishop alone cannot mate a king with no men to hem it in */
    { "N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/k3B1K1 w - -", CHESS_WHITE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (shut); i++)
    {
      ChessPosition pos = can_mate_position (shut[i].fen);
      ChessMateProof proof;
      g_assert_true (chess_mate_fortress (&pos, shut[i].side));
      g_assert_cmpint (chess_draw_can_mate (&pos, shut[i].side, NULL, &proof), ==, CHESS_ANSWER_NO);
      g_assert_cmpint (proof.kind, ==, CHESS_PROOF_FORTRESS);
      /* the knights on a8, e8, g8 and the bishop on c8, which the reason names */
      g_assert_cmphex (chess_draw_shut_in (&pos), ==, BB (56) | BB (58) | BB (60) | BB (62));
    }

  for (int side = 0; side < 2; side++)
    {
      ChessPosition pos = can_mate_position ("N1b1N1N1/1pP1PpPp/1P1P1P1P/4B3/8/8/8/K1k5 w - -");
      ChessMateProof proof;
      g_assert_false (chess_mate_fortress (&pos, (ChessColor) side));
      /* the c-pawn may promote: no proof, nothing shut in */
      g_assert_cmphex (chess_draw_shut_in (&pos), ==, 0);
      ChessAnswer got = chess_draw_can_mate (&pos, (ChessColor) side, NULL, &proof);
      g_assert_cmpint (got, !=, CHESS_ANSWER_NO);
      if (got == CHESS_ANSWER_YES)
        g_assert_true (chess_draw_proof_mates (&pos, (ChessColor) side, &proof));
    }
}

/* The mating king stands on one square: round a king that only bishops of
 * one colour can check, the two flights of the other colour are never both
 * covered by it. Where the mated side has men to fill a flight, a mate
 * stays possible and the fortress must not say no. */
static void
test_mating_king_one_square (void)
{
  /* Black's pawns and bishop never move; a dark bishop and the king
   * cannot take the light flights of a lone king at once */
  ChessPosition pos = can_mate_position ("N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/k3B1K1 w - -");
  g_assert_true (chess_mate_fortress (&pos, CHESS_WHITE));
  /* the same, Black's king with a knight of its own to block: not a proof */
  ChessPosition blocked = can_mate_position ("N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/n7/k3B1K1 w - -");
  ChessMateProof proof;
  g_assert_false (chess_mate_fortress (&blocked, CHESS_WHITE));
  ChessAnswer got = chess_draw_can_mate (&blocked, CHESS_WHITE, NULL, &proof);
  g_assert_cmpint (got, !=, CHESS_ANSWER_NO);
  if (got == CHESS_ANSWER_YES)
    g_assert_true (chess_draw_proof_mates (&blocked, CHESS_WHITE, &proof));
}

/* The descent follows a guide down one line and finds long series the
 * walk spreads over; what it gives mates, and straying seeds find others. */
static void
test_descent (void)
{
  ChessPosition pos = can_mate_position ("8/8/3K1k2/1P2b3/8/4P1b1/7b/8 w - -");
  ChessMatePlan plans[4];
  ChessMateProof proof = { 0 };
  ChessMateSearch search = { .winner = CHESS_BLACK, .max_nodes = 5000, .line = proof.line, .plans = plans };
  int found = 0;

  search.n_plans = chess_mate_plan (&pos, CHESS_BLACK, plans, 4);
  for (unsigned seed = 0; seed < 60; seed++)
    {
      search.guide = (ChessMateGuide) (seed % 3);
      search.noise = seed / 3;
      ChessMateSearchResult r = chess_mate_descent (&pos, &search);
      g_assert_cmpint (r, !=, CHESS_MATE_NONE);
      g_assert_cmpint (search.nodes, <=, search.max_nodes);
      if (r != CHESS_MATE_FOUND)
        continue;
      proof.kind = CHESS_PROOF_SEARCH;
      proof.n_line = search.n_line;
      g_assert_true (chess_draw_proof_mates (&pos, CHESS_BLACK, &proof));
      found++;
    }
  g_test_message ("%d of 60 descents mate", found);
  g_assert_cmpint (found, >, 0);
}

/* The beam keeps a few positions a ply: on a mate that takes a long
 * series (Black hems its king in with its own men), what it gives mates;
 * where no mate exists it gives up within its limit, never says none. */
static void
test_beam (void)
{
  static const struct { const char *fen; ChessColor winner; gboolean mate; } cases[] = {
    { "8/p7/1p1N2p1/1Pk4p/5K2/8/P7/8 w - -", CHESS_BLACK, TRUE },
    { "4k3/7B/8/7p/8/5K2/8/8 w - -", CHESS_WHITE, TRUE },
    { "4k3/8/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/4KB2 w - -", CHESS_WHITE, FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      ChessMatePlan plans[4];
      ChessMateProof proof = { .kind = CHESS_PROOF_SEARCH };
      ChessMateSearch search = { .winner = cases[i].winner, .max_nodes = 100000, .line = proof.line, .plans = plans };
      gboolean found = FALSE;

      search.n_plans = chess_mate_plan (&pos, cases[i].winner, plans, 4);
      for (int g = 0; g < 3; g++)
        {
          search.guide = (ChessMateGuide) g;
          ChessMateSearchResult r = chess_mate_beam (&pos, &search);
          g_assert_cmpint (r, !=, CHESS_MATE_NONE);
          g_assert_cmpint (search.nodes, <=, search.max_nodes);
          if (r != CHESS_MATE_FOUND)
            continue;
          proof.n_line = search.n_line;
          g_assert_true (chess_draw_proof_mates (&pos, cases[i].winner, &proof));
          found = TRUE;
        }
      g_assert_cmpint (found, ==, cases[i].mate);
    }
}

/* The static proofs (fortress, locked pawns, material) checked against a
 * walk over every reachable position that uses none of them: on random
 * positions with a wall of pawns (each file's pair one rank above or below
 * its neighbour's, so that no pawn can take, some files open) and a few
 * pieces either side, every "no" must be one the plain walk confirms (or
 * is too big to settle), never one it refutes with a mate. */
/* Is a square next to a 'pawn' on 'board'? */
static gboolean
next_to (const char board[64], int sq, char pawn)
{
  for (int df = -1; df <= 1; df++)
    for (int dr = -1; dr <= 1; dr++)
      {
        int f = sq % 8 + df, r = sq / 8 + dr;
        if ((df || dr) && f >= 0 && f < 8 && r >= 0 && r < 8 && board[r * 8 + f] == pawn)
          return TRUE;
      }
  return FALSE;
}

/* A wall of pawns: each file's pair a rank above or below its
 * neighbour's, so that no pawn can take; a file left open one time in
 * 'open'; the black pawn left out one time in 'lone' (0: never). */
static void
put_chain (GRand *rand, char board[64], int open, int lone)
{
  int r = g_rand_int_range (rand, 2, 5);

  for (int f = 0; f < 8; f++)
    {
      r += g_rand_boolean (rand) ? 1 : -1;
      r = r < 1 ? 2 : r > 5 ? 4 : r;
      if (g_rand_int_range (rand, 0, open) == 0)
        continue;
      board[r * 8 + f] = 'P';
      if (lone == 0 || g_rand_int_range (rand, 0, lone) != 0)
        board[(r + 1) * 8 + f] = 'p';
    }
}

static void
test_static_proofs_against_walk (void)
{
  GRand *rand = g_rand_new_with_seed (2023);
  static const char extras[] = "BbNnBbbBRrQ";
  int placed = 0, no = 0, confirmed = 0;

  for (int n = 0; n < 1500; n++)
    {
      char board[64] = { 0 };
      put_chain (rand, board, 5, 0);
      char put[8] = { 'K', 'k' };
      int n_put = 2 + g_rand_int_range (rand, 0, 4);
      for (int e = 2; e < n_put; e++)
        put[e] = extras[g_rand_int_range (rand, 0, sizeof extras - 1)];
      /* half the time the pieces go next to their own pawns, where they
       * may be shut in (the fortress's walls of pieces) */
      gboolean shut = n % 2 == 1;
      for (int i = 0; i < n_put; i++)
        {
          int sq, tries = 0;
          gboolean white = put[i] >= 'A' && put[i] <= 'Z';
          do
            sq = g_rand_int_range (rand, 0, 64);
          while ((board[sq] || (shut && i >= 2 && tries < 90 && !next_to (board, sq, white ? 'P' : 'p')))
                 && ++tries < 100);
          board[sq] = put[i];
        }
      g_autofree char *fen = can_mate_board_fen (board, g_rand_boolean (rand));
      ChessPosition pos;
      if (!chess_fen_read (&pos, fen, NULL))
        continue;
      placed++;
      for (int side = 0; side < 2; side++)
        {
          const ChessMateLimits limits = { .max_nodes = 5000 };
          ChessMateProof proof;
          if (chess_draw_can_mate (&pos, (ChessColor) side, &limits, &proof) != CHESS_ANSWER_NO)
            continue;
          ChessMove line[CHESS_MATE_LINE_MAX];
          ChessMateSearch walk = { .winner = (ChessColor) side, .max_nodes = 200000, .line = line, .unproved = TRUE };
          ChessMateSearchResult walked = chess_mate_reachable (&pos, &walk);
          if (walked == CHESS_MATE_FOUND)
            g_error ("%s: proof %d says %s cannot mate, but it can", fen, proof.kind, side ? "black" : "white");
          no++;
          confirmed += walked == CHESS_MATE_NONE;
        }
    }
  g_test_message ("%d positions, %d no, %d confirmed by the plain walk", placed, no, confirmed);
  g_assert_cmpint (confirmed, >, 0);
  g_rand_free (rand);
}

/* The kings-and-pawns walk (chess-mate-skeleton.c), with the kings on
 * squares or as regions: each case proved no or not, as given; a no is the answer of chess_draw_can_mate() too (by
 * the proof 'kind' unless CHESS_PROOF_NONE); where not proved, a mate
 * exists, which the search finds and replays. */
typedef struct {
  const char *fen;
  ChessColor  side;
  gboolean    no;
} SkeletonCase;

static void
check_skeleton_cases (const SkeletonCase *cases, guint n, ChessProofKind kind, gboolean regions)
{
  for (guint i = 0; i < n; i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      long states;
      gboolean no = regions ? chess_mate_skeleton_regions_no (&pos, cases[i].side, 20000, &states)
                            : chess_mate_skeleton_no (&pos, cases[i].side, 100000, &states);
      g_test_message ("%s (%s): %s after %ld positions%s", cases[i].fen, cases[i].side ? "black" : "white",
                      no ? "no" : "not proved", states, regions ? " by regions" : "");
      g_assert_cmpint (no, ==, cases[i].no);
      ChessMateProof proof;
      ChessAnswer got = chess_draw_can_mate (&pos, cases[i].side, NULL, &proof);
      g_assert_cmpint (got, ==, cases[i].no ? CHESS_ANSWER_NO : CHESS_ANSWER_YES);
      if (cases[i].no && kind != CHESS_PROOF_NONE)
        g_assert_cmpint (proof.kind, ==, kind);
      if (!cases[i].no)
        g_assert_true (chess_draw_proof_mates (&pos, cases[i].side, &proof));
    }
}

/* The kings and up to 'most' units of 'extras' on empty squares of 'board'. */
static void
put_kings_and (GRand *rand, char board[64], const char *extras, int most)
{
  char put[8] = { 'K', 'k' };
  int n_put = 2 + g_rand_int_range (rand, 0, most + 1);

  for (int e = 2; e < n_put; e++)
    put[e] = extras[g_rand_int_range (rand, 0, (gint32) strlen (extras))];
  for (int i = 0; i < n_put; i++)
    {
      int sq, tries = 0;
      do
        sq = g_rand_int_range (rand, 0, 64);
      while (board[sq] && ++tries < 100);
      board[sq] = put[i];
    }
}

/* The letters of 'pos' on 'board' (0 where empty) and the squares of its
 * units on 'units' (at most 32): how many. */
static int
board_of (const ChessPosition *pos, char board[64], int units[32])
{
  static const char letters[] = "PNBRQKpnbrqk";
  int n_units = 0;

  for (int sq = 0; sq < 64; sq++)
    {
      ChessPiece piece = pos->board[sq];
      board[sq] = 0;
      if (piece == CHESS_EMPTY)
        continue;
      board[sq] = letters[chess_piece_type (piece) + (chess_piece_color (piece) == CHESS_BLACK ? 6 : 0)];
      if (n_units < 32)
        units[n_units++] = sq;
    }
  return n_units;
}

/* Does the kings-and-pawns walk say 'side' cannot mate, with the kings
 * on squares or as regions? */
static gboolean
skeleton_says_no (const ChessPosition *pos, ChessColor side, gboolean regions)
{
  return regions ? chess_mate_skeleton_regions_no (pos, side, 20000, NULL) : chess_mate_skeleton_no (pos, side, 8192, NULL);
}

/* The position of 'board', a side to move at random, if it is one with a
 * move: for each side the kings-and-pawns walk (with the kings on squares,
 * or as regions) says cannot mate, the plain walk (no static proof in it)
 * must find no mate. */
static void
skeleton_against_walk (GRand *rand, const char board[64], long walk_nodes, gboolean regions, int *placed, int *no,
                       int *confirmed)
{
  g_autofree char *fen = can_mate_board_fen (board, g_rand_boolean (rand));
  ChessPosition pos;

  if (!chess_fen_read (&pos, fen, NULL) || !chess_position_has_legal_move (&pos))
    return;
  (*placed)++;
  for (int side = 0; side < 2; side++)
    {
      if (!skeleton_says_no (&pos, (ChessColor) side, regions))
        continue;
      ChessMove line[CHESS_MATE_LINE_MAX];
      ChessMateSearch walk = { .winner = (ChessColor) side, .max_nodes = walk_nodes, .line = line, .unproved = TRUE };
      ChessMateSearchResult walked = chess_mate_reachable (&pos, &walk);
      if (walked == CHESS_MATE_FOUND)
        g_error ("%s: the kings-and-pawns walk%s says %s cannot mate, but it can", fen, regions ? " by regions" : "",
                 side ? "black" : "white");
      (*no)++;
      *confirmed += walked == CHESS_MATE_NONE;
    }
}

/* Where the side to be
 * mated has only a king stepping between two squares, and the winner only
 * bishops of one colour besides, the mate needs the other square covered
 * by the winner's king at the moment a bishop checks, which no series of
 * moves can set up (sample lines 57, 94, 254, 262, 335, 336): each must
 * be proved. Next to each, a position where one thing changes (a bishop of
 * the other colour, a knight, a pawn gone, a bishop's pawn free) has a
 * mate, which the search finds and replays: the walk must not say no. */
static void
test_skeleton_tempo (void)
{
  static const SkeletonCase cases[] = {
    { "5b2/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 b - -", CHESS_BLACK, TRUE },
    { "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - -", CHESS_BLACK, TRUE },
    { "8/b1b5/k6p/5p1P/5p2/5PpK/6P1/8 w - -", CHESS_BLACK, TRUE },
    { "8/8/7p/2b2p1P/1bkb1p1K/2b2Pp1/6P1/8 b - -", CHESS_WHITE, TRUE },
    { "8/1p2B1B1/1PpB1B2/k1P1B3/p1P2B2/P7/5K2/8 w - -", CHESS_WHITE, TRUE },
    { "8/1p2B1B1/1PpB1B2/k1P1B3/p1P2B2/P7/5K2/8 w - -", CHESS_BLACK, TRUE },
    /* a light bishop covers h3; a knight covers anything */
    { "5b2/8/7p/5p1P/5p1K/5Pp1/6P1/5bk1 b - -", CHESS_BLACK, FALSE },
    { "5b2/8/7p/5p1P/5p1K/5Pp1/6P1/5kn1 b - -", CHESS_BLACK, FALSE },
    /* without the pawn on g3, the king has room and can be mated */
    { "5b2/8/7p/5p1P/5p1K/5P2/6P1/5kb1 b - -", CHESS_BLACK, FALSE },
    /* without the pawn on g2, Black's king gets to g2 */
    { "8/b1b5/k6p/5p1P/5p2/5PpK/8/8 w - -", CHESS_BLACK, FALSE },
    { "8/b1n5/k6p/5p1P/5p2/5PpK/6P1/8 w - -", CHESS_BLACK, FALSE },
    /* a knight is not kept off the light squares */
    { "8/1p2B1B1/1PpB1B2/k1P1B3/p1P2N2/P7/5K2/8 w - -", CHESS_WHITE, FALSE },
    /* without the pawn on b6, Black's king gets out */
    { "8/1p2B1B1/2pB1B2/k1P1B3/p1P2B2/P7/5K2/8 w - -", CHESS_WHITE, FALSE },
  };
  check_skeleton_cases (cases, G_N_ELEMENTS (cases), CHESS_PROOF_SKELETON, FALSE);
}

/* Races of pawns, where the side to mate runs out of moves first (sample
 * lines 145, 149, 142, 288, 318): the walk with the kings on squares
 * counts every square a free king walks to and gives up, the walk by
 * regions proves each no. Next to each, one pawn elsewhere gives the
 * race to the other side: a mate, found and replayed, which the regions
 * must not hide. */
static void
test_skeleton_regions_races (void)
{
  static const SkeletonCase cases[] = {
    { "8/1p1p1p1p/1P6/KP6/PP6/1P1P4/5P1P/k7 w - -", CHESS_WHITE, TRUE },
    { "8/p1p1p3/8/8/8/P5p1/2P1P1Pp/k6K w - -", CHESS_WHITE, TRUE },
    { "k7/3p1p1p/8/1p6/1P6/KP1P1P1P/PP6/8 w - -", CHESS_BLACK, TRUE },
    { "1k6/1P5p/BP6/1P1p1p2/8/8/3P1PKP/8 w - -", CHESS_BLACK, TRUE },
    { "1k6/1P5p/BP6/pPp4p/8/8/P1P3KP/8 b - -", CHESS_BLACK, TRUE },
    /* the pawn from f2, e2, a2, d2, a2 moved: a mate */
    { "8/1p1p1p1p/1P6/KP6/PP6/1P1P4/P6P/k7 w - -", CHESS_WHITE, FALSE },
    { "8/p1p1p3/8/8/8/P5p1/P3P1Pp/k6K w - -", CHESS_WHITE, FALSE },
    { "k7/3p1p1p/8/1p6/1P6/KP1P1P1P/1P6/8 w - -", CHESS_BLACK, FALSE },
    { "1k6/1P5p/BP6/1P1p1p2/8/8/5PKP/8 w - -", CHESS_BLACK, FALSE },
    { "1k6/1P5p/BP6/pPp4p/8/8/2P3KP/8 b - -", CHESS_BLACK, FALSE },
  };

  check_skeleton_cases (cases, G_N_ELEMENTS (cases), CHESS_PROOF_SKELETON, TRUE);
}

/* Against the plain walk, where the walk by regions is asked (the winner
 * without pieces): the sample's such positions with one unit moved to
 * another square or taken off, races won or lost by a move. Every no of
 * the walk by regions must be one the plain walk never refutes. */
static void
test_skeleton_regions_against_walk (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "can-mate-sample.jsonl", NULL);
  GArray *cases = can_mate_sample_load (path);
  GRand *rand = g_rand_new_with_seed (1851);
  GPtrArray *races = g_ptr_array_new ();
  int placed = 0, no = 0, confirmed = 0;

  g_assert_nonnull (cases);
  for (guint i = 0; i < cases->len; i++)
    {
      CanMateCase *c = &g_array_index (cases, CanMateCase, i);
      ChessBitboard pieces = c->pos.by_color[c->side] & ~c->pos.by_type[CHESS_PAWN] & ~c->pos.by_type[CHESS_KING];
      if (pieces == 0 && c->pos.by_type[CHESS_PAWN] != 0)
        g_ptr_array_add (races, c);
    }
  g_assert_cmpuint (races->len, >, 50);
  for (int n = 0; n < 4000; n++)
    {
      CanMateCase *c = g_ptr_array_index (races, g_rand_int_range (rand, 0, (gint32) races->len));
      char board[64];
      int units[32], n_units = board_of (&c->pos, board, units);
      int from = units[g_rand_int_range (rand, 0, n_units)], to = g_rand_int_range (rand, 0, 64);
      char unit = board[from];
      if (board[to] != 0 || ((unit == 'P' || unit == 'p') && (to < 8 || to >= 56)))
        continue;
      board[from] = 0;
      /* a pawn now and then taken off rather than moved */
      if ((unit != 'P' && unit != 'p') || g_rand_int_range (rand, 0, 4) != 0)
        board[to] = unit;
      g_autofree char *fen = can_mate_board_fen (board, c->pos.side == CHESS_BLACK);
      ChessPosition pos;
      if (!chess_fen_read (&pos, fen, NULL) || !chess_position_has_legal_move (&pos))
        continue;
      placed++;
      if (!chess_mate_skeleton_regions_no (&pos, c->side, 20000, NULL))
        continue;
      ChessMove line[CHESS_MATE_LINE_MAX];
      ChessMateSearch walk = { .winner = c->side, .max_nodes = 400000, .line = line, .unproved = TRUE };
      ChessMateSearchResult walked = chess_mate_reachable (&pos, &walk);
      if (walked == CHESS_MATE_FOUND)
        g_error ("%s: the kings-and-pawns walk by regions says %s cannot mate, but it can", fen,
                 c->side ? "black" : "white");
      no++;
      confirmed += walked == CHESS_MATE_NONE;
    }
  g_test_message ("%d positions, %d no, %d confirmed by the plain walk", placed, no, confirmed);
  g_assert_cmpint (confirmed, >, 10);
  g_ptr_array_unref (races);
  g_rand_free (rand);
  can_mate_sample_free (cases);
}

/* A piece whose every move is onto its own pawns (a bishop on a6 behind
 * pawns on b5 and b7) stays where it is, a unit like a pawn, until one of
 * those pawns leaves: the kings-and-pawns walk keeps it so, where a piece
 * free to stand anywhere would fill any flight. Each of these is proved no
 * only so (sample lines 84, 165, 101); next to each, with the cage open or
 * the piece gone or a knight instead, a mate exists, found and replayed. */
static void
test_skeleton_shut_in (void)
{
  static const SkeletonCase cases[] = {
    { "1k6/1P5p/BP2Kp2/1P6/5P2/8/7P/8 w - -", CHESS_BLACK, TRUE },
    { "k1b5/1p1p4/1P1P4/2K5/8/8/8/8 b - -", CHESS_WHITE, TRUE },
    { "2b5/1p1p2p1/1PpP2P1/k1P5/p1P5/P1K5/8/8 w - -", CHESS_WHITE, TRUE },
    { "1k6/1P5p/BP2Kp2/8/5P2/8/7P/8 w - -", CHESS_BLACK, FALSE },
    { "1k6/1P5p/1P2Kp2/1P6/5P2/8/7P/8 w - -", CHESS_BLACK, FALSE },
    { "k1b5/1p6/1P1P4/2K5/8/8/8/8 b - -", CHESS_WHITE, FALSE },
    { "k1n5/1p1p4/1P1P4/2K5/8/8/8/8 b - -", CHESS_WHITE, FALSE },
    { "2b5/1p1p2p1/1P1P2P1/k1P5/p1P5/P1K5/8/8 w - -", CHESS_WHITE, FALSE },
  };
  check_skeleton_cases (cases, G_N_ELEMENTS (cases), CHESS_PROOF_NONE, FALSE);
}

/* Against the plain walk, on random positions built round a piece shut in:
 * a bishop, knight or rook whose every square of attack holds an own pawn,
 * most of them blocked by an enemy pawn, some free to go (releasing it),
 * a few locked pairs of pawns, the kings and at most one more minor piece
 * anywhere. */
static void
test_skeleton_shut_in_against_walk (void)
{
  GRand *rand = g_rand_new_with_seed (1993);
  static const char caged[] = "BbNnRr", extras[] = "BbNn";
  int placed = 0, no = 0, mates = 0;

  chess_bitboard_init ();

  for (int n = 0; n < 6000; n++)
    {
      char board[64] = { 0 };
      char piece = caged[g_rand_int_range (rand, 0, sizeof caged - 1)];
      gboolean white = piece >= 'A' && piece <= 'Z';
      int sq = g_rand_int_range (rand, 8, 56);
      ChessPieceType type = piece == 'B' || piece == 'b' ? CHESS_BISHOP : piece == 'N' || piece == 'n' ? CHESS_KNIGHT
                                                                                                        : CHESS_ROOK;
      ChessBitboard cage = chess_mate_attacks (type, CHESS_WHITE, sq, ~(ChessBitboard) 0);
      if ((cage & UINT64_C (0xFF000000000000FF)) != 0 || chess_bb_count (cage) > 4)
        continue;
      board[sq] = piece;
      /* most cage pawns blocked by an enemy pawn, some free to go */
      while (cage != 0)
        {
          int p = chess_bb_pop (&cage), front = p + (white ? 8 : -8);
          board[p] = white ? 'P' : 'p';
          if (front >= 8 && front < 56 && board[front] == 0 && g_rand_int_range (rand, 0, 4) != 0)
            board[front] = white ? 'p' : 'P';
        }
      /* and a few locked pairs elsewhere */
      for (int pairs = g_rand_int_range (rand, 0, 4); pairs > 0; pairs--)
        {
          int at = g_rand_int_range (rand, 8, 48);
          if (board[at] == 0 && board[at + 8] == 0)
            {
              board[at] = 'P';
              board[at + 8] = 'p';
            }
        }
      put_kings_and (rand, board, extras, 1);
      skeleton_against_walk (rand, board, 50000, n % 2, &placed, &no, &mates);
    }
  g_test_message ("%d positions, %d no, %d confirmed by the plain walk", placed, no, mates);
  g_assert_cmpint (no, >, 0);
  g_rand_free (rand);
}

/* The kings-and-pawns walk never says no on a position the sample labels
 * yes, however long it is let run. */
static void
test_skeleton_never_on_yes (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "can-mate-sample.jsonl", NULL);
  GArray *cases = can_mate_sample_load (path);
  guint asked = 0;

  g_assert_nonnull (cases);
  for (guint i = 0; i < cases->len; i++)
    {
      CanMateCase *c = &g_array_index (cases, CanMateCase, i);
      if (!c->yes)
        continue;
      asked++;
      if (chess_mate_skeleton_no (&c->pos, c->side, 50000, NULL))
        g_error ("line %u (%s, %s): the kings-and-pawns walk says no, the label yes", c->line, c->fen,
                 c->side == CHESS_WHITE ? "white" : "black");
      if (chess_mate_skeleton_regions_no (&c->pos, c->side, 50000, NULL))
        g_error ("line %u (%s, %s): the kings-and-pawns walk by regions says no, the label yes", c->line, c->fen,
                 c->side == CHESS_WHITE ? "white" : "black");
    }
  g_assert_cmpuint (asked, >, 900);
  can_mate_sample_free (cases);
}

/* Against the plain walk (no static proof in it): random positions with
 * kings and pawns locked file by file, a few squares free round the kings,
 * and up to three pieces of either side. Every no of the kings-and-pawns
 * walk must be one the plain walk never refutes with a mate. */
static void
test_skeleton_against_walk (void)
{
  GRand *rand = g_rand_new_with_seed (1985);
  static const char extras[] = "BbBbNnRrQq";
  int placed = 0, no = 0, confirmed = 0;

  for (int n = 0; n < 3000; n++)
    {
      char board[64] = { 0 };
      /* a white pawn sometimes alone on its file */
      put_chain (rand, board, 6, 8);
      put_kings_and (rand, board, extras, 3);
      skeleton_against_walk (rand, board, 200000, n % 2, &placed, &no, &confirmed);
    }
  g_test_message ("%d positions, %d no, %d confirmed by the plain walk", placed, no, confirmed);
  g_assert_cmpint (confirmed, >, 10);
  g_rand_free (rand);
}

/* The same against the plain walk, on the sample's positions with one
 * unit moved to another square: near the positions the walk is there for,
 * where a mate is often one square away. */
static void
test_skeleton_near_sample (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "can-mate-sample.jsonl", NULL);
  GArray *cases = can_mate_sample_load (path);
  GRand *rand = g_rand_new_with_seed (2005);
  int placed = 0, no = 0, no_by_regions = 0, mates = 0;

  g_assert_nonnull (cases);
  for (int n = 0; n < 3000; n++)
    {
      CanMateCase *c = &g_array_index (cases, CanMateCase, g_rand_int_range (rand, 0, cases->len));
      char board[64];
      int units[32], n_units = board_of (&c->pos, board, units);
      int from = units[g_rand_int_range (rand, 0, n_units)], to = g_rand_int_range (rand, 0, 64);
      if (board[to] != 0)
        continue;
      board[to] = board[from];
      board[from] = 0;
      g_autofree char *fen = can_mate_board_fen (board, g_rand_boolean (rand));
      ChessPosition pos;
      if (!chess_fen_read (&pos, fen, NULL) || !chess_position_has_legal_move (&pos))
        continue;
      placed++;
      ChessColor side = c->side;
      ChessMove line[CHESS_MATE_LINE_MAX];
      ChessMateSearch walk = { .winner = side, .max_nodes = 50000, .line = line, .unproved = TRUE };
      gboolean said_no = chess_mate_skeleton_no (&pos, side, 8192, NULL);
      gboolean regions_no = chess_mate_skeleton_regions_no (&pos, side, 20000, NULL);
      ChessMateSearchResult walked = chess_mate_reachable (&pos, &walk);
      if ((said_no || regions_no) && walked == CHESS_MATE_FOUND)
        g_error ("%s: the kings-and-pawns walk%s says %s cannot mate, but it can", fen,
                 said_no ? "" : " by regions", side ? "black" : "white");
      no += said_no;
      no_by_regions += regions_no;
      mates += walked == CHESS_MATE_FOUND;
    }
  g_test_message ("%d positions, %d no, %d no by regions, %d with a mate found", placed, no, no_by_regions, mates);
  g_assert_cmpint (no, >, 0);
  g_assert_cmpint (no_by_regions, >, 0);
  g_assert_cmpint (mates, >, 0);
  g_rand_free (rand);
  can_mate_sample_free (cases);
}

/* A mate that takes more than the old 64 plies: the series is given whole. */
static void
test_long_series (void)
{
  /* White's lone light bishop mates only a king its own men hem in: Black
   * walks the king to h1 and the pawn to h2 while White waits */
  ChessPosition pos = can_mate_position ("4k3/7B/8/7p/8/5K2/8/8 w - - 0 1");
  ChessMateProof proof;
  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_WHITE, NULL, &proof), ==, CHESS_ANSWER_YES);
  g_assert_true (chess_draw_proof_mates (&pos, CHESS_WHITE, &proof));
  g_test_message ("%d plies", proof.n_line);
}

/* The node limit holds: a search cut short says unknown, having tried no
 * more than the limit. */
static void
test_node_limit (void)
{
  ChessPosition pos = can_mate_position ("1b1k4/p1p1p1p1/P1P1P1P1/p1p1pBp1/8/8/P1P1P1P1/3K4 w - - 0 1");
  for (long limit = 1; limit <= 100000; limit *= 10)
    {
      const ChessMateLimits limits = { .max_nodes = limit };
      ChessMateProof proof;
      ChessAnswer got = chess_draw_can_mate (&pos, CHESS_WHITE, &limits, &proof);
      g_assert_cmpint (got, !=, CHESS_ANSWER_NO);
      if (got == CHESS_ANSWER_UNKNOWN)
        g_assert_cmpint (proof.nodes, <=, limit);
      else
        g_assert_true (chess_draw_proof_mates (&pos, CHESS_WHITE, &proof));
    }
}

/* The walk shares the parts of the distance to the nets among a
 * position's children where chess_mate_plan_parts_kept() says a move
 * leaves them alone: for every move of every sample position (and of a
 * position with castling and en passant, where a rook and a taken pawn
 * move unseen), a part it says is kept must be what the child itself
 * gives, and the distance worked out from the parent's parts the one
 * worked out afresh. */
static void
check_parts_after_moves (const ChessPosition *start, ChessColor winner, guint *kept)
{
  ChessMatePlan *plans = g_new (ChessMatePlan, 4);
  int n = chess_mate_plan (start, winner, plans, 4);
  ChessPosition pos = *start;
  ChessMoveList list;
  int blocks[4], check[4];

  chess_mate_plan_parts (&pos, winner, plans, n, blocks, check);
  chess_position_legal_moves (&pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessUndo undo;
      bool keep_blocks, keep_check;
      int child_blocks[4], child_check[4];

      chess_mate_plan_parts_kept (&pos, list.moves[i], winner, &keep_blocks, &keep_check);
      chess_position_make (&pos, list.moves[i], &undo);
      chess_mate_plan_parts (&pos, winner, plans, n, child_blocks, child_check);
      for (int p = 0; p < n; p++)
        {
          if (keep_blocks)
            g_assert_cmpint (blocks[p], ==, child_blocks[p]);
          if (keep_check)
            g_assert_cmpint (check[p], ==, child_check[p]);
        }
      int afresh = chess_mate_plan_distance (&pos, winner, plans, n, NULL, NULL, -1);
      bool checked = chess_position_in_check (&pos) && pos.side != winner;
      g_assert_cmpint (chess_mate_plan_distance (&pos, winner, plans, n, keep_blocks ? blocks : NULL,
                                                 keep_check ? check : NULL, checked), ==, afresh);
      *kept += keep_blocks + keep_check;
      chess_position_unmake (&pos, list.moves[i], &undo);
    }
  g_free (plans);
}

/* 'check' on every position of the sample, for the side it asks about. */
static void
each_sample_position (void (*check) (const ChessPosition *, ChessColor, guint *), guint *count)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "can-mate-sample.jsonl", NULL);
  GArray *cases = can_mate_sample_load (path);

  g_assert_nonnull (cases);
  for (guint i = 0; i < cases->len; i++)
    {
      CanMateCase *c = &g_array_index (cases, CanMateCase, i);
      check (&c->pos, c->side, count);
    }
  can_mate_sample_free (cases);
}

static void
test_distance_parts (void)
{
  ChessPosition pos;
  guint kept = 0;

  each_sample_position (check_parts_after_moves, &kept);
  /* castling both ways and an en passant capture open, for each side */
  g_assert_true (chess_fen_read (&pos, "r3k2r/pp4pp/8/3pP3/8/8/PP4PP/R3K2R w KQkq d6 0 1", NULL));
  for (int c = 0; c < 2; c++)
    check_parts_after_moves (&pos, (ChessColor) c, &kept);
  /* the test would pass vacuously if nothing were ever kept */
  g_assert_cmpuint (kept, >, 10000);
  g_test_message ("%u parts kept over the moves", kept);
}

/* The king distance the walk's guides read from a table: for every
 * square, rings of king steps outward (chess_bb_king), each pair's
 * distance the ring the second square is first met in. */
static void
test_king_distance (void)
{
  chess_bitboard_init ();
  for (ChessSquare a = 0; a < 64; a++)
    {
      ChessBitboard seen = BB (a), ring = BB (a);
      for (int d = 0; ring != 0; d++)
        {
          ChessBitboard next = 0;
          for (ChessBitboard r = ring; r != 0;)
            {
              ChessSquare b = chess_bb_pop (&r);
              g_assert_cmpint (chess_mate_distance (a, b), ==, d);
              next |= chess_bb_king[b];
            }
          ring = next & ~seen;
          seen |= next;
        }
      g_assert_true (seen == ~(ChessBitboard) 0);
    }
}

/* The mated side's way to the blocks, read from the sets of squares by
 * cost (ChessMatePlan's levels), must be what the look at every unit
 * gives, the nearest unit taken the same, so that the next block's cost
 * is too: for every sample position and every child of it, the parts from
 * the plans as made and from a copy told not to use the sets are equal. */
static void
check_levels_after_moves (const ChessPosition *start, ChessColor winner, guint *compared)
{
  ChessMatePlan *plans = g_new (ChessMatePlan, 4), *flat = g_new (ChessMatePlan, 4);
  int n = chess_mate_plan (start, winner, plans, 4);
  ChessPosition pos = *start;
  ChessMoveList list;

  for (int p = 0; p < n; p++)
    {
      /* every net of the sample fits the sets: else this compares the
       * look at every unit with itself */
      g_assert_true (plans[p].levelled);
      flat[p] = plans[p];
      flat[p].levelled = false;
    }
  chess_position_legal_moves (&pos, &list);
  for (int i = -1; i < list.count; i++)
    {
      ChessUndo undo;
      int blocks[4], flat_blocks[4];

      if (i >= 0)
        chess_position_make (&pos, list.moves[i], &undo);
      chess_mate_plan_parts (&pos, winner, plans, n, blocks, NULL);
      chess_mate_plan_parts (&pos, winner, flat, n, flat_blocks, NULL);
      for (int p = 0; p < n; p++)
        g_assert_cmpint (blocks[p], ==, flat_blocks[p]);
      *compared += plans[0].n_blocks > 0 ? (guint) n : 0;
      if (i >= 0)
        chess_position_unmake (&pos, list.moves[i], &undo);
    }
  g_free (plans);
  g_free (flat);
}

static void
test_distance_levels (void)
{
  guint compared = 0;

  each_sample_position (check_levels_after_moves, &compared);
  g_assert_cmpuint (compared, >, 10000);
  g_test_message ("%u distances to blocks compared", compared);
}

/* Where the cheapest nets are no mate as built (a king next to an
 * unguarded checker takes it, a promoted blocker takes the checker or
 * steps into its line), the planner looks again among the dearer ones and
 * keeps only nets that mate: the walk has nets to aim at. Where the
 * cheapest do mate, it keeps those and does not mark them. */
static void
test_plan_fallback (void)
{
  static const struct { const char *fen; ChessColor winner; gboolean fallback; } cases[] = {
    { "K3k3/5P2/8/5P2/1b5b/8/8/8 b - -", CHESS_BLACK, TRUE },
    { "8/4kp1p/2B3p1/5K2/8/8/8/6r1 w - -", CHESS_WHITE, TRUE },
    { "8/p1p1p1p1/6P1/6PK/6PP/8/P1P1P3/7k w - -", CHESS_WHITE, TRUE },
    { "8/8/3K1k2/1P2b3/8/4P1b1/7b/8 w - -", CHESS_BLACK, FALSE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      ChessMatePlan plans[4];
      int n = chess_mate_plan (&pos, cases[i].winner, plans, 4);

      g_assert_cmpint (n, >, 0);
      for (int p = 0; p < n; p++)
        {
          g_assert_cmpint (plans[p].fallback, ==, cases[i].fallback);
          /* a net is a mated king with a checker: never the same square */
          g_assert_cmpint (plans[p].king, !=, plans[p].checker);
          g_assert_cmpint (chess_mate_distance (plans[p].king, plans[p].wking), >, 1);
        }
    }
}

/* Mates that a line or a short walk down one guide finds in a few
 * thousand moves are found before the long walk by both guides, which
 * took 220,000 to 390,000 moves over them: well under 100,000 now (the
 * counts of moves are the same on every machine), and within a budget of
 * 100,000, which leaves those searches their moves and takes the rest
 * from the long walk. */
static void
test_cheap_mates_first (void)
{
  static const struct { const char *fen; ChessColor winner; } cases[] = {
    { "8/p3k2p/8/4p1Kp/8/3B4/7p/1B6 w - -", CHESS_WHITE },      /* sample line 1734 */
    { "8/1Pbk2b1/8/6P1/3P3P/1P1K1P2/1b6/8 w - -", CHESS_BLACK }, /* 1748 */
    { "3B3B/8/2p2B2/2p5/1p6/5K2/8/6k1 b - -", CHESS_WHITE },     /* 1809 */
    { "3kBb2/b1pBbBp1/1pPpPpP1/1P1P1P2/8/8/6K1/8 w - -", CHESS_BLACK }, /* 170 */
    { "K3k3/5P2/8/5P2/1b5b/8/8/8 b - -", CHESS_BLACK },          /* 1824 */
    { "8/4kp1p/2B3p1/5K2/8/8/8/6r1 w - -", CHESS_WHITE },        /* 530 */
  };

  const ChessMateLimits deep = { .max_nodes = CHESS_MATE_DECISION_NODES };
  const ChessMateLimits short_budget = { .max_nodes = 100000 };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      ChessMateProof proof;

      g_assert_cmpint (chess_draw_can_mate (&pos, cases[i].winner, &deep, &proof), ==, CHESS_ANSWER_YES);
      g_assert_true (chess_draw_proof_mates (&pos, cases[i].winner, &proof));
      g_assert_cmpint (proof.nodes, <, short_budget.max_nodes);
      g_assert_cmpint (chess_draw_can_mate (&pos, cases[i].winner, &short_budget, &proof), ==, CHESS_ANSWER_YES);
      g_assert_true (chess_draw_proof_mates (&pos, cases[i].winner, &proof));
    }
}

/* A winner with only pawns must free one past the other side's first:
 * the walk's guide counts its nearest pawn, one behind an enemy pawn as
 * further, so the walk does not spread over every pawn pushed up to
 * where it sticks. Sample line 150: unknown within the decisions' budget
 * (400,000 moves) when every pawn counted. */
static void
test_pawns_only_winner (void)
{
  ChessPosition pos = can_mate_position ("8/p1p1p3/8/6p1/6P1/6PK/P1P1P1PP/k7 w - -");
  ChessMateProof proof;

  g_assert_cmpint (chess_draw_can_mate (&pos, CHESS_WHITE, &chess_mate_decision_limits, &proof), ==, CHESS_ANSWER_YES);
  g_assert_true (chess_draw_proof_mates (&pos, CHESS_WHITE, &proof));
  g_test_message ("%ld moves, %d plies", proof.nodes, proof.n_line);
}

/* A walk in runs (chess_mate_walk_new/on) goes on where the last run
 * stopped: runs of a tenth of the moves one walk needs end as that walk
 * does (the same mate, or the same proof of "no"), after the same number
 * of moves in all. A walk that started afresh at each run would never get
 * past the first tenth. */
static void
test_walk_in_runs (void)
{
  static const struct { const char *fen; ChessColor winner; ChessMateGuide guide; } cases[] = {
    { "7K/8/4B3/8/2B2k2/p7/P5p1/3B4 b - -", CHESS_WHITE, CHESS_MATE_GUIDE_BOTH },     /* sample line 1771 */
    { "k7/2P5/KbP5/4P3/3P4/2b5/8/8 w - -", CHESS_BLACK, CHESS_MATE_GUIDE_BOTH },      /* 1766 */
    { "7k/7p/8/8/8/6q1/5q2/4q1NK b - -", CHESS_WHITE, CHESS_MATE_GUIDE_NETS },        /* 220 */
    /* no mate: every position reachable is walked */
    { "5brk/4p1p1/3pP1P1/1B1P2p1/3p4/3P2p1/5KP1/8 w - -", CHESS_WHITE, CHESS_MATE_GUIDE_BOTH },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      ChessMatePlan plans[4];
      ChessMove whole_line[CHESS_MATE_LINE_MAX], line[CHESS_MATE_LINE_MAX];
      ChessMateSearch whole = { .winner = cases[i].winner, .max_nodes = 200000, .line = whole_line,
                                .plans = plans, .guide = cases[i].guide };
      whole.n_plans = chess_mate_plan (&pos, cases[i].winner, plans, 4);
      ChessMateSearchResult once = chess_mate_reachable (&pos, &whole);
      g_assert_cmpint (once, !=, CHESS_MATE_GAVE_UP);

      ChessMateSearch runs = whole;
      runs.line = line;
      runs.max_nodes = whole.nodes / 10 + 1;
      ChessMateWalk *walk = chess_mate_walk_new (&pos, 200000);
      ChessMateSearchResult got;
      long nodes = 0;
      int n_runs = 0;
      g_assert_nonnull (walk);
      do
        {
          got = chess_mate_walk_on (walk, &runs);
          nodes += runs.nodes;
          n_runs++;
        }
      while (got == CHESS_MATE_GAVE_UP && n_runs < 100);
      chess_mate_walk_free (walk);

      g_assert_cmpint (n_runs, >=, 10);
      g_assert_cmpint (got, ==, once);
      g_assert_cmpint (nodes, ==, whole.nodes);
      if (got == CHESS_MATE_FOUND)
        {
          ChessMateProof proof = { .kind = CHESS_PROOF_SEARCH, .n_line = runs.n_line };
          g_assert_cmpint (runs.n_line, ==, whole.n_line);
          g_assert_cmpmem (line, runs.n_line * sizeof line[0], whole_line, whole.n_line * sizeof whole_line[0]);
          memcpy (proof.line, line, runs.n_line * sizeof line[0]);
          g_assert_true (chess_draw_proof_mates (&pos, cases[i].winner, &proof));
        }
      g_test_message ("%s: %ld moves in %d runs", cases[i].fen, nodes, n_runs);
    }
}

/* Mates the walk by both guides finds at once, or the walk by the nets
 * alone within 20,000 moves where only the dearer nets mate: the walks'
 * turns give those walks their moves before the flights' long one, and
 * each walk goes on where its last turn stopped. They took 123,000 to
 * 344,000 moves when the walk by both came last, afresh, after the
 * flights' 50,000, and were unknown within 90,000; 73,000 to 84,000 now
 * (the counts of moves are the same on every machine). */
static void
test_walk_turns (void)
{
  static const struct { const char *fen; ChessColor winner; } cases[] = {
    { "7K/8/4B3/8/2B2k2/p7/P5p1/3B4 b - -", CHESS_WHITE }, /* sample line 1771 */
    { "k7/2P5/KbP5/4P3/3P4/2b5/8/8 w - -", CHESS_BLACK },  /* 1766 */
    { "7k/7p/8/8/8/6q1/5q2/4q1NK b - -", CHESS_WHITE },    /* 220 */
    /* next to them: 1771 with the bishop on e2, not d1; 1766 with White's
     * king on b5, not a6; 220 with the queen on d2, not e1 (344,000 moves
     * before) */
    { "7K/8/4B3/8/2B2k2/p7/P3B1p1/8 b - -", CHESS_WHITE },
    { "k7/2P5/1bP5/1K2P3/3P4/2b5/8/8 w - -", CHESS_BLACK },
    { "7k/7p/8/8/8/6q1/3q1q2/6NK b - -", CHESS_WHITE },
  };
  const ChessMateLimits limits = { .max_nodes = 90000 };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = can_mate_position (cases[i].fen);
      ChessMateProof proof;

      g_assert_cmpint (chess_draw_can_mate (&pos, cases[i].winner, &limits, &proof), ==, CHESS_ANSWER_YES);
      g_assert_true (chess_draw_proof_mates (&pos, cases[i].winner, &proof));
      g_test_message ("%s: %ld moves, %d plies", cases[i].fen, proof.nodes, proof.n_line);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/can-mate/sample-never-wrong", test_sample_never_wrong);
  g_test_add_func ("/chess/can-mate/proofs-of-no", test_proofs_of_no);
  g_test_add_func ("/chess/can-mate/static-proofs-against-walk", test_static_proofs_against_walk);
  g_test_add_func ("/chess/can-mate/skeleton-tempo", test_skeleton_tempo);
  g_test_add_func ("/chess/can-mate/skeleton-shut-in", test_skeleton_shut_in);
  g_test_add_func ("/chess/can-mate/skeleton-regions-races", test_skeleton_regions_races);
  g_test_add_func ("/chess/can-mate/skeleton-regions-against-walk", test_skeleton_regions_against_walk);
  g_test_add_func ("/chess/can-mate/skeleton-shut-in-against-walk", test_skeleton_shut_in_against_walk);
  g_test_add_func ("/chess/can-mate/skeleton-never-on-yes", test_skeleton_never_on_yes);
  g_test_add_func ("/chess/can-mate/skeleton-against-walk", test_skeleton_against_walk);
  g_test_add_func ("/chess/can-mate/skeleton-near-sample", test_skeleton_near_sample);
  g_test_add_func ("/chess/can-mate/knight-against-queen", test_knight_against_queen);
  g_test_add_func ("/chess/can-mate/shut-in-pieces", test_shut_in_pieces);
  g_test_add_func ("/chess/can-mate/mating-king-one-square", test_mating_king_one_square);
  g_test_add_func ("/chess/can-mate/descent", test_descent);
  g_test_add_func ("/chess/can-mate/beam", test_beam);
  g_test_add_func ("/chess/can-mate/long-series", test_long_series);
  g_test_add_func ("/chess/can-mate/walk-in-runs", test_walk_in_runs);
  g_test_add_func ("/chess/can-mate/walk-turns", test_walk_turns);
  g_test_add_func ("/chess/can-mate/node-limit", test_node_limit);
  g_test_add_func ("/chess/can-mate/distance-parts", test_distance_parts);
  g_test_add_func ("/chess/can-mate/distance-levels", test_distance_levels);
  g_test_add_func ("/chess/can-mate/king-distance", test_king_distance);
  g_test_add_func ("/chess/can-mate/plan-fallback", test_plan_fallback);
  g_test_add_func ("/chess/can-mate/cheap-mates-first", test_cheap_mates_first);
  g_test_add_func ("/chess/can-mate/pawns-only-winner", test_pawns_only_winner);
  return g_test_run ();
}
