/* adj-diagram-dialog.h — export a position as a diagram, for a bulletin
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small window over the one showing the position: a live preview, the
 * size in pixels, coordinates or not, PNG or SVG, the side at the bottom,
 * and the players' arrows and marks when there are any; Export… asks where
 * (adj-file-dialog) and writes the file (adj-diagram). The piece set and
 * the board's colours are the ones the preferences give the board.
 *
 * Signals:
 *   exported (GFile *file)   the diagram was written there; the window
 *                            closes next
 */
#pragma once

#include <adwaita.h>

#include "adj-diagram.h"
#include "chess-annotation.h"
#include "chess-position.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DIAGRAM_DIALOG (adj_diagram_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AdjDiagramDialog, adj_diagram_dialog, ADJ, DIAGRAM_DIALOG, AdwWindow)

/* A dialog for POS, Black at the bottom at first when FLIPPED, with NOTES
 * (NULL: none; copied), offering SUGGESTED_NAME (NULL: "diagram") as the
 * file's name, its extension following the format. Transient for PARENT
 * (may be NULL) and modal. */
GtkWidget *adj_diagram_dialog_new     (GtkWindow              *parent,
                                       const ChessPosition    *pos,
                                       gboolean                flipped,
                                       const ChessAnnotations *notes,
                                       const char             *suggested_name);
/* The same, shown. */
void       adj_diagram_dialog_present (GtkWindow              *parent,
                                       const ChessPosition    *pos,
                                       gboolean                flipped,
                                       const ChessAnnotations *notes,
                                       const char             *suggested_name);

/* The diagram as chosen now: its options (notes and names owned by the
 * dialog) and format. */
void       adj_diagram_dialog_get_options (AdjDiagramDialog   *self,
                                           AdjDiagramOptions  *options,
                                           AdjDiagramFormat   *format);

/* What Export… does once FILE is chosen: write the diagram there, then
 * emit "exported" and close; an error is shown over the dialog, which
 * stays open. */
void       adj_diagram_dialog_export  (AdjDiagramDialog       *self,
                                       GFile                  *file);

/* The name offered for the file: SUGGESTED (NULL: "diagram") without a
 * .png or .svg it ends in, with FORMAT's extension, made safe for file
 * systems (adj_file_dialog_suggest_name()). */
char      *adj_diagram_dialog_file_name (const char       *suggested,
                                         AdjDiagramFormat  format);
/* "480 × 480 pixels, PNG" (translated): the caption under the preview. */
char      *adj_diagram_dialog_caption   (int               size,
                                         AdjDiagramFormat  format);

G_END_DECLS
