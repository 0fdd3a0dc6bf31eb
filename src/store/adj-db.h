/* adj-db.h — the store's database connection: statements, rows, transactions and errors
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store's files speak to the database only through this interface, so
 * that an engine other than SQLite (a federation's PostgreSQL) can stand
 * behind the same verbs. It is private to src/store.
 *
 * The SQL written against it:
 *   - parameters are "?" or "?N" (numbered from 1 when bound); a backend
 *     whose engine writes them "$N" rewrites them when it prepares;
 *   - a new row's id is read with adj_db_last_insert_id() after its INSERT
 *     (SQLite: the rowid; PostgreSQL: lastval() of the identity column);
 *   - byte strings are bound and read as blobs (BLOB, bytea);
 *   - nothing engine-specific (PRAGMA, sqlite_master): what the store needs
 *     of the engine itself is a function here, which each backend answers.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ADJ_DB_ERROR (adj_db_error_quark ())
GQuark adj_db_error_quark (void);

/* What went wrong, as far as the store must tell apart. */
typedef enum {
  ADJ_DB_ERROR_FAILED,       /* anything else: a mistake in SQL, a misuse */
  ADJ_DB_ERROR_CONSTRAINT,   /* a UNIQUE, CHECK, foreign key or trigger refused the row */
  ADJ_DB_ERROR_RETRY,        /* busy, locked, or a serialization failure: the whole
                              * transaction may be run again */
  ADJ_DB_ERROR_CORRUPT,      /* the file or the data is damaged, or is no database */
  ADJ_DB_ERROR_IO,           /* reading or writing failed, the disk is full */
  ADJ_DB_ERROR_READ_ONLY,    /* a write where only reading is possible */
  ADJ_DB_ERROR_OPEN,         /* the database cannot be reached or opened */
  ADJ_DB_ERROR_DENIED,       /* the server's roles refuse it: no privilege, a row-level
                              * security policy, an arbiter not appointed to the event */
} AdjDbError;

typedef enum {
  ADJ_DB_OPEN_DEFAULT   = 0,
  ADJ_DB_OPEN_READ_ONLY = 1 << 0,
  /* SQLite only: read the main file alone, without locks or the WAL. */
  ADJ_DB_OPEN_IMMUTABLE = 1 << 1,
} AdjDbOpenFlags;

/* What adj_db_stmt_step() reached; after ADJ_DB_STEP_FAILED the
 * connection's error (adj_db_set_error()) says why. */
typedef enum {
  ADJ_DB_STEP_FAILED,
  ADJ_DB_STEP_ROW,
  ADJ_DB_STEP_DONE,
} AdjDbStep;

typedef enum {
  ADJ_DB_TYPE_NULL,
  ADJ_DB_TYPE_INTEGER,
  ADJ_DB_TYPE_FLOAT,
  ADJ_DB_TYPE_TEXT,
  ADJ_DB_TYPE_BLOB,
} AdjDbType;

/* Whose SQL the schema is written in: the store's statements are the same
 * for every engine, its DDL (types, triggers, rebuilding a table) is not. */
typedef enum {
  ADJ_DB_DIALECT_SQLITE,
  ADJ_DB_DIALECT_POSTGRESQL,
} AdjDbDialect;

typedef struct _AdjDb     AdjDb;
typedef struct _AdjDbStmt AdjDbStmt;

/* ---- connections -------------------------------------------------------- */

/* An SQLite file at PATH (which exists). ADJ_DB_ERROR_OPEN naming PATH when
 * it cannot be opened, ADJ_DB_ERROR_READ_ONLY when it cannot be written
 * (without READ_ONLY). The connection waits for another writer's lock up
 * to its busy timeout. */
AdjDb      *adj_db_sqlite_open         (const char      *path,
                                        AdjDbOpenFlags   flags,
                                        GError         **error);

/* Settings of this connection only, none stored in the database, made
 * once it is known to be readable: foreign keys on, synchronous writes,
 * freed pages zeroed. */
gboolean    adj_db_configure           (AdjDb   *db,
                                        GError **error);

void        adj_db_close               (AdjDb *db);

AdjDbDialect adj_db_get_dialect        (AdjDb *db);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDb, adj_db_close)

/* Run SQL, several statements separated by ";" allowed, without rows. */
gboolean    adj_db_exec                (AdjDb       *db,
                                        const char  *sql,
                                        GError     **error);

/* The last failure of this connection, as an ADJ_DB_ERROR (its message the
 * engine's); after a statement that ended without the row its caller
 * expected, says so. */
void        adj_db_set_error           (AdjDb   *db,
                                        GError **error);
const char *adj_db_errmsg              (AdjDb *db);
AdjDbError  adj_db_errcode             (AdjDb *db);

/* The id given to the row the last INSERT of this connection wrote. */
gint64      adj_db_last_insert_id      (AdjDb *db);

/* Rows changed by the last INSERT, UPDATE or DELETE. */
gint64      adj_db_changes             (AdjDb *db);

/* A number that changes whenever the database does, by this connection or
 * another: an archive shown can tell whether to read again. */
gint64      adj_db_data_stamp          (AdjDb *db);

/* ---- transactions -------------------------------------------------------- *
 *
 * adj_db_begin() opens the write transaction, taking the write lock at
 * once; called again inside it, a savepoint, so that a write of a group is
 * all or nothing on its own while the group decides what is kept. Each
 * successful begin is closed by exactly one commit or one rollback: a
 * failed begin has opened nothing, and a failed commit has already rolled
 * its level back. When the engine rolled the whole transaction back by
 * itself (a full disk), the levels still held fail on their own. */
gboolean    adj_db_begin               (AdjDb   *db,
                                        GError **error);
gboolean    adj_db_commit              (AdjDb   *db,
                                        GError **error);
void        adj_db_rollback            (AdjDb *db);

/* Levels opened by adj_db_begin() and not yet closed: 0 outside. */
guint       adj_db_depth               (AdjDb *db);

/* Is a transaction open on this connection (by adj_db_begin() or
 * adj_db_begin_read())? */
gboolean    adj_db_in_transaction      (AdjDb *db);

/* A read transaction outside any write: one snapshot for several
 * statements. Closed with adj_db_end_read(). */
gboolean    adj_db_begin_read          (AdjDb   *db,
                                        GError **error);
void        adj_db_end_read            (AdjDb *db);

typedef gboolean (*AdjDbTransactionFunc) (AdjDb     *db,
                                          gpointer   user_data,
                                          GError   **error);

/* One user action: begin, FUNC, commit, and the whole of it run again
 * (up to a few times) while it fails with ADJ_DB_ERROR_RETRY. FUNC must
 * leave nothing outside the database that a second run would do twice.
 * SQLite waits for the lock in its busy timeout; PostgreSQL's serializable
 * transactions fail where they would conflict, and are retried here. */
gboolean    adj_db_run_transaction     (AdjDb                *db,
                                        AdjDbTransactionFunc  func,
                                        gpointer              user_data,
                                        GError              **error);

/* ---- statements ---------------------------------------------------------- */

/* A prepared statement, or NULL with the connection's error. */
AdjDbStmt  *adj_db_prepare             (AdjDb       *db,
                                        const char  *sql,
                                        GError     **error);
void        adj_db_stmt_free           (AdjDbStmt *stmt);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDbStmt, adj_db_stmt_free)

AdjDb      *adj_db_stmt_get_db         (AdjDbStmt *stmt);

/* Parameters, from 1. Text and blobs are not copied: they must live until
 * the statement is stepped to its end, reset or freed (a sealed move's
 * bytes are not left in the engine's memory). */
void        adj_db_stmt_bind_int64     (AdjDbStmt *stmt, int index, gint64 value);
void        adj_db_stmt_bind_text      (AdjDbStmt *stmt, int index, const char *value);
void        adj_db_stmt_bind_blob      (AdjDbStmt *stmt, int index, gconstpointer data, gsize length);
void        adj_db_stmt_bind_null      (AdjDbStmt *stmt, int index);

AdjDbStep   adj_db_stmt_step           (AdjDbStmt *stmt);

/* Back to before its first step, its parameters kept. */
void        adj_db_stmt_reset          (AdjDbStmt *stmt);

/* Columns of the current row, from 0. A text or blob lives until the next
 * step, reset or free. */
AdjDbType   adj_db_stmt_column_type    (AdjDbStmt *stmt, int column);
gint64      adj_db_stmt_column_int64   (AdjDbStmt *stmt, int column);
int         adj_db_stmt_column_int     (AdjDbStmt *stmt, int column);
const char *adj_db_stmt_column_text    (AdjDbStmt *stmt, int column);
gconstpointer adj_db_stmt_column_blob  (AdjDbStmt *stmt, int column);
gsize       adj_db_stmt_column_bytes   (AdjDbStmt *stmt, int column);

/* How many of the triggers NAMES (NULL-terminated) the database has. */
gboolean    adj_db_count_triggers      (AdjDb              *db,
                                        const char * const *names,
                                        gint64             *count,
                                        GError            **error);

/* ---- SQLite only --------------------------------------------------------- */

/* After a read-only connection to PATH failed to read: was it only for want
 * of writing the -shm and -wal beside the file, with nothing in them that
 * the main file lacks? Then it may be opened again with
 * ADJ_DB_OPEN_IMMUTABLE. FALSE for any other engine. */
gboolean    adj_db_may_read_immutable  (AdjDb      *db,
                                        const char *path);

/* The file's schema version and owner marks (SQLite: user_version and
 * application_id; 0 when unset) and how many tables it has, in one read. */
gboolean    adj_db_read_marks          (AdjDb    *db,
                                        gint64   *version,
                                        gint64   *application_id,
                                        gint64   *n_tables,
                                        GError  **error);

/* Inside the write transaction: record the schema VERSION, or the
 * APPLICATION_ID mark that says whose database it is. */
gboolean    adj_db_set_schema_version  (AdjDb    *db,
                                        gint64    version,
                                        GError  **error);
gboolean    adj_db_set_application_id  (AdjDb    *db,
                                        gint64    application_id,
                                        GError  **error);

/* Around a migration, outside its transaction: keep other connections from
 * migrating the same database at once (PostgreSQL: a session advisory
 * lock, taken before the migration's snapshot, so that the second reads
 * the first one's schema). A no-op where the write transaction is enough
 * (SQLite's BEGIN IMMEDIATE). */
gboolean    adj_db_lock_schema         (AdjDb     *db,
                                        gboolean   lock,
                                        GError   **error);

/* Put the file in WAL mode; FALSE with ADJ_DB_ERROR_OPEN when the engine
 * keeps another journal. */
gboolean    adj_db_use_write_ahead_log (AdjDb   *db,
                                        GError **error);

/* Enforce foreign keys (on unless told otherwise): a migration rebuilding a
 * table turns them off outside its transaction. */
gboolean    adj_db_set_foreign_keys    (AdjDb     *db,
                                        gboolean   enforce,
                                        GError   **error);

/* A row pointing nowhere, or none: *TABLE, *ROW and *PARENT name it (freed
 * by the caller). */
gboolean    adj_db_foreign_key_check   (AdjDb     *db,
                                        gboolean  *found,
                                        char     **table,
                                        gint64    *row,
                                        char     **parent,
                                        GError   **error);

G_END_DECLS
