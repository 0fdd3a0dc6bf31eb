/* bench-median.h — the figure a benchmark prints: the median of its runs
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

static inline int
bench_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* The median of MS (sorted in place). */
static inline double
median (GArray *ms)
{
  g_array_sort (ms, bench_compare_doubles);
  return g_array_index (ms, double, ms->len / 2);
}
