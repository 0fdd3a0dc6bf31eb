/* adj-board.c — the chessboard widget
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The type: its properties, the model it shows, its geometry and size, and
 * what a screen reader is told. Drawing is in adj-board-snapshot.c, input
 * (actions, pointer, keyboard, the promotion chooser) in adj-board-input.c;
 * adj-board-private.h is what they share.
 */
#define G_LOG_DOMAIN "adj-board"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "adj-board-private.h"
#include "adj-piece-set.h"

#define MIN_SQUARE      16
#define NATURAL_SQUARE  60

G_DEFINE_FINAL_TYPE (AdjBoard, adj_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_MODE,
  PROP_FLIPPED,
  PROP_BOARD_STYLE,
  PROP_PIECE_SET,
  PROP_SHOW_COORDINATES,
  PROP_FOCUS_SQUARE,
  PROP_ANNOTATIONS_EDITABLE,
  PROP_ANNOTATIONS_CLEAR_ON_CLICK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
adj_board_describe_square (const ChessPosition *position,
                           ChessSquare          square)
{
  char name[3];

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (square >= 0 && square < 64, NULL);

  chess_square_name (square, name);
  if (position->board[square] == CHESS_EMPTY)
    /* Translators: what a screen reader says of the board's focus square; %s is a square name such as "e4" */
    return g_strdup_printf (_("empty square %s"), name);
  /* Translators: the board's focus square; the first %s is a piece such as "white knight", the second a square such as "g1" */
  return g_strdup_printf (_("%s on %s"), adj_piece_set_describe (position->board[square]), name);
}

char *
adj_board_describe_cursor (const ChessPosition *position,
                           ChessSquare          cursor,
                           ChessSquare          picked)
{
  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (cursor >= 0 && cursor < 64, NULL);
  g_return_val_if_fail (picked == CHESS_NO_SQUARE || (picked >= 0 && picked < 64), NULL);

  g_autofree char *here = adj_board_describe_square (position, cursor);
  if (picked == CHESS_NO_SQUARE)
    return g_steal_pointer (&here);
  if (picked == cursor)
    /* Translators: the board's focus square holds the piece picked up to move; %s is "white rook on f2" */
    return g_strdup_printf (_("%s, picked"), here);
  g_autofree char *there = adj_board_describe_square (position, picked);
  /* Translators: the board's focus square ("empty square e4"), then the piece picked up to move ("white rook on f2") */
  return g_strdup_printf (_("%s; %s picked"), here, there);
}

/* Screen column and row (0 at the top left) of SQ. */
void
_adj_board_square_cell (AdjBoard   *self,
                        ChessSquare sq,
                        int        *col,
                        int        *row)
{
  int file = chess_square_file (sq);
  int rank = chess_square_rank (sq);

  *col = self->flipped ? 7 - file : file;
  *row = self->flipped ? rank : 7 - rank;
}

ChessSquare
_adj_board_cell_square (AdjBoard *self,
                        int       col,
                        int       row)
{
  int file = self->flipped ? 7 - col : col;
  int rank = self->flipped ? row : 7 - row;

  return chess_square_make (file, rank);
}

void
_adj_board_square_rect (AdjBoard        *self,
                        ChessSquare      sq,
                        graphene_rect_t *rect)
{
  int col, row;

  _adj_board_square_cell (self, sq, &col, &row);
  graphene_rect_init (rect,
                      self->origin_x + col * self->square,
                      self->origin_y + row * self->square,
                      self->square, self->square);
}

void
_adj_board_update_description (AdjBoard *self)
{
  g_autofree char *text = adj_board_describe_cursor (adj_board_model_get_position (self->model),
                                                     self->focus_square, self->picked);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
update_check (AdjBoard *self)
{
  const ChessPosition *position = adj_board_model_get_position (self->model);
  ChessSquare king = chess_position_king (position, position->side);

  self->check_square = CHESS_NO_SQUARE;
  /* An edited position may have no king, or two: only ask the rules
   * engine about one it accepts. */
  if (king >= 0 && king < 64 && adj_board_model_validate (self->model, NULL)
      && chess_position_in_check (position))
    self->check_square = king;
}

static void
on_model_changed (AdjBoard *self)
{
  self->n_arrows = 0;
  self->marks = 0;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  /* The notes were about the position that was. */
  chess_annotations_clear (&self->notes);
  g_clear_pointer (&self->notes_node, gsk_render_node_unref);
  _adj_board_cancel_note (self);
  update_check (self);
  _adj_board_cancel_input (self);
  _adj_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
adj_board_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  *minimum = 8 * MIN_SQUARE;
  *natural = 8 * NATURAL_SQUARE;
}

static void
adj_board_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  AdjBoard *self = ADJ_BOARD (widget);

  /* Whole pixels per square, the board centred on whole pixels. */
  int square = MAX (1, MIN (width, height) / 8);
  int origin_x = (width - 8 * square) / 2;
  int origin_y = (height - 8 * square) / 2;
  if (square != self->square || origin_x != self->origin_x || origin_y != self->origin_y)
    {
      self->square = square;
      self->origin_x = origin_x;
      self->origin_y = origin_y;
      g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
      g_clear_pointer (&self->notes_node, gsk_render_node_unref);
    }

  if (self->promotion_popover != NULL)
    {
      if (self->promotion_to != CHESS_NO_SQUARE)
        {
          graphene_rect_t r;

          _adj_board_square_rect (self, self->promotion_to, &r);
          gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover),
                                       &(GdkRectangle) { r.origin.x, r.origin.y, r.size.width, r.size.height });
        }
      gtk_popover_present (GTK_POPOVER (self->promotion_popover));
    }
}

static GtkSizeRequestMode
adj_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
on_dark_changed (AdjBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
adj_board_dispose (GObject *object)
{
  AdjBoard *self = ADJ_BOARD (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  self->promotion_box = NULL;
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_object (&self->model);
    }
  for (int i = 0; i < 16; i++)
    g_clear_object (&self->coordinates[i]);
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  g_clear_pointer (&self->notes_node, gsk_render_node_unref);

  G_OBJECT_CLASS (adj_board_parent_class)->dispose (object);
}

static void
adj_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AdjBoard *self = ADJ_BOARD (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_MODE:
      g_value_set_int (value, self->mode);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_BOARD_STYLE:
      g_value_set_string (value, self->style->id);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_FOCUS_SQUARE:
      g_value_set_int (value, self->focus_square);
      break;
    case PROP_ANNOTATIONS_EDITABLE:
      g_value_set_boolean (value, self->annotations_editable);
      break;
    case PROP_ANNOTATIONS_CLEAR_ON_CLICK:
      g_value_set_boolean (value, self->annotations_clear_on_click);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  AdjBoard *self = ADJ_BOARD (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      adj_board_set_model (self, g_value_get_object (value));
      break;
    case PROP_MODE:
      adj_board_set_mode (self, g_value_get_int (value));
      break;
    case PROP_FLIPPED:
      adj_board_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_BOARD_STYLE:
      adj_board_set_board_style (self, g_value_get_string (value));
      break;
    case PROP_PIECE_SET:
      adj_board_set_piece_set (self, g_value_get_string (value));
      break;
    case PROP_SHOW_COORDINATES:
      adj_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_FOCUS_SQUARE:
      adj_board_set_focus_square (self, g_value_get_int (value));
      break;
    case PROP_ANNOTATIONS_EDITABLE:
      adj_board_set_annotations_editable (self, g_value_get_boolean (value));
      break;
    case PROP_ANNOTATIONS_CLEAR_ON_CLICK:
      adj_board_set_annotations_clear_on_click (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_board_class_init (AdjBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_board_dispose;
  object_class->get_property = adj_board_get_property;
  object_class->set_property = adj_board_set_property;

  widget_class->snapshot = _adj_board_snapshot;
  widget_class->measure = adj_board_measure;
  widget_class->size_allocate = adj_board_size_allocate;
  widget_class->get_request_mode = adj_board_get_request_mode;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, ADJ_TYPE_BOARD_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* An AdjBoardMode. */
  properties[PROP_MODE] =
    g_param_spec_int ("mode", NULL, NULL, ADJ_BOARD_MODE_VIEW, ADJ_BOARD_MODE_EDIT, ADJ_BOARD_MODE_VIEW,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD_STYLE] =
    g_param_spec_string ("board-style", NULL, NULL, "brown",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "adjourn",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUS_SQUARE] =
    g_param_spec_int ("focus-square", NULL, NULL, 0, 63, 4,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANNOTATIONS_EDITABLE] =
    g_param_spec_boolean ("annotations-editable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANNOTATIONS_CLEAR_ON_CLICK] =
    g_param_spec_boolean ("annotations-clear-on-click", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  _adj_board_class_init_input (klass);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
adj_board_init (AdjBoard *self)
{
  self->mode = ADJ_BOARD_MODE_VIEW;
  self->style = _adj_board_style_default ();
  self->pieces = adj_piece_set_get_default ();
  self->show_coordinates = TRUE;
  self->focus_square = chess_square_make (4, 0);
  self->check_square = CHESS_NO_SQUARE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  _adj_board_init_input (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chessboard"),
                                  -1);
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();
  adj_board_set_model (self, model);

  /* Every board follows the preferences as they change. */
  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "board-style", self, "board-style", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "piece-set", self, "piece-set", G_SETTINGS_BIND_GET);
}

GtkWidget *
adj_board_new (AdjBoardModel *model)
{
  g_return_val_if_fail (model == NULL || ADJ_IS_BOARD_MODEL (model), NULL);

  if (model == NULL)
    return g_object_new (ADJ_TYPE_BOARD, NULL);
  return g_object_new (ADJ_TYPE_BOARD, "model", model, NULL);
}

AdjBoardModel *
adj_board_get_model (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), NULL);

  return self->model;
}

void
adj_board_set_model (AdjBoard      *self,
                     AdjBoardModel *model)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (model == NULL || ADJ_IS_BOARD_MODEL (model));

  if (model == self->model)
    return;

  /* A board always shows some model: NULL gives it a fresh start. */
  g_autoptr(AdjBoardModel) fresh = model == NULL ? adj_board_model_new () : NULL;
  if (model == NULL)
    model = fresh;

  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_set_object (&self->model, model);
  self->changed_id = g_signal_connect_swapped (model, "changed", G_CALLBACK (on_model_changed), self);
  on_model_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

AdjBoardMode
adj_board_get_mode (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), ADJ_BOARD_MODE_VIEW);

  return self->mode;
}

void
adj_board_set_mode (AdjBoard     *self,
                    AdjBoardMode  mode)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (mode <= ADJ_BOARD_MODE_EDIT);

  if (mode == self->mode)
    return;
  self->mode = mode;
  _adj_board_cancel_input (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

gboolean
adj_board_get_flipped (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), FALSE);

  return self->flipped;
}

void
adj_board_set_flipped (AdjBoard *self,
                       gboolean  flipped)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  flipped = !!flipped;
  if (flipped == self->flipped)
    return;
  self->flipped = flipped;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  g_clear_pointer (&self->notes_node, gsk_render_node_unref);
  /* A pending promotion points at a square that just moved. */
  _adj_board_close_promotion (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

const char *
adj_board_get_board_style (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), NULL);

  return self->style->id;
}

void
adj_board_set_board_style (AdjBoard   *self,
                           const char *style)
{
  const AdjBoardStyle *found = NULL;

  g_return_if_fail (ADJ_IS_BOARD (self));

  found = _adj_board_style_lookup (style);
  if (found == NULL)
    {
      /* The setting's schema allows only the known styles; anything else
       * (an old value, a typo in dconf) gets the default. */
      g_debug ("Unknown board style '%s', using brown", style ? style : "(null)");
      found = _adj_board_style_default ();
    }
  if (found == self->style)
    return;
  self->style = found;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_STYLE]);
}

const char *
adj_board_get_piece_set (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), NULL);

  return adj_piece_set_get_id (self->pieces);
}

void
adj_board_set_piece_set (AdjBoard   *self,
                         const char *id)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  /* An id not known (an old value in dconf) gets the default set. */
  AdjPieceSet *pieces = adj_piece_set_get (id);
  if (pieces == self->pieces)
    return;
  self->pieces = pieces;
  /* The new set renders its textures at the current size on the next
   * snapshot; a promotion chooser open shows the old drawings: close it. */
  _adj_board_close_promotion (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

AdjPieceSet *
adj_board_get_pieces (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), NULL);

  return self->pieces;
}

gboolean
adj_board_get_show_coordinates (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), FALSE);

  return self->show_coordinates;
}

void
adj_board_set_show_coordinates (AdjBoard *self,
                                gboolean  show)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  show = !!show;
  if (show == self->show_coordinates)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

void
adj_board_add_arrow (AdjBoard    *self,
                     ChessSquare  from,
                     ChessSquare  to)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (from >= 0 && from < 64 && to >= 0 && to < 64);

  if (self->n_arrows == ADJ_BOARD_MAX_ARROWS || from == to)
    return;
  self->arrows[self->n_arrows][0] = from;
  self->arrows[self->n_arrows][1] = to;
  self->n_arrows++;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_board_add_mark (AdjBoard    *self,
                    ChessSquare  square)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);

  self->marks |= ADJ_BOARD_BIT (square);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_board_clear_annotations (AdjBoard *self)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  self->n_arrows = 0;
  self->marks = 0;
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  adj_board_set_annotations (self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
adj_board_get_annotations_editable (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), FALSE);

  return self->annotations_editable;
}

void
adj_board_set_annotations_editable (AdjBoard *self,
                                    gboolean  editable)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  editable = !!editable;
  if (editable == self->annotations_editable)
    return;
  self->annotations_editable = editable;
  _adj_board_cancel_note (self);
  _adj_board_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANNOTATIONS_EDITABLE]);
}

gboolean
adj_board_get_annotations_clear_on_click (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), FALSE);

  return self->annotations_clear_on_click;
}

void
adj_board_set_annotations_clear_on_click (AdjBoard *self,
                                          gboolean  clear)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  clear = !!clear;
  if (clear == self->annotations_clear_on_click)
    return;
  self->annotations_clear_on_click = clear;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANNOTATIONS_CLEAR_ON_CLICK]);
}

void
adj_board_get_annotations (AdjBoard         *self,
                           ChessAnnotations *notes)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (notes != NULL);

  *notes = self->notes;
}

void
adj_board_set_annotations (AdjBoard               *self,
                           const ChessAnnotations *notes)
{
  g_return_if_fail (ADJ_IS_BOARD (self));

  if (notes == NULL)
    chess_annotations_clear (&self->notes);
  else
    self->notes = *notes;
  g_clear_pointer (&self->notes_node, gsk_render_node_unref);
  _adj_board_update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
adj_board_get_n_arrows (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), 0);
  return self->n_arrows;
}

void
adj_board_get_arrow (AdjBoard *self, int i, ChessSquare *from, ChessSquare *to)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (i >= 0 && i < self->n_arrows);
  *from = self->arrows[i][0];
  *to = self->arrows[i][1];
}

ChessSquare
adj_board_square_at (AdjBoard *self,
                     double    x,
                     double    y)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), CHESS_NO_SQUARE);

  if (self->square <= 0)
    return CHESS_NO_SQUARE;
  double col = floor ((x - self->origin_x) / self->square);
  double row = floor ((y - self->origin_y) / self->square);
  if (col < 0 || col > 7 || row < 0 || row > 7)
    return CHESS_NO_SQUARE;
  return _adj_board_cell_square (self, (int) col, (int) row);
}

void
adj_board_square_bounds (AdjBoard        *self,
                         ChessSquare      square,
                         graphene_rect_t *bounds)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);
  g_return_if_fail (bounds != NULL);

  _adj_board_square_rect (self, square, bounds);
}

ChessSquare
adj_board_get_focus_square (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), CHESS_NO_SQUARE);

  return self->focus_square;
}

void
adj_board_set_focus_square (AdjBoard    *self,
                            ChessSquare  square)
{
  g_return_if_fail (ADJ_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);

  if (square == self->focus_square)
    return;
  self->focus_square = square;
  _adj_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS_SQUARE]);
}

ChessSquare
adj_board_get_picked (AdjBoard *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD (self), CHESS_NO_SQUARE);

  return self->picked;
}
