/* adj-cli-lost.c — a lost envelope in the archive: `envelope lost` and `envelope annul`
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When an archived envelope cannot be found, `envelope lost` records the
 * loss and reconstructs the position from the scoresheets against the
 * archived envelope's (2023 I.12, 2005 A11, 1993 14.5, 1985 14.05): the
 * reconstruction is adj_reconstruct()'s, the writing the store verbs'
 * (declare lost, record a reading, annul), each its own transaction. The
 * outcome then comes from `envelope resume` with lost_envelope facts.
 * `envelope annul` is the arbiter's annulment of a lost envelope.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include "adj-cli.h"
#include "adj-reconstruct.h"
#include "adj-store-verbs.h"

/* The reconstruction input of FILE for envelope STORED (its position,
 * rules and notation: adj_reconstruct_input_take_envelope()). */
static AdjReconstructInput *
input_for_envelope (const char *file, AdjEnvelope *stored, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;
  if (!adj_cli_read_input (file, &data, &length, error))
    return NULL;
  g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_from_data (data, (gssize) length, error);
  if (!in || !adj_reconstruct_input_take_envelope (in, stored, error))
    return NULL;
  return g_steal_pointer (&in);
}

int
adj_cli_envelope_lost (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *sheets_file = NULL;
  int pick = -1; /* not given */
  g_autoptr(GError) error = NULL;
  gint64 id;
  const GOptionEntry extra[] = {
    { "scoresheets", 0, 0, G_OPTION_ARG_FILENAME, &sheets_file,
      "Both players' scoresheets (adjourn-reconstruction)", "FILE" },
    { "reading", 0, 0, G_OPTION_ARG_INT, &pick, "The reading the arbiter settled on (1: the first listed)", "N" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("envelope lost", &argc, &argv, &db, &actor, extra, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (!adj_cli_parse_id (argv[1], &id))
    return adj_cli_fail ("envelope lost: “%s” is not an envelope number", argv[1]);
  if (sheets_file == NULL)
    return adj_cli_fail ("envelope lost: give --scoresheets FILE: both players' scoresheets");
  if (pick == 0 || pick < -1)
    return adj_cli_fail ("envelope lost: --reading: %d is not a reading's number (1 is the first)", pick);
  pick = MAX (pick, 0);

  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope lost", db, ADJ_STORE_OPEN_DEFAULT);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_autoptr(AdjEnvelope) stored = info ? adj_store_read_envelope (store, id, &error) : NULL;
  if (!stored)
    return adj_cli_fail ("envelope lost: %s", error->message);
  if (info->state != ADJ_ENVELOPE_SEALED && info->state != ADJ_ENVELOPE_LOST)
    return adj_cli_fail ("envelope lost: envelope %lld is %s, not sealed or lost", (long long) id,
                         adj_envelope_state_to_string (info->state));
  g_autoptr(AdjReconstructInput) in = input_for_envelope (sheets_file, stored, &error);
  if (!in)
    return adj_cli_fail ("envelope lost: %s: %s", sheets_file, error->message);
  g_autoptr(AdjReconstruction) r = adj_reconstruct (in, &error);
  if (!r)
    return adj_cli_fail ("envelope lost: %s: %s", sheets_file, error->message);

  /* What is written: the loss; then the reading the arbiter names, or the
   * only one when the sheets leave nothing to settle; or, when no reading
   * reaches the adjournment, the annulment. Refused before anything is. */
  if (pick > 0 && (guint) pick > adj_reconstruction_get_n_readings (r))
    return adj_cli_fail ("envelope lost: --reading %d: the scoresheets give %u reading%s", pick,
                         adj_reconstruction_get_n_readings (r), adj_reconstruction_get_n_readings (r) == 1 ? "" : "s");
  if (pick == 0 && r->status == ADJ_RECONSTRUCT_RECONSTRUCTED)
    pick = 1;

  AdjCustodyAct act = { .actor = actor && *actor ? actor : g_get_user_name () };
  g_autoptr(JsonBuilder) written = json_builder_new ();
  json_builder_begin_array (written);
  if (info->state == ADJ_ENVELOPE_SEALED)
    {
      if (!adj_store_declare_lost (store, id, &act, &error))
        return adj_cli_fail ("envelope lost: %s", error->message);
      json_builder_add_string_value (written, "lost");
    }
  if (r->status == ADJ_RECONSTRUCT_IMPOSSIBLE)
    {
      g_autofree char *why = adj_reconstruction_explain (r);
      if (!adj_store_annul (store, id, &act, why, &error))
        return adj_cli_fail ("envelope lost: %s", error->message);
      json_builder_add_string_value (written, "outcome");
      json_builder_add_string_value (written, "annulled");
    }
  else if (pick > 0)
    {
      if (!adj_store_record_reading (store, id, &act, r, adj_reconstruction_get_reading (r, (guint) pick - 1), &error))
        return adj_cli_fail ("envelope lost: %s", error->message);
      json_builder_add_string_value (written, "reconstructed");
    }
  json_builder_end_array (written);

  g_autoptr(JsonNode) node = adj_reconstruction_to_json (r);
  JsonObject *o = json_node_get_object (node);
  json_object_set_int_member (o, "envelope_id", id);
  json_object_set_member (o, "recorded", json_builder_get_root (written));
  json_object_set_member (o, "reading", pick > 0 ? json_node_init_int (json_node_alloc (), pick)
                                                 : json_node_init_null (json_node_alloc ()));
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_envelope_annul (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *reason = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;
  const GOptionEntry extra[] = {
    { "reason", 0, 0, G_OPTION_ARG_STRING, &reason, "Why the game is annulled (kept in the custody log)", "TEXT" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("envelope annul", &argc, &argv, &db, &actor, extra, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (!adj_cli_parse_id (argv[1], &id))
    return adj_cli_fail ("envelope annul: “%s” is not an envelope number", argv[1]);
  if (reason == NULL || !*g_strstrip (reason))
    return adj_cli_fail ("envelope annul: give --reason TEXT: why the game is annulled");

  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope annul", db, ADJ_STORE_OPEN_DEFAULT);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  AdjCustodyAct act = { .actor = actor && *actor ? actor : g_get_user_name () };
  if (!adj_store_annul (store, id, &act, reason, &error))
    return adj_cli_fail ("envelope annul: %s", error->message);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  if (!info)
    return adj_cli_fail ("envelope annul: %s", error->message);

  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "envelope_id");
  json_builder_add_int_value (b, id);
  json_builder_set_member_name (b, "state");
  json_builder_add_string_value (b, adj_envelope_state_to_string (info->state));
  json_builder_set_member_name (b, "game_state");
  json_builder_add_string_value (b, info->game_state);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, reason);
  json_builder_end_object (b);
  g_autoptr(JsonNode) node = json_builder_get_root (b);
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}
