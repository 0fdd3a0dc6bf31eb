/* test-preparation.c — a player's preparation kept with the game: saved,
 * replaced, read back, the sealed move first only after opening
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs on SQLite and, a second time, on PostgreSQL (suite store-pg).
 */
#include "config.h"

#include "adj-store-preparation.h"
#include "chess-fen.h"
#include "chess-san.h"
#include "store-test.h"
#include "../preparation-test.h"

typedef StoreTestFixture Fixture;

/* The example envelope of spec/formats.md: black (the sealer) to move in a
 * rook ending; the sealed move, on paper, will be "Td2" (Catalan: Rd2). */
static gint64
import_example (AdjStore *store, const char *board)
{
  g_autofree char *doc = store_test_envelope ("Club championship", "5", board, "Vidal, Marta", "Puig, Jordi",
                                              "2026-11-21T21:00:00+01:00", NULL);
  return store_test_import (store, doc);
}




static AdjPreparation *
example_preparation (void)
{
  AdjPreparation *p = prep_test_new ("8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
  prep_test_line (p, "Rd2", "Rxd2");
  prep_test_line (p, "Rxd4", "Kf3 Rd2 Ke3");
  return p;
}

static char *
data_of (AdjPreparation *p)
{
  return adj_preparation_to_data (p, NULL);
}

static void
test_save_load (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  gint64 custody = adj_store_count (f->store, "custody", &error);

  /* None yet: no error. */
  g_autoptr(AdjPreparation) none = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_null (none);

  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  g_assert_no_error (error);
  g_autoptr(AdjPreparation) back = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_autofree char *saved = data_of (p), *loaded = data_of (back);
  g_assert_cmpstr (loaded, ==, saved);
  g_assert_cmpuint (adj_preparation_count_prepared (back), ==, 2);
  g_assert_false (adj_preparation_is_opened (back));

  /* The player's work, not a custody step. */
  g_assert_cmpint (adj_store_count (f->store, "custody", &error), ==, custody);
  g_assert_cmpint (adj_store_count (f->store, "preparations", &error), ==, 1);

  g_autoptr(GPtrArray) list = adj_store_list_preparations (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  const AdjPreparationEntry *entry = list->pdata[0];
  g_assert_cmpint (entry->envelope_id, ==, id);
  g_assert_cmpint (entry->responder, ==, CHESS_WHITE);
  g_assert_true (g_str_has_prefix (entry->updated_at, "20"));

  /* Another envelope has none. */
  gint64 other = import_example (f->store, "4");
  g_autoptr(AdjPreparation) other_none = adj_store_load_preparation (f->store, other, &error);
  g_assert_no_error (error);
  g_assert_null (other_none);
}

static void
test_replace (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  prep_test_line (p, "Kh6", "Rd7");
  /* A reply taken back: no longer prepared, and no longer kept. */
  g_assert_true (adj_preparation_set_reply (p, prep_test_index (p, "Rd2"), NULL));
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  g_assert_no_error (error);

  g_assert_cmpint (adj_store_count (f->store, "preparations", &error), ==, 1);
  g_autoptr(AdjPreparation) back = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_preparation_count_prepared (back), ==, 2);
  g_assert_true (adj_preparation_is_prepared (back, prep_test_index (back, "Kh6")));
  g_assert_false (adj_preparation_is_prepared (back, prep_test_index (back, "Rd2")));
  g_autofree char *saved = data_of (p), *loaded = data_of (back);
  g_assert_cmpstr (loaded, ==, saved);
}

static void
test_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  g_autoptr(AdjPreparation) p = example_preparation ();

  g_assert_false (adj_store_save_preparation (f->store, id + 100, p, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (adj_store_load_preparation (f->store, id + 100, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* The position after the sealed move is not the envelope's. */
  ChessPosition other;
  g_assert_true (chess_fen_read (&other, "8/5pk1/6p1/8/3R4/6P1/3r1PK1/8 w - - 4 42", NULL));
  g_autoptr(AdjPreparation) wrong = adj_preparation_new (&other);
  g_assert_false (adj_store_save_preparation (f->store, id, wrong, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT);
  g_autofree char *named = g_strdup_printf ("envelope %" G_GINT64_FORMAT, id);
  g_assert_nonnull (strstr (error->message, named));
  g_clear_error (&error);
  g_assert_cmpint (adj_store_count (f->store, "preparations", &error), ==, 0);
}

/* Before opening the list is the position's alone; once the envelope is
 * opened, the move it held comes first, its reply with it. */
static void
test_opened_first (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  g_autofree char *first_before = g_strdup (adj_preparation_get_san (p, 0));
  g_assert_cmpstr (first_before, !=, "Rd2");

  g_autoptr(AdjPreparation) closed = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_preparation_get_san (closed, 0), ==, first_before);
  g_assert_false (adj_preparation_is_opened (closed));

  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_assert_true (adj_store_open_envelope (f->store, id, &opening, "Td2", &error));
  g_assert_no_error (error);
  g_autoptr(AdjPreparation) opened = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_true (adj_preparation_is_opened (opened));
  g_assert_cmpstr (adj_preparation_get_san (opened, 0), ==, "Rd2");
  g_assert_true (adj_preparation_is_prepared (opened, 0));
  g_assert_cmpstr (chess_tree_node_san (chess_tree_node_next (chess_tree_root (adj_preparation_get_reply (opened, 0)))),
                   ==, "Rxd2");
  /* The others keep their order after it. */
  g_assert_cmpstr (adj_preparation_get_san (opened, 1), ==, first_before);

  /* With nothing prepared, the list read for an opened envelope too. */
  gint64 bare = import_example (f->store, "4");
  gboolean kept = TRUE;
  g_autoptr(AdjPreparation) fresh = adj_store_read_preparation (f->store, bare, &kept, &error);
  g_assert_no_error (error);
  g_assert_false (kept);
  g_assert_false (adj_preparation_is_opened (fresh));
  g_assert_cmpstr (adj_preparation_get_san (fresh, 0), ==, first_before);
  g_assert_true (adj_store_open_envelope (f->store, bare, &opening, "Td2", &error));
  g_autoptr(AdjPreparation) fresh_opened = adj_store_read_preparation (f->store, bare, &kept, &error);
  g_assert_no_error (error);
  g_assert_false (kept);
  g_assert_cmpstr (adj_preparation_get_san (fresh_opened, 0), ==, "Rd2");
  g_assert_cmpuint (adj_preparation_count_prepared (fresh_opened), ==, 0);
}

/* An opened envelope whose move was not a legal one: no candidate is it. */
static void
test_opened_illegal (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  AdjOpening opening = { .arbiter = "Serra, Anna" };
  g_assert_true (adj_store_open_envelope (f->store, id, &opening, "Td7", &error));
  g_autoptr(AdjPreparation) back = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_false (adj_preparation_is_opened (back));
  g_assert_cmpstr (adj_preparation_get_san (back, 0), ==, adj_preparation_get_san (p, 0));
}

static void
test_failed_save (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  g_autofree char *kept = data_of (p);
  g_autofree char *before = store_test_store_digest (f->store);

  prep_test_line (p, "Kh6", "Rd7");
  adj_store_set_fail_point (f->store, "preparation-before-commit");
  g_assert_false (adj_store_save_preparation (f->store, id, p, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_clear_error (&error);
  g_assert_false (store_test_in_transaction (f->store));
  g_autofree char *after = store_test_store_digest (f->store);
  g_assert_cmpstr (after, ==, before);
  g_autoptr(AdjPreparation) back = adj_store_load_preparation (f->store, id, &error);
  g_assert_no_error (error);
  g_autofree char *loaded = data_of (back);
  g_assert_cmpstr (loaded, ==, kept);

  /* A first save that fails leaves no row. */
  gint64 other = import_example (f->store, "4");
  adj_store_set_fail_point (f->store, "preparation-before-commit");
  g_assert_false (adj_store_save_preparation (f->store, other, p, &error));
  g_clear_error (&error);
  g_autoptr(AdjPreparation) none = adj_store_load_preparation (f->store, other, &error);
  g_assert_no_error (error);
  g_assert_null (none);
}

/* A document kept that is no preparation (edited behind the store): the
 * error names the envelope. */
static void
test_bad_document (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = import_example (f->store, "3");
  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (f->store, id, p, &error));
  g_assert_true (adj_db_exec (adj_store_get_db (f->store),
                              "UPDATE preparations SET document = '{\"format\": \"adjourn-preparation\","
                              " \"version\": 1, \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
                              " \"replies\": [{\"move\": \"d1d8\", \"pgn\": \"1. Kf3 *\"}]}'", &error));
  g_assert_no_error (error);
  g_assert_null (adj_store_load_preparation (f->store, id, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_autofree char *named = g_strdup_printf ("envelope %" G_GINT64_FORMAT, id);
  g_assert_nonnull (strstr (error->message, named));
  g_assert_nonnull (strstr (error->message, "replies[0]"));
}

/* ---- from the schema before preparations -------------------------------- */

/* An archive of schema 3 in DIR, made from migrations 1 to 3 in its
 * engine's SQL, holding one envelope written as that program wrote its
 * row; returns the envelope's document. */
static char *
build_version_3 (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *target = store_test_target (dir);
  g_autoptr(AdjDb) db = NULL;
  if (store_test_on_pg ())
    db = adj_db_pg_open (target, ADJ_DB_OPEN_DEFAULT, &error);
  else
    {
      g_assert_true (adj_store_create_file (target, &error));
      db = adj_db_sqlite_open (target, ADJ_DB_OPEN_DEFAULT, &error);
    }
  g_assert_no_error (error);
  g_assert_true (adj_db_begin (db, &error));
  for (int v = 1; v <= 3; v++)
    {
      g_assert_true (adj_db_exec (db, adj_store_schema_sql_for (adj_db_get_dialect (db), v), &error));
      g_assert_no_error (error);
    }
  g_assert_true (adj_db_set_schema_version (db, 3, &error));
  g_assert_true (adj_db_set_application_id (db, ADJ_STORE_APPLICATION_ID, &error));
  g_assert_true (adj_db_exec (db, "INSERT INTO events (name, rules, created_at)"
                                  " VALUES ('Club championship', 'fide-2023', '2026-11-01T09:00:00Z')", &error));
  g_assert_true (adj_db_exec (db, "INSERT INTO rounds (event_id, name) SELECT id, '5' FROM events", &error));
  g_assert_true (adj_db_exec (db, "INSERT INTO games (round_id, board, white, black)"
                                  " SELECT id, '3', 'Vidal, Marta', 'Puig, Jordi' FROM rounds", &error));
  g_assert_no_error (error);
  char *document = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                        "2026-11-21T21:00:00+01:00", NULL);
  g_autoptr(AdjDbStmt) insert = adj_db_prepare (db,
      "INSERT INTO envelopes (game_id, document, document_hash, rules, position, sealer, sealed_move_number,"
      " adjourned_at, adjourned_unix, resumption_at, resumption_place, state, search, imported_at)"
      " SELECT id, ?1, ?2, 'fide-2023', '8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41', 'black', 41,"
      " '2026-11-21T21:00:00+01:00', 1795291200, '2026-11-22T10:00:00+01:00', 'Sala 2', 'sealed',"
      " 'club championship 5 3 vidal, marta puig, jordi sala 2 fide-2023 sealed', '2026-11-21T21:10:00Z'"
      " FROM games", &error);
  g_assert_no_error (error);
  guint8 hash[32];
  crypto_generichash (hash, sizeof hash, (const guint8 *) document, strlen (document), NULL, 0);
  adj_db_stmt_bind_text (insert, 1, document);
  adj_db_stmt_bind_blob (insert, 2, hash, sizeof hash);
  g_assert_cmpint (adj_db_stmt_step (insert), ==, ADJ_DB_STEP_DONE);
  g_clear_pointer (&insert, adj_db_stmt_free);
  g_assert_true (adj_db_commit (db, &error));
  g_assert_no_error (error);
  return document;
}

static gint64
only_envelope (AdjStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  return ((AdjEnvelopeInfo *) list->pdata[0])->id;
}

static void
test_from_version_3 (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *target = store_test_target (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *document = build_version_3 (dir);

  /* Read-only it stays as it is: no preparation, and none listed. */
  {
    g_autoptr(AdjStore) store = adj_store_open_full (target, ADJ_STORE_OPEN_READ_ONLY, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, 3);
    gint64 id = only_envelope (store);
    g_autoptr(AdjPreparation) none = adj_store_load_preparation (store, id, &error);
    g_assert_no_error (error);
    g_assert_null (none);
    g_autoptr(GPtrArray) list = adj_store_list_preparations (store, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (list->len, ==, 0);
  }

  /* A failed upgrade leaves schema 3, its envelope as it was. */
  {
    g_autoptr(AdjStore) store = adj_store_open_with_fail_point (target, ADJ_STORE_OPEN_DEFAULT, "migration-4", &error);
    g_assert_null (store);
    g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
    g_clear_error (&error);
    g_autoptr(AdjStore) reader = adj_store_open_full (target, ADJ_STORE_OPEN_READ_ONLY, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (reader), ==, 3);
  }

  g_autoptr(AdjStore) store = adj_store_open (target, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  gint64 id = only_envelope (store);
  g_autoptr(AdjEnvelope) kept = adj_store_read_envelope (store, id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) written = adj_envelope_new_from_data (document, -1, &error);
  g_assert_no_error (error);
  g_autofree char *kept_text = adj_envelope_to_compact_data (kept, NULL);
  g_autofree char *written_text = adj_envelope_to_compact_data (written, NULL);
  g_assert_cmpstr (kept_text, ==, written_text);
  g_assert_cmpint (adj_store_count (store, "events", &error), ==, 1);
  g_assert_cmpint (adj_store_count (store, "games", &error), ==, 1);
  g_assert_cmpint (adj_store_count (store, "preparations", &error), ==, 0);

  /* And the old envelope takes a preparation. */
  g_autoptr(AdjPreparation) p = example_preparation ();
  g_assert_true (adj_store_save_preparation (store, id, p, &error));
  g_assert_no_error (error);
  g_autoptr(AdjPreparation) back = adj_store_load_preparation (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_preparation_count_prepared (back), ==, 2);

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add ("/store/preparation/" path, Fixture, NULL, store_test_fixture_set_up, func, store_test_fixture_tear_down)
  ADD ("save-load", test_save_load);
  ADD ("replace", test_replace);
  ADD ("refused", test_refused);
  ADD ("opened-first", test_opened_first);
  ADD ("opened-illegal", test_opened_illegal);
  ADD ("failed-save", test_failed_save);
  ADD ("bad-document", test_bad_document);
#undef ADD
  g_test_add_func ("/store/preparation/from-version-3", test_from_version_3);
  return g_test_run ();
}
