/* adj-db-sqlite.h — the SQLite connection beneath an AdjDb, for the tests that alter the file
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of the SQLite backend. The store itself never includes it: only
 * tests that read or tamper with an archive behind the store's back (a
 * custody row rewritten, a trigger dropped) reach SQLite through it.
 */
#pragma once

#include <sqlite3.h>

#include "adj-db.h"

G_BEGIN_DECLS

/* DB's SQLite handle, or NULL when DB is another engine's. */
sqlite3 *adj_db_sqlite_get_handle (AdjDb *db);

G_END_DECLS
