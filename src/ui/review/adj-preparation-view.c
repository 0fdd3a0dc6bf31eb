/* adj-preparation-view.c — the pane of a player's preparation for every sealed move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-preparation-view"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-preparation-view.h"

/* Plies of a reply a row shows: enough to recognise the plan, short enough
 * for a side pane. */
#define SUMMARY_PLIES 6

/* ---- what the rows say ------------------------------------------------------ */

void
adj_preparation_row_free (AdjPreparationRow *row)
{
  if (row == NULL)
    return;
  g_free (row->title);
  g_free (row->subtitle);
  g_free (row);
}

AdjPreparationRow *
adj_preparation_row_new (AdjPreparation *preparation, guint index)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (preparation), NULL);
  g_return_val_if_fail (index < adj_preparation_get_n_candidates (preparation), NULL);

  AdjPreparationRow *row = g_new0 (AdjPreparationRow, 1);
  const ChessPosition *pos = adj_preparation_get_position (preparation);
  /* Numbered as on the scoresheet, so that "41… Rxd4" reads as the sealer's
   * move; SAN keeps its check and capture signs. */
  row->title = g_strdup_printf (pos->side == CHESS_WHITE ? "%d. %s" : "%d… %s", pos->fullmove_number,
                                adj_preparation_get_san (preparation, index));
  row->prepared = adj_preparation_is_prepared (preparation, index);
  /* An unprepared row is its move alone: the prepared ones, with their
   * lines, stand out in a list of thirty. */
  row->subtitle = row->prepared ? adj_preparation_reply_summary (preparation, index, SUMMARY_PLIES) : g_strdup ("");
  row->icon_name = row->prepared ? "emblem-ok-symbolic" : "list-add-symbolic";
  row->sealed = index == 0 && adj_preparation_is_opened (preparation);
  return row;
}

char *
adj_preparation_count_text (AdjPreparation *preparation)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION (preparation), NULL);

  guint total = adj_preparation_get_n_candidates (preparation);
  /* Translators: how many of the moves the opponent may have sealed have a
   * reply prepared: "12 of 31 prepared" (the plural follows the second number) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u prepared", "%u of %u prepared", total),
                          adj_preparation_count_prepared (preparation), total);
}

/* ---- the widget ------------------------------------------------------------- */

struct _AdjPreparationView
{
  GtkWidget       parent_instance;

  AdjPreparation *preparation;
  gulong          changed_handler;
  GPtrArray      *rows;           /* the list's rows, by candidate index */
  gboolean        unprepared_only;

  /* Template children */
  GtkWidget      *header;
  GtkWidget      *scroller;
  GtkLabel       *count_label;
  GtkWidget      *filter_switch;
  GtkListBox     *list;
  GtkLabel       *placeholder;
  GtkWidget      *order_button;
  GtkWidget      *progress_box;
  GtkProgressBar *progress_bar;
  GtkLabel       *engine_label;

  GHashTable     *evaluations;    /* candidate move → its reply's evaluation */
};

G_DEFINE_FINAL_TYPE (AdjPreparationView, adj_preparation_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PREPARATION,
  PROP_UNPREPARED_ONLY,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CANDIDATE_ACTIVATED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkWidget *
row_widget (const AdjPreparationRow *r, guint index, const char *evaluation)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), r->title);
  if (*r->subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), r->subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  GtkWidget *icon = gtk_image_new_from_icon_name (r->icon_name);
  gtk_widget_add_css_class (icon, r->prepared ? "success" : "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  r->prepared ? _("Prepared") : _("Not prepared"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  if (r->sealed)
    {
      GtkWidget *tag = gtk_label_new (_("Sealed Move"));
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (tag, "accent");
      gtk_widget_add_css_class (tag, "caption-heading");
      gtk_widget_set_name (tag, "sealed_tag");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
    }
  if (evaluation && r->prepared)
    {
      GtkWidget *score = gtk_label_new (evaluation);
      gtk_widget_set_valign (score, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (score, "numeric");
      gtk_widget_add_css_class (score, "dim-label");
      gtk_widget_set_name (score, "evaluation");
      gtk_widget_set_tooltip_text (score, _("The engine's evaluation at the end of the prepared reply"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), score);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data (G_OBJECT (row), "candidate", GUINT_TO_POINTER (index));
  return row;
}

static gboolean
row_visible (AdjPreparationView *self, guint index)
{
  return !self->unprepared_only || !adj_preparation_is_prepared (self->preparation, index);
}

static gboolean
filter_row (GtkListBoxRow *row, gpointer data)
{
  AdjPreparationView *self = data;
  if (self->preparation == NULL)
    return FALSE;
  return row_visible (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "candidate")));
}

guint
adj_preparation_view_get_n_visible (AdjPreparationView *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION_VIEW (self), 0);

  guint n = 0;
  for (guint i = 0; self->preparation && i < adj_preparation_get_n_candidates (self->preparation); i++)
    n += row_visible (self, i);
  return n;
}

/* The count, the filter's availability and the empty list's words. */
static void
update_state (AdjPreparationView *self)
{
  guint total = self->preparation ? adj_preparation_get_n_candidates (self->preparation) : 0;
  g_autofree char *count = self->preparation ? adj_preparation_count_text (self->preparation) : g_strdup ("");
  gtk_label_set_label (self->count_label, count);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preparation.unprepared-only", total > 0);
  gtk_widget_set_sensitive (self->filter_switch, total > 0);
  gtk_label_set_label (self->placeholder, total == 0 ? _("No move to prepare for")
                                                     : _("Every move has a reply prepared"));
}

static const char *
row_evaluation (AdjPreparationView *self, guint index)
{
  ChessMove move = adj_preparation_get_candidate (self->preparation, index);

  return g_hash_table_lookup (self->evaluations, GUINT_TO_POINTER (move));
}

static void
rebuild_row (AdjPreparationView *self, guint index)
{
  g_autoptr(AdjPreparationRow) r = adj_preparation_row_new (self->preparation, index);
  GtkWidget *row = row_widget (r, index, row_evaluation (self, index));
  GtkWidget *old = self->rows->pdata[index];
  gtk_list_box_remove (self->list, old);
  gtk_list_box_insert (self->list, row, (int) index);
  self->rows->pdata[index] = row;
}

static void
rebuild_all (AdjPreparationView *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    gtk_list_box_remove (self->list, self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; self->preparation && i < adj_preparation_get_n_candidates (self->preparation); i++)
    {
      g_autoptr(AdjPreparationRow) r = adj_preparation_row_new (self->preparation, i);
      GtkWidget *row = row_widget (r, i, row_evaluation (self, i));
      gtk_list_box_append (self->list, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
preparation_changed (AdjPreparation *preparation, guint index, AdjPreparationView *self)
{
  if (index == ADJ_PREPARATION_ALL || index >= self->rows->len)
    rebuild_all (self);
  else
    rebuild_row (self, index);
  gtk_list_box_invalidate_filter (self->list);
  update_state (self);
}

void
adj_preparation_view_set_preparation (AdjPreparationView *self, AdjPreparation *preparation)
{
  g_return_if_fail (ADJ_IS_PREPARATION_VIEW (self));
  g_return_if_fail (preparation == NULL || ADJ_IS_PREPARATION (preparation));

  if (self->preparation == preparation)
    return;
  g_clear_signal_handler (&self->changed_handler, self->preparation);
  g_set_object (&self->preparation, preparation);
  g_hash_table_remove_all (self->evaluations);
  if (preparation)
    self->changed_handler = g_signal_connect (preparation, "changed", G_CALLBACK (preparation_changed), self);
  rebuild_all (self);
  gtk_list_box_invalidate_filter (self->list);
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREPARATION]);
}

AdjPreparation *
adj_preparation_view_get_preparation (AdjPreparationView *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION_VIEW (self), NULL);

  return self->preparation;
}

void
adj_preparation_view_set_unprepared_only (AdjPreparationView *self, gboolean unprepared_only)
{
  g_return_if_fail (ADJ_IS_PREPARATION_VIEW (self));

  unprepared_only = !!unprepared_only;
  if (self->unprepared_only == unprepared_only)
    return;
  self->unprepared_only = unprepared_only;
  gtk_list_box_invalidate_filter (self->list);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNPREPARED_ONLY]);
}

gboolean
adj_preparation_view_get_unprepared_only (AdjPreparationView *self)
{
  g_return_val_if_fail (ADJ_IS_PREPARATION_VIEW (self), FALSE);

  return self->unprepared_only;
}

void
adj_preparation_view_set_evaluation (AdjPreparationView *self, ChessMove candidate, const char *evaluation)
{
  g_return_if_fail (ADJ_IS_PREPARATION_VIEW (self));

  if (evaluation)
    g_hash_table_insert (self->evaluations, GUINT_TO_POINTER (candidate), g_strdup (evaluation));
  else
    g_hash_table_remove (self->evaluations, GUINT_TO_POINTER (candidate));
  int index = self->preparation ? adj_preparation_find (self->preparation, candidate) : -1;
  if (index >= 0 && (guint) index < self->rows->len)
    rebuild_row (self, (guint) index);
}

void
adj_preparation_view_set_engine_status (AdjPreparationView *self, const char *reason, double progress)
{
  g_return_if_fail (ADJ_IS_PREPARATION_VIEW (self));

  gtk_label_set_label (self->engine_label, reason ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->engine_label), reason != NULL);
  gtk_widget_set_visible (self->progress_box, progress >= 0);
  gtk_widget_set_visible (self->order_button, progress < 0);
  /* Why the button cannot be used, where the pointer asks. */
  gtk_widget_set_tooltip_text (self->order_button,
                               reason ? reason : _("Put first the moves the engine finds best for the opponent"));
  if (progress >= 0)
    gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (progress, 0, 1));
}

void
adj_preparation_view_pulse (AdjPreparationView *self)
{
  g_return_if_fail (ADJ_IS_PREPARATION_VIEW (self));

  gtk_progress_bar_pulse (self->progress_bar);
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, AdjPreparationView *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "candidate"));
  g_signal_emit (self, signals[SIGNAL_CANDIDATE_ACTIVATED], 0, index);
}

GtkWidget *
adj_preparation_view_new (void)
{
  return g_object_new (ADJ_TYPE_PREPARATION_VIEW, NULL);
}

static void
adj_preparation_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AdjPreparationView *self = ADJ_PREPARATION_VIEW (object);

  switch (prop_id)
    {
    case PROP_PREPARATION:
      g_value_set_object (value, self->preparation);
      break;
    case PROP_UNPREPARED_ONLY:
      g_value_set_boolean (value, self->unprepared_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_preparation_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  AdjPreparationView *self = ADJ_PREPARATION_VIEW (object);

  switch (prop_id)
    {
    case PROP_PREPARATION:
      adj_preparation_view_set_preparation (self, g_value_get_object (value));
      break;
    case PROP_UNPREPARED_ONLY:
      adj_preparation_view_set_unprepared_only (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_preparation_view_dispose (GObject *object)
{
  AdjPreparationView *self = ADJ_PREPARATION_VIEW (object);

  g_clear_signal_handler (&self->changed_handler, self->preparation);
  g_clear_object (&self->preparation);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PREPARATION_VIEW);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->evaluations, g_hash_table_unref);

  G_OBJECT_CLASS (adj_preparation_view_parent_class)->dispose (object);
}

static void
adj_preparation_view_class_init (AdjPreparationViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = adj_preparation_view_get_property;
  object_class->set_property = adj_preparation_view_set_property;
  object_class->dispose = adj_preparation_view_dispose;

  properties[PROP_PREPARATION] =
    g_param_spec_object ("preparation", NULL, NULL, ADJ_TYPE_PREPARATION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNPREPARED_ONLY] =
    g_param_spec_boolean ("unprepared-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AdjPreparationView::candidate-activated:
   * @index: the candidate's index in the preparation
   */
  signals[SIGNAL_CANDIDATE_ACTIVATED] =
    g_signal_new ("candidate-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_property_action (widget_class, "preparation.unprepared-only", "unprepared-only");

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/review/adj-preparation-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, header);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, count_label);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, filter_switch);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, list);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, placeholder);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, order_button);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, progress_box);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjPreparationView, engine_label);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "preparation-view");
}

static void
adj_preparation_view_init (AdjPreparationView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->rows = g_ptr_array_new ();
  self->evaluations = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  /* The switch follows the property however it is set (the action, a
   * caller); the action is for menus and shortcuts. */
  g_object_bind_property (self, "unprepared-only", self->filter_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  update_state (self);
}
