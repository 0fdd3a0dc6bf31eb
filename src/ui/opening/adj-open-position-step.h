/* adj-open-position-step.h — the resumption desk, first page: the position and clocks as recorded
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the board and the clocks are set to before the envelope is opened:
 * the position before the sealed move (read-only), who sealed, the time
 * each player used, the scheduled resumption, and the article of the
 * envelope's edition that says so (ADJ_DECISION_RESUMPTION_SETUP). The
 * sealed move is not on this page: the envelope is still closed.
 */
#pragma once

#include "adj-envelope.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_OPEN_POSITION_STEP (adj_open_position_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjOpenPositionStep, adj_open_position_step, ADJ, OPEN_POSITION_STEP, AdjStep)

/* Show ENVELOPE (as stored, closed), resumed at RESUMPTION (may be NULL). */
void adj_open_position_step_set_envelope (AdjOpenPositionStep *self,
                                          AdjEnvelope         *envelope,
                                          GDateTime           *resumption);

G_END_DECLS
