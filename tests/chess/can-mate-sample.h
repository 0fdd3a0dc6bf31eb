/* can-mate-sample.h — the labelled "can this side mate?" sample, for a test and a benchmark
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/can-mate-sample.jsonl: one object a line, "fen", "side",
 * "answer" (a strong analyser's yes or no) and "hard". A few of its
 * positions have more promoted pieces than a game can give a side: the FEN
 * reader refuses them (as it should), but the question still has an
 * answer, so those are set up square by square here.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "chess-draw.h"
#include "chess-fen.h"

typedef struct {
  ChessPosition pos;
  ChessColor    side;
  gboolean      yes;      /* the label */
  gboolean      hard;
  gboolean      refused;  /* the FEN reader refused it; set up here */
  guint         line;     /* in the file, from 1 */
  char         *fen;
} CanMateCase;

/* The placement and side to move of 'fen', without the reader's checks
 * (no castling, no en passant: the sample has none). */
static inline gboolean
can_mate_sample_place (const char *fen, ChessPosition *pos)
{
  static const char letters[] = "pnbrqk";
  int rank = 7, file = 0;
  const char *p = fen;

  chess_position_clear (pos);
  for (; *p && *p != ' '; p++)
    {
      if (*p == '/')
        {
          rank--, file = 0;
          continue;
        }
      if (*p >= '1' && *p <= '8')
        {
          file += *p - '0';
          continue;
        }
      const char *at = strchr (letters, g_ascii_tolower (*p));
      if (at == NULL || rank < 0 || file > 7)
        return FALSE;
      chess_position_put (pos, chess_square_make (file, rank),
                          chess_piece_make (g_ascii_isupper (*p) ? CHESS_WHITE : CHESS_BLACK, (ChessPieceType) (at - letters)));
      file++;
    }
  pos->side = p[0] == ' ' && p[1] == 'b' ? CHESS_BLACK : CHESS_WHITE;
  chess_position_refresh (pos);
  return TRUE;
}

/* Every case of the sample file; NULL (and a message) if it cannot be read. */
static inline GArray *
can_mate_sample_load (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  GArray *cases = g_array_new (FALSE, TRUE, sizeof (CanMateCase));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      if (!*lines[i])
        continue;
      g_autoptr(JsonNode) node = json_from_string (lines[i], NULL);
      if (!node || !JSON_NODE_HOLDS_OBJECT (node))
        continue;
      JsonObject *o = json_node_get_object (node);
      CanMateCase c = { .line = i + 1 };
      c.fen = g_strdup (json_object_get_string_member_with_default (o, "fen", ""));
      c.side = g_strcmp0 (json_object_get_string_member_with_default (o, "side", ""), "black") == 0 ? CHESS_BLACK : CHESS_WHITE;
      c.yes = g_strcmp0 (json_object_get_string_member_with_default (o, "answer", ""), "yes") == 0;
      c.hard = json_object_get_boolean_member_with_default (o, "hard", FALSE);
      if (!chess_fen_read (&c.pos, c.fen, NULL))
        {
          c.refused = TRUE;
          if (!can_mate_sample_place (c.fen, &c.pos))
            {
              g_free (c.fen);
              continue;
            }
        }
      g_array_append_val (cases, c);
    }
  return cases;
}

static inline void
can_mate_sample_free (GArray *cases)
{
  for (guint i = 0; i < cases->len; i++)
    g_free (g_array_index (cases, CanMateCase, i).fen);
  g_array_unref (cases);
}

/* A test's position; a FEN the reader refuses is the test's own mistake. */
static inline ChessPosition
can_mate_position (const char *fen)
{
  ChessPosition pos;
  ChessFenResult r;
  if (!chess_fen_read (&pos, fen, &r))
    g_error ("bad test FEN %s: %s", fen, chess_fen_error_id (r.code));
  return pos;
}

/* The FEN of a board given square by square (a1 first, 0 for empty, else
 * the FEN letter), no castling, no en passant. Free the result. */
static inline char *
can_mate_board_fen (const char board[64], gboolean white_to_move)
{
  GString *str = g_string_new (NULL);
  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          char c = board[rank * 8 + file];
          if (c == 0)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_printf (str, "%d", empty);
          empty = 0;
          g_string_append_c (str, c);
        }
      if (empty)
        g_string_append_printf (str, "%d", empty);
      if (rank)
        g_string_append_c (str, '/');
    }
  g_string_append (str, white_to_move ? " w - - 0 1" : " b - - 0 1");
  return g_string_free (str, FALSE);
}
