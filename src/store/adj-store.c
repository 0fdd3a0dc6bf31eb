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

/* "Adjn": PRAGMA application_id, so that another program's SQLite file is
 * refused instead of being given our tables. */
#define ADJ_STORE_APPLICATION_ID 0x41646a6e

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

/* Migration 1: everything. A later migration is appended to the table
 * below and never edits an earlier one. */
static const char migration_1[] =
  "CREATE TABLE events ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL UNIQUE,"
  "  rules TEXT NOT NULL,"
  "  seal_salt BLOB,"            /* Argon2id salt of the arbiter passphrase */
  "  seal_opslimit INTEGER,"
  "  seal_memlimit INTEGER,"
  "  seal_check BLOB,"           /* nonce || secretbox of a constant: is the passphrase right? */
  "  created_at TEXT NOT NULL"
  ");"
  "CREATE TABLE rounds ("
  "  id INTEGER PRIMARY KEY,"
  "  event_id INTEGER NOT NULL REFERENCES events (id),"
  "  name TEXT NOT NULL,"
  "  UNIQUE (event_id, name)"
  ");"
  "CREATE TABLE games ("
  "  id INTEGER PRIMARY KEY,"
  "  round_id INTEGER NOT NULL REFERENCES rounds (id),"
  "  board TEXT NOT NULL,"
  "  white TEXT NOT NULL,"
  "  black TEXT NOT NULL,"
  "  state TEXT NOT NULL DEFAULT 'adjourned'"
  "    CHECK (state IN ('adjourned', 'playing', 'waiting', 'finished', 'annulled')),"
  "  UNIQUE (round_id, board, white, black)"
  ");"
  "CREATE TABLE envelopes ("
  "  id INTEGER PRIMARY KEY,"
  "  game_id INTEGER NOT NULL REFERENCES games (id),"
  "  document TEXT NOT NULL CHECK (json_valid (document)),"
  "  document_hash BLOB NOT NULL,"
  "  rules TEXT NOT NULL,"
  "  position TEXT NOT NULL,"
  "  sealer TEXT NOT NULL CHECK (sealer IN ('', 'white', 'black')),"
  "  sealed_move_number INTEGER NOT NULL,"
  "  adjourned_at TEXT NOT NULL,"
  "  adjourned_unix INTEGER,"
  "  resumption_at TEXT NOT NULL,"
  "  resumption_place TEXT NOT NULL,"
  "  state TEXT NOT NULL CHECK (state IN ('sealed', 'opened', 'lost', 'reconstructed')),"
  "  kind TEXT NOT NULL DEFAULT 'paper' CHECK (kind IN ('paper', 'digital')),"
  "  seal_code TEXT NOT NULL DEFAULT '',"
  "  white_scoresheet INTEGER CHECK (white_scoresheet IN (0, 1)),"
  "  black_scoresheet INTEGER CHECK (black_scoresheet IN (0, 1)),"
  "  opened_at TEXT NOT NULL DEFAULT '',"
  "  search TEXT NOT NULL,"
  "  imported_at TEXT NOT NULL,"
  "  UNIQUE (game_id, adjourned_unix),"
  "  UNIQUE (game_id, document_hash)"
  ");"
  "CREATE INDEX envelopes_by_adjournment ON envelopes (adjourned_unix);"
  "CREATE TABLE sealed_moves ("
  "  envelope_id INTEGER PRIMARY KEY REFERENCES envelopes (id),"
  "  nonce BLOB NOT NULL,"
  "  ciphertext BLOB NOT NULL"
  ");"
  "CREATE TABLE outcomes ("
  "  id INTEGER PRIMARY KEY,"
  "  envelope_id INTEGER NOT NULL REFERENCES envelopes (id),"
  "  status TEXT NOT NULL CHECK (status IN ('finished', 'continues', 'waiting', 'annulled')),"
  "  result TEXT,"
  "  reason TEXT NOT NULL,"
  "  document TEXT NOT NULL CHECK (json_valid (document)),"
  "  recorded_at TEXT NOT NULL"
  ");"
  "CREATE INDEX outcomes_by_envelope ON outcomes (envelope_id);"
  "CREATE TABLE custody ("
  "  seq INTEGER PRIMARY KEY,"
  "  at TEXT NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  envelope_id INTEGER REFERENCES envelopes (id),"
  "  actor TEXT NOT NULL,"
  "  present TEXT NOT NULL,"     /* JSON array of names */
  "  note TEXT NOT NULL,"
  "  prev_hash BLOB NOT NULL,"
  "  hash BLOB NOT NULL"
  ");"
  "CREATE INDEX custody_by_envelope ON custody (envelope_id);"
  "CREATE TRIGGER custody_no_update BEFORE UPDATE ON custody"
  "  BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;"
  "CREATE TRIGGER custody_no_delete BEFORE DELETE ON custody"
  "  BEGIN SELECT RAISE (ABORT, 'the custody log is append-only'); END;";

static const char *const migrations[] = { migration_1 };
G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == ADJ_STORE_SCHEMA_VERSION);

static gboolean
migrate (AdjStore *self, GError **error)
{
  if (!adj_store_begin (self, "upgrading the database", error))
    return FALSE;

  /* Read inside the write lock: two programs opening a new file at once
   * must not both run migration 1. */
  gint64 version = single_int (self, "PRAGMA user_version", error);
  gint64 app_id = version < 0 ? -1 : single_int (self, "PRAGMA application_id", error);
  gint64 n_tables = app_id < 0 ? -1
    : single_int (self, "SELECT count(*) FROM sqlite_master WHERE type = 'table'", error);
  if (n_tables < 0)
    goto fail;

  if (app_id != 0 && app_id != ADJ_STORE_APPLICATION_ID)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: not an Adjourn database (application id %#llx)"),
                   self->path, (unsigned long long) app_id);
      goto fail;
    }
  if (version == 0 && n_tables > 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: not an Adjourn database (it has tables but no Adjourn schema)"),
                   self->path);
      goto fail;
    }
  if (version > ADJ_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA,
                   _("%s: written by a newer Adjourn (schema %lld, this program knows up to %d)"),
                   self->path, (long long) version, ADJ_STORE_SCHEMA_VERSION);
      goto fail;
    }

  for (gint64 v = version; v < ADJ_STORE_SCHEMA_VERSION; v++)
    {
      g_autofree char *what = g_strdup_printf ("migration %" G_GINT64_FORMAT, v + 1);
      g_autofree char *bump = g_strdup_printf ("PRAGMA user_version = %" G_GINT64_FORMAT, v + 1);
      if (!exec (self, migrations[v], what, error) || !exec (self, bump, what, error))
        goto fail;
    }
  if (version < ADJ_STORE_SCHEMA_VERSION)
    {
      g_autofree char *set_id = g_strdup_printf ("PRAGMA application_id = %d", ADJ_STORE_APPLICATION_ID);
      if (!exec (self, set_id, "marking the database", error))
        goto fail;
    }
  return adj_store_commit (self, "upgrading the database", error);

fail:
  adj_store_rollback (self);
  return FALSE;
}

/* Every connection: these are per connection in SQLite, not stored in the file
 * (except WAL, which is set again harmlessly). */
static gboolean
configure_connection (AdjStore *self, GError **error)
{
  sqlite3_busy_timeout (self->db, 5000);
  sqlite3_extended_result_codes (self->db, 1);
  if (!exec (self, "PRAGMA foreign_keys = ON", "turning on foreign keys", error)
      || !exec (self, "PRAGMA journal_mode = WAL", "choosing the WAL journal", error)
      || !exec (self, "PRAGMA synchronous = FULL", "choosing full synchronous writes", error)
      /* Freed pages are zeroed: what was deleted or rewritten (an envelope
       * document before its opening) does not linger in the file. */
      || !exec (self, "PRAGMA secure_delete = ON", "choosing secure delete", error))
    return FALSE;

  /* journal_mode answers with the mode it got; a file on a filesystem
   * without shared memory stays in another mode, which we refuse rather
   * than run with weaker guarantees than promised. */
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, "PRAGMA journal_mode", "PRAGMA journal_mode", error);
  if (!stmt)
    return FALSE;
  if (sqlite3_step (stmt) != SQLITE_ROW
      || g_ascii_strcasecmp ((const char *) sqlite3_column_text (stmt, 0), "wal") != 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN,
                   _("%s: the database cannot use a write-ahead log here"), self->path);
      return FALSE;
    }
  return TRUE;
}

AdjStore *
adj_store_open (const char *path, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (sodium_init () < 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, "libsodium could not start");
      return NULL;
    }

  g_autoptr(AdjStore) self = g_object_new (ADJ_TYPE_STORE, NULL);
  self->path = path ? g_strdup (path) : adj_store_default_path ();

  g_autofree char *dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN,
                   _("%s: cannot create the folder: %s"), dir, g_strerror (saved));
      return NULL;
    }

  int rc = sqlite3_open_v2 (self->path, &self->db,
                            SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, _("%s: cannot open: %s"),
                   self->path, self->db ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
      return NULL;
    }
  if (!configure_connection (self, error) || !migrate (self, error))
    return NULL;
  return g_steal_pointer (&self);
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
