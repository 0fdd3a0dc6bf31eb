/* fuzz-json-nested.c — adj_json_parse() on the input wrapped in deep nesting
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first two bytes choose how many levels of lists and objects wrap the
 * rest (up to 100000, past any stack), and how. The nesting guard must hold
 * whatever is inside: never a crash, a refusal in ADJ_JSON_ERROR, and
 * nothing accepted deeper than ADJ_JSON_MAX_DEPTH. When the rest is a
 * document on its own, the wrapped one is taken exactly when the two
 * depths together stay within the limit.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "adj-json.h"
#include "../json-test.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 2)
    return 0;
  /* 0 to 254 levels around the limit; 255: far past any stack. */
  guint levels = data[0] == 255 ? 100000 : data[0];
  /* Bit 0: objects ({"k": …}) instead of lists; bit 1: alternate the two;
   * bit 2: leave the closing brackets out. */
  guint style = data[1];
  const char *payload = (const char *) data + 2;
  gsize payload_size = size - 2;

  GString *text = g_string_sized_new (levels * 6 + payload_size + 2);
  for (guint i = 0; i < levels; i++)
    g_string_append (text, ((style & 1) ^ ((style & 2) ? i & 1 : 0)) ? "{\"k\":" : "[");
  g_string_append_len (text, payload, (gssize) payload_size);
  if (!(style & 4))
    for (guint i = levels; i-- > 0;)
      g_string_append_c (text, ((style & 1) ^ ((style & 2) ? i & 1 : 0)) ? '}' : ']');

  GError *error = NULL;
  JsonNode *root = adj_json_parse (text->str, (gssize) text->len, &error);
  if (root)
    {
      if (error || json_test_depth (root, ADJ_JSON_MAX_DEPTH + 1) > ADJ_JSON_MAX_DEPTH)
        abort ();
    }
  else if (!error || error->domain != ADJ_JSON_ERROR || !error->message[0])
    abort ();

  /* Complete wrapping of a document that stands alone (a byte order mark
   * is taken only at the very start). */
  gboolean bom = payload_size >= 3 && memcmp (payload, "\xef\xbb\xbf", 3) == 0;
  JsonNode *inner = adj_json_parse (payload, (gssize) payload_size, NULL);
  if (inner && !(style & 4) && !bom)
    {
      guint together = levels + json_test_depth (inner, ADJ_JSON_MAX_DEPTH + 1);
      gboolean within = together <= ADJ_JSON_MAX_DEPTH;
      if (within != (root != NULL))
        abort ();
      if (!within && !g_error_matches (error, ADJ_JSON_ERROR, ADJ_JSON_ERROR_DEPTH))
        abort ();
      if (root && json_test_depth (root, ADJ_JSON_MAX_DEPTH + 1) != together)
        abort ();
    }
  g_clear_pointer (&inner, json_node_unref);
  g_clear_pointer (&root, json_node_unref);
  g_clear_error (&error);
  g_string_free (text, TRUE);
  return 0;
}
