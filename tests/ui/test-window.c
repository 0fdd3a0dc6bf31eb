/* test-window.c — the application starts, shows its window and empty state,
 * opens About, and remembers the window size
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
#include "adj-schedule-view.h"
#include "adj-window.h"
#include "ui-test.h"

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

static gboolean
about_gone (gpointer data)
{
  return find_about () == NULL;
}

/* The switch under 'widget' bound to 'action_name'. */
static GtkWidget *
find_switch (GtkWidget *widget, const char *action_name)
{
  if (GTK_IS_SWITCH (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_switch (child, action_name);
      if (found)
        return found;
    }
  return NULL;
}

/* Whether a switch shows its action's state. */
static gboolean
switch_follows (gpointer toggle)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (g_application_get_default ()),
                                                               gtk_actionable_get_action_name (toggle) + strlen ("app."));
  return state != NULL && gtk_switch_get_active (toggle) == g_variant_get_boolean (state);
}

static gboolean
dialog_shown (gpointer window)
{
  GtkWidget *dialog = adj_compat_get_visible_dialog (window);
  return dialog != NULL && gtk_widget_get_mapped (dialog);
}

static gboolean
dialog_gone (gpointer window)
{
  return adj_compat_get_visible_dialog (window) == NULL;
}

typedef struct {
  AdjApplication *app;
  gboolean        checked;
} Run;

static void
check_running_app (Run *run)
{
  GtkApplication *app = GTK_APPLICATION (run->app);

  /* The window is there before its archive (issue 19: opened off the main
   * thread, so that a slow server never keeps the window from appearing);
   * it says so only after a moment, so that a file that opens at once
   * flashes no spinner. */
  GtkWindow *first = gtk_application_get_active_window (app);
  g_assert_true (ADJ_IS_WINDOW (first));
  g_assert_true (adj_application_get_opening (ADJ_APPLICATION (app)));
  GtkWidget *opening = ui_test_find_stack_with_page (GTK_WIDGET (first), "opening");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (opening)), ==, "opening");
  g_assert_cmpfloat (gtk_widget_get_opacity (gtk_stack_get_visible_child (GTK_STACK (opening))), ==, 0.0);

  wait_until (window_mapped, app);
  ui_test_application_wait_opened (ADJ_APPLICATION (app));
  GtkWindow *window = gtk_application_get_active_window (app);
  g_assert_true (ADJ_IS_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Adjourn");
  g_assert_cmpstr (gtk_window_get_icon_name (window), ==, APPLICATION_ID);

  /* The empty state is what a newcomer sees: the stack's visible page,
   * with its button. */
  GtkWidget *stack = ui_test_find_stack_with_page (GTK_WIDGET (window), "empty");
  g_assert_nonnull (stack);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "empty");
  GtkWidget *status = gtk_stack_get_visible_child (GTK_STACK (stack));
  g_assert_true (ADW_IS_STATUS_PAGE (status));
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==, "No Adjourned Games Yet");
  GtkWidget *button = find_descendant (status, GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-envelope");
  /* Nothing the empty state does not draw is built (issue 19: start-up):
   * the archive's list and details and the schedule wait for their pages. */
  g_assert_null (ui_test_find (GTK_WIDGET (window), ADJ_TYPE_ARCHIVE_VIEW));
  g_assert_null (ui_test_find (GTK_WIDGET (window), ADJ_TYPE_SCHEDULE_VIEW));
  /* Nor the main menu's rows, nor the switchers' pages, nor the search
   * entry: built when first opened, when there is an archive to switch in
   * or search. */
  GtkMenuButton *menu = GTK_MENU_BUTTON (ui_test_find (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON));
  g_assert_null (gtk_menu_button_get_popover (menu));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (menu)));
  AdwViewSwitcherTitle *switcher = ADW_VIEW_SWITCHER_TITLE (ui_test_find (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER_TITLE));
  g_assert_null (adw_view_switcher_title_get_stack (switcher));
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (window), "search_clamp")));
  gtk_menu_button_popup (menu);
  ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (menu))));
  g_assert_nonnull (gtk_menu_button_get_menu_model (menu));
  GtkPopover *built = gtk_menu_button_get_popover (menu);
  gtk_menu_button_popdown (menu);
  ui_test_wait_until (!gtk_widget_get_mapped (GTK_WIDGET (built)));
  /* built once: a second opening shows the same popover */
  gtk_menu_button_popup (menu);
  ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (menu))));
  g_assert_true (gtk_menu_button_get_popover (menu) == built);
  gtk_menu_button_popdown (menu);

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
  GtkWidget *about = find_about ();
  g_assert_nonnull (about);
  g_assert_true (adj_compat_get_visible_dialog (window) != NULL);
  adj_compat_close (adj_compat_get_visible_dialog (window));
  wait_until (about_gone, NULL);
  g_assert_null (find_about ());

  /* The preferences' switches are bound to the application's actions: each
   * shows its key and is usable, and flipping the key moves it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  wait_until (dialog_shown, window);
  GtkWidget *preferences = adj_compat_get_visible_dialog (window);
  g_assert_nonnull (preferences);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  for (const char *const *key = (const char *const[]) { "waiting-time-from-profile", "figurine-notation", "engine-analysis", NULL }; *key; key++)
    {
      g_autofree char *action = g_strconcat ("app.", *key, NULL);
      GtkWidget *toggle = find_switch (preferences, action);
      gboolean value = g_settings_get_boolean (settings, *key);
      g_assert_nonnull (toggle);
      g_assert_true (gtk_widget_is_sensitive (toggle));
      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (toggle)), ==, value);
      g_settings_set_boolean (settings, *key, !value);
      wait_until (switch_follows, toggle);
      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (toggle)), ==, !value);
      g_settings_reset (settings, *key);
    }
  /* Engine analysis is off until the user turns it on; the engine's
   * program is typed into a row that writes its key when applied (not
   * at each keystroke: tests/ui/test-push-window.c). */
  g_assert_false (g_settings_get_boolean (settings, "engine-analysis"));
  GtkWidget *engine_path = ui_test_find_named (preferences, "engine_path_row");
  g_assert_nonnull (engine_path);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (engine_path)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (engine_path), "/opt/engines/lc0");
  g_autofree char *typed = g_settings_get_string (settings, "engine-path");
  g_assert_cmpstr (typed, ==, "");
  g_signal_emit_by_name (engine_path, "apply");
  g_autofree char *chosen = g_settings_get_string (settings, "engine-path");
  g_assert_cmpstr (chosen, ==, "/opt/engines/lc0");
  g_settings_reset (settings, "engine-path");
  adj_compat_close (preferences);
  wait_until (dialog_gone, window);

  /* The other dialogs open over the window, and go, without a warning
   * (G_DEBUG=fatal-warnings). */
  for (const char *const *action = (const char *const[]) { "app.preferences", "app.shortcuts", "win.new-envelope", NULL }; *action; action++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), *action, NULL));
      wait_until (dialog_shown, window);
      GtkWidget *dialog = adj_compat_get_visible_dialog (window);
      g_assert_nonnull (dialog);
      adj_compat_close (dialog);
      wait_until (dialog_gone, window);
      g_assert_null (adj_compat_get_visible_dialog (window));
    }

  /* Quitting, with a dialog open over the window, closes the window, which
   * saves its size. */
  gtk_window_set_default_size (window, 1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  wait_until (dialog_shown, window);
  run->checked = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
on_activate (GApplication *app, Run *run)
{
  if (!run->checked)
    check_running_app (run);
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

  /* The next window opens at that size (the memory backend keeps it for
   * the whole process). */
  g_autoptr(AdjApplication) again = adj_application_new ();
  g_application_set_flags (G_APPLICATION (again), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (again), NULL, NULL));
  ui_test_application_wait_opened (again);
  AdjWindow *window = adj_window_new (again);
  int width, height;
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  g_assert_cmpint (height, ==, 700);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An archive that cannot be opened is said so, in place of the empty state;
 * its name is shown as it is, "&" and "<" included (not taken for markup). */
static void
test_archive_error (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adjourn-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "Club A & B <open>.db", NULL);
  g_assert_true (g_file_set_contents (path, "these are not the bytes of an SQLite file, not at all", -1, NULL));
  g_autofree char *saved = g_strdup (g_getenv ("ADJOURN_DB"));
  g_setenv ("ADJOURN_DB", path, TRUE);

  g_autoptr(AdjApplication) app = adj_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  ui_test_application_wait_opened (app);
  const GError *error = NULL;
  g_assert_null (adj_application_get_store (app, &error));
  g_assert_nonnull (error);
  AdjWindow *window = adj_window_new (app);
  GtkStack *stack = GTK_STACK (ui_test_find_stack_with_page (GTK_WIDGET (window), "error"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "error");
  AdwStatusPage *page = ADW_STATUS_PAGE (gtk_stack_get_visible_child (stack));
  g_assert_nonnull (strstr (error->message, "Club A & B <open>.db"));
  g_assert_nonnull (ui_test_find_label_showing (GTK_WIDGET (page), error->message));
  /* Its icon is set when the page is shown, not loaded for every start. */
  g_assert_cmpstr (adw_status_page_get_icon_name (page), ==, "dialog-error-symbolic");
  gtk_window_destroy (GTK_WINDOW (window));

  if (saved)
    g_setenv ("ADJOURN_DB", saved, TRUE);
  else
    g_unsetenv ("ADJOURN_DB");
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/window/start-about-and-size"))
    return g_test_run ();
  g_test_add_func ("/ui/window/start-about-and-size", test_start_about_and_size);
  g_test_add_func ("/ui/window/archive-error", test_archive_error);
  return g_test_run ();
}
