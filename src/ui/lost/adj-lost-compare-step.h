/* adj-lost-compare-step.h — a lost envelope: the two sheets side by side, settled on the board
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the reconstruction found, in a sentence with the engine's
 * explanation; the readings that reach the adjournment, best first, each
 * taken with one button; the sheets move by move, each half-move a row with both
 * entries, disagreements and unreadable, illegal or ambiguous entries
 * highlighted; and, for the disagreement chosen (the first unsettled one
 * to begin with), a board in the position before it where the arbiter
 * settles what was played: one sheet's reading, or any move made on the
 * board. The step keeps the settlements; the frame asks the engine again
 * with them written into the sheets (adj_lost_apply_settled).
 *
 * Actions: compare.take (i)   settle the chosen half-move as SIDE's sheet reads it
 *          compare.pick (u)   settle every departure of the reading INDEX
 *          compare.clear      forget every settlement
 */
#pragma once

#include "adj-lost-facts.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_COMPARE_STEP (adj_lost_compare_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostCompareStep, adj_lost_compare_step, ADJ, LOST_COMPARE_STEP, AdjStep)

/* Show RECON (NULL with ERROR: the sheets could not be read), made from
 * SHEETS as typed and LANGS; the step's settlements were written into
 * them. RECON stays the caller's, alive until the next call. */
void          adj_lost_compare_step_set_reconstruction (AdjLostCompareStep      *self,
                                                        const AdjReconstruction *recon,
                                                        const GError            *error,
                                                        const char *const        sheets[2],
                                                        const ChessLang          langs[2]);
/* The arbiter's settlements (AdjLostSettlement, by ply). */
const GArray *adj_lost_compare_step_get_settled        (AdjLostCompareStep      *self);
/* The half-move whose disagreement the board shows, 0 when none. */
int           adj_lost_compare_step_get_chosen_ply     (AdjLostCompareStep      *self);
/* Settle the chosen half-move with MOVE, as played on the board. FALSE when
 * nothing is chosen or MOVE is not legal there. */
gboolean      adj_lost_compare_step_settle             (AdjLostCompareStep      *self,
                                                        ChessMove                move);

G_END_DECLS
