/* adj-open-outcome-step.h — the resumption desk: the verdict and the outcome, to confirm
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's outcome for everything entered, before anything is
 * recorded: the sealed move's verdict with its reason and article, the
 * status and result or "play goes on" with whose clock runs and both
 * times, the articles and the explanation, and the board after the move.
 * The frame's Record button confirms it (the store's resumption verb);
 * what went wrong then is said here, with "nothing was recorded".
 */
#pragma once

#include "adj-board.h"
#include "adj-resume.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_OPEN_OUTCOME_STEP (adj_open_outcome_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjOpenOutcomeStep, adj_open_outcome_step, ADJ, OPEN_OUTCOME_STEP, AdjStep)

/* Show OUTCOME (the players are NAMES, White's then Black's). */
void adj_open_outcome_step_set_outcome (AdjOpenOutcomeStep *self,
                                        const AdjOutcome   *outcome,
                                        const char *const   names[2]);
/* "Seal a Reply" offered and chosen; and back to not chosen. */
gboolean  adj_open_outcome_step_get_reply_sealed (AdjOpenOutcomeStep *self);
void      adj_open_outcome_step_reset            (AdjOpenOutcomeStep *self);
/* The board of the outcome (for tests: its arrows). */
AdjBoard *adj_open_outcome_step_get_board (AdjOpenOutcomeStep *self);
/* Recording failed: MESSAGE, DETAIL below it; NULL hides both. */
void adj_open_outcome_step_show_error  (AdjOpenOutcomeStep *self,
                                        const char         *message,
                                        const char         *detail);
/* A correction of a final outcome: the reason's row shown, and the step
 * complete only once it holds a reason. */
void adj_open_outcome_step_set_correcting (AdjOpenOutcomeStep *self,
                                           gboolean            correcting);
/* The reason typed, trimmed; NULL when none (or not correcting). */
char *adj_open_outcome_step_dup_correction (AdjOpenOutcomeStep *self);

G_END_DECLS
