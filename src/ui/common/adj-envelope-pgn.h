/* adj-envelope-pgn.h — the PGN tags of an envelope's game
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every PGN written of an envelope's game carries (the game exported
 * from the archive, a reviewed game with its variations): the Seven Tag
 * Roster from the envelope, "?" where it says nothing, the board and time
 * control, and the result "*": the game stops where it was adjourned.
 */
#pragma once

#include "adj-envelope.h"
#include "chess-game.h"

G_BEGIN_DECLS

/* Set GAME's tags (and result) from ENV. */
void adj_envelope_pgn_tags (AdjEnvelope *env,
                            ChessGame   *game);

G_END_DECLS
