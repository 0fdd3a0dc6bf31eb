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

/* Runs the CLI and returns its standard output's JSON object, asserting
 * the exit status. */
static inline JsonObject *
run_json (int status, char **err_out, ...)
{
  const char *args[16] = { NULL };
  va_list ap;
  va_start (ap, err_out);
  guint n = 0;
  for (const char *a = va_arg (ap, const char *); a && n < G_N_ELEMENTS (args) - 1; a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);
  g_autofree char *out = NULL, *err = NULL;
  int got = cli_run (NULL, &out, &err, args[0], args[1], args[2], args[3], args[4], args[5], args[6], args[7],
                     args[8], args[9], args[10], args[11], args[12], args[13], args[14], NULL);
  if (got != status)
    g_test_message ("stderr: %s", err);
  g_assert_cmpint (got, ==, status);
  if (err_out)
    *err_out = g_steal_pointer (&err);
  return status == 0 ? cli_parse_object (out) : NULL;
}

/* The kinds of envelope ID's custody entries, oldest first, by spaces. */
static inline char *
history_kinds (Desk *d, const char *id)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "history", id, "--db", d->db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_autoptr(GString) kinds = g_string_new (NULL);
  for (guint i = 0; lines[i]; i++)
    {
      g_autoptr(JsonObject) entry = cli_parse_object (lines[i]);
      g_string_append_printf (kinds, "%s%s", i ? " " : "", json_object_get_string_member (entry, "kind"));
    }
  return g_string_free (g_steal_pointer (&kinds), FALSE);
}

/* `log verify` finds the whole archive valid. */
static inline void
assert_log_valid (Desk *d)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "log", "verify", "--db", d->db, NULL), ==, 0);
  g_autoptr(JsonObject) log = cli_parse_object (out);
  g_assert_true (json_object_get_boolean_member (log, "valid"));
}
