/* adj-verdict.c — a sealed move's verdict in words, in the UI language
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-verdict"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-verdict.h"

const char *
adj_piece_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PAWN:   return _("pawn");
    case CHESS_KNIGHT: return _("knight");
    case CHESS_BISHOP: return _("bishop");
    case CHESS_ROOK:   return _("rook");
    case CHESS_QUEEN:  return _("queen");
    case CHESS_KING:   return _("king");
    case CHESS_N_PIECE_TYPES:
    default:           return _("piece");
    }
}

const char *
adj_side_name (ChessColor color)
{
  /* Translators: a side in sentences such as “%s loses the game.” */
  return color == CHESS_WHITE ? C_("side in a sentence", "White") : C_("side in a sentence", "Black");
}

/* A piece and its square inside a sentence, each piece a message of its
 * own: the article and the gender follow the piece in other languages
 * ("el cavall de d7", "la torre de d1"). */
char *
adj_piece_on (ChessPieceType type, const char *square)
{
  g_return_val_if_fail (square != NULL, NULL);

  switch (type)
    {
    /* Translators: a piece and its square, inside a sentence: "the pawn on e4". */
    case CHESS_PAWN:   return g_strdup_printf (_("the pawn on %s"), square);
    /* Translators: a piece and its square, inside a sentence: "the knight on d7". */
    case CHESS_KNIGHT: return g_strdup_printf (_("the knight on %s"), square);
    /* Translators: a piece and its square, inside a sentence: "the bishop on c4". */
    case CHESS_BISHOP: return g_strdup_printf (_("the bishop on %s"), square);
    /* Translators: a piece and its square, inside a sentence: "the rook on d1". */
    case CHESS_ROOK:   return g_strdup_printf (_("the rook on %s"), square);
    /* Translators: a piece and its square, inside a sentence: "the queen on d8". */
    case CHESS_QUEEN:  return g_strdup_printf (_("the queen on %s"), square);
    /* Translators: a piece and its square, inside a sentence: "the king on e8". */
    case CHESS_KING:   return g_strdup_printf (_("the king on %s"), square);
    case CHESS_N_PIECE_TYPES:
    default:
      /* Translators: a piece and its square, inside a sentence: "the piece on e4". */
      return g_strdup_printf (_("the piece on %s"), square);
    }
}

const char *
adj_lang_name (ChessLang lang)
{
  switch (lang)
    {
    case CHESS_LANG_EN: return _("English");
    case CHESS_LANG_CA: return _("Catalan");
    case CHESS_LANG_ES: return _("Spanish");
    case CHESS_LANG_PT: return _("Portuguese");
    case CHESS_LANG_DE: return _("German");
    case CHESS_LANG_FR: return _("French");
    case CHESS_LANG_IT: return _("Italian");
    case CHESS_LANG_NL: return _("Dutch");
    case CHESS_N_LANGS:
    default:            return "?";
    }
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

GPtrArray *
adj_verdict_candidates (const ChessVerdict *verdict)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  g_return_val_if_fail (verdict != NULL, list);
  for (int i = 0; i < verdict->n_candidates; i++)
    {
      char uci[6];
      chess_move_to_uci (verdict->candidates[i], uci);
      g_ptr_array_add (list, g_strdup (uci));
    }
  g_ptr_array_sort (list, compare_strings);
  return list;
}

/* "b1 and f1", "b1, d1 and f1": the departure squares of the candidates. */
static char *
join_from_squares (const ChessVerdict *v)
{
  g_autoptr(GString) s = g_string_new (NULL);
  ChessSquare seen[CHESS_MAX_MOVES];
  int n = 0;
  for (int i = 0; i < v->n_candidates; i++)
    {
      ChessSquare from = chess_move_from (v->candidates[i]);
      gboolean dup = FALSE;
      for (int j = 0; j < n; j++)
        dup |= seen[j] == from;
      if (!dup)
        seen[n++] = from;
    }
  for (int i = 0; i < n; i++)
    {
      char sq[3];
      chess_square_name (seen[i], sq);
      if (i > 0)
        /* Translators: joins squares in a list, "b1, d1 and f1" */
        g_string_append (s, i == n - 1 ? _(" and ") : _(", "));
      g_string_append (s, sq);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
ambiguous_pieces (const ChessVerdict *v)
{
  char to[3];
  chess_square_name (v->n_candidates ? chess_move_to (v->candidates[0]) : v->to, to);
  g_autofree char *from = join_from_squares (v);
  int n = v->n_candidates;
  switch (v->piece)
    {
    case CHESS_PAWN:
      return g_strdup_printf (ngettext ("%d pawn can reach %s: %s", "%d pawns can reach %s: %s", n), n, to, from);
    case CHESS_KNIGHT:
      return g_strdup_printf (ngettext ("%d knight can reach %s: %s", "%d knights can reach %s: %s", n), n, to, from);
    case CHESS_BISHOP:
      return g_strdup_printf (ngettext ("%d bishop can reach %s: %s", "%d bishops can reach %s: %s", n), n, to, from);
    case CHESS_ROOK:
      return g_strdup_printf (ngettext ("%d rook can reach %s: %s", "%d rooks can reach %s: %s", n), n, to, from);
    case CHESS_QUEEN:
      return g_strdup_printf (ngettext ("%d queen can reach %s: %s", "%d queens can reach %s: %s", n), n, to, from);
    case CHESS_KING:
    case CHESS_N_PIECE_TYPES:
    default:
      return g_strdup_printf (ngettext ("%d move fits the text: %s", "%d moves fit the text: %s", n), n, from);
    }
}

char *
adj_verdict_reason (const ChessPosition *pos, const ChessVerdict *v)
{
  g_return_val_if_fail (pos != NULL && v != NULL, NULL);
  char from[3] = "", to[3] = "";
  if (v->from != CHESS_NO_SQUARE)
    chess_square_name (v->from, from);
  if (v->to != CHESS_NO_SQUARE)
    chess_square_name (v->to, to);
  const char *piece = adj_piece_name (v->piece);

  switch (v->reason)
    {
    case CHESS_REASON_LEGAL:
      {
        char f[3], t[3];
        chess_square_name (chess_move_from (v->move), f);
        chess_square_name (chess_move_to (v->move), t);
        ChessPiece p = pos->board[chess_move_from (v->move)];
        if (chess_move_kind (v->move) == CHESS_MOVE_CASTLING)
          return g_strdup (chess_square_file (chess_move_to (v->move)) == 6
                           ? _("the move is legal: castling on the king’s side")
                           : _("the move is legal: castling on the queen’s side"));
        g_autofree char *moved = adj_piece_on (chess_piece_type (p), f);
        /* Translators: "the move is legal: the knight on g1 goes to f3"; the
         * first %s is "the knight on g1", translated on its own. */
        return g_strdup_printf (_("the move is legal: %s goes to %s"), moved, t);
      }
    case CHESS_REASON_AMBIGUOUS_PIECES:
      return ambiguous_pieces (v);
    case CHESS_REASON_AMBIGUOUS_PROMOTION:
      if (v->n_candidates)
        chess_square_name (chess_move_to (v->candidates[0]), to);
      return g_strdup_printf (_("the pawn reaching %s does not say what it promotes to"), to);
    case CHESS_REASON_EMPTY:
      return g_strdup (_("nothing is written"));
    case CHESS_REASON_SYNTAX:
      return g_strdup (_("this is not a move in the chosen notation"));
    case CHESS_REASON_BAD_SQUARE:
      return g_strdup (_("it names a square that is not on the board"));
    case CHESS_REASON_NO_SUCH_PIECE:
      if (*to)
        /* Translators: "no knight can reach d5" */
        return g_strdup_printf (_("no %s can reach %s"), piece, to);
      return g_strdup_printf (_("no %s can make this move"), piece);
    case CHESS_REASON_BLOCKED:
      return g_strdup_printf (_("the way to %s is blocked"), *to ? to : "?");
    case CHESS_REASON_PINNED:
      if (*from)
        return g_strdup_printf (_("the %s on %s is pinned to its king"), piece, from);
      return g_strdup_printf (_("the %s is pinned to its king"), piece);
    case CHESS_REASON_KING_INTO_CHECK:
      return g_strdup (_("the king would be left in check"));
    case CHESS_REASON_IN_CHECK:
      return g_strdup (_("the king is in check and this move does not answer the check"));
    case CHESS_REASON_CASTLING_NO_RIGHT:
      return g_strdup (_("castling is no longer allowed: the king or that rook has moved"));
    case CHESS_REASON_CASTLING_THROUGH_CHECK:
      return g_strdup (_("the king may not castle across or onto an attacked square"));
    case CHESS_REASON_CASTLING_IN_CHECK:
      return g_strdup (_("the king may not castle out of check"));
    case CHESS_REASON_CASTLING_BLOCKED:
      return g_strdup (_("castling is blocked: a piece stands between the king and the rook"));
    case CHESS_REASON_WRONG_PIECE_ON_SQUARE:
      if (*from)
        return g_strdup_printf (_("there is no %s of the side to move on %s"), piece, from);
      return g_strdup_printf (_("there is no such %s"), piece);
    case CHESS_REASON_OWN_PIECE_ON_TARGET:
      return g_strdup_printf (_("%s holds a piece of the same colour"), *to ? to : "?");
    case CHESS_REASON_BAD_PROMOTION:
      return g_strdup (_("a pawn promotes only on the last rank, and only to a queen, rook, bishop or knight"));
    case CHESS_REASON_GAME_OVER:
      return g_strdup (_("the game is already over: the side to move has no legal move"));
    case CHESS_REASON_NONE:
    case CHESS_N_REASONS:
    default:
      return g_strdup (_("no reason given"));
    }
}

const char *
adj_verdict_note_text (ChessNote note)
{
  switch (note)
    {
    case CHESS_NOTE_MISSING_CAPTURE:         return _("missing capture sign");
    case CHESS_NOTE_CAPTURE_ON_NON_CAPTURE:  return _("capture sign on a move that captures nothing");
    case CHESS_NOTE_MISSING_CHECK:           return _("missing check sign");
    case CHESS_NOTE_CHECK_ON_NON_CHECK:      return _("check sign on a non-checking move");
    case CHESS_NOTE_MATE_ON_NON_MATE:        return _("mate sign on a move that does not mate");
    case CHESS_NOTE_OVER_DISAMBIGUATED:      return _("departure square given where none is needed");
    case CHESS_NOTE_LONG_FORM:               return _("written in long form");
    case CHESS_NOTE_COORDINATES:             return _("written as coordinates");
    case CHESS_NOTE_EN_PASSANT_MARK:         return _("en passant mark");
    case CHESS_NOTE_ANNOTATION:              return _("annotation sign");
    default:                                 return NULL;
    }
}

GPtrArray *
adj_verdict_notes (unsigned notes)
{
  GPtrArray *list = g_ptr_array_new ();
  for (unsigned bit = 1; bit && bit <= CHESS_NOTE_ANNOTATION; bit <<= 1)
    if (notes & bit)
      {
        const char *text = adj_verdict_note_text ((ChessNote) bit);
        if (text)
          g_ptr_array_add (list, (gpointer) text);
      }
  return list;
}

gboolean
adj_moves_contain (const ChessMove *moves, int n, ChessMove move)
{
  for (int i = 0; i < n; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}
