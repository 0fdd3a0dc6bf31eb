/* chess-san.c — writing moves: SAN in eight languages' letters, figurines
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-san.h"

#include <string.h>

/* Figurines by colour and ChessPieceType (pawns have none in SAN). */
static const char *const figurines[2][CHESS_N_PIECE_TYPES] = {
  { "", "\xe2\x99\x98", "\xe2\x99\x97", "\xe2\x99\x96", "\xe2\x99\x95", "\xe2\x99\x94" },
  { "", "\xe2\x99\x9e", "\xe2\x99\x9d", "\xe2\x99\x9c", "\xe2\x99\x9b", "\xe2\x99\x9a" },
};

static char *
put (char *o, const char *s)
{
  size_t n = strlen (s);
  memcpy (o, s, n);
  return o + n;
}

/* Departure file and/or rank, only as much as other legal moves need. */
static char *
disambiguate (char *o, const ChessPosition *pos, ChessMove move)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessPiece piece = pos->board[from];
  ChessMoveList list;
  bool other = false, same_file = false, same_rank = false;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessSquare f = chess_move_from (list.moves[i]);
      if (f == from || chess_move_to (list.moves[i]) != to || pos->board[f] != piece)
        continue;
      other = true;
      same_file |= chess_square_file (f) == chess_square_file (from);
      same_rank |= chess_square_rank (f) == chess_square_rank (from);
    }
  if (!other)
    return o;
  if (!same_file)
    *o++ = (char) ('a' + chess_square_file (from));
  else if (!same_rank)
    *o++ = (char) ('1' + chess_square_rank (from));
  else
    {
      *o++ = (char) ('a' + chess_square_file (from));
      *o++ = (char) ('1' + chess_square_rank (from));
    }
  return o;
}

static void
write_san (const ChessPosition *pos, ChessMove move, ChessLang lang, bool figurine, char *buf)
{
  char *o = buf;
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessPiece piece = pos->board[from];
  ChessPieceType type = chess_piece_type (piece);
  ChessMoveKind kind = chess_move_kind (move);

  /* Not a move of the side to move (CHESS_MOVE_NONE, a stale move): write
   * nothing rather than read past the tables. */
  if (piece == CHESS_EMPTY || chess_piece_color (piece) != pos->side || from == to)
    {
      *o = '\0';
      return;
    }
  if (kind == CHESS_MOVE_CASTLING)
    o = put (o, chess_square_file (to) == 6 ? "O-O" : "O-O-O");
  else
    {
      bool capture = kind == CHESS_MOVE_EN_PASSANT || pos->board[to] != CHESS_EMPTY;
      if (type == CHESS_PAWN)
        {
          if (capture)
            *o++ = (char) ('a' + chess_square_file (from));
        }
      else
        {
          o = put (o, figurine ? figurines[pos->side][type] : chess_lang_piece_letter (lang, type));
          o = disambiguate (o, pos, move);
        }
      if (capture)
        *o++ = 'x';
      chess_square_name (to, o);
      o += 2;
      if (kind == CHESS_MOVE_PROMOTION)
        {
          *o++ = '=';
          o = put (o, figurine ? figurines[pos->side][chess_move_promotion (move)]
                               : chess_lang_piece_letter (lang, chess_move_promotion (move)));
        }
    }

  ChessPosition after = *pos;
  ChessUndo undo;
  chess_position_make (&after, move, &undo);
  if (chess_position_in_check (&after))
    *o++ = chess_position_has_legal_move (&after) ? '+' : '#';
  *o = '\0';
}

void
chess_san_write (const ChessPosition *pos, ChessMove move, ChessLang lang, char *buf)
{
  if ((unsigned) lang >= CHESS_N_LANGS)
    lang = CHESS_LANG_EN;
  write_san (pos, move, lang, false, buf);
}

void
chess_san_write_figurine (const ChessPosition *pos, ChessMove move, char *buf)
{
  write_san (pos, move, CHESS_LANG_EN, true, buf);
}

ChessMove
chess_san_read (const ChessPosition *pos, const char *san, ChessLang lang)
{
  return chess_notation_read_legal (pos, san, lang);
}
