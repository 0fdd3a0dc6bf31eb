/* adj-fen-message.h — why a FEN or a game record was refused, in words
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules engine says what is wrong with a code and what it concerns
 * (ChessFenResult's square, side, count …; ChessPgnGameInfo's line, column,
 * what was expected, the text found and the tag); these functions say it to
 * people, in the UI language, from those members (never from the engine's
 * English detail), naming the piece, square, rank, tag or character
 * concerned: "White has two kings.", "The pawn on e1 stands on the first
 * rank.".
 */
#pragma once

#include <glib.h>

#include "chess-fen.h"
#include "chess-pgn.h"

G_BEGIN_DECLS

/* One or two translated sentences for a refused FEN (free the result).
 * For CHESS_FEN_OK it says the position is valid. */
char *adj_fen_message (const ChessFenResult *result);

/* What went wrong reading GAME from a PGN text, with the line and column the
 * reader gave: a syntax error, a FEN tag that is no position, or the first
 * move that is not legal (GAME then holds the moves before it). NULL when
 * the game was read without either. Free the result. */
char *adj_pgn_message (const ChessGame        *game,
                       const ChessPgnGameInfo *info);

G_END_DECLS
