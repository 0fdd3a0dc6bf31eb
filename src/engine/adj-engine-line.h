/* adj-engine-line.h — one line of an engine's analysis: its score and moves
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An immutable value: AdjEngine replaces a line in its model each time the
 * engine reports it again. The moves are legal from the position searched
 * (AdjEngine refuses the engine's line otherwise).
 */
#pragma once

#include <glib-object.h>

#include "adj-uci.h"
#include "chess-notation.h"

G_BEGIN_DECLS

#define ADJ_TYPE_ENGINE_LINE (adj_engine_line_get_type ())
G_DECLARE_FINAL_TYPE (AdjEngineLine, adj_engine_line, ADJ, ENGINE_LINE, GObject)

/* A line from a parsed info line that has a pv or a score, searched from
 * ROOT. */
AdjEngineLine       *adj_engine_line_new          (const ChessPosition *root,
                                                   const AdjUciInfo    *info);

guint                adj_engine_line_get_multipv  (AdjEngineLine *self);
guint                adj_engine_line_get_depth    (AdjEngineLine *self);
guint                adj_engine_line_get_seldepth (AdjEngineLine *self);
guint64              adj_engine_line_get_nodes    (AdjEngineLine *self);
guint64              adj_engine_line_get_nps      (AdjEngineLine *self);
guint64              adj_engine_line_get_time     (AdjEngineLine *self);
/* The score as the engine gave it: from the side to move's view. */
AdjUciScoreKind      adj_engine_line_get_score    (AdjEngineLine *self,
                                                   int           *value,
                                                   AdjUciBound   *bound);
/* The same from White's view (what an evaluation bar shows). */
AdjUciScoreKind      adj_engine_line_get_white_score (AdjEngineLine *self,
                                                      int           *value);
/* "+0.35", "-1.20", "0.00", "#3" (White mates in 3), "#-3" (Black
 * does), from White's view; "" when the engine gave no score. */
char                *adj_engine_line_format_score (AdjEngineLine *self);

const ChessPosition *adj_engine_line_get_root     (AdjEngineLine *self);
/* The moves, as ChessMove (N_MOVES of them), in UCI and in English SAN. */
const ChessMove     *adj_engine_line_get_moves    (AdjEngineLine *self,
                                                   guint         *n_moves);
const char * const  *adj_engine_line_get_uci      (AdjEngineLine *self);
const char * const  *adj_engine_line_get_san      (AdjEngineLine *self);
/* The moves with their numbers, in LANG's letters or in figurines:
 * "24…Rd2 25.Kf1 Rxf2"; at most MAX_MOVES of them (0: all). */
char                *adj_engine_line_format_moves (AdjEngineLine *self,
                                                   ChessLang      lang,
                                                   gboolean       figurine,
                                                   guint          max_moves);

G_END_DECLS
