/* adj-seal-clocks-step.h — sealing, step 3: the time control and the clocks
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The time control as PGN writes it, the time each player has used, when
 * the game was adjourned (now, to start with) and when the session was to
 * end; under them the charge for adjourning early, as the rules profile
 * computes it for the sealer. The walkthrough goes on once what is typed
 * reads (each may be left empty: the check says what the rules require).
 */
#pragma once

#include "adj-profile.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SEAL_CLOCKS_STEP (adj_seal_clocks_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealClocksStep, adj_seal_clocks_step, ADJ, SEAL_CLOCKS_STEP, AdjStep)

/* What the charge depends on that other steps hold: the rules PROFILE and
 * the SEALER (CHESS_WHITE or CHESS_BLACK). */
void        adj_seal_clocks_step_set_charge_context (AdjSealClocksStep *self,
                                                     const AdjProfile  *profile,
                                                     int                sealer);

/* The time control typed, without surrounding blanks; NULL when none is. */
char       *adj_seal_clocks_step_dup_time_control   (AdjSealClocksStep *self);
/* The time control as the envelope before gives it (a game adjourned again). */
void        adj_seal_clocks_step_set_time_control   (AdjSealClocksStep *self,
                                                     const char        *text);
/* SIDE's time used in seconds; -1 when none is typed or it does not read. */
gint64      adj_seal_clocks_step_get_time_used      (AdjSealClocksStep *self,
                                                     int                side);
/* The instants typed (unref them); NULL when none is or it does not read. */
GDateTime  *adj_seal_clocks_step_get_adjourned_at   (AdjSealClocksStep *self);
GDateTime  *adj_seal_clocks_step_get_session_end    (AdjSealClocksStep *self);

G_END_DECLS
