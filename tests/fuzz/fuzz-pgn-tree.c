/* fuzz-pgn-tree.c — the PGN reader building a variation tree, on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: every game that reads into a tree without error
 * writes to PGN that reads back as the same tree (moves and their order,
 * comments before and after, NAGs, start), and that writing is stable; the
 * main line of the tree starts with the game's moves (a variation repeating
 * the last move may go on after them). Every comment's arrows and marks
 * ([%cal], [%csl]) formatted back with its text parse as the same notes and
 * text (chess-annotation.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"
#include "chess-tree.h"
#include "../pgn-test.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_main_line (const ChessGame *game, const ChessTree *tree)
{
  const ChessTreeNode *node = chess_tree_node_next (chess_tree_root (tree));
  for (int ply = 0; ply < chess_game_ply_count (game); ply++, node = chess_tree_node_next (node))
    if (!node || chess_tree_node_move (node) != chess_game_move_at (game, ply))
      abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPgnReader *reader = chess_pgn_reader_new ((const char *) data, size);
  ChessGame game;
  ChessPgnGameInfo info;
  ChessTree *tree = chess_tree_new (NULL);
  int games = 0;
  chess_game_init (&game);
  while (chess_pgn_reader_next_tree (reader, &game, tree, &info))
    {
      if (info.error == CHESS_PGN_ERROR_NONE && !info.problem)
        {
          check_main_line (&game, tree);
          char *written = NULL;
          const char *wrong = pgn_test_tree_round_trip (&game, tree, &written);
          if (wrong)
            {
              fprintf (stderr, "written as\n%s\n%s\n", written, wrong);
              abort ();
            }
          free (written);
          wrong = pgn_test_tree_annotations_round_trip (chess_tree_root (tree));
          if (wrong)
            {
              fprintf (stderr, "%s\n", wrong);
              abort ();
            }
        }
      if (info.variation_problem && (info.variation_problem_line < 1 || info.variation_problem_column < 1))
        abort ();
      /* A reader that makes no progress would loop for ever. */
      if (++games > (int) size + 1)
        abort ();
    }
  chess_tree_free (tree);
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);
  return 0;
}
