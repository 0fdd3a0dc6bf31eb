/* adj-fen-message.c — why a FEN or a game record was refused, in words
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The specifics come from the engine's 'detail' text, whose few shapes are
 * fixed in chess-fen.c ("white has 2 kings", "pawn on e1" …); when a shape is
 * not recognised the sentence for the code alone is given, so a change in
 * the engine degrades the message and never garbles it (test-fen-message
 * checks that every shape the engine writes is recognised).
 */
#define G_LOG_DOMAIN "adjourn-fen-message"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "adj-fen-message.h"
#include "adj-verdict.h"

/* The text between the first and the last single quote of DETAIL, or NULL. */
static char *
quoted (const char *detail)
{
  const char *open = strchr (detail, '\'');
  const char *close = strrchr (detail, '\'');
  if (!open || close <= open)
    return NULL;
  return g_strndup (open + 1, (gsize) (close - open - 1));
}

/* "white"/"black" at the start of DETAIL. */
static gboolean
detail_color (const char *detail, ChessColor *color)
{
  if (g_str_has_prefix (detail, "white"))
    *color = CHESS_WHITE;
  else if (g_str_has_prefix (detail, "black"))
    *color = CHESS_BLACK;
  else
    return FALSE;
  return TRUE;
}

static char *
code_sentence (ChessFenError code)
{
  switch (code)
    {
    case CHESS_FEN_OK:
      return g_strdup (_("The position is valid."));
    case CHESS_FEN_ERROR_EMPTY:
      return g_strdup (_("No FEN was given."));
    case CHESS_FEN_ERROR_FIELD_COUNT:
      return g_strdup (_("A FEN has six fields separated by spaces."));
    case CHESS_FEN_ERROR_PLACEMENT_CHAR:
      return g_strdup (_("The piece placement holds a character that is not a piece letter, a digit or “/”."));
    case CHESS_FEN_ERROR_RANK_COUNT:
      return g_strdup (_("The piece placement does not have eight ranks."));
    case CHESS_FEN_ERROR_RANK_LENGTH:
      return g_strdup (_("A rank of the piece placement does not have eight squares."));
    case CHESS_FEN_ERROR_SIDE:
      return g_strdup (_("The side to move must be “w” or “b”."));
    case CHESS_FEN_ERROR_CASTLING_SYNTAX:
      return g_strdup (_("The castling field must be “-” or letters from KQkq."));
    case CHESS_FEN_ERROR_EP_SYNTAX:
      return g_strdup (_("The en passant field must be “-” or a square."));
    case CHESS_FEN_ERROR_HALFMOVE:
      return g_strdup (_("The halfmove clock must be a number from 0 to 9999."));
    case CHESS_FEN_ERROR_FULLMOVE:
      return g_strdup (_("The move number must be a number from 1 to 9999."));
    case CHESS_FEN_ERROR_KING_COUNT:
      return g_strdup (_("Each side must have exactly one king."));
    case CHESS_FEN_ERROR_PAWN_ON_BACK_RANK:
      return g_strdup (_("A pawn stands on the first or the last rank."));
    case CHESS_FEN_ERROR_TOO_MANY_PIECES:
      return g_strdup (_("A side has more pieces than a game can give it."));
    case CHESS_FEN_ERROR_OPPONENT_IN_CHECK:
      return g_strdup (_("The side that is not to move is in check."));
    case CHESS_FEN_ERROR_TOO_MANY_CHECKERS:
      return g_strdup (_("More than two pieces give check."));
    case CHESS_FEN_ERROR_IMPOSSIBLE_CHECK:
      return g_strdup (_("No last move could have given this check."));
    case CHESS_FEN_ERROR_CASTLING_RIGHTS:
      return g_strdup (_("A castling right is given without the king and the rook on their squares."));
    case CHESS_FEN_ERROR_EP_IMPOSSIBLE:
      return g_strdup (_("No pawn double step explains the en passant square."));
    case CHESS_FEN_N_ERRORS:
    default:
      return g_strdup (_("The FEN is not valid."));
    }
}

static char *
field_count_sentence (const char *detail)
{
  int n;
  if (g_str_has_prefix (detail, "more than"))
    return g_strdup (_("A FEN has six fields separated by spaces; this one has more."));
  if (sscanf (detail, "%d field", &n) == 1)
    return g_strdup_printf (ngettext ("A FEN has six fields separated by spaces; this one has %d.",
                                      "A FEN has six fields separated by spaces; this one has %d.", n), n);
  return NULL;
}

static char *
rank_sentence (ChessFenError code, const char *detail)
{
  int rank, n;
  if (code == CHESS_FEN_ERROR_RANK_COUNT)
    {
      if (g_str_has_prefix (detail, "more than"))
        return g_strdup (_("The piece placement has more than eight ranks."));
      if (sscanf (detail, "%d ranks", &n) == 1)
        return g_strdup_printf (ngettext ("The piece placement has %d rank instead of eight.",
                                          "The piece placement has %d ranks instead of eight.", n), n);
      return NULL;
    }
  if (sscanf (detail, "rank %d has more than", &rank) == 1 && strstr (detail, "more than"))
    return g_strdup_printf (_("Rank %d has more than eight squares."), rank);
  if (sscanf (detail, "rank %d has %d squares", &rank, &n) == 2)
    return g_strdup_printf (ngettext ("Rank %d has %d square instead of eight.",
                                      "Rank %d has %d squares instead of eight.", n), rank, n);
  return NULL;
}

static char *
king_sentence (const char *detail)
{
  ChessColor color;
  int n;
  if (!detail_color (detail, &color) || sscanf (detail + 5, " has %d kings", &n) != 1)
    return NULL;
  if (n == 0)
    return g_strdup (color == CHESS_WHITE ? _("White has no king.") : _("Black has no king."));
  if (n == 2)
    return g_strdup (color == CHESS_WHITE ? _("White has two kings.") : _("Black has two kings."));
  return g_strdup_printf (color == CHESS_WHITE ? _("White has %d kings.") : _("Black has %d kings."), n);
}

static char *
back_rank_sentence (const char *detail)
{
  char sq[3];
  if (sscanf (detail, "pawn on %2s", sq) != 1 || chess_square_parse (sq) == CHESS_NO_SQUARE)
    return NULL;
  /* Translators: "The pawn on e1 stands on the first rank." */
  return g_strdup_printf (chess_square_rank (chess_square_parse (sq)) == 0
                          ? _("The pawn on %s stands on the first rank.")
                          : _("The pawn on %s stands on the last rank."), sq);
}

static char *
material_sentence (const char *detail)
{
  ChessColor color;
  int total, pawns, promoted;
  if (!detail_color (detail, &color)
      || sscanf (detail + 5, " has %d pieces, %d pawns, %d promoted", &total, &pawns, &promoted) != 3)
    return NULL;
  gboolean white = color == CHESS_WHITE;
  if (total > 16)
    return g_strdup_printf (white ? _("White has %d pieces; a side has at most sixteen.")
                                  : _("Black has %d pieces; a side has at most sixteen."), total);
  if (pawns > 8)
    return g_strdup_printf (white ? _("White has %d pawns; a side has at most eight.")
                                  : _("Black has %d pawns; a side has at most eight."), pawns);
  /* Translators: the first number is pawns, the second pieces beyond the
   * starting set (a third knight, a second queen …). */
  return g_strdup_printf (white
                          ? _("White has %d pawns and %d pieces more than at the start; only promoted pawns give extra pieces.")
                          : _("Black has %d pawns and %d pieces more than at the start; only promoted pawns give extra pieces."),
                          pawns, promoted);
}

static char *
castling_rights_sentence (const char *detail)
{
  switch (detail[0])
    {
    case 'K':
      return g_strdup (_("White cannot castle on the king's side: that needs the king on e1 and a rook on h1."));
    case 'Q':
      return g_strdup (_("White cannot castle on the queen's side: that needs the king on e1 and a rook on a1."));
    case 'k':
      return g_strdup (_("Black cannot castle on the king's side: that needs the king on e8 and a rook on h8."));
    case 'q':
      return g_strdup (_("Black cannot castle on the queen's side: that needs the king on e8 and a rook on a8."));
    default:
      return NULL;
    }
}

static char *
en_passant_sentence (const char *detail)
{
  char sq[3], color[6];
  if (sscanf (detail, "%2s is not on the", sq) == 1 && strstr (detail, "third"))
    /* Translators: %s is a square, "e4". */
    return g_strdup_printf (_("The en passant square %s is not on the third rank, where White's pawns pass on a double step."), sq);
  if (sscanf (detail, "%2s is not on the", sq) == 1 && strstr (detail, "sixth"))
    return g_strdup_printf (_("The en passant square %s is not on the sixth rank, where Black's pawns pass on a double step."), sq);
  if (sscanf (detail, "no %5s pawn just passed over %2s", color, sq) == 2)
    return g_strdup_printf (strcmp (color, "white") == 0
                            ? _("No white pawn can just have passed over %s: the pawn must stand in front of it, with the square and the one behind it empty.")
                            : _("No black pawn can just have passed over %s: the pawn must stand in front of it, with the square and the one behind it empty."),
                            sq);
  return NULL;
}

static char *
specific_sentence (const ChessFenResult *r)
{
  const char *d = r->detail;
  g_autofree char *q = quoted (d);

  switch (r->code)
    {
    case CHESS_FEN_ERROR_FIELD_COUNT:
      return field_count_sentence (d);
    case CHESS_FEN_ERROR_PLACEMENT_CHAR:
      if (!q)
        return NULL;
      /* Translators: “x” is the character found, %d where it is. */
      return g_strdup_printf (_("“%s” (character %d) is not a piece letter, a digit or “/”."), q, r->column);
    case CHESS_FEN_ERROR_RANK_COUNT:
    case CHESS_FEN_ERROR_RANK_LENGTH:
      return rank_sentence (r->code, d);
    case CHESS_FEN_ERROR_SIDE:
      return q ? g_strdup_printf (_("The side to move must be “w” or “b”, not “%s”."), q) : NULL;
    case CHESS_FEN_ERROR_CASTLING_SYNTAX:
      if (!q)
        return NULL;
      if (strlen (q) == 1 && strchr ("KQkq", q[0]))
        return g_strdup_printf (_("The castling field names “%s” twice."), q);
      return g_strdup_printf (_("“%s” in the castling field is none of K, Q, k, q or “-”."), q);
    case CHESS_FEN_ERROR_EP_SYNTAX:
      return q ? g_strdup_printf (_("The en passant field “%s” is not a square or “-”."), q) : NULL;
    case CHESS_FEN_ERROR_HALFMOVE:
      return q ? g_strdup_printf (_("The halfmove clock “%s” is not a number from 0 to 9999."), q) : NULL;
    case CHESS_FEN_ERROR_FULLMOVE:
      return q ? g_strdup_printf (_("The move number “%s” is not a number from 1 to 9999."), q) : NULL;
    case CHESS_FEN_ERROR_KING_COUNT:
      return king_sentence (d);
    case CHESS_FEN_ERROR_PAWN_ON_BACK_RANK:
      return back_rank_sentence (d);
    case CHESS_FEN_ERROR_TOO_MANY_PIECES:
      return material_sentence (d);
    case CHESS_FEN_ERROR_OPPONENT_IN_CHECK:
      if (g_str_has_prefix (d, "black is in check"))
        return g_strdup (_("Black is in check, but it is White's turn to move."));
      if (g_str_has_prefix (d, "white is in check"))
        return g_strdup (_("White is in check, but it is Black's turn to move."));
      return NULL;
    case CHESS_FEN_ERROR_TOO_MANY_CHECKERS:
      {
        int n;
        if (sscanf (d, "%d pieces give check", &n) != 1)
          return NULL;
        return g_strdup_printf (ngettext ("%d piece gives check; no move can give more than two checks at once.",
                                          "%d pieces give check; no move can give more than two checks at once.", n), n);
      }
    case CHESS_FEN_ERROR_IMPOSSIBLE_CHECK:
      if (strstr (d, "neither a line piece"))
        return g_strdup (_("Two pieces give check and neither is a bishop, rook or queen: no last move could have done that."));
      if (strstr (d, "on one line"))
        return g_strdup (_("Two pieces give check along the same line: no last move could have done that."));
      if (strstr (d, "double step"))
        return g_strdup (_("The check cannot come from the pawn double step that the en passant square says was the last move."));
      return NULL;
    case CHESS_FEN_ERROR_CASTLING_RIGHTS:
      return castling_rights_sentence (d);
    case CHESS_FEN_ERROR_EP_IMPOSSIBLE:
      return en_passant_sentence (d);
    case CHESS_FEN_OK:
    case CHESS_FEN_ERROR_EMPTY:
    case CHESS_FEN_N_ERRORS:
    default:
      return NULL;
    }
}

char *
adj_fen_message (const ChessFenResult *result)
{
  g_return_val_if_fail (result != NULL, NULL);

  char *sentence = specific_sentence (result);
  return sentence ? sentence : code_sentence (result->code);
}

static char *
pgn_syntax_sentence (const ChessPgnGameInfo *info)
{
  switch (info->error)
    {
    case CHESS_PGN_ERROR_TAG_SYNTAX:
      return g_strdup (_("a tag is not written as [Name \"value\"]"));
    case CHESS_PGN_ERROR_UNTERMINATED_STRING:
      return g_strdup (_("the value of a tag has no closing quote"));
    case CHESS_PGN_ERROR_UNTERMINATED_COMMENT:
      return g_strdup (_("a comment is not closed by “}”"));
    case CHESS_PGN_ERROR_UNTERMINATED_VARIATION:
      return g_strdup (_("a variation is not closed by “)”"));
    case CHESS_PGN_ERROR_UNEXPECTED_PAREN:
      return g_strdup (_("“)” closes no variation"));
    case CHESS_PGN_ERROR_UNEXPECTED_CHAR:
      {
        g_autofree char *q = quoted (info->error_detail);
        if (q)
          /* Translators: “x” is the character found in the game record. */
          return g_strdup_printf (_("“%s” starts no move, comment or result"), q);
        return g_strdup (_("a character starts no move, comment or result"));
      }
    case CHESS_PGN_ERROR_BAD_NAG:
      return g_strdup (_("“$” must be followed by a number from 0 to 255"));
    case CHESS_PGN_ERROR_BAD_FEN:
      return g_strdup (_("the FEN tag is no valid position"));
    case CHESS_PGN_ERROR_NONE:
    case CHESS_PGN_N_ERRORS:
    default:
      return g_strdup (_("the game record cannot be read"));
    }
}

char *
adj_pgn_message (const ChessGame *game, const ChessPgnGameInfo *info)
{
  g_return_val_if_fail (game != NULL && info != NULL, NULL);

  const char *fen = chess_game_tag (game, "FEN");
  ChessPosition start;
  ChessFenResult fr;
  if (info->error == CHESS_PGN_ERROR_BAD_FEN && fen && !chess_fen_read (&start, fen, &fr))
    {
      g_autofree char *why = adj_fen_message (&fr);
      /* Translators: "Line 1: the FEN tag is no valid position. White has two kings." */
      return g_strdup_printf (_("Line %d: the FEN tag is no valid position. %s"), info->error_line, why);
    }
  if (info->error != CHESS_PGN_ERROR_NONE)
    {
      g_autofree char *what = pgn_syntax_sentence (info);
      if (info->error_column > 0)
        /* Translators: "Line 3, column 14: a comment is not closed by “}”." */
        return g_strdup_printf (_("Line %d, column %d: %s."), info->error_line, info->error_column, what);
      return g_strdup_printf (_("Line %d: %s."), info->error_line, what);
    }
  if (info->problem)
    {
      /* The game stops before the move, so its current position is the one
       * the move was read in. */
      const ChessPosition *pos = chess_game_position (game);
      g_autofree char *why = adj_verdict_reason (pos, &info->problem_verdict);
      int number = pos->fullmove_number;
      if (pos->side == CHESS_WHITE)
        /* Translators: "Line 4, column 9: White's move 12, “Nf7”: no knight can reach f7." */
        return g_strdup_printf (_("Line %d, column %d: White's move %d, “%s”: %s."),
                                info->problem_line, info->problem_column, number, info->problem_text, why);
      return g_strdup_printf (_("Line %d, column %d: Black's move %d, “%s”: %s."),
                              info->problem_line, info->problem_column, number, info->problem_text, why);
    }
  return NULL;
}
