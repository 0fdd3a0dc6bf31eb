/* chess-notation.c — reading a written move: legal, ambiguous, illegal or unreadable
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text is first read into a pattern (piece, departure file and rank,
 * destination, promotion, castling side) without looking at the board; the
 * pattern is then matched against the legal moves only (Appendix C: a
 * pinned piece never makes a move ambiguous). When nothing matches, the
 * board says why the move is illegal.
 */
#include "chess-notation.h"
#include "chess-bitboard.h"

#include <string.h>

#define MAX_TEXT 64

/* Piece letters K Q R B N per language, indexed by ChessPieceType; the
 * pawn letter some scoresheets write (0: none, as in Dutch where P is the
 * knight). */
static const struct {
  const char *code;
  char        letters[CHESS_N_PIECE_TYPES];
} langs[CHESS_N_LANGS] = {
  [CHESS_LANG_EN] = { "en", { 'P', 'N', 'B', 'R', 'Q', 'K' } },
  [CHESS_LANG_CA] = { "ca", { 'P', 'C', 'A', 'T', 'D', 'R' } },
  [CHESS_LANG_ES] = { "es", { 'P', 'C', 'A', 'T', 'D', 'R' } },
  [CHESS_LANG_PT] = { "pt", { 'P', 'C', 'B', 'T', 'D', 'R' } },
  [CHESS_LANG_DE] = { "de", { 'B', 'S', 'L', 'T', 'D', 'K' } },
  [CHESS_LANG_FR] = { "fr", { 'P', 'C', 'F', 'T', 'D', 'R' } },
  [CHESS_LANG_IT] = { "it", { 'P', 'C', 'A', 'T', 'D', 'R' } },
  [CHESS_LANG_NL] = { "nl", { 0, 'P', 'L', 'T', 'D', 'K' } },
};

static const char piece_strings[CHESS_N_LANGS][CHESS_N_PIECE_TYPES][2] = {
  [CHESS_LANG_EN] = { "", "N", "B", "R", "Q", "K" },
  [CHESS_LANG_CA] = { "", "C", "A", "T", "D", "R" },
  [CHESS_LANG_ES] = { "", "C", "A", "T", "D", "R" },
  [CHESS_LANG_PT] = { "", "C", "B", "T", "D", "R" },
  [CHESS_LANG_DE] = { "", "S", "L", "T", "D", "K" },
  [CHESS_LANG_FR] = { "", "C", "F", "T", "D", "R" },
  [CHESS_LANG_IT] = { "", "C", "A", "T", "D", "R" },
  [CHESS_LANG_NL] = { "", "P", "L", "T", "D", "K" },
};

static const char *const verdict_ids[] = { "legal", "ambiguous", "illegal", "unreadable" };

static const char *const reason_ids[CHESS_N_REASONS] = {
  [CHESS_REASON_NONE] = "none",
  [CHESS_REASON_LEGAL] = "legal",
  [CHESS_REASON_AMBIGUOUS_PIECES] = "ambiguous-pieces",
  [CHESS_REASON_AMBIGUOUS_PROMOTION] = "ambiguous-promotion",
  [CHESS_REASON_EMPTY] = "empty",
  [CHESS_REASON_SYNTAX] = "syntax",
  [CHESS_REASON_BAD_SQUARE] = "bad-square",
  [CHESS_REASON_NO_SUCH_PIECE] = "no-such-piece",
  [CHESS_REASON_BLOCKED] = "blocked",
  [CHESS_REASON_PINNED] = "pinned",
  [CHESS_REASON_KING_INTO_CHECK] = "king-into-check",
  [CHESS_REASON_IN_CHECK] = "in-check",
  [CHESS_REASON_CASTLING_NO_RIGHT] = "castling-no-right",
  [CHESS_REASON_CASTLING_THROUGH_CHECK] = "castling-through-check",
  [CHESS_REASON_CASTLING_IN_CHECK] = "castling-in-check",
  [CHESS_REASON_CASTLING_BLOCKED] = "castling-blocked",
  [CHESS_REASON_WRONG_PIECE_ON_SQUARE] = "wrong-piece-on-square",
  [CHESS_REASON_OWN_PIECE_ON_TARGET] = "own-piece-on-target",
  [CHESS_REASON_BAD_PROMOTION] = "bad-promotion",
  [CHESS_REASON_GAME_OVER] = "game-over",
};

bool
chess_lang_parse (const char *code, ChessLang *lang)
{
  if (!code)
    return false;
  for (int i = 0; i < CHESS_N_LANGS; i++)
    if (strcmp (langs[i].code, code) == 0)
      {
        *lang = (ChessLang) i;
        return true;
      }
  return false;
}

const char *
chess_lang_code (ChessLang lang)
{
  return (unsigned) lang < CHESS_N_LANGS ? langs[lang].code : "en";
}

const char *
chess_lang_piece_letter (ChessLang lang, ChessPieceType type)
{
  if ((unsigned) lang >= CHESS_N_LANGS || (unsigned) type >= CHESS_N_PIECE_TYPES)
    return "";
  return piece_strings[lang][type];
}

const char *
chess_verdict_kind_id (ChessVerdictKind kind)
{
  return (unsigned) kind <= CHESS_VERDICT_UNREADABLE ? verdict_ids[kind] : "unknown";
}

const char *
chess_reason_id (ChessReason reason)
{
  return (unsigned) reason < CHESS_N_REASONS && reason_ids[reason] ? reason_ids[reason] : "unknown";
}

/* ---- reading the text into a pattern ----------------------------------- */

enum { CASTLE_NONE = 0, CASTLE_KING, CASTLE_QUEEN };

typedef struct {
  int  piece;       /* ChessPieceType, or -1 when no letter was written */
  int  from_file;   /* -1 when not written */
  int  from_rank;
  ChessSquare to;
  int  promo;       /* ChessPieceType, or -1 */
  int  castle;
  bool capture_mark, check_mark, mate_mark;
  bool separator;   /* '-', 'x' or ':' between departure and destination */
  unsigned notes;
} Pattern;

/* A figurine folded into one byte (see fold_unicode). */
#define FIGURINE_CODE 1

static int
piece_from_letter (ChessLang lang, char c)
{
  if (c >= FIGURINE_CODE && c < FIGURINE_CODE + CHESS_N_PIECE_TYPES)
    return c - FIGURINE_CODE;
  for (int t = 0; t < CHESS_N_PIECE_TYPES; t++)
    if (langs[lang].letters[t] && langs[lang].letters[t] == c)
      return t;
  return -1;
}

/* A promotion letter: the language's upper-case one, or a lower-case one.
 * Lower case is UCI's n b r q first, so that coordinates read the same in
 * every language ("a7a8r" is a rook even where R is the king), then the
 * language's letter in lower case ("e8d"); a lower-case k or p names the
 * king or pawn and is refused later as a bad promotion. */
static int
promotion_from_letter (ChessLang lang, char c)
{
  if (c >= FIGURINE_CODE && c < FIGURINE_CODE + CHESS_N_PIECE_TYPES)
    return c - FIGURINE_CODE;
  if (c < 'a' || c > 'z')
    return piece_from_letter (lang, c);
  static const char uci[] = "pnbrqk";
  if (memchr (uci + 1, c, 4))
    return (int) (strchr (uci, c) - uci);
  int t = piece_from_letter (lang, (char) (c - 'a' + 'A'));
  if (t < 0 && memchr (uci, c, 6))
    t = (int) (strchr (uci, c) - uci);
  return t;
}

/* Typeset and hand-typed text: figurines (U+2654..U+265F, either colour)
 * become one byte each, FIGURINE_CODE + ChessPieceType, so that the reader
 * sees one character per piece in every language; dashes and the minus
 * sign become '-', the multiplication sign 'x'. */
static size_t
fold_unicode (char *s, size_t len)
{
  /* Order of the Unicode block: king, queen, rook, bishop, knight, pawn. */
  static const ChessPieceType order[6] = { CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT, CHESS_PAWN };
  size_t o = 0;
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c1 = (unsigned char) s[i];
      unsigned char c2 = i + 1 < len ? (unsigned char) s[i + 1] : 0;
      unsigned char c3 = i + 2 < len ? (unsigned char) s[i + 2] : 0;
      if (c1 == 0xe2 && c2 == 0x99 && c3 >= 0x94 && c3 <= 0x9f)
        s[o++] = (char) (FIGURINE_CODE + order[(c3 - 0x94) % 6]), i += 2;
      else if (c1 == 0xe2 && ((c2 == 0x80 && c3 >= 0x90 && c3 <= 0x94) || (c2 == 0x88 && c3 == 0x92)))
        s[o++] = '-', i += 2; /* U+2010..U+2014 dashes, U+2212 minus */
      else if (c1 == 0xc3 && c2 == 0x97)
        s[o++] = 'x', i += 1; /* U+00D7 multiplication sign */
      else
        s[o++] = s[i];
    }
  s[o] = '\0';
  return o;
}

static bool
strip_suffix (char *s, size_t *len, const char *suffix)
{
  size_t n = strlen (suffix);
  if (*len < n || memcmp (s + *len - n, suffix, n) != 0)
    return false;
  *len -= n;
  s[*len] = '\0';
  return true;
}

/* Marks that never decide: annotation, check, mate, en passant. */
static void
strip_marks (char *s, size_t *len, Pattern *p)
{
  static const char *const annotations[] = { "(=)", "!!", "??", "!?", "?!", "!", "?" };
  static const char *const en_passant[] = { "e.p.", "a.p.", "e.p", "a.p", "ep", "ap" };
  /* Most moves end in a rank digit or a promotion letter: nothing to strip. */
  if (*len > 0 && ((s[*len - 1] >= '1' && s[*len - 1] <= '8') || (s[*len - 1] >= 'A' && s[*len - 1] <= 'Z')))
    return;
  bool again = true;
  while (again && *len > 0)
    {
      again = false;
      while (*len > 0 && (s[*len - 1] == ' ' || s[*len - 1] == '\t'))
        s[--*len] = '\0';
      for (size_t i = 0; i < sizeof annotations / sizeof *annotations && !again; i++)
        if (strip_suffix (s, len, annotations[i]))
          again = true, p->notes |= CHESS_NOTE_ANNOTATION;
      if (!again && (strip_suffix (s, len, "++") || strip_suffix (s, len, "+")))
        again = true, p->check_mark = true;
      if (!again && strip_suffix (s, len, "#"))
        again = true, p->mate_mark = true;
      for (size_t i = 0; i < sizeof en_passant / sizeof *en_passant && !again; i++)
        if (*len > strlen (en_passant[i]) + 1 && strip_suffix (s, len, en_passant[i]))
          again = true, p->notes |= CHESS_NOTE_EN_PASSANT_MARK;
    }
}

static int
read_castling (const char *s)
{
  char norm[16];
  size_t n = 0;
  for (; *s && n < sizeof norm - 1; s++)
    {
      if (*s == ' ')
        continue;
      norm[n++] = *s == '0' || *s == 'o' ? 'O' : *s;
    }
  norm[n] = '\0';
  if (strcmp (norm, "O-O") == 0 || strcmp (norm, "OO") == 0)
    return CASTLE_KING;
  if (strcmp (norm, "O-O-O") == 0 || strcmp (norm, "OOO") == 0)
    return CASTLE_QUEEN;
  return CASTLE_NONE;
}

static bool
is_file (char c)
{
  return c >= 'a' && c <= 'h';
}

static bool
is_rank (char c)
{
  return c >= '1' && c <= '8';
}

/* Returns CHESS_REASON_NONE when 'text' reads as a move pattern. */
static ChessReason
read_pattern (const char *text, ChessLang lang, Pattern *p)
{
  char s[MAX_TEXT + 1];
  size_t len = 0;

  memset (p, 0, sizeof *p);
  p->piece = p->from_file = p->from_rank = p->promo = -1;
  p->to = CHESS_NO_SQUARE;

  while (*text == ' ' || *text == '\t' || *text == '\n' || *text == '\r')
    text++;
  len = strlen (text);
  while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\n' || text[len - 1] == '\r'))
    len--;
  if (len == 0)
    return CHESS_REASON_EMPTY;
  if (len > MAX_TEXT)
    return CHESS_REASON_SYNTAX;
  for (size_t k = 0; k < len; k++)
    if ((unsigned char) text[k] < 0x20 && text[k] != '\t')
      return CHESS_REASON_SYNTAX; /* control bytes are never notation */
  memcpy (s, text, len);
  s[len] = '\0';
  len = fold_unicode (s, len);

  strip_marks (s, &len, p);
  if (len == 0)
    return CHESS_REASON_SYNTAX;

  p->castle = read_castling (s);
  if (p->castle)
    {
      p->piece = CHESS_KING;
      return CHESS_REASON_NONE;
    }

  size_t i = 0;
  int letter = piece_from_letter (lang, s[0]);
  if (letter >= 0)
    {
      p->piece = letter;
      i = 1;
    }
  else if (s[0] >= 'A' && s[0] <= 'Z')
    return CHESS_REASON_SYNTAX; /* an upper-case letter that is no piece here */

  /* Promotion at the end: "=Q", "/Q", "(Q)", "Q", "q". */
  size_t end = len;
  if (end > i && s[end - 1] == ')')
    {
      if (end < i + 3 || s[end - 3] != '(')
        return CHESS_REASON_SYNTAX;
      p->promo = promotion_from_letter (lang, s[end - 2]);
      if (p->promo < 0)
        return CHESS_REASON_SYNTAX;
      end -= 3;
    }
  else if (end > i + 2 && !(s[end - 1] >= '0' && s[end - 1] <= '9'))
    {
      p->promo = promotion_from_letter (lang, s[end - 1]);
      if (p->promo < 0)
        return CHESS_REASON_SYNTAX;
      end--;
      if (s[end - 1] == '=' || s[end - 1] == '/')
        end--;
    }

  /* The destination: the last two characters. */
  if (end < i + 2)
    return CHESS_REASON_SYNTAX;
  char df = s[end - 2], dr = s[end - 1];
  if (!(df >= 'a' && df <= 'z') || !(dr >= '0' && dr <= '9'))
    return CHESS_REASON_SYNTAX;
  if (!is_file (df) || !is_rank (dr))
    return CHESS_REASON_BAD_SQUARE;
  p->to = chess_square_make (df - 'a', dr - '1');
  end -= 2;

  /* A separator before the destination: x or : capture, - long form. */
  if (end > i && (s[end - 1] == 'x' || s[end - 1] == ':' || s[end - 1] == '-'))
    {
      if (s[end - 1] != '-')
        p->capture_mark = true;
      p->separator = true;
      end--;
      if (end > i && s[end - 1] == 'x' && s[end] == '-')
        return CHESS_REASON_SYNTAX;
    }

  /* What is left names the departure: a file, a rank, or both. */
  size_t n = end - i;
  if (n == 1 && is_file (s[i]))
    p->from_file = s[i] - 'a';
  else if (n == 1 && is_rank (s[i]))
    p->from_rank = s[i] - '1';
  else if (n == 2 && is_file (s[i]) && is_rank (s[i + 1]))
    {
      p->from_file = s[i] - 'a';
      p->from_rank = s[i + 1] - '1';
    }
  else if (n == 2 && s[i] >= 'a' && s[i] <= 'z' && s[i + 1] >= '0' && s[i + 1] <= '9')
    return CHESS_REASON_BAD_SQUARE;
  else if (n != 0)
    return CHESS_REASON_SYNTAX;
  return CHESS_REASON_NONE;
}

/* ---- matching the legal moves ------------------------------------------ */

static ChessPieceType
moving_type (const ChessPosition *pos, ChessMove m)
{
  return chess_piece_type (pos->board[chess_move_from (m)]);
}

/* The piece a pattern means: written, else the pawn — unless the full
 * departure square is given (coordinates): then whatever stands there. */
static int
pattern_piece (const ChessPosition *pos, const Pattern *p)
{
  if (p->piece >= 0)
    return p->piece;
  if (p->from_file >= 0 && p->from_rank >= 0)
    {
      ChessPiece there = pos->board[chess_square_make (p->from_file, p->from_rank)];
      if (there != CHESS_EMPTY && chess_piece_color (there) == pos->side)
        return chess_piece_type (there);
    }
  return CHESS_PAWN;
}

static bool
matches (const ChessPosition *pos, const Pattern *p, int piece, ChessMove m)
{
  ChessSquare from = chess_move_from (m), to = chess_move_to (m);
  ChessMoveKind kind = chess_move_kind (m);

  if (p->castle)
    return kind == CHESS_MOVE_CASTLING && (chess_square_file (to) == 6) == (p->castle == CASTLE_KING);
  if (to != p->to || (int) moving_type (pos, m) != piece)
    return false;
  if (p->from_file >= 0 && chess_square_file (from) != p->from_file)
    return false;
  if (p->from_rank >= 0 && chess_square_rank (from) != p->from_rank)
    return false;
  /* Castling written as a king move only with its departure square. */
  if (kind == CHESS_MOVE_CASTLING && (p->from_file < 0 || p->from_rank < 0))
    return false;
  /* "d5" is never "exd5": a pawn without a departure file keeps its file. */
  if (piece == CHESS_PAWN && p->from_file < 0 && chess_square_file (from) != chess_square_file (to))
    return false;
  if (kind == CHESS_MOVE_PROMOTION)
    return p->promo < 0 || (int) chess_move_promotion (m) == p->promo;
  return p->promo < 0;
}

static bool
is_capture (const ChessPosition *pos, ChessMove m)
{
  return chess_move_kind (m) == CHESS_MOVE_EN_PASSANT
         || (chess_move_kind (m) != CHESS_MOVE_CASTLING && pos->board[chess_move_to (m)] != CHESS_EMPTY);
}

/* What standard SAN would write to tell this move from the other legal
 * moves of the same kind of piece to the same square: 0 nothing, 1 the
 * file, 2 the rank, 3 both. */
static int
needed_departure (const ChessPosition *pos, const ChessMoveList *list, int piece, ChessMove m)
{
  ChessSquare from = chess_move_from (m), to = chess_move_to (m);
  bool other = false, same_file = false, same_rank = false;
  for (int i = 0; i < list->count; i++)
    {
      ChessSquare f = chess_move_from (list->moves[i]);
      if (f == from || chess_move_to (list->moves[i]) != to || (int) moving_type (pos, list->moves[i]) != piece)
        continue;
      other = true;
      same_file |= chess_square_file (f) == chess_square_file (from);
      same_rank |= chess_square_rank (f) == chess_square_rank (from);
    }
  if (!other)
    return 0;
  return !same_file ? 1 : !same_rank ? 2 : 3;
}

static void
add_notes (const ChessPosition *pos, const Pattern *p, int piece, const ChessMoveList *list, ChessVerdict *v)
{
  ChessMove m = v->move;
  bool file = p->from_file >= 0, rank = p->from_rank >= 0;
  v->notes |= p->notes;
  if (p->castle)
    {
      /* nothing about departure squares to say */
    }
  else if (p->piece < 0 && file && rank && !p->separator)
    v->notes |= CHESS_NOTE_COORDINATES;
  else if (p->piece == CHESS_PAWN)
    v->notes |= CHESS_NOTE_LONG_FORM; /* a pawn letter, which SAN never writes */
  else if (piece == CHESS_PAWN && file && !rank)
    {
      /* "exd5", "ed5": the departure file is how SAN writes a pawn capture */
    }
  else if (file || rank)
    {
      int needed = needed_departure (pos, list, piece, m);
      if (file && rank)
        v->notes |= needed == 3 ? 0 : CHESS_NOTE_LONG_FORM;
      else if (needed == 0)
        v->notes |= CHESS_NOTE_OVER_DISAMBIGUATED;
    }

  bool capture = is_capture (pos, m);
  if (capture && !p->capture_mark)
    v->notes |= CHESS_NOTE_MISSING_CAPTURE;
  if (!capture && p->capture_mark)
    v->notes |= CHESS_NOTE_CAPTURE_ON_NON_CAPTURE;

  ChessPosition after = *pos;
  ChessUndo undo;
  chess_position_make (&after, m, &undo);
  bool check = chess_position_in_check (&after);
  bool mate = check && !chess_position_has_legal_move (&after);
  if (check && !p->check_mark && !p->mate_mark)
    v->notes |= CHESS_NOTE_MISSING_CHECK;
  if (!check && p->check_mark)
    v->notes |= CHESS_NOTE_CHECK_ON_NON_CHECK;
  if (p->mate_mark && !mate)
    v->notes |= check ? CHESS_NOTE_MATE_ON_NON_MATE : CHESS_NOTE_CHECK_ON_NON_CHECK | CHESS_NOTE_MATE_ON_NON_MATE;
}

/* ---- why an unmatched move is illegal ---------------------------------- */

static ChessReason
castling_reason (const ChessPosition *pos, int castle)
{
  int index = pos->side * 2 + (castle == CASTLE_QUEEN);
  static const uint8_t rights[4] = { CHESS_CASTLE_WK, CHESS_CASTLE_WQ, CHESS_CASTLE_BK, CHESS_CASTLE_BQ };
  static const ChessBitboard between[4] = {
    BB (5) | BB (6), BB (1) | BB (2) | BB (3), BB (61) | BB (62), BB (57) | BB (58) | BB (59),
  };
  if (!(pos->castling & rights[index]))
    return CHESS_REASON_CASTLING_NO_RIGHT;
  if (chess_position_in_check (pos))
    return CHESS_REASON_CASTLING_IN_CHECK;
  if ((pos->by_color[0] | pos->by_color[1]) & between[index])
    return CHESS_REASON_CASTLING_BLOCKED;
  return CHESS_REASON_CASTLING_THROUGH_CHECK;
}

/* Squares a piece of 'type' on 'from' reaches given 'occ' (pawns: its
 * pushes and captures as the board allows). */
static ChessBitboard
reach (const ChessPosition *pos, ChessPieceType type, ChessSquare from, ChessBitboard occ, bool empty_board)
{
  ChessColor us = pos->side;
  switch (type)
    {
    case CHESS_KNIGHT: return chess_bb_knight[from];
    case CHESS_BISHOP: return chess_bb_bishop_attacks (from, occ);
    case CHESS_ROOK:   return chess_bb_rook_attacks (from, occ);
    case CHESS_QUEEN:  return chess_bb_queen_attacks (from, occ);
    case CHESS_KING:   return chess_bb_king[from];
    case CHESS_PAWN:
      {
        int dir = us == CHESS_WHITE ? 8 : -8;
        int start = us == CHESS_WHITE ? 1 : 6;
        ChessBitboard r = 0;
        ChessSquare one = from + dir;
        if (one < 0 || one > 63)
          return 0;
        if (empty_board || !(occ & BB (one)))
          {
            r |= BB (one);
            if (chess_square_rank (from) == start && (empty_board || !(occ & BB (one + dir))))
              r |= BB (one + dir);
          }
        ChessBitboard takes = chess_bb_pawn[us][from];
        if (!empty_board)
          {
            ChessBitboard targets = pos->by_color[!us];
            if (pos->ep_square != CHESS_NO_SQUARE)
              targets |= BB (pos->ep_square);
            takes &= targets;
          }
        return r | takes;
      }
    case CHESS_N_PIECE_TYPES:
    default:
      return 0;
    }
}

/* The side to move's pieces of PIECE's kind on the departure file, rank
 * or square written; a pawn without a departure file keeps its file ("d5"
 * is never "exd5"). */
static ChessBitboard
written_pieces (const ChessPosition *pos, const Pattern *p, int piece)
{
  ChessBitboard pieces = chess_position_pieces (pos, pos->side, (ChessPieceType) piece);
  if (p->from_file >= 0)
    pieces &= chess_bb_file[p->from_file];
  if (p->from_rank >= 0)
    pieces &= chess_bb_rank[p->from_rank];
  if (piece == CHESS_PAWN && p->from_file < 0)
    pieces &= chess_bb_file[chess_square_file (p->to)];
  return pieces;
}

static ChessReason
illegal_reason (const ChessPosition *pos, const Pattern *p, int piece, ChessVerdict *v)
{
  ChessColor us = pos->side;
  ChessBitboard occ = pos->by_color[0] | pos->by_color[1];

  if (p->castle)
    return castling_reason (pos, p->castle);

  if (p->promo >= 0 && (piece != CHESS_PAWN || p->promo == CHESS_PAWN || p->promo == CHESS_KING
                        || chess_square_rank (p->to) != (us == CHESS_WHITE ? 7 : 0)))
    return CHESS_REASON_BAD_PROMOTION;

  if (p->from_file >= 0 && p->from_rank >= 0)
    {
      ChessSquare from = chess_square_make (p->from_file, p->from_rank);
      if (pos->board[from] != chess_piece_make (us, piece))
        return CHESS_REASON_WRONG_PIECE_ON_SQUARE;
      v->from = from;
    }

  /* Pieces that could get there on an empty board, then on this board. */
  ChessBitboard geometric = 0, reachable = 0;
  for (ChessBitboard c = written_pieces (pos, p, piece); c;)
    {
      ChessSquare from = chess_bb_pop (&c);
      if (reach (pos, (ChessPieceType) piece, from, 0, true) & BB (p->to))
        geometric |= BB (from);
      if (reach (pos, (ChessPieceType) piece, from, occ, false) & BB (p->to))
        reachable |= BB (from);
    }
  /* No piece of that kind could ever get there: that says more than
   * whatever stands on the square. */
  if (!geometric)
    return CHESS_REASON_NO_SUCH_PIECE;
  if (pos->by_color[us] & BB (p->to))
    return CHESS_REASON_OWN_PIECE_ON_TARGET;
  if (!reachable)
    {
      /* A pawn's diagonal step with nothing to take is no blocked way. */
      if (piece == CHESS_PAWN && chess_square_file (chess_bb_first (geometric)) != chess_square_file (p->to))
        return CHESS_REASON_NO_SUCH_PIECE;
      return CHESS_REASON_BLOCKED;
    }

  /* It could move there but for its king. */
  ChessSquare from = chess_bb_first (reachable);
  v->from = v->from == CHESS_NO_SQUARE ? from : v->from;
  if (piece == CHESS_KING)
    return CHESS_REASON_KING_INTO_CHECK;
  if (chess_position_in_check (pos))
    return CHESS_REASON_IN_CHECK;
  ChessSquare king = chess_position_king (pos, us);
  ChessBitboard without = occ ^ BB (from);
  ChessBitboard exposed = chess_position_attackers (pos, king, !us, without | BB (p->to)) & ~BB (p->to);
  if (exposed)
    return CHESS_REASON_PINNED;
  return CHESS_REASON_KING_INTO_CHECK;
}

bool
chess_notation_pieces_meant (const ChessPosition *pos, const char *text, ChessLang lang,
                             ChessBitboard *pieces, bool *castling, ChessSquare *to)
{
  Pattern p;
  if ((unsigned) lang >= CHESS_N_LANGS)
    lang = CHESS_LANG_EN;
  if (read_pattern (text ? text : "", lang, &p) != CHESS_REASON_NONE)
    return false;
  ChessColor us = pos->side;
  if (to)
    *to = p.castle ? CHESS_NO_SQUARE : p.to;
  if (p.castle)
    {
      *castling = true;
      *pieces = chess_position_pieces (pos, us, CHESS_KING);
      return true;
    }
  int piece = pattern_piece (pos, &p);
  *castling = false;
  if (p.from_file >= 0 && p.from_rank >= 0)
    {
      ChessSquare from = chess_square_make (p.from_file, p.from_rank);
      ChessSquare home = us == CHESS_WHITE ? 4 : 60;
      *pieces = pos->board[from] == chess_piece_make (us, piece) ? BB (from) : 0;
      *castling = *pieces && piece == CHESS_KING && from == home
                  && chess_square_rank (p.to) == chess_square_rank (home)
                  && (chess_square_file (p.to) == 2 || chess_square_file (p.to) == 6);
      return true;
    }
  ChessBitboard kind = written_pieces (pos, &p, piece);
  ChessBitboard shaped = 0;
  for (ChessBitboard c = kind; c;)
    {
      ChessSquare from = chess_bb_pop (&c);
      if (reach (pos, (ChessPieceType) piece, from, 0, true) & BB (p.to))
        shaped |= BB (from);
    }
  *pieces = shaped ? shaped : kind;
  return true;
}

ChessMove
chess_notation_read_legal (const ChessPosition *pos, const char *text, ChessLang lang)
{
  Pattern p;
  if ((unsigned) lang >= CHESS_N_LANGS)
    lang = CHESS_LANG_EN;
  if (read_pattern (text ? text : "", lang, &p) != CHESS_REASON_NONE)
    return CHESS_MOVE_NONE;
  int piece = pattern_piece (pos, &p);
  ChessMoveList list;
  ChessMove found = CHESS_MOVE_NONE;
  /* Castling is the king's move to g1/c1 but may be written as such only
   * with its departure square: the full list for both. */
  if (p.castle || (piece == CHESS_KING && p.from_file >= 0 && p.from_rank >= 0))
    chess_position_legal_moves (pos, &list);
  else
    chess_position_legal_moves_to (pos, p.to, &list);
  for (int i = 0; i < list.count; i++)
    if (matches (pos, &p, piece, list.moves[i]))
      {
        if (found != CHESS_MOVE_NONE)
          return CHESS_MOVE_NONE;
        found = list.moves[i];
      }
  return found;
}

void
chess_notation_judge (const ChessPosition *pos, const char *text, ChessLang lang, ChessVerdict *v)
{
  Pattern p;
  if ((unsigned) lang >= CHESS_N_LANGS)
    lang = CHESS_LANG_EN;

  v->kind = CHESS_VERDICT_UNREADABLE;
  v->move = CHESS_MOVE_NONE;
  v->n_candidates = 0;
  v->notes = 0;
  v->piece = CHESS_PAWN;
  v->from = v->to = CHESS_NO_SQUARE;

  v->reason = read_pattern (text ? text : "", lang, &p);
  if (v->reason != CHESS_REASON_NONE)
    return;

  int piece = pattern_piece (pos, &p);
  v->piece = (ChessPieceType) piece;
  v->to = p.to;
  if (p.from_file >= 0 && p.from_rank >= 0)
    v->from = chess_square_make (p.from_file, p.from_rank);

  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (matches (pos, &p, piece, list.moves[i]))
      v->candidates[v->n_candidates++] = list.moves[i];

  if (v->n_candidates == 1)
    {
      v->kind = CHESS_VERDICT_LEGAL;
      v->reason = CHESS_REASON_LEGAL;
      v->move = v->candidates[0];
      v->from = chess_move_from (v->move);
      v->to = chess_move_to (v->move);
      add_notes (pos, &p, piece, &list, v);
      return;
    }
  if (v->n_candidates > 1)
    {
      bool one_pawn = true;
      for (int i = 1; i < v->n_candidates; i++)
        one_pawn &= chess_move_from (v->candidates[i]) == chess_move_from (v->candidates[0])
                    && chess_move_kind (v->candidates[i]) == CHESS_MOVE_PROMOTION;
      v->kind = CHESS_VERDICT_AMBIGUOUS;
      v->reason = one_pawn && chess_move_kind (v->candidates[0]) == CHESS_MOVE_PROMOTION
                    ? CHESS_REASON_AMBIGUOUS_PROMOTION : CHESS_REASON_AMBIGUOUS_PIECES;
      v->notes = p.notes;
      return;
    }

  v->kind = CHESS_VERDICT_ILLEGAL;
  v->notes = p.notes;
  v->reason = list.count == 0 ? CHESS_REASON_GAME_OVER : illegal_reason (pos, &p, piece, v);
}
