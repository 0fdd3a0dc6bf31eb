/* adj-window.h — the main window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "adj-application.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WINDOW (adj_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjWindow, adj_window, ADJ, WINDOW, AdwApplicationWindow)

/* The size a window opens at, from the size saved when one was last closed:
 * never below the window's minimum, and the default when nothing sensible was
 * saved. Needs no display. */
#define ADJ_WINDOW_MIN_WIDTH      360
#define ADJ_WINDOW_MIN_HEIGHT     294
#define ADJ_WINDOW_DEFAULT_WIDTH  900
#define ADJ_WINDOW_DEFAULT_HEIGHT 640
void       adj_window_restored_size (int  saved_width,
                                     int  saved_height,
                                     int *width,
                                     int *height);

AdjWindow *adj_window_new           (AdjApplication *application);
/* Read the archive again now (after something else wrote to the store). */
void       adj_window_reload_archive (AdjWindow     *self);

G_END_DECLS
