/* chess-pgn-private.h — what the parts of the PGN reader share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader's state, and the scanning, error and tag functions of
 * chess-pgn-scan.c that the movetext and game reader (chess-pgn-read.c)
 * calls. Not installed; chess-pgn.h is the interface.
 */
#pragma once

#include "chess-pgn.h"
#include "chess-tree.h"

#include <stdbool.h>
#include <stddef.h>

/* Variations nested deeper than this are read for their syntax only. */
#define MAX_TREE_DEPTH 64

/* A line of moves being read into the tree: the main line (depth 0) or a
 * variation. */
typedef struct {
  ChessTreeNode *node;    /* the line's last move; before one, the node it branches from */
  bool           has_move;
  bool           on;       /* no illegal move yet, and the line branches from a move */
  bool           numbered; /* a move number since the last move: a comment now is "before" */
  size_t         open;     /* offset of the line's '(' */
  char          *before;   /* comment waiting for the line's next move */
  size_t         before_len, before_cap;
} TreeLine;

struct ChessPgnReader {
  const char *data;
  size_t      size;
  size_t      at;
  int         line;        /* 1-based line of data[at] */
  size_t      line_start;  /* offset where that line starts */
  bool        keep_notes;
  int         games;

  /* The game being read. */
  ChessGame        *game;
  ChessPgnGameInfo *info;
  bool              moves_on; /* no illegal mainline move yet */

  /* Only while chess_pgn_reader_next_tree() reads a game. */
  ChessTree *tree;
  TreeLine   lines[MAX_TREE_DEPTH + 1];
  int        depth;
};

/* ---- scanning (chess-pgn-scan.c) ---------------------------------------- */

static inline int
peek (const ChessPgnReader *r)
{
  return r->at < r->size ? (unsigned char) r->data[r->at] : -1;
}

static inline void
advance (ChessPgnReader *r)
{
  if (r->data[r->at] == '\n')
    {
      r->line++;
      r->line_start = r->at + 1;
    }
  r->at++;
}

static inline bool
at_line_start (const ChessPgnReader *r)
{
  return r->at == r->line_start;
}

int chess_pgn_column_at (const ChessPgnReader *r, size_t at);
void chess_pgn_skip_line (ChessPgnReader *r);
void chess_pgn_note_comment (ChessPgnReader *r, const char *text, size_t len);
void chess_pgn_skip_space (ChessPgnReader *r, bool keep);

/* What a syntax error concerns, as offsets into the data: the text found
 * and the tag name (lengths 0 when there is none). */
typedef struct {
  ChessPgnExpect expected;
  size_t found, found_len;
  size_t tag, tag_len;
} Specifics;

size_t chess_pgn_char_length (const ChessPgnReader *r, size_t at);

/* Records the first syntax error of the game in INFO; always false. */
bool chess_pgn_syntax_error (ChessPgnReader *r, ChessPgnGameInfo *info, ChessPgnErrorCode code, size_t at,
                             Specifics what, const char *format, ...)
#if defined(__GNUC__) || defined(__clang__)
  __attribute__ ((format (printf, 6, 7)))
#endif
  ;

void chess_pgn_skip_to_next_game (ChessPgnReader *r);

/* ---- tags (chess-pgn-scan.c) --------------------------------------------- */

bool chess_pgn_read_tag (ChessPgnReader *r, ChessGame *game, ChessPgnGameInfo *info, char **value_buf,
                         size_t *value_cap);
