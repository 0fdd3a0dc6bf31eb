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
 * piece it may have (a bishop by its colour). A piece may stand on, and
 * attack, any square of its kind (any square; a bishop's colour), whatever
 * is in the way. Its moves:
 *
 * - a king steps to a square next to it that holds no own pawn, no enemy
 *   pawn attacks and is not next to the other king; it may take a pawn so;
 * - a pawn pushes onto a square no king nor pawn holds, takes a pawn, or
 *   takes on a square an enemy piece of some kind could stand on (the kinds
 *   stay: that piece or another may still be there), or en passant; on the
 *   last rank it leaves the board and its side may have any kind of piece;
 * - if a side may have pieces, it may "pass" (a piece moves), or take with
 *   a piece an enemy pawn on a square its kinds can reach;
 * - a move is refused only if it leaves the mover's king attacked by an
 *   enemy pawn (no piece of any kind can block that).
 *
 * A piece that at the start attacks only its own pawns (a bishop on a6
 * behind pawns on b5 and b7) has no move as long as each of those pawns
 * stands there: it is kept where it is, attacking those squares (a king
 * cannot take them), until one of them leaves its square (then it becomes
 * one of its side's kinds, free) or it is taken (a king's step or a
 * pawn's capture onto it, or an enemy piece of a kind that reaches it).
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
 * shut in, be one a loser's piece kind can stand on, or be attacked by a
 * winner's pawn, king, piece shut in or piece kind. If no position of the coarse game reachable within
 * the limit passes both, no series of legal moves mates.
 *
 * The coarse game has a few thousand positions where the real one has
 * millions (every placement of the pieces), and no legal move generation.
 * Castling is not modelled: with castling rights the test gives up.
 */
#include "chess-mate.h"
#include "chess-bitboard.h"

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

/* 24 bytes, compared whole (every byte set: no padding is left loose). */
typedef struct {
  ChessBitboard pawns[2];
  uint8_t       king[2];
  uint8_t       side;
  uint8_t       ep;      /* the square a double step passed, or NO_EP */
  uint8_t       kinds[2];
  uint8_t       shut;    /* which of the pieces shut in at the start still are */
  uint8_t       pad;
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
  Skel      *states;
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
skel_hash (const Skel *s)
{
  uint64_t h = s->pawns[0] * UINT64_C (0x9e3779b97f4a7c15) ^ s->pawns[1] * UINT64_C (0xbf58476d1ce4e5b9);
  uint64_t rest = (uint64_t) s->king[0] | (uint64_t) s->king[1] << 8 | (uint64_t) s->side << 16
                  | (uint64_t) s->ep << 24 | (uint64_t) s->kinds[0] << 32 | (uint64_t) s->kinds[1] << 40
                  | (uint64_t) s->shut << 48;

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
      size_t j = (size_t) skel_hash (&c->states[i]) & c->mask;
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
  size_t j = (size_t) skel_hash (s) & c->mask;
  while (c->slots[j] != 0)
    {
      if (memcmp (&c->states[c->slots[j] - 1], s, sizeof *s) == 0)
        return;
      j = (j + 1) & c->mask;
    }
  c->states[c->n] = *s;
  c->slots[j] = (uint32_t) ++c->n;
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

static ChessBitboard
concrete_of (const Coarse *c, const Skel *t)
{
  return t->pawns[0] | t->pawns[1] | BB (t->king[0]) | BB (t->king[1]) | shut_squares (c, t, CHESS_WHITE, NULL)
         | shut_squares (c, t, CHESS_BLACK, NULL);
}

/* A shut-in piece of 'colour' on 'sq' is taken. */
static void
take_shut (const Coarse *c, Skel *t, ChessColor colour, ChessSquare sq)
{
  for (int i = 0; i < c->n_shut; i++)
    if (c->shut_at[i] == sq && c->shut_colour[i] == colour)
      t->shut &= (uint8_t) ~(1u << i);
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
      }
}

/* After the winner's move into 't': could the loser be mated? 'piece_check':
 * a piece of the winner may have given check by that move. */
static bool
may_mate (const Coarse *c, const Skel *t, ChessColor winner, bool piece_check)
{
  ChessColor loser = !winner;
  ChessSquare k = t->king[loser];
  ChessBitboard concrete = concrete_of (c, t), shut_hits;
  ChessBitboard shut_loser = shut_squares (c, t, loser, NULL);
  shut_squares (c, t, winner, &shut_hits);
  ChessBitboard pawn_hits = chess_mate_pawn_attacks (t->pawns[winner], winner);

  if ((pawn_hits & BB (k)) == 0 && !piece_check)
    return false;
  ChessBitboard held = t->pawns[loser] | shut_loser | (kind_squares (t->kinds[loser]) & ~concrete)
                       | pawn_hits | shut_hits | chess_bb_king[t->king[winner]] | kind_squares (t->kinds[winner]);
  return (chess_bb_king[k] & ~held) == 0;
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
  if ((chess_mate_pawn_attacks (t.pawns[!mover], !mover) & BB (t.king[mover])) != 0)
    return;
  t.side = (uint8_t) !mover;
  if (mover == c->winner)
    {
      ChessSquare k = t.king[!mover];
      ChessBitboard concrete = concrete_of (c, &t);
      /* a piece checks only a king on a square of its kind */
      piece_check = piece_check && (kind_squares (t.kinds[mover]) & BB (k)) != 0;
      for (ChessBitboard v = vacated; v != 0 && !piece_check;)
        piece_check = kind_discovers (t.kinds[mover], k, chess_bb_pop (&v), concrete);
      if (may_mate (c, &t, c->winner, piece_check))
        {
          c->maybe = true;
          return;
        }
    }
  coarse_add (c, &t);
}

/* A pawn of the mover arrives on 'to' (from 'from'), maybe promoting. */
static void
pawn_arrives (Coarse *c, Skel t, ChessSquare from, ChessSquare to, ChessBitboard vacated)
{
  ChessColor me = t.side;

  t.pawns[me] &= ~BB (from);
  if (BB (to) & LAST_RANKS)
    {
      /* any kind: a bishop of the promotion square's colour */
      t.kinds[me] |= KIND_ANY_SQUARE | ((BB (to) & LIGHT_SQUARES) ? KIND_LIGHT_BISHOP : KIND_DARK_BISHOP);
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
  ChessBitboard concrete = concrete_of (c, s), their_shut_hits;
  ChessBitboard their_shut = shut_squares (c, s, them, &their_shut_hits);
  ChessBitboard their_pawn_hits = chess_mate_pawn_attacks (s->pawns[them], them);
  ChessBitboard their_stand = kind_squares (s->kinds[them]) & ~concrete;
  Skel base = *s;
  int up = me == CHESS_WHITE ? 8 : -8;

  base.ep = NO_EP;
  /* the king */
  ChessBitboard steps = chess_bb_king[s->king[me]] & ~s->pawns[me] & ~shut_squares (c, s, me, NULL) & ~their_pawn_hits
                        & ~their_shut_hits & ~chess_bb_king[s->king[them]];
  while (steps != 0 && !c->maybe)
    {
      ChessSquare to = chess_bb_pop (&steps);
      Skel t = base;
      t.king[me] = (uint8_t) to;
      t.pawns[them] &= ~BB (to);
      take_shut (c, &t, them, to);
      emit (c, t, BB (s->king[me]), false);
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
              pawn_arrives (c, t, from, two, 0);
            }
        }
      for (ChessBitboard hits = chess_bb_pawn[me][from]; hits != 0;)
        {
          ChessSquare to = chess_bb_pop (&hits);
          Skel t = base;
          if (s->pawns[them] & BB (to))
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
          else if (to == s->ep && (s->pawns[them] & BB (to - up)))
            {
              t.pawns[them] &= ~BB (to - up);
              pawn_arrives (c, t, from, to, BB (to - up));
            }
        }
    }
  /* a piece moves, or takes a pawn */
  if (s->kinds[me] != 0 && !c->maybe)
    {
      emit (c, base, 0, true);
      for (ChessBitboard p = s->pawns[them] & kind_squares (s->kinds[me]); p != 0 && !c->maybe;)
        {
          Skel t = base;
          t.pawns[them] &= ~BB (chess_bb_pop (&p));
          emit (c, t, 0, true);
        }
      for (ChessBitboard p = their_shut & kind_squares (s->kinds[me]); p != 0 && !c->maybe;)
        {
          Skel t = base;
          take_shut (c, &t, them, chess_bb_pop (&p));
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

bool
chess_mate_skeleton_no (const ChessPosition *pos, ChessColor winner, long max_states, long *states)
{
  Coarse c = { .winner = winner, .max = max_states > 0 ? (size_t) max_states : 1 };
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
      start.king[side] = (uint8_t) chess_position_king (pos, (ChessColor) side);
      start.kinds[side] = (uint8_t) kinds_of (pos, (ChessColor) side, shut);
    }
  start.side = (uint8_t) pos->side;
  start.ep = pos->ep_square == CHESS_NO_SQUARE ? NO_EP : (uint8_t) pos->ep_square;
  coarse_add (&c, &start);
  for (size_t i = 0; i < c.n && !c.maybe && !c.full; i++)
    {
      Skel s = c.states[i];
      expand (&c, &s);
    }
  no = !c.maybe && !c.full;
  if (states != NULL)
    *states = (long) c.n;
  free (c.states);
  free (c.slots);
  return no;
}
