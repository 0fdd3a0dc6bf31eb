/* test-store.c — schema, migrations, import/export/list, bad imports, opening, outcomes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>
#include <unistd.h>

#include "store-test.h"

static char *
schema_text (sqlite3 *db)
{
  return store_test_text (db, "SELECT group_concat (name || ':' || coalesce (sql, ''), ';')"
                              " FROM (SELECT name, sql FROM sqlite_master ORDER BY name)");
}

static char *
example (const char *white, const char *adjourned_at)
{
  return store_test_envelope ("Club championship", "5", "3", white, "Puig, Jordi", adjourned_at, NULL);
}

/* ---- opening the file ---------------------------------------------------- */

static void
test_migrations (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  g_autoptr(GError) error = NULL;

  /* An empty file, as a crash right after creating it would leave. */
  g_assert_true (g_file_set_contents (path, "", 0, &error));
  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (store_test_int (raw, "PRAGMA user_version"), ==, 0);
  sqlite3_close (raw);

  g_autofree char *schema_first = NULL;
  g_autofree char *digest_first = NULL;
  {
    g_autoptr(AdjStore) store = adj_store_open (path, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
    g_assert_cmpstr (adj_store_get_path (store), ==, path);
    const char *tables[] = { "events", "rounds", "games", "envelopes", "sealed_moves", "outcomes", "custody" };
    for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
      {
        g_assert_cmpint (adj_store_count (store, tables[i], &error), ==, 0);
        g_assert_no_error (error);
      }
    g_assert_cmpint (adj_store_count (store, "sqlite_master", &error), ==, -1);
    g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
    g_clear_error (&error);

    g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
    store_test_import (store, doc);
    schema_first = schema_text (store_test_db (store));
    digest_first = store_test_store_digest (store);
  }

  /* Reopening migrates nothing and loses nothing. */
  {
    g_autoptr(AdjStore) store = adj_store_open (path, &error);
    g_assert_no_error (error);
    g_autofree char *schema = schema_text (store_test_db (store));
    g_autofree char *digest = store_test_store_digest (store);
    g_assert_cmpstr (schema, ==, schema_first);
    g_assert_cmpstr (digest, ==, digest_first);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  }
  store_test_dir_remove (dir);
}

static void
test_refused_files (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autoptr(GError) error = NULL;

  /* A database from a newer program. */
  g_autofree char *newer = g_build_filename (dir, "newer.db", NULL);
  {
    g_autoptr(AdjStore) store = adj_store_open (newer, &error);
    g_assert_no_error (error);
    g_assert_cmpint (sqlite3_exec (store_test_db (store), "PRAGMA user_version = 99", NULL, NULL, NULL), ==, SQLITE_OK);
  }
  g_autoptr(AdjStore) none = adj_store_open (newer, &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_assert_nonnull (strstr (error->message, newer));
  g_clear_error (&error);

  /* Another program's SQLite file keeps its tables and gets none of ours. */
  g_autofree char *foreign = g_build_filename (dir, "foreign.db", NULL);
  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (foreign, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, "CREATE TABLE notes (text TEXT)", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  none = adj_store_open (foreign, &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  g_clear_error (&error);
  g_assert_cmpint (sqlite3_open (foreign, &raw), ==, SQLITE_OK);
  g_assert_cmpint (store_test_int (raw, "SELECT count(*) FROM sqlite_master"), ==, 1);
  sqlite3_close (raw);

  /* Not a database at all. */
  g_autofree char *text = g_build_filename (dir, "text.db", NULL);
  g_autofree char *junk = g_strnfill (4096, 'x');
  g_assert_true (g_file_set_contents (text, junk, -1, NULL));
  none = adj_store_open (text, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_assert_true (error->domain == ADJ_STORE_ERROR);
  g_assert_nonnull (strstr (error->message, text));
  g_clear_error (&error);

  store_test_dir_remove (dir);
}

static void
test_default_path (void)
{
  g_autofree char *saved = g_strdup (g_getenv (ADJ_STORE_ENV));

  g_setenv (ADJ_STORE_ENV, "/tmp/elsewhere/test.db", TRUE);
  g_autofree char *from_env = adj_store_default_path ();
  g_assert_cmpstr (from_env, ==, "/tmp/elsewhere/test.db");

  g_unsetenv (ADJ_STORE_ENV);
  g_autofree char *standard = adj_store_default_path ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "adjourn", "adjourn.db", NULL);
  g_assert_cmpstr (standard, ==, expected);

  if (saved)
    g_setenv (ADJ_STORE_ENV, saved, TRUE);
}

static void
test_connection (void)
{
  if (store_test_sqlite_only ())
    return;
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  sqlite3 *db = store_test_db (store);

  g_autofree char *mode = store_test_text (db, "PRAGMA journal_mode");
  g_assert_cmpstr (mode, ==, "wal");
  g_assert_cmpint (store_test_int (db, "PRAGMA synchronous"), ==, 2);   /* FULL */
  g_assert_cmpint (store_test_int (db, "PRAGMA foreign_keys"), ==, 1);
  g_assert_cmpint (store_test_int (db, "PRAGMA busy_timeout"), >=, 1000);

  /* Foreign keys are enforced: a round of no event, an envelope of no game. */
  g_assert_cmpint (sqlite3_exec (db, "INSERT INTO rounds (event_id, name) VALUES (999, '1')", NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_FOREIGNKEY);
  g_assert_cmpint (sqlite3_exec (db,
                     "INSERT INTO envelopes (game_id, document, document_hash, rules, position, sealer,"
                     " sealed_move_number, adjourned_at, resumption_at, resumption_place, state, search, imported_at)"
                     " VALUES (999, '{}', x'00', 'fide-2023', '', '', 0, '', '', '', 'sealed', '', '')",
                     NULL, NULL, NULL),
                   ==, SQLITE_CONSTRAINT_FOREIGNKEY);
  g_assert_cmpint (adj_store_count (store, "rounds", NULL), ==, 0);
  g_assert_cmpint (adj_store_count (store, "envelopes", NULL), ==, 0);
  store_test_dir_remove (dir);
}

/* ---- import, export, list ------------------------------------------------ */

static void
test_import_export (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  /* A key from a newer program must survive the round trip. */
  g_autofree char *doc = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                              "2026-11-21T21:00:00+01:00",
                                              "\"x_federation\": {\"id\": 7, \"tags\": [\"a\", \"b\"]}");
  gint64 id = store_test_import (store, doc);

  g_autofree char *exported = adj_store_export_envelope (store, id, &error);
  g_assert_no_error (error);
  g_autoptr(JsonNode) before = json_from_string (doc, NULL);
  g_autoptr(JsonNode) after = json_from_string (exported, NULL);
  g_assert_true (json_node_equal (before, after));

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->session, ==, 1);
  g_assert_cmpstr (info->rules, ==, "fide-2023");
  g_assert_cmpstr (info->event, ==, "Club championship");
  g_assert_cmpstr (info->round, ==, "5");
  g_assert_cmpstr (info->board, ==, "3");
  g_assert_cmpstr (info->white, ==, "Vidal, Marta");
  g_assert_cmpstr (info->black, ==, "Puig, Jordi");
  g_assert_cmpstr (info->position, ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
  g_assert_cmpstr (info->sealer, ==, "black");
  g_assert_cmpint (info->sealed_move_number, ==, 41);
  g_assert_cmpstr (info->adjourned_at, ==, "2026-11-21T21:00:00+01:00");
  g_assert_cmpstr (info->resumption_at, ==, "2026-11-22T10:00:00+01:00");
  g_assert_cmpstr (info->resumption_place, ==, "Sala 2");
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_PAPER);
  g_assert_cmpstr (info->game_state, ==, "adjourned");
  g_assert_cmpint (info->white_scoresheet_found, ==, -1);

  /* One custody entry: its creation. */
  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 1);
  AdjCustodyEntry *entry = g_ptr_array_index (log, 0);
  g_assert_cmpint (entry->kind, ==, ADJ_CUSTODY_CREATED);
  g_assert_cmpstr (entry->actor, ==, "test");

  /* From a file too; an error names the file. */
  g_autofree char *file = g_build_filename (dir, "second.json", NULL);
  g_autofree char *doc2 = example ("Serra, Anna", "2026-11-21T21:00:00+01:00");
  g_assert_true (g_file_set_contents (file, doc2, -1, NULL));
  gint64 id2 = 0;
  g_assert_true (adj_store_import_envelope_file (store, file, NULL, &id2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (id2, >, id);
  g_assert_false (adj_store_import_envelope_file (store, file, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_assert_true (g_str_has_prefix (error->message, file));
  g_clear_error (&error);

  g_assert_null (adj_store_export_envelope (store, 999, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  store_test_dir_remove (dir);
}

static void
test_sessions (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  /* One game adjourned three times, its envelopes arriving out of order;
   * the instants have different offsets, so text order would be wrong. */
  const char *instants[] = {
    "2026-11-23T20:30:00+00:00",   /* third: 21:30 at +01:00 */
    "2026-11-21T21:00:00+01:00",   /* first */
    "2026-11-22T22:00:00+02:00",   /* second: 21:00 at +01:00 */
  };
  gint64 ids[3];
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *doc = example ("Vidal, Marta", instants[i]);
      ids[i] = store_test_import (store, doc);
    }
  g_autoptr(AdjEnvelopeInfo) first = adj_store_get_envelope (store, ids[1], &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) chain = adj_store_list_game_envelopes (store, first->game_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (chain->len, ==, 3);
  const gint64 order[] = { ids[1], ids[2], ids[0] };
  for (guint i = 0; i < 3; i++)
    {
      AdjEnvelopeInfo *info = g_ptr_array_index (chain, i);
      g_assert_cmpint (info->id, ==, order[i]);
      g_assert_cmpint (info->session, ==, (int) i + 1);
      g_assert_cmpint (info->game_id, ==, first->game_id);
    }
  g_assert_cmpint (adj_store_count (store, "games", NULL), ==, 1);
  g_assert_cmpint (adj_store_count (store, "events", NULL), ==, 1);

  /* The same game adjourned at the same instant again is a duplicate, even
   * when the document differs in another key. */
  g_autofree char *again = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                                "2026-11-21T21:00:00+01:00", "\"note\": \"copy\"");
  g_assert_false (adj_store_import_envelope (store, again, -1, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_autofree char *named = g_strdup_printf ("envelope %" G_GINT64_FORMAT, ids[1]);
  g_assert_nonnull (strstr (error->message, named));
  store_test_dir_remove (dir);
}

static guint
count_listed (AdjStore *store, const char *filter)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, filter, &error);
  g_assert_no_error (error);
  return list->len;
}

static void
test_list_filter (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);

  g_autofree char *a = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                            "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *b = store_test_envelope ("Open de Sants", "2", "14", "José Ñúñez", "Puig, Jordi",
                                            "2026-11-20T21:00:00+01:00", NULL);
  g_autofree char *c = store_test_envelope ("Open de Sants", "2", "15", "Ferrer, Pau", "100% Gambit",
                                            "2026-11-22T21:00:00+01:00", NULL);
  gint64 ida = store_test_import (store, a);
  gint64 idb = store_test_import (store, b);
  gint64 idc = store_test_import (store, c);

  g_assert_cmpuint (count_listed (store, NULL), ==, 3);
  g_assert_cmpuint (count_listed (store, ""), ==, 3);
  g_assert_cmpuint (count_listed (store, "  "), ==, 3);
  g_assert_cmpuint (count_listed (store, "vidal"), ==, 1);
  g_assert_cmpuint (count_listed (store, "PUIG"), ==, 2);
  g_assert_cmpuint (count_listed (store, "jose nunez"), ==, 1);   /* accents folded */
  g_assert_cmpuint (count_listed (store, "JOSÉ"), ==, 1);
  g_assert_cmpuint (count_listed (store, "sants puig"), ==, 1);   /* every word */
  g_assert_cmpuint (count_listed (store, "sants vidal"), ==, 0);
  g_assert_cmpuint (count_listed (store, "100%"), ==, 1);         /* % is a character, not a wildcard */
  g_assert_cmpuint (count_listed (store, "%"), ==, 1);
  g_assert_cmpuint (count_listed (store, "_"), ==, 0);
  g_assert_cmpuint (count_listed (store, "sealed"), ==, 3);
  g_assert_cmpuint (count_listed (store, "fide-2023"), ==, 3);
  g_assert_cmpuint (count_listed (store, "sala"), ==, 3);
  g_assert_cmpuint (count_listed (store, "nobody"), ==, 0);

  /* Newest adjournment first. */
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store, NULL, NULL);
  g_assert_cmpint (((AdjEnvelopeInfo *) g_ptr_array_index (all, 0))->id, ==, idc);
  g_assert_cmpint (((AdjEnvelopeInfo *) g_ptr_array_index (all, 1))->id, ==, ida);
  g_assert_cmpint (((AdjEnvelopeInfo *) g_ptr_array_index (all, 2))->id, ==, idb);

  /* The state word follows the envelope. */
  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_store_open_envelope (store, ida, &opening, "Rd2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_listed (store, "sealed"), ==, 2);
  g_assert_cmpuint (count_listed (store, "opened vidal"), ==, 1);
  store_test_dir_remove (dir);
}

/* ---- bad imports ----------------------------------------------------------- */

typedef struct {
  const char *document;  /* NULL: built from the example with EXTRA replacing a key */
  int         code;
  const char *named;     /* text the message must contain (the key) */
} BadImport;

static void
check_refused (AdjStore *store, const char *doc, gssize length, int code, const char *named)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = store_test_store_digest (store);
  gint64 id = -1;
  g_assert_false (adj_store_import_envelope (store, doc, length, NULL, &id, &error));
  g_assert_cmpint (id, ==, -1);
  g_assert_error (error, ADJ_STORE_ERROR, code);
  if (named && !strstr (error->message, named))
    g_error ("message '%s' does not name '%s'", error->message, named);
  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (store_test_in_transaction (store));   /* no transaction left open */
}

/* The example document with one member's text replaced. */
static char *
with (const char *member, const char *replacement)
{
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  g_autoptr(GString) s = g_string_new (doc);
  g_assert_cmpint (g_string_replace (s, member, replacement, 1), ==, 1);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
test_bad_imports (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autofree char *good = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  store_test_import (store, good);

  const struct { const char *member, *replacement, *named; } edits[] = {
    { "\"format\": \"adjourn-envelope\"", "\"format\": \"adjourn-scenario\"", "format: " },
    { "\"format\": \"adjourn-envelope\", ", "", "format: " },
    { "\"version\": 1", "\"version\": 2", "version: " },
    { "\"version\": 1", "\"version\": \"1\"", "version: " },
    { "\"rules\": \"fide-2023\"", "\"rules\": \"fide-2030\"", "rules: " },
    { "\"rules\": \"fide-2023\", ", "", "rules: " },
    { "\"event\": \"Club championship\"", "\"event\": 5", "event: " },
    { "\"round\": \"5\"", "\"round\": 5", "round: " },
    { "\"white\": \"Vidal, Marta\"", "\"white\": [\"Vidal\"]", "white: " },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\"", "\"position\": \"8/8/8/8/8/8/8/8 b - - 3 41\"", "position: " },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\", ", "", "position: " },
    { "\"adjourned_at\": \"2026-11-21T21:00:00+01:00\"", "\"adjourned_at\": \"2026-11-21 21:00\"", "adjourned_at: " },
    { "\"adjourned_at\": \"2026-11-21T21:00:00+01:00\"", "\"adjourned_at\": \"2026-11-21T21:00:00\"", "adjourned_at: " },
    { "\"sealer\": \"black\"", "\"sealer\": \"red\"", "sealer: " },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 0", "sealed_move_number: " },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 4.5", "sealed_move_number: " },
    { "\"resumption\": {", "\"resumption\": \"tomorrow\", \"later\": {", "resumption: " },
    { "\"at\": \"2026-11-22T10:00:00+01:00\"", "\"at\": \"tomorrow\"", "resumption.at: " },
    { "\"place\": \"Sala 2\"", "\"place\": 2", "resumption.place: " },
    { "\"sealed_move\": null", "\"sealed_move\": 7", "sealed_move: " },
  };
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *doc = with (edits[i].member, edits[i].replacement);
      /* Each bad document is also a new game, so that event, round and
       * game rows would be written before a failure if it came late. */
      g_autofree char *other = g_strdup_printf ("\"board\": \"b%u\"", i);
      g_autoptr(GString) s = g_string_new (doc);
      g_string_replace (s, "\"board\": \"3\"", other, 1);
      check_refused (store, s->str, -1, ADJ_STORE_ERROR_DOCUMENT, edits[i].named);
    }

  /* Not an envelope document at all. */
  check_refused (store, "", -1, ADJ_STORE_ERROR_DOCUMENT, "empty");
  check_refused (store, "  \n", -1, ADJ_STORE_ERROR_DOCUMENT, "empty");
  check_refused (store, "{\"format\": ", -1, ADJ_STORE_ERROR_DOCUMENT, "not JSON");
  check_refused (store, "[1, 2]", -1, ADJ_STORE_ERROR_DOCUMENT, "object");
  check_refused (store, "\"adjourn-envelope\"", -1, ADJ_STORE_ERROR_DOCUMENT, "object");
  check_refused (store, "{\"format\": \"adjourn-env\xff\"}", -1, ADJ_STORE_ERROR_DOCUMENT, "UTF-8");
  check_refused (store, good, 40, ADJ_STORE_ERROR_DOCUMENT, "not JSON");   /* cut short */

  /* Well formed, but the store refuses it: a duplicate, an event under
   * another edition of the Laws. */
  check_refused (store, good, -1, ADJ_STORE_ERROR_EXISTS, "already");
  g_autofree char *other_rules = with ("\"rules\": \"fide-2023\"", "\"rules\": \"fide-1993\"");
  check_refused (store, other_rules, -1, ADJ_STORE_ERROR_CONFLICT, "fide-1993");

  /* A failure after the event, round and game rows were written, after the
   * envelope, and just before the commit: all rolled back. */
  const char *points[] = { "after-game", "after-envelope", "before-commit" };
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autofree char *event = g_strdup_printf ("New event %u", i);
      g_autofree char *doc = store_test_envelope (event, "1", "1", "A", "B", "2026-11-21T21:00:00+01:00", NULL);
      adj_store_set_fail_point (store, points[i]);
      check_refused (store, doc, -1, ADJ_STORE_ERROR_DB, points[i]);
      /* The same document goes in once the failure is gone. */
      store_test_import (store, doc);
    }
  g_assert_cmpint (adj_store_count (store, "envelopes", NULL), ==, 4);
  store_test_dir_remove (dir);
}

/* ---- opening, outcomes, lost envelopes ------------------------------------- */

static void
test_open_paper (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  gint64 id = store_test_import (store, doc);

  const char *present[] = { "Vidal, Marta", "Puig, Jordi", NULL };
  AdjOpening opening = {
    .arbiter = "Serra, Anna", .present = present, .at = "2026-11-22T10:05:00+01:00",
    .white_scoresheet = TRUE, .black_scoresheet = FALSE,
  };
  AdjOpening bad_time = opening;
  bad_time.at = "ten past ten";
  g_assert_false (adj_store_open_envelope (store, id, &bad_time, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);
  g_assert_false (adj_store_open_envelope (store, 999, &opening, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (adj_store_open_envelope (store, id, &opening, "Rd2", &error));
  g_assert_no_error (error);

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_OPENED);
  g_assert_cmpstr (info->opened_at, ==, "2026-11-22T10:05:00+01:00");
  g_assert_cmpint (info->white_scoresheet_found, ==, 1);
  g_assert_cmpint (info->black_scoresheet_found, ==, 0);

  g_autofree char *exported = adj_store_export_envelope (store, id, &error);
  g_autoptr(JsonNode) node = json_from_string (exported, NULL);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "sealed_move"), ==, "Rd2");

  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_cmpuint (log->len, ==, 2);
  AdjCustodyEntry *opened = g_ptr_array_index (log, 1);
  g_assert_cmpint (opened->kind, ==, ADJ_CUSTODY_OPENED);
  g_assert_cmpstr (opened->actor, ==, "Serra, Anna");
  g_assert_cmpuint (g_strv_length (opened->present), ==, 2);
  g_assert_cmpstr (opened->present[1], ==, "Puig, Jordi");
  g_assert_nonnull (strstr (opened->note, "\"black_scoresheet\":false"));
  g_assert_null (strstr (opened->note, "Rd2"));

  /* Once. */
  g_assert_false (adj_store_open_envelope (store, id, &opening, "Rd3", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  /* An envelope imported with its move already written is an opened one. */
  g_autofree char *opened_doc = with ("\"sealed_move\": null", "\"sealed_move\": \"Rd1\"");
  g_autoptr(GString) s = g_string_new (opened_doc);
  g_string_replace (s, "\"board\": \"3\"", "\"board\": \"4\"", 1);
  gint64 id2 = store_test_import (store, s->str);
  g_autoptr(AdjEnvelopeInfo) info2 = adj_store_get_envelope (store, id2, &error);
  g_assert_cmpint (info2->state, ==, ADJ_ENVELOPE_OPENED);
  store_test_dir_remove (dir);
}

static void
test_outcome (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  gint64 id = store_test_import (store, doc);

  const char *bad[] = {
    "not json", "[]", "{\"status\": \"over\", \"reason\": \"default\"}",
    "{\"status\": \"finished\", \"result\": \"2-0\", \"reason\": \"default\"}",
    "{\"status\": \"finished\", \"result\": \"1-0\"}",
    "{\"status\": 1, \"reason\": \"default\"}",
  };
  g_autofree char *before = store_test_store_digest (store);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (adj_store_record_outcome (store, id, bad[i], &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, &error));
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
      g_clear_error (&error);
    }
  const char *good = "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"sealed-move-illegal\","
                     " \"articles\": [\"I.8.3\"]}";
  g_assert_false (adj_store_record_outcome (store, 999, good, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);

  gint64 outcome = 0;
  g_assert_true (adj_store_record_outcome (store, id, good, &(AdjCustodyAct) { .actor = "Serra, Anna" }, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, >, 0);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  g_assert_cmpint (adj_store_count (store, "outcomes", NULL), ==, 1);
  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (log, log->len - 1))->kind, ==, ADJ_CUSTODY_OUTCOME);
  store_test_dir_remove (dir);
}

static void
test_lost (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  gint64 id = store_test_import (store, doc);

  g_assert_false (adj_custody_append (store, id, ADJ_CUSTODY_RECONSTRUCTED, "Serra, Anna", NULL, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);
  g_assert_true (adj_custody_append (store, id, ADJ_CUSTODY_LOST, "Serra, Anna", NULL, "not in the safe", NULL, &error));
  g_assert_no_error (error);
  g_autoptr(AdjEnvelopeInfo) lost = adj_store_get_envelope (store, id, NULL);
  g_assert_cmpint (lost->state, ==, ADJ_ENVELOPE_LOST);
  g_assert_cmpuint (count_listed (store, "lost"), ==, 1);

  AdjOpening opening = { .arbiter = "Serra, Anna" };
  g_assert_false (adj_store_open_envelope (store, id, &opening, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  g_assert_true (adj_custody_append (store, id, ADJ_CUSTODY_RECONSTRUCTED, "Serra, Anna", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autoptr(AdjEnvelopeInfo) rebuilt = adj_store_get_envelope (store, id, NULL);
  g_assert_cmpint (rebuilt->state, ==, ADJ_ENVELOPE_RECONSTRUCTED);
  g_assert_cmpuint (count_listed (store, "reconstructed"), ==, 1);
  g_assert_cmpuint (count_listed (store, "lost"), ==, 0);
  store_test_dir_remove (dir);
}

/* ---- grouped writes ---------------------------------------------------------- */

/* What a group writes: an envelope, the arbiter's check of it, its outcome,
 * then a second envelope, which is the last step. */
typedef struct {
  const char *fail;     /* NULL; "last-write": the last import fails; "abandon": FUNC gives up after it */
  gint64      n_custody_before;
  gint64      first, second;
  gint64      chain_inside;   /* rows adj_custody_verify saw before the last step */
} Group;

#define GROUP_OUTCOME "{\"status\": \"finished\", \"result\": \"1-0\", \"reason\": \"resigned\"}"

static gboolean
group_writes (AdjStore *store, gpointer user_data, GError **error)
{
  Group *g = user_data;
  g_autofree char *first = store_test_envelope ("Grouped open", "1", "1", "Ros, Pere", "Puig, Jordi",
                                                "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *second = store_test_envelope ("Grouped open", "1", "2", "Vidal, Marta", "Soler, Nuria",
                                                 "2026-11-21T21:05:00+01:00", NULL);
  /* Still inside the group's transaction when they return. */
  if (!adj_store_import_envelope (store, first, -1, "group", &g->first, error))
    return FALSE;
  g_assert_false (!store_test_in_transaction (store));
  if (!adj_custody_append (store, g->first, ADJ_CUSTODY_CHECKED, "Serra, Anna", NULL, "seal intact", NULL, error)
      || !adj_store_record_outcome (store, g->first, GROUP_OUTCOME, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, error))
    return FALSE;
  /* The entries written so far chain on the ones committed before. */
  if (!adj_custody_verify (store, &g->chain_inside, NULL, error))
    return FALSE;
  if (g_strcmp0 (g->fail, "last-write") == 0)
    adj_store_set_fail_point (store, "before-commit");
  if (!adj_store_import_envelope (store, second, -1, "group", &g->second, error))
    return FALSE;
  if (g_strcmp0 (g->fail, "abandon") == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "abandoned after its last write");
      return FALSE;
    }
  return TRUE;
}

static void
assert_chain (AdjStore *store, gint64 expected_rows)
{
  g_autoptr(GError) error = NULL;
  gint64 n_rows = -1, bad = -1;
  g_assert_true (adj_custody_verify (store, &n_rows, &bad, &error));
  g_assert_no_error (error);
  g_assert_cmpint (n_rows, ==, expected_rows);
  g_assert_cmpint (bad, ==, 0);
}

/* A group that fails at its last step, or is abandoned there, leaves the
 * file as it was, chain included; the same group then goes in whole and is
 * seen by another connection. */
static void
test_group (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  /* Something committed before, so that the group has a chain to extend. */
  g_autofree char *earlier = example ("Vidal, Marta", "2026-11-20T21:00:00+01:00");
  gint64 earlier_id = store_test_import (store, earlier);
  g_assert_true (adj_custody_append (store, earlier_id, ADJ_CUSTODY_HANDED_OVER, "Serra, Anna", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *before = store_test_store_digest (store);
  g_autofree char *head_before = adj_custody_head (store, NULL);

  const char *failures[] = { "last-write", "abandon" };
  for (guint i = 0; i < G_N_ELEMENTS (failures); i++)
    {
      Group g = { .fail = failures[i] };
      g_assert_false (adj_store_run_in_transaction (store, group_writes, &g, &error));
      if (i == 0)
        g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
      else
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_error (&error);
      /* The steps before the last one did run, and the chain held inside. */
      g_assert_cmpint (g.first, >, 0);
      g_assert_cmpint (g.chain_inside, ==, 2 + 3);
      g_assert_true (!store_test_in_transaction (store));
      g_autofree char *after = store_test_store_digest (store);
      g_assert_cmpstr (after, ==, before);
      g_autofree char *head_after = adj_custody_head (store, NULL);
      g_assert_cmpstr (head_after, ==, head_before);
      assert_chain (store, 2);
    }

  Group g = { 0 };
  g_assert_true (adj_store_run_in_transaction (store, group_writes, &g, &error));
  g_assert_no_error (error);
  g_assert_true (!store_test_in_transaction (store));
  g_assert_cmpint (g.second, >, g.first);
  assert_chain (store, 2 + 4);
  g_autoptr(GPtrArray) entries = adj_custody_list (store, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 6);
  const AdjCustodyKind kinds[] = { ADJ_CUSTODY_CREATED, ADJ_CUSTODY_CHECKED, ADJ_CUSTODY_OUTCOME, ADJ_CUSTODY_CREATED };
  const gint64 about[] = { g.first, g.first, g.first, g.second };
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      AdjCustodyEntry *entry = g_ptr_array_index (entries, 2 + i);
      /* SQLite numbers the rows max + 1, so the groups rolled back left no
       * gap; PostgreSQL's sequence gave their numbers away: rising only. */
      if (store_test_on_pg ())
        g_assert_cmpint (entry->seq, >, ((AdjCustodyEntry *) g_ptr_array_index (entries, 1 + i))->seq);
      else
        g_assert_cmpint (entry->seq, ==, 3 + i);
      g_assert_cmpint (entry->kind, ==, kinds[i]);
      g_assert_cmpint (entry->envelope_id, ==, about[i]);
    }

  /* Committed: another connection sees all of it. */
  g_autoptr(AdjStore) other = store_test_open (dir);
  g_assert_cmpint (adj_store_count (other, "envelopes", NULL), ==, 3);
  g_assert_cmpint (adj_store_count (other, "outcomes", NULL), ==, 1);
  g_assert_cmpint (adj_store_count (other, "custody", NULL), ==, 6);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (other, g.first, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  assert_chain (other, 6);

  /* Alone again, a write is its own transaction as before. */
  g_autofree char *later = example ("Vidal, Marta", "2026-11-22T21:00:00+01:00");
  store_test_import (store, later);
  g_assert_cmpint (adj_store_count (other, "envelopes", NULL), ==, 4);
  store_test_dir_remove (dir);
}

typedef struct {
  gint64 kept, failed_event_rows;
  gboolean inner_fails;
} Nested;

static gboolean
inner_group (AdjStore *store, gpointer user_data, GError **error)
{
  Nested *n = user_data;
  g_autofree char *doc = store_test_envelope ("Inner group", "1", "1", "A", "B", "2026-11-21T21:00:00+01:00", NULL);
  if (!adj_store_import_envelope (store, doc, -1, "inner", NULL, error))
    return FALSE;
  if (n->inner_fails)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "inner group abandoned");
      return FALSE;
    }
  return TRUE;
}

/* The single writes inside a group: one that fails leaves nothing of its
 * own, the group carries on without it; groups nest the same way. */
static gboolean
nested_writes (AdjStore *store, gpointer user_data, GError **error)
{
  Nested *n = user_data;
  g_autofree char *doc = example ("Ros, Pere", "2026-11-21T21:00:00+01:00");
  if (!adj_store_import_envelope (store, doc, -1, "group", &n->kept, error))
    return FALSE;

  /* A duplicate, and an import failing after it wrote its event, round,
   * game and envelope rows. */
  g_autoptr(GError) refused = NULL;
  g_assert_false (adj_store_import_envelope (store, doc, -1, "group", NULL, &refused));
  g_assert_error (refused, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_clear_error (&refused);
  g_autofree char *failing = store_test_envelope ("Failed event", "1", "1", "A", "B",
                                                  "2026-11-21T21:00:00+01:00", NULL);
  adj_store_set_fail_point (store, "after-envelope");
  g_assert_false (adj_store_import_envelope (store, failing, -1, "group", NULL, &refused));
  g_assert_error (refused, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_clear_error (&refused);
  n->failed_event_rows = adj_store_count (store, "events", NULL);

  /* A rule refused (a "created" entry is not written by hand). */
  g_assert_false (adj_custody_append (store, n->kept, ADJ_CUSTODY_CREATED, "Serra, Anna", NULL, NULL, NULL, &refused));
  g_assert_error (refused, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_INVALID);
  g_clear_error (&refused);

  /* A group inside the group, abandoned: its import is undone. */
  n->inner_fails = TRUE;
  g_assert_false (adj_store_run_in_transaction (store, inner_group, n, &refused));
  g_assert_error (refused, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&refused);

  if (!adj_custody_append (store, n->kept, ADJ_CUSTODY_CHECKED, "Serra, Anna", NULL, NULL, NULL, error)
      || !adj_store_record_outcome (store, n->kept, GROUP_OUTCOME, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, error))
    return FALSE;
  /* The same inner group again, kept this time. */
  n->inner_fails = FALSE;
  return adj_store_run_in_transaction (store, inner_group, n, error);
}

static void
test_group_nested (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  Nested n = { 0 };
  g_assert_true (adj_store_run_in_transaction (store, nested_writes, &n, &error));
  g_assert_no_error (error);
  g_assert_true (!store_test_in_transaction (store));
  /* The failed import's event was gone already inside the group. */
  g_assert_cmpint (n.failed_event_rows, ==, 1);

  g_autoptr(AdjStore) other = store_test_open (dir);
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (other, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 2);
  g_autoptr(GPtrArray) failed = adj_store_list_envelopes (other, "Failed event", &error);
  g_assert_cmpuint (failed->len, ==, 0);
  g_autoptr(GPtrArray) inner = adj_store_list_envelopes (other, "Inner group", &error);
  g_assert_cmpuint (inner->len, ==, 1);
  g_assert_cmpint (adj_store_count (other, "events", NULL), ==, 2);
  g_assert_cmpint (adj_store_count (other, "outcomes", NULL), ==, 1);
  /* created, checked, outcome for the first; created for the inner group's. */
  assert_chain (other, 4);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (other, n.kept, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  store_test_dir_remove (dir);
}

/* A PostgreSQL URI's password appears in no message: the archive is shown
 * without user-info or password, and a message of libpq's that would echo
 * it (here an sslmode equal to the password) is scrubbed. Needs no server:
 * the socket named does not exist. */
static void
test_uri_password (void)
{
  const struct {
    const char *uri;
    const char *shown;
    const char *secret;
  } cases[] = {
    { "postgresql://arbiter:s3cr%40t@/adjourn?host=/nonexistent-adjourn",
      "postgresql:///adjourn?host=/nonexistent-adjourn", "s3cr" },
    { "postgres:///adjourn?host=/nonexistent-adjourn&password=hunter2&sslmode=hunter2",
      "postgres:///adjourn?host=/nonexistent-adjourn&sslmode=********", "hunter2" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (adj_db_pg_is_uri (cases[i].uri));
      g_autofree char *shown = adj_db_pg_display_uri (cases[i].uri);
      g_assert_cmpstr (shown, ==, cases[i].shown);

      g_autoptr(GError) error = NULL;
      g_autoptr(AdjStore) store = adj_store_open (cases[i].uri, &error);
      g_assert_null (store);
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_test_message ("%s", error->message);
      g_assert_null (strstr (error->message, cases[i].secret));
      g_assert_null (strstr (error->message, "arbiter"));
      g_assert_true (g_str_has_prefix (error->message, cases[i].shown));
    }
  g_assert_false (adj_db_pg_is_uri ("/home/arbiter/postgresql://x.db"));
}

/* A password written raw with "/", "?", "#" or "@" in it splits one way for
 * libpq and another for the scrubbing: refused before connecting, the URI
 * named without anything before its last "@". */
static void
test_uri_ambiguous_password (void)
{
  static const char *const uris[] = {
    "postgresql://arbiter:Sup3r/Secret@h/db",
    "postgresql://arbiter:Sup3r@Secret@h/db",
    "postgresql://arbiter:Sup3r?Secret@h/db",
    "postgresql://arbiter:Sup3r#Secret@h/db",
  };
  for (guint i = 0; i < G_N_ELEMENTS (uris); i++)
    {
      g_autofree char *shown = adj_db_pg_display_uri (uris[i]);
      g_assert_cmpstr (shown, ==, "postgresql://h/db");
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjStore) store = adj_store_open (uris[i], &error);
      g_assert_null (store);
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_test_message ("%s", error->message);
      g_assert_null (strstr (error->message, "Sup3r"));
      g_assert_null (strstr (error->message, "Secret"));
      g_assert_true (g_str_has_prefix (error->message, "postgresql://h/db: "));
      g_assert_nonnull (strstr (error->message, "%40"));
      g_clear_error (&error);
      g_assert_false (adj_store_location_check (uris[i], &error));
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_assert_null (strstr (error->message, "Sup3r"));
    }
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_store_location_check ("postgresql://arbiter:Sup3r%2FSecret@h/db", &error));
  g_assert_no_error (error);
  g_assert_true (adj_store_location_check ("/home/arbiter/a@b.db", &error));
  g_assert_no_error (error);
}

/* Desks that open a new, empty archive at the same moment: one of them
 * makes the schema, the others wait for it and find it made; every one
 * opens it. */
#define DESKS 4

static void
test_open_at_once (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *target = store_test_target (dir);
  int start[2];
  g_assert_cmpint (pipe (start), ==, 0);
  pid_t children[DESKS];
  for (guint c = 0; c < DESKS; c++)
    {
      children[c] = fork ();
      g_assert_cmpint (children[c], >=, 0);
      if (children[c] == 0)
        {
          char go;
          if (read (start[0], &go, 1) != 1)
            _exit (1);
          g_autoptr(GError) error = NULL;
          AdjStore *store = adj_store_open (target, &error);
          if (store == NULL)
            g_printerr ("desk %u: %s\n", c, error->message);
          _exit (store && adj_store_get_schema_version (store) == ADJ_STORE_SCHEMA_VERSION ? 0 : 1);
        }
    }
  g_assert_cmpint (write (start[1], "gggg", DESKS), ==, DESKS);
  close (start[0]);
  close (start[1]);
  for (guint c = 0; c < DESKS; c++)
    {
      int status = 0;
      g_assert_cmpint (waitpid (children[c], &status, 0), ==, children[c]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (adj_store_count (store, "events", &error), ==, 0);
  g_assert_no_error (error);
  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* Run SQL on the archive in DIR on a connection of the test's own. */
static void
pg_exec_own (const char *dir, const char *sql)
{
  g_autofree char *uri = store_test_target (dir);
  PGconn *conn = PQconnectdb (uri);
  g_assert_cmpint (PQstatus (conn), ==, CONNECTION_OK);
  PGresult *result = PQexec (conn, sql);
  if (PQresultStatus (result) != PGRES_COMMAND_OK)
    g_error ("%s: %s", sql, PQresultErrorMessage (result));
  PQclear (result);
  PQfinish (conn);
}

/* TARGET opened with FLAGS is refused as no Adjourn archive, the message
 * saying WORDS. */
static void
assert_schema_refused (const char *target, AdjStoreOpenFlags flags, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) none = adj_store_open_full (target, flags, &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  if (!strstr (error->message, words))
    g_error ("'%s' does not say '%s'", error->message, words);
}

/* A PostgreSQL database is refused as a file is: another program's tables,
 * a newer schema, an empty one opened only to read; nothing is written. */
static void
test_pg_refused (void)
{
  if (!store_test_on_pg ())
    {
      g_test_skip ("PostgreSQL only (SQLite's: /store/refused-files)");
      return;
    }
  g_autofree char *dir = store_test_dir ();
  g_autofree char *target = store_test_target (dir);

  assert_schema_refused (target, ADJ_STORE_OPEN_READ_ONLY, "it is empty");
  pg_exec_own (dir, "CREATE TABLE notes (text text)");
  assert_schema_refused (target, ADJ_STORE_OPEN_DEFAULT, "no Adjourn schema");
  pg_exec_own (dir, "DROP TABLE notes");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(AdjStore) store = adj_store_open (target, &error);
    g_assert_no_error (error);
    g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  }
  pg_exec_own (dir, "UPDATE adjourn_schema SET version = 99");
  assert_schema_refused (target, ADJ_STORE_OPEN_DEFAULT, "newer Adjourn");
  pg_exec_own (dir, "UPDATE adjourn_schema SET version = 3, application_id = 7");
  assert_schema_refused (target, ADJ_STORE_OPEN_DEFAULT, "application id 0x7");
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/migrations", test_migrations);
  g_test_add_func ("/store/refused-files", test_refused_files);
  g_test_add_func ("/store/default-path", test_default_path);
  g_test_add_func ("/store/uri-password", test_uri_password);
  g_test_add_func ("/store/uri-ambiguous-password", test_uri_ambiguous_password);
  g_test_add_func ("/store/open-at-once", test_open_at_once);
  g_test_add_func ("/store/pg-refused", test_pg_refused);
  g_test_add_func ("/store/connection", test_connection);
  g_test_add_func ("/store/import-export", test_import_export);
  g_test_add_func ("/store/sessions", test_sessions);
  g_test_add_func ("/store/list-filter", test_list_filter);
  g_test_add_func ("/store/bad-imports", test_bad_imports);
  g_test_add_func ("/store/open-paper", test_open_paper);
  g_test_add_func ("/store/outcome", test_outcome);
  g_test_add_func ("/store/lost", test_lost);
  g_test_add_func ("/store/group", test_group);
  g_test_add_func ("/store/group-nested", test_group_nested);
  return g_test_run ();
}
