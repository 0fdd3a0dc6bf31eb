/* test-roles.c — who may do what in a federation's archive, enforced by the PostgreSQL server
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs on the throwaway cluster of tests/store/pg-cluster, connected as
 * its bootstrap superuser (adjourn) to make login roles: fed_owner owns
 * each test's archive (a schema), arb_a is appointed to "Open A", arb_b to
 * "Open B", com_c sits on the competition committee, ply_p is a player.
 * What is refused is also tried as SQL typed by hand, through libpq, not
 * only through the store. On SQLite there are no roles: skipped.
 */
#include "config.h"

#include "adj-store-preparation.h"
#include "adj-store-push.h"
#include "roles-test.h"
#include "../preparation-test.h"

/* ---- arbiters ------------------------------------------------------------ */

static void
test_appointed_seals_and_opens (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = open_as ("arb_a", f->schema);
  g_autoptr(GError) error = NULL;
  gint64 id = seal_digital (a, "Open A", "1", &error);
  g_assert_no_error (error);
  gint64 paper = seal_paper (a, "Open A", "2");

  g_autofree char *move = NULL;
  g_assert_true (adj_seal_open (a, id, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, MOVE);
  g_assert_true (adj_store_open_envelope (a, paper, &opening, "Rd2", &error));
  g_assert_no_error (error);
  g_autofree char *kinds = store_test_custody_kinds (a, id, NULL);
  g_assert_cmpstr (kinds, ==, "created checked sealed opened");
  /* The owner needs no appointment. */
  gint64 owned = seal_paper (f->owner, "Open C", "1");
  g_assert_true (adj_store_open_envelope (f->owner, owned, &opening, "Rd2", &error));
  g_assert_no_error (error);
  /* The chain the arbiter wrote holds, read by the owner. */
  g_assert_true (adj_custody_verify (f->owner, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* What arb_a's session sent is in the server's log (log_statement): the
 * sealing's statements are there, the clear move and the passphrase are
 * not; they never left the desk (adj-seal.c encrypts before binding). The
 * move is one no other test opens: an opened move is sent, rightly. */
#define UNOPENED_MOVE "Nd4xe6+"

static void
test_server_never_sees_the_move (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = open_as ("arb_a", f->schema);
  g_autoptr(GError) error = NULL;
  gint64 id = seal_move (a, "Open A", "3", UNOPENED_MOVE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_autofree char *log_path = g_build_filename (store_test_pg_host (), "server.log", NULL);
  g_autofree char *log = NULL;
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  g_assert_nonnull (strstr (log, "INSERT INTO sealed_moves"));
  g_assert_null (strstr (log, UNOPENED_MOVE));
  g_assert_null (strstr (log, PASSPHRASE));
  /* Nor anywhere in what the server stores. */
  PGconn *su = connect_as ("adjourn", f->schema);
  g_autofree char *rows = query_text (su,
      "SELECT string_agg (t::text, ' ') FROM (SELECT row_to_json (e)::text AS t FROM envelopes e"
      " UNION ALL SELECT row_to_json (s)::text FROM sealed_moves s"
      " UNION ALL SELECT row_to_json (c)::text FROM custody c"
      " UNION ALL SELECT row_to_json (v)::text FROM events v) x");
  PQfinish (su);
  g_assert_nonnull (strstr (rows, "Vidal, Marta"));
  g_assert_null (strstr (rows, UNOPENED_MOVE));
  g_assert_null (strstr (rows, PASSPHRASE));
}

static void
test_other_arbiter_refused (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  gint64 id = sealed_by_arb_a (f, &a);
  g_autoptr(AdjStore) b = open_as ("arb_b", f->schema);
  g_autoptr(GError) error = NULL;
  gint64 paper = seal_paper (a, "Open A", "2");
  g_autofree char *before = store_test_pg_digest (f->owner);

  /* With the right passphrase, still not arb_b's to open. */
  g_autofree char *move = NULL;
  const char *words = "you are not appointed to event “Open A”";
  assert_denied (adj_seal_open (b, id, &opening, PASSPHRASE, &move, &error), &error, words);
  g_assert_null (move);
  assert_denied (adj_store_open_envelope (b, paper, &opening, "Rd2", &error), &error, words);
  /* Nor may it seal into Open A. */
  assert_denied (seal_digital (b, "Open A", "9", &error) != 0, &error, words);

  /* By hand: the ciphertext, the envelope's state. */
  PGconn *conn = connect_as ("arb_b", f->schema);
  g_autofree char *message = NULL;
  g_assert_false (try_sql (conn, "SELECT ciphertext FROM sealed_moves", &message));
  g_assert_nonnull (strstr (message, "not appointed"));
  g_autofree char *update = g_strdup_printf ("UPDATE envelopes SET state = 'opened' WHERE id = %" G_GINT64_FORMAT, id);
  g_assert_false (try_sql (conn, update, NULL));
  g_assert_false (try_sql (conn, "UPDATE events SET name = 'Open B2'", NULL));
  PQfinish (conn);

  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
  /* arb_b still acts for its own event. */
  gint64 own = seal_digital (b, "Open B", "1", &error);
  g_assert_no_error (error);
  g_assert_cmpint (own, >, 0);
}

/* An appointed arbiter pushes its desk's event twice: the second push
 * updates an envelope changed since with the columns it may update. An
 * envelope whose document differs there is a conflict. */
static void
test_arbiter_pushes_twice (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "desk.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) desk = adj_store_open (path, &error);
  g_assert_no_error (error);
  gint64 paper = seal_paper (desk, "Open A", "1");
  g_autoptr(AdjStore) a = open_as ("arb_a", f->schema);
  AdjPushReport report = { 0 };
  g_assert_true (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_no_error (error);
  adj_push_report_clear (&report);

  g_assert_true (adj_store_open_envelope (desk, paper, &opening, "Rd2", &error));
  g_assert_no_error (error);
  g_assert_true (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (report.envelopes_updated, ==, 1);
  adj_push_report_clear (&report);
  g_autofree char *state = store_test_store_text (f->owner, "SELECT state FROM envelopes");
  g_assert_cmpstr (state, ==, "opened");

  /* The envelope there is another document: refused, nothing written. */
  PGconn *owner = connect_as ("fed_owner", f->schema);
  must_run (owner, "UPDATE envelopes SET document_hash = '\\x00'");
  PQfinish (owner);
  const AdjCustodyAct act = { .actor = "arbiter" };
  g_assert_true (adj_store_record_outcome (desk, paper,
      "{\"status\": \"continues\", \"result\": null, \"reason\": \"continues\"}", &act, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *before = store_test_pg_digest (f->owner);
  g_assert_false (adj_store_push_event (desk, "Open A", a, &report, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "another document"));
  g_clear_error (&error);
  adj_push_report_clear (&report);
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
  g_clear_object (&desk);
  store_test_dir_remove (dir);
}

/* ---- the committee and players -------------------------------------------- */

static void
test_committee_reads_only (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  gint64 id = sealed_by_arb_a (f, &a);
  gint64 paper = seal_paper (a, "Open A", "2");
  g_autofree char *before = store_test_pg_digest (f->owner);

  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) c = open_as ("com_c", f->schema);
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (c, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 2);
  g_autofree char *kinds = store_test_custody_kinds (c, id, NULL);
  g_assert_cmpstr (kinds, ==, "created checked sealed");
  g_assert_true (adj_custody_verify (c, NULL, NULL, &error));
  g_assert_no_error (error);

  g_autofree char *move = NULL;
  assert_denied (adj_seal_open (c, id, &opening, PASSPHRASE, &move, &error), &error,
                 "role “com_c” may not read sealed moves");
  assert_denied (adj_store_open_envelope (c, paper, &opening, "Rd2", &error), &error,
                 "role “com_c” may read this archive but not change this");

  PGconn *conn = connect_as ("com_c", f->schema);
  g_assert_false (try_sql (conn, "SELECT ciphertext FROM sealed_moves", NULL));
  g_assert_false (try_sql (conn, "UPDATE envelopes SET state = 'opened'", NULL));
  g_assert_false (try_sql (conn, "INSERT INTO appointments (event, role, appointed_at, appointed_by)"
                                 " VALUES ('Open A', 'com_c', 'now', 'com_c')", NULL));
  PQfinish (conn);
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
}

static void
test_player_sees_no_sealed_column (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  sealed_by_arb_a (f, &a);
  PGconn *conn = connect_as ("ply_p", f->schema);
  g_autofree char *white = query_text (conn, "SELECT white FROM adjourn_envelopes_public");
  g_assert_cmpstr (white, ==, "Vidal, Marta");
  g_autofree char *columns = query_text (conn,
      "SELECT string_agg (column_name, ' ') FROM information_schema.columns"
      " WHERE table_schema = current_schema () AND table_name = 'adjourn_envelopes_public'");
  g_assert_null (strstr (columns, "document"));
  g_assert_null (strstr (columns, "seal_code"));
  g_assert_false (try_sql (conn, "SELECT * FROM envelopes", NULL));
  g_assert_false (try_sql (conn, "SELECT * FROM sealed_moves", NULL));
  g_assert_false (try_sql (conn, "SELECT * FROM custody", NULL));
  PQfinish (conn);
}

/* Open A's digital envelope sealed by arb_a (*A), Open B made by arb_b
 * (*B), and the archive's digest then (*BEFORE): what another event's
 * arbiter tries its tricks on. */
static gint64
two_events (Fixture *f, AdjStore **a, AdjStore **b, char **before)
{
  gint64 id = sealed_by_arb_a (f, a);
  *b = open_as ("arb_b", f->schema);
  g_assert_cmpint (seal_paper (*b, "Open B", "1"), >, 0);
  *before = store_test_pg_digest (f->owner);
  return id;
}

/* A temporary table is searched before the schema's own tables: one named
 * as a table the policies' helpers read must not stand in for it
 * (shadows_for_arb_b). */
static void
test_temp_table_shadow_refused (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL, b = NULL;
  g_autofree char *before = NULL;
  gint64 id = two_events (f, &a, &b, &before);

  for (guint i = 0; i < G_N_ELEMENTS (shadows_for_arb_b); i++)
    {
      PGconn *conn = shadowed_as_arb_b (f, i);
      g_autofree char *message = NULL;
      if (try_sql (conn, "SELECT ciphertext FROM sealed_moves", &message))
        g_error ("shadow %u: arb_b read Open A's sealed move", i);
      g_assert_nonnull (strstr (message, "not appointed"));
      g_autofree char *update = g_strdup_printf ("UPDATE envelopes SET state = 'opened' WHERE id = %" G_GINT64_FORMAT,
                                                 id);
      if (try_sql (conn, update, NULL))
        g_error ("shadow %u: arb_b changed Open A's envelope", i);
      PQfinish (conn);
    }
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
}

/* A custody entry about an envelope belongs to that envelope's event: an
 * arbiter appointed to another event may not file one under its own. */
static void
test_custody_of_other_event_refused (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL, b = NULL;
  g_autofree char *before = NULL;
  gint64 id = two_events (f, &a, &b, &before);

  PGconn *conn = connect_as ("arb_b", f->schema);
  static const char *const events[] = { "Open B", "Open A" };
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_autofree char *insert = g_strdup_printf (
          "INSERT INTO custody (seq, at, kind, envelope_id, actor, present, note, prev_hash, hash, event_id, position)"
          " SELECT (SELECT max (seq) + 1 FROM custody), 'now', 'handed-over', %" G_GINT64_FORMAT ", 'arb_b', '[]',"
          " '{}', '\\x00', '\\x00', e.id, (SELECT max (position) + 1 FROM custody WHERE event_id = e.id)"
          " FROM events e WHERE e.name = '%s'", id, events[i]);
      g_autofree char *message = NULL;
      if (try_sql (conn, insert, &message))
        g_error ("arb_b wrote a custody entry of Open A's envelope under %s", events[i]);
      g_test_message ("under %s: %s", events[i], message);
    }
  PQfinish (conn);
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
}

/* ---- preparations ----------------------------------------------------------- */

/* The position of the envelopes store_test_envelope() writes. */
#define PREPARED_FEN "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

static void
test_preparations (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  gint64 id = sealed_by_arb_a (f, &a);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjPreparation) p = prep_test_new (PREPARED_FEN);
  prep_test_line (p, "Rd2", "Rxd2");

  /* An arbiter of the event keeps it, and replaces it. */
  g_assert_true (adj_store_save_preparation (a, id, p, &error));
  g_assert_no_error (error);
  g_assert_true (adj_store_save_preparation (a, id, p, &error));
  g_assert_no_error (error);
  g_autoptr(AdjPreparation) back = adj_store_load_preparation (a, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_autofree char *before = store_test_pg_digest (f->owner);

  /* An arbiter of another event neither writes nor reads it. */
  g_autoptr(AdjStore) b = open_as ("arb_b", f->schema);
  assert_denied (adj_store_save_preparation (b, id, p, &error), &error, "you are not appointed to event “Open A”");
  g_autoptr(AdjPreparation) seen = adj_store_load_preparation (b, id, &error);
  g_assert_no_error (error);
  g_assert_null (seen);
  PGconn *conn = connect_as ("arb_b", f->schema);
  g_autofree char *count_b = query_text (conn, "SELECT count (*) FROM preparations");
  g_assert_cmpstr (count_b, ==, "0");
  PQfinish (conn);

  /* The committee reads it, and changes nothing. */
  g_autoptr(AdjStore) c = open_as ("com_c", f->schema);
  g_autoptr(GPtrArray) list = adj_store_list_preparations (c, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  assert_denied (adj_store_save_preparation (c, id, p, &error), &error, "may read this archive but not change this");

  /* A player reads none, not even their own side's. */
  conn = connect_as ("ply_p", f->schema);
  g_assert_false (try_sql (conn, "SELECT * FROM preparations", NULL));
  PQfinish (conn);
  g_autofree char *after = store_test_pg_digest (f->owner);
  g_assert_cmpstr (before, ==, after);
}

/* ---- the custody log ------------------------------------------------------ */

static const char custody_text[] =
  "SELECT coalesce (string_agg (row_to_json (c)::text, E'\\n' ORDER BY seq), '') FROM custody c";

static void
test_custody_append_only (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  sealed_by_arb_a (f, &a);
  PGconn *su = connect_as ("adjourn", f->schema);
  g_autofree char *before = query_text (su, custody_text);
  g_assert_cmpstr (before, !=, "");

  static const char *const rewrites[] = {
    "UPDATE custody SET actor = 'nobody'",
    "DELETE FROM custody",
    "TRUNCATE custody",
    "UPDATE custody_signatures SET signed_at = 'never'",
    "DELETE FROM custody_signatures",
  };
  static const char *const roles[] = { "arb_a", "com_c", "fed_owner", "adjourn" };
  for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
    {
      PGconn *conn = connect_as (roles[r], f->schema);
      for (guint i = 0; i < G_N_ELEMENTS (rewrites); i++)
        {
          g_autofree char *message = NULL;
          if (try_sql (conn, rewrites[i], &message))
            g_error ("%s as %s was not refused", rewrites[i], roles[r]);
          g_test_message ("%s as %s: %s", rewrites[i], roles[r], message);
        }
      PQfinish (conn);
    }
  /* The owner may grant itself the privilege back: the policies (FORCE
   * ROW LEVEL SECURITY, none for UPDATE) leave it no row, and the trigger
   * would refuse one. */
  PGconn *owner = connect_as ("fed_owner", f->schema);
  must_run (owner, "GRANT UPDATE, DELETE ON custody TO fed_owner");
  must_run (owner, "UPDATE custody SET actor = 'nobody'");
  must_run (owner, "DELETE FROM custody");
  PQfinish (owner);

  g_autofree char *after = query_text (su, custody_text);
  g_assert_cmpstr (before, ==, after);
  PQfinish (su);
}

/* A superuser can still rewrite history (it can turn triggers off); the
 * program's chain check, which the server cannot compute, says so. */
static void
test_superuser_rewrite_is_caught (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(AdjStore) a = NULL;
  sealed_by_arb_a (f, &a);
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_custody_verify (f->owner, NULL, NULL, &error));
  g_assert_no_error (error);

  PGconn *su = connect_as ("adjourn", f->schema);
  must_run (su, "SET session_replication_role = replica");
  must_run (su, "UPDATE custody SET actor = 'someone else' WHERE seq = (SELECT max (seq) FROM custody)");
  PQfinish (su);
  gint64 bad = 0;
  g_assert_false (adj_custody_verify (f->owner, NULL, &bad, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (bad, >, 0);
}

/* ---- appointing ----------------------------------------------------------- */

static void
test_appointments (Fixture *f, gconstpointer data)
{
  if (skip_on_sqlite ())
    return;
  g_autoptr(GError) error = NULL;
  g_assert_null (adj_store_appoint (f->owner, "no_such_role", "Open A", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (adj_store_appoint (f->owner, "com_c", "Open A", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);
  g_assert_null (adj_store_appoint (f->owner, "arb_a", "Open A", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_clear_error (&error);

  /* An arbiter appoints nobody, itself included. */
  g_autoptr(AdjStore) b = open_as ("arb_b", f->schema);
  assert_denied (adj_store_appoint (b, "arb_b", "Open A", &error) != NULL, &error, "may not appoint");

  /* Dismissed, arb_a seals no more in Open A; the appointment is kept. */
  g_autoptr(AdjAppointment) gone = adj_store_dismiss (f->owner, "arb_a", "Open A", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gone->dismissed_by, ==, "fed_owner");
  g_assert_null (adj_store_dismiss (f->owner, "arb_a", "Open A", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_autoptr(AdjStore) a = open_as ("arb_a", f->schema);
  assert_denied (seal_digital (a, "Open A", "1", &error) != 0, &error, "you are not appointed to event “Open A”");
  g_autoptr(GPtrArray) list = adj_store_list_appointments (f->owner, "Open A", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_nonnull (((AdjAppointment *) list->pdata[0])->dismissed_at);

  /* Not even the owner rewrites an appointment by hand. */
  PGconn *owner = connect_as ("fed_owner", f->schema);
  g_assert_false (try_sql (owner, "DELETE FROM appointments", NULL));
  g_assert_false (try_sql (owner, "UPDATE appointments SET role = 'arb_b'", NULL));
  PQfinish (owner);
}

/* Appointing in a desk's file is refused, on either engine's run. */
static void
test_sqlite_has_no_roles (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_null (adj_store_appoint (store, "arb_a", "Open A", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_object (&store);
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add ("/store/roles/" name, Fixture, NULL, set_up, func, tear_down)
  ADD ("appointed-seals-and-opens", test_appointed_seals_and_opens);
  ADD ("server-never-sees-the-move", test_server_never_sees_the_move);
  ADD ("other-arbiter-refused", test_other_arbiter_refused);
  ADD ("temp-table-shadow-refused", test_temp_table_shadow_refused);
  ADD ("custody-of-other-event-refused", test_custody_of_other_event_refused);
  ADD ("arbiter-pushes-twice", test_arbiter_pushes_twice);
  ADD ("committee-reads-only", test_committee_reads_only);
  ADD ("preparations", test_preparations);
  ADD ("player-sees-no-sealed-column", test_player_sees_no_sealed_column);
  ADD ("custody-append-only", test_custody_append_only);
  ADD ("superuser-rewrite-is-caught", test_superuser_rewrite_is_caught);
  ADD ("appointments", test_appointments);
#undef ADD
  g_test_add_func ("/store/roles/sqlite-has-no-roles", test_sqlite_has_no_roles);
  return g_test_run ();
}
