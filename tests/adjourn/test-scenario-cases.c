/* test-scenario-cases.c — the resumption scenarios of tests/data/scenarios/,
 * each written from the article it quotes, through the engine
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One test per fixture file; the same files go through `adjourn-cli
 * resume` in the cli suite.
 */
#include "config.h"

#include <glib.h>

#include "adj-resume.h"
#include "../scenario-cases.h"

static JsonObject *
resume (const char *text, const char *where)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjOutcome) outcome = adj_resume (scenario, &error);
  g_assert_no_error (error);
  g_autoptr(JsonNode) json = adj_outcome_to_json (outcome);
  return json_object_ref (json_node_get_object (json));
}

static void
test_fixture (gconstpointer path)
{
  scenario_cases_run_file (path, resume);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_autoptr(GPtrArray) files = scenario_cases_add_tests ("/adjourn/scenario-cases", test_fixture);
  return g_test_run ();
}
