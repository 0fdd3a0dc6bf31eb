/* test-cli-pgn.c — `adjourn-cli pgn check`: one object per game, a summary
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "cli-run.h"

static const char games[] =
  "[Event \"Good\"]\n[White \"Capablanca\"]\n[Black \"Lasker\"]\n[Result \"1-0\"]\n\n"
  "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
  "[Event \"Ambiguous\"]\n\n"
  "1. d4 d5 2. Nf3 Nf6 3. Nbd2 Nbd7 4. e3 e6 5. Nd2 *\n\n"
  "[Event \"Broken\"]\n\n"
  "1. e4 {no end\n";

static void
test_games_and_summary (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (games, &out, &err, "pgn", "check", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);

  g_autoptr(JsonObject) a = cli_parse_object (lines[0]);
  g_assert_cmpint (json_object_get_int_member (a, "game"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (a, "status"), ==, "ok");
  g_assert_cmpstr (json_object_get_string_member (a, "white"), ==, "Capablanca");
  g_assert_cmpint (json_object_get_int_member (a, "plies"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (a, "result"), ==, "1-0");

  /* After 3. Nbd2 the f3 knight could reach d2, but its own knight is there. */
  g_autoptr(JsonObject) b = cli_parse_object (lines[1]);
  g_assert_cmpstr (json_object_get_string_member (b, "status"), ==, "problem");
  JsonObject *p = json_object_get_object_member (b, "problem");
  g_assert_cmpint (json_object_get_int_member (p, "ply"), ==, 9);
  g_assert_cmpint (json_object_get_int_member (p, "move_number"), ==, 5);
  g_assert_cmpstr (json_object_get_string_member (p, "side"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (p, "move"), ==, "Nd2");
  g_assert_cmpstr (json_object_get_string_member (p, "verdict"), ==, "illegal");
  g_assert_cmpstr (json_object_get_string_member (p, "reason_id"), ==, "own-piece-on-target");
  g_assert_cmpint (json_object_get_int_member (p, "line"), ==, 10);
  g_assert_nonnull (json_object_get_string_member (p, "reason"));
  g_assert_cmpint (json_object_get_int_member (b, "plies"), ==, 8);

  g_autoptr(JsonObject) c = cli_parse_object (lines[2]);
  g_assert_cmpstr (json_object_get_string_member (c, "status"), ==, "error");
  JsonObject *e = json_object_get_object_member (c, "error");
  g_assert_cmpstr (json_object_get_string_member (e, "code"), ==, "unterminated-comment");
  g_assert_cmpint (json_object_get_int_member (e, "line"), ==, 14);
  g_assert_cmpint (json_object_get_int_member (e, "column"), ==, 7);

  g_autoptr(JsonObject) s = cli_parse_object (lines[3]);
  JsonObject *sum = json_object_get_object_member (s, "summary");
  g_assert_cmpint (json_object_get_int_member (sum, "games"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (sum, "ok"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (sum, "problems"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (sum, "errors"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (sum, "plies"), ==, 6 + 8 + 1);
}

/* A real file: every game read, none in error. */
static void
test_real_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "games", "WorldChamp1886.pgn", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "pgn", "check", path, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  guint n = g_strv_length (lines);
  g_autoptr(JsonObject) s = cli_parse_object (lines[n - 1]);
  JsonObject *sum = json_object_get_object_member (s, "summary");
  g_assert_cmpint (json_object_get_int_member (sum, "games"), ==, n - 1);
  g_assert_cmpint (json_object_get_int_member (sum, "ok"), ==, n - 1);
  g_assert_cmpint (json_object_get_int_member (sum, "games"), ==, 20);
}

static void
test_bad_arguments (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "pgn", "check", "/nonexistent/games.pgn", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "games.pgn"));
  g_assert_cmpstr (out, ==, "");
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_assert_cmpint (cli_run (NULL, &out2, &err2, "pgn", "check", NULL), ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/pgn/games-and-summary", test_games_and_summary);
  g_test_add_func ("/cli/pgn/real-file", test_real_file);
  g_test_add_func ("/cli/pgn/bad-arguments", test_bad_arguments);
  return g_test_run ();
}
