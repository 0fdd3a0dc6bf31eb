/* adj-resume-private.h — what the resumption engine and its outcome's words share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-resume.h"

G_BEGIN_DECLS

/* The paragraph for the players (in the UI language) that says what O
 * decided, BEFORE being the envelope's position. */
char *adj_outcome_explain (const AdjOutcome *o, const ChessPosition *before);
/* Where the draw hung on a side unable to mate: which side, and the proof
 * chess_draw_can_mate() gives for it (cannot_mate, cannot_mate_proof). */
void  adj_outcome_find_cannot_mate (AdjOutcome *o);

G_END_DECLS
