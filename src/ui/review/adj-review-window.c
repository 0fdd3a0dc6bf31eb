/* adj-review-window.c — a player's review of an adjourned position
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The type itself: what is reviewed, moving through the tree, the board,
 * the layout and the panes, and every action's enabled state. What changes
 * the tree, and the exports, are in adj-review-window-edit.c.
 */
#define G_LOG_DOMAIN "adj-review-window"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-envelope-pgn.h"
#include "adj-move-rows.h"
#include "adj-review-window-panes.h"
#include "adj-review-window-private.h"
#include "chess-fen.h"
#include "chess-notation.h"
#include "chess-pgn.h"

/* The margin around the body at phone width, each side. */
#define NARROW_MARGIN 6

G_DEFINE_FINAL_TYPE (AdjReviewWindow, adj_review_window, ADW_TYPE_WINDOW)

enum {
  POSITION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

int
adj_review_narrow_board_size (int width,
                              int height)
{
  int size = width - 2 * NARROW_MARGIN;

  if (height > 0)
    size = MIN (size, height / 2);
  return MAX (size, 8 * 16);
}

/* Every action's enabled state is decided here, from the node shown. */
static void
update_actions (AdjReviewWindow *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  ChessTreeNode *node = self->current;
  ChessTreeNode *parent = chess_tree_node_parent (node);
  gboolean move = parent != NULL;
  int index = chess_tree_node_index (node);
  gboolean variation = !chess_tree_node_is_mainline (node);

  gtk_widget_action_set_enabled (w, "review.back", move);
  gtk_widget_action_set_enabled (w, "review.start", move);
  gtk_widget_action_set_enabled (w, "review.forward", chess_tree_node_n_children (node) > 0);
  gtk_widget_action_set_enabled (w, "review.end", chess_tree_node_n_children (node) > 0);
  gtk_widget_action_set_enabled (w, "review.previous-variation", move && index > 0);
  gtk_widget_action_set_enabled (w, "review.next-variation",
                                 move && index + 1 < chess_tree_node_n_children (parent));
  /* A move off the main line can climb towards it. */
  gtk_widget_action_set_enabled (w, "review.promote", variation);
  gtk_widget_action_set_enabled (w, "review.make-main", variation);
  gtk_widget_action_set_enabled (w, "review.delete", move);
  /* The root holds the comment before the first move, never NAGs. */
  gtk_widget_action_set_enabled (w, "review.nag", move);
  g_autofree char *comment = adj_move_comment_text (chess_tree_node_comment (node, CHESS_TREE_COMMENT_AFTER));
  gtk_widget_action_set_enabled (w, "review.clear-notes",
                                 (move && chess_tree_node_n_nags (node) > 0) || comment != NULL);
  gtk_widget_action_set_enabled (w, "review.clear-arrows", adj_review_window_notes_any (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->nag_button), move);
  /* Each export writes what it says: the game under review, whatever the
   * board shows (a reply being prepared too); the preparation, once the
   * envelope has one. */
  gtk_widget_action_set_enabled (w, "review.export-pgn", TRUE);
  gtk_widget_action_set_enabled (w, "review.export-preparation", self->panes != NULL
                                 && adj_review_window_get_preparation (self) != NULL);
  /* The panes' own (preparing, the engine's order). */
  if (self->panes != NULL)
    adj_review_window_panes_update_actions (self);
}

/* The board at NODE: its position, its move highlighted. */
static void
show_on_board (AdjReviewWindow *self, ChessTreeNode *node)
{
  ChessTreeNode *parent = chess_tree_node_parent (node);

  /* The model keeps a last move only as one it played: the position
   * before it, then the move. */
  if (parent == NULL)
    adj_board_model_set_position (self->model, chess_tree_node_position (node));
  else if (adj_board_model_get_last_move (self->model) != chess_tree_node_move (node)
           || memcmp (adj_board_model_get_position (self->model)->board,
                      chess_tree_node_position (node)->board, sizeof chess_tree_node_position (node)->board) != 0)
    {
      adj_board_model_set_position (self->model, chess_tree_node_position (parent));
      adj_board_model_play (self->model, chess_tree_node_move (node));
    }
}

void
adj_review_window_go_to (AdjReviewWindow     *self,
                         const ChessTreeNode *node)
{
  g_return_if_fail (ADJ_IS_REVIEW_WINDOW (self));
  g_return_if_fail (node != NULL);

  /* The tree's nodes are the window's to change; given back as const. */
  self->current = (ChessTreeNode *) node;
  show_on_board (self, self->current);
  adj_review_window_notes_show (self);
  adj_move_list_set_current (self->move_list, node);
  update_actions (self);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

void
adj_review_window_tree_changed (AdjReviewWindow *self,
                                ChessTreeNode   *node)
{
  adj_move_list_update (self->move_list);
  adj_review_window_panes_tree_changed (self);
  adj_review_window_go_to (self, node);
}

void
adj_review_window_update_actions (AdjReviewWindow *self)
{
  update_actions (self);
}

void
adj_review_window_toast (AdjReviewWindow *self,
                         const char      *title)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adj_compat_toast_new_text (title));
}

/* ---- what is reviewed ----------------------------------------------------- */

/* "Spassky – Fischer": the players' surnames (written surname first). */
static char *
players_title (const char *white, const char *black)
{
  g_auto(GStrv) w = g_strsplit (white && *white && g_strcmp0 (white, "?") ? white : _("White"), ",", 2);
  g_auto(GStrv) b = g_strsplit (black && *black && g_strcmp0 (black, "?") ? black : _("Black"), ",", 2);

  return g_strdup_printf ("%s – %s", g_strstrip (w[0]), g_strstrip (b[0]));
}

/* The title from the tags now held: the players, and the event and round. */
static void
update_title (AdjReviewWindow *self)
{
  g_autofree char *title = players_title (chess_game_tag (&self->tags, "White"),
                                          chess_game_tag (&self->tags, "Black"));
  const char *event = chess_game_tag (&self->tags, "Event");
  const char *round = chess_game_tag (&self->tags, "Round");
  g_autofree char *subtitle = NULL;

  if (event && g_strcmp0 (event, "?") != 0 && round && g_strcmp0 (round, "?") != 0)
    /* Translators: an event, then its round */
    subtitle = g_strdup_printf (_("%s, round %s"), event, round);
  else if (event && g_strcmp0 (event, "?") != 0)
    subtitle = g_strdup (event);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Take TREE and the tags of GAME, the reviewer's SIDE at the bottom, and
 * show the node AT (the adjourned position). */
static void
take (AdjReviewWindow *self, ChessTree *tree, ChessGame *game, ChessColor side, ChessTreeNode *at)
{
  adj_review_window_panes_reset (self);
  chess_tree_free (self->tree);
  self->tree = tree;
  chess_game_clear (&self->tags);
  self->tags = *game;
  adj_board_set_flipped (self->board, side == CHESS_BLACK);
  adj_move_list_set_tree (self->move_list, self->tree);
  update_title (self);
  adj_review_window_go_to (self, at);
}

gboolean
adj_review_window_load_envelope (AdjReviewWindow  *self,
                                 AdjEnvelope      *env,
                                 GError          **error)
{
  ChessGame game;
  ChessTree *tree;
  ChessTreeNode *node;
  int sealer;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (ADJ_IS_ENVELOPE (env), FALSE);

  chess_game_init (&game);
  /* A record that does not reach the envelope's position would review
   * another game: the position alone is the start then. */
  if (adj_envelope_replay_game (env, &game))
    {
      tree = chess_tree_new (chess_game_start (&game));
      node = chess_tree_root (tree);
      for (int ply = 0; ply < chess_game_ply_count (&game); ply++)
        node = chess_tree_add_move (tree, node, chess_game_move_at (&game, ply));
    }
  else
    {
      tree = chess_tree_new (adj_envelope_get_position (env));
      node = chess_tree_root (tree);
    }
  g_assert (node != NULL);
  chess_game_reset (&game, NULL);
  adj_envelope_pgn_tags (env, &game);

  /* Sealed means sealed: the move is read only from an opened envelope,
   * which alone holds it. */
  if (adj_envelope_is_opened (env))
    {
      const ChessPosition *pos = chess_tree_node_position (node);
      const char *sealed = adj_envelope_get_sealed_move (env);
      ChessMove move = chess_notation_read_legal (pos, sealed, adj_envelope_get_notation (env));

      if (move == CHESS_MOVE_NONE)
        move = chess_notation_read_legal (pos, sealed, CHESS_LANG_EN);
      if (move != CHESS_MOVE_NONE)
        chess_tree_add_move (tree, node, move);
    }

  sealer = adj_envelope_get_sealer (env);
  if (sealer < 0)
    sealer = chess_tree_node_position (node)->side;
  g_set_object (&self->envelope, env);
  /* The responder prepares: the side not sealing, at the bottom. */
  take (self, tree, &game, sealer == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE, node);
  return TRUE;
}

gboolean
adj_review_window_load_pgn (AdjReviewWindow  *self,
                            const char       *data,
                            gsize             length,
                            GError          **error)
{
  ChessPgnReader *reader;
  ChessPgnGameInfo info;
  ChessGame game;
  ChessTree *tree;
  gboolean read;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  chess_game_init (&game);
  tree = chess_tree_new (NULL);
  reader = chess_pgn_reader_new (data, length);
  read = chess_pgn_reader_next_tree (reader, &game, tree, &info);
  chess_pgn_reader_free (reader);
  if (!read || info.error != CHESS_PGN_ERROR_NONE || info.problem)
    {
      if (!read)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("There is no game in it."));
      else if (info.error != CHESS_PGN_ERROR_NONE)
        /* Translators: a line and column of a PGN file, then what is wrong there (in English) */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Line %d, column %d: %s"),
                     info.error_line, info.error_column, info.error_detail);
      else
        /* Translators: a line of a PGN file, then the move written there */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Line %d: the move “%s” is not legal there."),
                     info.problem_line, info.problem_text);
      chess_tree_free (tree);
      chess_game_clear (&game);
      return FALSE;
    }
  /* A finished game is seen from White's side; an unfinished one (an
   * adjourned game's record, up to the sealed move) from the side not to
   * move at its end, who prepares, as for an envelope. */
  ChessTreeNode *end = chess_tree_mainline_end (tree);
  ChessColor side = game.result == CHESS_RESULT_NONE && end != chess_tree_root (tree)
                    ? !chess_tree_node_position (end)->side : CHESS_WHITE;
  g_clear_object (&self->envelope);
  take (self, tree, &game, side, end);
  return TRUE;
}

gboolean
adj_review_window_load_file (AdjReviewWindow  *self,
                             GFile            *file,
                             GError          **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  const char *p;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return FALSE;
  for (p = data; p < data + length && g_ascii_isspace (*p); p++)
    ;
  /* An envelope is a JSON object; a PGN never starts with a brace. */
  if (p < data + length && *p == '{')
    {
      g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (data, (gssize) length, error);

      return env != NULL && adj_review_window_load_envelope (self, env, error);
    }
  return adj_review_window_load_pgn (self, data, length, error);
}

AdjEnvelope *
adj_review_window_get_envelope (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);
  return self->envelope;
}

const ChessTree *
adj_review_window_get_tree (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);
  return self->tree;
}

const ChessTreeNode *
adj_review_window_get_current (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);
  return self->current;
}

const ChessPosition *
adj_review_window_get_position (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);
  return chess_tree_node_position (self->current);
}

AdjBoard *
adj_review_window_get_board (AdjReviewWindow *self)
{
  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), NULL);
  return self->board;
}

int
adj_review_window_play_line (AdjReviewWindow *self,
                             const ChessMove *moves,
                             int              n)
{
  ChessTreeNode *node;
  int played = 0;

  g_return_val_if_fail (ADJ_IS_REVIEW_WINDOW (self), 0);
  g_return_val_if_fail (moves != NULL || n == 0, 0);

  node = self->current;
  for (; played < n; played++)
    {
      ChessTreeNode *next = chess_tree_add_move (self->tree, node, moves[played]);

      if (next == NULL)
        break;
      node = next;
    }
  adj_review_window_tree_changed (self, node);
  return played;
}

void
adj_review_window_add_pane (AdjReviewWindow *self,
                            const char      *name,
                            const char      *title,
                            const char      *icon_name,
                            GtkWidget       *pane)
{
  g_return_if_fail (ADJ_IS_REVIEW_WINDOW (self));
  g_return_if_fail (name != NULL && title != NULL);
  g_return_if_fail (GTK_IS_WIDGET (pane));
  g_return_if_fail (adw_view_stack_get_child_by_name (self->pane_stack, name) == NULL);

  adw_view_stack_add_titled (self->pane_stack, pane, name, title);
  if (icon_name)
    adw_view_stack_page_set_icon_name (adw_view_stack_get_page (self->pane_stack, pane), icon_name);
  /* One pane needs no switcher. */
  gtk_widget_set_visible (GTK_WIDGET (self->pane_switcher), TRUE);
}

/* ---- moving through the tree ------------------------------------------- */

static void
navigate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);
  ChessTreeNode *node = self->current;
  ChessTreeNode *parent = chess_tree_node_parent (node);
  const char *name = action_name + strlen ("review.");

  if (g_str_equal (name, "back") && parent)
    node = parent;
  else if (g_str_equal (name, "forward") && chess_tree_node_next (node))
    node = chess_tree_node_next (node);
  else if (g_str_equal (name, "start"))
    node = chess_tree_root (self->tree);
  else if (g_str_equal (name, "end"))
    while (chess_tree_node_next (node))
      node = chess_tree_node_next (node);
  else if (g_str_equal (name, "previous-variation") && parent && chess_tree_node_index (node) > 0)
    node = chess_tree_node_child (parent, chess_tree_node_index (node) - 1);
  else if (g_str_equal (name, "next-variation") && parent
           && chess_tree_node_index (node) + 1 < chess_tree_node_n_children (parent))
    node = chess_tree_node_child (parent, chess_tree_node_index (node) + 1);
  adj_review_window_go_to (self, node);
}

static void
flip_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);

  adj_board_set_flipped (self->board, !adj_board_get_flipped (self->board));
}

/* A move made on the board: the existing child that plays it, or a new
 * variation. */
static void
move_played (AdjReviewWindow *self,
             guint            move)
{
  ChessTreeNode *node = chess_tree_add_move (self->tree, self->current, (ChessMove) move);

  if (node == NULL)
    {
      /* Not legal where the tree stands (cannot happen from the board's
       * legal moves): the board shows the node again. */
      show_on_board (self, self->current);
      return;
    }
  adj_review_window_tree_changed (self, node);
}

static void
move_activated (AdjReviewWindow *self,
                gpointer         node)
{
  adj_review_window_go_to (self, node);
}

/* ---- layout ----------------------------------------------------------------- */

static void
update_layout (AdjReviewWindow *self)
{
  int width = 0;
  int height = 0;
  gboolean narrow;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0)
    return;
  narrow = width < ADJ_REVIEW_NARROW_WIDTH;
  if (narrow)
    {
      int size = adj_review_narrow_board_size (width, height);
      gtk_widget_set_size_request (GTK_WIDGET (self->board), -1, size);
      adw_clamp_set_maximum_size (self->board_clamp, size);
      adw_clamp_set_tightening_threshold (self->board_clamp, size);
    }
  if (narrow == self->narrow)
    return;
  self->narrow = narrow;
  /* At phone width the moves go under the board, which keeps its share. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board_column), !narrow);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board_clamp), !narrow);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), !narrow);
  gtk_widget_set_vexpand (self->side_pane, narrow);
  gtk_widget_set_size_request (self->side_pane, narrow ? -1 : 300, narrow ? 160 : -1);
  if (!narrow)
    {
      gtk_widget_set_size_request (GTK_WIDGET (self->board), -1, -1);
      adw_clamp_set_maximum_size (self->board_clamp, G_MAXINT / 2);
      adw_clamp_set_tightening_threshold (self->board_clamp, G_MAXINT / 2);
    }
  int margin = narrow ? NARROW_MARGIN : 12;
  gtk_widget_set_margin_start (GTK_WIDGET (self->body), margin);
  gtk_widget_set_margin_end (GTK_WIDGET (self->body), margin);
  gtk_widget_set_margin_top (GTK_WIDGET (self->body), margin);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->body), margin);
  gtk_box_set_spacing (self->body, margin);
}

/* GtkWindow binds the arrows to moving the focus, and a subclass's
 * bindings come after its parent's: the arrows are caught on the way up
 * from the focus, under the window, so that a text being typed (a
 * comment) keeps them. */
static void
add_arrow_keys (AdjReviewWindow *self)
{
  static const struct {
    guint       key;
    const char *action;
  } keys[] = {
    { GDK_KEY_Left, "review.back" },
    { GDK_KEY_Right, "review.forward" },
    { GDK_KEY_Up, "review.previous-variation" },
    { GDK_KEY_Down, "review.next-variation" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "review-arrows");
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay), controller);
}

/* Escape leaves the mode the window is in (preparing a reply: back to
 * the game), and only outside any mode closes the window. The board
 * takes it before, while it holds a piece picked (adj-board.h). */
static gboolean
escape_pressed (GtkWidget *widget,
                GVariant  *args,
                gpointer   data)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (widget);

  if (adj_review_window_get_preparing (self) != CHESS_MOVE_NONE)
    return gtk_widget_activate_action (widget, "review.leave-preparation", NULL);
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

/* ---- the type ----------------------------------------------------------------- */

static void
adj_review_window_dispose (GObject *object)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (object);

  adj_review_window_panes_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_REVIEW_WINDOW);
  g_clear_object (&self->envelope);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (adj_review_window_parent_class)->dispose (object);
}

static void
adj_review_window_finalize (GObject *object)
{
  AdjReviewWindow *self = ADJ_REVIEW_WINDOW (object);

  adj_review_window_panes_finalize (self);
  chess_tree_free (self->tree);
  chess_game_clear (&self->tags);

  G_OBJECT_CLASS (adj_review_window_parent_class)->finalize (object);
}

static void
adj_review_window_class_init (AdjReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct {
    const char      *action;
    const char      *parameter_type;
    GtkWidgetActionActivateFunc activate;
    guint            key;
    GdkModifierType  mods;
  } actions[] = {
    /* The arrows: see add_arrow_keys(). */
    { "review.back", NULL, navigate_action, 0, 0 },
    { "review.forward", NULL, navigate_action, 0, 0 },
    { "review.start", NULL, navigate_action, GDK_KEY_Home, 0 },
    { "review.end", NULL, navigate_action, GDK_KEY_End, 0 },
    { "review.previous-variation", NULL, navigate_action, 0, 0 },
    { "review.next-variation", NULL, navigate_action, 0, 0 },
    { "review.flip", NULL, flip_action, GDK_KEY_f, 0 },
    { "review.promote", NULL, adj_review_window_promote_action, 0, 0 },
    { "review.make-main", NULL, adj_review_window_make_main_action, 0, 0 },
    /* No key: a slip of the finger would lose a line, with no undo. */
    { "review.delete", NULL, adj_review_window_delete_action, 0, 0 },
    { "review.comment", NULL, adj_review_window_comment_action, GDK_KEY_c, 0 },
    { "review.set-comment", "s", adj_review_window_set_comment_action, 0, 0 },
    { "review.nag", "i", adj_review_window_nag_action, 0, 0 },
    { "review.clear-notes", NULL, adj_review_window_clear_notes_action, 0, 0 },
    { "review.copy-fen", NULL, adj_review_window_copy_fen_action, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
    { "review.export-pgn", NULL, adj_review_window_export_pgn_action, GDK_KEY_s, GDK_CONTROL_MASK },
    { "review.clear-arrows", NULL, adj_review_window_clear_arrows_action, 0, 0 },
    { "review.export-diagram", NULL, adj_review_window_export_diagram_action, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  };

  object_class->dispose = adj_review_window_dispose;
  object_class->finalize = adj_review_window_finalize;

  signals[POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (ADJ_TYPE_BOARD);
  g_type_ensure (ADJ_TYPE_MOVE_LIST);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/review/adj-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, body);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, board_column);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, board_clamp);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, side_pane);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, pane_switcher);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, pane_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, comment_button);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, comment_popover);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, comment_heading);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, comment_view);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, comment_done);
  gtk_widget_class_bind_template_child (widget_class, AdjReviewWindow, nag_button);

  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_class_install_action (widget_class, actions[i].action, actions[i].parameter_type,
                                       actions[i].activate);
      if (actions[i].key != 0)
        gtk_widget_class_add_binding_action (widget_class, actions[i].key, actions[i].mods,
                                             actions[i].action, NULL);
    }
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_pressed, NULL);
  adj_review_window_panes_class_init (widget_class);
}

static void
adj_review_window_init (AdjReviewWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  chess_game_init (&self->tags);
  self->tree = chess_tree_new (NULL);
  self->current = chess_tree_root (self->tree);
  self->model = adj_board_model_new ();
  adj_board_set_model (self->board, self->model);
  adj_move_list_set_tree (self->move_list, self->tree);
  g_signal_connect_object (self->board, "move-played", G_CALLBACK (move_played), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->move_list, "move-activated", G_CALLBACK (move_activated), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->comment_popover, "show", G_CALLBACK (adj_review_window_comment_shown), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->comment_done, "clicked", G_CALLBACK (adj_review_window_comment_done), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (update_layout), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (update_layout), NULL);
  add_arrow_keys (self);
  adj_review_window_notes_init (self);
  update_layout (self);
  update_title (self);
  update_actions (self);
  adj_review_window_panes_init (self);
}

AdjReviewWindow *
adj_review_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (ADJ_TYPE_REVIEW_WINDOW,
                       "transient-for", parent,
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
}
