/* chess-mate-search.c — searching for a mating series
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two searches, both with the whole game's rules (every move legal, both
 * sides' moves chosen freely):
 * - the helpmate: iterative deepening toward the mate, moves ordered by
 *   what brings it closer, passes of growing width, a transposition table;
 *   short series in open positions, fast;
 * - the reachable positions, each once: complete where few positions are
 *   reachable (blocked pawns), so it proves "no" when they run out.
 * Memory: one table per call, allocated before searching; nothing else.
 */
#include "chess-mate.h"
#include "chess-bitboard.h"

#include <stdlib.h>
#include <string.h>

static const ChessBitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAull;

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
  int da = chess_mate_distance (sq, a), db = chess_mate_distance (sq, b);

  return da < db ? da : db;
}

/* Every square 'c' attacks, lines blocked by 'occupied': one look per
 * unit, where asking square by square for attackers costs a look per line
 * per square (nine squares round the king, at every position entered). */
static ChessBitboard
attack_map (const ChessPosition *pos, ChessColor c, ChessBitboard occupied)
{
  const ChessBitboard *t = pos->by_type;
  ChessBitboard us = pos->by_color[c];
  ChessBitboard map = chess_mate_pawn_attacks (us & t[CHESS_PAWN], c) | chess_bb_king[chess_position_king (pos, c)];

  for (ChessBitboard b = us & t[CHESS_KNIGHT]; b != 0;)
    map |= chess_bb_knight[chess_bb_pop (&b)];
  for (ChessBitboard b = us & (t[CHESS_BISHOP] | t[CHESS_QUEEN]); b != 0;)
    map |= chess_bb_bishop_attacks (chess_bb_pop (&b), occupied);
  for (ChessBitboard b = us & (t[CHESS_ROOK] | t[CHESS_QUEEN]); b != 0;)
    map |= chess_bb_rook_attacks (chess_bb_pop (&b), occupied);
  return map;
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

/* ---- every reachable position, once ----
 *
 * A best-first walk over the positions reachable from the start: each
 * position is entered once (a table of those seen), and the next one
 * expanded is the one that looks nearest a mate (distance_to_mate), the
 * newest among equals. Where a static proof says the winner cannot mate,
 * the walk does not go on. When it ends without running out of nodes or
 * memory, every reachable position was seen or proved: none is a mate —
 * the order of the walk does not matter for that, only for how soon a
 * mate is met. The path that met it is read back through the positions'
 * parents; a long one is replaced by the shortest series through the
 * positions the walk saw, found breadth first among them.
 *
 * "Seen" must never be wrong for the proof, so a position is known by two
 * independent 64-bit hashes (its Zobrist key and a hash of its bitboards):
 * two different positions would have to agree on both. The tables grow
 * with the walk (a short one touches little memory) up to what the node
 * limit needs, and are freed before returning. */

#define NO_PARENT UINT32_MAX

/* A position, packed (56 bytes instead of 160). */
typedef struct {
  ChessBitboard colour[2];
  ChessBitboard plane[3];  /* bit b of each piece's type + 1, square by square */
  uint64_t      key;
  uint8_t       side, castling;
  int8_t        ep;
} Packed;

/* Every position the walk entered, by id (the order of entry). */
typedef struct {
  Packed    pos;
  uint32_t  parent;   /* id of the position it was reached from */
  ChessMove move;     /* the move from there */
  uint8_t   reached;  /* shortening: the breadth-first walk has been here */
  uint16_t  depth;
} Node;

typedef struct {
  uint64_t key;
  uint64_t check;  /* never 0 in a used slot */
  uint32_t id;
} Seen;

typedef struct {
  Seen  *slots;
  size_t mask, used;
  Node  *nodes;
  size_t n_nodes, node_room, max_nodes;
} Walk;

enum {
  SEEN_FIRST = 1 << 10,
  NODES_FIRST = 1 << 10,
  SHORTEN_NODES = 20000,   /* positions entered, below which a series is always shortened */
  WALK_NODES_MAX = 1 << 20 /* positions entered at most, whatever the node limit: with the
                            * table and the queue, about 130 MB (50 MB at the default limit) */
};

static uint64_t
mix (uint64_t x)
{
  x ^= x >> 33;
  x *= UINT64_C (0xff51afd7ed558ccd);
  x ^= x >> 33;
  x *= UINT64_C (0xc4ceb9fe1a85ec53);
  x ^= x >> 33;
  return x;
}

/* Independent of the Zobrist key: the bitboards, side, rights and en
 * passant square, each times its own odd constant, summed and mixed.
 * Never 0. */
static uint64_t
position_check (const ChessPosition *pos)
{
  static const uint64_t odd[9] = {
    UINT64_C (0x9e3779b97f4a7c15), UINT64_C (0xbf58476d1ce4e5b9), UINT64_C (0x94d049bb133111eb),
    UINT64_C (0xd6e8feb86659fd93), UINT64_C (0xa0761d6478bd642f), UINT64_C (0xe7037ed1a0b428db),
    UINT64_C (0x8ebc6af09c88c6e3), UINT64_C (0x589965cc75374cc3), UINT64_C (0x1d8e4e27c47d124f),
  };
  uint64_t h = pos->by_color[CHESS_WHITE] * odd[0] + pos->by_color[CHESS_BLACK] * odd[1];

  for (int t = 0; t < CHESS_N_PIECE_TYPES; t++)
    h += pos->by_type[t] * odd[2 + t];
  h += ((uint64_t) pos->side | (uint64_t) pos->castling << 1 | (uint64_t) (pos->ep_square + 1) << 5) * odd[8];
  return mix (h) | 1;
}

static void
pack (const ChessPosition *pos, Packed *p)
{
  p->colour[0] = pos->by_color[0];
  p->colour[1] = pos->by_color[1];
  p->plane[0] = p->plane[1] = p->plane[2] = 0;
  for (int t = 0; t < CHESS_N_PIECE_TYPES; t++)
    for (int b = 0; b < 3; b++)
      if (((t + 1) >> b) & 1)
        p->plane[b] |= pos->by_type[t];
  p->key = pos->key;
  p->side = (uint8_t) pos->side;
  p->castling = pos->castling;
  p->ep = (int8_t) pos->ep_square;
}

static void
unpack (const Packed *p, ChessPosition *pos)
{
  ChessBitboard occupied = p->colour[0] | p->colour[1];

  memset (pos, 0, sizeof *pos);
  pos->by_color[0] = p->colour[0];
  pos->by_color[1] = p->colour[1];
  for (int t = 0; t < CHESS_N_PIECE_TYPES; t++)
    {
      ChessBitboard b = occupied;
      for (int bit = 0; bit < 3; bit++)
        b &= ((t + 1) >> bit) & 1 ? p->plane[bit] : ~p->plane[bit];
      pos->by_type[t] = b;
      while (b != 0)
        {
          ChessSquare sq = chess_bb_pop (&b);
          pos->board[sq] = chess_piece_make ((p->colour[1] >> sq) & 1, t);
        }
    }
  pos->side = (ChessColor) p->side;
  pos->castling = p->castling;
  pos->ep_square = p->ep;
  pos->fullmove_number = 1;
  pos->key = p->key;
}

static void
walk_free (Walk *w)
{
  free (w->slots);
  free (w->nodes);
}

static bool
walk_init (Walk *w, size_t max_nodes)
{
  w->mask = SEEN_FIRST - 1;
  w->used = 0;
  w->slots = calloc (SEEN_FIRST, sizeof *w->slots);
  w->n_nodes = 0;
  w->node_room = NODES_FIRST;
  w->max_nodes = max_nodes;
  w->nodes = malloc (NODES_FIRST * sizeof *w->nodes);
  return w->slots != NULL && w->nodes != NULL;
}

static size_t
slot_of (const Walk *w, uint64_t key, uint64_t check)
{
  size_t i = (size_t) key & w->mask;

  while (w->slots[i].check != 0 && (w->slots[i].key != key || w->slots[i].check != check))
    i = (i + 1) & w->mask;
  return i;
}

/* Twice the slots, the entries placed again. */
static bool
seen_grow (Walk *w)
{
  size_t n = 2 * (w->mask + 1);
  Seen *old = w->slots, *fresh = calloc (n, sizeof *fresh);

  if (fresh == NULL)
    return false;
  w->slots = fresh;
  w->mask = n - 1;
  for (size_t i = 0; i < n / 2; i++)
    if (old[i].check != 0)
      w->slots[slot_of (w, old[i].key, old[i].check)] = old[i];
  free (old);
  return true;
}

/* The id of the position; 'fresh' tells whether it was entered now (its
 * parent and move recorded). UINT32_MAX when it is new and there is no
 * room left for it. */
static uint32_t
walk_enter (Walk *w, const ChessPosition *pos, uint32_t parent, ChessMove move, bool *fresh)
{
  uint64_t check = position_check (pos);
  size_t i = slot_of (w, pos->key, check);

  *fresh = false;
  if (w->slots[i].check != 0)
    return w->slots[i].id;
  if (w->n_nodes >= w->max_nodes)
    return UINT32_MAX;
  if (w->n_nodes == w->node_room)
    {
      size_t room = 2 * w->node_room < w->max_nodes ? 2 * w->node_room : w->max_nodes;
      Node *nodes = realloc (w->nodes, room * sizeof *nodes);
      if (nodes == NULL)
        return UINT32_MAX;
      w->nodes = nodes;
      w->node_room = room;
    }
  /* at most half full: probes stay short */
  if (2 * (w->used + 1) > w->mask + 1)
    {
      if (!seen_grow (w))
        return UINT32_MAX;
      i = slot_of (w, pos->key, check);
    }
  uint32_t id = (uint32_t) w->n_nodes++;
  w->slots[i] = (Seen) { .key = pos->key, .check = check, .id = id };
  w->used++;
  pack (pos, &w->nodes[id].pos);
  w->nodes[id].parent = parent;
  w->nodes[id].move = move;
  w->nodes[id].reached = 0;
  w->nodes[id].depth = parent == NO_PARENT ? 0 : (uint16_t) (w->nodes[parent].depth + 1);
  *fresh = true;
  return id;
}

/* The id of a position entered before, or UINT32_MAX. */
static uint32_t
walk_find (const Walk *w, const ChessPosition *pos)
{
  size_t i = slot_of (w, pos->key, position_check (pos));

  return w->slots[i].check != 0 ? w->slots[i].id : UINT32_MAX;
}

/* The winner cannot mate from here, proved without searching. The
 * fortress is only looked at again after a capture or a pawn move: any
 * other move keeps every unit in the region it had, so the proof's answer
 * is the one it gave before this move (when it did not stop the walk). */
static bool
dead_end (const ChessPosition *pos, ChessColor winner, bool structure_changed)
{
  return chess_mate_material_no (pos, winner) || chess_mate_locked_pawns (pos)
         || (structure_changed && chess_mate_fortress (pos, winner));
}

/* The shortest series from the start (id 0) to the mate 'goal' through
 * positions the walk entered: breadth first, each step only onto one of
 * them. The parents are rewritten on the way. False without the memory. */
static bool
shortest_path (Walk *w, uint32_t goal)
{
  uint32_t *queue = malloc (w->n_nodes * sizeof *queue);
  size_t head = 0, tail = 0;
  bool found = false;

  if (queue == NULL)
    return false;
  w->nodes[0].reached = 1;
  queue[tail++] = 0;
  while (head < tail && !found)
    {
      ChessPosition pos;
      ChessMoveList list;
      uint32_t from = queue[head++];

      unpack (&w->nodes[from].pos, &pos);
      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count && !found; i++)
        {
          ChessUndo undo;
          chess_position_make (&pos, list.moves[i], &undo);
          uint32_t id = walk_find (w, &pos);
          if (id != UINT32_MAX && !w->nodes[id].reached)
            {
              w->nodes[id].reached = 1;
              w->nodes[id].parent = from;
              w->nodes[id].move = list.moves[i];
              found = id == goal;
              queue[tail++] = id;
            }
          chess_position_unmake (&pos, list.moves[i], &undo);
        }
    }
  free (queue);
  return found;
}

/* The series to 'goal', read back through the parents. */
static bool
read_line (Walk *w, uint32_t goal, ChessMateSearch *ms)
{
  int n = 0;

  for (uint32_t id = goal; id != 0; id = w->nodes[id].parent)
    n++;
  /* a best-first path can wander: look for a shorter one when it is too
   * long to give, or when the walk was short enough that going over it
   * again costs little */
  if ((n > CHESS_MATE_LINE_MAX || (n > 24 && w->n_nodes <= SHORTEN_NODES)) && !shortest_path (w, goal)
      && n > CHESS_MATE_LINE_MAX)
    return false;
  n = 0;
  for (uint32_t id = goal; id != 0; id = w->nodes[id].parent)
    n++;
  if (n > CHESS_MATE_LINE_MAX)
    return false;
  ms->n_line = n;
  for (uint32_t id = goal; id != 0; id = w->nodes[id].parent)
    ms->line[--n] = w->nodes[id].move;
  return true;
}

/* How far from a mate by the winner the position looks (lower is nearer):
 * the mated king's open flights count most (a corner has three squares
 * round it, the centre eight; the mated side's own men fill them, the
 * winner's attacks cover them), then check, the mated king's way to a
 * corner (of the bishops' colour when only bishops of one colour can give
 * check), its men's way to it, and the winner's pieces and king coming
 * close (the king to two squares away) and pawns going to promote. */
static int
distance_to_mate (const ChessPosition *pos, ChessColor winner)
{
  ChessSquare k = chess_position_king (pos, !winner);
  ChessSquare wk = chess_position_king (pos, winner);
  ChessBitboard occupied = (pos->by_color[0] | pos->by_color[1]) & ~BB (k);
  ChessBitboard around = chess_bb_king[k] & ~pos->by_color[!winner];
  ChessBitboard pieces = pos->by_color[winner] & ~pos->by_type[CHESS_KING] & ~pos->by_type[CHESS_PAWN];
  ChessBitboard pawns = pos->by_color[winner] & pos->by_type[CHESS_PAWN];
  ChessBitboard men = pos->by_color[!winner] & ~pos->by_type[CHESS_KING];
  int h = 0;

  ChessBitboard covered = attack_map (pos, winner, occupied);
  h += 4 * chess_bb_count (around & ~covered);
  if ((covered & BB (k)) == 0)
    h += 3;
  if (pawns == 0 && pieces != 0 && (pieces & ~pos->by_type[CHESS_BISHOP]) == 0
      && ((pieces & LIGHT_SQUARES) == 0 || (pieces & ~LIGHT_SQUARES) == 0))
    h += 2 * colour_corner_distance (k, (pieces & LIGHT_SQUARES) != 0);
  else
    h += 2 * corner_distance (k);
  while (men != 0)
    {
      int d = chess_mate_distance (chess_bb_pop (&men), k);
      h += d > 1 ? d - 1 : 0;
    }
  h += abs (chess_mate_distance (wk, k) - 2);
  while (pieces != 0)
    {
      int d = chess_mate_distance (chess_bb_pop (&pieces), k);
      h += d > 2 ? d - 2 : 0;
    }
  while (pawns != 0)
    {
      ChessSquare sq = chess_bb_pop (&pawns);
      h += winner == CHESS_WHITE ? 7 - chess_square_rank (sq) : chess_square_rank (sq);
    }
  return h;
}

/* The order of the walk: the distance above plus, when there are mating
 * nets, the plies to the nearest net (its finer count breaking ties); or
 * either alone. Together they find most mates soonest; each alone finds
 * some the others take long over. */
static uint32_t
walk_order (const ChessPosition *pos, const ChessMateSearch *ms)
{
  if (ms->n_plans == 0 || ms->guide == CHESS_MATE_GUIDE_FLIGHTS)
    return (uint32_t) distance_to_mate (pos, ms->winner);
  int net = chess_mate_plan_distance (pos, ms->winner, ms->plans, ms->n_plans);
  if (ms->guide == CHESS_MATE_GUIDE_NETS)
    return (uint32_t) net;
  return (uint32_t) ((distance_to_mate (pos, ms->winner) + net / 64) * 64 + net % 64);
}

typedef struct {
  uint64_t order;  /* walk_order() above, then newest first */
  uint32_t id;
} HeapItem;

typedef struct {
  HeapItem *items;
  size_t    n, room;
} Heap;

static bool
heap_push (Heap *heap, HeapItem item)
{
  if (heap->n == heap->room)
    {
      size_t room = heap->room ? 2 * heap->room : NODES_FIRST;
      HeapItem *items = realloc (heap->items, room * sizeof *items);
      if (items == NULL)
        return false;
      heap->items = items;
      heap->room = room;
    }
  size_t i = heap->n++;
  while (i > 0 && heap->items[(i - 1) / 2].order > item.order)
    {
      heap->items[i] = heap->items[(i - 1) / 2];
      i = (i - 1) / 2;
    }
  heap->items[i] = item;
  return true;
}

static HeapItem
heap_pop (Heap *heap)
{
  HeapItem top = heap->items[0], last = heap->items[--heap->n];
  size_t i = 0;

  for (;;)
    {
      size_t c = 2 * i + 1;
      if (c >= heap->n)
        break;
      if (c + 1 < heap->n && heap->items[c + 1].order < heap->items[c].order)
        c++;
      if (heap->items[c].order >= last.order)
        break;
      heap->items[i] = heap->items[c];
      i = c;
    }
  if (heap->n > 0)
    heap->items[i] = last;
  return top;
}

ChessMateSearchResult
chess_mate_reachable (const ChessPosition *start, ChessMateSearch *ms)
{
  Walk w;
  Heap heap = { 0 };
  uint32_t newest = UINT32_MAX;
  ChessMateSearchResult result = CHESS_MATE_NONE;
  bool fresh;
  long nodes = 0;

  ms->nodes = 0;
  ms->n_line = 0;
  /* every node enters at most one position; the memory has a ceiling of
   * its own */
  if (!walk_init (&w, (size_t) ms->max_nodes + 1 < WALK_NODES_MAX ? (size_t) ms->max_nodes + 1 : WALK_NODES_MAX))
    {
      walk_free (&w);
      return CHESS_MATE_GAVE_UP;
    }
  walk_enter (&w, start, NO_PARENT, CHESS_MOVE_NONE, &fresh);
  if (!heap_push (&heap, (HeapItem) { .order = 0, .id = 0 }))
    result = CHESS_MATE_GAVE_UP;
  while (heap.n > 0 && result == CHESS_MATE_NONE)
    {
      ChessPosition pos;
      ChessMoveList list;
      uint32_t from = heap_pop (&heap).id;

      unpack (&w.nodes[from].pos, &pos);
      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count && result == CHESS_MATE_NONE; i++)
        {
          ChessUndo undo;
          ChessMove m = list.moves[i];

          if (++nodes > ms->max_nodes)
            {
              result = CHESS_MATE_GAVE_UP;
              break;
            }
          bool structure_changed = pos.board[chess_move_to (m)] != CHESS_EMPTY
                                   || chess_piece_type (pos.board[chess_move_from (m)]) == CHESS_PAWN;
          chess_position_make (&pos, m, &undo);
          uint32_t id = walk_enter (&w, &pos, from, m, &fresh);
          if (id == UINT32_MAX)
            result = CHESS_MATE_GAVE_UP;
          else if (fresh && (ms->unproved || !dead_end (&pos, ms->winner, structure_changed)))
            {
              /* a mate is seen as it is made; a stalemate is only a
               * position without moves when its turn comes */
              if (pos.side != ms->winner && chess_position_in_check (&pos) && !chess_position_has_legal_move (&pos))
                result = read_line (&w, id, ms) ? CHESS_MATE_FOUND : CHESS_MATE_GAVE_UP;
              else if (!heap_push (&heap, (HeapItem) { .order = (uint64_t) walk_order (&pos, ms) << 32 | newest--, .id = id }))
                result = CHESS_MATE_GAVE_UP;
            }
          chess_position_unmake (&pos, m, &undo);
        }
    }

  ms->nodes = nodes > ms->max_nodes ? ms->max_nodes : nodes;
  walk_free (&w);
  free (heap.items);
  return result;
}

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

      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo undo;
          ChessMove m = list.moves[i];

          if (++nodes > ms->max_nodes)
            {
              ms->nodes = ms->max_nodes;
              return CHESS_MATE_GAVE_UP;
            }
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
              uint64_t order = (uint64_t) walk_order (&pos, ms) << 8;
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

          b->from[ply][c] = (uint16_t) cur[c].parent;
          b->move[ply][c] = cur[c].move;
          chess_position_legal_moves (pos, &list);
          for (int i = 0; i < list.count; i++)
            {
              BeamItem child;

              if (++nodes > ms->max_nodes)
                {
                  free (b);
                  ms->nodes = ms->max_nodes;
                  return CHESS_MATE_GAVE_UP;
                }
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
              child.order = walk_order (&child.pos, ms);
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
