/* ui-test.h — what the display suites share: finding widgets, waiting for the
 * main loop, and writing a screenshot of a widget into the build tree
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <locale.h>
#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-application.h"
#include <glib/gstdio.h>

/* The first descendant of WIDGET (itself included, children in order)
 * for which MATCH (descendant, DATA) holds. */
static inline GtkWidget *
ui_test_find_matching (GtkWidget *widget, gboolean (*match) (GtkWidget *, gconstpointer), gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_matching (child, match, data);
      if (found)
        return found;
    }
  return NULL;
}

static inline gboolean
ui_test_is_of_type_ (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The first descendant of WIDGET (itself included) of type TYPE. */
static inline GtkWidget *
ui_test_find (GtkWidget *widget, GType type)
{
  return ui_test_find_matching (widget, ui_test_is_of_type_, GSIZE_TO_POINTER (type));
}

static inline gboolean
ui_test_is_named_ (GtkWidget *widget, gconstpointer name)
{
  const char *id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget));
  return g_strcmp0 (id, name) == 0 || g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The first descendant whose buildable id or widget name is NAME. */
static inline GtkWidget *
ui_test_find_named (GtkWidget *widget, const char *name)
{
  return ui_test_find_matching (widget, ui_test_is_named_, name);
}

static inline gboolean
ui_test_shows_text_ (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The first label under WIDGET whose text, as shown (markup taken out), is
 * TEXT. */
static inline GtkWidget *
ui_test_find_label_showing (GtkWidget *widget, const char *text)
{
  return ui_test_find_matching (widget, ui_test_shows_text_, text);
}

static inline gboolean
ui_test_triggers_ (GtkWidget *widget, gconstpointer action_name)
{
  return GTK_IS_ACTIONABLE (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

/* The first descendant that triggers ACTION_NAME. */
static inline GtkWidget *
ui_test_find_actionable (GtkWidget *widget, const char *action_name)
{
  return ui_test_find_matching (widget, ui_test_triggers_, action_name);
}

static inline gboolean
ui_test_has_page_ (GtkWidget *widget, gconstpointer name)
{
  return GTK_IS_STACK (widget) && gtk_stack_get_child_by_name (GTK_STACK (widget), name);
}

/* The first stack under WIDGET that has a page called NAME (libadwaita's
 * own widgets have stacks too). */
static inline GtkWidget *
ui_test_find_stack_with_page (GtkWidget *widget, const char *name)
{
  return ui_test_find_matching (widget, ui_test_has_page_, name);
}

/* WIDGET's own click gesture for BUTTON in PHASE, for a test to emit its
 * signals (GTK 4.8 cannot synthesize the pointer's events). */
static inline GtkGesture *
ui_test_find_click (GtkWidget *widget, guint button, GtkPropagationPhase phase)
{
  GtkGesture *found = NULL;
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; !found && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button
          && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == phase)
        found = GTK_GESTURE (controller);
    }
  g_assert_nonnull (found);
  return found;
}

/* The file chooser shown (GtkFileChooserNative shows one where there is
 * no portal), or NULL. */
static inline GtkFileChooserDialog *
ui_test_find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_FILE_CHOOSER_DIALOG (window);
    }
  return NULL;
}

/* The button under WIDGET labelled LABEL, found as a user would find it. */
static inline GtkWidget *
ui_test_find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_button (child, label);
      if (found)
        return found;
    }
  return NULL;
}

/* Remove DIR and the files in it (a test's scratch folder: no subfolders). */
static inline void
ui_test_dir_remove (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* A scratch archive for a test that runs the application: $ADJOURN_DB
 * points into a fresh folder, in the light style the screenshots use, and
 * both are put back afterwards. */
typedef struct {
  char *dir;
  char *saved_db;
} UiTestArchive;

static inline void
ui_test_archive_begin (UiTestArchive *a, const char *tag)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *pattern = g_strdup_printf ("adjourn-ui-%s-XXXXXX", tag);
  a->dir = g_dir_make_tmp (pattern, &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (a->dir, "archive.db", NULL);
  a->saved_db = g_strdup (g_getenv ("ADJOURN_DB"));
  g_setenv ("ADJOURN_DB", path, TRUE);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static inline void
ui_test_archive_end (UiTestArchive *a)
{
  if (a->saved_db)
    g_setenv ("ADJOURN_DB", a->saved_db, TRUE);
  else
    g_unsetenv ("ADJOURN_DB");
  ui_test_dir_remove (a->dir);
  g_clear_pointer (&a->dir, g_free);
  g_clear_pointer (&a->saved_db, g_free);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* Run the main loop until nothing is pending and MS milliseconds have passed
 * (layout, frame clock and idle handlers all get their turn). */
static inline void
ui_test_wait (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Run the main loop until CONDITION holds; after ten seconds, fail the
 * test naming it. A fixed wait races a loaded machine (CI runs two suites
 * side by side); a condition does not. */
#define ui_test_wait_until(condition)                                              \
  G_STMT_START {                                                                   \
    gint64 ui_test_deadline_ = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;      \
    while (!(condition))                                                           \
      {                                                                            \
        if (g_get_monotonic_time () > ui_test_deadline_)                           \
          g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC,        \
                               "still false after 10 s: " #condition);             \
        if (!g_main_context_iteration (NULL, FALSE))                               \
          g_usleep (1000);                                                         \
      }                                                                            \
  } G_STMT_END

static inline void
ui_test_painted_ (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

/* Run the main loop until WIDGET has been drawn once more (its frame clock
 * has painted after a redraw asked for now), so that what it shows is
 * what the last change made, however slow the machine. */
static inline void
ui_test_wait_painted (GtkWidget *widget)
{
  ui_test_wait_until (gtk_widget_get_mapped (widget));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (ui_test_painted_), &painted);
  gtk_widget_queue_draw (widget);
  ui_test_wait_until (painted);
  g_signal_handler_disconnect (clock, handler);
}

/* Let WIDGET's window settle after a change: idle work, transitions
 * started by it, then a frame (layout included, so that list views have
 * made their rows). */
static inline void
ui_test_settle (GtkWidget *widget)
{
  ui_test_wait (100);
  ui_test_wait_painted (GTK_WIDGET (gtk_widget_get_root (widget)));
}

/* Show WINDOW and run the main loop until it is mapped, has its size and
 * has been drawn. */
static inline void
ui_test_present (GtkWindow *window)
{
  gtk_window_present (window);
  ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (window)) && gtk_widget_get_width (GTK_WIDGET (window)) > 0);
  ui_test_wait_painted (GTK_WIDGET (window));
}

/* Render NODE (WIDTH × HEIGHT) through the renderer of WIDGET's window to
 * $ADJ_SCREENSHOT_DIR/NAME.png (the build tree's screenshots/, set by
 * tests/ui/meson.build). Returns the path (free it). */
static inline char *
ui_test_save_node (GtkWidget *widget, GskRenderNode *node, int width, int height, const char *name)
{
  const char *env = g_getenv ("ADJ_SCREENSHOT_DIR");
  g_autofree char *dir = g_strdup (env ? env : "screenshots");
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  char *path = g_build_filename (dir, file, NULL);

  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_assert_nonnull (renderer);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, &bounds);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
  return path;
}

/* Render WIDGET (mapped, usually a window) to NAME.png through its own
 * renderer, as the compositor would see it, once the main loop has had its
 * turn. Returns the path (free it), or NULL with a test failure when the
 * widget cannot be rendered. */
static inline char *
ui_test_screenshot (GtkWidget *widget, const char *name)
{
  /* Transitions and idle work first, then one more frame: the widget's
   * render node is what the paintable copies, and a widget not yet drawn
   * since it was mapped or resized has none. */
  ui_test_wait (150);
  ui_test_wait_painted (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  g_autoptr(GskRenderNode) node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  return ui_test_save_node (widget, node, width, height, name);
}

/* WINDOW dimmed and a modal DIALOG centred on it, as the shell shows
 * them, into SNAPSHOT, which is left translated to the dialog's origin
 * (for what is drawn over the dialog: a popover). */
static inline void
ui_test_snapshot_over (GtkSnapshot *snapshot, GtkWidget *window, GtkWidget *dialog)
{
  int ww = gtk_widget_get_width (window), wh = gtk_widget_get_height (window);
  int dw = gtk_widget_get_width (dialog), dh = gtk_widget_get_height (dialog);
  g_assert_cmpint (ww, >, 0);
  g_assert_cmpint (dw, >, 0);
  g_assert_cmpint (dh, >, 0);
  g_autoptr(GdkPaintable) window_paint = gtk_widget_paintable_new (window);
  g_autoptr(GdkPaintable) dialog_paint = gtk_widget_paintable_new (dialog);
  gdk_paintable_snapshot (window_paint, snapshot, ww, wh);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0.25 }, &GRAPHENE_RECT_INIT (0, 0, ww, wh));
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (floor ((ww - dw) / 2.0), MAX (0, floor ((wh - dh) / 2.0))));
  gdk_paintable_snapshot (dialog_paint, snapshot, dw, dh);
}

/* A modal DIALOG over WINDOW in one picture (ui_test_snapshot_over).
 * Renders at once (a spinner's frame stays as it is): callers wait first
 * when they need to. */
static inline char *
ui_test_screenshot_over (GtkWidget *window, GtkWidget *dialog, const char *name)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  ui_test_snapshot_over (snapshot, window, dialog);
  g_autoptr(GskRenderNode) node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  return ui_test_save_node (window, node, gtk_widget_get_width (window), gtk_widget_get_height (window), name);
}

/* ui_test_screenshot_over once transitions are over and both have been
 * drawn since the last change. */
static inline char *
ui_test_screenshot_over_settled (GtkWidget *window, GtkWidget *dialog, const char *name)
{
  ui_test_wait (150);
  ui_test_wait_painted (window);
  ui_test_wait_painted (dialog);
  return ui_test_screenshot_over (window, dialog, name);
}

/* The archive opens in the background, from startup on: the main loop runs
 * until it is open, or has failed. */
static inline void
ui_test_application_wait_opened (AdjApplication *app)
{
  while (adj_application_get_opening (app))
    g_main_context_iteration (NULL, TRUE);
}

/* The application as the tests start it: not unique (suites run side by
 * side), registered, so that it has started up, and its archive open
 * ($ADJOURN_DB, which each suite points at a folder of its own). */
static inline AdjApplication *
ui_test_application_new (void)
{
  AdjApplication *app = adj_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  ui_test_application_wait_opened (app);
  return app;
}

static inline void
ui_test_skip_without_display (void)
{
  g_test_skip ("no display: make test runs this suite under xvfb-run");
}

/* With a display: gtk_test_init and adw_init, and TRUE. Without one:
 * g_test_init and a single test SKIPPED_PATH that says why it is skipped,
 * and FALSE; main then only runs that. */
static inline gboolean
ui_test_init (int *argc, char ***argv, const char *skipped_path)
{
  if (!g_getenv ("DISPLAY") && !g_getenv ("WAYLAND_DISPLAY"))
    {
      g_test_init (argc, argv, NULL);
      g_test_add_func (skipped_path, ui_test_skip_without_display);
      return FALSE;
    }
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}

/* Speak LANG from now on ("ca", "es", "pt_BR", or "en" for the source
 * strings): the locale it needs (make test generates the missing ones) and
 * the build tree's catalogues ($ADJOURN_LOCALEDIR, set by tests/meson.build).
 * What is built afterwards (a dialog, its templates) is in LANG; what was
 * built before keeps the words it was built with. gtk_test_init sets its own
 * locale, so call this after ui_test_init. */
static inline void
ui_test_use_language (const char *lang)
{
  static const struct { const char *lang; const char *locale; } locales[] = {
    { "en", "C.UTF-8" },
    { "ca", "ca_ES.UTF-8" },
    { "es", "es_ES.UTF-8" },
    { "pt_BR", "pt_BR.UTF-8" },
  };
  const char *locale = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    if (g_str_equal (locales[i].lang, lang))
      locale = locales[i].locale;
  g_assert_nonnull (locale);
  if (!setlocale (LC_ALL, locale))
    {
      g_autofree char *message = g_strdup_printf ("locale %s is not generated (make test generates it: "
                                                  "package locales, /etc/locale.gen, locale-gen)", locale);
      g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, message);
    }
  const char *dir = g_getenv ("ADJOURN_LOCALEDIR");
  g_assert_nonnull (dir);
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_setenv ("LANGUAGE", lang, TRUE);
}
