/* adj-seal.h — the digital sealed move: encrypted at sealing, readable only at opening
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sealer types the move privately; it is stored only as ciphertext
 * (libsodium secretbox) under a key derived with Argon2id from the event's
 * arbiter passphrase and a random per-event salt. Opening needs the
 * passphrase and writes a custody "opened" entry. The plaintext is never
 * logged, exported or stored in clear, and buffers that held it are wiped.
 *
 * The seal code is a commitment to the move: ten base-32 characters
 * ("K3M9Q-TX2HB") of a BLAKE2b hash of the move keyed with a random salt.
 * It is printed on the paper envelope; the salt travels inside the
 * ciphertext, so the code reveals nothing before opening (trying every
 * legal move against it needs the salt) and proves afterwards that the
 * opened move is the one sealed.
 */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

#define ADJ_SEAL_ERROR (adj_seal_error_quark ())
GQuark adj_seal_error_quark (void);

typedef enum {
  ADJ_SEAL_ERROR_PASSPHRASE,    /* the passphrase is wrong for this event */
  ADJ_SEAL_ERROR_NO_PASSPHRASE, /* the event has no arbiter passphrase yet */
  ADJ_SEAL_ERROR_HAS_PASSPHRASE,/* the event already has one */
  ADJ_SEAL_ERROR_MOVE,          /* an empty or over-long move text */
  ADJ_SEAL_ERROR_CODE,          /* the opened move does not match its seal code */
  ADJ_SEAL_ERROR_CRYPTO,        /* libsodium could not start, or out of memory */
} AdjSealError;

/* Argon2id cost. Stored with the event's salt, so an event keeps the cost
 * it was created with. */
typedef struct {
  guint64 opslimit;
  gsize   memlimit;
} AdjSealLimits;

/* libsodium's interactive limits (the default for events). */
void        adj_seal_limits_interactive  (AdjSealLimits *limits);
/* The smallest limits Argon2id accepts: for tests only. */
void        adj_seal_limits_minimum      (AdjSealLimits *limits);

#define ADJ_SEAL_CODE_SALT_BYTES 16
#define ADJ_SEAL_MOVE_MAX        64    /* bytes of move text */

/* The seal code of MOVE under SALT, "XXXXX-XXXXX" (Crockford base 32). */
char       *adj_seal_code                (const char   *move,
                                          const guint8 *salt,
                                          gsize         salt_length);
/* Does CODE (as typed: any case, with or without the dash, O for 0 and
 * I/L for 1 accepted) commit to MOVE under SALT? */
gboolean    adj_seal_verify_code         (const char   *move,
                                          const guint8 *salt,
                                          gsize         salt_length,
                                          const char   *code);

/* Give the event an arbiter passphrase (once): a random salt, a key check
 * and the event's Ed25519 key pair, which signs its custody chain (the
 * secret key encrypted under the passphrase's key) are stored. LIMITS NULL
 * means interactive. */
gboolean    adj_seal_set_passphrase      (AdjStore            *store,
                                          const char          *event,
                                          const char          *passphrase,
                                          const AdjSealLimits *limits,
                                          GError             **error);
gboolean    adj_seal_event_has_passphrase (AdjStore          *store,
                                           const char        *event,
                                           GError           **error);

/* Whether PASSPHRASE is the arbiter passphrase of EVENT (which must have
 * one): FALSE with ADJ_SEAL_ERROR_PASSPHRASE when it is wrong. Lets a
 * caller refuse before it writes anything that the sealing would need. */
gboolean    adj_seal_check_passphrase    (AdjStore            *store,
                                          const char          *event,
                                          const char          *passphrase,
                                          GError             **error);

/* Seal MOVE into the sealed, paper-so-far envelope ID of an event with a
 * passphrase: it becomes digital; one transaction with a custody "sealed"
 * entry by ACTOR, the head of the event's chain then signed. *CODE (may be
 * NULL) receives the seal code to print. */
gboolean    adj_seal_envelope            (AdjStore   *store,
                                          gint64      id,
                                          const char *passphrase,
                                          const char *move,
                                          const char *actor,
                                          char      **code,
                                          GError    **error);

/* Open the digital envelope ID: decrypt with PASSPHRASE, check the move
 * against its seal code, write it into the document, mark the envelope
 * opened, write the custody "opened" entry and sign the head of the
 * event's chain (one transaction). *MOVE
 * (may be NULL) receives the move: the caller frees it with
 * adj_seal_free_move(). A wrong passphrase changes nothing. */
gboolean    adj_seal_open                (AdjStore          *store,
                                          gint64             id,
                                          const AdjOpening  *opening,
                                          const char        *passphrase,
                                          char             **move,
                                          GError           **error);

/* An event's key, derived once from its passphrase (Argon2id: the slow
 * part, a second or so with the interactive limits) and then used by the
 * writes of one sealing. Kept in locked memory, wiped when freed. */
typedef struct _AdjSealKey AdjSealKey;

/* The key of EVENT from PASSPHRASE; only reads. When the event has a
 * passphrase, PASSPHRASE is checked against it (FALSE with
 * ADJ_SEAL_ERROR_PASSPHRASE when wrong). When it has none, or does not
 * exist yet, the key is new: a random salt under LIMITS (NULL:
 * interactive), which adj_seal_key_store() gives to the event. */
AdjSealKey *adj_seal_key_derive          (AdjStore            *store,
                                          const char          *event,
                                          const char          *passphrase,
                                          const AdjSealLimits *limits,
                                          GError             **error);
gboolean    adj_seal_key_is_new          (const AdjSealKey    *key);
/* For a new KEY: what adj_seal_set_passphrase() writes, without deriving
 * again (ADJ_SEAL_ERROR_HAS_PASSPHRASE when the event got one meanwhile).
 * TRUE and nothing written for a key that is not new. */
gboolean    adj_seal_key_store           (AdjStore            *store,
                                          const AdjSealKey    *key,
                                          const char          *event,
                                          GError             **error);
/* adj_seal_envelope() with a derived key: ADJ_SEAL_ERROR_PASSPHRASE when
 * KEY is not the key of the envelope's event. */
gboolean    adj_seal_envelope_with_key   (AdjStore            *store,
                                          gint64               id,
                                          const AdjSealKey    *key,
                                          const char          *move,
                                          const char          *actor,
                                          char               **code,
                                          GError             **error);
void        adj_seal_key_free            (AdjSealKey          *key);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjSealKey, adj_seal_key_free)

/* Wipe and free a move text. */
void        adj_seal_free_move           (char *move);

G_END_DECLS
