/* adj-cli-perft.c — `adjourn-cli perft`: leaf counts of the legal move tree
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <stdio.h>

#include "adj-cli.h"
#include "chess-fen.h"

int
adj_cli_perft (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  int depth = -1;
  gboolean divide = FALSE;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "The position (FEN, EPD or “startpos”)", "FEN" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Plies to count", "N" },
    { "divide", 0, 0, G_OPTION_ARG_NONE, &divide, "Count per root move first", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_parse_options ("perft", "- count the leaves of the legal move tree", entries, NULL, &argc, &argv))
    return ADJ_CLI_EXIT_USAGE;
  if (argc > 1)
    return adj_cli_fail ("perft: unexpected argument “%s”", argv[1]);
  if (depth < 0 || depth > 20)
    return adj_cli_fail ("perft: --depth N is required, from 0 to 20");

  ChessPosition pos;
  ChessFenResult result;
  if (!chess_fen_read (&pos, fen ? fen : "startpos", &result))
    return adj_cli_fail ("perft: bad FEN: %s%s%s", chess_fen_error_message (result.code),
                         *result.detail ? ": " : "", result.detail);

  uint64_t total = 0;
  if (divide && depth > 0)
    {
      ChessMoveList list;
      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo undo;
          char uci[6];
          chess_position_make (&pos, list.moves[i], &undo);
          uint64_t n = chess_perft (&pos, depth - 1);
          chess_position_unmake (&pos, list.moves[i], &undo);
          chess_move_to_uci (list.moves[i], uci);
          printf ("%s: %" G_GUINT64_FORMAT "\n", uci, (guint64) n);
          total += n;
        }
    }
  else
    total = chess_perft (&pos, depth);
  printf ("%" G_GUINT64_FORMAT "\n", (guint64) total);
  return ADJ_CLI_EXIT_OK;
}
