/* test-san.c — the SAN writer: every legal move written in every language
 * reads back as itself, with no remark; figurines; chosen examples
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "chess-fen.h"
#include "chess-san.h"
#include "../test-data.h"

static ChessPosition
position (const char *fen)
{
  ChessPosition pos;
  ChessFenResult result;
  if (!chess_fen_read (&pos, fen, &result))
    g_error ("bad test FEN %s: %s", fen, chess_fen_error_id (result.code));
  return pos;
}

/* Writes every legal move of 'pos' in every language and as figurines and
 * reads each back; returns how many moves were checked. */
static guint
round_trip (const ChessPosition *pos)
{
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int lang = 0; lang < CHESS_N_LANGS; lang++)
    {
      g_autoptr(GHashTable) written = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (int i = 0; i < list.count; i++)
        {
          ChessMove m = list.moves[i];
          char san[CHESS_SAN_MAX + 8];
          memset (san, 'Z', sizeof san);
          chess_san_write (pos, m, (ChessLang) lang, san);
          g_assert_cmpuint (strlen (san), <, CHESS_SAN_MAX);

          ChessVerdict v;
          chess_notation_judge (pos, san, (ChessLang) lang, &v);
          if (v.kind != CHESS_VERDICT_LEGAL || v.move != m || v.notes != 0)
            {
              char fen[CHESS_FEN_MAX], uci[6];
              chess_fen_write (pos, fen);
              chess_move_to_uci (m, uci);
              g_error ("[%s] %s written \"%s\" reads as %s/%s, notes 0x%x, in %s", chess_lang_code ((ChessLang) lang),
                       uci, san, chess_verdict_kind_id (v.kind), chess_reason_id (v.reason), v.notes, fen);
            }
          g_assert_cmpuint (chess_san_read (pos, san, (ChessLang) lang), ==, m);
          /* no two moves written alike */
          g_assert_false (g_hash_table_contains (written, san));
          g_hash_table_add (written, g_strdup (san));
        }
    }
  for (int i = 0; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      char fig[CHESS_SAN_FIGURINE_MAX];
      chess_san_write_figurine (pos, m, fig);
      g_assert_cmpuint (strlen (fig), <, CHESS_SAN_FIGURINE_MAX);
      g_assert_true (g_utf8_validate (fig, -1, NULL));
      /* no letter for a piece is left: only files, ranks and signs */
      for (const char *c = fig; *c; c++)
        g_assert_true ((unsigned char) *c >= 0x80 || strchr ("abcdefgh12345678x=+#O-", *c));
      for (int lang = 0; lang < CHESS_N_LANGS; lang++)
        g_assert_cmpuint (chess_san_read (pos, fig, (ChessLang) lang), ==, m);
    }
  return (guint) list.count;
}

static void
test_round_trip_reference_positions (void)
{
  g_autoptr(JsonArray) all = test_data_load_jsonl ("perft.jsonl");
  guint positions = 0, moves = 0;

  for (guint n = 0; n < json_array_get_length (all); n++)
    {
      JsonObject *o = json_array_get_object_element (all, n);
      ChessPosition pos = position (json_object_get_string_member (o, "fen"));
      moves += round_trip (&pos);
      /* and one ply further, where the other side writes */
      ChessMoveList list;
      chess_position_legal_moves (&pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo undo;
          chess_position_make (&pos, list.moves[i], &undo);
          moves += round_trip (&pos);
          chess_position_unmake (&pos, list.moves[i], &undo);
          positions++;
        }
      positions++;
    }
  g_test_message ("%u moves of %u positions", moves, positions);
  g_assert_cmpuint (positions, >, 100);
}

static void
test_round_trip_sample_positions (void)
{
  g_autoptr(JsonArray) all = test_data_load_jsonl ("sealed-moves-sample.jsonl");
  guint positions = 0, moves = 0;

  for (guint n = 0; n < json_array_get_length (all); n++)
    {
      JsonObject *o = json_array_get_object_element (all, n);
      ChessPosition pos = position (json_object_get_string_member (o, "fen"));
      moves += round_trip (&pos);
      positions++;
    }
  g_test_message ("%u moves of %u positions", moves, positions);
  g_assert_cmpuint (positions, >=, 400);
}

/* Games of random legal moves from the start: positions no list holds,
 * with promotions and under-promotions late in long games. */
static void
test_round_trip_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);
  guint moves = 0;
  for (int game = 0; game < 24; game++)
    {
      ChessPosition pos;
      chess_position_set_start (&pos);
      for (int ply = 0; ply < 160; ply++)
        {
          ChessMoveList list;
          if (chess_position_legal_moves (&pos, &list) == 0)
            break;
          moves += round_trip (&pos);
          ChessUndo undo;
          chess_position_make (&pos, list.moves[g_rand_int_range (rand, 0, list.count)], &undo);
        }
    }
  g_test_message ("%u moves", moves);
}

typedef struct {
  const char *fen;
  const char *uci;
  const char *lang;
  const char *san;
} Example;

static const Example examples[] = {
  { "startpos", "g1f3", "en", "Nf3" },
  { "startpos", "g1f3", "de", "Sf3" },
  { "startpos", "g1f3", "nl", "Pf3" },
  { "startpos", "g1f3", "fr", "Cf3" },
  { "startpos", "e2e4", "de", "e4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1c4", "es", "Ac4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1c4", "pt", "Bc4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1c4", "fr", "Fc4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "d1h5", "it", "Dh5" },
  { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e1e2", "ca", "Re2" },
  { "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "en", "Rad1" },
  { "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "h1d1", "es", "Thd1" },
  { "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1a8", "en", "Ra8+" },
  { "4k3/R7/8/8/8/8/4K3/R7 w - - 0 1", "a1a4", "en", "R1a4" },
  { "4k3/R7/8/8/8/8/4K3/R7 w - - 0 1", "a1b1", "en", "Rb1" },
  { "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2", "en", "Qa1b2" },
  { "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a3b2", "en", "Q3b2" },
  { "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "c1b2", "de", "Dcb2" },
  { "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1c3", "en", "Nc3" },
  { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "en", "exd6" },
  { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "en", "exd5" },
  { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", "en", "e8=Q" },
  { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", "de", "e8=S" },
  { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8b", "fr", "e8=F" },
  { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8r", "nl", "e8=T" },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "en", "a8=Q+" },
  { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "d7c8q", "en", "dxc8=Q" },
  { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "e1g1", "en", "O-O" },
  { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "e1f2", "en", "Kxf2" },
  { "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1c1", "en", "O-O-O" },
  { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "en", "O-O+" },
  { "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8c8", "en", "O-O-O" },
  { "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "h8h1", "it", "Th1+" },
  { "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "en", "Ra8#" },
  { "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "pt", "Ta8#" },
  { "6k1/5pp1/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "en", "Ra8+" },
};

static void
test_examples (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      const Example *e = &examples[i];
      ChessPosition pos = position (e->fen);
      ChessLang lang;
      g_assert_true (chess_lang_parse (e->lang, &lang));
      ChessMove m = chess_move_from_uci (&pos, e->uci);
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      char san[CHESS_SAN_MAX];
      chess_san_write (&pos, m, lang, san);
      g_assert_cmpstr (san, ==, e->san);
    }
}

static void
test_figurines (void)
{
  static const struct { const char *fen, *uci, *san; } cases[] = {
    { "startpos", "g1f3", "\xe2\x99\x98" "f3" },
    { "startpos", "e2e4", "e4" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "g8f6", "\xe2\x99\x9e" "f6" },
    { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1c4", "\xe2\x99\x97" "c4" },
    { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "d1h5", "\xe2\x99\x95" "h5" },
    { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e1e2", "\xe2\x99\x94" "e2" },
    { "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "h8h1", "\xe2\x99\x9c" "h1+" },
    { "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8d7", "\xe2\x99\x9a" "d7" },
    { "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8g8", "O-O" },
    { "8/8/8/8/8/8/1pK5/7k b - - 0 1", "b2b1q", "b1=\xe2\x99\x9b+" },
    { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", "e8=\xe2\x99\x98" },
    { "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2", "\xe2\x99\x95" "a1b2" },
    { "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1a8", "\xe2\x99\x96" "a8+" },
    { "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "\xe2\x99\x96" "a8#" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos = position (cases[i].fen);
      ChessMove m = chess_move_from_uci (&pos, cases[i].uci);
      g_assert_cmpuint (m, !=, CHESS_MOVE_NONE);
      char fig[CHESS_SAN_FIGURINE_MAX];
      chess_san_write_figurine (&pos, m, fig);
      g_assert_cmpstr (fig, ==, cases[i].san);
      g_assert_cmpuint (chess_san_read (&pos, fig, CHESS_LANG_EN), ==, m);
    }
}

/* A move that is no move of the side to move is written as nothing. */
static void
test_not_a_move (void)
{
  ChessPosition pos = position ("startpos");
  char san[CHESS_SAN_MAX] = "junk", fig[CHESS_SAN_FIGURINE_MAX] = "junk";
  chess_san_write (&pos, CHESS_MOVE_NONE, CHESS_LANG_EN, san);
  g_assert_cmpstr (san, ==, "");
  chess_san_write_figurine (&pos, CHESS_MOVE_NONE, fig);
  g_assert_cmpstr (fig, ==, "");
  /* e7e5 with white to move, and a move from an empty square */
  chess_san_write (&pos, chess_move_make (52, 36, CHESS_MOVE_NORMAL, CHESS_KNIGHT), CHESS_LANG_EN, san);
  g_assert_cmpstr (san, ==, "");
  chess_san_write_figurine (&pos, chess_move_make (20, 28, CHESS_MOVE_NORMAL, CHESS_KNIGHT), fig);
  g_assert_cmpstr (fig, ==, "");
}

static void
test_read (void)
{
  ChessPosition pos = position ("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
  g_assert_cmpuint (chess_san_read (&pos, "Rad1", CHESS_LANG_EN), ==, chess_move_from_uci (&pos, "a1d1"));
  g_assert_cmpuint (chess_san_read (&pos, "Tad1", CHESS_LANG_ES), ==, chess_move_from_uci (&pos, "a1d1"));
  g_assert_cmpuint (chess_san_read (&pos, "Ra1-d1", CHESS_LANG_EN), ==, chess_move_from_uci (&pos, "a1d1"));
  g_assert_cmpuint (chess_san_read (&pos, "Rd1", CHESS_LANG_EN), ==, CHESS_MOVE_NONE);   /* ambiguous */
  g_assert_cmpuint (chess_san_read (&pos, "Rd3", CHESS_LANG_EN), ==, CHESS_MOVE_NONE);   /* no such piece */
  g_assert_cmpuint (chess_san_read (&pos, "Tad1", CHESS_LANG_EN), ==, CHESS_MOVE_NONE);  /* unreadable */
  g_assert_cmpuint (chess_san_read (&pos, "", CHESS_LANG_EN), ==, CHESS_MOVE_NONE);
  g_assert_cmpuint (chess_san_read (&pos, NULL, CHESS_LANG_EN), ==, CHESS_MOVE_NONE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/san/examples", test_examples);
  g_test_add_func ("/san/figurines", test_figurines);
  g_test_add_func ("/san/read", test_read);
  g_test_add_func ("/san/not-a-move", test_not_a_move);
  g_test_add_func ("/san/round-trip/reference-positions", test_round_trip_reference_positions);
  g_test_add_func ("/san/round-trip/sample-positions", test_round_trip_sample_positions);
  g_test_add_func ("/san/round-trip/random-games", test_round_trip_random_games);
  return g_test_run ();
}
