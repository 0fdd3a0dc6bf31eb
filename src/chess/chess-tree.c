/* chess-tree.c — a game's moves as a tree of variations
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-tree.h"
#include "chess-notation.h"
#include "chess-san.h"

#include <stdlib.h>
#include <string.h>

struct ChessTreeNode {
  ChessTreeNode  *parent;
  ChessTreeNode **children;
  int             n_children, cap_children;
  int             ply;
  ChessMove       move;
  char            san[CHESS_SAN_MAX];
  ChessPosition   pos;
  char           *comment[2]; /* indexed by ChessTreeCommentPlace */
  unsigned char   nags[CHESS_TREE_MAX_NAGS];
  int             n_nags;
};

struct ChessTree {
  ChessTreeNode root;
  int           moves;
};

static void *
xrealloc (void *p, size_t size)
{
  p = realloc (p, size);
  if (!p)
    abort ();
  return p;
}

ChessTree *
chess_tree_new (const ChessPosition *start)
{
  ChessTree *tree = calloc (1, sizeof *tree);
  if (!tree)
    abort ();
  chess_tree_reset (tree, start);
  return tree;
}

static void
node_clear (ChessTreeNode *node)
{
  free (node->comment[0]);
  free (node->comment[1]);
  free (node->children);
}

/* Free 'node' and everything after it. Recursion goes only into
 * variations: a long line is walked, not recursed. Returns how many. */
static int
free_line (ChessTreeNode *node)
{
  int freed = 0;
  while (node)
    {
      for (int i = 1; i < node->n_children; i++)
        freed += free_line (node->children[i]);
      ChessTreeNode *next = node->n_children > 0 ? node->children[0] : NULL;
      node_clear (node);
      free (node);
      freed++;
      node = next;
    }
  return freed;
}

void
chess_tree_reset (ChessTree *tree, const ChessPosition *start)
{
  ChessTreeNode *root = &tree->root;
  for (int i = 0; i < root->n_children; i++)
    free_line (root->children[i]);
  node_clear (root);
  memset (root, 0, sizeof *root);
  if (start)
    root->pos = *start;
  else
    chess_position_set_start (&root->pos);
  tree->moves = 0;
}

void
chess_tree_free (ChessTree *tree)
{
  if (!tree)
    return;
  chess_tree_reset (tree, NULL);
  free (tree);
}

ChessTreeNode *
chess_tree_root (const ChessTree *tree)
{
  return (ChessTreeNode *) &tree->root;
}

const ChessPosition *
chess_tree_start (const ChessTree *tree)
{
  return &tree->root.pos;
}

int
chess_tree_move_count (const ChessTree *tree)
{
  return tree->moves;
}

ChessTreeNode *
chess_tree_node_parent (const ChessTreeNode *node)
{
  return node->parent;
}

int
chess_tree_node_n_children (const ChessTreeNode *node)
{
  return node->n_children;
}

ChessTreeNode *
chess_tree_node_child (const ChessTreeNode *node, int index)
{
  return index >= 0 && index < node->n_children ? node->children[index] : NULL;
}

ChessTreeNode *
chess_tree_node_next (const ChessTreeNode *node)
{
  return node->n_children > 0 ? node->children[0] : NULL;
}

int
chess_tree_node_index (const ChessTreeNode *node)
{
  if (!node->parent)
    return 0;
  for (int i = 0; i < node->parent->n_children; i++)
    if (node->parent->children[i] == node)
      return i;
  abort (); /* a node is always among its parent's children */
}

int
chess_tree_node_ply (const ChessTreeNode *node)
{
  return node->ply;
}

bool
chess_tree_node_is_mainline (const ChessTreeNode *node)
{
  for (; node->parent; node = node->parent)
    if (node->parent->children[0] != node)
      return false;
  return true;
}

const ChessPosition *
chess_tree_node_position (const ChessTreeNode *node)
{
  return &node->pos;
}

ChessMove
chess_tree_node_move (const ChessTreeNode *node)
{
  return node->move;
}

const char *
chess_tree_node_san (const ChessTreeNode *node)
{
  return node->san;
}

ChessTreeNode *
chess_tree_node_find_child (const ChessTreeNode *node, ChessMove move)
{
  for (int i = 0; i < node->n_children; i++)
    if (node->children[i]->move == move)
      return node->children[i];
  return NULL;
}

ChessTreeNode *
chess_tree_add_move (ChessTree *tree, ChessTreeNode *node, ChessMove move)
{
  ChessTreeNode *child = chess_tree_node_find_child (node, move);
  if (child)
    return child;
  if (move == CHESS_MOVE_NONE || !chess_position_is_legal (&node->pos, move))
    return NULL;
  child = calloc (1, sizeof *child);
  if (!child)
    abort ();
  child->parent = node;
  child->ply = node->ply + 1;
  child->move = move;
  chess_san_write (&node->pos, move, CHESS_LANG_EN, child->san);
  child->pos = node->pos;
  ChessUndo undo;
  chess_position_make (&child->pos, move, &undo);
  if (node->n_children == node->cap_children)
    {
      node->cap_children = node->cap_children ? node->cap_children * 2 : 2;
      node->children = xrealloc (node->children, sizeof *node->children * (size_t) node->cap_children);
    }
  node->children[node->n_children++] = child;
  tree->moves++;
  return child;
}

ChessTreeNode *
chess_tree_add_san (ChessTree *tree, ChessTreeNode *node, const char *san)
{
  ChessMove move = chess_notation_read_legal (&node->pos, san, CHESS_LANG_EN);
  return move == CHESS_MOVE_NONE ? NULL : chess_tree_add_move (tree, node, move);
}

/* Move child 'from' of 'parent' to place 'to' (< from), the ones between
 * moving down one place. */
static void
move_up (ChessTreeNode *parent, int from, int to)
{
  ChessTreeNode *node = parent->children[from];
  memmove (parent->children + to + 1, parent->children + to, sizeof *parent->children * (size_t) (from - to));
  parent->children[to] = node;
}

bool
chess_tree_promote (ChessTree *tree, ChessTreeNode *node)
{
  (void) tree;
  int index = chess_tree_node_index (node);
  if (index == 0)
    return false;
  move_up (node->parent, index, index - 1);
  return true;
}

bool
chess_tree_promote_to_main (ChessTree *tree, ChessTreeNode *node)
{
  (void) tree;
  bool changed = false;
  for (; node->parent; node = node->parent)
    {
      int index = chess_tree_node_index (node);
      if (index > 0)
        {
          move_up (node->parent, index, 0);
          changed = true;
        }
    }
  return changed;
}

bool
chess_tree_delete (ChessTree *tree, ChessTreeNode *node)
{
  ChessTreeNode *parent = node->parent;
  if (!parent)
    return false;
  int index = chess_tree_node_index (node);
  memmove (parent->children + index, parent->children + index + 1,
           sizeof *parent->children * (size_t) (parent->n_children - index - 1));
  parent->n_children--;
  tree->moves -= free_line (node);
  return true;
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == '\0' || c == '}';
}

void
chess_tree_add_comment (ChessTree *tree, ChessTreeNode *node, ChessTreeCommentPlace place, const char *text,
                        size_t len)
{
  (void) tree;
  /* The root's only comment is the one before the first move. */
  if (!node->parent)
    place = CHESS_TREE_COMMENT_AFTER;
  char *old = node->comment[place];
  size_t old_len = old ? strlen (old) : 0;
  char *joined = xrealloc (NULL, old_len + 1 + len + 1);
  size_t n = 0;
  if (old_len)
    memcpy (joined, old, old_len);
  n = old_len;
  bool pending = old_len > 0;
  for (size_t i = 0; i < len; i++)
    {
      if (is_space (text[i]))
        {
          pending = n > 0;
          continue;
        }
      if (pending)
        joined[n++] = ' ';
      pending = false;
      joined[n++] = text[i];
    }
  joined[n] = '\0';
  free (old);
  node->comment[place] = joined;
  if (n == 0)
    {
      free (joined);
      node->comment[place] = NULL;
    }
}

void
chess_tree_set_comment (ChessTree *tree, ChessTreeNode *node, ChessTreeCommentPlace place, const char *text)
{
  if (!node->parent)
    place = CHESS_TREE_COMMENT_AFTER;
  free (node->comment[place]);
  node->comment[place] = NULL;
  if (text)
    chess_tree_add_comment (tree, node, place, text, strlen (text));
}

const char *
chess_tree_node_comment (const ChessTreeNode *node, ChessTreeCommentPlace place)
{
  if (!node->parent)
    place = CHESS_TREE_COMMENT_AFTER;
  return node->comment[place];
}

bool
chess_tree_add_nag (ChessTree *tree, ChessTreeNode *node, int nag)
{
  (void) tree;
  if (nag < 1 || nag > 255 || !node->parent || node->n_nags == CHESS_TREE_MAX_NAGS)
    return false;
  node->nags[node->n_nags++] = (unsigned char) nag;
  return true;
}

bool
chess_tree_remove_nag (ChessTree *tree, ChessTreeNode *node, int nag)
{
  (void) tree;
  int kept = 0;
  for (int i = 0; i < node->n_nags; i++)
    if (node->nags[i] != nag)
      node->nags[kept++] = node->nags[i];
  bool removed = kept < node->n_nags;
  node->n_nags = kept;
  return removed;
}

void
chess_tree_clear_nags (ChessTree *tree, ChessTreeNode *node)
{
  (void) tree;
  node->n_nags = 0;
}

int
chess_tree_node_n_nags (const ChessTreeNode *node)
{
  return node->n_nags;
}

int
chess_tree_node_nag (const ChessTreeNode *node, int index)
{
  return index >= 0 && index < node->n_nags ? node->nags[index] : 0;
}

ChessTreeNode *
chess_tree_mainline_end (const ChessTree *tree)
{
  const ChessTreeNode *node = &tree->root;
  while (node->n_children > 0)
    node = node->children[0];
  return (ChessTreeNode *) node;
}

int
chess_tree_node_path (const ChessTreeNode *node, ChessMove *moves, int max)
{
  int ply = node->ply;
  for (; node->parent; node = node->parent)
    if (node->ply <= max)
      moves[node->ply - 1] = node->move;
  return ply;
}

ChessTreeNode *
chess_tree_follow (const ChessTree *tree, const ChessMove *moves, int n)
{
  const ChessTreeNode *node = &tree->root;
  for (int i = 0; i < n && node; i++)
    node = chess_tree_node_find_child (node, moves[i]);
  return (ChessTreeNode *) node;
}

static void
copy_notes (ChessTree *tree, ChessTreeNode *to, const ChessTreeNode *from)
{
  for (int place = 0; place < 2; place++)
    if (from->comment[place])
      chess_tree_add_comment (tree, to, (ChessTreeCommentPlace) place, from->comment[place],
                              strlen (from->comment[place]));
  for (int i = 0; i < from->n_nags; i++)
    chess_tree_add_nag (tree, to, from->nags[i]);
}

/* The children of FROM and their lines under AT; like free_line(), a line
 * is walked and variations recursed into. */
static void
graft_children (ChessTree *tree, ChessTreeNode *at, const ChessTreeNode *from)
{
  while (from->n_children > 0)
    {
      ChessTreeNode *main = chess_tree_add_move (tree, at, from->children[0]->move);
      copy_notes (tree, main, from->children[0]);
      for (int i = 1; i < from->n_children; i++)
        {
          ChessTreeNode *child = chess_tree_add_move (tree, at, from->children[i]->move);
          copy_notes (tree, child, from->children[i]);
          graft_children (tree, child, from->children[i]);
        }
      from = from->children[0];
      at = main;
    }
}

bool
chess_tree_graft (ChessTree *tree, ChessTreeNode *at, const ChessTreeNode *from)
{
  if (at->pos.key != from->pos.key || memcmp (at->pos.board, from->pos.board, sizeof at->pos.board) != 0
      || at->pos.side != from->pos.side || at->pos.castling != from->pos.castling)
    return false;
  graft_children (tree, at, from);
  return true;
}

static bool
same_text (const char *a, const char *b)
{
  return a == b || (a && b && strcmp (a, b) == 0);
}

static bool
same_node (const ChessTreeNode *a, const ChessTreeNode *b)
{
  return a->move == b->move && a->n_children == b->n_children && a->n_nags == b->n_nags
         && memcmp (a->nags, b->nags, (size_t) a->n_nags) == 0 && same_text (a->comment[0], b->comment[0])
         && same_text (a->comment[1], b->comment[1]);
}

/* Like free_line(): a line is walked, variations recursed into. */
static bool
same_line (const ChessTreeNode *a, const ChessTreeNode *b)
{
  for (;;)
    {
      if (!same_node (a, b))
        return false;
      if (a->n_children == 0)
        return true;
      for (int i = 1; i < a->n_children; i++)
        if (!same_line (a->children[i], b->children[i]))
          return false;
      a = a->children[0];
      b = b->children[0];
    }
}

bool
chess_tree_equal (const ChessTree *a, const ChessTree *b)
{
  return a->root.pos.key == b->root.pos.key && a->root.pos.halfmove_clock == b->root.pos.halfmove_clock
         && a->root.pos.fullmove_number == b->root.pos.fullmove_number
         && a->root.pos.ep_square == b->root.pos.ep_square && a->moves == b->moves
         && same_line (&a->root, &b->root);
}
