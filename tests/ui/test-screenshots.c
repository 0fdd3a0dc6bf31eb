/* test-screenshots.c — the main views at 1280×800, as PNGs in the build tree
 * (screenshots/), each checked for what it must show before it is taken
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pictures are the evidence a designer looks at and the source of
 * data/screenshots/; the assertions make sure each one shows the view it
 * is named after (the page visible, the rows there), not a blank window.
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-custody-timeline.h"
#include "adj-board.h"
#include "adj-diagram-dialog.h"
#include "adj-envelope-face.h"
#include "adj-open-assistant.h"
#include "adj-open-outcome-step.h"
#include "adj-piece-set.h"
#include "adj-lost-assistant.h"
#include "adj-position-editor.h"
#include "adj-preferences-page.h"
#include "adj-preparation-view.h"
#include "adj-sample-event.h"
#include "adj-schedule-view.h"
#include "adj-store-verbs.h"
#include "adj-seal-assistant.h"
#include "adj-window.h"
#include "desk-test.h"
#include "chess-fen.h"
#include "chess-position.h"
#include "lost-test.h"
#include "ui-test.h"
#include "../preparation-test.h"

#define WIDTH  1280
#define HEIGHT 800

static char           *tmp_dir;
static AdjApplication *app;
static AdjWindow      *window;
static gint64          sealed_id;   /* the envelope the walkthrough stored */
static guint           n_sealed;    /* the envelopes the walkthroughs stored */

/* Make the window itself WIDTH × HEIGHT. */
static void
resize (int width, int height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (window)) == width
                      && gtk_widget_get_height (GTK_WIDGET (window)) == height);
}

static AdjStore *
store (void)
{
  return adj_application_get_store (app, NULL);
}

static GtkWidget *
named (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_find_named (root, name);
  g_assert_nonnull (w);
  return w;
}

static AdjArchiveView *
archive_view (void)
{
  return ADJ_ARCHIVE_VIEW (named (GTK_WIDGET (window), "archive_view"));
}

static const char *
visible_page (void)
{
  GtkWidget *stack = ui_test_find_stack_with_page (GTK_WIDGET (window), "empty");
  g_assert_nonnull (stack);
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

static void
shoot (GtkWidget *widget, const char *name)
{
  g_free (ui_test_screenshot (widget, name));
}

/* A dialog over the main window, both in one picture, the dialog centred
 * as the compositor would show it. */
static void
shoot_over (GtkWidget *dialog, const char *name)
{
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (window), dialog, name));
}

static void
test_archive_empty (void)
{
  g_assert_cmpstr (visible_page (), ==, "empty");
  GtkWidget *status = named (GTK_WIDGET (window), "empty_page");
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (window), "open_sample_button")));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, HEIGHT);
  shoot (GTK_WIDGET (window), "archive-empty");
}

/* The rows of the archive's list (events, rounds and games shown). */
static guint
list_rows (void)
{
  GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
}

static void
test_archive_sample (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-sample", NULL));
  ui_test_wait_until (g_strcmp0 (visible_page (), "archive") == 0);
  ui_test_settle (GTK_WIDGET (window));
  /* The event, its three rounds and their three games, one shown. */
  g_assert_cmpuint (list_rows (), ==, 7);
  AdjArchiveItem *game = adj_archive_view_get_shown_game (archive_view ());
  g_assert_nonnull (game);
  GtkWidget *details = named (GTK_WIDGET (archive_view ()), "detail_stack");
  g_assert_true (gtk_widget_get_mapped (details));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (details)), ==, "detail");
  g_assert_true (gtk_widget_get_mapped (named (details, "print_button")));
  g_assert_true (gtk_widget_is_sensitive (named (details, "print_button")));
  shoot (GTK_WIDGET (window), "archive");
}

/* The game kept closed (game 13): its board, clocks and custody. */
static void
test_game_details (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store (), "13", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
  AdjEnvelopeInfo *info = g_ptr_array_index (all, 0);
  g_assert_true (adj_archive_view_select_envelope (archive_view (), info->id));
  GtkWidget *board_bin = named (GTK_WIDGET (archive_view ()), "board_bin");
  ui_test_wait_until (gtk_widget_get_mapped (board_bin));
  ui_test_settle (board_bin);
  /* The board follows the window: at 1280 × 800, well beyond 280 pixels;
   * the sealer (White) at the bottom. */
  GtkWidget *board = adw_bin_get_child (ADW_BIN (board_bin));
  ui_test_wait_until (gtk_widget_get_width (board) >= 400);
  ui_test_settle (board_bin);
  g_assert_false (adj_board_get_flipped (ADJ_BOARD (board)));
  g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->round, ==, "13");
  shoot (GTK_WIDGET (window), "game-details");
}

/* The details scrolled to their end, the History: the verification of the
 * event's chain answered, and the rows of the envelope's custody. Returns
 * the rows' titles, one a line. */
static char *
scroll_to_history (void)
{
  GtkWidget *timeline = named (GTK_WIDGET (archive_view ()), "timeline");
  ui_test_wait_until (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)) != ADJ_TIMELINE_CHECKING);
  g_assert_cmpint (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)), ==, ADJ_TIMELINE_VALID);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (named (GTK_WIDGET (archive_view ()), "detail_scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  ui_test_settle (timeline);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_test_settle (timeline);
  g_assert_true (gtk_widget_get_mapped (named (timeline, "verdict_row")));
  GString *titles = g_string_new (NULL);
  GtkWidget *sessions = named (timeline, "sessions");
  for (GtkWidget *list = gtk_widget_get_first_child (sessions); list; list = gtk_widget_get_next_sibling (list))
    for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
      if (ADW_IS_ACTION_ROW (row))
        g_string_append_printf (titles, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  return g_string_free (titles, FALSE);
}

/* A sealed envelope opened at the resumption (game 3): its History, wide
 * and at 360 pixels, where the rows' sentences wrap. */
static void
test_history (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store (), "Reykjavík", &error);
  g_assert_no_error (error);
  gint64 game_3 = 0;
  for (guint i = 0; i < all->len; i++)
    if (g_strcmp0 (((AdjEnvelopeInfo *) all->pdata[i])->round, "3") == 0)
      game_3 = ((AdjEnvelopeInfo *) all->pdata[i])->id;
  g_assert_true (adj_archive_view_select_envelope (archive_view (), game_3));
  g_autofree char *titles = scroll_to_history ();
  g_assert_nonnull (strstr (titles, "Envelope written at the sealing\n"));
  g_assert_nonnull (strstr (titles, "Opened; both scoresheets were inside\nOutcome recorded: 0-1 (resigned)\n"));
  shoot (GTK_WIDGET (window), "game-history");

  resize (360, HEIGHT);
  GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
  guint row = 2; /* event, round 3, its game */
  gtk_selection_model_select_item (gtk_list_view_get_model (list), row, TRUE);
  g_signal_emit_by_name (list, "activate", row);
  ui_test_wait_until (adj_archive_view_get_showing_detail (archive_view ()));
  g_assert_cmpint (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->id, ==, game_3);
  g_autofree char *narrow_titles = scroll_to_history ();
  g_assert_cmpstr (narrow_titles, ==, titles);
  shoot (GTK_WIDGET (window), "game-history-narrow");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (archive_view ()), "archive.back", NULL));
  resize (WIDTH, HEIGHT);
}

static void
test_schedule (void)
{
  AdwViewStack *views = ADW_VIEW_STACK (named (GTK_WIDGET (window), "view_stack"));
  adw_view_stack_set_visible_child_name (views, "schedule");
  GtkWidget *schedule = named (GTK_WIDGET (window), "schedule_view");
  ui_test_wait_until (gtk_widget_get_mapped (schedule));
  ui_test_settle (schedule);
  GtkListView *list = GTK_LIST_VIEW (named (schedule, "list_view"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (list)));
  /* Each day, then its resumptions: the sample's two (games 3 and 13, in
   * 1972), and the ones just sealed, all tomorrow. */
  GListModel *rows = G_LIST_MODEL (gtk_list_view_get_model (list));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3 + 2 + n_sealed);
  g_autoptr(AdjArchiveItem) day = g_list_model_get_item (rows, 0);
  g_autoptr(AdjArchiveItem) session = g_list_model_get_item (rows, 1);
  g_assert_cmpint (adj_archive_item_get_kind (day), ==, ADJ_ARCHIVE_ITEM_DAY);
  g_assert_cmpint (adj_archive_item_get_kind (session), ==, ADJ_ARCHIVE_ITEM_SESSION);
  shoot (GTK_WIDGET (window), "schedule");
  adw_view_stack_set_visible_child_name (views, "archive");
  ui_test_wait (50);
}

/* The game kept closed (game 13) in each piece set, light and dark, at
 * 1280 pixels and at 360, where the details are alone. */
static void
test_piece_sets (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *board_bin = named (GTK_WIDGET (archive_view ()), "board_bin");
  AdjBoard *board = ADJ_BOARD (adw_bin_get_child (ADW_BIN (board_bin)));

  for (int narrow = 0; narrow <= 1; narrow++)
    {
      if (narrow)
        {
          resize (360, HEIGHT);
          GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
          g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->round, ==, "13");
          ui_test_wait_until (adj_archive_view_get_narrow (archive_view ()));
          /* The shown game, opened from the list as a tap does. */
          guint n = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
          for (guint i = 0; i < n; i++)
            {
              g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (gtk_list_view_get_model (list)), i);
              gpointer game = GTK_IS_TREE_LIST_ROW (item) ? gtk_tree_list_row_get_item (GTK_TREE_LIST_ROW (item)) : g_object_ref (item);
              gboolean shown = game == (gpointer) adj_archive_view_get_shown_game (archive_view ());
              g_object_unref (game);
              if (shown)
                {
                  gtk_selection_model_select_item (gtk_list_view_get_model (list), i, TRUE);
                  g_signal_emit_by_name (list, "activate", i);
                }
            }
          ui_test_wait_until (adj_archive_view_get_showing_detail (archive_view ()));
          ui_test_settle (GTK_WIDGET (window));
        }
      for (const char *const *id = adj_piece_set_list_ids (); *id; id++)
        for (int dark = 0; dark <= 1; dark++)
          {
            adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
            g_settings_set_string (settings, "piece-set", *id);
            g_assert_cmpstr (adj_board_get_piece_set (board), ==, *id);
            ui_test_wait (100);
            g_autofree char *name = g_strdup_printf ("game-details-pieces-%s%s%s", *id, narrow ? "-narrow" : "",
                                                     dark ? "-dark" : "");
            shoot (GTK_WIDGET (window), name);
          }
    }
  g_settings_reset (settings, "piece-set");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (archive_view ()), "archive.back", NULL));
  resize (WIDTH, HEIGHT);
  ui_test_wait (100);
}

static void
test_dark (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait (200);
  g_assert_true (adw_style_manager_get_dark (style));
  g_assert_cmpstr (visible_page (), ==, "archive");
  g_assert_nonnull (adj_archive_view_get_shown_game (archive_view ()));
  shoot (GTK_WIDGET (window), "archive-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_wait (100);
}

static void
test_narrow (void)
{
  resize (360, HEIGHT);
  g_assert_true (adj_archive_view_get_narrow (archive_view ()));
  g_assert_false (adj_archive_view_get_showing_detail (archive_view ()));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (archive_view ()), "list_view")));
  shoot (GTK_WIDGET (window), "archive-narrow");

  /* A game opened from the list: its details alone, with the way back. */
  GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
  guint last = list_rows () - 1;
  /* As a tap does: the row is selected, then activated. */
  gtk_selection_model_select_item (gtk_list_view_get_model (list), last, TRUE);
  g_signal_emit_by_name (list, "activate", last);
  ui_test_wait_until (adj_archive_view_get_showing_detail (archive_view ()));
  ui_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->round, ==, "21");
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (archive_view ()), "back_button")));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (list)));
  shoot (GTK_WIDGET (window), "game-details-narrow");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (archive_view ()), "archive.back", NULL));
  resize (WIDTH, HEIGHT);
}

static void
test_preferences (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  GtkWidget *page = ui_test_find (dialog, ADJ_TYPE_PREFERENCES_PAGE);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_get_mapped (named (page, "profile_row")));
  GtkWidget *paper = named (page, "paper_row");
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *chosen = g_settings_get_string (settings, "envelope-paper");
  g_assert_cmpstr (chosen, ==, "iso_c5");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (paper)), ==, 0);
  shoot_over (dialog, "preferences");

  /* Further down: engine analysis, off until turned on. */
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (ui_test_find (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (scrolled);
  gtk_adjustment_set_value (vadj, gtk_adjustment_get_upper (vadj));
  GtkWidget *engine_row = named (page, "engine_analysis_row");
  ui_test_wait_until (gtk_widget_get_mapped (engine_row));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (named (page, "engine_analysis_switch"))));
  shoot_over (dialog, "preferences-engine");

  /* The piece sets, each row with a few of its pieces; choosing one by its
   * row writes the setting. */
  GtkWidget *staunton = named (page, "piece_set_staunton");
  gtk_adjustment_set_value (vadj, 0);
  ui_test_settle (page);
  graphene_rect_t b;
  g_assert_true (gtk_widget_compute_bounds (staunton, GTK_WIDGET (scrolled), &b));
  gtk_adjustment_set_value (vadj, b.origin.y - 120);
  ui_test_wait_until (gtk_widget_get_mapped (staunton));
  g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (staunton)) != NULL);
  GtkWidget *adjourn_check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (named (page, "piece_set_adjourn")));
  ui_test_wait_until (gtk_check_button_get_active (GTK_CHECK_BUTTON (adjourn_check)));
  adw_action_row_activate (ADW_ACTION_ROW (staunton));
  ui_test_wait_until (gtk_check_button_get_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (staunton)))));
  g_autofree char *set = g_settings_get_string (settings, "piece-set");
  g_assert_cmpstr (set, ==, "staunton");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (adjourn_check)));
  shoot_over (dialog, "preferences-pieces");
  g_settings_reset (settings, "piece-set");
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

/* The diagram export over the window, with a player's arrows and marks
 * on a rook ending; in dark style; and at a phone's width. */
static void
test_diagram_dialog (void)
{
  ChessPosition pos;
  ChessFenResult result;
  ChessAnnotations notes = { 0 };
  g_assert_true (chess_fen_read (&pos, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41", &result));
  chess_annotations_set_arrow (&notes, chess_square_parse ("d1"), chess_square_parse ("d4"), CHESS_ANNOTATION_RED);
  chess_annotations_set_arrow (&notes, chess_square_parse ("g2"), chess_square_parse ("f3"), CHESS_ANNOTATION_GREEN);
  chess_annotations_set_mark (&notes, chess_square_parse ("f2"), CHESS_ANNOTATION_YELLOW);

  GtkWidget *dialog = adj_diagram_dialog_new (GTK_WINDOW (window), &pos, FALSE, &notes, "Vidal–Puig, move 41");
  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_wait_until (gtk_widget_get_mapped (dialog));
  g_assert_true (gtk_widget_get_visible (named (dialog, "notes_row")));
  shoot_over (dialog, "diagram-dialog");

  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  shoot_over (dialog, "diagram-dialog-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  ui_test_wait_until (gtk_widget_get_width (dialog) == 360);
  shoot (dialog, "diagram-dialog-narrow");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait (50);
}

/* Whether MODEL (its sections and submenus too) has an item for ACTION. */
static gboolean
menu_has_action (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_strcmp0 (name, action) == 0)
        return TRUE;
      for (const char *const *link = (const char *const[]) { G_MENU_LINK_SECTION, G_MENU_LINK_SUBMENU, NULL }; *link; link++)
        {
          g_autoptr(GMenuModel) inner = g_menu_model_get_item_link (model, i, *link);
          if (inner && menu_has_action (inner, action))
            return TRUE;
        }
    }
  return FALSE;
}

/* The main menu, with a game shown: the file actions are there and usable. */
static void
test_primary_menu (void)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (named (GTK_WIDGET (window), "primary_menu_button"));
  gtk_menu_button_popup (button);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  ui_test_wait_until (gtk_widget_get_mapped (popover));
  for (const char *const *action = (const char *const[]) { "win.import-envelope", "win.export-envelope",
                                                          "win.export-game", "win.print-envelope",
                                                          "win.export-face", NULL }; *action; action++)
    g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), *action));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), "app.envelope-paper"));
  shoot (popover, "primary-menu");
  gtk_menu_button_popdown (button);
  ui_test_wait (100);
}

/* A file the store refuses: the dialog names the file and the key. */
static void
test_import_error (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "round-7.json", NULL);
  gint64 before = adj_store_count (store (), "envelopes", NULL);
  g_assert_true (g_file_set_contents (path,
                                      "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\",\n"
                                      " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\",\n"
                                      " \"position\": \"8/8/8/8/8/8/8/8 w - - 0 1\"}\n", -1, NULL));
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_assert_false (adj_window_import_envelope_file (window, file, &error));
  g_assert_nonnull (error);
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_autofree char *body = NULL;
  g_object_get (dialog, "body", &body, NULL);
  g_assert_nonnull (strstr (body, "round-7.json"));
  g_assert_nonnull (strstr (body, "position"));
  g_assert_cmpint (adj_store_count (store (), "envelopes", NULL), ==, before);
  shoot_over (dialog, "import-error");
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}


/* ---- the sealing walkthrough --------------------------------------------- */

static void
set_text (GtkWidget *assistant, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (named (assistant, name)), text);
}

static void
next (AdjSealAssistant *assistant, const char *action, AdjSealStep expected)
{
  g_assert_true (gtk_widget_is_sensitive (named (GTK_WIDGET (assistant), "next_button"))
                 || g_str_equal (action, "seal.seal"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (assistant), action, NULL));
  /* Sealing runs in a thread: its end comes back through the main loop. */
  gint64 limit = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (adj_seal_assistant_is_sealing (assistant) && g_get_monotonic_time () < limit)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (adj_seal_assistant_is_sealing (assistant));
  ui_test_wait (20);
  g_assert_cmpint (adj_seal_assistant_get_step (assistant), ==, expected);
}

/* One run of the walkthrough: in LANG, over the window at WIDTH, each
 * step shot as walkthrough-N-STEP[-LANG][-narrow].png; an adjourned game
 * of a club event on board BOARD, sealed digitally when DIGITAL, else on
 * paper. */
typedef struct {
  const char *lang;
  int         width;
  const char *board;
  gboolean    digital;
} Walk;

static void
shoot_step (GtkWidget *dialog, const Walk *walk, const char *step)
{
  gboolean en = g_str_equal (walk->lang, "en");
  g_autofree char *name = g_strdup_printf ("walkthrough-%s%s%s%s", step, en ? "" : "-", en ? "" : walk->lang,
                                           walk->width < WIDTH ? "-narrow" : "");
  /* The dialog fits the window, whatever its width. */
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  shoot_over (dialog, name);
}

/* The walk; returns the envelope stored. */
static gint64
walk_through (const Walk *walk)
{
  ui_test_use_language (walk->lang);
  if (walk->width != WIDTH)
    resize (walk->width, HEIGHT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-envelope", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_assert_true (ADJ_IS_SEAL_ASSISTANT (dialog));
  AdjSealAssistant *a = ADJ_SEAL_ASSISTANT (dialog);
  GtkWidget *w = dialog;
  /* In the language asked for: the build tree's catalogue was found. */
  if (!g_str_equal (walk->lang, "en"))
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "New Envelope"), !=, "New Envelope");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, g_dgettext (GETTEXT_PACKAGE, "New Envelope"));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (named (dialog, "window_title"))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Game"));

  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_GAME);
  set_text (w, "event_row", "Club Championship 2026");
  set_text (w, "round_row", "5");
  set_text (w, "board_row", walk->board);
  set_text (w, "arbiter_row", "Serra, Anna");
  set_text (w, "white_row", "Vidal, Marta");
  set_text (w, "black_row", "Puig, Jordi");
  shoot_step (dialog, walk, "1-game");
  next (a, "seal.next", ADJ_SEAL_STEP_POSITION);

  /* From the game record: its last position, White to seal move 11. */
  GtkWidget *editor = named (w, "position_editor");
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_position_editor_load_game (ADJ_POSITION_EDITOR (editor),
                                                "[White \"Vidal, Marta\"]\n[Black \"Puig, Jordi\"]\n\n"
                                                "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 "
                                                "6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n",
                                                &error));
  g_assert_no_error (error);
  ui_test_wait (50);
  g_assert_cmpint (adj_position_editor_get_game_length (ADJ_POSITION_EDITOR (editor)), ==, 20);
  g_assert_true (adj_position_editor_get_valid (ADJ_POSITION_EDITOR (editor)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (named (w, "move_number_row"))), ==, "11");
  shoot_step (dialog, walk, "2-position");
  next (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);

  /* Said as the arbiter says it; kept as PGN writes it. */
  set_text (w, "time_control_row", "40 moves in 2 hours, then 20 moves in 1 hour");
  set_text (w, "white_time_row", "1:56:52");
  set_text (w, "black_time_row", "1:59:14");
  /* Adjourned last night, resuming tomorrow: the schedule shows it ahead. */
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) yesterday = g_date_time_add_days (now, -1);
  g_autoptr(GDateTime) tomorrow = g_date_time_add_days (now, 1);
  g_autofree char *adjourned = g_date_time_format (yesterday, "%Y-%m-%d 20:48");
  g_autofree char *session_end = g_date_time_format (yesterday, "%Y-%m-%d 21:00");
  g_autofree char *resumption = g_date_time_format (tomorrow, "%Y-%m-%d 10:00");
  set_text (w, "adjourned_at_row", adjourned);
  set_text (w, "session_end_row", session_end);
  g_assert_true (gtk_widget_get_visible (named (w, "charge_row")));
  g_assert_true (gtk_widget_get_visible (named (w, "control_reading")));
  shoot_step (dialog, walk, "3-clocks");
  next (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);

  set_text (w, "resumption_at_row", resumption);
  set_text (w, "resumption_place_row", "Room 2");
  shoot_step (dialog, walk, "4-resumption");
  next (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);

  if (walk->digital)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (named (w, "digital_check")), TRUE);
      set_text (w, "move_row", "Nbd2");
      set_text (w, "move_again_row", "Nbd2");
      set_text (w, "passphrase_row", "seven rooks on the seventh rank");
      set_text (w, "passphrase_again_row", "seven rooks on the seventh rank");
      g_assert_true (gtk_widget_get_visible (named (w, "digital_group")));
    }
  shoot_step (dialog, walk, "5-sealed-move");
  next (a, "seal.next", ADJ_SEAL_STEP_CHECK);

  g_assert_true (gtk_widget_is_sensitive (named (w, "seal_button")));
  shoot_step (dialog, walk, "6-check");
  next (a, "seal.seal", ADJ_SEAL_STEP_DONE);

  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  n_sealed++;
  g_assert_true (gtk_widget_get_visible (named (w, "seal_code_box")) == walk->digital);
  if (walk->digital)
    {
      /* The envelope size offered is the paper chosen in the window's menu. */
      AdwComboRow *paper = ADW_COMBO_ROW (named (w, "face_paper_row"));
      g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 0);
      g_action_group_activate_action (G_ACTION_GROUP (app), "envelope-paper", g_variant_new_string ("iso_dl"));
      g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 1);
      g_action_group_activate_action (G_ACTION_GROUP (app), "envelope-paper", g_variant_new_string ("iso_c5"));
      g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 0);
    }
  shoot_step (dialog, walk, "7-sealed");
  g_assert_true (gtk_widget_activate_action (w, "seal.done", NULL));
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
  /* The archive shows the new envelope. */
  g_assert_nonnull (adj_archive_view_get_shown_game (archive_view ()));
  g_assert_cmpint (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->id, ==, id);
  if (walk->width != WIDTH)
    resize (WIDTH, HEIGHT);
  ui_test_use_language ("en");
  return id;
}

/* An adjourned game of a club event, sealed digitally, each step shot. */
static void
test_seal_walkthrough (void)
{
  static const Walk walk = { "en", WIDTH, "3", TRUE };
  sealed_id = walk_through (&walk);
  g_autoptr(GError) error = NULL;
  g_autofree char *document = adj_store_export_envelope (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (document, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_time_control (env), ==, "40/7200:20/3600");
}

/* The same walk at a phone's width, and in Catalan at both widths. */
static void
test_seal_walkthrough_variants (void)
{
  static const Walk walks[] = {
    { "en", 360, "4", FALSE },
    { "ca", WIDTH, "5", FALSE },
    { "ca", 360, "6", FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (walks); i++)
    walk_through (&walks[i]);
}

/* The resumption desk over the window, walked to its outcome and left
 * without recording; each step shot as desk-N-STEP SUFFIX. */
static gint64 desk_id;   /* the envelope the desk opens */

/* A digital envelope of the club event for the desk: the walkthrough's
 * own was adjourned early, and its charge decides without opening it.
 * Round 6 resumes tomorrow with the endgame of Spassky–Fischer, game 13
 * (1972), Kg3 sealed under the event's passphrase. */
static gint64
desk_envelope (void)
{
  if (desk_id)
    return desk_id;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) adjourned = g_date_time_add_hours (now, -20);
  g_autoptr(GDateTime) resumes = g_date_time_add_hours (now, 4);
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, adjourned, resumes);
  fields.rules = "fide-2023";
  fields.event = "Club Championship 2026";
  fields.round = "6";
  fields.board = "1";
  fields.white = "Vidal, Marta";
  fields.black = "Puig, Jordi";
  fields.time_control = "40/7200:20/3600";
  fields.time_used[CHESS_WHITE] = 7490;
  fields.time_used[CHESS_BLACK] = 7310;
  fields.session_end = adjourned;
  fields.draw_offer = -1;
  fields.resumption_place = "Room 2";
  fields.arbiter = "Serra, Anna";
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (store (), fields.event, "seven rooks on the seventh rank", NULL,
                                                   &error);
  g_assert_no_error (error);
  const AdjSealing sealing = { .act = { .actor = "Serra, Anna" }, .key = key, .move = "Kg3" };
  g_assert_true (adj_store_seal (store (), env, &sealing, &desk_id, NULL, &error));
  g_assert_no_error (error);
  adj_window_reload_archive (window);
  return desk_id;
}

static void
desk_walk (const char *suffix, gboolean all_steps)
{
  g_autoptr(GError) error = NULL;
  gint64 id = desk_envelope ();
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store (), id, &error);
  g_assert_no_error (error);
  ui_test_wait_until (adj_archive_view_select_envelope (archive_view (), id));
  ui_test_wait (50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-envelope", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_assert_true (ADJ_IS_OPEN_ASSISTANT (dialog));
  AdjOpenAssistant *desk = ADJ_OPEN_ASSISTANT (dialog);
  /* No wider than the window it covers. */
  ui_test_wait_until (gtk_widget_get_width (dialog) > 0);
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_autofree char *name = NULL;

  /* The position and clocks as recorded. */
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_POSITION);
  GtkWidget *board = ui_test_find (dialog, ADJ_TYPE_BOARD);
  g_assert_nonnull (board);
  g_assert_true (gtk_widget_get_mapped (board));
  if (all_steps)
    {
      name = g_strconcat ("desk-1-position", suffix, NULL);
      shoot_over (dialog, name);
    }

  /* Both at the board at the start: the rules open the envelope. */
  g_assert_true (gtk_widget_activate_action (dialog, "open.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_ARRIVALS);
  set_text (dialog, "white_entry", "0:00");
  set_text (dialog, "black_entry", "0:00");
  ui_test_wait (20);
  GtkWidget *status = named (dialog, "status_row");
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (status)), !=, "");
  if (all_steps)
    {
      g_free (name);
      name = g_strconcat ("desk-2-arrivals", suffix, NULL);
      shoot_over (dialog, name);
    }

  /* Digital: the seal code to compare, the passphrase typed. */
  g_assert_true (gtk_widget_activate_action (dialog, "open.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OPENING);
  GtkWidget *code = named (dialog, "seal_code_label");
  g_assert_true (gtk_widget_get_mapped (code));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (code)), ==, info->seal_code);
  set_text (dialog, "passphrase_row", "seven rooks on the seventh rank");
  if (all_steps)
    {
      g_free (name);
      name = g_strconcat ("desk-3-opening", suffix, NULL);
      shoot_over (dialog, name);
    }

  /* Decrypted and judged (a dry run): Kg3 played, Black's clock runs. */
  g_assert_true (gtk_widget_activate_action (dialog, "open.next", NULL));
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  GtkWidget *step = ui_test_find (dialog, ADJ_TYPE_OPEN_OUTCOME_STEP);
  AdjBoard *outcome_board = adj_open_outcome_step_get_board (ADJ_OPEN_OUTCOME_STEP (step));
  ChessMove last = adj_board_model_get_last_move (adj_board_get_model (outcome_board));
  g_assert_cmpint (chess_move_from (last), ==, chess_square_parse ("h2"));
  g_assert_cmpint (chess_move_to (last), ==, chess_square_parse ("g3"));
  g_assert_true (gtk_widget_get_mapped (named (dialog, "reason_label")));
  /* In the language spoken (the catalogue's words, the source's in English). */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (named (dialog, "verdict_label"))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Play goes on"));
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_actionable (dialog, "open.record")));
  g_free (name);
  name = g_strconcat ("desk-4-outcome", suffix, NULL);
  shoot_over (dialog, name);

  /* Left without recording: the envelope stays as it was. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
  g_autoptr(AdjEnvelopeInfo) after = adj_store_get_envelope (store (), id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (after->state, ==, ADJ_ENVELOPE_SEALED);
}

static void
test_desk (void)
{
  desk_walk ("", TRUE);
}

static void
test_desk_narrow (void)
{
  resize (360, HEIGHT);
  desk_walk ("-narrow", TRUE);
  resize (WIDTH, HEIGHT);
}

/* The outcome in Catalan, from the build tree's catalogue. */
static void
test_desk_catalan (void)
{
  ui_test_use_language ("ca");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Outcome"), !=, "Outcome");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Play goes on"), !=, "Play goes on");
  desk_walk ("-ca", FALSE);
  ui_test_use_language ("en");
}

/* A lost envelope (lost-test.h), shown in the archive. */
static gint64
add_lost_game (void)
{
  gint64 id = lost_test_add_envelope (store (), "Torneig de Primavera");
  adj_window_reload_archive (window);
  ui_test_wait_until (adj_archive_view_select_envelope (archive_view (), id));
  return id;
}

/* Envelope Lost… from the window, the sheets typed, on to the comparison. */
static GtkWidget *
lost_compare (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.envelope-lost", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_assert_true (ADJ_IS_LOST_ASSISTANT (dialog));
  const char *sheets[2] = { LOST_TEST_WHITE_SHEET, LOST_TEST_BLACK_SHEET };
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      GtkWidget *view = named (dialog, side == CHESS_WHITE ? "white_sheet" : "black_sheet");
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), sheets[side], -1);
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (dialog, "black_lang_row")), CHESS_LANG_ES);
  g_assert_true (gtk_widget_activate_action (dialog, "lost.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_lost_assistant_get_step (ADJ_LOST_ASSISTANT (dialog)), ==, ADJ_LOST_STEP_COMPARE);
  /* What the picture is of: the disagreement highlighted, the readings, the board. */
  GtkWidget *row = named (dialog, "disagreement");
  g_assert_true (gtk_widget_has_css_class (row, "lost-disagree"));
  g_assert_true (gtk_widget_get_mapped (named (dialog, "reading")));
  g_assert_true (gtk_widget_get_mapped (named (dialog, "settle_row")));
  return dialog;
}

static void
lost_cancel (GtkWidget *dialog)
{
  /* Something was typed: Cancel asks first; the walkthrough is closed
   * without it here. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

/* The lost-envelope walkthrough at 1280×800 and at 360 px: the comparison,
 * and the declared move judged. */
static void
test_lost_walkthrough (void)
{
  add_lost_game ();
  /* The details offer both ways on: open it, or declare it lost. */
  ui_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (window), "lost_button")));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (window), "open_button")));
  shoot (GTK_WIDGET (window), "lost-game-details");
  GtkWidget *dialog = lost_compare ();
  shoot_over (dialog, "lost-compare");

  /* Reading 1 taken: the position re-established, on to the declared move. */
  g_assert_true (gtk_widget_activate_action (named (dialog, "compare_step"), "compare.pick", "u", 0));
  ui_test_wait (20);
  g_assert_null (ui_test_find_named (dialog, "disagreement"));
  g_assert_true (gtk_widget_activate_action (dialog, "lost.next", NULL));
  ui_test_wait (20);
  g_assert_true (gtk_widget_activate_action (dialog, "lost.next", NULL));
  ui_test_wait (20);
  g_assert_cmpint (adj_lost_assistant_get_step (ADJ_LOST_ASSISTANT (dialog)), ==, ADJ_LOST_STEP_MOVE);
  set_text (dialog, "move_row", "Bxd7");
  ui_test_wait (20);
  g_assert_true (gtk_widget_get_visible (named (dialog, "touch_label")));
  shoot_over (dialog, "lost-declared-move");
  lost_cancel (dialog);

  /* Narrow: the walkthrough fits the phone-wide window it covers. */
  resize (360, HEIGHT);
  dialog = lost_compare ();
  ui_test_settle (dialog);
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, 360);
  shoot_over (dialog, "lost-compare-narrow");
  lost_cancel (dialog);
  resize (WIDTH, HEIGHT);
}

/* The comparison in Spanish, from the build tree's catalogue. */
static void
test_lost_spanish (void)
{
  ui_test_use_language ("es");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "_Next"), !=, "_Next");
  GtkWidget *dialog = lost_compare ();
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (named (dialog, "next_button"))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "_Next"));
  shoot_over (dialog, "lost-compare-es");
  lost_cancel (dialog);
  ui_test_use_language ("en");
}

/* The face of the envelope just sealed, for a C5 envelope: drawn as the PDF
 * is, into a picture 1280 pixels wide. */
static void
test_envelope_face (void)
{
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (sealed_id, >, 0);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_DIGITAL);
  g_autofree char *document = adj_store_export_envelope (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (document, -1, &error);
  g_assert_no_error (error);
  const AdjEnvelopePaper *paper = adj_envelope_face_lookup_paper ("iso_c5", &error);
  g_assert_no_error (error);
  g_assert_true (paper->landscape);

  double width = paper->width_mm / 25.4 * 72, height = paper->height_mm / 25.4 * 72;
  double scale = WIDTH / width;
  int pixel_height = (int) ceil (height * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, pixel_height);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  /* As printed from the archive: the seal code and the custody head now. */
  g_autoptr(AdjEnvelopeFaceMarks) marks = adj_envelope_face_marks_new (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (marks->seal_code, ==, info->seal_code);
  g_assert_nonnull (marks->custody_head);
  adj_envelope_face_draw (cr, width, height, env, marks);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Ink on the page, in every quarter of it (fields, diagram, code,
   * signatures), not a blank sheet. */
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint inked[4] = { 0 };
  for (int y = 0; y < pixel_height; y++)
    for (int x = 0; x < WIDTH; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        if ((pixel & 0xff) < 0x80)
          inked[(y >= pixel_height / 2) * 2 + (x >= WIDTH / 2)]++;
      }
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (inked[i], >, 100);

  const char *env_dir = g_getenv ("ADJ_SCREENSHOT_DIR");
  g_autofree char *dir = g_strdup (env_dir ? env_dir : "screenshots");
  g_autofree char *path = g_build_filename (dir, "envelope-face-c5.png", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_test_message ("screenshot: %s", path);
}

/* The preparation pane for game 13 of the sample (Spassky sealed; the
 * envelope is closed), three replies prepared: beside the position, as the
 * review window will hold it, and alone at a phone's width. */
static void
test_preparation (void)
{
  ui_test_use_language ("en");
  g_autoptr(GPtrArray) documents = adj_sample_event_get_documents ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (documents->pdata[1], -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_envelope_get_sealed_move (envelope));
  g_autoptr(AdjPreparation) p = adj_preparation_new_for_envelope (envelope);
  prep_test_line (p, "d8=Q", "Raxd8 Bxd8 Rxd8");
  prep_test_line (p, "Rxd5", "exd5 Rd4 Ke6");
  prep_test_line (p, "Be5", "Rhd8");

  GtkWidget *win = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (win), WIDTH, HEIGHT);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new ("Spassky – Fischer",
                                                                                   "Game 13, adjourned after 41… Bd5"));
  gtk_box_append (GTK_BOX (box), header);
  GtkWidget *panes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (panes, TRUE);
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  adj_board_model_set_position (model, adj_envelope_get_position (envelope));
  GtkWidget *board = adj_board_new (model);
  gtk_widget_set_hexpand (board, TRUE);
  gtk_widget_set_margin_top (board, 18);
  gtk_widget_set_margin_bottom (board, 18);
  gtk_widget_set_margin_start (board, 18);
  gtk_widget_set_margin_end (board, 18);
  /* Fischer's side down: he prepares. */
  adj_board_set_flipped (ADJ_BOARD (board), TRUE);
  gtk_box_append (GTK_BOX (panes), board);
  gtk_box_append (GTK_BOX (panes), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  GtkWidget *view = adj_preparation_view_new ();
  gtk_widget_set_size_request (view, 380, -1);
  adj_preparation_view_set_preparation (ADJ_PREPARATION_VIEW (view), p);
  gtk_box_append (GTK_BOX (panes), view);
  gtk_box_append (GTK_BOX (box), panes);
  adw_window_set_content (ADW_WINDOW (win), box);
  ui_test_present (GTK_WINDOW (win));
  g_autofree char *count = adj_preparation_count_text (p);
  g_assert_cmpstr (count, ==, "3 of 40 prepared");
  g_assert_cmpuint (adj_preparation_view_get_n_visible (ADJ_PREPARATION_VIEW (view)), ==, 40);
  shoot (win, "preparation");

  /* At a phone's width, the pane alone, filtered to what is left to do. */
  g_object_ref (view);
  gtk_box_remove (GTK_BOX (panes), view);
  gtk_window_destroy (GTK_WINDOW (win));
  GtkWidget *narrow = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (narrow), 360, HEIGHT);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *narrow_header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (narrow_header), adw_window_title_new ("Spassky – Fischer", "Game 13"));
  gtk_box_append (GTK_BOX (column), narrow_header);
  gtk_widget_set_size_request (view, -1, -1);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (column), view);
  g_object_unref (view);
  adw_window_set_content (ADW_WINDOW (narrow), column);
  ui_test_present (GTK_WINDOW (narrow));
  adj_preparation_view_set_unprepared_only (ADJ_PREPARATION_VIEW (view), TRUE);
  g_assert_cmpint (gtk_widget_get_width (narrow), ==, 360);
  g_assert_cmpuint (adj_preparation_view_get_n_visible (ADJ_PREPARATION_VIEW (view)), ==, 37);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (named (view, "filter_switch"))));
  shoot (narrow, "preparation-narrow");

  /* After opening, as the archive loads it: game 3, whose envelope history
   * opened (41… Bd3+), the move sealed first and marked. */
  g_autoptr(AdjEnvelope) game3 = adj_envelope_new_from_data (documents->pdata[0], -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjPreparation) opened = adj_preparation_new_for_envelope (game3);
  prep_test_line (opened, "Bd3+", "Ke3 Qxb4");
  prep_test_line (opened, "Qb2+", "Bd2");
  ChessMove sealed = chess_notation_read_legal (adj_envelope_get_position (game3), adj_envelope_get_sealed_move (game3),
                                                adj_envelope_get_notation (game3));
  g_assert_true (adj_preparation_put_first (opened, sealed));
  adj_preparation_view_set_unprepared_only (ADJ_PREPARATION_VIEW (view), FALSE);
  adj_preparation_view_set_preparation (ADJ_PREPARATION_VIEW (view), opened);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (adw_header_bar_get_title_widget (ADW_HEADER_BAR (narrow_header))),
                                 "Game 3");
  g_assert_nonnull (named (view, "sealed_tag"));
  shoot (narrow, "preparation-opened");
  gtk_window_destroy (GTK_WINDOW (narrow));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/screenshots/archive-empty"))
    return g_test_run ();

  tmp_dir = g_dir_make_tmp ("adjourn-screenshots-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (tmp_dir, "adjourn.db", NULL);
  g_setenv ("ADJOURN_DB", db, TRUE);
  app = ui_test_application_new ();
  window = adj_window_new (app);
  /* Without a compositor (Xvfb) windows get a solid frame inside their
   * surface, which would leave a 1280-pixel screen 10 pixels short of the
   * picture; with one, that frame is a shadow outside the window. The
   * pictures are of the window as a compositor shows it. */
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, "window.solid-csd { margin: 0; padding: 0; box-shadow: none; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);
  gtk_window_present (GTK_WINDOW (window));
  resize (WIDTH, HEIGHT);

  /* In order: each view follows from the one before. */
  g_test_add_func ("/ui/screenshots/archive-empty", test_archive_empty);
  g_test_add_func ("/ui/screenshots/archive-sample", test_archive_sample);
  g_test_add_func ("/ui/screenshots/game-details", test_game_details);
  g_test_add_func ("/ui/screenshots/piece-sets", test_piece_sets);
  g_test_add_func ("/ui/screenshots/history", test_history);
  g_test_add_func ("/ui/screenshots/dark", test_dark);
  g_test_add_func ("/ui/screenshots/narrow", test_narrow);
  g_test_add_func ("/ui/screenshots/preferences", test_preferences);
  g_test_add_func ("/ui/screenshots/diagram-dialog", test_diagram_dialog);
  g_test_add_func ("/ui/screenshots/import-error", test_import_error);
  g_test_add_func ("/ui/screenshots/primary-menu", test_primary_menu);
  g_test_add_func ("/ui/screenshots/seal-walkthrough", test_seal_walkthrough);
  g_test_add_func ("/ui/screenshots/seal-walkthrough-variants", test_seal_walkthrough_variants);
  g_test_add_func ("/ui/screenshots/envelope-face", test_envelope_face);
  g_test_add_func ("/ui/screenshots/schedule", test_schedule);
  /* The desk adds an envelope of its own: after the views that count them. */
  g_test_add_func ("/ui/screenshots/desk", test_desk);
  g_test_add_func ("/ui/screenshots/desk-narrow", test_desk_narrow);
  g_test_add_func ("/ui/screenshots/desk-catalan", test_desk_catalan);
  g_test_add_func ("/ui/screenshots/lost-walkthrough", test_lost_walkthrough);
  g_test_add_func ("/ui/screenshots/lost-spanish", test_lost_spanish);
  g_test_add_func ("/ui/screenshots/preparation", test_preparation);
  int status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  ui_test_dir_remove (tmp_dir);
  return status;
}
