/* test-pgpass.c — a server's password in libpq's password file
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file's lines as libpq reads them, the entry of an address, the file
 * kept mode 0600; on the test cluster (pg-cluster), a role that needs a
 * password connects with it found only in the file.
 */
#include "config.h"

#include <gio/gio.h>

#include "adj-pgpass.h"
#include "store-test.h"

#define SECRET "S3cr:et\\pa*ss"

static void
assert_key (const AdjPgpassKey *key, const char *host, const char *port, const char *database, const char *user)
{
  g_assert_cmpstr (key->host, ==, host);
  g_assert_cmpstr (key->port, ==, port);
  g_assert_cmpstr (key->database, ==, database);
  g_assert_cmpstr (key->user, ==, user);
}

/* ":" and "\" escaped, a lone "*" too (it would mean any), NULL is "*". */
static void
test_escape (void)
{
  static const struct { const char *field, *escaped; } cases[] = {
    { "plain", "plain" },
    { "a:b", "a\\:b" },
    { "back\\slash", "back\\\\slash" },
    { "*", "\\*" },
    { "a*b", "a*b" },
    { "", "" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *escaped = adj_pgpass_escape (cases[i].field);
      g_assert_cmpstr (escaped, ==, cases[i].escaped);
    }
  g_autofree char *any = adj_pgpass_escape (NULL);
  g_assert_cmpstr (any, ==, "*");
}

/* Read back as libpq reads it: escapes undone, a bare "*" is any (NULL),
 * comments and short lines are no entries. */
static void
test_parse (void)
{
  AdjPgpassKey key = { 0 };
  g_autofree char *password = NULL;
  g_assert_true (adj_pgpass_parse_line ("h\\:x:*:db:\\*:pa\\:ss\\\\w", &key, &password));
  assert_key (&key, "h:x", NULL, "db", "*");
  g_assert_cmpstr (password, ==, "pa:ss\\w");
  g_clear_pointer (&password, g_free);

  /* libpq's password ends at an unescaped ":". */
  g_assert_true (adj_pgpass_parse_line ("h:5432:db:u:pw:more", &key, &password));
  assert_key (&key, "h", "5432", "db", "u");
  g_assert_cmpstr (password, ==, "pw");
  g_clear_pointer (&password, g_free);

  const char *not_entries[] = { "", "# h:5432:db:u:pw", "h:5432:db", "h:5432:db:u" };
  for (guint i = 0; i < G_N_ELEMENTS (not_entries); i++)
    g_assert_false (adj_pgpass_parse_line (not_entries[i], &key, &password));
  /* Unchanged by a line that is no entry. */
  assert_key (&key, "h", "5432", "db", "u");
  g_assert_null (password);
  adj_pgpass_key_clear (&key);

  /* Whatever is escaped reads back as it was. */
  const char *fields[] = { "h:o\\st", "*", "a*", "\\", ":" };
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *escaped = adj_pgpass_escape (fields[i]);
      g_autofree char *line = g_strdup_printf ("%s:%s:%s:%s:%s", escaped, escaped, escaped, escaped, escaped);
      g_assert_true (adj_pgpass_parse_line (line, &key, &password));
      assert_key (&key, fields[i], fields[i], fields[i], fields[i]);
      g_assert_cmpstr (password, ==, fields[i]);
      g_clear_pointer (&password, g_free);
    }
  adj_pgpass_key_clear (&key);
}

/* The entry of exactly that key replaced, every other line kept. */
static void
test_replace (void)
{
  AdjPgpassKey key = { .host = (char *) "fed.example.org", .port = NULL, .database = (char *) "adjourn",
                       .user = (char *) "arbiter" };
  const char *contents = "# the federation\n"
                         "fed.example.org:*:adjourn:arbiter:old\n"
                         "fed.example.org:5432:adjourn:arbiter:other-port\n"
                         "*:*:*:arbiter:wider\n"
                         "not an entry";
  g_autofree char *replaced = adj_pgpass_replace (contents, &key, "new:pw");
  g_assert_cmpstr (replaced, ==,
                   "# the federation\n"
                   "fed.example.org:5432:adjourn:arbiter:other-port\n"
                   "*:*:*:arbiter:wider\n"
                   "not an entry\n"
                   "fed.example.org:*:adjourn:arbiter:new\\:pw\n");
  /* Again: still one entry. */
  g_autofree char *again = adj_pgpass_replace (replaced, &key, "third");
  g_assert_cmpstr (again, ==,
                   "# the federation\n"
                   "fed.example.org:5432:adjourn:arbiter:other-port\n"
                   "*:*:*:arbiter:wider\n"
                   "not an entry\n"
                   "fed.example.org:*:adjourn:arbiter:third\n");
  g_autofree char *removed = adj_pgpass_replace (again, &key, NULL);
  g_assert_cmpstr (removed, ==,
                   "# the federation\n"
                   "fed.example.org:5432:adjourn:arbiter:other-port\n"
                   "*:*:*:arbiter:wider\n"
                   "not an entry\n");
  g_autofree char *first = adj_pgpass_replace (NULL, &key, "pw");
  g_assert_cmpstr (first, ==, "fed.example.org:*:adjourn:arbiter:pw\n");
  /* A file written on Windows: its "\r" does not hide the entry. */
  g_autofree char *crlf = adj_pgpass_replace ("fed.example.org:*:adjourn:arbiter:old\r\n", &key, "pw");
  g_assert_cmpstr (crlf, ==, "fed.example.org:*:adjourn:arbiter:pw\n");
}

/* The key as libpq reads the URI: what it does not say is any. */
static void
test_key_for_uri (void)
{
  static const struct { const char *uri, *host, *port, *database, *user, *password; } cases[] = {
    { "postgresql://arbiter@fed.example.org/adjourn", "fed.example.org", NULL, "adjourn", "arbiter", NULL },
    { "postgres://arbiter:p%3Aw@fed.example.org:6543/adjourn?sslmode=require", "fed.example.org", "6543", "adjourn",
      "arbiter", "p:w" },
    { "postgresql:///adjourn?host=/run/postgresql&user=desk", "/run/postgresql", NULL, "adjourn", "desk", NULL },
    { "postgresql://[::1]/adjourn", "::1", NULL, "adjourn", NULL, NULL },
    { "postgresql://h", "h", NULL, NULL, NULL, NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjPgpassKey key = { 0 };
      g_autofree char *password = NULL;
      g_autoptr(GError) error = NULL;
      g_assert_true (adj_pgpass_key_for_uri (cases[i].uri, &key, &password, &error));
      g_assert_no_error (error);
      assert_key (&key, cases[i].host, cases[i].port, cases[i].database, cases[i].user);
      g_assert_cmpstr (password, ==, cases[i].password);
      adj_pgpass_key_clear (&key);
    }

  const char *refused[] = { "postgresql://a,b/db", "postgresql://u:Sup3r%zz@h/db", "/home/arbiter/club.db" };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      AdjPgpassKey key = { 0 };
      g_autoptr(GError) error = NULL;
      g_assert_false (adj_pgpass_key_for_uri (refused[i], &key, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
      g_assert_null (strstr (error->message, "Sup3r"));
      g_assert_null (key.host);
    }
}

/* Kept, replaced, forgotten; the file and its folder only the user's, even
 * when an older file was readable by others. */
static void
test_file (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "adjourn", "pgpass", NULL);
  const char *uri = "postgresql://arbiter@fed.example.org/adjourn";
  g_autoptr(GError) error = NULL;

  g_assert_false (adj_pgpass_holds (path, uri));
  g_assert_true (adj_pgpass_forget (path, uri, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (adj_pgpass_store (path, uri, SECRET, &error));
  g_assert_no_error (error);
  g_assert_true (adj_pgpass_holds (path, uri));
  g_assert_false (adj_pgpass_holds (path, "postgresql://committee@fed.example.org/adjourn"));
  GStatBuf st;
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_autofree char *folder = g_path_get_dirname (path);
  g_assert_cmpint (g_stat (folder, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);

  /* Someone's own line kept; the file made readable to others is made
   * the user's alone again by the next write. */
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_autofree char *with_own = g_strconcat ("other:*:*:*:theirs\n", contents, NULL);
  g_assert_true (g_file_set_contents (path, with_own, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_true (adj_pgpass_store (path, uri, "second", &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "other:*:*:*:theirs\nfed.example.org:*:adjourn:arbiter:second\n");

  g_assert_false (adj_pgpass_store (path, uri, "two\nlines", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (adj_pgpass_forget (path, uri, &error));
  g_assert_no_error (error);
  g_assert_false (adj_pgpass_holds (path, uri));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "other:*:*:*:theirs\n");

  g_unlink (path);
  g_rmdir (folder);
  g_rmdir (dir);
}

/* Run SQL as the cluster's superuser. */
static void
admin_exec (const char *sql)
{
  g_autofree char *admin = g_strdup_printf ("postgresql:///postgres?host=%s&user=adjourn", store_test_pg_host ());
  PGconn *conn = PQconnectdb (admin);
  g_assert_cmpint (PQstatus (conn), ==, CONNECTION_OK);
  PQsetNoticeProcessor (conn, store_test_pg_quiet, NULL);
  PGresult *result = PQexec (conn, sql);
  if (PQresultStatus (result) != PGRES_COMMAND_OK)
    g_test_message ("%s", PQresultErrorMessage (result));
  g_assert_cmpint (PQresultStatus (result), ==, PGRES_COMMAND_OK);
  PQclear (result);
  PQfinish (conn);
}

/* On the cluster, the role pgpass_desk must give a password (pg-cluster's
 * pg_hba.conf): without one it is refused; with it only in the password
 * file the store is given, it connects; a wrong one is refused and never
 * named. */
static void
test_connect (void)
{
  if (!store_test_on_pg ())
    {
      g_test_skip ("needs the test cluster (the store-pg suite)");
      return;
    }
  /* libpq's own files must not answer for it. */
  g_setenv ("PGPASSFILE", "/nonexistent/pgpass", TRUE);
  admin_exec ("DO $$ BEGIN CREATE ROLE pgpass_desk LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$");
  admin_exec ("ALTER ROLE pgpass_desk PASSWORD '" SECRET "'");

  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "pgpass", NULL);
  g_autofree char *host = g_uri_escape_string (store_test_pg_host (), NULL, FALSE);
  g_autofree char *uri = g_strdup_printf ("postgresql://pgpass_desk@/postgres?host=%s", host);
  g_autoptr(GError) error = NULL;

  adj_db_pg_set_password_file (path);
  AdjDb *db = adj_db_pg_open (uri, ADJ_DB_OPEN_READ_ONLY, &error);
  g_assert_null (db);
  g_assert_nonnull (error);
  g_test_message ("without: %s", error->message);
  g_assert_nonnull (strstr (error->message, "password"));
  g_clear_error (&error);

  g_assert_true (adj_pgpass_store (path, uri, SECRET, &error));
  g_assert_no_error (error);
  db = adj_db_pg_open (uri, ADJ_DB_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_nonnull (db);
  g_assert_cmpstr (adj_db_pg_get_role (db), ==, "pgpass_desk");
  adj_db_close (db);

  /* The same file not given to the store: libpq does not find it. */
  adj_db_pg_set_password_file (NULL);
  g_assert_null (adj_db_pg_open (uri, ADJ_DB_OPEN_READ_ONLY, &error));
  g_clear_error (&error);
  adj_db_pg_set_password_file (path);

  g_assert_true (adj_pgpass_store (path, uri, "wrong-Sup3r", &error));
  g_assert_null (adj_db_pg_open (uri, ADJ_DB_OPEN_READ_ONLY, &error));
  g_assert_nonnull (error);
  g_assert_null (strstr (error->message, "Sup3r"));
  g_assert_null (strstr (error->message, SECRET));
  g_clear_error (&error);

  g_assert_true (adj_pgpass_forget (path, uri, &error));
  g_assert_null (adj_db_pg_open (uri, ADJ_DB_OPEN_READ_ONLY, &error));
  g_clear_error (&error);
  adj_db_pg_set_password_file (NULL);
  store_test_dir_remove (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgpass/escape", test_escape);
  g_test_add_func ("/pgpass/parse", test_parse);
  g_test_add_func ("/pgpass/replace", test_replace);
  g_test_add_func ("/pgpass/key-for-uri", test_key_for_uri);
  g_test_add_func ("/pgpass/file", test_file);
  g_test_add_func ("/pgpass/connect", test_connect);
  return g_test_run ();
}
