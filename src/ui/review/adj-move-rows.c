/* adj-move-rows.c — a move tree as the rows and tokens the move list shows
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-move-rows"

#include "config.h"

#include "adj-move-rows.h"

#include <stdlib.h>

#include "chess-annotation.h"

/* The glyphs of Informator and the common chess programs; NAGs given in
 * pairs (one per side) share theirs. */
static const struct {
  int         nag;
  const char *glyph;
} nag_glyphs[] = {
  { 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
  { 7, "□" }, { 8, "□" },
  { 10, "=" }, { 11, "=" }, { 12, "=" }, { 13, "∞" },
  { 14, "⩲" }, { 15, "⩱" }, { 16, "±" }, { 17, "∓" }, { 18, "+−" }, { 19, "−+" },
  { 22, "⨀" }, { 23, "⨀" }, { 32, "⟳" }, { 33, "⟳" }, { 36, "→" }, { 37, "→" },
  { 40, "↑" }, { 41, "↑" }, { 44, "=∞" }, { 45, "=∞" },
  { 132, "⇆" }, { 133, "⇆" }, { 138, "⊕" }, { 139, "⊕" }, { 140, "∆" }, { 146, "N" },
};

const char *
adj_move_nag_glyph (int nag)
{
  for (gsize i = 0; i < G_N_ELEMENTS (nag_glyphs); i++)
    if (nag_glyphs[i].nag == nag)
      return nag_glyphs[i].glyph;
  return NULL;
}

gboolean
adj_move_nag_is_move (int nag)
{
  return nag >= 1 && nag <= 9;
}

char *
adj_move_comment_text (const char *comment)
{
  ChessAnnotations notes;
  char *text;
  char *shown = NULL;

  if (comment == NULL)
    return NULL;
  text = chess_annotations_parse (comment, &notes);
  if (text == NULL)
    g_error ("out of memory reading a comment");
  if (*text != '\0')
    shown = g_strdup (text);
  /* malloc'd by the rules engine. */
  free (text);
  return shown;
}

char *
adj_move_token_text (const ChessTreeNode *node)
{
  GString *text;
  int n;

  g_return_val_if_fail (node != NULL, NULL);

  text = g_string_new (chess_tree_node_san (node));
  n = chess_tree_node_n_nags (node);
  /* Move NAGs stick to the move ("e4!"), the others follow with a space. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < n; i++)
      {
        int nag = chess_tree_node_nag (node, i);
        const char *glyph = adj_move_nag_glyph (nag);

        if (adj_move_nag_is_move (nag) != (pass == 0))
          continue;
        if (pass == 1 || glyph == NULL)
          g_string_append_c (text, ' ');
        if (glyph)
          g_string_append (text, glyph);
        else
          g_string_append_printf (text, "$%d", nag);
      }
  return g_string_free (text, FALSE);
}

typedef struct {
  GPtrArray  *rows;
  AdjMoveRow *row;
} Builder;

static void
token_free (gpointer data)
{
  AdjMoveToken *token = data;

  g_free (token->text);
  g_free (token);
}

static void
row_free (gpointer data)
{
  AdjMoveRow *row = data;

  g_ptr_array_unref (row->tokens);
  g_free (row);
}

/* Go on in a row at DEPTH: the current one when it is empty. */
static void
start_row (Builder *b, int depth)
{
  if (b->row && b->row->tokens->len == 0)
    {
      b->row->depth = depth;
      return;
    }
  b->row = g_new0 (AdjMoveRow, 1);
  b->row->depth = depth;
  b->row->tokens = g_ptr_array_new_with_free_func (token_free);
  g_ptr_array_add (b->rows, b->row);
}

static void
add_token (Builder *b, AdjMoveTokenKind kind, char *text, const ChessTreeNode *node)
{
  AdjMoveToken *token = g_new0 (AdjMoveToken, 1);

  token->kind = kind;
  token->text = text;
  token->node = node;
  g_ptr_array_add (b->row->tokens, token);
}

/* NODE's number, comments and move; whether the next move needs its number. */
static gboolean
add_move (Builder *b, const ChessTreeNode *node, gboolean numbered)
{
  const ChessPosition *before = chess_tree_node_position (chess_tree_node_parent (node));
  char *comment = adj_move_comment_text (chess_tree_node_comment (node, CHESS_TREE_COMMENT_BEFORE));
  gboolean white = before->side == CHESS_WHITE;

  if (white || numbered || comment)
    add_token (b, ADJ_MOVE_TOKEN_NUMBER,
               g_strdup_printf (white ? "%d." : "%d…", before->fullmove_number), node);
  if (comment)
    add_token (b, ADJ_MOVE_TOKEN_COMMENT, comment, node);
  add_token (b, ADJ_MOVE_TOKEN_MOVE, adj_move_token_text (node), node);
  /* A comment holding only notes for the board leaves no text between
   * the moves: the next one needs no number either. */
  comment = adj_move_comment_text (chess_tree_node_comment (node, CHESS_TREE_COMMENT_AFTER));
  if (comment)
    add_token (b, ADJ_MOVE_TOKEN_COMMENT, comment, node);
  return comment != NULL;
}

/* The line from FIRST on, at DEPTH: each move, and after a main move the
 * alternatives to it, each in its own rows one level deeper. */
static void
add_line (Builder *b, const ChessTreeNode *first, int depth, gboolean numbered)
{
  gboolean resume = FALSE;

  for (const ChessTreeNode *node = first; node; node = chess_tree_node_next (node))
    {
      const ChessTreeNode *parent = chess_tree_node_parent (node);
      int n = chess_tree_node_n_children (parent);

      /* The line goes on under its alternatives; started only when it
       * does go on, so that a closing parenthesis ends the last row. */
      if (resume)
        start_row (b, depth);
      resume = FALSE;
      numbered = add_move (b, node, numbered);
      /* A line's first move may be an alternative itself: its siblings
       * are the caller's. */
      if (chess_tree_node_index (node) != 0 || n < 2)
        continue;
      for (int i = 1; i < n; i++)
        {
          start_row (b, depth + 1);
          add_token (b, ADJ_MOVE_TOKEN_OPEN, g_strdup ("("), NULL);
          add_line (b, chess_tree_node_child (parent, i), depth + 1, TRUE);
          add_token (b, ADJ_MOVE_TOKEN_CLOSE, g_strdup (")"), NULL);
        }
      resume = TRUE;
      numbered = TRUE;
    }
}

GPtrArray *
adj_move_rows_new (const ChessTree *tree)
{
  Builder b = { NULL, NULL };
  const ChessTreeNode *root;
  char *comment;

  g_return_val_if_fail (tree != NULL, NULL);

  root = chess_tree_root (tree);
  b.rows = g_ptr_array_new_with_free_func (row_free);
  start_row (&b, 0);
  comment = adj_move_comment_text (chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER));
  if (comment)
    add_token (&b, ADJ_MOVE_TOKEN_COMMENT, comment, root);
  if (chess_tree_node_n_children (root) > 0)
    {
      /* The alternatives to the first move come after it, as anywhere. */
      add_line (&b, chess_tree_node_child (root, 0), 0, TRUE);
    }
  /* Nothing at all: no row either. */
  if (b.row->tokens->len == 0)
    g_ptr_array_set_size (b.rows, 0);
  return b.rows;
}

gboolean
adj_move_token_space_before (const AdjMoveToken *prev,
                             const AdjMoveToken *token)
{
  g_return_val_if_fail (token != NULL, FALSE);

  return prev != NULL && prev->kind != ADJ_MOVE_TOKEN_OPEN && token->kind != ADJ_MOVE_TOKEN_CLOSE;
}

char *
adj_move_row_text (const AdjMoveRow *row)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (row != NULL, NULL);

  for (guint i = 0; i < row->tokens->len; i++)
    {
      const AdjMoveToken *token = g_ptr_array_index (row->tokens, i);
      const AdjMoveToken *prev = i > 0 ? g_ptr_array_index (row->tokens, i - 1) : NULL;

      if (adj_move_token_space_before (prev, token))
        g_string_append_c (text, ' ');
      g_string_append (text, token->text);
    }
  return g_string_free (text, FALSE);
}
