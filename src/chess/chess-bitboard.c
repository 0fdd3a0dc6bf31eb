/* chess-bitboard.c — attack tables, magic bitboards and Zobrist keys
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-bitboard.h"

#include <stdlib.h>
#include <threads.h>

const ChessBitboard chess_bb_file[8] = {
  UINT64_C (0x0101010101010101) << 0, UINT64_C (0x0101010101010101) << 1,
  UINT64_C (0x0101010101010101) << 2, UINT64_C (0x0101010101010101) << 3,
  UINT64_C (0x0101010101010101) << 4, UINT64_C (0x0101010101010101) << 5,
  UINT64_C (0x0101010101010101) << 6, UINT64_C (0x0101010101010101) << 7,
};

const ChessBitboard chess_bb_rank[8] = {
  UINT64_C (0xff) << 0,  UINT64_C (0xff) << 8,  UINT64_C (0xff) << 16, UINT64_C (0xff) << 24,
  UINT64_C (0xff) << 32, UINT64_C (0xff) << 40, UINT64_C (0xff) << 48, UINT64_C (0xff) << 56,
};

ChessBitboard chess_bb_knight[64];
ChessBitboard chess_bb_king[64];
ChessBitboard chess_bb_pawn[2][64];
ChessBitboard chess_bb_between[64][64];
ChessBitboard chess_bb_line[64][64];
uint8_t       chess_bb_distance[64][64];
ChessMagic    chess_bb_rook_magic[64];
ChessMagic    chess_bb_bishop_magic[64];

uint64_t chess_zobrist_piece[16][64];
uint64_t chess_zobrist_castling[16];
uint64_t chess_zobrist_ep_file[8];
uint64_t chess_zobrist_side;

/* Every rook and bishop occupancy subset: 102400 + 5248 entries. */
static ChessBitboard rook_table[0x19000];
static ChessBitboard bishop_table[0x1480];

static const int rook_dirs[4][2]   = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_dirs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
static const int knight_steps[8][2] = {
  { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};
static const int king_steps[8][2] = {
  { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
};

static bool
on_board (int file, int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

static ChessBitboard
steps (ChessSquare sq, const int (*deltas)[2], int n)
{
  ChessBitboard b = 0;
  for (int i = 0; i < n; i++)
    {
      int f = chess_square_file (sq) + deltas[i][0];
      int r = chess_square_rank (sq) + deltas[i][1];
      if (on_board (f, r))
        b |= BB (chess_square_make (f, r));
    }
  return b;
}

/* Slow ray walk, used only to fill the tables. */
static ChessBitboard
slide (ChessSquare sq, ChessBitboard occupied, const int (*dirs)[2])
{
  ChessBitboard b = 0;
  for (int i = 0; i < 4; i++)
    {
      int f = chess_square_file (sq), r = chess_square_rank (sq);
      for (;;)
        {
          f += dirs[i][0];
          r += dirs[i][1];
          if (!on_board (f, r))
            break;
          b |= BB (chess_square_make (f, r));
          if (occupied & BB (chess_square_make (f, r)))
            break;
        }
    }
  return b;
}

/* Multipliers found once by the search below with its fixed seed; checked
 * at start-up, and searched again for any square where one would fail. */
static const uint64_t rook_magics[64] = {
  UINT64_C (0x1080004008801020), UINT64_C (0x0840092002c03000),
  UINT64_C (0x1900200010400900), UINT64_C (0x0880100008000480),
  UINT64_C (0x4200100420080200), UINT64_C (0x8100020100080400),
  UINT64_C (0x0200040110886200), UINT64_C (0x0200008040220411),
  UINT64_C (0x0404800084400220), UINT64_C (0x0000401000402000),
  UINT64_C (0x0086001081220440), UINT64_C (0x0408800800100280),
  UINT64_C (0x000a001201040820), UINT64_C (0x8848800200840080),
  UINT64_C (0x4001000100040200), UINT64_C (0x0442000102105084),
  UINT64_C (0x9080010020804100), UINT64_C (0x0040404000201009),
  UINT64_C (0x0000808010002009), UINT64_C (0x2200090021d00100),
  UINT64_C (0x0008008008040080), UINT64_C (0x0004004002010040),
  UINT64_C (0x0011040008015042), UINT64_C (0x00000a0001768104),
  UINT64_C (0x0000800080204009), UINT64_C (0x2010004140002001),
  UINT64_C (0x9800200280100080), UINT64_C (0x1000100080080080),
  UINT64_C (0x0442000a00049020), UINT64_C (0x2100040080020080),
  UINT64_C (0x0800120400900148), UINT64_C (0x0010040a00128541),
  UINT64_C (0x2800804000800030), UINT64_C (0x1010002000400041),
  UINT64_C (0x4000200011004100), UINT64_C (0x0610008410800800),
  UINT64_C (0x0400802402800800), UINT64_C (0xc100020080800400),
  UINT64_C (0x0002000802000401), UINT64_C (0x0182085882000401),
  UINT64_C (0x0220204000808000), UINT64_C (0x2860100040024022),
  UINT64_C (0x0001002004110040), UINT64_C (0x99101042000a0020),
  UINT64_C (0x0004080004008080), UINT64_C (0x0010040002008080),
  UINT64_C (0x2012004881020004), UINT64_C (0x8300842444820011),
  UINT64_C (0x0088403882010200), UINT64_C (0x0820400080210100),
  UINT64_C (0x0110910040a00300), UINT64_C (0x0801100280080480),
  UINT64_C (0x0242009008200600), UINT64_C (0x1002000489500200),
  UINT64_C (0x0040800200010080), UINT64_C (0x0091800041000080),
  UINT64_C (0x0000209300488001), UINT64_C (0x04c1002414824001),
  UINT64_C (0x020020000b001041), UINT64_C (0x7000100004200901),
  UINT64_C (0x8002002004100802), UINT64_C (0x30010002084c0007),
  UINT64_C (0x0888221800813004), UINT64_C (0x4000002840840112),
};
static const uint64_t bishop_magics[64] = {
  UINT64_C (0x8210103483004200), UINT64_C (0x0008022802002820),
  UINT64_C (0x0404810401000010), UINT64_C (0x4004043280808044),
  UINT64_C (0x0181104004600101), UINT64_C (0x8802021104000000),
  UINT64_C (0x000111011041a000), UINT64_C (0x4000420890211000),
  UINT64_C (0x3200109001080880), UINT64_C (0x0002e0810a0a0840),
  UINT64_C (0x2040840802004228), UINT64_C (0x9200110408800000),
  UINT64_C (0x0000c45040020100), UINT64_C (0x0200088824401000),
  UINT64_C (0x0000110690104804), UINT64_C (0x04010a4400a41006),
  UINT64_C (0x01c100d03001a100), UINT64_C (0x9820220481020a00),
  UINT64_C (0x520d263000420040), UINT64_C (0x0180810802004102),
  UINT64_C (0x0002001016100000), UINT64_C (0x0200800808010828),
  UINT64_C (0x0002402c88081800), UINT64_C (0x4018400a82009080),
  UINT64_C (0x441005010a200402), UINT64_C (0x4024041143880802),
  UINT64_C (0x0200280210004940), UINT64_C (0xa201004024004200),
  UINT64_C (0x8000840184802000), UINT64_C (0x0800820080880c00),
  UINT64_C (0x1008004821040202), UINT64_C (0x0000921019820280),
  UINT64_C (0x0102084100045001), UINT64_C (0xa590820820200802),
  UINT64_C (0x0104020200010409), UINT64_C (0x0000a00800210106),
  UINT64_C (0x0001020401020102), UINT64_C (0x0508080021011000),
  UINT64_C (0x0058162850140100), UINT64_C (0x0002040020004212),
  UINT64_C (0x000801108a001000), UINT64_C (0x0a408090100008c2),
  UINT64_C (0x0000101804002800), UINT64_C (0x0000004200821800),
  UINT64_C (0x0020049008800401), UINT64_C (0x02c8015004080480),
  UINT64_C (0x8804014414000110), UINT64_C (0x0008011042000080),
  UINT64_C (0x04010c8290400010), UINT64_C (0x0382048208232402),
  UINT64_C (0x1000202108080140), UINT64_C (0x008000120a020100),
  UINT64_C (0x108c0011a2020004), UINT64_C (0x010004200421100e),
  UINT64_C (0x8820200409105000), UINT64_C (0x0108300400802840),
  UINT64_C (0x0402008049282000), UINT64_C (0x0000002402080480),
  UINT64_C (0x08001c0422017001), UINT64_C (0x000200001420a801),
  UINT64_C (0x2010c20011020204), UINT64_C (0x3000308461444500),
  UINT64_C (0x1000040404c80200), UINT64_C (0x0825011019060080),
};

/* xorshift64*: small, fast, and fixed-seeded so tables never vary. */
static uint64_t
next_random (uint64_t *state)
{
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * UINT64_C (2685821657736338717);
}

static void
init_magics (ChessMagic *magics, ChessBitboard *table, const int (*dirs)[2],
             const uint64_t *known, uint64_t *seed)
{
  static ChessBitboard occupancy[4096], reference[4096];
  static int epoch[4096];
  static int current = 0; /* shared with epoch[] across calls */
  ChessBitboard *next_table = table;

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      ChessMagic *m = &magics[sq];
      /* Edge squares never block the rays that end there. */
      ChessBitboard edges = ((chess_bb_rank[0] | chess_bb_rank[7]) & ~chess_bb_rank[chess_square_rank (sq)])
                          | ((chess_bb_file[0] | chess_bb_file[7]) & ~chess_bb_file[chess_square_file (sq)]);
      m->mask = slide (sq, 0, dirs) & ~edges;
      m->shift = (unsigned) (64 - chess_bb_count (m->mask));
      m->attacks = next_table;

      /* Carry-rippler enumeration of every subset of the mask. */
      int size = 0;
      ChessBitboard b = 0;
      do
        {
          occupancy[size] = b;
          reference[size] = slide (sq, b, dirs);
          size++;
          b = (b - m->mask) & m->mask;
        }
      while (b);

      bool first = true;
      for (int i = 0; i < size;)
        {
          if (first)
            m->magic = known[sq];
          else
            do
              m->magic = next_random (seed) & next_random (seed) & next_random (seed);
            while (chess_bb_count ((m->mask * m->magic) >> 56) < 6);
          first = false;

          current++;
          for (i = 0; i < size; i++)
            {
              unsigned idx = (unsigned) (((occupancy[i] & m->mask) * m->magic) >> m->shift);
              if (epoch[idx] < current)
                {
                  epoch[idx] = current;
                  m->attacks[idx] = reference[i];
                }
              else if (m->attacks[idx] != reference[i])
                break;
            }
        }
      next_table += size;
    }
}

static void
init_lines (void)
{
  for (ChessSquare a = 0; a < 64; a++)
    for (ChessSquare b = 0; b < 64; b++)
      {
        if (a == b)
          continue;
        const int (*dirs)[2] = NULL;
        if (slide (a, 0, rook_dirs) & BB (b))
          dirs = rook_dirs;
        else if (slide (a, 0, bishop_dirs) & BB (b))
          dirs = bishop_dirs;
        if (!dirs)
          continue;
        chess_bb_line[a][b] = (slide (a, 0, dirs) & slide (b, 0, dirs)) | BB (a) | BB (b);
        chess_bb_between[a][b] = slide (a, BB (b), dirs) & slide (b, BB (a), dirs);
      }
}

static void
init_zobrist (void)
{
  uint64_t seed = UINT64_C (0x41646a6f75726e21); /* "Adjourn!" */
  for (int p = 0; p < 16; p++)
    for (int sq = 0; sq < 64; sq++)
      chess_zobrist_piece[p][sq] = next_random (&seed);
  /* One key per right, combined by xor, so any subset has a key. */
  uint64_t right[4];
  for (int i = 0; i < 4; i++)
    right[i] = next_random (&seed);
  for (int c = 0; c < 16; c++)
    {
      chess_zobrist_castling[c] = 0;
      for (int i = 0; i < 4; i++)
        if (c & (1 << i))
          chess_zobrist_castling[c] ^= right[i];
    }
  for (int f = 0; f < 8; f++)
    chess_zobrist_ep_file[f] = next_random (&seed);
  chess_zobrist_side = next_random (&seed);
}

static void
init_once (void)
{
  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      chess_bb_knight[sq] = steps (sq, knight_steps, 8);
      chess_bb_king[sq] = steps (sq, king_steps, 8);
      chess_bb_pawn[CHESS_WHITE][sq] = steps (sq, (const int[][2]) { { -1, 1 }, { 1, 1 } }, 2);
      chess_bb_pawn[CHESS_BLACK][sq] = steps (sq, (const int[][2]) { { -1, -1 }, { 1, -1 } }, 2);
      for (ChessSquare to = 0; to < 64; to++)
        {
          int df = abs (chess_square_file (sq) - chess_square_file (to));
          int dr = abs (chess_square_rank (sq) - chess_square_rank (to));
          chess_bb_distance[sq][to] = (uint8_t) (df > dr ? df : dr);
        }
    }
  uint64_t seed = UINT64_C (0x9e3779b97f4a7c15);
  init_magics (chess_bb_rook_magic, rook_table, rook_dirs, rook_magics, &seed);
  init_magics (chess_bb_bishop_magic, bishop_table, bishop_dirs, bishop_magics, &seed);
  init_lines ();
  init_zobrist ();
}

void
chess_bitboard_init (void)
{
  static once_flag flag = ONCE_FLAG_INIT;
  call_once (&flag, init_once);
}
