/* test-review-screenshots.c — the review window at 1280×800, at 360 pixels
 * and in the dark style, as PNGs in the build tree (screenshots/)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside test-screenshots.c, which takes the main window's views in order:
 * the review needs only the sample event, and is checked for what it must
 * show (the responder's side down, the lines analysed) before each shot.
 */
#include "config.h"

#include <adwaita.h>

#include "adj-archive-view.h"
#include "adj-review-window.h"
#include "adj-store-archive.h"
#include "adj-window.h"
#include "chess-annotation.h"
#include "chess-notation.h"
#include "review-test.h"
#include "ui-test.h"

#define WIDTH  1280
#define HEIGHT 800

static void
resize (GtkWindow *window, int width, int height)
{
  gtk_window_set_default_size (window, width, height);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (window)) == width
                      && gtk_widget_get_height (GTK_WIDGET (window)) == height);
  ui_test_settle (GTK_WIDGET (window));
}

/* Play SANS (English) from the node shown, as an analysis pane would. */
static void
review_play (AdjReviewWindow *review, const char *const *sans)
{
  ChessMove moves[8];
  ChessPosition pos = *adj_review_window_get_position (review);
  int n = 0;
  for (; sans[n]; n++)
    {
      ChessUndo undo;
      g_assert_cmpint (n, <, 8);
      moves[n] = chess_notation_read_legal (&pos, sans[n], CHESS_LANG_EN);
      g_assert_cmpuint (moves[n], !=, CHESS_MOVE_NONE);
      chess_position_make (&pos, moves[n], &undo);
    }
  g_assert_cmpint (adj_review_window_play_line (review, moves, n), ==, n);
}

static void
shoot (GtkWidget *widget, const char *name)
{
  g_free (ui_test_screenshot (widget, name));
}

/* Game 13 of the sample reviewed by the responder: a line and an
 * alternative analysed from the adjourned position, commented and marked,
 * with the player's arrows and marks on the board. */
static void
test_review (void)
{
  UiTestArchive archive;
  ui_test_archive_begin (&archive, "review-shots");
  AdjApplication *app = ui_test_application_new ();
  AdjWindow *window = adj_window_new (app);
  ui_test_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-sample", NULL));
  AdjStore *store = adj_application_get_store (app, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store, "13", &error);
  g_assert_no_error (error);
  AdjEnvelopeInfo *info = g_ptr_array_index (all, 0);
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_select_envelope (view, info->id));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-envelope", NULL));
  AdjReviewWindow *review = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_REVIEW_WINDOW (l->data))
      review = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (review);
  resize (GTK_WINDOW (review), WIDTH, HEIGHT);

  const ChessTreeNode *adjourned = adj_review_window_get_current (review);
  review_play (review, (const char *const[]) { "Rxf5", "exf5", "d8=Q", "Raxd8", "Bxd8", NULL });
  gtk_widget_activate_action (GTK_WIDGET (review), "review.nag", "i", 16);
  adj_review_window_go_to (review, adjourned);
  review_play (review, (const char *const[]) { "Rh4", "a1=Q", NULL });
  gtk_widget_activate_action (GTK_WIDGET (review), "review.nag", "i", 4);
  gtk_widget_activate_action (GTK_WIDGET (review), "review.set-comment", "s", "the pawn queens first");
  adj_review_window_go_to (review, adjourned);
  review_play (review, (const char *const[]) { "Rxf5", "exf5", NULL });
  gtk_widget_activate_action (GTK_WIDGET (review), "review.nag", "i", 1);
  review_test_draw_note (review, "d7", "d8", CHESS_ANNOTATION_GREEN);
  review_test_draw_note (review, "a2", "a1", CHESS_ANNOTATION_RED);
  review_test_draw_note (review, "f5", "f5", CHESS_ANNOTATION_YELLOW);
  review_test_draw_note (review, "a1", "a1", CHESS_ANNOTATION_RED);
  ChessAnnotations notes;
  adj_board_get_annotations (adj_review_window_get_board (review), &notes);
  g_assert_cmpint (notes.n_arrows, ==, 2);
  g_assert_cmpint (chess_annotations_n_marks (&notes), ==, 2);
  ui_test_settle (GTK_WIDGET (review));
  /* Black answers the sealed move: at the bottom. */
  g_assert_true (adj_board_get_flipped (adj_review_window_get_board (review)));
  g_assert_cmpint (chess_tree_node_n_children (adjourned), ==, 2);
  shoot (GTK_WIDGET (review), "review");

  resize (GTK_WINDOW (review), 360, HEIGHT);
  shoot (GTK_WIDGET (review), "review-narrow");

  resize (GTK_WINDOW (review), WIDTH, HEIGHT);
  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait (200);
  g_assert_true (adw_style_manager_get_dark (style));
  shoot (GTK_WIDGET (review), "review-dark");

  gtk_window_destroy (GTK_WINDOW (review));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_wait (50);
  g_object_unref (app);
  ui_test_archive_end (&archive);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "/ui/review-screenshots/skipped"))
    return g_test_run ();
  /* Without a compositor (Xvfb) a window draws a frame inside its size:
   * none, as a compositor shows windows (test-screenshots.c does the same). */
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, "window.solid-csd { margin: 0; padding: 0; box-shadow: none; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);
  g_test_add_func ("/ui/review-screenshots/review", test_review);
  return g_test_run ();
}
