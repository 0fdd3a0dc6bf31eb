/* cli-desk.h — an arbiter's desk for the archive commands' tests: a scratch
 * folder with its archive, a passphrase file and envelope files
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-run.h"
#include "../store/store-test.h"

typedef struct {
  char *dir;
  char *db;
  char *passphrase;
} Desk;

static inline void
desk_set_up (Desk *d, gconstpointer data)
{
  d->dir = g_dir_make_tmp ("adjourn-cli-desk-XXXXXX", NULL);
  g_assert_nonnull (d->dir);
  d->db = g_build_filename (d->dir, "archive.db", NULL);
  d->passphrase = g_build_filename (d->dir, "passphrase", NULL);
  /* Only the first line counts. */
  g_assert_true (g_file_set_contents (d->passphrase, "correct horse\nignored second line\n", -1, NULL));
}

static inline void
desk_tear_down (Desk *d, gconstpointer data)
{
  store_test_dir_remove (d->dir);
  g_free (d->dir);
  g_free (d->db);
  g_free (d->passphrase);
}

/* TEXT as the file NAME on the desk. */
static inline char *
desk_write (Desk *d, const char *name, const char *text)
{
  char *path = g_build_filename (d->dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* The store tests' envelope of BOARD (one game a board), holding MOVE
 * (NULL: sealed), with EXTRA members. */
static inline char *
desk_envelope_text (const char *board, const char *move, const char *extra)
{
  g_autofree char *text = store_test_envelope ("Club championship", "5", board, "Vidal, Marta", "Puig, Jordi",
                                               "2026-11-21T21:00:00+01:00", extra);
  if (!move)
    return g_steal_pointer (&text);
  g_autofree char *quoted = g_strdup_printf ("\"sealed_move\": \"%s\"", move);
  g_auto (GStrv) parts = g_strsplit (text, "\"sealed_move\": null", 2);
  g_assert_nonnull (parts[1]);
  return g_strjoin (quoted, parts[0], parts[1], NULL);
}

/* That envelope written as board-BOARD.json on the desk. */
static inline char *
desk_write_envelope (Desk *d, const char *board, const char *move, const char *extra)
{
  g_autofree char *text = desk_envelope_text (board, move, extra);
  g_autofree char *name = g_strdup_printf ("board-%s.json", board);
  return desk_write (d, name, text);
}
