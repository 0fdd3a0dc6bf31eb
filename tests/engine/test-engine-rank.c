/* test-engine-rank.c — the sealer's moves ranked by an engine, and
 * positions evaluated one after another, for preparation
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against the fake engine (fake-uci.c: the move that is i-th in UCI order
 * scores 30 - 10 i + depth, MultiPV at most 5, so that ranking the 20
 * moves of the start position takes four batches of searchmoves), and
 * against Stockfish when it is installed.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "chess-fen.h"
#include "chess-notation.h"
#include "chess-san.h"
#include "chess-tree.h"
#include "adj-engine.h"
#include "adj-engine-rank.h"
#include "adj-preparation.h"

#define WAIT_MS 20000

typedef struct {
  GPtrArray *result;
  GError    *error;
  gboolean   done;
} Wait;

static void
on_ranked (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;

  w->result = adj_engine_rank_moves_finish (ADJ_ENGINE (source), result, &w->error);
  w->done = TRUE;
}

static void
on_evaluated (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;

  w->result = adj_engine_evaluate_finish (ADJ_ENGINE (source), result, &w->error);
  w->done = TRUE;
}

static gboolean
give_up (gpointer data)
{
  g_error ("No answer from the engine within %d ms", WAIT_MS);
  return G_SOURCE_REMOVE;
}

static void
wait_done (Wait *w)
{
  guint id = g_timeout_add (WAIT_MS, give_up, NULL);

  while (!w->done)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

static AdjEngine *
fake_engine (const char *mode, const char *log_path)
{
  const char *argv[] = { g_getenv ("ADJ_FAKE_UCI"), mode, log_path, NULL };

  g_assert_nonnull (argv[0]);
  return adj_engine_new (argv);
}

static void
read_position (ChessPosition *pos, const char *fen)
{
  g_assert_true (chess_fen_read (pos, fen, NULL));
}

static char *
first_uci (AdjEngineLine *line)
{
  return g_strdup (adj_engine_line_get_uci (line)[0]);
}

/* The 20 moves of the start position in UCI order, each scored by the fake
 * for itself though searched in batches of five. */
static void
test_rank_fake (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-rank-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (dir, "commands.log", NULL);
  g_autoptr(AdjEngine) engine = fake_engine ("normal", log_path);
  AdjEngineLimits limits = { .depth = 3 };
  ChessPosition pos;
  ChessMoveList legal;
  g_autofree char *log = NULL;
  Wait w = { 0 };

  chess_position_set_start (&pos);
  adj_engine_rank_moves_async (engine, &pos, &limits, NULL, on_ranked, &w);
  wait_done (&w);
  g_assert_no_error (w.error);
  g_assert_cmpuint (w.result->len, ==, 20);

  chess_position_legal_moves (&pos, &legal);
  qsort (legal.moves, (size_t) legal.count, sizeof (ChessMove), chess_move_compare_uci);
  for (guint i = 0; i < w.result->len; i++)
    {
      AdjEngineLine *line = g_ptr_array_index (w.result, i);
      int value = 0;
      char uci[6];

      chess_move_to_uci (legal.moves[i], uci);
      g_assert_cmpstr (adj_engine_line_get_uci (line)[0], ==, uci);
      g_assert_cmpint (adj_engine_line_get_score (line, &value, NULL), ==, ADJ_UCI_SCORE_CP);
      g_assert_cmpint (value, ==, 30 - 10 * (int) i + 3);
    }
  /* Four searches of five moves each: the engine gives five lines at most. */
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  {
    g_auto(GStrv) lines = g_strsplit (log, "\n", -1);
    guint n_batches = 0;

    for (guint i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "go depth 3 searchmoves "))
        {
          g_auto(GStrv) words = g_strsplit (lines[i], " ", -1);

          g_assert_cmpuint (g_strv_length (words), ==, 4 + 5);
          n_batches++;
        }
    g_assert_cmpuint (n_batches, ==, 4);
  }
  g_assert_cmpint (adj_engine_get_state (engine), ==, ADJ_ENGINE_STATE_READY);
  g_ptr_array_unref (w.result);
  adj_engine_quit (engine);
  g_unlink (log_path);
  g_rmdir (dir);
}

/* The preparation list in the engine's order, not its default one; what the
 * engine did not score keeps the default order after what it did. */
static void
test_rank_order_preparation (void)
{
  g_autoptr(AdjEngine) engine = fake_engine ("normal", NULL);
  AdjEngineLimits limits = { .depth = 2 };
  g_autoptr(AdjPreparation) prep = NULL;
  g_autoptr(AdjPreparation) plain = NULL;
  AdjPreparationOrder order = adj_engine_rank_order;
  ChessPosition pos;
  Wait w = { 0 };
  guint n;

  /* White to move with checks and captures, so the default order differs. */
  read_position (&pos, "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 30");
  prep = adj_preparation_new (&pos);
  plain = adj_preparation_new (&pos);
  adj_engine_rank_moves_async (engine, &pos, &limits, NULL, on_ranked, &w);
  wait_done (&w);
  g_assert_no_error (w.error);
  n = adj_preparation_get_n_candidates (prep);
  g_assert_cmpuint (w.result->len, ==, n);

  adj_preparation_set_order (prep, order, w.result);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *uci = first_uci (g_ptr_array_index (w.result, i));
      char cand[6];

      chess_move_to_uci (adj_preparation_get_candidate (prep, i), cand);
      g_assert_cmpstr (cand, ==, uci);
    }
  g_assert_cmpuint (adj_preparation_get_candidate (prep, 0), !=, adj_preparation_get_candidate (plain, 0));

  /* Only the engine's three best scored: they come first, the rest as before. */
  g_ptr_array_remove_range (w.result, 3, w.result->len - 3);
  adj_preparation_set_order (prep, order, w.result);
  for (guint i = 0; i < 3; i++)
    g_assert_true (adj_engine_rank_find (w.result, adj_preparation_get_candidate (prep, i))
                   == g_ptr_array_index (w.result, i));
  for (guint i = 3, j = 0; i < n; i++, j++)
    {
      while (adj_engine_rank_find (w.result, adj_preparation_get_candidate (plain, j)) != NULL)
        j++;
      g_assert_cmpuint (adj_preparation_get_candidate (prep, i), ==, adj_preparation_get_candidate (plain, j));
    }
  g_ptr_array_unref (w.result);
  adj_engine_quit (engine);
}

static AdjEngineLine *
scored_line (const ChessPosition *root, AdjUciScoreKind kind, int value)
{
  AdjUciInfo info = { 0 };

  info.has = ADJ_UCI_HAS_SCORE;
  info.multipv = 1;
  info.score_kind = kind;
  info.score = value;
  return adj_engine_line_new (root, &info);
}

static void
test_compare (void)
{
  ChessPosition pos;
  struct { AdjUciScoreKind kind; int value; } best_first[] = {
    { ADJ_UCI_SCORE_MATE, 1 },
    { ADJ_UCI_SCORE_MATE, 7 },
    { ADJ_UCI_SCORE_CP, 2500 },
    { ADJ_UCI_SCORE_CP, 0 },
    { ADJ_UCI_SCORE_CP, -900 },
    { ADJ_UCI_SCORE_MATE, -8 },
    { ADJ_UCI_SCORE_MATE, -1 },
    { ADJ_UCI_SCORE_NONE, 0 },
  };

  chess_position_set_start (&pos);
  for (gsize i = 0; i < G_N_ELEMENTS (best_first); i++)
    for (gsize j = 0; j < G_N_ELEMENTS (best_first); j++)
      {
        g_autoptr(AdjEngineLine) a = scored_line (&pos, best_first[i].kind, best_first[i].value);
        g_autoptr(AdjEngineLine) b = scored_line (&pos, best_first[j].kind, best_first[j].value);
        int c = adj_engine_line_compare (a, b);

        g_assert_cmpint (c < 0 ? -1 : c > 0, ==, i < j ? -1 : i > j);
      }
}

/* Each position its own search; the score read from White's view. */
static void
test_evaluate_fake (void)
{
  g_autoptr(AdjEngine) engine = fake_engine ("normal", NULL);
  AdjEngineLimits limits = { .depth = 3 };
  ChessPosition pos[3];
  Wait w = { 0 };
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  int value;

  chess_position_set_start (&pos[0]);
  read_position (&pos[1], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  read_position (&pos[2], "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");  /* Black is mated */
  adj_engine_evaluate_async (engine, pos, 3, &limits, NULL, on_evaluated, &w);
  wait_done (&w);
  g_assert_no_error (w.error);
  g_assert_cmpuint (w.result->len, ==, 3);
  white = adj_engine_line_format_score (g_ptr_array_index (w.result, 0));
  black = adj_engine_line_format_score (g_ptr_array_index (w.result, 1));
  g_assert_cmpstr (white, ==, "+0.33");
  g_assert_cmpstr (black, ==, "-0.33");
  g_assert_nonnull (g_ptr_array_index (w.result, 2));
  g_assert_cmpint (adj_engine_line_get_white_score (g_ptr_array_index (w.result, 2), &value), ==, ADJ_UCI_SCORE_MATE);
  g_ptr_array_unref (w.result);
  adj_engine_quit (engine);
}

/* Each prepared reply evaluated at the end of its main line, the way a
 * preparation list asks: the positions taken from the replies' trees. */
static void
test_evaluate_replies (void)
{
  g_autoptr(AdjEngine) engine = fake_engine ("normal", NULL);
  g_autoptr(AdjPreparation) prep = NULL;
  g_autoptr(GArray) ends = g_array_new (FALSE, FALSE, sizeof (ChessPosition));
  AdjEngineLimits limits = { .depth = 2 };
  static const char *const replies[][2] = { { "exd5", "Kd7" }, { "Ra8+", "Ke7" } };
  ChessPosition pos;
  Wait w = { 0 };

  read_position (&pos, "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 30");
  prep = adj_preparation_new (&pos);
  for (gsize r = 0; r < G_N_ELEMENTS (replies); r++)
    {
      ChessMove move = chess_notation_read_legal (&pos, replies[r][0], CHESS_LANG_EN);
      int index = adj_preparation_find (prep, move);
      ChessTree *tree;

      g_assert_cmpint (index, >=, 0);
      tree = adj_preparation_get_reply (prep, (guint) index);
      g_assert_nonnull (chess_tree_add_san (tree, chess_tree_root (tree), replies[r][1]));
    }
  for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
    if (adj_preparation_is_prepared (prep, i))
      g_array_append_val (ends, *chess_tree_node_position (chess_tree_mainline_end (adj_preparation_get_reply (prep, i))));
  g_assert_cmpuint (ends->len, ==, 2);

  adj_engine_evaluate_async (engine, (ChessPosition *) ends->data, ends->len, &limits, NULL, on_evaluated, &w);
  wait_done (&w);
  g_assert_no_error (w.error);
  g_assert_cmpuint (w.result->len, ==, 2);
  for (guint i = 0; i < ends->len; i++)
    {
      AdjEngineLine *line = g_ptr_array_index (w.result, i);
      int value;

      g_assert_nonnull (line);
      g_assert_cmpuint (adj_engine_line_get_root (line)->key, ==, g_array_index (ends, ChessPosition, i).key);
      /* White to move after each reply: the fake's 32 centipawns, White's. */
      g_assert_cmpint (adj_engine_line_get_white_score (line, &value), ==, ADJ_UCI_SCORE_CP);
      g_assert_cmpint (value, ==, 32);
    }
  g_ptr_array_unref (w.result);
  adj_engine_quit (engine);
}

static gboolean
cancel_soon (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

/* A long search, cancelled: the job answers at once, the engine is free. */
static void
test_cancel (void)
{
  g_autoptr(AdjEngine) engine = fake_engine ("normal", NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  AdjEngineLimits limits = { .movetime_ms = 600000 };
  ChessPosition pos;
  Wait w = { 0 };
  gint64 start = g_get_monotonic_time ();

  chess_position_set_start (&pos);
  adj_engine_evaluate_async (engine, &pos, 1, &limits, cancellable, on_evaluated, &w);
  g_timeout_add (300, cancel_soon, cancellable);
  wait_done (&w);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (w.result);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  g_assert_cmpint (adj_engine_get_state (engine), ==, ADJ_ENGINE_STATE_READY);
  g_clear_error (&w.error);

  /* Cancelled before it begins: no search at all. */
  w.done = FALSE;
  adj_engine_rank_moves_async (engine, &pos, &limits, cancellable, on_ranked, &w);
  wait_done (&w);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (adj_engine_get_state (engine), ==, ADJ_ENGINE_STATE_READY);
  g_clear_error (&w.error);
  adj_engine_quit (engine);
}

static void
test_refusals (void)
{
  g_autoptr(AdjEngine) engine = fake_engine ("crash-search", NULL);
  AdjEngineLimits infinite = { 0 };
  AdjEngineLimits limits = { .depth = 4 };
  ChessPosition pos;
  Wait w = { 0 };

  chess_position_set_start (&pos);
  adj_engine_rank_moves_async (engine, &pos, &infinite, NULL, on_ranked, &w);
  wait_done (&w);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&w.error);
  g_assert_cmpint (adj_engine_get_state (engine), ==, ADJ_ENGINE_STATE_STOPPED);

  /* An engine that dies mid-search: its error, no result. */
  w.done = FALSE;
  adj_engine_rank_moves_async (engine, &pos, &limits, NULL, on_ranked, &w);
  wait_done (&w);
  g_assert_error (w.error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED);
  g_assert_null (w.result);
  g_clear_error (&w.error);
}

/* Stockfish finds the mate in one first and the mate against the sealer last. */
static void
test_stockfish (void)
{
  g_autofree char *path = adj_engine_find (NULL, NULL);
  const char *argv[] = { path, NULL };
  g_autoptr(AdjEngine) engine = NULL;
  AdjEngineLimits limits = { .depth = 8 };
  ChessPosition pos, after[2];
  Wait w = { 0 };
  int value;

  if (path == NULL)
    {
      g_test_skip ("No stockfish installed");
      return;
    }
  engine = adj_engine_new (argv);
  adj_engine_set_option (engine, "Threads", "1");
  adj_engine_set_option (engine, "Hash", "16");
  /* White mates with Ra8. */
  read_position (&pos, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40");
  adj_engine_rank_moves_async (engine, &pos, &limits, NULL, on_ranked, &w);
  wait_done (&w);
  g_assert_no_error (w.error);
  {
    ChessMoveList legal;

    chess_position_legal_moves (&pos, &legal);
    g_assert_cmpuint (w.result->len, ==, (guint) legal.count);
  }
  g_assert_cmpstr (adj_engine_line_get_uci (g_ptr_array_index (w.result, 0))[0], ==, "a1a8");
  g_assert_cmpint (adj_engine_line_compare (g_ptr_array_index (w.result, 0),
                                            g_ptr_array_index (w.result, w.result->len - 1)), <, 0);
  g_ptr_array_unref (w.result);
  w = (Wait) { 0 };

  read_position (&after[0], "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 40");
  read_position (&after[1], "6k1/5ppp/8/8/8/8/r4PPP/6K1 w - - 0 41");
  adj_engine_evaluate_async (engine, after, 2, &limits, NULL, on_evaluated, &w);
  wait_done (&w);
  g_assert_no_error (w.error);
  /* A rook up for White, whatever Black does. */
  g_assert_cmpint (adj_engine_line_get_white_score (g_ptr_array_index (w.result, 0), &value), !=, ADJ_UCI_SCORE_NONE);
  g_assert_cmpint (value, >, 0);
  g_assert_cmpint (adj_engine_line_get_white_score (g_ptr_array_index (w.result, 1), &value), ==, ADJ_UCI_SCORE_CP);
  g_assert_cmpint (value, <, -300);
  g_ptr_array_unref (w.result);
  adj_engine_quit (engine);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-rank/fake", test_rank_fake);
  g_test_add_func ("/engine-rank/preparation-order", test_rank_order_preparation);
  g_test_add_func ("/engine-rank/compare", test_compare);
  g_test_add_func ("/engine-rank/evaluate", test_evaluate_fake);
  g_test_add_func ("/engine-rank/evaluate-replies", test_evaluate_replies);
  g_test_add_func ("/engine-rank/cancel", test_cancel);
  g_test_add_func ("/engine-rank/refusals", test_refusals);
  g_test_add_func ("/engine-rank/stockfish", test_stockfish);

  return g_test_run ();
}
