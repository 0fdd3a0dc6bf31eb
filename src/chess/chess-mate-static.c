/* chess-mate-static.c — proofs that a side can never mate, without a search
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test here may say "no mate" only when it is a proof: anything the
 * test cannot settle is left to the searches (chess-mate-search-*.c).
 */
#include "chess-mate.h"
#include "chess-bitboard.h"

static const ChessBitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAull;
static const ChessBitboard FILE_A = 0x0101010101010101ull;

/* ---- material ---- */

/* - a lone king gives no check;
 * - K+N against a lone king: no square next to the king can be blocked, and
 *   knight and king never cover all of them;
 * - K+N against K+Q: no placement of the four is a mate (test-can-mate goes
 *   through every one); taking either piece leaves a case above, and
 *   without pawns nothing else can appear;
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
    return chess_bb_count (us) == 2
           && (chess_bb_count (them) == 1 || (chess_bb_count (them) == 2 && (them & pos->by_type[CHESS_QUEEN]) != 0));
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
  ChessBitboard watt = chess_mate_pawn_attacks (wp, CHESS_WHITE), batt = chess_mate_pawn_attacks (bp, CHESS_BLACK);

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
          region = (region | chess_mate_king_spread (region)) & allowed;
        }
      while (region != last);
      /* a pawn protected by a pawn stays protected: those never move */
      if ((chess_mate_king_spread (region) & enemy & ~enemy_att) != 0)
        return false;
    }
  return true;
}

/* ---- the fortress: where every unit can ever be ----
 *
 * A proof by an invariant. For every pawn, a zone of squares it may ever
 * stand on and whether it may ever be taken; a pawn whose zone is its own
 * square and that can never be taken is frozen: a wall. For every piece, the
 * region it can reach around the walls (a king never onto a square a frozen
 * enemy pawn attacks); a king whose region is its own square never moves
 * and, never taken, is a wall too, and guards the squares round it for
 * ever as a frozen pawn guards its two; likewise a piece whose region is
 * its own square and that can never be taken (a bishop shut in by its own
 * pawns and pieces) is a wall, and guards the squares next to it. The claim is that in every position reachable by
 * legal moves each pawn still on the board is in its zone, each frozen pawn
 * stands where it stood, each piece is in its region, and no pawn has
 * promoted. It is checked as an induction over one legal move:
 *
 * - a push goes to the square in front (two from the starting rank) unless
 *   a frozen pawn stands there, or unless both the pawn and the nearest
 *   pawn ahead on the file can never leave the file (nor the one ahead be
 *   taken): two such pawns never pass each other, so the pawn never reaches
 *   the square an enemy one started on, nor the furthest square an own one
 *   can reach;
 * - a capture goes to a square where an enemy piece's region, or an enemy
 *   pawn's zone, lets an enemy stand (an en passant capture goes to a
 *   square the enemy pawn passed, which is in its zone);
 * - a pawn can be taken if an enemy piece attacks a square of its zone (only
 *   frozen pawns block the lines), an enemy pawn's zone attacks it (or the
 *   square a double step of it passes), or the enemy king can step onto it
 *   from its region, not being a square an own frozen pawn or own king that
 *   never moves guards;
 * - a piece moves along lines only frozen pawns are sure to block, onto
 *   squares no own frozen pawn holds; a king never onto a frozen pawn nor a
 *   square a frozen enemy pawn (or a king that never moves) attacks.
 *   Castling stays on the first rank, which no pawn stands on.
 *
 * The zones and regions start as the squares where the units stand and the
 * rules widen them until nothing changes (they only grow, so this ends);
 * then every rule holds of them, and the claim follows by induction. If a
 * zone reaches the last rank (a promotion), the proof is given up.
 *
 * Under the claim a mate needs a square K of the mated king's region that
 * the mating side can attack (a piece from its region, a pawn from its
 * zone) and round K no flight: each neighbour is the mated side's frozen
 * pawn, attacked by the mating side (a pawn from its zone, a piece from its
 * region, the king from a square of its region not next to K), or filled by
 * one of the mated side's units that can stand there (a piece in its region,
 * a pawn not frozen in its zone) — a different unit for each square. If no
 * square K passes, no series of legal moves mates. (Checks through pieces,
 * and units needed in two places at once, are allowed: the test only ever
 * says too much is possible, never too little.) */

enum { FORTRESS_PAWNS = 32, FORTRESS_PIECES = 32 };

typedef struct {
  ChessColor    colour;
  ChessSquare   start;
  ChessBitboard zone;
  bool          may_go;  /* may be taken */
} Pawn;

typedef struct {
  ChessColor     colour;
  ChessPieceType type;
  ChessSquare    start;
  ChessBitboard  region;   /* squares it can stand on */
  ChessBitboard  attacks;  /* squares it attacks from any of them */
  bool           may_move; /* may leave its square or be taken: not a wall */
} Piece;

ChessBitboard
chess_mate_attacks (ChessPieceType type, ChessColor c, ChessSquare sq, ChessBitboard occupied)
{
  switch (type)
    {
    case CHESS_PAWN:
      return chess_bb_pawn[c][sq];
    case CHESS_KNIGHT:
      return chess_bb_knight[sq];
    case CHESS_BISHOP:
      return chess_bb_bishop_attacks (sq, occupied);
    case CHESS_ROOK:
      return chess_bb_rook_attacks (sq, occupied);
    case CHESS_QUEEN:
      return chess_bb_queen_attacks (sq, occupied);
    default:
      return chess_bb_king[sq];
    }
}

/* Flood a piece's region square by square. */
static void
piece_reach (Piece *piece, ChessBitboard walls, ChessBitboard own_walls)
{
  ChessBitboard todo = BB (piece->start);

  piece->region = todo;
  piece->attacks = 0;
  while (todo != 0)
    {
      /* only the walls in the way */
      ChessBitboard a = chess_mate_attacks (piece->type, piece->colour, chess_bb_pop (&todo), walls);
      ChessBitboard fresh = a & ~own_walls & ~piece->region;
      piece->attacks |= a;
      piece->region |= fresh;
      todo |= fresh;
    }
}

static ChessBitboard
king_region (ChessSquare from, ChessBitboard allowed)
{
  ChessBitboard region = BB (from), last;

  do
    {
      last = region;
      region |= chess_mate_king_spread (region) & allowed;
    }
  while (region != last);
  return region;
}

/* Can the mated side's units (what each can stand on in 'blockers') fill
 * every square of 'need', one unit a square? Augmenting paths. */
static bool
match_square (int sq_index, const ChessSquare *squares, const ChessBitboard *blockers, int n_blockers,
              int *owner, uint64_t *seen)
{
  for (int b = 0; b < n_blockers; b++)
    {
      if ((blockers[b] & BB (squares[sq_index])) == 0 || (*seen >> b) & 1)
        continue;
      *seen |= UINT64_C (1) << b;
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
  int owner[FORTRESS_PAWNS + FORTRESS_PIECES], n = 0;

  if (chess_bb_count (need) > n_blockers)
    return false;
  while (need != 0)
    squares[n++] = chess_bb_pop (&need);
  for (int b = 0; b < n_blockers; b++)
    owner[b] = -1;
  for (int i = 0; i < n; i++)
    {
      uint64_t seen = 0;
      if (!match_square (i, squares, blockers, n_blockers, owner, &seen))
        return false;
    }
  return true;
}

typedef struct {
  int   n_pawns, n_pieces;
  Pawn  pawn[FORTRESS_PAWNS];
  Piece piece[FORTRESS_PIECES];
  ChessSquare   king[2];
  ChessBitboard king_zone[2];
  ChessBitboard stuck_kings;      /* kings whose region is their square: walls too */
  ChessBitboard stuck_pieces[2];  /* pieces that never move nor are taken: walls too */
  ChessBitboard frozen[2];        /* squares of frozen pawns, by colour */
  ChessBitboard stand[2];         /* squares some piece of a side can stand on */
  ChessBitboard attack[2];        /* squares some piece of a side can attack */
  ChessBitboard pawn_attack[2];   /* squares some pawn of a side can attack */
  ChessBitboard pawn_zone[2];     /* squares some pawn of a side can stand on */
  int8_t        pawn_at[64];      /* index of the pawn that started on a square */
  /* the walls the pieces' regions were last flooded with: a region
   * depends on nothing else, and flooding is most of a round's work */
  bool          flooded;
  ChessBitboard flood_walls, flood_own[2];
  /* some pawn's zone reached its last rank: zones only grow, so the proof
   * is lost whatever the rounds still to come would do */
  bool          promotes;
} Fortress;

static bool
frozen_pawn (const Pawn *p)
{
  return !p->may_go && p->zone == BB (p->start);
}

static ChessBitboard
file_of (ChessSquare sq)
{
  return FILE_A << chess_square_file (sq);
}

/* Pawns that never leave their file nor are taken: the ones that can
 * hold another pawn back on its file. */
static bool
holds_file (const Pawn *u)
{
  return !u->may_go && (u->zone & ~file_of (u->start)) == 0;
}

/* Squares the pawn's pushes may not enter on its own file: at and beyond
 * the nearest pawn ahead that never leaves the file nor is taken (an enemy
 * one's starting square, an own one's furthest square). 'holding': the
 * starting squares of the pawns that hold_file(), so that the nearest is
 * found with a bit scan, not a look at every pawn (this runs for every
 * pawn in every round, at every pawn move of the reachable walk). */
static ChessBitboard
push_bound (const Fortress *f, int i, ChessBitboard holding)
{
  const Pawn *p = &f->pawn[i];
  ChessBitboard file = file_of (p->start);
  bool white = p->colour == CHESS_WHITE;
  ChessBitboard ahead = file & (white ? ~((BB (p->start) << 1) - 1) : (BB (p->start) - 1)) & holding;

  if (ahead == 0)
    return 0;
  const Pawn *u = &f->pawn[f->pawn_at[white ? chess_bb_first (ahead) : 63 - __builtin_clzll (ahead)]];
  /* the first square p may not enter, counted along its way */
  ChessSquare stop = u->start;
  if (u->colour == p->colour)
    {
      /* as far as u can go: its furthest square */
      ChessBitboard z = u->zone;
      stop = white ? 63 - __builtin_clzll (z) : chess_bb_first (z);
    }
  /* the ranks from stop's on, along the way: a shift, not a look at
   * each rank (a sixteenth of the proof's time in pawn races) */
  int rank = chess_square_rank (stop);
  ChessBitboard beyond = white ? ~(ChessBitboard) 0 << (8 * rank) : ~(ChessBitboard) 0 >> (8 * (7 - rank));
  return beyond & file;
}

/* 'zone' and every square its pawns of colour 'c' reach by pushes onto
 * 'open' squares, all files at once: a double step is two pushes, so it
 * adds nothing the single ones do not. Three shifts where a square at a
 * time took one look per square of the zone per round (the zones' growth
 * was a fifth of the proof's time in the pawn races of the sample, where
 * the walk asks it thousands of times). */
static ChessBitboard
push_fill (ChessBitboard zone, ChessBitboard open, ChessColor c)
{
  if (c == CHESS_WHITE)
    {
      zone |= open & (zone << 8);
      open &= open << 8;
      zone |= open & (zone << 16);
      open &= open << 16;
      return zone | (open & (zone << 32));
    }
  zone |= open & (zone >> 8);
  open &= open >> 8;
  zone |= open & (zone >> 16);
  open &= open >> 16;
  return zone | (open & (zone >> 32));
}

/* One round of the rules; true if anything widened. */
static bool
widen (Fortress *f)
{
  ChessBitboard walls, fatt[2];
  bool changed = false;

  for (int c = 0; c < 2; c++)
    {
      f->frozen[c] = 0;
      f->pawn_attack[c] = 0;
      f->pawn_zone[c] = 0;
    }
  for (int i = 0; i < f->n_pawns; i++)
    {
      Pawn *p = &f->pawn[i];
      if (frozen_pawn (p))
        f->frozen[p->colour] |= BB (p->start);
      f->pawn_attack[p->colour] |= chess_mate_pawn_attacks (p->zone, p->colour);
      f->pawn_zone[p->colour] |= p->zone;
    }
  walls = f->frozen[0] | f->frozen[1] | f->stuck_kings | f->stuck_pieces[0] | f->stuck_pieces[1];
  /* what a side guards for ever: its frozen pawns' squares of attack,
   * round a king that never moves, and what a piece that never moves
   * attacks next to it (further along a line, something may come between) */
  for (int c = 0; c < 2; c++)
    fatt[c] = chess_mate_pawn_attacks (f->frozen[c], (ChessColor) c)
              | ((f->stuck_kings & BB (f->king[c])) != 0 ? chess_bb_king[f->king[c]] : 0);
  for (int i = 0; i < f->n_pieces; i++)
    if (!f->piece[i].may_move)
      fatt[f->piece[i].colour] |= chess_mate_attacks (f->piece[i].type, f->piece[i].colour, f->piece[i].start,
                                                      ~(ChessBitboard) 0);

  ChessBitboard stuck = 0;
  for (int c = 0; c < 2; c++)
    {
      f->stand[c] = f->attack[c] = 0;
      f->king_zone[c] = king_region (f->king[c], ~walls & ~fatt[!c]);
      if (f->king_zone[c] == BB (f->king[c]))
        stuck |= BB (f->king[c]);
    }
  if (stuck != f->stuck_kings)
    {
      f->stuck_kings = stuck;
      changed = true;
    }
  /* never onto an own wall, nor onto a piece that is never taken */
  ChessBitboard own[2] = { f->frozen[0] | f->stuck_pieces[0] | f->stuck_pieces[1],
                           f->frozen[1] | f->stuck_pieces[0] | f->stuck_pieces[1] };
  bool flood = !f->flooded || walls != f->flood_walls || own[0] != f->flood_own[0] || own[1] != f->flood_own[1];
  f->flooded = true;
  f->flood_walls = walls;
  f->flood_own[0] = own[0];
  f->flood_own[1] = own[1];
  for (int i = 0; i < f->n_pieces; i++)
    {
      Piece *x = &f->piece[i];
      if (flood)
        piece_reach (x, walls, own[x->colour]);
      f->stand[x->colour] |= x->region;
      f->attack[x->colour] |= x->attacks;
    }

  /* a piece that could move, or be taken, is no wall from now on */
  for (int i = 0; i < f->n_pieces; i++)
    {
      Piece *x = &f->piece[i];
      ChessColor c = x->colour;
      ChessBitboard threats = f->attack[!c] | f->pawn_attack[!c] | (chess_mate_king_spread (f->king_zone[!c]) & ~fatt[c]);
      if (!x->may_move && (x->region != BB (x->start) || (threats & BB (x->start)) != 0))
        {
          x->may_move = true;
          f->stuck_pieces[c] &= ~BB (x->start);
          changed = true;
        }
    }

  ChessBitboard holding = 0;
  for (int i = 0; i < f->n_pawns; i++)
    if (holds_file (&f->pawn[i]))
      holding |= BB (f->pawn[i].start);
  for (int i = 0; i < f->n_pawns; i++)
    {
      Pawn *p = &f->pawn[i];
      ChessColor c = p->colour;
      /* taken by a piece, a pawn, or the king where no frozen pawn guards;
       * or en passant, after a double step past a square an enemy pawn
       * attacks */
      ChessBitboard threats = f->attack[!c] | f->pawn_attack[!c] | (chess_mate_king_spread (f->king_zone[!c]) & ~fatt[c]);
      ChessBitboard passed = 0;
      int dir = c == CHESS_WHITE ? 8 : -8;
      if ((BB (p->start) & (c == CHESS_WHITE ? chess_bb_rank[1] : chess_bb_rank[6])) != 0
          && (p->zone & BB (p->start + 2 * dir)) != 0)
        passed = BB (p->start + dir);
      if (!p->may_go && ((p->zone & threats) != 0 || (passed & f->pawn_attack[!c]) != 0))
        {
          p->may_go = true;
          changed = true;
        }
      /* pushes and captures from every square of the zone */
      /* a pawn that may leave its file may come back to it further up:
       * only one that never leaves it is held behind the pawn ahead */
      ChessBitboard home = file_of (p->start);
      ChessBitboard bound = (p->zone & ~home) == 0 ? push_bound (f, i, holding) : 0;
      ChessBitboard prey = f->stand[!c] | f->pawn_zone[!c];
      ChessBitboard zone = p->zone, last;
      do
        {
          last = zone;
          zone = push_fill (zone, ~walls & ~(home & bound), c);
          zone |= chess_mate_pawn_attacks (zone, c) & prey;
        }
      while (zone != last);
      if (zone != p->zone)
        {
          p->zone = zone;
          changed = true;
          /* stop at once: the rest of this round, and the round after
           * that would see it in pawn_zone, are work for nothing */
          if ((zone & (c == CHESS_WHITE ? chess_bb_rank[7] : chess_bb_rank[0])) != 0)
            {
              f->promotes = true;
              return true;
            }
        }
      /* the pawns after this one see it as it is now */
      holding = holds_file (p) ? holding | BB (p->start) : holding & ~BB (p->start);
    }
  return changed;
}

/* No mate on K: the mating king stands on one square W of its region, not
 * next to K, and covers only the squares round W; for each W some square
 * round K stays a flight that neither the other units' attacks (all of
 * them, from anywhere in their regions) nor the mated side's units can
 * fill. Only a W two squares from K covers any square round K; one further
 * off covers none. */
static bool
king_safe (const Fortress *f, ChessSquare k, ChessColor winner, ChessBitboard covered,
           const ChessBitboard *blockers, int n_blockers)
{
  ChessBitboard around = chess_bb_king[k];
  ChessBitboard near = chess_mate_king_spread (around) & ~around & ~BB (k);
  ChessBitboard region = f->king_zone[winner] & ~around & ~BB (k);
  ChessBitboard need = around & ~covered;

  if ((region & ~near) != 0 && can_fill (need, blockers, n_blockers))
    return false;
  for (ChessBitboard w = region & near; w != 0;)
    if (can_fill (need & ~chess_bb_king[chess_bb_pop (&w)], blockers, n_blockers))
      return false;
  return true;
}

/* The zones and regions of 'pos', widened until every rule holds; false
 * when not worth a proof or a pawn may promote. */
static bool
fortress_build (const ChessPosition *pos, Fortress *f)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];

  if (pawns == 0)
    return false;
  /* a pawn with nothing ahead on its file, or first a piece that can move
   * now, will likely promote (only a pawn, a king or a piece that never
   * moves could stop it): not worth the work */
  ChessBitboard occupied = pos->by_color[0] | pos->by_color[1];
  for (ChessBitboard b = pawns; b != 0;)
    {
      ChessSquare sq = chess_bb_pop (&b);
      bool white = chess_piece_color (pos->board[sq]) == CHESS_WHITE;
      ChessBitboard ahead = file_of (sq) & (white ? ~((BB (sq) << 1) - 1) : (BB (sq) - 1)) & occupied;
      if (ahead == 0)
        return false;
      ChessSquare first = white ? chess_bb_first (ahead) : 63 - __builtin_clzll (ahead);
      ChessPiece unit = pos->board[first];
      ChessPieceType t = chess_piece_type (unit);
      ChessColor c = chess_piece_color (unit);
      if (t != CHESS_PAWN && t != CHESS_KING
          && (chess_mate_attacks (t, c, first, occupied) & ~pos->by_color[c]) != 0)
        return false;
    }
  /* an en passant capture open now is a move the rules do not follow */
  if (pos->ep_square != CHESS_NO_SQUARE
      && ((chess_mate_pawn_attacks (pawns & pos->by_color[0], CHESS_WHITE) | chess_mate_pawn_attacks (pawns & pos->by_color[1], CHESS_BLACK))
          & BB (pos->ep_square)) != 0)
    return false;
  f->n_pawns = f->n_pieces = 0;
  /* both kings start as walls, as every pawn starts frozen: the rules take
   * back what does not hold */
  f->stuck_kings = pos->by_type[CHESS_KING];
  f->stuck_pieces[0] = f->stuck_pieces[1] = 0;
  f->flooded = false;
  f->promotes = false;
  for (ChessBitboard b = pos->by_color[0] | pos->by_color[1]; b != 0;)
    {
      ChessSquare sq = chess_bb_pop (&b);
      ChessPiece piece = pos->board[sq];
      ChessPieceType t = chess_piece_type (piece);
      ChessColor c = chess_piece_color (piece);
      if (t == CHESS_KING)
        f->king[c] = sq;
      else if (t == CHESS_PAWN)
        {
          if (f->n_pawns == FORTRESS_PAWNS)
            return false; /* more pawns than any game has: not worth a proof */
          f->pawn_at[sq] = (int8_t) f->n_pawns;
          f->pawn[f->n_pawns++] = (Pawn) { .colour = c, .start = sq, .zone = BB (sq) };
        }
      else
        {
          if (f->n_pieces == FORTRESS_PIECES)
            return false;
          /* so do the pieces that have no move now; one that has would be
           * let go by the rules anyway, after rounds of work */
          bool may_move = (chess_mate_attacks (t, c, sq, occupied) & ~pos->by_color[c]) != 0;
          f->piece[f->n_pieces++] = (Piece) { .colour = c, .type = t, .start = sq, .may_move = may_move };
          if (!may_move)
            f->stuck_pieces[c] |= BB (sq);
        }
    }

  /* every zone grows only through the pawn loop of widen(), which says
   * when one reaches the last rank */
  while (widen (f))
    if (f->promotes)
      return false;
  return true;
}

ChessBitboard
chess_mate_shut_in (const ChessPosition *pos)
{
  Fortress f;

  if (!fortress_build (pos, &f))
    return 0;
  return f.stuck_pieces[0] | f.stuck_pieces[1];
}

bool
chess_mate_fortress (const ChessPosition *pos, ChessColor winner)
{
  ChessColor loser = !winner;
  Fortress f;

  if (!fortress_build (pos, &f))
    return false;

  /* what the mated side can fill a flight with */
  ChessBitboard blockers[FORTRESS_PAWNS + FORTRESS_PIECES];
  int n_blockers = 0;
  for (int i = 0; i < f.n_pieces; i++)
    if (f.piece[i].colour == loser)
      blockers[n_blockers++] = f.piece[i].region;
  for (int i = 0; i < f.n_pawns; i++)
    if (f.pawn[i].colour == loser && !frozen_pawn (&f.pawn[i]))
      blockers[n_blockers++] = f.pawn[i].zone;

  ChessBitboard checks = f.attack[winner] | f.pawn_attack[winner];
  ChessBitboard covered = f.frozen[loser] | f.pawn_attack[winner] | f.attack[winner];
  for (ChessBitboard k = f.king_zone[loser] & checks; k != 0;)
    {
      ChessSquare sq = chess_bb_pop (&k);
      if (!king_safe (&f, sq, winner, covered, blockers, n_blockers))
        return false;
    }
  return true;
}
