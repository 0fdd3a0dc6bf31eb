/* adj-reconstruct.c — rebuilding an adjourned position from the two scoresheets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-reconstruct"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-json.h"
#include "adj-profile.h"
#include "adj-reconstruct.h"
#include "adj-verdict.h"
#include "chess-fen.h"
#include "chess-game.h"
#include "chess-san.h"

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

/* ---- scoresheet text → entries ------------------------------------------ */

static gboolean
is_separator (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == ',' || c == ';';
}

static gboolean
all_chars_in (const char *s, const char *set)
{
  for (; *s; s++)
    if (!strchr (set, *s))
      return FALSE;
  return TRUE;
}

/* Strip a leading move number ("12.", "12...", "12…"): the numbering is the
 * player's and often wrong, so entries are placed by their order alone. */
static const char *
skip_move_number (const char *t)
{
  const char *p = t;
  while (g_ascii_isdigit (*p))
    p++;
  if (p == t)
    return t;
  if (*p == '\0')
    return p;                        /* a bare number */
  if (*p != '.' && strncmp (p, "\xe2\x80\xa6", 3) != 0)
    return t;                        /* "0-0", "1-0": not a number */
  while (*p == '.' || strncmp (p, "\xe2\x80\xa6", 3) == 0)
    p += *p == '.' ? 1 : 3;
  return p;
}

static gboolean
is_noise (const char *t)
{
  static const char *const words[] = {
    "1-0", "0-1", "1/2-1/2", "\xc2\xbd-\xc2\xbd", "1/2", "\xc2\xbd", "1:0", "0:1", "*",
    "e.p.", "a.p.", "ep", "ap", "(=)",
  };
  if (*t == '\0' || all_chars_in (t, "!?+#="))
    return TRUE;
  if (t[0] == '$' && t[1] != '\0' && all_chars_in (t + 1, "0123456789"))
    return TRUE;
  /* "...", "…" standing alone: an ellipsis or Black's-move marker. */
  const char *p = t;
  while (*p == '.' || strncmp (p, "\xe2\x80\xa6", 3) == 0)
    p += *p == '.' ? 1 : 3;
  if (*p == '\0')
    return TRUE;
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_ascii_strcasecmp (t, words[i]) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_blank_cell (const char *t)
{
  static const char *const blanks[] = { "-", "--", "---", "_", "__", "\xe2\x80\x94", "\xe2\x80\x93" };
  for (gsize i = 0; i < G_N_ELEMENTS (blanks); i++)
    if (strcmp (t, blanks[i]) == 0)
      return TRUE;
  return FALSE;
}

GPtrArray *
adj_scoresheet_split (const char *text)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func (g_free);
  g_return_val_if_fail (text != NULL, entries);

  const char *p = text;
  while (*p)
    {
      if (is_separator (*p))
        {
          p++;
          continue;
        }
      if (*p == '{')
        {
          /* A comment, as in PGN: to the closing brace. */
          const char *close = strchr (p, '}');
          p = close ? close + 1 : p + strlen (p);
          continue;
        }
      if (*p == '(' && strncmp (p, "(=)", 3) != 0)
        {
          /* A variation: skipped whole, nested ones included. */
          int depth = 0;
          for (; *p; p++)
            {
              depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
              if (depth == 0)
                {
                  p++;
                  break;
                }
            }
          continue;
        }
      const char *start = p;
      while (*p && !is_separator (*p) && *p != '{')
        p++;
      g_autofree char *token = g_strndup (start, (gsize) (p - start));
      const char *t = skip_move_number (token);
      if (is_blank_cell (t))
        g_ptr_array_add (entries, g_strdup (""));
      else if (!is_noise (t))
        g_ptr_array_add (entries, g_strdup (t));
    }
  return entries;
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

/* ---- reading the input -------------------------------------------------- */

static gboolean
fail (GError **error, AdjReconstructError code, const char *key, const char *what)
{
  g_set_error (error, ADJ_RECONSTRUCT_ERROR, code, "%s: %s", key, what);
  return FALSE;
}

static gboolean
read_language (const char *text, const char *key, ChessLang *lang, GError **error)
{
  if (!chess_lang_parse (text, lang))
    {
      g_autofree char *what = g_strdup_printf (_("unknown notation “%s” (en ca es pt de fr it nl)"), text);
      return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, key, what);
    }
  return TRUE;
}

static gboolean
read_position (const char *text, const char *key, ChessPosition *pos, GError **error)
{
  ChessFenResult r;
  if (chess_fen_read (pos, text, &r))
    return TRUE;
  g_autofree char *what = g_strdup_printf (_("bad FEN: %s%s%s%s"), chess_fen_error_message (r.code),
                                           *r.detail ? " (" : "", r.detail, *r.detail ? ")" : "");
  return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, key, what);
}

/* Errors in ADJ_RECONSTRUCT_ERROR or, from adj_json's readers, in ADJ_JSON_ERROR. */
static gboolean
read_input (JsonNode *root, AdjReconstructInput *in, GError **error)
{
  /* A present member of a wrong type, null included, is refused as such. */
  const AdjJsonFlags given = ADJ_JSON_REQUIRED | ADJ_JSON_NOT_NULL;
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, ADJ_RECONSTRUCT_ERROR_JSON, "(top)", _("not a JSON object"));
  JsonObject *o = json_node_get_object (root);

  const char *text = NULL;
  if (!adj_json_read_string (o, "format", given, &text, error))
    return FALSE;
  if (strcmp (text, "adjourn-reconstruction") != 0)
    return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, "format", _("not “adjourn-reconstruction”"));

  gint64 version = 1;
  if (!adj_json_read_int (o, "version", ADJ_JSON_NOT_NULL, &version, error))
    return FALSE;
  if (version != 1)
    return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, "version", _("only version 1 is known"));

  text = NULL;
  if (!adj_json_read_string (o, "start", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  if (text && !read_position (text, "start", &in->start, error))
    return FALSE;

  JsonObject *sheets;
  if (!adj_json_read_object (o, "scoresheets", given, &sheets, error))
    return FALSE;
  static const char *const sheet_keys[2] = { "scoresheets.white", "scoresheets.black" };
  for (int k = 0; k < 2; k++)
    {
      /* null: that player's sheet is not available. */
      text = NULL;
      if (!adj_json_read_string (o, sheet_keys[k], ADJ_JSON_REQUIRED, &text, error))
        return FALSE;
      g_free (in->sheets[k]);
      in->sheets[k] = g_strdup (text);
      if (text)
        {
          g_autoptr(GPtrArray) entries = adj_scoresheet_split (text);
          if (entries->len > ADJ_RECONSTRUCT_MAX_ENTRIES)
            {
              g_autofree char *what = g_strdup_printf (_("more than %d moves"), ADJ_RECONSTRUCT_MAX_ENTRIES);
              return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, sheet_keys[k], what);
            }
        }
    }

  /* One language for both sheets, or one for each. */
  JsonNode *notation = adj_json_lookup (o, "notation");
  if (adj_json_holds (notation, G_TYPE_STRING))
    {
      if (!read_language (json_node_get_string (notation), "notation", &in->langs[0], error))
        return FALSE;
      in->langs[1] = in->langs[0];
    }
  else if (notation != NULL && JSON_NODE_HOLDS_OBJECT (notation))
    {
      static const char *const notation_keys[2] = { "notation.white", "notation.black" };
      for (int k = 0; k < 2; k++)
        if (!adj_json_read_string (o, notation_keys[k], given, &text, error)
            || !read_language (text, notation_keys[k], &in->langs[k], error))
          return FALSE;
    }
  else if (notation != NULL && !JSON_NODE_HOLDS_NULL (notation))
    return fail (error, ADJ_RECONSTRUCT_ERROR_TYPE, "notation", _("not a string or an object"));

  text = NULL;
  if (!adj_json_read_string (o, "envelope_position", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  if (text)
    {
      if (!read_position (text, "envelope_position", &in->envelope, error))
        return FALSE;
      in->has_envelope = TRUE;
    }

  text = NULL;
  if (!adj_json_read_string (o, "rules", ADJ_JSON_OPTIONAL, &text, error))
    return FALSE;
  if (text)
    {
      if (find_profile (text) == NULL)
        {
          g_autofree char *what = g_strdup_printf (_("unknown rules profile “%s”"), text);
          return fail (error, ADJ_RECONSTRUCT_ERROR_VALUE, "rules", what);
        }
      in->rules = g_strdup (text);
    }
  return TRUE;
}

/* Both entry points: the text when DATA is given, else ROOT. adj_json's
 * errors become this reader's here, and only here. */
static AdjReconstructInput *
input_from (const char *data, gssize length, JsonNode *root, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) parsed = data ? adj_json_parse (data, length, &local) : NULL;
  g_autoptr(AdjReconstructInput) in = adj_reconstruct_input_new ();
  if (!local && read_input (data ? parsed : root, in, &local))
    return g_steal_pointer (&in);
  adj_json_propagate_error (error, g_steal_pointer (&local), ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_JSON,
                            ADJ_RECONSTRUCT_ERROR_MISSING, ADJ_RECONSTRUCT_ERROR_TYPE);
  return NULL;
}

AdjReconstructInput *
adj_reconstruct_input_from_json (JsonNode *root, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return input_from (NULL, 0, root, error);
}

AdjReconstructInput *
adj_reconstruct_input_from_data (const char *data, gssize length, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return input_from (data, length, NULL, error);
}

/* ---- writing the outcome ------------------------------------------------ */

static void
add_fen (JsonBuilder *b, const char *member, const ChessPosition *pos)
{
  char fen[CHESS_FEN_MAX];
  chess_fen_write (pos, fen);
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, fen);
}

static void
add_uci (JsonBuilder *b, const char *member, ChessMove move)
{
  json_builder_set_member_name (b, member);
  if (move == CHESS_MOVE_NONE)
    json_builder_add_null_value (b);
  else
    {
      char uci[6];
      chess_move_to_uci (move, uci);
      json_builder_add_string_value (b, uci);
    }
}

static void
add_where (JsonBuilder *b, const AdjReconstruction *r, int ply, const ChessPosition *before)
{
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, ply);
  json_builder_set_member_name (b, "move_number");
  json_builder_add_int_value (b, before->fullmove_number);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, before->side == CHESS_WHITE ? "white" : "black");
  /* Past the first disagreement the replay is the program's guess. */
  json_builder_set_member_name (b, "provisional");
  json_builder_add_boolean_value (b, ply > r->agreed_plies + 1);
}

static char *
entry_reason (const AdjSheetEntry *e, const ChessPosition *before)
{
  if (e->text == NULL)
    return g_strdup (_("this scoresheet has no entry for this move"));
  return adj_verdict_reason (before, &e->verdict);
}

static void
add_candidates (JsonBuilder *b, const char *member, const ChessVerdict *v)
{
  g_autoptr(GPtrArray) c = adj_verdict_candidates (v);
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < c->len; i++)
    json_builder_add_string_value (b, c->pdata[i]);
  json_builder_end_array (b);
}

static void
add_disagreement_json (JsonBuilder *b, const AdjReconstruction *r, const AdjDisagreement *d)
{
  static const char *const names[2] = { "white", "black" };
  json_builder_begin_object (b);
  add_where (b, r, d->ply, &d->before);
  for (int k = 0; k < 2; k++)
    {
      const AdjSheetEntry *e = &d->sheet[k];
      g_autofree char *sheet = g_strdup_printf ("%s_sheet", names[k]);
      g_autofree char *verdict = g_strdup_printf ("%s_verdict", names[k]);
      g_autofree char *reason = g_strdup_printf ("%s_reason", names[k]);
      g_autofree char *uci = g_strdup_printf ("%s_uci", names[k]);
      g_autofree char *candidates = g_strdup_printf ("%s_candidates", names[k]);
      g_autofree char *why = entry_reason (e, &d->before);

      json_builder_set_member_name (b, sheet);
      if (e->text)
        json_builder_add_string_value (b, e->text);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, verdict);
      json_builder_add_string_value (b, e->text ? chess_verdict_kind_id (e->verdict.kind) : "missing");
      json_builder_set_member_name (b, reason);
      json_builder_add_string_value (b, why);
      if (e->text && e->verdict.kind == CHESS_VERDICT_LEGAL)
        add_uci (b, uci, e->verdict.move);
      if (e->text && e->verdict.kind == CHESS_VERDICT_AMBIGUOUS)
        add_candidates (b, candidates, &e->verdict);
    }
  add_uci (b, "followed", d->followed);
  json_builder_end_object (b);
}

static void
add_problem_json (JsonBuilder *b, const AdjReconstruction *r, const AdjProblem *p)
{
  g_autofree char *why = entry_reason (&p->entry, &p->before);
  json_builder_begin_object (b);
  add_where (b, r, p->ply, &p->before);
  json_builder_set_member_name (b, "sheet");
  json_builder_add_string_value (b, p->sheet == ADJ_SHEET_WHITE ? "white" : "black");
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, p->entry.text);
  json_builder_set_member_name (b, "verdict");
  json_builder_add_string_value (b, chess_verdict_kind_id (p->entry.verdict.kind));
  json_builder_set_member_name (b, "reason_id");
  json_builder_add_string_value (b, chess_reason_id (p->entry.verdict.reason));
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, why);
  if (p->entry.verdict.kind == CHESS_VERDICT_AMBIGUOUS)
    add_candidates (b, "candidates", &p->entry.verdict);
  json_builder_end_object (b);
}

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

JsonNode *
adj_reconstruction_to_json (const AdjReconstruction *r)
{
  g_return_val_if_fail (r != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, adj_reconstruct_status_id (r->status));
  add_fen (b, "position", &r->position);
  json_builder_set_member_name (b, "agreed_plies");
  json_builder_add_int_value (b, r->agreed_plies);

  json_builder_set_member_name (b, "disagreements");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->disagreements->len; i++)
    add_disagreement_json (b, r, &g_array_index (r->disagreements, AdjDisagreement, i));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "problems");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->problems->len; i++)
    add_problem_json (b, r, &g_array_index (r->problems, AdjProblem, i));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "envelope_matches");
  if (r->has_envelope)
    json_builder_add_boolean_value (b, r->envelope_matches);
  else
    json_builder_add_null_value (b);

  json_builder_set_member_name (b, "articles");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->articles->len; i++)
    json_builder_add_string_value (b, r->articles->pdata[i]);
  json_builder_end_array (b);

  /* Beyond the table of formats.md: what the window needs to show the line. */
  json_builder_set_member_name (b, "envelope_ply");
  if (r->has_envelope && r->envelope_ply >= 0)
    json_builder_add_int_value (b, r->envelope_ply);
  else
    json_builder_add_null_value (b);
  /* The line followed, in English SAN: the agreed prefix, then the guesses. */
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  ChessPosition pos = r->start;
  for (guint i = 0; i < r->moves->len; i++)
    {
      ChessMove m = g_array_index (r->moves, ChessMove, i);
      char san[CHESS_SAN_MAX];
      ChessUndo undo;
      chess_san_write (&pos, m, CHESS_LANG_EN, san);
      json_builder_add_string_value (b, san);
      chess_position_make (&pos, m, &undo);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "followed_plies");
  json_builder_add_int_value (b, r->followed_plies);
  add_fen (b, "followed_position", &r->followed_position);
  json_builder_set_member_name (b, "stopped_at_ply");
  if (r->stopped_at_ply > 0)
    json_builder_add_int_value (b, r->stopped_at_ply);
  else
    json_builder_add_null_value (b);
  g_autofree char *explanation = adj_reconstruction_explain (r);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, explanation);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
