/* adj-step.c — one step of a walkthrough, the page a frame moves through
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-step"

#include "config.h"

#include <string.h>

#include "adj-step.h"

typedef struct
{
  char *title;
} AdjStepPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (AdjStep, adj_step, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

const char *
adj_step_get_title (AdjStep *self)
{
  AdjStepPrivate *priv = adj_step_get_instance_private (self);

  g_return_val_if_fail (ADJ_IS_STEP (self), NULL);

  return priv->title;
}

void
adj_step_set_title (AdjStep    *self,
                    const char *title)
{
  AdjStepPrivate *priv = adj_step_get_instance_private (self);

  g_return_if_fail (ADJ_IS_STEP (self));

  if (g_strcmp0 (priv->title, title) == 0)
    return;
  g_free (priv->title);
  priv->title = g_strdup (title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

gboolean
adj_step_is_complete (AdjStep *self)
{
  g_return_val_if_fail (ADJ_IS_STEP (self), FALSE);

  if (ADJ_STEP_GET_CLASS (self)->is_complete == NULL)
    return TRUE;
  return ADJ_STEP_GET_CLASS (self)->is_complete (self);
}

GtkWidget *
adj_step_get_first_field (AdjStep *self)
{
  g_return_val_if_fail (ADJ_IS_STEP (self), NULL);

  if (ADJ_STEP_GET_CLASS (self)->get_first_field == NULL)
    return NULL;
  return ADJ_STEP_GET_CLASS (self)->get_first_field (self);
}

void
adj_step_changed (AdjStep *self)
{
  g_return_if_fail (ADJ_IS_STEP (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

void
adj_step_mark (gpointer field,
               gboolean bad)
{
  g_return_if_fail (GTK_IS_WIDGET (field));

  if (bad)
    gtk_widget_add_css_class (GTK_WIDGET (field), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (field), "error");
}

void
adj_step_say (GtkLabel   *label,
              const char *message)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_text (label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

char *
adj_step_dup_text (gpointer editable)
{
  g_return_val_if_fail (GTK_IS_EDITABLE (editable), NULL);

  char *s = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (editable))));
  if (*s == '\0')
    g_clear_pointer (&s, g_free);
  return s;
}

char *
adj_step_sentence (const char *message)
{
  if (!message || !*message)
    return g_strdup (message);
  char head[8] = { 0 };
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (message)), head);
  return g_strconcat (head, g_utf8_next_char (message), NULL);
}

char *
adj_step_store_sentence (const char *path, const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  const char *message = error->message;
  gsize n = path ? strlen (path) : 0;
  if (n > 0 && g_str_has_prefix (message, path) && g_str_has_prefix (message + n, ": "))
    message += n + 2;
  return adj_step_sentence (message);
}

static void
adj_step_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AdjStep *self = ADJ_STEP (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, adj_step_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_step_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  AdjStep *self = ADJ_STEP (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      adj_step_set_title (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_step_dispose (GObject *object)
{
  GtkWidget *child;

  /* A step's template has one child, its page. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (adj_step_parent_class)->dispose (object);
}

static void
adj_step_finalize (GObject *object)
{
  AdjStepPrivate *priv = adj_step_get_instance_private (ADJ_STEP (object));

  g_free (priv->title);

  G_OBJECT_CLASS (adj_step_parent_class)->finalize (object);
}

static void
adj_step_class_init (AdjStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = adj_step_get_property;
  object_class->set_property = adj_step_set_property;
  object_class->dispose = adj_step_dispose;
  object_class->finalize = adj_step_finalize;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_step_init (AdjStep *self)
{
}
