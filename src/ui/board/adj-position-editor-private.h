/* adj-position-editor-private.h — what the files of the position editor share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor is one type in three files, by responsibility:
 *   adj-position-editor.c         the type, the position kept in step with
 *                                 the board, the FEN and the controls
 *   adj-position-editor-game.c    the game record: loading it, stepping
 *                                 through its moves, what it gives an envelope
 *   adj-position-editor-layout.c  the board beside or above the settings, the
 *                                 footer's place, the palette of pieces
 */
#pragma once

#include <adwaita.h>

#include "adj-board.h"
#include "adj-position-editor.h"
#include "chess-game.h"

G_BEGIN_DECLS

/* Below this width the board goes above the settings instead of beside them. */
#define WIDE_LAYOUT_MIN_WIDTH 720
#define PALETTE_ICON_SIZE     34
#define N_PALETTE             13   /* twelve pieces and the eraser */

struct _AdjPositionEditor
{
  GtkWidget          parent_instance;

  AdjBoardModel     *model;
  AdjBoard          *board;
  GtkToggleButton   *palette_buttons[N_PALETTE];
  ChessPiece         chosen;           /* CHESS_EMPTY: the eraser */
  guint              syncing;          /* > 0 while the editor itself writes */
  gboolean           valid;
  ChessSquare        ep_squares[8];
  int                n_ep_squares;
  gboolean           wide;
  guint              layout_idle;
  GtkWidget         *footer;           /* owned by its slot; NULL: none */

  /* The game record, when one was loaded. */
  ChessGame          game;
  gboolean           has_game;
  GPtrArray         *game_san;         /* English SAN of every ply */
  GSettings         *settings;         /* figurine-notation, for the move shown */
  int                game_ply;
  gboolean           on_game;          /* the position is the game's at game_ply */

  /* Template children */
  GtkBox            *frame;            /* bound so that dispose_template unparents it */
  GtkBox            *body;
  GtkBox            *board_column;
  GtkScrolledWindow *scroller;
  GtkBox            *content;
  GtkBox            *scrolled_footer;
  GtkBox            *fixed_footer;
  GtkBox            *fixed_footer_slot;
  GtkGrid           *palette;
  AdwClamp          *side_clamp;
  AdwClamp          *board_clamp;
  GtkToggleButton   *white_button;
  GtkToggleButton   *black_button;
  GtkCheckButton    *castle_wk;
  GtkCheckButton    *castle_wq;
  GtkCheckButton    *castle_bk;
  GtkCheckButton    *castle_bq;
  AdwComboRow       *ep_row;
  GtkStringList     *ep_list;
  GtkSpinButton     *move_spin;
  GtkSpinButton     *halfmove_spin;
  AdwEntryRow       *fen_row;
  GtkLabel          *fen_error;
  GtkLabel          *game_error;
  GtkBox            *game_box;
  GtkLabel          *game_title;
  GtkLabel          *game_subtitle;
  GtkAdjustment     *ply_adjustment;
  GtkLabel          *ply_label;
};

/* adj-position-editor.c */
const ChessPosition *_adj_position_editor_position        (AdjPositionEditor *self);
/* Bring everything in step with the model; REWRITE_ENTRY puts the model's
 * FEN in the entry unless it already says that position. */
void                 _adj_position_editor_refresh         (AdjPositionEditor *self,
                                                           gboolean           rewrite_entry);
/* TEXT with every run of white space made one space, trimmed. */
char                *_adj_position_editor_squeeze_spaces  (const char        *text);

/* adj-position-editor-game.c */
/* The game's actions, their keys and the move slider's callback. */
void                 _adj_position_editor_class_init_game (AdjPositionEditorClass *klass);
/* The game record's widgets in step with the game and the ply shown. */
void                 _adj_position_editor_update_game     (AdjPositionEditor *self);

/* adj-position-editor-layout.c */
/* Follow the size of the view: beside when wide, above when narrow. */
void                 _adj_position_editor_init_layout     (AdjPositionEditor *self);
/* The board's side for an editor body of WIDTH × HEIGHT (pixels), the
 * settings WIDE beside it or under it, MARGIN round both, the settings
 * SIDE_WIDTH wide and the palette PALETTE_HEIGHT high: as large as fits
 * with neither scrolling (when narrow, the settings keep some height). */
int                  _adj_position_editor_board_size      (int      width,
                                                           int      height,
                                                           gboolean wide,
                                                           int      margin,
                                                           int      side_width,
                                                           int      palette_height);
/* The footer into the slot of the layout shown. */
void                 _adj_position_editor_place_footer    (AdjPositionEditor *self);
void                 _adj_position_editor_build_palette   (AdjPositionEditor *self);

G_END_DECLS
