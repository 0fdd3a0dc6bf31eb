/* test-envelope.c — reading and writing envelope files (spec/formats.md)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-envelope.h"
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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/envelope/read-example", test_read_example);
  g_test_add_func ("/adjourn/envelope/round-trip-keeps-unknown-keys", test_round_trip_keeps_unknown_keys);
  g_test_add_func ("/adjourn/envelope/refusals", test_refusals);
  return g_test_run ();
}
