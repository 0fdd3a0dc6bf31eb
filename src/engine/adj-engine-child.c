/* adj-engine-child.c — the engine's process: its pipes, reads, writes and exit
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The process and its pipes live in an AdjEngineChild that the asynchronous
 * reads, writes and the exit watch hold a reference to. The engine lets go
 * of a child when it quits, fails or is disposed; a callback that finds its
 * child let go does nothing, so a late reply from a killed engine (or one
 * arriving after the AdjEngine is gone) can never touch what replaced it.
 * Separate from adj-engine.c: this is plumbing (bytes, lines, a process),
 * which knows nothing of UCI beyond a line's length limit.
 */
#define G_LOG_DOMAIN "adj-engine"

#include "config.h"

#include <string.h>

#include "adj-engine-private.h"

/* How long a process told to quit has before it is killed. */
#define QUIT_GRACE_MS 1000

AdjEngineChild *
adj_engine_child_ref (AdjEngineChild *c)
{
  g_ref_count_inc (&c->ref);
  return c;
}

void
adj_engine_child_unref (AdjEngineChild *c)
{
  if (!g_ref_count_dec (&c->ref))
    return;
  g_clear_object (&c->process);
  g_clear_object (&c->cancellable);
  g_string_free (c->line, TRUE);
  g_string_free (c->pending, TRUE);
  g_clear_pointer (&c->writing, g_bytes_unref);
  g_free (c);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjEngineChild, adj_engine_child_unref)

/* Whether C is still the engine's own child. */
static gboolean
child_current (AdjEngineChild *c)
{
  return c->engine != NULL && c->engine->child == c;
}

static void
child_kill (AdjEngineChild *c)
{
  if (!c->exited)
    g_subprocess_force_exit (c->process);
}

static void child_flush (AdjEngineChild *c);

static void
child_written (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(AdjEngineChild) c = data;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&c->writing, g_bytes_unref);
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      /* A dead engine's pipe: its exit is reported by the exit watch. */
      g_debug ("Writing to the engine: %s", error->message);
      return;
    }
  child_flush (c);
}

static void
child_flush (AdjEngineChild *c)
{
  gsize size;
  gconstpointer data;

  if (c->writing != NULL || c->pending->len == 0)
    return;
  c->writing = g_bytes_new (c->pending->str, c->pending->len);
  g_string_truncate (c->pending, 0);
  data = g_bytes_get_data (c->writing, &size);
  g_output_stream_write_all_async (c->in, data, size, G_PRIORITY_DEFAULT, c->cancellable,
                                   child_written, adj_engine_child_ref (c));
}

/* Queues COMMAND and a newline; never waits for the engine to read. */
void
adj_engine_child_send (AdjEngineChild *c,
                       const char     *command)
{
  g_assert (strchr (command, '\n') == NULL);

  g_string_append (c->pending, command);
  g_string_append_c (c->pending, '\n');
  child_flush (c);
}

/* Hands each complete line of DATA to the engine, keeping at most
 * ADJ_UCI_LINE_MAX bytes of one line; FALSE once C is let go of (a
 * handler may quit, restart or drop the engine). */
static gboolean
child_feed (AdjEngineChild *c,
            const guint8   *data,
            gsize           size)
{
  while (size > 0)
    {
      const guint8 *end = memchr (data, '\n', size);
      gsize part = end != NULL ? (gsize) (end - data) : size;

      if (!c->overflow && c->line->len + part > ADJ_UCI_LINE_MAX)
        {
          g_debug ("Dropped an engine line longer than %d bytes", ADJ_UCI_LINE_MAX);
          c->overflow = TRUE;
          g_string_truncate (c->line, 0);
        }
      if (!c->overflow)
        g_string_append_len (c->line, (const char *) data, (gssize) part);
      if (end == NULL)
        break;
      if (!c->overflow)
        {
          if (c->line->len > 0 && c->line->str[c->line->len - 1] == '\r')
            g_string_truncate (c->line, c->line->len - 1);
          /* A handler may drop the last reference: disposing lets go of C. */
          g_autoptr(AdjEngine) engine = g_object_ref (c->engine);

          adj_engine_handle_line (engine, c->line->str);
          g_clear_object (&engine);
          if (!child_current (c))
            return FALSE;
        }
      g_string_truncate (c->line, 0);
      c->overflow = FALSE;
      data += part + 1;
      size -= part + 1;
    }
  return TRUE;
}

static void
child_read_done (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr(AdjEngineChild) c = data;
  g_autoptr(GError) error = NULL;
  gssize n;

  n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);
  if (!child_current (c))
    return;
  if (n <= 0)
    {
      /* End of output: the engine died (the exit watch says how) or closed
       * its output, after which it cannot answer anything again. */
      if (n < 0)
        g_debug ("Reading from the engine: %s", error->message);
      child_kill (c);
      return;
    }
  if (child_feed (c, c->buffer, (gsize) n))
    adj_engine_child_read (c);
}

void
adj_engine_child_read (AdjEngineChild *c)
{
  g_input_stream_read_async (c->out, c->buffer, sizeof c->buffer, G_PRIORITY_DEFAULT,
                             c->cancellable, child_read_done, adj_engine_child_ref (c));
}

void
adj_engine_child_waited (GObject      *source,
                         GAsyncResult *result,
                         gpointer      data)
{
  g_autoptr(AdjEngineChild) c = data;

  /* The process is reaped whatever the result: it has exited unless the
   * wait was cancelled, and a cancelled one belongs to a child let go. */
  if (!g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL))
    return;
  c->exited = TRUE;
  if (child_current (c))
    adj_engine_child_exited (c->engine, c);
}

AdjEngineChild *
adj_engine_child_spawn (AdjEngine  *self,
                        GError    **error)
{
  g_autoptr(GSubprocess) process = NULL;
  AdjEngineChild *c;

  process = g_subprocess_newv ((const char * const *) self->argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                               error);
  if (process == NULL)
    return NULL;

  c = g_new0 (AdjEngineChild, 1);
  g_ref_count_init (&c->ref);
  c->engine = self;
  c->process = g_steal_pointer (&process);
  c->in = g_subprocess_get_stdin_pipe (c->process);
  c->out = g_subprocess_get_stdout_pipe (c->process);
  c->cancellable = g_cancellable_new ();
  c->line = g_string_new (NULL);
  c->pending = g_string_new (NULL);
  return c;
}

static gboolean
child_quit_expired (gpointer data)
{
  child_kill (data);
  return G_SOURCE_REMOVE;
}

/* The engine lets go of its child: told to quit and killed when it does not
 * within QUIT_GRACE_MS (GRACEFUL), or killed now. */
void
adj_engine_child_release (AdjEngineChild *c,
                          gboolean        graceful)
{
  c->engine = NULL;
  if (graceful && !c->exited)
    {
      adj_engine_child_send (c, "quit");
      g_timeout_add_full (G_PRIORITY_DEFAULT, QUIT_GRACE_MS, child_quit_expired,
                          adj_engine_child_ref (c), (GDestroyNotify) adj_engine_child_unref);
    }
  else
    {
      child_kill (c);
      g_cancellable_cancel (c->cancellable);
    }
  adj_engine_child_unref (c);
}
