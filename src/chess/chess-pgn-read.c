/* chess-pgn-read.c — reading PGN movetext and games
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The movetext grammar and the game reader, apart from the scanning and
 * tags below them (chess-pgn-scan.c): moves, move numbers, NAGs,
 * variations and the termination marker, read into a game's main line
 * and, for chess_pgn_reader_next_tree(), into a tree of every line.
 */
#include "chess-pgn-private.h"
#include "chess-fen.h"
#include "chess-san.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
            return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_COMMENT, b,
                                 (Specifics) { CHESS_PGN_EXPECT_BRACE, 0, 0, 0, 0 }, "a comment is not closed by “}”");
        }
      else if (c == ';' || (c == '%' && at_line_start (r)))
        {
          chess_pgn_skip_line (r);
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
  return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_VARIATION, open,
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
  int line = r->line, column = chess_pgn_column_at (r, b);
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
    return chess_pgn_syntax_error (r, r->info, CHESS_PGN_ERROR_UNTERMINATED_VARIATION, r->lines[1].open,
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
      return chess_pgn_syntax_error (r, r->info, CHESS_PGN_ERROR_BAD_NAG, b,
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
  return chess_pgn_syntax_error (r, r->info, CHESS_PGN_ERROR_UNEXPECTED_CHAR, b,
                       (Specifics) { CHESS_PGN_EXPECT_TOKEN, b, chess_pgn_char_length (r, b), 0, 0 },
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
      chess_pgn_skip_space (r, true);
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
            return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_UNTERMINATED_COMMENT, b,
                                 (Specifics) { CHESS_PGN_EXPECT_BRACE, 0, 0, 0, 0 }, "a comment is not closed by “}”");
          chess_pgn_note_comment (r, r->data + start, r->at - start);
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
            return chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_UNEXPECTED_PAREN, b,
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

  chess_pgn_skip_space (r, false);
  if (r->at >= r->size)
    return false;

  info->index = ++r->games;
  info->line = r->line;

  char *value = NULL;
  size_t value_cap = 0;
  bool ok = true;
  while (ok && peek (r) == '[')
    {
      ok = chess_pgn_read_tag (r, game, info, &value, &value_cap);
      chess_pgn_skip_space (r, false);
    }
  free (value);
  if (!ok)
    {
      chess_pgn_skip_to_next_game (r);
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
          chess_pgn_syntax_error (r, info, CHESS_PGN_ERROR_BAD_FEN, r->at,
                        (Specifics) { CHESS_PGN_EXPECT_POSITION, 0, 0, 0, 0 }, "the FEN tag is not a valid position: %s%s%s",
                        chess_fen_error_message (fr.code), *fr.detail ? ": " : "", fr.detail);
          info->error_line = info->line;
          info->error_column = 0;
          chess_pgn_skip_to_next_game (r);
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
      chess_pgn_skip_to_next_game (r);
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
