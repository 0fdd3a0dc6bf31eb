/* test-notation.c — the notation reader: verdicts, reasons and notes in
 * every form and every language, and the labelled sealed-move sample
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "chess-fen.h"
#include "chess-notation.h"
#include "../test-data.h"

#define START     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define OPEN_E    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
#define PROMO     "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
#define PAWN_TAKE "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
#define EP        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
#define EP_PINNED "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"
#define PAWN_STOP "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1"
#define TWO_ROOKS "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
#define ROOK_FILE "4k3/R7/8/8/8/8/4K3/R7 w - - 0 1"
#define QUEENS    "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
#define PIN       "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1"
#define RANK_TWO  "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
#define CHECKED   "4k3/8/8/8/8/8/8/r3K2N w - - 0 1"
#define NO_RIGHT  "4k3/8/8/8/8/8/8/R3K2R w - - 0 1"
#define CASTLE_IN "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
#define CASTLE_F  "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
#define CASTLE_G  "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1"
#define CASTLE_BK "4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1"
#define CASTLE_BQ "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"
#define CASTLE_CK "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
#define BLACK_OO  "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1"
#define MATED     "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"
#define STALEMATE "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
#define BACK_RANK "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
#define ESCAPE    "6k1/5pp1/8/8/8/8/8/R3K3 w - - 0 1"
#define ROOK_TAKE "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1"
#define PROMO_CAP "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"

#define L CHESS_VERDICT_LEGAL
#define A CHESS_VERDICT_AMBIGUOUS
#define I CHESS_VERDICT_ILLEGAL
#define U CHESS_VERDICT_UNREADABLE

#define N_CAPTURE   CHESS_NOTE_MISSING_CAPTURE
#define N_XNONE     CHESS_NOTE_CAPTURE_ON_NON_CAPTURE
#define N_CHECK     CHESS_NOTE_MISSING_CHECK
#define N_PLUSNONE  CHESS_NOTE_CHECK_ON_NON_CHECK
#define N_MATE      CHESS_NOTE_MATE_ON_NON_MATE
#define N_OVER      CHESS_NOTE_OVER_DISAMBIGUATED
#define N_LONG      CHESS_NOTE_LONG_FORM
#define N_COORD     CHESS_NOTE_COORDINATES
#define N_EP        CHESS_NOTE_EN_PASSANT_MARK
#define N_ANNOT     CHESS_NOTE_ANNOTATION

typedef struct {
  const char      *fen;
  const char      *text;    /* pieces as English K Q R B N, translated per language */
  ChessVerdictKind kind;
  ChessReason      reason;
  const char      *moves;   /* legal: the UCI move; ambiguous: the sorted candidates */
  unsigned         notes;   /* exactly these notes (legal verdicts only) */
} Case;

/* Each of these is run in all eight languages: the upper-case K Q R B N of
 * the text are replaced by that language's letters first. */
static const Case template_cases[] = {
  /* the forms of one move */
  { START, "Nf3", L, CHESS_REASON_LEGAL, "g1f3", 0 },
  { START, "Ng1f3", L, CHESS_REASON_LEGAL, "g1f3", N_LONG },
  { START, "Ng1-f3", L, CHESS_REASON_LEGAL, "g1f3", N_LONG },
  { START, "g1f3", L, CHESS_REASON_LEGAL, "g1f3", N_COORD },
  { START, "g1-f3", L, CHESS_REASON_LEGAL, "g1f3", N_LONG },
  { START, "Ngf3", L, CHESS_REASON_LEGAL, "g1f3", N_OVER },
  { START, "N1f3", L, CHESS_REASON_LEGAL, "g1f3", N_OVER },
  { START, "Nxf3", L, CHESS_REASON_LEGAL, "g1f3", N_XNONE },
  { START, "N:f3", L, CHESS_REASON_LEGAL, "g1f3", N_XNONE },
  { START, "Nf3+", L, CHESS_REASON_LEGAL, "g1f3", N_PLUSNONE },
  { START, "Nf3#", L, CHESS_REASON_LEGAL, "g1f3", N_PLUSNONE | N_MATE },
  { START, "Nf3!", L, CHESS_REASON_LEGAL, "g1f3", N_ANNOT },
  { START, "Nf3?!", L, CHESS_REASON_LEGAL, "g1f3", N_ANNOT },
  { START, "Nf3!!", L, CHESS_REASON_LEGAL, "g1f3", N_ANNOT },
  { START, "Nf3 (=)", L, CHESS_REASON_LEGAL, "g1f3", N_ANNOT },
  { START, "  Nf3\n", L, CHESS_REASON_LEGAL, "g1f3", 0 },
  { START, "\xe2\x99\x98" "f3", L, CHESS_REASON_LEGAL, "g1f3", 0 },
  { START, "\xe2\x99\x9e" "f3", L, CHESS_REASON_LEGAL, "g1f3", 0 },
  { START, "e4", L, CHESS_REASON_LEGAL, "e2e4", 0 },
  { START, "Ng1\xe2\x80\x93" "f3", L, CHESS_REASON_LEGAL, "g1f3", N_LONG },
  { START, "e2\xe2\x88\x92" "e4", L, CHESS_REASON_LEGAL, "e2e4", N_LONG },
  { START, "e2e4", L, CHESS_REASON_LEGAL, "e2e4", N_COORD },
  { START, "e2-e4", L, CHESS_REASON_LEGAL, "e2e4", N_LONG },
  { START, "e4?", L, CHESS_REASON_LEGAL, "e2e4", N_ANNOT },
  /* why not, in the starting position */
  { START, "Nf4", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { START, "Nd4", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { START, "e5", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { START, "exd3", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { START, "e2e5", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { START, "Bc4", I, CHESS_REASON_BLOCKED, NULL, 0 },
  { START, "Ra3", I, CHESS_REASON_BLOCKED, NULL, 0 },
  { START, "Qd2", I, CHESS_REASON_OWN_PIECE_ON_TARGET, NULL, 0 },
  { START, "Nd2", I, CHESS_REASON_OWN_PIECE_ON_TARGET, NULL, 0 },
  { START, "O-O", I, CHESS_REASON_CASTLING_BLOCKED, NULL, 0 },
  { START, "0-0-0", I, CHESS_REASON_CASTLING_BLOCKED, NULL, 0 },
  { START, "e3e4", I, CHESS_REASON_WRONG_PIECE_ON_SQUARE, NULL, 0 },
  { START, "e7e5", I, CHESS_REASON_WRONG_PIECE_ON_SQUARE, NULL, 0 },
  { START, "Nc1-d3", I, CHESS_REASON_WRONG_PIECE_ON_SQUARE, NULL, 0 },
  { START, "Ne2e4", I, CHESS_REASON_WRONG_PIECE_ON_SQUARE, NULL, 0 },
  { START, "e4=Q", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 },
  { START, "Nf3=Q", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 },
  /* unreadable */
  { START, "", U, CHESS_REASON_EMPTY, NULL, 0 },
  { START, "   \t ", U, CHESS_REASON_EMPTY, NULL, 0 },
  { START, "Nz9", U, CHESS_REASON_BAD_SQUARE, NULL, 0 },
  { START, "e9", U, CHESS_REASON_BAD_SQUARE, NULL, 0 },
  { START, "i4", U, CHESS_REASON_BAD_SQUARE, NULL, 0 },
  { START, "e0", U, CHESS_REASON_BAD_SQUARE, NULL, 0 },
  { START, "Ni1f3", U, CHESS_REASON_BAD_SQUARE, NULL, 0 },
  { START, "hello", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "Nf", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "N", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "xx", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "Qxx", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "9e4", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "!!", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "+", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "0-0-0-0", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "Nf3x", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "Nbcd2", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "e4 e5", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "\x01" "e4", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "\xc3\xa9" "4", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { START, "\xe2\x99" "f3", U, CHESS_REASON_SYNTAX, NULL, 0 },
  /* pieces of the language */
  { OPEN_E, "Bc4", L, CHESS_REASON_LEGAL, "f1c4", 0 },
  { OPEN_E, "Qh5", L, CHESS_REASON_LEGAL, "d1h5", 0 },
  { OPEN_E, "Ke2", L, CHESS_REASON_LEGAL, "e1e2", 0 },
  { OPEN_E, "Kf1", I, CHESS_REASON_OWN_PIECE_ON_TARGET, NULL, 0 },
  { OPEN_E, "Kd3", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { OPEN_E, "Qxe5", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { OPEN_E, "Qd1-h5", L, CHESS_REASON_LEGAL, "d1h5", N_LONG },
  { OPEN_E, "Bf1xc4", L, CHESS_REASON_LEGAL, "f1c4", N_LONG | N_XNONE },
  { OPEN_E, "d1h5", L, CHESS_REASON_LEGAL, "d1h5", N_COORD },
  /* promotion */
  { PROMO, "e8", A, CHESS_REASON_AMBIGUOUS_PROMOTION, "e7e8b e7e8n e7e8q e7e8r", 0 },
  { PROMO, "e7e8", A, CHESS_REASON_AMBIGUOUS_PROMOTION, "e7e8b e7e8n e7e8q e7e8r", 0 },
  { PROMO, "e7-e8", A, CHESS_REASON_AMBIGUOUS_PROMOTION, "e7e8b e7e8n e7e8q e7e8r", 0 },
  { PROMO, "e8=Q", L, CHESS_REASON_LEGAL, "e7e8q", 0 },
  { PROMO, "e8Q", L, CHESS_REASON_LEGAL, "e7e8q", 0 },
  { PROMO, "e8/Q", L, CHESS_REASON_LEGAL, "e7e8q", 0 },
  { PROMO, "e8(Q)", L, CHESS_REASON_LEGAL, "e7e8q", 0 },
  { PROMO, "e8=R", L, CHESS_REASON_LEGAL, "e7e8r", 0 },
  { PROMO, "e8B", L, CHESS_REASON_LEGAL, "e7e8b", 0 },
  { PROMO, "e8=N!", L, CHESS_REASON_LEGAL, "e7e8n", N_ANNOT },
  { PROMO, "e8=\xe2\x99\x95", L, CHESS_REASON_LEGAL, "e7e8q", 0 },
  { PROMO, "e7e8q", L, CHESS_REASON_LEGAL, "e7e8q", N_COORD },
  { PROMO, "e7e8r", L, CHESS_REASON_LEGAL, "e7e8r", N_COORD },
  { PROMO, "e7e8b", L, CHESS_REASON_LEGAL, "e7e8b", N_COORD },
  { PROMO, "e7e8n", L, CHESS_REASON_LEGAL, "e7e8n", N_COORD },
  { PROMO, "e7-e8=Q", L, CHESS_REASON_LEGAL, "e7e8q", N_LONG },
  { PROMO, "e8=K", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 },
  { PROMO, "e8=\xe2\x99\x99", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 },
  { PROMO, "e7e8k", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 },
  { PROMO, "Ke2=Q", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 },
  { PROMO, "d8=Q", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { PROMO, "e8=X", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { PROMO_CAP, "dxc8=Q", L, CHESS_REASON_LEGAL, "d7c8q", 0 },
  { PROMO_CAP, "dxc8=N", L, CHESS_REASON_LEGAL, "d7c8n", 0 },
  { PROMO_CAP, "dc8Q", L, CHESS_REASON_LEGAL, "d7c8q", N_CAPTURE },
  { PROMO_CAP, "dxc8", A, CHESS_REASON_AMBIGUOUS_PROMOTION, "d7c8b d7c8n d7c8q d7c8r", 0 },
  { PROMO_CAP, "d7c8r", L, CHESS_REASON_LEGAL, "d7c8r", N_COORD | N_CAPTURE },
  { PROMO_CAP, "d8=Q", I, CHESS_REASON_BLOCKED, NULL, 0 },
  { PROMO_CAP, "Nxf2", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { PROMO_CAP, "Kxf2", L, CHESS_REASON_LEGAL, "e1f2", 0 },
  { PROMO_CAP, "Kf2", L, CHESS_REASON_LEGAL, "e1f2", N_CAPTURE },
  { PROMO_CAP, "Kf1", L, CHESS_REASON_LEGAL, "e1f1", 0 },
  /* pawn captures */
  { PAWN_TAKE, "exd5", L, CHESS_REASON_LEGAL, "e4d5", 0 },
  { PAWN_TAKE, "ed5", L, CHESS_REASON_LEGAL, "e4d5", N_CAPTURE },
  { PAWN_TAKE, "e:d5", L, CHESS_REASON_LEGAL, "e4d5", 0 },
  { PAWN_TAKE, "e\xc3\x97" "d5", L, CHESS_REASON_LEGAL, "e4d5", 0 },
  { PAWN_TAKE, "e4xd5", L, CHESS_REASON_LEGAL, "e4d5", N_LONG },
  { PAWN_TAKE, "e4d5", L, CHESS_REASON_LEGAL, "e4d5", N_COORD | N_CAPTURE },
  { PAWN_TAKE, "exd5+", L, CHESS_REASON_LEGAL, "e4d5", N_PLUSNONE },
  { PAWN_TAKE, "e5", L, CHESS_REASON_LEGAL, "e4e5", 0 },
  { PAWN_TAKE, "d5", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { PAWN_TAKE, "fxe5", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { PAWN_TAKE, "exf5", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  /* en passant */
  { EP, "exd6", L, CHESS_REASON_LEGAL, "e5d6", 0 },
  { EP, "exd6 e.p.", L, CHESS_REASON_LEGAL, "e5d6", N_EP },
  { EP, "exd6e.p.", L, CHESS_REASON_LEGAL, "e5d6", N_EP },
  { EP, "exd6ep", L, CHESS_REASON_LEGAL, "e5d6", N_EP },
  { EP, "exd6 a.p.", L, CHESS_REASON_LEGAL, "e5d6", N_EP },
  { EP, "ed6", L, CHESS_REASON_LEGAL, "e5d6", N_CAPTURE },
  { EP, "e5d6", L, CHESS_REASON_LEGAL, "e5d6", N_COORD | N_CAPTURE },
  { EP, "d6", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { EP, "e6", L, CHESS_REASON_LEGAL, "e5e6", 0 },
  { EP_PINNED, "exd6", I, CHESS_REASON_KING_INTO_CHECK, NULL, 0 },
  { EP_PINNED, "e6", L, CHESS_REASON_LEGAL, "e5e6", 0 },
  { PAWN_STOP, "e3", I, CHESS_REASON_BLOCKED, NULL, 0 },
  { PAWN_STOP, "e4", I, CHESS_REASON_BLOCKED, NULL, 0 },
  /* disambiguation: only legal moves count */
  { TWO_ROOKS, "Rd1", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1d1 h1d1", 0 },
  { TWO_ROOKS, "R1d1", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1d1 h1d1", 0 },
  { TWO_ROOKS, "Rxd1", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1d1 h1d1", 0 },
  { TWO_ROOKS, "Rad1", L, CHESS_REASON_LEGAL, "a1d1", 0 },
  { TWO_ROOKS, "Rhd1", L, CHESS_REASON_LEGAL, "h1d1", 0 },
  { TWO_ROOKS, "Ra1d1", L, CHESS_REASON_LEGAL, "a1d1", N_LONG },
  { TWO_ROOKS, "a1d1", L, CHESS_REASON_LEGAL, "a1d1", N_COORD },
  { TWO_ROOKS, "Rbd1", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { TWO_ROOKS, "Ra8+", L, CHESS_REASON_LEGAL, "a1a8", 0 },
  { TWO_ROOKS, "Ra8", L, CHESS_REASON_LEGAL, "a1a8", N_CHECK },
  { TWO_ROOKS, "Rh8+", L, CHESS_REASON_LEGAL, "h1h8", 0 },
  { ROOK_FILE, "Ra4", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1a4 a7a4", 0 },
  { ROOK_FILE, "Raa4", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1a4 a7a4", 0 },
  { ROOK_FILE, "R1a4", L, CHESS_REASON_LEGAL, "a1a4", 0 },
  { ROOK_FILE, "R7a4", L, CHESS_REASON_LEGAL, "a7a4", 0 },
  { ROOK_FILE, "Ra1a4", L, CHESS_REASON_LEGAL, "a1a4", N_LONG },
  { ROOK_FILE, "R1b1", L, CHESS_REASON_LEGAL, "a1b1", N_OVER },
  { ROOK_FILE, "R1a3", L, CHESS_REASON_LEGAL, "a1a3", 0 },
  { ROOK_FILE, "Rb7", L, CHESS_REASON_LEGAL, "a7b7", 0 },
  { ROOK_FILE, "Ra8+", L, CHESS_REASON_LEGAL, "a7a8", 0 },
  { ROOK_FILE, "R1a8", I, CHESS_REASON_BLOCKED, NULL, 0 },
  { QUEENS, "Qb2", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1b2 a3b2 c1b2", 0 },
  { QUEENS, "Qab2", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1b2 a3b2", 0 },
  { QUEENS, "Q1b2", A, CHESS_REASON_AMBIGUOUS_PIECES, "a1b2 c1b2", 0 },
  { QUEENS, "Qcb2", L, CHESS_REASON_LEGAL, "c1b2", 0 },
  { QUEENS, "Q3b2", L, CHESS_REASON_LEGAL, "a3b2", 0 },
  { QUEENS, "Qa1b2", L, CHESS_REASON_LEGAL, "a1b2", 0 },
  { QUEENS, "Qa3b2", L, CHESS_REASON_LEGAL, "a3b2", N_LONG },
  { QUEENS, "Qa1-b2", L, CHESS_REASON_LEGAL, "a1b2", 0 },
  { PIN, "Nc3", L, CHESS_REASON_LEGAL, "b1c3", 0 },
  { PIN, "Nbc3", L, CHESS_REASON_LEGAL, "b1c3", N_OVER },
  { PIN, "Nec3", I, CHESS_REASON_PINNED, NULL, 0 },
  { PIN, "Ne2c3", I, CHESS_REASON_PINNED, NULL, 0 },
  { PIN, "Nf4", I, CHESS_REASON_PINNED, NULL, 0 },
  { PIN, "e2f4", I, CHESS_REASON_PINNED, NULL, 0 },
  { PIN, "Nd2", L, CHESS_REASON_LEGAL, "b1d2", 0 },
  { PIN, "Kd2", L, CHESS_REASON_LEGAL, "e1d2", 0 },
  { PIN, "Kf2", L, CHESS_REASON_LEGAL, "e1f2", 0 },
  { PIN, "Ke2", I, CHESS_REASON_OWN_PIECE_ON_TARGET, NULL, 0 },
  /* the king and checks */
  { RANK_TWO, "Kd2", I, CHESS_REASON_KING_INTO_CHECK, NULL, 0 },
  { RANK_TWO, "Kd1", L, CHESS_REASON_LEGAL, "e1d1", 0 },
  { RANK_TWO, "Ke3", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { CHECKED, "Ng3", I, CHESS_REASON_IN_CHECK, NULL, 0 },
  { CHECKED, "Kd2", L, CHESS_REASON_LEGAL, "e1d2", 0 },
  { CHECKED, "Kd1", I, CHESS_REASON_KING_INTO_CHECK, NULL, 0 },
  { CHECKED, "O-O", I, CHESS_REASON_CASTLING_NO_RIGHT, NULL, 0 },
  /* castling */
  { NO_RIGHT, "O-O", I, CHESS_REASON_CASTLING_NO_RIGHT, NULL, 0 },
  { NO_RIGHT, "O-O-O", I, CHESS_REASON_CASTLING_NO_RIGHT, NULL, 0 },
  { NO_RIGHT, "e1g1", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { CASTLE_IN, "O-O", I, CHESS_REASON_CASTLING_IN_CHECK, NULL, 0 },
  { CASTLE_IN, "0-0-0", I, CHESS_REASON_CASTLING_IN_CHECK, NULL, 0 },
  { CASTLE_IN, "Kxe2", L, CHESS_REASON_LEGAL, "e1e2", 0 },
  { CASTLE_F, "O-O", I, CHESS_REASON_CASTLING_THROUGH_CHECK, NULL, 0 },
  { CASTLE_F, "0-0", I, CHESS_REASON_CASTLING_THROUGH_CHECK, NULL, 0 },
  { CASTLE_F, "O-O-O", L, CHESS_REASON_LEGAL, "e1c1", 0 },
  { CASTLE_F, "0-0-0", L, CHESS_REASON_LEGAL, "e1c1", 0 },
  { CASTLE_F, "o-o-o", L, CHESS_REASON_LEGAL, "e1c1", 0 },
  { CASTLE_F, "O\xe2\x80\x93O\xe2\x80\x93O", L, CHESS_REASON_LEGAL, "e1c1", 0 },
  { CASTLE_F, "O-O-O+", L, CHESS_REASON_LEGAL, "e1c1", N_PLUSNONE },
  { CASTLE_F, "O-O-O!?", L, CHESS_REASON_LEGAL, "e1c1", N_ANNOT },
  { CASTLE_F, "e1c1", L, CHESS_REASON_LEGAL, "e1c1", N_COORD },
  { CASTLE_F, "Ke1-c1", L, CHESS_REASON_LEGAL, "e1c1", N_LONG },
  { CASTLE_F, "Kc1", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { CASTLE_F, "Kf1", I, CHESS_REASON_KING_INTO_CHECK, NULL, 0 },
  { CASTLE_G, "O-O", I, CHESS_REASON_CASTLING_THROUGH_CHECK, NULL, 0 },
  { CASTLE_G, "e1g1", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 },
  { CASTLE_BK, "O-O", I, CHESS_REASON_CASTLING_BLOCKED, NULL, 0 },
  { CASTLE_BK, "O-O-O", L, CHESS_REASON_LEGAL, "e1c1", 0 },
  { CASTLE_BQ, "O-O-O", I, CHESS_REASON_CASTLING_BLOCKED, NULL, 0 },
  { CASTLE_BQ, "O-O", L, CHESS_REASON_LEGAL, "e1g1", 0 },
  { CASTLE_BQ, "Rb1", I, CHESS_REASON_OWN_PIECE_ON_TARGET, NULL, 0 },
  { CASTLE_CK, "O-O", L, CHESS_REASON_LEGAL, "e1g1", N_CHECK },
  { CASTLE_CK, "O-O+", L, CHESS_REASON_LEGAL, "e1g1", 0 },
  { CASTLE_CK, "0-0+", L, CHESS_REASON_LEGAL, "e1g1", 0 },
  { BLACK_OO, "O-O", L, CHESS_REASON_LEGAL, "e8g8", 0 },
  { BLACK_OO, "0-0-0", L, CHESS_REASON_LEGAL, "e8c8", 0 },
  { BLACK_OO, "OOO", L, CHESS_REASON_LEGAL, "e8c8", 0 },
  { BLACK_OO, "e8g8", L, CHESS_REASON_LEGAL, "e8g8", N_COORD },
  { BLACK_OO, "Rh8h1+", L, CHESS_REASON_LEGAL, "h8h1", N_LONG },
  /* no legal move at all */
  { MATED, "Kg8", I, CHESS_REASON_GAME_OVER, NULL, 0 },
  { MATED, "O-O", I, CHESS_REASON_GAME_OVER, NULL, 0 },
  { MATED, "hello", U, CHESS_REASON_SYNTAX, NULL, 0 },
  { STALEMATE, "Kh7", I, CHESS_REASON_GAME_OVER, NULL, 0 },
  { STALEMATE, "Kg8", I, CHESS_REASON_GAME_OVER, NULL, 0 },
  /* check and mate signs */
  { BACK_RANK, "Ra8#", L, CHESS_REASON_LEGAL, "a1a8", 0 },
  { BACK_RANK, "Ra8+", L, CHESS_REASON_LEGAL, "a1a8", 0 },
  { BACK_RANK, "Ra8++", L, CHESS_REASON_LEGAL, "a1a8", 0 },
  { BACK_RANK, "Ra8", L, CHESS_REASON_LEGAL, "a1a8", N_CHECK },
  { BACK_RANK, "Ra7#", L, CHESS_REASON_LEGAL, "a1a7", N_PLUSNONE | N_MATE },
  { BACK_RANK, "Ra7+", L, CHESS_REASON_LEGAL, "a1a7", N_PLUSNONE },
  { ESCAPE, "Ra8#", L, CHESS_REASON_LEGAL, "a1a8", N_MATE },
  { ESCAPE, "Ra8+", L, CHESS_REASON_LEGAL, "a1a8", 0 },
  { ROOK_TAKE, "Rxd5", L, CHESS_REASON_LEGAL, "d1d5", 0 },
  { ROOK_TAKE, "Rd5", L, CHESS_REASON_LEGAL, "d1d5", N_CAPTURE },
  { ROOK_TAKE, "Rd1xd5", L, CHESS_REASON_LEGAL, "d1d5", N_LONG },
  { ROOK_TAKE, "Rd5?", L, CHESS_REASON_LEGAL, "d1d5", N_CAPTURE | N_ANNOT },
  { ROOK_TAKE, "Rd6", I, CHESS_REASON_BLOCKED, NULL, 0 },
  { ROOK_TAKE, "Rdd6", I, CHESS_REASON_BLOCKED, NULL, 0 },
};

/* Language-specific texts, as written. */
typedef struct {
  const char *lang;
  Case        c;
} LangCase;

static const LangCase lang_cases[] = {
  { "en", { OPEN_E, "Nf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "en", { OPEN_E, "Pd4", L, CHESS_REASON_LEGAL, "d2d4", N_LONG } },
  { "en", { OPEN_E, "Cf3", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "en", { OPEN_E, "Sf3", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "en", { OPEN_E, "nf3", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "en", { OPEN_E, "Be2", L, CHESS_REASON_LEGAL, "f1e2", 0 } },
  { "en", { OPEN_E, "be2", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 } },
  { "en", { OPEN_E, "Re2", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 } },
  { "ca", { OPEN_E, "Cf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "ca", { OPEN_E, "Ac4", L, CHESS_REASON_LEGAL, "f1c4", 0 } },
  { "ca", { OPEN_E, "Dh5", L, CHESS_REASON_LEGAL, "d1h5", 0 } },
  { "ca", { OPEN_E, "Re2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "ca", { OPEN_E, "Nf3", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "ca", { OPEN_E, "Ta3", I, CHESS_REASON_BLOCKED, NULL, 0 } },
  { "es", { OPEN_E, "Cf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "es", { OPEN_E, "Ab5", L, CHESS_REASON_LEGAL, "f1b5", 0 } },
  { "es", { OPEN_E, "Dg4", L, CHESS_REASON_LEGAL, "d1g4", 0 } },
  { "es", { OPEN_E, "Re2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "es", { OPEN_E, "Qh5", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "pt", { OPEN_E, "Cc3", L, CHESS_REASON_LEGAL, "b1c3", 0 } },
  { "pt", { OPEN_E, "Bc4", L, CHESS_REASON_LEGAL, "f1c4", 0 } },
  { "pt", { OPEN_E, "Df3", L, CHESS_REASON_LEGAL, "d1f3", 0 } },
  { "pt", { OPEN_E, "Re2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "pt", { OPEN_E, "Ac4", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "de", { OPEN_E, "Sf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "de", { OPEN_E, "Lc4", L, CHESS_REASON_LEGAL, "f1c4", 0 } },
  { "de", { OPEN_E, "Dh5", L, CHESS_REASON_LEGAL, "d1h5", 0 } },
  { "de", { OPEN_E, "Ke2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "de", { OPEN_E, "Bd4", L, CHESS_REASON_LEGAL, "d2d4", N_LONG } },
  { "de", { OPEN_E, "Bc4", L, CHESS_REASON_LEGAL, "c2c4", N_LONG } },
  { "de", { OPEN_E, "Nf3", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "fr", { OPEN_E, "Cf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "fr", { OPEN_E, "Fc4", L, CHESS_REASON_LEGAL, "f1c4", 0 } },
  { "fr", { OPEN_E, "Dh5", L, CHESS_REASON_LEGAL, "d1h5", 0 } },
  { "fr", { OPEN_E, "Re2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "fr", { OPEN_E, "Bc4", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "it", { OPEN_E, "Cf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "it", { OPEN_E, "Ac4", L, CHESS_REASON_LEGAL, "f1c4", 0 } },
  { "it", { OPEN_E, "Dh5", L, CHESS_REASON_LEGAL, "d1h5", 0 } },
  { "it", { OPEN_E, "Re2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "nl", { OPEN_E, "Pf3", L, CHESS_REASON_LEGAL, "g1f3", 0 } },
  { "nl", { OPEN_E, "Lc4", L, CHESS_REASON_LEGAL, "f1c4", 0 } },
  { "nl", { OPEN_E, "Dh5", L, CHESS_REASON_LEGAL, "d1h5", 0 } },
  { "nl", { OPEN_E, "Ke2", L, CHESS_REASON_LEGAL, "e1e2", 0 } },
  { "nl", { OPEN_E, "Pd4", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 } },
  { "nl", { OPEN_E, "Sf3", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  /* a rook: T nearly everywhere, and R is the king in the Romance languages */
  { "en", { NO_RIGHT, "Ra7", L, CHESS_REASON_LEGAL, "a1a7", 0 } },
  { "ca", { NO_RIGHT, "Ta7", L, CHESS_REASON_LEGAL, "a1a7", 0 } },
  { "ca", { NO_RIGHT, "Ra7", I, CHESS_REASON_NO_SUCH_PIECE, NULL, 0 } },
  { "es", { NO_RIGHT, "Rd2", L, CHESS_REASON_LEGAL, "e1d2", 0 } },
  { "fr", { NO_RIGHT, "Rf2", L, CHESS_REASON_LEGAL, "e1f2", 0 } },
  { "it", { NO_RIGHT, "Thb1", I, CHESS_REASON_BLOCKED, NULL, 0 } },
  { "it", { NO_RIGHT, "Tha1", I, CHESS_REASON_OWN_PIECE_ON_TARGET, NULL, 0 } },
  { "pt", { NO_RIGHT, "Tf1", L, CHESS_REASON_LEGAL, "h1f1", 0 } },
  { "de", { NO_RIGHT, "Ta7", L, CHESS_REASON_LEGAL, "a1a7", 0 } },
  { "de", { NO_RIGHT, "Ra7", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "nl", { NO_RIGHT, "Tb1", L, CHESS_REASON_LEGAL, "a1b1", 0 } },
  /* promotion letters */
  { "es", { PROMO, "e8=D", L, CHESS_REASON_LEGAL, "e7e8q", 0 } },
  { "es", { PROMO, "e8C", L, CHESS_REASON_LEGAL, "e7e8n", 0 } },
  { "es", { PROMO, "e8=A", L, CHESS_REASON_LEGAL, "e7e8b", 0 } },
  { "es", { PROMO, "e8=R", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 } },
  { "es", { PROMO, "e7e8r", L, CHESS_REASON_LEGAL, "e7e8r", N_COORD } },
  { "es", { PROMO, "e8d", L, CHESS_REASON_LEGAL, "e7e8q", 0 } },
  { "de", { PROMO, "e8S", L, CHESS_REASON_LEGAL, "e7e8n", 0 } },
  { "de", { PROMO, "e8=L", L, CHESS_REASON_LEGAL, "e7e8b", 0 } },
  { "de", { PROMO, "e8=B", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 } },
  { "de", { PROMO, "e7e8b", L, CHESS_REASON_LEGAL, "e7e8b", N_COORD } },
  { "fr", { PROMO, "e8=F", L, CHESS_REASON_LEGAL, "e7e8b", 0 } },
  { "fr", { PROMO, "e8=T", L, CHESS_REASON_LEGAL, "e7e8r", 0 } },
  { "pt", { PROMO, "e8=B", L, CHESS_REASON_LEGAL, "e7e8b", 0 } },
  { "nl", { PROMO, "e8=P", L, CHESS_REASON_LEGAL, "e7e8n", 0 } },
  { "nl", { PROMO, "e7e8p", L, CHESS_REASON_LEGAL, "e7e8n", N_COORD } },
  { "nl", { PROMO, "e8=L", L, CHESS_REASON_LEGAL, "e7e8b", 0 } },
  { "en", { PROMO, "e8=P", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 } },
  { "en", { PROMO, "e7e8p", I, CHESS_REASON_BAD_PROMOTION, NULL, 0 } },
  { "en", { PROMO, "e8=D", U, CHESS_REASON_SYNTAX, NULL, 0 } },
  { "en", { PROMO, "e8d", U, CHESS_REASON_SYNTAX, NULL, 0 } },
};

static ChessPosition
position (const char *fen)
{
  ChessPosition pos;
  ChessFenResult result;
  if (!chess_fen_read (&pos, fen, &result))
    g_error ("bad test FEN %s: %s", fen, chess_fen_error_id (result.code));
  return pos;
}

/* Upper-case K Q R B N of 'text' in the letters of 'lang'. */
static char *
translate (const char *text, ChessLang lang)
{
  static const struct { char en; ChessPieceType type; } pieces[] = {
    { 'K', CHESS_KING }, { 'Q', CHESS_QUEEN }, { 'R', CHESS_ROOK }, { 'B', CHESS_BISHOP }, { 'N', CHESS_KNIGHT },
  };
  GString *out = g_string_new (NULL);
  for (const char *c = text; *c; c++)
    {
      const char *letter = NULL;
      for (size_t i = 0; i < G_N_ELEMENTS (pieces); i++)
        if (*c == pieces[i].en)
          letter = chess_lang_piece_letter (lang, pieces[i].type);
      g_string_append (out, letter ? letter : (char[]) { *c, 0 });
    }
  return g_string_free (out, FALSE);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The UCI moves of a verdict's candidates, sorted, space-separated. */
static char *
candidate_list (const ChessVerdict *v)
{
  g_autoptr(GPtrArray) ucis = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < v->n_candidates; i++)
    {
      char uci[6];
      chess_move_to_uci (v->candidates[i], uci);
      g_ptr_array_add (ucis, g_strdup (uci));
    }
  g_ptr_array_sort (ucis, compare_strings);
  g_ptr_array_add (ucis, NULL);
  return g_strjoinv (" ", (char **) ucis->pdata);
}

static guint reasons_seen[CHESS_N_REASONS];
static guint notes_seen;

/* Empty string when the verdict is as expected, else what differs. */
static char *
check_case (const Case *c, const char *text, ChessLang lang)
{
  ChessPosition pos = position (c->fen);
  ChessVerdict v;
  chess_notation_judge (&pos, text, lang, &v);
  reasons_seen[v.reason]++;
  g_autofree char *cands = candidate_list (&v);
  char uci[6] = "";
  if (v.kind == CHESS_VERDICT_LEGAL)
    chess_move_to_uci (v.move, uci);

  GString *diff = g_string_new (NULL);
  if (v.kind != c->kind || v.reason != c->reason)
    g_string_append_printf (diff, " verdict %s/%s, expected %s/%s;", chess_verdict_kind_id (v.kind),
                            chess_reason_id (v.reason), chess_verdict_kind_id (c->kind), chess_reason_id (c->reason));
  if (c->kind == CHESS_VERDICT_LEGAL && g_strcmp0 (uci, c->moves) != 0)
    g_string_append_printf (diff, " move %s, expected %s;", uci, c->moves);
  if (c->kind == CHESS_VERDICT_AMBIGUOUS && g_strcmp0 (cands, c->moves) != 0)
    g_string_append_printf (diff, " candidates %s, expected %s;", cands, c->moves);
  if (c->kind == CHESS_VERDICT_LEGAL && v.notes != c->notes)
    g_string_append_printf (diff, " notes 0x%x, expected 0x%x;", v.notes, c->notes);
  if (v.kind == CHESS_VERDICT_LEGAL)
    {
      notes_seen |= v.notes;
      if (!chess_position_is_legal (&pos, v.move) || v.n_candidates != 1 || v.candidates[0] != v.move)
        g_string_append (diff, " legal verdict without its one legal move;");
      if (v.from != chess_move_from (v.move) || v.to != chess_move_to (v.move))
        g_string_append (diff, " from/to are not the move's;");
    }
  else if (v.move != CHESS_MOVE_NONE)
    g_string_append (diff, " a move on a verdict that is not legal;");
  /* the fast reader for game records reads exactly as the judge */
  if (chess_notation_read_legal (&pos, text, lang) != v.move)
    g_string_append (diff, " chess_notation_read_legal disagrees with the judge;");
  if ((v.kind == CHESS_VERDICT_ILLEGAL || v.kind == CHESS_VERDICT_UNREADABLE) && v.n_candidates != 0)
    g_string_append (diff, " candidates on a verdict that is neither legal nor ambiguous;");
  if (diff->len)
    {
      g_autofree char *where = g_strdup_printf ("[%s] %s in %s:", chess_lang_code (lang), text, c->fen);
      g_string_prepend (diff, where);
    }
  return g_string_free (diff, FALSE);
}

static void
test_every_language (void)
{
  guint failures = 0, runs = 0;
  for (size_t i = 0; i < G_N_ELEMENTS (template_cases); i++)
    for (int lang = 0; lang < CHESS_N_LANGS; lang++)
      {
        g_autofree char *text = translate (template_cases[i].text, (ChessLang) lang);
        g_autofree char *diff = check_case (&template_cases[i], text, (ChessLang) lang);
        runs++;
        if (*diff)
          {
            g_test_message ("%s", diff);
            failures++;
          }
      }
  g_test_message ("%u of %u template cases as expected", runs - failures, runs);
  g_assert_cmpuint (failures, ==, 0);
}

static void
test_language_letters (void)
{
  guint failures = 0;
  for (size_t i = 0; i < G_N_ELEMENTS (lang_cases); i++)
    {
      ChessLang lang;
      g_assert_true (chess_lang_parse (lang_cases[i].lang, &lang));
      g_autofree char *diff = check_case (&lang_cases[i].c, lang_cases[i].c.text, lang);
      if (*diff)
        {
          g_test_message ("%s", diff);
          failures++;
        }
    }
  g_assert_cmpuint (failures, ==, 0);
}

/* Every reason and every note is reached by some case above. */
static void
test_coverage (void)
{
  memset (reasons_seen, 0, sizeof reasons_seen);
  notes_seen = 0;
  for (size_t i = 0; i < G_N_ELEMENTS (template_cases); i++)
    g_free (check_case (&template_cases[i], template_cases[i].text, CHESS_LANG_EN));
  for (size_t i = 0; i < G_N_ELEMENTS (lang_cases); i++)
    {
      ChessLang lang;
      g_assert_true (chess_lang_parse (lang_cases[i].lang, &lang));
      g_free (check_case (&lang_cases[i].c, lang_cases[i].c.text, lang));
    }
  for (int r = CHESS_REASON_LEGAL; r < CHESS_N_REASONS; r++)
    if (!reasons_seen[r])
      g_error ("no case gives the reason %s", chess_reason_id ((ChessReason) r));
  for (unsigned bit = 1; bit <= CHESS_NOTE_ANNOTATION; bit <<= 1)
    if (!(notes_seen & bit))
      g_error ("no case gives the note 0x%x", bit);
}

static void
test_fields_as_written (void)
{
  ChessPosition pos = position (START);
  ChessVerdict v;

  chess_notation_judge (&pos, "Nf4", CHESS_LANG_EN, &v);
  g_assert_cmpint (v.piece, ==, CHESS_KNIGHT);
  g_assert_cmpint (v.to, ==, chess_square_parse ("f4"));

  chess_notation_judge (&pos, "Nc1-d3", CHESS_LANG_EN, &v);
  g_assert_cmpint (v.piece, ==, CHESS_KNIGHT);
  g_assert_cmpint (v.from, ==, chess_square_parse ("c1"));
  g_assert_cmpint (v.to, ==, chess_square_parse ("d3"));

  chess_notation_judge (&pos, "Dd2", CHESS_LANG_FR, &v);
  g_assert_cmpint (v.reason, ==, CHESS_REASON_OWN_PIECE_ON_TARGET);
  g_assert_cmpint (v.piece, ==, CHESS_QUEEN);
  g_assert_cmpint (v.to, ==, chess_square_parse ("d2"));

  pos = position (PIN);
  chess_notation_judge (&pos, "Nec3", CHESS_LANG_EN, &v);
  g_assert_cmpint (v.reason, ==, CHESS_REASON_PINNED);
  g_assert_cmpint (v.from, ==, chess_square_parse ("e2"));

  pos = position (TWO_ROOKS);
  chess_notation_judge (&pos, "Rd1", CHESS_LANG_EN, &v);
  g_assert_cmpint (v.piece, ==, CHESS_ROOK);
  g_assert_cmpint (v.to, ==, chess_square_parse ("d1"));
  g_assert_cmpint (v.n_candidates, ==, 2);

  chess_notation_judge (&pos, "e9", CHESS_LANG_EN, &v);
  g_assert_cmpint (v.from, ==, CHESS_NO_SQUARE);
  g_assert_cmpint (v.to, ==, CHESS_NO_SQUARE);
  g_assert_cmpint (v.n_candidates, ==, 0);
}

static void
test_odd_input (void)
{
  ChessPosition pos = position (START);
  ChessVerdict v;

  chess_notation_judge (&pos, NULL, CHESS_LANG_EN, &v);
  g_assert_cmpint (v.kind, ==, CHESS_VERDICT_UNREADABLE);
  g_assert_cmpint (v.reason, ==, CHESS_REASON_EMPTY);

  /* far longer than any move, with a real move at either end */
  g_autofree char *long_text = g_strnfill (4000, 'e');
  memcpy (long_text, "Nf3", 3);
  memcpy (long_text + 3997, "Nf3", 3);
  chess_notation_judge (&pos, long_text, CHESS_LANG_EN, &v);
  g_assert_cmpint (v.kind, ==, CHESS_VERDICT_UNREADABLE);
  g_assert_cmpint (v.reason, ==, CHESS_REASON_SYNTAX);

  g_autofree char *padded = g_strdup_printf ("%s%s", "                                                                    ", "Nf3");
  chess_notation_judge (&pos, padded, CHESS_LANG_EN, &v);
  g_assert_cmpint (v.kind, ==, CHESS_VERDICT_LEGAL);

  /* an unknown language number reads as English rather than crashing */
  chess_notation_judge (&pos, "Nf3", (ChessLang) 99, &v);
  g_assert_cmpint (v.kind, ==, CHESS_VERDICT_LEGAL);

  /* every byte value in every place of a short text: no crash, and a
   * coherent verdict */
  char text[4] = "Nf3";
  for (int place = 0; place < 3; place++)
    for (int b = 1; b < 256; b++)
      {
        char saved = text[place];
        text[place] = (char) b;
        for (int lang = 0; lang < CHESS_N_LANGS; lang++)
          {
            chess_notation_judge (&pos, text, (ChessLang) lang, &v);
            g_assert_cmpstr (chess_verdict_kind_id (v.kind), !=, "unknown");
            g_assert_cmpstr (chess_reason_id (v.reason), !=, "unknown");
            if (v.kind == CHESS_VERDICT_LEGAL)
              g_assert_true (chess_position_is_legal (&pos, v.move));
            g_assert_cmpuint (chess_notation_read_legal (&pos, text, (ChessLang) lang), ==, v.move);
          }
        text[place] = saved;
      }
}

static void
test_ids (void)
{
  static const char *const kinds[] = { "legal", "ambiguous", "illegal", "unreadable" };
  for (int k = 0; k <= CHESS_VERDICT_UNREADABLE; k++)
    g_assert_cmpstr (chess_verdict_kind_id ((ChessVerdictKind) k), ==, kinds[k]);

  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (int r = 0; r < CHESS_N_REASONS; r++)
    {
      const char *id = chess_reason_id ((ChessReason) r);
      g_assert_nonnull (id);
      g_assert_cmpstr (id, !=, "unknown");
      for (const char *c = id; *c; c++)
        g_assert_true ((*c >= 'a' && *c <= 'z') || *c == '-');
      g_assert_false (g_hash_table_contains (ids, id));
      g_hash_table_add (ids, (gpointer) id);
    }
  g_assert_cmpstr (chess_reason_id (CHESS_REASON_PINNED), ==, "pinned");
  g_assert_cmpstr (chess_reason_id (CHESS_REASON_NO_SUCH_PIECE), ==, "no-such-piece");
  g_assert_cmpstr (chess_reason_id (CHESS_REASON_KING_INTO_CHECK), ==, "king-into-check");
  g_assert_cmpstr (chess_reason_id (CHESS_N_REASONS), ==, "unknown");
}

static void
test_languages (void)
{
  /* K Q R B N, as Appendix C and the national scoresheets have them */
  static const struct { const char *code, *letters; } expected[] = {
    { "en", "KQRBN" }, { "ca", "RDTAC" }, { "es", "RDTAC" }, { "pt", "RDTBC" },
    { "de", "KDTLS" }, { "fr", "RDTFC" }, { "it", "RDTAC" }, { "nl", "KDTLP" },
  };
  static const ChessPieceType order[5] = { CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT };
  g_assert_cmpint (G_N_ELEMENTS (expected), ==, CHESS_N_LANGS);
  for (size_t i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      ChessLang lang;
      g_assert_true (chess_lang_parse (expected[i].code, &lang));
      g_assert_cmpstr (chess_lang_code (lang), ==, expected[i].code);
      g_assert_cmpstr (chess_lang_piece_letter (lang, CHESS_PAWN), ==, "");
      for (int t = 0; t < 5; t++)
        {
          char letter[2] = { expected[i].letters[t], 0 };
          g_assert_cmpstr (chess_lang_piece_letter (lang, order[t]), ==, letter);
        }
    }
  ChessLang lang = CHESS_LANG_DE;
  g_assert_false (chess_lang_parse ("xx", &lang));
  g_assert_false (chess_lang_parse ("", &lang));
  g_assert_false (chess_lang_parse ("EN", &lang));
  g_assert_false (chess_lang_parse (NULL, &lang));
  g_assert_cmpint (lang, ==, CHESS_LANG_DE);
}

/* The 400 labelled sealed moves. */
static void
test_sample (void)
{
  g_autoptr(JsonArray) all = test_data_load_jsonl ("sealed-moves-sample.jsonl");
  guint total = 0, failures = 0;

  for (guint n = 0; n < json_array_get_length (all); n++)
    {
      JsonObject *o = json_array_get_object_element (all, n);
      JsonObject *expect = json_object_get_object_member (o, "expect");
      gint64 id = json_object_get_int_member (o, "id");
      const char *fen = json_object_get_string_member (o, "fen");
      const char *move = json_object_get_string_member (o, "move");
      const char *want = json_object_get_string_member (expect, "verdict");
      ChessLang lang;
      g_assert_true (chess_lang_parse (json_object_get_string_member (o, "notation"), &lang));
      ChessPosition pos = position (fen);
      ChessVerdict v;
      chess_notation_judge (&pos, move, lang, &v);
      total++;
      if (chess_notation_read_legal (&pos, move, lang) != v.move)
        {
          g_test_message ("sample id %" G_GINT64_FORMAT ": chess_notation_read_legal disagrees with the judge", id);
          failures++;
        }

      g_autofree char *got_moves = NULL;
      g_autofree char *want_moves = NULL;
      if (strcmp (want, "legal") == 0)
        {
          char uci[6] = "";
          if (v.kind == CHESS_VERDICT_LEGAL)
            chess_move_to_uci (v.move, uci);
          got_moves = g_strdup (uci);
          want_moves = g_strdup (json_object_get_string_member (expect, "uci"));
        }
      else if (strcmp (want, "ambiguous") == 0)
        {
          got_moves = candidate_list (&v);
          JsonArray *a = json_object_get_array_member (expect, "candidates");
          g_autoptr(GPtrArray) list = g_ptr_array_new ();
          for (guint k = 0; k < json_array_get_length (a); k++)
            g_ptr_array_add (list, (gpointer) json_array_get_string_element (a, k));
          g_ptr_array_sort (list, compare_strings);
          g_ptr_array_add (list, NULL);
          want_moves = g_strjoinv (" ", (char **) list->pdata);
        }
      if (strcmp (chess_verdict_kind_id (v.kind), want) != 0 || g_strcmp0 (got_moves, want_moves) != 0)
        {
          g_test_message ("sample id %" G_GINT64_FORMAT " (%s, %s): got %s %s (%s), expected %s %s", id, move, fen,
                          chess_verdict_kind_id (v.kind), got_moves ? got_moves : "", chess_reason_id (v.reason),
                          want, want_moves ? want_moves : "");
          failures++;
        }
    }
  g_test_message ("%u of %u sample cases agree", total - failures, total);
  g_assert_cmpuint (total, >=, 400);
  g_assert_cmpuint (failures, ==, 0);
}

/* The pieces a written move can mean, for touch move after an illegal
 * move made on the board: what the notation says, never a guess. */
static void
test_pieces_meant (void)
{
  static const struct {
    const char *fen;
    const char *text;   /* English letters */
    const char *pieces; /* the squares expected, in a1..h8 order, space-separated */
    bool        castling;
  } cases[] = {
    /* The only king, wherever the move sends it. */
    { START, "Ke3", "e1", false },
    /* Two knights, one of which could jump to d2: that one. */
    { START, "Nd2", "b1", false },
    /* Both knights could jump to d2 (own pawn there): the text does not say. */
    { "4k3/8/8/8/8/8/3P4/1N3N1K w - - 0 1", "Nd2", "b1 f1", false },
    /* …unless it gives the file or the rank. */
    { "4k3/8/8/8/8/8/3P4/1N3N1K w - - 0 1", "Nbd2", "b1", false },
    { "4k3/8/8/8/8/8/N2P4/5N1K w - - 0 1", "N2d2", "a2", false },
    /* Two knights, neither of which could ever reach d5: both could be meant. */
    { START, "Nd5", "b1 g1", false },
    /* The long form and coordinates: the piece on the departure square. */
    { START, "Ng1-e2", "g1", false },
    { START, "g1e2", "g1", false },
    { START, "c1e3", "c1", false },
    /* A departure square holding another piece, or none: nothing. */
    { START, "Nf1e3", "", false },
    { START, "Bg1e3", "", false },
    { START, "a3a4", "", false },
    /* A pawn move keeps its file; a capture names the departure file. */
    { START, "e5", "e2", false },
    { PAWN_TAKE, "exf5", "e4", false },
    /* Castling: the king, however it is written. */
    { START, "O-O", "e1", true },
    { START, "0-0-0", "e1", true },
    { START, "e1g1", "e1", true },
    { BLACK_OO, "Ke8c8", "e8", true },
    { START, "e1f2", "e1", false },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = position (cases[i].fen);
      ChessBitboard pieces = 0, expected = 0;
      bool castling = !cases[i].castling;
      g_auto(GStrv) squares = g_strsplit (cases[i].pieces, " ", -1);
      for (int k = 0; squares[k]; k++)
        if (*squares[k])
          expected |= (ChessBitboard) 1 << chess_square_parse (squares[k]);
      if (!chess_notation_pieces_meant (&pos, cases[i].text, CHESS_LANG_EN, &pieces, &castling, NULL))
        g_error ("%s in %s: not read", cases[i].text, cases[i].fen);
      if (pieces != expected || castling != cases[i].castling)
        g_error ("%s in %s: pieces %016" G_GINT64_MODIFIER "x castling %d, expected %016" G_GINT64_MODIFIER "x %d",
                 cases[i].text, cases[i].fen, (guint64) pieces, castling, (guint64) expected, cases[i].castling);
    }

  /* Other languages' letters: the Catalan C is a knight, R the king. */
  ChessPosition pos = position (START);
  ChessBitboard pieces;
  bool castling;
  g_assert_true (chess_notation_pieces_meant (&pos, "Cbd2", CHESS_LANG_CA, &pieces, &castling, NULL));
  g_assert_cmpuint (pieces, ==, (ChessBitboard) 1 << chess_square_parse ("b1"));
  g_assert_true (chess_notation_pieces_meant (&pos, "Re2", CHESS_LANG_CA, &pieces, &castling, NULL));
  g_assert_cmpuint (pieces, ==, (ChessBitboard) 1 << chess_square_parse ("e1"));
  /* Not a move: nothing. */
  g_assert_false (chess_notation_pieces_meant (&pos, "Nz9", CHESS_LANG_EN, &pieces, &castling, NULL));
  g_assert_false (chess_notation_pieces_meant (&pos, "", CHESS_LANG_EN, &pieces, &castling, NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/every-language", test_every_language);
  g_test_add_func ("/notation/language-letters", test_language_letters);
  g_test_add_func ("/notation/coverage", test_coverage);
  g_test_add_func ("/notation/fields-as-written", test_fields_as_written);
  g_test_add_func ("/notation/odd-input", test_odd_input);
  g_test_add_func ("/notation/ids", test_ids);
  g_test_add_func ("/notation/languages", test_languages);
  g_test_add_func ("/notation/sample", test_sample);
  g_test_add_func ("/notation/pieces-meant", test_pieces_meant);
  return g_test_run ();
}
