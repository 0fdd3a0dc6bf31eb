/* adj-store-push-private.h — what the two halves of the push share (adj-store-push.c reads the
 * desk, adj-store-push-target.c writes the target)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-store-private.h"
#include "adj-store-push.h"

G_BEGIN_DECLS

/* One value as the desk stored it. */
typedef struct {
  AdjDbType  type;
  gint64     number;
  GBytes    *bytes;   /* text (NUL-terminated, the NUL not counted) or blob */
} Cell;

/* Rows of WIDTH cells. */
typedef struct {
  guint   width;
  GArray *cells;
} Table;

/* Bind CELL to parameter INDEX of STMT, with the type it was stored with. */
void         adj_push_cell_bind          (const Cell *cell, AdjDbStmt *stmt, int index);
/* The text of a text cell, "" for any other. */
const char  *adj_push_cell_text          (const Cell *cell);
/* Do the stored bytes of CELL equal column COLUMN of STMT? NULL equals NULL. */
gboolean     adj_push_cell_equals_column (const Cell *cell, AdjDbStmt *stmt, int column);
guint        adj_push_table_rows         (const Table *table);
/* The cells of row ROW. */
Cell        *adj_push_table_row          (const Table *table, guint row);

/* ---- what is read from the desk ---- */

/* The event's passphrase check and keys: on the target, read through the
 * view adjourn_event_keys (migration 7), as the event's arbiters may. */
#define EVENT_KEY_COLUMNS "seal_salt, seal_opslimit, seal_memlimit, seal_check, sign_public, sign_secret"
#define EVENT_COLUMNS "name, rules, created_at, chain_id, " EVENT_KEY_COLUMNS
enum { EV_NAME, EV_RULES, EV_CREATED, EV_CHAIN, EV_SALT, EV_OPS, EV_MEM, EV_CHECK, EV_PUBLIC, EV_SECRET, EV_WIDTH };

/* The envelope's own columns, copied as they are. */
#define ENVELOPE_COLUMNS \
  "document, document_hash, rules, position, sealer, sealed_move_number, adjourned_at," \
  " adjourned_unix, resumption_at, resumption_place, state, kind, seal_code, white_scoresheet," \
  " black_scoresheet, opened_at, search, imported_at"
#define ENVELOPE_N_COLUMNS 18
/* A row of the envelopes table: its id here, its uid, its game, then ENVELOPE_COLUMNS and its sealed move. */
enum { EN_ID, EN_UID, EN_ROUND, EN_BOARD, EN_WHITE, EN_BLACK, EN_GAME_STATE, EN_COLUMNS,
       EN_NONCE = EN_COLUMNS + ENVELOPE_N_COLUMNS, EN_CIPHERTEXT, EN_WIDTH };
/* Not document_hash: an envelope's identity, never changed, and not an
 * arbiter's to update on a server (PostgreSQL checks every column SET);
 * compared instead (adj-store-push-target.c). */
#define UPDATE_ENVELOPE \
  "UPDATE envelopes SET document = ?2, state = ?3, kind = ?4, seal_code = ?5," \
  " white_scoresheet = ?6, black_scoresheet = ?7, opened_at = ?8, search = ?9 WHERE id = ?1"

#define OUTCOME_COLUMNS "status, result, reason, document, recorded_at"
enum { OU_ENVELOPE, OU_STATUS, OU_RESULT, OU_REASON, OU_DOCUMENT, OU_RECORDED, OU_WIDTH };

#define CUSTODY_COLUMNS "position, at, happened_at, kind, actor, present, note, prev_hash, hash, document_hash"
enum { CU_POSITION, CU_AT, CU_HAPPENED, CU_KIND, CU_ACTOR, CU_PRESENT, CU_NOTE, CU_PREV, CU_HASH,
       CU_DOCUMENT, CU_ENVELOPE, CU_WIDTH };

enum { SI_POSITION, SI_SIGNATURE, SI_SIGNED, SI_WIDTH };

typedef struct {
  Table event, envelopes, outcomes, custody, signatures;
  /* filled by each run of the target's action */
  GHashTable    *target_ids;   /* desk envelope id → target id (gint64 keys and values) */
  AdjPushReport *report;
} Push;

/* The target's action: run again whole after a conflict, so it starts
 * from nothing each time (adj-store-push-target.c). */
gboolean     adj_store_push_in_transaction (AdjStore *target, gpointer user_data, GError **error);

G_END_DECLS
