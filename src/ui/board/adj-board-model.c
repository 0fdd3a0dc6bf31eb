/* adj-board-model.c — the position a board shows, and the moves made on it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change goes through commit(), which compares with what was there so
 * that "changed" means a real change: the board redraws, the editor
 * revalidates, and a window bound to notify::fen saves only then.
 */
#define G_LOG_DOMAIN "adj-board-model"

#include "config.h"

#include <string.h>

#include "adj-board-model.h"

struct _AdjBoardModel
{
  GObject       parent_instance;

  ChessPosition position;
  ChessMove     last_move;
  /* Whether the rules engine accepts the position (its FEN reads back):
   * move generation is only asked of positions it accepts, as an edited
   * placement may lack a king. */
  gboolean      valid;
};

G_DEFINE_FINAL_TYPE (AdjBoardModel, adj_board_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FEN,
  PROP_LAST_MOVE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
position_accepted (const ChessPosition *position,
                   ChessFenResult      *result)
{
  char fen[CHESS_FEN_MAX];
  ChessPosition check;

  chess_fen_write (position, fen);
  return chess_fen_read (&check, fen, result);
}

static gboolean
same_position (const ChessPosition *a,
               const ChessPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0
         && a->side == b->side
         && a->castling == b->castling
         && a->ep_square == b->ep_square
         && a->halfmove_clock == b->halfmove_clock
         && a->fullmove_number == b->fullmove_number;
}

/* Make POSITION and LAST_MOVE the model's, telling only on a change. */
static void
commit (AdjBoardModel       *self,
        const ChessPosition *position,
        ChessMove            last_move)
{
  gboolean moved = last_move != self->last_move;

  if (same_position (position, &self->position) && !moved)
    return;

  self->position = *position;
  chess_position_refresh (&self->position);
  self->last_move = last_move;
  self->valid = position_accepted (&self->position, NULL);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEN]);
  if (moved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_MOVE]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
adj_board_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  AdjBoardModel *self = ADJ_BOARD_MODEL (object);

  switch (prop_id)
    {
    case PROP_FEN:
      g_value_take_string (value, adj_board_model_get_fen (self));
      break;
    case PROP_LAST_MOVE:
      g_value_set_uint (value, self->last_move);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_board_model_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  AdjBoardModel *self = ADJ_BOARD_MODEL (object);

  switch (prop_id)
    {
    case PROP_FEN:
      {
        ChessFenResult result;
        const char *fen = g_value_get_string (value);

        if (fen != NULL && !adj_board_model_set_fen (self, fen, &result))
          g_warning ("FEN refused (%s): %s", chess_fen_error_id (result.code), fen);
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_board_model_class_init (AdjBoardModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = adj_board_model_get_property;
  object_class->set_property = adj_board_model_set_property;

  /* The position as FEN; writing a FEN the rules engine refuses changes
   * nothing (adj_board_model_set_fen() says why). */
  properties[PROP_FEN] =
    g_param_spec_string ("fen", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The ChessMove that led to the position, 0 for none. */
  properties[PROP_LAST_MOVE] =
    g_param_spec_uint ("last-move", NULL, NULL, 0, G_MAXUINT16, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
adj_board_model_init (AdjBoardModel *self)
{
  chess_position_set_start (&self->position);
  self->last_move = CHESS_MOVE_NONE;
  self->valid = TRUE;
}

AdjBoardModel *
adj_board_model_new (void)
{
  return g_object_new (ADJ_TYPE_BOARD_MODEL, NULL);
}

gboolean
adj_board_model_set_fen (AdjBoardModel  *self,
                         const char     *fen,
                         ChessFenResult *result)
{
  ChessPosition position;

  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  if (!chess_fen_read (&position, fen, result))
    return FALSE;
  commit (self, &position, CHESS_MOVE_NONE);
  return TRUE;
}

void
adj_board_model_set_position (AdjBoardModel       *self,
                              const ChessPosition *position)
{
  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));
  g_return_if_fail (position != NULL);

  commit (self, position, CHESS_MOVE_NONE);
}

const ChessPosition *
adj_board_model_get_position (AdjBoardModel *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), NULL);

  return &self->position;
}

char *
adj_board_model_get_fen (AdjBoardModel *self)
{
  char fen[CHESS_FEN_MAX];

  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), NULL);

  chess_fen_write (&self->position, fen);
  return g_strdup (fen);
}

ChessBitboard
adj_board_model_get_targets (AdjBoardModel *self,
                             ChessSquare    from)
{
  ChessMoveList list;
  ChessBitboard targets = 0;

  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), 0);
  g_return_val_if_fail (from >= 0 && from < 64, 0);

  if (!self->valid)
    return 0;
  chess_position_legal_moves (&self->position, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_from (list.moves[i]) == from)
      targets |= (ChessBitboard) 1 << chess_move_to (list.moves[i]);
  return targets;
}

ChessMove
adj_board_model_find_move (AdjBoardModel  *self,
                           ChessSquare     from,
                           ChessSquare     to,
                           ChessPieceType  promotion)
{
  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), CHESS_MOVE_NONE);

  if (!self->valid || from < 0 || from >= 64 || to < 0 || to >= 64)
    return CHESS_MOVE_NONE;
  return chess_position_find_move (&self->position, from, to, promotion);
}

gboolean
adj_board_model_is_promotion (AdjBoardModel *self,
                              ChessSquare    from,
                              ChessSquare    to)
{
  ChessMove move;

  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), FALSE);

  move = adj_board_model_find_move (self, from, to, CHESS_QUEEN);
  return move != CHESS_MOVE_NONE && chess_move_kind (move) == CHESS_MOVE_PROMOTION;
}

gboolean
adj_board_model_play (AdjBoardModel *self,
                      ChessMove      move)
{
  ChessPosition position;
  ChessUndo undo;

  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), FALSE);

  if (!self->valid || move == CHESS_MOVE_NONE || !chess_position_is_legal (&self->position, move))
    return FALSE;
  position = self->position;
  chess_position_make (&position, move, &undo);
  commit (self, &position, move);
  return TRUE;
}

ChessMove
adj_board_model_get_last_move (AdjBoardModel *self)
{
  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), CHESS_MOVE_NONE);

  return self->last_move;
}

void
adj_board_model_put (AdjBoardModel *self,
                     ChessSquare    sq,
                     ChessPiece     piece)
{
  ChessPosition position;

  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));
  g_return_if_fail (sq >= 0 && sq < 64);
  /* (type + 1) in the low bits, the colour above: see chess-position.h. */
  g_return_if_fail (piece == CHESS_EMPTY
                    || ((piece & 7) >= 1 && (piece & 7) <= CHESS_N_PIECE_TYPES && (piece >> 3) <= 1));

  position = self->position;
  chess_position_put (&position, sq, piece);
  /* An edit is no move: the last-move highlight would point at nothing. */
  commit (self, &position, CHESS_MOVE_NONE);
}

void
adj_board_model_set_side (AdjBoardModel *self,
                          ChessColor     side)
{
  ChessPosition position;

  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  position = self->position;
  position.side = side;
  commit (self, &position, CHESS_MOVE_NONE);
}

void
adj_board_model_set_castling (AdjBoardModel *self,
                              unsigned       rights)
{
  ChessPosition position;

  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));
  g_return_if_fail (rights <= 15);

  position = self->position;
  position.castling = (uint8_t) rights;
  commit (self, &position, CHESS_MOVE_NONE);
}

void
adj_board_model_set_ep_square (AdjBoardModel *self,
                               ChessSquare    sq)
{
  ChessPosition position;

  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));
  g_return_if_fail (sq == CHESS_NO_SQUARE || (sq >= 0 && sq < 64));

  position = self->position;
  position.ep_square = sq;
  commit (self, &position, CHESS_MOVE_NONE);
}

void
adj_board_model_set_fullmove (AdjBoardModel *self,
                              int            number)
{
  ChessPosition position;

  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));
  g_return_if_fail (number >= 1);

  position = self->position;
  position.fullmove_number = number;
  commit (self, &position, CHESS_MOVE_NONE);
}

void
adj_board_model_clear (AdjBoardModel *self)
{
  ChessPosition position;

  g_return_if_fail (ADJ_IS_BOARD_MODEL (self));

  chess_position_clear (&position);
  commit (self, &position, CHESS_MOVE_NONE);
}

gboolean
adj_board_model_validate (AdjBoardModel  *self,
                          ChessFenResult *result)
{
  g_return_val_if_fail (ADJ_IS_BOARD_MODEL (self), FALSE);

  /* commit() has asked already; only the reason needs asking again. */
  if (result == NULL)
    return self->valid;
  return position_accepted (&self->position, result);
}
