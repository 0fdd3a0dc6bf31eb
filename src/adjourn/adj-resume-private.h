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

G_END_DECLS
