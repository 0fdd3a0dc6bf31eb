/* adj-cli-prepare.c — `envelope prepare`: a player's preparation for every move the opponent may have sealed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The preparation kept with an archived envelope (adj-store-preparation.h):
 * shown, replaced by a file (--import), written out as its file
 * (--export) or as one PGN with a variation per candidate (--export-pgn).
 * The list is the position's legal moves: nothing here knows the sealed
 * move, and after opening only the store's order (the move sealed first)
 * says which one it was.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <stdio.h>

#include "adj-cli.h"
#include "adj-store-preparation.h"
#include "chess-fen.h"

/* Plies of each reply the summary shows. */
#define SUMMARY_PLIES 6

static JsonNode *
summary_to_json (AdjPreparation *p, gint64 id, gboolean kept)
{
  static const char *const sides[] = { "white", "black" };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  char fen[CHESS_FEN_MAX];
  chess_fen_write (adj_preparation_get_position (p), fen);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "envelope_id");
  json_builder_add_int_value (b, id);
  json_builder_set_member_name (b, "responder");
  json_builder_add_string_value (b, sides[adj_preparation_get_responder (p)]);
  json_builder_set_member_name (b, "position");
  json_builder_add_string_value (b, fen);
  json_builder_set_member_name (b, "kept");
  json_builder_add_boolean_value (b, kept);
  json_builder_set_member_name (b, "opened");
  json_builder_add_boolean_value (b, adj_preparation_is_opened (p));
  json_builder_set_member_name (b, "candidates");
  json_builder_add_int_value (b, adj_preparation_get_n_candidates (p));
  json_builder_set_member_name (b, "prepared");
  json_builder_add_int_value (b, adj_preparation_count_prepared (p));
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < adj_preparation_get_n_candidates (p); i++)
    {
      char uci[6];
      chess_move_to_uci (adj_preparation_get_candidate (p, i), uci);
      g_autofree char *reply = adj_preparation_reply_summary (p, i, SUMMARY_PLIES);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "san");
      json_builder_add_string_value (b, adj_preparation_get_san (p, i));
      json_builder_set_member_name (b, "uci");
      json_builder_add_string_value (b, uci);
      json_builder_set_member_name (b, "prepared");
      json_builder_add_boolean_value (b, adj_preparation_is_prepared (p, i));
      json_builder_set_member_name (b, "reply");
      if (*reply)
        json_builder_add_string_value (b, reply);
      else
        json_builder_add_null_value (b);
      /* Only ever after opening: the store put the move sealed first. */
      if (i == 0 && adj_preparation_is_opened (p))
        {
          json_builder_set_member_name (b, "sealed");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* DATA into PATH, or onto stdout for "-". */
static gboolean
write_output (const char *path, const char *data, gsize length, GError **error)
{
  if (g_strcmp0 (path, "-") != 0)
    return g_file_set_contents (path, data, (gssize) length, error);
  fwrite (data, 1, length, stdout);
  if (length == 0 || data[length - 1] != '\n')
    fputc ('\n', stdout);
  return TRUE;
}

int
adj_cli_envelope_prepare (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *import = NULL, *export = NULL, *export_pgn = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;
  const GOptionEntry extra[] = {
    { "import", 0, 0, G_OPTION_ARG_FILENAME, &import,
      "Keep this adjourn-preparation file as the envelope’s preparation (replacing the one kept)", "FILE" },
    { "export", 0, 0, G_OPTION_ARG_FILENAME, &export, "Write the preparation’s file (“-”: standard output)", "FILE" },
    { "export-pgn", 0, 0, G_OPTION_ARG_FILENAME, &export_pgn,
      "Write one PGN game, a variation per candidate with its reply (“-”: standard output)", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("envelope prepare", &argc, &argv, &db, &actor, extra, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (!adj_cli_parse_id (argv[1], &id))
    return adj_cli_fail ("envelope prepare: “%s” is not an envelope number", argv[1]);
  if (g_strcmp0 (export, "-") == 0 && g_strcmp0 (export_pgn, "-") == 0)
    return adj_cli_fail ("envelope prepare: only one of --export and --export-pgn can write to standard output");

  /* The file is read whole before the archive is opened: a bad one
   * changes nothing, and its message names the key. */
  g_autoptr(AdjPreparation) imported = NULL;
  if (import)
    {
      g_autofree char *data = NULL;
      gsize length;
      if (!adj_cli_read_input (import, &data, &length, &error))
        return adj_cli_fail ("envelope prepare: %s", error->message);
      imported = adj_preparation_new_from_data (data, (gssize) length, &error);
      if (!imported)
        return adj_cli_fail ("envelope prepare: %s: %s", import, error->message);
    }

  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope prepare", db,
                                                  import ? ADJ_STORE_OPEN_DEFAULT : ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  if (imported && !adj_store_save_preparation (store, id, imported, &error))
    return adj_cli_fail ("envelope prepare: %s: %s", import, error->message);

  /* Read back as the archive keeps it: after opening, the move sealed first. */
  gboolean kept = FALSE;
  g_autoptr(AdjPreparation) p = adj_store_read_preparation (store, id, &kept, &error);
  if (!p)
    return adj_cli_fail ("envelope prepare: %s", error->message);

  if (export)
    {
      gsize length;
      g_autofree char *data = adj_preparation_to_data (p, &length);
      if (!write_output (export, data, length, &error))
        return adj_cli_fail ("envelope prepare: --export: %s", error->message);
    }
  if (export_pgn)
    {
      g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (store, id, &error);
      if (!envelope)
        return adj_cli_fail ("envelope prepare: %s", error->message);
      gsize length;
      g_autofree char *pgn = adj_preparation_to_pgn (p, envelope, &length);
      if (!write_output (export_pgn, pgn, length, &error))
        return adj_cli_fail ("envelope prepare: --export-pgn: %s", error->message);
    }
  /* Standard output holds one thing: the file asked for there, else the summary. */
  if (g_strcmp0 (export, "-") != 0 && g_strcmp0 (export_pgn, "-") != 0)
    {
      g_autoptr(JsonNode) node = summary_to_json (p, id, kept);
      adj_cli_print_json (node);
    }
  return ADJ_CLI_EXIT_OK;
}
