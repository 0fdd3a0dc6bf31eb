/* adj-envelope-pgn.c — the PGN tags of an envelope's game
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-envelope-pgn"

#include "config.h"

#include "adj-envelope-pgn.h"

void
adj_envelope_pgn_tags (AdjEnvelope *env,
                       ChessGame   *game)
{
  g_autoptr(GDateTime) adjourned = NULL;

  g_return_if_fail (ADJ_IS_ENVELOPE (env));
  g_return_if_fail (game != NULL);

  /* The Seven Tag Roster first (the writer orders it), "?" where unknown. */
  chess_game_set_tag (game, "Event", "?");
  chess_game_set_tag (game, "Site", "?");
  adjourned = adj_envelope_get_moment (env, ADJ_ENVELOPE_ADJOURNED_AT);
  if (adjourned)
    {
      g_autofree char *date = g_date_time_format (adjourned, "%Y.%m.%d");
      chess_game_set_tag (game, "Date", date);
    }
  else
    chess_game_set_tag (game, "Date", "????.??.??");
  chess_game_set_tag (game, "Round", "?");
  chess_game_set_tag (game, "White", "?");
  chess_game_set_tag (game, "Black", "?");
  const struct { const char *tag; const char *value; } tags[] = {
    { "Event", adj_envelope_get_event (env) },
    { "Round", adj_envelope_get_round (env) },
    { "White", adj_envelope_get_player (env, CHESS_WHITE) },
    { "Black", adj_envelope_get_player (env, CHESS_BLACK) },
    { "Board", adj_envelope_get_board (env) },
    { "TimeControl", adj_envelope_get_time_control (env) },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (tags); i++)
    if (tags[i].value && *tags[i].value)
      chess_game_set_tag (game, tags[i].tag, tags[i].value);
  /* The game stops where it was adjourned: its result is not known, and
   * the sealed move (sealed or opened) is left to the envelope. */
  chess_game_set_tag (game, "Result", "*");
  game->result = CHESS_RESULT_NONE;
}
