/* adj-cli-push.c — `archive push EVENT --to URI`: a desk's event carried to the federation
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The desk's archive (--db, else $ADJOURN_DB, else the user data dir) is
 * only read; the target is created or brought up to date when needed. The
 * store's push verb does everything; this prints what it wrote. The target
 * is shown as the store names it: never with its password.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include "adj-cli.h"
#include "adj-store-push.h"

int
adj_cli_archive_push (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *to = NULL;
  g_autoptr(GError) error = NULL;
  const GOptionEntry extra[] = {
    { "to", 0, 0, G_OPTION_ARG_FILENAME, &to, "The archive to push to: a postgresql:// URI or a file", "URI" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("archive push", &argc, &argv, &db, &actor, extra, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (to == NULL || *to == '\0')
    return adj_cli_fail ("archive push: give --to URI: the federation's archive (postgresql://…) or another file");
  if (!g_utf8_validate (argv[1], -1, NULL))
    return adj_cli_fail ("archive push: the event's name is not UTF-8");

  g_autoptr(AdjStore) source = adj_cli_open_store ("archive push", db, ADJ_STORE_OPEN_READ_ONLY);
  if (!source)
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(AdjStore) target = adj_cli_open_store ("archive push", to, ADJ_STORE_OPEN_DEFAULT);
  if (!target)
    return ADJ_CLI_EXIT_USAGE;
  AdjPushReport report = { 0 };
  if (!adj_store_push_event (source, argv[1], target, &report, &error))
    return adj_cli_fail ("archive push: %s", error->message);
  g_autoptr(JsonNode) node = adj_push_report_to_json (&report);
  adj_cli_print_json (node);
  adj_push_report_clear (&report);
  return ADJ_CLI_EXIT_OK;
}
