/* adj-seal-position-step.c — sealing, step 2: the position, and who sealed which move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-position-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-fen-message.h"
#include "adj-position-editor.h"
#include "adj-seal-position-step.h"
#include "chess-fen.h"

struct _AdjSealPositionStep
{
  AdjStep            parent_instance;

  /* Template children */
  AdjPositionEditor *position_editor;
  GtkLabel          *position_error;
  AdwComboRow       *sealer_row;
  AdwEntryRow       *move_number_row;
  GtkLabel          *move_number_error;
};

G_DEFINE_FINAL_TYPE (AdjSealPositionStep, adj_seal_position_step, ADJ_TYPE_STEP)

static gboolean
position_reads (AdjSealPositionStep *self, ChessPosition *pos)
{
  /* The editor says under its FEN entry why a position is refused. */
  return adj_position_editor_get_position (self->position_editor, pos);
}

static gboolean
move_number_reads (AdjSealPositionStep *self, int *number)
{
  g_autofree char *text = adj_step_dup_text (self->move_number_row);
  guint64 v = 0;
  /* Digits only: no sign, no blank inside. */
  gboolean ok = text == NULL || g_ascii_string_to_unsigned (text, 10, 1, 100000, &v, NULL);
  *number = ok ? (int) v : 0;
  adj_step_mark (self->move_number_row, !ok);
  adj_step_say (self->move_number_error, ok ? NULL : _("The move number is a whole number from 1."));
  return ok;
}

static gboolean
adj_seal_position_step_is_complete (AdjStep *step)
{
  AdjSealPositionStep *self = ADJ_SEAL_POSITION_STEP (step);
  ChessPosition pos;
  int number;
  gboolean fen = position_reads (self, &pos);
  /* The editor says why under its FEN entry, which may be scrolled out of
   * sight: said again next to the disabled Next. */
  g_autofree char *why = NULL;
  if (!fen)
    {
      g_autofree char *text = adj_position_editor_get_fen (self->position_editor);
      ChessFenResult r;
      if (!chess_fen_read (&pos, text, &r))
        {
          g_autofree char *reason = adj_fen_message (&r);
          /* Translators: the engine's reason ("White has no king."), then what to do */
          why = g_strdup_printf (_("%s Set up the position before the sealed move on the board above."), reason);
        }
    }
  adj_step_say (self->position_error, why);
  gboolean n = move_number_reads (self, &number);
  return fen && n;
}

/* The board shows the sealer's side at the bottom, as he sees it when he
 * writes the move. */
static void
sealer_changed (AdjSealPositionStep *self)
{
  adj_position_editor_set_flipped (self->position_editor,
                                   adw_combo_row_get_selected (self->sealer_row) == CHESS_BLACK);
  adj_step_changed (ADJ_STEP (self));
}

static GtkWidget *
adj_seal_position_step_get_first_field (AdjStep *step)
{
  return GTK_WIDGET (ADJ_SEAL_POSITION_STEP (step)->position_editor);
}

char *
adj_seal_position_step_get_fen (AdjSealPositionStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_POSITION_STEP (self), NULL);
  return adj_position_editor_get_fen (self->position_editor);
}

char *
adj_seal_position_step_dup_game_tag (AdjSealPositionStep *self,
                                     const char          *name)
{
  g_return_val_if_fail (ADJ_IS_SEAL_POSITION_STEP (self), NULL);
  return adj_position_editor_dup_game_tag (self->position_editor, name);
}

gboolean
adj_seal_position_step_load_game (AdjSealPositionStep *self,
                                  const char          *pgn_text,
                                  GError             **error)
{
  g_return_val_if_fail (ADJ_IS_SEAL_POSITION_STEP (self), FALSE);
  g_return_val_if_fail (pgn_text != NULL, FALSE);
  return adj_position_editor_load_game (self->position_editor, pgn_text, error);
}

void
adj_seal_position_step_open_game (AdjSealPositionStep *self)
{
  g_return_if_fail (ADJ_IS_SEAL_POSITION_STEP (self));
  gtk_widget_activate_action (GTK_WIDGET (self->position_editor), "editor.open-game", NULL);
}

gboolean
adj_seal_position_step_get_game_moves (AdjSealPositionStep *self,
                                       char               **start,
                                       char              ***moves)
{
  g_return_val_if_fail (ADJ_IS_SEAL_POSITION_STEP (self), FALSE);
  return adj_position_editor_get_game_moves (self->position_editor, start, moves);
}

int
adj_seal_position_step_get_sealer (AdjSealPositionStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_POSITION_STEP (self), CHESS_WHITE);
  return (int) adw_combo_row_get_selected (self->sealer_row);
}

int
adj_seal_position_step_get_move_number (AdjSealPositionStep *self)
{
  int number;

  g_return_val_if_fail (ADJ_IS_SEAL_POSITION_STEP (self), 0);
  move_number_reads (self, &number);
  return number;
}

static void
position_changed (AdjSealPositionStep *self)
{
  ChessPosition pos;
  if (position_reads (self, &pos))
    {
      /* Filled in from the position; the arbiter may then change them. */
      adw_combo_row_set_selected (self->sealer_row, pos.side == CHESS_WHITE ? 0 : 1);
      g_autofree char *number = g_strdup_printf ("%d", pos.fullmove_number);
      gtk_editable_set_text (GTK_EDITABLE (self->move_number_row), number);
    }
  adj_step_changed (ADJ_STEP (self));
}

static void
adj_seal_position_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_SEAL_POSITION_STEP);

  G_OBJECT_CLASS (adj_seal_position_step_parent_class)->dispose (object);
}

static void
adj_seal_position_step_class_init (AdjSealPositionStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdjStepClass *step_class = ADJ_STEP_CLASS (klass);

  object_class->dispose = adj_seal_position_step_dispose;
  step_class->is_complete = adj_seal_position_step_is_complete;
  step_class->get_first_field = adj_seal_position_step_get_first_field;

  g_type_ensure (ADJ_TYPE_POSITION_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-position-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjSealPositionStep, position_editor);
  gtk_widget_class_bind_template_child (widget_class, AdjSealPositionStep, position_error);
  gtk_widget_class_bind_template_child (widget_class, AdjSealPositionStep, sealer_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealPositionStep, move_number_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealPositionStep, move_number_error);
}

static void
adj_seal_position_step_init (AdjSealPositionStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_swapped (self->position_editor, "changed", G_CALLBACK (position_changed), self);
  g_signal_connect_swapped (self->position_editor, "notify::valid", G_CALLBACK (adj_step_changed), self);
  g_signal_connect_swapped (self->move_number_row, "changed", G_CALLBACK (adj_step_changed), self);
  g_signal_connect_swapped (self->sealer_row, "notify::selected", G_CALLBACK (sealer_changed), self);
  /* The sealer and the number of the position it starts on. */
  position_changed (self);
}
