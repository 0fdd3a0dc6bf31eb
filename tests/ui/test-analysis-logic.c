/* test-analysis-logic.c — what the analysis pane shows, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "chess-fen.h"
#include "adj-analysis-pane.h"
#include "adj-eval-bar.h"

static AdjAnalysisView *
view_for (gboolean allowed, gboolean on, const GError *find_error, AdjEngineState state, const GError *engine_error)
{
  AdjAnalysisFacts facts = { allowed, on, find_error, state, engine_error };

  return adj_analysis_view_new (&facts);
}

/* The organiser's word beats the preference; the preference beats the rest;
 * only when both allow it does the engine's state matter. */
static void
test_view (void)
{
  g_autoptr(GError) missing = g_error_new_literal (ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_NOT_FOUND, "No “stockfish” on the PATH");
  g_autoptr(GError) crashed = g_error_new_literal (ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED, "It was killed by signal 6");
  static const struct { AdjEngineState state; AdjAnalysisMode mode; } states[] = {
    { ADJ_ENGINE_STATE_STOPPED, ADJ_ANALYSIS_IDLE },
    { ADJ_ENGINE_STATE_STARTING, ADJ_ANALYSIS_STARTING },
    { ADJ_ENGINE_STATE_READY, ADJ_ANALYSIS_IDLE },
    { ADJ_ENGINE_STATE_THINKING, ADJ_ANALYSIS_RUNNING },
    { ADJ_ENGINE_STATE_STOPPING, ADJ_ANALYSIS_IDLE },
  };

  for (int on = 0; on <= 1; on++)
    {
      g_autoptr(AdjAnalysisView) v = view_for (FALSE, on, missing, ADJ_ENGINE_STATE_THINKING, NULL);

      g_assert_cmpint (v->mode, ==, ADJ_ANALYSIS_FORBIDDEN);
      g_assert_false (v->shows_lines);
      g_assert_null (v->action);
      g_assert_nonnull (strstr (v->description, "organiser does not allow engine analysis"));
    }
  {
    g_autoptr(AdjAnalysisView) v = view_for (TRUE, FALSE, missing, ADJ_ENGINE_STATE_STOPPED, NULL);

    g_assert_cmpint (v->mode, ==, ADJ_ANALYSIS_OFF);
    g_assert_false (v->shows_lines);
    g_assert_cmpstr (v->action, ==, "settings.engine-analysis");
    g_assert_cmpstr (v->action_label, ==, "_Allow Engine Analysis");
  }
  {
    g_autoptr(AdjAnalysisView) v = view_for (TRUE, TRUE, missing, ADJ_ENGINE_STATE_STOPPED, NULL);

    g_assert_cmpint (v->mode, ==, ADJ_ANALYSIS_NO_ENGINE);
    g_assert_nonnull (strstr (v->description, "apt install stockfish"));
    g_assert_nonnull (strstr (v->description, missing->message));
    g_assert_cmpstr (v->action, ==, "analysis.start");
  }
  {
    g_autoptr(AdjAnalysisView) v = view_for (TRUE, TRUE, NULL, ADJ_ENGINE_STATE_FAILED, crashed);

    g_assert_cmpint (v->mode, ==, ADJ_ANALYSIS_FAILED);
    g_assert_cmpstr (v->description, ==, crashed->message);
    g_assert_cmpstr (v->action, ==, "analysis.start");
  }
  for (gsize i = 0; i < G_N_ELEMENTS (states); i++)
    {
      g_autoptr(AdjAnalysisView) v = view_for (TRUE, TRUE, NULL, states[i].state, NULL);

      g_assert_cmpint (v->mode, ==, states[i].mode);
      g_assert_true (v->shows_lines);
    }
}

static AdjEngineLine *
line_for (const char *fen, AdjUciScoreKind kind, int score)
{
  ChessPosition pos;
  AdjUciInfo info = { 0 };

  g_assert_true (chess_fen_read (&pos, fen, NULL));
  info.has = ADJ_UCI_HAS_SCORE;
  info.multipv = 1;
  info.score_kind = kind;
  info.score = score;
  return adj_engine_line_new (&pos, &info);
}

/* From White's view whoever is to move, with a true minus sign. */
static void
test_score (void)
{
  static const char *white = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 w - - 3 41";
  static const char *black = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";
  static const struct { const char *fen; AdjUciScoreKind kind; int score; const char *text; } cases[] = {
    { NULL, ADJ_UCI_SCORE_CP, 124, "+1.24" },
    { NULL, ADJ_UCI_SCORE_CP, -50, "−0.50" },
    { NULL, ADJ_UCI_SCORE_CP, 0, "0.00" },
    { NULL, ADJ_UCI_SCORE_MATE, 3, "#3" },
    { NULL, ADJ_UCI_SCORE_MATE, -2, "#−2" },
    { "b", ADJ_UCI_SCORE_CP, 50, "−0.50" },
    { "b", ADJ_UCI_SCORE_MATE, 2, "#−2" },
    { "b", ADJ_UCI_SCORE_MATE, -4, "#4" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(AdjEngineLine) line = line_for (cases[i].fen != NULL ? black : white, cases[i].kind, cases[i].score);
      g_autofree char *text = adj_analysis_format_score (line);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_status (void)
{
  static const struct { guint depth; guint64 nps; const char *text; } cases[] = {
    { 22, 1400000, "Depth 22 · 1.4 M nodes/s" },
    { 9, 250000, "Depth 9 · 250 k nodes/s" },
    { 1, 999, "Depth 1 · 999 nodes/s" },
    { 5, 0, "Depth 5" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = adj_analysis_format_status (cases[i].depth, cases[i].nps);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  g_assert_null (adj_analysis_format_status (0, 1000));
}

/* Even halves the bar, an advantage moves the edge its way, more so the
 * larger it is, and only a mate reaches the end. */
static void
test_share (void)
{
  static const int cps[] = { -3000, -900, -300, -100, 0, 100, 300, 900, 3000 };

  g_assert_cmpfloat (adj_eval_bar_white_share (ADJ_UCI_SCORE_CP, 0), ==, 0.5);
  g_assert_cmpfloat (adj_eval_bar_white_share (ADJ_UCI_SCORE_NONE, 500), ==, 0.5);
  g_assert_cmpfloat (adj_eval_bar_white_share (ADJ_UCI_SCORE_MATE, 5), ==, 1.0);
  g_assert_cmpfloat (adj_eval_bar_white_share (ADJ_UCI_SCORE_MATE, -1), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (adj_eval_bar_white_share (ADJ_UCI_SCORE_CP, 100), 0.6, 0.02);
  for (gsize i = 0; i + 1 < G_N_ELEMENTS (cps); i++)
    {
      double a = adj_eval_bar_white_share (ADJ_UCI_SCORE_CP, cps[i]);
      double b = adj_eval_bar_white_share (ADJ_UCI_SCORE_CP, cps[i + 1]);

      g_assert_cmpfloat (a, <, b);
      g_assert_cmpfloat (a, >, 0.0);
      g_assert_cmpfloat (b, <, 1.0);
      g_assert_cmpfloat_with_epsilon (a + adj_eval_bar_white_share (ADJ_UCI_SCORE_CP, -cps[i]), 1.0, 1e-9);
    }
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/view", test_view);
  g_test_add_func ("/analysis/score", test_score);
  g_test_add_func ("/analysis/status", test_status);
  g_test_add_func ("/analysis/share", test_share);

  return g_test_run ();
}
