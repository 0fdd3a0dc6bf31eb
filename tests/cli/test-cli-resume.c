/* test-cli-resume.c — `adjourn-cli resume` and `adjourn-cli envelope check`
 * as spec/cli.md and formats.md describe them
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
#include "../scenario-cases.h"

/* The envelope of formats.md with RULES and SEALED_MOVE (JSON) filled in. */
#define ENVELOPE(RULES, SEALED_MOVE)                                                              \
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"" RULES "\","               \
  " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","                                   \
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","                                \
  " \"time_control\": \"40/7200:20/3600\", \"time_used\": {\"white\": 7012, \"black\": 7154},"  \
  " \"adjourned_at\": \"2026-11-21T21:00:00+01:00\", \"session_end\": \"2026-11-21T21:00:00+01:00\"," \
  " \"sealer\": \"black\", \"sealed_move_number\": 41, \"draw_offer\": null,"                   \
  " \"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},"            \
  " \"notation\": \"ca\", \"sealed_move\": " SEALED_MOVE "}"

#define SCENARIO(RULES, SEALED_MOVE, MORE)                                                        \
  "{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": " ENVELOPE (RULES, SEALED_MOVE) \
  ", \"arrivals\": {\"white\": 0, \"black\": 0}" MORE "}"

static gboolean
has_string (JsonArray *array, const char *s)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (g_str_equal (json_array_get_string_element (array, i), s))
      return TRUE;
  return FALSE;
}

/* The outcome object, from a file and from stdin, with its articles. */
static void
test_resume_outcome (void)
{
  g_autofree char *path = cli_write_input (SCENARIO ("fide-2005", "\"Td2\"", ""));
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "resume", path, NULL), ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "continues");
  g_assert_true (json_object_get_null_member (o, "result"));
  g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "continues");
  JsonObject *sealed = json_object_get_object_member (o, "sealed_move");
  g_assert_cmpstr (json_object_get_string_member (sealed, "verdict"), ==, "legal");
  g_assert_nonnull (strstr (json_object_get_string_member (sealed, "reason"), "d2"));
  g_assert_cmpstr (json_object_get_string_member (o, "position"), ==, "8/5pk1/6p1/8/3R4/6P1/3r1PK1/8 w - - 4 42");
  JsonObject *used = json_object_get_object_member (o, "time_used");
  g_assert_cmpint (json_object_get_int_member (used, "white"), ==, 7012);
  g_assert_cmpint (json_object_get_int_member (used, "black"), ==, 7154);
  g_assert_cmpstr (json_object_get_string_member (o, "clock_running"), ==, "white");
  JsonArray *articles = json_object_get_array_member (o, "articles");
  g_assert_true (has_string (articles, "A5"));
  g_assert_true (has_string (articles, "A9a"));
  g_assert_true (strlen (json_object_get_string_member (o, "explanation")) > 0);
  cli_remove_input (path);

  /* "-" reads stdin; an illegal sealed move loses, citing 1993 10.16 C. */
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_assert_cmpint (cli_run (SCENARIO ("fide-1993", "\"Td9\"", ""), &out2, &err2, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) bad = cli_parse_object (out2);
  g_assert_cmpstr (json_object_get_string_member (bad, "status"), ==, "finished");
  g_assert_cmpstr (json_object_get_string_member (bad, "result"), ==, "1-0");
  g_assert_true (has_string (json_object_get_array_member (bad, "articles"), "10.16 B")
                 || has_string (json_object_get_array_member (bad, "articles"), "10.16 C"));
  g_assert_nonnull (strstr (json_object_get_string_member (bad, "explanation"), "Black loses"));

  /* A lost envelope with the position beyond recovery: annulled (2023 I.12.2). */
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_assert_cmpint (cli_run (SCENARIO ("fide-2023", "null",
                                      ", \"lost_envelope\": {\"declared_move\": null, \"times_known\": false,"
                                      " \"position_known\": false}"),
                            &out3, &err3, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) lost = cli_parse_object (out3);
  g_assert_cmpstr (json_object_get_string_member (lost, "status"), ==, "annulled");
  g_assert_cmpstr (json_object_get_string_member (lost, "reason"), ==, "position-lost");
  g_assert_true (has_string (json_object_get_array_member (lost, "articles"), "I.12.2"));

  /* A lost envelope whose declared move is illegal on the board: no loss by
   * I.8.3; the sealer owes a legal move and White gets two minutes (2023
   * 7.5.5), so White's time used drops from 7012 to 6892. */
  g_autofree char *out4 = NULL, *err4 = NULL;
  g_assert_cmpint (cli_run (SCENARIO ("fide-2023", "null",
                                      ", \"lost_envelope\": {\"declared_move\": \"Td5\", \"times_known\": true,"
                                      " \"position_known\": true}"),
                            &out4, &err4, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) declared = cli_parse_object (out4);
  g_assert_cmpstr (json_object_get_string_member (declared, "status"), ==, "waiting");
  g_assert_true (json_object_get_null_member (declared, "result"));
  g_assert_cmpstr (json_object_get_string_member (declared, "reason"), ==, "declared-move-illegal");
  g_assert_cmpstr (json_object_get_string_member (declared, "clock_running"), ==, "white");
  JsonObject *clocks = json_object_get_object_member (declared, "time_used");
  g_assert_cmpint (json_object_get_int_member (clocks, "white"), ==, 6892);
  g_assert_cmpint (json_object_get_int_member (clocks, "black"), ==, 7154);
  JsonArray *cited = json_object_get_array_member (declared, "articles");
  g_assert_true (has_string (cited, "7.5.1"));
  g_assert_true (has_string (cited, "7.5.5"));
  g_assert_false (has_string (cited, "I.8.3"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (declared, "sealed_move"), "verdict"),
                   ==, "illegal");
}

#define SCENARIO_AT(RULES, SEALED_MOVE, ARRIVALS, MORE)                                          \
  "{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": " ENVELOPE (RULES, SEALED_MOVE) \
  ", \"arrivals\": " ARRIVALS MORE "}"

/* Facts known up to "now": what holds at that moment, with may_open and
 * default_at; without it (or null) neither key. */
static void
test_resume_now (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (SCENARIO_AT ("fide-2005", "\"Td2\"", "{\"white\": null, \"black\": 0}", ", \"now\": 600"),
                            &out, &err, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "waiting");
  g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "awaiting-player");
  g_assert_true (json_object_get_null_member (o, "result"));
  g_assert_true (json_object_get_null_member (o, "sealed_move"));
  g_assert_false (json_object_get_boolean_member (o, "may_open"));
  g_assert_cmpint (json_object_get_int_member (o, "default_at"), ==, 3600);
  g_assert_cmpstr (json_object_get_string_member (o, "clock_running"), ==, "white");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "time_used"), "white"), ==, 7612);
  JsonArray *articles = json_object_get_array_member (o, "articles");
  g_assert_true (has_string (articles, "A9b"));
  g_assert_true (has_string (articles, "A7"));
  g_assert_true (has_string (articles, "A10"));
  g_assert_nonnull (strstr (json_object_get_string_member (o, "explanation"), "White has not arrived yet"));

  /* The responder here, the sealer not: the envelope may be opened. */
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_assert_cmpint (cli_run (SCENARIO_AT ("fide-2023", "\"Td2\"", "{\"white\": 0, \"black\": null}",
                                         ", \"now\": 600, \"default_time\": 900"),
                            &out2, &err2, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) p = cli_parse_object (out2);
  g_assert_cmpstr (json_object_get_string_member (p, "reason"), ==, "awaiting-player");
  g_assert_true (json_object_get_boolean_member (p, "may_open"));
  g_assert_cmpint (json_object_get_int_member (p, "default_at"), ==, 900);
  g_assert_true (has_string (json_object_get_array_member (p, "articles"), "I.9.3"));

  /* Complete facts: no new key. */
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_assert_cmpint (cli_run (SCENARIO_AT ("fide-2005", "\"Td2\"", "{\"white\": null, \"black\": 0}", ", \"now\": null"),
                            &out3, &err3, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) q = cli_parse_object (out3);
  g_assert_cmpstr (json_object_get_string_member (q, "reason"), ==, "default");
  g_assert_false (json_object_has_member (q, "may_open"));
  g_assert_false (json_object_has_member (q, "default_at"));

  /* An arrival after now cannot be known yet. */
  g_autofree char *out4 = NULL, *err4 = NULL;
  g_assert_cmpint (cli_run (SCENARIO_AT ("fide-2005", "\"Td2\"", "{\"white\": 0, \"black\": 900}", ", \"now\": 600"),
                            &out4, &err4, "resume", "-", NULL), ==, 2);
  g_assert_nonnull (strstr (err4, "arrivals.black"));
}

/* The illegal declared move's touch move, in the JSON and the explanation:
 * Td5 moved the black rook on d1 (blocked by the white rook on d4), which
 * must move again: its ten legal moves, worked out from the board. The
 * article is the edition's (2023 4.3.1, 2005 4.3a). */
static void
test_resume_touch_move (void)
{
  static const struct { const char *rules, *scenario, *article; } cases[] = {
    { "fide-2023", SCENARIO ("fide-2023", "null", ", \"lost_envelope\": {\"declared_move\": \"Td5\", "
                                                  "\"times_known\": true, \"position_known\": true}"), "4.3.1" },
    { "fide-2005", SCENARIO ("fide-2005", "null", ", \"lost_envelope\": {\"declared_move\": \"Td5\", "
                                                  "\"times_known\": true, \"position_known\": true}"), "4.3a" },
  };
  static const char *const san[] = { "Ra1", "Rb1", "Rc1", "Rd2", "Rd3", "Rxd4", "Re1", "Rf1", "Rg1+", "Rh1" };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (cli_run (cases[i].scenario, &out, &err, "resume", "-", NULL), ==, 0);
      g_autoptr(JsonObject) o = cli_parse_object (out);
      g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "declared-move-illegal");
      JsonObject *tm = json_object_get_object_member (o, "touch_move");
      g_assert_nonnull (tm);
      g_assert_true (json_object_get_boolean_member (tm, "determined"));
      g_assert_cmpstr (json_object_get_string_member (tm, "rule"), ==, "move-piece");
      g_assert_cmpstr (json_object_get_string_member (tm, "player"), ==, "black");
      g_assert_cmpstr (json_object_get_string_member (tm, "piece"), ==, "rook");
      g_assert_cmpstr (json_object_get_string_member (tm, "square"), ==, "d1");
      g_assert_cmpstr (json_object_get_string_member (tm, "article"), ==, cases[i].article);
      JsonArray *moves = json_object_get_array_member (tm, "legal_moves");
      g_assert_cmpuint (json_array_get_length (moves), ==, G_N_ELEMENTS (san));
      for (guint k = 0; k < G_N_ELEMENTS (san); k++)
        g_assert_cmpstr (json_array_get_string_element (moves, k), ==, san[k]);
      g_assert_true (has_string (json_object_get_array_member (o, "articles"), cases[i].article));
      /* The explanation names the piece and the moves in the envelope's
       * Catalan letters. */
      g_autofree char *sentence = g_strdup_printf ("Black must move the rook on d1 (touch move, Art. %s): Ta1, Tb1, "
                                                   "Tc1, Td2, Td3, Txd4, Te1, Tf1, Tg1+, Th1.", cases[i].article);
      g_assert_nonnull (strstr (json_object_get_string_member (o, "explanation"), sentence));
    }

  /* A legal declared move is made: nothing to replace, no touch_move. */
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (SCENARIO ("fide-2023", "null", ", \"lost_envelope\": {\"declared_move\": \"Td2\", "
                                                           "\"times_known\": true, \"position_known\": true}"),
                            &out, &err, "resume", "-", NULL), ==, 0);
  g_autoptr(JsonObject) legal = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (legal, "status"), ==, "continues");
  g_assert_false (json_object_has_member (legal, "touch_move"));
}

/* Bad input: exit 2 and one line on stderr naming the key. */
static void
test_resume_bad_input (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "resume", "/nonexistent/scenario.json", NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "adjourn-cli: resume: "));
  g_assert_cmpstr (out, ==, "");

  static const struct { const char *input, *named; } cases[] = {
    { "{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": {\"format\": \"adjourn-envelope\","
      " \"version\": 1, \"rules\": \"fide-2023\", \"position\": \"8/8/8 w\"}}", "envelope.position: bad FEN" },
    { SCENARIO ("fide-2023", "\"Td2\"", ", \"default_time\": \"an hour\""), "default_time" },
    { SCENARIO ("fide-2023", "\"Td2\"", ", \"before_opening\": {\"type\": \"tea\"}"), "before_opening" },
    { SCENARIO ("fide-2051", "\"Td2\"", ""), "rules" },
    { "not JSON", "JSON" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *o = NULL, *e = NULL;
      g_assert_cmpint (cli_run (cases[i].input, &o, &e, "resume", "-", NULL), ==, 2);
      g_assert_cmpstr (o, ==, "");
      g_assert_true (g_str_has_prefix (e, "adjourn-cli: "));
      /* One line. */
      g_assert_nonnull (strchr (e, '\n'));
      g_assert_cmpstr (strchr (e, '\n') + 1, ==, "");
      if (!strstr (e, cases[i].named))
        g_error ("'%s' does not name '%s'", e, cases[i].named);
    }

  g_autofree char *o2 = NULL, *e2 = NULL;
  g_assert_cmpint (cli_run (NULL, &o2, &e2, "resume", NULL), ==, 2);
}

/* envelope check: every problem with its key and article, the articles cited. */
static void
test_envelope_check (void)
{
  g_autofree char *good = cli_write_input (ENVELOPE ("fide-2023", "null"));
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "check", good, NULL), ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_assert_true (json_object_get_boolean_member (o, "valid"));
  g_assert_cmpstr (json_object_get_string_member (o, "rules"), ==, "fide-2023");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "problems")), ==, 0);
  JsonArray *articles = json_object_get_array_member (o, "articles");
  g_assert_true (has_string (articles, "I.2"));
  g_assert_true (has_string (articles, "I.3"));
  cli_remove_input (good);

  /* Sealer not on the move, move number wrong, draw offer missing, times
   * beyond the control, resumption before adjournment: all at once. */
  g_autoptr(GString) bad = g_string_new (ENVELOPE ("fide-2005", "null"));
  g_string_replace (bad, "\"sealer\": \"black\"", "\"sealer\": \"white\"", 1);
  g_string_replace (bad, "\"sealed_move_number\": 41", "\"sealed_move_number\": 40", 1);
  g_string_replace (bad, " \"draw_offer\": null,", "", 1);
  g_string_replace (bad, "\"black\": 7154", "\"black\": 10900", 1);
  g_string_replace (bad, "2026-11-22T10:00:00+01:00", "2026-11-20T10:00:00+01:00", 1);
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_assert_cmpint (cli_run (bad->str, &out2, &err2, "envelope", "check", "-", NULL), ==, 0);
  g_autoptr(JsonObject) b = cli_parse_object (out2);
  g_assert_false (json_object_get_boolean_member (b, "valid"));
  JsonArray *problems = json_object_get_array_member (b, "problems");
  static const struct { const char *key, *article; } expected[] = {
    { "draw_offer", "A2f" }, { "sealer", "A2d" }, { "sealed_move_number", "A2e" },
    { "time_used.black", "A2c" }, { "resumption.at", "A2g" },
  };
  g_assert_cmpuint (json_array_get_length (problems), ==, G_N_ELEMENTS (expected));
  JsonArray *cited = json_object_get_array_member (b, "articles");
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *p = json_array_get_object_element (problems, i);
      g_assert_cmpstr (json_object_get_string_member (p, "key"), ==, expected[i].key);
      g_assert_cmpstr (json_object_get_string_member (p, "article"), ==, expected[i].article);
      g_assert_true (strlen (json_object_get_string_member (p, "message")) > 0);
      g_assert_true (has_string (cited, expected[i].article));
    }

  /* A file that is not an envelope: exit 2, the key named. */
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_assert_cmpint (cli_run ("{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
                            " \"position\": \"startpos\", \"sealer\": \"red\"}",
                            &out3, &err3, "envelope", "check", "-", NULL), ==, 2);
  g_assert_cmpstr (out3, ==, "");
  g_assert_true (g_str_has_prefix (err3, "adjourn-cli: envelope check: "));
  g_assert_nonnull (strstr (err3, "sealer"));
}

/* The scenarios of tests/data/scenarios/, each written from the article it
 * quotes, through `adjourn-cli resume -`: the outcome the engine gives, as
 * JSON on standard output. */
static JsonObject *
resume_with_cli (const char *text, const char *where)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (text, &out, &err, "resume", "-", NULL);
  if (status != 0)
    g_error ("adjourn-cli resume, %s: exit status %d: %s", where, status, err);
  return cli_parse_object (out);
}

static void
test_resume_scenario_cases (gconstpointer path)
{
  scenario_cases_run_file (path, resume_with_cli);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/resume/outcome", test_resume_outcome);
  g_test_add_func ("/cli/resume/touch-move", test_resume_touch_move);
  g_test_add_func ("/cli/resume/now", test_resume_now);
  g_test_add_func ("/cli/resume/bad-input", test_resume_bad_input);
  g_autoptr(GPtrArray) files = scenario_cases_add_tests ("/cli/resume/scenario-cases", test_resume_scenario_cases);
  g_test_add_func ("/cli/envelope/check", test_envelope_check);
  return g_test_run ();
}
