/* rules-test.h — what the resumption-rules tests share: the scene of
 * RULES.md's examples as a scenario, played, and the articles it cites
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An article that the source texts number more finely than asked ("I.9"
 * for I.9.1–I.9.3, "14.02" for 14.02(a)) matches by prefix.
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "adj-resume.h"

/* Black, to move at move 41, seals; White responds. */
#define ENDGAME   "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"
/* Black's Ra1 (Ta1 in Catalan) mates; Kh8?? is legal too. */
#define MATE_IN_ONE "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 40"
/* The time control and the clocks used when the flag matters: after move 40
 * each has 3 hours until move 60; White (next move 42) has 800 s left. */
#define CONTROL "40/7200:20/3600"

static const char *const all[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce", NULL };

typedef struct {
  const char *rules;
  const char *fen;            /* ENDGAME when NULL */
  const char *sealed_move;    /* NULL: the envelope's move is null (lost, or not read yet) */
  gint64      used_white, used_black; /* 0: 7012 and 7154 */
  const char *control;        /* the envelope's time control, or NULL */
  const char *white, *black;  /* arrivals as JSON ("0", "null"); "0" when NULL */
  const char *scenario;       /* more scenario members, each after a comma, or NULL */
  const char *envelope;       /* more envelope members, each after a comma, or NULL */
  const char *now;            /* "now" as JSON ("600", "null"), or NULL: left out */
} Scene;

static inline char *
scene_json (const Scene *s)
{
  GString *json = g_string_new ("{\"format\":\"adjourn-scenario\",\"version\":1,\"envelope\":{");
  g_string_append_printf (json,
                          "\"format\":\"adjourn-envelope\",\"version\":1,\"rules\":\"%s\",\"position\":\"%s\","
                          "\"sealer\":\"black\",\"notation\":\"ca\",\"time_used\":{\"white\":%" G_GINT64_FORMAT
                          ",\"black\":%" G_GINT64_FORMAT "}",
                          s->rules, s->fen ? s->fen : ENDGAME, s->used_white ? s->used_white : 7012,
                          s->used_black ? s->used_black : 7154);
  if (s->sealed_move)
    g_string_append_printf (json, ",\"sealed_move\":\"%s\"", s->sealed_move);
  else
    g_string_append (json, ",\"sealed_move\":null");
  if (s->control)
    g_string_append_printf (json, ",\"time_control\":\"%s\"", s->control);
  g_string_append_printf (json, "%s},\"arrivals\":{\"white\":%s,\"black\":%s}%s", s->envelope ? s->envelope : "",
                          s->white ? s->white : "0", s->black ? s->black : "0", s->scenario ? s->scenario : "");
  if (s->now)
    g_string_append_printf (json, ",\"now\":%s", s->now);
  g_string_append_c (json, '}');
  return g_string_free (json, FALSE);
}

static inline AdjOutcome *
play (const Scene *s)
{
  g_autofree char *json = scene_json (s);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) scenario = adj_scenario_new_from_data (json, -1, &error);
  g_assert_no_error (error);
  AdjOutcome *o = adj_resume (scenario, &error);
  g_assert_no_error (error);
  g_assert_nonnull (o);
  g_assert_nonnull (o->explanation);
  return o;
}

/* Whether the outcome cites ARTICLE, or a finer article under it. */
static inline gboolean
cites (const AdjOutcome *o, const char *article)
{
  size_t n = strlen (article);
  for (guint i = 0; i < o->articles->len; i++)
    {
      const char *a = o->articles->pdata[i];
      if (strncmp (a, article, n) == 0 && (a[n] == '\0' || a[n] == '.' || a[n] == ' ' || a[n] == '('
                                           || g_ascii_islower (a[n])))
        return TRUE;
    }
  return FALSE;
}

static inline void
assert_cites (const AdjOutcome *o, const char *rules, const char *article)
{
  if (!cites (o, article))
    {
      g_autoptr(GString) list = g_string_new (NULL);
      for (guint i = 0; i < o->articles->len; i++)
        g_string_append_printf (list, "%s%s", i ? ", " : "", (const char *) o->articles->pdata[i]);
      g_error ("%s: expected article %s among [%s]", rules, article, list->str);
    }
}

/* The article RULES.md names for RULES in a table of five (1985, 1993,
 * 2005, 2023, FCE). */
static inline const char *
per_edition (const char *rules, const char *const articles[5])
{
  for (int i = 0; all[i]; i++)
    if (g_str_equal (all[i], rules))
      return articles[i];
  g_assert_not_reached ();
}
