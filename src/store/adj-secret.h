/* adj-secret.h — text that held a secret, wiped when it is freed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A passphrase, a server's password, or an archive's address that may
 * hold one: g_autoptr(AdjSecret) frees it wiped, on every way out of the
 * function. The wipe is sodium_memzero(), which the compiler keeps; a
 * memset() just before the free is a dead store it may drop.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef char AdjSecret;

/* Wipe TEXT (NUL-terminated) and free it; NULL does nothing. */
void adj_secret_free (AdjSecret *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjSecret, adj_secret_free)

G_END_DECLS
