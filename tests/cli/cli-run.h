/* cli-run.h — run the built adjourn-cli from a test and collect its output
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

/* Runs `adjourn-cli ARGS…` (NULL-terminated), feeding 'input' (may be NULL)
 * on stdin; returns the exit status and fills stdout/stderr text. */
static inline int
cli_run (const char *input, char **out, char **err, ...)
{
  const char *cli = g_getenv ("ADJOURN_CLI");
  g_assert_nonnull (cli);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_ptr_array_add (args, (gpointer) cli);
  va_list ap;
  va_start (ap, err);
  for (const char *a = va_arg (ap, const char *); a; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) proc = g_subprocess_newv ((const char *const *) args->pdata,
                                                   G_SUBPROCESS_FLAGS_STDIN_PIPE
                                                   | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                   | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  return g_subprocess_get_exit_status (proc);
}

/* 'text' (one line of the CLI's output) as a JSON object; fails the test
 * if it is not one. */
static inline JsonObject *
cli_parse_object (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* Write 'contents' to input.json in a fresh temporary folder; both are
 * removed by cli_remove_input(). */
static inline char *
cli_write_input (const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adjourn-cli-XXXXXX", &error);
  g_assert_no_error (error);
  char *path = g_build_filename (dir, "input.json", NULL);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static inline void
cli_remove_input (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_unlink (path);
  g_rmdir (dir);
}
