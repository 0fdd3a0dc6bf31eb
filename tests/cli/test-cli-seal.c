/* test-cli-seal.c — `envelope seal` and `envelope history`: a digital move
 * sealed from a terminal, never in clear, with the same custody rows as
 * every other face
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE /* memmem */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>


#include "cli-desk.h"

/* Long and odd enough that finding it by chance among random bytes is out
 * of the question: the move is stored as written, whatever it says. */
#define MOVE "Td2 QUIXOTIC-SEAL"

/* Whether NEEDLE is anywhere in the files of DIR (the database, its WAL). */
static gboolean
dir_contains (const char *dir, const char *needle)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while ((name = g_dir_read_name (d)))
    {
      if (g_str_has_suffix (name, ".json"))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *bytes = NULL;
      gsize n = 0;
      g_assert_true (g_file_get_contents (path, &bytes, &n, NULL));
      if (memmem (bytes, n, needle, strlen (needle)))
        return TRUE;
    }
  return FALSE;
}

static void
test_seal_digital (Desk *d, gconstpointer data)
{
  g_autofree char *file = desk_write_envelope (d, "3", MOVE, NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", file, "--passphrase-file", d->passphrase,
                            "--db", d->db, "--actor", "Serra, Anna", NULL), ==, 0);
  g_autoptr(JsonObject) sealed = cli_parse_object (out);
  gint64 id = json_object_get_int_member (sealed, "id");
  g_assert_cmpint (id, >, 0);
  const char *code = json_object_get_string_member (sealed, "seal_code");
  g_assert_cmpuint (strlen (code), ==, 11);
  g_assert_cmpint (code[5], ==, '-');

  /* Never in clear: not in the database, not in its journal, not in what
   * export, list or history print. */
  g_assert_false (dir_contains (d->dir, "QUIXOTIC"));
  g_autofree char *id_text = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  const char *readers[][3] = { { "envelope", "export", id_text }, { "envelope", "list", NULL },
                               { "envelope", "history", id_text } };
  for (guint i = 0; i < G_N_ELEMENTS (readers); i++)
    {
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      if (readers[i][2])
        g_assert_cmpint (cli_run (NULL, &out, &err, readers[i][0], readers[i][1], readers[i][2], "--db", d->db, NULL), ==, 0);
      else
        g_assert_cmpint (cli_run (NULL, &out, &err, readers[i][0], readers[i][1], "--db", d->db, NULL), ==, 0);
      g_assert_null (strstr (out, "QUIXOTIC"));
      g_assert_null (strstr (err, "QUIXOTIC"));
    }

  /* The history: created, checked, sealed, by the arbiter named. */
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  const char *kinds[] = { "created", "checked", "sealed" };
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(JsonObject) entry = cli_parse_object (lines[i]);
      g_assert_cmpstr (json_object_get_string_member (entry, "kind"), ==, kinds[i]);
      g_assert_cmpstr (json_object_get_string_member (entry, "actor"), ==, "Serra, Anna");
      g_assert_true (json_object_has_member (entry, "happened_at"));
      g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (entry, "note")));
    }
  g_autoptr(JsonObject) last = cli_parse_object (lines[2]);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (last, "note"), "seal_code"), ==, code);

  /* The log holds together. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "log", "verify", "--db", d->db, NULL), ==, 0);
  g_autoptr(JsonObject) verified = cli_parse_object (out);
  g_assert_true (json_object_get_boolean_member (verified, "valid"));
  g_assert_cmpint (json_object_get_int_member (verified, "rows"), ==, 3);
}

static void
test_refusals (Desk *d, gconstpointer data)
{
  g_autofree char *first = desk_write_envelope (d, "3", MOVE, NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", first, "--passphrase-file", d->passphrase,
                            "--db", d->db, NULL), ==, 0);
  g_autofree char *before = store_test_file_digest (d->db);

  /* The event's passphrase is set: another one is refused. */
  g_autofree char *wrong = g_build_filename (d->dir, "wrong", NULL);
  g_assert_true (g_file_set_contents (wrong, "not the arbiter's\n", -1, NULL));
  g_autofree char *second = desk_write_envelope (d, "4", MOVE, NULL);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", second, "--passphrase-file", wrong,
                            "--db", d->db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "passphrase"));
  g_assert_cmpstr (out, ==, "");

  /* An envelope the check refuses: its problems are listed (here the
   * sealer is not the side to move, and the move number is not the
   * position's). */
  g_autofree char *invalid = desk_write_envelope (d, "5", MOVE, "\"x-note\": 1");
  {
    g_autofree char *text = NULL;
    g_assert_true (g_file_get_contents (invalid, &text, NULL, NULL));
    char *sealer = strstr (text, "\"sealer\": \"black\"");
    memcpy (sealer + strlen ("\"sealer\": \""), "white", 5);
    g_assert_true (g_file_set_contents (invalid, text, -1, NULL));
  }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", invalid, "--passphrase-file", d->passphrase,
                            "--db", d->db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "check found"));
  g_assert_nonnull (strstr (err, "sealer"));
  g_assert_null (strstr (err, "QUIXOTIC"));

  /* No move to seal. */
  g_autofree char *empty = desk_write_envelope (d, "6", NULL, NULL);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", empty, "--passphrase-file", d->passphrase,
                            "--db", d->db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "sealed_move"));

  /* No passphrase file. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", second, "--db", d->db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--passphrase-file"));

  /* Nothing of any of them reached the archive. */
  g_autofree char *after = store_test_file_digest (d->db);
  g_assert_cmpstr (before, ==, after);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/seal/digital", Desk, NULL, desk_set_up, test_seal_digital, desk_tear_down);
  g_test_add ("/cli/seal/refusals", Desk, NULL, desk_set_up, test_refusals, desk_tear_down);
  return g_test_run ();
}
