/* adj-seal-instant.c — the instants the sealing steps read and write: "2026-11-22 10:00"
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-instant"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gtk/gtk.h>

#include "adj-seal-instant.h"
#include "adj-step.h"

GDateTime *
adj_seal_parse_instant (const char *text, GTimeZone *tz)
{
  g_return_val_if_fail (text != NULL && tz != NULL, NULL);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  /* The envelope's own form, offset and all. */
  GDateTime *full = g_date_time_new_from_iso8601 (copy, NULL);
  if (full)
    return full;

  /* "YYYY-MM-DD HH:MM[:SS]" on the arbiter's wall clock. */
  int year, month, day, hour, minute, second = 0;
  char sep, tail;
  int n = sscanf (copy, "%4d-%2d-%2d%c%2d:%2d:%2d%c", &year, &month, &day, &sep, &hour, &minute, &second, &tail);
  if ((n != 6 && n != 7) || (sep != ' ' && sep != 'T'))
    return NULL;
  /* sscanf skips nothing after %2d, but "%2d" reads one digit too: insist
   * on the written form's length. */
  gsize len = strlen (copy);
  if (len != (n == 6 ? 16u : 19u))
    return NULL;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59 || year < 1)
    return NULL;
  return g_date_time_new (tz, year, month, day, hour, minute, second);
}

char *
adj_seal_format_instant (GDateTime *dt)
{
  g_return_val_if_fail (dt != NULL, NULL);
  return g_date_time_format (dt, "%Y-%m-%d %H:%M");
}

/* Whether TEXT starts with a date written as "YYYY-MM-DD" (a real date or
 * not), followed by nothing, a space or ISO 8601's "T". */
static gboolean
starts_with_date_shape (const char *text)
{
  for (int i = 0; i < 10; i++)
    {
      gboolean dash = i == 4 || i == 7;
      if (dash ? text[i] != '-' : !g_ascii_isdigit (text[i]))
        return FALSE;
    }
  return text[10] == '\0' || text[10] == ' ' || text[10] == 'T';
}

gboolean
adj_seal_instant_date (const char *text,
                       int        *year,
                       int        *month,
                       int        *day)
{
  g_return_val_if_fail (text != NULL && year != NULL && month != NULL && day != NULL, FALSE);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  /* The wall-clock form's date is the one typed, whatever the zone it is
   * read in; a full instant's is in its own offset. */
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) dt = adj_seal_parse_instant (copy, utc);
  if (dt)
    {
      g_date_time_get_ymd (dt, year, month, day);
      return TRUE;
    }
  /* A date typed before its time. */
  if (!starts_with_date_shape (copy))
    return FALSE;
  int y = atoi (copy), m = atoi (copy + 5), d = atoi (copy + 8);
  if (y < 1 || !g_date_valid_dmy ((GDateDay) d, (GDateMonth) m, (GDateYear) y))
    return FALSE;
  *year = y;
  *month = m;
  *day = d;
  return TRUE;
}

char *
adj_seal_instant_set_date (const char *text,
                           int         year,
                           int         month,
                           int         day,
                           const char *proposed_time)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (proposed_time != NULL, NULL);
  g_return_val_if_fail (year >= 1 && year <= 9999, NULL);
  g_return_val_if_fail (g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year), NULL);

  g_autofree char *copy = g_strstrip (g_strdup (text));
  char date[16];
  g_snprintf (date, sizeof date, "%04d-%02d-%02d", year, month, day);
  const char *rest = starts_with_date_shape (copy) ? copy + 10 : "";
  return *rest ? g_strconcat (date, rest, NULL) : g_strconcat (date, " ", proposed_time, NULL);
}

gboolean
adj_seal_read_instant (gpointer field, GDateTime **dt)
{
  g_return_val_if_fail (GTK_IS_EDITABLE (field), FALSE);
  g_return_val_if_fail (dt != NULL, FALSE);

  g_autofree char *text = adj_step_dup_text (field);
  *dt = NULL;
  if (text == NULL)
    {
      adj_step_mark (field, FALSE);
      return TRUE;
    }
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  *dt = adj_seal_parse_instant (text, tz);
  adj_step_mark (field, *dt == NULL);
  return *dt != NULL;
}
