/* test-board.c — the board widget on a display: moves by its actions, the
 * promotion chooser, flipping, edit mode, and screenshots of every style
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>

#include <adwaita.h>

#include "adj-board.h"
#include "ui-test.h"

typedef struct
{
  GtkWidget *window;
  AdjBoard  *board;
  GArray    *played;    /* guint moves, as "move-played" gave them */
  GArray    *activated; /* int squares, as "square-activated" gave them */
} Fixture;

static void
on_move_played (AdjBoard *board, guint move, Fixture *f)
{
  g_array_append_val (f->played, move);
}

static void
on_square_activated (AdjBoard *board, int square, Fixture *f)
{
  g_array_append_val (f->activated, square);
}

static void
fixture_setup_size (Fixture *f, int size)
{
  f->window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (f->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (f->window), size, size);
  f->board = ADJ_BOARD (adj_board_new (NULL));
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  f->played = g_array_new (FALSE, FALSE, sizeof (guint));
  f->activated = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (f->board, "move-played", G_CALLBACK (on_move_played), f);
  g_signal_connect (f->board, "square-activated", G_CALLBACK (on_square_activated), f);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  fixture_setup_size (f, 480);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_array_unref (f->played);
  g_array_unref (f->activated);
  ui_test_wait (10);
}

static ChessSquare
sq (const char *name)
{
  ChessSquare square = chess_square_parse (name);
  g_assert_cmpint (square, !=, CHESS_NO_SQUARE);
  return square;
}

static gboolean
activate (Fixture *f, const char *square)
{
  return gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate-square", "i", sq (square));
}

static char *
board_fen (Fixture *f)
{
  return adj_board_model_get_fen (adj_board_get_model (f->board));
}

static void
set_fen (Fixture *f, const char *fen)
{
  g_assert_true (adj_board_model_set_fen (adj_board_get_model (f->board), fen, NULL));
}

static void
play_uci (Fixture *f, const char *moves)
{
  AdjBoardModel *model = adj_board_get_model (f->board);
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (int i = 0; list[i]; i++)
    {
      ChessMove move = chess_move_from_uci (adj_board_model_get_position (model), list[i]);
      g_assert_cmpuint (move, !=, CHESS_MOVE_NONE);
      g_assert_true (adj_board_model_play (model, move));
    }
}

static GtkWidget *
promotion_popover (Fixture *f)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (f->board)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return child;
  return NULL;
}

static void
test_model_and_fen (Fixture *f, gconstpointer data)
{
  const char *fen = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";
  g_autoptr(AdjBoardModel) model = adj_board_model_new ();

  set_fen (f, fen);
  g_autofree char *shown = board_fen (f);
  g_assert_cmpstr (shown, ==, fen);

  /* Another model: the board follows it, and its changes. */
  adj_board_set_model (f->board, model);
  g_assert_true (adj_board_get_model (f->board) == model);
  g_assert_true (adj_board_model_set_fen (model, fen, NULL));
  g_autofree char *followed = board_fen (f);
  g_assert_cmpstr (followed, ==, fen);
  ui_test_wait (20);
}

static void
test_click_click (Fixture *f, gconstpointer data)
{
  g_autofree char *before = board_fen (f);

  /* View mode: nothing can be moved. */
  g_assert_cmpint (adj_board_get_mode (f->board), ==, ADJ_BOARD_MODE_VIEW);
  activate (f, "g1");
  activate (f, "f3");
  g_autofree char *unchanged = board_fen (f);
  g_assert_cmpstr (unchanged, ==, before);
  g_assert_cmpuint (f->played->len, ==, 0);

  adj_board_set_mode (f->board, ADJ_BOARD_MODE_PLAY);
  g_assert_true (activate (f, "g1"));
  g_assert_true (activate (f, "f3"));
  g_autofree char *after = board_fen (f);
  g_assert_cmpstr (after, ==, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
  g_assert_cmpuint (f->played->len, ==, 1);
  char uci[6];
  chess_move_to_uci (g_array_index (f->played, guint, 0), uci);
  g_assert_cmpstr (uci, ==, "g1f3");
  g_assert_cmpuint (adj_board_model_get_last_move (adj_board_get_model (f->board)), ==,
                    g_array_index (f->played, guint, 0));

  /* A white piece cannot be picked with black to move; a black one can,
   * and another of its pieces takes over the pick. */
  activate (f, "e2");
  activate (f, "e4");
  g_autofree char *still = board_fen (f);
  g_assert_cmpstr (still, ==, after);
  activate (f, "b8");
  activate (f, "e7");
  activate (f, "e5");
  g_assert_cmpuint (f->played->len, ==, 2);
  chess_move_to_uci (g_array_index (f->played, guint, 1), uci);
  g_assert_cmpstr (uci, ==, "e7e5");
}

static void
test_illegal_target (Fixture *f, gconstpointer data)
{
  g_autofree char *before = board_fen (f);

  adj_board_set_mode (f->board, ADJ_BOARD_MODE_PLAY);
  activate (f, "g1");
  activate (f, "g3");
  activate (f, "f3");  /* the pick was dropped by the illegal target */
  activate (f, "e1");
  activate (f, "e2");  /* own piece: picks it, moves nothing */
  activate (f, "e4");  /* the pawn on e2 goes there… */
  g_assert_cmpuint (f->played->len, ==, 1);

  /* …and after that, a pick cancelled with Escape's action moves nothing. */
  g_autofree char *after_e4 = board_fen (f);
  g_assert_cmpstr (after_e4, !=, before);
  activate (f, "g8");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.cancel", NULL));
  activate (f, "f6");
  g_autofree char *after = board_fen (f);
  g_assert_cmpstr (after, ==, after_e4);
  g_assert_cmpuint (f->played->len, ==, 1);
}

static void
test_keyboard (Fixture *f, gconstpointer data)
{
  adj_board_set_mode (f->board, ADJ_BOARD_MODE_PLAY);
  adj_board_set_focus_square (f->board, sq ("g1"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate-focus", NULL);
  /* Up twice and left once on screen: f3 with white at the bottom. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 0, -1);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 0, -1);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", -1, 0);
  g_assert_cmpint (adj_board_get_focus_square (f->board), ==, sq ("f3"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate-focus", NULL);
  g_assert_cmpuint (f->played->len, ==, 1);

  /* Flipped, up on screen is down the board; the edge stops the focus. */
  adj_board_set_flipped (f->board, TRUE);
  adj_board_set_focus_square (f->board, sq ("b2"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpint (adj_board_get_focus_square (f->board), ==, sq ("b1"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpint (adj_board_get_focus_square (f->board), ==, sq ("b1"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 1, 0);
  g_assert_cmpint (adj_board_get_focus_square (f->board), ==, sq ("a1"));
}

static void
test_promotion (Fixture *f, gconstpointer data)
{
  const char *fen = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";

  set_fen (f, fen);
  adj_board_set_mode (f->board, ADJ_BOARD_MODE_PLAY);
  activate (f, "a7");
  activate (f, "b8");
  ui_test_wait (50);

  /* The chooser is open and the move waits for it. */
  GtkWidget *popover = promotion_popover (f);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  g_autofree char *waiting = board_fen (f);
  g_assert_cmpstr (waiting, ==, fen);
  g_assert_cmpuint (f->played->len, ==, 0);

  /* Four buttons, each named for the piece it gives. */
  GtkWidget *box = gtk_popover_get_child (GTK_POPOVER (popover));
  const char *names[] = { "Queen", "Rook", "Bishop", "Knight" };
  GtkWidget *button = gtk_widget_get_first_child (box);
  GtkWidget *knight = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++, button = gtk_widget_get_next_sibling (button))
    {
      g_assert_nonnull (button);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, names[i]);
      knight = button;
    }
  g_assert_null (button);
  g_autofree char *shot = ui_test_screenshot (f->window, "board-promotion");
  g_autofree char *chooser = ui_test_screenshot (popover, "board-promotion-chooser");

  /* The knight's button plays the underpromotion. */
  g_signal_emit_by_name (knight, "clicked");
  ui_test_wait (50);
  g_autofree char *after = board_fen (f);
  g_assert_cmpstr (after, ==, "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  g_assert_cmpuint (f->played->len, ==, 1);
  guint move = g_array_index (f->played, guint, 0);
  g_assert_cmpint (chess_move_kind (move), ==, CHESS_MOVE_PROMOTION);
  g_assert_cmpint (chess_move_promotion (move), ==, CHESS_KNIGHT);
  g_assert_false (gtk_widget_get_visible (popover));

  /* The chooser through its action, and closed without a choice. */
  set_fen (f, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  activate (f, "a7");
  activate (f, "a8");
  /* While the chooser waits, the board's own keys and clicks are off. */
  g_assert_cmpint (adj_board_get_focus_square (f->board), ==, sq ("a8"));
  activate (f, "e1");
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate-focus", NULL);
  g_assert_cmpint (adj_board_get_focus_square (f->board), ==, sq ("a8"));

  /* A king is no promotion: still waiting. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.promote", "i", CHESS_KING);
  g_autofree char *pending = board_fen (f);
  g_assert_cmpstr (pending, ==, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.promote", "i", CHESS_QUEEN));
  g_autofree char *queen = board_fen (f);
  g_assert_cmpstr (queen, ==, "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
  g_assert_cmpuint (f->played->len, ==, 2);

  set_fen (f, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  activate (f, "a7");
  activate (f, "a8");
  ui_test_wait (50);
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait (50);
  /* Closed without a choice: a late choice does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.promote", "i", CHESS_QUEEN);
  g_autofree char *unchanged = board_fen (f);
  g_assert_cmpstr (unchanged, ==, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_cmpuint (f->played->len, ==, 2);
}

static void
test_flip_geometry (Fixture *f, gconstpointer data)
{
  graphene_rect_t a1, h8;

  /* Wider than high: the board is centred across. */
  gtk_widget_set_size_request (GTK_WIDGET (f->board), 600, 452);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->board)) > gtk_widget_get_height (GTK_WIDGET (f->board)));
  ui_test_settle (GTK_WIDGET (f->board));
  int width = gtk_widget_get_width (GTK_WIDGET (f->board));
  int height = gtk_widget_get_height (GTK_WIDGET (f->board));
  g_assert_cmpint (width, >, height);

  adj_board_square_bounds (f->board, sq ("a1"), &a1);
  adj_board_square_bounds (f->board, sq ("h8"), &h8);
  /* Square and centred: a1 bottom left, h8 top right, equal margins. */
  g_assert_cmpfloat (a1.size.width, ==, a1.size.height);
  g_assert_cmpfloat (a1.size.width * 8, <=, MIN (width, height));
  g_assert_cmpfloat (a1.size.width * 8, >, MIN (width, height) - 8);
  g_assert_cmpfloat (h8.origin.x, >, a1.origin.x);
  g_assert_cmpfloat (h8.origin.y, <, a1.origin.y);
  g_assert_cmpfloat (fabsf (h8.origin.y - (height - a1.origin.y - a1.size.height)), <=, 1);
  g_assert_cmpfloat (fabsf (a1.origin.x - (width - h8.origin.x - h8.size.width)), <=, 1);
  g_assert_cmpfloat (a1.origin.x, >=, (width - height) / 2 - 1);

  double x = a1.origin.x + a1.size.width / 2, y = a1.origin.y + a1.size.height / 2;
  g_assert_cmpint (adj_board_square_at (f->board, x, y), ==, sq ("a1"));
  g_assert_cmpint (adj_board_square_at (f->board, h8.origin.x + 1, h8.origin.y + 1), ==, sq ("h8"));
  g_assert_cmpint (adj_board_square_at (f->board, -5, -5), ==, CHESS_NO_SQUARE);

  adj_board_set_flipped (f->board, TRUE);
  g_assert_true (adj_board_get_flipped (f->board));
  g_assert_cmpint (adj_board_square_at (f->board, x, y), ==, sq ("h8"));
  graphene_rect_t flipped_a1;
  adj_board_square_bounds (f->board, sq ("a1"), &flipped_a1);
  g_assert_true (graphene_rect_equal (&flipped_a1, &h8));
}

static void
test_edit_mode (Fixture *f, gconstpointer data)
{
  g_autofree char *before = board_fen (f);

  adj_board_set_mode (f->board, ADJ_BOARD_MODE_EDIT);
  activate (f, "e4");
  activate (f, "e2");
  g_assert_cmpuint (f->activated->len, ==, 2);
  g_assert_cmpint (g_array_index (f->activated, int, 0), ==, sq ("e4"));
  g_assert_cmpint (g_array_index (f->activated, int, 1), ==, sq ("e2"));
  g_assert_cmpuint (f->played->len, ==, 0);
  g_autofree char *after = board_fen (f);
  g_assert_cmpstr (after, ==, before);

  /* The keyboard activates the focus square the same way. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 0, -1);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate-focus", NULL);
  g_assert_cmpuint (f->activated->len, ==, 3);
  g_assert_cmpint (g_array_index (f->activated, int, 2), ==, sq ("e3"));

  /* Play mode emits nothing of the kind. */
  adj_board_set_mode (f->board, ADJ_BOARD_MODE_PLAY);
  activate (f, "e2");
  g_assert_cmpuint (f->activated->len, ==, 3);
}

static void
test_properties (Fixture *f, gconstpointer data)
{
  g_autofree char *style = NULL;

  g_assert_cmpstr (adj_board_get_board_style (f->board), ==, "brown");
  g_object_set (f->board, "board-style", "slate", NULL);
  g_assert_cmpstr (adj_board_get_board_style (f->board), ==, "slate");
  g_object_get (f->board, "board-style", &style, NULL);
  g_assert_cmpstr (style, ==, "slate");
  adj_board_set_board_style (f->board, "purple");
  g_assert_cmpstr (adj_board_get_board_style (f->board), ==, "brown");

  adj_board_set_show_coordinates (f->board, FALSE);
  gboolean show = TRUE;
  g_object_get (f->board, "show-coordinates", &show, NULL);
  g_assert_false (show);
  g_assert_false (adj_board_get_show_coordinates (f->board));
}

/* The board as drawn now, in pixels (free it). */
static GBytes *
board_pixels (Fixture *f)
{
  ui_test_wait (50);
  ui_test_wait_painted (GTK_WIDGET (f->board));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (f->board));
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  int w = gtk_widget_get_width (GTK_WIDGET (f->board)), h = gtk_widget_get_height (GTK_WIDGET (f->board));
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  g_autoptr(GskRenderNode) node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (f->board)));
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsize size = (gsize) w * h * 4;
  guchar *data = g_malloc (size);
  gdk_texture_download (texture, data, (gsize) w * 4);
  return g_bytes_new_take (data, size);
}

/* Every board follows the piece-set and board-style settings as they
 * change: the board draws other pieces, and the same ones again when the
 * setting comes back. */
static void
test_follows_settings (Fixture *f, gconstpointer data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_assert_cmpstr (adj_board_get_piece_set (f->board), ==, "adjourn");
  g_autoptr(GBytes) original = board_pixels (f);

  for (const char *const *id = adj_piece_set_list_ids () + 1; *id; id++)
    {
      g_settings_set_string (settings, "piece-set", *id);
      g_assert_cmpstr (adj_board_get_piece_set (f->board), ==, *id);
      g_autoptr(GBytes) other = board_pixels (f);
      g_assert_false (g_bytes_equal (other, original));
    }
  g_settings_set_string (settings, "piece-set", "adjourn");
  g_autoptr(GBytes) again = board_pixels (f);
  g_assert_true (g_bytes_equal (again, original));

  g_settings_set_string (settings, "board-style", "green");
  g_assert_cmpstr (adj_board_get_board_style (f->board), ==, "green");
  g_autoptr(GBytes) green = board_pixels (f);
  g_assert_false (g_bytes_equal (green, original));
  g_settings_reset (settings, "board-style");
  g_assert_cmpstr (adj_board_get_board_style (f->board), ==, "brown");
}

/* The players' notes */

/* The board's drag gesture for BUTTON. */
static GtkGesture *
find_drag (Fixture *f, guint button)
{
  GtkGesture *found = NULL;
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));
  for (guint i = 0; !found && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (controller) && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button)
        found = GTK_GESTURE (controller);
    }
  g_assert_nonnull (found);
  return found;
}

static void
square_centre (Fixture *f, const char *name, double *x, double *y)
{
  graphene_rect_t r;
  adj_board_square_bounds (f->board, sq (name), &r);
  *x = r.origin.x + r.size.width / 2;
  *y = r.origin.y + r.size.height / 2;
}

/* A drag with BUTTON from square FROM to square TO (a click when they are
 * the same), as the gesture tells it; TO NULL: let go off the board. */
static void
gesture (Fixture *f, guint button, const char *from, const char *to)
{
  GtkGesture *drag = find_drag (f, button);
  double x0, y0, x1 = -40, y1 = -40;
  square_centre (f, from, &x0, &y0);
  if (to)
    square_centre (f, to, &x1, &y1);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
}

static void
on_annotations_changed (AdjBoard *board, int *count)
{
  (*count)++;
}

static ChessAnnotations
board_notes (Fixture *f)
{
  ChessAnnotations notes;
  adj_board_get_annotations (f->board, &notes);
  return notes;
}

static void
test_notes_gestures (Fixture *f, gconstpointer data)
{
  int changed = 0;
  ChessAnnotations notes;
  g_signal_connect (f->board, "annotations-changed", G_CALLBACK (on_annotations_changed), &changed);

  /* Off by default: a desk's board draws nothing for the secondary button. */
  g_assert_false (adj_board_get_annotations_editable (f->board));
  gesture (f, GDK_BUTTON_SECONDARY, "e2", "e4");
  notes = board_notes (f);
  g_assert_true (chess_annotations_is_empty (&notes));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.toggle-note", "(iii)", 12, 28, 0);
  notes = board_notes (f);
  g_assert_true (chess_annotations_is_empty (&notes));
  g_assert_cmpint (changed, ==, 0);

  g_object_set (f->board, "annotations-editable", TRUE, NULL);
  /* A secondary drag draws an arrow, green with no modifier; a click
   * marks the square. */
  gesture (f, GDK_BUTTON_SECONDARY, "e2", "e4");
  gesture (f, GDK_BUTTON_SECONDARY, "d5", "d5");
  notes = board_notes (f);
  g_assert_cmpint (notes.n_arrows, ==, 1);
  g_assert_cmpint (notes.arrows[0].from, ==, sq ("e2"));
  g_assert_cmpint (notes.arrows[0].to, ==, sq ("e4"));
  g_assert_cmpint (notes.arrows[0].color, ==, CHESS_ANNOTATION_GREEN);
  g_assert_cmpint (chess_annotations_mark (&notes, sq ("d5")), ==, CHESS_ANNOTATION_GREEN);
  g_assert_cmpint (changed, ==, 2);
  /* Let go off the board: nothing. */
  gesture (f, GDK_BUTTON_SECONDARY, "a1", NULL);
  g_assert_cmpint (changed, ==, 2);
  /* A knight's arrow, flipped: the squares are the ones under the pointer. */
  adj_board_set_flipped (f->board, TRUE);
  gesture (f, GDK_BUTTON_SECONDARY, "g8", "f6");
  adj_board_set_flipped (f->board, FALSE);
  notes = board_notes (f);
  g_assert_cmpint (chess_annotations_find_arrow (&notes, sq ("g8"), sq ("f6")), ==, 1);
  g_autofree char *shot = ui_test_screenshot (GTK_WIDGET (f->board), "board-notes");

  /* The same again removes it; in another colour (the action the gesture
   * triggers, with Shift's red) recolours it. */
  gesture (f, GDK_BUTTON_SECONDARY, "e2", "e4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.toggle-note", "(iii)",
                                             sq ("d5"), sq ("d5"), CHESS_ANNOTATION_RED));
  notes = board_notes (f);
  g_assert_cmpint (chess_annotations_find_arrow (&notes, sq ("e2"), sq ("e4")), ==, -1);
  g_assert_cmpint (chess_annotations_mark (&notes, sq ("d5")), ==, CHESS_ANNOTATION_RED);
  g_assert_cmpint (changed, ==, 5);

  /* A primary click keeps them unless asked… */
  gesture (f, GDK_BUTTON_PRIMARY, "h3", "h3");
  notes = board_notes (f);
  g_assert_false (chess_annotations_is_empty (&notes));
  /* …and clears them when asked. */
  adj_board_set_annotations_clear_on_click (f->board, TRUE);
  gesture (f, GDK_BUTTON_PRIMARY, "h3", "h3");
  notes = board_notes (f);
  g_assert_true (chess_annotations_is_empty (&notes));
  g_assert_cmpint (changed, ==, 6);
  /* Nothing to clear: no signal. */
  gesture (f, GDK_BUTTON_PRIMARY, "h3", "h3");
  g_assert_cmpint (changed, ==, 6);
}

/* The getter and setter, the model's change, and the pixels. */
static void
test_notes_api (Fixture *f, gconstpointer data)
{
  int changed = 0;
  ChessAnnotations notes = { 0 }, got;
  g_signal_connect (f->board, "annotations-changed", G_CALLBACK (on_annotations_changed), &changed);

  adj_board_set_show_coordinates (f->board, FALSE);
  g_autoptr(GBytes) plain = board_pixels (f);
  chess_annotations_set_arrow (&notes, sq ("a3"), sq ("h3"), CHESS_ANNOTATION_BLUE);
  chess_annotations_set_mark (&notes, sq ("e4"), CHESS_ANNOTATION_YELLOW);
  /* Set, whether or not the user may edit them; told back; drawn. */
  adj_board_set_annotations (f->board, &notes);
  adj_board_get_annotations (f->board, &got);
  g_assert_true (chess_annotations_equal (&notes, &got));
  g_autoptr(GBytes) drawn = board_pixels (f);
  g_assert_false (g_bytes_equal (plain, drawn));
  g_assert_cmpint (changed, ==, 0);

  /* The arrow over a3–h3 is blue where it crosses the empty f3. */
  graphene_rect_t f3;
  adj_board_square_bounds (f->board, sq ("f3"), &f3);
  int w = gtk_widget_get_width (GTK_WIDGET (f->board));
  const guchar *px = g_bytes_get_data (drawn, NULL);
  gsize at = ((gsize) (f3.origin.y + f3.size.height / 2) * w + (gsize) (f3.origin.x + f3.size.width / 2)) * 4;
  /* GDK_MEMORY_DEFAULT: B, G, R, A on little endian. */
  g_assert_cmpint (px[at + 0], >, px[at + 2] + 40);

  /* Not the desk's highlights. */
  g_assert_cmpint (adj_board_get_n_arrows (f->board), ==, 0);

  /* The model's change clears them, without a signal. */
  play_uci (f, "e2e4");
  adj_board_get_annotations (f->board, &got);
  g_assert_true (chess_annotations_is_empty (&got));
  g_assert_cmpint (changed, ==, 0);

  adj_board_set_annotations (f->board, &notes);
  adj_board_set_annotations (f->board, NULL);
  adj_board_get_annotations (f->board, &got);
  g_assert_true (chess_annotations_is_empty (&got));
  adj_board_set_annotations (f->board, &notes);
  adj_board_clear_annotations (f->board);
  adj_board_get_annotations (f->board, &got);
  g_assert_true (chess_annotations_is_empty (&got));
  g_assert_cmpint (changed, ==, 0);
}

/* Screenshots */

static void
shoot (Fixture *f, const char *name)
{
  g_autofree char *path = ui_test_screenshot (GTK_WIDGET (f->board), name);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
middlegame (Fixture *f)
{
  set_fen (f, "startpos");
  play_uci (f, "e2e4 e7e5 g1f3 b8c6 f1b5 d7d6 b5c6");
  adj_board_set_mode (f->board, ADJ_BOARD_MODE_PLAY);
  activate (f, "b7");
  adj_board_add_arrow (f->board, sq ("c6"), sq ("e8"));
  adj_board_add_arrow (f->board, sq ("d8"), sq ("d7"));
  adj_board_add_mark (f->board, sq ("d7"));
}

static void
test_screenshots (gconstpointer size_data)
{
  Fixture fixture, *f = &fixture;
  int size = GPOINTER_TO_INT (size_data);
  static const char *styles[] = { "brown", "green", "blue", "slate" };
  g_autofree char *start = g_strdup_printf ("board-%d-start", size);
  g_autofree char *mid = g_strdup_printf ("board-%d-middlegame", size);
  g_autofree char *flipped = g_strdup_printf ("board-%d-flipped", size);
  g_autofree char *focus = g_strdup_printf ("board-%d-keyboard", size);
  AdwStyleManager *manager = adw_style_manager_get_default ();

  fixture_setup_size (f, size);
  shoot (f, start);
  middlegame (f);
  shoot (f, mid);
  adj_board_set_flipped (f->board, TRUE);
  shoot (f, flipped);
  adj_board_set_flipped (f->board, FALSE);

  for (int dark = 0; dark <= 1; dark++)
    {
      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
        {
          g_autofree char *name = g_strdup_printf ("board-%d-%s%s", size, styles[i], dark ? "-dark" : "");
          adj_board_set_board_style (f->board, styles[i]);
          middlegame (f);
          shoot (f, name);
        }
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);

  /* Each piece set, light and dark. */
  for (const char *const *id = adj_piece_set_list_ids (); *id; id++)
    for (int dark = 0; dark <= 1; dark++)
      {
        g_autofree char *name = g_strdup_printf ("board-%d-pieces-%s%s", size, *id, dark ? "-dark" : "");
        adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        adj_board_set_board_style (f->board, "brown");
        adj_board_set_piece_set (f->board, *id);
        middlegame (f);
        shoot (f, name);
      }
  adj_board_set_piece_set (f->board, "adjourn");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);

  /* The keyboard's focus square, with a knight picked. */
  set_fen (f, "startpos");
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);
  adj_board_set_focus_square (f->board, sq ("g1"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate-focus", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-focus", "(ii)", 0, -1);
  shoot (f, focus);

  fixture_teardown (f, NULL);
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  if (!ui_test_init (&argc, &argv, "/ui/board"))
    return g_test_run ();

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/ui/board/model-and-fen", test_model_and_fen);
  ADD ("/ui/board/click-click", test_click_click);
  ADD ("/ui/board/illegal-target", test_illegal_target);
  ADD ("/ui/board/keyboard", test_keyboard);
  ADD ("/ui/board/promotion", test_promotion);
  ADD ("/ui/board/flip-geometry", test_flip_geometry);
  ADD ("/ui/board/edit-mode", test_edit_mode);
  ADD ("/ui/board/properties", test_properties);
  ADD ("/ui/board/follows-settings", test_follows_settings);
  ADD ("/ui/board/notes-gestures", test_notes_gestures);
  ADD ("/ui/board/notes-api", test_notes_api);
#undef ADD
  g_test_add_data_func ("/ui/board/screenshots-480", GINT_TO_POINTER (480), test_screenshots);
  g_test_add_data_func ("/ui/board/screenshots-160", GINT_TO_POINTER (160), test_screenshots);

  return g_test_run ();
}
