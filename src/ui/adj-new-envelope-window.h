/* adj-new-envelope-window.h — where sealing a new envelope starts
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_NEW_ENVELOPE_WINDOW (adj_new_envelope_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjNewEnvelopeWindow, adj_new_envelope_window, ADJ, NEW_ENVELOPE_WINDOW, AdwWindow)

AdjNewEnvelopeWindow *adj_new_envelope_window_new (void);

G_END_DECLS
