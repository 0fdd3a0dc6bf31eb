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
 *
 * This file seals and opens envelopes (and makes the seal code); the keys
 * they use — derived from the passphrase, stored, checked, the signing key
 * pair — are made in adj-seal-key.c (adj-seal-private.h).
 */
#define G_LOG_DOMAIN "adjourn-seal"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-seal-private.h"
#include "adj-store-private.h"

G_DEFINE_QUARK (adj-seal-error-quark, adj_seal_error)

/* Every payload (code salt + move + padding) has this one size, so the
 * ciphertext's length says nothing about the move's. */
#define PAYLOAD_BYTES 96
G_STATIC_ASSERT (ADJ_SEAL_CODE_SALT_BYTES + ADJ_SEAL_MOVE_MAX < PAYLOAD_BYTES);

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

/* The envelope's own key: a ciphertext moved to another envelope of the
 * same event does not open there. */
static guint8 *
envelope_key (const guint8 *event_key, gint64 envelope_id, GError **error)
{
  guint8 *key = adj_seal_key_new_raw (error);
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
  if (!adj_seal_sodium_ready (error) || !check_move (move, error))
    return FALSE;
  gint64 event_id = envelope_event (store, id, error);
  if (event_id == 0)
    return FALSE;
  guint8 *ekey = adj_seal_event_key (store, event_id, passphrase, derived, error);
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
  if (!adj_seal_sign_head_raw (store, event_id, ekey, error))
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
  AdjDbStep step = adj_db_stmt_step (stmt);
  if (step == ADJ_DB_STEP_FAILED)
    {
      /* A server's refusal (an arbiter of another event) is not a lost move. */
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  if (step != ADJ_DB_STEP_ROW)
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
  if (!adj_seal_sodium_ready (error) || !adj_store_envelope_row (store, id, NULL, NULL, &event_id, error))
    return NULL;
  *event_id_out = event_id;
  g_autoptr(GError) local = NULL;
  if (!adj_seal_has_passphrase (store, event_id, &local))
    {
      if (local)
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  guint8 *raw = adj_seal_event_key (store, event_id, passphrase, NULL, error);
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
  if (!adj_seal_sodium_ready (error) || !(ekey = adj_seal_event_key (store, event_id, passphrase, NULL, error)))
    goto fail;
  payload = reveal (store, id, ekey, &move, error);
  /* The passphrase is here: the chain's head the opening leaves is signed. */
  if (!payload || !adj_store_finish_opening (store, id, opening, move, error)
      || !adj_seal_sign_head_raw (store, event_id, ekey, error))
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
