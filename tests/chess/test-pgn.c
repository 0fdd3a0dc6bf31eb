/* test-pgn.c — PGN reading (errors with line and column, one bad game not
 * stopping the rest) and writing (export format), round trip of real games
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "chess-pgn.h"
#include "../pgn-test.h"
#include "../test-data.h"

typedef struct {
  ChessGame        game;
  ChessPgnGameInfo info;
} ReadGame;

/* Every game of 'text', in order. */
static GArray *
read_all (const char *text, size_t len)
{
  GArray *games = g_array_new (FALSE, TRUE, sizeof (ReadGame));
  ChessPgnReader *reader = chess_pgn_reader_new (text, len);
  for (;;)
    {
      ReadGame g;
      chess_game_init (&g.game);
      if (!chess_pgn_reader_next (reader, &g.game, &g.info))
        {
          chess_game_clear (&g.game);
          break;
        }
      g_array_append_val (games, g);
    }
  chess_pgn_reader_free (reader);
  return games;
}

static void
free_all (GArray *games)
{
  for (guint i = 0; i < games->len; i++)
    chess_game_clear (&g_array_index (games, ReadGame, i).game);
  g_array_free (games, TRUE);
}

static void
assert_same_game (const ChessGame *a, const ChessGame *b)
{
  const char *difference = pgn_test_difference (a, b);
  if (difference)
    g_error ("read back, the game differs in %s", difference);
}

/* Every real game: read cleanly, written, read back the same, and the
 * second writing identical to the first. */
static void
test_round_trip_real_games (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "games", NULL);
  g_autoptr(GPtrArray) paths = test_data_pgn_paths (dir);
  guint total = 0, files = 0, plies = 0;
  for (guint p = 0; p < paths->len; p++)
    {
      g_autofree char *name = g_path_get_basename (g_ptr_array_index (paths, p));
      g_autofree char *text = NULL;
      gsize len;
      g_assert_true (g_file_get_contents (g_ptr_array_index (paths, p), &text, &len, NULL));
      GArray *games = read_all (text, len);
      files++;
      for (guint i = 0; i < games->len; i++)
        {
          ReadGame *g = &g_array_index (games, ReadGame, i);
          if (g->info.error || g->info.problem)
            g_test_message ("%s game %d (line %d): error %s '%s', problem at ply %d '%s'", name, g->info.index,
                            g->info.line, chess_pgn_error_id (g->info.error), g->info.error_detail,
                            g->info.problem_ply, g->info.problem_text);
          g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_NONE);
          g_assert_false (g->info.problem);
          /* Forfeited games have no moves, only a result. */
          plies += (guint) chess_game_ply_count (&g->game);

          size_t n1;
          g_autofree char *once = chess_pgn_write (&g->game, &n1);
          GArray *again = read_all (once, n1);
          g_assert_cmpuint (again->len, ==, 1);
          ReadGame *r = &g_array_index (again, ReadGame, 0);
          g_assert_cmpint (r->info.error, ==, CHESS_PGN_ERROR_NONE);
          g_assert_false (r->info.problem);
          assert_same_game (&g->game, &r->game);
          g_autofree char *twice = chess_pgn_write (&r->game, NULL);
          g_assert_cmpstr (once, ==, twice);

          /* Export format: no line longer than 79 characters. */
          g_auto (GStrv) lines = g_strsplit (once, "\n", -1);
          for (guint l = 0; lines[l]; l++)
            if (lines[l][0] != '[')
              g_assert_cmpint (g_utf8_strlen (lines[l], -1), <=, 79);
          free_all (again);
          total++;
        }
      free_all (games);
    }
  g_assert_cmpuint (files, >=, 4);
  g_assert_cmpuint (total, >=, 900);
  g_assert_cmpuint (plies, >=, 70000);
  g_test_message ("%u games round-tripped", total);
}

/* TEXT holds one game the reader accepts: written, it reads back as the
 * same game, and writing that gives the same text. The first writing is
 * returned. */
static char *
assert_round_trip (const char *text)
{
  GArray *games = read_all (text, strlen (text));
  g_assert_cmpuint (games->len, ==, 1);
  ReadGame *g = &g_array_index (games, ReadGame, 0);
  g_assert_cmpstr (chess_pgn_error_id (g->info.error), ==, "none");
  g_assert_false (g->info.problem);
  size_t n;
  char *once = chess_pgn_write (&g->game, &n);
  GArray *again = read_all (once, n);
  g_assert_cmpuint (again->len, ==, 1);
  ReadGame *r = &g_array_index (again, ReadGame, 0);
  if (r->info.error)
    g_error ("written as\n%s\nthe game is refused: %s", once, r->info.error_detail);
  assert_same_game (&g->game, &r->game);
  g_autofree char *twice = chess_pgn_write (&r->game, NULL);
  g_assert_cmpstr (once, ==, twice);
  free_all (again);
  free_all (games);
  return once;
}

/* Notes the writer once wrote so that its own reader refused them, or read
 * them otherwise. */
static void
test_round_trip_notes (void)
{
  /* A ';' comment and a '%' escape line inside a variation: both run to
   * the end of their line, so neither's parentheses count. */
  g_autofree char *escape = assert_round_trip ("[Event \"x\"]\n\n1. e4 (1. d4 ; a note (with a paren\n"
                                               "%an escape line ( )\n1... d5) e5 *\n");
  g_assert_nonnull (strstr (escape, "(1. d4 { a note (with a paren} 1... d5)"));

  /* A ';' comment may hold '}', which no {…} comment can: read as a space. */
  static const char brace[] = "[Event \"x\"]\n\n1. e4 ; see {this} too}\n e5 *\n";
  GArray *games = read_all (brace, strlen (brace));
  g_assert_cmpstr (chess_game_comment (&g_array_index (games, ReadGame, 0).game, 1), ==, "see {this too");
  free_all (games);
  g_autofree char *braced = assert_round_trip (brace);
  g_assert_nonnull (strstr (braced, "1. e4 {see {this too} 1... e5 *"));

  /* A word of a variation that starts with '%' or '[', wherever the line
   * breaks: never at the start of a line, where it would be an escape line
   * or the next game's tags. */
  for (int fill = 0; fill < 40; fill++)
    for (const char *const *word = (const char *const[]) { "%x", "[x]", "\x84", NULL }; *word; word++)
      {
        g_autoptr(GString) text = g_string_new ("[Event \"x\"]\n\n1. e4 (1. d4");
        for (int i = 0; i < fill; i++)
          g_string_append (text, " d5");
        g_string_append_printf (text, " Nf3 %s Nf6) e5 *\n", *word);
        g_autofree char *written = assert_round_trip (text->str);
        g_assert_null (strstr (written, "\n%"));
        g_assert_null (strstr (written, "\n[x"));
      }
}

/* A NUL byte in a tag value is refused, where it is, not a value cut short;
 * the next game is read. */
static void
test_nul_in_tag (void)
{
  static const char text[] = "[Event \"e\"]\n[White \"Vidal\0 (forged)\"]\n\n1. e4 *\n\n[Event \"next\"]\n\n1. d4 *\n";
  GArray *games = read_all (text, sizeof text - 1);
  g_assert_cmpuint (games->len, ==, 2);
  const ChessPgnGameInfo *info = &g_array_index (games, ReadGame, 0).info;
  g_assert_cmpstr (chess_pgn_error_id (info->error), ==, "nul-byte");
  g_assert_cmpint (info->error_expected, ==, CHESS_PGN_EXPECT_QUOTE);
  g_assert_cmpstr (info->error_tag, ==, "White");
  g_assert_cmpstr (info->error_found, ==, "");
  g_assert_cmpint (info->error_line, ==, 2);
  g_assert_cmpint (info->error_column, ==, 14);
  g_assert_cmpstr (info->error_detail, ==, "the value of tag White holds a NUL byte");
  g_assert_cmpint (g_array_index (games, ReadGame, 1).info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_cmpstr (chess_game_tag (&g_array_index (games, ReadGame, 1).game, "Event"), ==, "next");
  free_all (games);

  /* In the movetext it starts no move, and the message says what it is. */
  static const char moves[] = "1. e4 \0 *\n";
  games = read_all (moves, sizeof moves - 1);
  info = &g_array_index (games, ReadGame, 0).info;
  g_assert_cmpint (info->error, ==, CHESS_PGN_ERROR_UNEXPECTED_CHAR);
  g_assert_cmpstr (info->error_detail, ==, "a NUL byte starts no move, comment or result");
  free_all (games);
}

static void
test_errors_and_recovery (void)
{
  static const char text[] =
    "[Event \"one\"]\n"
    "[White \"A\"]\n"
    "\n"
    "1. e4 e5 2. Nf3 {never closed\n"
    "\n"
    "[Event \"two\"]\n"
    "[White \"B\n"
    "\n"
    "1. d4 1-0\n"
    "\n"
    "[Event \"three\"]\n"
    "\n"
    "1. c4 e5 2. Nc3 Nf6 3. Nf3 Nc6 1/2-1/2\n"
    "\n"
    "[Event \"four\"]\n"
    "\n"
    "1. e4 e5 2. Ke3 Nc6 0-1\n"
    "\n"
    "[Event \"five\"]\n"
    "\n"
    "1. e4 ) 1-0\n"
    "\n"
    "[Event \"six\"]\n"
    "\n"
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 *\n";
  GArray *games = read_all (text, strlen (text));
  /* The unterminated comment swallows the rest of the file as comment text:
   * the reader reports it and cannot know where game one really ended. */
  g_assert_cmpuint (games->len, >=, 1);
  ReadGame *g = &g_array_index (games, ReadGame, 0);
  g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_UNTERMINATED_COMMENT);
  g_assert_cmpint (g->info.error_line, ==, 4);
  g_assert_cmpint (g->info.error_column, ==, 17);
  g_assert_cmpint (chess_game_ply_count (&g->game), ==, 3);
  free_all (games);

  /* Without the first game the others are read one by one. */
  const char *rest = strstr (text, "[Event \"two\"]");
  games = read_all (rest, strlen (rest));
  g_assert_cmpuint (games->len, ==, 5);
  g = &g_array_index (games, ReadGame, 0);
  g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_UNTERMINATED_STRING);
  g_assert_cmpint (g->info.error_line, ==, 2);
  g_assert_cmpint (g->info.error_column, ==, 8);

  g = &g_array_index (games, ReadGame, 1);
  g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_false (g->info.problem);
  g_assert_cmpint (chess_game_ply_count (&g->game), ==, 6);
  g_assert_cmpint (g->game.result, ==, CHESS_RESULT_DRAW);

  g = &g_array_index (games, ReadGame, 2);
  g_assert_true (g->info.problem);
  g_assert_cmpint (g->info.problem_ply, ==, 3);
  g_assert_cmpstr (g->info.problem_text, ==, "Ke3");
  g_assert_cmpint (g->info.problem_verdict.kind, ==, CHESS_VERDICT_ILLEGAL);
  g_assert_cmpint (g->info.problem_line, ==, 12);
  g_assert_cmpint (g->info.problem_column, ==, 13);
  g_assert_cmpint (chess_game_ply_count (&g->game), ==, 2);

  g = &g_array_index (games, ReadGame, 3);
  g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_UNEXPECTED_PAREN);

  g = &g_array_index (games, ReadGame, 4);
  g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_cmpint (chess_game_ply_count (&g->game), ==, 17);
  g_assert_cmpint (g->game.result, ==, CHESS_RESULT_NONE);
  free_all (games);
}

static void
test_notes_and_setup (void)
{
  static const char text[] =
    "[Event \"Setup\"]\n"
    "[SetUp \"1\"]\n"
    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n"
    "[Annotator \"x\"]\n"
    "\n"
    "{Start} 40. e4!? $14 {pawn} (40. e3 Kd7) 40... Kd7 ; end of line\n"
    "41. Kd2 $1 $2 1/2-1/2\n";
  GArray *games = read_all (text, strlen (text));
  g_assert_cmpuint (games->len, ==, 1);
  ReadGame *g = &g_array_index (games, ReadGame, 0);
  g_assert_cmpint (g->info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_false (chess_game_starts_standard (&g->game));
  g_assert_cmpint (chess_game_ply_count (&g->game), ==, 3);
  g_assert_cmpstr (chess_game_comment (&g->game, 0), ==, "Start");
  g_assert_cmpstr (chess_game_comment (&g->game, 1), ==, "pawn");
  g_assert_cmpstr (chess_game_comment (&g->game, 2), ==, "end of line");
  g_assert_cmpint (chess_game_nag_count (&g->game, 1), ==, 2);
  g_assert_cmpint (chess_game_nag (&g->game, 1, 0), ==, 5);
  g_assert_cmpint (chess_game_nag (&g->game, 1, 1), ==, 14);
  g_assert_cmpstr (chess_game_variations (&g->game, 1), ==, "(40. e3 Kd7)");

  g_autofree char *out = chess_pgn_write (&g->game, NULL);
  g_assert_true (g_str_has_prefix (out, "[Event \"Setup\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
  g_assert_nonnull (strstr (out, "[Result \"1/2-1/2\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n[SetUp \"1\"]\n[Annotator \"x\"]\n\n"));
  g_assert_nonnull (strstr (out, "{Start} 40. e4 $5 $14 {pawn} (40. e3 Kd7) 40... Kd7 {end of line} 41. Kd2 $1 $2\n1/2-1/2\n"));
  free_all (games);
}

static void
test_bad_fen_tag (void)
{
  static const char text[] = "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n[Event \"y\"]\n\n1. e4 *\n";
  GArray *games = read_all (text, strlen (text));
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpint (g_array_index (games, ReadGame, 0).info.error, ==, CHESS_PGN_ERROR_BAD_FEN);
  g_assert_nonnull (strstr (g_array_index (games, ReadGame, 0).info.error_detail, "king"));
  g_assert_cmpint (g_array_index (games, ReadGame, 1).info.error, ==, CHESS_PGN_ERROR_NONE);
  free_all (games);
}

/* One game's refusal, as members: what was wanted, the text found there and
 * the tag concerned, with the place. */
typedef struct {
  const char       *text;
  ChessPgnErrorCode error;
  ChessPgnExpect    expected;
  const char       *found;
  const char       *tag;
  int               line, column;
} RefusalCase;

static const RefusalCase refusals[] = {
  { "[ \"x\"]\n\n*\n", CHESS_PGN_ERROR_TAG_SYNTAX, CHESS_PGN_EXPECT_TAG_NAME, "\"", "", 1, 3 },
  { "[\n\n*\n", CHESS_PGN_ERROR_TAG_SYNTAX, CHESS_PGN_EXPECT_TAG_NAME, "", "", 1, 2 },
  { "[White x]\n\n*\n", CHESS_PGN_ERROR_TAG_SYNTAX, CHESS_PGN_EXPECT_TAG_VALUE, "x", "White", 1, 8 },
  { "[White «A»]\n\n*\n", CHESS_PGN_ERROR_TAG_SYNTAX, CHESS_PGN_EXPECT_TAG_VALUE, "«", "White", 1, 8 },
  { "[Event \"e\"]\n[Black \"B\" x]\n\n*\n", CHESS_PGN_ERROR_TAG_SYNTAX, CHESS_PGN_EXPECT_TAG_CLOSE, "x", "Black",
    2, 1 },
  { "[Site \"Wien\n\n*\n", CHESS_PGN_ERROR_UNTERMINATED_STRING, CHESS_PGN_EXPECT_QUOTE, "", "Site", 1, 7 },
  /* A tag name is cut to 40 bytes. */
  { "[ABCDEFGHIJABCDEFGHIJABCDEFGHIJABCDEFGHIJxyz \"v\n", CHESS_PGN_ERROR_UNTERMINATED_STRING,
    CHESS_PGN_EXPECT_QUOTE, "", "ABCDEFGHIJABCDEFGHIJABCDEFGHIJABCDEFGHIJ", 1, 46 },
  { "1. e4 {open\n", CHESS_PGN_ERROR_UNTERMINATED_COMMENT, CHESS_PGN_EXPECT_BRACE, "", "", 1, 7 },
  { "1. e4 (1. d4 {x)} d5\n", CHESS_PGN_ERROR_UNTERMINATED_VARIATION, CHESS_PGN_EXPECT_PAREN, "", "", 1, 7 },
  { "1. e4 (1. d4 {never\n", CHESS_PGN_ERROR_UNTERMINATED_COMMENT, CHESS_PGN_EXPECT_BRACE, "", "", 1, 14 },
  { "1. e4 e5 ) *\n", CHESS_PGN_ERROR_UNEXPECTED_PAREN, CHESS_PGN_EXPECT_TOKEN, ")", "", 1, 10 },
  { "1. e4 $300 *\n", CHESS_PGN_ERROR_BAD_NAG, CHESS_PGN_EXPECT_NAG_NUMBER, "300", "", 1, 7 },
  { "1. e4 $ *\n", CHESS_PGN_ERROR_BAD_NAG, CHESS_PGN_EXPECT_NAG_NUMBER, "", "", 1, 7 },
  { "1. e4 $1a *\n", CHESS_PGN_ERROR_BAD_NAG, CHESS_PGN_EXPECT_NAG_NUMBER, "1a", "", 1, 7 },
  /* The text after '$' is cut to 8 bytes before a character's continuation bytes. */
  { "1. e4 $1234567ü *\n", CHESS_PGN_ERROR_BAD_NAG, CHESS_PGN_EXPECT_NAG_NUMBER, "1234567", "", 1, 7 },
  { "1. e4 $123456ü *\n", CHESS_PGN_ERROR_BAD_NAG, CHESS_PGN_EXPECT_NAG_NUMBER, "123456ü", "", 1, 7 },
  { "1. e4 } *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "}", "", 1, 7 },
  { "1. e4 é5 *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "é", "", 1, 7 },
  { "1. é4 ♞ *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "é", "", 1, 4 },
  { "1. e4 ♞f6 *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "♞", "", 1, 7 },
  { "1. e4 \xf0\x9f\x98\x80 *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "\xf0\x9f\x98\x80", "",
    1, 7 },
  /* Bytes that are no UTF-8: the lead byte with the continuation bytes after it. */
  { "1. e4 \xff *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "\xff", "", 1, 7 },
  { "1. e4 \x80\x80 *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "\x80\x80", "", 1, 7 },
  { "1. e4 \x01 *\n", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "\x01", "", 1, 7 },
  /* A character cut by the end of the input keeps the bytes there are. */
  { "1. e4 \xe2\x99", CHESS_PGN_ERROR_UNEXPECTED_CHAR, CHESS_PGN_EXPECT_TOKEN, "\xe2\x99", "", 1, 7 },
  { "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n", CHESS_PGN_ERROR_BAD_FEN, CHESS_PGN_EXPECT_POSITION, "", "", 1, 0 },
};

static void
test_refusal_members (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      const RefusalCase *c = &refusals[i];
      g_autofree char *shown = g_strescape (c->text, NULL); /* TAP output must stay UTF-8 */
      g_test_message ("case %zu: %s", i, shown);
      GArray *games = read_all (c->text, strlen (c->text));
      g_assert_cmpuint (games->len, >=, 1);
      const ChessPgnGameInfo *info = &g_array_index (games, ReadGame, 0).info;
      g_assert_cmpstr (chess_pgn_error_id (info->error), ==, chess_pgn_error_id (c->error));
      g_assert_cmpint (info->error_expected, ==, c->expected);
      g_assert_cmpstr (info->error_found, ==, c->found);
      g_assert_cmpstr (info->error_tag, ==, c->tag);
      g_assert_cmpint (info->error_line, ==, c->line);
      g_assert_cmpint (info->error_column, ==, c->column);
      free_all (games);
    }
}

/* A game read without a syntax error, after one that had it, leaves the
 * members empty. */
static void
test_members_empty_without_error (void)
{
  static const char text[] = "1. e4 \xff *\n\n[Event \"b\"]\n\n1. e4 e5 2. Kf3 *\n";
  GArray *games = read_all (text, strlen (text));
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpint (g_array_index (games, ReadGame, 0).info.error, ==, CHESS_PGN_ERROR_UNEXPECTED_CHAR);
  const ChessPgnGameInfo *info = &g_array_index (games, ReadGame, 1).info;
  g_assert_cmpint (info->error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_true (info->problem);
  g_assert_cmpint (info->error_expected, ==, CHESS_PGN_EXPECT_NONE);
  g_assert_cmpstr (info->error_found, ==, "");
  g_assert_cmpstr (info->error_tag, ==, "");
  free_all (games);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/pgn/round-trip-real-games", test_round_trip_real_games);
  g_test_add_func ("/chess/pgn/round-trip-notes", test_round_trip_notes);
  g_test_add_func ("/chess/pgn/nul-in-tag", test_nul_in_tag);
  g_test_add_func ("/chess/pgn/errors-and-recovery", test_errors_and_recovery);
  g_test_add_func ("/chess/pgn/notes-and-setup", test_notes_and_setup);
  g_test_add_func ("/chess/pgn/bad-fen-tag", test_bad_fen_tag);
  g_test_add_func ("/chess/pgn/refusal-members", test_refusal_members);
  g_test_add_func ("/chess/pgn/members-empty-without-error", test_members_empty_without_error);
  return g_test_run ();
}
