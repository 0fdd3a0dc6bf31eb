/* bench-empty-window.c — the smallest libadwaita application: one empty
 * window of Adjourn's default size
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-startup.sh measures it beside Adjourn and GNOME Chess: what no
 * application on this toolkit, driver and machine can start faster or
 * smaller than, so the figures of the other two can be read against it.
 *
 * Bare, it draws no text at all: no title bar, an empty status page. With
 * BENCH_EMPTY_HEADER_BAR=1 in the environment it is the smallest window a
 * libadwaita application shows, a header bar and a title over an empty
 * status page: fonts loaded and text drawn, as in every real window.
 */
#include <adwaita.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = adw_application_window_new (app);

  GtkWidget *page = adw_status_page_new ();

  gtk_window_set_title (GTK_WINDOW (window), "Empty");
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
  if (g_strcmp0 (g_getenv ("BENCH_EMPTY_HEADER_BAR"), "1") == 0)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
      adw_status_page_set_title (ADW_STATUS_PAGE (page), "Empty");
      gtk_widget_set_vexpand (page, TRUE);
      gtk_box_append (GTK_BOX (box), page);
      page = box;
    }
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.adjourn.BenchEmptyWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
