/* adj-seal-position-step.h — sealing, step 2: the position, and who sealed which move
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position before the sealed move, set up in the position editor (on
 * the board, from a FEN or from a game record at any move), and under it
 * the sealer and the number of the sealed move, filled in from the
 * position; the arbiter may change them and the check compares the two.
 * The walkthrough goes on once the rules engine accepts the position and
 * the number reads.
 */
#pragma once

#include "adj-step.h"

G_BEGIN_DECLS

#define ADJ_TYPE_SEAL_POSITION_STEP (adj_seal_position_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealPositionStep, adj_seal_position_step, ADJ, SEAL_POSITION_STEP, AdjStep)

/* The FEN of the position as it stands, valid or not (free it). */
char     *adj_seal_position_step_get_fen         (AdjSealPositionStep *self);
/* The game record the position was taken from, as
 * adj_position_editor_get_game_moves() gives it; FALSE when there is none. */
gboolean  adj_seal_position_step_get_game_moves  (AdjSealPositionStep *self,
                                                  char               **start,
                                                  char              ***moves);
/* CHESS_WHITE or CHESS_BLACK, as chosen. */
int       adj_seal_position_step_get_sealer      (AdjSealPositionStep *self);
/* The number typed, 0 when none is or it does not read. */
int       adj_seal_position_step_get_move_number (AdjSealPositionStep *self);

/* The opened game record's tag NAME, as adj_position_editor_dup_game_tag. */
char     *adj_seal_position_step_dup_game_tag (AdjSealPositionStep *self,
                                               const char          *name);
/* Show the game record PGN_TEXT at its last position, its moves to be
 * stepped through (a game adjourned again starts where its session did);
 * FALSE with the reader's error, nothing changed. */
gboolean  adj_seal_position_step_load_game    (AdjSealPositionStep *self,
                                               const char          *pgn_text,
                                               GError             **error);
/* Ask for a game record file (PGN) and load it into the step's editor. */
void      adj_seal_position_step_open_game    (AdjSealPositionStep *self);

G_END_DECLS
