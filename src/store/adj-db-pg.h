/* adj-db-pg.h — the store's database on a PostgreSQL server (libpq)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to src/store (and its tests). The connection is named by a
 * "postgresql://" or "postgres://" URI; its password, when the URI holds
 * one, never appears in a message: every error is scrubbed of it, and the
 * URI is shown without its user-info part.
 */
#pragma once

#include "adj-db.h"

G_BEGIN_DECLS

/* Does TEXT name a PostgreSQL database (a postgresql:// or postgres:// URI)? */
gboolean    adj_db_pg_is_uri      (const char *text);

/* URI as it may be shown: without the user name and password before "@",
 * and without a "password" query parameter. */
char       *adj_db_pg_display_uri (const char *uri);

/* FALSE with ADJ_DB_ERROR_OPEN (naming URI without its user-info) when
 * URI's user-info holds a raw "/", "?", "#" or a second "@": libpq and the
 * scrubbing of messages would split it differently. */
gboolean    adj_db_pg_check_uri   (const char  *uri,
                                   GError     **error);

/* A connection to URI, or NULL with ADJ_DB_ERROR_OPEN (or _IO) naming the
 * shown URI. READ_ONLY makes every transaction read-only. */
AdjDb      *adj_db_pg_open        (const char      *uri,
                                   AdjDbOpenFlags   flags,
                                   GError         **error);

/* What URI says for each of KEYWORDS (NULL-terminated; libpq's connection
 * keywords), as libpq reads it: VALUES[i] newly allocated, NULL when URI
 * does not say. FALSE with G_IO_ERROR_INVALID_ARGUMENT (no password in
 * it) when libpq cannot read URI or cannot be loaded. */
gboolean    adj_db_pg_conninfo    (const char         *uri,
                                   const char *const  *keywords,
                                   char              **values,
                                   GError            **error);

/* The password file (adj-pgpass.h) a connection is given, with libpq's
 * "passfile" keyword, when it holds the entry of the URI opened; NULL (the
 * default): none, libpq's own choice. Process-wide. */
void        adj_db_pg_set_password_file (const char *path);
char       *adj_db_pg_dup_password_file (void);

/* Is DB a PostgreSQL connection? */
gboolean    adj_db_is_pg          (AdjDb *db);

/* The role DB's statements run as (current_user when it connected): what a
 * refusal by the server's privileges names. */
const char *adj_db_pg_get_role    (AdjDb *db);

G_END_DECLS
