/* bench-archive.c — opening and filtering an archive of 10,000 envelopes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Builds (once, in a temporary folder) a database of N envelopes in 50
 * events, 10 rounds each, then measures with the monotonic clock, as the
 * median of several runs:
 * - opening: reading every envelope into the archive model and building the
 *   tree the window shows (a GtkTreeListModel, every row expanded);
 * - filtering: each keystroke of a query typed letter by letter, until the
 *   tree has its new rows.
 * Goals: opening < 200 ms, filtering < 50 ms per keystroke.
 */
#include "config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "adj-archive-model.h"
#include "bench-median.h"

static GListModel *
children (gpointer item, gpointer user_data)
{
  GListModel *list = adj_archive_item_get_children (item);
  return list ? g_object_ref (list) : NULL;
}

static const char *const first_names[] = {
  "Marta", "Jordi", "Anna", "Pere", "Laia", "José", "Núria", "Àlex", "Joan", "Mònica", "Oriol", "Berta",
};
static const char *const last_names[] = {
  "Vidal", "Puig", "Serra", "Roca", "Mas", "Núñez", "Font", "Casals", "Ferrer", "Soler", "Pujol", "Garcia",
  "Martí", "Bosch", "Vila", "Camps",
};

static void
fill (AdjStore *store, int n)
{
  g_autoptr(GError) error = NULL;
  for (int i = 0; i < n; i++)
    {
      int event = i % 50, round = (i / 50) % 10 + 1, board = i / 500 + 1;
      g_autofree char *white = g_strdup_printf ("%s, %s", last_names[i % 16], first_names[(i / 16) % 12]);
      g_autofree char *black = g_strdup_printf ("%s, %s", last_names[(i / 7) % 16], first_names[(i / 3) % 12]);
      g_autofree char *json = g_strdup_printf (
        "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
        " \"event\": \"Open %d de Sant Martí\", \"round\": \"%d\", \"board\": \"%d\","
        " \"white\": \"%s\", \"black\": \"%s\","
        " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
        " \"time_used\": {\"white\": 7012, \"black\": 7154},"
        " \"adjourned_at\": \"2026-%02d-%02dT21:00:00+01:00\", \"sealer\": \"black\","
        " \"sealed_move_number\": 41, \"draw_offer\": null,"
        " \"resumption\": {\"at\": \"2026-%02d-%02dT10:00:00+01:00\", \"place\": \"Sala %d\"},"
        " \"sealed_move\": null}",
        event, round, board, white, black, event % 12 + 1, round + 10, event % 12 + 1, round + 11, board % 5 + 1);
      if (!adj_store_import_envelope (store, json, -1, "bench", NULL, &error))
        {
          fprintf (stderr, "bench-archive: %s\n", error->message);
          exit (1);
        }
    }
}

int
main (int argc, char *argv[])
{
  int n = argc > 1 ? atoi (argv[1]) : 10000;
  int runs = argc > 2 ? atoi (argv[2]) : 7;
  const char *query = "nuñez sala 3 open 12";
  g_autoptr(GError) error = NULL;

  g_autofree char *dir = g_dir_make_tmp ("adjourn-bench-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "archive.db", NULL);
  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  if (!store)
    {
      fprintf (stderr, "bench-archive: %s\n", error->message);
      return 1;
    }
  gint64 t0 = g_get_monotonic_time ();
  fill (store, n);
  printf ("archive: %d envelopes written in %.1f s (not a goal)\n", n,
          (g_get_monotonic_time () - t0) / 1e6);

  g_autoptr(GArray) open_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) key_ms = g_array_new (FALSE, FALSE, sizeof (double));
  double worst_key = 0;
  guint rows = 0;
  for (int r = 0; r < runs; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(AdjArchiveModel) model = adj_archive_model_new ();
      if (!adj_archive_model_load (model, store, &error))
        {
          fprintf (stderr, "bench-archive: %s\n", error->message);
          return 1;
        }
      g_autoptr(GtkTreeListModel) tree = gtk_tree_list_model_new (g_object_ref (adj_archive_model_get_events (model)),
                                                                  FALSE, TRUE, children, NULL, NULL);
      rows = g_list_model_get_n_items (G_LIST_MODEL (tree));
      double ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (open_ms, ms);

      for (const char *end = g_utf8_next_char (query); ; end = g_utf8_next_char (end))
        {
          g_autofree char *typed = g_strndup (query, end - query);
          gint64 k = g_get_monotonic_time ();
          adj_archive_model_set_filter (model, typed);
          (void) g_list_model_get_n_items (G_LIST_MODEL (tree));
          double key = (g_get_monotonic_time () - k) / 1000.0;
          g_array_append_val (key_ms, key);
          worst_key = MAX (worst_key, key);
          if (!*end)
            break;
        }
      /* Back to everything, as when the search is closed. */
      gint64 k = g_get_monotonic_time ();
      adj_archive_model_set_filter (model, "");
      (void) g_list_model_get_n_items (G_LIST_MODEL (tree));
      double key = (g_get_monotonic_time () - k) / 1000.0;
      g_array_append_val (key_ms, key);
      worst_key = MAX (worst_key, key);
    }
  printf ("archive open: %d envelopes, %u rows, median %.1f ms of %d runs (goal: < 200 ms)\n",
          n, rows, median (open_ms), runs);
  printf ("archive filter: median %.2f ms, worst %.2f ms per keystroke over %u keystrokes (goal: < 50 ms)\n",
          median (key_ms), worst_key, key_ms->len);

  g_clear_object (&store);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *file = g_build_filename (dir, name, NULL);
      g_unlink (file);
    }
  g_rmdir (dir);
  return 0;
}
