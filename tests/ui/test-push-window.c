/* test-push-window.c — the archive preference (another file, a server whose
 * password is kept in the password file, never in GSettings nor shown),
 * the engine's path written once settled, and Push Event to Federation
 * Archive… to a second archive file
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
#include "adj-custody.h"
#include "adj-pgpass.h"
#include "adj-preferences-page.h"
#include "adj-push-form.h"
#include "adj-sample-event.h"
#include "adj-window-private.h"
#include "ui-test.h"

#define SECRET "Sup3rSecret"

static char           *tmp_dir;
static AdjApplication *app;
static AdjWindow      *window;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static GtkWidget *
named (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_find_named (root, name);
  g_assert_nonnull (w);
  return w;
}

static const char *
store_path (void)
{
  AdjStore *store = adj_application_get_store (app, NULL);
  return store ? adj_store_get_path (store) : NULL;
}

static const char *
visible_page (void)
{
  return gtk_stack_get_visible_child_name (window->stack);
}

/* Apply ROW and wait until the archive is opened (in the background). */
static void
apply_archive (GtkWidget *row)
{
  g_signal_emit_by_name (row, "apply");
  ui_test_wait_until (!adj_application_get_opening (app));
}

/* Does any label, editable or status page under ROOT show TEXT? */
static gboolean
shows_text (GtkWidget *root, const char *text)
{
  const char *shown = NULL;
  if (GTK_IS_LABEL (root))
    shown = gtk_label_get_label (GTK_LABEL (root));
  else if (GTK_IS_EDITABLE (root))
    shown = gtk_editable_get_text (GTK_EDITABLE (root));
  else if (ADW_IS_STATUS_PAGE (root))
    shown = adw_status_page_get_description (ADW_STATUS_PAGE (root));
  else if (ADW_IS_PREFERENCES_GROUP (root))
    shown = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (root));
  if (shown && strstr (shown, text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* The archive preference: what is typed is opened at once; a server's
 * password is kept in the key but shown nowhere; what cannot be used is
 * refused with why, the archive left as it was. */
static void
test_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *first = tmp_path ("first.db");
  g_assert_cmpstr (store_path (), ==, first);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  GtkWidget *page = ui_test_find (dialog, ADJ_TYPE_PREFERENCES_PAGE);
  GtkWidget *row = named (page, "archive_row");
  GtkWidget *password_row = named (page, "archive_password_row");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, first);
  g_assert_false (gtk_widget_get_visible (password_row));

  /* Another file: the window shows that archive (empty). */
  g_autofree char *second = tmp_path ("second.db");
  gtk_editable_set_text (GTK_EDITABLE (row), second);
  apply_archive (row);
  g_autofree char *key = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (key, ==, second);
  g_assert_cmpstr (store_path (), ==, second);
  g_assert_true (window->store == adj_application_get_store (app, NULL));
  ui_test_wait_until (g_strcmp0 (visible_page (), "empty") == 0);

  /* A relative path is refused, named, and nothing changes. */
  gtk_editable_set_text (GTK_EDITABLE (row), "club.db");
  g_signal_emit_by_name (row, "apply");
  g_assert_false (adj_application_get_opening (app));
  g_autofree char *unchanged = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (unchanged, ==, second);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (named (page, "archive_group"))),
                            "full path"));

  /* A server with its password typed apart: the password goes to the
   * password file (mode 0600), the key holds the address without it, and
   * nothing shows it. Nothing listens on port 1 here: opened in the
   * background (the window shows a spinner meanwhile), the window says it
   * cannot be opened, naming it without the password. */
  const char *server_uri = "postgresql://arbiter@127.0.0.1:1/federation";
  g_autofree char *passfile = g_strdup (adj_application_get_password_file (app));
  g_assert_true (g_str_has_prefix (passfile, tmp_dir));
  GtkWidget *forget = named (page, "forget_password_button");
  gtk_editable_set_text (GTK_EDITABLE (row), server_uri);
  g_assert_true (gtk_widget_get_visible (password_row));
  g_assert_false (gtk_widget_get_visible (forget));
  gtk_editable_set_text (GTK_EDITABLE (password_row), SECRET);
  g_signal_emit_by_name (row, "apply");
  g_assert_true (adj_application_get_opening (app));
  g_assert_cmpstr (visible_page (), ==, "opening");
  g_assert_true (gtk_widget_get_visible (named (page, "archive_spinner")));
  g_assert_false (shows_text (GTK_WIDGET (window), SECRET));
  g_assert_false (shows_text (dialog, SECRET));
  ui_test_wait_until (!adj_application_get_opening (app));
  g_assert_false (gtk_widget_get_visible (named (page, "archive_spinner")));
  g_autofree char *server = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (server, ==, server_uri);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, server_uri);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (password_row)), ==, "");
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (password_row)), "kept"));
  g_assert_true (gtk_widget_get_visible (forget));
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (passfile, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "127.0.0.1:1:federation:arbiter:" SECRET "\n");
  GStatBuf st;
  g_assert_cmpint (g_stat (passfile, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_null (adj_application_get_store (app, NULL));
  ui_test_wait_until (g_strcmp0 (visible_page (), "error") == 0);
  const char *why = adw_status_page_get_description (window->error_page);
  g_assert_nonnull (strstr (why, "127.0.0.1"));
  g_assert_null (strstr (why, SECRET));
  g_assert_false (shows_text (GTK_WIDGET (window), SECRET));
  g_assert_false (shows_text (dialog, SECRET));

  /* A password written in the address goes to the file too, replacing the
   * entry; the key never has it. */
  gtk_editable_set_text (GTK_EDITABLE (row), "postgresql://arbiter:Other" SECRET "@127.0.0.1:1/federation");
  apply_archive (row);
  g_autofree char *again = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (again, ==, server_uri);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, server_uri);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (passfile, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "127.0.0.1:1:federation:arbiter:Other" SECRET "\n");
  g_assert_false (shows_text (GTK_WIDGET (window), SECRET));
  g_assert_false (shows_text (dialog, SECRET));

  /* The page as it is seen (scrolled to the archive group, at the bottom). */
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (ui_test_find (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (scrolled);
  ui_test_settle (page);
  gtk_adjustment_set_value (vadj, gtk_adjustment_get_upper (vadj));
  ui_test_wait_until (gtk_widget_get_mapped (row));
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (window), dialog, "preferences-archive"));

  /* A server that takes the connection and never answers: the window
   * stays responsive (its main loop runs) with a spinner until the server
   * goes away, then says why. */
  g_autoptr(GSocketListener) silent = g_socket_listener_new ();
  g_autoptr(GError) listen_error = NULL;
  guint16 port = g_socket_listener_add_any_inet_port (silent, NULL, &listen_error);
  g_assert_no_error (listen_error);
  g_autofree char *slow_uri = g_strdup_printf ("postgresql://arbiter@127.0.0.1:%u/federation?connect_timeout=20&application_name=adjourn", port);
  gtk_editable_set_text (GTK_EDITABLE (row), slow_uri);
  g_signal_emit_by_name (row, "apply");
  g_assert_true (adj_application_get_opening (app));
  gint64 started = g_get_monotonic_time ();
  guint ticks = 0;
  while (adj_application_get_opening (app) && g_get_monotonic_time () - started < 500 * G_TIME_SPAN_MILLISECOND)
    if (g_main_context_iteration (NULL, FALSE))
      ticks++;
    else
      g_usleep (1000);
  g_assert_true (adj_application_get_opening (app));
  g_assert_cmpuint (ticks, >, 0);
  g_assert_cmpstr (visible_page (), ==, "opening");
  /* The server is named as typed, its "&" too, in the preferences and on
   * the window's page (both read markup). */
  g_autofree char *shown_uri = g_strdup_printf ("postgresql://127.0.0.1:%u/federation?connect_timeout=20&application_name=adjourn", port);
  g_autofree char *opening_text = g_strdup_printf ("Opening %s…", shown_uri);
  g_assert_nonnull (ui_test_find_label_showing (dialog, opening_text));
  g_assert_nonnull (ui_test_find_label_showing (GTK_WIDGET (window), shown_uri));
  /* Rendered at once: a spinning spinner never lets the loop go idle. */
  ui_test_wait_painted (dialog);
  g_free (ui_test_screenshot_over (GTK_WIDGET (window), dialog, "archive-opening"));
  g_assert_true (adj_application_get_opening (app));
  g_socket_listener_close (silent);
  ui_test_wait_until (!adj_application_get_opening (app));
  ui_test_wait_until (g_strcmp0 (visible_page (), "error") == 0);
  gtk_editable_set_text (GTK_EDITABLE (row), server_uri);
  apply_archive (row);

  /* Forget Password: the entry is gone from the file. */
  g_signal_emit_by_name (forget, "clicked");
  g_assert_false (adj_pgpass_holds (passfile, server_uri));
  g_assert_false (gtk_widget_get_visible (forget));
  g_assert_null (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (password_row)), "kept"));

  /* Back to the first file. */
  gtk_editable_set_text (GTK_EDITABLE (row), first);
  apply_archive (row);
  g_assert_cmpstr (store_path (), ==, first);
  ui_test_wait_until (g_strcmp0 (visible_page (), "empty") == 0);
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

static void
count_change (GSettings *settings, const char *key, guint *n)
{
  (*n)++;
}

/* The engine's path is written when applied or left, not at each
 * keystroke: the engine is looked for once per path settled. */
static void
test_engine_path (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  GtkWidget *page = ui_test_find (dialog, ADJ_TYPE_PREFERENCES_PAGE);
  GtkWidget *row = named (page, "engine_path_row");
  guint changes = 0;
  gulong handler = g_signal_connect (settings, "changed::engine-path", G_CALLBACK (count_change), &changes);
  g_autofree char *before = g_settings_get_string (settings, "engine-path");

  const char *path = "/usr/games/stockfish";
  for (gsize n = 1; n <= strlen (path); n++)
    {
      g_autofree char *partial = g_strndup (path, n);
      gtk_editable_set_text (GTK_EDITABLE (row), partial);
    }
  g_autofree char *typing = g_settings_get_string (settings, "engine-path");
  g_assert_cmpstr (typing, ==, before);
  g_assert_cmpuint (changes, ==, 0);

  g_signal_emit_by_name (row, "apply");
  g_autofree char *applied = g_settings_get_string (settings, "engine-path");
  g_assert_cmpstr (applied, ==, path);
  g_assert_cmpuint (changes, ==, 1);
  /* Applied again unchanged: not written again. */
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpuint (changes, ==, 1);

  /* Typed, then left for another row: written once, when left. */
  gtk_widget_grab_focus (row);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (row));
  g_assert_true (focus == row || gtk_widget_is_ancestor (focus, row));
  gtk_editable_set_text (GTK_EDITABLE (row), "/opt/engine");
  gtk_editable_set_text (GTK_EDITABLE (row), "/opt/engines/sf");
  g_assert_cmpuint (changes, ==, 1);
  gtk_widget_grab_focus (named (page, "archive_row"));
  ui_test_wait_until (changes == 2);
  g_autofree char *left = g_settings_get_string (settings, "engine-path");
  g_assert_cmpstr (left, ==, "/opt/engines/sf");

  g_signal_handler_disconnect (settings, handler);
  g_settings_reset (settings, "engine-path");
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

/* An older Adjourn's key, its password in the address: moved to the password
 * file at start, the key written again without it. */
static void
test_migrate (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *saved = g_settings_get_string (settings, "archive");
  g_settings_set_string (settings, "archive", "postgresql://committee:Old" SECRET "@127.0.0.1:1/federation");
  AdjApplication *second = ui_test_application_new ();
  g_autofree char *key = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (key, ==, "postgresql://committee@127.0.0.1:1/federation");
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (adj_application_get_password_file (second), &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "127.0.0.1:1:federation:committee:Old" SECRET "\n"));
  const GError *error = NULL;
  g_assert_null (adj_application_get_store (second, &error));
  g_assert_nonnull (error);
  g_assert_null (strstr (error->message, SECRET));
  g_object_unref (second);
  g_settings_set_string (settings, "archive", saved);
  ui_test_wait_until (!adj_application_get_opening (app));
}

static gint64
shown_envelope_id (void)
{
  AdjArchiveItem *game = adj_archive_view_get_shown_game (adj_window_archive_view (window));
  return game ? adj_archive_item_get_row (game)->info->id : 0;
}

/* Answer the push dialog with ADDRESS and wait until the push is over. */
static void
push_to (const char *address, const char *screenshot)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.push-event", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  GtkWidget *form = named (dialog, "push_form");
  GtkWidget *address_row = named (form, "address_row");
  gtk_editable_set_text (GTK_EDITABLE (address_row), "relative.db");
  g_assert_false (adj_push_form_get_valid (ADJ_PUSH_FORM (form)));
  gtk_editable_set_text (GTK_EDITABLE (address_row), address);
  g_assert_true (adj_push_form_get_valid (ADJ_PUSH_FORM (form)));
  if (screenshot)
    g_free (ui_test_screenshot_over_settled (GTK_WIDGET (window), dialog, screenshot));
  adj_compat_respond (dialog, "confirm");
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
  ui_test_wait_until (!window->pushing);
}

static gint64
count (AdjStore *store, const char *table)
{
  g_autoptr(GError) error = NULL;
  gint64 n = adj_store_count (store, table, &error);
  g_assert_no_error (error);
  return n;
}

/* The sample event pushed to a second file: all of it there, its chain
 * verifying with the same head; pushed again, nothing new. */
static void
test_push (void)
{
  g_autoptr(GError) error = NULL;
  AdjStore *desk = adj_application_get_store (app, NULL);
  g_assert_nonnull (desk);
  gint64 id = 0;
  g_assert_true (adj_sample_event_import (desk, &id, &error));
  g_assert_no_error (error);
  adj_window_reload_archive (window);
  g_assert_true (adj_archive_view_select_envelope (adj_window_archive_view (window), id));
  ui_test_wait_until (shown_envelope_id () == id);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (desk, id, &error);
  g_assert_no_error (error);

  g_autofree char *target_path = tmp_path ("federation.db");
  push_to (target_path, "push-event");
  g_autoptr(AdjStore) target = adj_store_open_full (target_path, ADJ_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_cmpint (count (target, "envelopes"), ==, count (desk, "envelopes"));
  g_assert_cmpint (count (target, "custody"), ==, count (desk, "custody"));
  g_assert_true (adj_custody_check (target, info->event, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *desk_head = adj_custody_event_head (desk, info->event, &error);
  g_autofree char *target_head = adj_custody_event_head (target, info->event, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (target_head, ==, desk_head);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *remembered = g_settings_get_string (settings, "push-target");
  g_assert_cmpstr (remembered, ==, target_path);

  /* Again: the address is offered, nothing new is written. */
  gint64 rows = count (target, "custody");
  push_to (target_path, NULL);
  g_assert_cmpint (count (target, "custody"), ==, rows);
  g_assert_null (adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

int
main (int argc, char *argv[])
{
  /* The password file goes in the test's folder, not the user's: set
   * before GTK starts, which reads (and GLib caches) the config folder. */
  tmp_dir = g_dir_make_tmp ("adjourn-push-XXXXXX", NULL);
  g_autofree char *config = tmp_path ("config");
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  if (!ui_test_init (&argc, &argv, "/ui/push-window/preference"))
    {
      g_rmdir (tmp_dir);
      return g_test_run ();
    }

  /* The preference decides here: $ADJOURN_DB would come first. */
  g_unsetenv ("ADJOURN_DB");
  g_autofree char *first = tmp_path ("first.db");
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (settings, "archive", first);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  app = ui_test_application_new ();
  window = adj_window_new (app);
  ui_test_present (GTK_WINDOW (window));

  g_test_add_func ("/ui/push-window/preference", test_preference);
  g_test_add_func ("/ui/push-window/engine-path", test_engine_path);
  g_test_add_func ("/ui/push-window/migrate", test_migrate);
  g_test_add_func ("/ui/push-window/push", test_push);
  int status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_autofree char *passfile = g_strdup (adj_application_get_password_file (app));
  g_object_unref (app);
  g_settings_reset (settings, "archive");
  g_unlink (passfile);
  g_autofree char *passfile_dir = g_path_get_dirname (passfile);
  g_rmdir (passfile_dir);
  g_rmdir (config);
  ui_test_dir_remove (tmp_dir);
  return status;
}
