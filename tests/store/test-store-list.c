/* test-store-list.c — the store's envelopes: import, export, list, bad imports, outcomes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from test-store.c (the file itself): these tests are about what
 * goes in and comes out of an archive once it is open.
 */
#include "config.h"

#include "test-store.h"

/* ---- import, export, list ------------------------------------------------ */

static void
test_import_export (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  /* A key from a newer program must survive the round trip. */
  g_autofree char *doc = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                              "2026-11-21T21:00:00+01:00",
                                              "\"x_federation\": {\"id\": 7, \"tags\": [\"a\", \"b\"]}");
  gint64 id = store_test_import (store, doc);

  g_autofree char *exported = adj_store_export_envelope (store, id, &error);
  g_assert_no_error (error);
  g_autoptr(JsonNode) before = json_from_string (doc, NULL);
  g_autoptr(JsonNode) after = json_from_string (exported, NULL);
  g_assert_true (json_node_equal (before, after));

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->session, ==, 1);
  g_assert_cmpstr (info->rules, ==, "fide-2023");
  g_assert_cmpstr (info->event, ==, "Club championship");
  g_assert_cmpstr (info->round, ==, "5");
  g_assert_cmpstr (info->board, ==, "3");
  g_assert_cmpstr (info->white, ==, "Vidal, Marta");
  g_assert_cmpstr (info->black, ==, "Puig, Jordi");
  g_assert_cmpstr (info->position, ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
  g_assert_cmpstr (info->sealer, ==, "black");
  g_assert_cmpint (info->sealed_move_number, ==, 41);
  g_assert_cmpstr (info->adjourned_at, ==, "2026-11-21T21:00:00+01:00");
  g_assert_cmpstr (info->resumption_at, ==, "2026-11-22T10:00:00+01:00");
  g_assert_cmpstr (info->resumption_place, ==, "Sala 2");
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_SEALED);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_PAPER);
  g_assert_cmpstr (info->game_state, ==, "adjourned");
  g_assert_cmpint (info->white_scoresheet_found, ==, -1);

  /* One custody entry: its creation. */
  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 1);
  AdjCustodyEntry *entry = g_ptr_array_index (log, 0);
  g_assert_cmpint (entry->kind, ==, ADJ_CUSTODY_CREATED);
  g_assert_cmpstr (entry->actor, ==, "test");

  /* From a file too; an error names the file. */
  g_autofree char *file = g_build_filename (dir, "second.json", NULL);
  g_autofree char *doc2 = example ("Serra, Anna", "2026-11-21T21:00:00+01:00");
  g_assert_true (g_file_set_contents (file, doc2, -1, NULL));
  gint64 id2 = 0;
  g_assert_true (adj_store_import_envelope_file (store, file, NULL, &id2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (id2, >, id);
  g_assert_false (adj_store_import_envelope_file (store, file, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_assert_true (g_str_has_prefix (error->message, file));
  g_clear_error (&error);

  g_assert_null (adj_store_export_envelope (store, 999, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  store_test_dir_remove (dir);
}

static void
test_sessions (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;

  /* One game adjourned three times, its envelopes arriving out of order;
   * the instants have different offsets, so text order would be wrong. */
  const char *instants[] = {
    "2026-11-23T20:30:00+00:00",   /* third: 21:30 at +01:00 */
    "2026-11-21T21:00:00+01:00",   /* first */
    "2026-11-22T22:00:00+02:00",   /* second: 21:00 at +01:00 */
  };
  gint64 ids[3];
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *doc = example ("Vidal, Marta", instants[i]);
      ids[i] = store_test_import (store, doc);
    }
  g_autoptr(AdjEnvelopeInfo) first = adj_store_get_envelope (store, ids[1], &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) chain = adj_store_list_game_envelopes (store, first->game_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (chain->len, ==, 3);
  const gint64 order[] = { ids[1], ids[2], ids[0] };
  for (guint i = 0; i < 3; i++)
    {
      AdjEnvelopeInfo *info = g_ptr_array_index (chain, i);
      g_assert_cmpint (info->id, ==, order[i]);
      g_assert_cmpint (info->session, ==, (int) i + 1);
      g_assert_cmpint (info->game_id, ==, first->game_id);
    }
  g_assert_cmpint (adj_store_count (store, "games", NULL), ==, 1);
  g_assert_cmpint (adj_store_count (store, "events", NULL), ==, 1);

  /* The same game adjourned at the same instant again is a duplicate, even
   * when the document differs in another key. */
  g_autofree char *again = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                                "2026-11-21T21:00:00+01:00", "\"note\": \"copy\"");
  g_assert_false (adj_store_import_envelope (store, again, -1, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS);
  g_autofree char *named = g_strdup_printf ("envelope %" G_GINT64_FORMAT, ids[1]);
  g_assert_nonnull (strstr (error->message, named));
  store_test_dir_remove (dir);
}

static guint
count_listed (AdjStore *store, const char *filter)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = adj_store_list_envelopes (store, filter, &error);
  g_assert_no_error (error);
  return list->len;
}

static void
test_list_filter (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);

  g_autofree char *a = store_test_envelope ("Club championship", "5", "3", "Vidal, Marta", "Puig, Jordi",
                                            "2026-11-21T21:00:00+01:00", NULL);
  g_autofree char *b = store_test_envelope ("Open de Sants", "2", "14", "José Ñúñez", "Puig, Jordi",
                                            "2026-11-20T21:00:00+01:00", NULL);
  g_autofree char *c = store_test_envelope ("Open de Sants", "2", "15", "Ferrer, Pau", "100% Gambit",
                                            "2026-11-22T21:00:00+01:00", NULL);
  gint64 ida = store_test_import (store, a);
  gint64 idb = store_test_import (store, b);
  gint64 idc = store_test_import (store, c);

  g_assert_cmpuint (count_listed (store, NULL), ==, 3);
  g_assert_cmpuint (count_listed (store, ""), ==, 3);
  g_assert_cmpuint (count_listed (store, "  "), ==, 3);
  g_assert_cmpuint (count_listed (store, "vidal"), ==, 1);
  g_assert_cmpuint (count_listed (store, "PUIG"), ==, 2);
  g_assert_cmpuint (count_listed (store, "jose nunez"), ==, 1);   /* accents folded */
  g_assert_cmpuint (count_listed (store, "JOSÉ"), ==, 1);
  g_assert_cmpuint (count_listed (store, "sants puig"), ==, 1);   /* every word */
  g_assert_cmpuint (count_listed (store, "sants vidal"), ==, 0);
  g_assert_cmpuint (count_listed (store, "100%"), ==, 1);         /* % is a character, not a wildcard */
  g_assert_cmpuint (count_listed (store, "%"), ==, 1);
  g_assert_cmpuint (count_listed (store, "_"), ==, 0);
  g_assert_cmpuint (count_listed (store, "sealed"), ==, 3);
  g_assert_cmpuint (count_listed (store, "fide-2023"), ==, 3);
  g_assert_cmpuint (count_listed (store, "sala"), ==, 3);
  g_assert_cmpuint (count_listed (store, "nobody"), ==, 0);

  /* Newest adjournment first. */
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store, NULL, NULL);
  g_assert_cmpint (((AdjEnvelopeInfo *) g_ptr_array_index (all, 0))->id, ==, idc);
  g_assert_cmpint (((AdjEnvelopeInfo *) g_ptr_array_index (all, 1))->id, ==, ida);
  g_assert_cmpint (((AdjEnvelopeInfo *) g_ptr_array_index (all, 2))->id, ==, idb);

  /* The state word follows the envelope. */
  AdjOpening opening = { .arbiter = "Serra, Anna", .white_scoresheet = TRUE, .black_scoresheet = TRUE };
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_store_open_envelope (store, ida, &opening, "Rd2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_listed (store, "sealed"), ==, 2);
  g_assert_cmpuint (count_listed (store, "opened vidal"), ==, 1);
  store_test_dir_remove (dir);
}

/* ---- bad imports ----------------------------------------------------------- */

typedef struct {
  const char *document;  /* NULL: built from the example with EXTRA replacing a key */
  int         code;
  const char *named;     /* text the message must contain (the key) */
} BadImport;

static void
check_refused (AdjStore *store, const char *doc, gssize length, int code, const char *named)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = store_test_store_digest (store);
  gint64 id = -1;
  g_assert_false (adj_store_import_envelope (store, doc, length, NULL, &id, &error));
  g_assert_cmpint (id, ==, -1);
  g_assert_error (error, ADJ_STORE_ERROR, code);
  if (named && !strstr (error->message, named))
    g_error ("message '%s' does not name '%s'", error->message, named);
  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (store_test_in_transaction (store));   /* no transaction left open */
}

/* The example document with one member's text replaced. */
static char *
with (const char *member, const char *replacement)
{
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  g_autoptr(GString) s = g_string_new (doc);
  g_assert_cmpint (g_string_replace (s, member, replacement, 1), ==, 1);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
test_bad_imports (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autofree char *good = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  store_test_import (store, good);

  const struct { const char *member, *replacement, *named; } edits[] = {
    { "\"format\": \"adjourn-envelope\"", "\"format\": \"adjourn-scenario\"", "format: " },
    { "\"format\": \"adjourn-envelope\", ", "", "format: " },
    { "\"version\": 1", "\"version\": 2", "version: " },
    { "\"version\": 1", "\"version\": \"1\"", "version: " },
    { "\"rules\": \"fide-2023\"", "\"rules\": \"fide-2030\"", "rules: " },
    { "\"rules\": \"fide-2023\", ", "", "rules: " },
    { "\"event\": \"Club championship\"", "\"event\": 5", "event: " },
    { "\"round\": \"5\"", "\"round\": 5", "round: " },
    { "\"white\": \"Vidal, Marta\"", "\"white\": [\"Vidal\"]", "white: " },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\"", "\"position\": \"8/8/8/8/8/8/8/8 b - - 3 41\"", "position: " },
    { "\"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\", ", "", "position: " },
    { "\"adjourned_at\": \"2026-11-21T21:00:00+01:00\"", "\"adjourned_at\": \"2026-11-21 21:00\"", "adjourned_at: " },
    { "\"adjourned_at\": \"2026-11-21T21:00:00+01:00\"", "\"adjourned_at\": \"2026-11-21T21:00:00\"", "adjourned_at: " },
    { "\"sealer\": \"black\"", "\"sealer\": \"red\"", "sealer: " },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 0", "sealed_move_number: " },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 4.5", "sealed_move_number: " },
    { "\"resumption\": {", "\"resumption\": \"tomorrow\", \"later\": {", "resumption: " },
    { "\"at\": \"2026-11-22T10:00:00+01:00\"", "\"at\": \"tomorrow\"", "resumption.at: " },
    { "\"place\": \"Sala 2\"", "\"place\": 2", "resumption.place: " },
    { "\"sealed_move\": null", "\"sealed_move\": 7", "sealed_move: " },
  };
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *doc = with (edits[i].member, edits[i].replacement);
      /* Each bad document is also a new game, so that event, round and
       * game rows would be written before a failure if it came late. */
      g_autofree char *other = g_strdup_printf ("\"board\": \"b%u\"", i);
      g_autoptr(GString) s = g_string_new (doc);
      g_string_replace (s, "\"board\": \"3\"", other, 1);
      check_refused (store, s->str, -1, ADJ_STORE_ERROR_DOCUMENT, edits[i].named);
    }

  /* Not an envelope document at all. */
  check_refused (store, "", -1, ADJ_STORE_ERROR_DOCUMENT, "empty");
  check_refused (store, "  \n", -1, ADJ_STORE_ERROR_DOCUMENT, "empty");
  check_refused (store, "{\"format\": ", -1, ADJ_STORE_ERROR_DOCUMENT, "not JSON");
  check_refused (store, "[1, 2]", -1, ADJ_STORE_ERROR_DOCUMENT, "object");
  check_refused (store, "\"adjourn-envelope\"", -1, ADJ_STORE_ERROR_DOCUMENT, "object");
  check_refused (store, "{\"format\": \"adjourn-env\xff\"}", -1, ADJ_STORE_ERROR_DOCUMENT, "UTF-8");
  check_refused (store, good, 40, ADJ_STORE_ERROR_DOCUMENT, "not JSON");   /* cut short */

  /* Well formed, but the store refuses it: a duplicate, an event under
   * another edition of the Laws. */
  check_refused (store, good, -1, ADJ_STORE_ERROR_EXISTS, "already");
  g_autofree char *other_rules = with ("\"rules\": \"fide-2023\"", "\"rules\": \"fide-1993\"");
  check_refused (store, other_rules, -1, ADJ_STORE_ERROR_CONFLICT, "fide-1993");

  /* A failure after the event, round and game rows were written, after the
   * envelope, and just before the commit: all rolled back. */
  const char *points[] = { "after-game", "after-envelope", "before-commit" };
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autofree char *event = g_strdup_printf ("New event %u", i);
      g_autofree char *doc = store_test_envelope (event, "1", "1", "A", "B", "2026-11-21T21:00:00+01:00", NULL);
      adj_store_set_fail_point (store, points[i]);
      check_refused (store, doc, -1, ADJ_STORE_ERROR_DB, points[i]);
      /* The same document goes in once the failure is gone. */
      store_test_import (store, doc);
    }
  g_assert_cmpint (adj_store_count (store, "envelopes", NULL), ==, 4);
  store_test_dir_remove (dir);
}

/* ---- opening, outcomes, lost envelopes ------------------------------------- */

static void
test_open_paper (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  gint64 id = store_test_import (store, doc);

  const char *present[] = { "Vidal, Marta", "Puig, Jordi", NULL };
  AdjOpening opening = {
    .arbiter = "Serra, Anna", .present = present, .at = "2026-11-22T10:05:00+01:00",
    .white_scoresheet = TRUE, .black_scoresheet = FALSE,
  };
  AdjOpening bad_time = opening;
  bad_time.at = "ten past ten";
  g_assert_false (adj_store_open_envelope (store, id, &bad_time, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
  g_clear_error (&error);
  g_assert_false (adj_store_open_envelope (store, 999, &opening, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (adj_store_open_envelope (store, id, &opening, "Rd2", &error));
  g_assert_no_error (error);

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_cmpint (info->state, ==, ADJ_ENVELOPE_OPENED);
  g_assert_cmpstr (info->opened_at, ==, "2026-11-22T10:05:00+01:00");
  g_assert_cmpint (info->white_scoresheet_found, ==, 1);
  g_assert_cmpint (info->black_scoresheet_found, ==, 0);

  g_autofree char *exported = adj_store_export_envelope (store, id, &error);
  g_autoptr(JsonNode) node = json_from_string (exported, NULL);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "sealed_move"), ==, "Rd2");

  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_cmpuint (log->len, ==, 2);
  AdjCustodyEntry *opened = g_ptr_array_index (log, 1);
  g_assert_cmpint (opened->kind, ==, ADJ_CUSTODY_OPENED);
  g_assert_cmpstr (opened->actor, ==, "Serra, Anna");
  g_assert_cmpuint (g_strv_length (opened->present), ==, 2);
  g_assert_cmpstr (opened->present[1], ==, "Puig, Jordi");
  g_assert_nonnull (strstr (opened->note, "\"black_scoresheet\":false"));
  g_assert_null (strstr (opened->note, "Rd2"));

  /* Once. */
  g_assert_false (adj_store_open_envelope (store, id, &opening, "Rd3", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  /* An envelope imported with its move already written is an opened one. */
  g_autofree char *opened_doc = with ("\"sealed_move\": null", "\"sealed_move\": \"Rd1\"");
  g_autoptr(GString) s = g_string_new (opened_doc);
  g_string_replace (s, "\"board\": \"3\"", "\"board\": \"4\"", 1);
  gint64 id2 = store_test_import (store, s->str);
  g_autoptr(AdjEnvelopeInfo) info2 = adj_store_get_envelope (store, id2, &error);
  g_assert_cmpint (info2->state, ==, ADJ_ENVELOPE_OPENED);
  store_test_dir_remove (dir);
}

static void
test_outcome (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  gint64 id = store_test_import (store, doc);

  const char *bad[] = {
    "not json", "[]", "{\"status\": \"over\", \"reason\": \"default\"}",
    "{\"status\": \"finished\", \"result\": \"2-0\", \"reason\": \"default\"}",
    "{\"status\": \"finished\", \"result\": \"1-0\"}",
    "{\"status\": 1, \"reason\": \"default\"}",
  };
  g_autofree char *before = store_test_store_digest (store);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (adj_store_record_outcome (store, id, bad[i], &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, &error));
      g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT);
      g_clear_error (&error);
    }
  const char *good = "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"sealed-move-illegal\","
                     " \"articles\": [\"I.8.3\"]}";
  g_assert_false (adj_store_record_outcome (store, 999, good, &(AdjCustodyAct) { .actor = "Serra, Anna" }, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_autofree char *after = store_test_store_digest (store);
  g_assert_cmpstr (after, ==, before);

  gint64 outcome = 0;
  g_assert_true (adj_store_record_outcome (store, id, good, &(AdjCustodyAct) { .actor = "Serra, Anna" }, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, >, 0);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, &error);
  g_assert_cmpstr (info->game_state, ==, "finished");
  g_assert_cmpint (adj_store_count (store, "outcomes", NULL), ==, 1);
  g_autoptr(GPtrArray) log = adj_custody_list (store, id, &error);
  g_assert_cmpint (((AdjCustodyEntry *) g_ptr_array_index (log, log->len - 1))->kind, ==, ADJ_CUSTODY_OUTCOME);
  store_test_dir_remove (dir);
}

static void
test_lost (void)
{
  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = example ("Vidal, Marta", "2026-11-21T21:00:00+01:00");
  gint64 id = store_test_import (store, doc);

  g_assert_false (adj_custody_append (store, id, ADJ_CUSTODY_RECONSTRUCTED, "Serra, Anna", NULL, NULL, NULL, &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);
  g_assert_true (adj_custody_append (store, id, ADJ_CUSTODY_LOST, "Serra, Anna", NULL, "not in the safe", NULL, &error));
  g_assert_no_error (error);
  g_autoptr(AdjEnvelopeInfo) lost = adj_store_get_envelope (store, id, NULL);
  g_assert_cmpint (lost->state, ==, ADJ_ENVELOPE_LOST);
  g_assert_cmpuint (count_listed (store, "lost"), ==, 1);

  AdjOpening opening = { .arbiter = "Serra, Anna" };
  g_assert_false (adj_store_open_envelope (store, id, &opening, "Rd2", &error));
  g_assert_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE);
  g_clear_error (&error);

  g_assert_true (adj_custody_append (store, id, ADJ_CUSTODY_RECONSTRUCTED, "Serra, Anna", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autoptr(AdjEnvelopeInfo) rebuilt = adj_store_get_envelope (store, id, NULL);
  g_assert_cmpint (rebuilt->state, ==, ADJ_ENVELOPE_RECONSTRUCTED);
  g_assert_cmpuint (count_listed (store, "reconstructed"), ==, 1);
  g_assert_cmpuint (count_listed (store, "lost"), ==, 0);
  store_test_dir_remove (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/import-export", test_import_export);
  g_test_add_func ("/store/sessions", test_sessions);
  g_test_add_func ("/store/list-filter", test_list_filter);
  g_test_add_func ("/store/bad-imports", test_bad_imports);
  g_test_add_func ("/store/open-paper", test_open_paper);
  g_test_add_func ("/store/outcome", test_outcome);
  g_test_add_func ("/store/lost", test_lost);
  return g_test_run ();
}
