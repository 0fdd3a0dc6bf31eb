/* chess-mate-search-helpmate.c — the helpmate search
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Iterative deepening toward the mate, with the whole game's rules (every
 * move legal, both sides' moves chosen freely): moves ordered by what
 * brings it closer, passes of growing width, a transposition table; short
 * series in open positions, fast. Apart from the walk over every
 * reachable position (chess-mate-search-walk.c) and the lines down its
 * guide (chess-mate-search-lines.c), with which it shares only the board
 * measures. Memory: one table per call, allocated before searching.
 */
#include "chess-mate-search-private.h"

#include <stdlib.h>
#include <string.h>

static int
edge_distance (ChessSquare sq)
{
  int f = chess_square_file (sq), r = chess_square_rank (sq);
  int df = f < 7 - f ? f : 7 - f;
  int dr = r < 7 - r ? r : 7 - r;

  return df < dr ? df : dr;
}
/* ---- the helpmate search ---- */

typedef struct {
  uint64_t key;
  int16_t  depth;  /* no mate within this many plies ... */
  int16_t  width;  /* ... trying this many moves per node (0: all) */
} TTEntry;

#define TT_SIZE_MAX (CHESS_MATE_TT_BYTES / sizeof (TTEntry)) /* a power of two */

typedef struct {
  ChessColor winner;
  long       nodes, max_nodes;
  bool       aborted;
  int        width;        /* moves tried per node, best first; 0: all */
  TTEntry   *tt;
  size_t     tt_mask;
  ChessMove  line[CHESS_MATE_LINE_MAX];
  uint64_t   path[CHESS_MATE_LINE_MAX]; /* keys of the positions on the way here */
  int        n_line;
} Search;

/* Did this series already pass through the position? Going round in circles
 * is what greedy move ordering does best; it never helps. */
static bool
on_path (const Search *s, uint64_t key, int ply)
{
  for (int i = ply; i >= 0; i -= 2)
    if (s->path[i] == key)
      return true;
  return false;
}

static bool
tt_fails (const Search *s, uint64_t key, int depth)
{
  if (s->tt == NULL)
    return false;

  const TTEntry *e = &s->tt[key & s->tt_mask];

  return e->key == key && e->depth >= depth && (e->width == 0 || (s->width != 0 && e->width >= s->width));
}

static void
tt_store (Search *s, uint64_t key, int depth)
{
  if (s->tt == NULL)
    return;

  TTEntry *e = &s->tt[key & s->tt_mask];

  e->key = key;
  e->depth = (int16_t) depth;
  e->width = (int16_t) s->width;
}

/* How promising a move is for a helpmate. The mating side brings its
 * pieces to the other king (its own king to two squares away) and promotes;
 * the mated side walks its king to the edge, puts its pieces next to it, and
 * neither takes nor checks. 'target' is the mated king's square, 'own_king'
 * the mover's king square (both before the move). */
static int
score_move (const Search *s, ChessMove move, ChessPieceType piece, bool capture, bool gives_check,
            bool winner_moves, ChessSquare target, ChessSquare king_target, ChessSquare own_king,
            int bishop_colour, bool loser_needs_blockers)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  int score = 0;

  if (winner_moves)
    {
      /* a knight checks from a knight's move away; other pieces stand off
       * two squares, where the king cannot take them */
      if (piece == CHESS_KNIGHT)
        score += 8 * (chess_mate_knight_distance (from, target) - chess_mate_knight_distance (to, target));
      else if (piece == CHESS_KING && king_target != target)
        score += 8 * (chess_mate_distance (from, king_target) - chess_mate_distance (to, king_target));
      else if (piece != CHESS_PAWN)
        score += 8 * (abs (chess_mate_distance (from, target) - 2) - abs (chess_mate_distance (to, target) - 2));
      if (gives_check)
        score += 2;
      if (capture)
        score += 4;
      if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
        score += chess_move_promotion (move) == CHESS_QUEEN ? 60
                 : chess_move_promotion (move) == CHESS_KNIGHT ? 12 : 4;
      else if (piece == CHESS_PAWN)
        score += 6 + 2 * (s->winner == CHESS_WHITE ? chess_square_rank (to) : 7 - chess_square_rank (to));
      return score;
    }

  /* in a corner the king has the fewest ways out */
  if (piece == CHESS_KING)
    {
      score += 6 * (edge_distance (from) - edge_distance (to));
      /* checked by bishops of one colour only, it must stand on that colour */
      if (bishop_colour >= 0)
        score += 6 * (colour_corner_distance (from, bishop_colour) - colour_corner_distance (to, bishop_colour));
      else
        score += 6 * (corner_distance (from) - corner_distance (to));
    }
  else
    {
      /* pieces gather round their king, to take its squares away */
      if (piece == CHESS_KNIGHT)
        score += 3 * (chess_mate_knight_distance (from, own_king) - chess_mate_knight_distance (to, own_king));
      else
        score += 3 * (chess_mate_distance (from, own_king) - chess_mate_distance (to, own_king));
      score += chess_mate_distance (to, own_king) == 1 ? 6 : 0;
      score -= chess_mate_distance (from, own_king) == 1 ? 6 : 0;
      if (piece == CHESS_PAWN)
        score += 1;
      /* a lone minor piece mates only a king its own men hem in: the
       * mated side's pawns go and promote into such men */
      if (piece == CHESS_PAWN && loser_needs_blockers)
        score += 8 + (chess_move_kind (move) == CHESS_MOVE_PROMOTION && chess_move_promotion (move) != CHESS_QUEEN ? 30 : 0);
    }
  if (capture)
    score -= 30;
  if (gives_check)
    score -= 15;
  return score;
}

/* Squares next to the loser's king it could step to now: a mate leaves
 * none, so both sides gain by taking them away. */
static int
flights (const ChessPosition *pos, ChessColor winner)
{
  ChessSquare king = chess_position_king (pos, !winner);
  ChessBitboard occupied = (pos->by_color[0] | pos->by_color[1]) & ~BB (king);
  ChessBitboard open = chess_bb_king[king] & ~pos->by_color[!winner];

  return chess_bb_count (open & ~attack_map (pos, winner, occupied));
}

/* When the winner has only pawns besides the king, it must promote first:
 * its king goes for the nearest enemy pawn (the blockers), not the king. */
static ChessSquare
winner_king_target (const ChessPosition *pos, ChessColor winner)
{
  ChessBitboard ours = pos->by_color[winner];
  ChessBitboard their_pawns = pos->by_color[!winner] & pos->by_type[CHESS_PAWN];
  ChessSquare king = chess_position_king (pos, winner), best = chess_position_king (pos, !winner);
  int best_distance = 99;

  if ((ours & ~(pos->by_type[CHESS_KING] | pos->by_type[CHESS_PAWN])) != 0)
    return best;
  while (their_pawns != 0)
    {
      ChessSquare sq = chess_bb_pop (&their_pawns);
      if (chess_mate_distance (king, sq) < best_distance)
        {
          best_distance = chess_mate_distance (king, sq);
          best = sq;
        }
    }
  return best;
}

static bool search (Search *s, ChessPosition *pos, int depth, int ply);

static bool
try_child (Search *s, ChessPosition *pos, ChessMove move, int depth, int ply)
{
  ChessUndo undo;
  bool found;

  chess_position_make (pos, move, &undo);
  found = search (s, pos, depth - 1, ply + 1);
  chess_position_unmake (pos, move, &undo);
  if (found)
    s->line[ply] = move;
  return found;
}

static bool
search (Search *s, ChessPosition *pos, int depth, int ply)
{
  ChessMoveList list;
  int scores[CHESS_MAX_MOVES];
  bool winner_moves = pos->side == s->winner;
  int tried;

  /* the budget counts moves made, as the reachable walk does: ordering
   * makes every move of a node */
  if (s->nodes > s->max_nodes)
    {
      s->aborted = true;
      return false;
    }
  s->nodes++;
  /* the mate must come from the winner's move */
  if (depth < (winner_moves ? 1 : 2) || ply >= CHESS_MATE_LINE_MAX)
    return false;
  if (chess_mate_material_no (pos, s->winner) || tt_fails (s, pos->key, depth))
    return false;

  ChessSquare target = chess_position_king (pos, !s->winner);
  ChessSquare king_target = winner_moves ? winner_king_target (pos, s->winner) : target;
  int flights_before = depth > 1 ? flights (pos, s->winner) : 0;

  s->path[ply] = pos->key;
  ChessSquare own_king = chess_position_king (pos, pos->side);
  bool few_loser_pieces = chess_bb_count (pos->by_color[!s->winner]) <= 3;
  /* the winner's only checkers are bishops of one colour: 1 light, 0 dark */
  ChessBitboard checkers = pos->by_color[s->winner] & ~pos->by_type[CHESS_KING];
  int bishop_colour = -1;
  if (checkers != 0 && (checkers & ~pos->by_type[CHESS_BISHOP]) == 0)
    bishop_colour = (checkers & LIGHT_SQUARES) == checkers ? 1 : (checkers & LIGHT_SQUARES) == 0 ? 0 : -1;
  bool loser_needs_blockers = chess_bb_count (checkers) == 1
                              && (checkers & (pos->by_type[CHESS_KNIGHT] | pos->by_type[CHESS_BISHOP])) != 0;

  chess_position_legal_moves (pos, &list);
  s->nodes += list.count;
  for (int i = 0; i < list.count; i++)
    {
      ChessUndo undo;
      ChessMove m = list.moves[i];
      ChessPieceType piece = chess_piece_type (pos->board[chess_move_from (m)]);
      bool capture = pos->board[chess_move_to (m)] != CHESS_EMPTY
                     || chess_move_kind (m) == CHESS_MOVE_EN_PASSANT;
      bool check;

      chess_position_make (pos, list.moves[i], &undo);
      check = chess_position_in_check (pos);
      if (winner_moves && check && !chess_position_has_legal_move (pos))
        {
          chess_position_unmake (pos, list.moves[i], &undo);
          s->line[ply] = list.moves[i];
          s->n_line = ply + 1;
          return true;
        }
      if (depth == 1)
        {
          /* only a mate was wanted here: no ordering */
          chess_position_unmake (pos, list.moves[i], &undo);
          continue;
        }
      scores[i] = score_move (s, m, piece, capture, check, winner_moves, target, king_target, own_king, bishop_colour, loser_needs_blockers);
      scores[i] += (winner_moves ? 10 : 5) * (flights_before - flights (pos, s->winner));
      if (ply >= 1 && on_path (s, pos->key, ply - 1))
        scores[i] -= 500;
      /* with little left, greedy play stalemates: a dead end to avoid */
      if (winner_moves && !check && few_loser_pieces && depth > 1 && !chess_position_has_legal_move (pos))
        scores[i] -= 1000;
      chess_position_unmake (pos, list.moves[i], &undo);
    }
  if (depth == 1)
    {
      tt_store (s, pos->key, depth);
      return false;
    }

  /* insertion sort, best first; equal scores keep generation order */
  for (int i = 1; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      int sc = scores[i], j = i;
      while (j > 0 && scores[j - 1] < sc)
        {
          scores[j] = scores[j - 1];
          list.moves[j] = list.moves[j - 1];
          j--;
        }
      scores[j] = sc;
      list.moves[j] = m;
    }

  tried = list.count;
  /* the mating move itself was looked for among all moves above */
  if (s->width > 0 && tried > s->width)
    tried = s->width;
  for (int i = 0; i < tried; i++)
    {
      if (try_child (s, pos, list.moves[i], depth, ply))
        return true;
      if (s->aborted)
        return false;
    }
  tt_store (s, pos->key, depth);
  return false;
}

/* Widths tried in turn, each with the longest series it may look for: a
 * narrow search follows the heuristics far, a wide one looks near. */
static const struct { int width; int max_plies; } passes[] = {
  { 1, 40 }, { 2, 24 }, { 3, 16 }, { 5, 10 }, { 0, 7 },
};

ChessMateSearchResult
chess_mate_helpmate (const ChessPosition *pos, ChessMateSearch *ms)
{
  Search s = { 0 };
  ChessPosition work = *pos;
  int max_plies = ms->max_plies > 0 ? ms->max_plies : CHESS_MATE_DEFAULT_PLIES;
  bool found = false;

  if (max_plies > CHESS_MATE_LINE_MAX)
    max_plies = CHESS_MATE_LINE_MAX;
  s.winner = ms->winner;
  s.max_nodes = ms->max_nodes;
  /* no bigger than the node limit can fill: a small search touches little
   * memory. Without the memory the search is slower, not wrong. */
  size_t tt_size = 1024;
  while (tt_size < TT_SIZE_MAX && tt_size < (size_t) s.max_nodes)
    tt_size <<= 1;
  s.tt = calloc (tt_size, sizeof *s.tt);
  s.tt_mask = tt_size - 1;

  for (size_t p = 0; p < sizeof passes / sizeof passes[0] && !found && !s.aborted; p++)
    {
      int limit = passes[p].max_plies < max_plies ? passes[p].max_plies : max_plies;
      s.width = passes[p].width;
      /* the winner's move ends the series: odd lengths when it is to move */
      for (int depth = pos->side == s.winner ? 1 : 2; depth <= limit && !found && !s.aborted; depth += 2)
        found = search (&s, &work, depth, 0);
    }

  ms->nodes = s.nodes < s.max_nodes ? s.nodes : s.max_nodes;
  if (found)
    {
      ms->n_line = s.n_line;
      memcpy (ms->line, s.line, (size_t) s.n_line * sizeof s.line[0]);
    }
  free (s.tt);
  return found ? CHESS_MATE_FOUND : CHESS_MATE_GAVE_UP;
}
