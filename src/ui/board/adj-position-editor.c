/* adj-position-editor.c — set up any position: on the board, by FEN, or from a game
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board model holds the position as edited, valid or not; the FEN entry
 * says the same position in text. Every change, from whichever side, ends in
 * refresh(), which drops rights the placement no longer allows, puts the
 * controls and the entry in step with the model and asks the rules engine
 * whether the position is valid. A FEN typed in the entry goes to the model
 * only when the engine accepts it, so the board keeps the last valid
 * position while the entry shows why the text is refused.
 *
 * The game record is in adj-position-editor-game.c, the layout and the
 * palette in adj-position-editor-layout.c.
 */
#define G_LOG_DOMAIN "adj-position-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-fen-message.h"
#include "adj-position-editor-private.h"
#include "chess-fen.h"

G_DEFINE_FINAL_TYPE (AdjPositionEditor, adj_position_editor, GTK_TYPE_WIDGET)

G_DEFINE_QUARK (adj-position-editor-error-quark, adj_position_editor_error)

enum {
  PROP_0,
  PROP_VALID,
  PROP_FOOTER,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- What the editor decides (no widgets) ---- */

/* The rules engine's own checks, so that the editor offers exactly what
 * chess_fen_read() accepts. */
unsigned
adj_position_editor_possible_castling (const ChessPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);

  return chess_fen_castling_possible (position);
}

int
adj_position_editor_possible_ep_squares (const ChessPosition *position,
                                         ChessSquare          squares[8])
{
  g_return_val_if_fail (position != NULL && squares != NULL, 0);

  return chess_fen_ep_squares_possible (position, squares);
}

ChessPiece
adj_position_editor_piece_to_put (ChessPiece on_square,
                                  ChessPiece chosen)
{
  return on_square == chosen ? CHESS_EMPTY : chosen;
}

/* TEXT with every run of white space made one space, trimmed. */
char *
_adj_position_editor_squeeze_spaces (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  GString *out = g_string_new (NULL);
  for (guint i = 0; words[i]; i++)
    {
      if (!*words[i])
        continue;
      if (out->len)
        g_string_append_c (out, ' ');
      g_string_append (out, words[i]);
    }
  return g_string_free (out, FALSE);
}

gboolean
adj_position_editor_fen_says (const char          *text,
                              const ChessPosition *position)
{
  char written[CHESS_FEN_MAX];
  ChessPosition read;

  g_return_val_if_fail (text != NULL && position != NULL, FALSE);

  chess_fen_write (position, written);
  g_autofree char *squeezed = _adj_position_editor_squeeze_spaces (text);
  if (strcmp (squeezed, written) == 0)
    return TRUE;
  /* Other spellings of the same position ("startpos", rights in another
   * order, an EPD without counters) when the engine reads them. */
  if (!chess_fen_read (&read, text, NULL))
    return FALSE;
  char again[CHESS_FEN_MAX];
  chess_fen_write (&read, again);
  return strcmp (again, written) == 0;
}

char *
adj_position_editor_move_label (const ChessPosition *before,
                                const char          *san)
{
  g_return_val_if_fail (before != NULL && san != NULL, NULL);

  if (before->side == CHESS_WHITE)
    return g_strdup_printf ("%d. %s", before->fullmove_number, san);
  return g_strdup_printf ("%d… %s", before->fullmove_number, san);
}

/* ---- Keeping the widgets in step ---- */

const ChessPosition *
_adj_position_editor_position (AdjPositionEditor *self)
{
  return adj_board_model_get_position (self->model);
}

static void
update_actions (AdjPositionEditor *self)
{
  gboolean game = self->has_game;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.copy-fen", self->valid);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.previous-move", game && self->game_ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.next-move",
                                 game && self->game_ply < chess_game_ply_count (&self->game));
}

/* Rights and an en passant square that the placement no longer allows are
 * dropped, so that the checks and the list never offer what cannot be. */
static void
drop_impossible (AdjPositionEditor *self)
{
  const ChessPosition *pos = _adj_position_editor_position (self);
  unsigned rights = pos->castling & adj_position_editor_possible_castling (pos);
  if (rights != pos->castling)
    adj_board_model_set_castling (self->model, rights);

  ChessSquare squares[8];
  int n = adj_position_editor_possible_ep_squares (_adj_position_editor_position (self), squares);
  gboolean found = FALSE;
  for (int i = 0; i < n; i++)
    found |= squares[i] == _adj_position_editor_position (self)->ep_square;
  if (_adj_position_editor_position (self)->ep_square != CHESS_NO_SQUARE && !found)
    adj_board_model_set_ep_square (self->model, CHESS_NO_SQUARE);
}

static void
update_ep_row (AdjPositionEditor *self)
{
  const ChessPosition *pos = _adj_position_editor_position (self);
  ChessSquare squares[8];
  int n = adj_position_editor_possible_ep_squares (pos, squares);

  if (n != self->n_ep_squares || memcmp (squares, self->ep_squares, sizeof (ChessSquare) * (gsize) n) != 0)
    {
      const char *names[9];
      char buffers[8][3];
      for (int i = 0; i < n; i++)
        {
          chess_square_name (squares[i], buffers[i]);
          names[i] = buffers[i];
        }
      names[n] = NULL;
      /* The first item is "None". */
      gtk_string_list_splice (self->ep_list, 1, (guint) self->n_ep_squares, names);
      memcpy (self->ep_squares, squares, sizeof (ChessSquare) * (gsize) n);
      self->n_ep_squares = n;
    }

  guint selected = 0;
  for (int i = 0; i < n; i++)
    if (squares[i] == pos->ep_square)
      selected = (guint) i + 1;
  adw_combo_row_set_selected (self->ep_row, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (self->ep_row), n > 0);
}

static void
update_controls (AdjPositionEditor *self)
{
  const ChessPosition *pos = _adj_position_editor_position (self);
  unsigned possible = adj_position_editor_possible_castling (pos);
  GtkCheckButton *checks[4] = { self->castle_wk, self->castle_wq, self->castle_bk, self->castle_bq };
  static const unsigned rights[4] = { CHESS_CASTLE_WK, CHESS_CASTLE_WQ, CHESS_CASTLE_BK, CHESS_CASTLE_BQ };

  gtk_toggle_button_set_active (pos->side == CHESS_WHITE ? self->white_button : self->black_button, TRUE);
  for (int i = 0; i < 4; i++)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (checks[i]), (possible & rights[i]) != 0);
      gtk_check_button_set_active (checks[i], (pos->castling & rights[i]) != 0);
    }
  update_ep_row (self);
  gtk_spin_button_set_value (self->move_spin, pos->fullmove_number);
  gtk_spin_button_set_value (self->halfmove_spin, pos->halfmove_clock);
}

static void
show_fen_error (AdjPositionEditor *self,
                const char        *message)
{
  gtk_label_set_text (self->fen_error, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->fen_error), message != NULL);
  if (message)
    gtk_widget_add_css_class (GTK_WIDGET (self->fen_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->fen_row), "error");
}

/* Valid when the entry says the model's position and the engine accepts
 * it; otherwise the entry's text is what is refused. */
static void
update_validity (AdjPositionEditor *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->fen_row));
  ChessFenResult result;
  gboolean valid;

  ChessPosition read;
  /* A text the engine accepts has gone to the model already, so the text
   * and the model differ only when the text is refused. */
  if (!adj_position_editor_fen_says (text, _adj_position_editor_position (self)) && !chess_fen_read (&read, text, &result))
    valid = FALSE;
  else
    valid = adj_board_model_validate (self->model, &result);

  if (valid)
    show_fen_error (self, NULL);
  else
    {
      g_autofree char *message = adj_fen_message (&result);
      show_fen_error (self, message);
    }

  if (valid != self->valid)
    {
      self->valid = valid;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
    }
}

/* Bring everything in step with the model; REWRITE_ENTRY puts the model's
 * FEN in the entry unless it already says that position. */
void
_adj_position_editor_refresh (AdjPositionEditor *self,
                              gboolean           rewrite_entry)
{
  self->syncing++;
  drop_impossible (self);
  update_controls (self);
  if (rewrite_entry
      && !adj_position_editor_fen_says (gtk_editable_get_text (GTK_EDITABLE (self->fen_row)), _adj_position_editor_position (self)))
    {
      g_autofree char *fen = adj_board_model_get_fen (self->model);
      gtk_editable_set_text (GTK_EDITABLE (self->fen_row), fen);
    }
  update_validity (self);
  _adj_position_editor_update_game (self);
  self->syncing--;
  update_actions (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Any change of the model that the editor did not make itself (a square
 * edited, a control changed) leaves the game's positions. */
static void
on_model_changed (AdjBoardModel     *model,
                  AdjPositionEditor *self)
{
  if (self->syncing)
    return;
  self->on_game = FALSE;
  _adj_position_editor_refresh (self, TRUE);
}

static void
on_fen_changed (GtkEditable       *editable,
                AdjPositionEditor *self)
{
  if (self->syncing)
    return;
  self->syncing++;
  gboolean read = adj_board_model_set_fen (self->model, gtk_editable_get_text (editable), NULL);
  self->syncing--;
  if (read)
    {
      self->on_game = FALSE;
      _adj_position_editor_refresh (self, FALSE);
      return;
    }
  /* Refused: the board keeps its position, the entry says why. */
  update_validity (self);
  update_actions (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- Controls ---- */

static void
on_side_toggled (GtkToggleButton   *button,
                 AdjPositionEditor *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  adj_board_model_set_side (self->model, button == self->white_button ? CHESS_WHITE : CHESS_BLACK);
}

static void
on_castling_toggled (GtkCheckButton    *check,
                     AdjPositionEditor *self)
{
  if (self->syncing)
    return;
  unsigned rights = 0;
  rights |= gtk_check_button_get_active (self->castle_wk) ? CHESS_CASTLE_WK : 0;
  rights |= gtk_check_button_get_active (self->castle_wq) ? CHESS_CASTLE_WQ : 0;
  rights |= gtk_check_button_get_active (self->castle_bk) ? CHESS_CASTLE_BK : 0;
  rights |= gtk_check_button_get_active (self->castle_bq) ? CHESS_CASTLE_BQ : 0;
  adj_board_model_set_castling (self->model, rights);
}

static void
on_ep_selected (AdwComboRow       *row,
                GParamSpec        *pspec,
                AdjPositionEditor *self)
{
  if (self->syncing)
    return;
  guint selected = adw_combo_row_get_selected (row);
  ChessSquare sq = CHESS_NO_SQUARE;
  if (selected != GTK_INVALID_LIST_POSITION && selected > 0 && (int) selected <= self->n_ep_squares)
    sq = self->ep_squares[selected - 1];
  adj_board_model_set_ep_square (self->model, sq);
}

static void
on_move_number_changed (GtkSpinButton     *spin,
                        AdjPositionEditor *self)
{
  if (self->syncing)
    return;
  adj_board_model_set_fullmove (self->model, gtk_spin_button_get_value_as_int (spin));
}

/* The model has no setter of its own for the clock: the position goes
 * back whole with the new count. */
static void
on_halfmove_changed (GtkSpinButton     *spin,
                     AdjPositionEditor *self)
{
  if (self->syncing)
    return;
  ChessPosition edited = *_adj_position_editor_position (self);
  edited.halfmove_clock = gtk_spin_button_get_value_as_int (spin);
  adj_board_model_set_position (self->model, &edited);
}

static void
on_square_activated (AdjBoard          *board,
                     int                square,
                     AdjPositionEditor *self)
{
  g_assert (square >= 0 && square < 64);
  ChessPiece piece = adj_position_editor_piece_to_put (_adj_position_editor_position (self)->board[square], self->chosen);
  adj_board_model_put (self->model, square, piece);
}

/* The secondary button clears a square whatever the palette holds. */
static void
on_board_secondary_pressed (GtkGestureClick   *gesture,
                            int                n_press,
                            double             x,
                            double             y,
                            AdjPositionEditor *self)
{
  ChessSquare sq = adj_board_square_at (self->board, x, y);
  if (sq == CHESS_NO_SQUARE)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  adj_board_model_put (self->model, sq, CHESS_EMPTY);
}

/* ---- Clipboard ---- */

static void
fen_pasted (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(AdjPositionEditor) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (!text)
    {
      show_fen_error (self, _("The clipboard holds no text."));
      return;
    }
  g_autofree char *squeezed = _adj_position_editor_squeeze_spaces (text);
  gtk_editable_set_text (GTK_EDITABLE (self->fen_row), squeezed);
}

/* ---- Actions ---- */

static void
action_clear (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  adj_board_model_clear (ADJ_POSITION_EDITOR (widget)->model);
}

static void
action_start (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  adj_board_model_set_fen (ADJ_POSITION_EDITOR (widget)->model, "startpos", NULL);
}

void
adj_position_editor_set_flipped (AdjPositionEditor *self,
                                 gboolean           flipped)
{
  g_return_if_fail (ADJ_IS_POSITION_EDITOR (self));
  adj_board_set_flipped (self->board, flipped);
}

static void
action_flip (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (widget);
  adj_board_set_flipped (self->board, !adj_board_get_flipped (self->board));
}

static void
action_copy_fen (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (widget);
  g_autofree char *fen = adj_board_model_get_fen (self->model);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
}

static void
action_paste_fen (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, fen_pasted, g_object_ref (widget));
}

/* ---- Public API ---- */

GtkWidget *
adj_position_editor_new (void)
{
  return g_object_new (ADJ_TYPE_POSITION_EDITOR, NULL);
}

char *
adj_position_editor_get_fen (AdjPositionEditor *self)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), NULL);
  return adj_board_model_get_fen (self->model);
}

gboolean
adj_position_editor_set_fen (AdjPositionEditor *self,
                             const char        *fen,
                             GError           **error)
{
  ChessFenResult result;

  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  self->syncing++;
  gboolean read = adj_board_model_set_fen (self->model, fen, &result);
  self->syncing--;
  if (!read)
    {
      g_autofree char *message = adj_fen_message (&result);
      g_set_error_literal (error, ADJ_POSITION_EDITOR_ERROR, ADJ_POSITION_EDITOR_ERROR_FEN, message);
      return FALSE;
    }
  self->on_game = FALSE;
  _adj_position_editor_refresh (self, TRUE);
  return TRUE;
}

gboolean
adj_position_editor_get_valid (AdjPositionEditor *self)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), FALSE);
  return self->valid;
}

gboolean
adj_position_editor_get_position (AdjPositionEditor *self,
                                  ChessPosition     *out)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!self->valid)
    return FALSE;
  /* Through the engine's reader, so that what is handed on is exactly what
   * the engine accepted (its key computed, its checks passed). */
  g_autofree char *fen = adj_board_model_get_fen (self->model);
  return chess_fen_read (out, fen, NULL);
}

AdjBoardModel *
adj_position_editor_get_model (AdjPositionEditor *self)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), NULL);
  return self->model;
}

GtkWidget *
adj_position_editor_get_footer (AdjPositionEditor *self)
{
  g_return_val_if_fail (ADJ_IS_POSITION_EDITOR (self), NULL);
  return self->footer;
}

void
adj_position_editor_set_footer (AdjPositionEditor *self,
                                GtkWidget         *footer)
{
  g_return_if_fail (ADJ_IS_POSITION_EDITOR (self));
  g_return_if_fail (footer == NULL || GTK_IS_WIDGET (footer));
  g_return_if_fail (footer == NULL || gtk_widget_get_parent (footer) == NULL);

  if (footer == self->footer)
    return;
  if (self->footer)
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->footer)), self->footer);
  self->footer = footer;
  _adj_position_editor_place_footer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOOTER]);
}

/* ---- GObject ---- */

static void
adj_position_editor_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_VALID:
      g_value_set_boolean (value, self->valid);
      break;
    case PROP_FOOTER:
      g_value_set_object (value, self->footer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_position_editor_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_FOOTER:
      adj_position_editor_set_footer (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_position_editor_dispose (GObject *object)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  if (self->model)
    g_signal_handlers_disconnect_by_data (self->model, self);
  /* Its slot, a template child, goes with the template. */
  self->footer = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_POSITION_EDITOR);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_position_editor_parent_class)->dispose (object);
}

static void
adj_position_editor_finalize (GObject *object)
{
  AdjPositionEditor *self = ADJ_POSITION_EDITOR (object);

  if (self->has_game)
    chess_game_clear (&self->game);
  g_ptr_array_unref (self->game_san);

  G_OBJECT_CLASS (adj_position_editor_parent_class)->finalize (object);
}

static void
adj_position_editor_class_init (AdjPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = adj_position_editor_get_property;
  object_class->set_property = adj_position_editor_set_property;
  object_class->dispose = adj_position_editor_dispose;
  object_class->finalize = adj_position_editor_finalize;

  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOOTER] =
    g_param_spec_object ("footer", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjourn/Adjourn/board/adj-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, frame);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, body);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, board_column);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, content);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, scrolled_footer);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, fixed_footer);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, fixed_footer_slot);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, side_clamp);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, board_clamp);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, white_button);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, black_button);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, castle_wk);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, castle_wq);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, castle_bk);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, castle_bq);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, ep_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, ep_list);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, move_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, halfmove_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, fen_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, fen_error);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, game_error);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, game_box);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, game_title);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, game_subtitle);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, ply_adjustment);
  gtk_widget_class_bind_template_child (widget_class, AdjPositionEditor, ply_label);
  gtk_widget_class_bind_template_callback (widget_class, on_side_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_castling_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_ep_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_move_number_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_halfmove_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_fen_changed);

  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, action_clear);
  gtk_widget_class_install_action (widget_class, "editor.start", NULL, action_start);
  gtk_widget_class_install_action (widget_class, "editor.flip", NULL, action_flip);
  gtk_widget_class_install_action (widget_class, "editor.copy-fen", NULL, action_copy_fen);
  gtk_widget_class_install_action (widget_class, "editor.paste-fen", NULL, action_paste_fen);
  _adj_position_editor_class_init_game (klass);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
adj_position_editor_init (AdjPositionEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_san = g_ptr_array_new_with_free_func (g_free);
  /* The move shown follows the figurine preference; game_san, which the
   * envelope takes, keeps its letters. */
  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::figurine-notation", G_CALLBACK (_adj_position_editor_update_game),
                           self, G_CONNECT_SWAPPED);
  self->model = adj_board_model_new ();
  self->board = ADJ_BOARD (adj_board_new (self->model));
  adj_board_set_mode (self->board, ADJ_BOARD_MODE_EDIT);
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  adw_clamp_set_child (self->board_clamp, GTK_WIDGET (self->board));
  g_signal_connect (self->board, "square-activated", G_CALLBACK (on_square_activated), self);
  g_signal_connect (self->model, "changed", G_CALLBACK (on_model_changed), self);

  GtkGesture *secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (on_board_secondary_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (secondary));

  _adj_position_editor_build_palette (self);

  _adj_position_editor_init_layout (self);

  self->valid = FALSE;
  _adj_position_editor_refresh (self, TRUE);
}
