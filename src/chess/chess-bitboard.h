/* chess-bitboard.h — bit tricks and attack tables (internal to src/chess)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sliding attacks use magic bitboards. The magic multipliers are searched
 * at start-up with a fixed-seed generator, so the tables are the same on
 * every run and every machine, and nothing CPU-specific is required.
 */
#pragma once

#include <stdint.h>

#include "chess-position.h"

#define BB(sq) ((ChessBitboard) 1 << (sq))

extern const ChessBitboard chess_bb_file[8];
extern const ChessBitboard chess_bb_rank[8];

extern ChessBitboard chess_bb_knight[64];
extern ChessBitboard chess_bb_king[64];
extern ChessBitboard chess_bb_pawn[2][64];     /* squares a pawn of that colour attacks */
extern ChessBitboard chess_bb_between[64][64]; /* squares strictly between two aligned squares */
extern ChessBitboard chess_bb_line[64][64];    /* the whole line through two aligned squares */
extern uint8_t       chess_bb_distance[64][64]; /* king moves between two squares */

typedef struct {
  ChessBitboard  mask;
  ChessBitboard  magic;
  ChessBitboard *attacks;
  unsigned       shift;
} ChessMagic;

extern ChessMagic chess_bb_rook_magic[64];
extern ChessMagic chess_bb_bishop_magic[64];

/* Fills the tables once; every way of making a position calls it. */
void chess_bitboard_init (void);

static inline int
chess_bb_count (ChessBitboard b)
{
  /* The builtin is one instruction where the target has one (aarch64,
   * x86-64 with POPCNT); baseline x86-64 would call a slow libgcc routine,
   * so count in parallel bit fields there. */
#if (defined(__GNUC__) || defined(__clang__)) && !(defined(__x86_64__) && !defined(__POPCNT__))
  return __builtin_popcountll (b);
#else
  b = b - ((b >> 1) & UINT64_C (0x5555555555555555));
  b = (b & UINT64_C (0x3333333333333333)) + ((b >> 2) & UINT64_C (0x3333333333333333));
  b = (b + (b >> 4)) & UINT64_C (0x0f0f0f0f0f0f0f0f);
  return (int) ((b * UINT64_C (0x0101010101010101)) >> 56);
#endif
}

static inline ChessSquare
chess_bb_first (ChessBitboard b)
{
#if defined(__GNUC__) || defined(__clang__)
  return (ChessSquare) __builtin_ctzll (b);
#else
  /* De Bruijn multiplication on the isolated lowest bit. */
  static const int index64[64] = {
     0,  1, 48,  2, 57, 49, 28,  3, 61, 58, 50, 42, 38, 29, 17,  4,
    62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12,  5,
    63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
    46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19,  9, 13,  8,  7,  6,
  };
  return index64[((b & -b) * UINT64_C (0x03f79d71b4cb0a89)) >> 58];
#endif
}

static inline ChessSquare
chess_bb_pop (ChessBitboard *b)
{
  ChessSquare sq = chess_bb_first (*b);
  *b &= *b - 1;
  return sq;
}

static inline bool
chess_bb_many (ChessBitboard b)
{
  return (b & (b - 1)) != 0;
}

static inline ChessBitboard
chess_bb_rook_attacks (ChessSquare sq, ChessBitboard occupied)
{
  const ChessMagic *m = &chess_bb_rook_magic[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline ChessBitboard
chess_bb_bishop_attacks (ChessSquare sq, ChessBitboard occupied)
{
  const ChessMagic *m = &chess_bb_bishop_magic[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline ChessBitboard
chess_bb_queen_attacks (ChessSquare sq, ChessBitboard occupied)
{
  return chess_bb_rook_attacks (sq, occupied) | chess_bb_bishop_attacks (sq, occupied);
}

/* Zobrist keys. */
extern uint64_t chess_zobrist_piece[16][64];
extern uint64_t chess_zobrist_castling[16];
extern uint64_t chess_zobrist_ep_file[8];
extern uint64_t chess_zobrist_side;
