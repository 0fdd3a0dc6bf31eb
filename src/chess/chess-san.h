/* chess-san.h — writing moves: SAN in eight languages' letters, figurines
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-notation.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CHESS_SAN_MAX 16
#define CHESS_SAN_FIGURINE_MAX 32

/* 'move' (legal in 'pos') in SAN with the piece letters of 'lang':
 * minimal disambiguation (file, then rank, then both), x, =Q, O-O, + and #. */
void chess_san_write (const ChessPosition *pos, ChessMove move, ChessLang lang, char *buf);
/* The same with UTF-8 figurines (♘ for a white knight, ♞ for a black one). */
void chess_san_write_figurine (const ChessPosition *pos, ChessMove move, char *buf);
/* The legal move 'san' names in 'pos', or CHESS_MOVE_NONE. */
ChessMove chess_san_read (const ChessPosition *pos, const char *san, ChessLang lang);

#ifdef __cplusplus
}
#endif
