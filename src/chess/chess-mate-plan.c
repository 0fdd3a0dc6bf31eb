/* chess-mate-plan.c — mating nets to aim at: where the mate could happen
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the winner cannot mate by force (a lone minor piece, bishops of one
 * colour), the mate it can still give is a self-block: the mated king on an
 * edge or in a corner, its own men on the squares round it, the winner's
 * king and one unit doing the rest. A search that only heads for "fewer
 * flights" finds those slowly; one that knows which squares to fill finds
 * them soon. So, before searching, look for mating nets:
 *
 *   a square K for the mated king; a unit of the winner and a square from
 *   which it checks K (a pawn may promote first); a square for the winning
 *   king (or where it stands); for every square round K that neither
 *   covers, one of the mated side's units to stand on it (a pawn walks up
 *   its file, or promotes and comes back as a piece).
 *
 * The cost of a net is the moves each side needs (distances on an empty
 * board: what stands in the way is the search's business); the cheapest
 * nets are built as positions, everything else where it stands, and kept
 * only if that position really is checkmate. The search is then guided by
 * how far it is from the nearest of them. None of this is a proof: it only
 * orders the search, whose series is replayed before any yes.
 */
#include "chess-mate.h"
#include "chess-bitboard.h"

#include <string.h>

#define FAR 60

static bool
same_colour (ChessSquare a, ChessSquare b)
{
  return ((chess_square_file (a) + chess_square_rank (a)) & 1) == ((chess_square_file (b) + chess_square_rank (b)) & 1);
}

static bool
on_diagonal (ChessSquare a, ChessSquare b)
{
  return abs (chess_square_file (a) - chess_square_file (b)) == abs (chess_square_rank (a) - chess_square_rank (b));
}

static bool
on_line (ChessSquare a, ChessSquare b)
{
  return chess_square_file (a) == chess_square_file (b) || chess_square_rank (a) == chess_square_rank (b);
}

/* Moves for a piece of 'type' to go from one square to another on an empty
 * board (a bishop never leaves its colour). */
static int
piece_moves (ChessPieceType type, ChessSquare from, ChessSquare to)
{
  if (from == to)
    return 0;
  switch (type)
    {
    case CHESS_KNIGHT:
      return chess_mate_knight_distance (from, to);
    case CHESS_BISHOP:
      return !same_colour (from, to) ? FAR : on_diagonal (from, to) ? 1 : 2;
    case CHESS_ROOK:
      return on_line (from, to) ? 1 : 2;
    case CHESS_QUEEN:
      return on_line (from, to) || on_diagonal (from, to) ? 1 : 2;
    case CHESS_KING:
      return chess_mate_distance (from, to);
    default:
      return FAR;
    }
}

/* Moves for a pawn of 'c' to stand on 'to' as a pawn (up its file), or as
 * a piece of type 'as' after promoting. */
static int
pawn_moves (ChessColor c, ChessSquare from, ChessSquare to, ChessPieceType as)
{
  int rank = chess_square_rank (from), file = chess_square_file (from);
  ChessSquare queening = chess_square_make (file, c == CHESS_WHITE ? 7 : 0);

  if (as == CHESS_PAWN)
    {
      int ahead = c == CHESS_WHITE ? chess_square_rank (to) - rank : rank - chess_square_rank (to);
      return chess_square_file (to) == file && ahead >= 0 && to != queening ? ahead : FAR;
    }
  int steps = c == CHESS_WHITE ? 7 - rank : rank;
  /* a double step saves a move from the starting rank */
  if (steps == 6)
    steps = 5;
  return steps + piece_moves (as, queening, to);
}

/* Squares from which a piece of 'type' checks a king on 'k', only the
 * pawns in the way (the search sees to the rest): a piece's attacks go both
 * ways. */
static ChessBitboard
checking_squares (ChessPieceType type, ChessSquare k, ChessBitboard pawns)
{
  return type == CHESS_PAWN || type == CHESS_KING ? 0 : chess_mate_attacks (type, CHESS_WHITE, k, pawns);
}

/* ---- looking for nets ---- */

typedef struct {
  ChessSquare    from, to;
  ChessPieceType as;
} Step;

typedef struct {
  int            plies, total;
  ChessSquare    king, wking, checker_from, checker_to;
  ChessPieceType checker_as;
  int            n_blocks;
  Step           blocks[8];
} Net;

enum { NETS_KEPT = 32, UNITS_MAX = 16 };

typedef struct {
  const ChessPosition *pos;
  ChessColor winner;
  /* the mated side's units (its king aside): where each stands, and what
   * it costs to stand on each square, as what (a pawn may promote) */
  int            n_units;
  ChessSquare    unit[UNITS_MAX];
  int8_t         cost[UNITS_MAX][64];
  uint8_t        kind[UNITS_MAX][64];
  Net            kept[NETS_KEPT];
  int            n_kept;
  int            room;  /* nets kept at most (NETS_KEPT or fewer) */
  int            bound; /* the dearest net kept, once there are 'room' */
  bool           mates_only; /* keep only nets that are mate as built (see chess_mate_plan) */
} Planner;

static bool
cheaper (const Net *a, const Net *b)
{
  return a->plies < b->plies || (a->plies == b->plies && a->total < b->total);
}

static void
offer (Planner *p, const Net *net)
{
  int worst = 0;

  if (p->n_kept < p->room)
    p->kept[p->n_kept++] = *net;
  else
    {
      for (int i = 1; i < p->room; i++)
        if (cheaper (&p->kept[worst], &p->kept[i]))
          worst = i;
      if (!cheaper (net, &p->kept[worst]))
        return;
      p->kept[worst] = *net;
    }
  if (p->n_kept == p->room)
    {
      p->bound = 0;
      for (int i = 0; i < p->room; i++)
        p->bound = p->kept[i].plies > p->bound ? p->kept[i].plies : p->bound;
    }
}

static void
unit_costs (Planner *p, int u)
{
  ChessSquare from = p->unit[u];
  ChessPiece piece = p->pos->board[from];
  ChessPieceType t = chess_piece_type (piece);
  /* a knight first: of the pieces it least often spoils a mate by taking
   * the checker or stepping into the check */
  static const ChessPieceType promotions[] = { CHESS_KNIGHT, CHESS_BISHOP, CHESS_ROOK, CHESS_QUEEN };

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      int best = t == CHESS_PAWN ? pawn_moves (chess_piece_color (piece), from, sq, CHESS_PAWN)
                                 : piece_moves (t, from, sq);
      ChessPieceType as = t;
      if (t == CHESS_PAWN)
        for (int i = 0; i < 4; i++)
          {
            int d = pawn_moves (chess_piece_color (piece), from, sq, promotions[i]);
            if (d < best)
              {
                best = d;
                as = promotions[i];
              }
          }
      p->cost[u][sq] = (int8_t) (best < FAR ? best : FAR);
      p->kind[u][sq] = (uint8_t) as;
    }
}

/* A different unit of the mated side on each square of 'need', the square
 * with the fewest candidates first, each the cheapest left; false if some
 * square cannot be filled. */
static bool
fill (const Planner *p, ChessBitboard need, Net *net, int *moves)
{
  unsigned free_units = (1u << p->n_units) - 1;

  net->n_blocks = 0;
  *moves = 0;
  while (need != 0)
    {
      int best_ways = 99, best_cost = FAR, best_unit = -1;
      ChessSquare best_sq = CHESS_NO_SQUARE;
      for (ChessBitboard b = need; b != 0;)
        {
          ChessSquare sq = chess_bb_pop (&b);
          int ways = 0, cost = FAR, unit = -1;
          for (int u = 0; u < p->n_units; u++)
            if ((free_units >> u) & 1 && p->cost[u][sq] < FAR)
              {
                ways++;
                if (p->cost[u][sq] < cost)
                  {
                    cost = p->cost[u][sq];
                    unit = u;
                  }
              }
          if (ways == 0)
            return false;
          if (ways < best_ways || (ways == best_ways && cost < best_cost))
            {
              best_ways = ways;
              best_cost = cost;
              best_unit = unit;
              best_sq = sq;
            }
        }
      net->blocks[net->n_blocks++] = (Step) { p->unit[best_unit], best_sq, (ChessPieceType) p->kind[best_unit][best_sq] };
      *moves += best_cost;
      free_units &= ~(1u << best_unit);
      need &= ~BB (best_sq);
    }
  return true;
}

static bool mates (const Planner *p, Net *net);

/* Every net with the mated king on 'k' and this checker. */
static void
try_checker (Planner *p, ChessSquare k, ChessSquare from, ChessSquare to, ChessPieceType as, int checker_moves)
{
  const ChessPosition *pos = p->pos;
  ChessColor w = p->winner;
  ChessSquare wk = chess_position_king (pos, w), lk = chess_position_king (pos, !w);
  ChessBitboard flights = chess_bb_king[k];
  ChessBitboard others = pos->by_color[w] & ~BB (wk) & ~BB (from);
  int walk = chess_mate_distance (lk, k);
  /* the mated king is no shield for the squares behind it */
  ChessBitboard occupied = (pos->by_type[CHESS_PAWN] | BB (to)) & ~BB (k);
  ChessBitboard covered = chess_mate_attacks (as, w, to, occupied);

  for (ChessBitboard u = others; u != 0;)
    {
      ChessSquare sq = chess_bb_pop (&u);
      covered |= chess_mate_attacks (chess_piece_type (pos->board[sq]), w, sq, occupied);
    }
  /* the winning king stays, or stands two squares from K next to a flight
   * nothing else covers */
  ChessBitboard ring = 0;
  for (ChessBitboard f = flights & ~covered; f != 0;)
    ring |= chess_bb_king[chess_bb_pop (&f)];
  ChessBitboard kings = (BB (wk) | ring) & ~flights & ~BB (k) & ~BB (to);

  while (kings != 0)
    {
      ChessSquare ks = chess_bb_pop (&kings);
      int wmoves = checker_moves + chess_mate_distance (wk, ks);
      if (p->n_kept == p->room && 2 * (walk > wmoves ? walk : wmoves) > p->bound)
        continue;
      ChessBitboard cover = covered | chess_bb_king[ks];
      /* a flight held by one of the winner's units must be covered */
      if ((flights & others & ~cover) != 0)
        continue;
      Net net = { .king = k, .wking = ks, .checker_from = from, .checker_to = to, .checker_as = as };
      int lmoves;
      if (!fill (p, flights & ~cover & ~others & ~BB (ks) & ~BB (to), &net, &lmoves))
        continue;
      lmoves += walk;
      net.plies = 2 * (lmoves > wmoves ? lmoves : wmoves);
      net.total = lmoves + wmoves;
      if ((p->n_kept < p->room || net.plies <= p->bound) && (!p->mates_only || mates (p, &net)))
        offer (p, &net);
    }
}

/* The net as a position, the mated side to move: is it mate? */
static bool
mates_as_built (const Planner *p, const Net *net)
{
  ChessPosition b = *p->pos;
  ChessColor w = p->winner, l = !w;
  ChessSquare wk = chess_position_king (&b, w), lk = chess_position_king (&b, l);
  ChessPiece moving[12];
  ChessSquare to[12];
  int n = 0;

  /* lift every unit that moves, then put each down (one may go where
   * another stood) */
  moving[n] = b.board[lk], to[n++] = net->king;
  moving[n] = b.board[wk], to[n++] = net->wking;
  moving[n] = chess_piece_make (w, net->checker_as), to[n++] = net->checker_to;
  chess_position_put (&b, lk, CHESS_EMPTY);
  chess_position_put (&b, wk, CHESS_EMPTY);
  chess_position_put (&b, net->checker_from, CHESS_EMPTY);
  for (int i = 0; i < net->n_blocks; i++)
    {
      moving[n] = chess_piece_make (l, net->blocks[i].as), to[n++] = net->blocks[i].to;
      chess_position_put (&b, net->blocks[i].from, CHESS_EMPTY);
    }
  for (int i = 0; i < n; i++)
    {
      if (b.board[to[i]] != CHESS_EMPTY && chess_piece_type (b.board[to[i]]) == CHESS_KING)
        return false;
      chess_position_put (&b, to[i], moving[i]);
    }
  /* a pawn on its last rank, or the winner in check, is no position */
  if ((b.by_type[CHESS_PAWN] & UINT64_C (0xff000000000000ff)) != 0)
    return false;
  b.side = l;
  b.castling = 0;
  b.ep_square = CHESS_NO_SQUARE;
  chess_position_refresh (&b);
  if (chess_position_attackers (&b, net->wking, l, b.by_color[0] | b.by_color[1]) != 0)
    return false;
  return chess_position_is_checkmate (&b);
}

/* As mates_as_built(), trying each piece a promoted blocker could be: the
 * cheapest may spoil the mate (a rook that can step into the check),
 * another not. The kind that mates is written into the net. */
static bool
mates (const Planner *p, Net *net)
{
  static const ChessPieceType kinds[] = { CHESS_KNIGHT, CHESS_BISHOP, CHESS_ROOK, CHESS_QUEEN };
  int promoted[2], n = 0;

  if (mates_as_built (p, net))
    return true;
  for (int i = 0; i < net->n_blocks && n < 2; i++)
    if (chess_piece_type (p->pos->board[net->blocks[i].from]) == CHESS_PAWN && net->blocks[i].as != CHESS_PAWN)
      promoted[n++] = i;
  /* the net as built is one of these; without a promoted blocker there is
   * nothing else to try */
  for (int combo = 0; n > 0 && combo < (1 << (2 * n)); combo++)
    {
      Net alt = *net;
      bool reachable = true;
      for (int j = 0; j < n; j++)
        {
          Step *s = &alt.blocks[promoted[j]];
          s->as = kinds[(combo >> (2 * j)) & 3];
          reachable = reachable && pawn_moves (!p->winner, s->from, s->to, s->as) < FAR;
        }
      if (reachable && mates_as_built (p, &alt))
        {
          *net = alt;
          return true;
        }
    }
  return false;
}

/* The sets of squares by cost to block 'b' (see ChessMatePlan); false
 * when there are more costs than sets. */
static bool
block_levels (ChessMatePlan *plan, int b)
{
  ChessPieceType as = plan->block_as[b];
  ChessBitboard pawns[FAR] = { 0 }, kind[FAR] = { 0 };
  int n = 0;

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      int p = plan->block_cost[b][CHESS_PAWN][sq], k = plan->block_cost[b][as][sq];
      if (p < FAR)
        pawns[p] |= BB (sq);
      if (as != CHESS_PAWN && k < FAR)
        kind[k] |= BB (sq);
    }
  for (int cost = 0; cost < FAR; cost++)
    if ((pawns[cost] | kind[cost]) != 0)
      {
        if (n == CHESS_MATE_LEVELS)
          return false;
        plan->level_cost[b][n] = (int8_t) cost;
        plan->level_pawns[b][n] = pawns[cost];
        plan->level_kind[b][n++] = kind[cost];
      }
  plan->n_levels[b] = (int8_t) n;
  return true;
}

/* The plan's tables: for each type of unit and square, the moves to check
 * from the checker's square (a type in 'checks' checks from there; a pawn
 * may promote to one) and to stand on each block as its kind. */
static void
plan_costs (ChessMatePlan *plan, ChessColor winner, unsigned checks)
{
  plan->check_reach = 0;
  for (int b = 0; b < 8; b++)
    plan->block_reach[b] = 0;
  for (ChessPieceType t = CHESS_PAWN; t < CHESS_N_PIECE_TYPES; t++)
    for (ChessSquare sq = 0; sq < 64; sq++)
      {
        int best = FAR;
        if (t == CHESS_PAWN)
          {
            for (ChessPieceType as = CHESS_PAWN; as <= CHESS_QUEEN; as++)
              if ((checks >> as) & 1)
                {
                  int d = pawn_moves (winner, sq, plan->checker, as);
                  best = d < best ? d : best;
                }
          }
        else if ((checks >> t) & 1)
          best = piece_moves (t, sq, plan->checker);
        plan->check_cost[t][sq] = (int8_t) (best < FAR ? best : FAR);
        if (best < FAR)
          plan->check_reach |= BB (sq);
        for (int b = 0; b < plan->n_blocks; b++)
          {
            int d = t == CHESS_PAWN ? pawn_moves (!winner, sq, plan->blocks[b], plan->block_as[b])
                    : t == plan->block_as[b] ? piece_moves (t, sq, plan->blocks[b]) : FAR;
            plan->block_cost[b][t][sq] = (int8_t) (d < FAR ? d : FAR);
            if (d < FAR)
              plan->block_reach[b] |= BB (sq);
          }
      }
  plan->levelled = true;
  for (int b = 0; b < plan->n_blocks; b++)
    plan->levelled &= block_levels (plan, b);
}

/* The 'p->room' cheapest nets (with 'p->mates_only', of those that are
 * mate as built). */
static void
gather (Planner *p)
{
  const ChessPosition *pos = p->pos;
  ChessColor winner = p->winner;
  ChessSquare lk = chess_position_king (pos, !winner);
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  ChessBitboard checkers = pos->by_color[winner] & ~pos->by_type[CHESS_KING];
  static const ChessPieceType pieces[] = { CHESS_KNIGHT, CHESS_BISHOP, CHESS_ROOK, CHESS_QUEEN };

  p->n_kept = 0;
  p->bound = 0;
  /* the mated king's squares, nearest first: once its walk alone costs
   * more than the nets kept, none further can be cheaper */
  for (int d = 0; d < 8; d++)
    for (ChessSquare k = 0; k < 64; k++)
      {
        if (chess_mate_distance (lk, k) != d || (p->n_kept == p->room && 2 * d > p->bound))
          continue;
        for (ChessBitboard u = checkers; u != 0;)
          {
            ChessSquare from = chess_bb_pop (&u);
            ChessPieceType type = chess_piece_type (pos->board[from]);
            for (int t = 0; t < 4; t++)
              {
                if (type != CHESS_PAWN && pieces[t] != type)
                  continue;
                for (ChessBitboard s = checking_squares (pieces[t], k, pawns) & ~BB (k); s != 0;)
                  {
                    ChessSquare to = chess_bb_pop (&s);
                    int moves = type == CHESS_PAWN ? pawn_moves (winner, from, to, pieces[t]) : piece_moves (type, from, to);
                    if (moves < FAR)
                      try_checker (p, k, from, to, pieces[t], moves);
                  }
              }
            /* a pawn that checks as a pawn */
            if (type == CHESS_PAWN)
              for (ChessBitboard s = chess_bb_pawn[!winner][k]; s != 0;)
                {
                  ChessSquare to = chess_bb_pop (&s);
                  int moves = pawn_moves (winner, from, to, CHESS_PAWN);
                  if (moves < FAR)
                    try_checker (p, k, from, to, CHESS_PAWN, moves);
                }
          }
      }

}

/* The nets kept, cheapest first. */
static void
sort_kept (Planner *p)
{
  for (int i = 1; i < p->n_kept; i++)
    for (int j = i; j > 0 && cheaper (&p->kept[j], &p->kept[j - 1]); j--)
      {
        Net t = p->kept[j];
        p->kept[j] = p->kept[j - 1];
        p->kept[j - 1] = t;
      }
}

int
chess_mate_plan (const ChessPosition *pos, ChessColor winner, ChessMatePlan *plans, int max_plans)
{
  Planner *p = malloc (sizeof *p);
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];
  ChessBitboard units = pos->by_color[!winner] & ~pos->by_type[CHESS_KING];
  static const ChessPieceType pieces[] = { CHESS_KNIGHT, CHESS_BISHOP, CHESS_ROOK, CHESS_QUEEN };
  int kept = 0;

  if (p == NULL)
    return 0;
  *p = (Planner) { .pos = pos, .winner = winner, .room = NETS_KEPT };
  while (units != 0 && p->n_units < UNITS_MAX)
    {
      p->unit[p->n_units] = chess_bb_pop (&units);
      unit_costs (p, p->n_units++);
    }

  /* The cheapest nets, then those of them that are mate as built. When
   * none is (the king takes a checker next to it, a promoted blocker
   * takes the checker or steps into the line), again keeping only nets
   * that are mate: the walk then has nets to aim at where it had none.
   * On the sample, lines 151, 530 and 1824, whose mates took the walk
   * 145,000 to 235,000 moves without nets. Only then: asking every net
   * as it is offered, in every position, made the planner three times as
   * dear (2.1 s over the sample's 2,000 positions where 0.7 s, 6 ms at
   * most); this way 0.9 s, 3 ms at most. */
  gather (p);
  sort_kept (p);
  for (int i = 0; i < p->n_kept && kept < max_plans; i++)
    if (mates (p, &p->kept[i]))
      p->kept[kept++] = p->kept[i];
  p->n_kept = kept;
  if (kept == 0)
    {
      p->mates_only = true;
      /* as many as are asked for: the bound then prunes sooner */
      p->room = max_plans < NETS_KEPT ? max_plans : NETS_KEPT;
      gather (p);
      sort_kept (p);
    }
  kept = 0;
  for (int i = 0; i < p->n_kept && kept < max_plans; i++)
    {
      Net *net = &p->kept[i];
      ChessMatePlan *plan = &plans[kept++];
      *plan = (ChessMatePlan) { .king = net->king, .wking = net->wking, .checker = net->checker_to,
                                .checker_as = net->checker_as, .n_blocks = net->n_blocks, .plies = net->plies,
                                .fallback = p->mates_only };
      for (int b = 0; b < net->n_blocks; b++)
        {
          plan->blocks[b] = net->blocks[b].to;
          plan->block_as[b] = net->blocks[b].as;
        }
      unsigned checks = 0;
      for (int t = 0; t < 4; t++)
        if ((checking_squares (pieces[t], net->king, pawns) & BB (net->checker_to)) != 0)
          checks |= 1u << pieces[t];
      if ((chess_bb_pawn[!winner][net->king] & BB (net->checker_to)) != 0)
        checks |= 1u << CHESS_PAWN;
      plan_costs (plan, winner, checks);
    }
  free (p);
  return kept;
}

/* ---- how far a position is from a net ---- */

/* The mated side's units' way to the blocks of 'plan', each square to
 * fill taking the nearest unit not taken yet of the kind the net was
 * checked with (another kind may spoil the mate). Its king aside. */
static int
block_moves (const ChessPosition *pos, ChessColor winner, const ChessMatePlan *plan)
{
  ChessBitboard free_units = pos->by_color[!winner] & ~pos->by_type[CHESS_KING];
  int lmoves = 0;

  for (int b = 0; b < plan->n_blocks; b++)
    {
      int cost = FAR;
      ChessSquare who = CHESS_NO_SQUARE;
      if (plan->levelled)
        {
          /* the cheapest set holding a unit, and its first square: the
           * unit the look at every unit below would take (the first
           * square of those at the least cost) */
          ChessBitboard pawns = free_units & pos->by_type[CHESS_PAWN];
          ChessBitboard kind = free_units & pos->by_type[plan->block_as[b]];
          for (int l = 0; l < plan->n_levels[b]; l++)
            {
              ChessBitboard here = (pawns & plan->level_pawns[b][l]) | (kind & plan->level_kind[b][l]);
              if (here != 0)
                {
                  cost = plan->level_cost[b][l];
                  who = chess_bb_first (here);
                  break;
                }
            }
        }
      else
        for (ChessBitboard u = free_units & plan->block_reach[b]; u != 0;)
          {
            ChessSquare from = chess_bb_pop (&u);
            int d = plan->block_cost[b][chess_piece_type (pos->board[from])][from];
            if (d < cost)
              {
                cost = d;
                who = from;
              }
          }
      lmoves += cost;
      if (who != CHESS_NO_SQUARE)
        free_units &= ~BB (who);
    }
  return lmoves;
}

/* The winner's nearest unit's way to the checking square of 'plan'. Its
 * king aside. */
static int
check_moves (const ChessPosition *pos, ChessColor winner, const ChessMatePlan *plan)
{
  ChessBitboard wunits = pos->by_color[winner] & ~pos->by_type[CHESS_KING];
  int check = FAR;

  /* a unit off the reach costs FAR, which never beats 'check': leaving it
   * out changes nothing */
  for (ChessBitboard u = wunits & plan->check_reach; u != 0;)
    {
      ChessSquare from = chess_bb_pop (&u);
      int d = plan->check_cost[chess_piece_type (pos->board[from])][from];
      check = d < check ? d : check;
    }
  return check;
}

void
chess_mate_plan_parts (const ChessPosition *pos, ChessColor winner, const ChessMatePlan *plans, int n_plans,
                       int *blocks, int *check)
{
  for (int i = 0; i < n_plans; i++)
    {
      if (blocks != NULL)
        blocks[i] = block_moves (pos, winner, &plans[i]);
      if (check != NULL)
        check[i] = check_moves (pos, winner, &plans[i]);
    }
}

void
chess_mate_plan_parts_kept (const ChessPosition *pos, ChessMove m, ChessColor winner, bool *blocks, bool *check)
{
  ChessSquare from = chess_move_from (m), to = chess_move_to (m);
  ChessPieceType moved = chess_piece_type (pos->board[from]);
  bool takes = pos->board[to] != CHESS_EMPTY || (moved == CHESS_PAWN && to == pos->ep_square);
  /* only a king's step moves no unit: castling moves a rook */
  bool units_stay = moved == CHESS_KING && abs (chess_square_file (from) - chess_square_file (to)) < 2;

  *blocks = pos->side == winner ? !takes : units_stay;
  *check = pos->side == winner ? units_stay : !takes;
}

int
chess_mate_plan_distance (const ChessPosition *pos, ChessColor winner, const ChessMatePlan *plans, int n_plans,
                          const int *blocks, const int *check, int checked)
{
  ChessSquare lk = chess_position_king (pos, !winner), wk = chess_position_king (pos, winner);
  /* the check comes last: given early, it makes the king step out of the
   * net, and the checker must go away and come back */
  if (checked < 0)
    checked = chess_position_attackers (pos, lk, winner, pos->by_color[0] | pos->by_color[1]) != 0;
  int early_check = checked ? 2 : 0;
  int best = 1 << 20;

  for (int i = 0; i < n_plans; i++)
    {
      const ChessMatePlan *plan = &plans[i];
      int lmoves = chess_mate_distance (lk, plan->king)
                   + (blocks != NULL ? blocks[i] : block_moves (pos, winner, plan));
      int wmoves = chess_mate_distance (wk, plan->wking) + early_check
                   + (check != NULL ? check[i] : check_moves (pos, winner, plan));
      int plies = 2 * (lmoves > wmoves ? lmoves : wmoves);
      int score = plies * 64 + lmoves + wmoves;
      best = score < best ? score : best;
    }
  return best;
}
