/* adj-eval-bar.c — the evaluation bar: White's share of the game at a glance
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-eval-bar"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "adj-eval-bar.h"

#define BAR_HEIGHT 10

struct _AdjEvalBar
{
  GtkWidget parent_instance;

  double    share;
};

G_DEFINE_FINAL_TYPE (AdjEvalBar, adj_eval_bar, GTK_TYPE_WIDGET)

double
adj_eval_bar_white_share (AdjUciScoreKind kind,
                          int             value)
{
  switch (kind)
    {
    case ADJ_UCI_SCORE_MATE:
      return value > 0 ? 1.0 : value < 0 ? 0.0 : 0.5;
    case ADJ_UCI_SCORE_CP:
      /* A logistic curve: the first pawns move the edge most, as they
       * change the result most; a share never quite reaches the end
       * that a mate alone fills. */
      return 1.0 / (1.0 + exp (-0.004 * value));
    case ADJ_UCI_SCORE_NONE:
    default:
      return 0.5;
    }
}

static void
adj_eval_bar_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  AdjEvalBar *self = ADJ_EVAL_BAR (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  float white = (float) (width * self->share);
  GskRoundedRect outline;
  /* Fixed colours: the bar stands for the pieces, in light and dark styles alike. */
  const GdkRGBA light = { 0.96f, 0.96f, 0.95f, 1.0f };
  const GdkRGBA dark = { 0.24f, 0.22f, 0.27f, 1.0f };
  const GdkRGBA border = { 0.5f, 0.5f, 0.5f, 0.5f };
  const GdkRGBA borders[4] = { border, border, border, border };
  const float widths[4] = { 1, 1, 1, 1 };

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &dark, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_append_color (snapshot, &light,
                             &GRAPHENE_RECT_INIT (rtl ? width - white : 0, 0, white, height));
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, widths, borders);
}

static void
adj_eval_bar_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 48 : BAR_HEIGHT;
}

static void
adj_eval_bar_class_init (AdjEvalBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = adj_eval_bar_snapshot;
  widget_class->measure = adj_eval_bar_measure;
  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
adj_eval_bar_init (AdjEvalBar *self)
{
  self->share = 0.5;
  adj_eval_bar_set_score (self, ADJ_UCI_SCORE_NONE, 0, NULL);
}

GtkWidget *
adj_eval_bar_new (void)
{
  return g_object_new (ADJ_TYPE_EVAL_BAR, NULL);
}

void
adj_eval_bar_set_score (AdjEvalBar      *self,
                        AdjUciScoreKind  kind,
                        int              value,
                        const char      *text)
{
  g_return_if_fail (ADJ_IS_EVAL_BAR (self));

  self->share = adj_eval_bar_white_share (kind, value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation"),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 100.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 100.0 * self->share,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                  text != NULL ? text : _("No evaluation yet"),
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
adj_eval_bar_get_share (AdjEvalBar *self)
{
  g_return_val_if_fail (ADJ_IS_EVAL_BAR (self), 0.5);
  return self->share;
}
