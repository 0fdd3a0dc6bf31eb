/* chess-mate-search-lines.c — single lines and beams down the guide
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The descent (one line, each move the one the guide likes best) and the
 * beam (the few best positions at each ply): they cross the plateaus where
 * the complete walk (chess-mate-search-walk.c) spreads, prove nothing,
 * and find series or give up. Apart from the walk, whose guide
 * (chess_mate_walk_order) they follow, sharing the parts of the nets'
 * distance among a position's children as it does, but none of whose
 * tables they use.
 * Memory: fixed, on the stack or one block per call.
 */
#include "chess-mate-search-private.h"

#include <stdlib.h>
#include <string.h>

/* ---- a greedy descent along a guide ----
 *
 * The best-first walk spreads over every position that ties for nearest;
 * where the guide is flat for many plies (the kings walking round a pawn
 * wall, a pawn going to promote) it floods the plateau. A single line that
 * always takes the move the guide likes best (never back to a position it
 * passed through, never into a stalemate) crosses it at once when the
 * guide is right, and costs a few thousand moves when it is not. It proves
 * nothing: it finds series or gives up. */

enum { DESCENT_SEEN = 1 << 12 };  /* positions remembered, a power of two */

ChessMateSearchResult
chess_mate_descent (const ChessPosition *start, ChessMateSearch *ms)
{
  ChessPosition pos = *start;
  uint64_t seen[DESCENT_SEEN] = { 0 };
  long nodes = 0;
  uint64_t noise = ms->noise * UINT64_C (0x9e3779b97f4a7c15) + 1;
  /* a unit of the guide: the nets count plies in 64ths */
  uint64_t unit = ms->n_plans > 0 && ms->guide != CHESS_MATE_GUIDE_FLIGHTS ? 64 : 1;

  ms->nodes = 0;
  ms->n_line = 0;
  seen[pos.key & (DESCENT_SEEN - 1)] = pos.key;
  for (int ply = 0; ply < CHESS_MATE_LINE_MAX; ply++)
    {
      ChessMoveList list;
      ChessMove best = CHESS_MOVE_NONE;
      uint64_t best_order = UINT64_MAX;
      ChessMateParts parts;

      chess_position_legal_moves (&pos, &list);
      chess_mate_parts_begin (&parts, ms);
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo undo;
          ChessMove m = list.moves[i];

          if (++nodes > ms->max_nodes)
            {
              ms->nodes = ms->max_nodes;
              return CHESS_MATE_GAVE_UP;
            }
          chess_mate_parts_move (&parts, &pos, m, ms);
          chess_position_make (&pos, m, &undo);
          /* whether the child has a move is asked only where the answer
           * matters (a check by the winner: mate?; a child better than the
           * best so far: stalemate?): move generation is most of a
           * child's cost, and most children are neither */
          int moves = -1;
          if (pos.side != ms->winner && chess_position_in_check (&pos))
            {
              moves = chess_position_has_legal_move (&pos);
              if (!moves)
                {
                  chess_position_unmake (&pos, m, &undo);
                  ms->line[ply] = m;
                  ms->n_line = ply + 1;
                  ms->nodes = nodes;
                  return CHESS_MATE_FOUND;
                }
            }
          if (seen[pos.key & (DESCENT_SEEN - 1)] != pos.key
              && !chess_mate_material_no (&pos, ms->winner))
            {
              uint64_t order = (uint64_t) chess_mate_walk_order_shared (&pos, ms, &parts) << 8;
              if (ms->noise != 0)
                {
                  noise ^= noise << 13;
                  noise ^= noise >> 7;
                  noise ^= noise << 17;
                  order += noise % (unit * 3 << 8);
                }
              if (order < best_order && (moves >= 0 ? moves : chess_position_has_legal_move (&pos)))
                {
                  best_order = order;
                  best = m;
                }
            }
          chess_position_unmake (&pos, m, &undo);
        }
      if (best == CHESS_MOVE_NONE)
        break;
      ChessUndo undo;
      chess_position_make (&pos, best, &undo);
      seen[pos.key & (DESCENT_SEEN - 1)] = pos.key;
      ms->line[ply] = best;
    }
  ms->nodes = nodes;
  return CHESS_MATE_GAVE_UP;
}

/* ---- a beam down the guide ----
 *
 * Between the single line of the descent and the walk that keeps every
 * position: at each ply, the BEAM positions the guide likes best among the
 * children of the last ply's, none seen at an earlier ply. Wide enough to
 * get round what stops a single line, narrow enough not to flood a
 * plateau. Finds series or gives up. */

enum { BEAM = 12, BEAM_SEEN = 1 << 14 };

typedef struct {
  ChessPosition pos;
  uint64_t      order;
  int           parent;  /* index in the last ply's beam */
  ChessMove     move;
} BeamItem;

typedef struct {
  BeamItem  ply[2][BEAM];
  int       n[2];
  uint16_t  from[CHESS_MATE_LINE_MAX][BEAM];  /* parent index, ply by ply */
  ChessMove move[CHESS_MATE_LINE_MAX][BEAM];
  uint64_t  seen[BEAM_SEEN];
} Beam;

/* Would beam_offer() below keep a child of this order? (A child already
 * in the beam is not kept twice; that is beam_offer's to see.) */
static bool
beam_would_keep (const BeamItem *next, int n, uint64_t order)
{
  if (n < BEAM)
    return true;
  for (int i = 0; i < n; i++)
    if (next[i].order > order)
      return true;
  return false;
}

/* Keep 'item' among the best BEAM of 'next' (worst out first). */
static void
beam_offer (BeamItem *next, int *n, const BeamItem *item)
{
  int worst = 0;

  for (int i = 0; i < *n; i++)
    if (next[i].pos.key == item->pos.key)
      return;
  if (*n < BEAM)
    {
      next[(*n)++] = *item;
      return;
    }
  for (int i = 1; i < *n; i++)
    if (next[i].order > next[worst].order)
      worst = i;
  if (item->order < next[worst].order)
    next[worst] = *item;
}

ChessMateSearchResult
chess_mate_beam (const ChessPosition *start, ChessMateSearch *ms)
{
  Beam *b = calloc (1, sizeof *b);
  long nodes = 0;
  ChessMateSearchResult result = CHESS_MATE_GAVE_UP;

  ms->nodes = 0;
  ms->n_line = 0;
  if (b == NULL)
    return CHESS_MATE_GAVE_UP;
  b->ply[0][0] = (BeamItem) { .pos = *start, .parent = -1 };
  b->n[0] = 1;
  b->seen[start->key & (BEAM_SEEN - 1)] = start->key;
  for (int ply = 0; ply < CHESS_MATE_LINE_MAX && result == CHESS_MATE_GAVE_UP && b->n[ply & 1] > 0; ply++)
    {
      BeamItem *cur = b->ply[ply & 1], *next = b->ply[!(ply & 1)];
      int *n_next = &b->n[!(ply & 1)];

      *n_next = 0;
      for (int c = 0; c < b->n[ply & 1] && result == CHESS_MATE_GAVE_UP; c++)
        {
          ChessMoveList list;
          ChessPosition *pos = &cur[c].pos;
          ChessMateParts parts;

          b->from[ply][c] = (uint16_t) cur[c].parent;
          b->move[ply][c] = cur[c].move;
          chess_position_legal_moves (pos, &list);
          chess_mate_parts_begin (&parts, ms);
          for (int i = 0; i < list.count; i++)
            {
              BeamItem child;

              if (++nodes > ms->max_nodes)
                {
                  free (b);
                  ms->nodes = ms->max_nodes;
                  return CHESS_MATE_GAVE_UP;
                }
              chess_mate_parts_move (&parts, pos, list.moves[i], ms);
              child.pos = *pos;
              chess_position_make (&child.pos, list.moves[i], &(ChessUndo) { 0 });
              /* as in the descent: whether the child has a move only where
               * it matters (a mate, or a child the beam would keep) */
              bool checked = child.pos.side != ms->winner && chess_position_in_check (&child.pos);
              if (checked && !chess_position_has_legal_move (&child.pos))
                {
                  /* the line: this move, then back through the parents */
                  ms->n_line = ply + 1;
                  ms->line[ply] = list.moves[i];
                  for (int p = ply, k = c; p > 0; p--)
                    {
                      ms->line[p - 1] = b->move[p][k];
                      k = b->from[p][k];
                    }
                  result = CHESS_MATE_FOUND;
                  break;
                }
              if (b->seen[child.pos.key & (BEAM_SEEN - 1)] == child.pos.key
                  || chess_mate_material_no (&child.pos, ms->winner))
                continue;
              child.order = chess_mate_walk_order_shared (&child.pos, ms, &parts);
              if (!beam_would_keep (next, *n_next, child.order)
                  || (!checked && !chess_position_has_legal_move (&child.pos)))
                continue;
              child.parent = c;
              child.move = list.moves[i];
              beam_offer (next, n_next, &child);
            }
        }
      for (int i = 0; i < *n_next; i++)
        b->seen[next[i].pos.key & (BEAM_SEEN - 1)] = next[i].pos.key;
    }
  free (b);
  ms->nodes = nodes;
  return result;
}
