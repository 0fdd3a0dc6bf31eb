/* test-resume-now.c — what holds at a moment of the resumption: facts
 * known up to "now" (formats.md, "Resumption facts"), minute by minute,
 * edition by edition
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moments themselves, edition by edition (who is not here yet, flags,
 * the lost envelope, FCE 11.4), are the fixture
 * tests/data/scenarios/now-by-edition.json, and every fixture with
 * complete facts is asked again minute by minute (test-scenario-cases.c);
 * what stays here is the engine's side: the moments against the complete
 * facts in general, refusals, "now" null, and facts of an archived envelope.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-facts.h"
#include "rules-test.h"

static char *
to_text (const AdjOutcome *o)
{
  g_autoptr(JsonNode) node = adj_outcome_to_json (o);
  return json_to_string (node, FALSE);
}

/* The outcome's JSON without the two keys only "now" adds. */
static char *
without_now_keys (const AdjOutcome *o)
{
  g_autoptr(JsonNode) node = adj_outcome_to_json (o);
  JsonObject *object = json_node_get_object (node);
  g_assert_true (json_object_has_member (object, "may_open"));
  g_assert_true (json_object_has_member (object, "default_at"));
  json_object_remove_member (object, "may_open");
  json_object_remove_member (object, "default_at");
  return json_to_string (node, FALSE);
}

static gboolean
is_2023 (const char *rules)
{
  return g_str_equal (rules, "fide-2023");
}

/* 2023 has no waiting time unless the event sets one (6.7.1): these tests
 * give it 30 minutes; the other editions have their hour. */
static const char *
waiting_for (const char *rules)
{
  return is_2023 (rules) ? ",\"default_time\":1800" : NULL;
}

static gint64
default_for (const char *rules)
{
  return is_2023 (rules) ? 1800 : 3600;
}

static void
assert_awaiting (const AdjOutcome *o, const char *rules)
{
  g_assert_cmpint (o->status, ==, ADJ_OUTCOME_WAITING);
  g_assert_cmpstr (o->reason, ==, "awaiting-player");
  g_assert_null (o->result);
  g_assert_true (o->has_now);
  g_assert_cmpint (o->default_at, ==, default_for (rules));
  static const char *const waiting[5] = { "10.14", "10.15", "A10", "6.7.1", "FCE 12.4" };
  assert_cites (o, rules, per_edition (rules, waiting));
}

/* The default time comes: from then on the outcome is the complete facts'
 * with the missing player absent (a second earlier, still waiting). */
static void
test_default_time_passes (void)
{
  static const struct { const char *white, *black, *move, *fen; } who[] = {
    { "null", "0", "Td2", NULL },          /* the responder defaults */
    { "0", "null", "Td2", NULL },          /* the sealer defaults (the envelope opened to see) */
    { "0", "null", "Ta1", MATE_IN_ONE },   /* …and his sealed move mates: he wins */
    { "null", "null", "Td2", NULL },       /* both */
    { "1200", "null", "Td2", NULL },       /* the responder came late, in time */
  };
  for (int i = 0; all[i]; i++)
    for (guint k = 0; k < G_N_ELEMENTS (who); k++)
      {
        const char *r = all[i];
        gint64 due = default_for (r);
        g_autofree char *before = g_strdup_printf ("%" G_GINT64_FORMAT, due - 1);
        g_autofree char *at = g_strdup_printf ("%" G_GINT64_FORMAT, due);
        g_autofree char *later = g_strdup_printf ("%" G_GINT64_FORMAT, due + 7200);
        Scene waiting = { .rules = r, .fen = who[k].fen, .sealed_move = who[k].move, .white = who[k].white,
                          .black = who[k].black, .now = before, .scenario = waiting_for (r) };
        g_autoptr(AdjOutcome) a = play (&waiting);
        if (who[k].fen)
          /* Opened as the responder came, the mate decided it then. */
          g_assert_cmpstr (a->reason, ==, "checkmate");
        else
          assert_awaiting (a, r);

        Scene complete = { .rules = r, .fen = who[k].fen, .sealed_move = who[k].move, .white = who[k].white,
                           .black = who[k].black, .scenario = waiting_for (r) };
        g_autoptr(AdjOutcome) c = play (&complete);
        g_assert_cmpint (c->status, ==, ADJ_OUTCOME_FINISHED);
        g_autofree char *expected = to_text (c);
        g_assert_null (strstr (expected, "may_open"));
        for (const char *const *t = (const char *const[]) { at, later, NULL }; *t; t++)
          {
            Scene past = complete;
            past.now = *t;
            g_autoptr(AdjOutcome) p = play (&past);
            g_autofree char *got = without_now_keys (p);
            if (!g_str_equal (got, expected))
              g_error ("%s, case %u, now %s:\n%s\n%s", r, k, *t, got, expected);
            g_assert_cmpint (p->default_at, ==, -1);
            /* Opened past the default time only to see whether the sealed
             * move ends the game: for the absent sealer in every edition,
             * for the absent responder too under 2023 I.10 (issue 13,
             * item 1). */
            g_assert_cmpint (p->may_open, ==, p->judged);
            g_assert_cmpint (p->may_open, ==, g_str_equal (who[k].black, "null")
                                              || (is_2023 (r) && g_str_equal (who[k].white, "null")));
          }
      }
}

/* Both here: nobody is awaited, and the answer is the complete facts'. */
static void
test_nobody_awaited (void)
{
  static const char *const arrivals[][2] = { { "0", "0" }, { "300", "0" }, { "0", "500" }, { "600", "600" } };
  for (int i = 0; all[i]; i++)
    for (guint k = 0; k < G_N_ELEMENTS (arrivals); k++)
      for (const char *const *m = (const char *const[]) { "Td2", "Td5", NULL }; *m; m++)
        {
          const char *r = all[i];
          Scene complete = { .rules = r, .sealed_move = *m, .white = arrivals[k][0], .black = arrivals[k][1],
                             .scenario = waiting_for (r) };
          g_autoptr(AdjOutcome) c = play (&complete);
          Scene known = complete;
          known.now = "600";
          g_autoptr(AdjOutcome) n = play (&known);
          g_autofree char *expected = to_text (c);
          g_autofree char *got = without_now_keys (n);
          g_assert_cmpstr (got, ==, expected);
          g_assert_true (n->may_open);
          g_assert_cmpint (n->default_at, ==, -1);
        }
}

/* A draw agreed or a resignation before the opening ends the game: NOW does
 * not matter, whoever is still away. */
static void
test_ended_before_opening (void)
{
  for (int i = 0; all[i]; i++)
    for (const char *const *end = (const char *const[]) { ",\"before_opening\":{\"type\":\"draw_agreed\"}",
                                                          ",\"before_opening\":{\"type\":\"resigned\",\"player\":\"black\"}",
                                                          NULL };
         *end; end++)
      {
        const char *r = all[i];
        Scene s = { .rules = r, .sealed_move = "Td5", .white = "null", .black = "null", .now = "600",
                    .scenario = *end };
        g_autoptr(AdjOutcome) o = play (&s);
        g_assert_cmpint (o->status, ==, ADJ_OUTCOME_FINISHED);
        g_assert_false (o->may_open);
        g_assert_cmpint (o->default_at, ==, -1);
        Scene complete = s;
        complete.now = NULL;
        g_autoptr(AdjOutcome) c = play (&complete);
        g_autofree char *got = without_now_keys (o);
        g_autofree char *expected = to_text (c);
        g_assert_cmpstr (got, ==, expected);
      }
}

/* What the facts cannot say, and what the scenario needs. */
static void
test_refusals (void)
{
  /* An arrival after NOW is not known yet. */
  Scene later = { .rules = "fide-2005", .sealed_move = "Td2", .white = "700", .now = "600" };
  g_autofree char *json = scene_json (&later);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (json, -1, &error);
  g_assert_null (s);
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (error->message, "arrivals.white: later than now"));
  g_clear_error (&error);
  Scene negative = { .rules = "fide-2005", .sealed_move = "Td2", .now = "-1" };
  g_autofree char *json2 = scene_json (&negative);
  g_autoptr(AdjScenario) s2 = adj_scenario_new_from_data (json2, -1, &error);
  g_assert_null (s2);
  g_assert_true (g_str_has_prefix (error->message, "now:"));
  g_clear_error (&error);
  Scene text = { .rules = "fide-2005", .sealed_move = "Td2", .now = "\"10:05\"" };
  g_autofree char *json3 = scene_json (&text);
  g_autoptr(AdjScenario) s3 = adj_scenario_new_from_data (json3, -1, &error);
  g_assert_null (s3);
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_TYPE);
  g_clear_error (&error);

  /* Past the default time the absent sealer's envelope is opened: its move is needed. */
  Scene unread = { .rules = "fide-2005", .black = "null", .now = "3600" };
  g_autofree char *json4 = scene_json (&unread);
  g_autoptr(AdjScenario) s4 = adj_scenario_new_from_data (json4, -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_resume (s4, &error));
  g_assert_error (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_MOVE_NEEDED);
  g_assert_true (g_str_has_prefix (error->message, "envelope.sealed_move"));
}

/* "now": null, or left out, is the complete facts, with no new key. */
static void
test_now_null (void)
{
  for (int i = 0; all[i]; i++)
    {
      Scene a = { .rules = all[i], .sealed_move = "Td2", .black = "null", .now = "null" };
      Scene b = { .rules = all[i], .sealed_move = "Td2", .black = "null" };
      g_autoptr(AdjOutcome) x = play (&a);
      g_autoptr(AdjOutcome) y = play (&b);
      g_assert_false (x->has_now);
      g_autofree char *tx = to_text (x);
      g_autofree char *ty = to_text (y);
      g_assert_cmpstr (tx, ==, ty);
      g_assert_null (strstr (tx, "may_open"));
      g_assert_null (strstr (tx, "default_at"));
    }
}

/* The facts of an archived envelope pass "now" on, and may come before the
 * move is read. */
static void
test_facts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (
    "{\"format\":\"adjourn-envelope\",\"version\":1,\"rules\":\"fide-2005\",\"position\":\"" ENDGAME "\","
    "\"sealer\":\"black\",\"notation\":\"ca\",\"time_used\":{\"white\":7012,\"black\":7154},\"sealed_move\":null}",
    -1, &error);
  g_assert_no_error (error);

  static const char before[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":null,\"black\":0},\"now\":600}";
  g_autoptr(AdjFacts) f = adj_facts_new_from_data (before, -1, &error);
  g_assert_no_error (error);
  gint64 now = 0;
  g_assert_true (adj_facts_get_now (f, &now));
  g_assert_cmpint (now, ==, 600);
  g_autoptr(AdjScenario) s = adj_facts_to_scenario (f, envelope, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_scenario_get_now (s), ==, 600);
  g_autoptr(AdjOutcome) o = adj_resume (s, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (o->reason, ==, "awaiting-player");
  g_assert_false (o->may_open);

  /* Complete facts still need the move read off the envelope. */
  static const char complete[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":0,\"black\":0},\"now\":null}";
  g_autoptr(AdjFacts) g = adj_facts_new_from_data (complete, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjScenario) t = adj_facts_to_scenario (g, envelope, NULL, &error);
  g_assert_null (t);
  g_assert_error (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE);
  g_clear_error (&error);

  /* An arrival after now, named. */
  static const char later[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":0,\"black\":900},\"now\":600}";
  g_autoptr(AdjFacts) h = adj_facts_new_from_data (later, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjScenario) u = adj_facts_to_scenario (h, envelope, "Td2", &error);
  g_assert_null (u);
  g_assert_true (strstr (error->message, "arrivals.black") != NULL);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/resume-now/default-time-passes", test_default_time_passes);
  g_test_add_func ("/adjourn/resume-now/nobody-awaited", test_nobody_awaited);
  g_test_add_func ("/adjourn/resume-now/ended-before-opening", test_ended_before_opening);
  g_test_add_func ("/adjourn/resume-now/refusals", test_refusals);
  g_test_add_func ("/adjourn/resume-now/now-null", test_now_null);
  g_test_add_func ("/adjourn/resume-now/facts", test_facts);
  return g_test_run ();
}
