/* adj-seal-assistant.h — the sealing walkthrough: from the adjourned game to a stored envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A modal window over the main window: a walkthrough (see
 * adj-walkthrough.h and adj-step.h) with one step widget per page — the game, the position (and
 * who sealed which move), the clocks, the resumption, the sealed move (on
 * paper, or typed privately and stored encrypted), and the arbiter's
 * check (2023 I.3 and its equivalents), which lists every problem
 * adj_envelope_check() finds before the envelope can be stored; then the
 * stored envelope's page. The frame moves between the steps, builds the
 * envelope from what they hold, and seals it with the store's one sealing
 * verb in a thread.
 *
 * Actions (group "seal"): seal.next, seal.back, seal.go-to (i: an
 * AdjSealStep), seal.seal, seal.cancel, seal.print, seal.export-pdf,
 * seal.done.
 */
#pragma once

#include <adwaita.h>

#include "adj-profile.h"
#include "adj-store.h"
#include "adj-walkthrough.h"

G_BEGIN_DECLS

/* The steps, in order. */
typedef enum {
  ADJ_SEAL_STEP_GAME = 0,
  ADJ_SEAL_STEP_POSITION,
  ADJ_SEAL_STEP_CLOCKS,
  ADJ_SEAL_STEP_RESUMPTION,
  ADJ_SEAL_STEP_SEALED_MOVE,
  ADJ_SEAL_STEP_CHECK,
  ADJ_SEAL_STEP_DONE,        /* the envelope is stored */
  ADJ_SEAL_N_STEPS
} AdjSealStep;

/* The step where FIELD (the field an envelope problem names) is entered;
 * ADJ_SEAL_STEP_CHECK for one no step enters. Needs no display. */
AdjSealStep adj_seal_step_for_field     (AdjField    field);

#define ADJ_TYPE_SEAL_ASSISTANT (adj_seal_assistant_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealAssistant, adj_seal_assistant, ADJ, SEAL_ASSISTANT, AdjWalkthrough)

/* A walkthrough over PARENT that stores into STORE (NULL: sealing says the
 * archive is not open).
 *
 * Signals:
 *   sealed (gint64 id)   the envelope is in the store, the archive can show
 *                        it. Sealing writes the envelope, the arbiter's
 *                        check and a digital move together or not at all,
 *                        in a thread: until it returns the store is not to
 *                        be used on the main thread. */
AdjSealAssistant *adj_seal_assistant_new        (GtkWindow        *parent,
                                                 AdjStore         *store);
AdjSealStep       adj_seal_assistant_get_step   (AdjSealAssistant *self);
/* Whether a sealing is running (the dialog is insensitive meanwhile). */
gboolean          adj_seal_assistant_is_sealing (AdjSealAssistant *self);
/* A game adjourned again (2023 I.14, 2005 A13): the walkthrough for the
 * envelope of the session after PREVIOUS (an envelope opened, play going
 * on from it), with its rules, event, round, board, players and time
 * control, PREVIOUS named as the one before. The position the game
 * reached, the clocks and the resumption are the arbiter's to enter.
 * Called before the walkthrough is shown. */
void              adj_seal_assistant_continue   (AdjSealAssistant *self,
                                                 AdjEnvelope      *previous);
/* The id of the stored envelope, 0 until it is sealed. */
gint64            adj_seal_assistant_get_envelope_id (AdjSealAssistant *self);
/* Write the sealed envelope's face to FILE as PDF, on the paper chosen on
 * the last page (what seal.export-pdf does once its file is chosen). */
gboolean          adj_seal_assistant_export_pdf (AdjSealAssistant *self,
                                                 GFile            *file,
                                                 GError          **error);

G_END_DECLS
