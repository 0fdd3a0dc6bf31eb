/* adj-cli-verify.c — `adjourn-cli verify`: legal, ambiguous, illegal or unreadable
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Batch mode writes JSON by hand (not JsonGenerator) and reads each line
 * with json-glib: hundreds of thousands of verdicts a second.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "adj-cli.h"
#include "adj-verdict.h"
#include "chess-fen.h"
#include "chess-san.h"

void
adj_cli_append_verdict (GString *out, const ChessPosition *pos, const ChessVerdict *v)
{
  g_string_append_printf (out, "\"verdict\":\"%s\"", chess_verdict_kind_id (v->kind));
  if (v->kind == CHESS_VERDICT_LEGAL)
    {
      char uci[6], san[CHESS_SAN_MAX];
      chess_move_to_uci (v->move, uci);
      chess_san_write (pos, v->move, CHESS_LANG_EN, san);
      g_string_append_printf (out, ",\"uci\":\"%s\",\"san\":", uci);
      adj_cli_json_string (out, san);
    }
  if (v->kind == CHESS_VERDICT_AMBIGUOUS)
    {
      g_autoptr(GPtrArray) candidates = adj_verdict_candidates (v);
      g_string_append (out, ",\"candidates\":[");
      for (guint i = 0; i < candidates->len; i++)
        g_string_append_printf (out, "%s\"%s\"", i ? "," : "", (const char *) candidates->pdata[i]);
      g_string_append_c (out, ']');
    }
  g_autofree char *reason = adj_verdict_reason (pos, v);
  g_string_append_printf (out, ",\"reason_id\":\"%s\",\"reason\":", chess_reason_id (v->reason));
  adj_cli_json_string (out, reason);
  if (v->notes)
    {
      g_autoptr(GPtrArray) notes = adj_verdict_notes (v->notes);
      g_string_append (out, ",\"notes\":[");
      for (guint i = 0; i < notes->len; i++)
        {
          if (i)
            g_string_append_c (out, ',');
          adj_cli_json_string (out, notes->pdata[i]);
        }
      g_string_append_c (out, ']');
    }
}

static gboolean
read_fen (const char *text, ChessPosition *pos, char **message)
{
  ChessFenResult r;
  if (chess_fen_read (pos, text, &r))
    return TRUE;
  *message = g_strdup_printf ("bad FEN: %s%s%s%s", chess_fen_error_message (r.code),
                              *r.detail ? " (" : "", r.detail, *r.detail ? ")" : "");
  return FALSE;
}

/* One batch line → one output line; FALSE only for lines to skip (blank). */
static gboolean
verify_line (JsonParser *parser, const char *line, gsize len, guint64 number, GString *out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  JsonObject *o = NULL;
  JsonNode *id = NULL;
  ChessPosition pos;
  ChessLang lang = CHESS_LANG_EN;

  while (len && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
    len--;
  if (len == 0)
    return FALSE;

  if (!json_parser_load_from_data (parser, line, (gssize) len, &error))
    message = g_strdup_printf ("not JSON: %s", error->message);
  else if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    message = g_strdup ("not a JSON object");
  else
    {
      o = json_node_get_object (json_parser_get_root (parser));
      id = json_object_get_member (o, "id");
      JsonNode *fen = json_object_get_member (o, "fen");
      JsonNode *move = json_object_get_member (o, "move");
      JsonNode *notation = json_object_get_member (o, "notation");
      if (!fen || json_node_get_value_type (fen) != G_TYPE_STRING)
        message = g_strdup ("\"fen\" is missing or not a string");
      else if (!move || json_node_get_value_type (move) != G_TYPE_STRING)
        message = g_strdup ("\"move\" is missing or not a string");
      else if (notation && !JSON_NODE_HOLDS_NULL (notation)
               && (json_node_get_value_type (notation) != G_TYPE_STRING
                   || !chess_lang_parse (json_node_get_string (notation), &lang)))
        message = g_strdup ("\"notation\" is not one of en ca es pt de fr it nl");
      else if (read_fen (json_node_get_string (fen), &pos, &message))
        {
          ChessVerdict v;
          chess_notation_judge (&pos, json_node_get_string (move), lang, &v);
          g_string_append_c (out, '{');
          if (id)
            {
              g_autofree char *id_text = json_to_string (id, FALSE);
              g_string_append_printf (out, "\"id\":%s,", id_text);
            }
          adj_cli_append_verdict (out, &pos, &v);
          g_string_append (out, "}\n");
          return TRUE;
        }
    }

  g_string_append_c (out, '{');
  if (id)
    {
      g_autofree char *id_text = json_to_string (id, FALSE);
      g_string_append_printf (out, "\"id\":%s,", id_text);
    }
  g_autofree char *full = g_strdup_printf ("line %" G_GUINT64_FORMAT ": %s", number, message);
  g_string_append (out, "\"error\":");
  adj_cli_json_string (out, full);
  g_string_append (out, "}\n");
  return TRUE;
}

static int
verify_batch (const char *path)
{
  FILE *in = strcmp (path, "-") == 0 ? stdin : fopen (path, "rb");
  if (!in)
    return adj_cli_fail ("verify: cannot open %s: %s", path, g_strerror (errno));

  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GString) out = g_string_sized_new (1 << 17);
  char *line = NULL;
  size_t cap = 0;
  ssize_t n;
  guint64 number = 0;
  while ((n = getline (&line, &cap, in)) >= 0)
    {
      number++;
      if (n > 0 && line[n - 1] == '\n')
        n--;
      verify_line (parser, line, (gsize) n, number, out);
      if (out->len > (1 << 17) - 4096)
        {
          fwrite (out->str, 1, out->len, stdout);
          g_string_truncate (out, 0);
        }
    }
  fwrite (out->str, 1, out->len, stdout);
  free (line);
  if (in != stdin)
    fclose (in);
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_verify (int argc, char **argv)
{
  g_autofree char *fen = NULL, *move = NULL, *notation = NULL, *batch = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "The adjourned position", "FEN" },
    { "move", 0, 0, G_OPTION_ARG_STRING, &move, "The sealed move as written", "TEXT" },
    { "notation", 0, 0, G_OPTION_ARG_STRING, &notation, "Piece letters: en ca es pt de fr it nl", "LANG" },
    { "batch", 0, 0, G_OPTION_ARG_FILENAME, &batch, "One JSON object a line (\"-\": stdin)", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- judge a written sealed move");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return adj_cli_fail ("verify: %s", error->message);
  if (argc > 1)
    return adj_cli_fail ("verify: unexpected argument '%s'", argv[1]);
  if (batch)
    {
      if (fen || move)
        return adj_cli_fail ("verify: --batch reads FEN and move from the file; give no --fen or --move");
      return verify_batch (batch);
    }
  if (!fen || !move)
    return adj_cli_fail ("verify: give --fen FEN and --move TEXT, or --batch FILE");

  ChessLang lang = CHESS_LANG_EN;
  if (notation && !chess_lang_parse (notation, &lang))
    return adj_cli_fail ("verify: unknown notation '%s' (en ca es pt de fr it nl)", notation);
  ChessPosition pos;
  g_autofree char *message = NULL;
  if (!read_fen (fen, &pos, &message))
    return adj_cli_fail ("verify: %s", message);

  ChessVerdict v;
  chess_notation_judge (&pos, move, lang, &v);
  g_autoptr(GString) out = g_string_new ("{");
  adj_cli_append_verdict (out, &pos, &v);
  g_string_append (out, "}\n");
  fputs (out->str, stdout);
  return ADJ_CLI_EXIT_OK;
}
