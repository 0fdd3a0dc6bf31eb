/* test-cli-prepare.c — `envelope prepare`: a player's preparation shown,
 * kept from a file, exported as its file and as PGN; nothing sealed shown
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-preparation.h"
#include "chess-fen.h"
#include "cli-desk.h"
#include "../preparation-test.h"

static const char position[] = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";

static char *
import_envelope (Desk *d, const char *board)
{
  g_autofree char *file = desk_write_envelope (d, board, NULL, NULL);
  g_autoptr(JsonObject) imported = run_json (0, NULL, "envelope", "import", file, "--db", d->db, NULL);
  return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (imported, "id"));
}


/* A preparation file for the example position: replies to Rd2 and Rxd4. */
static char *
write_preparation (Desk *d)
{
  g_autoptr(AdjPreparation) p = prep_test_new (position);
  prep_test_line (p, "Rd2", "Rxd2");
  prep_test_line (p, "Rxd4", "Kf3 Rd2 Ke3 Rd7 Kf4 Kf6 g4");
  g_autofree char *data = adj_preparation_to_data (p, NULL);
  return desk_write (d, "preparation.json", data);
}

static JsonObject *
move_named (JsonObject *summary, const char *san)
{
  JsonArray *moves = json_object_get_array_member (summary, "moves");
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *m = json_array_get_object_element (moves, i);
      if (g_str_equal (json_object_get_string_member (m, "san"), san))
        return m;
    }
  g_assert_not_reached ();
}

static void
test_show_import_export (Desk *d, gconstpointer data)
{
  g_autofree char *id = import_envelope (d, "3");

  /* Nothing kept yet: every legal move, none prepared. */
  g_autoptr(JsonObject) empty = run_json (0, NULL, "envelope", "prepare", id, "--db", d->db, NULL);
  g_assert_false (json_object_get_boolean_member (empty, "kept"));
  g_assert_false (json_object_get_boolean_member (empty, "opened"));
  g_assert_cmpstr (json_object_get_string_member (empty, "responder"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (empty, "position"), ==, position);
  g_assert_cmpint (json_object_get_int_member (empty, "candidates"), ==, 19);
  g_assert_cmpint (json_object_get_int_member (empty, "prepared"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (empty, "moves")), ==, 19);

  g_autofree char *file = write_preparation (d);
  g_autoptr(JsonObject) kept = run_json (0, NULL, "envelope", "prepare", id, "--import", file, "--db", d->db, NULL);
  g_assert_true (json_object_get_boolean_member (kept, "kept"));
  g_assert_cmpint (json_object_get_int_member (kept, "prepared"), ==, 2);
  JsonObject *rd2 = move_named (kept, "Rd2");
  g_assert_true (json_object_get_boolean_member (rd2, "prepared"));
  g_assert_cmpstr (json_object_get_string_member (rd2, "uci"), ==, "d1d2");
  g_assert_cmpstr (json_object_get_string_member (rd2, "reply"), ==, "42. Rxd2");
  g_assert_cmpstr (json_object_get_string_member (move_named (kept, "Rxd4"), "reply"), ==,
                   "42. Kf3 Rd2 43. Ke3 Rd7 44. Kf4 Kf6 …");
  g_assert_true (json_object_get_null_member (move_named (kept, "Kh6"), "reply"));
  /* Preparing is no custody step. */
  g_autofree char *kinds = history_kinds (d, id);
  g_assert_cmpstr (kinds, ==, "created");

  /* Its file, as kept, is the file imported. */
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "prepare", id, "--export", "-", "--db", d->db, NULL), ==, 0);
  g_autofree char *imported = NULL;
  g_assert_true (g_file_get_contents (file, &imported, NULL, NULL));
  g_assert_cmpstr (g_strstrip (out), ==, g_strstrip (imported));

  /* One PGN game: every candidate a variation, the replies after them. */
  g_autofree char *pgn_path = g_build_filename (d->dir, "preparation.pgn", NULL);
  g_autoptr(JsonObject) again = run_json (0, NULL, "envelope", "prepare", id, "--export-pgn", pgn_path,
                                          "--db", d->db, NULL);
  g_assert_cmpint (json_object_get_int_member (again, "prepared"), ==, 2);
  g_autofree char *pgn = NULL;
  g_assert_true (g_file_get_contents (pgn_path, &pgn, NULL, NULL));
  g_assert_nonnull (strstr (pgn, "[White \"Vidal, Marta\"]"));
  g_assert_nonnull (strstr (pgn, "[FEN \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\"]"));
  g_assert_nonnull (strstr (pgn, "(41... Rd2 42. Rxd2)"));
  g_assert_nonnull (strstr (pgn, "(41... Kh6)"));
}

/* A bad file is refused, naming the key, and changes nothing; an envelope
 * that is not there is an error. */
static void
test_refused (Desk *d, gconstpointer data)
{
  g_autofree char *id = import_envelope (d, "3");
  g_autofree char *file = write_preparation (d);
  run_json (0, NULL, "envelope", "prepare", id, "--import", file, "--db", d->db, NULL);
  g_autofree char *before = store_test_file_digest (d->db);

  g_autofree char *bad = desk_write (d, "bad.json",
    "{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
    " \"replies\": [{\"move\": \"d1d8\", \"pgn\": \"*\"}]}");
  g_autofree char *err = NULL;
  run_json (2, &err, "envelope", "prepare", id, "--import", bad, "--db", d->db, NULL);
  g_assert_nonnull (strstr (err, "bad.json"));
  g_assert_nonnull (strstr (err, "replies[0].move"));
  g_autofree char *after = store_test_file_digest (d->db);
  g_assert_cmpstr (after, ==, before);

  /* Another position's preparation: refused by the archive, naming the envelope. */
  g_autofree char *other = desk_write (d, "other.json",
    "{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"startpos\", \"replies\": []}");
  g_autofree char *err2 = NULL;
  run_json (2, &err2, "envelope", "prepare", id, "--import", other, "--db", d->db, NULL);
  g_autofree char *named = g_strdup_printf ("envelope %s", id);
  g_assert_nonnull (strstr (err2, named));

  g_autofree char *err3 = NULL;
  run_json (2, &err3, "envelope", "prepare", "99", "--db", d->db, NULL);
  g_assert_nonnull (strstr (err3, "no envelope 99"));
  g_autofree char *err4 = NULL;
  run_json (2, &err4, "envelope", "prepare", "x", "--db", d->db, NULL);
  g_assert_nonnull (strstr (err4, "not an envelope number"));
}

/* The summary without its envelope_id. */
static char *
summary_without_id (JsonObject *summary)
{
  json_object_remove_member (summary, "envelope_id");
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, summary);
  return json_to_string (node, FALSE);
}

/* Two envelopes of one position, different moves sealed: before opening
 * nothing shown tells them apart; after opening the move sealed is first. */
static void
test_sealed (Desk *d, gconstpointer data)
{
  g_autofree char *file = write_preparation (d);
  char *outputs[2] = { NULL, NULL };
  char *pgns[2] = { NULL, NULL };
  const char *moves[] = { "Td2", "Tf1" }, *boards[] = { "4", "5" };
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *envelope = desk_write_envelope (d, boards[i], moves[i], NULL);
      g_autoptr(JsonObject) sealed = run_json (0, NULL, "envelope", "seal", envelope, "--passphrase-file",
                                               d->passphrase, "--db", d->db, NULL);
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (sealed, "id"));
      g_autoptr(JsonObject) summary = run_json (0, NULL, "envelope", "prepare", id, "--import", file,
                                                "--db", d->db, NULL);
      g_assert_false (json_object_get_boolean_member (summary, "opened"));
      g_assert_false (json_object_has_member (json_array_get_object_element (
                        json_object_get_array_member (summary, "moves"), 0), "sealed"));
      outputs[i] = summary_without_id (summary);
      g_autofree char *err = NULL;
      g_assert_cmpint (cli_run (NULL, &pgns[i], &err, "envelope", "prepare", id, "--export-pgn", "-",
                                "--db", d->db, NULL), ==, 0);
      g_assert_null (strstr (pgns[i], "Tf1"));
      g_assert_null (strstr (pgns[i], "Td2"));
    }
  g_assert_cmpstr (outputs[0], ==, outputs[1]);
  g_assert_cmpstr (pgns[0], ==, pgns[1]);
  for (guint i = 0; i < 2; i++)
    {
      g_free (outputs[i]);
      g_free (pgns[i]);
    }

  /* A paper envelope opened with Td2 (Catalan for Rd2). */
  g_autofree char *id = import_envelope (d, "3");
  run_json (0, NULL, "envelope", "prepare", id, "--import", file, "--db", d->db, NULL);
  g_autofree char *facts = desk_write (d, "facts.json",
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"sealed_move\": \"Td2\", \"now\": null}");
  run_json (0, NULL, "envelope", "resume", id, "--facts", facts, "--db", d->db, NULL);
  g_autoptr(JsonObject) opened = run_json (0, NULL, "envelope", "prepare", id, "--db", d->db, NULL);
  g_assert_true (json_object_get_boolean_member (opened, "opened"));
  JsonObject *first = json_array_get_object_element (json_object_get_array_member (opened, "moves"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "san"), ==, "Rd2");
  g_assert_true (json_object_get_boolean_member (first, "sealed"));
  g_assert_cmpstr (json_object_get_string_member (first, "reply"), ==, "42. Rxd2");
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "prepare", id, "--export-pgn", "-", "--db", d->db, NULL), ==, 0);
  /* The main line is the move sealed with its reply. */
  g_assert_nonnull (strstr (out, "\n\n41... Rd2 (41... Rg1+)"));
  g_assert_nonnull (strstr (out, "42. Rxd2"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/prepare/show-import-export", Desk, NULL, desk_set_up, test_show_import_export, desk_tear_down);
  g_test_add ("/cli/prepare/refused", Desk, NULL, desk_set_up, test_refused, desk_tear_down);
  g_test_add ("/cli/prepare/sealed", Desk, NULL, desk_set_up, test_sealed, desk_tear_down);
  return g_test_run ();
}
