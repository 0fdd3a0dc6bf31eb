/* adj-fen-message.c — why a FEN or a game record was refused, in words
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The specifics come from the members of the engine's result (the square,
 * the side, the count, the text found …), never from its English 'detail';
 * a result that lacks them gets the sentence for its code alone.
 */
#define G_LOG_DOMAIN "adjourn-fen-message"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-fen-message.h"
#include "adj-verdict.h"

/* The members of a result hold values a refusal can have: a result made
 * by hand with only a code gets the sentence for the code. */
static gboolean
has_color (const ChessFenResult *r)
{
  return r->color == CHESS_WHITE || r->color == CHESS_BLACK;
}

static gboolean
has_square (const ChessFenResult *r)
{
  return r->square >= 0 && r->square < 64;
}

static gboolean
has_found (const ChessFenResult *r)
{
  return r->found[0] != '\0' && memchr (r->found, '\0', sizeof r->found) != NULL;
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
field_count_sentence (const ChessFenResult *r)
{
  if (r->count > r->limit)
    return g_strdup (_("A FEN has six fields separated by spaces; this one has more."));
  if (r->count > 0)
    return g_strdup_printf (ngettext ("A FEN has six fields separated by spaces; this one has %d.",
                                      "A FEN has six fields separated by spaces; this one has %d.", r->count),
                            r->count);
  return NULL;
}

static char *
rank_count_sentence (const ChessFenResult *r)
{
  if (r->count > r->limit)
    return g_strdup (_("The piece placement has more than eight ranks."));
  if (r->count > 0)
    return g_strdup_printf (ngettext ("The piece placement has %d rank instead of eight.",
                                      "The piece placement has %d ranks instead of eight.", r->count), r->count);
  return NULL;
}

static char *
rank_length_sentence (const ChessFenResult *r)
{
  if (r->rank < 1 || r->rank > 8)
    return NULL;
  if (r->count > r->limit)
    return g_strdup_printf (_("Rank %d has more than eight squares."), r->rank);
  return g_strdup_printf (ngettext ("Rank %d has %d square instead of eight.",
                                    "Rank %d has %d squares instead of eight.", r->count), r->rank, r->count);
}

static char *
castling_syntax_sentence (const ChessFenResult *r, const char *found)
{
  if (!found)
    return NULL;
  if (r->count > r->limit)
    return g_strdup_printf (_("The castling field names “%s” twice."), found);
  return g_strdup_printf (_("“%s” in the castling field is none of K, Q, k, q or “-”."), found);
}

static char *
king_sentence (const ChessFenResult *r)
{
  if (!has_color (r))
    return NULL;
  gboolean white = r->color == CHESS_WHITE;
  if (r->count == 0)
    return g_strdup (white ? _("White has no king.") : _("Black has no king."));
  if (r->count == 2)
    return g_strdup (white ? _("White has two kings.") : _("Black has two kings."));
  return g_strdup_printf (white ? _("White has %d kings.") : _("Black has %d kings."), r->count);
}

static char *
back_rank_sentence (const ChessFenResult *r)
{
  char sq[3];
  if (!has_square (r))
    return NULL;
  chess_square_name (r->square, sq);
  /* Translators: "The pawn on e1 stands on the first rank." */
  return g_strdup_printf (chess_square_rank (r->square) == 0
                          ? _("The pawn on %s stands on the first rank.")
                          : _("The pawn on %s stands on the last rank."), sq);
}

static char *
material_sentence (const ChessFenResult *r)
{
  if (!has_color (r))
    return NULL;
  gboolean white = r->color == CHESS_WHITE;
  switch (r->test)
    {
    case CHESS_FEN_TEST_PIECES:
      return g_strdup_printf (white ? _("White has %d pieces; a side has at most sixteen.")
                                    : _("Black has %d pieces; a side has at most sixteen."), r->count);
    case CHESS_FEN_TEST_PAWNS:
      return g_strdup_printf (white ? _("White has %d pawns; a side has at most eight.")
                                    : _("Black has %d pawns; a side has at most eight."), r->count);
    case CHESS_FEN_TEST_PROMOTIONS:
      /* Translators: the first number is pawns, the second pieces beyond the
       * starting set (a third knight, a second queen …). */
      return g_strdup_printf (white
                              ? _("White has %d pawns and %d pieces more than at the start; only promoted pawns give extra pieces.")
                              : _("Black has %d pawns and %d pieces more than at the start; only promoted pawns give extra pieces."),
                              r->count - r->promoted, r->promoted);
    default:
      return NULL;
    }
}

static char *
opponent_in_check_sentence (const ChessFenResult *r)
{
  if (!has_color (r))
    return NULL;
  return g_strdup (r->color == CHESS_BLACK ? _("Black is in check, but it is White’s turn to move.")
                                           : _("White is in check, but it is Black’s turn to move."));
}

static char *
impossible_check_sentence (const ChessFenResult *r)
{
  switch (r->test)
    {
    case CHESS_FEN_TEST_CHECK_NO_LINE_PIECE:
      return g_strdup (_("Two pieces give check and neither is a bishop, rook or queen: no last move could have done that."));
    case CHESS_FEN_TEST_CHECK_SAME_LINE:
      return g_strdup (_("Two pieces give check along the same line: no last move could have done that."));
    case CHESS_FEN_TEST_CHECK_DOUBLE_STEP:
      return g_strdup (_("The check cannot come from the pawn double step that the en passant square says was the last move."));
    default:
      return NULL;
    }
}

/* Which castling right: the rook it needs is on the h-file or the a-file. */
static char *
castling_rights_sentence (const ChessFenResult *r)
{
  if (!has_color (r) || !has_square (r))
    return NULL;
  gboolean king_side = chess_square_file (r->square) == 7;
  if (r->color == CHESS_WHITE)
    return g_strdup (king_side
                     ? _("White cannot castle on the king’s side: that needs the king on e1 and a rook on h1.")
                     : _("White cannot castle on the queen’s side: that needs the king on e1 and a rook on a1."));
  return g_strdup (king_side
                   ? _("Black cannot castle on the king’s side: that needs the king on e8 and a rook on h8.")
                   : _("Black cannot castle on the queen’s side: that needs the king on e8 and a rook on a8."));
}

static char *
en_passant_sentence (const ChessFenResult *r)
{
  char sq[3];
  if (!has_color (r) || !has_square (r))
    return NULL;
  chess_square_name (r->square, sq);
  gboolean white = r->color == CHESS_WHITE;
  switch (r->test)
    {
    case CHESS_FEN_TEST_EP_RANK:
      /* Translators: %s is a square, "e4". */
      return g_strdup_printf (white
                              ? _("The en passant square %s is not on the third rank, where White’s pawns pass on a double step.")
                              : _("The en passant square %s is not on the sixth rank, where Black’s pawns pass on a double step."),
                              sq);
    case CHESS_FEN_TEST_EP_PAWN:
      return g_strdup_printf (white
                              ? _("No white pawn can just have passed over %s: the pawn must stand in front of it, with the square and the one behind it empty.")
                              : _("No black pawn can just have passed over %s: the pawn must stand in front of it, with the square and the one behind it empty."),
                              sq);
    default:
      return NULL;
    }
}

/* A sentence naming what the refusal concerns, or NULL when the result
 * does not say it. */
static char *
specific_sentence (const ChessFenResult *r)
{
  /* The text found is bytes of the input, which need not be UTF-8. */
  g_autofree char *found = has_found (r) ? g_utf8_make_valid (r->found, -1) : NULL;

  switch (r->code)
    {
    case CHESS_FEN_ERROR_FIELD_COUNT:
      return field_count_sentence (r);
    case CHESS_FEN_ERROR_PLACEMENT_CHAR:
      if (!found)
        return NULL;
      /* Translators: “x” is the character found, %d where it is. */
      return g_strdup_printf (_("“%s” (character %d) is not a piece letter, a digit or “/”."), found, r->column);
    case CHESS_FEN_ERROR_RANK_COUNT:
      return rank_count_sentence (r);
    case CHESS_FEN_ERROR_RANK_LENGTH:
      return rank_length_sentence (r);
    case CHESS_FEN_ERROR_SIDE:
      return found ? g_strdup_printf (_("The side to move must be “w” or “b”, not “%s”."), found) : NULL;
    case CHESS_FEN_ERROR_CASTLING_SYNTAX:
      return castling_syntax_sentence (r, found);
    case CHESS_FEN_ERROR_EP_SYNTAX:
      return found ? g_strdup_printf (_("The en passant field “%s” is not a square or “-”."), found) : NULL;
    case CHESS_FEN_ERROR_HALFMOVE:
      return found ? g_strdup_printf (_("The halfmove clock “%s” is not a number from 0 to 9999."), found) : NULL;
    case CHESS_FEN_ERROR_FULLMOVE:
      return found ? g_strdup_printf (_("The move number “%s” is not a number from 1 to 9999."), found) : NULL;
    case CHESS_FEN_ERROR_KING_COUNT:
      return king_sentence (r);
    case CHESS_FEN_ERROR_PAWN_ON_BACK_RANK:
      return back_rank_sentence (r);
    case CHESS_FEN_ERROR_TOO_MANY_PIECES:
      return material_sentence (r);
    case CHESS_FEN_ERROR_OPPONENT_IN_CHECK:
      return opponent_in_check_sentence (r);
    case CHESS_FEN_ERROR_TOO_MANY_CHECKERS:
      if (r->count <= r->limit)
        return NULL;
      return g_strdup_printf (ngettext ("%d piece gives check; no move can give more than two checks at once.",
                                        "%d pieces give check; no move can give more than two checks at once.",
                                        r->count), r->count);
    case CHESS_FEN_ERROR_IMPOSSIBLE_CHECK:
      return impossible_check_sentence (r);
    case CHESS_FEN_ERROR_CASTLING_RIGHTS:
      return castling_rights_sentence (r);
    case CHESS_FEN_ERROR_EP_IMPOSSIBLE:
      return en_passant_sentence (r);
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

/* A string member of the PGN reader's info that holds a NUL-terminated text,
 * made valid UTF-8 for a sentence; NULL when it is empty. */
static char *
pgn_text (const char *member, size_t size)
{
  if (member[0] == '\0' || memchr (member, '\0', size) == NULL)
    return NULL;
  return g_utf8_make_valid (member, -1);
}

/* The character found where no PGN token starts: quoted when it can be
 * seen, by its code when it is invisible, as a byte when it is no UTF-8. */
static char *
unexpected_char_sentence (const ChessPgnGameInfo *info)
{
  const char *found = info->error_found;
  if (found[0] == '\0' || memchr (found, '\0', sizeof info->error_found) == NULL)
    return NULL;
  const char *end = NULL;
  if (!g_utf8_validate (found, -1, &end) || g_utf8_next_char (found) != end)
    /* Translators: the byte in hexadecimal, "0xFF". */
    return g_strdup_printf (_("the byte 0x%02X is not UTF-8 text and starts no move, comment or result"),
                            (unsigned) (unsigned char) found[0]);
  gunichar c = g_utf8_get_char (found);
  if (!g_unichar_isgraph (c))
    /* Translators: a Unicode code point, "U+0007". */
    return g_strdup_printf (_("the invisible character U+%04X starts no move, comment or result"), (unsigned) c);
  /* Translators: “x” is the character found in the game record. */
  return g_strdup_printf (_("“%s” starts no move, comment or result"), found);
}

/* The clause for a syntax error that names what the info's members say:
 * the tag, the character or the text found; NULL when they say nothing. */
static char *
pgn_specific_clause (const ChessPgnGameInfo *info)
{
  g_autofree char *tag = pgn_text (info->error_tag, sizeof info->error_tag);
  g_autofree char *found = pgn_text (info->error_found, sizeof info->error_found);

  switch (info->error)
    {
    case CHESS_PGN_ERROR_TAG_SYNTAX:
      if (info->error_expected == CHESS_PGN_EXPECT_TAG_NAME)
        return g_strdup (_("a tag name must follow “[”"));
      if (info->error_expected == CHESS_PGN_EXPECT_TAG_VALUE && tag)
        /* Translators: %s is a tag name, "White". */
        return g_strdup_printf (_("the tag %s has no quoted value"), tag);
      if (info->error_expected == CHESS_PGN_EXPECT_TAG_CLOSE && tag)
        return g_strdup_printf (_("the tag %s is not closed by “]”"), tag);
      return NULL;
    case CHESS_PGN_ERROR_UNTERMINATED_STRING:
      return tag ? g_strdup_printf (_("the value of tag %s has no closing quote"), tag) : NULL;
    case CHESS_PGN_ERROR_NUL_BYTE:
      /* Translators: %s is a tag name, "White"; a NUL byte is the character of code 0. */
      return tag ? g_strdup_printf (_("the value of tag %s holds a NUL byte"), tag) : NULL;
    case CHESS_PGN_ERROR_UNEXPECTED_CHAR:
      return unexpected_char_sentence (info);
    case CHESS_PGN_ERROR_BAD_NAG:
      /* Translators: “$300” is the text found in the game record. */
      return found ? g_strdup_printf (_("“$%s”: “$” must be followed by a number from 0 to 255"), found) : NULL;
    case CHESS_PGN_ERROR_UNTERMINATED_COMMENT:
    case CHESS_PGN_ERROR_UNTERMINATED_VARIATION:
    case CHESS_PGN_ERROR_UNEXPECTED_PAREN:
    case CHESS_PGN_ERROR_BAD_FEN:
    case CHESS_PGN_ERROR_NONE:
    case CHESS_PGN_N_ERRORS:
    default:
      return NULL;
    }
}

static char *
pgn_syntax_sentence (const ChessPgnGameInfo *info)
{
  char *specific = pgn_specific_clause (info);
  if (specific)
    return specific;
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
      return g_strdup (_("a character starts no move, comment or result"));
    case CHESS_PGN_ERROR_BAD_NAG:
      return g_strdup (_("“$” must be followed by a number from 0 to 255"));
    case CHESS_PGN_ERROR_BAD_FEN:
      return g_strdup (_("the FEN tag is not a valid position"));
    case CHESS_PGN_ERROR_NUL_BYTE:
      return g_strdup (_("the value of a tag holds a NUL byte"));
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
      /* Translators: "Line 1: the FEN tag is not a valid position. White has two kings." */
      return g_strdup_printf (_("Line %d: the FEN tag is not a valid position. %s"), info->error_line, why);
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
        /* Translators: "Line 4, column 9: White’s move 12, “Nf7”: no knight can reach f7." */
        return g_strdup_printf (_("Line %d, column %d: White’s move %d, “%s”: %s."),
                                info->problem_line, info->problem_column, number, info->problem_text, why);
      return g_strdup_printf (_("Line %d, column %d: Black’s move %d, “%s”: %s."),
                              info->problem_line, info->problem_column, number, info->problem_text, why);
    }
  return NULL;
}
