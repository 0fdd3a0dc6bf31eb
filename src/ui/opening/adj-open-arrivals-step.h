/* adj-open-arrivals-step.h — the resumption desk: who arrived when, and what the rules say now
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A desk clock runs from the scheduled start (or from when the page was
 * first shown, if that is later). For each player: "Arrived" stamps the
 * clock's seconds, a time typed as minutes:seconds after the start records
 * a resumption afterwards, "Not Here" says the player never came. A draw
 * agreed or a resignation before the opening may be chosen too. Under
 * these facts the page shows the engine's answer as the frame hands it
 * over (adj_open_arrivals_step_show_answer): whose clock runs, who is
 * awaited and until when, whether the envelope may be opened, with the
 * articles and the explanation. It decides nothing itself. While a player
 * is awaited it says "changed" every few seconds, so that the frame asks
 * the engine again with the time that passed.
 */
#pragma once

#include "adj-envelope.h"
#include "adj-open-facts.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_OPEN_ARRIVALS_STEP (adj_open_arrivals_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjOpenArrivalsStep, adj_open_arrivals_step, ADJ, OPEN_ARRIVALS_STEP, AdjStep)

/* The players of ENVELOPE; the desk clock starts at RESUMPTION (NULL: now),
 * or now when that has passed. */
void     adj_open_arrivals_step_set_envelope (AdjOpenArrivalsStep *self,
                                              AdjEnvelope         *envelope,
                                              GDateTime           *resumption);
/* Seconds on the desk clock (since the scheduled start, 0 before it). */
gint64   adj_open_arrivals_step_get_elapsed  (AdjOpenArrivalsStep *self);
/* The facts entered (arrivals, before opening, now); FALSE when a typed
 * time does not read (it is marked). */
gboolean adj_open_arrivals_step_get_facts    (AdjOpenArrivalsStep *self,
                                              AdjOpenFacts        *facts);
/* The engine's answer for those facts: OUTCOME, or NULL with ERROR. */
void     adj_open_arrivals_step_show_answer  (AdjOpenArrivalsStep *self,
                                              const AdjOutcome    *outcome,
                                              const GError        *error);

G_END_DECLS
