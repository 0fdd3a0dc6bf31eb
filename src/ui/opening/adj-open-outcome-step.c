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
#include "adj-open-facts.h"
#include "adj-open-outcome-step.h"

struct _AdjOpenOutcomeStep
{
  AdjStep        parent_instance;

  AdjBoardModel *board_model;
  AdjBoard      *board;

  /* Template children */
  GtkLabel      *verdict_label;
  GtkLabel      *reason_label;
  AdwBin        *board_bin;
  AdwActionRow  *clock_row;
  AdwActionRow  *envelope_row;
  AdwActionRow  *seal_reply_row;
  GtkSwitch     *seal_reply_switch;
  AdwActionRow  *articles_row;
  GtkWidget     *correction_group;
  AdwEntryRow   *correction_row;
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

  /* The outcome as the heading; under it the engine's paragraph, which
   * says once what the sealed move is and what it decides. */
  g_autofree char *status = adj_open_describe_status (o, names);
  gtk_label_set_text (self->verdict_label, status);
  gtk_label_set_text (self->reason_label, o->explanation ? o->explanation : "");
  adw_action_row_set_subtitle (self->envelope_row, o->judged ? _("Opened") : _("Stays closed"));
  /* The sealer is awaited after the opening: the responder may seal his
   * reply rather than play it (the engine's answer says so). */
  gboolean offered = adj_open_may_seal_reply (o);
  gtk_widget_set_visible (GTK_WIDGET (self->seal_reply_row), offered);
  if (offered)
    adw_action_row_set_subtitle (self->seal_reply_row,
                                 o->before.side == CHESS_WHITE
                                 ? _("Black writes the reply, and it is sealed in a new envelope that is opened when White arrives")
                                 : _("White writes the reply, and it is sealed in a new envelope that is opened when Black arrives"));

  /* The board as the engine left it: the moves it made played on the
   * board from the envelope's position, so that the last one shows. */
  AdjOpenBoard shown;
  adj_open_outcome_board (o, &shown);
  adj_board_model_set_position (self->board_model, &shown.start);
  for (int i = 0; i < shown.n_moves; i++)
    if (!adj_board_model_play (self->board_model, shown.moves[i]))
      g_assert_not_reached ();
  if (!shown.n_moves && o->has_position)
    adj_board_model_set_position (self->board_model, &o->position);
  adj_board_clear_annotations (self->board);
  for (int i = 0; i < shown.n_arrows; i++)
    adj_board_add_arrow (self->board, shown.arrows[i][0], shown.arrows[i][1]);

  g_autofree char *clock = adj_open_describe_clock (o);
  g_autofree char *articles = adj_open_describe_articles (o);
  adw_action_row_set_subtitle (self->clock_row, clock);
  adw_action_row_set_subtitle (self->articles_row, articles ? articles : "—");
}

gboolean
adj_open_outcome_step_get_reply_sealed (AdjOpenOutcomeStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->seal_reply_row)) && gtk_switch_get_active (self->seal_reply_switch);
}

void
adj_open_outcome_step_reset (AdjOpenOutcomeStep *self)
{
  g_return_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self));
  gtk_switch_set_active (self->seal_reply_switch, FALSE);
}

static void
seal_reply_toggled (AdjOpenOutcomeStep *self)
{
  adj_step_changed (ADJ_STEP (self));
}

void
adj_open_outcome_step_set_correcting (AdjOpenOutcomeStep *self,
                                      gboolean            correcting)
{
  g_return_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self));
  gtk_widget_set_visible (self->correction_group, correcting);
  adj_step_changed (ADJ_STEP (self));
}

char *
adj_open_outcome_step_dup_correction (AdjOpenOutcomeStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self), NULL);
  if (!gtk_widget_get_visible (self->correction_group))
    return NULL;
  char *reason = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->correction_row))));
  if (*reason)
    return reason;
  g_free (reason);
  return NULL;
}

static void
correction_changed (AdjOpenOutcomeStep *self)
{
  adj_step_changed (ADJ_STEP (self));
}

/* A correction is recorded only with its reason: the custody log shows it
 * beside the outcome it replaces. */
static gboolean
adj_open_outcome_step_is_complete (AdjStep *step)
{
  AdjOpenOutcomeStep *self = ADJ_OPEN_OUTCOME_STEP (step);
  g_autofree char *reason = NULL;

  if (!gtk_widget_get_visible (self->correction_group))
    return TRUE;
  reason = adj_open_outcome_step_dup_correction (self);
  return reason != NULL;
}

AdjBoard *
adj_open_outcome_step_get_board (AdjOpenOutcomeStep *self)
{
  g_return_val_if_fail (ADJ_IS_OPEN_OUTCOME_STEP (self), NULL);
  return self->board;
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
  ADJ_STEP_CLASS (klass)->is_complete = adj_open_outcome_step_is_complete;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/opening/adj-open-outcome-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjOpenOutcomeStep, name)
  CHILD (verdict_label);
  CHILD (reason_label);
  CHILD (board_bin);
  CHILD (clock_row);
  CHILD (envelope_row);
  CHILD (seal_reply_row);
  CHILD (seal_reply_switch);
  CHILD (articles_row);
  CHILD (correction_group);
  CHILD (correction_row);
  CHILD (error_box);
  CHILD (error_label);
  CHILD (error_detail);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, seal_reply_toggled);
  gtk_widget_class_bind_template_callback (widget_class, correction_changed);
}

static void
adj_open_outcome_step_init (AdjOpenOutcomeStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->board_model = adj_board_model_new ();
  self->board = ADJ_BOARD (adj_board_new (self->board_model));
  adj_board_set_mode (self->board, ADJ_BOARD_MODE_VIEW);
  gtk_widget_set_size_request (GTK_WIDGET (self->board), 240, 240);
  adw_bin_set_child (self->board_bin, GTK_WIDGET (self->board));
}
