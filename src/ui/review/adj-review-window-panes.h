/* adj-review-window-panes.h — the review window's engine analysis and preparation panes
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside the moves, the review window always has an "analysis" pane (an
 * AdjAnalysisPane following the position shown, off until the player turns
 * engine analysis on, and never offered for an event that forbids it), and
 * for an envelope reviewed from the archive a "preparation" pane: every
 * move the opponent may have sealed, each with the reply prepared for it.
 *
 * Activating a candidate puts the window in preparation mode: the board
 * starts from the position after that candidate and the move list shows
 * and edits its reply tree (moves played, promote, delete, comments,
 * NAGs), under a banner naming the candidate with a way back to the game.
 * Every change is saved to the archive a moment later, in a thread.
 *
 * Sealed means sealed: both panes know the position alone; the
 * preparation, as the store reads it, has the move sealed first only once
 * the envelope is opened.
 *
 * Actions (review.*): prepare (u), leave-preparation,
 * export-preparation, order-by-engine, cancel-order.
 */
#pragma once

#include "adj-analysis-pane.h"
#include "adj-preparation-view.h"
#include "adj-review-window.h"
#include "adj-store.h"

G_BEGIN_DECLS

/* The envelope reviewed (the one given to adj_review_window_load_envelope)
 * is ENVELOPE_ID of STORE: read the preparation kept for it (or start one)
 * and show the preparation pane. FALSE, with nothing changed, when it
 * cannot be read. */
gboolean            adj_review_window_set_archive           (AdjReviewWindow  *self,
                                                             AdjStore         *store,
                                                             gint64            envelope_id,
                                                             GError          **error);
/* The preparation shown, NULL before adj_review_window_set_archive(). */
AdjPreparation     *adj_review_window_get_preparation       (AdjReviewWindow  *self);
AdjAnalysisPane    *adj_review_window_get_analysis_pane     (AdjReviewWindow  *self);
AdjPreparationView *adj_review_window_get_preparation_view  (AdjReviewWindow  *self);

/* Edit the reply to the candidate at INDEX on the board and in the moves. */
void                adj_review_window_prepare               (AdjReviewWindow  *self,
                                                             guint             index);
/* Back to the game, at the position it was left at. */
void                adj_review_window_leave_preparation     (AdjReviewWindow  *self);
/* The candidate whose reply is being prepared, CHESS_MOVE_NONE when none. */
ChessMove           adj_review_window_get_preparing         (AdjReviewWindow  *self);
/* Whether every change is in the archive (none waiting, none being written). */
gboolean            adj_review_window_preparation_saved     (AdjReviewWindow  *self);
/* Write the preparation as one PGN to FILE (the export's end, without its
 * dialog). */
gboolean            adj_review_window_export_preparation_file (AdjReviewWindow *self,
                                                               GFile           *file,
                                                               GError         **error);

/* Plain functions (no display needed). */

/* The banner's words while preparing CANDIDATE (its index) of PREPARATION:
 * "Preparing the reply to 41… Rxd4". */
char               *adj_review_preparing_title              (AdjPreparation   *preparation,
                                                             guint             index);
/* Why "Order by Engine" cannot be used, NULL when it can: the event's
 * envelope forbids engine analysis, or the setting is off. */
const char         *adj_review_order_disabled_reason        (AdjEnvelope      *envelope,
                                                             gboolean          setting_on);

G_END_DECLS
