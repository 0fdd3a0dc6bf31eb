/* adj-facts.h — what happened at the board, for an envelope kept in the archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The "adjourn-resumption" facts of spec/formats.md: the keys of a
 * scenario except its envelope, plus the move read off a paper envelope,
 * who was present at the opening and which scoresheets were inside. The
 * envelope comes from the archive; joined with the facts it makes the very
 * scenario `adjourn-cli resume` judges, so that the outcome of an archived
 * envelope is the outcome of that scenario, to the letter.
 */
#pragma once

#include <glib-object.h>

#include "adj-envelope.h"
#include "adj-scenario.h"

G_BEGIN_DECLS

#define ADJ_FACTS_ERROR (adj_facts_error_quark ())

typedef enum {
  ADJ_FACTS_ERROR_SYNTAX,   /* not JSON, not an object, nested too deep */
  ADJ_FACTS_ERROR_FORMAT,   /* not "adjourn-resumption" version 1 */
  ADJ_FACTS_ERROR_TYPE,     /* a value of the wrong type (the key is named) */
  ADJ_FACTS_ERROR_VALUE,    /* a value that cannot be (the key is named) */
  ADJ_FACTS_ERROR_ENVELOPE, /* the facts do not fit the envelope (a move for a digital one …) */
} AdjFactsError;

GQuark adj_facts_error_quark (void);

#define ADJ_TYPE_FACTS (adj_facts_get_type ())

G_DECLARE_FINAL_TYPE (AdjFacts, adj_facts, ADJ, FACTS, GObject)

AdjFacts          *adj_facts_new_from_data      (const char *data,
                                                 gssize      length,
                                                 GError    **error);

/* The move read off a paper envelope, NULL when not given. */
const char        *adj_facts_get_sealed_move    (AdjFacts   *self);
/* Others present at the opening (arbiter, witnesses), NULL-terminated. */
const char *const *adj_facts_get_present        (AdjFacts   *self);
/* Whether SIDE's scoresheet was in the envelope (TRUE when not said). */
gboolean           adj_facts_get_scoresheet_found (AdjFacts *self,
                                                   int       side);
/* Whether the facts say the envelope is lost (lost_envelope given). */
gboolean           adj_facts_get_envelope_lost  (AdjFacts   *self);
/* Whether the game ended before the envelope was opened (a draw agreed,
 * a resignation): the envelope is then not opened at all. */
gboolean           adj_facts_ends_before_opening (AdjFacts  *self);
/* Seconds after the scheduled start at which the facts are known; FALSE
 * when they are complete ("now": null). */
gboolean           adj_facts_get_now            (AdjFacts   *self,
                                                 gint64     *now);

/* The scenario of ENVELOPE (as stored: sealed, its move never in it) and
 * these facts, with MOVE as its sealed move: the move read off the paper
 * (the facts' own, when MOVE is NULL) or decrypted from a digital one.
 * Refused when the facts do not fit: no move for an envelope that was
 * opened (complete facts; facts known up to "now" may come before the
 * opening, and adj_resume() fails with ADJ_RESUME_ERROR_MOVE_NEEDED when
 * the rules open it), a move for a lost one. "now" goes into the scenario. */
AdjScenario       *adj_facts_to_scenario        (AdjFacts    *self,
                                                 AdjEnvelope *envelope,
                                                 const char  *move,
                                                 GError     **error);

G_END_DECLS
