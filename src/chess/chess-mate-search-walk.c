/* chess-mate-search-walk.c — every reachable position, once
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The complete search for a mating series: best first over the positions
 * reachable from the start, each once, so it proves "no" when they run
 * out (blocked pawns). Holds its table of positions seen, its queue and
 * the guide that orders it, which the descent and the beam
 * (chess-mate-search-lines.c) follow too. Apart from the helpmate
 * (chess-mate-search-helpmate.c). Memory: tables that grow with the walk,
 * freed before returning.
 */
#include "chess-mate-search-private.h"

#include <stdlib.h>
#include <string.h>

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
 * independent hashes (its 64-bit Zobrist key and 44 bits of a hash of its
 * bitboards, see Seen): two different positions would have to agree on
 * both. The tables grow
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

/* 16 bytes, four to a cache line: a probe of the table is most of the
 * walk's misses, and a smaller slot halves the memory it sweeps (24
 * bytes with the id apart). The id takes the low ID_BITS of 'tag', the
 * check the rest: a position is known by its 64-bit Zobrist key and the
 * top 44 bits of the other hash, 107 bits together with the one the check
 * always sets: among the million positions a walk enters at most, the
 * chance that two different ones agree on both is about 2^-68. */
typedef struct {
  uint64_t key;
  uint64_t tag;  /* check | id; never 0 in a used slot */
} Seen;

typedef struct {
  Seen  *slots;
  size_t mask, used;
  Node  *nodes;
  size_t n_nodes, node_room, max_nodes;
  /* pawn structures on which the fortress proof failed (see dead_end) */
  uint64_t *unfortified;
} Walk;

enum {
  SEEN_FIRST = 1 << 10,
  NODES_FIRST = 1 << 10,
  SHORTEN_NODES = 5000,     /* positions entered, below which a series is always shortened */
  WALK_NODES_MAX = 1 << 20, /* positions entered at most, whatever the node limit: with the
                             * table and the queue, about 130 MB (13 MB at the default limit) */
  ID_BITS = 20,             /* an id is below WALK_NODES_MAX */
  BLOCKED_PAWN = 6,         /* distance_to_mate: a pawn behind one of the other side's (3 did as well, 12 worse) */
  UNFORTIFIED_SLOTS = 4096, /* pawn structures remembered (32 KB) */
};

#define ID_MASK ((UINT64_C (1) << ID_BITS) - 1)
_Static_assert (WALK_NODES_MAX <= (1 << ID_BITS), "a position's id fits in a slot's tag");

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
 * The top bit always set, the low ID_BITS clear (the id goes there). */
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
  return (mix (h) | UINT64_C (1) << 63) & ~ID_MASK;
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
  free (w->unfortified);
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
  w->unfortified = calloc (UNFORTIFIED_SLOTS, sizeof *w->unfortified);
  return w->slots != NULL && w->nodes != NULL && w->unfortified != NULL;
}

static size_t
slot_of (const Walk *w, uint64_t key, uint64_t check)
{
  size_t i = (size_t) key & w->mask;

  while (w->slots[i].tag != 0 && (w->slots[i].key != key || (w->slots[i].tag & ~ID_MASK) != check))
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
    if (old[i].tag != 0)
      w->slots[slot_of (w, old[i].key, old[i].tag & ~ID_MASK)] = old[i];
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
  if (w->slots[i].tag != 0)
    return (uint32_t) (w->slots[i].tag & ID_MASK);
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
  w->slots[i] = (Seen) { .key = pos->key, .tag = check | id };
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

  return w->slots[i].tag != 0 ? (uint32_t) (w->slots[i].tag & ID_MASK) : UINT32_MAX;
}

/* The pawns of each colour and how many units are left, mixed; never 0. */
static uint64_t
structure_key (const ChessPosition *pos)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  uint64_t h = (pawns & pos->by_color[CHESS_WHITE]) * UINT64_C (0x9e3779b97f4a7c15)
               + (pawns & pos->by_color[CHESS_BLACK]) * UINT64_C (0xbf58476d1ce4e5b9)
               + (uint64_t) chess_bb_count (pos->by_color[0] | pos->by_color[1]);

  return mix (h) | 1;
}

/* The winner cannot mate from here, proved without searching. The
 * fortress is only looked at again after a capture or a pawn move: any
 * other move keeps every unit in the region it had, so the proof's answer
 * is the one it gave before this move (when it did not stop the walk).
 *
 * Nor is it looked at again on a pawn structure (the same pawns, as many
 * units) where it failed before in this walk: where the pawns are the
 * same, what fails it (a pawn that may promote, most often) nearly always
 * fails it again, wherever the pieces stand, and the proof is the walk's
 * dearest step. Leaving a proof out is always sound: the walk is complete
 * without any (ms->unproved), it only goes on from a position it could
 * have stopped at. On the hard half of the sample it walks 1,338 moves
 * more in all (of 20.5 million), and on its 43 slowest positions calls
 * the proof a fifth as often (148,715 times, not 742,048). A
 * clash of keys in the table only leaves out a proof too. */
static bool
dead_end (Walk *w, const ChessPosition *pos, ChessColor winner, bool structure_changed)
{
  if (chess_mate_material_no (pos, winner) || chess_mate_locked_pawns (pos))
    return true;
  if (!structure_changed)
    return false;
  uint64_t key = structure_key (pos);
  uint64_t *slot = &w->unfortified[key & (UNFORTIFIED_SLOTS - 1)];
  if (*slot == key)
    return false;
  if (chess_mate_fortress (pos, winner))
    return true;
  *slot = key;
  return false;
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
   * again costs little. Going over it costs about what the walk did (each
   * position's moves made again): at 20,000 positions it was 5.6 ms of the
   * 15.7 that line 220 of the sample took (the nets' walk mates it after
   * 18,116 moves), 4 of 11.8 on line 1766; at 5,000 the sample's series
   * are 152 plies longer in all (of 51,302), those two 72 and 44 */
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
 * close (the king to two squares away) and its nearest pawn to promote. */
static int
distance_to_mate (const ChessPosition *pos, ChessColor winner, bool *checked)
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
  /* the king left out of 'occupied' only lets lines run on past it */
  *checked = (covered & BB (k)) != 0;
  if (!*checked)
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
  /* the pawn nearest to promoting counts, a pawn with one of the other
   * side's ahead on its file (which must take or be taken to pass) as
   * further by BLOCKED_PAWN: the sum of all the pawns' ways, as it was,
   * drew every pawn up its file until it stuck behind the other side's,
   * and where the winner has only pawns (lines 150, 151 of the sample)
   * the walk spread over those positions: 150 went unknown, 151 took
   * 224,000 moves; now 150 is mated (in 346,000), 151 takes 168,000 */
  int nearest = -1;
  while (pawns != 0)
    {
      ChessSquare sq = chess_bb_pop (&pawns);
      ChessBitboard file = UINT64_C (0x0101010101010101) << chess_square_file (sq);
      ChessBitboard ahead = winner == CHESS_WHITE ? file & ~((BB (sq) << 1) - 1) : file & (BB (sq) - 1);
      int d = (winner == CHESS_WHITE ? 7 - chess_square_rank (sq) : chess_square_rank (sq))
              + ((ahead & pos->by_color[!winner] & pos->by_type[CHESS_PAWN]) != 0 ? BLOCKED_PAWN : 0);
      nearest = nearest < 0 || d < nearest ? d : nearest;
    }
  return nearest < 0 ? h : h + nearest;
}

/* The order of the walk: the distance above plus, when there are mating
 * nets, the plies to the nearest net (its finer count breaking ties); or
 * either alone. Together they find most mates soonest; each alone finds
 * some the others take long over. */
uint32_t
chess_mate_walk_order (const ChessPosition *pos, const ChessMateSearch *ms, const int *blocks, const int *check)
{
  bool checked;

  if (ms->n_plans == 0 || ms->guide == CHESS_MATE_GUIDE_FLIGHTS)
    return (uint32_t) distance_to_mate (pos, ms->winner, &checked);
  if (ms->guide == CHESS_MATE_GUIDE_NETS)
    return (uint32_t) chess_mate_plan_distance (pos, ms->winner, ms->plans, ms->n_plans, blocks, check, -1);
  /* the distance's map of attacks tells the nets' whether there is check */
  int h = distance_to_mate (pos, ms->winner, &checked);
  int net = chess_mate_plan_distance (pos, ms->winner, ms->plans, ms->n_plans, blocks, check, checked);
  return (uint32_t) ((h + net / 64) * 64 + net % 64);
}

void
chess_mate_parts_begin (ChessMateParts *parts, const ChessMateSearch *ms)
{
  parts->share = ms->n_plans > 0 && ms->n_plans <= CHESS_MATE_PART_NETS && ms->guide != CHESS_MATE_GUIDE_FLIGHTS;
  parts->have_blocks = parts->have_check = false;
  parts->keep_blocks = parts->keep_check = false;
}

void
chess_mate_parts_move (ChessMateParts *parts, const ChessPosition *parent, ChessMove m, const ChessMateSearch *ms)
{
  parts->keep_blocks = parts->keep_check = false;
  if (parts->share)
    chess_mate_plan_parts_kept (parent, m, ms->winner, &parts->keep_blocks, &parts->keep_check);
}

uint32_t
chess_mate_walk_order_shared (const ChessPosition *pos, const ChessMateSearch *ms, ChessMateParts *parts)
{
  bool need_blocks = parts->keep_blocks && !parts->have_blocks;
  bool need_check = parts->keep_check && !parts->have_check;

  /* the units the move left alone stand as in the parent: the first such
   * child's part serves for all */
  if (need_blocks || need_check)
    {
      chess_mate_plan_parts (pos, ms->winner, ms->plans, ms->n_plans, need_blocks ? parts->blocks : NULL,
                             need_check ? parts->check : NULL);
      parts->have_blocks |= need_blocks;
      parts->have_check |= need_check;
    }
  return chess_mate_walk_order (pos, ms, parts->keep_blocks ? parts->blocks : NULL,
                                parts->keep_check ? parts->check : NULL);
}

typedef struct {
  uint64_t order;  /* chess_mate_walk_order() above, then newest first */
  uint32_t id;
} HeapItem;

/* A heap of four children to a parent: a pop looks at half as many
 * levels as with two, the four side by side in memory, and the levels
 * past the caches are most of a pop's cost (the pops were half the
 * walk's own time besides entering positions on the pawn races of the
 * sample). It gains a little: those races took 67.3 ms where two
 * children took 68.0; eight took 65.8 where four took 64.5. The orders
 * are all different (the newest first breaks every tie), so the walk
 * pops the same positions in the same order with any heap. */
enum { HEAP_WAYS = 4 };

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
  while (i > 0 && heap->items[(i - 1) / HEAP_WAYS].order > item.order)
    {
      heap->items[i] = heap->items[(i - 1) / HEAP_WAYS];
      i = (i - 1) / HEAP_WAYS;
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
      size_t first = HEAP_WAYS * i + 1, c = first;
      if (first >= heap->n)
        break;
      for (size_t k = first + 1; k < first + HEAP_WAYS && k < heap->n; k++)
        if (heap->items[k].order < heap->items[c].order)
          c = k;
      if (heap->items[c].order >= last.order)
        break;
      heap->items[i] = heap->items[c];
      i = c;
    }
  if (heap->n > 0)
    heap->items[i] = last;
  return top;
}

/* A walk between its runs: what it has entered, what is left to expand,
 * and where the last run stopped: the position it was expanding and the
 * child it had come to, so that the next run goes on exactly as one
 * longer run would have. */
struct ChessMateWalk {
  Walk     w;
  Heap     heap;
  uint32_t newest;  /* orders equals newest first: counts down */
  bool     over;    /* found, proved or out of room: nothing to go on with */
  bool     stopped; /* the last run stopped in the middle of 'at' */
  HeapItem at;
  int      at_child;
};

ChessMateWalk *
chess_mate_walk_new (const ChessPosition *start, long max_nodes)
{
  ChessMateWalk *walk = calloc (1, sizeof *walk);
  bool fresh;

  if (walk == NULL)
    return NULL;
  walk->newest = UINT32_MAX;
  /* every node enters at most one position; the memory has a ceiling of
   * its own */
  if (!walk_init (&walk->w, (size_t) max_nodes + 1 < WALK_NODES_MAX ? (size_t) max_nodes + 1 : WALK_NODES_MAX)
      || walk_enter (&walk->w, start, NO_PARENT, CHESS_MOVE_NONE, &fresh) == UINT32_MAX
      || !heap_push (&walk->heap, (HeapItem) { .order = 0, .id = 0 }))
    {
      chess_mate_walk_free (walk);
      return NULL;
    }
  return walk;
}

void
chess_mate_walk_free (ChessMateWalk *walk)
{
  if (walk == NULL)
    return;
  walk_free (&walk->w);
  free (walk->heap.items);
  free (walk);
}

ChessMateSearchResult
chess_mate_walk_on (ChessMateWalk *walk, ChessMateSearch *ms)
{
  Walk *w = &walk->w;
  Heap *heap = &walk->heap;
  ChessMateSearchResult result = CHESS_MATE_NONE;
  bool fresh;
  long nodes = 0;
  ChessMateParts parts;

  ms->nodes = 0;
  ms->n_line = 0;
  if (walk->over)
    return CHESS_MATE_GAVE_UP;
  while ((walk->stopped || heap->n > 0) && result == CHESS_MATE_NONE)
    {
      ChessPosition pos;
      ChessMoveList list;
      HeapItem item = walk->stopped ? walk->at : heap_pop (heap);
      int first = walk->stopped ? walk->at_child : 0;
      uint32_t from = item.id;

      walk->stopped = false;
      unpack (&w->nodes[from].pos, &pos);
      chess_position_legal_moves (&pos, &list);
      /* worked out at the first child that needs them: many are seen
       * already */
      chess_mate_parts_begin (&parts, ms);
      for (int i = first; i < list.count && result == CHESS_MATE_NONE; i++)
        {
          ChessUndo undo;
          ChessMove m = list.moves[i];

          if (++nodes > ms->max_nodes)
            {
              /* out of nodes for this run: the next goes on from this
               * move (the moves are generated in the same order again) */
              walk->stopped = true;
              walk->at = item;
              walk->at_child = i;
              ms->nodes = ms->max_nodes;
              return CHESS_MATE_GAVE_UP;
            }
          bool structure_changed = pos.board[chess_move_to (m)] != CHESS_EMPTY
                                   || chess_piece_type (pos.board[chess_move_from (m)]) == CHESS_PAWN;
          chess_mate_parts_move (&parts, &pos, m, ms);
          chess_position_make (&pos, m, &undo);
          uint32_t id = walk_enter (w, &pos, from, m, &fresh);
          if (id == UINT32_MAX)
            result = CHESS_MATE_GAVE_UP;
          else if (fresh && (ms->unproved || !dead_end (w, &pos, ms->winner, structure_changed)))
            {
              /* a mate is seen as it is made; a stalemate is only a
               * position without moves when its turn comes */
              if (pos.side != ms->winner && chess_position_in_check (&pos) && !chess_position_has_legal_move (&pos))
                result = read_line (w, id, ms) ? CHESS_MATE_FOUND : CHESS_MATE_GAVE_UP;
              else
                {
                  uint64_t order = chess_mate_walk_order_shared (&pos, ms, &parts);
                  if (!heap_push (heap, (HeapItem) { .order = order << 32 | walk->newest--, .id = id }))
                    result = CHESS_MATE_GAVE_UP;
                }
            }
          chess_position_unmake (&pos, m, &undo);
        }
    }

  ms->nodes = nodes > ms->max_nodes ? ms->max_nodes : nodes;
  walk->over = true;
  return result;
}

ChessMateSearchResult
chess_mate_reachable (const ChessPosition *start, ChessMateSearch *ms)
{
  ChessMateWalk *walk = chess_mate_walk_new (start, ms->max_nodes);
  ChessMateSearchResult result = CHESS_MATE_GAVE_UP;

  ms->nodes = 0;
  ms->n_line = 0;
  if (walk != NULL)
    result = chess_mate_walk_on (walk, ms);
  chess_mate_walk_free (walk);
  return result;
}
