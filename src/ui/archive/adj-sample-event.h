/* adj-sample-event.h — a sample event of real adjourned games, for a newcomer
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three adjournments of the 1972 World Championship match (Spassky–Fischer,
 * Reykjavík, games 3, 13 and 21), with their real positions, players,
 * dates and, where history opened them, their sealed moves. Game 13's
 * envelope is kept closed, as it was the night before its resumption: its
 * sealed move is nowhere in the program.
 */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

/* The sample's event name, as the archive lists it. */
const char *adj_sample_event_get_name      (void);

/* The sample's envelope documents (spec/formats.md), in import order, as
 * history left them (an envelope opened holds its move, game 13's does
 * not): an array of strings (free it). */
GPtrArray  *adj_sample_event_get_documents (void);

/* Import the sample into STORE as one transaction: its envelopes, their
 * custody entries and, for the games history finished, the outcomes, all
 * or nothing. An envelope already there is left as it is. *LAST_ID (may be
 * NULL) is the id of the last envelope imported or found. */
gboolean    adj_sample_event_import        (AdjStore  *store,
                                            gint64    *last_id,
                                            GError   **error);

G_END_DECLS
