/* chess-draw.c — draws by rule, edition by edition; can a side still mate?
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-draw.h"
#include "chess-bitboard.h"
#include "chess-mate.h"

#include <stdlib.h>
#include <string.h>













static const ChessBitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAull;

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

/* ---- can a side still mate? ---- */

/* No mate for 'side' proved without searching: the game is over without
 * its mate, or material, locked pawns or a fortress forbid one. */
static bool
proved_no_here (const ChessPosition *pos, ChessColor side)
{
  if (!chess_position_has_legal_move (pos))
    return !(chess_position_in_check (pos) && pos->side != side);
  return chess_mate_material_no (pos, side) || chess_mate_locked_pawns (pos)
         || chess_mate_fortress (pos, side);
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

ChessBitboard
chess_draw_shut_in (const ChessPosition *pos)
{
  return chess_mate_shut_in (pos);
}

/* The proof is what the caller relies on: replay it, each move legal, to a
 * mate of 'side''s opponent. A search bug then costs an answer, never a
 * wrong yes. */
bool
chess_draw_proof_mates (const ChessPosition *pos, ChessColor side, const ChessMateProof *proof)
{
  ChessPosition work = *pos;

  if (proof->kind == CHESS_PROOF_GAME_OVER)
    return chess_position_is_checkmate (&work) && work.side != side;
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

/* The searches before the long walk get a fixed number of moves each,
 * whatever the budget (and never more than is left of it): what they find
 * they find cheaply or not at all, so a budget smaller than the default
 * is then taken from the long walk, not from them. Proportional to the
 * budget (the same at the default), at a budget of 100,000 moves the
 * sample's hard half had 52 positions unknown; fixed, 31.
 *
 * Single lines down the guides before the walk: the nets' guide first,
 * exactly then straying by a seed, then the two others likewise; then a
 * narrow beam down each guide. Cheap when it works, which is often where
 * the walk would spread over a plateau of the guide. The moves are few
 * because every position they do not settle pays them in full before
 * the walk starts: at 15% and 15% of the budget of then, 400,000 moves
 * (and a twentieth for the helpmate), no position reached the walk under
 * 120,000 moves, which put 141 of the sample's 1,000 hard positions over
 * 50,000 moves; at these, 62, with one unknown fewer. The nets' guide first, and each
 * line cut at 2,000 moves, because of the sample's hard positions that
 * took the walk over 250,000 moves, four (lines 1734, 1748, 1809, 1844)
 * are mated by a line down that guide under 1,000 moves, and the lines
 * that do mate take under 2,000 moves nearly always, where a line that
 * does not runs on to its 256 plies (6,000 moves) before giving up. At
 * the budget of 100,000 moves they leave the walk 15,000 to 35,000, and
 * still pay: with 20,000 for the beams 14 of the hard positions are
 * unknown, with 10,000 for the lines 16, with both halved 17 (13 as
 * they are). */
enum {
  DESCENT_MOVES = 20000, DESCENT_LINE_MOVES = 2000, /* in all and each */
  DESCENT_SEEDS = 8,                                /* lines down each guide: exact, then straying */
  BEAM_MOVES = 40000,                               /* for the three beams */
  HELPMATE_MOVES = 5000,                            /* the helpmate's moves ... */
  HELPMATE_MOVES_HEAVY = 25000,                     /* ... for a winner with a rook or a queen */
  NETS_WALK_MOVES = 5000,                           /* the walks' turns: see walk_all */
  BOTH_WALK_MOVES = 15000,
  FLIGHTS_WALK_MOVES = 50000, FLIGHTS_WALK_SHARE = 4, /* at most a quarter of the budget */
  FALLBACK_NETS_WALK_MOVES = 20000,
};

/* 'want' moves, or what is left of the budget if that is less. */
static long
slice (long want, long budget, const ChessMateProof *proof)
{
  long left = budget - proof->nodes;

  return want < left ? want : left > 0 ? left : 0;
}

/* The kings-and-pawns walk (chess-mate-skeleton.c) before any search, at
 * about 0.2 us a coarse position. Since it follows where promoted pieces
 * can be and how many hold the flights, a position with a mate mostly
 * takes it to its limit before failing (where the walk used to see a
 * coarse mate at once), and what it proves between 256 positions and
 * 2,048 (90 of the sample's 2,000) the walk by regions or the search
 * proves within about a millisecond: at 256 the sample takes 1,016 ms in
 * all, at 2,048 1,136, the hard half's median call 0.23 ms for 0.34,
 * with the same unknowns and p99.
 *
 * Then, where the side to mate has no piece, the walk with the kings as
 * regions, at about 0.35 us a position: the races of pawns it proves take
 * up to 8,700 (line 145); where it fails, the median cost is 0.03 ms and
 * the most, at 10,000, 3.6 ms (line 150, a race the winner does win).
 * With pieces on the winner's side it proved nothing on the sample the
 * proofs before it had not, and failed at up to 17 ms. */
enum { SKELETON_STATES = 256, REGION_STATES = 10000 };

static ChessMateSearchResult
descend (const ChessPosition *pos, ChessMateSearch *search, long budget, ChessMateProof *proof)
{
  static const ChessMateGuide guides[] = { CHESS_MATE_GUIDE_NETS, CHESS_MATE_GUIDE_BOTH, CHESS_MATE_GUIDE_FLIGHTS };
  long end = proof->nodes + slice (DESCENT_MOVES, budget, proof);
  ChessMateSearchResult found = CHESS_MATE_GAVE_UP;

  for (int g = 0; g < 3 * DESCENT_SEEDS && proof->nodes < end && found != CHESS_MATE_FOUND; g++)
    {
      search->guide = guides[g / DESCENT_SEEDS];
      search->noise = (unsigned) (g % DESCENT_SEEDS);
      search->max_nodes = DESCENT_LINE_MOVES < end - proof->nodes ? DESCENT_LINE_MOVES : end - proof->nodes;
      found = chess_mate_descent (pos, search);
      proof->nodes += search->nodes;
    }
  for (int g = 0; g < 3 && found != CHESS_MATE_FOUND; g++)
    {
      search->guide = (ChessMateGuide) g;
      search->max_nodes = slice (BEAM_MOVES / 3, budget, proof);
      if (search->max_nodes == 0)
        break;
      found = chess_mate_beam (pos, search);
      proof->nodes += search->nodes;
    }
  return found;
}

static ChessAnswer
answer (ChessMateProof *proof, ChessAnswer a, ChessProofKind kind)
{
  proof->kind = kind;
  if (a != CHESS_ANSWER_YES)
    proof->n_line = 0;
  return proof->answer = a;
}

const ChessMateLimits chess_mate_decision_limits = { .max_nodes = CHESS_MATE_DECISION_NODES };

/* The walks over every reachable position, in turns (see
 * chess_draw_can_mate): each guide's walk is kept between its turns, so
 * that a turn goes on where the last stopped instead of walking it again.
 * A turn of 0 moves takes all that is left of the budget, and is the
 * last. */
typedef struct {
  ChessMateGuide guide;
  long           moves;
} WalkTurn;

/* With nets: first a short walk by the nets alone, then one by both
 * (kept), one by the flights alone (50,000 at most, a quarter of the
 * budget at most), and the walk by both again with the rest. The first
 * turn of the walk by both is 15,000 moves because it mates line 1766 of
 * the sample at 13,000; what the flights' walk finds after it costs
 * 15,000 moves more (ten of the hard positions, lines 49, 136, 151, 160
 * and 170 among them). */
static const WalkTurn NET_TURNS[] = {
  { CHESS_MATE_GUIDE_NETS, NETS_WALK_MOVES },
  { CHESS_MATE_GUIDE_BOTH, BOTH_WALK_MOVES },
  { CHESS_MATE_GUIDE_FLIGHTS, FLIGHTS_WALK_MOVES },
  { CHESS_MATE_GUIDE_BOTH, 0 },
};
/* With only nets found after the cheapest all failed: a longer walk by
 * the nets alone, then the flights alone with the rest. Those nets made
 * the walk by both take 260,000 moves on line 220 of the sample where the
 * flights alone take 100,000 and the nets alone 18,000; on lines 530 and
 * 1824 the nets' walk mates under 25,000 where the flights' took 145,000
 * and 155,000. */
static const WalkTurn FALLBACK_TURNS[] = {
  { CHESS_MATE_GUIDE_NETS, FALLBACK_NETS_WALK_MOVES },
  { CHESS_MATE_GUIDE_FLIGHTS, 0 },
};
/* Without nets the guides are one: a single walk. */
static const WalkTurn NO_NET_TURNS[] = {
  { CHESS_MATE_GUIDE_BOTH, 0 },
};

/* Whether the guide of turn 't' has another turn after it. */
static bool
turn_again (const WalkTurn *turns, size_t t)
{
  for (size_t u = t + 1; turns[u - 1].moves != 0; u++)
    if (turns[u].guide == turns[t].guide)
      return true;
  return false;
}

static ChessMateSearchResult
walk_all (const ChessPosition *pos, ChessMateSearch *search, long budget, ChessMateProof *proof)
{
  bool fallback = search->n_plans > 0 && search->plans[0].fallback;
  const WalkTurn *turns = search->n_plans == 0 ? NO_NET_TURNS : fallback ? FALLBACK_TURNS : NET_TURNS;
  ChessMateWalk *walks[3] = { NULL, NULL, NULL };
  ChessMateSearchResult found = CHESS_MATE_GAVE_UP;

  search->n_line = 0;
  for (size_t t = 0; found == CHESS_MATE_GAVE_UP && (t == 0 || turns[t - 1].moves != 0); t++)
    {
      long moves = turns[t].moves == 0 ? budget
                   : turns[t].guide == CHESS_MATE_GUIDE_FLIGHTS && budget / FLIGHTS_WALK_SHARE < turns[t].moves
                   ? budget / FLIGHTS_WALK_SHARE : turns[t].moves;
      search->guide = turns[t].guide;
      search->max_nodes = slice (moves, budget, proof);
      if (search->max_nodes == 0)
        break;
      if (walks[search->guide] == NULL)
        walks[search->guide] = chess_mate_walk_new (pos, budget - proof->nodes);
      if (walks[search->guide] == NULL)
        break;
      found = chess_mate_walk_on (walks[search->guide], search);
      proof->nodes += search->nodes;
      /* a walk with no turn left gives its memory back at once, for the
       * next to take over: kept to the end, the flights' walk of 50,000
       * moves made the walk by both after it fault in fresh pages, 5,400
       * page faults a call on line 1597 of the sample instead of 400, and
       * 35 ms where 25 */
      if (!turn_again (turns, t))
        {
          chess_mate_walk_free (walks[search->guide]);
          walks[search->guide] = NULL;
        }
    }
  for (int g = 0; g < 3; g++)
    chess_mate_walk_free (walks[g]);
  return found;
}

ChessAnswer
chess_draw_can_mate (const ChessPosition *pos, ChessColor side, const ChessMateLimits *limits,
                     ChessMateProof *proof)
{
  ChessMateProof local;
  long budget = limits && limits->max_nodes > 0 ? limits->max_nodes : CHESS_MATE_DEFAULT_NODES;
  ChessMateSearch search = {
    .winner = side,
    .max_plies = limits ? limits->max_plies : 0,
  };

  if (proof == NULL)
    proof = &local;
  memset (proof, 0, sizeof *proof);
  search.line = proof->line;

  if (!chess_position_has_legal_move (pos))
    /* already mated by 'side'; otherwise the game is over without its mate */
    return answer (proof, chess_position_in_check (pos) && pos->side != side ? CHESS_ANSWER_YES : CHESS_ANSWER_NO,
                   CHESS_PROOF_GAME_OVER);
  if (chess_mate_material_no (pos, side))
    return answer (proof, CHESS_ANSWER_NO, CHESS_PROOF_MATERIAL);
  if (chess_mate_locked_pawns (pos))
    return answer (proof, CHESS_ANSWER_NO, CHESS_PROOF_LOCKED_PAWNS);
  if (chess_mate_fortress (pos, side))
    return answer (proof, CHESS_ANSWER_NO, CHESS_PROOF_FORTRESS);
  ChessPosition work = *pos;
  if (forced_no (&work, side, 2))
    return answer (proof, CHESS_ANSWER_NO, CHESS_PROOF_FORCED);
  bool pieces = (pos->by_color[side] & ~pos->by_type[CHESS_PAWN] & ~pos->by_type[CHESS_KING]) != 0;
  if (chess_mate_skeleton_no (pos, side, SKELETON_STATES, NULL)
      || (!pieces && chess_mate_skeleton_regions_no (pos, side, REGION_STATES, NULL)))
    return answer (proof, CHESS_ANSWER_NO, CHESS_PROOF_SKELETON);

  /* a short helpmate search first: most positions with a mate have a short
   * one, found at once and reported as such. With a rook or a queen the
   * winner mates in many ways, and this search (cheaper per move than the
   * walk) is given longer; what it has not found by then, the guides
   * find sooner than it would */
  bool heavy = (pos->by_color[side] & (pos->by_type[CHESS_ROOK] | pos->by_type[CHESS_QUEEN])) != 0;
  search.max_nodes = slice (heavy ? HELPMATE_MOVES_HEAVY : HELPMATE_MOVES, budget, proof);
  ChessMateSearchResult found = chess_mate_helpmate (pos, &search);
  proof->nodes = search.nodes;
  if (found != CHESS_MATE_FOUND && budget > proof->nodes)
    {
      /* then single lines down the guides, and every reachable position,
       * aiming at the mating nets found: walks by each guide in turns
       * (walk_all). Each walk is kept between its turns, so the turns
       * cost no more than one long walk by the same guide: any of them
       * proves "no" when it runs out of positions. Before, a walk that ran
       * out of nodes was dropped, so the walk by both could only come
       * last with all that was left, after the flights' 50,000 moves:
       * where it mates at once, as on lines 1766 (13,000 moves) and 1771
       * (3,000) of the sample, those took 133,000 and 123,000 moves. The
       * short walks before it because, of the sample's hard positions that
       * took the walk by both over 100,000 moves, a walk by the flights
       * alone mates seven under 50,000 (lines 160, 170, 191, 252, 287,
       * 291, 114 at 90,000), one by the nets alone three under 10,000
       * (lines 1734, 1748, 1809); the flights' walk costs half as much a
       * move. */
      ChessMatePlan plans[4];
      search.plans = plans;
      search.n_plans = chess_mate_plan (pos, side, plans, 4);
      found = descend (pos, &search, budget, proof);
      if (found == CHESS_MATE_GAVE_UP)
        found = walk_all (pos, &search, budget, proof);
      if (found == CHESS_MATE_NONE)
        return answer (proof, CHESS_ANSWER_NO, CHESS_PROOF_EXHAUSTED);
    }
  proof->n_line = search.n_line;
  proof->kind = CHESS_PROOF_SEARCH;
  if (found == CHESS_MATE_FOUND && chess_draw_proof_mates (pos, side, proof))
    return answer (proof, CHESS_ANSWER_YES, CHESS_PROOF_SEARCH);
  /* nothing proved within the limits */
  return answer (proof, CHESS_ANSWER_UNKNOWN, CHESS_PROOF_NONE);
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
