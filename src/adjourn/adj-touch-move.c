/* adj-touch-move.c — which piece must replace an illegal declared move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order follows the Laws' touch-move articles (2023 4.3–4.5, 2005
 * 4.3–4.5, 1993 7.2–7.3 and 5.1 D, 1985 07.02–07.03 and 05.01(d)): the own
 * piece first — the one the notation names, when it names one — then, for
 * a capture, the opponent's piece touched too, then any legal move. Which
 * article backs each step is the profile's business, not this file's.
 */
#define G_LOG_DOMAIN "adjourn-touch-move"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "adj-touch-move.h"
#include "adj-verdict.h"
#include "chess-san.h"

static const char *const piece_ids[CHESS_N_PIECE_TYPES] = {
  "pawn", "knight", "bishop", "rook", "queen", "king",
};

static const char *const rule_ids[] = {
  [ADJ_TOUCH_MOVE_UNDETERMINED]   = "undetermined",
  [ADJ_TOUCH_MOVE_MOVE_PIECE]     = "move-piece",
  [ADJ_TOUCH_MOVE_CAPTURE_PIECE]  = "capture-piece",
  [ADJ_TOUCH_MOVE_ANY_MOVE]       = "any-move",
  [ADJ_TOUCH_MOVE_FIRST_TOUCHED_UNKNOWN] = "first-touched-unknown",
};

const char *
adj_touch_move_rule_id (AdjTouchMoveRule rule)
{
  return (unsigned) rule < G_N_ELEMENTS (rule_ids) ? rule_ids[rule] : "unknown";
}

static int
count_squares (ChessBitboard b)
{
  int n = 0;
  for (; b; b &= b - 1)
    n++;
  return n;
}

static ChessSquare
first_square (ChessBitboard b)
{
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (b & ((ChessBitboard) 1 << sq))
      return sq;
  return CHESS_NO_SQUARE;
}

static void
decide (AdjTouchMove *t, const AdjProfile *profile, AdjTouchMoveRule rule, AdjDecision decision)
{
  t->rule = rule;
  t->decision = decision;
  t->article = adj_profile_article (profile, decision);
}

gboolean
adj_touch_move_apply (const AdjProfile *profile, const ChessPosition *pos, const char *declared,
                      ChessLang lang, AdjTouchMove *touch)
{
  g_return_val_if_fail (profile != NULL && pos != NULL && touch != NULL, FALSE);

  ChessBitboard meant;
  bool castling;
  /* The destination written: the opponent's piece a capture touches. */
  ChessSquare to;
  if (!declared || !chess_notation_pieces_meant (pos, declared, lang, &meant, &castling, &to))
    return FALSE;
  ChessMoveList all;
  if (chess_position_legal_moves (pos, &all) == 0)
    return FALSE;

  memset (touch, 0, sizeof *touch);
  touch->color = pos->side;
  touch->square = CHESS_NO_SQUARE;
  touch->captured_square = CHESS_NO_SQUARE;
  touch->castling = castling;

  if (count_squares (meant) != 1)
    {
      /* Never a guess: the arbiter finds out which piece it was. */
      touch->candidates = meant;
      decide (touch, profile, ADJ_TOUCH_MOVE_UNDETERMINED,
              castling ? ADJ_DECISION_TOUCHED_KING_CASTLING : ADJ_DECISION_TOUCHED_PIECE_MOVES);
      return TRUE;
    }
  touch->square = first_square (meant);
  touch->piece = chess_piece_type (pos->board[touch->square]);
  if (!castling && to != CHESS_NO_SQUARE && pos->board[to] != CHESS_EMPTY
      && chess_piece_color (pos->board[to]) != pos->side)
    {
      touch->captured_square = to;
      touch->captured_piece = chess_piece_type (pos->board[to]);
    }
  gboolean both = touch->captured_square != CHESS_NO_SQUARE;
  AdjDecision own = castling ? ADJ_DECISION_TOUCHED_KING_CASTLING
                    : both   ? ADJ_DECISION_TOUCHED_BOTH_COLOURS
                             : ADJ_DECISION_TOUCHED_PIECE_MOVES;

  for (int i = 0; i < all.count; i++)
    if (chess_move_from (all.moves[i]) == touch->square)
      touch->moves[touch->n_moves++] = all.moves[i];
  qsort (touch->moves, (size_t) touch->n_moves, sizeof touch->moves[0], chess_move_compare_uci);
  /* The opponent's piece can be captured (by any piece). */
  for (int i = 0; both && i < all.count; i++)
    if (chess_move_to (all.moves[i]) == touch->captured_square && chess_move_kind (all.moves[i]) != CHESS_MOVE_CASTLING)
      touch->captures[touch->n_captures++] = all.moves[i];
  qsort (touch->captures, (size_t) touch->n_captures, sizeof touch->captures[0], chess_move_compare_uci);

  if (touch->n_moves > 0 && touch->n_captures > 0 && !profile->own_piece_touched_first)
    {
      /* Which was touched first decides, and the edition has no rule for
       * when nobody knows: the arbiter establishes it. */
      decide (touch, profile, ADJ_TOUCH_MOVE_FIRST_TOUCHED_UNKNOWN, ADJ_DECISION_TOUCHED_BOTH_COLOURS);
      return TRUE;
    }
  /* The own piece first: the editions that say so count it first when it
   * is unclear (2023 4.3.3, 2005 4.3c, 1993 7.2 B). */
  if (touch->n_moves > 0)
    {
      touch->n_captures = 0;
      decide (touch, profile, ADJ_TOUCH_MOVE_MOVE_PIECE, own);
      return TRUE;
    }
  if (touch->n_captures > 0)
    {
      memcpy (touch->moves, touch->captures, (size_t) touch->n_captures * sizeof touch->moves[0]);
      touch->n_moves = touch->n_captures;
      touch->n_captures = 0;
      decide (touch, profile, ADJ_TOUCH_MOVE_CAPTURE_PIECE, ADJ_DECISION_TOUCHED_BOTH_COLOURS);
      return TRUE;
    }
  decide (touch, profile, ADJ_TOUCH_MOVE_ANY_MOVE, ADJ_DECISION_TOUCHED_NONE_MOVABLE);
  return TRUE;
}

static char *
move_list (const ChessMove *moves, int n, const ChessPosition *pos, ChessLang lang)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      char san[CHESS_SAN_MAX];
      chess_san_write (pos, moves[i], lang, san);
      g_string_append_printf (s, "%s%s", i ? ", " : "", san);
    }
  return g_string_free (s, FALSE);
}

static char *
square_list (ChessBitboard squares)
{
  GString *s = g_string_new (NULL);
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (squares & ((ChessBitboard) 1 << sq))
      {
        char name[3];
        chess_square_name (sq, name);
        g_string_append_printf (s, "%s%s", s->len ? ", " : "", name);
      }
  return g_string_free (s, FALSE);
}

/* "The declared move does not say which knight Black moved…": a sentence
 * for each piece, as the words around the piece follow its gender in
 * other languages ("quin cavall", "quina torre"). */
static char *
which_piece_moved (ChessPieceType type, const char *player, const char *where, const char *article)
{
  switch (type)
    {
    /* Translators: "The declared move does not say which pawn Black moved (on d7, d6): the arbiter
     * establishes it, and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." */
    case CHESS_PAWN:
      return g_strdup_printf (_("The declared move does not say which pawn %1$s moved (on %2$s): "
                                "the arbiter establishes it, and %1$s must move that piece if it has a legal "
                                "move (touch move, Art. %3$s)."),
                              player, where, article);
    /* Translators: "The declared move does not say which knight Black moved (on b8, f6): the arbiter
     * establishes it, and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." */
    case CHESS_KNIGHT:
      return g_strdup_printf (_("The declared move does not say which knight %1$s moved (on %2$s): "
                                "the arbiter establishes it, and %1$s must move that piece if it has a legal "
                                "move (touch move, Art. %3$s)."),
                              player, where, article);
    /* Translators: "The declared move does not say which bishop Black moved (on c8, f5): the arbiter
     * establishes it, and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." */
    case CHESS_BISHOP:
      return g_strdup_printf (_("The declared move does not say which bishop %1$s moved (on %2$s): "
                                "the arbiter establishes it, and %1$s must move that piece if it has a legal "
                                "move (touch move, Art. %3$s)."),
                              player, where, article);
    /* Translators: "The declared move does not say which rook Black moved (on a8, f8): the arbiter
     * establishes it, and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." */
    case CHESS_ROOK:
      return g_strdup_printf (_("The declared move does not say which rook %1$s moved (on %2$s): "
                                "the arbiter establishes it, and %1$s must move that piece if it has a legal "
                                "move (touch move, Art. %3$s)."),
                              player, where, article);
    /* Translators: "The declared move does not say which queen Black moved (on d8, h4): the arbiter
     * establishes it, and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." */
    case CHESS_QUEEN:
      return g_strdup_printf (_("The declared move does not say which queen %1$s moved (on %2$s): "
                                "the arbiter establishes it, and %1$s must move that piece if it has a legal "
                                "move (touch move, Art. %3$s)."),
                              player, where, article);
    /* A side has one king: never more than one to choose from. */
    case CHESS_KING:
    case CHESS_N_PIECE_TYPES:
    default:
      /* Translators: "The declared move does not say which piece Black moved (on b8, f6): the arbiter
       * establishes it, and Black must move that piece if it has a legal move (touch move, Art. 4.3.1)." */
      return g_strdup_printf (_("The declared move does not say which piece %1$s moved (on %2$s): "
                                "the arbiter establishes it, and %1$s must move that piece if it has a legal "
                                "move (touch move, Art. %3$s)."),
                              player, where, article);
    }
}

char *
adj_touch_move_sentence (const AdjTouchMove *t, const ChessPosition *pos, ChessLang lang)
{
  g_return_val_if_fail (t != NULL && pos != NULL, NULL);
  const char *player = adj_side_name (t->color);
  const char *article = t->article ? t->article : "?";
  char square[3] = "", captured[3] = "";
  if (t->square != CHESS_NO_SQUARE)
    chess_square_name (t->square, square);
  if (t->captured_square != CHESS_NO_SQUARE)
    chess_square_name (t->captured_square, captured);
  g_autofree char *moves = move_list (t->moves, t->n_moves, pos, lang);
  g_autofree char *moved = adj_piece_on (t->castling ? CHESS_KING : t->piece, square);
  g_autofree char *taken = adj_piece_on (t->captured_piece, captured);

  switch (t->rule)
    {
    case ADJ_TOUCH_MOVE_UNDETERMINED:
      if (t->candidates == 0)
        /* Translators: %1$s is White or Black, %2$s an article of the Laws ("4.3.1"). */
        return g_strdup_printf (_("The declared move names no piece %1$s could have moved: the arbiter establishes "
                                  "which piece was moved, and %1$s must move it if it has a legal move "
                                  "(touch move, Art. %2$s)."),
                                player, article);
      {
        g_autofree char *where = square_list (t->candidates);
        ChessPieceType type = chess_piece_type (pos->board[first_square (t->candidates)]);
        return which_piece_moved (type, player, where, article);
      }
    case ADJ_TOUCH_MOVE_MOVE_PIECE:
      if (t->castling)
        /* Translators: "Castling is illegal, so Black must move the king on e8 instead (Art. 4.4.3): Kd7, Kf8." */
        return g_strdup_printf (_("Castling is illegal, so %1$s must move %2$s instead (Art. %3$s): %4$s."),
                                player, moved, article, moves);
      /* Translators: "Black must move the knight on d7 (touch move, Art. 4.3.1): Nb6, Nf6, Nb8." */
      return g_strdup_printf (_("%1$s must move %2$s (touch move, Art. %3$s): %4$s."),
                              player, moved, article, moves);
    case ADJ_TOUCH_MOVE_CAPTURE_PIECE:
      /* Translators: "Black must capture the rook on e5, touched too, because the knight on d7 has no legal
       * move (touch move, Art. 4.3.3): Bxe5, Qxe5." */
      return g_strdup_printf (_("%1$s must capture %2$s, touched too, because %3$s has no legal move "
                                "(touch move, Art. %4$s): %5$s."),
                              player, taken, moved, article, moves);
    case ADJ_TOUCH_MOVE_FIRST_TOUCHED_UNKNOWN:
      {
        g_autofree char *captures = move_list (t->captures, t->n_captures, pos, lang);
        /* Translators: "The arbiter establishes which piece Black touched first: if the rook on d1, it must be
         * moved (Tb1, Tc1); if the pawn on g3, it must be captured (Txg3) (touch move, Art. 07.02(b))." */
        return g_strdup_printf (_("The arbiter establishes which piece %1$s touched first: if %2$s, it must be "
                                  "moved (%3$s); if %4$s, it must be captured (%5$s) (touch move, Art. %6$s)."),
                                player, moved, moves, taken, captures, article);
      }
    case ADJ_TOUCH_MOVE_ANY_MOVE:
    default:
      if (t->castling)
        /* Translators: "Castling is illegal and the king on e8 has no legal move: Black may make any legal move (Art. 4.5)." */
        return g_strdup_printf (_("Castling is illegal and %1$s has no legal move: %2$s may make any "
                                  "legal move (Art. %3$s)."),
                                moved, player, article);
      if (t->captured_square != CHESS_NO_SQUARE)
        /* Translators: "Black may make any legal move: the knight on d7 has no legal move and the rook on e5
         * cannot be captured (Art. 4.5)." */
        return g_strdup_printf (_("%1$s may make any legal move: %2$s has no legal move and %3$s cannot be "
                                  "captured (Art. %4$s)."),
                                player, moved, taken, article);
      /* Translators: "Black may make any legal move: the knight on d7 has no legal move (Art. 4.5)." */
      return g_strdup_printf (_("%1$s may make any legal move: %2$s has no legal move (Art. %3$s)."),
                              player, moved, article);
    }
}

static void
add_square (JsonBuilder *b, const char *key, ChessSquare sq)
{
  json_builder_set_member_name (b, key);
  if (sq == CHESS_NO_SQUARE)
    {
      json_builder_add_null_value (b);
      return;
    }
  char name[3];
  chess_square_name (sq, name);
  json_builder_add_string_value (b, name);
}

/* KEY: the moves in English SAN; KEY_uci: in UCI. */
static void
add_moves (JsonBuilder *b, const char *key, const ChessMove *moves, int n, const ChessPosition *pos)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      char san[CHESS_SAN_MAX];
      chess_san_write (pos, moves[i], CHESS_LANG_EN, san);
      json_builder_add_string_value (b, san);
    }
  json_builder_end_array (b);
  g_autofree char *uci_key = g_strconcat (key, "_uci", NULL);
  json_builder_set_member_name (b, uci_key);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      char uci[6];
      chess_move_to_uci (moves[i], uci);
      json_builder_add_string_value (b, uci);
    }
  json_builder_end_array (b);
}

JsonNode *
adj_touch_move_to_json (const AdjTouchMove *t, const ChessPosition *pos)
{
  g_return_val_if_fail (t != NULL && pos != NULL, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gboolean determined = t->square != CHESS_NO_SQUARE;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "determined");
  json_builder_add_boolean_value (b, determined);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, adj_touch_move_rule_id (t->rule));
  json_builder_set_member_name (b, "player");
  json_builder_add_string_value (b, t->color == CHESS_WHITE ? "white" : "black");
  json_builder_set_member_name (b, "piece");
  if (determined)
    json_builder_add_string_value (b, piece_ids[t->piece]);
  else
    json_builder_add_null_value (b);
  add_square (b, "square", t->square);
  json_builder_set_member_name (b, "castling");
  json_builder_add_boolean_value (b, t->castling);
  json_builder_set_member_name (b, "captured");
  if (t->captured_square != CHESS_NO_SQUARE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "piece");
      json_builder_add_string_value (b, piece_ids[t->captured_piece]);
      add_square (b, "square", t->captured_square);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "candidates");
  json_builder_begin_array (b);
  for (ChessSquare sq = 0; !determined && sq < 64; sq++)
    if (t->candidates & ((ChessBitboard) 1 << sq))
      {
        char name[3];
        chess_square_name (sq, name);
        json_builder_add_string_value (b, name);
      }
  json_builder_end_array (b);
  add_moves (b, "legal_moves", t->moves, t->n_moves, pos);
  add_moves (b, "captures", t->captures, t->n_captures, pos);
  json_builder_set_member_name (b, "article");
  if (t->article)
    json_builder_add_string_value (b, t->article);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

gboolean
adj_touch_move_allows (const AdjTouchMove *touch, const ChessPosition *pos, ChessMove move)
{
  g_return_val_if_fail (touch != NULL && pos != NULL, FALSE);
  if (move == CHESS_MOVE_NONE || !chess_position_is_legal (pos, move))
    return FALSE;
  switch (touch->rule)
    {
    case ADJ_TOUCH_MOVE_MOVE_PIECE:
    case ADJ_TOUCH_MOVE_CAPTURE_PIECE:
      return adj_moves_contain (touch->moves, touch->n_moves, move);
    case ADJ_TOUCH_MOVE_FIRST_TOUCHED_UNKNOWN:
      return adj_moves_contain (touch->moves, touch->n_moves, move)
             || adj_moves_contain (touch->captures, touch->n_captures, move);
    case ADJ_TOUCH_MOVE_UNDETERMINED:
      return touch->candidates == 0 || (touch->candidates >> chess_move_from (move)) & 1;
    case ADJ_TOUCH_MOVE_ANY_MOVE:
    default:
      return TRUE;
    }
}
