/* test-lost-logic.c — what the lost-envelope walkthrough shows, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "adj-facts.h"
#include "adj-lost-assistant.h"
#include "adj-lost-facts.h"
#include "chess-fen.h"
#include "lost-test.h"

/* The game of lost-test.h: Black wrote in Spanish, the bishop on c4. */
#define ENVELOPE_FEN LOST_TEST_FEN
#define WHITE_SHEET LOST_TEST_WHITE_SHEET
#define BLACK_SHEET LOST_TEST_BLACK_SHEET

static AdjReconstruction *
reconstruct (const char *white, const char *black, const GArray *settled)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjReconstructInput) input = adj_reconstruct_input_new ();
  g_free (input->sheets[CHESS_WHITE]);
  g_free (input->sheets[CHESS_BLACK]);
  input->langs[CHESS_WHITE] = CHESS_LANG_EN;
  input->langs[CHESS_BLACK] = CHESS_LANG_ES;
  input->sheets[CHESS_WHITE] = adj_lost_apply_settled (white, CHESS_LANG_EN, settled);
  input->sheets[CHESS_BLACK] = adj_lost_apply_settled (black, CHESS_LANG_ES, settled);
  input->has_envelope = TRUE;
  g_assert_true (chess_fen_read (&input->envelope, ENVELOPE_FEN, NULL));
  input->rules = g_strdup ("fide-1985");
  AdjReconstruction *r = adj_reconstruct (input, &error);
  g_assert_no_error (error);
  return r;
}

static void
test_sheet_text (void)
{
  g_autoptr(GError) error = NULL;
  const char pgn[] = "[Event \"Club\"]\n[White \"A\"]\n\n1. e4 e5 {good} 2. Nf3\n  Nc6 *\n";
  g_autofree char *text = adj_lost_sheet_text (pgn, strlen (pgn), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "1. e4 e5 {good} 2. Nf3\nNc6 *");

  /* Plain move text is taken as it is. */
  g_autofree char *plain = adj_lost_sheet_text ("e4 e5", 5, &error);
  g_assert_cmpstr (plain, ==, "e4 e5");

  /* Not text: refused, the line named. */
  const char nul[] = "1. e4 e5\n2. Nf3\0Nc6";
  g_assert_null (adj_lost_sheet_text (nul, sizeof nul - 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "line 2"));
  g_clear_error (&error);
  const char latin1[] = "1. e4 e5\n\n2. Cf3 Cc6 \xe9";
  g_assert_null (adj_lost_sheet_text (latin1, sizeof latin1 - 1, &error));
  g_assert_nonnull (strstr (error->message, "line 3"));
}

static void
test_apply_settled (void)
{
  ChessPosition before;
  g_assert_true (chess_fen_read (&before, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", NULL));
  g_autoptr(GArray) settled = g_array_new (FALSE, TRUE, sizeof (AdjLostSettlement));
  AdjLostSettlement s = { .ply = 5, .before = before,
                          .move = chess_move_make (chess_square_make (5, 0), chess_square_make (1, 4), CHESS_MOVE_NORMAL, CHESS_KNIGHT) };
  adj_lost_settle (settled, &s);

  /* Each sheet in its own letters; numbers dropped, entries kept in order. */
  g_autofree char *black = adj_lost_apply_settled (BLACK_SHEET, CHESS_LANG_ES, settled);
  g_assert_cmpstr (black, ==, "e4 e5 Cf3 Cc6 Ab5 a6");
  g_autofree char *white = adj_lost_apply_settled (WHITE_SHEET, CHESS_LANG_EN, settled);
  g_assert_cmpstr (white, ==, "e4 e5 Nf3 Nc6 Bb5 a6");
  /* A sheet too short is padded with blank cells up to the settled ply. */
  g_autofree char *shorter = adj_lost_apply_settled ("1. e4 e5", CHESS_LANG_EN, settled);
  g_assert_cmpstr (shorter, ==, "e4 e5 - - Bb5");

  /* Settling an earlier ply forgets those after it; the same ply replaces. */
  AdjLostSettlement later = s;
  later.ply = 7;
  adj_lost_settle (settled, &later);
  g_assert_cmpuint (settled->len, ==, 2);
  AdjLostSettlement earlier = s;
  earlier.ply = 3;
  adj_lost_settle (settled, &earlier);
  g_assert_cmpuint (settled->len, ==, 1);
  g_assert_cmpint (g_array_index (settled, AdjLostSettlement, 0).ply, ==, 3);
}

/* The rows of the side-by-side view: the disagreement highlighted, the
 * unreadable entry marked on its sheet only. */
static void
test_rows (void)
{
  g_autoptr(AdjReconstruction) r = reconstruct (WHITE_SHEET, BLACK_SHEET, NULL);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  const char *sheets[2] = { WHITE_SHEET, BLACK_SHEET };
  g_autoptr(GPtrArray) rows = adj_lost_rows (sheets, r, NULL);
  g_assert_cmpuint (rows->len, ==, 6);
  for (guint i = 0; i < rows->len; i++)
    {
      const AdjLostRow *row = rows->pdata[i];
      g_assert_cmpint (row->ply, ==, (int) i + 1);
      g_assert_cmpint (row->disagree, ==, row->ply == 5);
      g_assert_false (row->settled);
    }
  const AdjLostRow *fifth = rows->pdata[4];
  g_assert_cmpstr (fifth->number, ==, "3.");
  g_assert_cmpstr (fifth->text[CHESS_WHITE], ==, "Bb5");
  g_assert_cmpstr (fifth->text[CHESS_BLACK], ==, "Ac4");
  g_assert_cmpint (fifth->index, ==, 0);
  g_assert_cmpstr (((AdjLostRow *) rows->pdata[5])->number, ==, "3…");

  /* A scrawl on Black's sheet where White's reads: a problem of that sheet. */
  const char *scrawl = "1. e4 e5 2. Cf3 Cc6 3. A?5 a6";
  g_autoptr(AdjReconstruction) r2 = reconstruct (WHITE_SHEET, scrawl, NULL);
  const char *sheets2[2] = { WHITE_SHEET, scrawl };
  g_autoptr(GPtrArray) rows2 = adj_lost_rows (sheets2, r2, NULL);
  const AdjLostRow *bad = rows2->pdata[4];
  g_assert_true (bad->problem[CHESS_BLACK]);
  g_assert_false (bad->problem[CHESS_WHITE]);
  g_assert_false (((AdjLostRow *) rows2->pdata[3])->problem[CHESS_BLACK]);
}

/* The readings listed, and one taken: the sheets then agree and the game may go on. */
static void
test_readings (void)
{
  g_autoptr(AdjReconstruction) r = reconstruct (WHITE_SHEET, BLACK_SHEET, NULL);
  g_assert_false (adj_lost_can_go_on (r));
  /* A reading reaches the envelope's position: the game can be saved. */
  g_assert_false (adj_lost_can_annul (r));
  g_assert_cmpint (adj_lost_step_next (ADJ_LOST_STEP_COMPARE, r), ==, ADJ_LOST_STEP_COMPARE);
  g_assert_cmpuint (adj_reconstruction_get_n_readings (r), >=, 2);

  /* The envelope's position first: White's bishop on b5, Black's sheet departs. */
  const AdjReading *best = adj_reconstruction_get_reading (r, 0);
  g_autofree char *title = adj_lost_reading_title (best, 0, TRUE);
  g_assert_cmpstr (title, ==, "Reading 1 · 1 departure from the sheets · reaches the envelope’s position");
  const ChessLang langs[2] = { CHESS_LANG_EN, CHESS_LANG_ES };
  g_autofree char *departures = adj_lost_reading_departures (best, langs, FALSE);
  g_assert_cmpstr (departures, ==, "3. Black’s sheet: Ac4, read Ab5");
  /* With figurines the reading's move is a figurine of the mover's colour;
   * the sheet's own entry stays as written. */
  g_autofree char *figurines = adj_lost_reading_departures (best, langs, TRUE);
  g_assert_cmpstr (figurines, ==, "3. Black’s sheet: Ac4, read ♗b5");
  const AdjReading *other = adj_reconstruction_get_reading (r, 1);
  g_autofree char *other_title = adj_lost_reading_title (other, 1, TRUE);
  g_assert_nonnull (strstr (other_title, "not the envelope’s position"));
  g_autofree char *summary = adj_lost_summary (r);
  g_assert_cmpstr (summary, ==, "2 readings reach the adjournment: the arbiter chooses");

  g_autoptr(GArray) settled = g_array_new (FALSE, TRUE, sizeof (AdjLostSettlement));
  adj_lost_settle_reading (settled, best);
  g_assert_cmpuint (settled->len, ==, 1);
  /* What is stored keeps the sheet's letters, whatever the window shows. */
  g_autofree char *applied = adj_lost_apply_settled (BLACK_SHEET, CHESS_LANG_ES, settled);
  g_assert_nonnull (strstr (applied, "Ab5"));
  g_assert_null (strstr (applied, "♗"));
  g_autoptr(AdjReconstruction) after = reconstruct (WHITE_SHEET, BLACK_SHEET, settled);
  g_assert_cmpint (after->status, ==, ADJ_RECONSTRUCT_RECONSTRUCTED);
  g_assert_true (after->envelope_matches);
  g_assert_true (adj_lost_can_go_on (after));
  g_assert_false (adj_lost_can_annul (after));
  g_assert_cmpint (adj_lost_step_next (ADJ_LOST_STEP_COMPARE, after), ==, ADJ_LOST_STEP_CLOCKS);
  const char *sheets[2] = { WHITE_SHEET, BLACK_SHEET };
  g_autoptr(GPtrArray) rows = adj_lost_rows (sheets, after, settled);
  g_assert_true (((AdjLostRow *) rows->pdata[4])->settled);
  g_assert_false (((AdjLostRow *) rows->pdata[4])->disagree);
}

/* Whether Confirm may record: going on needs the position and the clocks;
 * annulling a reason, and only a game the sheets cannot rebuild. */
static void
test_confirm (void)
{
  g_autoptr(AdjReconstruction) split = reconstruct (WHITE_SHEET, BLACK_SHEET, NULL);
  g_autoptr(AdjReconstruction) agreed = reconstruct (WHITE_SHEET, "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6", NULL);
  const char *impossible_sheet = "1. e4 e5 2. Ke3 Ke6 3. Nf3 Nc6";
  g_autoptr(AdjReconstruction) lost = reconstruct (impossible_sheet, "1. e4 e5 2. Re3 Re6 3. Cf3 Cc6", NULL);
  g_assert_cmpint (lost->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
  g_autofree char *lost_summary = adj_lost_summary (lost);
  g_assert_cmpstr (lost_summary, ==, "The position cannot be re-established");

  g_assert_false (adj_lost_can_confirm (ADJ_LOST_GO_ON, split, TRUE, NULL));
  g_assert_true (adj_lost_can_confirm (ADJ_LOST_GO_ON, agreed, TRUE, NULL));
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_GO_ON, agreed, FALSE, NULL));
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_GO_ON, lost, TRUE, NULL));

  g_assert_true (adj_lost_can_confirm (ADJ_LOST_ANNUL, lost, FALSE, "Both sheets stop at move 2"));
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_ANNUL, lost, TRUE, "  "));
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_ANNUL, lost, TRUE, NULL));
  /* Sheets that agree are never annulled (2023 I.12.2). */
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_ANNUL, agreed, TRUE, "The players disagree"));
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_ANNUL, split, TRUE, "The players disagree"));
  /* Sheets that agree on a position the envelope's copy does not have. */
  g_autoptr(AdjReconstruction) other = reconstruct ("1. e4 e5 2. Nf3 Nc6 3. Bc4 a6", "1. e4 e5 2. Cf3 Cc6 3. Ac4 a6", NULL);
  g_assert_cmpint (other->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_false (adj_lost_can_go_on (other));
  g_assert_true (adj_lost_can_confirm (ADJ_LOST_ANNUL, other, TRUE, "The envelope's copy is not the game"));
  g_assert_false (adj_lost_can_confirm (ADJ_LOST_ANNUL, NULL, TRUE, "No sheets"));

  g_assert_cmpint (adj_lost_step_back (ADJ_LOST_STEP_CONFIRM, ADJ_LOST_ANNUL), ==, ADJ_LOST_STEP_COMPARE);
  g_assert_cmpint (adj_lost_step_back (ADJ_LOST_STEP_CONFIRM, ADJ_LOST_GO_ON), ==, ADJ_LOST_STEP_MOVE);
  g_assert_cmpint (adj_lost_step_back (ADJ_LOST_STEP_SHEETS, ADJ_LOST_GO_ON), ==, ADJ_LOST_STEP_SHEETS);
  g_assert_cmpint (adj_lost_step_next (ADJ_LOST_STEP_MOVE, agreed), ==, ADJ_LOST_STEP_CONFIRM);
}

/* The facts the declared move is judged from read as a lost envelope's. */
static void
test_facts_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *json = adj_lost_facts_json ("  Ba4 ", ADJ_LOST_FOLLOW_NONE, "Bc4", FALSE);
  g_autoptr(AdjFacts) facts = adj_facts_new_from_data (json, -1, &error);
  g_assert_no_error (error);
  g_assert_true (adj_facts_get_envelope_lost (facts));
  g_assert_null (adj_facts_get_sealed_move (facts));
  g_assert_nonnull (strstr (json, "\"declared_move\":\"Ba4\""));
  g_assert_nonnull (strstr (json, "\"times_known\":false"));
  /* Nothing asked for: what was typed after it is not sent. */
  g_assert_null (strstr (json, "Bc4"));
  g_autofree char *replaced = adj_lost_facts_json ("Bxd7", ADJ_LOST_FOLLOW_REPLACEMENT, " Ba4", TRUE);
  g_assert_nonnull (strstr (replaced, "\"replacement_move\":\"Ba4\""));
  g_autofree char *meant = adj_lost_facts_json ("Zz9", ADJ_LOST_FOLLOW_MEANT, "Ba4", TRUE);
  g_assert_nonnull (strstr (meant, "\"meant_move\":\"Ba4\""));
  g_autofree char *blank = adj_lost_facts_json ("Zz9", ADJ_LOST_FOLLOW_MEANT, "  ", TRUE);
  g_assert_null (strstr (blank, "meant_move"));

  g_autofree char *none = adj_lost_facts_json (NULL, ADJ_LOST_FOLLOW_NONE, NULL, TRUE);
  g_assert_nonnull (strstr (none, "\"declared_move\":null"));
}

/* The declared move judged by the engine from these facts: its heading. */
static void
test_declared_outcome (void)
{
  g_autoptr(GError) error = NULL;
  AdjEnvelopeFields fields;
  adj_envelope_fields_init (&fields);
  fields.rules = "fide-1985";
  fields.white = "Serra, Anna";
  fields.black = "Puig, Jordi";
  fields.position = ENVELOPE_FEN;
  fields.time_control = "40/9000:16/3600";
  fields.sealer = CHESS_WHITE;
  fields.sealed_move_number = 4;
  fields.time_used[CHESS_WHITE] = 8820;
  fields.time_used[CHESS_BLACK] = 8100;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  const char *names[2] = { "Serra, Anna", "Puig, Jordi" };
  /* The declaration alone, what it asks the arbiter to establish, and
   * the answer once he has. */
  static const struct {
    const char *move; AdjLostFollowUp kind; const char *then; const char *heading;
  } cases[] = {
    { "Ba4", ADJ_LOST_FOLLOW_NONE, NULL, "Play goes on" },
    { "Bxd7", ADJ_LOST_FOLLOW_REPLACEMENT, NULL, "Illegal: a legal move must replace it" },
    { "Bxd7", ADJ_LOST_FOLLOW_REPLACEMENT, "Ba4", "Play goes on" },
    { "Zz9", ADJ_LOST_FOLLOW_MEANT, NULL, "The sealer says which move he means" },
    { "Zz9", ADJ_LOST_FOLLOW_MEANT, "Bxc6", "Play goes on" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *alone = adj_lost_facts_json (cases[i].move, ADJ_LOST_FOLLOW_NONE, NULL, TRUE);
      g_autoptr(AdjFacts) alone_facts = adj_facts_new_from_data (alone, -1, &error);
      g_autoptr(AdjScenario) alone_scenario = adj_facts_to_scenario (alone_facts, env, NULL, &error);
      g_autoptr(AdjOutcome) first = adj_resume (alone_scenario, &error);
      g_assert_no_error (error);
      g_assert_cmpint (adj_lost_follow_up (first), ==, cases[i].kind);
      g_autofree char *json = adj_lost_facts_json (cases[i].move, cases[i].kind, cases[i].then, TRUE);
      g_autoptr(AdjFacts) facts = adj_facts_new_from_data (json, -1, &error);
      g_assert_no_error (error);
      g_autoptr(AdjScenario) scenario = adj_facts_to_scenario (facts, env, NULL, &error);
      g_assert_no_error (error);
      g_autoptr(AdjOutcome) o = adj_resume (scenario, &error);
      g_assert_no_error (error);
      g_autofree char *heading = adj_lost_describe_outcome (o, names);
      g_assert_cmpstr (heading, ==, cases[i].heading);
    }
}

/* Which archived envelopes the walkthrough is offered for. */
static void
test_can_start (void)
{
  AdjEnvelopeInfo info = { 0 };
  info.state = ADJ_ENVELOPE_SEALED;
  info.game_state = (char *) "adjourned";
  g_assert_true (adj_lost_assistant_can_start (&info));
  info.state = ADJ_ENVELOPE_LOST;
  g_assert_true (adj_lost_assistant_can_start (&info));
  info.state = ADJ_ENVELOPE_OPENED;
  info.game_state = (char *) "playing";
  g_assert_false (adj_lost_assistant_can_start (&info));
  info.state = ADJ_ENVELOPE_RECONSTRUCTED;
  g_assert_false (adj_lost_assistant_can_start (&info));
  info.state = ADJ_ENVELOPE_SEALED;
  info.game_state = (char *) "waiting";
  g_assert_false (adj_lost_assistant_can_start (&info));
  g_assert_false (adj_lost_assistant_can_start (NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lost/sheet-text", test_sheet_text);
  g_test_add_func ("/lost/apply-settled", test_apply_settled);
  g_test_add_func ("/lost/rows", test_rows);
  g_test_add_func ("/lost/readings", test_readings);
  g_test_add_func ("/lost/confirm", test_confirm);
  g_test_add_func ("/lost/facts-json", test_facts_json);
  g_test_add_func ("/lost/can-start", test_can_start);
  g_test_add_func ("/lost/declared-outcome", test_declared_outcome);
  return g_test_run ();
}
