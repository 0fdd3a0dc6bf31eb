/* fuzz-fen.c — the FEN reader on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: an accepted FEN writes back to a FEN that reads to
 * the same position, and every legal move makes and unmakes cleanly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-fen.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char text[256];
  if (size >= sizeof text)
    size = sizeof text - 1;
  memcpy (text, data, size);
  text[size] = '\0';

  ChessPosition pos;
  ChessFenResult result;
  if (!chess_fen_read (&pos, text, &result))
    {
      if (result.code == CHESS_FEN_OK || !chess_fen_error_id (result.code))
        abort ();
      return 0;
    }

  char fen[CHESS_FEN_MAX], again[CHESS_FEN_MAX];
  ChessPosition reread;
  chess_fen_write (&pos, fen);
  if (!chess_fen_read (&reread, fen, NULL))
    abort ();
  chess_fen_write (&reread, again);
  if (strcmp (fen, again) != 0 || reread.key != pos.key)
    abort ();

  ChessMoveList list;
  chess_position_legal_moves (&pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessPosition before = pos;
      ChessUndo undo;
      chess_position_make (&pos, list.moves[i], &undo);
      chess_position_unmake (&pos, list.moves[i], &undo);
      if (memcmp (&before, &pos, sizeof pos) != 0)
        abort ();
    }
  (void) chess_perft (&pos, 2);
  return 0;
}
