/* adj-board-private.h — what the files of the chessboard widget share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is one type in three files, by responsibility:
 *   adj-board.c           the type: its properties, the model it shows,
 *                         geometry and size, what a screen reader is told
 *   adj-board-snapshot.c  drawing, and what drawing keeps from one frame
 *                         to the next (coordinates, arrows); the styles
 *   adj-board-input.c     picking and playing: the widget actions, pointer,
 *                         keyboard and the promotion chooser, and the
 *                         signals they emit; the players' notes drawn
 *                         with the secondary button
 */
#pragma once

#include <adwaita.h>

#include "adj-board.h"
#include "adj-piece-set.h"
#include "chess-annotation.h"

G_BEGIN_DECLS

#define ADJ_BOARD_MAX_ARROWS 32
#define ADJ_BOARD_BIT(sq) ((ChessBitboard) 1 << (sq))

typedef struct
{
  GdkRGBA light;
  GdkRGBA dark;
} AdjBoardPalette;

typedef struct
{
  const char      *id;
  AdjBoardPalette  normal;
  AdjBoardPalette  dark_style; /* a little deeper, so the board does not glare in dark style */
} AdjBoardStyle;

struct _AdjBoard
{
  GtkWidget          parent_instance;

  AdjBoardModel     *model;
  gulong             changed_id;
  AdjBoardMode       mode;
  gboolean           flipped;
  const AdjBoardStyle *style;
  AdjPieceSet       *pieces;      /* the piece-set setting's, not owned */
  GSettings         *settings;    /* board-style and piece-set follow it */
  gboolean           show_coordinates;

  /* Geometry, from the last allocation. */
  int                square;
  int                origin_x;
  int                origin_y;

  /* Annotations. */
  ChessSquare        arrows[ADJ_BOARD_MAX_ARROWS][2];
  int                n_arrows;
  ChessBitboard      marks;
  GskRenderNode     *arrows_node;  /* drawn once per set of arrows and size */

  /* The players' notes, and the secondary-button gesture drawing one. */
  ChessAnnotations   notes;
  GskRenderNode     *notes_node;   /* drawn once per set of notes and size */
  gboolean           annotations_editable;
  gboolean           annotations_clear_on_click;
  ChessSquare        note_from;    /* CHESS_NO_SQUARE: no note being drawn */
  double             note_x;       /* where the secondary button went down */
  double             note_y;
  ChessSquare        note_to;
  ChessAnnotationColor note_color;

  /* The king in check in the model's position, or CHESS_NO_SQUARE. */
  ChessSquare        check_square;

  /* Input state. */
  ChessSquare        picked;
  ChessBitboard      targets;
  ChessSquare        focus_square;
  ChessSquare        press_square;
  gboolean           press_was_picked;
  gboolean           dragging;
  double             drag_x;
  double             drag_y;
  ChessSquare        promotion_from;
  ChessSquare        promotion_to;

  GtkWidget         *promotion_popover;
  GtkWidget         *promotion_box;

  /* "a" … "h", then "1" … "8", sized for the current square. */
  PangoLayout       *coordinates[16];
  int                coordinates_square;
};

/* adj-board.c: where a square is on screen. Column and row count from 0
 * at the top left. */
void                 _adj_board_square_cell      (AdjBoard        *self,
                                                  ChessSquare      sq,
                                                  int             *col,
                                                  int             *row);
ChessSquare          _adj_board_cell_square      (AdjBoard        *self,
                                                  int              col,
                                                  int              row);
void                 _adj_board_square_rect      (AdjBoard        *self,
                                                  ChessSquare      sq,
                                                  graphene_rect_t *rect);

/* The accessible description told again (the cursor or the piece picked
 * changed). */
void                 _adj_board_update_description (AdjBoard      *self);

/* adj-board-snapshot.c */
/* The style called ID ("brown" …), NULL for one not known; the first is
 * the default. */
const AdjBoardStyle *_adj_board_style_lookup     (const char      *id);
const AdjBoardStyle *_adj_board_style_default    (void);
void                 _adj_board_snapshot         (GtkWidget       *widget,
                                                  GtkSnapshot     *snapshot);

/* adj-board-input.c */
/* The signals, the actions and their keys, and the focus vfunc. */
void                 _adj_board_class_init_input (AdjBoardClass   *klass);
/* The gestures and the input state of a new board. */
void                 _adj_board_init_input       (AdjBoard        *self);
/* Drop the picked piece and a pending promotion. */
void                 _adj_board_cancel_input     (AdjBoard        *self);
/* Enable the actions that can act now. */
void                 _adj_board_update_actions   (AdjBoard        *self);
/* Drop the note being drawn. */
void                 _adj_board_cancel_note      (AdjBoard        *self);
/* Close the promotion chooser, the move not made. */
void                 _adj_board_close_promotion  (AdjBoard        *self);

/* The pixel size of the coordinates' letters on squares SQUARE pixels
 * wide; 0: the board is too small to show them. */
int  _adj_board_coordinate_size (int square);

G_END_DECLS
