/* chess-mate-search-private.h — what the mate searches share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board measures the helpmate's move ordering
 * (chess-mate-search-helpmate.c) and the walk's guide
 * (chess-mate-search-walk.c) both use, inline as they were in the one
 * file, and the guide the descent and the beam
 * (chess-mate-search-lines.c) follow. Internal to src/chess.
 */
#pragma once

#include "chess-mate.h"
#include "chess-bitboard.h"

static const ChessBitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAull;

static inline int
corner_distance (ChessSquare sq)
{
  int f = chess_square_file (sq), r = chess_square_rank (sq);
  int df = f < 7 - f ? f : 7 - f;
  int dr = r < 7 - r ? r : 7 - r;

  return df > dr ? df : dr;
}

/* Distance to the nearest corner of the given colour (light: a8, h1). */
static inline int
colour_corner_distance (ChessSquare sq, bool light)
{
  ChessSquare a = light ? 56 : 0, b = light ? 7 : 63;
  int da = chess_mate_distance (sq, a), db = chess_mate_distance (sq, b);

  return da < db ? da : db;
}

/* Every square 'c' attacks, lines blocked by 'occupied': one look per
 * unit, where asking square by square for attackers costs a look per line
 * per square (nine squares round the king, at every position entered). */
static inline ChessBitboard
attack_map (const ChessPosition *pos, ChessColor c, ChessBitboard occupied)
{
  const ChessBitboard *t = pos->by_type;
  ChessBitboard us = pos->by_color[c];
  ChessBitboard map = chess_mate_pawn_attacks (us & t[CHESS_PAWN], c) | chess_bb_king[chess_position_king (pos, c)];

  for (ChessBitboard b = us & t[CHESS_KNIGHT]; b != 0;)
    map |= chess_bb_knight[chess_bb_pop (&b)];
  for (ChessBitboard b = us & (t[CHESS_BISHOP] | t[CHESS_QUEEN]); b != 0;)
    map |= chess_bb_bishop_attacks (chess_bb_pop (&b), occupied);
  for (ChessBitboard b = us & (t[CHESS_ROOK] | t[CHESS_QUEEN]); b != 0;)
    map |= chess_bb_rook_attacks (chess_bb_pop (&b), occupied);
  return map;
}
/* The order of the reachable walk, and the guide of the descent and the
 * beam (chess-mate-search-walk.c): lower looks nearer a mate. */
/* 'blocks', 'check': as chess_mate_plan_distance() takes them, or NULL. */
uint32_t chess_mate_walk_order (const ChessPosition *pos, const ChessMateSearch *ms, const int *blocks,
                                const int *check);

/* The parts of the distance to the nets (chess_mate_plan_parts) that the
 * children of one position share, worked out at the first child that
 * needs each: every search that orders children by the nets' guide
 * expands a position at a time, and most of its children keep the units
 * the parts count where they stood. */
enum { CHESS_MATE_PART_NETS = 8 };  /* nets whose parts are shared */
typedef struct {
  bool share;                      /* the guide counts the nets, and they are few enough */
  bool have_blocks, have_check;    /* worked out for this parent */
  bool keep_blocks, keep_check;    /* the child's move leaves them as they were */
  int  blocks[CHESS_MATE_PART_NETS], check[CHESS_MATE_PART_NETS];
} ChessMateParts;
/* A new parent: nothing worked out yet. */
void     chess_mate_parts_begin (ChessMateParts *parts, const ChessMateSearch *ms);
/* Before the move 'm' is made in 'parent': which parts it keeps. */
void     chess_mate_parts_move  (ChessMateParts *parts, const ChessPosition *parent, ChessMove m,
                                 const ChessMateSearch *ms);
/* chess_mate_walk_order() of the child 'pos' that move made, with the
 * parts it kept: the same order, with less work. */
uint32_t chess_mate_walk_order_shared (const ChessPosition *pos, const ChessMateSearch *ms, ChessMateParts *parts);
