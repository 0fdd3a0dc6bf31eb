/* fuzz-json.c — adj_json_parse() on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: a refusal is in ADJ_JSON_ERROR and says why; an
 * accepted document is no deeper than ADJ_JSON_MAX_DEPTH, every string and
 * key in it is UTF-8 (no lone surrogate got through), and json-glib's own
 * writing of it reads back.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "adj-json.h"
#include "../json-test.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_strings (JsonNode *node)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a); i++)
        check_strings (json_array_get_element (a, i));
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *member;
      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &key, &member))
        {
          if (!g_utf8_validate (key, -1, NULL))
            abort ();
          check_strings (member);
        }
    }
  else if (adj_json_holds (node, G_TYPE_STRING) && !g_utf8_validate (json_node_get_string (node), -1, NULL))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  JsonNode *root = adj_json_parse ((const char *) data, (gssize) size, &error);
  if (!root)
    {
      if (!error || error->domain != ADJ_JSON_ERROR || !error->message[0])
        abort ();
      g_error_free (error);
      return 0;
    }
  if (error || json_test_depth (root, ADJ_JSON_MAX_DEPTH + 1) > ADJ_JSON_MAX_DEPTH)
    abort ();
  check_strings (root);

  /* What json-glib writes of it is JSON again, and as deep. Numbers it
   * cannot write back (1e999 became infinity) are left out of this. */
  char *text = json_to_string (root, FALSE);
  JsonNode *again = adj_json_parse (text, -1, NULL);
  if (again)
    {
      if (json_test_depth (again, ADJ_JSON_MAX_DEPTH + 1) != json_test_depth (root, ADJ_JSON_MAX_DEPTH + 1))
        abort ();
      json_node_unref (again);
    }
  g_free (text);
  json_node_unref (root);
  return 0;
}
