/* adj-open-assistant.h — the resumption desk: opening an envelope kept in the archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A modal window over the main window, a walkthrough (see
 * adj-walkthrough.h and adj-step.h) with one step widget per page: the position and clocks as
 * recorded; the arrivals, with what the rules say now; the opening (only
 * when the engine lets the envelope be opened); the outcome, confirmed
 * with Record. The frame asks the engine through the store's resumption
 * verb: a dry run for every answer shown, the real one (in a thread: a
 * digital envelope's key takes a second) to record.
 *
 * Actions (group "open"): open.next, open.back, open.record, open.cancel,
 * open.done.
 */
#pragma once

#include <adwaita.h>

#include "adj-open-facts.h"
#include "adj-store.h"
#include "adj-walkthrough.h"

G_BEGIN_DECLS

#define ADJ_TYPE_OPEN_ASSISTANT (adj_open_assistant_get_type ())

G_DECLARE_FINAL_TYPE (AdjOpenAssistant, adj_open_assistant, ADJ, OPEN_ASSISTANT, AdjWalkthrough)

/* Whether the archive's envelope INFO can be opened at the desk: sealed
 * and without an outcome, or waiting for a player. Needs no display. */
gboolean          adj_open_assistant_can_open   (const AdjEnvelopeInfo *info);
/* Whether the outcome the store last recorded for INFO's game is final
 * (the game finished, going on, or annulled: the store sets the game's
 * state from it) and so can be corrected at the desk, as a new outcome
 * and a "corrected" custody entry. A lost envelope is settled elsewhere.
 * Needs no display. */
gboolean          adj_open_assistant_can_correct (const AdjEnvelopeInfo *info);

/* The desk for envelope ID of STORE, over PARENT; NULL with ERROR when the
 * envelope cannot be read.
 *
 * Signals:
 *   recorded (gint64 id)   the resumption is in the store. */
AdjOpenAssistant *adj_open_assistant_new        (GtkWindow        *parent,
                                                 AdjStore         *store,
                                                 gint64            id,
                                                 GError          **error);
/* The desk correcting the final outcome of envelope ID: the facts are
 * entered again (the archive keeps the outcome, not the arrivals it came
 * from), the outcome step asks for the reason, and Record writes the
 * correction (adj_store_resume() with CORRECT). */
AdjOpenAssistant *adj_open_assistant_new_correction (GtkWindow   *parent,
                                                     AdjStore    *store,
                                                     gint64       id,
                                                     GError     **error);
AdjOpenStep       adj_open_assistant_get_step   (AdjOpenAssistant *self);
/* Whether the store is asked in a thread (the dialog is insensitive). */
gboolean          adj_open_assistant_is_busy    (AdjOpenAssistant *self);
gint64            adj_open_assistant_get_envelope_id (AdjOpenAssistant *self);
/* The id of the outcome recorded, 0 until then. */
gint64            adj_open_assistant_get_outcome_id  (AdjOpenAssistant *self);

G_END_DECLS
