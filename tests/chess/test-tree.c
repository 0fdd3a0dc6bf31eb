/* test-tree.c — the variation tree: its operations, PGN read into it and
 * written from it, and the round trip (random trees, real games)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "chess-fen.h"
#include "chess-pgn.h"
#include "chess-san.h"
#include "chess-tree.h"
#include "../pgn-test.h"
#include "../test-data.h"

static ChessTreeNode *
add (ChessTree *tree, ChessTreeNode *node, const char *san)
{
  ChessTreeNode *child = chess_tree_add_san (tree, node, san);
  if (!child)
    g_error ("%s is not legal here", san);
  return child;
}

static void
test_add_move (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  g_assert_cmpint (chess_tree_move_count (tree), ==, 0);
  g_assert_null (chess_tree_node_parent (root));
  g_assert_cmpstr (chess_tree_node_san (root), ==, "");

  ChessTreeNode *e4 = add (tree, root, "e4");
  ChessTreeNode *d4 = add (tree, root, "d4");
  g_assert_cmpint (chess_tree_node_n_children (root), ==, 2);
  g_assert_true (chess_tree_node_child (root, 0) == e4);
  g_assert_true (chess_tree_node_child (root, 1) == d4);
  /* A move already there is that child, not a new one. */
  g_assert_true (add (tree, root, "e4") == e4);
  g_assert_true (chess_tree_add_move (tree, root, chess_tree_node_move (d4)) == d4);
  g_assert_cmpint (chess_tree_move_count (tree), ==, 2);
  /* Not legal: nothing added. */
  g_assert_null (chess_tree_add_san (tree, e4, "e4"));
  g_assert_null (chess_tree_add_move (tree, root, CHESS_MOVE_NONE));
  g_assert_cmpint (chess_tree_node_n_children (e4), ==, 0);

  ChessTreeNode *nf6 = add (tree, add (tree, add (tree, e4, "e5"), "Nf3"), "Nf6");
  g_assert_cmpstr (chess_tree_node_san (nf6), ==, "Nf6");
  g_assert_cmpint (chess_tree_node_ply (nf6), ==, 4);
  char fen[CHESS_FEN_MAX];
  chess_fen_write (chess_tree_node_position (nf6), fen);
  g_assert_cmpstr (fen, ==, "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  g_assert_true (chess_tree_node_is_mainline (nf6));
  g_assert_false (chess_tree_node_is_mainline (d4));
  /* The SAN is the move's in its position: check and capture marks too. */
  ChessTreeNode *bb5 = add (tree, add (tree, d4, "e5"), "dxe5");
  g_assert_cmpstr (chess_tree_node_san (bb5), ==, "dxe5");
  ChessTree *mate = chess_tree_new (NULL);
  ChessTreeNode *n = chess_tree_root (mate);
  n = add (mate, add (mate, add (mate, n, "f3"), "e5"), "g4");
  g_assert_cmpstr (chess_tree_node_san (add (mate, n, "Qh4")), ==, "Qh4#");
  chess_tree_free (mate);
  chess_tree_free (tree);
}

static void
test_promote_and_delete (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  ChessTreeNode *e4 = add (tree, root, "e4");
  ChessTreeNode *d4 = add (tree, root, "d4");
  ChessTreeNode *c4 = add (tree, root, "c4");
  ChessTreeNode *e5 = add (tree, e4, "e5");
  ChessTreeNode *c5 = add (tree, e4, "c5");
  ChessTreeNode *nf3 = add (tree, c5, "Nf3");

  /* One step. */
  g_assert_false (chess_tree_promote (tree, e4));
  g_assert_true (chess_tree_promote (tree, c4));
  g_assert_true (chess_tree_node_child (root, 1) == c4);
  g_assert_true (chess_tree_node_child (root, 2) == d4);
  g_assert_cmpint (chess_tree_node_index (c4), ==, 1);
  g_assert_true (chess_tree_promote (tree, c4));
  g_assert_true (chess_tree_node_child (root, 0) == c4);
  g_assert_true (chess_tree_node_child (root, 1) == e4);

  /* To the main line: every ancestor becomes first, the rest keep order. */
  g_assert_true (chess_tree_promote_to_main (tree, nf3));
  g_assert_true (chess_tree_node_is_mainline (nf3));
  g_assert_true (chess_tree_node_child (root, 0) == e4);
  g_assert_true (chess_tree_node_child (root, 1) == c4);
  g_assert_true (chess_tree_node_child (root, 2) == d4);
  g_assert_true (chess_tree_node_child (e4, 0) == c5);
  g_assert_true (chess_tree_node_child (e4, 1) == e5);
  g_assert_true (chess_tree_mainline_end (tree) == nf3);
  g_assert_false (chess_tree_promote_to_main (tree, nf3));

  /* Delete a subtree: its moves go, the siblings stay. */
  g_assert_cmpint (chess_tree_move_count (tree), ==, 6);
  g_assert_false (chess_tree_delete (tree, root));
  g_assert_true (chess_tree_delete (tree, c5));
  g_assert_cmpint (chess_tree_move_count (tree), ==, 4);
  g_assert_cmpint (chess_tree_node_n_children (e4), ==, 1);
  g_assert_true (chess_tree_node_child (e4, 0) == e5);
  g_assert_true (chess_tree_mainline_end (tree) == e5);
  g_assert_true (chess_tree_delete (tree, e4));
  g_assert_cmpint (chess_tree_move_count (tree), ==, 2);
  g_assert_true (chess_tree_node_child (root, 0) == c4);
  chess_tree_free (tree);
}

static void
test_comments_and_nags (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  ChessTreeNode *e4 = add (tree, root, "e4");

  chess_tree_set_comment (tree, e4, CHESS_TREE_COMMENT_AFTER, "  best\n by   test } ");
  g_assert_cmpstr (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_AFTER), ==, "best by test");
  g_assert_null (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_BEFORE));
  chess_tree_add_comment (tree, e4, CHESS_TREE_COMMENT_AFTER, "(Steinitz)", 10);
  g_assert_cmpstr (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_AFTER), ==, "best by test (Steinitz)");
  chess_tree_set_comment (tree, e4, CHESS_TREE_COMMENT_BEFORE, "The king's pawn");
  g_assert_cmpstr (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_BEFORE), ==, "The king's pawn");
  chess_tree_set_comment (tree, e4, CHESS_TREE_COMMENT_AFTER, " \t ");
  g_assert_null (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_AFTER));
  chess_tree_set_comment (tree, e4, CHESS_TREE_COMMENT_BEFORE, NULL);
  g_assert_null (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_BEFORE));
  /* The root has one comment, whichever place is named. */
  chess_tree_set_comment (tree, root, CHESS_TREE_COMMENT_BEFORE, "Game 1");
  g_assert_cmpstr (chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER), ==, "Game 1");

  g_assert_false (chess_tree_add_nag (tree, root, 1));
  g_assert_false (chess_tree_add_nag (tree, e4, 0));
  g_assert_false (chess_tree_add_nag (tree, e4, 256));
  g_assert_true (chess_tree_add_nag (tree, e4, 1));
  g_assert_true (chess_tree_add_nag (tree, e4, 14));
  g_assert_true (chess_tree_add_nag (tree, e4, 1));
  g_assert_cmpint (chess_tree_node_n_nags (e4), ==, 3);
  g_assert_true (chess_tree_remove_nag (tree, e4, 1));
  g_assert_cmpint (chess_tree_node_n_nags (e4), ==, 1);
  g_assert_cmpint (chess_tree_node_nag (e4, 0), ==, 14);
  g_assert_false (chess_tree_remove_nag (tree, e4, 1));
  for (int i = 1; i < CHESS_TREE_MAX_NAGS; i++)
    g_assert_true (chess_tree_add_nag (tree, e4, 20 + i));
  g_assert_false (chess_tree_add_nag (tree, e4, 40));
  chess_tree_clear_nags (tree, e4);
  g_assert_cmpint (chess_tree_node_n_nags (e4), ==, 0);
  chess_tree_free (tree);
}

static void
test_walk_and_path (void)
{
  ChessPosition start;
  g_assert_true (chess_fen_read (&start, "8/8/4k3/8/8/4K3/4P3/8 w - - 0 60", NULL));
  ChessTree *tree = chess_tree_new (&start);
  ChessTreeNode *root = chess_tree_root (tree);
  const char *line[] = { "Kd3", "Kd5", "e4+", "Ke5", "Ke3" };
  ChessTreeNode *n = root;
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    n = add (tree, n, line[i]);
  ChessTreeNode *side = add (tree, add (tree, chess_tree_node_child (root, 0), "Ke7"), "Ke4");

  guint k = 0;
  for (ChessTreeNode *m = chess_tree_node_next (root); m; m = chess_tree_node_next (m))
    g_assert_cmpstr (chess_tree_node_san (m), ==, line[k++]);
  g_assert_cmpuint (k, ==, G_N_ELEMENTS (line));
  g_assert_true (chess_tree_mainline_end (tree) == n);

  ChessMove path[8];
  g_assert_cmpint (chess_tree_node_path (side, path, 8), ==, 3);
  g_assert_true (chess_tree_follow (tree, path, 3) == side);
  g_assert_true (chess_tree_follow (tree, path, 0) == root);
  g_assert_cmpint (chess_tree_node_path (n, path, 2), ==, 5); /* only two fit */
  g_assert_true (chess_tree_follow (tree, path, 2) == chess_tree_node_parent (chess_tree_node_parent (chess_tree_node_parent (n))));
  path[1] = path[0];
  g_assert_null (chess_tree_follow (tree, path, 2));
  g_assert_cmpint (chess_tree_node_position (side)->fullmove_number, ==, 61);
  chess_tree_free (tree);
}

static void
test_graft (void)
{
  ChessTree *from = chess_tree_new (NULL);
  ChessTreeNode *e4 = add (from, chess_tree_root (from), "e4");
  ChessTreeNode *e5 = add (from, e4, "e5");
  ChessTreeNode *c5 = add (from, e4, "c5");
  add (from, e5, "Nf3");
  chess_tree_set_comment (from, c5, CHESS_TREE_COMMENT_BEFORE, "Sicilian");
  chess_tree_add_nag (from, c5, 5);

  /* Under the same position elsewhere: the same moves, notes and order. */
  ChessTree *to = chess_tree_new (NULL);
  ChessTreeNode *at = add (to, chess_tree_root (to), "e4");
  add (to, at, "d5");
  g_assert_true (chess_tree_graft (to, at, e4));
  g_assert_cmpint (chess_tree_node_n_children (at), ==, 3);
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_child (at, 0)), ==, "d5");
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_child (at, 1)), ==, "e5");
  ChessTreeNode *copied = chess_tree_node_child (at, 2);
  g_assert_cmpstr (chess_tree_node_comment (copied, CHESS_TREE_COMMENT_BEFORE), ==, "Sicilian");
  g_assert_cmpint (chess_tree_node_nag (copied, 0), ==, 5);
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_next (chess_tree_node_child (at, 1))), ==, "Nf3");
  g_assert_cmpint (chess_tree_move_count (to), ==, 5);
  /* Not the same position: nothing copied. */
  g_assert_false (chess_tree_graft (to, chess_tree_root (to), e4));
  g_assert_cmpint (chess_tree_move_count (to), ==, 5);
  /* A whole tree into an empty one is the same tree. */
  ChessTree *copy = chess_tree_new (NULL);
  g_assert_true (chess_tree_graft (copy, chess_tree_root (copy), chess_tree_root (from)));
  g_assert_true (chess_tree_equal (copy, from));
  g_assert_false (chess_tree_equal (copy, to));
  chess_tree_free (copy);
  chess_tree_free (to);
  chess_tree_free (from);
}

/* The one game of TEXT, read into a tree; its info into *INFO. */
static ChessTree *
read_tree (const char *text, ChessGame *game, ChessPgnGameInfo *info)
{
  ChessPgnReader *reader = chess_pgn_reader_new (text, strlen (text));
  ChessTree *tree = chess_tree_new (NULL);
  g_assert_true (chess_pgn_reader_next_tree (reader, game, tree, info));
  chess_pgn_reader_free (reader);
  return tree;
}

static const char annotated[] =
  "[Event \"Club championship\"]\n"
  "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
  "{Notes by A} 1. e4 e5 2. Nf3 Nc6 3. Bb5 {The Spanish} a6!? (3... Nf6 4. O-O\n"
  "(4. d3 {quiet} Bc5) 4... Nxe4 $1) ({Or} 3... f5?! 4. d3 $14) 4. Ba4 ; to keep the pin\n"
  "Nf6 5. O-O 1. {The king is safe} Be7 $5 6. Re1!! (6. d4?? ; a blunder\n"
  "exd4) b5 1-0\n";

static void
test_read_variations (void)
{
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);
  ChessTree *tree = read_tree (annotated, &game, &info);
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_false (info.problem);
  g_assert_false (info.variation_problem);
  /* The game's main line is what chess_pgn_reader_next() reads. */
  g_assert_cmpint (chess_game_ply_count (&game), ==, 12);
  g_assert_cmpint (game.result, ==, CHESS_RESULT_WHITE_WINS);

  ChessTreeNode *root = chess_tree_root (tree);
  g_assert_cmpstr (chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER), ==, "Notes by A");
  ChessMove moves[5];
  for (int i = 0; i < 5; i++)
    moves[i] = chess_game_move_at (&game, i);
  ChessTreeNode *bb5 = chess_tree_follow (tree, moves, 5);
  g_assert_nonnull (bb5);
  g_assert_cmpstr (chess_tree_node_comment (bb5, CHESS_TREE_COMMENT_AFTER), ==, "The Spanish");
  g_assert_cmpint (chess_tree_node_n_children (bb5), ==, 3);
  ChessTreeNode *a6 = chess_tree_node_child (bb5, 0);
  ChessTreeNode *nf6 = chess_tree_node_child (bb5, 1);
  ChessTreeNode *f5 = chess_tree_node_child (bb5, 2);
  g_assert_cmpstr (chess_tree_node_san (a6), ==, "a6");
  g_assert_cmpint (chess_tree_node_n_nags (a6), ==, 1);
  g_assert_cmpint (chess_tree_node_nag (a6, 0), ==, 5); /* !? */
  g_assert_cmpstr (chess_tree_node_san (nf6), ==, "Nf6");
  g_assert_cmpstr (chess_tree_node_san (f5), ==, "f5");
  g_assert_cmpstr (chess_tree_node_comment (f5, CHESS_TREE_COMMENT_BEFORE), ==, "Or");
  g_assert_cmpint (chess_tree_node_nag (f5, 0), ==, 6); /* ?! */
  g_assert_cmpint (chess_tree_node_nag (chess_tree_node_next (f5), 0), ==, 14);
  /* Nested: 4. d3 replaces 4. O-O inside the 3... Nf6 variation. */
  ChessTreeNode *oo = chess_tree_node_next (nf6);
  g_assert_cmpstr (chess_tree_node_san (oo), ==, "O-O");
  g_assert_cmpint (chess_tree_node_n_children (nf6), ==, 2);
  ChessTreeNode *d3 = chess_tree_node_child (nf6, 1);
  g_assert_cmpstr (chess_tree_node_san (d3), ==, "d3");
  g_assert_cmpstr (chess_tree_node_comment (d3, CHESS_TREE_COMMENT_AFTER), ==, "quiet");
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_next (d3)), ==, "Bc5");
  ChessTreeNode *nxe4 = chess_tree_node_next (oo);
  g_assert_cmpstr (chess_tree_node_san (nxe4), ==, "Nxe4");
  g_assert_cmpint (chess_tree_node_nag (nxe4, 0), ==, 1);
  /* ';' comment after a move; a comment after a move number is "before". */
  ChessTreeNode *ba4 = chess_tree_node_next (a6);
  g_assert_cmpstr (chess_tree_node_comment (ba4, CHESS_TREE_COMMENT_AFTER), ==, "to keep the pin");
  ChessTreeNode *be7 = chess_tree_node_next (chess_tree_node_next (chess_tree_node_next (ba4)));
  g_assert_cmpstr (chess_tree_node_san (be7), ==, "Be7");
  g_assert_cmpstr (chess_tree_node_comment (be7, CHESS_TREE_COMMENT_BEFORE), ==, "The king is safe");
  g_assert_null (chess_tree_node_comment (chess_tree_node_parent (be7), CHESS_TREE_COMMENT_AFTER));
  g_assert_cmpint (chess_tree_node_nag (be7, 0), ==, 5);
  ChessTreeNode *re1 = chess_tree_node_next (be7);
  g_assert_cmpint (chess_tree_node_nag (re1, 0), ==, 3);
  ChessTreeNode *dd4 = chess_tree_node_child (be7, 1);
  g_assert_cmpint (chess_tree_node_nag (dd4, 0), ==, 4);
  g_assert_cmpstr (chess_tree_node_comment (dd4, CHESS_TREE_COMMENT_AFTER), ==, "a blunder");
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_next (dd4)), ==, "exd4");
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_next (re1)), ==, "b5");
  g_assert_true (chess_tree_mainline_end (tree) == chess_tree_node_next (re1));
  g_assert_cmpint (chess_tree_move_count (tree), ==, 12 + 3 + 2 + 2 + 2);

  chess_tree_free (tree);
  chess_game_clear (&game);
}

/* The writing of a tree: variations after the move they replace, a black
 * move numbered after a comment or a variation, a before-comment after the
 * move number, NAGs as $n. */
static void
test_write (void)
{
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);
  ChessTree *tree = read_tree (annotated, &game, &info);
  g_autofree char *text = chess_pgn_write_tree (&game, tree, NULL);
  /* Lines of at most 79 characters; the words are compared on one line. */
  g_auto (GStrv) lines = g_strsplit (strstr (text, "\n\n") + 2, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 79);
  g_autofree char *movetext = g_strstrip (g_strjoinv (" ", lines));
  g_assert_cmpstr (movetext, ==,
                   "{Notes by A} 1. e4 e5 2. Nf3 Nc6 3. Bb5 {The Spanish} 3... a6 $5 (3... Nf6 4. O-O "
                   "(4. d3 {quiet} 4... Bc5) 4... Nxe4 $1) (3... {Or} f5 $6 4. d3 $14) 4. Ba4 "
                   "{to keep the pin} 4... Nf6 5. O-O 5... {The king is safe} Be7 $5 6. Re1 $3 (6. d4 "
                   "$4 {a blunder} 6... exd4) 6... b5 1-0");
  g_assert_true (g_str_has_prefix (text, "[Event \"Club championship\"]\n[Site \"?\"]"));
  g_assert_null (pgn_test_tree_round_trip (&game, tree, NULL));

  /* A tree alone: the roster's unknowns, its start in FEN, "*". */
  ChessPosition start;
  g_assert_true (chess_fen_read (&start, "8/8/4k3/8/8/4K3/4P3/8 b - - 0 60", NULL));
  ChessTree *alone = chess_tree_new (&start);
  ChessTreeNode *kd5 = add (alone, chess_tree_root (alone), "Kd5");
  add (alone, chess_tree_root (alone), "Kf5");
  chess_tree_set_comment (alone, kd5, CHESS_TREE_COMMENT_BEFORE, "opposition");
  g_autofree char *written = chess_pgn_write_tree (NULL, alone, NULL);
  g_assert_nonnull (strstr (written, "[FEN \"8/8/4k3/8/8/4K3/4P3/8 b - - 0 60\"]\n[SetUp \"1\"]\n"));
  g_assert_cmpstr (strstr (written, "\n\n") + 2, ==, "60... {opposition} Kd5 (60... Kf5) *\n\n");
  g_assert_null (pgn_test_tree_round_trip (NULL, alone, NULL));
  chess_tree_free (alone);
  chess_tree_free (tree);
  chess_game_clear (&game);
}

/* Bad input: what and where. */
static void
test_errors (void)
{
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);

  /* An illegal move in a variation stops that variation only. */
  ChessTree *tree = read_tree ("1. e4 e5 (1... e6 Kf6 2. d4) (1... c5) 2. Nf3 *", &game, &info);
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_false (info.problem);
  g_assert_true (info.variation_problem);
  g_assert_cmpint (info.variation_problem_line, ==, 1);
  g_assert_cmpint (info.variation_problem_column, ==, 19);
  g_assert_cmpstr (info.variation_problem_text, ==, "Kf6");
  g_assert_cmpint (info.variation_problem_verdict.kind, ==, CHESS_VERDICT_ILLEGAL);
  ChessTreeNode *e4 = chess_tree_node_next (chess_tree_root (tree));
  g_assert_cmpint (chess_tree_node_n_children (e4), ==, 3);
  g_assert_cmpint (chess_tree_node_n_children (chess_tree_node_child (e4, 1)), ==, 0);
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_next (chess_tree_node_next (e4))), ==, "Nf3");
  chess_tree_free (tree);

  /* Never closed: where it opened. */
  tree = read_tree ("1. e4 e5\n2. Nf3 (2. f4 (2. d4\n*\n", &game, &info);
  g_assert_cmpstr (chess_pgn_error_id (info.error), ==, "unterminated-variation");
  g_assert_cmpint (info.error_line, ==, 2);
  g_assert_cmpint (info.error_column, ==, 8);
  chess_tree_free (tree);

  /* Inside a variation the tokens are checked as in the main line. */
  tree = read_tree ("1. e4 (1. d4 $300) e5 *", &game, &info);
  g_assert_cmpstr (chess_pgn_error_id (info.error), ==, "bad-nag");
  g_assert_cmpint (info.error_column, ==, 14);
  chess_tree_free (tree);
  tree = read_tree ("1. e4 (1. d4\n  \xc2\xa7) e5 *", &game, &info);
  g_assert_cmpstr (chess_pgn_error_id (info.error), ==, "unexpected-char");
  g_assert_cmpint (info.error_line, ==, 2);
  g_assert_cmpint (info.error_column, ==, 3);
  g_assert_cmpstr (info.error_found, ==, "\xc2\xa7");
  chess_tree_free (tree);

  /* An illegal main-line move stops the main line and its variations. */
  tree = read_tree ("1. e4 e5 2. Ke3 (2. Nf3) Nc6 *", &game, &info);
  g_assert_true (info.problem);
  g_assert_cmpint (info.problem_ply, ==, 3);
  g_assert_cmpint (chess_tree_move_count (tree), ==, 2);
  chess_tree_free (tree);
  chess_game_clear (&game);
}

/* Reading merges a variation repeating a move, and still puts the line's
 * own continuation first; nesting past 64 is read but left out, with a
 * warning; a termination marker inside a variation is passed over. */
static void
test_read_edges (void)
{
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);
  ChessTree *tree = read_tree ("1. e4 (1. e4 c5) e5 (1... e6 1-0) 2. Nf3 *", &game, &info);
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  ChessTreeNode *e4 = chess_tree_node_next (chess_tree_root (tree));
  g_assert_cmpint (chess_tree_node_n_children (chess_tree_root (tree)), ==, 1);
  g_assert_cmpint (chess_tree_node_n_children (e4), ==, 3);
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_child (e4, 0)), ==, "e5");
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_child (e4, 1)), ==, "c5");
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_child (e4, 2)), ==, "e6");
  g_assert_null (pgn_test_tree_round_trip (&game, tree, NULL));
  chess_tree_free (tree);

  GString *deep = g_string_new ("1. e4");
  for (int i = 0; i < 70; i++)
    g_string_append (deep, " (1. d4 d5");
  for (int i = 0; i < 70; i++)
    g_string_append (deep, ")");
  g_string_append (deep, " *");
  tree = read_tree (deep->str, &game, &info);
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_true (info.warnings & CHESS_PGN_WARN_DEEP_VARIATIONS);
  /* Each level's 1. d4 is the one before it: they join one node. */
  g_assert_cmpint (chess_tree_node_n_children (chess_tree_root (tree)), ==, 2);
  g_assert_null (pgn_test_tree_round_trip (&game, tree, NULL));
  chess_tree_free (tree);
  g_string_free (deep, TRUE);

  tree = read_tree ("1. e4 (1. d4 (1. c4 (1. Nf3 (1. b3)))) *", &game, &info);
  g_assert_cmpint (chess_tree_node_n_children (chess_tree_root (tree)), ==, 5);
  g_autofree char *text = chess_pgn_write_tree (&game, tree, NULL);
  g_assert_cmpstr (strstr (text, "\n\n") + 2, ==, "1. e4 (1. d4) (1. c4) (1. Nf3) (1. b3) *\n\n");
  chess_tree_free (tree);
  chess_game_clear (&game);
}

/* A random tree: moves, variations, promotions, deletions, comments with
 * awkward text, NAGs, from a random position of a random game. */
static ChessTree *
random_tree (GRand *rand)
{
  static const char *const words[] = { "good", "}", "%x", "[Event", "(", ")", ";", "  ", "\n", "{", "3...", "é", "$1" };
  ChessTree *tree = chess_tree_new (NULL);
  GPtrArray *nodes = g_ptr_array_new ();
  g_ptr_array_add (nodes, chess_tree_root (tree));
  int steps = g_rand_int_range (rand, 0, 120);
  for (int s = 0; s < steps; s++)
    {
      ChessTreeNode *node = g_ptr_array_index (nodes, g_rand_int_range (rand, 0, (int) nodes->len));
      int what = g_rand_int_range (rand, 0, 10);
      if (what < 6)
        {
          ChessMoveList list;
          if (chess_position_legal_moves (chess_tree_node_position (node), &list) == 0)
            continue;
          ChessTreeNode *child = chess_tree_add_move (tree, node, list.moves[g_rand_int_range (rand, 0, list.count)]);
          g_assert_nonnull (child);
          if (!g_ptr_array_find (nodes, child, NULL))
            g_ptr_array_add (nodes, child);
        }
      else if (what == 6)
        {
          GString *text = g_string_new (NULL);
          for (int w = g_rand_int_range (rand, 0, 4); w > 0; w--)
            g_string_append_printf (text, "%s%s", words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))],
                                    g_rand_boolean (rand) ? " " : "");
          chess_tree_set_comment (tree, node, g_rand_boolean (rand) ? CHESS_TREE_COMMENT_BEFORE : CHESS_TREE_COMMENT_AFTER,
                                  text->str);
          g_string_free (text, TRUE);
        }
      else if (what == 7)
        chess_tree_add_nag (tree, node, g_rand_int_range (rand, 1, 256));
      else if (what == 8)
        g_rand_boolean (rand) ? chess_tree_promote (tree, node) : chess_tree_promote_to_main (tree, node);
      else if (chess_tree_node_parent (node) && g_rand_int_range (rand, 0, 4) == 0)
        {
          chess_tree_delete (tree, node);
          /* Keep only the nodes still reachable. */
          g_ptr_array_set_size (nodes, 0);
          GPtrArray *todo = g_ptr_array_new ();
          g_ptr_array_add (todo, chess_tree_root (tree));
          while (todo->len)
            {
              ChessTreeNode *n = g_ptr_array_steal_index (todo, todo->len - 1);
              g_ptr_array_add (nodes, n);
              for (int i = 0; i < chess_tree_node_n_children (n); i++)
                g_ptr_array_add (todo, chess_tree_node_child (n, i));
            }
          g_ptr_array_free (todo, TRUE);
        }
    }
  g_assert_cmpint (chess_tree_move_count (tree), ==, (int) nodes->len - 1);
  g_ptr_array_free (nodes, TRUE);
  return tree;
}

static void
test_round_trip_random (void)
{
  GRand *rand = g_rand_new_with_seed (g_test_rand_int ());
  for (int i = 0; i < 300; i++)
    {
      ChessTree *tree = random_tree (rand);
      char *written = NULL;
      const char *wrong = pgn_test_tree_round_trip (NULL, tree, &written);
      if (wrong)
        g_error ("written as\n%s\n%s", written, wrong);
      g_free (written);
      chess_tree_free (tree);
    }
  g_rand_free (rand);
}

/* Every game of every PGN under DIR reads into a tree without error, and
 * writes and reads back the same. Returns how many games. */
static guint
round_trip_directory (const char *dir)
{
  g_autoptr(GPtrArray) paths = test_data_pgn_paths (dir);
  guint total = 0;
  ChessGame game;
  ChessPgnGameInfo info;
  ChessTree *tree = chess_tree_new (NULL);
  chess_game_init (&game);
  for (guint p = 0; p < paths->len; p++)
    {
      const char *path = g_ptr_array_index (paths, p);
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *text = NULL;
      gsize len;
      g_assert_true (g_file_get_contents (path, &text, &len, NULL));
      ChessPgnReader *reader = chess_pgn_reader_new (text, len);
      while (chess_pgn_reader_next_tree (reader, &game, tree, &info))
        {
          if (info.error || info.problem || info.variation_problem)
            g_error ("%s game %d: %s", name, info.index, info.error_detail);
          g_assert_cmpint (chess_tree_move_count (tree), >=, chess_game_ply_count (&game));
          char *written = NULL;
          const char *wrong = pgn_test_tree_round_trip (&game, tree, &written);
          if (wrong)
            g_error ("%s game %d written as\n%s\n%s", name, info.index, written, wrong);
          free (written);
          wrong = pgn_test_tree_annotations_round_trip (chess_tree_root (tree));
          if (wrong)
            g_error ("%s game %d: %s", name, info.index, wrong);
          total++;
        }
      chess_pgn_reader_free (reader);
    }
  chess_tree_free (tree);
  chess_game_clear (&game);
  return total;
}

static void
test_round_trip_real_games (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "games", NULL);
  guint total = round_trip_directory (dir);
  g_assert_cmpuint (total, >=, 900);
  /* The project's shared data, where this machine has it. */
  const char *shared = g_getenv ("ADJOURN_SHARED_GAMES");
  if (shared && g_file_test (shared, G_FILE_TEST_IS_DIR))
    total += round_trip_directory (shared);
  g_test_message ("%u games round-tripped as trees", total);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tree/add-move", test_add_move);
  g_test_add_func ("/tree/promote-and-delete", test_promote_and_delete);
  g_test_add_func ("/tree/comments-and-nags", test_comments_and_nags);
  g_test_add_func ("/tree/walk-and-path", test_walk_and_path);
  g_test_add_func ("/tree/graft", test_graft);
  g_test_add_func ("/tree/pgn/read-variations", test_read_variations);
  g_test_add_func ("/tree/pgn/write", test_write);
  g_test_add_func ("/tree/pgn/errors", test_errors);
  g_test_add_func ("/tree/pgn/read-edges", test_read_edges);
  g_test_add_func ("/tree/pgn/round-trip-random", test_round_trip_random);
  g_test_add_func ("/tree/pgn/round-trip-real-games", test_round_trip_real_games);
  return g_test_run ();
}
