/* test-open-logic.c — the resumption desk's plain functions, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "adj-facts.h"
#include "adj-open-assistant.h"
#include "adj-open-facts.h"
#include "adj-seal.h"
#include "desk-test.h"
#include "chess-fen.h"
#include "chess-notation.h"
#include "chess-position.h"

/* What the arbiter entered becomes facts adj_facts_new_from_data reads. */
static void
test_facts_json (void)
{
  g_autoptr(GError) error = NULL;

  /* Both players at the board at the start, the move read off the paper:
   * complete facts, "now" null. */
  AdjOpenFacts f = { 0 };
  f.arrival[CHESS_WHITE] = (AdjArrival) { ADJ_ARRIVAL_AT, 0 };
  f.arrival[CHESS_BLACK] = (AdjArrival) { ADJ_ARRIVAL_AT, 95 };
  f.sealed_move = "Kg3";
  f.now = 400;
  g_assert_true (adj_open_facts_complete (&f));
  g_autofree char *json = adj_open_facts_to_json (&f);
  g_assert_nonnull (strstr (json, "\"adjourn-resumption\""));
  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_facts_get_sealed_move (facts), ==, "Kg3");
  g_assert_false (adj_facts_get_now (facts, NULL));
  g_assert_false (adj_facts_ends_before_opening (facts));

  /* Black not here yet: facts known up to now. */
  f.arrival[CHESS_BLACK] = (AdjArrival) { ADJ_ARRIVAL_PENDING, 0 };
  f.sealed_move = NULL;
  g_assert_false (adj_open_facts_complete (&f));
  g_autofree char *pending = adj_open_facts_to_json (&f);
  g_autoptr(AdjFacts) pending_facts = adj_facts_new_from_data (pending, -1, &error);
  g_assert_no_error (error);
  gint64 now = -1;
  g_assert_true (adj_facts_get_now (pending_facts, &now));
  g_assert_cmpint (now, ==, 400);
  g_assert_null (adj_facts_get_sealed_move (pending_facts));

  /* Never came, and a resignation before opening: complete, ends before
   * the envelope is opened. */
  f.arrival[CHESS_BLACK] = (AdjArrival) { ADJ_ARRIVAL_ABSENT, 0 };
  g_assert_true (adj_open_facts_complete (&f));
  f.arrival[CHESS_BLACK] = (AdjArrival) { ADJ_ARRIVAL_PENDING, 0 };
  f.before_opening = ADJ_DESK_BEFORE_BLACK_RESIGNED;
  g_assert_true (adj_open_facts_complete (&f));
  g_autofree char *resigned = adj_open_facts_to_json (&f);
  g_assert_nonnull (strstr (resigned, "\"resigned\""));
  g_assert_nonnull (strstr (resigned, "\"black\""));
  g_autoptr(AdjFacts) resigned_facts = adj_facts_new_from_data (resigned, -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_facts_ends_before_opening (resigned_facts));
  g_assert_false (adj_facts_get_now (resigned_facts, NULL));

  f.before_opening = ADJ_DESK_BEFORE_DRAW;
  g_autofree char *draw = adj_open_facts_to_json (&f);
  g_autoptr(AdjFacts) draw_facts = adj_facts_new_from_data (draw, -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_facts_ends_before_opening (draw_facts));
}

/* The engine's answer for FACTS on the desk's envelope kept under RULES,
 * Black not here yet a minute in; NULL with OPENS when the rules open the
 * envelope (its move is then needed). */
static AdjOutcome *
resume_pending (const char *rules, const AdjOpenFacts *facts, gboolean *opens)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) adjourned = g_date_time_new_utc (1972, 8, 1, 22, 0, 0);
  g_autoptr(GDateTime) resumes = g_date_time_new_utc (1972, 8, 2, 15, 0, 0);
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, adjourned, resumes);
  fields.rules = rules;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  g_autofree char *json = adj_open_facts_to_json (facts);
  g_autoptr(AdjFacts) f = adj_facts_new_from_data (json, -1, &error);
  g_assert_no_error (error);
  g_autoptr(AdjScenario) sc = adj_facts_to_scenario (f, env, NULL, &error);
  g_assert_no_error (error);
  AdjOutcome *o = adj_resume (sc, &error);
  *opens = o == NULL && adj_open_error_wants_move (error);
  if (!*opens)
    g_assert_no_error (error);
  return o;
}

/* Black is awaited, in default at AT seconds after the start. */
static void
assert_default_at (const char *rules, const AdjOpenFacts *facts, gint64 at)
{
  gboolean opens = FALSE;
  g_autoptr(AdjOutcome) o = resume_pending (rules, facts, &opens);
  g_assert_nonnull (o);
  g_assert_cmpint (o->status, ==, ADJ_OUTCOME_WAITING);
  g_assert_true (o->awaiting[CHESS_BLACK]);
  g_assert_cmpint (o->default_at, ==, at);
}

/* The waiting-time preferences reach the engine: the profile's (1985: an
 * hour; 2023 I.10: none unless the competition rules say) when taken from
 * the profile, else the minutes set, under any edition. */
static void
test_waiting_time (void)
{
  AdjOpenFacts f = { 0 };
  f.arrival[CHESS_WHITE] = (AdjArrival) { ADJ_ARRIVAL_AT, 0 };
  f.arrival[CHESS_BLACK] = (AdjArrival) { ADJ_ARRIVAL_PENDING, 0 };
  f.now = 60;

  gboolean opens = FALSE;
  adj_open_facts_set_waiting_time (&f, TRUE, 30);
  g_autofree char *from_profile = adj_open_facts_to_json (&f);
  g_assert_null (strstr (from_profile, "default_time"));
  assert_default_at ("fide-1985", &f, 3600);
  /* 2023 I.10 with nothing in the competition rules: Black is already in
   * default, and the envelope is opened to see whether the sealed move
   * ends the game. */
  g_autoptr(AdjOutcome) none = resume_pending ("fide-2023", &f, &opens);
  g_assert_null (none);
  g_assert_true (opens);

  /* The minutes set, whatever the edition. */
  adj_open_facts_set_waiting_time (&f, FALSE, 30);
  g_autofree char *set = adj_open_facts_to_json (&f);
  g_assert_nonnull (strstr (set, "\"default_time\" : 1800"));
  assert_default_at ("fide-1985", &f, 1800);
  assert_default_at ("fide-2023", &f, 1800);

  /* No waiting time: the responder a minute late is in default under 1985
   * too (its exception covers only the sealer), the envelope closed. */
  adj_open_facts_set_waiting_time (&f, FALSE, 0);
  g_autofree char *zero_json = adj_open_facts_to_json (&f);
  g_assert_nonnull (strstr (zero_json, "\"default_time\" : 0"));
  g_autoptr(AdjOutcome) zero = resume_pending ("fide-1985", &f, &opens);
  g_assert_nonnull (zero);
  g_assert_false (zero->awaiting[CHESS_BLACK]);
  g_assert_cmpint (zero->status, !=, ADJ_OUTCOME_WAITING);
}

static void
test_offsets (void)
{
  gint64 s = -1;
  g_assert_true (adj_open_parse_offset ("0:00", &s));
  g_assert_cmpint (s, ==, 0);
  g_assert_true (adj_open_parse_offset (" 61:05 ", &s));
  g_assert_cmpint (s, ==, 3665);
  g_assert_true (adj_open_parse_offset ("1:02:05", &s));
  g_assert_cmpint (s, ==, 3725);
  g_assert_false (adj_open_parse_offset ("12", &s));
  g_assert_false (adj_open_parse_offset ("12:60", &s));
  g_assert_false (adj_open_parse_offset ("-1:00", &s));
  g_assert_false (adj_open_parse_offset ("a:00", &s));
  g_assert_false (adj_open_parse_offset (NULL, &s));
  g_autofree char *text = adj_open_format_offset (3665);
  g_assert_cmpstr (text, ==, "61:05");
}

/* Where the desk goes from the arrivals, given the engine's answer. */
static void
test_step_after_arrivals (void)
{
  AdjOutcome o = { 0 };
  o.default_at = -1;
  o.clock_running = -1;

  /* Waiting for a player, the envelope closed: stay. */
  o.status = ADJ_OUTCOME_WAITING;
  o.reason = "awaiting-player";
  o.awaiting[CHESS_BLACK] = TRUE;
  g_assert_cmpint (adj_open_step_after_arrivals (&o, NULL, FALSE), ==, ADJ_OPEN_STEP_ARRIVALS);
  /* The rules let it be opened (the responder is here). */
  o.may_open = TRUE;
  g_assert_cmpint (adj_open_step_after_arrivals (&o, NULL, FALSE), ==, ADJ_OPEN_STEP_OPENING);
  /* Decided without the envelope (a default, a draw agreed). */
  o.may_open = FALSE;
  o.status = ADJ_OUTCOME_FINISHED;
  o.result = "1-0";
  o.reason = "default";
  g_assert_cmpint (adj_open_step_after_arrivals (&o, NULL, TRUE), ==, ADJ_OPEN_STEP_OUTCOME);

  /* No outcome: the rules open the envelope and need its move. */
  g_autoptr(GError) needed = g_error_new_literal (ADJ_RESUME_ERROR, ADJ_RESUME_ERROR_MOVE_NEEDED, "x");
  g_assert_cmpint (adj_open_step_after_arrivals (NULL, needed, TRUE), ==, ADJ_OPEN_STEP_OPENING);
  g_autoptr(GError) paper = g_error_new_literal (ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_ENVELOPE, "x");
  g_assert_cmpint (adj_open_step_after_arrivals (NULL, paper, TRUE), ==, ADJ_OPEN_STEP_OPENING);
  g_autoptr(GError) digital = g_error_new_literal (ADJ_SEAL_ERROR, ADJ_SEAL_ERROR_NO_PASSPHRASE, "x");
  g_assert_cmpint (adj_open_step_after_arrivals (NULL, digital, TRUE), ==, ADJ_OPEN_STEP_OPENING);
  /* Any other failure: nowhere to go. */
  g_autoptr(GError) other = g_error_new_literal (ADJ_FACTS_ERROR, ADJ_FACTS_ERROR_VALUE, "x");
  g_assert_cmpint (adj_open_step_after_arrivals (NULL, other, TRUE), ==, ADJ_OPEN_STEP_ARRIVALS);
}

/* A reply sealed: true while its envelope is closed, its text once opened;
 * the desk offers to seal one only while the engine awaits the sealer
 * after the sealed move was made. */
static void
test_sealed_reply (void)
{
  g_autoptr(GError) error = NULL;
  AdjOpenFacts f = { 0 };
  f.arrival[CHESS_BLACK] = (AdjArrival) { ADJ_ARRIVAL_AT, 0 };
  f.now = 120;
  f.reply_sealed = TRUE;
  g_autofree char *closed = adj_open_facts_to_json (&f);
  g_autoptr(JsonNode) closed_node = json_from_string (closed, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (closed_node), "responder_seals_reply"));
  g_autoptr(AdjFacts) closed_facts = adj_facts_new_from_data (closed, -1, &error);
  g_assert_no_error (error);
  f.reply = "Rh6";
  g_autofree char *opened = adj_open_facts_to_json (&f);
  g_autoptr(JsonNode) opened_node = json_from_string (opened, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (opened_node), "responder_seals_reply"), ==,
                   "Rh6");
  f.reply_sealed = FALSE;
  f.reply = NULL;
  g_autofree char *none = adj_open_facts_to_json (&f);
  g_autoptr(JsonNode) none_node = json_from_string (none, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_null_member (json_node_get_object (none_node), "responder_seals_reply"));

  AdjOutcome o = { 0 };
  g_assert_true (chess_fen_read (&o.before, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42", NULL));
  o.status = ADJ_OUTCOME_WAITING;
  o.awaiting[CHESS_WHITE] = TRUE;
  g_assert_false (adj_open_may_seal_reply (&o));   /* not opened yet */
  o.judged = TRUE;
  o.sealed.played = TRUE;
  g_assert_true (adj_open_may_seal_reply (&o));
  o.awaiting[CHESS_WHITE] = FALSE;
  o.awaiting[CHESS_BLACK] = TRUE;                   /* the responder awaited */
  g_assert_false (adj_open_may_seal_reply (&o));
  o.awaiting[CHESS_WHITE] = TRUE;
  o.status = ADJ_OUTCOME_CONTINUES;
  g_assert_false (adj_open_may_seal_reply (&o));
}

/* Which archived envelopes the desk opens. */
static void
test_can_open (void)
{
  AdjEnvelopeInfo info = { 0 };
  info.state = ADJ_ENVELOPE_SEALED;
  info.game_state = (char *) "adjourned";
  g_assert_true (adj_open_assistant_can_open (&info));
  info.game_state = (char *) "finished";
  g_assert_false (adj_open_assistant_can_open (&info));
  info.state = ADJ_ENVELOPE_OPENED;
  info.game_state = (char *) "waiting";
  g_assert_true (adj_open_assistant_can_open (&info));
  info.game_state = (char *) "playing";
  g_assert_false (adj_open_assistant_can_open (&info));
  g_assert_false (adj_open_assistant_can_open (NULL));
}

/* Which archived envelopes' outcomes the desk corrects: only a final one
 * (the game finished, going on or annulled), never one still to come or
 * waiting for a player, nor a lost envelope's (settled elsewhere). */
static void
test_can_correct (void)
{
  static const struct {
    AdjEnvelopeState state;
    const char      *game_state;
    gboolean         correctable;
  } cases[] = {
    { ADJ_ENVELOPE_SEALED, "adjourned", FALSE },     /* no outcome yet */
    { ADJ_ENVELOPE_SEALED, "finished", TRUE },       /* a draw agreed before opening */
    { ADJ_ENVELOPE_OPENED, "waiting", FALSE },       /* later facts, not a correction */
    { ADJ_ENVELOPE_OPENED, "playing", TRUE },
    { ADJ_ENVELOPE_OPENED, "finished", TRUE },
    { ADJ_ENVELOPE_OPENED, "annulled", TRUE },
    { ADJ_ENVELOPE_LOST, "finished", FALSE },
    { ADJ_ENVELOPE_RECONSTRUCTED, "playing", FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjEnvelopeInfo info = { 0 };
      info.state = cases[i].state;
      info.game_state = (char *) cases[i].game_state;
      g_assert_cmpint (adj_open_assistant_can_correct (&info), ==, cases[i].correctable);
      /* Never both: what can be opened has no final outcome. */
      g_assert_false (adj_open_assistant_can_correct (&info) && adj_open_assistant_can_open (&info));
    }
  g_assert_false (adj_open_assistant_can_correct (NULL));
}

/* What the outcome's board shows: the moves the engine made, played from
 * the envelope's position; the candidates of an ambiguous move as arrows;
 * the engine's position where the moves do not reach it. */
static void
test_outcome_board (void)
{
  AdjOutcome o = { 0 };
  g_assert_true (chess_fen_read (&o.before, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42", NULL));
  AdjOpenBoard b;

  /* Closed: the envelope's position, nothing drawn. */
  adj_open_outcome_board (&o, &b);
  g_assert_cmpint (b.n_moves, ==, 0);
  g_assert_cmpint (b.n_arrows, ==, 0);

  /* Ambiguous (Rd4: from f4 or d1): two arrows to d4, nothing played. */
  o.judged = TRUE;
  chess_notation_judge (&o.before, "Rd4", CHESS_LANG_EN, &o.sealed.verdict);
  g_assert_cmpint (o.sealed.verdict.kind, ==, CHESS_VERDICT_AMBIGUOUS);
  adj_open_outcome_board (&o, &b);
  g_assert_cmpint (b.n_moves, ==, 0);
  g_assert_cmpint (b.n_arrows, ==, 2);
  for (int i = 0; i < 2; i++)
    g_assert_cmpint (b.arrows[i][1], ==, chess_square_parse ("d4"));
  g_assert_cmpint (b.arrows[0][0], !=, b.arrows[1][0]);

  /* Legal and played: the move, to the engine's position. */
  chess_notation_judge (&o.before, "Kg3", CHESS_LANG_EN, &o.sealed.verdict);
  o.sealed.played = TRUE;
  o.has_position = TRUE;
  g_assert_true (chess_fen_read (&o.position, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/6KP/p1P5/3R4 b - - 2 42", NULL));
  adj_open_outcome_board (&o, &b);
  g_assert_cmpint (b.n_moves, ==, 1);
  g_assert_cmpint (b.moves[0], ==, o.sealed.verdict.move);
  g_assert_cmpint (b.n_arrows, ==, 0);

  /* A position the moves do not reach: the engine's, as it is. */
  g_assert_true (chess_fen_read (&o.position, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/6KP/p1P5/4R3 b - - 2 42", NULL));
  adj_open_outcome_board (&o, &b);
  g_assert_cmpint (b.n_moves, ==, 0);
  char fen[CHESS_FEN_MAX];
  chess_fen_write (&b.start, fen);
  g_assert_cmpstr (fen, ==, "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/6KP/p1P5/4R3 b - - 2 42");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/open/facts-json", test_facts_json);
  g_test_add_func ("/ui/open/offsets", test_offsets);
  g_test_add_func ("/ui/open/waiting-time", test_waiting_time);
  g_test_add_func ("/ui/open/step-after-arrivals", test_step_after_arrivals);
  g_test_add_func ("/ui/open/can-open", test_can_open);
  g_test_add_func ("/ui/open/can-correct", test_can_correct);
  g_test_add_func ("/ui/open/outcome-board", test_outcome_board);
  g_test_add_func ("/ui/open/sealed-reply", test_sealed_reply);
  return g_test_run ();
}
