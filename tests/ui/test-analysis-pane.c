/* test-analysis-pane.c — the analysis pane with the fake engine, under Xvfb
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "engine-path" points at tests/engine's fake-uci, which writes "pid N" to
 * $ADJ_FAKE_UCI_LOG each time it is started and then every command it
 * reads: a pane that must start no engine is shown to start none. The
 * fake's line k scores 30 - 10 (k - 1) + depth centipawns, and an infinite
 * search goes to depth 5 and waits there.
 */
#include "config.h"

#include <string.h>

#include "chess-fen.h"
#include "adj-analysis-pane.h"
#include "adj-eval-bar.h"
#include "ui-test.h"

/* White to move at move 30; and the envelope example, Black to move at 41. */
#define WHITE_FEN "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 w - - 3 30"
#define BLACK_FEN "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

static const char envelope_json[] =
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
  " \"event\": \"Club championship\", \"round\": \"5\", \"board\": \"3\","
  " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
  " \"position\": \"" BLACK_FEN "\","
  " \"time_control\": \"40/7200:20/3600\", \"time_used\": {\"white\": 7012, \"black\": 7154},"
  " \"adjourned_at\": \"2026-11-21T21:00:00+01:00\", \"session_end\": \"2026-11-21T21:00:00+01:00\","
  " \"sealer\": \"black\", \"sealed_move_number\": 41, \"draw_offer\": null,"
  " \"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},"
  " \"notation\": \"en\", \"sealed_move\": null,"
  " \"signatures\": {\"white\": true, \"black\": true, \"arbiter\": \"Serra, Anna\"},"
  " \"engine_analysis\": %s}";

static char      *log_path;
static GSettings *settings;

typedef struct {
  GtkWindow       *window;
  AdjAnalysisPane *pane;
  GArray          *activated;
} Fixture;

static guint
engines_started (void)
{
  g_autofree char *log = NULL;
  guint n = 0;

  if (!g_file_get_contents (log_path, &log, NULL, NULL))
    return 0;
  for (const char *p = log; (p = strstr (p, "pid ")) != NULL; p++)
    n++;
  return n;
}

static gboolean
log_has (const char *text)
{
  g_autofree char *log = NULL;

  return g_file_get_contents (log_path, &log, NULL, NULL) && strstr (log, text) != NULL;
}

static void
on_line_activated (AdjAnalysisPane *pane, GArray *moves, Fixture *f)
{
  g_clear_pointer (&f->activated, g_array_unref);
  f->activated = g_array_ref (moves);
}

static void
position_from (ChessPosition *pos, const char *fen)
{
  g_assert_true (chess_fen_read (pos, fen, NULL));
}

static void
fixture_set_up (Fixture *f, int width)
{
  ChessPosition pos;

  g_settings_set_string (settings, "engine-path", g_getenv ("ADJ_FAKE_UCI"));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, width, 560);
  f->pane = ADJ_ANALYSIS_PANE (adj_analysis_pane_new ());
  g_signal_connect (f->pane, "line-activated", G_CALLBACK (on_line_activated), f);
  gtk_window_set_child (f->window, GTK_WIDGET (f->pane));
  position_from (&pos, WHITE_FEN);
  adj_analysis_pane_set_position (f->pane, &pos);
  ui_test_present (f->window);
}

static void
fixture_tear_down (Fixture *f)
{
  gtk_window_destroy (f->window);
  g_clear_pointer (&f->activated, g_array_unref);
  ui_test_wait (50);
  g_settings_reset (settings, "engine-analysis");
  g_settings_reset (settings, "engine-lines");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static GtkWidget *
named (Fixture *f, const char *name)
{
  GtkWidget *w = ui_test_find_named (GTK_WIDGET (f->pane), name);

  g_assert_nonnull (w);
  return w;
}

static const char *
page (Fixture *f)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (named (f, "stack")));
}

static guint
n_lines (Fixture *f)
{
  AdjEngine *engine = adj_analysis_pane_get_engine (f->pane);

  return engine != NULL ? g_list_model_get_n_items (adj_engine_get_lines (engine)) : 0;
}

/* Row I of the lines list: its score label and moves label. */
static GtkListBoxRow *
row_at (Fixture *f, int i, const char **score, const char **moves)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (named (f, "lines_list")), i);
  GtkWidget *box;

  g_assert_nonnull (row);
  box = gtk_list_box_row_get_child (row);
  *score = gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (box)));
  *moves = gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (box)));
  return row;
}

static gboolean
at_depth_5 (Fixture *f)
{
  AdjEngine *engine = adj_analysis_pane_get_engine (f->pane);

  return engine != NULL && adj_engine_get_depth (engine) == 5 && n_lines (f) == 3;
}

/* Whether the first line is of a position with Black to move. */
static gboolean
first_line_black (Fixture *f)
{
  g_autoptr(AdjEngineLine) line = NULL;

  if (n_lines (f) == 0)
    return FALSE;
  line = g_list_model_get_item (adj_engine_get_lines (adj_analysis_pane_get_engine (f->pane)), 0);
  return adj_engine_line_get_root (line)->side == CHESS_BLACK;
}

static void
run_to_depth_5 (Fixture *f)
{
  adj_analysis_pane_start (f->pane);
  ui_test_wait_until (at_depth_5 (f));
  ui_test_settle (GTK_WIDGET (f->pane));
}

/* Started: three lines with the fake's scores from White's view, numbered
 * from move 30, the depth and speed above; a row clicked gives its moves;
 * a new position stops the search and starts another; stopped. */
static void
test_analysis (void)
{
  Fixture f = { 0 };
  const char *score, *moves;
  GtkListBoxRow *row;
  AdjEngineLine *line;
  const ChessMove *line_moves;
  guint n, before = engines_started ();
  ChessPosition pos;

  g_settings_set_boolean (settings, "engine-analysis", TRUE);
  fixture_set_up (&f, 420);
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_IDLE);
  g_assert_null (adj_analysis_pane_get_engine (f.pane));
  run_to_depth_5 (&f);
  g_assert_cmpuint (engines_started (), ==, before + 1);
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_RUNNING);
  g_assert_cmpstr (page (&f), ==, "lines");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (named (&f, "engine_label"))), ==, "Fake UCI");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (named (&f, "status_label"))), ==, "Depth 5 · 1.0 M nodes/s");
  g_assert_true (log_has ("setoption name MultiPV value 3"));
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *expected = g_strdup_printf ("+0.%d", 35 - 10 * i);

      row_at (&f, i, &score, &moves);
      g_assert_cmpstr (score, ==, expected);
      g_assert_true (g_str_has_prefix (moves, "30."));
    }
  g_assert_cmpfloat (adj_eval_bar_get_share (ADJ_EVAL_BAR (named (&f, "eval_bar"))), >, 0.5);
  g_assert_true (gtk_widget_get_visible (named (&f, "stop_button")));
  g_assert_false (gtk_widget_get_visible (named (&f, "start_button")));
  g_free (ui_test_screenshot (GTK_WIDGET (f.window), "analysis-pane"));

  /* The second line clicked: its moves, as the engine gave them. */
  row = row_at (&f, 1, &score, &moves);
  g_signal_emit_by_name (named (&f, "lines_list"), "row-activated", row);
  g_assert_nonnull (f.activated);
  line = g_list_model_get_item (adj_engine_get_lines (adj_analysis_pane_get_engine (f.pane)), 1);
  line_moves = adj_engine_line_get_moves (line, &n);
  g_assert_cmpuint (f.activated->len, ==, n);
  g_assert_cmpmem (f.activated->data, n * sizeof (ChessMove), line_moves, n * sizeof (ChessMove));
  g_object_unref (line);

  /* Another position: the old search stopped at once, the new one shown,
   * the scores now from White's view with Black to move. */
  position_from (&pos, BLACK_FEN);
  adj_analysis_pane_set_position (f.pane, &pos);
  ui_test_wait_until (log_has ("stop"));
  ui_test_wait_until (at_depth_5 (&f) && first_line_black (&f));
  ui_test_settle (GTK_WIDGET (f.pane));
  row_at (&f, 0, &score, &moves);
  g_assert_cmpstr (score, ==, "−0.35");
  g_assert_true (g_str_has_prefix (moves, "41…"));
  g_assert_cmpfloat (adj_eval_bar_get_share (ADJ_EVAL_BAR (named (&f, "eval_bar"))), <, 0.5);
  g_assert_cmpuint (engines_started (), ==, before + 1);

  /* Fewer lines asked for in the preferences: the search starts again with them. */
  g_settings_set_uint (settings, "engine-lines", 2);
  ui_test_wait_until (log_has ("setoption name MultiPV value 2"));
  ui_test_wait_until (adj_engine_get_depth (adj_analysis_pane_get_engine (f.pane)) == 5 && n_lines (&f) == 2);
  ui_test_settle (GTK_WIDGET (f.pane));
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (named (&f, "lines_list")), 2));

  adj_analysis_pane_stop (f.pane);
  ui_test_wait_until (adj_engine_get_state (adj_analysis_pane_get_engine (f.pane)) == ADJ_ENGINE_STATE_READY);
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_IDLE);
  g_assert_true (gtk_widget_get_visible (named (&f, "start_button")));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (named (&f, "status_label"))), ==, "Stopped · Depth 5 · 1.0 M nodes/s");
  g_assert_cmpuint (n_lines (&f), ==, 2);
  fixture_tear_down (&f);
}

/* The preference off: the pane says so, offers to allow it, starts nothing;
 * allowed from the pane's button, the engine starts. */
static void
test_setting_off (void)
{
  Fixture f = { 0 };
  guint before = engines_started ();
  GtkWidget *button;

  g_settings_set_boolean (settings, "engine-analysis", FALSE);
  fixture_set_up (&f, 420);
  adj_analysis_pane_start (f.pane);
  ui_test_settle (GTK_WIDGET (f.pane));
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_OFF);
  g_assert_cmpstr (page (&f), ==, "message");
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (named (&f, "status_page"))), ==, "Engine Analysis Is Off");
  g_assert_null (adj_analysis_pane_get_engine (f.pane));
  g_free (ui_test_screenshot (GTK_WIDGET (f.window), "analysis-pane-off"));
  ui_test_wait (300);
  g_assert_cmpuint (engines_started (), ==, before);

  button = named (&f, "message_button");
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "settings.engine-analysis");
  /* A button's activation clicks it once its press has been shown. */
  g_assert_true (gtk_widget_activate (button));
  ui_test_wait_until (g_settings_get_boolean (settings, "engine-analysis"));
  ui_test_wait_until (at_depth_5 (&f));
  g_assert_cmpuint (engines_started (), ==, before + 1);

  /* Turned off again in the preferences: the engine is ended. */
  g_settings_set_boolean (settings, "engine-analysis", FALSE);
  g_assert_null (adj_analysis_pane_get_engine (f.pane));
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_OFF);
  fixture_tear_down (&f);
}

static AdjEnvelope *
envelope (const char *engine_analysis)
{
  g_autofree char *text = g_strdup_printf (envelope_json, engine_analysis);
  g_autoptr(GError) error = NULL;
  AdjEnvelope *env = adj_envelope_new_from_data (text, -1, &error);

  g_assert_no_error (error);
  return env;
}

/* An event that forbids engine analysis: said, nothing offered, no engine
 * started, whatever the preference; one running is ended at once. */
static void
test_forbidden (void)
{
  Fixture f = { 0 };
  g_autoptr(AdjEnvelope) forbids = envelope ("false");
  g_autoptr(AdjEnvelope) allows = envelope ("true");
  guint before = engines_started ();

  g_settings_set_boolean (settings, "engine-analysis", TRUE);
  fixture_set_up (&f, 420);
  adj_analysis_pane_set_envelope (f.pane, forbids);
  adj_analysis_pane_start (f.pane);
  ui_test_settle (GTK_WIDGET (f.pane));
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_FORBIDDEN);
  g_assert_cmpstr (page (&f), ==, "message");
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (named (&f, "status_page"))),
                            "organiser does not allow engine analysis"));
  g_assert_false (gtk_widget_get_visible (named (&f, "message_button")));
  g_assert_false (gtk_widget_get_mapped (named (&f, "start_button")));
  g_assert_null (adj_analysis_pane_get_engine (f.pane));
  g_free (ui_test_screenshot (GTK_WIDGET (f.window), "analysis-pane-forbidden"));
  /* The start action, as a shortcut would reach it: still nothing. */
  gtk_widget_activate_action (GTK_WIDGET (f.pane), "analysis.start", NULL);
  ui_test_wait (300);
  g_assert_null (adj_analysis_pane_get_engine (f.pane));
  g_assert_cmpuint (engines_started (), ==, before);

  /* An envelope that allows it: the search the caller asked for begins;
   * the forbidding one given again ends the engine. */
  adj_analysis_pane_set_envelope (f.pane, allows);
  ui_test_wait_until (at_depth_5 (&f));
  g_assert_cmpuint (engines_started (), ==, before + 1);
  adj_analysis_pane_set_envelope (f.pane, forbids);
  g_assert_null (adj_analysis_pane_get_engine (f.pane));
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_FORBIDDEN);
  fixture_tear_down (&f);
}

/* No engine where the preference points: how to install one. */
static void
test_no_engine (void)
{
  Fixture f = { 0 };

  g_settings_set_boolean (settings, "engine-analysis", TRUE);
  fixture_set_up (&f, 420);
  g_settings_set_string (settings, "engine-path", "/nonexistent/adjourn-test-engine");
  adj_analysis_pane_start (f.pane);
  ui_test_settle (GTK_WIDGET (f.pane));
  g_assert_cmpint (adj_analysis_pane_get_mode (f.pane), ==, ADJ_ANALYSIS_NO_ENGINE);
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (named (&f, "status_page"))),
                            "apt install stockfish"));
  g_free (ui_test_screenshot (GTK_WIDGET (f.window), "analysis-pane-no-engine"));
  /* Chosen again: found, and analysed. */
  g_settings_set_string (settings, "engine-path", g_getenv ("ADJ_FAKE_UCI"));
  ui_test_wait_until (at_depth_5 (&f));
  fixture_tear_down (&f);
}

/* The lines at 360 pixels, and in the dark style. */
static void
test_screenshots (void)
{
  static const struct { int width; gboolean dark; const char *name; } shots[] = {
    { 360, FALSE, "analysis-pane-360" },
    { 360, TRUE, "analysis-pane-360-dark" },
    { 720, TRUE, "analysis-pane-dark" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      Fixture f = { 0 };

      g_settings_set_boolean (settings, "engine-analysis", TRUE);
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      fixture_set_up (&f, shots[i].width);
      run_to_depth_5 (&f);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f.window)), ==, shots[i].width);
      g_free (ui_test_screenshot (GTK_WIDGET (f.window), shots[i].name));
      fixture_tear_down (&f);
    }
}

/* The bar lies along the pane, or stands beside a board. */
static void
test_eval_bar (void)
{
  GtkWidget *bar = g_object_ref_sink (adj_eval_bar_new ());
  int minimum, natural;

  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (natural, ==, 10);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (bar), GTK_ORIENTATION_VERTICAL);
  gtk_widget_measure (bar, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (natural, ==, 10);
  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (natural, >, 10);
  adj_eval_bar_set_inverted (ADJ_EVAL_BAR (bar), TRUE);
  g_object_get (bar, "inverted", &natural, NULL);
  g_assert_true (natural);
  adj_eval_bar_set_score (ADJ_EVAL_BAR (bar), ADJ_UCI_SCORE_MATE, -3, "#−3");
  g_assert_cmpfloat (adj_eval_bar_get_share (ADJ_EVAL_BAR (bar)), ==, 0.0);
  g_object_unref (bar);
}

int
main (int argc, char *argv[])
{
  g_autofree char *dir = NULL;
  int status;

  if (!ui_test_init (&argc, &argv, "/analysis-pane/analysis"))
    return g_test_run ();

  dir = g_dir_make_tmp ("adj-analysis-XXXXXX", NULL);
  log_path = g_build_filename (dir, "engines.log", NULL);
  g_setenv ("ADJ_FAKE_UCI_LOG", log_path, TRUE);
  settings = g_settings_new (APPLICATION_ID);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);

  g_test_add_func ("/analysis-pane/analysis", test_analysis);
  g_test_add_func ("/analysis-pane/setting-off", test_setting_off);
  g_test_add_func ("/analysis-pane/forbidden", test_forbidden);
  g_test_add_func ("/analysis-pane/no-engine", test_no_engine);
  g_test_add_func ("/analysis-pane/screenshots", test_screenshots);
  g_test_add_func ("/analysis-pane/eval-bar", test_eval_bar);
  status = g_test_run ();

  g_object_unref (settings);
  g_unlink (log_path);
  g_rmdir (dir);
  g_free (log_path);
  return status;
}
