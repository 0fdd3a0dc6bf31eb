/* test-cli-envelope-resume.c — `envelope resume`: an archived envelope
 * opened (or recorded lost) and judged, exactly as `resume` judges the
 * scenario made of it and the facts
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>


#include "cli-desk.h"

static const char facts_paper[] =
  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
  " \"sealed_move\": \"Td2\", \"present\": [\"Serra, Anna\"], \"scoresheets_found\": {\"white\": true, \"black\": false},"
  " \"now\": null}";

static void
test_paper (Desk *d, gconstpointer data)
{
  g_autofree char *envelope = desk_envelope_text ("3", NULL, NULL);
  g_autofree char *file = desk_write (d, "envelope.json", envelope);
  g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
  g_autofree char *facts = desk_write (d, "facts.json", facts_paper);

  /* A dry run answers and writes nothing. */
  g_autofree char *before = store_test_file_digest (d->db);
  g_autoptr(JsonObject) dry = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--dry-run",
                                        "--db", d->db, NULL);
  g_autofree char *after_dry = store_test_file_digest (d->db);
  g_assert_cmpstr (before, ==, after_dry);

  g_autoptr(JsonObject) outcome = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db,
                                            "--actor", "Serra, Anna", NULL);
  g_assert_cmpint (json_object_get_int_member (outcome, "envelope_id"), ==, atoi (id));
  g_assert_cmpstr (json_object_get_string_member (outcome, "status"), ==, "continues");

  /* Exactly what `resume` gives for the scenario of this envelope and these facts. */
  g_autofree char *opened = desk_envelope_text ("3", "Td2", NULL);
  g_autofree char *scenario_text = g_strdup_printf (
    "{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": %s,"
    " \"arrivals\": {\"white\": 0, \"black\": 0}}", opened);
  g_autofree char *scenario = desk_write (d, "scenario.json", scenario_text);
  g_autoptr(JsonObject) expected = run_json (0, NULL, "resume", scenario, NULL);
  json_object_remove_member (outcome, "envelope_id");
  g_autoptr(JsonNode) a = json_node_init_object (json_node_alloc (), outcome);
  g_autoptr(JsonNode) b = json_node_init_object (json_node_alloc (), expected);
  g_autoptr(JsonNode) c = json_node_init_object (json_node_alloc (), dry);
  json_object_remove_member (dry, "envelope_id");
  g_assert_true (json_node_equal (a, b));
  g_assert_true (json_node_equal (c, b));

  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created opened outcome");
  /* Opened: from now on the export shows the move. */
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "export", id, "--db", d->db, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"Td2\""));

  /* A final outcome is changed only by a correction. */
  g_autofree char *refusal = NULL;
  run_json (2, &refusal, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
  g_assert_nonnull (strstr (refusal, "final"));
  g_autoptr(JsonObject) corrected = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--correct",
                                              "--reason", "the arrival times were typed wrongly", "--db", d->db, NULL);
  g_autofree char *after = history_kinds (d, id);
  g_assert_cmpstr (after, ==, "created opened outcome corrected");
}

/* An outcome decided before opening (a draw agreed) left the envelope
 * closed; corrected by facts that open it (no agreement after all), the
 * opening is recorded with the correction, and the export then shows the
 * move. */
static void
test_correction_opens (Desk *d, gconstpointer data)
{
  g_autofree char *envelope = desk_envelope_text ("3", NULL, NULL);
  g_autofree char *file = desk_write (d, "envelope.json", envelope);
  g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
  g_autofree char *agreed = desk_write (d, "agreed.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"before_opening\": {\"type\": \"draw_agreed\"}, \"present\": [\"Serra, Anna\"]}");
  g_autoptr(JsonObject) drawn = run_json (0, NULL, "envelope", "resume", id, "--facts", agreed, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (drawn, "reason"), ==, "draw-agreed");
  g_autofree char *closed = history_kinds (d, id);
  g_assert_cmpstr (closed, ==, "created outcome");

  g_autofree char *facts = desk_write (d, "facts.json", facts_paper);
  g_autoptr(JsonObject) corrected = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--correct",
                                              "--reason", "no draw was agreed", "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (corrected, "status"), ==, "continues");
  g_autofree char *after = history_kinds (d, id);
  g_assert_cmpstr (after, ==, "created outcome opened corrected");
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "export", id, "--db", d->db, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"Td2\""));
}

static void
test_digital (Desk *d, gconstpointer data)
{
  g_autofree char *envelope = desk_envelope_text ("4", "Td2", NULL);
  g_autofree char *file = desk_write (d, "envelope.json", envelope);
  g_autoptr(JsonObject) sealed = run_json (0, NULL, "envelope", "seal", file, "--passphrase-file", d->passphrase,
                                           "--db", d->db, NULL);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (sealed, "id"));
  g_autofree char *before = store_test_file_digest (d->db);

  /* The archive holds the move: typing one in is refused. */
  g_autofree char *typed = desk_write (d, "typed.json", facts_paper);
  g_autofree char *err1 = NULL;
  run_json (2, &err1, "envelope", "resume", id, "--facts", typed, "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err1, "sealed_move"));

  g_autofree char *facts = desk_write (d, "facts.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0}}");
  /* Without the passphrase, or with another one: refused. */
  g_autofree char *err2 = NULL;
  run_json (2, &err2, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err2, "passphrase"));
  g_autofree char *wrong = desk_write (d, "wrong", "not it\n");
  g_autofree char *err3 = NULL;
  run_json (2, &err3, "envelope", "resume", id, "--facts", facts, "--passphrase-file", wrong, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err3, "passphrase"));
  g_autofree char *unchanged = store_test_file_digest (d->db);
  g_assert_cmpstr (before, ==, unchanged);

  g_autoptr(JsonObject) outcome = run_json (0, NULL, "envelope", "resume", id, "--facts", facts,
                                            "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (outcome, "status"), ==, "continues");
  JsonObject *verdict = json_object_get_object_member (outcome, "sealed_move");
  g_assert_cmpstr (json_object_get_string_member (verdict, "verdict"), ==, "legal");
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created checked sealed opened outcome");
}

static void
test_lost (Desk *d, gconstpointer data)
{
  g_autofree char *envelope = desk_envelope_text ("5", NULL, NULL);
  g_autofree char *file = desk_write (d, "envelope.json", envelope);
  g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
  g_autofree char *facts = desk_write (d, "facts.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"lost_envelope\": {\"declared_move\": \"Td2\", \"times_known\": true, \"position_known\": true}}");
  g_autoptr(JsonObject) outcome = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created lost outcome");
  g_autoptr(JsonObject) listed = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "--db", d->db, NULL), ==, 0);
  listed = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (listed, "state"), ==, "lost");

  /* A missing move, and facts that are not facts, are refused by key. */
  g_autofree char *envelope2 = desk_envelope_text ("6", NULL, NULL);
  g_autofree char *file2 = desk_write (d, "envelope2.json", envelope2);
  g_autoptr(JsonObject) second = run_json (0, NULL, "envelope", "import", file2, "--db", d->db, NULL);
  g_autofree char *id2 = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (second, "id"));
  g_autofree char *no_move = desk_write (d, "no-move.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0}}");
  g_autofree char *err4 = NULL;
  run_json (2, &err4, "envelope", "resume", id2, "--facts", no_move, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err4, "sealed_move"));
  g_autofree char *bad = desk_write (d, "bad.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": \"late\", \"black\": 0},"
    " \"sealed_move\": \"Td2\"}");
  g_autofree char *err5 = NULL;
  run_json (2, &err5, "envelope", "resume", id2, "--facts", bad, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err5, "arrivals.white"));
  g_autofree char *kinds2 = history_kinds (d, id2);
  g_assert_cmpstr (kinds2, ==, "created");
}

/* ---- facts known up to "now" ---------------------------------------------- */

/* What `resume` answers for the scenario of board BOARD's envelope (its
 * move MOVE, or NULL: null) and the facts' scenario keys MORE. */
static JsonObject *
resume_scenario (Desk *d, const char *board, const char *move, const char *more)
{
  g_autofree char *opened = desk_envelope_text (board, move, NULL);
  g_autofree char *text = g_strdup_printf ("{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": %s, %s}",
                                           opened, more);
  g_autofree char *path = desk_write (d, "scenario.json", text);
  return run_json (0, NULL, "resume", path, NULL);
}

/* Facts FACTS_TEXT for envelope ID refused, the message naming KEY. */
static void
assert_refused (Desk *d, const char *id, const char *facts_text, const char *key)
{
  g_autofree char *facts = desk_write (d, "refused.json", facts_text);
  g_autofree char *refusal = NULL;
  run_json (2, &refusal, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
  if (!strstr (refusal, key))
    g_error ("“%s” does not name %s", refusal, key);
}

/* t = 600: White here since the start, Black not yet; no move read. */
static const char facts_sealer_away[] =
  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
  " \"arrivals\": {\"white\": 0, \"black\": null}, \"now\": 600}";

/* A dry run of FACTS on envelope ID: awaiting a player, the envelope not
 * opened yet, though the rules allow it now. */
static void
assert_may_open (Desk *d, const char *id, const char *facts)
{
  g_autoptr(JsonObject) o = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--dry-run", "--db", d->db,
                                      NULL);
  g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "awaiting-player");
  g_assert_true (json_object_get_boolean_member (o, "may_open"));
  g_assert_true (json_object_get_null_member (o, "sealed_move"));
}

static void
assert_same (JsonObject *outcome, JsonObject *expected)
{
  json_object_remove_member (outcome, "envelope_id");
  g_autoptr(JsonNode) a = json_node_init_object (json_node_alloc (), outcome);
  g_autoptr(JsonNode) b = json_node_init_object (json_node_alloc (), expected);
  if (!json_node_equal (a, b))
    {
      g_autofree char *ta = json_to_string (a, FALSE), *tb = json_to_string (b, FALSE);
      g_error ("%s\n!=\n%s", ta, tb);
    }
}

static char *
import_paper (Desk *d, const char *board)
{
  g_autofree char *envelope = desk_envelope_text (board, NULL, NULL);
  g_autofree char *file = desk_write (d, "envelope.json", envelope);
  g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
}

static char *
facts_text (const char *keys, const char *more)
{
  return g_strdup_printf ("{\"format\": \"adjourn-resumption\", \"version\": 1, %s%s}", keys, more);
}

/* `envelope resume ID` with the facts KEYS and MORE: the outcome. */
static JsonObject *
resume_facts (Desk *d, const char *id, const char *keys, const char *more)
{
  g_autofree char *text = facts_text (keys, more);
  g_autofree char *facts = desk_write (d, "facts.json", text);
  return run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
}

/* RESUMED, with nobody awaited, is what the complete facts KEYS give for
 * board BOARD's envelope opened on Td2 (the keys "now" adds aside). */
static void
assert_complete (Desk *d, JsonObject *resumed, const char *board, const char *keys)
{
  g_assert_true (json_object_get_boolean_member (resumed, "may_open"));
  g_assert_true (json_object_get_null_member (resumed, "default_at"));
  json_object_remove_member (resumed, "may_open");
  json_object_remove_member (resumed, "default_at");
  g_autoptr(JsonObject) complete = resume_scenario (d, board, "Td2", keys);
  assert_same (resumed, complete);
}

/* t = 600, the responder (White) not here yet: waiting, the envelope
 * closed and nothing opened; at t = 900, White came at 700: the complete
 * facts' outcome, taken without --correct, and the opening recorded then. */
static void
test_now_responder_away (Desk *d, gconstpointer data)
{
  g_autofree char *id = import_paper (d, "7");
  static const char keys_600[] = "\"default_time\": 1800, \"arrivals\": {\"white\": null, \"black\": 0}, \"now\": 600";
  g_autoptr(JsonObject) outcome = resume_facts (d, id, keys_600, "");
  g_assert_cmpstr (json_object_get_string_member (outcome, "status"), ==, "waiting");
  g_assert_cmpstr (json_object_get_string_member (outcome, "reason"), ==, "awaiting-player");
  g_assert_false (json_object_get_boolean_member (outcome, "may_open"));
  g_assert_cmpint (json_object_get_int_member (outcome, "default_at"), ==, 1800);
  g_assert_cmpstr (json_object_get_string_member (outcome, "clock_running"), ==, "white");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (outcome, "time_used"), "white"), ==,
                   7012 + 600);
  g_autoptr(JsonObject) expected = resume_scenario (d, "7", NULL, keys_600);
  assert_same (outcome, expected);
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created outcome");

  /* A move read off the envelope while the rules keep it closed: refused,
   * nothing written. */
  g_autofree char *before = store_test_file_digest (d->db);
  assert_refused (d, id,
                  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
                  " \"arrivals\": {\"white\": null, \"black\": 0}, \"now\": 660, \"sealed_move\": \"Td2\"}",
                  "sealed_move");
  /* An arrival after now: the key named. */
  assert_refused (d, id,
                  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
                  " \"arrivals\": {\"white\": 700, \"black\": 0}, \"now\": 660, \"sealed_move\": \"Td2\"}",
                  "arrivals.white");
  g_autofree char *unchanged = store_test_file_digest (d->db);
  g_assert_cmpstr (before, ==, unchanged);

  /* White came at 700: nobody awaited, the complete facts' outcome. */
  static const char keys_900[] = "\"default_time\": 1800, \"arrivals\": {\"white\": 700, \"black\": 0}";
  static const char more_900[] = ", \"now\": 900, \"sealed_move\": \"Td2\"";
  g_autoptr(JsonObject) resumed = resume_facts (d, id, keys_900, more_900);
  g_assert_cmpstr (json_object_get_string_member (resumed, "status"), ==, "continues");
  assert_complete (d, resumed, "7", keys_900);
  g_autofree char *kinds2 = history_kinds (d, id);
  g_assert_cmpstr (kinds2, ==, "created outcome opened outcome");
  assert_log_valid (d);

  /* Final now: only a correction changes it. */
  g_autofree char *again = facts_text (keys_900, more_900);
  assert_refused (d, id, again, "final");
}

/* t = 600, the responder here, the sealer (Black) not: the envelope is
 * opened (recorded once), the sealed move made, White's clock running;
 * Black comes at 1200: play goes on, no second opening. */
static void
test_now_sealer_away (Desk *d, gconstpointer data)
{
  g_autofree char *id = import_paper (d, "8");
  static const char keys_600[] = "\"default_time\": 1800, \"arrivals\": {\"white\": 0, \"black\": null}, \"now\": 600";
  g_autoptr(JsonObject) outcome = resume_facts (d, id, keys_600, ", \"sealed_move\": \"Td2\"");
  g_assert_cmpstr (json_object_get_string_member (outcome, "status"), ==, "waiting");
  g_assert_cmpstr (json_object_get_string_member (outcome, "reason"), ==, "awaiting-player");
  g_assert_true (json_object_get_boolean_member (outcome, "may_open"));
  g_assert_cmpstr (json_object_get_string_member (outcome, "position"), ==, "8/5pk1/6p1/8/3R4/6P1/3r1PK1/8 w - - 4 42");
  g_autoptr(JsonObject) expected = resume_scenario (d, "8", "Td2", keys_600);
  assert_same (outcome, expected);
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created opened outcome");

  /* Before the opening, the same moment without the move read: may open. */
  g_autofree char *id2 = import_paper (d, "9");
  g_autofree char *unread = desk_write (d, "unread.json", facts_sealer_away);
  assert_may_open (d, id2, unread);

  /* Black came at 1200 (the move already read is not needed again). */
  static const char keys_1500[] = "\"default_time\": 1800, \"arrivals\": {\"white\": 0, \"black\": 1200}";
  g_autoptr(JsonObject) resumed = resume_facts (d, id, keys_1500, ", \"now\": 1500");
  g_assert_cmpstr (json_object_get_string_member (resumed, "status"), ==, "continues");
  assert_complete (d, resumed, "8", keys_1500);
  g_autofree char *kinds2 = history_kinds (d, id);
  g_assert_cmpstr (kinds2, ==, "created opened outcome outcome");
  assert_log_valid (d);

  /* Past the default time, the absent sealer's envelope is opened to see
   * whether the sealed move ends the game: its move is needed. */
  assert_refused (d, id2,
                  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
                  " \"arrivals\": {\"white\": 0, \"black\": null}, \"now\": 1800}",
                  "sealed_move");
}

/* Board BOARD's envelope sealed digitally, its move Td2: its number. */
static char *
seal_digital (Desk *d, const char *board)
{
  g_autofree char *envelope = desk_envelope_text (board, "Td2", NULL);
  g_autofree char *file = desk_write (d, "envelope.json", envelope);
  g_autoptr(JsonObject) sealed = run_json (0, NULL, "envelope", "seal", file, "--passphrase-file", d->passphrase,
                                           "--db", d->db, NULL);
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (sealed, "id"));
}

/* A digital envelope is decrypted only when the rules open it. */
static void
test_now_digital (Desk *d, gconstpointer data)
{
  g_autofree char *id = seal_digital (d, "10");

  /* White not here: no passphrase needed, nothing opened. */
  g_autofree char *away = desk_write (d, "away.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
    " \"arrivals\": {\"white\": null, \"black\": 0}, \"now\": 600}");
  g_autoptr(JsonObject) waiting = run_json (0, NULL, "envelope", "resume", id, "--facts", away, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (waiting, "reason"), ==, "awaiting-player");
  g_assert_false (json_object_get_boolean_member (waiting, "may_open"));
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created checked sealed outcome");

  /* White came: the envelope is opened now, with the passphrase. */
  g_autofree char *came = desk_write (d, "came.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
    " \"arrivals\": {\"white\": 700, \"black\": 0}, \"now\": 900}");
  g_autofree char *err = NULL;
  run_json (2, &err, "envelope", "resume", id, "--facts", came, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "passphrase"));
  g_autoptr(JsonObject) resumed = run_json (0, NULL, "envelope", "resume", id, "--facts", came,
                                            "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (resumed, "status"), ==, "continues");
  g_autofree char *kinds2 = history_kinds (d, id);
  g_assert_cmpstr (kinds2, ==, "created checked sealed outcome opened outcome");

  /* The sealer away, the responder here: the rules allow the opening; the
   * arbiter who gives the passphrase opens it, and it is recorded once. */
  g_autofree char *id2 = seal_digital (d, "11");
  g_autofree char *sealer_away = desk_write (d, "sealer-away.json", facts_sealer_away);
  assert_may_open (d, id2, sealer_away);
  g_autoptr(JsonObject) opened = run_json (0, NULL, "envelope", "resume", id2, "--facts", sealer_away,
                                           "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (opened, "reason"), ==, "awaiting-player");
  JsonObject *verdict = json_object_get_object_member (opened, "sealed_move");
  g_assert_cmpstr (json_object_get_string_member (verdict, "verdict"), ==, "legal");
  g_autofree char *arrived = desk_write (d, "arrived.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
    " \"arrivals\": {\"white\": 0, \"black\": 1000}, \"now\": 1000}");
  g_autoptr(JsonObject) on = run_json (0, NULL, "envelope", "resume", id2, "--facts", arrived, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (on, "status"), ==, "continues");
  g_autofree char *kinds3 = history_kinds (d, id2);
  g_assert_cmpstr (kinds3, ==, "created checked sealed opened outcome outcome");
  assert_log_valid (d);
}

/* What `envelope export ID` prints. */
static char *
export_text (Desk *d, const char *id)
{
  g_autofree char *err = NULL;
  char *out = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "export", id, "--db", d->db, NULL), ==, 0);
  return out;
}

/* Neither the move as written nor as played is in the export. */
static void
assert_export_sealed (Desk *d, const char *id)
{
  g_autofree char *out = export_text (d, id);
  g_assert_null (strstr (out, "Td2"));
  g_assert_null (strstr (out, "d1d2"));
  g_assert_nonnull (strstr (out, "\"sealed_move\""));
}

/* A digital envelope stays sealed until the facts open it with the right
 * passphrase: a waiting outcome leaves it closed, a wrong passphrase
 * changes nothing, and once the outcome is final only a correction is
 * taken. */
static void
test_digital_sealed_until_opened (Desk *d, gconstpointer data)
{
  g_autofree char *id = seal_digital (d, "12");
  assert_export_sealed (d, id);

  /* t = 600, White not here: waiting, the envelope closed. */
  g_autofree char *away = desk_write (d, "away.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
    " \"arrivals\": {\"white\": null, \"black\": 0}, \"now\": 600}");
  g_autoptr(JsonObject) waiting = run_json (0, NULL, "envelope", "resume", id, "--facts", away,
                                            "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (waiting, "status"), ==, "waiting");
  g_assert_true (json_object_get_null_member (waiting, "sealed_move"));
  assert_export_sealed (d, id);

  /* White came at 700: the later facts open it, but not with another
   * passphrase, which leaves the file as it was. */
  g_autofree char *came = desk_write (d, "came.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
    " \"arrivals\": {\"white\": 700, \"black\": 0}, \"now\": 900}");
  g_autofree char *wrong = desk_write (d, "wrong", "correct horse battery\n");
  g_autofree char *before = store_test_file_digest (d->db);
  g_autofree char *err = NULL;
  run_json (2, &err, "envelope", "resume", id, "--facts", came, "--passphrase-file", wrong, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "passphrase"));
  g_autofree char *unchanged = store_test_file_digest (d->db);
  g_assert_cmpstr (before, ==, unchanged);
  assert_export_sealed (d, id);
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created checked sealed outcome");

  g_autoptr(JsonObject) resumed = run_json (0, NULL, "envelope", "resume", id, "--facts", came,
                                            "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  g_assert_cmpstr (json_object_get_string_member (resumed, "status"), ==, "continues");
  g_autofree char *opened = export_text (d, id);
  g_assert_nonnull (strstr (opened, "\"Td2\""));
  g_autofree char *kinds2 = history_kinds (d, id);
  g_assert_cmpstr (kinds2, ==, "created checked sealed outcome opened outcome");

  /* Final: the same facts again are refused and change nothing; a
   * correction is a new entry. */
  g_autofree char *final = store_test_file_digest (d->db);
  g_autofree char *refusal = NULL;
  run_json (2, &refusal, "envelope", "resume", id, "--facts", came, "--passphrase-file", d->passphrase,
            "--db", d->db, NULL);
  g_assert_nonnull (strstr (refusal, "final"));
  g_autofree char *still = store_test_file_digest (d->db);
  g_assert_cmpstr (final, ==, still);
  g_autofree char *later = desk_write (d, "later.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"default_time\": 1800,"
    " \"arrivals\": {\"white\": 760, \"black\": 0}}");
  g_autoptr(JsonObject) corrected = run_json (0, NULL, "envelope", "resume", id, "--facts", later, "--correct",
                                              "--reason", "White’s arrival was stamped a minute early",
                                              "--passphrase-file", d->passphrase, "--db", d->db, NULL);
  JsonObject *used = json_object_get_object_member (corrected, "time_used");
  g_assert_cmpint (json_object_get_int_member (used, "white"), ==,
                   json_object_get_int_member (json_object_get_object_member (resumed, "time_used"), "white") + 60);
  g_autofree char *kinds3 = history_kinds (d, id);
  g_assert_cmpstr (kinds3, ==, "created checked sealed outcome opened outcome corrected");
  assert_log_valid (d);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/envelope-resume/paper", Desk, NULL, desk_set_up, test_paper, desk_tear_down);
  g_test_add ("/cli/envelope-resume/correction-opens", Desk, NULL, desk_set_up, test_correction_opens, desk_tear_down);
  g_test_add ("/cli/envelope-resume/digital", Desk, NULL, desk_set_up, test_digital, desk_tear_down);
  g_test_add ("/cli/envelope-resume/lost", Desk, NULL, desk_set_up, test_lost, desk_tear_down);
  g_test_add ("/cli/envelope-resume/now-responder-away", Desk, NULL, desk_set_up, test_now_responder_away, desk_tear_down);
  g_test_add ("/cli/envelope-resume/now-sealer-away", Desk, NULL, desk_set_up, test_now_sealer_away, desk_tear_down);
  g_test_add ("/cli/envelope-resume/now-digital", Desk, NULL, desk_set_up, test_now_digital, desk_tear_down);
  g_test_add ("/cli/envelope-resume/digital-sealed-until-opened", Desk, NULL, desk_set_up,
              test_digital_sealed_until_opened, desk_tear_down);
  return g_test_run ();
}
