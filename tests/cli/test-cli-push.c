/* test-cli-push.c — `archive push EVENT --to URI`: a desk's event carried to another archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cli-desk.h"

static const char event_name[] = "Club championship";

static const char facts_paper[] =
  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
  " \"sealed_move\": \"Td2\", \"present\": [\"Serra, Anna\"], \"scoresheets_found\": {\"white\": true, \"black\": true},"
  " \"now\": null}";

/* Envelopes of boards BOARDS imported on the desk; the id of the first. */
static char *
import_boards (Desk *d, const char *const *boards)
{
  char *first = NULL;
  for (guint i = 0; boards[i]; i++)
    {
      g_autofree char *file = desk_write_envelope (d, boards[i], NULL, NULL);
      g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
      if (!first)
        first = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
    }
  return first;
}

static JsonObject *
push (Desk *d, const char *target)
{
  return run_json (0, NULL, "archive", "push", event_name, "--to", target, "--db", d->db, NULL);
}

/* `log verify --event` of ARCHIVE: valid, and its head. */
static char *
verified_head (const char *archive)
{
  g_autoptr(JsonObject) log = run_json (0, NULL, "log", "verify", "--event", event_name, "--db", archive, NULL);
  g_assert_true (json_object_get_boolean_member (log, "valid"));
  g_autoptr(JsonObject) head = run_json (0, NULL, "log", "head", "--event", event_name, "--db", archive, NULL);
  return g_strdup (json_object_get_string_member (head, "head"));
}

/* The second push finds everything there and writes nothing; a step
 * recorded on the desk afterwards is all the third one carries. */
static void
test_twice (Desk *d, gconstpointer data)
{
  const char *const boards[] = { "1", "2", NULL };
  g_autofree char *id = import_boards (d, boards);
  g_autofree char *target = g_build_filename (d->dir, "federation.db", NULL);

  g_autoptr(JsonObject) first = push (d, target);
  gint64 entries = json_object_get_int_member (first, "entries");
  g_assert_cmpint (entries, >=, 2);
  g_assert_cmpint (json_object_get_int_member (first, "envelopes_added"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (first, "event"), ==, event_name);
  g_autofree char *desk_head = verified_head (d->db);
  g_autofree char *target_head = verified_head (target);
  g_assert_cmpstr (target_head, ==, desk_head);
  g_assert_cmpstr (json_object_get_string_member (first, "head"), ==, desk_head);

  g_autofree char *before = store_test_file_digest (target);
  g_autoptr(JsonObject) second = push (d, target);
  g_assert_cmpint (json_object_get_int_member (second, "entries"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (second, "envelopes_added"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (second, "envelopes_updated"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (second, "entries_present"), ==, entries);
  g_autofree char *after = store_test_file_digest (target);
  g_assert_cmpstr (after, ==, before);

  /* The desk opens an envelope: only its entries go. */
  g_autofree char *facts = desk_write (d, "facts.json", facts_paper);
  g_autoptr(JsonObject) outcome = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db,
                                            "--actor", "Serra, Anna", NULL);
  g_autoptr(JsonObject) third = push (d, target);
  g_assert_cmpint (json_object_get_int_member (third, "entries"), ==, 2);   /* opened, outcome */
  g_assert_cmpint (json_object_get_int_member (third, "entries_present"), ==, entries);
  g_assert_cmpint (json_object_get_int_member (third, "outcomes"), ==, 1);
  g_autofree char *desk_head_after = verified_head (d->db);
  g_autofree char *target_head_after = verified_head (target);
  g_assert_cmpstr (target_head_after, ==, desk_head_after);
  g_assert_cmpstr (target_head_after, !=, target_head);
}

/* The same envelope opened on the desk and, apart, on the target: the
 * histories depart, the push says where and writes nothing. */
static void
test_conflict (Desk *d, gconstpointer data)
{
  const char *const boards[] = { "1", NULL };
  g_autofree char *id = import_boards (d, boards);
  g_autofree char *target = g_build_filename (d->dir, "federation.db", NULL);
  g_autoptr(JsonObject) first = push (d, target);

  g_autofree char *facts = desk_write (d, "facts.json", facts_paper);
  g_autoptr(JsonObject) there = run_json (0, NULL, "envelope", "resume", "1", "--facts", facts, "--db", target,
                                          "--actor", "Committee", NULL);
  g_autoptr(JsonObject) here = run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db,
                                         "--actor", "Serra, Anna", NULL);
  g_autofree char *before = store_test_file_digest (target);
  g_autofree char *err = NULL;
  run_json (2, &err, "archive", "push", event_name, "--to", target, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "another history"));
  g_assert_nonnull (strstr (err, "position"));
  g_assert_nonnull (strstr (err, "nothing was pushed"));
  g_autofree char *after = store_test_file_digest (target);
  g_assert_cmpstr (after, ==, before);
  g_autofree char *head = verified_head (target);
}

/* A push that fails on its way (a fail point armed from outside) leaves
 * the target as it was; the next one goes through. */
static void
test_failure (Desk *d, gconstpointer data)
{
  const char *const boards[] = { "1", NULL };
  g_autofree char *id = import_boards (d, boards);
  g_autofree char *target = g_build_filename (d->dir, "federation.db", NULL);
  g_autoptr(JsonObject) first = push (d, target);
  const char *const more[] = { "2", "3", NULL };
  g_autofree char *second_id = import_boards (d, more);

  static const char *const points[] = { "push-after-rows", "push-before-commit" };
  g_autofree char *before = store_test_file_digest (target);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_setenv ("ADJOURN_TEST_FAIL_POINT", points[i], TRUE);
      g_autofree char *err = NULL;
      run_json (2, &err, "archive", "push", event_name, "--to", target, "--db", d->db, NULL);
      g_unsetenv ("ADJOURN_TEST_FAIL_POINT");
      g_assert_nonnull (strstr (err, points[i]));
      g_autofree char *after = store_test_file_digest (target);
      g_assert_cmpstr (after, ==, before);
    }
  g_autoptr(JsonObject) last = push (d, target);
  g_assert_cmpint (json_object_get_int_member (last, "envelopes_added"), ==, 2);
  g_autofree char *desk_head = verified_head (d->db);
  g_autofree char *target_head = verified_head (target);
  g_assert_cmpstr (target_head, ==, desk_head);
}

/* Bad arguments are named; a password in the target URI appears in no message. */
static void
test_refusals (Desk *d, gconstpointer data)
{
  const char *const boards[] = { "1", NULL };
  g_autofree char *id = import_boards (d, boards);
  g_autofree char *err1 = NULL, *err2 = NULL, *err3 = NULL, *err4 = NULL;
  run_json (2, &err1, "archive", "push", event_name, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err1, "--to"));
  g_autofree char *target = g_build_filename (d->dir, "federation.db", NULL);
  run_json (2, &err2, "archive", "push", "No such event", "--to", target, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err2, "No such event"));
  run_json (2, &err3, "archive", "push", event_name, "--to", d->db, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err3, "another archive"));
  /* Nothing listens on port 1 of this host: the connection fails. */
  run_json (2, &err4, "archive", "push", event_name, "--to", "postgresql://arbiter:Sup3rSecret@127.0.0.1:1/federation",
            "--db", d->db, NULL);
  g_assert_nonnull (strstr (err4, "127.0.0.1"));
  g_assert_null (strstr (err4, "Sup3rSecret"));
  /* A password with a raw "/" or a second "@": refused, shown nowhere. */
  static const char *const raw[] = { "postgresql://arbiter:Sup3r/Secret@127.0.0.1:1/federation",
                                     "postgresql://arbiter:Sup3r@Secret@127.0.0.1:1/federation" };
  for (guint i = 0; i < G_N_ELEMENTS (raw); i++)
    {
      g_autofree char *err = NULL;
      run_json (2, &err, "archive", "push", event_name, "--to", raw[i], "--db", d->db, NULL);
      g_assert_nonnull (strstr (err, "127.0.0.1:1/federation"));
      g_assert_null (strstr (err, "Sup3r"));
      g_assert_null (strstr (err, "Secret"));
      g_autofree char *err_db = NULL;
      run_json (2, &err_db, "envelope", "list", "--db", raw[i], NULL);
      g_assert_null (strstr (err_db, "Sup3r"));
      g_assert_null (strstr (err_db, "Secret"));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/push/twice", Desk, NULL, desk_set_up, test_twice, desk_tear_down);
  g_test_add ("/cli/push/conflict", Desk, NULL, desk_set_up, test_conflict, desk_tear_down);
  g_test_add ("/cli/push/failure-changes-nothing", Desk, NULL, desk_set_up, test_failure, desk_tear_down);
  g_test_add ("/cli/push/refusals", Desk, NULL, desk_set_up, test_refusals, desk_tear_down);
  return g_test_run ();
}
