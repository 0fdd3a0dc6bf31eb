/* adj-lost-assistant.h — a lost envelope: the game rebuilt from the scoresheets, or annulled
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A modal window over the main window, a walkthrough (see adj-walkthrough.h
 * and adj-step.h) with one step widget per page: both scoresheets; the two
 * side by side with the disagreements settled on the board; the clocks;
 * the move the sealer declares, judged; what Confirm records — or, from
 * the comparison, the annulment with its reason (2023 I.12, 2005 A11, 1993
 * 14.5, 1985 14.05). The reconstruction engine and the resumption engine
 * answer every question; Confirm runs the store's verbs (declare lost,
 * record the reconstruction and the outcome, or annul) in a thread.
 *
 * Actions (group "lost"): lost.next, lost.back, lost.annul, lost.confirm,
 * lost.cancel, lost.done.
 */
#pragma once

#include <adwaita.h>

#include "adj-lost-facts.h"
#include "adj-store.h"
#include "adj-walkthrough.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_ASSISTANT (adj_lost_assistant_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostAssistant, adj_lost_assistant, ADJ, LOST_ASSISTANT, AdjWalkthrough)

/* Whether the archive's envelope INFO can be declared lost (sealed and
 * waiting for its resumption, or lost already and not yet rebuilt). Needs
 * no display. */
gboolean          adj_lost_assistant_can_start (const AdjEnvelopeInfo *info);

/* The walkthrough for envelope ID of STORE, over PARENT; NULL with ERROR
 * when the envelope cannot be read.
 *
 * Signals:
 *   recorded (gint64 id)   the loss and what followed are in the store. */
AdjLostAssistant *adj_lost_assistant_new       (GtkWindow        *parent,
                                                AdjStore         *store,
                                                gint64            id,
                                                GError          **error);
AdjLostStep       adj_lost_assistant_get_step  (AdjLostAssistant *self);
gboolean          adj_lost_assistant_is_busy   (AdjLostAssistant *self);
/* The reconstruction of the sheets as they stand (NULL when they do not read). */
const AdjReconstruction *adj_lost_assistant_get_reconstruction (AdjLostAssistant *self);

G_END_DECLS
