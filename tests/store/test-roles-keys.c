/* test-roles-keys.c — an event's passphrase check and keys, read on the server only by its own arbiters
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Migration 7 (adj-store-access.c): the columns of events that hold an
 * event's passphrase check (seal_salt, seal_opslimit, seal_memlimit,
 * seal_check) and its signing key under the passphrase (sign_secret) are
 * granted to no arbiter and not to the committee; the view
 * adjourn_event_keys gives them to the archive's owner and to the arbiters
 * appointed to the event, and refuses anyone else. Otherwise an arbiter of
 * one event could copy another's salt and check and guess its passphrase
 * offline. Tried as SQL typed by hand and through the store; on the
 * throwaway cluster and roles of roles-test.h. On SQLite: skipped.
 */
#include "config.h"

#include <sqlite3.h>

#include "adj-store-push.h"
#include "roles-test.h"

/* The columns no arbiter of another event, nor the committee, may read. */
static const char *const key_columns[] = {
  "seal_salt", "seal_opslimit", "seal_memlimit", "seal_check", "sign_secret",
};

/* SQL as typed by hand, refused by the server with a message holding WORDS. */
static void
assert_sql_refused (PGconn *conn, const char *sql, const char *words)
{
  g_autofree char *message = NULL;
  if (try_sql (conn, sql, &message))
    g_error ("the server ran “%s”", sql);
  if (strstr (message, words) == NULL)
    g_error ("“%s” was refused with “%s”, not “%s”", sql, message, words);
}

/* Open A's digital envelope sealed by arb_a (*A), Open B's by arb_b (*B):
 * both events have their passphrase check and keys. */
static void
two_keyed_events (Fixture *f, AdjStore **a, AdjStore **b)
{
  sealed_by_arb_a (f, a);
  *b = open_as ("arb_b", f->schema);
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (seal_digital (*b, "Open B", "1", &error), >, 0);
  g_assert_no_error (error);
}

/* The hex of COLUMN of EVENT's row, as the archive's owner reads it in events. */
static char *
owner_reads_key (Fixture *f, const char *column, const char *event)
{
  PGconn *owner = connect_as ("fed_owner", f->schema);
  g_autofree char *sql = g_strdup_printf ("SELECT %s::text FROM events WHERE name = '%s'", column, event);
  char *value = query_text (owner, sql);
  PQfinish (owner);
  g_assert_cmpstr (value, !=, "");
  return value;
}

/* ---- an arbiter of another event ------------------------------------------ */

static void
test_other_event_refused (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL, b = NULL;
  two_keyed_events (f, &a, &b);
  /* (for the planner's part below) */
  PGconn *owner = connect_as ("fed_owner", f->schema);
  must_run (owner, "INSERT INTO events (name, rules, created_at, seal_salt)"
                   " SELECT 'Filler ' || i, 'fide-2023', '2026-01-01T00:00:00Z', decode (md5 (i::text), 'hex')"
                   " FROM generate_series (1, 1000) AS i");
  must_run (owner, "CREATE VIEW filtering_keys WITH (security_barrier) AS SELECT id, name, seal_salt FROM events"
                   " WHERE adjourn_appointed_to (name)");
  must_run (owner, "GRANT SELECT ON filtering_keys TO adjourn_arbiter");
  PQfinish (owner);
  g_autofree char *before = store_test_pg_digest (f->owner);

  PGconn *conn = connect_as ("arb_a", f->schema);
  for (guint i = 0; i < G_N_ELEMENTS (key_columns); i++)
    {
      /* A plain SELECT of events: the column is not granted, for any row
       * (a privilege is the column's, not the row's). */
      g_autofree char *plain_b = g_strdup_printf ("SELECT %s FROM events WHERE name = 'Open B'", key_columns[i]);
      assert_sql_refused (conn, plain_b, "permission denied for table events");
      g_autofree char *plain_a = g_strdup_printf ("SELECT %s FROM events WHERE name = 'Open A'", key_columns[i]);
      assert_sql_refused (conn, plain_a, "permission denied for table events");
      /* Through the view: Open B's refused, Open A's given as the owner
       * reads it. */
      g_autofree char *view_b = g_strdup_printf ("SELECT %s FROM adjourn_event_keys WHERE name = 'Open B'",
                                                 key_columns[i]);
      assert_sql_refused (conn, view_b, "you are not appointed to event “Open B”");
      g_autofree char *view_a = g_strdup_printf ("SELECT %s::text FROM adjourn_event_keys WHERE name = 'Open A'",
                                                 key_columns[i]);
      g_autofree char *mine = query_text (conn, view_a);
      g_autofree char *owners = owner_reads_key (f, key_columns[i], "Open A");
      g_assert_cmpstr (mine, ==, owners);
    }
  assert_sql_refused (conn, "SELECT * FROM events", "permission denied for table events");
  assert_sql_refused (conn, "SELECT * FROM adjourn_event_keys WHERE name LIKE 'Open %'", "you are not appointed to event “Open B”");
  /* What stays readable: the event's name, chain and public key (log verify). */
  g_autofree char *public_b = query_text (conn, "SELECT sign_public::text FROM adjourn_event_keys WHERE name = 'Open B'");
  g_autofree char *owners_public = owner_reads_key (f, "sign_public", "Open B");
  g_assert_cmpstr (public_b, ==, owners_public);
  g_autofree char *names = query_text (conn, "SELECT string_agg (name, ',' ORDER BY name) FROM events"
                                             " WHERE chain_id IS NOT NULL AND sign_public IS NOT NULL"
                                             " AND name LIKE 'Open %'");
  g_assert_cmpstr (names, ==, "Open A,Open B");

  /* No bit of Open B's salt by a condition on it: whichever half the
   * guess names, refused the same (a row filter would have let the
   * comparison run first, and answered one half with no row). */
  assert_sql_refused (conn, "SELECT 1 FROM adjourn_event_keys WHERE name = 'Open B' AND seal_salt < '\\x80'",
                      "you are not appointed to event “Open B”");
  assert_sql_refused (conn, "SELECT 1 FROM adjourn_event_keys WHERE name = 'Open B' AND seal_salt >= '\\x80'",
                      "you are not appointed to event “Open B”");
  /* Nor by an UPDATE that reads it (arbiters may write these columns, of
   * their own events, never read them there). */
  assert_sql_refused (conn, "UPDATE events SET chain_id = 'x' WHERE name = 'Open B' AND seal_salt < '\\x80'",
                      "permission denied for table events");
  assert_sql_refused (conn, "UPDATE events SET seal_check = seal_check WHERE name = 'Open A'",
                      "permission denied for table events");
  assert_sql_refused (conn, "UPDATE events SET chain_id = chain_id WHERE name = 'Open A' RETURNING seal_salt",
                      "permission denied for table events");
  /* Nor by the planner's statistics: none are shown of the columns, and
   * the row estimate of a condition on one does not move with the guess.
   * A thousand more events with salts give the planner something to
   * estimate from (with two rows every estimate is one row), and a view
   * that filters rows instead, as the arbiter could be given by mistake,
   * shows that the estimate would move: the check can fail. */
  PGconn *su = connect_as ("adjourn", f->schema);
  must_run (su, "ANALYZE events");
  PQfinish (su);
  g_autofree char *stats = query_text (conn, "SELECT count (*) FROM pg_stats WHERE tablename = 'events'"
                                             " AND attname IN ('seal_salt', 'seal_check', 'sign_secret')");
  g_assert_cmpstr (stats, ==, "0");
  g_autofree char *leaky_low = query_text (conn, "EXPLAIN SELECT 1 FROM filtering_keys WHERE seal_salt < '\\x10'");
  g_autofree char *leaky_high = query_text (conn, "EXPLAIN SELECT 1 FROM filtering_keys WHERE seal_salt < '\\xf0'");
  g_assert_cmpstr (strstr (leaky_low, "rows="), !=, strstr (leaky_high, "rows="));
  g_autofree char *low = query_text (conn, "EXPLAIN SELECT 1 FROM adjourn_event_keys WHERE seal_salt < '\\x10'");
  g_autofree char *high = query_text (conn, "EXPLAIN SELECT 1 FROM adjourn_event_keys WHERE seal_salt < '\\xf0'");
  g_assert_cmpstr (strstr (low, "rows="), ==, strstr (high, "rows="));
  PQfinish (conn);

  /* The store says it so too, and a sealing there stops before a key is
   * derived or anything written. */
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_seal_check_passphrase (a, "Open B", PASSPHRASE, &error));
  assert_denied (FALSE, &error, "you are not appointed to event “Open B”");
  assert_denied (seal_digital (a, "Open B", "5", &error) != 0, &error, "you are not appointed to event “Open B”");
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
}

/* Everything an arbiter did with its own event's keys still works:
 * the first sealing set them (two_keyed_events), the passphrase is checked,
 * a sealed move opens and the head it leaves is signed, and the committee
 * verifies the signatures with the public key. */
static void
test_own_event_works (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL, b = NULL;
  two_keyed_events (f, &a, &b);
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_seal_check_passphrase (a, "Open A", PASSPHRASE, &error));
  g_assert_no_error (error);
  g_assert_false (adj_seal_check_passphrase (a, "Open A", "not-the-passphrase", &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_clear_error (&error);

  gint64 second = seal_digital (a, "Open A", "2", &error);
  g_assert_no_error (error);
  g_autofree char *move = NULL;
  g_assert_true (adj_seal_open (a, second, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, MOVE);
  /* A second passphrase is refused, as on a desk. */
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_assert_false (adj_seal_set_passphrase (a, "Open A", "another-passphrase", &limits, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE);
  g_clear_error (&error);

  /* The committee verifies Open A's chain signed to its head (the
   * opening's), with the public key it may read. */
  g_autoptr(AdjStore) c = open_as ("com_c", f->schema);
  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (c, "Open A", &check, &error));
  g_assert_no_error (error);
  const AdjCustodyChain *open_a = NULL;
  for (guint i = 0; i < check.chains->len; i++)
    {
      const AdjCustodyChain *chain = g_ptr_array_index (check.chains, i);
      if (chain->kind == ADJ_CUSTODY_CHAIN_EVENT && g_strcmp0 (chain->event, "Open A") == 0)
        open_a = chain;
    }
  g_assert_nonnull (open_a);
  g_assert_cmpint (open_a->rows, >, 0);
  g_assert_cmpint (open_a->signed_through, ==, open_a->rows);
  g_assert_nonnull (open_a->public_key);
  adj_custody_check_clear (&check);
  /* The owner reads every event's keys, as before. */
  PGconn *owner = connect_as ("fed_owner", f->schema);
  g_autofree char *keys = query_text (owner, "SELECT count (*) FROM adjourn_event_keys"
                                             " WHERE seal_salt IS NOT NULL AND sign_secret IS NOT NULL");
  g_assert_cmpstr (keys, ==, "2");
  PQfinish (owner);
}

/* ---- the committee and players ---------------------------------------------- */

static void
test_committee_and_players_read_none (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL, b = NULL;
  two_keyed_events (f, &a, &b);
  static const char *const roles[] = { "com_c", "ply_p" };
  for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
    {
      PGconn *conn = connect_as (roles[r], f->schema);
      for (guint i = 0; i < G_N_ELEMENTS (key_columns); i++)
        {
          g_autofree char *plain = g_strdup_printf ("SELECT %s FROM events", key_columns[i]);
          assert_sql_refused (conn, plain, "permission denied for table events");
          g_autofree char *view = g_strdup_printf ("SELECT %s FROM adjourn_event_keys", key_columns[i]);
          assert_sql_refused (conn, view, "permission denied for view adjourn_event_keys");
        }
      PQfinish (conn);
    }
  /* What log verify needs, the committee still reads. */
  PGconn *conn = connect_as ("com_c", f->schema);
  g_autofree char *names = query_text (conn, "SELECT string_agg (name, ',' ORDER BY name) FROM events"
                                             " WHERE chain_id IS NOT NULL AND sign_public IS NOT NULL"
                                             " AND name LIKE 'Open %'");
  g_assert_cmpstr (names, ==, "Open A,Open B");
  PQfinish (conn);

  g_autoptr(AdjStore) c = open_as ("com_c", f->schema);
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_seal_check_passphrase (c, "Open A", PASSPHRASE, &error));
  assert_denied (FALSE, &error, "role “com_c” may not read sealed moves nor the events’ keys");
}

/* The view's check reads appointments, events, pg_roles and pg_class: a
 * temporary table of those names (searched first, unless the path is
 * fixed) must not stand in for them (shadows_for_arb_b). */
static void
test_temp_table_shadow_refused (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL, b = NULL;
  two_keyed_events (f, &a, &b);
  for (guint i = 0; i < G_N_ELEMENTS (shadows_for_arb_b); i++)
    {
      PGconn *conn = shadowed_as_arb_b (f, i);
      for (guint k = 0; k < G_N_ELEMENTS (key_columns); k++)
        {
          g_autofree char *sql = g_strdup_printf ("SELECT %s FROM %s.adjourn_event_keys WHERE name = 'Open A'",
                                                  key_columns[k], f->schema);
          g_autofree char *message = NULL;
          if (try_sql (conn, sql, &message))
            g_error ("shadow %u: arb_b read Open A's %s", i, key_columns[k]);
          g_assert_nonnull (strstr (message, "not appointed"));
        }
      PQfinish (conn);
    }
}

/* ---- a desk's event pushed ----------------------------------------------- */

/* A desk's Open A with a digital envelope (its keys set there), pushed by
 * arb_a: the keys arrive, a second push compares them (through the view),
 * an event there without keys gets the desk's, and other keys for
 * it (changed there) are a conflict. arb_b may push none of it. */
static void
test_pushes_keys (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "desk.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) desk = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_autoptr(AdjStore) a = open_as ("arb_a", f->schema);
  g_autoptr(AdjStore) b = open_as ("arb_b", f->schema);
  AdjPushReport report = { 0 };

  /* First a paper envelope: Open A is there without keys. */
  seal_paper (desk, "Open A", "1");
  g_assert_true (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);
  PGconn *owner = connect_as ("fed_owner", f->schema);
  g_autofree char *none = query_text (owner, "SELECT count (*) FROM events WHERE seal_salt IS NULL");
  g_assert_cmpstr (none, ==, "1");

  /* The desk sets its passphrase with a digital envelope: filled in there. */
  gint64 digital = seal_digital (desk, "Open A", "2", &error);
  g_assert_no_error (error);
  g_autofree char *before = store_test_pg_digest (f->owner);
  assert_denied (adj_store_push_event (desk, "Open A", b, &report, &error), &error,
                 "you are not appointed to event “Open A”");
  adj_push_report_clear (&report);
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);
  g_autofree char *keyed = query_text (owner, "SELECT count (*) FROM events WHERE seal_salt IS NOT NULL"
                                              " AND seal_check IS NOT NULL AND sign_secret IS NOT NULL");
  g_assert_cmpstr (keyed, ==, "1");

  /* Opened on the desk, pushed again: the keys compared, equal. */
  g_assert_true (adj_seal_open (desk, digital, &opening, PASSPHRASE, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (report.envelopes_updated, ==, 1);
  adj_push_report_clear (&report);
  /* Its passphrase check there another (written by the owner, by hand):
   * the desk's next steps are a conflict, nothing written. */
  must_run (owner, "CREATE TEMP TABLE kept AS SELECT seal_check FROM events WHERE name = 'Open A'");
  must_run (owner, "UPDATE events SET seal_check = '\\x00' WHERE name = 'Open A'");
  seal_paper (desk, "Open A", "4");
  g_free (before);
  before = store_test_pg_digest (f->owner);
  g_assert_false (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "arbiter passphrase or signing key differs"));
  g_clear_error (&error);
  adj_push_report_clear (&report);
  g_free (after);
  after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
  must_run (owner, "UPDATE events SET seal_check = (SELECT seal_check FROM kept) WHERE name = 'Open A'");

  /* The passphrase opens there what the desk sealed after. */
  gint64 third = seal_digital (desk, "Open A", "3", &error);
  g_assert_no_error (error);
  g_assert_true (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);
  g_autofree char *uid_sql = g_strdup_printf ("SELECT uid FROM envelopes WHERE id = %" G_GINT64_FORMAT, third);
  g_autofree char *uid = store_test_store_text (desk, uid_sql);
  g_autofree char *there_sql = g_strdup_printf ("SELECT id FROM envelopes WHERE uid = '%s'", uid);
  gint64 there = store_test_store_int (a, there_sql);
  g_assert_cmpint (there, >, 0);
  g_autofree char *move = NULL;
  g_assert_true (adj_seal_open (a, there, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, MOVE);

  PQfinish (owner);
  g_clear_object (&desk);
  store_test_dir_remove (dir);
}

/* An appointed arbiter pushes its event from the server to a file: the
 * source's keys are read through the view too (the table's key columns
 * are not granted). */
static void
test_push_from_server (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  sealed_by_arb_a (f, &a);
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "elsewhere.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) file = adj_store_open (path, &error);
  g_assert_no_error (error);
  AdjPushReport report = { 0 };
  g_assert_true (adj_store_push_event (a, "Open A", file, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);
  /* the passphrase opens there as it does on the server */
  g_assert_true (adj_seal_check_passphrase (file, "Open A", PASSPHRASE, &error));
  g_assert_no_error (error);
  g_clear_object (&file);
  store_test_dir_remove (dir);
}

/* A desk's file (either engine's run): the same view, unfiltered (no
 * roles there), gives the keys the events table holds, and the desk seals,
 * checks and opens through it. */
static void
test_desk_file_reads_its_keys (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "desk.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) desk = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (seal_digital (desk, "Open A", "1", &error), >, 0);
  g_assert_no_error (error);
  g_assert_true (adj_seal_check_passphrase (desk, "Open A", PASSPHRASE, &error));
  g_assert_no_error (error);
  g_clear_object (&desk);

  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT count (*) FROM events e JOIN adjourn_event_keys k ON k.id = e.id"
                                           " WHERE e.seal_salt IS NOT NULL AND k.seal_salt = e.seal_salt"
                                           " AND k.seal_opslimit = e.seal_opslimit AND k.seal_memlimit = e.seal_memlimit"
                                           " AND k.seal_check = e.seal_check AND k.sign_public = e.sign_public"
                                           " AND k.sign_secret = e.sign_secret", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 1);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add ("/store/roles/keys/" name, Fixture, NULL, set_up, func, tear_down)
  ADD ("other-event-refused", test_other_event_refused);
  ADD ("own-event-works", test_own_event_works);
  ADD ("committee-and-players-read-none", test_committee_and_players_read_none);
  ADD ("temp-table-shadow-refused", test_temp_table_shadow_refused);
  ADD ("pushes-keys", test_pushes_keys);
  ADD ("push-from-server", test_push_from_server);
  g_test_add_func ("/store/roles/keys/desk-file-reads-its-keys", test_desk_file_reads_its_keys);
#undef ADD
  return g_test_run ();
}
