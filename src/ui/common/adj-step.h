/* adj-step.h — one step of a walkthrough, the page a frame moves through
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A walkthrough (sealing an envelope; opening one, a lost envelope) is a
 * frame — its window, header bar, actions and the store verb it runs — and
 * one AdjStep per step, each a composite template of its own. A step
 * gathers what is entered on its page and asks src/adjourn about it; it
 * decides no rule. The frame moves between steps knowing only what this
 * class says of them: the title, whether the walkthrough may go on, and
 * which field takes the keyboard; a step tells the frame that what it
 * holds changed with adj_step_changed(), and the frame then updates its
 * buttons. What the walkthrough stores the frame reads from each step's own
 * getters.
 *
 * Properties:
 *   title (string)   the step's name: the frame's title while it is shown
 * Signals:
 *   changed ()       something the step holds was changed
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ADJ_TYPE_STEP (adj_step_get_type ())

G_DECLARE_DERIVABLE_TYPE (AdjStep, adj_step, ADJ, STEP, GtkWidget)

struct _AdjStepClass
{
  GtkWidgetClass parent_class;

  /* Whether what the step holds lets the walkthrough go on. Reads the
   * step's fields, marks each one that does not read and says why beside
   * it. Unset: always. */
  gboolean   (*is_complete)     (AdjStep *self);
  /* The field that takes the keyboard when the step is shown. Unset or
   * NULL: the frame's default button. */
  GtkWidget *(*get_first_field) (AdjStep *self);
};

const char *adj_step_get_title       (AdjStep    *self);
void        adj_step_set_title       (AdjStep    *self,
                                      const char *title);
gboolean    adj_step_is_complete     (AdjStep    *self);
GtkWidget  *adj_step_get_first_field (AdjStep    *self);
/* For the step's own code: what it holds changed (emits "changed"). */
void        adj_step_changed         (AdjStep    *self);

/* What every step does with a field that does not read. */

/* FIELD (a widget, usually a row) in the "error" style when BAD. */
void        adj_step_mark            (gpointer    field,
                                      gboolean    bad);
/* MESSAGE in LABEL, shown; NULL hides the label. */
void        adj_step_say             (GtkLabel   *label,
                                      const char *message);
/* The text of EDITABLE without surrounding blanks, NULL when that leaves
 * nothing. */
char       *adj_step_dup_text        (gpointer    editable);
/* A message of src/adjourn or src/store, which start in lower case to be
 * quoted after a colon, as a sentence of its own. */
char       *adj_step_sentence        (const char *message);
/* A store error as the arbiter reads it: without the archive's PATH
 * (which starts every such message and is no help at the desk), as a
 * sentence of its own. */
char       *adj_step_store_sentence  (const char   *path,
                                      const GError *error);

G_END_DECLS
