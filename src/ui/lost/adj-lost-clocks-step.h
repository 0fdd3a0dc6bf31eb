/* adj-lost-clocks-step.h — a lost envelope: the times used, re-established or set by the arbiter
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game resumes with the times recorded at adjournment; when they
 * cannot be re-established the arbiter sets the clocks (2023 I.12.1, 2005
 * A11a, 1993 14.5 A, 1985 14.05(a)). The times recorded with the envelope
 * are shown; switched to "cannot be re-established", the arbiter types
 * the times he sets.
 */
#pragma once

#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_CLOCKS_STEP (adj_lost_clocks_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostClocksStep, adj_lost_clocks_step, ADJ, LOST_CLOCKS_STEP, AdjStep)

/* The times used recorded at adjournment (seconds, by colour), and the
 * article that says what to do (ARTICLE: "I.12.1"; may be NULL). */
void     adj_lost_clocks_step_set_recorded   (AdjLostClocksStep *self,
                                              const gint64       time_used[2],
                                              const char        *article);
/* Whether the times used were re-established (the switch). */
gboolean adj_lost_clocks_step_get_known      (AdjLostClocksStep *self);
void     adj_lost_clocks_step_set_known      (AdjLostClocksStep *self,
                                              gboolean           known);
/* The times the game resumes with; FALSE when one the arbiter typed does
 * not read. */
gboolean adj_lost_clocks_step_get_time_used  (AdjLostClocksStep *self,
                                              gint64             time_used[2]);

G_END_DECLS
