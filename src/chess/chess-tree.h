/* chess-tree.h — a game's moves as a tree of variations, with comments and NAGs
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11, like the rest of src/chess. The root is the start position;
 * every other node is one move, made from its parent's position, and keeps
 * the position after it and the move's SAN. A node's children are ordered:
 * the first is the main continuation, the others are variations replacing
 * it. Node pointers stay valid until their node is deleted or the tree is
 * reset or freed.
 *
 * Comments are kept as PGN can carry them: runs of white space folded to
 * one space, no space at either end, and no '}' (made a space), so that
 * writing a tree to PGN and reading it back gives the same tree. The root's
 * comment is the one before the game's first move; a node's "before"
 * comment is written between its move number and its move ("3... {why}
 * Nf6"), its "after" comment after the move and its NAGs.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "chess-position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Most NAGs kept per move; chess_tree_add_nag() refuses more. */
#define CHESS_TREE_MAX_NAGS 8

typedef struct ChessTree     ChessTree;
typedef struct ChessTreeNode ChessTreeNode;

typedef enum {
  CHESS_TREE_COMMENT_BEFORE = 0,
  CHESS_TREE_COMMENT_AFTER,
} ChessTreeCommentPlace;

/* A tree holding only its root, at 'start' (NULL: the standard start). */
ChessTree *chess_tree_new   (const ChessPosition *start);
void       chess_tree_free  (ChessTree *tree);
/* Drop every move and comment; the root becomes 'start' (NULL: standard). */
void       chess_tree_reset (ChessTree *tree, const ChessPosition *start);

ChessTreeNode       *chess_tree_root       (const ChessTree *tree);
const ChessPosition *chess_tree_start      (const ChessTree *tree);
/* Nodes besides the root. */
int                  chess_tree_move_count (const ChessTree *tree);

/* The node's place: parent (NULL for the root), children (0 is the main
 * continuation), plies from the root. */
ChessTreeNode *chess_tree_node_parent     (const ChessTreeNode *node);
int            chess_tree_node_n_children (const ChessTreeNode *node);
ChessTreeNode *chess_tree_node_child      (const ChessTreeNode *node, int index);
ChessTreeNode *chess_tree_node_next       (const ChessTreeNode *node); /* child 0 or NULL */
int            chess_tree_node_index      (const ChessTreeNode *node); /* among its siblings; 0 for the root */
int            chess_tree_node_ply        (const ChessTreeNode *node);
/* On the main line: the root, and every node reached by first children. */
bool           chess_tree_node_is_mainline (const ChessTreeNode *node);

/* The position at the node (after its move; the start for the root). */
const ChessPosition *chess_tree_node_position (const ChessTreeNode *node);
/* CHESS_MOVE_NONE and "" for the root. */
ChessMove            chess_tree_node_move     (const ChessTreeNode *node);
const char          *chess_tree_node_san      (const ChessTreeNode *node);

/* The child of 'node' playing 'move'; when there is none yet, a new last
 * child. NULL (tree unchanged) when the move is not legal at 'node'. */
ChessTreeNode *chess_tree_add_move (ChessTree *tree, ChessTreeNode *node, ChessMove move);
/* The same with the move in English SAN (or any notation the reader knows). */
ChessTreeNode *chess_tree_add_san  (ChessTree *tree, ChessTreeNode *node, const char *san);
/* The child of 'node' playing 'move', or NULL. */
ChessTreeNode *chess_tree_node_find_child (const ChessTreeNode *node, ChessMove move);

/* Move 'node' one place up among its siblings; false when it is first. */
bool chess_tree_promote         (ChessTree *tree, ChessTreeNode *node);
/* Make the line through 'node' the main line: it and each ancestor become
 * their parent's first child, the others keeping their order. False when
 * it already is on the main line. */
bool chess_tree_promote_to_main (ChessTree *tree, ChessTreeNode *node);
/* Delete 'node' and everything after it; the root cannot be (false). */
bool chess_tree_delete          (ChessTree *tree, ChessTreeNode *node);

/* NULL or text that folds to nothing clears the comment. The root has only
 * an "after" comment (the one before the first move). */
void        chess_tree_set_comment  (ChessTree *tree, ChessTreeNode *node, ChessTreeCommentPlace place,
                                     const char *text);
/* Join 'text' to the comment there with a space. */
void        chess_tree_add_comment  (ChessTree *tree, ChessTreeNode *node, ChessTreeCommentPlace place,
                                     const char *text, size_t len);
const char *chess_tree_node_comment (const ChessTreeNode *node, ChessTreeCommentPlace place); /* NULL: none */

/* NAGs 1..255 in the order added; false for 0, a value out of range, the
 * root, or a move holding CHESS_TREE_MAX_NAGS already. */
bool chess_tree_add_nag      (ChessTree *tree, ChessTreeNode *node, int nag);
bool chess_tree_remove_nag   (ChessTree *tree, ChessTreeNode *node, int nag);
void chess_tree_clear_nags   (ChessTree *tree, ChessTreeNode *node);
int  chess_tree_node_n_nags  (const ChessTreeNode *node);
int  chess_tree_node_nag     (const ChessTreeNode *node, int index);

/* The last node of the main line (the root when there is no move). */
ChessTreeNode *chess_tree_mainline_end (const ChessTree *tree);
/* The moves from the root to 'node' into 'moves' (at most 'max'); returns
 * the node's ply, which may be more than 'max'. */
int            chess_tree_node_path    (const ChessTreeNode *node, ChessMove *moves, int max);
/* The node these moves reach from the root, or NULL when one is missing. */
ChessTreeNode *chess_tree_follow       (const ChessTree *tree, const ChessMove *moves, int n);

/* Copy what follows 'from' (of another tree, or of this one elsewhere: its
 * moves, comments after 'from' excepted, and NAGs) under 'at', which must
 * hold the same position (false, nothing copied, when it does not). Moves
 * already at 'at' are joined, the copied ones after them. */
bool chess_tree_graft (ChessTree *tree, ChessTreeNode *at, const ChessTreeNode *from);

/* Same start, and at every node the same moves in the same order, the
 * same comments and NAGs. */
bool chess_tree_equal (const ChessTree *a, const ChessTree *b);

#ifdef __cplusplus
}
#endif
