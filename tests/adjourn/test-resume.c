/* test-resume.c — what the resumption engine refuses to judge
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The resumption rules themselves, edition by edition, are fixtures:
 * tests/data/scenarios/resumption-by-edition.json and its neighbours, run
 * by test-scenario-cases.c (and through the archive by the store suite).
 */
#include "config.h"

#include <glib.h>

#include "adj-resume.h"

/* Black sealed at move 41; White responds. */
#define ENDGAME "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

static void
test_missing_facts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (
    "{\"format\":\"adjourn-scenario\",\"version\":1,\"envelope\":{\"format\":\"adjourn-envelope\",\"version\":1,"
    "\"rules\":\"fide-2023\",\"position\":\"" ENDGAME "\",\"sealed_move\":\"Td2\"},\"arrivals\":{\"white\":0,\"black\":0}}",
    -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_resume (s, &error));
  g_assert_error (error, ADJ_RESUME_ERROR, 0);
  g_assert_true (g_str_has_prefix (error->message, "envelope.time_used"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/resume/missing-facts", test_missing_facts);
  return g_test_run ();
}
