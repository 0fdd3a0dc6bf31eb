/* test-review-keys.c — the review window driven from the keyboard, with
 * real key presses (keys-test.h), under Xvfb
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Game 13 of the sample event, adjourned with White to seal move 42 and
 * Black, who prepares, at the bottom. Tab reaches the board; its arrows
 * move the cursor, Space and Enter make a move; the move list keeps the
 * arrows for the game; Escape puts a piece back, and closes the review
 * outside any mode.
 */
#include "config.h"

#include <string.h>

#include "adj-board.h"
#include "adj-move-list.h"
#include "adj-review-window.h"
#include "keys-test.h"
#include "review-test.h"

typedef ReviewFixture Fixture;

static AdjReviewWindow *
find_review (void)
{
  GtkWindow *review = review_test_find_toplevel (ADJ_TYPE_REVIEW_WINDOW);
  return review ? ADJ_REVIEW_WINDOW (review) : NULL;
}

static GtkWidget *
move_list (AdjReviewWindow *review)
{
  GtkWidget *list = ui_test_find (GTK_WIDGET (review), ADJ_TYPE_MOVE_LIST);
  g_assert_nonnull (list);
  return list;
}

static gboolean
focus_is (AdjReviewWindow *review, GtkWidget *widget)
{
  return gtk_window_get_focus (GTK_WINDOW (review)) == widget;
}

/* Tab (Shift+Tab when BACK) pressed until WIDGET has the focus: how many
 * presses it took, or fails after 30. */
static guint
tab_to (AdjReviewWindow *review, GtkWidget *widget, gboolean back)
{
  for (guint n = 1; n <= 30; n++)
    {
      keys_test_press (GTK_WINDOW (review), GDK_KEY_Tab, back);
      if (focus_is (review, widget))
        return n;
    }
  g_assert_not_reached ();
}

/* KEY pressed N times, the board's cursor then on SQUARE. */
static void
press_to (AdjReviewWindow *review, guint key, int n, const char *square)
{
  AdjBoard *board = adj_review_window_get_board (review);

  for (int i = 0; i < n; i++)
    keys_test_press (GTK_WINDOW (review), key, FALSE);
  ui_test_wait_until (adj_board_get_focus_square (board) == chess_square_parse (square));
}

/* The board from the keyboard: Tab to it, the cursor to the bishop on f6,
 * Space, the cursor to e7, Enter: the move is played as a click plays it,
 * a variation beside 42. Rxf5. */
static void
test_keyboard_move (Fixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_test_sample (f, "13");
  AdjBoard *board = adj_review_window_get_board (review);
  const ChessTreeNode *adjourned = adj_review_window_get_current (review);

  /* The main line's next move, so that the keyboard's is a variation. */
  ChessMove rxf5 = chess_notation_read_legal (adj_review_window_get_position (review), "Rxf5", CHESS_LANG_EN);
  g_assert_cmpint (adj_review_window_play_line (review, &rxf5, 1), ==, 1);
  adj_review_window_go_to (review, adjourned);

  keys_test_focus_window (GTK_WINDOW (review));
  /* As the window opens, and after a click on the board (which does not
   * take the focus), the arrows go through the game, as they always did.
   * A click moves the cursor: the bishop picked and put back. */
  g_assert_false (gtk_widget_get_focus_on_click (GTK_WIDGET (board)));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-square", "i", chess_square_parse ("f6"));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-square", "i", chess_square_parse ("f6"));
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (board)));
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Left, FALSE);
  ui_test_wait_until (adj_review_window_get_current (review) == chess_tree_node_parent (adjourned));
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Right, FALSE);
  ui_test_wait_until (adj_review_window_get_current (review) == adjourned);

  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (board)));
  tab_to (review, GTK_WIDGET (board), FALSE);
  g_assert_true (gtk_widget_has_visible_focus (GTK_WIDGET (board)));
  g_assert_true (adj_board_get_flipped (board));
  g_assert_cmpint (adj_board_get_focus_square (board), ==, chess_square_parse ("f6"));

  /* Black at the bottom: rank 1 at the top, the files from h on the
   * left. The arrows are the board's: the game stays where it is. */
  press_to (review, GDK_KEY_Up, 5, "f1");
  press_to (review, GDK_KEY_Up, 1, "f1");
  press_to (review, GDK_KEY_Right, 1, "e1");
  press_to (review, GDK_KEY_Down, 5, "e6");
  press_to (review, GDK_KEY_Left, 1, "f6");
  g_assert_true (adj_review_window_get_current (review) == adjourned);
  g_assert_cmpint (adj_board_get_picked (board), ==, CHESS_NO_SQUARE);

  keys_test_press (GTK_WINDOW (review), GDK_KEY_space, FALSE);
  ui_test_wait_until (adj_board_get_picked (board) == chess_square_parse ("f6"));
  /* Escape puts the bishop back, and leaves the window open. */
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Escape, FALSE);
  ui_test_wait_until (adj_board_get_picked (board) == CHESS_NO_SQUARE);
  g_assert_true (find_review () == review);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (review)));

  keys_test_press (GTK_WINDOW (review), GDK_KEY_space, FALSE);
  ui_test_wait_until (adj_board_get_picked (board) == chess_square_parse ("f6"));
  press_to (review, GDK_KEY_Down, 1, "f7");
  press_to (review, GDK_KEY_Right, 1, "e7");
  g_assert_true (adj_review_window_get_current (review) == adjourned);
  /* The focus ring, the cursor on e7 and the bishop picked, its moves
   * shown: in the light style, then the dark. */
  g_free (ui_test_screenshot (GTK_WIDGET (review), "review-keyboard"));
  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait_until (adw_style_manager_get_dark (style));
  g_free (ui_test_screenshot (GTK_WIDGET (review), "review-keyboard-dark"));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  ui_test_wait_until (!adw_style_manager_get_dark (style));
  g_assert_cmpint (adj_board_get_picked (board), ==, chess_square_parse ("f6"));
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Return, FALSE);
  ui_test_wait_until (adj_review_window_get_current (review) != adjourned);

  const ChessTreeNode *played = adj_review_window_get_current (review);
  g_assert_true (chess_tree_node_parent (played) == adjourned);
  g_assert_cmpstr (chess_tree_node_san (played), ==, "Be7");
  g_assert_cmpint (chess_tree_node_index (played), ==, 1);
  g_assert_cmpint (adj_board_get_picked (board), ==, CHESS_NO_SQUARE);
  g_autofree char *text = adj_move_list_dup_text (ADJ_MOVE_LIST (move_list (review)));
  g_assert_nonnull (strstr (text, "(42. Be7)"));
  /* The focus stays on the board for the next move. */
  g_assert_true (focus_is (review, GTK_WIDGET (board)));

  /* Home is the window's wherever the focus is. */
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Home, FALSE);
  ui_test_wait_until (chess_tree_node_parent (adj_review_window_get_current (review)) == NULL);
}

/* Tab goes from the board to the move list and back (Shift+Tab); while the
 * list has the focus the arrows move through the game, and the board's
 * cursor stays. Escape, outside any mode, closes the review. */
static void
test_focus_and_arrows (Fixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_test_sample (f, "13");
  AdjBoard *board = adj_review_window_get_board (review);
  GtkWidget *list = move_list (review);
  const ChessTreeNode *adjourned = adj_review_window_get_current (review);

  keys_test_focus_window (GTK_WINDOW (review));
  tab_to (review, GTK_WIDGET (board), FALSE);
  guint forward = tab_to (review, list, FALSE);
  g_assert_cmpuint (forward, >=, 1);
  g_assert_true (gtk_widget_has_visible_focus (list));
  g_free (ui_test_screenshot (GTK_WIDGET (review), "review-keyboard-moves"));
  ChessSquare cursor = adj_board_get_focus_square (board);

  keys_test_press (GTK_WINDOW (review), GDK_KEY_Left, FALSE);
  ui_test_wait_until (adj_review_window_get_current (review) == chess_tree_node_parent (adjourned));
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Right, FALSE);
  ui_test_wait_until (adj_review_window_get_current (review) == adjourned);
  g_assert_cmpint (adj_board_get_focus_square (board), ==, cursor);
  g_assert_true (focus_is (review, list));

  /* Back to the board by as many Shift+Tabs as Tabs brought the list. */
  g_assert_cmpuint (tab_to (review, GTK_WIDGET (board), TRUE), ==, forward);
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Left, FALSE);
  ui_test_wait_until (adj_board_get_focus_square (board) != cursor);
  g_assert_true (adj_review_window_get_current (review) == adjourned);

  /* Nothing picked, no mode: Escape passes the board and closes. */
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Escape, FALSE);
  ui_test_wait_until (find_review () == NULL);
}

/* A pawn promoted from the keyboard: Space on it, Enter on the last rank
 * opens the chooser, whose buttons the keyboard goes through (Tab) to the
 * knight; Enter there makes the move. */
static void
test_promotion (Fixture *f, gconstpointer data)
{
  static const char pgn[] = "[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n\n*\n";
  g_autoptr(GError) error = NULL;
  AdjReviewWindow *review = adj_review_window_new (GTK_WINDOW (f->window));
  AdjBoard *board = adj_review_window_get_board (review);

  g_assert_true (adj_review_window_load_pgn (review, pgn, strlen (pgn), &error));
  g_assert_no_error (error);
  ui_test_present (GTK_WINDOW (review));
  keys_test_focus_window (GTK_WINDOW (review));
  tab_to (review, GTK_WIDGET (board), FALSE);
  g_assert_false (adj_board_get_flipped (board));
  press_to (review, GDK_KEY_Left, 4, "a1");
  press_to (review, GDK_KEY_Up, 6, "a7");
  keys_test_press (GTK_WINDOW (review), GDK_KEY_space, FALSE);
  ui_test_wait_until (adj_board_get_picked (board) == chess_square_parse ("a7"));
  press_to (review, GDK_KEY_Up, 1, "a8");
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Return, FALSE);
  GtkWidget *chooser = ui_test_find (GTK_WIDGET (board), GTK_TYPE_POPOVER);
  g_assert_nonnull (chooser);
  ui_test_wait_until (gtk_widget_get_mapped (chooser));
  /* Nothing played before the piece is chosen. */
  g_assert_null (chess_tree_node_parent (adj_review_window_get_current (review)));

  /* Queen, rook, bishop, knight: three steps on. */
  for (int i = 0; i < 3; i++)
    keys_test_press (GTK_WINDOW (review), GDK_KEY_Tab, FALSE);
  g_free (ui_test_screenshot (chooser, "review-keyboard-promotion"));
  keys_test_press (GTK_WINDOW (review), GDK_KEY_Return, FALSE);
  ui_test_wait_until (chess_tree_node_parent (adj_review_window_get_current (review)) != NULL);
  g_assert_cmpstr (chess_tree_node_san (adj_review_window_get_current (review)), ==, "a8=N");
  ui_test_wait_until (!gtk_widget_get_visible (chooser));
}

static gboolean
is_shortcut_titled_ (GtkWidget *widget, gconstpointer title)
{
  g_autofree char *own = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    return FALSE;
  g_object_get (widget, "title", &own, NULL);
  return g_strcmp0 (own, title) == 0;
}

/* The shortcuts window says the rule: the board's keys while it has the
 * focus, the arrows' two uses, Escape's. */
static void
test_shortcuts_window (Fixture *f, gconstpointer data)
{
  static const char *const titles[][3] = {
    { "Pick Up a Piece, Then Move It", "space Return", "Tab to the board; the arrows move its cursor" },
    { "Put the Piece Back", "Escape", "" },
    { "Previous or Next Move", "Left Right", "Up and Down for variations; not on a focused board" },
    { "Back to the Game, or Close", "Escape", "Back to the game while preparing a reply" },
    { "Start of the Game", "Home", "" },
  };
  GtkWindow *shortcuts;

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "shortcuts", NULL);
  ui_test_wait_until ((shortcuts = review_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)) != NULL
                      && gtk_widget_get_mapped (GTK_WIDGET (shortcuts)));
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkWidget *item = ui_test_find_matching (GTK_WIDGET (shortcuts), is_shortcut_titled_, titles[i][0]);
      g_autofree char *accelerator = NULL;
      g_autofree char *subtitle = NULL;

      g_assert_nonnull (item);
      g_object_get (item, "accelerator", &accelerator, "subtitle", &subtitle, NULL);
      g_assert_cmpstr (accelerator, ==, titles[i][1]);
      g_assert_cmpstr (subtitle ? subtitle : "", ==, titles[i][2]);
    }
  g_free (ui_test_screenshot (GTK_WIDGET (shortcuts), "shortcuts-review"));
  gtk_window_destroy (shortcuts);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/review-keys/move"))
    return g_test_run ();

  /* Each on an archive of its own, in a folder named after the suite. */
#define ADD(path, func) \
  g_test_add (path, Fixture, "review-keys", review_fixture_set_up, func, review_fixture_tear_down)

  ADD ("/review-keys/move", test_keyboard_move);
  ADD ("/review-keys/focus", test_focus_and_arrows);
  ADD ("/review-keys/shortcuts-window", test_shortcuts_window);
  ADD ("/review-keys/promotion", test_promotion);
  return g_test_run ();
}
