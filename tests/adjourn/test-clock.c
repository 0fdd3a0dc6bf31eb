/* test-clock.c — PGN TimeControl reading and the clock arithmetic
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-clock.h"

static AdjTimeControl *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  int column = -1;
  AdjTimeControl *tc = adj_time_control_parse (text, &column, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tc);
  g_assert_cmpint (column, ==, 0);
  return tc;
}

static void
assert_field (const AdjTimeControl *tc, guint i, int moves, gint64 seconds, gint64 increment)
{
  const AdjClockPeriod *f = adj_time_control_get_field (tc, i);
  g_assert_nonnull (f);
  g_assert_cmpint (f->moves, ==, moves);
  g_assert_cmpint (f->seconds, ==, seconds);
  g_assert_cmpint (f->increment, ==, increment);
}

static void
assert_string (const AdjTimeControl *tc, const char *want)
{
  g_autofree char *s = adj_time_control_to_string (tc);
  g_assert_cmpstr (s, ==, want);
}

static void
test_parse_forms (void)
{
  g_autoptr(AdjTimeControl) a = parse_ok ("40/7200:20/3600");
  g_assert_cmpint (adj_time_control_get_kind (a), ==, ADJ_CLOCK_PERIODS);
  g_assert_cmpuint (adj_time_control_get_n_fields (a), ==, 2);
  assert_field (a, 0, 40, 7200, 0);
  assert_field (a, 1, 20, 3600, 0);
  assert_string (a, "40/7200:20/3600");

  g_autoptr(AdjTimeControl) b = parse_ok ("40/7200:3600");
  g_assert_cmpuint (adj_time_control_get_n_fields (b), ==, 2);
  assert_field (b, 0, 40, 7200, 0);
  assert_field (b, 1, 0, 3600, 0);
  assert_string (b, "40/7200:3600");

  g_autoptr(AdjTimeControl) c = parse_ok ("5400+30");
  g_assert_cmpuint (adj_time_control_get_n_fields (c), ==, 1);
  assert_field (c, 0, 0, 5400, 30);
  assert_string (c, "5400+30");

  g_autoptr(AdjTimeControl) d = parse_ok ("40/5400+30:1800+30");
  g_assert_cmpuint (adj_time_control_get_n_fields (d), ==, 2);
  assert_field (d, 0, 40, 5400, 30);
  assert_field (d, 1, 0, 1800, 30);
  assert_string (d, "40/5400+30:1800+30");

  g_autoptr(AdjTimeControl) e = parse_ok ("3600");
  g_assert_cmpuint (adj_time_control_get_n_fields (e), ==, 1);
  assert_field (e, 0, 0, 3600, 0);

  g_autoptr(AdjTimeControl) u = parse_ok ("?");
  g_assert_cmpint (adj_time_control_get_kind (u), ==, ADJ_CLOCK_UNKNOWN);
  g_assert_cmpuint (adj_time_control_get_n_fields (u), ==, 0);
  assert_string (u, "?");

  g_autoptr(AdjTimeControl) n = parse_ok ("-");
  g_assert_cmpint (adj_time_control_get_kind (n), ==, ADJ_CLOCK_NONE);
  g_assert_cmpuint (adj_time_control_get_n_fields (n), ==, 0);
  assert_string (n, "-");

  g_autoptr(AdjTimeControl) s = parse_ok ("*180");
  g_assert_cmpint (adj_time_control_get_kind (s), ==, ADJ_CLOCK_SANDCLOCK);
  g_assert_cmpuint (adj_time_control_get_n_fields (s), ==, 1);
  g_assert_cmpint (adj_time_control_get_field (s, 0)->seconds, ==, 180);
  assert_string (s, "*180");

  /* An increment alone, leading zeros, a +0, three periods. */
  g_autoptr(AdjTimeControl) f = parse_ok ("0+30");
  assert_field (f, 0, 0, 0, 30);
  g_autoptr(AdjTimeControl) g = parse_ok ("040/07200+0");
  assert_field (g, 0, 40, 7200, 0);
  assert_string (g, "40/7200");
  g_autoptr(AdjTimeControl) h = parse_ok ("40/6000+30:20/3000+30:900+30");
  g_assert_cmpuint (adj_time_control_get_n_fields (h), ==, 3);
  assert_field (h, 2, 0, 900, 30);
}

/* Every refusal names the character (from 1) and the reason. */
static void
test_parse_errors (void)
{
  static const struct { const char *text; int column; const char *reason; } cases[] = {
    { "", 1, "empty" },
    { "40/", 4, "number was expected, found the end" },
    { "40/7200:", 9, "number was expected, found the end" },
    { "40/7200::3600", 9, "number was expected, found “:”" },
    { "x", 1, "number was expected, found “x”" },
    { "/7200", 1, "number was expected, found “/”" },
    { "+30", 1, "number was expected" },
    { "40/7200 ", 8, "found “ ”" },
    { " 40/7200", 1, "number was expected, found “ ”" },
    { "40x", 3, "“/”, “+”, “:” or the end was expected, found “x”" },
    { "40/7200+30+5", 11, "found “+”" },
    { "40/7200/20", 8, "found “/”" },
    { "0/7200", 1, "0 moves" },
    { "1001/7200", 1, "too many moves" },
    { "999999999999", 1, "too large" },
    { "40/100000001", 4, "too large" },
    { "40/7200+100000001", 9, "too large" },
    { "3600:40/7200", 5, "rest of the game" },
    { "5400+30:1800", 8, "rest of the game" },
    { "?x", 2, "stands alone" },
    { "--", 2, "stands alone" },
    { "-:3600", 2, "stands alone" },
    { "40/7200:?", 9, "stands alone" },
    { "40/7200:-", 9, "stands alone" },
    { "40/7200:*60", 9, "stands alone" },
    { "*", 2, "number was expected, found the end" },
    { "*0", 2, "sandclock with no time" },
    { "*180:60", 5, "sandclock stands alone" },
    { "40/0", 1, "no time" },
    { "0", 1, "no time" },
    { "40/7200+", 9, "number was expected, found the end" },
    { "40/72é00", 6, "found “é”" },
    { "é40", 1, "found “é”" },
    { "40/7200:20/3600\xff", 16, "not valid UTF-8" },
    { "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1", 65, "too many periods" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      int column = 0;
      g_autofree char *shown = g_utf8_make_valid (cases[i].text, -1);
      g_test_message ("“%s”", shown);
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse (cases[i].text, &column, &error);
      g_assert_null (tc);
      g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE);
      g_assert_cmpint (column, ==, cases[i].column);
      g_assert_nonnull (strstr (error->message, cases[i].reason));
      g_autofree char *where = g_strdup_printf ("character %d:", cases[i].column);
      g_assert_nonnull (strstr (error->message, where));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  /* Sixteen periods are still fine. */
  g_autoptr(AdjTimeControl) tc = parse_ok ("1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1");
  g_assert_cmpuint (adj_time_control_get_n_fields (tc), ==, ADJ_CLOCK_MAX_PERIODS);
  /* The column may be left out. */
  g_autoptr(GError) error = NULL;
  g_assert_null (adj_time_control_parse ("40/", NULL, &error));
  g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE);
}

static void
assert_period (const AdjTimeControl *tc, int move, int period, guint field, int first, int last)
{
  guint f = 99;
  int a = -7, b = -7;
  g_test_message ("move %d", move);
  g_assert_cmpint (adj_clock_period_for_move (tc, move, &f, &a, &b), ==, period);
  g_assert_cmpuint (f, ==, field);
  g_assert_cmpint (a, ==, first);
  g_assert_cmpint (b, ==, last);
}

/* PGN 9.6.1: the last field repeats for further periods as needed. */
static void
test_periods (void)
{
  g_autoptr(AdjTimeControl) a = parse_ok ("40/7200:20/3600");
  assert_period (a, 1, 0, 0, 1, 40);
  assert_period (a, 40, 0, 0, 1, 40);
  assert_period (a, 41, 1, 1, 41, 60);
  assert_period (a, 60, 1, 1, 41, 60);
  assert_period (a, 61, 2, 1, 61, 80);
  assert_period (a, 80, 2, 1, 61, 80);
  assert_period (a, 81, 3, 1, 81, 100);
  assert_period (a, 2000000000, 99999998, 1, 1999999981, 2000000000);
  g_assert_cmpint (adj_clock_period_for_move (a, 0, NULL, NULL, NULL), ==, -1);
  g_assert_cmpint (adj_clock_period_for_move (a, -3, NULL, NULL, NULL), ==, -1);
  g_assert_cmpint (adj_clock_period_for_move (a, 61, NULL, NULL, NULL), ==, 2);

  /* A sudden-death last period never ends, so it does not repeat. */
  g_autoptr(AdjTimeControl) b = parse_ok ("40/7200:3600");
  assert_period (b, 40, 0, 0, 1, 40);
  assert_period (b, 41, 1, 1, 41, 0);
  assert_period (b, 500, 1, 1, 41, 0);
  g_autoptr(AdjTimeControl) c = parse_ok ("5400+30");
  assert_period (c, 1, 0, 0, 1, 0);
  assert_period (c, 300, 0, 0, 1, 0);

  /* One period of moves repeats itself. */
  g_autoptr(AdjTimeControl) d = parse_ok ("40/7200");
  assert_period (d, 40, 0, 0, 1, 40);
  assert_period (d, 41, 1, 0, 41, 80);
  assert_period (d, 121, 3, 0, 121, 160);

  /* No periods at all. */
  const char *none[] = { "?", "-", "*180" };
  for (guint i = 0; i < G_N_ELEMENTS (none); i++)
    {
      g_autoptr(AdjTimeControl) tc = parse_ok (none[i]);
      g_assert_cmpint (adj_clock_period_for_move (tc, 1, NULL, NULL, NULL), ==, -1);
      gint64 t = 12345;
      g_assert_false (adj_clock_time_allowed (tc, 1, &t));
      g_assert_cmpint (t, ==, 12345);
      g_assert_false (adj_clock_time_left (tc, 1, 10, &t));
      g_assert_false (adj_clock_time_used (tc, 1, 10, &t));
    }
}

static gint64
allowed (const AdjTimeControl *tc, int move)
{
  gint64 t = -1;
  g_test_message ("move %d", move);
  g_assert_true (adj_clock_time_allowed (tc, move, &t));
  return t;
}

static void
test_time_allowed (void)
{
  g_autoptr(AdjTimeControl) a = parse_ok ("40/7200:20/3600");
  g_assert_cmpint (allowed (a, 1), ==, 7200);
  g_assert_cmpint (allowed (a, 40), ==, 7200);
  g_assert_cmpint (allowed (a, 41), ==, 10800);
  g_assert_cmpint (allowed (a, 60), ==, 10800);
  g_assert_cmpint (allowed (a, 61), ==, 14400);
  g_assert_cmpint (allowed (a, 81), ==, 18000);
  g_assert_false (adj_clock_time_allowed (a, 0, NULL));

  /* Increments: one for every move made (next move N: N − 1 made). */
  g_autoptr(AdjTimeControl) b = parse_ok ("40/5400+30:1800+30");
  g_assert_cmpint (allowed (b, 1), ==, 5400);
  g_assert_cmpint (allowed (b, 2), ==, 5430);
  g_assert_cmpint (allowed (b, 40), ==, 5400 + 39 * 30);
  g_assert_cmpint (allowed (b, 41), ==, 5400 + 1800 + 40 * 30);
  g_assert_cmpint (allowed (b, 60), ==, 7200 + 59 * 30);

  /* Each move earns its own period's increment. */
  g_autoptr(AdjTimeControl) c = parse_ok ("20/3000+10:600+5");
  g_assert_cmpint (allowed (c, 21), ==, 3600 + 20 * 10);
  g_assert_cmpint (allowed (c, 31), ==, 3600 + 20 * 10 + 10 * 5);

  g_autoptr(AdjTimeControl) d = parse_ok ("5400+30");
  g_assert_cmpint (allowed (d, 1), ==, 5400);
  g_assert_cmpint (allowed (d, 41), ==, 5400 + 40 * 30);

  g_autoptr(AdjTimeControl) e = parse_ok ("3600");
  g_assert_cmpint (allowed (e, 1), ==, 3600);
  g_assert_cmpint (allowed (e, 99), ==, 3600);

  /* A repeated period of moves with an increment. */
  g_autoptr(AdjTimeControl) f = parse_ok ("40/7200+30");
  g_assert_cmpint (allowed (f, 41), ==, 14400 + 40 * 30);
  g_assert_cmpint (allowed (f, 81), ==, 21600 + 80 * 30);

  /* Huge move numbers stay exact. */
  g_assert_cmpint (allowed (a, 2000000000), ==, 10800 + G_GINT64_CONSTANT (99999997) * 3600);
}

/* The example envelope of formats.md: 40/7200:20/3600, Black seals his 41st
 * move having used 7154 s; White has made 41 moves (next: 42) in 7012 s. */
static void
test_left_and_used (void)
{
  g_autoptr(AdjTimeControl) a = parse_ok ("40/7200:20/3600");
  gint64 left = 0, used = 0;
  g_assert_true (adj_clock_time_left (a, 41, 7154, &left));
  g_assert_cmpint (left, ==, 3646);
  g_assert_true (adj_clock_time_used (a, 41, left, &used));
  g_assert_cmpint (used, ==, 7154);
  g_assert_true (adj_clock_time_left (a, 42, 7012, &left));
  g_assert_cmpint (left, ==, 3788);
  /* Over the time: negative time left, and back. */
  g_assert_true (adj_clock_time_left (a, 40, 7260, &left));
  g_assert_cmpint (left, ==, -60);
  g_assert_true (adj_clock_time_used (a, 40, -60, &used));
  g_assert_cmpint (used, ==, 7260);

  g_autoptr(AdjTimeControl) b = parse_ok ("40/5400+30:1800+30");
  g_assert_true (adj_clock_time_left (b, 41, 6000, &left));
  g_assert_cmpint (left, ==, 8400 - 6000);
  g_assert_true (adj_clock_time_used (b, 41, 2400, &used));
  g_assert_cmpint (used, ==, 6000);

  /* Out of range. */
  g_assert_false (adj_clock_time_left (a, 41, ADJ_CLOCK_MAX_TIME + 1, &left));
  g_assert_false (adj_clock_time_used (a, 41, -ADJ_CLOCK_MAX_TIME - 1, &used));
  g_assert_false (adj_clock_time_left (a, 0, 10, &left));
}

static void
test_check_time_used (void)
{
  g_autoptr(AdjTimeControl) a = parse_ok ("40/7200:20/3600");
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_clock_check_time_used (a, 40, 7200, &error));
  g_assert_no_error (error);
  g_assert_true (adj_clock_check_time_used (a, 41, 7201, &error));
  g_assert_no_error (error);
  g_assert_true (adj_clock_check_time_used (a, 1, 0, &error));
  g_assert_no_error (error);

  g_assert_false (adj_clock_check_time_used (a, 40, 7201, &error));
  g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_OVER_TIME);
  g_assert_nonnull (strstr (error->message, "move 40"));
  g_assert_nonnull (strstr (error->message, "2:00:01"));
  g_assert_nonnull (strstr (error->message, "2:00:00"));
  g_assert_nonnull (strstr (error->message, "40/7200:20/3600"));
  g_clear_error (&error);

  g_assert_false (adj_clock_check_time_used (a, 60, 10801, &error));
  g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_OVER_TIME);
  g_clear_error (&error);

  g_assert_false (adj_clock_check_time_used (a, 0, 10, &error));
  g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_VALUE);
  g_clear_error (&error);
  g_assert_false (adj_clock_check_time_used (a, 5, -1, &error));
  g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_VALUE);
  g_clear_error (&error);

  /* With increments, the earned seconds count. */
  g_autoptr(AdjTimeControl) b = parse_ok ("5400+30");
  g_assert_true (adj_clock_check_time_used (b, 41, 5400 + 1200, NULL));
  g_assert_false (adj_clock_check_time_used (b, 41, 5400 + 1201, NULL));

  /* No limit to be over. */
  const char *none[] = { "?", "-", "*180" };
  for (guint i = 0; i < G_N_ELEMENTS (none); i++)
    {
      g_autoptr(AdjTimeControl) tc = parse_ok (none[i]);
      g_assert_true (adj_clock_check_time_used (tc, 80, 999999, &error));
      g_assert_no_error (error);
    }
}

static void
test_format_seconds (void)
{
  static const struct { gint64 s; const char *want; } cases[] = {
    { 0, "0:00:00" }, { 59, "0:00:59" }, { 7154, "1:59:14" }, { 36000, "10:00:00" },
    { -5, "-0:00:05" }, { -3661, "-1:01:01" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = adj_clock_format_seconds (cases[i].s);
      g_assert_cmpstr (s, ==, cases[i].want);
    }
  g_autofree char *min = adj_clock_format_seconds (G_MININT64);
  g_assert_true (min[0] == '-');
}

/* The inverse of adj_clock_format_seconds(), as a clock's time is typed. */
static void
test_parse_duration (void)
{
  gint64 s = -1;
  g_assert_true (adj_clock_parse_duration ("1:56:52", &s));
  g_assert_cmpint (s, ==, 7012);
  g_assert_true (adj_clock_parse_duration (" 0:05 ", &s));
  g_assert_cmpint (s, ==, 300);
  g_assert_true (adj_clock_parse_duration ("12:00:00", &s));
  g_assert_cmpint (s, ==, 43200);
  for (const char *const *bad = (const char *const[]) { "", "7012", "1:60:00", "1:5:00", "1:05:6", "-1:00:00",
                                                         "1:00:00:00", "a:00", "1:00:0x", NULL }; *bad; bad++)
    g_assert_false (adj_clock_parse_duration (*bad, &s));
  /* What the clock writes, it reads back. */
  static const gint64 times[] = { 0, 59, 7154, 36000, 359999 };
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      g_autofree char *text = adj_clock_format_seconds (times[i]);
      g_assert_true (adj_clock_parse_duration (text, &s));
      g_assert_cmpint (s, ==, times[i]);
    }
}

/* A time that does not read names its wrong part. */
static void
test_read_duration_errors (void)
{
  static const struct { const char *text; const char *part; const char *found; } cases[] = {
    { "1:75:00", "minutes", "75" },
    { "1:05:60", "seconds", "60" },
    { "1:5:00", "minutes", "5" },
    { "x:05:00", "hours", "x" },
    { "1::00", "minutes", NULL },
    { "7012", NULL, "7012" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 s = -1;
      g_assert_false (adj_clock_read_duration (cases[i].text, &s, &error));
      g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE);
      g_test_message ("%s: %s", cases[i].text, error->message);
      if (cases[i].part)
        g_assert_nonnull (strstr (error->message, cases[i].part));
      if (cases[i].found)
        g_assert_nonnull (strstr (error->message, cases[i].found));
      /* The other parts are not blamed. */
      if (cases[i].part && !g_str_equal (cases[i].part, "hours"))
        g_assert_null (strstr (error->message, "hours"));
    }
  g_autoptr(GError) error = NULL;
  gint64 s = -1;
  g_assert_true (adj_clock_read_duration ("1:56:52", &s, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s, ==, 7012);
}

/* A time control as a person says it reads as its PGN form. */
static void
test_parse_words (void)
{
  static const struct { const char *words; const char *pgn; } cases[] = {
    { "40 moves in 2 hours, then 1 hour", "40/7200:3600" },
    { "40 moves in 2 hours then 20 moves in 1 hour", "40/7200:20/3600" },
    { "90 min + 30 s per move", "5400+30" },
    { "90 minutes plus 30 seconds a move", "5400+30" },
    { "40 moves in 90 min, then 30 min + 30 sec", "40/5400:1800+30" },
    { "40 moves in 90m+30s, then 30m+30s", "40/5400+30:1800+30" },
    { "2h", "7200" },
    { "1 hour 30 minutes for the rest of the game", "5400" },
    { "40 Moves In 2 Hours; 1 Hour", "40/7200:3600" },
    { "25 minutes + 10", "1500+10" },
    /* As the Catalan, Spanish and Portuguese hints say it. */
    { "40 jugades en 2 hores, després 1 hora", "40/7200:3600" },
    { "40 jugadas en 2 horas, después 1 hora", "40/7200:3600" },
    { "40 lances em 2 horas, depois 1 hora", "40/7200:3600" },
    { "90 minuts més 30 segons per jugada", "5400+30" },
    { "90 minutos con 30 segundos por jugada", "5400+30" },
    { "1 hora e 30 minutos para o resto da partida", "5400" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse_words (cases[i].words, &error);
      g_assert_no_error (error);
      g_autofree char *pgn = adj_time_control_to_string (tc);
      g_assert_cmpstr (pgn, ==, cases[i].pgn);
      /* Either form through the one entry point. */
      g_autoptr(AdjTimeControl) any = adj_time_control_parse_any (cases[i].words, NULL);
      g_autofree char *any_pgn = adj_time_control_to_string (any);
      g_assert_cmpstr (any_pgn, ==, cases[i].pgn);
      g_autoptr(AdjTimeControl) back = adj_time_control_parse_any (cases[i].pgn, NULL);
      g_autofree char *back_pgn = adj_time_control_to_string (back);
      g_assert_cmpstr (back_pgn, ==, cases[i].pgn);
    }

  /* What does not read is named. */
  static const struct { const char *words; const char *named; } bad[] = {
    { "40 moves in 2 fortnights", "fortnights" },
    { "40 moves in 120", "120" },
    { "plus 30 seconds", "plus" },
    { "", NULL },
    { "40 moves", NULL },
    { "90 minutes, then 30 minutes", NULL },   /* sudden death, then more: the PGN rule */
    { "99999999 hours", "99999999" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse_words (bad[i].words, &error);
      g_assert_null (tc);
      g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE);
      g_test_message ("%s: %s", bad[i].words, error->message);
      if (bad[i].named)
        g_assert_nonnull (strstr (error->message, bad[i].named));
    }
  /* Described in words, read back the same (in English, as the tests run). */
  for (const char *const *pgn = (const char *const[]) { "40/7200:3600", "40/5400+30:1800+30", "5400+30",
                                                        "40/7200:20/3600", "60", "90", "3661", NULL }; *pgn; pgn++)
    {
      g_autoptr(AdjTimeControl) tc = adj_time_control_parse (*pgn, NULL, NULL);
      g_autofree char *words = adj_time_control_describe (tc);
      g_test_message ("%s: %s", *pgn, words);
      g_autoptr(AdjTimeControl) back = adj_time_control_parse_words (words, NULL);
      g_assert_nonnull (back);
      g_autofree char *again = adj_time_control_to_string (back);
      g_assert_cmpstr (again, ==, *pgn);
    }
  g_autoptr(AdjTimeControl) two = adj_time_control_parse ("40/7200:3600", NULL, NULL);
  g_autofree char *said = adj_time_control_describe (two);
  g_assert_cmpstr (said, ==, "40 moves in 2 hours, then 1 hour");

  /* A PGN form that does not read keeps the PGN reader's message. */
  g_autoptr(GError) error = NULL;
  g_assert_null (adj_time_control_parse_any ("40/7200:", &error));
  g_assert_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE);
  g_assert_null (strstr (error->message, "not understood"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/clock/parse-forms", test_parse_forms);
  g_test_add_func ("/adjourn/clock/parse-errors", test_parse_errors);
  g_test_add_func ("/adjourn/clock/periods", test_periods);
  g_test_add_func ("/adjourn/clock/time-allowed", test_time_allowed);
  g_test_add_func ("/adjourn/clock/left-and-used", test_left_and_used);
  g_test_add_func ("/adjourn/clock/check-time-used", test_check_time_used);
  g_test_add_func ("/adjourn/clock/format-seconds", test_format_seconds);
  g_test_add_func ("/adjourn/clock/parse-duration", test_parse_duration);
  g_test_add_func ("/adjourn/clock/read-duration-errors", test_read_duration_errors);
  g_test_add_func ("/adjourn/clock/parse-words", test_parse_words);
  return g_test_run ();
}
