/* adj-pgpass.h — a server's password, kept where PostgreSQL's tools keep it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A password file in libpq's own format (one "hostname:port:database:
 * username:password" a line, ":" and "\" escaped with "\", "*" for any),
 * mode 0600, which libpq reads itself through its "passfile" keyword: the
 * window keeps a federation server's password there, never in GSettings.
 * The line functions are plain (no file, no libpq); the file functions
 * name the entry of a postgresql:// URI as libpq reads that URI.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The four fields libpq matches a connection with; NULL is "*" (any). */
typedef struct {
  char *host;
  char *port;
  char *database;
  char *user;
} AdjPgpassKey;

void      adj_pgpass_key_clear      (AdjPgpassKey *key);

/* FIELD written for the file: ":" and "\" escaped, a field that is only
 * "*" (which would mean any) escaped too; NULL gives "*". */
char     *adj_pgpass_escape         (const char *field);

/* LINE (without its end of line) read as libpq reads it: FALSE for a
 * comment, an empty line or one with fewer than five fields. KEY's fields
 * are unescaped, NULL for a bare "*"; PASSWORD (may be NULL) gets the
 * fifth field, unescaped. */
gboolean  adj_pgpass_parse_line     (const char    *line,
                                     AdjPgpassKey  *key,
                                     char         **password);

/* CONTENTS of a password file with KEY's entry (exactly that key, not a
 * wider one) replaced by KEY and PASSWORD, or added at the end; PASSWORD
 * NULL removes it. Every other line is kept as it was. */
char     *adj_pgpass_replace        (const char         *contents,
                                     const AdjPgpassKey *key,
                                     const char         *password);

/* The password file of the window: g_get_user_config_dir()/adjourn/pgpass
 * (in the Flatpak, inside the sandbox's own config folder). */
char     *adj_pgpass_default_path   (void);

/* The key of the server URI names, as libpq reads the URI: what it does not
 * say (a port, a user) is NULL, "*" in the file. A password in URI is
 * returned (decoded) in PASSWORD when not NULL. FALSE with
 * G_IO_ERROR_INVALID_ARGUMENT (no password in the message) when URI is not
 * a PostgreSQL URI libpq can read, or names several hosts. Loads libpq. */
gboolean  adj_pgpass_key_for_uri    (const char    *uri,
                                     AdjPgpassKey  *key,
                                     char         **password,
                                     GError       **error);

/* Keep PASSWORD for the server URI names in the file at PATH: its entry
 * replaced, the file (created with its folder when missing) left mode 0600
 * whatever it was, written whole or not at all. */
gboolean  adj_pgpass_store          (const char  *path,
                                     const char  *uri,
                                     const char  *password,
                                     GError     **error);

/* Remove the entry of URI's server from the file at PATH (a missing file
 * or entry is no error). */
gboolean  adj_pgpass_forget         (const char  *path,
                                     const char  *uri,
                                     GError     **error);

/* Does the file at PATH hold an entry for URI's server (its exact key)? */
gboolean  adj_pgpass_holds          (const char  *path,
                                     const char  *uri);

G_END_DECLS
