/* adj-lost-compare-step.c — a lost envelope: the two sheets side by side, settled on the board
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-lost-compare-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-compat.h"
#include "adj-lost-compare-step.h"
#include "chess-san.h"

struct _AdjLostCompareStep
{
  AdjStep        parent_instance;

  GArray        *settled;
  /* The frame's, kept alive until it gives the next one. */
  const AdjReconstruction *recon;
  /* The disagreement the board shows: its ply and position, and what each
   * sheet reads there (CHESS_MOVE_NONE: no legal move). */
  int            chosen_ply;
  ChessPosition  chosen_before;
  ChessMove      reading[2];
  ChessLang      langs[2];
  GSettings     *settings;
  AdjBoardModel *board_model;
  AdjBoard      *board;
  /* The settle row, kept while it moves in and out of the list. */
  GtkWidget     *settle;

  /* Template children */
  GtkLabel      *summary_label;
  GtkLabel      *explanation_label;
  GtkListBox    *rows_list;
  AdwPreferencesGroup *readings_group;
  GtkListBox    *readings_list;
  GtkListBoxRow *settle_row;
  GtkLabel      *settle_title;
  AdwBin        *board_bin;
  GtkButton     *white_button;
  GtkButton     *black_button;
  GtkWidget     *clear_button;
  GtkWidget     *annul_button;
};

G_DEFINE_FINAL_TYPE (AdjLostCompareStep, adj_lost_compare_step, ADJ_TYPE_STEP)

static GtkWidget *
cell (const char *text, gboolean problem, gboolean number)
{
  GtkWidget *label = gtk_label_new (text && *text ? text : "—");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, !number);
  if (number)
    {
      gtk_label_set_width_chars (GTK_LABEL (label), 5);
      gtk_widget_add_css_class (label, "dim-label");
    }
  else
    gtk_widget_add_css_class (label, "monospace");
  if (problem)
    gtk_widget_add_css_class (label, "lost-problem");
  return label;
}

/* One half-move: its number and both entries, highlighted as RECON says. */
static GtkWidget *
row_widget (const AdjLostRow *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (box), FALSE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_box_append (GTK_BOX (box), cell (row->number, FALSE, TRUE));
  GtkWidget *sheets = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (sheets), TRUE);
  gtk_widget_set_hexpand (sheets, TRUE);
  for (int side = 0; side < 2; side++)
    gtk_box_append (GTK_BOX (sheets), cell (row->text[side], row->problem[side], FALSE));
  gtk_box_append (GTK_BOX (box), sheets);
  /* Always there, empty or not, so that the columns line up. */
  GtkWidget *mark = gtk_image_new_from_icon_name (row->settled ? "emblem-ok-symbolic"
                                                  : row->disagree ? "dialog-warning-symbolic" : NULL);
  gtk_widget_set_size_request (mark, 16, 16);
  gtk_widget_set_tooltip_text (mark, row->settled ? _("Settled by the arbiter") : _("The sheets disagree"));
  gtk_box_append (GTK_BOX (box), mark);

  GtkWidget *list_row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (list_row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (list_row), row->disagree);
  gtk_widget_set_name (list_row, row->disagree ? "disagreement" : "agreement");
  if (row->disagree)
    gtk_widget_add_css_class (list_row, "lost-disagree");
  else if (row->problem[0] || row->problem[1])
    gtk_widget_add_css_class (list_row, "lost-unreadable");
  if (row->settled)
    gtk_widget_add_css_class (list_row, "lost-settled");
  g_object_set_data (G_OBJECT (list_row), "ply", GINT_TO_POINTER (row->ply));
  return list_row;
}

static void
set_reading_button (AdjLostCompareStep *self, int side, GtkButton *button, const char *text)
{
  char san[CHESS_SAN_FIGURINE_MAX] = "";
  if (self->reading[side] != CHESS_MOVE_NONE)
    adj_lost_move_text (&self->chosen_before, self->reading[side], self->langs[side],
                        g_settings_get_boolean (self->settings, "figurine-notation"), san);
  g_autofree char *label = NULL;
  if (self->reading[side] != CHESS_MOVE_NONE)
    label = g_strdup_printf (side == CHESS_WHITE ? _("As White’s Sheet: %s") : _("As Black’s Sheet: %s"), san);
  else
    label = g_strdup_printf (side == CHESS_WHITE ? _("White’s Sheet: “%s” Is No Move")
                                                 : _("Black’s Sheet: “%s” Is No Move"),
                             text && *text ? text : "—");
  gtk_button_set_label (button, label);
  gtk_widget_set_sensitive (GTK_WIDGET (button), self->reading[side] != CHESS_MOVE_NONE);
}

/* One reading, with the button that takes it. */
static GtkWidget *
reading_row (AdjLostCompareStep *self, const AdjReconstruction *recon, guint index)
{
  const AdjReading *reading = adj_reconstruction_get_reading (recon, index);
  g_autofree char *title = adj_lost_reading_title (reading, index, recon->has_envelope);
  gboolean figurine = g_settings_get_boolean (self->settings, "figurine-notation");
  g_autofree char *departures = adj_lost_reading_departures (reading, self->langs, figurine);
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), departures);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_name (row, "reading");
  if (adj_reading_get_n_departures (reading) > 0)
    {
      GtkWidget *take = gtk_button_new_with_mnemonic (_("_Take"));
      gtk_widget_set_valign (take, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (take), "compare.pick");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (take), "u", index);
      g_autofree char *tooltip = g_strdup_printf (_("Settle the sheets as reading %u does"), index + 1);
      gtk_widget_set_tooltip_text (take, tooltip);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), take);
    }
  return row;
}

static void
show_readings (AdjLostCompareStep *self, const AdjReconstruction *recon)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->readings_list))))
    gtk_list_box_remove (self->readings_list, child);
  guint n = recon ? adj_reconstruction_get_n_readings (recon) : 0;
  /* Agreed sheets have one reading that departs from neither: nothing to choose. */
  gboolean choice = n > 1 || (n == 1 && adj_reading_get_n_departures (adj_reconstruction_get_reading (recon, 0)) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->readings_group), choice);
  if (!choice)
    return;
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->readings_list, reading_row (self, recon, i));
  g_autofree char *description = NULL;
  if (recon->search_cut)
    description = g_strdup (_("The ways of reading the sheets that reach the adjournment, best first. The search stopped at its bound: there may be others."));
  else if (recon->readings_found > n)
    description = g_strdup_printf (_("The ways of reading the sheets that reach the adjournment, best first: the first %u of %u."),
                                   n, recon->readings_found);
  else
    description = g_strdup (_("The ways of reading the sheets that reach the adjournment, best first."));
  adj_compat_preferences_group_set_description_text (self->readings_group, description);
}

/* Show the disagreement D on the board, to settle. */
static void
choose (AdjLostCompareStep *self, const AdjDisagreement *d)
{
  if (gtk_widget_get_parent (self->settle))
    gtk_list_box_remove (self->rows_list, self->settle);
  self->chosen_ply = d ? d->ply : 0;
  if (!d)
    return;
  /* Right under the disagreement's own row. */
  gtk_list_box_insert (self->rows_list, self->settle, d->ply);
  self->chosen_before = d->before;
  for (int side = 0; side < 2; side++)
    self->reading[side] = d->sheet[side].text && d->sheet[side].verdict.kind == CHESS_VERDICT_LEGAL
                          ? d->sheet[side].verdict.move : CHESS_MOVE_NONE;
  adj_board_model_set_position (self->board_model, &d->before);
  adj_board_set_flipped (self->board, d->before.side == CHESS_BLACK);
  g_autofree char *title = g_strdup_printf (d->before.side == CHESS_WHITE ? _("Settle White’s Move %d")
                                                                         : _("Settle Black’s Move %d"),
                                            d->before.fullmove_number);
  gtk_label_set_text (self->settle_title, title);
  set_reading_button (self, CHESS_WHITE, self->white_button, d->sheet[CHESS_WHITE].text);
  set_reading_button (self, CHESS_BLACK, self->black_button, d->sheet[CHESS_BLACK].text);
}

void
adj_lost_compare_step_set_reconstruction (AdjLostCompareStep *self, const AdjReconstruction *recon,
                                          const GError *error, const char *const sheets[2],
                                          const ChessLang langs[2])
{
  g_return_if_fail (ADJ_IS_LOST_COMPARE_STEP (self));

  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_list))))
    gtk_list_box_remove (self->rows_list, child);
  self->recon = recon;
  self->langs[0] = langs[0];
  self->langs[1] = langs[1];
  gtk_widget_set_visible (self->clear_button, self->settled->len > 0);
  gtk_widget_set_visible (self->annul_button, adj_lost_can_annul (recon));
  if (!recon)
    {
      gtk_label_set_text (self->summary_label, _("The scoresheets cannot be read"));
      gtk_label_set_text (self->explanation_label, error ? error->message : "");
      choose (self, NULL);
      show_readings (self, NULL);
      return;
    }

  g_autofree char *summary = adj_lost_summary (recon);
  /* The engine read the sheets with the settlements written in: say so,
   * rather than that the players agreed. */
  g_autofree char *explanation = self->settled->len > 0 && recon->status == ADJ_RECONSTRUCT_RECONSTRUCTED
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                    "With the half-move the arbiter settled, both scoresheets replay to the end and reach the position recorded with the envelope.",
                                    "With the %u half-moves the arbiter settled, both scoresheets replay to the end and reach the position recorded with the envelope.",
                                    self->settled->len), self->settled->len)
    : adj_reconstruction_explain (recon);
  gtk_label_set_text (self->summary_label, summary);
  gtk_label_set_text (self->explanation_label, explanation);

  show_readings (self, recon);
  g_autoptr(GPtrArray) rows = adj_lost_rows (sheets, recon, self->settled);
  for (guint i = 0; i < rows->len; i++)
    gtk_list_box_append (self->rows_list, row_widget (rows->pdata[i]));

  /* The board shows the first disagreement still to settle. */
  const AdjDisagreement *first = recon->disagreements->len > 0
                                 ? &g_array_index (recon->disagreements, AdjDisagreement, 0) : NULL;
  choose (self, first);
}

const GArray *
adj_lost_compare_step_get_settled (AdjLostCompareStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_COMPARE_STEP (self), NULL);
  return self->settled;
}

int
adj_lost_compare_step_get_chosen_ply (AdjLostCompareStep *self)
{
  g_return_val_if_fail (ADJ_IS_LOST_COMPARE_STEP (self), 0);
  return self->chosen_ply;
}

gboolean
adj_lost_compare_step_settle (AdjLostCompareStep *self, ChessMove move)
{
  g_return_val_if_fail (ADJ_IS_LOST_COMPARE_STEP (self), FALSE);

  if (self->chosen_ply == 0 || move == CHESS_MOVE_NONE || !chess_position_is_legal (&self->chosen_before, move))
    return FALSE;
  const AdjLostSettlement s = { .ply = self->chosen_ply, .before = self->chosen_before, .move = move };
  adj_lost_settle (self->settled, &s);
  adj_step_changed (ADJ_STEP (self));
  return TRUE;
}

static void
take_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostCompareStep *self = ADJ_LOST_COMPARE_STEP (widget);
  int side = g_variant_get_int32 (parameter);
  if (side == CHESS_WHITE || side == CHESS_BLACK)
    adj_lost_compare_step_settle (self, self->reading[side]);
}

static void
pick_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostCompareStep *self = ADJ_LOST_COMPARE_STEP (widget);
  guint index = g_variant_get_uint32 (parameter);
  if (!self->recon || index >= adj_reconstruction_get_n_readings (self->recon))
    return;
  adj_lost_settle_reading (self->settled, adj_reconstruction_get_reading (self->recon, index));
  adj_step_changed (ADJ_STEP (self));
}

static void
white_clicked (AdjLostCompareStep *self)
{
  adj_lost_compare_step_settle (self, self->reading[CHESS_WHITE]);
}

static void
black_clicked (AdjLostCompareStep *self)
{
  adj_lost_compare_step_settle (self, self->reading[CHESS_BLACK]);
}

static void
clear_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjLostCompareStep *self = ADJ_LOST_COMPARE_STEP (widget);
  g_array_set_size (self->settled, 0);
  adj_step_changed (ADJ_STEP (self));
}

static void
move_played (AdjLostCompareStep *self, guint move)
{
  adj_lost_compare_step_settle (self, (ChessMove) move);
}

/* A disagreement picked in the list goes on the board. */
static void
row_activated (AdjLostCompareStep *self, GtkListBoxRow *row)
{
  int ply = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "ply"));
  for (guint i = 0; self->recon && i < self->recon->disagreements->len; i++)
    {
      const AdjDisagreement *d = &g_array_index (self->recon->disagreements, AdjDisagreement, i);
      if (d->ply == ply)
        {
          choose (self, d);
          return;
        }
    }
}

static void
adj_lost_compare_step_dispose (GObject *object)
{
  AdjLostCompareStep *self = ADJ_LOST_COMPARE_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_LOST_COMPARE_STEP);
  g_clear_object (&self->settle);
  g_clear_object (&self->board_model);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_lost_compare_step_parent_class)->dispose (object);
}

static void
adj_lost_compare_step_finalize (GObject *object)
{
  AdjLostCompareStep *self = ADJ_LOST_COMPARE_STEP (object);

  g_array_unref (self->settled);

  G_OBJECT_CLASS (adj_lost_compare_step_parent_class)->finalize (object);
}

static void
adj_lost_compare_step_class_init (AdjLostCompareStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_lost_compare_step_dispose;
  object_class->finalize = adj_lost_compare_step_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/lost/adj-lost-compare-step.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, AdjLostCompareStep, name)
  CHILD (summary_label);
  CHILD (explanation_label);
  CHILD (rows_list);
  CHILD (readings_group);
  CHILD (readings_list);
  CHILD (settle_row);
  CHILD (settle_title);
  CHILD (board_bin);
  CHILD (white_button);
  CHILD (black_button);
  CHILD (clear_button);
  CHILD (annul_button);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, white_clicked);
  gtk_widget_class_bind_template_callback (widget_class, black_clicked);

  gtk_widget_class_install_action (widget_class, "compare.take", "i", take_action);
  gtk_widget_class_install_action (widget_class, "compare.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "compare.pick", "u", pick_action);
}

static void
adj_lost_compare_step_init (AdjLostCompareStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settled = g_array_new (FALSE, TRUE, sizeof (AdjLostSettlement));
  self->settings = g_settings_new (APPLICATION_ID);
  self->settle = g_object_ref_sink (GTK_WIDGET (self->settle_row));
  self->board_model = adj_board_model_new ();
  GtkWidget *board = adj_board_new (self->board_model);
  self->board = ADJ_BOARD (board);
  adj_board_set_mode (self->board, ADJ_BOARD_MODE_PLAY);
  gtk_widget_set_size_request (board, 240, 240);
  adw_bin_set_child (self->board_bin, board);
  g_signal_connect_swapped (board, "move-played", G_CALLBACK (move_played), self);
}
