/* review-test.h — what the review window's tests share: the main window
 * over the test archive, a sample game reviewed from its details, and a
 * note drawn on the review's board
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-archive-view.h"
#include "adj-board.h"
#include "adj-diagram-dialog.h"
#include "adj-review-window.h"
#include "adj-window.h"
#include "chess-annotation.h"
#include "ui-test.h"

typedef struct {
  UiTestArchive    archive;
  AdjApplication  *app;
  AdjWindow       *window;
  AdjStore        *store;
  AdjReviewWindow *review;
} ReviewFixture;

/* The main window on an archive of its own (TAG names its folder; NULL:
 * "review"). A g_test_add() fixture's set-up, TAG its data. */
static inline void
review_fixture_set_up (ReviewFixture *f, gconstpointer tag)
{
  const GError *app_error = NULL;
  ui_test_archive_begin (&f->archive, tag ? tag : "review");
  f->app = ui_test_application_new ();
  f->store = adj_application_get_store (f->app, &app_error);
  g_assert_nonnull (f->store);
  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
}

/* Every review window and diagram dialog closed, then the main window. */
static inline void
review_fixture_tear_down (ReviewFixture *f, gconstpointer data)
{
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_REVIEW_WINDOW (l->data) || ADJ_IS_DIAGRAM_DIALOG (l->data))
      gtk_window_destroy (l->data);
  g_list_free (toplevels);
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_object_unref (f->app);
  ui_test_archive_end (&f->archive);
}

/* The last toplevel of TYPE, or NULL. */
static inline GtkWindow *
review_test_find_toplevel (GType type)
{
  GtkWindow *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

static inline AdjArchiveView *
review_test_archive_view (ReviewFixture *f)
{
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  g_assert_nonnull (view);
  return view;
}

/* The sample event's game of ROUND shown, and reviewed from its details. */
static inline AdjReviewWindow *
review_test_sample (ReviewFixture *f, const char *round)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (f->store, round, &error);
  g_assert_no_error (error);
  AdjEnvelopeInfo *info = NULL;
  for (guint i = 0; i < all->len; i++)
    if (g_strcmp0 (((AdjEnvelopeInfo *) g_ptr_array_index (all, i))->round, round) == 0)
      info = g_ptr_array_index (all, i);
  g_assert_nonnull (info);
  ui_test_wait_until (adj_archive_view_select_envelope (review_test_archive_view (f), info->id));
  ui_test_settle (GTK_WIDGET (f->window));
  /* The button on the details, enabled for any envelope. */
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (review_test_archive_view (f)), "review_button");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_test_wait_until (review_test_find_toplevel (ADJ_TYPE_REVIEW_WINDOW) != NULL);
  AdjReviewWindow *review = ADJ_REVIEW_WINDOW (review_test_find_toplevel (ADJ_TYPE_REVIEW_WINDOW));
  ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (review)));
  ui_test_settle (GTK_WIDGET (review));
  return review;
}

/* A note drawn on the review's board from FROM to TO (a mark when they are
 * the same square), through the action the secondary button uses. */
static inline void
review_test_draw_note (AdjReviewWindow *review, const char *from, const char *to, ChessAnnotationColor color)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (adj_review_window_get_board (review)), "board.toggle-note",
                                             "(iii)", (int) chess_square_parse (from), (int) chess_square_parse (to),
                                             (int) color));
}
