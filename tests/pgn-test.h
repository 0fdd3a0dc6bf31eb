/* pgn-test.h — whether two games are the same game, for the PGN round trip
 * of the chess tests and the PGN fuzz target
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C, like the engine: the fuzz target uses it without GLib's asserts.
 */
#pragma once

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "chess-annotation.h"
#include "chess-fen.h"
#include "chess-game.h"
#include "chess-pgn.h"
#include "chess-tree.h"

static inline bool
pgn_test_same_text (const char *a, const char *b)
{
  return a == b || (a && b && strcmp (a, b) == 0);
}

/* Tags a written game has whatever it was read with: the Result tag
 * follows the game's result, FEN and SetUp its start (compared instead). */
static inline bool
pgn_test_derived_tag (const char *name)
{
  return strcmp (name, "Result") == 0 || strcmp (name, "FEN") == 0 || strcmp (name, "SetUp") == 0;
}

/* Whether B holds every tag of A, with its value; B may also hold a tag of
 * the Seven Tag Roster that A lacks, with the value the writer puts there. */
static inline const char *
pgn_test_tags_difference (const ChessGame *a, const ChessGame *b)
{
  static const char *const roster[][2] = {
    { "Event", "?" }, { "Site", "?" }, { "Date", "????.??.??" }, { "Round", "?" }, { "White", "?" }, { "Black", "?" },
  };
  for (int i = 0; i < chess_game_tag_count (a); i++)
    {
      const char *name = chess_game_tag_name (a, i);
      if (!pgn_test_derived_tag (name) && !pgn_test_same_text (chess_game_tag (b, name), chess_game_tag_value (a, i)))
        return "a tag's value";
    }
  for (int i = 0; i < chess_game_tag_count (b); i++)
    {
      const char *name = chess_game_tag_name (b, i);
      if (pgn_test_derived_tag (name) || chess_game_tag (a, name))
        continue;
      bool filled_in = false;
      for (size_t k = 0; k < sizeof roster / sizeof roster[0]; k++)
        filled_in |= strcmp (roster[k][0], name) == 0 && strcmp (roster[k][1], chess_game_tag_value (b, i)) == 0;
      if (!filled_in)
        return "a tag that was not there";
    }
  return NULL;
}

/* The notes at AT: comment, NAGs in order, variations. */
static inline const char *
pgn_test_notes_difference (const ChessGame *a, const ChessGame *b, int at)
{
  if (!pgn_test_same_text (chess_game_comment (a, at), chess_game_comment (b, at)))
    return "a comment";
  if (!pgn_test_same_text (chess_game_variations (a, at), chess_game_variations (b, at)))
    return "a variation";
  if (chess_game_nag_count (a, at) != chess_game_nag_count (b, at))
    return "the number of NAGs";
  for (int i = 0; i < chess_game_nag_count (a, at); i++)
    if (chess_game_nag (a, at, i) != chess_game_nag (b, at, i))
      return "a NAG";
  return NULL;
}

/* NULL when A and B are the same game: start, moves, result, tags and every
 * note; else what differs first. */
static inline const char *
pgn_test_difference (const ChessGame *a, const ChessGame *b)
{
  char fen_a[CHESS_FEN_MAX], fen_b[CHESS_FEN_MAX];
  chess_fen_write (chess_game_start (a), fen_a);
  chess_fen_write (chess_game_start (b), fen_b);
  if (strcmp (fen_a, fen_b) != 0)
    return "the start position";
  if (chess_game_ply_count (a) != chess_game_ply_count (b))
    return "the number of moves";
  for (int i = 0; i < chess_game_ply_count (a); i++)
    if (chess_game_move_at (a, i) != chess_game_move_at (b, i))
      return "a move";
  if (a->result != b->result)
    return "the result";
  const char *tags = pgn_test_tags_difference (a, b);
  if (tags)
    return tags;
  for (int at = 0; at <= chess_game_ply_count (a); at++)
    {
      const char *notes = pgn_test_notes_difference (a, b, at);
      if (notes)
        return notes;
    }
  return NULL;
}

/* NULL when TREE, written with GAME's tags and result, reads back as one
 * game without error whose tree is the same, and writing that tree gives
 * the same text; else what went wrong. *WRITTEN (may be NULL) gets the
 * first writing, to be freed. */
static inline const char *
pgn_test_tree_round_trip (const ChessGame *game, const ChessTree *tree, char **written)
{
  size_t n;
  char *once = chess_pgn_write_tree (game, tree, &n);
  ChessPgnReader *reader = chess_pgn_reader_new (once, n);
  ChessGame again;
  ChessTree *tree_again = chess_tree_new (NULL);
  ChessPgnGameInfo info;
  const char *wrong = NULL;
  chess_game_init (&again);
  if (!chess_pgn_reader_next_tree (reader, &again, tree_again, &info))
    wrong = "no game read back";
  else if (info.error || info.problem || info.variation_problem)
    wrong = "the game read back is refused";
  else if (!chess_tree_equal (tree, tree_again))
    wrong = "the tree read back differs";
  else if (chess_pgn_reader_next (reader, &again, &info))
    wrong = "more than one game read back";
  if (!wrong)
    {
      char *twice = chess_pgn_write_tree (game, tree_again, NULL);
      if (strcmp (once, twice) != 0)
        wrong = "the second writing differs";
      free (twice);
    }
  chess_tree_free (tree_again);
  chess_game_clear (&again);
  chess_pgn_reader_free (reader);
  if (written)
    *written = once;
  else
    free (once);
  return wrong;
}

/* NULL when COMMENT's arrows and marks, formatted back with the text left,
 * give a comment the tree keeps as it is, which parses as the same notes
 * and the same text; else what went wrong. */
static inline const char *
pgn_test_annotations_round_trip (const char *comment)
{
  ChessAnnotations notes, again;
  const char *wrong = NULL;
  char *rest = chess_annotations_parse (comment, &notes);
  char *formatted = chess_annotations_format (&notes, rest);
  char *rest_again = chess_annotations_parse (formatted, &again);
  ChessTree *scratch = chess_tree_new (NULL);
  chess_tree_set_comment (scratch, chess_tree_root (scratch), CHESS_TREE_COMMENT_AFTER, formatted);
  const char *kept = chess_tree_node_comment (chess_tree_root (scratch), CHESS_TREE_COMMENT_AFTER);
  if (!chess_annotations_equal (&notes, &again))
    wrong = "the notes parsed from the formatted comment differ";
  else if (strcmp (rest, rest_again) != 0)
    wrong = "the text left by the formatted comment differs";
  else if (!pgn_test_same_text (kept, *formatted ? formatted : NULL))
    wrong = "the formatted comment is not one the tree keeps as it is";
  chess_tree_free (scratch);
  free (rest_again);
  free (formatted);
  free (rest);
  return wrong;
}

/* pgn_test_annotations_round_trip on every comment after NODE. */
static inline const char *
pgn_test_tree_annotations_round_trip (const ChessTreeNode *node)
{
  for (; node; node = chess_tree_node_next (node))
    {
      for (int place = 0; place < 2; place++)
        {
          const char *wrong = pgn_test_annotations_round_trip (chess_tree_node_comment (node, (ChessTreeCommentPlace) place));
          if (wrong)
            return wrong;
        }
      for (int i = 1; i < chess_tree_node_n_children (node); i++)
        {
          const char *wrong = pgn_test_tree_annotations_round_trip (chess_tree_node_child (node, i));
          if (wrong)
            return wrong;
        }
    }
  return NULL;
}
