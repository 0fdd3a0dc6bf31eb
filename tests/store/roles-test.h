/* roles-test.h — what the tests of a federation's roles share: login roles, an archive per test, sealing as a role
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * test-roles.c and test-roles-keys.c run on the throwaway cluster of
 * tests/store/pg-cluster, connected as its bootstrap superuser (adjourn) to
 * make login roles: fed_owner owns each test's archive (a schema), arb_a is
 * appointed to "Open A", arb_b to "Open B", com_c sits on the competition
 * committee, ply_p is a player. What is refused is also tried as SQL typed
 * by hand, through libpq, not only through the store.
 */
#pragma once

#include "adj-custody.h"
#include "adj-seal.h"
#include "adj-store-roles.h"
#include "adj-store-verbs.h"
#include "store-test.h"

#define MOVE       "Rxd7+"
#define PASSPHRASE "plum-tree-window-42"

static const AdjCustodyAct arbiter_act = { .actor = "arbiter" };

typedef struct {
  char     *schema;
  AdjStore *owner;
} Fixture;

static inline gboolean
skip_on_sqlite (void)
{
  if (store_test_on_pg ())
    return FALSE;
  g_test_skip ("PostgreSQL only: an SQLite file has no roles, privileges or row-level security");
  return TRUE;
}

/* A libpq connection as ROLE to the archive in SCHEMA (NULL: none). */
static inline PGconn *
connect_as (const char *role, const char *schema)
{
  g_autofree char *uri = schema
    ? g_strdup_printf ("postgresql:///postgres?host=%s&user=%s&options=-csearch_path%%3D%s",
                       store_test_pg_host (), role, schema)
    : g_strdup_printf ("postgresql:///postgres?host=%s&user=%s", store_test_pg_host (), role);
  PGconn *conn = PQconnectdb (uri);
  if (PQstatus (conn) != CONNECTION_OK)
    g_error ("%s", PQerrorMessage (conn));
  PQsetNoticeProcessor (conn, store_test_pg_quiet, NULL);
  return conn;
}

/* SQL as typed by hand: TRUE when the server ran it. */
static inline gboolean
try_sql (PGconn *conn, const char *sql, char **message)
{
  PGresult *result = PQexec (conn, sql);
  ExecStatusType status = PQresultStatus (result);
  gboolean ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
  if (message)
    *message = g_strdup (ok ? "" : PQresultErrorField (result, PG_DIAG_MESSAGE_PRIMARY));
  PQclear (result);
  return ok;
}

static inline void
must_run (PGconn *conn, const char *sql)
{
  g_autofree char *message = NULL;
  if (!try_sql (conn, sql, &message))
    g_error ("%s: %s", sql, message);
}

static inline char *
query_text (PGconn *conn, const char *sql)
{
  PGresult *result = PQexec (conn, sql);
  g_assert_cmpint (PQresultStatus (result), ==, PGRES_TUPLES_OK);
  char *text = g_strdup (PQntuples (result) ? PQgetvalue (result, 0, 0) : "");
  PQclear (result);
  return text;
}

static inline char *
uri_as (const char *role, const char *schema)
{
  return g_strdup_printf ("postgresql:///postgres?host=%s&user=%s&options=-csearch_path%%3D%s",
                          store_test_pg_host (), role, schema);
}

static inline AdjStore *
open_as (const char *role, const char *schema)
{
  g_autofree char *uri = uri_as (role, schema);
  g_autoptr(GError) error = NULL;
  AdjStore *store = adj_store_open (uri, &error);
  g_assert_no_error (error);
  return store;
}

/* Login roles are the cluster's: made once, whichever test comes first.
 * arb_a's statements are logged with their parameters, so that what the
 * server received can be read back (test_server_never_sees_the_move). */
static inline void
make_login_roles (void)
{
  PGconn *su = connect_as ("adjourn", NULL);
  must_run (su, "DO $$ DECLARE r text; BEGIN"
                "  FOREACH r IN ARRAY ARRAY['fed_owner', 'arb_a', 'arb_b', 'com_c', 'ply_p'] LOOP"
                "    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN"
                "      EXECUTE format ('CREATE ROLE %I LOGIN', r);"
                "    END IF;"
                "  END LOOP; END $$");
  /* The owner makes the group roles itself at its first migration. */
  must_run (su, "ALTER ROLE fed_owner CREATEROLE");
  must_run (su, "ALTER ROLE arb_a SET log_statement = 'all'");
  PQfinish (su);
}

static inline void
set_up (Fixture *f, gconstpointer data)
{
  if (!store_test_on_pg ())
    return;
  make_login_roles ();
  g_autofree char *uuid = g_uuid_string_random ();
  g_strdelimit (uuid, "-", '_');
  f->schema = g_strconcat ("r_", uuid, NULL);
  PGconn *su = connect_as ("adjourn", NULL);
  g_autofree char *make = g_strdup_printf ("CREATE SCHEMA %s AUTHORIZATION fed_owner", f->schema);
  must_run (su, make);
  f->owner = open_as ("fed_owner", f->schema);
  /* The group roles exist now: the administrator's GRANTs. */
  must_run (su, "GRANT adjourn_arbiter TO arb_a, arb_b");
  must_run (su, "GRANT adjourn_committee TO com_c");
  must_run (su, "GRANT adjourn_player TO ply_p");
  PQfinish (su);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjAppointment) a = adj_store_appoint (f->owner, "arb_a", "Open A", &error);
  g_assert_no_error (error);
  g_autoptr(AdjAppointment) b = adj_store_appoint (f->owner, "arb_b", "Open B", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a->appointed_by, ==, "fed_owner");
}

static inline void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->owner);
  g_free (f->schema);
}

/* A digital envelope of EVENT sealed by STORE's role with MOVE; its id. */
static inline gint64
seal_move (AdjStore *store, const char *event, const char *board, const char *move, GError **error)
{
  g_autofree char *doc = store_test_envelope (event, "1", board, "Vidal, Marta", "Puig, Jordi",
                                              "2026-11-21T21:00:00+01:00", NULL);
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (doc, -1, NULL);
  g_assert_nonnull (envelope);
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (store, event, PASSPHRASE, &limits, error);
  if (!key)
    return 0;
  AdjSealing sealing = { .act = arbiter_act, .key = key, .move = move };
  gint64 id = 0;
  if (!adj_store_seal (store, envelope, &sealing, &id, NULL, error))
    return 0;
  return id;
}

static inline gint64
seal_digital (AdjStore *store, const char *event, const char *board, GError **error)
{
  return seal_move (store, event, board, MOVE, error);
}

static inline gint64
seal_paper (AdjStore *store, const char *event, const char *board)
{
  g_autofree char *doc = store_test_envelope (event, "1", board, "Ferrer, Pau", "Serra, Anna",
                                              "2026-11-21T21:00:00+01:00", NULL);
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (doc, -1, NULL);
  AdjSealing sealing = { .act = arbiter_act };
  gint64 id = 0;
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_store_seal (store, envelope, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  return id;
}

/* arb_a's store (*A) and a digital envelope it sealed in Open A. */
static inline gint64
sealed_by_arb_a (Fixture *f, AdjStore **a)
{
  *a = open_as ("arb_a", f->schema);
  g_autoptr(GError) error = NULL;
  gint64 id = seal_digital (*a, "Open A", "1", &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* A verb that returned OK failed for want of the server's leave, and
 * said so with WORDS; ERROR cleared. */
static inline void
assert_denied (gboolean ok, GError **error, const char *words)
{
  g_assert_false (ok);
  g_assert_error (*error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DENIED);
  if (strstr ((*error)->message, words) == NULL)
    g_error ("“%s” does not say “%s”", (*error)->message, words);
  g_assert_null (strstr ((*error)->message, "42501"));
  g_clear_error (error);
}

static const AdjOpening opening = { .arbiter = "arbiter", .white_scoresheet = TRUE, .black_scoresheet = TRUE };

/* Temporary tables arb_b makes to pass for appointed to Open A: a
 * session's temporary schema is searched first unless a function's path is
 * fixed (adj-store-access.c). */
static const char *const shadows_for_arb_b[] = {
  /* arb_b "appointed" to Open A by a table of its own */
  "CREATE TEMP TABLE appointments (event text, role text, dismissed_at text);"
  "INSERT INTO appointments VALUES ('Open A', 'arb_b', NULL)",
  /* Open A's event seen as named Open B */
  "CREATE TEMP TABLE events (id bigint, name text);"
  "INSERT INTO events SELECT id, 'Open B' FROM SCHEMA.events",
  /* every role seen as arb_b */
  "CREATE TEMP TABLE pg_roles AS SELECT 'arb_b'::name AS rolname, oid FROM pg_catalog.pg_roles"
  " WHERE rolname = 'arb_b';"
  "INSERT INTO pg_roles SELECT rolname, (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = 'arb_b')"
  " FROM pg_catalog.pg_roles WHERE rolname = 'arb_a'",
  /* arb_b seen as the owner of every table */
  "CREATE TEMP TABLE pg_class AS SELECT c.oid, r.oid AS relowner FROM pg_catalog.pg_class c,"
  " pg_catalog.pg_roles r WHERE r.rolname = 'arb_b'",
};

/* A connection as arb_b with shadow I made: one connection a shadow (a
 * temporary table lives as long as its session). */
static inline PGconn *
shadowed_as_arb_b (Fixture *f, guint i)
{
  PGconn *conn = connect_as ("arb_b", f->schema);
  g_autoptr(GString) shadow = g_string_new (shadows_for_arb_b[i]);
  g_string_replace (shadow, "SCHEMA", f->schema, 0);
  must_run (conn, shadow->str);
  return conn;
}
