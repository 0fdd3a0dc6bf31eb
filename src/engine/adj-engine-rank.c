/* adj-engine-rank.c — the engine's view of every move of a position, and
 * of positions one after another
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One job drives both: a list of searches (a position, and for ranking the
 * batch of moves it keeps to), each started when the one before gave its
 * bestmove. The engine's own signals carry the job forward, so nothing
 * waits and a cancelled job only has to stop the search running.
 */
#define G_LOG_DOMAIN "adj-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-fen.h"
#include "adj-engine-rank.h"

typedef struct {
  ChessPosition position;
  guint         first;     /* ranking: the batch of MOVES searched */
  guint         n;
} Search;

typedef struct {
  AdjEngine       *engine;
  AdjEngineLimits  limits;
  gboolean         ranking;
  ChessMoveList    moves;     /* ranking: every legal move of the position */
  GArray          *searches;  /* Search */
  guint            next;
  GPtrArray       *results;
  gulong           bestmove_id;
  gulong           failed_id;
  gulong           cancel_id;
} Job;

static void job_run_next (GTask *task);

static void
unref_nullable (gpointer object)
{
  if (object != NULL)
    g_object_unref (object);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_signal_handler (&job->bestmove_id, job->engine);
  g_clear_signal_handler (&job->failed_id, job->engine);
  g_object_unref (job->engine);
  g_array_unref (job->searches);
  g_clear_pointer (&job->results, g_ptr_array_unref);
  g_free (job);
}

/* Lets go of the engine's signals and the cancellable, then answers. */
static void
job_end (GTask  *task,
         GError *error)
{
  Job *job = g_task_get_task_data (task);

  g_clear_signal_handler (&job->bestmove_id, job->engine);
  g_clear_signal_handler (&job->failed_id, job->engine);
  if (job->cancel_id != 0)
    {
      g_cancellable_disconnect (g_task_get_cancellable (task), job->cancel_id);
      job->cancel_id = 0;
    }
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&job->results), (GDestroyNotify) g_ptr_array_unref);
  g_object_unref (task);
}

static void
job_collect (Job *job)
{
  GListModel *lines = adj_engine_get_lines (job->engine);
  guint n = g_list_model_get_n_items (lines);

  if (!job->ranking)
    {
      g_ptr_array_add (job->results, n > 0 ? g_list_model_get_item (lines, 0) : NULL);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdjEngineLine) line = g_list_model_get_item (lines, i);
      guint n_moves;
      const ChessMove *moves = adj_engine_line_get_moves (line, &n_moves);

      if (n_moves > 0 && adj_engine_rank_find (job->results, moves[0]) == NULL)
        g_ptr_array_add (job->results, g_steal_pointer (&line));
    }
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  return adj_engine_line_compare (*(AdjEngineLine **) a, *(AdjEngineLine **) b);
}

static void
job_bestmove (AdjEngine  *engine,
              const char *uci,
              const char *san,
              gpointer    data)
{
  GTask *task = data;
  Job *job = g_task_get_task_data (task);

  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    {
      job_end (task, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was cancelled")));
      return;
    }
  job_collect (job);
  job->next++;
  job_run_next (task);
}

static void
job_failed (AdjEngine    *engine,
            const GError *error,
            gpointer      data)
{
  job_end (data, g_error_copy (error));
}

/* Runs in the thread that cancels, maybe inside g_cancellable_connect():
 * it only stops the search, whose bestmove then ends the job. */
static void
job_cancelled (GCancellable *cancellable,
               gpointer      data)
{
  Job *job = data;

  adj_engine_stop (job->engine);
}

static void
job_run_next (GTask *task)
{
  Job *job = g_task_get_task_data (task);
  const Search *search;
  char fen[CHESS_FEN_MAX];
  GError *error = NULL;

  if (job->next == job->searches->len)
    {
      if (job->ranking)
        g_ptr_array_sort (job->results, compare_lines);
      job_end (task, NULL);
      return;
    }
  search = &g_array_index (job->searches, Search, job->next);
  chess_fen_write (&search->position, fen);
  if (!adj_engine_set_position (job->engine, fen, NULL, &error))
    {
      job_end (task, error);
      return;
    }
  if (job->ranking && job->searches->len > 1)
    adj_engine_set_searchmoves (job->engine, job->moves.moves + search->first, search->n);
  adj_engine_set_multipv (job->engine, job->ranking ? search->n : 1);
  if (!adj_engine_go (job->engine, &job->limits, &error))
    job_end (task, error);
}

/* The batches of moves, now that the engine said how many lines it gives. */
static void
job_plan (Job *job)
{
  ChessPosition position = g_array_index (job->searches, Search, 0).position;
  guint batch = adj_engine_get_multipv_max (job->engine);

  g_array_set_size (job->searches, 0);
  for (guint first = 0; first < (guint) job->moves.count; first += batch)
    {
      Search s = { position, first, MIN (batch, (guint) job->moves.count - first) };

      g_array_append_val (job->searches, s);
    }
}

static void
job_begin (GTask *task)
{
  g_autoptr(GTask) hold = g_object_ref (task);
  Job *job = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);

  if (g_cancellable_is_cancelled (cancellable))
    {
      job_end (task, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was cancelled")));
      return;
    }
  if (job->ranking)
    job_plan (job);
  job->bestmove_id = g_signal_connect (job->engine, "bestmove", G_CALLBACK (job_bestmove), task);
  job->failed_id = g_signal_connect (job->engine, "failed", G_CALLBACK (job_failed), task);
  if (cancellable != NULL)
    job->cancel_id = g_cancellable_connect (cancellable, G_CALLBACK (job_cancelled), job, NULL);
  job_run_next (task);
}

static void
job_started (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  GTask *task = data;
  GError *error = NULL;

  if (!adj_engine_start_finish (ADJ_ENGINE (source), result, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  job_begin (task);
}

static void
job_start (AdjEngine             *engine,
           Job                   *job,
           gpointer               source_tag,
           GCancellable          *cancellable,
           GAsyncReadyCallback    callback,
           gpointer               user_data)
{
  GTask *task = g_task_new (engine, cancellable, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, job, job_free);
  if (job->limits.depth == 0 && job->limits.movetime_ms == 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("A search for preparation needs a depth or a time"));
      g_object_unref (task);
      return;
    }
  switch (adj_engine_get_state (engine))
    {
    case ADJ_ENGINE_STATE_STOPPED:
    case ADJ_ENGINE_STATE_FAILED:
      adj_engine_start_async (engine, cancellable, job_started, task);
      break;
    case ADJ_ENGINE_STATE_READY:
      job_begin (task);
      break;
    case ADJ_ENGINE_STATE_STARTING:
    case ADJ_ENGINE_STATE_THINKING:
    case ADJ_ENGINE_STATE_STOPPING:
    default:
      g_task_return_new_error (task, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_STATE,
                               _("The engine is busy with another search"));
      g_object_unref (task);
      break;
    }
}

static Job *
job_new (AdjEngine             *engine,
         const AdjEngineLimits *limits,
         gboolean               ranking)
{
  Job *job = g_new0 (Job, 1);

  job->engine = g_object_ref (engine);
  job->limits = *limits;
  job->ranking = ranking;
  job->searches = g_array_new (FALSE, FALSE, sizeof (Search));
  job->results = g_ptr_array_new_with_free_func (unref_nullable);
  return job;
}

void
adj_engine_rank_moves_async (AdjEngine              *engine,
                             const ChessPosition    *position,
                             const AdjEngineLimits  *limits,
                             GCancellable           *cancellable,
                             GAsyncReadyCallback     callback,
                             gpointer                user_data)
{
  Job *job;
  Search s = { 0 };

  g_return_if_fail (ADJ_IS_ENGINE (engine));
  g_return_if_fail (position != NULL && limits != NULL);

  job = job_new (engine, limits, TRUE);
  chess_position_legal_moves (position, &job->moves);
  /* The batches are planned once the engine said how many lines it gives;
   * until then the one search holds the position. */
  s.position = *position;
  g_array_append_val (job->searches, s);
  job_start (engine, job, adj_engine_rank_moves_async, cancellable, callback, user_data);
}

/* Both jobs end the same way: the lines, or the error. */
static GPtrArray *
job_finish (AdjEngine     *engine,
            GAsyncResult  *result,
            gpointer       source_tag,
            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, engine), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

GPtrArray *
adj_engine_rank_moves_finish (AdjEngine     *engine,
                              GAsyncResult  *result,
                              GError       **error)
{
  return job_finish (engine, result, adj_engine_rank_moves_async, error);
}

void
adj_engine_evaluate_async (AdjEngine              *engine,
                           const ChessPosition    *positions,
                           guint                   n,
                           const AdjEngineLimits  *limits,
                           GCancellable           *cancellable,
                           GAsyncReadyCallback     callback,
                           gpointer                user_data)
{
  Job *job;

  g_return_if_fail (ADJ_IS_ENGINE (engine));
  g_return_if_fail (n == 0 || positions != NULL);
  g_return_if_fail (limits != NULL);

  job = job_new (engine, limits, FALSE);
  for (guint i = 0; i < n; i++)
    {
      Search s = { positions[i], 0, 1 };

      g_array_append_val (job->searches, s);
    }
  job_start (engine, job, adj_engine_evaluate_async, cancellable, callback, user_data);
}

GPtrArray *
adj_engine_evaluate_finish (AdjEngine     *engine,
                            GAsyncResult  *result,
                            GError       **error)
{
  return job_finish (engine, result, adj_engine_evaluate_async, error);
}

/* One number that orders scores for the side to move: mates beyond any
 * centipawns, sooner mates further out. */
static gint64
score_key (AdjEngineLine *line)
{
  int value = 0;

  switch (adj_engine_line_get_score (line, &value, NULL))
    {
    case ADJ_UCI_SCORE_CP:
      return value;
    case ADJ_UCI_SCORE_MATE:
      return value > 0 ? G_GINT64_CONSTANT (1000000) - value : G_GINT64_CONSTANT (-1000000) - value;
    case ADJ_UCI_SCORE_NONE:
    default:
      return G_MININT64;
    }
}

int
adj_engine_line_compare (AdjEngineLine *a,
                         AdjEngineLine *b)
{
  gint64 ka, kb;

  g_return_val_if_fail (ADJ_IS_ENGINE_LINE (a) && ADJ_IS_ENGINE_LINE (b), 0);

  ka = score_key (a);
  kb = score_key (b);
  return ka > kb ? -1 : ka < kb ? 1 : 0;
}

AdjEngineLine *
adj_engine_rank_find (GPtrArray *ranked,
                      ChessMove  move)
{
  g_return_val_if_fail (ranked != NULL, NULL);

  for (guint i = 0; i < ranked->len; i++)
    {
      AdjEngineLine *line = g_ptr_array_index (ranked, i);
      guint n_moves;
      const ChessMove *moves;

      if (line == NULL)
        continue;
      moves = adj_engine_line_get_moves (line, &n_moves);
      if (n_moves > 0 && moves[0] == move)
        return line;
    }
  return NULL;
}

int
adj_engine_rank_order (const ChessPosition *pos,
                       ChessMove            a,
                       const char          *san_a,
                       ChessMove            b,
                       const char          *san_b,
                       gpointer             ranked)
{
  AdjEngineLine *la = adj_engine_rank_find (ranked, a);
  AdjEngineLine *lb = adj_engine_rank_find (ranked, b);

  if (la != NULL && lb != NULL)
    return adj_engine_line_compare (la, lb);
  return (la == NULL) - (lb == NULL);
}
