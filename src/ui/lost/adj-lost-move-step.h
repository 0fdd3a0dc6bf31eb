/* adj-lost-move-step.h — a lost envelope: the move the sealer declares, judged
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sealer makes on the board the move he declares he sealed (2023
 * I.12.1, 2005 A11a, 1993 14.5, 1985 14.05). The arbiter types it as said;
 * the frame asks the resumption engine, and this shows its answer: the
 * verdict, after an illegal move which piece must be moved under touch
 * move and what it may play, the outcome and the board. After an illegal,
 * ambiguous or unreadable declaration a second row takes what the arbiter
 * then establishes: the move made instead, or the move the sealer means.
 */
#pragma once

#include "adj-resume.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_MOVE_STEP (adj_lost_move_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostMoveStep, adj_lost_move_step, ADJ, LOST_MOVE_STEP, AdjStep)

/* The move as typed, without surrounding blanks; NULL when none. */
char *adj_lost_move_step_dup_declared (AdjLostMoveStep   *self);
/* The move the arbiter established after the declaration (the one the
 * sealer means, or the one made instead under touch move); NULL when none. */
char *adj_lost_move_step_dup_follow_up (AdjLostMoveStep  *self);
/* The engine's answer: for the declared move alone (DECLARED_ONLY: which
 * piece touch move names, what the arbiter must establish — the row for
 * it is shown then), and with what was established (OUTCOME; NULL with
 * ERROR when it could not judge). NAMES (White's, Black's) for the status. */
void  adj_lost_move_step_set_outcome  (AdjLostMoveStep   *self,
                                       const AdjOutcome  *declared_only,
                                       const AdjOutcome  *outcome,
                                       const GError      *error,
                                       const char *const  names[2]);

G_END_DECLS
