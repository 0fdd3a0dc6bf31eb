/* chess-notation.h — reading a written move: legal, ambiguous, illegal or unreadable
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The judgement follows Appendix C of the 2023 Laws and spec/cli.md "verify":
 * only legal moves count for ambiguity; x + # ! ? e.p. (=) never decide.
 */
#pragma once

#include "chess-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Piece-letter languages of a scoresheet. */
typedef enum {
  CHESS_LANG_EN = 0,
  CHESS_LANG_CA,
  CHESS_LANG_ES,
  CHESS_LANG_PT,
  CHESS_LANG_DE,
  CHESS_LANG_FR,
  CHESS_LANG_IT,
  CHESS_LANG_NL,
  CHESS_N_LANGS
} ChessLang;

typedef enum {
  CHESS_VERDICT_LEGAL = 0,
  CHESS_VERDICT_AMBIGUOUS,
  CHESS_VERDICT_ILLEGAL,
  CHESS_VERDICT_UNREADABLE,
} ChessVerdictKind;

/* Why: one code per distinct sentence the upper layers show. */
typedef enum {
  CHESS_REASON_NONE = 0,
  CHESS_REASON_LEGAL,                /* the move is legal */
  CHESS_REASON_AMBIGUOUS_PIECES,     /* several pieces of that kind reach the square */
  CHESS_REASON_AMBIGUOUS_PROMOTION,  /* a pawn reaches the last rank, no piece named */
  CHESS_REASON_EMPTY,                /* nothing written */
  CHESS_REASON_SYNTAX,               /* not a move in this notation */
  CHESS_REASON_BAD_SQUARE,           /* a square off the board */
  CHESS_REASON_NO_SUCH_PIECE,        /* no piece of that kind can get there at all */
  CHESS_REASON_BLOCKED,              /* the way is blocked */
  CHESS_REASON_PINNED,               /* the piece is pinned to its king */
  CHESS_REASON_KING_INTO_CHECK,      /* the king would be in check */
  CHESS_REASON_IN_CHECK,             /* the move does not answer the check */
  CHESS_REASON_CASTLING_NO_RIGHT,    /* king or rook has moved */
  CHESS_REASON_CASTLING_THROUGH_CHECK,
  CHESS_REASON_CASTLING_IN_CHECK,
  CHESS_REASON_CASTLING_BLOCKED,
  CHESS_REASON_WRONG_PIECE_ON_SQUARE, /* the departure square holds another piece or none */
  CHESS_REASON_OWN_PIECE_ON_TARGET,
  CHESS_REASON_BAD_PROMOTION,        /* promotion to a king or pawn, or a non-promoting pawn move names a piece */
  CHESS_REASON_GAME_OVER,            /* the side to move has no legal move */
  CHESS_N_REASONS
} ChessReason;

/* Remarks that never change the verdict (bit flags). */
typedef enum {
  CHESS_NOTE_MISSING_CAPTURE      = 1 << 0,
  CHESS_NOTE_CAPTURE_ON_NON_CAPTURE = 1 << 1,
  CHESS_NOTE_MISSING_CHECK        = 1 << 2,
  CHESS_NOTE_CHECK_ON_NON_CHECK   = 1 << 3,
  CHESS_NOTE_MATE_ON_NON_MATE     = 1 << 4,
  CHESS_NOTE_OVER_DISAMBIGUATED   = 1 << 5,
  CHESS_NOTE_LONG_FORM            = 1 << 6,
  CHESS_NOTE_COORDINATES          = 1 << 7,
  CHESS_NOTE_EN_PASSANT_MARK      = 1 << 8,
  CHESS_NOTE_ANNOTATION           = 1 << 9,  /* ! ? (=) and the like */
} ChessNote;

typedef struct {
  ChessVerdictKind kind;
  ChessReason      reason;
  ChessMove        move;                      /* when legal */
  int              n_candidates;              /* when ambiguous */
  ChessMove        candidates[CHESS_MAX_MOVES];
  unsigned         notes;                     /* ChessNote bits */
  ChessPieceType   piece;                     /* the piece the text names, for messages */
  ChessSquare      from;                      /* the departure square written, or CHESS_NO_SQUARE */
  ChessSquare      to;                        /* the destination written, or CHESS_NO_SQUARE */
} ChessVerdict;

/* Judge 'text' as written on a scoresheet in language 'lang' in 'pos'.
 * Allocates nothing. */
void chess_notation_judge (const ChessPosition *pos, const char *text,
                           ChessLang lang, ChessVerdict *verdict);

/* The one legal move 'text' names, or CHESS_MOVE_NONE when it is ambiguous,
 * illegal or unreadable (chess_notation_judge says which and why). The same
 * reading as the judge, without the notes: for reading game records fast. */
ChessMove chess_notation_read_legal (const ChessPosition *pos, const char *text, ChessLang lang);

/* The side to move's pieces TEXT can mean as the one it moves, from the
 * notation alone, whatever the verdict (for the touch-move rule after an
 * illegal move made on the board): the pieces of the kind written (or the
 * pawn), on the departure file, rank or square written, that could make a
 * move of that shape to the destination on an empty board — or all of
 * that kind on that file/rank/square when none could. A full departure
 * square names the own piece standing there, or none. Castling
 * ("O-O", or the king written from its starting square two files along
 * its first rank) names the king and sets *castling. TO (may be NULL)
 * gets the destination written, CHESS_NO_SQUARE for castling written as
 * such. False, with nothing set, when the text is not a move. */
bool chess_notation_pieces_meant (const ChessPosition *pos, const char *text, ChessLang lang,
                                  ChessBitboard *pieces, bool *castling, ChessSquare *to);

/* "en", "ca", … → language; false for an unknown code. */
bool        chess_lang_parse (const char *code, ChessLang *lang);
const char *chess_lang_code  (ChessLang lang);
/* The letters K Q R B N of a language, indexed by ChessPieceType (pawn: ""). */
const char *chess_lang_piece_letter (ChessLang lang, ChessPieceType type);

const char *chess_verdict_kind_id (ChessVerdictKind kind); /* "legal" … */
const char *chess_reason_id       (ChessReason reason);    /* "pinned" … */

#ifdef __cplusplus
}
#endif
