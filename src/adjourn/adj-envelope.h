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

/* Replay the game record ("game.start", "game.moves"; moves in the sheet's
 * notation or in English letters) into GAME, which is reset first. TRUE
 * when there is a record, every move in it is legal and it reaches the
 * envelope's position; FALSE otherwise, GAME then holding what could be
 * replayed. */
gboolean             adj_envelope_replay_game  (AdjEnvelope *self, ChessGame *game);

G_END_DECLS
