/* test-annotation.c — arrows and marked squares in PGN comments: reading,
 * writing, editing, and the round trip through a tree and its PGN
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "chess-annotation.h"
#include "chess-pgn.h"
#include "chess-tree.h"
#include "../pgn-test.h"

static ChessSquare
sq (const char *name)
{
  ChessSquare square = chess_square_parse (name);
  g_assert_cmpint (square, !=, CHESS_NO_SQUARE);
  return square;
}

static void
assert_arrow (const ChessAnnotations *notes, int i, const char *from, const char *to, ChessAnnotationColor color)
{
  g_assert_cmpint (i, <, notes->n_arrows);
  g_assert_cmpint (notes->arrows[i].from, ==, sq (from));
  g_assert_cmpint (notes->arrows[i].to, ==, sq (to));
  g_assert_cmpint (notes->arrows[i].color, ==, color);
}

/* Parses COMMENT, checks the text left, returns the notes. */
static ChessAnnotations
parse (const char *comment, const char *expected_rest)
{
  ChessAnnotations notes;
  memset (&notes, 0xa5, sizeof notes); /* parse clears what was there */
  char *rest = chess_annotations_parse (comment, &notes);
  g_assert_cmpstr (rest, ==, expected_rest);
  free (rest);
  return notes;
}

static void
test_parse (void)
{
  ChessAnnotations n = parse ("[%cal Ge2e4,Rd1d8] [%csl Gd4,Yb7]", "");
  g_assert_cmpint (n.n_arrows, ==, 2);
  assert_arrow (&n, 0, "e2", "e4", CHESS_ANNOTATION_GREEN);
  assert_arrow (&n, 1, "d1", "d8", CHESS_ANNOTATION_RED);
  g_assert_cmpint (chess_annotations_n_marks (&n), ==, 2);
  g_assert_cmpint (chess_annotations_mark (&n, sq ("d4")), ==, CHESS_ANNOTATION_GREEN);
  g_assert_cmpint (chess_annotations_mark (&n, sq ("b7")), ==, CHESS_ANNOTATION_YELLOW);
  g_assert_cmpint (chess_annotations_mark (&n, sq ("e4")), ==, CHESS_ANNOTATION_NO_COLOR);

  /* Text around and between the commands is kept, folded; the commands
   * part the words they stood between. */
  n = parse ("The rook  goes\nbehind[%cal Bd1d8]the pawn. [%csl Bd7]", "The rook goes behind the pawn.");
  assert_arrow (&n, 0, "d1", "d8", CHESS_ANNOTATION_BLUE);
  g_assert_cmpint (chess_annotations_mark (&n, sq ("d7")), ==, CHESS_ANNOTATION_BLUE);

  /* Spaces after commas and before the bracket, lower-case colours. */
  n = parse ("[%cal  gg1f3 , yb1c3 ]", "");
  assert_arrow (&n, 0, "g1", "f3", CHESS_ANNOTATION_GREEN);
  assert_arrow (&n, 1, "b1", "c3", CHESS_ANNOTATION_YELLOW);

  /* Several commands add up; a later one recolours the same squares. */
  n = parse ("[%cal Ge2e4] x [%cal Re2e4,Gd2d4] [%csl Ga1] [%csl Ba1]", "x");
  g_assert_cmpint (n.n_arrows, ==, 2);
  assert_arrow (&n, 0, "e2", "e4", CHESS_ANNOTATION_RED);
  assert_arrow (&n, 1, "d2", "d4", CHESS_ANNOTATION_GREEN);
  g_assert_cmpint (chess_annotations_mark (&n, sq ("a1")), ==, CHESS_ANNOTATION_BLUE);

  /* No comment, no notes. */
  n = parse (NULL, "");
  g_assert_true (chess_annotations_is_empty (&n));
  n = parse ("  ", "");
  g_assert_true (chess_annotations_is_empty (&n));
}

/* What is not a well-formed command is text, kept as it was. */
static void
test_parse_malformed (void)
{
  static const char *const kept[] = {
    "[%cal Xe2e4]",        /* no such colour */
    "[%cal Ge4e4]",        /* an arrow to its own square */
    "[%cal Ge2e9]",        /* no such square */
    "[%cal Ge2]",          /* one square */
    "[%csl Gd4d5]",        /* two squares for a mark */
    "[%cal Ge2e4",         /* not closed */
    "[%calGe2e4]",         /* no space after the name */
    "[%cal]",              /* nothing in it */
    "[%cal Ge2e4,]",       /* an empty item */
    "[%cal Ge2e4;Gd2d4]",  /* not a comma */
    "[%cal GE2E4]",        /* squares are written in lower case */
    "[%clk 1:02:03]",      /* another command: text to us */
    "[%eval 0.35]",
    "[Ge2e4]",
  };
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      ChessAnnotations n = parse (kept[i], kept[i]);
      g_assert_true (chess_annotations_is_empty (&n));
    }

  /* A well-formed command next to a broken one is still read. */
  ChessAnnotations n = parse ("[%cal Xe2e4] [%cal Ge2e4] [%clk 0:10:00]", "[%cal Xe2e4] [%clk 0:10:00]");
  g_assert_cmpint (n.n_arrows, ==, 1);

  /* A command whose removal joins the text around it into another:
   * that one is read too, and no command is left in the text. */
  n = parse ("[%cal [%cal Gg1f3]Ge2e4]", "");
  g_assert_cmpint (n.n_arrows, ==, 2);
  assert_arrow (&n, 0, "g1", "f3", CHESS_ANNOTATION_GREEN);
  assert_arrow (&n, 1, "e2", "e4", CHESS_ANNOTATION_GREEN);

  /* More arrows than a set holds: the command is left whole as text. */
  GString *many = g_string_new ("[%cal ");
  int count = 0;
  for (ChessSquare from = 0; from < 64 && count <= CHESS_ANNOTATIONS_MAX_ARROWS; from++)
    for (ChessSquare to = 0; to < 64 && count <= CHESS_ANNOTATIONS_MAX_ARROWS; to++)
      if (from != to)
        {
          char a[3], b[3];
          chess_square_name (from, a);
          chess_square_name (to, b);
          g_string_append_printf (many, "%sG%s%s", count++ ? "," : "", a, b);
        }
  g_string_append_c (many, ']');
  n = parse (many->str, many->str);
  g_assert_true (chess_annotations_is_empty (&n));
  g_string_free (many, TRUE);
}

static void
test_format (void)
{
  ChessAnnotations n = { 0 };
  char *text = chess_annotations_format (&n, NULL);
  g_assert_cmpstr (text, ==, "");
  free (text);
  text = chess_annotations_format (NULL, "  only\ttext } here ");
  g_assert_cmpstr (text, ==, "only text here");
  free (text);

  /* Marks by square, arrows in the order drawn, then the text. */
  g_assert_true (chess_annotations_set_mark (&n, sq ("b7"), CHESS_ANNOTATION_YELLOW));
  g_assert_true (chess_annotations_set_mark (&n, sq ("d4"), CHESS_ANNOTATION_GREEN));
  g_assert_true (chess_annotations_set_arrow (&n, sq ("e2"), sq ("e4"), CHESS_ANNOTATION_GREEN));
  g_assert_true (chess_annotations_set_arrow (&n, sq ("d1"), sq ("d8"), CHESS_ANNOTATION_RED));
  text = chess_annotations_format (&n, "The d-file.");
  g_assert_cmpstr (text, ==, "[%csl Gd4,Yb7] [%cal Ge2e4,Rd1d8] The d-file.");
  free (text);

  ChessAnnotations arrows_only = { 0 };
  chess_annotations_set_arrow (&arrows_only, sq ("g1"), sq ("f3"), CHESS_ANNOTATION_BLUE);
  text = chess_annotations_format (&arrows_only, NULL);
  g_assert_cmpstr (text, ==, "[%cal Bg1f3]");
  free (text);
}

static void
test_edit (void)
{
  ChessAnnotations n = { 0 };

  g_assert_true (chess_annotations_is_empty (&n));
  /* Not notes: nothing changes. */
  g_assert_false (chess_annotations_set_arrow (&n, sq ("e4"), sq ("e4"), CHESS_ANNOTATION_GREEN));
  g_assert_false (chess_annotations_set_arrow (&n, 64, sq ("e4"), CHESS_ANNOTATION_GREEN));
  g_assert_false (chess_annotations_set_arrow (&n, sq ("e2"), sq ("e4"), CHESS_ANNOTATION_N_COLORS));
  g_assert_false (chess_annotations_set_mark (&n, -1, CHESS_ANNOTATION_GREEN));
  g_assert_false (chess_annotations_remove_mark (&n, sq ("e4")));
  g_assert_false (chess_annotations_remove_arrow (&n, sq ("e2"), sq ("e4")));
  g_assert_true (chess_annotations_is_empty (&n));

  /* Toggling as on lichess: added, recoloured in place, removed. */
  g_assert_true (chess_annotations_toggle_arrow (&n, sq ("e2"), sq ("e4"), CHESS_ANNOTATION_GREEN));
  g_assert_true (chess_annotations_toggle_arrow (&n, sq ("d2"), sq ("d4"), CHESS_ANNOTATION_GREEN));
  g_assert_true (chess_annotations_toggle_arrow (&n, sq ("e2"), sq ("e4"), CHESS_ANNOTATION_RED));
  g_assert_cmpint (n.n_arrows, ==, 2);
  assert_arrow (&n, 0, "e2", "e4", CHESS_ANNOTATION_RED);
  /* The other direction is another arrow. */
  g_assert_true (chess_annotations_toggle_arrow (&n, sq ("e4"), sq ("e2"), CHESS_ANNOTATION_RED));
  g_assert_cmpint (n.n_arrows, ==, 3);
  g_assert_true (chess_annotations_toggle_arrow (&n, sq ("e2"), sq ("e4"), CHESS_ANNOTATION_RED));
  g_assert_cmpint (n.n_arrows, ==, 2);
  assert_arrow (&n, 0, "d2", "d4", CHESS_ANNOTATION_GREEN);
  assert_arrow (&n, 1, "e4", "e2", CHESS_ANNOTATION_RED);

  g_assert_true (chess_annotations_toggle_mark (&n, sq ("f7"), CHESS_ANNOTATION_BLUE));
  g_assert_cmpint (chess_annotations_mark (&n, sq ("f7")), ==, CHESS_ANNOTATION_BLUE);
  g_assert_true (chess_annotations_toggle_mark (&n, sq ("f7"), CHESS_ANNOTATION_YELLOW));
  g_assert_cmpint (chess_annotations_mark (&n, sq ("f7")), ==, CHESS_ANNOTATION_YELLOW);
  g_assert_true (chess_annotations_toggle_mark (&n, sq ("f7"), CHESS_ANNOTATION_YELLOW));
  g_assert_cmpint (chess_annotations_mark (&n, sq ("f7")), ==, CHESS_ANNOTATION_NO_COLOR);

  ChessAnnotations copy = n;
  g_assert_true (chess_annotations_equal (&n, &copy));
  chess_annotations_toggle_mark (&copy, sq ("a1"), CHESS_ANNOTATION_GREEN);
  g_assert_false (chess_annotations_equal (&n, &copy));

  /* A full set takes no new arrow, but recolours one it has. */
  chess_annotations_clear (&n);
  for (int i = 0; i < CHESS_ANNOTATIONS_MAX_ARROWS; i++)
    g_assert_true (chess_annotations_set_arrow (&n, i, (i + 1) % 64, CHESS_ANNOTATION_GREEN));
  g_assert_false (chess_annotations_set_arrow (&n, sq ("a1"), sq ("h8"), CHESS_ANNOTATION_GREEN));
  g_assert_true (chess_annotations_set_arrow (&n, 0, 1, CHESS_ANNOTATION_BLUE));
  g_assert_cmpint (n.n_arrows, ==, CHESS_ANNOTATIONS_MAX_ARROWS);

  g_assert_cmpint (chess_annotation_color_letter (CHESS_ANNOTATION_YELLOW), ==, 'Y');
  g_assert_cmpint (chess_annotation_color_parse ('b'), ==, CHESS_ANNOTATION_BLUE);
  g_assert_cmpint (chess_annotation_color_parse ('O'), ==, CHESS_ANNOTATION_NO_COLOR);
}

/* Random notes and text: formatting then parsing gives them back, and the
 * text is a comment the tree keeps as it is. */
static void
test_round_trip_random (void)
{
  static const char *const words[] = { "rook", "behind", "the", "pawn!", "}", "[%clk 0:01:00]", "[", "%cal",
                                       "[%cal Xe2e4]", " \t\n", "Ge2e4]", "(" };
  GRand *rand = g_rand_new_with_seed (20261125);

  for (int round = 0; round < 2000; round++)
    {
      ChessAnnotations n = { 0 };
      int arrows = g_rand_int_range (rand, 0, 12), marks = g_rand_int_range (rand, 0, 12);
      for (int i = 0; i < arrows; i++)
        chess_annotations_set_arrow (&n, g_rand_int_range (rand, 0, 64), g_rand_int_range (rand, 0, 64),
                                     g_rand_int_range (rand, 0, CHESS_ANNOTATION_N_COLORS));
      for (int i = 0; i < marks; i++)
        chess_annotations_set_mark (&n, g_rand_int_range (rand, 0, 64), g_rand_int_range (rand, 0, CHESS_ANNOTATION_N_COLORS));
      GString *text = g_string_new (NULL);
      for (int i = g_rand_int_range (rand, 0, 8); i > 0; i--)
        g_string_append_printf (text, "%s%s", words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))],
                                g_rand_boolean (rand) ? " " : "");

      /* The text as the notes' reader leaves it (it holds no command). */
      ChessAnnotations none;
      char *rest = chess_annotations_parse (text->str, &none);
      char *comment = chess_annotations_format (&n, rest);
      ChessAnnotations back;
      char *rest_back = chess_annotations_parse (comment, &back);
      g_assert_true (chess_annotations_equal (&n, &back));
      g_assert_cmpstr (rest_back, ==, rest);
      g_assert_null (pgn_test_annotations_round_trip (comment));
      g_assert_null (pgn_test_annotations_round_trip (text->str));
      free (rest_back);
      free (comment);
      free (rest);
      g_string_free (text, TRUE);
    }
  g_rand_free (rand);
}

/* Comments made of the commands' own characters, shuffled: whatever they
 * hold, the notes and text read from them come back through formatting. */
static void
test_round_trip_noise (void)
{
  static const char alphabet[] = "[[[%%calcslGRYBgx e2e4d8h1a,,]]]}\t";
  GRand *rand = g_rand_new_with_seed (41);
  char comment[96];

  for (int round = 0; round < 20000; round++)
    {
      int len = g_rand_int_range (rand, 0, (int) sizeof comment);
      for (int i = 0; i < len; i++)
        comment[i] = alphabet[g_rand_int_range (rand, 0, (int) sizeof alphabet - 1)];
      comment[len] = '\0';
      /* Whole commands dropped in, so that some are well formed. */
      if (len > 30 && g_rand_boolean (rand))
        memcpy (comment + g_rand_int_range (rand, 0, len - 20), "[%cal Ge2e4,Yd8h4]", 18);
      const char *wrong = pgn_test_annotations_round_trip (comment);
      if (wrong)
        g_error ("\"%s\": %s", comment, wrong);
    }
  g_rand_free (rand);
}

/* Notes kept with the moves of a tree survive PGN, with the comment's
 * text; setting them again keeps that text. */
static void
test_tree (void)
{
  ChessTree *tree = chess_tree_new (NULL);
  ChessTreeNode *root = chess_tree_root (tree);
  ChessTreeNode *e4 = chess_tree_add_san (tree, root, "e4");
  ChessTreeNode *c5 = chess_tree_add_san (tree, e4, "c5");
  ChessTreeNode *e5 = chess_tree_add_san (tree, e4, "e5");
  ChessAnnotations at_e4 = { 0 }, at_e5 = { 0 }, at_root = { 0 }, got;

  chess_tree_set_comment (tree, e4, CHESS_TREE_COMMENT_AFTER, "Best by test.");
  chess_annotations_set_arrow (&at_e4, sq ("g1"), sq ("f3"), CHESS_ANNOTATION_GREEN);
  chess_annotations_set_mark (&at_e4, sq ("d5"), CHESS_ANNOTATION_RED);
  chess_annotations_set_node (tree, e4, &at_e4);
  g_assert_cmpstr (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_AFTER), ==,
                   "[%csl Rd5] [%cal Gg1f3] Best by test.");
  chess_annotations_set_arrow (&at_e5, sq ("d1"), sq ("h5"), CHESS_ANNOTATION_YELLOW);
  chess_annotations_set_node (tree, e5, &at_e5);
  chess_annotations_set_mark (&at_root, sq ("e4"), CHESS_ANNOTATION_BLUE);
  chess_annotations_set_node (tree, root, &at_root);

  /* Through PGN and back. */
  ChessGame game;
  chess_game_init (&game);
  size_t len;
  char *pgn = chess_pgn_write_tree (&game, tree, &len);
  g_assert_nonnull (strstr (pgn, "{[%csl Rd5] [%cal Gg1f3] Best by test.}"));
  ChessPgnReader *reader = chess_pgn_reader_new (pgn, len);
  ChessTree *back = chess_tree_new (NULL);
  ChessPgnGameInfo info;
  g_assert_true (chess_pgn_reader_next_tree (reader, &game, back, &info));
  g_assert_true (chess_tree_equal (tree, back));
  ChessTreeNode *back_e4 = chess_tree_node_child (chess_tree_root (back), 0);
  chess_annotations_get_node (back_e4, &got);
  g_assert_true (chess_annotations_equal (&got, &at_e4));
  chess_annotations_get_node (chess_tree_node_child (back_e4, 1), &got);
  g_assert_true (chess_annotations_equal (&got, &at_e5));
  chess_annotations_get_node (chess_tree_root (back), &got);
  g_assert_true (chess_annotations_equal (&got, &at_root));
  chess_annotations_get_node (chess_tree_node_child (back_e4, 0), &got);
  g_assert_true (chess_annotations_is_empty (&got));
  g_assert_null (pgn_test_tree_annotations_round_trip (chess_tree_root (back)));

  /* Cleared notes leave the text; no notes and no text, no comment. */
  ChessAnnotations empty = { 0 };
  chess_annotations_set_node (tree, e4, &empty);
  g_assert_cmpstr (chess_tree_node_comment (e4, CHESS_TREE_COMMENT_AFTER), ==, "Best by test.");
  chess_annotations_set_node (tree, e5, &empty);
  g_assert_null (chess_tree_node_comment (e5, CHESS_TREE_COMMENT_AFTER));
  g_assert_null (chess_tree_node_comment (c5, CHESS_TREE_COMMENT_AFTER));

  free (pgn);
  chess_pgn_reader_free (reader);
  chess_game_clear (&game);
  chess_tree_free (back);
  chess_tree_free (tree);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/annotation/parse", test_parse);
  g_test_add_func ("/annotation/parse-malformed", test_parse_malformed);
  g_test_add_func ("/annotation/format", test_format);
  g_test_add_func ("/annotation/edit", test_edit);
  g_test_add_func ("/annotation/round-trip-random", test_round_trip_random);
  g_test_add_func ("/annotation/round-trip-noise", test_round_trip_noise);
  g_test_add_func ("/annotation/tree", test_tree);
  return g_test_run ();
}
