/* test-preparation-view.c — the preparation pane under a display: a real
 * adjourned position, two candidates prepared, the filter, the sealed move
 * shown only after opening
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position is game 3 of the 1972 match (the sample event): Fischer to
 * move, who sealed 41… Bd3+. Before opening the pane is given the envelope
 * without its move; after opening, the preparation as the archive loads it.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "adj-preparation-view.h"
#include "adj-sample-event.h"
#include "adj-store-preparation.h"
#include "chess-fen.h"
#include "ui-test.h"
#include "../preparation-test.h"

typedef struct {
  GtkWidget          *window;
  AdjPreparationView *view;
  AdjEnvelope        *envelope;   /* game 3's, as history opened it */
  AdjPreparation     *preparation;
} Fixture;

static void
set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) documents = adj_sample_event_get_documents ();
  g_autoptr(GError) error = NULL;
  f->envelope = adj_envelope_new_from_data (documents->pdata[0], -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_sealed_move (f->envelope), ==, "Bd3+");
  /* The pane before opening: from the envelope without its move. */
  g_autoptr(AdjEnvelope) closed = adj_envelope_with_sealed_move (f->envelope, NULL);
  g_assert_null (adj_envelope_get_sealed_move (closed));
  f->preparation = adj_preparation_new_for_envelope (closed);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 400, 700);
  f->view = ADJ_PREPARATION_VIEW (adj_preparation_view_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  adj_preparation_view_set_preparation (f->view, f->preparation);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->preparation);
  g_clear_object (&f->envelope);
}

static GtkListBox *
candidate_list (Fixture *f)
{
  GtkWidget *list = ui_test_find_named (GTK_WIDGET (f->view), "list");
  g_assert_nonnull (list);
  return GTK_LIST_BOX (list);
}

static GtkListBoxRow *
row_at (Fixture *f, guint i)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (candidate_list (f), (int) i);
  g_assert_nonnull (row);
  return row;
}

static const char *
count_shown (Fixture *f)
{
  return gtk_label_get_label (GTK_LABEL (ui_test_find_named (GTK_WIDGET (f->view), "count_label")));
}


/* Everything a row shows, as text: its title, subtitle, the icons and
 * style classes of its widgets, the labels in it. */
static void
describe (GtkWidget *widget, GString *out)
{
  g_auto (GStrv) classes = gtk_widget_get_css_classes (widget);
  g_string_append_printf (out, "<%s", G_OBJECT_TYPE_NAME (widget));
  for (guint i = 0; classes[i]; i++)
    g_string_append_printf (out, ".%s", classes[i]);
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, " \"%s\"", gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_IMAGE (widget) && gtk_image_get_icon_name (GTK_IMAGE (widget)))
    g_string_append_printf (out, " icon=%s", gtk_image_get_icon_name (GTK_IMAGE (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    describe (c, out);
  g_string_append_c (out, '>');
}

static char *
row_text (GtkListBoxRow *row)
{
  GString *s = g_string_new (NULL);
  describe (GTK_WIDGET (row), s);
  return g_string_free (s, FALSE);
}

/* ROW's text with its own move and reply taken out: what would tell it
 * from another row in the same state. */
static char *
row_shape (AdjPreparation *p, guint i, GtkListBoxRow *row)
{
  g_autofree char *text = row_text (row);
  g_autoptr(AdjPreparationRow) r = adj_preparation_row_new (p, i);
  g_autoptr(GString) s = g_string_new (text);
  g_string_replace (s, r->title, "TITLE", 0);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
test_rows (Fixture *f, gconstpointer data)
{
  guint n = adj_preparation_get_n_candidates (f->preparation);
  g_assert_cmpuint (n, ==, 27);
  g_autofree char *expected = g_strdup_printf ("0 of %u prepared", n);
  g_assert_cmpstr (count_shown (f), ==, expected);
  g_assert_cmpuint (adj_preparation_view_get_n_visible (f->view), ==, n);
  g_assert_null (gtk_list_box_get_row_at_index (candidate_list (f), (int) n));

  /* Before opening, every row looks like every other but for its move:
   * the one sealed (Bd3+) among them. */
  g_autofree char *shape = row_shape (f->preparation, 0, row_at (f, 0));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdjPreparationRow) r = adj_preparation_row_new (f->preparation, i);
      g_autofree char *text = row_text (row_at (f, i));
      g_assert_nonnull (strstr (text, r->title));
      g_assert_null (strstr (text, "Sealed"));
      g_autofree char *this_shape = row_shape (f->preparation, i, row_at (f, i));
      g_assert_cmpstr (this_shape, ==, shape);
    }
  g_assert_null (ui_test_find_named (GTK_WIDGET (f->view), "sealed_tag"));
}

static void
on_activated (AdjPreparationView *view, guint index, guint *got)
{
  *got = index;
}

static void
test_prepare_and_filter (Fixture *f, gconstpointer data)
{
  guint n = adj_preparation_get_n_candidates (f->preparation);

  /* One reply typed move by move into its tree, one given whole. */
  guint bd3 = prep_test_index (f->preparation, "Bd3+");
  ChessTree *tree = adj_preparation_get_reply (f->preparation, bd3);
  ChessTreeNode *node = chess_tree_add_san (tree, chess_tree_root (tree), "Ke3");
  g_assert_nonnull (node);
  g_assert_nonnull (chess_tree_add_san (tree, node, "Qxb4"));
  adj_preparation_reply_changed (f->preparation, bd3);

  guint qb2 = prep_test_index (f->preparation, "Qb2+");
  ChessPosition after = *chess_tree_start (adj_preparation_get_reply (f->preparation, qb2));
  ChessTree *reply = chess_tree_new (&after);
  g_assert_nonnull (chess_tree_add_san (reply, chess_tree_root (reply), "Bd2"));
  g_assert_true (adj_preparation_set_reply (f->preparation, qb2, reply));
  chess_tree_free (reply);
  ui_test_settle (GTK_WIDGET (f->view));

  g_autofree char *expected = g_strdup_printf ("2 of %u prepared", n);
  g_assert_cmpstr (count_shown (f), ==, expected);
  g_autofree char *bd3_text = row_text (row_at (f, bd3));
  g_assert_nonnull (strstr (bd3_text, "\"42. Ke3 Qxb4\""));
  g_assert_nonnull (strstr (bd3_text, "icon=emblem-ok-symbolic"));
  g_autofree char *qb2_text = row_text (row_at (f, qb2));
  g_assert_nonnull (strstr (qb2_text, "\"42. Bd2\""));

  /* The filter: the two prepared rows go, the others stay. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "preparation.unprepared-only", NULL));
  ui_test_settle (GTK_WIDGET (f->view));
  g_assert_true (adj_preparation_view_get_unprepared_only (f->view));
  GtkWidget *filter = ui_test_find_named (GTK_WIDGET (f->view), "filter_switch");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (filter)));
  g_assert_cmpuint (adj_preparation_view_get_n_visible (f->view), ==, n - 2);
  guint shown = 0;
  for (guint i = 0; i < n; i++)
    shown += gtk_widget_get_child_visible (GTK_WIDGET (row_at (f, i)));
  g_assert_cmpuint (shown, ==, n - 2);
  g_assert_false (gtk_widget_get_child_visible (GTK_WIDGET (row_at (f, bd3))));

  /* A reply taken back while filtered: its row comes back. */
  g_assert_true (adj_preparation_set_reply (f->preparation, qb2, NULL));
  ui_test_settle (GTK_WIDGET (f->view));
  g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (row_at (f, qb2))));
  g_assert_cmpuint (adj_preparation_view_get_n_visible (f->view), ==, n - 1);
  gtk_switch_set_active (GTK_SWITCH (filter), FALSE);
  ui_test_settle (GTK_WIDGET (f->view));
  g_assert_false (adj_preparation_view_get_unprepared_only (f->view));
  g_assert_cmpuint (adj_preparation_view_get_n_visible (f->view), ==, n);

  /* Activating a row names its candidate. */
  guint got = G_MAXUINT;
  g_signal_connect (f->view, "candidate-activated", G_CALLBACK (on_activated), &got);
  g_signal_emit_by_name (candidate_list (f), "row-activated", row_at (f, bd3));
  g_assert_cmpuint (got, ==, bd3);
}

/* Through the archive: saved before opening, loaded after it. */
static void
test_after_opening (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adjourn-preparation-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "archive.db", NULL);
  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  g_assert_no_error (error);
  /* Game 13's envelope closed, game 3's opened as history left them. */
  gint64 last = 0;
  g_assert_true (adj_sample_event_import (store, &last, &error));
  g_assert_no_error (error);
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, "3", &error);
  gint64 id = 0;
  for (guint i = 0; i < list->len; i++)
    if (g_str_equal (((AdjEnvelopeInfo *) list->pdata[i])->round, "3"))
      id = ((AdjEnvelopeInfo *) list->pdata[i])->id;
  g_assert_cmpint (id, >, 0);

  guint bd3 = prep_test_index (f->preparation, "Bd3+");
  ChessTree *tree = adj_preparation_get_reply (f->preparation, bd3);
  g_assert_nonnull (chess_tree_add_san (tree, chess_tree_root (tree), "Ke3"));
  adj_preparation_reply_changed (f->preparation, bd3);
  g_assert_true (adj_store_save_preparation (store, id, f->preparation, &error));
  g_assert_no_error (error);

  g_autoptr(AdjPreparation) opened = adj_store_load_preparation (store, id, &error);
  g_assert_no_error (error);
  g_assert_true (adj_preparation_is_opened (opened));
  adj_preparation_view_set_preparation (f->view, opened);
  ui_test_settle (GTK_WIDGET (f->view));

  g_autofree char *first = row_text (row_at (f, 0));
  g_assert_nonnull (strstr (first, "\"41… Bd3+\""));
  g_assert_nonnull (strstr (first, "\"Sealed Move\""));
  g_assert_nonnull (strstr (first, "\"42. Ke3\""));
  g_autofree char *second = row_text (row_at (f, 1));
  g_assert_null (strstr (second, "Sealed"));
  g_assert_nonnull (ui_test_find_named (GTK_WIDGET (f->view), "sealed_tag"));

  g_clear_object (&store);
  ui_test_dir_remove (dir);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/preparation-view"))
    return g_test_run ();
  ui_test_use_language ("en");
  g_test_add ("/ui/preparation-view/rows", Fixture, NULL, set_up, test_rows, tear_down);
  g_test_add ("/ui/preparation-view/prepare-and-filter", Fixture, NULL, set_up, test_prepare_and_filter, tear_down);
  g_test_add ("/ui/preparation-view/after-opening", Fixture, NULL, set_up, test_after_opening, tear_down);
  return g_test_run ();
}
