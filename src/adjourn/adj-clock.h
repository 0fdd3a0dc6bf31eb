/* adj-clock.h — time controls (PGN TimeControl) and the arithmetic of the clocks
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The PGN standard (9.6.1) writes a time control as fields separated by
 * colons, in the order they are used; the last field repeats for further
 * periods as needed:
 *   "?"             unknown
 *   "-"             no time control
 *   "40/7200"       40 moves in 7200 seconds
 *   "3600"          the rest of the game in 3600 seconds (sudden death)
 *   "5400+30"       the same with 30 seconds added for every move made
 *   "*180"          a sandclock (hourglass) of 180 seconds
 * and, as FIDE events write them, a period of moves with an increment
 * ("40/5400+30:1800+30"). "?", "-" and "*N" stand alone; a sudden-death
 * period covers the rest of the game, so it can only be the last one (and
 * then nothing repeats: it never ends).
 *
 * Moves are numbered from 1 as on the scoresheet; a player whose next move
 * is number N has made N − 1 moves. The time a player may have used while
 * his next move is N is the time of every period up to and including the
 * one N falls in, plus the increment of the period of each move he made.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ADJ_CLOCK_ERROR (adj_clock_error_quark ())

typedef enum {
  ADJ_CLOCK_ERROR_PARSE,     /* not a time control: the message names the character and why */
  ADJ_CLOCK_ERROR_OVER_TIME, /* a time used beyond what the control allows at that move */
  ADJ_CLOCK_ERROR_VALUE,     /* a move number below 1, or a negative time used */
} AdjClockError;

GQuark adj_clock_error_quark (void);

typedef enum {
  ADJ_CLOCK_UNKNOWN = 0,   /* "?" */
  ADJ_CLOCK_NONE,          /* "-" */
  ADJ_CLOCK_PERIODS,       /* one or more periods */
  ADJ_CLOCK_SANDCLOCK,     /* "*N" */
} AdjClockKind;

typedef struct {
  int    moves;      /* moves in the period; 0: the rest of the game */
  gint64 seconds;    /* time given for the period */
  gint64 increment;  /* seconds added for each move made in the period */
} AdjClockPeriod;

/* The largest time, in seconds, or count that any reader of src/adjourn
 * takes from a file: times used, arrivals, waiting times, the seconds of a
 * time control's periods and increments, the seconds charged between two
 * instants, counts of moves. 10^7 seconds are 115 days, far above a day of
 * play; bounded so, no sum the resumption rules form can overflow. A reader
 * refuses a larger number naming its key (adj_clock_input_refusal()). */
#define ADJ_INPUT_MAX          G_GINT64_CONSTANT (10000000)

/* Limits the time control reader accepts (larger numbers are refused as
 * too large). */
#define ADJ_CLOCK_MAX_MOVES    1000
#define ADJ_CLOCK_MAX_PERIODS  16
/* Times given to the arithmetic beyond this (either sign) are refused. */
#define ADJ_CLOCK_MAX_TIME     G_GINT64_CONSTANT (1000000000000000)

typedef struct _AdjTimeControl AdjTimeControl;

/* NULL on bad input, with an ADJ_CLOCK_ERROR_PARSE error naming the
 * character (counted from 1) and the reason; '*column' (may be NULL)
 * receives that character's number, 0 on success. */
AdjTimeControl *adj_time_control_parse    (const char *text, int *column, GError **error);
void            adj_time_control_free     (AdjTimeControl *tc);
/* The canonical PGN form ("40/7200:20/3600"). */
char           *adj_time_control_to_string (const AdjTimeControl *tc);

AdjClockKind    adj_time_control_get_kind  (const AdjTimeControl *tc);
/* The fields as written (0 for "?" and "-"; 1 for a sandclock, its seconds
 * in 'seconds'). */
guint           adj_time_control_get_n_fields (const AdjTimeControl *tc);
const AdjClockPeriod *adj_time_control_get_field (const AdjTimeControl *tc, guint index);

/* The period (counted from 0, repeated periods counted too: move 61 of
 * "40/7200:20/3600" is in period 2, a repeat of field 1) that move
 * 'move_number' falls in; its field's index in '*field', its first and last
 * moves in '*first' and '*last' (last 0: the rest of the game). Any out
 * argument may be NULL. -1 when the control has no periods or move_number
 * is below 1. */
int       adj_clock_period_for_move (const AdjTimeControl *tc, int move_number,
                                     guint *field, int *first, int *last);

/* The most time a player may have used while his next move is
 * 'move_number' (see above). FALSE when the control sets no such limit
 * ("?", "-", a sandclock) or move_number is below 1. */
gboolean  adj_clock_time_allowed    (const AdjTimeControl *tc, int move_number, gint64 *allowed);
/* Time left from time used and back, at the same moment; a negative time
 * left means the time is over. FALSE as for adj_clock_time_allowed(), and
 * for a time beyond ±ADJ_CLOCK_MAX_TIME. */
gboolean  adj_clock_time_left       (const AdjTimeControl *tc, int move_number,
                                     gint64 time_used, gint64 *time_left);
gboolean  adj_clock_time_used       (const AdjTimeControl *tc, int move_number,
                                     gint64 time_left, gint64 *time_used);

/* Whether 'time_used' is within what the control allows while the next move
 * is 'move_number': FALSE with ADJ_CLOCK_ERROR_OVER_TIME (naming the move,
 * the time used and the time allowed) when it is over, or
 * ADJ_CLOCK_ERROR_VALUE for a move number below 1 or a negative time. A
 * control without such a limit accepts every time that is not negative. */
gboolean  adj_clock_check_time_used (const AdjTimeControl *tc, int move_number,
                                     gint64 time_used, GError **error);

/* NULL when VALUE, a time or count read from a file, is from 0 to
 * ADJ_INPUT_MAX; else why not, to follow the reader's key ("too large (at
 * most 10000000)"), NEGATIVE when it is below 0. Free with g_free(). */
char     *adj_clock_input_refusal   (gint64 value, const char *negative);

/* "2:00:00" — hours, minutes, seconds; a minus sign before negative times. */
char     *adj_clock_format_seconds  (gint64 seconds);
/* The inverse, as a clock's time is typed: "1:56:52" or "1:56" (hours and
 * minutes) → seconds. FALSE for anything else: minutes and seconds of two
 * digits from 0 to 59, hours from 0, no sign. */
gboolean  adj_clock_parse_duration  (const char *text,
                                     gint64     *seconds);
/* The same, with an ADJ_CLOCK_ERROR_PARSE error that names the part that
 * does not read ("the minutes, “75”, go only up to 59"). */
gboolean  adj_clock_read_duration   (const char *text,
                                     gint64     *seconds,
                                     GError    **error);

/* A time control as a person says it, in English words: "40 moves in 2
 * hours, then 1 hour", "90 min + 30 s per move", "40 moves in 90 minutes,
 * then 30 minutes plus 30 seconds a move". Periods are separated by
 * "then", commas or semicolons; a period is an optional "N moves (in)",
 * a time in hours, minutes and seconds ("1 h 30 min", "90m"), and an
 * optional increment after "+", "plus" or "with" (seconds when no unit is
 * given). Words such as "for the rest of the game" are passed over. NULL
 * with an ADJ_CLOCK_ERROR_PARSE error naming the word that does not read;
 * the control is what adj_time_control_parse() reads from its PGN form. */
AdjTimeControl *adj_time_control_parse_words (const char *text, GError **error);
/* TC as a person says it, in the UI language: "40 moves in 2 hours, then
 * 1 hour"; in English, adj_time_control_parse_words() reads it back. */
char           *adj_time_control_describe    (const AdjTimeControl *tc);
/* Either form: PGN (adj_time_control_parse) first, then words; the error
 * is the PGN reader's when TEXT starts with a digit and has no letter,
 * else the words reader's. */
AdjTimeControl *adj_time_control_parse_any   (const char *text, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTimeControl, adj_time_control_free)

G_END_DECLS
