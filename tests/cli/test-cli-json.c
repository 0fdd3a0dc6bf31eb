/* test-cli-json.c — every command that reads a JSON file refuses one nested
 * a hundred thousand levels deep with a one-line error, and verify --batch
 * answers a bad line and goes on
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"
#include "../json-test.h"

#define DEEP 100000

/* Exit 2, nothing on stdout, one line on stderr that names the file and
 * where the nesting goes too deep. */
static void
assert_refused_deep (const char *path, const char *command, const char *out, const char *err, int status)
{
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_autofree char *want = g_strdup_printf ("adjourn-cli: %s: %s: nested deeper than 64 levels at line 1, column 65\n",
                                           command, path);
  g_assert_cmpstr (err, ==, want);
}

static void
test_deep_file (void)
{
  g_autofree char *deep = json_test_nested (DEEP);
  g_autofree char *path = cli_write_input (deep);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *db = g_build_filename (dir, "archive.db", NULL);

  static const char *const commands[][2] = {
    { "envelope", "check" },
    { "resume", NULL },
    { "reconstruct", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      int status = commands[i][1] ? cli_run (NULL, &out, &err, commands[i][0], commands[i][1], path, NULL)
                                  : cli_run (NULL, &out, &err, commands[i][0], path, NULL);
      g_autofree char *name = g_strjoin (" ", commands[i][0], commands[i][1], NULL);
      assert_refused_deep (path, name, out, err, status);
    }

  /* Refused before the archive is opened: none is created. */
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "envelope", "import", path, "--db", db, NULL);
  assert_refused_deep (path, "envelope import", out, err, status);
  g_assert_false (g_file_test (db, G_FILE_TEST_EXISTS));

  /* The same from standard input. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  status = cli_run (deep, &out, &err, "envelope", "check", "-", NULL);
  assert_refused_deep ("-", "envelope check", out, err, status);

  cli_remove_input (path);
}

/* Lines that are good, too deep, not UTF-8, holding a NUL byte or a lone
 * surrogate: one answer each, in order, none lost. */
static void
test_verify_batch (void)
{
  g_autofree char *deep = json_test_nested (DEEP);
  g_autoptr(GString) batch = g_string_new (NULL);
  g_string_append (batch, "{\"id\": 1, \"fen\": \"startpos\", \"move\": \"e4\"}\n");
  g_string_append_printf (batch, "%s\n", deep);
  g_string_append (batch, "{\"id\": 3, \"fen\": \"startpos\", \"move\": \"Nf3\"}\n");
  g_string_append (batch, "{\"id\": 4, \"fen\": \"startpos\", \"move\": \"e\xff\"}\n");
  static const char with_nul[] = "{\"id\": 5, \"fen\": \"startpos\", \"move\": \"e4\0 forged\"}\n";
  g_string_append_len (batch, with_nul, sizeof with_nul - 1);
  g_string_append (batch, "{\"id\": 6, \"fen\": \"startpos\", \"move\": \"\\ud800\"}\n");
  g_string_append (batch, "{\"id\": 7, \"fen\": \"startpos\", \"move\": \"d4\"}\n");

  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "batch.jsonl", NULL);
  g_file_set_contents (path, batch->str, (gssize) batch->len, &error);
  g_assert_no_error (error);

  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "verify", "--batch", path, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);

  g_autoptr(JsonObject) first = cli_parse_object (lines[0]);
  g_assert_cmpint (json_object_get_int_member (first, "id"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (first, "uci"), ==, "e2e4");

  g_autoptr(JsonObject) too_deep = cli_parse_object (lines[1]);
  g_assert_false (json_object_has_member (too_deep, "verdict"));
  g_assert_cmpstr (json_object_get_string_member (too_deep, "error"), ==,
                   "line 2: nested deeper than 64 levels at line 1, column 65");

  g_autoptr(JsonObject) third = cli_parse_object (lines[2]);
  g_assert_cmpint (json_object_get_int_member (third, "id"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (third, "uci"), ==, "g1f3");

  g_autoptr(JsonObject) latin1 = cli_parse_object (lines[3]);
  g_assert_false (json_object_has_member (latin1, "verdict"));
  g_assert_nonnull (strstr (json_object_get_string_member (latin1, "error"), "line 4: not UTF-8: byte 0xFF"));

  g_autoptr(JsonObject) nul = cli_parse_object (lines[4]);
  g_assert_false (json_object_has_member (nul, "verdict"));
  g_assert_nonnull (strstr (json_object_get_string_member (nul, "error"), "line 5: a NUL byte at byte offset 40"));

  g_autoptr(JsonObject) surrogate = cli_parse_object (lines[5]);
  g_assert_false (json_object_has_member (surrogate, "verdict"));
  g_assert_nonnull (strstr (json_object_get_string_member (surrogate, "error"), "line 6: a lone UTF-16 surrogate"));

  g_autoptr(JsonObject) last = cli_parse_object (lines[6]);
  g_assert_cmpint (json_object_get_int_member (last, "id"), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (last, "uci"), ==, "d2d4");

  /* Each bad line is told on stderr too, one line each. */
  g_auto (GStrv) told = g_strsplit (g_strstrip (err), "\n", -1);
  g_assert_cmpuint (g_strv_length (told), ==, 4);
  g_assert_cmpstr (told[0], ==, "adjourn-cli: line 2: nested deeper than 64 levels at line 1, column 65");

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/json/deep-file", test_deep_file);
  g_test_add_func ("/cli/json/verify-batch", test_verify_batch);
  return g_test_run ();
}
