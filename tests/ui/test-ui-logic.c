/* test-ui-logic.c — what the window decides without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "adj-window.h"

static void
test_restored_size (void)
{
  int w, h;

  /* What was saved comes back. */
  adj_window_restored_size (1024, 700, &w, &h);
  g_assert_cmpint (w, ==, 1024);
  g_assert_cmpint (h, ==, 700);

  /* Never smaller than the window can be. */
  adj_window_restored_size (10, 20, &w, &h);
  g_assert_cmpint (w, ==, ADJ_WINDOW_MIN_WIDTH);
  g_assert_cmpint (h, ==, ADJ_WINDOW_MIN_HEIGHT);

  /* Nothing (or nonsense) saved: the default size. */
  adj_window_restored_size (0, -5, &w, &h);
  g_assert_cmpint (w, ==, ADJ_WINDOW_DEFAULT_WIDTH);
  g_assert_cmpint (h, ==, ADJ_WINDOW_DEFAULT_HEIGHT);
}

/* The schema's defaults are the window's defaults. */
static void
test_schema_defaults (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GVariant) width = g_settings_get_default_value (settings, "window-width");
  g_autoptr(GVariant) height = g_settings_get_default_value (settings, "window-height");
  g_assert_cmpint (g_variant_get_int32 (width), ==, ADJ_WINDOW_DEFAULT_WIDTH);
  g_assert_cmpint (g_variant_get_int32 (height), ==, ADJ_WINDOW_DEFAULT_HEIGHT);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/logic/restored-size", test_restored_size);
  g_test_add_func ("/ui/logic/schema-defaults", test_schema_defaults);
  return g_test_run ();
}
