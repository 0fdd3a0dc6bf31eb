/* test-resume-now.c — what holds at a moment of the resumption: facts
 * known up to "now" (formats.md, "Resumption facts"), minute by minute,
 * edition by edition
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The articles expected are RULES.md's §3, as in test-rules.c.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-facts.h"
#include "rules-test.h"

#define AFTER_TD2   "8/5pk1/6p1/8/3R4/6P1/3r1PK1/8 w - - 4 42"

static char *
to_text (const AdjOutcome *o)
{
  g_autoptr(JsonNode) node = adj_outcome_to_json (o);
  return json_to_string (node, FALSE);
}

/* The outcome's JSON without the two keys only "now" adds. */
static char *
without_now_keys (const AdjOutcome *o)
{
  g_autoptr(JsonNode) node = adj_outcome_to_json (o);
  JsonObject *object = json_node_get_object (node);
  g_assert_true (json_object_has_member (object, "may_open"));
  g_assert_true (json_object_has_member (object, "default_at"));
  json_object_remove_member (object, "may_open");
  json_object_remove_member (object, "default_at");
  return json_to_string (node, FALSE);
}

/* The outcome of S, facts known up to its "now", is the complete facts'
 * (S without "now"), the keys only "now" adds aside. */
static void
assert_as_complete (const Scene *s)
{
  g_autoptr(AdjOutcome) at_now = play (s);
  Scene complete = *s;
  complete.now = NULL;
  g_autoptr(AdjOutcome) c = play (&complete);
  g_autofree char *got = without_now_keys (at_now);
  g_autofree char *expected = to_text (c);
  g_assert_cmpstr (got, ==, expected);
}

static gboolean
is_2023 (const char *rules)
{
  return g_str_equal (rules, "fide-2023");
}

/* 2023 has no waiting time unless the event sets one (6.7.1): these tests
 * give it 30 minutes; the other editions have their hour. */
static const char *
waiting_for (const char *rules)
{
  return is_2023 (rules) ? ",\"default_time\":1800" : NULL;
}

static gint64
default_for (const char *rules)
{
  return is_2023 (rules) ? 1800 : 3600;
}

static void
assert_awaiting (const AdjOutcome *o, const char *rules)
{
  g_assert_cmpint (o->status, ==, ADJ_OUTCOME_WAITING);
  g_assert_cmpstr (o->reason, ==, "awaiting-player");
  g_assert_null (o->result);
  g_assert_true (o->has_now);
  g_assert_cmpint (o->default_at, ==, default_for (rules));
  static const char *const waiting[5] = { "10.14", "10.15", "A10", "6.7.1", "FCE 12.4" };
  assert_cites (o, rules, per_edition (rules, waiting));
}

/* t = 600: the responder is not here yet. His clock runs from the start;
 * the envelope stays closed (and its move unseen) until he comes. */
static void
test_responder_not_here (void)
{
  static const char *const absent[5] = { "14.03", "14.3", "A9", "I.9", "14.03" };
  static const char *const opening[5] = { "14.02", "14.2", "A7", "I.7", "14.02" };
  for (int i = 0; all[i]; i++)
    {
      const char *r = all[i];
      Scene s = { .rules = r, .sealed_move = "Td5", .white = "null", .now = "600", .scenario = waiting_for (r) };
      g_autoptr(AdjOutcome) o = play (&s);
      assert_awaiting (o, r);
      g_assert_false (o->may_open);
      g_assert_true (o->awaiting[CHESS_WHITE]);
      g_assert_false (o->awaiting[CHESS_BLACK]);
      g_assert_false (o->judged);
      g_assert_false (o->has_position);
      g_assert_cmpint (o->clock_running, ==, CHESS_WHITE);
      g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012 + 600);
      g_assert_cmpint (o->time_used[CHESS_BLACK], ==, 7154);
      assert_cites (o, r, per_edition (r, absent));
      assert_cites (o, r, per_edition (r, opening));
      g_assert_nonnull (strstr (o->explanation, "White has not arrived yet"));
      g_autofree char *minutes = g_strdup_printf ("%d minutes", is_2023 (r) ? 30 : 60);
      g_assert_nonnull (strstr (o->explanation, minutes));

      /* Sealed means sealed: the illegal Td5 is nowhere. */
      g_autofree char *text = to_text (o);
      g_assert_null (strstr (text, "Td5"));
      g_assert_null (strstr (text, "d5"));
      g_autoptr(JsonNode) node = adj_outcome_to_json (o);
      JsonObject *object = json_node_get_object (node);
      g_assert_false (json_object_get_boolean_member (object, "may_open"));
      g_assert_cmpint (json_object_get_int_member (object, "default_at"), ==, default_for (r));
      g_assert_cmpstr (json_object_get_string_member (object, "status"), ==, "waiting");
      g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, "awaiting-player");
      g_assert_cmpstr (json_object_get_string_member (object, "clock_running"), ==, "white");
    }

  /* 2023 with no waiting time set: at t = 600 he is already in default,
   * exactly as when he never came. The envelope is opened to see whether
   * the sealed move ended the game (I.10 covers any late player: issue 13,
   * item 1); Td2 does not, so the default stands. */
  Scene zero = { .rules = "fide-2023", .sealed_move = "Td2", .white = "null", .now = "600" };
  g_autoptr(AdjOutcome) a = play (&zero);
  g_assert_cmpint (a->status, ==, ADJ_OUTCOME_FINISHED);
  g_assert_cmpstr (a->result, ==, "0-1");
  g_assert_cmpstr (a->reason, ==, "default");
  g_assert_true (a->may_open);
  g_assert_true (a->judged);
  g_assert_cmpint (a->default_at, ==, -1);
  Scene never = { .rules = "fide-2023", .sealed_move = "Td2", .white = "null" };
  g_autoptr(AdjOutcome) b = play (&never);
  g_autofree char *at_now = without_now_keys (a);
  g_autofree char *complete = to_text (b);
  g_assert_cmpstr (at_now, ==, complete);
  /* Even at the very start. */
  Scene start = { .rules = "fide-2023", .sealed_move = "Td2", .white = "null", .now = "0" };
  g_autoptr(AdjOutcome) c = play (&start);
  g_assert_cmpstr (c->reason, ==, "default");
}

/* t = 600: the responder is here (since the start, or since t = 300), the
 * sealer is not: the envelope may be opened — the sealer's absence does not
 * stop it — and the sealed move is made. The responder is then on the move:
 * his clock runs on until he replies (on the board, or sealed in a new
 * envelope, which stops it and starts the sealer's). */
static void
test_sealer_not_here (void)
{
  static const char *const sealer_absent[5] = { "14.04", "14.4", "A9c", "I.9.3", "14.04" };
  static const char *const present[5] = { "14.02", "14.2", "A9a", "I.9.1", "14.02" };
  static const char *const absent[5] = { "14.03", "14.3", "A9b", "I.9.2", "14.03" };
  for (int i = 0; all[i]; i++)
    {
      const char *r = all[i];
      for (int arrived = 0; arrived <= 300; arrived += 300)
        {
          g_autofree char *white = g_strdup_printf ("%d", arrived);
          Scene s = { .rules = r, .sealed_move = "Td2", .white = white, .black = "null", .now = "600",
                      .scenario = waiting_for (r) };
          g_autoptr(AdjOutcome) o = play (&s);
          assert_awaiting (o, r);
          g_assert_true (o->may_open);
          g_assert_true (o->awaiting[CHESS_BLACK]);
          g_assert_true (o->judged);
          g_assert_true (o->has_position);
          g_autoptr(JsonNode) node = adj_outcome_to_json (o);
          JsonObject *object = json_node_get_object (node);
          g_assert_cmpstr (json_object_get_string_member (object, "position"), ==, AFTER_TD2);
          g_assert_true (json_object_get_boolean_member (object, "may_open"));
          g_assert_cmpint (o->clock_running, ==, CHESS_WHITE);
          g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012 + 600);
          g_assert_cmpint (o->time_used[CHESS_BLACK], ==, 7154);
          assert_cites (o, r, per_edition (r, sealer_absent));
          assert_cites (o, r, per_edition (r, arrived ? absent : present));
          g_assert_nonnull (strstr (o->explanation, "Black has not arrived yet"));

          /* His reply sealed on arriving: his clock stopped then, the
           * sealer's runs; the reply stays closed until the sealer comes. */
          g_autofree char *more = g_strconcat (waiting_for (r) ? waiting_for (r) : "",
                                               ",\"responder_seals_reply\":\"Txd2\"", NULL);
          Scene reply = { .rules = r, .sealed_move = "Td2", .white = white, .black = "null", .now = "600",
                          .scenario = more };
          g_autoptr(AdjOutcome) p = play (&reply);
          assert_awaiting (p, r);
          g_assert_true (p->may_open);
          g_assert_true (p->reply_kept);
          g_assert_false (p->reply_judged);
          g_assert_cmpint (p->clock_running, ==, CHESS_BLACK);
          g_assert_cmpint (p->time_used[CHESS_WHITE], ==, 7012 + arrived);
          g_assert_cmpint (p->time_used[CHESS_BLACK], ==, 7154 + 600 - arrived);
          assert_cites (p, r, per_edition (r, sealer_absent));
          g_autofree char *text = to_text (p);
          g_assert_null (strstr (text, "sealed_reply"));
          g_assert_null (strstr (text, "Txd2"));
          g_assert_nonnull (strstr (p->explanation, "new envelope"));
        }

      /* The envelope not opened yet (a paper one not read, a digital one
       * not decrypted): it may be, now. */
      Scene unread = { .rules = r, .black = "null", .now = "600", .scenario = waiting_for (r) };
      g_autoptr(AdjOutcome) u = play (&unread);
      assert_awaiting (u, r);
      g_assert_true (u->may_open);
      g_assert_false (u->judged);
      g_assert_cmpint (u->clock_running, ==, CHESS_WHITE);
      g_assert_cmpint (u->time_used[CHESS_WHITE], ==, 7012 + 600);
      g_assert_nonnull (strstr (u->explanation, "may be opened now"));

      /* A sealed move that decides the game decides it when opened. */
      Scene illegal = { .rules = r, .sealed_move = "Td5", .black = "null", .now = "600", .scenario = waiting_for (r) };
      g_autoptr(AdjOutcome) v = play (&illegal);
      g_assert_cmpint (v->status, ==, ADJ_OUTCOME_FINISHED);
      g_assert_cmpstr (v->result, ==, "1-0");
      g_assert_cmpstr (v->reason, ==, "sealed-move-illegal");
      g_assert_true (v->may_open);
      g_assert_cmpint (v->default_at, ==, -1);
      Scene mate = { .rules = r, .fen = MATE_IN_ONE, .sealed_move = "Ta1", .black = "null", .now = "600",
                     .scenario = waiting_for (r) };
      g_autoptr(AdjOutcome) w = play (&mate);
      g_assert_cmpstr (w->result, ==, "0-1");
      g_assert_cmpstr (w->reason, ==, "checkmate");
    }
}

/* t = 600: neither is here. The responder's clock runs (2023 I.11 when the
 * event sets a waiting time: he loses all the time until he comes). */
static void
test_both_not_here (void)
{
  for (int i = 0; all[i]; i++)
    {
      const char *r = all[i];
      Scene s = { .rules = r, .sealed_move = "Td2", .white = "null", .black = "null", .now = "600",
                  .scenario = waiting_for (r) };
      g_autoptr(AdjOutcome) o = play (&s);
      assert_awaiting (o, r);
      g_assert_false (o->may_open);
      g_assert_true (o->awaiting[CHESS_WHITE] && o->awaiting[CHESS_BLACK]);
      g_assert_false (o->judged);
      g_assert_cmpint (o->clock_running, ==, CHESS_WHITE);
      g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012 + 600);
      g_assert_cmpint (o->time_used[CHESS_BLACK], ==, 7154);
      g_assert_nonnull (strstr (o->explanation, "Neither player"));
      if (is_2023 (r))
        assert_cites (o, r, "I.11");
      else
        g_assert_false (cites (o, "I.11"));
    }
}

/* The default time comes: from then on the outcome is the complete facts'
 * with the missing player absent (a second earlier, still waiting). */
static void
test_default_time_passes (void)
{
  static const struct { const char *white, *black, *move, *fen; } who[] = {
    { "null", "0", "Td2", NULL },          /* the responder defaults */
    { "0", "null", "Td2", NULL },          /* the sealer defaults (the envelope opened to see) */
    { "0", "null", "Ta1", MATE_IN_ONE },   /* …and his sealed move mates: he wins */
    { "null", "null", "Td2", NULL },       /* both */
    { "1200", "null", "Td2", NULL },       /* the responder came late, in time */
  };
  for (int i = 0; all[i]; i++)
    for (guint k = 0; k < G_N_ELEMENTS (who); k++)
      {
        const char *r = all[i];
        gint64 due = default_for (r);
        g_autofree char *before = g_strdup_printf ("%" G_GINT64_FORMAT, due - 1);
        g_autofree char *at = g_strdup_printf ("%" G_GINT64_FORMAT, due);
        g_autofree char *later = g_strdup_printf ("%" G_GINT64_FORMAT, due + 7200);
        Scene waiting = { .rules = r, .fen = who[k].fen, .sealed_move = who[k].move, .white = who[k].white,
                          .black = who[k].black, .now = before, .scenario = waiting_for (r) };
        g_autoptr(AdjOutcome) a = play (&waiting);
        if (who[k].fen)
          /* Opened as the responder came, the mate decided it then. */
          g_assert_cmpstr (a->reason, ==, "checkmate");
        else
          assert_awaiting (a, r);

        Scene complete = { .rules = r, .fen = who[k].fen, .sealed_move = who[k].move, .white = who[k].white,
                           .black = who[k].black, .scenario = waiting_for (r) };
        g_autoptr(AdjOutcome) c = play (&complete);
        g_assert_cmpint (c->status, ==, ADJ_OUTCOME_FINISHED);
        g_autofree char *expected = to_text (c);
        g_assert_null (strstr (expected, "may_open"));
        for (const char *const *t = (const char *const[]) { at, later, NULL }; *t; t++)
          {
            Scene past = complete;
            past.now = *t;
            g_autoptr(AdjOutcome) p = play (&past);
            g_autofree char *got = without_now_keys (p);
            if (!g_str_equal (got, expected))
              g_error ("%s, case %u, now %s:\n%s\n%s", r, k, *t, got, expected);
            g_assert_cmpint (p->default_at, ==, -1);
            /* Opened past the default time only to see whether the sealed
             * move ends the game: for the absent sealer in every edition,
             * for the absent responder too under 2023 I.10 (issue 13,
             * item 1). */
            g_assert_cmpint (p->may_open, ==, p->judged);
            g_assert_cmpint (p->may_open, ==, g_str_equal (who[k].black, "null")
                                              || (is_2023 (r) && g_str_equal (who[k].white, "null")));
          }
      }
}

/* Both here: nobody is awaited, and the answer is the complete facts'. */
static void
test_nobody_awaited (void)
{
  static const char *const arrivals[][2] = { { "0", "0" }, { "300", "0" }, { "0", "500" }, { "600", "600" } };
  for (int i = 0; all[i]; i++)
    for (guint k = 0; k < G_N_ELEMENTS (arrivals); k++)
      for (const char *const *m = (const char *const[]) { "Td2", "Td5", NULL }; *m; m++)
        {
          const char *r = all[i];
          Scene complete = { .rules = r, .sealed_move = *m, .white = arrivals[k][0], .black = arrivals[k][1],
                             .scenario = waiting_for (r) };
          g_autoptr(AdjOutcome) c = play (&complete);
          Scene known = complete;
          known.now = "600";
          g_autoptr(AdjOutcome) n = play (&known);
          g_autofree char *expected = to_text (c);
          g_autofree char *got = without_now_keys (n);
          g_assert_cmpstr (got, ==, expected);
          g_assert_true (n->may_open);
          g_assert_cmpint (n->default_at, ==, -1);
        }
}

/* FCE 11.4 (000, FCE regulation): "En els campionats que no siguin
 * arbitrats per àrbitres titulats (no es considerarà àrbitre un delegat),
 * no s'obrirà el sobre que té la jugada secreta si no és en presència
 * d'ambdós jugadors, podent-se posar en marxa el rellotge del jugador
 * absent en el moment de la represa de la partida" (where no qualified
 * arbiter runs the event — a delegate is no arbiter — the envelope is opened
 * only with both players present, the absent player's clock being started
 * at the resumption). The responder at the board is not charged for the
 * wait: the absent sealer's clock runs (issue 13, item 5; this test charged
 * the responder before). With a qualified arbiter the responder alone opens
 * it. */
static void
test_fce_without_arbiter (void)
{
  Scene s = { .rules = "fce", .sealed_move = "Td2", .black = "null", .now = "600",
              .scenario = ",\"qualified_arbiter\":false" };
  g_autoptr(AdjOutcome) a = play (&s);
  assert_awaiting (a, "fce");
  g_assert_false (a->may_open);
  g_assert_false (a->judged);
  g_assert_cmpint (a->clock_running, ==, CHESS_BLACK);
  g_assert_cmpint (a->time_used[CHESS_WHITE], ==, 7012);
  g_assert_cmpint (a->time_used[CHESS_BLACK], ==, 7154 + 600);
  assert_cites (a, "fce", "FCE 11.4");
  g_assert_nonnull (strstr (a->explanation, "qualified arbiter"));
  g_assert_nonnull (strstr (a->explanation, "meanwhile Black’s clock runs"));

  /* The responder came at 200: his own clock ran until then, the
   * sealer's since. */
  Scene late = { .rules = "fce", .sealed_move = "Td2", .white = "200", .black = "null", .now = "600",
                 .scenario = ",\"qualified_arbiter\":false" };
  g_autoptr(AdjOutcome) f = play (&late);
  assert_awaiting (f, "fce");
  g_assert_cmpint (f->clock_running, ==, CHESS_BLACK);
  g_assert_cmpint (f->time_used[CHESS_WHITE], ==, 7012 + 200);
  g_assert_cmpint (f->time_used[CHESS_BLACK], ==, 7154 + 400);

  /* The sealer's flag falls while he is away (10.13): Black, 10,500 s
   * used, has 300 s left before move 60. */
  Scene flag = { .rules = "fce", .sealed_move = "Td2", .used_black = 10500, .control = CONTROL, .black = "null",
                 .now = "301", .scenario = ",\"qualified_arbiter\":false" };
  g_autoptr(AdjOutcome) g = play (&flag);
  g_assert_cmpstr (g->result, ==, "1-0");
  g_assert_cmpstr (g->reason, ==, "time-forfeit");
  g_assert_false (g->judged);
  g_assert_cmpint (g->time_used[CHESS_BLACK], ==, 10800);
  g_assert_cmpint (g->time_used[CHESS_WHITE], ==, 7012);
  Scene flag_in_time = flag;
  flag_in_time.now = "300";
  g_autoptr(AdjOutcome) h = play (&flag_in_time);
  assert_awaiting (h, "fce");

  Scene arbiter = { .rules = "fce", .sealed_move = "Td2", .black = "null", .now = "600" };
  g_autoptr(AdjOutcome) b = play (&arbiter);
  g_assert_true (b->may_open);
  g_assert_true (b->judged);
  g_assert_cmpint (b->clock_running, ==, CHESS_WHITE);
  g_assert_cmpint (b->time_used[CHESS_WHITE], ==, 7012 + 600);

  /* The responder not here either: closed whoever runs the event, and
   * his clock runs (1985 14.03). */
  Scene neither = { .rules = "fce", .sealed_move = "Td2", .white = "null", .now = "600",
                    .scenario = ",\"qualified_arbiter\":false" };
  g_autoptr(AdjOutcome) c = play (&neither);
  g_assert_false (c->may_open);
  g_assert_cmpint (c->clock_running, ==, CHESS_WHITE);

  /* The sealer comes at 900: opened with both there, as the complete facts
   * say; the wait was on his clock. */
  Scene both = { .rules = "fce", .sealed_move = "Td2", .black = "900", .now = "1000",
                 .scenario = ",\"qualified_arbiter\":false" };
  g_autoptr(AdjOutcome) d = play (&both);
  assert_as_complete (&both);
  g_assert_cmpint (d->time_used[CHESS_WHITE], ==, 7012);
  g_assert_cmpint (d->time_used[CHESS_BLACK], ==, 7154 + 900);
  g_assert_true (d->may_open);

  /* Past the default time the answer at NOW is the complete facts': the
   * sealer in default, his clock having run all the while. */
  Scene past = { .rules = "fce", .sealed_move = "Td2", .black = "null", .now = "3600",
                 .scenario = ",\"qualified_arbiter\":false" };
  g_autoptr(AdjOutcome) m = play (&past);
  assert_as_complete (&past);
  g_assert_cmpstr (m->reason, ==, "default");
  g_assert_cmpint (m->time_used[CHESS_WHITE], ==, 7012);
  g_assert_cmpint (m->time_used[CHESS_BLACK], ==, 7154 + 3600);
}

/* A draw agreed or a resignation before the opening ends the game: NOW does
 * not matter, whoever is still away. */
static void
test_ended_before_opening (void)
{
  for (int i = 0; all[i]; i++)
    for (const char *const *end = (const char *const[]) { ",\"before_opening\":{\"type\":\"draw_agreed\"}",
                                                          ",\"before_opening\":{\"type\":\"resigned\",\"player\":\"black\"}",
                                                          NULL };
         *end; end++)
      {
        const char *r = all[i];
        Scene s = { .rules = r, .sealed_move = "Td5", .white = "null", .black = "null", .now = "600",
                    .scenario = *end };
        g_autoptr(AdjOutcome) o = play (&s);
        g_assert_cmpint (o->status, ==, ADJ_OUTCOME_FINISHED);
        g_assert_false (o->may_open);
        g_assert_cmpint (o->default_at, ==, -1);
        Scene complete = s;
        complete.now = NULL;
        g_autoptr(AdjOutcome) c = play (&complete);
        g_autofree char *got = without_now_keys (o);
        g_autofree char *expected = to_text (c);
        g_assert_cmpstr (got, ==, expected);
      }
}

/* A flag that falls before NOW: it decides the game when it does whoever
 * comes yet. */
static void
test_flags (void)
{
  for (int i = 0; all[i]; i++)
    {
      const char *r = all[i];
      const char *w = waiting_for (r);
      /* White (used 10,000 s) has 800 s left; the sealer is here. Lost on
       * time if he comes, by default if not — except under 2023, whose
       * I.10 would open the envelope for his default to see whether the
       * sealed move ended the game ("si la jugada secreta és tal que
       * finalitza la partida, s'aplicarà el resultat d'aquesta conclusió"):
       * whether he comes still decides, so it waits (issue 13, item 1). */
      Scene away = { .rules = r, .sealed_move = "Td2", .used_white = 10000, .control = CONTROL, .white = "null",
                     .now = "900", .scenario = w };
      g_autoptr(AdjOutcome) a = play (&away);
      g_assert_cmpint (a->time_used[CHESS_WHITE], ==, 10800);
      g_assert_false (a->may_open);
      if (is_2023 (r))
        {
          assert_awaiting (a, r);
          g_assert_true (a->default_opens);
          g_assert_nonnull (strstr (a->explanation, "unless the sealed move ends the game"));
        }
      else
        {
          g_assert_cmpstr (a->result, ==, "0-1");
          g_assert_cmpstr (a->reason, ==, "time-forfeit");
          g_assert_false (a->flag_fell_while_waiting);
        }
      /* At 800 it has not fallen yet. */
      Scene not_yet = away;
      not_yet.now = "800";
      g_autoptr(AdjOutcome) b = play (&not_yet);
      assert_awaiting (b, r);
      g_assert_cmpint (b->time_used[CHESS_WHITE], ==, 10800);

      /* Both away: whether the sealer comes decides. */
      Scene both = away;
      both.black = "null";
      g_autoptr(AdjOutcome) c = play (&both);
      assert_awaiting (c, r);
      g_assert_cmpint (c->time_used[CHESS_WHITE], ==, 10800);

      /* White at the board, waiting for the sealer, his clock running. */
      Scene here = { .rules = r, .sealed_move = "Td2", .used_white = 10000, .control = CONTROL, .black = "null",
                     .now = "900", .scenario = w };
      g_autoptr(AdjOutcome) d = play (&here);
      g_assert_cmpstr (d->result, ==, "0-1");
      g_assert_cmpstr (d->reason, ==, "time-forfeit");
      g_assert_true (d->flag_fell_while_waiting);

      /* His reply sealed: the sealer's clock (10,500 s used, 300 s left) runs. */
      g_autofree char *sealed = g_strconcat (w ? w : "", ",\"responder_seals_reply\":\"Txd2\"", NULL);
      Scene reply = { .rules = r, .sealed_move = "Td2", .used_black = 10500, .control = CONTROL, .black = "null",
                      .now = "301", .scenario = sealed };
      g_autoptr(AdjOutcome) e = play (&reply);
      g_assert_cmpstr (e->result, ==, "1-0");
      g_assert_cmpstr (e->reason, ==, "time-forfeit");
      g_assert_cmpint (e->time_used[CHESS_BLACK], ==, 10800);
      /* …exactly as the complete facts say when he never comes: his flag
       * fell before the default time (2023 I.9.3, 2005 A9c, 1993 14.4,
       * 1985 14.04 start his clock; issue 13, item 4). */
      assert_as_complete (&reply);
      Scene reply_in_time = reply;
      reply_in_time.now = "300";
      g_autoptr(AdjOutcome) f = play (&reply_in_time);
      assert_awaiting (f, r);
      g_assert_cmpint (f->clock_running, ==, CHESS_BLACK);
    }
}

/* A lost envelope: the sealer declares his move at the board, so nothing is
 * made while a player is awaited. */
static void
test_lost_envelope (void)
{
  static const char *const lost[5] = { "14.05", "14.5", "A11", "I.12", "14.05" };
  for (int i = 0; all[i]; i++)
    {
      const char *r = all[i];
      g_autofree char *more = g_strconcat (waiting_for (r) ? waiting_for (r) : "",
                                           ",\"lost_envelope\":{\"declared_move\":\"Td2\",\"times_known\":true,"
                                           "\"position_known\":true}", NULL);
      for (int k = 0; k < 2; k++)
        {
          Scene s = { .rules = r, .white = k ? "0" : "null", .black = k ? "null" : "0", .now = "600",
                      .scenario = more };
          g_autoptr(AdjOutcome) o = play (&s);
          assert_awaiting (o, r);
          g_assert_false (o->may_open);
          g_assert_false (o->judged);
          g_assert_cmpint (o->clock_running, ==, CHESS_WHITE);
          g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012 + 600);
          assert_cites (o, r, per_edition (r, lost));
          g_assert_nonnull (strstr (o->explanation, k ? "Black declares" : "sealer declares"));
        }
    }
}

/* What the facts cannot say, and what the scenario needs. */
static void
test_refusals (void)
{
  /* An arrival after NOW is not known yet. */
  Scene later = { .rules = "fide-2005", .sealed_move = "Td2", .white = "700", .now = "600" };
  g_autofree char *json = scene_json (&later);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (json, -1, &error);
  g_assert_null (s);
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (error->message, "arrivals.white: later than now"));
  g_clear_error (&error);
  Scene negative = { .rules = "fide-2005", .sealed_move = "Td2", .now = "-1" };
  g_autofree char *json2 = scene_json (&negative);
  g_autoptr(AdjScenario) s2 = adj_scenario_new_from_data (json2, -1, &error);
  g_assert_null (s2);
  g_assert_true (g_str_has_prefix (error->message, "now:"));
  g_clear_error (&error);
  Scene text = { .rules = "fide-2005", .sealed_move = "Td2", .now = "\"10:05\"" };
  g_autofree char *json3 = scene_json (&text);
  g_autoptr(AdjScenario) s3 = adj_scenario_new_from_data (json3, -1, &error);
  g_assert_null (s3);
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_TYPE);
  g_clear_error (&error);

  /* Past the default time the absent sealer's envelope is opened: its move is needed. */
  Scene unread = { .rules = "fide-2005", .black = "null", .now = "3600" };
  g_autofree char *json4 = scene_json (&unread);
  g_autoptr(AdjScenario) s4 = adj_scenario_new_from_data (json4, -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_resume (s4, &error));
  g_assert_error (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_MOVE_NEEDED);
  g_assert_true (g_str_has_prefix (error->message, "envelope.sealed_move"));
}

/* "now": null, or left out, is the complete facts, with no new key. */
static void
test_now_null (void)
{
  for (int i = 0; all[i]; i++)
    {
      Scene a = { .rules = all[i], .sealed_move = "Td2", .black = "null", .now = "null" };
      Scene b = { .rules = all[i], .sealed_move = "Td2", .black = "null" };
      g_autoptr(AdjOutcome) x = play (&a);
      g_autoptr(AdjOutcome) y = play (&b);
      g_assert_false (x->has_now);
      g_autofree char *tx = to_text (x);
      g_autofree char *ty = to_text (y);
      g_assert_cmpstr (tx, ==, ty);
      g_assert_null (strstr (tx, "may_open"));
      g_assert_null (strstr (tx, "default_at"));
    }
}

/* The facts of an archived envelope pass "now" on, and may come before the
 * move is read. */
static void
test_facts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) envelope = adj_envelope_new_from_data (
    "{\"format\":\"adjourn-envelope\",\"version\":1,\"rules\":\"fide-2005\",\"position\":\"" ENDGAME "\","
    "\"sealer\":\"black\",\"notation\":\"ca\",\"time_used\":{\"white\":7012,\"black\":7154},\"sealed_move\":null}",
    -1, &error);
  g_assert_no_error (error);

  static const char before[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":null,\"black\":0},\"now\":600}";
  g_autoptr(AdjFacts) f = adj_facts_new_from_data (before, -1, &error);
  g_assert_no_error (error);
  gint64 now = 0;
  g_assert_true (adj_facts_get_now (f, &now));
  g_assert_cmpint (now, ==, 600);
  g_autoptr(AdjScenario) s = adj_facts_to_scenario (f, envelope, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_scenario_get_now (s), ==, 600);
  g_autoptr(AdjOutcome) o = adj_resume (s, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (o->reason, ==, "awaiting-player");
  g_assert_false (o->may_open);

  /* Complete facts still need the move read off the envelope. */
  static const char complete[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":0,\"black\":0},\"now\":null}";
  g_autoptr(AdjFacts) g = adj_facts_new_from_data (complete, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjScenario) t = adj_facts_to_scenario (g, envelope, NULL, &error);
  g_assert_null (t);
  g_assert_error (error, ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE);
  g_clear_error (&error);

  /* An arrival after now, named. */
  static const char later[] =
    "{\"format\":\"adjourn-resumption\",\"version\":1,\"arrivals\":{\"white\":0,\"black\":900},\"now\":600}";
  g_autoptr(AdjFacts) h = adj_facts_new_from_data (later, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjScenario) u = adj_facts_to_scenario (h, envelope, "Td2", &error);
  g_assert_null (u);
  g_assert_true (strstr (error->message, "arrivals.black") != NULL);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/resume-now/responder-not-here", test_responder_not_here);
  g_test_add_func ("/adjourn/resume-now/sealer-not-here", test_sealer_not_here);
  g_test_add_func ("/adjourn/resume-now/both-not-here", test_both_not_here);
  g_test_add_func ("/adjourn/resume-now/default-time-passes", test_default_time_passes);
  g_test_add_func ("/adjourn/resume-now/nobody-awaited", test_nobody_awaited);
  g_test_add_func ("/adjourn/resume-now/fce-without-arbiter", test_fce_without_arbiter);
  g_test_add_func ("/adjourn/resume-now/ended-before-opening", test_ended_before_opening);
  g_test_add_func ("/adjourn/resume-now/flags", test_flags);
  g_test_add_func ("/adjourn/resume-now/lost-envelope", test_lost_envelope);
  g_test_add_func ("/adjourn/resume-now/refusals", test_refusals);
  g_test_add_func ("/adjourn/resume-now/now-null", test_now_null);
  g_test_add_func ("/adjourn/resume-now/facts", test_facts);
  return g_test_run ();
}
