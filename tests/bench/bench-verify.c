/* bench-verify.c — the verdict function alone, on a parsed position
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs chess_notation_judge over every case of the sample file (FEN parsed
 * once, outside the timing) many times over and prints the mean time per
 * call. Goal: at most 1 µs.
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "chess-fen.h"
#include "chess-notation.h"

typedef struct {
  ChessPosition pos;
  char         *move;
  ChessLang     lang;
} Case;

int
main (int argc, char *argv[])
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-verify SAMPLE.jsonl [ROUNDS]\n");
      return 2;
    }
  int rounds = argc > 2 ? atoi (argv[2]) : 500;
  g_autofree char *text = NULL;
  if (!g_file_get_contents (argv[1], &text, NULL, NULL))
    return 2;
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GArray) cases = g_array_new (FALSE, FALSE, sizeof (Case));
  for (int i = 0; lines[i]; i++)
    {
      if (!*lines[i])
        continue;
      g_autoptr(JsonNode) node = json_from_string (lines[i], NULL);
      if (!node)
        continue;
      JsonObject *o = json_node_get_object (node);
      Case c;
      if (!chess_fen_read (&c.pos, json_object_get_string_member (o, "fen"), NULL)
          || !chess_lang_parse (json_object_get_string_member (o, "notation"), &c.lang))
        continue;
      c.move = g_strdup (json_object_get_string_member (o, "move"));
      g_array_append_val (cases, c);
    }

  ChessVerdict v;
  guint64 sink = 0;
  gint64 t0 = g_get_monotonic_time ();
  for (int r = 0; r < rounds; r++)
    for (guint i = 0; i < cases->len; i++)
      {
        Case *c = &g_array_index (cases, Case, i);
        chess_notation_judge (&c->pos, c->move, c->lang, &v);
        sink += (guint64) v.kind + v.move;
      }
  gint64 t1 = g_get_monotonic_time ();
  double calls = (double) rounds * cases->len;
  double ns = (double) (t1 - t0) * 1000.0 / calls;
  printf ("verdict function: %.0f calls, %.0f ns per call (goal: <= 1000 ns) [%" G_GUINT64_FORMAT "]\n",
          calls, ns, sink % 10);
  for (guint i = 0; i < cases->len; i++)
    g_free (g_array_index (cases, Case, i).move);
  return 0;
}
