/* bench-desk.c — from a game in the archive to the verdict on screen
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window with a fresh archive holding a paper envelope of
 * Spassky–Fischer, game 13 (1972), its game shown in the archive. Each run,
 * timed with the monotonic clock: "Open Envelope" on the shown game, the
 * desk's first frame drawn (open); then the arrivals typed, the move typed
 * as written and Next, until the outcome page with the verdict and the
 * board after the move has been drawn (to verdict); and the whole (total).
 * What the arbiter types is set at once: the figures are the program's
 * time, not the arbiter's. The median of the runs is printed, in ms.
 * Goal: the whole under 300 ms, so that nobody waits.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-open-assistant.h"
#include "adj-open-facts.h"
#include "adj-window.h"
#include "bench-median.h"
#include "desk-test.h"
#include "ui-test.h"

static void
fail (const char *what, const GError *error)
{
  fprintf (stderr, "bench-desk: %s%s%s\n", what, error ? ": " : "", error ? error->message : "");
  exit (1);
}

static AdjOpenAssistant *
find_desk (void)
{
  AdjOpenAssistant *found = NULL;
  GList *toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l && !found; l = l->next)
    if (ADJ_IS_OPEN_ASSISTANT (l->data) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

static void
type_into (GtkWidget *desk, const char *name, const char *text)
{
  GtkWidget *w = ui_test_find_named (desk, name);
  if (!w)
    fail (name, NULL);
  gtk_editable_set_text (GTK_EDITABLE (w), text);
}

static gint64
add_envelope (AdjStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("1972-08-10T22:00:00+00:00", NULL);
  g_autoptr(GDateTime) resumes = g_date_time_new_from_iso8601 ("1972-08-11T14:30:00+00:00", NULL);
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, adjourned, resumes);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  if (!env)
    fail ("the envelope", error);
  const AdjCustodyAct act = { .actor = "Schmid, Lothar" };
  gint64 id = 0;
  if (!adj_store_add_envelope (store, env, &act, &id, &error))
    fail ("the archive", error);
  return id;
}

int
main (int argc, char *argv[])
{
  int runs = argc > 1 ? atoi (argv[1]) : 9;
  g_autoptr(GError) error = NULL;

  g_autofree char *dir = g_dir_make_tmp ("adjourn-bench-desk-XXXXXX", &error);
  if (!dir)
    fail ("a temporary folder", error);
  g_autofree char *path = g_build_filename (dir, "archive.db", NULL);
  g_setenv ("ADJOURN_DB", path, TRUE);
  gtk_init ();
  adw_init ();

  AdjApplication *app = adj_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    fail ("the application", error);
  ui_test_application_wait_opened (app);
  const GError *app_error = NULL;
  AdjStore *store = adj_application_get_store (app, &app_error);
  if (!store)
    fail ("the archive", app_error);
  gint64 id = add_envelope (store);

  AdjWindow *window = adj_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_painted (GTK_WIDGET (window));
  GtkWidget *view = ui_test_find_named (GTK_WIDGET (window), "archive_view");
  if (!view)
    fail ("the archive view", NULL);
  ui_test_wait_until (adj_archive_view_select_envelope (ADJ_ARCHIVE_VIEW (view), id));
  ui_test_wait_painted (GTK_WIDGET (window));

  g_autoptr(GArray) open_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) verdict_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) total_ms = g_array_new (FALSE, FALSE, sizeof (double));
  for (int r = 0; r < runs; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      if (!gtk_widget_activate_action (GTK_WIDGET (window), "win.open-envelope", NULL))
        fail ("win.open-envelope", NULL);
      AdjOpenAssistant *desk = NULL;
      ui_test_wait_until ((desk = find_desk ()) != NULL);
      ui_test_wait_painted (GTK_WIDGET (desk));
      gint64 t1 = g_get_monotonic_time ();

      GtkWidget *w = GTK_WIDGET (desk);
      gtk_widget_activate_action (w, "open.next", NULL);
      type_into (w, "white_entry", "0:00");
      type_into (w, "black_entry", "0:00");
      gtk_widget_activate_action (w, "open.next", NULL);
      if (adj_open_assistant_get_step (desk) != ADJ_OPEN_STEP_OPENING)
        fail ("the rules did not open the envelope", NULL);
      type_into (w, "move_row", "Kg3");
      gtk_widget_activate_action (w, "open.next", NULL);
      ui_test_wait_until (!adj_open_assistant_is_busy (desk));
      if (adj_open_assistant_get_step (desk) != ADJ_OPEN_STEP_OUTCOME)
        fail ("no verdict", NULL);
      ui_test_wait_painted (w);
      gint64 t2 = g_get_monotonic_time ();

      double open = (t1 - t0) / 1000.0, verdict = (t2 - t1) / 1000.0, total = (t2 - t0) / 1000.0;
      g_array_append_val (open_ms, open);
      g_array_append_val (verdict_ms, verdict);
      g_array_append_val (total_ms, total);
      gtk_window_destroy (GTK_WINDOW (desk));
      ui_test_wait_until (find_desk () == NULL);
    }
  printf ("desk open: median %.1f ms (Open Envelope to the desk's first frame)\n", median (open_ms));
  printf ("desk to verdict: median %.1f ms (arrivals, the move as written, to the outcome page drawn)\n",
          median (verdict_ms));
  printf ("archive to verdict on screen: median %.1f ms of %d runs (goal: < 300 ms)\n", median (total_ms), runs);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  ui_test_dir_remove (dir);
  return 0;
}
