/* adj-diagram.h — a position drawn as a diagram, to PNG or SVG
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For a club bulletin: the board in a board style's colours, the pieces of
 * a piece set (as vectors in SVG), coordinates outside the board, and the
 * players' arrows and marks drawn as the board draws them. Plain functions
 * on cairo: no display, no widget. The board widget draws its notes with
 * adj_diagram_draw_annotations() too, so that a diagram shows them as the
 * screen did.
 */
#pragma once

#include <gio/gio.h>
#include <gdk/gdk.h>

#include "chess-annotation.h"
#include "chess-position.h"

G_BEGIN_DECLS

#define ADJ_DIAGRAM_ERROR (adj_diagram_error_quark ())

typedef enum {
  ADJ_DIAGRAM_ERROR_SIZE,        /* the size is out of range */
  ADJ_DIAGRAM_ERROR_PIECE_SET,   /* no piece set of that id */
  ADJ_DIAGRAM_ERROR_BOARD_STYLE, /* no board style of that id */
  ADJ_DIAGRAM_ERROR_POSITION,    /* a square holds no piece that exists */
  ADJ_DIAGRAM_ERROR_FORMAT,      /* no such format */
  ADJ_DIAGRAM_ERROR_RENDER,      /* cairo failed (out of memory) */
} AdjDiagramError;

typedef enum {
  ADJ_DIAGRAM_FORMAT_PNG,
  ADJ_DIAGRAM_FORMAT_SVG,
} AdjDiagramFormat;

/* The sides of the image, in pixels, that a diagram may have. */
#define ADJ_DIAGRAM_MIN_SIZE 64
#define ADJ_DIAGRAM_MAX_SIZE 4096

typedef struct {
  int                     size;        /* the image's width and height, pixels */
  gboolean                flipped;     /* Black at the bottom */
  gboolean                coordinates; /* a–h and 1–8 round the board */
  const ChessAnnotations *notes;       /* arrows and marks, or NULL */
  const char             *piece_set;   /* an adj_piece_set_list_ids() id; NULL: the default */
  const char             *board_style; /* "brown" … (the board-style setting); NULL: brown */
} AdjDiagramOptions;

GQuark      adj_diagram_error_quark          (void);

/* Options with everything at its default: 480 pixels, White at the
 * bottom, coordinates, no notes, the default set and style. */
void        adj_diagram_options_init         (AdjDiagramOptions       *options);

/* FALSE with an ADJ_DIAGRAM_ERROR naming what is wrong with POSITION or
 * OPTIONS; what adj_diagram_render() checks first. */
gboolean    adj_diagram_check                (const ChessPosition     *position,
                                              const AdjDiagramOptions *options,
                                              GError                 **error);

/* The diagram as a PNG or SVG file's bytes, or NULL with ERROR. */
GBytes     *adj_diagram_render               (const ChessPosition     *position,
                                              const AdjDiagramOptions *options,
                                              AdjDiagramFormat         format,
                                              GError                 **error);
/* The same written to FILE (replaced whole, or left as it was). */
gboolean    adj_diagram_save                 (const ChessPosition     *position,
                                              const AdjDiagramOptions *options,
                                              AdjDiagramFormat         format,
                                              GFile                   *file,
                                              GCancellable            *cancellable,
                                              GError                 **error);

/* Draw the diagram into CR at its origin, OPTIONS->size wide (a preview);
 * the options are assumed checked. */
void        adj_diagram_draw                 (cairo_t                 *cr,
                                              const ChessPosition     *position,
                                              const AdjDiagramOptions *options);

/* Draw NOTES over a board whose squares are SQUARE wide, its top left
 * corner at (X, Y), Black at the bottom when FLIPPED: marks as rings,
 * arrows from centre to centre with a head, in translucent colours. */
void        adj_diagram_draw_annotations     (cairo_t                 *cr,
                                              const ChessAnnotations  *notes,
                                              double                   x,
                                              double                   y,
                                              double                   square,
                                              gboolean                 flipped);
/* The colour notes of COLOR are drawn in. */
void        adj_diagram_annotation_rgba      (ChessAnnotationColor     color,
                                              GdkRGBA                 *rgba);

/* "png" or "svg"; and the MIME type. */
const char *adj_diagram_format_extension     (AdjDiagramFormat         format);

G_END_DECLS
