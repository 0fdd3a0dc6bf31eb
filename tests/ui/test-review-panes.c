/* test-review-panes.c — the review window's analysis and preparation panes, under Xvfb
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Envelopes sealed in a fresh archive with the desk tests' position (White
 * to move at 42), reviewed as the main window does it. "engine-path"
 * points at tests/engine's fake-uci, which writes "pid N" to
 * $ADJ_FAKE_UCI_LOG each time it starts: a window that must start no
 * engine is shown to start none. The fake scores the legal moves in
 * alphabetical UCI order, best first.
 */
#include "config.h"

#include <string.h>

#include "adj-board.h"
#include "adj-move-list.h"
#include "adj-review-window-panes.h"
#include "adj-sample-event.h"
#include "adj-seal.h"
#include "adj-store-preparation.h"
#include "adj-store-verbs.h"
#include "adj-window.h"
#include "chess-notation.h"
#include "chess-pgn.h"
#include "desk-test.h"
#include "keys-test.h"
#include "ui-test.h"

#include <glib/gstdio.h>

#define PASSPHRASE "seven rooks on the seventh rank"

typedef struct {
  UiTestArchive    archive;
  AdjApplication  *app;
  AdjStore        *store;
  AdjWindow       *window;
  GSettings       *settings;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  const GError *app_error = NULL;

  ui_test_archive_begin (&f->archive, "review-panes");
  f->app = ui_test_application_new ();
  f->store = adj_application_get_store (f->app, &app_error);
  g_assert_nonnull (f->store);
  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
  f->settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (f->settings, "engine-path", g_getenv ("ADJ_FAKE_UCI"));
  g_unlink (g_getenv ("ADJ_FAKE_UCI_LOG"));
}

static void
close_reviews (void)
{
  GList *toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_REVIEW_WINDOW (l->data))
      gtk_window_destroy (l->data);
  g_list_free (toplevels);
}

/* How many review windows are open. */
static guint
n_reviews (void)
{
  guint n = 0;
  GList *toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l; l = l->next)
    n += ADJ_IS_REVIEW_WINDOW (l->data);
  g_list_free (toplevels);
  return n;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  close_reviews ();
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_settings_reset (f->settings, "engine-analysis");
  g_settings_reset (f->settings, "engine-path");
  g_clear_object (&f->settings);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_object_unref (f->app);
  ui_test_archive_end (&f->archive);
}

static guint
engines_started (void)
{
  g_autofree char *log = NULL;
  guint n = 0;

  if (!g_file_get_contents (g_getenv ("ADJ_FAKE_UCI_LOG"), &log, NULL, NULL))
    return 0;
  for (const char *p = log; (p = strstr (p, "pid ")) != NULL; p++)
    n++;
  return n;
}

/* An envelope of the desk position sealed in the archive: digitally with
 * MOVE, or on paper (MOVE NULL); FORBIDDEN when its event forbids engines. */
static gint64
seal (Fixture *f, const char *move, gboolean forbidden)
{
  g_autoptr(GError) error = NULL;
  static int sealed;
  /* Another game each time: the store refuses the same one twice. */
  g_autoptr(GDateTime) base = g_date_time_new_from_iso8601 ("1972-08-10T22:00:00+00:00", NULL);
  g_autoptr(GDateTime) adjourned = g_date_time_add_minutes (base, sealed++);
  g_autoptr(GDateTime) resumes = g_date_time_new_from_iso8601 ("1972-08-11T14:30:00+00:00", NULL);
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, adjourned, resumes);
  fields.engine_analysis_forbidden = forbidden;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  g_autoptr(AdjSealKey) key = NULL;
  if (move)
    {
      AdjSealLimits limits;
      adj_seal_limits_minimum (&limits);
      key = adj_seal_key_derive (f->store, fields.event, PASSPHRASE, &limits, &error);
      g_assert_no_error (error);
    }
  const AdjSealing sealing = { .act = { .actor = "Schmid, Lothar" }, .key = key, .move = move };
  gint64 id = 0;
  g_assert_true (adj_store_seal (f->store, env, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  return id;
}

/* The review of envelope ID as the main window opens it, WIDTH wide. */
static AdjReviewWindow *
review (Fixture *f, gint64 id, int width)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_store_read_envelope (f->store, id, &error);
  g_assert_no_error (error);
  AdjReviewWindow *r = adj_review_window_new (GTK_WINDOW (f->window));
  g_assert_true (adj_review_window_load_envelope (r, env, &error));
  g_assert_true (adj_review_window_set_archive (r, f->store, id, &error));
  g_assert_no_error (error);
  ui_test_present (GTK_WINDOW (r));
  /* The screenshots' size: the default size holds the frame's shadow
   * (5 pixels each side); the width as the screen allows (a 1280-pixel
   * screen leaves 1270). */
  gtk_window_set_default_size (GTK_WINDOW (r), width + 10, 810);
  ui_test_wait_until (gtk_widget_get_height (GTK_WIDGET (r)) == 800);
  return r;
}

static gboolean
has_pane (GtkWidget *widget, gconstpointer name)
{
  return ADW_IS_VIEW_STACK (widget) && adw_view_stack_get_child_by_name (ADW_VIEW_STACK (widget), name) != NULL;
}

static void
show_pane (AdjReviewWindow *r, const char *name)
{
  GtkWidget *stack = ui_test_find_matching (GTK_WIDGET (r), has_pane, name);

  g_assert_nonnull (stack);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), name);
  ui_test_settle (GTK_WIDGET (r));
}

static guint
n_lines (AdjAnalysisPane *pane)
{
  AdjEngine *engine = adj_analysis_pane_get_engine (pane);

  return engine ? g_list_model_get_n_items (adj_engine_get_lines (engine)) : 0;
}

/* Analysis started from the review; a line clicked becomes a variation;
 * stopped. */
static void
test_analysis (Fixture *f, gconstpointer data)
{
  gint64 id = seal (f, "Kg3", FALSE);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjAnalysisPane *pane = adj_review_window_get_analysis_pane (r);

  /* Off by default: the pane says so and no engine runs. */
  show_pane (r, "analysis");
  g_assert_cmpint (adj_analysis_pane_get_mode (pane), ==, ADJ_ANALYSIS_OFF);
  g_assert_cmpuint (engines_started (), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_actionable (GTK_WIDGET (r), "review.order-by-engine")));

  g_settings_set_boolean (f->settings, "engine-analysis", TRUE);
  adj_analysis_pane_start (pane);
  ui_test_wait_until (n_lines (pane) == 3 && adj_engine_get_depth (adj_analysis_pane_get_engine (pane)) >= 5);
  g_assert_cmpuint (engines_started (), ==, 1);
  g_assert_cmpint (adj_analysis_pane_get_mode (pane), ==, ADJ_ANALYSIS_RUNNING);
  ui_test_screenshot (GTK_WIDGET (r), "review-analysis-wide");

  /* The second line, clicked: played from the position as a variation. */
  const ChessTreeNode *start = adj_review_window_get_current (r);
  g_autoptr(AdjEngineLine) line = g_list_model_get_item (adj_engine_get_lines (adj_analysis_pane_get_engine (pane)), 1);
  guint n = 0;
  const ChessMove *moves = adj_engine_line_get_moves (line, &n);
  g_assert_cmpuint (n, >, 1);
  ChessMove first = moves[0];
  GtkListBox *list = GTK_LIST_BOX (ui_test_find_named (GTK_WIDGET (pane), "lines_list"));
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 1));
  const ChessTree *tree = adj_review_window_get_tree (r);
  g_assert_cmpint (chess_tree_move_count (tree), ==, (int) n);
  g_assert_cmpint (chess_tree_node_n_children (start), ==, 1);
  g_assert_cmpuint (chess_tree_node_move (chess_tree_node_child (start, 0)), ==, first);
  g_assert_true (chess_tree_mainline_end (tree) == adj_review_window_get_current (r));

  /* Stopped: the engine waits; the pane followed the board meanwhile. */
  adj_analysis_pane_stop (pane);
  ui_test_wait_until (adj_engine_get_state (adj_analysis_pane_get_engine (pane)) == ADJ_ENGINE_STATE_READY);
  g_assert_cmpint (adj_analysis_pane_get_mode (pane), ==, ADJ_ANALYSIS_IDLE);
}

/* An event that forbids engines: the pane says so, the engine order is
 * refused with its reason, and no engine starts. */
static void
test_forbidden (Fixture *f, gconstpointer data)
{
  g_settings_set_boolean (f->settings, "engine-analysis", TRUE);
  gint64 id = seal (f, NULL, TRUE);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjAnalysisPane *pane = adj_review_window_get_analysis_pane (r);

  show_pane (r, "analysis");
  g_assert_cmpint (adj_analysis_pane_get_mode (pane), ==, ADJ_ANALYSIS_FORBIDDEN);
  adj_analysis_pane_start (pane);
  show_pane (r, "preparation");
  GtkWidget *order = ui_test_find_actionable (GTK_WIDGET (r), "review.order-by-engine");
  g_assert_false (gtk_widget_get_sensitive (order));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (order), ==, adj_review_order_disabled_reason (adj_review_window_get_envelope (r), TRUE));
  gtk_widget_activate_action (GTK_WIDGET (r), "review.order-by-engine", NULL);
  ui_test_wait (300);
  g_assert_cmpuint (engines_started (), ==, 0);
  g_assert_null (adj_analysis_pane_get_engine (pane));
}

/* A legal move in POS: the first candidate of a preparation from it. */
static ChessMove
some_move (const ChessPosition *pos, guint nth)
{
  g_autoptr(AdjPreparation) p = adj_preparation_new (pos);

  g_assert_cmpuint (adj_preparation_get_n_candidates (p), >, nth);
  return adj_preparation_get_candidate (p, nth);
}

/* Play PLIES moves on the board, as a player would drop them. */
static void
play_on_board (AdjReviewWindow *r, int plies)
{
  for (int i = 0; i < plies; i++)
    g_signal_emit_by_name (adj_review_window_get_board (r), "move-played",
                           (guint) some_move (adj_review_window_get_position (r), 0));
}

static void
prepare_two (AdjReviewWindow *r, guint *a, guint *b)
{
  AdjPreparation *prep = adj_review_window_get_preparation (r);
  AdjPreparationView *view = adj_review_window_get_preparation_view (r);

  *a = 2;
  *b = 5;
  /* Through the list, as a click. */
  GtkListBox *list = GTK_LIST_BOX (ui_test_find_named (GTK_WIDGET (view), "list"));
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, (int) *a));
  g_assert_cmpuint (adj_review_window_get_preparing (r), ==, adj_preparation_get_candidate (prep, *a));
  g_autofree char *banner = adj_review_preparing_title (prep, *a);
  GtkWidget *label = gtk_widget_get_first_child (ui_test_find_named (GTK_WIDGET (r), "preparing_banner"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, banner);
  g_assert_true (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (r), "preparing_banner")));
  /* The board starts after the candidate; the move list is its reply. */
  g_assert_true (adj_review_window_get_tree (r) == adj_preparation_get_reply (prep, *a));
  play_on_board (r, 1);
  g_assert_true (adj_preparation_is_prepared (prep, *a));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.leave-preparation", NULL));
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (r), "preparing_banner")));
  g_assert_cmpint (chess_tree_move_count (adj_review_window_get_tree (r)), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.prepare", "u", *b));
  play_on_board (r, 3);
  /* A comment on the reply's last move, as the comment popover sets it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.set-comment", "s", "the plan"));
  g_assert_cmpuint (adj_preparation_count_prepared (prep), ==, 2);
}

/* Two candidates prepared through the window, kept in the archive. */
static void
test_prepare (Fixture *f, gconstpointer data)
{
  gint64 id = seal (f, "Kg3", FALSE);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjPreparation *prep = adj_review_window_get_preparation (r);
  guint a, b;

  show_pane (r, "preparation");
  prepare_two (r, &a, &b);
  ChessMove move_a = adj_preparation_get_candidate (prep, a);
  ChessMove move_b = adj_preparation_get_candidate (prep, b);
  g_autofree char *summary_b = adj_preparation_reply_summary (prep, b, 10);
  ui_test_settle (GTK_WIDGET (r));
  ui_test_screenshot (GTK_WIDGET (r), "review-preparing-wide");
  ui_test_wait_until (adj_review_window_preparation_saved (r));
  gtk_window_destroy (GTK_WINDOW (r));
  ui_test_wait (50);

  /* Read back by the store, and by a new review. */
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjPreparation) kept = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (kept);
  g_assert_cmpuint (adj_preparation_count_prepared (kept), ==, 2);
  r = review (f, id, 1280);
  prep = adj_review_window_get_preparation (r);
  g_assert_cmpuint (adj_preparation_count_prepared (prep), ==, 2);
  g_assert_true (adj_preparation_is_prepared (prep, (guint) adj_preparation_find (prep, move_a)));
  guint again = (guint) adj_preparation_find (prep, move_b);
  g_autofree char *summary_again = adj_preparation_reply_summary (prep, again, 10);
  g_assert_cmpstr (summary_again, ==, summary_b);
  ChessTree *reply = adj_preparation_get_reply (prep, again);
  g_assert_cmpstr (chess_tree_node_comment (chess_tree_mainline_end (reply), CHESS_TREE_COMMENT_AFTER), ==, "the plan");
}

/* A reply played and the window closed at once, before the write that
 * waits for more changes: written as the window goes. */
static void
test_saved_on_close (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = seal (f, NULL, FALSE);
  AdjReviewWindow *r = review (f, id, 1280);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.prepare", "u", 7));
  play_on_board (r, 2);
  g_assert_false (adj_review_window_preparation_saved (r));
  gtk_window_destroy (GTK_WINDOW (r));
  g_autoptr(AdjPreparation) kept = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (kept);
  g_assert_cmpuint (adj_preparation_count_prepared (kept), ==, 1);
  g_assert_cmpint (chess_tree_move_count (adj_preparation_get_reply (kept, 7)), ==, 2);
}

/* Every text a widget under WIDGET shows or tells. */
static void
collect_text (GtkWidget *widget, GString *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)))
    g_string_append_printf (out, "%s\n", gtk_button_get_label (GTK_BUTTON (widget)));
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_string_append_printf (out, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)))
    g_string_append_printf (out, "%s\n", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  if (tooltip)
    g_string_append_printf (out, "%s\n", tooltip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

/* Everything the review of envelope ID shows in either pane, and its
 * exported preparation. */
static char *
everything (Fixture *f, gint64 id, char **exported)
{
  g_autoptr(GError) error = NULL;
  AdjReviewWindow *r = review (f, id, 1280);
  GString *out = g_string_new (NULL);
  AdjPreparation *prep = adj_review_window_get_preparation (r);

  for (guint i = 0; i < 3; i++)
    {
      static const char *panes[] = { "moves", "analysis", "preparation" };
      show_pane (r, panes[i]);
      collect_text (GTK_WIDGET (r), out);
    }
  gtk_widget_activate_action (GTK_WIDGET (r), "review.prepare", "u", adj_preparation_get_n_candidates (prep) - 1);
  ui_test_settle (GTK_WIDGET (r));
  collect_text (GTK_WIDGET (r), out);
  gtk_widget_activate_action (GTK_WIDGET (r), "review.leave-preparation", NULL);
  g_autofree char *path = g_build_filename (f->archive.dir, "preparation.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_assert_true (adj_review_window_export_preparation_file (r, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, exported, NULL, NULL));
  gtk_window_destroy (GTK_WINDOW (r));
  ui_test_wait (50);
  return g_string_free (out, FALSE);
}

/* Sealed stays sealed: the same position sealed with two different moves
 * digitally, and on paper, reviews the same in every widget and export,
 * and nothing is marked as the sealed move. */
static void
test_sealed_stays_sealed (Fixture *f, gconstpointer data)
{
  gint64 kg3 = seal (f, "Kg3", FALSE);
  gint64 rf2 = seal (f, "Rf2", FALSE);
  gint64 paper = seal (f, NULL, FALSE);
  g_autofree char *pgn_kg3 = NULL, *pgn_rf2 = NULL, *pgn_paper = NULL;
  g_autofree char *text_kg3 = everything (f, kg3, &pgn_kg3);
  g_autofree char *text_rf2 = everything (f, rf2, &pgn_rf2);
  g_autofree char *text_paper = everything (f, paper, &pgn_paper);

  g_assert_nonnull (strstr (text_kg3, "Preparing the reply to"));
  g_assert_cmpstr (text_kg3, ==, text_rf2);
  g_assert_cmpstr (text_kg3, ==, text_paper);
  g_assert_null (strstr (text_kg3, "Sealed Move"));
  g_assert_cmpstr (pgn_kg3, ==, pgn_rf2);
  g_assert_cmpstr (pgn_kg3, ==, pgn_paper);
}

/* The exported preparation read back: one variation per candidate, the
 * prepared replies after theirs. */
static void
test_export (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = seal (f, "Kg3", FALSE);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjPreparation *prep = adj_review_window_get_preparation (r);
  guint a, b;

  prepare_two (r, &a, &b);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.leave-preparation", NULL));
  g_autofree char *path = g_build_filename (f->archive.dir, "export.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_assert_true (adj_review_window_export_preparation_file (r, file, &error));
  g_assert_no_error (error);
  g_autofree char *data_read = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &data_read, &length, NULL));

  ChessPgnReader *reader = chess_pgn_reader_new (data_read, length);
  ChessGame game;
  ChessPgnGameInfo info;
  ChessTree *tree = chess_tree_new (NULL);
  chess_game_init (&game);
  g_assert_true (chess_pgn_reader_next_tree (reader, &game, tree, &info));
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  chess_pgn_reader_free (reader);
  const ChessTreeNode *root = chess_tree_root (tree);
  g_assert_cmpint (chess_tree_node_n_children (root), ==, (int) adj_preparation_get_n_candidates (prep));
  for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
    {
      const ChessTreeNode *c = chess_tree_node_child (root, (int) i);
      g_assert_cmpuint (chess_tree_node_move (c), ==, adj_preparation_get_candidate (prep, i));
      ChessTree *reply = adj_preparation_get_reply (prep, i);
      g_assert_cmpint (chess_tree_node_n_children (c), ==, chess_tree_node_n_children (chess_tree_root (reply)));
    }
  g_assert_nonnull (strstr (data_read, "the plan"));
  g_assert_nonnull (strstr (data_read, "[White \"Spassky, Boris\"]"));
  chess_tree_free (tree);
  chess_game_clear (&game);
}

/* FILE's text, and the first game in it as a tree (free both). */
static char *
read_pgn (GFile *file, ChessTree **tree)
{
  g_autofree char *path = g_file_get_path (file);
  char *text = NULL;
  gsize length = 0;
  ChessGame game;
  ChessPgnGameInfo info;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  ChessPgnReader *reader = chess_pgn_reader_new (text, length);
  *tree = chess_tree_new (NULL);
  chess_game_init (&game);
  g_assert_true (chess_pgn_reader_next_tree (reader, &game, *tree, &info));
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  chess_pgn_reader_free (reader);
  chess_game_clear (&game);
  return text;
}

/* The label of MODEL's item (in a section or not) for ACTION, or NULL
 * (free it). */
static char *
menu_label (GMenuModel *model, const char *action)
{
  char *label = NULL;

  for (int i = 0; label == NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section)
        label = menu_label (section, action);
      else if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
               && g_str_equal (name, action))
        g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
    }
  return label;
}

/* Whether the action NAME of window R is enabled, as a menu item or a
 * button would show it: a probe button in the window. */
static gboolean
action_enabled (AdjReviewWindow *r, const char *name)
{
  GtkWidget *probe = gtk_button_new ();
  GtkBox *box = GTK_BOX (ui_test_find_named (GTK_WIDGET (r), "nav_buttons"));
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), name);
  gtk_box_append (box, probe);
  enabled = gtk_widget_is_sensitive (probe);
  gtk_box_remove (box, probe);
  return enabled;
}

/* While a reply is prepared, Export Game as PGN writes the game under
 * review (its analysis too), not the reply shown; Export Preparation
 * writes the preparation. Both are enabled then; the preparation's export
 * only where there is one. */
static void
test_export_while_preparing (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = seal (f, "Kg3", FALSE);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjPreparation *prep = adj_review_window_get_preparation (r);
  const ChessTree *game = adj_review_window_get_tree (r);

  /* Analysis in the game: two moves from the adjourned position. */
  play_on_board (r, 2);
  g_assert_cmpint (chess_tree_move_count (game), ==, 2);
  g_autofree char *game_pgn = adj_review_window_dup_pgn (r);
  g_assert_true (action_enabled (r, "review.export-pgn"));
  g_assert_true (action_enabled (r, "review.export-preparation"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.prepare", "u", 5));
  play_on_board (r, 3);
  ChessTree *reply = adj_preparation_get_reply (prep, 5);
  g_assert_true (adj_review_window_get_tree (r) == reply);
  g_assert_cmpint (chess_tree_move_count (reply), ==, 3);
  g_assert_true (action_enabled (r, "review.export-pgn"));
  g_assert_true (action_enabled (r, "review.export-preparation"));
  /* The menu names both, each by what it writes. */
  GtkMenuButton *menu = GTK_MENU_BUTTON (ui_test_find_named (GTK_WIDGET (r), "menu_button"));
  gtk_menu_button_popup (menu);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (menu));
  ui_test_wait_until (gtk_widget_get_mapped (popover));
  g_autofree char *game_label = menu_label (gtk_menu_button_get_menu_model (menu), "review.export-pgn");
  g_autofree char *prep_label = menu_label (gtk_menu_button_get_menu_model (menu), "review.export-preparation");
  g_assert_cmpstr (game_label, ==, "_Export Game as PGN…");
  g_assert_cmpstr (prep_label, ==, "Export _Preparation as PGN…");
  g_free (ui_test_screenshot (popover, "review-menu-preparing"));
  gtk_menu_button_popdown (menu);

  g_autofree char *game_path = g_build_filename (f->archive.dir, "game.pgn", NULL);
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  g_assert_true (adj_review_window_export_pgn_file (r, game_file, &error));
  g_assert_no_error (error);
  ChessTree *written = NULL;
  g_autofree char *game_text = read_pgn (game_file, &written);
  /* The game as it was before preparing: its start, its two moves. */
  g_assert_cmpstr (game_text, ==, game_pgn);
  g_assert_cmpint (chess_tree_move_count (written), ==, 2);
  g_assert_cmpmem (chess_tree_node_position (chess_tree_root (written))->board, sizeof (ChessPiece) * 64,
                   chess_tree_node_position (chess_tree_root (game))->board, sizeof (ChessPiece) * 64);
  chess_tree_free (written);
  /* Still preparing, the reply untouched. */
  g_assert_cmpuint (adj_review_window_get_preparing (r), ==, adj_preparation_get_candidate (prep, 5));

  g_autofree char *prep_path = g_build_filename (f->archive.dir, "preparation.pgn", NULL);
  g_autoptr(GFile) prep_file = g_file_new_for_path (prep_path);
  g_assert_true (adj_review_window_export_preparation_file (r, prep_file, &error));
  g_assert_no_error (error);
  g_autofree char *prep_text = read_pgn (prep_file, &written);
  const ChessTreeNode *root = chess_tree_root (written);
  g_assert_cmpint (chess_tree_node_n_children (root), ==, (int) adj_preparation_get_n_candidates (prep));
  const ChessTreeNode *candidate = chess_tree_node_child (root, 5);
  g_assert_cmpuint (chess_tree_node_move (candidate), ==, adj_preparation_get_candidate (prep, 5));
  g_assert_cmpint (chess_tree_node_n_children (candidate), ==, 1);
  g_assert_cmpstr (prep_text, !=, game_text);
  chess_tree_free (written);

  /* A review with no preparation (not from the archive): the game only. */
  g_autoptr(AdjEnvelope) env = adj_store_read_envelope (f->store, id, &error);
  g_assert_no_error (error);
  AdjReviewWindow *plain = adj_review_window_new (GTK_WINDOW (f->window));
  g_assert_true (adj_review_window_load_envelope (plain, env, &error));
  ui_test_present (GTK_WINDOW (plain));
  g_assert_true (action_enabled (plain, "review.export-pgn"));
  g_assert_false (action_enabled (plain, "review.export-preparation"));
}

/* Escape while a reply is prepared goes back to the game, the window
 * open; once out of that mode, Escape closes the review. Real key presses,
 * from wherever the focus is. */
static void
test_escape (Fixture *f, gconstpointer data)
{
  gint64 id = seal (f, "Rf2", FALSE);
  AdjReviewWindow *r = review (f, id, 1280);
  const ChessTree *game = adj_review_window_get_tree (r);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.prepare", "u", 3));
  play_on_board (r, 1);
  g_assert_cmpuint (adj_review_window_get_preparing (r), !=, CHESS_MOVE_NONE);
  keys_test_focus_window (GTK_WINDOW (r));
  keys_test_press (GTK_WINDOW (r), GDK_KEY_Escape, FALSE);
  ui_test_wait_until (adj_review_window_get_preparing (r) == CHESS_MOVE_NONE);
  g_assert_true (adj_review_window_get_tree (r) == game);
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (r), "preparing_banner")));
  ui_test_wait (100);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (r)));
  g_assert_true (n_reviews () == 1);

  keys_test_press (GTK_WINDOW (r), GDK_KEY_Escape, FALSE);
  ui_test_wait_until (n_reviews () == 0);
}

/* Ordered by the fake engine: its favourite (the first legal move in
 * alphabetical UCI order) first, and the prepared replies evaluated. */
static void
test_order_by_engine (Fixture *f, gconstpointer data)
{
  gint64 id = seal (f, "Kg3", FALSE);
  g_settings_set_boolean (f->settings, "engine-analysis", TRUE);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjPreparation *prep = adj_review_window_get_preparation (r);
  AdjPreparationView *view = adj_review_window_get_preparation_view (r);
  guint a, b;

  prepare_two (r, &a, &b);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.leave-preparation", NULL));
  GtkWidget *order = ui_test_find_actionable (GTK_WIDGET (view), "review.order-by-engine");
  g_assert_true (gtk_widget_get_sensitive (order));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (r), "review.order-by-engine", NULL));
  g_assert_false (gtk_widget_get_visible (order));
  ui_test_wait_until (gtk_widget_get_visible (order) && gtk_widget_get_sensitive (order));
  g_assert_cmpuint (engines_started (), ==, 1);

  char best[6] = "", uci[6];
  for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
    {
      chess_move_to_uci (adj_preparation_get_candidate (prep, i), uci);
      if (i == 0 || strcmp (uci, best) < 0)
        strcpy (best, uci);
    }
  chess_move_to_uci (adj_preparation_get_candidate (prep, 0), uci);
  g_assert_cmpstr (uci, ==, best);
  /* Each prepared reply's row has its evaluation; the others none. */
  guint evaluated = 0;
  GtkListBox *list = GTK_LIST_BOX (ui_test_find_named (GTK_WIDGET (view), "list"));
  for (int i = 0; gtk_list_box_get_row_at_index (list, i); i++)
    evaluated += ui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i)), "evaluation") != NULL;
  g_assert_cmpuint (evaluated, ==, 2);
  show_pane (r, "preparation");
  ui_test_screenshot (GTK_WIDGET (r), "review-preparation-wide");
}

/* After opening (game 3 of the sample event, opened as history left it):
 * the move sealed is first in the list and marked, once the window
 * reviews it from the archive. */
static void
test_opened (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 last = 0, id = 0;

  g_assert_true (adj_sample_event_import (f->store, &last, &error));
  g_assert_no_error (error);
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (f->store, "3", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < list->len; i++)
    if (g_str_equal (((AdjEnvelopeInfo *) list->pdata[i])->round, "3"))
      id = ((AdjEnvelopeInfo *) list->pdata[i])->id;
  g_assert_cmpint (id, >, 0);
  AdjReviewWindow *r = review (f, id, 1280);
  AdjPreparation *prep = adj_review_window_get_preparation (r);

  g_assert_true (adj_preparation_is_opened (prep));
  g_assert_cmpstr (adj_preparation_get_san (prep, 0), ==, "Bd3+");
  show_pane (r, "preparation");
  AdjPreparationView *view = adj_review_window_get_preparation_view (r);
  GtkListBox *list_box = GTK_LIST_BOX (ui_test_find_named (GTK_WIDGET (view), "list"));
  GtkWidget *first = GTK_WIDGET (gtk_list_box_get_row_at_index (list_box, 0));
  g_assert_nonnull (ui_test_find_named (first, "sealed_tag"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (first)), ==, "41… Bd3+");
  /* Prepared from the list, as before opening. */
  g_signal_emit_by_name (list_box, "row-activated", first);
  g_assert_cmpuint (adj_review_window_get_preparing (r), ==, adj_preparation_get_candidate (prep, 0));
  play_on_board (r, 1);
  g_assert_true (adj_preparation_is_prepared (prep, 0));
  ui_test_wait_until (adj_review_window_preparation_saved (r));
}

/* The panes at phone width and in the dark style. */
static void
test_screenshots (Fixture *f, gconstpointer data)
{
  gint64 id = seal (f, "Kg3", FALSE);
  AdjReviewWindow *r = review (f, id, 360);
  guint a, b;

  show_pane (r, "preparation");
  ui_test_screenshot (GTK_WIDGET (r), "review-preparation-narrow");
  prepare_two (r, &a, &b);
  ui_test_settle (GTK_WIDGET (r));
  ui_test_screenshot (GTK_WIDGET (r), "review-preparing-narrow");
  gtk_window_destroy (GTK_WINDOW (r));

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_boolean (f->settings, "engine-analysis", TRUE);
  r = review (f, id, 1280);
  show_pane (r, "analysis");
  adj_analysis_pane_start (adj_review_window_get_analysis_pane (r));
  ui_test_wait_until (n_lines (adj_review_window_get_analysis_pane (r)) == 3);
  ui_test_settle (GTK_WIDGET (r));
  ui_test_screenshot (GTK_WIDGET (r), "review-analysis-dark");
  show_pane (r, "preparation");
  ui_test_screenshot (GTK_WIDGET (r), "review-preparation-dark");
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/review-panes"))
    return g_test_run ();
  g_autofree char *log_dir = g_dir_make_tmp ("adjourn-review-panes-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (log_dir, "fake-uci.log", NULL);
  g_setenv ("ADJ_FAKE_UCI_LOG", log_path, TRUE);

#define ADD(path, func) g_test_add ("/ui/review-panes/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("analysis", test_analysis);
  ADD ("forbidden", test_forbidden);
  ADD ("prepare", test_prepare);
  ADD ("export", test_export);
  ADD ("export-while-preparing", test_export_while_preparing);
  ADD ("escape", test_escape);
  ADD ("sealed-stays-sealed", test_sealed_stays_sealed);
  ADD ("order-by-engine", test_order_by_engine);
  ADD ("opened", test_opened);
  ADD ("saved-on-close", test_saved_on_close);
  ADD ("screenshots", test_screenshots);
  int status = g_test_run ();
  g_unlink (log_path);
  g_rmdir (log_dir);
  return status;
}
