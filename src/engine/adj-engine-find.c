/* adj-engine-find.c — finding the engine program to run
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one chosen in the preferences, or Stockfish on the PATH or in the
 * games folders. Separate from adj-engine.c: it looks at files, before
 * any engine exists.
 */
#define G_LOG_DOMAIN "adj-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "adj-engine.h"

/* The program's own folder first: inside the Flatpak the PATH is the
 * sandbox's, which a launcher may have set without /app/bin. */
static const char *const engine_folders[] = { BINDIR, "/usr/games", "/usr/local/games", NULL };

const char * const *
adj_engine_find_folders (void)
{
  return engine_folders;
}

char *
adj_engine_find (const char  *chosen,
                 GError     **error)
{
  return adj_engine_find_in (chosen, engine_folders, error);
}

static gboolean
is_program (const char *path)
{
  return g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) && !g_file_test (path, G_FILE_TEST_IS_DIR);
}

char *
adj_engine_find_in (const char         *chosen,
                    const char * const *folders,
                    GError            **error)
{
  char *found;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (chosen != NULL && chosen[0] != '\0')
    {
      if (g_path_is_absolute (chosen))
        found = is_program (chosen) ? g_strdup (chosen) : NULL;
      else
        found = g_find_program_in_path (chosen);
      if (found == NULL)
        g_set_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND,
                     _("The engine chosen in the preferences, “%s”, is not a program that can be run"),
                     chosen);
      return found;
    }

  found = g_find_program_in_path ("stockfish");
  for (guint i = 0; found == NULL && folders != NULL && folders[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (folders[i], "stockfish", NULL);

      if (is_program (path))
        found = g_steal_pointer (&path);
    }
  if (found == NULL)
    {
      g_autofree char *where = folders != NULL && folders[0] != NULL
                               ? g_strjoinv (", ", (char **) folders) : NULL;

      if (where != NULL)
        g_set_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND,
                     _("No chess engine found: “stockfish” is neither on the PATH nor in %s; install it or choose an engine in the preferences"),
                     where);
      else
        g_set_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND,
                     _("No chess engine found: “stockfish” is not on the PATH; install it or choose an engine in the preferences"));
    }
  return found;
}
