/* test-scenario-cases.c — the resumption scenarios of tests/data/scenarios/,
 * each written from the article it quotes, through the engine
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One test per fixture file; the same files go through `adjourn-cli
 * resume` in the cli suite and through the archive in the store suite.
 *
 * Minute by minute: each case with complete facts is asked again at every
 * minute from the scheduled start to past the waiting time, its arrivals
 * known only up to then. Nothing in that walk is written down per case:
 * what each answer must be follows from the case's own facts and its
 * complete outcome (see tests/data/scenarios/README.md).
 */
#include "config.h"

#include <glib.h>

#include "adj-resume.h"
#include "../scenario-cases.h"

static JsonObject *
resume (const char *text, const char *where)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjOutcome) outcome = adj_resume (scenario, &error);
  g_assert_no_error (error);
  g_autoptr(JsonNode) json = adj_outcome_to_json (outcome);
  return json_object_ref (json_node_get_object (json));
}

static void
test_fixture (gconstpointer path)
{
  scenario_cases_run_file (path, resume);
}

/* ---- minute by minute --------------------------------------------------- */

static const char *const sides[2] = { "white", "black" };

static gboolean
given (JsonObject *o, const char *key)
{
  JsonNode *node = json_object_get_member (o, key);
  return node != NULL && !JSON_NODE_HOLDS_NULL (node);
}

/* The outcome's text without the two members only "now" adds. */
static char *
without_now_members (JsonObject *outcome)
{
  g_autoptr(JsonObject) copy = scenario_cases_merge (outcome, NULL);
  json_object_remove_member (copy, "may_open");
  json_object_remove_member (copy, "default_at");
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), copy);
  return json_to_string (node, TRUE);
}

/* What an outcome decides, without the articles and words that tell how
 * it came to it. */
static char *
decision_text (JsonObject *outcome)
{
  static const char *const members[] = { "status", "result", "reason", "sealed_move", "sealed_reply", "position",
                                          "time_used", "clock_running", "draw_offer" };
  g_autoptr(JsonObject) decision = json_object_new ();
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (json_object_has_member (outcome, members[i]))
      json_object_set_member (decision, members[i], json_node_copy (json_object_get_member (outcome, members[i])));
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), decision);
  return json_to_string (node, TRUE);
}

static char *
outcome_text (JsonObject *outcome)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), outcome);
  return json_to_string (node, TRUE);
}

/* The scenario KEYS as known at NOW: an arrival after it not known yet. */
static JsonObject *
known_at (JsonObject *keys, const gint64 arrival[2], gint64 now)
{
  JsonObject *known = scenario_cases_merge (keys, NULL);
  JsonObject *arrivals = json_object_new ();
  for (int c = 0; c < 2; c++)
    if (arrival[c] >= 0 && arrival[c] <= now)
      json_object_set_int_member (arrivals, sides[c], arrival[c]);
    else
      json_object_set_null_member (arrivals, sides[c]);
  json_object_set_object_member (known, "arrivals", arrivals);
  json_object_set_int_member (known, "now", now);
  return known;
}

static gint64
time_used_sum (JsonObject *outcome)
{
  JsonObject *used = json_object_get_object_member (outcome, "time_used");
  return json_object_get_int_member (used, "white") + json_object_get_int_member (used, "black");
}

/* What was asked of the previous minute's answer. */
typedef struct {
  gboolean    awaiting, may_open;
  gint64      used;     /* both clocks' time used */
  const char *running;  /* the clock running ("white", "black") while awaiting */
  gint64      idle;     /* the other clock's time used */
} Minute;

/* Does the answer at NOW, OUTCOME, hang together with the case's facts,
 * its complete outcome COMPLETE and the answer a minute before (PREV,
 * updated)? NULL when it does, else what does not. */
static char *
check_minute (JsonObject *outcome, gint64 now, const gint64 arrival[2], int responder, gint64 waiting,
              gint64 default_at, gboolean has_move, JsonObject *complete, Minute *prev)
{
  g_autofree char *got = outcome_text (outcome);
  gboolean pending = FALSE;
  for (int c = 0; c < 2; c++)
    pending |= arrival[c] < 0 || arrival[c] > now;
  gboolean awaiting = g_strcmp0 (json_object_get_string_member (outcome, "reason"), "awaiting-player") == 0;
  gboolean may_open = json_object_get_boolean_member (outcome, "may_open");
  if (awaiting)
    {
      /* Somebody is awaited, within the waiting time, until a fixed
       * moment; one clock runs meanwhile. */
      if (!pending || now >= waiting)
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": awaiting a player %s in\n%s", now,
                                pending ? "past the waiting time" : "when both are here", got);
      if (g_strcmp0 (json_object_get_string_member (outcome, "status"), "waiting") != 0
          || !json_object_get_null_member (outcome, "result") || json_object_get_null_member (outcome, "clock_running"))
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": awaiting a player, yet not waiting with a clock running in\n%s",
                                now, got);
      JsonNode *at = json_object_get_member (outcome, "default_at");
      if (default_at < 0 ? !JSON_NODE_HOLDS_NULL (at)
                         : JSON_NODE_HOLDS_NULL (at) || json_node_get_int (at) != default_at)
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": default_at should be %" G_GINT64_FORMAT " in\n%s", now,
                                default_at, got);
      /* At most the minute goes on the clocks (none once a flag has
       * fallen), and none on a clock that did not run. */
      gint64 spent = time_used_sum (outcome) - prev->used;
      const char *running = json_object_get_string_member (outcome, "clock_running");
      JsonObject *used = json_object_get_object_member (outcome, "time_used");
      if (prev->awaiting
          && (spent < 0 || spent > 60
              || (g_strcmp0 (running, prev->running) == 0
                  && json_object_get_int_member (used, sides[running[0] == 'w']) != prev->idle)))
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": more than the minute on the clocks, or a stopped clock "
                                "running, in\n%s", now, got);
      /* The envelope is opened only with the responder there (I.7, A7,
       * 14.2, 14.02), and once it may be it stays so. */
      if (may_open && (arrival[responder] < 0 || arrival[responder] > now))
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": may open without the responder in\n%s", now, got);
      if (prev->awaiting && prev->may_open && !may_open)
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": may no longer open in\n%s", now, got);
      gboolean judged = !json_object_get_null_member (outcome, "sealed_move");
      if (may_open ? has_move && !judged : judged || json_object_has_member (outcome, "sealed_reply"))
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": the envelope %s in\n%s", now,
                                judged ? "judged while it may not be opened" : "not opened though it may be", got);
    }
  else if (!json_object_get_null_member (outcome, "default_at"))
    return g_strdup_printf ("now %" G_GINT64_FORMAT ": nobody awaited, yet a default_at in\n%s", now, got);
  else if (pending && now < waiting)
    {
      /* Decided before everyone came or the waiting time passed: later
       * facts cannot change the decision, which is the complete facts'. */
      g_autofree char *at_now = decision_text (outcome);
      g_autofree char *then = decision_text (complete);
      if (!g_str_equal (at_now, then))
        return g_strdup_printf ("now %" G_GINT64_FORMAT ": decided\n%s\nnot as the complete facts\n%s", now, at_now,
                                then);
    }
  else
    {
      /* Both here, or the waiting time over: the complete facts' answer. */
      g_autofree char *at_now = without_now_members (outcome);
      g_autofree char *then = outcome_text (complete);
      if (!g_str_equal (at_now, then))
        return g_strdup_printf ("now %" G_GINT64_FORMAT ":\n%s\nis not the complete facts'\n%s", now, at_now, then);
    }
  prev->awaiting = awaiting;
  prev->may_open = may_open;
  prev->used = time_used_sum (outcome);
  prev->running = NULL;
  if (awaiting)
    {
      prev->running = g_intern_string (json_object_get_string_member (outcome, "clock_running"));
      JsonObject *used = json_object_get_object_member (outcome, "time_used");
      prev->idle = json_object_get_int_member (used, sides[prev->running[0] == 'w']);
    }
  return NULL;
}

/* Case C asked at every minute, when its facts are complete. */
static guint
step_case (JsonObject *file, JsonObject *c, const char *where)
{
  g_autoptr(JsonObject) envelope = NULL, keys = NULL;
  scenario_case_parts (file, c, &envelope, &keys);
  if (given (keys, "now") || !given (keys, "arrivals"))
    return 0;
  g_autofree char *complete_text = scenario_case_join (envelope, keys);
  g_autoptr(JsonObject) complete = resume (complete_text, where);

  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (complete_text, -1, &error);
  g_assert_no_error (error);
  gint64 waiting = adj_scenario_get_default_time (scenario);
  const AdjProfile *profile = adj_profile_lookup (json_object_get_string_member (envelope, "rules"));
  if (waiting < 0)
    waiting = adj_profile_get_waiting_time (profile);
  /* Where the edition counts lateness from the session's start (1985
   * 10.14, 1993 10.15, 2005 A10), a game called later has that much less
   * of the waiting time left. */
  gint64 called = adj_scenario_get_called_after_session_start (scenario);
  if (called > 0 && adj_profile_article (profile, ADJ_DECISION_LATENESS_FROM_SESSION_START))
    waiting = MAX (waiting - called, 0);
  gint64 arrival[2], last = waiting;
  for (int s = 0; s < 2; s++)
    {
      arrival[s] = adj_scenario_get_arrival (scenario, s);
      last = MAX (last, arrival[s]);
    }
  int responder = g_str_equal (json_object_get_string_member (envelope, "sealer"), "white") ? 1 : 0;
  gboolean has_move = given (envelope, "sealed_move");
  /* A player the arbiter decided not to default (2023 I.10) is awaited
   * until he comes, with no default ahead; the decision applies then. */
  gint64 default_at = waiting;
  JsonObject *decision = given (keys, "arbiter_decision") ? json_object_get_object_member (keys, "arbiter_decision")
                                                          : NULL;
  if (decision && given (decision, "default_waived"))
    {
      int waived = g_str_equal (json_object_get_string_member (decision, "default_waived"), "white") ? 0 : 1;
      waiting = MAX (waiting, arrival[waived]);
      default_at = -1;
    }

  /* An inconsistency the fixture names is asserted to be there still, so
   * that whoever mends it removes the note too. */
  const char *known = given (c, "minutes_known") ? json_object_get_string_member (c, "minutes_known") : NULL;
  Minute prev = { 0 };
  guint asked = 0;
  for (gint64 now = 0; now <= last + 60; now += 60, asked++)
    {
      g_autoptr(JsonObject) at_now = known_at (keys, arrival, now);
      g_autofree char *text = scenario_case_join (envelope, at_now);
      g_autoptr(JsonObject) outcome = resume (text, where);
      g_autofree char *wrong = check_minute (outcome, now, arrival, responder, waiting, default_at, has_move, complete,
                                          &prev);
      if (wrong && !known)
        g_error ("%s, %s", where, wrong);
      if (wrong)
        {
          g_test_message ("%s: known inconsistency: %s", where, known);
          return asked + 1;
        }
    }
  if (known)
    g_error ("%s: the minutes now hang together: remove its minutes_known note", where);
  return asked;
}

static gboolean
walk_case (JsonObject *file, JsonObject *c, const char *where, gpointer data)
{
  return step_case (file, c, where) > 0;
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_autoptr(GPtrArray) files = scenario_cases_add_tests ("/adjourn/scenario-cases", test_fixture);
  g_autoptr(GPtrArray) walks = scenario_cases_add_case_tests ("/adjourn/scenario-minutes", walk_case,
                                                              "asked minute by minute");
  return g_test_run ();
}
