/* adj-store-push.c — an event carried from a desk's archive to another
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The desk's rows are read whole first, in one snapshot, with the desk's
 * chain verified in it; then the target's action only writes what was
 * read, so that running it again after a serialization conflict does
 * nothing twice. Rows are copied cell by cell with the type the desk
 * stored: what a chain hashes (texts and blobs) reaches the target byte for
 * byte, and a row id never crosses (envelopes are matched by uid, the event
 * by its chain id, rounds and games by their names).
 */
#define G_LOG_DOMAIN "adjourn-store-push"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-store-private.h"
#include "adj-store-push.h"

/* ---- cells: one value as the desk stored it ------------------------------ */

typedef struct {
  AdjDbType  type;
  gint64     number;
  GBytes    *bytes;   /* text (NUL-terminated, the NUL not counted) or blob */
} Cell;

static void
cell_clear (Cell *cell)
{
  g_clear_pointer (&cell->bytes, g_bytes_unref);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Cell, cell_clear)

static void
cell_read (Cell *cell, AdjDbStmt *stmt, int column)
{
  cell->type = adj_db_stmt_column_type (stmt, column);
  switch (cell->type)
    {
    case ADJ_DB_TYPE_INTEGER:
    case ADJ_DB_TYPE_FLOAT:
      cell->type = ADJ_DB_TYPE_INTEGER;
      cell->number = adj_db_stmt_column_int64 (stmt, column);
      break;
    case ADJ_DB_TYPE_TEXT:
      {
        const char *text = adj_db_stmt_column_text (stmt, column);
        gsize length = (gsize) adj_db_stmt_column_bytes (stmt, column);
        char *copy = g_strndup (text ? text : "", length);
        cell->bytes = g_bytes_new_take (copy, length);
      }
      break;
    case ADJ_DB_TYPE_BLOB:
      cell->bytes = g_bytes_new (adj_db_stmt_column_blob (stmt, column),
                                 (gsize) adj_db_stmt_column_bytes (stmt, column));
      break;
    case ADJ_DB_TYPE_NULL:
    default:
      cell->type = ADJ_DB_TYPE_NULL;
      break;
    }
}

static void
cell_bind (const Cell *cell, AdjDbStmt *stmt, int index)
{
  switch (cell->type)
    {
    case ADJ_DB_TYPE_INTEGER:
      adj_db_stmt_bind_int64 (stmt, index, cell->number);
      break;
    case ADJ_DB_TYPE_TEXT:
      adj_db_stmt_bind_text (stmt, index, g_bytes_get_data (cell->bytes, NULL));
      break;
    case ADJ_DB_TYPE_BLOB:
      {
        gsize length;
        gconstpointer data = g_bytes_get_data (cell->bytes, &length);
        adj_db_stmt_bind_blob (stmt, index, data ? data : "", length);
      }
      break;
    default:
      adj_db_stmt_bind_null (stmt, index);
      break;
    }
}

static const char *
cell_text (const Cell *cell)
{
  return cell->type == ADJ_DB_TYPE_TEXT ? g_bytes_get_data (cell->bytes, NULL) : "";
}

/* Do the stored bytes of CELL equal column COLUMN of STMT? NULL equals NULL. */
static gboolean
cell_equals_column (const Cell *cell, AdjDbStmt *stmt, int column)
{
  g_auto(Cell) other = { 0 };
  cell_read (&other, stmt, column);
  if (cell->type != other.type)
    return FALSE;
  if (cell->type == ADJ_DB_TYPE_INTEGER)
    return cell->number == other.number;
  return cell->bytes == NULL || g_bytes_equal (cell->bytes, other.bytes);
}
/* Rows of WIDTH cells. */
typedef struct {
  guint   width;
  GArray *cells;
} Table;

static void
table_clear (Table *table)
{
  g_clear_pointer (&table->cells, g_array_unref);
}

static guint
table_rows (const Table *table)
{
  return table->cells ? table->cells->len / table->width : 0;
}

static Cell *
table_row (const Table *table, guint row)
{
  return &g_array_index (table->cells, Cell, row * table->width);
}

/* Every row SQL selects, its one parameter the event's id. */
static gboolean
table_read (Table *table, AdjStore *store, const char *sql, guint width, gint64 event_id, GError **error)
{
  const char *what = "reading the event to push";
  table->width = width;
  table->cells = g_array_new (FALSE, TRUE, sizeof (Cell));
  g_array_set_clear_func (table->cells, (GDestroyNotify) cell_clear);
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, sql, what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    for (guint i = 0; i < width; i++)
      {
        Cell cell = { 0 };
        cell_read (&cell, stmt, (int) i);
        g_array_append_val (table->cells, cell);
      }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  return TRUE;
}

/* ---- what is read from the desk ----------------------------------------- */

#define EVENT_COLUMNS \
  "name, rules, created_at, chain_id, seal_salt, seal_opslimit, seal_memlimit, seal_check," \
  " sign_public, sign_secret"
enum { EV_NAME, EV_RULES, EV_CREATED, EV_CHAIN, EV_SALT, EV_OPS, EV_MEM, EV_CHECK, EV_PUBLIC, EV_SECRET, EV_WIDTH };

/* The envelope's own columns, copied as they are. */
#define ENVELOPE_COLUMNS \
  "document, document_hash, rules, position, sealer, sealed_move_number, adjourned_at," \
  " adjourned_unix, resumption_at, resumption_place, state, kind, seal_code, white_scoresheet," \
  " black_scoresheet, opened_at, search, imported_at"
#define ENVELOPE_N_COLUMNS 18
/* A row of the envelopes table: its id here, its uid, its game, then ENVELOPE_COLUMNS and its sealed move. */
enum { EN_ID, EN_UID, EN_ROUND, EN_BOARD, EN_WHITE, EN_BLACK, EN_GAME_STATE, EN_COLUMNS,
       EN_NONCE = EN_COLUMNS + ENVELOPE_N_COLUMNS, EN_CIPHERTEXT, EN_WIDTH };
/* The columns of ENVELOPE_COLUMNS a custody step changes (in UPDATE_ENVELOPE's order). */
static const guint envelope_changing[] = { 0, 1, 10, 11, 12, 13, 14, 15, 16 };
#define UPDATE_ENVELOPE \
  "UPDATE envelopes SET document = ?2, document_hash = ?3, state = ?4, kind = ?5, seal_code = ?6," \
  " white_scoresheet = ?7, black_scoresheet = ?8, opened_at = ?9, search = ?10 WHERE id = ?1"

#define OUTCOME_COLUMNS "status, result, reason, document, recorded_at"
enum { OU_ENVELOPE, OU_STATUS, OU_RESULT, OU_REASON, OU_DOCUMENT, OU_RECORDED, OU_WIDTH };

#define CUSTODY_COLUMNS "position, at, happened_at, kind, actor, present, note, prev_hash, hash, document_hash"
enum { CU_POSITION, CU_AT, CU_HAPPENED, CU_KIND, CU_ACTOR, CU_PRESENT, CU_NOTE, CU_PREV, CU_HASH,
       CU_DOCUMENT, CU_ENVELOPE, CU_WIDTH };

enum { SI_POSITION, SI_SIGNATURE, SI_SIGNED, SI_WIDTH };

typedef struct {
  Table event, envelopes, outcomes, custody, signatures;
  /* filled by each run of the target's action */
  GHashTable    *target_ids;   /* desk envelope id → target id (gint64 keys and values) */
  AdjPushReport *report;
} Push;

static void
push_clear (Push *push)
{
  table_clear (&push->event);
  table_clear (&push->envelopes);
  table_clear (&push->outcomes);
  table_clear (&push->custody);
  table_clear (&push->signatures);
  g_clear_pointer (&push->target_ids, g_hash_table_unref);
}

static const char source_envelopes_sql[] =
  "SELECT v.id, v.uid, r.name, g.board, g.white, g.black, g.state, "
  "v.document, v.document_hash, v.rules, v.position, v.sealer, v.sealed_move_number, v.adjourned_at,"
  " v.adjourned_unix, v.resumption_at, v.resumption_place, v.state, v.kind, v.seal_code,"
  " v.white_scoresheet, v.black_scoresheet, v.opened_at, v.search, v.imported_at, s.nonce, s.ciphertext"
  " FROM envelopes v JOIN games g ON g.id = v.game_id JOIN rounds r ON r.id = g.round_id"
  " LEFT JOIN sealed_moves s ON s.envelope_id = v.id WHERE r.event_id = ? ORDER BY v.id";

static const char source_outcomes_sql[] =
  "SELECT o.envelope_id, o.status, o.result, o.reason, o.document, o.recorded_at"
  " FROM outcomes o JOIN envelopes v ON v.id = o.envelope_id JOIN games g ON g.id = v.game_id"
  " JOIN rounds r ON r.id = g.round_id WHERE r.event_id = ? ORDER BY o.id";

static const char source_custody_sql[] =
  "SELECT " CUSTODY_COLUMNS ", coalesce (envelope_id, 0) FROM custody"
  " WHERE event_id = ? AND position IS NOT NULL ORDER BY position";

/* Custody rows about the event's envelopes kept in the legacy chain. */
static const char source_legacy_sql[] =
  "SELECT count(*) FROM custody c JOIN envelopes v ON v.id = c.envelope_id JOIN games g ON g.id = v.game_id"
  " JOIN rounds r ON r.id = g.round_id WHERE r.event_id = ? AND c.position IS NULL";

static gboolean
read_event_id (AdjStore *source, const char *event, gint64 *event_id, GError **error)
{
  const char *what = "reading the event to push";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (source, "SELECT id FROM events WHERE name = ?", what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_text (stmt, 1, event);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_ROW)
    {
      *event_id = adj_db_stmt_column_int64 (stmt, 0);
      return TRUE;
    }
  if (rc == ADJ_DB_STEP_DONE)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND, _("no event named “%s” in %s"), event,
                 adj_store_get_path (source));
  else
    adj_store_set_db_error (source, error, what);
  return FALSE;
}

/* Everything of EVENT in SOURCE, its chain verified in the same snapshot. */
static gboolean
read_source_in_snapshot (AdjStore *source, const char *event, Push *push, GError **error)
{
  gint64 event_id = 0;
  if (!read_event_id (source, event, &event_id, error))
    return FALSE;
  g_autoptr(GError) broken = NULL;
  if (!adj_custody_check (source, event, NULL, &broken))
    {
      g_set_error (error, broken->domain, broken->code, _("%s: the custody chain of “%s” does not verify here, "
                                                          "so it is not pushed: %s"),
                   adj_store_get_path (source), event, broken->message);
      return FALSE;
    }
  Table legacy = { 0 };
  gboolean ok = table_read (&legacy, source, source_legacy_sql, 1, event_id, error);
  gint64 n_legacy = ok ? table_row (&legacy, 0)->number : 0;
  table_clear (&legacy);
  if (!ok)
    return FALSE;
  if (n_legacy > 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("%s: “%s” has %lld custody entries written before the events had chains of their own "
                     "(an archive from an older Adjourn): they cannot be verified on their own elsewhere, so the "
                     "event is not pushed"),
                   adj_store_get_path (source), event, (long long) n_legacy);
      return FALSE;
    }
  return table_read (&push->event, source, "SELECT " EVENT_COLUMNS " FROM events WHERE id = ?", EV_WIDTH,
                     event_id, error)
         && table_read (&push->envelopes, source, source_envelopes_sql, EN_WIDTH, event_id, error)
         && table_read (&push->outcomes, source, source_outcomes_sql, OU_WIDTH, event_id, error)
         && table_read (&push->custody, source, source_custody_sql, CU_WIDTH, event_id, error)
         && table_read (&push->signatures, source,
                        "SELECT position, signature, signed_at FROM custody_signatures WHERE event_id = ?"
                        " ORDER BY position", SI_WIDTH, event_id, error);
}

static gboolean
read_source (AdjStore *source, const char *event, Push *push, GError **error)
{
  AdjDb *db = adj_store_get_db (source);
  gboolean own = !adj_db_in_transaction (db);
  if (own && !adj_db_begin_read (db, NULL))
    {
      adj_store_set_db_error (source, error, "reading the event to push");
      return FALSE;
    }
  gboolean ok = read_source_in_snapshot (source, event, push, error);
  if (own)
    adj_db_end_read (db);
  return ok;
}

/* ---- what is written on the target -------------------------------------- */

static gboolean
step_done (AdjStore *target, AdjDbStmt *stmt, const char *what, GError **error)
{
  if (adj_db_stmt_step (stmt) == ADJ_DB_STEP_DONE)
    return TRUE;
  adj_store_set_db_error (target, error, what);
  return FALSE;
}

static gboolean
conflict (GError **error, AdjStore *target, const char *event, const char *why)
{
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT, _("%s: “%s” is there with another history: %s; "
                                                                   "nothing was pushed"),
               adj_store_get_path (target), event, why);
  return FALSE;
}

/* The event on the target by its chain id (*ID 0 when it is not there),
 * after making sure no other event there has its name. */
static gboolean
find_target_event (AdjStore *target, Push *push, gint64 *id, GError **error)
{
  const char *what = "looking for the event";
  const Cell *event = table_row (&push->event, 0);
  const char *name = cell_text (&event[EV_NAME]);
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (target, "SELECT id, chain_id FROM events WHERE name = ?1",
                                                 what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_text (stmt, 1, name);
  int rc = adj_db_stmt_step (stmt);
  *id = 0;
  if (rc == ADJ_DB_STEP_ROW)
    {
      if (!cell_equals_column (&event[EV_CHAIN], stmt, 1))
        return conflict (error, target, name, _("an event of that name holds another custody chain"));
      *id = adj_db_stmt_column_int64 (stmt, 0);
      return TRUE;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  g_autoptr(AdjDbStmt) by_chain = adj_store_prepare (target, "SELECT name FROM events WHERE chain_id = ?1",
                                                     what, error);
  if (!by_chain)
    return FALSE;
  cell_bind (&event[EV_CHAIN], by_chain, 1);
  rc = adj_db_stmt_step (by_chain);
  if (rc == ADJ_DB_STEP_ROW)
    return conflict (error, target, name, _("its custody chain belongs to an event of another name there"));
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  return TRUE;
}

/* A new event, or the keys of one there filled in where it had none yet
 * (the desk set the passphrase after the last push); keys that differ are
 * a conflict. */
static gboolean
write_event (AdjStore *target, Push *push, gint64 *id, GError **error)
{
  const char *what = "storing the event";
  const Cell *event = table_row (&push->event, 0);
  const char *name = cell_text (&event[EV_NAME]);
  if (*id == 0)
    {
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
          "INSERT INTO events (" EVENT_COLUMNS ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)", what, error);
      if (!insert)
        return FALSE;
      for (guint i = 0; i < EV_WIDTH; i++)
        cell_bind (&event[i], insert, (int) i + 1);
      if (!step_done (target, insert, what, error))
        return FALSE;
      *id = adj_db_last_insert_id (adj_store_get_db (target));
      return TRUE;
    }
  g_autoptr(AdjDbStmt) fill = adj_store_prepare (target,
      "UPDATE events SET seal_salt = coalesce (seal_salt, ?2), seal_opslimit = coalesce (seal_opslimit, ?3),"
      " seal_memlimit = coalesce (seal_memlimit, ?4), seal_check = coalesce (seal_check, ?5),"
      " sign_public = coalesce (sign_public, ?6), sign_secret = coalesce (sign_secret, ?7) WHERE id = ?1",
      what, error);
  if (!fill)
    return FALSE;
  adj_db_stmt_bind_int64 (fill, 1, *id);
  for (guint i = EV_SALT; i < EV_WIDTH; i++)
    cell_bind (&event[i], fill, (int) (i - EV_SALT) + 2);
  if (!step_done (target, fill, what, error))
    return FALSE;
  g_autoptr(AdjDbStmt) keys = adj_store_prepare (target,
      "SELECT seal_salt, seal_opslimit, seal_memlimit, seal_check, sign_public, sign_secret FROM events WHERE id = ?1",
      what, error);
  if (!keys)
    return FALSE;
  adj_db_stmt_bind_int64 (keys, 1, *id);
  if (adj_db_stmt_step (keys) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  for (guint i = EV_SALT; i < EV_WIDTH; i++)
    if (event[i].type != ADJ_DB_TYPE_NULL && !cell_equals_column (&event[i], keys, (int) (i - EV_SALT)))
      return conflict (error, target, name, _("its arbiter passphrase or signing key differs"));
  return TRUE;
}

/* How many rows of the event's chain the target has; each must be the
 * desk's row at its position. */
static gboolean
compare_chains (AdjStore *target, Push *push, gint64 event_id, gint64 *n_target, GError **error)
{
  const char *what = "reading the event's custody chain";
  const char *name = cell_text (&table_row (&push->event, 0)[EV_NAME]);
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (target,
      "SELECT position, hash, kind FROM custody WHERE event_id = ?1 AND position IS NOT NULL ORDER BY position",
      what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  guint n_desk = table_rows (&push->custody);
  int rc;
  *n_target = 0;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 position = adj_db_stmt_column_int64 (stmt, 0);
      (*n_target)++;
      if ((guint64) position > n_desk)
        continue;   /* written there after the desk's head: the desk's rows are all present */
      const Cell *row = table_row (&push->custody, (guint) position - 1);
      if (!cell_equals_column (&row[CU_HASH], stmt, 1))
        {
          g_autofree char *why = g_strdup_printf (_("its custody entry at position %lld is “%s” there and “%s” here"),
                                                  (long long) position, adj_db_stmt_column_text (stmt, 2),
                                                  cell_text (&row[CU_KIND]));
          return conflict (error, target, name, why);
        }
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  return TRUE;
}

/* The id of the row SELECT_SQL finds with VALUES, inserted by INSERT_SQL
 * when missing. */
static gint64
find_or_insert (AdjStore *target, const char *select_sql, const char *insert_sql, const Cell *const *values,
                gint64 parent, guint n_values, const char *what, GError **error)
{
  for (int attempt = 0; attempt < 2; attempt++)
    {
      g_autoptr(AdjDbStmt) select = adj_store_prepare (target, select_sql, what, error);
      if (!select)
        return 0;
      adj_db_stmt_bind_int64 (select, 1, parent);
      for (guint i = 0; i < n_values; i++)
        cell_bind (values[i], select, (int) i + 2);
      int rc = adj_db_stmt_step (select);
      if (rc == ADJ_DB_STEP_ROW)
        return adj_db_stmt_column_int64 (select, 0);
      if (rc != ADJ_DB_STEP_DONE || attempt > 0)
        break;
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target, insert_sql, what, error);
      if (!insert)
        return 0;
      adj_db_stmt_bind_int64 (insert, 1, parent);
      for (guint i = 0; i < n_values; i++)
        cell_bind (values[i], insert, (int) i + 2);
      if (!step_done (target, insert, what, error))
        return 0;
    }
  adj_store_set_db_error (target, error, what);
  return 0;
}

/* The target's id of envelope ROW (by uid) and the event it belongs to there, 0 when it is not there. */
static gboolean
target_envelope (AdjStore *target, const Cell *row, gint64 *id, gint64 *event_id, GError **error)
{
  const char *what = "looking for the envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (target,
      "SELECT v.id, r.event_id FROM envelopes v JOIN games g ON g.id = v.game_id JOIN rounds r ON r.id = g.round_id"
      " WHERE v.uid = ?1", what, error);
  if (!stmt)
    return FALSE;
  cell_bind (&row[EN_UID], stmt, 1);
  int rc = adj_db_stmt_step (stmt);
  *id = *event_id = 0;
  if (rc == ADJ_DB_STEP_ROW)
    {
      *id = adj_db_stmt_column_int64 (stmt, 0);
      *event_id = adj_db_stmt_column_int64 (stmt, 1);
    }
  else if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  return TRUE;
}

static gboolean
insert_envelope (AdjStore *target, const Cell *row, gint64 event_id, gint64 *id, GError **error)
{
  const char *what = "storing the envelope";
  const Cell *round[] = { &row[EN_ROUND] };
  gint64 round_id = find_or_insert (target, "SELECT id FROM rounds WHERE event_id = ?1 AND name = ?2",
                                    "INSERT INTO rounds (event_id, name) VALUES (?1, ?2)", round, event_id, 1,
                                    "storing the round", error);
  if (round_id == 0)
    return FALSE;
  const Cell *game[] = { &row[EN_BOARD], &row[EN_WHITE], &row[EN_BLACK] };
  gint64 game_id = find_or_insert (target,
      "SELECT id FROM games WHERE round_id = ?1 AND board = ?2 AND white = ?3 AND black = ?4",
      "INSERT INTO games (round_id, board, white, black) VALUES (?1, ?2, ?3, ?4)", game, round_id, 3,
      "storing the game", error);
  if (game_id == 0)
    return FALSE;
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
      "INSERT INTO envelopes (game_id, uid, " ENVELOPE_COLUMNS ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,"
      " ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)", what, error);
  if (!insert)
    return FALSE;
  adj_db_stmt_bind_int64 (insert, 1, game_id);
  cell_bind (&row[EN_UID], insert, 2);
  for (guint i = 0; i < ENVELOPE_N_COLUMNS; i++)
    cell_bind (&row[EN_COLUMNS + i], insert, (int) i + 3);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      if (adj_db_errcode (adj_store_get_db (target)) == ADJ_DB_ERROR_CONSTRAINT)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT,
                       _("%s: the envelope of board %s (%s – %s) adjourned at %s is there already, recorded apart "
                         "from this desk's; nothing was pushed"),
                       adj_store_get_path (target), cell_text (&row[EN_BOARD]), cell_text (&row[EN_WHITE]),
                       cell_text (&row[EN_BLACK]), cell_text (&row[EN_COLUMNS + 6]));
          return FALSE;
        }
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  *id = adj_db_last_insert_id (adj_store_get_db (target));
  return TRUE;
}

/* The sealed move's ciphertext, as the desk holds it, where the target has none. */
static gboolean
write_sealed_move (AdjStore *target, const Cell *row, gint64 id, GError **error)
{
  if (row[EN_CIPHERTEXT].type == ADJ_DB_TYPE_NULL)
    return TRUE;
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
      "INSERT INTO sealed_moves (envelope_id, nonce, ciphertext) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
      "storing the sealed move", error);
  if (!insert)
    return FALSE;
  adj_db_stmt_bind_int64 (insert, 1, id);
  cell_bind (&row[EN_NONCE], insert, 2);
  cell_bind (&row[EN_CIPHERTEXT], insert, 3);
  return step_done (target, insert, "storing the sealed move", error);
}

static gboolean
update_envelope (AdjStore *target, const Cell *row, gint64 id, GError **error)
{
  const char *what = "bringing the envelope up to date";
  g_autoptr(AdjDbStmt) update = adj_store_prepare (target, UPDATE_ENVELOPE, what, error);
  if (!update)
    return FALSE;
  adj_db_stmt_bind_int64 (update, 1, id);
  for (guint i = 0; i < G_N_ELEMENTS (envelope_changing); i++)
    cell_bind (&row[EN_COLUMNS + envelope_changing[i]], update, (int) i + 2);
  return step_done (target, update, what, error);
}

static gboolean
write_envelopes (AdjStore *target, Push *push, gint64 event_id, GError **error)
{
  const char *name = cell_text (&table_row (&push->event, 0)[EV_NAME]);
  for (guint i = 0; i < table_rows (&push->envelopes); i++)
    {
      const Cell *row = table_row (&push->envelopes, i);
      gint64 id = 0, there_event = 0;
      if (!target_envelope (target, row, &id, &there_event, error))
        return FALSE;
      if (id != 0 && there_event != event_id)
        return conflict (error, target, name, _("one of its envelopes is filed under another event there"));
      if (id == 0)
        {
          if (!insert_envelope (target, row, event_id, &id, error))
            return FALSE;
          push->report->envelopes_added++;
        }
      else
        {
          if (!update_envelope (target, row, id, error))
            return FALSE;
          push->report->envelopes_updated++;
        }
      g_autoptr(AdjDbStmt) game = adj_store_prepare (target,
          "UPDATE games SET state = ?2 WHERE id = (SELECT game_id FROM envelopes WHERE id = ?1)",
          "storing the game's state", error);
      if (!game)
        return FALSE;
      adj_db_stmt_bind_int64 (game, 1, id);
      cell_bind (&row[EN_GAME_STATE], game, 2);
      if (!step_done (target, game, "storing the game's state", error) || !write_sealed_move (target, row, id, error))
        return FALSE;
      gint64 desk_id = row[EN_ID].number;
      g_hash_table_insert (push->target_ids, g_memdup2 (&desk_id, sizeof desk_id), g_memdup2 (&id, sizeof id));
    }
  return TRUE;
}

static gint64
target_id (Push *push, gint64 desk_id)
{
  gint64 *id = g_hash_table_lookup (push->target_ids, &desk_id);
  return id ? *id : 0;
}

/* The outcomes the target lacks: an envelope's outcomes there must be the
 * first of the desk's, in order. */
static gboolean
write_outcomes (AdjStore *target, Push *push, GError **error)
{
  const char *what = "storing the outcomes";
  const char *name = cell_text (&table_row (&push->event, 0)[EV_NAME]);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < table_rows (&push->outcomes); i++)
    {
      const Cell *row = table_row (&push->outcomes, i);
      gint64 id = target_id (push, row[OU_ENVELOPE].number);
      guint index = GPOINTER_TO_UINT (g_hash_table_lookup (seen, &id));
      g_hash_table_insert (seen, g_memdup2 (&id, sizeof id), GUINT_TO_POINTER (index + 1));
      g_autoptr(AdjDbStmt) there = adj_store_prepare (target,
          "SELECT document FROM outcomes WHERE envelope_id = ?1 ORDER BY id LIMIT 1 OFFSET ?2", what, error);
      if (!there)
        return FALSE;
      adj_db_stmt_bind_int64 (there, 1, id);
      adj_db_stmt_bind_int64 (there, 2, index);
      int rc = adj_db_stmt_step (there);
      if (rc == ADJ_DB_STEP_ROW)
        {
          if (!cell_equals_column (&row[OU_DOCUMENT], there, 0))
            return conflict (error, target, name, _("an envelope has another outcome recorded there"));
          continue;
        }
      if (rc != ADJ_DB_STEP_DONE)
        {
          adj_store_set_db_error (target, error, what);
          return FALSE;
        }
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
          "INSERT INTO outcomes (envelope_id, " OUTCOME_COLUMNS ") VALUES (?1, ?2, ?3, ?4, ?5, ?6)", what, error);
      if (!insert)
        return FALSE;
      adj_db_stmt_bind_int64 (insert, 1, id);
      for (guint k = OU_STATUS; k < OU_WIDTH; k++)
        cell_bind (&row[k], insert, (int) k + 1);
      if (!step_done (target, insert, what, error))
        return FALSE;
      push->report->outcomes++;
    }
  return TRUE;
}

/* The desk's chain rows after the target's head, at the end of the
 * target's log (its seqs go on without a gap). */
static gboolean
write_custody (AdjStore *target, Push *push, gint64 event_id, gint64 n_target, GError **error)
{
  const char *what = "writing the custody log";
  g_autoptr(AdjDbStmt) last = adj_store_prepare (target, "SELECT coalesce (max (seq), 0) FROM custody", what, error);
  if (!last)
    return FALSE;
  if (adj_db_stmt_step (last) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (target, error, what);
      return FALSE;
    }
  gint64 seq = adj_db_stmt_column_int64 (last, 0);
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
      "INSERT INTO custody (seq, event_id, envelope_id, " CUSTODY_COLUMNS ")"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)", what, error);
  if (!insert)
    return FALSE;
  for (guint i = (guint) n_target; i < table_rows (&push->custody); i++)
    {
      const Cell *row = table_row (&push->custody, i);
      adj_db_stmt_reset (insert);
      adj_db_stmt_bind_int64 (insert, 1, ++seq);
      adj_db_stmt_bind_int64 (insert, 2, event_id);
      gint64 envelope = target_id (push, row[CU_ENVELOPE].number);
      if (envelope)
        adj_db_stmt_bind_int64 (insert, 3, envelope);
      else
        adj_db_stmt_bind_null (insert, 3);
      for (guint k = CU_POSITION; k < CU_ENVELOPE; k++)
        cell_bind (&row[k], insert, (int) k + 4);
      if (!step_done (target, insert, what, error))
        return FALSE;
      push->report->entries++;
    }
  return TRUE;
}

static gboolean
write_signatures (AdjStore *target, Push *push, gint64 event_id, GError **error)
{
  const char *what = "storing the chain's signatures";
  for (guint i = 0; i < table_rows (&push->signatures); i++)
    {
      const Cell *row = table_row (&push->signatures, i);
      g_autoptr(AdjDbStmt) insert = adj_store_prepare (target,
          "INSERT INTO custody_signatures (event_id, position, signature, signed_at) VALUES (?1, ?2, ?3, ?4)"
          " ON CONFLICT DO NOTHING", what, error);
      if (!insert)
        return FALSE;
      adj_db_stmt_bind_int64 (insert, 1, event_id);
      for (guint k = 0; k < SI_WIDTH; k++)
        cell_bind (&row[k], insert, (int) k + 2);
      if (!step_done (target, insert, what, error))
        return FALSE;
      push->report->signatures += adj_db_changes (adj_store_get_db (target));
    }
  return TRUE;
}

/* The target's action: run again whole after a conflict, so it starts
 * from nothing each time. */
static gboolean
push_in_transaction (AdjStore *target, gpointer user_data, GError **error)
{
  Push *push = user_data;
  AdjPushReport *report = push->report;
  const char *name = cell_text (&table_row (&push->event, 0)[EV_NAME]);
  report->entries = report->entries_present = report->envelopes_added = report->envelopes_updated = 0;
  report->outcomes = report->signatures = 0;
  g_clear_pointer (&report->head, g_free);
  g_hash_table_remove_all (push->target_ids);

  gint64 event_id = 0, n_target = 0;
  if (!find_target_event (target, push, &event_id, error))
    return FALSE;
  if (event_id != 0 && !compare_chains (target, push, event_id, &n_target, error))
    return FALSE;
  guint n_desk = table_rows (&push->custody);
  report->entries_present = MIN ((gint64) n_desk, n_target);
  if (n_target < (gint64) n_desk)
    {
      if (!write_event (target, push, &event_id, error)
          || !write_envelopes (target, push, event_id, error)
          || !write_outcomes (target, push, error)
          || !write_custody (target, push, event_id, n_target, error)
          || adj_store_fail_point (target, "push-after-rows", error))
        return FALSE;
    }
  if (event_id != 0 && !write_signatures (target, push, event_id, error))
    return FALSE;

  /* The copy verifies there, with the target's own rows of the event. */
  AdjCustodyCheck check = { 0 };
  g_autoptr(GError) broken = NULL;
  gboolean ok = event_id == 0 || adj_custody_check (target, name, &check, &broken);
  if (ok && check.chains && check.chains->len > 0)
    report->head = g_strdup (((AdjCustodyChain *) g_ptr_array_index (check.chains, 0))->head);
  adj_custody_check_clear (&check);
  if (!ok)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                   _("%s: the copy of “%s” does not verify there, so nothing was pushed: %s"),
                   adj_store_get_path (target), name, broken->message);
      return FALSE;
    }
  return !adj_store_fail_point (target, "push-before-commit", error);
}

gboolean
adj_store_push_event (AdjStore *source, const char *event, AdjStore *target, AdjPushReport *report,
                      GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (source), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (ADJ_IS_STORE (target), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (source == target || g_strcmp0 (adj_store_get_path (source), adj_store_get_path (target)) == 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT,
                   _("%s: an event is pushed to another archive, not to the one it is in"),
                   adj_store_get_path (target));
      return FALSE;
    }
  AdjPushReport local = { 0 };
  Push push = {
    .target_ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free),
    .report = report ? report : &local,
  };
  memset (push.report, 0, sizeof *push.report);
  gboolean ok = read_source (source, event, &push, error);
  if (ok)
    {
      g_autofree char *what = g_strdup_printf ("pushing “%s”", event);
      ok = adj_store_run_action (target, what, push_in_transaction, &push, error);
    }
  if (ok)
    {
      push.report->event = g_strdup (event);
      push.report->target = g_strdup (adj_store_get_path (target));
    }
  else
    adj_push_report_clear (push.report);
  adj_push_report_clear (&local);
  push_clear (&push);
  return ok;
}

gboolean
adj_store_push_event_to (AdjStore *source, const char *event, const char *target_location,
                         AdjPushReport *report, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (source), FALSE);
  g_return_val_if_fail (target_location != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr(AdjStore) target = adj_store_open (target_location, error);
  return target != NULL && adj_store_push_event (source, event, target, report, error);
}

/* ---- the report ---------------------------------------------------------- */

void
adj_push_report_clear (AdjPushReport *report)
{
  g_return_if_fail (report != NULL);
  g_clear_pointer (&report->event, g_free);
  g_clear_pointer (&report->target, g_free);
  g_clear_pointer (&report->head, g_free);
  memset (report, 0, sizeof *report);
}

gboolean
adj_push_report_is_empty (const AdjPushReport *report)
{
  g_return_val_if_fail (report != NULL, TRUE);
  return report->entries == 0 && report->envelopes_added == 0 && report->envelopes_updated == 0
         && report->outcomes == 0 && report->signatures == 0;
}

JsonNode *
adj_push_report_to_json (const AdjPushReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "event");
  json_builder_add_string_value (b, report->event);
  json_builder_set_member_name (b, "to");
  json_builder_add_string_value (b, report->target);
  const struct { const char *name; gint64 value; } counts[] = {
    { "entries", report->entries },
    { "entries_present", report->entries_present },
    { "envelopes_added", report->envelopes_added },
    { "envelopes_updated", report->envelopes_updated },
    { "outcomes", report->outcomes },
    { "signatures", report->signatures },
  };
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      json_builder_set_member_name (b, counts[i].name);
      json_builder_add_int_value (b, counts[i].value);
    }
  json_builder_set_member_name (b, "head");
  if (report->head)
    json_builder_add_string_value (b, report->head);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
