/* adj-preparation-view.h — the pane of a player's preparation for every sealed move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside the review board: every move the opponent may have sealed (the
 * candidates of an AdjPreparation, adj-preparation.h), each with whether
 * a reply is prepared and the first moves of that reply, how many are
 * prepared ("12 of 31 prepared"), and a filter to the unprepared ones.
 * Activating a row emits "candidate-activated" with the candidate's index:
 * the review window plays that move on its board and edits its reply
 * there (adj_preparation_reply_changed() then updates the row).
 *
 * Sealed means sealed: the pane knows only the preparation, built from the
 * position alone, so before opening no row can differ by the move sealed.
 * Once the envelope is opened (adj_preparation_is_opened(), as the store
 * loads it), the move sealed is first and marked "Sealed Move".
 *
 * What each row and the count say is decided by the plain functions below,
 * which need no display.
 */
#pragma once

#include <adwaita.h>

#include "adj-preparation.h"

G_BEGIN_DECLS

/* What one candidate's row shows. */
typedef struct {
  char       *title;     /* the move as the scoresheet numbers it: "41… Rxd4+" */
  char       *subtitle;  /* the reply's first moves; "" when none is prepared */
  const char *icon_name; /* prepared or not, at a glance */
  gboolean    prepared;
  gboolean    sealed;    /* after opening: the move the envelope held */
} AdjPreparationRow;

void               adj_preparation_row_free (AdjPreparationRow *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjPreparationRow, adj_preparation_row_free)

/* Candidate INDEX's row. */
AdjPreparationRow *adj_preparation_row_new  (AdjPreparation *preparation,
                                             guint           index);

/* "12 of 31 prepared", in the reader's language. */
char              *adj_preparation_count_text (AdjPreparation *preparation);

#define ADJ_TYPE_PREPARATION_VIEW (adj_preparation_view_get_type ())
G_DECLARE_FINAL_TYPE (AdjPreparationView, adj_preparation_view, ADJ, PREPARATION_VIEW, GtkWidget)

GtkWidget      *adj_preparation_view_new                (void);
/* Show PREPARATION (NULL: nothing), following its "changed" signal. */
void            adj_preparation_view_set_preparation    (AdjPreparationView *self,
                                                         AdjPreparation     *preparation);
AdjPreparation *adj_preparation_view_get_preparation    (AdjPreparationView *self);
/* Only the candidates without a reply (the "preparation.unprepared-only"
 * action, the switch above the list). */
void            adj_preparation_view_set_unprepared_only (AdjPreparationView *self,
                                                          gboolean            unprepared_only);
gboolean        adj_preparation_view_get_unprepared_only (AdjPreparationView *self);
/* The engine's evaluation of the reply prepared for CANDIDATE ("+0.35"),
 * shown at the end of its row; NULL removes it. Cleared with the
 * preparation. */
void            adj_preparation_view_set_evaluation     (AdjPreparationView *self,
                                                         ChessMove           candidate,
                                                         const char         *evaluation);
/* What the engine does for the list: REASON (why it cannot help, or what it
 * did; NULL: nothing said) under the buttons, and the progress of its work
 * (from 0 to 1; negative: none running). */
void            adj_preparation_view_set_engine_status  (AdjPreparationView *self,
                                                         const char         *reason,
                                                         double              progress);
/* The engine at work for a time it cannot tell: the progress bar moves. */
void            adj_preparation_view_pulse              (AdjPreparationView *self);
/* How many rows the filter lets through (for tests and the placeholder). */
guint           adj_preparation_view_get_n_visible      (AdjPreparationView *self);

G_END_DECLS
