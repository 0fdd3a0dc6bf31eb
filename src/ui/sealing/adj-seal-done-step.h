/* adj-seal-done-step.h — sealing, the last page: the envelope is stored
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What to do with the envelope now: the seal code of a typed move (printed
 * on the envelope, it proves the move at the opening), and the face to
 * print or save as PDF on the paper chosen here, which is the
 * "envelope-paper" setting the window's menu and the preferences show too.
 * The Print and Export buttons are the frame's seal.print and
 * seal.export-pdf.
 */
#pragma once

#include "adj-step.h"

G_BEGIN_DECLS

/* What the walkthrough calls a paper of the envelope face ("iso_c5" →
 * "C5 Envelope (162 × 229 mm)"), translated, as the preferences call it;
 * the name itself for one it does not know. */
const char *adj_seal_paper_label (const char *paper);

#define ADJ_TYPE_SEAL_DONE_STEP (adj_seal_done_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealDoneStep, adj_seal_done_step, ADJ, SEAL_DONE_STEP, AdjStep)

/* The envelope of WHITE – BLACK is stored: on paper, or its move typed
 * (DIGITAL) with SEAL_CODE. */
void        adj_seal_done_step_set_sealed   (AdjSealDoneStep *self,
                                             const char      *white,
                                             const char      *black,
                                             gboolean         digital,
                                             const char      *seal_code);
/* The paper chosen for the face (an AdjEnvelopePaper's name). */
const char *adj_seal_done_step_get_paper    (AdjSealDoneStep *self);
/* What became of printing or exporting the face: MESSAGE under the
 * buttons, in the error style when ERROR. */
void        adj_seal_done_step_show_status  (AdjSealDoneStep *self,
                                             const char      *message,
                                             gboolean         error);

G_END_DECLS
