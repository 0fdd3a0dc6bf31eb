/* test-open-assistant.c — the resumption desk under Xvfb, through the window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A paper envelope of Spassky–Fischer game 13 (1972) kept in a fresh
 * archive under the 1985 Laws (so the default time is an hour), opened
 * from the archive's details: arrivals typed, the move typed as written,
 * the outcome recorded; each test reads the database afterwards.
 */
#include "config.h"

#include <string.h>

#include "adj-archive-model.h"
#include "adj-archive-view.h"
#include "adj-custody.h"
#include "adj-envelope.h"
#include "adj-open-assistant.h"
#include "adj-window.h"
#include "ui-test.h"

#define FEN "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42"

typedef struct {
  UiTestArchive   archive;
  AdjApplication *app;
  AdjWindow      *window;
  AdjStore       *store;
  gint64          id;
} Fixture;

static GDateTime *
instant (const char *iso)
{
  GDateTime *t = g_date_time_new_from_iso8601 (iso, NULL);
  g_assert_nonnull (t);
  return t;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  ui_test_archive_begin (&f->archive, "open");

  f->app = ui_test_application_new ();
  const GError *app_error = NULL;
  f->store = adj_application_get_store (f->app, &app_error);
  g_assert_nonnull (f->store);

  g_autoptr(GDateTime) adjourned = instant ("1972-08-10T22:00:00+00:00");
  g_autoptr(GDateTime) resumes = instant ("1972-08-11T14:30:00+00:00");
  AdjEnvelopeFields fields;
  adj_envelope_fields_init (&fields);
  fields.rules = "fide-1985";
  fields.event = "World Championship Match, Reykjavík 1972";
  fields.round = "13";
  fields.white = "Spassky, Boris";
  fields.black = "Fischer, Robert James";
  fields.position = FEN;
  fields.time_control = "40/9000:16/3600";
  fields.sealer = CHESS_WHITE;
  fields.sealed_move_number = 42;
  fields.time_used[CHESS_WHITE] = 8820;
  fields.time_used[CHESS_BLACK] = 8100;
  fields.adjourned_at = adjourned;
  fields.resumption_at = resumes;
  fields.resumption_place = "Laugardalshöll";
  fields.arbiter = "Schmid, Lothar";
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  const AdjCustodyAct act = { .actor = "Schmid, Lothar" };
  g_assert_true (adj_store_add_envelope (f->store, env, &act, &f->id, &error));
  g_assert_no_error (error);

  f->window = adj_window_new (f->app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_present (GTK_WINDOW (f->window));
  AdjArchiveView *view = ADJ_ARCHIVE_VIEW (ui_test_find (GTK_WIDGET (f->window), ADJ_TYPE_ARCHIVE_VIEW));
  ui_test_wait_until (adj_archive_view_select_envelope (view, f->id));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (ADJ_IS_OPEN_ASSISTANT (l->data))
      gtk_window_destroy (l->data);
  g_list_free (toplevels);
  if (f->window)
    gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_wait (50);
  g_clear_object (&f->app);
  ui_test_archive_end (&f->archive);
}

static AdjOpenAssistant *
find_assistant (void)
{
  AdjOpenAssistant *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l && !found; l = l->next)
    if (ADJ_IS_OPEN_ASSISTANT (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

/* "Open Envelope…" on the details page opens the desk. */
static AdjOpenAssistant *
open_desk (Fixture *f)
{
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "open_button");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  ui_test_wait_until (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  AdjOpenAssistant *desk = NULL;
  ui_test_wait_until ((desk = find_assistant ()) != NULL);
  ui_test_present (GTK_WINDOW (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_POSITION);
  return desk;
}

/* The desk as it is now, at its default width, into the screenshots. */
static void
shoot (AdjOpenAssistant *desk, const char *name)
{
  g_autofree char *path = ui_test_screenshot (GTK_WIDGET (desk), name);
  g_assert_nonnull (path);
}

static void
activate (AdjOpenAssistant *desk, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (desk), action, NULL));
  ui_test_wait (20);
}

static void
type_into (AdjOpenAssistant *desk, const char *name, const char *text)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (desk), name);
  g_assert_nonnull (w);
  gtk_editable_set_text (GTK_EDITABLE (w), text);
  ui_test_wait (20);
}

/* Arrivals typed, then Next: the step the engine's answer leads to. */
static void
arrivals (AdjOpenAssistant *desk, const char *white, const char *black, AdjOpenStep expected)
{
  activate (desk, "open.next");
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_ARRIVALS);
  type_into (desk, "white_entry", white);
  type_into (desk, "black_entry", black);
  GtkWidget *explanation = ui_test_find_named (GTK_WIDGET (desk), "explanation_label");
  g_test_message ("the rules now: %s", gtk_label_get_text (GTK_LABEL (explanation)));
  activate (desk, "open.next");
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, expected);
}

static void
record (AdjOpenAssistant *desk)
{
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  /* Through the button the arbiter clicks: it must be the one that records. */
  GtkWidget *button = ui_test_find_actionable (GTK_WIDGET (desk), "open.record");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_activate (button));
  /* A button activated from the keyboard clicks after its press shows. */
  ui_test_wait_until (adj_open_assistant_is_busy (desk)
                      || adj_open_assistant_get_step (desk) != ADJ_OPEN_STEP_OUTCOME);
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_DONE);
  g_assert_cmpint (adj_open_assistant_get_outcome_id (desk), >, 0);
}

/* The custody kinds written for the envelope, in order ("created opened outcome"). */
static char *
custody_kinds (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = adj_custody_list (f->store, f->id, &error);
  g_assert_no_error (error);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < entries->len; i++)
    {
      const AdjCustodyEntry *e = g_ptr_array_index (entries, i);
      g_string_append_printf (s, "%s%s", i ? " " : "", adj_custody_kind_to_string (e->kind));
    }
  return g_string_free (s, FALSE);
}

static const char *
state_shown (Fixture *f)
{
  GtkWidget *label = ui_test_find_named (GTK_WIDGET (f->window), "state_label");
  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* Both at the board at the start, a legal move: play goes on, Black's clock. */
static void
test_legal_move (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  shoot (desk, "open-1-position");
  arrivals (desk, "0:00", "0:00", ADJ_OPEN_STEP_OPENING);
  activate (desk, "open.back");
  shoot (desk, "open-2-arrivals");
  activate (desk, "open.next");
  shoot (desk, "open-3-opening");
  type_into (desk, "move_row", "Kg3");
  activate (desk, "open.next");
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_OUTCOME);
  shoot (desk, "open-4-outcome");
  record (desk);
  shoot (desk, "open-5-recorded");

  /* The move lives nowhere once recorded. */
  GtkWidget *move = ui_test_find_named (GTK_WIDGET (desk), "move_row");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (move)), ==, "");

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created opened outcome");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "playing");
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_OPENED);

  activate (desk, "open.done");
  ui_test_wait_until (find_assistant () == NULL);
  ui_test_wait_until (g_strcmp0 (state_shown (f), adj_archive_state_get_label (ADJ_ARCHIVE_STATE_RESUMED)) == 0);
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->window), "open_button");
  g_assert_false (gtk_widget_get_visible (button));
}

/* An illegal move written: the sealer loses. */
static void
test_illegal_move (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "0:00", ADJ_OPEN_STEP_OPENING);
  type_into (desk, "move_row", "Ke2");
  activate (desk, "open.next");
  ui_test_wait_until (!adj_open_assistant_is_busy (desk));
  record (desk);

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created opened outcome");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  activate (desk, "open.done");
  ui_test_wait_until (g_strcmp0 (state_shown (f), adj_archive_state_get_label (ADJ_ARCHIVE_STATE_FINISHED)) == 0);
}

/* The responder (Black) arrives after the hour of the 1985 Laws: he loses
 * by default, the envelope stays closed; the typed times decide, not the
 * desk clock. */
static void
test_responder_default (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  arrivals (desk, "0:00", "61:00", ADJ_OPEN_STEP_OUTCOME);
  record (desk);

  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created outcome");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (f->store, f->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
}

/* Black not here yet, a minute in: the rules say wait, the default time
 * is an hour after the start, and Next stays off. */
static void
test_waiting_now (Fixture *f, gconstpointer data)
{
  AdjOpenAssistant *desk = open_desk (f);
  activate (desk, "open.next");
  type_into (desk, "white_entry", "0:00");
  shoot (desk, "open-2-arrivals-waiting");
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (desk), "default_row");
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "60:00"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (desk), "open.next", NULL)
                  && adj_open_assistant_get_step (desk) != ADJ_OPEN_STEP_ARRIVALS);
  g_assert_cmpint (adj_open_assistant_get_step (desk), ==, ADJ_OPEN_STEP_ARRIVALS);
  g_autofree char *kinds = custody_kinds (f);
  g_assert_cmpstr (kinds, ==, "created");
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/open/legal-move"))
    return g_test_run ();
  g_test_add ("/ui/open/legal-move", Fixture, NULL, fixture_set_up, test_legal_move, fixture_tear_down);
  g_test_add ("/ui/open/illegal-move", Fixture, NULL, fixture_set_up, test_illegal_move, fixture_tear_down);
  g_test_add ("/ui/open/responder-default", Fixture, NULL, fixture_set_up, test_responder_default, fixture_tear_down);
  g_test_add ("/ui/open/waiting-now", Fixture, NULL, fixture_set_up, test_waiting_now, fixture_tear_down);
  return g_test_run ();
}
