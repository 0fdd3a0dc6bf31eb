/* adj-open-outcome-step.c — the resumption desk: the verdict and the outcome, to confirm
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-open-outcome-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-judgement.h"
#include "adj-open-facts.h"
#include "adj-open-outcome-step.h"

struct _AdjOpenOutcomeStep
{
  AdjStep        parent_instance;

  AdjBoardModel *board_model;

  /* Template children */
  GtkLabel      *verdict_label;
  GtkLabel      *reason_label;
  AdwBin        *board_bin;
  AdwActionRow  *clock_row;
  AdwActionRow  *articles_row;
  GtkLabel      *explanation_label;
  GtkWidget     *error_box;
  GtkLabel      *error_label;
  GtkLabel      *error_detail;
};

G_DEFINE_FINAL_TYPE (AdjOpenOutcomeStep, adj_open_outcome_step, ADJ_TYPE_STEP)

void
adj_open_outcome_step_set_outcome (AdjOpenOutcomeStep *self,
                                   const AdjOutcome   *o,
                                   const char *const   names[2])
{
  g_return_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self));
  g_return_if_fail (o != NULL);

  adj_open_outcome_step_show_error (self, NULL, NULL);

  /* The outcome as the heading; under it what the sealed move is, once
   * opened (the explanation below says what it decides). */
  g_autofree char *status = adj_open_describe_status (o, names);
  g_autofree char *verdict = o->judged ? adj_judgement_verdict_sentence (&o->sealed, &o->before, FALSE)
                                       : g_strdup (_("The envelope stays closed."));
  gtk_label_set_text (self->verdict_label, status);
  gtk_label_set_text (self->reason_label, verdict);

  adj_board_model_set_position (self->board_model, o->has_position ? &o->position : &o->before);

  g_autofree char *clock = adj_open_describe_clock (o);
  g_autofree char *articles = adj_open_describe_articles (o);
  adw_action_row_set_subtitle (self->clock_row, clock);
  adw_action_row_set_subtitle (self->articles_row, articles ? articles : "—");
  gtk_label_set_text (self->explanation_label, o->explanation ? o->explanation : "");
}

void
adj_open_outcome_step_show_error (AdjOpenOutcomeStep *self,
                                  const char         *message,
                                  const char         *detail)
{
  g_return_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self));

  gtk_widget_set_visible (self->error_box, message != NULL);
  adj_step_say (self->error_label, message);
  adj_step_say (self->error_detail, detail);
}

static void
adj_open_outcome_step_dispose (GObject *object)
{
  AdjOpenOutcomeStep *self = ADJ_OPEN_OUTCOME_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_OPEN_OUTCOME_STEP);
  g_clear_object (&self->board_model);

  G_OBJECT_CLASS (adj_open_outcome_step_parent_class)->dispose (object);
}

static void
adj_open_outcome_step_class_init (AdjOpenOutcomeStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_open_outcome_step_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/opening/adj-open-outcome-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjOpenOutcomeStep, name)
  CHILD (verdict_label);
  CHILD (reason_label);
  CHILD (board_bin);
  CHILD (clock_row);
  CHILD (articles_row);
  CHILD (explanation_label);
  CHILD (error_box);
  CHILD (error_label);
  CHILD (error_detail);
#undef CHILD
}

static void
adj_open_outcome_step_init (AdjOpenOutcomeStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->board_model = adj_board_model_new ();
  GtkWidget *board = adj_board_new (self->board_model);
  adj_board_set_mode (ADJ_BOARD (board), ADJ_BOARD_MODE_VIEW);
  gtk_widget_set_size_request (board, 240, 240);
  adw_bin_set_child (self->board_bin, board);
}
