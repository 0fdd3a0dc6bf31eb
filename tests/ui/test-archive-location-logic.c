/* test-archive-location-logic.c — what the archive preference and the push accept and show, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "adj-archive-location.h"

#define SECRET "Sup3r:S/cr@t"
#define SECRET_ENCODED "Sup3r%3AS%2Fcr%40t"

/* $ADJOURN_DB first, then the preference, then the default file (NULL). */
static void
test_effective (void)
{
  g_assert_cmpstr (adj_archive_location_effective ("/tmp/env.db", "/tmp/pref.db"), ==, "/tmp/env.db");
  g_assert_cmpstr (adj_archive_location_effective ("", "/tmp/pref.db"), ==, "/tmp/pref.db");
  g_assert_cmpstr (adj_archive_location_effective (NULL, "postgresql://h/db"), ==, "postgresql://h/db");
  g_assert_null (adj_archive_location_effective (NULL, ""));
  g_assert_null (adj_archive_location_effective ("", NULL));
}

static void
assert_refused (const char *text, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_archive_location_check (text, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, words));
  /* Whatever was typed, the message never repeats the password. */
  g_assert_null (strstr (error->message, "Sup3r"));
  g_autofree char *composed = adj_archive_location_compose (text, NULL, NULL, NULL);
  g_assert_null (composed);
}

static void
test_check (void)
{
  const char *good[] = {
    "", "/home/arbiter/club.db", "postgresql://arbiter@federation.example.org/adjourn",
    "postgres:///adjourn?host=/run/postgresql", "postgresql://arbiter:" SECRET_ENCODED "@h:5432/db?sslmode=require",
  };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (adj_archive_location_check (good[i], &error));
      g_assert_no_error (error);
    }
  assert_refused ("club.db", "full path");
  assert_refused ("mysql://h/db", "PostgreSQL");
  assert_refused ("postgresql://arbiter@federation example/db", "spaces");
  assert_refused ("postgresql://arbiter:Sup3r%zz@h/db", "Password row");
  assert_refused ("postgresql://arbiter:Sup3r/Secret@h/db", "percent-encoded");
  assert_refused ("postgresql://arbiter:Sup3r@Secret@h/db", "percent-encoded");
}

/* Shown: the user kept, the password gone from wherever it was written. */
static void
test_shown (void)
{
  static const struct { const char *location, *shown; } cases[] = {
    { "/home/arbiter/club.db", "/home/arbiter/club.db" },
    { "postgresql://arbiter:" SECRET_ENCODED "@h:5432/db", "postgresql://arbiter@h:5432/db" },
    { "postgresql://arbiter@h/db?password=" SECRET_ENCODED "&sslmode=require", "postgresql://arbiter@h/db?sslmode=require" },
    { "postgres://h/db?sslmode=require&PASSWORD=" SECRET_ENCODED, "postgres://h/db?sslmode=require" },
    { "postgresql://h/db", "postgresql://h/db" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = adj_archive_location_shown (cases[i].location);
      g_assert_cmpstr (shown, ==, cases[i].shown);
      g_assert_null (strstr (shown, "Sup3r"));
      g_assert_cmpint (adj_archive_location_has_password (cases[i].location), ==,
                       strstr (cases[i].location, "Sup3r") != NULL);
    }
}

static void
assert_composed (const char *typed, const char *password, const char *stored, const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *location = adj_archive_location_compose (typed, password, stored, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (location, ==, expected);
}

static void
test_compose (void)
{
  /* A file, or the default one, as typed (blanks around cut). */
  assert_composed ("  /home/arbiter/club.db ", NULL, NULL, "/home/arbiter/club.db");
  assert_composed ("", "ignored", "postgresql://a:b@h/db", "");
  /* The password row's password goes after the user, or as the parameter. */
  assert_composed ("postgresql://arbiter@h/db", SECRET, NULL, "postgresql://arbiter:" SECRET_ENCODED "@h/db");
  assert_composed ("postgresql://h/db?sslmode=require", SECRET, NULL,
                   "postgresql://h/db?sslmode=require&password=" SECRET_ENCODED);
  assert_composed ("postgresql://h/db", SECRET, NULL, "postgresql://h/db?password=" SECRET_ENCODED);
  /* One typed in the address wins over the row's. */
  assert_composed ("postgresql://arbiter:typed@h/db", SECRET, NULL, "postgresql://arbiter:typed@h/db");
  /* The address shown again, untouched: the password kept stays. */
  const char *stored = "postgresql://arbiter:" SECRET_ENCODED "@h/db";
  g_autofree char *shown = adj_archive_location_shown (stored);
  assert_composed (shown, "", stored, stored);
  /* Another server, or another user: the kept password does not follow. */
  assert_composed ("postgresql://arbiter@other/db", NULL, stored, "postgresql://arbiter@other/db");
  assert_composed ("postgresql://committee@h/db", NULL, stored, "postgresql://committee@h/db");
  /* A new one typed replaces it. */
  assert_composed (shown, "new", stored, "postgresql://arbiter:new@h/db");
}

/* What the key keeps: the address without its password, the password
 * apart, decoded, from wherever it was written. */
static void
test_take_password (void)
{
  static const struct { const char *typed, *kept, *password; } cases[] = {
    { " /home/arbiter/club.db ", "/home/arbiter/club.db", NULL },
    { "", "", NULL },
    { "postgresql://arbiter:" SECRET_ENCODED "@h:5432/db", "postgresql://arbiter@h:5432/db", SECRET },
    { "postgres://h/db?sslmode=require&password=" SECRET_ENCODED, "postgres://h/db?sslmode=require", SECRET },
    { "postgresql://arbiter@h/db", "postgresql://arbiter@h/db", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *password = NULL;
      g_autofree char *kept = adj_archive_location_take_password (cases[i].typed, &password, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (kept, ==, cases[i].kept);
      g_assert_cmpstr (password, ==, cases[i].password);
    }
  g_autoptr(GError) error = NULL;
  g_autofree char *password = NULL;
  g_assert_null (adj_archive_location_take_password ("club.db", &password, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_null (password);
}

/* An older key's password goes to the password file (mode 0600), the key
 * keeps the address without it; a file that cannot be written leaves the
 * key as it was. */
static void
test_move_password (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adjourn-move-XXXXXX", NULL);
  g_autofree char *passfile = g_build_filename (dir, "adjourn", "pgpass", NULL);
  g_autoptr(GError) error = NULL;

  g_autofree char *plain = adj_archive_location_move_password ("/home/arbiter/club.db", passfile, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (plain, ==, "/home/arbiter/club.db");
  g_assert_false (g_file_test (passfile, G_FILE_TEST_EXISTS));

  const char *old = "postgresql://arbiter:" SECRET_ENCODED "@federation.example.org/adjourn";
  g_autofree char *moved = adj_archive_location_move_password (old, passfile, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (moved, ==, "postgresql://arbiter@federation.example.org/adjourn");
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (passfile, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "federation.example.org:*:adjourn:arbiter:Sup3r\\:S/cr@t\n");
  GStatBuf st;
  g_assert_cmpint (g_stat (passfile, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* A file in the way of the folder: nothing moved, why said, no password. */
  g_autofree char *blocked = g_build_filename (dir, "adjourn", "pgpass", "pgpass", NULL);
  g_assert_null (adj_archive_location_move_password (old, blocked, &error));
  g_assert_nonnull (error);
  g_assert_null (strstr (error->message, "Sup3r"));

  g_assert_cmpint (g_remove (passfile), ==, 0);
  g_autofree char *sub = g_path_get_dirname (passfile);
  g_assert_cmpint (g_rmdir (sub), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_summary (void)
{
  AdjPushReport report = { .event = (char *) "Club championship" };
  g_autofree char *nothing = adj_archive_push_summary (&report);
  g_assert_nonnull (strstr (nothing, "Nothing new"));
  g_assert_nonnull (strstr (nothing, "Club championship"));

  report.entries = 7;
  report.envelopes_added = 2;
  g_autofree char *first = adj_archive_push_summary (&report);
  g_assert_cmpstr (first, ==, "Pushed “Club championship”: 7 custody entries, 2 new envelopes");

  report.entries = 1;
  report.envelopes_added = 0;
  report.envelopes_updated = 1;
  g_autofree char *later = adj_archive_push_summary (&report);
  g_assert_cmpstr (later, ==, "Pushed “Club championship”: 1 custody entry");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/archive-location/effective", test_effective);
  g_test_add_func ("/archive-location/check", test_check);
  g_test_add_func ("/archive-location/shown", test_shown);
  g_test_add_func ("/archive-location/compose", test_compose);
  g_test_add_func ("/archive-location/take-password", test_take_password);
  g_test_add_func ("/archive-location/move-password", test_move_password);
  g_test_add_func ("/archive-location/push-summary", test_summary);
  return g_test_run ();
}
