/* fuzz-scenario.c — the resumption scenario reader on arbitrary bytes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Besides not crashing: a refusal always says why, what is accepted holds
 * together (an envelope; arrivals -1 or not negative), and the rules give
 * every accepted scenario an outcome or a named reason why not.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "adj-resume.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  AdjScenario *s = adj_scenario_new_from_data ((const char *) data, (gssize) size, &error);
  if (!s)
    {
      if (!error || !error->message || !*error->message)
        abort ();
      g_error_free (error);
      return 0;
    }
  if (!adj_scenario_get_envelope (s) || adj_scenario_get_arrival (s, CHESS_WHITE) < -1
      || adj_scenario_get_arrival (s, CHESS_BLACK) < -1)
    abort ();
  if (adj_scenario_get_envelope_lost (s) && adj_envelope_has (adj_scenario_get_envelope (s), "sealed_move"))
    abort ();
  AdjOutcome *o = adj_resume (s, &error);
  if (o)
    {
      JsonNode *json = adj_outcome_to_json (o);
      if (!json || !o->reason || (o->status == ADJ_OUTCOME_FINISHED && !o->result))
        abort ();
      json_node_unref (json);
      adj_outcome_free (o);
    }
  else
    {
      if (!error || !error->message || !*error->message)
        abort ();
      g_error_free (error);
    }
  g_object_unref (s);
  return 0;
}
