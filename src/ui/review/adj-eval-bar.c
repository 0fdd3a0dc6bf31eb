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

#define BAR_THICKNESS 10

struct _AdjEvalBar
{
  GtkWidget      parent_instance;

  double         share;
  GtkOrientation orientation;
  gboolean       inverted;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjEvalBar, adj_eval_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL))

enum {
  PROP_0,
  PROP_INVERTED,
  PROP_ORIENTATION,
  N_PROPS = PROP_ORIENTATION
};

static GParamSpec *properties[N_PROPS];

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

/* White's part of a bar LENGTH long: from the start (horizontal, left to
 * right or right to left as the text runs) or from the bottom (vertical),
 * and from the other end when inverted (a board seen from Black's side). */
static graphene_rect_t
white_rect (AdjEvalBar *self,
            float       width,
            float       height)
{
  gboolean vertical = self->orientation == GTK_ORIENTATION_VERTICAL;
  gboolean from_end = self->inverted != (vertical || gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL);
  float length = vertical ? height : width;
  float white = (float) (length * self->share);
  float start = from_end ? length - white : 0;
  graphene_rect_t rect;

  if (vertical)
    graphene_rect_init (&rect, 0, start, width, white);
  else
    graphene_rect_init (&rect, start, 0, white, height);
  return rect;
}

static void
adj_eval_bar_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  AdjEvalBar *self = ADJ_EVAL_BAR (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  graphene_rect_t white = white_rect (self, width, height);
  GskRoundedRect outline;
  /* Fixed colours: the bar stands for the pieces, in light and dark styles alike. */
  const GdkRGBA light = { 0.96f, 0.96f, 0.95f, 1.0f };
  const GdkRGBA dark = { 0.24f, 0.22f, 0.27f, 1.0f };
  const GdkRGBA border = { 0.5f, 0.5f, 0.5f, 0.5f };
  const GdkRGBA borders[4] = { border, border, border, border };
  const float widths[4] = { 1, 1, 1, 1 };

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), MIN (width, height) / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &dark, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_append_color (snapshot, &light, &white);
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
  AdjEvalBar *self = ADJ_EVAL_BAR (widget);

  *minimum = *natural = orientation == self->orientation ? 48 : BAR_THICKNESS;
}

static void
adj_eval_bar_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AdjEvalBar *self = ADJ_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_INVERTED:
      g_value_set_boolean (value, self->inverted);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_eval_bar_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AdjEvalBar *self = ADJ_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_INVERTED:
      adj_eval_bar_set_inverted (self, g_value_get_boolean (value));
      break;
    case PROP_ORIENTATION:
      if (self->orientation != (GtkOrientation) g_value_get_enum (value))
        {
          self->orientation = g_value_get_enum (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_eval_bar_class_init (AdjEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = adj_eval_bar_get_property;
  object_class->set_property = adj_eval_bar_set_property;
  /* White's part from the other end: beside a board seen from Black's side. */
  properties[PROP_INVERTED] =
    g_param_spec_boolean ("inverted", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  g_object_class_override_property (object_class, PROP_ORIENTATION, "orientation");

  widget_class->snapshot = adj_eval_bar_snapshot;
  widget_class->measure = adj_eval_bar_measure;
  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
adj_eval_bar_init (AdjEvalBar *self)
{
  self->share = 0.5;
  self->orientation = GTK_ORIENTATION_HORIZONTAL;
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

void
adj_eval_bar_set_inverted (AdjEvalBar *self,
                           gboolean    inverted)
{
  g_return_if_fail (ADJ_IS_EVAL_BAR (self));

  inverted = !!inverted;
  if (self->inverted == inverted)
    return;
  self->inverted = inverted;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INVERTED]);
}
