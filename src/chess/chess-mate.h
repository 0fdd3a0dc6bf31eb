/* chess-mate.h — the parts of "can this side still mate?" (internal to src/chess)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * chess_draw_can_mate() (chess-draw.c) asks these in turn, cheapest first:
 * the static proofs that no mate exists (chess-mate-static.c), a short
 * helpmate search (chess-mate-search-helpmate.c), the mating nets the
 * position allows (chess-mate-plan.c), single lines and narrow beams down
 * the guides toward them (chess-mate-search-lines.c), and the walk over
 * every reachable position aimed at them (chess-mate-search-walk.c). Every
 * "no" here is a proof; every series found is replayed by the caller before
 * it says yes.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "chess-draw.h"
#include "chess-position.h"
#include "chess-bitboard.h"

/* ---- distances on the board ---- */

/* King moves between two squares: a table (chess-bitboard.c), looked up
 * for every unit at every position the walk and the lines order. Worked
 * out from files and ranks, it was a fifth of the guides' own time, and
 * the ten slowest hard positions of the sample after the pawn races took
 * 3% longer (70.4 ms in all, 68.0 with the table). */
static inline int
chess_mate_distance (ChessSquare a, ChessSquare b)
{
  return chess_bb_distance[a][b];
}

/* Knight moves between two squares: at least half the longer side and a
 * third of both, the parity of the sum of both, except next to each other
 * (3), two squares diagonally (4), and one diagonal step out of a corner
 * (4). Checked against a breadth-first count for every pair of squares. */
static inline int
chess_mate_knight_distance (ChessSquare a, ChessSquare b)
{
  int dx = abs (chess_square_file (a) - chess_square_file (b));
  int dy = abs (chess_square_rank (a) - chess_square_rank (b));
  /* a1, h1, a8, h8 */
  const ChessBitboard corners = UINT64_C (0x8100000000000081);

  if (dx < dy)
    {
      int t = dx;
      dx = dy;
      dy = t;
    }
  if (dx == 1 && dy == 0)
    return 3;
  if (dx == 2 && dy == 2)
    return 4;
  if (dx == 1 && dy == 1 && (((corners >> a) | (corners >> b)) & 1) != 0)
    return 4;
  int m = (dx + 1) / 2, by_sum = (dx + dy + 2) / 3;
  if (by_sum > m)
    m = by_sum;
  return (m + dx + dy) % 2 ? m + 1 : m;
}

/* Squares next to any of 'b' (those of 'b' only if next to another), all
 * at once. */
static inline ChessBitboard
chess_mate_king_spread (ChessBitboard b)
{
  const ChessBitboard file_a = UINT64_C (0x0101010101010101), file_h = UINT64_C (0x8080808080808080);
  ChessBitboard side = ((b << 1) & ~file_a) | ((b >> 1) & ~file_h);
  ChessBitboard row = b | side;

  return side | (row << 8) | (row >> 8);
}

/* Squares the pawns 'p' of colour 'c' attack, all at once. */
static inline ChessBitboard
chess_mate_pawn_attacks (ChessBitboard p, ChessColor c)
{
  const ChessBitboard file_a = UINT64_C (0x0101010101010101), file_h = UINT64_C (0x8080808080808080);

  return c == CHESS_WHITE ? ((p << 7) & ~file_h) | ((p << 9) & ~file_a)
                          : ((p >> 9) & ~file_h) | ((p >> 7) & ~file_a);
}

/* ---- static proofs (chess-mate-static.c) ---- */

/* Squares a unit of 'type' and colour 'c' on 'sq' attacks, the squares of
 * 'occupied' blocking the lines (a king's, a knight's and a pawn's attacks
 * do not depend on them). */
ChessBitboard chess_mate_attacks (ChessPieceType type, ChessColor c, ChessSquare sq, ChessBitboard occupied);

/* Material alone forbids 'side' any mate (a lone king, K+N v K, bishops of
 * one colour and nothing else that could block). */
bool chess_mate_material_no (const ChessPosition *pos, ChessColor side);

/* Only kings and pawns, every pawn locked for ever and no king able to take
 * one: nothing ever moves but the kings, and no check is possible. */
bool chess_mate_locked_pawns (const ChessPosition *pos);

/* The pawns are locked for ever: each keeps to a zone of squares it may
 * ever stand on, none of which is on its last rank, and every piece to the
 * region it can reach round the pawns that never move; and within those
 * 'winner' can never set up a mate: no square it can check is one the
 * other king can reach, or round every such square a flight stays open that
 * neither side's units can fill. (The comment in chess-mate-static.c has
 * the induction that makes this a proof.) */
bool chess_mate_fortress (const ChessPosition *pos, ChessColor winner);
/* The pieces that proof finds shut in for ever (never moving, never taken);
 * 0 when it gives up before. */
ChessBitboard chess_mate_shut_in (const ChessPosition *pos);

/* The kings and pawns alone, the pieces standing anywhere of their kind
 * (chess-mate-skeleton.c): every position of that coarser game reachable
 * within 'max_states' was walked and after no move of 'winner' could the
 * other king be in check with every square round it held. Its moves
 * include every legal move's, so that proves no series of legal moves
 * mates. 'states' (may be NULL): how many it walked. */
bool chess_mate_skeleton_no (const ChessPosition *pos, ChessColor winner, long max_states, long *states);

/* The same walk with each king on a region instead of a square:
 * positions that differ only in where the kings stand are one, whose
 * kings may stand on any square either did. Coarser still, so a "no" is
 * as sound, and a free king's wandering no longer multiplies the
 * positions: where no side can waste a move, the pawns tell how far each
 * king has walked, and the regions lose little. */
bool chess_mate_skeleton_regions_no (const ChessPosition *pos, ChessColor winner, long max_states, long *states);

/* ---- mating nets to aim at (chess-mate-plan.c) ---- */

/* A mating net: the mated king on 'king', the winner's king on 'wking',
 * a unit of the winner checking from 'checker' (as 'checker_as'), the
 * mated side's own units on 'blocks'. 'plies': the moves both sides need,
 * as estimated when it was made. */
enum { CHESS_MATE_LEVELS = 16 };  /* sets of squares by cost, for each block of a net */

typedef struct {
  ChessSquare    king, wking, checker;
  ChessPieceType checker_as;
  int            n_blocks;
  ChessSquare    blocks[8];
  ChessPieceType block_as[8];  /* as what each stands there (a pawn may promote) */
  int            plies;
  /* found only once the cheapest nets all proved no mate as built: a
   * dearer net, which the nets' guide follows well and the others less
   * (see chess_draw_can_mate) */
  bool           fallback;
  /* moves for a unit of each type on each square to check from 'checker'
   * (the winner's), or to stand on each block as its kind (the mated
   * side's): worked out once, looked up at every position of the walk */
  int8_t         check_cost[CHESS_N_PIECE_TYPES][64];
  int8_t         block_cost[8][CHESS_N_PIECE_TYPES][64];
  /* the squares from which some type of unit gets there at all (a cost
   * under FAR): the walk looks up only the units standing on them, most
   * of the others being pawns that can never reach the net */
  ChessBitboard  check_reach, block_reach[8];
  /* the same costs to each block as sets of squares, one per cost,
   * cheapest first: the pawns' ('pawns') and those of a unit of the
   * block's kind ('kind'; none when that is a pawn). The nearest unit is
   * then the first square of the first set that holds one, where a look
   * at every unit in reach costs a lookup each (most of the walk's
   * distance on lines 196 and 220 of the sample). A cost is at most 13 (a
   * pawn's 7 steps and 6 knight moves), so 14 sets do; 'levelled' false
   * would send block_moves back to the look at every unit. */
  bool           levelled;
  int8_t         n_levels[8];
  int8_t         level_cost[8][CHESS_MATE_LEVELS];
  ChessBitboard  level_pawns[8][CHESS_MATE_LEVELS], level_kind[8][CHESS_MATE_LEVELS];
} ChessMatePlan;

/* Up to 'max_plans' nets that would be mate if the units got there,
 * cheapest first; returns how many. */
int chess_mate_plan          (const ChessPosition *pos, ChessColor winner, ChessMatePlan *plans, int max_plans);
/* The kings aside, the parts of the distance to each net that the walk
 * works out once for all of a position's children (most of the
 * distance's work): the mated side's units' way to the blocks, which only
 * a move of one of them or a capture by the winner changes, and the
 * winner's nearest unit's way to the checking square, likewise; one int
 * per net in each (either may be NULL). */
void chess_mate_plan_parts (const ChessPosition *pos, ChessColor winner, const ChessMatePlan *plans, int n_plans,
                            int *blocks, int *check);
/* Which parts the move 'm' in 'pos' leaves as they were. */
void chess_mate_plan_parts_kept (const ChessPosition *pos, ChessMove m, ChessColor winner, bool *blocks, bool *check);
/* How far 'pos' is from the nearest of the nets (lower is nearer).
 * 'blocks', 'check': the parts as chess_mate_plan_parts() gave them for a
 * position with those units where they are in 'pos', or NULL; 'checked':
 * whether the winner gives check in 'pos' (-1: look). */
int chess_mate_plan_distance (const ChessPosition *pos, ChessColor winner, const ChessMatePlan *plans, int n_plans,
                              const int *blocks, const int *check, int checked);

/* ---- searches (chess-mate-search-*.c) ---- */

typedef enum {
  CHESS_MATE_FOUND,     /* 'line' mates */
  CHESS_MATE_NONE,      /* every reachable position was seen: no mate (a proof) */
  CHESS_MATE_GAVE_UP,   /* out of nodes or memory */
} ChessMateSearchResult;

/* What orders the reachable walk (each finds mates the others miss). */
typedef enum {
  CHESS_MATE_GUIDE_BOTH = 0,  /* the mated king's flights and the mating nets together */
  CHESS_MATE_GUIDE_NETS,      /* the nets alone */
  CHESS_MATE_GUIDE_FLIGHTS,   /* the flights alone */
} ChessMateGuide;

typedef struct {
  ChessColor winner;
  long       max_nodes;  /* for this search */
  int        max_plies;  /* longest series the iterative search tries */
  long       nodes;      /* out: moves tried */
  int        n_line;     /* out: plies in 'line' */
  ChessMove *line;       /* out: CHESS_MATE_LINE_MAX moves */
  const ChessMatePlan *plans;  /* the reachable walk aims at these (may be none) */
  int        n_plans;
  ChessMateGuide guide;  /* what orders the reachable walk */
  bool       unproved;   /* the walk uses no static proof (for tests of those proofs) */
  unsigned   noise;      /* the descent: 0 follows the guide; others, a seed to stray from it */
} ChessMateSearch;

/* Helpmate: both sides cooperate; iterative deepening with move ordering
 * toward the mate, a transposition table, and passes of growing width.
 * Finds short series in open positions; never returns NONE. */
ChessMateSearchResult chess_mate_helpmate (const ChessPosition *pos, ChessMateSearch *search);

/* Every position reachable from 'pos' by legal moves, once each, best
 * first by 'guide', except where a static proof says the winner cannot mate
 * from there: complete, so it proves "no" when the positions run out before
 * the nodes, and finds a (shortened if long) series when one exists among
 * them. */
ChessMateSearchResult chess_mate_reachable (const ChessPosition *pos, ChessMateSearch *search);

/* The same walk in runs: made once, then gone on with run after run, each
 * run with the nodes 'search->max_nodes' gives it (and the same guide,
 * plans and winner every time), from where the last stopped: the walk
 * keeps what it entered, so two runs of n cost what one of 2n does, where
 * starting afresh walks the first n again. 'max_nodes' here: the most it
 * will be given in all, which caps what it holds (its tables start small
 * and grow). NULL without the memory.
 * chess_mate_reachable() is one run of a walk made for it. */
typedef struct ChessMateWalk ChessMateWalk;
ChessMateWalk        *chess_mate_walk_new  (const ChessPosition *pos, long max_nodes);
/* GAVE_UP when this run's nodes ran out (another may go on) or the walk
 * cannot (out of room, or over: found or proved before). */
ChessMateSearchResult chess_mate_walk_on   (ChessMateWalk *walk, ChessMateSearch *search);
void                  chess_mate_walk_free (ChessMateWalk *walk);

/* One line from 'pos', each move the one 'guide' likes best (never back to
 * a position passed, never into stalemate): crosses the plateaus where the
 * walk spreads. Finds a series or gives up; never returns NONE. */
ChessMateSearchResult chess_mate_descent (const ChessPosition *pos, ChessMateSearch *search);

/* At each ply the few positions 'guide' likes best among the children of
 * the last ply's: wider than the descent, narrower than the walk. Finds a
 * series or gives up; never returns NONE. */
ChessMateSearchResult chess_mate_beam (const ChessPosition *pos, ChessMateSearch *search);
