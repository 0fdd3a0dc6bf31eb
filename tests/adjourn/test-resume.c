/* test-resume.c — what the resumption engine refuses to judge, and what the
 * arbiter establishes after a lost envelope's declaration
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The resumption rules themselves, edition by edition, are fixtures:
 * tests/data/scenarios/resumption-by-edition.json and its neighbours, run
 * by test-scenario-cases.c (and through the archive by the store suite).
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-resume.h"
#include "chess-draw.h"

/* Black sealed at move 41; White responds. */
#define ENDGAME "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

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

/* A reply sealed and still closed ("responder_seals_reply": true): while
 * the sealer is awaited it is kept; once he has arrived its text is needed;
 * false is no reply's value. */
static void
test_reply_closed (void)
{
#define REPLY_CASE(black, reply, extra)                                                                      \
  "{\"format\":\"adjourn-scenario\",\"version\":1,\"envelope\":{\"format\":\"adjourn-envelope\","                       \
  "\"version\":1,\"rules\":\"fide-2005\",\"position\":\"" ENDGAME "\",\"sealer\":\"black\","                           \
  "\"time_used\":{\"white\":7012,\"black\":7154},\"notation\":\"ca\",\"sealed_move\":\"Td2\"},"                    \
  "\"default_time\":3600,\"arrivals\":{\"white\":0,\"black\":" black "},\"responder_seals_reply\":" reply extra "}"
  g_autoptr(GError) error = NULL;

  const char *awaited = REPLY_CASE ("null", "true", ",\"now\":600");
  g_autoptr(AdjScenario) a = adj_scenario_new_from_data (awaited, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjOutcome) kept = adj_resume (a, &error);
  g_assert_no_error (error);
  g_assert_true (kept->reply_kept);
  g_assert_false (kept->reply_judged);
  g_autoptr(JsonNode) json = adj_outcome_to_json (kept);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (json), "reply_kept"));

  const char *arrived = REPLY_CASE ("1500", "true", "");
  g_autoptr(AdjScenario) b = adj_scenario_new_from_data (arrived, -1, &error);
  g_assert_no_error (error);
  g_assert_null (adj_resume (b, &error));
  g_assert_error (error, ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_REPLY_NEEDED);
  g_assert_nonnull (strstr (error->message, "responder_seals_reply"));
  g_clear_error (&error);

  const char *refused = REPLY_CASE ("1500", "false", "");
  g_assert_null (adj_scenario_new_from_data (refused, -1, &error));
  g_assert_error (error, ADJ_SCENARIO_ERROR, ADJ_SCENARIO_ERROR_VALUE);
}

/* Why a side cannot mate, as chess_draw_can_mate() proved it, where a draw
 * hangs on it: a bad sealed move against a bare king (2005 6.10, 2023 6.9,
 * 1993 10.5); the 1985 list does not cover K v K+R, so no reason there. */
static void
test_cannot_mate_reason (void)
{
#define BARE_KING "8/7r/4k3/8/8/8/8/4K3 b - - 0 60"
  for (const char *const *r = (const char *const[]) { "fide-1993", "fide-2005", "fide-2023", NULL }; *r; r++)
    {
      Case bare = { *r, BARE_KING, "Tz9", "0", "0", "", "" };
      g_autoptr(AdjOutcome) d = run_case (&bare);
      g_assert_cmpstr (d->reason, ==, "opponent-cannot-mate");
      g_assert_cmpint (d->cannot_mate, ==, !d->before.side);
      g_assert_cmpint (d->cannot_mate_proof, ==, CHESS_PROOF_MATERIAL);
      g_assert_nonnull (strstr (d->explanation, "too little material left to give mate"));
      g_autoptr(JsonNode) json = adj_outcome_to_json (d);
      JsonObject *cannot = json_object_get_object_member (json_node_get_object (json), "cannot_mate");
      g_assert_nonnull (cannot);
      g_assert_cmpstr (json_object_get_string_member (cannot, "proof"), ==, "material");
    }
  Case bare85 = { "fide-1985", BARE_KING, "Tz9", "0", "0", "", "" };
  g_autoptr(AdjOutcome) e = run_case (&bare85);
  g_assert_cmpstr (e->result, ==, "1-0");
  g_assert_cmpint (e->cannot_mate, ==, -1);
#undef BARE_KING
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/resume/missing-facts", test_missing_facts);
  g_test_add_func ("/adjourn/resume/lost-envelope-settled", test_lost_envelope_settled);
  g_test_add_func ("/adjourn/resume/reply-closed", test_reply_closed);
  g_test_add_func ("/adjourn/resume/cannot-mate-reason", test_cannot_mate_reason);
  return g_test_run ();
}
