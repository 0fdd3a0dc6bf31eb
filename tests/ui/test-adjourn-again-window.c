/* test-adjourn-again-window.c — a game adjourned again from the window: Adjourn
 * Again on the details of a game resumed and still going, the sealing
 * walkthrough prefilled, the envelope sealed, the archive and its History
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-custody-timeline.h"
#include "adj-position-editor.h"
#include "adj-seal-assistant.h"
#include "adj-store-verbs.h"
#include "adj-window.h"
#include "ui-test.h"
#include "../store/store-test.h"

/* The position the game reached at the end of the resumption session. */
#define FEN_AGAIN "8/6k1/6p1/8/8/6P1/3r1PK1/3R4 w - - 0 50"

typedef struct {
  UiTestArchive   archive;
  AdjApplication *app;
  AdjStore       *store;
  AdjWindow      *window;
  gint64          first;   /* the first session's envelope, opened, play going on */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  ui_test_archive_begin (&f->archive, "adjourn-again");
  f->app = ui_test_application_new ();
  const GError *store_error = NULL;
  f->store = adj_application_get_store (f->app, &store_error);
  g_assert_nonnull (f->store);

  /* Sealed on paper at the first adjournment, opened at the resumption,
   * and play went on: as the store's verbs write it from any face. */
  g_autofree char *text = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                               "2026-11-21T21:00:00+01:00", NULL);
  /* The event forbids engine analysis: every session's envelope says so. */
  g_strchomp (text);
  g_assert_true (g_str_has_suffix (text, "}"));
  g_autofree char *forbidding = g_strdup_printf ("%.*s, \"engine_analysis\": false}", (int) strlen (text) - 1, text);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (forbidding, -1, &error);
  g_assert_no_error (error);
  AdjSealing sealing = { .act = { .actor = "Serra, Anna" } };
  g_assert_true (adj_store_seal (f->store, envelope, &sealing, &f->first, NULL, &error));
  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_true (adj_store_open_envelope (f->store, f->first, &opening, "Td2", &error));
  g_assert_true (adj_store_record_outcome (f->store, f->first,
                                           "{\"status\": \"continues\", \"result\": null, \"reason\": \"continues\"}",
                                           &sealing.act, NULL, &error));
  g_assert_no_error (error);

  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_clear_object (&f->app);
  ui_test_archive_end (&f->archive);
}

static GtkWidget *
named (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_find_named (root, name);
  g_assert_nonnull (w);
  return w;
}

static void
set_text (GtkWidget *root, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (named (root, name)), text);
}

static const char *
text_of (GtkWidget *root, const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (named (root, name)));
}

static void
press (AdjSealAssistant *a, const char *action, AdjSealStep expected)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (a), action, NULL));
  while (adj_seal_assistant_is_sealing (a))
    g_main_context_iteration (NULL, TRUE);
  ui_test_wait (10);
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, expected);
}

static AdjSealAssistant *
shown_assistant (void)
{
  AdjSealAssistant *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_SEAL_ASSISTANT (l->data) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (found);
  return found;
}

static void
test_adjourn_again (Fixture *f, gconstpointer data)
{
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (named (GTK_WIDGET (f->window), "archive_view"));
  /* The archive is read once the window is up. */
  ui_test_wait_until (adj_archive_view_select_envelope (view, f->first));
  ui_test_settle (GTK_WIDGET (f->window));

  /* Offered on the details of the game resumed and still going; opening
   * is not (the envelope is open already). */
  GtkWidget *button = named (GTK_WIDGET (view), "adjourn_again_button");
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_false (gtk_widget_get_visible (named (GTK_WIDGET (view), "open_button")));
  g_free (ui_test_screenshot (GTK_WIDGET (f->window), "adjourn-again-offered"));

  g_signal_emit_by_name (button, "clicked");
  ui_test_wait (50);
  AdjSealAssistant *a = shown_assistant ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (a)) == GTK_WINDOW (f->window));
  ui_test_wait_painted (GTK_WIDGET (a));

  /* Prefilled from the envelope before, the game kept as it is. */
  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_GAME);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (a)), ==, "Adjourn Again");
  const struct { const char *row, *text; } game[] = {
    { "event_row", "Club championship" }, { "round_row", "5" }, { "board_row", "3" },
    { "white_row", "Vidal, Marta" }, { "black_row", "Puig, Jordi" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (game); i++)
    {
      g_assert_cmpstr (text_of (GTK_WIDGET (a), game[i].row), ==, game[i].text);
      g_assert_false (gtk_widget_is_sensitive (named (GTK_WIDGET (a), game[i].row)));
    }
  GtkWidget *profile = named (GTK_WIDGET (a), "profile_row");
  g_assert_false (gtk_widget_is_sensitive (profile));
  g_assert_cmpstr (adj_profile_get_id (adj_profile_list ()[adw_combo_row_get_selected (ADW_COMBO_ROW (profile))]),
                   ==, "fide-2023");
  const char *note = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (named (GTK_WIDGET (a), "event_group")));
  g_assert_cmpstr (note, ==, "Adjourned again: this envelope continues the one adjourned on Saturday 21 November 2026, "
                             "21:00. A new session is the same game.");
  /* The event's word on engines carried over from the session before. */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (named (GTK_WIDGET (a), "engine_switch"))));
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (f->window), GTK_WIDGET (a), "adjourn-again-game"));
  set_text (GTK_WIDGET (a), "arbiter_row", "Serra, Anna");
  press (a, "seal.next", ADJ_SEAL_STEP_POSITION);

  /* The step starts where the session began: after the sealed move the
   * opening let stand (Td2), its record to step through. */
  AdjPositionEditor *editor = ADJ_POSITION_EDITOR (named (GTK_WIDGET (a), "position_editor"));
  g_autofree char *began = adj_position_editor_get_fen (editor);
  g_assert_cmpstr (began, ==, "8/5pk1/6p1/8/3R4/6P1/3r1PK1/8 w - - 4 42");
  g_assert_cmpint (adj_position_editor_get_game_length (editor), ==, 1);
  g_assert_cmpint (adj_position_editor_get_game_ply (editor), ==, 1);
  g_assert_cmpstr (text_of (GTK_WIDGET (a), "move_number_row"), ==, "42");

  /* The position the game reached is the arbiter's to enter. */
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_position_editor_set_fen (ADJ_POSITION_EDITOR (named (GTK_WIDGET (a), "position_editor")),
                                              FEN_AGAIN, &error));
  g_assert_no_error (error);
  ui_test_wait (10);
  g_assert_cmpstr (text_of (GTK_WIDGET (a), "move_number_row"), ==, "50");
  press (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);

  /* The time control carried over. */
  g_assert_cmpstr (text_of (GTK_WIDGET (a), "time_control_row"), ==, "40/7200:20/3600");
  set_text (GTK_WIDGET (a), "white_time_row", "2:30:00");
  set_text (GTK_WIDGET (a), "black_time_row", "2:31:40");
  set_text (GTK_WIDGET (a), "adjourned_at_row", "2026-11-22 14:00");
  set_text (GTK_WIDGET (a), "session_end_row", "2026-11-22 14:00");
  press (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);
  set_text (GTK_WIDGET (a), "resumption_at_row", "2026-11-23 10:00");
  set_text (GTK_WIDGET (a), "resumption_place_row", "Sala 2");
  press (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);
  press (a, "seal.next", ADJ_SEAL_STEP_CHECK);
  press (a, "seal.seal", ADJ_SEAL_STEP_DONE);
  gint64 second = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (second, >, 0);

  /* In the archive: the game's second session, naming the first by its
   * identity; the first's custody says it was adjourned again; the chain
   * holds. */
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, second, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->session, ==, 2);
  g_assert_cmpstr (info->game_state, ==, "adjourned");
  g_assert_cmpstr (info->position, ==, FEN_AGAIN);
  g_assert_cmpstr (info->sealer, ==, "white");
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (f->store, second, &error);
  g_autoptr(AdjEnvelope) before = adj_store_read_envelope (f->store, f->first, &error);
  g_autofree char *identity = adj_envelope_get_identity (before);
  g_assert_cmpstr (adj_envelope_get_previous (stored), ==, identity);
  g_assert_false (adj_envelope_allows_engine_analysis (stored));
  gint64 previous = 0, next = 0;
  g_assert_true (adj_store_envelope_links (f->store, second, &previous, &next, &error));
  g_assert_cmpint (previous, ==, f->first);
  g_autofree char *kinds = store_test_custody_kinds (f->store, f->first, NULL);
  g_assert_cmpstr (kinds, ==, "created checked opened outcome adjourned-again");
  g_autofree char *new_kinds = store_test_custody_kinds (f->store, second, NULL);
  g_assert_cmpstr (new_kinds, ==, "created checked");
  g_assert_true (adj_custody_verify (f->store, NULL, NULL, &error));
  g_assert_no_error (error);

  g_object_ref (a);
  press (a, "seal.done", ADJ_SEAL_STEP_DONE);
  ui_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (a)));
  g_object_unref (a);

  /* The archive shows the new session; Adjourn Again is gone until play
   * goes on from it; the History has both sessions, verified. */
  ui_test_settle (GTK_WIDGET (f->window));
  AdjArchiveItem *shown = adj_archive_view_get_shown_game (view);
  g_assert_nonnull (shown);
  g_assert_cmpint (adj_archive_item_get_row (shown)->info->id, ==, second);
  g_assert_false (gtk_widget_get_visible (button));
  /* Its action too: the button bound to it says so. */
  g_assert_false (gtk_widget_get_sensitive (button));
  GtkWidget *timeline = named (GTK_WIDGET (view), "timeline");
  ui_test_wait_until (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)) != ADJ_TIMELINE_CHECKING);
  g_assert_cmpint (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)), ==, ADJ_TIMELINE_VALID);
  g_autoptr(GString) texts = g_string_new (NULL);
  for (GtkWidget *w = gtk_widget_get_first_child (named (timeline, "sessions")); w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w))
      g_string_append_printf (texts, "[%s]\n", gtk_label_get_text (GTK_LABEL (w)));
    else
      for (GtkWidget *row = gtk_widget_get_first_child (w); row; row = gtk_widget_get_next_sibling (row))
        g_string_append_printf (texts, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  g_test_message ("%s", texts->str);
  g_assert_nonnull (strstr (texts->str, "[Session 1]\nEnvelope written at the sealing\n"));
  g_assert_nonnull (strstr (texts->str, "Play went on and the game was adjourned again on 22 November 2026 at 14:00: "
                                        "a new envelope continues this one\n[Session 2]\nEnvelope written at the sealing\n"));
  g_assert_nonnull (strstr (texts->str, "the game was adjourned again, continuing the envelope adjourned on "
                                        "21 November 2026 at 21:00\n"));
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (named (GTK_WIDGET (view), "detail_scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_free (ui_test_screenshot (GTK_WIDGET (f->window), "adjourn-again-history"));
}

int
main (int argc, char *argv[])
{
  /* The desk's zone: the instants typed and shown are UTC. */
  g_setenv ("TZ", "UTC", TRUE);
  if (!ui_test_init (&argc, &argv, "/ui/adjourn-again/walkthrough"))
    return g_test_run ();
  g_test_add ("/ui/adjourn-again/walkthrough", Fixture, NULL, fixture_set_up, test_adjourn_again, fixture_tear_down);
  return g_test_run ();
}
