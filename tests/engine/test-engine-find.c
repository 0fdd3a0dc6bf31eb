/* test-engine-find.c — which engine AdjEngine runs: the one chosen, or stockfish
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program of its own: it changes PATH, which is safe only before GLib
 * starts threads (AdjEngine's processes start one).
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "adj-engine.h"

static void
make_link (const char *target,
           const char *dir,
           const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (symlink (target, path), ==, 0);
}

static void
test_find (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-engine-find-XXXXXX", NULL);
  const char *fake = g_getenv ("ADJ_FAKE_UCI");
  g_autofree char *on_path = g_build_filename (dir, "bin", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty", NULL);
  g_autofree char *old_path = g_strdup (g_getenv ("PATH"));
  const char *const folders[] = { empty, games, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL;
  g_autofree char *expected_b = g_build_filename (on_path, "stockfish", NULL);
  g_autofree char *expected_c = g_build_filename (games, "stockfish", NULL);
  g_autofree char *mine = g_build_filename (on_path, "my-engine", NULL);

  g_assert_cmpint (g_mkdir (on_path, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (empty, 0700), ==, 0);
  make_link (fake, on_path, "stockfish");
  make_link (fake, games, "stockfish");
  make_link (fake, on_path, "my-engine");

  /* A path chosen in the preferences wins, absolute or a name on the PATH. */
  g_setenv ("PATH", on_path, TRUE);
  a = adj_engine_find_in (fake, folders, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, fake);
  e = adj_engine_find_in ("my-engine", folders, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (e, "my-engine"));
  g_assert_null (adj_engine_find_in ("/nowhere/engine", folders, &error));
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nowhere/engine"));
  g_clear_error (&error);
  g_assert_null (adj_engine_find_in (dir, folders, &error));
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Nothing chosen: stockfish on the PATH, then in the folders. */
  b = adj_engine_find_in ("", folders, &error);
  g_assert_cmpstr (b, ==, expected_b);
  g_setenv ("PATH", empty, TRUE);
  c = adj_engine_find_in (NULL, folders, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (c, ==, expected_c);
  d = adj_engine_find_in (NULL, NULL, &error);
  g_assert_null (d);
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "stockfish"));

  g_setenv ("PATH", old_path, TRUE);
  g_unlink (expected_b);
  g_unlink (expected_c);
  g_unlink (mine);
  g_rmdir (on_path);
  g_rmdir (games);
  g_rmdir (empty);
  g_rmdir (dir);
}

/* Off the PATH, the program's own folder comes first (the Flatpak's
 * /app/bin, where its manifest installs Stockfish), then the games folders. */
static void
test_folders (void)
{
  const char * const *folders = adj_engine_find_folders ();
  g_autofree char *empty = g_dir_make_tmp ("adj-engine-find-XXXXXX", NULL);
  g_autofree char *old_path = g_strdup (g_getenv ("PATH"));
  g_autoptr(GError) error = NULL;
  g_autofree char *found = NULL;

  g_assert_cmpstr (folders[0], ==, BINDIR);
  g_assert_cmpstr (folders[1], ==, "/usr/games");
  g_assert_cmpstr (folders[2], ==, "/usr/local/games");
  g_assert_null (folders[3]);

  g_setenv ("PATH", empty, TRUE);
  found = adj_engine_find (NULL, &error);
  if (found == NULL)
    {
      g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND);
      g_assert_nonnull (strstr (error->message, BINDIR));
    }
  else
    {
      g_autofree char *folder = g_path_get_dirname (found);

      g_assert_true (g_strv_contains ((const char * const *) folders, folder));
    }
  g_setenv ("PATH", old_path, TRUE);
  g_rmdir (empty);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/find", test_find);
  g_test_add_func ("/engine/find/folders", test_folders);

  return g_test_run ();
}
