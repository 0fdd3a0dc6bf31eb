/* test-db.c — the store's database layer (adj-db.h) on SQLite
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "adj-db-backend.h"
#include "adj-db-sqlite.h"

typedef struct {
  char  *dir;
  char  *path;
  AdjDb *db;
} Fixture;

static void
setup (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  f->dir = g_dir_make_tmp ("adj-db-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "test.db", NULL);
  g_assert_true (g_file_set_contents (f->path, "", 0, &error));
  f->db = adj_db_sqlite_open (f->path, ADJ_DB_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (adj_db_configure (f->db, &error));
  g_assert_no_error (error);
  g_assert_true (adj_db_exec (f->db,
      "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, data BLOB, n INTEGER)",
      &error));
  g_assert_no_error (error);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->db, adj_db_close);
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;
  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *file = g_build_filename (f->dir, name, NULL);
      g_unlink (file);
    }
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static gint64
insert (AdjDb *db, const char *name, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_db_prepare (db, "INSERT INTO t (name) VALUES (?)", error);
  if (!stmt)
    return -1;
  adj_db_stmt_bind_text (stmt, 1, name);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_DONE)
    {
      adj_db_set_error (db, error);
      return -1;
    }
  return adj_db_last_insert_id (db);
}

static gint64
count (AdjDb *db)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjDbStmt) stmt = adj_db_prepare (db, "SELECT count(*) FROM t", &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_db_stmt_step (stmt), ==, ADJ_DB_STEP_ROW);
  return adj_db_stmt_column_int64 (stmt, 0);
}

/* What is bound comes back as it was: a blob with zero bytes inside, the
 * extremes of a 64-bit integer, NULL. */
static void
test_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  static const guint8 blob[] = { 0, 1, 0, 255, 0 };
  gint64 ids[2];
  const gint64 numbers[2] = { G_MININT64, G_MAXINT64 };
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(AdjDbStmt) stmt = adj_db_prepare (f->db,
          "INSERT INTO t (name, data, n) VALUES (?, ?, ?)", &error);
      g_assert_no_error (error);
      adj_db_stmt_bind_text (stmt, 1, i == 0 ? "première" : "second");
      if (i == 0)
        adj_db_stmt_bind_blob (stmt, 2, blob, sizeof blob);
      else
        adj_db_stmt_bind_null (stmt, 2);
      adj_db_stmt_bind_int64 (stmt, 3, numbers[i]);
      g_assert_cmpint (adj_db_stmt_step (stmt), ==, ADJ_DB_STEP_DONE);
      g_assert_cmpint (adj_db_changes (f->db), ==, 1);
      ids[i] = adj_db_last_insert_id (f->db);
    }
  g_assert_cmpint (ids[1], >, ids[0]);

  g_autoptr(AdjDbStmt) read = adj_db_prepare (f->db,
      "SELECT id, name, data, n FROM t ORDER BY id", &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_db_stmt_step (read), ==, ADJ_DB_STEP_ROW);
  g_assert_cmpint (adj_db_stmt_column_int64 (read, 0), ==, ids[0]);
  g_assert_cmpstr (adj_db_stmt_column_text (read, 1), ==, "première");
  g_assert_cmpint (adj_db_stmt_column_type (read, 2), ==, ADJ_DB_TYPE_BLOB);
  g_assert_cmpmem (adj_db_stmt_column_blob (read, 2), adj_db_stmt_column_bytes (read, 2),
                   blob, sizeof blob);
  g_assert_cmpint (adj_db_stmt_column_int64 (read, 3), ==, G_MININT64);
  g_assert_cmpint (adj_db_stmt_step (read), ==, ADJ_DB_STEP_ROW);
  g_assert_cmpint (adj_db_stmt_column_type (read, 2), ==, ADJ_DB_TYPE_NULL);
  g_assert_cmpint (adj_db_stmt_column_int64 (read, 3), ==, G_MAXINT64);
  g_assert_cmpint (adj_db_stmt_step (read), ==, ADJ_DB_STEP_DONE);

  /* Reset: the same statement reads again from its first row. */
  adj_db_stmt_reset (read);
  g_assert_cmpint (adj_db_stmt_step (read), ==, ADJ_DB_STEP_ROW);
  g_assert_cmpint (adj_db_stmt_column_int64 (read, 0), ==, ids[0]);
}

/* A refused row, a mistake in SQL: each its own code, the engine's words. */
static void
test_error_codes (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (insert (f->db, "a", &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpint (insert (f->db, "a", &error), ==, -1);
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_CONSTRAINT);
  g_assert_nonnull (strstr (error->message, "t.name"));
  g_clear_error (&error);

  g_assert_null (adj_db_prepare (f->db, "SELECT id FROM nowhere", &error));
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "nowhere"));
}

/* A file that is no database is corruption, not an I/O error. */
static void
test_not_a_database (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-db-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "garbage.db", NULL);
  g_autofree char *junk = g_strnfill (8192, 'x');
  g_assert_true (g_file_set_contents (path, junk, -1, &error));
  g_autoptr(AdjDb) db = adj_db_sqlite_open (path, ADJ_DB_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  gint64 version, application_id, n_tables;
  g_assert_false (adj_db_read_marks (db, &version, &application_id, &n_tables, &error));
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_CORRUPT);
  g_clear_pointer (&db, adj_db_close);
  g_unlink (path);
  g_rmdir (dir);
}

/* A missing file read-only: refused, naming the file. */
static void
test_open_missing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjDb) db = adj_db_sqlite_open ("/nonexistent/adjourn.db", ADJ_DB_OPEN_READ_ONLY,
                                             &error);
  g_assert_null (db);
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN);
  g_assert_nonnull (strstr (error->message, "/nonexistent/adjourn.db"));
}

/* A level opened inside the transaction is a savepoint: rolled back, it
 * takes only its own rows; the transaction keeps the rest. */
static void
test_savepoints (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_db_begin (f->db, &error));
  g_assert_true (adj_db_in_transaction (f->db));
  insert (f->db, "kept", &error);
  g_assert_true (adj_db_begin (f->db, &error));
  g_assert_cmpuint (adj_db_depth (f->db), ==, 2);
  insert (f->db, "dropped", &error);
  g_assert_true (adj_db_begin (f->db, &error));
  insert (f->db, "dropped too", &error);
  g_assert_true (adj_db_commit (f->db, &error));
  adj_db_rollback (f->db);
  g_assert_true (adj_db_begin (f->db, &error));
  insert (f->db, "kept too", &error);
  g_assert_true (adj_db_commit (f->db, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count (f->db), ==, 2);
  g_assert_true (adj_db_commit (f->db, &error));
  g_assert_cmpuint (adj_db_depth (f->db), ==, 0);
  g_assert_false (adj_db_in_transaction (f->db));

  /* The outer transaction rolled back takes everything. */
  g_assert_true (adj_db_begin (f->db, &error));
  insert (f->db, "gone", &error);
  g_assert_true (adj_db_begin (f->db, &error));
  insert (f->db, "gone too", &error);
  g_assert_true (adj_db_commit (f->db, &error));
  adj_db_rollback (f->db);
  g_assert_no_error (error);
  g_assert_cmpint (count (f->db), ==, 2);
}

typedef struct {
  guint       runs;
  int         code;
  gboolean    fail;
  guint       conflicts;   /* the first runs that fail as a conflict */
} Action;

static gboolean
action (AdjDb *db, gpointer user_data, GError **error)
{
  Action *a = user_data;
  static guint all_runs;
  a->runs++;
  g_autofree char *name = g_strdup_printf ("run %u", ++all_runs);
  if (insert (db, name, error) < 0)
    return FALSE;
  if (a->runs <= a->conflicts)
    {
      g_set_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_RETRY, "could not serialize access");
      return FALSE;
    }
  if (a->fail)
    {
      g_set_error (error, ADJ_DB_ERROR, a->code, "failed on purpose");
      return FALSE;
    }
  return TRUE;
}

/* One action, one transaction: what failed leaves nothing; SQLite runs a
 * conflicting action once (its busy timeout was the wait). */
static void
test_run_transaction (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  Action ok = { 0 };
  g_assert_true (adj_db_run_transaction (f->db, action, &ok, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ok.runs, ==, 1);
  g_assert_cmpint (count (f->db), ==, 1);

  for (guint i = 0; i < 2; i++)
    {
      Action failing = { .fail = TRUE, .code = i ? ADJ_DB_ERROR_RETRY : ADJ_DB_ERROR_CONSTRAINT };
      g_assert_false (adj_db_run_transaction (f->db, action, &failing, &error));
      g_assert_error (error, ADJ_DB_ERROR, failing.code);
      g_clear_error (&error);
      g_assert_cmpuint (failing.runs, ==, 1);
      g_assert_cmpint (count (f->db), ==, 1);
      g_assert_cmpuint (adj_db_depth (f->db), ==, 0);
    }
}

/* An engine whose transactions fail where they would conflict (as
 * PostgreSQL's serializable ones do) has the whole action run again, each
 * failed run leaving nothing; a conflict every time gives up; any other
 * failure is not run again. */
static void
test_retry (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  AdjDbClass retrying = *f->db->klass;
  retrying.max_runs = 3;
  const AdjDbClass *sqlite_class = f->db->klass;
  f->db->klass = &retrying;

  Action settles = { .conflicts = 2 };
  g_assert_true (adj_db_run_transaction (f->db, action, &settles, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (settles.runs, ==, 3);
  g_assert_cmpint (count (f->db), ==, 1);

  Action always = { .conflicts = G_MAXUINT };
  g_assert_false (adj_db_run_transaction (f->db, action, &always, &error));
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_RETRY);
  g_clear_error (&error);
  g_assert_cmpuint (always.runs, ==, 3);
  g_assert_cmpint (count (f->db), ==, 1);

  Action refused = { .fail = TRUE, .code = ADJ_DB_ERROR_CONSTRAINT };
  g_assert_false (adj_db_run_transaction (f->db, action, &refused, &error));
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_CONSTRAINT);
  g_clear_error (&error);
  g_assert_cmpuint (refused.runs, ==, 1);

  /* Inside a transaction the conflict is the outer one's: not run again. */
  g_assert_true (adj_db_begin (f->db, &error));
  Action nested = { .conflicts = 1 };
  g_assert_false (adj_db_run_transaction (f->db, action, &nested, &error));
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_RETRY);
  g_clear_error (&error);
  g_assert_cmpuint (nested.runs, ==, 1);
  adj_db_rollback (f->db);
  g_assert_cmpint (count (f->db), ==, 1);

  f->db->klass = sqlite_class;
}

/* Another connection holding the write lock past the busy timeout: the
 * begin fails as a conflict (the code a retry looks for), opening nothing. */
static void
test_busy (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjDb) other = adj_db_sqlite_open (f->path, ADJ_DB_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  /* Not 5 s: the wait itself is SQLite's, what is tested is the code. */
  sqlite3_busy_timeout (adj_db_sqlite_get_handle (other), 50);
  g_assert_true (adj_db_begin (f->db, &error));
  g_assert_false (adj_db_begin (other, &error));
  g_assert_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_RETRY);
  g_assert_cmpuint (adj_db_depth (other), ==, 0);
  g_assert_false (adj_db_in_transaction (other));
  g_clear_error (&error);
  g_assert_true (adj_db_commit (f->db, &error));
  g_assert_true (adj_db_begin (other, &error));
  g_assert_true (adj_db_commit (other, &error));
  g_assert_no_error (error);
}

/* Another connection's commit changes the stamp, and so does our own. */
static void
test_data_stamp (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 before = adj_db_data_stamp (f->db);
  g_autoptr(AdjDb) other = adj_db_sqlite_open (f->path, ADJ_DB_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  insert (other, "from elsewhere", &error);
  g_assert_no_error (error);
  gint64 after_other = adj_db_data_stamp (f->db);
  g_assert_cmpint (after_other, !=, before);
  insert (f->db, "from here", &error);
  g_assert_cmpint (adj_db_data_stamp (f->db), !=, after_other);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/db/round-trip", Fixture, NULL, setup, test_round_trip, teardown);
  g_test_add ("/db/error-codes", Fixture, NULL, setup, test_error_codes, teardown);
  g_test_add_func ("/db/not-a-database", test_not_a_database);
  g_test_add_func ("/db/open-missing", test_open_missing);
  g_test_add ("/db/savepoints", Fixture, NULL, setup, test_savepoints, teardown);
  g_test_add ("/db/run-transaction", Fixture, NULL, setup, test_run_transaction, teardown);
  g_test_add ("/db/retry", Fixture, NULL, setup, test_retry, teardown);
  g_test_add ("/db/busy", Fixture, NULL, setup, test_busy, teardown);
  g_test_add ("/db/data-stamp", Fixture, NULL, setup, test_data_stamp, teardown);
  return g_test_run ();
}
