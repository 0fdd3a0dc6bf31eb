/* test-migration.c — an archive of schema 1 opened by this program: every
 * row kept, the custody chain whole, all or nothing
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The version-1 file is built with SQLite directly from migration 1's SQL,
 * its custody rows hashed as adj-custody.h describes the format, so that
 * it is what the version-1 program wrote whatever this one writes now.
 */
#include "config.h"

#include <sodium.h>

#include "store-test.h"

#define HASH_BYTES 32

/* A custody row's hash in format "adjourn-custody-1" (HAPPENED_AT NULL) or
 * "adjourn-custody-2" (schema 2: happened_at after at): the previous hash,
 * then each field as "name=length:bytes\n". */
static void
custody_hash (const guint8 prev[HASH_BYTES], gint64 seq, const char *at, const char *happened_at,
              const char *kind, gint64 envelope_id, const char *actor, const char *present, const char *note,
              guint8 out[HASH_BYTES])
{
  g_autofree char *seq_text = g_strdup_printf ("%" G_GINT64_FORMAT, seq);
  g_autofree char *envelope_text = envelope_id ? g_strdup_printf ("%" G_GINT64_FORMAT, envelope_id) : g_strdup ("");
  const char *names[] = { "seq", "at", "happened_at", "kind", "envelope", "actor", "present", "note" };
  const char *values[] = { seq_text, at, happened_at, kind, envelope_text, actor, present, note };
  g_autoptr(GByteArray) message = g_byte_array_new ();
  g_byte_array_append (message, prev, HASH_BYTES);
  g_autoptr(GString) fields = g_string_new (happened_at ? "adjourn-custody-2\n" : "adjourn-custody-1\n");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (values[i])
      g_string_append_printf (fields, "%s=%zu:%s\n", names[i], strlen (values[i]), values[i]);
  g_byte_array_append (message, (const guint8 *) fields->str, fields->len);
  crypto_generichash (out, HASH_BYTES, message->data, message->len, NULL, 0);
}

typedef struct {
  const char *kind;
  gint64      envelope_id;  /* 0: about no envelope */
  const char *actor;
  const char *present;
  const char *note;
} CustodyRow;

static const CustodyRow custody_rows[] = {
  { "created", 7, "import", "[]", "" },
  { "sealed", 7, "Serra", "[\"Vidal, Marta\"]", "" },
  { "created", 9, "import", "[]", "" },
  { "opened", 9, "Serra", "[\"Roca, Anna\",\"Soler, Pau\"]", "{\"white_scoresheet\":true}" },
  { "outcome", 9, "Serra", "[]", "{\"status\":\"continues\"}" },
  { "handed-over", 0, "Serra", "[\"Mas, Pere\"]", "the event's envelopes to the federation" },
};

/* A schema-1 archive: an event, a round, two games, a sealed digital
 * envelope with its sealed move and an opened paper one with its outcome,
 * and their custody rows. Ids are not 1, 2 … so that keeping them shows. */
static char *
build_version_1 (const char *dir)
{
  char *path = g_build_filename (dir, "adjourn.db", NULL);
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  sqlite3_extended_result_codes (db, 1);
  store_test_exec (db, "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; BEGIN");
  store_test_exec (db, adj_store_schema_sql (1));
  g_autofree char *mark = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = 1",
                                           ADJ_STORE_APPLICATION_ID);
  store_test_exec (db, mark);

  store_test_exec (db,
    "INSERT INTO events VALUES (3, 'Club championship', 'fide-2023', zeroblob (16), 2, 67108864,"
    "  x'0102030405', '2026-11-01T09:00:00Z');"
    "INSERT INTO rounds VALUES (4, 3, '5');"
    "INSERT INTO games VALUES (5, 4, '3', 'Vidal, Marta', 'Puig, Jordi', 'adjourned'),"
    "  (6, 4, '4', 'Roca, Anna', 'Soler, Pau', 'playing');");
  g_autofree char *sealed = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                                 "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *opened = store_test_envelope ("Club championship", "5", "4", "Roca, Anna", "Soler, Pau",
                                                 "2026-11-21T21:00:00+01:00", NULL);
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db,
      "INSERT INTO envelopes VALUES (?1, ?2, ?3, ?4, 'fide-2023', '8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41',"
      " 'black', 41, '2026-11-21T21:00:00+01:00', 1795291200, '2026-11-22T10:00:00+01:00', 'Sala 2',"
      " ?5, ?6, ?7, ?8, ?8, ?9, ?10, '2026-11-21T21:10:00Z')", -1, &stmt, NULL), ==, SQLITE_OK);
  struct {
    gint64 id, game;
    const char *document, *state, *kind, *code, *opened_at;
    int scoresheet;
  } envelopes[] = {
    { 7, 5, sealed, "sealed", "digital", "K7QF-2M9X", "", -1 },
    { 9, 6, opened, "opened", "paper", "", "2026-11-22T10:05:00Z", 1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (envelopes); i++)
    {
      g_autofree char *search = g_strdup_printf ("club championship 5 %s sala 2 fide-2023 %s",
                                                 i == 0 ? "3 vidal, marta puig, jordi" : "4 roca, anna soler, pau",
                                                 envelopes[i].state);
      guint8 hash[HASH_BYTES];
      crypto_generichash (hash, HASH_BYTES, (const guint8 *) envelopes[i].document,
                          strlen (envelopes[i].document), NULL, 0);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, envelopes[i].id);
      sqlite3_bind_int64 (stmt, 2, envelopes[i].game);
      sqlite3_bind_text (stmt, 3, envelopes[i].document, -1, SQLITE_STATIC);
      sqlite3_bind_blob (stmt, 4, hash, HASH_BYTES, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 5, envelopes[i].state, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 6, envelopes[i].kind, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 7, envelopes[i].code, -1, SQLITE_STATIC);
      if (envelopes[i].scoresheet >= 0)
        sqlite3_bind_int (stmt, 8, envelopes[i].scoresheet);
      else
        sqlite3_bind_null (stmt, 8);
      sqlite3_bind_text (stmt, 9, envelopes[i].opened_at, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 10, search, -1, SQLITE_TRANSIENT);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
    }
  sqlite3_finalize (stmt);

  store_test_exec (db,
    "INSERT INTO sealed_moves VALUES (7, zeroblob (24), x'00112233445566778899aabbccddeeff0011');"
    "INSERT INTO outcomes VALUES (2, 9, 'continues', NULL, 'sealed-move-legal',"
    "  '{\"status\": \"continues\"}', '2026-11-22T10:06:00Z');");

  g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO custody VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  guint8 prev[HASH_BYTES] = { 0 };
  for (guint i = 0; i < G_N_ELEMENTS (custody_rows); i++)
    {
      const CustodyRow *r = &custody_rows[i];
      g_autofree char *at = g_strdup_printf ("2026-11-2%uT10:00:00Z", i);
      guint8 hash[HASH_BYTES];
      custody_hash (prev, i + 1, at, NULL, r->kind, r->envelope_id, r->actor, r->present, r->note, hash);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, i + 1);
      sqlite3_bind_text (stmt, 2, at, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 3, r->kind, -1, SQLITE_STATIC);
      if (r->envelope_id)
        sqlite3_bind_int64 (stmt, 4, r->envelope_id);
      else
        sqlite3_bind_null (stmt, 4);
      sqlite3_bind_text (stmt, 5, r->actor, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 6, r->present, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 7, r->note, -1, SQLITE_STATIC);
      sqlite3_bind_blob (stmt, 8, prev, HASH_BYTES, SQLITE_TRANSIENT);
      sqlite3_bind_blob (stmt, 9, hash, HASH_BYTES, SQLITE_TRANSIENT);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      memcpy (prev, hash, HASH_BYTES);
    }
  sqlite3_finalize (stmt);

  /* Schema 1 knows no annulled envelope: what migration 2 must change. */
  g_assert_cmpint (sqlite3_exec (db, "UPDATE envelopes SET state = 'annulled' WHERE id = 7", NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_CHECK);
  store_test_exec (db, "COMMIT");
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
  return path;
}

/* A schema-2 archive: the schema-1 one upgraded as the schema-2 program
 * did (migration 2 alone), then two rows that program wrote, which hash
 * happened_at. */
static char *
build_version_2 (const char *dir)
{
  char *path = build_version_1 (dir);
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  store_test_exec (db, "PRAGMA foreign_keys = OFF; BEGIN");
  store_test_exec (db, adj_store_schema_sql (2));
  store_test_exec (db, "PRAGMA user_version = 2; COMMIT; PRAGMA foreign_keys = ON");

  guint8 prev[HASH_BYTES];
  sqlite3_stmt *last = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT hash FROM custody ORDER BY seq DESC LIMIT 1", -1, &last, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (last), ==, SQLITE_ROW);
  memcpy (prev, sqlite3_column_blob (last, 0), HASH_BYTES);
  sqlite3_finalize (last);
  const CustodyRow rows[] = {
    { "handed-over", 7, "Serra", "[]", "{\"to\":\"Mas, Pere\"}" },
    { "checked", 0, "Mas", "[]", "{\"remark\":\"safe inventory\"}" },
  };
  sqlite3_stmt *stmt = NULL;
  g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO custody (seq, at, kind, envelope_id, actor, present, note,"
                                           " prev_hash, hash, happened_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gint64 seq = G_N_ELEMENTS (custody_rows) + 1 + i;
      const char *at = "2026-11-25T09:00:00Z", *happened = "2026-11-24T18:30:00Z";
      guint8 hash[HASH_BYTES];
      custody_hash (prev, seq, at, happened, rows[i].kind, rows[i].envelope_id, rows[i].actor, rows[i].present,
                      rows[i].note, hash);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, seq);
      sqlite3_bind_text (stmt, 2, at, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 3, rows[i].kind, -1, SQLITE_STATIC);
      if (rows[i].envelope_id)
        sqlite3_bind_int64 (stmt, 4, rows[i].envelope_id);
      else
        sqlite3_bind_null (stmt, 4);
      sqlite3_bind_text (stmt, 5, rows[i].actor, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 6, rows[i].present, -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 7, rows[i].note, -1, SQLITE_STATIC);
      sqlite3_bind_blob (stmt, 8, prev, HASH_BYTES, SQLITE_TRANSIENT);
      sqlite3_bind_blob (stmt, 9, hash, HASH_BYTES, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 10, happened, -1, SQLITE_STATIC);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      memcpy (prev, hash, HASH_BYTES);
    }
  sqlite3_finalize (stmt);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
  return path;
}

static const char *const tables[] = {
  "events", "rounds", "games", "envelopes", "sealed_moves", "outcomes", "custody",
};

/* A digest of each table's rows in COLUMNS[i] (its schema-1 columns), one
 * line per table. */
static char *
rows_digest (sqlite3 *db, char **columns)
{
  g_autoptr(GString) out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
      g_autofree char *select = g_strdup_printf ("SELECT %s FROM %s ORDER BY rowid", columns[i], tables[i]);
      sqlite3_stmt *rows = NULL;
      g_assert_cmpint (sqlite3_prepare_v2 (db, select, -1, &rows, NULL), ==, SQLITE_OK);
      gint64 n = 0;
      while (sqlite3_step (rows) == SQLITE_ROW)
        {
          n++;
          for (int c = 0; c < sqlite3_column_count (rows); c++)
            {
              char type = (char) ('0' + sqlite3_column_type (rows, c));
              const void *blob = sqlite3_column_blob (rows, c);
              g_checksum_update (sum, (const guchar *) &type, 1);
              if (blob)
                g_checksum_update (sum, blob, sqlite3_column_bytes (rows, c));
              g_checksum_update (sum, (const guchar *) "|", 1);
            }
        }
      sqlite3_finalize (rows);
      g_string_append_printf (out, "%s %" G_GINT64_FORMAT " %s\n", tables[i], n, g_checksum_get_string (sum));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char **
schema_1_columns (sqlite3 *db)
{
  char **columns = g_new0 (char *, G_N_ELEMENTS (tables) + 1);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT group_concat (name, ', ') FROM pragma_table_info ('%s')",
                                              tables[i]);
      columns[i] = store_test_text (db, sql);
    }
  return columns;
}

static sqlite3 *
raw_open (const char *path)
{
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  return db;
}

/* store_test_digest() of the file at PATH, read with the test's own connection. */
static char *
file_digest (const char *path)
{
  sqlite3 *raw = raw_open (path);
  char *digest = store_test_digest (raw);
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);
  return digest;
}

/* After a refused upgrade: the file at PATH is the version-1 file it was. */
static void
assert_still_version_1 (const char *path, const char *before)
{
  g_autofree char *after = file_digest (path);
  g_assert_cmpstr (after, ==, before);
  sqlite3 *raw = raw_open (path);
  g_assert_cmpint (store_test_int (raw, "PRAGMA user_version"), ==, 1);
  g_assert_cmpint (store_test_int (raw, "SELECT count(*) FROM envelopes"), ==, 2);
  g_assert_cmpint (store_test_int (raw, "SELECT count(*) FROM pragma_table_info ('custody')"
                                        " WHERE name = 'happened_at'"), ==, 0);
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);
}

static void
test_from_version_1 (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = build_version_1 (dir);
  g_autoptr(GError) error = NULL;

  sqlite3 *raw = raw_open (path);
  g_auto(GStrv) columns = schema_1_columns (raw);
  g_autofree char *rows_before = rows_digest (raw, columns);
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);
  g_autofree char *file_before = file_digest (path);

  /* Read-only, it is read as it is and not upgraded. */
  {
    g_autoptr(AdjStore) store = adj_store_open_full (path, ADJ_STORE_OPEN_READ_ONLY, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, 1);
    g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (list->len, ==, 2);
  }
  g_autofree char *file_read = file_digest (path);
  g_assert_cmpstr (file_read, ==, file_before);

  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  sqlite3 *db = store_test_db (store);

  /* Every row, with its id, as it was. */
  g_autofree char *rows_after = rows_digest (db, columns);
  g_assert_cmpstr (rows_after, ==, rows_before);
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM custody WHERE happened_at IS NULL"), ==,
                   G_N_ELEMENTS (custody_rows));
  g_assert_cmpint (store_test_int (db, "PRAGMA foreign_keys"), ==, 1);
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM pragma_foreign_key_check"), ==, 0);
  g_autofree char *integrity = store_test_text (db, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM sqlite_master WHERE name = 'envelopes_by_adjournment'"
                                       " AND tbl_name = 'envelopes'"), ==, 1);
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM sqlite_master WHERE name = 'envelopes_2'"), ==, 0);

  /* The references still name envelopes, and are still enforced. */
  g_assert_cmpint (sqlite3_exec (db, "INSERT INTO sealed_moves VALUES (8, x'00', x'00')", NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_FOREIGNKEY);
  g_assert_cmpint (sqlite3_exec (db, "DELETE FROM envelopes WHERE id = 7", NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_FOREIGNKEY);

  /* The chain written by the old program still verifies, and the log is
   * still append-only. */
  gint64 rows = 0;
  g_assert_true (adj_custody_verify (store, &rows, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (rows, ==, G_N_ELEMENTS (custody_rows));
  g_assert_cmpint (sqlite3_exec (db, "UPDATE custody SET happened_at = 'x' WHERE seq = 1", NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_TRIGGER);

  /* The store reads and writes it as its own. */
  g_autoptr(AdjEnvelopeInfo) sealed = adj_store_get_envelope (store, 7, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sealed->state, ==, ADJ_ENVELOPE_SEALED);
  g_assert_cmpint (sealed->kind, ==, ADJ_ENVELOPE_DIGITAL);
  g_assert_cmpstr (sealed->seal_code, ==, "K7QF-2M9X");
  g_autoptr(AdjEnvelopeInfo) opened = adj_store_get_envelope (store, 9, &error);
  g_assert_no_error (error);
  g_assert_cmpint (opened->state, ==, ADJ_ENVELOPE_OPENED);
  g_assert_cmpint (opened->white_scoresheet_found, ==, 1);
  g_assert_true (adj_custody_append (store, 7, ADJ_CUSTODY_CHECKED, "Serra", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_custody_verify (store, &rows, NULL, &error));
  g_assert_cmpint (rows, ==, G_N_ELEMENTS (custody_rows) + 1);

  /* Schema 2 lets an envelope be annulled. */
  g_assert_true (adj_store_begin (store, "test", &error));
  g_assert_true (adj_store_set_envelope_state (store, 7, ADJ_ENVELOPE_ANNULLED, &error));
  g_assert_true (adj_store_commit (store, "test", &error));
  g_assert_no_error (error);
  g_autoptr(AdjEnvelopeInfo) annulled = adj_store_get_envelope (store, 7, &error);
  g_assert_no_error (error);
  g_assert_cmpint (annulled->state, ==, ADJ_ENVELOPE_ANNULLED);
  g_assert_cmpstr (adj_envelope_state_to_string (annulled->state), ==, "annulled");
  g_autoptr(GPtrArray) found = adj_store_list_envelopes (store, "annulled", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* A schema-2 archive brought to schema 3: its rows, hashes and all, as
 * they were; they verify as the legacy chain, read-only before the upgrade
 * and after it; new rows go to the event's chain, and an edit of an old
 * row is still caught. */
static void
test_from_version_2 (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = build_version_2 (dir);
  g_autoptr(GError) error = NULL;
  const gint64 old_rows = G_N_ELEMENTS (custody_rows) + 2;

  sqlite3 *raw = raw_open (path);
  g_auto(GStrv) columns = schema_1_columns (raw);
  g_autofree char *rows_before = rows_digest (raw, columns);
  g_autofree char *hashes_before = store_test_text (raw, "SELECT group_concat (hex (hash), ',') FROM custody");
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);

  {
    g_autoptr(AdjStore) store = adj_store_open_full (path, ADJ_STORE_OPEN_READ_ONLY, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, 2);
    gint64 rows = 0;
    g_assert_true (adj_custody_verify (store, &rows, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpint (rows, ==, old_rows);
    /* One chain for the whole archive: no event's chain to name. */
    g_assert_false (adj_custody_check (store, "Club championship", NULL, &error));
    g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
    g_clear_error (&error);
  }

  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  sqlite3 *db = store_test_db (store);
  g_autofree char *rows_after = rows_digest (db, columns);
  g_assert_cmpstr (rows_after, ==, rows_before);
  g_autofree char *hashes_after = store_test_text (db, "SELECT group_concat (hex (hash), ',') FROM custody");
  g_assert_cmpstr (hashes_after, ==, hashes_before);
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM custody WHERE position IS NULL"), ==, old_rows);

  AdjCustodyCheck check = { 0 };
  g_assert_true (adj_custody_check (store, NULL, &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.rows, ==, old_rows);
  const AdjCustodyChain *legacy = check.chains->pdata[0];
  g_assert_cmpint (legacy->kind, ==, ADJ_CUSTODY_CHAIN_LEGACY);
  g_assert_cmpint (legacy->rows, ==, old_rows);
  g_autofree char *legacy_head = g_strdup (legacy->head);
  g_assert_true (g_str_has_prefix (legacy_head, "8-"));
  adj_custody_check_clear (&check);

  /* The event's first chained row starts its own chain. */
  g_assert_true (adj_custody_append (store, 7, ADJ_CUSTODY_HANDED_OVER, "Mas", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *head = adj_custody_event_head (store, "Club championship", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (head, "1-"));
  g_assert_true (adj_custody_check (store, NULL, &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.rows, ==, old_rows + 1);
  g_assert_cmpuint (check.chains->len, ==, 2);
  adj_custody_check_clear (&check);
  g_assert_true (adj_custody_verify_head (store, NULL, legacy_head, NULL, &error));
  g_assert_no_error (error);

  /* An old row edited: caught as before, at its row. */
  char *triggers = store_test_triggers_off (db);
  store_test_exec (db, "UPDATE custody SET actor = 'Mallory' WHERE seq = 7");
  store_test_triggers_on (db, triggers);
  gint64 bad = 0;
  g_assert_false (adj_custody_verify (store, NULL, &bad, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_assert_cmpint (bad, ==, 7);
  g_clear_error (&error);
  /* An old row passed off as a row of the event's chain: caught. */
  triggers = store_test_triggers_off (db);
  store_test_exec (db, "UPDATE custody SET actor = 'Serra' WHERE seq = 7;"
                       " UPDATE custody SET position = 2, event_id = 3 WHERE seq = 2");
  store_test_triggers_on (db, triggers);
  g_assert_false (adj_custody_verify (store, NULL, &bad, &error));
  g_assert_error (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN);
  g_assert_cmpint (bad, ==, 3);

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

static char *
schema_text (sqlite3 *db)
{
  return store_test_text (db, "SELECT group_concat (type || ' ' || name || ':' || coalesce (sql, ''), ';')"
                              " FROM (SELECT * FROM sqlite_master ORDER BY name)");
}

/* A new file and an upgraded one end with the same schema. */
static void
test_new_file (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "new.db", NULL);
  g_autoptr(GError) error = NULL;
  g_assert_true (g_file_set_contents (path, "", 0, &error));

  g_autoptr(AdjStore) fresh = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_get_schema_version (fresh), ==, ADJ_STORE_SCHEMA_VERSION);
  g_assert_cmpint (store_test_int (store_test_db (fresh), "PRAGMA application_id"), ==, ADJ_STORE_APPLICATION_ID);
  g_autofree char *fresh_schema = schema_text (store_test_db (fresh));

  g_autofree char *old_path = build_version_1 (dir);
  g_autoptr(AdjStore) upgraded = adj_store_open (old_path, &error);
  g_assert_no_error (error);
  g_autofree char *upgraded_schema = schema_text (store_test_db (upgraded));
  g_assert_cmpstr (upgraded_schema, ==, fresh_schema);
  g_assert_nonnull (strstr (fresh_schema, "'annulled'))"));
  g_assert_nonnull (strstr (fresh_schema, "happened_at TEXT"));

  g_clear_object (&fresh);
  g_clear_object (&upgraded);
  store_test_dir_remove (dir);
}

/* A migration that fails leaves the file as it was, and a later open
 * upgrades it. */
static void
test_failure_changes_nothing (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = build_version_1 (dir);
  g_autoptr(GError) error = NULL;

  g_autofree char *before = file_digest (path);

  g_autoptr(AdjStore) store = adj_store_open_with_fail_point (path, ADJ_STORE_OPEN_DEFAULT, "migration-2", &error);
  g_assert_null (store);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_assert_nonnull (strstr (error->message, "migration-2"));
  g_clear_error (&error);
  assert_still_version_1 (path, before);

  store = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  g_assert_true (adj_custody_verify (store, NULL, NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&store);

  /* A new file whose first migration fails is still a new file. */
  g_autofree char *fresh = g_build_filename (dir, "fresh.db", NULL);
  store = adj_store_open_with_fail_point (fresh, ADJ_STORE_OPEN_DEFAULT, "migration-1", &error);
  g_assert_null (store);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_clear_error (&error);
  sqlite3 *raw = raw_open (fresh);
  g_assert_cmpint (store_test_int (raw, "PRAGMA user_version"), ==, 0);
  g_assert_cmpint (store_test_int (raw, "SELECT count(*) FROM sqlite_master"), ==, 0);
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);
  store = adj_store_open (fresh, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* A row pointing nowhere, which foreign keys being off during the rebuild
 * would let through, stops the upgrade. */
static void
test_dangling_reference (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = build_version_1 (dir);
  g_autoptr(GError) error = NULL;

  sqlite3 *raw = raw_open (path);
  store_test_exec (raw, "PRAGMA foreign_keys = OFF;"
                        " INSERT INTO outcomes VALUES (5, 999, 'finished', '1-0', 'resigned', '{}', '')");
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);
  g_autofree char *before = file_digest (path);

  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  g_assert_null (store);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  g_assert_nonnull (strstr (error->message, "outcomes"));
  assert_still_version_1 (path, before);
  store_test_dir_remove (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/migration/from-version-1", test_from_version_1);
  g_test_add_func ("/store/migration/from-version-2", test_from_version_2);
  g_test_add_func ("/store/migration/new-file", test_new_file);
  g_test_add_func ("/store/migration/failure-changes-nothing", test_failure_changes_nothing);
  g_test_add_func ("/store/migration/dangling-reference", test_dangling_reference);
  return g_test_run ();
}
