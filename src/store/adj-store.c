/* adj-store.c — the archive: events, rounds, games, envelopes and outcomes in SQLite
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sodium.h>
#include <string.h>

#include "adj-store-archive.h"
#include "adj-store-private.h"
#include "chess-fen.h"

G_DEFINE_QUARK (adj-store-error-quark, adj_store_error)

struct _AdjStore {
  GObject  parent_instance;
  sqlite3 *db;
  char    *path;
  char    *fail_point;
  guint    depth;      /* transactions open: 1 the outer one, more for savepoints */
};

G_DEFINE_FINAL_TYPE (AdjStore, adj_store, G_TYPE_OBJECT)

static void
adj_store_finalize (GObject *object)
{
  AdjStore *self = ADJ_STORE (object);

  /* close_v2: statements still alive are finalized with the handle. */
  g_clear_pointer (&self->db, sqlite3_close_v2);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->fail_point, g_free);
  G_OBJECT_CLASS (adj_store_parent_class)->finalize (object);
}

static void
adj_store_class_init (AdjStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_store_finalize;
}

static void
adj_store_init (AdjStore *self)
{
}

/* ---- small helpers shared with adj-custody.c and adj-seal.c ------------- */

sqlite3 *
adj_store_get_db (AdjStore *self)
{
  return self->db;
}

void
adj_store_set_db_error (AdjStore *self, GError **error, const char *what)
{
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB, "%s: %s: %s",
               self->path, what, self->db ? sqlite3_errmsg (self->db) : "no connection");
}

static gboolean
exec (AdjStore *self, const char *sql, const char *what, GError **error)
{
  if (sqlite3_exec (self->db, sql, NULL, NULL, NULL) == SQLITE_OK)
    return TRUE;
  adj_store_set_db_error (self, error, what);
  return FALSE;
}

/* SQLite rolls the whole transaction back by itself on some errors (a full
 * disk, an I/O error): the levels the callers still hold then have nothing
 * left under them. */
static gboolean
transaction_lost (AdjStore *self)
{
  return self->depth > 0 && sqlite3_get_autocommit (self->db);
}

static void
set_lost_error (AdjStore *self, GError **error, const char *what)
{
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB,
               "%s: %s: the transaction was already rolled back after an earlier error",
               self->path, what);
}

gboolean
adj_store_begin (AdjStore *self, const char *what, GError **error)
{
  if (self->depth == 0)
    {
      /* IMMEDIATE: take the write lock now (waiting up to the busy timeout)
       * rather than fail at the first write with a lock upgrade deadlock. */
      if (!exec (self, "BEGIN IMMEDIATE", what, error))
        return FALSE;
    }
  else
    {
      /* Inside a group (adj_store_run_in_transaction): a savepoint keeps
       * this write all or nothing on its own, and the group's transaction
       * decides whether any of it is kept. */
      if (transaction_lost (self))
        {
          set_lost_error (self, error, what);
          return FALSE;
        }
      g_autofree char *sql = g_strdup_printf ("SAVEPOINT adj_%u", self->depth);
      if (!exec (self, sql, what, error))
        return FALSE;
    }
  self->depth++;
  return TRUE;
}

gboolean
adj_store_commit (AdjStore *self, const char *what, GError **error)
{
  g_assert (self->depth > 0);
  if (transaction_lost (self))
    {
      self->depth--;
      set_lost_error (self, error, what);
      return FALSE;
    }
  g_autofree char *sql = self->depth == 1 ? g_strdup ("COMMIT")
                                          : g_strdup_printf ("RELEASE adj_%u", self->depth - 1);
  if (!exec (self, sql, what, error))
    {
      adj_store_rollback (self);
      return FALSE;
    }
  self->depth--;
  return TRUE;
}

void
adj_store_rollback (AdjStore *self)
{
  if (self->depth == 0)
    {
      if (!sqlite3_get_autocommit (self->db))
        sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return;
    }
  if (!transaction_lost (self))
    {
      if (self->depth == 1)
        sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      else
        {
          /* ROLLBACK TO leaves the savepoint open: RELEASE closes it, and
           * what is left of the enclosing transaction goes on. */
          g_autofree char *sql = g_strdup_printf ("ROLLBACK TO adj_%u; RELEASE adj_%u",
                                                  self->depth - 1, self->depth - 1);
          sqlite3_exec (self->db, sql, NULL, NULL, NULL);
        }
    }
  self->depth--;
}

gboolean
adj_store_run_in_transaction (AdjStore *self, AdjStoreWriteFunc func, gpointer user_data,
                              GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  const char *what = "writing several changes at once";
  if (!adj_store_begin (self, what, error))
    return FALSE;
  g_autoptr(GError) local = NULL;
  guint depth = self->depth;
  gboolean ok = func (self, user_data, &local);
  /* Every write FUNC made closed its own level, whether it succeeded or not. */
  g_assert (self->depth == depth);
  if (!ok || local != NULL)
    {
      adj_store_rollback (self);
      if (local == NULL)
        g_set_error (&local, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB,
                     "%s: %s: abandoned without a reason", self->path, what);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return adj_store_commit (self, what, error);
}

sqlite3_stmt *
adj_store_prepare (AdjStore *self, const char *sql, const char *what, GError **error)
{
  sqlite3_stmt *stmt = NULL;
  if (sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      adj_store_set_db_error (self, error, what);
      sqlite3_finalize (stmt);
      return NULL;
    }
  return stmt;
}

void
adj_store_set_fail_point (AdjStore *self, const char *point)
{
  g_free (self->fail_point);
  self->fail_point = g_strdup (point);
}

gboolean
adj_store_fail_point (AdjStore *self, const char *point, GError **error)
{
  if (self->fail_point == NULL || strcmp (self->fail_point, point) != 0)
    return FALSE;
  g_clear_pointer (&self->fail_point, g_free);
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB, "%s: injected failure at %s",
               self->path, point);
  return TRUE;
}

static gint64
single_int (AdjStore *self, const char *sql, GError **error)
{
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, sql, sql, error);
  if (!stmt)
    return -1;
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      adj_store_set_db_error (self, error, sql);
      return -1;
    }
  return sqlite3_column_int64 (stmt, 0);
}

char *
adj_store_now_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  return g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
}

/* ---- opening and migrations --------------------------------------------- */

char *
adj_store_default_path (void)
{
  const char *env = g_getenv (ADJ_STORE_ENV);
  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "adjourn", "adjourn.db", NULL);
}

gboolean
adj_store_exec (AdjStore *self, const char *sql, const char *what, GError **error)
{
  return exec (self, sql, what, error);
}

/* Settings of this connection only, none stored in the file. They come
 * after the first read: each pragma reads the file, and that read's error
 * is the one to report. */
static gboolean
configure_connection (AdjStore *self, GError **error)
{
  return exec (self, "PRAGMA foreign_keys = ON", "turning on foreign keys", error)
         && exec (self, "PRAGMA synchronous = FULL", "choosing full synchronous writes", error)
         /* Freed pages are zeroed: what was deleted or rewritten (an envelope
          * document before its opening) does not linger in the file. */
         && exec (self, "PRAGMA secure_delete = ON", "choosing secure delete", error);
}

static gboolean
connect_to_file (AdjStore *self, gboolean read_only, gboolean immutable, GError **error)
{
  g_autofree char *uri = NULL;
  int flags = read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE;
  if (immutable)
    {
      g_autofree char *absolute = g_canonicalize_filename (self->path, NULL);
      g_autofree char *file_uri = g_filename_to_uri (absolute, NULL, NULL);
      if (!file_uri)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, _("%s: cannot open: %s"),
                       self->path, g_strerror (EINVAL));
          return FALSE;
        }
      uri = g_strconcat (file_uri, "?immutable=1", NULL);
      flags |= SQLITE_OPEN_URI;
    }
  int rc = sqlite3_open_v2 (uri ? uri : self->path, &self->db, flags, NULL);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, _("%s: cannot open: %s"),
                   self->path, self->db ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
      return FALSE;
    }
  /* SQLite opens a file it cannot write read-only without a word. */
  if (!read_only && sqlite3_db_readonly (self->db, "main") == 1)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN,
                   _("%s: cannot open for writing: the file is read-only"), self->path);
      return FALSE;
    }
  sqlite3_busy_timeout (self->db, 5000);
  sqlite3_extended_result_codes (self->db, 1);
  return TRUE;
}

AdjStore *
adj_store_open_with_fail_point (const char *path, AdjStoreOpenFlags flags, const char *point,
                                GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (sodium_init () < 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, "libsodium could not start");
      return NULL;
    }

  g_autoptr(AdjStore) self = g_object_new (ADJ_TYPE_STORE, NULL);
  self->path = path ? g_strdup (path) : adj_store_default_path ();
  self->fail_point = g_strdup (point);
  gboolean read_only = (flags & ADJ_STORE_OPEN_READ_ONLY) != 0;

  if (read_only)
    {
      /* Checked here: SQLite's "unable to open database file" would not say why. */
      GStatBuf st;
      if (g_stat (self->path, &st) != 0)
        {
          int saved = errno;
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, _("%s: cannot open: %s"),
                       self->path, g_strerror (saved));
          return NULL;
        }
    }
  else if (!adj_store_create_file (self->path, error))
    return NULL;

  /* Whose file it is, read before anything is written to it. */
  g_autoptr(GError) local = NULL;
  int version = 0;
  gboolean readable = connect_to_file (self, read_only, FALSE, &local)
                      && adj_store_schema_read (self, &version, &local);
  if (!readable && read_only && self->db && adj_store_may_read_immutable (self))
    {
      g_clear_error (&local);
      g_clear_pointer (&self->db, sqlite3_close_v2);
      readable = connect_to_file (self, TRUE, TRUE, &local)
                 && adj_store_schema_read (self, &version, &local);
    }
  if (!readable)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (!configure_connection (self, error))
    return NULL;

  if (read_only)
    {
      if (version == 0)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                       _("%s: not an Adjourn database (it is empty)"), self->path);
          return NULL;
        }
      return g_steal_pointer (&self);
    }

  if (!adj_store_use_write_ahead_log (self, error))
    return NULL;
  /* Only an older file takes the write lock: an up-to-date one opens at
   * once however long another program holds the lock. */
  if (version < ADJ_STORE_SCHEMA_VERSION && !adj_store_schema_migrate (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

AdjStore *
adj_store_open_full (const char *path, AdjStoreOpenFlags flags, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return adj_store_open_with_fail_point (path, flags, NULL, error);
}

AdjStore *
adj_store_open (const char *path, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return adj_store_open_full (path, ADJ_STORE_OPEN_DEFAULT, error);
}

const char *
adj_store_get_path (AdjStore *self)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  return self->path;
}

int
adj_store_get_schema_version (AdjStore *self)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), -1);
  return (int) single_int (self, "PRAGMA user_version", NULL);
}

gint64
adj_store_count (AdjStore *self, const char *table, GError **error)
{
  static const char *const tables[] = {
    "events", "rounds", "games", "envelopes", "sealed_moves", "outcomes", "custody",
  };
  g_return_val_if_fail (ADJ_IS_STORE (self), -1);
  g_return_val_if_fail (table != NULL, -1);

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (strcmp (table, tables[i]) == 0)
      {
        g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM %s", tables[i]);
        return single_int (self, sql, error);
      }
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND, "no table named “%s”", table);
  return -1;
}
