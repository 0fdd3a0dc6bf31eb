/* bench-mapwait.c — start a program and print how many milliseconds pass
 * until it maps its first top-level window on the X server
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-mapwait COMMAND [ARG…]. Prints "MS PID" on stdout once the
 * first window is mapped and leaves the program running (the caller reads
 * its memory and ends it). The wait is on the X server's own MapNotify
 * event, so the figure is not rounded to any polling interval and nothing
 * competes with the program for the processor while it starts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/select.h>
#include <X11/Xlib.h>

static double
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-mapwait COMMAND [ARG…]\n");
      return 2;
    }
  Display *dpy = XOpenDisplay (NULL);
  if (!dpy)
    {
      fprintf (stderr, "bench-mapwait: cannot open the display\n");
      return 2;
    }
  /* Top-level windows are children of the root: their mapping is reported
   * to whoever selects SubstructureNotify on it. Selected before the
   * program starts, so that no map can be missed. */
  XSelectInput (dpy, DefaultRootWindow (dpy), SubstructureNotifyMask);
  XSync (dpy, False);

  double start = now_ms ();
  pid_t pid = fork ();
  if (pid < 0)
    return 2;
  if (pid == 0)
    {
      close (ConnectionNumber (dpy));
      execvp (argv[1], argv + 1);
      _exit (127);
    }

  int fd = ConnectionNumber (dpy);
  for (;;)
    {
      while (XPending (dpy))
        {
          XEvent ev;
          XNextEvent (dpy, &ev);
          if (ev.type == MapNotify && !ev.xmap.override_redirect)
            {
              printf ("%.0f %d\n", now_ms () - start, (int) pid);
              return 0;
            }
        }
      fd_set set;
      FD_ZERO (&set);
      FD_SET (fd, &set);
      struct timeval limit = { 20, 0 };
      if (select (fd + 1, &set, NULL, NULL, &limit) <= 0)
        {
          fprintf (stderr, "bench-mapwait: no window within 20 s\n");
          printf ("fail %d\n", (int) pid);
          return 1;
        }
    }
}
