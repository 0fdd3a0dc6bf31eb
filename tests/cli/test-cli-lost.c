/* test-cli-lost.c — `envelope lost` and `envelope annul`: a lost envelope
 * recorded in the archive, its position reconstructed from the scoresheets
 * or its game annulled, and the custody log still sound afterwards
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-scoresheet.h"
#include "cli-desk.h"

/* An Italian game of 13 moves (Catalan piece letters); the envelope was
 * sealed by White at move 14, in the position both sheets reach. */
static const char game_ca[] =
  "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. d3 Cf6 5. 0-0 d6 6. c3 0-0 7. h3 a6 "
  "8. Te1 Aa7 9. Ab3 h6 10. Ae3 Te8 11. De2 Ae6 12. Cbd2 Axb3 13. axb3 d5";
static const char adjourned[] = "r2qr1k1/bpp2pp1/p1n2n1p/3pp3/4P3/1PPPBN1P/1P1NQPP1/R3R1K1 w - - 0 14";

static char *
import_envelope (Desk *d, const char *board)
{
  g_autofree char *text = g_strdup_printf (
    "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    " \"event\": \"Club championship\", \"round\": \"5\", \"board\": \"%s\","
    " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\", \"position\": \"%s\","
    " \"time_control\": \"40/7200:20/3600\", \"time_used\": {\"white\": 3012, \"black\": 3154},"
    " \"adjourned_at\": \"2026-11-21T21:00:00+01:00\", \"session_end\": \"2026-11-21T21:00:00+01:00\","
    " \"sealer\": \"white\", \"sealed_move_number\": 14, \"draw_offer\": null,"
    " \"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},"
    " \"notation\": \"ca\", \"sealed_move\": null}", board, adjourned);
  g_autofree char *name = g_strdup_printf ("board-%s.json", board);
  g_autofree char *file = desk_write (d, name, text);
  g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
}

/* The scoresheets file: the game on both sheets, entry INDEX (0-based, -1:
 * none) written as WHITE_TEXT on White's sheet and BLACK_TEXT on Black's
 * (NULL: as played). No "notation": the envelope's is taken. */
static char *
write_sheets (Desk *d, const char *name, int index, const char *white_text, const char *black_text)
{
  const char *texts[2] = { white_text, black_text };
  g_auto (GStrv) sheets = g_new0 (char *, 3);
  for (int s = 0; s < 2; s++)
    {
      g_autoptr(GPtrArray) entries = adj_scoresheet_split (game_ca);
      if (index >= 0 && texts[s])
        {
          g_free (entries->pdata[index]);
          entries->pdata[index] = g_strdup (texts[s]);
        }
      g_ptr_array_add (entries, NULL);
      sheets[s] = g_strjoinv (" ", (char **) entries->pdata);
    }
  g_autofree char *text = g_strdup_printf ("{\"format\": \"adjourn-reconstruction\", \"version\": 1,"
                                           " \"scoresheets\": {\"white\": \"%s\", \"black\": \"%s\"}}",
                                           sheets[0], sheets[1]);
  return desk_write (d, name, text);
}

static JsonObject *
last_entry (Desk *d, const char *id)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "history", id, "--db", d->db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  return cli_parse_object (lines[g_strv_length (lines) - 1]);
}

static const char *
state_of (Desk *d, const char *id, char **keep)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "--db", d->db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_autoptr(JsonObject) o = cli_parse_object (lines[i]);
      if (json_object_get_int_member (o, "id") == g_ascii_strtoll (id, NULL, 10))
        return *keep = g_strdup_printf ("%s/%s", json_object_get_string_member (o, "state"),
                                        json_object_get_string_member (o, "game_state"));
    }
  g_assert_not_reached ();
}

static void
test_reconstructed (Desk *d, gconstpointer data)
{
  g_autofree char *id = import_envelope (d, "7");
  g_autofree char *sheets = write_sheets (d, "sheets.json", -1, NULL, NULL);

  g_autoptr(JsonObject) r = run_json (0, NULL, "envelope", "lost", id, "--scoresheets", sheets, "--db", d->db,
                                      "--actor", "Serra, Anna", NULL);
  g_assert_cmpstr (json_object_get_string_member (r, "status"), ==, "reconstructed");
  g_assert_cmpint (json_object_get_int_member (r, "envelope_id"), ==, atoi (id));
  g_assert_true (json_object_get_boolean_member (r, "envelope_matches"));
  JsonArray *recorded = json_object_get_array_member (r, "recorded");
  g_assert_cmpuint (json_array_get_length (recorded), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (recorded, 0), ==, "lost");
  g_assert_cmpstr (json_array_get_string_element (recorded, 1), ==, "reconstructed");

  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created lost reconstructed");
  g_autoptr(JsonObject) entry = last_entry (d, id);
  g_assert_cmpstr (json_object_get_string_member (entry, "actor"), ==, "Serra, Anna");
  JsonObject *note = json_object_get_object_member (entry, "note");
  g_assert_cmpstr (json_object_get_string_member (note, "position"), ==, adjourned);
  g_assert_true (json_object_get_boolean_member (note, "reaches_envelope"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (note, "departures")), ==, 0);
  g_autofree char *state = NULL;
  g_assert_cmpstr (state_of (d, id, &state), ==, "reconstructed/adjourned");

  /* Not twice: the envelope is no longer sealed or lost. */
  g_autofree char *twice = NULL;
  g_autoptr(JsonObject) again = run_json (2, &twice, "envelope", "lost", id, "--scoresheets", sheets, "--db", d->db, NULL);
  g_assert_nonnull (strstr (twice, "reconstructed, not sealed or lost"));

  /* The outcome then comes from the resumption with the move the sealer
   * declares: "Ab5" cannot be played (the bishop on e3 does not reach b5),
   * so the game waits for a move of that bishop, Black given two minutes. */
  g_autofree char *facts = desk_write (d, "facts.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"lost_envelope\": {\"declared_move\": \"Ab5\", \"times_known\": true, \"position_known\": true}}");
  g_autoptr(JsonObject) waiting = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (waiting, "status"), ==, "waiting");
  g_assert_cmpstr (json_object_get_string_member (waiting, "reason"), ==, "declared-move-illegal");
  JsonObject *touch = json_object_get_object_member (waiting, "touch_move");
  g_assert_cmpstr (json_object_get_string_member (touch, "piece"), ==, "bishop");

  /* What the arbiter then establishes: a pawn move is not the bishop's,
   * and is refused without a trace; the bishop taking on h6 is played. */
  g_autofree char *wrong = desk_write (d, "wrong.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"lost_envelope\": {\"declared_move\": \"Ab5\", \"replacement_move\": \"exd5\", \"times_known\": true,"
    " \"position_known\": true}}");
  g_autofree char *err = NULL;
  g_autoptr(JsonObject) refused = run_json (2, &err, "envelope", "resume", id, "--facts", wrong, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "lost_envelope.replacement_move"));
  g_autofree char *replaced = desk_write (d, "replaced.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"lost_envelope\": {\"declared_move\": \"Ab5\", \"replacement_move\": \"Axh6\", \"times_known\": true,"
    " \"position_known\": true}}");
  g_autoptr(JsonObject) outcome = run_json (0, NULL, "envelope", "resume", id, "--facts", replaced, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (outcome, "status"), ==, "continues");
  g_assert_cmpstr (json_object_get_string_member (outcome, "position"), ==,
                   "r2qr1k1/bpp2pp1/p1n2n1B/3pp3/4P3/1PPP1N1P/1P1NQPP1/R3R1K1 b - - 0 14");
  JsonObject *times = json_object_get_object_member (outcome, "time_used");
  g_assert_cmpint (json_object_get_int_member (times, "black"), ==, 3154 - 120);
  g_autofree char *then = history_kinds (d, id);
  g_assert_cmpstr (then, ==, "created lost reconstructed outcome outcome");
  assert_log_valid (d);
}

static void
test_settled_reading (Desk *d, gconstpointer data)
{
  /* White's sheet has the knight from f3 at ply 23; both readings reach the
   * adjournment, and only the knight from b1 reaches the envelope's position. */
  g_autofree char *id = import_envelope (d, "7");
  g_autofree char *sheets = write_sheets (d, "sheets.json", 22, "Cfd2", NULL);
  g_autoptr(JsonObject) r = run_json (0, NULL, "envelope", "lost", id, "--scoresheets", sheets, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (r, "status"), ==, "needs-arbiter");
  g_assert_true (json_object_get_null_member (r, "reading"));
  JsonArray *readings = json_object_get_array_member (r, "readings");
  g_assert_cmpuint (json_array_get_length (readings), ==, 2);
  JsonObject *first = json_array_get_object_element (readings, 0);
  g_assert_true (json_object_get_boolean_member (first, "reaches_envelope"));
  g_assert_cmpstr (json_object_get_string_member (first, "position"), ==, adjourned);
  JsonObject *second = json_array_get_object_element (readings, 1);
  g_assert_false (json_object_get_boolean_member (second, "reaches_envelope"));
  g_autofree char *second_position = g_strdup (json_object_get_string_member (second, "position"));
  /* Only the loss is written: the arbiter settles the rest. */
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created lost");

  /* A reading the sheets do not give is refused, and changes nothing. */
  g_autofree char *before = store_test_file_digest (d->db);
  g_autofree char *err = NULL;
  g_autoptr(JsonObject) none = run_json (2, &err, "envelope", "lost", id, "--scoresheets", sheets, "--reading", "3",
                                         "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "give 2 readings"));
  g_clear_pointer (&err, g_free);
  g_autoptr(JsonObject) zero = run_json (2, &err, "envelope", "lost", id, "--scoresheets", sheets, "--reading", "0",
                                         "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "--reading: 0"));
  g_autofree char *after = store_test_file_digest (d->db);
  g_assert_cmpstr (before, ==, after);

  /* The arbiter settles on the second (the lost envelope is taken again). */
  g_autoptr(JsonObject) settled = run_json (0, NULL, "envelope", "lost", id, "--scoresheets", sheets,
                                            "--reading", "2", "--db", d->db, NULL);
  JsonArray *recorded = json_object_get_array_member (settled, "recorded");
  g_assert_cmpuint (json_array_get_length (recorded), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (recorded, 0), ==, "reconstructed");
  g_autoptr(JsonObject) entry = last_entry (d, id);
  JsonObject *note = json_object_get_object_member (entry, "note");
  g_assert_cmpstr (json_object_get_string_member (note, "position"), ==, second_position);
  g_assert_cmpstr (json_object_get_string_member (note, "status"), ==, "needs-arbiter");
  g_assert_false (json_object_get_boolean_member (note, "reaches_envelope"));
  JsonArray *departures = json_object_get_array_member (note, "departures");
  g_assert_cmpuint (json_array_get_length (departures), ==, 1);
  JsonObject *dep = json_array_get_object_element (departures, 0);
  g_assert_cmpint (json_object_get_int_member (dep, "ply"), ==, 23);
  g_assert_cmpstr (json_object_get_string_member (dep, "sheet"), ==, "black");
  g_assert_cmpstr (json_object_get_string_member (dep, "instead"), ==, "Nfd2");
  assert_log_valid (d);
}

/* The custody entries after "lost" of each path, with the outcome's reason
 * and the state the archive gives the envelope and its game. */
static void
assert_annulled (Desk *d, const char *id, const char *kinds_want, const char *reason_start)
{
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, kinds_want);
  g_autoptr(JsonObject) entry = last_entry (d, id);
  g_assert_cmpstr (json_object_get_string_member (entry, "kind"), ==, "annulled");
  const char *reason = json_object_get_string_member (json_object_get_object_member (entry, "note"), "reason");
  g_assert_true (g_str_has_prefix (reason, reason_start));
  g_autofree char *state = NULL;
  g_assert_cmpstr (state_of (d, id, &state), ==, "annulled/annulled");
  assert_log_valid (d);
}

static void
test_impossible_annuls (Desk *d, gconstpointer data)
{
  /* Both sheets garbled at the last ply, where many moves were possible: no
   * reading reaches the adjournment. */
  g_autofree char *id = import_envelope (d, "7");
  g_autofree char *sheets = write_sheets (d, "sheets.json", 25, "d9", "??x");
  g_autoptr(JsonObject) r = run_json (0, NULL, "envelope", "lost", id, "--scoresheets", sheets, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (r, "status"), ==, "impossible");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (r, "readings")), ==, 0);
  JsonArray *recorded = json_object_get_array_member (r, "recorded");
  g_assert_cmpuint (json_array_get_length (recorded), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (recorded, 2), ==, "annulled");
  assert_annulled (d, id, "created lost outcome annulled", "At half-move 26 neither scoresheet");

  /* A final outcome stands: no resumption, no second annulment. */
  g_autofree char *err = NULL;
  g_autoptr(JsonObject) again = run_json (2, &err, "envelope", "annul", id, "--reason", "again", "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "annulled, not lost"));
}

static void
test_annul (Desk *d, gconstpointer data)
{
  g_autofree char *id = import_envelope (d, "7");
  g_autofree char *err = NULL;

  /* Only a lost envelope, and only with a reason. */
  g_autoptr(JsonObject) sealed = run_json (2, &err, "envelope", "annul", id, "--reason", "lost", "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "sealed, not lost"));
  g_clear_pointer (&err, g_free);
  g_autofree char *sheets = write_sheets (d, "sheets.json", 22, "Cfd2", NULL);
  g_autoptr(JsonObject) r = run_json (0, NULL, "envelope", "lost", id, "--scoresheets", sheets, "--db", d->db, NULL);
  g_autoptr(JsonObject) no_reason = run_json (2, &err, "envelope", "annul", id, "--reason", " ", "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "--reason"));

  g_autoptr(JsonObject) annulled = run_json (0, NULL, "envelope", "annul", id, "--reason",
                                             "the players dispute both readings", "--actor", "Serra, Anna",
                                             "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (annulled, "state"), ==, "annulled");
  g_assert_cmpstr (json_object_get_string_member (annulled, "game_state"), ==, "annulled");
  assert_annulled (d, id, "created lost outcome annulled", "the players dispute both readings");

  /* The resumption's own annulment (no position) is recorded the same way. */
  g_autofree char *other = import_envelope (d, "8");
  g_autofree char *facts = desk_write (d, "facts.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"lost_envelope\": {\"declared_move\": null, \"times_known\": false, \"position_known\": false}}");
  g_autoptr(JsonObject) outcome = run_json (0, NULL, "envelope", "resume", other, "--facts", facts, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (outcome, "status"), ==, "annulled");
  assert_annulled (d, other, "created lost outcome annulled", "The envelope is lost");

  /* Both outcome entries say the same: annulled, position lost. */
  g_autofree char *out = NULL;
  for (int k = 0; k < 2; k++)
    {
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "history", k ? other : id, "--db", d->db, NULL), ==, 0);
      g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
      g_autoptr(JsonObject) o = cli_parse_object (lines[g_strv_length (lines) - 2]);
      JsonObject *note = json_object_get_object_member (o, "note");
      g_assert_cmpstr (json_object_get_string_member (note, "status"), ==, "annulled");
      g_assert_cmpstr (json_object_get_string_member (note, "reason"), ==, "position-lost");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/lost/reconstructed", Desk, NULL, desk_set_up, test_reconstructed, desk_tear_down);
  g_test_add ("/cli/lost/settled-reading", Desk, NULL, desk_set_up, test_settled_reading, desk_tear_down);
  g_test_add ("/cli/lost/impossible-annuls", Desk, NULL, desk_set_up, test_impossible_annuls, desk_tear_down);
  g_test_add ("/cli/lost/annul", Desk, NULL, desk_set_up, test_annul, desk_tear_down);
  return g_test_run ();
}
