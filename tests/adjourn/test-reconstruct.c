/* test-reconstruct.c — rebuilding a lost envelope's position from the scoresheets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cases from RULES.md §5 (2023 I.12, 2005 A11, 1993 14.5, 1985 14.05) and
 * spec/formats.md "Reconstruction".
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-reconstruct.h"
#include "chess-fen.h"

/* One Italian game, 13 moves (26 plies), as each player might write it.
 * White's 12th move (ply 23) is the knight from b1 to d2: "Cd2" alone is
 * ambiguous there, the knight on f3 reaching d2 too. */
static const char *const game_en[] = {
  "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "Nf6", "O-O", "d6", "c3", "O-O", "h3", "a6",
  "Re1", "Ba7", "Bb3", "h6", "Be3", "Re8", "Qe2", "Be6", "Nbd2", "Bxb3", "axb3", "d5", NULL
};
static const char sheet_ca[] =
  "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. d3 Cf6 5. 0-0 d6 6. c3 0-0 7. h3 a6 "
  "8. Te1 Aa7 9. Ab3 h6 10. Ae3 Te8 11. De2 Ae6 12. Cbd2 Axb3 13. axb3 d5";
static const char sheet_de[] =
  "1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.d3 Sf6 5.O-O d6 6.c3 O-O 7.h3 a6 "
  "8.Te1 La7 9.Lb3 h6 10.Le3 Te8 11.De2 Le6 12.Sbd2 Lxb3 13.axb3 d5";

/* The position after the first 'plies' English moves, read by the rules engine alone. */
static void
position_after (int plies, ChessPosition *pos)
{
  chess_position_set_start (pos);
  for (int i = 0; i < plies && game_en[i]; i++)
    {
      ChessMove m = chess_notation_read_legal (pos, game_en[i], CHESS_LANG_EN);
      ChessUndo undo;
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      chess_position_make (pos, m, &undo);
    }
}

static int
game_plies (void)
{
  int n = 0;
  while (game_en[n])
    n++;
  return n;
}

/* Replace the 'index'-th entry (0-based) of a scoresheet by 'text'. */
static char *
replace_entry (const char *sheet, int index, const char *text)
{
  g_autoptr(GPtrArray) entries = adj_scoresheet_split (sheet);
  g_assert_cmpuint ((guint) index, <, entries->len);
  g_free (entries->pdata[index]);
  entries->pdata[index] = g_strdup (text);
  g_ptr_array_add (entries, NULL);
  return g_strjoinv (" ", (char **) entries->pdata);
}

static AdjReconstructInput *
make_input (const char *white, ChessLang wl, const char *black, ChessLang bl)
{
  AdjReconstructInput *in = adj_reconstruct_input_new ();
  g_free (in->sheets[0]);
  g_free (in->sheets[1]);
  in->sheets[0] = g_strdup (white);
  in->sheets[1] = g_strdup (black);
  in->langs[0] = wl;
  in->langs[1] = bl;
  return in;
}

static AdjReconstruction *
run (const AdjReconstructInput *in)
{
  g_autoptr(GError) error = NULL;
  AdjReconstruction *r = adj_reconstruct (in, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static void
assert_same_fen (const ChessPosition *a, const ChessPosition *b)
{
  char fa[CHESS_FEN_MAX], fb[CHESS_FEN_MAX];
  chess_fen_write (a, fa);
  chess_fen_write (b, fb);
  g_assert_cmpstr (fa, ==, fb);
}

static gboolean
has_article (const AdjReconstruction *r, const char *article)
{
  for (guint i = 0; i < r->articles->len; i++)
    if (strcmp (r->articles->pdata[i], article) == 0)
      return TRUE;
  return FALSE;
}

static const AdjReading *
reading (const AdjReconstruction *r, guint i)
{
  g_assert_cmpuint (adj_reconstruction_get_n_readings (r), >, i);
  return adj_reconstruction_get_reading (r, i);
}

static void
assert_departure (const AdjReading *rd, guint i, int ply, int sheet, const char *text, const char *instead_uci)
{
  g_assert_cmpuint (adj_reading_get_n_departures (rd), >, i);
  const AdjDeparture *d = adj_reading_get_departure (rd, i);
  char uci[6] = "";
  g_assert_cmpint (d->ply, ==, ply);
  g_assert_cmpint (d->sheet, ==, sheet);
  g_assert_cmpstr (d->text, ==, text);
  if (d->instead != CHESS_MOVE_NONE)
    chess_move_to_uci (d->instead, uci);
  g_assert_cmpstr (uci, ==, instead_uci ? instead_uci : "");
}

static void
test_split (void)
{
  g_autoptr(GPtrArray) e = adj_scoresheet_split ("1.e4 e5 2. Cf3!? {a comment 3. xx} Cc6 (2... d6 3. d4) "
                                                 "3. Ab5 $1 ... a6\n4. Axc6 - 5... O-O e.p. 1/2-1/2");
  static const char *const want[] = { "e4", "e5", "Cf3!?", "Cc6", "Ab5", "a6", "Axc6", "", "O-O" };
  g_assert_cmpuint (e->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < e->len; i++)
    g_assert_cmpstr (e->pdata[i], ==, want[i]);

  g_autoptr(GPtrArray) none = adj_scoresheet_split ("  1. ... 1-0 ");
  g_assert_cmpuint (none->len, ==, 0);
  /* Castling written with zeros is a move, not a result. */
  g_autoptr(GPtrArray) castle = adj_scoresheet_split ("0-0 0-0-0 0-1");
  g_assert_cmpuint (castle->len, ==, 2);
  g_assert_cmpstr (castle->pdata[1], ==, "0-0-0");
}

static void
test_agreeing (void)
{
  g_autoptr(AdjReconstructInput) in = make_input (sheet_ca, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);
  ChessPosition want;
  position_after (game_plies (), &want);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_RECONSTRUCTED);
  g_assert_cmpint (r->agreed_plies, ==, game_plies ());
  g_assert_cmpuint (r->disagreements->len, ==, 0);
  g_assert_cmpuint (r->problems->len, ==, 0);
  g_assert_cmpint (r->stopped_at_ply, ==, 0);
  assert_same_fen (&r->position, &want);
  g_assert_true (has_article (r, "I.12.1"));
  g_assert_false (has_article (r, "I.12.2"));
  g_assert_cmpstr (adj_reconstruct_status_id (r->status), ==, "reconstructed");
}

static void
test_two_languages (void)
{
  g_autoptr(AdjReconstructInput) in = make_input (sheet_ca, CHESS_LANG_CA, sheet_de, CHESS_LANG_DE);
  g_autoptr(AdjReconstruction) r = run (in);
  ChessPosition want;
  position_after (game_plies (), &want);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_RECONSTRUCTED);
  g_assert_cmpint (r->agreed_plies, ==, game_plies ());
  assert_same_fen (&r->position, &want);

  /* The German sheet read as Catalan: "Sf3" means nothing there. */
  g_autoptr(AdjReconstructInput) wrong = make_input (sheet_ca, CHESS_LANG_CA, sheet_de, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) w = run (wrong);
  g_assert_cmpint (w->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (w->agreed_plies, ==, 2);
}

static void
test_disagreement_ply_23 (void)
{
  /* White wrote the ambiguous "Cd2", Black the full "Sbd2". */
  g_autofree char *white = replace_entry (sheet_ca, 22, "Cd2");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_de, CHESS_LANG_DE);
  g_autoptr(AdjReconstruction) r = run (in);
  ChessPosition want;

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, 22);
  position_after (22, &want);
  assert_same_fen (&r->position, &want);

  g_assert_cmpuint (r->disagreements->len, ==, 1);
  const AdjDisagreement *d = &g_array_index (r->disagreements, AdjDisagreement, 0);
  g_assert_cmpint (d->ply, ==, 23);
  g_assert_cmpint (d->before.fullmove_number, ==, 12);
  g_assert_cmpint (d->before.side, ==, CHESS_WHITE);
  g_assert_cmpstr (d->sheet[ADJ_SHEET_WHITE].text, ==, "Cd2");
  g_assert_cmpstr (d->sheet[ADJ_SHEET_BLACK].text, ==, "Sbd2");
  g_assert_cmpint (d->sheet[ADJ_SHEET_WHITE].verdict.kind, ==, CHESS_VERDICT_AMBIGUOUS);
  g_assert_cmpint (d->sheet[ADJ_SHEET_BLACK].verdict.kind, ==, CHESS_VERDICT_LEGAL);
  /* The one move both entries allow is followed, and the rest still agrees. */
  g_assert_cmpuint (d->followed, ==, chess_move_from_uci (&want, "b1d2"));
  g_assert_cmpint (r->followed_plies, ==, game_plies ());
  position_after (game_plies (), &want);
  assert_same_fen (&r->followed_position, &want);

  g_assert_cmpuint (r->problems->len, ==, 1);
  const AdjProblem *p = &g_array_index (r->problems, AdjProblem, 0);
  g_assert_cmpint (p->ply, ==, 23);
  g_assert_cmpint (p->sheet, ==, ADJ_SHEET_WHITE);
  g_assert_cmpint (p->entry.verdict.kind, ==, CHESS_VERDICT_AMBIGUOUS);
  g_assert_true (has_article (r, "I.12.1"));
  g_assert_true (has_article (r, "I.12.2"));
}

static void
test_two_legal_moves (void)
{
  /* Two different legal moves at ply 23; the later "Ch4" (knight f3 to h4)
   * fits only if the knight on f3 stayed: the lookahead follows Black's sheet
   * although White made the move. */
  g_autofree char *w0 = replace_entry (sheet_ca, 22, "Cfd2");
  g_autofree char *white = g_strconcat (w0, " 14. Ch4", NULL);
  g_autofree char *black = g_strconcat (sheet_ca, " 14. Ch4", NULL);
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, black, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);
  ChessPosition before;
  position_after (22, &before);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, 22);
  g_assert_cmpuint (r->disagreements->len, ==, 1);
  const AdjDisagreement *d = &g_array_index (r->disagreements, AdjDisagreement, 0);
  g_assert_cmpint (d->ply, ==, 23);
  g_assert_cmpuint (d->followed, ==, chess_move_from_uci (&before, "b1d2"));
  g_assert_cmpuint (r->problems->len, ==, 0);
  g_assert_cmpint (r->followed_plies, ==, game_plies () + 1);

  /* Without the telling move the two continue equally: the mover's own sheet wins. */
  g_autoptr(AdjReconstructInput) tie = make_input (w0, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) t = run (tie);
  g_assert_cmpuint (t->disagreements->len, ==, 1);
  g_assert_cmpuint (g_array_index (t->disagreements, AdjDisagreement, 0).followed, ==,
                    chess_move_from_uci (&before, "f3d2"));
}

static void
test_unreadable_entry (void)
{
  /* Black's copy of Black's 5th move (ply 10) is a scrawl. */
  g_autofree char *black = replace_entry (sheet_ca, 9, "Cz9");
  g_autoptr(AdjReconstructInput) in = make_input (sheet_ca, CHESS_LANG_CA, black, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, 9);
  g_assert_cmpuint (r->problems->len, ==, 1);
  const AdjProblem *p = &g_array_index (r->problems, AdjProblem, 0);
  g_assert_cmpint (p->ply, ==, 10);
  g_assert_cmpint (p->sheet, ==, ADJ_SHEET_BLACK);
  g_assert_cmpstr (p->entry.text, ==, "Cz9");
  g_assert_cmpint (p->entry.verdict.kind, ==, CHESS_VERDICT_UNREADABLE);
  g_assert_cmpuint (r->disagreements->len, ==, 1);
  g_assert_cmpint (g_array_index (r->disagreements, AdjDisagreement, 0).ply, ==, 10);
  /* White's sheet carries the replay on to the end. */
  g_assert_cmpint (r->followed_plies, ==, game_plies ());
}

static void
test_illegal_entry (void)
{
  /* White's 4th move (ply 7) written "d5": the d-pawn cannot get there. */
  g_autofree char *white = replace_entry (sheet_ca, 6, "d5");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, 6);
  g_assert_cmpuint (r->problems->len, ==, 1);
  const AdjProblem *p = &g_array_index (r->problems, AdjProblem, 0);
  g_assert_cmpint (p->ply, ==, 7);
  g_assert_cmpint (p->sheet, ==, ADJ_SHEET_WHITE);
  g_assert_cmpint (p->entry.verdict.kind, ==, CHESS_VERDICT_ILLEGAL);
  g_assert_cmpint (r->followed_plies, ==, game_plies ());
}

static void
test_both_ambiguous_same (void)
{
  /* Both wrote "Cd2": no disagreement, but two problems for the arbiter. */
  g_autofree char *both = replace_entry (sheet_ca, 22, "Cd2");
  g_autoptr(AdjReconstructInput) in = make_input (both, CHESS_LANG_CA, both, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, 22);
  g_assert_cmpuint (r->disagreements->len, ==, 0);
  g_assert_cmpuint (r->problems->len, ==, 2);
  g_assert_cmpint (r->stopped_at_ply, ==, 0);
}

static void
test_envelope (void)
{
  ChessPosition end;
  char fen[CHESS_FEN_MAX];
  position_after (game_plies (), &end);
  chess_fen_write (&end, fen);

  /* Matching: also when one FEN names an en passant square no pawn can use
   * (after 13...d5, d6) and the other does not. */
  g_auto(GStrv) fields = g_strsplit (fen, " ", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 6);
  g_autofree char *with_ep = g_strdup_printf ("%s %s %s d6 %s %s", fields[0], fields[1], fields[2], fields[4], fields[5]);
  g_autofree char *no_ep = g_strdup_printf ("%s %s %s - %s %s", fields[0], fields[1], fields[2], fields[4], fields[5]);
  const char *matching[] = { with_ep, no_ep };
  for (gsize i = 0; i < G_N_ELEMENTS (matching); i++)
    {
      g_autoptr(AdjReconstructInput) in = make_input (sheet_ca, CHESS_LANG_CA, sheet_de, CHESS_LANG_DE);
      g_assert_true (chess_fen_read (&in->envelope, matching[i], NULL));
      in->has_envelope = TRUE;
      g_autoptr(AdjReconstruction) r = run (in);
      g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_RECONSTRUCTED);
      g_assert_true (r->envelope_matches);
      g_assert_cmpint (r->envelope_ply, ==, game_plies ());
    }

  /* Not matching: the envelope shows the position two plies earlier, as if
   * the sheets had gone on past the adjournment. */
  ChessPosition earlier;
  position_after (game_plies () - 2, &earlier);
  static const struct { const char *rules; const char *resume, *annul, *wrong; } editions[] = {
    { NULL,        "I.12.1",   "I.12.2",   NULL },
    { "fide-2005", "A11a",     "A11b",     NULL },
    { "fide-1993", "14.5 A",   "14.5 B",   "8.4" },
    { "fide-1985", "14.05(a)", "14.05(b)", "08.04" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (editions); i++)
    {
      g_autoptr(AdjReconstructInput) in = make_input (sheet_ca, CHESS_LANG_CA, sheet_de, CHESS_LANG_DE);
      in->envelope = earlier;
      in->has_envelope = TRUE;
      in->rules = g_strdup (editions[i].rules);
      g_autoptr(AdjReconstruction) r = run (in);
      g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
      g_assert_false (r->envelope_matches);
      g_assert_cmpint (r->agreed_plies, ==, game_plies ());
      g_assert_cmpint (r->envelope_ply, ==, game_plies () - 2);
      g_assert_true (has_article (r, editions[i].resume));
      g_assert_true (has_article (r, editions[i].annul));
      g_assert_cmpuint (r->articles->len, ==, editions[i].wrong ? 3 : 2);
      if (editions[i].wrong)
        g_assert_true (has_article (r, editions[i].wrong));
    }
}

static void
test_one_sheet_short (void)
{
  /* White's sheet goes one ply further: Black's is short there. */
  g_autofree char *white = g_strconcat (sheet_ca, " 14. exd5", NULL);
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, game_plies ());
  g_assert_cmpuint (r->disagreements->len, ==, 1);
  const AdjDisagreement *d = &g_array_index (r->disagreements, AdjDisagreement, 0);
  g_assert_cmpint (d->ply, ==, game_plies () + 1);
  g_assert_null (d->sheet[ADJ_SHEET_BLACK].text);
  g_assert_cmpstr (d->sheet[ADJ_SHEET_WHITE].text, ==, "exd5");
  g_assert_cmpint (r->followed_plies, ==, game_plies () + 1);

  /* White's sheet goes on with a scrawl nothing settles: the game is taken
   * to have stopped where Black's sheet ends, White's last entry departed
   * from — a question for the arbiter, not an annulment. */
  g_autofree char *scrawl = g_strconcat (sheet_ca, " 14. Zz", NULL);
  g_autoptr(AdjReconstructInput) on = make_input (scrawl, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) o = run (on);
  g_assert_cmpint (o->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpuint (o->readings_found, ==, 1);
  g_assert_cmpuint (reading (o, 0)->moves->len, ==, (guint) game_plies ());
  assert_departure (reading (o, 0), 0, game_plies () + 1, ADJ_SHEET_WHITE, "Zz", NULL);
  g_assert_cmpint (o->followed_plies, ==, game_plies ());

  /* A sheet that is not available at all: every ply is Black's word against nothing. */
  g_autoptr(AdjReconstructInput) lone = make_input (NULL, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) l = run (lone);
  g_assert_cmpint (l->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (l->agreed_plies, ==, 0);
  g_assert_cmpuint (l->disagreements->len, ==, (guint) game_plies ());
  g_assert_cmpint (l->followed_plies, ==, game_plies ());

  g_autoptr(AdjReconstructInput) none = make_input (NULL, CHESS_LANG_CA, NULL, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) n = run (none);
  g_assert_cmpint (n->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
}

static void
test_impossible (void)
{
  /* From White's 2nd move on both sheets are scrawls: nothing says what was played. */
  static const char white[] = "1. e4 e5 2. Xq9 Zz 3. Yy Ww 4. Vv Uu";
  static const char black[] = "1. e4 e5 2. Qz0 Rr 3. Tt Ss 4. Pp Oo";
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, black, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
  g_assert_cmpint (r->agreed_plies, ==, 2);
  g_assert_cmpint (r->stopped_at_ply, ==, 3);
  g_assert_true (has_article (r, "I.12.2"));
  g_assert_false (has_article (r, "I.12.1"));

  /* Both garbled at the last ply, where many moves were possible: the
   * position at adjournment is unknown. */
  g_autofree char *w = replace_entry (sheet_ca, game_plies () - 1, "d9");
  g_autofree char *b = replace_entry (sheet_ca, game_plies () - 1, "??x");
  g_autoptr(AdjReconstructInput) last = make_input (w, CHESS_LANG_CA, b, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) l = run (last);
  g_assert_cmpint (l->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
  g_assert_cmpint (l->stopped_at_ply, ==, game_plies ());
  g_assert_cmpint (l->agreed_plies, ==, game_plies () - 1);
}

static void
test_forced_bridge (void)
{
  /* White has a single legal move (h3), both sheets garbled it: the position
   * is still known, and the arbiter only confirms. */
  g_autoptr(AdjReconstructInput) in = make_input ("1. Zz9 Rg7", CHESS_LANG_CA, "1. h9 Rg7", CHESS_LANG_CA);
  g_assert_true (chess_fen_read (&in->start, "7k/8/8/8/7p/8/2q4P/K7 w - - 0 1", NULL));
  g_autoptr(AdjReconstruction) r = run (in);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->stopped_at_ply, ==, 0);
  g_assert_cmpint (r->followed_plies, ==, 2);
  g_assert_cmpuint (g_array_index (r->moves, ChessMove, 0), ==, chess_move_from_uci (&in->start, "h2h3"));
  g_assert_cmpuint (r->problems->len, ==, 2);
}

/* ---- the readings ---- */

/* At ply 23 one sheet has the knight from f3 where the other has the one
 * from b1; both moves are legal there, but the "Ch4" both sheets add later
 * needs the knight still on f3: only the reading of the sheet with b1 gets
 * through, whichever sheet slipped. */
static void
assert_only_b1_replays (int slipped)
{
  g_autofree char *slip = replace_entry (sheet_ca, 22, "Cfd2");
  g_autofree char *slipped_sheet = g_strconcat (slip, " 14. Ch4", NULL);
  g_autofree char *right_sheet = g_strconcat (sheet_ca, " 14. Ch4", NULL);
  g_autoptr(AdjReconstructInput) in = slipped == ADJ_SHEET_WHITE
                                        ? make_input (slipped_sheet, CHESS_LANG_CA, right_sheet, CHESS_LANG_CA)
                                        : make_input (right_sheet, CHESS_LANG_CA, slipped_sheet, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpuint (r->readings_found, ==, 1);
  g_assert_false (r->search_cut);
  const AdjReading *rd = reading (r, 0);
  g_assert_cmpuint (adj_reading_get_n_departures (rd), ==, 1);
  assert_departure (rd, 0, 23, slipped, "Cfd2", "b1d2");
  g_assert_cmpint (adj_reading_first_departure (rd), ==, 23);
  g_assert_cmpuint (rd->moves->len, ==, (guint) game_plies () + 1);
  assert_same_fen (&rd->position, &r->followed_position);
  g_assert_false (rd->reaches_envelope);
}

static void
test_only_non_mover_replays (void)
{
  /* White made the move and slipped on his own sheet, usually the one to trust. */
  assert_only_b1_replays (ADJ_SHEET_WHITE);
}

static void
test_only_mover_replays (void)
{
  assert_only_b1_replays (ADJ_SHEET_BLACK);
}

static void
test_both_replay (void)
{
  /* Without the telling move both readings get through, one departure each:
   * both are listed, the mover's own sheet first. */
  g_autofree char *white = replace_entry (sheet_ca, 22, "Cfd2");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);
  ChessPosition want;
  position_after (game_plies (), &want);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpuint (r->readings_found, ==, 2);
  g_assert_cmpuint (adj_reconstruction_get_n_readings (r), ==, 2);
  assert_departure (reading (r, 0), 0, 23, ADJ_SHEET_BLACK, "Cbd2", "f3d2");
  assert_departure (reading (r, 1), 0, 23, ADJ_SHEET_WHITE, "Cfd2", "b1d2");
  assert_same_fen (&reading (r, 1)->position, &want);
}

/* A Ruy Lopez where White's 4th move (ply 7) is a scrawl on both sheets. */
static const char lopez[] = "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Axc6 dxc6 5. 0-0 f6 6. d4 exd4";

static void
test_unreadable_settled (void)
{
  /* Only the bishop taking on c6 lets Black's "dxc6" follow: the scrawl is
   * settled by the move after it, two departures (one per sheet). */
  g_autofree char *white = replace_entry (lopez, 6, "A?c6");
  g_autofree char *black = replace_entry (lopez, 6, "-");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, black, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->stopped_at_ply, ==, 0);
  g_assert_cmpuint (r->readings_found, ==, 1);
  const AdjReading *rd = reading (r, 0);
  g_assert_cmpuint (adj_reading_get_n_departures (rd), ==, 2);
  assert_departure (rd, 0, 7, ADJ_SHEET_WHITE, "A?c6", "b5c6");
  assert_departure (rd, 1, 7, ADJ_SHEET_BLACK, "", "b5c6");
  g_assert_cmpint (r->followed_plies, ==, 12);

  /* The same sheets from ply 7 on cut off after the scrawl: nothing settles it. */
  g_autoptr(AdjReconstructInput) cut = make_input ("1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. A?c6", CHESS_LANG_CA,
                                                   "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. -", CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) c = run (cut);
  g_assert_cmpint (c->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
  g_assert_cmpint (c->stopped_at_ply, ==, 7);
  g_assert_cmpuint (adj_reconstruction_get_n_readings (c), ==, 0);
}

static void
test_nothing_replays (void)
{
  /* White's 4th move: the bishop retreats on one sheet, goes to c4 on the
   * other; then both sheets have Black recapture "dxc6", which neither
   * reading allows (no white piece on c6). */
  g_autofree char *white = replace_entry (lopez, 6, "Aa4");
  g_autofree char *black = replace_entry (lopez, 6, "Ac4");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, black, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) r = run (in);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_IMPOSSIBLE);
  g_assert_cmpuint (adj_reconstruction_get_n_readings (r), ==, 0);
  g_assert_cmpuint (r->readings_found, ==, 0);
  g_assert_false (r->search_cut);
  g_assert_cmpint (r->stopped_at_ply, ==, 8);
  g_assert_cmpint (r->agreed_plies, ==, 6);
  g_assert_true (has_article (r, "I.12.2"));
  g_assert_false (has_article (r, "I.12.1"));

  /* With the right move on either sheet the game is saved. */
  g_autofree char *fixed = replace_entry (lopez, 6, "Axc6");
  g_autoptr(AdjReconstructInput) one = make_input (white, CHESS_LANG_CA, fixed, CHESS_LANG_CA);
  g_autoptr(AdjReconstruction) o = run (one);
  g_assert_cmpint (o->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpuint (o->readings_found, ==, 1);
}

/* The moves of the first game of tests/data/games/Capablanca.pgn (Havana
 * 1901, Capablanca–Corzo), as a scoresheet's text. */
static char *
havana_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "games", "Capablanca.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  /* The file has CRLF line ends. */
  const char *start = strstr (text, "\n1.");
  g_assert_nonnull (start);
  const char *end = strstr (start + 1, "\r\n\r\n");
  g_assert_nonnull (end);
  return g_strndup (start + 1, (gsize) (end - start - 1));
}

static void
test_real_game_slip (void)
{
  /* White's sheet has 1.e3 for 1.e4: a slip of the pen on the mover's own
   * sheet at the very first move. Both moves are legal, and both sheets stay
   * legal whichever was played until White's 27th move (ply 53); only
   * Black's sheet replays to the end. A replay that followed the mover's
   * sheet went on for 52 plies and answered "annul". */
  g_autofree char *game = havana_game ();
  g_autofree char *white = replace_entry (game, 0, "e3");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_EN, game, CHESS_LANG_EN);
  g_autoptr(AdjReconstruction) r = run (in);

  g_autoptr(GPtrArray) moves = adj_scoresheet_split (game);
  ChessPosition want;
  chess_position_set_start (&want);
  for (guint i = 0; i < moves->len; i++)
    {
      ChessUndo undo;
      ChessMove m = chess_notation_read_legal (&want, moves->pdata[i], CHESS_LANG_EN);
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      chess_position_make (&want, m, &undo);
    }
  g_assert_cmpuint (moves->len, ==, 58);

  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_NEEDS_ARBITER);
  g_assert_cmpint (r->agreed_plies, ==, 0);
  g_assert_cmpuint (r->readings_found, ==, 1);
  const AdjReading *rd = reading (r, 0);
  g_assert_cmpuint (adj_reading_get_n_departures (rd), ==, 1);
  assert_departure (rd, 0, 1, ADJ_SHEET_WHITE, "e3", "e2e4");
  assert_same_fen (&rd->position, &want);
  assert_same_fen (&r->followed_position, &want);

  /* With the envelope's position the reading that reaches it comes first. */
  in->envelope = want;
  in->has_envelope = TRUE;
  g_autoptr(AdjReconstruction) e = run (in);
  g_assert_true (reading (e, 0)->reaches_envelope);
  g_assert_cmpint (reading (e, 0)->envelope_ply, ==, 58);
  assert_same_fen (&reading (e, 0)->position, &want);
}

static void
test_envelope_first (void)
{
  /* Both readings of ply 23 get through; the envelope says the knight came
   * from b1, which is the reading the mover's sheet does not give: it still
   * comes first. */
  g_autofree char *white = replace_entry (sheet_ca, 22, "Cfd2");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  position_after (game_plies (), &in->envelope);
  in->has_envelope = TRUE;
  g_autoptr(AdjReconstruction) r = run (in);
  g_assert_cmpuint (adj_reconstruction_get_n_readings (r), ==, 2);
  g_assert_true (reading (r, 0)->reaches_envelope);
  g_assert_false (reading (r, 1)->reaches_envelope);
  assert_departure (reading (r, 0), 0, 23, ADJ_SHEET_WHITE, "Cfd2", "b1d2");

  g_autoptr(JsonNode) node = adj_reconstruction_to_json (r);
  JsonObject *o = json_node_get_object (node);
  JsonArray *readings = json_object_get_array_member (o, "readings");
  g_assert_cmpuint (json_array_get_length (readings), ==, 2);
  JsonObject *r0 = json_array_get_object_element (readings, 0);
  g_assert_true (json_object_get_boolean_member (r0, "reaches_envelope"));
  char fen[CHESS_FEN_MAX];
  chess_fen_write (&in->envelope, fen);
  g_assert_cmpstr (json_object_get_string_member (r0, "position"), ==, fen);
  JsonArray *deps = json_object_get_array_member (r0, "departures");
  g_assert_cmpuint (json_array_get_length (deps), ==, 1);
  JsonObject *d0 = json_array_get_object_element (deps, 0);
  g_assert_cmpint (json_object_get_int_member (d0, "ply"), ==, 23);
  g_assert_cmpstr (json_object_get_string_member (d0, "sheet"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (d0, "text"), ==, "Cfd2");
  g_assert_cmpstr (json_object_get_string_member (d0, "instead"), ==, "Nbd2");
  g_assert_false (json_object_get_boolean_member (o, "search_cut"));
  g_assert_cmpint (json_object_get_int_member (o, "readings_found"), ==, 2);

  /* The explanation says the best reading reaches the envelope, not that
   * the sheets' agreed prefix does not. */
  g_autofree char *text = adj_reconstruction_explain (r);
  g_assert_nonnull (strstr (text, "It reaches the position written on the envelope."));
  g_assert_null (strstr (text, "The position they agree on is not"));
}

static void
test_reading_for (void)
{
  /* The arbiter's own line, judged against the sheets. */
  g_autofree char *white = replace_entry (sheet_ca, 22, "Cfd2");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_ca, CHESS_LANG_CA);
  ChessMove line[64];
  ChessPosition pos;
  chess_position_set_start (&pos);
  for (int i = 0; i < game_plies (); i++)
    {
      ChessUndo undo;
      line[i] = chess_notation_read_legal (&pos, game_en[i], CHESS_LANG_EN);
      chess_position_make (&pos, line[i], &undo);
    }
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjReading) rd = adj_reconstruct_reading_for (in, line, (guint) game_plies (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_reading_get_n_departures (rd), ==, 1);
  assert_departure (rd, 0, 23, ADJ_SHEET_WHITE, "Cfd2", "b1d2");

  /* Stopping two plies early departs from both sheets' last two entries. */
  g_autoptr(AdjReading) early = adj_reconstruct_reading_for (in, line, (guint) game_plies () - 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_reading_get_n_departures (early), ==, 5);
  assert_departure (early, 4, game_plies (), ADJ_SHEET_BLACK, "d5", NULL);

  /* A move that is not legal there is refused, naming its ply. */
  line[3] = line[2];
  g_autoptr(AdjReading) bad = adj_reconstruct_reading_for (in, line, 6, &error);
  g_assert_null (bad);
  g_assert_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (error->message, "ply 4"));
}

static void
test_take_envelope (void)
{
  /* A lost archived envelope sealed after the Italian game, Catalan, 1993 Laws. */
  ChessPosition end;
  char fen[CHESS_FEN_MAX];
  position_after (game_plies (), &end);
  chess_fen_write (&end, fen);
  g_autofree char *text = g_strdup_printf (
    "{\"format\":\"adjourn-envelope\",\"version\":1,\"rules\":\"fide-1993\",\"position\":\"%s\","
    "\"sealer\":\"white\",\"time_used\":{\"white\":3000,\"black\":3100},\"notation\":\"ca\",\"sealed_move\":null}", fen);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (text, -1, &error);
  g_assert_no_error (error);

  /* Sheets in Catalan, the file naming no language: the envelope's is taken. */
  g_autofree char *file = g_strdup_printf ("{\"format\":\"adjourn-reconstruction\",\"scoresheets\":"
                                           "{\"white\":\"%s\",\"black\":\"%s\"}}", sheet_ca, sheet_ca);
  g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_from_data (file, -1, &error);
  g_assert_no_error (error);
  g_assert_false (in->has_notation);
  g_assert_true (adj_reconstruct_input_take_envelope (in, env, &error));
  g_assert_no_error (error);
  g_assert_cmpint (in->langs[0], ==, CHESS_LANG_CA);
  g_assert_cmpstr (in->rules, ==, "fide-1993");
  g_autoptr(AdjReconstruction) r = run (in);
  g_assert_cmpint (r->status, ==, ADJ_RECONSTRUCT_RECONSTRUCTED);
  g_assert_true (r->envelope_matches);

  /* A language named in the file stays; another position or other rules are refused. */
  g_autofree char *named = g_strdup_printf ("{\"format\":\"adjourn-reconstruction\",\"notation\":\"de\","
                                            "\"scoresheets\":{\"white\":\"%s\",\"black\":\"%s\"}}", sheet_de, sheet_de);
  g_autoptr(AdjReconstructInput) de = adj_reconstruct_input_from_data (named, -1, &error);
  g_assert_true (adj_reconstruct_input_take_envelope (de, env, &error));
  g_assert_cmpint (de->langs[1], ==, CHESS_LANG_DE);
  static const char elsewhere[] = "{\"format\":\"adjourn-reconstruction\",\"envelope_position\":\"startpos\","
                                  "\"scoresheets\":{\"white\":\"e4\",\"black\":\"e4\"}}";
  g_autoptr(AdjReconstructInput) other = adj_reconstruct_input_from_data (elsewhere, -1, &error);
  g_assert_false (adj_reconstruct_input_take_envelope (other, env, &error));
  g_assert_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (error->message, "envelope_position: "));
  g_clear_error (&error);
  g_autoptr(AdjReconstructInput) rules = adj_reconstruct_input_from_data (
    "{\"format\":\"adjourn-reconstruction\",\"rules\":\"fide-2023\",\"scoresheets\":{\"white\":\"e4\",\"black\":\"e4\"}}",
    -1, &error);
  g_assert_false (adj_reconstruct_input_take_envelope (rules, env, &error));
  g_assert_true (g_str_has_prefix (error->message, "rules: "));
}

/* ---- the JSON reader ---- */

static void
test_read_good (void)
{
  static const char text[] =
    "{\"format\":\"adjourn-reconstruction\",\"version\":1,\"start\":\"startpos\","
    "\"scoresheets\":{\"white\":\"1. e4 e5\",\"black\":\"1. e4 e5\",\"extra\":1},"
    "\"notation\":{\"white\":\"ca\",\"black\":\"de\"},\"envelope_position\":null,"
    "\"rules\":\"fce\",\"future_key\":{\"x\":[1,2]}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_from_data (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (in->sheets[0], ==, "1. e4 e5");
  g_assert_cmpint (in->langs[0], ==, CHESS_LANG_CA);
  g_assert_cmpint (in->langs[1], ==, CHESS_LANG_DE);
  g_assert_false (in->has_envelope);
  g_assert_cmpstr (in->rules, ==, "fce");

  static const char one_lang[] =
    "{\"format\":\"adjourn-reconstruction\",\"scoresheets\":{\"white\":null,\"black\":\"e4\"},"
    "\"notation\":\"es\",\"envelope_position\":\"startpos\"}";
  g_autoptr(AdjReconstructInput) in2 = adj_reconstruct_input_from_data (one_lang, -1, &error);
  g_assert_no_error (error);
  g_assert_null (in2->sheets[0]);
  g_assert_cmpint (in2->langs[0], ==, CHESS_LANG_ES);
  g_assert_cmpint (in2->langs[1], ==, CHESS_LANG_ES);
  g_assert_true (in2->has_envelope);
  g_assert_null (in2->rules);
}

static void
test_read_bad (void)
{
#define HEAD "{\"format\":\"adjourn-reconstruction\","
#define SHEETS "\"scoresheets\":{\"white\":\"e4\",\"black\":\"e4\"}"
  static const struct { const char *json; const char *message; } cases[] = {
    { "not json", "not JSON" },
    { "[1,2]", "(top): not a JSON object" },
    { "{\"scoresheets\":{}}", "format: missing" },
    { "{\"format\":\"adjourn-envelope\"," SHEETS "}", "format: not" },
    { "{\"format\":7," SHEETS "}", "format: not a string" },
    { HEAD "\"version\":\"1\"," SHEETS "}", "version: not an integer" },
    { HEAD "\"version\":2," SHEETS "}", "version: only version 1" },
    { HEAD "\"start\":\"x\"}", "start: bad FEN" },
    { HEAD "\"start\":[1]," SHEETS "}", "start: not a string" },
    { HEAD "\"notation\":\"ca\"}", "scoresheets: missing" },
    { HEAD "\"scoresheets\":\"1. e4\"}", "scoresheets: not an object" },
    { HEAD "\"scoresheets\":{\"black\":\"e4\"}}", "scoresheets.white: missing" },
    { HEAD "\"scoresheets\":{\"white\":5,\"black\":\"e4\"}}", "scoresheets.white: not a string" },
    { HEAD "\"scoresheets\":{\"white\":\"e4\"}}", "scoresheets.black: missing" },
    { HEAD "\"scoresheets\":{\"white\":\"e4\",\"black\":{}}}", "scoresheets.black: not a string" },
    { HEAD SHEETS ",\"notation\":\"xx\"}", "notation: unknown notation" },
    { HEAD SHEETS ",\"notation\":3}", "notation: not a string or an object" },
    { HEAD SHEETS ",\"notation\":{\"white\":\"ca\"}}", "notation.black: missing" },
    { HEAD SHEETS ",\"notation\":{\"white\":true,\"black\":\"ca\"}}", "notation.white: not a string" },
    { HEAD SHEETS ",\"notation\":{\"white\":\"ca\",\"black\":\"zz\"}}", "notation.black: unknown notation" },
    { HEAD SHEETS ",\"envelope_position\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}", "envelope_position: bad FEN" },
    { HEAD SHEETS ",\"envelope_position\":1}", "envelope_position: not a string" },
    { HEAD SHEETS ",\"rules\":\"fide-1900\"}", "rules: unknown rules profile" },
  };
#undef HEAD
#undef SHEETS
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_from_data (cases[i].json, -1, &error);
      g_test_message ("%s", cases[i].json);
      g_assert_null (in);
      g_assert_error (error, ADJ_RECONSTRUCT_ERROR, error->code);
      if (!g_str_has_prefix (error->message, cases[i].message) && !strstr (error->message, cases[i].message))
        g_error ("case %" G_GSIZE_FORMAT ": '%s' does not say '%s'", i, error->message, cases[i].message);
    }

  /* Too long a sheet is refused, not replayed. */
  g_autoptr(GString) big = g_string_new ("{\"format\":\"adjourn-reconstruction\",\"scoresheets\":{\"white\":\"");
  for (int i = 0; i <= ADJ_RECONSTRUCT_MAX_ENTRIES; i++)
    g_string_append (big, "Nf3 ");
  g_string_append (big, "\",\"black\":\"\"}}");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_from_data (big->str, -1, &error);
  g_assert_null (in);
  g_assert_true (g_str_has_prefix (error->message, "scoresheets.white: "));
}

static void
test_json_output (void)
{
  g_autofree char *white = replace_entry (sheet_ca, 22, "Cd2");
  g_autoptr(AdjReconstructInput) in = make_input (white, CHESS_LANG_CA, sheet_de, CHESS_LANG_DE);
  g_autoptr(AdjReconstruction) r = run (in);
  g_autoptr(JsonNode) node = adj_reconstruction_to_json (r);
  JsonObject *o = json_node_get_object (node);
  ChessPosition want;
  char fen[CHESS_FEN_MAX];
  position_after (22, &want);
  chess_fen_write (&want, fen);

  g_assert_cmpstr (json_object_get_string_member (o, "status"), ==, "needs-arbiter");
  g_assert_cmpstr (json_object_get_string_member (o, "position"), ==, fen);
  g_assert_cmpint (json_object_get_int_member (o, "agreed_plies"), ==, 22);
  g_assert_true (json_object_get_null_member (o, "envelope_matches"));
  JsonArray *d = json_object_get_array_member (o, "disagreements");
  g_assert_cmpuint (json_array_get_length (d), ==, 1);
  JsonObject *d0 = json_array_get_object_element (d, 0);
  g_assert_cmpint (json_object_get_int_member (d0, "ply"), ==, 23);
  g_assert_cmpstr (json_object_get_string_member (d0, "white_sheet"), ==, "Cd2");
  g_assert_cmpstr (json_object_get_string_member (d0, "black_sheet"), ==, "Sbd2");
  g_assert_cmpstr (json_object_get_string_member (d0, "white_verdict"), ==, "ambiguous");
  g_assert_cmpstr (json_object_get_string_member (d0, "black_verdict"), ==, "legal");
  JsonArray *p = json_object_get_array_member (o, "problems");
  g_assert_cmpuint (json_array_get_length (p), ==, 1);
  JsonObject *p0 = json_array_get_object_element (p, 0);
  g_assert_cmpint (json_object_get_int_member (p0, "ply"), ==, 23);
  g_assert_cmpstr (json_object_get_string_member (p0, "sheet"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (p0, "text"), ==, "Cd2");
  g_assert_cmpstr (json_object_get_string_member (p0, "verdict"), ==, "ambiguous");
  JsonArray *a = json_object_get_array_member (o, "articles");
  g_assert_cmpuint (json_array_get_length (a), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (a, 0), ==, "I.12.1");
  JsonArray *moves = json_object_get_array_member (o, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, (guint) game_plies ());
  for (int i = 0; i < game_plies (); i++)
    g_assert_cmpstr (json_array_get_string_element (moves, (guint) i), ==, game_en[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reconstruct/split", test_split);
  g_test_add_func ("/reconstruct/agreeing", test_agreeing);
  g_test_add_func ("/reconstruct/two-languages", test_two_languages);
  g_test_add_func ("/reconstruct/disagreement-ply-23", test_disagreement_ply_23);
  g_test_add_func ("/reconstruct/two-legal-moves", test_two_legal_moves);
  g_test_add_func ("/reconstruct/unreadable-entry", test_unreadable_entry);
  g_test_add_func ("/reconstruct/illegal-entry", test_illegal_entry);
  g_test_add_func ("/reconstruct/both-ambiguous", test_both_ambiguous_same);
  g_test_add_func ("/reconstruct/envelope", test_envelope);
  g_test_add_func ("/reconstruct/one-sheet-short", test_one_sheet_short);
  g_test_add_func ("/reconstruct/impossible", test_impossible);
  g_test_add_func ("/reconstruct/forced-bridge", test_forced_bridge);
  g_test_add_func ("/reconstruct/only-non-mover-replays", test_only_non_mover_replays);
  g_test_add_func ("/reconstruct/only-mover-replays", test_only_mover_replays);
  g_test_add_func ("/reconstruct/both-replay", test_both_replay);
  g_test_add_func ("/reconstruct/unreadable-settled", test_unreadable_settled);
  g_test_add_func ("/reconstruct/nothing-replays", test_nothing_replays);
  g_test_add_func ("/reconstruct/real-game-slip", test_real_game_slip);
  g_test_add_func ("/reconstruct/envelope-first", test_envelope_first);
  g_test_add_func ("/reconstruct/reading-for", test_reading_for);
  g_test_add_func ("/reconstruct/take-envelope", test_take_envelope);
  g_test_add_func ("/reconstruct/read-good", test_read_good);
  g_test_add_func ("/reconstruct/read-bad", test_read_bad);
  g_test_add_func ("/reconstruct/json-output", test_json_output);
  return g_test_run ();
}
