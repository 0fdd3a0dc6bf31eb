/* adj-new-envelope-window.c — where sealing a new envelope starts
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For now it shows the steps of the sealing walkthrough and says that this
 * version cannot seal yet; the walkthrough itself replaces its content.
 */
#define G_LOG_DOMAIN "adj-new-envelope-window"

#include "config.h"

#include "adj-new-envelope-window.h"

struct _AdjNewEnvelopeWindow
{
  AdwWindow            parent_instance;

  /* Template children */
  AdwStatusPage       *status_page;
  AdwPreferencesGroup *steps_group;
};

G_DEFINE_FINAL_TYPE (AdjNewEnvelopeWindow, adj_new_envelope_window, ADW_TYPE_WINDOW)

AdjNewEnvelopeWindow *
adj_new_envelope_window_new (void)
{
  return g_object_new (ADJ_TYPE_NEW_ENVELOPE_WINDOW, NULL);
}

static void
adj_new_envelope_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_NEW_ENVELOPE_WINDOW);

  G_OBJECT_CLASS (adj_new_envelope_window_parent_class)->dispose (object);
}

static void
adj_new_envelope_window_class_init (AdjNewEnvelopeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_new_envelope_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjourn/Adjourn/adj-new-envelope-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjNewEnvelopeWindow, status_page);
  gtk_widget_class_bind_template_child (widget_class, AdjNewEnvelopeWindow, steps_group);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_new_envelope_window_init (AdjNewEnvelopeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
