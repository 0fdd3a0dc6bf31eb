/* adj-custody.c — the append-only custody log of the envelopes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-custody"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-profile.h"
#include "adj-store-private.h"

G_DEFINE_QUARK (adj-custody-error-quark, adj_custody_error)

static const char *const kind_words[ADJ_CUSTODY_N_KINDS] = {
  [ADJ_CUSTODY_CREATED] = "created",
  [ADJ_CUSTODY_CHECKED] = "checked",
  [ADJ_CUSTODY_HANDED_OVER] = "handed-over",
  [ADJ_CUSTODY_SEALED] = "sealed",
  [ADJ_CUSTODY_OPENED] = "opened",
  [ADJ_CUSTODY_LOST] = "lost",
  [ADJ_CUSTODY_RECONSTRUCTED] = "reconstructed",
  [ADJ_CUSTODY_OUTCOME] = "outcome",
  [ADJ_CUSTODY_ANNULLED] = "annulled",
  [ADJ_CUSTODY_CORRECTED] = "corrected",
  [ADJ_CUSTODY_ADJOURNED_AGAIN] = "adjourned-again",
};

const char *
adj_custody_kind_to_string (AdjCustodyKind kind)
{
  g_return_val_if_fail ((guint) kind < ADJ_CUSTODY_N_KINDS, NULL);
  return kind_words[kind];
}

int
adj_custody_kind_from_string (const char *word)
{
  for (int i = 0; word && i < ADJ_CUSTODY_N_KINDS; i++)
    if (strcmp (word, kind_words[i]) == 0)
      return i;
  return -1;
}

/* ---- the canonical content and its hash --------------------------------- */

/* One field as "name=length:bytes\n": lengths make the encoding
 * unambiguous, so no two different rows hash the same bytes. */
static void
canonical_field (GString *s, const char *name, const char *value)
{
  g_string_append_printf (s, "%s=%zu:%s\n", name, strlen (value), value);
}

static char *
hex (const guint8 *bytes, gsize n)
{
  char *out = g_malloc (n * 2 + 1);
  sodium_bin2hex (out, n * 2 + 1, bytes, n);
  return out;
}

/* Rows written before schema 2 have no happened_at (NULL) and keep the
 * hash they were written with; schema-2 rows hash it too, under another
 * header, so that a NULL put in its place breaks the row. Chained rows
 * (schema 3) hash their chain and position instead of the archive's seq,
 * the envelope's uid instead of its id, and the document hash recorded. */
void
adj_custody_row_hash (const guint8 prev[ADJ_CUSTODY_HASH_BYTES], const AdjCustodyRow *row,
                      guint8 out[ADJ_CUSTODY_HASH_BYTES])
{
  const char *header = row->chain ? "adjourn-custody-3\n"
                       : row->happened_at ? "adjourn-custody-2\n" : "adjourn-custody-1\n";
  g_autoptr(GString) s = g_string_new (header);
  g_autofree char *position = g_strdup_printf ("%" G_GINT64_FORMAT, row->position);
  if (row->chain)
    {
      canonical_field (s, "chain", row->chain);
      canonical_field (s, "position", position);
    }
  else
    canonical_field (s, "seq", position);
  canonical_field (s, "at", row->at);
  if (row->happened_at)
    canonical_field (s, "happened_at", row->happened_at);
  canonical_field (s, "kind", row->kind);
  canonical_field (s, "envelope", row->envelope);
  canonical_field (s, "actor", row->actor);
  canonical_field (s, "present", row->present);
  canonical_field (s, "note", row->note);
  if (row->chain)
    {
      g_autofree char *document = row->document ? hex (row->document, row->document_length) : g_strdup ("");
      canonical_field (s, "document", document);
    }

  crypto_generichash_state state;
  crypto_generichash_init (&state, NULL, 0, ADJ_CUSTODY_HASH_BYTES);
  crypto_generichash_update (&state, prev, ADJ_CUSTODY_HASH_BYTES);
  crypto_generichash_update (&state, (const guint8 *) s->str, s->len);
  crypto_generichash_final (&state, out, ADJ_CUSTODY_HASH_BYTES);
}

char *
adj_custody_chain_label (const char *chain_id)
{
  return chain_id ? g_strconcat ("event:", chain_id, NULL) : g_strdup ("archive");
}

void
adj_custody_document_hash (const char *document, guint8 out[ADJ_CUSTODY_HASH_BYTES])
{
  crypto_generichash (out, ADJ_CUSTODY_HASH_BYTES, (const guint8 *) document, strlen (document), NULL, 0);
}

static char *
present_json (const char *const *present)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_array (b);
  for (guint i = 0; present && present[i]; i++)
    json_builder_add_string_value (b, present[i]);
  json_builder_end_array (b);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return json_to_string (root, FALSE);
}

static char *
note_text (JsonObject *note)
{
  if (note == NULL)
    return g_strdup ("{}");
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, note);
  return json_to_string (node, FALSE);
}

/* ---- appending ---------------------------------------------------------- */

/* A random name no other archive gives (128 bits, hex). */
static char *
random_name (void)
{
  guint8 bytes[16];
  randombytes_buf (bytes, sizeof bytes);
  return hex (bytes, sizeof bytes);
}

/* The text in column TABLE.COLUMN of row ID, given a random value first
 * when it has none: an event's chain id, an envelope's uid. */
static char *
name_of_row (AdjStore *store, const char *table, const char *column, gint64 id, GError **error)
{
  const char *what = "writing the custody log";
  g_autofree char *fill_sql = g_strdup_printf ("UPDATE %s SET %s = ?2 WHERE id = ?1 AND %s IS NULL",
                                               table, column, column);
  g_autofree char *read_sql = g_strdup_printf ("SELECT %s FROM %s WHERE id = ?", column, table);
  g_autoptr(AdjDbStmt) fill = adj_store_prepare (store, fill_sql, what, error);
  if (!fill)
    return NULL;
  g_autofree char *fresh = random_name ();
  adj_db_stmt_bind_int64 (fill, 1, id);
  adj_db_stmt_bind_text (fill, 2, fresh);
  if (adj_db_stmt_step (fill) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what);
      return NULL;
    }
  g_autoptr(AdjDbStmt) read = adj_store_prepare (store, read_sql, what, error);
  if (!read)
    return NULL;
  adj_db_stmt_bind_int64 (read, 1, id);
  if (adj_db_stmt_step (read) != ADJ_DB_STEP_ROW || adj_db_stmt_column_type (read, 0) != ADJ_DB_TYPE_TEXT)
    {
      adj_store_set_db_error (store, error, what);
      return NULL;
    }
  return g_strdup (adj_db_stmt_column_text (read, 0));
}

/* The entries that write an envelope's document record its hash. */
static gboolean
records_document (AdjCustodyKind kind)
{
  return kind == ADJ_CUSTODY_CREATED || kind == ADJ_CUSTODY_OPENED;
}

static gboolean
stored_document_hash (AdjStore *store, gint64 envelope_id, guint8 out[ADJ_CUSTODY_HASH_BYTES], GError **error)
{
  const char *what = "reading an envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, "SELECT document FROM envelopes WHERE id = ?", what, error);
  if (!stmt || !adj_store_step_envelope (store, stmt, envelope_id, what, error))
    return FALSE;
  const char *document = adj_db_stmt_column_text (stmt, 0);
  adj_custody_document_hash (document ? document : "", out);
  return TRUE;
}

gboolean
adj_custody_check_document_in_transaction (AdjStore *store, gint64 envelope_id, GError **error)
{
  const char *what = "reading the custody log";
  /* Within the envelope's event (custody_by_event_envelope, migration 5):
   * by custody_by_envelope alone, PostgreSQL would lock for this read the
   * newest page of an index every action of every event inserts into. */
  gint64 event_id = 0;
  if (!adj_store_envelope_row (store, envelope_id, NULL, NULL, &event_id, error))
    return FALSE;
  g_autoptr(AdjDbStmt) last = adj_store_prepare (store,
      "SELECT seq, document_hash FROM custody WHERE coalesce (event_id, 0) = ?1 AND envelope_id = ?2"
      " AND position IS NOT NULL AND document_hash IS NOT NULL ORDER BY position DESC LIMIT 1", what, error);
  if (!last)
    return FALSE;
  adj_db_stmt_bind_int64 (last, 1, event_id);
  adj_db_stmt_bind_int64 (last, 2, envelope_id);
  int rc = adj_db_stmt_step (last);
  if (rc == ADJ_DB_STEP_DONE)
    return TRUE;
  if (rc != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  guint8 now[ADJ_CUSTODY_HASH_BYTES];
  if (!stored_document_hash (store, envelope_id, now, error))
    return FALSE;
  if (adj_db_stmt_column_bytes (last, 1) == ADJ_CUSTODY_HASH_BYTES
      && memcmp (adj_db_stmt_column_blob (last, 1), now, ADJ_CUSTODY_HASH_BYTES) == 0)
    return TRUE;
  g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN,
               _("envelope %lld: its stored document is not the one custody log row %lld recorded: it was edited behind the log"),
               (long long) envelope_id, (long long) adj_db_stmt_column_int64 (last, 0));
  return FALSE;
}

gboolean
adj_custody_append_in_transaction (AdjStore *store, gint64 envelope_id, AdjCustodyKind kind,
                                   const AdjCustodyAct *act, JsonObject *note_object,
                                   gint64 *seq_out, GError **error)
{
  g_assert ((guint) kind < ADJ_CUSTODY_N_KINDS);
  g_assert (act != NULL);
  g_assert (adj_db_in_transaction (adj_store_get_db (store)));

  const char *what = "writing the custody log";
  /* The row's chain: its envelope's event's, or the archive's. */
  gint64 event_id = 0;
  g_autofree char *uid = NULL, *chain_id = NULL;
  if (envelope_id > 0)
    {
      if (!adj_store_envelope_row (store, envelope_id, NULL, NULL, &event_id, error)
          || !(uid = name_of_row (store, "envelopes", "uid", envelope_id, error))
          || !(chain_id = name_of_row (store, "events", "chain_id", event_id, error)))
        return FALSE;
    }
  g_autofree char *chain = adj_custody_chain_label (chain_id);

  guint8 prev[ADJ_CUSTODY_HASH_BYTES] = { 0 };
  gint64 position = 1;
  /* Only this event's chain is read, by its index: on PostgreSQL the
   * serializable transaction's read of the head conflicts only with another
   * action on the same event. The row's seq is not read from the log (a
   * max over the whole log would make every two actions conflict): the
   * engine gives it (adj-store-schema.c, migration 5). */
  {
    g_autoptr(AdjDbStmt) last = adj_store_prepare (store,
        "SELECT position, hash FROM custody WHERE position IS NOT NULL AND coalesce (event_id, 0) = ?"
        " ORDER BY position DESC LIMIT 1", what, error);
    if (!last)
      return FALSE;
    adj_db_stmt_bind_int64 (last, 1, event_id);
    int rc = adj_db_stmt_step (last);
    if (rc == ADJ_DB_STEP_ROW)
      {
        position = adj_db_stmt_column_int64 (last, 0) + 1;
        if (adj_db_stmt_column_bytes (last, 1) == ADJ_CUSTODY_HASH_BYTES)
          memcpy (prev, adj_db_stmt_column_blob (last, 1), ADJ_CUSTODY_HASH_BYTES);
        /* else: a damaged last row; chaining on zeros keeps the damage
         * visible to adj_custody_verify rather than refusing to log. */
      }
    else if (rc != ADJ_DB_STEP_DONE)
      {
        adj_store_set_db_error (store, error, what);
        return FALSE;
      }
  }
  guint8 document[ADJ_CUSTODY_HASH_BYTES];
  gboolean has_document = envelope_id > 0 && records_document (kind);
  if (has_document && !stored_document_hash (store, envelope_id, document, error))
    return FALSE;

  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *at = g_date_time_format_iso8601 (now);
  g_autoptr(GDateTime) happened_utc = act->happened_at ? g_date_time_to_utc (act->happened_at) : NULL;
  g_autofree char *happened_at = g_date_time_format_iso8601 (happened_utc ? happened_utc : now);
  g_autofree char *people = present_json (act->present);
  g_autofree char *note = note_text (note_object);
  const char *kind_word = kind_words[kind];
  const char *actor = act->actor ? act->actor : "";
  const AdjCustodyRow row = {
    .chain = chain, .position = position, .at = at, .happened_at = happened_at, .kind = kind_word,
    .envelope = uid ? uid : "", .actor = actor, .present = people, .note = note,
    .document = has_document ? document : NULL, .document_length = sizeof document,
  };
  guint8 hash[ADJ_CUSTODY_HASH_BYTES];
  adj_custody_row_hash (prev, &row, hash);

  g_autoptr(AdjDbStmt) insert = adj_store_prepare (store,
      "INSERT INTO custody (at, happened_at, kind, envelope_id, actor, present, note, prev_hash, hash,"
      " event_id, position, document_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", what, error);
  if (!insert)
    return FALSE;
  adj_db_stmt_bind_text (insert, 1, at);
  adj_db_stmt_bind_text (insert, 2, happened_at);
  adj_db_stmt_bind_text (insert, 3, kind_word);
  if (envelope_id > 0)
    adj_db_stmt_bind_int64 (insert, 4, envelope_id);
  else
    adj_db_stmt_bind_null (insert, 4);
  adj_db_stmt_bind_text (insert, 5, actor);
  adj_db_stmt_bind_text (insert, 6, people);
  adj_db_stmt_bind_text (insert, 7, note);
  adj_db_stmt_bind_blob (insert, 8, prev, sizeof prev);
  adj_db_stmt_bind_blob (insert, 9, hash, sizeof hash);
  if (event_id > 0)
    adj_db_stmt_bind_int64 (insert, 10, event_id);
  else
    adj_db_stmt_bind_null (insert, 10);
  adj_db_stmt_bind_int64 (insert, 11, position);
  if (has_document)
    adj_db_stmt_bind_blob (insert, 12, document, sizeof document);
  else
    adj_db_stmt_bind_null (insert, 12);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  /* SQLite's INTEGER PRIMARY KEY: max + 1, under its one writer's lock,
   * so its seqs have no gap; PostgreSQL's identity sequence: the next
   * number, which an action rolled back leaves unused. */
  if (seq_out)
    *seq_out = adj_db_last_insert_id (adj_store_get_db (store));
  return TRUE;
}

typedef struct {
  gint64          envelope_id;
  AdjCustodyKind  kind;
  gboolean        needs_envelope;
  AdjCustodyAct   act;
  const char     *note;
  gint64          seq;
} Append;

static gboolean
append_once (AdjStore *store, gpointer user_data, GError **error)
{
  Append *a = user_data;
  if (a->envelope_id > 0)
    {
      AdjEnvelopeState state;
      if (!adj_store_envelope_row (store, a->envelope_id, &state, NULL, NULL, error))
        return FALSE;
      AdjEnvelopeState from = a->kind == ADJ_CUSTODY_LOST ? ADJ_ENVELOPE_SEALED : ADJ_ENVELOPE_LOST;
      AdjEnvelopeState to = a->kind == ADJ_CUSTODY_LOST ? ADJ_ENVELOPE_LOST : ADJ_ENVELOPE_RECONSTRUCTED;
      if (a->needs_envelope && state != from)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                       _("envelope %lld is %s: only a %s envelope can be recorded as %s"),
                       (long long) a->envelope_id, adj_envelope_state_to_string (state),
                       adj_envelope_state_to_string (from), kind_words[a->kind]);
          return FALSE;
        }
      if (a->needs_envelope && !adj_store_set_envelope_state (store, a->envelope_id, to, error))
        return FALSE;
    }
  g_autoptr(JsonObject) fields = json_object_new ();
  if (a->note && *a->note)
    json_object_set_string_member (fields, "remark", a->note);
  return adj_custody_append_in_transaction (store, a->envelope_id, a->kind, &a->act, fields, &a->seq, error);
}

gboolean
adj_custody_append (AdjStore *store, gint64 envelope_id, AdjCustodyKind kind, const char *actor,
                    const char *const *present, const char *note, gint64 *seq, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The other kinds belong to the operations that do what they record: a
   * lone "opened" entry without the opening would be a false history. */
  gboolean needs_envelope = kind == ADJ_CUSTODY_LOST || kind == ADJ_CUSTODY_RECONSTRUCTED;
  if (kind != ADJ_CUSTODY_CHECKED && kind != ADJ_CUSTODY_HANDED_OVER && !needs_envelope)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID,
                   _("custody: a “%s” entry is written by the action it records, not by hand"),
                   (guint) kind < ADJ_CUSTODY_N_KINDS ? kind_words[kind] : "?");
      return FALSE;
    }
  if (actor == NULL || !*actor)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID,
                   _("custody: an entry needs the name of who made it"));
      return FALSE;
    }
  if (needs_envelope && envelope_id <= 0)
    {
      g_set_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID,
                   _("custody: a “%s” entry needs an envelope"), kind_words[kind]);
      return FALSE;
    }

  Append a = { envelope_id, kind, needs_envelope, { actor, present, NULL }, note, 0 };
  if (!adj_store_run_action (store, "writing the custody log", append_once, &a, error))
    return FALSE;
  if (seq)
    *seq = a.seq;
  return TRUE;
}

/* ---- reading ------------------------------------------------------------ */

/* An older archive opened read-only is read as it is: version-1 rows know
 * only when they were written, and no row before version 3 has a chain. */
static const char *
happened_at_column (AdjStore *store)
{
  return adj_store_get_schema_version (store) >= 2 ? "happened_at" : "NULL";
}

static const char *
position_column (AdjStore *store)
{
  return adj_store_get_schema_version (store) >= 3 ? "position" : "NULL";
}

void
adj_custody_entry_free (AdjCustodyEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->at);
  g_free (entry->happened_at);
  g_free (entry->actor);
  g_strfreev (entry->present);
  g_free (entry->note);
  g_free (entry->hash);
  g_free (entry);
}

/* The note's fields, or NULL for a note written before notes were
 * structured (free text, kept as it was written). */
static JsonNode *
structured_note (const char *note)
{
  if (note == NULL || *note != '{')
    return NULL;
  JsonNode *node = json_from_string (note, NULL);
  if (node && !JSON_NODE_HOLDS_OBJECT (node))
    g_clear_pointer (&node, json_node_unref);
  return node;
}

static const char *
note_string (JsonObject *o, const char *key)
{
  JsonNode *n = json_object_get_member (o, key);
  return n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
         ? json_node_get_string (n) : NULL;
}

static gboolean
note_bool (JsonObject *o, const char *key)
{
  JsonNode *n = json_object_get_member (o, key);
  return n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_BOOLEAN
         && json_node_get_boolean (n);
}

/* An instant of a note as a person reads it, in its own offset (the time
 * at the place of play); "?" when the note has none. */
static char *
note_instant (JsonObject *o, const char *key)
{
  const char *text = note_string (o, key);
  g_autoptr(GDateTime) t = text ? g_date_time_new_from_iso8601 (text, NULL) : NULL;
  if (t == NULL)
    return g_strdup (text ? text : "?");
  /* Translators: "on 22 November 2026 at 14:00", see g_date_time_format() */
  return g_date_time_format (t, _("on %-d %B %Y at %H:%M"));
}

static char *
describe_fields (AdjCustodyKind kind, JsonObject *o)
{
  const char *remark = note_string (o, "remark");
  switch (kind)
    {
    case ADJ_CUSTODY_CREATED:
      if (g_strcmp0 (note_string (o, "source"), "sealing") == 0)
        return g_strdup (_("Envelope written at the sealing"));
      return g_strdup (note_bool (o, "opened") ? _("Envelope imported, already opened") : _("Envelope imported"));
    case ADJ_CUSTODY_CHECKED:
      if (note_string (o, "rules") && note_string (o, "previous_envelope"))
        {
          const AdjProfile *profile = adj_profile_lookup (note_string (o, "rules"));
          g_autofree char *when = note_instant (o, "previous_adjourned_at");
          /* Translators: the edition of the Laws, then when the envelope before was adjourned */
          return g_strdup_printf (_("Checked by the arbiter against the %s; the game was adjourned again, "
                                    "continuing the envelope adjourned %s"),
                                  profile ? adj_profile_get_title (profile) : note_string (o, "rules"), when);
        }
      if (note_string (o, "rules"))
        {
          const AdjProfile *profile = adj_profile_lookup (note_string (o, "rules"));
          /* Translators: %s is the edition of the Laws, "FIDE Laws of Chess, in force from 1 January 2023" */
          return g_strdup_printf (_("Checked by the arbiter against the %s"),
                                  profile ? adj_profile_get_title (profile) : note_string (o, "rules"));
        }
      return remark ? g_strdup_printf (_("Checked by the arbiter: %s"), remark) : g_strdup (_("Checked by the arbiter"));
    case ADJ_CUSTODY_HANDED_OVER:
      if (note_string (o, "to"))
        return g_strdup_printf (_("Handed over to %s"), note_string (o, "to"));
      return remark ? g_strdup_printf (_("Handed over: %s"), remark) : g_strdup (_("Handed over"));
    case ADJ_CUSTODY_SEALED:
      if (note_bool (o, "reply"))
        return g_strdup (g_strcmp0 (note_string (o, "by"), "white") == 0
                           ? _("White’s reply sealed in a new envelope, to be opened when Black arrives")
                           : _("Black’s reply sealed in a new envelope, to be opened when White arrives"));
      /* Translators: %s is the seal code printed on the envelope */
      return g_strdup_printf (_("Move sealed digitally, seal code %s"), note_string (o, "seal_code") ?: "?");
    case ADJ_CUSTODY_OPENED:
      if (note_bool (o, "reply"))
        return g_strdup (g_strcmp0 (note_string (o, "by"), "white") == 0 ? _("White’s sealed reply opened")
                                                                          : _("Black’s sealed reply opened"));
      {
        gboolean w = note_bool (o, "white_scoresheet"), b = note_bool (o, "black_scoresheet");
        if (w && b)
          return g_strdup (_("Opened; both scoresheets were inside"));
        if (w || b)
          return g_strdup (w ? _("Opened; only White’s scoresheet was inside")
                             : _("Opened; only Black’s scoresheet was inside"));
        return g_strdup (_("Opened; no scoresheet was inside"));
      }
    case ADJ_CUSTODY_LOST:
      return remark ? g_strdup_printf (_("Declared lost: %s"), remark) : g_strdup (_("Declared lost"));
    case ADJ_CUSTODY_RECONSTRUCTED:
      return g_strdup (_("Position re-established from the scoresheets"));
    case ADJ_CUSTODY_OUTCOME:
    case ADJ_CUSTODY_CORRECTED:
      {
        const char *result = note_string (o, "result");
        const char *reason = note_string (o, "reason") ?: "";
        if (kind == ADJ_CUSTODY_CORRECTED)
          /* Translators: the result ("1-0"), the reason ("sealed-move-illegal"), why it was corrected */
          return g_strdup_printf (_("Outcome corrected to %s (%s): %s"), result ? result : note_string (o, "status") ?: "",
                                  reason, note_string (o, "correction") ?: "");
        /* Translators: the result ("1-0") or status ("continues"), then the reason */
        return g_strdup_printf (_("Outcome recorded: %s (%s)"), result ? result : note_string (o, "status") ?: "", reason);
      }
    case ADJ_CUSTODY_ANNULLED:
      return g_strdup_printf (_("Game annulled: %s"), note_string (o, "reason") ?: "");
    case ADJ_CUSTODY_ADJOURNED_AGAIN:
      {
        g_autofree char *when = note_instant (o, "next_adjourned_at");
        /* Translators: %s is when the game was adjourned again */
        return g_strdup_printf (_("Play went on and the game was adjourned again %s: a new envelope continues this one"),
                                when);
      }
    case ADJ_CUSTODY_N_KINDS:
    default:
      return g_strdup (remark ? remark : "");
    }
}

char *
adj_custody_entry_describe (const AdjCustodyEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_autoptr(JsonNode) fields = structured_note (entry->note);
  if (fields == NULL)
    return g_strdup (entry->note ? entry->note : "");
  return describe_fields (entry->kind, json_node_get_object (fields));
}

JsonNode *
adj_custody_entry_to_json (const AdjCustodyEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seq");
  json_builder_add_int_value (b, entry->seq);
  json_builder_set_member_name (b, "at");
  json_builder_add_string_value (b, entry->at);
  json_builder_set_member_name (b, "happened_at");
  json_builder_add_string_value (b, entry->happened_at);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, adj_custody_kind_to_string (entry->kind));
  json_builder_set_member_name (b, "envelope");
  if (entry->envelope_id > 0)
    json_builder_add_int_value (b, entry->envelope_id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "actor");
  json_builder_add_string_value (b, entry->actor);
  json_builder_set_member_name (b, "present");
  json_builder_begin_array (b);
  for (guint i = 0; entry->present[i]; i++)
    json_builder_add_string_value (b, entry->present[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "note");
  g_autoptr(JsonNode) fields = structured_note (entry->note);
  if (fields)
    json_builder_add_value (b, g_steal_pointer (&fields));
  else
    json_builder_add_string_value (b, entry->note);
  json_builder_set_member_name (b, "description");
  g_autofree char *description = adj_custody_entry_describe (entry);
  json_builder_add_string_value (b, description);
  json_builder_set_member_name (b, "hash");
  json_builder_add_string_value (b, entry->hash);
  json_builder_set_member_name (b, "position");
  if (entry->position > 0)
    json_builder_add_int_value (b, entry->position);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char **
present_from_json (const char *text)
{
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();
  g_autoptr(JsonNode) node = text ? json_from_string (text, NULL) : NULL;
  if (node && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          const char *name = json_array_get_string_element (a, i);
          if (name)
            g_strv_builder_add (b, name);
        }
    }
  return g_strv_builder_end (b);
}

GPtrArray *
adj_custody_list (AdjStore *store, gint64 envelope_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);

  const char *what = "reading the custody log";
  g_autofree char *sql = g_strdup_printf ("SELECT seq, at, kind, envelope_id, actor, present, note, hash, %s, %s"
                                          " FROM custody WHERE ?1 = 0 OR envelope_id = ?1 ORDER BY seq",
                                          happened_at_column (store), position_column (store));
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, sql, what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, envelope_id);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_custody_entry_free);
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    {
      AdjCustodyEntry *e = g_new0 (AdjCustodyEntry, 1);
      e->seq = adj_db_stmt_column_int64 (stmt, 0);
      e->at = g_strdup (adj_db_stmt_column_text (stmt, 1));
      int kind = adj_custody_kind_from_string (adj_db_stmt_column_text (stmt, 2));
      e->kind = kind < 0 ? ADJ_CUSTODY_CREATED : (AdjCustodyKind) kind;
      e->envelope_id = adj_db_stmt_column_int64 (stmt, 3);
      e->actor = g_strdup (adj_db_stmt_column_text (stmt, 4));
      e->present = present_from_json (adj_db_stmt_column_text (stmt, 5));
      e->note = g_strdup (adj_db_stmt_column_text (stmt, 6));
      e->hash = hex (adj_db_stmt_column_blob (stmt, 7), (gsize) adj_db_stmt_column_bytes (stmt, 7));
      /* Rows from before schema 2 know only when they were written. */
      const char *happened = adj_db_stmt_column_text (stmt, 8);
      e->happened_at = g_strdup (happened ? happened : e->at ? e->at : "");
      e->position = adj_db_stmt_column_int64 (stmt, 9);
      if (!e->at) e->at = g_strdup ("");
      if (!e->actor) e->actor = g_strdup ("");
      if (!e->note) e->note = g_strdup ("");
      g_ptr_array_add (entries, e);
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what);
      return NULL;
    }
  return g_steal_pointer (&entries);
}
