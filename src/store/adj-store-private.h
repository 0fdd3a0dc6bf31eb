/* adj-store-private.h — what the store's own files share (not for other layers)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-custody.h"
#include "adj-db.h"
#include "adj-envelope.h"
#include "adj-seal.h"
#include "adj-store.h"

G_BEGIN_DECLS

/* "Adjn": PRAGMA application_id, so that another program's SQLite file is
 * refused instead of being given our tables. */
#define ADJ_STORE_APPLICATION_ID 0x41646a6e

AdjDb     *adj_store_get_db        (AdjStore *self);

/* MESSAGE, a federation's server refusing this connection's role
 * (ADJ_DB_ERROR_DENIED), in the archive's terms (adj-store-roles.c). */
char      *adj_store_describe_denial (AdjStore   *self,
                                      const char *message);

/* Set ERROR to ADJ_STORE_ERROR_DB: "PATH: WHAT: the database's message"
 * (its last failure, adj_db_errmsg()). */
void       adj_store_set_db_error  (AdjStore   *self,
                                    GError    **error,
                                    const char *what);

/* Run SQL (several statements may follow each other); FALSE with
 * ADJ_STORE_ERROR_DB naming WHAT. */
gboolean   adj_store_exec          (AdjStore   *self,
                                    const char *sql,
                                    const char *what,
                                    GError    **error);

/* adj_db_begin() and its commit and rollback (a transaction, or inside
 * one, a savepoint), WHAT naming the action in errors. Each successful
 * begin is closed by exactly one commit or one rollback: a failed begin
 * has opened nothing, and a failed commit has already rolled its level
 * back. */
gboolean   adj_store_begin         (AdjStore *self, const char *what, GError **error);
gboolean   adj_store_commit        (AdjStore *self, const char *what, GError **error);
void       adj_store_rollback      (AdjStore *self);

/* A prepared statement, or NULL with ERROR set. */
AdjDbStmt *adj_store_prepare       (AdjStore   *self,
                                    const char *sql,
                                    const char *what,
                                    GError    **error);

/* Bind envelope ID to the first parameter of STMT (which selects one
 * envelope by id) and step to its row: FALSE with ADJ_STORE_ERROR_NOT_FOUND
 * when there is no such envelope, or the database's error. */
gboolean   adj_store_step_envelope (AdjStore     *self,
                                    AdjDbStmt    *stmt,
                                    gint64        id,
                                    const char   *what,
                                    GError      **error);

/* Inside a transaction: the envelope's state, kind and event id; FALSE
 * with ADJ_STORE_ERROR_NOT_FOUND when there is no such envelope. */
gboolean   adj_store_envelope_row  (AdjStore          *self,
                                    gint64             id,
                                    AdjEnvelopeState  *state,
                                    AdjEnvelopeKind   *kind,
                                    gint64            *event_id,
                                    GError           **error);

/* Inside a transaction: change the envelope's state (and its search text). */
gboolean   adj_store_set_envelope_state (AdjStore         *self,
                                         gint64            id,
                                         AdjEnvelopeState  state,
                                         GError          **error);

/* Inside a transaction: write MOVE into the document, mark the envelope
 * opened with what was found, and append the custody "opened" entry. */
gboolean   adj_store_finish_opening (AdjStore         *self,
                                     gint64            id,
                                     const AdjOpening *opening,
                                     const char       *move,
                                     GError          **error);

/* Inside a transaction: the envelope's event, round and game (created
 * when new), its row, and its custody "created" entry, whose note names
 * SOURCE ("import", "sealing"). *ID receives the new envelope's id. */
gboolean   adj_store_insert_envelope (AdjStore            *self,
                                      AdjEnvelope         *envelope,
                                      const AdjCustodyAct *act,
                                      const char          *source,
                                      gint64              *id,
                                      GError             **error);

/* Inside a transaction: append a custody entry (any kind). NOTE (may be
 * NULL) holds the entry's fields, never a sealed move; it is stored as a
 * JSON object and rendered in the reader's language when shown. */
gboolean   adj_custody_append_in_transaction (AdjStore            *store,
                                              gint64               envelope_id,
                                              AdjCustodyKind       kind,
                                              const AdjCustodyAct *act,
                                              JsonObject          *note,
                                              gint64              *seq,
                                              GError             **error);

/* ---- adj-custody.c, adj-custody-chain.c: the hash chains ---- */

#define ADJ_CUSTODY_HASH_BYTES 32

/* What a custody row's hash covers, besides the previous row's hash. */
typedef struct {
  const char   *chain;           /* adj_custody_chain_label(); NULL for a legacy row */
  gint64        position;        /* in its chain; a legacy row: its seq */
  const char   *at;
  const char   *happened_at;     /* NULL in rows written before schema 2 */
  const char   *kind;
  const char   *envelope;        /* a chained row: the envelope's uid; a legacy row: its id; "" for none */
  const char   *actor;
  const char   *present;
  const char   *note;
  const guint8 *document;        /* a chained row: the document hash it recorded, or NULL */
  gsize         document_length;
} AdjCustodyRow;

/* BLAKE2b-256 of PREV and ROW's canonical content: "adjourn-custody-1"
 * (legacy, no happened_at), "-2" (legacy with it) or "-3" (a chained row)
 * then each field as "name=length:bytes\n". */
void       adj_custody_row_hash    (const guint8         prev[ADJ_CUSTODY_HASH_BYTES],
                                    const AdjCustodyRow *row,
                                    guint8               out[ADJ_CUSTODY_HASH_BYTES]);

/* The name a chain is hashed under: "event:" and the event's chain id, or
 * "archive" for CHAIN_ID NULL. */
char      *adj_custody_chain_label (const char *chain_id);

/* EVENT's id (0 for NULL: the archive-level chain), in an archive with
 * chains: ADJ_CUSTODY_ERROR_INVALID in one without (schema 2),
 * ADJ_STORE_ERROR_NOT_FOUND naming an unknown event. */
gboolean   adj_custody_chain_of    (AdjStore    *store,
                                    const char  *event,
                                    gint64      *event_id,
                                    GError     **error);

/* BLAKE2b-256 of an envelope's stored document text, as the custody log
 * records it. */
void       adj_custody_document_hash (const char *document,
                                      guint8      out[ADJ_CUSTODY_HASH_BYTES]);

/* Inside a transaction, before a verb changes envelope ID's document: is
 * the stored document still the one the log last recorded? FALSE with
 * ADJ_CUSTODY_ERROR_BROKEN naming the envelope when it was edited behind
 * the log (TRUE when no entry recorded it: an envelope of schema 2). */
gboolean   adj_custody_check_document_in_transaction (AdjStore  *store,
                                                      gint64     envelope_id,
                                                      GError   **error);

/* Inside a transaction: sign the newest row of EVENT_ID's chain with the
 * event's Ed25519 SECRET_KEY (crypto_sign_SECRETKEYBYTES); nothing when
 * the chain has no row. */
gboolean   adj_custody_sign_head_in_transaction (AdjStore     *store,
                                                 gint64        event_id,
                                                 const guint8 *secret_key,
                                                 GError      **error);

/* Inside a transaction: encrypt MOVE into the paper-so-far envelope ID
 * under the event KEY and write the custody "sealed" entry for ACT. */
gboolean   adj_seal_write          (AdjStore            *store,
                                    gint64               id,
                                    const AdjSealKey    *key,
                                    const char          *move,
                                    const AdjCustodyAct *act,
                                    char               **code,
                                    GError             **error);

/* The key of envelope ID's event from PASSPHRASE (checked), derived
 * before a transaction; NULL without error when the event has no
 * passphrase. *EVENT_ID receives the envelope's event. */
AdjSealKey *adj_seal_key_for_envelope (AdjStore   *store,
                                       gint64      id,
                                       const char *passphrase,
                                       gint64     *event_id,
                                       GError    **error);

/* The digital envelope ID's move, decrypted with its event's KEY and
 * checked against its seal code, without writing anything (the resumption
 * writes the opening with its outcome). Free it with adj_seal_free_move(). */
char      *adj_seal_reveal_with_key (AdjStore         *store,
                                     gint64            id,
                                     const AdjSealKey *key,
                                     GError          **error);

/* Inside a transaction: sign the head of EVENT_ID's custody chain with the
 * event's signing key, which KEY (the event's passphrase key) unlocks; an
 * event that has none yet (its passphrase set before schema 3) is given
 * one first. ADJ_SEAL_ERROR_CRYPTO when the stored key pair was altered. */
gboolean   adj_seal_sign_head      (AdjStore         *store,
                                    gint64            event_id,
                                    const AdjSealKey *key,
                                    GError          **error);

/* The store's fail points: TRUE, with ERROR set as if SQLite had failed,
 * when POINT is the one set for the next write (tests only). */
gboolean   adj_store_fail_point    (AdjStore   *self,
                                    const char *point,
                                    GError    **error);

/* Now, as the store writes instants ("2026-11-24T22:58:25Z"). */
char      *adj_store_now_text      (void);

/* An envelope read from a document given to the store, its errors as
 * ADJ_STORE_ERROR_DOCUMENT naming the key. */
AdjEnvelope *adj_store_envelope_from_data (const char *data,
                                           gssize      length,
                                           GError    **error);

/* The envelope columns adj_store_info_from_row() reads, in its order;
 * SESSION is the SQL for the session number. They name the tables as
 * ADJ_STORE_INFO_FROM joins them; more columns may follow them. */
#define ADJ_STORE_INFO_COLUMNS(SESSION) \
  "e.id, e.game_id, " SESSION ", e.rules, ev.name, r.name, g.board, g.white, g.black," \
  " e.position, e.sealer, e.sealed_move_number, e.adjourned_at, e.resumption_at," \
  " e.resumption_place, e.state, e.kind, g.state, e.seal_code, e.white_scoresheet," \
  " e.black_scoresheet, e.opened_at"
#define ADJ_STORE_INFO_N_COLUMNS 22
#define ADJ_STORE_INFO_FROM \
  " FROM envelopes e JOIN games g ON g.id = e.game_id JOIN rounds r ON r.id = g.round_id" \
  " JOIN events ev ON ev.id = r.event_id"

/* The envelope summary of a row selected with ADJ_STORE_INFO_COLUMNS. */
AdjEnvelopeInfo *adj_store_info_from_row (AdjDbStmt *stmt);

/* Tests only: make the next import fail at the named step ("after-game",
 * "after-envelope", "before-commit") as if SQLite had failed there. */
void       adj_store_set_fail_point (AdjStore *self, const char *point);

/* Tests only: adj_store_open_full() with fail point POINT armed while it
 * opens ("migration-N": right after migration N's SQL, before its version
 * is written). */
AdjStore  *adj_store_open_with_fail_point (const char        *path,
                                           AdjStoreOpenFlags  flags,
                                           const char        *point,
                                           GError           **error);

/* ---- adj-store-schema.c ---- */

/* Create PATH (mode 0600) and its folder (0700) when missing. */
/* FUNC as one user action named WHAT (in the store's errors): its own
 * transaction, run again whole after a conflict (adj_db_run_transaction()).
 * Inside another transaction, a savepoint of it. */
gboolean   adj_store_run_action     (AdjStore          *self,
                                     const char        *what,
                                     AdjStoreWriteFunc  func,
                                     gpointer           user_data,
                                     GError           **error);

gboolean   adj_store_create_file    (const char *path,
                                     GError    **error);

/* Put the file in WAL mode; ADJ_STORE_ERROR_OPEN when it cannot be. */
gboolean   adj_store_use_write_ahead_log (AdjStore  *self,
                                          GError   **error);

/* The SQL of migration VERSION (1 … ADJ_STORE_SCHEMA_VERSION), or NULL:
 * what builds a file of an earlier version, for tests. */
const char *adj_store_schema_sql    (int version);
/* The same in DIALECT's SQL (PostgreSQL's differs). */
const char *adj_store_schema_sql_for (AdjDbDialect dialect, int version);

/* Migration 4 on PostgreSQL: roles, privileges, row-level security
 * (adj-store-access.c). */
extern const char adj_store_access_pg_sql[];
/* Migration 7 on PostgreSQL: the events' key material read only through
 * the view adjourn_event_keys, by the owner and the event's own arbiters
 * (adj-store-access.c). */
extern const char adj_store_keys_pg_sql[];

/* Is the file an Adjourn archive this program can read? One read, nothing
 * written: *VERSION is its schema version, 0 for an empty database (which
 * becomes an archive once migrated). Another program's file, a file with
 * tables but no Adjourn schema, and a newer schema are ADJ_STORE_ERROR_SCHEMA. */
gboolean   adj_store_schema_read    (AdjStore  *self,
                                     int       *version,
                                     GError   **error);

/* Take the write lock and bring the schema up to ADJ_STORE_SCHEMA_VERSION
 * (reading the version again under the lock), in one transaction. */
gboolean   adj_store_schema_migrate (AdjStore  *self,
                                     GError   **error);

/* ---- shared by the verbs (adj-store-verbs.c, -sealing.c, -resume.c, -lost.c) ---- */

/* What a simple verb hands its step: who, and the one text it records. */
typedef struct {
  const AdjCustodyAct *act;
  const char          *text;
} AdjStoreStep;

typedef gboolean (*AdjStoreStepFunc) (AdjStore *self, gint64 id, const AdjStoreStep *data, GError **error);

/* The errors a verb refuses with: an envelope in another state than NEEDED,
 * an act without its actor, a required text empty (MISSING says which). */
gboolean   adj_store_state_error   (GError **error, gint64 id, AdjEnvelopeState state, const char *needed);
gboolean   adj_store_need_actor    (const AdjCustodyAct *act, GError **error);
gboolean   adj_store_need_text     (const char *text, const char *missing, GError **error);
/* STEP run on envelope ID in its own transaction when it is in state FROM. */
gboolean   adj_store_run_step      (AdjStore *self, gint64 id, const AdjCustodyAct *act, AdjEnvelopeState from,
                                    const char *what, AdjStoreStepFunc step, const char *text, GError **error);
/* Inside a transaction: the state of envelope ID's game set to STATE. */
gboolean   adj_store_set_game_state (AdjStore *self, gint64 envelope_id, const char *state, const char *what,
                                     GError **error);
/* Inside a transaction: the status of envelope ID's newest outcome ("" when none). */
char      *adj_store_last_status   (AdjStore *self, gint64 id, GError **error);
/* Inside a transaction: OUTCOME_JSON recorded as the envelope's outcome. */
gboolean   adj_store_insert_outcome_text (AdjStore *self, gint64 envelope_id, const char *outcome_json,
                                          const AdjCustodyAct *act, GError **error);
/* Inside a transaction: the game annulled for REASON (adj-store-lost.c). */
gboolean   adj_store_annul_in_transaction (AdjStore *self, gint64 id, const AdjCustodyAct *act, const char *reason,
                                           GError **error);

G_END_DECLS
