/* adj-store-preparation.h — a player's preparation for every sealed move, kept with the game
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The archive keeps, for an envelope, the preparation of the player who
 * must respond (adj-preparation.h): the reply prepared for each move the
 * opponent may have sealed, as the preparation's JSON document, one per
 * envelope and responder. Saving it again replaces it.
 *
 * Preparing is the player's work, not a custody step: these functions
 * write no custody row, and the preparation is not part of any chain.
 *
 * Sealed means sealed: nothing here reads the sealed move while the
 * envelope is closed (neither the encrypted move nor the document's). Only
 * once the envelope's state is opened is the move read off the opened
 * document: when it is a legal move, the loaded preparation has it first
 * (adj_preparation_put_first, adj_preparation_is_opened).
 */
#pragma once

#include "adj-preparation.h"
#include "adj-store.h"

G_BEGIN_DECLS

/* Save PREPARATION for envelope ENVELOPE_ID, replacing the one kept for its
 * responder: one transaction (run again whole after a conflict), no
 * custody row. ADJ_STORE_ERROR_NOT_FOUND when there is no such envelope,
 * ADJ_STORE_ERROR_CONFLICT when the preparation is for another position
 * than the envelope's. A failure changes nothing. */
gboolean        adj_store_save_preparation  (AdjStore        *self,
                                             gint64           envelope_id,
                                             AdjPreparation  *preparation,
                                             GError         **error);

/* The preparation kept for envelope ENVELOPE_ID (its responder: the side
 * not to move in its position), or NULL without an error when there is
 * none (nor in an archive of a schema before preparations, opened
 * read-only). ADJ_STORE_ERROR_NOT_FOUND when there is no such envelope;
 * ADJ_STORE_ERROR_DOCUMENT, naming the envelope, when the document kept
 * cannot be read. After opening, the move sealed is first. */
AdjPreparation *adj_store_load_preparation  (AdjStore  *self,
                                             gint64     envelope_id,
                                             GError   **error);

/* The same, or when none is kept a new preparation for the envelope's
 * position (every candidate unprepared, the move sealed first after
 * opening); *KEPT (may be NULL) says which. NULL only with an error. */
AdjPreparation *adj_store_read_preparation  (AdjStore  *self,
                                             gint64     envelope_id,
                                             gboolean  *kept,
                                             GError   **error);

/* Which envelopes have a preparation kept. */
typedef struct {
  gint64      envelope_id;
  ChessColor  responder;
  char       *updated_at;   /* ISO 8601, when it was last saved */
} AdjPreparationEntry;

void        adj_preparation_entry_free   (AdjPreparationEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjPreparationEntry, adj_preparation_entry_free)

/* Every preparation kept, by envelope id: an array of AdjPreparationEntry
 * (empty in an archive of a schema before preparations). */
GPtrArray  *adj_store_list_preparations  (AdjStore  *self,
                                          GError   **error);

G_END_DECLS
