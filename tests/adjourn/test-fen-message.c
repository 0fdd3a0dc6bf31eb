/* test-fen-message.c — refused FENs and game records said in words
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-fen-message.h"

/* The message for TEXT, which the engine must refuse with CODE. */
static char *
refused (const char *text, ChessFenError code)
{
  ChessPosition pos;
  ChessFenResult r;
  g_assert_false (chess_fen_read (&pos, text, &r));
  g_assert_cmpstr (chess_fen_error_id (r.code), ==, chess_fen_error_id (code));
  return adj_fen_message (&r);
}

static void
assert_message (const char *text, ChessFenError code, const char *expected)
{
  g_autofree char *message = refused (text, code);
  g_assert_cmpstr (message, ==, expected);
}

static void
test_position_errors (void)
{
  assert_message ("4k3/8/8/8/8/8/8/K3K3 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, "White has two kings.");
  assert_message ("8/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, "Black has no king.");
  assert_message ("kkk5/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, "Black has 3 kings.");
  assert_message ("4k3/8/8/8/8/8/8/4K2P w - - 0 1", CHESS_FEN_ERROR_PAWN_ON_BACK_RANK,
                  "The pawn on h1 stands on the first rank.");
  assert_message ("3pk3/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_PAWN_ON_BACK_RANK,
                  "The pawn on d8 stands on the last rank.");
  assert_message ("4k3/8/8/8/8/8/PPPPPPPP/NNNNK3 w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES,
                  "White has 8 pawns and 2 pieces more than at the start; only promoted pawns give extra pieces.");
  assert_message ("4k3/8/8/8/8/4R3/8/4K3 w - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK,
                  "Black is in check, but it is White’s turn to move.");
}

static void
test_rights_and_en_passant (void)
{
  assert_message ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS,
                  "White cannot castle on the king’s side: that needs the king on e1 and a rook on h1.");
  assert_message ("r3k3/8/8/8/8/8/8/4K3 w kq - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS,
                  "Black cannot castle on the king’s side: that needs the king on e8 and a rook on h8.");
  assert_message ("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE,
                  "The en passant square e4 is not on the third rank, where White’s pawns pass on a double step.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 b - e3 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE,
                  "No white pawn can just have passed over e3: the pawn must stand in front of it, "
                  "with the square and the one behind it empty.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", CHESS_FEN_ERROR_CASTLING_SYNTAX,
                  "The castling field names “K” twice.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w X - 0 1", CHESS_FEN_ERROR_CASTLING_SYNTAX,
                  "“X” in the castling field is none of K, Q, k, q or “-”.");
}

static void
test_syntax_errors (void)
{
  assert_message ("4k3/8/8/8/8/8/8/4K3 w", CHESS_FEN_ERROR_FIELD_COUNT,
                  "A FEN has six fields separated by spaces; this one has 2.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", CHESS_FEN_ERROR_FIELD_COUNT,
                  "A FEN has six fields separated by spaces; this one has more.");
  assert_message ("4k3/8/8/8/8/8/8/4K2 w - - 0 1", CHESS_FEN_ERROR_RANK_LENGTH,
                  "Rank 1 has 7 squares instead of eight.");
  assert_message ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", CHESS_FEN_ERROR_RANK_LENGTH,
                  "Rank 1 has more than eight squares.");
  assert_message ("4k3/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_RANK_COUNT,
                  "The piece placement has 7 ranks instead of eight.");
  assert_message ("4k3/8/8/8/8/8/8/4X3 w - - 0 1", CHESS_FEN_ERROR_PLACEMENT_CHAR,
                  "“X” (character 18) is not a piece letter, a digit or “/”.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 white - - 0 1", CHESS_FEN_ERROR_SIDE,
                  "The side to move must be “w” or “b”, not “white”.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w - z9 0 1", CHESS_FEN_ERROR_EP_SYNTAX,
                  "The en passant field “z9” is not a square or “-”.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", CHESS_FEN_ERROR_FULLMOVE,
                  "The move number “0” is not a number from 1 to 9999.");
  assert_message ("", CHESS_FEN_ERROR_EMPTY, "No FEN was given.");
}

static void
test_counts_and_checks (void)
{
  assert_message ("4k3/8/8/8/8/8/8/4K3 w - - 0", CHESS_FEN_ERROR_FIELD_COUNT,
                  "A FEN has six fields separated by spaces; this one has 5.");
  assert_message ("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_RANK_COUNT,
                  "The piece placement has more than eight ranks.");
  assert_message ("rnbqkbnr/pppppppp/441/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_RANK_LENGTH,
                  "Rank 6 has more than eight squares.");
  assert_message ("4k3/8/8/8/8/8/8/8 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, "White has no king.");
  assert_message ("4k3/8/8/8/8/8/8/4K1kk w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, "Black has 3 kings.");
  assert_message ("rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES,
                  "White has 17 pieces; a side has at most sixteen.");
  assert_message ("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_PIECES,
                  "Black has 9 pawns; a side has at most eight.");
  assert_message ("4k3/8/8/8/4q3/8/8/4K3 b - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK,
                  "White is in check, but it is Black’s turn to move.");
  assert_message ("4k3/8/8/8/8/3n4/8/r3K2r w - - 0 1", CHESS_FEN_ERROR_TOO_MANY_CHECKERS,
                  "3 pieces give check; no move can give more than two checks at once.");
  assert_message ("4k3/8/8/8/8/3n4/5p2/4K3 w - - 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK,
                  "Two pieces give check and neither is a bishop, rook or queen: no last move could have done that.");
  assert_message ("4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK,
                  "Two pieces give check along the same line: no last move could have done that.");
  assert_message ("k7/8/8/8/4P3/8/8/R3K3 b - e3 0 1", CHESS_FEN_ERROR_IMPOSSIBLE_CHECK,
                  "The check cannot come from the pawn double step that the en passant square says was the last move.");
}

static void
test_more_rights_and_fields (void)
{
  assert_message ("4k3/8/8/8/8/8/8/4K2R w Q - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS,
                  "White cannot castle on the queen’s side: that needs the king on e1 and a rook on a1.");
  assert_message ("4k2r/8/8/8/8/8/8/4K3 w q - 0 1", CHESS_FEN_ERROR_CASTLING_RIGHTS,
                  "Black cannot castle on the queen’s side: that needs the king on e8 and a rook on a8.");
  assert_message ("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE,
                  "The en passant square e3 is not on the sixth rank, where Black’s pawns pass on a double step.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", CHESS_FEN_ERROR_EP_IMPOSSIBLE,
                  "No black pawn can just have passed over e6: the pawn must stand in front of it, "
                  "with the square and the one behind it empty.");
  assert_message ("4k3/8/8/8/8/8/8/4K3 w - - x 1", CHESS_FEN_ERROR_HALFMOVE,
                  "The halfmove clock “x” is not a number from 0 to 9999.");
  /* A character of several bytes is named whole. */
  assert_message ("4k3/8/8/8/8/8/8/4K\xc3\xa9" "2 w - - 0 1", CHESS_FEN_ERROR_PLACEMENT_CHAR,
                  "“\xc3\xa9” (character 19) is not a piece letter, a digit or “/”.");
  /* Bytes that are no UTF-8 are not passed on to the interface. */
  g_autofree char *latin1 = refused ("4k3/8/8/8/8/8/8/4K3 w - - \xe9" "1 1", CHESS_FEN_ERROR_HALFMOVE);
  g_assert_true (g_utf8_validate (latin1, -1, NULL));
  g_assert_cmpstr (latin1, ==, "The halfmove clock “\xef\xbf\xbd" "1” is not a number from 0 to 9999.");
}

/* The sentence is made from the members of the result: the English detail
 * may say anything. */
static void
test_detail_not_read (void)
{
  static const char *const fens[] = {
    "4k3/8/8/8/8/8/8/K3K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2P w - - 0 1",
    "4k3/8/8/8/8/8/PPPPPPPP/NNNNK3 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
    "4k3/8/8/8/8/8/8/4K3 b - e3 0 1",
    "4k3/8/8/8/8/8/8/4K2 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x",
    "4k3/8/8/8/8/8/8/4K3 white - - 0 1",
    "4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      ChessPosition pos;
      ChessFenResult r;
      g_assert_false (chess_fen_read (&pos, fens[i], &r));
      g_autofree char *message = adj_fen_message (&r);
      memset (r.detail, 0, sizeof r.detail);
      g_autofree char *without = adj_fen_message (&r);
      g_strlcpy (r.detail, "black has 5 kings 'q' pawn on a8 rank 3 has 2 squares", sizeof r.detail);
      g_autofree char *misleading = adj_fen_message (&r);
      g_assert_cmpstr (without, ==, message);
      g_assert_cmpstr (misleading, ==, message);
    }
}

/* A result that names nothing gets the sentence for its code. */
static void
test_code_alone (void)
{
  for (int code = CHESS_FEN_ERROR_EMPTY; code < CHESS_FEN_N_ERRORS; code++)
    {
      ChessFenResult r = { .code = (ChessFenError) code, .square = CHESS_NO_SQUARE, .color = -1 };
      g_autofree char *message = adj_fen_message (&r);
      g_assert_true (g_str_has_suffix (message, "."));
      g_assert_cmpstr (message, !=, "The FEN is not valid.");
      g_assert_null (strstr (message, "%"));
    }
  ChessFenResult king = { .code = CHESS_FEN_ERROR_KING_COUNT, .square = CHESS_NO_SQUARE, .color = -1 };
  g_autofree char *generic = adj_fen_message (&king);
  g_assert_cmpstr (generic, ==, "Each side must have exactly one king.");
  ChessFenResult pawn = { .code = CHESS_FEN_ERROR_PAWN_ON_BACK_RANK, .square = CHESS_NO_SQUARE, .color = -1 };
  g_autofree char *back_rank = adj_fen_message (&pawn);
  g_assert_cmpstr (back_rank, ==, "A pawn stands on the first or the last rank.");
}
static void
read_one (const char *text, ChessGame *game, ChessPgnGameInfo *info)
{
  ChessPgnReader *reader = chess_pgn_reader_new (text, strlen (text));
  g_assert_true (chess_pgn_reader_next (reader, game, info));
  chess_pgn_reader_free (reader);
}

static void
test_pgn_messages (void)
{
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);

  read_one ("[Event \"x\"]\n\n1. e4 e5 2. Nf3 {unclosed\n", &game, &info);
  g_autofree char *comment = adj_pgn_message (&game, &info);
  g_assert_cmpstr (comment, ==, "Line 3, column 17: a comment is not closed by “}”.");

  read_one ("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nf7 *\n", &game, &info);
  g_autofree char *illegal = adj_pgn_message (&game, &info);
  g_assert_cmpstr (illegal, ==, "Line 3, column 24: White’s move 3, “Nf7”: no knight can reach f7.");
  g_assert_cmpint (chess_game_ply_count (&game), ==, 4);

  read_one ("[FEN \"4k3/8/8/8/8/8/8/K3K3 w - - 0 1\"]\n\n*\n", &game, &info);
  g_autofree char *fen = adj_pgn_message (&game, &info);
  g_assert_cmpstr (fen, ==, "Line 1: the FEN tag is not a valid position. White has two kings.");

  read_one ("1. e4 e5 *\n", &game, &info);
  g_assert_null (adj_pgn_message (&game, &info));

  chess_game_clear (&game);
}

/* Each syntax error in words, naming what the reader's members say. */
static void
test_pgn_syntax_sentences (void)
{
  static const struct {
    const char *text;
    const char *sentence;
  } cases[] = {
    { "[ \"x\"]\n\n*\n", "Line 1, column 3: a tag name must follow “[”." },
    { "[White x]\n\n*\n", "Line 1, column 8: the tag White has no quoted value." },
    { "[Event \"e\"]\n[Black \"B\" x]\n\n*\n", "Line 2, column 1: the tag Black is not closed by “]”." },
    { "[Site \"Wien\n\n*\n", "Line 1, column 7: the value of tag Site has no closing quote." },
    { "1. e4 {open\n", "Line 1, column 7: a comment is not closed by “}”." },
    { "1. e4 (1. d4 {x)} d5\n", "Line 1, column 7: a variation is not closed by “)”." },
    { "1. e4 e5 ) *\n", "Line 1, column 10: “)” closes no variation." },
    { "1. e4 $300 *\n", "Line 1, column 7: “$300”: “$” must be followed by a number from 0 to 255." },
    { "1. e4 $ *\n", "Line 1, column 7: “$” must be followed by a number from 0 to 255." },
    { "1. e4 } *\n", "Line 1, column 7: “}” starts no move, comment or result." },
    /* Characters of more than one byte, which the English detail gives as
     * bytes in hexadecimal. */
    { "1. e4 é5 *\n", "Line 1, column 7: “é” starts no move, comment or result." },
    { "1. e4 e5 2. ♘f3 *\n", "Line 1, column 13: “♘” starts no move, comment or result." },
    { "1. e4 \xf0\x9f\x98\x80 *\n", "Line 1, column 7: “\xf0\x9f\x98\x80” starts no move, comment or result." },
    { "1. e4 \xff *\n", "Line 1, column 7: the byte 0xFF is not UTF-8 text and starts no move, comment or result." },
    { "1. e4 \xe2\x99", "Line 1, column 7: the byte 0xE2 is not UTF-8 text and starts no move, comment or result." },
    { "1. e4 \x01 *\n", "Line 1, column 7: the invisible character U+0001 starts no move, comment or result." },
    { "1. e4 \xc2\xa0 *\n", "Line 1, column 7: the invisible character U+00A0 starts no move, comment or result." },
  };
  ChessGame game;
  ChessPgnGameInfo info;
  chess_game_init (&game);
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      read_one (cases[i].text, &game, &info);
      g_autofree char *sentence = adj_pgn_message (&game, &info);
      g_assert_cmpstr (sentence, ==, cases[i].sentence);
    }

  /* A NUL byte, which would have cut the value short. */
  static const char nul[] = "[White \"Vidal\0x\"]\n\n*\n";
  ChessPgnReader *reader = chess_pgn_reader_new (nul, sizeof nul - 1);
  g_assert_true (chess_pgn_reader_next (reader, &game, &info));
  chess_pgn_reader_free (reader);
  g_autofree char *sentence = adj_pgn_message (&game, &info);
  g_assert_cmpstr (sentence, ==, "Line 1, column 14: the value of tag White holds a NUL byte.");
  chess_game_clear (&game);
}

/* The sentence comes from the members: an English detail that quotes
 * something else changes nothing, and an info made by hand with only a code
 * gets the sentence for the code. */
static void
test_pgn_members_not_detail (void)
{
  ChessGame game;
  chess_game_init (&game);

  ChessPgnGameInfo info = { .error = CHESS_PGN_ERROR_UNEXPECTED_CHAR, .error_line = 2, .error_column = 5,
                            .error_expected = CHESS_PGN_EXPECT_TOKEN, .error_found = "ß",
                            .error_detail = "'q' starts no move, comment or result" };
  g_autofree char *found = adj_pgn_message (&game, &info);
  g_assert_cmpstr (found, ==, "Line 2, column 5: “ß” starts no move, comment or result.");

  static const struct {
    ChessPgnErrorCode code;
    const char *sentence;
  } alone[] = {
    { CHESS_PGN_ERROR_TAG_SYNTAX, "Line 2, column 5: a tag is not written as [Name \"value\"]." },
    { CHESS_PGN_ERROR_UNTERMINATED_STRING, "Line 2, column 5: the value of a tag has no closing quote." },
    { CHESS_PGN_ERROR_UNEXPECTED_CHAR, "Line 2, column 5: a character starts no move, comment or result." },
    { CHESS_PGN_ERROR_BAD_NAG, "Line 2, column 5: “$” must be followed by a number from 0 to 255." },
    { CHESS_PGN_ERROR_NUL_BYTE, "Line 2, column 5: the value of a tag holds a NUL byte." },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (alone); i++)
    {
      ChessPgnGameInfo bare = { .error = alone[i].code, .error_line = 2, .error_column = 5,
                                .error_detail = "the tag 'Quoted' has no 'x' value" };
      g_autofree char *sentence = adj_pgn_message (&game, &bare);
      g_assert_cmpstr (sentence, ==, alone[i].sentence);
    }

  /* A member without its terminating NUL is not read past its end. */
  ChessPgnGameInfo full = { .error = CHESS_PGN_ERROR_UNTERMINATED_STRING, .error_line = 1, .error_column = 1 };
  memset (full.error_tag, 'A', sizeof full.error_tag);
  g_autofree char *unterminated = adj_pgn_message (&game, &full);
  g_assert_cmpstr (unterminated, ==, "Line 1, column 1: the value of a tag has no closing quote.");

  chess_game_clear (&game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/fen-message/position", test_position_errors);
  g_test_add_func ("/adjourn/fen-message/rights-and-en-passant", test_rights_and_en_passant);
  g_test_add_func ("/adjourn/fen-message/syntax", test_syntax_errors);
  g_test_add_func ("/adjourn/fen-message/counts-and-checks", test_counts_and_checks);
  g_test_add_func ("/adjourn/fen-message/more-rights-and-fields", test_more_rights_and_fields);
  g_test_add_func ("/adjourn/fen-message/detail-not-read", test_detail_not_read);
  g_test_add_func ("/adjourn/fen-message/code-alone", test_code_alone);
  g_test_add_func ("/adjourn/fen-message/pgn", test_pgn_messages);
  g_test_add_func ("/adjourn/fen-message/pgn-syntax", test_pgn_syntax_sentences);
  g_test_add_func ("/adjourn/fen-message/pgn-members-not-detail", test_pgn_members_not_detail);
  return g_test_run ();
}
