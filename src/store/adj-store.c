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

static gboolean
fail_point (AdjStore *self, const char *point, GError **error)
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

static char *
now_iso8601 (void)
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

gboolean
adj_store_hit_fail_point (AdjStore *self, const char *point, GError **error)
{
  return fail_point (self, point, error);
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

/* ---- the envelope document ---------------------------------------------- */

/* What the archive indexes of one envelope document. */
typedef struct {
  char    *document;         /* compact JSON, the whole object */
  guint8   hash[32];
  const char *rules, *event, *round, *board, *white, *black, *position, *sealer;
  const char *adjourned_at, *resumption_at, *resumption_place;
  gint64   sealed_move_number;
  gint64   adjourned_unix;
  gboolean has_adjourned_unix;
  gboolean opened;           /* sealed_move holds the move: the envelope was opened */
  JsonNode *root;
} Fields;

static void
fields_clear (Fields *f)
{
  g_clear_pointer (&f->document, g_free);
  g_clear_pointer (&f->root, json_node_unref);
}

static const char *const rules_ids[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce" };

static gboolean
refuse (GError **error, const char *key, const char *reason)
{
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
               _("envelope document: key “%s”: %s"), key, reason);
  return FALSE;
}

/* A string member, or "" when absent or null; FALSE when another type. */
static gboolean
get_string (JsonObject *o, const char *key, const char *path, const char **out, GError **error)
{
  *out = "";
  JsonNode *node = json_object_get_member (o, key);
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return refuse (error, path, _("not a string"));
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
get_instant (JsonObject *o, const char *key, const char *path, const char **out,
             gint64 *unix_time, gboolean *has, GError **error)
{
  if (!get_string (o, key, path, out, error))
    return FALSE;
  *has = FALSE;
  if (**out == '\0')
    return TRUE;
  g_autoptr(GDateTime) t = g_date_time_new_from_iso8601 (*out, NULL);
  if (t == NULL)
    return refuse (error, path, _("not an ISO 8601 instant with its offset"));
  *unix_time = g_date_time_to_unix (t);
  *has = TRUE;
  return TRUE;
}

static gboolean
parse_envelope (const char *data, gssize length, Fields *f, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local = NULL;

  if (length < 0)
    length = (gssize) strlen (data);
  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("envelope document: not UTF-8 text"));
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("envelope document: not JSON: %s"), local->message);
      return FALSE;
    }
  JsonNode *root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, _("envelope document: empty"));
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("envelope document: not a JSON object"));
      return FALSE;
    }
  f->root = json_node_ref (root);
  JsonObject *o = json_node_get_object (root);

  const char *format;
  if (!get_string (o, "format", "format", &format, error))
    return FALSE;
  if (strcmp (format, "adjourn-envelope") != 0)
    return refuse (error, "format", *format ? _("not “adjourn-envelope”") : _("missing"));

  JsonNode *version = json_object_get_member (o, "version");
  if (version == NULL)
    return refuse (error, "version", _("missing"));
  if (!JSON_NODE_HOLDS_VALUE (version) || json_node_get_value_type (version) != G_TYPE_INT64)
    return refuse (error, "version", _("not an integer"));
  if (json_node_get_int (version) != 1)
    return refuse (error, "version", _("this program reads version 1"));

  if (!get_string (o, "rules", "rules", &f->rules, error))
    return FALSE;
  if (!*f->rules)
    return refuse (error, "rules", _("missing"));
  if (!g_strv_contains ((const char *const *) rules_ids, f->rules))
    return refuse (error, "rules", _("not a known rules profile (fide-1985, fide-1993, fide-2005, fide-2023, fce)"));

  if (!get_string (o, "position", "position", &f->position, error))
    return FALSE;
  if (!*f->position)
    return refuse (error, "position", _("missing"));
  ChessPosition pos;
  ChessFenResult fen;
  if (!chess_fen_read (&pos, f->position, &fen))
    {
      g_autofree char *why = g_strdup_printf (_("bad FEN: %s%s%s"), chess_fen_error_message (fen.code),
                                              fen.detail[0] ? ": " : "", fen.detail);
      return refuse (error, "position", why);
    }

  if (!get_string (o, "event", "event", &f->event, error)
      || !get_string (o, "round", "round", &f->round, error)
      || !get_string (o, "board", "board", &f->board, error)
      || !get_string (o, "white", "white", &f->white, error)
      || !get_string (o, "black", "black", &f->black, error)
      || !get_string (o, "sealer", "sealer", &f->sealer, error))
    return FALSE;
  if (*f->sealer && strcmp (f->sealer, "white") != 0 && strcmp (f->sealer, "black") != 0)
    return refuse (error, "sealer", _("not “white” or “black”"));

  JsonNode *number = json_object_get_member (o, "sealed_move_number");
  f->sealed_move_number = 0;
  if (number && !JSON_NODE_HOLDS_NULL (number))
    {
      if (!JSON_NODE_HOLDS_VALUE (number) || json_node_get_value_type (number) != G_TYPE_INT64)
        return refuse (error, "sealed_move_number", _("not an integer"));
      f->sealed_move_number = json_node_get_int (number);
      if (f->sealed_move_number < 1 || f->sealed_move_number > 10000)
        return refuse (error, "sealed_move_number", _("not a move number (1 to 10000)"));
    }

  if (!get_instant (o, "adjourned_at", "adjourned_at", &f->adjourned_at, &f->adjourned_unix,
                    &f->has_adjourned_unix, error))
    return FALSE;

  f->resumption_at = f->resumption_place = "";
  JsonNode *resumption = json_object_get_member (o, "resumption");
  if (resumption && !JSON_NODE_HOLDS_NULL (resumption))
    {
      if (!JSON_NODE_HOLDS_OBJECT (resumption))
        return refuse (error, "resumption", _("not an object"));
      JsonObject *r = json_node_get_object (resumption);
      gint64 ignored;
      gboolean has;
      if (!get_instant (r, "at", "resumption.at", &f->resumption_at, &ignored, &has, error)
          || !get_string (r, "place", "resumption.place", &f->resumption_place, error))
        return FALSE;
    }

  const char *move;
  if (!get_string (o, "sealed_move", "sealed_move", &move, error))
    return FALSE;
  f->opened = *move != '\0';

  f->document = json_to_string (root, FALSE);
  crypto_generichash (f->hash, sizeof f->hash, (const guint8 *) f->document, strlen (f->document), NULL, 0);
  return TRUE;
}

/* Lower case without accents, for filtering as one types ("Jose" finds "José"). */
static char *
fold (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFKD);
  if (decomposed == NULL)
    return g_strdup ("");
  GString *bare = g_string_new (NULL);
  for (const char *p = decomposed; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (!g_unichar_ismark (c))
        g_string_append_unichar (bare, c);
    }
  char *folded = g_utf8_casefold (bare->str, -1);
  g_string_free (bare, TRUE);
  return folded;
}

char *
adj_store_fold (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);

  return fold (text);
}

static char *
search_text (const Fields *f, const char *state)
{
  g_autofree char *joined = g_strjoin (" ", f->event, f->round, f->board, f->white, f->black,
                                       f->resumption_place, f->rules, state, NULL);
  return fold (joined);
}

/* ---- import ------------------------------------------------------------- */

static gint64
find_or_insert (AdjStore *self, const char *select_sql, const char *insert_sql,
                const char *const *values, int n_values, const char *what, GError **error)
{
  g_autoptr(sqlite3_stmt) select = adj_store_prepare (self, select_sql, what, error);
  if (!select)
    return 0;
  for (int i = 0; i < n_values; i++)
    sqlite3_bind_text (select, i + 1, values[i], -1, SQLITE_STATIC);
  int rc = sqlite3_step (select);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (select, 0);
  if (rc != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }

  g_autoptr(sqlite3_stmt) insert = adj_store_prepare (self, insert_sql, what, error);
  if (!insert)
    return 0;
  for (int i = 0; i < n_values; i++)
    sqlite3_bind_text (insert, i + 1, values[i], -1, SQLITE_STATIC);
  if (sqlite3_step (insert) != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  return sqlite3_last_insert_rowid (self->db);
}

static gint64
find_or_insert_event (AdjStore *self, const Fields *f, GError **error)
{
  const char *what = "storing the event";
  g_autoptr(sqlite3_stmt) select = adj_store_prepare (self, "SELECT id, rules FROM events WHERE name = ?", what, error);
  if (!select)
    return 0;
  sqlite3_bind_text (select, 1, f->event, -1, SQLITE_STATIC);
  int rc = sqlite3_step (select);
  if (rc == SQLITE_ROW)
    {
      const char *rules = (const char *) sqlite3_column_text (select, 1);
      /* One event, one edition of the Laws: the articles cited in its
       * decisions must not change from one envelope to the next. */
      if (strcmp (rules, f->rules) != 0)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT,
                       _("envelope document: key “rules”: “%s”, but the event “%s” is played under “%s”"),
                       f->rules, f->event, rules);
          return 0;
        }
      return sqlite3_column_int64 (select, 0);
    }
  if (rc != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  g_autoptr(sqlite3_stmt) insert = adj_store_prepare (self,
      "INSERT INTO events (name, rules, created_at) VALUES (?, ?, ?)", what, error);
  if (!insert)
    return 0;
  g_autofree char *now = now_iso8601 ();
  sqlite3_bind_text (insert, 1, f->event, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 2, f->rules, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 3, now, -1, SQLITE_STATIC);
  if (sqlite3_step (insert) != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  return sqlite3_last_insert_rowid (self->db);
}

/* Refuse an envelope already in the store: the same document, or another
 * envelope of the same game adjourned at the same instant. */
static gboolean
check_duplicate (AdjStore *self, gint64 game_id, const Fields *f, GError **error)
{
  const char *what = "looking for the envelope";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self,
      "SELECT id FROM envelopes WHERE game_id = ?1 AND (document_hash = ?2 OR adjourned_unix = ?3)",
      what, error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game_id);
  sqlite3_bind_blob (stmt, 2, f->hash, sizeof f->hash, SQLITE_STATIC);
  if (f->has_adjourned_unix)
    sqlite3_bind_int64 (stmt, 3, f->adjourned_unix);
  else
    sqlite3_bind_null (stmt, 3);
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS,
                   _("envelope document: already in the store as envelope %lld (same game, adjourned at %s)"),
                   (long long) sqlite3_column_int64 (stmt, 0), *f->adjourned_at ? f->adjourned_at : "?");
      return FALSE;
    }
  if (rc != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  return TRUE;
}

static gint64
insert_envelope (AdjStore *self, gint64 game_id, const Fields *f, GError **error)
{
  const char *what = "storing the envelope";
  const char *state = f->opened ? "opened" : "sealed";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self,
      "INSERT INTO envelopes (game_id, document, document_hash, rules, position, sealer,"
      " sealed_move_number, adjourned_at, adjourned_unix, resumption_at, resumption_place,"
      " state, search, imported_at, opened_at)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
      what, error);
  if (!stmt)
    return 0;
  g_autofree char *search = search_text (f, state);
  g_autofree char *now = now_iso8601 ();
  sqlite3_bind_int64 (stmt, 1, game_id);
  sqlite3_bind_text (stmt, 2, f->document, -1, SQLITE_STATIC);
  sqlite3_bind_blob (stmt, 3, f->hash, sizeof f->hash, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, f->rules, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, f->position, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 6, f->sealer, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 7, f->sealed_move_number);
  sqlite3_bind_text (stmt, 8, f->adjourned_at, -1, SQLITE_STATIC);
  if (f->has_adjourned_unix)
    sqlite3_bind_int64 (stmt, 9, f->adjourned_unix);
  else
    sqlite3_bind_null (stmt, 9);
  sqlite3_bind_text (stmt, 10, f->resumption_at, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 11, f->resumption_place, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 12, state, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 13, search, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 14, now, -1, SQLITE_STATIC);
  /* An envelope imported already opened: when is not known here. */
  sqlite3_bind_text (stmt, 15, "", -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  return sqlite3_last_insert_rowid (self->db);
}

gboolean
adj_store_import_envelope (AdjStore *self, const char *data, gssize length, const char *actor,
                           gint64 *id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  Fields f = { 0 };
  if (!parse_envelope (data, length, &f, error))
    {
      fields_clear (&f);
      return FALSE;
    }

  const char *what = "importing an envelope";
  gint64 event_id = 0, round_id = 0, game_id = 0, envelope_id = 0;
  if (!adj_store_begin (self, what, error))
    {
      fields_clear (&f);
      return FALSE;
    }

  event_id = find_or_insert_event (self, &f, error);
  if (event_id == 0)
    goto fail;
  {
    g_autofree char *event_text = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
    const char *values[] = { event_text, f.round };
    round_id = find_or_insert (self, "SELECT id FROM rounds WHERE event_id = ?1 AND name = ?2",
                               "INSERT INTO rounds (event_id, name) VALUES (?1, ?2)",
                               values, 2, "storing the round", error);
  }
  if (round_id == 0)
    goto fail;
  {
    g_autofree char *round_text = g_strdup_printf ("%" G_GINT64_FORMAT, round_id);
    const char *values[] = { round_text, f.board, f.white, f.black };
    game_id = find_or_insert (self,
                              "SELECT id FROM games WHERE round_id = ?1 AND board = ?2 AND white = ?3 AND black = ?4",
                              "INSERT INTO games (round_id, board, white, black) VALUES (?1, ?2, ?3, ?4)",
                              values, 4, "storing the game", error);
  }
  if (game_id == 0 || fail_point (self, "after-game", error))
    goto fail;
  if (!check_duplicate (self, game_id, &f, error))
    goto fail;
  envelope_id = insert_envelope (self, game_id, &f, error);
  if (envelope_id == 0 || fail_point (self, "after-envelope", error))
    goto fail;
  if (!adj_custody_append_in_transaction (self, envelope_id, ADJ_CUSTODY_CREATED,
                                          actor ? actor : "import", NULL,
                                          f.opened ? "imported, already opened" : "imported",
                                          NULL, error))
    goto fail;
  if (fail_point (self, "before-commit", error))
    goto fail;
  /* A failed commit has rolled back its own level already. */
  if (!adj_store_commit (self, what, error))
    {
      fields_clear (&f);
      return FALSE;
    }

  fields_clear (&f);
  if (id)
    *id = envelope_id;
  return TRUE;

fail:
  adj_store_rollback (self);
  fields_clear (&f);
  return FALSE;
}

gboolean
adj_store_import_envelope_file (AdjStore *self, const char *filename, const char *actor,
                                gint64 *id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  g_autofree char *data = NULL;
  gsize length = 0;
  if (!g_file_get_contents (filename, &data, &length, error))
    return FALSE;
  g_autoptr(GError) local = NULL;
  if (adj_store_import_envelope (self, data, (gssize) length, actor, id, &local))
    return TRUE;
  g_set_error (error, local->domain, local->code, "%s: %s", filename, local->message);
  return FALSE;
}

/* ---- reading back ------------------------------------------------------- */

char *
adj_store_export_envelope (AdjStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "exporting an envelope";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, "SELECT document FROM envelopes WHERE id = ?", what, error);
  if (!stmt)
    return NULL;
  if (!adj_store_step_envelope (self, stmt, id, what, error))
    return NULL;
  g_autoptr(JsonNode) node = json_from_string ((const char *) sqlite3_column_text (stmt, 0), error);
  if (node == NULL)
    return NULL;
  return json_to_string (node, TRUE);
}

static const char *const state_words[] = { "sealed", "opened", "lost", "reconstructed", "annulled" };
static const char *const kind_words[] = { "paper", "digital" };

const char *
adj_envelope_state_to_string (AdjEnvelopeState state)
{
  g_return_val_if_fail ((guint) state < G_N_ELEMENTS (state_words), NULL);
  return state_words[state];
}

const char *
adj_envelope_kind_to_string (AdjEnvelopeKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_words), NULL);
  return kind_words[kind];
}

static int
word_index (const char *const *words, guint n, const char *word)
{
  for (guint i = 0; i < n; i++)
    if (word && strcmp (words[i], word) == 0)
      return (int) i;
  return 0;
}

void
adj_envelope_info_free (AdjEnvelopeInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->rules);
  g_free (info->event);
  g_free (info->round);
  g_free (info->board);
  g_free (info->white);
  g_free (info->black);
  g_free (info->position);
  g_free (info->sealer);
  g_free (info->adjourned_at);
  g_free (info->resumption_at);
  g_free (info->resumption_place);
  g_free (info->game_state);
  g_free (info->seal_code);
  g_free (info->opened_at);
  g_free (info);
}

JsonNode *
adj_envelope_info_to_json (const AdjEnvelopeInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_int_value (b, info->id);
  json_builder_set_member_name (b, "game_id");
  json_builder_add_int_value (b, info->game_id);
  json_builder_set_member_name (b, "session");
  json_builder_add_int_value (b, info->session);
  const struct { const char *key; const char *value; } strings[] = {
    { "rules", info->rules }, { "event", info->event }, { "round", info->round },
    { "board", info->board }, { "white", info->white }, { "black", info->black },
    { "position", info->position }, { "sealer", info->sealer },
    { "adjourned_at", info->adjourned_at }, { "resumption_at", info->resumption_at },
    { "resumption_place", info->resumption_place },
    { "state", adj_envelope_state_to_string (info->state) },
    { "kind", adj_envelope_kind_to_string (info->kind) },
    { "game_state", info->game_state }, { "seal_code", info->seal_code },
    { "opened_at", info->opened_at },
  };
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      json_builder_set_member_name (b, strings[i].key);
      if (strings[i].value && *strings[i].value)
        json_builder_add_string_value (b, strings[i].value);
      else
        json_builder_add_null_value (b);
    }
  json_builder_set_member_name (b, "sealed_move_number");
  if (info->sealed_move_number > 0)
    json_builder_add_int_value (b, info->sealed_move_number);
  else
    json_builder_add_null_value (b);
  const struct { const char *key; int value; } found[] = {
    { "white_scoresheet_found", info->white_scoresheet_found },
    { "black_scoresheet_found", info->black_scoresheet_found },
  };
  for (guint i = 0; i < G_N_ELEMENTS (found); i++)
    {
      json_builder_set_member_name (b, found[i].key);
      if (found[i].value < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_boolean_value (b, found[i].value != 0);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* The session number counts the game's envelopes in adjournment order
 * (those without an instant last, in import order), over all of them
 * whatever the filter. A correlated count over the game's few envelopes
 * (index on game_id) rather than a window over the whole table, which
 * SQLite would compute in full for every single lookup. */
#define INFO_SELECT \
  "SELECT " ADJ_STORE_INFO_COLUMNS (                                                                 \
  "(SELECT count(*) FROM envelopes p WHERE p.game_id = e.game_id AND"                                \
  "   CASE WHEN e.adjourned_unix IS NULL THEN p.adjourned_unix IS NOT NULL OR p.id <= e.id"          \
  "   ELSE p.adjourned_unix < e.adjourned_unix OR (p.adjourned_unix = e.adjourned_unix AND p.id <= e.id) END)") \
  ADJ_STORE_INFO_FROM

static char *
column_dup (sqlite3_stmt *stmt, int i)
{
  const char *text = (const char *) sqlite3_column_text (stmt, i);
  return g_strdup (text ? text : "");
}

AdjEnvelopeInfo *
adj_store_info_from_row (sqlite3_stmt *stmt)
{
  AdjEnvelopeInfo *info = g_new0 (AdjEnvelopeInfo, 1);
  info->id = sqlite3_column_int64 (stmt, 0);
  info->game_id = sqlite3_column_int64 (stmt, 1);
  info->session = sqlite3_column_int (stmt, 2);
  info->rules = column_dup (stmt, 3);
  info->event = column_dup (stmt, 4);
  info->round = column_dup (stmt, 5);
  info->board = column_dup (stmt, 6);
  info->white = column_dup (stmt, 7);
  info->black = column_dup (stmt, 8);
  info->position = column_dup (stmt, 9);
  info->sealer = column_dup (stmt, 10);
  info->sealed_move_number = sqlite3_column_int (stmt, 11);
  info->adjourned_at = column_dup (stmt, 12);
  info->resumption_at = column_dup (stmt, 13);
  info->resumption_place = column_dup (stmt, 14);
  info->state = word_index (state_words, G_N_ELEMENTS (state_words), (const char *) sqlite3_column_text (stmt, 15));
  info->kind = word_index (kind_words, G_N_ELEMENTS (kind_words), (const char *) sqlite3_column_text (stmt, 16));
  info->game_state = column_dup (stmt, 17);
  info->seal_code = column_dup (stmt, 18);
  info->white_scoresheet_found = sqlite3_column_type (stmt, 19) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 19);
  info->black_scoresheet_found = sqlite3_column_type (stmt, 20) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 20);
  info->opened_at = column_dup (stmt, 21);
  return info;
}

static GPtrArray *
collect_infos (AdjStore *self, sqlite3_stmt *stmt, const char *what, GError **error)
{
  g_autoptr(GPtrArray) infos = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_info_free);
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (infos, adj_store_info_from_row (stmt));
  if (rc != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&infos);
}

AdjEnvelopeInfo *
adj_store_get_envelope (AdjStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "reading an envelope";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, INFO_SELECT " WHERE e.id = ?", what, error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  g_autoptr(GPtrArray) infos = collect_infos (self, stmt, what, error);
  if (!infos)
    return NULL;
  if (infos->len == 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                   _("no envelope %lld in %s"), (long long) id, self->path);
      return NULL;
    }
  return g_ptr_array_steal_index (infos, 0);
}

static char *
like_pattern (const char *word)
{
  GString *s = g_string_new ("%");
  for (const char *p = word; *p; p++)
    {
      if (*p == '%' || *p == '_' || *p == '\\')
        g_string_append_c (s, '\\');
      g_string_append_c (s, *p);
    }
  g_string_append_c (s, '%');
  return g_string_free (s, FALSE);
}

GPtrArray *
adj_store_list_envelopes (AdjStore *self, const char *filter, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  g_autofree char *folded = fold (filter ? filter : "");
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (folded), " \t\n", -1);
  g_autoptr(GString) sql = g_string_new (INFO_SELECT " WHERE 1");
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_string_append (sql, " AND e.search LIKE ? ESCAPE '\\'");
  g_string_append (sql, " ORDER BY e.adjourned_unix IS NULL, e.adjourned_unix DESC, e.id DESC");

  const char *what = "listing envelopes";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, sql->str, what, error);
  if (!stmt)
    return NULL;
  int n = 0;
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      {
        char *pattern = like_pattern (words[i]);
        sqlite3_bind_text (stmt, ++n, pattern, -1, g_free);
      }
  return collect_infos (self, stmt, what, error);
}

GPtrArray *
adj_store_list_game_envelopes (AdjStore *self, gint64 game_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "listing a game’s envelopes";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self, INFO_SELECT " WHERE e.game_id = ? ORDER BY e.adjourned_unix IS NULL, e.adjourned_unix, e.id",
                                                    what, error);
  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, game_id);
  return collect_infos (self, stmt, what, error);
}

/* ---- opening and outcomes ----------------------------------------------- */

gboolean
adj_store_step_envelope (AdjStore *self, sqlite3_stmt *stmt, gint64 id, const char *what, GError **error)
{
  sqlite3_bind_int64 (stmt, 1, id);
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                 _("no envelope %lld in %s"), (long long) id, self->path);
  else
    adj_store_set_db_error (self, error, what);
  return FALSE;
}

gboolean
adj_store_envelope_row (AdjStore *self, gint64 id, AdjEnvelopeState *state, AdjEnvelopeKind *kind,
                        gint64 *event_id, GError **error)
{
  const char *what = "reading an envelope";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self,
      "SELECT e.state, e.kind, r.event_id FROM envelopes e JOIN games g ON g.id = e.game_id"
      " JOIN rounds r ON r.id = g.round_id WHERE e.id = ?", what, error);
  if (!stmt)
    return FALSE;
  if (!adj_store_step_envelope (self, stmt, id, what, error))
    return FALSE;
  if (state)
    *state = word_index (state_words, G_N_ELEMENTS (state_words), (const char *) sqlite3_column_text (stmt, 0));
  if (kind)
    *kind = word_index (kind_words, G_N_ELEMENTS (kind_words), (const char *) sqlite3_column_text (stmt, 1));
  if (event_id)
    *event_id = sqlite3_column_int64 (stmt, 2);
  return TRUE;
}

gboolean
adj_store_set_envelope_state (AdjStore *self, gint64 id, AdjEnvelopeState state, GError **error)
{
  /* The state is the search text's last word (search_text ()). */
  const char *what = "changing an envelope’s state";
  g_autoptr(sqlite3_stmt) stmt = adj_store_prepare (self,
      "UPDATE envelopes SET search = substr (search, 1, length (search) - length (state)) || ?2,"
      " state = ?2 WHERE id = ?1", what, error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_text (stmt, 2, adj_envelope_state_to_string (state), -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_store_finish_opening (AdjStore *self, gint64 id, const AdjOpening *opening, const char *move,
                          GError **error)
{
  const char *what = "opening an envelope";
  g_autoptr(sqlite3_stmt) read = adj_store_prepare (self, "SELECT document FROM envelopes WHERE id = ?", what, error);
  if (!read)
    return FALSE;
  sqlite3_bind_int64 (read, 1, id);
  if (sqlite3_step (read) != SQLITE_ROW)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  g_autoptr(JsonNode) root = json_from_string ((const char *) sqlite3_column_text (read, 0), NULL);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB,
                   "%s: envelope %" G_GINT64_FORMAT ": the stored document is not a JSON object",
                   self->path, id);
      return FALSE;
    }
  /* The document text now holds the move: wipe the copies we make. */
  json_object_set_string_member (json_node_get_object (root), "sealed_move", move);
  char *document = json_to_string (root, FALSE);

  g_autofree char *now = NULL;
  const char *at = opening->at;
  if (at == NULL)
    at = now = now_iso8601 ();

  g_autoptr(sqlite3_stmt) update = adj_store_prepare (self,
      "UPDATE envelopes SET document = ?2, opened_at = ?3,"
      " white_scoresheet = ?4, black_scoresheet = ?5 WHERE id = ?1", what, error);
  gboolean ok = update != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (update, 1, id);
      sqlite3_bind_text (update, 2, document, -1, SQLITE_STATIC);
      sqlite3_bind_text (update, 3, at, -1, SQLITE_STATIC);
      sqlite3_bind_int (update, 4, opening->white_scoresheet ? 1 : 0);
      sqlite3_bind_int (update, 5, opening->black_scoresheet ? 1 : 0);
      ok = sqlite3_step (update) == SQLITE_DONE;
      if (!ok)
        adj_store_set_db_error (self, error, what);
    }
  sodium_memzero (document, strlen (document));
  g_free (document);
  if (!ok || !adj_store_set_envelope_state (self, id, ADJ_ENVELOPE_OPENED, error))
    return FALSE;

  g_autofree char *note = g_strdup_printf ("{\"white_scoresheet\":%s,\"black_scoresheet\":%s}",
                                           opening->white_scoresheet ? "true" : "false",
                                           opening->black_scoresheet ? "true" : "false");
  return adj_custody_append_in_transaction (self, id, ADJ_CUSTODY_OPENED,
                                            opening->arbiter ? opening->arbiter : "",
                                            opening->present, note, NULL, error);
}

gboolean
adj_store_open_envelope (AdjStore *self, gint64 id, const AdjOpening *opening, const char *move,
                         GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (opening != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr(GDateTime) at = opening->at ? g_date_time_new_from_iso8601 (opening->at, NULL) : NULL;
  if (opening->at && at == NULL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("opening: “%s” is not an ISO 8601 instant with its offset"), opening->at);
      return FALSE;
    }
  const char *what = "opening an envelope";
  if (!adj_store_begin (self, what, error))
    return FALSE;
  AdjEnvelopeState state;
  AdjEnvelopeKind kind;
  if (!adj_store_envelope_row (self, id, &state, &kind, NULL, error))
    goto fail;
  if (state != ADJ_ENVELOPE_SEALED)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("envelope %lld is %s, not sealed"), (long long) id, adj_envelope_state_to_string (state));
      goto fail;
    }
  if (kind == ADJ_ENVELOPE_DIGITAL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("envelope %lld holds a digital sealed move: open it with the arbiter passphrase"), (long long) id);
      goto fail;
    }
  if (!adj_store_finish_opening (self, id, opening, move, error))
    goto fail;
  return adj_store_commit (self, what, error);

fail:
  adj_store_rollback (self);
  return FALSE;
}

gboolean
adj_store_record_outcome (AdjStore *self, gint64 envelope_id, const char *outcome_json,
                          const char *actor, gint64 *outcome_id, GError **error)
{
  static const char *const statuses[] = { "finished", "continues", "waiting", "annulled" };
  /* The game's state after each status, in the same order. */
  static const char *const game_states[] = { "finished", "playing", "waiting", "annulled" };
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "0-0" };

  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (outcome_json != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) root = json_from_string (outcome_json, &local);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, _("outcome: not a JSON object%s%s"),
                   local ? ": " : "", local ? local->message : "");
      return FALSE;
    }
  JsonObject *o = json_node_get_object (root);
  const char *status, *result, *reason;
  if (!get_string (o, "status", "status", &status, error)
      || !get_string (o, "result", "result", &result, error)
      || !get_string (o, "reason", "reason", &reason, error))
    {
      g_prefix_error (error, _("outcome: "));
      return FALSE;
    }
  int s = -1;
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    if (strcmp (status, statuses[i]) == 0)
      s = (int) i;
  if (s < 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("outcome: key “status”: not finished, continues, waiting or annulled"));
      return FALSE;
    }
  if (*result && !g_strv_contains ((const char *const *) results, result))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                   _("outcome: key “result”: not 1-0, 0-1, 1/2-1/2, 0-0 or null"));
      return FALSE;
    }
  if (!*reason)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT, _("outcome: key “reason”: missing"));
      return FALSE;
    }
  g_autofree char *document = json_to_string (root, FALSE);

  const char *what = "recording an outcome";
  if (!adj_store_begin (self, what, error))
    return FALSE;
  if (!adj_store_envelope_row (self, envelope_id, NULL, NULL, NULL, error))
    goto fail;
  {
    g_autoptr(sqlite3_stmt) insert = adj_store_prepare (self,
        "INSERT INTO outcomes (envelope_id, status, result, reason, document, recorded_at)"
        " VALUES (?, ?, ?, ?, ?, ?)", what, error);
    if (!insert)
      goto fail;
    g_autofree char *now = now_iso8601 ();
    sqlite3_bind_int64 (insert, 1, envelope_id);
    sqlite3_bind_text (insert, 2, status, -1, SQLITE_STATIC);
    if (*result)
      sqlite3_bind_text (insert, 3, result, -1, SQLITE_STATIC);
    else
      sqlite3_bind_null (insert, 3);
    sqlite3_bind_text (insert, 4, reason, -1, SQLITE_STATIC);
    sqlite3_bind_text (insert, 5, document, -1, SQLITE_STATIC);
    sqlite3_bind_text (insert, 6, now, -1, SQLITE_STATIC);
    if (sqlite3_step (insert) != SQLITE_DONE)
      {
        adj_store_set_db_error (self, error, what);
        goto fail;
      }
  }
  gint64 new_id = sqlite3_last_insert_rowid (self->db);
  {
    g_autoptr(sqlite3_stmt) update = adj_store_prepare (self,
        "UPDATE games SET state = ?2 WHERE id = (SELECT game_id FROM envelopes WHERE id = ?1)", what, error);
    if (!update)
      goto fail;
    sqlite3_bind_int64 (update, 1, envelope_id);
    sqlite3_bind_text (update, 2, game_states[s], -1, SQLITE_STATIC);
    if (sqlite3_step (update) != SQLITE_DONE)
      {
        adj_store_set_db_error (self, error, what);
        goto fail;
      }
  }
  {
    g_autofree char *note = g_strdup_printf ("%s %s (%s)", status, *result ? result : "-", reason);
    if (!adj_custody_append_in_transaction (self, envelope_id, ADJ_CUSTODY_OUTCOME, actor ? actor : "",
                                            NULL, note, NULL, error))
      goto fail;
  }
  if (!adj_store_commit (self, what, error))
    return FALSE;
  if (outcome_id)
    *outcome_id = new_id;
  return TRUE;

fail:
  adj_store_rollback (self);
  return FALSE;
}
