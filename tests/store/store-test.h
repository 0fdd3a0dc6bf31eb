/* store-test.h — what the store tests share: scratch databases, envelope documents
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <libpq-fe.h>
#include <sodium.h>
#include <string.h>
#include <unistd.h>

#include "adj-db-pg.h"
#include "adj-db-sqlite.h"
#include "adj-store-private.h"

/* The folder of the throwaway PostgreSQL cluster's socket when the suite
 * runs on PostgreSQL (tests/store/pg-cluster starts it), else NULL. */
static inline const char *
store_test_pg_host (void)
{
  const char *host = g_getenv ("ADJOURN_TEST_PG_HOST");
  return host && *host ? host : NULL;
}

static inline void
store_test_pg_quiet (void *data, const char *message)
{
}

static inline gboolean
store_test_on_pg (void)
{
  return store_test_pg_host () != NULL;
}

/* On PostgreSQL, skip a test that reads or alters an SQLite file behind the
 * store's back (the raw handle, PRAGMA, sqlite_master); TRUE when skipped. */
static inline gboolean
store_test_sqlite_only (void)
{
  if (!store_test_on_pg ())
    return FALSE;
  g_test_skip ("SQLite only: it reaches the database file behind the store's back");
  return TRUE;
}

/* The URI of an archive of its own on the test cluster: a schema of the
 * cluster's database named SCHEMA, made when missing (the store reads and
 * writes current_schema () only; a schema is quicker to make than a
 * database). */
static inline char *
store_test_pg_database (const char *schema)
{
  const char *host = store_test_pg_host ();
  g_autofree char *admin = g_strdup_printf ("postgresql:///postgres?host=%s&user=adjourn", host);
  PGconn *conn = PQconnectdb (admin);
  if (PQstatus (conn) != CONNECTION_OK)
    g_test_message ("%s", PQerrorMessage (conn));
  g_assert_cmpint (PQstatus (conn), ==, CONNECTION_OK);
  g_autofree char *sql = g_strdup_printf ("CREATE SCHEMA IF NOT EXISTS %s", schema);
  PQsetNoticeProcessor (conn, store_test_pg_quiet, NULL);
  PGresult *made = PQexec (conn, sql);
  if (PQresultStatus (made) != PGRES_COMMAND_OK)
    g_test_message ("%s", PQresultErrorMessage (made));
  g_assert_cmpint (PQresultStatus (made), ==, PGRES_COMMAND_OK);
  PQclear (made);
  PQfinish (conn);
  return g_strdup_printf ("postgresql:///postgres?host=%s&user=adjourn&options=-csearch_path%%3D%s",
                          host, schema);
}

/* Where a test's archive in folder DIR is: the file adjourn.db in it, or on
 * PostgreSQL a schema of the cluster whose name the folder keeps (the same
 * folder, the same archive: a test can open it again). The name is random,
 * not the folder's: a folder removed, its name may come again. */
static inline char *
store_test_target (const char *dir)
{
  if (!store_test_on_pg ())
    return g_build_filename (dir, "adjourn.db", NULL);
  g_autofree char *note = g_build_filename (dir, "pg-schema", NULL);
  g_autofree char *schema = NULL;
  if (!g_file_get_contents (note, &schema, NULL, NULL))
    {
      g_autofree char *uuid = g_uuid_string_random ();
      g_strdelimit (uuid, "-", '_');
      schema = g_strconcat ("t_", uuid, NULL);
      g_autoptr(GError) error = NULL;
      g_file_set_contents (note, schema, -1, &error);
      g_assert_no_error (error);
    }
  return store_test_pg_database (schema);
}

/* On PostgreSQL: every row of every table of the archive in folder DIR as
 * text (row_to_json, bytea in hex), one a line, read on a connection of the
 * test's own: what the server holds, as a file's bytes are what SQLite does. */
static inline char *
store_test_pg_rows_text (const char *dir)
{
  g_autofree char *uri = store_test_target (dir);
  PGconn *conn = PQconnectdb (uri);
  g_assert_cmpint (PQstatus (conn), ==, CONNECTION_OK);
  PGresult *tables = PQexec (conn, "SELECT tablename FROM pg_tables WHERE schemaname = current_schema ()");
  g_assert_cmpint (PQresultStatus (tables), ==, PGRES_TUPLES_OK);
  g_autoptr(GString) all = g_string_new (NULL);
  for (int t = 0; t < PQntuples (tables); t++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT row_to_json (t)::text FROM \"%s\" t", PQgetvalue (tables, t, 0));
      PGresult *rows = PQexec (conn, sql);
      g_assert_cmpint (PQresultStatus (rows), ==, PGRES_TUPLES_OK);
      for (int r = 0; r < PQntuples (rows); r++)
        g_string_append_printf (all, "%s\n", PQgetvalue (rows, r, 0));
      PQclear (rows);
    }
  PQclear (tables);
  PQfinish (conn);
  return g_string_free (g_steal_pointer (&all), FALSE);
}

/* Is a transaction left open on the store's connection? */
static inline gboolean
store_test_in_transaction (AdjStore *store)
{
  return adj_db_in_transaction (adj_store_get_db (store));
}

/* The store's SQLite connection, to read or alter the file behind its back. */
#define store_test_db(store) adj_db_sqlite_get_handle (adj_store_get_db (store))

/* A new empty folder for one test's database files. */
static inline char *
store_test_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("adjourn-store-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

/* Remove the folder and the files in it (no subfolders are made). */
static inline void
store_test_dir_remove (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* An envelope document like spec/formats.md's example; EXTRA (may be NULL)
 * is more members, written as JSON text without the leading comma. */
static inline char *
store_test_envelope (const char *event, const char *round, const char *board, const char *white,
                     const char *black, const char *adjourned_at, const char *extra)
{
  return g_strdup_printf (
    "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    " \"event\": \"%s\", \"round\": \"%s\", \"board\": \"%s\","
    " \"white\": \"%s\", \"black\": \"%s\","
    " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
    " \"time_control\": \"40/7200:20/3600\","
    " \"time_used\": {\"white\": 7012, \"black\": 7154},"
    " \"adjourned_at\": \"%s\", \"session_end\": \"2026-11-21T21:00:00+01:00\","
    " \"sealer\": \"black\", \"sealed_move_number\": 41, \"draw_offer\": null,"
    " \"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},"
    " \"notation\": \"ca\", \"sealed_move\": null%s%s}",
    event, round, board, white, black, adjourned_at, extra ? ", " : "", extra ? extra : "");
}

/* The kinds of envelope ID's custody entries, oldest first, as words
 * ("created checked sealed"); *ENTRIES (may be NULL) receives the
 * entries themselves (AdjCustodyEntry). */
static inline char *
store_test_custody_kinds (AdjStore *store, gint64 id, GPtrArray **entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = adj_custody_list (store, id, &error);
  g_assert_no_error (error);
  g_autoptr(GString) s = g_string_new (NULL);
  for (guint i = 0; i < list->len; i++)
    {
      const AdjCustodyEntry *e = list->pdata[i];
      g_string_append_printf (s, "%s%s", i ? " " : "", adj_custody_kind_to_string (e->kind));
    }
  if (entries)
    *entries = g_steal_pointer (&list);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static inline AdjStore *
store_test_open (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = store_test_target (dir);
  AdjStore *store = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (store);
  return store;
}

/* A suite's fixture: a scratch folder and the archive in it. */
typedef struct {
  char     *dir;
  AdjStore *store;
} StoreTestFixture;

static inline void
store_test_fixture_set_up (StoreTestFixture *f, gconstpointer data)
{
  f->dir = store_test_dir ();
  f->store = store_test_open (f->dir);
}

static inline void
store_test_fixture_tear_down (StoreTestFixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  store_test_dir_remove (f->dir);
  g_free (f->dir);
}

static inline gint64
store_test_import (AdjStore *store, const char *document)
{
  g_autoptr(GError) error = NULL;
  gint64 id = 0;
  g_assert_true (adj_store_import_envelope (store, document, -1, "test", &id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* A SHA-256 over every row of every table (and the schema version): two
 * equal digests mean nothing changed. */
static inline char *
store_test_digest (sqlite3 *db)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  sqlite3_stmt *tables = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT name, sql FROM sqlite_master ORDER BY name", -1,
                                       &tables, NULL), ==, SQLITE_OK);
  while (sqlite3_step (tables) == SQLITE_ROW)
    {
      const char *name = (const char *) sqlite3_column_text (tables, 0);
      const char *sql = (const char *) sqlite3_column_text (tables, 1);
      g_checksum_update (sum, (const guchar *) name, -1);
      if (sql)
        g_checksum_update (sum, (const guchar *) sql, -1);
      if (!sql || strncmp (sql, "CREATE TABLE", 12) != 0)
        continue;
      g_autofree char *select = g_strdup_printf ("SELECT * FROM \"%s\" ORDER BY rowid", name);
      sqlite3_stmt *rows = NULL;
      g_assert_cmpint (sqlite3_prepare_v2 (db, select, -1, &rows, NULL), ==, SQLITE_OK);
      while (sqlite3_step (rows) == SQLITE_ROW)
        for (int i = 0; i < sqlite3_column_count (rows); i++)
          {
            const void *blob = sqlite3_column_blob (rows, i);
            int n = sqlite3_column_bytes (rows, i);
            char type = (char) ('0' + sqlite3_column_type (rows, i));
            g_checksum_update (sum, (const guchar *) &type, 1);
            if (blob)
              g_checksum_update (sum, blob, n);
            g_checksum_update (sum, (const guchar *) "|", 1);
          }
      sqlite3_finalize (rows);
    }
  sqlite3_finalize (tables);
  sqlite3_stmt *version = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &version, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (version), ==, SQLITE_ROW);
  g_checksum_update (sum, sqlite3_column_text (version, 0), -1);
  sqlite3_finalize (version);
  return g_strdup (g_checksum_get_string (sum));
}

/* On PostgreSQL, the digest of every row of every table of the store's
 * database and its schema marks, read through the store's own connection
 * (what it has committed, and what its open transaction wrote). */
static inline char *
store_test_pg_digest (AdjStore *store)
{
  AdjDb *db = adj_store_get_db (store);
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjDbStmt) tables = adj_db_prepare (db, "SELECT tablename FROM pg_tables"
                                                    " WHERE schemaname = current_schema () ORDER BY tablename",
                                                &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  while (adj_db_stmt_step (tables) == ADJ_DB_STEP_ROW)
    g_ptr_array_add (names, g_strdup (adj_db_stmt_column_text (tables, 0)));
  for (guint t = 0; t < names->len; t++)
    {
      g_checksum_update (sum, (const guchar *) names->pdata[t], -1);
      /* Each row as one JSON text (bytea in hex), in the order of that text. */
      g_autofree char *select = g_strdup_printf ("SELECT row_to_json (t)::text AS r FROM \"%s\" t ORDER BY r",
                                                 (const char *) names->pdata[t]);
      g_autoptr(AdjDbStmt) rows = adj_db_prepare (db, select, &error);
      g_assert_no_error (error);
      AdjDbStep step;
      while ((step = adj_db_stmt_step (rows)) == ADJ_DB_STEP_ROW)
        {
          g_checksum_update (sum, (const guchar *) adj_db_stmt_column_text (rows, 0), -1);
          g_checksum_update (sum, (const guchar *) "\n", 1);
        }
      g_assert_cmpint (step, ==, ADJ_DB_STEP_DONE);
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* One value of SQL's first row, read through the store's own connection
 * (either engine). */
static inline AdjDbStmt *
store_test_store_row (AdjStore *store, const char *sql)
{
  g_autoptr(GError) error = NULL;
  AdjDbStmt *stmt = adj_db_prepare (adj_store_get_db (store), sql, &error);
  g_assert_no_error (error);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    g_error ("%s: no row: %s", sql, adj_db_errmsg (adj_store_get_db (store)));
  return stmt;
}

static inline gint64
store_test_store_int (AdjStore *store, const char *sql)
{
  g_autoptr(AdjDbStmt) stmt = store_test_store_row (store, sql);
  return adj_db_stmt_column_int64 (stmt, 0);
}

static inline char *
store_test_store_text (AdjStore *store, const char *sql)
{
  g_autoptr(AdjDbStmt) stmt = store_test_store_row (store, sql);
  return g_strdup (adj_db_stmt_column_text (stmt, 0));
}

/* The digest of the store's database, on either engine. */
static inline char *
store_test_store_digest (AdjStore *store)
{
  if (store_test_on_pg ())
    return store_test_pg_digest (store);
  return store_test_digest (store_test_db (store));
}

static inline gint64
store_test_int (sqlite3 *db, const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  gint64 value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}

static inline char *
store_test_text (sqlite3 *db, const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  char *value = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  return value;
}

/* The whole of file PATH: what "the file did not change" is measured with,
 * bytes and not rows, since a journal mode or a pragma changes no row. */
static inline GBytes *
store_test_file_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize length = 0;
  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (data, length);
}

/* No -wal, -shm or -journal next to PATH: nothing is left that SQLite
 * would read as part of the file. */
static inline void
store_test_assert_no_side_files (const char *path)
{
  const char *suffixes[] = { "-wal", "-shm", "-journal" };
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *side = g_strconcat (path, suffixes[i], NULL);
      if (g_file_test (side, G_FILE_TEST_EXISTS))
        g_test_message ("%s was left behind", side);
      g_assert_false (g_file_test (side, G_FILE_TEST_EXISTS));
    }
}

/* Run SQL on a connection of the test's own, failing the test if it fails. */
static inline void
store_test_exec (sqlite3 *db, const char *sql)
{
  char *message = NULL;
  int rc = sqlite3_exec (db, sql, NULL, NULL, &message);
  if (rc != SQLITE_OK)
    g_test_message ("%s: %s", sql, message);
  sqlite3_free (message);
  g_assert_cmpint (rc, ==, SQLITE_OK);
}

/* The digest of the database file PATH, opened read-only for the look. */
static inline char *
store_test_file_digest (const char *path)
{
  sqlite3 *handle = NULL;
  g_assert_cmpint (sqlite3_open_v2 (path, &handle, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  char *digest = store_test_digest (handle);
  sqlite3_close (handle);
  return digest;
}

/* What someone who can write the file, and knows how a chained custody row
 * is hashed (adj-store-private.h, AdjCustodyRow: BLAKE2b-256 of the
 * previous hash and "adjourn-custody-3\n" then "name=length:value\n" for
 * chain, position, at, happened_at, kind, envelope uid, actor, present,
 * note and the document hash in hex), does after editing rows of EVENT_ID's
 * chain (0: the archive-level one): every link and hash recomputed in
 * position order, so that the chain holds together again. Written here
 * from that description, not with the store's own function, and run with
 * the custody triggers dropped. */
static inline void
store_test_rechain (sqlite3 *db, gint64 event_id)
{
  sqlite3_stmt *rows = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db,
      "SELECT c.seq, e.chain_id, c.position, c.at, c.happened_at, c.kind, coalesce (v.uid, ''), c.actor,"
      " c.present, c.note, c.document_hash FROM custody c LEFT JOIN events e ON e.id = c.event_id"
      " LEFT JOIN envelopes v ON v.id = c.envelope_id"
      " WHERE c.position IS NOT NULL AND coalesce (c.event_id, 0) = ? ORDER BY c.position", -1, &rows, NULL),
      ==, SQLITE_OK);
  sqlite3_bind_int64 (rows, 1, event_id);
  g_autoptr(GArray) seqs = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GByteArray) links = g_byte_array_new ();  /* prev || hash per row */
  guint8 prev[32] = { 0 };
  while (sqlite3_step (rows) == SQLITE_ROW)
    {
      const char *chain_id = (const char *) sqlite3_column_text (rows, 1);
      g_autofree char *chain = event_id ? g_strconcat ("event:", chain_id, NULL) : g_strdup ("archive");
      g_autofree char *position = g_strdup_printf ("%lld", (long long) sqlite3_column_int64 (rows, 2));
      g_autofree char *document = g_strdup ("");
      if (sqlite3_column_type (rows, 10) != SQLITE_NULL)
        {
          g_free (document);
          document = g_malloc (2 * sqlite3_column_bytes (rows, 10) + 1);
          sodium_bin2hex (document, 2 * sqlite3_column_bytes (rows, 10) + 1, sqlite3_column_blob (rows, 10),
                          sqlite3_column_bytes (rows, 10));
        }
      const char *names[] = { "chain", "position", "at", "happened_at", "kind", "envelope", "actor", "present",
                              "note", "document" };
      const char *values[] = { chain, position, (const char *) sqlite3_column_text (rows, 3),
                               (const char *) sqlite3_column_text (rows, 4), (const char *) sqlite3_column_text (rows, 5),
                               (const char *) sqlite3_column_text (rows, 6), (const char *) sqlite3_column_text (rows, 7),
                               (const char *) sqlite3_column_text (rows, 8), (const char *) sqlite3_column_text (rows, 9),
                               document };
      g_autoptr(GString) canonical = g_string_new ("adjourn-custody-3\n");
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        g_string_append_printf (canonical, "%s=%zu:%s\n", names[i], strlen (values[i]), values[i]);
      guint8 hash[32];
      crypto_generichash_state state;
      crypto_generichash_init (&state, NULL, 0, sizeof hash);
      crypto_generichash_update (&state, prev, sizeof prev);
      crypto_generichash_update (&state, (const guint8 *) canonical->str, canonical->len);
      crypto_generichash_final (&state, hash, sizeof hash);
      gint64 seq = sqlite3_column_int64 (rows, 0);
      g_array_append_val (seqs, seq);
      g_byte_array_append (links, prev, sizeof prev);
      g_byte_array_append (links, hash, sizeof hash);
      memcpy (prev, hash, sizeof prev);
    }
  sqlite3_finalize (rows);
  sqlite3_stmt *update = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "UPDATE custody SET prev_hash = ?, hash = ? WHERE seq = ?", -1, &update, NULL),
                   ==, SQLITE_OK);
  for (guint i = 0; i < seqs->len; i++)
    {
      sqlite3_reset (update);
      sqlite3_bind_blob (update, 1, links->data + 64 * i, 32, SQLITE_STATIC);
      sqlite3_bind_blob (update, 2, links->data + 64 * i + 32, 32, SQLITE_STATIC);
      sqlite3_bind_int64 (update, 3, g_array_index (seqs, gint64, i));
      g_assert_cmpint (sqlite3_step (update), ==, SQLITE_DONE);
    }
  sqlite3_finalize (update);
}

/* Drop the triggers that keep the custody log append-only, as another
 * SQLite program can; returns what store_test_triggers_on() puts back. */
static inline char *
store_test_triggers_off (sqlite3 *db)
{
  char *saved = store_test_text (db, "SELECT group_concat (sql, '; ') || ';' FROM sqlite_master WHERE type = 'trigger'"
                                     " AND tbl_name IN ('custody', 'custody_signatures')");
  g_autofree char *drops = store_test_text (db, "SELECT group_concat ('DROP TRIGGER ' || name, '; ') FROM sqlite_master"
                                                " WHERE type = 'trigger' AND tbl_name IN ('custody', 'custody_signatures')");
  store_test_exec (db, drops);
  return saved;
}

static inline void
store_test_triggers_on (sqlite3 *db, char *saved)
{
  store_test_exec (db, saved);
  g_free (saved);
}
