/* chess-annotation.c — arrows and marked squares, kept in PGN comments
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-annotation.h"

#include <stdlib.h>
#include <string.h>

static const char color_letters[CHESS_ANNOTATION_N_COLORS] = { 'G', 'R', 'Y', 'B' };

typedef enum {
  COMMAND_ARROWS,
  COMMAND_MARKS,
} CommandKind;

static const struct {
  const char *name;
  CommandKind kind;
} commands[] = {
  { "[%cal", COMMAND_ARROWS },
  { "[%csl", COMMAND_MARKS },
};

static void *
xmalloc (size_t size)
{
  void *p = malloc (size);
  if (!p)
    abort ();
  return p;
}

static bool
valid_square (ChessSquare sq)
{
  return sq >= 0 && sq < 64;
}

static bool
valid_color (int color)
{
  return color >= 0 && color < CHESS_ANNOTATION_N_COLORS;
}

char
chess_annotation_color_letter (ChessAnnotationColor color)
{
  return valid_color ((int) color) ? color_letters[color] : '?';
}

int
chess_annotation_color_parse (char letter)
{
  char upper = letter >= 'a' && letter <= 'z' ? (char) (letter - 'a' + 'A') : letter;
  for (int i = 0; i < CHESS_ANNOTATION_N_COLORS; i++)
    if (color_letters[i] == upper)
      return i;
  return CHESS_ANNOTATION_NO_COLOR;
}

void
chess_annotations_clear (ChessAnnotations *notes)
{
  memset (notes, 0, sizeof *notes);
}

int
chess_annotations_n_marks (const ChessAnnotations *notes)
{
  int n = 0;
  for (int sq = 0; sq < 64; sq++)
    n += notes->marks[sq] != 0;
  return n;
}

bool
chess_annotations_is_empty (const ChessAnnotations *notes)
{
  return notes->n_arrows == 0 && chess_annotations_n_marks (notes) == 0;
}

bool
chess_annotations_equal (const ChessAnnotations *a, const ChessAnnotations *b)
{
  if (a->n_arrows != b->n_arrows || memcmp (a->marks, b->marks, sizeof a->marks) != 0)
    return false;
  for (int i = 0; i < a->n_arrows; i++)
    if (a->arrows[i].from != b->arrows[i].from || a->arrows[i].to != b->arrows[i].to
        || a->arrows[i].color != b->arrows[i].color)
      return false;
  return true;
}

int
chess_annotations_mark (const ChessAnnotations *notes, ChessSquare square)
{
  if (!valid_square (square) || notes->marks[square] == 0)
    return CHESS_ANNOTATION_NO_COLOR;
  return notes->marks[square] - 1;
}

bool
chess_annotations_set_mark (ChessAnnotations *notes, ChessSquare square, ChessAnnotationColor color)
{
  if (!valid_square (square) || !valid_color ((int) color))
    return false;
  notes->marks[square] = (uint8_t) (color + 1);
  return true;
}

bool
chess_annotations_remove_mark (ChessAnnotations *notes, ChessSquare square)
{
  if (chess_annotations_mark (notes, square) == CHESS_ANNOTATION_NO_COLOR)
    return false;
  notes->marks[square] = 0;
  return true;
}

int
chess_annotations_find_arrow (const ChessAnnotations *notes, ChessSquare from, ChessSquare to)
{
  for (int i = 0; i < notes->n_arrows; i++)
    if (notes->arrows[i].from == from && notes->arrows[i].to == to)
      return i;
  return -1;
}

bool
chess_annotations_set_arrow (ChessAnnotations *notes, ChessSquare from, ChessSquare to, ChessAnnotationColor color)
{
  if (!valid_square (from) || !valid_square (to) || from == to || !valid_color ((int) color))
    return false;
  int i = chess_annotations_find_arrow (notes, from, to);
  if (i < 0)
    {
      if (notes->n_arrows == CHESS_ANNOTATIONS_MAX_ARROWS)
        return false;
      i = notes->n_arrows++;
      notes->arrows[i].from = (int8_t) from;
      notes->arrows[i].to = (int8_t) to;
    }
  notes->arrows[i].color = (uint8_t) color;
  return true;
}

bool
chess_annotations_remove_arrow (ChessAnnotations *notes, ChessSquare from, ChessSquare to)
{
  int i = chess_annotations_find_arrow (notes, from, to);
  if (i < 0)
    return false;
  memmove (&notes->arrows[i], &notes->arrows[i + 1], (size_t) (notes->n_arrows - i - 1) * sizeof notes->arrows[0]);
  notes->n_arrows--;
  return true;
}

bool
chess_annotations_toggle_arrow (ChessAnnotations *notes, ChessSquare from, ChessSquare to,
                                ChessAnnotationColor color)
{
  int i = chess_annotations_find_arrow (notes, from, to);
  if (i >= 0 && notes->arrows[i].color == color)
    return chess_annotations_remove_arrow (notes, from, to);
  return chess_annotations_set_arrow (notes, from, to, color);
}

bool
chess_annotations_toggle_mark (ChessAnnotations *notes, ChessSquare square, ChessAnnotationColor color)
{
  if (chess_annotations_mark (notes, square) == (int) color)
    return chess_annotations_remove_mark (notes, square);
  return chess_annotations_set_mark (notes, square, color);
}

/* ---- Reading -------------------------------------------------------------- */

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static const char *
skip_blanks (const char *p)
{
  while (is_blank (*p))
    p++;
  return p;
}

/* A square in lower case, as the commands write them. */
static bool
read_square (const char **p, ChessSquare *sq)
{
  const char *s = *p;
  if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
    return false;
  *sq = chess_square_make (s[0] - 'a', s[1] - '1');
  *p = s + 2;
  return true;
}

/* One command at 'p' (at its '['), well formed, applied to 'notes';
 * returns the end past its ']', or NULL with 'notes' unchanged. */
static const char *
read_command (const char *p, ChessAnnotations *notes)
{
  int kind = -1;
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strncmp (p, commands[i].name, strlen (commands[i].name)) == 0)
      {
        kind = (int) commands[i].kind;
        p += strlen (commands[i].name);
      }
  if (kind < 0 || !is_blank (*p))
    return NULL;

  /* Applied to a copy: a command either fits whole or is left as text. */
  ChessAnnotations changed = *notes;
  p = skip_blanks (p);
  for (;;)
    {
      int color = chess_annotation_color_parse (*p);
      ChessSquare from, to;
      if (color == CHESS_ANNOTATION_NO_COLOR)
        return NULL;
      p++;
      if (!read_square (&p, &from))
        return NULL;
      if (kind == COMMAND_ARROWS)
        {
          if (!read_square (&p, &to) || !chess_annotations_set_arrow (&changed, from, to, color))
            return NULL;
        }
      else
        chess_annotations_set_mark (&changed, from, color);
      p = skip_blanks (p);
      if (*p == ']')
        break;
      if (*p != ',')
        return NULL;
      p = skip_blanks (p + 1);
    }
  *notes = changed;
  return p + 1;
}

/* Append 'text' to 'out' (room for it assumed) folded as ChessTree folds
 * comments, after 'n' bytes already there; returns the new length. */
static size_t
append_folded (char *out, size_t n, const char *text, size_t len)
{
  bool pending = n > 0 && out[n - 1] != ' ';
  for (size_t i = 0; i < len; i++)
    {
      if (is_blank (text[i]) || text[i] == '}')
        {
          pending = n > 0 && out[n - 1] != ' ';
          continue;
        }
      if (pending)
        out[n++] = ' ';
      pending = false;
      out[n++] = text[i];
    }
  out[n] = '\0';
  return n;
}

/* One pass over 'text': the commands taken into 'notes', the rest folded.
 * Sets 'found' when a command was taken. */
static char *
parse_pass (const char *text, ChessAnnotations *notes, bool *found)
{
  size_t len = strlen (text);
  char *rest = xmalloc (len + 1);
  size_t n = 0;
  size_t start = 0;

  *found = false;
  rest[0] = '\0';
  for (size_t i = 0; i < len; i++)
    {
      if (text[i] != '[')
        continue;
      const char *end = read_command (text + i, notes);
      if (!end)
        continue;
      *found = true;
      n = append_folded (rest, n, text + start, i - start);
      /* The command parted the words around it. */
      start = (size_t) (end - text);
      i = start - 1;
      if (n > 0 && rest[n - 1] != ' ')
        {
          rest[n++] = ' ';
          rest[n] = '\0';
        }
    }
  n = append_folded (rest, n, text + start, len - start);
  if (n > 0 && rest[n - 1] == ' ')
    rest[--n] = '\0';
  return rest;
}

char *
chess_annotations_parse (const char *comment, ChessAnnotations *notes)
{
  chess_annotations_clear (notes);
  char *rest = parse_pass (comment ? comment : "", notes, &(bool) { false });
  /* Taking a command out may join the text around it into another one
   * ("[%cal [%cal Ge2e4]Ge2e4]"): again until none is left, so that the
   * text returned holds no command and formatting then parsing gives it
   * back unchanged. */
  for (bool found = true; found;)
    {
      char *again = parse_pass (rest, notes, &found);
      free (rest);
      rest = again;
    }
  return rest;
}

/* ---- Writing -------------------------------------------------------------- */

char *
chess_annotations_format (const ChessAnnotations *notes, const char *text)
{
  /* "[%csl " + 64 marks of "Gd4," + "] [%cal " + arrows of "Ge2e4," + "] ". */
  size_t text_len = text ? strlen (text) : 0;
  size_t size = 8 + 64 * 4 + 8 + CHESS_ANNOTATIONS_MAX_ARROWS * 6 + 2 + text_len + 1;
  char *out = xmalloc (size);
  size_t n = 0;
  char name[3];

  out[0] = '\0';
  bool marks = false;
  for (ChessSquare sq = 0; notes && sq < 64; sq++)
    marks |= notes->marks[sq] && valid_color (notes->marks[sq] - 1);
  if (marks)
    {
      n += (size_t) strlen (strcpy (out + n, "[%csl "));
      for (ChessSquare sq = 0; sq < 64; sq++)
        if (notes->marks[sq] && valid_color (notes->marks[sq] - 1))
          {
            chess_square_name (sq, name);
            out[n++] = color_letters[notes->marks[sq] - 1];
            out[n++] = name[0];
            out[n++] = name[1];
            out[n++] = ',';
          }
      out[n - 1] = ']';
      out[n] = '\0';
    }
  bool arrows = false;
  for (int i = 0; notes && i < notes->n_arrows; i++)
    {
      const ChessArrow *a = &notes->arrows[i];
      if (!valid_square (a->from) || !valid_square (a->to) || a->from == a->to || !valid_color (a->color))
        continue;
      if (!arrows)
        n += strlen (strcpy (out + n, n > 0 ? " [%cal " : "[%cal "));
      arrows = true;
      out[n++] = color_letters[a->color];
      chess_square_name (a->from, name);
      out[n++] = name[0];
      out[n++] = name[1];
      chess_square_name (a->to, name);
      out[n++] = name[0];
      out[n++] = name[1];
      out[n++] = ',';
    }
  if (arrows)
    out[n - 1] = ']';
  out[n] = '\0';
  append_folded (out, n, text ? text : "", text_len);
  return out;
}

/* ---- In a tree ------------------------------------------------------------ */

void
chess_annotations_get_node (const ChessTreeNode *node, ChessAnnotations *notes)
{
  free (chess_annotations_parse (chess_tree_node_comment (node, CHESS_TREE_COMMENT_AFTER), notes));
}

void
chess_annotations_set_node (ChessTree *tree, ChessTreeNode *node, const ChessAnnotations *notes)
{
  ChessAnnotations old;
  char *text = chess_annotations_parse (chess_tree_node_comment (node, CHESS_TREE_COMMENT_AFTER), &old);
  char *comment = chess_annotations_format (notes, text);
  chess_tree_set_comment (tree, node, CHESS_TREE_COMMENT_AFTER, comment);
  free (comment);
  free (text);
}
