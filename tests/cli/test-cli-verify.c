/* test-cli-verify.c — `adjourn-cli verify` as spec/cli.md describes it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli-run.h"

static void
test_single_legal (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "verify", "--fen", "startpos", "--move", "Cf3", "--notation", "ca", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "verdict"), ==, "legal");
  g_assert_cmpstr (json_object_get_string_member (o, "uci"), ==, "g1f3");
  g_assert_cmpstr (json_object_get_string_member (o, "san"), ==, "Nf3");
  g_assert_nonnull (json_object_get_string_member (o, "reason"));
}

static void
test_single_ambiguous (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "verify", "--fen",
                        "r2q1rk1/pppn1ppp/3pbn2/2b1p3/4P3/1B1PBN1P/PPP2PP1/RN1QK2R w KQ - 5 8",
                        "--move", "Nd2", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "verdict"), ==, "ambiguous");
  JsonArray *c = json_object_get_array_member (o, "candidates");
  g_assert_cmpuint (json_array_get_length (c), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (c, 0), ==, "b1d2");
  g_assert_cmpstr (json_array_get_string_element (c, 1), ==, "f3d2");
  const char *reason = json_object_get_string_member (o, "reason");
  g_assert_nonnull (strstr (reason, "b1"));
  g_assert_nonnull (strstr (reason, "f3"));
}

static void
test_batch (void)
{
  static const char input[] =
    "{\"id\":7,\"fen\":\"startpos\",\"move\":\"e4\",\"notation\":\"en\"}\n"
    "{\"id\":\"x\",\"fen\":\"not a fen\",\"move\":\"e4\"}\n"
    "this is not json\n"
    "\n"
    "{\"fen\":\"startpos\",\"move\":\"Ke2\"}\n"
    "{\"fen\":\"startpos\",\"move\":\"Nz9\",\"notation\":\"de\"}\n"
    "{\"fen\":\"startpos\",\"move\":\"e4\",\"notation\":\"xx\"}\n"
    /* Escapes, nesting and broken nesting: the same answers on every path. */
    "{\"fen\":\"startpos\",\"move\":\"N\\u0066\\u0033\"}\n"
    "{\"id\":-1.5e3,\"fen\":\"startpos\",\"move\":\"e4\",\"x\":{\"a\":[1,true,{\"b\":\"\\\"\"}]}}\n"
    "{\"fen\":\"startpos\",\"move\":\"e4\",\"x\":[1,}\n"
    "{\"fen\":\"startpos\",\"move\":4}\n";
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (input, &out, &err, "verify", "--batch", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);

  g_autoptr(JsonObject) a = cli_parse_object (lines[0]);
  g_assert_cmpint (json_object_get_int_member (a, "id"), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (a, "uci"), ==, "e2e4");

  g_autoptr(JsonObject) b = cli_parse_object (lines[1]);
  g_assert_cmpstr (json_object_get_string_member (b, "id"), ==, "x");
  g_assert_false (json_object_has_member (b, "verdict"));
  g_assert_nonnull (strstr (json_object_get_string_member (b, "error"), "line 2: bad FEN"));

  g_autoptr(JsonObject) c = cli_parse_object (lines[2]);
  g_assert_nonnull (strstr (json_object_get_string_member (c, "error"), "line 3"));

  /* Each bad line is also told on stderr as spec/cli.md writes it; the
   * good ones are not. */
  g_assert_nonnull (strstr (err, "adjourn-cli: line 2: bad FEN: "));
  g_assert_nonnull (strstr (err, "adjourn-cli: line 3: not JSON"));
  g_assert_nonnull (strstr (err, "adjourn-cli: line 7: "));
  g_assert_null (strstr (err, "line 1:"));
  g_assert_null (strstr (err, "line 5:"));

  g_autoptr(JsonObject) d = cli_parse_object (lines[3]);
  g_assert_cmpstr (json_object_get_string_member (d, "verdict"), ==, "illegal");

  g_autoptr(JsonObject) e = cli_parse_object (lines[4]);
  g_assert_cmpstr (json_object_get_string_member (e, "verdict"), ==, "unreadable");

  g_autoptr(JsonObject) f = cli_parse_object (lines[5]);
  g_assert_nonnull (strstr (json_object_get_string_member (f, "error"), "notation"));

  g_autoptr(JsonObject) g = cli_parse_object (lines[6]);
  g_assert_cmpstr (json_object_get_string_member (g, "uci"), ==, "g1f3");
  g_autoptr(JsonObject) h = cli_parse_object (lines[7]);
  g_assert_cmpfloat (json_object_get_double_member (h, "id"), ==, -1500.0);
  g_assert_cmpstr (json_object_get_string_member (h, "uci"), ==, "e2e4");
  g_autoptr(JsonObject) i = cli_parse_object (lines[8]);
  g_assert_nonnull (strstr (json_object_get_string_member (i, "error"), "line 10: not JSON"));
  g_autoptr(JsonObject) j = cli_parse_object (lines[9]);
  g_assert_nonnull (strstr (json_object_get_string_member (j, "error"), "line 11: move: not a string"));
}

/* Every labelled case of the sample, through the CLI in one batch. */
static void
test_batch_sample (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sealed-moves-sample.jsonl", NULL);
  g_autofree char *input = NULL;
  g_assert_true (g_file_get_contents (path, &input, NULL, NULL));
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "verify", "--batch", path, NULL);
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) in_lines = g_strsplit (g_strstrip (input), "\n", -1);
  g_auto (GStrv) out_lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (out_lines), ==, g_strv_length (in_lines));
  for (guint i = 0; in_lines[i]; i++)
    {
      g_autoptr(JsonObject) want = cli_parse_object (in_lines[i]);
      g_autoptr(JsonObject) got = cli_parse_object (out_lines[i]);
      JsonObject *expect = json_object_get_object_member (want, "expect");
      g_assert_cmpint (json_object_get_int_member (got, "id"), ==, json_object_get_int_member (want, "id"));
      g_assert_cmpstr (json_object_get_string_member (got, "verdict"), ==,
                       json_object_get_string_member (expect, "verdict"));
      if (json_object_has_member (expect, "uci"))
        g_assert_cmpstr (json_object_get_string_member (got, "uci"), ==, json_object_get_string_member (expect, "uci"));
    }
}

static void
test_usage_errors (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "verify", "--fen", "startpos", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--move"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "verify", "--fen", "x", "--move", "e4", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "bad FEN"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "verify", "--batch", "/nonexistent/file", NULL), ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/verify/single-legal", test_single_legal);
  g_test_add_func ("/cli/verify/single-ambiguous", test_single_ambiguous);
  g_test_add_func ("/cli/verify/batch", test_batch);
  g_test_add_func ("/cli/verify/batch-sample", test_batch_sample);
  g_test_add_func ("/cli/verify/usage-errors", test_usage_errors);
  return g_test_run ();
}
