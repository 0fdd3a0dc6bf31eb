/* adj-custody-chain.c — the custody chains checked: links, documents, heads noted on paper, signatures
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-custody.c writes the rows; this file reads them back and says
 * whether they still hold (adj-custody.h describes the chains). Everything
 * here reads only, except the signing of a chain head, which a verb does
 * inside its own transaction.
 */
#define G_LOG_DOMAIN "adjourn-custody"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-store-private.h"

#define HASH_BYTES  ADJ_CUSTODY_HASH_BYTES
#define HEAD_DIGITS 16            /* hex digits of the hash in a head */
#define EMPTY_HEAD  "0-0000-0000-0000-0000"

/* Schema 3 has the chains; an older archive opened read-only has only
 * the rows of one chain for the whole archive (the legacy chain). */
static gboolean
has_chains (AdjStore *store)
{
  return adj_store_get_schema_version (store) >= 3;
}

static const char *
text_or_empty (AdjDbStmt *stmt, int i)
{
  const char *text = adj_db_stmt_column_text (stmt, i);
  return text ? text : "";
}

static char *
hex (const guint8 *bytes, gsize n)
{
  char *out = g_malloc (n * 2 + 1);
  sodium_bin2hex (out, n * 2 + 1, bytes, n);
  return out;
}

static char *
format_head (gint64 position, const guint8 *hash)
{
  if (position <= 0)
    return g_strdup (EMPTY_HEAD);
  g_autofree char *digits = hex (hash, HEAD_DIGITS / 2);
  for (char *p = digits; *p; p++)
    *p = g_ascii_toupper (*p);
  return g_strdup_printf ("%" G_GINT64_FORMAT "-%.4s-%.4s-%.4s-%.4s", position, digits, digits + 4,
                          digits + 8, digits + 12);
}

/* What the event's key signs for the row at POSITION of a chain: the
 * chain's name, the position and the row's hash, in the rows' canonical
 * form. */
static GString *
signature_message (const char *chain_label, gint64 position, const guint8 hash[HASH_BYTES])
{
  g_autofree char *position_text = g_strdup_printf ("%" G_GINT64_FORMAT, position);
  g_autofree char *hash_text = hex (hash, HASH_BYTES);
  GString *s = g_string_new ("adjourn-custody-signature-1\n");
  g_string_append_printf (s, "chain=%zu:%s\n", strlen (chain_label), chain_label);
  g_string_append_printf (s, "position=%zu:%s\n", strlen (position_text), position_text);
  g_string_append_printf (s, "hash=%zu:%s\n", strlen (hash_text), hash_text);
  return s;
}

/* ---- chains as found ---------------------------------------------------- */

void
adj_custody_chain_free (AdjCustodyChain *chain)
{
  if (chain == NULL)
    return;
  g_free (chain->event);
  g_free (chain->head);
  g_free (chain->public_key);
  g_free (chain);
}

JsonNode *
adj_custody_chain_to_json (const AdjCustodyChain *chain)
{
  static const char *const kinds[] = { "legacy", "archive", "event" };
  g_return_val_if_fail (chain != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "chain");
  json_builder_add_string_value (b, kinds[chain->kind]);
  json_builder_set_member_name (b, "event");
  if (chain->event)
    json_builder_add_string_value (b, chain->event);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, chain->rows);
  json_builder_set_member_name (b, "head");
  json_builder_add_string_value (b, chain->head);
  json_builder_set_member_name (b, "signed_through");
  json_builder_add_int_value (b, chain->signed_through);
  json_builder_set_member_name (b, "public_key");
  if (chain->public_key)
    json_builder_add_string_value (b, chain->public_key);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

void
adj_custody_check_clear (AdjCustodyCheck *check)
{
  if (check == NULL)
    return;
  g_clear_pointer (&check->chains, g_ptr_array_unref);
  memset (check, 0, sizeof *check);
}

/* ---- one walk over the log ---------------------------------------------- */

/* The last document hash an entry recorded for an envelope. */
typedef struct {
  gint64 seq;
  gsize  length;
  guint8 hash[HASH_BYTES];
} Recorded;

/* A chained row as the signatures need it. */
typedef struct {
  gint64 seq;
  guint8 hash[HASH_BYTES];
} Link;

typedef struct {
  AdjStore        *store;
  AdjCustodyCheck *check;
  GHashTable      *documents;   /* envelope id (gint64 *) → Recorded */
} Walk;

static const char *what_reading = "reading the custody log";

static gboolean
broken (Walk *w, GError **error, gint64 seq, const char *reason)
{
  w->check->bad_seq = seq;
  g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
               _("custody log row %lld: %s"), (long long) seq, reason);
  return FALSE;
}

static char *
where (const char *kind, gint64 envelope_id)
{
  return envelope_id > 0 ? g_strdup_printf (_("%s, envelope %lld"), kind, (long long) envelope_id)
                         : g_strdup (kind);
}

/* What a chain is called in messages. */
static char *
chain_title (const char *event)
{
  return event ? g_strdup_printf (_("the chain of the event “%s”"), event)
               : g_strdup (_("the archive-level chain"));
}

static AdjCustodyChain *
chain_new (AdjCustodyChainKind kind, const char *event, gint64 rows, const guint8 *head_hash)
{
  AdjCustodyChain *chain = g_new0 (AdjCustodyChain, 1);
  chain->kind = kind;
  chain->event = g_strdup (event);
  chain->rows = rows;
  chain->head = format_head (rows, head_hash);
  return chain;
}

/* On SQLite the seqs are max + 1 under the one writer's lock: 1, 2 …
 * without a gap, so a row cut from the end of any chain but the last
 * written shows. On PostgreSQL they come from a sequence (migration 5),
 * which an action rolled back leaves with a gap: there only the legacy
 * rows, numbered by the store before any chain, must have none; a chain's
 * own rows are held by their positions (check_chain), its end by the
 * signatures and the heads noted on paper. */
static gboolean
seqs_have_gaps (AdjStore *store)
{
  return adj_db_get_dialect (adj_store_get_db (store)) == ADJ_DB_DIALECT_POSTGRESQL;
}

/* Every row, by seq, without a gap where none may be (seqs_have_gaps),
 * and the legacy rows (those of no chain) before all others. *TOTAL
 * receives the number of rows. */
static gboolean
check_seqs (Walk *w, gint64 *total, GError **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT seq, kind, coalesce (envelope_id, 0), %s FROM custody ORDER BY seq",
                                          has_chains (w->store) ? "position IS NULL" : "1");
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (w->store, sql, what_reading, error);
  if (!stmt)
    return FALSE;
  gboolean gaps = seqs_have_gaps (w->store);
  gint64 count = 0, last_seq = 0;
  gboolean chains_began = FALSE;
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 seq = adj_db_stmt_column_int64 (stmt, 0);
      g_autofree char *at = where (text_or_empty (stmt, 1), adj_db_stmt_column_int64 (stmt, 2));
      gboolean legacy = adj_db_stmt_column_int (stmt, 3);
      if (seq != last_seq + 1 && (legacy || !gaps))
        {
          g_autofree char *why = g_strdup_printf (_("(%s) comes after row %lld: the rows between were removed"),
                                                  at, (long long) last_seq);
          return broken (w, error, seq, why);
        }
      if (legacy && chains_began)
        {
          g_autofree char *why = g_strdup_printf (_("(%s) belongs to no chain, yet was written after the chains began: it was altered"), at);
          return broken (w, error, seq, why);
        }
      chains_began |= !legacy;
      last_seq = seq;
      count++;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (w->store, error, what_reading);
      return FALSE;
    }
  *total = count;
  return TRUE;
}

/* The rows written before schema 3, one chain for the archive, hashed as
 * they were written then. */
static gboolean
check_legacy (Walk *w, GError **error)
{
  gboolean chains = has_chains (w->store);
  g_autofree char *sql = g_strdup_printf ("SELECT seq, at, kind, coalesce (envelope_id, 0), actor, present, note,"
                                          " prev_hash, hash, %s FROM custody WHERE %s ORDER BY seq",
                                          adj_store_get_schema_version (w->store) >= 2 ? "happened_at" : "NULL",
                                          chains ? "position IS NULL" : "TRUE");
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (w->store, sql, what_reading, error);
  if (!stmt)
    return FALSE;

  guint8 prev[HASH_BYTES] = { 0 };
  gint64 count = 0, last_seq = 0;
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 seq = adj_db_stmt_column_int64 (stmt, 0);
      const char *kind = text_or_empty (stmt, 2);
      gint64 envelope_id = adj_db_stmt_column_int64 (stmt, 3);
      g_autofree char *at = where (kind, envelope_id);
      if (adj_db_stmt_column_bytes (stmt, 7) != HASH_BYTES || adj_db_stmt_column_bytes (stmt, 8) != HASH_BYTES
          || memcmp (adj_db_stmt_column_blob (stmt, 7), prev, HASH_BYTES) != 0)
        {
          g_autofree char *why = count == 0
            ? g_strdup_printf (_("(%s) does not start the chain: rows before it were removed or it was altered"), at)
            : g_strdup_printf (_("(%s) does not follow row %lld: that row was altered and its hash recomputed, or this row’s link was altered"),
                               at, (long long) last_seq);
          return broken (w, error, seq, why);
        }
      if (adj_custody_kind_from_string (kind) < 0)
        {
          g_autofree char *why = g_strdup_printf (_("unknown kind “%s”: the row was altered"), kind);
          return broken (w, error, seq, why);
        }
      g_autofree char *envelope = envelope_id > 0 ? g_strdup_printf ("%" G_GINT64_FORMAT, envelope_id) : g_strdup ("");
      const AdjCustodyRow row = {
        .chain = NULL, .position = seq, .at = text_or_empty (stmt, 1),
        .happened_at = adj_db_stmt_column_text (stmt, 9), .kind = kind, .envelope = envelope,
        .actor = text_or_empty (stmt, 4), .present = text_or_empty (stmt, 5), .note = text_or_empty (stmt, 6),
      };
      guint8 hash[HASH_BYTES];
      adj_custody_row_hash (prev, &row, hash);
      if (memcmp (adj_db_stmt_column_blob (stmt, 8), hash, HASH_BYTES) != 0)
        {
          g_autofree char *why = g_strdup_printf (_("(%s) was altered: its content does not match its hash"), at);
          return broken (w, error, seq, why);
        }
      memcpy (prev, hash, HASH_BYTES);
      last_seq = seq;
      count++;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (w->store, error, what_reading);
      return FALSE;
    }
  w->check->rows += count;
  if (count > 0)
    g_ptr_array_add (w->check->chains, chain_new (ADJ_CUSTODY_CHAIN_LEGACY, NULL, count, prev));
  return TRUE;
}

/* One chain of schema 3: EVENT_ID's (0: the archive-level chain), whose
 * rows hash it as LABEL. *LINKS receives each row's seq and hash, by
 * position, for the signatures. */
static gboolean
check_chain (Walk *w, gint64 event_id, const char *label, const char *event, AdjCustodyChain **chain_out,
             GArray **links_out, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (w->store,
      "SELECT c.seq, c.at, c.happened_at, c.kind, coalesce (c.envelope_id, 0), c.actor, c.present, c.note,"
      " c.prev_hash, c.hash, c.position, c.document_hash, v.uid, coalesce (r.event_id, 0)"
      " FROM custody c LEFT JOIN envelopes v ON v.id = c.envelope_id LEFT JOIN games g ON g.id = v.game_id"
      " LEFT JOIN rounds r ON r.id = g.round_id"
      " WHERE c.position IS NOT NULL AND coalesce (c.event_id, 0) = ? ORDER BY c.position, c.seq",
      what_reading, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);

  g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (Link));
  guint8 prev[HASH_BYTES] = { 0 };
  gint64 expected = 1, last_seq = 0;
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 seq = adj_db_stmt_column_int64 (stmt, 0);
      const char *kind = text_or_empty (stmt, 3);
      gint64 envelope_id = adj_db_stmt_column_int64 (stmt, 4);
      gint64 position = adj_db_stmt_column_int64 (stmt, 10);
      g_autofree char *at = where (kind, envelope_id);
      g_autofree char *why = NULL;

      if (position < expected)
        why = g_strdup_printf (_("(%s) takes position %lld of its chain a second time"), at, (long long) position);
      else if (position > expected)
        why = g_strdup_printf (_("(%s) is at position %lld of its chain, after position %lld: the rows between were removed"),
                               at, (long long) position, (long long) (expected - 1));
      else if (seq <= last_seq)
        why = g_strdup_printf (_("(%s) was written before row %lld, which comes before it in its chain: the rows were reordered"),
                               at, (long long) last_seq);
      else if (envelope_id > 0 && adj_db_stmt_column_int64 (stmt, 13) != event_id)
        why = g_strdup_printf (_("(%s) is about an envelope of another event than its chain’s: it was moved"), at);
      else if (adj_db_stmt_column_bytes (stmt, 8) != HASH_BYTES || adj_db_stmt_column_bytes (stmt, 9) != HASH_BYTES
               || memcmp (adj_db_stmt_column_blob (stmt, 8), prev, HASH_BYTES) != 0)
        why = position == 1
          ? g_strdup_printf (_("(%s) does not start its chain: rows before it were removed or it was altered"), at)
          : g_strdup_printf (_("(%s) does not follow row %lld: that row was altered and its hash recomputed, or this row’s link was altered"),
                             at, (long long) last_seq);
      else if (adj_custody_kind_from_string (kind) < 0)
        why = g_strdup_printf (_("unknown kind “%s”: the row was altered"), kind);
      if (why)
        return broken (w, error, seq, why);

      gboolean has_document = adj_db_stmt_column_type (stmt, 11) != ADJ_DB_TYPE_NULL;
      const AdjCustodyRow row = {
        .chain = label, .position = position, .at = text_or_empty (stmt, 1),
        .happened_at = text_or_empty (stmt, 2), .kind = kind, .envelope = text_or_empty (stmt, 12),
        .actor = text_or_empty (stmt, 5), .present = text_or_empty (stmt, 6), .note = text_or_empty (stmt, 7),
        .document = has_document ? adj_db_stmt_column_blob (stmt, 11) : NULL,
        .document_length = has_document ? (gsize) adj_db_stmt_column_bytes (stmt, 11) : 0,
      };
      Link link = { .seq = seq };
      adj_custody_row_hash (prev, &row, link.hash);
      if (memcmp (adj_db_stmt_column_blob (stmt, 9), link.hash, HASH_BYTES) != 0)
        {
          why = g_strdup_printf (_("(%s) was altered: its content does not match its hash"), at);
          return broken (w, error, seq, why);
        }
      if (has_document && envelope_id > 0)
        {
          Recorded *recorded = g_new0 (Recorded, 1);
          recorded->seq = seq;
          recorded->length = MIN (row.document_length, sizeof recorded->hash);
          memcpy (recorded->hash, row.document, recorded->length);
          g_hash_table_insert (w->documents, g_memdup2 (&envelope_id, sizeof envelope_id), recorded);
        }
      g_array_append_val (links, link);
      memcpy (prev, link.hash, HASH_BYTES);
      last_seq = seq;
      expected++;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (w->store, error, what_reading);
      return FALSE;
    }
  w->check->rows += links->len;
  *chain_out = chain_new (event_id ? ADJ_CUSTODY_CHAIN_EVENT : ADJ_CUSTODY_CHAIN_ARCHIVE, event, links->len, prev);
  *links_out = g_steal_pointer (&links);
  return TRUE;
}

/* Each signature of EVENT_ID's chain, against the event's PUBLIC_KEY
 * (may be NULL) and the rows LINKS found. */
static gboolean
check_signatures (Walk *w, gint64 event_id, const char *label, const char *event, GBytes *public_key,
                  GArray *links, AdjCustodyChain *chain, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (w->store,
      "SELECT position, signature FROM custody_signatures WHERE event_id = ? ORDER BY position", what_reading, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  g_autofree char *title = chain_title (event);
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 position = adj_db_stmt_column_int64 (stmt, 0);
      if (public_key == NULL || g_bytes_get_size (public_key) != crypto_sign_PUBLICKEYBYTES)
        {
          g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                       _("custody log: %s is signed, but the event’s public key was removed or altered"), title);
          return FALSE;
        }
      if (position < 1 || position > (gint64) links->len)
        {
          g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "custody log: %s has %lld row, but its row at position %lld was signed: rows were cut from its end",
                                    "custody log: %s has %lld rows, but its row at position %lld was signed: rows were cut from its end",
                                    links->len),
                       title, (long long) links->len, (long long) position);
          return FALSE;
        }
      const Link *link = &g_array_index (links, Link, position - 1);
      g_autoptr(GString) message = signature_message (label, position, link->hash);
      if (adj_db_stmt_column_bytes (stmt, 1) != crypto_sign_BYTES
          || crypto_sign_verify_detached (adj_db_stmt_column_blob (stmt, 1), (const guint8 *) message->str, message->len,
                                          g_bytes_get_data (public_key, NULL)) != 0)
        {
          g_autofree char *why = g_strdup_printf (_("it is not the row the event’s key signed at position %lld of %s: the chain was rewritten up to it"),
                                                  (long long) position, title);
          return broken (w, error, link->seq, why);
        }
      chain->signed_through = MAX (chain->signed_through, position);
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (w->store, error, what_reading);
      return FALSE;
    }
  return TRUE;
}

/* Every stored document of EVENT_ID's envelopes (0: of all envelopes)
 * against the last entry that recorded it. */
static gboolean
check_documents (Walk *w, gint64 event_id, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (w->store,
      "SELECT v.id, v.document FROM envelopes v JOIN games g ON g.id = v.game_id JOIN rounds r ON r.id = g.round_id"
      " WHERE ?1 = 0 OR r.event_id = ?1 ORDER BY v.id", what_reading, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      gint64 id = adj_db_stmt_column_int64 (stmt, 0);
      const Recorded *recorded = g_hash_table_lookup (w->documents, &id);
      if (recorded == NULL)
        continue;  /* recorded by no entry: an envelope of an older archive */
      guint8 hash[HASH_BYTES];
      adj_custody_document_hash (text_or_empty (stmt, 1), hash);
      if (recorded->length != HASH_BYTES || memcmp (recorded->hash, hash, HASH_BYTES) != 0)
        {
          w->check->bad_envelope = id;
          g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                       _("envelope %lld: its stored document is not the one custody log row %lld recorded: it was edited behind the log"),
                       (long long) id, (long long) recorded->seq);
          return FALSE;
        }
      w->check->documents++;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (w->store, error, what_reading);
      return FALSE;
    }
  return TRUE;
}

/* The chain is whole; the triggers that keep it append-only must be there too. */
static gboolean
check_triggers (Walk *w, GError **error)
{
  gboolean chains = has_chains (w->store);
  static const char *const triggers[] = {
    "custody_no_update", "custody_no_delete",
    "custody_signatures_no_update", "custody_signatures_no_delete", NULL,
  };
  gint64 n_triggers = 0;
  if (!adj_db_count_triggers (adj_store_get_db (w->store), triggers, &n_triggers, NULL))
    {
      adj_store_set_db_error (w->store, error, what_reading);
      return FALSE;
    }
  if (n_triggers != (chains ? 4 : 2))
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                   _("custody log: the triggers that forbid changing it were removed"));
      return FALSE;
    }
  return TRUE;
}

/* One event's chain, signatures and documents. */
static gboolean
check_event (Walk *w, AdjDbStmt *event_row, GError **error)
{
  gint64 event_id = adj_db_stmt_column_int64 (event_row, 0);
  const char *name = text_or_empty (event_row, 1);
  const char *chain_id = adj_db_stmt_column_text (event_row, 2);
  g_autoptr(GBytes) public_key = adj_db_stmt_column_type (event_row, 3) == ADJ_DB_TYPE_NULL ? NULL
    : g_bytes_new (adj_db_stmt_column_blob (event_row, 3), (gsize) adj_db_stmt_column_bytes (event_row, 3));
  /* An event none of whose rows was written yet has no chain id: a row
   * that names it anyway is checked against a name no row can have. */
  g_autofree char *label = adj_custody_chain_label (chain_id ? chain_id : "");
  AdjCustodyChain *chain = NULL;
  g_autoptr(GArray) links = NULL;
  if (!check_chain (w, event_id, label, name, &chain, &links, error))
    return FALSE;
  g_ptr_array_add (w->check->chains, chain);
  if (public_key && g_bytes_get_size (public_key) == crypto_sign_PUBLICKEYBYTES)
    chain->public_key = hex (g_bytes_get_data (public_key, NULL), crypto_sign_PUBLICKEYBYTES);
  return check_signatures (w, event_id, label, name, public_key, links, chain, error);
}

static gboolean
check_in_snapshot (Walk *w, const char *event, GError **error)
{
  AdjStore *store = w->store;
  if (event && !has_chains (store))
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID,
                   _("%s: an archive of schema %d keeps one chain for all its events: verify it whole, or open it for writing to upgrade it"),
                   adj_store_get_path (store), adj_store_get_schema_version (store));
      return FALSE;
    }
  gint64 total = 0;
  if (!event && (!check_seqs (w, &total, error) || !check_legacy (w, error)))
    return FALSE;
  if (has_chains (store))
    {
      if (!event)
        {
          AdjCustodyChain *archive = NULL;
          g_autoptr(GArray) links = NULL;
          g_autofree char *label = adj_custody_chain_label (NULL);
          if (!check_chain (w, 0, label, NULL, &archive, &links, error))
            return FALSE;
          if (archive->rows > 0)
            g_ptr_array_add (w->check->chains, archive);
          else
            adj_custody_chain_free (archive);
        }
      /* The CAST gives the parameter its type where it is first used:
       * PostgreSQL cannot tell it from IS NULL. */
      g_autoptr(AdjDbStmt) events = adj_store_prepare (store,
          "SELECT id, name, chain_id, sign_public FROM events WHERE CAST (?1 AS TEXT) IS NULL OR name = ?1"
          " ORDER BY name, id",
          what_reading, error);
      if (!events)
        return FALSE;
      adj_db_stmt_bind_text (events, 1, event);
      gint64 event_id = 0;
      int rc;
      while ((rc = adj_db_stmt_step (events)) == ADJ_DB_STEP_ROW)
        {
          event_id = adj_db_stmt_column_int64 (events, 0);
          if (!check_event (w, events, error))
            return FALSE;
        }
      if (rc != ADJ_DB_STEP_DONE)
        {
          adj_store_set_db_error (store, error, what_reading);
          return FALSE;
        }
      if (event && event_id == 0)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                       _("no event named “%s” in %s"), event, adj_store_get_path (store));
          return FALSE;
        }
      if (!check_documents (w, event ? event_id : 0, error))
        return FALSE;
    }
  /* Rows of an event removed from the file are in no chain walked. */
  if (!event && w->check->rows != total)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                   _("custody log: it has %lld rows, its chains only %lld: the others belong to an event that was removed"),
                   (long long) total, (long long) w->check->rows);
      return FALSE;
    }
  return check_triggers (w, error);
}

gboolean
adj_custody_check (AdjStore *store, const char *event, AdjCustodyCheck *check, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  AdjCustodyCheck local = { 0 };
  Walk w = {
    .store = store,
    .check = check ? check : &local,
    .documents = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free),
  };
  memset (w.check, 0, sizeof *w.check);
  w.check->chains = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_custody_chain_free);

  /* One read transaction: a writer appending meanwhile is not seen half.
   * Inside a grouped write the group's transaction is that snapshot, and
   * its own rows not yet committed are part of the chains checked. */
  AdjDb *db = adj_store_get_db (store);
  gboolean own_transaction = !adj_db_in_transaction (db);
  gboolean ok = FALSE;
  if (own_transaction && !adj_db_begin_read (db, NULL))
    adj_store_set_db_error (store, error, what_reading);
  else
    {
      ok = check_in_snapshot (&w, event, error);
      if (own_transaction)
        adj_db_end_read (db);
    }
  g_hash_table_unref (w.documents);
  adj_custody_check_clear (&local);
  return ok;
}

gboolean
adj_custody_verify (AdjStore *store, gint64 *n_rows, gint64 *bad_seq, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  AdjCustodyCheck check = { 0 };
  gboolean ok = adj_custody_check (store, NULL, &check, error);
  if (n_rows)
    *n_rows = ok ? check.rows : 0;
  if (bad_seq)
    *bad_seq = check.bad_seq;
  adj_custody_check_clear (&check);
  return ok;
}

/* ---- heads -------------------------------------------------------------- */

char *
adj_custody_head (AdjStore *store, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);

  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT hash FROM custody ORDER BY seq DESC LIMIT 1", what_reading, error);
  if (!stmt)
    return NULL;
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_DONE)
    return g_strdup ("genesis");
  if (rc != ADJ_DB_STEP_ROW || adj_db_stmt_column_bytes (stmt, 0) < 8)
    {
      adj_store_set_db_error (store, error, what_reading);
      return NULL;
    }
  g_autofree char *digits = hex (adj_db_stmt_column_blob (stmt, 0), 8);
  return g_strdup_printf ("%.4s-%.4s-%.4s-%.4s", digits, digits + 4, digits + 8, digits + 12);
}

gboolean
adj_custody_chain_of (AdjStore *store, const char *event, gint64 *event_id, GError **error)
{
  *event_id = 0;
  if (!has_chains (store))
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID,
                   _("%s: an archive of schema %d keeps one chain for all its events: open it for writing to upgrade it"),
                   adj_store_get_path (store), adj_store_get_schema_version (store));
      return FALSE;
    }
  if (event == NULL)
    return TRUE;
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, "SELECT id FROM events WHERE name = ?", what_reading, error);
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
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                 _("no event named “%s” in %s"), event, adj_store_get_path (store));
  else
    adj_store_set_db_error (store, error, what_reading);
  return FALSE;
}

/* The row at POSITION of EVENT_ID's chain (POSITION 0: its newest):
 * *SEQ, *AT_POSITION and HASH, or *SEQ 0 when there is no such row. */
static gboolean
chain_row (AdjStore *store, gint64 event_id, gint64 position, gint64 *seq, gint64 *at_position,
           guint8 hash[HASH_BYTES], GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT seq, position, hash FROM custody WHERE position IS NOT NULL AND coalesce (event_id, 0) = ?1"
      " AND (?2 = 0 OR position = ?2) ORDER BY position DESC LIMIT 1", what_reading, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  adj_db_stmt_bind_int64 (stmt, 2, position);
  *seq = *at_position = 0;
  memset (hash, 0, HASH_BYTES);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_ROW)
    {
      *seq = adj_db_stmt_column_int64 (stmt, 0);
      *at_position = adj_db_stmt_column_int64 (stmt, 1);
      if (adj_db_stmt_column_bytes (stmt, 2) == HASH_BYTES)
        memcpy (hash, adj_db_stmt_column_blob (stmt, 2), HASH_BYTES);
      return TRUE;
    }
  if (rc == ADJ_DB_STEP_DONE)
    return TRUE;
  adj_store_set_db_error (store, error, what_reading);
  return FALSE;
}

char *
adj_custody_event_head (AdjStore *store, const char *event_name, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gint64 event_id, seq, position;
  guint8 hash[HASH_BYTES];
  if (!adj_custody_chain_of (store, event_name, &event_id, error)
      || !chain_row (store, event_id, 0, &seq, &position, hash, error))
    return NULL;
  return format_head (position, hash);
}

char *
adj_custody_event_public_key (AdjStore *store, const char *event_name, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  g_return_val_if_fail (event_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gint64 event_id;
  if (!adj_custody_chain_of (store, event_name, &event_id, error))
    return NULL;
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, "SELECT sign_public FROM events WHERE id = ?",
                                                    what_reading, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (store, error, what_reading);
      return NULL;
    }
  if (adj_db_stmt_column_bytes (stmt, 0) != crypto_sign_PUBLICKEYBYTES)
    return NULL;
  return hex (adj_db_stmt_column_blob (stmt, 0), crypto_sign_PUBLICKEYBYTES);
}

/* A head as noted: its position and the hex digits of its hash (lower
 * case, 8 to 64 of them). */
static gboolean
parse_head (const char *text, gint64 *position, char digits[2 * HASH_BYTES + 1], GError **error)
{
  const char *p = text;
  while (*p == ' ')
    p++;
  const char *start = p;
  while (g_ascii_isdigit (*p))
    p++;
  gsize n = 0;
  gboolean ok = p > start && p - start <= 18;
  if (ok)
    {
      *position = (gint64) g_ascii_strtoull (start, NULL, 10);
      while (*p == ' ')
        p++;
      ok = *p++ == '-';
    }
  for (; ok && *p; p++)
    {
      if (*p == '-' || *p == ' ')
        continue;
      if (!g_ascii_isxdigit (*p) || n == 2 * HASH_BYTES)
        ok = FALSE;
      else
        digits[n++] = g_ascii_tolower (*p);
    }
  digits[n] = '\0';
  if (ok && n >= 8)
    return TRUE;
  g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID,
               _("“%s” is not a custody head: it reads like 12-3F2A-91C0-7B4D-E810, the row’s position then at least 8 hex digits of its hash"),
               text);
  return FALSE;
}

static gboolean
hash_begins (const guint8 hash[HASH_BYTES], const char *digits)
{
  g_autofree char *text = hex (hash, HASH_BYTES);
  return strncmp (text, digits, strlen (digits)) == 0;
}

/* Is there, in any chain, a row at POSITION whose hash begins with DIGITS? */
static gboolean
head_in_any_chain (AdjStore *store, gint64 position, const char *digits, gint64 *seq, gboolean *found,
                   GError **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT seq, hash FROM custody WHERE %s",
                                          has_chains (store) ? "position = ?1 OR (position IS NULL AND seq = ?1)"
                                                             : "seq = ?1");
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, sql, what_reading, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, position);
  *found = FALSE;
  int rc;
  while (!*found && (rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    if (adj_db_stmt_column_bytes (stmt, 1) == HASH_BYTES && hash_begins (adj_db_stmt_column_blob (stmt, 1), digits))
      {
        *found = TRUE;
        *seq = adj_db_stmt_column_int64 (stmt, 0);
      }
  if (!*found && rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what_reading);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_custody_verify_head (AdjStore *store, const char *event_name, const char *head, gint64 *seq_out,
                         GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (head != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (seq_out)
    *seq_out = 0;
  gint64 position = 0, seq = 0;
  char digits[2 * HASH_BYTES + 1];
  if (!parse_head (head, &position, digits, error))
    return FALSE;
  if (position == 0)
    return TRUE;  /* a chain noted before its first row */

  if (event_name == NULL)
    {
      gboolean found;
      if (!head_in_any_chain (store, position, digits, &seq, &found, error))
        return FALSE;
      if (seq_out)
        *seq_out = seq;
      if (!found)
        g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                     _("custody log: no chain of the archive has, at position %lld, the row whose head was noted (%s): a history was rewritten or its end cut"),
                     (long long) position, head);
      return found;
    }

  gint64 event_id, last_seq, rows, at;
  guint8 hash[HASH_BYTES], last[HASH_BYTES];
  if (!adj_custody_chain_of (store, event_name, &event_id, error)
      || !chain_row (store, event_id, 0, &last_seq, &rows, last, error))
    return FALSE;
  g_autofree char *title = chain_title (event_name);
  if (position > rows)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
                   g_dngettext (GETTEXT_PACKAGE,
                                "custody log: %s has %lld row; the head noted (%s) is row %lld: rows were cut from its end",
                                "custody log: %s has %lld rows; the head noted (%s) is row %lld: rows were cut from its end",
                                (gulong) rows),
                   title, (long long) rows, head, (long long) position);
      return FALSE;
    }
  if (!chain_row (store, event_id, position, &seq, &at, hash, error))
    return FALSE;
  if (seq_out)
    *seq_out = seq;
  if (seq != 0 && hash_begins (hash, digits))
    return TRUE;
  g_autofree char *now = format_head (position, hash);
  g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
               _("custody log: the row at position %lld of %s is not the one noted: it reads %s, the head noted %s: the history up to it was rewritten"),
               (long long) position, title, now, head);
  return FALSE;
}

/* ---- signing ------------------------------------------------------------ */

gboolean
adj_custody_sign_head_in_transaction (AdjStore *store, gint64 event_id, const guint8 *secret_key, GError **error)
{
  g_assert (adj_db_in_transaction (adj_store_get_db (store)));
  const char *what = "signing the custody log";
  /* The head by the chains' index (coalesce (event_id, 0), position), as
   * the append reads it: "c.event_id = ?" matches no index, and
   * PostgreSQL's scan of the whole log would make this verb conflict with
   * every other action writing a custody row. */
  g_autoptr(AdjDbStmt) head = adj_store_prepare (store,
      "SELECT e.chain_id, c.position, c.hash FROM custody c JOIN events e ON e.id = c.event_id"
      " WHERE coalesce (c.event_id, 0) = ?1 AND c.position IS NOT NULL ORDER BY c.position DESC LIMIT 1", what, error);
  if (!head)
    return FALSE;
  adj_db_stmt_bind_int64 (head, 1, event_id);
  int rc = adj_db_stmt_step (head);
  if (rc == ADJ_DB_STEP_DONE)
    return TRUE;
  if (rc != ADJ_DB_STEP_ROW || adj_db_stmt_column_bytes (head, 2) != HASH_BYTES)
    {
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  gint64 position = adj_db_stmt_column_int64 (head, 1);
  g_autofree char *label = adj_custody_chain_label (adj_db_stmt_column_text (head, 0));
  g_autoptr(GString) message = signature_message (label, position, adj_db_stmt_column_blob (head, 2));
  guint8 signature[crypto_sign_BYTES];
  crypto_sign_detached (signature, NULL, (const guint8 *) message->str, message->len, secret_key);

  /* The same head signed twice is the same signature (Ed25519 is
   * deterministic): kept once. */
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (store,
      "INSERT INTO custody_signatures (event_id, position, signature, signed_at) VALUES (?, ?, ?, ?)"
      " ON CONFLICT DO NOTHING",
      what, error);
  if (!insert)
    return FALSE;
  g_autofree char *now = adj_store_now_text ();
  adj_db_stmt_bind_int64 (insert, 1, event_id);
  adj_db_stmt_bind_int64 (insert, 2, position);
  adj_db_stmt_bind_blob (insert, 3, signature, sizeof signature);
  adj_db_stmt_bind_text (insert, 4, now);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  return TRUE;
}
