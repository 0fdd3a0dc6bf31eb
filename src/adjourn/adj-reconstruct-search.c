/* adj-reconstruct-search.c — the search over the ways of reading two scoresheets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An arbiter with two scoresheets that disagree does not follow one sheet
 * and give up when it runs into a move neither sheet makes legal: he tries
 * the other sheet, and the moves that follow usually tell him which was
 * played. This does the same for every disagreement at once: all the ways
 * of reading the sheets are carried forward ply by ply, and the complete
 * ones are ranked by how little they depart from what was written.
 */
#define G_LOG_DOMAIN "adjourn-reconstruct"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-reconstruct-private.h"
#include "adj-verdict.h"
#include "chess-game.h"

/* ---- the sheets ----------------------------------------------------------- */

gboolean
adj_sheets_init (AdjSheets *s, const AdjReconstructInput *input, GError **error)
{
  memset (s, 0, sizeof *s);
  s->short_plies = G_MAXUINT;
  for (int k = 0; k < 2; k++)
    {
      s->langs[k] = input->langs[k];
      if (input->sheets[k] == NULL)
        continue;
      s->entries[k] = adj_scoresheet_split (input->sheets[k]);
      if (s->entries[k]->len > ADJ_RECONSTRUCT_MAX_ENTRIES)
        {
          g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                       _("scoresheets.%s: more than %d moves"), k ? "black" : "white",
                       ADJ_RECONSTRUCT_MAX_ENTRIES);
          adj_sheets_clear (s);
          return FALSE;
        }
      s->n_plies = MAX (s->n_plies, s->entries[k]->len);
      s->short_plies = MIN (s->short_plies, s->entries[k]->len);
    }
  if (s->short_plies == G_MAXUINT)
    s->short_plies = 0;
  return TRUE;
}

void
adj_sheets_clear (AdjSheets *s)
{
  g_clear_pointer (&s->entries[0], g_ptr_array_unref);
  g_clear_pointer (&s->entries[1], g_ptr_array_unref);
}

const char *
adj_sheets_entry (const AdjSheets *s, int sheet, guint ply)
{
  GPtrArray *e = s->entries[sheet];
  return e && ply < e->len ? e->pdata[ply] : NULL;
}

void
adj_sheets_judge (const AdjSheets *s, const ChessPosition *pos, guint ply,
                  const char *text[2], ChessVerdict verdict[2])
{
  for (int k = 0; k < 2; k++)
    {
      text[k] = adj_sheets_entry (s, k, ply);
      if (text[k])
        chess_notation_judge (pos, text[k], s->langs[k], &verdict[k]);
    }
}

int
adj_entry_moves (const char *text, const ChessVerdict *v, const ChessMove **moves)
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

gboolean
adj_same_position (const ChessPosition *a, const ChessPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0
         && a->side == b->side
         && a->castling == b->castling
         && chess_game_repetition_key (a) == chess_game_repetition_key (b);
}

/* ---- one reading ----------------------------------------------------------- */

static void
departure_clear (gpointer p)
{
  AdjDeparture *d = p;
  g_clear_pointer (&d->text, g_free);
}

static void
add_departure (AdjReading *r, guint ply, int sheet, const char *text, ChessMove instead, const ChessPosition *before)
{
  AdjDeparture d = { 0 };
  d.ply = (int) ply + 1;
  d.sheet = sheet;
  d.text = g_strdup (text);
  d.instead = instead;
  d.before = *before;
  g_array_append_val (r->departures, d);
}

AdjReading *
adj_reading_build (const AdjSheets *s, const AdjReconstructInput *input, const ChessMove *moves, guint n_moves)
{
  AdjReading *r = g_new0 (AdjReading, 1);
  r->moves = g_array_sized_new (FALSE, FALSE, sizeof (ChessMove), n_moves);
  r->departures = g_array_new (FALSE, TRUE, sizeof (AdjDeparture));
  g_array_set_clear_func (r->departures, departure_clear);
  r->envelope_ply = -1;

  ChessPosition pos = input->start;
  if (input->has_envelope && adj_same_position (&pos, &input->envelope))
    r->envelope_ply = 0;
  for (guint ply = 0; ply < n_moves; ply++)
    {
      const char *text[2];
      ChessVerdict verdict[2];
      adj_sheets_judge (s, &pos, ply, text, verdict);
      for (int k = 0; k < 2; k++)
        {
          const ChessMove *m;
          int n = adj_entry_moves (text[k], &verdict[k], &m);
          if (text[k] && !adj_moves_contain (m, n, moves[ply]))
            add_departure (r, ply, k, text[k], moves[ply], &pos);
        }
      ChessUndo undo;
      g_assert (chess_position_is_legal (&pos, moves[ply]));
      chess_position_make (&pos, moves[ply], &undo);
      g_array_append_val (r->moves, moves[ply]);
      if (input->has_envelope && r->envelope_ply < 0 && adj_same_position (&pos, &input->envelope))
        r->envelope_ply = (int) ply + 1;
    }
  /* A line that stops short says the game stopped there: what the sheets
   * write after it was not played. */
  for (guint ply = n_moves; ply < s->n_plies; ply++)
    for (int k = 0; k < 2; k++)
      {
        const char *text = adj_sheets_entry (s, k, ply);
        if (text)
          add_departure (r, ply, k, text, CHESS_MOVE_NONE, &pos);
      }
  r->position = pos;
  r->reaches_envelope = r->envelope_ply >= 0;
  return r;
}

void
adj_reading_free (AdjReading *r)
{
  if (r == NULL)
    return;
  g_clear_pointer (&r->moves, g_array_unref);
  g_clear_pointer (&r->departures, g_array_unref);
  g_free (r);
}

AdjReading *
adj_reconstruct_reading_for (const AdjReconstructInput *input, const ChessMove *moves, guint n_moves, GError **error)
{
  g_return_val_if_fail (input != NULL, NULL);
  g_return_val_if_fail (moves != NULL || n_moves == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  AdjSheets s;
  if (!adj_sheets_init (&s, input, error))
    return NULL;
  if (n_moves > s.n_plies)
    {
      g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                   _("ply %u: the scoresheets end at ply %u"), s.n_plies + 1, s.n_plies);
      adj_sheets_clear (&s);
      return NULL;
    }
  ChessPosition pos = input->start;
  for (guint i = 0; i < n_moves; i++)
    {
      ChessUndo undo;
      if (moves[i] == CHESS_MOVE_NONE || !chess_position_is_legal (&pos, moves[i]))
        {
          g_set_error (error, ADJ_RECONSTRUCT_ERROR, ADJ_RECONSTRUCT_ERROR_VALUE,
                       _("ply %u: not a legal move"), i + 1);
          adj_sheets_clear (&s);
          return NULL;
        }
      chess_position_make (&pos, moves[i], &undo);
    }
  AdjReading *r = adj_reading_build (&s, input, moves, n_moves);
  adj_sheets_clear (&s);
  return r;
}

guint
adj_reconstruction_get_n_readings (const AdjReconstruction *r)
{
  g_return_val_if_fail (r != NULL, 0);
  return r->readings ? r->readings->len : 0;
}

const AdjReading *
adj_reconstruction_get_reading (const AdjReconstruction *r, guint index)
{
  g_return_val_if_fail (r != NULL, NULL);
  g_return_val_if_fail (r->readings != NULL && index < r->readings->len, NULL);
  return r->readings->pdata[index];
}

guint
adj_reading_get_n_departures (const AdjReading *reading)
{
  g_return_val_if_fail (reading != NULL, 0);
  return reading->departures->len;
}

const AdjDeparture *
adj_reading_get_departure (const AdjReading *reading, guint index)
{
  g_return_val_if_fail (reading != NULL, NULL);
  g_return_val_if_fail (index < reading->departures->len, NULL);
  return &g_array_index (reading->departures, AdjDeparture, index);
}

int
adj_reading_first_departure (const AdjReading *reading)
{
  g_return_val_if_fail (reading != NULL, 0);
  return reading->departures->len ? g_array_index (reading->departures, AdjDeparture, 0).ply : 0;
}

/* ---- the search ---------------------------------------------------------- */

/* A way of reading the sheets up to some ply. Readings are compared by
 * departures, then the latest first departure, then departures from the
 * mover's own sheet (he writes his own moves with most care), then the
 * order they were found in. Two readings that reach the same position at
 * the same ply go on alike, and adding the same departures to both keeps
 * their order, so only the better one is kept. */
typedef struct {
  ChessPosition pos;
  guint         node;        /* its last move in the tree of moves (set once kept) */
  guint         parent;      /* the node of the reading it extends */
  ChessMove     move;
  int           departures;
  int           first;       /* the ply of the first departure, G_MAXINT for none */
  int           mover;       /* departures from the mover's own sheet */
  guint         seq;
  int           envelope_ply;
  gboolean      unsettled;   /* its last move is one no entry named, and not the only legal one */
} State;

/* The readings carried over one ply, all plies together: a bound on the
 * time a hostile file can take (well under a second). */
#define ADJ_RECONSTRUCT_MAX_WORK 250000

typedef struct {
  guint     parent;          /* G_MAXUINT at the start */
  ChessMove move;
} Node;

static int
compare_states (const State *a, const State *b)
{
  if (a->departures != b->departures)
    return a->departures < b->departures ? -1 : 1;
  if (a->first != b->first)
    return a->first > b->first ? -1 : 1;
  if (a->mover != b->mover)
    return a->mover < b->mover ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static int
compare_states_qsort (gconstpointer a, gconstpointer b)
{
  return compare_states (a, b);
}

/* With an envelope position, readings that reach it first. */
static int
compare_complete (gconstpointer pa, gconstpointer pb)
{
  const State *a = pa, *b = pb;
  gboolean ea = a->envelope_ply >= 0, eb = b->envelope_ply >= 0;
  if (ea != eb)
    return ea ? -1 : 1;
  return compare_states (a, b);
}

typedef struct {
  const AdjSheets           *sheets;
  const AdjReconstructInput *input;
  GArray     *nodes;        /* Node */
  GArray     *next;         /* State: the readings one ply further */
  GHashTable *seen;         /* position key (+ unsettled) → index in next */
  guint       seq;
  gboolean    cut;
} Search;

static guint64
state_key (const State *st)
{
  return st->pos.key ^ (st->unsettled ? G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) : 0);
}

static void
offer (Search *se, const State *from, guint ply, ChessMove move, int departures, int mover, gboolean unsettled)
{
  State st = *from;
  ChessUndo undo;
  chess_position_make (&st.pos, move, &undo);
  st.departures += departures;
  st.mover += mover;
  if (departures > 0 && st.first == G_MAXINT)
    st.first = (int) ply + 1;
  st.seq = se->seq++;
  st.unsettled = unsettled;
  if (se->input->has_envelope && st.envelope_ply < 0 && adj_same_position (&st.pos, &se->input->envelope))
    st.envelope_ply = (int) ply + 1;

  st.parent = from->node;
  st.move = move;

  guint64 key = state_key (&st);
  gpointer found;
  if (g_hash_table_lookup_extended (se->seen, &key, NULL, &found))
    {
      State *old = &g_array_index (se->next, State, GPOINTER_TO_UINT (found));
      if (compare_states (&st, old) < 0)
        *old = st;
      return;
    }
  g_array_append_val (se->next, st);
  guint64 *k = g_new (guint64, 1);
  *k = key;
  g_hash_table_insert (se->seen, k, GUINT_TO_POINTER (se->next->len - 1));
}

/* The moves a ply's entries may mean when none of them names a legal move:
 * for an entry that cannot be read (a scrawl, a blank cell), every legal
 * move; for a clear move that cannot be played, the legal moves to the
 * square it names (the piece or the departure was miswritten). */
static int
unnamed_moves (const ChessPosition *pos, const char *const text[2], const ChessVerdict verdict[2], ChessMove *out,
               int *n_legal)
{
  ChessMoveList all;
  int n = 0;
  *n_legal = chess_position_legal_moves (pos, &all);
  for (int i = 0; i < all.count; i++)
    {
      gboolean take = FALSE;
      for (int k = 0; k < 2; k++)
        if (text[k])
          take |= verdict[k].kind == CHESS_VERDICT_UNREADABLE
                  || (verdict[k].kind == CHESS_VERDICT_ILLEGAL && verdict[k].to != CHESS_NO_SQUARE
                      && chess_move_to (all.moves[i]) == verdict[k].to);
      if (take)
        out[n++] = all.moves[i];
    }
  return n;
}

/* Carry one reading over one ply. */
static void
extend (Search *se, const State *st, guint ply)
{
  const char *text[2];
  ChessVerdict verdict[2];
  const ChessMove *m[2];
  int n[2];
  adj_sheets_judge (se->sheets, &st->pos, ply, text, verdict);
  for (int k = 0; k < 2; k++)
    n[k] = adj_entry_moves (text[k], &verdict[k], &m[k]);

  int mover = st->pos.side;
  if (n[0] + n[1] > 0)
    {
      for (int k = 0; k < 2; k++)
        for (int i = 0; i < n[k]; i++)
          {
            if (k == 1 && adj_moves_contain (m[0], n[0], m[1][i]))
              continue;
            int dep = 0, mdep = 0;
            for (int j = 0; j < 2; j++)
              if (text[j] && !adj_moves_contain (m[j], n[j], m[k][i]))
                {
                  dep++;
                  mdep += j == mover;
                }
            offer (se, st, ply, m[k][i], dep, mdep, FALSE);
          }
      return;
    }
  /* A move named by no entry must be settled by what follows. */
  if (st->unsettled)
    return;
  ChessMove moves[CHESS_MAX_MOVES];
  int n_legal;
  int count = unnamed_moves (&st->pos, text, verdict, moves, &n_legal);
  int dep = (text[0] != NULL) + (text[1] != NULL);
  int mdep = text[mover] != NULL;
  for (int i = 0; i < count; i++)
    offer (se, st, ply, moves[i], dep, mdep, n_legal > 1);
}

/* Keep the best ADJ_RECONSTRUCT_MAX_STATES of the readings one ply on, and
 * enter their moves in the tree. */
static void
bound (Search *se)
{
  if (se->next->len > ADJ_RECONSTRUCT_MAX_STATES)
    {
      g_array_sort (se->next, compare_states_qsort);
      g_array_set_size (se->next, ADJ_RECONSTRUCT_MAX_STATES);
      se->cut = TRUE;
    }
  for (guint i = 0; i < se->next->len; i++)
    {
      State *st = &g_array_index (se->next, State, i);
      Node node = { st->parent, st->move };
      g_array_append_val (se->nodes, node);
      st->node = se->nodes->len - 1;
    }
}

static GArray *
line_of (const Search *se, guint node)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  for (guint i = node; i != G_MAXUINT; i = g_array_index (se->nodes, Node, i).parent)
    g_array_prepend_val (line, g_array_index (se->nodes, Node, i).move);
  return line;
}

static GArray *
settled_states (GArray *states)
{
  GArray *settled = g_array_new (FALSE, FALSE, sizeof (State));
  for (guint i = 0; i < states->len; i++)
    if (!g_array_index (states, State, i).unsettled)
      g_array_append_val (settled, g_array_index (states, State, i));
  return settled;
}

/* The line of the best reading in STATES that nothing contradicts yet:
 * one whose last move was settled, else the best without its last move,
 * a guess nothing settled. */
static GArray *
best_line (const Search *se, GArray *states)
{
  g_array_sort (states, compare_states_qsort);
  for (guint i = 0; i < states->len; i++)
    if (!g_array_index (states, State, i).unsettled)
      return line_of (se, g_array_index (states, State, i).node);
  GArray *line = line_of (se, g_array_index (states, State, 0).node);
  if (line->len > 0)
    g_array_set_size (line, line->len - 1);
  return line;
}

static void
list_readings (Search *se, GArray *complete, AdjSearch *out)
{
  g_array_sort (complete, compare_complete);
  out->found = complete->len;
  for (guint i = 0; i < complete->len && i < ADJ_RECONSTRUCT_MAX_READINGS; i++)
    {
      g_autoptr(GArray) line = line_of (se, g_array_index (complete, State, i).node);
      g_ptr_array_add (out->readings,
                       adj_reading_build (se->sheets, se->input, (const ChessMove *) (gpointer) line->data, line->len));
      if (i == 0)
        g_array_append_vals (out->line, line->data, line->len);
    }
}

/* The search. Every ply, each reading alive is carried on by every move an
 * entry there names (a departure from each sheet whose entry does not name
 * it); where no entry names a legal move, by the moves the entries may mean
 * (unnamed_moves), each kept only if it is the only legal move or an entry
 * at the next ply names a legal move after it. The complete readings are those
 * that get through the longer sheet; when none does, those that get through
 * the shorter one, the rest of the longer sheet departed from (the game
 * stopped where one player stopped writing). */
void
adj_reconstruct_search (const AdjSheets *s, const AdjReconstructInput *input, AdjSearch *out)
{
  memset (out, 0, sizeof *out);
  out->readings = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_reading_free);
  out->line = g_array_new (FALSE, FALSE, sizeof (ChessMove));

  Search se = { s, input, g_array_new (FALSE, FALSE, sizeof (Node)), NULL, NULL, 0, FALSE };
  g_autoptr(GArray) layer = g_array_new (FALSE, FALSE, sizeof (State));
  g_autoptr(GArray) at_short = NULL;
  g_autoptr(GArray) furthest = NULL;

  State start = { .pos = input->start, .node = G_MAXUINT, .first = G_MAXINT, .envelope_ply = -1 };
  if (input->has_envelope && adj_same_position (&start.pos, &input->envelope))
    start.envelope_ply = 0;
  g_array_append_val (layer, start);

  guint work = 0;
  gboolean stopped = FALSE;
  for (guint ply = 0; ply < s->n_plies && layer->len > 0; ply++)
    {
      /* A hostile file (two thousand scrawls) must not keep the desk waiting. */
      work += layer->len;
      if (work > ADJ_RECONSTRUCT_MAX_WORK)
        {
          se.cut = stopped = TRUE;
          furthest = best_line (&se, layer);
          g_array_set_size (layer, 0);
          break;
        }
      if (ply == s->short_plies)
        at_short = settled_states (layer);
      se.next = g_array_new (FALSE, FALSE, sizeof (State));
      se.seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      for (guint i = 0; i < layer->len; i++)
        extend (&se, &g_array_index (layer, State, i), ply);
      bound (&se);
      g_clear_pointer (&se.seen, g_hash_table_unref);
      if (se.next->len == 0)
        furthest = best_line (&se, layer);
      g_array_unref (layer);
      layer = g_steal_pointer (&se.next);
    }

  /* A last move no entry named, where others were possible, is settled by nothing. */
  g_autoptr(GArray) complete = settled_states (layer);
  if (complete->len == 0 && layer->len > 0)
    furthest = best_line (&se, layer);

  if (complete->len > 0)
    list_readings (&se, complete, out);
  else if (!stopped && at_short && at_short->len > 0 && s->short_plies < s->n_plies)
    {
      list_readings (&se, at_short, out);
      out->ended_early = TRUE;
    }
  else if (furthest)
    g_array_append_vals (out->line, furthest->data, furthest->len);
  out->cut = se.cut;
  g_array_unref (se.nodes);
}

void
adj_reconstruct_search_clear (AdjSearch *out)
{
  g_clear_pointer (&out->readings, g_ptr_array_unref);
  g_clear_pointer (&out->line, g_array_unref);
}
