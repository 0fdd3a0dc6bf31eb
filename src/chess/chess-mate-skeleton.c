/* chess-mate-skeleton.c — no mate proved on the kings and pawns alone
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the pieces (knights, bishops, rooks, queens) roam freely but the
 * kings and pawns are stuck, the reachable walk (chess-mate-search-walk.c)
 * enumerates every placement of the pieces and runs out of nodes, while
 * what decides is the kings' and pawns' tempo: the side to be mated has a
 * king that can only step between two squares, and the mate needs it on
 * one of them with the other covered, which a king's move can never set up.
 *
 * So walk a coarser game whose positions keep only the kings, the pawns,
 * the side to move, the en passant square and, per side, which kinds of
 * piece it may have (a bishop by its colour), at most how many, and the
 * squares they may stand on. In the plain walk a piece free at the start
 * may stand anywhere on its kind's squares; one promoted or let out
 * starts on its square. A piece attacks every square it would from any
 * square it may stand on, its lines stopped only by pawns and pieces shut
 * in (nothing else is sure to stand in the way). Its moves:
 *
 * - a king steps to a square next to it that holds no own pawn, no enemy
 *   pawn attacks and is not next to the other king; it may take a pawn so;
 * - a pawn pushes onto a square no king nor pawn holds, takes a pawn, or
 *   takes on a square an enemy piece could stand on (the pieces stay: that
 *   piece or another may still be there), or en passant; on the last rank
 *   it leaves the board for a piece of any kind on that square;
 * - if a side may have pieces, it may "pass" (a piece moves: they may now
 *   also stand on any square they attacked), or take with a piece an enemy
 *   pawn on a square they attack;
 * - a move is refused only if it leaves the mover's king attacked by an
 *   enemy pawn (no piece of any kind can block that).
 *
 * A piece that at the start attacks only its own pawns (a bishop on a6
 * behind pawns on b5 and b7) has no move as long as each of those pawns
 * stands there: it is kept where it is, attacking those squares (a king
 * cannot take them), until one of them leaves its square (then it is one
 * of its side's pieces, free) or it is taken (a king's step or a pawn's
 * capture onto it, or an enemy piece that reaches it).
 *
 * Every legal move of chess is one of these from the coarse image of the
 * position (what a piece's move changes here is at most a pawn taken), so
 * every position reachable in chess has its image reachable here: the
 * coarse game allows more, never less. A mate is a move of the winner
 * after which the other king is in check and has no square to go to. In
 * the image, after the winner's move: a check is possible only if a
 * winner's pawn attacks the king, or a piece may have given it (the move
 * was a piece's, a promotion, or vacated a square on a line of the king
 * that a piece kind of the winner attacks along, for a discovered check);
 * and each square round the king must be held by a loser's pawn or piece
 * shut in, or by a loser's piece standing there (one square each, so no
 * more of them than the loser has pieces), or be attacked by a winner's
 * pawn, king, piece shut in or piece. A lone piece of the winner is of one
 * kind on one square: what it attacks it attacks from there, and next to
 * the king it must be guarded. If no position of the coarse game reachable
 * within the limit passes both, no series of legal moves mates.
 *
 * The coarse game has a few thousand positions where the real one has
 * millions (every placement of the pieces), and no legal move generation.
 * Castling is not modelled: with castling rights the test gives up.
 *
 * Where the side to mate has no piece, a free king is what the positions
 * still multiply by: in a race of pawns (sample line 145: White's king
 * shut in on a5, Black's walking to take a pawn and queen, White running
 * out of pawn moves first) the walk counts every square Black's king can
 * stand on, 86,000 positions. So the same walk also runs with the kings
 * as regions: positions that differ only in where the kings and pieces
 * stand are one, whose king (or pieces) may stand on any square either
 * did, a king stepping from any of its squares in one move. The image of
 * a position of chess is still reachable (a pawn may push onto a square of
 * a region if the king may stand elsewhere, and then does), so a "no" is
 * as sound; and as long as neither side can waste a move, the pawns tell
 * (but for a double step taken or not) how far each king has walked, so
 * little is lost: line 145 is proved after 8,700 positions.
 */
#include "chess-mate.h"
#include "chess-bitboard.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static const ChessBitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAull;
static const ChessBitboard LAST_RANKS = 0xFF000000000000FFull;

/* The kinds of piece a side may have. */
enum {
  KIND_LIGHT_BISHOP = 1 << 0,
  KIND_DARK_BISHOP = 1 << 1,
  KIND_KNIGHT = 1 << 2,
  KIND_ROOK = 1 << 3,
  KIND_QUEEN = 1 << 4,
  KIND_ANY_SQUARE = KIND_KNIGHT | KIND_ROOK | KIND_QUEEN,
};

enum { NO_EP = 64 };

/* Every byte set (no padding is left loose): compared whole, or all but
 * the kings' squares when those are regions. */
typedef struct {
  ChessBitboard pawns[2];
  uint8_t       side;
  uint8_t       ep;      /* the square a double step passed, or NO_EP */
  uint8_t       kinds[2];
  uint8_t       shut;    /* which of the pieces shut in at the start still are */
  uint8_t       n_pieces[2]; /* at most how many free pieces each side has */
  uint8_t       pad;
  ChessBitboard kings[2]; /* the squares each king may stand on: one, unless regions */
  ChessBitboard pieces[2]; /* the squares a free piece of each side may stand on */
} Skel;

enum { SHUT_MAX = 8 };

typedef struct {
  ChessColor winner;
  /* pieces that had no move at the start, every square they attack held
   * by an own pawn: they stay where they are, attacking those squares,
   * until one of those pawns leaves (then they join their side's kinds)
   * or they are taken */
  int            n_shut;
  ChessSquare    shut_at[SHUT_MAX];
  ChessColor     shut_colour[SHUT_MAX];
  unsigned       shut_kind[SHUT_MAX];
  ChessBitboard  shut_cage[SHUT_MAX];
  /* the kings as regions: positions that differ only in where the kings
   * and pieces stand are one, whose kings and pieces may stand on any
   * square of either */
  bool       regions;
  size_t     key_size;  /* the bytes of a Skel that tell positions apart */
  Skel      *states;
  uint8_t   *dirty;   /* per state: to expand (again, if its kings' regions grew) */
  size_t     n, room, max;
  uint32_t  *slots;  /* index + 1 into 'states'; 0 is empty */
  size_t     mask;
  bool       maybe;  /* a mate may be possible: no proof */
  bool       full;   /* out of room: no proof */
} Coarse;

/* Squares a piece of these kinds may stand on, or attack. */
static ChessBitboard
kind_squares (unsigned kinds)
{
  if (kinds & KIND_ANY_SQUARE)
    return ~(ChessBitboard) 0;
  return ((kinds & KIND_LIGHT_BISHOP) ? LIGHT_SQUARES : 0) | ((kinds & KIND_DARK_BISHOP) ? ~LIGHT_SQUARES : 0);
}

/* The squares a piece of these kinds standing on one of 'stand' attacks,
 * its lines stopped only by 'walls' (the pawns and the pieces shut in:
 * no line is ever longer). A piece stands where it stood at the start,
 * or was promoted, or was let out, and takes moves to get elsewhere:
 * the tempo a race of pawns is decided by, and a bishop behind its own
 * pawns never gets out. */
static ChessBitboard
piece_reach (ChessBitboard stand, unsigned kinds, ChessBitboard walls)
{
  ChessBitboard all = kind_squares (kinds), hits = 0;

  if (stand == all)
    return all;
  for (ChessBitboard b = stand; b != 0;)
    {
      ChessSquare sq = chess_bb_pop (&b);
      if (kinds & (KIND_ROOK | KIND_QUEEN))
        hits |= chess_bb_rook_attacks (sq, walls);
      if (kinds & (KIND_QUEEN | KIND_LIGHT_BISHOP | KIND_DARK_BISHOP))
        hits |= chess_bb_bishop_attacks (sq, walls);
      if (kinds & KIND_KNIGHT)
        hits |= chess_bb_knight[sq];
    }
  return hits & all;
}

/* Could a piece of these kinds give check to a king on 'k' by a line
 * through 'v' (the square a move vacated: a discovered check)? Not past a
 * king or a pawn of 'concrete' between them. */
static bool
kind_discovers (unsigned kinds, ChessSquare k, ChessSquare v, ChessBitboard concrete)
{
  if ((chess_bb_between[k][v] & concrete) != 0)
    return false;
  bool diagonal = (chess_bb_bishop_attacks (k, 0) & BB (v)) != 0;
  bool straight = (chess_bb_rook_attacks (k, 0) & BB (v)) != 0;

  if (diagonal)
    return (kinds & (KIND_QUEEN | ((BB (k) & LIGHT_SQUARES) ? KIND_LIGHT_BISHOP : KIND_DARK_BISHOP))) != 0;
  return straight && (kinds & (KIND_ROOK | KIND_QUEEN)) != 0;
}

static uint64_t
skel_hash (const Coarse *c, const Skel *s)
{
  uint64_t h = s->pawns[0] * UINT64_C (0x9e3779b97f4a7c15) ^ s->pawns[1] * UINT64_C (0xbf58476d1ce4e5b9);
  uint64_t rest = (uint64_t) s->side << 16 | (uint64_t) s->ep << 24 | (uint64_t) s->kinds[0] << 32
                  | (uint64_t) s->kinds[1] << 40 | (uint64_t) s->shut << 48;
  h ^= ((uint64_t) s->n_pieces[0] << 8 | s->n_pieces[1]) * UINT64_C (0xc4ceb9fe1a85ec53);
  if (!c->regions)
    {
      rest ^= (uint64_t) chess_bb_first (s->kings[0]) | (uint64_t) chess_bb_first (s->kings[1]) << 8;
      h ^= (s->pieces[0] ^ (s->pieces[1] << 1 | s->pieces[1] >> 63)) * UINT64_C (0xff51afd7ed558ccd);
    }

  h ^= rest * UINT64_C (0x94d049bb133111eb);
  h ^= h >> 31;
  h *= UINT64_C (0xd6e8feb86659fd93);
  return h ^ (h >> 29);
}

static bool
coarse_grow (Coarse *c)
{
  size_t room = c->room ? 2 * c->room : 1024;
  if (room > c->max)
    room = c->max;
  Skel *states = realloc (c->states, room * sizeof *states);
  if (states == NULL)
    return false;
  c->states = states;
  uint8_t *dirty = realloc (c->dirty, room);
  if (dirty == NULL)
    return false;
  c->dirty = dirty;
  c->room = room;
  /* the table a power of two, at most half full */
  size_t n_slots = 1;
  while (n_slots < 2 * room)
    n_slots *= 2;
  uint32_t *slots = calloc (n_slots, sizeof *slots);
  if (slots == NULL)
    return false;
  free (c->slots);
  c->slots = slots;
  c->mask = n_slots - 1;
  for (size_t i = 0; i < c->n; i++)
    {
      size_t j = (size_t) skel_hash (c, &c->states[i]) & c->mask;
      while (c->slots[j] != 0)
        j = (j + 1) & c->mask;
      c->slots[j] = (uint32_t) (i + 1);
    }
  return true;
}

static void
coarse_add (Coarse *c, const Skel *s)
{
  if (c->n == c->room && (c->n == c->max || !coarse_grow (c)))
    {
      c->full = true;
      return;
    }
  size_t j = (size_t) skel_hash (c, s) & c->mask;
  while (c->slots[j] != 0)
    {
      size_t i = c->slots[j] - 1;
      Skel *old = &c->states[i];
      if (memcmp (old, s, c->key_size) == 0)
        {
          /* the same but for where the kings and pieces stand: widen the
           * regions */
          bool wider = false;
          for (int side = 0; side < 2; side++)
            {
              wider |= (s->kings[side] & ~old->kings[side]) != 0 || (s->pieces[side] & ~old->pieces[side]) != 0;
              old->kings[side] |= s->kings[side];
              old->pieces[side] |= s->pieces[side];
            }
          if (wider)
            c->dirty[i] = 1;
          return;
        }
      j = (j + 1) & c->mask;
    }
  c->states[c->n] = *s;
  c->dirty[c->n] = 1;
  c->slots[j] = (uint32_t) ++c->n;
}

/* A king's region if it is one square, else nothing. */
static ChessBitboard
single (ChessBitboard region)
{
  return (region & (region - 1)) == 0 ? region : 0;
}

/* The squares of the pieces of 'colour' still shut in, and the squares
 * they attack (their own pawns'). */
static ChessBitboard
shut_squares (const Coarse *c, const Skel *t, ChessColor colour, ChessBitboard *attacks)
{
  ChessBitboard at = 0, hits = 0;

  for (int i = 0; i < c->n_shut; i++)
    if (((t->shut >> i) & 1) && c->shut_colour[i] == colour)
      {
        at |= BB (c->shut_at[i]);
        hits |= c->shut_cage[i];
      }
  if (attacks != NULL)
    *attacks = hits;
  return at;
}

/* The squares surely held: the walls (pawns and pieces shut in, which
 * also stop every line), and a king whose region is one square. */
static ChessBitboard
concrete_of (const Skel *t, ChessBitboard walls)
{
  return walls | single (t->kings[0]) | single (t->kings[1]);
}

/* A shut-in piece of 'colour' on 'sq' is taken. */
static void
take_shut (const Coarse *c, Skel *t, ChessColor colour, ChessSquare sq)
{
  for (int i = 0; i < c->n_shut; i++)
    if (c->shut_at[i] == sq && c->shut_colour[i] == colour)
      t->shut &= (uint8_t) ~(1u << i);
}

/* One more free piece for 'side' (a count kept to 15, at which a side has
 * more than enough to hold every square round a king). */
static void
add_piece (Skel *t, ChessColor side)
{
  if (t->n_pieces[side] < 15)
    t->n_pieces[side]++;
}

/* A piece whose cage lost a pawn is free: one of its side's kinds. */
static void
release_shut (const Coarse *c, Skel *t)
{
  for (int i = 0; i < c->n_shut; i++)
    if (((t->shut >> i) & 1) && (c->shut_cage[i] & ~t->pawns[c->shut_colour[i]]) != 0)
      {
        t->shut &= (uint8_t) ~(1u << i);
        t->kinds[c->shut_colour[i]] |= (uint8_t) c->shut_kind[i];
        t->pieces[c->shut_colour[i]] |= BB (c->shut_at[i]);
        add_piece (t, c->shut_colour[i]);
      }
}

/* Can the squares 'open' round the king be held, each by a piece of the
 * loser of its own (on 'blocks', at most 'n_blocks' of them) or by the
 * winner's king on some square of 'wkings'? */
static bool
coverable (ChessBitboard open, ChessBitboard blocks, int n_blocks, ChessBitboard wkings)
{
  /* what no piece of the loser can hold, the king must */
  for (ChessBitboard must = open & ~blocks; must != 0 && wkings != 0;)
    wkings &= chess_bb_king[chess_bb_pop (&must)];
  if (wkings == 0)
    return false;
  if (chess_bb_count (open) <= n_blocks)
    return true;
  for (ChessBitboard w = wkings & chess_mate_king_spread (open); w != 0;)
    if (chess_bb_count (open & ~chess_bb_king[chess_bb_pop (&w)]) <= n_blocks)
      return true;
  return false;
}

enum { LINE_KINDS = KIND_LIGHT_BISHOP | KIND_DARK_BISHOP | KIND_ROOK | KIND_QUEEN };

/* The squares a lone piece of the winner may stand on, each with what it
 * attacks from there as each kind its side may have. */
typedef struct {
  int           n;
  ChessBitboard from[64 * 5], hits[64 * 5];
} Lone;

static void
lone_list (const Skel *t, ChessColor winner, ChessBitboard walls, Lone *lone)
{
  lone->n = 0;
  for (ChessBitboard at = t->pieces[winner]; at != 0;)
    {
      ChessBitboard from = BB (chess_bb_pop (&at));
      for (unsigned kind = 1; kind <= t->kinds[winner]; kind <<= 1)
        if (kind & t->kinds[winner])
          {
            lone->from[lone->n] = from;
            lone->hits[lone->n++] = piece_reach (from, kind, walls);
          }
    }
}

/* Could the lone piece, from one square as one kind, check the king on 'k'
 * (unless 'check': a pawn or a line opened does) and cover what round it
 * no piece of the loser holds ('flights' less the winner king's squares)?
 * Next to the king it must be guarded: by the squares of 'guarded', or by
 * the winner's king. */
static bool
lone_mates (const Lone *lone, ChessSquare k, bool check, bool piece_check, ChessBitboard flights,
            ChessBitboard blocks, int n_blocks, ChessBitboard wkings, ChessBitboard guarded)
{
  for (int i = 0; i < lone->n; i++)
    {
      if (lone->from[i] == BB (k) || !(check || (piece_check && (lone->hits[i] & BB (k)) != 0)))
        continue;
      ChessBitboard guards = wkings;
      if ((lone->from[i] & chess_bb_king[k] & ~guarded) != 0)
        guards &= lone->from[i] | chess_mate_king_spread (lone->from[i]);
      if (coverable (flights & ~lone->hits[i], blocks, n_blocks, guards))
        return true;
    }
  return false;
}

/* After the winner's move into 't': could the loser be mated, its king on
 * some square of its region, the winner's on some square of its own not
 * next to it? 'piece_check': a piece of the winner may have given check
 * by that move; 'vacated': the squares it emptied (a discovered check).
 * The winner's pieces attack, at most, what any of them attacks from any
 * square of their region; a lone piece is of one kind on one square, so
 * there what it is to cover it covers from there, and next to the king
 * it needs a guard. */
static bool
may_mate (const Coarse *c, const Skel *t, ChessColor winner, bool piece_check, ChessBitboard vacated)
{
  ChessColor loser = !winner;
  ChessBitboard shut_hits, shut_loser = shut_squares (c, t, loser, NULL);
  ChessBitboard walls = t->pawns[0] | t->pawns[1] | shut_loser | shut_squares (c, t, winner, &shut_hits);
  ChessBitboard concrete = concrete_of (t, walls);
  ChessBitboard pawn_hits = chess_mate_pawn_attacks (t->pawns[winner], winner);
  ChessBitboard kind_hits = piece_reach (t->pieces[winner], t->kinds[winner], walls);
  ChessBitboard held = t->pawns[loser] | shut_loser | pawn_hits | shut_hits;
  ChessBitboard blocks = t->pieces[loser] & ~concrete;
  int n_blocks = t->n_pieces[loser];
  /* the squares a line through a vacated square reaches */
  ChessBitboard lines = 0;
  if (t->kinds[winner] & LINE_KINDS)
    for (ChessBitboard v = vacated; v != 0;)
      {
        ChessSquare sq = chess_bb_pop (&v);
        lines |= chess_bb_rook_attacks (sq, 0) | chess_bb_bishop_attacks (sq, 0);
      }
  Lone lone;
  lone.n = -1; /* listed when first needed (not cleared: 5 kB a call) */

  for (ChessBitboard ks = t->kings[loser] & (pawn_hits | lines | (piece_check ? kind_hits : 0)); ks != 0;)
    {
      ChessSquare k = chess_bb_pop (&ks);
      bool check = (pawn_hits & BB (k)) != 0;
      for (ChessBitboard v = (lines & BB (k)) ? vacated : 0; v != 0 && !check;)
        check = kind_discovers (t->kinds[winner], k, chess_bb_pop (&v), concrete);
      if (!check && !(piece_check && (kind_hits & BB (k)) != 0))
        continue;
      ChessBitboard flights = chess_bb_king[k] & ~held;
      ChessBitboard wkings = t->kings[winner] & ~chess_bb_king[k] & ~BB (k);
      if (!coverable (flights & ~kind_hits, blocks, n_blocks, wkings))
        continue;
      if (t->n_pieces[winner] != 1)
        return true;
      if (lone.n < 0)
        lone_list (t, winner, walls, &lone);
      if (lone_mates (&lone, k, check, piece_check, flights, blocks, n_blocks, wkings, pawn_hits | shut_hits))
        return true;
    }
  return false;
}

/* The move of the side to move in 's' into 't' (side not yet flipped):
 * refuse it if it leaves the mover's king to a pawn, look for a mate if
 * the winner made it, keep 't'. 'vacated': squares it emptied (for a
 * discovered check); 'piece_check': a piece may give check directly. */
static void
emit (Coarse *c, Skel t, ChessBitboard vacated, bool piece_check)
{
  ChessColor mover = t.side;

  release_shut (c, &t);
  t.kings[mover] &= ~chess_mate_pawn_attacks (t.pawns[!mover], !mover);
  if (t.kings[0] == 0 || t.kings[1] == 0)
    return;
  t.side = (uint8_t) !mover;
  if (mover == c->winner && may_mate (c, &t, c->winner, piece_check, vacated))
    {
      c->maybe = true;
      return;
    }
  coarse_add (c, &t);
}

/* A pawn of the mover arrives on 'to' (from 'from'), maybe promoting. */
static void
pawn_arrives (Coarse *c, Skel t, ChessSquare from, ChessSquare to, ChessBitboard vacated)
{
  ChessColor me = t.side;

  /* no king stands where a pawn arrives */
  t.kings[0] &= ~BB (to);
  t.kings[1] &= ~BB (to);
  t.pawns[me] &= ~BB (from);
  if (BB (to) & LAST_RANKS)
    {
      /* any kind: a bishop of the promotion square's colour */
      t.kinds[me] |= KIND_ANY_SQUARE | ((BB (to) & LIGHT_SQUARES) ? KIND_LIGHT_BISHOP : KIND_DARK_BISHOP);
      t.pieces[me] |= BB (to);
      add_piece (&t, me);
      emit (c, t, vacated | BB (from), true);
      return;
    }
  t.pawns[me] |= BB (to);
  emit (c, t, vacated | BB (from), false);
}

static void
expand (Coarse *c, const Skel *s)
{
  ChessColor me = s->side, them = !me;
  ChessBitboard their_shut_hits, their_shut = shut_squares (c, s, them, &their_shut_hits);
  ChessBitboard my_shut = shut_squares (c, s, me, NULL);
  ChessBitboard walls = s->pawns[0] | s->pawns[1] | their_shut | my_shut;
  ChessBitboard concrete = concrete_of (s, walls);
  ChessBitboard their_pawn_hits = chess_mate_pawn_attacks (s->pawns[them], them);
  ChessBitboard their_stand = s->pieces[them] & ~concrete;
  Skel base = *s;
  int up = me == CHESS_WHITE ? 8 : -8;

  base.ep = NO_EP;
  /* the king: next to the other one only if that one may be elsewhere */
  ChessBitboard them_king = single (s->kings[them]);
  ChessBitboard steps = chess_mate_king_spread (s->kings[me]) & ~s->pawns[me] & ~my_shut & ~their_pawn_hits
                        & ~their_shut_hits & ~them_king & ~chess_mate_king_spread (them_king);
  ChessBitboard takes = steps & (s->pawns[them] | their_shut);
  /* as regions, every step that takes nothing is one move */
  if (c->regions && (steps & ~takes) != 0)
    {
      Skel t = base;
      t.kings[me] = steps & ~takes;
      emit (c, t, s->kings[me], false);
      steps = takes;
    }
  while (steps != 0 && !c->maybe)
    {
      ChessSquare to = chess_bb_pop (&steps);
      Skel t = base;
      t.kings[me] = BB (to);
      t.pawns[them] &= ~BB (to);
      take_shut (c, &t, them, to);
      emit (c, t, s->kings[me], false);
    }
  /* the pawns */
  for (ChessBitboard p = s->pawns[me]; p != 0 && !c->maybe;)
    {
      ChessSquare from = chess_bb_pop (&p);
      ChessSquare ahead = from + up;
      if ((concrete & BB (ahead)) == 0)
        {
          pawn_arrives (c, base, from, ahead, 0);
          ChessSquare two = ahead + up;
          int rank = chess_square_rank (from);
          if ((me == CHESS_WHITE ? rank == 1 : rank == 6) && (concrete & BB (two)) == 0)
            {
              Skel t = base;
              t.ep = (uint8_t) ahead;
              t.kings[0] &= ~BB (ahead);
              t.kings[1] &= ~BB (ahead);
              pawn_arrives (c, t, from, two, 0);
            }
        }
      for (ChessBitboard hits = chess_bb_pawn[me][from]; hits != 0;)
        {
          ChessSquare to = chess_bb_pop (&hits);
          Skel t = base;
          /* the square a double step passed is empty: onto it, only en
           * passant (before a piece that "may stand" anywhere, which would
           * leave the pawn taken on the board) */
          if (to == s->ep && (s->pawns[them] & BB (to - up)))
            {
              t.pawns[them] &= ~BB (to - up);
              pawn_arrives (c, t, from, to, BB (to - up));
            }
          else if (s->pawns[them] & BB (to))
            {
              t.pawns[them] &= ~BB (to);
              pawn_arrives (c, t, from, to, 0);
            }
          else if (their_stand & BB (to))
            pawn_arrives (c, t, from, to, 0);
          else if (their_shut & BB (to))
            {
              take_shut (c, &t, them, to);
              pawn_arrives (c, t, from, to, 0);
            }
        }
    }
  /* a piece moves, or takes a pawn */
  if (s->pieces[me] != 0 && !c->maybe)
    {
      ChessBitboard reach = piece_reach (s->pieces[me], s->kinds[me], walls);
      base.pieces[me] |= reach & ~walls;
      emit (c, base, 0, true);
      for (ChessBitboard p = s->pawns[them] & reach; p != 0 && !c->maybe;)
        {
          Skel t = base;
          ChessSquare sq = chess_bb_pop (&p);
          t.pawns[them] &= ~BB (sq);
          t.pieces[me] |= BB (sq);
          emit (c, t, 0, true);
        }
      for (ChessBitboard p = their_shut & reach; p != 0 && !c->maybe;)
        {
          Skel t = base;
          ChessSquare sq = chess_bb_pop (&p);
          take_shut (c, &t, them, sq);
          t.pieces[me] |= BB (sq);
          emit (c, t, 0, true);
        }
    }
}

static unsigned
kinds_of (const ChessPosition *pos, ChessColor side, ChessBitboard shut)
{
  ChessBitboard us = pos->by_color[side] & ~shut;
  ChessBitboard bishops = us & pos->by_type[CHESS_BISHOP];
  unsigned kinds = 0;

  if (bishops & LIGHT_SQUARES)
    kinds |= KIND_LIGHT_BISHOP;
  if (bishops & ~LIGHT_SQUARES)
    kinds |= KIND_DARK_BISHOP;
  if (us & pos->by_type[CHESS_KNIGHT])
    kinds |= KIND_KNIGHT;
  if (us & pos->by_type[CHESS_ROOK])
    kinds |= KIND_ROOK;
  if (us & pos->by_type[CHESS_QUEEN])
    kinds |= KIND_QUEEN;
  return kinds;
}

static bool
skeleton_no (const ChessPosition *pos, ChessColor winner, long max_states, long *states, bool regions)
{
  Coarse c = {
    .winner = winner,
    .regions = regions,
    .key_size = regions ? offsetof (Skel, kings) : sizeof (Skel),
    .max = max_states > 0 ? (size_t) max_states : 1,
  };
  Skel start;
  bool no;

  if (states != NULL)
    *states = 0;
  /* castling is not modelled; a pawn on its first or last rank is no
   * position of chess */
  if (pos->castling != 0 || (pos->by_type[CHESS_PAWN] & LAST_RANKS) != 0)
    return false;
  memset (&start, 0, sizeof start);
  /* the pieces shut in by their own pawns */
  ChessBitboard occupied = pos->by_color[0] | pos->by_color[1], shut = 0;
  ChessBitboard pieces = occupied & ~pos->by_type[CHESS_PAWN] & ~pos->by_type[CHESS_KING];
  for (ChessBitboard b = pieces; b != 0 && c.n_shut < SHUT_MAX;)
    {
      ChessSquare sq = chess_bb_pop (&b);
      ChessColor colour = chess_piece_color (pos->board[sq]);
      ChessPieceType type = chess_piece_type (pos->board[sq]);
      ChessBitboard own_pawns = pos->by_color[colour] & pos->by_type[CHESS_PAWN];
      ChessBitboard hits = chess_mate_attacks (type, colour, sq, occupied);
      if (hits == 0 || (hits & ~own_pawns) != 0)
        continue;
      ChessPosition one;
      chess_position_clear (&one);
      chess_position_put (&one, sq, pos->board[sq]);
      c.shut_at[c.n_shut] = sq;
      c.shut_colour[c.n_shut] = colour;
      c.shut_kind[c.n_shut] = kinds_of (&one, colour, 0);
      c.shut_cage[c.n_shut] = hits;
      start.shut |= (uint8_t) (1u << c.n_shut);
      c.n_shut++;
      shut |= BB (sq);
    }
  for (int side = 0; side < 2; side++)
    {
      start.pawns[side] = pos->by_color[side] & pos->by_type[CHESS_PAWN];
      start.kings[side] = BB (chess_position_king (pos, (ChessColor) side));
      start.kinds[side] = (uint8_t) kinds_of (pos, (ChessColor) side, shut);
      /* as regions, a piece starts on its square; in the plain walk, anywhere
       * on its kind's squares (the walk then keeps no record of its moves) */
      start.pieces[side] = regions ? pos->by_color[side] & ~pos->by_type[CHESS_PAWN] & ~pos->by_type[CHESS_KING] & ~shut
                                   : kind_squares (start.kinds[side]);
      start.n_pieces[side] = (uint8_t) chess_bb_count (pos->by_color[side] & ~pos->by_type[CHESS_PAWN]
                                                      & ~pos->by_type[CHESS_KING] & ~shut);
    }
  start.side = (uint8_t) pos->side;
  start.ep = pos->ep_square == CHESS_NO_SQUARE ? NO_EP : (uint8_t) pos->ep_square;
  coarse_add (&c, &start);
  /* pass after pass over the states to expand, until none is left: in
   * the plain walk one pass, each state once; as regions, a state whose
   * regions grew after it was expanded is expanded again */
  for (bool again = true; again && !c.maybe && !c.full;)
    {
      again = false;
      for (size_t i = 0; i < c.n && !c.maybe && !c.full; i++)
        if (c.dirty[i])
          {
            Skel s = c.states[i];
            c.dirty[i] = 0;
            expand (&c, &s);
            again = true;
          }
    }
  no = !c.maybe && !c.full;
  if (states != NULL)
    *states = (long) c.n;
  free (c.states);
  free (c.dirty);
  free (c.slots);
  return no;
}

bool
chess_mate_skeleton_no (const ChessPosition *pos, ChessColor winner, long max_states, long *states)
{
  return skeleton_no (pos, winner, max_states, states, false);
}

bool
chess_mate_skeleton_regions_no (const ChessPosition *pos, ChessColor winner, long max_states, long *states)
{
  return skeleton_no (pos, winner, max_states, states, true);
}
