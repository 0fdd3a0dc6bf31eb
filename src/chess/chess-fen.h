/* chess-fen.h — FEN/EPD reading with named errors, and writing
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Why a FEN was refused. Upper layers turn the code and the members of
 * ChessFenResult into translated text; chess_fen_error_message() gives an
 * English sentence for logs and the CLI. */
typedef enum {
  CHESS_FEN_OK = 0,
  /* syntax */
  CHESS_FEN_ERROR_EMPTY,
  CHESS_FEN_ERROR_FIELD_COUNT,        /* not 4 (EPD) or 6 (FEN) fields */
  CHESS_FEN_ERROR_PLACEMENT_CHAR,     /* a character that is no piece, digit or '/' */
  CHESS_FEN_ERROR_RANK_COUNT,         /* not 8 ranks */
  CHESS_FEN_ERROR_RANK_LENGTH,        /* a rank that is not 8 squares */
  CHESS_FEN_ERROR_SIDE,               /* side to move not 'w' or 'b' */
  CHESS_FEN_ERROR_CASTLING_SYNTAX,    /* castling field not '-' or a subset of KQkq */
  CHESS_FEN_ERROR_EP_SYNTAX,          /* en passant field not '-' or a square */
  CHESS_FEN_ERROR_HALFMOVE,           /* halfmove clock not a number in range */
  CHESS_FEN_ERROR_FULLMOVE,           /* fullmove number not a number in range */
  /* position */
  CHESS_FEN_ERROR_KING_COUNT,         /* each side must have exactly one king */
  CHESS_FEN_ERROR_PAWN_ON_BACK_RANK,  /* a pawn on the first or last rank */
  CHESS_FEN_ERROR_TOO_MANY_PIECES,    /* more than 16 pieces or 8 pawns (plus promotions) for a side */
  CHESS_FEN_ERROR_OPPONENT_IN_CHECK,  /* the side not to move is in check */
  CHESS_FEN_ERROR_TOO_MANY_CHECKERS,  /* more than two pieces give check */
  CHESS_FEN_ERROR_IMPOSSIBLE_CHECK,   /* a check no last move could have given */
  CHESS_FEN_ERROR_CASTLING_RIGHTS,    /* a right without king and rook on their squares */
  CHESS_FEN_ERROR_EP_IMPOSSIBLE,      /* en passant square that no double step explains */
  CHESS_FEN_N_ERRORS
} ChessFenError;

/* Which test a position failed, for the codes that have several. */
typedef enum {
  CHESS_FEN_TEST_NONE = 0,
  /* CHESS_FEN_ERROR_TOO_MANY_PIECES */
  CHESS_FEN_TEST_PIECES,              /* more than 16 pieces: 'count' pieces */
  CHESS_FEN_TEST_PAWNS,               /* more than 8 pawns: 'count' pawns */
  CHESS_FEN_TEST_PROMOTIONS,          /* pawns and pieces beyond the starting set: 'count' of
                                       * both, 'promoted' of them beyond the set */
  /* CHESS_FEN_ERROR_IMPOSSIBLE_CHECK */
  CHESS_FEN_TEST_CHECK_NO_LINE_PIECE, /* two checkers, neither a bishop, rook or queen */
  CHESS_FEN_TEST_CHECK_SAME_LINE,     /* two checkers on one line through the king */
  CHESS_FEN_TEST_CHECK_DOUBLE_STEP,   /* a check the en passant double step cannot have given */
  /* CHESS_FEN_ERROR_EP_IMPOSSIBLE */
  CHESS_FEN_TEST_EP_RANK,             /* the square is not on the rank a double step passes */
  CHESS_FEN_TEST_EP_PAWN,             /* no pawn in front of it, or it or the pawn's origin taken */
} ChessFenTest;

/* What is wrong, as data for the upper layers' sentences; 'detail' says
 * the same in English for logs and the CLI. A member that does not concern
 * the error, and every member after an accepted FEN, holds its "none"
 * value (in parentheses). */
typedef struct {
  ChessFenError code;
  int           field;    /* 1-based FEN field where the error is, 0 for the whole position */
  int           column;   /* 1-based character offset in the text, 0 when not one place */
  ChessFenTest  test;     /* which test failed, for codes with several (CHESS_FEN_TEST_NONE) */
  ChessSquare   square;   /* the pawn on the back rank, the king in check (or given checks no
                           * move could give), the rook a castling right needs, the en
                           * passant square (CHESS_NO_SQUARE) */
  int           color;    /* the ChessColor concerned: the side short of or over a count, the
                           * pawn's, the side in check, the castling side, the side whose pawn
                           * would have made the double step (-1) */
  int           rank;     /* 1-based rank of a rank that is too short or too long (0) */
  int           count;    /* how many were found: fields, ranks, squares in a rank, kings,
                           * pieces, checkers, times a castling letter is given (0) */
  int           limit;    /* how many are allowed (0); count > limit when there are too many.
                           * Reading stops at the first square past a rank's end, so for a
                           * rank that is too long 'count' is the squares up to there */
  int           promoted; /* CHESS_FEN_TEST_PROMOTIONS: pieces beyond the starting set (0) */
  char          found[12]; /* the text of a syntax error: the character (all its UTF-8
                            * bytes) or the field, cut to 8 bytes at a character's start ("") */
  char          detail[96]; /* specifics in English: the bad character, the square, the count */
} ChessFenResult;

/* Read a FEN (6 fields) or an EPD's first 4 fields (counters default to 0 and 1).
 * "startpos" is accepted. Returns true on success; on failure 'pos' is untouched
 * and 'result' (may be NULL) says why. */
bool chess_fen_read (ChessPosition *pos, const char *text, ChessFenResult *result);

/* Write the FEN of 'pos' into 'buf' (at least CHESS_FEN_MAX bytes). The en
 * passant square is written as the position holds it (after any double step,
 * as the FEN standard says); the Zobrist key counts it only when capturable. */
#define CHESS_FEN_MAX 100
void chess_fen_write (const ChessPosition *pos, char *buf);

/* The castling rights (CHESS_CASTLE_* bits) that the placement of 'pos'
 * allows, as chess_fen_read() checks them: the king and that rook on their
 * first squares. */
unsigned chess_fen_castling_possible (const ChessPosition *pos);

/* The en passant squares that the placement of 'pos' allows with its side
 * to move, as chess_fen_read() checks them: behind a pawn of the other side
 * on its fourth rank, with the square and the pawn's origin empty. Fills
 * 'squares' in file order; returns how many (0 to 8). */
int chess_fen_ep_squares_possible (const ChessPosition *pos, ChessSquare squares[8]);

/* Stable identifier ("king-count") and English sentence for a code. */
const char *chess_fen_error_id      (ChessFenError code);
const char *chess_fen_error_message (ChessFenError code);

#ifdef __cplusplus
}
#endif
