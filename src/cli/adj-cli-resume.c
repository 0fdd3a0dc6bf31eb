/* adj-cli-resume.c — `adjourn-cli resume FILE`: the outcome of a scenario
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include "adj-cli.h"
#include "adj-resume.h"

int
adj_cli_resume (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  if (argc != 2)
    return adj_cli_fail ("resume: give one FILE.json (“-” reads stdin)");
  if (!adj_cli_read_input (argv[1], &data, &length, &error))
    return adj_cli_fail ("resume: %s", error->message);
  g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (data, (gssize) length, &error);
  if (!scenario)
    return adj_cli_fail ("resume: %s: %s", argv[1], error->message);
  g_autoptr(AdjOutcome) outcome = adj_resume (scenario, &error);
  if (!outcome)
    return adj_cli_fail ("resume: %s: %s", argv[1], error->message);
  g_autoptr(JsonNode) node = adj_outcome_to_json (outcome);
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}
