/* adj-piece-set.h — the project's own pieces, drawn as SVG, rendered at any size
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Twelve SVG drawings in the resources (/io/github/adjourn/Adjourn/board/pieces/
 * wk.svg … bp.svg), drawn for Adjourn. The board asks for a texture at its
 * current square size in device pixels and gets it from a cache (rendered
 * once per size); printing and PDF draw the vectors straight into cairo.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PIECE_SET (adj_piece_set_get_type ())

G_DECLARE_FINAL_TYPE (AdjPieceSet, adj_piece_set, ADJ, PIECE_SET, GObject)

/* The one piece set of the process (not to be freed). */
AdjPieceSet *adj_piece_set_get_default (void);

/* Draw PIECE as vectors into the square (x, y, size) of CR. */
void         adj_piece_set_render      (AdjPieceSet *self,
                                        cairo_t     *cr,
                                        ChessPiece   piece,
                                        double       x,
                                        double       y,
                                        double       size);

/* PIECE rendered to PIXEL_SIZE × PIXEL_SIZE device pixels, from the cache
 * (owned by the set, valid until the set drops that size). */
GdkTexture  *adj_piece_set_get_texture (AdjPieceSet *self,
                                        ChessPiece   piece,
                                        int          pixel_size);

/* "white knight" (translated), for accessible names and messages. */
const char  *adj_piece_set_describe    (ChessPiece   piece);

G_END_DECLS
