/* adj-schedule-view.h — the resumption schedule: what resumes when and where
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every session with a resumption time, in time order under its day, with
 * its place, players and board; overdue and past ones marked. A
 * resumption clicked opens its game.
 *
 * Signals:
 *   game-activated (gint64 envelope_id)   a resumption was clicked
 */
#pragma once

#include <adwaita.h>

#include "adj-archive-model.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SCHEDULE_VIEW (adj_schedule_view_get_type ())
G_DECLARE_FINAL_TYPE (AdjScheduleView, adj_schedule_view, ADJ, SCHEDULE_VIEW, GtkWidget)

GtkWidget  *adj_schedule_view_new    (void);
/* Build the schedule from MODEL as it is NOW (NULL: the current time). */
void        adj_schedule_view_update (AdjScheduleView *self,
                                      AdjArchiveModel *model,
                                      GDateTime       *now);
/* The list shown (AdjArchiveItem: days and sessions), or NULL. */
GListModel *adj_schedule_view_get_schedule (AdjScheduleView *self);

G_END_DECLS
