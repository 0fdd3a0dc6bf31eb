/* adj-piece-set.h — the project's own pieces, drawn as SVG, rendered at any size
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each set is twelve SVG drawings in the resources, drawn for Adjourn:
 * "adjourn" (board/pieces/wk.svg … bp.svg, the original set), "staunton"
 * and "geometric" (board/pieces/ID/wk.svg …). A board asks the set the
 * piece-set setting names for a texture at its current square size in
 * device pixels and gets it from that set's cache (rendered once per
 * size); printing and PDF draw the original set's vectors into cairo.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define ADJ_TYPE_PIECE_SET (adj_piece_set_get_type ())

G_DECLARE_FINAL_TYPE (AdjPieceSet, adj_piece_set, ADJ, PIECE_SET, GObject)

/* The ids of the sets, NULL-terminated, the default ("adjourn") first. */
const char *const *adj_piece_set_list_ids (void);
/* "Staunton" (translated) for an id of the list, NULL for another. */
const char  *adj_piece_set_get_title   (const char *id);

/* The set ID of the process (not to be freed; one per id); the default set
 * for NULL or an id not in the list. */
AdjPieceSet *adj_piece_set_get         (const char *id);
/* The original set, "adjourn". */
AdjPieceSet *adj_piece_set_get_default (void);
const char  *adj_piece_set_get_id      (AdjPieceSet *self);

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
