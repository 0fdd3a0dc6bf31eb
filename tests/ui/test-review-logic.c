/* test-review-logic.c — what the review window shows, without a display:
 * the move list's rows and tokens, NAG glyphs, the comments shown without
 * the board's arrows and marks, the narrow board's size, a diagram's name
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib.h>

#include "adj-move-rows.h"
#include "adj-review-window.h"
#include "chess-annotation.h"
#include "chess-fen.h"
#include "chess-pgn.h"

static ChessTreeNode *
play (ChessTree *tree, ChessTreeNode *node, const char *san)
{
  ChessTreeNode *child = chess_tree_add_san (tree, node, san);
  g_assert_nonnull (child);
  return child;
}

/* The rows' texts, one a line, each indented two spaces per level. */
static char *
rows_text (const ChessTree *tree)
{
  g_autoptr(GPtrArray) rows = adj_move_rows_new (tree);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < rows->len; i++)
    {
      const AdjMoveRow *row = g_ptr_array_index (rows, i);
      g_autofree char *line = adj_move_row_text (row);

      for (int d = 0; d < row->depth; d++)
        g_string_append (text, "  ");
      g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (text, FALSE);
}

static void
test_main_line (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *n = chess_tree_root (tree);
  n = play (tree, n, "e4");
  n = play (tree, n, "e5");
  n = play (tree, n, "Nf3");

  g_autofree char *text = rows_text (tree);
  g_assert_cmpstr (text, ==, "1. e4 e5 2. Nf3\n");
  chess_tree_free (tree);

  /* Nothing played: no row at all. */
  tree = chess_tree_new (NULL);
  g_autoptr(GPtrArray) rows = adj_move_rows_new (tree);
  g_assert_cmpuint (rows->len, ==, 0);
  chess_tree_free (tree);
}

/* Alternatives on rows of their own, one level deeper, in parentheses;
 * the main line goes on numbered, nested alternatives deeper still. */
static void
test_variations (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  ChessTreeNode *e4 = play (tree, root, "e4");
  ChessTreeNode *e5 = play (tree, e4, "e5");
  play (tree, e5, "Nf3");
  ChessTreeNode *c5 = play (tree, e4, "c5");
  ChessTreeNode *nf3 = play (tree, c5, "Nf3");
  play (tree, c5, "c3");
  play (tree, nf3, "d6");
  play (tree, e4, "e6");

  g_autofree char *text = rows_text (tree);
  g_assert_cmpstr (text, ==,
                   "1. e4 e5\n"
                   "  (1… c5 2. Nf3\n"
                   "    (2. c3)\n"
                   "  2… d6)\n"
                   "  (1… e6)\n"
                   "2. Nf3\n");

  /* Every move token names its node, in reading order. */
  g_autoptr(GPtrArray) rows = adj_move_rows_new (tree);
  const AdjMoveRow *first = g_ptr_array_index (rows, 0);
  const AdjMoveToken *t1 = g_ptr_array_index (first->tokens, 1);
  g_assert_cmpint (t1->kind, ==, ADJ_MOVE_TOKEN_MOVE);
  g_assert_true (t1->node == e4);
  const AdjMoveRow *second = g_ptr_array_index (rows, 1);
  g_assert_cmpint (second->depth, ==, 1);
  const AdjMoveToken *open = g_ptr_array_index (second->tokens, 0);
  g_assert_cmpint (open->kind, ==, ADJ_MOVE_TOKEN_OPEN);
  const AdjMoveToken *c5_token = g_ptr_array_index (second->tokens, 2);
  g_assert_true (c5_token->node == c5);
  chess_tree_free (tree);
}

/* An alternative to the first move, and the game from a position with
 * Black to move. */
static void
test_first_move_and_black_start (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  play (tree, play (tree, root, "d4"), "d5");
  play (tree, root, "c4");
  g_autofree char *text = rows_text (tree);
  g_assert_cmpstr (text, ==, "1. d4\n  (1. c4)\n1… d5\n");
  chess_tree_free (tree);

  ChessPosition pos;
  g_assert_true (chess_fen_read (&pos, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 b - - 1 42", NULL));
  tree = chess_tree_new (&pos);
  play (tree, play (tree, chess_tree_root (tree), "Rxh3+"), "Kxh3");
  g_autofree char *black = rows_text (tree);
  g_assert_cmpstr (black, ==, "42… Rxh3+ 43. Kxh3\n");
  chess_tree_free (tree);
}

/* Comments in the flow (before the first move too), a number again after
 * one; NAGs as glyphs, move NAGs right after the move. */
static void
test_comments_and_nags (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  chess_tree_set_comment (tree, root, CHESS_TREE_COMMENT_AFTER, "Adjourned here");
  ChessTreeNode *e4 = play (tree, root, "e4");
  chess_tree_add_nag (tree, e4, 16);
  chess_tree_add_nag (tree, e4, 1);
  chess_tree_set_comment (tree, e4, CHESS_TREE_COMMENT_AFTER, "best by test");
  ChessTreeNode *e5 = play (tree, e4, "e5");
  chess_tree_add_nag (tree, e5, 200);
  g_autofree char *text = rows_text (tree);
  g_assert_cmpstr (text, ==, "Adjourned here 1. e4! ± best by test 1… e5 $200\n");

  g_assert_cmpstr (adj_move_nag_glyph (3), ==, "!!");
  g_assert_cmpstr (adj_move_nag_glyph (4), ==, "??");
  g_assert_cmpstr (adj_move_nag_glyph (5), ==, "!?");
  g_assert_cmpstr (adj_move_nag_glyph (6), ==, "?!");
  g_assert_cmpstr (adj_move_nag_glyph (13), ==, "∞");
  g_assert_cmpstr (adj_move_nag_glyph (10), ==, "=");
  g_assert_cmpstr (adj_move_nag_glyph (19), ==, "−+");
  g_assert_null (adj_move_nag_glyph (200));
  g_assert_true (adj_move_nag_is_move (2));
  g_assert_false (adj_move_nag_is_move (14));
  chess_tree_free (tree);
}

/* Every move of a tree read from PGN is shown once, whatever its depth. */
static void
test_every_move_shown (void)
{
  static const char pgn[] =
    "[Event \"?\"]\n\n1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6)) 2. c4) e5 2. Nf3 (2. f4 exf4 (2... d5)) Nc6 *\n";
  ChessPgnReader *reader = chess_pgn_reader_new (pgn, strlen (pgn));
  ChessGame game;
  ChessPgnGameInfo info;
  ChessTree *tree = chess_tree_new (NULL);
  chess_game_init (&game);
  g_assert_true (chess_pgn_reader_next_tree (reader, &game, tree, &info));
  g_autoptr(GPtrArray) rows = adj_move_rows_new (tree);
  int moves = 0;
  for (guint i = 0; i < rows->len; i++)
    {
      const AdjMoveRow *row = g_ptr_array_index (rows, i);
      int opens = 0, closes = 0;
      for (guint j = 0; j < row->tokens->len; j++)
        {
          const AdjMoveToken *t = g_ptr_array_index (row->tokens, j);
          moves += t->kind == ADJ_MOVE_TOKEN_MOVE;
          opens += t->kind == ADJ_MOVE_TOKEN_OPEN;
          closes += t->kind == ADJ_MOVE_TOKEN_CLOSE;
        }
      /* A row opens an alternative only at its start. */
      g_assert_cmpint (opens, <=, 1);
      g_assert_true (opens == 0 || ((AdjMoveToken *) g_ptr_array_index (row->tokens, 0))->kind == ADJ_MOVE_TOKEN_OPEN);
      g_assert_cmpint (row->depth, >=, 0);
      (void) closes;
    }
  g_assert_cmpint (moves, ==, chess_tree_move_count (tree));
  chess_tree_free (tree);
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);
}

/* The comment shown is its text without the board's notes; one holding
 * only notes shows nothing; a command that is not well formed, or another
 * program's ([%clk]), is text and stays. */
static void
test_comment_text (void)
{
  g_assert_null (adj_move_comment_text (NULL));
  g_assert_null (adj_move_comment_text (""));
  g_assert_null (adj_move_comment_text ("[%cal Gd4d1,Rf7f1] [%csl Yf7]"));
  g_autofree char *text = adj_move_comment_text ("[%csl Gd4] the rook behind the pawn [%cal Rd1d8]");
  g_assert_cmpstr (text, ==, "the rook behind the pawn");
  g_autofree char *plain = adj_move_comment_text ("best by test");
  g_assert_cmpstr (plain, ==, "best by test");
  g_autofree char *other = adj_move_comment_text ("[%clk 1:02:03] [%cal Xe2e4]");
  g_assert_cmpstr (other, ==, "[%clk 1:02:03] [%cal Xe2e4]");
}

/* Notes kept in the tree (as the review window keeps them) are not in the
 * rows; a comment of notes alone does not number the next move again. */
static void
test_rows_without_notes (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  ChessAnnotations notes = { 0 };
  chess_annotations_set_mark (&notes, chess_square_parse ("e4"), CHESS_ANNOTATION_RED);
  chess_annotations_set_node (tree, root, &notes);
  ChessTreeNode *e4 = play (tree, root, "e4");
  chess_annotations_set_arrow (&notes, chess_square_parse ("e7"), chess_square_parse ("e5"), CHESS_ANNOTATION_GREEN);
  chess_annotations_set_node (tree, e4, &notes);
  ChessTreeNode *e5 = play (tree, e4, "e5");
  chess_tree_set_comment (tree, e5, CHESS_TREE_COMMENT_AFTER, "symmetry");
  chess_annotations_set_node (tree, e5, &notes);
  /* The notes are in the tree … */
  g_assert_nonnull (strstr (chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER), "[%csl Re4]"));
  g_assert_nonnull (strstr (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_AFTER), "[%cal Ge7e5]"));
  g_assert_nonnull (strstr (chess_tree_node_comment (e5, CHESS_TREE_COMMENT_AFTER), "symmetry"));
  /* … and not in what the list shows. */
  g_autofree char *text = rows_text (tree);
  g_assert_cmpstr (text, ==, "1. e4 e5 symmetry\n");
  g_assert_null (strstr (text, "[%"));
  chess_tree_free (tree);
}

static void
test_diagram_name (void)
{
  g_autofree char *named = adj_review_diagram_name ("Vidal – Puig", 41);
  g_assert_cmpstr (named, ==, "Vidal – Puig, move 41");
  g_autofree char *nameless = adj_review_diagram_name (NULL, 7);
  g_assert_cmpstr (nameless, ==, "Move 7");
  g_autofree char *empty = adj_review_diagram_name ("", 1);
  g_assert_cmpstr (empty, ==, "Move 1");
}

static void
test_narrow_board_size (void)
{
  /* A phone: the width less the margins. */
  g_assert_cmpint (adj_review_narrow_board_size (360, 800), ==, 348);
  /* A short window keeps half its height for the moves. */
  g_assert_cmpint (adj_review_narrow_board_size (600, 500), ==, 250);
  /* Never smaller than the board's own minimum. */
  g_assert_cmpint (adj_review_narrow_board_size (100, 100), ==, 128);
  /* The height not known yet: the width alone. */
  g_assert_cmpint (adj_review_narrow_board_size (400, 0), ==, 388);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review/rows/main-line", test_main_line);
  g_test_add_func ("/review/rows/variations", test_variations);
  g_test_add_func ("/review/rows/first-move-black-start", test_first_move_and_black_start);
  g_test_add_func ("/review/rows/comments-nags", test_comments_and_nags);
  g_test_add_func ("/review/rows/every-move", test_every_move_shown);
  g_test_add_func ("/review/rows/comment-text", test_comment_text);
  g_test_add_func ("/review/rows/without-notes", test_rows_without_notes);
  g_test_add_func ("/review/diagram-name", test_diagram_name);
  g_test_add_func ("/review/narrow-board-size", test_narrow_board_size);
  return g_test_run ();
}
