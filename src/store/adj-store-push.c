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

#include "adj-store-push-private.h"

/* ---- cells: one value as the desk stored it ------------------------------ */

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

void
adj_push_cell_bind (const Cell *cell, AdjDbStmt *stmt, int index)
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

const char *
adj_push_cell_text (const Cell *cell)
{
  return cell->type == ADJ_DB_TYPE_TEXT ? g_bytes_get_data (cell->bytes, NULL) : "";
}

/* Do the stored bytes of CELL equal column COLUMN of STMT? NULL equals NULL. */
gboolean
adj_push_cell_equals_column (const Cell *cell, AdjDbStmt *stmt, int column)
{
  g_auto(Cell) other = { 0 };
  cell_read (&other, stmt, column);
  if (cell->type != other.type)
    return FALSE;
  if (cell->type == ADJ_DB_TYPE_INTEGER)
    return cell->number == other.number;
  return cell->bytes == NULL || g_bytes_equal (cell->bytes, other.bytes);
}
static void
table_clear (Table *table)
{
  g_clear_pointer (&table->cells, g_array_unref);
}

guint
adj_push_table_rows (const Table *table)
{
  return table->cells ? table->cells->len / table->width : 0;
}

Cell *
adj_push_table_row (const Table *table, guint row)
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

/* Everything of EVENT in SOURCE, its chain verified in the same snapshot. */
static gboolean
read_source_in_snapshot (AdjStore *source, const char *event, Push *push, GError **error)
{
  gint64 event_id = 0;
  if (!adj_custody_chain_of (source, event, &event_id, error))
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
  gint64 n_legacy = ok ? adj_push_table_row (&legacy, 0)->number : 0;
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
  /* The keys through the view (migration 7): on a federation's server an
   * arbiter reads them only there, and only for its own events. */
  return table_read (&push->event, source,
                     "SELECT e.name, e.rules, e.created_at, e.chain_id, k.seal_salt, k.seal_opslimit,"
                     " k.seal_memlimit, k.seal_check, k.sign_public, k.sign_secret"
                     " FROM events e JOIN adjourn_event_keys k ON k.id = e.id WHERE e.id = ?", EV_WIDTH,
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
      ok = adj_store_run_action (target, what, adj_store_push_in_transaction, &push, error);
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
