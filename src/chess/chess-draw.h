/* chess-draw.h — draws by rule, edition by edition; can a side still mate?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11. What each edition of the Laws says (see RULES.md §4 and §6):
 *   1985 10.07 and 1993 10.4: a fixed list of drawn endings — K v K,
 *     K v K+B, K v K+N, K+B v K+B with the bishops on squares of one colour;
 *   1985 10.05, 1993 10.10, 2005/2023 9.2: a draw may be claimed at the
 *     third occurrence of a position;
 *   1985 10.08/10.09: the 50-move claim, 100 moves in three listed endings;
 *     1993 10.12, 2005/2023 9.3: 50 moves (1993 lets the organisers extend
 *     it: not modelled, it fixes no list);
 *   1993 10.5: a player left with only the king cannot win;
 *   2005 9.6 / 2023 5.2.2: dead position — no series of legal moves mates;
 *   2005 6.10 / 2023 6.9: no loss on time (nor, by the adjournment articles,
 *     for an illegal sealed move) when the opponent cannot checkmate by any
 *     series of legal moves;
 *   2023 9.6: automatic draw at the fifth occurrence and after 75 moves.
 *
 * "Can side X checkmate by some series of legal moves?" is answered yes, no
 * or unknown — never guessed (chess-mate.h has the parts). No is proved by
 * material (a lone king; K+N against a lone king; only bishops on one
 * colour of squares and nothing else but kings), by locked pawns (only
 * kings and pawns, every pawn blocked for ever and no king able to take
 * one), by a fortress (no pawn can ever promote, and in the squares the
 * pawns and pieces can ever reach no mate can be set up), by every move
 * leading within two plies to one of those, or by a search that saw every
 * position reachable by legal moves without a mate. Yes is proved by
 * finding the series: a short helpmate search (both sides cooperating;
 * iterative deepening, move ordering, a transposition table; longer when
 * the side has a rook or a queen), then a best-first walk over the
 * reachable positions aimed at the mating nets the position allows (where
 * the mated king, a checker, the mating king and the mated side's own
 * blockers could stand), ordered three ways in turn; the series found is
 * replayed and checked to end in mate before yes is given.
 *
 * Thread-safe: no mutable static state. A search allocates its tables when
 * it starts (growing with it, at most what its node limit needs, and never
 * past a ceiling of its own) and frees them before returning; without the
 * memory it says unknown, never wrong.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "chess-game.h"
#include "chess-position.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  CHESS_EDITION_1985 = 0,
  CHESS_EDITION_1993,
  CHESS_EDITION_2005,
  CHESS_EDITION_2023,
  CHESS_N_EDITIONS
} ChessEdition;

typedef enum {
  CHESS_ANSWER_NO = 0,
  CHESS_ANSWER_YES,
  CHESS_ANSWER_UNKNOWN,
} ChessAnswer;

/* How an answer was reached. */
typedef enum {
  CHESS_PROOF_NONE = 0,      /* unknown: nothing proved within the limits */
  CHESS_PROOF_GAME_OVER,     /* the position is already mate or stalemate */
  CHESS_PROOF_MATERIAL,      /* no: the material cannot mate */
  CHESS_PROOF_LOCKED_PAWNS,  /* no: only kings and pawns that can never move or be taken */
  CHESS_PROOF_SEARCH,        /* yes: 'line' is a series of legal moves that mates */
  CHESS_PROOF_FORCED,        /* no: every legal move (to a depth of two plies) reaches a
                              * position proved no by the kinds above, e.g. a forced
                              * capture leaving dead material */
  CHESS_PROOF_FORTRESS,      /* no: no pawn can ever promote, and within the squares the
                              * pawns and pieces can ever reach no mate can be set up */
  CHESS_PROOF_EXHAUSTED,     /* no: every position reachable by legal moves was searched
                              * (or proved no by the kinds above); none is a mate */
  CHESS_PROOF_SKELETON,      /* no: following only the kings and pawns, the pieces able to
                              * stand anywhere of their kind, no reachable move of the side
                              * can leave the other king checked without a flight */
} ChessProofKind;

/* Longest mating series reported (plies). Blocked positions can need long
 * walks of the kings before the mate. */
#define CHESS_MATE_LINE_MAX 256

typedef struct {
  ChessAnswer    answer;
  ChessProofKind kind;
  int            n_line;                 /* plies in 'line' */
  ChessMove      line[CHESS_MATE_LINE_MAX];
  long           nodes;                  /* moves tried by the searches (at most the limit) */
} ChessMateProof;

/* A search's memory grows with what it has seen: about 130 bytes a move
 * tried (13 MB at the default limit, 50 MB at the decisions'), and never
 * more than about 130 MB whatever the limit (past that it gives up:
 * unknown). */
typedef struct {
  long max_nodes;  /* search budget, in moves tried; 0: CHESS_MATE_DEFAULT_NODES */
  int  max_plies;  /* longest series the helpmate search tries; 0: CHESS_MATE_DEFAULT_PLIES
                    * (the reachable walk is limited by nodes only) */
} ChessMateLimits;

/* The default answers the hard half of the sample (tests/bench, make
 * bench) 98.7% of the time, 99% of the calls within 7.3 ms (release
 * build): the tool's answer at once. */
#define CHESS_MATE_DEFAULT_NODES 100000
/* Where the answer decides a game (a flag fallen, a resignation, a sealed
 * move judged), four times that: 8 of those 13 unknowns are answered, the
 * hardest positions then take up to about 65 ms, and it happens once. */
#define CHESS_MATE_DECISION_NODES 400000
#define CHESS_MATE_DEFAULT_PLIES 40
#define CHESS_MATE_TT_BYTES      ((size_t) 1 << 20)

extern const ChessMateLimits chess_mate_decision_limits;

/* Can 'side' checkmate the other side from 'pos' by some series of legal
 * moves (both sides' moves chosen freely)? 'limits' and 'proof' may be NULL.
 * A game already over: mate given by 'side' is yes (kind GAME_OVER, empty
 * line); 'side' mated, or stalemate, is no (kind GAME_OVER). */
ChessAnswer chess_draw_can_mate (const ChessPosition *pos, ChessColor side,
                                 const ChessMateLimits *limits, ChessMateProof *proof);

/* The pieces that never move nor are taken, as a proof of kind FORTRESS
 * finds them (shut in by pawns and by each other), for saying why. */
ChessBitboard chess_draw_shut_in (const ChessPosition *pos);

/* Does the proof hold: its series, played from 'pos', legal move by legal
 * move, ends in a mate by 'side' (or, kind GAME_OVER, 'pos' is already that
 * mate)? chess_draw_can_mate() asks it of every series before saying yes. */
bool chess_draw_proof_mates (const ChessPosition *pos, ChessColor side, const ChessMateProof *proof);

/* Neither side can mate: the 2005/2023 dead position (also yes when the
 * position is stalemate). 'proofs' (may be NULL) receives the two answers,
 * indexed by colour. */
ChessAnswer chess_draw_is_dead (const ChessPosition *pos, const ChessMateLimits *limits,
                                ChessMateProof proofs[2]);

/* The 1985 10.07 / 1993 10.4 list: K v K, K v K+B, K v K+N, K+B v K+B with
 * same-coloured bishops (nothing else on the board). */
bool chess_draw_in_material_list (const ChessPosition *pos);
/* 1993 10.5: 'color' has only its king. */
bool chess_draw_only_king (const ChessPosition *pos, ChessColor color);

/* Is the game drawn by its material or position under 'edition'? 1985/1993:
 * the fixed list; 2005/2023: dead position (yes/no/unknown). */
ChessAnswer chess_draw_dead_position (const ChessPosition *pos, ChessEdition edition,
                                      const ChessMateLimits *limits);

/* The exception to losing on time or by an illegal sealed move: 'winner'
 * (who would otherwise win) cannot win under 'edition'. 1985: the position
 * is in the 10.07 list (the game is drawn already; 1985 has no other
 * exception); 1993: 'winner' has only the king (10.5), or the position is in
 * the 10.4 list (drawn already); 2005 (6.10) and 2023 (6.9): 'winner'
 * cannot checkmate by any series of legal moves. To cite the right article,
 * ask chess_draw_dead_position() first. */
ChessAnswer chess_draw_cannot_win (const ChessPosition *pos, ChessColor winner,
                                   ChessEdition edition, const ChessMateLimits *limits);

/* Plies without a capture or pawn move after which a draw may be claimed:
 * 100 (fifty moves each), but 200 in the endings 1985 10.09 lists (K+R+B v
 * K+R; K+N+N v K+P with the pawn blocked by a knight and not advanced past
 * the squares the article names; K+R+P v K+B+P with the rook pawns locked on
 * a2/a3, h2/h3, a7/a6 or h7/h6 and the bishop on its pawn's colour). */
int chess_draw_fifty_move_plies (const ChessPosition *pos, ChessEdition edition);

/* Draw status of a game record at its current position (bit flags). */
enum {
  CHESS_DRAW_STALEMATE        = 1 << 0, /* automatic, every edition */
  CHESS_DRAW_DEAD             = 1 << 1, /* automatic: list (1985/1993) or dead position (2005/2023) */
  CHESS_DRAW_CLAIM_REPETITION = 1 << 2, /* third occurrence: may be claimed */
  CHESS_DRAW_CLAIM_FIFTY      = 1 << 3, /* 50 moves each (100 in 1985 10.09's endings) without capture or pawn move: may be claimed */
  CHESS_DRAW_FIVEFOLD         = 1 << 4, /* 2023 9.6.1: automatic */
  CHESS_DRAW_SEVENTY_FIVE     = 1 << 5, /* 2023 9.6.2: automatic (unless the last move mated) */
};

typedef struct {
  unsigned    flags;        /* CHESS_DRAW_* */
  bool        checkmate;    /* the side to move is mated */
  int         repetitions;  /* occurrences of the current position */
  int         halfmove_clock;
  int         fifty_plies;  /* the claim's threshold: chess_draw_fifty_move_plies() */
  ChessAnswer dead;         /* for 2005/2023; for 1985/1993 yes/no by the list */
} ChessDrawStatus;

void chess_draw_game_status (const ChessGame *game, ChessEdition edition,
                             const ChessMateLimits *limits, ChessDrawStatus *status);

/* 2023 9.6: the first position (index 0 .. ply count) at which the game
 * ended by itself through a fifth occurrence or 75 moves each — a game
 * played on past it ended there. -1 when none (always under the older
 * editions); 'flags' (may be NULL) receives CHESS_DRAW_FIVEFOLD and/or
 * CHESS_DRAW_SEVENTY_FIVE. A mate on the move that completes the 75 moves
 * takes precedence (9.6.2). */
int  chess_draw_game_automatic_end (const ChessGame *game, ChessEdition edition, unsigned *flags);

/* "1985" … and back. */
const char *chess_edition_id    (ChessEdition edition);
bool        chess_edition_parse (const char *text, ChessEdition *edition);

#ifdef __cplusplus
}
#endif
