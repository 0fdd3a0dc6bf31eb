/* test-preparation-logic.c — what the preparation pane's rows and count
 * say, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "adj-preparation-view.h"
#include "../preparation-test.h"




static void
test_rows (void)
{
  /* Black seals (the example of spec/formats.md). */
  g_autoptr(AdjPreparation) p = prep_test_new ("8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
  g_autoptr(AdjPreparationRow) check = adj_preparation_row_new (p, prep_test_index (p, "Rg1+"));
  g_assert_cmpstr (check->title, ==, "41… Rg1+");
  g_assert_false (check->prepared);
  g_assert_false (check->sealed);
  g_assert_cmpstr (check->subtitle, ==, "");
  g_autoptr(AdjPreparationRow) capture = adj_preparation_row_new (p, prep_test_index (p, "Rxd4"));
  g_assert_cmpstr (capture->title, ==, "41… Rxd4");

  prep_test_line (p, "Rxd4", "Kf3 Rd2 Ke3 Rd7 Kf4 Kf6 g4 Ke6");
  g_autoptr(AdjPreparationRow) prepared = adj_preparation_row_new (p, prep_test_index (p, "Rxd4"));
  g_assert_true (prepared->prepared);
  g_assert_cmpstr (prepared->subtitle, ==, "42. Kf3 Rd2 43. Ke3 Rd7 44. Kf4 Kf6 …");
  g_assert_cmpstr (prepared->icon_name, !=, capture->icon_name);

  /* White seals: numbered with a full stop; the reply starts with "…". */
  g_autoptr(AdjPreparation) w = prep_test_new ("8/8/4Bp2/5P1p/P4k2/1P6/r4PK1/8 w - - 0 41");
  prep_test_line (w, "Bd7", "Ke5");
  g_autoptr(AdjPreparationRow) white = adj_preparation_row_new (w, prep_test_index (w, "Bd7"));
  g_assert_cmpstr (white->title, ==, "41. Bd7");
  g_assert_cmpstr (white->subtitle, ==, "41… Ke5");
}

static void
test_count (void)
{
  g_autoptr(AdjPreparation) p = prep_test_new ("8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
  g_autofree char *none = adj_preparation_count_text (p);
  g_assert_cmpstr (none, ==, "0 of 19 prepared");
  prep_test_line (p, "Rd2", "Rxd2");
  prep_test_line (p, "Kh6", "Rd7");
  g_autofree char *two = adj_preparation_count_text (p);
  g_assert_cmpstr (two, ==, "2 of 19 prepared");
}

/* Before opening no row is the sealed move's; after, the first is. */
static void
test_sealed (void)
{
  g_autoptr(AdjPreparation) p = prep_test_new ("8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
  for (guint i = 0; i < adj_preparation_get_n_candidates (p); i++)
    {
      g_autoptr(AdjPreparationRow) r = adj_preparation_row_new (p, i);
      g_assert_false (r->sealed);
    }
  ChessMove rd2 = adj_preparation_get_candidate (p, prep_test_index (p, "Rd2"));
  g_assert_true (adj_preparation_put_first (p, rd2));
  g_autoptr(AdjPreparationRow) first = adj_preparation_row_new (p, 0);
  g_assert_true (first->sealed);
  g_assert_cmpstr (first->title, ==, "41… Rd2");
  for (guint i = 1; i < adj_preparation_get_n_candidates (p); i++)
    {
      g_autoptr(AdjPreparationRow) r = adj_preparation_row_new (p, i);
      g_assert_false (r->sealed);
    }
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/preparation-logic/rows", test_rows);
  g_test_add_func ("/ui/preparation-logic/count", test_count);
  g_test_add_func ("/ui/preparation-logic/sealed", test_sealed);
  return g_test_run ();
}
