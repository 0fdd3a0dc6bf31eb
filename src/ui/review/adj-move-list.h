/* adj-move-list.h — the moves of a tree of variations, as a player reads them
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of adj-move-rows.h as flowing text: the main line, each
 * alternative on its own indented row between parentheses, comments in
 * the flow, NAG glyphs after the moves, the current move highlighted and
 * kept in view. A click on a move (or the action moves.select, the one
 * path for pointer and tests) emits "move-activated" with its node.
 *
 * Signals:
 *   move-activated (gpointer node)   a move was clicked: a const ChessTreeNode *
 *
 * Actions:
 *   moves.select (u)   activate the move of that index, in reading order
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-tree.h"

G_BEGIN_DECLS

#define ADJ_TYPE_MOVE_LIST (adj_move_list_get_type ())

G_DECLARE_FINAL_TYPE (AdjMoveList, adj_move_list, ADJ, MOVE_LIST, GtkWidget)

GtkWidget           *adj_move_list_new          (void);
/* Show TREE (not copied: it must outlive the list, or be replaced). */
void                 adj_move_list_set_tree     (AdjMoveList         *self,
                                                 const ChessTree     *tree);
/* The tree changed: show it again. */
void                 adj_move_list_update       (AdjMoveList         *self);
/* Highlight NODE's move (the root: none) and scroll to it. */
void                 adj_move_list_set_current  (AdjMoveList         *self,
                                                 const ChessTreeNode *node);
/* The moves shown, in reading order. */
guint                adj_move_list_get_n_moves  (AdjMoveList         *self);
const ChessTreeNode *adj_move_list_get_move     (AdjMoveList         *self,
                                                 guint                index);
/* Everything shown, one row a line (free it). */
char                *adj_move_list_dup_text     (AdjMoveList         *self);

G_END_DECLS
