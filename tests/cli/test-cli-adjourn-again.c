/* test-cli-adjourn-again.c — a game adjourned again from a terminal:
 * `envelope seal` of a file naming the envelope before, `envelope list`
 * and `envelope history` showing the link
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-envelope.h"
#include "cli-desk.h"

static const char facts_paper[] =
  "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
  " \"sealed_move\": \"Td2\", \"scoresheets_found\": {\"white\": true, \"black\": true}, \"now\": null}";

/* The second session's envelope of board 3, naming SHA256 as the one
 * before, its move MOVE. */
static char *
second_session (const char *sha256, const char *adjourned_at)
{
  return g_strdup_printf (
    "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
    " \"event\": \"Club championship\", \"round\": \"5\", \"board\": \"3\","
    " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
    " \"position\": \"8/6k1/6p1/8/8/6P1/3r1PK1/3R4 w - - 0 50\", \"time_control\": \"40/7200:20/3600\","
    " \"time_used\": {\"white\": 9000, \"black\": 9100},"
    " \"adjourned_at\": \"%s\", \"session_end\": \"%s\","
    " \"sealer\": \"white\", \"sealed_move_number\": 50, \"draw_offer\": null,"
    " \"resumption\": {\"at\": \"2026-11-23T10:00:00+01:00\", \"place\": \"Sala 2\"},"
    " \"notation\": \"ca\", \"sealed_move\": \"Td1\","
    " \"previous_envelope\": {\"sha256\": \"%s\", \"adjourned_at\": \"2026-11-21T21:00:00+01:00\"}}",
    adjourned_at, adjourned_at, sha256);
}

/* `envelope list`'s object for envelope ID. */
static JsonObject *
listed (Desk *d, gint64 id)
{
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "list", "--db", d->db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      JsonObject *o = cli_parse_object (lines[i]);
      if (json_object_get_int_member (o, "id") == id)
        return o;
      json_object_unref (o);
    }
  g_assert_not_reached ();
}

/* `envelope history ID`'s last line of KIND. */
static JsonObject *
history_entry (Desk *d, gint64 id, const char *kind)
{
  g_autofree char *id_text = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "history", id_text, "--db", d->db, NULL), ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  JsonObject *found = NULL;
  for (guint i = 0; lines[i]; i++)
    {
      JsonObject *o = cli_parse_object (lines[i]);
      if (g_strcmp0 (json_object_get_string_member (o, "kind"), kind) == 0)
        {
          g_clear_pointer (&found, json_object_unref);
          found = o;
        }
      else
        json_object_unref (o);
    }
  g_assert_nonnull (found);
  return found;
}

static void
test_seal_again (Desk *d, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *first_text = desk_envelope_text ("3", NULL, NULL);
  g_autofree char *first_file = desk_write (d, "first.json", first_text);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "import", first_file, "--db", d->db, NULL), ==, 0);
  g_autoptr(JsonObject) imported = cli_parse_object (out);
  gint64 first = json_object_get_int_member (imported, "id");
  g_autofree char *first_id = g_strdup_printf ("%" G_GINT64_FORMAT, first);

  /* The identity to copy into the next envelope: what list prints is the
   * domain's identity of the envelope as kept. */
  g_autoptr(JsonObject) first_listed = listed (d, first);
  const char *sha256 = json_object_get_string_member (first_listed, "sha256");
  g_autoptr(AdjEnvelope) first_envelope = adj_envelope_new_from_data (first_text, -1, NULL);
  g_autofree char *identity = adj_envelope_get_identity (first_envelope);
  g_assert_cmpstr (sha256, ==, identity);
  g_assert_true (json_object_get_null_member (first_listed, "previous_envelope"));
  g_assert_true (json_object_get_null_member (first_listed, "next_envelope"));

  /* Not before the envelope before was opened and play went on. */
  g_autofree char *second_text = second_session (identity, "2026-11-22T14:00:00+01:00");
  g_autofree char *second_file = desk_write (d, "second.json", second_text);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_autofree char *before = store_test_file_digest (d->db);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", second_file, "--passphrase-file", d->passphrase,
                            "--db", d->db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "previous_envelope: the envelope before was not opened"));
  g_assert_nonnull (strstr (err, "(I.14, I.1.1)"));
  g_autofree char *after = store_test_file_digest (d->db);
  g_assert_cmpstr (after, ==, before);

  g_autofree char *facts = desk_write (d, "facts.json", facts_paper);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "resume", first_id, "--facts", facts, "--db", d->db, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"continues\""));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", second_file, "--passphrase-file", d->passphrase,
                            "--db", d->db, "--actor", "Serra, Anna", NULL), ==, 0);
  g_autoptr(JsonObject) sealed = cli_parse_object (out);
  gint64 second = json_object_get_int_member (sealed, "id");

  g_autoptr(JsonObject) first_again = listed (d, first);
  g_assert_cmpint (json_object_get_int_member (first_again, "next_envelope"), ==, second);
  g_autoptr(JsonObject) second_listed = listed (d, second);
  g_assert_cmpint (json_object_get_int_member (second_listed, "previous_envelope"), ==, first);
  g_assert_cmpint (json_object_get_int_member (second_listed, "session"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (second_listed, "game_state"), ==, "adjourned");

  g_autoptr(JsonObject) checked = history_entry (d, second, "checked");
  g_assert_cmpint (json_object_get_int_member (checked, "linked_envelope"), ==, first);
  JsonObject *note = json_object_get_object_member (checked, "note");
  g_assert_cmpstr (json_object_get_string_member (note, "previous_envelope"), ==, identity);
  g_autoptr(JsonObject) again = history_entry (d, first, "adjourned-again");
  g_assert_cmpint (json_object_get_int_member (again, "linked_envelope"), ==, second);
  g_assert_cmpstr (json_object_get_string_member (again, "actor"), ==, "Serra, Anna");
  g_assert_nonnull (strstr (json_object_get_string_member (again, "description"), "adjourned again"));
  /* Other entries name no envelope. */
  g_autoptr(JsonObject) created = history_entry (d, second, "created");
  g_assert_false (json_object_has_member (created, "linked_envelope"));

  /* One envelope per playing session. */
  g_autofree char *third_text = second_session (identity, "2026-11-22T15:00:00+01:00");
  g_autofree char *third_file = desk_write (d, "third.json", third_text);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_autofree char *before_third = store_test_file_digest (d->db);
  g_assert_cmpint (cli_run (NULL, &out, &err, "envelope", "seal", third_file, "--passphrase-file", d->passphrase,
                            "--db", d->db, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "one envelope per playing session"));
  g_autofree char *after_third = store_test_file_digest (d->db);
  g_assert_cmpstr (after_third, ==, before_third);

  /* The event's chain holds with the new rows. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run (NULL, &out, &err, "log", "verify", "--event", "Club championship", "--db", d->db, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"valid\":true"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/adjourn-again/seal", Desk, NULL, desk_set_up, test_seal_again, desk_tear_down);
  return g_test_run ();
}
