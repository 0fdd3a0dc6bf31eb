/* test-profile.c — the rules profiles against RULES.md and the source texts
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected articles are written here from RULES.md (and, where it is
 * silent or loose, from the edition's text in shared/laws/), independently of
 * the tables in adj-profile.c.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-profile.h"

static const char *const ids[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce" };

/* Decisions every edition (and so every profile) covers: RULES.md §1–§5
 * give an article for each in all four editions. */
static const AdjDecision covered_everywhere[] = {
  ADJ_DECISION_SEALING_DUTY,
  ADJ_DECISION_ENVELOPE_CONTENTS,
  ADJ_DECISION_ENVELOPE_CUSTODY,
  ADJ_DECISION_ENVELOPE_ACCURACY,
  ADJ_DECISION_DRAW_OFFER_STANDING,
  ADJ_DECISION_RESUMPTION_SETUP,
  ADJ_DECISION_DRAW_BEFORE_OPENING,
  ADJ_DECISION_RESIGNATION_BEFORE_OPENING,
  ADJ_DECISION_OPENING,
  ADJ_DECISION_SEALED_MOVE_AMBIGUOUS,
  ADJ_DECISION_SEALED_MOVE_UNREADABLE,
  ADJ_DECISION_SEALED_MOVE_ILLEGAL,
  ADJ_DECISION_DECLARED_MOVE_ILLEGAL,
  ADJ_DECISION_DECLARED_MOVE_UNCLEAR,
  ADJ_DECISION_GAME_ALREADY_OVER,
  ADJ_DECISION_RESPONDER_PRESENT,
  ADJ_DECISION_RESPONDER_ABSENT,
  ADJ_DECISION_SEALER_ABSENT,
  ADJ_DECISION_WAITING_TIME,
  ADJ_DECISION_DEFAULT,
  ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES,
  ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS,
  ADJ_DECISION_LOST_ENVELOPE,
  ADJ_DECISION_LOST_ENVELOPE_TIMES,
  ADJ_DECISION_LOST_ENVELOPE_POSITION,
  ADJ_DECISION_CLOCK_CORRECTION,
  ADJ_DECISION_SESSION_TIMING,
};

static const AdjProfile *
profile (const char *id)
{
  const AdjProfile *p = adj_profile_lookup (id);
  g_assert_nonnull (p);
  return p;
}

static void
test_lookup (void)
{
  const AdjProfile *const *list = adj_profile_list ();
  guint n = 0;
  while (list[n])
    n++;
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (ids));

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const AdjProfile *p = adj_profile_lookup (ids[i]);
      g_assert_nonnull (p);
      g_assert_true (p == list[i]);
      g_assert_cmpstr (adj_profile_get_id (p), ==, ids[i]);
      g_assert_nonnull (adj_profile_get_title (p));
      g_assert_cmpstr (adj_profile_get_title (p), !=, "");
      /* A list row shows the short title whole, and tells the profiles
       * apart by it (the titles share a long beginning). */
      g_assert_cmpuint (g_utf8_strlen (adj_profile_get_short_title (p), -1), <=, 20);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (adj_profile_get_short_title (p), !=, adj_profile_get_short_title (list[j]));
    }
  g_assert_null (adj_profile_lookup ("fide-2024"));
  g_assert_null (adj_profile_lookup ("FIDE-2023"));
  g_assert_null (adj_profile_lookup (""));
  g_assert_null (adj_profile_lookup (NULL));
}

/* Every profile: the decisions every edition covers have an article, every
 * article list is NULL-terminated with no empty string, the main article is
 * the first of the list, every required field names its article and no
 * unrequired one does, and the ids are distinct. */
static void
test_consistency (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const AdjProfile *p = profile (ids[i]);
      for (guint d = 0; d < G_N_ELEMENTS (covered_everywhere); d++)
        {
          g_test_message ("%s %s", ids[i], adj_decision_id (covered_everywhere[d]));
          g_assert_nonnull (adj_profile_article (p, covered_everywhere[d]));
        }
      for (int d = 0; d < ADJ_N_DECISIONS; d++)
        {
          const char *const *list = adj_profile_articles (p, (AdjDecision) d);
          g_assert_nonnull (list);
          g_assert_true (list[0] == adj_profile_article (p, (AdjDecision) d));
          guint n = 0;
          for (; list[n]; n++)
            g_assert_cmpstr (list[n], !=, "");
          g_assert_cmpuint (n, <=, ADJ_PROFILE_MAX_ARTICLES);
          g_assert_nonnull (adj_decision_id ((AdjDecision) d));
        }
      for (int f = 0; f < ADJ_N_FIELDS; f++)
        {
          AdjField field = (AdjField) (1u << f);
          g_assert_nonnull (adj_field_key (field));
          if (adj_profile_requires (p, field))
            g_assert_nonnull (adj_profile_field_article (p, field));
          else
            g_assert_null (adj_profile_field_article (p, field));
        }
      /* The choices that go with a decision agree with its article. */
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_DOUBLE_DEFAULT) != NULL)
                     == (p->double_default == ADJ_DOUBLE_DEFAULT_BOTH_LOSE));
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE) != NULL)
                     == (p->early_charge != ADJ_EARLY_CHARGE_NONE));
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS) != NULL)
                     == (p->early_charge == ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END));
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_RESIGNATION_CANNOT_WIN) != NULL)
                     == p->resignation_drawn_if_cannot_win);
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_SEALING_TIME_LIMIT) != NULL)
                     == (p->sealing_limit > 0));
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_AUTOMATIC_DRAW) != NULL)
                     == ((p->exceptions & ADJ_EXCEPT_AUTOMATIC_DRAW) != 0));
      g_assert_true ((adj_profile_article (p, ADJ_DECISION_OPPONENT_CANNOT_MATE) != NULL)
                     == ((p->exceptions & (ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_ONLY_KING)) != 0));
      g_assert_true ((p->exceptions & ADJ_EXCEPT_GAME_OVER) != 0);
      /* The explanation tells the illegal-move penalty in whole minutes. */
      g_assert_cmpint (adj_profile_get_illegal_move_penalty (p), >=, 0);
      g_assert_cmpint (adj_profile_get_illegal_move_penalty (p) % 60, ==, 0);
      g_assert_cmpint (adj_profile_get_illegal_moves_to_lose (p), >=, 0);
      g_assert_true (!p->illegal_loss_drawn_if_cannot_mate || adj_profile_get_illegal_moves_to_lose (p) > 0);
      g_assert_true ((p->early_end & ADJ_EARLY_END_DRAW_AGREED) != 0);
      g_assert_true ((p->early_end & ADJ_EARLY_END_RESIGNATION) != 0);
      for (guint j = i + 1; j < G_N_ELEMENTS (ids); j++)
        g_assert_true (profile (ids[j]) != p);
    }
  g_assert_cmpstr (adj_field_key (ADJ_FIELD_SEALED_MOVE_NUMBER), ==, "sealed_move_number");
  g_assert_cmpstr (adj_field_key (ADJ_FIELD_PIECES_IN_WORDS), ==, "pieces_in_words");
  /* The fields no edition requires have their keys too, each its own. */
  g_assert_cmpstr (adj_field_key (ADJ_FIELD_RULES), ==, "rules");
  g_assert_cmpstr (adj_field_key (ADJ_FIELD_EVENT), ==, "event");
  g_assert_cmpstr (adj_field_key (ADJ_FIELD_GAME_RECORD), ==, "game");
  g_assert_cmpstr (adj_field_key (ADJ_FIELD_SEALED_MOVE), ==, "sealed_move");
  for (int f = 0; f < ADJ_N_FIELDS; f++)
    for (int g = f + 1; g < ADJ_N_FIELDS; g++)
      g_assert_cmpstr (adj_field_key ((AdjField) (1u << f)), !=, adj_field_key ((AdjField) (1u << g)));
  g_assert_cmpstr (adj_decision_id (ADJ_DECISION_SEALED_MOVE_ILLEGAL), ==, "sealed-move-illegal");
}

/* One row per profile: the article RULES.md gives for each decision (NULL
 * where it names none for that edition). */
typedef struct {
  const char *id;
  const char *sealing, *early, *contents, *custody, *offer, *setup, *draw, *resign,
             *opening, *ambiguous, *unreadable, *illegal, *over, *cannot_mate,
             *automatic, *present, *absent, *sealer_absent, *default_, *mates,
             *draws, *flag, *double_, *both_absent, *lost, *lost_times, *lost_position,
             *reconstruction, *clock, *session;
} Expected;

static const Expected expected[] = {
  /* RULES.md: 2023 I.1.1, I.1.2, I.2, I.3, I.4, I.5, I.6, I.7, I.8.1–3,
   * Art. 5 / 6.9 / 9.6, I.9, I.10 (with its exception), no double default,
   * I.11, I.12, I.13, I.14; nothing on a wrongly reconstructed position. */
  { "fide-2023", "I.1.1", "I.1.2", "I.2", "I.3", "I.4", "I.5", "I.6", "I.6",
    "I.7", "I.8.1", "I.8.2", "I.8.3", "5", "6.9",
    "9.6", "I.9.1", "I.9.2", "I.9.3", "I.10", "I.10",
    "I.10", NULL, NULL, "I.11", "I.12.1", "I.12.1", "I.12.2",
    NULL, "I.13", "I.14" },
  /* 2005: A1a, A1b, A2, A3, A4, A5, A6, A7, A8a–c, 9.6 and 6.10, A9a–c, A10
   * and its a/b/c, A11a/b, A12, A13. */
  { "fide-2005", "A1a", "A1b", "A2", "A3", "A4", "A5", "A6", "A6",
    "A7", "A8a", "A8b", "A8c", "9.6", "6.10",
    NULL, "A9a", "A9b", "A9c", "A10", "A10a",
    "A10b", "A10c", NULL, NULL, "A11a", "A11a", "A11b",
    NULL, "A12", "A13" },
  /* 1993: 13.1, 13.1 B, 13.2, 13.3, 10.9, 14.1, 14.2 A/B, 10.16 A–C, 10.4
   * list, 10.5, 14.2–14.4, 10.15 and its A/B/C, 10.17, 14.5 A–C, 8.4, 14.6,
   * 14.7. */
  { "fide-1993", "13.1", "13.1 B", "13.2", "13.3", "10.9", "14.1", "14.2 A", "14.2 B",
    "14.2", "10.16 A", "10.16 B", "10.16 C", "10.4", "10.5",
    NULL, "14.2", "14.3", "14.4", "10.15", "10.15 A",
    "10.15 B", "10.15 C", "10.17", NULL, "14.5 A", "14.5 C", "14.5 B",
    "8.4", "14.6", "14.7" },
  /* 1985: 13.01, no early charge, 13.02, 13.03, 10.10(b), 14.01, 14.02(a)/(b),
   * 10.15 for every bad sealed move (it has no letters), the 10.07 list,
   * 14.02–14.04, 10.14 and its (a)/(b)/(c), 10.16, 14.05(a)–(c), 08.04,
   * 14.06, 14.07. */
  { "fide-1985", "13.01", NULL, "13.02", "13.03", "10.10(b)", "14.01", "14.02(a)", "14.02(b)",
    "14.02", "10.15", "10.15", "10.15", "10.07", NULL,
    NULL, "14.02", "14.03", "14.04", "10.14", "10.14(a)",
    "10.14(b)", "10.14(c)", "10.16", NULL, "14.05(a)", "14.05(c)", "14.05(b)",
    "08.04", "14.06", "14.07" },
  /* fce: the 1985 Laws, with the regulation's 11.3 (custody) and 12.4
   * (default) first where the regulation speaks. */
  { "fce", "13.01", NULL, "13.02", "FCE 11.3", "10.10(b)", "14.01", "14.02(a)", "14.02(b)",
    "14.02", "10.15", "10.15", "10.15", "10.07", NULL,
    NULL, "14.02", "14.03", "14.04", "FCE 12.4", "10.14(a)",
    "10.14(b)", "10.14(c)", "10.16", NULL, "14.05(a)", "14.05(c)", "14.05(b)",
    "08.04", "14.06", "14.07" },
};

static void
test_articles (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const Expected *e = &expected[i];
      const AdjProfile *p = profile (e->id);
      const struct { AdjDecision d; const char *want; } rows[] = {
        { ADJ_DECISION_SEALING_DUTY, e->sealing },
        { ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE, e->early },
        { ADJ_DECISION_ENVELOPE_CONTENTS, e->contents },
        { ADJ_DECISION_ENVELOPE_CUSTODY, e->custody },
        { ADJ_DECISION_DRAW_OFFER_STANDING, e->offer },
        { ADJ_DECISION_RESUMPTION_SETUP, e->setup },
        { ADJ_DECISION_DRAW_BEFORE_OPENING, e->draw },
        { ADJ_DECISION_RESIGNATION_BEFORE_OPENING, e->resign },
        { ADJ_DECISION_OPENING, e->opening },
        { ADJ_DECISION_SEALED_MOVE_AMBIGUOUS, e->ambiguous },
        { ADJ_DECISION_SEALED_MOVE_UNREADABLE, e->unreadable },
        { ADJ_DECISION_SEALED_MOVE_ILLEGAL, e->illegal },
        { ADJ_DECISION_GAME_ALREADY_OVER, e->over },
        { ADJ_DECISION_OPPONENT_CANNOT_MATE, e->cannot_mate },
        { ADJ_DECISION_AUTOMATIC_DRAW, e->automatic },
        { ADJ_DECISION_RESPONDER_PRESENT, e->present },
        { ADJ_DECISION_RESPONDER_ABSENT, e->absent },
        { ADJ_DECISION_SEALER_ABSENT, e->sealer_absent },
        { ADJ_DECISION_DEFAULT, e->default_ },
        { ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES, e->mates },
        { ADJ_DECISION_DEFAULT_SEALED_MOVE_DRAWS, e->draws },
        { ADJ_DECISION_DEFAULT_PRESENT_FLAG_FALLS, e->flag },
        { ADJ_DECISION_DOUBLE_DEFAULT, e->double_ },
        { ADJ_DECISION_BOTH_ABSENT_AT_START, e->both_absent },
        { ADJ_DECISION_LOST_ENVELOPE, e->lost },
        { ADJ_DECISION_LOST_ENVELOPE_TIMES, e->lost_times },
        { ADJ_DECISION_LOST_ENVELOPE_POSITION, e->lost_position },
        { ADJ_DECISION_RECONSTRUCTION, e->reconstruction },
        { ADJ_DECISION_CLOCK_CORRECTION, e->clock },
        { ADJ_DECISION_SESSION_TIMING, e->session },
      };
      for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
        {
          g_test_message ("%s %s", e->id, adj_decision_id (rows[r].d));
          g_assert_cmpstr (adj_profile_article (p, rows[r].d), ==, rows[r].want);
        }
    }
}

/* Secondary articles that RULES.md pairs with the main one. */
static gboolean
cites (const char *id, AdjDecision d, const char *article)
{
  const char *const *list = adj_profile_articles (profile (id), d);
  for (guint i = 0; list[i]; i++)
    if (strcmp (list[i], article) == 0)
      return TRUE;
  return FALSE;
}

static void
test_also_cited (void)
{
  /* 2023 I.10's waiting time is Art. 6.7.1's 0 minutes when unstated. */
  g_assert_cmpstr (adj_profile_article (profile ("fide-2023"), ADJ_DECISION_WAITING_TIME), ==, "6.7.1");
  g_assert_true (cites ("fide-2023", ADJ_DECISION_WAITING_TIME, "I.10"));
  /* Offers stand "according to Article 9.1" (I.4, A4). */
  g_assert_true (cites ("fide-2023", ADJ_DECISION_DRAW_OFFER_STANDING, "9.1"));
  g_assert_true (cites ("fide-2005", ADJ_DECISION_DRAW_OFFER_STANDING, "9.1"));
  /* The exceptions are those of the loss article. */
  g_assert_true (cites ("fide-2023", ADJ_DECISION_OPPONENT_CANNOT_MATE, "I.8"));
  /* 1993 10.5 alone: the letter of 10.16 is the bad move's own (A, B or
   * C), not always C (issue 13, item 6); a flag fall (10.14) cites no
   * 10.16 at all. */
  g_assert_false (cites ("fide-1993", ADJ_DECISION_OPPONENT_CANNOT_MATE, "10.16 C"));
  /* A resignation against a player who cannot win: 2023 5.1.2 through I.6,
   * 1993 10.5 with 14.2 B; the early charge's flag: 2023 I.1.2 with 6.9,
   * 2005 A1b with 6.9 and 6.10. */
  g_assert_cmpstr (adj_profile_article (profile ("fide-2023"), ADJ_DECISION_RESIGNATION_CANNOT_WIN), ==, "5.1.2");
  g_assert_true (cites ("fide-2023", ADJ_DECISION_RESIGNATION_CANNOT_WIN, "I.6"));
  g_assert_cmpstr (adj_profile_article (profile ("fide-1993"), ADJ_DECISION_RESIGNATION_CANNOT_WIN), ==, "10.5");
  g_assert_true (cites ("fide-1993", ADJ_DECISION_RESIGNATION_CANNOT_WIN, "14.2 B"));
  g_assert_null (adj_profile_article (profile ("fide-2005"), ADJ_DECISION_RESIGNATION_CANNOT_WIN));
  g_assert_null (adj_profile_article (profile ("fide-1985"), ADJ_DECISION_RESIGNATION_CANNOT_WIN));
  g_assert_cmpstr (adj_profile_article (profile ("fide-2023"), ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS), ==, "I.1.2");
  g_assert_true (cites ("fide-2023", ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS, "6.9"));
  g_assert_cmpstr (adj_profile_article (profile ("fide-2005"), ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS), ==, "A1b");
  g_assert_true (cites ("fide-2005", ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS, "6.9"));
  g_assert_true (cites ("fide-2005", ADJ_DECISION_EARLY_CHARGE_FLAG_FALLS, "6.10"));
  g_assert_true (cites ("fide-2005", ADJ_DECISION_GAME_ALREADY_OVER, "A8"));
  /* 1985: the arbiter checks the envelope (16.02). */
  g_assert_true (cites ("fide-1985", ADJ_DECISION_ENVELOPE_CUSTODY, "16.02"));
  /* FCE on top of 1985: 11.2 (seat, no change after stopping), 11.1
   * (pieces in words), 5.54 (delegate keeps envelopes), 11.4 (both present
   * to open without an arbiter), 12.4 with 1985's 10.14, 10.2, 5.93. */
  g_assert_true (cites ("fce", ADJ_DECISION_SEALING_DUTY, "13.01"));
  g_assert_true (cites ("fce", ADJ_DECISION_SEALING_DUTY, "FCE 11.2"));
  g_assert_true (cites ("fce", ADJ_DECISION_ENVELOPE_CONTENTS, "FCE 11.1"));
  g_assert_true (cites ("fce", ADJ_DECISION_ENVELOPE_CUSTODY, "FCE 5.54"));
  g_assert_true (cites ("fce", ADJ_DECISION_OPENING, "FCE 11.4"));
  g_assert_true (cites ("fce", ADJ_DECISION_DEFAULT, "10.14"));
  g_assert_cmpstr (adj_profile_article (profile ("fce"), ADJ_DECISION_SEALING_TIME_LIMIT), ==, "FCE 10.2");
  g_assert_cmpstr (adj_profile_article (profile ("fce"), ADJ_DECISION_INCIDENT_SUSPENSION), ==, "FCE 5.93");
  for (guint i = 0; i < 4; i++)
    {
      g_assert_null (adj_profile_article (profile (ids[i]), ADJ_DECISION_SEALING_TIME_LIMIT));
      g_assert_null (adj_profile_article (profile (ids[i]), ADJ_DECISION_INCIDENT_SUSPENSION));
      g_assert_false (cites (ids[i], ADJ_DECISION_OPENING, "FCE 11.4"));
    }
}

/* RULES.md §2's table, and formats.md: draw_offer and resumption from 2005
 * on, pieces_in_words and signatures under fce. */
static void
test_fields (void)
{
  const unsigned laws = ADJ_FIELD_PLAYERS | ADJ_FIELD_POSITION | ADJ_FIELD_TIME_USED
                        | ADJ_FIELD_SEALER | ADJ_FIELD_SEALED_MOVE_NUMBER;
  const unsigned later = ADJ_FIELD_DRAW_OFFER | ADJ_FIELD_RESUMPTION;
  const unsigned fce = ADJ_FIELD_PIECES_IN_WORDS | ADJ_FIELD_SIGNATURES;

  g_assert_cmphex (adj_profile_get_required (profile ("fide-1985")), ==, laws);
  g_assert_cmphex (adj_profile_get_required (profile ("fide-1993")), ==, laws);
  g_assert_cmphex (adj_profile_get_required (profile ("fide-2005")), ==, laws | later);
  g_assert_cmphex (adj_profile_get_required (profile ("fide-2023")), ==, laws | later);
  g_assert_cmphex (adj_profile_get_required (profile ("fce")), ==, laws | fce);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_assert_false (adj_profile_requires (profile (ids[i]), ADJ_FIELD_TIME_CONTROL));
      g_assert_false (adj_profile_requires (profile (ids[i]), ADJ_FIELD_ADJOURNED_AT));
      g_assert_false (adj_profile_requires (profile (ids[i]), ADJ_FIELD_EVENT));
      g_assert_false (adj_profile_requires (profile (ids[i]), ADJ_FIELD_SEALED_MOVE));
    }

  static const struct { const char *id; AdjField field; const char *article; } cells[] = {
    { "fide-1985", ADJ_FIELD_PLAYERS, "13.02(a)" },
    { "fide-1985", ADJ_FIELD_POSITION, "13.02(b)" },
    { "fide-1985", ADJ_FIELD_TIME_USED, "13.02(c)" },
    { "fide-1985", ADJ_FIELD_SEALER, "13.02(d)" },
    { "fide-1985", ADJ_FIELD_SEALED_MOVE_NUMBER, "13.02(d)" },
    { "fide-1993", ADJ_FIELD_PLAYERS, "13.2 A" },
    { "fide-1993", ADJ_FIELD_POSITION, "13.2 B" },
    { "fide-1993", ADJ_FIELD_TIME_USED, "13.2 C" },
    { "fide-1993", ADJ_FIELD_SEALER, "13.2 D" },
    { "fide-1993", ADJ_FIELD_SEALED_MOVE_NUMBER, "13.2 E" },
    { "fide-2005", ADJ_FIELD_PLAYERS, "A2a" },
    { "fide-2005", ADJ_FIELD_POSITION, "A2b" },
    { "fide-2005", ADJ_FIELD_TIME_USED, "A2c" },
    { "fide-2005", ADJ_FIELD_SEALER, "A2d" },
    { "fide-2005", ADJ_FIELD_SEALED_MOVE_NUMBER, "A2e" },
    { "fide-2005", ADJ_FIELD_DRAW_OFFER, "A2f" },
    { "fide-2005", ADJ_FIELD_RESUMPTION, "A2g" },
    { "fide-2023", ADJ_FIELD_PLAYERS, "I.2.1" },
    { "fide-2023", ADJ_FIELD_POSITION, "I.2.2" },
    { "fide-2023", ADJ_FIELD_TIME_USED, "I.2.3" },
    { "fide-2023", ADJ_FIELD_SEALER, "I.2.4" },
    { "fide-2023", ADJ_FIELD_SEALED_MOVE_NUMBER, "I.2.5" },
    { "fide-2023", ADJ_FIELD_DRAW_OFFER, "I.2.6" },
    { "fide-2023", ADJ_FIELD_RESUMPTION, "I.2.7" },
    { "fce", ADJ_FIELD_POSITION, "13.02(b)" },
    { "fce", ADJ_FIELD_PIECES_IN_WORDS, "FCE 11.1" },
    { "fce", ADJ_FIELD_SIGNATURES, "FCE 11.1" },
    { "fce", ADJ_FIELD_DRAW_OFFER, NULL },
    { "fide-1993", ADJ_FIELD_RESUMPTION, NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    g_assert_cmpstr (adj_profile_field_article (profile (cells[i].id), cells[i].field), ==, cells[i].article);
}

/* Waiting time (formats.md: fide-2023 0, older 3600), double default,
 * exceptions, early charge, draw rules' edition. */
static void
test_choices (void)
{
  static const struct {
    const char *id; int year; ChessEdition edition; gint64 waiting; AdjDoubleDefault dd;
    unsigned exceptions; AdjEarlyCharge charge; gboolean stands_if_bad;
    /* Illegal moves (2023 7.5.5, 2005 7.4b; none in 1993 8.1, 1985 08.01). */
    gint64 penalty; int to_lose; gboolean drawn_if_cannot_mate;
    /* Whom the default's exception covers (2023 I.10: "si la jugada secreta
     * és tal que finalitza la partida" — any player; 2005 A10, 1993 10.15,
     * 1985 10.14: the late sealer); a resignation against a player who
     * cannot win (2023 5.1.2, 1993 10.5; 2005 5.1b, 1985 10.02 none). */
    AdjDefaultSpares spares; gboolean resignation_drawn;
  } rows[] = {
    { "fide-1985", 1985, CHESS_EDITION_1985, 3600, ADJ_DOUBLE_DEFAULT_BOTH_LOSE,
      ADJ_EXCEPT_GAME_OVER, ADJ_EARLY_CHARGE_NONE, TRUE, 0, 0, FALSE, ADJ_DEFAULT_SPARES_SEALER, FALSE },
    /* 13.1 B adds the charge to the clock once he has sealed. */
    { "fide-1993", 1993, CHESS_EDITION_1993, 3600, ADJ_DOUBLE_DEFAULT_BOTH_LOSE,
      ADJ_EXCEPT_GAME_OVER | ADJ_EXCEPT_ONLY_KING, ADJ_EARLY_CHARGE_REST_OF_SESSION, TRUE, 0, 0, FALSE,
      ADJ_DEFAULT_SPARES_SEALER, TRUE },
    /* A1b: "como tendo dispendido todo o tempo que falta para o término da sessão". */
    { "fide-2005", 2005, CHESS_EDITION_2005, 3600, ADJ_DOUBLE_DEFAULT_EACH_BY_DEFAULT_RULE,
      ADJ_EXCEPT_GAME_OVER | ADJ_EXCEPT_CANNOT_MATE, ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END, FALSE, 120, 3, FALSE,
      ADJ_DEFAULT_SPARES_SEALER, FALSE },
    /* I.1.2: "es considerarà que ha fet la jugada secreta a l'hora establerta per al final de la sessió". */
    { "fide-2023", 2023, CHESS_EDITION_2023, 0, ADJ_DOUBLE_DEFAULT_EACH_BY_DEFAULT_RULE,
      ADJ_EXCEPT_GAME_OVER | ADJ_EXCEPT_CANNOT_MATE | ADJ_EXCEPT_AUTOMATIC_DRAW,
      ADJ_EARLY_CHARGE_SEALED_AT_SESSION_END, FALSE, 120, 2, TRUE, ADJ_DEFAULT_SPARES_ANY_PLAYER, TRUE },
    { "fce", 1985, CHESS_EDITION_1985, 3600, ADJ_DOUBLE_DEFAULT_BOTH_LOSE,
      ADJ_EXCEPT_GAME_OVER, ADJ_EARLY_CHARGE_NONE, TRUE, 0, 0, FALSE, ADJ_DEFAULT_SPARES_SEALER, FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const AdjProfile *p = profile (rows[i].id);
      g_assert_cmpint (adj_profile_get_year (p), ==, rows[i].year);
      g_assert_cmpint (adj_profile_get_edition (p), ==, rows[i].edition);
      g_assert_cmpint (adj_profile_get_waiting_time (p), ==, rows[i].waiting);
      g_assert_cmpint (p->double_default, ==, rows[i].dd);
      g_assert_cmphex (p->exceptions, ==, rows[i].exceptions);
      g_assert_cmpint (p->early_charge, ==, rows[i].charge);
      g_assert_cmpint (!!(p->early_end & ADJ_EARLY_END_STANDS_IF_BAD), ==, rows[i].stands_if_bad);
      g_assert_cmpint (adj_profile_get_illegal_move_penalty (p), ==, rows[i].penalty);
      g_assert_cmpint (adj_profile_get_illegal_moves_to_lose (p), ==, rows[i].to_lose);
      g_assert_cmpint (p->illegal_loss_drawn_if_cannot_mate, ==, rows[i].drawn_if_cannot_mate);
      g_assert_cmpint (p->default_spares, ==, rows[i].spares);
      g_assert_cmpint (p->resignation_drawn_if_cannot_win, ==, rows[i].resignation_drawn);
    }
  g_assert_cmpstr (profile ("fce")->base, ==, "fide-1985");
  g_assert_true ((profile ("fce")->early_end & ADJ_EARLY_END_BOTH_TO_OPEN) != 0);
  g_assert_cmpint (profile ("fce")->sealing_limit, ==, 15 * 60);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_null (profile (ids[i])->base);
      g_assert_false (profile (ids[i])->early_end & ADJ_EARLY_END_BOTH_TO_OPEN);
    }
}

/* formats.md: the sealer of a game adjourned before session_end is charged
 * session_end − adjourned_at — where the edition has the rule. */
static void
test_early_charge (void)
{
  const gint64 end = 1795291200;  /* 2026-11-21T21:00:00+01:00 */
  g_assert_cmpint (adj_profile_early_charge (profile ("fide-2023"), end - 1800, end), ==, 1800);
  g_assert_cmpint (adj_profile_early_charge (profile ("fide-2005"), end - 60, end), ==, 60);
  g_assert_cmpint (adj_profile_early_charge (profile ("fide-1993"), end - 7200, end), ==, 7200);
  g_assert_cmpint (adj_profile_early_charge (profile ("fide-1985"), end - 1800, end), ==, 0);
  g_assert_cmpint (adj_profile_early_charge (profile ("fce"), end - 1800, end), ==, 0);
  /* At or after the end of the session: nothing to charge. */
  g_assert_cmpint (adj_profile_early_charge (profile ("fide-2023"), end, end), ==, 0);
  g_assert_cmpint (adj_profile_early_charge (profile ("fide-2023"), end + 300, end), ==, 0);
}

/* The early-adjournment charge as the walkthrough says it. */
static void
test_early_charge_text (void)
{
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("2026-11-21T20:48:00+01:00", NULL);
  g_autoptr(GDateTime) end = g_date_time_new_from_iso8601 ("2026-11-21T21:00:00+01:00", NULL);
  g_assert_nonnull (adjourned);
  g_assert_nonnull (end);
  const AdjProfile *p2023 = adj_profile_lookup ("fide-2023");
  g_autofree char *text = adj_profile_early_charge_text (p2023, 1, adjourned, end, 7154);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "Black is charged 0:12:00"));
  g_assert_nonnull (strstr (text, adj_profile_article (p2023, ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE)));
  /* 7154 + 720 seconds. */
  g_assert_nonnull (strstr (text, "2:11:14"));

  /* No charge: adjourned at or after the end, an edition without one, a
   * missing instant. */
  g_assert_null (adj_profile_early_charge_text (p2023, 1, end, adjourned, 7154));
  g_assert_null (adj_profile_early_charge_text (p2023, 1, end, end, 7154));
  g_assert_null (adj_profile_early_charge_text (adj_profile_lookup ("fide-1985"), 1, adjourned, end, 7154));
  g_assert_null (adj_profile_early_charge_text (p2023, 1, adjourned, NULL, 7154));
  g_autofree char *white = adj_profile_early_charge_text (p2023, 0, adjourned, end, -1);
  g_assert_nonnull (strstr (white, "White is charged 0:12:00"));
  g_assert_null (strchr (white, '\n'));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/profile/lookup", test_lookup);
  g_test_add_func ("/adjourn/profile/consistency", test_consistency);
  g_test_add_func ("/adjourn/profile/articles", test_articles);
  g_test_add_func ("/adjourn/profile/also-cited", test_also_cited);
  g_test_add_func ("/adjourn/profile/fields", test_fields);
  g_test_add_func ("/adjourn/profile/choices", test_choices);
  g_test_add_func ("/adjourn/profile/early-charge", test_early_charge);
  g_test_add_func ("/adjourn/profile/early-charge-text", test_early_charge_text);
  return g_test_run ();
}
