/* test-seal-assistant-fields.c — the sealing walkthrough's fields that need
 * more than typing: FCE, the game record, the names, the game's tags, the
 * resumption's calendar
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from test-seal-assistant.c (the walkthrough as a whole): each
 * test here is about one field's own widget.
 */
#include "config.h"

#include "seal-test.h"

/* Under the Catalan federation's rules the pieces are written in words and
 * the check counts them. */
static void
test_fce (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  gint64 envelopes = count (fx, "envelopes");
  fill_to_sealed_move (fx, a, "Lliga catalana", NULL);
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  g_assert_false (gtk_widget_get_visible (child (a, "fce_group")));
  const AdjProfile *const *list = adj_profile_list ();
  guint fce = 0;
  while (list[fce] && g_strcmp0 (adj_profile_get_id (list[fce]), "fce") != 0)
    fce++;
  g_assert_nonnull (list[fce]);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "profile_row")), fce);
  g_assert_true (gtk_widget_get_visible (child (a, "fce_group")));
  set_text (a, "white_pieces_row", "quatre");
  set_text (a, "black_pieces_row", "cinc");
  gtk_switch_set_active (GTK_SWITCH (child (a, "white_signed_switch")), TRUE);
  gtk_switch_set_active (GTK_SWITCH (child (a, "black_signed_switch")), TRUE);
  screenshot_over (fx, a, "seal-4-resumption-fce");
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "pieces_in_words.black"));
  g_assert_nonnull (strstr (g_ptr_array_index (texts, 0), "FCE 11.1"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_RESUMPTION);
  set_text (a, "black_pieces_row", "quatre");
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes + 1);

  g_autoptr(GError) error = NULL;
  g_autofree char *doc = adj_store_export_envelope (fx->store, adj_seal_assistant_get_envelope_id (a), &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_rules (env), ==, "fce");
  g_assert_cmpstr (adj_envelope_get_string (env, "pieces_in_words.black"), ==, "quatre");
  g_assert_cmpstr (adj_envelope_get_string (env, "signatures.arbiter"), ==, "Serra, Anna");
  gtk_window_destroy (GTK_WINDOW (a));
}

static gboolean
calendar_shows (GtkWidget *calendar, int year, int month, int day)
{
  g_autoptr(GDateTime) date = gtk_calendar_get_date (GTK_CALENDAR (calendar));
  int y, m, d;
  g_date_time_get_ymd (date, &y, &m, &d);
  return y == year && m == month && d == day;
}

/* The user picks DAY in the calendar (whose day number is not the one
 * selected): the calendar selects it and says so, as for a click. */
static void
pick_day (AdjSealAssistant *a, int year, int month, int day)
{
  GtkWidget *calendar = child (a, "resumption_calendar");
  g_autoptr(GDateTime) date = g_date_time_new_local (year, month, day, 0, 0, 0);
  g_autoptr(GDateTime) before = gtk_calendar_get_date (GTK_CALENDAR (calendar));
  g_assert_cmpint (g_date_time_get_day_of_month (before), !=, day);
  gtk_calendar_select_day (GTK_CALENDAR (calendar), date);
}

static gboolean
is_day_of_month (GtkWidget *widget, gconstpointer day)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "day-number")
         && !gtk_widget_has_css_class (widget, "other-month")
         && (!day || g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), day));
}

/* The label of day DAY of the month CALENDAR shows. */
static GtkWidget *
day_label (GtkWidget *calendar, const char *day)
{
  return ui_test_find_matching (calendar, is_day_of_month, day);
}

/* Counts the buttons down: *DATA, an int, is how many to pass first. */
static gboolean
is_nth_button (GtkWidget *widget, gconstpointer data)
{
  int *left = (int *) data;
  return GTK_IS_BUTTON (widget) && (*left)-- == 0;
}

/* The Nth button of WIDGET's descendants, in order (a calendar's header:
 * previous month, next month, previous year, next year). */
static GtkWidget *
nth_button (GtkWidget *widget, int n)
{
  return ui_test_find_matching (widget, is_nth_button, &n);
}

static gboolean
is_today (GtkWidget *widget, gconstpointer data)
{
  return is_day_of_month (widget, NULL) && gtk_widget_has_css_class (widget, "today");
}

/* The label of today's day in CALENDAR. */
static GtkWidget *
today_label (GtkWidget *calendar)
{
  return ui_test_find_matching (calendar, is_today, NULL);
}

/* A click on WIDGET inside CALENDAR, as the walkthrough's own click gesture
 * on the calendar sees it (GTK 4.8 cannot synthesize the pointer's). */
static void
click_in_calendar (GtkWidget *calendar, GtkWidget *widget)
{
  GtkGesture *click = ui_test_find_click (calendar, GDK_BUTTON_PRIMARY, GTK_PHASE_CAPTURE);
  graphene_rect_t b;
  g_assert_true (gtk_widget_compute_bounds (widget, calendar, &b));
  g_signal_emit_by_name (click, "released", 1, (double) b.origin.x + b.size.width / 2,
                         (double) b.origin.y + b.size.height / 2);
}

/* The resumption's date picked in a calendar, which opens on the date typed;
 * the envelope carries the date picked. */
static void
test_resumption_calendar (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  fill_to_sealed_move (fx, a, "Club championship", NULL);
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  GtkWidget *entry = child (a, "resumption_at_row");
  GtkWidget *button = child (a, "resumption_date_button");
  g_assert_true (gtk_widget_get_ancestor (button, ADW_TYPE_ENTRY_ROW) == entry);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Choose Date");

  /* It opens on the date typed. */
  set_text (a, "resumption_at_row", "2027-01-09 18:30");
  GtkWidget *popover = open_calendar (a);
  GtkWidget *calendar = child (a, "resumption_calendar");
  g_assert_true (calendar_shows (calendar, 2027, 1, 9));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2027-01-09 18:30");
  screenshot_with_popover (fx, a, popover, "seal-4-resumption-calendar");

  /* A month on: nothing changes until a day is clicked, even the day of
   * the same number, which the calendar itself does not report. */
  GtkWidget *next_month = nth_button (calendar, 1);
  g_assert_nonnull (next_month);
  g_signal_emit_by_name (next_month, "clicked");
  g_assert_true (calendar_shows (calendar, 2027, 2, 9));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2027-01-09 18:30");
  g_assert_true (gtk_widget_get_visible (popover));
  click_in_calendar (calendar, day_label (calendar, "9"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2027-02-09 18:30");
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  open_calendar (a);
  g_assert_true (calendar_shows (calendar, 2027, 2, 9));

  /* A day picked is the entry's date; the time typed stays. */
  pick_day (a, 2026, 12, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2026-12-03 18:30");
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_false (gtk_widget_get_visible (child (a, "resumption_error")));

  /* With no date typed it opens on today, and opening changes nothing. */
  set_text (a, "resumption_at_row", "");
  open_calendar (a);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  int y, m, d;
  g_date_time_get_ymd (now, &y, &m, &d);
  g_assert_true (calendar_shows (calendar, y, m, d));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  /* Today, already selected, clicked: the calendar itself says nothing. */
  GtkWidget *today = today_label (calendar);
  g_assert_nonnull (today);
  click_in_calendar (calendar, today);
  g_autofree char *today_text = g_date_time_format (now, "%Y-%m-%d 10:00");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, today_text);
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  open_calendar (a);
  g_assert_true (calendar_shows (calendar, y, m, d));
  /* A day picked with no time typed: a time proposed, so that the entry
   * reads (not red), and selected, for typing to replace it. */
  set_text (a, "resumption_at_row", "");
  open_calendar (a);
  pick_day (a, 2026, 12, 4);
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2026-12-04 10:00");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_false (gtk_widget_get_visible (child (a, "resumption_error")));
  GtkWidget *text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry)));
  ui_test_wait_until (gtk_widget_has_focus (text));
  int start = 0, end = 0;
  g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
  g_assert_cmpint (start, ==, strlen ("2026-12-04 "));
  g_assert_cmpint (end, ==, strlen ("2026-12-04 10:00"));

  /* Light and dark: the calendar over the step. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  open_calendar (a);
  g_assert_true (calendar_shows (calendar, 2026, 12, 4));
  screenshot_with_popover (fx, a, popover, "seal-dark-4-resumption-calendar");
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (!gtk_widget_get_visible (popover));

  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = adj_store_export_envelope (fx->store, adj_seal_assistant_get_envelope_id (a), &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_autoptr(GDateTime) at = adj_envelope_get_instant (env, "resumption.at");
  g_autoptr(GDateTime) expected = g_date_time_new_local (2026, 12, 4, 10, 0, 0);
  g_assert_nonnull (at);
  g_assert_true (g_date_time_equal (at, expected));
  gtk_window_destroy (GTK_WINDOW (a));
}

/* A position taken from a game record: the record goes into the envelope.
 * Names with "&" and "<" are shown as typed on every step (rows and pages
 * read markup unless told not to: a warning, fatal here, and an empty row). */
static void
test_game_record (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  g_assert_cmpstr (adj_profile_get_id (adj_profile_list ()[0]), ==, "fide-1985");
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "profile_row")), 0);
  set_text (a, "event_row", "Torneig social <B & C>");
  set_text (a, "arbiter_row", "Serra, Anna");
  set_text (a, "white_row", "Ferrer & Fills, Pau");
  set_text (a, "black_row", "Puig, Jordi");
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);
  g_autoptr(GError) error = NULL;
  AdjPositionEditor *editor = ADJ_POSITION_EDITOR (child (a, "position_editor"));
  g_assert_true (adj_position_editor_load_game (editor, "1. e4 e5 2. Nf3 *\n", &error));
  g_assert_no_error (error);
  ui_test_wait (10);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (a, "sealer_row"))), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "move_number_row"))), ==, "2");
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);
  set_text (a, "white_time_row", "0:01:00");
  set_text (a, "black_time_row", "0:02:00");
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  ui_test_wait (10);
  GtkWidget *game_row = child (a, "summary_game_row");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (game_row)), "Torneig social <B & C>"));
  g_assert_nonnull (ui_test_find_label_showing (game_row, adw_action_row_get_subtitle (ADW_ACTION_ROW (game_row))));
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  ui_test_wait (10);
  g_assert_nonnull (ui_test_find_label_showing (GTK_WIDGET (a),
                                                "The envelope of Ferrer & Fills, Pau – Puig, Jordi is in the archive. Put both scoresheets in the envelope and close it."));
  /* The arbiter's name, asked once: kept for the next walkthrough. */
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *kept = g_settings_get_string (settings, "arbiter-name");
  g_assert_cmpstr (kept, ==, "Serra, Anna");

  g_autofree char *doc = adj_store_export_envelope (fx->store, adj_seal_assistant_get_envelope_id (a), &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_string (env, "game.start"), ==, "startpos");
  JsonArray *moves = json_object_get_array_member (json_object_get_object_member (adj_envelope_get_object (env), "game"), "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (moves, 0), ==, "e4");
  g_assert_cmpstr (json_array_get_string_element (moves, 2), ==, "Nf3");
  g_assert_cmpint (adj_envelope_get_sealer (env), ==, 1);
  gtk_window_destroy (GTK_WINDOW (a));
  ui_test_wait (10);
  AdjSealAssistant *again = open_assistant (fx);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (again, "arbiter_row"))), ==, "Serra, Anna");
  gtk_window_destroy (GTK_WINDOW (again));
  g_settings_reset (settings, "arbiter-name");
}

/* An empty event or player name is said at once, on the first step, as
 * soon as the row has been typed in and left empty. */
static void
test_names_at_once (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  ui_test_present (GTK_WINDOW (a));
  /* A form just opened: Next waits, nothing is red yet. */
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  g_assert_false (gtk_widget_get_visible (child (a, "names_error")));
  g_assert_false (gtk_widget_has_css_class (child (a, "white_row"), "error"));
  set_text (a, "event_row", "Club championship");
  set_text (a, "white_row", "Vidal, Marta");
  set_text (a, "white_row", "  ");
  g_assert_true (gtk_widget_has_css_class (child (a, "white_row"), "error"));
  g_assert_false (gtk_widget_has_css_class (child (a, "black_row"), "error"));
  g_assert_true (gtk_widget_get_visible (child (a, "names_error")));
  g_assert_false (gtk_widget_is_sensitive (child (a, "next_button")));
  set_text (a, "white_row", "Vidal, Marta");
  set_text (a, "black_row", "Puig, Jordi");
  g_assert_false (gtk_widget_get_visible (child (a, "names_error")));
  g_assert_true (gtk_widget_is_sensitive (child (a, "next_button")));
  gtk_window_destroy (GTK_WINDOW (a));
}

/* A game record opened in the position step fills the first step's empty
 * rows from its tags; what the arbiter typed stays. */
static void
test_game_tags_carried (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  set_text (a, "event_row", "Torneig social");
  set_text (a, "white_row", "Ferrer, Pau");
  set_text (a, "black_row", "Puig, Jordi");
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);
  set_text (a, "white_row", "");
  set_text (a, "black_row", "");
  g_autoptr(GError) error = NULL;
  AdjPositionEditor *editor = ADJ_POSITION_EDITOR (child (a, "position_editor"));
  g_assert_true (adj_position_editor_load_game (editor,
                                                "[Event \"Havana m\"]\n[Round \"4\"]\n"
                                                "[White \"Capablanca, Jose Raul\"]\n[Black \"Lasker, Emanuel\"]\n\n"
                                                "1. e4 e5 2. Nf3 *\n", &error));
  g_assert_no_error (error);
  ui_test_wait (10);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "event_row"))), ==, "Torneig social");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "round_row"))), ==, "4");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "white_row"))), ==, "Capablanca, Jose Raul");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "black_row"))), ==, "Lasker, Emanuel");
  press (a, "seal.back", ADJ_SEAL_STEP_GAME);
  /* The first step offers the game record too, and only there. */
  g_assert_true (gtk_widget_is_sensitive (child (a, "open_game_button")));
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);
  g_assert_false (gtk_widget_get_sensitive (child (a, "open_game_button")));
  gtk_window_destroy (GTK_WINDOW (a));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/seal/walkthrough/fce"))
    return g_test_run ();

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/ui/seal/walkthrough/fce", test_fce);
  ADD ("/ui/seal/walkthrough/game-record", test_game_record);
  ADD ("/ui/seal/walkthrough/names-at-once", test_names_at_once);
  ADD ("/ui/seal/walkthrough/game-tags-carried", test_game_tags_carried);
  ADD ("/ui/seal/walkthrough/resumption-calendar", test_resumption_calendar);
#undef ADD
  return g_test_run ();
}
