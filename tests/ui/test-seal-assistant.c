/* test-seal-assistant.c — the sealing walkthrough: where each field is
 * entered (no display), and the walkthrough filled in as an arbiter would
 * (display)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What sealing writes (the digital envelope, all or nothing, the custody
 * rows beside the CLI's and the sample event's) is in
 * test-seal-assistant-sealing.c; the fields that need more than typing
 * (the resumption's calendar, the game record, FCE) in
 * test-seal-assistant-fields.c; the fixture and helpers in seal-test.h.
 */
#include "config.h"

#include "seal-test.h"

/* ---- without a display -------------------------------------------------- */

static GDateTime *
instant (const char *iso)
{
  GDateTime *dt = g_date_time_new_from_iso8601 (iso, NULL);
  g_assert_nonnull (dt);
  return dt;
}

/* Each field is entered on a step, and each problem the check finds in an
 * envelope leads back to the step where its field is entered. */
static void
test_steps_for_fields (void)
{
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_PLAYERS), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_EVENT), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_RULES), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SEALER), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SEALED_MOVE_NUMBER), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_GAME_RECORD), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SEALED_MOVE), ==, ADJ_SEAL_STEP_SEALED_MOVE);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_TIME_USED), ==, ADJ_SEAL_STEP_CLOCKS);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SESSION_END), ==, ADJ_SEAL_STEP_CLOCKS);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_RESUMPTION), ==, ADJ_SEAL_STEP_RESUMPTION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_PIECES_IN_WORDS), ==, ADJ_SEAL_STEP_RESUMPTION);
  g_assert_cmpint (adj_seal_step_for_field (ADJ_FIELD_SIGNATURES), ==, ADJ_SEAL_STEP_RESUMPTION);
  /* No field (the envelope's own refusal), or one a newer check names:
   * only the check page lists it. */
  g_assert_cmpint (adj_seal_step_for_field (0), ==, ADJ_SEAL_STEP_CHECK);
  g_assert_cmpint (adj_seal_step_for_field ((AdjField) (1u << ADJ_N_FIELDS)), ==, ADJ_SEAL_STEP_CHECK);
  /* Nothing the envelope holds is without its step. */
  for (int bit = 0; bit < ADJ_N_FIELDS; bit++)
    g_assert_cmpint (adj_seal_step_for_field ((AdjField) (1u << bit)), <, ADJ_SEAL_STEP_CHECK);

  /* The wrong sealer and move number, no resumption, no Black: each
   * problem leads to a step before the sealed move, the one that holds
   * its field. */
  g_autoptr(GDateTime) adjourned = instant ("2026-11-21T21:00:00+01:00");
  AdjEnvelopeFields f;
  adj_envelope_fields_init (&f);
  f.rules = "fide-2023";
  f.white = "Vidal, Marta";
  f.position = FEN;
  f.time_used[CHESS_WHITE] = 7012;
  f.time_used[CHESS_BLACK] = 7154;
  f.adjourned_at = adjourned;
  f.sealer = CHESS_WHITE;
  f.sealed_move_number = 40;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&f, &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) problems = adj_envelope_check (env, &error);
  g_assert_no_error (error);
  static const struct { const char *key; AdjSealStep step; } expected[] = {
    { "black", ADJ_SEAL_STEP_GAME },
    { "sealer", ADJ_SEAL_STEP_POSITION },
    { "sealed_move_number", ADJ_SEAL_STEP_POSITION },
    { "resumption", ADJ_SEAL_STEP_RESUMPTION },
  };
  g_assert_cmpuint (problems->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < problems->len; i++)
    {
      const AdjEnvelopeProblem *p = g_ptr_array_index (problems, i);
      guint k = 0;
      while (k < G_N_ELEMENTS (expected) && g_strcmp0 (expected[k].key, p->key) != 0)
        k++;
      g_assert_cmpuint (k, <, G_N_ELEMENTS (expected));
      g_assert_cmpint (adj_seal_step_for_field (p->field), ==, expected[k].step);
    }
}

/* Every paper of the face has a name in the walkthrough. */
static void
test_paper_labels (void)
{
  guint n = 0;
  for (const AdjEnvelopePaper *paper = adj_envelope_face_get_papers (); paper->name; paper++, n++)
    g_assert_cmpstr (adj_seal_paper_label (paper->name), !=, paper->name);
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpstr (adj_seal_paper_label ("na_letter"), ==, "na_letter");
}

static void
test_parse (void)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_identifier ("+01:00");
  g_assert_nonnull (tz);
  g_autoptr(GDateTime) a = adj_seal_parse_instant ("2026-11-22 10:00", tz);
  g_autoptr(GDateTime) b = instant ("2026-11-22T10:00:00+01:00");
  g_assert_nonnull (a);
  g_assert_true (g_date_time_equal (a, b));
  g_autoptr(GDateTime) c = adj_seal_parse_instant ("2026-11-22T10:00:30", tz);
  g_assert_cmpint (g_date_time_to_unix (c) - g_date_time_to_unix (b), ==, 30);
  g_autoptr(GDateTime) d = adj_seal_parse_instant ("2026-11-22T09:00:00Z", tz);
  g_assert_true (g_date_time_equal (d, b));
  for (const char *const *bad = (const char *const[]) { "", "2026-11-22", "22/11/2026 10:00", "2026-13-01 10:00",
                                                         "2026-11-22 25:00", "2026-11-22 10:00 pm", "2026-11-22 1:00", NULL }; *bad; bad++)
    g_assert_null (adj_seal_parse_instant (*bad, tz));
  g_autofree char *shown = adj_seal_format_instant (a);
  g_assert_cmpstr (shown, ==, "2026-11-22 10:00");
}

/* What the resumption's calendar reads from the entry, and writes into it. */
static void
test_instant_date (void)
{
  int y = 0, m = 0, d = 0;
  g_assert_true (adj_seal_instant_date ("2026-11-22 10:00", &y, &m, &d));
  g_assert_cmpint (y, ==, 2026);
  g_assert_cmpint (m, ==, 11);
  g_assert_cmpint (d, ==, 22);
  g_assert_true (adj_seal_instant_date (" 2027-02-28T09:30:15 ", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20270228);
  /* A full instant: its date in its own offset, not this computer's. */
  g_assert_true (adj_seal_instant_date ("2026-12-31T23:30:00-05:00", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20261231);
  /* A date typed before its time. */
  g_assert_true (adj_seal_instant_date ("2028-02-29", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20280229);
  g_assert_true (adj_seal_instant_date ("2026-11-23 1", &y, &m, &d));
  g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20261123);
  y = m = d = 0;
  for (const char *const *bad = (const char *const[]) { "", "tomorrow", "2026-13-01 10:00", "2027-02-29",
                                                         "22/11/2026 10:00", "2026-11-3", "0000-01-01", NULL };
       *bad; bad++)
    g_assert_false (adj_seal_instant_date (*bad, &y, &m, &d));
  g_assert_cmpint (y + m + d, ==, 0);

  struct { const char *text, *expected; } cases[] = {
    { "2026-11-22 10:00", "2026-12-03 10:00" },        /* the time is kept */
    { "2026-11-22T10:00:30", "2026-12-03T10:00:30" },
    { "2026-11-22T10:00:00+01:00", "2026-12-03T10:00:00+01:00" },
    { " 2026-13-45 18:30 ", "2026-12-03 18:30" },        /* a date that did not read */
    { "2026-11-22", "2026-12-03 09:30" },              /* no time: the one proposed */
    { "", "2026-12-03 09:30" },
    { "next Sunday 10:00", "2026-12-03 09:30" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = adj_seal_instant_set_date (cases[i].text, 2026, 12, 3, "09:30");
      g_assert_cmpstr (text, ==, cases[i].expected);
      /* What the calendar writes, it opens on again. */
      g_assert_true (adj_seal_instant_date (text, &y, &m, &d));
      g_assert_cmpint (y * 10000 + m * 100 + d, ==, 20261203);
    }
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autofree char *chosen = adj_seal_instant_set_date ("2026-11-22 10:00", 2027, 1, 9, "09:30");
  g_autoptr(GDateTime) read = adj_seal_parse_instant (chosen, tz);
  g_assert_nonnull (read);
  g_autofree char *shown = adj_seal_format_instant (read);
  g_assert_cmpstr (shown, ==, "2027-01-09 10:00");
}

static void
test_wrong_sealer (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  gint64 envelopes = count (fx, "envelopes"), custody = count (fx, "custody");

  fill_to_sealed_move (fx, a, "Club championship", NULL);
  /* The arbiter records White as the sealer in a position where Black is
   * to move. */
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  press (a, "seal.back", ADJ_SEAL_STEP_CLOCKS);
  press (a, "seal.back", ADJ_SEAL_STEP_POSITION);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "sealer_row")), 0);
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);

  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 1);
  const char *text = g_ptr_array_index (texts, 0);
  g_assert_nonnull (strstr (text, "sealer"));
  g_assert_nonnull (strstr (text, "Black"));
  g_assert_nonnull (strstr (text, "I.2.4"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  screenshot_over (fx, a, "seal-check-problem");

  /* Sealing anyway does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.seal", NULL);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_CHECK);
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes);
  g_assert_cmpint (count (fx, "custody"), ==, custody);
  g_assert_cmpint (adj_seal_assistant_get_envelope_id (a), ==, 0);

  /* Jumping to the check past a step that does not read names that step. */
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CLOCKS);
  set_text (a, "black_time_row", "two hours");
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);
  g_autoptr(GPtrArray) unread = problem_texts (a);
  g_assert_cmpuint (unread->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (unread, 0), "time_used"));
  g_assert_false (gtk_widget_is_sensitive (child (a, "seal_button")));
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CLOCKS);
  set_text (a, "black_time_row", "1:59:14");
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);

  /* The problem's row leads back to the sealer; put right, it seals. */
  GtkWidget *listbox = ui_test_find (child (a, "problems_group"), GTK_TYPE_LIST_BOX);
  GtkWidget *row = gtk_widget_get_first_child (listbox);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_signal_emit_by_name (row, "activated");
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_POSITION);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (a, "sealer_row")), 1);
  gtk_widget_activate_action (GTK_WIDGET (a), "seal.go-to", "i", (int) ADJ_SEAL_STEP_CHECK);
  ui_test_wait (10);
  g_autoptr(GPtrArray) none = problem_texts (a);
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));

  gtk_window_destroy (GTK_WINDOW (a));
}

/* The subtitle of the details row titled TITLE in the window's archive
 * view, NULL when there is none. */
static const char *
details_value (Fixture *fx, const char *title)
{
  GtkWidget *list = ui_test_find_named (GTK_WIDGET (fx->window), "envelope_list");
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
      return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  return NULL;
}

/* An event that forbids engine analysis: the game step's switch, off,
 * writes it into the envelope, whose face and details say it. */
static void
test_engine_analysis_forbidden (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  GtkSwitch *allowed = GTK_SWITCH (child (a, "engine_switch"));
  g_assert_true (gtk_switch_get_active (allowed));
  gtk_switch_set_active (allowed, FALSE);
  fill_to_sealed_move (fx, a, "Closed championship", NULL);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  g_autofree char *face = export_face (fx, a);
#if HAVE_POPPLER
  g_assert_nonnull (strstr (face, "Engine analysis of this position is not allowed"));
#endif
  gtk_window_destroy (GTK_WINDOW (a));

  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_false (adj_envelope_allows_engine_analysis (stored));

  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (fx->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_select_envelope (view, id));
  ui_test_wait (20);
  g_assert_cmpstr (details_value (fx, "Engine analysis"), ==, "Not allowed by the event");

  /* The switch left on: the envelope is silent, analysis allowed. */
  a = open_assistant (fx);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (child (a, "engine_switch"))));
  fill_to_sealed_move (fx, a, "Open championship", NULL);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 open_id = adj_seal_assistant_get_envelope_id (a);
  g_autofree char *open_face = export_face (fx, a);
  g_assert_null (strstr (open_face, "Engine analysis"));
  gtk_window_destroy (GTK_WINDOW (a));
  g_autoptr(AdjEnvelope) open_env = adj_store_read_envelope (fx->store, open_id, &error);
  g_assert_no_error (error);
  g_assert_true (adj_envelope_allows_engine_analysis (open_env));
  g_assert_false (json_object_has_member (adj_envelope_get_object (open_env), "engine_analysis"));
  ui_test_wait_until (adj_archive_view_select_envelope (view, open_id));
  ui_test_wait (20);
  g_assert_cmpstr (details_value (fx, "Engine analysis"), ==, "Allowed");
}

static void
walk_complete (Fixture *fx, const char *shots)
{
  AdjSealAssistant *a = open_assistant (fx);
  gint64 seen = 0;
  g_signal_connect (a, "sealed", G_CALLBACK (count_sealed), &seen);
  gint64 envelopes = count (fx, "envelopes");

  fill_to_sealed_move (fx, a, "Club championship", shots);
  /* On paper: nothing typed. */
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (child (a, "paper_check"))));
  g_assert_false (gtk_widget_get_visible (child (a, "digital_group")));
  shoot (fx, a, shots, "5-sealed-move");
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  g_autoptr(GPtrArray) texts = problem_texts (a);
  g_assert_cmpuint (texts->len, ==, 0);
  g_assert_true (gtk_widget_is_sensitive (child (a, "seal_button")));
  /* The summary repeats the charge the profile computes. */
  const char *clocks = adw_action_row_get_subtitle (ADW_ACTION_ROW (child (a, "summary_clocks_row")));
  g_assert_nonnull (strstr (clocks, "1:56:52"));
  g_assert_nonnull (strstr (clocks, "0:12:00"));
  shoot (fx, a, shots, "6-check");

  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (seen, ==, id);
  g_assert_cmpint (count (fx, "envelopes"), ==, envelopes + 1);
  g_assert_false (gtk_widget_get_visible (child (a, "seal_code_box")));
  shoot (fx, a, shots, "7-sealed");
  g_autofree char *face = export_face (fx, a);
#if HAVE_POPPLER
  g_assert_nonnull (strstr (face, "Vidal"));
  g_assert_nonnull (strstr (face, "Puig"));
#endif

  /* In the archive as typed. */
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->rules, ==, "fide-2023");
  g_assert_cmpstr (info->event, ==, "Club championship");
  g_assert_cmpstr (info->round, ==, "5");
  g_assert_cmpstr (info->board, ==, "3");
  g_assert_cmpstr (info->white, ==, "Vidal, Marta");
  g_assert_cmpstr (info->black, ==, "Puig, Jordi");
  g_assert_cmpstr (info->position, ==, FEN);
  g_assert_cmpstr (info->sealer, ==, "black");
  g_assert_cmpint (info->sealed_move_number, ==, 41);
  g_assert_cmpstr (info->resumption_place, ==, "Sala 2");
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_PAPER);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
  g_autofree char *doc = adj_store_export_envelope (fx->store, id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (doc, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_envelope_get_int (env, "time_used.white"), ==, 7012);
  g_assert_cmpint (adj_envelope_get_int (env, "time_used.black"), ==, 7154);
  g_assert_cmpstr (adj_envelope_get_string (env, "time_control"), ==, "40/7200:20/3600");
  g_autoptr(GDateTime) end = adj_envelope_get_instant (env, "session_end");
  g_autoptr(GDateTime) adjourned = adj_envelope_get_instant (env, "adjourned_at");
  g_assert_cmpint (g_date_time_difference (end, adjourned), ==, 12 * G_TIME_SPAN_MINUTE);

  /* Created and checked, by the arbiter. */
  g_autoptr(GPtrArray) log = adj_custody_list (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 2);
  AdjCustodyEntry *created = g_ptr_array_index (log, 0), *checked = g_ptr_array_index (log, 1);
  g_assert_cmpint (created->kind, ==, ADJ_CUSTODY_CREATED);
  g_assert_cmpint (checked->kind, ==, ADJ_CUSTODY_CHECKED);
  g_assert_cmpstr (created->actor, ==, "Serra, Anna");
  g_assert_cmpstr (checked->actor, ==, "Serra, Anna");

  /* Done closes the dialog. */
  g_object_ref (a);
  press (a, "seal.done", ADJ_SEAL_STEP_DONE);
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);
}

static void
test_complete (Fixture *fx, gconstpointer data)
{
  walk_complete (fx, "seal");
}

static void
test_complete_dark (Fixture *fx, gconstpointer data)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  walk_complete (fx, "seal-dark");
}

static void
test_complete_narrow (Fixture *fx, gconstpointer data)
{
  /* Over a phone-wide window: the dialog fits it, not spilling past its
   * edges (it opens at the window's size, no larger). */
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 360, 640);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (fx->window)) < 400);
  AdjSealAssistant *a = open_assistant (fx);
  ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (a)));
  ui_test_settle (GTK_WIDGET (a));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (a)), <=, gtk_widget_get_width (GTK_WIDGET (fx->window)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (a)), <=, gtk_widget_get_height (GTK_WIDGET (fx->window)));
  fill_to_sealed_move (fx, a, "Club championship", "seal-narrow");
  /* The resumption's calendar fits the phone's width. */
  press (a, "seal.back", ADJ_SEAL_STEP_RESUMPTION);
  GtkWidget *popover = open_calendar (a);
  g_assert_cmpint (gtk_widget_get_width (popover), <=, gtk_widget_get_width (GTK_WIDGET (a)));
  screenshot_with_popover (fx, a, popover, "seal-narrow-4-resumption-calendar");
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (!gtk_widget_get_visible (popover));
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "digital_check")), TRUE);
  shoot (fx, a, "seal-narrow", "5-sealed-move");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (a, "paper_check")), TRUE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  shoot (fx, a, "seal-narrow", "6-check");
  /* While it seals (another program holds the write lock, so the thread
   * waits), the spinner fits in the narrow header too. */
  sqlite3 *other = other_connection (fx);
  exec_ok (other, "BEGIN IMMEDIATE");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (a), "seal.seal", NULL));
  ui_test_wait_until (gtk_widget_get_mapped (child (a, "seal_spinner")));
  turn_for (300);
  g_assert_true (adj_seal_assistant_is_sealing (a));
  render_over (fx, a, "seal-narrow-6-sealing");
  exec_ok (other, "COMMIT");
  sqlite3_close (other);
  wait_sealing (a);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_DONE);
  shoot (fx, a, "seal-narrow", "7-sealed");
  gtk_window_destroy (GTK_WINDOW (a));
}

static void
test_escape_cancels (Fixture *fx, gconstpointer data)
{
  /* Nothing entered: Cancel closes at once. */
  AdjSealAssistant *a = open_assistant (fx);
  g_object_ref (a);
  press (a, "seal.cancel", ADJ_SEAL_STEP_GAME);
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);

  /* Something entered: Cancel asks first, and keeping it keeps it. */
  a = open_assistant (fx);
  g_object_ref (a);
  set_text (a, "event_row", "Club championship");
  press (a, "seal.cancel", ADJ_SEAL_STEP_GAME);
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (a))));
  g_free (ui_test_screenshot (dialog, "seal-discard"));
  adj_compat_respond (dialog, "cancel");
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (a)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (a)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (a, "event_row"))), ==, "Club championship");
  press (a, "seal.cancel", ADJ_SEAL_STEP_GAME);
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (a))));
  adj_compat_respond (dialog, "confirm");
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);
  g_assert_cmpint (count (fx, "envelopes"), ==, 0);
}

/* Enter in a field is Next; the next step's first field has the keyboard. */
static void
test_keyboard (Fixture *fx, gconstpointer data)
{
  AdjSealAssistant *a = open_assistant (fx);
  ui_test_present (GTK_WINDOW (a));
  set_text (a, "event_row", "Club championship");
  set_text (a, "black_row", "Puig, Jordi");
  set_text (a, "white_row", "Vidal, Marta");
  GtkWidget *text = ui_test_find (child (a, "white_row"), GTK_TYPE_TEXT);
  g_signal_emit_by_name (text, "activate");
  /* A button activated by the keyboard clicks after its press is shown. */
  ui_test_wait_until (adj_seal_assistant_get_step (a) == ADJ_SEAL_STEP_POSITION);
  /* Blocked: Enter does not move on from a position the rules refuse. */
  GtkWidget *editor = child (a, "position_editor");
  g_assert_true (gtk_widget_activate_action (editor, "editor.clear", NULL));
  set_text (a, "move_number_row", "41");
  text = ui_test_find (child (a, "move_number_row"), GTK_TYPE_TEXT);
  g_assert_true (gtk_widget_grab_focus (text));
  g_signal_emit_by_name (text, "activate");
  ui_test_wait (400);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_POSITION);
  g_assert_true (adj_position_editor_set_fen (ADJ_POSITION_EDITOR (editor), FEN, NULL));
  g_signal_emit_by_name (text, "activate");
  ui_test_wait_until (adj_seal_assistant_get_step (a) == ADJ_SEAL_STEP_CLOCKS);
  gtk_window_destroy (GTK_WINDOW (a));
}

/* The frame and its pages: one AdjStep widget per step, in order, each
 * naming itself; the window's title is the title of the step shown. */
static void
test_step_pages (Fixture *fx, gconstpointer data)
{
  static const char *const titles[] = { "Game", "Position", "Clocks", "Resumption", "Sealed Move", "Check" };
  AdjSealAssistant *a = open_assistant (fx);
  GtkWidget *stack = child (a, "stack");
  GtkWidget *title = ui_test_find (GTK_WIDGET (a), ADW_TYPE_WINDOW_TITLE);
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (stack)));
  g_assert_cmpuint (g_list_model_get_n_items (pages), ==, ADJ_SEAL_N_STEPS);
  for (guint i = 0; i < ADJ_SEAL_N_STEPS; i++)
    {
      g_autoptr(GObject) page = g_list_model_get_item (pages, i);
      GtkWidget *step = gtk_stack_page_get_child (GTK_STACK_PAGE (page));
      g_assert_true (ADJ_IS_STEP (step));
      g_assert_nonnull (adj_step_get_title (ADJ_STEP (step)));
      if (i < G_N_ELEMENTS (titles))
        g_assert_cmpstr (adj_step_get_title (ADJ_STEP (step)), ==, titles[i]);
    }
  fill_to_sealed_move (fx, a, "Club championship", NULL);
  for (AdjSealStep s = ADJ_SEAL_STEP_SEALED_MOVE; s > ADJ_SEAL_STEP_GAME; s--)
    {
      GtkWidget *shown = gtk_stack_get_visible_child (GTK_STACK (stack));
      g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, titles[s]);
      g_assert_cmpstr (adj_step_get_title (ADJ_STEP (shown)), ==, titles[s]);
      /* Every step read so far lets the walkthrough go on. */
      g_assert_true (adj_step_is_complete (ADJ_STEP (shown)));
      press (a, "seal.back", s - 1);
    }
  gtk_window_destroy (GTK_WINDOW (a));
}

static void
test_no_display (void)
{
  g_test_skip ("no display: make test runs this suite under xvfb-run");
}

int
main (int argc, char *argv[])
{
  gboolean display = g_getenv ("DISPLAY") || g_getenv ("WAYLAND_DISPLAY");
  if (display)
    {
      gtk_test_init (&argc, &argv, NULL);
      adw_init ();
    }
  else
    g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/seal/steps-for-fields", test_steps_for_fields);
  g_test_add_func ("/ui/seal/paper-labels", test_paper_labels);
  g_test_add_func ("/ui/seal/parse", test_parse);
  g_test_add_func ("/ui/seal/instant-date", test_instant_date);
  if (!display)
    {
      g_test_add_func ("/ui/seal/walkthrough", test_no_display);
      return g_test_run ();
    }
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/ui/seal/walkthrough/step-pages", test_step_pages);
  ADD ("/ui/seal/walkthrough/wrong-sealer", test_wrong_sealer);
  ADD ("/ui/seal/walkthrough/complete", test_complete);
  ADD ("/ui/seal/walkthrough/cancel", test_escape_cancels);
  ADD ("/ui/seal/walkthrough/keyboard", test_keyboard);
  ADD ("/ui/seal/walkthrough/dark", test_complete_dark);
  ADD ("/ui/seal/walkthrough/narrow", test_complete_narrow);
  ADD ("/ui/seal/walkthrough/engine-analysis-forbidden", test_engine_analysis_forbidden);
#undef ADD
  return g_test_run ();
}
