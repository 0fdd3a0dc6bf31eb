/* adj-pq.c — libpq, loaded when a PostgreSQL archive is first opened
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-store"
#define ADJ_PQ_NO_MACROS

#include "config.h"

#include <glib/gi18n-lib.h>
#include <gmodule.h>

#include "adj-db.h"
#include "adj-pq.h"

/* The soname, not libpq.so (which only libpq-dev installs). */
#define LIBPQ_NAME "libpq.so.5"

static AdjPq   table;
static char   *load_error; /* why it failed, kept for every later caller */

static gpointer
load_once (gpointer data)
{
  /* Never closed: connections live as long as the process may need them. */
  GModule *module = g_module_open (LIBPQ_NAME, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      /* Translators: %s is the library's file name, then the loader's reason */
      load_error = g_strdup_printf (_("PostgreSQL's client library (%s) cannot be loaded: %s"),
                                    LIBPQ_NAME, g_module_error ());
      return NULL;
    }
#define ADJ_PQ_LOAD(ret, name, args) \
  if (!g_module_symbol (module, #name, (gpointer *) &table.name)) \
    { \
      load_error = g_strdup_printf (_("PostgreSQL's client library (%s) lacks %s: it is too old"), \
                                    LIBPQ_NAME, #name); \
      return NULL; \
    }
  ADJ_PQ_FUNCTIONS (ADJ_PQ_LOAD)
#undef ADJ_PQ_LOAD
  return &table;
}

gboolean
adj_pq_load (GError **error)
{
  static GOnce once = G_ONCE_INIT;

  if (g_once (&once, load_once, NULL) != NULL)
    return TRUE;
  g_set_error_literal (error, ADJ_DB_ERROR, ADJ_DB_ERROR_OPEN, load_error);
  return FALSE;
}

const AdjPq *
adj_pq (void)
{
  /* A call before a successful load is a bug in the store, not bad input. */
  g_assert (table.PQexec != NULL);
  return &table;
}
