/* adj-window.c — the main window: header bar, primary menu, and the pages
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-window"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-seal-assistant.h"
#include "adj-window.h"

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  AdwStatusPage        *error_page;
};

G_DEFINE_FINAL_TYPE (AdjWindow, adj_window, ADW_TYPE_APPLICATION_WINDOW)

void
adj_window_restored_size (int  saved_width,
                          int  saved_height,
                          int *width,
                          int *height)
{
  g_return_if_fail (width != NULL && height != NULL);

  /* A size of zero or less means nothing was saved (or it was damaged):
   * start from the default rather than from a sliver. */
  *width = saved_width > 0 ? MAX (saved_width, ADJ_WINDOW_MIN_WIDTH) : ADJ_WINDOW_DEFAULT_WIDTH;
  *height = saved_height > 0 ? MAX (saved_height, ADJ_WINDOW_MIN_HEIGHT) : ADJ_WINDOW_DEFAULT_HEIGHT;
}

/* Every action's enabled state is decided here, from the window's state. */
static void
adj_window_update_actions (AdjWindow *self)
{
  /* Sealing needs nothing selected: a new envelope can always be started. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-envelope", TRUE);
}

static void
adj_window_new_envelope_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  AdjApplication *application = ADJ_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  AdjStore *store = application ? adj_application_get_store (application, NULL) : NULL;
  AdjSealAssistant *assistant = adj_seal_assistant_new (GTK_WINDOW (self), store);

  gtk_window_present (GTK_WINDOW (assistant));
}

static void
adj_window_save_state (AdjWindow *self)
{
  int width;
  int height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static void
adj_window_restore_state (AdjWindow *self)
{
  int width;
  int height;

  adj_window_restored_size (g_settings_get_int (self->settings, "window-width"),
                            g_settings_get_int (self->settings, "window-height"),
                            &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
adj_window_close_request (GtkWindow *window)
{
  adj_window_save_state (ADJ_WINDOW (window));

  return GTK_WINDOW_CLASS (adj_window_parent_class)->close_request (window);
}

AdjWindow *
adj_window_new (AdjApplication *application)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (application), NULL);

  AdjWindow *self = g_object_new (ADJ_TYPE_WINDOW, "application", application, NULL);
  const GError *error = NULL;
  /* Without its archive the window says why instead of an empty state
   * that would suggest sealing into nowhere. */
  if (!adj_application_get_store (application, &error))
    {
      adw_status_page_set_description (self->error_page, error ? error->message : NULL);
      gtk_stack_set_visible_child_name (self->stack, "error");
    }
  return self;
}

static void
adj_window_dispose (GObject *object)
{
  AdjWindow *self = ADJ_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_window_parent_class)->dispose (object);
}

static void
adj_window_class_init (AdjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  const AdjShortcut *shortcuts;
  gsize n_shortcuts;

  object_class->dispose = adj_window_dispose;
  window_class->close_request = adj_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/adj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, error_page);

  gtk_widget_class_install_action (widget_class, "win.new-envelope", NULL,
                                   adj_window_new_envelope_action);

  /* The window's keys come from the one table the shortcuts dialog shows;
   * the application installs the app-wide ones. */
  shortcuts = adj_application_get_shortcuts (&n_shortcuts);
  for (gsize i = 0; i < n_shortcuts; i++)
    {
      const char *action = shortcuts[i].action_name;

      g_autoptr(GtkShortcut) shortcut = NULL;

      if (action == NULL || g_str_has_prefix (action, "app."))
        continue;
      shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].accelerator),
                                   gtk_named_action_new (action));
      gtk_widget_class_add_shortcut (widget_class, shortcut);
    }
}

static void
adj_window_init (AdjWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  adj_window_restore_state (self);
  adj_window_update_actions (self);
}
