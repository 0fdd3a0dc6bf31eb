/* test-store.c — the store's file: schema, migrations, refused files, opening
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What is in the envelopes is tested by test-store-list.c, grouped writes by
 * test-store-group.c; this program is about the file (or server) itself.
 */
#include "config.h"

#include <sys/wait.h>
#include <unistd.h>

#include "test-store.h"

static char *
schema_text (sqlite3 *db)
{
  return store_test_text (db, "SELECT group_concat (name || ':' || coalesce (sql, ''), ';')"
                              " FROM (SELECT name, sql FROM sqlite_master ORDER BY name)");
}

/* ---- opening the file ---------------------------------------------------- */

static void
test_migrations (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  g_autoptr(GError) error = NULL;

  /* An empty file, as a crash right after creating it would leave. */
  g_assert_true (g_file_set_contents (path, "", 0, &error));
  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (store_test_int (raw, "PRAGMA user_version"), ==, 0);
  sqlite3_close (raw);

  g_autofree char *schema_first = NULL;
  g_autofree char *digest_first = NULL;
  {
    g_autoptr(AdjStore) store = adj_store_open (path, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
    g_assert_cmpstr (adj_store_get_path (store), ==, path);
    const char *tables[] = { "events", "rounds", "games", "envelopes", "sealed_moves", "outcomes", "custody" };
    for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
      {
        g_assert_cmpint (adj_store_count (store, tables[i], &error), ==, 0);
        g_assert_no_error (error);
      }
    g_assert_cmpint (adj_store_count (store, "sqlite_master", &error), ==, -1);
    g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
    g_clear_error (&error);

    g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
    store_test_import (store, doc);
    schema_first = schema_text (store_test_db (store));
    digest_first = store_test_store_digest (store);
  }

  /* Reopening migrates nothing and loses nothing. */
  {
    g_autoptr(AdjStore) store = adj_store_open (path, &error);
    g_assert_no_error (error);
    g_autofree char *schema = schema_text (store_test_db (store));
    g_autofree char *digest = store_test_store_digest (store);
    g_assert_cmpstr (schema, ==, schema_first);
    g_assert_cmpstr (digest, ==, digest_first);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  }
  store_test_dir_remove (dir);
}

static void
test_refused_files (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autoptr(GError) error = NULL;

  /* A database from a newer program. */
  g_autofree char *newer = g_build_filename (dir, "newer.db", NULL);
  {
    g_autoptr(AdjStore) store = adj_store_open (newer, &error);
    g_assert_no_error (error);
    g_assert_cmpint (sqlite3_exec (store_test_db (store), "PRAGMA user_version = 99", NULL, NULL, NULL), ==, SQLITE_OK);
  }
  g_autoptr(AdjStore) none = adj_store_open (newer, &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_assert_nonnull (strstr (error->message, newer));
  g_clear_error (&error);

  /* Another program's SQLite file keeps its tables and gets none of ours. */
  g_autofree char *foreign = g_build_filename (dir, "foreign.db", NULL);
  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (foreign, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, "CREATE TABLE notes (text TEXT)", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  none = adj_store_open (foreign, &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  g_clear_error (&error);
  g_assert_cmpint (sqlite3_open (foreign, &raw), ==, SQLITE_OK);
  g_assert_cmpint (store_test_int (raw, "SELECT count(*) FROM sqlite_master"), ==, 1);
  sqlite3_close (raw);

  /* Not a database at all. */
  g_autofree char *text = g_build_filename (dir, "text.db", NULL);
  g_autofree char *junk = g_strnfill (4096, 'x');
  g_assert_true (g_file_set_contents (text, junk, -1, NULL));
  none = adj_store_open (text, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_assert_true (error->domain == ADJ_STORE_ERROR);
  g_assert_nonnull (strstr (error->message, text));
  g_clear_error (&error);

  store_test_dir_remove (dir);
}

static void
test_default_path (void)
{
  g_autofree char *saved = g_strdup (g_getenv (ADJ_STORE_ENV));

  g_setenv (ADJ_STORE_ENV, "/tmp/elsewhere/test.db", TRUE);
  g_autofree char *from_env = adj_store_default_path ();
  g_assert_cmpstr (from_env, ==, "/tmp/elsewhere/test.db");

  g_unsetenv (ADJ_STORE_ENV);
  g_autofree char *standard = adj_store_default_path ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "adjourn", "adjourn.db", NULL);
  g_assert_cmpstr (standard, ==, expected);

  if (saved)
    g_setenv (ADJ_STORE_ENV, saved, TRUE);
}

static void
test_connection (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  sqlite3 *db = store_test_db (store);

  g_autofree char *mode = store_test_text (db, "PRAGMA journal_mode");
  g_assert_cmpstr (mode, ==, "wal");
  g_assert_cmpint (store_test_int (db, "PRAGMA synchronous"), ==, 2);   /* FULL */
  g_assert_cmpint (store_test_int (db, "PRAGMA foreign_keys"), ==, 1);
  g_assert_cmpint (store_test_int (db, "PRAGMA busy_timeout"), >=, 1000);

  /* Foreign keys are enforced: a round of no event, an envelope of no game. */
  g_assert_cmpint (sqlite3_exec (db, "INSERT INTO rounds (event_id, name) VALUES (999, '1')", NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_FOREIGNKEY);
  g_assert_cmpint (sqlite3_exec (db,
                     "INSERT INTO envelopes (game_id, document, document_hash, rules, position, sealer,"
                     " sealed_move_number, adjourned_at, resumption_at, resumption_place, state, search, imported_at)"
                     " VALUES (999, '{}', x'00', 'fide-2023', '', '', 0, '', '', '', 'sealed', '', '')",
                     NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_FOREIGNKEY);
  g_assert_cmpint (adj_store_count (store, "rounds", NULL), ==, 0);
  g_assert_cmpint (adj_store_count (store, "envelopes", NULL), ==, 0);
  store_test_dir_remove (dir);
}

/* A PostgreSQL URI's password appears in no message: the archive is shown
 * without user-info or password, and a message of libpq's that would echo
 * it (here an sslmode equal to the password) is scrubbed. Needs no server:
 * the socket named does not exist. */
static void
test_uri_password (void)
{
  const struct {
    const char *uri;
    const char *shown;
    const char *secret;
  } cases[] = {
    { "postgresql://arbiter:s3cr%40t@/adjourn?host=/nonexistent-adjourn",
      "postgresql:///adjourn?host=/nonexistent-adjourn", "s3cr" },
    { "postgres:///adjourn?host=/nonexistent-adjourn&password=hunter2&sslmode=hunter2",
      "postgres:///adjourn?host=/nonexistent-adjourn&sslmode=********", "hunter2" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (adj_db_pg_is_uri (cases[i].uri));
      g_autofree char *shown = adj_db_pg_display_uri (cases[i].uri);
      g_assert_cmpstr (shown, ==, cases[i].shown);

      g_autoptr(GError) error = NULL;
      g_autoptr(AdjStore) store = adj_store_open (cases[i].uri, &error);
      g_assert_null (store);
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_test_message ("%s", error->message);
      g_assert_null (strstr (error->message, cases[i].secret));
      g_assert_null (strstr (error->message, "arbiter"));
      g_assert_true (g_str_has_prefix (error->message, cases[i].shown));
    }
  g_assert_false (adj_db_pg_is_uri ("/home/arbiter/postgresql://x.db"));
}

/* A password written raw with "/", "?", "#" or "@" in it splits one way for
 * libpq and another for the scrubbing: refused before connecting, the URI
 * named without anything before its last "@". */
static void
test_uri_ambiguous_password (void)
{
  static const char *const uris[] = {
    "postgresql://arbiter:Sup3r/Secret@h/db",
    "postgresql://arbiter:Sup3r@Secret@h/db",
    "postgresql://arbiter:Sup3r?Secret@h/db",
    "postgresql://arbiter:Sup3r#Secret@h/db",
  };
  for (guint i = 0; i < G_N_ELEMENTS (uris); i++)
    {
      g_autofree char *shown = adj_db_pg_display_uri (uris[i]);
      g_assert_cmpstr (shown, ==, "postgresql://h/db");
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjStore) store = adj_store_open (uris[i], &error);
      g_assert_null (store);
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_test_message ("%s", error->message);
      g_assert_null (strstr (error->message, "Sup3r"));
      g_assert_null (strstr (error->message, "Secret"));
      g_assert_true (g_str_has_prefix (error->message, "postgresql://h/db: "));
      g_assert_nonnull (strstr (error->message, "%40"));
      g_clear_error (&error);
      g_assert_false (adj_store_location_check (uris[i], &error));
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_assert_null (strstr (error->message, "Sup3r"));
    }
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_store_location_check ("postgresql://arbiter:Sup3r%2FSecret@h/db", &error));
  g_assert_no_error (error);
  g_assert_true (adj_store_location_check ("/home/arbiter/a@b.db", &error));
  g_assert_no_error (error);
}

/* Desks that open a new, empty archive at the same moment: one of them
 * makes the schema, the others wait for it and find it made; every one
 * opens it. */
#define DESKS 4

static void
test_open_at_once (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *target = store_test_target (dir);
  int start[2];
  g_assert_cmpint (pipe (start), ==, 0);
  pid_t children[DESKS];
  for (guint c = 0; c < DESKS; c++)
    {
      children[c] = fork ();
      g_assert_cmpint (children[c], >=, 0);
      if (children[c] == 0)
        {
          char go;
          if (read (start[0], &go, 1) != 1)
            _exit (1);
          g_autoptr(GError) error = NULL;
          AdjStore *store = adj_store_open (target, &error);
          if (store == NULL)
            g_printerr ("desk %u: %s\n", c, error->message);
          _exit (store && adj_store_get_schema_version (store) == ADJ_STORE_SCHEMA_VERSION ? 0 : 1);
        }
    }
  g_assert_cmpint (write (start[1], "gggg", DESKS), ==, DESKS);
  close (start[0]);
  close (start[1]);
  for (guint c = 0; c < DESKS; c++)
    {
      int status = 0;
      g_assert_cmpint (waitpid (children[c], &status, 0), ==, children[c]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (adj_store_count (store, "events", &error), ==, 0);
  g_assert_no_error (error);
  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* Run SQL on the archive in DIR on a connection of the test's own. */
static void
pg_exec_own (const char *dir, const char *sql)
{
  g_autofree char *uri = store_test_target (dir);
  PGconn *conn = PQconnectdb (uri);
  g_assert_cmpint (PQstatus (conn), ==, CONNECTION_OK);
  PGresult *result = PQexec (conn, sql);
  if (PQresultStatus (result) != PGRES_COMMAND_OK)
    g_error ("%s: %s", sql, PQresultErrorMessage (result));
  PQclear (result);
  PQfinish (conn);
}

/* TARGET opened with FLAGS is refused as no Adjourn archive, the message
 * saying WORDS. */
static void
assert_schema_refused (const char *target, AdjStoreOpenFlags flags, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) none = adj_store_open_full (target, flags, &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  if (!strstr (error->message, words))
    g_error ("'%s' does not say '%s'", error->message, words);
}

/* A PostgreSQL database is refused as a file is: another program's tables,
 * a newer schema, an empty one opened only to read; nothing is written. */
static void
test_pg_refused (void)
{
  if (!store_test_on_pg ())
    {
      g_test_skip ("PostgreSQL only (SQLite's: /store/refused-files)");
      return;
    }
  g_autofree char *dir = store_test_dir ();
  g_autofree char *target = store_test_target (dir);

  assert_schema_refused (target, ADJ_STORE_OPEN_READ_ONLY, "it is empty");
  pg_exec_own (dir, "CREATE TABLE notes (text text)");
  assert_schema_refused (target, ADJ_STORE_OPEN_DEFAULT, "no Adjourn schema");
  pg_exec_own (dir, "DROP TABLE notes");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(AdjStore) store = adj_store_open (target, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  }
  pg_exec_own (dir, "UPDATE adjourn_schema SET version = 99");
  assert_schema_refused (target, ADJ_STORE_OPEN_DEFAULT, "newer Adjourn");
  pg_exec_own (dir, "UPDATE adjourn_schema SET version = 3, application_id = 7");
  assert_schema_refused (target, ADJ_STORE_OPEN_DEFAULT, "application id 0x7");
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/migrations", test_migrations);
  g_test_add_func ("/store/refused-files", test_refused_files);
  g_test_add_func ("/store/default-path", test_default_path);
  g_test_add_func ("/store/uri-password", test_uri_password);
  g_test_add_func ("/store/uri-ambiguous-password", test_uri_ambiguous_password);
  g_test_add_func ("/store/open-at-once", test_open_at_once);
  g_test_add_func ("/store/pg-refused", test_pg_refused);
  g_test_add_func ("/store/connection", test_connection);
  return g_test_run ();
}
