/* chess-pgn.c — reading and writing PGN
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-pgn.h"
#include "chess-fen.h"
#include "chess-san.h"
#include "chess-tree.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Column in characters, not bytes: UTF-8 continuation bytes do not count. */
static int
column_at (const ChessPgnReader *r, size_t at)
{
  int col = 1;
  for (size_t i = r->line_start; i < at && i < r->size; i++)
    if (((unsigned char) r->data[i] & 0xc0) != 0x80)
      col++;
  return col;
}

static inline bool
at_line_start (const ChessPgnReader *r)
{
  return r->at == r->line_start;
}

static void
skip_line (ChessPgnReader *r)
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
static void
note_comment (ChessPgnReader *r, const char *text, size_t len)
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
      note_comment (r, r->data + piece, end - piece);
      piece = end;
    }
}

/* White space, '%' escape lines and ';' comments (kept when asked). */
static void
skip_space (ChessPgnReader *r, bool keep)
{
  for (;;)
    {
      int c = peek (r);
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v')
        advance (r);
      else if (c == '%' && at_line_start (r))
        skip_line (r);
      else if (c == ';')
        {
          size_t b = r->at + 1;
          skip_line (r);
          if (keep)
            add_line_comment (r, b, r->at);
        }
      else
        return;
    }
}

/* What a syntax error concerns, as offsets into the data: the text found
 * and the tag name (lengths 0 when there is none). */
typedef struct {
  ChessPgnExpect expected;
  size_t found, found_len;
  size_t tag, tag_len;
} Specifics;

/* Bytes of the character at AT: one, and the continuation bytes after it
 * (a UTF-8 character has at most four); none at a line end or the end. */
static size_t
char_length (const ChessPgnReader *r, size_t at)
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

#if defined(__GNUC__) || defined(__clang__)
static bool syntax_error (ChessPgnReader *r, ChessPgnGameInfo *info, ChessPgnErrorCode code, size_t at,
                          Specifics what, const char *format, ...) __attribute__ ((format (printf, 6, 7)));
#endif

static bool
syntax_error (ChessPgnReader *r, ChessPgnGameInfo *info, ChessPgnErrorCode code, size_t at,
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
  info->error_column = column_at (&tmp, at);
  va_list ap;
  va_start (ap, format);
  vsnprintf (info->error_detail, sizeof info->error_detail, format, ap);
  va_end (ap);
  return false;
}

/* After an error: on to the next line that starts a tag pair. */
static void
skip_to_next_game (ChessPgnReader *r)
{
  if (!at_line_start (r))
    skip_line (r);
  while (r->at < r->size)
    {
      if (peek (r) == '[')
        return;
      skip_line (r);
    }
}

/* ---- tags -------------------------------------------------------------- */

static bool
is_tag_name_char (int c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '+'
         || c == '#' || c == '=' || c == ':' || c == '-';
}

static bool
read_tag (ChessPgnReader *r, ChessGame *game, ChessPgnGameInfo *info, char **value_buf, size_t *value_cap)
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
    return syntax_error (r, info, CHESS_PGN_ERROR_TAG_SYNTAX, r->at,
                         (Specifics) { CHESS_PGN_EXPECT_TAG_NAME, r->at, char_length (r, r->at), 0, 0 },
                         "a tag name must follow “[”");
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != '"')
    return syntax_error (r, info, CHESS_PGN_ERROR_TAG_SYNTAX, r->at,
                         (Specifics) { CHESS_PGN_EXPECT_TAG_VALUE, r->at, char_length (r, r->at), name, name_len },
                         "the tag %.*s has no quoted value",
                         (int) (name_len > 40 ? 40 : name_len), r->data + name);
  size_t quote = r->at;
  advance (r);

  size_t n = 0;
  for (;;)
    {
      int c = peek (r);
      if (c < 0 || c == '\n' || c == '\r')
        return syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_STRING, quote,
                             (Specifics) { CHESS_PGN_EXPECT_QUOTE, 0, 0, name, name_len },
                             "the value of tag %.*s has no closing quote",
                             (int) (name_len > 40 ? 40 : name_len), r->data + name);
      /* The value would end there, silently cut short. */
      if (c == '\0')
        return syntax_error (r, info, CHESS_PGN_ERROR_NUL_BYTE, r->at,
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
    return syntax_error (r, info, CHESS_PGN_ERROR_TAG_SYNTAX, open,
                         (Specifics) { CHESS_PGN_EXPECT_TAG_CLOSE, r->at, char_length (r, r->at), name, name_len },
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

/* ---- movetext ---------------------------------------------------------- */

/* Characters that end a move token. */
static bool
ends_token (int c)
{
  return c < 0 || c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v' || c == '{'
         || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' || c == ']' || c == '$' || c == '"';
}

/* Move suffix annotations, as the PGN standard maps them to NAGs. */
static int
suffix_nag (const char *s, size_t len)
{
  static const char *const suffixes[] = { NULL, "!", "?", "!!", "??", "!?", "?!" };
  for (int i = 1; i <= 6; i++)
    if (strlen (suffixes[i]) == len && memcmp (suffixes[i], s, len) == 0)
      return i;
  return 0;
}

/* "( … )" with nesting and with comments that may hold parentheses. */
static bool
read_variation (ChessPgnReader *r, ChessPgnGameInfo *info, size_t *end)
{
  size_t open = r->at;
  int depth = 0;
  while (r->at < r->size)
    {
      int c = peek (r);
      if (c == '{')
        {
          size_t b = r->at;
          while (r->at < r->size && peek (r) != '}')
            advance (r);
          if (r->at >= r->size)
            return syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_COMMENT, b,
                                 (Specifics) { CHESS_PGN_EXPECT_BRACE, 0, 0, 0, 0 }, "a comment is not closed by “}”");
        }
      else if (c == ';' || (c == '%' && at_line_start (r)))
        {
          skip_line (r);
          continue;
        }
      else if (c == '(')
        depth++;
      else if (c == ')' && --depth == 0)
        {
          advance (r);
          *end = r->at;
          return true;
        }
      else if (c == '[' && at_line_start (r))
        break; /* the next game's tags: this variation never closed */
      advance (r);
    }
  return syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_VARIATION, open,
                       (Specifics) { CHESS_PGN_EXPECT_PAREN, 0, 0, 0, 0 }, "a variation is not closed by “)”");
}

/* Variations are kept on one line: a ';' comment, which would run to the
 * end of that line, becomes a {…} comment first, and a '%' escape line is
 * left out, as read_variation() skips them. */
static void
add_variation (ChessGame *game, const char *text, size_t len)
{
  char *buf = malloc (len * 2 + 2);
  size_t n = 0;
  bool in_brace = false;
  if (!buf)
    abort ();
  for (size_t i = 0; i < len; i++)
    {
      char c = text[i];
      if (in_brace)
        in_brace = c != '}';
      else if (c == '%' && i > 0 && text[i - 1] == '\n')
        {
          while (i + 1 < len && text[i + 1] != '\n')
            i++;
          continue;
        }
      else if (c == '{')
        in_brace = true;
      else if (c == ';')
        {
          buf[n++] = '{';
          for (i++; i < len && text[i] != '\n'; i++)
            if (text[i] != '}' && text[i] != '\r')
              buf[n++] = text[i];
          c = '}';
        }
      buf[n++] = c;
    }
  chess_game_add_variation (game, chess_game_ply_count (game), buf, n);
  free (buf);
}

static void
copy_token (char *dst, size_t cap, const char *src, size_t len)
{
  if (len >= cap)
    len = cap - 1;
  memcpy (dst, src, len);
  dst[len] = '\0';
}

/* A token starting with a digit: a result, a move number, or a move number
 * glued to its move ("1.e4"). Returns the offset where a glued move starts,
 * or 0 when the token is consumed whole. */
static size_t
read_number_token (ChessPgnReader *r, ChessResult *result, bool *is_result)
{
  size_t b = r->at;
  while (!ends_token (peek (r)))
    advance (r);
  *is_result = chess_result_parse (r->data + b, r->at - b, result);
  if (*is_result)
    return 0;
  size_t i = b;
  while (i < r->at && r->data[i] >= '0' && r->data[i] <= '9')
    i++;
  size_t dots = i;
  while (i < r->at && r->data[i] == '.')
    i++;
  if (i > dots && i < r->at)
    return i; /* move glued after the dots */
  if (i == r->at && i > dots)
    return 0; /* a move number */
  return SIZE_MAX; /* not a number: a move that starts with a digit (0-0) */
}

/* "!", "?" suffixes are NAGs, not part of the move: the NAG of the move
 * token B..E (0 for none), *M set to where the move itself ends. */
static int
split_suffix (const ChessPgnReader *r, size_t b, size_t e, size_t *m)
{
  *m = e;
  while (*m > b && (r->data[*m - 1] == '!' || r->data[*m - 1] == '?'))
    (*m)--;
  return e > *m ? suffix_nag (r->data + *m, e - *m) : 0;
}

/* The move B..M (suffixes up to E) names in POS; CHESS_MOVE_NONE with the
 * problem recorded (the first of the main line, or of the variations). */
static ChessMove
read_move (ChessPgnReader *r, const ChessPosition *pos, size_t b, size_t m, size_t e)
{
  char text[64];
  copy_token (text, sizeof text, r->data + b, m - b);
  ChessMove move = chess_notation_read_legal (pos, text, CHESS_LANG_EN);
  if (move != CHESS_MOVE_NONE)
    return move;

  ChessPgnGameInfo *info = r->info;
  ChessVerdict verdict;
  chess_notation_judge (pos, text, CHESS_LANG_EN, &verdict);
  bool mainline = r->depth == 0;
  if (!mainline && info->variation_problem)
    return CHESS_MOVE_NONE;
  /* A move token never spans lines: the scanner's line is its line. */
  int line = r->line, column = column_at (r, b);
  if (mainline)
    {
      info->problem = true;
      info->problem_ply = chess_game_ply_count (r->game) + 1;
      info->problem_line = line;
      info->problem_column = column;
      copy_token (info->problem_text, sizeof info->problem_text, r->data + b, e - b);
      info->problem_verdict = verdict;
    }
  else
    {
      info->variation_problem = true;
      info->variation_problem_line = line;
      info->variation_problem_column = column;
      copy_token (info->variation_problem_text, sizeof info->variation_problem_text, r->data + b, e - b);
      info->variation_problem_verdict = verdict;
    }
  return CHESS_MOVE_NONE;
}

/* MOVE played in the tree line being read. The line's own continuation
 * comes before any variation that reached the same node first. */
static void
tree_move (ChessPgnReader *r, TreeLine *line, ChessMove move, int nag)
{
  ChessTreeNode *child = chess_tree_add_move (r->tree, line->node, move);
  if (!child)
    abort (); /* the move was read as legal there */
  if (line->has_move)
    while (chess_tree_promote (r->tree, child))
      ;
  if (line->before_len > 0)
    chess_tree_add_comment (r->tree, child, CHESS_TREE_COMMENT_BEFORE, line->before, line->before_len);
  line->before_len = 0;
  if (nag && !chess_tree_add_nag (r->tree, child, nag))
    r->info->warnings |= CHESS_PGN_WARN_DROPPED_NAGS;
  line->node = child;
  line->has_move = true;
  line->numbered = false;
}

static void
handle_move (ChessPgnReader *r, size_t b, size_t e)
{
  size_t m;
  int nag = split_suffix (r, b, e, &m);
  TreeLine *line = r->tree ? &r->lines[r->depth] : NULL;
  if (r->depth > 0)
    {
      if (!line->on)
        return;
      ChessMove move = read_move (r, chess_tree_node_position (line->node), b, m, e);
      line->on = move != CHESS_MOVE_NONE;
      if (line->on)
        tree_move (r, line, move, nag);
      return;
    }
  if (!r->moves_on)
    return;
  ChessMove move = read_move (r, chess_game_position (r->game), b, m, e);
  if (move == CHESS_MOVE_NONE)
    {
      r->moves_on = false;
      if (line)
        line->on = false;
      return;
    }
  chess_game_push_trusted (r->game, move);
  if (r->keep_notes && nag && !chess_game_add_nag (r->game, chess_game_ply_count (r->game), nag))
    r->info->warnings |= CHESS_PGN_WARN_DROPPED_NAGS;
  if (line)
    tree_move (r, line, move, nag);
}

static void
handle_nag (ChessPgnReader *r, int nag)
{
  ChessGame *game = r->game;
  if (nag == 0)
    return;
  if (r->depth == 0 && r->keep_notes && r->moves_on && chess_game_ply_count (game) > 0
      && !chess_game_add_nag (game, chess_game_ply_count (game), nag))
    r->info->warnings |= CHESS_PGN_WARN_DROPPED_NAGS;
  TreeLine *line = r->tree ? &r->lines[r->depth] : NULL;
  if (line && line->on && line->has_move && !chess_tree_add_nag (r->tree, line->node, nag))
    r->info->warnings |= CHESS_PGN_WARN_DROPPED_NAGS;
}

/* The end of a tree line: a comment still waiting for a move goes after
 * the last move (on the root for a main line without moves). */
static void
finish_line (ChessPgnReader *r)
{
  if (!r->tree)
    return;
  TreeLine *line = &r->lines[r->depth];
  if (line->on && line->before_len > 0 && (line->has_move || r->depth == 0))
    chess_tree_add_comment (r->tree, line->node, CHESS_TREE_COMMENT_AFTER, line->before, line->before_len);
  line->before_len = 0;
}

static void
set_numbered (ChessPgnReader *r)
{
  if (r->tree)
    r->lines[r->depth].numbered = true;
}

/* '(' : in the tree, a new line branching where the last move of the line
 * around it was played; otherwise (or nested too deep) read as text. */
static bool
open_variation (ChessPgnReader *r)
{
  ChessGame *game = r->game;
  size_t b = r->at;
  if (!r->tree || r->depth == MAX_TREE_DEPTH)
    {
      size_t end = 0;
      if (!read_variation (r, r->info, &end))
        return false;
      if (r->tree)
        r->info->warnings |= CHESS_PGN_WARN_DEEP_VARIATIONS;
      if (r->depth == 0 && r->keep_notes && r->moves_on && chess_game_ply_count (game) > 0)
        add_variation (game, r->data + b, end - b);
      return true;
    }
  advance (r);
  TreeLine *outer = &r->lines[r->depth];
  TreeLine *line = &r->lines[++r->depth];
  line->on = outer->on && outer->has_move;
  line->node = line->on ? chess_tree_node_parent (outer->node) : NULL;
  line->has_move = false;
  line->numbered = false;
  line->open = b;
  line->before_len = 0;
  return true;
}

static void
close_variation (ChessPgnReader *r)
{
  ChessGame *game = r->game;
  advance (r);
  finish_line (r);
  r->depth--;
  if (r->depth == 0 && r->keep_notes && r->moves_on && chess_game_ply_count (game) > 0)
    add_variation (game, r->data + r->lines[1].open, r->at - r->lines[1].open);
}

/* The end of the movetext; inside a variation it is one never closed. */
static bool
end_movetext (ChessPgnReader *r)
{
  if (r->depth > 0)
    return syntax_error (r, r->info, CHESS_PGN_ERROR_UNTERMINATED_VARIATION, r->lines[1].open,
                         (Specifics) { CHESS_PGN_EXPECT_PAREN, 0, 0, 0, 0 }, "a variation is not closed by “)”");
  finish_line (r);
  return true;
}

static bool
read_nag_token (ChessPgnReader *r, size_t b)
{
  advance (r);
  int nag = 0, digits = 0;
  while (peek (r) >= '0' && peek (r) <= '9' && digits < 4)
    {
      nag = nag * 10 + (peek (r) - '0');
      digits++;
      advance (r);
    }
  if (digits == 0 || nag > 255 || !ends_token (peek (r)))
    {
      size_t e = r->at;
      while (!ends_token (e < r->size ? (unsigned char) r->data[e] : -1))
        e++;
      return syntax_error (r, r->info, CHESS_PGN_ERROR_BAD_NAG, b,
                           (Specifics) { CHESS_PGN_EXPECT_NAG_NUMBER, b + 1, e - (b + 1), 0, 0 },
                           "“$” must be followed by a number from 0 to 255");
    }
  handle_nag (r, nag);
  return true;
}

static bool
unexpected_char (ChessPgnReader *r, int c, size_t b)
{
  char shown[16];
  if (c == 0)
    snprintf (shown, sizeof shown, "a NUL byte");
  else if (c >= 0x80)
    snprintf (shown, sizeof shown, "0x%02x", c);
  else
    snprintf (shown, sizeof shown, "“%c”", c);
  return syntax_error (r, r->info, CHESS_PGN_ERROR_UNEXPECTED_CHAR, b,
                       (Specifics) { CHESS_PGN_EXPECT_TOKEN, b, char_length (r, b), 0, 0 },
                       "%s starts no move, comment or result", shown);
}

/* Reads movetext up to and including the termination marker. False on a
 * syntax error (already recorded in 'info'). A termination marker inside a
 * variation (which PGN does not allow there) is passed over. */
static bool
read_movetext (ChessPgnReader *r)
{
  ChessPgnGameInfo *info = r->info;
  for (;;)
    {
      skip_space (r, true);
      int c = peek (r);
      if (c < 0 || (c == '[' && at_line_start (r)))
        {
          info->warnings |= CHESS_PGN_WARN_NO_TERMINATION;
          return end_movetext (r);
        }
      size_t b = r->at;
      if (c == '{')
        {
          advance (r);
          size_t start = r->at;
          while (r->at < r->size && peek (r) != '}')
            advance (r);
          if (r->at >= r->size)
            return syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_COMMENT, b,
                                 (Specifics) { CHESS_PGN_EXPECT_BRACE, 0, 0, 0, 0 }, "a comment is not closed by “}”");
          note_comment (r, r->data + start, r->at - start);
          advance (r);
        }
      else if (c == '(')
        {
          if (!open_variation (r))
            return false;
        }
      else if (c == ')')
        {
          if (r->depth == 0)
            return syntax_error (r, info, CHESS_PGN_ERROR_UNEXPECTED_PAREN, b,
                                 (Specifics) { CHESS_PGN_EXPECT_TOKEN, b, 1, 0, 0 }, "“)” closes no variation");
          close_variation (r);
        }
      else if (c == '$')
        {
          if (!read_nag_token (r, b))
            return false;
        }
      else if (c == '*')
        {
          advance (r);
          if (r->depth == 0)
            {
              info->marker = CHESS_RESULT_NONE;
              return end_movetext (r);
            }
        }
      else if (c >= '0' && c <= '9')
        {
          ChessResult result;
          bool is_result;
          size_t glued = read_number_token (r, &result, &is_result);
          if (is_result && r->depth == 0)
            {
              info->marker = result;
              return end_movetext (r);
            }
          if (is_result)
            continue;
          if (glued == SIZE_MAX)
            handle_move (r, b, r->at);
          else if (glued)
            handle_move (r, glued, r->at);
          else
            set_numbered (r);
        }
      else if (c == '.')
        {
          while (peek (r) == '.')
            advance (r); /* "1 ... e5" */
          set_numbered (r);
        }
      else if (!ends_token (c) && c != '}' && c > ' ' && c < 127)
        {
          while (!ends_token (peek (r)))
            advance (r);
          handle_move (r, b, r->at);
        }
      else
        return unexpected_char (r, c, b);
    }
}

static bool
read_game (ChessPgnReader *r, ChessGame *game, ChessTree *tree, ChessPgnGameInfo *info)
{
  memset (info, 0, sizeof *info);
  chess_game_reset (game, NULL);
  if (tree)
    chess_tree_reset (tree, NULL);

  skip_space (r, false);
  if (r->at >= r->size)
    return false;

  info->index = ++r->games;
  info->line = r->line;

  char *value = NULL;
  size_t value_cap = 0;
  bool ok = true;
  while (ok && peek (r) == '[')
    {
      ok = read_tag (r, game, info, &value, &value_cap);
      skip_space (r, false);
    }
  free (value);
  if (!ok)
    {
      skip_to_next_game (r);
      return true;
    }

  const char *fen = chess_game_tag (game, "FEN");
  const char *setup = chess_game_tag (game, "SetUp");
  if (fen)
    {
      ChessPosition start;
      ChessFenResult fr;
      if (!chess_fen_read (&start, fen, &fr))
        {
          syntax_error (r, info, CHESS_PGN_ERROR_BAD_FEN, r->at,
                        (Specifics) { CHESS_PGN_EXPECT_POSITION, 0, 0, 0, 0 }, "the FEN tag is not a valid position: %s%s%s",
                        chess_fen_error_message (fr.code), *fr.detail ? ": " : "", fr.detail);
          info->error_line = info->line;
          info->error_column = 0;
          skip_to_next_game (r);
          return true;
        }
      chess_game_set_start (game, &start);
    }
  else if (setup && strcmp (setup, "1") == 0)
    info->warnings |= CHESS_PGN_WARN_SETUP_WITHOUT_FEN;

  r->game = game;
  r->info = info;
  r->moves_on = true;
  r->tree = tree;
  r->depth = 0;
  if (tree)
    {
      chess_tree_reset (tree, chess_game_start (game));
      r->lines[0] = (TreeLine) { .node = chess_tree_root (tree), .on = true,
                                 .before = r->lines[0].before, .before_cap = r->lines[0].before_cap };
    }
  ok = read_movetext (r);
  r->tree = NULL;
  r->game = NULL;
  r->info = NULL;
  if (!ok)
    {
      skip_to_next_game (r);
      return true;
    }
  game->result = info->marker;
  ChessResult tagged;
  const char *result_tag = chess_game_tag (game, "Result");
  if (result_tag && chess_result_parse (result_tag, strlen (result_tag), &tagged) && tagged != info->marker
      && !(info->warnings & CHESS_PGN_WARN_NO_TERMINATION))
    info->warnings |= CHESS_PGN_WARN_RESULT_MISMATCH;
  if (game->dropped_nags)
    info->warnings |= CHESS_PGN_WARN_DROPPED_NAGS;
  return true;
}

bool
chess_pgn_reader_next (ChessPgnReader *r, ChessGame *game, ChessPgnGameInfo *info)
{
  return read_game (r, game, NULL, info);
}

bool
chess_pgn_reader_next_tree (ChessPgnReader *r, ChessGame *game, ChessTree *tree, ChessPgnGameInfo *info)
{
  return read_game (r, game, tree, info);
}

/* ---- writing ----------------------------------------------------------- */

typedef struct {
  char  *text;
  size_t len, cap;
  int    column; /* characters on the current line */
  bool   glue;   /* the next token follows without a space ("(" before it) */
} Out;

static void
out_reserve (Out *o, size_t extra)
{
  if (o->len + extra + 1 <= o->cap)
    return;
  size_t cap = o->cap ? o->cap : 1024;
  while (cap < o->len + extra + 1)
    cap *= 2;
  o->text = realloc (o->text, cap);
  if (!o->text)
    abort ();
  o->cap = cap;
}

static void
out_raw (Out *o, const char *s, size_t n)
{
  out_reserve (o, n);
  memcpy (o->text + o->len, s, n);
  o->len += n;
  o->text[o->len] = '\0';
  for (size_t i = 0; i < n; i++)
    o->column = s[i] == '\n' ? 0 : o->column + (((unsigned char) s[i] & 0xc0) != 0x80);
}

static void
out_str (Out *o, const char *s)
{
  out_raw (o, s, strlen (s));
}

/* One movetext token, wrapped so no line passes 79 characters. A line
 * never starts with '%' (an escape line) or '[' (a tag: the next game),
 * which a word of a variation or comment may: such a word is indented. */
static void
out_token (Out *o, const char *s, size_t n)
{
  int width = 0;
  for (size_t i = 0; i < n; i++)
    width += ((unsigned char) s[i] & 0xc0) != 0x80;
  /* Not the column: a word of stray continuation bytes has no width. */
  bool line_empty = o->len == 0 || o->text[o->len - 1] == '\n';
  bool glue = o->glue;
  o->glue = false;
  if (!line_empty)
    {
      line_empty = o->column + (glue ? 0 : 1) + width > 79;
      if (line_empty || !glue)
        out_raw (o, line_empty ? "\n" : " ", 1);
    }
  if (line_empty && n > 0 && (s[0] == '%' || s[0] == '['))
    out_raw (o, " ", 1);
  out_raw (o, s, n);
}

/* Comments and variations are split on spaces so that they wrap too. */
static void
out_words (Out *o, const char *s)
{
  while (*s)
    {
      while (*s == ' ')
        s++;
      const char *e = s;
      while (*e && *e != ' ')
        e++;
      if (e > s)
        out_token (o, s, (size_t) (e - s));
      s = e;
    }
}

/* "{text}" with any '}' (possible in a ';' comment) made a space. */
static void
out_comment (Out *o, const char *comment)
{
  size_t n = strlen (comment);
  char *braced = malloc (n + 3);
  if (!braced)
    abort ();
  size_t k = 0;
  braced[k++] = '{';
  for (size_t i = 0; i < n; i++)
    {
      char c = comment[i] == '}' ? ' ' : comment[i];
      /* No space right inside the braces: the reader would trim it. */
      if (c == ' ' && (k == 1 || braced[k - 1] == ' '))
        continue;
      braced[k++] = c;
    }
  while (k > 1 && braced[k - 1] == ' ')
    k--;
  braced[k++] = '}';
  braced[k] = '\0';
  out_words (o, braced);
  free (braced);
}

static void
out_tag (Out *o, const char *name, const char *value)
{
  out_str (o, "[");
  out_str (o, name);
  out_str (o, " \"");
  for (const char *p = value; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        out_raw (o, "\\", 1);
      if (*p == '\n' || *p == '\r')
        out_raw (o, " ", 1);
      else
        out_raw (o, p, 1);
    }
  out_str (o, "\"]\n");
}

static int
compare_names (const void *a, const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static const char *const seven_tags[7] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

static bool
is_seven_tag (const char *name)
{
  for (int i = 0; i < 7; i++)
    if (strcmp (seven_tags[i], name) == 0)
      return true;
  return false;
}

/* The tags of GAME (NULL: none, result "*"), the FEN tag giving START. */
static void
write_tags (Out *o, const ChessGame *game, const ChessPosition *start)
{
  static const char *const defaults[7] = { "?", "?", "????.??.??", "?", "?", "?", NULL };
  for (int i = 0; i < 7; i++)
    {
      const char *v = game ? chess_game_tag (game, seven_tags[i]) : NULL;
      if (i == 6)
        v = chess_result_to_string (game ? game->result : CHESS_RESULT_NONE);
      out_tag (o, seven_tags[i], v ? v : defaults[i]);
    }
  bool standard = chess_position_is_standard_start (start);
  int n = game ? chess_game_tag_count (game) : 0;
  const char **names = malloc (sizeof (char *) * (size_t) (n + 1));
  if (!names)
    abort ();
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      const char *name = chess_game_tag_name (game, i);
      if (is_seven_tag (name) || strcmp (name, "FEN") == 0 || strcmp (name, "SetUp") == 0)
        continue;
      names[k++] = name;
    }
  qsort (names, (size_t) k, sizeof *names, compare_names);
  if (!standard)
    {
      char fen[CHESS_FEN_MAX];
      chess_fen_write (start, fen);
      out_tag (o, "FEN", fen);
      out_tag (o, "SetUp", "1");
    }
  for (int i = 0; i < k; i++)
    out_tag (o, names[i], chess_game_tag (game, names[i]));
  free (names);
}

char *
chess_pgn_write (const ChessGame *game, size_t *length)
{
  Out o = { 0 };
  write_tags (&o, game, chess_game_start (game));
  out_raw (&o, "\n", 1);

  /* A black move needs its number after anything that interrupts. */
  bool need_number = true;
  const char *c0 = chess_game_comment (game, 0);
  if (c0)
    out_comment (&o, c0);
  for (int ply = 0; ply < chess_game_ply_count (game); ply++)
    {
      const ChessPosition *pos = chess_game_position_at (game, ply);
      char buf[24];
      if (pos->side == CHESS_WHITE)
        {
          snprintf (buf, sizeof buf, "%d.", pos->fullmove_number);
          out_token (&o, buf, strlen (buf));
        }
      else if (need_number)
        {
          snprintf (buf, sizeof buf, "%d...", pos->fullmove_number);
          out_token (&o, buf, strlen (buf));
        }
      need_number = false;
      char san[CHESS_SAN_MAX];
      chess_san_write (pos, chess_game_move_at (game, ply), CHESS_LANG_EN, san);
      out_token (&o, san, strlen (san));

      int at = ply + 1;
      for (int i = 0; i < chess_game_nag_count (game, at); i++)
        {
          snprintf (buf, sizeof buf, "$%d", chess_game_nag (game, at, i));
          out_token (&o, buf, strlen (buf));
        }
      const char *comment = chess_game_comment (game, at);
      if (comment)
        {
          out_comment (&o, comment);
          need_number = true;
        }
      const char *variations = chess_game_variations (game, at);
      if (variations)
        {
          out_words (&o, variations);
          need_number = true;
        }
    }
  const char *result = chess_result_to_string (game->result);
  out_token (&o, result, strlen (result));
  out_raw (&o, "\n\n", 2);
  if (length)
    *length = o.len;
  return o.text;
}

/* ---- writing a tree ------------------------------------------------------ */

/* "3." before a white move; "3..." before a black one when NUMBER says a
 * comment or variation came between, or its before-comment follows. */
static void
out_move_number (Out *o, const ChessPosition *pos, bool number)
{
  char buf[24];
  if (pos->side == CHESS_WHITE)
    snprintf (buf, sizeof buf, "%d.", pos->fullmove_number);
  else if (number)
    snprintf (buf, sizeof buf, "%d...", pos->fullmove_number);
  else
    return;
  out_token (o, buf, strlen (buf));
}

/* One move: number, before-comment (after the number, where the reader
 * takes it as "before"), SAN, NAGs, after-comment. Returns whether the
 * next black move needs its number. */
static bool
out_tree_move (Out *o, const ChessTreeNode *node, bool number)
{
  const ChessTreeNode *parent = chess_tree_node_parent (node);
  const char *before = chess_tree_node_comment (node, CHESS_TREE_COMMENT_BEFORE);
  out_move_number (o, chess_tree_node_position (parent), number || before);
  if (before)
    out_comment (o, before);
  const char *san = chess_tree_node_san (node);
  out_token (o, san, strlen (san));
  for (int i = 0; i < chess_tree_node_n_nags (node); i++)
    {
      char buf[8];
      snprintf (buf, sizeof buf, "$%d", chess_tree_node_nag (node, i));
      out_token (o, buf, strlen (buf));
    }
  const char *after = chess_tree_node_comment (node, CHESS_TREE_COMMENT_AFTER);
  if (after)
    out_comment (o, after);
  return after != NULL;
}

/* NODE and its continuation; after each main move, the variations that
 * replace it. Recursion goes only into variations. */
static void
out_tree_line (Out *o, const ChessTreeNode *node, bool number)
{
  while (node)
    {
      number = out_tree_move (o, node, number);
      const ChessTreeNode *parent = chess_tree_node_parent (node);
      if (chess_tree_node_index (node) == 0)
        for (int i = 1; i < chess_tree_node_n_children (parent); i++)
          {
            out_token (o, "(", 1);
            o->glue = true;
            out_tree_line (o, chess_tree_node_child (parent, i), true);
            o->glue = true;
            out_token (o, ")", 1);
            number = true;
          }
      node = chess_tree_node_next (node);
    }
}

char *
chess_pgn_write_tree (const ChessGame *game, const ChessTree *tree, size_t *length)
{
  Out o = { 0 };
  write_tags (&o, game, chess_tree_start (tree));
  out_raw (&o, "\n", 1);
  const ChessTreeNode *root = chess_tree_root (tree);
  const char *comment = chess_tree_node_comment (root, CHESS_TREE_COMMENT_AFTER);
  if (comment)
    out_comment (&o, comment);
  out_tree_line (&o, chess_tree_node_next (root), true);
  const char *result = chess_result_to_string (game ? game->result : CHESS_RESULT_NONE);
  out_token (&o, result, strlen (result));
  out_raw (&o, "\n\n", 2);
  if (length)
    *length = o.len;
  return o.text;
}
