/* adj-archive-view.h — the archive page: games by event and round, and the
 * selected game's envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list of events → rounds → games (a GtkListView over a GtkTreeListModel
 * of the AdjArchiveModel) beside the selected game's details: players,
 * position, clocks, sealer and move number, resumption, and the custody
 * log. Narrow (adj_archive_view_set_narrow) it shows one of the two at a
 * time, with a back button. No sealed move is shown, ever: the model has
 * none to give.
 */
#pragma once

#include <adwaita.h>

#include "adj-archive-model.h"

G_BEGIN_DECLS

#define ADJ_TYPE_ARCHIVE_VIEW (adj_archive_view_get_type ())
G_DECLARE_FINAL_TYPE (AdjArchiveView, adj_archive_view, ADJ, ARCHIVE_VIEW, GtkWidget)

GtkWidget      *adj_archive_view_new               (void);
/* The archive to list, and the store its custody log is read from. */
void            adj_archive_view_set_model         (AdjArchiveView  *self,
                                                    AdjArchiveModel *model,
                                                    AdjStore        *store);
/* One pane at a time (a phone-sized window). */
void            adj_archive_view_set_narrow        (AdjArchiveView  *self,
                                                    gboolean         narrow);
gboolean        adj_archive_view_get_narrow        (AdjArchiveView  *self);
/* Select the game that holds envelope ENVELOPE_ID and show it; FALSE when
 * it is not in the list (filtered out, or unknown). */
gboolean        adj_archive_view_select_envelope   (AdjArchiveView  *self,
                                                    gint64           envelope_id);
/* The game whose details are shown, or NULL (property "shown-game"). */
AdjArchiveItem *adj_archive_view_get_shown_game    (AdjArchiveView  *self);
/* Whether the details (rather than the list) are shown when narrow. */
gboolean        adj_archive_view_get_showing_detail (AdjArchiveView *self);

/* The side of the details' board for a column COLUMN_WIDTH wide in a view
 * VIEW_HEIGHT high (pixels; 0: not known yet): the column's width, no
 * more than three fifths of the view's height, whole squares, never under
 * ADJ_ARCHIVE_BOARD_MIN. */
#define ADJ_ARCHIVE_BOARD_MIN 192
int             adj_archive_board_size             (int              column_width,
                                                    int              view_height);

G_END_DECLS
