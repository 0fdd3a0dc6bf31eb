/* test-board-logic.c — the board model, the piece set and the board's words,
 * without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "adj-board-model.h"
#include "adj-board.h"
#include "adj-board-private.h"
#include "adj-piece-set.h"

#define START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

typedef struct
{
  guint changed;
  guint fen_notified;
  guint last_move_notified;
} Counts;

static void
on_changed (AdjBoardModel *model, Counts *counts)
{
  counts->changed++;
}

static void
on_notify (GObject *object, GParamSpec *pspec, Counts *counts)
{
  if (g_str_equal (pspec->name, "fen"))
    counts->fen_notified++;
  else if (g_str_equal (pspec->name, "last-move"))
    counts->last_move_notified++;
}

static AdjBoardModel *
counted_model (Counts *counts)
{
  AdjBoardModel *model = adj_board_model_new ();

  memset (counts, 0, sizeof *counts);
  g_signal_connect (model, "changed", G_CALLBACK (on_changed), counts);
  g_signal_connect (model, "notify", G_CALLBACK (on_notify), counts);
  return model;
}

static ChessSquare
sq (const char *name)
{
  ChessSquare square = chess_square_parse (name);
  g_assert_cmpint (square, !=, CHESS_NO_SQUARE);
  return square;
}

static ChessBitboard
bits (const char *names)
{
  g_auto(GStrv) list = g_strsplit (names, " ", -1);
  ChessBitboard b = 0;

  for (int i = 0; list[i]; i++)
    if (*list[i])
      b |= (ChessBitboard) 1 << sq (list[i]);
  return b;
}

static void
assert_fen (AdjBoardModel *model, const char *expected)
{
  g_autofree char *fen = adj_board_model_get_fen (model);
  g_assert_cmpstr (fen, ==, expected);
}

static void
test_model_start (void)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  g_autofree char *property = NULL;

  assert_fen (model, START_FEN);
  g_assert_cmpuint (adj_board_model_get_last_move (model), ==, CHESS_MOVE_NONE);
  g_object_get (model, "fen", &property, NULL);
  g_assert_cmpstr (property, ==, START_FEN);
  g_assert_true (adj_board_model_validate (model, NULL));
}

static void
test_model_fen (void)
{
  Counts counts;
  g_autoptr(AdjBoardModel) model = counted_model (&counts);
  ChessFenResult result;
  const char *fen = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";

  g_assert_true (adj_board_model_set_fen (model, fen, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_OK);
  assert_fen (model, fen);
  g_assert_cmpint (adj_board_model_get_position (model)->side, ==, CHESS_BLACK);
  g_assert_cmpint (adj_board_model_get_position (model)->board[sq ("d4")], ==,
                   chess_piece_make (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.fen_notified, ==, 1);

  /* Refused: the reason comes back and nothing changes or is announced. */
  g_assert_false (adj_board_model_set_fen (model, "8/8/8/8/8/8/8/8 w - - 0 1", &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_KING_COUNT);
  g_assert_false (adj_board_model_set_fen (model, "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1", &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_RANK_COUNT);
  g_assert_false (adj_board_model_set_fen (model, "", NULL));
  assert_fen (model, fen);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.fen_notified, ==, 1);

  /* The same position again is no change. */
  g_assert_true (adj_board_model_set_fen (model, fen, NULL));
  g_assert_cmpuint (counts.changed, ==, 1);

  /* The property writes through the same path. */
  g_object_set (model, "fen", "startpos", NULL);
  assert_fen (model, START_FEN);
  g_assert_cmpuint (counts.changed, ==, 2);
  g_assert_cmpuint (counts.fen_notified, ==, 2);
}

static void
test_model_set_position (void)
{
  Counts counts;
  g_autoptr(AdjBoardModel) model = counted_model (&counts);
  ChessPosition position;

  g_assert_true (chess_fen_read (&position, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", NULL));
  adj_board_model_set_position (model, &position);
  assert_fen (model, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  g_assert_cmpuint (counts.changed, ==, 1);
  adj_board_model_set_position (model, &position);
  g_assert_cmpuint (counts.changed, ==, 1);
}

static void
test_model_play (void)
{
  Counts counts;
  g_autoptr(AdjBoardModel) model = counted_model (&counts);
  ChessMove e2e4 = adj_board_model_find_move (model, sq ("e2"), sq ("e4"), CHESS_QUEEN);

  g_assert_cmpuint (e2e4, !=, CHESS_MOVE_NONE);
  g_assert_true (adj_board_model_play (model, e2e4));
  assert_fen (model, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  g_assert_cmpuint (adj_board_model_get_last_move (model), ==, e2e4);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.fen_notified, ==, 1);
  g_assert_cmpuint (counts.last_move_notified, ==, 1);

  /* Illegal here: a white move when black is to move, a knight's
   * impossible jump, no move at all, a move from an empty square. */
  ChessMove d2d4 = chess_move_make (sq ("d2"), sq ("d4"), CHESS_MOVE_NORMAL, CHESS_KNIGHT);
  ChessMove g8g6 = chess_move_make (sq ("g8"), sq ("g6"), CHESS_MOVE_NORMAL, CHESS_KNIGHT);
  ChessMove e5e4 = chess_move_make (sq ("e5"), sq ("e4"), CHESS_MOVE_NORMAL, CHESS_KNIGHT);
  g_assert_false (adj_board_model_play (model, d2d4));
  g_assert_false (adj_board_model_play (model, g8g6));
  g_assert_false (adj_board_model_play (model, e5e4));
  g_assert_false (adj_board_model_play (model, CHESS_MOVE_NONE));
  g_assert_cmpuint (adj_board_model_find_move (model, sq ("g8"), sq ("g6"), CHESS_QUEEN), ==, CHESS_MOVE_NONE);
  assert_fen (model, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  g_assert_cmpuint (adj_board_model_get_last_move (model), ==, e2e4);
  g_assert_cmpuint (counts.changed, ==, 1);

  /* A new position forgets the last move. */
  g_assert_true (adj_board_model_set_fen (model, "startpos", NULL));
  g_assert_cmpuint (adj_board_model_get_last_move (model), ==, CHESS_MOVE_NONE);
  g_assert_cmpuint (counts.changed, ==, 2);
  g_assert_cmpuint (counts.last_move_notified, ==, 2);
}

static void
test_model_promotion (void)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();

  g_assert_true (adj_board_model_set_fen (model, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", NULL));
  g_assert_true (adj_board_model_is_promotion (model, sq ("a7"), sq ("a8")));
  g_assert_true (adj_board_model_is_promotion (model, sq ("a7"), sq ("b8")));
  g_assert_false (adj_board_model_is_promotion (model, sq ("e1"), sq ("e2")));
  g_assert_false (adj_board_model_is_promotion (model, sq ("a7"), sq ("a6")));

  ChessMove knight = adj_board_model_find_move (model, sq ("a7"), sq ("b8"), CHESS_KNIGHT);
  g_assert_cmpint (chess_move_kind (knight), ==, CHESS_MOVE_PROMOTION);
  g_assert_cmpint (chess_move_promotion (knight), ==, CHESS_KNIGHT);
  g_assert_true (adj_board_model_play (model, knight));
  assert_fen (model, "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

static void
test_model_targets (void)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();

  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("g1")), ==, bits ("f3 h3"));
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e2")), ==, bits ("e3 e4"));
  /* Not the side to move, and an empty square. */
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("g8")), ==, 0);
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e4")), ==, 0);

  /* Castling is shown as the king's move, both ways. */
  g_assert_true (adj_board_model_set_fen (model, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL));
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e1")), ==,
                    bits ("d1 f1 d2 e2 f2 c1 g1"));
  /* Without the rights, no castling. */
  g_assert_true (adj_board_model_set_fen (model, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", NULL));
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e1")), ==, bits ("d1 f1 d2 e2 f2"));

  /* A pinned knight has nowhere to go; the king still does. */
  g_assert_true (adj_board_model_set_fen (model, "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", NULL));
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e2")), ==, 0);
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e1")), ==, bits ("d1 f1 d2 f2"));
}

static void
test_model_edit (void)
{
  Counts counts;
  g_autoptr(AdjBoardModel) model = counted_model (&counts);
  ChessFenResult result;

  g_assert_true (adj_board_model_play (model, adj_board_model_find_move (model, sq ("e2"), sq ("e4"), 0)));
  g_assert_cmpuint (counts.changed, ==, 1);

  adj_board_model_clear (model);
  g_assert_cmpuint (counts.changed, ==, 2);
  g_assert_cmpuint (adj_board_model_get_last_move (model), ==, CHESS_MOVE_NONE);
  assert_fen (model, "8/8/8/8/8/8/8/8 w - - 0 1");

  /* Not yet valid: the reason is the rules engine's, and nothing can be
   * played or shown as a destination. */
  g_assert_false (adj_board_model_validate (model, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_KING_COUNT);

  adj_board_model_put (model, sq ("e1"), chess_piece_make (CHESS_WHITE, CHESS_KING));
  adj_board_model_put (model, sq ("a1"), chess_piece_make (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpuint (counts.changed, ==, 4);
  g_assert_false (adj_board_model_validate (model, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_KING_COUNT);
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e1")), ==, 0);
  g_assert_false (adj_board_model_play (model, chess_move_make (sq ("e1"), sq ("e2"), CHESS_MOVE_NORMAL, CHESS_KNIGHT)));

  /* Putting what is already there is no change. */
  adj_board_model_put (model, sq ("a1"), chess_piece_make (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpuint (counts.changed, ==, 4);

  adj_board_model_put (model, sq ("e8"), chess_piece_make (CHESS_BLACK, CHESS_KING));
  g_assert_true (adj_board_model_validate (model, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_OK);

  /* A pawn on the back rank, then cleared again. */
  adj_board_model_put (model, sq ("h8"), chess_piece_make (CHESS_WHITE, CHESS_PAWN));
  g_assert_false (adj_board_model_validate (model, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_PAWN_ON_BACK_RANK);
  adj_board_model_put (model, sq ("h8"), CHESS_EMPTY);
  g_assert_true (adj_board_model_validate (model, NULL));

  /* Castling rights without the rook on h1. */
  adj_board_model_set_castling (model, CHESS_CASTLE_WK);
  g_assert_false (adj_board_model_validate (model, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_CASTLING_RIGHTS);
  adj_board_model_set_castling (model, CHESS_CASTLE_WQ);
  g_assert_true (adj_board_model_validate (model, NULL));

  guint before = counts.changed;
  adj_board_model_set_side (model, CHESS_BLACK);
  adj_board_model_set_side (model, CHESS_BLACK);
  adj_board_model_set_fullmove (model, 30);
  adj_board_model_set_fullmove (model, 30);
  g_assert_cmpuint (counts.changed, ==, before + 2);
  assert_fen (model, "4k3/8/8/8/8/8/8/R3K3 b Q - 0 30");

  /* An en passant square no double step explains. */
  adj_board_model_set_ep_square (model, sq ("e3"));
  g_assert_false (adj_board_model_validate (model, &result));
  g_assert_cmpint (result.code, ==, CHESS_FEN_ERROR_EP_IMPOSSIBLE);
  adj_board_model_set_ep_square (model, CHESS_NO_SQUARE);
  g_assert_true (adj_board_model_validate (model, NULL));
  g_assert_cmpuint (counts.changed, ==, before + 4);
  g_assert_cmpuint (counts.fen_notified, ==, counts.changed);

  /* Valid again: the moves come back. */
  g_assert_cmpuint (adj_board_model_get_targets (model, sq ("e8")), ==, bits ("d8 f8 d7 e7 f7"));
}

static void
test_describe_square (void)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  const ChessPosition *position = adj_board_model_get_position (model);
  g_autofree char *g1 = adj_board_describe_square (position, sq ("g1"));
  g_autofree char *e4 = adj_board_describe_square (position, sq ("e4"));
  g_autofree char *d8 = adj_board_describe_square (position, sq ("d8"));

  g_assert_cmpstr (g1, ==, "white knight on g1");
  g_assert_cmpstr (e4, ==, "empty square e4");
  g_assert_cmpstr (d8, ==, "black queen on d8");

  g_assert_true (adj_board_model_play (model, adj_board_model_find_move (model, sq ("e2"), sq ("e4"), 0)));
  g_autofree char *after = adj_board_describe_square (position, sq ("e4"));
  g_assert_cmpstr (after, ==, "white pawn on e4");
}

/* What a screen reader is told of the board: the cursor's square, and the
 * piece picked. */
static void
test_describe_cursor (void)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  const ChessPosition *position = adj_board_model_get_position (model);
  g_autofree char *alone = adj_board_describe_cursor (position, sq ("e4"), CHESS_NO_SQUARE);
  g_autofree char *elsewhere = adj_board_describe_cursor (position, sq ("f3"), sq ("g1"));
  g_autofree char *on_it = adj_board_describe_cursor (position, sq ("g1"), sq ("g1"));

  g_assert_cmpstr (alone, ==, "empty square e4");
  g_assert_cmpstr (elsewhere, ==, "empty square f3; white knight on g1 picked");
  g_assert_cmpstr (on_it, ==, "white knight on g1, picked");
}

/* FEN as a board model reads it. */
static ChessPosition
position_of (const char *fen)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();

  g_assert_true (adj_board_model_set_fen (model, fen, NULL));
  return *adj_board_model_get_position (model);
}

/* KEYVAL on a board in play mode showing FEN, White at the bottom unless
 * FLIPPED, the cursor on CURSOR, PICKED picked (NULL: none). */
static AdjBoardKeyResult
key_on (const char *fen, gboolean flipped, const char *cursor, const char *picked, guint keyval)
{
  ChessPosition position = position_of (fen);

  return adj_board_decide_key (ADJ_BOARD_MODE_PLAY, &position, flipped, sq (cursor),
                               picked ? sq (picked) : CHESS_NO_SQUARE, keyval);
}

static void
assert_cursor (AdjBoardKeyResult result, const char *square)
{
  g_assert_cmpint (result.action, ==, ADJ_BOARD_KEY_CURSOR);
  g_assert_cmpint (result.square, ==, sq (square));
}

/* The arrows move the cursor as the board is seen, and stop at its edges;
 * other keys are left to the window. */
static void
test_key_cursor (void)
{
  static const struct {
    gboolean    flipped;
    const char *cursor;
    const char *picked;
    guint       keyval;
    const char *then;
  } steps[] = {
    /* White at the bottom: up is towards rank 8; the edges hold. */
    { FALSE, "e1", NULL, GDK_KEY_Up, "e2" },
    { FALSE, "e1", NULL, GDK_KEY_KP_Up, "e2" },
    { FALSE, "e1", NULL, GDK_KEY_Left, "d1" },
    { FALSE, "e1", NULL, GDK_KEY_Right, "f1" },
    { FALSE, "e1", NULL, GDK_KEY_Down, "e1" },
    { FALSE, "a8", NULL, GDK_KEY_Up, "a8" },
    { FALSE, "a8", NULL, GDK_KEY_KP_Left, "a8" },
    { FALSE, "h5", NULL, GDK_KEY_Right, "h5" },
    /* Black at the bottom: rank 1 at the top, the h-file on the left. */
    { TRUE, "e1", NULL, GDK_KEY_Up, "e1" },
    { TRUE, "e1", NULL, GDK_KEY_Down, "e2" },
    { TRUE, "e1", NULL, GDK_KEY_Left, "f1" },
    { TRUE, "e1", NULL, GDK_KEY_KP_Right, "d1" },
    { TRUE, "a8", NULL, GDK_KEY_Right, "a8" },
    /* A piece picked stays picked while the cursor moves. */
    { FALSE, "g1", "g1", GDK_KEY_Up, "g2" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    assert_cursor (key_on (START_FEN, steps[i].flipped, steps[i].cursor, steps[i].picked, steps[i].keyval),
                   steps[i].then);

  /* Not the board's: Home, End, letters, Tab; Escape with nothing picked. */
  static const guint others[] = { GDK_KEY_Home, GDK_KEY_End, GDK_KEY_f, GDK_KEY_Tab, GDK_KEY_Escape };
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_cmpint (key_on (START_FEN, FALSE, "e2", NULL, others[i]).action, ==, ADJ_BOARD_KEY_IGNORED);
}

/* Space or Enter picks, plays a legal move, asks for a promotion's piece,
 * or puts the piece back; Escape puts it back. */
static void
test_key_pick_and_play (void)
{
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  AdjBoardKeyResult r;

  r = key_on (START_FEN, FALSE, "g1", NULL, GDK_KEY_space);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PICK);
  g_assert_cmpint (r.square, ==, sq ("g1"));
  /* The second press on a target plays the move the model would. */
  static const guint activate[] = { GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter,
                                    GDK_KEY_ISO_Enter };
  for (guint i = 0; i < G_N_ELEMENTS (activate); i++)
    {
      r = key_on (START_FEN, FALSE, "f3", "g1", activate[i]);
      g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PLAY);
      g_assert_cmpuint (r.move, ==, adj_board_model_find_move (model, sq ("g1"), sq ("f3"), CHESS_QUEEN));
      g_assert_cmpuint (r.move, !=, CHESS_MOVE_NONE);
    }
  /* Another piece of the side to move is picked instead. */
  r = key_on (START_FEN, FALSE, "b1", "g1", GDK_KEY_Return);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PICK);
  g_assert_cmpint (r.square, ==, sq ("b1"));
  /* The piece picked, a square it cannot reach, Escape: put back. */
  g_assert_cmpint (key_on (START_FEN, FALSE, "g1", "g1", GDK_KEY_space).action, ==, ADJ_BOARD_KEY_DROP);
  g_assert_cmpint (key_on (START_FEN, FALSE, "g4", "g1", GDK_KEY_space).action, ==, ADJ_BOARD_KEY_DROP);
  g_assert_cmpint (key_on (START_FEN, FALSE, "e4", "g1", GDK_KEY_Escape).action, ==, ADJ_BOARD_KEY_DROP);
  /* The other side's piece, or an empty square, with nothing picked. */
  g_assert_cmpint (key_on (START_FEN, FALSE, "e7", NULL, GDK_KEY_space).action, ==, ADJ_BOARD_KEY_IGNORED);
  g_assert_cmpint (key_on (START_FEN, FALSE, "e4", NULL, GDK_KEY_Return).action, ==, ADJ_BOARD_KEY_IGNORED);

  /* Legality is the rules engine's: a pinned knight has no move. */
  r = key_on ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", FALSE, "c3", "e2", GDK_KEY_space);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_DROP);
  /* Black to move, seen from Black's side. */
  r = key_on ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", TRUE, "e5", "e7", GDK_KEY_space);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PLAY);
  g_assert_cmpint (chess_move_from (r.move), ==, sq ("e7"));
  g_assert_cmpint (chess_move_to (r.move), ==, sq ("e5"));

  /* A pawn reaching the last rank, or taking onto it: the piece is asked. */
  r = key_on ("1n5k/P7/8/8/8/8/8/K7 w - - 0 1", FALSE, "a8", "a7", GDK_KEY_space);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PROMOTE);
  g_assert_cmpint (r.square, ==, sq ("a8"));
  g_assert_cmpuint (r.move, ==, CHESS_MOVE_NONE);
  r = key_on ("1n5k/P7/8/8/8/8/8/K7 w - - 0 1", FALSE, "b8", "a7", GDK_KEY_Return);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PROMOTE);
  g_assert_cmpint (r.square, ==, sq ("b8"));
}

/* A board that plays nothing moves its cursor only; the editor's board
 * activates the cursor's square. */
static void
test_key_modes (void)
{
  ChessPosition start = position_of (START_FEN);
  AdjBoardKeyResult r;

  r = adj_board_decide_key (ADJ_BOARD_MODE_VIEW, &start, FALSE, sq ("g1"), CHESS_NO_SQUARE, GDK_KEY_space);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_IGNORED);
  r = adj_board_decide_key (ADJ_BOARD_MODE_VIEW, &start, FALSE, sq ("g1"), CHESS_NO_SQUARE, GDK_KEY_Up);
  assert_cursor (r, "g2");
  r = adj_board_decide_key (ADJ_BOARD_MODE_EDIT, &start, FALSE, sq ("e4"), CHESS_NO_SQUARE, GDK_KEY_Return);
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_ACTIVATE);
  g_assert_cmpint (r.square, ==, sq ("e4"));
  /* A click decides as the key does. */
  r = adj_board_decide_square (ADJ_BOARD_MODE_PLAY, &start, sq ("e2"), sq ("e4"));
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_PLAY);
  g_assert_cmpint (chess_move_to (r.move), ==, sq ("e4"));
  r = adj_board_decide_square (ADJ_BOARD_MODE_EDIT, &start, CHESS_NO_SQUARE, sq ("a1"));
  g_assert_cmpint (r.action, ==, ADJ_BOARD_KEY_ACTIVATE);
}

static void
test_piece_names (void)
{
  g_assert_cmpstr (adj_piece_set_describe (chess_piece_make (CHESS_WHITE, CHESS_KNIGHT)), ==, "white knight");
  g_assert_cmpstr (adj_piece_set_describe (chess_piece_make (CHESS_BLACK, CHESS_KING)), ==, "black king");
  g_assert_cmpstr (adj_piece_set_describe (chess_piece_make (CHESS_BLACK, CHESS_PAWN)), ==, "black pawn");
  g_assert_cmpstr (adj_piece_set_describe (chess_piece_make (CHESS_WHITE, CHESS_QUEEN)), ==, "white queen");
}

/* The alpha of the pixel at (x, y) of TEXTURE. */
static guint
alpha_at (GdkTexture *texture, int x, int y)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  return pixels[y * width + x] >> 24;
}

static void
test_piece_textures (void)
{
  AdjPieceSet *set = adj_piece_set_get_default ();
  ChessPiece knight = chess_piece_make (CHESS_WHITE, CHESS_KNIGHT);
  ChessPiece pawn = chess_piece_make (CHESS_BLACK, CHESS_PAWN);

  g_assert_true (set == adj_piece_set_get_default ());

  /* Every piece is drawn: something opaque near the middle, nothing in the
   * corner. */
  for (int color = CHESS_WHITE; color <= CHESS_BLACK; color++)
    for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
      {
        GdkTexture *t = adj_piece_set_get_texture (set, chess_piece_make (color, type), 40);
        g_assert_nonnull (t);
        g_assert_cmpint (gdk_texture_get_width (t), ==, 40);
        g_assert_cmpint (gdk_texture_get_height (t), ==, 40);
        g_assert_cmpuint (alpha_at (t, 20, 30), ==, 255);
        g_assert_cmpuint (alpha_at (t, 0, 0), ==, 0);
      }

  /* Rendered once per size: the same texture comes back, another size
   * gets its own. */
  GdkTexture *a = adj_piece_set_get_texture (set, knight, 64);
  GdkTexture *b = adj_piece_set_get_texture (set, knight, 64);
  GdkTexture *c = adj_piece_set_get_texture (set, knight, 65);
  GdkTexture *d = adj_piece_set_get_texture (set, pawn, 64);
  g_assert_true (a == b);
  g_assert_true (a != c);
  g_assert_true (a != d);
  g_assert_cmpint (gdk_texture_get_width (c), ==, 65);

  /* The vectors into cairo match: the pawn covers the middle-bottom. */
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 50, 50);
  cairo_t *cr = cairo_create (surface);
  adj_piece_set_render (set, cr, pawn, 0, 0, 50);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  guint32 *data = (guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  g_assert_cmpuint (data[40 * stride + 25] >> 24, ==, 255);
  g_assert_cmpuint (data[2 * stride + 2] >> 24, ==, 0);
  cairo_surface_destroy (surface);
}

/* The rows of texture T (SIZE square) with any ink: its height, in
 * pixels. */
static int
ink_height (GdkTexture *t, int size)
{
  g_autofree guint32 *pixels = g_new (guint32, (gsize) size * size);
  int top = size, bottom = -1;
  gdk_texture_download (t, (guchar *) pixels, (gsize) size * 4);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if ((pixels[y * size + x] >> 24) > 16)
        {
          top = MIN (top, y);
          bottom = MAX (bottom, y);
        }
  return bottom < top ? 0 : bottom - top + 1;
}

/* The pixels of T (SIZE square), premultiplied ARGB words. */
static guint32 *
download (GdkTexture *t, int size)
{
  guint32 *pixels = g_new (guint32, (gsize) size * size);
  gdk_texture_download (t, (guchar *) pixels, (gsize) size * 4);
  return pixels;
}

/* The columns of texture T (SIZE square) with any ink: the margins left
 * and right of it. */
static void
ink_margins (GdkTexture *t, int size, int *left, int *right)
{
  g_autofree guint32 *pixels = download (t, size);
  *left = size;
  *right = size;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if ((pixels[y * size + x] >> 24) > 16)
        {
          *left = MIN (*left, x);
          *right = MIN (*right, size - 1 - x);
        }
}

/* The pieces of every set fill their square as GNOME Chess's do: the
 * tallest (king, queen) about 85% of it, none shrunk to a token, and
 * centred across it. */
static void
test_piece_fill (void)
{
  for (const char *const *id = adj_piece_set_list_ids (); *id; id++)
    {
      AdjPieceSet *set = adj_piece_set_get (*id);
      for (int color = CHESS_WHITE; color <= CHESS_BLACK; color++)
        for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
          {
            GdkTexture *t = adj_piece_set_get_texture (set, chess_piece_make (color, type), 100);
            int h = ink_height (t, 100), left, right;
            ink_margins (t, 100, &left, &right);
            g_test_message ("%s piece %d/%d: %d%% of the square, margins %d and %d", *id, color, type, h, left, right);
            g_assert_cmpint (h, >=, type == CHESS_PAWN ? 70 : 76);
            g_assert_cmpint (h, <=, 95);
            if (type == CHESS_KING || type == CHESS_QUEEN)
              g_assert_cmpint (h, >=, 84);
            g_assert_cmpint (ABS (left - right), <=, 8);
          }
    }
}

/* The share of the pixels of T (SIZE square) with ink. */
static double
ink_share (GdkTexture *t, int size)
{
  g_autofree guint32 *pixels = download (t, size);
  int inked = 0;
  for (int i = 0; i < size * size; i++)
    inked += (pixels[i] >> 24) > 16;
  return (double) inked / (size * size);
}

/* The green of the pixel at (x, y) of T (SIZE square), an opaque one. */
static guint
luma_at (GdkTexture *t, int size, int x, int y)
{
  g_autofree guint32 *pixels = download (t, size);
  g_assert_cmpuint (pixels[y * size + x] >> 24, ==, 255);
  return (pixels[y * size + x] >> 8) & 0xff;
}

static gboolean
same_pixels (GdkTexture *a, GdkTexture *b, int size)
{
  g_autofree guint32 *pa = download (a, size);
  g_autofree guint32 *pb = download (b, size);
  return memcmp (pa, pb, sizeof (guint32) * size * size) == 0;
}

/* Every set has its twelve pieces, drawn at the sizes a board shows them
 * (24 px on a thumbnail to 120 on a large screen), each unlike the others
 * of its set and unlike the same piece of another set. */
static void
test_piece_sets (void)
{
  const char *const *ids = adj_piece_set_list_ids ();
  static const int sizes[] = { 24, 48, 120 };
  guint n_sets = g_strv_length ((char **) ids);

  g_assert_cmpuint (n_sets, >=, 3);
  g_assert_cmpstr (ids[0], ==, "adjourn");
  g_assert_true (adj_piece_set_get (ids[0]) == adj_piece_set_get_default ());
  /* An id not known (an old value in dconf) gets the default set. */
  g_assert_true (adj_piece_set_get ("no-such-set") == adj_piece_set_get_default ());
  g_assert_null (adj_piece_set_get_title ("no-such-set"));
  for (guint s = 0; s < n_sets; s++)
    {
      AdjPieceSet *set = adj_piece_set_get (ids[s]);
      g_assert_cmpstr (adj_piece_set_get_id (set), ==, ids[s]);
      g_assert_nonnull (adj_piece_set_get_title (ids[s]));
      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          int size = sizes[z];
          GdkTexture *drawn[6] = { NULL };
          for (int color = CHESS_WHITE; color <= CHESS_BLACK; color++)
            for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
              {
                GdkTexture *t = adj_piece_set_get_texture (set, chess_piece_make (color, type), size);
                g_assert_cmpint (gdk_texture_get_width (t), ==, size);
                double share = ink_share (t, size);
                /* Neither empty nor a filled square. */
                g_assert_cmpfloat (share, >, 0.12);
                g_assert_cmpfloat (share, <, 0.75);
                g_assert_cmpuint (alpha_at (t, 0, 0), ==, 0);
                if (color == CHESS_WHITE)
                  drawn[type] = t;
              }
          /* The six shapes of a colour differ from each other. */
          for (int i = 0; i < 6; i++)
            for (int j = i + 1; j < 6; j++)
              g_assert_false (same_pixels (drawn[i], drawn[j], size));
        }
      /* White and Black differ in colour, not only in shape: the middle of
       * the king is light for White and dark for Black. */
      GdkTexture *wk = adj_piece_set_get_texture (set, chess_piece_make (CHESS_WHITE, CHESS_KING), 100);
      GdkTexture *bk = adj_piece_set_get_texture (set, chess_piece_make (CHESS_BLACK, CHESS_KING), 100);
      g_assert_cmpuint (luma_at (wk, 100, 50, 66), >, 180);
      g_assert_cmpuint (luma_at (bk, 100, 50, 66), <, 90);
    }
  /* The sets differ: the same piece is drawn unlike the other sets'. */
  for (guint s = 0; s < n_sets; s++)
    for (guint r = s + 1; r < n_sets; r++)
      for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
        {
          ChessPiece piece = chess_piece_make (CHESS_WHITE, type);
          GdkTexture *a = adj_piece_set_get_texture (adj_piece_set_get (ids[s]), piece, 64);
          GdkTexture *b = adj_piece_set_get_texture (adj_piece_set_get (ids[r]), piece, 64);
          g_assert_false (same_pixels (a, b, 64));
        }
}

/* Coordinates grow with the squares, readable at every size they are
 * shown at, and always fit in a square's corner. */
static void
test_coordinate_size (void)
{
  g_assert_cmpint (_adj_board_coordinate_size (16), ==, 0);
  int last = 0;
  for (int square = 24; square <= 200; square++)
    {
      int size = _adj_board_coordinate_size (square);
      g_assert_cmpint (size, >=, 10);
      g_assert_cmpint (size, >=, last);
      g_assert_cmpint (size, <=, square / 2);
      last = size;
    }
  /* A large board's letters are larger than a small board's. */
  g_assert_cmpint (_adj_board_coordinate_size (100), >, _adj_board_coordinate_size (35));
}

/* The colour of a note drawn on the board, by the modifiers held, as
 * lichess has them. */
static void
test_note_colors (void)
{
  static const struct { GdkModifierType state; ChessAnnotationColor color; } cases[] = {
    { 0, CHESS_ANNOTATION_GREEN },
    { GDK_SHIFT_MASK, CHESS_ANNOTATION_RED },
    { GDK_CONTROL_MASK, CHESS_ANNOTATION_RED },
    { GDK_ALT_MASK, CHESS_ANNOTATION_BLUE },
    { GDK_META_MASK, CHESS_ANNOTATION_BLUE },
    { GDK_SHIFT_MASK | GDK_ALT_MASK, CHESS_ANNOTATION_YELLOW },
    { GDK_CONTROL_MASK | GDK_META_MASK, CHESS_ANNOTATION_YELLOW },
    /* Buttons and locks held change nothing. */
    { GDK_BUTTON3_MASK | GDK_LOCK_MASK, CHESS_ANNOTATION_GREEN },
    { GDK_BUTTON3_MASK | GDK_SHIFT_MASK, CHESS_ANNOTATION_RED },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (adj_board_note_color_for_modifiers (cases[i].state), ==, cases[i].color);
}

int
main (int argc, char *argv[])
{
  /* The English strings are what the assertions compare. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-model/start", test_model_start);
  g_test_add_func ("/board-model/fen", test_model_fen);
  g_test_add_func ("/board-model/set-position", test_model_set_position);
  g_test_add_func ("/board-model/play", test_model_play);
  g_test_add_func ("/board-model/promotion", test_model_promotion);
  g_test_add_func ("/board-model/targets", test_model_targets);
  g_test_add_func ("/board-model/edit", test_model_edit);
  g_test_add_func ("/board/describe-square", test_describe_square);
  g_test_add_func ("/board/describe-cursor", test_describe_cursor);
  g_test_add_func ("/board/key-cursor", test_key_cursor);
  g_test_add_func ("/board/key-pick-and-play", test_key_pick_and_play);
  g_test_add_func ("/board/key-modes", test_key_modes);
  g_test_add_func ("/piece-set/names", test_piece_names);
  g_test_add_func ("/piece-set/textures", test_piece_textures);
  g_test_add_func ("/piece-set/fill", test_piece_fill);
  g_test_add_func ("/piece-set/sets", test_piece_sets);
  g_test_add_func ("/board/coordinate-size", test_coordinate_size);
  g_test_add_func ("/board/note-colors", test_note_colors);

  return g_test_run ();
}
