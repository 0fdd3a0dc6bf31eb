/* adj-push-form.h — where to push an event: the federation archive's address and password
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_PUSH_FORM (adj_push_form_get_type ())
G_DECLARE_FINAL_TYPE (AdjPushForm, adj_push_form, ADJ, PUSH_FORM, GtkWidget)

/* A form offering ADDRESS (the last target, shown without a password; may be NULL). */
AdjPushForm *adj_push_form_new          (const char   *address);
/* Can what is typed be pushed to? (notify::valid) */
gboolean     adj_push_form_get_valid    (AdjPushForm  *self);
/* The target typed, the password in it (to open it, never to show), or
 * NULL with ERROR saying what is wrong with it. */
char        *adj_push_form_dup_location (AdjPushForm  *self,
                                         GError      **error);

G_END_DECLS
