/* adj-db.c — what every database engine behind the store shares: levels of transactions, retries, errors
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include "adj-db-backend.h"

G_DEFINE_QUARK (adj-db-error-quark, adj_db_error)

void
adj_db_backend_fail (AdjDb *db, AdjDbError code, const char *message)
{
  db->code = code;
  g_free (db->message);
  db->message = g_strdup (message ? message : "unknown error");
}

/* Only where there is something to clear: the connection's state is
 * touched on failures alone, which the store serializes as it always did
 * (one thread at a time uses a connection while it writes). */
void
adj_db_backend_clear (AdjDb *db)
{
  if (db->message == NULL)
    return;
  db->code = ADJ_DB_ERROR_FAILED;
  g_clear_pointer (&db->message, g_free);
}

void
adj_db_close (AdjDb *db)
{
  if (db == NULL)
    return;
  g_free (db->message);
  db->klass->close (db);
}

AdjDbDialect
adj_db_get_dialect (AdjDb *db)
{
  return db->klass->dialect;
}

/* OK, or the connection's last failure in ERROR. */
static gboolean
reported (AdjDb *db, gboolean ok, GError **error)
{
  if (!ok)
    adj_db_set_error (db, error);
  return ok;
}

gboolean
adj_db_configure (AdjDb *db, GError **error)
{
  return reported (db, db->klass->configure == NULL || db->klass->configure (db), error);
}

const char *
adj_db_errmsg (AdjDb *db)
{
  /* No failure noted: a statement ended where a row was expected. */
  return db->message ? db->message : "no row where one was expected";
}

AdjDbError
adj_db_errcode (AdjDb *db)
{
  return db->code;
}

void
adj_db_set_error (AdjDb *db, GError **error)
{
  g_set_error_literal (error, ADJ_DB_ERROR, db->code, adj_db_errmsg (db));
}

gboolean
adj_db_exec (AdjDb *db, const char *sql, GError **error)
{
  return reported (db, db->klass->exec (db, sql), error);
}

gint64
adj_db_last_insert_id (AdjDb *db)
{
  return db->klass->last_insert_id (db);
}

gint64
adj_db_changes (AdjDb *db)
{
  return db->klass->changes (db);
}

gint64
adj_db_data_stamp (AdjDb *db)
{
  return db->klass->data_stamp (db);
}

/* ---- transactions -------------------------------------------------------- */

gboolean
adj_db_in_transaction (AdjDb *db)
{
  return db->klass->in_transaction (db);
}

guint
adj_db_depth (AdjDb *db)
{
  return db->depth;
}

/* An engine rolls the whole transaction back by itself on some errors (a
 * full disk, an I/O error): the levels the callers still hold then have
 * nothing left under them. */
static gboolean
transaction_lost (AdjDb *db)
{
  return db->depth > 0 && !db->klass->in_transaction (db);
}

static void
set_lost_error (AdjDb *db, GError **error)
{
  adj_db_backend_fail (db, ADJ_DB_ERROR_FAILED,
                       "the transaction was already rolled back after an earlier error");
  adj_db_set_error (db, error);
}

gboolean
adj_db_begin (AdjDb *db, GError **error)
{
  if (db->depth == 0)
    {
      /* What failed before belongs to an earlier action. */
      adj_db_backend_clear (db);
      if (!db->klass->begin_write (db))
        {
          adj_db_set_error (db, error);
          return FALSE;
        }
    }
  else
    {
      if (transaction_lost (db))
        {
          set_lost_error (db, error);
          return FALSE;
        }
      g_autofree char *sql = g_strdup_printf ("SAVEPOINT adj_%u", db->depth);
      if (!adj_db_exec (db, sql, error))
        return FALSE;
    }
  db->depth++;
  return TRUE;
}

gboolean
adj_db_commit (AdjDb *db, GError **error)
{
  g_assert (db->depth > 0);
  if (transaction_lost (db))
    {
      db->depth--;
      set_lost_error (db, error);
      return FALSE;
    }
  g_autofree char *sql = db->depth == 1 ? g_strdup ("COMMIT")
                                        : g_strdup_printf ("RELEASE adj_%u", db->depth - 1);
  if (!adj_db_exec (db, sql, error))
    {
      adj_db_rollback (db);
      return FALSE;
    }
  db->depth--;
  return TRUE;
}

/* A rollback after a failure: the failure stays the connection's error. */
static void
exec_quietly (AdjDb *db, const char *sql)
{
  AdjDbError code = db->code;
  char *message = g_steal_pointer (&db->message);
  db->klass->exec (db, sql);
  g_free (db->message);
  db->code = code;
  db->message = message;
}

void
adj_db_rollback (AdjDb *db)
{
  if (db->depth == 0)
    {
      if (db->klass->in_transaction (db))
        exec_quietly (db, "ROLLBACK");
      return;
    }
  if (!transaction_lost (db))
    {
      if (db->depth == 1)
        exec_quietly (db, "ROLLBACK");
      else
        {
          /* ROLLBACK TO leaves the savepoint open: RELEASE closes it, and
           * what is left of the enclosing transaction goes on. */
          g_autofree char *sql = g_strdup_printf ("ROLLBACK TO adj_%u; RELEASE adj_%u",
                                                  db->depth - 1, db->depth - 1);
          exec_quietly (db, sql);
        }
    }
  db->depth--;
}

gboolean
adj_db_begin_read (AdjDb *db, GError **error)
{
  g_assert (!db->reading);
  if (!db->klass->begin_read (db))
    {
      adj_db_set_error (db, error);
      return FALSE;
    }
  db->reading = TRUE;
  return TRUE;
}

void
adj_db_end_read (AdjDb *db)
{
  g_assert (db->reading);
  /* Nothing was written: ending it cannot lose anything. */
  if (db->klass->in_transaction (db))
    exec_quietly (db, "COMMIT");
  db->reading = FALSE;
}

gboolean
adj_db_run_transaction (AdjDb *db, AdjDbTransactionFunc func, gpointer user_data, GError **error)
{
  g_assert (func != NULL);

  for (guint run = 1;; run++)
    {
      g_autoptr(GError) local = NULL;
      guint depth = db->depth;
      if (adj_db_begin (db, &local))
        {
          gboolean ok = func (db, user_data, &local);
          /* Every level FUNC opened, it closed. */
          g_assert (db->depth == depth + 1);
          if (ok && local == NULL)
            {
              if (adj_db_commit (db, &local))
                return TRUE;
            }
          else
            {
              adj_db_rollback (db);
              if (local == NULL)
                g_set_error_literal (&local, ADJ_DB_ERROR, ADJ_DB_ERROR_FAILED,
                                     "abandoned without a reason");
            }
        }
      /* Only a whole transaction can run again: inside another one, the
       * conflict belongs to the outer one. FUNC reports a failure of the
       * database in its own words (a store error): the connection's last
       * failure says whether it was a conflict. */
      gboolean conflict = g_error_matches (local, ADJ_DB_ERROR, ADJ_DB_ERROR_RETRY)
                          || (db->message != NULL && db->code == ADJ_DB_ERROR_RETRY);
      if (depth > 0 || run >= db->klass->max_runs || !conflict)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      g_debug ("retrying a transaction after: %s", local->message);
      g_usleep (G_USEC_PER_SEC / 100 * g_random_int_range (1, 10) * run);
    }
}

/* ---- statements ---------------------------------------------------------- */

AdjDbStmt *
adj_db_prepare (AdjDb *db, const char *sql, GError **error)
{
  AdjDbStmt *stmt = db->klass->prepare (db, sql);
  if (stmt == NULL)
    adj_db_set_error (db, error);
  return stmt;
}

void
adj_db_stmt_free (AdjDbStmt *stmt)
{
  if (stmt)
    stmt->db->klass->stmt_free (stmt);
}

AdjDb *
adj_db_stmt_get_db (AdjDbStmt *stmt)
{
  return stmt->db;
}

void
adj_db_stmt_bind_int64 (AdjDbStmt *stmt, int index, gint64 value)
{
  stmt->db->klass->bind_int64 (stmt, index, value);
}

void
adj_db_stmt_bind_text (AdjDbStmt *stmt, int index, const char *value)
{
  if (value == NULL)
    stmt->db->klass->bind_null (stmt, index);
  else
    stmt->db->klass->bind_text (stmt, index, value);
}

void
adj_db_stmt_bind_blob (AdjDbStmt *stmt, int index, gconstpointer data, gsize length)
{
  stmt->db->klass->bind_blob (stmt, index, data, length);
}

void
adj_db_stmt_bind_null (AdjDbStmt *stmt, int index)
{
  stmt->db->klass->bind_null (stmt, index);
}

AdjDbStep
adj_db_stmt_step (AdjDbStmt *stmt)
{
  return stmt->db->klass->step (stmt);
}

void
adj_db_stmt_reset (AdjDbStmt *stmt)
{
  stmt->db->klass->reset (stmt);
}

AdjDbType
adj_db_stmt_column_type (AdjDbStmt *stmt, int column)
{
  return stmt->db->klass->column_type (stmt, column);
}

gint64
adj_db_stmt_column_int64 (AdjDbStmt *stmt, int column)
{
  return stmt->db->klass->column_int64 (stmt, column);
}

int
adj_db_stmt_column_int (AdjDbStmt *stmt, int column)
{
  return (int) stmt->db->klass->column_int64 (stmt, column);
}

const char *
adj_db_stmt_column_text (AdjDbStmt *stmt, int column)
{
  return stmt->db->klass->column_text (stmt, column);
}

gconstpointer
adj_db_stmt_column_blob (AdjDbStmt *stmt, int column)
{
  return stmt->db->klass->column_blob (stmt, column);
}

gsize
adj_db_stmt_column_bytes (AdjDbStmt *stmt, int column)
{
  return stmt->db->klass->column_bytes (stmt, column);
}

gboolean
adj_db_count_triggers (AdjDb *db, const char * const *names, gint64 *count, GError **error)
{
  return reported (db, db->klass->count_triggers (db, names, count), error);
}

/* ---- what only some engines have ----------------------------------------- */

gboolean
adj_db_may_read_immutable (AdjDb *db, const char *path)
{
  return db->klass->may_read_immutable && db->klass->may_read_immutable (db, path);
}

gboolean
adj_db_read_marks (AdjDb *db, gint64 *version, gint64 *application_id, gint64 *n_tables,
                   GError **error)
{
  return reported (db, db->klass->read_marks (db, version, application_id, n_tables), error);
}

gboolean
adj_db_set_schema_version (AdjDb *db, gint64 version, GError **error)
{
  return reported (db, db->klass->set_schema_version (db, version), error);
}

gboolean
adj_db_set_application_id (AdjDb *db, gint64 application_id, GError **error)
{
  return reported (db, db->klass->set_application_id (db, application_id), error);
}

gboolean
adj_db_use_write_ahead_log (AdjDb *db, GError **error)
{
  if (db->klass->use_write_ahead_log == NULL)
    return TRUE;
  gboolean got_it = FALSE;
  if (!reported (db, db->klass->use_write_ahead_log (db, &got_it), error))
    return FALSE;
  if (!got_it)
    {
      adj_db_backend_fail (db, ADJ_DB_ERROR_OPEN, "the journal stays in another mode");
      adj_db_set_error (db, error);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_db_set_foreign_keys (AdjDb *db, gboolean enforce, GError **error)
{
  /* An engine that always enforces them defers them instead, in SQL. */
  if (db->klass->set_foreign_keys == NULL)
    return TRUE;
  return reported (db, db->klass->set_foreign_keys (db, enforce), error);
}

gboolean
adj_db_lock_schema (AdjDb *db, gboolean lock, GError **error)
{
  if (db->klass->lock_schema == NULL)
    return TRUE;
  return reported (db, db->klass->lock_schema (db, lock), error);
}

gboolean
adj_db_foreign_key_check (AdjDb *db, gboolean *found, char **table, gint64 *row, char **parent,
                          GError **error)
{
  *found = FALSE;
  if (db->klass->foreign_key_check == NULL)
    return TRUE;
  return reported (db, db->klass->foreign_key_check (db, found, table, row, parent), error);
}
