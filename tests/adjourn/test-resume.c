/* test-resume.c — the resumption rules of RULES.md §3–§5, edition by edition
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-resume.h"

/* Black sealed at move 41; White responds. */
#define ENDGAME "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"
/* Black's Ta1 (Ra1) mates. */
#define MATE_IN_ONE "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 40"
/* White has only the king. */
#define BARE_KING "8/7r/4k3/8/8/8/8/4K3 b - - 0 60"

typedef struct {
  const char *rules, *fen, *move;       /* move NULL: sealed_move null */
  const char *white, *black;            /* arrivals as JSON: "0", "1500", "null" */
  const char *extra;                    /* more scenario keys, or "" */
  const char *envelope_extra;           /* more envelope keys, or "" */
} Case;

/* The outcome of C, or NULL with ERROR set when the engine refuses it. */
static AdjOutcome *
run_case_or_error (const Case *c, GError **error)
{
  g_autofree char *move = c->move ? g_strdup_printf ("\"%s\"", c->move) : g_strdup ("null");
  g_autofree char *json = g_strdup_printf (
    "{\"format\":\"adjourn-scenario\",\"version\":1,\"envelope\":{\"format\":\"adjourn-envelope\",\"version\":1,"
    "\"rules\":\"%s\",\"position\":\"%s\",\"sealer\":\"black\",\"time_used\":{\"white\":7012,\"black\":7154},"
    "\"notation\":\"ca\",\"sealed_move\":%s%s},\"arrivals\":{\"white\":%s,\"black\":%s}%s}",
    c->rules, c->fen, move, c->envelope_extra, c->white, c->black, c->extra);
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (json, -1, error);
  return s ? adj_resume (s, error) : NULL;
}

static AdjOutcome *
run_case (const Case *c)
{
  g_autoptr(GError) error = NULL;
  AdjOutcome *o = run_case_or_error (c, &error);
  g_assert_no_error (error);
  return o;
}

static gboolean
cites (const AdjOutcome *o, const char *rules, AdjDecision decision)
{
  const char *article = adj_profile_article (adj_profile_lookup (rules), decision);
  g_assert_nonnull (article);
  for (guint i = 0; i < o->articles->len; i++)
    if (g_str_equal (o->articles->pdata[i], article))
      return TRUE;
  return FALSE;
}

static void
test_responder_present (void)
{
  for (const char *const *r = (const char *const[]) { "fide-1985", "fide-1993", "fide-2005", "fide-2023", NULL }; *r; r++)
    {
      Case c = { *r, ENDGAME, "Td2", "0", "0", "", "" };
      g_autoptr(AdjOutcome) o = run_case (&c);
      g_assert_cmpint (o->status, ==, ADJ_OUTCOME_CONTINUES);
      g_assert_cmpint (o->clock_running, ==, CHESS_WHITE);
      g_assert_true (o->has_position);
      g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012);
      g_assert_true (cites (o, *r, ADJ_DECISION_RESPONDER_PRESENT));
      g_assert_true (cites (o, *r, ADJ_DECISION_RESUMPTION_SETUP));
    }
}

/* The responder's clock runs from the start: late but in time, he pays it. */
static void
test_responder_late_in_time (void)
{
  Case c = { "fide-2005", ENDGAME, "Td2", "1500", "0", "", "" };
  g_autoptr(AdjOutcome) o = run_case (&c);
  g_assert_cmpint (o->status, ==, ADJ_OUTCOME_CONTINUES);
  g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012 + 1500);
  g_assert_true (cites (o, "fide-2005", ADJ_DECISION_RESPONDER_ABSENT));
}

/* 2023: no waiting time unless the rules say; older editions: one hour. */
static void
test_default (void)
{
  Case late_2023 = { "fide-2023", ENDGAME, "Td2", "60", "0", "", "" };
  g_autoptr(AdjOutcome) a = run_case (&late_2023);
  g_assert_cmpstr (a->result, ==, "0-1");
  g_assert_cmpstr (a->reason, ==, "default");
  g_assert_true (cites (a, "fide-2023", ADJ_DECISION_DEFAULT));

  Case late_1993 = { "fide-1993", ENDGAME, "Td2", "60", "0", "", "" };
  g_autoptr(AdjOutcome) b = run_case (&late_1993);
  g_assert_cmpint (b->status, ==, ADJ_OUTCOME_CONTINUES);

  Case waiting_set = { "fide-2023", ENDGAME, "Td2", "60", "0", ",\"default_time\":900", "" };
  g_autoptr(AdjOutcome) c = run_case (&waiting_set);
  g_assert_cmpint (c->status, ==, ADJ_OUTCOME_CONTINUES);

  Case sealer_away = { "fide-2005", ENDGAME, "Td2", "0", "null", "", "" };
  g_autoptr(AdjOutcome) d = run_case (&sealer_away);
  g_assert_cmpstr (d->result, ==, "1-0");
  g_assert_cmpstr (d->reason, ==, "default");
}

/* The absent sealer whose sealed move mates wins all the same. */
static void
test_absent_sealer_mates (void)
{
  Case c = { "fide-1985", MATE_IN_ONE, "Ta1", "0", "null", "", "" };
  g_autoptr(AdjOutcome) o = run_case (&c);
  g_assert_cmpstr (o->result, ==, "0-1");
  g_assert_cmpstr (o->reason, ==, "checkmate");
  g_assert_true (cites (o, "fide-1985", ADJ_DECISION_DEFAULT_SEALED_MOVE_MATES));
}

static void
test_double_default (void)
{
  Case c85 = { "fide-1985", ENDGAME, "Td2", "null", "null", "", "" };
  g_autoptr(AdjOutcome) a = run_case (&c85);
  g_assert_cmpstr (a->result, ==, "0-0");
  g_assert_cmpstr (a->reason, ==, "double-default");
  g_assert_true (cites (a, "fide-1985", ADJ_DECISION_DOUBLE_DEFAULT));

  /* 2023 has no such article: each loses by the default rule. */
  Case c23 = { "fide-2023", ENDGAME, "Td2", "null", "null", "", "" };
  g_autoptr(AdjOutcome) b = run_case (&c23);
  g_assert_cmpstr (b->result, ==, "0-0");
  g_assert_true (cites (b, "fide-2023", ADJ_DECISION_DEFAULT));
}

static void
test_bad_sealed_moves (void)
{
  Case illegal = { "fide-2023", ENDGAME, "Td5", "0", "0", "", "" };
  g_autoptr(AdjOutcome) a = run_case (&illegal);
  g_assert_cmpstr (a->result, ==, "1-0");
  g_assert_cmpstr (a->reason, ==, "sealed-move-illegal");
  g_assert_true (cites (a, "fide-2023", ADJ_DECISION_SEALED_MOVE_ILLEGAL));

  Case unreadable = { "fide-2005", ENDGAME, "Tz9", "0", "0", "", "" };
  g_autoptr(AdjOutcome) b = run_case (&unreadable);
  g_assert_cmpstr (b->reason, ==, "sealed-move-unreadable");
  g_assert_cmpstr (b->result, ==, "1-0");

  /* In English letters on a Catalan sheet "Rd2" is the king: illegal. */
  Case king = { "fide-1993", ENDGAME, "Rd2", "0", "0", "", "" };
  g_autoptr(AdjOutcome) c = run_case (&king);
  g_assert_cmpstr (c->result, ==, "1-0");

  /* The opponent has a bare king: he cannot win (2005 6.10, 2023 6.9,
   * 1993 10.5), but the 1985 list does not cover K v K+R. */
  for (const char *const *r = (const char *const[]) { "fide-1993", "fide-2005", "fide-2023", NULL }; *r; r++)
    {
      Case bare = { *r, BARE_KING, "Tz9", "0", "0", "", "" };
      g_autoptr(AdjOutcome) d = run_case (&bare);
      g_assert_cmpstr (d->result, ==, "1/2-1/2");
      g_assert_cmpstr (d->reason, ==, "opponent-cannot-mate");
    }
  Case bare85 = { "fide-1985", BARE_KING, "Tz9", "0", "0", "", "" };
  g_autoptr(AdjOutcome) e = run_case (&bare85);
  g_assert_cmpstr (e->result, ==, "1-0");
}

/* A draw agreed or a resignation before opening stands, even when the
 * envelope holds an illegal move. */
static void
test_before_opening (void)
{
  Case draw = { "fide-1985", ENDGAME, "Td5", "0", "0", ",\"before_opening\":{\"type\":\"draw_agreed\"}", "" };
  g_autoptr(AdjOutcome) a = run_case (&draw);
  g_assert_cmpstr (a->result, ==, "1/2-1/2");
  g_assert_cmpstr (a->reason, ==, "draw-agreed");
  g_assert_false (a->judged);

  Case resign = { "fide-2023", ENDGAME, "Td2", "0", "0",
                  ",\"before_opening\":{\"type\":\"resigned\",\"player\":\"white\"}", "" };
  g_autoptr(AdjOutcome) b = run_case (&resign);
  g_assert_cmpstr (b->result, ==, "0-1");
  g_assert_true (cites (b, "fide-2023", ADJ_DECISION_RESIGNATION_BEFORE_OPENING));
}

/* Adjourning half an hour early costs the sealer that half hour, where the
 * edition says so. */
static void
test_early_adjournment (void)
{
  const char *times = ",\"adjourned_at\":\"2026-11-21T20:30:00+01:00\",\"session_end\":\"2026-11-21T21:00:00+01:00\"";
  Case c23 = { "fide-2023", ENDGAME, "Td2", "0", "0", "", times };
  g_autoptr(AdjOutcome) a = run_case (&c23);
  g_assert_cmpint (a->time_used[CHESS_BLACK], ==, 7154 + 1800);
  g_assert_true (cites (a, "fide-2023", ADJ_DECISION_EARLY_ADJOURNMENT_CHARGE));
  Case c85 = { "fide-1985", ENDGAME, "Td2", "0", "0", "", times };
  g_autoptr(AdjOutcome) b = run_case (&c85);
  g_assert_cmpint (b->time_used[CHESS_BLACK], ==, 7154);
}

static void
test_lost_envelope (void)
{
  Case gone = { "fide-2005", ENDGAME, NULL, "0", "0",
                ",\"lost_envelope\":{\"declared_move\":null,\"times_known\":true,\"position_known\":false}", "" };
  g_autoptr(AdjOutcome) a = run_case (&gone);
  g_assert_cmpint (a->status, ==, ADJ_OUTCOME_ANNULLED);
  g_assert_cmpstr (a->reason, ==, "position-lost");
  g_assert_true (cites (a, "fide-2005", ADJ_DECISION_LOST_ENVELOPE_POSITION));

  Case declared = { "fide-2023", ENDGAME, NULL, "0", "0",
                    ",\"lost_envelope\":{\"declared_move\":\"Td2\",\"times_known\":false,\"position_known\":true}", "" };
  g_autoptr(AdjOutcome) b = run_case (&declared);
  g_assert_cmpint (b->status, ==, ADJ_OUTCOME_CONTINUES);
  g_assert_true (b->has_position);
  g_assert_true (cites (b, "fide-2023", ADJ_DECISION_LOST_ENVELOPE));
  g_assert_true (cites (b, "fide-2023", ADJ_DECISION_LOST_ENVELOPE_TIMES));

  /* No move declared yet: the outcome waits for Black's, White's clock running. */
  Case waiting = { "fide-2023", ENDGAME, NULL, "0", "0",
                   ",\"lost_envelope\":{\"declared_move\":null,\"times_known\":true,\"position_known\":true}", "" };
  g_autoptr(AdjOutcome) w = run_case (&waiting);
  g_assert_cmpint (w->status, ==, ADJ_OUTCOME_WAITING);
  g_assert_cmpint (w->clock_running, ==, CHESS_WHITE);
  g_assert_false (w->judged);
  g_assert_true (cites (w, "fide-2023", ADJ_DECISION_LOST_ENVELOPE));
  g_assert_nonnull (strstr (w->explanation, "Black now declares the sealed move and makes it on the board"));
}

/* What the arbiter establishes after the declaration (README,
 * lost_envelope.meant_move and replacement_move). */
static void
test_lost_envelope_settled (void)
{
  g_autoptr(GError) error = NULL;
  /* Black declares "Td5": the rook on d1 is blocked by the one on d4. He
   * made it on the board: an illegal move, White given two minutes, and the
   * rook must be moved (2023 7.5.1, 4.3.1). */
#define LOST(declared, more) ",\"lost_envelope\":{\"declared_move\":\"" declared "\",\"times_known\":true," \
                             "\"position_known\":true" more "}"
  Case illegal = { "fide-2023", ENDGAME, NULL, "0", "0", LOST ("Td5", ""), "" };
  g_autoptr(AdjOutcome) w = run_case (&illegal);
  g_assert_cmpint (w->status, ==, ADJ_OUTCOME_WAITING);
  g_assert_cmpstr (w->reason, ==, "declared-move-illegal");
  g_assert_true (w->has_touch_move);

  /* He then takes the rook on d4 with his own: the game goes on from there,
   * the two minutes standing. */
  Case replaced = { "fide-2023", ENDGAME, NULL, "0", "0", LOST ("Td5", ",\"replacement_move\":\"Txd4\""), "" };
  g_autoptr(AdjOutcome) c = run_case (&replaced);
  g_assert_cmpint (c->status, ==, ADJ_OUTCOME_CONTINUES);
  g_assert_true (c->has_position);
  g_assert_false (c->has_touch_move);
  g_assert_cmpint (c->sealed.verdict.kind, ==, CHESS_VERDICT_LEGAL);
  g_assert_cmpint (c->time_used[CHESS_WHITE], ==, w->time_used[CHESS_WHITE]);
  g_assert_cmpint (c->clock_running, ==, CHESS_WHITE);
  g_assert_true (cites (c, "fide-2023", ADJ_DECISION_DECLARED_MOVE_ILLEGAL));

  /* A king move is not what touch move allows; nor is a replacement of a
   * declared move that was made. */
  Case king = { "fide-2023", ENDGAME, NULL, "0", "0", LOST ("Td5", ",\"replacement_move\":\"Rh6\""), "" };
  g_assert_null (run_case_or_error (&king, &error));
  g_assert_error (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_SCENARIO);
  g_assert_true (g_str_has_prefix (error->message, "lost_envelope.replacement_move: "));
  g_clear_error (&error);
  Case legal = { "fide-2023", ENDGAME, NULL, "0", "0", LOST ("Td2", ",\"replacement_move\":\"Txd4\""), "" };
  g_assert_null (run_case_or_error (&legal, &error));
  g_assert_true (g_str_has_prefix (error->message, "lost_envelope.replacement_move: "));
  g_clear_error (&error);

  /* Two black rooks reach d8: "Td8" names no single move; asked, Black means
   * the one from a8. */
#define ROOKS "r4rk1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 30"
  Case ambiguous = { "fide-2023", ROOKS, NULL, "0", "0", LOST ("Td8", ""), "" };
  g_autoptr(AdjOutcome) a = run_case (&ambiguous);
  g_assert_cmpstr (a->reason, ==, "declared-move-ambiguous");
  Case meant = { "fide-2023", ROOKS, NULL, "0", "0", LOST ("Td8", ",\"meant_move\":\"Tad8\""), "" };
  g_autoptr(AdjOutcome) m = run_case (&meant);
  g_assert_cmpint (m->status, ==, ADJ_OUTCOME_CONTINUES);
  g_assert_cmpint (m->sealed.verdict.kind, ==, CHESS_VERDICT_LEGAL);
  char uci[6];
  chess_move_to_uci (m->sealed.verdict.move, uci);
  g_assert_cmpstr (uci, ==, "a8d8");
  /* Not a move the declaration could mean. */
  Case other = { "fide-2023", ROOKS, NULL, "0", "0", LOST ("Td8", ",\"meant_move\":\"Te8\""), "" };
  g_assert_null (run_case_or_error (&other, &error));
  g_assert_true (g_str_has_prefix (error->message, "lost_envelope.meant_move: "));
  g_clear_error (&error);
  /* An unreadable declaration is simply declared again. */
  Case scrawl = { "fide-2023", ROOKS, NULL, "0", "0", LOST ("Tz9", ",\"meant_move\":\"Tfe8\""), "" };
  g_autoptr(AdjOutcome) u = run_case (&scrawl);
  g_assert_cmpint (u->status, ==, ADJ_OUTCOME_CONTINUES);
#undef ROOKS
#undef LOST
}

/* The sealer is late: the responder seals his reply; the sealer's clock
 * runs until he comes, then the reply is made. */
static void
test_reply_sealed (void)
{
  Case c = { "fide-2005", ENDGAME, "Td2", "0", "1200", ",\"responder_seals_reply\":\"Txd2\"", "" };
  g_autoptr(AdjOutcome) o = run_case (&c);
  g_assert_cmpint (o->status, ==, ADJ_OUTCOME_CONTINUES);
  g_assert_cmpint (o->clock_running, ==, CHESS_BLACK);
  g_assert_cmpint (o->time_used[CHESS_BLACK], ==, 7154 + 1200);
  g_assert_cmpint (o->time_used[CHESS_WHITE], ==, 7012);
  g_assert_true (cites (o, "fide-2005", ADJ_DECISION_SEALER_ABSENT));
  g_autoptr(JsonNode) json = adj_outcome_to_json (o);
  JsonObject *obj = json_node_get_object (json);
  g_assert_cmpstr (json_object_get_string_member (obj, "position"), ==, "8/5pk1/6p1/8/8/6P1/3R1PK1/8 b - - 0 42");
  g_assert_cmpstr (json_object_get_string_member (obj, "clock_running"), ==, "black");
  g_assert_true (strlen (json_object_get_string_member (obj, "explanation")) > 0);
}

/* A reply sealed at resumption is judged like a sealed move: a bad one loses
 * for the responder who wrote it, and the outcome says so. */
static void
test_reply_sealed_bad (void)
{
  /* "Rxd2" in Catalan letters is a king move: illegal. */
  Case c = { "fide-2023", ENDGAME, "Td2", "0", "1200", ",\"default_time\":3600,\"responder_seals_reply\":\"Rxd2\"", "" };
  g_autoptr(AdjOutcome) o = run_case (&c);
  g_assert_cmpint (o->status, ==, ADJ_OUTCOME_FINISHED);
  g_assert_cmpstr (o->result, ==, "0-1");
  g_assert_cmpstr (o->reason, ==, "sealed-move-illegal");
  g_assert_true (o->judged && o->reply_judged);
  g_assert_cmpint (o->reply.verdict.kind, ==, CHESS_VERDICT_ILLEGAL);
  g_assert_true (cites (o, "fide-2023", ADJ_DECISION_SEALER_ABSENT));
  g_assert_true (cites (o, "fide-2023", ADJ_DECISION_SEALED_MOVE_ILLEGAL));
  g_assert_nonnull (strstr (o->explanation, "The reply White sealed at resumption"));
  g_assert_nonnull (strstr (o->explanation, "White loses the game for this sealed reply."));
  g_assert_null (strstr (o->explanation, "Black loses"));

  g_autoptr(JsonNode) json = adj_outcome_to_json (o);
  JsonObject *obj = json_node_get_object (json);
  /* formats.md: the sealed move's verdict and its reason in words. */
  JsonObject *sealed = json_object_get_object_member (obj, "sealed_move");
  g_assert_cmpstr (json_object_get_string_member (sealed, "verdict"), ==, "legal");
  g_assert_nonnull (strstr (json_object_get_string_member (sealed, "reason"), "rook on d1 goes to d2"));
  JsonObject *reply = json_object_get_object_member (obj, "sealed_reply");
  g_assert_cmpstr (json_object_get_string_member (reply, "verdict"), ==, "illegal");
  g_assert_true (strlen (json_object_get_string_member (reply, "reason")) > 0);
}

/* RULES.md §2: a draw offer written on the envelope stands until answered;
 * the outcome says so when play goes on, with the edition's article, and
 * forgets it when the game is decided. */
static void
test_draw_offer_standing (void)
{
  static const char *const rules[] = { "fide-1985", "fide-1993", "fide-2005", "fide-2023", "fce" };
  static const char *const article[] = { "10.10(b)", "10.9", "A4", "I.4", "10.10(b)" };
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      Case c = { rules[i], ENDGAME, "Td2", "0", "0", "", ",\"draw_offer\":\"white\"" };
      g_autoptr(AdjOutcome) o = run_case (&c);
      g_assert_cmpint (o->status, ==, ADJ_OUTCOME_CONTINUES);
      g_assert_cmpint (o->draw_offer, ==, CHESS_WHITE);
      gboolean cited = FALSE;
      for (guint k = 0; k < o->articles->len; k++)
        cited |= g_str_equal (o->articles->pdata[k], article[i]);
      g_assert_true (cited);
      g_assert_nonnull (strstr (o->explanation, "White’s draw offer still stands: Black may accept or decline it."));
      g_autoptr(JsonNode) json = adj_outcome_to_json (o);
      g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json), "draw_offer"), ==, "white");

      /* No offer on the envelope: nothing to answer. */
      Case none = { rules[i], ENDGAME, "Td2", "0", "0", "", ",\"draw_offer\":null" };
      g_autoptr(AdjOutcome) n = run_case (&none);
      g_assert_cmpint (n->draw_offer, ==, -1);
      g_assert_false (cites (n, rules[i], ADJ_DECISION_DRAW_OFFER_STANDING));

      /* The sealed move loses: the offer is moot. */
      Case lost = { rules[i], ENDGAME, "Td9", "0", "0", "", ",\"draw_offer\":\"black\"" };
      g_autoptr(AdjOutcome) l = run_case (&lost);
      g_assert_cmpint (l->status, ==, ADJ_OUTCOME_FINISHED);
      g_assert_cmpint (l->draw_offer, ==, -1);
      g_assert_false (cites (l, rules[i], ADJ_DECISION_DRAW_OFFER_STANDING));
      g_assert_null (strstr (l->explanation, "draw offer"));
    }
}

/* The envelope's game record lets the rules see a repetition: Black's
 * sealed Cg8 (Ng8) repeats the start a fifth time, which ends the game
 * under 2023 9.6.1 and nowhere else. */
static void
test_fivefold_from_record (void)
{
  g_autoptr(GString) record = g_string_new (",\"game\":{\"start\":\"startpos\",\"moves\":[");
  static const char *const shuffle[4] = { "Nf3", "Nf6", "Ng1", "Ng8" };
  for (int i = 0; i < 15; i++)
    g_string_append_printf (record, "%s\"%s\"", i ? "," : "", shuffle[i % 4]);
  g_string_append (record, "]}");
  for (const char *const *r = (const char *const[]) { "fide-1993", "fide-2005", "fide-2023", NULL }; *r; r++)
    {
      Case c = { *r, "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 15 8", "Cg8", "0", "0", "", record->str };
      g_autoptr(AdjOutcome) o = run_case (&c);
      if (g_str_equal (*r, "fide-2023"))
        {
          g_assert_cmpint (o->status, ==, ADJ_OUTCOME_FINISHED);
          g_assert_cmpstr (o->result, ==, "1/2-1/2");
          g_assert_cmpstr (o->reason, ==, "fivefold-repetition");
          g_assert_true (cites (o, *r, ADJ_DECISION_AUTOMATIC_DRAW));
          g_assert_nonnull (strstr (o->explanation, "fifth time"));
        }
      else
        {
          g_assert_cmpint (o->status, ==, ADJ_OUTCOME_CONTINUES);
          g_assert_null (o->result);
        }

      /* Without the record, the position alone cannot show it. */
      Case bare = { *r, "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 15 8", "Cg8", "0", "0", "", "" };
      g_autoptr(AdjOutcome) b = run_case (&bare);
      g_assert_cmpint (b->status, ==, ADJ_OUTCOME_CONTINUES);
    }
}

static void
test_missing_facts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjScenario) s = adj_scenario_new_from_data (
    "{\"format\":\"adjourn-scenario\",\"version\":1,\"envelope\":{\"format\":\"adjourn-envelope\",\"version\":1,"
    "\"rules\":\"fide-2023\",\"position\":\"" ENDGAME "\",\"sealed_move\":\"Td2\"},\"arrivals\":{\"white\":0,\"black\":0}}",
    -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_resume (s, &error));
  g_assert_error (error, ADJ_RESUME_ERROR, 0);
  g_assert_true (g_str_has_prefix (error->message, "envelope.time_used"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/resume/responder-present", test_responder_present);
  g_test_add_func ("/adjourn/resume/responder-late-in-time", test_responder_late_in_time);
  g_test_add_func ("/adjourn/resume/default", test_default);
  g_test_add_func ("/adjourn/resume/absent-sealer-mates", test_absent_sealer_mates);
  g_test_add_func ("/adjourn/resume/double-default", test_double_default);
  g_test_add_func ("/adjourn/resume/bad-sealed-moves", test_bad_sealed_moves);
  g_test_add_func ("/adjourn/resume/before-opening", test_before_opening);
  g_test_add_func ("/adjourn/resume/early-adjournment", test_early_adjournment);
  g_test_add_func ("/adjourn/resume/lost-envelope", test_lost_envelope);
  g_test_add_func ("/adjourn/resume/lost-envelope-settled", test_lost_envelope_settled);
  g_test_add_func ("/adjourn/resume/reply-sealed", test_reply_sealed);
  g_test_add_func ("/adjourn/resume/reply-sealed-bad", test_reply_sealed_bad);
  g_test_add_func ("/adjourn/resume/draw-offer-standing", test_draw_offer_standing);
  g_test_add_func ("/adjourn/resume/fivefold-from-record", test_fivefold_from_record);
  g_test_add_func ("/adjourn/resume/missing-facts", test_missing_facts);
  return g_test_run ();
}
