/* adj-cli-reconstruct.c — `adjourn-cli reconstruct`: the position from two scoresheets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads spec/formats.md's "adjourn-reconstruction" object and prints the
 * outcome object. The decision is adj_reconstruct()'s; this only reads the
 * file and prints.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "adj-cli.h"
#include "adj-reconstruct.h"

int
adj_cli_reconstruct (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = { { NULL, 0, 0, 0, NULL, NULL, NULL } };
  if (!adj_cli_parse_options ("reconstruct", "FILE.json - rebuild the position from the two scoresheets", entries, NULL,
                              &argc, &argv))
    return ADJ_CLI_EXIT_USAGE;
  if (argc != 2)
    return adj_cli_fail ("reconstruct: give one FILE.json (“-” reads stdin)");

  const char *path = argv[1];
  g_autofree char *data = NULL;
  gsize length = 0;
  if (!adj_cli_read_input (path, &data, &length, &error))
    return adj_cli_fail ("reconstruct: %s", error->message);

  g_autoptr(AdjReconstructInput) input = adj_reconstruct_input_from_data (data, (gssize) length, &error);
  if (input == NULL)
    return adj_cli_fail ("reconstruct: %s: %s", path, error->message);
  g_autoptr(AdjReconstruction) result = adj_reconstruct (input, &error);
  if (result == NULL)
    return adj_cli_fail ("reconstruct: %s: %s", path, error->message);

  g_autoptr(JsonNode) node = adj_reconstruction_to_json (result);
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}
