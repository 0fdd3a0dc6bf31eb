/* test-scenario-refusals.c — the inputs the resumption rules refuse, from
 * the "refusals" of the fixtures in tests/data/scenarios/
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A refusal is a case like the fixture's others (its envelope and scenario
 * laid over the base ones) whose "expect" holds "error": texts the error
 * must hold, the key it names first. An arbiter's decision where the
 * edition leaves him no choice is one (issue 13).
 */
#include "config.h"

#include <glib.h>

#include "adj-resume.h"
#include "../scenario-cases.h"

static void
test_fixture (gconstpointer path)
{
  g_autoptr(JsonNode) node = scenario_cases_load (path);
  JsonObject *file = json_node_get_object (node);
  if (!json_object_has_member (file, "refusals"))
    {
      g_test_skip ("no refusals in this fixture");
      return;
    }
  JsonArray *refusals = json_object_get_array_member (file, "refusals");
  g_assert_cmpuint (json_array_get_length (refusals), >, 0);
  for (guint i = 0; i < json_array_get_length (refusals); i++)
    {
      JsonObject *c = json_array_get_object_element (refusals, i);
      const char *name = json_object_get_string_member (c, "name");
      g_test_message ("%s", name);
      g_autofree char *text = scenario_case_text (file, c);
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (text, -1, &error);
      g_autoptr(AdjOutcome) outcome = scenario ? adj_resume (scenario, &error) : NULL;
      if (outcome)
        {
          g_autoptr(JsonNode) json = adj_outcome_to_json (outcome);
          g_autofree char *got = json_to_string (json, TRUE);
          g_error ("refusal %u (%s) was answered:\n%s", i + 1, name, got);
        }
      g_assert_nonnull (error);
      JsonArray *wanted = json_object_get_array_member (json_object_get_object_member (c, "expect"), "error");
      g_assert_cmpuint (json_array_get_length (wanted), >, 0);
      /* The key first: the message starts with it. */
      g_assert_true (g_str_has_prefix (error->message, json_array_get_string_element (wanted, 0)));
      for (guint k = 1; k < json_array_get_length (wanted); k++)
        if (!strstr (error->message, json_array_get_string_element (wanted, k)))
          g_error ("refusal %u (%s): “%s” missing in “%s”", i + 1, name, json_array_get_string_element (wanted, k),
                   error->message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_autoptr(GPtrArray) files = scenario_cases_add_tests ("/adjourn/scenario-refusals", test_fixture);
  return g_test_run ();
}
