/* adj-engine.h — a UCI chess engine in a subprocess, never blocking the caller
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything happens in the main context the engine was started from:
 * commands are written and replies read asynchronously, so a slow, hung or
 * chattering engine never blocks the window. The analysis is a GListModel
 * of AdjEngineLine, one per MultiPV line, in the engine's order; "bestmove"
 * ends a search. An engine that dies, does not finish its handshake in
 * time, or does not answer "stop" in time is killed and the engine object
 * goes to ADJ_ENGINE_STATE_FAILED with an error ("failed"); starting it
 * again is allowed. What the engine prints that the protocol does not say
 * (garbage, illegal moves, lines past ADJ_UCI_LINE_MAX) is dropped.
 */
#pragma once

#include <gio/gio.h>

#include "adj-engine-line.h"

G_BEGIN_DECLS

#define ADJ_ENGINE_ERROR (adj_engine_error_quark ())
GQuark adj_engine_error_quark (void);

typedef enum {
  ADJ_ENGINE_ERROR_NOT_FOUND, /* no engine on the PATH, or the chosen file is not a program */
  ADJ_ENGINE_ERROR_SPAWN,     /* the program could not be started */
  ADJ_ENGINE_ERROR_CRASHED,   /* the engine exited by itself: the message says how */
  ADJ_ENGINE_ERROR_TIMEOUT,   /* no uciok/readyok, or no bestmove after stop, in time: killed */
  ADJ_ENGINE_ERROR_POSITION,  /* the position or moves given cannot be read or played */
  ADJ_ENGINE_ERROR_STATE,     /* the engine is not started */
} AdjEngineError;

typedef enum {
  ADJ_ENGINE_STATE_STOPPED = 0, /* no process (not started, or quit) */
  ADJ_ENGINE_STATE_STARTING,    /* handshake: uci/uciok, options, isready/readyok */
  ADJ_ENGINE_STATE_READY,       /* idle, waiting for a search */
  ADJ_ENGINE_STATE_THINKING,    /* searching */
  ADJ_ENGINE_STATE_STOPPING,    /* stop sent, waiting for its bestmove */
  ADJ_ENGINE_STATE_FAILED,      /* crashed or hung and killed: see the error */
} AdjEngineState;

#define ADJ_TYPE_ENGINE_STATE (adj_engine_state_get_type ())
GType adj_engine_state_get_type (void);

/* How long a search runs: infinite (all zero) until adj_engine_stop(),
 * or to a depth, or for a time. */
typedef struct {
  guint depth;
  guint movetime_ms;
} AdjEngineLimits;

/* Defaults of the timeouts (milliseconds). */
#define ADJ_ENGINE_HANDSHAKE_TIMEOUT 10000
#define ADJ_ENGINE_STOP_TIMEOUT      3000

#define ADJ_TYPE_ENGINE (adj_engine_get_type ())
G_DECLARE_FINAL_TYPE (AdjEngine, adj_engine, ADJ, ENGINE, GObject)

/* The engine to run: CHOSEN when not NULL or empty (the "engine-path"
 * setting: an absolute path, or a program name looked up on the PATH),
 * else "stockfish" on the PATH or in adj_engine_find_folders().
 * NULL with ADJ_ENGINE_ERROR_NOT_FOUND naming what was looked for. */
char           *adj_engine_find              (const char  *chosen,
                                              GError     **error);
/* Where adj_engine_find() looks after the PATH: the folder this program is
 * installed in (/app/bin in the Flatpak, whose manifest builds Stockfish
 * there), then those Debian and others install it in (/usr/games,
 * /usr/local/games), which are often not on the PATH. NULL-terminated. */
const char * const *adj_engine_find_folders  (void);
/* The same with the folders looked in after the PATH given (NULL: none). */
char           *adj_engine_find_in           (const char         *chosen,
                                              const char * const *folders,
                                              GError            **error);

/* An engine run as ARGV (the program and its arguments). */
AdjEngine      *adj_engine_new               (const char * const *argv);
const char * const *adj_engine_get_argv      (AdjEngine   *self);

/* Timeouts in milliseconds (tests shorten them); 0 keeps the default. */
void            adj_engine_set_timeouts      (AdjEngine   *self,
                                              guint        handshake_ms,
                                              guint        stop_ms);

/* An option sent when the engine offers it (case as the engine gives it
 * or not), clamped to its range: at the handshake, or before the next
 * search when the engine is already running. Options it does not offer
 * are not sent. "MultiPV" also sets how many lines the model keeps. */
void            adj_engine_set_option        (AdjEngine   *self,
                                              const char  *name,
                                              const char  *value);
void            adj_engine_set_multipv       (AdjEngine   *self,
                                              guint        n_lines);
/* Whether the engine offered NAME at its handshake. */
gboolean        adj_engine_has_option        (AdjEngine   *self,
                                              const char  *name);

/* Starts the process and runs the handshake; completes when the engine
 * is READY or has FAILED (then the error; the process is gone). A started
 * or starting engine fails with ADJ_ENGINE_ERROR_STATE. */
void            adj_engine_start_async       (AdjEngine           *self,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean        adj_engine_start_finish      (AdjEngine           *self,
                                              GAsyncResult        *result,
                                              GError             **error);

/* The position to search: FEN (NULL for the start position) and then
 * MOVES in UCI (NULL-terminated, may be NULL), each checked. While a search
 * runs it is stopped and a new one started on this position with the same
 * limits (the analysis follows the board). */
gboolean        adj_engine_set_position      (AdjEngine           *self,
                                              const char          *fen,
                                              const char * const  *moves,
                                              GError             **error);
const ChessPosition *adj_engine_get_position (AdjEngine           *self);
/* The searches that follow consider only MOVES (N of them, legal in the
 * position: "go … searchmoves"); N 0: every move. Setting the position
 * again clears them. A search running goes on as it was asked. */
void            adj_engine_set_searchmoves   (AdjEngine           *self,
                                              const ChessMove     *moves,
                                              guint                n);
/* How many lines the engine gives at most (the maximum of the MultiPV
 * option it offered, at most ADJ_UCI_MULTIPV_MAX; 1 when it offered none
 * or before its handshake). */
guint           adj_engine_get_multipv_max   (AdjEngine           *self);

/* Searches the position (LIMITS NULL: infinite). The lines are cleared.
 * While starting, the search begins once the handshake is done; while
 * another search runs, it is stopped first. ADJ_ENGINE_ERROR_STATE when
 * the engine is stopped or failed. */
gboolean        adj_engine_go                (AdjEngine              *self,
                                              const AdjEngineLimits  *limits,
                                              GError                **error);
/* Ends the search at once: the lines stop changing now; the engine's
 * bestmove follows ("bestmove"), or the engine is killed when it does not
 * answer within the stop timeout. Nothing happens when nothing runs. */
void            adj_engine_stop              (AdjEngine   *self);
/* Ends the process ("quit", then killed); the state becomes STOPPED. */
void            adj_engine_quit              (AdjEngine   *self);

AdjEngineState  adj_engine_get_state         (AdjEngine   *self);
/* The error that made the state FAILED, else NULL. */
const GError   *adj_engine_get_error         (AdjEngine   *self);
/* The engine's "id name", or NULL before the handshake. */
const char     *adj_engine_get_name          (AdjEngine   *self);
/* The current search's lines (AdjEngineLine), first line first. */
GListModel     *adj_engine_get_lines         (AdjEngine   *self);
/* The latest figures of the current search, from every info line. */
guint           adj_engine_get_depth         (AdjEngine   *self);
guint64         adj_engine_get_nodes         (AdjEngine   *self);
guint64         adj_engine_get_nps           (AdjEngine   *self);

G_END_DECLS
