/* chess-fen.c — FEN/EPD reading with named errors, and writing
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position is refused when no legal game could reach it by the simple
 * tests an arbiter would apply; subtler retro-analysis is not attempted,
 * so an accepted position is possible-looking, not proven reachable.
 */
#include "chess-fen.h"
#include "chess-bitboard.h"

#include <stdio.h>
#include <string.h>

#define MAX_COUNTER 9999

static const struct {
  const char *id;
  const char *message;
} fen_errors[CHESS_FEN_N_ERRORS] = {
  [CHESS_FEN_OK]                      = { "ok", "The position is valid" },
  [CHESS_FEN_ERROR_EMPTY]             = { "empty", "Nothing was given" },
  [CHESS_FEN_ERROR_FIELD_COUNT]       = { "field-count", "A FEN has six fields (an EPD four) separated by spaces" },
  [CHESS_FEN_ERROR_PLACEMENT_CHAR]    = { "placement-char", "The piece placement holds a character that is not a piece, a digit or “/”" },
  [CHESS_FEN_ERROR_RANK_COUNT]        = { "rank-count", "The piece placement does not have eight ranks" },
  [CHESS_FEN_ERROR_RANK_LENGTH]       = { "rank-length", "A rank does not have eight squares" },
  [CHESS_FEN_ERROR_SIDE]              = { "side", "The side to move is not “w” or “b”" },
  [CHESS_FEN_ERROR_CASTLING_SYNTAX]   = { "castling-syntax", "The castling field is not “-” or letters from KQkq" },
  [CHESS_FEN_ERROR_EP_SYNTAX]         = { "ep-syntax", "The en passant field is not “-” or a square" },
  [CHESS_FEN_ERROR_HALFMOVE]          = { "halfmove", "The halfmove clock is not a number from 0 to 9999" },
  [CHESS_FEN_ERROR_FULLMOVE]          = { "fullmove", "The move number is not a number from 1 to 9999" },
  [CHESS_FEN_ERROR_KING_COUNT]        = { "king-count", "Each side must have exactly one king" },
  [CHESS_FEN_ERROR_PAWN_ON_BACK_RANK] = { "pawn-on-back-rank", "A pawn stands on the first or last rank" },
  [CHESS_FEN_ERROR_TOO_MANY_PIECES]   = { "too-many-pieces", "A side has more pieces than a game can give it" },
  [CHESS_FEN_ERROR_OPPONENT_IN_CHECK] = { "opponent-in-check", "The side not to move is in check" },
  [CHESS_FEN_ERROR_TOO_MANY_CHECKERS] = { "too-many-checkers", "More than two pieces give check" },
  [CHESS_FEN_ERROR_IMPOSSIBLE_CHECK]  = { "impossible-check", "No last move could have given this check" },
  [CHESS_FEN_ERROR_CASTLING_RIGHTS]   = { "castling-rights", "A castling right without the king and rook on their squares" },
  [CHESS_FEN_ERROR_EP_IMPOSSIBLE]     = { "ep-impossible", "No pawn double step explains the en passant square" },
};

const char *
chess_fen_error_id (ChessFenError code)
{
  return (unsigned) code < CHESS_FEN_N_ERRORS ? fen_errors[code].id : "unknown";
}

const char *
chess_fen_error_message (ChessFenError code)
{
  return (unsigned) code < CHESS_FEN_N_ERRORS ? fen_errors[code].message : "Unknown error";
}

/* FEN letters by ChessPiece value. */
static const char piece_chars[16] = {
  [1] = 'P', [2] = 'N', [3] = 'B', [4] = 'R', [5] = 'Q', [6] = 'K',
  [9] = 'p', [10] = 'n', [11] = 'b', [12] = 'r', [13] = 'q', [14] = 'k',
};

static ChessPiece
piece_from_char (char c)
{
  for (int p = 0; p < 16; p++)
    if (piece_chars[p] && piece_chars[p] == c)
      return (ChessPiece) p;
  return CHESS_EMPTY;
}

/* The members other than these are set by the caller before. */
static bool
fail (ChessFenResult *r, ChessFenError code, int field, int column, const char *detail)
{
  r->code = code;
  r->field = field;
  r->column = column;
  snprintf (r->detail, sizeof r->detail, "%s", detail ? detail : "");
  return false;
}

static void
set_count (ChessFenResult *r, int count, int limit)
{
  r->count = count;
  r->limit = limit;
}

/* Keeps LEN bytes of S as the text found, at most 8, cut before a UTF-8
 * continuation byte so that no character is split. A character has at
 * most three of them: more are stray bytes (not UTF-8), and backing off
 * further would leave nothing to name. */
static void
set_found (ChessFenResult *r, const char *s, int len)
{
  int n = len < 8 ? len : 8;
  if (n < len)
    for (int k = 0; k < 3 && n > 1 && ((unsigned char) s[n] & 0xC0) == 0x80; k++)
      n--;
  memcpy (r->found, s, (size_t) n);
  r->found[n] = '\0';
}

/* Bytes of the character starting at S, of at most LEN. */
static int
char_length (const char *s, int len)
{
  int n = 1;
  while (n < len && n < 4 && ((unsigned char) s[n] & 0xC0) == 0x80)
    n++;
  return n;
}

typedef struct {
  const char *start; /* of the whole text, for columns */
  const char *at[7];
  int         len[7];
  int         n;
} Fields;

static void
split_fields (const char *text, Fields *f)
{
  const char *p = text;
  f->start = text;
  f->n = 0;
  while (*p)
    {
      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
      if (!*p)
        break;
      const char *b = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
        p++;
      if (f->n < 7)
        {
          f->at[f->n] = b;
          f->len[f->n] = (int) (p - b);
        }
      f->n++;
    }
}

static int
column_of (const Fields *f, int field, int offset)
{
  return (int) (f->at[field] - f->start) + offset + 1;
}

/* Fails with the field FIELD (0-based) as the text found, in quotes in DETAIL. */
static bool
fail_field (ChessFenResult *r, ChessFenError code, const Fields *f, int field)
{
  char detail[96];
  set_found (r, f->at[field], f->len[field]);
  snprintf (detail, sizeof detail, "“%s”", r->found);
  return fail (r, code, field + 1, column_of (f, field, 0), detail);
}

/* Ranks in the placement: one more than its slashes. */
static int
rank_count (const Fields *f)
{
  int n = 1;
  for (int i = 0; i < f->len[0]; i++)
    n += f->at[0][i] == '/';
  return n;
}

/* RANK (0-based) has SQUARES squares, found at offset I of the placement;
 * more than 8 means reading stopped there. */
static bool
fail_rank_length (ChessFenResult *r, const Fields *f, int i, int rank, int squares)
{
  char detail[96];
  r->rank = rank + 1;
  set_count (r, squares, 8);
  if (squares > 8)
    snprintf (detail, sizeof detail, "rank %d has more than 8 squares", r->rank);
  else
    snprintf (detail, sizeof detail, "rank %d has %d squares", r->rank, squares);
  return fail (r, CHESS_FEN_ERROR_RANK_LENGTH, 1, column_of (f, 0, i), detail);
}

static bool
read_placement (ChessPosition *pos, const Fields *f, ChessFenResult *r)
{
  const char *s = f->at[0];
  int rank = 7, file = 0;
  char detail[96];
  for (int i = 0; i < f->len[0]; i++)
    {
      char c = s[i];
      if (c == '/')
        {
          if (file != 8)
            return fail_rank_length (r, f, i, rank, file);
          if (--rank < 0)
            {
              set_count (r, rank_count (f), 8);
              return fail (r, CHESS_FEN_ERROR_RANK_COUNT, 1, column_of (f, 0, i), "more than 8 ranks");
            }
          file = 0;
        }
      else if (c >= '1' && c <= '8')
        {
          file += c - '0';
          if (file > 8)
            return fail_rank_length (r, f, i, rank, file);
        }
      else
        {
          ChessPiece p = piece_from_char (c);
          if (p == CHESS_EMPTY)
            {
              set_found (r, s + i, char_length (s + i, f->len[0] - i));
              snprintf (detail, sizeof detail, "“%s”", r->found);
              return fail (r, CHESS_FEN_ERROR_PLACEMENT_CHAR, 1, column_of (f, 0, i), detail);
            }
          if (file > 7)
            return fail_rank_length (r, f, i, rank, file + 1);
          chess_position_put (pos, chess_square_make (file, rank), p);
          file++;
        }
    }
  if (rank > 0)
    {
      set_count (r, 8 - rank, 8);
      snprintf (detail, sizeof detail, "%d ranks", r->count);
      return fail (r, CHESS_FEN_ERROR_RANK_COUNT, 1, 0, detail);
    }
  if (file != 8)
    return fail_rank_length (r, f, f->len[0] - 1, 0, file);
  return true;
}

static bool
read_counter (const Fields *f, int field, int min, int *value)
{
  const char *s = f->at[field];
  int v = 0;
  if (f->len[field] < 1 || f->len[field] > 4)
    return false;
  for (int i = 0; i < f->len[field]; i++)
    {
      if (s[i] < '0' || s[i] > '9')
        return false;
      v = v * 10 + (s[i] - '0');
    }
  if (v < min || v > MAX_COUNTER)
    return false;
  *value = v;
  return true;
}

static bool
is_number (const Fields *f, int field)
{
  for (int i = 0; i < f->len[field]; i++)
    if (f->at[field][i] < '0' || f->at[field][i] > '9')
      return false;
  return f->len[field] > 0;
}

static bool
read_fields (ChessPosition *pos, const Fields *f, ChessFenResult *r)
{
  char detail[96];

  if (!read_placement (pos, f, r))
    return false;

  if (f->len[1] != 1 || (f->at[1][0] != 'w' && f->at[1][0] != 'b'))
    return fail_field (r, CHESS_FEN_ERROR_SIDE, f, 1);
  pos->side = f->at[1][0] == 'w' ? CHESS_WHITE : CHESS_BLACK;

  static const char rights[] = "KQkq";
  pos->castling = 0;
  if (!(f->len[2] == 1 && f->at[2][0] == '-'))
    for (int i = 0; i < f->len[2]; i++)
      {
        const char *c = memchr (rights, f->at[2][i], 4);
        /* Each letter once, in any order. */
        if (!c || (pos->castling & (1 << (c - rights))))
          {
            set_found (r, f->at[2] + i, char_length (f->at[2] + i, f->len[2] - i));
            if (c)
              set_count (r, 2, 1);
            snprintf (detail, sizeof detail, "“%s”", r->found);
            return fail (r, CHESS_FEN_ERROR_CASTLING_SYNTAX, 3, column_of (f, 2, i), detail);
          }
        pos->castling |= (uint8_t) (1 << (c - rights));
      }

  pos->ep_square = CHESS_NO_SQUARE;
  if (!(f->len[3] == 1 && f->at[3][0] == '-'))
    {
      char sq[3] = { 0 };
      if (f->len[3] == 2)
        memcpy (sq, f->at[3], 2);
      pos->ep_square = chess_square_parse (sq);
      if (pos->ep_square == CHESS_NO_SQUARE)
        return fail_field (r, CHESS_FEN_ERROR_EP_SYNTAX, f, 3);
    }

  pos->halfmove_clock = 0;
  pos->fullmove_number = 1;
  /* A fifth field that is no number may start EPD operations, which we skip. */
  if (f->n >= 5 && is_number (f, 4))
    {
      if (f->n < 6)
        {
          set_count (r, 5, 6);
          return fail (r, CHESS_FEN_ERROR_FIELD_COUNT, 0, 0, "5 fields");
        }
      if (!read_counter (f, 4, 0, &pos->halfmove_clock))
        return fail_field (r, CHESS_FEN_ERROR_HALFMOVE, f, 4);
      if (!read_counter (f, 5, 1, &pos->fullmove_number))
        return fail_field (r, CHESS_FEN_ERROR_FULLMOVE, f, 5);
      if (f->n > 6)
        {
          set_count (r, f->n, 6);
          return fail (r, CHESS_FEN_ERROR_FIELD_COUNT, 0, column_of (f, 6, 0), "more than 6 fields");
        }
    }
  else if (f->n >= 5 && !strchr (f->at[4], ';'))
    /* EPD operations end with ';'; anything else is a bad clock. */
    return fail_field (r, CHESS_FEN_ERROR_HALFMOVE, f, 4);
  return true;
}

static bool
check_material (const ChessPosition *pos, ChessFenResult *r)
{
  static const char *const side_names[2] = { "white", "black" };
  char detail[96];

  for (int c = 0; c < 2; c++)
    {
      int kings = chess_bb_count (chess_position_pieces (pos, c, CHESS_KING));
      if (kings != 1)
        {
          r->color = c;
          set_count (r, kings, 1);
          snprintf (detail, sizeof detail, "%s has %d kings", side_names[c], kings);
          return fail (r, CHESS_FEN_ERROR_KING_COUNT, 1, 0, detail);
        }
    }

  ChessBitboard back = chess_bb_rank[0] | chess_bb_rank[7];
  ChessBitboard bad = pos->by_type[CHESS_PAWN] & back;
  if (bad)
    {
      char sq[3];
      r->square = chess_bb_first (bad);
      r->color = chess_piece_color (pos->board[r->square]);
      chess_square_name (r->square, sq);
      snprintf (detail, sizeof detail, "pawn on %s", sq);
      return fail (r, CHESS_FEN_ERROR_PAWN_ON_BACK_RANK, 1, 0, detail);
    }

  for (int c = 0; c < 2; c++)
    {
      int n[CHESS_N_PIECE_TYPES];
      for (int t = 0; t < CHESS_N_PIECE_TYPES; t++)
        n[t] = chess_bb_count (chess_position_pieces (pos, c, t));
      /* Pieces beyond the starting set must be promoted pawns. */
      static const int start_count[CHESS_N_PIECE_TYPES] = { 8, 2, 2, 2, 1, 1 };
      int promoted = 0;
      for (int t = CHESS_KNIGHT; t <= CHESS_QUEEN; t++)
        if (n[t] > start_count[t])
          promoted += n[t] - start_count[t];
      int total = chess_bb_count (pos->by_color[c]);
      if (total > 16 || n[CHESS_PAWN] > 8 || n[CHESS_PAWN] + promoted > 8)
        {
          r->color = c;
          if (total > 16)
            {
              r->test = CHESS_FEN_TEST_PIECES;
              set_count (r, total, 16);
            }
          else if (n[CHESS_PAWN] > 8)
            {
              r->test = CHESS_FEN_TEST_PAWNS;
              set_count (r, n[CHESS_PAWN], 8);
            }
          else
            {
              r->test = CHESS_FEN_TEST_PROMOTIONS;
              set_count (r, n[CHESS_PAWN] + promoted, 8);
              r->promoted = promoted;
            }
          snprintf (detail, sizeof detail, "%s has %d pieces, %d pawns, %d promoted", side_names[c],
                    total, n[CHESS_PAWN], promoted);
          return fail (r, CHESS_FEN_ERROR_TOO_MANY_PIECES, 1, 0, detail);
        }
    }
  return true;
}

/* What a castling right needs: the king and that rook on their first squares. */
static const struct { uint8_t right; ChessColor color; ChessSquare king, rook; const char *name; } castling_needs[4] = {
  { CHESS_CASTLE_WK, CHESS_WHITE, 4, 7, "K needs a white king on e1 and rook on h1" },
  { CHESS_CASTLE_WQ, CHESS_WHITE, 4, 0, "Q needs a white king on e1 and rook on a1" },
  { CHESS_CASTLE_BK, CHESS_BLACK, 60, 63, "k needs a black king on e8 and rook on h8" },
  { CHESS_CASTLE_BQ, CHESS_BLACK, 60, 56, "q needs a black king on e8 and rook on a8" },
};

unsigned
chess_fen_castling_possible (const ChessPosition *pos)
{
  unsigned rights = 0;
  for (int i = 0; i < 4; i++)
    if (pos->board[castling_needs[i].king] == chess_piece_make (castling_needs[i].color, CHESS_KING)
        && pos->board[castling_needs[i].rook] == chess_piece_make (castling_needs[i].color, CHESS_ROOK))
      rights |= castling_needs[i].right;
  return rights;
}

static bool
check_castling (const ChessPosition *pos, ChessFenResult *r)
{
  unsigned missing = pos->castling & ~chess_fen_castling_possible (pos);
  for (int i = 0; i < 4; i++)
    if (missing & castling_needs[i].right)
      {
        r->color = castling_needs[i].color;
        r->square = castling_needs[i].rook;
        return fail (r, CHESS_FEN_ERROR_CASTLING_RIGHTS, 3, 0, castling_needs[i].name);
      }
  return true;
}

/* Whether a double step of the side not to move explains an en passant
 * square SQ on the right rank: its pawn stands in front of SQ, and SQ and
 * the pawn's origin are empty. */
static bool
double_step_explains (const ChessPosition *pos, ChessSquare sq)
{
  ChessColor mover = !pos->side;
  int dir = mover == CHESS_WHITE ? 8 : -8;
  return pos->board[sq + dir] == chess_piece_make (mover, CHESS_PAWN)
         && pos->board[sq] == CHESS_EMPTY
         && pos->board[sq - dir] == CHESS_EMPTY;
}

int
chess_fen_ep_squares_possible (const ChessPosition *pos, ChessSquare squares[8])
{
  /* The rank the other side's pawn passed over. */
  int rank = pos->side == CHESS_WHITE ? 5 : 2;
  int n = 0;
  for (int file = 0; file < 8; file++)
    if (double_step_explains (pos, chess_square_make (file, rank)))
      squares[n++] = chess_square_make (file, rank);
  return n;
}

/* The en passant square of POS is refused; the side not to move would
 * have made the double step. */
static bool
fail_en_passant (ChessFenResult *r, const ChessPosition *pos, ChessFenTest test, const char *detail)
{
  r->square = pos->ep_square;
  r->color = !pos->side;
  r->test = test;
  return fail (r, CHESS_FEN_ERROR_EP_IMPOSSIBLE, 4, 0, detail);
}

/* The double step that an en passant square claims: where the pawn now
 * stands, and where it came from. */
static bool
check_en_passant (const ChessPosition *pos, ChessFenResult *r)
{
  if (pos->ep_square == CHESS_NO_SQUARE)
    return true;
  ChessColor mover = !pos->side;
  int rank = chess_square_rank (pos->ep_square);
  char sq[3], detail[96];
  chess_square_name (pos->ep_square, sq);
  if (rank != (mover == CHESS_WHITE ? 2 : 5))
    {
      snprintf (detail, sizeof detail, "%s is not on the %s rank", sq, mover == CHESS_WHITE ? "third" : "sixth");
      return fail_en_passant (r, pos, CHESS_FEN_TEST_EP_RANK, detail);
    }
  if (!double_step_explains (pos, pos->ep_square))
    {
      snprintf (detail, sizeof detail, "no %s pawn just passed over %s", mover == CHESS_WHITE ? "white" : "black", sq);
      return fail_en_passant (r, pos, CHESS_FEN_TEST_EP_PAWN, detail);
    }
  return true;
}

static bool
is_slider (ChessPiece p)
{
  ChessPieceType t = chess_piece_type (p);
  return t == CHESS_BISHOP || t == CHESS_ROOK || t == CHESS_QUEEN;
}

/* The side to move's KING is given N checks as no last move could. */
static bool
fail_check (ChessFenResult *r, const ChessPosition *pos, ChessSquare king, int n, ChessFenError code,
            ChessFenTest test, const char *detail)
{
  r->color = pos->side;
  r->square = king;
  set_count (r, n, 2);
  r->test = test;
  return fail (r, code, 0, 0, detail);
}

static bool
check_checks (const ChessPosition *pos, ChessFenResult *r)
{
  char detail[96];
  ChessBitboard occ = pos->by_color[0] | pos->by_color[1];
  ChessSquare their_king = chess_position_king (pos, !pos->side);
  if (chess_position_attackers (pos, their_king, pos->side, occ))
    {
      r->color = !pos->side;
      r->square = their_king;
      return fail (r, CHESS_FEN_ERROR_OPPONENT_IN_CHECK, 0, 0,
                   pos->side == CHESS_WHITE ? "black is in check with white to move"
                                            : "white is in check with black to move");
    }

  ChessSquare king = chess_position_king (pos, pos->side);
  ChessBitboard checkers = chess_position_attackers (pos, king, !pos->side, occ);
  int n = chess_bb_count (checkers);
  if (n > 2)
    {
      snprintf (detail, sizeof detail, "%d pieces give check", n);
      return fail_check (r, pos, king, n, CHESS_FEN_ERROR_TOO_MANY_CHECKERS, CHESS_FEN_TEST_NONE, detail);
    }
  if (n == 2)
    {
      ChessSquare a = chess_bb_first (checkers), b = chess_bb_first (checkers & (checkers - 1));
      /* One move uncovers at most one line, and only a slider can be
       * uncovered; two checkers on one line through the king would block
       * each other. */
      if (!is_slider (pos->board[a]) && !is_slider (pos->board[b]))
        return fail_check (r, pos, king, n, CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, CHESS_FEN_TEST_CHECK_NO_LINE_PIECE,
                           "two checking pieces and neither a line piece");
      if (chess_bb_line[a][b] & BB (king))
        return fail_check (r, pos, king, n, CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, CHESS_FEN_TEST_CHECK_SAME_LINE,
                           "two checking pieces on one line");
    }
  if (n > 0 && pos->ep_square != CHESS_NO_SQUARE)
    {
      /* The last move was the double step: it checks or uncovers the check. */
      int dir = pos->side == CHESS_WHITE ? 8 : -8;
      ChessSquare pawn = pos->ep_square - dir, origin = pos->ep_square + dir;
      ChessBitboard explained = 0, c = checkers;
      while (c)
        {
          ChessSquare s = chess_bb_pop (&c);
          if (s == pawn || (chess_bb_between[king][s] & BB (origin)))
            explained |= BB (s);
        }
      if (explained != checkers)
        return fail_check (r, pos, king, n, CHESS_FEN_ERROR_IMPOSSIBLE_CHECK, CHESS_FEN_TEST_CHECK_DOUBLE_STEP,
                           "a check the last double step cannot have given");
    }
  return true;
}

static void
result_init (ChessFenResult *r)
{
  memset (r, 0, sizeof *r);
  r->code = CHESS_FEN_OK;
  r->test = CHESS_FEN_TEST_NONE;
  r->square = CHESS_NO_SQUARE;
  r->color = -1;
}

bool
chess_fen_read (ChessPosition *pos, const char *text, ChessFenResult *result)
{
  ChessFenResult scratch;
  /* The checks write what they refuse into a result, so there is always one. */
  ChessFenResult *r = result ? result : &scratch;
  ChessPosition p;
  Fields f;

  chess_position_clear (&p);
  result_init (r);
  if (!text)
    return fail (r, CHESS_FEN_ERROR_EMPTY, 0, 0, NULL);

  split_fields (text, &f);
  if (f.n == 1 && f.len[0] == 8 && memcmp (f.at[0], "startpos", 8) == 0)
    {
      chess_position_set_start (pos);
      return true;
    }
  if (f.n == 0)
    return fail (r, CHESS_FEN_ERROR_EMPTY, 0, 0, NULL);
  if (f.n < 4)
    {
      char detail[96];
      set_count (r, f.n, 6);
      snprintf (detail, sizeof detail, "%d field%s", f.n, f.n == 1 ? "" : "s");
      return fail (r, CHESS_FEN_ERROR_FIELD_COUNT, 0, 0, detail);
    }

  if (!read_fields (&p, &f, r) || !check_material (&p, r) || !check_castling (&p, r)
      || !check_en_passant (&p, r) || !check_checks (&p, r))
    return false;

  chess_position_refresh (&p);
  *pos = p;
  return true;
}

void
chess_fen_write (const ChessPosition *pos, char *buf)
{
  char *o = buf;
  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          ChessPiece p = pos->board[chess_square_make (file, rank)];
          if (p == CHESS_EMPTY)
            {
              empty++;
              continue;
            }
          if (empty)
            *o++ = (char) ('0' + empty);
          empty = 0;
          *o++ = piece_chars[p];
        }
      if (empty)
        *o++ = (char) ('0' + empty);
      if (rank)
        *o++ = '/';
    }
  *o++ = ' ';
  *o++ = pos->side == CHESS_WHITE ? 'w' : 'b';
  *o++ = ' ';
  if (!pos->castling)
    *o++ = '-';
  for (int i = 0; i < 4; i++)
    if (pos->castling & (1 << i))
      *o++ = "KQkq"[i];
  *o++ = ' ';
  if (pos->ep_square == CHESS_NO_SQUARE)
    *o++ = '-';
  else
    {
      chess_square_name (pos->ep_square, o);
      o += 2;
    }
  snprintf (o, (size_t) (CHESS_FEN_MAX - (o - buf)), " %d %d", pos->halfmove_clock, pos->fullmove_number);
}
