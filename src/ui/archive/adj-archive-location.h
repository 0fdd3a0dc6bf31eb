/* adj-archive-location.h — where the archive is, as the preferences and the push show it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain functions (no widget): what an archive location typed in the
 * window means, whether it can be used, and what of it may be shown. The
 * location is a SQLite file's full path or a postgresql:// (postgres://)
 * URI; its password, wherever it is written (user-info or a "password"
 * parameter), is never part of a text these functions return for showing,
 * nor of an error message.
 */
#pragma once

#include <glib.h>

#include "adj-store-push.h"

G_BEGIN_DECLS

/* The archive the application opens: ENV ($ADJOURN_DB) when set and not
 * empty, else PREFERENCE (the "archive" key) when not empty, else NULL (the
 * file in the user's data folder). */
const char *adj_archive_location_effective (const char *env,
                                            const char *preference);

/* Can TEXT be used as a location? "" (the default file) can. A file must
 * be given by its full path; a server by a postgresql:// or postgres://
 * URI without spaces, whose password, when written in it, is correctly
 * percent-encoded. FALSE with G_IO_ERROR_INVALID_ARGUMENT saying why. */
gboolean    adj_archive_location_check     (const char  *text,
                                            GError     **error);

/* LOCATION for the preferences' entry: a server's URI without its password
 * (the user name kept: it says who connects), a path as it is. */
char       *adj_archive_location_shown     (const char *location);

/* Does LOCATION hold a password? */
gboolean    adj_archive_location_has_password (const char *location);

/* The location to store for what was typed: TYPED (stripped; "" for the
 * default file) and PASSWORD (typed apart, may be NULL or ""). A password
 * written in TYPED wins; else PASSWORD, percent-encoded; else STORED's
 * password (may be NULL), kept when TYPED names the same server as STORED
 * shown; else none. NULL with ERROR as adj_archive_location_check(). */
char       *adj_archive_location_compose   (const char  *typed,
                                            const char  *password,
                                            const char  *stored,
                                            GError     **error);

/* LOCATION as the "archive" key keeps it: a server's URI without its
 * password (what adj_archive_location_shown() gives), the password written
 * in it returned apart in PASSWORD, decoded (NULL when none). NULL with
 * ERROR as adj_archive_location_check(). */
char       *adj_archive_location_take_password (const char  *location,
                                                char       **password,
                                                GError     **error);

/* LOCATION (the "archive" key as an older Adjourn kept it, a server's
 * password in it) with its password moved to the password file PASSFILE
 * (adj-pgpass.h): the location to keep instead, without it. LOCATION
 * itself when it holds no password; NULL with ERROR (the password left
 * where it was) when the file cannot be written. */
char       *adj_archive_location_move_password (const char  *location,
                                                const char  *passfile,
                                                GError     **error);

/* What a push wrote, one sentence for a toast. */
char       *adj_archive_push_summary       (const AdjPushReport *report);

G_END_DECLS
