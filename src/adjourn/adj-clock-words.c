/* adj-clock-words.c — a time control as a person says it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words are read into the PGN form and that form into the control, so
 * that both forms obey the same rules (a sudden-death period last, limits
 * on moves and times) and say so in the same words.
 */
#define G_LOG_DOMAIN "adjourn-clock-words"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-clock.h"

typedef enum {
  WORD_NUMBER,
  WORD_UNIT,       /* 'value' seconds per unit */
  WORD_MOVES,      /* "moves": the count before it is the period's */
  WORD_PLUS,       /* an increment follows */
  WORD_THEN,       /* a new period */
  WORD_FILLER,     /* passed over */
  WORD_UNKNOWN,
} WordKind;

typedef struct {
  const char *word;
  WordKind    kind;
  gint64      value;
} WordEntry;

static const WordEntry words[] = {
  { "h", WORD_UNIT, 3600 }, { "hr", WORD_UNIT, 3600 }, { "hrs", WORD_UNIT, 3600 },
  { "hour", WORD_UNIT, 3600 }, { "hours", WORD_UNIT, 3600 },
  { "m", WORD_UNIT, 60 }, { "min", WORD_UNIT, 60 }, { "mins", WORD_UNIT, 60 }, { "′", WORD_UNIT, 60 },
  { "minute", WORD_UNIT, 60 }, { "minutes", WORD_UNIT, 60 },
  { "s", WORD_UNIT, 1 }, { "sec", WORD_UNIT, 1 }, { "secs", WORD_UNIT, 1 }, { "″", WORD_UNIT, 1 },
  { "second", WORD_UNIT, 1 }, { "seconds", WORD_UNIT, 1 },
  { "moves", WORD_MOVES, 0 },
  { "+", WORD_PLUS, 0 }, { "plus", WORD_PLUS, 0 }, { "with", WORD_PLUS, 0 },
  { "then", WORD_THEN, 0 }, { ",", WORD_THEN, 0 }, { ";", WORD_THEN, 0 }, { "followed", WORD_THEN, 0 },
  { "in", WORD_FILLER, 0 }, { "for", WORD_FILLER, 0 }, { "the", WORD_FILLER, 0 },
  { "rest", WORD_FILLER, 0 }, { "of", WORD_FILLER, 0 }, { "game", WORD_FILLER, 0 },
  { "a", WORD_FILLER, 0 }, { "an", WORD_FILLER, 0 }, { "each", WORD_FILLER, 0 },
  { "every", WORD_FILLER, 0 }, { "per", WORD_FILLER, 0 }, { "move", WORD_FILLER, 0 },
  { "by", WORD_FILLER, 0 }, { "and", WORD_FILLER, 0 }, { "sudden", WORD_FILLER, 0 },
  { "death", WORD_FILLER, 0 }, { "increment", WORD_FILLER, 0 }, { "added", WORD_FILLER, 0 },
  { "from", WORD_FILLER, 0 }, { "one", WORD_FILLER, 0 }, { "all", WORD_FILLER, 0 },
  { "remaining", WORD_FILLER, 0 },
  /* The languages the program is translated into, so that the translated
   * hint ("40 jugades en 2 hores, després 1 hora") reads as typed. */
  { "hora", WORD_UNIT, 3600 }, { "hores", WORD_UNIT, 3600 }, { "horas", WORD_UNIT, 3600 },
  { "minut", WORD_UNIT, 60 }, { "minuts", WORD_UNIT, 60 },
  { "minuto", WORD_UNIT, 60 }, { "minutos", WORD_UNIT, 60 },
  { "segon", WORD_UNIT, 1 }, { "segons", WORD_UNIT, 1 },
  { "segundo", WORD_UNIT, 1 }, { "segundos", WORD_UNIT, 1 },
  { "jugades", WORD_MOVES, 0 }, { "jugadas", WORD_MOVES, 0 }, { "lances", WORD_MOVES, 0 },
  { "més", WORD_PLUS, 0 }, { "más", WORD_PLUS, 0 }, { "mais", WORD_PLUS, 0 },
  { "amb", WORD_PLUS, 0 }, { "con", WORD_PLUS, 0 }, { "com", WORD_PLUS, 0 },
  { "després", WORD_THEN, 0 }, { "después", WORD_THEN, 0 }, { "luego", WORD_THEN, 0 },
  { "depois", WORD_THEN, 0 },
  { "en", WORD_FILLER, 0 }, { "em", WORD_FILLER, 0 }, { "por", WORD_FILLER, 0 },
  { "i", WORD_FILLER, 0 }, { "y", WORD_FILLER, 0 }, { "e", WORD_FILLER, 0 },
  { "la", WORD_FILLER, 0 }, { "el", WORD_FILLER, 0 }, { "o", WORD_FILLER, 0 },
  { "de", WORD_FILLER, 0 }, { "da", WORD_FILLER, 0 }, { "del", WORD_FILLER, 0 },
  { "resta", WORD_FILLER, 0 }, { "resto", WORD_FILLER, 0 }, { "partida", WORD_FILLER, 0 },
  { "cada", WORD_FILLER, 0 }, { "jugada", WORD_FILLER, 0 }, { "lance", WORD_FILLER, 0 },
  { "para", WORD_FILLER, 0 }, { "fins", WORD_FILLER, 0 }, { "al", WORD_FILLER, 0 }, { "final", WORD_FILLER, 0 },
};

static WordKind
word_kind (const char *word, gint64 *value)
{
  if (g_ascii_isdigit (*word))
    {
      char *end;
      guint64 v = g_ascii_strtoull (word, &end, 10);
      *value = v > (guint64) ADJ_INPUT_MAX ? ADJ_INPUT_MAX + 1 : (gint64) v;
      return *end == '\0' ? WORD_NUMBER : WORD_UNKNOWN;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (words[i].word, word) == 0)
      {
        *value = words[i].value;
        return words[i].kind;
      }
  return WORD_UNKNOWN;
}

/* TEXT cut into words: runs of digits, runs of letters, and each other
 * character that is not a blank or a full stop, alone. */
static GPtrArray *
split_words (const char *text)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;
  while (*p)
    {
      gunichar c = g_utf8_get_char (p);
      const char *start = p;
      if (g_unichar_isspace (c) || c == '.')
        {
          p = g_utf8_next_char (p);
          continue;
        }
      if (g_ascii_isdigit (*p))
        while (g_ascii_isdigit (*p))
          p++;
      else if (g_unichar_isalpha (c))
        while (*p && g_unichar_isalpha (g_utf8_get_char (p)))
          p = g_utf8_next_char (p);
      else
        p = g_utf8_next_char (p);
      g_ptr_array_add (list, g_strndup (start, p - start));
    }
  return list;
}

typedef struct {
  gint64   moves;
  gint64   seconds;
  gint64   increment;
  gboolean in_increment;
  gboolean has_time;
} Period;

static gboolean
fail (GError **error, char *message)
{
  g_set_error_literal (error, ADJ_CLOCK_ERROR, ADJ_CLOCK_ERROR_PARSE, message);
  g_free (message);
  return FALSE;
}

/* Period P written in the PGN form onto OUT; FALSE when it has no time. */
static gboolean
write_period (GString *out, const Period *p, GError **error)
{
  if (!p->has_time)
    return fail (error, g_strdup (_("a period has no time: say how long it lasts, as “2 hours”")));
  if (out->len)
    g_string_append_c (out, ':');
  if (p->moves)
    g_string_append_printf (out, "%" G_GINT64_FORMAT "/", p->moves);
  g_string_append_printf (out, "%" G_GINT64_FORMAT, p->seconds);
  if (p->increment)
    g_string_append_printf (out, "+%" G_GINT64_FORMAT, p->increment);
  return TRUE;
}

/* The PGN form of the time control said in TEXT, or NULL. */
static char *
words_to_pgn (const char *text, GError **error)
{
  g_autofree char *lower = g_utf8_strdown (text, -1);
  g_autoptr(GPtrArray) list = split_words (lower);
  g_autoptr(GString) out = g_string_new (NULL);
  Period period = { 0 };

  if (list->len == 0)
    {
      fail (error, g_strdup (_("the time control is empty")));
      return NULL;
    }
  for (guint i = 0; i < list->len; i++)
    {
      const char *word = g_ptr_array_index (list, i);
      gint64 value = 0, next_value = 0;
      WordKind kind = word_kind (word, &value);
      const char *next = i + 1 < list->len ? g_ptr_array_index (list, i + 1) : NULL;
      WordKind next_kind = next ? word_kind (next, &next_value) : WORD_UNKNOWN;

      switch (kind)
        {
        case WORD_NUMBER:
          if (value > ADJ_INPUT_MAX)
            {
              fail (error, g_strdup_printf (_("“%s” is too large (at most %d)"), word, (int) ADJ_INPUT_MAX));
              return NULL;
            }
          if (next_kind == WORD_MOVES)
            {
              if (period.has_time || period.moves)
                {
                  /* "…2 hours 20 moves in 1 hour": a new period without "then". */
                  if (!write_period (out, &period, error))
                    return NULL;
                  period = (Period) { 0 };
                }
              period.moves = value;
              i++;
            }
          else if (next_kind == WORD_UNIT || period.in_increment)
            {
              gint64 unit = next_kind == WORD_UNIT ? next_value : 1;
              gint64 *target = period.in_increment ? &period.increment : &period.seconds;
              *target += value * unit;
              if (*target > ADJ_INPUT_MAX)
                {
                  fail (error, g_strdup_printf (_("“%s %s” is too long (at most %d seconds)"),
                                                word, next ? next : "", (int) ADJ_INPUT_MAX));
                  return NULL;
                }
              period.has_time |= !period.in_increment;
              if (next_kind == WORD_UNIT)
                i++;
            }
          else if (next && next_kind == WORD_UNKNOWN)
            {
              fail (error, g_strdup_printf (_("“%s” is not a unit of time: write hours, minutes or seconds"), next));
              return NULL;
            }
          else
            {
              fail (error, g_strdup_printf (_("“%s” needs a unit: hours, minutes or seconds"), word));
              return NULL;
            }
          break;
        case WORD_PLUS:
          if (!period.has_time)
            {
              fail (error, g_strdup_printf (_("“%s” adds to a time: say the period’s time first"), word));
              return NULL;
            }
          period.in_increment = TRUE;
          break;
        case WORD_THEN:
          if (period.has_time)
            {
              if (!write_period (out, &period, error))
                return NULL;
              period = (Period) { 0 };
            }
          break;
        case WORD_FILLER:
          break;
        case WORD_UNIT:
        case WORD_MOVES:
        case WORD_UNKNOWN:
        default:
          fail (error, g_strdup_printf (_("“%s” was not understood: say a time control as "
                                          "“40 moves in 2 hours, then 1 hour”"), word));
          return NULL;
        }
    }
  if (period.has_time || period.moves)
    if (!write_period (out, &period, error))
      return NULL;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

AdjTimeControl *
adj_time_control_parse_words (const char *text, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    {
      fail (error, g_strdup (_("the time control is not valid UTF-8")));
      return NULL;
    }
  g_autofree char *pgn = words_to_pgn (text, error);
  if (!pgn)
    return NULL;
  return adj_time_control_parse (pgn, NULL, error);
}

/* Whether TEXT looks written in the PGN form: no letters. */
static gboolean
looks_like_pgn (const char *text)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (g_unichar_isalpha (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

AdjTimeControl *
adj_time_control_parse_any (const char *text, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr(GError) pgn_error = NULL;
  AdjTimeControl *tc = adj_time_control_parse (text, NULL, &pgn_error);
  if (tc)
    return tc;
  if (looks_like_pgn (text) && !strpbrk (text, " ,;"))
    {
      g_propagate_error (error, g_steal_pointer (&pgn_error));
      return NULL;
    }
  return adj_time_control_parse_words (text, error);
}

/* ---- the other way: a control in words ----------------------------------- */

/* SECONDS as a person says them: "2 hours", "1 hour 30 minutes", "30 seconds". */
static void
append_duration (GString *out, gint64 seconds)
{
  gint64 h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  const char *sep = "";
  if (h)
    {
      g_string_append_printf (out, ngettext ("%d hour", "%d hours", (gulong) h), (int) h);
      sep = " ";
    }
  if (m)
    {
      g_string_append (out, sep);
      g_string_append_printf (out, ngettext ("%d minute", "%d minutes", (gulong) m), (int) m);
      sep = " ";
    }
  if (s || seconds == 0)
    {
      g_string_append (out, sep);
      g_string_append_printf (out, ngettext ("%d second", "%d seconds", (gulong) s), (int) s);
    }
}

char *
adj_time_control_describe (const AdjTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, NULL);

  GString *out = g_string_new (NULL);
  switch (adj_time_control_get_kind (tc))
    {
    case ADJ_CLOCK_UNKNOWN:
      g_string_append (out, _("Unknown"));
      break;
    case ADJ_CLOCK_NONE:
      g_string_append (out, _("No time control"));
      break;
    case ADJ_CLOCK_SANDCLOCK:
      {
        g_autoptr(GString) time = g_string_new (NULL);
        append_duration (time, adj_time_control_get_field (tc, 0)->seconds);
        /* Translators: %s is a duration, "3 minutes" */
        g_string_append_printf (out, _("a sandclock of %s"), time->str);
      }
      break;
    case ADJ_CLOCK_PERIODS:
    default:
      for (guint i = 0; i < adj_time_control_get_n_fields (tc); i++)
        {
          const AdjClockPeriod *p = adj_time_control_get_field (tc, i);
          g_autoptr(GString) time = g_string_new (NULL);
          append_duration (time, p->seconds);
          if (i > 0)
            /* Translators: between two periods of a time control */
            g_string_append (out, _(", then "));
          if (p->moves)
            /* Translators: "40 moves in 2 hours" */
            g_string_append_printf (out, ngettext ("%d move in %s", "%d moves in %s", (gulong) p->moves),
                                    p->moves, time->str);
          else
            g_string_append (out, time->str);
          if (p->increment)
            {
              g_autoptr(GString) inc = g_string_new (NULL);
              append_duration (inc, p->increment);
              /* Translators: an increment, "plus 30 seconds a move" */
              g_string_append_printf (out, _(" plus %s a move"), inc->str);
            }
        }
      break;
    }
  return g_string_free (out, FALSE);
}
