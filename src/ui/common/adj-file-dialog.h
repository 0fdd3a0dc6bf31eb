/* adj-file-dialog.h — open and save dialogs, whichever GTK provides them
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkFileDialog arrived in GTK 4.10, which deprecated GtkFileChooserNative;
 * Debian 12 has 4.8. Both go through the file-chooser portal when there is
 * one. The rest of src/ui asks for a file of a kind and gets a GFile back.
 */
#pragma once

#include <gtk/gtk.h>

#include "adj-envelope.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_FILE_KIND_ENVELOPE,  /* an envelope file (spec/formats.md), *.json */
  ADJ_FILE_KIND_PGN,       /* a game record, *.pgn */
  ADJ_FILE_KIND_PDF,       /* a printed envelope face, *.pdf */
  ADJ_FILE_KIND_PNG,       /* a diagram as a picture, *.png */
  ADJ_FILE_KIND_SVG,       /* a diagram as vectors, *.svg */
  ADJ_FILE_KIND_GAME,      /* a game to review: a game record or an envelope, *.pgn or *.json */
  ADJ_FILE_KIND_PREPARATION, /* a player's preparation of the reply, *.pgn */
} AdjFileKind;

/* FILE is the chosen file (the callee refs it to keep it), or NULL when
 * the dialog was dismissed (ERROR NULL) or failed (ERROR says why). */
typedef void (*AdjFileDialogCallback) (GFile        *file,
                                       const GError *error,
                                       gpointer      user_data);

/* Ask for a file of KIND to read. */
void        adj_file_dialog_open           (GtkWindow             *parent,
                                            AdjFileKind            kind,
                                            AdjFileDialogCallback  callback,
                                            gpointer               user_data);

/* Ask where to write a file of KIND, offering SUGGESTED_NAME (may be NULL:
 * see adj_file_dialog_suggest_name()). */
void        adj_file_dialog_save           (GtkWindow             *parent,
                                            AdjFileKind            kind,
                                            const char            *suggested_name,
                                            AdjFileDialogCallback  callback,
                                            gpointer               user_data);

/* What the dialogs are made of, without a display. */

/* The dialog's title (translated): "Open Envelope File", "Export PGN" … */
const char *adj_file_dialog_title          (AdjFileKind  kind,
                                            gboolean     save);
/* "json", "pgn", "pdf", "png", "svg". */
const char *adj_file_kind_extension        (AdjFileKind  kind);
/* The GtkFileFilters offered: the kind's own first (the default), then for
 * opening "All files". */
GListModel *adj_file_dialog_filters        (AdjFileKind  kind,
                                            gboolean     save);
/* A file name from TITLE: characters that file systems refuse replaced,
 * spaces collapsed, cut to a sensible length on a character boundary, the
 * kind's extension added unless it is there already; a generic name when
 * nothing usable is left. */
char       *adj_file_dialog_suggest_name   (AdjFileKind  kind,
                                            const char  *title);
/* The name offered for ENV's file of KIND: event, round, board and the
 * players' surnames ("Club championship, round 5, board 3, Vidal–Puig.json"). */
char       *adj_file_dialog_envelope_name  (AdjFileKind  kind,
                                            AdjEnvelope *env);

G_END_DECLS
