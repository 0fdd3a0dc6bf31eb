/* test-limits.c — every time and count a reader takes is bounded by
 * ADJ_INPUT_MAX, refused above it naming its key, and a scenario at the
 * limits gives outcomes whose clocks are sane
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-clock.h"
#include "adj-envelope-check.h"
#include "adj-facts.h"
#include "adj-resume.h"
#include "adj-scenario.h"

/* Every time and count at ADJ_INPUT_MAX (10^7 seconds: 115 days, 17:46:40),
 * the early-adjournment charge too. */
#define ENVELOPE_AT_LIMITS(rules) \
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"" rules "\"," \
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\", \"sealer\": \"black\"," \
  " \"sealed_move_number\": 41, \"time_control\": \"40/10000000+10000000:10000000+10000000\"," \
  " \"time_used\": {\"white\": 10000000, \"black\": 10000000}," \
  " \"adjourned_at\": \"2026-01-01T00:00:00+00:00\", \"session_end\": \"2026-04-26T17:46:40+00:00\"," \
  " \"draw_offer\": null, \"resumption\": {\"at\": \"2026-05-01T10:00:00+00:00\"}, \"sealed_move\": \"Rd2\"}"

#define SCENARIO_AT_LIMITS(rules) \
  "{\"format\": \"adjourn-scenario\", \"version\": 1, \"envelope\": " ENVELOPE_AT_LIMITS (rules) "," \
  " \"default_time\": 10000000, \"arrivals\": {\"white\": 10000000, \"black\": 10000000}," \
  " \"clocks_at_start\": {\"white\": 10000000, \"black\": 10000000, \"shown_before_first_move\": false}," \
  " \"lost_envelope\": null}"

static const char scenario[] = SCENARIO_AT_LIMITS ("fide-2023");

/* SCENARIO with FROM replaced by TO (FROM must be there). */
static char *
variant (const char *from, const char *to)
{
  g_assert_nonnull (strstr (scenario, from));
  g_autoptr(GString) text = g_string_new (scenario);
  g_string_replace (text, from, to, 1);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
assert_scenario_refused (const char *text, int code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (text, -1, &error);
  g_assert_null (s);
  g_assert_error (error, ADJ_SCENARIO_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

/* At the limit every key is read; one more and it is refused, named. */
static void
test_scenario_keys (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) at_limits = adj_scenario_new_from_data (scenario, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_scenario_get_default_time (at_limits), ==, ADJ_INPUT_MAX);
  g_assert_cmpint (adj_envelope_get_time_used (adj_scenario_get_envelope (at_limits), CHESS_WHITE), ==,
                   ADJ_INPUT_MAX);

  static const struct {
    const char *from, *to, *message;
    int         code;
  } cases[] = {
    { "\"time_used\": {\"white\": 10000000", "\"time_used\": {\"white\": 10000001",
      "envelope.time_used.white: too large (at most 10000000)", ADJ_SCENARIO_ERROR_ENVELOPE },
    { "\"black\": 10000000}, \"adjourned_at\"", "\"black\": 10000001}, \"adjourned_at\"",
      "envelope.time_used.black: too large (at most 10000000)", ADJ_SCENARIO_ERROR_ENVELOPE },
    { "\"sealed_move_number\": 41", "\"sealed_move_number\": 10000001",
      "envelope.sealed_move_number: too large (at most 10000000)", ADJ_SCENARIO_ERROR_ENVELOPE },
    /* One second more between the instants whose difference is charged,
     * either way round. */
    { "2026-04-26T17:46:40", "2026-04-26T17:46:41",
      "envelope.session_end: more than 10000000 seconds from adjourned_at", ADJ_SCENARIO_ERROR_ENVELOPE },
    { "\"session_end\": \"2026-04-26T17:46:40+00:00\"", "\"session_end\": \"2025-09-07T06:13:19+00:00\"",
      "envelope.session_end: more than 10000000 seconds from adjourned_at", ADJ_SCENARIO_ERROR_ENVELOPE },
    { "\"default_time\": 10000000", "\"default_time\": 10000001", "default_time: too large (at most 10000000)",
      ADJ_SCENARIO_ERROR_VALUE },
    { "\"arrivals\": {\"white\": 10000000", "\"arrivals\": {\"white\": 10000001",
      "arrivals.white: too large (at most 10000000)", ADJ_SCENARIO_ERROR_VALUE },
    { "\"black\": 10000000}, \"clocks_at_start\"", "\"black\": 10000001}, \"clocks_at_start\"",
      "arrivals.black: too large (at most 10000000)", ADJ_SCENARIO_ERROR_VALUE },
    { "\"clocks_at_start\": {\"white\": 10000000", "\"clocks_at_start\": {\"white\": 10000001",
      "clocks_at_start.white: too large (at most 10000000)", ADJ_SCENARIO_ERROR_VALUE },
    { "\"black\": 10000000, \"shown", "\"black\": 10000001, \"shown",
      "clocks_at_start.black: too large (at most 10000000)", ADJ_SCENARIO_ERROR_VALUE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = variant (cases[i].from, cases[i].to);
      assert_scenario_refused (text, cases[i].code, cases[i].message);
    }

  /* The count of a lost envelope's earlier illegal moves. */
  static const char lost[] = "\"sealed_move\": null}, \"default_time\"";
  g_autofree char *opened = variant ("\"sealed_move\": \"Rd2\"}, \"default_time\"", lost);
  g_autoptr(GString) text = g_string_new (opened);
  g_string_replace (text, "\"lost_envelope\": null",
                    "\"lost_envelope\": {\"declared_move\": \"Rd2\", \"times_known\": true,"
                    " \"position_known\": true, \"earlier_illegal_moves\": 10000000}", 1);
  g_autoptr(AdjScenario) counted = adj_scenario_new_from_data (text->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_scenario_get_earlier_illegal_moves (counted), ==, ADJ_INPUT_MAX);
  g_string_replace (text, "\"earlier_illegal_moves\": 10000000", "\"earlier_illegal_moves\": 10000001", 1);
  assert_scenario_refused (text->str, ADJ_SCENARIO_ERROR_VALUE,
                           "lost_envelope.earlier_illegal_moves: too large (at most 10000000)");
}

/* Integers json-glib would read wrapped round (10^20 as -1, -10^20 as 1)
 * are refused as what they are, where they are. */
static void
test_integers_beyond_64_bits (void)
{
  static const struct {
    const char *from, *to, *message;
  } cases[] = {
    { "\"time_used\": {\"white\": 10000000", "\"time_used\": {\"white\": 100000000000000000000",
      "envelope.time_used.white: too large to be read as an integer at line 1, column " },
    { "\"default_time\": 10000000", "\"default_time\": 9223372036854775808",
      "default_time: too large to be read as an integer at line 1, column " },
    { "\"arrivals\": {\"white\": 10000000", "\"arrivals\": {\"white\": -100000000000000000000",
      "arrivals.white: too far below zero to be read as an integer at line 1, column " },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = variant (cases[i].from, cases[i].to);
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjScenario) s = adj_scenario_new_from_data (text, -1, &error);
      g_assert_null (s);
      g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_SYNTAX);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("“%s” does not start with “%s”", error->message, cases[i].message);
    }

  /* The limits of 64 bits themselves are integers, refused by the key's
   * reader as such. */
  g_autofree char *largest = variant ("\"default_time\": 10000000", "\"default_time\": 9223372036854775807");
  assert_scenario_refused (largest, ADJ_SCENARIO_ERROR_VALUE, "default_time: too large (at most 10000000)");
  g_autofree char *smallest = variant ("\"default_time\": 10000000", "\"default_time\": -9223372036854775808");
  assert_scenario_refused (smallest, ADJ_SCENARIO_ERROR_VALUE, "default_time: a time cannot be negative");
  /* Written as a number with an exponent, it is no integer at all. */
  g_autofree char *exponent = variant ("\"default_time\": 10000000", "\"default_time\": 1e20");
  assert_scenario_refused (exponent, ADJ_SCENARIO_ERROR_TYPE, "default_time: not an integer");
}

static void
test_facts_now (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjFacts) at_limit = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": null},"
    " \"now\": 10000000}", -1, &error);
  g_assert_no_error (error);
  gint64 now = 0;
  g_assert_true (adj_facts_get_now (at_limit, &now));
  g_assert_cmpint (now, ==, ADJ_INPUT_MAX);

  g_autoptr(AdjFacts) over = adj_facts_new_from_data (
    "{\"format\": \"adjourn-resumption\", \"version\": 1, \"arrivals\": {\"white\": 0, \"black\": null},"
    " \"now\": 10000001}", -1, &error);
  g_assert_null (over);
  g_assert_error (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==, "now: too large (at most 10000000)");
}

/* The seconds of a period, of an increment and of a sandclock. */
static void
test_time_control (void)
{
  static const char *const read[] = { "10000000", "40/10000000", "40/7200+10000000", "*10000000" };
  for (guint i = 0; i < G_N_ELEMENTS (read); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse (read[i], NULL, &error);
      g_assert_no_error (error);
    }
  static const struct {
    const char *text;
    int         column;
  } refused[] = { { "10000001", 1 }, { "40/10000001", 4 }, { "40/7200+10000001", 9 }, { "*10000001", 2 } };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      int column;
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse (refused[i].text, &column, &error);
      g_assert_null (tc);
      g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE);
      g_assert_cmpint (column, ==, refused[i].column);
      g_assert_nonnull (strstr (error->message, "too large (at most 10000000)"));
    }

  /* The envelope's check names the key. */
  g_autoptr(GString) text = g_string_new (ENVELOPE_AT_LIMITS ("fide-2023"));
  g_string_replace (text, "40/10000000+", "40/10000001+", 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text->str, -1, &error);
  g_assert_no_error (error);
  g_autoptr(GPtrArray) problems = adj_envelope_check (env, &error);
  g_assert_no_error (error);
  gboolean named = FALSE;
  for (guint i = 0; i < problems->len; i++)
    {
      const AdjEnvelopeProblem *p = problems->pdata[i];
      named |= g_str_equal (p->key, "time_control") && strstr (p->message, "too large (at most 10000000)");
    }
  g_assert_true (named);
}

/* The charge for adjourning early, from any two instants: no overflow, and
 * never more than a reader takes. */
static void
test_early_charge (void)
{
  const AdjProfile *profile = adj_profile_lookup ("fide-2023");
  g_assert_cmpint (adj_profile_early_charge (profile, 0, 3600), ==, 3600);
  g_assert_cmpint (adj_profile_early_charge (profile, 3600, 0), ==, 0);
  g_assert_cmpint (adj_profile_early_charge (profile, -1, ADJ_INPUT_MAX - 1), ==, ADJ_INPUT_MAX);
  g_assert_cmpint (adj_profile_early_charge (profile, 0, ADJ_INPUT_MAX + 1), ==, ADJ_INPUT_MAX);
  g_assert_cmpint (adj_profile_early_charge (profile, G_MININT64, G_MAXINT64), ==, ADJ_INPUT_MAX);
  g_assert_cmpint (adj_profile_early_charge (profile, G_MAXINT64, G_MININT64), ==, 0);
  /* 1985 charges nothing. */
  g_assert_cmpint (adj_profile_early_charge (adj_profile_lookup ("fide-1985"), 0, 3600), ==, 0);
}

/* Whatever happens at the board, with every time at its limit the clocks
 * of the outcome are neither negative nor beyond what the inputs add up to
 * (time used, the charge, the waiting time, a sealed reply's wait). */
static void
assert_sane_clocks (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjOutcome) o = adj_resume (s, &error);
  g_assert_no_error (error);
  for (int c = 0; c < 2; c++)
    {
      if (o->time_used[c] < 0 || o->time_used[c] > 4 * ADJ_INPUT_MAX)
        g_error ("%s: time used %" G_GINT64_FORMAT " by %s for\n%s", o->reason, o->time_used[c],
                 c ? "Black" : "White", text);
    }
}

static void
test_outcomes_at_limits (void)
{
  static const char *const profiles[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce" };
  static const char *const arrivals[] = { "0", "1", "9999999", "10000000", "null" };
  static const char *const moves[] = { "\"Rd2\"", "\"Rd9\"", "\"Rd5\"", "null" };
  guint outcomes = 0;
  for (guint p = 0; p < G_N_ELEMENTS (profiles); p++)
    for (guint w = 0; w < G_N_ELEMENTS (arrivals); w++)
      for (guint b = 0; b < G_N_ELEMENTS (arrivals); b++)
        for (guint m = 0; m < G_N_ELEMENTS (moves); m++)
          for (int setup = 0; setup < 4; setup++)
            {
              gboolean shown = setup & 1, tight = setup & 2;
              g_autoptr(GString) text = g_string_new (scenario);
              g_string_replace (text, "fide-2023", profiles[p], 1);
              /* Flags fall too, with a control the clocks are far beyond. */
              if (tight)
                g_string_replace (text, "40/10000000+10000000:10000000+10000000", "40/7200+30:3600", 1);
              g_autofree char *arrived = g_strdup_printf ("\"arrivals\": {\"white\": %s, \"black\": %s}",
                                                          arrivals[w], arrivals[b]);
              g_string_replace (text, "\"arrivals\": {\"white\": 10000000, \"black\": 10000000}", arrived, 1);
              if (shown)
                g_string_replace (text, "\"shown_before_first_move\": false", "\"shown_before_first_move\": true", 1);
              g_autofree char *sealed = g_strdup_printf ("\"sealed_move\": %s", moves[m]);
              g_string_replace (text, "\"sealed_move\": \"Rd2\"", sealed, 1);
              if (g_str_equal (moves[m], "null"))
                /* Lost: the sealer declares an illegal move, after as many as the count allows. */
                g_string_replace (text, "\"lost_envelope\": null",
                                  shown ? "\"lost_envelope\": {\"declared_move\": \"Rd5\", \"times_known\": true,"
                                              " \"position_known\": true, \"earlier_illegal_moves\": 10000000}"
                                            : "\"lost_envelope\": {\"declared_move\": \"Rd5\", \"times_known\": false,"
                                              " \"position_known\": true}",
                                  1);
              else if (w == 4 || b == 4)
                g_string_replace (text, "\"lost_envelope\": null", "\"responder_seals_reply\": \"Ke3\"", 1);
              assert_sane_clocks (text->str);
              outcomes++;
            }
  g_test_message ("%u outcomes at the limits", outcomes);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/limits/scenario-keys", test_scenario_keys);
  g_test_add_func ("/adjourn/limits/integers-beyond-64-bits", test_integers_beyond_64_bits);
  g_test_add_func ("/adjourn/limits/facts-now", test_facts_now);
  g_test_add_func ("/adjourn/limits/time-control", test_time_control);
  g_test_add_func ("/adjourn/limits/early-charge", test_early_charge);
  g_test_add_func ("/adjourn/limits/outcomes-at-limits", test_outcomes_at_limits);
  return g_test_run ();
}
