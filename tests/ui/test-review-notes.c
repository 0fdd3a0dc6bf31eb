/* test-review-notes.c — the players' arrows and marks in the review window,
 * kept in the tree and the PGN, and the diagram exported from it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "adj-archive-view.h"
#include "adj-board.h"
#include "adj-diagram-dialog.h"
#include "adj-move-list.h"
#include "adj-review-window.h"
#include "adj-window.h"
#include "chess-annotation.h"
#include "chess-fen.h"
#include "desk-test.h"
#include "review-test.h"
#include "ui-test.h"

static gboolean
act (AdjReviewWindow *review, const char *action)
{
  return gtk_widget_activate_action (GTK_WIDGET (review), action, NULL);
}

static gboolean
has_text_ (GtkWidget *widget, gconstpointer text)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "text");
  g_autofree char *value = NULL;
  if (pspec == NULL || pspec->value_type != G_TYPE_STRING || g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkLabel"))
    return FALSE;
  g_object_get (widget, "text", &value, NULL);
  return g_strcmp0 (value, text) == 0;
}

/* Whether the item LABEL (as shown, without its mnemonic) of the menu of MENU_BUTTON can be chosen: the
 * state of its action, as the menu shows it (its items are made as it
 * opens, and follow the action without naming it). */
static gboolean
menu_item_enabled (AdjReviewWindow *review, const char *menu_button, const char *label)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (ui_test_find_named (GTK_WIDGET (review), menu_button));
  g_assert_nonnull (button);
  gtk_menu_button_popup (button);
  ui_test_wait (20);
  GtkWidget *item = ui_test_find_matching (GTK_WIDGET (gtk_menu_button_get_popover (button)), has_text_, label);
  g_assert_nonnull (item);
  gboolean sensitive = gtk_widget_is_sensitive (item);
  gtk_menu_button_popdown (button);
  return sensitive;
}

#define CLEAR_ARROWS_ENABLED(review) menu_item_enabled ((review), "edit_menu_button", "Clear Arrows and Marks")

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

/* The file name DIALOG's Export… offers (the chooser dismissed). */
static char *
offered_name (AdjDiagramDialog *dialog)
{
  GtkFileChooserDialog *chooser = NULL;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "diagram.export", NULL));
  ui_test_wait_until ((chooser = ui_test_find_file_chooser ()) != NULL);
  char *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (chooser), "_Cancel"), "clicked");
  ui_test_wait_until (ui_test_find_file_chooser () == NULL);
  return name;
}

static void
board_notes (AdjReviewWindow *review, ChessAnnotations *notes)
{
  adj_board_get_annotations (adj_review_window_get_board (review), notes);
}

static char *
move_list_text (AdjReviewWindow *review)
{
  AdjMoveList *list = ADJ_MOVE_LIST (ui_test_find (GTK_WIDGET (review), ADJ_TYPE_MOVE_LIST));
  g_assert_nonnull (list);
  return adj_move_list_dup_text (list);
}

/* Game 13 of the sample, closed: an arrow and a mark drawn at the adjourned
 * position go into its comment, come back after going away, leave the
 * move list's text alone, keep a comment typed later, go to the PGN and
 * come back from it; Clear Arrows and Marks takes only them away. At the
 * start they go into the comment before the first move. */
static void
test_notes_kept (ReviewFixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_test_sample (f, "13");
  AdjBoard *board = adj_review_window_get_board (review);
  const ChessTreeNode *adjourned = adj_review_window_get_current (review);
  const ChessTree *tree = adj_review_window_get_tree (review);
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_board_get_annotations_editable (board));
  g_assert_true (adjourned == chess_tree_mainline_end (tree));
  g_assert_false (CLEAR_ARROWS_ENABLED (review));
  g_autofree char *list_before = move_list_text (review);

  review_test_draw_note (review, "d1", "d8", CHESS_ANNOTATION_GREEN);
  review_test_draw_note (review, "f5", "f5", CHESS_ANNOTATION_RED);
  ChessAnnotations drawn;
  board_notes (review, &drawn);
  g_assert_cmpint (drawn.n_arrows, ==, 1);
  g_assert_cmpint (chess_annotations_n_marks (&drawn), ==, 1);
  const char *comment = chess_tree_node_comment (adjourned, CHESS_TREE_COMMENT_AFTER);
  g_assert_cmpstr (comment, ==, "[%csl Rf5] [%cal Gd1d8]");
  g_assert_true (CLEAR_ARROWS_ENABLED (review));
  /* The list shows no commands, and no more than before. */
  g_autofree char *list_after = move_list_text (review);
  g_assert_null (strstr (list_after, "[%"));
  g_assert_cmpstr (list_after, ==, list_before);

  /* Away and back: the previous move has none, this one its own again. */
  g_assert_true (act (review, "review.back"));
  ChessAnnotations notes;
  board_notes (review, &notes);
  g_assert_true (chess_annotations_is_empty (&notes));
  g_assert_false (CLEAR_ARROWS_ENABLED (review));
  g_assert_true (act (review, "review.forward"));
  g_assert_true (adj_review_window_get_current (review) == adjourned);
  board_notes (review, &notes);
  g_assert_true (chess_annotations_equal (&notes, &drawn));

  /* A comment typed keeps the notes, and shows without them. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.set-comment", "s", "the rook behind the pawn"));
  comment = chess_tree_node_comment (adjourned, CHESS_TREE_COMMENT_AFTER);
  g_assert_cmpstr (comment, ==, "[%csl Rf5] [%cal Gd1d8] the rook behind the pawn");
  board_notes (review, &notes);
  g_assert_true (chess_annotations_equal (&notes, &drawn));
  g_autofree char *list_comment = move_list_text (review);
  g_assert_nonnull (strstr (list_comment, "the rook behind the pawn"));
  g_assert_null (strstr (list_comment, "[%"));
  GtkMenuButton *comment_button = GTK_MENU_BUTTON (ui_test_find_named (GTK_WIDGET (review), "comment_button"));
  g_assert_nonnull (comment_button);
  gtk_menu_button_popup (comment_button);
  ui_test_wait (50);
  GtkTextView *view = GTK_TEXT_VIEW (ui_test_find (GTK_WIDGET (gtk_menu_button_get_popover (comment_button)),
                                                   GTK_TYPE_TEXT_VIEW));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (view), &start, &end);
  g_autofree char *typed = gtk_text_buffer_get_text (gtk_text_view_get_buffer (view), &start, &end, FALSE);
  g_assert_cmpstr (typed, ==, "the rook behind the pawn");
  gtk_menu_button_popdown (comment_button);

  /* At the start: the comment before the first move. */
  g_assert_true (act (review, "review.start"));
  const ChessTreeNode *root = chess_tree_root (tree);
  review_test_draw_note (review, "e4", "e4", CHESS_ANNOTATION_BLUE);
  g_assert_cmpstr (chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER), ==, "[%csl Be4]");
  g_assert_true (act (review, "review.end"));

  /* The PGN carries them, and a tree read from it has them where they were. */
  g_autofree char *path = g_build_filename (f->archive.dir, "notes.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_assert_true (adj_review_window_export_pgn_file (review, file, &error));
  g_assert_no_error (error);
  g_autofree char *pgn = NULL;
  g_assert_true (g_file_get_contents (path, &pgn, NULL, NULL));
  g_assert_nonnull (strstr (pgn, "{[%csl Rf5] [%cal Gd1d8] the rook behind the pawn}"));
  g_assert_nonnull (strstr (pgn, "{[%csl Be4]}"));
  /* Reviewed from that file: in the tree read, and on the board at the end. */
  AdjReviewWindow *again = adj_review_window_new (GTK_WINDOW (f->window));
  g_assert_true (adj_review_window_load_file (again, file, &error));
  g_assert_no_error (error);
  ui_test_present (GTK_WINDOW (again));
  const ChessTree *back = adj_review_window_get_tree (again);
  ChessAnnotations read;
  chess_annotations_get_node (chess_tree_mainline_end (back), &read);
  g_assert_true (chess_annotations_equal (&read, &drawn));
  chess_annotations_get_node (chess_tree_root (back), &read);
  g_assert_cmpint (chess_annotations_mark (&read, chess_square_parse ("e4")), ==, CHESS_ANNOTATION_BLUE);
  g_assert_cmpint (chess_annotations_n_marks (&read), ==, 1);
  g_assert_true (adj_review_window_get_current (again) == chess_tree_mainline_end (back));
  board_notes (again, &notes);
  g_assert_true (chess_annotations_equal (&notes, &drawn));
  g_autofree char *list_again = move_list_text (again);
  g_assert_null (strstr (list_again, "[%"));
  g_assert_nonnull (strstr (list_again, "the rook behind the pawn"));
  gtk_window_destroy (GTK_WINDOW (again));

  /* Clear Arrows and Marks: the comment's text stays. */
  g_assert_true (act (review, "review.clear-arrows"));
  g_assert_cmpstr (chess_tree_node_comment (adjourned, CHESS_TREE_COMMENT_AFTER), ==, "the rook behind the pawn");
  board_notes (review, &notes);
  g_assert_true (chess_annotations_is_empty (&notes));
  g_assert_false (CLEAR_ARROWS_ENABLED (review));
  /* And Clear Symbols and Comment keeps the notes. */
  review_test_draw_note (review, "d1", "d8", CHESS_ANNOTATION_GREEN);
  g_assert_true (act (review, "review.clear-notes"));
  g_assert_cmpstr (chess_tree_node_comment (adjourned, CHESS_TREE_COMMENT_AFTER), ==, "[%cal Gd1d8]");
  g_assert_false (menu_item_enabled (review, "edit_menu_button", "Clear Symbols and Comment"));
  board_notes (review, &notes);
  g_assert_cmpint (notes.n_arrows, ==, 1);
}

/* What the dialog would write, read back from FILE once it has, equal to
 * the diagram of POS with the dialog's options, and not to that of OTHER. */
static void
assert_diagram_of (AdjDiagramDialog *dialog, const char *dir, const ChessPosition *pos, const ChessPosition *other)
{
  AdjDiagramOptions options;
  AdjDiagramFormat format;
  g_autoptr(GError) error = NULL;
  adj_diagram_dialog_get_options (dialog, &options, &format);
  g_autoptr(GBytes) expected = adj_diagram_render (pos, &options, format, &error);
  g_assert_no_error (error);
  g_autoptr(GBytes) wrong = adj_diagram_render (other, &options, format, &error);
  g_assert_no_error (error);
  g_assert_false (g_bytes_equal (expected, wrong));

  g_autofree char *path = g_build_filename (dir, "diagram.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gboolean gone = FALSE;
  g_signal_connect_swapped (dialog, "destroy", G_CALLBACK (set_true), &gone);
  adj_diagram_dialog_export (dialog, file);
  ui_test_wait_until (gone);
  g_autofree char *data = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_autoptr(GBytes) written = g_bytes_new (data, length);
  g_assert_true (g_bytes_equal (written, expected));
}

/* Export Diagram…: the position shown, the board's side down, the node's
 * notes, a name from the players and the move; Export… offers it. */
static void
test_export_diagram (ReviewFixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_test_sample (f, "13");
  AdjBoard *board = adj_review_window_get_board (review);
  const ChessTreeNode *adjourned = adj_review_window_get_current (review);

  review_test_draw_note (review, "d1", "d8", CHESS_ANNOTATION_GREEN);
  review_test_draw_note (review, "f5", "f5", CHESS_ANNOTATION_RED);
  ChessAnnotations drawn;
  board_notes (review, &drawn);
  g_assert_true (menu_item_enabled (review, "menu_button", "Export Diagram…"));
  g_assert_true (act (review, "review.export-diagram"));
  ui_test_wait_until (review_test_find_toplevel (ADJ_TYPE_DIAGRAM_DIALOG) != NULL);
  AdjDiagramDialog *dialog = ADJ_DIAGRAM_DIALOG (review_test_find_toplevel (ADJ_TYPE_DIAGRAM_DIALOG));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (review));
  AdjDiagramOptions options;
  AdjDiagramFormat format;
  adj_diagram_dialog_get_options (dialog, &options, &format);
  g_assert_cmpint (options.flipped, ==, adj_board_get_flipped (board));
  g_assert_nonnull (options.notes);
  g_assert_true (chess_annotations_equal (options.notes, &drawn));

  /* The name offered: the players and the move to be played. */
  const ChessPosition *pos = chess_tree_node_position (adjourned);
  g_autofree char *name = adj_review_diagram_name (gtk_window_get_title (GTK_WINDOW (review)), pos->fullmove_number);
  g_autofree char *move = g_strdup_printf (", move %d", pos->fullmove_number);
  g_assert_true (g_str_has_suffix (name, move));
  g_autofree char *file_name = adj_diagram_dialog_file_name (name, ADJ_DIAGRAM_FORMAT_PNG);
  g_autofree char *offered = offered_name (dialog);
  g_assert_cmpstr (offered, ==, file_name);

  /* Written: the diagram of this position, not the one before it. */
  assert_diagram_of (dialog, f->archive.dir, pos, chess_tree_node_position (chess_tree_node_parent (adjourned)));

  /* Flipped, without notes, elsewhere in the line: the same follows. */
  g_assert_true (act (review, "review.flip"));
  g_assert_true (act (review, "review.back"));
  GtkWidget *plain = adj_review_window_export_diagram (review);
  adj_diagram_dialog_get_options (ADJ_DIAGRAM_DIALOG (plain), &options, &format);
  g_assert_cmpint (options.flipped, ==, adj_board_get_flipped (board));
  g_assert_null (options.notes);
  assert_diagram_of (ADJ_DIAGRAM_DIALOG (plain), f->archive.dir,
                     adj_review_window_get_position (review), pos);
}

/* Sealed stays sealed. Game 3, opened: the diagram of the adjourned
 * position is the position before the sealed move, without any arrow the
 * program drew itself, and its name does not give the move. An envelope
 * without a record: the notes drawn at its position go into the comment
 * before the first move, and the diagram is that position. */
static void
test_sealed_diagram (ReviewFixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_test_sample (f, "3");
  const ChessTreeNode *adjourned = adj_review_window_get_current (review);
  const ChessTreeNode *sealed = chess_tree_node_next (adjourned);
  g_assert_nonnull (sealed);
  g_assert_cmpstr (chess_tree_node_san (sealed), ==, "Bd3+");
  /* An arrow of the program's own (as a desk shows candidates). */
  ChessMove move = chess_tree_node_move (sealed);
  adj_board_add_arrow (adj_review_window_get_board (review), chess_move_from (move), chess_move_to (move));
  GtkWidget *dialog = adj_review_window_export_diagram (review);
  AdjDiagramOptions options;
  adj_diagram_dialog_get_options (ADJ_DIAGRAM_DIALOG (dialog), &options, NULL);
  g_assert_null (options.notes);
  g_autofree char *offered = offered_name (ADJ_DIAGRAM_DIALOG (dialog));
  g_autofree char *number = g_strdup_printf (", move %d", chess_tree_node_position (adjourned)->fullmove_number);
  g_assert_nonnull (strstr (offered, number));
  g_assert_null (strstr (offered, "Bd3"));
  assert_diagram_of (ADJ_DIAGRAM_DIALOG (dialog), f->archive.dir, chess_tree_node_position (adjourned),
                     chess_tree_node_position (sealed));
  gtk_window_destroy (GTK_WINDOW (review));

  g_autoptr(GError) error = NULL;
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, NULL, NULL);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  review = adj_review_window_new (GTK_WINDOW (f->window));
  g_assert_true (adj_review_window_load_envelope (review, env, &error));
  g_assert_no_error (error);
  ui_test_present (GTK_WINDOW (review));
  const ChessTreeNode *root = chess_tree_root (adj_review_window_get_tree (review));
  g_assert_true (adj_review_window_get_current (review) == root);
  review_test_draw_note (review, "f4", "f5", CHESS_ANNOTATION_YELLOW);
  g_assert_cmpstr (chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER), ==, "[%cal Yf4f5]");
  g_autofree char *pgn = adj_review_window_dup_pgn (review);
  g_assert_nonnull (strstr (pgn, "{[%cal Yf4f5]}"));
  dialog = adj_review_window_export_diagram (review);
  adj_diagram_dialog_get_options (ADJ_DIAGRAM_DIALOG (dialog), &options, NULL);
  g_assert_nonnull (options.notes);
  g_assert_cmpint (chess_annotations_find_arrow (options.notes, chess_square_parse ("f4"), chess_square_parse ("f5")),
                   ==, 0);
  ChessPosition desk, start;
  ChessFenResult result;
  g_assert_true (chess_fen_read (&desk, DESK_TEST_FEN, &result));
  chess_position_set_start (&start);
  assert_diagram_of (ADJ_DIAGRAM_DIALOG (dialog), f->archive.dir, &desk, &start);
  gtk_window_destroy (GTK_WINDOW (review));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "/review-notes/skipped"))
    return g_test_run ();
  g_test_add ("/review-notes/kept", ReviewFixture, "review-notes", review_fixture_set_up, test_notes_kept, review_fixture_tear_down);
  g_test_add ("/review-notes/export-diagram", ReviewFixture, "review-notes", review_fixture_set_up, test_export_diagram, review_fixture_tear_down);
  g_test_add ("/review-notes/sealed", ReviewFixture, "review-notes", review_fixture_set_up, test_sealed_diagram, review_fixture_tear_down);
  return g_test_run ();
}
