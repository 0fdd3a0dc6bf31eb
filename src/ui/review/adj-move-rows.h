/* adj-move-rows.h — a move tree as the rows and tokens the move list shows
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the review window's move list shows, decided without a display. The
 * main line flows in one row; a move with alternatives ends its row, each
 * alternative follows on a row of its own, one level deeper, between
 * parentheses (its own alternatives deeper still), and the line goes on
 * in a new row, a black move numbered "12…" there, as after a comment.
 * NAGs are written as the glyphs players know ("!", "±") after the move.
 * A comment is shown without the arrows and marks it carries for the board
 * ("[%cal Gd1d8]", chess-annotation.h): the board draws those.
 */
#pragma once

#include <glib.h>

#include "chess-tree.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_MOVE_TOKEN_NUMBER,   /* "12." or "12…" */
  ADJ_MOVE_TOKEN_MOVE,     /* "Rxa7+!" : the SAN and its move NAGs, then " ±" position NAGs */
  ADJ_MOVE_TOKEN_COMMENT,  /* a comment's text (adj_move_comment_text()) */
  ADJ_MOVE_TOKEN_OPEN,     /* "(" before an alternative */
  ADJ_MOVE_TOKEN_CLOSE,    /* ")" after it */
} AdjMoveTokenKind;

typedef struct {
  AdjMoveTokenKind     kind;
  char                *text;
  const ChessTreeNode *node;  /* the move's node (MOVE, and the NUMBER and COMMENT of a move) */
} AdjMoveToken;

typedef struct {
  int        depth;   /* 0: the main line; 1: an alternative to it … */
  GPtrArray *tokens;  /* of AdjMoveToken */
} AdjMoveRow;

/* The rows of TREE, in reading order (free with g_ptr_array_unref). */
GPtrArray  *adj_move_rows_new      (const ChessTree *tree);
/* A row's text: its tokens joined by spaces (free it). */
char       *adj_move_row_text      (const AdjMoveRow *row);

/* Whether a space goes between PREV (NULL: none) and TOKEN: not inside
 * the parentheses ("(12. Rxa7" and "Kg7)"). */
gboolean    adj_move_token_space_before (const AdjMoveToken *prev,
                                         const AdjMoveToken *token);

/* The glyph of NAG ("!", "±", "∞" …), or NULL for one without a glyph
 * (written "$n"). */
const char *adj_move_nag_glyph     (int nag);
/* Whether NAG is said of the move itself (1–9: good, bad, forced …) and
 * goes right after it, rather than of the position it leaves. */
gboolean    adj_move_nag_is_move   (int nag);
/* What is shown of COMMENT (NULL: none): its text without the board's
 * arrows and marks, or NULL when nothing else is left (free it). */
char       *adj_move_comment_text  (const char *comment);
/* "Rxa7+!?" : SAN followed by NODE's NAGs (free it). */
char       *adj_move_token_text    (const ChessTreeNode *node);

G_END_DECLS
