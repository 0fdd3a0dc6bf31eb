/* test-cli-reconstruct.c — `adjourn-cli reconstruct` as spec/cli.md and formats.md describe it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli-run.h"

#define WHITE_CA "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. d3 Cf6 5. 0-0 d6 6. c3 0-0 7. h3 a6 " \
                 "8. Te1 Aa7 9. Ab3 h6 10. Ae3 Te8 11. De2 Ae6 12. Cd2 Axb3 13. axb3 d5"
#define BLACK_DE "1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.d3 Sf6 5.O-O d6 6.c3 O-O 7.h3 a6 " \
                 "8.Te1 La7 9.Lb3 h6 10.Le3 Te8 11.De2 Le6 12.Sbd2 Lxb3 13.axb3 d5"

static void
test_disagreement (void)
{
  static const char input[] =
    "{\"format\":\"adjourn-reconstruction\",\"version\":1,\"start\":\"startpos\","
    "\"scoresheets\":{\"white\":\"" WHITE_CA "\",\"black\":\"" BLACK_DE "\"},"
    "\"notation\":{\"white\":\"ca\",\"black\":\"de\"},\"envelope_position\":null}";
  g_autofree char *path = cli_write_input (input);
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "reconstruct", path, NULL);
  cli_remove_input (path);
  g_assert_cmpint (status, ==, 0);

  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "needs-arbiter");
  g_assert_cmpint (json_object_get_int_member (o, "agreed_plies"), ==, 22);
  /* White to move at his 12th: the FEN's last fields say so. */
  g_assert_true (g_str_has_suffix (json_object_get_string_member (o, "position"), " w - - 4 12"));
  g_assert_true (json_object_get_null_member (o, "envelope_matches"));

  JsonArray *d = json_object_get_array_member (o, "disagreements");
  g_assert_cmpuint (json_array_get_length (d), ==, 1);
  JsonObject *d0 = json_array_get_object_element (d, 0);
  g_assert_cmpint (json_object_get_int_member (d0, "ply"), ==, 23);
  g_assert_cmpstr (json_object_get_string_member (d0, "white_sheet"), ==, "Cd2");
  g_assert_cmpstr (json_object_get_string_member (d0, "black_sheet"), ==, "Sbd2");
  /* The rest of the object is test-reconstruct's business. */
  JsonArray *a = json_object_get_array_member (o, "articles");
  g_assert_cmpstr (json_array_get_string_element (a, 0), ==, "I.12.1");
  g_assert_cmpstr (json_array_get_string_element (a, 1), ==, "I.12.2");
}

static void
test_reconstructed_stdin (void)
{
  /* Both sheets agree and reach the envelope's position; rules of 2005. */
  static const char input[] =
    "{\"format\":\"adjourn-reconstruction\",\"version\":1,\"rules\":\"fide-2005\","
    "\"scoresheets\":{\"white\":\"1. e4 e5 2. Nf3 Nc6\",\"black\":\"1. e4 e5 2. Cf3 Cc6\"},"
    "\"notation\":{\"white\":\"en\",\"black\":\"es\"},"
    "\"envelope_position\":\"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"}";
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (input, &out, &err, "reconstruct", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "reconstructed");
  g_assert_cmpint (json_object_get_int_member (o, "agreed_plies"), ==, 4);
  g_assert_true (json_object_get_boolean_member (o, "envelope_matches"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "disagreements")), ==, 0);
  JsonArray *a = json_object_get_array_member (o, "articles");
  g_assert_cmpuint (json_array_get_length (a), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (a, 0), ==, "A11a");
}

static void
test_impossible (void)
{
  static const char input[] =
    "{\"format\":\"adjourn-reconstruction\",\"rules\":\"fide-1985\","
    "\"scoresheets\":{\"white\":\"1. e4 e5 2. Xq9 Zz 3. Yy\",\"black\":\"1. e4 e5 2. Qz0 Rr 3. Tt\"},"
    "\"notation\":\"ca\"}";
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (input, &out, &err, "reconstruct", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "impossible");
  g_assert_cmpint (json_object_get_int_member (o, "agreed_plies"), ==, 2);
  JsonArray *a = json_object_get_array_member (o, "articles");
  g_assert_cmpuint (json_array_get_length (a), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (a, 0), ==, "14.05(b)");
  JsonArray *p = json_object_get_array_member (o, "problems");
  g_assert_cmpuint (json_array_get_length (p), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (p, 0), "verdict"), ==, "unreadable");
}

static void
test_bad_input (void)
{
  static const struct { const char *json; const char *message; } cases[] = {
    { "{\"format\":\"adjourn-reconstruction\",\"scoresheets\":{\"white\":1,\"black\":\"e4\"}}",
      "scoresheets.white: not a string" },
    { "{\"format\":\"adjourn-reconstruction\",\"scoresheets\":{\"white\":\"e4\",\"black\":\"e5\"},\"notation\":\"klingon\"}",
      "notation: unknown notation" },
    { "{\"format\":\"adjourn-reconstruction\",\"scoresheets\":{\"white\":\"e4\",\"black\":\"e5\"},\"envelope_position\":\"nonsense\"}",
      "envelope_position: bad FEN" },
    { "{\"scoresheets\":{}", "not JSON" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = cli_write_input (cases[i].json);
      g_autofree char *out = NULL, *err = NULL;
      int status = cli_run (NULL, &out, &err, "reconstruct", path, NULL);
      cli_remove_input (path);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "adjourn-cli: reconstruct: "));
      g_assert_nonnull (strstr (err, path));
      g_assert_nonnull (strstr (err, cases[i].message));
    }

  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "reconstruct", "/nonexistent/dir/x.json", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "x.json"));
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_assert_cmpint (cli_run (NULL, &out2, &err2, "reconstruct", NULL), ==, 2);
  g_assert_nonnull (strstr (err2, "reconstruct"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/reconstruct/disagreement", test_disagreement);
  g_test_add_func ("/cli/reconstruct/reconstructed-stdin", test_reconstructed_stdin);
  g_test_add_func ("/cli/reconstruct/impossible", test_impossible);
  g_test_add_func ("/cli/reconstruct/bad-input", test_bad_input);
  return g_test_run ();
}
