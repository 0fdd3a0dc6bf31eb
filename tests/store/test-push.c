/* test-push.c — `archive push`: an event carried from a desk's file to another archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The desk is always an SQLite file; the target is another file, or (suite
 * store-pg) an archive on the test cluster.
 */
#include "config.h"

#include <signal.h>
#include <sys/wait.h>

#include "adj-custody.h"
#include "adj-seal.h"
#include "adj-store-push.h"
#include "store-test.h"

#define MOVE       "Rxd7+"
#define PASSPHRASE "correct horse battery staple"

static const char event_name[] = "Club championship";

typedef struct {
  char     *desk_dir;
  char     *target_dir;
  AdjStore *desk;
  AdjStore *target;
  gint64    paper;    /* a paper envelope, opened, with an outcome */
  gint64    digital;  /* a digital envelope, sealed */
} Fixture;

static const char outcome_json[] =
  "{\"status\": \"continues\", \"result\": null, \"reason\": \"continues\"}";

static void
set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  f->desk_dir = store_test_dir ();
  f->target_dir = store_test_dir ();
  g_autofree char *desk_path = g_build_filename (f->desk_dir, "desk.db", NULL);
  f->desk = adj_store_open (desk_path, &error);
  g_assert_no_error (error);
  f->target = store_test_open (f->target_dir);

  g_autofree char *paper = store_test_envelope (event_name, "5", "1", "Vidal, Marta", "Puig, Jordi",
                                                "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *digital = store_test_envelope (event_name, "5", "2", "Ferrer, Pau", "Serra, Anna",
                                                  "2026-11-21T21:05:00+01:00", NULL);
  f->paper = store_test_import (f->desk, paper);
  f->digital = store_test_import (f->desk, digital);

  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_assert_true (adj_seal_set_passphrase (f->desk, event_name, PASSPHRASE, &limits, &error));
  g_assert_no_error (error);
  g_assert_true (adj_seal_envelope (f->desk, f->digital, PASSPHRASE, MOVE, "Arbiter", NULL, &error));
  g_assert_no_error (error);

  const AdjOpening opening = { .arbiter = "Arbiter", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_true (adj_store_open_envelope (f->desk, f->paper, &opening, "Td2", &error));
  g_assert_no_error (error);
  const AdjCustodyAct act = { .actor = "Arbiter" };
  g_assert_true (adj_store_record_outcome (f->desk, f->paper, outcome_json, &act, NULL, &error));
  g_assert_no_error (error);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->desk);
  g_clear_object (&f->target);
  store_test_dir_remove (f->desk_dir);
  store_test_dir_remove (f->target_dir);
  g_free (f->desk_dir);
  g_free (f->target_dir);
}

static gint64
count (AdjStore *store, const char *table)
{
  g_autoptr(GError) error = NULL;
  gint64 n = adj_store_count (store, table, &error);
  g_assert_no_error (error);
  return n;
}

static char *
head (AdjStore *store)
{
  g_autoptr(GError) error = NULL;
  char *text = adj_custody_event_head (store, event_name, &error);
  g_assert_no_error (error);
  return text;
}

/* The number of rows of each table the push copies, as one text. */
static char *
counts (AdjStore *store)
{
  return g_strdup_printf ("events %" G_GINT64_FORMAT " envelopes %" G_GINT64_FORMAT " sealed %" G_GINT64_FORMAT
                          " outcomes %" G_GINT64_FORMAT " custody %" G_GINT64_FORMAT,
                          count (store, "events"), count (store, "envelopes"), count (store, "sealed_moves"),
                          count (store, "outcomes"), count (store, "custody"));
}

/* The target's id of the desk's envelope of BOARD. */
static gint64
target_envelope (Fixture *f, const char *board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (f->target, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < list->len; i++)
    {
      const AdjEnvelopeInfo *info = list->pdata[i];
      if (g_strcmp0 (info->board, board) == 0)
        return info->id;
    }
  g_assert_not_reached ();
  return 0;
}

/* Everything is carried: the envelopes in their states, the outcome, the
 * chain with its head and signatures, the sealed move as ciphertext that
 * opens there with the event's passphrase. */
static void
test_whole (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjPushReport report = { 0 };
  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);

  gint64 desk_rows = count (f->desk, "custody");
  g_assert_cmpint (report.entries, ==, desk_rows);
  g_assert_cmpint (report.entries_present, ==, 0);
  g_assert_cmpint (report.envelopes_added, ==, 2);
  g_assert_cmpint (report.outcomes, ==, 1);
  g_assert_cmpint (report.signatures, >, 0);
  g_autofree char *desk_head = head (f->desk);
  g_autofree char *target_head = head (f->target);
  g_assert_cmpstr (report.head, ==, desk_head);
  g_assert_cmpstr (target_head, ==, desk_head);
  g_assert_cmpstr (report.event, ==, event_name);
  adj_push_report_clear (&report);

  /* The copy verifies there, signatures included. */
  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (f->target, event_name, &check, &error));
  g_assert_no_error (error);
  const AdjCustodyChain *chain = check.chains->pdata[0];
  g_assert_cmpint (chain->rows, ==, desk_rows);
  g_assert_cmpint (chain->signed_through, >, 0);
  g_assert_nonnull (chain->public_key);
  adj_custody_check_clear (&check);
  g_assert_true (adj_custody_verify (f->target, NULL, NULL, &error));
  g_assert_no_error (error);

  /* States as on the desk; the sealed move never in clear on the target. */
  g_autoptr(AdjEnvelopeInfo) paper = adj_store_get_envelope (f->target, target_envelope (f, "1"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (paper->state, ==, ADJ_ENVELOPE_OPENED);
  g_assert_cmpstr (paper->game_state, ==, "playing");
  gint64 digital = target_envelope (f, "2");
  g_autoptr(AdjEnvelopeInfo) sealed = adj_store_get_envelope (f->target, digital, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sealed->state, ==, ADJ_ENVELOPE_SEALED);
  g_assert_cmpint (sealed->kind, ==, ADJ_ENVELOPE_DIGITAL);
  g_autofree char *exported = adj_store_export_envelope (f->target, digital, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (exported, MOVE));
  if (store_test_on_pg ())
    {
      g_autofree char *rows = store_test_pg_rows_text (f->target_dir);
      g_assert_null (strstr (rows, MOVE));
      g_assert_null (strstr (rows, PASSPHRASE));
    }

  /* The ciphertext opens there, with the passphrase of the desk. */
  g_autofree char *move = NULL;
  const AdjOpening opening = { .arbiter = "Federation", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_true (adj_seal_open (f->target, digital, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, MOVE);
  adj_seal_free_move (move);
  move = NULL;
  g_assert_true (adj_custody_verify (f->target, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* Pushing again writes nothing; after a new step on the desk, only it. */
static void
test_twice (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjPushReport report = { 0 };
  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);
  g_autofree char *before = counts (f->target);

  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);
  g_assert_true (adj_push_report_is_empty (&report));
  g_assert_cmpint (report.entries_present, ==, count (f->desk, "custody"));
  adj_push_report_clear (&report);
  g_autofree char *again = counts (f->target);
  g_assert_cmpstr (again, ==, before);

  /* The desk opens the digital envelope: the push carries those entries only. */
  gint64 rows_before = count (f->desk, "custody");
  const AdjOpening opening = { .arbiter = "Arbiter", .white_scoresheet = TRUE, .black_scoresheet = FALSE };
  g_autofree char *move = NULL;
  g_assert_true (adj_seal_open (f->desk, f->digital, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  adj_seal_free_move (move);
  move = NULL;
  gint64 new_rows = count (f->desk, "custody") - rows_before;
  g_assert_cmpint (new_rows, >, 0);

  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (report.entries, ==, new_rows);
  g_assert_cmpint (report.entries_present, ==, rows_before);
  g_assert_cmpint (report.envelopes_added, ==, 0);
  g_assert_cmpint (report.envelopes_updated, ==, 1);   /* the paper one did not change */
  adj_push_report_clear (&report);
  g_autoptr(AdjEnvelopeInfo) opened = adj_store_get_envelope (f->target, target_envelope (f, "2"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (opened->state, ==, ADJ_ENVELOPE_OPENED);
  g_assert_cmpint (opened->black_scoresheet_found, ==, 0);
  g_autofree char *desk_head = head (f->desk);
  g_autofree char *target_head = head (f->target);
  g_assert_cmpstr (target_head, ==, desk_head);
  g_assert_true (adj_custody_verify (f->target, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* The target's chain departs from the desk's after the first push: a
 * conflict, named, and nothing written. */
static void
test_conflict (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjPushReport report = { 0 };
  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);

  /* The federation hands the envelope over; the desk, meanwhile, records another step. */
  g_assert_true (adj_custody_append (f->target, target_envelope (f, "2"), ADJ_CUSTODY_HANDED_OVER, "Committee",
                                     NULL, "{\"to\": \"committee\"}", NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_custody_append (f->desk, f->digital, ADJ_CUSTODY_HANDED_OVER, "Arbiter", NULL,
                                     "{\"to\": \"deputy\"}", NULL, &error));
  g_assert_no_error (error);
  g_autofree char *before = counts (f->target);
  g_autofree char *head_before = head (f->target);

  g_assert_false (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, event_name));
  g_assert_nonnull (strstr (error->message, "position"));
  g_assert_nonnull (strstr (error->message, "nothing was pushed"));
  g_clear_error (&error);
  g_autofree char *after = counts (f->target);
  g_autofree char *head_after = head (f->target);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (head_after, ==, head_before);

  /* Another event of the same name there, recorded apart: a conflict too. */
  g_autofree char *other_dir = store_test_dir ();
  g_autoptr(AdjStore) other = store_test_open (other_dir);
  g_autofree char *doc = store_test_envelope (event_name, "1", "9", "Roca, Pere", "Soler, Laia",
                                              "2026-11-20T21:00:00+01:00", NULL);
  store_test_import (other, doc);
  g_autofree char *other_before = counts (other);
  g_assert_false (adj_store_push_event (f->desk, event_name, other, &report, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_clear_error (&error);
  g_autofree char *other_after = counts (other);
  g_assert_cmpstr (other_after, ==, other_before);
  g_clear_object (&other);
  store_test_dir_remove (other_dir);
}

/* A push failing at any point leaves the target as it was. */
static void
test_failure (Fixture *f, gconstpointer data)
{
  static const char *const points[] = { "push-after-rows", "push-before-commit" };
  g_autoptr(GError) error = NULL;
  AdjPushReport report = { 0 };
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autofree char *before = counts (f->target);
      adj_store_set_fail_point (f->target, points[i]);
      g_assert_false (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
      g_assert_nonnull (strstr (error->message, points[i]));
      g_clear_error (&error);
      g_assert_false (store_test_in_transaction (f->target));
      g_autofree char *after = counts (f->target);
      g_assert_cmpstr (after, ==, before);
      g_assert_null (report.event);
    }
  /* Then the push goes through whole. */
  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (report.entries, ==, count (f->desk, "custody"));
  adj_push_report_clear (&report);
}

/* What cannot be pushed is refused before anything is written. */
static void
test_refusals (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = counts (f->target);
  g_assert_false (adj_store_push_event (f->desk, "No such event", f->target, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (adj_store_push_event (f->desk, event_name, f->desk, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_clear_error (&error);
  g_autofree char *after = counts (f->target);
  g_assert_cmpstr (after, ==, before);
}

/* A desk's chain that does not verify is not pushed (SQLite: the row is
 * altered in the desk's file behind the store's back). */
static void
test_broken_desk (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = store_test_db (f->desk);
  g_assert_cmpint (sqlite3_exec (db, "DROP TRIGGER custody_no_update;"
                                     "UPDATE custody SET actor = 'Someone else' WHERE seq = 2", NULL, NULL, NULL),
                   ==, SQLITE_OK);
  g_autofree char *before = counts (f->target);
  g_assert_false (adj_store_push_event (f->desk, event_name, f->target, NULL, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_assert_nonnull (strstr (error->message, "does not verify here"));
  g_clear_error (&error);
  g_autofree char *after = counts (f->target);
  g_assert_cmpstr (after, ==, before);
}

/* A push killed at a random moment (SIGKILL) leaves the target with the
 * whole event or none of it: never part of a chain. */
static void
test_killed (Fixture *f, gconstpointer data)
{
  g_autofree char *desk_path = g_build_filename (f->desk_dir, "desk.db", NULL);
  gint64 desk_rows = count (f->desk, "custody");
  guint whole = 0, nothing = 0;
  for (guint round = 0; round < 30; round++)
    {
      g_autofree char *dir = store_test_dir ();
      g_autofree char *location = store_test_target (dir);
      g_clear_object (&f->target);
      f->target = store_test_open (dir);   /* made before: the kill falls in the push */
      g_clear_object (&f->target);
      pid_t pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          AdjStore *desk = adj_store_open_full (desk_path, ADJ_STORE_OPEN_READ_ONLY, NULL);
          AdjStore *target = adj_store_open (location, NULL);
          gboolean ok = desk && target && adj_store_push_event (desk, event_name, target, NULL, NULL);
          _exit (ok ? 0 : 1);
        }
      /* A connection to the server takes longer than opening a file. */
      g_usleep (g_test_rand_int_range (0, store_test_on_pg () ? 250000 : 40000));
      kill (pid, SIGKILL);
      int status = 0;
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);

      f->target = store_test_open (dir);
      gint64 rows = count (f->target, "custody");
      if (rows == 0)
        {
          g_assert_cmpint (count (f->target, "envelopes"), ==, 0);
          g_assert_cmpint (count (f->target, "events"), ==, 0);
          nothing++;
        }
      else
        {
          g_autoptr(GError) error = NULL;
          g_assert_cmpint (rows, ==, desk_rows);
          g_assert_cmpint (count (f->target, "envelopes"), ==, 2);
          g_assert_true (adj_custody_verify (f->target, NULL, NULL, &error));
          g_assert_no_error (error);
          whole++;
        }
      g_clear_object (&f->target);
      store_test_dir_remove (dir);
    }
  g_test_message ("killed pushes: %u left the whole event, %u nothing", whole, nothing);
}

/* A target whose chain holds an entry at position 0 (a server altered by
 * hand: PostgreSQL's CHECK dropped first) is a conflict, not a row of the
 * desk's looked up before the first. */
static void
test_position_zero (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjPushReport report = { 0 };
  g_assert_true (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);

  AdjDb *db = adj_store_get_db (f->target);
  if (store_test_on_pg ())
    {
      /* The server refuses such a row itself. */
      g_assert_false (adj_db_exec (db, "INSERT INTO custody (seq, at, kind, actor, present, note, prev_hash, hash,"
                                       " event_id, position) SELECT max (seq) + 1, 'now', 'x', 'x', '[]', '{}',"
                                       " '\\x00', '\\x00', (SELECT id FROM events), 0 FROM custody", NULL));
      g_assert_true (adj_db_exec (db, "ALTER TABLE custody DROP CONSTRAINT custody_position_from_1", &error));
      g_assert_no_error (error);
    }
  const char *zero = store_test_on_pg ()
    ? "INSERT INTO custody (seq, at, kind, actor, present, note, prev_hash, hash, event_id, position)"
      " SELECT max (seq) + 1, 'now', 'x', 'x', '[]', '{}', '\\x00', '\\x00', (SELECT id FROM events), 0 FROM custody"
    : "INSERT INTO custody (seq, at, kind, actor, present, note, prev_hash, hash, event_id, position)"
      " SELECT max (seq) + 1, 'now', 'x', 'x', '[]', '{}', x'00', x'00', (SELECT id FROM events), 0 FROM custody";
  g_assert_true (adj_db_exec (db, zero, &error));
  g_assert_no_error (error);
  g_assert_true (adj_custody_append (f->desk, f->digital, ADJ_CUSTODY_HANDED_OVER, "Arbiter", NULL,
                                     "{\"to\": \"deputy\"}", NULL, &error));
  g_assert_no_error (error);
  g_autofree char *before = counts (f->target);

  g_assert_false (adj_store_push_event (f->desk, event_name, f->target, &report, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "position 0"));
  g_assert_nonnull (strstr (error->message, "nothing was pushed"));
  g_clear_error (&error);
  g_autofree char *after = counts (f->target);
  g_assert_cmpstr (after, ==, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/push/whole", Fixture, NULL, set_up, test_whole, tear_down);
  g_test_add ("/push/twice", Fixture, NULL, set_up, test_twice, tear_down);
  g_test_add ("/push/conflict", Fixture, NULL, set_up, test_conflict, tear_down);
  g_test_add ("/push/position-zero", Fixture, NULL, set_up, test_position_zero, tear_down);
  g_test_add ("/push/failure-changes-nothing", Fixture, NULL, set_up, test_failure, tear_down);
  g_test_add ("/push/refusals", Fixture, NULL, set_up, test_refusals, tear_down);
  g_test_add ("/push/broken-desk", Fixture, NULL, set_up, test_broken_desk, tear_down);
  g_test_add ("/push/killed", Fixture, NULL, set_up, test_killed, tear_down);
  return g_test_run ();
}
