/* adj-review-window-private.h — what the files of the review window share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is one type in two files, by responsibility:
 *   adj-review-window.c        the type: construction, what is reviewed
 *                              (envelope, PGN), moving through the tree, the
 *                              board, the layout, the panes, and every
 *                              action's state
 *   adj-review-window-edit.c   what changes the tree (promote, delete,
 *                              comment, NAGs) and what leaves the window
 *                              (PGN, FEN)
 *   adj-review-window-notes.c  the players' arrows and marks on the board,
 *                              kept in the node's comment, and the diagram
 */
#pragma once

#include "adj-move-list.h"
#include "adj-review-window.h"

G_BEGIN_DECLS

struct _AdjReviewWindow
{
  AdwWindow            parent_instance;

  ChessTree           *tree;
  ChessTreeNode       *current;
  ChessGame            tags;      /* the PGN tags (and result) written with the tree */
  AdjEnvelope         *envelope;  /* NULL: a PGN file */
  AdjBoardModel       *model;
  gboolean             narrow;

  /* Template children */
  AdwToastOverlay     *toast_overlay;
  AdwWindowTitle      *window_title;
  GtkBox              *body;
  GtkBox              *board_column;
  AdwClamp            *board_clamp;
  AdjBoard            *board;
  GtkWidget           *side_pane;
  AdwViewSwitcher     *pane_switcher;
  AdwViewStack        *pane_stack;
  AdjMoveList         *move_list;
  GtkMenuButton       *comment_button;
  GtkPopover          *comment_popover;
  GtkLabel            *comment_heading;
  GtkTextView         *comment_view;
  GtkButton           *comment_done;
  GtkMenuButton       *nag_button;

  struct _AdjReviewPanes *panes;  /* adj-review-window-panes.c */
};

/* adj-review-window.c */
/* The tree changed under the node shown (NODE now): show both again. */
void adj_review_window_tree_changed (AdjReviewWindow *self,
                                     ChessTreeNode   *node);
void adj_review_window_toast        (AdjReviewWindow *self,
                                     const char      *title);
/* The actions' enabled state computed again (the node's notes changed). */
void adj_review_window_update_actions (AdjReviewWindow *self);

/* adj-review-window-edit.c */
void adj_review_window_promote_action      (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_make_main_action    (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_delete_action       (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_comment_action      (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_set_comment_action  (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_nag_action          (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_clear_notes_action  (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_copy_fen_action     (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_export_pgn_action   (GtkWidget *widget, const char *action_name, GVariant *parameter);
/* The comment popover filled with the shown move's comment as it opens. */
void adj_review_window_comment_shown       (AdjReviewWindow *self);
void adj_review_window_comment_done        (AdjReviewWindow *self);

/* adj-review-window-notes.c */
/* The board's notes made editable and written to the node shown. */
void     adj_review_window_notes_init  (AdjReviewWindow *self);
/* The board given the notes of the node shown (after its model moved). */
void     adj_review_window_notes_show  (AdjReviewWindow *self);
/* Whether the node shown has arrows or marks. */
gboolean adj_review_window_notes_any   (AdjReviewWindow *self);
void adj_review_window_clear_arrows_action   (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_review_window_export_diagram_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
/* adj-review-window-panes.c: the analysis and preparation panes' hooks */
typedef struct _AdjReviewPanes AdjReviewPanes;
void adj_review_window_panes_class_init   (GtkWidgetClass  *widget_class);
void adj_review_window_panes_init         (AdjReviewWindow *self);
/* Before another game is taken: back from preparing, the preparation saved and dropped. */
void adj_review_window_panes_reset        (AdjReviewWindow *self);
/* The reviewed tree changed (a reply being prepared is saved). */
void adj_review_window_panes_tree_changed (AdjReviewWindow *self);
/* The game under review: the window's tree, or the one put aside while a
 * reply is prepared on the board. */
ChessTree *adj_review_window_panes_game   (AdjReviewWindow *self);
/* The panes' actions' enabled state: a part of the window's own
 * computation (adj_review_window_update_actions), never called alone. */
void adj_review_window_panes_update_actions (AdjReviewWindow *self);
void adj_review_window_panes_dispose      (AdjReviewWindow *self);
void adj_review_window_panes_finalize     (AdjReviewWindow *self);

G_END_DECLS
