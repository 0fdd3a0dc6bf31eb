/* adj-walkthrough.h — the frame of a walkthrough, shared by its windows
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A walkthrough (sealing an envelope, opening one) is a modal window over
 * AdjStep pages (see adj-step.h). This class holds what every such frame
 * does the same way: a dot per step, the title and "Step N of M", going to
 * a step and giving the keyboard to its first field, the buttons every
 * frame has (Cancel, Back, Next, the one that ends the walk, Done), the
 * question before Cancel loses what was entered, and the close refused
 * while a thread runs. The walk has N_WALKED steps; the last of them is
 * ended by the frame's own button (Seal, Record), and the page after it is
 * the result.
 *
 * A subclass has a composite template with the ids window_title,
 * cancel_button, back_button, next_button, done_button, step_dots and
 * stack, binds them with adj_walkthrough_class_setup() after setting its
 * template, installs its own actions, and hands its steps over with
 * adj_walkthrough_set_steps() after gtk_widget_init_template().
 */
#pragma once

#include <adwaita.h>

#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_WALKTHROUGH (adj_walkthrough_get_type ())

G_DECLARE_DERIVABLE_TYPE (AdjWalkthrough, adj_walkthrough, ADJ, WALKTHROUGH, AdwWindow)

struct _AdjWalkthroughClass
{
  AdwWindowClass parent_class;

  /* Set by adj_walkthrough_class_setup(). */
  const char *prefix;
  const char *commit_id;
  const char *spinner_id;

  /* Untranslated (N_()): the title on the result page, the subtitle while
   * a thread runs, and the question before Cancel loses what was entered. */
  const char *done_title;
  const char *busy_subtitle;
  const char *discard_heading;
  const char *discard_body;
  const char *discard_label;

  /* The frame's own buttons and actions, after the shared ones. */
  void (*update)        (AdjWalkthrough *self);
  /* STEP is about to be shown (the current step already is STEP). */
  void (*entering)      (AdjWalkthrough *self,
                         guint           step);
  /* PAGE said that what it holds changed. Unset: update. */
  void (*step_changed)  (AdjWalkthrough *self,
                         AdjStep        *page);
  /* Empty every entry that holds a secret (on Done, Cancel and close). */
  void (*clear_secrets) (AdjWalkthrough *self);
};

/* For class_init, after the template is set: binds the frame's widgets
 * (COMMIT_ID and SPINNER_ID the subclass binds itself), installs
 * PREFIX.cancel and PREFIX.done and the keys Escape, Alt+Left and Alt+Right
 * (PREFIX.cancel, PREFIX.back, PREFIX.next). */
void      adj_walkthrough_class_setup (GtkWidgetClass    *widget_class,
                                       const char        *prefix,
                                       const char        *commit_id,
                                       const char        *spinner_id);
/* The N_STEPS step widgets (N_WALKED walked, then the result page when it
 * is a step) and the stack page NAMES of all N_WALKED + 1 pages. */
void      adj_walkthrough_set_steps   (AdjWalkthrough    *self,
                                       AdjStep *const    *steps,
                                       guint              n_steps,
                                       guint              n_walked,
                                       const char *const *names);
AdjStep  *adj_walkthrough_get_page    (AdjWalkthrough    *self,
                                       guint              step);
guint     adj_walkthrough_get_step    (AdjWalkthrough    *self);
void      adj_walkthrough_go_to       (AdjWalkthrough    *self,
                                       guint              step);
/* Every button, action and title from the step and what it holds. */
void      adj_walkthrough_update      (AdjWalkthrough    *self);
/* A thread runs: the pages are insensitive, the window stays open. */
gboolean  adj_walkthrough_is_busy     (AdjWalkthrough    *self);
void      adj_walkthrough_set_busy    (AdjWalkthrough    *self,
                                       gboolean           busy);
/* Whether Cancel asks first (set by every step's "changed"). */
void      adj_walkthrough_set_edited  (AdjWalkthrough    *self,
                                       gboolean           edited);

/* The size a walkthrough that would like WANT_WIDTH × WANT_HEIGHT opens at
 * over a parent of PARENT_WIDTH × PARENT_HEIGHT (0: unknown): no larger than
 * the parent, so that over a phone-wide window it covers it rather than
 * spilling past its edges, and never under MIN_WIDTH × MIN_HEIGHT. */
void      adj_walkthrough_fit_size    (int                parent_width,
                                       int                parent_height,
                                       int                min_width,
                                       int                min_height,
                                       int               *width,
                                       int               *height);

G_END_DECLS
