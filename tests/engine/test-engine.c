/* test-engine.c — AdjEngine against the scripted fake engine and Stockfish
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fake engine (fake-uci.c) plays each way an engine goes wrong; where
 * it hangs the timeouts are shortened to a fraction of a second. A
 * test waits on the main loop for what it expects, and fails (rather than
 * hangs) when it does not come within WAIT_MS.
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "adj-engine.h"

#define WAIT_MS 10000
#define SHORT_MS 600

typedef struct {
  AdjEngine *engine;
  char      *dir;
  char      *log_path;
  gboolean   start_done;
  gboolean   started;
  GError    *start_error;
  guint      n_bestmove;
  char      *best_uci;
  char      *best_san;
  guint      n_failed;
  GError    *failed_error;
} Fixture;

static void
on_bestmove (AdjEngine  *engine,
             const char *uci,
             const char *san,
             Fixture    *f)
{
  f->n_bestmove++;
  g_free (f->best_uci);
  g_free (f->best_san);
  f->best_uci = g_strdup (uci);
  f->best_san = g_strdup (san);
}

static void
on_failed (AdjEngine    *engine,
           const GError *error,
           Fixture      *f)
{
  f->n_failed++;
  g_clear_error (&f->failed_error);
  f->failed_error = g_error_copy (error);
}

static void
fixture_connect (Fixture *f)
{
  g_signal_connect (f->engine, "bestmove", G_CALLBACK (on_bestmove), f);
  g_signal_connect (f->engine, "failed", G_CALLBACK (on_failed), f);
}

/* An engine running the fake in MODE, logging what it reads. */
static void
fixture_fake (Fixture    *f,
              const char *mode)
{
  const char *fake = g_getenv ("ADJ_FAKE_UCI");
  const char *argv[4];

  g_assert_nonnull (fake);
  argv[0] = fake;
  argv[1] = mode;
  argv[2] = f->log_path;
  argv[3] = NULL;
  f->engine = adj_engine_new (argv);
  /* Short only where a hang is expected: a loaded machine (make test runs
   * suites side by side) must not make a healthy engine look hung. */
  if (g_str_equal (mode, "hang-handshake") || g_str_equal (mode, "hang-ready"))
    adj_engine_set_timeouts (f->engine, SHORT_MS, 0);
  else if (g_str_equal (mode, "hang-stop"))
    adj_engine_set_timeouts (f->engine, 0, SHORT_MS);
  fixture_connect (f);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = g_dir_make_tmp ("adj-engine-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  f->log_path = g_build_filename (f->dir, "commands.log", NULL);
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (f->engine, f);
      adj_engine_quit (f->engine);
      g_clear_object (&f->engine);
    }
  remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->log_path);
  g_clear_error (&f->start_error);
  g_clear_error (&f->failed_error);
  g_free (f->best_uci);
  g_free (f->best_san);
}

static gboolean
expire (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*Condition) (Fixture *f);

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until COND holds; fails the test after WAIT_MS. The
 * loop wakes every 10 ms: some conditions (a process gone) are no event
 * of the main loop. */
static void
wait_for (Fixture    *f,
          Condition   cond,
          const char *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add (WAIT_MS, expire, &expired);
  guint tick_id = g_timeout_add (10, tick, NULL);

  while (!cond (f) && !expired)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick_id);
  if (!expired)
    g_source_remove (id);
  else if (!cond (f))
    g_error ("Waited %d ms for %s", WAIT_MS, what);
}

/* Runs the main loop for MS milliseconds. */
static void
run_for (guint ms)
{
  gboolean expired = FALSE;

  g_timeout_add (ms, expire, &expired);
  while (!expired)
    g_main_context_iteration (NULL, TRUE);
}

static void
started_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Fixture *f = data;

  g_clear_error (&f->start_error);
  f->started = adj_engine_start_finish (ADJ_ENGINE (source), result, &f->start_error);
  f->start_done = TRUE;
}

static gboolean
is_start_done (Fixture *f)
{
  return f->start_done;
}

static gboolean
start (Fixture *f)
{
  f->start_done = FALSE;
  adj_engine_start_async (f->engine, NULL, started_cb, f);
  wait_for (f, is_start_done, "the handshake");
  return f->started;
}

static gboolean
has_bestmove (Fixture *f)
{
  return f->n_bestmove > 0;
}

static gboolean
has_failed (Fixture *f)
{
  return f->n_failed > 0;
}

static gboolean
reached_depth_5 (Fixture *f)
{
  return adj_engine_get_depth (f->engine) >= 5;
}

static char *
read_log (Fixture *f)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (f->log_path, &text, NULL, NULL));
  return text;
}

static gboolean
has_logged_pid (Fixture *f)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (f->log_path, &text, NULL, NULL) && strchr (text, '\n') != NULL;
}

/* The fake engine's pid, which it logs first thing. */
static GPid
logged_pid (Fixture *f)
{
  g_autofree char *text = NULL;

  wait_for (f, has_logged_pid, "the engine to start");
  text = read_log (f);

  g_assert_true (g_str_has_prefix (text, "pid "));
  return (GPid) g_ascii_strtoll (text + 4, NULL, 10);
}

/* The process's state letter in /proc ('R', 'S', 'Z' …), or 0 when
 * there is no such process. */
static char
process_state (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  const char *paren;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (paren = strrchr (text, ')')) == NULL)
    return 0;
  return paren[1] == ' ' ? paren[2] : 0;
}

/* Whether PID still runs the fake engine: the number may be reused, by
 * then, by another process or a thread. */
static gboolean
process_is_fake (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/cmdline", (int) pid);
  g_autofree char *cmdline = NULL;

  return g_file_get_contents (path, &cmdline, NULL, NULL) && strstr (cmdline, "fake-uci") != NULL;
}

/* Gone, or dead and waiting to be reaped (by GLib's child watch). */
static gboolean
process_gone (GPid pid)
{
  return (kill (pid, 0) != 0 && errno == ESRCH) || process_state (pid) == 'Z' || !process_is_fake (pid);
}

static GPid watched_pid;

static gboolean
watched_gone (Fixture *f)
{
  return process_gone (watched_pid);
}

/* The engine's process ends (it was killed, or quit). */
static void
wait_gone (Fixture *f,
           GPid     pid)
{
  watched_pid = pid;
  wait_for (f, watched_gone, "the engine process to end");
}

static AdjEngineLine *
line_at (Fixture *f,
         guint    i)
{
  /* The model holds a reference: the tests only look. */
  g_autoptr(AdjEngineLine) line = g_list_model_get_item (adj_engine_get_lines (f->engine), i);

  return line;
}

static guint
n_lines (Fixture *f)
{
  return g_list_model_get_n_items (adj_engine_get_lines (f->engine));
}

static void
test_handshake (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *log = NULL;

  fixture_fake (f, "normal");
  adj_engine_set_multipv (f->engine, 3);
  adj_engine_set_option (f->engine, "threads", "2");
  adj_engine_set_option (f->engine, "Hash", "99999");
  adj_engine_set_option (f->engine, "Ponder", "maybe");
  adj_engine_set_option (f->engine, "Contempt", "10");
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_STOPPED);
  g_assert_null (adj_engine_get_name (f->engine));

  g_assert_true (start (f));
  g_assert_no_error (f->start_error);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
  g_assert_cmpstr (adj_engine_get_name (f->engine), ==, "Fake UCI");
  g_assert_true (adj_engine_has_option (f->engine, "multipv"));
  g_assert_true (adj_engine_has_option (f->engine, "Debug Log File"));
  g_assert_false (adj_engine_has_option (f->engine, "Contempt"));

  log = read_log (f);
  /* Options the engine offers, in its own spelling, clamped; the rest not sent. */
  g_assert_nonnull (strstr (log, "\nuci\n"));
  g_assert_nonnull (strstr (log, "setoption name MultiPV value 3\n"));
  g_assert_nonnull (strstr (log, "setoption name Threads value 2\n"));
  g_assert_nonnull (strstr (log, "setoption name Hash value 1024\n"));
  g_assert_null (strstr (log, "Ponder"));
  g_assert_null (strstr (log, "Contempt"));
  g_assert_true (g_str_has_suffix (log, "isready\n"));

  /* Starting twice is refused. */
  g_assert_false (start (f));
  g_assert_error (f->start_error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_STATE);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
}

static void
test_lines (Fixture       *f,
            gconstpointer  data)
{
  static const char *const moves[] = { "e2e4", NULL };
  static const char *const line1[] = { "a7a5", "a2a3", "a5a4", NULL };
  static const char *const san1[] = { "a5", "a3", "a4", NULL };
  static const char *const san2[] = { "a6", "a3", "a5", NULL };
  static const char *const san3[] = { "b5", "a3", "a5", NULL };
  const char *const *expected[] = { san1, san2, san3 };
  AdjEngineLimits limits = { .depth = 3 };
  g_autoptr(GError) error = NULL;
  g_autofree char *log = NULL;
  g_autofree char *score = NULL;
  g_autofree char *text = NULL;

  fixture_fake (f, "normal");
  adj_engine_set_multipv (f->engine, 3);
  g_assert_true (start (f));
  g_assert_true (adj_engine_set_position (f->engine, NULL, moves, &error));
  g_assert_no_error (error);
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_THINKING);
  wait_for (f, has_bestmove, "the bestmove");

  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
  g_assert_cmpstr (f->best_uci, ==, "a7a5");
  g_assert_cmpstr (f->best_san, ==, "a5");
  g_assert_cmpuint (n_lines (f), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      AdjEngineLine *line = line_at (f, i);
      int value;
      AdjUciBound bound;

      g_assert_cmpuint (adj_engine_line_get_multipv (line), ==, i + 1);
      g_assert_cmpuint (adj_engine_line_get_depth (line), ==, 3);
      g_assert_cmpuint (adj_engine_line_get_seldepth (line), ==, 4);
      g_assert_cmpstrv (adj_engine_line_get_san (line), expected[i]);
      g_assert_cmpint (adj_engine_line_get_score (line, &value, &bound), ==, ADJ_UCI_SCORE_CP);
      g_assert_cmpint (value, ==, 33 - 10 * (int) i);
      g_assert_cmpint (bound, ==, ADJ_UCI_BOUND_EXACT);
    }
  g_assert_cmpstrv (adj_engine_line_get_uci (line_at (f, 0)), line1);
  score = adj_engine_line_format_score (line_at (f, 0));
  g_assert_cmpstr (score, ==, "-0.33");
  text = adj_engine_line_format_moves (line_at (f, 0), CHESS_LANG_EN, FALSE, 0);
  g_assert_cmpstr (text, ==, "1…a5 2.a3 a4");
  g_assert_cmpuint (adj_engine_get_depth (f->engine), ==, 3);
  g_assert_cmpuint (adj_engine_get_nodes (f->engine), ==, 3000);
  g_assert_cmpuint (adj_engine_get_nps (f->engine), ==, 1000000);

  log = read_log (f);
  g_assert_nonnull (strstr (log, "position startpos moves e2e4\ngo depth 3\n"));

  /* A bound is kept with its line: the fake fails high at depth 2. */
  limits.depth = 2;
  f->n_bestmove = 0;
  g_assert_true (adj_engine_set_position (f->engine, NULL, NULL, &error));
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "the second bestmove");
  {
    AdjUciBound bound;

    adj_engine_line_get_score (line_at (f, 0), NULL, &bound);
    g_assert_cmpint (bound, ==, ADJ_UCI_BOUND_LOWER);
    g_assert_cmpstr (f->best_uci, ==, "a2a3");
  }
}

static void
test_infinite_stop (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEngineLine) before = NULL;
  g_autoptr(AdjEngineLine) after = NULL;
  g_autofree char *log = NULL;

  fixture_fake (f, "normal");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, NULL, &error));
  wait_for (f, reached_depth_5, "depth 5");
  run_for (50);
  g_assert_cmpuint (f->n_bestmove, ==, 0);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_THINKING);

  before = g_list_model_get_item (adj_engine_get_lines (f->engine), 0);
  adj_engine_stop (f->engine);
  /* At once: the caller need not wait for the engine. */
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_STOPPING);
  wait_for (f, has_bestmove, "the bestmove after stop");
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
  g_assert_cmpstr (f->best_san, ==, "a3");
  after = g_list_model_get_item (adj_engine_get_lines (f->engine), 0);
  g_assert_true (before == after);

  log = read_log (f);
  g_assert_nonnull (strstr (log, "go infinite\nstop\n"));
  /* Stopping an idle engine does nothing. */
  adj_engine_stop (f->engine);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
}

static gboolean
searches_after_d4 (Fixture *f)
{
  return n_lines (f) > 0 && g_strcmp0 (adj_engine_line_get_san (line_at (f, 0))[0], "a5") == 0
         && adj_engine_get_depth (f->engine) >= 5;
}

static void
test_follow_position (Fixture       *f,
                      gconstpointer  data)
{
  static const char *const moves[] = { "d2d4", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *log = NULL;
  AdjEngineLimits movetime = { .movetime_ms = 200 };

  fixture_fake (f, "normal");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, NULL, &error));
  wait_for (f, reached_depth_5, "depth 5");

  /* The board moved: the search on the old position stops, its bestmove
   * is nobody's, and the new one starts. */
  g_assert_true (adj_engine_set_position (f->engine, NULL, moves, &error));
  g_assert_cmpuint (n_lines (f), ==, 0);
  wait_for (f, searches_after_d4, "the search after 1.d4");
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_THINKING);
  g_assert_cmpuint (f->n_bestmove, ==, 0);
  log = read_log (f);
  g_assert_nonnull (strstr (log, "go infinite\nstop\nposition startpos moves d2d4\ngo infinite\n"));

  /* A timed search ends by itself. */
  g_assert_true (adj_engine_go (f->engine, &movetime, &error));
  wait_for (f, has_bestmove, "the bestmove of a timed search");
  g_assert_cmpuint (f->n_bestmove, ==, 1);
  g_assert_cmpstr (f->best_san, ==, "a5");
}

static void
test_crash (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture_fake (f, "crash-search");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, NULL, &error));
  wait_for (f, has_failed, "the crash to be seen");

  g_assert_error (f->failed_error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED);
  g_assert_nonnull (strstr (f->failed_error->message, g_getenv ("ADJ_FAKE_UCI")));
  g_assert_nonnull (strstr (f->failed_error->message, "signal"));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_FAILED);
  g_assert_error ((GError *) adj_engine_get_error (f->engine), ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED);
  g_assert_cmpuint (f->n_failed, ==, 1);

  /* A failed engine refuses searches, and starts again. */
  g_assert_false (adj_engine_go (f->engine, NULL, &error));
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_STATE);
  g_assert_true (start (f));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
  g_assert_null (adj_engine_get_error (f->engine));
}

static void
test_exit_early (Fixture       *f,
                 gconstpointer  data)
{
  fixture_fake (f, "exit-early");
  g_assert_false (start (f));
  g_assert_error (f->start_error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_CRASHED);
  g_assert_nonnull (strstr (f->start_error->message, "status 3"));
  g_assert_nonnull (strstr (f->start_error->message, "UCI"));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_FAILED);
}

static void
test_not_a_program (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *missing = g_build_filename (f->dir, "no-such-engine", NULL);
  const char *argv[] = { missing, NULL };

  f->engine = adj_engine_new (argv);
  fixture_connect (f);
  g_assert_false (start (f));
  g_assert_error (f->start_error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_SPAWN);
  g_assert_nonnull (strstr (f->start_error->message, missing));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_FAILED);
}

static void
hang_at_handshake (Fixture    *f,
                   const char *mode,
                   const char *command)
{
  g_autofree char *quoted = g_strdup_printf ("“%s”", command);

  fixture_fake (f, mode);
  g_assert_false (start (f));
  g_assert_error (f->start_error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (f->start_error->message, quoted));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_FAILED);
  wait_gone (f, logged_pid (f));
}

static void
test_hang_handshake (Fixture       *f,
                     gconstpointer  data)
{
  hang_at_handshake (f, "hang-handshake", "uci");
}

static void
test_hang_ready (Fixture       *f,
                 gconstpointer  data)
{
  hang_at_handshake (f, "hang-ready", "isready");
}

static void
test_hang_stop (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture_fake (f, "hang-stop");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, NULL, &error));
  wait_for (f, reached_depth_5, "depth 5");
  adj_engine_stop (f->engine);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_STOPPING);
  wait_for (f, has_failed, "the stop timeout");
  g_assert_error (f->failed_error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (f->failed_error->message, "“stop”"));
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_FAILED);
  g_assert_cmpuint (f->n_bestmove, ==, 0);
  wait_gone (f, logged_pid (f));
}

static void
test_garbage (Fixture       *f,
              gconstpointer  data)
{
  static const char *const san1[] = { "a3", "a5", NULL };
  static const char *const san2[] = { "a4", "a5", NULL };
  AdjEngineLimits limits = { .depth = 2 };
  g_autoptr(GError) error = NULL;

  fixture_fake (f, "garbage");
  adj_engine_set_multipv (f->engine, 2);
  g_assert_true (start (f));
  g_assert_cmpstr (adj_engine_get_name (f->engine), ==, "Fake UCI");
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "the bestmove among garbage");
  g_assert_cmpuint (f->n_failed, ==, 0);
  g_assert_cmpuint (n_lines (f), ==, 2);
  g_assert_cmpstrv (adj_engine_line_get_san (line_at (f, 0)), san1);
  g_assert_cmpstrv (adj_engine_line_get_san (line_at (f, 1)), san2);
  g_assert_cmpuint (adj_engine_line_get_multipv (line_at (f, 1)), ==, 2);
  g_assert_cmpstr (f->best_uci, ==, "a2a3");
}

static void
test_illegal_pv (Fixture       *f,
                 gconstpointer  data)
{
  AdjEngineLimits limits = { .depth = 2 };
  g_autoptr(GError) error = NULL;
  int value;

  fixture_fake (f, "illegal-pv");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "the bestmove");
  g_assert_cmpuint (f->n_failed, ==, 0);
  /* The lines with illegal moves (scored 500) never reached the model;
   * the illegal bestmove is none. */
  g_assert_cmpuint (n_lines (f), ==, 1);
  adj_engine_line_get_score (line_at (f, 0), &value, NULL);
  g_assert_cmpint (value, ==, 32);
  g_assert_null (f->best_uci);
  g_assert_null (f->best_san);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);
}

static void
test_huge_line (Fixture       *f,
                gconstpointer  data)
{
  AdjEngineLimits limits = { .depth = 3 };
  g_autoptr(GError) error = NULL;
  int value;

  fixture_fake (f, "huge-line");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "the bestmove after huge lines");
  g_assert_cmpuint (n_lines (f), ==, 1);
  /* The 1 MiB line (depth 9, 999 cp) was dropped; the lines after it read. */
  g_assert_cmpuint (adj_engine_line_get_depth (line_at (f, 0)), ==, 3);
  adj_engine_line_get_score (line_at (f, 0), &value, NULL);
  g_assert_cmpint (value, ==, 33);
  g_assert_cmpuint (adj_engine_get_depth (f->engine), ==, 3);
  g_assert_cmpstr (f->best_uci, ==, "a2a3");
}

static void
test_mated (Fixture       *f,
            gconstpointer  data)
{
  AdjEngineLimits limits = { .depth = 3 };
  g_autoptr(GError) error = NULL;
  g_autofree char *score = NULL;
  guint n_moves;

  fixture_fake (f, "normal");
  g_assert_true (start (f));
  g_assert_true (adj_engine_set_position (f->engine,
                                          "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                                          NULL, &error));
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "the bestmove of a mated side");
  g_assert_null (f->best_uci);
  g_assert_cmpuint (n_lines (f), ==, 1);
  adj_engine_line_get_moves (line_at (f, 0), &n_moves);
  g_assert_cmpuint (n_moves, ==, 0);
  score = adj_engine_line_format_score (line_at (f, 0));
  g_assert_cmpstr (score, ==, "#-0");
}

static void
test_position_errors (Fixture       *f,
                      gconstpointer  data)
{
  static const char *const illegal[] = { "e2e4", "e2e4", NULL };
  static const char *const fine[] = { "g1f3", NULL };
  g_autoptr(GError) error = NULL;
  ChessPosition start_pos;

  fixture_fake (f, "normal");
  g_assert_true (adj_engine_set_position (f->engine, NULL, fine, &error));

  g_assert_false (adj_engine_set_position (f->engine, "8/8/8 w - - 0 1", NULL, &error));
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_POSITION);
  g_clear_error (&error);
  g_assert_false (adj_engine_set_position (f->engine, NULL, illegal, &error));
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_POSITION);
  g_assert_nonnull (strstr (error->message, "Move 2"));
  g_clear_error (&error);

  /* A refused position leaves the one before. */
  chess_position_set_start (&start_pos);
  g_assert_cmpuint (adj_engine_get_position (f->engine)->side, ==, CHESS_BLACK);
  g_assert_true (adj_engine_get_position (f->engine)->key != start_pos.key);

  /* Not started: no search. */
  g_assert_false (adj_engine_go (f->engine, NULL, &error));
  g_assert_error (error, ADJ_ENGINE_ERROR, ADJ_ENGINE_ERROR_STATE);
}

static void
test_go_while_starting (Fixture       *f,
                        gconstpointer  data)
{
  AdjEngineLimits limits = { .depth = 1 };
  g_autoptr(GError) error = NULL;

  fixture_fake (f, "normal");
  f->start_done = FALSE;
  adj_engine_start_async (f->engine, NULL, started_cb, f);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_STARTING);
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "the search asked for during the handshake");
  g_assert_true (f->start_done && f->started);
  g_assert_cmpstr (f->best_uci, ==, "a2a3");
}

static void
test_dispose_running (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GPid pid;

  /* An engine dropped mid-search is told to quit; one that will not stop
   * searching still reads "quit". */
  fixture_fake (f, "hang-stop");
  g_assert_true (start (f));
  g_assert_true (adj_engine_go (f->engine, NULL, &error));
  pid = logged_pid (f);
  g_signal_handlers_disconnect_by_data (f->engine, f);
  g_clear_object (&f->engine);
  wait_gone (f, pid);
}

static void
test_quit_while_starting (Fixture       *f,
                          gconstpointer  data)
{
  GPid pid;

  /* Quitting calls the handshake off and ends the process (before the
   * handshake's own timeout, back to its default). */
  fixture_fake (f, "hang-handshake");
  adj_engine_set_timeouts (f->engine, 0, 0);
  f->start_done = FALSE;
  adj_engine_start_async (f->engine, NULL, started_cb, f);
  pid = logged_pid (f);
  adj_engine_quit (f->engine);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_STOPPED);
  wait_for (f, is_start_done, "the start to be called off");
  g_assert_error (f->start_error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  wait_gone (f, pid);
}

static gboolean
has_mate_line (Fixture *f)
{
  return f->n_bestmove > 0 || f->n_failed > 0;
}

static void
test_stockfish (Fixture       *f,
                gconstpointer  data)
{
  static const char *const moves[] = { "e2e4", NULL };
  g_autofree char *path = adj_engine_find (NULL, NULL);
  AdjEngineLimits limits = { .depth = 10 };
  g_autoptr(GError) error = NULL;
  g_autofree char *score = NULL;
  const char *argv[2] = { path, NULL };
  ChessPosition pos;
  int value;

  if (path == NULL)
    {
      g_test_skip ("No stockfish installed");
      return;
    }
  f->engine = adj_engine_new (argv);
  adj_engine_set_timeouts (f->engine, 5000, 2000);
  fixture_connect (f);
  adj_engine_set_multipv (f->engine, 2);
  adj_engine_set_option (f->engine, "Threads", "1");
  adj_engine_set_option (f->engine, "Hash", "16");
  g_assert_true (start (f));
  g_assert_true (g_str_has_prefix (adj_engine_get_name (f->engine), "Stockfish"));

  g_assert_true (adj_engine_set_position (f->engine, NULL, moves, &error));
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_bestmove, "Stockfish's bestmove at depth 10");
  g_assert_nonnull (f->best_uci);
  g_assert_cmpuint (n_lines (f), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      guint n;
      const ChessMove *line_moves = adj_engine_line_get_moves (line_at (f, i), &n);

      g_assert_cmpuint (adj_engine_line_get_multipv (line_at (f, i)), ==, i + 1);
      g_assert_cmpuint (adj_engine_line_get_depth (line_at (f, i)), ==, 10);
      g_assert_cmpuint (n, >, 0);
      pos = *adj_engine_get_position (f->engine);
      g_assert_true (chess_position_is_legal (&pos, line_moves[0]));
    }
  g_assert_cmpstr (adj_engine_line_get_uci (line_at (f, 0))[0], ==, f->best_uci);
  g_assert_cmpuint (adj_engine_get_nodes (f->engine), >, 0);

  /* Infinite, stopped. */
  f->n_bestmove = 0;
  g_assert_true (adj_engine_go (f->engine, NULL, &error));
  wait_for (f, reached_depth_5, "Stockfish at depth 5");
  adj_engine_stop (f->engine);
  wait_for (f, has_bestmove, "Stockfish's bestmove after stop");
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_READY);

  /* A mate in one, in SAN. */
  f->n_bestmove = 0;
  limits.depth = 6;
  g_assert_true (adj_engine_set_position (f->engine, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", NULL, &error));
  g_assert_true (adj_engine_go (f->engine, &limits, &error));
  wait_for (f, has_mate_line, "Stockfish's mate in one");
  g_assert_cmpstr (f->best_san, ==, "Rd8#");
  g_assert_cmpint (adj_engine_line_get_score (line_at (f, 0), &value, NULL), ==, ADJ_UCI_SCORE_MATE);
  g_assert_cmpint (value, ==, 1);
  score = adj_engine_line_format_score (line_at (f, 0));
  g_assert_cmpstr (score, ==, "#1");
  g_assert_cmpuint (f->n_failed, ==, 0);
}

static void
test_start_cancelled (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GPid pid;

  fixture_fake (f, "hang-handshake");
  adj_engine_set_timeouts (f->engine, 0, 0);
  f->start_done = FALSE;
  adj_engine_start_async (f->engine, cancellable, started_cb, f);
  pid = logged_pid (f);
  g_cancellable_cancel (cancellable);
  wait_for (f, is_start_done, "the cancelled start");
  g_assert_error (f->start_error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (adj_engine_get_state (f->engine), ==, ADJ_ENGINE_STATE_STOPPED);
  g_assert_cmpuint (f->n_failed, ==, 0);
  wait_gone (f, pid);
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/engine/handshake", test_handshake);
  ADD ("/engine/lines", test_lines);
  ADD ("/engine/infinite-stop", test_infinite_stop);
  ADD ("/engine/follow-position", test_follow_position);
  ADD ("/engine/go-while-starting", test_go_while_starting);
  ADD ("/engine/mated", test_mated);
  ADD ("/engine/position-errors", test_position_errors);
  ADD ("/engine/crash", test_crash);
  ADD ("/engine/exit-early", test_exit_early);
  ADD ("/engine/not-a-program", test_not_a_program);
  ADD ("/engine/hang-handshake", test_hang_handshake);
  ADD ("/engine/hang-ready", test_hang_ready);
  ADD ("/engine/hang-stop", test_hang_stop);
  ADD ("/engine/garbage", test_garbage);
  ADD ("/engine/illegal-pv", test_illegal_pv);
  ADD ("/engine/huge-line", test_huge_line);
  ADD ("/engine/dispose-running", test_dispose_running);
  ADD ("/engine/quit-while-starting", test_quit_while_starting);
  ADD ("/engine/start-cancelled", test_start_cancelled);
  ADD ("/engine/stockfish", test_stockfish);

  return g_test_run ();
}
