/* test-uci.c — reading what a UCI engine prints, without an engine
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "adj-engine-line.h"
#include "adj-uci.h"
#include "chess-fen.h"

static void
start (ChessPosition *pos)
{
  chess_position_set_start (pos);
}

static void
after_e4 (ChessPosition *pos)
{
  ChessUndo undo;

  chess_position_set_start (pos);
  chess_position_make (pos, chess_move_from_uci (pos, "e2e4"), &undo);
}

static void
test_info_stockfish (void)
{
  ChessPosition pos;
  AdjUciInfo info;
  char uci[6];

  after_e4 (&pos);
  g_assert_true (adj_uci_parse_info ("info depth 5 seldepth 6 multipv 2 score cp -55 nodes 1035 "
                                     "nps 115000 hashfull 0 tbhits 0 time 9 pv e7e5 g1f3",
                                     &pos, &info));
  g_assert_cmpuint (info.depth, ==, 5);
  g_assert_cmpuint (info.seldepth, ==, 6);
  g_assert_cmpuint (info.multipv, ==, 2);
  g_assert_cmpint (info.score_kind, ==, ADJ_UCI_SCORE_CP);
  g_assert_cmpint (info.score, ==, -55);
  g_assert_cmpint (info.bound, ==, ADJ_UCI_BOUND_EXACT);
  g_assert_cmpuint (info.nodes, ==, 1035);
  g_assert_cmpuint (info.nps, ==, 115000);
  g_assert_cmpuint (info.time_ms, ==, 9);
  g_assert_cmpint (info.n_pv, ==, 2);
  chess_move_to_uci (info.pv[0], uci);
  g_assert_cmpstr (uci, ==, "e7e5");
  chess_move_to_uci (info.pv[1], uci);
  g_assert_cmpstr (uci, ==, "g1f3");
  g_assert_cmphex (info.has, ==, ADJ_UCI_HAS_DEPTH | ADJ_UCI_HAS_SELDEPTH | ADJ_UCI_HAS_MULTIPV
                                 | ADJ_UCI_HAS_SCORE | ADJ_UCI_HAS_NODES | ADJ_UCI_HAS_NPS
                                 | ADJ_UCI_HAS_TIME | ADJ_UCI_HAS_PV);
}

static void
test_info_bounds_and_mate (void)
{
  ChessPosition pos;
  AdjUciInfo info;

  start (&pos);
  g_assert_true (adj_uci_parse_info ("info depth 20 score cp 41 lowerbound nodes 5 pv d2d4", &pos, &info));
  g_assert_cmpint (info.bound, ==, ADJ_UCI_BOUND_LOWER);
  g_assert_cmpint (info.score, ==, 41);
  g_assert_cmpuint (info.multipv, ==, 1);
  g_assert_false (info.has & ADJ_UCI_HAS_MULTIPV);

  g_assert_true (adj_uci_parse_info ("info depth 20 score cp -12 upperbound pv d2d4", &pos, &info));
  g_assert_cmpint (info.bound, ==, ADJ_UCI_BOUND_UPPER);

  g_assert_true (adj_uci_parse_info ("info depth 30 score mate -4 pv g1f3", &pos, &info));
  g_assert_cmpint (info.score_kind, ==, ADJ_UCI_SCORE_MATE);
  g_assert_cmpint (info.score, ==, -4);

  /* A mated side: score without pv. */
  g_assert_true (adj_uci_parse_info ("info depth 0 score mate 0", &pos, &info));
  g_assert_true (info.has & ADJ_UCI_HAS_SCORE);
  g_assert_false (info.has & ADJ_UCI_HAS_PV);
}

static void
test_info_skipped_keywords (void)
{
  ChessPosition pos;
  AdjUciInfo info;

  start (&pos);
  g_assert_true (adj_uci_parse_info ("info depth 12 currmove e2e4 currmovenumber 3", &pos, &info));
  g_assert_cmpuint (info.depth, ==, 12);
  g_assert_false (info.has & ADJ_UCI_HAS_PV);

  g_assert_true (adj_uci_parse_info ("info depth 3 score cp 20 wdl 300 600 100 pv e2e4 e7e5", &pos, &info));
  g_assert_cmpint (info.n_pv, ==, 2);

  /* "string" takes the rest of the line, moves and all. */
  g_assert_true (adj_uci_parse_info ("info string NNUE enabled pv e2e5", &pos, &info));
  g_assert_cmphex (info.has, ==, 0);

  /* An unknown keyword is skipped on its own; a pv may be followed by more. */
  g_assert_true (adj_uci_parse_info ("info sparkle depth 4 pv e2e4 e7e5 nodes 77", &pos, &info));
  g_assert_cmpuint (info.depth, ==, 4);
  g_assert_cmpint (info.n_pv, ==, 2);
  g_assert_cmpuint (info.nodes, ==, 77);

  /* Tabs, a carriage return, blanks before. */
  g_assert_true (adj_uci_parse_info ("  info\tdepth 2\tpv e2e4\r", &pos, &info));
  g_assert_cmpuint (info.depth, ==, 2);
  g_assert_cmpint (info.n_pv, ==, 1);
}

static void
test_info_refused (void)
{
  static const char *const refused[] = {
    "info depth abc pv e2e4",
    "info depth",
    "info depth -3",
    "info depth 99999999999999999999999",
    "info nodes 12x",
    "info multipv 0 pv e2e4",
    "info multipv 65 pv e2e4",
    "info score pv e2e4",
    "info score cp",
    "info score mate x",
    "info score centipawns 3",
    "info lowerbound score cp 3",
    "info depth 3 pv e2e5",           /* not a legal move */
    "info depth 3 pv e2e4 e2e4",      /* legal once only */
    "info depth 3 pv e7e5",           /* the other side's move */
    "info depth 3 pv",                /* a pv without moves */
    "info wdl 1 2",
    "bestmove e2e4",
    "inf depth 3",
    "",
  };
  ChessPosition pos;
  AdjUciInfo info;

  start (&pos);
  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_test_message ("%s", refused[i]);
      g_assert_false (adj_uci_parse_info (refused[i], &pos, &info));
    }
}

static void
test_info_long_pv (void)
{
  static const char *const shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  g_autoptr(GString) line = g_string_new ("info depth 99 pv");
  ChessPosition pos;
  AdjUciInfo info;

  start (&pos);
  for (int i = 0; i < ADJ_UCI_PV_MAX + 12; i++)
    g_string_append_printf (line, " %s", shuffle[i % 4]);
  g_assert_true (adj_uci_parse_info (line->str, &pos, &info));
  g_assert_cmpint (info.n_pv, ==, ADJ_UCI_PV_MAX);
}

static void
test_bestmove (void)
{
  ChessPosition pos;
  ChessMove move;
  char uci[6];

  after_e4 (&pos);
  g_assert_true (adj_uci_parse_bestmove ("bestmove c7c5 ponder g1f3", &pos, &move));
  chess_move_to_uci (move, uci);
  g_assert_cmpstr (uci, ==, "c7c5");
  g_assert_true (adj_uci_parse_bestmove ("bestmove (none)", &pos, &move));
  g_assert_cmpuint (move, ==, CHESS_MOVE_NONE);
  g_assert_true (adj_uci_parse_bestmove ("bestmove 0000", &pos, &move));
  g_assert_cmpuint (move, ==, CHESS_MOVE_NONE);
  g_assert_false (adj_uci_parse_bestmove ("bestmove e2e4", &pos, &move));
  g_assert_false (adj_uci_parse_bestmove ("bestmove", &pos, &move));
  g_assert_false (adj_uci_parse_bestmove ("bestmovement c7c5", &pos, &move));
  g_assert_false (adj_uci_parse_bestmove ("info pv c7c5", &pos, &move));
}

static void
test_option (void)
{
  g_autoptr(AdjUciOption) hash = adj_uci_option_parse ("option name Hash type spin default 16 min 1 max 33554432");
  g_autoptr(AdjUciOption) log = adj_uci_option_parse ("option name Debug Log File type string default ");
  g_autoptr(AdjUciOption) check = adj_uci_option_parse ("option name Ponder type check default false");
  g_autoptr(AdjUciOption) combo = adj_uci_option_parse ("option name Style type combo default Normal var Solid var Normal var Risky");
  g_autoptr(AdjUciOption) button = adj_uci_option_parse ("option name Clear Hash type button");
  g_autofree char *v1 = NULL, *v2 = NULL, *v3 = NULL, *v4 = NULL;

  g_assert_nonnull (hash);
  g_assert_cmpstr (hash->name, ==, "Hash");
  g_assert_cmpstr (hash->type, ==, "spin");
  g_assert_cmpstr (hash->default_value, ==, "16");
  g_assert_true (hash->has_range);
  g_assert_cmpint (hash->min, ==, 1);
  g_assert_cmpint (hash->max, ==, 33554432);

  g_assert_nonnull (log);
  g_assert_cmpstr (log->name, ==, "Debug Log File");
  g_assert_cmpstr (log->type, ==, "string");
  g_assert_cmpstr (log->default_value, ==, "");
  g_assert_false (log->has_range);

  g_assert_cmpstr (combo->name, ==, "Style");
  g_assert_cmpstr (combo->default_value, ==, "Normal");
  g_assert_cmpstr (button->name, ==, "Clear Hash");

  g_assert_null (adj_uci_option_parse ("option name Hash"));
  g_assert_null (adj_uci_option_parse ("option type spin"));
  g_assert_null (adj_uci_option_parse ("id name Hash type spin"));

  g_assert_cmpstr ((v1 = adj_uci_option_fit (hash, "99999999999")), ==, "33554432");
  g_assert_cmpstr ((v2 = adj_uci_option_fit (hash, "0")), ==, "1");
  g_assert_null (adj_uci_option_fit (hash, "lots"));
  g_assert_cmpstr ((v3 = adj_uci_option_fit (check, "TRUE")), ==, "true");
  g_assert_null (adj_uci_option_fit (check, "yes"));
  g_assert_null (adj_uci_option_fit (button, "true"));
  g_assert_null (adj_uci_option_fit (log, "a\nquit"));
  g_assert_cmpstr ((v4 = adj_uci_option_fit (log, "/tmp/log")), ==, "/tmp/log");
}

static void
test_id_name (void)
{
  g_autofree char *name = adj_uci_parse_id_name ("id name Stockfish 15.1  ");

  g_assert_cmpstr (name, ==, "Stockfish 15.1");
  g_assert_null (adj_uci_parse_id_name ("id author Someone"));
  g_assert_null (adj_uci_parse_id_name ("id name"));
  g_assert_null (adj_uci_parse_id_name ("idname X"));
}

static void
test_format_position (void)
{
  ChessPosition pos, after;
  ChessMove moves[2];
  ChessUndo undo;
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  start (&pos);
  a = adj_uci_format_position (&pos, NULL, 0);
  g_assert_cmpstr (a, ==, "position startpos");

  after = pos;
  moves[0] = chess_move_from_uci (&after, "e2e4");
  chess_position_make (&after, moves[0], &undo);
  moves[1] = chess_move_from_uci (&after, "c7c5");
  b = adj_uci_format_position (&pos, moves, 2);
  g_assert_cmpstr (b, ==, "position startpos moves e2e4 c7c5");

  g_assert_true (chess_fen_read (&pos, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41", NULL));
  c = adj_uci_format_position (&pos, NULL, 0);
  g_assert_cmpstr (c, ==, "position fen 8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");
}

static AdjEngineLine *
line_from (const char *fen,
           const char *text)
{
  ChessPosition pos;
  AdjUciInfo info;

  g_assert_true (chess_fen_read (&pos, fen, NULL));
  g_assert_true (adj_uci_parse_info (text, &pos, &info));
  return adj_engine_line_new (&pos, &info);
}

static void
test_line_score (void)
{
  static const struct {
    const char *fen;
    const char *info;
    const char *shown;
    int white;
  } cases[] = {
    { "startpos", "info score cp 35 pv e2e4", "+0.35", 35 },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "info score cp 35 pv e7e5", "-0.35", -35 },
    { "startpos", "info score cp 0 pv e2e4", "0.00", 0 },
    { "startpos", "info score cp -5 pv e2e4", "-0.05", -5 },
    { "startpos", "info score cp 1234 pv e2e4", "+12.34", 1234 },
    { "startpos", "info score mate 3 pv e2e4", "#3", 3 },
    { "startpos", "info score mate -2 pv e2e4", "#-2", -2 },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "info score mate 2 pv e7e5", "#-2", -2 },
    /* White to move and mated: Black has won. */
    { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "info depth 0 score mate 0", "#-0", 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(AdjEngineLine) line = line_from (cases[i].fen, cases[i].info);
      g_autofree char *shown = adj_engine_line_format_score (line);
      int white;

      g_assert_cmpstr (shown, ==, cases[i].shown);
      adj_engine_line_get_white_score (line, &white);
      g_assert_cmpint (white, ==, cases[i].white);
    }
}

static void
test_line_moves (void)
{
  g_autoptr(AdjEngineLine) line = line_from ("8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41",
                                             "info depth 9 multipv 1 score cp -120 pv d1d4 g2f3 d4d3 f3e2");
  const char *const expected_san[] = { "Rxd4", "Kf3", "Rd3+", "Ke2", NULL };
  g_autofree char *en = adj_engine_line_format_moves (line, CHESS_LANG_EN, FALSE, 0);
  g_autofree char *ca = adj_engine_line_format_moves (line, CHESS_LANG_CA, FALSE, 3);
  g_autofree char *fig = adj_engine_line_format_moves (line, CHESS_LANG_EN, TRUE, 1);
  guint n;

  g_assert_cmpstrv (adj_engine_line_get_san (line), expected_san);
  g_assert_cmpstr (adj_engine_line_get_uci (line)[0], ==, "d1d4");
  adj_engine_line_get_moves (line, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (adj_engine_line_get_depth (line), ==, 9);
  g_assert_cmpstr (en, ==, "41…Rxd4 42.Kf3 Rd3+ 43.Ke2");
  g_assert_cmpstr (ca, ==, "41…Txd4 42.Rf3 Td3+");
  g_assert_cmpstr (fig, ==, "41…♜xd4");
}

static void
test_format_go (void)
{
  ChessPosition pos;
  ChessMove moves[2];
  struct { guint depth, movetime; int n; const char *expected; } cases[] = {
    { 0, 0, 0, "go infinite" },
    { 12, 0, 0, "go depth 12" },
    { 0, 1500, 0, "go movetime 1500" },
    { 12, 1500, 0, "go depth 12 movetime 1500" },
    { 8, 0, 2, "go depth 8 searchmoves e2e4 g1f3" },
    { 0, 0, 1, "go infinite searchmoves e2e4" },
  };

  chess_position_set_start (&pos);
  moves[0] = chess_move_from_uci (&pos, "e2e4");
  moves[1] = chess_move_from_uci (&pos, "g1f3");
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *go = adj_uci_format_go (cases[i].depth, cases[i].movetime, moves, cases[i].n);

      g_assert_cmpstr (go, ==, cases[i].expected);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uci/info/stockfish", test_info_stockfish);
  g_test_add_func ("/uci/info/bounds-and-mate", test_info_bounds_and_mate);
  g_test_add_func ("/uci/info/skipped-keywords", test_info_skipped_keywords);
  g_test_add_func ("/uci/info/refused", test_info_refused);
  g_test_add_func ("/uci/info/long-pv", test_info_long_pv);
  g_test_add_func ("/uci/bestmove", test_bestmove);
  g_test_add_func ("/uci/option", test_option);
  g_test_add_func ("/uci/id-name", test_id_name);
  g_test_add_func ("/uci/format-position", test_format_position);
  g_test_add_func ("/uci/format-go", test_format_go);
  g_test_add_func ("/uci/line/score", test_line_score);
  g_test_add_func ("/uci/line/moves", test_line_moves);

  return g_test_run ();
}
