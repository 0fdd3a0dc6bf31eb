/* adj-cli-pgn.c — `adjourn-cli pgn check FILE`: every game's moves checked
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One JSON object a line per game, then a summary line. Written by hand
 * rather than through JsonGenerator: tens of thousands of games a second.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "adj-cli.h"
#include "chess-pgn.h"

static void
add_tag (GString *out, const ChessGame *game, const char *key, const char *tag)
{
  const char *value = chess_game_tag (game, tag);
  if (!value)
    return;
  g_string_append_printf (out, ",\"%s\":", key);
  adj_cli_json_string (out, value);
}

static void
add_problem (GString *out, const ChessGame *game, const ChessPgnGameInfo *info)
{
  const ChessPosition *pos = chess_game_position (game);
  const ChessVerdict *v = &info->problem_verdict;
  g_string_append_printf (out, ",\"problem\":{\"ply\":%d,\"move_number\":%d,\"side\":\"%s\",\"line\":%d,\"column\":%d,\"move\":",
                          info->problem_ply, pos->fullmove_number,
                          pos->side == CHESS_WHITE ? "white" : "black", info->problem_line, info->problem_column);
  adj_cli_json_string (out, info->problem_text);
  g_string_append_c (out, ',');
  adj_cli_append_verdict (out, pos, v);
  g_string_append_c (out, '}');
}

int
adj_cli_pgn_check (int argc, char **argv)
{
  if (argc != 2)
    return adj_cli_fail ("pgn check: give one PGN file (“-” reads stdin)");

  g_autoptr(GError) error = NULL;
  g_autoptr(GMappedFile) mapped = NULL;
  g_autofree char *read_text = NULL;
  const char *data;
  gsize size;
  /* Files are mapped, not read: a big archive costs no copy. What cannot
   * be mapped (a pipe) is read; a folder is neither. */
  gboolean from_stdin = g_strcmp0 (argv[1], "-") == 0;
  GStatBuf st;
  gboolean stated = !from_stdin && g_stat (argv[1], &st) == 0;
  if (stated && S_ISDIR (st.st_mode))
    return adj_cli_fail ("pgn check: %s is a folder: give a PGN file", argv[1]);
  if (from_stdin || (stated && !S_ISREG (st.st_mode)))
    {
      if (!adj_cli_read_input (argv[1], &read_text, &size, &error))
        return adj_cli_fail ("pgn check: %s", error->message);
      data = read_text;
    }
  else
    {
      mapped = g_mapped_file_new (argv[1], FALSE, &error);
      if (!mapped)
        return adj_cli_fail ("pgn check: %s", error->message);
      data = g_mapped_file_get_contents (mapped);
      size = g_mapped_file_get_length (mapped);
      if (!data)
        data = "";
    }

  ChessPgnReader *reader = chess_pgn_reader_new (data, size);
  chess_pgn_reader_set_keep_notes (reader, FALSE);
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);
  guint64 games = 0, ok = 0, problems = 0, errors = 0, plies = 0;
  g_autoptr(GString) out = g_string_sized_new (1 << 16);

  while (chess_pgn_reader_next (reader, &game, &info))
    {
      games++;
      plies += (guint64) chess_game_ply_count (&game);
      g_string_append_printf (out, "{\"game\":%d,\"line\":%d", info.index, info.line);
      add_tag (out, &game, "white", "White");
      add_tag (out, &game, "black", "Black");
      add_tag (out, &game, "event", "Event");
      g_string_append_printf (out, ",\"plies\":%d,\"result\":\"%s\"", chess_game_ply_count (&game),
                              chess_result_to_string (info.marker));
      if (info.error != CHESS_PGN_ERROR_NONE)
        {
          errors++;
          g_string_append_printf (out, ",\"status\":\"error\",\"error\":{\"code\":\"%s\",\"line\":%d,\"column\":%d,\"message\":",
                                  chess_pgn_error_id (info.error), info.error_line, info.error_column);
          adj_cli_json_string (out, info.error_detail);
          g_string_append_c (out, '}');
        }
      else if (info.problem)
        {
          problems++;
          g_string_append (out, ",\"status\":\"problem\"");
        }
      else
        {
          ok++;
          g_string_append (out, ",\"status\":\"ok\"");
        }
      if (info.problem)
        add_problem (out, &game, &info);
      g_string_append (out, "}\n");
      if (out->len > (1 << 16) - 4096)
        {
          fwrite (out->str, 1, out->len, stdout);
          g_string_truncate (out, 0);
        }
    }
  g_string_append_printf (out,
                          "{\"summary\":{\"games\":%" G_GUINT64_FORMAT ",\"ok\":%" G_GUINT64_FORMAT
                          ",\"problems\":%" G_GUINT64_FORMAT ",\"errors\":%" G_GUINT64_FORMAT
                          ",\"plies\":%" G_GUINT64_FORMAT "}}\n",
                          games, ok, problems, errors, plies);
  fwrite (out->str, 1, out->len, stdout);
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);
  return ADJ_CLI_EXIT_OK;
}
