/* json-test.h — nested JSON for the tests and fuzz targets of adj_json's
 * nesting guard
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

/* N '[' then N ']': a list nested N levels deep. */
static inline char *
json_test_nested (guint n)
{
  GString *s = g_string_sized_new (2 * (gsize) n + 1);
  for (guint i = 0; i < n; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < n; i++)
    g_string_append_c (s, ']');
  return g_string_free (s, FALSE);
}

/* The levels of lists and objects from NODE down (0 for a scalar). Looks
 * no further than LIMIT levels, so that a tree let through too deep is
 * caught as deeper than LIMIT rather than recursed into. */
static inline guint
json_test_depth (JsonNode *node, guint limit)
{
  if (limit == 0 || (!JSON_NODE_HOLDS_ARRAY (node) && !JSON_NODE_HOLDS_OBJECT (node)))
    return 0;
  guint deepest = 0;
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          guint d = json_test_depth (json_array_get_element (a, i), limit - 1);
          deepest = MAX (deepest, d);
        }
    }
  else
    {
      g_autoptr(GList) members = json_object_get_values (json_node_get_object (node));
      for (GList *l = members; l; l = l->next)
        {
          guint d = json_test_depth (l->data, limit - 1);
          deepest = MAX (deepest, d);
        }
    }
  return deepest + 1;
}
