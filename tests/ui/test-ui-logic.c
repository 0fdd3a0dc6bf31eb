/* test-ui-logic.c — what the window decides without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "adj-preferences-page.h"
#include "adj-walkthrough.h"
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

/* A walkthrough never spills past the window it opens over. */
static void
test_walkthrough_fit (void)
{
  int w = 900, h = 700;

  /* Over a wide window: the size it wants. */
  adj_walkthrough_fit_size (1280, 800, 360, 294, &w, &h);
  g_assert_cmpint (w, ==, 900);
  g_assert_cmpint (h, ==, 700);
  /* Over a phone: as wide as the phone, as tall as it wants. */
  adj_walkthrough_fit_size (360, 800, 360, 294, &w, &h);
  g_assert_cmpint (w, ==, 360);
  g_assert_cmpint (h, ==, 700);
  /* Over a short, narrow window: its size, but never under the minimum. */
  w = 900, h = 700;
  adj_walkthrough_fit_size (300, 500, 360, 294, &w, &h);
  g_assert_cmpint (w, ==, 360);
  g_assert_cmpint (h, ==, 500);
  /* An unknown parent size leaves the wish as it is. */
  w = 900, h = 700;
  adj_walkthrough_fit_size (0, 0, 360, 294, &w, &h);
  g_assert_cmpint (w, ==, 900);
  g_assert_cmpint (h, ==, 700);
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

/* Each combo row offers exactly the choices its key allows, in the schema's
 * order, so that every row position maps to a value the key accepts. */
static void
test_choice_lists_match_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  gsize n_lists;
  const AdjChoiceList *lists = adj_preferences_get_choice_lists (&n_lists);

  g_assert_nonnull (schema);
  g_assert_cmpuint (n_lists, >, 0);
  for (gsize i = 0; i < n_lists; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, lists[i].key);
      g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
      g_autoptr(GVariant) values = NULL;
      const char *kind;
      g_autofree const char **choices = NULL;
      gsize n_choices;

      g_variant_get (range, "(&sv)", &kind, &values);
      g_assert_cmpstr (kind, ==, "enum");
      choices = g_variant_get_strv (values, &n_choices);
      g_assert_cmpuint (lists[i].n_choices, ==, n_choices);
      for (gsize j = 0; j < n_choices; j++)
        {
          g_assert_cmpstr (lists[i].choices[j].id, ==, choices[j]);
          g_assert_true (lists[i].choices[j].label != NULL && lists[i].choices[j].label[0] != '\0');
        }
    }
}

/* Row position and key value go both ways; a damaged value shows the first
 * choice, and a position past the end writes nothing. */
static void
test_choice_list_mapping (void)
{
  gsize n_lists;
  const AdjChoiceList *lists = adj_preferences_get_choice_lists (&n_lists);

  for (gsize i = 0; i < n_lists; i++)
    {
      for (guint j = 0; j < lists[i].n_choices; j++)
        {
          g_assert_cmpuint (adj_choice_list_index (&lists[i], lists[i].choices[j].id), ==, j);
          g_assert_cmpstr (adj_choice_list_id (&lists[i], j), ==, lists[i].choices[j].id);
        }
      g_assert_cmpuint (adj_choice_list_index (&lists[i], "no-such-choice"), ==, 0);
      g_assert_cmpuint (adj_choice_list_index (&lists[i], NULL), ==, 0);
      g_assert_null (adj_choice_list_id (&lists[i], (guint) lists[i].n_choices));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/logic/restored-size", test_restored_size);
  g_test_add_func ("/ui/logic/walkthrough-fit", test_walkthrough_fit);
  g_test_add_func ("/ui/logic/schema-defaults", test_schema_defaults);
  g_test_add_func ("/ui/logic/choice-lists-match-schema", test_choice_lists_match_schema);
  g_test_add_func ("/ui/logic/choice-list-mapping", test_choice_list_mapping);
  return g_test_run ();
}
