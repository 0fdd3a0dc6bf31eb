/* adj-cli-appoint.c — `archive appoint`, `archive dismiss`, `archive appointments`
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A federation's archive on PostgreSQL lets an arbiter seal and open only
 * the envelopes of the events its owner appointed it to (adj-store-roles.h);
 * these commands are how the owner appoints. The server checks who runs
 * them: an arbiter or the committee is refused, in words, not SQLSTATEs.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include "adj-store-roles.h"

#include "adj-cli.h"

static JsonNode *
appointment_to_json (const AdjAppointment *a)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  const struct { const char *key; const char *value; } members[] = {
    { "event", a->event }, { "role", a->role },
    { "appointed_at", a->appointed_at }, { "appointed_by", a->appointed_by },
    { "dismissed_at", a->dismissed_at }, { "dismissed_by", a->dismissed_by },
  };
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      json_builder_set_member_name (b, members[i].key);
      if (members[i].value)
        json_builder_add_string_value (b, members[i].value);
      else
        json_builder_add_null_value (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* --db only (no --actor: the server knows who appoints), and exactly
 * POSITIONAL arguments (-1: 0 or 1). */
static gboolean
parse (const char *what, int *argc, char ***argv, char **db, int positional)
{
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, db, "The federation's archive (a postgresql:// URI)", "URI" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_parse_options (what, NULL, entries, NULL, argc, argv))
    return FALSE;
  gboolean ok = positional >= 0 ? *argc - 1 == positional : *argc - 1 <= 1;
  if (!ok)
    adj_cli_fail ("%s: expected %s (see adjourn-cli --help)", what,
                  positional >= 0 ? "ROLE and EVENT" : "at most one EVENT");
  return ok;
}

typedef AdjAppointment *(*ChangeFunc) (AdjStore *store, const char *role, const char *event, GError **error);

static int
change (const char *what, ChangeFunc func, int argc, char **argv)
{
  g_autofree char *db = NULL;
  if (!parse (what, &argc, &argv, &db, 2))
    return ADJ_CLI_EXIT_USAGE;
  if (*argv[1] == '\0' || *argv[2] == '\0')
    return adj_cli_fail ("%s: the role and the event must not be empty", what);
  g_autoptr(AdjStore) store = adj_cli_open_store (what, db, ADJ_STORE_OPEN_DEFAULT);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjAppointment) a = func (store, argv[1], argv[2], &error);
  if (!a)
    return adj_cli_fail ("%s: %s", what, error->message);
  g_autoptr(JsonNode) node = appointment_to_json (a);
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_archive_appoint (int argc, char **argv)
{
  return change ("archive appoint", adj_store_appoint, argc, argv);
}

int
adj_cli_archive_dismiss (int argc, char **argv)
{
  return change ("archive dismiss", adj_store_dismiss, argc, argv);
}

int
adj_cli_archive_appointments (int argc, char **argv)
{
  const char *what = "archive appointments";
  g_autofree char *db = NULL;
  if (!parse (what, &argc, &argv, &db, -1))
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(AdjStore) store = adj_cli_open_store (what, db, ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = adj_store_list_appointments (store, argc > 1 ? argv[1] : NULL, &error);
  if (!list)
    return adj_cli_fail ("%s: %s", what, error->message);
  for (guint i = 0; i < list->len; i++)
    {
      g_autoptr(JsonNode) node = appointment_to_json (list->pdata[i]);
      adj_cli_print_json (node);
    }
  return ADJ_CLI_EXIT_OK;
}
