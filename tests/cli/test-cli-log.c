/* test-cli-log.c — `log head` and `log verify [--head TEXT] [--event NAME]`:
 * a head noted on paper, and a chain rewritten, cut or signed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The archive is edited behind the program's back with a connection of the
 * test's own, the chain hashed again afterwards as someone who knows the
 * format would (store_test_rechain).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include <sqlite3.h>

#include "adj-store-verbs.h"
#include "cli-desk.h"

#define CLUB  "Club championship"
#define OPEN  "Winter open"

/* `envelope import` (MOVE NULL) or `envelope seal` of an envelope of EVENT
 * on BOARD; its id. */
static gint64
put (Desk *d, const char *event, const char *board, const char *move)
{
  g_autofree char *text = store_test_envelope (event, "5", board, "Vidal, Marta", "Puig, Jordi",
                                               "2026-11-21T21:00:00+01:00", NULL);
  if (move)
    {
      g_autofree char *quoted = g_strdup_printf ("\"sealed_move\": \"%s\"", move);
      g_auto (GStrv) parts = g_strsplit (text, "\"sealed_move\": null", 2);
      g_free (text);
      text = g_strjoin (quoted, parts[0], parts[1], NULL);
    }
  g_autofree char *path = desk_write (d, "envelope.json", text);
  g_autofree char *out = NULL, *err = NULL;
  int status = move ? cli_run (NULL, &out, &err, "envelope", "seal", path, "--passphrase-file", d->passphrase,
                               "--db", d->db, NULL)
                    : cli_run (NULL, &out, &err, "envelope", "import", path, "--db", d->db, NULL);
  if (status != 0)
    g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 0);
  g_autoptr(JsonObject) o = cli_parse_object (out);
  g_unlink (path);
  return json_object_get_int_member (o, "id");
}

/* `log ARGS…` (up to six), exit 0, its object. */
static JsonObject *
log_json (Desk *d, const char *a1, const char *a2, const char *a3, const char *a4, const char *a5)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "log", a1, "--db", d->db, a2, a3, a4, a5, NULL);
  if (status != 0)
    g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 0);
  return cli_parse_object (out);
}

static char *
head_of (Desk *d, const char *event)
{
  g_autoptr(JsonObject) o = log_json (d, "head", "--event", event, NULL, NULL);
  g_assert_cmpstr (json_object_get_string_member (o, "event"), ==, event);
  return g_strdup (json_object_get_string_member (o, "head"));
}

static void
hand_over (Desk *d, gint64 id, const char *to)
{
  /* No CLI command hands over yet: the store's verb, as the window does. */
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) store = adj_store_open (d->db, &error);
  g_assert_no_error (error);
  AdjCustodyAct act = { .actor = "Serra, Anna" };
  g_assert_true (adj_store_hand_over (store, id, &act, to, &error));
  g_assert_no_error (error);
}

/* Run SQL on the archive with the custody triggers off, then hash EVENT's
 * chain again (NULL: leave the hashes as the edit left them). */
static void
behind_the_back (Desk *d, const char *sql, const char *event)
{
  sqlite3 *db = NULL;
  g_assert_cmpint (sqlite3_open (d->db, &db), ==, SQLITE_OK);
  char *triggers = store_test_triggers_off (db);
  store_test_exec (db, sql);
  if (event)
    {
      g_autofree char *select = g_strdup_printf ("SELECT id FROM events WHERE name = '%s'", event);
      store_test_rechain (db, store_test_int (db, select));
    }
  store_test_triggers_on (db, triggers);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
}

static JsonObject *
chain_in (JsonObject *verified, const char *event)
{
  JsonArray *chains = json_object_get_array_member (verified, "chains");
  for (guint i = 0; i < json_array_get_length (chains); i++)
    {
      JsonObject *chain = json_array_get_object_element (chains, i);
      JsonNode *name = json_object_get_member (chain, "event");
      if (!JSON_NODE_HOLDS_NULL (name) && g_strcmp0 (json_node_get_string (name), event) == 0)
        return chain;
    }
  g_error ("no chain for %s", event);
  return NULL;
}

static void
test_head_noted (Desk *d, gconstpointer data)
{
  gint64 a = put (d, CLUB, "1", NULL);
  put (d, OPEN, "1", NULL);
  hand_over (d, a, "Chief arbiter");
  g_autofree char *noted = head_of (d, CLUB);
  g_assert_true (g_str_has_prefix (noted, "2-"));
  g_autoptr(JsonObject) with_key = log_json (d, "head", "--event", CLUB, NULL, NULL);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (with_key, "public_key")));

  /* Noted, then checked: the existing keys and the new ones. */
  g_autoptr(JsonObject) ok = log_json (d, "verify", "--head", noted, "--event", CLUB);
  g_assert_true (json_object_get_boolean_member (ok, "valid"));
  g_assert_cmpint (json_object_get_int_member (ok, "rows"), ==, 2);
  g_assert_nonnull (json_object_get_string_member (ok, "head"));
  g_assert_cmpint (json_object_get_int_member (ok, "documents"), ==, 1);
  JsonObject *checked = json_object_get_object_member (ok, "head_noted");
  g_assert_true (json_object_get_boolean_member (checked, "confirmed"));
  g_autoptr(JsonObject) whole = log_json (d, "verify", "--head", noted, NULL, NULL);
  g_assert_true (json_object_get_boolean_member (whole, "valid"));
  g_assert_cmpint (json_object_get_int_member (whole, "rows"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (chain_in (whole, CLUB), "head"), ==, noted);

  /* A row before the head rewritten, the chain hashed again: the hashes
   * hold, the head noted does not. */
  behind_the_back (d, "UPDATE custody SET actor = 'Mallory' WHERE seq = 1", CLUB);
  g_autoptr(JsonObject) plain = log_json (d, "verify", NULL, NULL, NULL, NULL);
  g_assert_true (json_object_get_boolean_member (plain, "valid"));
  g_autoptr(JsonObject) caught = log_json (d, "verify", "--head", noted, "--event", CLUB);
  g_assert_false (json_object_get_boolean_member (caught, "valid"));
  g_assert_cmpint (json_object_get_int_member (caught, "bad_row"), ==, 3);
  g_assert_nonnull (strstr (json_object_get_string_member (caught, "reason"), "is not the one noted"));
  JsonObject *refuted = json_object_get_object_member (caught, "head_noted");
  g_assert_false (json_object_get_boolean_member (refuted, "confirmed"));
  g_autoptr(JsonObject) anywhere = log_json (d, "verify", "--head", noted, NULL, NULL);
  g_assert_false (json_object_get_boolean_member (anywhere, "valid"));
}

static void
test_cut (Desk *d, gconstpointer data)
{
  gint64 a = put (d, CLUB, "1", NULL);
  hand_over (d, a, "Chief arbiter");
  hand_over (d, a, "Deputy");
  g_autofree char *noted = head_of (d, CLUB);
  g_assert_true (g_str_has_prefix (noted, "3-"));

  behind_the_back (d, "DELETE FROM custody WHERE seq > 1", NULL);
  g_autoptr(JsonObject) plain = log_json (d, "verify", NULL, NULL, NULL, NULL);
  g_assert_true (json_object_get_boolean_member (plain, "valid"));
  g_autoptr(JsonObject) caught = log_json (d, "verify", "--head", noted, "--event", CLUB);
  g_assert_false (json_object_get_boolean_member (caught, "valid"));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (caught, "bad_row")));
  const char *reason = json_object_get_string_member (caught, "reason");
  g_assert_nonnull (strstr (reason, "has 1 row; the head noted"));
  g_assert_nonnull (strstr (reason, "is row 3"));
}

/* A digital sealing signs: verify reports how far, and catches a rewrite
 * before a signed row with no head noted at all. */
static void
test_signed (Desk *d, gconstpointer data)
{
  put (d, CLUB, "1", "Td2");
  g_autoptr(JsonObject) head = log_json (d, "head", "--event", CLUB, NULL, NULL);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (head, "head"), "3-"));
  const char *key = json_object_get_string_member (head, "public_key");
  g_assert_cmpuint (strlen (key), ==, 64);

  g_autoptr(JsonObject) ok = log_json (d, "verify", NULL, NULL, NULL, NULL);
  g_assert_true (json_object_get_boolean_member (ok, "valid"));
  JsonObject *chain = chain_in (ok, CLUB);
  g_assert_cmpint (json_object_get_int_member (chain, "rows"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (chain, "signed_through"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (chain, "public_key"), ==, key);

  behind_the_back (d, "UPDATE custody SET actor = 'Mallory' WHERE seq = 1", CLUB);
  g_autoptr(JsonObject) caught = log_json (d, "verify", NULL, NULL, NULL, NULL);
  g_assert_false (json_object_get_boolean_member (caught, "valid"));
  g_assert_cmpint (json_object_get_int_member (caught, "bad_row"), ==, 3);
  g_assert_nonnull (strstr (json_object_get_string_member (caught, "reason"), "signed"));
}

static void
test_document (Desk *d, gconstpointer data)
{
  put (d, CLUB, "1", NULL);
  gint64 b = put (d, CLUB, "2", NULL);
  g_autofree char *sql = g_strdup_printf ("UPDATE envelopes SET document = json_set (document, '$.time_used.white', 1)"
                                          " WHERE id = %" G_GINT64_FORMAT, b);
  behind_the_back (d, sql, NULL);
  g_autoptr(JsonObject) caught = log_json (d, "verify", NULL, NULL, NULL, NULL);
  g_assert_false (json_object_get_boolean_member (caught, "valid"));
  g_assert_cmpint (json_object_get_int_member (caught, "bad_envelope"), ==, b);
  g_autofree char *named = g_strdup_printf ("envelope %" G_GINT64_FORMAT ":", b);
  g_assert_nonnull (strstr (json_object_get_string_member (caught, "reason"), named));
}

static void
test_refusals (Desk *d, gconstpointer data)
{
  put (d, CLUB, "1", NULL);
  struct {
    const char *args[4];
    const char *says;
  } refused[] = {
    { { "head", NULL }, "--event" },
    { { "head", "--event", "Nowhere", NULL }, "Nowhere" },
    { { "verify", "--event", "Nowhere", NULL }, "Nowhere" },
    { { "verify", "--head", "3F2A-91C0-7B4D-E810", NULL }, "not a custody head" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      const char *const *a = refused[i].args;
      g_assert_cmpint (cli_run (NULL, &out, &err, "log", a[0], "--db", d->db, a[1], a[2], a[3], NULL), ==, 2);
      g_assert_nonnull (strstr (err, refused[i].says));
      g_assert_cmpstr (out, ==, "");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/log/head-noted", Desk, NULL, desk_set_up, test_head_noted, desk_tear_down);
  g_test_add ("/cli/log/cut", Desk, NULL, desk_set_up, test_cut, desk_tear_down);
  g_test_add ("/cli/log/signed", Desk, NULL, desk_set_up, test_signed, desk_tear_down);
  g_test_add ("/cli/log/document", Desk, NULL, desk_set_up, test_document, desk_tear_down);
  g_test_add ("/cli/log/refusals", Desk, NULL, desk_set_up, test_refusals, desk_tear_down);
  return g_test_run ();
}
