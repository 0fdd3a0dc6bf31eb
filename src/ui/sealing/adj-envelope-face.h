/* adj-envelope-face.h — the printed face of a paper sealed-move envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One drawing function serves both the PDF export and the printer: it lays
 * out every field the envelope's rules profile requires (with the article
 * that requires it), a diagram of the position before the sealed move, the
 * seal code of a digital envelope and the signature lines, adapting the
 * layout to the page's shape (C5 and DL envelopes in landscape, A4 upright).
 * The sealed move itself is never drawn, whatever the envelope holds.
 */
#pragma once

#include <gtk/gtk.h>

#include "adj-envelope.h"
#include "adj-store.h"

G_BEGIN_DECLS

#define ADJ_ENVELOPE_FACE_ERROR (adj_envelope_face_error_quark ())

typedef enum {
  ADJ_ENVELOPE_FACE_ERROR_PAPER,  /* a paper name the face is not laid out for */
  ADJ_ENVELOPE_FACE_ERROR_WRITE,  /* the PDF could not be written */
} AdjEnvelopeFaceError;

GQuark adj_envelope_face_error_quark (void);

/* A paper the face is laid out for, as printed (envelopes in landscape). */
typedef struct {
  const char *name;       /* the PWG name GTK knows it by: "iso_c5" */
  double      width_mm;   /* as printed: 229 for C5 */
  double      height_mm;  /* as printed: 162 for C5 */
  gboolean    landscape;  /* printed across: GTK's paper is portrait */
} AdjEnvelopePaper;

/* The papers of the face, NULL-name terminated: "iso_c5", "iso_dl", "iso_a4". */
const AdjEnvelopePaper *adj_envelope_face_get_papers (void);

/* The paper called NAME, or NULL with ADJ_ENVELOPE_FACE_ERROR_PAPER naming
 * it and the papers there are. Also refused when GTK does not know NAME by
 * that size (GTK falls back to A4 silently for names it does not know). */
const AdjEnvelopePaper *adj_envelope_face_lookup_paper (const char  *name,
                                                        GError     **error);

/* What the face prints besides the envelope. Each may be NULL. */
typedef struct {
  const char *seal_code;    /* a digital envelope's seal code; NULL for paper */
  /* The custody log's head for the envelope's event when the face is
   * printed, and the event's public signing key: noted on paper, they let
   * a rewritten or cut history be found later (log verify --head). */
  const char *custody_head;
  const char *signing_key;
} AdjEnvelopeFaceMarks;

/* The marks of envelope ID as STORE holds them now: its seal code when
 * digital, its event's custody head and signing key. The strings belong
 * to the marks; free with adj_envelope_face_marks_free(). */
AdjEnvelopeFaceMarks *adj_envelope_face_marks_new  (AdjStore              *store,
                                                    gint64                 id,
                                                    GError               **error);
void                  adj_envelope_face_marks_free (AdjEnvelopeFaceMarks  *marks);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjEnvelopeFaceMarks, adj_envelope_face_marks_free)

/* Draw the face into the WIDTH × HEIGHT points at the origin of CR. */
void     adj_envelope_face_draw      (cairo_t     *cr,
                                      double       width,
                                      double       height,
                                      AdjEnvelope *env,
                                      const AdjEnvelopeFaceMarks *marks);

/* Write the face on one page of PAPER to the PDF file PATH, with MARKS
 * (NULL: none). */
gboolean adj_envelope_face_write_pdf (AdjEnvelope  *env,
                                      const AdjEnvelopeFaceMarks *marks,
                                      const char   *paper,
                                      const char   *path,
                                      GError      **error);

/* A print operation of one page drawing the face, its page set up for
 * PAPER (envelopes in landscape), or NULL for an unknown paper. For
 * printing without the dialog, or exporting through GTK's own PDF backend. */
GtkPrintOperation *adj_envelope_face_print_operation_new (AdjEnvelope  *env,
                                                          const AdjEnvelopeFaceMarks *marks,
                                                          const char   *paper,
                                                          GError      **error);

/* Print the face through the print dialog, on PAPER (preselected); errors
 * are shown over PARENT. */
void     adj_envelope_face_print     (GtkWindow   *parent,
                                      AdjEnvelope *env,
                                      const AdjEnvelopeFaceMarks *marks,
                                      const char  *paper);

G_END_DECLS
