/* adj-board-model.h — the position a board shows, and the moves made on it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Wraps a ChessPosition from src/chess so that widgets can share it and
 * redraw on "changed". Two ways to change it: a legal move (play mode), or
 * a free edit of the placement (the position editor), which may leave the
 * position not yet valid; adj_board_model_validate() says why in words.
 * No rules live here: legality and FEN reading are the rules engine's.
 *
 * Signal "changed" and notify::fen are emitted exactly when the position or
 * the last move changes (setting the same FEN again is no change).
 */
#pragma once

#include <glib-object.h>

#include "chess-fen.h"
#include "chess-position.h"

G_BEGIN_DECLS

#define ADJ_TYPE_BOARD_MODEL (adj_board_model_get_type ())

G_DECLARE_FINAL_TYPE (AdjBoardModel, adj_board_model, ADJ, BOARD_MODEL, GObject)

/* The standard starting position. */
AdjBoardModel       *adj_board_model_new            (void);

/* Replace the position (no last move). FALSE, with the model unchanged and
 * 'result' (may be NULL) saying why, when the FEN is refused. */
gboolean             adj_board_model_set_fen        (AdjBoardModel  *self,
                                                     const char     *fen,
                                                     ChessFenResult *result);
void                 adj_board_model_set_position   (AdjBoardModel       *self,
                                                     const ChessPosition *position);
const ChessPosition *adj_board_model_get_position   (AdjBoardModel  *self);
/* The FEN of the position as it stands (free it). */
char                *adj_board_model_get_fen        (AdjBoardModel  *self);

/* Legal moves from 'from' (castling included, as the king's move), for
 * showing destinations. 0 when nothing of the side to move stands there. */
ChessBitboard        adj_board_model_get_targets    (AdjBoardModel  *self,
                                                     ChessSquare     from);
/* The legal move from FROM to TO here, or CHESS_MOVE_NONE; PROMOTION
 * (CHESS_QUEEN …) chooses among promotions and is ignored otherwise. */
ChessMove            adj_board_model_find_move      (AdjBoardModel  *self,
                                                     ChessSquare     from,
                                                     ChessSquare     to,
                                                     ChessPieceType  promotion);
/* Whether FROM to TO is a legal pawn move that must choose a piece. */
gboolean             adj_board_model_is_promotion   (AdjBoardModel  *self,
                                                     ChessSquare     from,
                                                     ChessSquare     to);
/* Play a move; FALSE (and nothing changes) when it is not legal here. */
gboolean             adj_board_model_play           (AdjBoardModel  *self,
                                                     ChessMove       move);
/* The move that led to the position shown, or CHESS_MOVE_NONE. */
ChessMove            adj_board_model_get_last_move  (AdjBoardModel  *self);

/* Editing: put PIECE (CHESS_EMPTY clears) on SQ, set the side to move,
 * castling rights, en passant square, move number. These never refuse;
 * the position may be invalid until validated. */
void                 adj_board_model_put            (AdjBoardModel  *self,
                                                     ChessSquare     sq,
                                                     ChessPiece      piece);
void                 adj_board_model_set_side       (AdjBoardModel  *self,
                                                     ChessColor      side);
void                 adj_board_model_set_castling   (AdjBoardModel  *self,
                                                     unsigned        rights);
void                 adj_board_model_set_ep_square  (AdjBoardModel  *self,
                                                     ChessSquare     sq);
void                 adj_board_model_set_fullmove   (AdjBoardModel  *self,
                                                     int             number);
void                 adj_board_model_clear          (AdjBoardModel  *self);
/* Whether the position as edited is one the rules engine accepts (its FEN
 * read back); 'result' (may be NULL) says why not. */
gboolean             adj_board_model_validate       (AdjBoardModel  *self,
                                                     ChessFenResult *result);

G_END_DECLS
