/* adj-open-position-step.c — the resumption desk, first page: the position and clocks as recorded
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-open-position-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board.h"
#include "adj-clock.h"
#include "adj-compat.h"
#include "adj-open-position-step.h"
#include "adj-profile.h"

struct _AdjOpenPositionStep
{
  AdjStep        parent_instance;

  AdjBoardModel *board_model;

  /* Template children */
  AdwBin        *board_bin;
  AdwPreferencesGroup *setup_group;
  AdwActionRow  *sealer_row;
  AdwActionRow  *white_time_row;
  AdwActionRow  *black_time_row;
  AdwActionRow  *resumption_row;
};

G_DEFINE_FINAL_TYPE (AdjOpenPositionStep, adj_open_position_step, ADJ_TYPE_STEP)

static char *
time_text (AdjEnvelope *env, int side)
{
  gint64 used = adj_envelope_get_time_used (env, side);
  return used < 0 ? g_strdup (_("Not recorded")) : adj_clock_format_seconds (used);
}

void
adj_open_position_step_set_envelope (AdjOpenPositionStep *self,
                                     AdjEnvelope         *envelope,
                                     GDateTime           *resumption)
{
  g_return_if_fail (ADJ_IS_OPEN_POSITION_STEP (self));
  g_return_if_fail (ADJ_IS_ENVELOPE (envelope));

  adj_board_model_set_position (self->board_model, adj_envelope_get_position (envelope));

  int sealer = adj_envelope_get_sealer (envelope);
  int number = adj_envelope_get_sealed_move_number (envelope);
  const char *name = sealer >= 0 ? adj_envelope_get_player (envelope, sealer) : NULL;
  g_autofree char *sealed = NULL;
  if (sealer < 0)
    sealed = g_strdup (_("Not written on the envelope"));
  else if (number > 0)
    sealed = g_strdup_printf (sealer == CHESS_WHITE ? _("White (%s), move %d") : _("Black (%s), move %d"),
                              name ? name : "", number);
  else
    sealed = g_strdup_printf (sealer == CHESS_WHITE ? _("White (%s)") : _("Black (%s)"), name ? name : "");
  adw_action_row_set_subtitle (self->sealer_row, sealed);

  g_autofree char *white = time_text (envelope, CHESS_WHITE);
  g_autofree char *black = time_text (envelope, CHESS_BLACK);
  /* Translators: the time used on a player's clock, then the player. */
  g_autofree char *white_line = g_strdup_printf (_("%s used · %s"), white, adj_envelope_get_player (envelope, CHESS_WHITE));
  g_autofree char *black_line = g_strdup_printf (_("%s used · %s"), black, adj_envelope_get_player (envelope, CHESS_BLACK));
  adw_action_row_set_subtitle (self->white_time_row, white_line);
  adw_action_row_set_subtitle (self->black_time_row, black_line);

  /* Translators: a date and time, see g_date_time_format() */
  g_autofree char *when = resumption ? g_date_time_format (resumption, _("%A %-d %B %Y, %H:%M")) : NULL;
  adw_action_row_set_subtitle (self->resumption_row, when ? when : _("Not set"));

  const AdjProfile *profile = adj_profile_lookup (adj_envelope_get_rules (envelope));
  const char *article = profile ? adj_profile_article (profile, ADJ_DECISION_RESUMPTION_SETUP) : NULL;
  g_autofree char *description = article
    /* Translators: %s is an article of the Laws ("I.5"), %s the edition's title. */
    ? g_strdup_printf (_("Set the board and the clocks as recorded on the envelope (%s, %s)."), article,
                       adj_profile_get_title (profile))
    : g_strdup (_("Set the board and the clocks as recorded on the envelope."));
  adj_compat_preferences_group_set_description_text (self->setup_group, description);
}

static void
adj_open_position_step_dispose (GObject *object)
{
  AdjOpenPositionStep *self = ADJ_OPEN_POSITION_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_OPEN_POSITION_STEP);
  g_clear_object (&self->board_model);

  G_OBJECT_CLASS (adj_open_position_step_parent_class)->dispose (object);
}

static void
adj_open_position_step_class_init (AdjOpenPositionStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_open_position_step_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/opening/adj-open-position-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjOpenPositionStep, board_bin);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenPositionStep, setup_group);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenPositionStep, sealer_row);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenPositionStep, white_time_row);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenPositionStep, black_time_row);
  gtk_widget_class_bind_template_child (widget_class, AdjOpenPositionStep, resumption_row);
}

static void
adj_open_position_step_init (AdjOpenPositionStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->board_model = adj_board_model_new ();
  GtkWidget *board = adj_board_new (self->board_model);
  adj_board_set_mode (ADJ_BOARD (board), ADJ_BOARD_MODE_VIEW);
  gtk_widget_set_size_request (board, 280, 280);
  adw_bin_set_child (self->board_bin, board);
}
