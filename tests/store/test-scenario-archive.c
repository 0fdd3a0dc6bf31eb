/* test-scenario-archive.c — every resumption fixture of tests/data/scenarios/
 * played through the archive, on paper and digitally, as an arbiter would:
 * sealed, then resumed with its facts
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each case: the envelope is sealed into a scratch archive (the store's
 * seal runs the arbiter's check, so a fixture's envelope must be complete),
 * the scenario keys become adjourn-resumption facts, and the store's resume
 * verb must answer exactly what the pure engine answers for the fixture's
 * scenario. Afterwards the envelope's history holds the custody entries the
 * facts call for, the stored document holds the move exactly when the
 * envelope was opened, and `log verify` finds every chain whole (and a
 * digital envelope's event chain signed to its head).
 */
#include "config.h"

#include "adj-custody.h"
#include "adj-store-verbs.h"
#include "store-test.h"
#include "../scenario-cases.h"

#define PASSPHRASE "the arbiter's own words"
#define ARBITER    "Serra, Anna"
#define WITNESS    "Roca, Pere"

static gboolean
given (JsonObject *o, const char *key)
{
  JsonNode *node = json_object_get_member (o, key);
  return node != NULL && !JSON_NODE_HOLDS_NULL (node);
}

static JsonObject *
pure_resume (const char *scenario_text, const char *where)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (scenario_text, -1, &error);
  if (error)
    g_error ("%s: %s", where, error->message);
  g_autoptr(AdjOutcome) outcome = adj_resume (scenario, &error);
  if (error)
    g_error ("%s: %s", where, error->message);
  g_autoptr(JsonNode) node = adj_outcome_to_json (outcome);
  return json_object_ref (json_node_get_object (node));
}

/* The facts of the scenario KEYS, with MOVE read off a paper envelope
 * (NULL: none) and who was present. */
static AdjFacts *
facts_for (JsonObject *keys, const char *move, const char *where)
{
  JsonObject *facts = json_object_new ();
  json_object_set_string_member (facts, "format", "adjourn-resumption");
  json_object_set_int_member (facts, "version", 1);
  g_autoptr(GList) members = json_object_get_members (keys);
  for (GList *m = members; m; m = m->next)
    json_object_set_member (facts, m->data, json_node_copy (json_object_get_member (keys, m->data)));
  if (move)
    json_object_set_string_member (facts, "sealed_move", move);
  JsonArray *present = json_array_new ();
  json_array_add_string_element (present, WITNESS);
  json_object_set_array_member (facts, "present", present);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), facts);
  json_object_unref (facts);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(GError) error = NULL;
  AdjFacts *f = adj_facts_new_from_data (text, -1, &error);
  if (error)
    g_error ("%s: facts %s: %s", where, text, error->message);
  return f;
}

/* What `log verify` says: every chain whole; a digital envelope's event
 * chain signed through its newest row. */
static void
assert_log_valid (AdjStore *store, gboolean digital, const char *where)
{
  g_autoptr(GError) error = NULL;
  AdjCustodyCheck check = { 0 };
  if (!adj_custody_check (store, NULL, &check, &error))
    g_error ("%s: log verify: %s", where, error->message);
  g_assert_cmpint (check.rows, >, 0);
  gboolean signed_event = FALSE;
  for (guint i = 0; i < check.chains->len; i++)
    {
      const AdjCustodyChain *chain = check.chains->pdata[i];
      if (chain->kind != ADJ_CUSTODY_CHAIN_EVENT)
        continue;
      if (digital)
        g_assert_cmpint (chain->signed_through, ==, chain->rows);
      signed_event |= chain->signed_through > 0;
    }
  g_assert_cmpint (signed_event, ==, digital);
  adj_custody_check_clear (&check);
}

/* The outcome entry's note says what the outcome says. */
static void
assert_outcome_entry (const AdjCustodyEntry *entry, JsonObject *outcome)
{
  g_assert_cmpint (entry->kind, ==, ADJ_CUSTODY_OUTCOME);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) note = json_from_string (entry->note, &error);
  g_assert_no_error (error);
  JsonObject *n = json_node_get_object (note);
  static const char *const keys[] = { "status", "result", "reason" };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_assert_true (json_node_equal (json_object_get_member (n, keys[i]), json_object_get_member (outcome, keys[i])));
}

/* Case C played through a scratch archive, on paper or DIGITAL. */
static void
play_case (JsonObject *file, JsonObject *c, const char *where, gboolean digital)
{
  g_autoptr(JsonObject) envelope = NULL, keys = NULL;
  scenario_case_parts (file, c, &envelope, &keys);
  g_autofree char *scenario_text = scenario_case_join (envelope, keys);
  g_autoptr(JsonObject) expected = pure_resume (scenario_text, where);
  JsonNode *move_node = json_object_get_member (envelope, "sealed_move");
  const char *move = move_node && !JSON_NODE_HOLDS_NULL (move_node) ? json_node_get_string (move_node) : NULL;

  /* Which facts open the envelope: complete facts always do, unless it
   * is lost or the game ended before; facts known up to "now" do when the
   * rules opened it (its move judged). */
  gboolean lost = given (keys, "lost_envelope");
  gboolean opens = given (keys, "now") ? given (expected, "sealed_move")
                                       : !lost && !given (keys, "before_opening");

  g_autofree char *dir = store_test_dir ();
  g_autoptr(AdjStore) store = store_test_open (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) envelope_node = json_node_init_object (json_node_alloc (), envelope);
  g_autofree char *envelope_text = json_to_string (envelope_node, FALSE);
  g_autoptr(AdjEnvelope) sealing = adj_envelope_new_from_data (envelope_text, -1, &error);
  g_assert_no_error (error);
  char *taken = adj_envelope_take_sealed_move (sealing);
  adj_seal_free_move (taken);

  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = NULL;
  if (digital)
    {
      const char *event = adj_envelope_get_event (sealing);
      key = adj_seal_key_derive (store, event ? event : "", PASSPHRASE, &limits, &error);
      g_assert_no_error (error);
    }
  AdjSealing how_sealed = { { ARBITER, NULL, NULL }, key, digital ? move : NULL };
  gint64 id = 0;
  if (!adj_store_seal (store, sealing, &how_sealed, &id, NULL, &error))
    g_error ("%s: sealing refused (complete the fixture's envelope): %s", where, error->message);

  g_autoptr(AdjFacts) facts = facts_for (keys, !digital && opens ? move : NULL, where);
  AdjResuming how = { { ARBITER, NULL, NULL }, digital ? PASSPHRASE : NULL, FALSE, FALSE, NULL };
  g_autoptr(AdjOutcome) outcome = adj_store_resume (store, id, facts, &how, NULL, &error);
  if (error)
    g_error ("%s (%s): resume: %s", where, digital ? "digital" : "paper", error->message);
  g_autoptr(JsonNode) got = adj_outcome_to_json (outcome);
  g_autoptr(JsonNode) want = json_node_init_object (json_node_alloc (), expected);
  /* A divergence the fixture names is asserted to be there still, so that
   * whoever removes it removes the note too; the log must hold anyway. */
  JsonObject *known = given (c, "archive_known") ? json_object_get_object_member (c, "archive_known") : NULL;
  const char *kind = digital ? "digital" : "paper";
  if (known && given (known, kind))
    {
      if (json_node_equal (got, want))
        g_error ("%s (%s): the archive now answers as the engine: remove its archive_known note", where, kind);
      g_test_message ("%s (%s): known divergence: %s", where, kind, json_object_get_string_member (known, kind));
      assert_log_valid (store, digital, where);
      g_clear_object (&store);
      store_test_dir_remove (dir);
      return;
    }
  if (!json_node_equal (got, want))
    {
      g_autofree char *a = json_to_string (got, TRUE), *b = json_to_string (want, TRUE);
      g_error ("%s (%s): the archive's outcome\n%s\nis not the engine's\n%s", where, digital ? "digital" : "paper",
               a, b);
    }
  scenario_case_check (json_node_get_object (got), c, where);

  g_autoptr(GString) wanted = g_string_new ("created checked");
  if (digital)
    g_string_append (wanted, " sealed");
  if (lost || opens)
    g_string_append (wanted, lost ? " lost" : " opened");
  /* A reply the responder sealed while the sealer was awaited (2023 I.9.3):
   * sealed, and opened once judged, both in the same resumption. */
  gboolean reply_judged = json_object_has_member (expected, "sealed_reply")
                          && !JSON_NODE_HOLDS_NULL (json_object_get_member (expected, "sealed_reply"));
  if (reply_judged || (json_object_has_member (expected, "reply_kept")
                       && json_object_get_boolean_member (expected, "reply_kept")))
    g_string_append (wanted, reply_judged ? " sealed opened" : " sealed");
  g_string_append (wanted, " outcome");
  /* An annulment is recorded after the outcome that gives it, as the
   * arbiter's own annulment is (adj_store_annul). */
  if (g_strcmp0 (json_object_get_string_member_with_default (expected, "status", NULL), "annulled") == 0)
    g_string_append (wanted, " annulled");
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *kinds = store_test_custody_kinds (store, id, &entries);
  if (!g_str_equal (kinds, wanted->str))
    g_error ("%s (%s): history “%s”, expected “%s”", where, digital ? "digital" : "paper", kinds, wanted->str);
  for (guint i = 0; i < entries->len; i++)
    {
      const AdjCustodyEntry *e = entries->pdata[i];
      if (e->kind == ADJ_CUSTODY_OPENED || e->kind == ADJ_CUSTODY_LOST)
        g_assert_true (g_strv_contains ((const char *const *) e->present, WITNESS));
    }
  const AdjCustodyEntry *last = entries->pdata[entries->len - 1];
  if (last->kind == ADJ_CUSTODY_ANNULLED)
    last = entries->pdata[entries->len - 2];
  assert_outcome_entry (last, json_node_get_object (got));

  /* Sealed means sealed: the stored document holds the move exactly when
   * the envelope was opened, and then the move sealed. */
  g_autoptr(AdjEnvelope) stored = adj_store_read_envelope (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_envelope_is_opened (stored), ==, opens && !lost);
  if (opens && !lost)
    g_assert_cmpstr (adj_envelope_get_sealed_move (stored), ==, move);
  assert_log_valid (store, digital, where);

  g_clear_object (&store);
  store_test_dir_remove (dir);
}

/* Case C on paper, and digitally when it can be: whether it was. */
static gboolean
play_both (JsonObject *file, JsonObject *c, const char *where, gpointer data)
{
  play_case (file, c, where, FALSE);
  /* A digital envelope holds its move: an envelope with none (lost, or
   * not read yet) is played on paper only. */
  g_autoptr(JsonObject) envelope = NULL, keys = NULL;
  scenario_case_parts (file, c, &envelope, &keys);
  if (!given (envelope, "sealed_move"))
    return FALSE;
  play_case (file, c, where, TRUE);
  return TRUE;
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_autoptr(GPtrArray) tests = scenario_cases_add_case_tests ("/store/scenario-archive", play_both,
                                                              "played digitally too");
  return g_test_run ();
}
