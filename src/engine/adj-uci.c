/* adj-uci.c — the UCI protocol's text: engine lines read, commands written
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-uci"

#include "config.h"

#include <string.h>

#include "chess-fen.h"
#include "adj-uci.h"

/* Longest token worth reading as a number or a move; longer ones are
 * garbage and refuse the line. */
#define TOKEN_MAX 32

typedef struct {
  const char *p;
  char        token[TOKEN_MAX + 1];
  gboolean    too_long;
} Tokens;

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The next whitespace-separated token into t->token; FALSE at the end. A
 * token longer than TOKEN_MAX is cut and flagged, never read past. */
static gboolean
tokens_next (Tokens *t)
{
  gsize len = 0;

  while (is_space (*t->p))
    t->p++;
  if (*t->p == '\0')
    return FALSE;
  t->too_long = FALSE;
  for (; *t->p != '\0' && !is_space (*t->p); t->p++)
    {
      if (len < TOKEN_MAX)
        t->token[len++] = *t->p;
      else
        t->too_long = TRUE;
    }
  t->token[len] = '\0';
  return TRUE;
}

static gboolean
tokens_is (const Tokens *t,
           const char   *word)
{
  return strcmp (t->token, word) == 0;
}

static gboolean
read_u64 (Tokens  *t,
          guint64  max,
          guint64 *out)
{
  return tokens_next (t) && !t->too_long
         && g_ascii_string_to_unsigned (t->token, 10, 0, max, out, NULL);
}

static gboolean
read_uint (Tokens *t,
           guint  *out)
{
  guint64 v;

  if (!read_u64 (t, G_MAXINT, &v))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* Keywords read but not kept: how many values follow each; -1 means the
 * rest of the line. */
static const struct {
  const char *word;
  int         n_values;
} skipped[] = {
  { "currmove", 1 },
  { "currmovenumber", 1 },
  { "hashfull", 1 },
  { "tbhits", 1 },
  { "sbhits", 1 },
  { "cpuload", 1 },
  { "movesleft", 1 },
  { "wdl", 3 },
  { "string", -1 },
  { "refutation", -1 },
  { "currline", -1 },
};

/* Skips a known keyword's values; FALSE when they are missing. An
 * unknown keyword is skipped alone, as the protocol asks of a client. */
static gboolean
skip_keyword (Tokens *t)
{
  for (gsize i = 0; i < G_N_ELEMENTS (skipped); i++)
    {
      if (!tokens_is (t, skipped[i].word))
        continue;
      if (skipped[i].n_values < 0)
        {
          t->p += strlen (t->p);
          return TRUE;
        }
      for (int n = 0; n < skipped[i].n_values; n++)
        if (!tokens_next (t))
          return FALSE;
      return TRUE;
    }
  return TRUE;
}

static gboolean
looks_like_uci_move (const Tokens *t)
{
  gsize len = strlen (t->token);

  return !t->too_long && (len == 4 || len == 5)
         && t->token[0] >= 'a' && t->token[0] <= 'h'
         && t->token[1] >= '1' && t->token[1] <= '8'
         && t->token[2] >= 'a' && t->token[2] <= 'h'
         && t->token[3] >= '1' && t->token[3] <= '8';
}

/* Reads the pv's moves from ROOT up to the first token that is no move
 * (left in t->token for the caller, *more TRUE). A move-shaped token that
 * is not legal refuses the line; one past ADJ_UCI_PV_MAX is read and
 * dropped. */
static gboolean
read_pv (Tokens              *t,
         const ChessPosition *root,
         AdjUciInfo          *info,
         gboolean            *more)
{
  ChessPosition pos = *root;

  info->n_pv = 0;
  *more = FALSE;
  while (tokens_next (t))
    {
      ChessMove move;
      ChessUndo undo;

      if (!looks_like_uci_move (t))
        {
          *more = TRUE;
          break;
        }
      if (info->n_pv == ADJ_UCI_PV_MAX)
        continue;
      move = chess_move_from_uci (&pos, t->token);
      if (move == CHESS_MOVE_NONE)
        return FALSE;
      chess_position_make (&pos, move, &undo);
      info->pv[info->n_pv++] = move;
    }
  return info->n_pv > 0;
}

static gboolean
read_score (Tokens     *t,
            AdjUciInfo *info)
{
  gint64 v;

  if (!tokens_next (t))
    return FALSE;
  if (tokens_is (t, "cp"))
    info->score_kind = ADJ_UCI_SCORE_CP;
  else if (tokens_is (t, "mate"))
    info->score_kind = ADJ_UCI_SCORE_MATE;
  else
    return FALSE;
  if (!tokens_next (t) || t->too_long
      || !g_ascii_string_to_signed (t->token, 10, -1000000, 1000000, &v, NULL))
    return FALSE;
  info->score = (int) v;
  info->bound = ADJ_UCI_BOUND_EXACT;
  info->has |= ADJ_UCI_HAS_SCORE;
  return TRUE;
}

/* Notes that the line gave BIT; TRUE, to end a chain of && readings. */
static gboolean
mark (AdjUciInfo *info,
      AdjUciHas   bit)
{
  info->has |= bit;
  return TRUE;
}

/* One keyword and its values; FALSE refuses the line. */
static gboolean
read_keyword (Tokens              *t,
              const ChessPosition *root,
              AdjUciInfo          *info,
              gboolean            *again)
{
  *again = FALSE;
  if (tokens_is (t, "depth"))
    return read_uint (t, &info->depth) && mark (info, ADJ_UCI_HAS_DEPTH);
  if (tokens_is (t, "seldepth"))
    return read_uint (t, &info->seldepth) && mark (info, ADJ_UCI_HAS_SELDEPTH);
  if (tokens_is (t, "multipv"))
    return read_uint (t, &info->multipv)
           && info->multipv >= 1 && info->multipv <= ADJ_UCI_MULTIPV_MAX
           && mark (info, ADJ_UCI_HAS_MULTIPV);
  if (tokens_is (t, "nodes"))
    return read_u64 (t, G_MAXUINT64, &info->nodes) && mark (info, ADJ_UCI_HAS_NODES);
  if (tokens_is (t, "nps"))
    return read_u64 (t, G_MAXUINT64, &info->nps) && mark (info, ADJ_UCI_HAS_NPS);
  if (tokens_is (t, "time"))
    return read_u64 (t, G_MAXUINT64, &info->time_ms) && mark (info, ADJ_UCI_HAS_TIME);
  if (tokens_is (t, "score"))
    return read_score (t, info);
  if (tokens_is (t, "lowerbound") || tokens_is (t, "upperbound"))
    {
      if (!(info->has & ADJ_UCI_HAS_SCORE))
        return FALSE;
      info->bound = tokens_is (t, "lowerbound") ? ADJ_UCI_BOUND_LOWER : ADJ_UCI_BOUND_UPPER;
      return TRUE;
    }
  if (tokens_is (t, "pv"))
    {
      if (!read_pv (t, root, info, again))
        return FALSE;
      info->has |= ADJ_UCI_HAS_PV;
      return TRUE;
    }
  return skip_keyword (t);
}

gboolean
adj_uci_parse_info (const char          *line,
                    const ChessPosition *root,
                    AdjUciInfo          *info)
{
  Tokens t = { line, "", FALSE };

  g_return_val_if_fail (line != NULL, FALSE);
  g_return_val_if_fail (root != NULL, FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  memset (info, 0, sizeof *info);
  info->multipv = 1;
  if (!tokens_next (&t) || !tokens_is (&t, "info"))
    return FALSE;
  while (tokens_next (&t))
    {
      gboolean again;

      do
        {
          if (!read_keyword (&t, root, info, &again))
            return FALSE;
        }
      while (again);
    }
  return TRUE;
}

/* A move in ROOT, or "(none)"/"0000" for no move. */
static gboolean
read_best (Tokens              *t,
           const ChessPosition *root,
           ChessMove           *move)
{
  if (tokens_is (t, "(none)") || tokens_is (t, "0000"))
    {
      *move = CHESS_MOVE_NONE;
      return TRUE;
    }
  if (!looks_like_uci_move (t))
    return FALSE;
  *move = chess_move_from_uci (root, t->token);
  return *move != CHESS_MOVE_NONE;
}

gboolean
adj_uci_parse_bestmove (const char          *line,
                        const ChessPosition *root,
                        ChessMove           *move)
{
  Tokens t = { line, "", FALSE };

  g_return_val_if_fail (line != NULL, FALSE);
  g_return_val_if_fail (root != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return tokens_next (&t) && tokens_is (&t, "bestmove")
         && tokens_next (&t) && read_best (&t, root, move);
}

/* The text after "id name ", trimmed; NULL when LINE is not one. */
char *
adj_uci_parse_id_name (const char *line)
{
  const char *p;

  g_return_val_if_fail (line != NULL, NULL);

  p = line;
  while (is_space (*p))
    p++;
  if (!g_str_has_prefix (p, "id") || !is_space (p[2]))
    return NULL;
  p += 2;
  while (is_space (*p))
    p++;
  if (!g_str_has_prefix (p, "name") || !is_space (p[4]))
    return NULL;
  p += 4;
  while (is_space (*p))
    p++;
  if (*p == '\0')
    return NULL;
  return g_strchomp (g_strdup (p));
}

/* The option line's fields, each the words up to the next field keyword
 * (names and defaults may hold spaces). */
typedef enum { FIELD_NONE, FIELD_NAME, FIELD_TYPE, FIELD_DEFAULT, FIELD_MIN, FIELD_MAX, FIELD_VAR, N_FIELDS } Field;

static const char *const field_words[N_FIELDS] = {
  [FIELD_NAME] = "name", [FIELD_TYPE] = "type", [FIELD_DEFAULT] = "default",
  [FIELD_MIN] = "min", [FIELD_MAX] = "max", [FIELD_VAR] = "var",
};

static Field
field_of (const char *word)
{
  for (Field f = FIELD_NAME; f < N_FIELDS; f++)
    if (strcmp (word, field_words[f]) == 0)
      return f;
  return FIELD_NONE;
}

AdjUciOption *
adj_uci_option_parse (const char *line)
{
  g_auto(GStrv) words = NULL;
  GString *fields[N_FIELDS] = { NULL };
  g_autoptr(AdjUciOption) option = NULL;
  Field current = FIELD_NONE;
  gint64 min = 0, max = 0;
  gboolean has_min, has_max;

  g_return_val_if_fail (line != NULL, NULL);

  words = g_strsplit_set (line, " \t\r\n", -1);
  if (words[0] == NULL || strcmp (words[0], "option") != 0)
    return NULL;
  for (guint i = 1; words[i] != NULL; i++)
    {
      Field f;

      if (words[i][0] == '\0')
        continue;
      /* "name" after the name began is part of it only for the name
       * itself; every other keyword opens its field. */
      f = field_of (words[i]);
      if (f != FIELD_NONE && !(current == FIELD_NAME && f == FIELD_NAME))
        {
          current = f;
          if (fields[f] == NULL)
            fields[f] = g_string_new (NULL);
          continue;
        }
      if (current == FIELD_NONE)
        continue;
      if (fields[current]->len > 0)
        g_string_append_c (fields[current], ' ');
      g_string_append (fields[current], words[i]);
    }

  has_min = fields[FIELD_MIN] != NULL
            && g_ascii_string_to_signed (fields[FIELD_MIN]->str, 10, G_MININT64, G_MAXINT64, &min, NULL);
  has_max = fields[FIELD_MAX] != NULL
            && g_ascii_string_to_signed (fields[FIELD_MAX]->str, 10, G_MININT64, G_MAXINT64, &max, NULL);
  if (fields[FIELD_NAME] != NULL && fields[FIELD_NAME]->len > 0
      && fields[FIELD_TYPE] != NULL && fields[FIELD_TYPE]->len > 0)
    {
      option = g_new0 (AdjUciOption, 1);
      option->name = g_strdup (fields[FIELD_NAME]->str);
      option->type = g_strdup (fields[FIELD_TYPE]->str);
      option->default_value = fields[FIELD_DEFAULT] != NULL ? g_strdup (fields[FIELD_DEFAULT]->str) : NULL;
      option->has_range = has_min && has_max && min <= max;
      option->min = min;
      option->max = max;
    }
  for (Field f = FIELD_NONE; f < N_FIELDS; f++)
    if (fields[f] != NULL)
      g_string_free (fields[f], TRUE);
  return g_steal_pointer (&option);
}

void
adj_uci_option_free (AdjUciOption *option)
{
  if (option == NULL)
    return;
  g_free (option->name);
  g_free (option->type);
  g_free (option->default_value);
  g_free (option);
}

char *
adj_uci_option_fit (const AdjUciOption *option,
                    const char         *value)
{
  g_return_val_if_fail (option != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  if (g_ascii_strcasecmp (option->type, "spin") == 0)
    {
      gint64 v;

      if (!g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &v, NULL))
        return NULL;
      if (option->has_range)
        v = CLAMP (v, option->min, option->max);
      return g_strdup_printf ("%" G_GINT64_FORMAT, v);
    }
  if (g_ascii_strcasecmp (option->type, "check") == 0)
    {
      if (g_ascii_strcasecmp (value, "true") != 0 && g_ascii_strcasecmp (value, "false") != 0)
        return NULL;
      return g_ascii_strdown (value, -1);
    }
  if (g_ascii_strcasecmp (option->type, "button") == 0)
    return NULL;
  /* A newline would end the command and start another. */
  if (strpbrk (value, "\r\n") != NULL)
    return NULL;
  return g_strdup (value);
}

char *
adj_uci_format_position (const ChessPosition *base,
                         const ChessMove     *moves,
                         int                  n_moves)
{
  ChessPosition start;
  GString *command = g_string_new ("position ");

  g_return_val_if_fail (base != NULL, NULL);
  g_return_val_if_fail (n_moves == 0 || moves != NULL, NULL);

  chess_position_set_start (&start);
  if (base->key == start.key && base->halfmove_clock == 0 && base->fullmove_number == 1)
    g_string_append (command, "startpos");
  else
    {
      char fen[CHESS_FEN_MAX];

      chess_fen_write (base, fen);
      g_string_append_printf (command, "fen %s", fen);
    }
  if (n_moves > 0)
    g_string_append (command, " moves");
  for (int i = 0; i < n_moves; i++)
    {
      char uci[6];

      chess_move_to_uci (moves[i], uci);
      g_string_append_printf (command, " %s", uci);
    }
  return g_string_free (command, FALSE);
}

char *
adj_uci_format_go (guint            depth,
                   guint            movetime_ms,
                   const ChessMove *searchmoves,
                   int              n_searchmoves)
{
  GString *command = g_string_new ("go");

  g_return_val_if_fail (n_searchmoves == 0 || searchmoves != NULL, NULL);

  if (depth == 0 && movetime_ms == 0)
    g_string_append (command, " infinite");
  if (depth > 0)
    g_string_append_printf (command, " depth %u", depth);
  if (movetime_ms > 0)
    g_string_append_printf (command, " movetime %u", movetime_ms);
  if (n_searchmoves > 0)
    g_string_append (command, " searchmoves");
  for (int i = 0; i < n_searchmoves; i++)
    {
      char uci[6];

      chess_move_to_uci (searchmoves[i], uci);
      g_string_append_printf (command, " %s", uci);
    }
  return g_string_free (command, FALSE);
}
