/* chess-pgn-write.c — writing PGN
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writing a game's main line, or a tree with its variations, as PGN text
 * wrapped at 79 characters. Apart from reading (chess-pgn-scan.c,
 * chess-pgn-read.c), with which it shares no state.
 */
#include "chess-pgn.h"
#include "chess-fen.h"
#include "chess-san.h"
#include "chess-tree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
