/* fuzz-reconstruction.c — the reconstruction reader and replay on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: a refused file says which key, an accepted one gives
 * a decision whose counts hang together and whose JSON can be written; and
 * the scoresheet splitter is run on the raw bytes too.
 */
#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "adj-reconstruct.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(GPtrArray) entries = adj_scoresheet_split (text);
  for (guint i = 0; i < entries->len; i++)
    if (entries->pdata[i] == NULL)
      abort ();

  g_autoptr(GError) error = NULL;
  g_autoptr(AdjReconstructInput) input = adj_reconstruct_input_from_data ((const char *) data, (gssize) size, &error);
  if (input == NULL)
    {
      /* Every refusal says why; past the file's syntax and encoding, which
       * have no key to name (they say where), it names a key: "key: reason". */
      if (error == NULL || !error->message[0]
          || (error->code != ADJ_RECONSTRUCT_ERROR_JSON && strstr (error->message, ": ") == NULL))
        abort ();
      return 0;
    }

  g_autoptr(AdjReconstruction) r = adj_reconstruct (input, &error);
  if (r == NULL)
    abort ();
  if (r->agreed_plies > r->followed_plies || r->followed_plies != (int) r->moves->len
      || r->articles->len == 0
      || (r->status == ADJ_RECONSTRUCT_RECONSTRUCTED && (r->disagreements->len || r->problems->len))
      || (r->stopped_at_ply > 0 && r->status != ADJ_RECONSTRUCT_IMPOSSIBLE))
    abort ();
  /* The readings: impossible exactly when none is listed and the search was
   * not cut; a departure never goes with "reconstructed"; every reading's
   * line is legal, and judged again it departs where the search said. */
  guint n = adj_reconstruction_get_n_readings (r);
  if ((r->status == ADJ_RECONSTRUCT_IMPOSSIBLE && n > 0)
      || (n == 0 && r->status != ADJ_RECONSTRUCT_IMPOSSIBLE && !r->search_cut)
      || n > ADJ_RECONSTRUCT_MAX_READINGS || n > r->readings_found)
    abort ();
  for (guint i = 0; i < n; i++)
    {
      const AdjReading *rd = adj_reconstruction_get_reading (r, i);
      if (r->status == ADJ_RECONSTRUCT_RECONSTRUCTED && adj_reading_get_n_departures (rd) > 0)
        abort ();
      g_autoptr(AdjReading) again = adj_reconstruct_reading_for (input, (const ChessMove *) (gpointer) rd->moves->data,
                                                                 rd->moves->len, NULL);
      if (again == NULL || adj_reading_get_n_departures (again) != adj_reading_get_n_departures (rd))
        abort ();
    }
  g_autoptr(JsonNode) node = adj_reconstruction_to_json (r);
  g_autofree char *json = json_to_string (node, FALSE);
  if (json == NULL || json[0] != '{')
    abort ();
  return 0;
}
