/* adj-seal-clocks-step.c — sealing, step 3: the time control and the clocks
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-clocks-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-seal-clocks-step.h"
#include "adj-seal-instant.h"

struct _AdjSealClocksStep
{
  AdjStep           parent_instance;

  /* What the charge depends on, from the other steps. */
  const AdjProfile *profile;
  int               sealer;

  /* Template children */
  AdwEntryRow      *time_control_row;
  AdwEntryRow      *white_time_row;
  AdwEntryRow      *black_time_row;
  GtkLabel         *control_reading;
  GtkLabel         *control_error;
  GtkLabel         *time_error;
  AdwEntryRow      *adjourned_at_row;
  AdwEntryRow      *session_end_row;
  GtkLabel         *session_error;
  AdwActionRow     *charge_row;
};

G_DEFINE_FINAL_TYPE (AdjSealClocksStep, adj_seal_clocks_step, ADJ_TYPE_STEP)

/* One entry read as a duration; FALSE (and the row marked) when something
 * is typed that does not read. */
static gboolean
read_duration (gpointer row, gint64 *seconds, GError **error)
{
  g_autofree char *text = adj_step_dup_text (row);
  *seconds = -1;
  gboolean ok = text == NULL || adj_clock_read_duration (text, seconds, error);
  adj_step_mark (row, !ok);
  return ok;
}

/* The time control typed, in either form (adj_time_control_parse_any);
 * NULL when nothing is typed or it does not read. */
static AdjTimeControl *
read_control (AdjSealClocksStep *self, GError **error)
{
  g_autofree char *control = adj_step_dup_text (self->time_control_row);
  return control ? adj_time_control_parse_any (control, error) : NULL;
}

static gboolean
adj_seal_clocks_step_is_complete (AdjStep *step)
{
  AdjSealClocksStep *self = ADJ_SEAL_CLOCKS_STEP (step);
  gboolean ok = TRUE;
  g_autofree char *control_message = NULL;
  g_autoptr(GString) message = g_string_new (NULL);

  g_autoptr(GError) control_error = NULL;
  g_autoptr(AdjTimeControl) tc = read_control (self, &control_error);
  gboolean control_ok = control_error == NULL;
  if (!control_ok)
    control_message = adj_step_sentence (control_error->message);
  adj_step_mark (self->time_control_row, !control_ok);
  adj_step_say (self->control_error, control_message);
  /* Said in words: what was understood, in the form the envelope keeps. */
  g_autofree char *typed = adj_step_dup_text (self->time_control_row);
  g_autofree char *pgn = tc ? adj_time_control_to_string (tc) : NULL;
  g_autofree char *reading = pgn && g_strcmp0 (pgn, typed) != 0
    /* Translators: %s is a time control in the PGN form, "40/7200:3600" */
    ? g_strdup_printf (_("Read as %s"), pgn) : NULL;
  adj_step_say (self->control_reading, reading);
  ok &= control_ok;

  /* Each time that does not read says which of its parts is wrong. */
  gint64 used;
  g_autoptr(GError) white_error = NULL;
  g_autoptr(GError) black_error = NULL;
  gboolean w = read_duration (self->white_time_row, &used, &white_error);
  gboolean b = read_duration (self->black_time_row, &used, &black_error);
  if (!w)
    /* Translators: %s is why White's time does not read, "the minutes, “75”, go only up to 59" */
    g_string_append_printf (message, _("White: %s."), white_error->message);
  if (!w && !b)
    g_string_append_c (message, '\n');
  if (!b)
    /* Translators: %s is why Black's time does not read */
    g_string_append_printf (message, _("Black: %s."), black_error->message);
  ok &= w && b;
  adj_step_say (self->time_error, message->len ? message->str : NULL);

  g_autoptr(GDateTime) adjourned = NULL;
  g_autoptr(GDateTime) end = NULL;
  gboolean a = adj_seal_read_instant (self->adjourned_at_row, &adjourned);
  gboolean e = adj_seal_read_instant (self->session_end_row, &end);
  adj_step_say (self->session_error, a && e ? NULL : _("Write the date and time as 2026-11-21 21:00."));
  ok &= a && e;

  /* The charge, as the rules profile computes it. */
  gint64 times[2];
  read_duration (self->white_time_row, &times[CHESS_WHITE], NULL);
  read_duration (self->black_time_row, &times[CHESS_BLACK], NULL);
  int sealer = self->sealer;
  g_autofree char *charge = self->profile
    ? adj_profile_early_charge_text (self->profile, sealer, adjourned, end,
                                     sealer >= 0 && sealer <= 1 ? times[sealer] : -1)
    : NULL;
  if (charge)
    {
      char *newline = strchr (charge, '\n');
      if (newline)
        *newline = '\0';
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->charge_row), charge);
      adw_action_row_set_subtitle (self->charge_row, newline ? newline + 1 : "");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->charge_row), charge != NULL);
  return ok;
}

static GtkWidget *
adj_seal_clocks_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_SEAL_CLOCKS_STEP (step)->time_control_row);
}

void
adj_seal_clocks_step_set_charge_context (AdjSealClocksStep *self,
                                         const AdjProfile  *profile,
                                         int                sealer)
{
  g_return_if_fail (ADJ_IS_SEAL_CLOCKS_STEP (self));

  self->profile = profile;
  self->sealer = sealer;
}

char *
adj_seal_clocks_step_dup_time_control (AdjSealClocksStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_CLOCKS_STEP (self), NULL);
  /* Said in words, kept in the PGN form every reader of an envelope reads. */
  g_autoptr(AdjTimeControl) tc = read_control (self, NULL);
  return tc ? adj_time_control_to_string (tc) : adj_step_dup_text (self->time_control_row);
}

gint64
adj_seal_clocks_step_get_time_used (AdjSealClocksStep *self,
                                    int                side)
{
  gint64 seconds;

  g_return_val_if_fail (ADJ_IS_SEAL_CLOCKS_STEP (self), -1);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, -1);
  read_duration (side == CHESS_WHITE ? self->white_time_row : self->black_time_row, &seconds, NULL);
  return seconds;
}

GDateTime *
adj_seal_clocks_step_get_adjourned_at (AdjSealClocksStep *self)
{
  GDateTime *dt;

  g_return_val_if_fail (ADJ_IS_SEAL_CLOCKS_STEP (self), NULL);
  adj_seal_read_instant (self->adjourned_at_row, &dt);
  return dt;
}

GDateTime *
adj_seal_clocks_step_get_session_end (AdjSealClocksStep *self)
{
  GDateTime *dt;

  g_return_val_if_fail (ADJ_IS_SEAL_CLOCKS_STEP (self), NULL);
  adj_seal_read_instant (self->session_end_row, &dt);
  return dt;
}

static void
adj_seal_clocks_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_SEAL_CLOCKS_STEP);

  G_OBJECT_CLASS (adj_seal_clocks_step_parent_class)->dispose (object);
}

static void
adj_seal_clocks_step_class_init (AdjSealClocksStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_seal_clocks_step_dispose;
  step_class->is_complete = adj_seal_clocks_step_is_complete;
  step_class->get_first_field = adj_seal_clocks_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-clocks-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, time_control_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, white_time_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, black_time_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, control_reading);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, control_error);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, time_error);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, adjourned_at_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, session_end_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, session_error);
  gtk_widget_class_bind_template_child (widget_class, AdjSealClocksStep, charge_row);
}

static void
adj_seal_clocks_step_init (AdjSealClocksStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->sealer = -1;
  /* Adjourned now, unless the arbiter says otherwise. */
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = adj_seal_format_instant (now);
  gtk_editable_set_text (GTK_EDITABLE (self->adjourned_at_row), text);

  gpointer watched[] = {
    self->time_control_row, self->white_time_row, self->black_time_row,
    self->adjourned_at_row, self->session_end_row,
  };
  for (gsize i = 0; i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (watched[i], "changed", G_CALLBACK (adj_step_changed), self);
}
