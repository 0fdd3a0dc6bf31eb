/* adj-reconstruct.c — rebuilding an adjourned position from the two scoresheets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The replay of both sheets and the decision. The sheets' text is split
 * into entries by adj-scoresheet.c; the input and outcome files are read
 * and written by adj-reconstruct-json.c.
 */
#define G_LOG_DOMAIN "adjourn-reconstruct"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-profile.h"
#include "adj-reconstruct.h"
#include "adj-verdict.h"
#include "chess-game.h"

G_DEFINE_QUARK (adj-reconstruct-error-quark, adj_reconstruct_error)

/* ---- articles ------------------------------------------------------------
 * RULES.md §5, from the profile's table: every edition says the game resumes
 * from the position at adjournment and is annulled when that position cannot
 * be re-established; 1993 and 1985 (so FCE) add that a position set up
 * wrongly after an adjournment is corrected to the one at adjournment: cited
 * when the sheets do not reach the envelope's position. Without a profile
 * the 2023 Laws (Guidelines I) are cited. */
static const AdjProfile *
find_profile (const char *id)
{
  return adj_profile_lookup (id ? id : "fide-2023");
}

static void
add_articles (GPtrArray *articles, const AdjProfile *profile, AdjDecision decision)
{
  for (const char *const *a = adj_profile_articles (profile, decision); *a; a++)
    g_ptr_array_add (articles, g_strdup (*a));
}

const char *
adj_reconstruct_status_id (AdjReconstructStatus status)
{
  switch (status)
    {
    case ADJ_RECONSTRUCT_RECONSTRUCTED: return "reconstructed";
    case ADJ_RECONSTRUCT_NEEDS_ARBITER: return "needs-arbiter";
    case ADJ_RECONSTRUCT_IMPOSSIBLE:    return "impossible";
    default:                            return NULL;
    }
}

/* ---- the replay --------------------------------------------------------- */

/* How far a provisional choice is tested against the entries that follow. */
#define LOOKAHEAD_PLIES 8
/* Plies where neither sheet names a move may be bridged by the one move the
 * later entries allow; more than this many and the sheets are past saving. */
#define MAX_BRIDGES 32

typedef struct {
  GPtrArray *entries[2]; /* char *, or NULL for a sheet not available */
  ChessLang  langs[2];
  guint      n_plies;    /* the longer sheet */
} Sheets;

static const char *
entry_at (const Sheets *s, int sheet, guint ply)
{
  GPtrArray *e = s->entries[sheet];
  return e && ply < e->len ? e->pdata[ply] : NULL;
}

/* The legal moves an entry may mean: its move, or its candidates. */
static int
supported_moves (const char *text, const ChessVerdict *v, const ChessMove **moves)
{
  *moves = NULL;
  if (text == NULL)
    return 0;
  if (v->kind == CHESS_VERDICT_LEGAL)
    {
      *moves = &v->move;
      return 1;
    }
  if (v->kind == CHESS_VERDICT_AMBIGUOUS)
    {
      *moves = v->candidates;
      return v->n_candidates;
    }
  return 0;
}

static gboolean
move_in (ChessMove m, const ChessMove *list, int n)
{
  for (int i = 0; i < n; i++)
    if (list[i] == m)
      return TRUE;
  return FALSE;
}

/* The move the sheets point to without looking ahead, when there is one:
 * the only move both entries allow (one wrote "Cd2", the other "Cbd2"), or
 * the only move either allows. */
static ChessMove
obvious_move (const char *const text[2], const ChessVerdict verdict[2])
{
  const ChessMove *m[2];
  int n[2];
  for (int s = 0; s < 2; s++)
    n[s] = supported_moves (text[s], &verdict[s], &m[s]);

  ChessMove common = CHESS_MOVE_NONE;
  int n_common = 0;
  for (int i = 0; i < n[0]; i++)
    if (move_in (m[0][i], m[1], n[1]))
      {
        common = m[0][i];
        n_common++;
      }
  if (n_common == 1)
    return common;
  if (n_common == 0 && n[0] + n[1] == 1)
    return n[0] ? m[0][0] : m[1][0];
  return CHESS_MOVE_NONE;
}

/* Without lookahead, the choice among several supported moves: the legal
 * entry of the player who made the move (he writes his own moves with most
 * care), else the other's, else the first candidate. */
static ChessMove
default_move (const ChessPosition *pos, const char *const text[2], const ChessVerdict verdict[2])
{
  ChessMove m = obvious_move (text, verdict);
  if (m != CHESS_MOVE_NONE)
    return m;
  int mover = pos->side;
  for (int k = 0; k < 2; k++)
    {
      int s = k == 0 ? mover : !mover;
      if (text[s] && verdict[s].kind == CHESS_VERDICT_LEGAL)
        return verdict[s].move;
    }
  for (int k = 0; k < 2; k++)
    {
      int s = k == 0 ? mover : !mover;
      if (text[s] && verdict[s].kind == CHESS_VERDICT_AMBIGUOUS && verdict[s].n_candidates)
        return verdict[s].candidates[0];
    }
  return CHESS_MOVE_NONE;
}

static void
judge_ply (const Sheets *s, const ChessPosition *pos, guint ply, const char *text[2], ChessVerdict verdict[2])
{
  for (int k = 0; k < 2; k++)
    {
      text[k] = entry_at (s, k, ply);
      if (text[k])
        chess_notation_judge (pos, text[k], s->langs[k], &verdict[k]);
    }
}

static gboolean
sheets_agree (const char *const text[2], const ChessVerdict verdict[2])
{
  return text[0] && text[1]
         && verdict[0].kind == CHESS_VERDICT_LEGAL && verdict[1].kind == CHESS_VERDICT_LEGAL
         && verdict[0].move == verdict[1].move;
}

/* How well the entries after 'ply' fit once 'move' is made: two points per
 * ply the sheets agree on, one per ply only one sheet supports, until the
 * first ply neither supports or LOOKAHEAD_PLIES. */
static int
continuation_score (const Sheets *s, const ChessPosition *before, ChessMove move, guint ply)
{
  ChessPosition pos = *before;
  ChessUndo undo;
  int score = 0;

  chess_position_make (&pos, move, &undo);
  for (guint p = ply + 1; p < s->n_plies && p <= ply + LOOKAHEAD_PLIES; p++)
    {
      const char *text[2];
      ChessVerdict verdict[2];
      judge_ply (s, &pos, p, text, verdict);
      ChessMove next;
      if (sheets_agree (text, verdict))
        {
          next = verdict[0].move;
          score += 2;
        }
      else
        {
          next = default_move (&pos, text, verdict);
          if (next == CHESS_MOVE_NONE)
            break;
          score += 1;
        }
      chess_position_make (&pos, next, &undo);
    }
  return score;
}

/* Among 'moves', the one the later entries fit best, ties broken by
 * 'fallback' when it is among the best. With 'need_unique', a tie with no
 * fallback (or a best that fits nothing) gives CHESS_MOVE_NONE. */
static ChessMove
best_continuation (const Sheets *s, const ChessPosition *pos, guint ply,
                   const ChessMove *moves, int n, ChessMove fallback, gboolean need_unique)
{
  int best = -1, n_best = 0;
  ChessMove chosen = CHESS_MOVE_NONE;
  gboolean fallback_best = FALSE;

  for (int i = 0; i < n; i++)
    {
      int score = continuation_score (s, pos, moves[i], ply);
      if (score > best)
        {
          best = score;
          n_best = 0;
          fallback_best = FALSE;
        }
      if (score == best)
        {
          n_best++;
          fallback_best |= moves[i] == fallback;
          if (n_best == 1)
            chosen = moves[i];
        }
    }
  if (n_best > 1)
    {
      if (fallback_best)
        return fallback;
      if (need_unique)
        return CHESS_MOVE_NONE;
    }
  if (need_unique && best <= 0)
    return CHESS_MOVE_NONE;
  return chosen;
}

static gboolean
same_statement (const char *const text[2], const ChessVerdict verdict[2])
{
  if (!text[0] || !text[1] || verdict[0].kind != verdict[1].kind)
    return FALSE;
  if (verdict[0].kind == CHESS_VERDICT_AMBIGUOUS)
    {
      if (verdict[0].n_candidates != verdict[1].n_candidates)
        return FALSE;
      for (int i = 0; i < verdict[0].n_candidates; i++)
        if (!move_in (verdict[0].candidates[i], verdict[1].candidates, verdict[1].n_candidates))
          return FALSE;
      return TRUE;
    }
  return verdict[0].kind != CHESS_VERDICT_LEGAL && strcmp (text[0], text[1]) == 0;
}

/* Placement, side to move, castling rights and en passant: FEN fields 1-4.
 * The en passant square counts only when a capture there is possible (FIDE
 * 9.2.2), so a FEN that names it after every double step and one that names
 * it only when it matters compare equal. */
static gboolean
same_position (const ChessPosition *a, const ChessPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0
         && a->side == b->side
         && a->castling == b->castling
         && chess_game_repetition_key (a) == chess_game_repetition_key (b);
}

static void
entry_clear (AdjSheetEntry *e)
{
  g_clear_pointer (&e->text, g_free);
}

static void
disagreement_clear (gpointer p)
{
  AdjDisagreement *d = p;
  entry_clear (&d->sheet[0]);
  entry_clear (&d->sheet[1]);
}

static void
problem_clear (gpointer p)
{
  AdjProblem *pr = p;
  entry_clear (&pr->entry);
}

AdjReconstructInput *
adj_reconstruct_input_new (void)
{
  AdjReconstructInput *input = g_new0 (AdjReconstructInput, 1);
  chess_position_set_start (&input->start);
  input->sheets[0] = g_strdup ("");
  input->sheets[1] = g_strdup ("");
  input->langs[0] = input->langs[1] = CHESS_LANG_EN;
  return input;
}

void
adj_reconstruct_input_free (AdjReconstructInput *input)
{
  if (input == NULL)
    return;
  g_free (input->sheets[0]);
  g_free (input->sheets[1]);
  g_free (input->rules);
  g_free (input);
}

void
adj_reconstruction_free (AdjReconstruction *r)
{
  if (r == NULL)
    return;
  g_clear_pointer (&r->moves, g_array_unref);
  g_clear_pointer (&r->disagreements, g_array_unref);
  g_clear_pointer (&r->problems, g_array_unref);
  g_clear_pointer (&r->articles, g_ptr_array_unref);
  g_free (r);
}

static void
add_problems (AdjReconstruction *r, guint ply, const ChessPosition *pos,
              const char *const text[2], const ChessVerdict verdict[2])
{
  for (int k = 0; k < 2; k++)
    if (text[k] && verdict[k].kind != CHESS_VERDICT_LEGAL)
      {
        AdjProblem pr = { 0 };
        pr.ply = (int) ply + 1;
        pr.sheet = k;
        pr.before = *pos;
        pr.entry.text = g_strdup (text[k]);
        pr.entry.verdict = verdict[k];
        g_array_append_val (r->problems, pr);
      }
}

static void
add_disagreement (AdjReconstruction *r, guint ply, const ChessPosition *pos,
                  const char *const text[2], const ChessVerdict verdict[2], ChessMove followed)
{
  AdjDisagreement d = { 0 };
  d.ply = (int) ply + 1;
  d.before = *pos;
  d.followed = followed;
  for (int k = 0; k < 2; k++)
    if (text[k])
      {
        d.sheet[k].text = g_strdup (text[k]);
        d.sheet[k].verdict = verdict[k];
      }
  g_array_append_val (r->disagreements, d);
}

/* The status rule (RULES.md §5; 2023 I.12, 2005 A11, 1993 14.5, 1985 14.05):
 *
 * The sheets are replayed together. A ply is agreed when both name the same
 * legal move. Where they do not, the replay goes on provisionally (so that
 * every later disagreement and bad entry is still found) with the move the
 * sheets support: the only move both entries allow, else the only one either
 * allows, else — two different legal moves, or ambiguous entries — the one
 * the following entries fit best, ties going to the mover's own sheet. The
 * arbiter settles these plies; the game can resume (I.12.1).
 *
 * A ply where both sheets have an entry and neither names a legal move (both
 * unreadable, illegal, or blank) is bridged only when the position leaves a
 * single legal move, or exactly one legal move lets the following entries
 * continue best. Otherwise nothing on the sheets says which move was played:
 * every position after it is unknown, the position at adjournment cannot be
 * re-established, and the game is annulled (I.12.2): "impossible". The same
 * holds when neither sheet is available, and when more than MAX_BRIDGES such
 * plies would have to be guessed. When only one sheet still has
 * entries and its entry is unusable, the shorter sheet's end is taken as
 * where the game stopped: a disagreement for the arbiter, not an annulment.
 *
 * "reconstructed" needs every ply agreed, no bad entry, and the envelope's
 * position (when known) reached; anything else is "needs-arbiter". */
AdjReconstruction *
adj_reconstruct (const AdjReconstructInput *input, GError **error)
{
  g_return_val_if_fail (input != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  const AdjProfile *profile = find_profile (input->rules);
  if (profile == NULL)
    {
      g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                   _("rules: unknown rules profile “%s”"), input->rules);
      return NULL;
    }

  Sheets s = { { NULL, NULL }, { input->langs[0], input->langs[1] }, 0 };
  for (int k = 0; k < 2; k++)
    if (input->sheets[k])
      {
        s.entries[k] = adj_scoresheet_split (input->sheets[k]);
        if (s.entries[k]->len > ADJ_RECONSTRUCT_MAX_ENTRIES)
          {
            g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                         _("scoresheets.%s: more than %d moves"), k ? "black" : "white",
                         ADJ_RECONSTRUCT_MAX_ENTRIES);
            g_clear_pointer (&s.entries[0], g_ptr_array_unref);
            g_clear_pointer (&s.entries[1], g_ptr_array_unref);
            return NULL;
          }
        s.n_plies = MAX (s.n_plies, s.entries[k]->len);
      }

  AdjReconstruction *r = g_new0 (AdjReconstruction, 1);
  r->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  r->disagreements = g_array_new (FALSE, TRUE, sizeof (AdjDisagreement));
  g_array_set_clear_func (r->disagreements, disagreement_clear);
  r->problems = g_array_new (FALSE, TRUE, sizeof (AdjProblem));
  g_array_set_clear_func (r->problems, problem_clear);
  r->articles = g_ptr_array_new_with_free_func (g_free);
  r->envelope_ply = -1;
  r->has_envelope = input->has_envelope;

  ChessPosition pos = input->start;
  gboolean agreeing = TRUE;
  int bridges = 0;
  gboolean no_record = input->sheets[0] == NULL && input->sheets[1] == NULL;

  r->start = pos;
  r->position = pos;
  if (input->has_envelope && same_position (&pos, &input->envelope))
    r->envelope_ply = 0;

  for (guint ply = 0; ply < s.n_plies; ply++)
    {
      const char *text[2];
      ChessVerdict verdict[2];
      ChessMove move;
      judge_ply (&s, &pos, ply, text, verdict);

      if (sheets_agree (text, verdict))
        move = verdict[0].move;
      else
        {
          agreeing = FALSE;
          move = obvious_move (text, verdict);
          if (move == CHESS_MOVE_NONE)
            {
              ChessMoveList list;
              const ChessMove *moves = list.moves;
              int n;
              gboolean bridge = FALSE;
              /* The moves the entries allow, or every legal move when they allow none. */
              ChessMove both[2 * CHESS_MAX_MOVES];
              n = 0;
              for (int k = 0; k < 2; k++)
                {
                  const ChessMove *m;
                  int c = supported_moves (text[k], &verdict[k], &m);
                  for (int i = 0; i < c; i++)
                    if (!move_in (m[i], both, n))
                      both[n++] = m[i];
                }
              if (n > 0)
                moves = both;
              else
                {
                  chess_position_legal_moves (&pos, &list);
                  n = list.count;
                  bridge = TRUE;
                }
              if (!bridge)
                move = best_continuation (&s, &pos, ply, moves, n, default_move (&pos, text, verdict), FALSE);
              else if (text[0] && text[1] && n > 0 && bridges < MAX_BRIDGES)
                {
                  bridges++;
                  move = n == 1 ? moves[0] : best_continuation (&s, &pos, ply, moves, n, CHESS_MOVE_NONE, TRUE);
                }
              else if (!(text[0] && text[1]) && n > 0 && ply + 1 < s.n_plies && bridges < MAX_BRIDGES)
                {
                  /* One sheet has ended and the other's entry is unusable: bridge only
                   * if the longer sheet goes on and fits exactly one move. */
                  bridges++;
                  move = best_continuation (&s, &pos, ply, moves, n, CHESS_MOVE_NONE, TRUE);
                }
              if (move == CHESS_MOVE_NONE)
                {
                  add_problems (r, ply, &pos, text, verdict);
                  add_disagreement (r, ply, &pos, text, verdict, CHESS_MOVE_NONE);
                  if (text[0] && text[1])
                    r->stopped_at_ply = (int) ply + 1;
                  break;
                }
            }
          add_problems (r, ply, &pos, text, verdict);
          if (!same_statement (text, verdict))
            add_disagreement (r, ply, &pos, text, verdict, move);
        }

      ChessUndo undo;
      chess_position_make (&pos, move, &undo);
      g_array_append_val (r->moves, move);
      if (agreeing)
        {
          r->agreed_plies++;
          r->position = pos;
        }
      if (input->has_envelope && r->envelope_ply < 0 && same_position (&pos, &input->envelope))
        r->envelope_ply = (int) ply + 1;
    }

  r->followed_plies = (int) r->moves->len;
  r->followed_position = pos;
  r->envelope_matches = input->has_envelope && same_position (&r->position, &input->envelope);

  if (r->stopped_at_ply > 0 || no_record)
    r->status = ADJ_RECONSTRUCT_IMPOSSIBLE;
  else if (r->disagreements->len > 0 || r->problems->len > 0
           || (input->has_envelope && !r->envelope_matches))
    r->status = ADJ_RECONSTRUCT_NEEDS_ARBITER;
  else
    r->status = ADJ_RECONSTRUCT_RECONSTRUCTED;

  if (r->status != ADJ_RECONSTRUCT_IMPOSSIBLE)
    add_articles (r->articles, profile, ADJ_DECISION_LOST_ENVELOPE);
  if (r->status != ADJ_RECONSTRUCT_RECONSTRUCTED)
    add_articles (r->articles, profile, ADJ_DECISION_LOST_ENVELOPE_POSITION);
  if (input->has_envelope && !r->envelope_matches)
    add_articles (r->articles, profile, ADJ_DECISION_RECONSTRUCTION);

  g_clear_pointer (&s.entries[0], g_ptr_array_unref);
  g_clear_pointer (&s.entries[1], g_ptr_array_unref);
  return r;
}

/* ---- what the arbiter is told ---------------------------------------------- */

char *
adj_reconstruction_explain (const AdjReconstruction *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  g_autoptr(GString) s = g_string_new (NULL);
  switch (r->status)
    {
    case ADJ_RECONSTRUCT_RECONSTRUCTED:
      g_string_append_printf (s, ngettext ("Both scoresheets agree on the %d half-move played: the game resumes from the position they reach.",
                                           "Both scoresheets agree on all %d half-moves: the game resumes from the position they reach.",
                                           r->agreed_plies), r->agreed_plies);
      break;
    case ADJ_RECONSTRUCT_NEEDS_ARBITER:
      g_string_append_printf (s, ngettext ("The scoresheets agree on the first %d half-move.",
                                           "The scoresheets agree on the first %d half-moves.",
                                           r->agreed_plies), r->agreed_plies);
      if (r->disagreements->len > 0)
        {
          g_string_append_c (s, ' ');
          g_string_append_printf (s, ngettext ("The arbiter must settle %u disagreement between them.",
                                               "The arbiter must settle %u disagreements between them.",
                                               r->disagreements->len), r->disagreements->len);
        }
      if (r->problems->len > 0)
        {
          g_string_append_c (s, ' ');
          g_string_append_printf (s, ngettext ("%u entry is unreadable, illegal or ambiguous.",
                                               "%u entries are unreadable, illegal or ambiguous.",
                                               r->problems->len), r->problems->len);
        }
      if (r->has_envelope && !r->envelope_matches)
        {
          g_string_append_c (s, ' ');
          g_string_append (s, _("The position they agree on is not the one written on the envelope."));
        }
      break;
    case ADJ_RECONSTRUCT_IMPOSSIBLE:
    default:
      if (r->stopped_at_ply > 0)
        g_string_append_printf (s, _("At half-move %d neither scoresheet shows which move was played, and no single move fits the entries that follow: the position at adjournment cannot be re-established and the game is annulled."),
                                r->stopped_at_ply);
      else
        g_string_append (s, _("No scoresheet is available: the position at adjournment cannot be re-established and the game is annulled."));
      break;
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}
