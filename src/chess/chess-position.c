/* chess-position.c — legal move generation, make/unmake, Zobrist keys, perft
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moves are generated legal directly (pins and check masks), never by
 * making each move and testing the king, so perft leaves cost one list.
 */
#include "chess-position.h"
#include "chess-bitboard.h"

#include <assert.h>
#include <string.h>

/* Which rights survive a move touching a square (from or to). */
static const uint8_t castle_keep[64] = {
  [0]  = (uint8_t) ~CHESS_CASTLE_WQ & 15,
  [4]  = (uint8_t) ~(CHESS_CASTLE_WK | CHESS_CASTLE_WQ) & 15,
  [7]  = (uint8_t) ~CHESS_CASTLE_WK & 15,
  [56] = (uint8_t) ~CHESS_CASTLE_BQ & 15,
  [60] = (uint8_t) ~(CHESS_CASTLE_BK | CHESS_CASTLE_BQ) & 15,
  [63] = (uint8_t) ~CHESS_CASTLE_BK & 15,
};

static inline uint8_t
keep_rights (ChessSquare sq)
{
  /* Zero in the table means "untouched": every other square keeps all. */
  return castle_keep[sq] ? castle_keep[sq] : 15;
}

/* Castling, indexed by right bit number (WK, WQ, BK, BQ). */
static const struct {
  uint8_t     right;
  ChessSquare king_from, king_to, rook_from, rook_to;
  ChessBitboard must_be_empty; /* between king and rook */
} castles[4] = {
  { CHESS_CASTLE_WK, 4, 6, 7, 5, BB (5) | BB (6) },
  { CHESS_CASTLE_WQ, 4, 2, 0, 3, BB (1) | BB (2) | BB (3) },
  { CHESS_CASTLE_BK, 60, 62, 63, 61, BB (61) | BB (62) },
  { CHESS_CASTLE_BQ, 60, 58, 56, 59, BB (57) | BB (58) | BB (59) },
};

/* Pawn geometry per colour: push, the two capture shifts, ranks. */
typedef struct {
  int           push, capture_a, capture_h; /* square deltas */
  ChessBitboard not_file_a_or_h[2];         /* sources allowed for capture_a, capture_h */
  ChessBitboard start_plus_one;             /* rank a single push from the start lands on */
  ChessBitboard last_rank;
} PawnGeometry;

static const PawnGeometry pawn_geometry[2] = {
  { 8, 7, 9, { ~UINT64_C (0x0101010101010101), ~UINT64_C (0x8080808080808080) },
    UINT64_C (0xff) << 16, UINT64_C (0xff) << 56 },
  { -8, -9, -7, { ~UINT64_C (0x0101010101010101), ~UINT64_C (0x8080808080808080) },
    UINT64_C (0xff) << 40, UINT64_C (0xff) },
};

static inline ChessBitboard
shift (ChessBitboard b, int delta)
{
  return delta > 0 ? b << delta : b >> -delta;
}

static inline ChessBitboard
occupied (const ChessPosition *pos)
{
  return pos->by_color[CHESS_WHITE] | pos->by_color[CHESS_BLACK];
}

ChessBitboard
chess_position_pieces (const ChessPosition *pos, ChessColor color, ChessPieceType type)
{
  return pos->by_color[color] & pos->by_type[type];
}

ChessSquare
chess_position_king (const ChessPosition *pos, ChessColor color)
{
  ChessBitboard k = chess_position_pieces (pos, color, CHESS_KING);
  return k ? chess_bb_first (k) : CHESS_NO_SQUARE;
}

ChessBitboard
chess_position_attackers (const ChessPosition *pos, ChessSquare sq, ChessColor by, ChessBitboard occ)
{
  const ChessBitboard *t = pos->by_type;
  ChessBitboard diagonal = t[CHESS_BISHOP] | t[CHESS_QUEEN];
  ChessBitboard straight = t[CHESS_ROOK] | t[CHESS_QUEEN];
  return pos->by_color[by]
         & ((chess_bb_pawn[!by][sq] & t[CHESS_PAWN])
            | (chess_bb_knight[sq] & t[CHESS_KNIGHT])
            | (chess_bb_king[sq] & t[CHESS_KING])
            | (chess_bb_bishop_attacks (sq, occ) & diagonal)
            | (chess_bb_rook_attacks (sq, occ) & straight));
}

ChessBitboard
chess_position_checkers (const ChessPosition *pos)
{
  ChessSquare k = chess_position_king (pos, pos->side);
  if (k == CHESS_NO_SQUARE)
    return 0;
  return chess_position_attackers (pos, k, !pos->side, occupied (pos));
}

bool
chess_position_in_check (const ChessPosition *pos)
{
  return chess_position_checkers (pos) != 0;
}

/* Pieces of 'us' that stand alone between their king and an enemy slider. */
static ChessBitboard
pinned_pieces (const ChessPosition *pos, ChessSquare king, ChessColor us)
{
  const ChessBitboard *t = pos->by_type;
  ChessBitboard them = pos->by_color[!us];
  ChessBitboard snipers = ((chess_bb_rook_attacks (king, 0) & (t[CHESS_ROOK] | t[CHESS_QUEEN]))
                           | (chess_bb_bishop_attacks (king, 0) & (t[CHESS_BISHOP] | t[CHESS_QUEEN])))
                          & them;
  ChessBitboard occ = occupied (pos), pinned = 0;
  while (snipers)
    {
      ChessBitboard b = chess_bb_between[king][chess_bb_pop (&snipers)] & occ;
      if (b && !chess_bb_many (b))
        pinned |= b & pos->by_color[us];
    }
  return pinned;
}

/* An en passant capture uncovers two squares of a rank at once, which pin
 * detection does not see: test the resulting occupancy outright. */
static bool
en_passant_is_legal (const ChessPosition *pos, ChessSquare from, ChessSquare king)
{
  ChessColor us = pos->side;
  ChessSquare to = pos->ep_square;
  ChessSquare victim = to - pawn_geometry[us].push;
  ChessBitboard occ = (occupied (pos) ^ BB (from) ^ BB (victim)) | BB (to);
  return !(chess_position_attackers (pos, king, !us, occ) & ~BB (victim));
}

/* Whether the side to move could take en passant right now: the only case
 * in which the en passant square changes the position (FIDE 9.2.2). */
static bool
en_passant_capturable (const ChessPosition *pos)
{
  if (pos->ep_square == CHESS_NO_SQUARE)
    return false;
  ChessColor us = pos->side;
  ChessSquare king = chess_position_king (pos, us);
  ChessSquare victim = pos->ep_square - pawn_geometry[us].push;
  if (king == CHESS_NO_SQUARE || victim < 0 || victim > 63
      || pos->board[victim] != chess_piece_make (!us, CHESS_PAWN)
      || pos->board[pos->ep_square] != CHESS_EMPTY)
    return false;
  ChessBitboard takers = chess_bb_pawn[!us][pos->ep_square] & chess_position_pieces (pos, us, CHESS_PAWN);
  while (takers)
    if (en_passant_is_legal (pos, chess_bb_pop (&takers), king))
      return true;
  return false;
}

/* Where generated moves go: written to a list, or only counted (perft
 * leaves need the number, not the moves); 'any' stops at the first group
 * of moves found (the searches ask "is there a move?" at nearly every
 * position they make, and the king usually has one at once). */
typedef struct {
  ChessMove *out;
  int        count;
  bool       count_only;
  bool       any;
} Sink;

static inline void
emit (Sink *sink, ChessSquare from, ChessSquare to, ChessMoveKind kind, ChessPieceType promo)
{
  if (!sink->count_only)
    sink->out[sink->count] = chess_move_make (from, to, kind, promo);
  sink->count++;
}

static inline void
emit_targets (Sink *sink, ChessSquare from, ChessBitboard targets)
{
  if (sink->count_only)
    {
      sink->count += chess_bb_count (targets);
      return;
    }
  while (targets)
    emit (sink, from, chess_bb_pop (&targets), CHESS_MOVE_NORMAL, CHESS_KNIGHT);
}

/* Pawn moves landing on 'targets' from 'from = to - delta'. */
static void
emit_pawn_moves (Sink *sink, ChessBitboard targets, int delta, ChessBitboard last_rank,
                 ChessBitboard pinned, ChessSquare king)
{
  static const ChessPieceType promotions[4] = { CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT };
  if (sink->count_only)
    {
      /* Bulk-count the unpinned, leave the pinned to the loop below. */
      ChessBitboard free_to = targets & ~shift (pinned, delta);
      sink->count += chess_bb_count (free_to & ~last_rank) + 4 * chess_bb_count (free_to & last_rank);
      targets &= ~free_to;
    }
  while (targets)
    {
      ChessSquare to = chess_bb_pop (&targets);
      ChessSquare from = to - delta;
      if ((pinned & BB (from)) && !(chess_bb_line[king][from] & BB (to)))
        continue;
      if (BB (to) & last_rank)
        for (int i = 0; i < 4; i++)
          emit (sink, from, to, CHESS_MOVE_PROMOTION, promotions[i]);
      else
        emit (sink, from, to, CHESS_MOVE_NORMAL, CHESS_KNIGHT);
    }
}

static void
emit_pawns (const ChessPosition *pos, Sink *sink, ChessBitboard target,
            ChessBitboard pinned, ChessSquare king, ChessBitboard only_to)
{
  ChessColor us = pos->side;
  const PawnGeometry *g = &pawn_geometry[us];
  ChessBitboard pawns = chess_position_pieces (pos, us, CHESS_PAWN);
  ChessBitboard empty = ~occupied (pos);
  ChessBitboard enemies = pos->by_color[!us] & target;

  ChessBitboard push1 = shift (pawns, g->push) & empty;
  ChessBitboard push2 = shift (push1 & g->start_plus_one, g->push) & empty & target;
  emit_pawn_moves (sink, push1 & target, g->push, g->last_rank, pinned, king);
  emit_pawn_moves (sink, push2, 2 * g->push, 0, pinned, king);
  emit_pawn_moves (sink, shift (pawns & g->not_file_a_or_h[0], g->capture_a) & enemies,
                   g->capture_a, g->last_rank, pinned, king);
  emit_pawn_moves (sink, shift (pawns & g->not_file_a_or_h[1], g->capture_h) & enemies,
                   g->capture_h, g->last_rank, pinned, king);

  if (pos->ep_square != CHESS_NO_SQUARE && (only_to & BB (pos->ep_square)))
    {
      ChessBitboard takers = chess_bb_pawn[!us][pos->ep_square] & pawns;
      while (takers)
        {
          ChessSquare from = chess_bb_pop (&takers);
          if (en_passant_is_legal (pos, from, king))
            emit (sink, from, pos->ep_square, CHESS_MOVE_EN_PASSANT, CHESS_KNIGHT);
        }
    }
}

/* Bishops and queens along diagonals, or rooks and queens along lines: the
 * magic table says which. A pinned slider stays on its pin line. */
static inline void
emit_sliders (Sink *sink, ChessBitboard pieces, const ChessMagic *magics, ChessBitboard occ,
              ChessBitboard target, ChessBitboard pinned, ChessSquare king)
{
  while (pieces)
    {
      ChessSquare from = chess_bb_pop (&pieces);
      const ChessMagic *m = &magics[from];
      ChessBitboard to = m->attacks[((occ & m->mask) * m->magic) >> m->shift] & target;
      if (pinned & BB (from))
        to &= chess_bb_line[king][from];
      emit_targets (sink, from, to);
    }
}

static void
emit_pieces (const ChessPosition *pos, Sink *sink, ChessBitboard target,
             ChessBitboard pinned, ChessSquare king)
{
  ChessColor us = pos->side;
  ChessBitboard occ = occupied (pos);
  const ChessBitboard *t = pos->by_type;

  /* A pinned knight never moves along its pin line. */
  ChessBitboard knights = t[CHESS_KNIGHT] & pos->by_color[us] & ~pinned;
  while (knights)
    {
      ChessSquare from = chess_bb_pop (&knights);
      emit_targets (sink, from, chess_bb_knight[from] & target);
    }

  emit_sliders (sink, (t[CHESS_BISHOP] | t[CHESS_QUEEN]) & pos->by_color[us], chess_bb_bishop_magic,
                occ, target, pinned, king);
  emit_sliders (sink, (t[CHESS_ROOK] | t[CHESS_QUEEN]) & pos->by_color[us], chess_bb_rook_magic,
                occ, target, pinned, king);
}

static void
emit_castling (const ChessPosition *pos, Sink *sink)
{
  ChessBitboard occ = occupied (pos);
  for (int i = (int) pos->side * 2; i < (int) pos->side * 2 + 2; i++)
    {
      if (!(pos->castling & castles[i].right) || (occ & castles[i].must_be_empty))
        continue;
      /* The king may not pass through or land on an attacked square. */
      ChessSquare step = castles[i].king_to > castles[i].king_from ? 1 : -1;
      bool safe = true;
      for (ChessSquare sq = castles[i].king_from + step; safe; sq += step)
        {
          safe = !chess_position_attackers (pos, sq, !pos->side, occ);
          if (sq == castles[i].king_to)
            break;
        }
      if (safe)
        emit (sink, castles[i].king_from, castles[i].king_to, CHESS_MOVE_CASTLING, CHESS_KNIGHT);
    }
}

static inline void
generate (const ChessPosition *pos, Sink *sink, ChessBitboard only_to)
{
  ChessColor us = pos->side;
  ChessSquare king = chess_position_king (pos, us);
  if (king == CHESS_NO_SQUARE)
    return;

  ChessBitboard occ = occupied (pos);
  ChessBitboard own = pos->by_color[us];
  ChessBitboard checkers = chess_position_attackers (pos, king, !us, occ);

  /* The king's own squares are tested without the king, so that it cannot
   * step back along the ray of a slider checking it. */
  ChessBitboard to = chess_bb_king[king] & ~own & only_to, safe = 0;
  while (to)
    {
      ChessSquare sq = chess_bb_pop (&to);
      if (!chess_position_attackers (pos, sq, !us, occ ^ BB (king)))
        {
          safe |= BB (sq);
          if (sink->any)
            break;
        }
    }
  emit_targets (sink, king, safe);

  if (chess_bb_many (checkers) || (sink->any && sink->count > 0))
    return;
  ChessBitboard target = ~own;
  if (checkers)
    target = chess_bb_between[king][chess_bb_first (checkers)] | checkers;
  target &= only_to;
  ChessBitboard pinned = pinned_pieces (pos, king, us);
  emit_pawns (pos, sink, target, pinned, king, only_to);
  if (sink->any && sink->count > 0)
    return;
  emit_pieces (pos, sink, target, pinned, king);
  if (!checkers && pos->castling && only_to == ~(ChessBitboard) 0)
    emit_castling (pos, sink);
}

int
chess_position_legal_moves (const ChessPosition *pos, ChessMoveList *list)
{
  Sink sink = { list->moves, 0, false, false };
  generate (pos, &sink, ~(ChessBitboard) 0);
  assert (sink.count <= CHESS_MAX_MOVES);
  list->count = sink.count;
  return list->count;
}

int
chess_position_legal_moves_to (const ChessPosition *pos, ChessSquare to, ChessMoveList *list)
{
  Sink sink = { list->moves, 0, false, false };
  assert (to >= 0 && to < 64);
  generate (pos, &sink, BB (to));
  list->count = sink.count;
  return list->count;
}

static int
count_legal_moves (const ChessPosition *pos)
{
  Sink sink = { NULL, 0, true, false };
  generate (pos, &sink, ~(ChessBitboard) 0);
  return sink.count;
}

bool
chess_position_is_legal (const ChessPosition *pos, ChessMove move)
{
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return true;
  return false;
}

ChessMove
chess_position_find_move (const ChessPosition *pos, ChessSquare from, ChessSquare to, ChessPieceType promotion)
{
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessMove move = list.moves[i];
      if (chess_move_from (move) == from && chess_move_to (move) == to
          && (chess_move_kind (move) != CHESS_MOVE_PROMOTION || chess_move_promotion (move) == promotion))
        return move;
    }
  return CHESS_MOVE_NONE;
}

bool
chess_position_has_legal_move (const ChessPosition *pos)
{
  Sink sink = { NULL, 0, true, true };
  generate (pos, &sink, ~(ChessBitboard) 0);
  return sink.count > 0;
}

bool
chess_position_is_checkmate (const ChessPosition *pos)
{
  return chess_position_in_check (pos) && !chess_position_has_legal_move (pos);
}

bool
chess_position_is_stalemate (const ChessPosition *pos)
{
  return !chess_position_in_check (pos) && !chess_position_has_legal_move (pos);
}

/* ---- building positions ------------------------------------------------ */

void
chess_position_clear (ChessPosition *pos)
{
  chess_bitboard_init ();
  memset (pos, 0, sizeof *pos);
  pos->side = CHESS_WHITE;
  pos->ep_square = CHESS_NO_SQUARE;
  pos->fullmove_number = 1;
  chess_position_refresh (pos);
}

void
chess_position_put (ChessPosition *pos, ChessSquare sq, ChessPiece piece)
{
  assert (sq >= 0 && sq < 64);
  ChessPiece old = pos->board[sq];
  if (old != CHESS_EMPTY)
    {
      pos->by_color[chess_piece_color (old)] &= ~BB (sq);
      pos->by_type[chess_piece_type (old)] &= ~BB (sq);
    }
  pos->board[sq] = piece;
  if (piece != CHESS_EMPTY)
    {
      pos->by_color[chess_piece_color (piece)] |= BB (sq);
      pos->by_type[chess_piece_type (piece)] |= BB (sq);
    }
}

void
chess_position_refresh (ChessPosition *pos)
{
  uint64_t key = 0;
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (pos->board[sq] != CHESS_EMPTY)
      key ^= chess_zobrist_piece[pos->board[sq]][sq];
  if (pos->side == CHESS_BLACK)
    key ^= chess_zobrist_side;
  key ^= chess_zobrist_castling[pos->castling & 15];
  if (en_passant_capturable (pos))
    key ^= chess_zobrist_ep_file[chess_square_file (pos->ep_square)];
  pos->key = key;
}

void
chess_position_set_start (ChessPosition *pos)
{
  static const ChessPieceType back[8] = {
    CHESS_ROOK, CHESS_KNIGHT, CHESS_BISHOP, CHESS_QUEEN,
    CHESS_KING, CHESS_BISHOP, CHESS_KNIGHT, CHESS_ROOK,
  };
  chess_position_clear (pos);
  for (int f = 0; f < 8; f++)
    {
      chess_position_put (pos, chess_square_make (f, 0), chess_piece_make (CHESS_WHITE, back[f]));
      chess_position_put (pos, chess_square_make (f, 1), chess_piece_make (CHESS_WHITE, CHESS_PAWN));
      chess_position_put (pos, chess_square_make (f, 6), chess_piece_make (CHESS_BLACK, CHESS_PAWN));
      chess_position_put (pos, chess_square_make (f, 7), chess_piece_make (CHESS_BLACK, back[f]));
    }
  pos->castling = CHESS_CASTLE_WK | CHESS_CASTLE_WQ | CHESS_CASTLE_BK | CHESS_CASTLE_BQ;
  chess_position_refresh (pos);
}

/* ---- make / unmake ----------------------------------------------------- */

static inline void
move_piece (ChessPosition *pos, ChessSquare from, ChessSquare to)
{
  ChessPiece p = pos->board[from];
  ChessBitboard both = BB (from) | BB (to);
  pos->by_color[chess_piece_color (p)] ^= both;
  pos->by_type[chess_piece_type (p)] ^= both;
  pos->board[to] = p;
  pos->board[from] = CHESS_EMPTY;
  pos->key ^= chess_zobrist_piece[p][from] ^ chess_zobrist_piece[p][to];
}

static inline void
remove_piece (ChessPosition *pos, ChessSquare sq)
{
  ChessPiece p = pos->board[sq];
  pos->by_color[chess_piece_color (p)] ^= BB (sq);
  pos->by_type[chess_piece_type (p)] ^= BB (sq);
  pos->board[sq] = CHESS_EMPTY;
  pos->key ^= chess_zobrist_piece[p][sq];
}

static inline void
add_piece (ChessPosition *pos, ChessSquare sq, ChessPiece p)
{
  pos->by_color[chess_piece_color (p)] |= BB (sq);
  pos->by_type[chess_piece_type (p)] |= BB (sq);
  pos->board[sq] = p;
  pos->key ^= chess_zobrist_piece[p][sq];
}

static inline int
castle_index (ChessSquare king_to)
{
  /* g1, c1, g8, c8 → 0..3 */
  return (king_to == 2) | (king_to == 62) << 1 | (king_to == 58) * 3;
}

void
chess_position_make (ChessPosition *pos, ChessMove move, ChessUndo *undo)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessMoveKind kind = chess_move_kind (move);
  ChessColor us = pos->side;
  ChessPiece piece = pos->board[from];

  undo->captured = kind == CHESS_MOVE_EN_PASSANT ? chess_piece_make (!us, CHESS_PAWN)
                   : kind == CHESS_MOVE_CASTLING ? CHESS_EMPTY
                                                 : pos->board[to];
  undo->castling = pos->castling;
  undo->ep_square = pos->ep_square;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->fullmove_number = pos->fullmove_number;
  undo->key = pos->key;

  /* The old en passant file is in the key only if it was capturable; the
   * saved key is restored on unmake, so recompute from the pieces instead
   * of undoing an xor that may never have been done. */
  if (pos->ep_square != CHESS_NO_SQUARE && en_passant_capturable (pos))
    pos->key ^= chess_zobrist_ep_file[chess_square_file (pos->ep_square)];
  pos->ep_square = CHESS_NO_SQUARE;

  pos->halfmove_clock++;
  if (kind == CHESS_MOVE_CASTLING)
    {
      int i = castle_index (to);
      move_piece (pos, from, to);
      move_piece (pos, castles[i].rook_from, castles[i].rook_to);
    }
  else
    {
      if (kind == CHESS_MOVE_EN_PASSANT)
        remove_piece (pos, to - pawn_geometry[us].push);
      else if (undo->captured != CHESS_EMPTY)
        remove_piece (pos, to);
      if (undo->captured != CHESS_EMPTY || chess_piece_type (piece) == CHESS_PAWN)
        pos->halfmove_clock = 0;
      move_piece (pos, from, to);
      if (kind == CHESS_MOVE_PROMOTION)
        {
          remove_piece (pos, to);
          add_piece (pos, to, chess_piece_make (us, chess_move_promotion (move)));
        }
    }

  uint8_t rights = pos->castling & keep_rights (from) & keep_rights (to);
  pos->key ^= chess_zobrist_castling[pos->castling] ^ chess_zobrist_castling[rights];
  pos->castling = rights;

  if (us == CHESS_BLACK)
    pos->fullmove_number++;
  pos->side = !us;
  pos->key ^= chess_zobrist_side;

  if (chess_piece_type (piece) == CHESS_PAWN && (to - from == 16 || from - to == 16))
    {
      pos->ep_square = (from + to) / 2;
      if ((chess_bb_pawn[us][pos->ep_square] & chess_position_pieces (pos, !us, CHESS_PAWN))
          && en_passant_capturable (pos))
        pos->key ^= chess_zobrist_ep_file[chess_square_file (pos->ep_square)];
    }
}

void
chess_position_unmake (ChessPosition *pos, ChessMove move, const ChessUndo *undo)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessMoveKind kind = chess_move_kind (move);
  ChessColor us = !pos->side;

  pos->side = us;
  if (kind == CHESS_MOVE_CASTLING)
    {
      int i = castle_index (to);
      move_piece (pos, castles[i].rook_to, castles[i].rook_from);
      move_piece (pos, to, from);
    }
  else
    {
      if (kind == CHESS_MOVE_PROMOTION)
        {
          remove_piece (pos, to);
          add_piece (pos, to, chess_piece_make (us, CHESS_PAWN));
        }
      move_piece (pos, to, from);
      if (kind == CHESS_MOVE_EN_PASSANT)
        add_piece (pos, to - pawn_geometry[us].push, undo->captured);
      else if (undo->captured != CHESS_EMPTY)
        add_piece (pos, to, undo->captured);
    }
  pos->castling = undo->castling;
  pos->ep_square = undo->ep_square;
  pos->halfmove_clock = undo->halfmove_clock;
  pos->fullmove_number = undo->fullmove_number;
  pos->key = undo->key;
}

/* ---- text and perft ---------------------------------------------------- */

void
chess_square_name (ChessSquare sq, char *buf)
{
  if (sq < 0 || sq > 63)
    {
      buf[0] = '-';
      buf[1] = '\0';
      return;
    }
  buf[0] = (char) ('a' + chess_square_file (sq));
  buf[1] = (char) ('1' + chess_square_rank (sq));
  buf[2] = '\0';
}

ChessSquare
chess_square_parse (const char *text)
{
  if (!text || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' || text[2] != '\0')
    return CHESS_NO_SQUARE;
  return chess_square_make (text[0] - 'a', text[1] - '1');
}

void
chess_move_to_uci (ChessMove move, char *buf)
{
  static const char promo_letter[] = "nbrq";
  chess_square_name (chess_move_from (move), buf);
  chess_square_name (chess_move_to (move), buf + 2);
  if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
    {
      buf[4] = promo_letter[chess_move_promotion (move) - CHESS_KNIGHT];
      buf[5] = '\0';
    }
}

ChessMove
chess_move_from_uci (const ChessPosition *pos, const char *uci)
{
  if (!uci)
    return CHESS_MOVE_NONE;
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  char buf[6];
  for (int i = 0; i < list.count; i++)
    {
      chess_move_to_uci (list.moves[i], buf);
      if (strcmp (buf, uci) == 0)
        return list.moves[i];
    }
  return CHESS_MOVE_NONE;
}

int
chess_move_compare_uci (const void *a, const void *b)
{
  char ua[6], ub[6];
  chess_move_to_uci (*(const ChessMove *) a, ua);
  chess_move_to_uci (*(const ChessMove *) b, ub);
  return strcmp (ua, ub);
}

uint64_t
chess_perft (ChessPosition *pos, int depth)
{
  if (depth <= 0)
    return 1;
  if (depth == 1)
    return (uint64_t) count_legal_moves (pos);
  ChessMoveList list;
  int n = chess_position_legal_moves (pos, &list);
  uint64_t nodes = 0;
  ChessUndo undo;
  for (int i = 0; i < n; i++)
    {
      chess_position_make (pos, list.moves[i], &undo);
      nodes += chess_perft (pos, depth - 1);
      chess_position_unmake (pos, list.moves[i], &undo);
    }
  return nodes;
}
