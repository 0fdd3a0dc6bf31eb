/* chess-mate-static.c — proofs that a side can never mate, without a search
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test here may say "no mate" only when it is a proof: anything the
 * test cannot settle is left to the searches (chess-mate-search.c).
 */
#include "chess-mate.h"
#include "chess-bitboard.h"

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

static ChessBitboard
pawn_attacks (ChessBitboard p, ChessColor c)
{
  return c == CHESS_WHITE ? ((p << 7) & ~FILE_H) | ((p << 9) & ~FILE_A)
                          : ((p >> 9) & ~FILE_H) | ((p >> 7) & ~FILE_A);
}

/* ---- material ---- */

/* - a lone king gives no check;
 * - K+N against a lone king: no square next to the king can be blocked, and
 *   knight and king never cover all of them;
 * - only bishops, all on one colour, no pawns or knights anywhere, and 'side'
 *   has nothing else: the checked king stands on that colour; of its two
 *   orthogonal neighbours next to the first square of the checking line,
 *   the mating king covers at most one, and a rook or queen standing on one
 *   can always step into that line (it cannot be pinned: only bishops could
 *   pin, and not orthogonally). A second checker is impossible (no bishop
 *   can discover a check from a bishop of the same colour). */
bool
chess_mate_material_no (const ChessPosition *pos, ChessColor side)
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

/* ---- locked pawns, kings alone ---- */

/* Only kings and pawns; every pawn stands blocked for ever (an enemy pawn in
 * front, or an own pawn that is itself blocked for ever); no pawn can take;
 * and neither king can reach an enemy pawn that no enemy pawn protects. Then
 * no pawn ever moves, no piece ever appears, and nothing can give check: no
 * mate for either side. */
bool
chess_mate_locked_pawns (const ChessPosition *pos)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  ChessBitboard kings = pos->by_type[CHESS_KING];
  ChessBitboard all = pos->by_color[CHESS_WHITE] | pos->by_color[CHESS_BLACK];
  ChessBitboard wp = pawns & pos->by_color[CHESS_WHITE];
  ChessBitboard bp = pawns & pos->by_color[CHESS_BLACK];
  ChessBitboard wf = 0, bf = 0, prev;
  ChessBitboard watt = pawn_attacks (wp, CHESS_WHITE), batt = pawn_attacks (bp, CHESS_BLACK);

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

/* ---- the fortress: pawns that never move, pieces that live behind them ----
 *
 * Suppose no pawn ever moves or is taken. Then the pawns are walls: every
 * piece stays in the region it can reach around them (a king also never
 * enters a square an enemy pawn attacks), and no piece is ever added. That
 * supposition holds if it holds of itself: every pawn has a pawn in front
 * of it and no enemy pawn to take, no piece's region reaches a square from which it attacks an enemy
 * pawn (nor, for a king, a pawn no pawn protects), and no piece's region
 * holds a square an enemy pawn attacks (the pawn could take it). By
 * induction over any series of legal moves, each position keeps the pawns
 * and each piece inside its region.
 *
 * A mate then needs a square K of the mated king's region that the mating
 * side attacks from some square its pieces can stand on, and round K no
 * flight: each neighbour is the mated side's pawn, attacked by the mating
 * side (a pawn, a piece from its region, or the king from a square of its
 * region not next to K), or filled by one of the mated side's pieces whose
 * region holds it — a different piece for each square. If no square K
 * passes, no series of legal moves mates. (Checks through pieces, and
 * pieces that must be in two places at once, are allowed: the test only
 * ever says too much is possible, never too little.) */

typedef struct {
  ChessBitboard region;   /* squares the piece can stand on */
  ChessBitboard attacks;  /* squares it attacks from any of them */
} Reach;

/* Squares a piece of 'type' on 'sq' attacks, with only the pawns in the way. */
static ChessBitboard
attacks_from (ChessPieceType type, ChessSquare sq, ChessBitboard walls)
{
  switch (type)
    {
    case CHESS_KNIGHT:
      return chess_bb_knight[sq];
    case CHESS_BISHOP:
      return chess_bb_bishop_attacks (sq, walls);
    case CHESS_ROOK:
      return chess_bb_rook_attacks (sq, walls);
    case CHESS_QUEEN:
      return chess_bb_queen_attacks (sq, walls);
    default:
      return chess_bb_king[sq];
    }
}

/* Flood a piece's region square by square; the pawns are walls. */
static Reach
piece_reach (ChessPieceType type, ChessSquare from, ChessBitboard walls)
{
  Reach r = { BB (from), 0 };
  ChessBitboard todo = r.region;

  while (todo != 0)
    {
      ChessBitboard a = attacks_from (type, chess_bb_pop (&todo), walls);
      ChessBitboard fresh = a & ~walls & ~r.region;
      r.attacks |= a;
      r.region |= fresh;
      todo |= fresh;
    }
  return r;
}

/* The king's region: never onto a pawn or a square an enemy pawn attacks. */
static ChessBitboard
king_region (ChessSquare from, ChessBitboard allowed)
{
  ChessBitboard region = BB (from), last;

  do
    {
      last = region;
      region |= king_spread (region) & allowed;
    }
  while (region != last);
  return region;
}

bool
chess_mate_pawns_jammed (const ChessPosition *pos)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  ChessBitboard wp = pawns & pos->by_color[CHESS_WHITE];
  ChessBitboard bp = pawns & pos->by_color[CHESS_BLACK];

  return pawns != 0 && ((wp << 8) & ~pawns) == 0 && ((bp >> 8) & ~pawns) == 0;
}

/* Can the mated side's pieces (regions in 'blockers') fill every square of
 * 'need', one piece a square? Augmenting paths: at most 8 squares. */
static bool
match_square (int sq_index, const ChessSquare *squares, const ChessBitboard *blockers, int n_blockers,
              int *owner, unsigned *seen)
{
  for (int b = 0; b < n_blockers; b++)
    {
      if ((blockers[b] & BB (squares[sq_index])) == 0 || (*seen & (1u << b)) != 0)
        continue;
      *seen |= 1u << b;
      if (owner[b] < 0 || match_square (owner[b], squares, blockers, n_blockers, owner, seen))
        {
          owner[b] = sq_index;
          return true;
        }
    }
  return false;
}

static bool
can_fill (ChessBitboard need, const ChessBitboard *blockers, int n_blockers)
{
  ChessSquare squares[8];
  int owner[16], n = 0;

  if (chess_bb_count (need) > n_blockers)
    return false;
  while (need != 0)
    squares[n++] = chess_bb_pop (&need);
  for (int b = 0; b < n_blockers; b++)
    owner[b] = -1;
  for (int i = 0; i < n; i++)
    {
      unsigned seen = 0;
      if (!match_square (i, squares, blockers, n_blockers, owner, &seen))
        return false;
    }
  return true;
}

bool
chess_mate_fortress (const ChessPosition *pos, ChessColor winner)
{
  ChessColor loser = !winner;
  ChessBitboard walls = pos->by_type[CHESS_PAWN];
  ChessBitboard pawns[2], pawn_att[2], king_zone[2];
  ChessBitboard stand[2] = { 0, 0 };   /* squares some piece of a side can stand on */
  ChessBitboard attack[2] = { 0, 0 };  /* squares some piece of a side can attack */
  ChessBitboard blockers[16];
  int n_blockers = 0;

  if (!chess_mate_pawns_jammed (pos))
    return false;
  for (int c = 0; c < 2; c++)
    {
      pawns[c] = walls & pos->by_color[c];
      pawn_att[c] = pawn_attacks (pawns[c], (ChessColor) c);
    }
  /* a pawn could take a pawn */
  if ((pawn_att[CHESS_WHITE] & pawns[CHESS_BLACK]) != 0 || (pawn_att[CHESS_BLACK] & pawns[CHESS_WHITE]) != 0)
    return false;
  /* an en passant capture open now would move a pawn */
  if (pos->ep_square != CHESS_NO_SQUARE && ((pawn_att[0] | pawn_att[1]) & BB (pos->ep_square)) != 0)
    return false;

  for (int c = 0; c < 2; c++)
    {
      ChessBitboard pieces = pos->by_color[c] & ~walls & ~pos->by_type[CHESS_KING];
      while (pieces != 0)
        {
          ChessSquare sq = chess_bb_pop (&pieces);
          Reach r = piece_reach (chess_piece_type (pos->board[sq]), sq, walls);
          /* it could take a pawn */
          if ((r.attacks & pawns[!c]) != 0)
            return false;
          stand[c] |= r.region;
          attack[c] |= r.attacks;
          if (c == (int) loser && n_blockers < 16)
            blockers[n_blockers++] = r.region;
          else if (c == (int) loser)
            return false; /* more pieces than any game has: not worth a proof */
        }
      ChessSquare king = chess_position_king (pos, (ChessColor) c);
      king_zone[c] = king_region (king, ~walls & ~pawn_att[!c]);
      /* it could take a pawn no pawn protects */
      if ((king_spread (king_zone[c]) & pawns[!c] & ~pawn_att[!c]) != 0)
        return false;
    }
  /* a pawn could take a piece */
  if ((stand[CHESS_WHITE] & pawn_att[CHESS_BLACK]) != 0 || (stand[CHESS_BLACK] & pawn_att[CHESS_WHITE]) != 0)
    return false;

  ChessBitboard checked = king_zone[loser] & (attack[winner] | pawn_att[winner]);
  ChessBitboard covered = pawns[loser] | pawn_att[winner] | attack[winner];
  while (checked != 0)
    {
      ChessSquare k = chess_bb_pop (&checked);
      ChessBitboard around = chess_bb_king[k];
      /* the mating king helps from a square of its region not next to K */
      ChessBitboard king_help = king_spread (king_zone[winner] & ~chess_bb_king[k] & ~BB (k));
      ChessBitboard need = around & ~covered & ~king_help;
      if (can_fill (need, blockers, n_blockers))
        return false;
    }
  return true;
}
