/* adj-seal-check-step.h — sealing, step 6: the arbiter's check
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every problem the envelope check (2023 I.3 and its equivalents) finds,
 * each with its key and article and a way back to the step that enters
 * its field, or "Nothing to correct"; under them the envelope as it will
 * be stored. The frame builds the envelope and asks src/adjourn for the
 * problems; this page shows them. The walkthrough seals only when there
 * are none.
 */
#pragma once

#include "adj-envelope.h"
#include "adj-profile.h"
#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SEAL_CHECK_STEP (adj_seal_check_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealCheckStep, adj_seal_check_step, ADJ, SEAL_CHECK_STEP, AdjStep)

/* Show what the check of ENVELOPE under PROFILE found: PROBLEMS (of
 * AdjEnvelopeProblem, kept), and the envelope summed up (DIGITAL: its move
 * typed and stored encrypted). ENVELOPE is NULL when it could not be
 * built, PROBLEMS then saying why. */
void adj_seal_check_step_show_check (AdjSealCheckStep *self,
                                     const AdjProfile *profile,
                                     AdjEnvelope      *envelope,
                                     GPtrArray        *problems,
                                     gboolean          digital);
/* Sealing failed: MESSAGE (and DETAIL, may be NULL) in place of the
 * check's "Nothing to correct". */
void adj_seal_check_step_show_error (AdjSealCheckStep *self,
                                     const char       *message,
                                     const char       *detail);

G_END_DECLS
