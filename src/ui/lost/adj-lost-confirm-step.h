/* adj-lost-confirm-step.h — a lost envelope: what Confirm records
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Either the game goes on — the position re-established, the clocks, the
 * outcome of the declared move, the articles — or it is annulled, with the
 * reason the arbiter gives (the engine's explanation to start with). The
 * frame's Confirm button records it; what went wrong then is said here,
 * with "nothing was recorded".
 */
#pragma once

#include "adj-lost-facts.h"
#include "adj-resume.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_CONFIRM_STEP (adj_lost_confirm_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostConfirmStep, adj_lost_confirm_step, ADJ, LOST_CONFIRM_STEP, AdjStep)

/* Going on from POSITION with OUTCOME (the declared move judged), the
 * clocks TIME_USED and whether the arbiter set them. */
void           adj_lost_confirm_step_show_go_on  (AdjLostConfirmStep  *self,
                                                  const ChessPosition *position,
                                                  const AdjOutcome    *outcome,
                                                  const gint64         time_used[2],
                                                  gboolean             set_by_arbiter,
                                                  const char *const    names[2]);
/* Annulling: REASON offered (kept when the arbiter already typed one),
 * ARTICLE the one that annuls ("I.12.2"; may be NULL). */
void           adj_lost_confirm_step_show_annul  (AdjLostConfirmStep  *self,
                                                  const char          *reason,
                                                  const char          *article);
AdjLostChoice  adj_lost_confirm_step_get_choice  (AdjLostConfirmStep  *self);
/* The reason typed (NULL when blank). */
char          *adj_lost_confirm_step_dup_reason  (AdjLostConfirmStep  *self);
/* Recording failed: MESSAGE, DETAIL below it; NULL hides both. */
void           adj_lost_confirm_step_show_error  (AdjLostConfirmStep  *self,
                                                  const char          *message,
                                                  const char          *detail);

G_END_DECLS
