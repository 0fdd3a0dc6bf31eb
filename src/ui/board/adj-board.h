/* adj-board.h — the chessboard widget
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws an AdjBoardModel (squares, coordinates, last move, check, legal
 * destinations, arrows and marks) from the piece set's cached textures, and
 * redraws on the model's "changed". In play mode a move is made by
 * click-click, drag and drop, or the keyboard (adj_board_decide_key: the
 * arrows move the cursor, Space or Enter picks and drops, Escape puts
 * back), with a chooser for promotions; the move
 * goes to the model (adj_board_model_play) and "move-played" is emitted.
 * In edit mode a click or Enter on a square emits "square-activated" and
 * the position editor decides what to put there.
 *
 * The players' notes (arrows and marked squares, chess-annotation.h), when
 * "annotations-editable" is on, in any mode: a drag with the secondary
 * button from one square to another draws or removes an arrow, a secondary
 * click on a square marks it or removes the mark; the colour by the
 * modifiers held as on lichess (adj_board_note_color_for_modifiers()). A
 * primary click clears them all when "annotations-clear-on-click" is on
 * too. The board draws them over the pieces in translucent colours, as a
 * diagram does (adj-diagram.h). They belong to the position: the model's
 * next change clears them, so a window that keeps them with its moves sets
 * them after moving the model.
 *
 * With the keyboard focus shown, the board is ringed in the accent colour
 * at half strength and the cursor square framed in it.
 *
 * Signals:
 *   move-played         (guint move)   a ChessMove was played on the model
 *   square-activated    (int square)   edit mode: a square was clicked
 *   annotations-changed ()             the user changed the notes (not
 *                                      emitted by the setter, nor when the
 *                                      model's change clears them)
 *
 * Actions (the one path for pointer, keyboard and tests):
 *   board.activate-square (i)   what a click on that square does
 *   board.activate-focus        the same on the focus square
 *   board.move-focus      (ii)  move the focus square by columns, rows on screen
 *   board.promote         (i)   finish a pending promotion (a ChessPieceType)
 *   board.cancel                drop the picked piece or pending promotion (Escape)
 *   board.toggle-note   (iii)   from, to, a ChessAnnotationColor: an arrow
 *                               (a mark when from is to) drawn, recoloured
 *                               or removed as chess_annotations_toggle_*()
 *   board.clear-notes           remove every note
 */
#pragma once

#include <gtk/gtk.h>

#include "adj-board-model.h"
#include "adj-piece-set.h"
#include "chess-annotation.h"

G_BEGIN_DECLS

#define ADJ_TYPE_BOARD (adj_board_get_type ())

G_DECLARE_FINAL_TYPE (AdjBoard, adj_board, ADJ, BOARD, GtkWidget)

typedef enum {
  ADJ_BOARD_MODE_VIEW = 0,  /* nothing can be changed (a reviewed position) */
  ADJ_BOARD_MODE_PLAY,      /* legal moves of the side to move */
  ADJ_BOARD_MODE_EDIT,      /* squares are activated for the position editor */
} AdjBoardMode;

/* MODEL may be NULL: the board then makes its own (the start position).
 * Properties: "model", "mode" (int, an AdjBoardMode), "flipped",
 * "board-style", "piece-set", "show-coordinates", "focus-square",
 * "annotations-editable", "annotations-clear-on-click". The
 * board style and the piece set follow their settings (board-style,
 * piece-set) as they change; setting the property overrides it until the
 * setting next changes. */
GtkWidget     *adj_board_new                (AdjBoardModel *model);

AdjBoardModel *adj_board_get_model          (AdjBoard      *self);
void           adj_board_set_model          (AdjBoard      *self,
                                             AdjBoardModel *model);
AdjBoardMode   adj_board_get_mode           (AdjBoard      *self);
void           adj_board_set_mode           (AdjBoard      *self,
                                             AdjBoardMode   mode);
/* Black at the bottom. Property "flipped". */
gboolean       adj_board_get_flipped        (AdjBoard      *self);
void           adj_board_set_flipped        (AdjBoard      *self,
                                             gboolean       flipped);
/* "brown", "green", "blue" or "slate" (the board-style setting). Property "board-style". */
const char    *adj_board_get_board_style    (AdjBoard      *self);
void           adj_board_set_board_style    (AdjBoard      *self,
                                             const char    *style);
/* The colours of the light and dark squares of board style ID ("brown" …)
 * in the light style (either may be NULL); FALSE for an id not known. */
gboolean       adj_board_style_get_colors   (const char    *id,
                                             GdkRGBA       *light,
                                             GdkRGBA       *dark);
/* The id of the piece set drawn ("adjourn", "staunton", "geometric": the
 * piece-set setting). Property "piece-set". */
const char    *adj_board_get_piece_set      (AdjBoard      *self);
void           adj_board_set_piece_set      (AdjBoard      *self,
                                             const char    *id);
/* The piece set itself, for the widgets around the board (a palette). */
AdjPieceSet   *adj_board_get_pieces         (AdjBoard      *self);
/* Property "show-coordinates", on by default (never drawn on a board
 * too small to read them). */
gboolean       adj_board_get_show_coordinates (AdjBoard    *self);
void           adj_board_set_show_coordinates (AdjBoard    *self,
                                               gboolean     show);

/* Highlights drawn over the position in the board's own orange (the
 * candidates of an ambiguous sealed move, say): not the players' notes,
 * and not told by adj_board_get_annotations(). Cleared by the model's next
 * change too; clear_annotations() clears the players' notes as well. */
void           adj_board_add_arrow          (AdjBoard      *self,
                                             ChessSquare    from,
                                             ChessSquare    to);
void           adj_board_add_mark           (AdjBoard      *self,
                                             ChessSquare    square);
void           adj_board_clear_annotations  (AdjBoard      *self);
/* The highlight arrows drawn now: how many, and the Ith's squares. */
int            adj_board_get_n_arrows       (AdjBoard      *self);
void           adj_board_get_arrow          (AdjBoard      *self,
                                             int            i,
                                             ChessSquare   *from,
                                             ChessSquare   *to);

/* The players' notes (see above). Property "annotations-editable", off
 * by default: a desk's board keeps only the arrows it draws itself. */
gboolean       adj_board_get_annotations_editable (AdjBoard *self);
void           adj_board_set_annotations_editable (AdjBoard *self,
                                                   gboolean  editable);
/* Property "annotations-clear-on-click", off by default. */
gboolean       adj_board_get_annotations_clear_on_click (AdjBoard *self);
void           adj_board_set_annotations_clear_on_click (AdjBoard *self,
                                                         gboolean  clear);
/* The notes drawn now, copied into NOTES; and replaced by NOTES (NULL:
 * none), whether or not the user may edit them. */
void           adj_board_get_annotations    (AdjBoard               *self,
                                             ChessAnnotations       *notes);
void           adj_board_set_annotations    (AdjBoard               *self,
                                             const ChessAnnotations *notes);
/* The colour a note drawn with STATE held takes: green; red with Shift
 * (or Ctrl); blue with Alt (or Meta); yellow with both. */
ChessAnnotationColor adj_board_note_color_for_modifiers (GdkModifierType state);

/* The square under widget coordinates (x, y), or CHESS_NO_SQUARE; and the
 * square's rectangle in widget coordinates. For tests and the editor. */
ChessSquare    adj_board_square_at          (AdjBoard      *self,
                                             double         x,
                                             double         y);
void           adj_board_square_bounds      (AdjBoard        *self,
                                             ChessSquare      square,
                                             graphene_rect_t *bounds);

/* The square that keyboard input acts on (property "focus-square"). */
ChessSquare    adj_board_get_focus_square   (AdjBoard      *self);
void           adj_board_set_focus_square   (AdjBoard      *self,
                                             ChessSquare    square);

/* The square of the piece picked to be moved, or CHESS_NO_SQUARE. */
ChessSquare    adj_board_get_picked         (AdjBoard      *self);

/* "white knight on g1", "empty square e4" (translated, free it). */
char          *adj_board_describe_square    (const ChessPosition *position,
                                             ChessSquare          square);
/* What the board tells assistive technologies (its accessible
 * description): the square under the cursor and its piece, and the piece
 * picked, if any ("empty square e4; white rook on f2 picked"; translated,
 * free it). PICKED is CHESS_NO_SQUARE when none is. */
char          *adj_board_describe_cursor    (const ChessPosition *position,
                                             ChessSquare          cursor,
                                             ChessSquare          picked);

/* The keyboard, as a plain decision (no display needed). A board with the
 * focus hands each key it binds here, with what it shows: the arrows (and
 * the keypad's) move the cursor on screen, stopping at the edges; Space
 * or Enter on the cursor does what a click there does; Escape drops the
 * piece picked. A click goes through adj_board_decide_square(), so that
 * both make moves by one path (legality, the promotion chooser). */
typedef enum {
  ADJ_BOARD_KEY_IGNORED,   /* not the board's to use: the key goes on to the window */
  ADJ_BOARD_KEY_CURSOR,    /* the cursor goes to SQUARE */
  ADJ_BOARD_KEY_PICK,      /* the piece on SQUARE is picked, its moves shown */
  ADJ_BOARD_KEY_DROP,      /* the piece picked is put back */
  ADJ_BOARD_KEY_PLAY,      /* MOVE (legal here) is made */
  ADJ_BOARD_KEY_PROMOTE,   /* the pawn picked goes to SQUARE: the chooser asks for its piece */
  ADJ_BOARD_KEY_ACTIVATE,  /* edit mode: SQUARE is activated */
} AdjBoardKeyAction;

typedef struct {
  AdjBoardKeyAction action;
  ChessSquare       square;  /* CURSOR, PICK, PROMOTE, ACTIVATE; else CHESS_NO_SQUARE */
  ChessMove         move;    /* PLAY; else CHESS_MOVE_NONE */
} AdjBoardKeyResult;

/* What KEYVAL (a GDK keyval, no modifier) does on a board in MODE showing
 * POSITION (FLIPPED: Black at the bottom), its cursor on CURSOR and
 * PICKED picked (CHESS_NO_SQUARE: none). */
AdjBoardKeyResult adj_board_decide_key      (AdjBoardMode         mode,
                                             const ChessPosition *position,
                                             gboolean             flipped,
                                             ChessSquare          cursor,
                                             ChessSquare          picked,
                                             guint                keyval);
/* What activating SQUARE does (a click there, or Space on the cursor). */
AdjBoardKeyResult adj_board_decide_square   (AdjBoardMode         mode,
                                             const ChessPosition *position,
                                             ChessSquare          picked,
                                             ChessSquare          square);

G_END_DECLS
