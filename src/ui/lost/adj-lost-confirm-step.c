/* adj-lost-confirm-step.c — a lost envelope: what Confirm records
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-lost-confirm-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-clock.h"
#include "adj-compat.h"
#include "adj-lost-confirm-step.h"
#include "adj-lost-facts.h"
#include "adj-open-facts.h"

struct _AdjLostConfirmStep
{
  AdjStep        parent_instance;

  AdjLostChoice  choice;
  AdjBoardModel *board_model;
  gboolean       reason_typed;

  /* Template children */
  GtkStack      *mode_stack;
  GtkLabel      *status_label;
  AdwBin        *board_bin;
  AdwActionRow  *clock_row;
  AdwActionRow  *articles_row;
  GtkLabel      *explanation_label;
  AdwEntryRow   *reason_row;
  AdwPreferencesGroup *annul_group;
  GtkWidget     *error_box;
  GtkLabel      *error_label;
  GtkLabel      *error_detail;
};

G_DEFINE_FINAL_TYPE (AdjLostConfirmStep, adj_lost_confirm_step, ADJ_TYPE_STEP)

void
adj_lost_confirm_step_show_go_on (AdjLostConfirmStep *self, const ChessPosition *position, const AdjOutcome *o,
                                  const gint64 time_used[2], gboolean set_by_arbiter, const char *const names[2])
{
  g_return_if_fail (ADJ_IS_LOST_CONFIRM_STEP (self));
  g_return_if_fail (position != NULL && o != NULL);

  self->choice = ADJ_LOST_GO_ON;
  gtk_stack_set_visible_child_name (self->mode_stack, "go-on");
  adj_step_set_title (ADJ_STEP (self), _("The Game Goes On"));
  adj_lost_confirm_step_show_error (self, NULL, NULL);

  g_autofree char *status = adj_lost_describe_outcome (o, names);
  gtk_label_set_text (self->status_label, status);
  adj_board_model_set_position (self->board_model, o->has_position ? &o->position : position);
  g_autofree char *white = adj_clock_format_seconds (time_used[CHESS_WHITE]);
  g_autofree char *black = adj_clock_format_seconds (time_used[CHESS_BLACK]);
  g_autofree char *clocks = g_strdup_printf (set_by_arbiter ? _("Set by the arbiter · White %s, Black %s")
                                                            : _("As recorded · White %s, Black %s"),
                                             white, black);
  adw_action_row_set_subtitle (self->clock_row, clocks);
  g_autofree char *articles = adj_open_describe_articles (o);
  adw_action_row_set_subtitle (self->articles_row, articles ? articles : "—");
  gtk_label_set_text (self->explanation_label, o->explanation ? o->explanation : "");
}

void
adj_lost_confirm_step_show_annul (AdjLostConfirmStep *self, const char *reason, const char *article)
{
  g_return_if_fail (ADJ_IS_LOST_CONFIRM_STEP (self));

  self->choice = ADJ_LOST_ANNUL;
  gtk_stack_set_visible_child_name (self->mode_stack, "annul");
  adj_step_set_title (ADJ_STEP (self), _("Annul the Game"));
  adj_lost_confirm_step_show_error (self, NULL, NULL);
  g_autofree char *description = article
    /* Translators: %s is an article of the Laws, "I.12.2". */
    ? g_strdup_printf (_("The position at adjournment cannot be re-established: the game is annulled and a new game is played (Art. %s). The reason is kept in the custody log."), article)
    : g_strdup (_("The position at adjournment cannot be re-established: the game is annulled and a new game is played. The reason is kept in the custody log."));
  adj_compat_preferences_group_set_description_text (self->annul_group, description);
  if (!self->reason_typed && reason)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->reason_row), reason);
      self->reason_typed = FALSE;
    }
}

AdjLostChoice
adj_lost_confirm_step_get_choice (AdjLostConfirmStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_CONFIRM_STEP (self), ADJ_LOST_GO_ON);
  return self->choice;
}

char *
adj_lost_confirm_step_dup_reason (AdjLostConfirmStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_CONFIRM_STEP (self), NULL);
  return adj_step_dup_text (self->reason_row);
}

void
adj_lost_confirm_step_show_error (AdjLostConfirmStep *self, const char *message, const char *detail)
{
  g_return_if_fail (ADJ_IS_LOST_CONFIRM_STEP (self));

  gtk_widget_set_visible (self->error_box, message != NULL);
  adj_step_say (self->error_label, message);
  adj_step_say (self->error_detail, detail);
}

static gboolean
adj_lost_confirm_step_is_complete (AdjStep *step)
{
  AdjLostConfirmStep *self = ADJ_LOST_CONFIRM_STEP (step);
  if (self->choice == ADJ_LOST_GO_ON)
    return TRUE;
  g_autofree char *reason = adj_lost_confirm_step_dup_reason (self);
  adj_step_mark (self->reason_row, reason == NULL);
  return reason != NULL;
}

static GtkWidget *
adj_lost_confirm_step_get_first_field (AdjStep *step)
{
  AdjLostConfirmStep *self = ADJ_LOST_CONFIRM_STEP (step);
  return self->choice == ADJ_LOST_ANNUL ? GTK_WIDGET (self->reason_row) : NULL;
}

static void
reason_changed (AdjLostConfirmStep *self)
{
  self->reason_typed = TRUE;
  adj_step_changed (ADJ_STEP (self));
}

static void
adj_lost_confirm_step_dispose (GObject *object)
{
  AdjLostConfirmStep *self = ADJ_LOST_CONFIRM_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_LOST_CONFIRM_STEP);
  g_clear_object (&self->board_model);

  G_OBJECT_CLASS (adj_lost_confirm_step_parent_class)->dispose (object);
}

static void
adj_lost_confirm_step_class_init (AdjLostConfirmStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_lost_confirm_step_dispose;
  step_class->is_complete = adj_lost_confirm_step_is_complete;
  step_class->get_first_field = adj_lost_confirm_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/lost/adj-lost-confirm-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjLostConfirmStep, name)
  CHILD (mode_stack);
  CHILD (status_label);
  CHILD (board_bin);
  CHILD (clock_row);
  CHILD (articles_row);
  CHILD (explanation_label);
  CHILD (reason_row);
  CHILD (annul_group);
  CHILD (error_box);
  CHILD (error_label);
  CHILD (error_detail);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, reason_changed);
}

static void
adj_lost_confirm_step_init (AdjLostConfirmStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->board_model = adj_board_model_new ();
  GtkWidget *board = adj_board_new (self->board_model);
  adj_board_set_mode (ADJ_BOARD (board), ADJ_BOARD_MODE_VIEW);
  gtk_widget_set_size_request (board, 240, 240);
  adw_bin_set_child (self->board_bin, board);
}
