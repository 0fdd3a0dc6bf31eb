/* test-cli-envelope.c — the archive from the command line: envelope
 * import, export and list, and log verify; what they open and never touch
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include <sqlite3.h>

#include "cli-run.h"
#include "../store/store-test.h"

static char *
example_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "envelope", "example.json", NULL);
}

static void
test_import_list_export_verify (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "archive.db", NULL);
  g_autofree char *example = example_path ();
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "import", example, "--db", db, "--actor", "Serra", NULL), ==, 0);
  g_autoptr(JsonObject) imported = cli_parse_object (out);
  gint64 id = json_object_get_int_member (imported, "id");
  g_assert_cmpint (id, >, 0);
  g_assert_cmpstr (json_object_get_string_member (imported, "state"), ==, "sealed");
  g_assert_cmpint (json_object_get_int_member (imported, "sealed_move_number"), ==, 41);
  g_assert_true (json_object_get_null_member (imported, "white_scoresheet_found"));

  g_autofree char *before = store_test_file_digest (db);

  /* The same envelope twice is refused, and nothing changes. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "import", example, "--db", db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "already"));

  /* A bad file names its key and changes nothing. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run ("{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
                            " \"position\": \"startpos\", \"time_used\": {\"white\": \"x\"}}",
                            &out, &err, "envelope", "import", "-", "--db", db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "time_used.white"));

  /* The same game under another edition of the Laws than its event's. */
  g_autofree char *doc = NULL;
  g_assert_true (g_file_get_contents (example, &doc, NULL, NULL));
  g_autoptr(GString) other = g_string_new (doc);
  g_string_replace (other, "\"fide-2023\"", "\"fide-1993\"", 1);
  g_string_replace (other, "2026-11-21T21:00:00+01:00", "2026-11-28T21:00:00+01:00", 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (other->str, &out, &err, "envelope", "import", "-", "--db", db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "fide-1993"));
  g_assert_cmpstr (out, ==, "");

  /* None of the refused files left a row behind, or took one away. */
  g_autofree char *after = store_test_file_digest (db);
  g_assert_cmpstr (after, ==, before);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "--db", db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "vidal", "--db", db, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Vidal, Marta"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "Kasparov", "--db", db, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "");

  /* Export gives the file back, the key of a newer program included. */
  g_autofree char *id_text = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "export", id_text, "--db", db, NULL), ==, 0);
  g_autoptr(JsonObject) exported = cli_parse_object (out);
  g_assert_cmpstr (json_object_get_string_member (exported, "format"), ==, "adjourn-envelope");
  g_assert_true (json_object_has_member (exported, "x-newer-program"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "export", "999", "--db", db, NULL), ==, 2);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "log", "verify", "--db", db, NULL), ==, 0);
  g_autoptr(JsonObject) log = cli_parse_object (out);
  g_assert_true (json_object_get_boolean_member (log, "valid"));
  g_assert_cmpint (json_object_get_int_member (log, "rows"), >=, 1);

  /* Someone edits the custody log behind the program's back (with another
   * SQLite program, dropping the triggers that refuse it): log verify still
   * runs (exit 0) and names the row. */
  sqlite3 *handle = NULL;
  g_assert_cmpint (sqlite3_open (db, &handle), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (handle,
                                 "DROP TRIGGER custody_no_update; DROP TRIGGER custody_no_delete;"
                                 " UPDATE custody SET actor = 'Mallory' WHERE seq = 1",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (handle);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "log", "verify", "--db", db, NULL), ==, 0);
  g_autoptr(JsonObject) broken = cli_parse_object (out);
  g_assert_false (json_object_get_boolean_member (broken, "valid"));
  g_assert_cmpint (json_object_get_int_member (broken, "bad_row"), ==, 1);
  g_assert_true (strlen (json_object_get_string_member (broken, "reason")) > 0);

  store_test_dir_remove (dir);
}

/* Run COMMAND (two words, and an argument or NULL) on the archive DB. */
static int
run_on_archive (const char *const command[3], const char *db, char **out, char **err)
{
  if (command[2])
    return cli_run (NULL, out, err, command[0], command[1], command[2], "--db", db, NULL);
  return cli_run (NULL, out, err, command[0], command[1], "--db", db, NULL);
}

/* A command that only reads, given a path that holds no archive, fails
 * (exit 2, naming the path) and creates nothing: no file, no folder. */
static void
test_reading_creates_nothing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", NULL);
  g_autofree char *typo = g_build_filename (dir, "archvie.db", NULL);
  g_autofree char *folder = g_build_filename (dir, "adjourn", NULL);
  g_autofree char *in_folder = g_build_filename (folder, "archive.db", NULL);
  const char *paths[] = { typo, in_folder };
  const char *const commands[][3] = {
    { "log", "verify", NULL },
    { "envelope", "list", NULL },
    { "envelope", "export", "1" },
  };
  for (guint p = 0; p < G_N_ELEMENTS (paths); p++)
    for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
      {
        g_autofree char *out = NULL, *err = NULL;
        g_assert_cmpint (run_on_archive (commands[c], paths[p], &out, &err), ==, 2);
        g_assert_nonnull (strstr (err, paths[p]));
        g_assert_cmpstr (out, ==, "");
        g_assert_false (g_file_test (paths[p], G_FILE_TEST_EXISTS));
        store_test_assert_no_side_files (paths[p]);
      }
  g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

/* Another program's SQLite file given as --db: every command refuses it,
 * the one that writes too, and not a byte of it changes. */
static void
test_foreign_file_untouched (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "notes.db", NULL);
  g_autofree char *example = example_path ();
  sqlite3 *handle = NULL;
  g_assert_cmpint (sqlite3_open (path, &handle), ==, SQLITE_OK);
  store_test_exec (handle, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('milk')");
  g_assert_cmpint (sqlite3_close (handle), ==, SQLITE_OK);
  g_autoptr(GBytes) before = store_test_file_bytes (path);

  const char *const commands[][3] = {
    { "log", "verify", NULL },
    { "envelope", "list", NULL },
    { "envelope", "export", "1" },
    { "envelope", "import", example },
  };
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (run_on_archive (commands[c], path, &out, &err), ==, 2);
      g_assert_nonnull (strstr (err, "not an Adjourn database"));
      g_autoptr(GBytes) after = store_test_file_bytes (path);
      g_assert_true (g_bytes_equal (before, after));
      store_test_assert_no_side_files (path);
    }
  store_test_dir_remove (dir);
}

/* A long write by another program (the window, a sealing) does not make
 * the commands that only read wait for it, let alone fail. */
static void
test_reading_while_writing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "archive.db", NULL);
  g_autofree char *example = example_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "import", example, "--db", db, NULL), ==, 0);

  sqlite3 *writer = NULL;
  g_assert_cmpint (sqlite3_open (db, &writer), ==, SQLITE_OK);
  store_test_exec (writer, "BEGIN IMMEDIATE;"
                           " INSERT INTO events (name, rules, created_at) VALUES ('Open', 'fide-2023', '')");

  /* The busy timeout is 5 s: a command that waited for the lock takes it all. */
  g_autoptr(GTimer) timer = g_timer_new ();
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "--db", db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_cmpfloat (g_timer_elapsed (timer, NULL), <, 4.0);

  g_timer_start (timer);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "log", "verify", "--db", db, NULL), ==, 0);
  g_autoptr(JsonObject) log = cli_parse_object (out);
  g_assert_true (json_object_get_boolean_member (log, "valid"));
  g_assert_cmpfloat (g_timer_elapsed (timer, NULL), <, 4.0);

  store_test_exec (writer, "ROLLBACK");
  g_assert_cmpint (sqlite3_close (writer), ==, SQLITE_OK);
  store_test_dir_remove (dir);
}

static void
test_usage (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "export", "one", "--db", "/nonexistent/x.db", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "not an envelope number"));
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_assert_cmpint (cli_run (NULL, &out2, &err2, "envelope", "import", NULL), ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/envelope/import-list-export-verify", test_import_list_export_verify);
  g_test_add_func ("/cli/envelope/reading-creates-nothing", test_reading_creates_nothing);
  g_test_add_func ("/cli/envelope/foreign-file-untouched", test_foreign_file_untouched);
  g_test_add_func ("/cli/envelope/reading-while-writing", test_reading_while_writing);
  g_test_add_func ("/cli/envelope/usage", test_usage);
  return g_test_run ();
}
