/* fuzz-pgn.c — the PGN reader on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: every game that reads without error writes to PGN
 * that reads back to the same moves, and that writing is stable.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_round_trip (const ChessGame *game)
{
  size_t n;
  char *once = chess_pgn_write (game, &n);
  ChessPgnReader *reader = chess_pgn_reader_new (once, n);
  ChessGame again;
  ChessPgnGameInfo info;
  chess_game_init (&again);
  if (!chess_pgn_reader_next (reader, &again, &info) || info.error || info.problem)
    abort ();
  if (chess_game_ply_count (&again) != chess_game_ply_count (game))
    abort ();
  for (int i = 0; i < chess_game_ply_count (game); i++)
    if (chess_game_move_at (&again, i) != chess_game_move_at (game, i))
      abort ();
  char *twice = chess_pgn_write (&again, NULL);
  if (strcmp (once, twice) != 0)
    abort ();
  free (twice);
  chess_game_clear (&again);
  chess_pgn_reader_free (reader);
  free (once);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPgnReader *reader = chess_pgn_reader_new ((const char *) data, size);
  ChessGame game;
  ChessPgnGameInfo info;
  int games = 0;
  chess_game_init (&game);
  while (chess_pgn_reader_next (reader, &game, &info))
    {
      if (info.error == CHESS_PGN_ERROR_NONE && !info.problem)
        check_round_trip (&game);
      /* A reader that makes no progress would loop for ever. */
      if (++games > (int) size + 1)
        abort ();
    }
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);
  return 0;
}
