/* adj-seal-private.h — what the sealing of moves (adj-seal.c) and the
 * event's keys (adj-seal-key.c) share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sodium.h>

#include "adj-seal.h"
#include "adj-store.h"

G_BEGIN_DECLS

#define KEY_BYTES    crypto_secretbox_KEYBYTES
#define SALT_BYTES   crypto_pwhash_SALTBYTES

static const char key_check_text[] = "adjourn arbiter passphrase check 1";

/* nonce || secretbox of the Ed25519 secret key */
#define SIGN_BOX_BYTES (crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + crypto_sign_SECRETKEYBYTES)

#define CHECK_BYTES (crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + sizeof key_check_text)

struct _AdjSealKey
{
  guint8        *key;               /* KEY_BYTES, sodium_malloc() */
  /* A new key: the passphrase settings adj_seal_key_store() writes, and
   * the event's key pair (its secret key encrypted under KEY). */
  gboolean       is_new;
  guint8         salt[SALT_BYTES];
  AdjSealLimits  limits;
  guint8         check[CHECK_BYTES];
  guint8         sign_public[crypto_sign_PUBLICKEYBYTES];
  guint8         sign_secret[SIGN_BOX_BYTES];
};

/* FALSE with ADJ_SEAL_ERROR_CRYPTO when libsodium cannot start. */
gboolean adj_seal_sodium_ready    (GError **error);
/* A KEY_BYTES key in sodium_malloc() memory, or NULL. */
guint8  *adj_seal_key_new_raw     (GError **error);
/* Inside a transaction: whether event EVENT_ID has a passphrase. */
gboolean adj_seal_has_passphrase  (AdjStore *store, gint64 event_id, GError **error);
/* The event's key from PASSPHRASE (or the key DERIVED from it already),
 * checked against the stored key check: sodium_malloc() memory (free with
 * sodium_free) or NULL. */
guint8  *adj_seal_event_key       (AdjStore *store, gint64 event_id, const char *passphrase, const guint8 *derived,
                                   GError **error);
/* adj_seal_sign_head() with the event's key itself (KEY_BYTES). */
gboolean adj_seal_sign_head_raw   (AdjStore *store, gint64 event_id, const guint8 *event_key, GError **error);

G_END_DECLS
