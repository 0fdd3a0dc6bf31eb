/* test-cli-perft.c — `adjourn-cli perft` as spec/cli.md describes it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "cli-run.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static void
test_count (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "perft", "--fen", KIWIPETE, "--depth", "3", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (g_strstrip (out), ==, "97862");
}

/* The per-move lines add up to the last line, one line per legal move. */
static void
test_divide (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "perft", "--fen", KIWIPETE, "--depth", "2", "--divide", NULL);
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (out), "\n", -1);
  guint n = g_strv_length (lines);
  g_assert_cmpuint (n, ==, 48 + 1);
  guint64 sum = 0;
  for (guint i = 0; i + 1 < n; i++)
    {
      const char *colon = strchr (lines[i], ':');
      g_assert_nonnull (colon);
      g_assert_cmpint (colon - lines[i], >=, 4);
      sum += g_ascii_strtoull (colon + 1, NULL, 10);
    }
  g_assert_cmpuint (sum, ==, 2039);
  g_assert_cmpuint (g_ascii_strtoull (lines[n - 1], NULL, 10), ==, 2039);
}

static void
test_bad_input (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = cli_run (NULL, &out, &err, "perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "bad FEN"));
  g_assert_nonnull (strstr (err, "king"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  status = cli_run (NULL, &out, &err, "perft", "--fen", "startpos", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "--depth"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/perft/count", test_count);
  g_test_add_func ("/cli/perft/divide", test_divide);
  g_test_add_func ("/cli/perft/bad-input", test_bad_input);
  return g_test_run ();
}
