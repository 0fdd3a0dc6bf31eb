/* test-position-editor-logic.c — what the position editor decides, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-position-editor.h"
#include "chess-fen.h"
#include "chess-pgn.h"

static ChessPosition
from_fen (const char *fen)
{
  ChessPosition pos;
  ChessFenResult r;
  if (!chess_fen_read (&pos, fen, &r))
    g_error ("%s: %s (%s)", fen, chess_fen_error_message (r.code), r.detail);
  return pos;
}

static void
test_castling (void)
{
  ChessPosition pos = from_fen ("startpos");
  g_assert_cmpuint (adj_position_editor_possible_castling (&pos), ==,
                    CHESS_CASTLE_WK | CHESS_CASTLE_WQ | CHESS_CASTLE_BK | CHESS_CASTLE_BQ);

  /* The h1 rook gone: only White's queen side is left to White. */
  chess_position_put (&pos, 7, CHESS_EMPTY);
  g_assert_cmpuint (adj_position_editor_possible_castling (&pos), ==,
                    CHESS_CASTLE_WQ | CHESS_CASTLE_BK | CHESS_CASTLE_BQ);

  /* White's king off e1 gives White no castling; a knight on a8
   * leaves Black only the king side. */
  pos = from_fen ("N3k2r/8/8/8/8/8/8/R4K1R w - - 0 1");
  g_assert_cmpuint (adj_position_editor_possible_castling (&pos), ==, CHESS_CASTLE_BK);
}

static void
test_en_passant (void)
{
  ChessSquare squares[8];

  /* After 1. e4 with Black to move: e3 only. */
  ChessPosition pos = from_fen ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  g_assert_cmpint (adj_position_editor_possible_ep_squares (&pos, squares), ==, 1);
  g_assert_cmpint (squares[0], ==, chess_square_parse ("e3"));

  /* The same placement with White to move: no black pawn on the fifth rank. */
  pos.side = CHESS_WHITE;
  g_assert_cmpint (adj_position_editor_possible_ep_squares (&pos, squares), ==, 0);

  /* Black pawns on a5, d5 and h5; the one on d5 has a piece behind it on d7. */
  pos = from_fen ("4k3/3n4/8/p2p3p/8/8/8/4K3 w - - 0 1");
  int n = adj_position_editor_possible_ep_squares (&pos, squares);
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpint (squares[0], ==, chess_square_parse ("a6"));
  g_assert_cmpint (squares[1], ==, chess_square_parse ("h6"));
}

/* What the editor offers is exactly what the rules engine accepts: over
 * every position of a few real games, each castling right alone, and each
 * en passant square of the rank behind the last mover's pawns. */
static void
test_offers_match_engine (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "games", "Capablanca.pgn", NULL);
  g_autofree char *text = NULL;
  gsize size;
  g_assert_true (g_file_get_contents (path, &text, &size, NULL));

  ChessPgnReader *reader = chess_pgn_reader_new (text, size);
  ChessGame game;
  ChessPgnGameInfo info;
  int checked = 0;
  chess_game_init (&game);
  for (int g = 0; g < 20 && chess_pgn_reader_next (reader, &game, &info); g++)
    for (int ply = 0; ply <= chess_game_ply_count (&game); ply++)
      {
        ChessPosition base = *chess_game_position_at (&game, ply);
        base.castling = 0;
        base.ep_square = CHESS_NO_SQUARE;
        unsigned possible = adj_position_editor_possible_castling (&base);
        for (unsigned right = 1; right <= 8; right <<= 1)
          {
            ChessPosition pos = base, read;
            ChessFenResult r;
            char fen[CHESS_FEN_MAX];
            pos.castling = (uint8_t) right;
            chess_fen_write (&pos, fen);
            gboolean accepted = chess_fen_read (&read, fen, &r);
            g_assert_true (accepted == ((possible & right) != 0));
            if (!accepted)
              g_assert_cmpint (r.code, ==, CHESS_FEN_ERROR_CASTLING_RIGHTS);
          }

        ChessSquare squares[8];
        int n = adj_position_editor_possible_ep_squares (&base, squares);
        int rank = base.side == CHESS_WHITE ? 5 : 2;
        for (int file = 0; file < 8; file++)
          {
            ChessPosition pos = base, read;
            ChessFenResult r;
            char fen[CHESS_FEN_MAX];
            pos.ep_square = chess_square_make (file, rank);
            chess_fen_write (&pos, fen);
            gboolean offered = FALSE;
            for (int i = 0; i < n; i++)
              offered |= squares[i] == pos.ep_square;
            gboolean accepted = chess_fen_read (&read, fen, &r);
            if (offered)
              /* A check no double step explains is refused for another reason. */
              g_assert_true (accepted || r.code == CHESS_FEN_ERROR_IMPOSSIBLE_CHECK);
            else
              {
                g_assert_false (accepted);
                g_assert_cmpint (r.code, ==, CHESS_FEN_ERROR_EP_IMPOSSIBLE);
              }
            checked++;
          }
      }
  chess_pgn_reader_free (reader);
  chess_game_clear (&game);
  g_assert_cmpint (checked, >, 1000);
}

static void
test_piece_to_put (void)
{
  ChessPiece wn = chess_piece_make (CHESS_WHITE, CHESS_KNIGHT);
  ChessPiece bn = chess_piece_make (CHESS_BLACK, CHESS_KNIGHT);

  g_assert_cmpuint (adj_position_editor_piece_to_put (CHESS_EMPTY, wn), ==, wn);
  g_assert_cmpuint (adj_position_editor_piece_to_put (bn, wn), ==, wn);
  /* The same piece again takes it off. */
  g_assert_cmpuint (adj_position_editor_piece_to_put (wn, wn), ==, CHESS_EMPTY);
  /* The eraser. */
  g_assert_cmpuint (adj_position_editor_piece_to_put (bn, CHESS_EMPTY), ==, CHESS_EMPTY);
  g_assert_cmpuint (adj_position_editor_piece_to_put (CHESS_EMPTY, CHESS_EMPTY), ==, CHESS_EMPTY);
}

static void
test_fen_says (void)
{
  ChessPosition start = from_fen ("startpos");
  const char *fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  g_assert_true (adj_position_editor_fen_says (fen, &start));
  g_assert_true (adj_position_editor_fen_says ("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq -  0 1 \n", &start));
  g_assert_true (adj_position_editor_fen_says ("startpos", &start));
  g_assert_true (adj_position_editor_fen_says ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK -", &start));
  /* Another side, other counters, a half-typed text: not the same. */
  g_assert_false (adj_position_editor_fen_says ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", &start));
  g_assert_false (adj_position_editor_fen_says ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2", &start));
  g_assert_false (adj_position_editor_fen_says ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ", &start));
  g_assert_false (adj_position_editor_fen_says ("", &start));

  /* A position the engine refuses is still said by its own FEN. */
  ChessPosition two_kings;
  chess_position_clear (&two_kings);
  chess_position_put (&two_kings, 0, chess_piece_make (CHESS_WHITE, CHESS_KING));
  chess_position_put (&two_kings, 7, chess_piece_make (CHESS_WHITE, CHESS_KING));
  chess_position_refresh (&two_kings);
  char written[CHESS_FEN_MAX];
  chess_fen_write (&two_kings, written);
  g_assert_true (adj_position_editor_fen_says (written, &two_kings));
  g_assert_false (adj_position_editor_fen_says (written, &start));
}

static void
test_move_label (void)
{
  ChessPosition pos = from_fen ("startpos");
  g_autofree char *white = adj_position_editor_move_label (&pos, "e4");
  g_assert_cmpstr (white, ==, "1. e4");

  pos = from_fen ("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  g_autofree char *third = adj_position_editor_move_label (&pos, "Bb5");
  g_assert_cmpstr (third, ==, "3. Bb5");
  pos.side = CHESS_BLACK;
  g_autofree char *black = adj_position_editor_move_label (&pos, "a6");
  g_assert_cmpstr (black, ==, "3… a6");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/position-editor-logic/castling", test_castling);
  g_test_add_func ("/ui/position-editor-logic/en-passant", test_en_passant);
  g_test_add_func ("/ui/position-editor-logic/offers-match-engine", test_offers_match_engine);
  g_test_add_func ("/ui/position-editor-logic/piece-to-put", test_piece_to_put);
  g_test_add_func ("/ui/position-editor-logic/fen-says", test_fen_says);
  g_test_add_func ("/ui/position-editor-logic/move-label", test_move_label);
  return g_test_run ();
}
