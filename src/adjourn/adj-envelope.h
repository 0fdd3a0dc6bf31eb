/* adj-envelope.h — a sealed-move envelope and its file (spec/formats.md)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The envelope keeps the JSON object it was read from, so that keys a newer
 * program wrote survive being read and written here. Reading checks the
 * type of every key it knows and refuses the whole file at the first bad
 * one, naming the key; whether the envelope is complete for its rules
 * profile is the envelope check's business, not the reader's.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "chess-game.h"
#include "chess-notation.h"

#include "adj-profile.h"

G_BEGIN_DECLS

#define ADJ_ENVELOPE_ERROR (adj_envelope_error_quark ())

typedef enum {
  ADJ_ENVELOPE_ERROR_SYNTAX,   /* not JSON, or not an object */
  ADJ_ENVELOPE_ERROR_FORMAT,   /* "format" is not "adjourn-envelope", or an unknown "version" */
  ADJ_ENVELOPE_ERROR_MISSING,  /* a key every envelope has is missing */
  ADJ_ENVELOPE_ERROR_TYPE,     /* a value of the wrong JSON type */
  ADJ_ENVELOPE_ERROR_VALUE,    /* the right type, but not a valid value (FEN, instant, side …) */
} AdjEnvelopeError;

GQuark adj_envelope_error_quark (void);

#define ADJ_TYPE_ENVELOPE (adj_envelope_get_type ())

G_DECLARE_FINAL_TYPE (AdjEnvelope, adj_envelope, ADJ, ENVELOPE, GObject)

AdjEnvelope *adj_envelope_new_from_data   (const char *data, gssize length, GError **error);
AdjEnvelope *adj_envelope_new_from_object (JsonObject *object, GError **error);

/* The whole object, unknown keys included, for writing back. */
JsonObject  *adj_envelope_get_object      (AdjEnvelope *self);
char        *adj_envelope_to_data         (AdjEnvelope *self, gsize *length);

/* Whether the file gives 'key' (a dotted path such as "time_used.white")
 * a value other than null. */
gboolean     adj_envelope_has             (AdjEnvelope *self, const char *key);

const char          *adj_envelope_get_rules    (AdjEnvelope *self);
const char          *adj_envelope_get_string   (AdjEnvelope *self, const char *key);
/* -1 when absent. */
gint64               adj_envelope_get_int      (AdjEnvelope *self, const char *key);
const ChessPosition *adj_envelope_get_position (AdjEnvelope *self);
/* CHESS_WHITE or CHESS_BLACK; -1 when no sealer is given. */
int                  adj_envelope_get_sealer   (AdjEnvelope *self);
ChessLang            adj_envelope_get_notation (AdjEnvelope *self);
/* NULL when absent. */
GDateTime           *adj_envelope_get_instant  (AdjEnvelope *self, const char *key);

/* ---- building an envelope ------------------------------------------------ */

/* What an envelope is built from (the sealing walkthrough, the sample
 * event, tests). Strings NULL or "" are "not given", as are the negative
 * numbers and NULL instants: the envelope then leaves the key out, so that
 * the check names it where the profile requires it. */
typedef struct {
  const char *rules;              /* profile id; required */
  const char *event;
  const char *round;
  const char *board;
  const char *white;
  const char *black;
  const char *position;           /* FEN before the sealed move; required */
  const char *game_start;         /* the game record's start ("startpos" or a FEN) */
  const char *const *game_moves;  /* its moves up to the position, NULL-terminated; NULL: no record */
  const char *notation;           /* scoresheet language ("ca") */
  const char *time_control;       /* PGN TimeControl, as typed */
  gint64      time_used[2];       /* seconds, indexed by CHESS_WHITE/CHESS_BLACK; -1 */
  GDateTime  *adjourned_at;
  GDateTime  *session_end;
  int         sealer;             /* CHESS_WHITE, CHESS_BLACK, or -1 */
  int         sealed_move_number; /* 0 */
  int         draw_offer;         /* CHESS_WHITE, CHESS_BLACK, or -1 for none standing */
  GDateTime  *resumption_at;
  const char *resumption_place;
  const char *pieces_in_words[2]; /* FCE 11.1 */
  gboolean    signed_by[2];       /* FCE 11.1: each player signed the envelope */
  const char *arbiter;            /* who checks it (FCE signature) */
  const char *sealed_move;        /* only for an envelope already opened; NULL while sealed */
  AdjEnvelope *previous;          /* a game adjourned again: the envelope of the session before */
  gboolean    engine_analysis_forbidden; /* the event forbids engine analysis of the position */
} AdjEnvelopeFields;

/* Fields with nothing given: every number -1 (sealed_move_number 0). */
void         adj_envelope_fields_init     (AdjEnvelopeFields *fields);

/* An envelope from FIELDS: every given field under its key, draw_offer
 * always (null when none stands), sealed_move null unless given. FCE's
 * signatures are written when a player signed, with the arbiter's name.
 * Refused, naming the field, when a value is not valid (a bad FEN). */
AdjEnvelope *adj_envelope_new_from_fields (const AdjEnvelopeFields *fields,
                                           GError                 **error);

/* The same envelope with its sealed move set to MOVE (NULL: closed again,
 * the key null): opening makes a new value, the stored one never changes
 * behind the reader's back. */
AdjEnvelope *adj_envelope_with_sealed_move (AdjEnvelope *self,
                                            const char  *move);

/* Take the sealed move out of SELF (a digital sealing: the move must not
 * reach the stored or hashed document). Returns the move (NULL when there
 * was none), to be wiped by the caller; the text inside SELF is wiped and
 * the key set to null. */
char        *adj_envelope_take_sealed_move (AdjEnvelope *self);

/* ---- what an envelope says ---------------------------------------------- */

/* NULL when not given. */
const char  *adj_envelope_get_event          (AdjEnvelope *self);
const char  *adj_envelope_get_round          (AdjEnvelope *self);
const char  *adj_envelope_get_board          (AdjEnvelope *self);
/* SIDE is CHESS_WHITE or CHESS_BLACK. */
const char  *adj_envelope_get_player         (AdjEnvelope *self, int side);
const char  *adj_envelope_get_fen            (AdjEnvelope *self);
const char  *adj_envelope_get_time_control   (AdjEnvelope *self);
const char  *adj_envelope_get_resumption_place (AdjEnvelope *self);
const char  *adj_envelope_get_pieces_in_words (AdjEnvelope *self, int side);
/* The arbiter's signature (FCE 11.1). */
const char  *adj_envelope_get_arbiter        (AdjEnvelope *self);
/* -1 when not given; signed_by FALSE when not given. */
gint64       adj_envelope_get_time_used      (AdjEnvelope *self, int side);
gboolean     adj_envelope_get_signed         (AdjEnvelope *self, int side);
/* 0 when not given. */
int          adj_envelope_get_sealed_move_number (AdjEnvelope *self);
/* The side whose offer stands, or -1. *STATED (may be NULL) says whether
 * the envelope answers at all (draw_offer present, null meaning none). */
int          adj_envelope_get_draw_offer     (AdjEnvelope *self, gboolean *stated);

/* What happened when the move was sealed (the envelope's "sealing",
 * beyond formats.md): nothing of the sealed move itself, which stays
 * sealed. */
typedef enum {
  ADJ_SEALING_MOVE_KEPT = 0,                  /* not changed, or not said */
  ADJ_SEALING_CHANGED_BEFORE_CLOCK_STOPPED,   /* "before_clock_stopped": allowed */
  ADJ_SEALING_CHANGED_AFTER_CLOCK_STOPPED,    /* "after_clock_stopped": does not count */
} AdjSealingChange;

typedef struct {
  AdjSealingChange move_changed;   /* "sealing.move_changed" */
  gboolean         moved_on_board; /* "sealing.moved_on_board": a move made after the order to seal */
  gboolean         left_seat;      /* "sealing.left_seat": left the seat before stopping the clocks */
} AdjSealingFacts;

/* What the envelope says of its sealing; everything false when silent. */
void         adj_envelope_get_sealing        (AdjEnvelope *self, AdjSealingFacts *sealing);
gboolean     adj_envelope_has_game_record    (AdjEnvelope *self);
/* Whether an engine may analyse the adjourned position: FALSE when the
 * event forbade it (the README's extension key "engine_analysis": false),
 * TRUE otherwise. Every face that offers engine analysis of an envelope's
 * position asks this first, whatever the user's preferences say. */
gboolean     adj_envelope_allows_engine_analysis (AdjEnvelope *self);
/* Whether the envelope gives FIELD (for ADJ_FIELD_PLAYERS: both names). */
gboolean     adj_envelope_has_field          (AdjEnvelope *self, AdjField field);

typedef enum {
  ADJ_ENVELOPE_ADJOURNED_AT,
  ADJ_ENVELOPE_SESSION_END,
  ADJ_ENVELOPE_RESUMPTION_AT,
} AdjEnvelopeMoment;

/* The instant as written (ISO 8601 with its offset), NULL when not given. */
const char  *adj_envelope_get_moment_text    (AdjEnvelope *self, AdjEnvelopeMoment moment);
/* The same as a date and time (transfer full), NULL when not given. */
GDateTime   *adj_envelope_get_moment         (AdjEnvelope *self, AdjEnvelopeMoment moment);

/* Whether the envelope was opened: it holds its sealed move. */
gboolean     adj_envelope_is_opened          (AdjEnvelope *self);
/* The sealed move as written, only ever for an opened envelope (NULL
 * otherwise). Sealed means sealed: no face shows it before the opening. */
const char  *adj_envelope_get_sealed_move    (AdjEnvelope *self);

/* The document as stored: compact JSON, the same bytes for the same
 * envelope (the store hashes it). */
char        *adj_envelope_to_compact_data    (AdjEnvelope *self, gsize *length);

/* Replay the game record ("game.start", "game.moves"; moves in the sheet's
 * notation or in English letters) into GAME, which is reset first. TRUE
 * when there is a record, every move in it is legal and it reaches the
 * envelope's position; FALSE otherwise, GAME then holding what could be
 * replayed. */
gboolean             adj_envelope_replay_game  (AdjEnvelope *self, ChessGame *game);
/* The same for a face that needs the record whole (a PGN export): FALSE
 * with an error naming the key when the envelope has none
 * (ADJ_ENVELOPE_ERROR_MISSING) or it does not reach the position
 * (ADJ_ENVELOPE_ERROR_VALUE). GAME must have been initialised. */
gboolean             adj_envelope_load_game    (AdjEnvelope *self, ChessGame *game, GError **error);

/* ---- a game adjourned again (2023 I.14, 2005 A13) --------------------------
 *
 * A resumption session that ends before the game does is adjourned like the
 * first: a new envelope, one per playing session. It names the envelope of
 * the session before by its identity under the README's extension key
 * "previous_envelope" ({"sha256", "adjourned_at"}), which no row id of any
 * archive enters, so the link survives an export, an import or a push. */

/* The envelope's identity: the SHA-256 (64 lower-case hex digits) of its
 * compact document without its sealed move — the same for every copy of
 * it, closed or opened, in any archive. */
char        *adj_envelope_get_identity       (AdjEnvelope *self);
/* Whether TEXT is written as an identity is. */
gboolean     adj_envelope_is_identity        (const char  *text);
/* The identity of the envelope before this one, NULL for a game's first. */
const char  *adj_envelope_get_previous       (AdjEnvelope *self);
/* The same envelope naming PREVIOUS as the one before it (NULL: none). */
AdjEnvelope *adj_envelope_with_previous      (AdjEnvelope *self,
                                              AdjEnvelope *previous);

G_END_DECLS
