/* fake-uci.c — a scripted UCI engine for the engine client's tests
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   fake-uci MODE [LOG]
 *
 * Answers the UCI protocol with lines whose moves are predictable: the
 * k-th line's first move is the k-th legal move in alphabetical UCI order,
 * every later move the first one in that order; the line whose first move
 * is the i-th (from 0) legal move in that order scores 30 - 10 i + depth
 * centipawns, so that a "go … searchmoves" (which keeps the root to the
 * moves named) scores each move as a search of all of them would. Every
 * command read is appended to LOG (or, without LOG, to the file named by
 * the environment's ADJ_FAKE_UCI_LOG: a test that sets the engine's path
 * only), after a first line "pid N". MODE scripts what goes wrong:
 *
 *   normal          as above
 *   exit-early      exits with status 3 before reading anything
 *   hang-handshake  never answers "uci"
 *   hang-ready      answers "uci" but never "isready"
 *   crash-search    prints one info line of a search, then aborts
 *   hang-stop       ignores "stop" (and keeps searching)
 *   garbage         prints garbage before and between its lines
 *   illegal-pv      adds lines with illegal moves, and names an illegal bestmove
 *   huge-line       prints a 1 MiB info line after each depth's lines
 */
#define _POSIX_C_SOURCE 200809L

#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "chess-fen.h"
#include "chess-position.h"

#define INFINITE_DEPTH 5

static const char *mode = "normal";
static FILE *log_file;
static ChessPosition position;
static int multipv = 1;
/* The root moves of the search ("searchmoves"); none: all. */
static ChessMove root_only[CHESS_MAX_MOVES];
static int n_root_only;

/* The search in progress. */
static int searching;
static int search_depth;
static long deadline_ms;  /* 0: none */

static int
mode_is (const char *m)
{
  return strcmp (mode, m) == 0;
}

static long
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
say (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
}

/* The legal moves of POS in alphabetical UCI order. */
static int
sorted_moves (const ChessPosition *pos, ChessMoveList *list)
{
  chess_position_legal_moves (pos, list);
  qsort (list->moves, (size_t) list->count, sizeof (ChessMove), chess_move_compare_uci);
  return list->count;
}

/* The legal moves of the root, kept to the searchmoves when there are some. */
static int
root_moves (ChessMoveList *list)
{
  int n = 0;

  sorted_moves (&position, list);
  if (n_root_only == 0)
    return list->count;
  for (int i = 0; i < list->count; i++)
    for (int j = 0; j < n_root_only; j++)
      if (list->moves[i] == root_only[j])
        list->moves[n++] = list->moves[i];
  list->count = n;
  return n;
}

/* Where MOVE stands among all the root's legal moves. */
static int
global_index (ChessMove move)
{
  ChessMoveList list;

  sorted_moves (&position, &list);
  for (int i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return i;
  return 0;
}

/* Line K's moves to DEPTH into BUF ("e2e4 e7e5 …"); the first move's UCI
 * into FIRST and the second's into SECOND (empty when none). */
static void
line_moves (int k, int depth, char *buf, size_t size, char first[6], char second[6])
{
  ChessPosition pos = position;
  ChessMoveList list;
  size_t len = 0;

  buf[0] = '\0';
  first[0] = second[0] = '\0';
  for (int ply = 0; ply < depth; ply++)
    {
      int index = ply == 0 ? k - 1 : 0;
      char uci[6];
      ChessUndo undo;

      if ((ply == 0 ? root_moves (&list) : sorted_moves (&pos, &list)) <= index)
        break;
      chess_move_to_uci (list.moves[index], uci);
      if (ply == 0)
        strcpy (first, uci);
      else if (ply == 1)
        strcpy (second, uci);
      len += (size_t) snprintf (buf + len, size - len, "%s%s", len > 0 ? " " : "", uci);
      chess_position_make (&pos, list.moves[index], &undo);
    }
}

static void
print_huge_line (void)
{
  fputs ("info depth 9 multipv 1 score cp 999 string ", stdout);
  for (int i = 0; i < 1024 * 1024; i++)
    putchar ('x');
  putchar ('\n');
  fflush (stdout);
}

static void
print_depth (int depth)
{
  ChessMoveList list;
  int n = root_moves (&list);
  int lines = multipv < n ? multipv : n;

  if (mode_is ("garbage"))
    {
      say ("info depth banana pv e2e4");
      say ("info depth %d multipv 0 score cp 5 pv e2e4", depth);
      say ("info depth %d multipv 9999999999999999999 score cp 5 pv e2e4", depth);
      say ("info depth %d score mate", depth);
      say ("info depth %d score cp 12abc pv e2e4", depth);
      say ("\x01\x02\xff\xfe garbage \xc3\x28");
      fwrite ("info depth 3\0 score cp 1 pv e2e4\n", 1, 34, stdout);
      say ("bestmovement");
      fflush (stdout);
    }
  say ("info depth %d currmove a2a3 currmovenumber 1", depth);
  for (int k = 1; k <= lines; k++)
    {
      char pv[2048], first[6], second[6];
      int score = 30 - 10 * global_index (list.moves[k - 1]) + depth;

      line_moves (k, depth, pv, sizeof pv, first, second);
      say ("info depth %d seldepth %d multipv %d score cp %d%s nodes %d nps 1000000 hashfull 3 tbhits 0 time %d pv %s",
           depth, depth + 1, k, score, depth == 2 && k == 1 ? " lowerbound" : "",
           depth * 1000, depth, pv);
      if (mode_is ("illegal-pv"))
        {
          say ("info depth %d multipv %d score cp 500 pv %s e1e8", depth, k, pv);
          say ("info depth %d multipv %d score cp 500 pv a1a1", depth, k);
        }
    }
  /* After the depth's lines, so that reading it would replace line 1. */
  if (mode_is ("huge-line"))
    print_huge_line ();
}

static void
finish_search (void)
{
  ChessMoveList list;
  char pv[2048], first[6], second[6];

  searching = 0;
  if (root_moves (&list) == 0)
    {
      say ("bestmove (none)");
      return;
    }
  if (mode_is ("illegal-pv"))
    {
      say ("bestmove e1e8");
      return;
    }
  line_moves (1, 2, pv, sizeof pv, first, second);
  if (second[0] != '\0')
    say ("bestmove %s ponder %s", first, second);
  else
    say ("bestmove %s", first);
}

static void
go (const char *args)
{
  const char *p;
  ChessMoveList list;

  search_depth = INFINITE_DEPTH;
  deadline_ms = 0;
  if ((p = strstr (args, "depth ")) != NULL)
    search_depth = atoi (p + 6);
  if ((p = strstr (args, "movetime ")) != NULL)
    deadline_ms = now_ms () + atol (p + 9);
  searching = strstr (args, "infinite") != NULL || deadline_ms != 0 ? 2 : 1;
  n_root_only = 0;
  if ((p = strstr (args, "searchmoves ")) != NULL)
    {
      char buf[4096];

      snprintf (buf, sizeof buf, "%s", p + 12);
      for (char *tok = strtok (buf, " "); tok != NULL && n_root_only < CHESS_MAX_MOVES; tok = strtok (NULL, " "))
        {
          ChessMove move = chess_move_from_uci (&position, tok);

          if (move != CHESS_MOVE_NONE)
            root_only[n_root_only++] = move;
        }
    }

  if (root_moves (&list) == 0)
    {
      say ("info depth 0 score %s", chess_position_in_check (&position) ? "mate 0" : "cp 0");
      finish_search ();
      return;
    }
  if (mode_is ("crash-search"))
    {
      print_depth (1);
      abort ();
    }
  for (int d = 1; d <= search_depth; d++)
    print_depth (d);
  /* A depth-limited search ends by itself; the others wait for stop or
   * their time. */
  if (searching == 1)
    finish_search ();
}

static void
set_position (const char *args)
{
  const char *moves = strstr (args, " moves ");
  char fen[256] = "startpos";

  if (strncmp (args, "fen ", 4) == 0)
    {
      size_t len = moves != NULL ? (size_t) (moves - args - 4) : strlen (args + 4);

      if (len >= sizeof fen)
        return;
      memcpy (fen, args + 4, len);
      fen[len] = '\0';
    }
  if (!chess_fen_read (&position, fen, NULL))
    return;
  if (moves != NULL)
    {
      char buf[8192];

      snprintf (buf, sizeof buf, "%s", moves + 7);
      for (char *tok = strtok (buf, " "); tok != NULL; tok = strtok (NULL, " "))
        {
          ChessMove move = chess_move_from_uci (&position, tok);
          ChessUndo undo;

          if (move == CHESS_MOVE_NONE)
            break;
          chess_position_make (&position, move, &undo);
        }
    }
}

static void
handle (const char *line)
{
  if (log_file != NULL)
    {
      fprintf (log_file, "%s\n", line);
      fflush (log_file);
    }
  if (strcmp (line, "uci") == 0)
    {
      if (mode_is ("hang-handshake"))
        return;
      if (mode_is ("garbage"))
        say ("\xff\xfe not a protocol line");
      say ("id name Fake UCI");
      say ("id author The Adjourn authors");
      say ("option name Threads type spin default 1 min 1 max 8");
      say ("option name Hash type spin default 16 min 1 max 1024");
      say ("option name MultiPV type spin default 1 min 1 max 5");
      say ("option name Ponder type check default false");
      say ("option name Debug Log File type string default");
      say ("uciok");
    }
  else if (strcmp (line, "isready") == 0)
    {
      if (!mode_is ("hang-ready"))
        say ("readyok");
    }
  else if (strncmp (line, "setoption name MultiPV value ", 29) == 0)
    multipv = atoi (line + 29);
  else if (strncmp (line, "position ", 9) == 0)
    set_position (line + 9);
  else if (strncmp (line, "go", 2) == 0)
    go (line + 2);
  else if (strcmp (line, "stop") == 0)
    {
      if (searching && !mode_is ("hang-stop"))
        finish_search ();
    }
  else if (strcmp (line, "quit") == 0)
    exit (0);
}

int
main (int argc, char **argv)
{
  char buf[65536];
  size_t len = 0;

  if (argc > 1)
    mode = argv[1];
  if (argc > 2 || getenv ("ADJ_FAKE_UCI_LOG") != NULL)
    {
      log_file = fopen (argc > 2 ? argv[2] : getenv ("ADJ_FAKE_UCI_LOG"), "a");
      if (log_file != NULL)
        {
          fprintf (log_file, "pid %ld\n", (long) getpid ());
          fflush (log_file);
        }
    }
  if (mode_is ("exit-early"))
    return 3;
  chess_position_set_start (&position);

  for (;;)
    {
      struct pollfd fd = { STDIN_FILENO, POLLIN, 0 };
      int timeout = -1;
      ssize_t n;
      char *nl;

      if (searching && deadline_ms != 0)
        {
          long left = deadline_ms - now_ms ();

          if (left <= 0)
            {
              finish_search ();
              continue;
            }
          timeout = (int) left;
        }
      if (poll (&fd, 1, timeout) == 0)
        continue;
      n = read (STDIN_FILENO, buf + len, sizeof buf - len - 1);
      if (n <= 0)
        return 0;
      len += (size_t) n;
      buf[len] = '\0';
      while ((nl = strchr (buf, '\n')) != NULL)
        {
          *nl = '\0';
          handle (buf);
          len -= (size_t) (nl + 1 - buf);
          memmove (buf, nl + 1, len + 1);
        }
      if (len == sizeof buf - 1)
        len = 0;
    }
}
