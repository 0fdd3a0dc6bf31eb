/* preparation-test.h — preparations for the tests of every layer: a
 * position's, a candidate found by its SAN, a reply typed as a line
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "adj-preparation.h"
#include "chess-fen.h"

/* A new preparation for the position FEN. */
static inline AdjPreparation *
prep_test_new (const char *fen)
{
  ChessPosition pos;
  g_assert_true (chess_fen_read (&pos, fen, NULL));
  return adj_preparation_new (&pos);
}

/* The index of the candidate whose English SAN is SAN; fails the test when
 * there is none. */
static inline guint
prep_test_index (AdjPreparation *p, const char *san)
{
  for (guint i = 0; i < adj_preparation_get_n_candidates (p); i++)
    if (g_str_equal (adj_preparation_get_san (p, i), san))
      return i;
  g_error ("no candidate %s", san);
}

/* LINE (English SAN, space-separated) added as the reply to candidate SAN,
 * from its root, then "changed" emitted as an editor would. */
static inline void
prep_test_line (AdjPreparation *p, const char *san, const char *line)
{
  guint i = prep_test_index (p, san);
  ChessTree *tree = adj_preparation_get_reply (p, i);
  ChessTreeNode *node = chess_tree_root (tree);
  g_auto (GStrv) moves = g_strsplit (line, " ", -1);
  for (guint k = 0; moves[k]; k++)
    {
      node = chess_tree_add_san (tree, node, moves[k]);
      if (node == NULL)
        g_error ("%s is not legal in the reply to %s", moves[k], san);
    }
  adj_preparation_reply_changed (p, i);
}
