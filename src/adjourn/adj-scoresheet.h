/* adj-scoresheet.h — a scoresheet's text, entry by entry
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a player wrote on the scoresheet, as the reconstruction of a lost
 * envelope reads it: one entry per ply, placed by its order alone (the
 * player's numbering is often wrong).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Split a scoresheet into its entries, one per ply: move numbers, "...",
 * results, comments and annotations that stand alone are dropped; a blank
 * cell written "-", "--", "—" or "_" is kept as an empty entry. */
GPtrArray  *adj_scoresheet_split (const char *text);

G_END_DECLS
