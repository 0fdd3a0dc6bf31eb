/* adj-seal-key.c — the event's keys: the passphrase's Argon2id key derived,
 * stored and checked, and the event's Ed25519 signing key pair kept under it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Separate from adj-seal.c, which seals and opens the envelopes with these
 * keys. As there, nothing here logs: keys live in sodium_malloc() memory or
 * are wiped with sodium_memzero().
 */
#define G_LOG_DOMAIN "adjourn-seal"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-seal-private.h"
#include "adj-store-private.h"

void
adj_seal_limits_interactive (AdjSealLimits *limits)
{
  g_return_if_fail (limits != NULL);
  limits->opslimit = crypto_pwhash_OPSLIMIT_INTERACTIVE;
  limits->memlimit = crypto_pwhash_MEMLIMIT_INTERACTIVE;
}

void
adj_seal_limits_minimum (AdjSealLimits *limits)
{
  g_return_if_fail (limits != NULL);
  limits->opslimit = crypto_pwhash_OPSLIMIT_MIN;
  limits->memlimit = crypto_pwhash_MEMLIMIT_MIN;
}

/* ---- the event's key ---------------------------------------------------- */

gboolean
adj_seal_sodium_ready (GError **error)
{
  if (sodium_init () >= 0)
    return TRUE;
  g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "libsodium could not start");
  return FALSE;
}

/* A KEY_BYTES key in sodium_malloc() memory, or NULL. */
guint8 *
adj_seal_key_new_raw (GError **error)
{
  guint8 *key = sodium_malloc (KEY_BYTES);
  if (key == NULL)
    g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "out of memory for a key");
  return key;
}

static gboolean
derive (const char *passphrase, const guint8 *salt, guint64 opslimit, gsize memlimit,
        guint8 *key, GError **error)
{
  if (crypto_pwhash (key, KEY_BYTES, passphrase, strlen (passphrase), salt,
                     opslimit, memlimit, crypto_pwhash_ALG_ARGON2ID13) != 0)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO,
                   "deriving the key from the passphrase failed (out of memory?)");
      return FALSE;
    }
  return TRUE;
}

static gint64
event_id_by_name (AdjStore *store, const char *event, GError **error)
{
  const char *what = "reading an event";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, "SELECT id FROM events WHERE name = ?", what, error);
  if (!stmt)
    return 0;
  adj_db_stmt_bind_text (stmt, 1, event);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_ROW)
    return adj_db_stmt_column_int64 (stmt, 0);
  if (rc == ADJ_DB_STEP_DONE)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                 _("no event named “%s” in %s"), event, adj_store_get_path (store));
  else
    adj_store_set_db_error (store, error, what);
  return 0;
}

/* The event's passphrase check and keys are read through the view
 * adjourn_event_keys (migration 7), never from events: on a federation's
 * server only the archive's owner and the event's own arbiters may read
 * them, and anyone else is refused there ("you are not appointed to event
 * …"); on a desk's file the view is the events table's columns. */

gboolean
adj_seal_has_passphrase (AdjStore *store, gint64 event_id, GError **error)
{
  const char *what = "reading an event";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT seal_salt IS NOT NULL FROM adjourn_event_keys WHERE id = ?", what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_ROW)
    return adj_db_stmt_column_int (stmt, 0);
  if (rc != ADJ_DB_STEP_DONE)
    adj_store_set_db_error (store, error, what);
  return FALSE;
}

gboolean
adj_seal_event_has_passphrase (AdjStore *store, const char *event, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  gint64 id = event_id_by_name (store, event, error);
  return id != 0 && adj_seal_has_passphrase (store, id, error);
}

/* The key the signing key is encrypted under: the event key's own
 * subkey, so that it never encrypts two kinds of thing. */
static guint8 *
sign_box_key (const guint8 *event_key, GError **error)
{
  static const char label[] = "adjourn-sign-key-1";
  guint8 *key = adj_seal_key_new_raw (error);
  if (key)
    crypto_generichash (key, KEY_BYTES, (const guint8 *) label, sizeof label - 1, event_key, KEY_BYTES);
  return key;
}

/* A new Ed25519 key pair for the event whose key is EVENT_KEY: PUBLIC and
 * BOX (the secret key encrypted), the secret key itself wiped. */
static gboolean
sign_pair_new (const guint8 *event_key, guint8 public_key[crypto_sign_PUBLICKEYBYTES], guint8 box[SIGN_BOX_BYTES],
               GError **error)
{
  guint8 *secret = sodium_malloc (crypto_sign_SECRETKEYBYTES);
  guint8 *box_key = secret ? sign_box_key (event_key, error) : NULL;
  if (!box_key)
    {
      if (!secret)
        g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "out of memory for a key");
      sodium_free (secret);
      return FALSE;
    }
  crypto_sign_keypair (public_key, secret);
  randombytes_buf (box, crypto_secretbox_NONCEBYTES);
  crypto_secretbox_easy (box + crypto_secretbox_NONCEBYTES, secret, crypto_sign_SECRETKEYBYTES, box, box_key);
  sodium_free (secret);
  sodium_free (box_key);
  return TRUE;
}

void
adj_seal_key_free (AdjSealKey *key)
{
  if (key == NULL)
    return;
  sodium_free (key->key);
  sodium_memzero (key, sizeof *key);
  g_free (key);
}

/* A new event key from PASSPHRASE: a random salt, and the key check
 * that later tells a right passphrase from a wrong one. */
static AdjSealKey *
key_new_for_passphrase (const char *passphrase, const AdjSealLimits *limits, GError **error)
{
  AdjSealLimits chosen;
  if (limits)
    chosen = *limits;
  else
    adj_seal_limits_interactive (&chosen);
  if (chosen.opslimit < crypto_pwhash_OPSLIMIT_MIN || chosen.opslimit > crypto_pwhash_OPSLIMIT_MAX
      || chosen.memlimit < crypto_pwhash_MEMLIMIT_MIN || chosen.memlimit > crypto_pwhash_MEMLIMIT_MAX)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "Argon2id limits out of range");
      return NULL;
    }
  if (!*passphrase)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE, _("the arbiter passphrase is empty"));
      return NULL;
    }

  guint8 *raw = adj_seal_key_new_raw (error);
  if (!raw)
    return NULL;
  AdjSealKey *key = g_new0 (AdjSealKey, 1);
  key->key = raw;
  key->is_new = TRUE;
  key->limits = chosen;
  randombytes_buf (key->salt, sizeof key->salt);
  if (!derive (passphrase, key->salt, chosen.opslimit, chosen.memlimit, key->key, error))
    {
      adj_seal_key_free (key);
      return NULL;
    }
  randombytes_buf (key->check, crypto_secretbox_NONCEBYTES);
  crypto_secretbox_easy (key->check + crypto_secretbox_NONCEBYTES, (const guint8 *) key_check_text,
                         sizeof key_check_text, key->check, key->key);
  if (!sign_pair_new (key->key, key->sign_public, key->sign_secret, error))
    {
      adj_seal_key_free (key);
      return NULL;
    }
  return key;
}

/* Write a new key's passphrase settings into the event, once. */
static gboolean
store_new_key_once (AdjStore *store, const char *event, const AdjSealKey *key, GError **error)
{
  const char *what = "setting the arbiter passphrase";
  if (!adj_store_begin (store, what, error))
    return FALSE;
  gint64 id = event_id_by_name (store, event, error);
  if (id == 0)
    goto fail;
  {
    /* Once: the envelopes already sealed under the first passphrase would
     * become unopenable under a second. Read, then written, in this one
     * transaction (the key columns are not for an UPDATE's WHERE to read on
     * a server: adj_seal_has_passphrase). */
    g_autoptr(GError) local = NULL;
    if (adj_seal_has_passphrase (store, id, &local))
      {
        g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE,
                     _("the event “%s” already has an arbiter passphrase"), event);
        goto fail;
      }
    if (local)
      {
        g_propagate_error (error, g_steal_pointer (&local));
        goto fail;
      }
    g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
        "UPDATE events SET seal_salt = ?2, seal_opslimit = ?3, seal_memlimit = ?4, seal_check = ?5,"
        " sign_public = ?6, sign_secret = ?7 WHERE id = ?1", what, error);
    if (!stmt)
      goto fail;
    adj_db_stmt_bind_int64 (stmt, 1, id);
    adj_db_stmt_bind_blob (stmt, 2, key->salt, sizeof key->salt);
    adj_db_stmt_bind_int64 (stmt, 3, (gint64) key->limits.opslimit);
    adj_db_stmt_bind_int64 (stmt, 4, (gint64) key->limits.memlimit);
    adj_db_stmt_bind_blob (stmt, 5, key->check, sizeof key->check);
    adj_db_stmt_bind_blob (stmt, 6, key->sign_public, sizeof key->sign_public);
    adj_db_stmt_bind_blob (stmt, 7, key->sign_secret, sizeof key->sign_secret);
    if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_DONE)
      {
        adj_store_set_db_error (store, error, what);
        goto fail;
      }
  }
  return adj_store_commit (store, what, error);

fail:
  adj_store_rollback (store);
  return FALSE;
}

typedef struct {
  const char *event;
  const AdjSealKey *key;
} StoreNewKeyCall;

static gboolean
store_new_key_run (AdjStore *store, gpointer user_data, GError **error)
{
  StoreNewKeyCall *c = user_data;
  return store_new_key_once (store, c->event, c->key, error);
}

/* The action above as one user action: run again whole after a conflict. */
static gboolean
store_new_key (AdjStore *store,
               const char *event,
               const AdjSealKey *key,
               GError **error)
{
  StoreNewKeyCall c = { event, key };
  return adj_store_run_action (store, "setting the arbiter passphrase", store_new_key_run, &c, error);
}

gboolean
adj_seal_set_passphrase (AdjStore *store, const char *event, const char *passphrase,
                         const AdjSealLimits *limits, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (event != NULL && passphrase != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!adj_seal_sodium_ready (error))
    return FALSE;
  AdjSealKey *key = key_new_for_passphrase (passphrase, limits, error);
  if (!key)
    return FALSE;
  gboolean ok = store_new_key (store, event, key, error);
  adj_seal_key_free (key);
  return ok;
}

/* The event's key from PASSPHRASE (or the key DERIVED from it already),
 * checked against the stored key check. Returns sodium_malloc() memory
 * (free with sodium_free) or NULL. */
guint8 *
adj_seal_event_key (AdjStore *store, gint64 event_id, const char *passphrase, const guint8 *derived,
                    GError **error)
{
  const char *what = "reading the event’s passphrase settings";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT seal_salt, seal_opslimit, seal_memlimit, seal_check, name FROM adjourn_event_keys WHERE id = ?", what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (store, error, what);
      return NULL;
    }
  const char *name = adj_db_stmt_column_text (stmt, 4);
  if (adj_db_stmt_column_type (stmt, 0) == ADJ_DB_TYPE_NULL)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE,
                   _("the event “%s” has no arbiter passphrase: set one before sealing a move"), name);
      return NULL;
    }
  gsize check_length = CHECK_BYTES;
  if (adj_db_stmt_column_bytes (stmt, 0) != SALT_BYTES || adj_db_stmt_column_bytes (stmt, 3) != check_length)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO,
                   "%s: the passphrase settings of event “%s” are damaged", adj_store_get_path (store), name);
      return NULL;
    }
  guint8 *key = adj_seal_key_new_raw (error);
  if (!key)
    return NULL;
  if (derived)
    memcpy (key, derived, KEY_BYTES);
  else if (!derive (passphrase, adj_db_stmt_column_blob (stmt, 0), (guint64) adj_db_stmt_column_int64 (stmt, 1),
                    (gsize) adj_db_stmt_column_int64 (stmt, 2), key, error))
    {
      sodium_free (key);
      return NULL;
    }
  const guint8 *check = adj_db_stmt_column_blob (stmt, 3);
  guint8 text[sizeof key_check_text];
  if (crypto_secretbox_open_easy (text, check + crypto_secretbox_NONCEBYTES,
                                  check_length - crypto_secretbox_NONCEBYTES, check, key) != 0
      || memcmp (text, key_check_text, sizeof text) != 0)
    {
      sodium_free (key);
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_PASSPHRASE,
                   _("wrong arbiter passphrase for the event “%s”"), name);
      return NULL;
    }
  return key;
}

/* ---- the event's signing key ------------------------------------------ */

/* Inside a transaction: the event's secret signing key, opened with its
 * EVENT_KEY (checked) and checked against its public key, in locked
 * memory (sodium_free it); made and stored first when the event has none. */
static guint8 *
sign_secret_open (AdjStore *store, gint64 event_id, const guint8 *event_key, GError **error)
{
  const char *what = "reading the event’s signing key";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT sign_public, sign_secret, name FROM adjourn_event_keys WHERE id = ?", what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (store, error, what);
      return NULL;
    }
  g_autofree char *name = g_strdup (adj_db_stmt_column_text (stmt, 2));
  guint8 public_key[crypto_sign_PUBLICKEYBYTES], box[SIGN_BOX_BYTES];
  if (adj_db_stmt_column_type (stmt, 0) == ADJ_DB_TYPE_NULL && adj_db_stmt_column_type (stmt, 1) == ADJ_DB_TYPE_NULL)
    {
      /* A passphrase set before the events had key pairs. */
      if (!sign_pair_new (event_key, public_key, box, error))
        return NULL;
      g_autoptr(AdjDbStmt) update = adj_store_prepare (store,
          "UPDATE events SET sign_public = ?2, sign_secret = ?3 WHERE id = ?1", "storing the event’s signing key", error);
      if (!update)
        return NULL;
      adj_db_stmt_bind_int64 (update, 1, event_id);
      adj_db_stmt_bind_blob (update, 2, public_key, sizeof public_key);
      adj_db_stmt_bind_blob (update, 3, box, sizeof box);
      if (adj_db_stmt_step (update) != ADJ_DB_STEP_DONE)
        {
          adj_store_set_db_error (store, error, "storing the event’s signing key");
          return NULL;
        }
    }
  else if (adj_db_stmt_column_bytes (stmt, 0) == sizeof public_key && adj_db_stmt_column_bytes (stmt, 1) == sizeof box)
    {
      memcpy (public_key, adj_db_stmt_column_blob (stmt, 0), sizeof public_key);
      memcpy (box, adj_db_stmt_column_blob (stmt, 1), sizeof box);
    }
  else
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO,
                   _("%s: the signing key of the event “%s” is damaged"), adj_store_get_path (store), name);
      return NULL;
    }

  guint8 *secret = sodium_malloc (crypto_sign_SECRETKEYBYTES);
  guint8 *box_key = secret ? sign_box_key (event_key, error) : NULL;
  gboolean ok = box_key != NULL;
  if (!secret)
    g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "out of memory for a key");
  if (ok)
    {
      guint8 derived_public[crypto_sign_PUBLICKEYBYTES];
      /* A key pair put in by someone without the passphrase does not open
       * with it; a public key replaced alone does not match the secret one. */
      ok = crypto_secretbox_open_easy (secret, box + crypto_secretbox_NONCEBYTES,
                                       sizeof box - crypto_secretbox_NONCEBYTES, box, box_key) == 0
           && crypto_sign_ed25519_sk_to_pk (derived_public, secret) == 0
           && sodium_memcmp (derived_public, public_key, sizeof public_key) == 0;
      if (!ok)
        g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO,
                     _("%s: the signing key of the event “%s” was altered: it is not the one made with its passphrase"),
                     adj_store_get_path (store), name);
    }
  sodium_free (box_key);
  if (!ok)
    {
      sodium_free (secret);
      return NULL;
    }
  return secret;
}

gboolean
adj_seal_sign_head_raw (AdjStore *store, gint64 event_id, const guint8 *event_key, GError **error)
{
  guint8 *secret = sign_secret_open (store, event_id, event_key, error);
  if (!secret)
    return FALSE;
  gboolean ok = adj_custody_sign_head_in_transaction (store, event_id, secret, error);
  sodium_free (secret);
  return ok;
}

gboolean
adj_seal_sign_head (AdjStore *store, gint64 event_id, const AdjSealKey *key, GError **error)
{
  return adj_seal_sign_head_raw (store, event_id, key->key, error);
}

gboolean
adj_seal_check_passphrase (AdjStore *store, const char *event, const char *passphrase, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (event != NULL && passphrase != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!adj_seal_sodium_ready (error))
    return FALSE;
  gint64 id = event_id_by_name (store, event, error);
  if (id == 0)
    return FALSE;
  guint8 *key = adj_seal_event_key (store, id, passphrase, NULL, error);
  if (!key)
    return FALSE;
  sodium_free (key);
  return TRUE;
}

AdjSealKey *
adj_seal_key_derive (AdjStore *store, const char *event, const char *passphrase,
                     const AdjSealLimits *limits, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  g_return_val_if_fail (event != NULL && passphrase != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!adj_seal_sodium_ready (error))
    return NULL;
  g_autoptr(GError) local = NULL;
  gint64 id = event_id_by_name (store, event, &local);
  if (id == 0 && !g_error_matches (local, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  /* An event that the same group of writes is about to create has no
   * passphrase yet either. An event whose keys this role may not read
   * (another event's arbiter, on a server) is refused here. */
  g_autoptr(GError) keys_error = NULL;
  gboolean has_passphrase = id != 0 && adj_seal_has_passphrase (store, id, &keys_error);
  if (keys_error)
    {
      g_propagate_error (error, g_steal_pointer (&keys_error));
      return NULL;
    }
  if (!has_passphrase)
    return key_new_for_passphrase (passphrase, limits, error);
  guint8 *raw = adj_seal_event_key (store, id, passphrase, NULL, error);
  if (!raw)
    return NULL;
  AdjSealKey *key = g_new0 (AdjSealKey, 1);
  key->key = raw;
  return key;
}

gboolean
adj_seal_key_is_new (const AdjSealKey *key)
{
  g_return_val_if_fail (key != NULL, FALSE);
  return key->is_new;
}

gboolean
adj_seal_key_store (AdjStore *store, const AdjSealKey *key, const char *event, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (key != NULL && event != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!key->is_new)
    return TRUE;
  return store_new_key (store, event, key, error);
}

