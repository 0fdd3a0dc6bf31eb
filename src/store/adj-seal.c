/* adj-seal.c — the digital sealed move: encrypted at sealing, readable only at opening
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here logs: a g_debug() of a buffer in this file could print a
 * sealed move. Keys and plaintexts live in sodium_malloc() memory (locked,
 * guarded, wiped when freed) or are wiped with sodium_memzero().
 *
 * The event's Ed25519 key pair, which signs its custody chain, is made
 * with its passphrase (or, for an event whose passphrase is older than
 * the key pairs, the first time the passphrase is given again). Its secret
 * key is kept encrypted (secretbox) under a key derived from the event's
 * Argon2id key, so it exists in clear only in locked memory, for the
 * signature of one verb given the passphrase.
 */
#define G_LOG_DOMAIN "adjourn-seal"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-seal.h"
#include "adj-store-private.h"

G_DEFINE_QUARK (adj-seal-error-quark, adj_seal_error)

#define KEY_BYTES    crypto_secretbox_KEYBYTES
#define SALT_BYTES   crypto_pwhash_SALTBYTES
/* Every payload (code salt + move + padding) has this one size, so the
 * ciphertext's length says nothing about the move's. */
#define PAYLOAD_BYTES 96
G_STATIC_ASSERT (ADJ_SEAL_CODE_SALT_BYTES + ADJ_SEAL_MOVE_MAX < PAYLOAD_BYTES);

static const char key_check_text[] = "adjourn arbiter passphrase check 1";

/* nonce || secretbox of the Ed25519 secret key */
#define SIGN_BOX_BYTES (crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + crypto_sign_SECRETKEYBYTES)

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

/* ---- the seal code ------------------------------------------------------ */

/* Crockford's base 32: no I, L, O or U, so what is typed back is unambiguous. */
static const char code_alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
#define CODE_CHARS 10

static void
code_digits (const char *move, const guint8 *salt, gsize salt_length, char out[CODE_CHARS])
{
  static const char domain[] = "adjourn-seal-code-1\n";
  guint8 h[8];
  crypto_generichash_state state;
  crypto_generichash_init (&state, salt, salt_length, sizeof h);
  crypto_generichash_update (&state, (const guint8 *) domain, sizeof domain - 1);
  crypto_generichash_update (&state, (const guint8 *) move, strlen (move));
  crypto_generichash_final (&state, h, sizeof h);
  sodium_memzero (&state, sizeof state);

  guint64 bits = 0;
  for (guint i = 0; i < sizeof h; i++)
    bits = bits << 8 | h[i];
  for (int i = 0; i < CODE_CHARS; i++)
    out[i] = code_alphabet[(bits >> (59 - 5 * i)) & 31];
}

char *
adj_seal_code (const char *move, const guint8 *salt, gsize salt_length)
{
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (salt != NULL && salt_length >= crypto_generichash_KEYBYTES_MIN
                        && salt_length <= crypto_generichash_KEYBYTES_MAX, NULL);
  if (sodium_init () < 0)
    return NULL;
  char d[CODE_CHARS];
  code_digits (move, salt, salt_length, d);
  return g_strdup_printf ("%.5s-%.5s", d, d + 5);
}

gboolean
adj_seal_verify_code (const char *move, const guint8 *salt, gsize salt_length, const char *code)
{
  g_return_val_if_fail (move != NULL && code != NULL, FALSE);
  g_return_val_if_fail (salt != NULL && salt_length >= crypto_generichash_KEYBYTES_MIN
                        && salt_length <= crypto_generichash_KEYBYTES_MAX, FALSE);
  if (sodium_init () < 0)
    return FALSE;

  /* As typed from the paper: any case, dashes and spaces anywhere, and the
   * letters Crockford maps onto digits. */
  char typed[CODE_CHARS];
  int n = 0;
  for (const char *p = code; *p; p++)
    {
      char c = g_ascii_toupper (*p);
      if (c == '-' || c == ' ')
        continue;
      if (c == 'O')
        c = '0';
      else if (c == 'I' || c == 'L')
        c = '1';
      if (n == CODE_CHARS || strchr (code_alphabet, c) == NULL || c == '\0')
        return FALSE;
      typed[n++] = c;
    }
  if (n != CODE_CHARS)
    return FALSE;
  char expected[CODE_CHARS];
  code_digits (move, salt, salt_length, expected);
  return sodium_memcmp (typed, expected, CODE_CHARS) == 0;
}

/* ---- the event's key ---------------------------------------------------- */

static gboolean
sodium_ready (GError **error)
{
  if (sodium_init () >= 0)
    return TRUE;
  g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "libsodium could not start");
  return FALSE;
}

/* A KEY_BYTES key in sodium_malloc() memory, or NULL. */
static guint8 *
key_new (GError **error)
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

static gboolean
has_passphrase (AdjStore *store, gint64 event_id, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT seal_salt IS NOT NULL FROM events WHERE id = ?", "reading an event", error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, event_id);
  return adj_db_stmt_step (stmt) == ADJ_DB_STEP_ROW && adj_db_stmt_column_int (stmt, 0);
}

gboolean
adj_seal_event_has_passphrase (AdjStore *store, const char *event, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  gint64 id = event_id_by_name (store, event, error);
  return id != 0 && has_passphrase (store, id, error);
}

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

/* The key the signing key is encrypted under: the event key's own
 * subkey, so that it never encrypts two kinds of thing. */
static guint8 *
sign_box_key (const guint8 *event_key, GError **error)
{
  static const char label[] = "adjourn-sign-key-1";
  guint8 *key = key_new (error);
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

  guint8 *raw = key_new (error);
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
     * become unopenable under a second. */
    g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
        "UPDATE events SET seal_salt = ?2, seal_opslimit = ?3, seal_memlimit = ?4, seal_check = ?5,"
        " sign_public = ?6, sign_secret = ?7 WHERE id = ?1 AND seal_salt IS NULL", what, error);
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
    if (adj_db_changes (adj_store_get_db (store)) == 0)
      {
        g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_HAS_PASSPHRASE,
                     _("the event “%s” already has an arbiter passphrase"), event);
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

  if (!sodium_ready (error))
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
static guint8 *
event_key (AdjStore *store, gint64 event_id, const char *passphrase, const guint8 *derived,
           GError **error)
{
  const char *what = "reading the event’s passphrase settings";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT seal_salt, seal_opslimit, seal_memlimit, seal_check, name FROM events WHERE id = ?", what, error);
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
  guint8 *key = key_new (error);
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
      "SELECT sign_public, sign_secret, name FROM events WHERE id = ?", what, error);
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

static gboolean
sign_head (AdjStore *store, gint64 event_id, const guint8 *event_key, GError **error)
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
  return sign_head (store, event_id, key->key, error);
}

gboolean
adj_seal_check_passphrase (AdjStore *store, const char *event, const char *passphrase, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (event != NULL && passphrase != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sodium_ready (error))
    return FALSE;
  gint64 id = event_id_by_name (store, event, error);
  if (id == 0)
    return FALSE;
  guint8 *key = event_key (store, id, passphrase, NULL, error);
  if (!key)
    return FALSE;
  sodium_free (key);
  return TRUE;
}

/* The envelope's own key: a ciphertext moved to another envelope of the
 * same event does not open there. */
static guint8 *
envelope_key (const guint8 *event_key, gint64 envelope_id, GError **error)
{
  guint8 *key = key_new (error);
  if (!key)
    return NULL;
  g_autofree char *label = g_strdup_printf ("adjourn-seal-envelope-1:%" G_GINT64_FORMAT, envelope_id);
  crypto_generichash (key, KEY_BYTES, (const guint8 *) label, strlen (label), event_key, KEY_BYTES);
  return key;
}

static gboolean
check_move (const char *move, GError **error)
{
  gsize n = strlen (move);
  if (n == 0 || n > ADJ_SEAL_MOVE_MAX || !g_utf8_validate (move, -1, NULL))
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_MOVE,
                   _("the sealed move must be 1 to %d bytes of text"), ADJ_SEAL_MOVE_MAX);
      return FALSE;
    }
  for (const char *p = move; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      {
        g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_MOVE,
                     _("the sealed move contains a control character"));
        return FALSE;
      }
  return TRUE;
}

/* The envelope's event, outside any transaction: the key is derived
 * before the write lock is taken, so that Argon2id's second does not hold
 * every other writer up. */
static gint64
envelope_event (AdjStore *store, gint64 id, GError **error)
{
  gint64 event_id = 0;
  if (!adj_store_envelope_row (store, id, NULL, NULL, &event_id, error))
    return 0;
  return event_id;
}

/* Seal MOVE under the event key from PASSPHRASE, or the one DERIVED. */
static gboolean
seal_envelope_once (AdjStore *store, gint64 id, const char *passphrase, const guint8 *derived,
               const char *move, const AdjCustodyAct *act, char **code_out, GError **error)
{
  if (!sodium_ready (error) || !check_move (move, error))
    return FALSE;
  gint64 event_id = envelope_event (store, id, error);
  if (event_id == 0)
    return FALSE;
  guint8 *ekey = event_key (store, event_id, passphrase, derived, error);
  if (!ekey)
    return FALSE;
  guint8 *key = envelope_key (ekey, id, error);
  guint8 *payload = key ? sodium_malloc (PAYLOAD_BYTES) : NULL;
  if (!payload)
    {
      if (key)
        g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "out of memory for the sealed move");
      sodium_free (key);
      sodium_free (ekey);
      return FALSE;
    }

  /* payload = code salt || move, padded to PAYLOAD_BYTES. */
  gsize move_length = strlen (move), padded = 0;
  randombytes_buf (payload, ADJ_SEAL_CODE_SALT_BYTES);
  memcpy (payload + ADJ_SEAL_CODE_SALT_BYTES, move, move_length);
  sodium_pad (&padded, payload, ADJ_SEAL_CODE_SALT_BYTES + move_length, PAYLOAD_BYTES, PAYLOAD_BYTES);
  g_assert (padded == PAYLOAD_BYTES);
  g_autofree char *code = adj_seal_code (move, payload, ADJ_SEAL_CODE_SALT_BYTES);

  guint8 nonce[crypto_secretbox_NONCEBYTES];
  guint8 sealed[PAYLOAD_BYTES + crypto_secretbox_MACBYTES];
  randombytes_buf (nonce, sizeof nonce);
  crypto_secretbox_easy (sealed, payload, PAYLOAD_BYTES, nonce, key);
  sodium_free (payload);
  sodium_free (key);

  const char *what = "sealing a move";
  if (!adj_store_begin (store, what, error))
    {
      sodium_free (ekey);
      return FALSE;
    }
  AdjEnvelopeState state;
  AdjEnvelopeKind kind;
  if (!adj_store_envelope_row (store, id, &state, &kind, NULL, error))
    goto fail;
  if (state != ADJ_ENVELOPE_SEALED || kind != ADJ_ENVELOPE_PAPER)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   kind == ADJ_ENVELOPE_DIGITAL
                   ? _("envelope %lld already holds a sealed move")
                   : _("envelope %lld is not sealed"), (long long) id);
      goto fail;
    }
  {
    g_autoptr(AdjDbStmt) insert = adj_store_prepare (store,
        "INSERT INTO sealed_moves (envelope_id, nonce, ciphertext) VALUES (?, ?, ?)", what, error);
    if (!insert)
      goto fail;
    adj_db_stmt_bind_int64 (insert, 1, id);
    adj_db_stmt_bind_blob (insert, 2, nonce, sizeof nonce);
    adj_db_stmt_bind_blob (insert, 3, sealed, sizeof sealed);
    if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
      {
        adj_store_set_db_error (store, error, what);
        goto fail;
      }
    g_autoptr(AdjDbStmt) update = adj_store_prepare (store,
        "UPDATE envelopes SET kind = 'digital', seal_code = ?2 WHERE id = ?1", what, error);
    if (!update)
      goto fail;
    adj_db_stmt_bind_int64 (update, 1, id);
    adj_db_stmt_bind_text (update, 2, code);
    if (adj_db_stmt_step (update) != ADJ_DB_STEP_DONE)
      {
        adj_store_set_db_error (store, error, what);
        goto fail;
      }
  }
  {
    /* The code is public (it is printed on the envelope); the move is not. */
    g_autoptr(JsonObject) note = json_object_new ();
    json_object_set_string_member (note, "seal_code", code);
    if (!adj_custody_append_in_transaction (store, id, ADJ_CUSTODY_SEALED, act, note, NULL, error))
      goto fail;
  }
  /* The passphrase is here: the chain's head it leaves is signed. */
  if (!sign_head (store, event_id, ekey, error))
    goto fail;
  g_clear_pointer (&ekey, sodium_free);
  if (!adj_store_commit (store, what, error))
    return FALSE;
  if (code_out)
    *code_out = g_steal_pointer (&code);
  return TRUE;

fail:
  sodium_free (ekey);
  adj_store_rollback (store);
  return FALSE;
}

typedef struct {
  gint64 id;
  const char *passphrase;
  const guint8 *derived;
  const char *move;
  const AdjCustodyAct *act;
  char **code_out;
} SealEnvelopeCall;

static gboolean
seal_envelope_run (AdjStore *store, gpointer user_data, GError **error)
{
  SealEnvelopeCall *c = user_data;
  return seal_envelope_once (store, c->id, c->passphrase, c->derived, c->move, c->act, c->code_out, error);
}

/* The action above as one user action: run again whole after a conflict. */
static gboolean
seal_envelope (AdjStore *store,
               gint64 id,
               const char *passphrase,
               const guint8 *derived,
               const char *move,
               const AdjCustodyAct *act,
               char **code_out,
               GError **error)
{
  SealEnvelopeCall c = { id, passphrase, derived, move, act, code_out };
  return adj_store_run_action (store, "sealing a move", seal_envelope_run, &c, error);
}

gboolean
adj_seal_envelope (AdjStore *store, gint64 id, const char *passphrase, const char *move,
                   const char *actor, char **code_out, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (passphrase != NULL && move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  AdjCustodyAct act = { .actor = actor ? actor : "" };
  return seal_envelope (store, id, passphrase, NULL, move, &act, code_out, error);
}

AdjSealKey *
adj_seal_key_derive (AdjStore *store, const char *event, const char *passphrase,
                     const AdjSealLimits *limits, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  g_return_val_if_fail (event != NULL && passphrase != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!sodium_ready (error))
    return NULL;
  g_autoptr(GError) local = NULL;
  gint64 id = event_id_by_name (store, event, &local);
  if (id == 0 && !g_error_matches (local, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  /* An event that the same group of writes is about to create has no
   * passphrase yet either. */
  if (id == 0 || !adj_seal_event_has_passphrase (store, event, NULL))
    return key_new_for_passphrase (passphrase, limits, error);
  guint8 *raw = event_key (store, id, passphrase, NULL, error);
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

gboolean
adj_seal_envelope_with_key (AdjStore *store, gint64 id, const AdjSealKey *key, const char *move,
                            const char *actor, char **code_out, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (key != NULL && move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  AdjCustodyAct act = { .actor = actor ? actor : "" };
  return seal_envelope (store, id, NULL, key->key, move, &act, code_out, error);
}

gboolean
adj_seal_write (AdjStore *store, gint64 id, const AdjSealKey *key, const char *move,
                const AdjCustodyAct *act, char **code_out, GError **error)
{
  return seal_envelope (store, id, NULL, key->key, move, act, code_out, error);
}

void
adj_seal_free_move (char *move)
{
  if (move == NULL)
    return;
  sodium_memzero (move, strlen (move));
  g_free (move);
}

/* Inside a transaction: decrypt the move of the digital envelope ID with
 * the envelope KEY into PAYLOAD (PAYLOAD_BYTES + 1, locked memory) and
 * check it against the seal code; *MOVE points into PAYLOAD. */
static gboolean
decrypt_move (AdjStore *store, gint64 id, const guint8 *key, guint8 *payload, const char **move,
              GError **error)
{
  const char *what = "opening an envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT s.nonce, s.ciphertext, e.seal_code FROM sealed_moves s JOIN envelopes e ON e.id = s.envelope_id"
      " WHERE s.envelope_id = ?", what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, id);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CODE,
                   "%s: envelope %" G_GINT64_FORMAT " is digital but its sealed move is missing",
                   adj_store_get_path (store), id);
      return FALSE;
    }
  gsize padded_length = 0;
  if (adj_db_stmt_column_bytes (stmt, 0) != crypto_secretbox_NONCEBYTES
      || adj_db_stmt_column_bytes (stmt, 1) != PAYLOAD_BYTES + crypto_secretbox_MACBYTES
      || crypto_secretbox_open_easy (payload, adj_db_stmt_column_blob (stmt, 1), PAYLOAD_BYTES + crypto_secretbox_MACBYTES,
                                     adj_db_stmt_column_blob (stmt, 0), key) != 0
      || sodium_unpad (&padded_length, payload, PAYLOAD_BYTES, PAYLOAD_BYTES) != 0
      || padded_length <= ADJ_SEAL_CODE_SALT_BYTES)
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CODE,
                   _("%s: the sealed move of envelope %lld does not decrypt: it was altered or moved from another envelope"),
                   adj_store_get_path (store), (long long) id);
      return FALSE;
    }
  payload[padded_length] = '\0';
  *move = (const char *) payload + ADJ_SEAL_CODE_SALT_BYTES;
  const char *code = adj_db_stmt_column_text (stmt, 2);
  if (!code || !adj_seal_verify_code (*move, payload, ADJ_SEAL_CODE_SALT_BYTES, code))
    {
      g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CODE,
                   _("%s: envelope %lld: the opened move does not match the seal code %s"),
                   adj_store_get_path (store), (long long) id, code ? code : "?");
      return FALSE;
    }
  return TRUE;
}

/* The digital envelope ID's move from its event's key EKEY, checked
 * against its seal code, in locked memory (PAYLOAD_BYTES + 1) the caller
 * frees with sodium_free(); *MOVE points into it. Reads only. */
static guint8 *
reveal (AdjStore *store, gint64 id, const guint8 *ekey, const char **move, GError **error)
{
  guint8 *key = envelope_key (ekey, id, error);
  if (!key)
    return NULL;
  /* One more byte than the payload: the move is read as a string in place. */
  guint8 *payload = sodium_malloc (PAYLOAD_BYTES + 1);
  if (!payload)
    g_set_error (error, ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_CRYPTO, "out of memory for the sealed move");
  else if (!decrypt_move (store, id, key, payload, move, error))
    g_clear_pointer (&payload, sodium_free);
  sodium_free (key);
  return payload;
}

AdjSealKey *
adj_seal_key_for_envelope (AdjStore *store, gint64 id, const char *passphrase, gint64 *event_id_out,
                           GError **error)
{
  gint64 event_id = 0;
  if (!sodium_ready (error) || !adj_store_envelope_row (store, id, NULL, NULL, &event_id, error))
    return NULL;
  *event_id_out = event_id;
  g_autoptr(GError) local = NULL;
  if (!has_passphrase (store, event_id, &local))
    {
      if (local)
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  guint8 *raw = event_key (store, event_id, passphrase, NULL, error);
  if (!raw)
    return NULL;
  AdjSealKey *key = g_new0 (AdjSealKey, 1);
  key->key = raw;
  return key;
}

char *
adj_seal_reveal_with_key (AdjStore *store, gint64 id, const AdjSealKey *key, GError **error)
{
  const char *move = NULL;
  guint8 *payload = reveal (store, id, key->key, &move, error);
  if (!payload)
    return NULL;
  char *copy = g_strdup (move);
  sodium_free (payload);
  return copy;
}

static gboolean
adj_seal_open_once (AdjStore *store, gint64 id, const AdjOpening *opening, const char *passphrase,
               char **move_out, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (opening != NULL && passphrase != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (opening->at)
    {
      g_autoptr(GDateTime) at = g_date_time_new_from_iso8601 (opening->at, NULL);
      if (at == NULL)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                       _("opening: “%s” is not an ISO 8601 instant with its offset"), opening->at);
          return FALSE;
        }
    }
  const char *what = "opening an envelope";
  if (!adj_store_begin (store, what, error))
    return FALSE;
  AdjEnvelopeState state;
  AdjEnvelopeKind kind;
  gint64 event_id = 0;
  guint8 *payload = NULL, *ekey = NULL;
  const char *move = NULL;
  if (!adj_store_envelope_row (store, id, &state, &kind, &event_id, error))
    goto fail;
  if (state != ADJ_ENVELOPE_SEALED || kind != ADJ_ENVELOPE_DIGITAL)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   state != ADJ_ENVELOPE_SEALED
                   ? _("envelope %lld is not sealed")
                   : _("envelope %lld is a paper envelope: type the move found inside"), (long long) id);
      goto fail;
    }
  if (!sodium_ready (error) || !(ekey = event_key (store, event_id, passphrase, NULL, error)))
    goto fail;
  payload = reveal (store, id, ekey, &move, error);
  /* The passphrase is here: the chain's head the opening leaves is signed. */
  if (!payload || !adj_store_finish_opening (store, id, opening, move, error)
      || !sign_head (store, event_id, ekey, error))
    goto fail;
  if (move_out)
    *move_out = g_strdup (move);
  sodium_free (payload);
  sodium_free (ekey);
  /* A failed commit has rolled back its own level already. */
  if (adj_store_commit (store, what, error))
    return TRUE;
  g_clear_pointer (move_out, adj_seal_free_move);
  return FALSE;

fail:
  sodium_free (payload);
  sodium_free (ekey);
  adj_store_rollback (store);
  return FALSE;
}

typedef struct {
  gint64 id;
  const AdjOpening *opening;
  const char *passphrase;
  char **move_out;
} AdjSealOpenCall;

static gboolean
adj_seal_open_run (AdjStore *store, gpointer user_data, GError **error)
{
  AdjSealOpenCall *c = user_data;
  return adj_seal_open_once (store, c->id, c->opening, c->passphrase, c->move_out, error);
}

/* The action above as one user action: run again whole after a conflict. */
gboolean
adj_seal_open (AdjStore *store,
               gint64 id,
               const AdjOpening *opening,
               const char *passphrase,
               char **move_out,
               GError **error)
{
  AdjSealOpenCall c = { id, opening, passphrase, move_out };
  return adj_store_run_action (store, "opening an envelope", adj_seal_open_run, &c, error);
}
