/* adj-application.h — the Adjourn application
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "adj-compat.h"
#include "adj-store.h"

G_BEGIN_DECLS

#define ADJ_TYPE_APPLICATION (adj_application_get_type ())

G_DECLARE_FINAL_TYPE (AdjApplication, adj_application, ADJ, APPLICATION, AdwApplication)

AdjApplication    *adj_application_new           (void);
/* Every keyboard shortcut of the application, for the shortcuts dialog. */
const AdjShortcut *adj_application_get_shortcuts (gsize *n_shortcuts);

/* The archive the application opened at startup, or NULL with 'error'
 * (may be NULL) saying why it could not be opened. */
AdjStore          *adj_application_get_store     (AdjApplication *self, const GError **error);

/* Open the archive the "archive" key names again, in the background: every
 * window shows a spinner, then that archive or why it could not be opened
 * (the "opening" property is TRUE meanwhile). Nothing with $ADJOURN_DB set. */
void               adj_application_reopen_store  (AdjApplication *self);
gboolean           adj_application_get_opening   (AdjApplication *self);
/* While opening: the archive being opened, as it may be shown. */
char              *adj_application_dup_location_shown (AdjApplication *self);
/* The password file a server's password is kept in (adj-pgpass.h). */
const char        *adj_application_get_password_file (AdjApplication *self);

/* Whether the GSettings schema of the application can be found; when it
 * cannot, 'message' gets a sentence that says what to do. */
gboolean           adj_application_check_schema  (char **message);

G_END_DECLS
