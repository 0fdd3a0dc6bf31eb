/* adj-db-pg.c — the store's database on a PostgreSQL server, through libpq
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file of the program that speaks to libpq. The store's SQL uses
 * "?" and "?N" parameters, rewritten here to "$N"; a statement runs when it
 * is first stepped (its parameters' types are known only once bound), and
 * its rows are then read one by one from the result, as text, the way
 * SQLite gives them: integers as numbers, bytea as bytes, bool as 0 or 1.
 * Every write transaction is SERIALIZABLE: where two desks would conflict,
 * one fails with SQLSTATE 40001, and adj_db_run_transaction() runs it again.
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-db-backend.h"
#include "adj-db-pg.h"
#include "adj-pgpass.h"
#include "adj-pq.h"

/* Type OIDs of pg_type, fixed since PostgreSQL 7. */
enum {
  OID_BOOL = 16,
  OID_BYTEA = 17,
  OID_INT8 = 20,
  OID_INT2 = 21,
  OID_INT4 = 23,
  OID_OID = 26,
  OID_FLOAT4 = 700,
  OID_FLOAT8 = 701,
  OID_NUMERIC = 1700,
};

typedef struct {
  AdjDb    parent;
  PGconn  *conn;
  /* What a message must never show: the URI's password, as written and
   * as decoded. */
  char    *secrets[2];
  char    *role;            /* current_user at connection */
  gint64   changes;
  gboolean used_sequence;   /* an INSERT ran: lastval() has a value */
} PgDb;

typedef struct {
  AdjDbStmt   parent;
  char       *sql;          /* with $N parameters */
  int         n_params;
  const char **values;
  int        *lengths;
  int        *formats;
  Oid        *types;
  char      **owned;        /* integers written as text */
  PGresult   *result;
  int         row;
  int         n_rows;
  guchar    **blobs;        /* the current row's bytea columns, decoded */
  size_t     *blob_lengths;
} PgStmt;

#define PG(db) ((PgDb *) (db))
#define CONN(db) (PG (db)->conn)
#define PGSTMT(stmt) ((PgStmt *) (stmt))

/* ---- URIs and secrets ---------------------------------------------------- */

gboolean
adj_db_pg_is_uri (const char *text)
{
  return text != NULL
         && (g_str_has_prefix (text, "postgresql://") || g_str_has_prefix (text, "postgres://"));
}

/* Where the authority ends: the first "/", "?" or "#" after "://". */
static const char *
authority_end (const char *authority)
{
  return authority + strcspn (authority, "/?#");
}

/* The "@" ending "user:password@" before the host, or NULL: the first,
 * as libpq splits (adj_db_pg_check_uri() refuses a URI with another). */
static const char *
userinfo_end (const char *authority)
{
  const char *end = authority_end (authority);
  return memchr (authority, '@', (gsize) (end - authority));
}

/* Does URI split one way for libpq and another for us? libpq takes the
 * user-info up to the first "@" unless a "/" comes first; we end the
 * authority at "/", "?" or "#". A raw "/", "?", "#" before the first "@",
 * or a second "@", is a password not percent-encoded (or an "@" past the
 * host): where it ends, neither can tell. */
static gboolean
uri_is_ambiguous (const char *uri)
{
  const char *authority = strstr (uri, "://");
  if (authority == NULL)
    return FALSE;
  authority += 3;
  const char *at = strchr (authority, '@');
  if (at == NULL)
    return FALSE;
  return strcspn (authority, "/?#") < (gsize) (at - authority) || strchr (at + 1, '@') != NULL;
}

/* An ambiguous URI as it may be shown: what follows its last "@" only. */
static char *
display_ambiguous (const char *uri)
{
  const char *authority = strstr (uri, "://") + 3;
  return g_strdup_printf ("%.*s%s", (int) (authority - uri), uri, strrchr (authority, '@') + 1);
}

gboolean
adj_db_pg_check_uri (const char *uri, GError **error)
{
  g_return_val_if_fail (adj_db_pg_is_uri (uri), FALSE);
  if (!uri_is_ambiguous (uri))
    return TRUE;
  g_autofree char *shown = adj_db_pg_display_uri (uri);
  g_set_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN,
               _("%s: the user name or password in this address holds a “/”, “?”, “#” or a second “@”: "
                 "write them percent-encoded (%%2F, %%3F, %%23, %%40)"), shown);
  return FALSE;
}

static gboolean
is_password_param (const char *p)
{
  return g_ascii_strncasecmp (p, "password=", 9) == 0;
}

static char *uri_password (const char *uri);
static char *scrub (char *const *secrets, const char *message);

/* Without the user-info part and the password parameter, and the password
 * nowhere else either (another parameter may happen to equal it). */
static char *
display_without_password (const char *uri);

char *
adj_db_pg_display_uri (const char *uri)
{
  g_return_val_if_fail (uri != NULL, NULL);
  if (uri_is_ambiguous (uri))
    {
      /* Its last "@" ends whatever secret it holds; and no password parameter after it. */
      g_autofree char *tail = display_ambiguous (uri);
      return adj_db_pg_display_uri (tail);
    }
  g_autofree char *shown = display_without_password (uri);
  char *secrets[2] = { uri_password (uri), NULL };
  secrets[1] = secrets[0] ? g_uri_unescape_string (secrets[0], NULL) : NULL;
  char *clean = scrub (secrets, shown);
  for (guint i = 0; i < 2; i++)
    if (secrets[i])
      {
        sodium_memzero (secrets[i], strlen (secrets[i]));
        g_free (secrets[i]);
      }
  return clean;
}

static char *
display_without_password (const char *uri)
{
  const char *authority = strstr (uri, "://");
  if (authority == NULL)
    return g_strdup (uri);
  authority += 3;
  const char *at = userinfo_end (authority);
  GString *s = g_string_new_len (uri, authority - uri);
  const char *rest = at ? at + 1 : authority;
  const char *query = strchr (rest, '?');
  if (query == NULL)
    {
      g_string_append (s, rest);
      return g_string_free (s, FALSE);
    }
  g_string_append_len (s, rest, query - rest);
  /* The query's parameters but the password. */
  g_auto (GStrv) params = g_strsplit (query + 1, "&", -1);
  gboolean first = TRUE;
  for (guint i = 0; params[i]; i++)
    {
      if (is_password_param (params[i]) || *params[i] == '\0')
        continue;
      g_string_append_c (s, first ? '?' : '&');
      g_string_append (s, params[i]);
      first = FALSE;
    }
  return g_string_free (s, FALSE);
}

/* The password URI holds, as written (percent-encoded), or NULL. */
static char *
uri_password (const char *uri)
{
  const char *authority = strstr (uri, "://");
  if (authority == NULL)
    return NULL;
  authority += 3;
  const char *at = userinfo_end (authority);
  if (at)
    {
      const char *colon = memchr (authority, ':', at - authority);
      if (colon && colon + 1 < at)
        return g_strndup (colon + 1, at - colon - 1);
    }
  const char *query = strchr (authority, '?');
  for (const char *p = query; p; p = strchr (p + 1, '&'))
    if (is_password_param (p + 1))
      {
        const char *value = p + 10;
        return g_strndup (value, strcspn (value, "&#"));
      }
  return NULL;
}

/* MESSAGE with every secret replaced. */
static char *
scrub (char *const *secrets, const char *message)
{
  GString *s = g_string_new (message ? message : "");
  for (guint i = 0; i < 2; i++)
    if (secrets[i] && *secrets[i])
      g_string_replace (s, secrets[i], "********", 0);
  return g_string_free (s, FALSE);
}

static void
wipe (char **secret)
{
  if (*secret)
    sodium_memzero (*secret, strlen (*secret));
  g_clear_pointer (secret, g_free);
}

/* ---- errors -------------------------------------------------------------- */

static AdjDbError
code_for_state (const char *state, const char *constraint)
{
  static const struct {
    const char *prefix;
    AdjDbError  code;
  } table[] = {
    /* Two desks appending to one event's chain at once: the loser's
     * position is taken; on the new head it will not be. */
    { "40001", ADJ_DB_ERROR_RETRY },
    { "40P01", ADJ_DB_ERROR_RETRY },
    { "55P03", ADJ_DB_ERROR_RETRY },
    { "23", ADJ_DB_ERROR_CONSTRAINT },
    /* The append-only triggers' RAISE EXCEPTION. */
    { "P0001", ADJ_DB_ERROR_CONSTRAINT },
    { "XX001", ADJ_DB_ERROR_CORRUPT },
    { "XX002", ADJ_DB_ERROR_CORRUPT },
    { "25006", ADJ_DB_ERROR_READ_ONLY },
    /* Privileges, row-level security, the appointment checks' RAISE. */
    { "42501", ADJ_DB_ERROR_DENIED },
    { "08", ADJ_DB_ERROR_IO },
    { "53", ADJ_DB_ERROR_IO },
    { "58", ADJ_DB_ERROR_IO },
    { "57P", ADJ_DB_ERROR_IO },
    { "28", ADJ_DB_ERROR_OPEN },
    { "3D", ADJ_DB_ERROR_OPEN },
  };
  if (state == NULL)
    return ADJ_DB_ERROR_IO;   /* no answer from the server at all */
  /* A desk's next custody row took the seq or the chain position another
   * desk's concurrent one took first (SERIALIZABLE usually says 40001). */
  if (strcmp (state, "23505") == 0
      && (g_strcmp0 (constraint, "custody_by_chain") == 0 || g_strcmp0 (constraint, "custody_pkey") == 0))
    return ADJ_DB_ERROR_RETRY;
  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (g_str_has_prefix (state, table[i].prefix))
      return table[i].code;
  return ADJ_DB_ERROR_FAILED;
}

/* Note RESULT's failure (NULL: the connection's) as the connection's error. */
static void
note_failure (AdjDb *db, const PGresult *result)
{
  const char *state = result ? PQresultErrorField (result, PG_DIAG_SQLSTATE) : NULL;
  const char *primary = result ? PQresultErrorField (result, PG_DIAG_MESSAGE_PRIMARY) : NULL;
  const char *constraint = result ? PQresultErrorField (result, PG_DIAG_CONSTRAINT_NAME) : NULL;
  g_autofree char *message = g_strdup (primary ? primary : PQerrorMessage (CONN (db)));
  g_strchomp (message);
  g_autofree char *clean = scrub (PG (db)->secrets, message);
  AdjDbError code = code_for_state (state, constraint);
  if (state == NULL && PQstatus (CONN (db)) != CONNECTION_BAD)
    code = ADJ_DB_ERROR_FAILED;
  adj_db_backend_fail (db, code, clean);
}

/* ---- the connection ------------------------------------------------------ */

static void
pg_close (AdjDb *db)
{
  PQfinish (CONN (db));
  wipe (&PG (db)->secrets[0]);
  wipe (&PG (db)->secrets[1]);
  g_free (PG (db)->role);
  g_free (db);
}

static gboolean
command_ok (AdjDb *db, PGresult *result)
{
  ExecStatusType status = PQresultStatus (result);
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
    return TRUE;
  note_failure (db, result);
  return FALSE;
}

static gboolean
pg_exec (AdjDb *db, const char *sql)
{
  /* A COMMIT of a transaction a statement failed in rolls it back without
   * an error: the failure that aborted it stays the connection's. */
  gboolean aborted = PQtransactionStatus (CONN (db)) == PQTRANS_INERROR;
  PGresult *result = PQexec (CONN (db), sql);
  gboolean ok = command_ok (db, result);
  if (ok && strcmp (PQcmdStatus (result), "ROLLBACK") == 0
      && g_ascii_strncasecmp (sql, "COMMIT", 6) == 0)
    {
      ok = FALSE;
      if (!aborted || db->message == NULL)
        adj_db_backend_fail (db, ADJ_DB_ERROR_FAILED,
                             "the transaction was rolled back after an earlier error");
    }
  PQclear (result);
  return ok;
}

static gboolean
pg_begin_write (AdjDb *db)
{
  return pg_exec (db, "BEGIN ISOLATION LEVEL SERIALIZABLE");
}

static gboolean
pg_begin_read (AdjDb *db)
{
  return pg_exec (db, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
}

static gboolean
pg_in_transaction (AdjDb *db)
{
  PGTransactionStatusType status = PQtransactionStatus (CONN (db));
  return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE;
}

/* A query of one row and one column, as an integer; FALSE with the
 * connection's error. */
static gboolean
query_int (AdjDb *db, const char *sql, int n_params, const char *const *values, gint64 *out)
{
  PGresult *result = PQexecParams (CONN (db), sql, n_params, NULL, values, NULL, NULL, 0);
  gboolean ok = command_ok (db, result) && PQntuples (result) == 1 && PQnfields (result) >= 1;
  if (ok)
    *out = PQgetisnull (result, 0, 0) ? 0 : g_ascii_strtoll (PQgetvalue (result, 0, 0), NULL, 10);
  PQclear (result);
  return ok;
}

static gint64
pg_last_insert_id (AdjDb *db)
{
  /* lastval() fails before any sequence was used in the session, and a
   * failure would abort the transaction around it. */
  gint64 id = 0;
  if (PG (db)->used_sequence)
    query_int (db, "SELECT lastval ()", 0, NULL, &id);
  return id;
}

static gint64
pg_changes (AdjDb *db)
{
  return PG (db)->changes;
}

static gint64
pg_data_stamp (AdjDb *db)
{
  /* The next transaction id moves with every write anywhere on the server:
   * it may change when this database did not, never the other way. */
  gint64 stamp = 0;
  query_int (db, "SELECT pg_snapshot_xmax (pg_current_snapshot ())::text::bigint", 0, NULL, &stamp);
  return stamp;
}

static gboolean
pg_count_triggers (AdjDb *db, const char * const *names, gint64 *count)
{
  *count = 0;
  for (guint i = 0; names[i]; i++)
    {
      gint64 n = 0;
      const char *values[] = { names[i] };
      if (!query_int (db, "SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
                          " WHERE NOT t.tgisinternal AND t.tgname = $1"
                          " AND c.relnamespace = current_schema ()::regnamespace",
                      1, values, &n))
        return FALSE;
      *count += n;
    }
  return TRUE;
}

/* ---- statements ---------------------------------------------------------- */

/* SQL with "?" and "?N" written "$N", outside quotes and comments; a bare
 * "?" is numbered one past the highest so far, as SQLite numbers it.
 * *N_PARAMS receives the highest number. */
static char *
rewrite_parameters (const char *sql, int *n_params)
{
  GString *s = g_string_sized_new (strlen (sql) + 16);
  int highest = 0;
  for (const char *p = sql; *p;)
    {
      if (*p == '\'' || *p == '"')
        {
          const char quote = *p;
          const char *end = p + 1;
          while (*end && !(*end == quote && end[1] != quote))
            end += *end == quote ? 2 : 1;
          if (*end)
            end++;
          g_string_append_len (s, p, end - p);
          p = end;
        }
      else if (p[0] == '-' && p[1] == '-')
        {
          const char *end = p + strcspn (p, "\n");
          g_string_append_len (s, p, end - p);
          p = end;
        }
      else if (*p == '?')
        {
          p++;
          int n;
          if (g_ascii_isdigit (*p))
            {
              char *end;
              n = (int) g_ascii_strtoll (p, &end, 10);
              p = end;
            }
          else
            n = highest + 1;
          highest = MAX (highest, n);
          g_string_append_printf (s, "$%d", n);
        }
      else
        g_string_append_c (s, *p++);
    }
  *n_params = highest;
  return g_string_free (s, FALSE);
}

static void
clear_row (PgStmt *stmt)
{
  if (stmt->result == NULL)
    return;
  for (int i = 0; i < PQnfields (stmt->result); i++)
    g_clear_pointer (&stmt->blobs[i], PQfreemem);
}

static void
clear_result (PgStmt *stmt)
{
  clear_row (stmt);
  g_clear_pointer (&stmt->blobs, g_free);
  g_clear_pointer (&stmt->blob_lengths, g_free);
  g_clear_pointer (&stmt->result, PQclear);
  stmt->row = -1;
  stmt->n_rows = 0;
}

static AdjDbStmt *
pg_prepare (AdjDb *db, const char *sql)
{
  PgStmt *stmt = g_new0 (PgStmt, 1);
  stmt->parent.db = db;
  stmt->sql = rewrite_parameters (sql, &stmt->n_params);
  stmt->values = g_new0 (const char *, stmt->n_params + 1);
  stmt->lengths = g_new0 (int, stmt->n_params + 1);
  stmt->formats = g_new0 (int, stmt->n_params + 1);
  stmt->types = g_new0 (Oid, stmt->n_params + 1);
  stmt->owned = g_new0 (char *, stmt->n_params + 1);
  stmt->row = -1;
  adj_db_backend_clear (db);
  return &stmt->parent;
}

static void
pg_stmt_free (AdjDbStmt *self)
{
  PgStmt *stmt = PGSTMT (self);
  clear_result (stmt);
  for (int i = 0; i < stmt->n_params; i++)
    g_free (stmt->owned[i]);
  g_free (stmt->owned);
  g_free (stmt->values);
  g_free (stmt->lengths);
  g_free (stmt->formats);
  g_free (stmt->types);
  g_free (stmt->sql);
  g_free (stmt);
}

/* The slot of parameter INDEX (from 1), emptied; NULL when out of range. */
static int
slot (PgStmt *stmt, int index)
{
  g_return_val_if_fail (index >= 1 && index <= stmt->n_params, -1);
  int i = index - 1;
  g_clear_pointer (&stmt->owned[i], g_free);
  stmt->values[i] = NULL;
  stmt->lengths[i] = 0;
  stmt->formats[i] = 0;
  stmt->types[i] = 0;
  return i;
}

static void
pg_bind_int64 (AdjDbStmt *self, int index, gint64 value)
{
  PgStmt *stmt = PGSTMT (self);
  int i = slot (stmt, index);
  if (i < 0)
    return;
  stmt->owned[i] = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  stmt->values[i] = stmt->owned[i];
  stmt->types[i] = OID_INT8;
}

static void
pg_bind_text (AdjDbStmt *self, int index, const char *value)
{
  PgStmt *stmt = PGSTMT (self);
  int i = slot (stmt, index);
  if (i < 0)
    return;
  /* Of no stated type: the server takes it as what the statement needs
   * there (the store binds an id kept as text as well as names). */
  stmt->values[i] = value;
}

/* Sent as binary: the bytes as they are, no escaping. */
static void
pg_bind_blob (AdjDbStmt *self, int index, gconstpointer data, gsize length)
{
  PgStmt *stmt = PGSTMT (self);
  int i = slot (stmt, index);
  if (i < 0)
    return;
  g_return_if_fail (length <= G_MAXINT);
  stmt->values[i] = length ? data : "";
  stmt->lengths[i] = (int) length;
  stmt->formats[i] = 1;
  stmt->types[i] = OID_BYTEA;
}

static void
pg_bind_null (AdjDbStmt *self, int index)
{
  slot (PGSTMT (self), index);
}

static gboolean
is_write (const char *status)
{
  return g_str_has_prefix (status, "INSERT") || g_str_has_prefix (status, "UPDATE")
         || g_str_has_prefix (status, "DELETE");
}

static AdjDbStep
pg_step (AdjDbStmt *self)
{
  PgStmt *stmt = PGSTMT (self);
  AdjDb *db = self->db;

  /* Stepped again after its end: run again, as SQLite does. */
  if (stmt->result && stmt->row >= stmt->n_rows)
    clear_result (stmt);
  if (stmt->result == NULL)
    {
      PGresult *result = PQexecParams (CONN (db), stmt->sql, stmt->n_params, stmt->types,
                                       stmt->values, stmt->lengths, stmt->formats, 0);
      if (!command_ok (db, result))
        {
          PQclear (result);
          return ADJ_DB_STEP_FAILED;
        }
      const char *status = PQcmdStatus (result);
      if (is_write (status))
        {
          PG (db)->changes = g_ascii_strtoll (PQcmdTuples (result), NULL, 10);
          if (g_str_has_prefix (status, "INSERT") && PG (db)->changes > 0)
            PG (db)->used_sequence = TRUE;
        }
      stmt->result = result;
      stmt->n_rows = PQntuples (result);
      stmt->blobs = g_new0 (guchar *, PQnfields (result) + 1);
      stmt->blob_lengths = g_new0 (size_t, PQnfields (result) + 1);
      stmt->row = -1;
    }
  clear_row (stmt);
  stmt->row++;
  if (stmt->row < stmt->n_rows)
    return ADJ_DB_STEP_ROW;
  adj_db_backend_clear (db);
  return ADJ_DB_STEP_DONE;
}

static void
pg_reset (AdjDbStmt *self)
{
  clear_result (PGSTMT (self));
}

static gboolean
has_cell (PgStmt *stmt, int column)
{
  return stmt->result && stmt->row >= 0 && stmt->row < stmt->n_rows
         && column >= 0 && column < PQnfields (stmt->result);
}

static AdjDbType
pg_column_type (AdjDbStmt *self, int column)
{
  PgStmt *stmt = PGSTMT (self);
  if (!has_cell (stmt, column) || PQgetisnull (stmt->result, stmt->row, column))
    return ADJ_DB_TYPE_NULL;
  switch (PQftype (stmt->result, column))
    {
    case OID_BOOL:
    case OID_INT2:
    case OID_INT4:
    case OID_INT8:
    case OID_OID:
      return ADJ_DB_TYPE_INTEGER;
    case OID_NUMERIC:
      /* sum () of integers is numeric: whole, it is SQLite's integer. */
      return strchr (PQgetvalue (stmt->result, stmt->row, column), '.')
             ? ADJ_DB_TYPE_FLOAT : ADJ_DB_TYPE_INTEGER;
    case OID_FLOAT4:
    case OID_FLOAT8:
      return ADJ_DB_TYPE_FLOAT;
    case OID_BYTEA:
      return ADJ_DB_TYPE_BLOB;
    default:
      return ADJ_DB_TYPE_TEXT;
    }
}

static const char *
pg_column_text (AdjDbStmt *self, int column)
{
  PgStmt *stmt = PGSTMT (self);
  if (!has_cell (stmt, column) || PQgetisnull (stmt->result, stmt->row, column))
    return NULL;
  const char *value = PQgetvalue (stmt->result, stmt->row, column);
  if (PQftype (stmt->result, column) == OID_BOOL)
    return *value == 't' ? "1" : "0";
  return value;
}

static gint64
pg_column_int64 (AdjDbStmt *self, int column)
{
  const char *text = pg_column_text (self, column);
  return text ? g_ascii_strtoll (text, NULL, 10) : 0;
}

static gconstpointer
pg_column_blob (AdjDbStmt *self, int column)
{
  PgStmt *stmt = PGSTMT (self);
  if (!has_cell (stmt, column) || PQgetisnull (stmt->result, stmt->row, column))
    return NULL;
  if (PQftype (stmt->result, column) != OID_BYTEA)
    return PQgetvalue (stmt->result, stmt->row, column);
  if (stmt->blobs[column] == NULL)
    stmt->blobs[column] = PQunescapeBytea ((const guchar *) PQgetvalue (stmt->result, stmt->row, column),
                                           &stmt->blob_lengths[column]);
  /* SQLite gives NULL for an empty blob. */
  return stmt->blob_lengths[column] ? stmt->blobs[column] : NULL;
}

static gsize
pg_column_bytes (AdjDbStmt *self, int column)
{
  PgStmt *stmt = PGSTMT (self);
  if (!has_cell (stmt, column) || PQgetisnull (stmt->result, stmt->row, column))
    return 0;
  if (PQftype (stmt->result, column) != OID_BYTEA)
    return strlen (pg_column_text (self, column));
  pg_column_blob (self, column);
  return stmt->blob_lengths[column];
}

/* ---- the schema's marks -------------------------------------------------- *
 *
 * SQLite keeps the schema version and the owner mark in the file's header;
 * here they are the one row of adjourn_schema, written in the migration's
 * transaction like every other change of it. */

static gboolean
pg_read_marks (AdjDb *db, gint64 *version, gint64 *application_id, gint64 *n_tables)
{
  gint64 has_marks = 0;
  if (!query_int (db, "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema ()",
                  0, NULL, n_tables)
      || !query_int (db, "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema ()"
                         " AND tablename = 'adjourn_schema'", 0, NULL, &has_marks))
    return FALSE;
  *version = 0;
  *application_id = 0;
  if (!has_marks)
    return TRUE;
  return query_int (db, "SELECT coalesce (max (version), 0) FROM adjourn_schema", 0, NULL, version)
         && query_int (db, "SELECT coalesce (max (application_id), 0) FROM adjourn_schema", 0, NULL,
                       application_id);
}

static gboolean
ensure_marks_table (AdjDb *db)
{
  return pg_exec (db, "CREATE TABLE IF NOT EXISTS adjourn_schema ("
                      "  one boolean PRIMARY KEY DEFAULT true CHECK (one),"
                      "  version bigint NOT NULL DEFAULT 0,"
                      "  application_id bigint NOT NULL DEFAULT 0)");
}

static gboolean
pg_set_schema_version (AdjDb *db, gint64 version)
{
  g_autofree char *sql = g_strdup_printf (
    "INSERT INTO adjourn_schema (version) VALUES (%" G_GINT64_FORMAT ")"
    " ON CONFLICT (one) DO UPDATE SET version = excluded.version", version);
  return ensure_marks_table (db) && pg_exec (db, sql);
}

static gboolean
pg_set_application_id (AdjDb *db, gint64 application_id)
{
  /* As SQLite's header keeps it: a signed 32-bit number. */
  g_autofree char *sql = g_strdup_printf (
    "INSERT INTO adjourn_schema (application_id) VALUES (%d)"
    " ON CONFLICT (one) DO UPDATE SET application_id = excluded.application_id",
    (gint32) application_id);
  return ensure_marks_table (db) && pg_exec (db, sql);
}

/* The key of the migration's advisory lock: "Adjn" (the application id)
 * and the schema's name, so that archives in other schemas do not wait. */
static gboolean
pg_lock_schema (AdjDb *db, gboolean lock)
{
  return pg_exec (db, lock ? "SELECT pg_advisory_lock (1097099886, hashtext (current_schema ()))"
                           : "SELECT pg_advisory_unlock (1097099886, hashtext (current_schema ()))");
}

static const AdjDbClass pg_class = {
  .name = "PostgreSQL",
  .dialect = ADJ_DB_DIALECT_POSTGRESQL,
  /* A serialization failure is the answer of a conflict, not of a lock
   * held too long: the action runs again on what the other one wrote. */
  .max_runs = 10,
  .close = pg_close,
  .exec = pg_exec,
  .prepare = pg_prepare,
  .begin_write = pg_begin_write,
  .begin_read = pg_begin_read,
  .in_transaction = pg_in_transaction,
  .last_insert_id = pg_last_insert_id,
  .changes = pg_changes,
  .data_stamp = pg_data_stamp,
  .count_triggers = pg_count_triggers,
  .stmt_free = pg_stmt_free,
  .bind_int64 = pg_bind_int64,
  .bind_text = pg_bind_text,
  .bind_blob = pg_bind_blob,
  .bind_null = pg_bind_null,
  .step = pg_step,
  .reset = pg_reset,
  .column_type = pg_column_type,
  .column_int64 = pg_column_int64,
  .column_text = pg_column_text,
  .column_blob = pg_column_blob,
  .column_bytes = pg_column_bytes,
  .read_marks = pg_read_marks,
  .set_schema_version = pg_set_schema_version,
  .set_application_id = pg_set_application_id,
  .lock_schema = pg_lock_schema,
};

/* The server's notices (a table that already exists) are not errors. */
static void
ignore_notice (void *data, const char *message)
{
}

gboolean
adj_db_is_pg (AdjDb *db)
{
  return db != NULL && db->klass == &pg_class;
}

const char *
adj_db_pg_get_role (AdjDb *db)
{
  g_return_val_if_fail (adj_db_is_pg (db), NULL);
  return PG (db)->role;
}

/* Asked once: after a refusal the transaction is aborted and could not ask. */
static gboolean
read_role (PgDb *db)
{
  PGresult *result = PQexec (db->conn, "SELECT current_user");
  gboolean ok = command_ok (&db->parent, result) && PQntuples (result) == 1;
  if (ok)
    db->role = g_strdup (PQgetvalue (result, 0, 0));
  PQclear (result);
  return ok;
}

/* ---- what a URI says, and the window's password file ------------------- */

gboolean
adj_db_pg_conninfo (const char *uri, const char *const *keywords, char **values, GError **error)
{
  g_return_val_if_fail (adj_db_pg_is_uri (uri), FALSE);
  g_return_val_if_fail (keywords != NULL && values != NULL, FALSE);

  /* A password libpq would read otherwise than the scrubbing does never
   * reaches libpq, nor a message. */
  g_autoptr(GError) check_error = NULL;
  if (!adj_db_pg_check_uri (uri, &check_error))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, check_error->message);
      return FALSE;
    }
  g_autoptr(GError) load_error = NULL;
  if (!adj_pq_load (&load_error))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, load_error->message);
      return FALSE;
    }
  char *why = NULL;
  PQconninfoOption *options = PQconninfoParse (uri, &why);
  if (options == NULL)
    {
      /* libpq may quote a piece of the URI: the password's, perhaps. */
      char *secrets[2] = { uri_password (uri), NULL };
      secrets[1] = secrets[0] ? g_uri_unescape_string (secrets[0], NULL) : NULL;
      g_autofree char *clean = scrub (secrets, why ? g_strchomp (why) : "out of memory");
      g_autofree char *shown = adj_db_pg_display_uri (uri);
      wipe (&secrets[0]);
      wipe (&secrets[1]);
      if (why)
        PQfreemem (why);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("%s: not a valid address: %s"), shown, clean);
      return FALSE;
    }
  for (guint i = 0; keywords[i]; i++)
    {
      values[i] = NULL;
      for (PQconninfoOption *o = options; o->keyword; o++)
        if (strcmp (o->keyword, keywords[i]) == 0 && o->val && *o->val)
          values[i] = g_strdup (o->val);
    }
  /* The password is in there too, as every value. */
  for (PQconninfoOption *o = options; o->keyword; o++)
    if (o->val)
      sodium_memzero (o->val, strlen (o->val));
  PQconninfoFree (options);
  return TRUE;
}

/* Process-wide, as libpq's own PGPASSFILE is: set once by the window before
 * any archive is opened, read by every opening thread. */
G_LOCK_DEFINE_STATIC (password_file);
static char *password_file;

void
adj_db_pg_set_password_file (const char *path)
{
  G_LOCK (password_file);
  g_free (password_file);
  password_file = g_strdup (path);
  G_UNLOCK (password_file);
}

char *
adj_db_pg_dup_password_file (void)
{
  G_LOCK (password_file);
  char *path = g_strdup (password_file);
  G_UNLOCK (password_file);
  return path;
}

/* The password file for URI: the window's, when it holds URI's entry; else
 * none, and libpq looks where it always does (PGPASSFILE, ~/.pgpass). */
static char *
password_file_for (const char *uri)
{
  char *path = adj_db_pg_dup_password_file ();
  if (path && adj_pgpass_holds (path, uri))
    return path;
  g_free (path);
  return NULL;
}

AdjDb *
adj_db_pg_open (const char *uri, AdjDbOpenFlags flags, GError **error)
{
  g_return_val_if_fail (adj_db_pg_is_uri (uri), NULL);

  if (!adj_db_pg_check_uri (uri, error) || !adj_pq_load (error))
    return NULL;
  PgDb *db = g_new0 (PgDb, 1);
  db->parent.klass = &pg_class;
  db->secrets[0] = uri_password (uri);
  db->secrets[1] = db->secrets[0] ? g_uri_unescape_string (db->secrets[0], NULL) : NULL;
  g_autofree char *shown = adj_db_pg_display_uri (uri);

  /* A NULL value is no value: libpq keeps the URI's or its own. */
  g_autofree char *passfile = password_file_for (uri);
  const char *const keywords[] = { "dbname", "fallback_application_name", "client_encoding", "passfile", NULL };
  const char *const values[] = { uri, "adjourn", "UTF8", passfile, NULL };
  db->conn = PQconnectdbParams (keywords, values, 1);
  if (db->conn == NULL || PQstatus (db->conn) != CONNECTION_OK)
    {
      g_autofree char *why = db->conn ? g_strdup (PQerrorMessage (db->conn))
                                      : g_strdup ("out of memory");
      g_autofree char *clean = scrub (db->secrets, g_strchomp (why));
      g_set_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN, _("%s: cannot open: %s"), shown, clean);
      adj_db_close (&db->parent);
      return NULL;
    }
  PQsetNoticeProcessor (db->conn, ignore_notice, NULL);
  const char *settings = (flags & ADJ_DB_OPEN_READ_ONLY)
                         ? "SET default_transaction_read_only = on" : "SELECT 1";
  if (!pg_exec (&db->parent, settings) || !read_role (db))
    {
      g_set_error (error, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN, _("%s: cannot open: %s"), shown,
                   adj_db_errmsg (&db->parent));
      adj_db_close (&db->parent);
      return NULL;
    }
  return &db->parent;
}
