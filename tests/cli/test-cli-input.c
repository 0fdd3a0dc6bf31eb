/* test-cli-input.c — what adjourn-cli says of input it cannot take: an
 * argument that is not UTF-8, a folder where a file was wanted, a NUL byte
 * in a PGN tag, numbers too large for a time
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"

/* Runs the CLI with ARGS (NULL-terminated), which it must refuse with exit
 * status 2 and exactly MESSAGE on stderr; nothing on stdout. */
#define assert_refused(message, ...)                                         \
  G_STMT_START                                                              \
  {                                                                         \
    g_autofree char *out_ = NULL, *err_ = NULL;                             \
    g_assert_cmpint (cli_run (NULL, &out_, &err_, __VA_ARGS__, NULL), ==, 2); \
    g_assert_cmpstr (err_, ==, message);                                    \
    g_assert_cmpstr (out_, ==, "");                                         \
  }                                                                         \
  G_STMT_END

/* A text option's value that is not UTF-8 is named with its option, as
 * "--opt VALUE" and as "--opt=VALUE"; GLib alone said only "Invalid byte
 * sequence in conversion input". */
static void
test_arguments_not_utf8 (void)
{
  assert_refused ("adjourn-cli: verify: --fen: not UTF-8 text (byte 0xFF at byte 1)\n", "verify", "--fen", "\xff",
                  "--move", "e4");
  assert_refused ("adjourn-cli: verify: --move: not UTF-8 text (byte 0xFF at byte 2)\n", "verify", "--fen",
                  "startpos", "--move=e\xff" "4");
  assert_refused ("adjourn-cli: verify: --notation: not UTF-8 text (byte 0xC3 at byte 2)\n", "verify", "--fen",
                  "startpos", "--move", "e4", "--notation", "c\xc3");
  assert_refused ("adjourn-cli: perft: --fen: not UTF-8 text (byte 0xE9 at byte 3)\n", "perft", "--fen", "st\xe9",
                  "--depth", "1");
  assert_refused ("adjourn-cli: envelope list: --actor: not UTF-8 text (byte 0xFE at byte 1)\n", "envelope", "list",
                  "--db", "/nonexistent/archive.db", "--actor", "\xfe");
  /* The filter is an argument of its own. */
  assert_refused ("adjourn-cli: envelope list: the filter is not UTF-8 text (byte 0xFF at byte 4)\n", "envelope",
                  "list", "Vid\xff", "--db", "/nonexistent/archive.db");
  /* Whatever is quoted back is UTF-8 on stderr. */
  assert_refused ("adjourn-cli: envelope export: “\xef\xbf\xbd” is not an envelope number\n", "envelope", "export",
                  "\xff");
  assert_refused ("adjourn-cli: unknown command “\xef\xbf\xbd” (see adjourn-cli --help)\n", "\xff");

  /* A file name is bytes, and is not refused for it: the file is looked for. */
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "resume", "/nonexistent/\xff.json", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "No such file"));
}

static void
test_pgn_check_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *message = g_strdup_printf ("adjourn-cli: pgn check: %s is a folder: give a PGN file\n", dir);
  assert_refused (message, "pgn", "check", dir);
  g_rmdir (dir);
}

/* A NUL byte in a tag value: that game is refused, named by its line and
 * its tag, and the next one is read. */
static void
test_pgn_nul_in_tag (void)
{
  static const char pgn[] = "[Event \"e\"]\n[White \"Vidal\0 (forged)\"]\n\n1. e4 *\n\n[Event \"next\"]\n\n1. d4 *\n";
  g_autofree char *path = cli_write_input ("");
  g_autoptr(GError) error = NULL;
  g_file_set_contents (path, pgn, sizeof pgn - 1, &error);
  g_assert_no_error (error);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "pgn", "check", path, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_autoptr(JsonObject) first = cli_parse_object (lines[0]);
  g_assert_cmpstr (json_object_get_string_member (first, "status"), ==, "error");
  JsonObject *e = json_object_get_object_member (first, "error");
  g_assert_cmpstr (json_object_get_string_member (e, "code"), ==, "nul-byte");
  g_assert_cmpint (json_object_get_int_member (e, "line"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (e, "message"), ==, "the value of tag White holds a NUL byte");
  g_autoptr(JsonObject) second = cli_parse_object (lines[1]);
  g_assert_cmpstr (json_object_get_string_member (second, "status"), ==, "ok");
  g_assert_cmpstr (json_object_get_string_member (second, "event"), ==, "next");
  cli_remove_input (path);
}

#define ENVELOPE(TIME_USED_WHITE)                                                                 \
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","               \
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\", \"sealer\": \"black\","          \
  " \"time_used\": {\"white\": " TIME_USED_WHITE ", \"black\": 7154}, \"sealed_move\": \"Td2\"," \
  " \"notation\": \"ca\"}"

/* A time over the limit, or beyond what 64 bits hold, is refused naming
 * its key: never read as a negative time. */
static void
test_times_too_large (void)
{
  static const struct {
    const char *time;
    const char *message;
  } cases[] = {
    { "10000001", "envelope.time_used.white: too large (at most 10000000)\n" },
    { "9223372036854775000", "envelope.time_used.white: too large (at most 10000000)\n" },
    { "100000000000000000000", "envelope.time_used.white: too large to be read as an integer at line 1, column 223\n" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new ("{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": "
                                              ENVELOPE ("TIME") ", \"arrivals\": {\"white\": 0, \"black\": 0}}");
      g_string_replace (text, "TIME", cases[i].time, 1);
      g_autofree char *path = cli_write_input (text->str);
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (cli_run (NULL, &out, &err, "resume", path, NULL), ==, 2);
      g_autofree char *expected = g_strdup_printf ("adjourn-cli: resume: %s: %s", path, cases[i].message);
      g_assert_cmpstr (err, ==, expected);
      cli_remove_input (path);
    }

  /* The envelope alone, as envelope check reads it. */
  g_autofree char *path = cli_write_input (ENVELOPE ("100000000000000000000"));
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "check", path, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "time_used.white: too large to be read as an integer"));
  cli_remove_input (path);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/input/arguments-not-utf8", test_arguments_not_utf8);
  g_test_add_func ("/cli/input/pgn-check-folder", test_pgn_check_folder);
  g_test_add_func ("/cli/input/pgn-nul-in-tag", test_pgn_nul_in_tag);
  g_test_add_func ("/cli/input/times-too-large", test_times_too_large);
  return g_test_run ();
}
