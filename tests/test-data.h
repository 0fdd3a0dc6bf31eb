/* test-data.h — the test data files under tests/data, for every suite
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>
#include <json-glib/json-glib.h>

/* Every non-empty line of tests/data/NAME (JSON Lines), as objects in a
 * JsonArray; a line that is not a JSON object fails the test. */
static inline JsonArray *
test_data_load_jsonl (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  JsonArray *all = json_array_new ();
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      if (!*g_strstrip (lines[i]))
        continue;
      JsonNode *node = json_from_string (lines[i], &error);
      g_assert_no_error (error);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
      json_array_add_element (all, node);
    }
  return all;
}

static inline int
test_data_compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The paths of the .pgn files in DIR, sorted; the folder must exist. */
static inline GPtrArray *
test_data_pgn_paths (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".pgn"))
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (paths, test_data_compare_paths);
  return paths;
}
