/* fuzz-pgn.c — the PGN reader on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: every game that reads without error writes to PGN
 * that reads back as the same game (tags, start, moves, NAGs, comments,
 * variations, result), and that writing is stable; every refusal's members
 * hold values a refusal can have.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"
#include "../pgn-test.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static size_t
bounded_length (const char *s, size_t size)
{
  const char *end = memchr (s, '\0', size);
  if (!end)
    abort ();
  return (size_t) (end - s);
}

static bool
is_continuation (char c)
{
  return ((unsigned char) c & 0xc0) == 0x80;
}

/* The members of a refusal: the place within the input, what was wanted
 * fitting the error, the text found and the tag within their bounds. */
static void
check_members (const ChessPgnGameInfo *info, size_t size, int lines)
{
  static const ChessPgnExpect wanted[CHESS_PGN_N_ERRORS] = {
    [CHESS_PGN_ERROR_NONE] = CHESS_PGN_EXPECT_NONE,
    [CHESS_PGN_ERROR_UNTERMINATED_STRING] = CHESS_PGN_EXPECT_QUOTE,
    [CHESS_PGN_ERROR_UNTERMINATED_COMMENT] = CHESS_PGN_EXPECT_BRACE,
    [CHESS_PGN_ERROR_UNTERMINATED_VARIATION] = CHESS_PGN_EXPECT_PAREN,
    [CHESS_PGN_ERROR_UNEXPECTED_PAREN] = CHESS_PGN_EXPECT_TOKEN,
    [CHESS_PGN_ERROR_UNEXPECTED_CHAR] = CHESS_PGN_EXPECT_TOKEN,
    [CHESS_PGN_ERROR_BAD_NAG] = CHESS_PGN_EXPECT_NAG_NUMBER,
    [CHESS_PGN_ERROR_BAD_FEN] = CHESS_PGN_EXPECT_POSITION,
    [CHESS_PGN_ERROR_NUL_BYTE] = CHESS_PGN_EXPECT_QUOTE,
  };
  if ((unsigned) info->error >= CHESS_PGN_N_ERRORS || (unsigned) info->error_expected >= CHESS_PGN_N_EXPECTS)
    abort ();
  size_t found = bounded_length (info->error_found, sizeof info->error_found);
  size_t tag = bounded_length (info->error_tag, sizeof info->error_tag);
  if (found > 8 || tag > 40)
    abort ();
  for (size_t i = 0; i < tag; i++)
    if (!strchr ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+#=:-", info->error_tag[i]))
      abort ();
  if (strchr (info->error_found, '\n') || strchr (info->error_found, '\r'))
    abort ();

  switch (info->error)
    {
    case CHESS_PGN_ERROR_NONE:
      if (info->error_expected != CHESS_PGN_EXPECT_NONE || found || tag || info->error_line || info->error_column)
        abort ();
      return;
    case CHESS_PGN_ERROR_TAG_SYNTAX:
      if (info->error_expected == CHESS_PGN_EXPECT_TAG_NAME ? tag != 0
          : (info->error_expected != CHESS_PGN_EXPECT_TAG_VALUE && info->error_expected != CHESS_PGN_EXPECT_TAG_CLOSE)
            || tag == 0)
        abort ();
      break;
    case CHESS_PGN_ERROR_UNTERMINATED_STRING:
    case CHESS_PGN_ERROR_NUL_BYTE:
      if (tag == 0 || found)
        abort ();
      break;
    case CHESS_PGN_ERROR_UNEXPECTED_PAREN:
      if (strcmp (info->error_found, ")") != 0 || tag)
        abort ();
      break;
    case CHESS_PGN_ERROR_BAD_NAG:
      if (tag)
        abort ();
      break;
    default:
      /* A character is found only where the reader wanted a token. */
      if (tag || (found && info->error != CHESS_PGN_ERROR_UNEXPECTED_CHAR))
        abort ();
      break;
    }
  if (info->error != CHESS_PGN_ERROR_TAG_SYNTAX && info->error_expected != wanted[info->error])
    abort ();
  /* One character: a byte and the continuation bytes after it. */
  if (info->error == CHESS_PGN_ERROR_TAG_SYNTAX || info->error == CHESS_PGN_ERROR_UNEXPECTED_CHAR)
    for (size_t i = 1; i < found; i++)
      if (!is_continuation (info->error_found[i]) || i >= 4)
        abort ();
  if (info->error_line < 1 || info->error_line > lines)
    abort ();
  if (info->error == CHESS_PGN_ERROR_BAD_FEN ? info->error_column != 0
      : info->error_column < 1 || (size_t) info->error_column > size + 1)
    abort ();
}

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
    {
      fprintf (stderr, "written as\n%s\nthe game is refused: %s\n", once, info.error_detail);
      abort ();
    }
  const char *difference = pgn_test_difference (game, &again);
  if (difference)
    {
      fprintf (stderr, "written as\n%s\nthe game read back differs in %s\n", once, difference);
      abort ();
    }
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
  int lines = 1;
  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  chess_game_init (&game);
  while (chess_pgn_reader_next (reader, &game, &info))
    {
      check_members (&info, size, lines);
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
