/* test-crash.c — a writer killed at random points loses nothing it acknowledged
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process imports envelopes one by one and, after each import has
 * returned, writes the envelope's id and name to a pipe. Every other step
 * is a grouped write instead (adj_store_run_in_transaction): two envelopes
 * and the arbiter's check of the first, which must never be found in part. The parent kills
 * it with SIGKILL at a random point (sometimes while it is still creating
 * the database, mostly in the middle of an import), then opens the database as the next session
 * would: it must pass SQLite's integrity check and the custody chain, and
 * hold every envelope acknowledged so far, in this round and the earlier
 * ones. The seed is g_test's (--seed to replay a run).
 */
#include "config.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store-test.h"

#define ROUNDS          240
#define ROUNDS_PER_FILE 40    /* a fresh database now and then: kills during its creation too */
#define MAX_IMPORTS     5000  /* per child, should no kill come */

static void
child_write (int fd, const char *text)
{
  gsize n = strlen (text);
  while (n > 0)
    {
      ssize_t w = write (fd, text, n);
      if (w < 0)
        _exit (4);
      text += w;
      n -= (gsize) w;
    }
}

typedef struct {
  guint  round, step;
  gint64 ids[2];
  char  *names[2];
} Pair;

/* Envelopes "G…a" and "G…b", and a "checked" entry on the first. */
static gboolean
import_pair (AdjStore *store, gpointer user_data, GError **error)
{
  Pair *pair = user_data;
  g_autofree char *round_text = g_strdup_printf ("%u", pair->round);
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *board = g_strdup_printf ("%u%c", pair->step, 'a' + k);
      g_autofree char *doc = store_test_envelope ("Crash test", round_text, board, pair->names[k], "B",
                                                  "2026-11-21T21:00:00+01:00", NULL);
      if (!adj_store_import_envelope (store, doc, -1, "crash", &pair->ids[k], error))
        return FALSE;
      if (k == 0 && !adj_custody_append (store, pair->ids[0], ADJ_CUSTODY_CHECKED, "crash", NULL, NULL, NULL, error))
        return FALSE;
    }
  return TRUE;
}

G_GNUC_NORETURN static void
child_main (const char *path, guint round, int fd)
{
  g_autoptr(GError) error = NULL;
  AdjStore *store = adj_store_open (path, &error);
  if (store == NULL)
    {
      g_autofree char *line = g_strdup_printf ("E open: %s\n", error->message);
      child_write (fd, line);
      _exit (3);
    }
  for (guint i = 0; i < MAX_IMPORTS; i++)
    {
      if (i % 2 == 1)
        {
          Pair pair = { .round = round, .step = i };
          for (guint k = 0; k < 2; k++)
            pair.names[k] = g_strdup_printf ("G%u-%u%c", round, i, 'a' + k);
          if (!adj_store_run_in_transaction (store, import_pair, &pair, &error))
            {
              g_autofree char *line = g_strdup_printf ("E group: %s\n", error->message);
              child_write (fd, line);
              _exit (3);
            }
          for (guint k = 0; k < 2; k++)
            {
              g_autofree char *line = g_strdup_printf ("%" G_GINT64_FORMAT " %s\n", pair.ids[k], pair.names[k]);
              child_write (fd, line);
              g_free (pair.names[k]);
            }
          continue;
        }
      g_autofree char *name = g_strdup_printf ("W%u-%u", round, i);
      g_autofree char *round_text = g_strdup_printf ("%u", round);
      g_autofree char *board = g_strdup_printf ("%u", i);
      g_autofree char *doc = store_test_envelope ("Crash test", round_text, board, name, "B",
                                                  "2026-11-21T21:00:00+01:00", NULL);
      gint64 id = 0;
      if (!adj_store_import_envelope (store, doc, -1, "crash", &id, &error))
        {
          g_autofree char *line = g_strdup_printf ("E import: %s\n", error->message);
          child_write (fd, line);
          _exit (3);
        }
      /* Acknowledged only once the call has returned. */
      g_autofree char *line = g_strdup_printf ("%" G_GINT64_FORMAT " %s\n", id, name);
      child_write (fd, line);
    }
  _exit (0);
}

typedef struct {
  gint64 id;
  char  *name;
} Ack;

static void
ack_free (Ack *ack)
{
  g_free (ack->name);
  g_free (ack);
}

/* Everything the child wrote, complete lines only. */
static char *
read_all (int fd)
{
  g_autoptr(GString) s = g_string_new (NULL);
  char buf[4096];
  ssize_t n;
  while ((n = read (fd, buf, sizeof buf)) != 0)
    {
      if (n < 0)
        g_error ("reading the pipe failed");
      g_string_append_len (s, buf, n);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
check_database (const char *path, GPtrArray *acks)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjStore) store = adj_store_open (path, &error);
  g_assert_no_error (error);
  sqlite3 *db = store_test_db (store);

  g_autofree char *integrity = store_test_text (db, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM pragma_foreign_key_check"), ==, 0);
  g_assert_true (adj_custody_verify (store, NULL, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < acks->len; i++)
    {
      Ack *ack = g_ptr_array_index (acks, i);
      g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, ack->id, &error);
      if (info == NULL)
        g_error ("acknowledged envelope %" G_GINT64_FORMAT " (%s) is missing: %s",
                 ack->id, ack->name, error->message);
      g_assert_cmpstr (info->white, ==, ack->name);
    }
  /* Every envelope has its creation in the custody log, lost or not acknowledged. */
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM envelopes"), ==,
                   store_test_int (db, "SELECT count(*) FROM custody WHERE kind = 'created'"));
  /* A grouped write is there whole or not at all. */
  gint64 firsts = store_test_int (db, "SELECT count(*) FROM games WHERE white GLOB 'G*a'");
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM games WHERE white GLOB 'G*b'"), ==, firsts);
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM custody c JOIN envelopes e ON e.id = c.envelope_id"
                                       " JOIN games g ON g.id = e.game_id"
                                       " WHERE c.kind = 'checked' AND g.white GLOB 'G*a'"), ==, firsts);
  g_assert_cmpint (store_test_int (db, "SELECT count(*) FROM custody WHERE kind = 'checked'"), ==, firsts);
}

static void
test_kill (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) acks = NULL;
  guint total_acks = 0, rounds_with_acks = 0, kills = 0;
  gint64 import_us = 2000;   /* running estimate of one import's time */

  for (guint round = 0; round < ROUNDS; round++)
    {
      if (round % ROUNDS_PER_FILE == 0)
        {
          if (dir)
            store_test_dir_remove (dir);
          g_free (dir);
          dir = store_test_dir ();
          g_free (path);
          path = g_build_filename (dir, "adjourn.db", NULL);
          g_clear_pointer (&acks, g_ptr_array_unref);
          acks = g_ptr_array_new_with_free_func ((GDestroyNotify) ack_free);
        }

      int fds[2];
      g_assert_cmpint (pipe (fds), ==, 0);
      pid_t pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          child_main (path, round, fds[1]);
        }
      close (fds[1]);

      /* One round in four: a kill within the first 2 ms, where the file
       * and its schema are being made. The others: wait for a random
       * number of acknowledgements, then kill somewhere within the next
       * import or two (the time an import takes is measured as we go, so
       * that the kills spread over imports in a slow sanitized build too). */
      g_autoptr(GString) output = g_string_new (NULL);
      if (g_test_rand_int_range (0, 4) == 0)
        g_usleep (g_test_rand_int_range (0, 2000));
      else
        {
          int wanted = g_test_rand_int_range (0, 9);
          gint64 first = 0;
          int seen = 0;
          char c;
          while (seen < wanted && read (fds[0], &c, 1) == 1)
            {
              g_string_append_c (output, c);
              if (c != '\n')
                continue;
              if (++seen == 1)
                first = g_get_monotonic_time ();
              else
                import_us = (import_us * 7 + (g_get_monotonic_time () - first) / (seen - 1)) / 8;
            }
          g_usleep (g_test_rand_int_range (0, (gint32) MAX (import_us * 2, 100)));
        }
      kill (pid, SIGKILL);
      int status = 0;
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_autofree char *rest = read_all (fds[0]);
      g_string_append (output, rest);
      close (fds[0]);

      if (WIFEXITED (status))
        g_error ("round %u: the writer exited (%d) before the kill: %s", round, WEXITSTATUS (status), output->str);
      g_assert_true (WIFSIGNALED (status));
      kills++;

      g_auto (GStrv) lines = g_strsplit (output->str, "\n", -1);
      guint n = g_strv_length (lines);
      guint acked = 0;
      /* The last piece has no newline: a line cut by the kill, or "". */
      for (guint i = 0; i + 1 < n; i++)
        {
          if (lines[i][0] == 'E')
            g_error ("round %u: the writer failed: %s", round, lines[i]);
          Ack *ack = g_new0 (Ack, 1);
          char name[64];
          if (sscanf (lines[i], "%" G_GINT64_FORMAT " %63s", &ack->id, name) != 2)
            g_error ("round %u: bad line '%s'", round, lines[i]);
          ack->name = g_strdup (name);
          g_ptr_array_add (acks, ack);
          acked++;
        }
      total_acks += acked;
      rounds_with_acks += acked > 0;

      check_database (path, acks);
    }
  store_test_dir_remove (dir);

  g_test_message ("%u kills, %u envelopes acknowledged, %u rounds with at least one, ~%" G_GINT64_FORMAT " us an import",
                  kills, total_acks, rounds_with_acks, import_us);
  g_assert_cmpuint (kills, >=, 200);
  /* The kills must not all land before the first write, or the test proves nothing. */
  g_assert_cmpuint (rounds_with_acks, >=, ROUNDS / 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/crash/kill", test_kill);
  return g_test_run ();
}
