/* adj-engine.c — a UCI chess engine in a subprocess, never blocking the caller
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine object and its UCI session: the handshake, the states, the
 * searches and the lines they report, and the timeouts that kill an engine
 * that does not answer. The process it talks to is in adj-engine-child.c,
 * the options it sends in adj-engine-options.c, and finding the program
 * in adj-engine-find.c; what they share is adj-engine-private.h.
 */
#define G_LOG_DOMAIN "adj-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <string.h>

#include "chess-fen.h"
#include "chess-san.h"
#include "adj-engine-private.h"

G_DEFINE_QUARK (adj-engine-error-quark, adj_engine_error)

G_DEFINE_ENUM_TYPE (AdjEngineState, adj_engine_state,
  G_DEFINE_ENUM_VALUE (ADJ_ENGINE_STATE_STOPPED, "stopped"),
  G_DEFINE_ENUM_VALUE (ADJ_ENGINE_STATE_STARTING, "starting"),
  G_DEFINE_ENUM_VALUE (ADJ_ENGINE_STATE_READY, "ready"),
  G_DEFINE_ENUM_VALUE (ADJ_ENGINE_STATE_THINKING, "thinking"),
  G_DEFINE_ENUM_VALUE (ADJ_ENGINE_STATE_STOPPING, "stopping"),
  G_DEFINE_ENUM_VALUE (ADJ_ENGINE_STATE_FAILED, "failed"))

G_DEFINE_FINAL_TYPE (AdjEngine, adj_engine, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_NAME,
  PROP_DEPTH,
  PROP_NODES,
  PROP_NPS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  BESTMOVE,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void engine_fail (AdjEngine *self, GError *error);

/* State */

static void
engine_set_state (AdjEngine      *self,
                  AdjEngineState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
engine_clear_timeout (AdjEngine *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
}

static void
engine_clear_start (AdjEngine *self)
{
  if (self->cancel_source != NULL)
    {
      g_source_destroy (self->cancel_source);
      g_clear_pointer (&self->cancel_source, g_source_unref);
    }
  g_clear_object (&self->start_task);
}

/* What messages call the engine: its path as the user gave it. */
static const char *
engine_label (AdjEngine *self)
{
  return self->argv[0];
}

static void
engine_set_stats (AdjEngine *self,
                  guint      depth,
                  guint64    nodes,
                  guint64    nps)
{
  const struct { gboolean changed; int prop; } changes[] = {
    { self->depth != depth, PROP_DEPTH },
    { self->nodes != nodes, PROP_NODES },
    { self->nps != nps, PROP_NPS },
  };

  self->depth = depth;
  self->nodes = nodes;
  self->nps = nps;
  for (gsize i = 0; i < G_N_ELEMENTS (changes); i++)
    if (changes[i].changed)
      g_object_notify_by_pspec (G_OBJECT (self), properties[changes[i].prop]);
}

static void
engine_clear_lines (AdjEngine *self)
{
  g_list_store_remove_all (self->lines);
  engine_set_stats (self, 0, 0, 0);
}

/* Kills the process and says why (takes ERROR). */
static void
engine_fail (AdjEngine *self,
             GError    *error)
{
  g_autoptr(AdjEngine) hold = g_object_ref (self);
  g_autoptr(GTask) task = g_steal_pointer (&self->start_task);
  g_autoptr(GError) for_task = task != NULL ? g_error_copy (error) : NULL;

  g_debug ("%s", error->message);
  engine_clear_timeout (self);
  engine_clear_start (self);
  if (self->child != NULL)
    adj_engine_child_release (g_steal_pointer (&self->child), FALSE);
  self->has_next = FALSE;
  g_clear_error (&self->error);
  self->error = error;
  engine_set_state (self, ADJ_ENGINE_STATE_FAILED);
  g_signal_emit (self, signals[FAILED], 0, error);
  if (task != NULL)
    g_task_return_error (task, g_steal_pointer (&for_task));
}

static gboolean
engine_timed_out (gpointer data)
{
  AdjEngine *self = data;
  const char *command;

  self->timeout_id = 0;
  command = self->state == ADJ_ENGINE_STATE_STOPPING ? "stop"
            : self->handshake == ADJ_ENGINE_HANDSHAKE_UCIOK ? "uci" : "isready";
  engine_fail (self, g_error_new (ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_TIMEOUT,
                                  _("The engine “%s” did not answer “%s” within %u ms and was stopped"),
                                  engine_label (self), command,
                                  self->state == ADJ_ENGINE_STATE_STOPPING ? self->stop_ms : self->handshake_ms));
  return G_SOURCE_REMOVE;
}

static void
engine_arm_timeout (AdjEngine *self,
                    guint      ms)
{
  engine_clear_timeout (self);
  self->timeout_id = g_timeout_add (ms, engine_timed_out, self);
}

void
adj_engine_child_exited (AdjEngine      *self,
                         AdjEngineChild *c)
{
  GSubprocess *process = c->process;
  g_autofree char *how = NULL;

  if (g_subprocess_get_if_signaled (process))
    how = g_strdup_printf (_("it was killed by signal %d (%s)"),
                           g_subprocess_get_term_sig (process),
                           g_strsignal (g_subprocess_get_term_sig (process)));
  else
    how = g_strdup_printf (_("it exited with status %d"), g_subprocess_get_exit_status (process));

  if (self->state == ADJ_ENGINE_STATE_STARTING)
    engine_fail (self, g_error_new (ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED,
                                    _("The engine “%s” ended before finishing the UCI handshake (%s): is it a UCI chess engine?"),
                                    engine_label (self), how));
  else
    engine_fail (self, g_error_new (ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED,
                                    _("The engine “%s” stopped unexpectedly: %s"),
                                    engine_label (self), how));
}

/* Searches */

static void
engine_launch (AdjEngine             *self,
               const AdjEngineLimits *limits)
{
  g_autofree char *position = NULL;
  g_autofree char *go = NULL;

  g_assert (self->state == ADJ_ENGINE_STATE_READY || self->state == ADJ_ENGINE_STATE_STOPPING);

  adj_engine_send_options (self);
  position = adj_uci_format_position (&self->base, (const ChessMove *) self->moves->data,
                                      (int) self->moves->len);
  adj_engine_child_send (self->child, position);
  go = adj_uci_format_go (limits->depth, limits->movetime_ms,
                          (const ChessMove *) self->searchmoves->data, (int) self->searchmoves->len);
  adj_engine_child_send (self->child, go);

  self->search_root = self->position;
  self->limits = *limits;
  self->has_next = FALSE;
  engine_clear_lines (self);
  engine_set_state (self, ADJ_ENGINE_STATE_THINKING);
}

static void
engine_send_stop (AdjEngine *self)
{
  g_assert (self->state == ADJ_ENGINE_STATE_THINKING);

  adj_engine_child_send (self->child, "stop");
  engine_arm_timeout (self, self->stop_ms);
  engine_set_state (self, ADJ_ENGINE_STATE_STOPPING);
}

/* Puts LINE in its place among the lines, by its multipv. */
static void
engine_place_line (AdjEngine     *self,
                   AdjEngineLine *line)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->lines));
  guint k = adj_engine_line_get_multipv (line);
  guint i;

  for (i = 0; i < n; i++)
    {
      g_autoptr(AdjEngineLine) other = g_list_model_get_item (G_LIST_MODEL (self->lines), i);

      if (adj_engine_line_get_multipv (other) >= k)
        break;
    }
  if (i < n)
    {
      g_autoptr(AdjEngineLine) other = g_list_model_get_item (G_LIST_MODEL (self->lines), i);

      if (adj_engine_line_get_multipv (other) == k)
        {
          g_list_store_splice (self->lines, i, 1, (gpointer *) &line, 1);
          return;
        }
    }
  g_list_store_insert (self->lines, i, line);
}

static void
engine_handle_info (AdjEngine  *self,
                    const char *text)
{
  AdjUciInfo info;
  g_autoptr(AdjEngineLine) line = NULL;

  /* After stop the lines stay as they were: the search is over for the
   * caller, whatever the engine still says. */
  if (self->state != ADJ_ENGINE_STATE_THINKING)
    return;
  if (!adj_uci_parse_info (text, &self->search_root, &info))
    {
      g_debug ("Ignored an engine line that is not a valid info line");
      return;
    }
  engine_set_stats (self,
                    info.has & ADJ_UCI_HAS_DEPTH ? info.depth : self->depth,
                    info.has & ADJ_UCI_HAS_NODES ? info.nodes : self->nodes,
                    info.has & ADJ_UCI_HAS_NPS ? info.nps : self->nps);
  if (!(info.has & (ADJ_UCI_HAS_PV | ADJ_UCI_HAS_SCORE)) || info.multipv > self->multipv)
    return;
  line = adj_engine_line_new (&self->search_root, &info);
  engine_place_line (self, line);
}

static void
engine_handle_bestmove (AdjEngine  *self,
                        const char *text)
{
  ChessMove move = CHESS_MOVE_NONE;
  char uci[6] = "";
  char san[CHESS_SAN_FIGURINE_MAX] = "";

  if (self->state != ADJ_ENGINE_STATE_THINKING && self->state != ADJ_ENGINE_STATE_STOPPING)
    return;
  if (!adj_uci_parse_bestmove (text, &self->search_root, &move))
    {
      g_debug ("The engine's bestmove is not a legal move; the search ends without one");
      move = CHESS_MOVE_NONE;
    }
  engine_clear_timeout (self);
  if (self->has_next)
    {
      AdjEngineLimits next = self->next_limits;

      /* That bestmove answered a search nobody waits for any more. */
      engine_set_state (self, ADJ_ENGINE_STATE_READY);
      engine_launch (self, &next);
      return;
    }
  engine_set_state (self, ADJ_ENGINE_STATE_READY);
  if (move != CHESS_MOVE_NONE)
    {
      chess_move_to_uci (move, uci);
      chess_san_write (&self->search_root, move, CHESS_LANG_EN, san);
    }
  g_signal_emit (self, signals[BESTMOVE], 0,
                 move != CHESS_MOVE_NONE ? uci : NULL,
                 move != CHESS_MOVE_NONE ? san : NULL);
}

/* Whether TEXT is WORD, trailing blanks aside. */
static gboolean
is_word (const char *text,
         const char *word)
{
  gsize len = strlen (word);

  if (strncmp (text, word, len) != 0)
    return FALSE;
  for (text += len; *text == ' ' || *text == '\t'; text++)
    ;
  return *text == '\0';
}

static void
engine_handle_handshake (AdjEngine  *self,
                         const char *text)
{
  g_autoptr(AdjUciOption) option = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GTask) task = NULL;

  if (self->handshake == ADJ_ENGINE_HANDSHAKE_UCIOK)
    {
      if ((name = adj_uci_parse_id_name (text)) != NULL)
        {
          g_free (self->name);
          self->name = g_utf8_make_valid (name, -1);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
        }
      else if ((option = adj_uci_option_parse (text)) != NULL)
        g_ptr_array_add (self->offered, g_steal_pointer (&option));
      else if (is_word (text, "uciok"))
        {
          for (guint i = 0; i < self->wanted->len; i++)
            ((AdjEngineOption *) g_ptr_array_index (self->wanted, i))->dirty = TRUE;
          adj_engine_send_options (self);
          adj_engine_child_send (self->child, "isready");
          self->handshake = ADJ_ENGINE_HANDSHAKE_READYOK;
          engine_arm_timeout (self, self->handshake_ms);
        }
      return;
    }
  if (!is_word (text, "readyok"))
    return;
  engine_clear_timeout (self);
  task = g_steal_pointer (&self->start_task);
  engine_clear_start (self);
  engine_set_state (self, ADJ_ENGINE_STATE_READY);
  if (self->has_next)
    engine_launch (self, &self->next_limits);
  if (task != NULL)
    g_task_return_boolean (task, TRUE);
}

void
adj_engine_handle_line (AdjEngine  *self,
                        const char *line)
{
  const char *text = line;

  while (*text == ' ' || *text == '\t')
    text++;
  switch (self->state)
    {
    case ADJ_ENGINE_STATE_STARTING:
      engine_handle_handshake (self, text);
      break;
    case ADJ_ENGINE_STATE_THINKING:
    case ADJ_ENGINE_STATE_STOPPING:
      if (g_str_has_prefix (text, "info"))
        engine_handle_info (self, text);
      else if (g_str_has_prefix (text, "bestmove"))
        engine_handle_bestmove (self, text);
      break;
    case ADJ_ENGINE_STATE_READY:
    case ADJ_ENGINE_STATE_STOPPED:
    case ADJ_ENGINE_STATE_FAILED:
    default:
      break;
    }
}

/* The object */

static void
adj_engine_dispose (GObject *object)
{
  AdjEngine *self = ADJ_ENGINE (object);

  engine_clear_timeout (self);
  if (self->start_task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->start_task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The engine was closed before it was ready"));
    }
  engine_clear_start (self);
  if (self->child != NULL)
    adj_engine_child_release (g_steal_pointer (&self->child), TRUE);
  if (self->lines != NULL)
    g_list_store_remove_all (self->lines);

  G_OBJECT_CLASS (adj_engine_parent_class)->dispose (object);
}

static void
adj_engine_finalize (GObject *object)
{
  AdjEngine *self = ADJ_ENGINE (object);

  g_strfreev (self->argv);
  g_clear_error (&self->error);
  g_free (self->name);
  g_ptr_array_unref (self->offered);
  g_ptr_array_unref (self->wanted);
  g_array_unref (self->moves);
  g_array_unref (self->searchmoves);
  g_clear_object (&self->lines);

  G_OBJECT_CLASS (adj_engine_parent_class)->finalize (object);
}

static void
adj_engine_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  AdjEngine *self = ADJ_ENGINE (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DEPTH:
      g_value_set_uint (value, self->depth);
      break;
    case PROP_NODES:
      g_value_set_uint64 (value, self->nodes);
      break;
    case PROP_NPS:
      g_value_set_uint64 (value, self->nps);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_engine_class_init (AdjEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = adj_engine_dispose;
  object_class->finalize = adj_engine_finalize;
  object_class->get_property = adj_engine_get_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, ADJ_TYPE_ENGINE_STATE, ADJ_ENGINE_STATE_STOPPED,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEPTH] =
    g_param_spec_uint ("depth", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NODES] =
    g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NPS] =
    g_param_spec_uint64 ("nps", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The search ended with this move (UCI, English SAN), or NULL and NULL
   * when the position has no legal move or the engine named none. */
  signals[BESTMOVE] = g_signal_new ("bestmove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                    G_TYPE_STRING, G_TYPE_STRING);
  /* The engine crashed or hung and is gone: the GError says which. */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /* Writing to an engine that has just died must be an error to report,
   * not a SIGPIPE that ends the whole application. */
  signal (SIGPIPE, SIG_IGN);
}

static void
adj_engine_init (AdjEngine *self)
{
  self->handshake_ms = ADJ_ENGINE_HANDSHAKE_TIMEOUT;
  self->stop_ms = ADJ_ENGINE_STOP_TIMEOUT;
  self->offered = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_uci_option_free);
  self->wanted = g_ptr_array_new_with_free_func (adj_engine_option_free);
  self->multipv = 1;
  self->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  self->searchmoves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  chess_position_set_start (&self->base);
  self->position = self->base;
  self->search_root = self->base;
  self->lines = g_list_store_new (ADJ_TYPE_ENGINE_LINE);
}

AdjEngine *
adj_engine_new (const char * const *argv)
{
  AdjEngine *self;

  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  self = g_object_new (ADJ_TYPE_ENGINE, NULL);
  self->argv = g_strdupv ((char **) argv);
  return self;
}

const char * const *
adj_engine_get_argv (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), NULL);
  return (const char * const *) self->argv;
}

void
adj_engine_set_timeouts (AdjEngine *self,
                         guint      handshake_ms,
                         guint      stop_ms)
{
  g_return_if_fail (ADJ_IS_ENGINE (self));

  self->handshake_ms = handshake_ms > 0 ? handshake_ms : ADJ_ENGINE_HANDSHAKE_TIMEOUT;
  self->stop_ms = stop_ms > 0 ? stop_ms : ADJ_ENGINE_STOP_TIMEOUT;
}

static gboolean
engine_start_cancelled (GCancellable *cancellable,
                        gpointer      data)
{
  AdjEngine *self = data;
  g_autoptr(GTask) task = g_steal_pointer (&self->start_task);

  engine_clear_timeout (self);
  engine_clear_start (self);
  if (self->child != NULL)
    adj_engine_child_release (g_steal_pointer (&self->child), FALSE);
  self->has_next = FALSE;
  engine_set_state (self, ADJ_ENGINE_STATE_STOPPED);
  if (task != NULL)
    g_task_return_error_if_cancelled (task);
  return G_SOURCE_REMOVE;
}

void
adj_engine_start_async (AdjEngine           *self,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (ADJ_IS_ENGINE (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, adj_engine_start_async);
  if (self->state != ADJ_ENGINE_STATE_STOPPED && self->state != ADJ_ENGINE_STATE_FAILED)
    {
      g_task_return_new_error (task, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_STATE,
                               _("The engine “%s” is already running"), engine_label (self));
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;

  g_clear_error (&self->error);
  g_clear_pointer (&self->name, g_free);
  g_ptr_array_set_size (self->offered, 0);
  engine_clear_lines (self);
  self->start_task = g_object_ref (task);
  self->child = adj_engine_child_spawn (self, &error);
  if (self->child == NULL)
    {
      engine_fail (self, g_error_new (ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_SPAWN,
                                      _("The engine “%s” could not be started: %s"),
                                      engine_label (self), error->message));
      return;
    }
  if (cancellable != NULL)
    {
      self->cancel_source = g_cancellable_source_new (cancellable);
      g_source_set_callback (self->cancel_source, G_SOURCE_FUNC (engine_start_cancelled), self, NULL);
      g_source_attach (self->cancel_source, g_main_context_get_thread_default ());
    }
  self->handshake = ADJ_ENGINE_HANDSHAKE_UCIOK;
  engine_set_state (self, ADJ_ENGINE_STATE_STARTING);
  adj_engine_child_read (self->child);
  g_subprocess_wait_async (self->child->process, self->child->cancellable,
                           adj_engine_child_waited, adj_engine_child_ref (self->child));
  adj_engine_child_send (self->child, "uci");
  engine_arm_timeout (self, self->handshake_ms);
}

gboolean
adj_engine_start_finish (AdjEngine     *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
adj_engine_set_position (AdjEngine           *self,
                         const char          *fen,
                         const char * const  *moves,
                         GError             **error)
{
  ChessPosition base, pos;
  ChessFenResult result;
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (ChessMove));

  g_return_val_if_fail (ADJ_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (fen == NULL)
    chess_position_set_start (&base);
  else if (!chess_fen_read (&base, fen, &result))
    {
      g_set_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_POSITION,
                   _("The position to analyse cannot be read: %s (%s)"),
                   chess_fen_error_message (result.code), result.detail);
      return FALSE;
    }
  pos = base;
  for (guint i = 0; moves != NULL && moves[i] != NULL; i++)
    {
      ChessMove move = chess_move_from_uci (&pos, moves[i]);
      ChessUndo undo;

      if (move == CHESS_MOVE_NONE)
        {
          g_set_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_POSITION,
                       _("Move %u of the position to analyse, “%s”, is not legal"), i + 1, moves[i]);
          return FALSE;
        }
      chess_position_make (&pos, move, &undo);
      g_array_append_val (played, move);
    }

  self->base = base;
  self->position = pos;
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, played->data, played->len);
  /* They were moves of the position before. */
  g_array_set_size (self->searchmoves, 0);
  if (self->state == ADJ_ENGINE_STATE_THINKING)
    adj_engine_go (self, &self->limits, NULL);
  return TRUE;
}

const ChessPosition *
adj_engine_get_position (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), NULL);
  return &self->position;
}

gboolean
adj_engine_go (AdjEngine              *self,
               const AdjEngineLimits  *limits,
               GError                **error)
{
  AdjEngineLimits wanted = { 0, 0 };

  g_return_val_if_fail (ADJ_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (limits != NULL)
    wanted = *limits;
  switch (self->state)
    {
    case ADJ_ENGINE_STATE_STOPPED:
    case ADJ_ENGINE_STATE_FAILED:
    default:
      g_set_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_STATE,
                   _("The engine “%s” is not running"), engine_label (self));
      return FALSE;
    case ADJ_ENGINE_STATE_READY:
      engine_launch (self, &wanted);
      return TRUE;
    case ADJ_ENGINE_STATE_THINKING:
      engine_send_stop (self);
      G_GNUC_FALLTHROUGH;
    case ADJ_ENGINE_STATE_STARTING:
    case ADJ_ENGINE_STATE_STOPPING:
      self->next_limits = wanted;
      self->has_next = TRUE;
      engine_clear_lines (self);
      return TRUE;
    }
}

void
adj_engine_stop (AdjEngine *self)
{
  g_return_if_fail (ADJ_IS_ENGINE (self));

  self->has_next = FALSE;
  if (self->state == ADJ_ENGINE_STATE_THINKING)
    engine_send_stop (self);
}

void
adj_engine_quit (AdjEngine *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (ADJ_IS_ENGINE (self));

  task = g_steal_pointer (&self->start_task);
  engine_clear_timeout (self);
  engine_clear_start (self);
  if (self->child != NULL)
    adj_engine_child_release (g_steal_pointer (&self->child), TRUE);
  self->has_next = FALSE;
  g_clear_error (&self->error);
  engine_set_state (self, ADJ_ENGINE_STATE_STOPPED);
  if (task != NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The engine was closed before it was ready"));
}

AdjEngineState
adj_engine_get_state (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), ADJ_ENGINE_STATE_STOPPED);
  return self->state;
}

const GError *
adj_engine_get_error (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), NULL);
  return self->error;
}

const char *
adj_engine_get_name (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), NULL);
  return self->name;
}

GListModel *
adj_engine_get_lines (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), NULL);
  return G_LIST_MODEL (self->lines);
}

guint
adj_engine_get_depth (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), 0);
  return self->depth;
}

guint64
adj_engine_get_nodes (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), 0);
  return self->nodes;
}

guint64
adj_engine_get_nps (AdjEngine *self)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), 0);
  return self->nps;
}
