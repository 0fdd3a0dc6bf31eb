/* test-scenario.c — reading resumption scenarios (spec/formats.md)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-scenario.h"

#define ENVELOPE \
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2005\"," \
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\", \"sealer\": \"black\"," \
  " \"sealed_move_number\": 41, \"time_used\": {\"white\": 7012, \"black\": 7154}, \"sealed_move\": \"Td2\"}"

static const char scenario[] =
  "{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": " ENVELOPE ","
  " \"default_time\": 3600, \"before_opening\": null, \"arrivals\": {\"white\": 0, \"black\": 1500},"
  " \"responder_seals_reply\": null, \"lost_envelope\": null}";

static void
test_read (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (scenario, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_string (adj_scenario_get_envelope (s), "sealed_move"), ==, "Td2");
  g_assert_cmpint (adj_scenario_get_default_time (s), ==, 3600);
  g_assert_cmpint (adj_scenario_get_arrival (s, CHESS_WHITE), ==, 0);
  g_assert_cmpint (adj_scenario_get_arrival (s, CHESS_BLACK), ==, 1500);
  int player;
  g_assert_cmpint (adj_scenario_get_before_opening (s, &player), ==, ADJ_BEFORE_OPENING_NOTHING);
  g_assert_null (adj_scenario_get_sealed_reply (s));
  g_assert_false (adj_scenario_get_envelope_lost (s));
}

static void
test_variants (void)
{
  /* Never came, waiting time from the profile, a resignation, a sealed reply. */
  g_autoptr(GString) text = g_string_new (scenario);
  g_string_replace (text, "\"black\": 1500", "\"black\": null", 1);
  g_string_replace (text, "\"default_time\": 3600, ", "", 1);
  g_string_replace (text, "\"before_opening\": null", "\"before_opening\": {\"type\": \"resigned\", \"player\": \"white\"}", 1);
  g_string_replace (text, "\"responder_seals_reply\": null", "\"responder_seals_reply\": \"Rd7+\"", 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (text->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_scenario_get_arrival (s, CHESS_BLACK), ==, -1);
  g_assert_cmpint (adj_scenario_get_default_time (s), ==, -1);
  int player;
  g_assert_cmpint (adj_scenario_get_before_opening (s, &player), ==, ADJ_BEFORE_OPENING_RESIGNED);
  g_assert_cmpint (player, ==, CHESS_WHITE);
  g_assert_cmpstr (adj_scenario_get_sealed_reply (s), ==, "Rd7+");

  /* A lost envelope: no sealed move, what the sealer declares. */
  g_autoptr(GString) lost = g_string_new (scenario);
  g_string_replace (lost, "\"sealed_move\": \"Td2\"", "\"sealed_move\": null", 1);
  g_string_replace (lost, "\"lost_envelope\": null",
                    "\"lost_envelope\": {\"declared_move\": \"Td2\", \"times_known\": false, \"position_known\": true}", 1);
  g_autoptr(AdjScenario) l = adj_scenario_new_from_data (lost->str, -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_scenario_get_envelope_lost (l));
  g_assert_cmpstr (adj_scenario_get_declared_move (l), ==, "Td2");
  g_assert_false (adj_scenario_get_times_known (l));
  g_assert_true (adj_scenario_get_position_known (l));
  g_assert_cmpint (adj_scenario_get_earlier_illegal_moves (l), ==, 0);

  /* The sealer's illegal moves earlier in the game: a count, or refused. */
  static const struct { const char *value; gint64 count; AdjScenarioError code; } earlier[] = {
    { "2", 2, 0 }, { "-1", 0, ADJ_SCENARIO_ERROR_VALUE }, { "\"two\"", 0, ADJ_SCENARIO_ERROR_TYPE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (earlier); i++)
    {
      g_autoptr(GString) variant = g_string_new (lost->str);
      g_autofree char *with = g_strdup_printf ("\"position_known\": true, \"earlier_illegal_moves\": %s",
                                               earlier[i].value);
      g_assert_cmpuint (g_string_replace (variant, "\"position_known\": true", with, 1), ==, 1);
      g_autoptr(GError) e = NULL;
      g_autoptr(AdjScenario) s2 = adj_scenario_new_from_data (variant->str, -1, &e);
      if (earlier[i].code)
        {
          g_assert_null (s2);
          g_assert_error (e, ADJ_SCENARIO_ERROR, (gint) earlier[i].code);
          g_assert_true (g_str_has_prefix (e->message, "lost_envelope.earlier_illegal_moves:"));
        }
      else
        {
          g_assert_no_error (e);
          g_assert_cmpint (adj_scenario_get_earlier_illegal_moves (s2), ==, earlier[i].count);
        }
    }
}

static void
test_refusals (void)
{
  static const struct { const char *from, *to; AdjScenarioError code; const char *message; } cases[] = {
    { "\"adjourn-scenario\"", "\"adjourn-envelope\"", ADJ_SCENARIO_ERROR_FORMAT, "format:" },
    { "\"version\": 1, \"envelope\"", "\"version\": 3, \"envelope\"", ADJ_SCENARIO_ERROR_FORMAT, "version:" },
    { "\"sealer\": \"black\"", "\"sealer\": \"nobody\"", ADJ_SCENARIO_ERROR_ENVELOPE, "envelope.sealer:" },
    { "3r4 b - - 3 41", "3r4 b - - 3", ADJ_SCENARIO_ERROR_ENVELOPE, "envelope.position: bad FEN" },
    { "\"default_time\": 3600", "\"default_time\": -1", ADJ_SCENARIO_ERROR_VALUE, "default_time:" },
    { "\"default_time\": 3600", "\"default_time\": \"1h\"", ADJ_SCENARIO_ERROR_TYPE, "default_time:" },
    { "\"arrivals\": {\"white\": 0, ", "\"arrivals\": {", ADJ_SCENARIO_ERROR_MISSING, "arrivals.white: missing" },
    { "\"black\": 1500", "\"black\": 15.5", ADJ_SCENARIO_ERROR_TYPE, "arrivals.black:" },
    { "\"before_opening\": null", "\"before_opening\": {\"type\": \"lunch\"}", ADJ_SCENARIO_ERROR_VALUE, "before_opening.type:" },
    { "\"before_opening\": null", "\"before_opening\": {\"type\": \"resigned\"}", ADJ_SCENARIO_ERROR_MISSING, "before_opening.player:" },
    { "\"responder_seals_reply\": null", "\"responder_seals_reply\": 5", ADJ_SCENARIO_ERROR_TYPE, "responder_seals_reply:" },
    { "\"lost_envelope\": null", "\"lost_envelope\": {\"times_known\": true, \"position_known\": true}",
      ADJ_SCENARIO_ERROR_VALUE, "lost_envelope: a lost envelope" },
    { "\"envelope\": ", "\"nothing\": ", ADJ_SCENARIO_ERROR_MISSING, "envelope: missing" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_nonnull (strstr (scenario, cases[i].from));
      g_autoptr(GString) text = g_string_new (scenario);
      g_string_replace (text, cases[i].from, cases[i].to, 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjScenario) s = adj_scenario_new_from_data (text->str, -1, &error);
      if (s || !error || !g_str_has_prefix (error->message, cases[i].message))
        g_test_message ("case %u: %s", i, error ? error->message : "accepted");
      g_assert_null (s);
      g_assert_error (error, ADJ_SCENARIO_ERROR, (gint) cases[i].code);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/scenario/read", test_read);
  g_test_add_func ("/adjourn/scenario/variants", test_variants);
  g_test_add_func ("/adjourn/scenario/refusals", test_refusals);
  return g_test_run ();
}
