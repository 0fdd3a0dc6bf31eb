/* test-fen.c — FEN/EPD reading, every refusal named, and writing
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "chess-fen.h"

typedef struct {
  const char   *fen;
  ChessFenError code;
  int           field;
  int           column; /* -1: do not check */
} BadFen;

static const BadFen bad_fens[] = {
  { "", CHESS_FEN_ERROR_EMPTY, 0, 0 },
  { "   ", CHESS_FEN_ERROR_EMPTY, 0, 0 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", CHESS_FEN_ERROR_FIELD_COUNT, 0, -1 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", CHESS_FEN_ERROR_FIELD_COUNT, 0, -1 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7", CHESS_FEN_ERROR_FIELD_COUNT, 0, -1 },
  { "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_PLACEMENT_CHAR, 1, 14 },
  { "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_COUNT, 1, -1 },
  { "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_COUNT, 1, -1 },
  { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH, 1, 17 },
  { "rnbqkbnr/pppppppp/441/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH, 1, 21 },
  { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_PLACEMENT_CHAR, 1, 19 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH, 1, 44 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", CHESS_FEN_ERROR_SIDE, 2, 45 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", CHESS_FEN_ERROR_CASTLING_SYNTAX, 3, 50 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1", CHESS_FEN_ERROR_CASTLING_SYNTAX, 3, 48 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", CHESS_FEN_ERROR_EP_SYNTAX, 4, 52 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", CHESS_FEN_ERROR_HALFMOVE, 5, 54 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", CHESS_FEN_ERROR_HALFMOVE, 5, 54 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999 1", CHESS_FEN_ERROR_HALFMOVE, 5, 54 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", CHESS_FEN_ERROR_FULLMOVE, 6, 56 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x", CHESS_FEN_ERROR_FULLMOVE, 6, 56 },
  { "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", CHESS_FEN_ERROR_KING_COUNT, 1, 0 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1", CHESS_FEN_ERROR_KING_COUNT, 1, 0 },
  { "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", CHESS_FEN_ERROR_PAWN_ON_BACK_RANK, 1, 0 },
  { "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", CHESS_FEN_ERROR_PAWN_ON_BACK_RANK, 1, 0 },
  { "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES, 1, 0 },
  { "4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES, 1, 0 },
  { "4k3/8/8/8/4Q3/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK, 0, 0 },
  { "4k3/8/8/8/8/3n4/8/r3K2r w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_CHECKERS, 0, 0 },
  { "4k3/8/8/8/8/3n4/5p2/4K3 w - - 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, 0, 0 },
  { "4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, 0, 0 },
  { "k7/8/8/8/4P3/8/8/R3K3 b - e3 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, 0, 0 },
  { "4k3/8/8/8/8/8/8/R3K2R w Kk - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS, 3, 0 },
  { "4k3/8/8/8/8/8/8/R3K1R1 w K - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS, 3, 0 },
  { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE, 4, 0 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE, 4, 0 },
  { "4k3/8/8/8/4P3/8/8/r3K3 b - e3 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK, 0, 0 },
  { "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE, 4, 0 },
  { "4k3/8/8/8/4P3/8/8/4K3 w - e6 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE, 4, 0 },
};

static void
test_refusals (void)
{
  gboolean seen[CHESS_FEN_N_ERRORS] = { FALSE };
  for (guint i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      const BadFen *b = &bad_fens[i];
      ChessPosition pos, untouched;
      ChessFenResult r;
      chess_position_set_start (&pos);
      untouched = pos;
      gboolean ok = chess_fen_read (&pos, b->fen, &r);
      if (ok || r.code != b->code)
        g_test_message ("'%s': got %s (%s) instead of %s", b->fen, chess_fen_error_id (r.code), r.detail,
                        chess_fen_error_id (b->code));
      g_assert_false (ok);
      g_assert_cmpint (r.code, ==, b->code);
      g_assert_cmpint (r.field, ==, b->field);
      if (b->column >= 0)
        g_assert_cmpint (r.column, ==, b->column);
      /* A refused FEN leaves the position as it was. */
      g_assert_cmpmem (&pos, sizeof pos, &untouched, sizeof untouched);
      /* Every refusal has words for people. */
      g_assert_cmpstr (chess_fen_error_message (r.code), !=, chess_fen_error_message (CHESS_FEN_OK));
      seen[r.code] = TRUE;
    }
  for (int code = CHESS_FEN_ERROR_EMPTY; code < CHESS_FEN_N_ERRORS; code++)
    {
      if (!seen[code])
        g_test_message ("no test for %s", chess_fen_error_id (code));
      g_assert_true (seen[code]);
    }
}

static void
test_details (void)
{
  ChessFenResult r;
  ChessPosition pos;
  g_assert_false (chess_fen_read (&pos, "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", &r));
  g_assert_nonnull (strstr (r.detail, "black has 0 kings"));
  g_assert_false (chess_fen_read (&pos, "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &r));
  g_assert_cmpstr (r.detail, ==, "“x”");
  g_assert_false (chess_fen_read (&pos, "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", &r));
  g_assert_cmpstr (r.detail, ==, "pawn on a1");
  g_assert_cmpstr (chess_fen_error_id (CHESS_FEN_ERROR_KING_COUNT), ==, "king-count");
  g_assert_cmpstr (chess_fen_error_id ((ChessFenError) 999), ==, "unknown");
}

/* What each refusal concerns, as the members of the result. */
typedef struct {
  const char   *fen;
  ChessFenError code;
  ChessFenTest  test;
  const char   *square; /* NULL: none */
  int           color, rank, count, limit, promoted;
  const char   *found;
} FenFields;

#define START_PLACEMENT "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

static const FenFields fen_fields[] = {
  { "", CHESS_FEN_ERROR_EMPTY, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "" },
  { START_PLACEMENT " w", CHESS_FEN_ERROR_FIELD_COUNT, CHESS_FEN_TEST_NONE, NULL, -1, 0, 2, 6, 0, "" },
  { START_PLACEMENT " w KQkq - 0", CHESS_FEN_ERROR_FIELD_COUNT, CHESS_FEN_TEST_NONE, NULL, -1, 0, 5, 6, 0, "" },
  { START_PLACEMENT " w KQkq - 0 1 7 8", CHESS_FEN_ERROR_FIELD_COUNT, CHESS_FEN_TEST_NONE, NULL, -1, 0, 8, 6, 0, "" },
  { "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_PLACEMENT_CHAR,
    CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "x" },
  /* A character of several bytes is given whole. */
  { "4k3/8/8/8/8/8/8/4K\xc3\xa9" "2 w - - 0 1", CHESS_FEN_ERROR_PLACEMENT_CHAR,
    CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "\xc3\xa9" },
  { "4k3/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_RANK_COUNT, CHESS_FEN_TEST_NONE, NULL, -1, 0, 7, 8, 0, "" },
  { "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_RANK_COUNT, CHESS_FEN_TEST_NONE, NULL, -1, 0, 10, 8, 0, "" },
  { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH,
    CHESS_FEN_TEST_NONE, NULL, -1, 7, 7, 8, 0, "" },
  { "rnbqkbnr/pppppppp/441/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH,
    CHESS_FEN_TEST_NONE, NULL, -1, 6, 9, 8, 0, "" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH,
    CHESS_FEN_TEST_NONE, NULL, -1, 1, 9, 8, 0, "" },
  { "4k3/8/8/8/8/8/8/4K2 w - - 0 1", CHESS_FEN_ERROR_RANK_LENGTH, CHESS_FEN_TEST_NONE, NULL, -1, 1, 7, 8, 0, "" },
  { START_PLACEMENT " white KQkq - 0 1", CHESS_FEN_ERROR_SIDE, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "white" },
  /* A long field is cut to 8 bytes, and not inside a character. */
  { START_PLACEMENT " whiteblack KQkq - 0 1", CHESS_FEN_ERROR_SIDE, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0,
    "whitebla" },
  { START_PLACEMENT " w\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 KQkq - 0 1", CHESS_FEN_ERROR_SIDE, CHESS_FEN_TEST_NONE,
    NULL, -1, 0, 0, 0, 0, "w\xc3\xa9\xc3\xa9\xc3\xa9" },
  { START_PLACEMENT " w KKq - 0 1", CHESS_FEN_ERROR_CASTLING_SYNTAX, CHESS_FEN_TEST_NONE, NULL, -1, 0, 2, 1, 0, "K" },
  { START_PLACEMENT " w KQkx - 0 1", CHESS_FEN_ERROR_CASTLING_SYNTAX, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "x" },
  { START_PLACEMENT " w KQkq e9 0 1", CHESS_FEN_ERROR_EP_SYNTAX, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "e9" },
  { START_PLACEMENT " w KQkq - x 1", CHESS_FEN_ERROR_HALFMOVE, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "x" },
  { START_PLACEMENT " w KQkq - 0 0", CHESS_FEN_ERROR_FULLMOVE, CHESS_FEN_TEST_NONE, NULL, -1, 0, 0, 0, 0, "0" },
  { "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", CHESS_FEN_ERROR_KING_COUNT, CHESS_FEN_TEST_NONE,
    NULL, CHESS_BLACK, 0, 0, 1, 0, "" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1", CHESS_FEN_ERROR_KING_COUNT, CHESS_FEN_TEST_NONE,
    NULL, CHESS_WHITE, 0, 2, 1, 0, "" },
  { "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", CHESS_FEN_ERROR_PAWN_ON_BACK_RANK,
    CHESS_FEN_TEST_NONE, "h8", CHESS_WHITE, 0, 0, 0, 0, "" },
  { "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", CHESS_FEN_ERROR_PAWN_ON_BACK_RANK, CHESS_FEN_TEST_NONE, "a1", CHESS_BLACK,
    0, 0, 0, 0, "" },
  { "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES,
    CHESS_FEN_TEST_PIECES, NULL, CHESS_WHITE, 0, 17, 16, 0, "" },
  { "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES, CHESS_FEN_TEST_PAWNS, NULL,
    CHESS_BLACK, 0, 9, 8, 0, "" },
  { "4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES, CHESS_FEN_TEST_PROMOTIONS, NULL,
    CHESS_WHITE, 0, 10, 8, 2, "" },
  { "4k3/8/8/8/4Q3/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK, CHESS_FEN_TEST_NONE, "e8", CHESS_BLACK,
    0, 0, 0, 0, "" },
  { "4k3/8/8/8/8/3n4/8/r3K2r w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_CHECKERS, CHESS_FEN_TEST_NONE, "e1",
    CHESS_WHITE, 0, 3, 2, 0, "" },
  { "4k3/8/8/8/8/3n4/5p2/4K3 w - - 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, CHESS_FEN_TEST_CHECK_NO_LINE_PIECE,
    "e1", CHESS_WHITE, 0, 2, 2, 0, "" },
  { "4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, CHESS_FEN_TEST_CHECK_SAME_LINE,
    "e4", CHESS_WHITE, 0, 2, 2, 0, "" },
  { "k7/8/8/8/4P3/8/8/R3K3 b - e3 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, CHESS_FEN_TEST_CHECK_DOUBLE_STEP,
    "a8", CHESS_BLACK, 0, 1, 2, 0, "" },
  { "4k3/8/8/8/8/8/8/R3K2R w Kk - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS, CHESS_FEN_TEST_NONE, "h8", CHESS_BLACK,
    0, 0, 0, 0, "" },
  { "4k3/8/8/8/8/8/8/R3K1R1 w QK - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS, CHESS_FEN_TEST_NONE, "h1", CHESS_WHITE,
    0, 0, 0, 0, "" },
  { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE,
    CHESS_FEN_TEST_EP_RANK, "e6", CHESS_WHITE, 0, 0, 0, 0, "" },
  { "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE, CHESS_FEN_TEST_EP_RANK, "e3", CHESS_BLACK,
    0, 0, 0, 0, "" },
  { START_PLACEMENT " b KQkq e3 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE, CHESS_FEN_TEST_EP_PAWN, "e3", CHESS_WHITE,
    0, 0, 0, 0, "" },
};

static void
test_fields (void)
{
  gboolean seen[CHESS_FEN_N_ERRORS] = { FALSE };
  for (guint i = 0; i < G_N_ELEMENTS (fen_fields); i++)
    {
      const FenFields *e = &fen_fields[i];
      ChessPosition pos;
      ChessFenResult r;
      g_test_message ("%s", e->fen);
      g_assert_false (chess_fen_read (&pos, e->fen, &r));
      g_assert_cmpstr (chess_fen_error_id (r.code), ==, chess_fen_error_id (e->code));
      g_assert_cmpint (r.test, ==, e->test);
      g_assert_cmpint (r.square, ==, e->square ? chess_square_parse (e->square) : CHESS_NO_SQUARE);
      g_assert_cmpint (r.color, ==, e->color);
      g_assert_cmpint (r.rank, ==, e->rank);
      g_assert_cmpint (r.count, ==, e->count);
      g_assert_cmpint (r.limit, ==, e->limit);
      g_assert_cmpint (r.promoted, ==, e->promoted);
      g_assert_cmpstr (r.found, ==, e->found);
      seen[r.code] = TRUE;
    }
  for (int code = CHESS_FEN_ERROR_EMPTY; code < CHESS_FEN_N_ERRORS; code++)
    {
      if (!seen[code])
        g_test_message ("no fields tested for %s", chess_fen_error_id (code));
      g_assert_true (seen[code]);
    }
}

/* An accepted FEN leaves nothing in the result from the tests it passed,
 * even after a refusal in the same result. */
static void
test_fields_accepted (void)
{
  static const char *const good[] = {
    /* Checked by a knight: the check tests look at the king and count. */
    "4k3/8/3N4/8/8/8/8/4K3 b - - 0 1",
    /* An en passant square, checked. */
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    /* Check by the pawn that just made its double step. */
    "8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      ChessPosition pos;
      ChessFenResult r;
      g_assert_false (chess_fen_read (&pos, "4k3/8/8/8/8/8/8/4K2P w Q e6 0 1", &r));
      g_assert_true (chess_fen_read (&pos, good[i], &r));
      g_assert_cmpint (r.code, ==, CHESS_FEN_OK);
      g_assert_cmpint (r.field, ==, 0);
      g_assert_cmpint (r.column, ==, 0);
      g_assert_cmpint (r.test, ==, CHESS_FEN_TEST_NONE);
      g_assert_cmpint (r.square, ==, CHESS_NO_SQUARE);
      g_assert_cmpint (r.color, ==, -1);
      g_assert_cmpint (r.rank, ==, 0);
      g_assert_cmpint (r.count, ==, 0);
      g_assert_cmpint (r.limit, ==, 0);
      g_assert_cmpint (r.promoted, ==, 0);
      g_assert_cmpstr (r.found, ==, "");
      g_assert_cmpstr (r.detail, ==, "");
    }
}

static void
test_accepted (void)
{
  static const char *const good[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    /* Double check by discovery: rook uncovered, knight checks. */
    "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1",
    /* Check by the pawn that just made its double step. */
    "8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1",
    /* Check uncovered by the double step (bishop f1 through e2). */
    "8/8/8/1k6/4P3/8/8/4KB2 b - e3 0 1",
    "4k3/8/8/8/8/8/8/R2QK2R w KQ - 12 40",
    "   4k3/8/8/8/8/8/8/4K3 w - - 0 1   ",
  };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      ChessPosition pos;
      ChessFenResult r;
      gboolean ok = chess_fen_read (&pos, good[i], &r);
      if (!ok)
        g_test_message ("'%s' refused: %s %s", good[i], chess_fen_error_id (r.code), r.detail);
      g_assert_true (ok);
    }
}

static void
test_epd_and_startpos (void)
{
  ChessPosition a, b;
  g_assert_true (chess_fen_read (&a, "startpos", NULL));
  g_assert_true (chess_fen_read (&b, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", NULL));
  g_assert_cmphex (a.key, ==, b.key);
  g_assert_cmpint (b.halfmove_clock, ==, 0);
  g_assert_cmpint (b.fullmove_number, ==, 1);
  g_assert_true (chess_fen_read (&b, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id \"start\";", NULL));
  g_assert_cmphex (a.key, ==, b.key);
}

static void
test_round_trip (void)
{
  static const char *const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w Kq - 17 123",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      ChessPosition pos;
      char out[CHESS_FEN_MAX];
      g_assert_true (chess_fen_read (&pos, fens[i], NULL));
      chess_fen_write (&pos, out);
      g_assert_cmpstr (out, ==, fens[i]);
    }
}

/* The rights and en passant squares a placement allows are exactly those
 * the reader accepts in it. */
static void
test_possible (void)
{
  ChessPosition pos;
  g_assert_true (chess_fen_read (&pos, "r3k3/8/8/3pP3/8/8/8/R3K2R w KQq d6 0 1", NULL));
  g_assert_cmpuint (chess_fen_castling_possible (&pos), ==, CHESS_CASTLE_WK | CHESS_CASTLE_WQ | CHESS_CASTLE_BQ);
  g_assert_false (chess_fen_read (&pos, "r3k3/8/8/3pP3/8/8/8/R3K2R w k d6 0 1", NULL));

  ChessSquare squares[8];
  g_assert_true (chess_fen_read (&pos, "r3k3/8/8/3pP3/8/8/8/R3K2R w KQq d6 0 1", NULL));
  g_assert_cmpint (chess_fen_ep_squares_possible (&pos, squares), ==, 1);
  g_assert_cmpint (squares[0], ==, chess_square_make (3, 5));
  /* With Black to move the same pawns explain nothing: e4 is empty. */
  pos.side = CHESS_BLACK;
  g_assert_cmpint (chess_fen_ep_squares_possible (&pos, squares), ==, 0);
  g_assert_false (chess_fen_read (&pos, "r3k3/8/8/3pP3/8/8/8/R3K2R b KQq e3 0 1", NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/fen/refusals", test_refusals);
  g_test_add_func ("/chess/fen/details", test_details);
  g_test_add_func ("/chess/fen/fields", test_fields);
  g_test_add_func ("/chess/fen/fields-accepted", test_fields_accepted);
  g_test_add_func ("/chess/fen/accepted", test_accepted);
  g_test_add_func ("/chess/fen/epd-and-startpos", test_epd_and_startpos);
  g_test_add_func ("/chess/fen/round-trip", test_round_trip);
  g_test_add_func ("/chess/fen/possible", test_possible);
  return g_test_run ();
}
