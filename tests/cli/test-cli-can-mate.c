/* test-cli-can-mate.c — `adjourn-cli can-mate` as spec/cli.md describes it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "chess-fen.h"
#include "cli-run.h"

/* The answer's "line", played from 'fen', must end in a mate by 'side'. */
static void
assert_line_mates (JsonObject *o, const char *fen, ChessColor side)
{
  ChessPosition pos;
  g_assert_true (chess_fen_read (&pos, fen, NULL));
  JsonArray *line = json_object_get_array_member (o, "line");
  g_assert_nonnull (line);
  g_assert_cmpuint (json_array_get_length (line), >, 0);
  for (guint i = 0; i < json_array_get_length (line); i++)
    {
      ChessMove m = chess_move_from_uci (&pos, json_array_get_string_element (line, i));
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      ChessUndo undo;
      chess_position_make (&pos, m, &undo);
    }
  g_assert_true (chess_position_is_checkmate (&pos));
  g_assert_cmpint (pos.side, ==, !side);
}

static JsonObject *
run_one (int want_status, ...)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *args[12] = { "can-mate" };
  int n = 1;
  va_list ap;
  va_start (ap, want_status);
  for (const char *a = va_arg (ap, const char *); a && n < 11; a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);
  int status = cli_run (NULL, &out, &err, args[0], args[1], args[2], args[3], args[4], args[5], args[6],
                        args[7], args[8], args[9], args[10], NULL);
  g_assert_cmpint (status, ==, want_status);
  if (want_status != 0)
    return NULL;
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  return cli_parse_object (lines[0]);
}

/* Without --side, the side not to move is asked about. */
static void
test_single (void)
{
  const char *fen = "8/8/8/4k3/8/8/8/4K2R b - - 0 1";
  g_autoptr(JsonObject) o = run_one (0, "--fen", fen, NULL);
  g_assert_cmpstr (json_object_get_string_member (o, "side"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (o, "answer"), ==, "yes");
  g_assert_false (json_object_has_member (o, "reason"));
  g_assert_cmpint (json_object_get_int_member (o, "nodes"), >, 0);
  assert_line_mates (o, fen, CHESS_WHITE);
}

/* --side: the bare king cannot mate, and the answer says why. */
static void
test_side (void)
{
  const char *fen = "8/8/8/4k3/8/8/8/4K2R b - - 0 1";
  g_autoptr(JsonObject) o = run_one (0, "--fen", fen, "--side", "black", NULL);
  g_assert_cmpstr (json_object_get_string_member (o, "side"), ==, "black");
  g_assert_cmpstr (json_object_get_string_member (o, "answer"), ==, "no");
  g_assert_false (json_object_has_member (o, "line"));
  g_assert_nonnull (strstr (json_object_get_string_member (o, "reason"), "only its king"));
  g_assert_cmpint (json_object_get_int_member (o, "nodes"), ==, 0);

  /* a shut pawn wall: no reachable position has a mate */
  g_autoptr(JsonObject) wall = run_one (0, "--fen", "4k3/8/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/4KB2 w - -",
                                        "--side", "white", NULL);
  g_assert_cmpstr (json_object_get_string_member (wall, "answer"), ==, "no");
  g_assert_nonnull (strstr (json_object_get_string_member (wall, "reason"), "pawn"));

  /* pieces shut in behind the pawns: the reason names their squares */
  g_autoptr(JsonObject) shut = run_one (0, "--fen", "N1b1N1N1/1pPpPpPp/1P1P1P1P/4B3/8/8/8/K1k5 w - -",
                                        "--side", "black", NULL);
  g_assert_cmpstr (json_object_get_string_member (shut, "answer"), ==, "no");
  g_assert_cmpstr (json_object_get_string_member (shut, "reason"), ==,
                   "The pawns are locked, and White's pieces on a8, e8 and g8 and Black's piece on c8 are "
                   "shut in for ever: none can ever promote, and within the squares the pawns and pieces "
                   "can ever reach, Black can never set up a mate.");

  /* a knight against a queen: the reason names both */
  g_autoptr(JsonObject) knight = run_one (0, "--fen", "8/3Q4/8/8/4K3/8/4n3/1k6 w - -", "--side", "black", NULL);
  g_assert_cmpstr (json_object_get_string_member (knight, "answer"), ==, "no");
  g_assert_cmpstr (json_object_get_string_member (knight, "reason"), ==,
                   "Black has only a knight against a king and a queen, and no placement of these four "
                   "pieces is a checkmate.");
}

/* A mate that needs a long series: the whole line comes back and mates. */
static void
test_long_line (void)
{
  const char *fen = "4k3/7B/8/7p/8/5K2/8/8 w - - 0 1";
  g_autoptr(JsonObject) o = run_one (0, "--fen", fen, "--side", "white", NULL);
  g_assert_cmpstr (json_object_get_string_member (o, "answer"), ==, "yes");
  assert_line_mates (o, fen, CHESS_WHITE);
}

/* --nodes: a limit too small to settle the question gives unknown, with
 * no more nodes than allowed, and neither line nor reason. */
static void
test_nodes_limit (void)
{
  g_autoptr(JsonObject) o = run_one (0, "--fen", "startpos", "--side", "white", "--nodes", "10", NULL);
  g_assert_cmpstr (json_object_get_string_member (o, "answer"), ==, "unknown");
  g_assert_cmpint (json_object_get_int_member (o, "nodes"), <=, 10);
  g_assert_false (json_object_has_member (o, "line"));
  g_assert_false (json_object_has_member (o, "reason"));
  /* the default limit settles it */
  g_autoptr(JsonObject) settled = run_one (0, "--fen", "startpos", "--side", "white", NULL);
  g_assert_cmpstr (json_object_get_string_member (settled, "answer"), ==, "yes");
  assert_line_mates (settled, "startpos", CHESS_WHITE);
}

/* One answer a line, in order; a bad line gets an error object (and a
 * message on stderr) and the batch goes on; exit status 0. */
static void
test_batch (void)
{
  static const char input[] =
    "{\"fen\":\"8/8/8/4k3/8/8/8/4K2R w - - 0 1\",\"side\":\"white\"}\n"
    "{\"fen\":\"8/8/8/4k3/8/8/8/4K2R w - - 0 1\",\"side\":\"black\",\"id\":7}\n"
    "not json\n"
    "\n"
    "{\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}\n"
    "{\"fen\":\"8/8/8/4k3/8/8/8/4K2R w - - 0 1\",\"side\":\"blue\"}\n"
    "{\"side\":\"white\"}\n"
    "{\"fen\":\"8/8/8/4k3/8/8/8/4K2R w - - 0 1\"}\n";
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (input, &out, &err, "can-mate", "--batch", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);

  g_autoptr(JsonObject) a = cli_parse_object (lines[0]);
  g_assert_cmpstr (json_object_get_string_member (a, "answer"), ==, "yes");
  assert_line_mates (a, "8/8/8/4k3/8/8/8/4K2R w - - 0 1", CHESS_WHITE);
  g_autoptr(JsonObject) b = cli_parse_object (lines[1]);
  g_assert_cmpint (json_object_get_int_member (b, "id"), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (b, "answer"), ==, "no");
  g_autoptr(JsonObject) c = cli_parse_object (lines[2]);
  g_assert_nonnull (strstr (json_object_get_string_member (c, "error"), "line 3"));
  g_assert_false (json_object_has_member (c, "answer"));
  g_autoptr(JsonObject) d = cli_parse_object (lines[3]);
  g_assert_nonnull (strstr (json_object_get_string_member (d, "error"), "line 5: bad FEN"));
  g_autoptr(JsonObject) e = cli_parse_object (lines[4]);
  g_assert_nonnull (strstr (json_object_get_string_member (e, "error"), "line 6: side"));
  g_autoptr(JsonObject) f = cli_parse_object (lines[5]);
  g_assert_nonnull (strstr (json_object_get_string_member (f, "error"), "line 7: fen"));
  /* no side: the side not to move (Black, with only its king) */
  g_autoptr(JsonObject) g = cli_parse_object (lines[6]);
  g_assert_cmpstr (json_object_get_string_member (g, "side"), ==, "black");
  g_assert_cmpstr (json_object_get_string_member (g, "answer"), ==, "no");

  g_assert_nonnull (strstr (err, "adjourn-cli: line 3"));
  g_assert_nonnull (strstr (err, "adjourn-cli: line 5: bad FEN"));
}

static void
test_usage_errors (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "can-mate", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--fen"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "can-mate", "--fen", "x", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "bad FEN"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "can-mate", "--fen", "startpos", "--side", "both", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--side"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "can-mate", "--fen", "startpos", "--nodes", "-5", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--nodes"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "can-mate", "--batch", "/nonexistent/file", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "can-mate", "--batch", "-", "--fen", "startpos", NULL), ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/can-mate/single", test_single);
  g_test_add_func ("/cli/can-mate/side", test_side);
  g_test_add_func ("/cli/can-mate/long-line", test_long_line);
  g_test_add_func ("/cli/can-mate/nodes-limit", test_nodes_limit);
  g_test_add_func ("/cli/can-mate/batch", test_batch);
  g_test_add_func ("/cli/can-mate/usage-errors", test_usage_errors);
  return g_test_run ();
}
