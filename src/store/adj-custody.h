/* adj-custody.h — the append-only custody log of the envelopes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every hand an envelope passes through is a row: created, checked by the
 * arbiter, handed over, its move sealed, opened (with who was present),
 * lost, reconstructed, its outcome recorded, its game annulled, a fact
 * corrected. Triggers refuse UPDATE and DELETE outright; what follows is
 * for someone who writes the file with another program.
 *
 * Chains. Each event has a chain of its own: every row about one of its
 * envelopes is linked to the previous row of the same chain, at its
 * position (1, 2 …) there, and stores the BLAKE2b hash of that previous
 * row's hash and of its own canonical content. Rows about no envelope form
 * the archive-level chain. Rows written before schema 3 form the legacy
 * chain, one for the whole archive, verified as they were written. A row
 * edited, deleted, inserted or moved breaks its chain at that row. What an
 * event's chain hashes never names a row id of this file (the event by a
 * random chain id, envelopes by a random uid, no seq), so an event's chain
 * can be carried to another archive and verified there on its own.
 *
 * Documents. The entries that write an envelope's document ("created",
 * "opened") record its hash in their hashed content; verification hashes
 * every stored document again and compares it with the last entry that
 * recorded it, so clocks or a position edited in the file name their
 * envelope.
 *
 * Heads on paper. Whoever can write the file can still recompute a whole
 * chain, or cut its last rows. adj_custody_event_head() gives a short text
 * of an event chain's newest row ("12-3F2A-91C0-7B4D-E810": its position
 * and the first 16 hex digits of its hash) for the printed envelope face
 * and the event report; adj_custody_verify_head() checks one noted then:
 * a rewritten history or a cut tail shows.
 *
 * Signatures. An event with an arbiter passphrase has an Ed25519 key pair
 * (adj-seal.h); its secret key opens only with the passphrase. Every verb
 * given the passphrase (a digital sealing, opening or resumption) signs the
 * head of the chain it leaves, which vouches for every earlier row of that
 * chain through the links: verification checks each signature against the
 * event's public key and says how far each chain is signed. A signature
 * cannot be forged without the passphrase, but it can be deleted: then
 * the chain is reported signed less far, which only a head or a public key
 * noted on paper shows to be wrong.
  */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

#define ADJ_CUSTODY_ERROR (adj_custody_error_quark ())
GQuark adj_custody_error_quark (void);

typedef enum {
  ADJ_CUSTODY_ERROR_BROKEN, /* the chain is broken: the message names the first bad row, or the
                             * envelope whose document was edited, or how a head noted differs */
  ADJ_CUSTODY_ERROR_INVALID,/* a bad argument (unknown kind, a head text that cannot be read) */
} AdjCustodyError;

typedef enum {
  ADJ_CUSTODY_CREATED,
  ADJ_CUSTODY_CHECKED,      /* checked by the arbiter */
  ADJ_CUSTODY_HANDED_OVER,
  ADJ_CUSTODY_SEALED,       /* a digital move stored encrypted */
  ADJ_CUSTODY_OPENED,
  ADJ_CUSTODY_LOST,
  ADJ_CUSTODY_RECONSTRUCTED,
  ADJ_CUSTODY_OUTCOME,
  ADJ_CUSTODY_ANNULLED,     /* the game annulled (a lost envelope that cannot be rebuilt) */
  ADJ_CUSTODY_CORRECTED,    /* an outcome put right: a new entry, never an edit */
  ADJ_CUSTODY_ADJOURNED_AGAIN, /* the game went on from this envelope and was adjourned again:
                                * a new envelope continues it (README: "adjourned-again") */
  ADJ_CUSTODY_N_KINDS
} AdjCustodyKind;

const char *adj_custody_kind_to_string   (AdjCustodyKind kind);
/* The kind for a word ("handed-over"), or -1. */
int         adj_custody_kind_from_string (const char *word);

typedef struct {
  gint64         seq;          /* rising in the order written (on PostgreSQL with gaps
                                * where an action was rolled back) */
  char          *at;           /* ISO 8601 instant (UTC): when the entry was written */
  char          *happened_at;  /* when the arbiter says it happened (UTC); "at" for older rows */
  AdjCustodyKind kind;
  gint64         envelope_id;  /* 0 for an entry about no envelope */
  char          *actor;
  char         **present;      /* NULL-terminated, empty when nobody was named */
  char          *note;         /* a JSON object of the entry's fields (free text in rows
                                * written before notes were structured) */
  char          *hash;         /* hex */
  gint64         position;     /* its place in its chain (1, 2 …); 0 for a legacy row */
} AdjCustodyEntry;

void        adj_custody_entry_free       (AdjCustodyEntry *entry);
/* The entry as JSON: its fields, "note" as an object (a string for older
 * rows) and "description", the entry in the reader's language. */
JsonNode   *adj_custody_entry_to_json    (const AdjCustodyEntry *entry);
/* What the entry says happened, one sentence in the reader's language. */
char       *adj_custody_entry_describe   (const AdjCustodyEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCustodyEntry, adj_custody_entry_free)

/* Append one entry as its own transaction. For LOST and RECONSTRUCTED the
 * envelope's state changes with it; OPENED, SEALED, CREATED, OUTCOME,
 * ANNULLED and CORRECTED are written by the store operations that do those
 * things and refused here.
 * ENVELOPE_ID 0 is an entry about no envelope. NOTE must never hold a
 * sealed move. */
gboolean    adj_custody_append           (AdjStore           *store,
                                          gint64              envelope_id,
                                          AdjCustodyKind      kind,
                                          const char         *actor,
                                          const char *const  *present,
                                          const char         *note,
                                          gint64             *seq,
                                          GError            **error);

/* The entries about ENVELOPE_ID (0: all), oldest first; AdjCustodyEntry. */
GPtrArray  *adj_custody_list             (AdjStore   *store,
                                          gint64      envelope_id,
                                          GError    **error);

/* Walk every chain (adj_custody_check() with EVENT NULL). TRUE when all
 * hold; else FALSE with ADJ_CUSTODY_ERROR_BROKEN naming the first bad row,
 * whose seq goes to *BAD_SEQ (may be NULL; 0 when what is bad is an
 * envelope's document or a signature's missing row). *N_ROWS (may be
 * NULL) counts the rows checked. */
gboolean    adj_custody_verify           (AdjStore   *store,
                                          gint64     *n_rows,
                                          gint64     *bad_seq,
                                          GError    **error);

/* The newest row of the whole log (whichever chain) as 16 hex digits in
 * groups of four ("3f2a-91c0-…"), or "genesis" for an empty log. For
 * paper, adj_custody_event_head() is the one to note: it can be checked. */
char       *adj_custody_head             (AdjStore   *store,
                                          GError    **error);

typedef enum {
  ADJ_CUSTODY_CHAIN_LEGACY,  /* the rows written before schema 3 */
  ADJ_CUSTODY_CHAIN_ARCHIVE, /* the rows about no envelope */
  ADJ_CUSTODY_CHAIN_EVENT,   /* one event's rows */
} AdjCustodyChainKind;

/* One chain as verification found it. */
typedef struct {
  AdjCustodyChainKind kind;
  char   *event;           /* ADJ_CUSTODY_CHAIN_EVENT: the event's name, else NULL */
  gint64  rows;            /* rows in the chain: its newest position */
  char   *head;            /* its head, as adj_custody_event_head() writes it */
  gint64  signed_through;  /* the newest position whose signature holds (0: none) */
  char   *public_key;      /* the event's Ed25519 public key in hex, or NULL */
} AdjCustodyChain;

void        adj_custody_chain_free       (AdjCustodyChain *chain);
/* The chain as JSON: "chain" ("legacy", "archive", "event"), "event",
 * "rows", "head", "signed_through", "public_key". */
JsonNode   *adj_custody_chain_to_json    (const AdjCustodyChain *chain);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCustodyChain, adj_custody_chain_free)

/* What adj_custody_check() found. */
typedef struct {
  gint64     rows;          /* rows checked */
  gint64     documents;     /* envelope documents checked against the entry that recorded them */
  gint64     bad_seq;       /* when broken: the first bad row's seq, or 0 */
  gint64     bad_envelope;  /* when broken by an edited document: its envelope, or 0 */
  GPtrArray *chains;        /* AdjCustodyChain: legacy, archive, then the events by name */
} AdjCustodyCheck;

void        adj_custody_check_clear      (AdjCustodyCheck *check);

/* Verify EVENT's chain, the documents of its envelopes and its signatures,
 * reading nothing of any other chain (EVENT NULL: every chain, and that
 * the rows' seqs run 1, 2 … without a gap: on PostgreSQL, whose seqs have
 * gaps, only the legacy rows'). TRUE when all hold; FALSE
 * with ADJ_CUSTODY_ERROR_BROKEN saying the first thing that does not, or
 * ADJ_STORE_ERROR_NOT_FOUND for an unknown event. CHECK (may be NULL) is
 * filled either way with what was found up to there; clear it with
 * adj_custody_check_clear(). */
gboolean    adj_custody_check            (AdjStore        *store,
                                          const char      *event,
                                          AdjCustodyCheck *check,
                                          GError         **error);

/* The head of EVENT's chain (NULL: the archive-level chain): the newest
 * row's position, a dash and the first 16 hex digits of its hash in
 * groups of four, upper case ("12-3F2A-91C0-7B4D-E810"); "0-0000-0000-
 * 0000-0000" for a chain with no row yet. ADJ_STORE_ERROR_NOT_FOUND for
 * an unknown event. Reads only. */
char       *adj_custody_event_head       (AdjStore    *store,
                                          const char  *event_name,
                                          GError     **error);

/* EVENT's Ed25519 public key in hex (64 digits), to print with its head;
 * NULL without error when the event has no key pair (no passphrase). */
char       *adj_custody_event_public_key (AdjStore    *store,
                                          const char  *event_name,
                                          GError     **error);

/* Is HEAD, a head noted on paper, still in EVENT's chain (NULL: in any
 * chain of the archive)? The row at its position must still have a hash
 * beginning with the digits noted (at least 8; case, spaces and dashes do
 * not matter). FALSE with ADJ_CUSTODY_ERROR_BROKEN when the row there is
 * another (a rewritten history) or the chain is shorter (a cut tail),
 * ADJ_CUSTODY_ERROR_INVALID when HEAD cannot be read. *SEQ (may be NULL)
 * receives the seq of the row at that position, 0 when there is none. */
gboolean    adj_custody_verify_head      (AdjStore    *store,
                                          const char  *event_name,
                                          const char  *head,
                                          gint64      *seq,
                                          GError     **error);

G_END_DECLS
