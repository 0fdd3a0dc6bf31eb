/* adj-walkthrough.c — the frame of a walkthrough, shared by its windows
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-walkthrough"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-walkthrough.h"

typedef struct
{
  AdjStep           **steps;
  guint               n_steps;
  guint               n_walked;
  const char *const  *names;
  guint               step;
  /* A thread runs (the store is its own meanwhile). */
  gboolean            busy;
  /* Something was entered since the walkthrough opened. */
  gboolean            edited;

  /* The frame's widgets, from the subclass's template. */
  AdwWindowTitle     *window_title;
  GtkWidget          *cancel_button;
  GtkWidget          *back_button;
  GtkWidget          *next_button;
  GtkWidget          *commit_button;
  GtkWidget          *done_button;
  GtkSpinner         *spinner;
  GtkBox             *step_dots;
  GtkStack           *stack;
} AdjWalkthroughPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (AdjWalkthrough, adj_walkthrough, ADW_TYPE_WINDOW)

static void
enable (AdjWalkthrough *self, const char *action, gboolean enabled)
{
  g_autofree char *name = g_strconcat (ADJ_WALKTHROUGH_GET_CLASS (self)->prefix, ".", action, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), name, enabled);
}

static void
update_dots (AdjWalkthrough *self)
{
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  int i = 0;
  for (GtkWidget *dot = gtk_widget_get_first_child (GTK_WIDGET (priv->step_dots)); dot;
       dot = gtk_widget_get_next_sibling (dot), i++)
    {
      if (i == (int) priv->step)
        gtk_widget_add_css_class (dot, "current");
      else
        gtk_widget_remove_css_class (dot, "current");
      if (i < (int) priv->step)
        gtk_widget_add_css_class (dot, "done");
      else
        gtk_widget_remove_css_class (dot, "done");
    }
}

void
adj_walkthrough_update (AdjWalkthrough *self)
{
  g_return_if_fail (ADJ_IS_WALKTHROUGH (self));
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (self);
  guint step = priv->step;
  guint last = priv->n_walked - 1;
  gboolean walking = step < priv->n_walked;
  /* While the thread runs, nothing here may touch the store: every action
   * that could is off, and so is every field. */
  gboolean idle = !priv->busy;

  gtk_widget_set_visible (priv->cancel_button, walking);
  gtk_widget_set_visible (priv->back_button, walking && step > 0);
  gtk_widget_set_visible (priv->next_button, step < last);
  gtk_widget_set_visible (priv->commit_button, step == last);
  gtk_widget_set_visible (priv->done_button, step == priv->n_walked);

  enable (self, "back", idle && walking && step > 0);
  enable (self, "cancel", idle);
  enable (self, "done", step == priv->n_walked);
  gtk_widget_set_sensitive (GTK_WIDGET (priv->stack), idle);
  gtk_widget_set_visible (GTK_WIDGET (priv->spinner), priv->busy);
  gtk_spinner_set_spinning (priv->spinner, priv->busy);

  GtkWidget *default_button = step < last ? priv->next_button
                            : step == last ? priv->commit_button
                                           : priv->done_button;
  gtk_window_set_default_widget (GTK_WINDOW (self), default_button);

  adw_window_title_set_title (priv->window_title, walking ? adj_step_get_title (priv->steps[step]) : _(klass->done_title));
  g_autofree char *subtitle = priv->busy ? g_strdup (_(klass->busy_subtitle))
    /* Translators: the step indicator under the window title */
    : walking ? g_strdup_printf (_("Step %d of %d"), (int) step + 1, (int) priv->n_walked)
    : NULL;
  adw_window_title_set_subtitle (priv->window_title, subtitle);
  update_dots (self);

  if (klass->update)
    klass->update (self);
}

void
adj_walkthrough_go_to (AdjWalkthrough *self, guint step)
{
  g_return_if_fail (ADJ_IS_WALKTHROUGH (self));
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (self);

  g_assert (step <= priv->n_walked);
  priv->step = step;
  if (klass->entering)
    klass->entering (self, step);
  gtk_stack_set_visible_child_name (priv->stack, priv->names[step]);
  adj_walkthrough_update (self);

  /* The keyboard starts on the step's first field, or on the button that
   * ends it. */
  GtkWidget *first = step < priv->n_steps ? adj_step_get_first_field (priv->steps[step]) : NULL;
  if (first == NULL)
    first = gtk_window_get_default_widget (GTK_WINDOW (self));
  if (first && gtk_widget_get_sensitive (first) && !gtk_widget_grab_focus (first))
    gtk_widget_child_focus (first, GTK_DIR_TAB_FORWARD);
}

/* A step says that what it holds changed. */
static void
step_changed (AdjWalkthrough *self, AdjStep *page)
{
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (self);

  priv->edited = TRUE;
  if (klass->step_changed)
    klass->step_changed (self, page);
  else
    adj_walkthrough_update (self);
}

static void
close_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (widget);
  if (klass->clear_secrets)
    klass->clear_secrets (ADJ_WALKTHROUGH (widget));
  gtk_window_close (GTK_WINDOW (widget));
}

static void
discard_answered (gboolean confirmed, gpointer data)
{
  if (confirmed)
    close_action (data, NULL, NULL);
}

static void
cancel_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjWalkthrough *self = ADJ_WALKTHROUGH (widget);
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (self);

  /* A stray Escape must not lose what was entered. */
  if (priv->edited && priv->step < priv->n_walked)
    adj_compat_confirm (widget, _(klass->discard_heading), _(klass->discard_body),
                        _("_Keep Editing"), _(klass->discard_label), discard_answered, self);
  else
    close_action (widget, action_name, parameter);
}

static gboolean
adj_walkthrough_close_request (GtkWindow *window)
{
  AdjWalkthrough *self = ADJ_WALKTHROUGH (window);
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (self);

  /* The thread's result needs its page; it takes a second at most. */
  if (priv->busy)
    return TRUE;
  if (klass->clear_secrets)
    klass->clear_secrets (self);
  return GTK_WINDOW_CLASS (adj_walkthrough_parent_class)->close_request (window);
}

void
adj_walkthrough_class_setup (GtkWidgetClass *widget_class, const char *prefix,
                             const char *commit_id, const char *spinner_id)
{
  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), ADJ_TYPE_WALKTHROUGH));
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_CLASS (widget_class);

  klass->prefix = prefix;
  klass->commit_id = commit_id;
  klass->spinner_id = spinner_id;
  /* Bound without a field: the frame finds them by name. */
  static const char *const ids[] = {
    "window_title", "cancel_button", "back_button", "next_button", "done_button", "step_dots",
  };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    gtk_widget_class_bind_template_child_full (widget_class, ids[i], FALSE, 0);

  g_autofree char *cancel = g_strconcat (prefix, ".cancel", NULL);
  g_autofree char *done = g_strconcat (prefix, ".done", NULL);
  g_autofree char *back = g_strconcat (prefix, ".back", NULL);
  g_autofree char *next = g_strconcat (prefix, ".next", NULL);
  gtk_widget_class_install_action (widget_class, cancel, NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, done, NULL, close_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, cancel, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, back, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, next, NULL);
}

static gpointer
child (AdjWalkthrough *self, const char *id)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (self), G_OBJECT_TYPE (self), id);
  g_assert (object != NULL);
  return object;
}

void
adj_walkthrough_set_steps (AdjWalkthrough *self, AdjStep *const *steps, guint n_steps,
                           guint n_walked, const char *const *names)
{
  g_return_if_fail (ADJ_IS_WALKTHROUGH (self));
  g_return_if_fail (n_walked > 0 && (n_steps == n_walked || n_steps == n_walked + 1));
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  AdjWalkthroughClass *klass = ADJ_WALKTHROUGH_GET_CLASS (self);

  priv->window_title = child (self, "window_title");
  priv->cancel_button = child (self, "cancel_button");
  priv->back_button = child (self, "back_button");
  priv->next_button = child (self, "next_button");
  priv->commit_button = child (self, klass->commit_id);
  priv->done_button = child (self, "done_button");
  priv->spinner = child (self, klass->spinner_id);
  priv->step_dots = child (self, "step_dots");
  priv->stack = child (self, "stack");

  priv->steps = g_new (AdjStep *, n_steps);
  memcpy (priv->steps, steps, n_steps * sizeof *steps);
  priv->n_steps = n_steps;
  priv->n_walked = n_walked;
  priv->names = names;
  for (guint i = 0; i < n_walked; i++)
    {
      GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (dot, "seal-step-dot");
      gtk_box_append (priv->step_dots, dot);
    }
  for (guint i = 0; i < n_steps; i++)
    g_signal_connect_swapped (steps[i], "changed", G_CALLBACK (step_changed), self);
}

AdjStep *
adj_walkthrough_get_page (AdjWalkthrough *self, guint step)
{
  g_return_val_if_fail (ADJ_IS_WALKTHROUGH (self), NULL);
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  g_return_val_if_fail (step < priv->n_steps, NULL);
  return priv->steps[step];
}

guint
adj_walkthrough_get_step (AdjWalkthrough *self)
{
  g_return_val_if_fail (ADJ_IS_WALKTHROUGH (self), 0);
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  return priv->step;
}

gboolean
adj_walkthrough_is_busy (AdjWalkthrough *self)
{
  g_return_val_if_fail (ADJ_IS_WALKTHROUGH (self), FALSE);
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  return priv->busy;
}

void
adj_walkthrough_set_busy (AdjWalkthrough *self, gboolean busy)
{
  g_return_if_fail (ADJ_IS_WALKTHROUGH (self));
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  priv->busy = busy;
}

void
adj_walkthrough_set_edited (AdjWalkthrough *self, gboolean edited)
{
  g_return_if_fail (ADJ_IS_WALKTHROUGH (self));
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);
  priv->edited = edited;
}

static void
adj_walkthrough_dispose (GObject *object)
{
  AdjWalkthrough *self = ADJ_WALKTHROUGH (object);
  AdjWalkthroughPrivate *priv = adj_walkthrough_get_instance_private (self);

  /* The steps go with the template; what they say meanwhile (a step
   * empties its entries) is no longer the frame's business. */
  for (guint i = 0; i < priv->n_steps; i++)
    g_signal_handlers_disconnect_by_data (priv->steps[i], self);
  g_clear_pointer (&priv->steps, g_free);
  priv->n_steps = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), G_OBJECT_TYPE (self));
  priv->window_title = NULL;
  priv->cancel_button = priv->back_button = priv->next_button = NULL;
  priv->commit_button = priv->done_button = NULL;
  priv->spinner = NULL;
  priv->step_dots = NULL;
  priv->stack = NULL;

  G_OBJECT_CLASS (adj_walkthrough_parent_class)->dispose (object);
}

void
adj_walkthrough_fit_size (int parent_width, int parent_height, int min_width, int min_height,
                          int *width, int *height)
{
  g_return_if_fail (width != NULL && height != NULL);
  if (parent_width > 0)
    *width = MAX (MIN (*width, parent_width), min_width);
  if (parent_height > 0)
    *height = MAX (MIN (*height, parent_height), min_height);
}

/* Each time it is shown, the frame fits the window it belongs to as it is
 * now (a phone's, a tiled half screen). */
static void
adj_walkthrough_show (GtkWidget *widget)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));
  int width, height, min_width, min_height;

  gtk_window_get_default_size (GTK_WINDOW (widget), &width, &height);
  gtk_widget_get_size_request (widget, &min_width, &min_height);
  if (parent && gtk_widget_get_realized (GTK_WIDGET (parent)))
    {
      adj_walkthrough_fit_size (gtk_widget_get_width (GTK_WIDGET (parent)),
                                gtk_widget_get_height (GTK_WIDGET (parent)),
                                min_width, min_height, &width, &height);
      gtk_window_set_default_size (GTK_WINDOW (widget), width, height);
    }
  GTK_WIDGET_CLASS (adj_walkthrough_parent_class)->show (widget);
}

static void
adj_walkthrough_class_init (AdjWalkthroughClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_walkthrough_dispose;
  GTK_WIDGET_CLASS (klass)->show = adj_walkthrough_show;
  GTK_WINDOW_CLASS (klass)->close_request = adj_walkthrough_close_request;
}

static void
adj_walkthrough_init (AdjWalkthrough *self)
{
}
