/* test-push-window.c — the archive preference (another file, a server whose
 * password is never shown) and Push Event to Federation Archive… to a
 * second archive file
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-custody.h"
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
  g_signal_emit_by_name (row, "apply");
  g_autofree char *key = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (key, ==, second);
  g_assert_cmpstr (store_path (), ==, second);
  g_assert_true (window->store == adj_application_get_store (app, NULL));
  ui_test_wait_until (g_strcmp0 (visible_page (), "empty") == 0);

  /* A relative path is refused, named, and nothing changes. */
  gtk_editable_set_text (GTK_EDITABLE (row), "club.db");
  g_signal_emit_by_name (row, "apply");
  g_autofree char *unchanged = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (unchanged, ==, second);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (named (page, "archive_group"))),
                            "full path"));

  /* A server with its password typed apart: kept, never shown. Nothing
   * listens on port 1 here: the window says the archive cannot be opened,
   * naming it without the password. */
  gtk_editable_set_text (GTK_EDITABLE (row), "postgresql://arbiter@127.0.0.1:1/federation");
  g_assert_true (gtk_widget_get_visible (password_row));
  gtk_editable_set_text (GTK_EDITABLE (password_row), SECRET);
  g_signal_emit_by_name (row, "apply");
  g_autofree char *server = g_settings_get_string (settings, "archive");
  g_assert_cmpstr (server, ==, "postgresql://arbiter:" SECRET "@127.0.0.1:1/federation");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "postgresql://arbiter@127.0.0.1:1/federation");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (password_row)), ==, "");
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (password_row)), "kept"));
  g_assert_null (adj_application_get_store (app, NULL));
  ui_test_wait_until (g_strcmp0 (visible_page (), "error") == 0);
  const char *why = adw_status_page_get_description (window->error_page);
  g_assert_nonnull (strstr (why, "127.0.0.1"));
  g_assert_null (strstr (why, SECRET));

  /* The page as it is seen (scrolled to the archive group, at the bottom). */
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (ui_test_find (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (scrolled);
  ui_test_settle (page);
  gtk_adjustment_set_value (vadj, gtk_adjustment_get_upper (vadj));
  ui_test_wait_until (gtk_widget_get_mapped (row));
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (window), dialog, "preferences-archive"));

  /* Back to the first file. */
  gtk_editable_set_text (GTK_EDITABLE (row), first);
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (store_path (), ==, first);
  ui_test_wait_until (g_strcmp0 (visible_page (), "empty") == 0);
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
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
  if (!ui_test_init (&argc, &argv, "/ui/push-window/preference"))
    return g_test_run ();

  tmp_dir = g_dir_make_tmp ("adjourn-push-XXXXXX", NULL);
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
  g_test_add_func ("/ui/push-window/push", test_push);
  int status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  g_settings_reset (settings, "archive");
  ui_test_dir_remove (tmp_dir);
  return status;
}
