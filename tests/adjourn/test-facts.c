/* test-facts.c — the facts of a resumption of an archived envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "adj-facts.h"
#include "adj-resume.h"

static const char envelope_text[] =
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
  " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
  " \"time_used\": {\"white\": 7012, \"black\": 7154}, \"sealer\": \"black\", \"sealed_move_number\": 41,"
  " \"draw_offer\": null, \"notation\": \"ca\", \"sealed_move\": null}";

static void
test_read (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 60},"
    " \"sealed_move\": \"Td2\", \"present\": [\"Serra, Anna\", \"Ferrer, Pau\"],"
    " \"scoresheets_found\": {\"black\": false}, \"now\": null, \"x-desk\": 1}", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_facts_get_sealed_move (facts), ==, "Td2");
  const char *const *present = adj_facts_get_present (facts);
  g_assert_cmpuint (g_strv_length ((char **) present), ==, 2);
  g_assert_cmpstr (present[1], ==, "Ferrer, Pau");
  g_assert_true (adj_facts_get_scoresheet_found (facts, 0));
  g_assert_false (adj_facts_get_scoresheet_found (facts, 1));
  g_assert_false (adj_facts_get_envelope_lost (facts));
  g_assert_false (adj_facts_ends_before_opening (facts));
  g_assert_false (adj_facts_get_now (facts, NULL));

  /* Joined with the envelope: the scenario resume judges, its move the
   * one read off the paper. */
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (envelope_text, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjScenario) scenario = adj_facts_to_scenario (facts, envelope, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_sealed_move (adj_scenario_get_envelope (scenario)), ==, "Td2");
  g_assert_cmpint (adj_scenario_get_arrival (scenario, 1), ==, 60);
  /* The envelope given is never changed: it stays sealed. */
  g_assert_false (adj_envelope_is_opened (envelope));
  /* A decrypted move given stands for the paper's. */
  g_autoptr(AdjScenario) digital = adj_facts_to_scenario (facts, envelope, "Td1", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_sealed_move (adj_scenario_get_envelope (digital)), ==, "Td1");
}

static void
test_refusals (void)
{
  const struct { const char *text; int code; const char *named; } bad[] = {
    { "{\"format\": \"adjourn-scenario\", \"version\": 1}", ADJ_FACTS_ERROR_FORMAT, "format" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 2}", ADJ_FACTS_ERROR_FORMAT, "version" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"sealed_move\": 7}", ADJ_FACTS_ERROR_TYPE, "sealed_move" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"now\": -5}", ADJ_FACTS_ERROR_VALUE, "now" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"now\": \"soon\"}", ADJ_FACTS_ERROR_TYPE, "now" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"present\": \"Anna\"}", ADJ_FACTS_ERROR_TYPE, "present" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"present\": [\"Anna\", 3]}", ADJ_FACTS_ERROR_TYPE, "present[1]" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"scoresheets_found\": {\"white\": 1}}",
      ADJ_FACTS_ERROR_TYPE, "scoresheets_found.white" },
    { "{\"format\": \"adjourn-resumption\", \"version\": 1, \"envelope\": {}}", ADJ_FACTS_ERROR_VALUE, "envelope" },
    { "[1, 2]", ADJ_FACTS_ERROR_SYNTAX, "object" },
    { "{\"format\": ", ADJ_FACTS_ERROR_SYNTAX, "JSON" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjFacts) facts = adj_facts_new_from_data (bad[i].text, -1, &error);
      g_assert_null (facts);
      g_assert_error (error, ADJ_FACTS_ERROR, bad[i].code);
      if (!strstr (error->message, bad[i].named))
        g_error ("“%s” does not name “%s”", error->message, bad[i].named);
    }
}

static void
test_do_not_fit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (envelope_text, -1, &error);
  g_assert_no_error (error);

  /* No move, not lost, not ended before the opening. */
  g_autoptr(AdjFacts) bare = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0}}", -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_facts_to_scenario (bare, envelope, NULL, &error));
  g_assert_error (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE);
  g_clear_error (&error);

  /* A move read off a lost envelope. */
  g_autoptr(AdjFacts) lost = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"sealed_move\": \"Td2\", \"lost_envelope\": {\"declared_move\": \"Td2\", \"times_known\": true,"
    " \"position_known\": true}}", -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_facts_get_envelope_lost (lost));
  g_assert_null (adj_facts_to_scenario (lost, envelope, NULL, &error));
  g_assert_error (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE);
  g_clear_error (&error);

  /* A scenario key of the wrong type is named by the scenario's reader. */
  g_autoptr(AdjFacts) late = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": \"late\", \"black\": 0},"
    " \"sealed_move\": \"Td2\"}", -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_facts_to_scenario (late, envelope, NULL, &error));
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_TYPE);
  g_assert_nonnull (strstr (error->message, "arrivals.white"));
  g_clear_error (&error);

  /* A resignation before the opening needs no move. */
  g_autoptr(AdjFacts) resigned = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": 0},"
    " \"before_opening\": {\"type\": \"resigned\", \"player\": \"white\"}}", -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_facts_ends_before_opening (resigned));
  g_autoptr(AdjScenario) scenario = adj_facts_to_scenario (resigned, envelope, NULL, &error);
  g_assert_no_error (error);
  g_autoptr(AdjOutcome) outcome = adj_resume (scenario, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (outcome->reason, ==, "resigned");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/facts/read", test_read);
  g_test_add_func ("/adjourn/facts/refusals", test_refusals);
  g_test_add_func ("/adjourn/facts/do-not-fit", test_do_not_fit);
  return g_test_run ();
}
