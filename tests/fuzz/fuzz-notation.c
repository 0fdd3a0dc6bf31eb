/* fuzz-notation.c — the notation reader on arbitrary text, in every language
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first byte picks a position, the rest is the written move. Besides
 * not crashing: a legal verdict names a legal move, whose SAN reads back
 * to it; an ambiguous one lists at least two legal moves.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-fen.h"
#include "chess-san.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char *const positions[] = {
  "startpos",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "8/8/8/KPp4r/8/8/8/7k w - c6 0 2",
  "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
  "r2q1rk1/pppn1ppp/3pbn2/2b1p3/4P3/1B1PBN1P/PPP2PP1/RN1QK2R w KQ - 5 8",
};

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  ChessPosition pos;
  if (!chess_fen_read (&pos, positions[data[0] % (sizeof positions / sizeof *positions)], NULL))
    abort ();
  char text[128];
  size_t n = size - 1 < sizeof text - 1 ? size - 1 : sizeof text - 1;
  memcpy (text, data + 1, n);
  text[n] = '\0';

  for (int lang = 0; lang < CHESS_N_LANGS; lang++)
    {
      ChessVerdict v;
      chess_notation_judge (&pos, text, (ChessLang) lang, &v);
      if (!chess_reason_id (v.reason) || !chess_verdict_kind_id (v.kind))
        abort ();
      if (v.kind == CHESS_VERDICT_LEGAL)
        {
          char san[CHESS_SAN_MAX];
          if (!chess_position_is_legal (&pos, v.move))
            abort ();
          chess_san_write (&pos, v.move, (ChessLang) lang, san);
          if (chess_san_read (&pos, san, (ChessLang) lang) != v.move)
            abort ();
        }
      else if (v.kind == CHESS_VERDICT_AMBIGUOUS)
        {
          if (v.n_candidates < 2)
            abort ();
          for (int i = 0; i < v.n_candidates; i++)
            if (!chess_position_is_legal (&pos, v.candidates[i]))
              abort ();
        }
    }
  return 0;
}
