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

  static const struct { const char *from, *to, *key, *article; AdjField field; } cases[] = {
    { "\"white\": \"Vidal, Marta\", ", "", "white", "I.2.1", ADJ_FIELD_PLAYERS },
    { "\"draw_offer\": null, ", "", "draw_offer", "I.2.6", ADJ_FIELD_DRAW_OFFER },
    { "\"sealer\": \"black\"", "\"sealer\": \"white\"", "sealer", "I.2.4", ADJ_FIELD_SEALER },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 40", "sealed_move_number", "I.2.5",
      ADJ_FIELD_SEALED_MOVE_NUMBER },
    { "\"black\": 7154", "\"black\": 11000", "time_used.black", "I.2.3", ADJ_FIELD_TIME_USED },
    { "\"at\": \"2026-11-22T10:00:00+01:00\"", "\"at\": \"2026-11-21T10:00:00+01:00\"", "resumption.at", "I.2.7",
      ADJ_FIELD_RESUMPTION },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) problems = check_text (cases[i].from, cases[i].to);
      const AdjEnvelopeProblem *p = only_problem (problems);
      g_assert_cmpstr (p->key, ==, cases[i].key);
      g_assert_cmpint (p->field, ==, cases[i].field);
      g_assert_cmpstr (p->article, ==, cases[i].article);
      g_assert_true (*p->message);
    }

  /* The game record must reach the position. */
  g_autoptr(GString) text = g_string_new (example);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text->str, -1, NULL);
  g_autoptr(GPtrArray) problems = adj_envelope_check (env, NULL);
  g_assert_cmpstr (only_problem (problems)->key, ==, "game.moves");
  g_assert_cmpint (only_problem (problems)->field, ==, ADJ_FIELD_GAME_RECORD);
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
  g_assert_cmpint (p->field, ==, ADJ_FIELD_PIECES_IN_WORDS);
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
  static const struct { const char *from, *to, *key; const char *article[5]; AdjField field; } cases[] = {
    { "\"white\": \"Vidal, Marta\", ", "", "white", { "13.02(a)", "13.2 A", "A2a", "I.2.1", "13.02(a)" },
      ADJ_FIELD_PLAYERS },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\"", "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
      " \"game\": {\"start\": \"startpos\", \"moves\": [\"e4\", \"e5\"]}", "game.moves",
      { "13.02(b)", "13.2 B", "A2b", "I.2.2", "13.02(b)" }, ADJ_FIELD_GAME_RECORD },
    { "\"black\": 7154", "\"black\": 11000", "time_used.black", { "13.02(c)", "13.2 C", "A2c", "I.2.3", "13.02(c)" },
      ADJ_FIELD_TIME_USED },
    { "\"sealer\": \"black\"", "\"sealer\": \"white\"", "sealer", { "13.02(d)", "13.2 D", "A2d", "I.2.4", "13.02(d)" },
      ADJ_FIELD_SEALER },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 40", "sealed_move_number",
      { "13.02(d)", "13.2 E", "A2e", "I.2.5", "13.02(d)" }, ADJ_FIELD_SEALED_MOVE_NUMBER },
    { "\"at\": \"2026-11-22T10:00:00+01:00\"", "\"at\": \"2026-11-21T10:00:00+01:00\"", "resumption.at",
      { "16.02", "13.3", "A2g", "I.2.7", "16.02" }, ADJ_FIELD_RESUMPTION },
    { "\"time_control\": \"40/7200:20/3600\"", "\"time_control\": \"40 moves in 2 hours\"", "time_control",
      { "16.02", "13.3", "A3", "I.3", "16.02" }, ADJ_FIELD_TIME_CONTROL },
    /* Required from 2005 on only. */
    { "\"draw_offer\": null, ", "", "draw_offer", { NULL, NULL, "A2f", "I.2.6", NULL }, ADJ_FIELD_DRAW_OFFER },
    { "\"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},", "", "resumption",
      { NULL, NULL, "A2g", "I.2.7", NULL }, ADJ_FIELD_RESUMPTION },
    /* FCE 11.1 only. */
    { "\"black\": \"quatre\"", "\"black\": \"cinc\"", "pieces_in_words.black", { NULL, NULL, NULL, NULL, "FCE 11.1" },
      ADJ_FIELD_PIECES_IN_WORDS },
    { "\"black\": \"quatre\"", "\"black\": \"4\"", "pieces_in_words.black", { NULL, NULL, NULL, NULL, "FCE 11.1" },
      ADJ_FIELD_PIECES_IN_WORDS },
    { "\"signatures\": {\"white\": true, \"black\": true, \"arbiter\": \"Serra, Anna\"},", "", "signatures",
      { NULL, NULL, NULL, NULL, "FCE 11.1" }, ADJ_FIELD_SIGNATURES },
    /* Both players sign the back ("ambdós jugadors … signant-lo al darrera"). */
    { "{\"white\": true, \"black\": true, \"arbiter\"", "{\"black\": true, \"arbiter\"", "signatures.white",
      { NULL, NULL, NULL, NULL, "FCE 11.1" }, ADJ_FIELD_SIGNATURES },
    { "\"white\": true, \"black\": true, \"arbiter\"", "\"white\": true, \"black\": false, \"arbiter\"",
      "signatures.black", { NULL, NULL, NULL, NULL, "FCE 11.1" }, ADJ_FIELD_SIGNATURES },
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
        /* The field, for a face to lead to it: its key names the problem's. */
        g_assert_cmpint (p->field, ==, cases[i].field);
        g_assert_true (g_str_has_prefix (p->key, adj_field_key (p->field)) || p->field == ADJ_FIELD_PLAYERS);
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

/* ---- an envelope from what was typed -------------------------------------- */

/* spec/formats.md's example: Black to move, move 41. */
#define EXAMPLE_FEN "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

/* The spec's example envelope, as a sealing walkthrough fills it in. */
static void
example_fields (AdjEnvelopeFields *f, GDateTime *adjourned, GDateTime *resumes)
{
  adj_envelope_fields_init (f);
  f->rules = "fide-2023";
  f->event = "Club championship";
  f->round = "5";
  f->board = "3";
  f->white = "Vidal, Marta";
  f->black = "Puig, Jordi";
  f->position = EXAMPLE_FEN;
  f->notation = "ca";
  f->time_control = "40/7200:20/3600";
  f->time_used[CHESS_WHITE] = 7012;
  f->time_used[CHESS_BLACK] = 7154;
  f->adjourned_at = adjourned;
  f->session_end = adjourned;
  f->sealer = CHESS_BLACK;
  f->sealed_move_number = 41;
  f->draw_offer = -1;
  f->resumption_at = resumes;
  f->resumption_place = "Sala 2";
  f->arbiter = "Serra, Anna";
}

/* The envelope FIELDS make, and what the check finds in it. */
static GPtrArray *
check_fields (const AdjEnvelopeFields *fields, AdjEnvelope **out)
{
  g_autoptr(GError) error = NULL;
  AdjEnvelope *env = adj_envelope_new_from_fields (fields, &error);
  g_assert_no_error (error);
  g_assert_nonnull (env);
  GPtrArray *problems = adj_envelope_check (env, &error);
  g_assert_no_error (error);
  if (out)
    *out = env;
  else
    g_object_unref (env);
  return problems;
}

/* The problem about KEY, or NULL. */
static const AdjEnvelopeProblem *
problem_about (GPtrArray *problems, const char *key)
{
  for (guint i = 0; i < problems->len; i++)
    if (g_strcmp0 (((AdjEnvelopeProblem *) g_ptr_array_index (problems, i))->key, key) == 0)
      return g_ptr_array_index (problems, i);
  return NULL;
}

/* The field of the problem about KEY, which must be there. */
static AdjField
field_of (GPtrArray *problems, const char *key)
{
  const AdjEnvelopeProblem *p = problem_about (problems, key);
  if (p == NULL)
    g_error ("no problem about %s", key);
  return p->field;
}

static void
test_fields_complete (void)
{
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("2026-11-21T21:00:00+01:00", NULL);
  g_autoptr(GDateTime) resumes = g_date_time_new_from_iso8601 ("2026-11-22T10:00:00+01:00", NULL);
  AdjEnvelopeFields f;
  example_fields (&f, adjourned, resumes);

  AdjEnvelope *env = NULL;
  g_autoptr(GPtrArray) problems = check_fields (&f, &env);
  g_assert_cmpuint (problems->len, ==, 0);

  /* Every field given, as given, read back through the typed getters. */
  g_assert_cmpstr (adj_envelope_get_rules (env), ==, "fide-2023");
  g_assert_cmpstr (adj_envelope_get_event (env), ==, "Club championship");
  g_assert_cmpstr (adj_envelope_get_round (env), ==, "5");
  g_assert_cmpstr (adj_envelope_get_board (env), ==, "3");
  g_assert_cmpstr (adj_envelope_get_player (env, CHESS_WHITE), ==, "Vidal, Marta");
  g_assert_cmpstr (adj_envelope_get_player (env, CHESS_BLACK), ==, "Puig, Jordi");
  g_assert_cmpstr (adj_envelope_get_fen (env), ==, EXAMPLE_FEN);
  g_assert_cmpstr (adj_envelope_get_time_control (env), ==, "40/7200:20/3600");
  g_assert_cmpint (adj_envelope_get_time_used (env, CHESS_WHITE), ==, 7012);
  g_assert_cmpint (adj_envelope_get_time_used (env, CHESS_BLACK), ==, 7154);
  g_assert_cmpint (adj_envelope_get_sealer (env), ==, CHESS_BLACK);
  g_assert_cmpint (adj_envelope_get_sealed_move_number (env), ==, 41);
  g_assert_cmpint (adj_envelope_get_notation (env), ==, CHESS_LANG_CA);
  g_assert_cmpstr (adj_envelope_get_resumption_place (env), ==, "Sala 2");
  g_autoptr(GDateTime) at = adj_envelope_get_moment (env, ADJ_ENVELOPE_RESUMPTION_AT);
  g_assert_true (g_date_time_equal (at, resumes));
  g_autoptr(GDateTime) end = adj_envelope_get_moment (env, ADJ_ENVELOPE_SESSION_END);
  g_assert_true (g_date_time_equal (end, adjourned));
  g_assert_false (adj_envelope_has_game_record (env));
  g_assert_false (adj_envelope_has_field (env, ADJ_FIELD_GAME_RECORD));
  /* No offer standing is an answer, written as null; the move never is. */
  gboolean stated = FALSE;
  g_assert_cmpint (adj_envelope_get_draw_offer (env, &stated), ==, -1);
  g_assert_true (stated);
  g_assert_true (adj_envelope_has_field (env, ADJ_FIELD_DRAW_OFFER));
  JsonObject *o = adj_envelope_get_object (env);
  g_assert_true (json_object_has_member (o, "draw_offer"));
  g_assert_true (json_object_get_null_member (o, "draw_offer"));
  g_assert_true (json_object_has_member (o, "sealed_move"));
  g_assert_true (json_object_get_null_member (o, "sealed_move"));
  g_assert_false (adj_envelope_is_opened (env));
  g_assert_null (adj_envelope_get_sealed_move (env));
  g_assert_false (adj_envelope_has_field (env, ADJ_FIELD_SEALED_MOVE));
  /* FCE's signatures and pieces in words belong to FCE envelopes only. */
  g_assert_false (json_object_has_member (o, "signatures"));
  g_assert_false (json_object_has_member (o, "pieces_in_words"));
  g_assert_null (adj_envelope_get_arbiter (env));
  g_object_unref (env);

  /* An offer standing is the side's. */
  f.draw_offer = CHESS_WHITE;
  g_autoptr(GPtrArray) offered = check_fields (&f, &env);
  g_assert_cmpuint (offered->len, ==, 0);
  g_assert_cmpint (adj_envelope_get_draw_offer (env, NULL), ==, CHESS_WHITE);
  g_assert_cmpstr (json_object_get_string_member (adj_envelope_get_object (env), "draw_offer"), ==, "white");
  g_object_unref (env);
}

/* Only the fields given are written: the check names the rest where the
 * profile requires them, each problem with its field. */
/* The event's word on engines: absent means allowed (every envelope
 * written before the key), false forbids, and the value survives the
 * steps that make new values of an envelope. */
static void
test_engine_analysis (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) silent = adj_envelope_new_from_data (example, -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_envelope_allows_engine_analysis (silent));

  static const struct { const char *value; gboolean allowed; } cases[] = {
    { "false", FALSE }, { "true", TRUE }, { "null", TRUE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("%.*s, \"engine_analysis\": %s}", (int) strlen (example) - 1,
                                               example, cases[i].value);
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (adj_envelope_allows_engine_analysis (env), ==, cases[i].allowed);
      g_autoptr(AdjEnvelope) opened = adj_envelope_with_sealed_move (env, "Rd8");
      g_assert_cmpint (adj_envelope_allows_engine_analysis (opened), ==, cases[i].allowed);
    }
  /* Any other value is refused, naming the key. */
  static const char *const bad[] = { "\"no\"", "0", "{}" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf ("%.*s, \"engine_analysis\": %s}", (int) strlen (example) - 1,
                                               example, bad[i]);
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text, -1, &error);
      g_assert_null (env);
      g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_TYPE);
      g_assert_true (g_str_has_prefix (error->message, "engine_analysis:"));
      g_clear_error (&error);
    }

  /* Built from the walkthrough's fields: written only when forbidden, and
   * read back through a file. */
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("2026-11-21T21:00:00+01:00", NULL);
  for (int forbidden = 0; forbidden <= 1; forbidden++)
    {
      AdjEnvelopeFields f;
      example_fields (&f, adjourned, NULL);
      f.engine_analysis_forbidden = forbidden;
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&f, &error);
      g_assert_no_error (error);
      g_assert_cmpint (json_object_has_member (adj_envelope_get_object (env), "engine_analysis"), ==, forbidden);
      g_autofree char *data = adj_envelope_to_data (env, NULL);
      g_autoptr(AdjEnvelope) back = adj_envelope_new_from_data (data, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (adj_envelope_allows_engine_analysis (back), ==, !forbidden);
    }
}

static void
test_fields_given_only (void)
{
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("2026-11-21T21:00:00+01:00", NULL);
  AdjEnvelopeFields f;
  example_fields (&f, adjourned, NULL);
  /* The wrong sealer, the wrong move number, no resumption, no Black, no
   * board (blank is not given), no clocks. */
  f.sealer = CHESS_WHITE;
  f.sealed_move_number = 40;
  f.resumption_place = "";
  f.black = "";
  f.board = "";
  f.time_used[CHESS_WHITE] = f.time_used[CHESS_BLACK] = -1;

  AdjEnvelope *env = NULL;
  g_autoptr(GPtrArray) problems = check_fields (&f, &env);
  JsonObject *o = adj_envelope_get_object (env);
  g_assert_false (json_object_has_member (o, "black"));
  g_assert_false (json_object_has_member (o, "board"));
  g_assert_false (json_object_has_member (o, "resumption"));
  g_assert_false (json_object_has_member (o, "time_used"));
  g_assert_null (adj_envelope_get_board (env));
  g_assert_cmpint (adj_envelope_get_time_used (env, CHESS_WHITE), ==, -1);
  g_assert_false (adj_envelope_has_field (env, ADJ_FIELD_PLAYERS));
  g_assert_true (adj_envelope_has_field (env, ADJ_FIELD_EVENT));
  g_assert_false (adj_envelope_has_field (env, ADJ_FIELD_BOARD));
  g_object_unref (env);

  static const struct { const char *key; AdjField field; } expected[] = {
    { "sealer", ADJ_FIELD_SEALER },
    { "sealed_move_number", ADJ_FIELD_SEALED_MOVE_NUMBER },
    { "resumption", ADJ_FIELD_RESUMPTION },
    { "black", ADJ_FIELD_PLAYERS },
    { "time_used", ADJ_FIELD_TIME_USED },
  };
  g_assert_cmpuint (problems->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_assert_cmpint (field_of (problems, expected[i].key), ==, expected[i].field);
      const AdjEnvelopeProblem *p = problem_about (problems, expected[i].key);
      g_assert_true (p && p->article);
    }
  g_assert_null (problem_about (problems, "white"));

  /* 1985 has no draw offer or resumption on its envelope. */
  f.rules = "fide-1985";
  f.sealer = CHESS_BLACK;
  f.sealed_move_number = 41;
  f.black = "Puig, Jordi";
  f.time_used[CHESS_BLACK] = 7154;
  g_autoptr(GPtrArray) fine = check_fields (&f, NULL);
  g_assert_cmpuint (fine->len, ==, 0);
}

/* FCE 11.1: the signatures are written only when a player signed, with the
 * arbiter's name; the arbiter's name alone is no signature. */
static void
test_fields_fce (void)
{
  AdjEnvelopeFields f;
  example_fields (&f, NULL, NULL);
  f.rules = "fce";
  AdjEnvelope *env = NULL;
  g_autoptr(GPtrArray) missing = check_fields (&f, &env);
  g_assert_false (json_object_has_member (adj_envelope_get_object (env), "signatures"));
  g_assert_false (adj_envelope_get_signed (env, CHESS_WHITE));
  g_assert_null (adj_envelope_get_arbiter (env));
  g_object_unref (env);
  g_assert_cmpint (field_of (missing, "pieces_in_words"), ==, ADJ_FIELD_PIECES_IN_WORDS);
  g_assert_cmpint (field_of (missing, "signatures"), ==, ADJ_FIELD_SIGNATURES);

  /* Four pieces each: the words are compared with the board by the check. */
  f.pieces_in_words[CHESS_WHITE] = "quatre";
  f.pieces_in_words[CHESS_BLACK] = "tres";
  f.signed_by[CHESS_WHITE] = TRUE;
  g_autoptr(GPtrArray) problems = check_fields (&f, &env);
  g_assert_null (problem_about (problems, "pieces_in_words.white"));
  g_assert_nonnull (problem_about (problems, "pieces_in_words.black"));
  g_assert_null (problem_about (problems, "signatures"));
  /* One player signed: both are written, the other as not signed. */
  g_assert_cmpint (field_of (problems, "signatures.black"), ==, ADJ_FIELD_SIGNATURES);
  g_assert_true (adj_envelope_get_signed (env, CHESS_WHITE));
  g_assert_false (adj_envelope_get_signed (env, CHESS_BLACK));
  g_assert_cmpstr (adj_envelope_get_arbiter (env), ==, "Serra, Anna");
  g_assert_cmpstr (adj_envelope_get_pieces_in_words (env, CHESS_WHITE), ==, "quatre");
  g_object_unref (env);

  f.signed_by[CHESS_BLACK] = TRUE;
  f.pieces_in_words[CHESS_BLACK] = "quatre";
  g_autoptr(GPtrArray) fine = check_fields (&f, NULL);
  g_assert_cmpuint (fine->len, ==, 0);

  /* Signatures are FCE's: another profile's envelope never carries them. */
  f.rules = "fide-2023";
  f.pieces_in_words[CHESS_WHITE] = f.pieces_in_words[CHESS_BLACK] = NULL;
  g_autoptr(GPtrArray) other = check_fields (&f, &env);
  g_assert_false (json_object_has_member (adj_envelope_get_object (env), "signatures"));
  g_object_unref (env);
}

/* ENV's game record loaded whole, for a PGN: its plies, or the code of the
 * error (naming the key) with which it is refused, negated. */
static int
load_game (AdjEnvelope *env)
{
  ChessGame game;
  g_autoptr(GError) error = NULL;
  chess_game_init (&game);
  gboolean ok = adj_envelope_load_game (env, &game, &error);
  int plies = chess_game_ply_count (&game);
  chess_game_clear (&game);
  if (ok)
    {
      g_assert_no_error (error);
      return plies;
    }
  g_assert_nonnull (error);
  g_assert_true (error->domain == ADJ_ENVELOPE_ERROR);
  g_assert_nonnull (strstr (error->message, "game.moves"));
  return -error->code;
}

/* A game record goes with the position; the check replays it. */
static void
test_fields_game (void)
{
  AdjEnvelopeFields f;
  example_fields (&f, NULL, NULL);
  f.rules = "fide-1985";
  f.position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
  f.sealed_move_number = 2;
  f.time_control = NULL;
  static const char *const moves[] = { "e4", "e5", "Nf3", NULL };
  f.game_moves = moves;
  AdjEnvelope *env = NULL;
  g_autoptr(GPtrArray) problems = check_fields (&f, &env);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_true (adj_envelope_has_game_record (env));
  g_assert_true (adj_envelope_has_field (env, ADJ_FIELD_GAME_RECORD));
  JsonObject *game = json_object_get_object_member (adj_envelope_get_object (env), "game");
  g_assert_cmpstr (json_object_get_string_member (game, "start"), ==, "startpos");
  JsonArray *list = json_object_get_array_member (game, "moves");
  g_assert_cmpuint (json_array_get_length (list), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (list, 2), ==, "Nf3");
  g_assert_cmpint (load_game (env), ==, 3);
  g_object_unref (env);

  /* A record that does not reach the position is the check's to say, and
   * loading it names the key. */
  static const char *const other[] = { "e4", "e5", "Nc3", NULL };
  f.game_moves = other;
  g_autoptr(GPtrArray) mismatch = check_fields (&f, &env);
  g_assert_cmpint (field_of (mismatch, "game.moves"), ==, ADJ_FIELD_GAME_RECORD);
  g_assert_cmpint (load_game (env), ==, -ADJ_ENVELOPE_ERROR_VALUE);
  g_object_unref (env);

  /* No record: nothing to load, the key named. */
  f.game_moves = NULL;
  g_autoptr(GPtrArray) none = check_fields (&f, &env);
  g_assert_false (json_object_has_member (adj_envelope_get_object (env), "game"));
  g_assert_cmpint (load_game (env), ==, -ADJ_ENVELOPE_ERROR_MISSING);
  g_object_unref (env);
}

/* A value that is not valid refuses the whole envelope, naming its field;
 * a move is written only for an envelope already opened. */
static void
test_fields_refused_and_opened (void)
{
  AdjEnvelopeFields f;
  example_fields (&f, NULL, NULL);
  f.position = "8/8/8/8/8/8/8/8 w - - 0 1";
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) refused = adj_envelope_new_from_fields (&f, &error);
  g_assert_null (refused);
  g_assert_error (error, ADJ_ENVELOPE_ERROR, ADJ_ENVELOPE_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (error->message, "position:"));
  g_clear_error (&error);

  f.position = EXAMPLE_FEN;
  f.sealed_move = "Rd2";
  g_autoptr(AdjEnvelope) opened = adj_envelope_new_from_fields (&f, &error);
  g_assert_no_error (error);
  g_assert_true (adj_envelope_is_opened (opened));
  g_assert_true (adj_envelope_has_field (opened, ADJ_FIELD_SEALED_MOVE));
  g_assert_cmpstr (adj_envelope_get_sealed_move (opened), ==, "Rd2");
  /* Closed again, a new value: the opened one keeps its move. */
  g_autoptr(AdjEnvelope) closed = adj_envelope_with_sealed_move (opened, NULL);
  g_assert_false (adj_envelope_is_opened (closed));
  g_assert_cmpstr (adj_envelope_get_sealed_move (opened), ==, "Rd2");
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
  g_test_add_func ("/adjourn/envelope/from-fields/complete", test_fields_complete);
  g_test_add_func ("/adjourn/envelope/from-fields/given-only", test_fields_given_only);
  g_test_add_func ("/adjourn/envelope/engine-analysis", test_engine_analysis);
  g_test_add_func ("/adjourn/envelope/from-fields/fce", test_fields_fce);
  g_test_add_func ("/adjourn/envelope/from-fields/game", test_fields_game);
  g_test_add_func ("/adjourn/envelope/from-fields/refused-and-opened", test_fields_refused_and_opened);
  return g_test_run ();
}
