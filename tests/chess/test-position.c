/* test-position.c — move generation against reference perft counts,
 * make/unmake symmetry and Zobrist keys
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>

#include "chess-fen.h"
#include "chess-position.h"
#include "../test-data.h"

/* Keeps the suite fast: deeper counts are for `make bench`. */
#define MAX_TEST_NODES 5000000

static JsonArray *
load_perft_positions (void)
{
  return test_data_load_jsonl ("perft.jsonl");
}

static void
test_perft_reference (void)
{
  g_autoptr (JsonArray) all = load_perft_positions ();
  guint checked = 0;
  g_assert_cmpuint (json_array_get_length (all), >=, 6);

  for (guint i = 0; i < json_array_get_length (all); i++)
    {
      JsonObject *o = json_array_get_object_element (all, i);
      const char *fen = json_object_get_string_member (o, "fen");
      JsonArray *counts = json_object_get_array_member (o, "counts");
      ChessPosition pos;
      ChessFenResult r;
      g_assert_true (chess_fen_read (&pos, fen, &r));

      for (guint d = 0; d < json_array_get_length (counts); d++)
        {
          gint64 expected = json_array_get_int_element (counts, d);
          if (expected > MAX_TEST_NODES)
            break;
          uint64_t key = pos.key;
          uint64_t got = chess_perft (&pos, (int) d + 1);
          if (got != (uint64_t) expected)
            g_test_message ("%s depth %u: %" G_GUINT64_FORMAT " instead of %" G_GINT64_FORMAT,
                            json_object_get_string_member (o, "name"), d + 1, (guint64) got, expected);
          g_assert_cmpuint (got, ==, (guint64) expected);
          /* perft makes and unmakes every move: nothing may be left over. */
          g_assert_cmpuint (pos.key, ==, key);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 30);
}

/* Walk the tree: after every make the incremental key equals a fresh one,
 * the FEN reads back to the same position, and unmake restores all. */
static void
walk (ChessPosition *pos, int depth, guint *visited)
{
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessPosition before = *pos;
      ChessUndo undo;
      chess_position_make (pos, list.moves[i], &undo);

      ChessPosition fresh = *pos;
      chess_position_refresh (&fresh);
      g_assert_cmphex (fresh.key, ==, pos->key);

      char fen[CHESS_FEN_MAX];
      ChessPosition reread;
      chess_fen_write (pos, fen);
      g_assert_true (chess_fen_read (&reread, fen, NULL));
      g_assert_cmphex (reread.key, ==, pos->key);
      g_assert_cmpmem (reread.board, 64, pos->board, 64);

      (*visited)++;
      if (depth > 1)
        walk (pos, depth - 1, visited);
      chess_position_unmake (pos, list.moves[i], &undo);
      g_assert_cmpmem (&before, sizeof before, pos, sizeof *pos);
    }
}

static void
test_make_unmake (void)
{
  g_autoptr (JsonArray) all = load_perft_positions ();
  for (guint i = 0; i < json_array_get_length (all); i++)
    {
      JsonObject *o = json_array_get_object_element (all, i);
      ChessPosition pos;
      guint visited = 0;
      g_assert_true (chess_fen_read (&pos, json_object_get_string_member (o, "fen"), NULL));
      walk (&pos, 3, &visited);
      g_assert_cmpuint (visited, >, 0);
    }
}

static void
test_repetition_keys (void)
{
  ChessPosition pos, start;
  chess_position_set_start (&pos);
  start = pos;
  const char *shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  for (int i = 0; i < 4; i++)
    {
      ChessUndo undo;
      ChessMove m = chess_move_from_uci (&pos, shuffle[i]);
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      chess_position_make (&pos, m, &undo);
    }
  g_assert_cmphex (pos.key, ==, start.key);
  g_assert_cmpint (pos.halfmove_clock, ==, 4);
  g_assert_cmpint (pos.fullmove_number, ==, 3);

  /* After 1.e4 the FEN names e3, but no black pawn can take: same position
   * as one reached without the double step (FIDE 9.2.2). */
  ChessPosition a, b;
  g_assert_true (chess_fen_read (&a, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", NULL));
  g_assert_true (chess_fen_read (&b, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));
  g_assert_cmphex (a.key, ==, b.key);

  /* Here d5 pawn can take on e6: the en passant square matters. */
  g_assert_true (chess_fen_read (&a, "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3", NULL));
  g_assert_true (chess_fen_read (&b, "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 3", NULL));
  g_assert_cmphex (a.key, !=, b.key);

  /* The capture exists but is illegal (the horizontal pin): no difference. */
  g_assert_true (chess_fen_read (&a, "8/8/8/KPp4r/8/8/8/7k w - c6 0 2", NULL));
  g_assert_true (chess_fen_read (&b, "8/8/8/KPp4r/8/8/8/7k w - - 0 2", NULL));
  g_assert_cmphex (a.key, ==, b.key);
  g_assert_cmpuint (chess_move_from_uci (&a, "b5c6"), ==, CHESS_MOVE_NONE);
}

static void
test_special_moves (void)
{
  ChessPosition pos;
  char uci[6];

  /* Castling is the king's two-square move; the rook goes along. */
  g_assert_true (chess_fen_read (&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL));
  ChessMove m = chess_move_from_uci (&pos, "e1c1");
  g_assert_cmpint (chess_move_kind (m), ==, CHESS_MOVE_CASTLING);
  ChessUndo undo;
  chess_position_make (&pos, m, &undo);
  g_assert_cmpuint (pos.board[3], ==, chess_piece_make (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpuint (pos.board[0], ==, CHESS_EMPTY);
  g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_BK | CHESS_CASTLE_BQ);

  /* A rook captured on its corner loses that right for its owner. */
  g_assert_true (chess_fen_read (&pos, "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1", NULL));
  m = chess_move_from_uci (&pos, "g2h1");
  chess_position_make (&pos, m, &undo);
  g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_WQ | CHESS_CASTLE_BK | CHESS_CASTLE_BQ);

  /* Castling through an attacked square is not generated. */
  g_assert_true (chess_fen_read (&pos, "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", NULL));
  g_assert_cmpuint (chess_move_from_uci (&pos, "e1g1"), ==, CHESS_MOVE_NONE);

  /* Promotion: four moves per square, and the UCI letter. */
  g_assert_true (chess_fen_read (&pos, "8/P6k/8/8/8/8/8/K7 w - - 0 1", NULL));
  m = chess_move_from_uci (&pos, "a7a8n");
  g_assert_cmpint (chess_move_kind (m), ==, CHESS_MOVE_PROMOTION);
  g_assert_cmpint (chess_move_promotion (m), ==, CHESS_KNIGHT);
  chess_move_to_uci (m, uci);
  g_assert_cmpstr (uci, ==, "a7a8n");
  g_assert_cmpuint (chess_move_from_uci (&pos, "a7a8"), ==, CHESS_MOVE_NONE);
  g_assert_cmpuint (chess_move_from_uci (&pos, "a7a8k"), ==, CHESS_MOVE_NONE);

  /* Mate and stalemate. */
  g_assert_true (chess_fen_read (&pos, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", NULL));
  g_assert_true (chess_position_is_checkmate (&pos));
  g_assert_true (chess_fen_read (&pos, "7k/8/6QK/8/8/8/8/8 b - - 0 1", NULL));
  g_assert_true (chess_position_is_stalemate (&pos));
  g_assert_false (chess_position_is_checkmate (&pos));
}

/* has_legal_move stops at the first group of moves it finds (the king's,
 * then the pawns'): it must agree with the full list everywhere, most of
 * all where the king has no move and only a pawn or a piece can. */
static int
check_has_move (ChessPosition *pos, int depth, int *king_stuck)
{
  ChessMoveList list;
  int n = chess_position_legal_moves (pos, &list), checked = 1;
  bool king_moves = false;

  g_assert_cmpint (chess_position_has_legal_move (pos), ==, n > 0);
  for (int i = 0; i < n; i++)
    king_moves |= chess_move_from (list.moves[i]) == chess_position_king (pos, pos->side);
  *king_stuck += n > 0 && !king_moves;
  if (depth == 0)
    return checked;
  for (int i = 0; i < n; i++)
    {
      ChessUndo undo;
      chess_position_make (pos, list.moves[i], &undo);
      checked += check_has_move (pos, depth - 1, king_stuck);
      chess_position_unmake (pos, list.moves[i], &undo);
    }
  return checked;
}

static void
test_has_legal_move (void)
{
  static const struct { const char *fen; bool moves; } cases[] = {
    /* the king is walled in by its own men; the pawns and the knight move */
    { "7k/8/8/8/8/8/PPP5/KBN5 w - - 0 1", true },
    /* its one free square is guarded, the pawn blocked: only the knight */
    { "7k/8/8/8/8/p7/P7/KN6 w - - 0 1", true },
    /* nothing but a pinned bishop besides the king: stalemate */
    { "8/8/8/8/2q5/2k5/8/KB5r w - - 0 1", false },
    /* double check, the king boxed in: mate, though the rook could block one */
    { "k7/8/8/8/8/8/2R2nPP/r6K w - - 0 1", false },
  };
  ChessPosition pos;
  int king_stuck = 0, checked = 0;

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (chess_fen_read (&pos, cases[i].fen, NULL));
      g_assert_cmpint (chess_position_has_legal_move (&pos), ==, cases[i].moves);
      checked += check_has_move (&pos, 2, &king_stuck);
    }

  g_autoptr (JsonArray) all = load_perft_positions ();
  for (guint i = 0; i < json_array_get_length (all); i++)
    {
      const char *fen = json_object_get_string_member (json_array_get_object_element (all, i), "fen");
      g_assert_true (chess_fen_read (&pos, fen, NULL));
      checked += check_has_move (&pos, 2, &king_stuck);
    }
  g_test_message ("%d positions, %d where only other men than the king move", checked, king_stuck);
  g_assert_cmpint (king_stuck, >, 100);
}

static void
test_squares (void)
{
  char buf[3];
  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      chess_square_name (sq, buf);
      g_assert_cmpint (chess_square_parse (buf), ==, sq);
    }
  g_assert_cmpint (chess_square_parse ("i1"), ==, CHESS_NO_SQUARE);
  g_assert_cmpint (chess_square_parse ("a9"), ==, CHESS_NO_SQUARE);
  g_assert_cmpint (chess_square_parse ("a1x"), ==, CHESS_NO_SQUARE);
  g_assert_cmpint (chess_square_parse (""), ==, CHESS_NO_SQUARE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/position/perft-reference", test_perft_reference);
  g_test_add_func ("/chess/position/make-unmake", test_make_unmake);
  g_test_add_func ("/chess/position/repetition-keys", test_repetition_keys);
  g_test_add_func ("/chess/position/special-moves", test_special_moves);
  g_test_add_func ("/chess/position/has-legal-move", test_has_legal_move);
  g_test_add_func ("/chess/position/squares", test_squares);
  return g_test_run ();
}
