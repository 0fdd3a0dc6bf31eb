/* adj-lost-move-step.c — a lost envelope: the move the sealer declares, judged
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-lost-move-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-lost-move-step.h"
#include "adj-lost-facts.h"

struct _AdjLostMoveStep
{
  AdjStep        parent_instance;

  AdjBoardModel *board_model;
  gboolean       answered;

  /* Template children */
  AdwEntryRow   *move_row;
  AdwEntryRow   *follow_row;
  GtkLabel      *status_label;
  GtkLabel      *verdict_label;
  GtkLabel      *touch_label;
  GtkLabel      *explanation_label;
  AdwBin        *board_bin;
};

G_DEFINE_FINAL_TYPE (AdjLostMoveStep, adj_lost_move_step, ADJ_TYPE_STEP)

char *
adj_lost_move_step_dup_declared (AdjLostMoveStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_MOVE_STEP (self), NULL);
  return adj_step_dup_text (self->move_row);
}

char *
adj_lost_move_step_dup_follow_up (AdjLostMoveStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_MOVE_STEP (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->follow_row)))
    return NULL;
  return adj_step_dup_text (self->follow_row);
}

void
adj_lost_move_step_set_outcome (AdjLostMoveStep *self, const AdjOutcome *declared_only, const AdjOutcome *o,
                                const GError *error, const char *const names[2])
{
  g_return_if_fail (ADJ_IS_LOST_MOVE_STEP (self));

  AdjLostFollowUp kind = adj_lost_follow_up (declared_only);
  gtk_widget_set_visible (GTK_WIDGET (self->follow_row), kind != ADJ_LOST_FOLLOW_NONE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->follow_row),
                                 kind == ADJ_LOST_FOLLOW_MEANT ? _("Move the Sealer Means")
                                                               : _("Move Made Instead"));
  self->answered = o != NULL;
  adj_step_mark (kind != ADJ_LOST_FOLLOW_NONE ? self->follow_row : self->move_row, error != NULL);
  adj_step_mark (kind != ADJ_LOST_FOLLOW_NONE ? self->move_row : self->follow_row, FALSE);
  if (!o)
    {
      adj_step_say (self->status_label, error ? _("The declared move cannot be judged") : NULL);
      g_autofree char *message = error ? adj_step_sentence (error->message) : NULL;
      adj_step_say (self->verdict_label, message);
      adj_step_say (self->touch_label, NULL);
      adj_step_say (self->explanation_label, NULL);
      return;
    }
  /* The explanation below says what the move is; the heading what happens. */
  g_autofree char *status = adj_lost_describe_outcome (o, names);
  adj_step_say (self->status_label, status);
  adj_step_say (self->verdict_label, NULL);
  /* What touch move allows, as long as the move made instead is asked for. */
  const AdjOutcome *t = declared_only && declared_only->has_touch_move ? declared_only : NULL;
  g_autofree char *touch = t ? adj_touch_move_sentence (&t->touch_move, &t->before, t->notation) : NULL;
  adj_step_say (self->touch_label, touch);
  adj_step_say (self->explanation_label, o->explanation);
  adj_board_model_set_position (self->board_model, o->has_position ? &o->position : &o->before);
}

static gboolean
adj_lost_move_step_is_complete (AdjStep *step)
{
  AdjLostMoveStep *self = ADJ_LOST_MOVE_STEP (step);
  g_autofree char *move = adj_lost_move_step_dup_declared (self);
  return move != NULL && self->answered;
}

static GtkWidget *
adj_lost_move_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_LOST_MOVE_STEP (step)->move_row);
}

static void
move_changed (AdjLostMoveStep *self)
{
  self->answered = FALSE;
  adj_step_changed (ADJ_STEP (self));
}

static void
adj_lost_move_step_dispose (GObject *object)
{
  AdjLostMoveStep *self = ADJ_LOST_MOVE_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_LOST_MOVE_STEP);
  g_clear_object (&self->board_model);

  G_OBJECT_CLASS (adj_lost_move_step_parent_class)->dispose (object);
}

static void
adj_lost_move_step_class_init (AdjLostMoveStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_lost_move_step_dispose;
  step_class->is_complete = adj_lost_move_step_is_complete;
  step_class->get_first_field = adj_lost_move_step_get_first_field;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/lost/adj-lost-move-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjLostMoveStep, name)
  CHILD (move_row);
  CHILD (follow_row);
  CHILD (status_label);
  CHILD (verdict_label);
  CHILD (touch_label);
  CHILD (explanation_label);
  CHILD (board_bin);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, move_changed);
}

static void
adj_lost_move_step_init (AdjLostMoveStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->board_model = adj_board_model_new ();
  GtkWidget *board = adj_board_new (self->board_model);
  adj_board_set_mode (ADJ_BOARD (board), ADJ_BOARD_MODE_VIEW);
  gtk_widget_set_size_request (board, 240, 240);
  adw_bin_set_child (self->board_bin, board);
}
