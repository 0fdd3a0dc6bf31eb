/* adj-position-editor-game.c — the position editor's game record
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game record (PGN), pasted, opened or given, whose moves can be stepped
 * through to take the position at any move; its players, event and round
 * over the slider, and the record up to the move shown for the envelope.
 */
#define G_LOG_DOMAIN "adj-position-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-fen-message.h"
#include "adj-file-dialog.h"
#include "adj-position-editor-private.h"
#include "chess-fen.h"
#include "chess-pgn.h"
#include "chess-san.h"

void
_adj_position_editor_update_game (AdjPositionEditor *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->game_box), self->has_game);
  if (!self->has_game)
    return;

  int length = chess_game_ply_count (&self->game);
  gtk_adjustment_configure (self->ply_adjustment, self->game_ply, 0, length, 1, 10, 0);
  if (!self->on_game)
    gtk_label_set_text (self->ply_label, _("The position has been changed: choose a move to go back to the game."));
  else if (self->game_ply == 0)
    gtk_label_set_text (self->ply_label, _("Start of the game"));
  else
    {
      const ChessPosition *before = chess_game_position_at (&self->game, self->game_ply - 1);
      char figurine[CHESS_SAN_FIGURINE_MAX];
      const char *san = g_ptr_array_index (self->game_san, self->game_ply - 1);
      if (g_settings_get_boolean (self->settings, "figurine-notation"))
        {
          chess_san_write_figurine (before, chess_game_move_at (&self->game, self->game_ply - 1), figurine);
          san = figurine;
        }
      g_autofree char *move = adj_position_editor_move_label (before, san);
      /* Translators: "After 23… Rf5": the position shown is after that move. */
      g_autofree char *text = g_strdup_printf (_("After %s"), move);
      gtk_label_set_text (self->ply_label, text);
    }
  if (self->on_game)
    gtk_widget_remove_css_class (GTK_WIDGET (self->ply_label), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->ply_label), "dim-label");
}

static void
show_game_error (AdjPositionEditor *self,
                 const char        *message)
{
  gtk_label_set_text (self->game_error, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->game_error), message != NULL);
}

static void
game_pasted (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr(AdjPositionEditor) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (!text)
    {
      show_game_error (self, _("The clipboard holds no text."));
      return;
    }
  if (!adj_position_editor_load_game (self, text, &error))
    show_game_error (self, error->message);
}

static void
on_ply_changed (GtkAdjustment     *adjustment,
                AdjPositionEditor *self)
{
  if (self->syncing || !self->has_game)
    return;
  adj_position_editor_set_game_ply (self, (int) (gtk_adjustment_get_value (adjustment) + 0.5));
}

static void
action_paste_game (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, game_pasted, g_object_ref (widget));
}

static void
action_load_game (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  if (!adj_position_editor_load_game (self, g_variant_get_string (param, NULL), &error))
    show_game_error (self, error->message);
}

static void
game_file_chosen (GFile        *file,
                  const GError *error,
                  gpointer      data)
{
  g_autoptr(AdjPositionEditor) self = data;
  g_autoptr(GError) local = NULL;

  if (error)
    show_game_error (self, error->message);
  else if (file && !adj_position_editor_load_game_file (self, file, &local))
    show_game_error (self, local->message);
}

static void
action_open_game (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  adj_file_dialog_open (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, ADJ_FILE_KIND_PGN,
                        game_file_chosen, g_object_ref (widget));
}

static void
action_step (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (widget);
  int step = g_str_equal (name, "editor.next-move") ? 1 : -1;
  adj_position_editor_set_game_ply (self, self->game_ply + step);
}

gboolean
adj_position_editor_load_game_file (AdjPositionEditor  *self,
                                    GFile              *file,
                                    GError            **error)
{
  g_autofree char *data = NULL;
  g_autofree char *converted = NULL;
  gsize length = 0;

  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return FALSE;
  /* PGN's own standard says Latin-1; most files today are UTF-8. */
  if (!g_utf8_validate_len (data, length, NULL))
    {
      converted = g_convert (data, (gssize) length, "UTF-8", "ISO-8859-1", NULL, NULL, error);
      if (!converted)
        return FALSE;
    }
  return adj_position_editor_load_game (self, converted ? converted : data, error);
}

gboolean
adj_position_editor_load_game (AdjPositionEditor *self,
                               const char        *pgn_text,
                               GError           **error)
{
  ChessGame game;
  ChessPgnGameInfo info;

  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (pgn_text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  chess_game_init (&game);
  ChessPgnReader *reader = chess_pgn_reader_new (pgn_text, strlen (pgn_text));
  gboolean found = chess_pgn_reader_next (reader, &game, &info);
  chess_pgn_reader_free (reader);

  if (!found)
    {
      chess_game_clear (&game);
      g_set_error_literal (error, ADJ_POSITION_EDITOR_ERROR, ADJ_POSITION_EDITOR_ERROR_PGN,
                           _("The text holds no game record."));
      return FALSE;
    }
  g_autofree char *problem = adj_pgn_message (&game, &info);
  if (problem)
    {
      chess_game_clear (&game);
      g_set_error_literal (error, ADJ_POSITION_EDITOR_ERROR, ADJ_POSITION_EDITOR_ERROR_PGN, problem);
      return FALSE;
    }

  if (self->has_game)
    chess_game_clear (&self->game);
  self->game = game;
  self->has_game = TRUE;
  g_ptr_array_set_size (self->game_san, 0);
  for (int i = 0; i < chess_game_ply_count (&self->game); i++)
    {
      char san[CHESS_SAN_MAX];
      chess_san_write (chess_game_position_at (&self->game, i), chess_game_move_at (&self->game, i),
                       CHESS_LANG_EN, san);
      g_ptr_array_add (self->game_san, g_strdup (san));
    }

  const char *white = chess_game_tag (&self->game, "White");
  const char *black = chess_game_tag (&self->game, "Black");
  if (white && black)
    {
      /* Translators: the players of the game record, "Capablanca – Corzo". */
      g_autofree char *title = g_strdup_printf (_("%s – %s"), white, black);
      gtk_label_set_text (self->game_title, title);
    }
  else
    gtk_label_set_text (self->game_title, _("Game record"));
  const char *event = chess_game_tag (&self->game, "Event");
  const char *round = chess_game_tag (&self->game, "Round");
  g_autofree char *subtitle = NULL;
  if (event && *event && event[0] != '?' && round && *round && round[0] != '?' && round[0] != '-')
    /* Translators: the event and round of the game record, "Havana m, round 1". */
    subtitle = g_strdup_printf (_("%s, round %s"), event, round);
  else if (event && *event && event[0] != '?')
    subtitle = g_strdup (event);
  gtk_label_set_text (self->game_subtitle, subtitle ? subtitle : "");
  gtk_widget_set_visible (GTK_WIDGET (self->game_subtitle), subtitle != NULL);
  show_game_error (self, NULL);

  self->game_ply = -1;
  adj_position_editor_set_game_ply (self, chess_game_ply_count (&self->game));
  return TRUE;
}

char *
adj_position_editor_dup_game_tag (AdjPositionEditor *self,
                                  const char        *name)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  const char *value = self->has_game ? chess_game_tag (&self->game, name) : NULL;
  g_autofree char *text = value ? g_strstrip (g_strdup (value)) : NULL;
  /* PGN writes an unknown value as "?" (and a round as "-"). */
  if (!text || !*text || g_str_equal (text, "?") || g_str_equal (text, "-"))
    return NULL;
  return g_steal_pointer (&text);
}

int
adj_position_editor_get_game_length (AdjPositionEditor *self)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), 0);
  return self->has_game ? chess_game_ply_count (&self->game) : 0;
}

int
adj_position_editor_get_game_ply (AdjPositionEditor *self)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), 0);
  return self->has_game ? self->game_ply : 0;
}

void
adj_position_editor_set_game_ply (AdjPositionEditor *self,
                                  int                ply)
{
  g_return_if_fail (ADJ_IS_POSITION_EDITOR (self));
  g_return_if_fail (self->has_game);
  g_return_if_fail (ply >= 0 && ply <= chess_game_ply_count (&self->game));

  if (ply == self->game_ply && self->on_game)
    return;
  self->game_ply = ply;
  self->syncing++;
  adj_board_model_set_position (self->model, chess_game_position_at (&self->game, ply));
  self->syncing--;
  self->on_game = TRUE;
  _adj_position_editor_refresh (self, TRUE);
}

gboolean
adj_position_editor_get_game_moves (AdjPositionEditor *self,
                                    char             **start,
                                    char            ***moves)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (start != NULL && moves != NULL, FALSE);

  if (!self->has_game || !self->on_game)
    return FALSE;

  if (chess_game_starts_standard (&self->game))
    *start = g_strdup ("startpos");
  else
    {
      char fen[CHESS_FEN_MAX];
      chess_fen_write (chess_game_start (&self->game), fen);
      *start = g_strdup (fen);
    }
  GStrvBuilder *builder = g_strv_builder_new ();
  for (int i = 0; i < self->game_ply; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->game_san, i));
  *moves = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return TRUE;
}

void
_adj_position_editor_class_init_game (AdjPositionEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_bind_template_callback (widget_class, on_ply_changed);

  gtk_widget_class_install_action (widget_class, "editor.paste-game", NULL, action_paste_game);
  gtk_widget_class_install_action (widget_class, "editor.load-game", "s", action_load_game);
  gtk_widget_class_install_action (widget_class, "editor.open-game", NULL, action_open_game);
  gtk_widget_class_install_action (widget_class, "editor.previous-move", NULL, action_step);
  gtk_widget_class_install_action (widget_class, "editor.next-move", NULL, action_step);

  /* Within the editor: stepping through the game like a move list. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_ALT_MASK, "editor.previous-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_ALT_MASK, "editor.next-move", NULL);
}
