/* adj-engine-private.h — what the engine's files share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine object's fields, the child process it talks to
 * (adj-engine-child.c) and the options it sends (adj-engine-options.c);
 * the session itself, its states and searches, is adj-engine.c.
 */
#pragma once

#include "adj-engine.h"

G_BEGIN_DECLS

typedef struct _AdjEngineChild AdjEngineChild;

/* The process and its pipes (adj-engine-child.c). */
struct _AdjEngineChild
{
  grefcount      ref;
  AdjEngine     *engine;      /* NULL once the engine let go of this child */
  GSubprocess   *process;
  GInputStream  *out;
  GOutputStream *in;
  GCancellable  *cancellable;
  GString       *line;        /* the line being read, at most ADJ_UCI_LINE_MAX bytes */
  gboolean       overflow;    /* the line being read is too long: dropped up to its end */
  GString       *pending;     /* commands not yet written */
  GBytes        *writing;     /* commands being written */
  gboolean       exited;
  guint8         buffer[4096];
};

typedef struct {
  char    *name;
  char    *value;
  gboolean dirty;             /* not yet sent to the running engine */
} AdjEngineOption;            /* an option the caller set (adj-engine-options.c) */

typedef enum {
  ADJ_ENGINE_HANDSHAKE_UCIOK,
  ADJ_ENGINE_HANDSHAKE_READYOK,
} AdjEngineHandshake;

struct _AdjEngine
{
  GObject          parent_instance;

  GStrv            argv;
  guint            handshake_ms;
  guint            stop_ms;

  AdjEngineChild  *child;
  AdjEngineState   state;
  AdjEngineHandshake handshake;
  GError          *error;
  char            *name;
  GPtrArray       *offered;   /* AdjUciOption */
  GPtrArray       *wanted;    /* AdjEngineOption */
  guint            multipv;
  guint            timeout_id;
  GTask           *start_task;
  GSource         *cancel_source;

  /* The position: BASE, then MOVES played from it, giving POSITION. */
  ChessPosition    base;
  GArray          *moves;
  ChessPosition    position;
  GArray          *searchmoves; /* ChessMove of POSITION the searches keep to; empty: all */

  /* The search: what it searches, its limits, one asked for next. */
  ChessPosition    search_root;
  AdjEngineLimits  limits;
  gboolean         has_next;
  AdjEngineLimits  next_limits;
  GListStore      *lines;
  guint            depth;
  guint64          nodes;
  guint64          nps;
};

/* The child (adj-engine-child.c) */

AdjEngineChild *adj_engine_child_spawn   (AdjEngine *self, GError **error);
AdjEngineChild *adj_engine_child_ref     (AdjEngineChild *c);
void            adj_engine_child_unref   (AdjEngineChild *c);
/* Queues COMMAND and a newline; never waits for the engine to read. */
void            adj_engine_child_send    (AdjEngineChild *c, const char *command);
/* Starts reading the engine's output, line by line. */
void            adj_engine_child_read    (AdjEngineChild *c);
/* The exit watch: the callback of g_subprocess_wait_async(), holding a reference. */
void            adj_engine_child_waited  (GObject *source, GAsyncResult *result, gpointer data);
/* The engine lets go of its child: told to quit and killed when it does not
 * in time (GRACEFUL), or killed now. */
void            adj_engine_child_release (AdjEngineChild *c, gboolean graceful);

/* What the child hands to the engine (adj-engine.c) */

void adj_engine_handle_line  (AdjEngine *self, const char *line);
void adj_engine_child_exited (AdjEngine *self, AdjEngineChild *c);

/* Options (adj-engine-options.c) */

void                adj_engine_option_free  (gpointer data);
const AdjUciOption *adj_engine_offered      (AdjEngine *self, const char *name);
/* Sends the options set since the engine last heard them, those it offers. */
void                adj_engine_send_options (AdjEngine *self);

G_END_DECLS
