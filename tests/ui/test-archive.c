/* test-archive.c — the archive in the window: empty state, the sample event,
 * search as you type, the schedule, a sealed move never shown, screenshots
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-custody-timeline.h"
#include "adj-sample-event.h"
#include "adj-schedule-view.h"
#include "adj-window.h"
#include "keys-test.h"
#include "ui-test.h"
#include "../store/store-test.h"

/* Game 13's sealed move, known to history but kept closed in the sample. */
#define CLOSED_MOVE "Kg3"

typedef struct {
  UiTestArchive   archive;
  AdjApplication *app;
  AdjWindow      *window;
} Fixture;

static void
open_window (Fixture *f)
{
  f->app = ui_test_application_new ();
  const GError *error = NULL;
  g_assert_nonnull (adj_application_get_store (f->app, &error));
  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  ui_test_archive_begin (&f->archive, "archive");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  if (f->window)
    gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_clear_object (&f->app);
  ui_test_archive_end (&f->archive);
}

static GtkStack *
main_stack (Fixture *f)
{
  return GTK_STACK (ui_test_find_stack_with_page (GTK_WIDGET (f->window), "empty"));
}

/* Every text the window shows: labels, editables, and row titles. */
static void
collect_texts (GtkWidget *widget, GString *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_EDITABLE (widget))
    g_string_append_printf (out, "%s\n", gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_WINDOW (widget) && gtk_window_get_title (GTK_WINDOW (widget)))
    g_string_append_printf (out, "%s\n", gtk_window_get_title (GTK_WINDOW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

static char *
window_texts (Fixture *f)
{
  GString *out = g_string_new (NULL);
  collect_texts (GTK_WIDGET (f->window), out);
  return g_string_free (out, FALSE);
}

/* The rows of the archive's list: "kind|title|state" lines. */
static char *
list_rows (Fixture *f)
{
  GtkListView *list = GTK_LIST_VIEW (ui_test_find_named (GTK_WIDGET (f->window), "list_view"));
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (model, i);
      AdjArchiveItem *item = gtk_tree_list_row_get_item (row);
      AdjArchiveItemKind kind = adj_archive_item_get_kind (item);
      g_string_append_printf (out, "%s|%s|%s\n",
                              kind == ADJ_ARCHIVE_ITEM_EVENT ? "event" : kind == ADJ_ARCHIVE_ITEM_ROUND ? "round" : "game",
                              adj_archive_item_get_title (item),
                              kind == ADJ_ARCHIVE_ITEM_GAME ? adj_archive_state_to_string (adj_archive_item_get_state (item)) : "");
    }
  return g_string_free (out, FALSE);
}

static gboolean
list_rows_are (Fixture *f, const char *expected)
{
  g_autofree char *rows = list_rows (f);
  return g_str_equal (rows, expected);
}

static void
screenshot (Fixture *f, const char *name)
{
  g_autofree char *path = ui_test_screenshot (GTK_WIDGET (f->window), name);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* The empty state says what to do and opens the sample, which lists its
 * games with the states history left them in. */
static void
test_empty_and_sample (Fixture *f, gconstpointer data)
{
  open_window (f);
  GtkStack *stack = main_stack (f);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_named (GTK_WIDGET (f->window), "search_button")));
  GtkWidget *sample_button = ui_test_find_named (GTK_WIDGET (f->window), "open_sample_button");
  g_assert_true (gtk_widget_get_mapped (sample_button));
  g_assert_true (gtk_widget_is_sensitive (sample_button));
  screenshot (f, "archive-empty");

  g_signal_emit_by_name (sample_button, "clicked");
  ui_test_wait_until (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "archive") == 0);
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_named (GTK_WIDGET (f->window), "search_button")));
  /* With an archive, the switchers switch between its list and schedule. */
  AdwViewSwitcherTitle *switcher = ADW_VIEW_SWITCHER_TITLE (ui_test_find (GTK_WIDGET (f->window), ADW_TYPE_VIEW_SWITCHER_TITLE));
  g_assert_true (ADW_IS_VIEW_STACK (adw_view_switcher_title_get_stack (switcher)));
  g_assert_true (adw_view_switcher_title_get_view_switcher_enabled (switcher));
  AdwViewSwitcherBar *bar = ADW_VIEW_SWITCHER_BAR (ui_test_find (GTK_WIDGET (f->window), ADW_TYPE_VIEW_SWITCHER_BAR));
  g_assert_true (adw_view_switcher_bar_get_stack (bar) == adw_view_switcher_title_get_stack (switcher));
  g_autofree char *rows = list_rows (f);
  g_autofree char *expected = g_strdup_printf (
    "event|%s|\n"
    "round|Round 3|\n" "game|Spassky, Boris – Fischer, Robert James|finished\n"
    "round|Round 13|\n" "game|Spassky, Boris – Fischer, Robert James|checked\n"
    "round|Round 21|\n" "game|Spassky, Boris – Fischer, Robert James|finished\n",
    adj_sample_event_get_name ());
  g_assert_cmpstr (rows, ==, expected);

  /* The last imported game is shown, with its custody history. */
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  AdjArchiveItem *shown = adj_archive_view_get_shown_game (view);
  g_assert_nonnull (shown);
  g_assert_cmpstr (adj_archive_item_get_row (shown)->info->round, ==, "21");
  g_autofree char *texts = window_texts (f);
  g_assert_nonnull (strstr (texts, "8/8/4Bp2/5P1p/P4k2/1P6/r4PK1/8 w - - 0 41"));
  g_assert_nonnull (strstr (texts, "Laugardalshöll, Reykjavík"));
  g_assert_nonnull (strstr (texts, "Outcome recorded"));
  screenshot (f, "archive-sample");

  /* Opening it again changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  ui_test_wait (100);
  g_autofree char *again = list_rows (f);
  g_assert_cmpstr (again, ==, expected);
}

/* Typing in the search bar filters the list, folding case and accents;
 * nothing found says so; closing the search shows everything. */
static void
test_search (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  open_window (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  ui_test_wait (100);

  /* Typing starts the search (the entry, hidden over an empty archive,
   * is there once there are games). */
  GtkSearchBar *bar = GTK_SEARCH_BAR (ui_test_find_named (GTK_WIDGET (f->window), "search_bar"));
  GtkEditable *entry = GTK_EDITABLE (ui_test_find_named (GTK_WIDGET (f->window), "search_entry"));
  g_assert_false (gtk_search_bar_get_search_mode (bar));
  keys_test_focus_window (GTK_WINDOW (f->window));
  keys_test_press (GTK_WINDOW (f->window), GDK_KEY_r, FALSE);
  ui_test_wait_until (gtk_search_bar_get_search_mode (bar));
  ui_test_wait_until (g_strcmp0 (gtk_editable_get_text (entry), "r") == 0);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (entry)));
  gtk_search_bar_set_search_mode (bar, FALSE);
  ui_test_wait (100);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.search", NULL));
  ui_test_wait (100);
  g_assert_true (gtk_search_bar_get_search_mode (bar));

  /* "checked" is game 13's state; "REYKJAVIK" has its accent folded. */
  gtk_editable_set_text (entry, "REYKJAVIK checked");
  g_autofree char *expected = g_strdup_printf ("event|%s|\nround|Round 13|\ngame|Spassky, Boris – Fischer, Robert James|checked\n",
                                               adj_sample_event_get_name ());
  /* The search entry waits for a pause in typing before it searches. */
  ui_test_wait_until (list_rows_are (f, expected));
  screenshot (f, "archive-search");

  gtk_editable_set_text (entry, "najdorf");
  ui_test_wait_until (list_rows_are (f, ""));
  GtkStack *list_stack = GTK_STACK (ui_test_find_named (GTK_WIDGET (f->window), "list_stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (list_stack), ==, "no-results");
  screenshot (f, "archive-no-results");

  gtk_search_bar_set_search_mode (bar, FALSE);
  ui_test_wait_until (g_strcmp0 (gtk_stack_get_visible_child_name (list_stack), "list") == 0);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
  g_autofree char *all = list_rows (f);
  g_assert_cmpuint (strlen (all), >, strlen (expected));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (list_stack), ==, "list");
}

/* The window with the sample event opened, and its archive view. */
static AdjArchiveView *
open_sample (Fixture *f)
{
  open_window (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  ui_test_settle (GTK_WIDGET (f->window));
  return ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
}

/* The row selected in the list, or NULL. */
static AdjArchiveItem *
selected_item (Fixture *f)
{
  GtkListView *list = GTK_LIST_VIEW (ui_test_find_named (GTK_WIDGET (f->window), "list_view"));
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (list));
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);
  return row ? gtk_tree_list_row_get_item (row) : NULL;
}

/* Opening the search, typing what the game shown matches, and closing it
 * again: the game stays shown and selected throughout. */
static void
test_search_keeps_selection (Fixture *f, gconstpointer data)
{
  AdjArchiveView *view = open_sample (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) found = adj_store_list_envelopes (adj_application_get_store (f->app, NULL), "13", &error);
  g_assert_no_error (error);
  gint64 id = ((AdjEnvelopeInfo *) g_ptr_array_index (found, 0))->id;
  g_assert_true (adj_archive_view_select_envelope (view, id));
  AdjArchiveItem *game = adj_archive_view_get_shown_game (view);
  g_assert_true (selected_item (f) == game);

  GtkSearchBar *bar = GTK_SEARCH_BAR (ui_test_find_named (GTK_WIDGET (f->window), "search_bar"));
  GtkEditable *entry = GTK_EDITABLE (ui_test_find_named (GTK_WIDGET (f->window), "search_entry"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.search", NULL));
  ui_test_settle (GTK_WIDGET (f->window));
  g_assert_true (adj_archive_view_get_shown_game (view) == game);
  g_assert_true (selected_item (f) == game);
  gtk_editable_set_text (entry, "round 13");
  ui_test_wait_until (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (ui_test_find_named (GTK_WIDGET (f->window), "list_view"))))) == 3);
  ui_test_settle (GTK_WIDGET (f->window));
  g_assert_true (adj_archive_view_get_shown_game (view) == game);
  g_assert_true (selected_item (f) == game);
  gtk_search_bar_set_search_mode (bar, FALSE);
  ui_test_wait_until (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (ui_test_find_named (GTK_WIDGET (f->window), "list_view"))))) > 3);
  ui_test_settle (GTK_WIDGET (f->window));
  g_assert_true (adj_archive_view_get_shown_game (view) == game);
  g_assert_true (selected_item (f) == game);
}

/* A resumption clicked in the schedule opens its game in the archive. */
static void
test_schedule_opens_game (Fixture *f, gconstpointer data)
{
  AdjArchiveView *view = open_sample (f);
  AdwViewStack *views = ADW_VIEW_STACK (ui_test_find_named (GTK_WIDGET (f->window), "view_stack"));
  adw_view_stack_set_visible_child_name (views, "schedule");
  GtkWidget *schedule = ui_test_find_named (GTK_WIDGET (f->window), "schedule_view");
  ui_test_wait_until (gtk_widget_get_mapped (schedule));
  ui_test_settle (schedule);
  GtkListView *list = GTK_LIST_VIEW (ui_test_find_named (schedule, "list_view"));
  g_assert_true (gtk_list_view_get_single_click_activate (list));
  GListModel *rows = G_LIST_MODEL (gtk_list_view_get_model (list));
  guint session = GTK_INVALID_LIST_POSITION;
  for (guint i = 0; i < g_list_model_get_n_items (rows) && session == GTK_INVALID_LIST_POSITION; i++)
    {
      g_autoptr(AdjArchiveItem) item = g_list_model_get_item (rows, i);
      if (adj_archive_item_get_kind (item) == ADJ_ARCHIVE_ITEM_SESSION
          && g_str_equal (adj_archive_item_get_row (item)->info->round, "3"))
        session = i;
    }
  g_assert_cmpuint (session, !=, GTK_INVALID_LIST_POSITION);
  /* A day's heading opens nothing. */
  g_signal_emit_by_name (list, "activate", 0);
  ui_test_wait (50);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (views), ==, "schedule");
  g_signal_emit_by_name (list, "activate", session);
  ui_test_wait_until (g_strcmp0 (adw_view_stack_get_visible_child_name (views), "archive") == 0);
  g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (view))->info->round, ==, "3");
  g_assert_true (selected_item (f) == adj_archive_view_get_shown_game (view));
}

static void
import (AdjStore *store, const char *round, const char *white, const char *adjourned, const char *resumption,
        const char *place)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *json = g_strdup_printf (
    "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    " \"event\": \"Open de Sants\", \"round\": \"%s\", \"board\": \"1\", \"white\": \"%s\", \"black\": \"Puig, Jordi\","
    " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\", \"adjourned_at\": \"%s\","
    " \"sealer\": \"black\", \"sealed_move_number\": 41, \"draw_offer\": null,"
    " \"resumption\": {\"at\": \"%s\", \"place\": \"%s\"}, \"sealed_move\": null}",
    round, white, adjourned, resumption, place);
  g_assert_true (adj_store_import_envelope (store, json, -1, "test", NULL, &error));
  g_assert_no_error (error);
}

/* The schedule lists resumptions in time order under their days, whatever
 * order they were sealed in, with the overdue ones marked. */
static void
test_schedule (Fixture *f, gconstpointer data)
{
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(AdjStore) store = adj_store_open (NULL, &error);
    g_assert_no_error (error);
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autoptr(GDateTime) later = g_date_time_add_days (now, 2);
    g_autofree char *future = g_date_time_format_iso8601 (later);
    import (store, "2", "Vidal, Marta", "2026-11-21T21:00:00+01:00", future, "Sala 2");
    import (store, "1", "Roca, Pere", "2026-11-20T21:00:00+01:00", "2026-11-22T10:00:00+01:00", "Sala 1");
    import (store, "1", "Mas, Laia", "2026-11-20T21:05:00+01:00", "2026-11-22T09:30:00+01:00", "Sala 3");
  }
  open_window (f);
  ui_test_wait_until (g_strcmp0 (gtk_stack_get_visible_child_name (main_stack (f)), "archive") == 0);
  AdwViewStack *views = ADW_VIEW_STACK (ui_test_find_named (GTK_WIDGET (f->window), "view_stack"));
  adw_view_stack_set_visible_child_name (views, "schedule");
  ui_test_settle (GTK_WIDGET (f->window));
  AdjScheduleView *schedule = ADJ_SCHEDULE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_SCHEDULE_VIEW));
  GListModel *list = adj_schedule_view_get_schedule (schedule);
  ui_test_wait_until (g_list_model_get_n_items (list) == 5);
  const char *titles[] = { "Sunday 22 November 2026", "Mas, Laia – Puig, Jordi", "Roca, Pere – Puig, Jordi",
                           NULL, "Vidal, Marta – Puig, Jordi" };
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autoptr(AdjArchiveItem) item = g_list_model_get_item (list, i);
      if (titles[i])
        g_assert_cmpstr (adj_archive_item_get_title (item), ==, titles[i]);
      else
        g_assert_cmpint (adj_archive_item_get_kind (item), ==, ADJ_ARCHIVE_ITEM_DAY);
    }
  g_autofree char *texts = window_texts (f);
  g_assert_nonnull (strstr (texts, "09:30"));
  g_assert_nonnull (strstr (texts, "Overdue"));
  g_assert_nonnull (strstr (texts, "Sala 3"));
  screenshot (f, "schedule");
}

static void
select_each_game (Fixture *f, GString *seen)
{
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  GtkListView *list = GTK_LIST_VIEW (ui_test_find_named (GTK_WIDGET (f->window), "list_view"));
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (model, i);
      AdjArchiveItem *item = gtk_tree_list_row_get_item (row);
      if (adj_archive_item_get_kind (item) != ADJ_ARCHIVE_ITEM_GAME)
        continue;
      g_assert_true (adj_archive_view_select_envelope (view, adj_archive_item_get_row (item)->info->id));
      ui_test_settle (GTK_WIDGET (f->window));
      g_autofree char *texts = window_texts (f);
      g_string_append (seen, texts);
    }
}

/* Game 13's envelope is closed: its move is in no label or entry of the
 * window, on any page, whichever game is shown, wide or narrow. The test
 * knows the move; the program does not. */
static void
test_sealed_never_shown (Fixture *f, gconstpointer data)
{
  open_window (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  ui_test_settle (GTK_WIDGET (f->window));
  g_autoptr(GString) seen = g_string_new (NULL);
  select_each_game (f, seen);
  AdwViewStack *views = ADW_VIEW_STACK (ui_test_find_named (GTK_WIDGET (f->window), "view_stack"));
  adw_view_stack_set_visible_child_name (views, "schedule");
  ui_test_settle (GTK_WIDGET (f->window));
  g_autofree char *schedule = window_texts (f);
  g_string_append (seen, schedule);
  adw_view_stack_set_visible_child_name (views, "archive");
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_get_narrow (view));
  ui_test_settle (GTK_WIDGET (f->window));
  select_each_game (f, seen);

  /* What was walked is what the window shows: game 13 and its checked state were there. */
  g_assert_nonnull (strstr (seen->str, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42"));
  g_assert_nonnull (strstr (seen->str, "Checked by the arbiter"));
  /* Game 13's clock, read for the game shown. */
  g_assert_nonnull (strstr (seen->str, "White 3:07:00"));
  g_assert_null (strstr (seen->str, CLOSED_MOVE));
}

/* Narrow: the list alone, a game's details alone with a way back; dark. */
static void
test_narrow_and_dark (Fixture *f, gconstpointer data)
{
  open_window (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  ui_test_wait (100);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait (200);
  screenshot (f, "archive-dark");
  AdwViewStack *views = ADW_VIEW_STACK (ui_test_find_named (GTK_WIDGET (f->window), "view_stack"));
  adw_view_stack_set_visible_child_name (views, "schedule");
  ui_test_wait (100);
  screenshot (f, "schedule-dark");
  adw_view_stack_set_visible_child_name (views, "archive");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_get_narrow (view));
  ui_test_settle (GTK_WIDGET (f->window));
  GtkWidget *list_stack = ui_test_find_named (GTK_WIDGET (f->window), "list_stack");
  GtkWidget *detail_stack = ui_test_find_named (GTK_WIDGET (f->window), "detail_stack");
  /* What was looked at before stays: the details, with the way back. */
  g_assert_true (adj_archive_view_get_showing_detail (view) || gtk_widget_get_mapped (list_stack));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "archive.back", NULL));
  ui_test_wait_until (gtk_widget_get_mapped (list_stack) && !gtk_widget_get_mapped (detail_stack));
  screenshot (f, "archive-narrow");

  /* Choosing a game shows its details alone. */
  GtkListView *list = GTK_LIST_VIEW (ui_test_find_named (GTK_WIDGET (f->window), "list_view"));
  GtkSelectionModel *selection = gtk_list_view_get_model (list);
  gtk_selection_model_select_item (selection, 4, TRUE);
  ui_test_wait_until (gtk_widget_get_mapped (detail_stack) && !gtk_widget_get_mapped (list_stack));
  g_assert_true (gtk_widget_get_mapped (ui_test_find_named (GTK_WIDGET (f->window), "back_button")));
  screenshot (f, "archive-narrow-detail");
  /* The board asks for no width it had in the wide window: the details
   * fit a phone's 360 px. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  /* The details scrolled to their end: the way back is still in view. */
  GtkWidget *back = ui_test_find_named (GTK_WIDGET (f->window), "back_button");
  GtkScrolledWindow *details = GTK_SCROLLED_WINDOW (ui_test_find_named (GTK_WIDGET (f->window), "detail_scroller"));
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (details);
  ui_test_settle (GTK_WIDGET (f->window));
  g_assert_cmpfloat (gtk_adjustment_get_upper (v), >, gtk_adjustment_get_page_size (v));
  gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
  ui_test_settle (GTK_WIDGET (f->window));
  g_assert_cmpfloat (gtk_adjustment_get_value (v), >, 0);
  g_assert_null (gtk_widget_get_ancestor (back, GTK_TYPE_SCROLLED_WINDOW));
  graphene_rect_t bounds;
  g_assert_true (gtk_widget_compute_bounds (back, GTK_WIDGET (f->window), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (f->window)));
  screenshot (f, "archive-narrow-detail-end");
  gtk_adjustment_set_value (v, 0);
  /* Its custody history, at the end of the details. */
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_named (GTK_WIDGET (f->window), "detail_scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_test_wait (100);
  screenshot (f, "archive-narrow-custody");
}

/* A game's custody history reads as sentences in the reader's language,
 * each with when it happened (1972 for the sample, not the day it was
 * imported) and who did it; never the notes' raw fields. */
static void
test_custody_history (Fixture *f, gconstpointer data)
{
  AdjArchiveView *view = open_sample (f);
  g_autoptr(GError) error = NULL;
  const GError *store_error = NULL;
  AdjStore *store = adj_application_get_store (f->app, &store_error);
  g_autoptr(GPtrArray) infos = adj_store_list_envelopes (store, adj_sample_event_get_name (), &error);
  g_assert_no_error (error);
  gint64 game_3 = 0;
  for (guint i = 0; i < infos->len; i++)
    if (g_strcmp0 (((AdjEnvelopeInfo *) infos->pdata[i])->round, "3") == 0)
      game_3 = ((AdjEnvelopeInfo *) infos->pdata[i])->id;
  g_assert_true (adj_archive_view_select_envelope (view, game_3));
  ui_test_settle (GTK_WIDGET (f->window));

  /* The history: the verification of the event's chain, then the
   * entries. */
  GtkWidget *timeline = ui_test_find_named (GTK_WIDGET (f->window), "timeline");
  g_assert_nonnull (timeline);
  GtkWidget *sessions = ui_test_find_named (timeline, "sessions");
  g_autoptr(GString) rows = g_string_new (NULL);
  for (GtkWidget *list = gtk_widget_get_first_child (sessions); list; list = gtk_widget_get_next_sibling (list))
    for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
      if (ADW_IS_ACTION_ROW (row))
        g_string_append_printf (rows, "%s\n%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_test_message ("%s", rows->str);
  /* Written today, so each says when it was recorded too. */
  static const char *const expected[] = {
    "Envelope written at the sealing\nSchmid, Lothar · Sunday 16 July 1972, 22:00\nRecorded on ",
    "Checked by the arbiter against the FIDE Laws of Chess, in force from 1 January 1985\nSchmid, Lothar · Sunday 16 July 1972, 22:00\nRecorded on ",
    "Handed over to Schmid, Lothar\nFischer, Robert James · Sunday 16 July 1972, 22:00\nRecorded on ",
    "Opened; both scoresheets were inside\nSchmid, Lothar · Monday 17 July 1972, 17:00\nRecorded on ",
    "\nPresent: Spassky, Boris\n",
    "Outcome recorded: 0-1 (resigned)\nSchmid, Lothar · ",
  };
  const char *at = rows->str;
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const char *found = strstr (at, expected[i]);
      if (found == NULL)
        g_error ("“%s” is not in order among the custody rows", expected[i]);
      at = found + strlen (expected[i]);
    }
  /* The notes' fields are the program's, not the reader's. */
  g_assert_null (strchr (rows->str, '{'));
  g_assert_null (strstr (rows->str, "\"rules\""));

  /* The answer of log verify for the event, found off the main thread:
   * intact, with the head the store gives. */
  ui_test_wait_until (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)) != ADJ_TIMELINE_CHECKING);
  g_assert_cmpint (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)), ==, ADJ_TIMELINE_VALID);
  AdwActionRow *verdict = ADW_ACTION_ROW (ui_test_find_named (timeline, "verdict_row"));
  g_autofree char *head = adj_custody_event_head (store, adj_sample_event_get_name (), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (verdict)), ==, "Custody Log Intact");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (verdict), head));

  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_named (GTK_WIDGET (f->window), "detail_scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_test_wait (100);
  screenshot (f, "archive-custody");
}

/* A custody row rewritten behind the program's back: the History says the
 * log is broken at that entry and marks its row. */
static void
test_history_broken (Fixture *f, gconstpointer data)
{
  open_window (f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", NULL));
  ui_test_settle (GTK_WIDGET (f->window));
  const GError *store_error = NULL;
  AdjStore *store = adj_application_get_store (f->app, &store_error);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) infos = adj_store_list_envelopes (store, "21", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (infos->len, ==, 1);
  gint64 game_21 = ((AdjEnvelopeInfo *) infos->pdata[0])->id;
  g_autoptr(GPtrArray) entries = adj_custody_list (store, game_21, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, >, 1);
  /* Its first entry after the envelope was written. */
  gint64 rewritten = ((AdjCustodyEntry *) entries->pdata[1])->seq;
  g_assert_cmpint (rewritten, >, 0);
  sqlite3 *db = store_test_db (store);
  g_autofree char *saved = store_test_triggers_off (db);
  g_autofree char *sql = g_strdup_printf ("UPDATE custody SET actor = 'Someone else' WHERE seq = %" G_GINT64_FORMAT, rewritten);
  store_test_exec (db, sql);
  store_test_triggers_on (db, g_steal_pointer (&saved));

  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  g_assert_true (adj_archive_view_select_envelope (view, game_21));
  GtkWidget *timeline = ui_test_find_named (GTK_WIDGET (f->window), "timeline");
  ui_test_wait_until (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)) != ADJ_TIMELINE_CHECKING);
  g_assert_cmpint (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)), ==, ADJ_TIMELINE_BROKEN);
  AdwActionRow *verdict = ADW_ACTION_ROW (ui_test_find_named (timeline, "verdict_row"));
  g_autofree char *title = g_strdup_printf ("Custody Log Broken at Entry %" G_GINT64_FORMAT, rewritten);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (verdict)), ==, title);
  /* The one row marked is the entry rewritten, shown as it now reads. */
  guint marked = 0;
  GtkWidget *sessions = ui_test_find_named (timeline, "sessions");
  for (GtkWidget *list = gtk_widget_get_first_child (sessions); list; list = gtk_widget_get_next_sibling (list))
    for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
      if (g_object_get_data (G_OBJECT (row), "broken"))
        {
          marked++;
          g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Someone else · "));
        }
  g_assert_cmpuint (marked, ==, 1);
  ui_test_settle (timeline);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_named (GTK_WIDGET (f->window), "detail_scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_test_wait (100);
  screenshot (f, "archive-history-broken");
}

int
main (int argc, char *argv[])
{
  /* The desk's time zone is the one shown: the sample's, Reykjavík's. */
  g_setenv ("TZ", "UTC", TRUE);
  if (!ui_test_init (&argc, &argv, "/ui/archive/empty-and-sample"))
    return g_test_run ();
  g_test_add ("/ui/archive/empty-and-sample", Fixture, NULL, fixture_set_up, test_empty_and_sample, fixture_tear_down);
  g_test_add ("/ui/archive/custody-history", Fixture, NULL, fixture_set_up, test_custody_history, fixture_tear_down);
  g_test_add ("/ui/archive/history-broken", Fixture, NULL, fixture_set_up, test_history_broken, fixture_tear_down);
  g_test_add ("/ui/archive/search", Fixture, NULL, fixture_set_up, test_search, fixture_tear_down);
  g_test_add ("/ui/archive/search-keeps-selection", Fixture, NULL, fixture_set_up, test_search_keeps_selection, fixture_tear_down);
  g_test_add ("/ui/archive/schedule-opens-game", Fixture, NULL, fixture_set_up, test_schedule_opens_game, fixture_tear_down);
  g_test_add ("/ui/archive/schedule", Fixture, NULL, fixture_set_up, test_schedule, fixture_tear_down);
  g_test_add ("/ui/archive/sealed-never-shown", Fixture, NULL, fixture_set_up, test_sealed_never_shown, fixture_tear_down);
  g_test_add ("/ui/archive/narrow-and-dark", Fixture, NULL, fixture_set_up, test_narrow_and_dark, fixture_tear_down);
  return g_test_run ();
}
