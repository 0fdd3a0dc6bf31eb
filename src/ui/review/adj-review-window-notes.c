/* adj-review-window-notes.c — the players' arrows and marks, and diagrams
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The notes a player draws on the review's board belong to the node shown:
 * they are kept in its comment as "[%cal …]" and "[%csl …]"
 * (chess_annotations_set_node(); the root's in the comment before the
 * first move), so they travel with the exported PGN and come back when it
 * is read. The board forgets its notes whenever its model moves; the
 * window gives the node's back after every move (adj_review_window_go_to).
 *
 * A diagram is the position shown, as the board shows it (its side at the
 * bottom, the players' notes), and never more: the board's own highlight
 * arrows are not the players' and are not asked for, and the position is
 * the node's, so that of the adjourned position is the one before any
 * sealed move.
 */
#define G_LOG_DOMAIN "adj-review-window"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-diagram-dialog.h"
#include "adj-review-window-private.h"
#include "chess-annotation.h"

char *
adj_review_diagram_name (const char *players,
                         int         move_number)
{
  if (players == NULL || *players == '\0')
    /* Translators: a diagram's file name; %d is a move number */
    return g_strdup_printf (_("Move %d"), move_number);
  /* Translators: a diagram's file name: the players ("Vidal – Puig"), then a move number */
  return g_strdup_printf (_("%s, move %d"), players, move_number);
}

/* The player drew or removed a note: it goes into the node's comment. */
static void
board_notes_changed (AdjReviewWindow *self)
{
  ChessAnnotations notes;

  adj_board_get_annotations (self->board, &notes);
  chess_annotations_set_node (self->tree, self->current, &notes);
  /* The move list shows no notes and the position is the same: only the
   * actions' state follows (the panes need no new "position-changed"). */
  adj_review_window_update_actions (self);
}

void
adj_review_window_notes_init (AdjReviewWindow *self)
{
  g_assert (ADJ_IS_REVIEW_WINDOW (self));

  adj_board_set_annotations_editable (self->board, TRUE);
  g_signal_connect_object (self->board, "annotations-changed", G_CALLBACK (board_notes_changed), self,
                           G_CONNECT_SWAPPED);
}

void
adj_review_window_notes_show (AdjReviewWindow *self)
{
  ChessAnnotations notes;

  g_assert (ADJ_IS_REVIEW_WINDOW (self));

  chess_annotations_get_node (self->current, &notes);
  adj_board_set_annotations (self->board, &notes);
}

gboolean
adj_review_window_notes_any (AdjReviewWindow *self)
{
  ChessAnnotations notes;

  g_assert (ADJ_IS_REVIEW_WINDOW (self));

  chess_annotations_get_node (self->current, &notes);
  return !chess_annotations_is_empty (&notes);
}

void
adj_review_window_clear_arrows_action (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);

  /* The board tells the window, which writes the node's comment. */
  gtk_widget_activate_action (GTK_WIDGET (self->board), "board.clear-notes", NULL);
}

GtkWidget *
adj_review_window_export_diagram (AdjReviewWindow *self)
{
  ChessAnnotations notes;
  GtkWidget *dialog;
  const ChessPosition *pos;
  g_autofree char *name = NULL;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);

  pos = chess_tree_node_position (self->current);
  /* The node's notes, as the board draws them. */
  chess_annotations_get_node (self->current, &notes);
  name = adj_review_diagram_name (gtk_window_get_title (GTK_WINDOW (self)), pos->fullmove_number);
  dialog = adj_diagram_dialog_new (GTK_WINDOW (self), pos, adj_board_get_flipped (self->board),
                                   chess_annotations_is_empty (&notes) ? NULL : &notes, name);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

void
adj_review_window_export_diagram_action (GtkWidget  *widget,
                                         const char *action_name,
                                         GVariant   *parameter)
{
  adj_review_window_export_diagram (ADJ_REVIEW_WINDOW (widget));
}
