/* adj-preparation.h — preparing a reply for every move the opponent may have sealed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the player who must respond when an adjourned game resumes: every
 * legal move of the sealer in the adjourned position is a candidate, each
 * with the reply prepared for it (a ChessTree from the position after the
 * candidate: its main line is the reply, its variations the alternatives).
 *
 * Sealed means sealed: the list is built from the position alone. Nothing
 * here reads an envelope's sealed move; the candidates, their order, the
 * JSON and the PGN are the same whatever was sealed. Only after the
 * envelope is opened does the caller name the move (adj_preparation_put_first).
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "chess-position.h"
#include "chess-tree.h"

#include "adj-envelope.h"

G_BEGIN_DECLS

#define ADJ_PREPARATION_ERROR (adj_preparation_error_quark ())

typedef enum {
  ADJ_PREPARATION_ERROR_SYNTAX, /* not JSON, or not an object */
  ADJ_PREPARATION_ERROR_FORMAT, /* "format" is not "adjourn-preparation", or an unknown "version" */
  ADJ_PREPARATION_ERROR_MISSING, /* a key every preparation has is missing */
  ADJ_PREPARATION_ERROR_TYPE,   /* a value of the wrong JSON type */
  ADJ_PREPARATION_ERROR_VALUE,  /* the right type, not a valid value: FEN, move, reply */
} AdjPreparationError;

GQuark adj_preparation_error_quark (void);

#define ADJ_TYPE_PREPARATION (adj_preparation_get_type ())

G_DECLARE_FINAL_TYPE (AdjPreparation, adj_preparation, ADJ, PREPARATION, GObject)

/* The "changed" signal's index when the list's order changed
 * (adj_preparation_set_order, adj_preparation_put_first) rather than one
 * candidate's reply. */
#define ADJ_PREPARATION_ALL G_MAXUINT

/* The order of the candidates: negative when A comes before B. POS is the
 * adjourned position, SAN the moves' English SAN. The hook for an engine's
 * "likeliest first"; ties keep the default order. */
typedef int (*AdjPreparationOrder) (const ChessPosition *pos,
                                    ChessMove a, const char *san_a,
                                    ChessMove b, const char *san_b,
                                    gpointer user_data);

/* Every legal move of the side to move in POSITION (the sealer), in the
 * default order: checks, then captures, then the rest, each group by SAN;
 * none prepared yet. */
AdjPreparation *adj_preparation_new               (const ChessPosition *position);
/* The same for the envelope's position; only the position is read. */
AdjPreparation *adj_preparation_new_for_envelope  (AdjEnvelope *envelope);

const ChessPosition *adj_preparation_get_position  (AdjPreparation *self);
/* The side that prepares: the one not to move. */
ChessColor           adj_preparation_get_responder (AdjPreparation *self);

/* Sort again with ORDER (NULL: the default order). The replies go with
 * their candidates; once opened, the sealed move stays first. Emits
 * "changed" (ADJ_PREPARATION_ALL). */
void adj_preparation_set_order (AdjPreparation *self, AdjPreparationOrder order, gpointer user_data);

guint        adj_preparation_get_n_candidates (AdjPreparation *self);
ChessMove    adj_preparation_get_candidate    (AdjPreparation *self, guint index);
const char  *adj_preparation_get_san          (AdjPreparation *self, guint index);
/* The index of MOVE among the candidates, or -1. */
int          adj_preparation_find             (AdjPreparation *self, ChessMove move);

/* The reply tree of candidate INDEX, rooted at the position after it; edit
 * it in place (chess-tree.h), then call adj_preparation_reply_changed():
 * a ChessTree tells nobody it changed. Owned by SELF. */
ChessTree   *adj_preparation_get_reply        (AdjPreparation *self, guint index);
/* Emit "changed" (guint INDEX): whoever shows the list (the preparation
 * pane, its count) updates that row. */
void         adj_preparation_reply_changed    (AdjPreparation *self, guint index);
/* Replace candidate INDEX's reply by a copy of REPLY (NULL: none), which
 * must start at the position after the candidate (FALSE, nothing changed,
 * when it does not); emits "changed". */
gboolean     adj_preparation_set_reply        (AdjPreparation *self, guint index, const ChessTree *reply);
/* A candidate is prepared when its reply holds at least one move. */
gboolean     adj_preparation_is_prepared      (AdjPreparation *self, guint index);
guint        adj_preparation_count_prepared   (AdjPreparation *self);
/* The first MAX_PLIES moves of candidate INDEX's reply (its main line),
 * numbered as a player writes them ("41… Rxd2 42. Kf3"), "…" after them
 * when the line goes on; "" when none is prepared. */
char        *adj_preparation_reply_summary    (AdjPreparation *self, guint index, guint max_plies);
guint        adj_preparation_count_unprepared (AdjPreparation *self);

/* After the envelope is opened: the candidate MOVE (the move the envelope
 * held, judged legal) first, the others keeping their order, and the
 * preparation marked opened. FALSE when MOVE is no candidate. Emits
 * "changed" (ADJ_PREPARATION_ALL). */
gboolean     adj_preparation_put_first        (AdjPreparation *self, ChessMove move);
/* Whether adj_preparation_put_first() named the move sealed: candidate 0
 * is then it. Never TRUE before the envelope is opened. */
gboolean     adj_preparation_is_opened        (AdjPreparation *self);

/* As kept in the archive: {"format": "adjourn-preparation", "version": 1,
 * "position": FEN, "replies": [{"move": UCI, "pgn": the reply tree's PGN},
 * …]} with the prepared candidates only, in the list's order. */
JsonNode       *adj_preparation_to_json   (AdjPreparation *self);
char           *adj_preparation_to_data   (AdjPreparation *self, gsize *length);
/* Read back: the candidates in the default order, the replies given. A
 * reply for a move that is not legal, given twice, or whose PGN is refused
 * or does not start after its move refuses the whole document, naming the
 * key ("replies[2].pgn: …"). */
AdjPreparation *adj_preparation_new_from_json (JsonNode *node, GError **error);
AdjPreparation *adj_preparation_new_from_data (const char *data, gssize length, GError **error);

/* One PGN game from the adjourned position: every candidate a variation
 * (the first the main line), in the list's order, with its reply after it.
 * Tags Event, Round, White and Black come from ENVELOPE when given (NULL:
 * unknown). */
char *adj_preparation_to_pgn (AdjPreparation *self, AdjEnvelope *envelope, gsize *length);

G_END_DECLS
