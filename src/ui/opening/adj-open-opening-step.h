/* adj-open-opening-step.h — the resumption desk: the envelope opened
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reached only when the engine lets the envelope be opened (or needs its
 * move to say more). A paper envelope: the arbiter types the move as
 * written, in the envelope's notation, which is shown. A digital one: the
 * event's arbiter passphrase (a password entry) unlocks it, and the seal
 * code stored is shown beside "printed on the envelope" for the arbiter to
 * compare. The move and the passphrase live only in their entries: the
 * frame reads them when it asks the engine or records, and clears them
 * (adj_open_opening_step_clear_secrets) once recorded or closed.
 */
#pragma once

#include "adj-step.h"
#include "chess-notation.h"

G_BEGIN_DECLS

#define ADJ_TYPE_OPEN_OPENING_STEP (adj_open_opening_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjOpenOpeningStep, adj_open_opening_step, ADJ, OPEN_OPENING_STEP, AdjStep)

/* A DIGITAL envelope with SEAL_CODE, or a paper one written in NOTATION. */
void        adj_open_opening_step_set_envelope   (AdjOpenOpeningStep *self,
                                                  gboolean            digital,
                                                  ChessLang           notation,
                                                  const char         *seal_code);
/* What is opened is the reply sealed while the sealer was awaited (the
 * envelope was opened already); the secret is then the reply as written. */
void        adj_open_opening_step_set_reply      (AdjOpenOpeningStep *self,
                                                  gboolean            reply);
gboolean    adj_open_opening_step_get_reply      (AdjOpenOpeningStep *self);
/* Digital, and what is opened is the envelope (not a reply). */
gboolean    adj_open_opening_step_get_digital    (AdjOpenOpeningStep *self);
/* The move typed (paper) or the passphrase (digital), as typed; "" when empty. */
const char *adj_open_opening_step_get_secret     (AdjOpenOpeningStep *self);
void        adj_open_opening_step_clear_secrets  (AdjOpenOpeningStep *self);
/* Why the envelope could not be opened (NULL hides it). */
void        adj_open_opening_step_show_error     (AdjOpenOpeningStep *self,
                                                  const char         *message);

G_END_DECLS
