/* main.c — start Adjourn
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn"

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "adj-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdjApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* $ADJOURN_LOCALEDIR: the build tree's catalogues, when run uninstalled
   * (make run, meson devenv, the tests). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ADJOURN_LOCALEDIR") ? g_getenv ("ADJOURN_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = adj_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
