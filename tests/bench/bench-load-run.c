/* bench-load-run.c — the load bench's runner: desks started, killed, started again
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each desk is a process of its own (bench-load desk) whose standard
 * output says one letter a line per step; the runner reads them all with
 * poll(), kills the chosen desks with SIGKILL when they have gone as far as
 * the plan says (and a moment more, so that the kill falls inside the next
 * step rather than between two), starts them again at once, and stops the
 * clock when every desk has finished its share.
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench-load.h"

typedef struct {
  GPid     pid;
  int      out;          /* its standard output, -1 once closed */
  guint    steps;        /* lines read from this incarnation */
  GString *line;         /* the line being read */
  guint    kill_at;      /* kill after this many steps of this incarnation; 0: never */
  gint64   kill_when;    /* monotonic µs the kill is due, 0: none yet */
  guint    kills_left;   /* SIGKILLs still planned (the second one's step is chosen at restart) */
  gboolean killed;       /* this incarnation was sent SIGKILL */
  gboolean finished;
  guint    kills_done;
  guint    counts[6];    /* S O N R, then tries and key races (from the D line) */
  guint    retries;      /* the store's runs again (from the D line) */
} Desk;

enum { SEALED, OPENED, NEIGHBOUR, REFUSED, TRIES, KEY_RACES };

static gboolean
spawn (const BenchLoadRun *run, guint d, Desk *desk)
{
  g_autofree char *number = g_strdup_printf ("%u", d);
  g_autofree char *desks = g_strdup_printf ("%u", run->desks);
  g_autofree char *count = g_strdup_printf ("%u", run->count);
  g_autofree char *events = g_strdup_printf ("%u", run->events);
  const char *argv[] = { run->self, "desk", "--db", run->target, "--desk", number, "--desks", desks,
                         "--count", count, "--events", events, NULL };
  g_autoptr(GError) error = NULL;
  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &desk->pid,
                                 NULL, &desk->out, NULL, &error))
    {
      fprintf (stderr, "bench-load: desk %u: %s\n", d + 1, error->message);
      return FALSE;
    }
  desk->steps = 0;
  desk->killed = FALSE;
  desk->kill_when = 0;
  g_string_truncate (desk->line, 0);
  return TRUE;
}

/* A finished line of desk DESK. */
static void
take_line (Desk *desk, const char *line)
{
  static const char letters[] = "SONR";
  const char *at = strchr (letters, line[0]);
  if (line[0] && at)
    {
      desk->counts[at - letters]++;
      desk->steps++;
      return;
    }
  guint v[9];
  if (sscanf (line, "D %u %u %u %u %u %u %u %u %u", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8])
      == 9)
    {
      desk->finished = TRUE;
      desk->retries += v[6];
      desk->counts[TRIES] += v[7];
      desk->counts[KEY_RACES] += v[8];
    }
}

static void
read_desk (Desk *desk, gint64 now, GRand *rand)
{
  char buffer[4096];
  ssize_t n = read (desk->out, buffer, sizeof buffer);
  if (n < 0 && errno == EINTR)
    return;
  if (n <= 0)
    {
      close (desk->out);
      desk->out = -1;
      return;
    }
  for (ssize_t k = 0; k < n; k++)
    {
      if (buffer[k] != '\n')
        {
          g_string_append_c (desk->line, buffer[k]);
          continue;
        }
      take_line (desk, desk->line->str);
      g_string_truncate (desk->line, 0);
    }
  /* Up to 3 ms later: inside the step after, most of the time. */
  if (desk->kill_at && !desk->killed && desk->kill_when == 0 && desk->steps >= desk->kill_at)
    desk->kill_when = now + g_rand_int_range (rand, 0, 3000);
}

/* Which desks are killed, and after how many of their steps: between 15
 * and 70 % of their share. */
static void
plan (const BenchLoadRun *run, Desk *desks, GRand *rand)
{
  guint share = 2 * run->count / run->desks;
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint d = 0; d < run->desks; d++)
    g_array_append_val (order, d);
  for (guint k = 0; k < run->kills; k++)
    {
      guint pick = k + (guint) g_rand_int_range (rand, 0, (gint32) (run->desks - k));
      guint d = g_array_index (order, guint, pick);
      g_array_index (order, guint, pick) = g_array_index (order, guint, k);
      g_array_index (order, guint, k) = d;
      desks[d].kill_at = MAX (1, (guint) g_rand_int_range (rand, (gint32) (share * 15 / 100),
                                                            (gint32) (share * 70 / 100) + 1));
      /* The first desk killed is killed once more, soon after it starts again. */
      desks[d].kills_left = k == 0 ? 2 : 1;
    }
}

/* A desk's process ended: started again when it was killed, else done or failed. */
static gboolean
reap (const BenchLoadRun *run, guint d, Desk *desk, GString *kills, GRand *rand)
{
  int status = 0;
  while (waitpid (desk->pid, &status, 0) < 0 && errno == EINTR)
    ;
  g_spawn_close_pid (desk->pid);
  desk->pid = 0;
  if (desk->killed && WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL)
    {
      g_string_append_printf (kills, "%sdesk %u after %u step%s", kills->len ? ", " : "", d + 1, desk->steps,
                              desk->steps == 1 ? "" : "s");
      desk->kills_done++;
      desk->kill_at = --desk->kills_left ? 1 + (guint) g_rand_int_range (rand, 0, 40) : 0;
      return spawn (run, d, desk);
    }
  if (WIFEXITED (status) && WEXITSTATUS (status) == 0 && desk->finished)
    return TRUE;
  fprintf (stderr, "bench-load: desk %u failed (status %d)\n", d + 1, status);
  return FALSE;
}

static void
stop_all (Desk *desks, guint n)
{
  for (guint d = 0; d < n; d++)
    if (desks[d].pid > 0)
      {
        kill (desks[d].pid, SIGKILL);
        waitpid (desks[d].pid, NULL, 0);
      }
}

/* Run the desks to the end; FALSE when one failed. */
static gboolean
run_desks (const BenchLoadRun *run, Desk *desks, GString *kills, GRand *rand)
{
  for (guint d = 0; d < run->desks; d++)
    if (!spawn (run, d, &desks[d]))
      return FALSE;
  g_autofree struct pollfd *fds = g_new0 (struct pollfd, run->desks);
  g_autofree guint *which = g_new0 (guint, run->desks);
  for (;;)
    {
      gint64 now = g_get_monotonic_time (), due = G_MAXINT64;
      nfds_t n = 0;
      for (guint d = 0; d < run->desks; d++)
        {
          if (desks[d].kill_when && !desks[d].killed)
            {
              if (desks[d].kill_when <= now)
                {
                  kill (desks[d].pid, SIGKILL);
                  desks[d].killed = TRUE;
                }
              else
                due = MIN (due, desks[d].kill_when);
            }
          if (desks[d].out >= 0)
            {
              fds[n] = (struct pollfd) { .fd = desks[d].out, .events = POLLIN };
              which[n++] = d;
            }
        }
      if (n == 0)
        return TRUE;
      int timeout = due == G_MAXINT64 ? -1 : (int) ((due - now + 999) / 1000);
      if (poll (fds, n, timeout) < 0 && errno != EINTR)
        return FALSE;
      now = g_get_monotonic_time ();
      for (nfds_t k = 0; k < n; k++)
        {
          Desk *desk = &desks[which[k]];
          if (!(fds[k].revents & (POLLIN | POLLHUP | POLLERR)))
            continue;
          read_desk (desk, now, rand);
          if (desk->out < 0 && !reap (run, which[k], desk, kills, rand))
            return FALSE;
        }
    }
}

int
bench_load_run (const BenchLoadRun *run)
{
  g_autofree char *uri = bench_load_uri (run->target);
  g_autoptr(GError) error = NULL;
  /* The archive is made before the clock starts: its schema is not what
   * is measured. */
  g_autoptr(AdjStore) store = adj_store_open (uri, &error);
  if (store == NULL)
    {
      fprintf (stderr, "bench-load: %s\n", error->message);
      return 1;
    }
  g_clear_object (&store);

  g_autoptr(GRand) rand = g_rand_new_with_seed (run->seed);
  g_autofree Desk *desks = g_new0 (Desk, run->desks);
  for (guint d = 0; d < run->desks; d++)
    {
      desks[d].out = -1;
      desks[d].line = g_string_new (NULL);
    }
  plan (run, desks, rand);
  g_autoptr(GString) kills = g_string_new (NULL);
  gint64 t0 = g_get_monotonic_time ();
  gboolean ok = run_desks (run, desks, kills, rand);
  double seconds = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
  if (!ok)
    stop_all (desks, run->desks);
  guint total[6] = { 0 }, retries = 0, n_kills = 0;
  for (guint d = 0; d < run->desks; d++)
    {
      for (guint k = 0; k < G_N_ELEMENTS (total); k++)
        total[k] += desks[d].counts[k];
      retries += desks[d].retries;
      n_kills += desks[d].kills_done;
      g_string_free (desks[d].line, TRUE);
      if (desks[d].out >= 0)
        close (desks[d].out);
    }
  if (!ok)
    return 1;

  printf ("%s: %u desks, %u envelopes in %u events (seed %u)\n", run->label, run->desks, run->count, run->events,
          run->seed);
  printf ("  SIGKILL: %s; each started again\n", kills->len ? kills->str : "none");
  printf ("  %.2f s: %.0f envelopes/s sealed and opened\n", seconds, run->count / seconds);
  /* As the desks reported them: a step committed just before its desk was
   * killed is reported by none (the check counts what the archive holds). */
  printf ("  reported: %u sealings, %u openings (%u by the envelope's desk, %u by the next desk),"
          " %u openings refused (opened already)\n",
          total[SEALED], total[OPENED] + total[NEIGHBOUR], total[OPENED], total[NEIGHBOUR], total[REFUSED]);
  printf ("  run again: %u actions by the store after a conflict, %u by a desk after a failure;"
          " %u sealings with the key another desk gave the event first\n",
          retries, total[TRIES], total[KEY_RACES]);
  g_autofree char *summary = NULL;
  if (!bench_load_check (uri, run->cli, run->count, run->events, &summary, &error))
    {
      printf ("  CHECK FAILED: %s\n", error->message);
      return 1;
    }
  printf ("  check: %s\n", summary);
  printf ("RESULT %s %u %.3f %u %u %u %u\n", run->label, run->count, seconds, n_kills, total[REFUSED], retries,
          total[TRIES]);
  return 0;
}
