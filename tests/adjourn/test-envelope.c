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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/envelope/read-example", test_read_example);
  g_test_add_func ("/adjourn/envelope/round-trip-keeps-unknown-keys", test_round_trip_keeps_unknown_keys);
  g_test_add_func ("/adjourn/envelope/refusals", test_refusals);
  g_test_add_func ("/adjourn/envelope/check", test_check);
  return g_test_run ();
}
