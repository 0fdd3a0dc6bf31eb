/* adj-store.h — the archive: events, rounds, games, envelopes and outcomes in SQLite
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only layer with SQL. An envelope is kept as its JSON document
 * (spec/formats.md, unknown keys and all) plus the columns the archive
 * filters and sorts on, extracted from that document at import. A game
 * adjourned several times has one envelope per session, numbered in the
 * order of their adjournment instants. A digital sealed move lives in a
 * table of its own as ciphertext only (adj-seal.h); the custody log is in
 * adj-custody.h; a player's preparation for every sealed move, kept with
 * the envelope, in adj-store-preparation.h.
 *
 * A store opened for writing keeps the file in WAL mode with
 * synchronous=FULL (a committed envelope survives a power cut), foreign
 * keys on and a busy timeout; every public write is one transaction, all
 * or nothing. Several writes that make one user action are grouped with
 * adj_store_run_in_transaction(). Opening never writes to a file that is
 * not an Adjourn archive, and takes the write lock only to upgrade one.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "adj-envelope.h"

G_BEGIN_DECLS

#define ADJ_STORE_ERROR (adj_store_error_quark ())
GQuark adj_store_error_quark (void);

typedef enum {
  ADJ_STORE_ERROR_OPEN,      /* the file cannot be opened or created */
  ADJ_STORE_ERROR_SCHEMA,    /* not an Adjourn database, or one from a newer program */
  ADJ_STORE_ERROR_DOCUMENT,  /* an envelope/outcome document refused: the key and reason are named */
  ADJ_STORE_ERROR_EXISTS,    /* the envelope is already in the store */
  ADJ_STORE_ERROR_CONFLICT,  /* the document disagrees with what is stored (the event's rules) */
  ADJ_STORE_ERROR_NOT_FOUND, /* no envelope with that id */
  ADJ_STORE_ERROR_STATE,     /* not possible in the envelope's state (opening an opened envelope) */
  ADJ_STORE_ERROR_DB,        /* SQLite failed: the message names the file and the action */
  ADJ_STORE_ERROR_DENIED,    /* a federation's server refused it to this role (not appointed
                              * to the event, the committee opening): the message says so */
} AdjStoreError;

/* The schema this program writes (PRAGMA user_version). */
#define ADJ_STORE_SCHEMA_VERSION 7

/* The environment variable that names another database file (tests, the CLI's --db). */
#define ADJ_STORE_ENV "ADJOURN_DB"

#define ADJ_TYPE_STORE (adj_store_get_type ())
G_DECLARE_FINAL_TYPE (AdjStore, adj_store, ADJ, STORE, GObject)

/* $ADJOURN_DB when set and not empty, else g_get_user_data_dir()/adjourn/adjourn.db. */
char       *adj_store_default_path       (void);

typedef enum {
  /* Read and write: the file (mode 0600) and its folder (0700) are created
   * when missing, and an older schema is brought up to date. */
  ADJ_STORE_OPEN_DEFAULT   = 0,
  /* Never creates, upgrades or writes anything, and works on a file this
   * process cannot write. A missing file is ADJ_STORE_ERROR_OPEN, an empty
   * one ADJ_STORE_ERROR_SCHEMA. A file of an older schema is read as it is
   * (adj_store_get_schema_version() says which). Writes fail with
   * ADJ_STORE_ERROR_DB. */
  ADJ_STORE_OPEN_READ_ONLY = 1 << 0,
} AdjStoreOpenFlags;

/* Open the archive at PATH (NULL means adj_store_default_path()). Another
 * program's SQLite file, or one from a newer Adjourn, is refused with
 * ADJ_STORE_ERROR_SCHEMA and left untouched. */
AdjStore   *adj_store_open_full          (const char        *path,
                                          AdjStoreOpenFlags  flags,
                                          GError           **error);
/* adj_store_open_full() with ADJ_STORE_OPEN_DEFAULT. */
AdjStore   *adj_store_open               (const char *path,
                                          GError    **error);
const char *adj_store_get_path           (AdjStore   *self);

/* The location STORE was opened with, a server's password included: to
 * open the same archive again (a reader in another thread), never to show
 * (adj_store_get_path() is what may be shown). */
char       *adj_store_dup_location       (AdjStore   *self);
/* Does LOCATION name an archive on a PostgreSQL server (a postgresql:// or
 * postgres:// URI) rather than a file? */
gboolean    adj_store_location_is_server (const char *location);
/* LOCATION as it may be shown or logged: a server's URI without its
 * user-info part and its password (adj_store_get_path() names an open
 * archive so); a file's path as it is. */
char       *adj_store_location_display   (const char *location);
/* The password file (libpq's format, adj-pgpass.h) a server's archive is
 * opened with when it holds that server's entry (the window's); NULL, the
 * default (the CLI): libpq's own, PGPASSFILE or ~/.pgpass. Process-wide:
 * set it before opening anything. */
void        adj_store_set_password_file  (const char *path);
/* FALSE with ADJ_STORE_ERROR_OPEN when LOCATION is a server's URI whose
 * user-info holds a raw "/", "?", "#" or a second "@" (a password must be
 * percent-encoded); the message names it without its user-info. */
gboolean    adj_store_location_check     (const char  *location,
                                          GError     **error);
int         adj_store_get_schema_version (AdjStore   *self);

/* Who does a custody step, and when the arbiter says it happened (a
 * resumption recorded the next morning, an event from 1972): both that
 * instant and the moment of writing go into the custody log. */
typedef struct {
  const char        *actor;        /* who did it */
  const char *const *present;      /* others present, NULL-terminated (may be NULL) */
  GDateTime         *happened_at;  /* NULL: now */
} AdjCustodyAct;

/* Add ENVELOPE as one transaction: its event, round and game are created
 * when new, the envelope is added as the game's next session, and a
 * custody "created" entry is written for ACT. A duplicate or a conflict
 * changes nothing. An envelope that holds its sealed move was opened
 * already. On success *ID (may be NULL) is the new id. Sealing (checked,
 * and a digital move) is adj_store_seal() in adj-store-verbs.h. */
gboolean    adj_store_add_envelope         (AdjStore            *self,
                                            AdjEnvelope         *envelope,
                                            const AdjCustodyAct *act,
                                            gint64              *id,
                                            GError             **error);

/* The envelope as stored (a sealed digital one never holds its move). */
AdjEnvelope *adj_store_read_envelope       (AdjStore   *self,
                                            gint64      id,
                                            GError    **error);

/* Import one envelope document (spec/formats.md "adjourn-envelope") as one
 * transaction: its event, round and game are created when new, the
 * envelope is added as the game's next session, and a custody "created"
 * entry is written by ACTOR (NULL: "import"). A bad document, a duplicate
 * or a conflict changes nothing. A document whose sealed_move is set is an
 * envelope already opened. On success *ID (may be NULL) is the new id. */
gboolean    adj_store_import_envelope      (AdjStore   *self,
                                            const char *data,
                                            gssize      length,
                                            const char *actor,
                                            gint64     *id,
                                            GError    **error);
gboolean    adj_store_import_envelope_file (AdjStore   *self,
                                            const char *filename,
                                            const char *actor,
                                            gint64     *id,
                                            GError    **error);

/* The envelope's document as stored (pretty JSON, unknown keys kept). A
 * sealed envelope's sealed_move is null: a digital move is never exported. */
char       *adj_store_export_envelope    (AdjStore   *self,
                                          gint64      id,
                                          GError    **error);

typedef enum {
  ADJ_ENVELOPE_SEALED,        /* closed, in custody */
  ADJ_ENVELOPE_OPENED,
  ADJ_ENVELOPE_LOST,
  ADJ_ENVELOPE_RECONSTRUCTED, /* lost, its position re-established */
  ADJ_ENVELOPE_ANNULLED,      /* the game is annulled: a new game must be played */
} AdjEnvelopeState;

typedef enum {
  ADJ_ENVELOPE_PAPER,   /* the move is typed only at opening */
  ADJ_ENVELOPE_DIGITAL, /* the move is stored encrypted (adj-seal.h) */
} AdjEnvelopeKind;

/* What the archive shows of an envelope: never its sealed move. Strings
 * are "" when the document did not say; times are as written (ISO 8601). */
typedef struct {
  gint64           id;
  gint64           game_id;
  int              session;        /* 1 for the game's first adjournment, 2 … */
  char            *rules;
  char            *event;
  char            *round;
  char            *board;
  char            *white;
  char            *black;
  char            *position;       /* FEN before the sealed move */
  char            *sealer;         /* "white", "black" or "" */
  int              sealed_move_number; /* 0 when not given */
  char            *adjourned_at;
  char            *resumption_at;
  char            *resumption_place;
  AdjEnvelopeState state;
  AdjEnvelopeKind  kind;
  char            *game_state;     /* "adjourned", "playing", "waiting", "finished", "annulled" */
  char            *seal_code;      /* digital envelopes: the code printed on the paper, else "" */
  int              white_scoresheet_found; /* at opening: 1 found, 0 missing, -1 not opened yet */
  int              black_scoresheet_found;
  char            *opened_at;      /* "" until opened */
} AdjEnvelopeInfo;

void        adj_envelope_info_free       (AdjEnvelopeInfo *info);
const char *adj_envelope_state_to_string (AdjEnvelopeState state);
const char *adj_envelope_kind_to_string  (AdjEnvelopeKind kind);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjEnvelopeInfo, adj_envelope_info_free)

AdjEnvelopeInfo *adj_store_get_envelope  (AdjStore   *self,
                                          gint64      id,
                                          GError    **error);

/* Envelopes whose event, round, board, players, place, rules or state
 * contain every word of FILTER (case and accents of letters folded; NULL
 * or "" lists all), newest adjournment first. An array of AdjEnvelopeInfo. */
GPtrArray  *adj_store_list_envelopes     (AdjStore   *self,
                                          const char *filter,
                                          GError    **error);

/* A game's envelopes in session order. */
GPtrArray  *adj_store_list_game_envelopes (AdjStore  *self,
                                           gint64     game_id,
                                           GError   **error);

/* What the arbiter records when an envelope is opened. */
typedef struct {
  const char         *arbiter;           /* who opened it (custody actor) */
  const char *const  *present;           /* who was present, NULL-terminated (may be NULL) */
  const char         *at;                /* ISO 8601 instant, NULL for now */
  gboolean            white_scoresheet;  /* found inside the envelope */
  gboolean            black_scoresheet;
} AdjOpening;

/* Open a paper envelope: MOVE is the sealed move as written on the sheet
 * inside (it goes into the document's sealed_move). A custody "opened"
 * entry names who was present and which scoresheets were found. Digital
 * envelopes are opened with adj_seal_open(). */
gboolean    adj_store_open_envelope      (AdjStore          *self,
                                          gint64             id,
                                          const AdjOpening  *opening,
                                          const char        *move,
                                          GError           **error);

/* Record the outcome (spec/formats.md "Outcome") decided at the opening of
 * envelope ID; the game's state follows its status. One transaction with
 * a custody "outcome" entry for ACT (who, and when it was decided). */
gboolean    adj_store_record_outcome     (AdjStore            *self,
                                          gint64               envelope_id,
                                          const char          *outcome_json,
                                          const AdjCustodyAct *act,
                                          gint64              *outcome_id,
                                          GError             **error);

/* A group of writes: the store's public functions called on STORE. FALSE
 * with ERROR set abandons the whole group. */
typedef gboolean (*AdjStoreWriteFunc) (AdjStore  *store,
                                       gpointer   user_data,
                                       GError   **error);

/* Call FUNC inside one transaction: everything it wrote is kept when it
 * returns TRUE, nothing when it returns FALSE or the commit fails. Each
 * public write FUNC calls stays all or nothing on its own (a savepoint):
 * FUNC may carry on after one fails, without what that one wrote. Groups
 * nest. The custody log chains the group's entries in the order written. */
gboolean    adj_store_run_in_transaction (AdjStore          *self,
                                          AdjStoreWriteFunc  func,
                                          gpointer           user_data,
                                          GError           **error);

/* How many rows a table holds (events, rounds, games, envelopes,
 * sealed_moves, outcomes, custody, preparations): for status displays and tests. */
gint64      adj_store_count              (AdjStore   *self,
                                          const char *table,
                                          GError    **error);

G_END_DECLS
