/* test-envelope.c — reading and writing envelope files (spec/formats.md)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-envelope.h"
#include "adj-envelope-check.h"
#include "chess-fen.h"

/* The example of spec/formats.md, plus a key from some newer program. */
static const char example[] =
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
  " \"event\": \"Club championship\", \"round\": \"5\", \"board\": \"3\","
  " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
  " \"game\": {\"start\": \"startpos\", \"moves\": [\"e4\", \"e5\"]},"
  " \"time_control\": \"40/7200:20/3600\", \"time_used\": {\"white\": 7012, \"black\": 7154},"
  " \"adjourned_at\": \"2026-11-21T21:00:00+01:00\", \"session_end\": \"2026-11-21T21:00:00+01:00\","
  " \"sealer\": \"black\", \"sealed_move_number\": 41, \"draw_offer\": null,"
  " \"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},"
  " \"notation\": \"ca\", \"sealed_move\": null,"
  " \"pieces_in_words\": {\"white\": \"quatre\", \"black\": \"quatre\"},"
  " \"signatures\": {\"white\": true, \"black\": true, \"arbiter\": \"Serra, Anna\"},"
  " \"x-newer-program\": {\"kept\": [1, 2, 3]}}";

static void
test_read_example (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (example, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_rules (env), ==, "fide-2023");
  g_assert_cmpstr (adj_envelope_get_string (env, "white"), ==, "Vidal, Marta");
  g_assert_cmpint (adj_envelope_get_int (env, "time_used.black"), ==, 7154);
  g_assert_cmpint (adj_envelope_get_int (env, "sealed_move_number"), ==, 41);
  g_assert_cmpint (adj_envelope_get_sealer (env), ==, CHESS_BLACK);
  g_assert_cmpint (adj_envelope_get_notation (env), ==, CHESS_LANG_CA);
  g_assert_cmpstr (adj_envelope_get_string (env, "resumption.place"), ==, "Sala 2");
  g_assert_true (adj_envelope_has (env, "resumption.at"));
  /* null is "not given". */
  g_assert_false (adj_envelope_has (env, "draw_offer"));
  g_assert_false (adj_envelope_has (env, "sealed_move"));
  g_assert_false (adj_envelope_has (env, "no.such.key"));
  g_assert_cmpint (adj_envelope_get_int (env, "white"), ==, -1);

  const ChessPosition *pos = adj_envelope_get_position (env);
  char fen[CHESS_FEN_MAX];
  chess_fen_write (pos, fen);
  g_assert_cmpstr (fen, ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");

  g_autoptr(GDateTime) at = adj_envelope_get_instant (env, "adjourned_at");
  g_assert_nonnull (at);
  g_assert_cmpint (g_date_time_to_unix (at), ==, 1795291200);
}

/* Writing keeps every key, the unknown one included, and reads back. */
static void
test_round_trip_keeps_unknown_keys (void)
{
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (example, -1, NULL);
  g_assert_nonnull (env);
  gsize len;
  g_autofree char *text = adj_envelope_to_data (env, &len);
  g_assert_nonnull (strstr (text, "x-newer-program"));
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) again = adj_envelope_new_from_data (text, (gssize) len, &error);
  g_assert_no_error (error);
  g_autofree char *text2 = adj_envelope_to_data (again, NULL);
  g_assert_cmpstr (text, ==, text2);
  g_assert_true (json_object_has_member (adj_envelope_get_object (again), "x-newer-program"));
}

/* Each bad file is refused whole, the key and the reason named. */
static void
test_refusals (void)
{
  static const struct {
    const char      *from, *to;   /* replace in the example */
    AdjEnvelopeError code;
    const char      *message;     /* start of the message */
  } cases[] = {
    { "\"format\": \"adjourn-envelope\"", "\"format\": \"adjourn-scenario\"", ADJ_ENVELOPE_ERROR_FORMAT, "format:" },
    { "\"format\": \"adjourn-envelope\", ", "", ADJ_ENVELOPE_ERROR_MISSING, "format: missing" },
    { "\"version\": 1", "\"version\": 2", ADJ_ENVELOPE_ERROR_FORMAT, "version:" },
    { "\"version\": 1", "\"version\": \"1\"", ADJ_ENVELOPE_ERROR_TYPE, "version:" },
    { "\"rules\": \"fide-2023\"", "\"rules\": \"fide-2014\"", ADJ_ENVELOPE_ERROR_VALUE, "rules: “fide-2014”" },
    { "3r4 b - - 3 41", "3r4 b - - 3 0", ADJ_ENVELOPE_ERROR_VALUE, "position: bad FEN" },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\",", "", ADJ_ENVELOPE_ERROR_MISSING, "position: missing" },
    { "\"start\": \"startpos\"", "\"start\": \"8/8/8/8/8/8/8/8 w - - 0 1\"", ADJ_ENVELOPE_ERROR_VALUE, "game.start: bad FEN" },
    { "[\"e4\", \"e5\"]", "[\"e4\", 5]", ADJ_ENVELOPE_ERROR_TYPE, "game.moves[1]:" },
    { "\"white\": 7012", "\"white\": \"7012\"", ADJ_ENVELOPE_ERROR_TYPE, "time_used.white: not an integer" },
    { "\"white\": 7012", "\"white\": -5", ADJ_ENVELOPE_ERROR_VALUE, "time_used.white:" },
    { "\"white\": 7012", "\"white\": 7012.5", ADJ_ENVELOPE_ERROR_TYPE, "time_used.white:" },
    { "\"adjourned_at\": \"2026-11-21T21:00:00+01:00\"", "\"adjourned_at\": \"2026-11-21T21:00:00\"",
      ADJ_ENVELOPE_ERROR_VALUE, "adjourned_at:" },
    { "\"sealer\": \"black\"", "\"sealer\": \"red\"", ADJ_ENVELOPE_ERROR_VALUE, "sealer: “red”" },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 0", ADJ_ENVELOPE_ERROR_VALUE, "sealed_move_number:" },
    { "\"draw_offer\": null", "\"draw_offer\": true", ADJ_ENVELOPE_ERROR_TYPE, "draw_offer:" },
    { "\"place\": \"Sala 2\"", "\"place\": 2", ADJ_ENVELOPE_ERROR_TYPE, "resumption.place:" },
    { "\"notation\": \"ca\"", "\"notation\": \"xx\"", ADJ_ENVELOPE_ERROR_VALUE, "notation:" },
    { "\"sealed_move\": null", "\"sealed_move\": 41", ADJ_ENVELOPE_ERROR_TYPE, "sealed_move:" },
    { "\"white\": true", "\"white\": \"yes\"", ADJ_ENVELOPE_ERROR_TYPE, "signatures.white:" },
    { "\"time_used\": {", "\"time_used\": [], \"x\": {", ADJ_ENVELOPE_ERROR_TYPE, "time_used: not an object" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_nonnull (strstr (example, cases[i].from));
      g_autoptr(GString) text = g_string_new (example);
      g_string_replace (text, cases[i].from, cases[i].to, 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text->str, -1, &error);
      if (env || !error || !g_str_has_prefix (error->message, cases[i].message))
        g_test_message ("case %u: %s", i, error ? error->message : "accepted");
      g_assert_null (env);
      g_assert_error (error, ADJ_ENVELOPE_ERROR, (gint) cases[i].code);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }

  g_autoptr(GError) error = NULL;
  g_assert_null (adj_envelope_new_from_data ("{\"format\": ", -1, &error));
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_null (adj_envelope_new_from_data ("[1, 2]", -1, &error));
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_SYNTAX);
}

static GPtrArray *
check_text (const char *from, const char *to)
{
  g_autoptr(GString) text = g_string_new (example);
  /* The example's game record stops after 1.e4 e5: leave it out. */
  g_string_replace (text, " \"game\": {\"start\": \"startpos\", \"moves\": [\"e4\", \"e5\"]},", "", 1);
  if (from)
    {
      g_assert_nonnull (strstr (text->str, from));
      g_string_replace (text, from, to, 1);
    }
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text->str, -1, &error);
  g_assert_no_error (error);
  GPtrArray *problems = adj_envelope_check (env, &error);
  g_assert_no_error (error);
  return problems;
}

static const AdjEnvelopeProblem *
only_problem (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s: %s", ((AdjEnvelopeProblem *) problems->pdata[i])->key,
                    ((AdjEnvelopeProblem *) problems->pdata[i])->message);
  g_assert_cmpuint (problems->len, ==, 1);
  return problems->pdata[0];
}

static void
test_check (void)
{
  g_autoptr(GPtrArray) fine = check_text (NULL, NULL);
  g_assert_cmpuint (fine->len, ==, 0);

  static const struct { const char *from, *to, *key, *article; } cases[] = {
    { "\"white\": \"Vidal, Marta\", ", "", "white", "I.2.1" },
    { "\"draw_offer\": null, ", "", "draw_offer", "I.2.6" },
    { "\"sealer\": \"black\"", "\"sealer\": \"white\"", "sealer", "I.2.4" },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 40", "sealed_move_number", "I.2.5" },
    { "\"black\": 7154", "\"black\": 11000", "time_used.black", "I.2.3" },
    { "\"at\": \"2026-11-22T10:00:00+01:00\"", "\"at\": \"2026-11-21T10:00:00+01:00\"", "resumption.at", "I.2.7" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) problems = check_text (cases[i].from, cases[i].to);
      const AdjEnvelopeProblem *p = only_problem (problems);
      g_assert_cmpstr (p->key, ==, cases[i].key);
      g_assert_cmpstr (p->article, ==, cases[i].article);
      g_assert_true (*p->message);
    }

  /* The game record must reach the position. */
  g_autoptr(GString) text = g_string_new (example);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text->str, -1, NULL);
  g_autoptr(GPtrArray) problems = adj_envelope_check (env, NULL);
  g_assert_cmpstr (only_problem (problems)->key, ==, "game.moves");
  g_assert_nonnull (strstr (only_problem (problems)->message, "does not reach"));
  /* A move of it that is not legal is named, with its number. */
  g_string_replace (text, "\"moves\": [\"e4\", \"e5\"]", "\"moves\": [\"e4\", \"Ke7\", \"Nf3\"]", 1);
  g_autoptr(AdjEnvelope) illegal_env = adj_envelope_new_from_data (text->str, -1, NULL);
  g_autoptr(GPtrArray) illegal = adj_envelope_check (illegal_env, NULL);
  g_assert_cmpstr (only_problem (illegal)->key, ==, "game.moves");
  g_assert_nonnull (strstr (only_problem (illegal)->message, "move 2 of the game record, “Ke7”"));

  /* FCE: pieces counted in words, signatures. */
  g_autoptr(GPtrArray) fce = check_text ("\"rules\": \"fide-2023\"", "\"rules\": \"fce\"");
  g_assert_cmpuint (fce->len, ==, 0);
  g_autoptr(GString) fce_text = g_string_new (example);
  g_string_replace (fce_text, "\"rules\": \"fide-2023\"", "\"rules\": \"fce\"", 1);
  g_string_replace (fce_text, "\"white\": \"quatre\"", "\"white\": \"tres\"", 1);
  g_string_replace (fce_text, "\"moves\": [\"e4\", \"e5\"]", "\"moves\": []", 1);
  g_string_replace (fce_text, "\"start\": \"startpos\"", "\"start\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\"", 1);
  g_autoptr(AdjEnvelope) fce_env = adj_envelope_new_from_data (fce_text->str, -1, NULL);
  g_autoptr(GPtrArray) fce_bad = adj_envelope_check (fce_env, NULL);
  const AdjEnvelopeProblem *p = only_problem (fce_bad);
  g_assert_cmpstr (p->key, ==, "pieces_in_words.white");
  g_assert_cmpstr (p->article, ==, "FCE 11.1");
}

/* The same mistakes under every profile: each named with its key and the
 * article of that edition (written out from the source texts). A key the
 * edition does not require is checked all the same, under the arbiter's
 * duty to check the envelope (2023 I.3, 2005 A3, 1993 13.3, 1985 16.02). */
static void
test_check_per_profile (void)
{
  static const char *const rules[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce" };
  static const struct { const char *from, *to, *key; const char *article[5]; } cases[] = {
    { "\"white\": \"Vidal, Marta\", ", "", "white", { "13.02(a)", "13.2 A", "A2a", "I.2.1", "13.02(a)" } },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\"", "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
      " \"game\": {\"start\": \"startpos\", \"moves\": [\"e4\", \"e5\"]}", "game.moves",
      { "13.02(b)", "13.2 B", "A2b", "I.2.2", "13.02(b)" } },
    { "\"black\": 7154", "\"black\": 11000", "time_used.black", { "13.02(c)", "13.2 C", "A2c", "I.2.3", "13.02(c)" } },
    { "\"sealer\": \"black\"", "\"sealer\": \"white\"", "sealer", { "13.02(d)", "13.2 D", "A2d", "I.2.4", "13.02(d)" } },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 40", "sealed_move_number",
      { "13.02(d)", "13.2 E", "A2e", "I.2.5", "13.02(d)" } },
    { "\"at\": \"2026-11-22T10:00:00+01:00\"", "\"at\": \"2026-11-21T10:00:00+01:00\"", "resumption.at",
      { "16.02", "13.3", "A2g", "I.2.7", "16.02" } },
    { "\"time_control\": \"40/7200:20/3600\"", "\"time_control\": \"40 moves in 2 hours\"", "time_control",
      { "16.02", "13.3", "A3", "I.3", "16.02" } },
    /* Required from 2005 on only. */
    { "\"draw_offer\": null, ", "", "draw_offer", { NULL, NULL, "A2f", "I.2.6", NULL } },
    { "\"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},", "", "resumption",
      { NULL, NULL, "A2g", "I.2.7", NULL } },
    /* FCE 11.1 only. */
    { "\"black\": \"quatre\"", "\"black\": \"cinc\"", "pieces_in_words.black", { NULL, NULL, NULL, NULL, "FCE 11.1" } },
    { "\"black\": \"quatre\"", "\"black\": \"4\"", "pieces_in_words.black", { NULL, NULL, NULL, NULL, "FCE 11.1" } },
    { "\"signatures\": {\"white\": true, \"black\": true, \"arbiter\": \"Serra, Anna\"},", "", "signatures",
      { NULL, NULL, NULL, NULL, "FCE 11.1" } },
    /* Both players sign the back ("ambdós jugadors … signant-lo al darrera"). */
    { "{\"white\": true, \"black\": true, \"arbiter\"", "{\"black\": true, \"arbiter\"", "signatures.white",
      { NULL, NULL, NULL, NULL, "FCE 11.1" } },
    { "\"white\": true, \"black\": true, \"arbiter\"", "\"white\": true, \"black\": false, \"arbiter\"",
      "signatures.black", { NULL, NULL, NULL, NULL, "FCE 11.1" } },
  };
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(GString) text = g_string_new (example);
        g_string_replace (text, " \"game\": {\"start\": \"startpos\", \"moves\": [\"e4\", \"e5\"]},", "", 1);
        g_autofree char *with_rules = g_strdup_printf ("\"rules\": \"%s\"", rules[r]);
        g_string_replace (text, "\"rules\": \"fide-2023\"", with_rules, 1);
        g_assert_nonnull (strstr (text->str, cases[i].from));
        g_string_replace (text, cases[i].from, cases[i].to, 1);
        g_autoptr(GError) error = NULL;
        g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text->str, -1, &error);
        if (error)
          g_error ("%s: %s", text->str, error->message);
        g_autoptr(GPtrArray) problems = adj_envelope_check (env, &error);
        g_assert_no_error (error);
        g_test_message ("%s, %s", rules[r], cases[i].key);
        if (cases[i].article[r] == NULL)
          {
            g_assert_cmpuint (problems->len, ==, 0);
            continue;
          }
        const AdjEnvelopeProblem *p = only_problem (problems);
        g_assert_cmpstr (p->key, ==, cases[i].key);
        g_assert_cmpstr (p->article, ==, cases[i].article[r]);
        g_assert_true (*p->message);

        /* The articles to cite: what the envelope must show, the check, then the problem's. */
        g_autoptr(GPtrArray) articles = adj_envelope_check_articles (env, problems);
        static const char *const contents[5] = { "13.02", "13.2", "A2", "I.2", "13.02" };
        static const char *const accuracy[5] = { "16.02", "13.3", "A3", "I.3", "16.02" };
        g_assert_cmpstr (articles->pdata[0], ==, contents[r]);
        gboolean has_accuracy = FALSE, has_problem = FALSE;
        for (guint k = 0; k < articles->len; k++)
          {
            has_accuracy |= g_str_equal (articles->pdata[k], accuracy[r]);
            has_problem |= g_str_equal (articles->pdata[k], cases[i].article[r]);
            for (guint m = 0; m < k; m++)
              g_assert_cmpstr (articles->pdata[m], !=, articles->pdata[k]);
          }
        g_assert_true (has_accuracy && has_problem);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/envelope/read-example", test_read_example);
  g_test_add_func ("/adjourn/envelope/round-trip-keeps-unknown-keys", test_round_trip_keeps_unknown_keys);
  g_test_add_func ("/adjourn/envelope/refusals", test_refusals);
  g_test_add_func ("/adjourn/envelope/check", test_check);
  g_test_add_func ("/adjourn/envelope/check-per-profile", test_check_per_profile);
  return g_test_run ();
}
