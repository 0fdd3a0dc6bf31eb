/* adj-store.c — the archive: events, rounds, games, envelopes and outcomes in a database
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

#include "adj-db-pg.h"
#include "adj-store-archive.h"
#include "adj-store-private.h"
#include "adj-secret.h"
#include "chess-fen.h"

G_DEFINE_QUARK (adj-store-error-quark, adj_store_error)

struct _AdjStore {
  GObject  parent_instance;
  AdjDb   *db;
  char    *path;
  char    *fail_point;
  char    *location;   /* as given to open, a server's password included: never shown */
};

G_DEFINE_FINAL_TYPE (AdjStore, adj_store, G_TYPE_OBJECT)

static void
adj_store_finalize (GObject *object)
{
  AdjStore *self = ADJ_STORE (object);

  g_clear_pointer (&self->db, adj_db_close);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->fail_point, g_free);
  g_clear_pointer (&self->location, adj_secret_free);
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

AdjDb *
adj_store_get_db (AdjStore *self)
{
  return self->db;
}

void
adj_store_set_db_error (AdjStore *self, GError **error, const char *what)
{
  if (self->db && adj_db_errcode (self->db) == ADJ_DB_ERROR_DENIED)
    {
      /* A federation's server refused this role: said in the archive's
       * terms, not as a table's privilege. */
      g_autofree char *why = adj_store_describe_denial (self, adj_db_errmsg (self->db));
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DENIED, "%s: %s: %s", self->path, what, why);
      return;
    }
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB, "%s: %s: %s",
               self->path, what, self->db ? adj_db_errmsg (self->db) : "no connection");
}

static gboolean
exec (AdjStore *self, const char *sql, const char *what, GError **error)
{
  if (adj_db_exec (self->db, sql, NULL))
    return TRUE;
  adj_store_set_db_error (self, error, what);
  return FALSE;
}

gboolean
adj_store_begin (AdjStore *self, const char *what, GError **error)
{
  if (adj_db_begin (self->db, NULL))
    return TRUE;
  adj_store_set_db_error (self, error, what);
  return FALSE;
}

gboolean
adj_store_commit (AdjStore *self, const char *what, GError **error)
{
  if (adj_db_commit (self->db, NULL))
    return TRUE;
  adj_store_set_db_error (self, error, what);
  return FALSE;
}

void
adj_store_rollback (AdjStore *self)
{
  adj_db_rollback (self->db);
}

typedef struct {
  AdjStore          *store;
  AdjStoreWriteFunc  func;
  gpointer           user_data;
} Group;

static gboolean
run_group (AdjDb *db, gpointer user_data, GError **error)
{
  Group *group = user_data;
  guint depth = adj_db_depth (db);
  gboolean ok = group->func (group->store, group->user_data, error);
  /* Every write FUNC made closed its own level, whether it succeeded or not. */
  g_assert (adj_db_depth (db) == depth);
  return ok;
}

/* One user action, WHAT: FUNC in one transaction, run again from its
 * beginning when the engine reports a conflict (a PostgreSQL serialization
 * failure; SQLite waits for its lock instead). */
gboolean
adj_store_run_action (AdjStore *self, const char *what, AdjStoreWriteFunc func, gpointer user_data,
                      GError **error)
{
  Group group = { self, func, user_data };
  g_autoptr(GError) local = NULL;
  if (adj_db_run_transaction (self->db, run_group, &group, &local))
    return TRUE;
  /* The layer's own failures (beginning, committing) name the archive and
   * the action as every store error does; FUNC's errors are its own. */
  if (g_error_matches (local, ADJ_DB_ERROR, ADJ_DB_ERROR_DENIED))
    {
      g_autofree char *why = adj_store_describe_denial (self, local->message);
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DENIED, "%s: %s: %s", self->path, what, why);
    }
  else if (local->domain == ADJ_DB_ERROR)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB, "%s: %s: %s",
                 self->path, what, local->message);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

gboolean
adj_store_run_in_transaction (AdjStore *self, AdjStoreWriteFunc func, gpointer user_data,
                              GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return adj_store_run_action (self, "writing several changes at once", func, user_data, error);
}

AdjDbStmt *
adj_store_prepare (AdjStore *self, const char *sql, const char *what, GError **error)
{
  AdjDbStmt *stmt = adj_db_prepare (self->db, sql, NULL);
  if (stmt == NULL)
    adj_store_set_db_error (self, error, what);
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

static gboolean
connect_to_file (AdjStore *self, AdjDbOpenFlags flags, GError **error)
{
  g_autoptr(GError) local = NULL;
  self->db = adj_db_sqlite_open (self->path, flags, &local);
  if (self->db)
    return TRUE;
  /* Its message names the file already. */
  g_set_error_literal (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, local->message);
  return FALSE;
}

/* A federation's archive on a PostgreSQL server: no file to create, no
 * journal to choose; the same marks, versions and migrations. self->path is
 * the URI as it may be shown (without its password), URI itself is kept
 * nowhere. */
static AdjStore *
open_server (AdjStore *self, const char *uri, gboolean read_only, GError **error)
{
  g_autoptr(GError) local = NULL;
  self->db = adj_db_pg_open (uri, read_only ? ADJ_DB_OPEN_READ_ONLY : ADJ_DB_OPEN_DEFAULT, &local);
  if (self->db == NULL)
    {
      /* Its message names the shown URI already. */
      g_set_error_literal (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, local->message);
      return NULL;
    }
  int version = 0;
  if (!adj_store_schema_read (self, &version, error))
    return NULL;
  if (read_only && version == 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: not an Adjourn database (it is empty)"), self->path);
      return NULL;
    }
  if (!read_only && version < ADJ_STORE_SCHEMA_VERSION && !adj_store_schema_migrate (self, error))
    return NULL;
  return g_object_ref (self);
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
  g_autofree char *target = path ? g_strdup (path) : adj_store_default_path ();
  /* A test of a whole program (adjourn-cli) arms a fail point from outside. */
  self->fail_point = g_strdup (point ? point : g_getenv ("ADJOURN_TEST_FAIL_POINT"));
  gboolean read_only = (flags & ADJ_STORE_OPEN_READ_ONLY) != 0;
  self->location = g_strdup (target);
  if (adj_db_pg_is_uri (target))
    {
      self->path = adj_db_pg_display_uri (target);
      return open_server (self, target, read_only, error);
    }
  self->path = g_steal_pointer (&target);

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
  AdjDbOpenFlags db_flags = read_only ? ADJ_DB_OPEN_READ_ONLY : ADJ_DB_OPEN_DEFAULT;
  gboolean readable = connect_to_file (self, db_flags, &local)
                      && adj_store_schema_read (self, &version, &local);
  if (!readable && read_only && self->db && adj_db_may_read_immutable (self->db, self->path))
    {
      g_clear_error (&local);
      g_clear_pointer (&self->db, adj_db_close);
      readable = connect_to_file (self, db_flags | ADJ_DB_OPEN_IMMUTABLE, &local)
                 && adj_store_schema_read (self, &version, &local);
    }
  if (!readable)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (!adj_db_configure (self->db, NULL))
    {
      adj_store_set_db_error (self, error, "configuring the connection");
      return NULL;
    }

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

char *
adj_store_dup_location (AdjStore *self)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  return g_strdup (self->location);
}

gboolean
adj_store_location_is_server (const char *location)
{
  return adj_db_pg_is_uri (location);
}

char *
adj_store_location_display (const char *location)
{
  g_return_val_if_fail (location != NULL, NULL);
  return adj_db_pg_is_uri (location) ? adj_db_pg_display_uri (location) : g_strdup (location);
}

void
adj_store_set_password_file (const char *path)
{
  adj_db_pg_set_password_file (path);
}

gboolean
adj_store_location_check (const char *location, GError **error)
{
  g_return_val_if_fail (location != NULL, FALSE);
  g_autoptr(GError) local = NULL;
  if (!adj_db_pg_is_uri (location) || adj_db_pg_check_uri (location, &local))
    return TRUE;
  g_set_error_literal (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, local->message);
  return FALSE;
}

int
adj_store_get_schema_version (AdjStore *self)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), -1);
  gint64 version = -1, application_id, n_tables;
  if (!adj_db_read_marks (self->db, &version, &application_id, &n_tables, NULL))
    return -1;
  return (int) version;
}

gint64
adj_store_count (AdjStore *self, const char *table, GError **error)
{
  static const char *const tables[] = {
    "events", "rounds", "games", "envelopes", "sealed_moves", "outcomes", "custody", "preparations",
  };
  g_return_val_if_fail (ADJ_IS_STORE (self), -1);
  g_return_val_if_fail (table != NULL, -1);

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (strcmp (table, tables[i]) == 0)
      {
        g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM %s", tables[i]);
        g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, sql, sql, error);
        if (!stmt)
          return -1;
        if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
          {
            adj_store_set_db_error (self, error, sql);
            return -1;
          }
        return adj_db_stmt_column_int64 (stmt, 0);
      }
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND, "no table named “%s”", table);
  return -1;
}
