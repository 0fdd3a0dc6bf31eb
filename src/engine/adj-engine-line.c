/* adj-engine-line.c — one line of an engine's analysis: its score and moves
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-engine-line"

#include "config.h"

#include "chess-san.h"
#include "adj-engine-line.h"

struct _AdjEngineLine
{
  GObject          parent_instance;

  ChessPosition    root;
  guint            multipv;
  guint            depth;
  guint            seldepth;
  guint64          nodes;
  guint64          nps;
  guint64          time_ms;
  AdjUciScoreKind  score_kind;
  int              score;
  AdjUciBound      bound;
  guint            n_moves;
  ChessMove       *moves;
  GStrv            uci;
  GStrv            san;
};

G_DEFINE_FINAL_TYPE (AdjEngineLine, adj_engine_line, G_TYPE_OBJECT)

static void
adj_engine_line_finalize (GObject *object)
{
  AdjEngineLine *self = ADJ_ENGINE_LINE (object);

  g_free (self->moves);
  g_strfreev (self->uci);
  g_strfreev (self->san);

  G_OBJECT_CLASS (adj_engine_line_parent_class)->finalize (object);
}

static void
adj_engine_line_class_init (AdjEngineLineClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_engine_line_finalize;
}

static void
adj_engine_line_init (AdjEngineLine *self)
{
}

AdjEngineLine *
adj_engine_line_new (const ChessPosition *root,
                     const AdjUciInfo    *info)
{
  AdjEngineLine *self;
  ChessPosition pos;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (info->n_pv >= 0 && info->n_pv <= ADJ_UCI_PV_MAX, NULL);

  self = g_object_new (ADJ_TYPE_ENGINE_LINE, NULL);
  self->root = *root;
  self->multipv = info->multipv;
  self->depth = info->depth;
  self->seldepth = info->seldepth;
  self->nodes = info->nodes;
  self->nps = info->nps;
  self->time_ms = info->time_ms;
  self->score_kind = info->has & ADJ_UCI_HAS_SCORE ? info->score_kind : ADJ_UCI_SCORE_NONE;
  self->score = info->score;
  self->bound = info->bound;
  self->n_moves = (guint) info->n_pv;
  self->moves = g_memdup2 (info->pv, sizeof (ChessMove) * self->n_moves);
  self->uci = g_new0 (char *, self->n_moves + 1);
  self->san = g_new0 (char *, self->n_moves + 1);

  pos = *root;
  for (guint i = 0; i < self->n_moves; i++)
    {
      char uci[6];
      char san[CHESS_SAN_MAX];
      ChessUndo undo;

      /* adj_uci_parse_info() checked each move from this root. */
      g_assert (chess_position_is_legal (&pos, self->moves[i]));
      chess_move_to_uci (self->moves[i], uci);
      chess_san_write (&pos, self->moves[i], CHESS_LANG_EN, san);
      self->uci[i] = g_strdup (uci);
      self->san[i] = g_strdup (san);
      chess_position_make (&pos, self->moves[i], &undo);
    }
  return self;
}

guint
adj_engine_line_get_multipv (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), 0);
  return self->multipv;
}

guint
adj_engine_line_get_depth (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), 0);
  return self->depth;
}

guint
adj_engine_line_get_seldepth (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), 0);
  return self->seldepth;
}

guint64
adj_engine_line_get_nodes (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), 0);
  return self->nodes;
}

guint64
adj_engine_line_get_nps (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), 0);
  return self->nps;
}

guint64
adj_engine_line_get_time (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), 0);
  return self->time_ms;
}

AdjUciScoreKind
adj_engine_line_get_score (AdjEngineLine *self,
                           int           *value,
                           AdjUciBound   *bound)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), ADJ_UCI_SCORE_NONE);

  if (value != NULL)
    *value = self->score;
  if (bound != NULL)
    *bound = self->bound;
  return self->score_kind;
}

AdjUciScoreKind
adj_engine_line_get_white_score (AdjEngineLine *self,
                                 int           *value)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), ADJ_UCI_SCORE_NONE);

  if (value != NULL)
    *value = self->root.side == CHESS_WHITE ? self->score : -self->score;
  return self->score_kind;
}

char *
adj_engine_line_format_score (AdjEngineLine *self)
{
  int v;

  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), NULL);

  switch (adj_engine_line_get_white_score (self, &v))
    {
    case ADJ_UCI_SCORE_CP:
      return g_strdup_printf ("%s%d.%02d", v > 0 ? "+" : v < 0 ? "-" : "", ABS (v) / 100, ABS (v) % 100);
    case ADJ_UCI_SCORE_MATE:
      {
        /* Positive: the side to move mates; zero or negative ("mate 0"
         * when it is mated already): the other side does. */
        gboolean white_mates = (self->score > 0) == (self->root.side == CHESS_WHITE);

        return g_strdup_printf ("#%s%d", white_mates ? "" : "-", ABS (self->score));
      }
    case ADJ_UCI_SCORE_NONE:
    default:
      return g_strdup ("");
    }
}

const ChessPosition *
adj_engine_line_get_root (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), NULL);
  return &self->root;
}

const ChessMove *
adj_engine_line_get_moves (AdjEngineLine *self,
                           guint         *n_moves)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), NULL);

  if (n_moves != NULL)
    *n_moves = self->n_moves;
  return self->moves;
}

const char * const *
adj_engine_line_get_uci (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), NULL);
  return (const char * const *) self->uci;
}

const char * const *
adj_engine_line_get_san (AdjEngineLine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), NULL);
  return (const char * const *) self->san;
}

char *
adj_engine_line_format_moves (AdjEngineLine *self,
                              ChessLang      lang,
                              gboolean       figurine,
                              guint          max_moves)
{
  GString *text;
  ChessPosition pos;
  guint n;

  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (self), NULL);
  g_return_val_if_fail (lang < CHESS_N_LANGS, NULL);

  text = g_string_new (NULL);
  pos = self->root;
  n = max_moves == 0 ? self->n_moves : MIN (max_moves, self->n_moves);
  for (guint i = 0; i < n; i++)
    {
      char san[CHESS_SAN_FIGURINE_MAX];
      ChessUndo undo;

      if (i > 0)
        g_string_append_c (text, ' ');
      if (pos.side == CHESS_WHITE)
        g_string_append_printf (text, "%d.", pos.fullmove_number);
      else if (i == 0)
        g_string_append_printf (text, "%d…", pos.fullmove_number);
      if (figurine)
        chess_san_write_figurine (&pos, self->moves[i], san);
      else
        chess_san_write (&pos, self->moves[i], lang, san);
      g_string_append (text, san);
      chess_position_make (&pos, self->moves[i], &undo);
    }
  return g_string_free (text, FALSE);
}
