/* adj-analysis-pane.h — a chess engine's view of the position under review
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A side pane: an evaluation bar, the engine's best lines (MultiPV, the
 * "engine-lines" setting, 3 by default), each a row with its score from
 * White's view and its moves in the reader's piece letters numbered from
 * the position's move; a row clicked gives its moves ("line-activated").
 * Above them the engine's name, depth and speed, and a button to start or
 * stop the search. The search follows the position given; a new position
 * stops the old search at once. The engine runs as a subprocess
 * (AdjEngine): nothing here waits for it.
 *
 * Off by default, and never on by surprise: while the "engine-analysis"
 * setting is off the pane says so and offers to turn it on; while the
 * envelope given forbids engine analysis of its position
 * (adj_envelope_allows_engine_analysis) it says so and offers nothing. In
 * both no engine is started, and one running is ended. What the pane shows
 * in each case is decided by adj_analysis_view_new(), which needs no
 * display.
 */
#pragma once

#include <adwaita.h>

#include "adj-engine.h"
#include "adj-envelope.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_ANALYSIS_FORBIDDEN,  /* the event forbids it: said, nothing offered */
  ADJ_ANALYSIS_OFF,        /* the preference is off: offered to turn it on */
  ADJ_ANALYSIS_NO_ENGINE,  /* no engine found: how to install one */
  ADJ_ANALYSIS_FAILED,     /* the engine crashed or hung: why, and Start Again */
  ADJ_ANALYSIS_IDLE,       /* allowed, no search running: Start */
  ADJ_ANALYSIS_STARTING,   /* the engine is starting */
  ADJ_ANALYSIS_RUNNING,    /* searching: the lines */
} AdjAnalysisMode;

/* What decides what the pane shows. */
typedef struct {
  gboolean        allowed_by_event; /* TRUE without an envelope */
  gboolean        setting_on;       /* the "engine-analysis" setting */
  const GError   *find_error;       /* no engine found (adj_engine_find), else NULL */
  AdjEngineState  state;            /* the engine's, STOPPED when there is none */
  const GError   *engine_error;     /* why it FAILED */
} AdjAnalysisFacts;

typedef struct {
  AdjAnalysisMode mode;
  gboolean    shows_lines;   /* the lines page; else a message */
  const char *icon_name;     /* the message's */
  char       *title;
  char       *description;
  const char *action;        /* the message's one button (an action name), NULL: none */
  char       *action_label;
} AdjAnalysisView;

AdjAnalysisView *adj_analysis_view_new  (const AdjAnalysisFacts *facts);
void             adj_analysis_view_free (AdjAnalysisView        *view);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjAnalysisView, adj_analysis_view_free)

/* LINE's score from White's view as a row shows it: "+1.24", "−0.50",
 * "0.00", "#3", "#−2" (a true minus sign); "" without a score. */
char *adj_analysis_format_score  (AdjEngineLine *line);
/* "Depth 22 · 1.4 M nodes/s"; "Depth 22" without a speed; NULL before depth 1. */
char *adj_analysis_format_status (guint          depth,
                                  guint64        nps);

#define ADJ_TYPE_ANALYSIS_PANE (adj_analysis_pane_get_type ())
G_DECLARE_FINAL_TYPE (AdjAnalysisPane, adj_analysis_pane, ADJ, ANALYSIS_PANE, GtkWidget)

GtkWidget      *adj_analysis_pane_new          (void);
/* The position to analyse (copied); the start position until then. */
void            adj_analysis_pane_set_position (AdjAnalysisPane     *self,
                                                const ChessPosition *position);
/* The envelope whose position is under review (NULL: none): asked whether
 * its event allows engine analysis. */
void            adj_analysis_pane_set_envelope (AdjAnalysisPane     *self,
                                                AdjEnvelope         *envelope);
/* Starts the engine (when allowed) and searches until stopped; when not
 * allowed yet, searches once the setting is turned on. */
void            adj_analysis_pane_start        (AdjAnalysisPane     *self);
/* Stops the search at once; the lines stay as they were. */
void            adj_analysis_pane_stop         (AdjAnalysisPane     *self);
AdjAnalysisMode adj_analysis_pane_get_mode     (AdjAnalysisPane     *self);
/* The engine, NULL when none was started (tests). */
AdjEngine      *adj_analysis_pane_get_engine   (AdjAnalysisPane     *self);

G_END_DECLS
