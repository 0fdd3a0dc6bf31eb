/* fuzz-fen.c — the FEN reader on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: a refusal names what it concerns in the members its
 * code needs, an accepted FEN writes back to a FEN that reads to the same
 * position, and every legal move makes and unmakes cleanly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-fen.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Every member holds a value it can have. */
static bool
members_in_range (const ChessFenResult *r)
{
  return r->square >= CHESS_NO_SQUARE && r->square < 64
         && r->color >= -1 && r->color <= CHESS_BLACK
         && r->rank >= 0 && r->rank <= 8
         && r->count >= 0 && r->limit >= 0
         && r->promoted >= 0 && r->promoted <= r->count
         && r->test >= CHESS_FEN_TEST_NONE && r->test <= CHESS_FEN_TEST_EP_PAWN
         && memchr (r->found, '\0', sizeof r->found) != NULL && strlen (r->found) <= 8;
}

/* The members the sentence for the code is made from are filled in. */
static bool
members_named (const ChessFenResult *r)
{
  bool color = r->color != -1, square = r->square != CHESS_NO_SQUARE, found = r->found[0] != '\0';
  switch (r->code)
    {
    case CHESS_FEN_ERROR_FIELD_COUNT:
    case CHESS_FEN_ERROR_RANK_COUNT:
      return r->count > 0 && r->limit > 0 && r->count != r->limit;
    case CHESS_FEN_ERROR_RANK_LENGTH:
      return r->rank > 0 && r->limit == 8 && r->count != r->limit;
    case CHESS_FEN_ERROR_PLACEMENT_CHAR:
    case CHESS_FEN_ERROR_SIDE:
    case CHESS_FEN_ERROR_CASTLING_SYNTAX:
    case CHESS_FEN_ERROR_EP_SYNTAX:
    case CHESS_FEN_ERROR_HALFMOVE:
    case CHESS_FEN_ERROR_FULLMOVE:
      return found;
    case CHESS_FEN_ERROR_KING_COUNT:
      return color && r->count != 1;
    case CHESS_FEN_ERROR_PAWN_ON_BACK_RANK:
    case CHESS_FEN_ERROR_OPPONENT_IN_CHECK:
    case CHESS_FEN_ERROR_CASTLING_RIGHTS:
      return color && square;
    case CHESS_FEN_ERROR_TOO_MANY_PIECES:
      return color && r->count > r->limit && r->test >= CHESS_FEN_TEST_PIECES
             && r->test <= CHESS_FEN_TEST_PROMOTIONS;
    case CHESS_FEN_ERROR_TOO_MANY_CHECKERS:
      return color && square && r->count > r->limit;
    case CHESS_FEN_ERROR_IMPOSSIBLE_CHECK:
      return color && square && r->test >= CHESS_FEN_TEST_CHECK_NO_LINE_PIECE
             && r->test <= CHESS_FEN_TEST_CHECK_DOUBLE_STEP;
    case CHESS_FEN_ERROR_EP_IMPOSSIBLE:
      return color && square && (r->test == CHESS_FEN_TEST_EP_RANK || r->test == CHESS_FEN_TEST_EP_PAWN);
    case CHESS_FEN_ERROR_EMPTY:
      return true;
    case CHESS_FEN_OK:
    case CHESS_FEN_N_ERRORS:
    default:
      return false;
    }
}

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
      if (result.code == CHESS_FEN_OK || !chess_fen_error_id (result.code) || !members_in_range (&result)
          || !members_named (&result))
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
