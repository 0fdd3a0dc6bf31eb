/* fuzz-envelope.c — the envelope reader on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: a refusal always says why, and an accepted
 * envelope writes to text that reads back and writes the same.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "adj-envelope.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  AdjEnvelope *env = adj_envelope_new_from_data ((const char *) data, (gssize) size, &error);
  if (!env)
    {
      if (!error || !error->message || !*error->message)
        abort ();
      g_error_free (error);
      return 0;
    }
  gsize len;
  char *once = adj_envelope_to_data (env, &len);
  AdjEnvelope *again = adj_envelope_new_from_data (once, (gssize) len, NULL);
  if (!again)
    abort ();
  char *twice = adj_envelope_to_data (again, NULL);
  if (strcmp (once, twice) != 0)
    abort ();
  g_free (once);
  g_free (twice);
  g_object_unref (again);
  g_object_unref (env);
  return 0;
}
