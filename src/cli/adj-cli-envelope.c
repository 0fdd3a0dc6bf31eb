/* adj-cli-envelope.c — the store's commands: `envelope seal|import|export|list|history`, `log verify|head`
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store keeps what arbiters record; these commands put envelope files
 * into it, take them out, list the archive and check the custody log. The
 * database is --db PATH, else $ADJOURN_DB, else the user data dir; the
 * commands that only read open it read-only and never create it. Nothing
 * printed here ever holds a sealed move that was not opened: the store
 * never hands one out.
 */
#define G_LOG_DOMAIN "adjourn-cli"

#include "config.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "adj-cli.h"
#include "adj-custody.h"
#include "adj-envelope.h"
#include "adj-envelope-check.h"
#include "adj-seal.h"
#include "adj-store.h"
#include "adj-store-verbs.h"

/* Parses the common options and EXTRA (may be NULL, ended by a NULL long
 * name); argv keeps the positional arguments. */
gboolean
adj_cli_store_options (const char *what, int *argc, char ***argv, char **db, char **actor,
                    const GOptionEntry *extra, int positional)
{
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, db, "The database (default: $ADJOURN_DB, else the user data dir)", "PATH" },
    { "actor", 0, 0, G_OPTION_ARG_STRING, actor, "Who does this, for the custody log", "NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_parse_options (what, NULL, entries, extra, argc, argv))
    return FALSE;
  if (positional >= 0 && *argc - 1 != positional)
    {
      adj_cli_fail ("%s: expected %d argument%s (see adjourn-cli --help)", what, positional, positional == 1 ? "" : "s");
      return FALSE;
    }
  return TRUE;
}

/* What `envelope import` and `envelope list` print of an envelope: the
 * archive's summary, never its move (keys as the fields; state and kind as
 * words). */
static JsonNode *
info_to_json (const AdjEnvelopeInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_int_value (b, info->id);
  json_builder_set_member_name (b, "game_id");
  json_builder_add_int_value (b, info->game_id);
  json_builder_set_member_name (b, "session");
  json_builder_add_int_value (b, info->session);
  const struct { const char *key; const char *value; } strings[] = {
    { "rules", info->rules }, { "event", info->event }, { "round", info->round },
    { "board", info->board }, { "white", info->white }, { "black", info->black },
    { "position", info->position }, { "sealer", info->sealer },
    { "adjourned_at", info->adjourned_at }, { "resumption_at", info->resumption_at },
    { "resumption_place", info->resumption_place },
    { "state", adj_envelope_state_to_string (info->state) },
    { "kind", adj_envelope_kind_to_string (info->kind) },
    { "game_state", info->game_state }, { "seal_code", info->seal_code },
    { "opened_at", info->opened_at },
  };
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      json_builder_set_member_name (b, strings[i].key);
      if (strings[i].value && *strings[i].value)
        json_builder_add_string_value (b, strings[i].value);
      else
        json_builder_add_null_value (b);
    }
  json_builder_set_member_name (b, "sealed_move_number");
  if (info->sealed_move_number > 0)
    json_builder_add_int_value (b, info->sealed_move_number);
  else
    json_builder_add_null_value (b);
  const struct { const char *key; int value; } found[] = {
    { "white_scoresheet_found", info->white_scoresheet_found },
    { "black_scoresheet_found", info->black_scoresheet_found },
  };
  for (guint i = 0; i < G_N_ELEMENTS (found); i++)
    {
      json_builder_set_member_name (b, found[i].key);
      if (found[i].value < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_boolean_value (b, found[i].value != 0);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
parse_options (const char *what, int *argc, char ***argv, char **db, char **actor, int positional)
{
  return adj_cli_store_options (what, argc, argv, db, actor, NULL, positional);
}

/* FLAGS: ADJ_STORE_OPEN_READ_ONLY for the commands that only read, which
 * must never create an archive where a path was mistyped (spec/cli.md). */
AdjStore *
adj_cli_open_store (const char *what, const char *db, AdjStoreOpenFlags flags)
{
  g_autoptr(GError) error = NULL;
  AdjStore *store = adj_store_open_full (db, flags, &error);
  if (!store)
    adj_cli_fail ("%s: %s", what, error->message);
  return store;
}

int
adj_cli_envelope_import (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  if (!parse_options ("envelope import", &argc, &argv, &db, &actor, 1))
    return ADJ_CLI_EXIT_USAGE;

  if (!adj_cli_read_input (argv[1], &data, &length, &error))
    return adj_cli_fail ("envelope import: %s", error->message);

  /* The domain reads the whole document first: a bad file never reaches
   * the database, and its message names the key. */
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (data, (gssize) length, &error);
  if (!envelope)
    return adj_cli_fail ("envelope import: %s: %s", argv[1], error->message);

  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope import", db, ADJ_STORE_OPEN_DEFAULT);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  gint64 id;
  if (!adj_store_import_envelope (store, data, (gssize) length, actor, &id, &error))
    return adj_cli_fail ("envelope import: %s: %s", argv[1], error->message);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  if (!info)
    return adj_cli_fail ("envelope import: %s", error->message);
  g_autoptr(JsonNode) node = info_to_json (info);
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}

gboolean
adj_cli_parse_id (const char *text, gint64 *id)
{
  guint64 v;
  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &v, NULL))
    return FALSE;
  *id = (gint64) v;
  return TRUE;
}

int
adj_cli_envelope_export (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;
  if (!parse_options ("envelope export", &argc, &argv, &db, &actor, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (!adj_cli_parse_id (argv[1], &id))
    return adj_cli_fail ("envelope export: “%s” is not an envelope number", argv[1]);
  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope export", db, ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autofree char *document = adj_store_export_envelope (store, id, &error);
  if (!document)
    return adj_cli_fail ("envelope export: %s", error->message);
  puts (document);
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_envelope_list (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL;
  g_autoptr(GError) error = NULL;
  if (!parse_options ("envelope list", &argc, &argv, &db, &actor, -1))
    return ADJ_CLI_EXIT_USAGE;
  if (argc > 2)
    return adj_cli_fail ("envelope list: give at most one filter (quote several words)");
  const char *bad;
  if (argc == 2 && !g_utf8_validate (argv[1], -1, &bad))
    return adj_cli_fail ("envelope list: the filter is not UTF-8 text (byte 0x%02X at byte %d)",
                         (unsigned) (guchar) *bad, (int) (bad - argv[1]) + 1);
  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope list", db, ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, argc == 2 ? argv[1] : NULL, &error);
  if (!list)
    return adj_cli_fail ("envelope list: %s", error->message);
  for (guint i = 0; i < list->len; i++)
    {
      g_autoptr(JsonNode) node = info_to_json (list->pdata[i]);
      adj_cli_print_json (node);
    }
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_log_verify (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *noted = NULL, *event = NULL;
  g_autoptr(GError) error = NULL;
  const GOptionEntry extra[] = {
    { "head", 0, 0, G_OPTION_ARG_STRING, &noted, "A head noted on paper (log head): is it still in the chain?", "TEXT" },
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, "Verify this event's chain alone, and look for the head there", "NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("log verify", &argc, &argv, &db, &actor, extra, 0))
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(AdjStore) store = adj_cli_open_store ("log verify", db, ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;

  AdjCustodyCheck check = { 0 };
  gboolean valid = adj_custody_check (store, event, &check, &error);
  if (!valid && !g_error_matches (error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN))
    {
      adj_custody_check_clear (&check);
      return adj_cli_fail ("log verify: %s", error->message);
    }
  /* The head noted on paper: the row at its position must still be it. */
  g_autoptr(GError) head_error = NULL;
  gint64 head_seq = 0;
  gboolean confirmed = noted == NULL || adj_custody_verify_head (store, event, noted, &head_seq, &head_error);
  if (!confirmed && !g_error_matches (head_error, ADJ_CUSTODY_ERROR, ADJ_CUSTODY_ERROR_BROKEN))
    {
      adj_custody_check_clear (&check);
      return adj_cli_fail ("log verify: --head: %s", head_error->message);
    }

  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "valid");
  json_builder_add_boolean_value (b, valid && confirmed);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, valid ? check.rows : 0);
  if (valid && confirmed)
    {
      g_autofree char *head = adj_custody_head (store, NULL);
      json_builder_set_member_name (b, "head");
      json_builder_add_string_value (b, head ? head : "");
    }
  else
    {
      /* The first thing wrong: the chains' own, else the head noted's. */
      gint64 bad = valid ? head_seq : check.bad_seq;
      json_builder_set_member_name (b, "bad_row");
      if (bad > 0)
        json_builder_add_int_value (b, bad);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, valid ? head_error->message : error->message);
      if (check.bad_envelope > 0)
        {
          json_builder_set_member_name (b, "bad_envelope");
          json_builder_add_int_value (b, check.bad_envelope);
        }
    }
  if (valid)
    {
      json_builder_set_member_name (b, "documents");
      json_builder_add_int_value (b, check.documents);
      json_builder_set_member_name (b, "chains");
      json_builder_begin_array (b);
      for (guint i = 0; i < check.chains->len; i++)
        json_builder_add_value (b, adj_custody_chain_to_json (check.chains->pdata[i]));
      json_builder_end_array (b);
    }
  if (noted)
    {
      json_builder_set_member_name (b, "head_noted");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "head");
      json_builder_add_string_value (b, noted);
      json_builder_set_member_name (b, "confirmed");
      json_builder_add_boolean_value (b, confirmed);
      if (!confirmed)
        {
          json_builder_set_member_name (b, "reason");
          json_builder_add_string_value (b, head_error->message);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  adj_custody_check_clear (&check);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  adj_cli_print_json (root);
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_log_head (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *event = NULL;
  g_autoptr(GError) error = NULL;
  const GOptionEntry extra[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, "The event whose chain's head to print", "NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("log head", &argc, &argv, &db, &actor, extra, 0))
    return ADJ_CLI_EXIT_USAGE;
  if (event == NULL)
    return adj_cli_fail ("log head: give --event NAME: each event has a chain of its own");
  g_autoptr(AdjStore) store = adj_cli_open_store ("log head", db, ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autofree char *head = adj_custody_event_head (store, event, &error);
  g_autofree char *key = head ? adj_custody_event_public_key (store, event, &error) : NULL;
  if (error)
    return adj_cli_fail ("log head: %s", error->message);

  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "event");
  json_builder_add_string_value (b, event);
  json_builder_set_member_name (b, "head");
  json_builder_add_string_value (b, head);
  json_builder_set_member_name (b, "public_key");
  if (key)
    json_builder_add_string_value (b, key);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  adj_cli_print_json (root);
  return ADJ_CLI_EXIT_OK;
}

int
adj_cli_envelope_check (int argc, char **argv)
{
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  if (argc != 2)
    return adj_cli_fail ("envelope check: give one FILE.json (“-” reads stdin)");
  if (!adj_cli_read_input (argv[1], &data, &length, &error))
    return adj_cli_fail ("envelope check: %s", error->message);
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (data, (gssize) length, &error);
  if (!envelope)
    return adj_cli_fail ("envelope check: %s: %s", argv[1], error->message);
  g_autoptr(GPtrArray) problems = adj_envelope_check (envelope, &error);
  if (!problems)
    return adj_cli_fail ("envelope check: %s: %s", argv[1], error->message);

  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "valid");
  json_builder_add_boolean_value (b, problems->len == 0);
  json_builder_set_member_name (b, "rules");
  json_builder_add_string_value (b, adj_envelope_get_rules (envelope));
  json_builder_set_member_name (b, "problems");
  json_builder_begin_array (b);
  for (guint i = 0; i < problems->len; i++)
    {
      const AdjEnvelopeProblem *p = problems->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "key");
      json_builder_add_string_value (b, p->key);
      json_builder_set_member_name (b, "article");
      if (p->article)
        json_builder_add_string_value (b, p->article);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, p->message);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  /* The articles used, once each, as every command of spec/cli.md cites them. */
  json_builder_set_member_name (b, "articles");
  json_builder_begin_array (b);
  g_autoptr(GPtrArray) articles = adj_envelope_check_articles (envelope, problems);
  for (guint i = 0; i < articles->len; i++)
    json_builder_add_string_value (b, articles->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  adj_cli_print_json (root);
  return ADJ_CLI_EXIT_OK;
}

/* ---- envelope seal ------------------------------------------------------- */

static void
wipe_free (char *secret)
{
  adj_seal_free_move (secret);
}
typedef char *AdjCliSecret;
G_DEFINE_AUTO_CLEANUP_FREE_FUNC (AdjCliSecret, wipe_free, NULL)

/* The first line of FILE, the rest of it wiped. */
static char *
read_passphrase (const char *file, GError **error)
{
  char *data = NULL;
  gsize length = 0;
  if (!g_file_get_contents (file, &data, &length, error))
    return NULL;
  gsize end = strcspn (data, "\r\n");
  char *line = g_strndup (data, end);
  adj_seal_free_move (data);
  if (*line == '\0')
    {
      g_free (line);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: the first line is empty: it must hold the passphrase", file);
      return NULL;
    }
  return line;
}

int
adj_cli_envelope_seal (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *passphrase_file = NULL, *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  const GOptionEntry extra[] = {
    { "passphrase-file", 0, 0, G_OPTION_ARG_FILENAME, &passphrase_file,
      "The event’s arbiter passphrase, on the first line of F", "F" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("envelope seal", &argc, &argv, &db, &actor, extra, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (passphrase_file == NULL)
    return adj_cli_fail ("envelope seal: give --passphrase-file F: a digital move is stored encrypted under the event’s passphrase");
  if (!adj_cli_read_input (argv[1], &data, &length, &error))
    return adj_cli_fail ("envelope seal: %s", error->message);

  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (data, (gssize) length, &error);
  /* The file held the move in clear: wipe our copy of it at once. */
  sodium_memzero (data, length);
  if (!envelope)
    return adj_cli_fail ("envelope seal: %s: %s", argv[1], error->message);
  /* Out of the document before anything is stored or hashed. */
  g_auto (AdjCliSecret) move = adj_envelope_take_sealed_move (envelope);
  if (move == NULL || *move == '\0')
    return adj_cli_fail ("envelope seal: %s: sealed_move: missing: it holds the move to seal, as the sealer wrote it",
                         argv[1]);
  g_auto (AdjCliSecret) passphrase = read_passphrase (passphrase_file, &error);
  if (passphrase == NULL)
    return adj_cli_fail ("envelope seal: %s", error->message);

  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope seal", db, ADJ_STORE_OPEN_DEFAULT);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  const char *event = adj_envelope_get_event (envelope);
  /* Argon2id once, before the write lock; a wrong passphrase stops here. */
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (store, event ? event : "", passphrase, NULL, &error);
  if (key == NULL)
    return adj_cli_fail ("envelope seal: %s", error->message);
  AdjSealing sealing = {
    .act = { .actor = actor && *actor ? actor : g_get_user_name () },
    .key = key,
    .move = move,
  };
  gint64 id = 0;
  g_autofree char *code = NULL;
  if (!adj_store_seal (store, envelope, &sealing, &id, &code, &error))
    return adj_cli_fail ("envelope seal: %s: %s", argv[1], error->message);

  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_int_value (b, id);
  json_builder_set_member_name (b, "seal_code");
  json_builder_add_string_value (b, code);
  json_builder_end_object (b);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  adj_cli_print_json (root);
  return ADJ_CLI_EXIT_OK;
}

/* ---- envelope history ---------------------------------------------------- */

int
adj_cli_envelope_history (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;
  if (!parse_options ("envelope history", &argc, &argv, &db, &actor, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (!adj_cli_parse_id (argv[1], &id))
    return adj_cli_fail ("envelope history: “%s” is not an envelope number", argv[1]);
  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope history", db, ADJ_STORE_OPEN_READ_ONLY);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  if (!info)
    return adj_cli_fail ("envelope history: %s", error->message);
  g_autoptr(GPtrArray) entries = adj_custody_list (store, id, &error);
  if (!entries)
    return adj_cli_fail ("envelope history: %s", error->message);
  for (guint i = 0; i < entries->len; i++)
    {
      g_autoptr(JsonNode) node = adj_custody_entry_to_json (entries->pdata[i]);
      adj_cli_print_json (node);
    }
  return ADJ_CLI_EXIT_OK;
}

/* ---- envelope resume ----------------------------------------------------- */

int
adj_cli_envelope_resume (int argc, char **argv)
{
  g_autofree char *db = NULL, *actor = NULL, *facts_file = NULL, *passphrase_file = NULL, *reason = NULL;
  g_autofree char *data = NULL;
  gboolean dry_run = FALSE, correct = FALSE;
  gsize length;
  g_autoptr(GError) error = NULL;
  gint64 id;
  const GOptionEntry extra[] = {
    { "facts", 0, 0, G_OPTION_ARG_FILENAME, &facts_file, "What happened at the board (adjourn-resumption)", "FILE" },
    { "passphrase-file", 0, 0, G_OPTION_ARG_FILENAME, &passphrase_file,
      "A digital envelope’s event passphrase, on the first line of F", "F" },
    { "dry-run", 0, 0, G_OPTION_ARG_NONE, &dry_run, "Print the outcome, write nothing", NULL },
    { "correct", 0, 0, G_OPTION_ARG_NONE, &correct, "Correct a final outcome (a new entry, never an edit)", NULL },
    { "reason", 0, 0, G_OPTION_ARG_STRING, &reason, "Why the outcome is corrected (with --correct)", "TEXT" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!adj_cli_store_options ("envelope resume", &argc, &argv, &db, &actor, extra, 1))
    return ADJ_CLI_EXIT_USAGE;
  if (!adj_cli_parse_id (argv[1], &id))
    return adj_cli_fail ("envelope resume: “%s” is not an envelope number", argv[1]);
  if (facts_file == NULL)
    return adj_cli_fail ("envelope resume: give --facts FILE: what happened at the board");
  if (!adj_cli_read_input (facts_file, &data, &length, &error))
    return adj_cli_fail ("envelope resume: %s", error->message);
  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (data, (gssize) length, &error);
  sodium_memzero (data, length);
  if (!facts)
    return adj_cli_fail ("envelope resume: %s: %s", facts_file, error->message);
  g_auto (AdjCliSecret) passphrase = NULL;
  if (passphrase_file && !(passphrase = read_passphrase (passphrase_file, &error)))
    return adj_cli_fail ("envelope resume: %s", error->message);

  g_autoptr(AdjStore) store = adj_cli_open_store ("envelope resume", db,
                                          dry_run ? ADJ_STORE_OPEN_READ_ONLY : ADJ_STORE_OPEN_DEFAULT);
  if (!store)
    return ADJ_CLI_EXIT_USAGE;
  AdjResuming how = {
    .act = { .actor = actor && *actor ? actor : g_get_user_name () },
    .passphrase = passphrase,
    .dry_run = dry_run,
    .correct = correct,
    .correction = reason && *reason ? reason : "the facts of the resumption were corrected",
  };
  g_autoptr(AdjOutcome) outcome = adj_store_resume (store, id, facts, &how, NULL, &error);
  if (!outcome)
    return adj_cli_fail ("envelope resume: %s", error->message);
  g_autoptr(JsonNode) node = adj_outcome_to_json (outcome);
  json_object_set_int_member (json_node_get_object (node), "envelope_id", id);
  adj_cli_print_json (node);
  return ADJ_CLI_EXIT_OK;
}
