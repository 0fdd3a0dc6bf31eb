/* adj-position-editor.h — set up any position: on the board, by FEN, or from a game
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board in edit mode with a palette of the twelve pieces and an eraser,
 * the side to move, castling rights, en passant square and move number, a
 * FEN entry kept in step with the board (the rules engine's refusals shown
 * under it in words), and a game record (PGN) whose moves can be stepped
 * through to take the position at any move.
 *
 * Properties:
 *   valid (gboolean, read-only)  the position is one the rules engine accepts
 *   footer (GtkWidget)           what a page adds under the editor
 * Signals:
 *   changed ()                   the position, or where it came from, changed
 * Actions (group "editor"), for the window's menus and shortcuts:
 *   editor.clear, editor.start, editor.flip, editor.copy-fen, editor.paste-fen,
 *   editor.paste-game, editor.load-game (s: the PGN text), editor.open-game,
 *   editor.previous-move, editor.next-move
 */
#pragma once

#include <gtk/gtk.h>

#include "adj-board-model.h"
#include "chess-position.h"

G_BEGIN_DECLS

#define ADJ_TYPE_POSITION_EDITOR (adj_position_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjPositionEditor, adj_position_editor, ADJ, POSITION_EDITOR, GtkWidget)

#define ADJ_POSITION_EDITOR_ERROR (adj_position_editor_error_quark ())
typedef enum {
  ADJ_POSITION_EDITOR_ERROR_FEN,  /* the FEN is refused; the message says why */
  ADJ_POSITION_EDITOR_ERROR_PGN,  /* the game record is refused, with line and column */
} AdjPositionEditorError;
GQuark         adj_position_editor_error_quark (void);

/* Starts on the standard starting position. */
GtkWidget     *adj_position_editor_new          (void);

/* The FEN of the board as it stands, valid or not (free it). */
char          *adj_position_editor_get_fen      (AdjPositionEditor *self);
/* Show the position of FEN. When the rules engine refuses it, FALSE with
 * the reason in words in ERROR, and nothing changes. */
gboolean       adj_position_editor_set_fen      (AdjPositionEditor *self,
                                                 const char        *fen,
                                                 GError           **error);
/* Property "valid". */
gboolean       adj_position_editor_get_valid    (AdjPositionEditor *self);
/* Copy the position into POSITION when it is valid; FALSE (POSITION
 * untouched) when it is not. */
gboolean       adj_position_editor_get_position (AdjPositionEditor *self,
                                                 ChessPosition     *position);

/* Read the first game of PGN_TEXT and show its last position; its moves
 * can then be stepped through. FALSE, with the reason (line and column as
 * the reader gives them) in ERROR, when the game has a syntax error or an
 * illegal move; nothing changes then. */
gboolean       adj_position_editor_load_game    (AdjPositionEditor *self,
                                                 const char        *pgn_text,
                                                 GError           **error);
/* The same, from the first game of the PGN file FILE (UTF-8, or PGN's
 * Latin-1); FALSE with the reading error or the game's. */
gboolean       adj_position_editor_load_game_file (AdjPositionEditor  *self,
                                                   GFile              *file,
                                                   GError            **error);
/* The number of plies of the loaded game (0 without one), and the ply whose
 * position is shown (0 = the game's start). */
/* Black at the bottom of the board (as editor.flip turns it). */
void           adj_position_editor_set_flipped     (AdjPositionEditor *self,
                                                    gboolean           flipped);
int            adj_position_editor_get_game_length (AdjPositionEditor *self);
/* The game record's tag NAME ("Event", "White"), NULL when there is no
 * game record or the tag is absent or unknown there ("?", "-", empty). */
char          *adj_position_editor_dup_game_tag    (AdjPositionEditor *self,
                                                    const char        *name);
int            adj_position_editor_get_game_ply    (AdjPositionEditor *self);
/* Show the position before ply PLY of the loaded game (0 .. length). */
void           adj_position_editor_set_game_ply    (AdjPositionEditor *self,
                                                    int                ply);
/* The game record up to the position shown, as an envelope keeps it
 * (AdjEnvelopeFields' game_start and game_moves): START is "startpos" or
 * the start's FEN, MOVES the plies in English SAN (NULL-terminated). FALSE
 * (outputs untouched) when the position was not taken from a game, or was
 * edited since. Free both. */
gboolean       adj_position_editor_get_game_moves  (AdjPositionEditor *self,
                                                    char             **start,
                                                    char            ***moves);

/* The model the board shows (owned by the editor). */
AdjBoardModel *adj_position_editor_get_model    (AdjPositionEditor *self);

/* Property "footer": a widget of the page that holds the editor (the
 * sealing walkthrough's sealed move), shown under the editor. When the
 * board is beside the settings it stays in view under the editor's
 * scrolled content; when the board is above them it ends that content and
 * scrolls with it, so that a narrow page scrolls as one. FOOTER has no
 * parent; NULL removes the footer. */
GtkWidget     *adj_position_editor_get_footer   (AdjPositionEditor *self);
void           adj_position_editor_set_footer   (AdjPositionEditor *self,
                                                 GtkWidget         *footer);

/* What the editor decides, as plain functions (tested without a display). */

/* The castling rights (CHESS_CASTLE_* bits) that POSITION's placement
 * allows: king and rook on their starting squares. */
unsigned       adj_position_editor_possible_castling (const ChessPosition *position);
/* The en passant squares possible with POSITION's side to move: behind an
 * opposing pawn that can just have made a double step. Fills SQUARES in
 * file order; returns how many (at most 8). */
int            adj_position_editor_possible_ep_squares (const ChessPosition *position,
                                                        ChessSquare          squares[8]);
/* What a click with CHOSEN (CHESS_EMPTY: the eraser) leaves on a square
 * holding ON_SQUARE: the same piece again clears it. */
ChessPiece     adj_position_editor_piece_to_put (ChessPiece on_square,
                                                 ChessPiece chosen);
/* Whether TEXT already says POSITION (same placement, side, rights, en
 * passant and counters), however it is spaced: then the entry is left as
 * typed instead of being rewritten under the cursor. */
gboolean       adj_position_editor_fen_says     (const char          *text,
                                                 const ChessPosition *position);
/* "12. Nf3" or "12… Nc6": how ply PLY (1-based) of a game is listed, SAN
 * being the move. */
char          *adj_position_editor_move_label   (const ChessPosition *before,
                                                 const char          *san);

G_END_DECLS
