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
#include "adj-reconstruct-private.h"
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

/* ---- the line followed ------------------------------------------------------ */

static gboolean
sheets_agree (const char *const text[2], const ChessVerdict verdict[2])
{
  return text[0] && text[1]
         && verdict[0].kind == CHESS_VERDICT_LEGAL && verdict[1].kind == CHESS_VERDICT_LEGAL
         && verdict[0].move == verdict[1].move;
}

/* Both wrote the same unusable thing (the same ambiguous "Cd2", the same
 * scrawl): not a disagreement, only problems. */
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
        if (!adj_moves_contain (verdict[1].candidates, verdict[1].n_candidates, verdict[0].candidates[i]))
          return FALSE;
      return TRUE;
    }
  return verdict[0].kind != CHESS_VERDICT_LEGAL && strcmp (text[0], text[1]) == 0;
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

gboolean
adj_reconstruct_input_take_envelope (AdjReconstructInput *input, AdjEnvelope *envelope, GError **error)
{
  g_return_val_if_fail (input != NULL, FALSE);
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  const ChessPosition *pos = adj_envelope_get_position (envelope);
  const char *rules = adj_envelope_get_rules (envelope);
  if (pos && input->has_envelope && !adj_same_position (&input->envelope, pos))
    {
      g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                   _("envelope_position: not the archived envelope’s position (%s)"), adj_envelope_get_fen (envelope));
      return FALSE;
    }
  if (input->rules && g_strcmp0 (input->rules, rules) != 0)
    {
      g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                   _("rules: the archived envelope’s rules are %s"), rules);
      return FALSE;
    }
  if (pos)
    {
      input->envelope = *pos;
      input->has_envelope = TRUE;
    }
  g_free (input->rules);
  input->rules = g_strdup (rules);
  if (!input->has_notation)
    input->langs[0] = input->langs[1] = adj_envelope_get_notation (envelope);
  return TRUE;
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
  g_clear_pointer (&r->readings, g_ptr_array_unref);
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

/* The sheets judged along LINE: the agreed prefix, every ply where they do
 * not both name the line's move (a disagreement), every entry that names no
 * single legal move (a problem), and where the envelope's position is. */
static void
follow_line (AdjReconstruction *r, const AdjSheets *s, const AdjReconstructInput *input, GArray *line)
{
  ChessPosition pos = input->start;
  gboolean agreeing = TRUE;

  r->start = pos;
  r->position = pos;
  if (input->has_envelope && adj_same_position (&pos, &input->envelope))
    r->envelope_ply = 0;
  for (guint ply = 0; ply < line->len; ply++)
    {
      const char *text[2];
      ChessVerdict verdict[2];
      ChessMove move = g_array_index (line, ChessMove, ply);
      adj_sheets_judge (s, &pos, ply, text, verdict);
      if (!sheets_agree (text, verdict))
        {
          agreeing = FALSE;
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
      if (input->has_envelope && r->envelope_ply < 0 && adj_same_position (&pos, &input->envelope))
        r->envelope_ply = (int) ply + 1;
    }
  r->followed_plies = (int) line->len;
  r->followed_position = pos;

  /* Where the line stops short of the longer sheet: the ply nothing settles. */
  if (line->len < s->n_plies)
    {
      const char *text[2];
      ChessVerdict verdict[2];
      adj_sheets_judge (s, &pos, line->len, text, verdict);
      add_problems (r, line->len, &pos, text, verdict);
      add_disagreement (r, line->len, &pos, text, verdict, CHESS_MOVE_NONE);
    }
}

/* The status rule (RULES.md §5; 2023 I.12, 2005 A11, 1993 14.5, 1985 14.05):
 *
 * Every way of reading the sheets is tried (adj-reconstruct-search.c). The
 * game can resume (I.12.1) when at least one reading reaches the
 * adjournment; the arbiter settles which. When none does — nothing on the
 * sheets says which move was played at some ply, and no move there lets the
 * sheets go on — the position at adjournment cannot be re-established and
 * the game is annulled (I.12.2): "impossible". The same holds when neither
 * sheet is available. A search cut by its bound before it found a reading
 * proves nothing: the arbiter decides ("needs-arbiter").
 *
 * "reconstructed" needs a single reading that departs from neither sheet,
 * every ply agreed, no bad entry, and the envelope's position (when known)
 * reached; anything else is "needs-arbiter". */
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

  AdjSheets s;
  if (!adj_sheets_init (&s, input, error))
    return NULL;

  AdjReconstruction *r = g_new0 (AdjReconstruction, 1);
  r->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  r->disagreements = g_array_new (FALSE, TRUE, sizeof (AdjDisagreement));
  g_array_set_clear_func (r->disagreements, disagreement_clear);
  r->problems = g_array_new (FALSE, TRUE, sizeof (AdjProblem));
  g_array_set_clear_func (r->problems, problem_clear);
  r->articles = g_ptr_array_new_with_free_func (g_free);
  r->envelope_ply = -1;
  r->has_envelope = input->has_envelope;
  gboolean no_record = input->sheets[0] == NULL && input->sheets[1] == NULL;

  AdjSearch search;
  adj_reconstruct_search (&s, input, &search);
  r->readings = g_steal_pointer (&search.readings);
  r->readings_found = search.found;
  r->search_cut = search.cut;
  follow_line (r, &s, input, search.line);
  adj_reconstruct_search_clear (&search);

  r->envelope_matches = input->has_envelope && adj_same_position (&r->position, &input->envelope);
  const AdjReading *best = r->readings->len ? r->readings->pdata[0] : NULL;

  if (no_record || (best == NULL && !r->search_cut))
    {
      r->status = ADJ_RECONSTRUCT_IMPOSSIBLE;
      r->stopped_at_ply = no_record ? 0 : r->followed_plies + 1;
    }
  else if (best == NULL || r->readings_found > 1 || best->departures->len > 0
           || r->disagreements->len > 0 || r->problems->len > 0
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

  adj_sheets_clear (&s);
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
      /* With readings, what matters is whether they reach the envelope's
       * position (said below), not where the sheets stop agreeing. */
      if (r->has_envelope && !r->envelope_matches && r->readings->len == 0)
        {
          g_string_append_c (s, ' ');
          g_string_append (s, _("The position they agree on is not the one written on the envelope."));
        }
      if (r->readings->len > 0)
        {
          const AdjReading *best = r->readings->pdata[0];
          g_string_append_c (s, ' ');
          g_string_append_printf (s, ngettext ("%u way of reading the scoresheets reaches the adjournment.",
                                               "%u ways of reading the scoresheets reach the adjournment.",
                                               r->readings_found), r->readings_found);
          g_string_append_c (s, ' ');
          if (best->departures->len == 0)
            g_string_append (s, _("The first follows both scoresheets throughout."));
          else
            g_string_append_printf (s, ngettext ("The first departs from what the scoresheets say %u time, first at half-move %d.",
                                                 "The first departs from what the scoresheets say %u times, first at half-move %d.",
                                                 best->departures->len),
                                    best->departures->len, adj_reading_first_departure (best));
          if (r->has_envelope)
            {
              g_string_append_c (s, ' ');
              g_string_append (s, best->reaches_envelope
                                    ? _("It reaches the position written on the envelope.")
                                    : _("It does not reach the position written on the envelope."));
            }
        }
      if (r->search_cut)
        {
          g_string_append_c (s, ' ');
          g_string_append (s, r->readings->len > 0
                                ? _("The search stopped at its limit: other readings may exist.")
                                : _("The search stopped at its limit before finding a reading: the arbiter must rebuild the position from the scoresheets before annulling the game."));
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
