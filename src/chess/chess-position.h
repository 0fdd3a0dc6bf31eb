/* chess-position.h — board, moves, make/unmake, Zobrist keys, legal move generation
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11: this layer knows nothing of GLib, GTK or SQLite (see DESIGN.md).
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t ChessBitboard;

/* Squares: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
typedef int ChessSquare;
#define CHESS_NO_SQUARE (-1)
#define chess_square_make(file, rank) ((ChessSquare) ((rank) * 8 + (file)))
#define chess_square_file(sq)         ((sq) & 7)
#define chess_square_rank(sq)         ((sq) >> 3)

typedef enum {
  CHESS_WHITE = 0,
  CHESS_BLACK = 1,
} ChessColor;

typedef enum {
  CHESS_PAWN = 0,
  CHESS_KNIGHT,
  CHESS_BISHOP,
  CHESS_ROOK,
  CHESS_QUEEN,
  CHESS_KING,
  CHESS_N_PIECE_TYPES
} ChessPieceType;

/* A piece on a square: 0 is empty, else (type + 1) | (color << 3). */
typedef uint8_t ChessPiece;
#define CHESS_EMPTY                  ((ChessPiece) 0)
#define chess_piece_make(color, type) ((ChessPiece) (((type) + 1) | ((color) << 3)))
#define chess_piece_type(p)           ((ChessPieceType) (((p) & 7) - 1))
#define chess_piece_color(p)          ((ChessColor) ((p) >> 3))

/* Castling rights, as in FEN. */
enum {
  CHESS_CASTLE_WK = 1,
  CHESS_CASTLE_WQ = 2,
  CHESS_CASTLE_BK = 4,
  CHESS_CASTLE_BQ = 8,
};

/* A move in 16 bits: from (0-5), to (6-11), promotion piece (12-13: knight,
 * bishop, rook, queen), kind (14-15). Castling is encoded as the king's move
 * (e1g1), so that from/to are the UCI squares. 0 is never a legal move. */
typedef uint16_t ChessMove;
#define CHESS_MOVE_NONE ((ChessMove) 0)

typedef enum {
  CHESS_MOVE_NORMAL = 0,
  CHESS_MOVE_PROMOTION = 1,
  CHESS_MOVE_EN_PASSANT = 2,
  CHESS_MOVE_CASTLING = 3,
} ChessMoveKind;

#define chess_move_make(from, to, kind, promo) \
  ((ChessMove) ((from) | ((to) << 6) | (((promo) - CHESS_KNIGHT) & 3) << 12 | ((kind) << 14)))
#define chess_move_from(m)  ((ChessSquare) ((m) & 63))
#define chess_move_to(m)    ((ChessSquare) (((m) >> 6) & 63))
#define chess_move_kind(m)  ((ChessMoveKind) ((m) >> 14))
/* Only meaningful when chess_move_kind (m) == CHESS_MOVE_PROMOTION. */
#define chess_move_promotion(m) ((ChessPieceType) ((((m) >> 12) & 3) + CHESS_KNIGHT))

#define CHESS_MAX_MOVES 256

typedef struct {
  ChessMove moves[CHESS_MAX_MOVES];
  int       count;
} ChessMoveList;

typedef struct {
  ChessBitboard by_color[2];
  ChessBitboard by_type[CHESS_N_PIECE_TYPES];
  ChessPiece    board[64];
  ChessColor    side;           /* side to move */
  uint8_t       castling;       /* CHESS_CASTLE_* bits */
  ChessSquare   ep_square;      /* square behind a pawn that just advanced two, or CHESS_NO_SQUARE */
  int           halfmove_clock; /* plies since the last capture or pawn move */
  int           fullmove_number;
  uint64_t      key;            /* Zobrist key of placement, side, castling and a capturable ep square */
} ChessPosition;

/* What make needs to undo a move. */
typedef struct {
  ChessPiece  captured;
  uint8_t     castling;
  ChessSquare ep_square;
  int         halfmove_clock;
  int         fullmove_number;
  uint64_t    key;
} ChessUndo;

/* The standard starting position. */
void chess_position_set_start (ChessPosition *pos);
/* Empty board, white to move, no rights, move 1; build with put() and then
 * chess_position_refresh(). */
void chess_position_clear     (ChessPosition *pos);
void chess_position_put       (ChessPosition *pos, ChessSquare sq, ChessPiece piece);
/* Recompute the Zobrist key after direct edits. */
void chess_position_refresh   (ChessPosition *pos);

ChessSquare   chess_position_king        (const ChessPosition *pos, ChessColor color);
ChessBitboard chess_position_pieces      (const ChessPosition *pos, ChessColor color, ChessPieceType type);
/* Pieces of 'by' that attack 'sq' given the occupancy 'occupied'. */
ChessBitboard chess_position_attackers   (const ChessPosition *pos, ChessSquare sq, ChessColor by, ChessBitboard occupied);
ChessBitboard chess_position_checkers    (const ChessPosition *pos);
bool          chess_position_in_check    (const ChessPosition *pos);

/* Fill 'list' with every legal move; returns the count. Allocates nothing. */
int  chess_position_legal_moves (const ChessPosition *pos, ChessMoveList *list);
/* Only the legal moves landing on 'to', castling excluded (it lands on the
 * king's square but is written O-O): for reading written moves fast. */
int  chess_position_legal_moves_to (const ChessPosition *pos, ChessSquare to, ChessMoveList *list);
bool chess_position_is_legal    (const ChessPosition *pos, ChessMove move);
/* The legal move from 'from' to 'to' (castling: the king's two squares),
 * a promotion's to 'promotion'; CHESS_MOVE_NONE if there is none. */
ChessMove chess_position_find_move (const ChessPosition *pos, ChessSquare from, ChessSquare to,
                                    ChessPieceType promotion);
bool chess_position_has_legal_move (const ChessPosition *pos);

void chess_position_make   (ChessPosition *pos, ChessMove move, ChessUndo *undo);
void chess_position_unmake (ChessPosition *pos, ChessMove move, const ChessUndo *undo);

bool chess_position_is_checkmate (const ChessPosition *pos);
bool chess_position_is_stalemate (const ChessPosition *pos);

/* UCI text: "e2e4", "e1g1", "a7a8q". 'buf' holds at least 6 bytes. */
void chess_move_to_uci   (ChessMove move, char *buf);
/* The legal move these UCI coordinates name in 'pos', or CHESS_MOVE_NONE. */
ChessMove chess_move_from_uci (const ChessPosition *pos, const char *uci);
/* qsort() order of ChessMove by UCI text: one list whatever the generator's order. */
int       chess_move_compare_uci (const void *a, const void *b);

/* "e4" into 'buf' (3 bytes); parse returns CHESS_NO_SQUARE on bad text. */
void        chess_square_name  (ChessSquare sq, char *buf);
ChessSquare chess_square_parse (const char *text);

/* Leaf nodes of the legal move tree to 'depth'. */
uint64_t chess_perft (ChessPosition *pos, int depth);

#ifdef __cplusplus
}
#endif
