/* adj-lost-clocks-step.c — a lost envelope: the times used, re-established or set by the arbiter
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-lost-clocks-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-clock.h"
#include "adj-compat.h"
#include "adj-lost-clocks-step.h"
#include "chess-position.h"

struct _AdjLostClocksStep
{
  AdjStep              parent_instance;

  gint64               recorded[2];

  /* Template children */
  AdwPreferencesGroup *group;
  GtkSwitch           *known_switch;
  AdwEntryRow         *time_row[2];
  GtkLabel            *error_label;
};

G_DEFINE_FINAL_TYPE (AdjLostClocksStep, adj_lost_clocks_step, ADJ_TYPE_STEP)

static void
show_recorded (AdjLostClocksStep *self)
{
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      g_autofree char *text = self->recorded[side] >= 0 ? adj_clock_format_seconds (self->recorded[side]) : g_strdup ("");
      gtk_editable_set_text (GTK_EDITABLE (self->time_row[side]), text);
    }
}

void
adj_lost_clocks_step_set_recorded (AdjLostClocksStep *self, const gint64 time_used[2], const char *article)
{
  g_return_if_fail (ADJ_IS_LOST_CLOCKS_STEP (self));

  self->recorded[CHESS_WHITE] = time_used[CHESS_WHITE];
  self->recorded[CHESS_BLACK] = time_used[CHESS_BLACK];
  show_recorded (self);
  /* Nothing recorded to re-establish: the arbiter sets the clocks. */
  if (time_used[CHESS_WHITE] < 0 || time_used[CHESS_BLACK] < 0)
    adj_lost_clocks_step_set_known (self, FALSE);
  g_autofree char *description = article
    /* Translators: %s is an article of the Laws, "I.12.1". */
    ? g_strdup_printf (_("The game resumes with the times used recorded at adjournment. When they cannot be re-established, the arbiter sets the clocks (Art. %s)."), article)
    : g_strdup (_("The game resumes with the times used recorded at adjournment. When they cannot be re-established, the arbiter sets the clocks."));
  adj_compat_preferences_group_set_description_text (self->group, description);
}

gboolean
adj_lost_clocks_step_get_known (AdjLostClocksStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_CLOCKS_STEP (self), TRUE);
  return gtk_switch_get_active (self->known_switch);
}

void
adj_lost_clocks_step_set_known (AdjLostClocksStep *self, gboolean known)
{
  g_return_if_fail (ADJ_IS_LOST_CLOCKS_STEP (self));
  gtk_switch_set_active (self->known_switch, known);
}

gboolean
adj_lost_clocks_step_get_time_used (AdjLostClocksStep *self, gint64 time_used[2])
{
  g_return_val_if_fail (ADJ_IS_LOST_CLOCKS_STEP (self), FALSE);

  gboolean ok = TRUE;
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      g_autofree char *text = adj_step_dup_text (self->time_row[side]);
      gint64 seconds = -1;
      gboolean read = text && adj_clock_parse_duration (text, &seconds);
      adj_step_mark (self->time_row[side], !read);
      ok &= read;
      time_used[side] = read ? seconds : -1;
    }
  adj_step_say (self->error_label, ok ? NULL : _("A time used is written hours:minutes:seconds, as “1:56:52”."));
  return ok;
}

static gboolean
adj_lost_clocks_step_is_complete (AdjStep *step)
{
  gint64 t[2];
  return adj_lost_clocks_step_get_time_used (ADJ_LOST_CLOCKS_STEP (step), t);
}

static GtkWidget *
adj_lost_clocks_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_LOST_CLOCKS_STEP (step)->known_switch);
}

static void
known_changed (AdjLostClocksStep *self)
{
  gboolean known = gtk_switch_get_active (self->known_switch);
  /* Re-established, they are the recorded times; set by the arbiter, his. */
  if (known)
    show_recorded (self);
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    gtk_editable_set_editable (GTK_EDITABLE (self->time_row[side]), !known);
  adj_step_changed (ADJ_STEP (self));
}

static void
adj_lost_clocks_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_LOST_CLOCKS_STEP);

  G_OBJECT_CLASS (adj_lost_clocks_step_parent_class)->dispose (object);
}

static void
adj_lost_clocks_step_class_init (AdjLostClocksStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_lost_clocks_step_dispose;
  step_class->is_complete = adj_lost_clocks_step_is_complete;
  step_class->get_first_field = adj_lost_clocks_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/lost/adj-lost-clocks-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjLostClocksStep, group);
  gtk_widget_class_bind_template_child (widget_class, AdjLostClocksStep, known_switch);
  gtk_widget_class_bind_template_child (widget_class, AdjLostClocksStep, error_label);
  gtk_widget_class_bind_template_child_full (widget_class, "white_time_row", FALSE,
                                             G_STRUCT_OFFSET (AdjLostClocksStep, time_row[CHESS_WHITE]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_time_row", FALSE,
                                             G_STRUCT_OFFSET (AdjLostClocksStep, time_row[CHESS_BLACK]));
  gtk_widget_class_bind_template_callback (widget_class, known_changed);
  gtk_widget_class_bind_template_callback (widget_class, adj_step_changed);
}

static void
adj_lost_clocks_step_init (AdjLostClocksStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->recorded[0] = self->recorded[1] = -1;
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    gtk_editable_set_editable (GTK_EDITABLE (self->time_row[side]), FALSE);
}
