/* adj-seal-sealed-move-step.h — sealing, step 5: where the sealed move is written
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the scoresheet, which goes into the envelope (nothing is typed), or
 * typed here by the sealer, twice and masked, and stored encrypted with
 * the event's passphrase: chosen now, twice, for an event that has none
 * yet. The typed move and passphrase stay in their entries only: read at
 * sealing, and emptied when the walkthrough goes back to paper, seals or
 * closes; they never reach a label. The walkthrough goes on with paper,
 * or once both are typed alike.
 */
#pragma once

#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SEAL_SEALED_MOVE_STEP (adj_seal_sealed_move_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealSealedMoveStep, adj_seal_sealed_move_step, ADJ, SEAL_SEALED_MOVE_STEP, AdjStep)

/* The event the passphrase belongs to (NULL: none is named yet), and
 * whether it has one already (then it is asked once). */
void        adj_seal_sealed_move_step_set_event          (AdjSealSealedMoveStep *self,
                                                          const char            *event);
void        adj_seal_sealed_move_step_set_has_passphrase (AdjSealSealedMoveStep *self,
                                                          gboolean               has_passphrase);

/* Whether the move is typed here (digital) rather than on paper. */
gboolean    adj_seal_sealed_move_step_get_digital        (AdjSealSealedMoveStep *self);
/* The secrets as typed, owned by their entries: copy them only as long as
 * they are needed, and wipe the copies. */
const char *adj_seal_sealed_move_step_get_move           (AdjSealSealedMoveStep *self);
const char *adj_seal_sealed_move_step_get_passphrase     (AdjSealSealedMoveStep *self);
/* Empty the entries of the move and the passphrase. */
void        adj_seal_sealed_move_step_clear_secrets      (AdjSealSealedMoveStep *self);

G_END_DECLS
