/* test-cli-appoint.c — `archive appoint`, `archive dismiss`, `archive appointments`
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run twice: on its own (a desk's file: no roles, refused) and under
 * tests/store/pg-cluster, whose bootstrap superuser makes an owner with a
 * password, an arbiter and a committee member.
 */
#include "config.h"

#include <glib.h>
#include <libpq-fe.h>
#include <string.h>

#include "cli-run.h"

#define PASSWORD "Tr0ub4dor-and-3"

static const char *
pg_host (void)
{
  const char *host = g_getenv ("ADJOURN_TEST_PG_HOST");
  return host && *host ? host : NULL;
}

static gboolean
skip_without_pg (void)
{
  if (pg_host ())
    return FALSE;
  g_test_skip ("PostgreSQL only: runs under tests/store/pg-cluster");
  return TRUE;
}

static void
quiet (void *data, const char *message)
{
}

/* A database of its own, owned by cli_owner, and the roles, made by the
 * cluster's superuser; the owner's URI, with its password in it. */
static char *
make_archive (void)
{
  g_autofree char *su_uri = g_strdup_printf ("postgresql:///postgres?host=%s&user=adjourn", pg_host ());
  PGconn *su = PQconnectdb (su_uri);
  g_assert_cmpint (PQstatus (su), ==, CONNECTION_OK);
  PQsetNoticeProcessor (su, quiet, NULL);
  g_autofree char *uuid = g_uuid_string_random ();
  g_strdelimit (uuid, "-", '_');
  g_autofree char *db = g_strconcat ("c_", uuid, NULL);
  g_autofree char *make_db = g_strdup_printf ("CREATE DATABASE %s OWNER cli_owner", db);
  const char *const sql[] = {
    "DO $$ BEGIN"
    "  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cli_owner') THEN"
    "    CREATE ROLE cli_owner LOGIN CREATEROLE PASSWORD '" PASSWORD "';"
    "    CREATE ROLE cli_alice LOGIN; CREATE ROLE cli_carol LOGIN;"
    "  END IF; END $$",
    make_db,
  };
  for (guint i = 0; i < G_N_ELEMENTS (sql); i++)
    {
      PGresult *r = PQexec (su, sql[i]);
      if (PQresultStatus (r) != PGRES_COMMAND_OK)
        g_error ("%s: %s", sql[i], PQresultErrorMessage (r));
      PQclear (r);
    }
  PQfinish (su);
  return g_strdup_printf ("postgresql://cli_owner:%s@/%s?host=%s", PASSWORD, db, pg_host ());
}

static void
grant (const char *sql)
{
  g_autofree char *su_uri = g_strdup_printf ("postgresql:///postgres?host=%s&user=adjourn", pg_host ());
  PGconn *su = PQconnectdb (su_uri);
  PGresult *r = PQexec (su, sql);
  g_assert_cmpint (PQresultStatus (r), ==, PGRES_COMMAND_OK);
  PQclear (r);
  PQfinish (su);
}

/* The owner's first command makes the schema and the group roles; then it
 * appoints, lists and dismisses; its password shows nowhere. */
static void
test_appoint_dismiss (void)
{
  if (skip_without_pg ())
    return;
  g_autofree char *uri = make_archive ();
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appoint", "cli_alice", "Open A", "--db", uri, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "“cli_alice” is not an arbiter"));
  g_assert_null (strstr (err, PASSWORD));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  grant ("GRANT adjourn_arbiter TO cli_alice");
  grant ("GRANT adjourn_committee TO cli_carol");
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appoint", "cli_alice", "Open A", "--db", uri, NULL), ==, 0);
  g_autoptr(JsonObject) made = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (made, "role"), ==, "cli_alice");
  g_assert_cmpstr (json_object_get_string_member (made, "event"), ==, "Open A");
  g_assert_cmpstr (json_object_get_string_member (made, "appointed_by"), ==, "cli_owner");
  g_assert_true (json_object_get_null_member (made, "dismissed_at"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* The committee may list, not appoint. */
  g_autofree char *carol = g_strdup_printf ("postgresql://cli_carol@/%s", strstr (uri, "@/") + 2);
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appoint", "cli_alice", "Open B", "--db", carol, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "role “cli_carol” may not appoint"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appointments", "--db", carol, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strchomp (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "dismiss", "cli_alice", "Open A", "--db", uri, NULL), ==, 0);
  g_autoptr(JsonObject) gone = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (gone, "dismissed_by"), ==, "cli_owner");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "dismiss", "cli_alice", "Open A", "--db", uri, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "is not appointed to event “Open A”"));
  g_assert_null (strstr (err, PASSWORD));
}

static void
test_desk_file_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appoint", "alice", "Open A", "--db", path, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "a desk’s file has no roles"));
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appoint", "alice", "--db", path, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "expected ROLE and EVENT"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Listing only reads: a missing file is not made. */
  g_autofree char *missing = g_build_filename (dir, "missing.db", NULL);
  g_assert_cmpint (cli_run (NULL, &out, &err, "archive", "appointments", "--db", missing, NULL), ==, 2);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  const char *suffixes[] = { "", "-wal", "-shm" };
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);
      g_unlink (file);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/appoint/appoint-dismiss", test_appoint_dismiss);
  g_test_add_func ("/cli/appoint/desk-file-refused", test_desk_file_refused);
  return g_test_run ();
}
