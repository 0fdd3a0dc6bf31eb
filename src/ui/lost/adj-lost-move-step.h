/* adj-lost-move-step.h — a lost envelope: the move the sealer declares, judged
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sealer makes on the board the move he declares he sealed (2023
 * I.12.1, 2005 A11a, 1993 14.5, 1985 14.05). The arbiter types it as said;
 * the frame asks the resumption engine, and this shows its answer: the
 * verdict, after an illegal move which piece must be moved under touch
 * move and what it may play, the outcome and the board.
 */
#pragma once

#include "adj-resume.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_MOVE_STEP (adj_lost_move_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostMoveStep, adj_lost_move_step, ADJ, LOST_MOVE_STEP, AdjStep)

/* The move as typed, without surrounding blanks; NULL when none. */
char *adj_lost_move_step_dup_declared (AdjLostMoveStep   *self);
/* The engine's answer for the move typed (NULL with ERROR when it could
 * not judge); NAMES (White's, Black's) for the status. */
void  adj_lost_move_step_set_outcome  (AdjLostMoveStep   *self,
                                       const AdjOutcome  *outcome,
                                       const GError      *error,
                                       const char *const  names[2]);

G_END_DECLS
