/* chess-game.h — a game record: start position, moves, tags, history, repetitions
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11. A game keeps the position before and after every ply, so that
 * any position of the game, its repetition count (FIDE 9.2.2) and its
 * 50/75-move counters are available without replaying. Tags, comments, NAGs
 * and variations (kept as text) live in one string pool per game so that
 * reading a file of many games reuses the same memory.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess-position.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  CHESS_RESULT_NONE = 0,     /* "*": unknown, in progress or abandoned */
  CHESS_RESULT_WHITE_WINS,   /* "1-0" */
  CHESS_RESULT_BLACK_WINS,   /* "0-1" */
  CHESS_RESULT_DRAW,         /* "1/2-1/2" */
} ChessResult;

/* "1-0", "0-1", "1/2-1/2" or "*". */
const char *chess_result_to_string (ChessResult result);
/* The result a PGN termination marker or Result tag names; false if none. */
bool        chess_result_parse     (const char *text, size_t len, ChessResult *result);

/* Most NAGs kept per ply; more are dropped (and counted in the game). */
#define CHESS_GAME_MAX_NAGS 4

typedef struct {
  char  *pool;             /* NUL-separated strings; referred to by offset */
  size_t pool_len, pool_cap;

  ChessPosition *positions; /* positions[i]: before ply i (i = 0 .. n_moves) */
  uint64_t      *rep_keys;  /* FIDE 9.2.2 identity of positions[i] */
  ChessMove     *moves;     /* moves[i]: ply i, leading from positions[i] to positions[i + 1] */
  int            n_moves, cap_moves;

  struct ChessGameTag { size_t name, value; } *tags;
  int n_tags, cap_tags;

  /* Annotations, allocated at the first one; index i is "after moves[i - 1]"
   * (index 0: before the first move). See chess_game_add_comment(). */
  struct ChessGameNote {
    size_t        comment;     /* offset + 1 into pool, 0 for none */
    size_t        variations;  /* offset + 1, 0 for none: "(...) (...)" as normalised text */
    unsigned char nags[CHESS_GAME_MAX_NAGS];
    int           n_nags;
  } *notes;
  int cap_notes;
  int notes_used;          /* entries below this may be non-zero */
  int dropped_nags;

  ChessResult result;
} ChessGame;

/* A game from the standard start, no tags, result "*". */
void chess_game_init  (ChessGame *game);
/* Free what the game holds; it may be init'ed again. */
void chess_game_clear (ChessGame *game);
/* Forget moves, tags and notes (keeping the memory) and start from 'start'
 * (NULL: the standard start). The start's counters are kept as given. */
void chess_game_reset (ChessGame *game, const ChessPosition *start);

/* Start from 'start' instead, dropping all moves but keeping tags and the
 * notes before the first move. */
void chess_game_set_start (ChessGame *game, const ChessPosition *start);

/* The number of plies. */
int                  chess_game_ply_count (const ChessGame *game);
/* The position before ply 'ply' (0 = start, ply_count = current). */
const ChessPosition *chess_game_position_at (const ChessGame *game, int ply);
const ChessPosition *chess_game_position    (const ChessGame *game); /* current */
const ChessPosition *chess_game_start       (const ChessGame *game);
ChessMove            chess_game_move_at     (const ChessGame *game, int ply);
/* True when the start is the standard initial position with counters 0 and 1. */
bool                 chess_game_starts_standard (const ChessGame *game);
/* The same for any position. */
bool                 chess_position_is_standard_start (const ChessPosition *start);

/* Append a move. It must be legal in the current position: checked, and
 * false returned (game unchanged) when it is not. */
bool chess_game_push           (ChessGame *game, ChessMove move);
/* Append a move known to be legal (e.g. from the notation reader). */
void chess_game_push_trusted   (ChessGame *game, ChessMove move);
/* Drop the last ply (and its notes); false when there is none. */
bool chess_game_pop            (ChessGame *game);
/* Drop every ply after 'ply'. */
void chess_game_truncate       (ChessGame *game, int ply);

/* Repetitions (FIDE 9.2.2: same player to move, same pieces on the same
 * squares, same castling rights, same en passant possibility — a capture
 * that is actually legal). How many times the position before ply 'ply' has
 * occurred in plies 0 .. ply, itself included (1 = first occurrence). */
int      chess_game_repetition_count (const ChessGame *game, int ply);
/* The key that identifies a position for repetition (not the raw Zobrist
 * key: an en passant square counts only when a legal capture exists). */
uint64_t chess_game_repetition_key   (const ChessPosition *pos);

/* Plies since the last capture or pawn move before ply 'ply' (the position's
 * halfmove clock). 50-move claim: >= 100; 75-move rule: >= 150. */
int  chess_game_halfmove_clock (const ChessGame *game, int ply);

/* Tags, in the order they were set. Names compare exactly (PGN tag names are
 * case-sensitive). Setting an existing name replaces its value. */
void        chess_game_set_tag   (ChessGame *game, const char *name, const char *value);
void        chess_game_set_tag_n (ChessGame *game, const char *name, size_t name_len,
                                  const char *value, size_t value_len);
const char *chess_game_tag       (const ChessGame *game, const char *name); /* NULL when absent */
bool        chess_game_remove_tag (ChessGame *game, const char *name);
int         chess_game_tag_count (const ChessGame *game);
const char *chess_game_tag_name  (const ChessGame *game, int index);
const char *chess_game_tag_value (const ChessGame *game, int index);

/* Annotations at index 'at' (0 .. ply_count): 'at' = i means after ply i-1's
 * move, i.e. attached to moves[i - 1]; 0 is before the first move. Comments
 * are stored with runs of white space folded to one space; adding a comment
 * where there is one joins them with a space. NAG values 1..255. */
void        chess_game_add_comment    (ChessGame *game, int at, const char *text, size_t len);
const char *chess_game_comment        (const ChessGame *game, int at);
bool        chess_game_add_nag        (ChessGame *game, int at, int nag);
int         chess_game_nag_count      (const ChessGame *game, int at);
int         chess_game_nag            (const ChessGame *game, int at, int index);
/* Variations: alternatives to moves[at - 1] (at >= 1), kept as their PGN
 * text, each "( ... )" with tokens separated by single spaces. */
void        chess_game_add_variation  (ChessGame *game, int at, const char *text, size_t len);
const char *chess_game_variations     (const ChessGame *game, int at);
bool        chess_game_has_notes      (const ChessGame *game);

#ifdef __cplusplus
}
#endif
