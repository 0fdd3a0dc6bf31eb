/* adj-clock.c — time controls (PGN TimeControl) and the arithmetic of the clocks
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-clock"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"

G_DEFINE_QUARK (adj-clock-error-quark, adj_clock_error)

struct _AdjTimeControl {
  AdjClockKind   kind;
  guint          n_fields;
  AdjClockPeriod fields[ADJ_CLOCK_MAX_PERIODS];
};

/* ---- reading ------------------------------------------------------------ */

typedef struct {
  const char *text;
  const char *p;
  int         column;  /* where the error is, characters from 1 */
  char       *reason;  /* translated, owned */
} Reader;

static gboolean
fail (Reader *r, const char *at, char *reason)
{
  r->column = (int) g_utf8_pointer_to_offset (r->text, at) + 1;
  r->reason = reason;
  return FALSE;
}

/* The character at 'at', for a message (not at the end of the text). */
static char *
char_at (const char *at)
{
  char buf[8] = { 0 };
  g_unichar_to_utf8 (g_utf8_get_char (at), buf);
  return g_strdup (buf);
}

static gboolean
read_number (Reader *r, gint64 max, gint64 *value)
{
  const char *start = r->p;
  if (*r->p == '\0')
    return fail (r, r->p, g_strdup (_("a number was expected, found the end")));
  if (!g_ascii_isdigit (*r->p))
    {
      g_autofree char *found = char_at (r->p);
      return fail (r, r->p, g_strdup_printf (_("a number was expected, found “%s”"), found));
    }
  gint64 v = 0;
  while (g_ascii_isdigit (*r->p))
    {
      v = v * 10 + (*r->p - '0');
      r->p++;
      if (v > max)
        {
          g_autofree char *most = g_strdup_printf ("%" G_GINT64_FORMAT, max);
          return fail (r, start, g_strdup_printf (_("the number is too large (at most %s)"), most));
        }
    }
  *value = v;
  return TRUE;
}

/* [moves "/"] seconds ["+" increment] */
static gboolean
read_period (Reader *r, AdjClockPeriod *period)
{
  const char *start = r->p;
  gint64 first, seconds, increment = 0;
  int moves = 0;

  if (*r->p == '?' || *r->p == '-' || *r->p == '*')
    return fail (r, r->p, g_strdup_printf (_("“%c” stands alone, not among periods"), *r->p));
  if (!read_number (r, ADJ_INPUT_MAX, &first))
    return FALSE;
  if (*r->p == '/')
    {
      if (first == 0)
        return fail (r, start, g_strdup (_("a period of 0 moves")));
      if (first > ADJ_CLOCK_MAX_MOVES)
        return fail (r, start, g_strdup_printf (_("too many moves in one period (at most %d)"),
                                                ADJ_CLOCK_MAX_MOVES));
      moves = (int) first;
      r->p++;
      if (!read_number (r, ADJ_INPUT_MAX, &seconds))
        return FALSE;
    }
  else
    seconds = first;
  if (*r->p == '+')
    {
      r->p++;
      if (!read_number (r, ADJ_INPUT_MAX, &increment))
        return FALSE;
    }
  if (*r->p != '\0' && *r->p != ':')
    {
      g_autofree char *found = char_at (r->p);
      return fail (r, r->p, g_strdup_printf (_("“/”, “+”, “:” or the end was expected, found “%s”"), found));
    }
  if (seconds == 0 && increment == 0)
    return fail (r, start, g_strdup (_("a period with no time")));
  period->moves = moves;
  period->seconds = seconds;
  period->increment = increment;
  return TRUE;
}

static gboolean
read_control (Reader *r, AdjTimeControl *tc)
{
  if (*r->p == '\0')
    return fail (r, r->p, g_strdup (_("the time control is empty")));
  if (*r->p == '?' || *r->p == '-')
    {
      tc->kind = *r->p == '?' ? ADJ_CLOCK_UNKNOWN : ADJ_CLOCK_NONE;
      if (r->p[1] != '\0')
        return fail (r, r->p + 1, g_strdup_printf (_("“%c” stands alone: nothing may follow it"), *r->p));
      return TRUE;
    }
  if (*r->p == '*')
    {
      tc->kind = ADJ_CLOCK_SANDCLOCK;
      r->p++;
      const char *start = r->p;
      if (!read_number (r, ADJ_INPUT_MAX, &tc->fields[0].seconds))
        return FALSE;
      if (tc->fields[0].seconds == 0)
        return fail (r, start, g_strdup (_("a sandclock with no time")));
      if (*r->p != '\0')
        return fail (r, r->p, g_strdup (_("a sandclock stands alone: nothing may follow it")));
      tc->n_fields = 1;
      return TRUE;
    }

  tc->kind = ADJ_CLOCK_PERIODS;
  for (;;)
    {
      if (tc->n_fields == ADJ_CLOCK_MAX_PERIODS)
        return fail (r, r->p, g_strdup_printf (_("too many periods (at most %d)"), ADJ_CLOCK_MAX_PERIODS));
      AdjClockPeriod *period = &tc->fields[tc->n_fields];
      if (!read_period (r, period))
        return FALSE;
      tc->n_fields++;
      if (*r->p == '\0')
        return TRUE;
      /* *r->p == ':' */
      if (period->moves == 0)
        return fail (r, r->p, g_strdup (_("a period without a number of moves lasts the rest of "
                                          "the game: no period may follow it")));
      r->p++;
    }
}

AdjTimeControl *
adj_time_control_parse (const char *text, int *column, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (column)
    *column = 0;

  const char *bad;
  if (!g_utf8_validate (text, -1, &bad))
    {
      int at = (int) g_utf8_pointer_to_offset (text, bad) + 1;
      if (column)
        *column = at;
      g_autofree char *shown = g_utf8_make_valid (text, -1);
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   _("time control “%s”, character %d: not valid UTF-8"), shown, at);
      return NULL;
    }

  g_autofree AdjTimeControl *tc = g_new0 (AdjTimeControl, 1);
  Reader r = { .text = text, .p = text };
  if (!read_control (&r, tc))
    {
      g_autofree char *reason = r.reason;
      if (column)
        *column = r.column;
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   _("time control “%s”, character %d: %s"), text, r.column, reason);
      return NULL;
    }
  return g_steal_pointer (&tc);
}

void
adj_time_control_free (AdjTimeControl *tc)
{
  g_free (tc);
}

char *
adj_time_control_to_string (const AdjTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, NULL);

  switch (tc->kind)
    {
    case ADJ_CLOCK_UNKNOWN: return g_strdup ("?");
    case ADJ_CLOCK_NONE: return g_strdup ("-");
    case ADJ_CLOCK_SANDCLOCK: return g_strdup_printf ("*%" G_GINT64_FORMAT, tc->fields[0].seconds);
    case ADJ_CLOCK_PERIODS: break;
    default: g_assert_not_reached ();
    }
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < tc->n_fields; i++)
    {
      const AdjClockPeriod *f = &tc->fields[i];
      if (i > 0)
        g_string_append_c (s, ':');
      if (f->moves > 0)
        g_string_append_printf (s, "%d/", f->moves);
      g_string_append_printf (s, "%" G_GINT64_FORMAT, f->seconds);
      if (f->increment > 0)
        g_string_append_printf (s, "+%" G_GINT64_FORMAT, f->increment);
    }
  return g_string_free (s, FALSE);
}

AdjClockKind
adj_time_control_get_kind (const AdjTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, ADJ_CLOCK_UNKNOWN);
  return tc->kind;
}

guint
adj_time_control_get_n_fields (const AdjTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, 0);
  return tc->n_fields;
}

const AdjClockPeriod *
adj_time_control_get_field (const AdjTimeControl *tc, guint index)
{
  g_return_val_if_fail (tc != NULL, NULL);
  g_return_val_if_fail (index < tc->n_fields, NULL);
  return &tc->fields[index];
}

/* ---- arithmetic ---------------------------------------------------------
 * One walk over the fields serves both questions. The repeats of the last
 * field are counted in closed form, so a huge move number costs nothing. */

typedef struct {
  int    period;     /* counted from 0, repeats included */
  guint  field;
  int    first, last;
  gint64 allowed;    /* base time through the period + increments of the moves made */
} Walk;

static gint64
moves_in (int first, int last, int made)
{
  /* Moves first..last (last 0: no end) among the 'made' first ones. */
  gint64 upto = last == 0 || made < last ? made : last;
  return upto >= first ? upto - first + 1 : 0;
}

static gboolean
walk (const AdjTimeControl *tc, int move_number, Walk *w)
{
  if (tc->kind != ADJ_CLOCK_PERIODS || move_number < 1)
    return FALSE;

  int made = move_number - 1;
  gint64 first = 1;
  w->allowed = 0;
  for (guint i = 0; i < tc->n_fields; i++)
    {
      const AdjClockPeriod *f = &tc->fields[i];
      gint64 last = f->moves == 0 ? 0 : first + f->moves - 1;
      w->allowed += f->seconds + f->increment * moves_in ((int) first, (int) MIN (last, G_MAXINT), made);
      if (last == 0 || move_number <= last)
        {
          *w = (Walk) { .period = (int) i, .field = i, .first = (int) first,
                        .last = (int) last, .allowed = w->allowed };
          return TRUE;
        }
      first = last + 1;
    }

  /* Past the written fields: the last one (a period of moves) repeats. The
   * first repeat starts at 'first'; move_number falls in repeat r. */
  guint li = tc->n_fields - 1;
  const AdjClockPeriod *f = &tc->fields[li];
  gint64 r = (move_number - first) / f->moves;
  gint64 made_here = made - first + 1;   /* all in repeats 0..r */
  gint64 rfirst = first + r * f->moves;
  w->allowed += (r + 1) * f->seconds + f->increment * MAX (made_here, 0);
  w->period = (int) MIN ((gint64) tc->n_fields + r, G_MAXINT);
  w->field = li;
  w->first = (int) rfirst;
  w->last = (int) MIN (rfirst + f->moves - 1, G_MAXINT);
  return TRUE;
}

int
adj_clock_period_for_move (const AdjTimeControl *tc, int move_number,
                           guint *field, int *first, int *last)
{
  g_return_val_if_fail (tc != NULL, -1);

  Walk w;
  if (!walk (tc, move_number, &w))
    return -1;
  if (field)
    *field = w.field;
  if (first)
    *first = w.first;
  if (last)
    *last = w.last;
  return w.period;
}

gboolean
adj_clock_time_allowed (const AdjTimeControl *tc, int move_number, gint64 *allowed)
{
  g_return_val_if_fail (tc != NULL, FALSE);

  Walk w;
  if (!walk (tc, move_number, &w))
    return FALSE;
  if (allowed)
    *allowed = w.allowed;
  return TRUE;
}

/* Time left and time used are each the allowance minus the other. */
static gboolean
allowed_minus (const AdjTimeControl *tc, int move_number, gint64 value, gint64 *out)
{
  gint64 allowed;
  if (value > ADJ_CLOCK_MAX_TIME || value < -ADJ_CLOCK_MAX_TIME
      || !adj_clock_time_allowed (tc, move_number, &allowed))
    return FALSE;
  if (out)
    *out = allowed - value;
  return TRUE;
}

gboolean
adj_clock_time_left (const AdjTimeControl *tc, int move_number, gint64 time_used, gint64 *time_left)
{
  g_return_val_if_fail (tc != NULL, FALSE);
  return allowed_minus (tc, move_number, time_used, time_left);
}

gboolean
adj_clock_time_used (const AdjTimeControl *tc, int move_number, gint64 time_left, gint64 *time_used)
{
  g_return_val_if_fail (tc != NULL, FALSE);
  return allowed_minus (tc, move_number, time_left, time_used);
}

gboolean
adj_clock_check_time_used (const AdjTimeControl *tc, int move_number, gint64 time_used, GError **error)
{
  g_return_val_if_fail (tc != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (move_number < 1)
    {
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_VALUE,
                   _("move number %d: moves are numbered from 1"), move_number);
      return FALSE;
    }
  if (time_used < 0)
    {
      g_autofree char *shown = adj_clock_format_seconds (time_used);
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_VALUE,
                   _("a time used of %s: a time cannot be negative"), shown);
      return FALSE;
    }

  gint64 allowed;
  if (!adj_clock_time_allowed (tc, move_number, &allowed) || time_used <= allowed)
    return TRUE;

  g_autofree char *control = adj_time_control_to_string (tc);
  g_autofree char *used = adj_clock_format_seconds (time_used);
  g_autofree char *most = adj_clock_format_seconds (allowed);
  g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_OVER_TIME,
               _("%s used before move %d, but the time control “%s” allows at most %s by then"),
               used, move_number, control, most);
  return FALSE;
}

char *
adj_clock_input_refusal (gint64 value, const char *negative)
{
  g_return_val_if_fail (negative != NULL, NULL);
  if (value < 0)
    return g_strdup (negative);
  if (value <= ADJ_INPUT_MAX)
    return NULL;
  g_autofree char *most = g_strdup_printf ("%" G_GINT64_FORMAT, ADJ_INPUT_MAX);
  /* Translators: follows a key, "time_used.white: too large (at most 10000000)". */
  return g_strdup_printf (_("too large (at most %s)"), most);
}

char *
adj_clock_format_seconds (gint64 seconds)
{
  /* Negate as unsigned: G_MININT64 has no positive counterpart. */
  guint64 s = seconds < 0 ? (guint64) 0 - (guint64) seconds : (guint64) seconds;
  return g_strdup_printf ("%s%" G_GUINT64_FORMAT ":%02u:%02u", seconds < 0 ? "-" : "",
                          s / 3600, (unsigned) (s / 60 % 60), (unsigned) (s % 60));
}

static gboolean
parse_number (const char *text, gint64 max, gint64 *value)
{
  if (!g_ascii_isdigit (*text))
    return FALSE;
  char *end;
  guint64 v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v > (guint64) max)
    return FALSE;
  *value = (gint64) v;
  return TRUE;
}

/* One part of a clock's time: digits (exactly two for minutes and
 * seconds), at most MAX. NAME says which part, for the message. */
static gboolean
read_duration_part (const char *text, gboolean two_digits, gint64 max, const char *name,
                    gint64 *value, GError **error)
{
  if (*text == '\0')
    {
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   /* Translators: %s is "the hours", "the minutes" or "the seconds" */
                   _("%s are missing: write the time used as 1:56:52"), name);
      return FALSE;
    }
  if (!parse_number (text, ADJ_INPUT_MAX, value))
    {
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   /* Translators: the first %s is "the hours", "the minutes" or "the seconds", the second what was typed */
                   _("%s, “%s”, are not a number"), name, text);
      return FALSE;
    }
  if (two_digits && strlen (text) != 2)
    {
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   _("%s, “%s”, need two digits: write 1:05:07"), name, text);
      return FALSE;
    }
  if (*value > max)
    {
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   /* Translators: the first %s is "the hours", "the minutes" or "the seconds", the second what was typed */
                   _("%s, “%s”, go only up to %d"), name, text, (int) max);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_clock_read_duration (const char *text, gint64 *seconds, GError **error)
{
  g_return_val_if_fail (text != NULL && seconds != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  g_auto (GStrv) parts = g_strsplit (copy, ":", -1);
  guint n = g_strv_length (parts);
  gint64 h, m, s = 0;
  if (n < 2 || n > 3)
    {
      g_set_error (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE,
                   _("“%s” is not a time: write hours, minutes and seconds as 1:56:52"), copy);
      return FALSE;
    }
  if (!read_duration_part (parts[0], FALSE, 100000, _("the hours"), &h, error)
      || !read_duration_part (parts[1], TRUE, 59, _("the minutes"), &m, error)
      || (n == 3 && !read_duration_part (parts[2], TRUE, 59, _("the seconds"), &s, error)))
    return FALSE;
  *seconds = h * 3600 + m * 60 + s;
  return TRUE;
}

gboolean
adj_clock_parse_duration (const char *text, gint64 *seconds)
{
  g_return_val_if_fail (text != NULL && seconds != NULL, FALSE);
  return adj_clock_read_duration (text, seconds, NULL);
}
