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

#include <sqlite3.h>

#include "cli-desk.h"

/* Runs the CLI and returns its standard output's JSON object, asserting
 * the exit status. */
static JsonObject *
run_json (int status, char **err_out, ...)
{
  const char *args[16] = { NULL };
  va_list ap;
  va_start (ap, err_out);
  guint n = 0;
  for (const char *a = va_arg (ap, const char *); a && n < G_N_ELEMENTS (args) - 1; a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);
  g_autofree char *out = NULL, *err = NULL;
  int got = cli_run (NULL, &out, &err, args[0], args[1], args[2], args[3], args[4], args[5], args[6], args[7],
                     args[8], args[9], args[10], args[11], args[12], args[13], args[14], NULL);
  if (got != status)
    g_test_message ("stderr: %s", err);
  g_assert_cmpint (got, ==, status);
  if (err_out)
    *err_out = g_steal_pointer (&err);
  return status == 0 ? cli_parse_object (out) : NULL;
}

static char *
history_kinds (Desk *d, const char *id)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "history", id, "--db", d->db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_autoptr(GString) kinds = g_string_new (NULL);
  for (guint i = 0; lines[i]; i++)
    {
      g_autoptr(JsonObject) entry = cli_parse_object (lines[i]);
      g_string_append_printf (kinds, "%s%s", i ? " " : "", json_object_get_string_member (entry, "kind"));
    }
  return g_string_free (g_steal_pointer (&kinds), FALSE);
}

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/envelope-resume/paper", Desk, NULL, desk_set_up, test_paper, desk_tear_down);
  g_test_add ("/cli/envelope-resume/digital", Desk, NULL, desk_set_up, test_digital, desk_tear_down);
  g_test_add ("/cli/envelope-resume/lost", Desk, NULL, desk_set_up, test_lost, desk_tear_down);
  return g_test_run ();
}
