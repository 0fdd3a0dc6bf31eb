/* adj-review-window-edit.c — what changes a review's tree, and what leaves it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apart from the window's construction and navigation: promoting and
 * deleting lines, the comment after a move and its NAGs, and the exports
 * (the PGN with every variation, the FEN of the position shown).
 */
#define G_LOG_DOMAIN "adj-review-window"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-file-dialog.h"
#include "adj-move-rows.h"
#include "adj-review-window-private.h"
#include "chess-annotation.h"
#include "chess-fen.h"
#include "chess-pgn.h"

/* ---- the tree -------------------------------------------------------------- */

void
adj_review_window_promote_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  ChessTreeNode *branch = self->current;

  /* The line shown climbs one place where it leaves its parent line. */
  while (branch && chess_tree_node_index (branch) == 0)
    branch = chess_tree_node_parent (branch);
  if (branch && chess_tree_promote (self->tree, branch))
    adj_review_window_tree_changed (self, self->current);
}

void
adj_review_window_make_main_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);

  if (chess_tree_promote_to_main (self->tree, self->current))
    adj_review_window_tree_changed (self, self->current);
}

void
adj_review_window_delete_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  ChessTreeNode *parent = chess_tree_node_parent (self->current);

  if (parent && chess_tree_delete (self->tree, self->current))
    adj_review_window_tree_changed (self, parent);
}

/* ---- comments and NAGs ----------------------------------------------------- */

void
adj_review_window_comment_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);

  gtk_menu_button_popup (self->comment_button);
}

void
adj_review_window_comment_shown (AdjReviewWindow *self)
{
  /* The arrows and marks are drawn on the board, not typed here. */
  g_autofree char *comment = adj_move_comment_text (chess_tree_node_comment (self->current,
                                                                              CHESS_TREE_COMMENT_AFTER));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);

  /* The root's comment is the one written before the game's moves. */
  gtk_label_set_label (self->comment_heading, chess_tree_node_parent (self->current)
                                              ? _("Comment After the Move") : _("Comment Before the Game"));
  gtk_text_buffer_set_text (buffer, comment ? comment : "", -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->comment_view));
}

void
adj_review_window_comment_done (AdjReviewWindow *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (self), "review.set-comment", "s", text);
  gtk_popover_popdown (self->comment_popover);
}

void
adj_review_window_set_comment_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  ChessAnnotations notes;

  /* The tree folds white space and drops what PGN cannot hold; the
   * board's notes stay in front of the new text. */
  chess_annotations_get_node (self->current, &notes);
  chess_tree_set_comment (self->tree, self->current, CHESS_TREE_COMMENT_AFTER,
                          g_variant_get_string (parameter, NULL));
  chess_annotations_set_node (self->tree, self->current, &notes);
  adj_review_window_tree_changed (self, self->current);
}

/* NAGs that exclude each other: a move is good or bad, a position better
 * for one side or the other. */
static int
nag_group (int nag)
{
  if (nag >= 1 && nag <= 9)
    return 1;
  if (nag >= 10 && nag <= 21)
    return 2;
  return nag;
}

void
adj_review_window_nag_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  ChessTreeNode *node = self->current;
  int nag = g_variant_get_int32 (parameter);
  gboolean had = FALSE;

  if (chess_tree_node_parent (node) == NULL || nag < 1 || nag > 255)
    return;
  /* Zugzwang is said of the side to move: $22 White, $23 Black. */
  if (nag == 22 && chess_tree_node_position (node)->side == CHESS_BLACK)
    nag = 23;
  /* Chosen again, a NAG is taken off; another of its group replaces it. */
  for (int i = chess_tree_node_n_nags (node) - 1; i >= 0; i--)
    {
      int old = chess_tree_node_nag (node, i);

      if (old == nag)
        had = TRUE;
      if (nag_group (old) == nag_group (nag))
        chess_tree_remove_nag (self->tree, node, old);
    }
  if (!had)
    chess_tree_add_nag (self->tree, node, nag);
  adj_review_window_tree_changed (self, node);
}

void
adj_review_window_clear_notes_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  ChessAnnotations notes;

  /* The arrows and marks have an action of their own (clear-arrows). */
  chess_annotations_get_node (self->current, &notes);
  if (chess_tree_node_parent (self->current))
    chess_tree_clear_nags (self->tree, self->current);
  chess_tree_set_comment (self->tree, self->current, CHESS_TREE_COMMENT_AFTER, NULL);
  chess_annotations_set_node (self->tree, self->current, &notes);
  adj_review_window_tree_changed (self, self->current);
}

/* ---- what leaves the window ------------------------------------------------ */

char *
adj_review_window_dup_fen (AdjReviewWindow *self)
{
  char fen[CHESS_FEN_MAX];

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);

  chess_fen_write (adj_review_window_get_position (self), fen);
  return g_strdup (fen);
}

char *
adj_review_window_dup_pgn (AdjReviewWindow *self)
{
  char *text;
  char *pgn;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);

  /* The game, not a reply being prepared on the board meanwhile (that is
   * the preparation's export). */
  text = chess_pgn_write_tree (&self->tags, adj_review_window_panes_game (self), NULL);
  if (text == NULL)
    g_error ("out of memory writing PGN");
  /* malloc'd by the rules engine: handed on in GLib's memory. */
  pgn = g_strdup (text);
  free (text);
  return pgn;
}

void
adj_review_window_copy_fen_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  g_autofree char *fen = adj_review_window_dup_fen (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  adj_review_window_toast (self, _("Position copied as FEN"));
}

gboolean
adj_review_window_export_pgn_file (AdjReviewWindow  *self,
                                   GFile            *file,
                                   GError          **error)
{
  g_autofree char *pgn = NULL;
  g_autofree char *name = NULL;
  g_autofree char *display = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  pgn = adj_review_window_dup_pgn (self);
  name = g_file_get_basename (file);
  display = g_filename_display_name (name);
  if (!g_file_replace_contents (file, pgn, strlen (pgn), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, &local))
    {
      /* Translators: a file name, then why it could not be written. */
      g_autofree char *body = g_strdup_printf (_("“%s”: %s"), display, local->message);

      adj_compat_present (adj_compat_alert_new (_("Cannot Export PGN"), body), GTK_WIDGET (self));
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* Translators: a file name. */
  title = g_strdup_printf (_("Saved as “%s”"), display);
  adj_review_window_toast (self, title);
  return TRUE;
}

static void
pgn_file_chosen (GFile *file, const GError *error, gpointer data)
{
  g_autoptr(AdjReviewWindow) self = data;

  /* The review was closed while the file was being chosen. */
  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  if (file)
    adj_review_window_export_pgn_file (self, file, NULL);
  else if (error)
    adj_compat_present (adj_compat_alert_new (_("Cannot Export PGN"), error->message), GTK_WIDGET (self));
}

void
adj_review_window_export_pgn_action (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  g_autofree char *name = self->envelope
                          ? adj_file_dialog_envelope_name (ADJ_FILE_KIND_PGN, self->envelope)
                          : adj_file_dialog_suggest_name (ADJ_FILE_KIND_PGN, gtk_window_get_title (GTK_WINDOW (self)));

  adj_file_dialog_save (GTK_WINDOW (self), ADJ_FILE_KIND_PGN, name, pgn_file_chosen, g_object_ref (self));
}
