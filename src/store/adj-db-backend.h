/* adj-db-backend.h — what an engine behind adj-db.h implements
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-db.c keeps what is the same for every engine (the levels of
 * transactions and savepoints, the retry of a whole action, the last
 * error); a backend (adj-db-sqlite.c) fills an AdjDbClass and embeds AdjDb
 * and AdjDbStmt first in its own structures.
 */
#pragma once

#include "adj-db.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;
  AdjDbDialect dialect;
  /* How often adj_db_run_transaction() runs a transaction that failed with
   * ADJ_DB_ERROR_RETRY: 1 for an engine that waits for the lock itself. */
  guint        max_runs;
  void        (*close)          (AdjDb *db);
  gboolean    (*configure)      (AdjDb *db);
  /* FALSE with the connection's error set (adj_db_backend_fail()). */
  gboolean    (*exec)           (AdjDb *db, const char *sql);
  AdjDbStmt  *(*prepare)        (AdjDb *db, const char *sql);
  gboolean    (*begin_write)    (AdjDb *db);
  gboolean    (*begin_read)     (AdjDb *db);
  gboolean    (*in_transaction) (AdjDb *db);
  gint64      (*last_insert_id) (AdjDb *db);
  gint64      (*changes)        (AdjDb *db);
  gint64      (*data_stamp)     (AdjDb *db);
  gboolean    (*count_triggers) (AdjDb *db, const char * const *names, gint64 *count);

  void        (*stmt_free)      (AdjDbStmt *stmt);
  void        (*bind_int64)     (AdjDbStmt *stmt, int index, gint64 value);
  void        (*bind_text)      (AdjDbStmt *stmt, int index, const char *value);
  void        (*bind_blob)      (AdjDbStmt *stmt, int index, gconstpointer data, gsize length);
  void        (*bind_null)      (AdjDbStmt *stmt, int index);
  AdjDbStep   (*step)           (AdjDbStmt *stmt);
  void        (*reset)          (AdjDbStmt *stmt);
  AdjDbType   (*column_type)    (AdjDbStmt *stmt, int column);
  gint64      (*column_int64)   (AdjDbStmt *stmt, int column);
  const char *(*column_text)    (AdjDbStmt *stmt, int column);
  gconstpointer (*column_blob)  (AdjDbStmt *stmt, int column);
  gsize       (*column_bytes)   (AdjDbStmt *stmt, int column);

  /* What only some engines have; NULL where the engine has no such thing. */
  gboolean    (*may_read_immutable) (AdjDb *db, const char *path);
  gboolean    (*read_marks)     (AdjDb *db, gint64 *version, gint64 *application_id,
                                 gint64 *n_tables);
  gboolean    (*set_schema_version) (AdjDb *db, gint64 version);
  gboolean    (*set_application_id) (AdjDb *db, gint64 application_id);
  gboolean    (*use_write_ahead_log) (AdjDb *db, gboolean *got_it);
  gboolean    (*set_foreign_keys) (AdjDb *db, gboolean enforce);
  gboolean    (*lock_schema)    (AdjDb *db, gboolean lock);
  gboolean    (*foreign_key_check) (AdjDb *db, gboolean *found, char **table, gint64 *row,
                                    char **parent);
} AdjDbClass;

struct _AdjDb {
  const AdjDbClass *klass;
  guint             depth;     /* adj_db_begin() levels open: 1 the transaction, more savepoints */
  gboolean          reading;   /* adj_db_begin_read() open */
  AdjDbError        code;      /* the last failure */
  char             *message;
};

struct _AdjDbStmt {
  AdjDb *db;
};

/* Record the connection's last failure: CODE and the engine's MESSAGE. */
void adj_db_backend_fail  (AdjDb *db, AdjDbError code, const char *message);
void adj_db_backend_clear (AdjDb *db);

G_END_DECLS
