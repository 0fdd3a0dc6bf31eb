/* adj-window.h — the main window
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "adj-application.h"
#include "adj-envelope.h"

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
/* Show the archive STORE (NULL: the ERROR that kept it from opening)
 * instead of the one shown: the preferences chose another. */
void       adj_window_set_store     (AdjWindow     *self,
                                     AdjStore      *store,
                                     const GError  *error);
/* Show that the archive SHOWN names (without its password) is being
 * opened, in the background, instead of the one shown: a spinner until
 * adj_window_set_store() gives it. */
void       adj_window_set_store_opening (AdjWindow  *self,
                                         const char *shown);
/* Read the archive again now (after something else wrote to the store). */
void       adj_window_reload_archive (AdjWindow     *self);

/* What the file actions do once a file is chosen (the dialogs call these;
 * tests call them with a file of their own). Each says how it went in the
 * window (a toast, or a dialog naming the problem) and returns it too. */
/* Import the envelope file FILE; the archive then shows it. A bad file
 * changes nothing. */
gboolean   adj_window_import_envelope_file (AdjWindow  *self,
                                            GFile      *file,
                                            GError    **error);
/* Review the game in FILE (a PGN, or an envelope file) in a window of its
 * own; a file that cannot be read is said so and opens nothing. */
gboolean   adj_window_review_file          (AdjWindow  *self,
                                            GFile      *file,
                                            GError    **error);
/* Write the shown game's latest envelope document to FILE. */
gboolean   adj_window_export_envelope_file (AdjWindow  *self,
                                            GFile      *file,
                                            GError    **error);
/* Write the shown game's record (up to the adjourned position) as PGN. */
gboolean   adj_window_export_game_file     (AdjWindow  *self,
                                            GFile      *file,
                                            GError    **error);
/* Write the shown game's envelope face, on the paper of the
 * "envelope-paper" setting, as a one-page PDF. */
gboolean   adj_window_export_face_file     (AdjWindow  *self,
                                            GFile      *file,
                                            GError    **error);

/* Plain functions (no display needed). */

/* The game record of ENV as PGN, its tags from the envelope (event, round,
 * board, players, date of adjournment, time control), ending at the
 * adjourned position with the result "*". The sealed move is never
 * written, whatever the envelope holds. NULL with an error naming the key
 * when the envelope has no record, or one that does not reach its
 * position. */
char      *adj_window_envelope_pgn         (AdjEnvelope *env,
                                            GError     **error);

G_END_DECLS
