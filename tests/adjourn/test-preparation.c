/* test-preparation.c — the list of moves the opponent may have sealed, each
 * with its prepared reply: order, counts, JSON, PGN export, the order after
 * opening, and that nothing of it depends on the sealed move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-envelope.h"
#include "adj-preparation.h"
#include "chess-fen.h"
#include "chess-pgn.h"

/* White to move (the sealer): a rook that checks on a8, takes on c1, or
 * goes elsewhere; a king with two squares. */
#define POSITION "4k3/8/8/8/8/8/1r6/R1n1K3 w - - 0 40"

static const char *const default_order[] = {
  "Ra8+", "Rxc1", "Kd1", "Kf1", "Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ra7", "Rb1",
};

static AdjPreparation *
new_preparation (const char *fen)
{
  ChessPosition pos;
  g_assert_true (chess_fen_read (&pos, fen, NULL));
  return adj_preparation_new (&pos);
}

static int
find_san (AdjPreparation *prep, const char *san)
{
  for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
    if (strcmp (adj_preparation_get_san (prep, i), san) == 0)
      return (int) i;
  g_error ("%s is no candidate", san);
}

static void
prepare (AdjPreparation *prep, const char *candidate, const char *const *line)
{
  ChessTree *reply = adj_preparation_get_reply (prep, (guint) find_san (prep, candidate));
  ChessTreeNode *node = chess_tree_root (reply);
  for (; *line; line++)
    {
      node = chess_tree_add_san (reply, node, *line);
      g_assert_nonnull (node);
    }
}

static void
test_default_order (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  g_assert_cmpuint (adj_preparation_get_n_candidates (prep), ==, G_N_ELEMENTS (default_order));
  for (guint i = 0; i < G_N_ELEMENTS (default_order); i++)
    g_assert_cmpstr (adj_preparation_get_san (prep, i), ==, default_order[i]);
  g_assert_cmpint (adj_preparation_get_responder (prep), ==, CHESS_BLACK);
  g_assert_cmpint (adj_preparation_find (prep, adj_preparation_get_candidate (prep, 3)), ==, 3);
  g_assert_cmpint (adj_preparation_find (prep, CHESS_MOVE_NONE), ==, -1);
}

/* The order as a rule, on positions of real variety: every legal move once;
 * checks (the mover's opponent in check after it), then captures (a piece
 * taken, en passant too), then the rest, each group by SAN. */
static void
test_order_rule (void)
{
  static const char *const fens[] = {
    "startpos",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40",
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30",
  };
  for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      ChessPosition pos;
      g_assert_true (chess_fen_read (&pos, fens[f], NULL));
      g_autoptr(AdjPreparation) prep = adj_preparation_new (&pos);
      ChessMoveList list;
      g_assert_cmpuint (adj_preparation_get_n_candidates (prep), ==, (guint) chess_position_legal_moves (&pos, &list));
      int last_group = 0;
      const char *last_san = "";
      for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
        {
          ChessMove move = adj_preparation_get_candidate (prep, i);
          ChessPosition after = pos;
          ChessUndo undo;
          chess_position_make (&after, move, &undo);
          int group = chess_position_in_check (&after) ? 0 : undo.captured != CHESS_EMPTY ? 1 : 2;
          g_assert_cmpint (group, >=, last_group);
          if (group == last_group)
            g_assert_cmpint (strcmp (last_san, adj_preparation_get_san (prep, i)), <, 0);
          last_group = group;
          last_san = adj_preparation_get_san (prep, i);
          /* Each legal move once. */
          g_assert_cmpint (adj_preparation_find (prep, move), ==, (int) i);
        }
    }
}

/* The engine's hook: its order, its ties in the default order. */
static int
king_moves_first (const ChessPosition *pos, ChessMove a, const char *san_a, ChessMove b, const char *san_b,
                  gpointer user_data)
{
  (void) pos, (void) a, (void) b;
  int *calls = user_data;
  (*calls)++;
  return (san_b[0] == 'K') - (san_a[0] == 'K');
}

static void
test_order_hook (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  prepare (prep, "Ra2", (const char *const[]) { "Rxa2", NULL });
  int calls = 0;
  adj_preparation_set_order (prep, king_moves_first, &calls);
  g_assert_cmpint (calls, >, 0);
  static const char *const expected[] = {
    "Kd1", "Kf1", "Ra8+", "Rxc1", "Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ra7", "Rb1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (adj_preparation_get_san (prep, i), ==, expected[i]);
  /* The reply goes with its move. */
  g_assert_true (adj_preparation_is_prepared (prep, 4));
  g_assert_cmpint (chess_tree_move_count (adj_preparation_get_reply (prep, 4)), ==, 1);
  adj_preparation_set_order (prep, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (default_order); i++)
    g_assert_cmpstr (adj_preparation_get_san (prep, i), ==, default_order[i]);
  g_assert_true (adj_preparation_is_prepared (prep, (guint) find_san (prep, "Ra2")));
}

static void
test_prepared_counts (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  g_assert_cmpuint (adj_preparation_count_prepared (prep), ==, 0);
  g_assert_cmpuint (adj_preparation_count_unprepared (prep), ==, 11);
  /* The reply starts after the candidate: black to move. */
  ChessTree *reply = adj_preparation_get_reply (prep, 0);
  char fen[CHESS_FEN_MAX];
  chess_fen_write (chess_tree_start (reply), fen);
  g_assert_cmpstr (fen, ==, "R3k3/8/8/8/8/8/1r6/2n1K3 b - - 1 40");

  prepare (prep, "Ra8+", (const char *const[]) { "Kd7", "Ra7+", "Kc6", NULL });
  prepare (prep, "Rxc1", (const char *const[]) { "Rb1", NULL });
  g_assert_cmpuint (adj_preparation_count_prepared (prep), ==, 2);
  g_assert_cmpuint (adj_preparation_count_unprepared (prep), ==, 9);
  g_assert_true (adj_preparation_is_prepared (prep, 0));
  g_assert_true (adj_preparation_is_prepared (prep, 1));
  g_assert_false (adj_preparation_is_prepared (prep, 2));
  /* Deleting the only move of a reply makes it unprepared again. */
  ChessTree *rxc1 = adj_preparation_get_reply (prep, 1);
  g_assert_true (chess_tree_delete (rxc1, chess_tree_node_next (chess_tree_root (rxc1))));
  g_assert_false (adj_preparation_is_prepared (prep, 1));
  g_assert_cmpuint (adj_preparation_count_unprepared (prep), ==, 10);

  /* A position where the sealer has no move: nothing to prepare. */
  g_autoptr(AdjPreparation) mate = new_preparation ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 60");
  g_assert_cmpuint (adj_preparation_get_n_candidates (mate), ==, 0);
  g_assert_cmpuint (adj_preparation_count_unprepared (mate), ==, 0);
}

static void
test_put_first (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  prepare (prep, "Kf1", (const char *const[]) { "Rxf2+", NULL });
  ChessMove kf1 = adj_preparation_get_candidate (prep, (guint) find_san (prep, "Kf1"));
  g_assert_true (adj_preparation_put_first (prep, kf1));
  static const char *const expected[] = {
    "Kf1", "Ra8+", "Rxc1", "Kd1", "Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ra7", "Rb1",
  };
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (adj_preparation_get_san (prep, i), ==, expected[i]);
  g_assert_true (adj_preparation_is_prepared (prep, 0));
  g_assert_false (adj_preparation_is_prepared (prep, 3));
  /* A move that is no candidate changes nothing. */
  ChessPosition start;
  chess_position_set_start (&start);
  g_assert_false (adj_preparation_put_first (prep, chess_move_from_uci (&start, "e2e4")));
  g_assert_cmpstr (adj_preparation_get_san (prep, 0), ==, "Kf1");
}

static void
assert_same_preparation (AdjPreparation *a, AdjPreparation *b)
{
  g_assert_cmpuint (adj_preparation_get_n_candidates (a), ==, adj_preparation_get_n_candidates (b));
  for (guint i = 0; i < adj_preparation_get_n_candidates (a); i++)
    {
      g_assert_cmpint (adj_preparation_get_candidate (a, i), ==, adj_preparation_get_candidate (b, i));
      g_assert_true (chess_tree_equal (adj_preparation_get_reply (a, i), adj_preparation_get_reply (b, i)));
    }
}

static AdjPreparation *
prepared_example (void)
{
  AdjPreparation *prep = new_preparation (POSITION);
  prepare (prep, "Ra8+", (const char *const[]) { "Kd7", "Ra7+", "Kc6", NULL });
  prepare (prep, "Kd1", (const char *const[]) { "Nb3", NULL });
  /* A reply with a variation, a comment and a NAG. */
  ChessTree *reply = adj_preparation_get_reply (prep, (guint) find_san (prep, "Kd1"));
  ChessTreeNode *alt = chess_tree_add_san (reply, chess_tree_root (reply), "Rb1+");
  g_assert_nonnull (alt);
  chess_tree_set_comment (reply, alt, CHESS_TREE_COMMENT_AFTER, "drawn: the rook checks from behind");
  g_assert_true (chess_tree_add_nag (reply, chess_tree_node_next (chess_tree_root (reply)), 1));
  return prep;
}

static void
test_json_round_trip (void)
{
  g_autoptr(AdjPreparation) prep = prepared_example ();
  gsize length;
  g_autofree char *data = adj_preparation_to_data (prep, &length);
  g_assert_nonnull (strstr (data, "\"format\" : \"adjourn-preparation\""));
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjPreparation) again = adj_preparation_new_from_data (data, (gssize) length, &error);
  g_assert_no_error (error);
  assert_same_preparation (prep, again);
  g_assert_cmpuint (adj_preparation_count_prepared (again), ==, 2);
  g_autofree char *twice = adj_preparation_to_data (again, NULL);
  g_assert_cmpstr (data, ==, twice);

  /* Only the prepared candidates are written. */
  g_autoptr(JsonNode) node = adj_preparation_to_json (prep);
  JsonArray *replies = json_object_get_array_member (json_node_get_object (node), "replies");
  g_assert_cmpuint (json_array_get_length (replies), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (replies, 0), "move"), ==, "a1a8");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (replies, 1), "move"), ==, "e1d1");
}

static void
assert_refused (const char *json, AdjPreparationError code, const char *prefix)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjPreparation) prep = adj_preparation_new_from_data (json, -1, &error);
  g_assert_null (prep);
  g_assert_error (error, ADJ_PREPARATION_ERROR, (int) code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not start with “%s”", error->message, prefix);
}

static void
test_json_refused (void)
{
  assert_refused ("[1]", ADJ_PREPARATION_ERROR_SYNTAX, "");
  assert_refused ("{\"format\": \"adjourn-preparation\"", ADJ_PREPARATION_ERROR_SYNTAX, "");
  assert_refused ("{\"format\": \"adjourn-envelope\", \"version\": 1, \"position\": \"startpos\"}",
                  ADJ_PREPARATION_ERROR_FORMAT, "format:");
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 2, \"position\": \"startpos\"}",
                  ADJ_PREPARATION_ERROR_FORMAT, "version:");
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 1}", ADJ_PREPARATION_ERROR_MISSING,
                  "position");
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"8/8/8/8/8/8/8/8 w - - 0 1\"}",
                  ADJ_PREPARATION_ERROR_VALUE, "position:");
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"startpos\", \"replies\": 3}",
                  ADJ_PREPARATION_ERROR_TYPE, "replies:");
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"startpos\","
                  " \"replies\": [{\"move\": \"e2e5\", \"pgn\": \"\"}]}",
                  ADJ_PREPARATION_ERROR_VALUE, "replies[0].move:");
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"startpos\","
                  " \"replies\": [{\"move\": \"e2e4\"}]}",
                  ADJ_PREPARATION_ERROR_MISSING, "replies[0]:");
  /* The reply must start after its move, its moves legal. */
  assert_refused ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": \"startpos\","
                  " \"replies\": [{\"move\": \"e2e4\", \"pgn\": \"1. e4 e5 *\"}]}",
                  ADJ_PREPARATION_ERROR_VALUE, "replies[0].pgn: the reply starts at");
  const char *after_e4 = "[FEN \\\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\\\"]\\n\\n";
  g_autofree char *illegal = g_strdup_printf ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": "
                                              "\"startpos\", \"replies\": [{\"move\": \"e2e4\", \"pgn\": \"%s1... "
                                              "e5 (1... Ke7 Kd9) *\"}]}", after_e4);
  assert_refused (illegal, ADJ_PREPARATION_ERROR_VALUE, "replies[0].pgn: line 3, column 15:");
  g_autofree char *twice = g_strdup_printf ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": "
                                            "\"startpos\", \"replies\": [{\"move\": \"e2e4\", \"pgn\": \"%s1... e5 *\"},"
                                            " {\"move\": \"e2e4\", \"pgn\": \"%s1... c5 *\"}]}", after_e4, after_e4);
  assert_refused (twice, ADJ_PREPARATION_ERROR_VALUE, "replies[1].move:");
  g_autofree char *good = g_strdup_printf ("{\"format\": \"adjourn-preparation\", \"version\": 1, \"position\": "
                                           "\"startpos\", \"replies\": [{\"move\": \"e2e4\", \"pgn\": \"%s1... c5 *\"}]}",
                                           after_e4);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjPreparation) prep = adj_preparation_new_from_data (good, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_preparation_count_prepared (prep), ==, 1);
}

static AdjEnvelope *
envelope_with (const char *sealed_move)
{
  AdjEnvelopeFields f;
  adj_envelope_fields_init (&f);
  f.rules = "fide-2023";
  f.event = "Club championship";
  f.round = "5";
  f.white = "Anna";
  f.black = "Berta";
  f.position = POSITION;
  f.sealer = CHESS_WHITE;
  f.sealed_move_number = 40;
  f.sealed_move = sealed_move;
  g_autoptr(GError) error = NULL;
  AdjEnvelope *envelope = adj_envelope_new_from_fields (&f, &error);
  g_assert_no_error (error);
  return envelope;
}

static void
test_export_pgn (void)
{
  g_autoptr(AdjPreparation) prep = prepared_example ();
  g_autoptr(AdjEnvelope) envelope = envelope_with (NULL);
  gsize length;
  g_autofree char *pgn = adj_preparation_to_pgn (prep, envelope, &length);
  g_assert_nonnull (strstr (pgn, "[Event \"Club championship\"]\n"));
  g_assert_nonnull (strstr (pgn, "[White \"Anna\"]\n[Black \"Berta\"]\n"));
  g_assert_nonnull (strstr (pgn, "[FEN \"" POSITION "\"]\n"));

  /* Read back: one game, a move per candidate in the list's order, each
   * followed by its reply as prepared. */
  ChessPgnReader *reader = chess_pgn_reader_new (pgn, length);
  ChessGame game;
  ChessPgnGameInfo info;
  ChessTree *tree = chess_tree_new (NULL);
  chess_game_init (&game);
  g_assert_true (chess_pgn_reader_next_tree (reader, &game, tree, &info));
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_false (info.variation_problem);
  ChessTreeNode *root = chess_tree_root (tree);
  g_assert_cmpint (chess_tree_node_n_children (root), ==, (int) adj_preparation_get_n_candidates (prep));
  for (guint i = 0; i < adj_preparation_get_n_candidates (prep); i++)
    {
      ChessTreeNode *candidate = chess_tree_node_child (root, (int) i);
      g_assert_cmpint (chess_tree_node_move (candidate), ==, adj_preparation_get_candidate (prep, i));
      ChessTree *reply = adj_preparation_get_reply (prep, i);
      ChessTree *exported = chess_tree_new (chess_tree_node_position (candidate));
      chess_tree_graft (exported, chess_tree_root (exported), candidate);
      g_assert_true (chess_tree_equal (reply, exported));
      chess_tree_free (exported);
    }
  g_assert_false (chess_pgn_reader_next (reader, &game, &info));
  chess_tree_free (tree);
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);

  /* Without an envelope: the roster's unknowns. */
  g_autofree char *bare = adj_preparation_to_pgn (prep, NULL, NULL);
  g_assert_nonnull (strstr (bare, "[Event \"?\"]\n"));
}

/* Sealed means sealed: an envelope holding its sealed move gives the same
 * list, order, JSON and PGN as the same envelope without it. */
static void
test_sealed_move_not_read (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (default_order); i++)
    {
      g_autoptr(AdjEnvelope) sealed = envelope_with (default_order[i]);
      g_autoptr(AdjEnvelope) open = envelope_with (NULL);
      g_assert_nonnull (adj_envelope_get_sealed_move (sealed));
      g_autoptr(AdjPreparation) a = adj_preparation_new_for_envelope (sealed);
      g_autoptr(AdjPreparation) b = adj_preparation_new_for_envelope (open);
      prepare (a, "Rxc1", (const char *const[]) { "Rb1", NULL });
      prepare (b, "Rxc1", (const char *const[]) { "Rb1", NULL });
      assert_same_preparation (a, b);
      g_autofree char *json_a = adj_preparation_to_data (a, NULL);
      g_autofree char *json_b = adj_preparation_to_data (b, NULL);
      g_assert_cmpstr (json_a, ==, json_b);
      g_autofree char *pgn_a = adj_preparation_to_pgn (a, sealed, NULL);
      g_autofree char *pgn_b = adj_preparation_to_pgn (b, open, NULL);
      g_assert_cmpstr (pgn_a, ==, pgn_b);
      /* And the default order puts no move first for having been sealed. */
      g_assert_cmpstr (adj_preparation_get_san (a, 0), ==, "Ra8+");
    }
}

/* "changed": which candidate, or ADJ_PREPARATION_ALL for the order. */
static void
record_changed (AdjPreparation *prep, guint index, GArray *seen)
{
  g_array_append_val (seen, index);
}

static void
test_changed (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect (prep, "changed", G_CALLBACK (record_changed), seen);

  guint ra2 = (guint) find_san (prep, "Ra2");
  prepare (prep, "Ra2", (const char *const[]) { "Rxa2", NULL });
  /* A tree edited in place says nothing until told. */
  g_assert_cmpuint (seen->len, ==, 0);
  adj_preparation_reply_changed (prep, ra2);
  g_assert_cmpuint (seen->len, ==, 1);
  g_assert_cmpuint (g_array_index (seen, guint, 0), ==, ra2);

  /* A reply given whole: copied, comments and all; one from elsewhere refused. */
  guint kd1 = (guint) find_san (prep, "Kd1");
  ChessTree *given = chess_tree_new (chess_tree_start (adj_preparation_get_reply (prep, kd1)));
  ChessTreeNode *node = chess_tree_add_san (given, chess_tree_root (given), "Rb1+");
  g_assert_nonnull (node);
  g_assert_nonnull (chess_tree_add_san (given, chess_tree_root (given), "Nb3"));
  chess_tree_set_comment (given, chess_tree_root (given), CHESS_TREE_COMMENT_AFTER, "the rook checks");
  chess_tree_add_nag (given, node, 1);
  g_assert_true (adj_preparation_set_reply (prep, kd1, given));
  g_assert_true (chess_tree_equal (adj_preparation_get_reply (prep, kd1), given));
  g_assert_cmpuint (g_array_index (seen, guint, seen->len - 1), ==, kd1);
  g_assert_false (adj_preparation_set_reply (prep, ra2, given));
  g_assert_cmpuint (seen->len, ==, 2);
  chess_tree_free (given);
  g_assert_true (adj_preparation_is_prepared (prep, ra2));

  /* Taken back. */
  g_assert_true (adj_preparation_set_reply (prep, ra2, NULL));
  g_assert_false (adj_preparation_is_prepared (prep, ra2));
  g_assert_cmpuint (seen->len, ==, 3);

  /* Order changes name no candidate. */
  g_assert_true (adj_preparation_put_first (prep, adj_preparation_get_candidate (prep, kd1)));
  g_assert_cmpuint (g_array_index (seen, guint, seen->len - 1), ==, ADJ_PREPARATION_ALL);
  adj_preparation_set_order (prep, NULL, NULL);
  g_assert_cmpuint (seen->len, ==, 5);
  g_assert_cmpuint (g_array_index (seen, guint, 4), ==, ADJ_PREPARATION_ALL);
}

/* Once opened, the move sealed stays first whatever the order. */
static void
test_opened_keeps_first (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  g_assert_false (adj_preparation_is_opened (prep));
  g_assert_false (adj_preparation_put_first (prep, CHESS_MOVE_NONE));
  g_assert_false (adj_preparation_is_opened (prep));
  ChessMove ra5 = adj_preparation_get_candidate (prep, (guint) find_san (prep, "Ra5"));
  g_assert_true (adj_preparation_put_first (prep, ra5));
  g_assert_true (adj_preparation_is_opened (prep));
  int calls = 0;
  adj_preparation_set_order (prep, king_moves_first, &calls);
  g_assert_cmpstr (adj_preparation_get_san (prep, 0), ==, "Ra5");
  g_assert_cmpstr (adj_preparation_get_san (prep, 1), ==, "Kd1");
  adj_preparation_set_order (prep, NULL, NULL);
  g_assert_cmpstr (adj_preparation_get_san (prep, 0), ==, "Ra5");
  g_assert_cmpstr (adj_preparation_get_san (prep, 1), ==, "Ra8+");
}

static void
test_reply_summary (void)
{
  g_autoptr(AdjPreparation) prep = new_preparation (POSITION);
  guint ra2 = (guint) find_san (prep, "Ra2");
  g_autofree char *none = adj_preparation_reply_summary (prep, ra2, 4);
  g_assert_cmpstr (none, ==, "");
  /* Black answers White's 40th: "40…", then numbered as written. */
  prepare (prep, "Ra2", (const char *const[]) { "Rxa2", "Kf1", "Ra1", "Kg2", "Rb1", NULL });
  g_autofree char *cut = adj_preparation_reply_summary (prep, ra2, 4);
  g_assert_cmpstr (cut, ==, "40… Rxa2 41. Kf1 Ra1 42. Kg2 …");
  g_autofree char *whole = adj_preparation_reply_summary (prep, ra2, 5);
  g_assert_cmpstr (whole, ==, "40… Rxa2 41. Kf1 Ra1 42. Kg2 Rb1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/preparation/default-order", test_default_order);
  g_test_add_func ("/preparation/order-rule", test_order_rule);
  g_test_add_func ("/preparation/order-hook", test_order_hook);
  g_test_add_func ("/preparation/prepared-counts", test_prepared_counts);
  g_test_add_func ("/preparation/put-first", test_put_first);
  g_test_add_func ("/preparation/json-round-trip", test_json_round_trip);
  g_test_add_func ("/preparation/json-refused", test_json_refused);
  g_test_add_func ("/preparation/export-pgn", test_export_pgn);
  g_test_add_func ("/preparation/sealed-move-not-read", test_sealed_move_not_read);
  g_test_add_func ("/preparation/changed", test_changed);
  g_test_add_func ("/preparation/opened-keeps-first", test_opened_keeps_first);
  g_test_add_func ("/preparation/reply-summary", test_reply_summary);
  return g_test_run ();
}
