/* chess-pgn-scan.c — the PGN reader: its state, scanning and tags
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lexical layer of reading PGN, apart from the movetext grammar
 * (chess-pgn-read.c) and from writing (chess-pgn-write.c): the reader's
 * life, white space and comments, where a syntax error is and how it is
 * told, and tag pairs.
 */
#include "chess-pgn-private.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const error_ids[CHESS_PGN_N_ERRORS] = {
  [CHESS_PGN_ERROR_NONE] = "none",
  [CHESS_PGN_ERROR_TAG_SYNTAX] = "tag-syntax",
  [CHESS_PGN_ERROR_UNTERMINATED_STRING] = "unterminated-string",
  [CHESS_PGN_ERROR_UNTERMINATED_COMMENT] = "unterminated-comment",
  [CHESS_PGN_ERROR_UNTERMINATED_VARIATION] = "unterminated-variation",
  [CHESS_PGN_ERROR_UNEXPECTED_PAREN] = "unexpected-paren",
  [CHESS_PGN_ERROR_UNEXPECTED_CHAR] = "unexpected-char",
  [CHESS_PGN_ERROR_BAD_NAG] = "bad-nag",
  [CHESS_PGN_ERROR_BAD_FEN] = "bad-fen",
  [CHESS_PGN_ERROR_NUL_BYTE] = "nul-byte",
};

const char *
chess_pgn_error_id (ChessPgnErrorCode code)
{
  return (unsigned) code < CHESS_PGN_N_ERRORS ? error_ids[code] : "unknown";
}

ChessPgnReader *
chess_pgn_reader_new (const char *data, size_t size)
{
  ChessPgnReader *r = calloc (1, sizeof *r);
  if (!r)
    abort ();
  r->data = data;
  r->size = size;
  r->line = 1;
  r->keep_notes = true;
  /* A UTF-8 byte order mark is no PGN character. */
  if (size >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    r->at = r->line_start = 3;
  return r;
}

void
chess_pgn_reader_free (ChessPgnReader *reader)
{
  if (!reader)
    return;
  for (int i = 0; i <= MAX_TREE_DEPTH; i++)
    free (reader->lines[i].before);
  free (reader);
}

void
chess_pgn_reader_set_keep_notes (ChessPgnReader *reader, bool keep)
{
  reader->keep_notes = keep;
}

/* ---- scanning ---------------------------------------------------------- */

/* Column in characters, not bytes: UTF-8 continuation bytes do not count. */
int
chess_pgn_column_at (const ChessPgnReader *r, size_t at)
{
  int col = 1;
  for (size_t i = r->line_start; i < at && i < r->size; i++)
    if (((unsigned char) r->data[i] & 0xc0) != 0x80)
      col++;
  return col;
}

void
chess_pgn_skip_line (ChessPgnReader *r)
{
  while (r->at < r->size && r->data[r->at] != '\n')
    r->at++;
  if (r->at < r->size)
    advance (r);
}

static void
append_before (TreeLine *line, const char *text, size_t len)
{
  if (line->before_len + len + 2 > line->before_cap)
    {
      line->before_cap = (line->before_len + len + 2) * 2;
      line->before = realloc (line->before, line->before_cap);
      if (!line->before)
        abort ();
    }
  line->before[line->before_len++] = ' ';
  memcpy (line->before + line->before_len, text, len);
  line->before_len += len;
}

/* A comment of the movetext: to the game at the main line, and to the tree
 * at the line being read, before the next move when it comes after a move
 * number or opens a variation, else after the last move (or on the root). */
void
chess_pgn_note_comment (ChessPgnReader *r, const char *text, size_t len)
{
  if (r->depth == 0 && r->keep_notes && r->moves_on)
    chess_game_add_comment (r->game, chess_game_ply_count (r->game), text, len);
  if (!r->tree)
    return;
  TreeLine *line = &r->lines[r->depth];
  if (!line->on)
    return;
  if (line->numbered || (!line->has_move && r->depth > 0))
    append_before (line, text, len);
  else
    chess_tree_add_comment (r->tree, line->node, CHESS_TREE_COMMENT_AFTER, text, len);
}

/* A ';' comment, B to E, as a {…} comment could hold it: each '}' read as
 * a space (pieces of one comment are joined with a space). */
static void
add_line_comment (ChessPgnReader *r, size_t b, size_t e)
{
  while (e > b && (r->data[e - 1] == '\n' || r->data[e - 1] == '\r'))
    e--;
  for (size_t piece = b; piece <= e; piece++)
    {
      const char *brace = memchr (r->data + piece, '}', e - piece);
      size_t end = brace ? (size_t) (brace - r->data) : e;
      chess_pgn_note_comment (r, r->data + piece, end - piece);
      piece = end;
    }
}

/* White space, '%' escape lines and ';' comments (kept when asked). */
void
chess_pgn_skip_space (ChessPgnReader *r, bool keep)
{
  for (;;)
    {
      int c = peek (r);
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v')
        advance (r);
      else if (c == '%' && at_line_start (r))
        chess_pgn_skip_line (r);
      else if (c == ';')
        {
          size_t b = r->at + 1;
          chess_pgn_skip_line (r);
          if (keep)
            add_line_comment (r, b, r->at);
        }
      else
        return;
    }
}


/* Bytes of the character at AT: one, and the continuation bytes after it
 * (a UTF-8 character has at most four); none at a line end or the end. */
size_t
chess_pgn_char_length (const ChessPgnReader *r, size_t at)
{
  if (at >= r->size || r->data[at] == '\n' || r->data[at] == '\r')
    return 0;
  size_t n = 1;
  while (n < 4 && at + n < r->size && ((unsigned char) r->data[at + n] & 0xc0) == 0x80)
    n++;
  return n;
}

/* At most 8 bytes of the LEN at S, cut before a continuation byte so that
 * no character is split. */
static void
set_found (ChessPgnGameInfo *info, const char *s, size_t len)
{
  size_t n = len < 8 ? len : 8;
  if (n < len)
    while (n > 0 && ((unsigned char) s[n] & 0xc0) == 0x80)
      n--;
  memcpy (info->error_found, s, n);
  info->error_found[n] = '\0';
}

bool
chess_pgn_syntax_error (ChessPgnReader *r, ChessPgnGameInfo *info, ChessPgnErrorCode code, size_t at,
              Specifics what, const char *format, ...)
{
  if (info->error != CHESS_PGN_ERROR_NONE)
    return false;
  info->error = code;
  info->error_expected = what.expected;
  set_found (info, r->data + what.found, what.found_len);
  size_t tag_len = what.tag_len < 40 ? what.tag_len : 40;
  memcpy (info->error_tag, r->data + what.tag, tag_len);
  info->error_tag[tag_len] = '\0';
  /* 'at' may be on an earlier line than the scanner (a string that ran on). */
  int line = r->line;
  size_t line_start = r->line_start;
  while (at < line_start && line > 1)
    {
      line--;
      size_t s = line_start - 1;
      while (s > 0 && r->data[s - 1] != '\n')
        s--;
      line_start = s;
    }
  ChessPgnReader tmp = *r;
  tmp.line_start = line_start;
  info->error_line = line;
  info->error_column = chess_pgn_column_at (&tmp, at);
  va_list ap;
  va_start (ap, format);
  vsnprintf (info->error_detail, sizeof info->error_detail, format, ap);
  va_end (ap);
  return false;
}

/* After an error: on to the next line that starts a tag pair. */
void
chess_pgn_skip_to_next_game (ChessPgnReader *r)
{
  if (!at_line_start (r))
    chess_pgn_skip_line (r);
  while (r->at < r->size)
    {
      if (peek (r) == '[')
        return;
      chess_pgn_skip_line (r);
    }
}

/* ---- tags -------------------------------------------------------------- */

static bool
is_tag_name_char (int c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '+'
         || c == '#' || c == '=' || c == ':' || c == '-';
}

bool
chess_pgn_read_tag (ChessPgnReader *r, ChessGame *game, ChessPgnGameInfo *info, char **value_buf, size_t *value_cap)
{
  size_t open = r->at;
  advance (r); /* '[' */
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  size_t name = r->at;
  while (is_tag_name_char (peek (r)))
    advance (r);
  size_t name_len = r->at - name;
  if (name_len == 0)
    return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_TAG_SYNTAX, r->at,
                         (Specifics) { CHESS_PGN_EXPECT_TAG_NAME, r->at, chess_pgn_char_length (r, r->at), 0, 0 },
                         "a tag name must follow “[”");
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != '"')
    return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_TAG_SYNTAX, r->at,
                         (Specifics) { CHESS_PGN_EXPECT_TAG_VALUE, r->at, chess_pgn_char_length (r, r->at), name, name_len },
                         "the tag %.*s has no quoted value",
                         (int) (name_len > 40 ? 40 : name_len), r->data + name);
  size_t quote = r->at;
  advance (r);

  size_t n = 0;
  for (;;)
    {
      int c = peek (r);
      if (c < 0 || c == '\n' || c == '\r')
        return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_STRING, quote,
                             (Specifics) { CHESS_PGN_EXPECT_QUOTE, 0, 0, name, name_len },
                             "the value of tag %.*s has no closing quote",
                             (int) (name_len > 40 ? 40 : name_len), r->data + name);
      /* The value would end there, silently cut short. */
      if (c == '\0')
        return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_NUL_BYTE, r->at,
                             (Specifics) { CHESS_PGN_EXPECT_QUOTE, 0, 0, name, name_len },
                             "the value of tag %.*s holds a NUL byte",
                             (int) (name_len > 40 ? 40 : name_len), r->data + name);
      advance (r);
      if (c == '"')
        break;
      if (c == '\\' && (peek (r) == '"' || peek (r) == '\\'))
        {
          c = peek (r);
          advance (r);
        }
      if (n + 1 >= *value_cap)
        {
          *value_cap = *value_cap ? *value_cap * 2 : 256;
          *value_buf = realloc (*value_buf, *value_cap);
          if (!*value_buf)
            abort ();
        }
      (*value_buf)[n++] = (char) c;
    }
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != ']')
    return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_TAG_SYNTAX, open,
                         (Specifics) { CHESS_PGN_EXPECT_TAG_CLOSE, r->at, chess_pgn_char_length (r, r->at), name, name_len },
                         "the tag %.*s is not closed by “]”",
                         (int) (name_len > 40 ? 40 : name_len), r->data + name);
  advance (r);

  char name_copy[64];
  if (name_len >= sizeof name_copy)
    name_len = sizeof name_copy - 1;
  memcpy (name_copy, r->data + name, name_len);
  name_copy[name_len] = '\0';
  if (chess_game_tag (game, name_copy))
    info->warnings |= CHESS_PGN_WARN_DUPLICATE_TAG;
  chess_game_set_tag_n (game, name_copy, name_len, *value_buf ? *value_buf : "", n);
  return true;
}

