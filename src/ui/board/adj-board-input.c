/* adj-board-input.c — picking and playing on the chessboard
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pointer, keyboard and tests all go through the widget actions (see
 * adj-board.h), so a click-click in a test is the same code as a click.
 */
#define G_LOG_DOMAIN "adj-board"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-board-private.h"
#include "adj-piece-set.h"

#define PROMOTION_ICON  48

enum {
  MOVE_PLAYED,
  SQUARE_ACTIVATED,
  ANNOTATIONS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Which actions can act now: computed here only. */
void
_adj_board_update_actions (AdjBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean pending = self->promotion_from != CHESS_NO_SQUARE;

  /* While the chooser is open its keys are its own: they reach the board
   * too, the chooser being the board's child. */
  gtk_widget_action_set_enabled (widget, "board.activate-square", self->mode != ADJ_BOARD_MODE_VIEW && !pending);
  gtk_widget_action_set_enabled (widget, "board.activate-focus", self->mode != ADJ_BOARD_MODE_VIEW && !pending);
  gtk_widget_action_set_enabled (widget, "board.move-focus", !pending);
  gtk_widget_action_set_enabled (widget, "board.promote", pending);
  gtk_widget_action_set_enabled (widget, "board.cancel", pending || self->picked != CHESS_NO_SQUARE);
  gtk_widget_action_set_enabled (widget, "board.toggle-note", self->annotations_editable);
  gtk_widget_action_set_enabled (widget, "board.clear-notes",
                                 self->annotations_editable && !chess_annotations_is_empty (&self->notes));
}

static void
set_picked (AdjBoard   *self,
            ChessSquare sq)
{
  self->picked = sq;
  self->targets = sq == CHESS_NO_SQUARE ? 0 : adj_board_model_get_targets (self->model, sq);
  self->dragging = FALSE;
  _adj_board_update_actions (self);
  _adj_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_adj_board_close_promotion (AdjBoard *self)
{
  self->promotion_from = CHESS_NO_SQUARE;
  self->promotion_to = CHESS_NO_SQUARE;
  if (self->promotion_popover != NULL && gtk_widget_get_visible (self->promotion_popover))
    gtk_popover_popdown (GTK_POPOVER (self->promotion_popover));
  _adj_board_update_actions (self);
}

void
_adj_board_cancel_input (AdjBoard *self)
{
  _adj_board_close_promotion (self);
  set_picked (self, CHESS_NO_SQUARE);
}

static void
play (AdjBoard *self,
      ChessMove move)
{
  if (move == CHESS_MOVE_NONE || !adj_board_model_play (self->model, move))
    return;
  g_signal_emit (self, signals[MOVE_PLAYED], 0, (guint) move);
}

/* Promotion chooser */

static void
on_promotion_closed (AdjBoard *self)
{
  /* Closed without a choice (Escape, a click elsewhere): the move is not
   * made, and the pawn stays picked for another try. */
  if (self->promotion_from != CHESS_NO_SQUARE)
    {
      self->promotion_from = CHESS_NO_SQUARE;
      self->promotion_to = CHESS_NO_SQUARE;
      _adj_board_update_actions (self);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
ensure_promotion_popover (AdjBoard *self)
{
  if (self->promotion_popover != NULL)
    return;

  self->promotion_popover = gtk_popover_new ();
  self->promotion_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_popover_set_child (GTK_POPOVER (self->promotion_popover), self->promotion_box);
  gtk_widget_add_css_class (self->promotion_popover, "promotion-chooser");
  gtk_widget_set_parent (self->promotion_popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->promotion_popover, "closed", G_CALLBACK (on_promotion_closed), self);

  static const struct { ChessPieceType type; const char *name; } choices[] = {
    { CHESS_QUEEN, N_("Queen") },
    { CHESS_ROOK, N_("Rook") },
    { CHESS_BISHOP, N_("Bishop") },
    { CHESS_KNIGHT, N_("Knight") },
  };
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *image = gtk_image_new ();

      /* The colour is plain from the board; the name is what to say. */
      gtk_widget_set_tooltip_text (button, _(choices[i].name));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(choices[i].name),
                                      -1);

      gtk_image_set_pixel_size (GTK_IMAGE (image), PROMOTION_ICON);
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "board.promote");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (int) choices[i].type);
      gtk_box_append (GTK_BOX (self->promotion_box), button);
    }
}

static void
open_promotion (AdjBoard   *self,
                ChessSquare from,
                ChessSquare to)
{
  const ChessPosition *position = adj_board_model_get_position (self->model);
  ChessColor color = chess_piece_color (position->board[from]);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  graphene_rect_t bounds;
  int col, row;

  ensure_promotion_popover (self);
  self->promotion_from = from;
  self->promotion_to = to;

  /* The pieces in the side's colour. */
  for (GtkWidget *button = gtk_widget_get_first_child (self->promotion_box);
       button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      ChessPiece piece = chess_piece_make (color, g_variant_get_int32 (target));
      GdkTexture *texture = adj_piece_set_get_texture (self->pieces, piece,
                                                       PROMOTION_ICON * scale);

      gtk_image_set_from_paintable (GTK_IMAGE (gtk_button_get_child (GTK_BUTTON (button))),
                                    GDK_PAINTABLE (texture));
    }

  _adj_board_square_rect (self, to, &bounds);
  _adj_board_square_cell (self, to, &col, &row);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover),
                               &(GdkRectangle) { bounds.origin.x, bounds.origin.y,
                                                 bounds.size.width, bounds.size.height });
  gtk_popover_set_position (GTK_POPOVER (self->promotion_popover), row < 4 ? GTK_POS_BOTTOM : GTK_POS_TOP);
  _adj_board_update_actions (self);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
}

/* The keyboard and the click, decided (plain functions) */

static const AdjBoardKeyResult ignored = { ADJ_BOARD_KEY_IGNORED, CHESS_NO_SQUARE, CHESS_MOVE_NONE };

/* The keys a board binds: the arrows by how they move the cursor on
 * screen, then the keys that activate it, then Escape. */
static const struct {
  guint keyval;
  int   dcol, drow;
} cursor_keys[] = {
  { GDK_KEY_Left, -1, 0 }, { GDK_KEY_KP_Left, -1, 0 },
  { GDK_KEY_Right, 1, 0 }, { GDK_KEY_KP_Right, 1, 0 },
  { GDK_KEY_Up, 0, -1 },   { GDK_KEY_KP_Up, 0, -1 },
  { GDK_KEY_Down, 0, 1 },  { GDK_KEY_KP_Down, 0, 1 },
};
static const guint activate_keys[] = {
  GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
};

/* CURSOR moved DCOL columns and DROW rows on screen, held on the board:
 * a board is never mirrored, in any text direction. */
static ChessSquare
cursor_step (ChessSquare cursor, gboolean flipped, int dcol, int drow)
{
  int file = chess_square_file (cursor) + (flipped ? -dcol : dcol);
  int rank = chess_square_rank (cursor) + (flipped ? drow : -drow);

  return chess_square_make (CLAMP (file, 0, 7), CLAMP (rank, 0, 7));
}

AdjBoardKeyResult
adj_board_decide_square (AdjBoardMode         mode,
                         const ChessPosition *position,
                         ChessSquare          picked,
                         ChessSquare          square)
{
  AdjBoardKeyResult result = ignored;
  ChessPiece piece;

  g_return_val_if_fail (position != NULL, ignored);
  g_return_val_if_fail (square >= 0 && square < 64, ignored);

  if (mode == ADJ_BOARD_MODE_EDIT)
    return (AdjBoardKeyResult) { ADJ_BOARD_KEY_ACTIVATE, square, CHESS_MOVE_NONE };
  if (mode != ADJ_BOARD_MODE_PLAY)
    return ignored;

  /* The picked piece's legal move to SQUARE, if it has one; among
   * promotions the queen's stands for all until the piece is chosen. */
  if (picked != CHESS_NO_SQUARE && picked != square)
    {
      ChessMove move = chess_position_find_move (position, picked, square, CHESS_QUEEN);

      if (move != CHESS_MOVE_NONE && chess_move_kind (move) == CHESS_MOVE_PROMOTION)
        return (AdjBoardKeyResult) { ADJ_BOARD_KEY_PROMOTE, square, CHESS_MOVE_NONE };
      if (move != CHESS_MOVE_NONE)
        return (AdjBoardKeyResult) { ADJ_BOARD_KEY_PLAY, CHESS_NO_SQUARE, move };
    }

  /* Another piece of the side to move is picked instead; the picked one,
   * or anything else, puts it back. */
  piece = position->board[square];
  if (square != picked && piece != CHESS_EMPTY && chess_piece_color (piece) == position->side)
    {
      result.action = ADJ_BOARD_KEY_PICK;
      result.square = square;
    }
  else if (picked != CHESS_NO_SQUARE)
    result.action = ADJ_BOARD_KEY_DROP;
  return result;
}

AdjBoardKeyResult
adj_board_decide_key (AdjBoardMode         mode,
                      const ChessPosition *position,
                      gboolean             flipped,
                      ChessSquare          cursor,
                      ChessSquare          picked,
                      guint                keyval)
{
  g_return_val_if_fail (position != NULL, ignored);
  g_return_val_if_fail (cursor >= 0 && cursor < 64, ignored);

  for (guint i = 0; i < G_N_ELEMENTS (cursor_keys); i++)
    if (cursor_keys[i].keyval == keyval)
      return (AdjBoardKeyResult) { ADJ_BOARD_KEY_CURSOR,
                                   cursor_step (cursor, flipped, cursor_keys[i].dcol, cursor_keys[i].drow),
                                   CHESS_MOVE_NONE };
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    if (activate_keys[i] == keyval)
      return adj_board_decide_square (mode, position, picked, cursor);
  /* Escape with nothing picked is the window's (leaving a mode, closing). */
  if (keyval == GDK_KEY_Escape && picked != CHESS_NO_SQUARE)
    return (AdjBoardKeyResult) { ADJ_BOARD_KEY_DROP, CHESS_NO_SQUARE, CHESS_MOVE_NONE };
  return ignored;
}

/* Actions */

/* What a decision does to the board: the one path for clicks, keys and
 * the actions. */
static void
apply (AdjBoard *self, const AdjBoardKeyResult *result)
{
  switch (result->action)
    {
    case ADJ_BOARD_KEY_IGNORED:
      break;
    case ADJ_BOARD_KEY_CURSOR:
      adj_board_set_focus_square (self, result->square);
      break;
    case ADJ_BOARD_KEY_PICK:
      set_picked (self, result->square);
      break;
    case ADJ_BOARD_KEY_DROP:
      _adj_board_cancel_input (self);
      break;
    case ADJ_BOARD_KEY_PLAY:
      play (self, result->move);
      break;
    case ADJ_BOARD_KEY_PROMOTE:
      /* A promotion waits for the piece to be chosen. */
      open_promotion (self, self->picked, result->square);
      break;
    case ADJ_BOARD_KEY_ACTIVATE:
      g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, result->square);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
activate_square (AdjBoard   *self,
                 ChessSquare sq)
{
  if (sq < 0 || sq >= 64)
    return;

  if (self->focus_square != sq)
    adj_board_set_focus_square (self, sq);

  AdjBoardKeyResult result = adj_board_decide_square (self->mode, adj_board_model_get_position (self->model),
                                                      self->picked, sq);
  apply (self, &result);
}

static void
action_activate_square (GtkWidget  *widget,
                        const char *name,
                        GVariant   *parameter)
{
  activate_square (ADJ_BOARD (widget), g_variant_get_int32 (parameter));
}

static void
action_activate_focus (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);

  activate_square (self, self->focus_square);
}

static void
action_move_focus (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);
  int dcol, drow;

  g_variant_get (parameter, "(ii)", &dcol, &drow);
  adj_board_set_focus_square (self, cursor_step (self->focus_square, self->flipped, dcol, drow));
}

static void
action_promote (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);
  ChessPieceType type = g_variant_get_int32 (parameter);
  ChessSquare from = self->promotion_from;
  ChessSquare to = self->promotion_to;

  if (from == CHESS_NO_SQUARE || type < CHESS_KNIGHT || type > CHESS_QUEEN)
    return;
  _adj_board_close_promotion (self);
  play (self, adj_board_model_find_move (self->model, from, to, type));
}

static void
action_cancel (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  _adj_board_cancel_input (ADJ_BOARD (widget));
}

static void
notes_changed (AdjBoard *self)
{
  g_clear_pointer (&self->notes_node, gsk_render_node_unref);
  _adj_board_update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[ANNOTATIONS_CHANGED], 0);
}

static void
action_toggle_note (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);
  int from, to, color;
  gboolean changed;

  g_variant_get (parameter, "(iii)", &from, &to, &color);
  if (from < 0 || from > 63 || to < 0 || to > 63 || color < 0 || color >= CHESS_ANNOTATION_N_COLORS)
    return;
  if (from == to)
    changed = chess_annotations_toggle_mark (&self->notes, from, color);
  else
    changed = chess_annotations_toggle_arrow (&self->notes, from, to, color);
  if (changed)
    notes_changed (self);
}

static void
action_clear_notes (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  AdjBoard *self = ADJ_BOARD (widget);

  if (chess_annotations_is_empty (&self->notes))
    return;
  chess_annotations_clear (&self->notes);
  notes_changed (self);
}

ChessAnnotationColor
adj_board_note_color_for_modifiers (GdkModifierType state)
{
  /* As lichess reads them, Ctrl doubling for Shift and Meta for Alt (a
   * window manager may keep Alt with a drag for itself). */
  static const ChessAnnotationColor colors[2][2] = {
    { CHESS_ANNOTATION_GREEN, CHESS_ANNOTATION_BLUE },
    { CHESS_ANNOTATION_RED, CHESS_ANNOTATION_YELLOW },
  };
  gboolean shift = (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)) != 0;
  gboolean alt = (state & (GDK_ALT_MASK | GDK_META_MASK)) != 0;

  return colors[shift][alt];
}

/* Pointer */

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               AdjBoard       *self)
{
  ChessSquare sq = adj_board_square_at (self, x, y);

  /* As on lichess, a click on the board wipes the notes, when the window
   * wants that; it still does what a click does. */
  if (sq != CHESS_NO_SQUARE && self->annotations_clear_on_click)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.clear-notes", NULL);

  self->press_square = sq;
  self->dragging = FALSE;
  if (sq == CHESS_NO_SQUARE || self->mode == ADJ_BOARD_MODE_VIEW)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));

  /* A press on the picked piece may be the start of a drag or a click
   * that puts it down: the release decides. Anything else acts now. */
  self->press_was_picked = self->mode == ADJ_BOARD_MODE_PLAY && sq == self->picked;
  if (!self->press_was_picked)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.activate-square", "i", sq);
  self->drag_x = x;
  self->drag_y = y;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                AdjBoard       *self)
{
  double x, y;

  if (self->picked == CHESS_NO_SQUARE || self->picked != self->press_square)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!self->dragging && !gtk_drag_check_threshold (GTK_WIDGET (self), x, y, x + dx, y + dy))
    return;
  self->dragging = TRUE;
  self->drag_x = x + dx;
  self->drag_y = y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             AdjBoard       *self)
{
  gboolean dragged = self->dragging;
  double x, y;

  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->press_square == CHESS_NO_SQUARE)
    return;

  if (!dragged)
    {
      /* A click on the piece already picked puts it down. */
      if (self->press_was_picked)
        gtk_widget_activate_action (GTK_WIDGET (self), "board.activate-square", "i", self->press_square);
      return;
    }

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  ChessSquare to = adj_board_square_at (self, x + dx, y + dy);
  if (to == self->picked)
    return;
  if (to != CHESS_NO_SQUARE && (self->targets & ADJ_BOARD_BIT (to)))
    gtk_widget_activate_action (GTK_WIDGET (self), "board.activate-square", "i", to);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "board.cancel", NULL);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                AdjBoard         *self)
{
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The secondary button draws a note: an arrow dragged from square to
 * square, a mark clicked on one. What is being drawn shows as it goes. */

void
_adj_board_cancel_note (AdjBoard *self)
{
  if (self->note_from == CHESS_NO_SQUARE)
    return;
  self->note_from = CHESS_NO_SQUARE;
  self->note_to = CHESS_NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
follow_note (AdjBoard       *self,
             GtkGestureDrag *gesture,
             double          dx,
             double          dy)
{
  self->note_to = adj_board_square_at (self, self->note_x + dx, self->note_y + dy);
  self->note_color = adj_board_note_color_for_modifiers (
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_note_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               AdjBoard       *self)
{
  ChessSquare sq = adj_board_square_at (self, x, y);

  if (sq == CHESS_NO_SQUARE || !self->annotations_editable)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->note_from = sq;
  self->note_x = x;
  self->note_y = y;
  follow_note (self, gesture, 0, 0);
}

static void
on_note_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                AdjBoard       *self)
{
  if (self->note_from != CHESS_NO_SQUARE)
    follow_note (self, gesture, dx, dy);
}

static void
on_note_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             AdjBoard       *self)
{
  ChessSquare from = self->note_from;

  if (from == CHESS_NO_SQUARE)
    return;
  follow_note (self, gesture, dx, dy);
  ChessSquare to = self->note_to;
  ChessAnnotationColor color = self->note_color;
  _adj_board_cancel_note (self);
  /* Let go off the board: nothing drawn. */
  if (to != CHESS_NO_SQUARE)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.toggle-note", "(iii)", from, to, (int) color);
}

static void
on_note_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                AdjBoard         *self)
{
  _adj_board_cancel_note (self);
}

static gboolean
adj_board_focus (GtkWidget        *widget,
                 GtkDirectionType  direction)
{
  AdjBoard *self = ADJ_BOARD (widget);

  /* The open chooser keeps the keyboard among its buttons. */
  if (self->promotion_popover != NULL && gtk_widget_get_visible (self->promotion_popover))
    return gtk_widget_child_focus (self->promotion_popover, direction);

  /* Otherwise one stop in the focus chain: the squares are moved through
   * with the arrow keys, not Tab. */
  if (gtk_widget_is_focus (widget))
    return FALSE;
  return gtk_widget_grab_focus (widget);
}

/* A key bound in class_init, on the board or on the way up from the
 * promotion chooser (its child). */
static gboolean
on_key (GtkWidget *widget,
        GVariant  *args,
        gpointer   data)
{
  AdjBoard *self = ADJ_BOARD (widget);
  AdjBoardKeyResult result;

  /* While the chooser is open its keys are its own. */
  if (self->promotion_from != CHESS_NO_SQUARE)
    return FALSE;
  result = adj_board_decide_key (self->mode, adj_board_model_get_position (self->model), self->flipped,
                                 self->focus_square, self->picked, g_variant_get_uint32 (args));
  if (result.action == ADJ_BOARD_KEY_IGNORED)
    return FALSE;
  apply (self, &result);
  return TRUE;
}

static void
on_focus_changed (AdjBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_adj_board_class_init_input (AdjBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->focus = adj_board_focus;

  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[ANNOTATIONS_CHANGED] =
    g_signal_new ("annotations-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "board.activate-square", "i", action_activate_square);
  gtk_widget_class_install_action (widget_class, "board.activate-focus", NULL, action_activate_focus);
  gtk_widget_class_install_action (widget_class, "board.move-focus", "(ii)", action_move_focus);
  gtk_widget_class_install_action (widget_class, "board.promote", "i", action_promote);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "board.toggle-note", "(iii)", action_toggle_note);
  gtk_widget_class_install_action (widget_class, "board.clear-notes", NULL, action_clear_notes);

  /* Every key adj_board_decide_key() knows; one it leaves alone goes on
   * up to the window. */
  for (guint i = 0; i < G_N_ELEMENTS (cursor_keys); i++)
    gtk_widget_class_add_binding (widget_class, cursor_keys[i].keyval, 0, on_key, "u", cursor_keys[i].keyval);
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding (widget_class, activate_keys[i], 0, on_key, "u", activate_keys[i]);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, on_key, "u", (guint) GDK_KEY_Escape);
}

void
_adj_board_init_input (AdjBoard *self)
{
  GtkGesture *drag;
  GtkEventController *focus;

  self->picked = CHESS_NO_SQUARE;
  self->press_square = CHESS_NO_SQUARE;
  self->promotion_from = CHESS_NO_SQUARE;
  self->promotion_to = CHESS_NO_SQUARE;
  self->note_from = CHESS_NO_SQUARE;
  self->note_to = CHESS_NO_SQUARE;

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_SECONDARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_note_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_note_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_note_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_note_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
