/* test-window.c — the application starts, shows its window and empty state,
 * opens About, and remembers the window size
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "adj-application.h"
#include "adj-window.h"

/* The first descendant of 'widget' (itself included) of type 'type'. */
static GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);
      if (found)
        return found;
    }
  return NULL;
}

/* The about window (libadwaita 1.2–1.4) or dialog (1.5 on), wherever it is. */
static GtkWidget *
find_about (void)
{
  GType type = g_type_from_name ("AdwAboutDialog");
  if (type == 0)
    type = g_type_from_name ("AdwAboutWindow");
  if (type == 0)
    return NULL;
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours to free */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);
      GtkWidget *found = find_descendant (toplevel, type);
      if (found && gtk_widget_get_mapped (found))
        return found;
    }
  return NULL;
}

static void
wait_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 limit = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!done (data) && g_get_monotonic_time () < limit)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
window_mapped (gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (data));
  return window && gtk_widget_get_mapped (GTK_WIDGET (window));
}

static gboolean
about_shown (gpointer data)
{
  return find_about () != NULL;
}

typedef struct {
  AdjApplication *app;
  gboolean        checked;
} Run;

static void
check_running_app (Run *run)
{
  GtkApplication *app = GTK_APPLICATION (run->app);
  wait_until (window_mapped, app);
  GtkWindow *window = gtk_application_get_active_window (app);
  g_assert_true (ADJ_IS_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Adjourn");
  g_assert_cmpstr (gtk_window_get_icon_name (window), ==, APPLICATION_ID);

  /* The empty state is what a newcomer sees, with its button. */
  GtkWidget *status = find_descendant (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status);
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==, "No Adjourned Games Yet");
  GtkWidget *button = find_descendant (status, GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-envelope");

  /* The primary menu's entries are actions of the application. */
  for (const char *const *name = (const char *const[]) { "about", "preferences", "shortcuts", "quit", NULL }; *name; name++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), *name));
  /* The shortcuts every GNOME application has: in the one table the
   * shortcuts dialog shows, app-wide ones installed on the application (the
   * window installs its own from the same table in class_init). */
  static const char *const required[][2] = {
    { "app.quit", "<Control>q" }, { "window.close", "<Control>w" }, { "app.shortcuts", "<Control>question" },
  };
  gsize n_shortcuts;
  const AdjShortcut *shortcuts = adj_application_get_shortcuts (&n_shortcuts);
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      gboolean listed = FALSE;
      for (gsize j = 0; j < n_shortcuts; j++)
        listed |= g_strcmp0 (shortcuts[j].action_name, required[i][0]) == 0
                  && g_strcmp0 (shortcuts[j].accelerator, required[i][1]) == 0;
      g_assert_true (listed);
      if (g_str_has_prefix (required[i][0], "app."))
        {
          g_auto (GStrv) set = gtk_application_get_accels_for_action (app, required[i][0]);
          g_assert_true (g_strv_contains ((const char *const *) set, required[i][1]));
        }
    }

  g_assert_null (find_about ());
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  wait_until (about_shown, NULL);
  g_assert_nonnull (find_about ());

  /* Closing the window saves its size. */
  gtk_window_set_default_size (window, 1000, 700);
  gtk_window_close (window);
  run->checked = TRUE;
}

static void
on_activate (GApplication *app, Run *run)
{
  if (!run->checked)
    check_running_app (run);
  g_application_quit (app);
}

static void
test_start_about_and_size (void)
{
  Run run = { adj_application_new (), FALSE };
  g_application_set_flags (G_APPLICATION (run.app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (run.app, "activate", G_CALLBACK (on_activate), &run);
  g_application_run (G_APPLICATION (run.app), 0, NULL);
  g_assert_true (run.checked);
  g_object_unref (run.app);

  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
}

static void
test_no_display (void)
{
  g_test_skip ("no display: make test runs this suite under xvfb-run");
}

int
main (int argc, char *argv[])
{
  if (!g_getenv ("DISPLAY") && !g_getenv ("WAYLAND_DISPLAY"))
    {
      g_test_init (&argc, &argv, NULL);
      g_test_add_func ("/ui/window/start-about-and-size", test_no_display);
      return g_test_run ();
    }
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/window/start-about-and-size", test_start_about_and_size);
  return g_test_run ();
}
