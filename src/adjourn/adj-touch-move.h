/* adj-touch-move.h — which piece must replace an illegal declared move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the envelope is lost, the sealer makes on the board the move he
 * declares he sealed (2023 I.12.1, 2005 A11a, 1993 14.5, 1985 14.05); an
 * illegal one is taken back, and the move replacing it falls under the
 * touch-move rule (2023 7.5.1, 2005 7.4a, 1993 8.1, 1985 08.01). This names
 * the piece he moved, when the notation of the declaration tells which,
 * and what the edition then lets him play: that piece's legal moves, the
 * capture of the opponent's piece he touched as well, or any legal move.
 * It works on the DECLARED move only: a move sealed in an envelope is never
 * given to it.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "adj-profile.h"
#include "chess-notation.h"

G_BEGIN_DECLS

typedef enum {
  /* The notation does not tell which piece was moved (several of that kind
   * could be meant, or none of the player's stands where it says): the
   * arbiter establishes it; candidates holds the squares that could be meant. */
  ADJ_TOUCH_MOVE_UNDETERMINED = 0,
  /* The piece moved has a legal move: moves holds them all. */
  ADJ_TOUCH_MOVE_MOVE_PIECE,
  /* The piece moved has none, but the opponent's piece it was to capture
   * can be captured: moves holds those captures. */
  ADJ_TOUCH_MOVE_CAPTURE_PIECE,
  /* No touched piece can be moved or captured: any legal move. */
  ADJ_TOUCH_MOVE_ANY_MOVE,
  /* A capture whose own piece can move and whose captured piece can be
   * captured, under an edition that does not say which counts as touched
   * first when it is unclear (1985 07.02(b)): the arbiter establishes it;
   * moves holds the own piece's moves, captures the captures. */
  ADJ_TOUCH_MOVE_FIRST_TOUCHED_UNKNOWN,
} AdjTouchMoveRule;

typedef struct {
  AdjTouchMoveRule rule;
  ChessColor       color;         /* the player who owes the move */
  /* The piece moved, when determined. */
  ChessPieceType   piece;
  ChessSquare      square;        /* CHESS_NO_SQUARE when undetermined */
  gboolean         castling;      /* the declared move was a castling */
  /* The opponent's piece on the destination of a declared capture, touched
   * too; CHESS_NO_SQUARE when the move took nothing. */
  ChessPieceType   captured_piece;
  ChessSquare      captured_square;
  ChessBitboard    candidates;    /* UNDETERMINED: the pieces the text could mean (may be none) */
  int              n_moves;       /* MOVE_PIECE, CAPTURE_PIECE: the moves allowed */
  ChessMove        moves[CHESS_MAX_MOVES];
  int              n_captures;    /* FIRST_TOUCHED_UNKNOWN: the captures of the opponent's piece */
  ChessMove        captures[CHESS_MAX_MOVES];
  AdjDecision      decision;      /* whose article decides */
  const char      *article;       /* its main article in the profile's edition */
} AdjTouchMove;

/* Apply the touch-move rule of PROFILE's edition to DECLARED, a move
 * written in LANG that the side to move in POS made on the board and that
 * is not legal there. FALSE (TOUCH untouched) when DECLARED is no move at
 * all or POS has no legal move: there is nothing to replace. */
gboolean   adj_touch_move_apply    (const AdjProfile *profile, const ChessPosition *pos, const char *declared,
                                    ChessLang lang, AdjTouchMove *touch);

/* One sentence for the players, in the UI language, the moves in LANG's
 * piece letters: "Black must move the knight on d7 (touch move, Art.
 * 4.3.1): Cb6, Cf6, Cb8." POS is the position the move is owed in. */
/* Whether MOVE, legal in POS, may be the move made under TOUCH (the
 * replacement of the illegal declared move): one of its moves (or, when
 * which piece was touched first is unknown, its captures too); any legal
 * move under ANY_MOVE; under UNDETERMINED a move of a piece the notation
 * could mean, or any legal move when it could mean none. */
gboolean   adj_touch_move_allows   (const AdjTouchMove *touch, const ChessPosition *pos, ChessMove move);

char      *adj_touch_move_sentence (const AdjTouchMove *touch, const ChessPosition *pos, ChessLang lang);

/* The outcome's "touch_move" object: {"determined", "rule", "player",
 * "piece", "square", "castling", "captured" {"piece", "square"} or null,
 * "candidates" (squares), "legal_moves" (English SAN), "legal_moves_uci",
 * "captures" and "captures_uci" (the other choice when which piece was
 * touched first is unknown, else empty), "article"}. */
JsonNode  *adj_touch_move_to_json  (const AdjTouchMove *touch, const ChessPosition *pos);

/* "move-piece", "capture-piece", "any-move", "undetermined",
 * "first-touched-unknown". */
const char *adj_touch_move_rule_id (AdjTouchMoveRule rule);

G_END_DECLS
