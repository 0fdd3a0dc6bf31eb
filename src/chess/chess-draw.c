/* chess-draw.c — draws by rule, edition by edition; can a side still mate?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-draw.h"
#include "chess-bitboard.h"

#include <stdlib.h>
#include <string.h>

static const ChessBitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAull;
static const ChessBitboard FILE_A = 0x0101010101010101ull;
static const ChessBitboard FILE_H = 0x8080808080808080ull;

/* Every square a king on any square of 'b' attacks. */
static ChessBitboard
king_spread (ChessBitboard b)
{
  ChessBitboard side = ((b << 1) & ~FILE_A) | ((b >> 1) & ~FILE_H);
  ChessBitboard row = b | side;

  return side | (row << 8) | (row >> 8);
}

static int
distance (ChessSquare a, ChessSquare b)
{
  int df = abs (chess_square_file (a) - chess_square_file (b));
  int dr = abs (chess_square_rank (a) - chess_square_rank (b));

  return df > dr ? df : dr;
}

static int
edge_distance (ChessSquare sq)
{
  int f = chess_square_file (sq), r = chess_square_rank (sq);
  int df = f < 7 - f ? f : 7 - f;
  int dr = r < 7 - r ? r : 7 - r;

  return df < dr ? df : dr;
}

static int
corner_distance (ChessSquare sq)
{
  int f = chess_square_file (sq), r = chess_square_rank (sq);
  int df = f < 7 - f ? f : 7 - f;
  int dr = r < 7 - r ? r : 7 - r;

  return df > dr ? df : dr;
}

/* Distance to the nearest corner of the given colour (light: a8, h1). */
static int
colour_corner_distance (ChessSquare sq, bool light)
{
  ChessSquare a = light ? 56 : 0, b = light ? 7 : 63;
  int da = distance (sq, a), db = distance (sq, b);

  return da < db ? da : db;
}

/* ---- the fixed lists of 1985 and 1993 ---- */

bool
chess_draw_only_king (const ChessPosition *pos, ChessColor color)
{
  return (pos->by_color[color] & ~pos->by_type[CHESS_KING]) == 0;
}

bool
chess_draw_in_material_list (const ChessPosition *pos)
{
  ChessBitboard all = pos->by_color[CHESS_WHITE] | pos->by_color[CHESS_BLACK];
  ChessBitboard minors = pos->by_type[CHESS_KNIGHT] | pos->by_type[CHESS_BISHOP];
  ChessBitboard bishops = pos->by_type[CHESS_BISHOP];
  int white = chess_bb_count (pos->by_color[CHESS_WHITE]) - 1;
  int black = chess_bb_count (pos->by_color[CHESS_BLACK]) - 1;

  if ((all & ~(minors | pos->by_type[CHESS_KING])) != 0)
    return false;
  /* (a) K v K, (b) K v K+B or K+N */
  if (white + black <= 1)
    return true;
  /* (c) K+B v K+B, the bishops moving on diagonals of the same colour */
  return white == 1 && black == 1 && chess_bb_count (bishops) == 2
         && ((bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0);
}

/* ---- proofs that a side cannot mate ---- */

/* Material alone forbids 'side' any mate:
 * - a lone king gives no check;
 * - K+N against a lone king: no square next to the king can be blocked, and
 *   knight and king never cover all of them;
 * - only bishops, all on one colour, no pawns or knights anywhere, and 'side'
 *   has nothing else: the checked king stands on that colour; of its two
 *   orthogonal neighbours next to the first square of the checking line,
 *   the mating king covers at most one, and a rook or queen standing on one
 *   can always step into that line (it cannot be pinned: only bishops could
 *   pin, and not orthogonally). A second checker is impossible (no bishop
 *   can discover a check from a bishop of the same colour). */
static bool
material_cannot_mate (const ChessPosition *pos, ChessColor side)
{
  ChessBitboard us = pos->by_color[side];
  ChessBitboard them = pos->by_color[!side];
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  ChessBitboard heavy = pos->by_type[CHESS_ROOK] | pos->by_type[CHESS_QUEEN];
  ChessBitboard bishops = pos->by_type[CHESS_BISHOP];

  if ((us & ~pos->by_type[CHESS_KING]) == 0)
    return true;
  if ((us & (pawns | heavy)) != 0 || pawns != 0)
    return false;
  if ((us & pos->by_type[CHESS_KNIGHT]) != 0)
    return chess_bb_count (us) == 2 && chess_bb_count (them) == 1;
  return pos->by_type[CHESS_KNIGHT] == 0
         && ((bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0);
}

static ChessBitboard
white_pawn_attacks (ChessBitboard p)
{
  return ((p << 7) & ~FILE_H) | ((p << 9) & ~FILE_A);
}

static ChessBitboard
black_pawn_attacks (ChessBitboard p)
{
  return ((p >> 9) & ~FILE_H) | ((p >> 7) & ~FILE_A);
}

/* Only kings and pawns; every pawn stands blocked for ever (an enemy pawn in
 * front, or an own pawn that is itself blocked for ever); no pawn can take;
 * and neither king can reach an enemy pawn that no enemy pawn protects. Then
 * no pawn ever moves, no piece ever appears, and nothing can give check: no
 * mate for either side. */
static bool
locked_pawns (const ChessPosition *pos)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  ChessBitboard kings = pos->by_type[CHESS_KING];
  ChessBitboard all = pos->by_color[CHESS_WHITE] | pos->by_color[CHESS_BLACK];
  ChessBitboard wp = pawns & pos->by_color[CHESS_WHITE];
  ChessBitboard bp = pawns & pos->by_color[CHESS_BLACK];
  ChessBitboard wf = 0, bf = 0, prev;
  ChessBitboard watt = white_pawn_attacks (wp), batt = black_pawn_attacks (bp);

  if (pawns == 0 || (all & ~(pawns | kings)) != 0 || chess_position_in_check (pos))
    return false;
  do
    {
      prev = wf | bf;
      wf = wp & ((bp >> 8) | (wf >> 8));
      bf = bp & ((wp << 8) | (bf << 8));
    }
  while ((wf | bf) != prev);
  if (wf != wp || bf != bp)
    return false;
  if ((watt & bp) != 0 || (batt & wp) != 0)
    return false;
  if (pos->ep_square != CHESS_NO_SQUARE && ((watt | batt) & BB (pos->ep_square)) != 0)
    return false;

  for (int c = 0; c < 2; c++)
    {
      ChessBitboard enemy = c == CHESS_WHITE ? bp : wp;
      ChessBitboard enemy_att = c == CHESS_WHITE ? batt : watt;
      ChessBitboard allowed = ~pawns & ~enemy_att;
      ChessBitboard region = kings & pos->by_color[c], last;

      do
        {
          last = region;
          region = (region | king_spread (region)) & allowed;
        }
      while (region != last);
      /* a pawn protected by a pawn stays protected: those never move */
      if ((king_spread (region) & enemy & ~enemy_att) != 0)
        return false;
    }
  return true;
}

/* ---- the helpmate search ---- */

typedef struct {
  uint64_t key;
  int16_t  depth;  /* no mate within this many plies ... */
  int16_t  width;  /* ... trying this many moves per node (0: all) */
} TTEntry;

#define TT_SIZE (CHESS_MATE_TT_BYTES / sizeof (TTEntry)) /* a power of two */

typedef struct {
  ChessColor winner;
  long       nodes, max_nodes;
  bool       aborted;
  int        width;        /* moves tried per node, best first; 0: all */
  TTEntry   *tt;
  int8_t     knight_distance[64][64];
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

  const TTEntry *e = &s->tt[key & (TT_SIZE - 1)];

  return e->key == key && e->depth >= depth && (e->width == 0 || (s->width != 0 && e->width >= s->width));
}

static void
tt_store (Search *s, uint64_t key, int depth)
{
  if (s->tt == NULL)
    return;

  TTEntry *e = &s->tt[key & (TT_SIZE - 1)];

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
        score += 8 * (s->knight_distance[from][target] - s->knight_distance[to][target]);
      else if (piece == CHESS_KING && king_target != target)
        score += 8 * (distance (from, king_target) - distance (to, king_target));
      else if (piece != CHESS_PAWN)
        score += 8 * (abs (distance (from, target) - 2) - abs (distance (to, target) - 2));
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
        score += 3 * (s->knight_distance[from][own_king] - s->knight_distance[to][own_king]);
      else
        score += 3 * (distance (from, own_king) - distance (to, own_king));
      score += distance (to, own_king) == 1 ? 6 : 0;
      score -= distance (from, own_king) == 1 ? 6 : 0;
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
  int n = 0;

  while (open != 0)
    {
      ChessSquare sq = chess_bb_pop (&open);
      if (chess_position_attackers (pos, sq, winner, occupied) == 0)
        n++;
    }
  return n;
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
      if (distance (king, sq) < best_distance)
        {
          best_distance = distance (king, sq);
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

  if (++s->nodes > s->max_nodes)
    {
      s->aborted = true;
      return false;
    }
  /* the mate must come from the winner's move */
  if (depth < (winner_moves ? 1 : 2) || ply >= CHESS_MATE_LINE_MAX)
    return false;
  if (material_cannot_mate (pos, s->winner) || tt_fails (s, pos->key, depth))
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

/* Knight moves between any two squares (breadth-first from each square). */
static void
knight_distances (int8_t table[64][64])
{
  static const int jumps[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };

  for (int from = 0; from < 64; from++)
    {
      int queue[64], head = 0, tail = 0;
      memset (table[from], -1, sizeof table[from]);
      table[from][from] = 0;
      queue[tail++] = from;
      while (head < tail)
        {
          int sq = queue[head++];
          for (int j = 0; j < 8; j++)
            {
              int f = chess_square_file (sq) + jumps[j][0], r = chess_square_rank (sq) + jumps[j][1];
              if (f < 0 || f > 7 || r < 0 || r > 7 || table[from][r * 8 + f] >= 0)
                continue;
              table[from][r * 8 + f] = (int8_t) (table[from][sq] + 1);
              queue[tail++] = r * 8 + f;
            }
        }
    }
}

/* Widths tried in turn, each with the longest series it may look for: a
 * narrow search follows the heuristics far, a wide one looks near. */
static const struct { int width; int max_plies; } passes[] = {
  { 1, 40 }, { 2, 24 }, { 3, 16 }, { 5, 10 }, { 0, 7 },
};

static bool
helpmate (const ChessPosition *pos, ChessColor winner, const ChessMateLimits *limits,
          ChessMateProof *proof, bool *aborted)
{
  Search s = { 0 };
  ChessPosition work = *pos;
  int max_plies = limits && limits->max_plies > 0 ? limits->max_plies : CHESS_MATE_DEFAULT_PLIES;
  bool found = false;

  if (max_plies > CHESS_MATE_LINE_MAX)
    max_plies = CHESS_MATE_LINE_MAX;
  s.winner = winner;
  s.max_nodes = limits && limits->max_nodes > 0 ? limits->max_nodes : CHESS_MATE_DEFAULT_NODES;
  /* without the memory the search is slower, not wrong */
  s.tt = calloc (TT_SIZE, sizeof *s.tt);
  knight_distances (s.knight_distance);

  for (size_t p = 0; p < sizeof passes / sizeof passes[0] && !found && !s.aborted; p++)
    {
      int limit = passes[p].max_plies < max_plies ? passes[p].max_plies : max_plies;
      s.width = passes[p].width;
      /* the winner's move ends the series: odd lengths when it is to move */
      for (int depth = pos->side == winner ? 1 : 2; depth <= limit && !found && !s.aborted; depth += 2)
        found = search (&s, &work, depth, 0);
    }

  proof->nodes = s.nodes;
  if (found)
    {
      proof->n_line = s.n_line;
      memcpy (proof->line, s.line, (size_t) s.n_line * sizeof s.line[0]);
    }
  *aborted = s.aborted;
  free (s.tt);
  return found;
}

/* No mate for 'side' proved without searching: the game is over without
 * its mate, or material or locked pawns forbid one. */
static bool
proved_no_here (const ChessPosition *pos, ChessColor side)
{
  if (!chess_position_has_legal_move (pos))
    return !(chess_position_in_check (pos) && pos->side != side);
  return material_cannot_mate (pos, side) || locked_pawns (pos);
}

/* Every legal move, to 'plies' deep, ends where no mate is proved: then
 * none exists here either (a mate needs some first move). Catches forced
 * captures into dead material; gives up at the first move that escapes. */
static bool
forced_no (ChessPosition *pos, ChessColor side, int plies)
{
  ChessMoveList list;

  if (plies == 0)
    return false;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessUndo undo;
      bool no;

      chess_position_make (pos, list.moves[i], &undo);
      no = proved_no_here (pos, side) || forced_no (pos, side, plies - 1);
      chess_position_unmake (pos, list.moves[i], &undo);
      if (!no)
        return false;
    }
  return list.count > 0;
}

/* The proof is what the caller relies on: replay it, each move legal, to a
 * mate of 'side''s opponent. A search bug then costs an answer, never a
 * wrong yes. */
static bool
line_mates (const ChessPosition *pos, ChessColor side, const ChessMateProof *proof)
{
  ChessPosition work = *pos;

  if (proof->n_line <= 0 || proof->n_line > CHESS_MATE_LINE_MAX)
    return false;
  for (int i = 0; i < proof->n_line; i++)
    {
      ChessUndo undo;
      if (!chess_position_is_legal (&work, proof->line[i]))
        return false;
      chess_position_make (&work, proof->line[i], &undo);
    }
  return work.side != side && chess_position_is_checkmate (&work);
}

ChessAnswer
chess_draw_can_mate (const ChessPosition *pos, ChessColor side, const ChessMateLimits *limits,
                     ChessMateProof *proof)
{
  ChessMateProof local;
  bool aborted = false;

  if (proof == NULL)
    proof = &local;
  memset (proof, 0, sizeof *proof);

  if (!chess_position_has_legal_move (pos))
    {
      proof->kind = CHESS_PROOF_GAME_OVER;
      /* already mated by 'side'; otherwise the game is over without its mate */
      proof->answer = chess_position_in_check (pos) && pos->side != side ? CHESS_ANSWER_YES : CHESS_ANSWER_NO;
      return proof->answer;
    }
  if (material_cannot_mate (pos, side))
    {
      proof->kind = CHESS_PROOF_MATERIAL;
      return proof->answer = CHESS_ANSWER_NO;
    }
  if (locked_pawns (pos))
    {
      proof->kind = CHESS_PROOF_LOCKED_PAWNS;
      return proof->answer = CHESS_ANSWER_NO;
    }
  ChessPosition work = *pos;
  if (forced_no (&work, side, 2))
    {
      proof->kind = CHESS_PROOF_FORCED;
      return proof->answer = CHESS_ANSWER_NO;
    }
  if (helpmate (pos, side, limits, proof, &aborted) && line_mates (pos, side, proof))
    {
      proof->kind = CHESS_PROOF_SEARCH;
      return proof->answer = CHESS_ANSWER_YES;
    }
  /* the search tried every width to its length without a mate: still no proof */
  proof->kind = CHESS_PROOF_NONE;
  proof->n_line = 0;
  return proof->answer = CHESS_ANSWER_UNKNOWN;
}

ChessAnswer
chess_draw_is_dead (const ChessPosition *pos, const ChessMateLimits *limits, ChessMateProof proofs[2])
{
  ChessMateProof local[2];
  ChessAnswer answer[2];

  if (proofs == NULL)
    proofs = local;
  if (chess_position_is_stalemate (pos))
    {
      for (int c = 0; c < 2; c++)
        {
          memset (&proofs[c], 0, sizeof proofs[c]);
          proofs[c].kind = CHESS_PROOF_GAME_OVER;
          proofs[c].answer = CHESS_ANSWER_NO;
        }
      return CHESS_ANSWER_YES;
    }
  for (int c = 0; c < 2; c++)
    answer[c] = chess_draw_can_mate (pos, (ChessColor) c, limits, &proofs[c]);
  if (answer[0] == CHESS_ANSWER_YES || answer[1] == CHESS_ANSWER_YES)
    return CHESS_ANSWER_NO;
  if (answer[0] == CHESS_ANSWER_NO && answer[1] == CHESS_ANSWER_NO)
    return CHESS_ANSWER_YES;
  return CHESS_ANSWER_UNKNOWN;
}

ChessAnswer
chess_draw_dead_position (const ChessPosition *pos, ChessEdition edition, const ChessMateLimits *limits)
{
  if (edition == CHESS_EDITION_1985 || edition == CHESS_EDITION_1993)
    return chess_draw_in_material_list (pos) ? CHESS_ANSWER_YES : CHESS_ANSWER_NO;
  return chess_draw_is_dead (pos, limits, NULL);
}

ChessAnswer
chess_draw_cannot_win (const ChessPosition *pos, ChessColor winner, ChessEdition edition,
                       const ChessMateLimits *limits)
{
  switch (edition)
    {
    case CHESS_EDITION_1985:
      return chess_draw_in_material_list (pos) ? CHESS_ANSWER_YES : CHESS_ANSWER_NO;
    case CHESS_EDITION_1993:
      /* a listed ending (10.4) is a draw already, whoever flags */
      return chess_draw_only_king (pos, winner) || chess_draw_in_material_list (pos)
             ? CHESS_ANSWER_YES : CHESS_ANSWER_NO;
    case CHESS_EDITION_2005:
    case CHESS_EDITION_2023:
    default:
      switch (chess_draw_can_mate (pos, winner, limits, NULL))
        {
        case CHESS_ANSWER_NO:
          return CHESS_ANSWER_YES;
        case CHESS_ANSWER_YES:
          return CHESS_ANSWER_NO;
        default:
          return CHESS_ANSWER_UNKNOWN;
        }
    }
}

/* ---- 1985 10.09: endings with a hundred-move limit ---- */

/* Pieces of 'c' by type, kings excluded. */
static void
material (const ChessPosition *pos, ChessColor c, int n[CHESS_N_PIECE_TYPES])
{
  for (int t = 0; t < CHESS_N_PIECE_TYPES; t++)
    n[t] = chess_bb_count (pos->by_color[c] & pos->by_type[t]);
  n[CHESS_KING] = 0;
}

static bool
material_is (const int n[CHESS_N_PIECE_TYPES], int pawns, int knights, int bishops, int rooks, int queens)
{
  return n[CHESS_PAWN] == pawns && n[CHESS_KNIGHT] == knights && n[CHESS_BISHOP] == bishops
         && n[CHESS_ROOK] == rooks && n[CHESS_QUEEN] == queens;
}

/* (b): the pawn stands blocked by a knight and has not passed these squares,
 * given as the furthest rank allowed per file (1-based, as written). */
static bool
knights_against_pawn (const ChessPosition *pos, ChessColor knights)
{
  static const int black_limit[8] = { 4, 6, 5, 4, 4, 5, 6, 4 }; /* a4 b6 c5 d4 e4 f5 g6 h4 */
  static const int white_limit[8] = { 5, 3, 4, 5, 5, 4, 3, 5 }; /* a5 b3 c4 d5 e5 f4 g3 h5 */
  ChessColor pawn_side = !knights;
  ChessSquare pawn = chess_bb_first (pos->by_color[pawn_side] & pos->by_type[CHESS_PAWN]);
  int file = chess_square_file (pawn), rank = chess_square_rank (pawn) + 1;
  ChessSquare front = pawn + (pawn_side == CHESS_WHITE ? 8 : -8);
  if (pos->board[front] != chess_piece_make (knights, CHESS_KNIGHT))
    return false;
  return pawn_side == CHESS_WHITE ? rank <= white_limit[file] : rank >= black_limit[file];
}

/* (c): rook pawns locked, the bishop's side behind on a3/h3 (black) or
 * a6/h6 (white), its bishop on the colour of its own pawn. */
static bool
rook_against_bishop (const ChessPosition *pos, ChessColor rook_side)
{
  static const struct { ChessSquare rook_pawn, bishop_pawn; } locks[2][2] = {
    { { 8, 16 }, { 15, 23 } },   /* white rook side: a2/a3, h2/h3 */
    { { 48, 40 }, { 55, 47 } },  /* black rook side: a7/a6, h7/h6 */
  };
  ChessColor bishop_side = !rook_side;
  ChessBitboard bishop = pos->by_color[bishop_side] & pos->by_type[CHESS_BISHOP];
  for (int i = 0; i < 2; i++)
    {
      ChessSquare rp = locks[rook_side][i].rook_pawn, bp = locks[rook_side][i].bishop_pawn;
      if (pos->board[rp] == chess_piece_make (rook_side, CHESS_PAWN)
          && pos->board[bp] == chess_piece_make (bishop_side, CHESS_PAWN)
          && ((bishop & LIGHT_SQUARES) != 0) == ((BB (bp) & LIGHT_SQUARES) != 0))
        return true;
    }
  return false;
}

int
chess_draw_fifty_move_plies (const ChessPosition *pos, ChessEdition edition)
{
  if (edition != CHESS_EDITION_1985)
    return 100;
  for (int c = 0; c < 2; c++)
    {
      int us[CHESS_N_PIECE_TYPES], them[CHESS_N_PIECE_TYPES];
      material (pos, (ChessColor) c, us);
      material (pos, (ChessColor) !c, them);
      if (material_is (us, 0, 0, 1, 1, 0) && material_is (them, 0, 0, 0, 1, 0))
        return 200; /* (a) */
      if (material_is (us, 0, 2, 0, 0, 0) && material_is (them, 1, 0, 0, 0, 0)
          && knights_against_pawn (pos, (ChessColor) c))
        return 200; /* (b) */
      if (material_is (us, 1, 0, 0, 1, 0) && material_is (them, 1, 0, 1, 0, 0)
          && rook_against_bishop (pos, (ChessColor) c))
        return 200; /* (c) */
    }
  return 100;
}

void
chess_draw_game_status (const ChessGame *game, ChessEdition edition, const ChessMateLimits *limits,
                        ChessDrawStatus *status)
{
  const ChessPosition *pos = chess_game_position (game);
  int ply = chess_game_ply_count (game);
  bool moves = chess_position_has_legal_move (pos);

  memset (status, 0, sizeof *status);
  status->checkmate = !moves && chess_position_in_check (pos);
  status->repetitions = chess_game_repetition_count (game, ply);
  status->halfmove_clock = chess_game_halfmove_clock (game, ply);

  if (!moves && !status->checkmate)
    status->flags |= CHESS_DRAW_STALEMATE;
  if (status->checkmate)
    status->dead = CHESS_ANSWER_NO;
  else
    status->dead = chess_draw_dead_position (pos, edition, limits);
  if (status->dead == CHESS_ANSWER_YES)
    status->flags |= CHESS_DRAW_DEAD;
  if (status->repetitions >= 3)
    status->flags |= CHESS_DRAW_CLAIM_REPETITION;
  status->fifty_plies = chess_draw_fifty_move_plies (pos, edition);
  if (status->halfmove_clock >= status->fifty_plies)
    status->flags |= CHESS_DRAW_CLAIM_FIFTY;
  if (edition == CHESS_EDITION_2023)
    {
      if (status->repetitions >= 5)
        status->flags |= CHESS_DRAW_FIVEFOLD;
      /* 9.6.2: a mate on the last move takes precedence */
      if (status->halfmove_clock >= 150 && !status->checkmate)
        status->flags |= CHESS_DRAW_SEVENTY_FIVE;
    }
}

int
chess_draw_game_automatic_end (const ChessGame *game, ChessEdition edition, unsigned *flags)
{
  int n = chess_game_ply_count (game);

  if (flags != NULL)
    *flags = 0;
  if (edition != CHESS_EDITION_2023)
    return -1;
  for (int ply = 0; ply <= n; ply++)
    {
      unsigned found = 0;
      /* the game's first position counts as played: a start set up from a
       * FEN with a clock of 150 is over already */
      if (chess_game_repetition_count (game, ply) >= 5)
        found |= CHESS_DRAW_FIVEFOLD;
      if (chess_game_halfmove_clock (game, ply) >= 150
          && !chess_position_is_checkmate (chess_game_position_at (game, ply)))
        found |= CHESS_DRAW_SEVENTY_FIVE;
      if (found != 0)
        {
          if (flags != NULL)
            *flags = found;
          return ply;
        }
    }
  return -1;
}

static const char *const edition_ids[] = { "1985", "1993", "2005", "2023" };

const char *
chess_edition_id (ChessEdition edition)
{
  if ((unsigned) edition >= CHESS_N_EDITIONS)
    return "unknown";
  return edition_ids[edition];
}

bool
chess_edition_parse (const char *text, ChessEdition *edition)
{
  if (text == NULL)
    return false;
  for (int e = 0; e < CHESS_N_EDITIONS; e++)
    if (strcmp (text, edition_ids[e]) == 0 || (strncmp (text, "fide-", 5) == 0 && strcmp (text + 5, edition_ids[e]) == 0))
      {
        *edition = (ChessEdition) e;
        return true;
      }
  return false;
}
