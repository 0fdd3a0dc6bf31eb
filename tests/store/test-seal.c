/* test-seal.c — the digital sealed move: round trip, passphrase, seal code, nothing in clear
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE  /* memmem */
#include "config.h"

#include <sodium.h>

#include "adj-seal.h"
#include "store-test.h"

/* Long enough that random bytes in the file match it by chance with
 * negligible probability; the store does not judge moves. */
#define MOVE        "Rxd7+"
#define PASSPHRASE  "correct horse battery staple"

static const char event_name[] = "Club championship";

static AdjStore *
store_with_event (const char *dir, gint64 *id, gboolean with_passphrase)
{
  AdjStore *store = store_test_open (dir);
  g_autofree char *doc = store_test_envelope (event_name, "5", "3", "Vidal, Marta", "Puig, Jordi",
                                              "2026-11-21T21:00:00+01:00", NULL);
  *id = store_test_import (store, doc);
  if (with_passphrase)
    {
      g_autoptr(GError) error = NULL;
      AdjSealLimits limits;
      adj_seal_limits_minimum (&limits);
      g_assert_true (adj_seal_set_passphrase (store, event_name, PASSPHRASE, &limits, &error));
      g_assert_no_error (error);
    }
  return store;
}

static gint64
second_envelope (AdjStore *store, const char *board)
{
  g_autofree char *doc = store_test_envelope (event_name, "5", board, "Ferrer, Pau", "Serra, Anna",
                                              "2026-11-21T21:00:00+01:00", NULL);
  return store_test_import (store, doc);
}

/* ---- the seal code ------------------------------------------------------- */

static void
test_code (void)
{
  guint8 salt[ADJ_SEAL_CODE_SALT_BYTES], other_salt[ADJ_SEAL_CODE_SALT_BYTES];
  g_assert_cmpint (sodium_init (), >=, 0);
  randombytes_buf (salt, sizeof salt);
  randombytes_buf (other_salt, sizeof other_salt);

  g_autofree char *code = adj_seal_code (MOVE, salt, sizeof salt);
  g_assert_cmpuint (strlen (code), ==, 11);
  g_assert_cmpint (code[5], ==, '-');
  for (guint i = 0; i < 11; i++)
    if (i != 5)
      g_assert_nonnull (strchr ("0123456789ABCDEFGHJKMNPQRSTVWXYZ", code[i]));

  g_assert_true (adj_seal_verify_code (MOVE, salt, sizeof salt, code));
  /* As typed back from the paper. */
  g_autofree char *lower = g_ascii_strdown (code, -1);
  g_assert_true (adj_seal_verify_code (MOVE, salt, sizeof salt, lower));
  g_autoptr(GString) bare = g_string_new (code);
  g_string_replace (bare, "-", " ", 0);
  g_assert_true (adj_seal_verify_code (MOVE, salt, sizeof salt, bare->str));
  g_string_replace (bare, " ", "", 0);
  g_assert_true (adj_seal_verify_code (MOVE, salt, sizeof salt, bare->str));
  g_string_replace (bare, "0", "O", 0);
  g_string_replace (bare, "1", "l", 0);
  g_assert_true (adj_seal_verify_code (MOVE, salt, sizeof salt, bare->str));

  /* Another move, another salt, a changed or cut code. */
  g_assert_false (adj_seal_verify_code ("Rxd7", salt, sizeof salt, code));
  g_assert_false (adj_seal_verify_code (MOVE, other_salt, sizeof other_salt, code));
  g_autofree char *changed = g_strdup (code);
  changed[0] = changed[0] == 'A' ? 'B' : 'A';
  g_assert_false (adj_seal_verify_code (MOVE, salt, sizeof salt, changed));
  g_autofree char *cut = g_strndup (code, 10);
  g_assert_false (adj_seal_verify_code (MOVE, salt, sizeof salt, cut));
  g_autofree char *longer = g_strconcat (code, "0", NULL);
  g_assert_false (adj_seal_verify_code (MOVE, salt, sizeof salt, longer));
  g_assert_false (adj_seal_verify_code (MOVE, salt, sizeof salt, "UUUUU-UUUUU"));
  g_assert_false (adj_seal_verify_code (MOVE, salt, sizeof salt, ""));

  /* Every legal-looking move of a position gets its own code under one salt. */
  const char *moves[] = { "Rd2", "Rd3", "Rd4", "Rd5", "Rd6", "Rxd7", "Rxd7+", "Rd8", "Ra1", "Rb1", "Rc1",
                          "Re1", "Rf1", "Rg1", "Rh1", "Rd1", "Kf8", "Kh6", "Kg8", "Kh8", "f5", "f6", "g5", "h5" };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      char *c = adj_seal_code (moves[i], salt, sizeof salt);
      g_assert_false (g_hash_table_contains (seen, c));
      g_hash_table_add (seen, c);
    }
}

/* ---- sealing and opening ---------------------------------------------------- */

static char *
file_bytes (const char *dir)
{
  /* On PostgreSQL, what the server holds of the archive. */
  if (store_test_on_pg ())
    return store_test_pg_rows_text (dir);
  /* The database and its write-ahead log, where a fresh write lives. */
  g_autoptr(GString) all = g_string_new (NULL);
  const char *names[] = { "adjourn.db", "adjourn.db-wal", "adjourn.db-shm" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *data = NULL;
      gsize n = 0;
      if (g_file_get_contents (path, &data, &n, NULL))
        g_string_append_len (all, data, (gssize) n);
    }
  return g_string_free (g_steal_pointer (&all), FALSE);
}

static gboolean
bytes_contain (const char *dir, const char *needle)
{
  if (store_test_on_pg ())
    {
      /* As text, or as the hex of a bytea holding it in clear. */
      g_autofree char *rows = store_test_pg_rows_text (dir);
      g_assert_cmpuint (strlen (rows), >, 0);
      g_autofree char *hex = g_malloc (2 * strlen (needle) + 1);
      sodium_bin2hex (hex, 2 * strlen (needle) + 1, (const guchar *) needle, strlen (needle));
      return strstr (rows, needle) || strstr (rows, hex);
    }
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  g_autofree char *wal = g_build_filename (dir, "adjourn.db-wal", NULL);
  gsize total = 0;
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *data = NULL;
      gsize n = 0;
      if (g_file_get_contents (i == 0 ? path : wal, &data, &n, NULL))
        {
          total += n;
          if (memmem (data, n, needle, strlen (needle)))
            return TRUE;
        }
    }
  g_assert_cmpuint (total, >, 0);
  return FALSE;
}

static void
test_round_trip (void)
{
  g_autofree char *dir = store_test_dir ();
  gint64 id;
  g_autoptr(AdjStore) store = store_with_event (dir, &id, TRUE);
  g_autoptr(GError) error = NULL;

  g_autofree char *code = NULL;
  g_assert_true (adj_seal_envelope (store, id, PASSPHRASE, MOVE, "Puig, Jordi", &code, &error));
  g_assert_no_error (error);
  g_assert_nonnull (code);

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_DIGITAL);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
  g_assert_cmpstr (info->seal_code, ==, code);

  /* Sealed means sealed: not in the export, the list, the custody log,
   * nor anywhere in the file's bytes (nor is the passphrase). */
  g_autofree char *exported = adj_store_export_envelope (store, id, &error);
  g_assert_null (strstr (exported, MOVE));
  g_autoptr(JsonNode) node = json_from_string (exported, NULL);
  g_assert_true (json_object_get_null_member (json_node_get_object (node), "sealed_move"));
  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_cmpuint (log->len, ==, 2);
  for (guint i = 0; i < log->len; i++)
    {
      g_autoptr(JsonNode) entry = adj_custody_entry_to_json (g_ptr_array_index (log, i));
      g_autofree char *text = json_to_string (entry, FALSE);
      g_assert_null (strstr (text, MOVE));
    }
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (log, 1))->kind, ==, ADJ_CUSTODY_SEALED);
  g_assert_false (bytes_contain (dir, MOVE));
  g_assert_false (bytes_contain (dir, PASSPHRASE));
  g_autofree char *everything = file_bytes (dir);
  g_assert_null (strstr (everything, MOVE));

  /* A wrong passphrase opens nothing and changes nothing. */
  const char *present[] = { "Vidal, Marta", "Puig, Jordi", "Serra, Anna", NULL };
  AdjOpening opening = { .arbiter = "Serra, Anna", .present = present,
                         .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_autofree char *before = store_test_store_digest (store);
  char *move = NULL;
  g_assert_false (adj_seal_open (store, id, &opening, "correct horse battery stapler", &move, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_assert_nonnull (strstr (error->message, event_name));
  g_assert_null (move);
  g_clear_error (&error);
  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);

  /* Nor can it be opened as a paper envelope, with a move typed in. */
  g_assert_false (adj_store_open_envelope (store, id, &opening, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  g_assert_true (adj_seal_open (store, id, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, MOVE);
  adj_seal_free_move (move);

  g_autoptr(AdjEnvelopeInfo) opened = adj_store_get_envelope (store, id, &error);
  g_assert_cmpint (opened->state, ==, ADJ_ENVELOPE_OPENED);
  g_autofree char *exported2 = adj_store_export_envelope (store, id, &error);
  g_autoptr(JsonNode) node2 = json_from_string (exported2, NULL);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node2), "sealed_move"), ==, MOVE);
  g_autoptr(GPtrArray) log2 = adj_custody_list (store, id, &error);
  g_assert_cmpuint (log2->len, ==, 3);
  AdjCustodyEntry *entry = g_ptr_array_index (log2, 2);
  g_assert_cmpint (entry->kind, ==, ADJ_CUSTODY_OPENED);
  g_assert_cmpuint (g_strv_length (entry->present), ==, 3);
  g_assert_true (adj_custody_verify (store, NULL, NULL, &error));

  /* Control: once opened the move is in the document, and the byte search
   * above would have found it. */
  g_assert_true (bytes_contain (dir, MOVE));

  /* Once. */
  g_assert_false (adj_seal_open (store, id, &opening, PASSPHRASE, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  store_test_dir_remove (dir);
}

static void
test_refusals (void)
{
  g_autofree char *dir = store_test_dir ();
  gint64 id;
  g_autoptr(AdjStore) store = store_with_event (dir, &id, FALSE);
  g_autoptr(GError) error = NULL;
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);

  /* No passphrase yet. */
  g_assert_false (adj_seal_event_has_passphrase (store, event_name, &error));
  g_assert_no_error (error);
  g_assert_false (adj_seal_envelope (store, id, PASSPHRASE, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE);
  g_clear_error (&error);
  g_assert_false (adj_seal_set_passphrase (store, "No such event", PASSPHRASE, &limits, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (adj_seal_set_passphrase (store, event_name, "", &limits, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_clear_error (&error);

  g_assert_true (adj_seal_set_passphrase (store, event_name, PASSPHRASE, &limits, &error));
  g_assert_no_error (error);
  g_assert_true (adj_seal_event_has_passphrase (store, event_name, &error));
  /* Once: envelopes sealed under the first would be lost under a second. */
  g_assert_false (adj_seal_set_passphrase (store, event_name, "another", &limits, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE);
  g_clear_error (&error);

  /* A mistyped passphrase at sealing would make the move unopenable. */
  g_autofree char *before = store_test_store_digest (store);
  g_assert_false (adj_seal_envelope (store, id, "correct horse", MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_clear_error (&error);
  /* Bad move texts. */
  const char *bad_moves[] = { "", "Rd2\n", "Rd2\t", "\xff\xfe", NULL };
  for (guint i = 0; bad_moves[i]; i++)
    {
      g_assert_false (adj_seal_envelope (store, id, PASSPHRASE, bad_moves[i], "Puig, Jordi", NULL, &error));
      g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_MOVE);
      g_clear_error (&error);
    }
  g_autofree char *too_long = g_strnfill (ADJ_SEAL_MOVE_MAX + 1, 'a');
  g_assert_false (adj_seal_envelope (store, id, PASSPHRASE, too_long, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_MOVE);
  g_clear_error (&error);
  g_assert_false (adj_seal_envelope (store, 999, PASSPHRASE, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);

  /* The longest move there is room for goes through. */
  g_autofree char *longest = g_strnfill (ADJ_SEAL_MOVE_MAX, 'a');
  g_assert_true (adj_seal_envelope (store, id, PASSPHRASE, longest, "Puig, Jordi", NULL, &error));
  g_assert_no_error (error);
  /* Sealed twice: no. */
  g_assert_false (adj_seal_envelope (store, id, PASSPHRASE, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);
  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  char *move = NULL;
  g_assert_true (adj_seal_open (store, id, &opening, PASSPHRASE, &move, &error));
  g_assert_cmpstr (move, ==, longest);
  adj_seal_free_move (move);

  /* An opened paper envelope cannot be sealed afterwards. */
  gint64 paper = second_envelope (store, "4");
  g_assert_true (adj_store_open_envelope (store, paper, &opening, "Rd2", &error));
  g_assert_false (adj_seal_envelope (store, paper, PASSPHRASE, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  store_test_dir_remove (dir);
}

/* A ciphertext moved to another envelope of the same event does not open
 * there, and a seal code changed in the file is caught at opening. */
static void
test_tampering (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  gint64 a;
  g_autoptr(AdjStore) store = store_with_event (dir, &a, TRUE);
  gint64 b = second_envelope (store, "4");
  g_autoptr(GError) error = NULL;
  g_autofree char *code_a = NULL, *code_b = NULL;
  g_assert_true (adj_seal_envelope (store, a, PASSPHRASE, "Rd2", "Puig, Jordi", &code_a, &error));
  g_assert_true (adj_seal_envelope (store, b, PASSPHRASE, "Kg7", "Serra, Anna", &code_b, &error));
  g_assert_no_error (error);

  sqlite3 *db = store_test_db (store);
  /* Same length whatever the move: the ciphertext says nothing of it. */
  g_assert_cmpint (store_test_int (db, "SELECT count (DISTINCT length (ciphertext)) FROM sealed_moves"), ==, 1);

  g_autofree char *swap = g_strdup_printf (
    "UPDATE sealed_moves SET envelope_id = -1 WHERE envelope_id = %" G_GINT64_FORMAT ";"
    "UPDATE sealed_moves SET envelope_id = %" G_GINT64_FORMAT " WHERE envelope_id = %" G_GINT64_FORMAT ";"
    "UPDATE sealed_moves SET envelope_id = %" G_GINT64_FORMAT " WHERE envelope_id = -1;",
    a, a, b, b);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA foreign_keys = OFF", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, swap, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL), ==, SQLITE_OK);

  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_false (adj_seal_open (store, a, &opening, PASSPHRASE, NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CODE);
  g_clear_error (&error);

  /* Swapped back, with A's printed code replaced by B's. */
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA foreign_keys = OFF", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, swap, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL), ==, SQLITE_OK);
  g_autofree char *recode = g_strdup_printf ("UPDATE envelopes SET seal_code = '%s' WHERE id = %" G_GINT64_FORMAT,
                                             code_b, a);
  g_assert_cmpint (sqlite3_exec (db, recode, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_false (adj_seal_open (store, a, &opening, PASSPHRASE, NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CODE);
  g_assert_nonnull (strstr (error->message, "seal code"));
  g_clear_error (&error);

  char *move = NULL;
  g_assert_true (adj_seal_open (store, b, &opening, PASSPHRASE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, "Kg7");
  adj_seal_free_move (move);
  store_test_dir_remove (dir);
}

/* The default cost (libsodium's interactive limits) is what events get
 * when no limits are given; the event keeps it for opening. */
static void
test_interactive_limits (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  gint64 id;
  g_autoptr(AdjStore) store = store_with_event (dir, &id, FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_seal_set_passphrase (store, event_name, PASSPHRASE, NULL, &error));
  g_assert_no_error (error);
  AdjSealLimits interactive;
  adj_seal_limits_interactive (&interactive);
  sqlite3 *db = store_test_db (store);
  g_assert_cmpint (store_test_int (db, "SELECT seal_opslimit FROM events"), ==, (gint64) interactive.opslimit);
  g_assert_cmpint (store_test_int (db, "SELECT seal_memlimit FROM events"), ==, (gint64) interactive.memlimit);

  g_assert_true (adj_seal_envelope (store, id, PASSPHRASE, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_no_error (error);
  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  char *move = NULL;
  g_assert_true (adj_seal_open (store, id, &opening, PASSPHRASE, &move, &error));
  g_assert_cmpstr (move, ==, MOVE);
  adj_seal_free_move (move);
  store_test_dir_remove (dir);
}

/* The passphrase can be checked before anything is written. */
static void
test_check_passphrase (void)
{
  g_autofree char *dir = store_test_dir ();
  gint64 id;
  AdjStore *store = store_with_event (dir, &id, FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_false (adj_seal_check_passphrase (store, event_name, PASSPHRASE, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE);
  g_clear_error (&error);
  g_assert_false (adj_seal_check_passphrase (store, "No such event", PASSPHRASE, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_assert_true (adj_seal_set_passphrase (store, event_name, PASSPHRASE, &limits, &error));
  g_assert_no_error (error);
  g_assert_true (adj_seal_check_passphrase (store, event_name, PASSPHRASE, &error));
  g_assert_no_error (error);
  g_assert_false (adj_seal_check_passphrase (store, event_name, "correct horse battery stapler", &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_assert_cmpint (adj_store_count (store, "sealed_moves", NULL), ==, 0);
  g_object_unref (store);
  store_test_dir_remove (dir);
}

/* One derivation serves a whole sealing: a new event's passphrase and the
 * move written with the same key, which then opens with the passphrase. */
static void
test_key (void)
{
  g_autofree char *dir = store_test_dir ();
  gint64 id;
  AdjStore *store = store_with_event (dir, &id, FALSE);
  g_autoptr(GError) error = NULL;
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);

  /* An event not stored yet gets a new key too: the same group of writes
   * creates it. */
  g_autoptr(AdjSealKey) unborn = adj_seal_key_derive (store, "Next year's open", PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  g_assert_true (adj_seal_key_is_new (unborn));
  g_assert_false (adj_seal_key_store (store, unborn, "Next year's open", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_autoptr(AdjSealKey) fresh = adj_seal_key_derive (store, event_name, PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  g_assert_true (adj_seal_key_is_new (fresh));
  /* Not the event's key until stored: it seals nothing. */
  g_assert_false (adj_seal_envelope_with_key (store, id, fresh, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE);
  g_clear_error (&error);
  g_assert_true (adj_seal_key_store (store, fresh, event_name, &error));
  g_assert_no_error (error);
  g_assert_true (adj_seal_event_has_passphrase (store, event_name, NULL));
  g_assert_true (adj_seal_check_passphrase (store, event_name, PASSPHRASE, &error));
  g_assert_no_error (error);
  g_autofree char *code = NULL;
  g_assert_true (adj_seal_envelope_with_key (store, id, fresh, MOVE, "Puig, Jordi", &code, &error));
  g_assert_no_error (error);
  g_assert_nonnull (code);
  /* Once only: a second new key for the event is refused. */
  g_autoptr(AdjSealKey) other = adj_seal_key_derive (store, "Next year's open", "another one", &limits, &error);
  g_assert_false (adj_seal_key_store (store, other, event_name, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE);
  g_clear_error (&error);

  /* Now the event has a passphrase: the key is checked, and a wrong one
   * is refused before anything is written. */
  gint64 second = second_envelope (store, "4");
  g_autoptr(AdjSealKey) wrong = adj_seal_key_derive (store, event_name, "correct horse battery stapler", NULL, &error);
  g_assert_null (wrong);
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_clear_error (&error);
  g_autoptr(AdjSealKey) known = adj_seal_key_derive (store, event_name, PASSPHRASE, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (adj_seal_key_is_new (known));
  g_assert_true (adj_seal_key_store (store, known, event_name, &error));
  g_assert_no_error (error);
  /* A key of another passphrase (never stored) does not seal here. */
  g_assert_false (adj_seal_envelope_with_key (store, second, other, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE);
  g_clear_error (&error);
  g_assert_cmpint (adj_store_count (store, "sealed_moves", NULL), ==, 1);
  g_assert_true (adj_seal_envelope_with_key (store, second, known, MOVE, "Puig, Jordi", NULL, &error));
  g_assert_no_error (error);

  AdjOpening opening = { .arbiter = "Serra, Anna" };
  for (gint64 e = id; e <= second; e += second - id)
    {
      char *move = NULL;
      g_assert_true (adj_seal_open (store, e, &opening, PASSPHRASE, &move, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (move, ==, MOVE);
      adj_seal_free_move (move);
    }
  g_assert_true (adj_custody_verify (store, NULL, NULL, &error));
  g_object_unref (store);
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seal/code", test_code);
  g_test_add_func ("/seal/round-trip", test_round_trip);
  g_test_add_func ("/seal/refusals", test_refusals);
  g_test_add_func ("/seal/tampering", test_tampering);
  g_test_add_func ("/seal/check-passphrase", test_check_passphrase);
  g_test_add_func ("/seal/key", test_key);
  g_test_add_func ("/seal/interactive-limits", test_interactive_limits);
  return g_test_run ();
}
