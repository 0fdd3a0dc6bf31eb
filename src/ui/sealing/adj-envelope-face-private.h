/* adj-envelope-face-private.h — what the files of the envelope face share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The face is drawn by three files, by responsibility:
 *   adj-envelope-face-layout.c  the layout of each shape of page, and what
 *                               the face says: the form's boxes and texts
 *   adj-envelope-face.c         drawing the face from them
 *   adj-envelope-face-print.c   the papers, the PDF file and the printer
 */
#pragma once

#include <gtk/gtk.h>

#include "adj-envelope-face.h"
#include "adj-profile.h"

G_BEGIN_DECLS

#define MM_TO_PT(mm) ((mm) * 72.0 / 25.4)

typedef enum {
  SHAPE_C5,  /* landscape, about 1.4:1: diagram left, fields right */
  SHAPE_DL,  /* landscape, 2:1 and low: the same, smaller */
  SHAPE_A4,  /* upright: fields across the top, diagram below */
} Shape;

/* Measures in points for the paper of each shape; the whole face scales
 * with the page it is given (a printer's printable area is a little smaller). */
typedef struct {
  double ref_width, ref_height;
  double margin;
  double title_size, notice_size, profile_size;
  double header_height;    /* from the top margin to the rule under the header */
  double label_size, value_size, cell_height, cell_gap;
  double square, coord_size;
  double caption_size;
  gboolean show_fen;
  gboolean fields_beside;  /* the fields to the right of the diagram */
  gboolean signatures_below; /* across the bottom, else beside the diagram */
  double gap;              /* between the blocks of the body */
  double code_size, note_size;
  double signature_height; /* from the signature line's top room to the labels under it */
} Layout;


/* Ink: the face is printed, often on a monochrome laser printer. */
#define INK_TEXT   0.08
#define INK_LABEL  0.36
#define INK_FAINT  0.52
#define INK_RULE   0.60
#define INK_DARK_SQUARE 0.74

typedef struct {
  cairo_t     *cr;
  const Layout *layout;
  double        u;          /* scale of the page against the layout's paper */
  double        square;     /* the diagram's square, unscaled: fitted to the page */
  double        cell_height;/* the form's rows, unscaled: stretched to the diagram */
  char         *family;
  char         *mono_family;
} Face;

typedef enum {
  TEXT_PLAIN  = 0,
  TEXT_BOLD   = 1 << 0,
  TEXT_MONO   = 1 << 1,
  TEXT_WRAP   = 1 << 2,  /* wrap at the width instead of ellipsizing */
  TEXT_RIGHT  = 1 << 3,
  TEXT_CENTER = 1 << 4,
  TEXT_ITALIC = 1 << 5,
  TEXT_WORDS  = 1 << 6,  /* with TEXT_WRAP: break between words only */
} TextFlags;

/* One box of the form: a label (and the article requiring it) above a value
 * written on a line. */
typedef struct {
  const char *label;
  char       *value;    /* NULL: left blank, to be written by hand */
  char       *short_value; /* said instead when VALUE does not fit, or NULL */
  char       *article;
  int         span;     /* columns of the grid it covers */
  gboolean    strong;   /* the players' names */
} Cell;

#define MAX_CELLS 24
/* Every row covers the same four columns, so that the boxes of one row
 * line up with those of the next. */
#define GRID_COLUMNS 4

typedef struct {
  Cell  cells[MAX_CELLS];
  guint n_cells;
  guint row_ends[MAX_CELLS];  /* index after the last cell of each row */
  guint n_rows;
} Form;

/* adj-envelope-face-layout.c */
/* The shape of a WIDTH × HEIGHT page, and the layout of each shape. */
Shape         _adj_envelope_face_shape_for      (double            width,
                                                 double            height);
const Layout *_adj_envelope_face_get_layout     (Shape             shape);
/* "Art. I.2.1", or NULL when the profile does not require the field. */
char         *_adj_envelope_face_field_article  (const AdjProfile *profile,
                                                 AdjField          field);
/* Every field the face shows, required ones with their article, in the
 * rows of boxes of a WIDE form (the long, low DL envelope: four boxes on a
 * row where the others put two) or a narrow one. */
void          _adj_envelope_face_form_fill      (Form             *form,
                                                 AdjEnvelope      *env,
                                                 const AdjProfile *profile,
                                                 gboolean          wide);
void          _adj_envelope_face_form_clear     (Form             *form);

G_END_DECLS
