/* test-position-editor.c — the position editor: FEN entry, board edits,
 * castling checks, a game record, and screenshots
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "adj-board.h"
#include "adj-position-editor.h"
#include "chess-fen.h"
#include "chess-san.h"
#include "ui-test.h"

typedef struct {
  GtkWindow         *window;
  AdjPositionEditor *editor;
  AdjBoardModel     *model;
  GtkEditable       *fen;
  GtkLabel          *fen_error;
  int                changed;
} Fixture;

static void
count_changed (AdjPositionEditor *editor,
               Fixture           *f)
{
  f->changed++;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              int        *count)
{
  (*count)++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (f->window, 900, 700);
  f->editor = ADJ_POSITION_EDITOR (adj_position_editor_new ());
  adw_window_set_content (ADW_WINDOW (f->window), GTK_WIDGET (f->editor));
  ui_test_present (f->window);

  f->model = adj_position_editor_get_model (f->editor);
  f->fen = GTK_EDITABLE (ui_test_find_named (GTK_WIDGET (f->editor), "fen_row"));
  f->fen_error = GTK_LABEL (ui_test_find_named (GTK_WIDGET (f->editor), "fen_error"));
  g_assert_nonnull (f->fen);
  g_assert_nonnull (f->fen_error);
  g_signal_connect (f->editor, "changed", G_CALLBACK (count_changed), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  ui_test_wait (10);
}

static char *
model_fen (Fixture *f)
{
  return adj_board_model_get_fen (f->model);
}

static gboolean
model_fen_is (Fixture    *f,
              const char *fen)
{
  g_autofree char *held = model_fen (f);
  return g_str_equal (held, fen);
}

static void
activate_square (Fixture    *f,
                 const char *square)
{
  AdjBoard *board = ADJ_BOARD (ui_test_find (GTK_WIDGET (f->editor), ADJ_TYPE_BOARD));
  g_assert_nonnull (board);
  g_signal_emit_by_name (board, "square-activated", chess_square_parse (square));
}

static void
choose (Fixture    *f,
        const char *palette_name)
{
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (f->editor), palette_name);
  g_assert_nonnull (button);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
}

/* A FEN typed in the entry is the board's position. */
static void
test_fen_entry (Fixture       *f,
                gconstpointer  data)
{
  const char *fen = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";
  gtk_editable_set_text (f->fen, fen);
  g_autofree char *held = model_fen (f);
  g_assert_cmpstr (held, ==, fen);
  g_assert_true (adj_position_editor_get_valid (f->editor));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->fen_error)));

  ChessPosition pos;
  g_assert_true (adj_position_editor_get_position (f->editor, &pos));
  char written[CHESS_FEN_MAX];
  chess_fen_write (&pos, written);
  g_assert_cmpstr (written, ==, fen);

  /* The move number spin and the side follow. */
  GtkSpinButton *spin = GTK_SPIN_BUTTON (ui_test_find_named (GTK_WIDGET (f->editor), "move_spin"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 41);
  GtkToggleButton *black = GTK_TOGGLE_BUTTON (ui_test_find_named (GTK_WIDGET (f->editor), "black_button"));
  g_assert_true (gtk_toggle_button_get_active (black));

  /* And back: the spins change the FEN. */
  gtk_spin_button_set_value (spin, 42);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 42");
  GtkSpinButton *halfmove = GTK_SPIN_BUTTON (ui_test_find_named (GTK_WIDGET (f->editor), "halfmove_spin"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (halfmove), ==, 3);
  gtk_spin_button_set_value (halfmove, 17);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 17 42");
  g_autofree char *model_now = model_fen (f);
  g_assert_cmpstr (model_now, ==, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 17 42");
}

/* A refused FEN: the reason in words under the entry, and the board keeps
 * the last valid position. */
static void
test_bad_fen (Fixture       *f,
              gconstpointer  data)
{
  int notified = 0;
  g_autofree char *before = model_fen (f);
  g_assert_true (adj_position_editor_get_valid (f->editor));
  g_signal_connect (f->editor, "notify::valid", G_CALLBACK (count_notify), &notified);

  gtk_editable_set_text (f->fen, "4k3/8/8/8/8/8/8/K3K3 w - - 0 1");
  g_assert_cmpint (notified, ==, 1);
  g_assert_false (adj_position_editor_get_valid (f->editor));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->fen_error)));
  g_assert_cmpstr (gtk_label_get_text (f->fen_error), ==, "White has two kings.");
  g_autofree char *after = model_fen (f);
  g_assert_cmpstr (after, ==, before);
  ChessPosition pos;
  g_assert_false (adj_position_editor_get_position (f->editor, &pos));

  gtk_editable_set_text (f->fen, "4k3/8/8/8/8/8/8/4K2P w - - 0 1");
  g_assert_cmpstr (gtk_label_get_text (f->fen_error), ==, "The pawn on h1 stands on the first rank.");
  gtk_editable_set_text (f->fen, "4k3/8/8/8/8/8/8/4K3 w - - 0");
  g_assert_cmpstr (gtk_label_get_text (f->fen_error), ==,
                   "A FEN has six fields separated by spaces; this one has 5.");
  g_autofree char *still = model_fen (f);
  g_assert_cmpstr (still, ==, before);

  /* The API refuses the same way, changing nothing. */
  g_autoptr(GError) error = NULL;
  g_assert_false (adj_position_editor_set_fen (f->editor, "8/8/8/8/8/8/8/4K3 w - - 0 1", &error));
  g_assert_error (error, ADJ_POSITION_EDITOR_ERROR, ADJ_POSITION_EDITOR_ERROR_FEN);
  g_assert_cmpstr (error->message, ==, "Black has no king.");

  /* A good FEN again clears the message. */
  gtk_editable_set_text (f->fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_true (adj_position_editor_get_valid (f->editor));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->fen_error)));
}

/* Pieces put through the board's "square-activated" change the FEN. */
static void
test_square_activated (Fixture       *f,
                       gconstpointer  data)
{
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.clear", NULL);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "8/8/8/8/8/8/8/8 w - - 0 1");
  g_assert_false (adj_position_editor_get_valid (f->editor));
  g_assert_cmpstr (gtk_label_get_text (f->fen_error), ==, "White has no king.");

  choose (f, "palette-K");
  activate_square (f, "e1");
  choose (f, "palette-k");
  activate_square (f, "e8");
  choose (f, "palette-R");
  activate_square (f, "a1");
  choose (f, "palette-p");
  activate_square (f, "d7");
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/3p4/8/8/8/8/8/R3K3 w - - 0 1");
  g_assert_true (adj_position_editor_get_valid (f->editor));
  g_assert_cmpuint (adj_board_model_get_position (f->model)->board[chess_square_parse ("a1")], ==,
                    chess_piece_make (CHESS_WHITE, CHESS_ROOK));

  /* The same piece on its own square again takes it off; the eraser too. */
  activate_square (f, "d7");
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  choose (f, "palette-eraser");
  activate_square (f, "a1");
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");

  /* A second white king: the board shows it, the message says so. */
  choose (f, "palette-K");
  activate_square (f, "h1");
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/8/8/8/8/4K2K w - - 0 1");
  g_assert_false (adj_position_editor_get_valid (f->editor));
  g_assert_cmpstr (gtk_label_get_text (f->fen_error), ==, "White has two kings.");
  g_assert_cmpint (f->changed, >, 5);

  /* The secondary button clears a square whatever the palette holds. */
  AdjBoard *on = ADJ_BOARD (ui_test_find (GTK_WIDGET (f->editor), ADJ_TYPE_BOARD));
  GtkGesture *secondary = ui_test_find_click (GTK_WIDGET (on), GDK_BUTTON_SECONDARY, GTK_PHASE_BUBBLE);
  graphene_rect_t h1;
  adj_board_square_bounds (on, chess_square_parse ("h1"), &h1);
  g_signal_emit_by_name (secondary, "pressed", 1, h1.origin.x + h1.size.width / 2, h1.origin.y + h1.size.height / 2);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_true (adj_position_editor_get_valid (f->editor));
  choose (f, "palette-K");
  activate_square (f, "h1");

  /* Flip turns the board, not the position. */
  AdjBoard *board = ADJ_BOARD (ui_test_find (GTK_WIDGET (f->editor), ADJ_TYPE_BOARD));
  g_assert_false (adj_board_get_flipped (board));
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.flip", NULL);
  g_assert_true (adj_board_get_flipped (board));
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/8/8/8/8/4K2K w - - 0 1");
}

/* Castling checks are sensitive only where king and rook stand, and a
 * right whose rook leaves is dropped. */
static void
test_castling_checks (Fixture       *f,
                      gconstpointer  data)
{
  const char *names[4] = { "castle_wk", "castle_wq", "castle_bk", "castle_bq" };
  GtkWidget *checks[4];
  for (int i = 0; i < 4; i++)
    {
      checks[i] = ui_test_find_named (GTK_WIDGET (f->editor), names[i]);
      g_assert_nonnull (checks[i]);
      g_assert_true (gtk_widget_get_sensitive (checks[i]));
      g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (checks[i])));
    }

  choose (f, "palette-eraser");
  activate_square (f, "h1");
  g_assert_false (gtk_widget_get_sensitive (checks[0]));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (checks[0])));
  g_assert_true (gtk_widget_get_sensitive (checks[1]));
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");

  /* The rook back: the check is offered again, not ticked by itself. */
  choose (f, "palette-R");
  activate_square (f, "h1");
  g_assert_true (gtk_widget_get_sensitive (checks[0]));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (checks[0])));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (checks[0]), TRUE);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

  /* Unticking takes the right away. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (checks[3]), FALSE);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");

  /* The black king off e8: neither black check is offered. */
  choose (f, "palette-eraser");
  activate_square (f, "e8");
  g_assert_false (gtk_widget_get_sensitive (checks[2]));
  g_assert_false (gtk_widget_get_sensitive (checks[3]));
}

/* The en passant list offers the squares behind the last mover's pawns. */
static void
test_en_passant_row (Fixture       *f,
                     gconstpointer  data)
{
  AdwComboRow *row = ADW_COMBO_ROW (ui_test_find_named (GTK_WIDGET (f->editor), "ep_row"));
  g_assert_nonnull (row);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row)));

  g_assert_true (adj_position_editor_set_fen (f->editor, "4k3/8/8/p2p4/4P3/8/8/4K3 b - e3 0 1", NULL));
  GListModel *items = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 1), ==, "e3");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);

  /* White to move: the squares behind Black's pawns on a5 and d5. */
  GtkToggleButton *white = GTK_TOGGLE_BUTTON (ui_test_find_named (GTK_WIDGET (f->editor), "white_button"));
  gtk_toggle_button_set_active (white, TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 1), ==, "a6");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 2), ==, "d6");
  /* e3 is no longer possible, so it went. */
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/p2p4/4P3/8/8/4K3 w - - 0 1");

  adw_combo_row_set_selected (row, 2);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "4k3/8/8/p2p4/4P3/8/8/4K3 w - d6 0 1");
}

static char *
read_game_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "games", name, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A game record: its last position first, then any move chosen; the moves
 * up to it replay to the position shown. */
static void
test_game_record (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *pgn = read_game_file ("Capablanca.pgn");
  g_autoptr(GError) error = NULL;

  g_assert_true (adj_position_editor_load_game (f->editor, pgn, &error));
  g_assert_no_error (error);
  /* The first game: 29 moves each, Black's 29… Rf4+ last. */
  g_assert_cmpint (adj_position_editor_get_game_length (f->editor), ==, 58);
  g_assert_cmpint (adj_position_editor_get_game_ply (f->editor), ==, 58);
  GtkLabel *ply_label = GTK_LABEL (ui_test_find_named (GTK_WIDGET (f->editor), "ply_label"));
  g_assert_cmpstr (gtk_label_get_text (ply_label), ==, "After 29… Rf4+");

  /* After 1. e4 e5 2. Nf3, chosen with the scale. */
  GtkRange *scale = GTK_RANGE (ui_test_find_named (GTK_WIDGET (f->editor), "ply_scale"));
  gtk_range_set_value (scale, 3);
  g_autofree char *fen = model_fen (f);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, fen);
  g_assert_cmpstr (gtk_label_get_text (ply_label), ==, "After 2. Nf3");
  /* Shown in figurines when the preference says so; what the envelope
   * takes (the moves up to here) keeps its letters. */
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_settings_set_boolean (settings, "figurine-notation", TRUE);
  g_assert_cmpstr (gtk_label_get_text (ply_label), ==, "After 2. ♘f3");
  g_autofree char *figurine_start = NULL;
  g_auto(GStrv) figurine_moves = NULL;
  g_assert_true (adj_position_editor_get_game_moves (f->editor, &figurine_start, &figurine_moves));
  g_assert_cmpstr (figurine_moves[2], ==, "Nf3");
  g_settings_reset (settings, "figurine-notation");
  g_assert_cmpstr (gtk_label_get_text (ply_label), ==, "After 2. Nf3");

  /* Move 14, White's Kb1 just played: the moves up to it replay to it. */
  adj_position_editor_set_game_ply (f->editor, 27);
  g_autofree char *start = NULL;
  g_auto(GStrv) moves = NULL;
  g_assert_true (adj_position_editor_get_game_moves (f->editor, &start, &moves));
  g_assert_cmpstr (start, ==, "startpos");
  g_assert_cmpuint (g_strv_length (moves), ==, 27);
  g_assert_cmpstr (moves[26], ==, "Kb1");
  ChessPosition replay;
  chess_position_set_start (&replay);
  for (guint i = 0; moves[i]; i++)
    {
      ChessMove move = chess_san_read (&replay, moves[i], CHESS_LANG_EN);
      ChessUndo undo;
      g_assert_cmpuint (move, !=, CHESS_MOVE_NONE);
      chess_position_make (&replay, move, &undo);
    }
  char replayed[CHESS_FEN_MAX];
  chess_fen_write (&replay, replayed);
  g_autofree char *shown = model_fen (f);
  g_assert_cmpstr (replayed, ==, shown);
  g_assert_true (adj_position_editor_get_valid (f->editor));

  GtkLabel *subtitle = GTK_LABEL (ui_test_find_named (GTK_WIDGET (f->editor), "game_subtitle"));
  g_assert_cmpstr (gtk_label_get_text (subtitle), ==, "Havana m, round 1");

  /* Stepping with the actions. */
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.previous-move", NULL);
  g_assert_cmpint (adj_position_editor_get_game_ply (f->editor), ==, 26);
  g_assert_cmpstr (gtk_label_get_text (ply_label), ==, "After 13… Qg5+");

  /* An edit leaves the game: no moves to hand on. */
  choose (f, "palette-eraser");
  activate_square (f, "a2");
  g_auto(GStrv) none = NULL;
  g_autofree char *no_start = NULL;
  g_assert_false (adj_position_editor_get_game_moves (f->editor, &no_start, &none));
  g_assert_null (none);
}

/* A game from a set-up position hands on its start as a FEN. */
static void
test_game_from_position (Fixture       *f,
                         gconstpointer  data)
{
  const char *pgn = "[Event \"Study\"]\n[SetUp \"1\"]\n[FEN \"6k1/5pp1/8/8/8/8/5PPP/R5K1 w - - 0 30\"]\n\n"
                    "30. Ra8+ Kh7 *\n";
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_position_editor_load_game (f->editor, pgn, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_position_editor_get_game_length (f->editor), ==, 2);

  adj_position_editor_set_game_ply (f->editor, 1);
  g_assert_cmpstr (gtk_editable_get_text (f->fen), ==, "R5k1/5pp1/8/8/8/8/5PPP/6K1 b - - 1 30");
  g_autofree char *start = NULL;
  g_auto(GStrv) moves = NULL;
  g_assert_true (adj_position_editor_get_game_moves (f->editor, &start, &moves));
  g_assert_cmpstr (start, ==, "6k1/5pp1/8/8/8/8/5PPP/R5K1 w - - 0 30");
  g_assert_cmpuint (g_strv_length (moves), ==, 1);
  g_assert_cmpstr (moves[0], ==, "Ra8+");

  /* The start itself: no moves, and still from the game. */
  adj_position_editor_set_game_ply (f->editor, 0);
  g_clear_pointer (&start, g_free);
  g_clear_pointer (&moves, g_strfreev);
  g_assert_true (adj_position_editor_get_game_moves (f->editor, &start, &moves));
  g_assert_cmpuint (g_strv_length (moves), ==, 0);
  GtkLabel *ply_label = GTK_LABEL (ui_test_find_named (GTK_WIDGET (f->editor), "ply_label"));
  g_assert_cmpstr (gtk_label_get_text (ply_label), ==, "Start of the game");
}

/* A game record that cannot be read is said so with its line and column,
 * and nothing changes. */
static void
test_game_errors (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *before = model_fen (f);
  g_autoptr(GError) error = NULL;

  g_assert_false (adj_position_editor_load_game (f->editor, "[White \"A\"]\n\n1. e4 e5 2. Nf3 {a comment\n", &error));
  g_assert_error (error, ADJ_POSITION_EDITOR_ERROR, ADJ_POSITION_EDITOR_ERROR_PGN);
  g_assert_cmpstr (error->message, ==, "Line 3, column 17: a comment is not closed by “}”.");
  g_clear_error (&error);

  g_assert_false (adj_position_editor_load_game (f->editor, "1. e4 e5 2. Ke3 *\n", &error));
  g_assert_cmpstr (error->message, ==, "Line 1, column 13: White’s move 2, “Ke3”: no king can reach e3.");
  g_clear_error (&error);

  /* Through the action the window uses, the message is shown inline. */
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.load-game", "s", "1. e4 ) *");
  GtkLabel *game_error = GTK_LABEL (ui_test_find_named (GTK_WIDGET (f->editor), "game_error"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (game_error)));
  g_assert_cmpstr (gtk_label_get_text (game_error), ==, "Line 1, column 7: “)” closes no variation.");

  g_autofree char *after = model_fen (f);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (adj_position_editor_get_game_length (f->editor), ==, 0);
}

static void
text_read (GObject      *clipboard,
           GAsyncResult *result,
           gpointer      data)
{
  char **text = data;
  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  if (!*text)
    *text = g_strdup ("");
}

/* Copy FEN puts the board's FEN on the clipboard; Paste FEN takes one
 * from it, and a refused one is said under the entry. */
static void
test_clipboard (Fixture       *f,
                gconstpointer  data)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (f->editor));
  const char *fen = "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41";

  g_assert_true (adj_position_editor_set_fen (f->editor, fen, NULL));
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.copy-fen", NULL);
  g_autofree char *copied = NULL;
  gdk_clipboard_read_text_async (clipboard, NULL, text_read, &copied);
  while (!copied)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (copied, ==, fen);

  /* Pasted with stray spaces and a line break, as from a web page. */
  gdk_clipboard_set_text (clipboard, "  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR   b KQkq e3 0 1\n");
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.paste-fen", NULL);
  /* The clipboard is read asynchronously. */
  ui_test_wait_until (model_fen_is (f, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
  g_autofree char *pasted = model_fen (f);
  g_assert_cmpstr (pasted, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");

  gdk_clipboard_set_text (clipboard, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1");
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.paste-fen", NULL);
  ui_test_wait_until (!adj_position_editor_get_valid (f->editor));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (f->fen_error), "The en passant square e3 is not on the sixth rank"));
  g_autofree char *kept = model_fen (f);
  g_assert_cmpstr (kept, ==, pasted);

  /* Copy is offered only for a valid position. */
  GtkWidget *copy = ui_test_find_actionable (GTK_WIDGET (f->editor), "editor.copy-fen");
  g_assert_nonnull (copy);
  g_assert_false (gtk_widget_is_sensitive (copy));
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "editor.start", NULL);
  g_assert_true (gtk_widget_is_sensitive (copy));
}

/* The editor in the situations a designer looks at: wide with a game and
 * an error, narrow, and dark. */
static void
test_screenshots (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *pgn = read_game_file ("Capablanca.pgn");
  g_assert_true (adj_position_editor_load_game (f->editor, pgn, NULL));
  adj_position_editor_set_game_ply (f->editor, 40);
  g_autofree char *wide = ui_test_screenshot (GTK_WIDGET (f->window), "position-editor-wide");
  g_assert_nonnull (wide);

  gtk_editable_set_text (f->fen, "4k3/8/8/8/8/8/8/K3K3 w - - 0 1");
  g_autofree char *error = ui_test_screenshot (GTK_WIDGET (f->window), "position-editor-error");
  g_assert_nonnull (error);

  gtk_window_set_default_size (f->window, 400, 900);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) < 500);
  g_autofree char *narrow = ui_test_screenshot (GTK_WIDGET (f->window), "position-editor-narrow");
  g_assert_nonnull (narrow);
  /* Its lower half: the FEN and the game record. */
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find (GTK_WIDGET (f->editor), GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (vadjustment, gtk_adjustment_get_upper (vadjustment));
  g_autofree char *narrow_lower = ui_test_screenshot (GTK_WIDGET (f->window), "position-editor-narrow-lower");
  g_assert_nonnull (narrow_lower);

  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_window_set_default_size (f->window, 900, 700);
  adj_position_editor_set_fen (f->editor, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41", NULL);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) > 800);
  g_autofree char *dark = ui_test_screenshot (GTK_WIDGET (f->window), "position-editor-dark");
  g_assert_nonnull (dark);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* A footer stays in view under the editor when wide, and ends its
 * scrolled page when narrow; removed, it is gone. */
static void
test_footer (Fixture       *f,
             gconstpointer  data)
{
  GtkWidget *scroller = ui_test_find (GTK_WIDGET (f->editor), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *footer = gtk_label_new ("Footer");
  g_object_ref_sink (footer);
  int notified = 0;
  g_signal_connect (f->editor, "notify::footer", G_CALLBACK (count_notify), &notified);

  adj_position_editor_set_footer (f->editor, footer);
  g_assert_true (adj_position_editor_get_footer (f->editor) == footer);
  g_assert_cmpint (notified, ==, 1);
  ui_test_wait_until (gtk_widget_get_mapped (footer) && !gtk_widget_is_ancestor (footer, scroller));
  g_assert_true (gtk_widget_is_ancestor (footer, GTK_WIDGET (f->editor)));

  gtk_window_set_default_size (f->window, 360, 700);
  ui_test_wait_until (gtk_widget_is_ancestor (footer, scroller));
  ui_test_settle (GTK_WIDGET (f->window));
  /* The palette fits the phone's width: nothing to scroll sideways. */
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);

  gtk_window_set_default_size (f->window, 900, 700);
  ui_test_wait_until (!gtk_widget_is_ancestor (footer, scroller) && gtk_widget_get_mapped (footer));

  adj_position_editor_set_footer (f->editor, NULL);
  g_assert_null (adj_position_editor_get_footer (f->editor));
  g_assert_null (gtk_widget_get_parent (footer));
  g_assert_cmpint (notified, ==, 2);
  g_object_unref (footer);
}

#define ADD(path, func) \
  g_test_add ("/ui/position-editor/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/position-editor/all"))
    return g_test_run ();
  /* What AdwApplication would load: the editor's rules are in it. */
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/adjourn/Adjourn/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  ADD ("fen-entry", test_fen_entry);
  ADD ("bad-fen", test_bad_fen);
  ADD ("square-activated", test_square_activated);
  ADD ("castling-checks", test_castling_checks);
  ADD ("en-passant-row", test_en_passant_row);
  ADD ("clipboard", test_clipboard);
  ADD ("game-record", test_game_record);
  ADD ("game-from-position", test_game_from_position);
  ADD ("game-errors", test_game_errors);
  ADD ("screenshots", test_screenshots);
  ADD ("footer", test_footer);
  return g_test_run ();
}
