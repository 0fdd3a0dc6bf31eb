/* adj-eval-bar.h — the evaluation bar: White's share of the game at a glance
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bar, White's part from the start edge (horizontal, as the pane shows
 * it) or from the bottom (vertical, GtkOrientable: beside a board; from the
 * other end when "inverted", for a board seen from Black's side), Black's
 * the rest: an even game halves it, a won one nearly fills it, a mate found
 * puts the edge at the end. Its accessible value is the score as the lines
 * write it.
 */
#pragma once

#include <gtk/gtk.h>

#include "adj-uci.h"

G_BEGIN_DECLS

/* White's share (0 … 1) for a score from White's view: 0.5 for 0.00,
 * approaching the ends as the advantage grows (a pawn up is about 0.6,
 * a rook up about 0.85), 1 when White mates, 0 when Black does, 0.5 with no
 * score. */
double adj_eval_bar_white_share (AdjUciScoreKind kind,
                                 int             value);

#define ADJ_TYPE_EVAL_BAR (adj_eval_bar_get_type ())
G_DECLARE_FINAL_TYPE (AdjEvalBar, adj_eval_bar, ADJ, EVAL_BAR, GtkWidget)

GtkWidget *adj_eval_bar_new        (void);
/* The score from White's view and its text ("+0.35", "#−3"; NULL: none). */
void       adj_eval_bar_set_score  (AdjEvalBar      *self,
                                    AdjUciScoreKind  kind,
                                    int              value,
                                    const char      *text);
double     adj_eval_bar_get_share  (AdjEvalBar      *self);
void       adj_eval_bar_set_inverted (AdjEvalBar    *self,
                                      gboolean       inverted);

G_END_DECLS
