/* adj-seal-resumption-step.h — sealing, step 4: the draw offer and the resumption
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A draw offer standing at the adjournment, when the game resumes (typed,
 * or its day chosen in a calendar) and where, and under the Catalan
 * federation's rules the pieces each side has, in words, and the players'
 * signatures. Which of these the rules require, and their articles, come
 * from the rules profile. The walkthrough goes on once the resumption's
 * instant reads (or is left empty).
 */
#pragma once

#include "adj-profile.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SEAL_RESUMPTION_STEP (adj_seal_resumption_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealResumptionStep, adj_seal_resumption_step, ADJ, SEAL_RESUMPTION_STEP, AdjStep)

/* The rules profile chosen in the first step: what the page asks for and
 * the articles it cites. */
void       adj_seal_resumption_step_set_profile       (AdjSealResumptionStep *self,
                                                       const AdjProfile      *profile);

/* CHESS_WHITE or CHESS_BLACK for a standing offer of that side, -1 for none. */
int        adj_seal_resumption_step_get_draw_offer    (AdjSealResumptionStep *self);
/* The instant typed (unref it); NULL when none is or it does not read. */
GDateTime *adj_seal_resumption_step_get_resumption_at (AdjSealResumptionStep *self);
/* The place typed, without surrounding blanks; NULL when none is. */
char      *adj_seal_resumption_step_dup_place         (AdjSealResumptionStep *self);
/* The Catalan federation's envelope: SIDE's pieces in words (NULL when
 * not typed) and whether SIDE signed. */
char      *adj_seal_resumption_step_dup_pieces_in_words (AdjSealResumptionStep *self,
                                                         int                    side);
gboolean   adj_seal_resumption_step_get_signed        (AdjSealResumptionStep *self,
                                                       int                    side);

G_END_DECLS
