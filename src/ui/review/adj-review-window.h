/* adj-review-window.h — a player's review of an adjourned position
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window over the main one: the board, the reviewer's side at the
 * bottom, and beside it (or below, on a phone) the game record up to the
 * adjournment as a tree of variations (ChessTree) that the player extends
 * by playing moves on the board, promotes, deletes, comments and marks
 * with NAGs, and exports as PGN or copies as FEN.
 *
 * Sealed means sealed: of an envelope only what it says before its
 * opening is read (the record, or the position); the sealed move follows
 * as played only once the envelope holds it, that is, once opened.
 *
 * The side pane is a stack of named panes, "moves" first: others (the
 * preparation for every sealed move, engine analysis) are added with
 * adj_review_window_add_pane() and follow the position shown through
 * "position-changed".
 *
 * Signals:
 *   position-changed ()   another node is shown, or the tree changed
 *
 * Actions (review.*): back, forward, start, end, previous-variation,
 * next-variation, flip, promote, make-main, delete, comment,
 * set-comment (s), nag (i), clear-notes, clear-arrows, copy-fen,
 * export-pgn, export-diagram.
 *
 * Keys: Home and End and the letters are the window's wherever the focus
 * is; the arrows move through the tree unless the board has the focus
 * (Tab; a click on it leaves the focus where it was), where they move its
 * cursor (adj_board_decide_key). Escape leaves preparation mode, and only
 * outside it closes the window.
 *
 * The exports: export-pgn writes the game under review (never a reply
 * being prepared on the board), export-preparation the preparation
 * (adj-review-window-panes.h).
 *
 * The board's arrows and marks (the players' notes) belong to the node
 * shown: drawn, they go into its comment as "[%cal …]" and "[%csl …]"
 * (chess-annotation.h), which the move list does not show as text.
 */
#pragma once

#include <adwaita.h>

#include "adj-board.h"
#include "adj-envelope.h"
#include "chess-tree.h"

G_BEGIN_DECLS

#define ADJ_TYPE_REVIEW_WINDOW (adj_review_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjReviewWindow, adj_review_window, ADJ, REVIEW_WINDOW, AdwWindow)

/* A window over PARENT (may be NULL), reviewing nothing yet: the
 * standard start. */
AdjReviewWindow     *adj_review_window_new              (GtkWindow        *parent);

/* Review ENV's game: its record up to the adjournment, or its position as
 * the start when it has no record that reaches it; the sealed move only
 * when ENV is opened. Its tags go to the exported PGN. */
gboolean             adj_review_window_load_envelope    (AdjReviewWindow  *self,
                                                         AdjEnvelope      *env,
                                                         GError          **error);
/* Review the first game of a PGN text. FALSE, with nothing changed and an
 * error naming the line, when it has no game or one that cannot be read. */
gboolean             adj_review_window_load_pgn         (AdjReviewWindow  *self,
                                                         const char       *data,
                                                         gsize             length,
                                                         GError          **error);
/* An envelope file (a JSON object) or a PGN file, told by what it holds. */
gboolean             adj_review_window_load_file        (AdjReviewWindow  *self,
                                                         GFile            *file,
                                                         GError          **error);

/* The envelope reviewed, or NULL (a PGN file). */
AdjEnvelope         *adj_review_window_get_envelope     (AdjReviewWindow  *self);
const ChessTree     *adj_review_window_get_tree         (AdjReviewWindow  *self);
/* The node shown, and its position. */
const ChessTreeNode *adj_review_window_get_current      (AdjReviewWindow  *self);
const ChessPosition *adj_review_window_get_position     (AdjReviewWindow  *self);
/* Show NODE (one of the tree's). */
void                 adj_review_window_go_to            (AdjReviewWindow  *self,
                                                         const ChessTreeNode *node);
AdjBoard            *adj_review_window_get_board        (AdjReviewWindow  *self);

/* Play MOVES (N of them) from the node shown, following the moves already
 * there and adding the others as a new variation, and show where they
 * end. Returns how many were legal and played (the rest are not). */
int                  adj_review_window_play_line        (AdjReviewWindow  *self,
                                                         const ChessMove  *moves,
                                                         int               n);

/* A further page of the side pane (NAME unique; TITLE and ICON_NAME for
 * its switcher). */
void                 adj_review_window_add_pane         (AdjReviewWindow  *self,
                                                         const char       *name,
                                                         const char       *title,
                                                         const char       *icon_name,
                                                         GtkWidget        *pane);

/* The review as PGN: the tags (from the envelope or the file), the start,
 * every variation, comment and NAG (free it). */
char                *adj_review_window_dup_pgn          (AdjReviewWindow  *self);
/* The FEN of the position shown (free it). */
char                *adj_review_window_dup_fen          (AdjReviewWindow  *self);
/* The diagram dialog for the position shown, as the board shows it (its
 * side at the bottom, the node's arrows and marks), presented over the
 * window (owned by GTK; the action review.export-diagram). */
GtkWidget           *adj_review_window_export_diagram   (AdjReviewWindow  *self);
/* Write the PGN to FILE (the export's end, without its dialog). */
gboolean             adj_review_window_export_pgn_file  (AdjReviewWindow  *self,
                                                         GFile            *file,
                                                         GError          **error);

/* Plain functions (no display needed). */

/* Below this width the moves go under the board. */
#define ADJ_REVIEW_NARROW_WIDTH 700
/* The board's side under a narrow window WIDTH × HEIGHT: the width less
 * the margins, no more than half the height, so that moves stay in view. */
int                  adj_review_narrow_board_size       (int               width,
                                                         int               height);
/* The name offered for a diagram ("Vidal – Puig, move 41", translated):
 * PLAYERS (NULL or "": none) and the number of the move to be played
 * (free it). */
char                *adj_review_diagram_name            (const char       *players,
                                                         int               move_number);

G_END_DECLS
