/* test-open.c — opening the archive: other programs' files left untouched,
 * read-only opens that create and lock nothing, the file's mode
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/stat.h>
#include <unistd.h>

#include "store-test.h"

/* A file of another program, written and closed by the test's own
 * connection. */
static char *
foreign_file (const char *dir, const char *name, const char *sql)
{
  char *path = g_build_filename (dir, name, NULL);
  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  store_test_exec (raw, sql);
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);
  return path;
}

/* Both ways of opening refuse PATH with ERROR_SCHEMA and leave every byte
 * of it as it was, and nothing beside it that SQLite would read as part of
 * it. A file in WAL mode cannot be read without its -shm and -wal, and a
 * read-only connection cannot remove them when it closes (any read-only
 * reader, sqlite3 -readonly too, leaves them so): an empty -wal adds
 * nothing to the file. */
static void
assert_refused_untouched (const char *path, const char *words, gboolean wal_mode)
{
  g_autoptr(GBytes) before = store_test_file_bytes (path);
  const AdjStoreOpenFlags modes[] = { ADJ_STORE_OPEN_DEFAULT, ADJ_STORE_OPEN_READ_ONLY };
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjStore) store = adj_store_open_full (path, modes[i], &error);
      g_assert_null (store);
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
      g_assert_nonnull (strstr (error->message, path));
      g_assert_nonnull (strstr (error->message, words));
      g_autoptr(GBytes) after = store_test_file_bytes (path);
      g_assert_true (g_bytes_equal (before, after));
      if (!wal_mode)
        {
          store_test_assert_no_side_files (path);
          continue;
        }
      g_autofree char *journal = g_strconcat (path, "-journal", NULL);
      g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
      g_autofree char *wal = g_strconcat (path, "-wal", NULL);
      GStatBuf st;
      if (g_stat (wal, &st) == 0)
        g_assert_cmpint (st.st_size, ==, 0);
    }
}

static void
test_foreign_untouched (void)
{
  g_autofree char *dir = store_test_dir ();

  /* The journal mode is in the file's header: switching it to WAL before
   * looking would change these bytes. */
  g_autofree char *own_table = foreign_file (dir, "notes.db", "CREATE TABLE notes (text TEXT);"
                                             " INSERT INTO notes VALUES ('milk')");
  assert_refused_untouched (own_table, "no Adjourn schema", FALSE);

  g_autofree char *other_id = foreign_file (dir, "other.db", "PRAGMA application_id = 0x12345678;"
                                            " CREATE TABLE things (id INTEGER PRIMARY KEY)");
  assert_refused_untouched (other_id, "0x12345678", FALSE);

  /* Another program that versions its schema with user_version but sets
   * no application id: a version is not ours without our mark. */
  g_autofree char *versioned = foreign_file (dir, "versioned.db", "PRAGMA user_version = 1;"
                                             " CREATE TABLE events (id INTEGER PRIMARY KEY)");
  assert_refused_untouched (versioned, "not an Adjourn database", FALSE);

  /* One already in WAL mode, read through its -wal and -shm. */
  g_autofree char *wal = foreign_file (dir, "wal.db", "PRAGMA journal_mode = WAL;"
                                       " CREATE TABLE notes (text TEXT)");
  assert_refused_untouched (wal, "no Adjourn schema", TRUE);

  store_test_dir_remove (dir);
}

static void
test_newer_untouched (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = g_build_filename (dir, "adjourn.db", NULL);
  g_object_unref (store_test_open (dir));

  sqlite3 *raw = NULL;
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_autofree char *bump = g_strdup_printf ("PRAGMA user_version = %d", ADJ_STORE_SCHEMA_VERSION + 1);
  store_test_exec (raw, bump);
  g_assert_cmpint (sqlite3_close (raw), ==, SQLITE_OK);

  assert_refused_untouched (path, "newer", TRUE);
  store_test_dir_remove (dir);
}

static void
test_read_only_creates_nothing (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(GError) error = NULL;

  /* A mistyped name, and a mistyped folder. */
  g_autofree char *typo = g_build_filename (dir, "adjorun.db", NULL);
  g_autofree char *folder = g_build_filename (dir, "adjourn", NULL);
  g_autofree char *in_folder = g_build_filename (folder, "adjourn.db", NULL);
  const char *paths[] = { typo, in_folder };
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(AdjStore) store = adj_store_open_full (paths[i], ADJ_STORE_OPEN_READ_ONLY, &error);
      g_assert_null (store);
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN);
      g_assert_nonnull (strstr (error->message, paths[i]));
      g_clear_error (&error);
      g_assert_false (g_file_test (paths[i], G_FILE_TEST_EXISTS));
      store_test_assert_no_side_files (paths[i]);
    }
  g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));

  /* An empty file is no archive to read, and stays empty. */
  g_assert_true (g_file_set_contents (typo, "", 0, NULL));
  g_autoptr(AdjStore) store = adj_store_open_full (typo, ADJ_STORE_OPEN_READ_ONLY, &error);
  g_assert_null (store);
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_SCHEMA);
  g_autoptr(GBytes) after = store_test_file_bytes (typo);
  g_assert_cmpuint (g_bytes_get_size (after), ==, 0);
  store_test_assert_no_side_files (typo);

  store_test_dir_remove (dir);
}

/* An archive holding one envelope, closed; its path. */
static char *
archive_of_one (const char *dir)
{
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autofree char *doc = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                              "2026-11-21T21:00:00+01:00", NULL);
  store_test_import (store, doc);
  return g_strdup (adj_store_get_path (store));
}

static void
test_read_only (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = archive_of_one (dir);
  g_autoptr(GError) error = NULL;

  /* SQLITE_OPEN_READONLY stands for a medium this process cannot write
   * (the tests run as root, whom file modes do not stop). */
  g_autoptr(AdjStore) store = adj_store_open_full (path, ADJ_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  sqlite3 *db = store_test_db (store);
  g_assert_cmpint (sqlite3_db_readonly (db, "main"), ==, 1);
  g_assert_cmpint (adj_store_get_schema_version (store), ==, ADJ_STORE_SCHEMA_VERSION);
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  gint64 rows = 0;
  g_assert_true (adj_custody_verify (store, &rows, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (rows, ==, 1);

  /* A write is refused as a database error and changes nothing. */
  g_autofree char *before = store_test_digest (db);
  g_autofree char *other = store_test_envelope ("Club championship", "5", "4", "Roca, Anna", "Soler, Pau",
                                                "2026-11-21T21:00:00+01:00", NULL);
  g_assert_false (adj_store_import_envelope (store, other, -1, "test", NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB);
  g_clear_error (&error);
  g_autofree char *after = store_test_digest (db);
  g_assert_cmpstr (after, ==, before);

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* Another program holds the write lock with a write pending, for longer
 * than the busy timeout: nothing that only reads may wait for it. */
static void
test_open_while_writing (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = archive_of_one (dir);
  g_autoptr(GError) error = NULL;

  sqlite3 *writer = NULL;
  g_assert_cmpint (sqlite3_open (path, &writer), ==, SQLITE_OK);
  store_test_exec (writer, "BEGIN IMMEDIATE;"
                           " INSERT INTO events (name, rules, created_at) VALUES ('Open', 'fide-2023', '')");

  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(AdjStore) reader = adj_store_open_full (path, ADJ_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (reader, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_true (adj_custody_verify (reader, NULL, NULL, &error));
  g_assert_no_error (error);
  /* An up-to-date archive opened for writing takes no lock either. */
  g_autoptr(AdjStore) other = adj_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_store_count (other, "events", &error), ==, 1);
  g_assert_no_error (error);
  /* The busy timeout is 5 s: anything near it means one of them waited. */
  g_assert_cmpfloat (g_timer_elapsed (timer, NULL), <, 2.0);

  store_test_exec (writer, "ROLLBACK");
  g_assert_cmpint (sqlite3_close (writer), ==, SQLITE_OK);
  g_clear_object (&reader);
  g_clear_object (&other);
  store_test_dir_remove (dir);
}

static void
test_file_mode (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autofree char *folder = g_build_filename (dir, "adjourn", NULL);
  g_autofree char *path = g_build_filename (folder, "adjourn.db", NULL);
  g_autoptr(GError) error = NULL;

  /* The usual umask: SQLite alone would make the file 0644. */
  mode_t saved = umask (022);
  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  umask (saved);
  g_assert_no_error (error);

  struct stat st;
  g_assert_cmpint (stat (folder, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  /* The log and its index hold the same pages while the store is open. */
  const char *suffixes[] = { "-wal", "-shm" };
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *side = g_strconcat (path, suffixes[i], NULL);
      g_assert_cmpint (stat (side, &st), ==, 0);
      g_assert_cmpint (st.st_mode & 0777, ==, 0600);
    }

  g_clear_object (&store);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_rmdir (folder);
  store_test_dir_remove (dir);
}

/* A WAL archive in a folder this process cannot write, where SQLite cannot
 * create the -shm it reads through. Only meaningful for a user whom file
 * modes stop: the suite usually runs as root. */
static void
test_read_only_folder (void)
{
  if (geteuid () == 0)
    {
      g_test_skip ("file modes do not stop root");
      return;
    }
  g_autofree char *dir = store_test_dir ();
  g_autofree char *path = archive_of_one (dir);
  g_autoptr(GError) error = NULL;
  store_test_assert_no_side_files (path);
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);

  g_autoptr(AdjStore) store = adj_store_open_full (path, ADJ_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_true (adj_custody_verify (store, NULL, NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&store);

  /* A -wal holding what the main file lacks is not read past. */
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_assert_true (g_file_set_contents (wal, "not yet merged", -1, NULL));
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  store = adj_store_open_full (path, ADJ_STORE_OPEN_READ_ONLY, &error);
  g_assert_null (store);
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  store_test_dir_remove (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/open/foreign-untouched", test_foreign_untouched);
  g_test_add_func ("/store/open/newer-untouched", test_newer_untouched);
  g_test_add_func ("/store/open/read-only-creates-nothing", test_read_only_creates_nothing);
  g_test_add_func ("/store/open/read-only", test_read_only);
  g_test_add_func ("/store/open/while-writing", test_open_while_writing);
  g_test_add_func ("/store/open/file-mode", test_file_mode);
  g_test_add_func ("/store/open/read-only-folder", test_read_only_folder);
  return g_test_run ();
}
