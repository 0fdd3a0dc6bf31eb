/* adj-lost-sheets-step.h — a lost envelope: both scoresheets, typed or imported
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One box per player's scoresheet, each with the piece letters it is
 * written in (the players may write in different languages), typed in as
 * written or read from a file (a PGN's move text, or plain move text). A
 * sheet may be missing; the step is complete with at least one.
 *
 * Actions: sheets.import (i)   read the sheet of a side (CHESS_WHITE …) from a file
 */
#pragma once

#include "adj-step.h"
#include "chess-notation.h"

G_BEGIN_DECLS

#define ADJ_TYPE_LOST_SHEETS_STEP (adj_lost_sheets_step_get_type ())

G_DECLARE_FINAL_TYPE (AdjLostSheetsStep, adj_lost_sheets_step, ADJ, LOST_SHEETS_STEP, AdjStep)

/* The players' NAMES (White's, Black's) head the sheets; LANG is chosen
 * for both until changed (the envelope's notation). */
void       adj_lost_sheets_step_set_players (AdjLostSheetsStep *self,
                                             const char *const  names[2],
                                             ChessLang          lang);
/* The text of SIDE's sheet as typed (free it). */
char      *adj_lost_sheets_step_dup_sheet   (AdjLostSheetsStep *self,
                                             int                side);
void       adj_lost_sheets_step_set_sheet   (AdjLostSheetsStep *self,
                                             int                side,
                                             const char        *text);
ChessLang  adj_lost_sheets_step_get_lang    (AdjLostSheetsStep *self,
                                             int                side);
void       adj_lost_sheets_step_set_lang    (AdjLostSheetsStep *self,
                                             int                side,
                                             ChessLang          lang);

G_END_DECLS
