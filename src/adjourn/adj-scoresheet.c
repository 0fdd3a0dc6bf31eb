/* adj-scoresheet.c — a scoresheet's text, entry by entry
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-reconstruct"

#include "config.h"

#include <string.h>

#include "adj-scoresheet.h"


static gboolean
is_separator (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == ',' || c == ';';
}

static gboolean
all_chars_in (const char *s, const char *set)
{
  for (; *s; s++)
    if (!strchr (set, *s))
      return FALSE;
  return TRUE;
}

/* Strip a leading move number ("12.", "12...", "12…"): the numbering is the
 * player's and often wrong, so entries are placed by their order alone. */
static const char *
skip_move_number (const char *t)
{
  const char *p = t;
  while (g_ascii_isdigit (*p))
    p++;
  if (p == t)
    return t;
  if (*p == '\0')
    return p;                        /* a bare number */
  if (*p != '.' && strncmp (p, "\xe2\x80\xa6", 3) != 0)
    return t;                        /* "0-0", "1-0": not a number */
  while (*p == '.' || strncmp (p, "\xe2\x80\xa6", 3) == 0)
    p += *p == '.' ? 1 : 3;
  return p;
}

static gboolean
is_noise (const char *t)
{
  static const char *const words[] = {
    "1-0", "0-1", "1/2-1/2", "\xc2\xbd-\xc2\xbd", "1/2", "\xc2\xbd", "1:0", "0:1", "*",
    "e.p.", "a.p.", "ep", "ap", "(=)",
  };
  if (*t == '\0' || all_chars_in (t, "!?+#="))
    return TRUE;
  if (t[0] == '$' && t[1] != '\0' && all_chars_in (t + 1, "0123456789"))
    return TRUE;
  /* "...", "…" standing alone: an ellipsis or Black's-move marker. */
  const char *p = t;
  while (*p == '.' || strncmp (p, "\xe2\x80\xa6", 3) == 0)
    p += *p == '.' ? 1 : 3;
  if (*p == '\0')
    return TRUE;
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_ascii_strcasecmp (t, words[i]) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_blank_cell (const char *t)
{
  static const char *const blanks[] = { "-", "--", "---", "_", "__", "\xe2\x80\x94", "\xe2\x80\x93" };
  for (gsize i = 0; i < G_N_ELEMENTS (blanks); i++)
    if (strcmp (t, blanks[i]) == 0)
      return TRUE;
  return FALSE;
}

GPtrArray *
adj_scoresheet_split (const char *text)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func (g_free);
  g_return_val_if_fail (text != NULL, entries);

  const char *p = text;
  while (*p)
    {
      if (is_separator (*p))
        {
          p++;
          continue;
        }
      if (*p == '{')
        {
          /* A comment, as in PGN: to the closing brace. */
          const char *close = strchr (p, '}');
          p = close ? close + 1 : p + strlen (p);
          continue;
        }
      if (*p == '(' && strncmp (p, "(=)", 3) != 0)
        {
          /* A variation: skipped whole, nested ones included. */
          int depth = 0;
          for (; *p; p++)
            {
              depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
              if (depth == 0)
                {
                  p++;
                  break;
                }
            }
          continue;
        }
      const char *start = p;
      while (*p && !is_separator (*p) && *p != '{')
        p++;
      g_autofree char *token = g_strndup (start, (gsize) (p - start));
      const char *t = skip_move_number (token);
      if (is_blank_cell (t))
        g_ptr_array_add (entries, g_strdup (""));
      else if (!is_noise (t))
        g_ptr_array_add (entries, g_strdup (t));
    }
  return entries;
}
