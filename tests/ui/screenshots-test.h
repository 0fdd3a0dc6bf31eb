/* screenshots-test.h — what the screenshot programs share: one window at
 * 1280×800 on a fresh archive, and taking its pictures
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * test-screenshots.c (the archive's views and the sealing walkthrough, in
 * order) and test-screenshots-desks.c (the resumption desk, the lost
 * envelope, the preparation pane) each open the same window.
 */
#pragma once

#include <math.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "adj-application.h"
#include "adj-archive-view.h"
#include "adj-custody-timeline.h"
#include "adj-board.h"
#include "adj-diagram-dialog.h"
#include "adj-envelope-face.h"
#include "adj-open-assistant.h"
#include "adj-open-outcome-step.h"
#include "adj-piece-set.h"
#include "adj-lost-assistant.h"
#include "adj-position-editor.h"
#include "adj-preferences-page.h"
#include "adj-preparation-view.h"
#include "adj-sample-event.h"
#include "adj-schedule-view.h"
#include "adj-store-verbs.h"
#include "adj-seal-assistant.h"
#include "adj-window.h"
#include "desk-test.h"
#include "chess-fen.h"
#include "chess-position.h"
#include "lost-test.h"
#include "ui-test.h"
#include "../preparation-test.h"

#define WIDTH  1280
#define HEIGHT 800

static char           *tmp_dir;
static AdjApplication *app;
static AdjWindow      *window;
/* Make the window itself WIDTH × HEIGHT. */
static inline void
resize (int width, int height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (window)) == width
                      && gtk_widget_get_height (GTK_WIDGET (window)) == height);
}

static inline AdjStore *
store (void)
{
  return adj_application_get_store (app, NULL);
}

static inline GtkWidget *
named (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_find_named (root, name);
  g_assert_nonnull (w);
  return w;
}

static inline AdjArchiveView *
archive_view (void)
{
  return ADJ_ARCHIVE_VIEW (named (GTK_WIDGET (window), "archive_view"));
}

static inline const char *
visible_page (void)
{
  GtkWidget *stack = ui_test_find_stack_with_page (GTK_WIDGET (window), "empty");
  g_assert_nonnull (stack);
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

static inline void
shoot (GtkWidget *widget, const char *name)
{
  g_free (ui_test_screenshot (widget, name));
}

/* A dialog over the main window, both in one picture, the dialog centred
 * as the compositor would show it. */
static inline void
shoot_over (GtkWidget *dialog, const char *name)
{
  g_free (ui_test_screenshot_over_settled (GTK_WIDGET (window), dialog, name));
}

/* Type TEXT into the entry NAME of ASSISTANT (the walkthroughs' dialogs). */
static inline void
set_text (GtkWidget *assistant, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (named (assistant, name)), text);
}

/* The window on an archive of its own in a fresh folder, presented at
 * WIDTH × HEIGHT. */
static inline void
screenshots_test_set_up (void)
{
  tmp_dir = g_dir_make_tmp ("adjourn-screenshots-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (tmp_dir, "adjourn.db", NULL);
  g_setenv ("ADJOURN_DB", db, TRUE);
  app = ui_test_application_new ();
  window = adj_window_new (app);
  /* Without a compositor (Xvfb) windows get a solid frame inside their
   * surface, which would leave a 1280-pixel screen 10 pixels short of the
   * picture; with one, that frame is a shadow outside the window. The
   * pictures are of the window as a compositor shows it. */
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, "window.solid-csd { margin: 0; padding: 0; box-shadow: none; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);
  gtk_window_present (GTK_WINDOW (window));
  resize (WIDTH, HEIGHT);
}

static inline void
screenshots_test_tear_down (void)
{
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  ui_test_dir_remove (tmp_dir);
}
