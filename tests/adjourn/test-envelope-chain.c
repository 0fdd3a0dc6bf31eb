/* test-envelope-chain.c — a game adjourned again: the key naming the
 * envelope before, and whether a new envelope may continue it
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "adj-envelope.h"
#include "adj-envelope-chain.h"
#include "chess-fen.h"

/* The first session's envelope (spec/formats.md's example, closed). */
static const char first[] =
  "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
  " \"event\": \"Club championship\", \"round\": \"5\", \"board\": \"3\","
  " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
  " \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
  " \"time_control\": \"40/7200:20/3600\", \"time_used\": {\"white\": 7012, \"black\": 7154},"
  " \"adjourned_at\": \"2026-11-21T21:00:00+01:00\", \"session_end\": \"2026-11-21T21:00:00+01:00\","
  " \"sealer\": \"black\", \"sealed_move_number\": 41, \"draw_offer\": null,"
  " \"resumption\": {\"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\"},"
  " \"notation\": \"ca\", \"sealed_move\": null}";

static AdjEnvelope *
read_envelope (const char *text)
{
  g_autoptr(GError) error = NULL;
  AdjEnvelope *env = adj_envelope_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  return env;
}

/* The second session's envelope: built as the walkthrough builds it, the
 * one before named through the fields. */
static AdjEnvelope *
second_session (AdjEnvelope *previous, const char *adjourned_at, const char *board)
{
  AdjEnvelopeFields f;
  adj_envelope_fields_init (&f);
  g_autoptr(GDateTime) at = g_date_time_new_from_iso8601 (adjourned_at, NULL);
  g_autoptr(GDateTime) resumption = g_date_time_add_days (at, 1);
  f.rules = "fide-2023";
  f.event = "Club championship";
  f.round = "5";
  f.board = board;
  f.white = "Vidal, Marta";
  f.black = "Puig, Jordi";
  f.position = "8/6k1/6p1/8/8/6P1/3r1PK1/3R4 w - - 0 50";
  f.time_used[CHESS_WHITE] = 9000;
  f.time_used[CHESS_BLACK] = 9100;
  f.adjourned_at = at;
  f.session_end = at;
  f.sealer = CHESS_WHITE;
  f.sealed_move_number = 50;
  f.resumption_at = resumption;
  f.previous = previous;
  g_autoptr(GError) error = NULL;
  AdjEnvelope *env = adj_envelope_new_from_fields (&f, &error);
  g_assert_no_error (error);
  return env;
}

/* The identity is the envelope as sealed: an opened copy, a copy written
 * out pretty and read back, a copy without the key all have it; another
 * position has another. */
static void
test_identity (void)
{
  g_autoptr(AdjEnvelope) env = read_envelope (first);
  g_autofree char *id = adj_envelope_get_identity (env);
  g_assert_true (adj_envelope_is_identity (id));

  g_autoptr(AdjEnvelope) opened = adj_envelope_with_sealed_move (env, "Td2");
  g_autofree char *id_opened = adj_envelope_get_identity (opened);
  g_assert_cmpstr (id_opened, ==, id);

  g_autofree char *pretty = adj_envelope_to_data (opened, NULL);
  g_autoptr(AdjEnvelope) reread = read_envelope (pretty);
  g_autofree char *id_reread = adj_envelope_get_identity (reread);
  g_assert_cmpstr (id_reread, ==, id);

  g_autofree char *no_key = g_strdup (first);
  char *cut = strstr (no_key, ", \"sealed_move\": null");
  memmove (cut, cut + strlen (", \"sealed_move\": null"), strlen (cut + strlen (", \"sealed_move\": null")) + 1);
  g_autoptr(AdjEnvelope) without = read_envelope (no_key);
  g_autofree char *id_without = adj_envelope_get_identity (without);
  g_assert_cmpstr (id_without, ==, id);

  g_autofree char *other_text = g_strdup (first);
  char *board = strstr (other_text, "\"board\": \"3\"");
  board[10] = '4';
  g_autoptr(AdjEnvelope) other = read_envelope (other_text);
  g_autofree char *id_other = adj_envelope_get_identity (other);
  g_assert_cmpstr (id_other, !=, id);
}

/* The key is written from the fields and by adj_envelope_with_previous,
 * read back, kept through a file, and refused when malformed. */
static void
test_key (void)
{
  g_autoptr(AdjEnvelope) env = read_envelope (first);
  g_autofree char *id = adj_envelope_get_identity (env);
  g_assert_null (adj_envelope_get_previous (env));

  g_autoptr(AdjEnvelope) next = second_session (env, "2026-11-22T14:00:00+01:00", "3");
  g_assert_cmpstr (adj_envelope_get_previous (next), ==, id);
  g_assert_cmpstr (adj_envelope_get_string (next, "previous_envelope.adjourned_at"), ==, "2026-11-21T21:00:00+01:00");
  g_autofree char *data = adj_envelope_to_data (next, NULL);
  g_assert_nonnull (strstr (data, "\"previous_envelope\""));
  g_autoptr(AdjEnvelope) reread = read_envelope (data);
  g_assert_cmpstr (adj_envelope_get_previous (reread), ==, id);

  g_autoptr(AdjEnvelope) named = adj_envelope_with_previous (env, next);
  g_autofree char *next_id = adj_envelope_get_identity (next);
  g_assert_cmpstr (adj_envelope_get_previous (named), ==, next_id);
  g_autoptr(AdjEnvelope) unnamed = adj_envelope_with_previous (named, NULL);
  g_assert_null (adj_envelope_get_previous (unnamed));
  /* The original value is never changed behind the reader's back. */
  g_assert_null (adj_envelope_get_previous (env));

  const struct { const char *value; const char *key; AdjEnvelopeError code; } bad[] = {
    { "{\"sha256\": 12}", "previous_envelope.sha256", ADJ_ENVELOPE_ERROR_TYPE },
    { "{\"sha256\": \"ABC\"}", "previous_envelope.sha256", ADJ_ENVELOPE_ERROR_VALUE },
    { "{\"adjourned_at\": \"2026-11-21T21:00:00+01:00\"}", "previous_envelope.sha256", ADJ_ENVELOPE_ERROR_MISSING },
    { "\"abc\"", "previous_envelope", ADJ_ENVELOPE_ERROR_TYPE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf ("%.*s, \"previous_envelope\": %s}", (int) strlen (first) - 1, first,
                                               bad[i].value);
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjEnvelope) refused = adj_envelope_new_from_data (text, -1, &error);
      g_assert_null (refused);
      g_assert_error (error, ADJ_ENVELOPE_ERROR, (int) bad[i].code);
      g_assert_true (g_str_has_prefix (error->message, bad[i].key));
    }
}

static void
assert_refused (AdjEnvelope *next, const AdjPreviousSession *previous, AdjEnvelopeChainError code)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_envelope_check_continues (next, previous, &error));
  g_assert_error (error, ADJ_ENVELOPE_CHAIN_ERROR, (int) code);
  /* Every refusal cites the 2023 articles of a session's end and sealing. */
  g_assert_nonnull (strstr (error->message, "(I.14, I.1.1)"));
}

/* One envelope per playing session: only an opened envelope from which
 * play went on, continued by no other, of the same game, adjourned later. */
static void
test_check (void)
{
  g_autoptr(AdjEnvelope) closed = read_envelope (first);
  g_autoptr(AdjEnvelope) opened = adj_envelope_with_sealed_move (closed, "Td2");
  g_autoptr(AdjEnvelope) next = second_session (closed, "2026-11-22T14:00:00+01:00", "3");
  AdjPreviousSession prev = { opened, TRUE, TRUE, FALSE };
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_envelope_check_continues (next, &prev, &error));
  g_assert_no_error (error);

  AdjPreviousSession not_opened = { closed, FALSE, FALSE, FALSE };
  assert_refused (next, &not_opened, ADJ_ENVELOPE_CHAIN_ERROR_NOT_OPENED);
  AdjPreviousSession ended = { opened, TRUE, FALSE, FALSE };
  assert_refused (next, &ended, ADJ_ENVELOPE_CHAIN_ERROR_NOT_PLAYING);
  AdjPreviousSession taken = { opened, TRUE, TRUE, TRUE };
  assert_refused (next, &taken, ADJ_ENVELOPE_CHAIN_ERROR_HAS_SUCCESSOR);

  g_autoptr(AdjEnvelope) elsewhere = second_session (closed, "2026-11-22T14:00:00+01:00", "4");
  assert_refused (elsewhere, &prev, ADJ_ENVELOPE_CHAIN_ERROR_OTHER_GAME);
  /* Adjourned before the resumption it would follow. */
  g_autoptr(AdjEnvelope) early = second_session (closed, "2026-11-22T09:00:00+01:00", "3");
  assert_refused (early, &prev, ADJ_ENVELOPE_CHAIN_ERROR_NOT_LATER);
  /* Naming another envelope (here: none) is not continuing this one. */
  g_autoptr(AdjEnvelope) unnamed = adj_envelope_with_previous (next, NULL);
  assert_refused (unnamed, &prev, ADJ_ENVELOPE_CHAIN_ERROR_NOT_NAMED);
  g_autoptr(AdjEnvelope) third = second_session (next, "2026-11-23T14:00:00+01:00", "3");
  assert_refused (third, &prev, ADJ_ENVELOPE_CHAIN_ERROR_NOT_NAMED);
}

/* Each edition's articles for a session's end and its sealing. */
static void
test_articles (void)
{
  const struct { const char *rules, *articles; } cases[] = {
    { "fide-2023", "I.14, I.1.1" }, { "fide-2005", "A13, A1a" },
    { "fide-1993", "14.7, 13.1" }, { "fide-1985", "14.07, 13.01" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *articles = adj_envelope_chain_articles (cases[i].rules);
      g_assert_cmpstr (articles, ==, cases[i].articles);
    }
}

/* The next session starts after the sealed move the opening let stand,
 * and never after one still sealed, or one not made on the board. */
static void
test_resumption (void)
{
  g_autoptr(AdjEnvelope) closed = read_envelope (first);
  ChessGame game;
  char fen[CHESS_FEN_MAX];

  chess_game_init (&game);
  g_assert_false (adj_envelope_replay_to_resumption (closed, &game));
  g_assert_cmpint (chess_game_ply_count (&game), ==, 0);
  chess_fen_write (chess_game_position (&game), fen);
  g_assert_cmpstr (fen, ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41");

  /* "Td2" in the sheet's Catalan: Rd2, the rook behind White's. */
  g_autoptr(AdjEnvelope) opened = adj_envelope_with_sealed_move (closed, "Td2");
  g_assert_true (adj_envelope_replay_to_resumption (opened, &game));
  g_assert_cmpint (chess_game_ply_count (&game), ==, 1);
  chess_fen_write (chess_game_position (&game), fen);
  g_assert_cmpstr (fen, ==, "8/5pk1/6p1/8/3R4/6P1/3r1PK1/8 w - - 4 42");

  /* Illegal: the white rook on d4 stands in the way to d5. */
  g_autoptr(AdjEnvelope) bad = adj_envelope_with_sealed_move (closed, "Td5");
  g_assert_false (adj_envelope_replay_to_resumption (bad, &game));
  g_assert_cmpint (chess_game_ply_count (&game), ==, 0);
  chess_game_clear (&game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/adjourn/envelope-chain/identity", test_identity);
  g_test_add_func ("/adjourn/envelope-chain/key", test_key);
  g_test_add_func ("/adjourn/envelope-chain/check", test_check);
  g_test_add_func ("/adjourn/envelope-chain/articles", test_articles);
  g_test_add_func ("/adjourn/envelope-chain/resumption", test_resumption);
  return g_test_run ();
}
