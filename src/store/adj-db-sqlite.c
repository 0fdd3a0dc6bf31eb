/* adj-db-sqlite.c — the store's database on an SQLite file
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file of the program that speaks to SQLite. What is SQLite's own
 * (PRAGMA, sqlite_master, the WAL and its -shm, immutable reads) stays here.
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>

#include "adj-db-backend.h"
#include "adj-db-sqlite.h"

typedef struct {
  AdjDb    parent;
  sqlite3 *handle;
} SqliteDb;

typedef struct {
  AdjDbStmt     parent;
  sqlite3_stmt *handle;
} SqliteStmt;

#define HANDLE(db) (((SqliteDb *) (db))->handle)
/* How long a desk waits for another holding the file. */
#define BUSY_TIMEOUT_MS 5000

#define STMT(stmt) (((SqliteStmt *) (stmt))->handle)

static AdjDbError
error_code (int rc)
{
  switch (rc & 0xff)
    {
    case SQLITE_CONSTRAINT:
      return ADJ_DB_ERROR_CONSTRAINT;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return ADJ_DB_ERROR_RETRY;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return ADJ_DB_ERROR_CORRUPT;
    case SQLITE_IOERR:
    case SQLITE_FULL:
      return ADJ_DB_ERROR_IO;
    case SQLITE_READONLY:
      return ADJ_DB_ERROR_READ_ONLY;
    case SQLITE_CANTOPEN:
      return ADJ_DB_ERROR_OPEN;
    default:
      return ADJ_DB_ERROR_FAILED;
    }
}

/* The connection's last result, as SQLite's own message would say it. */
static void
note_result (AdjDb *db)
{
  adj_db_backend_fail (db, error_code (sqlite3_extended_errcode (HANDLE (db))),
                       sqlite3_errmsg (HANDLE (db)));
}

static void
sqlite_close (AdjDb *db)
{
  /* close_v2: statements still alive are finalized with the handle. */
  sqlite3_close_v2 (HANDLE (db));
  g_free (db);
}

static gboolean
sqlite_exec (AdjDb *db, const char *sql)
{
  if (sqlite3_exec (HANDLE (db), sql, NULL, NULL, NULL) == SQLITE_OK)
    return TRUE;
  note_result (db);
  return FALSE;
}

static AdjDbStmt *
sqlite_prepare (AdjDb *db, const char *sql)
{
  sqlite3_stmt *handle = NULL;
  if (sqlite3_prepare_v2 (HANDLE (db), sql, -1, &handle, NULL) != SQLITE_OK)
    {
      note_result (db);
      sqlite3_finalize (handle);
      return NULL;
    }
  adj_db_backend_clear (db);
  SqliteStmt *stmt = g_new0 (SqliteStmt, 1);
  stmt->parent.db = db;
  stmt->handle = handle;
  return &stmt->parent;
}

/* IMMEDIATE: take the write lock now (waiting up to the busy timeout)
 * rather than fail at the first write with a lock upgrade deadlock. */
static gboolean
sqlite_begin_write (AdjDb *db)
{
  return sqlite_exec (db, "BEGIN IMMEDIATE");
}

static gboolean
sqlite_begin_read (AdjDb *db)
{
  return sqlite_exec (db, "BEGIN");
}

static gboolean
sqlite_in_transaction (AdjDb *db)
{
  return !sqlite3_get_autocommit (HANDLE (db));
}

static gint64
sqlite_last_insert_id (AdjDb *db)
{
  return sqlite3_last_insert_rowid (HANDLE (db));
}

static gint64
sqlite_changes (AdjDb *db)
{
  return sqlite3_changes64 (HANDLE (db));
}

static gint64
sqlite_data_stamp (AdjDb *db)
{
  gint64 version = 0;
  sqlite3_stmt *stmt = NULL;
  /* data_version moves with other connections' commits, total_changes with
   * this connection's own. */
  if (sqlite3_prepare_v2 (HANDLE (db), "PRAGMA data_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return (version << 32) ^ sqlite3_total_changes64 (HANDLE (db));
}

static void
sqlite_stmt_free (AdjDbStmt *stmt)
{
  sqlite3_finalize (STMT (stmt));
  g_free (stmt);
}

/* SQLITE_STATIC: the caller keeps the value alive (adj-db.h), and no copy
 * of a secret is left behind in SQLite's heap. */
static void
sqlite_bind_int64 (AdjDbStmt *stmt, int index, gint64 value)
{
  sqlite3_bind_int64 (STMT (stmt), index, value);
}

static void
sqlite_bind_text (AdjDbStmt *stmt, int index, const char *value)
{
  sqlite3_bind_text (STMT (stmt), index, value, -1, SQLITE_STATIC);
}

static void
sqlite_bind_blob (AdjDbStmt *stmt, int index, gconstpointer data, gsize length)
{
  sqlite3_bind_blob64 (STMT (stmt), index, data, length, SQLITE_STATIC);
}

static void
sqlite_bind_null (AdjDbStmt *stmt, int index)
{
  sqlite3_bind_null (STMT (stmt), index);
}

static AdjDbStep
sqlite_step (AdjDbStmt *stmt)
{
  int rc = sqlite3_step (STMT (stmt));
  if (rc == SQLITE_ROW)
    return ADJ_DB_STEP_ROW;
  if (rc == SQLITE_DONE)
    {
      /* A failure noted earlier is not this statement's. */
      adj_db_backend_clear (stmt->db);
      return ADJ_DB_STEP_DONE;
    }
  note_result (stmt->db);
  return ADJ_DB_STEP_FAILED;
}

static gboolean
sqlite_count_triggers (AdjDb *db, const char * const *names, gint64 *count)
{
  AdjDbStmt *stmt = sqlite_prepare (db, "SELECT count(*) FROM sqlite_master"
                                        " WHERE type = 'trigger' AND name = ?");
  if (!stmt)
    return FALSE;
  gboolean ok = TRUE;
  *count = 0;
  for (guint i = 0; ok && names[i]; i++)
    {
      sqlite3_reset (STMT (stmt));
      sqlite3_bind_text (STMT (stmt), 1, names[i], -1, SQLITE_STATIC);
      ok = sqlite_step (stmt) == ADJ_DB_STEP_ROW;
      if (ok)
        *count += sqlite3_column_int64 (STMT (stmt), 0);
    }
  sqlite_stmt_free (stmt);
  return ok;
}

static void
sqlite_reset (AdjDbStmt *stmt)
{
  sqlite3_reset (STMT (stmt));
}

static AdjDbType
sqlite_column_type (AdjDbStmt *stmt, int column)
{
  switch (sqlite3_column_type (STMT (stmt), column))
    {
    case SQLITE_INTEGER:
      return ADJ_DB_TYPE_INTEGER;
    case SQLITE_FLOAT:
      return ADJ_DB_TYPE_FLOAT;
    case SQLITE_TEXT:
      return ADJ_DB_TYPE_TEXT;
    case SQLITE_BLOB:
      return ADJ_DB_TYPE_BLOB;
    default:
      return ADJ_DB_TYPE_NULL;
    }
}

static gint64
sqlite_column_int64 (AdjDbStmt *stmt, int column)
{
  return sqlite3_column_int64 (STMT (stmt), column);
}

static const char *
sqlite_column_text (AdjDbStmt *stmt, int column)
{
  return (const char *) sqlite3_column_text (STMT (stmt), column);
}

static gconstpointer
sqlite_column_blob (AdjDbStmt *stmt, int column)
{
  return sqlite3_column_blob (STMT (stmt), column);
}

static gsize
sqlite_column_bytes (AdjDbStmt *stmt, int column)
{
  return (gsize) sqlite3_column_bytes (STMT (stmt), column);
}

static gboolean
holds_pending_changes (const char *path, const char *suffix)
{
  g_autofree char *side = g_strconcat (path, suffix, NULL);
  GStatBuf st;
  return g_stat (side, &st) == 0 && st.st_size > 0;
}

/* A WAL archive read by a process that cannot write beside it (a read-only
 * folder or medium): SQLite needs to create the -shm and -wal files next to
 * it, and fails with READONLY_DIRECTORY, or READONLY_CANTINIT when a -shm
 * it cannot write is left from an earlier run.
 *
 * Opened "immutable" instead, SQLite reads the main file alone, without the
 * shared memory and without locks. That is the whole archive only when no
 * -wal holds changes not yet merged into it (the last program to write
 * merges and removes it when it closes) and no -journal holds a half-done
 * write to undo: otherwise reading it alone would show an older or a
 * half-written archive, so it is not tried. What is given up is seeing a
 * writer that starts while we read, one that can write where we cannot: a
 * read-only open is for reading an archive nobody is changing. */
static gboolean
sqlite_may_read_immutable (AdjDb *db, const char *path)
{
  int code = sqlite3_extended_errcode (HANDLE (db));
  return (code == SQLITE_READONLY_DIRECTORY || code == SQLITE_READONLY_CANTINIT)
         && !holds_pending_changes (path, "-wal")
         && !holds_pending_changes (path, "-journal");
}

/* SQL's statement stepped to its first row, or NULL with the failure noted. */
static AdjDbStmt *
first_row (AdjDb *db, const char *sql)
{
  AdjDbStmt *stmt = sqlite_prepare (db, sql);
  if (stmt && sqlite_step (stmt) != ADJ_DB_STEP_ROW)
    g_clear_pointer (&stmt, sqlite_stmt_free);
  return stmt;
}

static gboolean
sqlite_read_marks (AdjDb *db, gint64 *version, gint64 *application_id, gint64 *n_tables)
{
  /* One statement is one read snapshot, and takes no lock beyond it. */
  AdjDbStmt *stmt = first_row (db,
      "SELECT (SELECT user_version FROM pragma_user_version),"
      " (SELECT application_id FROM pragma_application_id),"
      " (SELECT count(*) FROM sqlite_master WHERE type = 'table')");
  if (!stmt)
    return FALSE;
  *version = sqlite3_column_int64 (STMT (stmt), 0);
  *application_id = sqlite3_column_int64 (STMT (stmt), 1);
  *n_tables = sqlite3_column_int64 (STMT (stmt), 2);
  sqlite_stmt_free (stmt);
  return TRUE;
}

static gboolean
sqlite_set_schema_version (AdjDb *db, gint64 version)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA user_version = %" G_GINT64_FORMAT, version);
  return sqlite_exec (db, sql);
}

static gboolean
sqlite_set_application_id (AdjDb *db, gint64 application_id)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA application_id = %d", (gint32) application_id);
  return sqlite_exec (db, sql);
}

/* The journal mode is stored in the file: chosen only once the file is
 * known to be an archive (or an empty database about to become one). It
 * answers with the mode it got: a file on a filesystem without shared
 * memory stays in another mode. */
static gboolean
sqlite_use_write_ahead_log (AdjDb *db, gboolean *got_it)
{
  /* Changing the journal mode needs the file to itself, and SQLite answers
   * "locked" at once instead of calling the busy handler: desks opening a
   * new archive at the same moment wait here, as long as the busy timeout. */
  AdjDbStmt *stmt = NULL;
  for (int waited = 0; !(stmt = first_row (db, "PRAGMA journal_mode = WAL")); waited += 10)
    {
      int code = sqlite3_errcode (HANDLE (db));
      if ((code != SQLITE_BUSY && code != SQLITE_LOCKED) || waited >= BUSY_TIMEOUT_MS)
        return FALSE;
      g_usleep (10 * 1000);
    }
  *got_it = g_ascii_strcasecmp (sqlite_column_text (stmt, 0), "wal") == 0;
  sqlite_stmt_free (stmt);
  return TRUE;
}

/* A no-op inside a transaction. */
static gboolean
sqlite_set_foreign_keys (AdjDb *db, gboolean enforce)
{
  return sqlite_exec (db, enforce ? "PRAGMA foreign_keys = ON" : "PRAGMA foreign_keys = OFF");
}

static gboolean
sqlite_foreign_key_check (AdjDb *db, gboolean *found, char **table, gint64 *row, char **parent)
{
  AdjDbStmt *stmt = sqlite_prepare (db, "PRAGMA foreign_key_check");
  if (!stmt)
    return FALSE;
  AdjDbStep step = sqlite_step (stmt);
  if (step == ADJ_DB_STEP_ROW)
    {
      *found = TRUE;
      *table = g_strdup (sqlite_column_text (stmt, 0));
      *row = sqlite3_column_int64 (STMT (stmt), 1);
      *parent = g_strdup (sqlite_column_text (stmt, 2));
    }
  sqlite_stmt_free (stmt);
  return step != ADJ_DB_STEP_FAILED;
}

/* Settings of this connection only, none stored in the file. They come
 * after the first read: each pragma reads the file, and that read's error
 * is the one to report. */
static gboolean
sqlite_configure (AdjDb *db)
{
  return sqlite_exec (db, "PRAGMA foreign_keys = ON")
         && sqlite_exec (db, "PRAGMA synchronous = FULL")
         /* Freed pages are zeroed: what was deleted or rewritten (an
          * envelope document before its opening) does not linger in the
          * file. */
         && sqlite_exec (db, "PRAGMA secure_delete = ON");
}

static const AdjDbClass sqlite_class = {
  .name = "SQLite",
  .dialect = ADJ_DB_DIALECT_SQLITE,
  /* BEGIN IMMEDIATE waits for the write lock up to the busy timeout, and
   * nothing conflicts once it is held: busy past it is the answer (the
   * action fails whole rather than waits longer). */
  .max_runs = 1,
  .close = sqlite_close,
  .configure = sqlite_configure,
  .exec = sqlite_exec,
  .prepare = sqlite_prepare,
  .begin_write = sqlite_begin_write,
  .begin_read = sqlite_begin_read,
  .in_transaction = sqlite_in_transaction,
  .last_insert_id = sqlite_last_insert_id,
  .changes = sqlite_changes,
  .data_stamp = sqlite_data_stamp,
  .count_triggers = sqlite_count_triggers,
  .stmt_free = sqlite_stmt_free,
  .bind_int64 = sqlite_bind_int64,
  .bind_text = sqlite_bind_text,
  .bind_blob = sqlite_bind_blob,
  .bind_null = sqlite_bind_null,
  .step = sqlite_step,
  .reset = sqlite_reset,
  .column_type = sqlite_column_type,
  .column_int64 = sqlite_column_int64,
  .column_text = sqlite_column_text,
  .column_blob = sqlite_column_blob,
  .column_bytes = sqlite_column_bytes,
  .may_read_immutable = sqlite_may_read_immutable,
  .read_marks = sqlite_read_marks,
  .set_schema_version = sqlite_set_schema_version,
  .set_application_id = sqlite_set_application_id,
  .use_write_ahead_log = sqlite_use_write_ahead_log,
  .set_foreign_keys = sqlite_set_foreign_keys,
  .foreign_key_check = sqlite_foreign_key_check,
};

static void
open_failed (SqliteDb *db, GError **error, AdjDbError code, const char *message)
{
  g_set_error_literal (error, ADJ_DB_ERROR, code, message);
  sqlite3_close_v2 (db->handle);
  g_free (db->parent.message);
  g_free (db);
}

AdjDb *
adj_db_sqlite_open (const char *path, AdjDbOpenFlags flags, GError **error)
{
  gboolean read_only = (flags & ADJ_DB_OPEN_READ_ONLY) != 0;
  g_autofree char *uri = NULL;
  int open_flags = read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE;
  if (flags & ADJ_DB_OPEN_IMMUTABLE)
    {
      g_autofree char *absolute = g_canonicalize_filename (path, NULL);
      g_autofree char *file_uri = g_filename_to_uri (absolute, NULL, NULL);
      if (!file_uri)
        {
          g_set_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN, _("%s: cannot open: %s"),
                       path, g_strerror (EINVAL));
          return NULL;
        }
      uri = g_strconcat (file_uri, "?immutable=1", NULL);
      open_flags |= SQLITE_OPEN_URI;
    }

  SqliteDb *db = g_new0 (SqliteDb, 1);
  db->parent.klass = &sqlite_class;
  int rc = sqlite3_open_v2 (uri ? uri : path, &db->handle, open_flags, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *message = g_strdup_printf (_("%s: cannot open: %s"), path,
                                                  db->handle ? sqlite3_errmsg (db->handle)
                                                             : sqlite3_errstr (rc));
      open_failed (db, error, ADJ_DB_ERROR_OPEN, message);
      return NULL;
    }
  /* SQLite opens a file it cannot write read-only without a word. */
  if (!read_only && sqlite3_db_readonly (db->handle, "main") == 1)
    {
      g_autofree char *message =
        g_strdup_printf (_("%s: cannot open for writing: the file is read-only"), path);
      open_failed (db, error, ADJ_DB_ERROR_READ_ONLY, message);
      return NULL;
    }
  sqlite3_busy_timeout (db->handle, BUSY_TIMEOUT_MS);
  sqlite3_extended_result_codes (db->handle, 1);
  return &db->parent;
}


sqlite3 *
adj_db_sqlite_get_handle (AdjDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);
  return db->klass == &sqlite_class ? HANDLE (db) : NULL;
}
