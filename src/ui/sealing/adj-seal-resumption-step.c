/* adj-seal-resumption-step.c — sealing, step 4: the draw offer and the resumption
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-resumption-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-seal-instant.h"
#include "adj-seal-resumption-step.h"

struct _AdjSealResumptionStep
{
  AdjStep              parent_instance;

  const AdjProfile    *profile;

  /* Template children */
  AdwPreferencesGroup *draw_group;
  AdwComboRow         *draw_offer_row;
  AdwPreferencesGroup *resumption_group;
  AdwEntryRow         *resumption_at_row;
  GtkMenuButton       *resumption_date_button;
  GtkPopover          *resumption_date_popover;
  GtkCalendar         *resumption_calendar;
  AdwEntryRow         *resumption_place_row;
  GtkLabel            *resumption_error;
  AdwPreferencesGroup *fce_group;
  AdwEntryRow         *white_pieces_row;
  AdwEntryRow         *black_pieces_row;
  GtkSwitch           *white_signed_switch;
  GtkSwitch           *black_signed_switch;
};

G_DEFINE_FINAL_TYPE (AdjSealResumptionStep, adj_seal_resumption_step, ADJ_TYPE_STEP)

static const char *
resumption_text (AdjSealResumptionStep *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->resumption_at_row));
}

/* ---- the resumption's calendar ------------------------------------------ */

/* A day clicked is the entry's date, the time typed stays, and the
 * calendar closes (moving to another month changes nothing until then).
 * With no time typed, one is proposed and selected, so that the entry
 * reads at once and typing replaces it: the morning session adjournment
 * days usually have. */
#define PROPOSED_TIME "10:00"

static void
resumption_day_selected (AdjSealResumptionStep *self)
{
  g_autoptr(GDateTime) date = gtk_calendar_get_date (self->resumption_calendar);
  int year, month, day;
  g_date_time_get_ymd (date, &year, &month, &day);
  g_autofree char *before = g_strdup (resumption_text (self));
  g_autofree char *text = adj_seal_instant_set_date (before, year, month, day, PROPOSED_TIME);
  if (g_strcmp0 (text, before) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->resumption_at_row), text);
  gtk_popover_popdown (self->resumption_date_popover);
  if (!g_str_has_suffix (text, " " PROPOSED_TIME) || g_str_has_suffix (before, " " PROPOSED_TIME))
    return;
  GtkEditable *delegate = gtk_editable_get_delegate (GTK_EDITABLE (self->resumption_at_row));
  if (GTK_IS_TEXT (delegate))
    gtk_text_grab_focus_without_selecting (GTK_TEXT (delegate));
  int length = (int) g_utf8_strlen (text, -1);
  gtk_editable_select_region (GTK_EDITABLE (self->resumption_at_row), length - (int) strlen (PROPOSED_TIME), length);
}

/* It opens on the day typed, or on today when none reads: set before the
 * popover is shown, whose size follows the month's. */
static void
resumption_calendar_prepare (GtkMenuButton *button,
                             gpointer       data)
{
  AdjSealResumptionStep *self = data;
  int year, month, day;
  g_autoptr(GDateTime) date = NULL;

  if (adj_seal_instant_date (resumption_text (self), &year, &month, &day))
    date = g_date_time_new_local (year, month, day, 12, 0, 0);
  if (!date)
    date = g_date_time_new_now_local ();
  /* Setting the calendar to the entry's day says "day-selected" too: not
   * a choice. */
  g_signal_handlers_block_by_func (self->resumption_calendar, resumption_day_selected, self);
  gtk_calendar_select_day (self->resumption_calendar, date);
  g_signal_handlers_unblock_by_func (self->resumption_calendar, resumption_day_selected, self);
}

/* The calendar says nothing when the day clicked has the number of the one
 * selected (today's, when the entry names no day yet, or the same number a
 * month on): the click is seen on its way to the calendar, and counts once
 * the calendar has had it. */
static void
resumption_calendar_released (GtkGestureClick       *gesture,
                              int                    n_press,
                              double                 x,
                              double                 y,
                              AdjSealResumptionStep *self)
{
  GtkWidget *calendar = GTK_WIDGET (self->resumption_calendar);
  GtkWidget *picked = gtk_widget_pick (calendar, x, y, GTK_PICK_DEFAULT);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->resumption_date_popover))
      || !GTK_IS_LABEL (picked) || !gtk_widget_has_css_class (picked, "day-number")
      || gtk_widget_has_css_class (picked, "other-month"))
    return;
  resumption_day_selected (self);
}

/* ---- the step ------------------------------------------------------------ */

static gboolean
adj_seal_resumption_step_is_complete (AdjStep *step)
{
  AdjSealResumptionStep *self = ADJ_SEAL_RESUMPTION_STEP (step);
  g_autoptr(GDateTime) at = NULL;
  gboolean ok = adj_seal_read_instant (self->resumption_at_row, &at);
  adj_step_say (self->resumption_error, ok ? NULL : _("Write the date and time as 2026-11-22 10:00."));
  return ok;
}

static GtkWidget *
adj_seal_resumption_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_SEAL_RESUMPTION_STEP (step)->draw_offer_row);
}

void
adj_seal_resumption_step_set_profile (AdjSealResumptionStep *self,
                                      const AdjProfile      *profile)
{
  g_return_if_fail (ADJ_IS_SEAL_RESUMPTION_STEP (self));
  g_return_if_fail (profile != NULL);

  if (profile == self->profile)
    return;
  self->profile = profile;

  gboolean fce = adj_profile_requires (profile, ADJ_FIELD_PIECES_IN_WORDS);
  gtk_widget_set_visible (GTK_WIDGET (self->fce_group), fce);

  const char *article = adj_profile_field_article (profile, ADJ_FIELD_RESUMPTION);
  g_autofree char *description = article
    ? g_strdup_printf (_("Required by these rules (%s)."), article)
    : g_strdup (_("Not required by these rules: give them if they are known."));
  adj_compat_preferences_group_set_description_text (self->resumption_group, description);
  article = adj_profile_field_article (profile, ADJ_FIELD_DRAW_OFFER);
  g_autofree char *draw = article
    ? g_strdup_printf (_("An offer made after the move was sealed stands until it is answered (%s)."), article)
    : NULL;
  adj_compat_preferences_group_set_description_text (self->draw_group, draw);
}

int
adj_seal_resumption_step_get_draw_offer (AdjSealResumptionStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_RESUMPTION_STEP (self), -1);

  switch (adw_combo_row_get_selected (self->draw_offer_row))
    {
    case 1: return CHESS_WHITE;
    case 2: return CHESS_BLACK;
    default: return -1;
    }
}

GDateTime *
adj_seal_resumption_step_get_resumption_at (AdjSealResumptionStep *self)
{
  GDateTime *at;

  g_return_val_if_fail (ADJ_IS_SEAL_RESUMPTION_STEP (self), NULL);
  adj_seal_read_instant (self->resumption_at_row, &at);
  return at;
}

char *
adj_seal_resumption_step_dup_place (AdjSealResumptionStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_RESUMPTION_STEP (self), NULL);
  return adj_step_dup_text (self->resumption_place_row);
}

char *
adj_seal_resumption_step_dup_pieces_in_words (AdjSealResumptionStep *self,
                                              int                    side)
{
  g_return_val_if_fail (ADJ_IS_SEAL_RESUMPTION_STEP (self), NULL);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, NULL);
  return adj_step_dup_text (side == CHESS_WHITE ? self->white_pieces_row : self->black_pieces_row);
}

gboolean
adj_seal_resumption_step_get_signed (AdjSealResumptionStep *self,
                                     int                    side)
{
  g_return_val_if_fail (ADJ_IS_SEAL_RESUMPTION_STEP (self), FALSE);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, FALSE);
  return gtk_switch_get_active (side == CHESS_WHITE ? self->white_signed_switch : self->black_signed_switch);
}

static void
adj_seal_resumption_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_SEAL_RESUMPTION_STEP);

  G_OBJECT_CLASS (adj_seal_resumption_step_parent_class)->dispose (object);
}

static void
adj_seal_resumption_step_class_init (AdjSealResumptionStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_seal_resumption_step_dispose;
  step_class->is_complete = adj_seal_resumption_step_is_complete;
  step_class->get_first_field = adj_seal_resumption_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-resumption-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjSealResumptionStep, name)
  CHILD (draw_group);
  CHILD (draw_offer_row);
  CHILD (resumption_group);
  CHILD (resumption_at_row);
  CHILD (resumption_date_button);
  CHILD (resumption_date_popover);
  CHILD (resumption_calendar);
  CHILD (resumption_place_row);
  CHILD (resumption_error);
  CHILD (fce_group);
  CHILD (white_pieces_row);
  CHILD (black_pieces_row);
  CHILD (white_signed_switch);
  CHILD (black_signed_switch);
#undef CHILD
}

static void
adj_seal_resumption_step_init (AdjSealResumptionStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gpointer watched[] = {
    self->resumption_at_row, self->resumption_place_row, self->white_pieces_row, self->black_pieces_row,
  };
  for (gsize i = 0; i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (watched[i], "changed", G_CALLBACK (adj_step_changed), self);
  g_signal_connect_swapped (self->draw_offer_row, "notify::selected", G_CALLBACK (adj_step_changed), self);
  g_signal_connect_swapped (self->white_signed_switch, "notify::active", G_CALLBACK (adj_step_changed), self);
  g_signal_connect_swapped (self->black_signed_switch, "notify::active", G_CALLBACK (adj_step_changed), self);

  gtk_menu_button_set_create_popup_func (self->resumption_date_button, resumption_calendar_prepare, self, NULL);
  g_signal_connect_swapped (self->resumption_calendar, "day-selected", G_CALLBACK (resumption_day_selected), self);
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "released", G_CALLBACK (resumption_calendar_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self->resumption_calendar), GTK_EVENT_CONTROLLER (click));
}
