/* test-review-window.c — the review window over the sample event and over
 * a digitally sealed envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "adj-archive-view.h"
#include "adj-board.h"
#include "adj-move-list.h"
#include "adj-preparation-view.h"
#include "adj-review-window.h"
#include "adj-seal.h"
#include "adj-store-verbs.h"
#include "adj-window.h"
#include "chess-fen.h"
#include "chess-pgn.h"
#include "desk-test.h"
#include "review-test.h"
#include "ui-test.h"

/* The move the digital envelope holds: legal where it was sealed, and
 * nowhere in its game. */
#define SEALED_MOVE "Kg3"
#define PASSPHRASE "seven rooks on the seventh rank"

typedef ReviewFixture Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  review_fixture_set_up (f, "review");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  review_fixture_tear_down (f, data);
}

static AdjArchiveView *
archive_view (Fixture *f)
{
  return review_test_archive_view (f);
}

static AdjReviewWindow *
find_review (void)
{
  GtkWindow *review = review_test_find_toplevel (ADJ_TYPE_REVIEW_WINDOW);
  return review ? ADJ_REVIEW_WINDOW (review) : NULL;
}

static AdjReviewWindow *
review_sample (Fixture *f, const char *round)
{
  return review_test_sample (f, round);
}

static AdjMoveList *
move_list (AdjReviewWindow *review)
{
  AdjMoveList *list = ADJ_MOVE_LIST (ui_test_find (GTK_WIDGET (review), ADJ_TYPE_MOVE_LIST));
  g_assert_nonnull (list);
  return list;
}

static gboolean
act (AdjReviewWindow *review, const char *action)
{
  return gtk_widget_activate_action (GTK_WIDGET (review), action, NULL);
}

static gboolean
enabled (AdjReviewWindow *review, const char *action)
{
  GtkWidget *button = ui_test_find_actionable (GTK_WIDGET (review), action);
  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

static char *
board_fen (AdjReviewWindow *review)
{
  return adj_board_model_get_fen (adj_board_get_model (adj_review_window_get_board (review)));
}

static char *
node_fen (const ChessTreeNode *node)
{
  char fen[CHESS_FEN_MAX];
  chess_fen_write (chess_tree_node_position (node), fen);
  return g_strdup (fen);
}

/* The action a shortcut controller at or under WIDGET gives the key
 * ACCELERATOR ("Left", "<Control>s"), or NULL. */
static const char *
shortcut_action (GtkWidget *widget, const char *accelerator)
{
  g_autoptr(GtkShortcutTrigger) trigger = gtk_shortcut_trigger_parse_string (accelerator);
  g_assert_nonnull (trigger);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), trigger)
              && GTK_IS_NAMED_ACTION (action)
              && g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "review."))
            return gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      const char *found = shortcut_action (child, accelerator);
      if (found)
        return found;
    }
  return NULL;
}

/* Game 13 of the sample, kept closed: its record to the adjournment, the
 * responder (Black) at the bottom; moving through it; a variation played
 * on the board, promoted, commented and marked; PGN and FEN exported. */
static void
test_review_sample (Fixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_sample (f, "13");
  const ChessTree *tree = adj_review_window_get_tree (review);
  AdjBoard *board = adj_review_window_get_board (review);

  /* White sealed move 42: 41 moves each played, the adjourned position
   * shown, with Black to answer at the bottom. */
  g_assert_cmpint (chess_tree_move_count (tree), ==, 82);
  const ChessTreeNode *adjourned = adj_review_window_get_current (review);
  g_assert_true (adjourned == chess_tree_mainline_end (tree));
  g_assert_cmpstr (chess_tree_node_san (adjourned), ==, chess_tree_node_san (chess_tree_mainline_end (tree)));
  g_assert_true (adj_board_get_flipped (board));
  g_assert_cmpint (adj_board_get_mode (board), ==, ADJ_BOARD_MODE_PLAY);
  g_autofree char *fen0 = board_fen (review);
  g_autofree char *want0 = node_fen (adjourned);
  g_assert_cmpstr (fen0, ==, want0);
  g_assert_cmpuint (adj_board_model_get_last_move (adj_board_get_model (board)), ==, chess_tree_node_move (adjourned));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (move_list (review))));
  g_assert_cmpuint (adj_move_list_get_n_moves (move_list (review)), ==, 82);
  /* At the end: nothing to go forward to. */
  g_assert_false (enabled (review, "review.forward"));
  g_assert_true (enabled (review, "review.back"));

  /* Back, start, forward, end. */
  g_assert_true (act (review, "review.back"));
  g_assert_true (adj_review_window_get_current (review) == chess_tree_node_parent (adjourned));
  g_autofree char *fen1 = board_fen (review);
  g_autofree char *want1 = node_fen (chess_tree_node_parent (adjourned));
  g_assert_cmpstr (fen1, ==, want1);
  g_assert_true (act (review, "review.start"));
  g_assert_true (adj_review_window_get_current (review) == chess_tree_root (tree));
  g_assert_false (enabled (review, "review.back"));
  g_assert_true (act (review, "review.forward"));
  g_assert_cmpint (chess_tree_node_ply (adj_review_window_get_current (review)), ==, 1);
  g_assert_true (act (review, "review.end"));
  g_assert_true (adj_review_window_get_current (review) == adjourned);
  /* The keys the shortcuts dialog lists are the window's. */
  GtkWidget *w = GTK_WIDGET (review);
  gsize n_shortcuts;
  const AdjShortcut *shortcuts = adj_application_get_shortcuts (&n_shortcuts);
  guint n_review = 0;
  for (gsize i = 0; i < n_shortcuts; i++)
    if (shortcuts[i].action_name && g_str_has_prefix (shortcuts[i].action_name, "review."))
      {
        g_assert_cmpstr (shortcut_action (w, shortcuts[i].accelerator), ==, shortcuts[i].action_name);
        n_review++;
      }
  g_assert_cmpuint (n_review, >=, 6);
  g_assert_cmpstr (shortcut_action (w, "Left"), ==, "review.back");
  g_assert_cmpstr (shortcut_action (w, "Right"), ==, "review.forward");
  g_assert_cmpstr (shortcut_action (w, "Up"), ==, "review.previous-variation");
  g_assert_cmpstr (shortcut_action (w, "Down"), ==, "review.next-variation");

  /* A click on a move in the list goes there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (move_list (review)), "moves.select", "u", 10));
  g_assert_cmpint (chess_tree_node_ply (adj_review_window_get_current (review)), ==, 11);
  g_assert_true (act (review, "review.end"));

  /* Analysis from the adjourned position: White's sealing is what the
   * responder guesses; the move f6-e7 played on the board (the bishop). */
  const ChessTreeNode *main_next = NULL;
  ChessMove moves[2];
  ChessPosition pos = *adj_review_window_get_position (review);
  moves[0] = chess_notation_read_legal (&pos, "Rxf5", CHESS_LANG_EN);
  g_assert_cmpuint (moves[0], !=, CHESS_MOVE_NONE);
  g_assert_cmpint (adj_review_window_play_line (review, moves, 1), ==, 1);
  main_next = adj_review_window_get_current (review);
  g_assert_true (chess_tree_node_is_mainline (main_next));
  g_assert_true (act (review, "review.back"));
  /* On the board: the bishop f6 to e7, by two clicks. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-square", "i",
                                             chess_square_make (5, 5)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-square", "i",
                                             chess_square_make (4, 6)));
  const ChessTreeNode *variation = adj_review_window_get_current (review);
  g_assert_cmpstr (chess_tree_node_san (variation), ==, "Be7");
  g_assert_cmpint (chess_tree_node_index (variation), ==, 1);
  g_assert_false (chess_tree_node_is_mainline (variation));
  g_autofree char *text1 = adj_move_list_dup_text (move_list (review));
  g_assert_nonnull (strstr (text1, "(42. Be7)"));
  /* Up and down go between the alternatives. */
  g_assert_true (act (review, "review.previous-variation"));
  g_assert_true (adj_review_window_get_current (review) == main_next);
  g_assert_true (act (review, "review.next-variation"));
  g_assert_true (adj_review_window_get_current (review) == variation);
  /* The same move again follows it rather than adding another. */
  g_assert_true (act (review, "review.back"));
  g_assert_cmpint (adj_review_window_play_line (review, (ChessMove[]) { chess_tree_node_move (variation) }, 1), ==, 1);
  g_assert_true (adj_review_window_get_current (review) == variation);
  g_assert_cmpint (chess_tree_node_n_children (adjourned), ==, 2);

  /* Promoted: the main line now. */
  g_assert_true (enabled (review, "review.promote"));
  g_assert_true (act (review, "review.promote"));
  g_assert_cmpint (chess_tree_node_index (variation), ==, 0);
  g_assert_true (chess_tree_node_is_mainline (variation));
  g_assert_false (enabled (review, "review.promote"));

  /* A comment and a NAG, in the list and in the tree. */
  g_assert_true (gtk_widget_activate_action (w, "review.set-comment", "s", "  the  bishop  keeps the pawn "));
  g_assert_cmpstr (chess_tree_node_comment (variation, CHESS_TREE_COMMENT_AFTER), ==, "the bishop keeps the pawn");
  g_assert_true (gtk_widget_activate_action (w, "review.nag", "i", 1));
  g_assert_true (gtk_widget_activate_action (w, "review.nag", "i", 16));
  g_assert_cmpint (chess_tree_node_n_nags (variation), ==, 2);
  g_autofree char *text2 = adj_move_list_dup_text (move_list (review));
  g_assert_nonnull (strstr (text2, "42. Be7! ± the bishop keeps the pawn"));
  /* Another move NAG replaces the first; the same one again takes it off. */
  g_assert_true (gtk_widget_activate_action (w, "review.nag", "i", 5));
  g_assert_cmpint (chess_tree_node_n_nags (variation), ==, 2);
  g_assert_true (gtk_widget_activate_action (w, "review.nag", "i", 5));
  g_assert_cmpint (chess_tree_node_n_nags (variation), ==, 1);
  g_assert_true (gtk_widget_activate_action (w, "review.nag", "i", 1));

  /* Exported with its variations and read back: the same tree. */
  g_autofree char *path = g_build_filename (f->archive.dir, "review.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_review_window_export_pgn_file (review, file, &error));
  g_assert_no_error (error);
  g_autofree char *pgn = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &pgn, &length, NULL));
  g_assert_nonnull (strstr (pgn, "[Event \"World Championship Match, Reykjavík 1972\"]"));
  g_assert_nonnull (strstr (pgn, "[Round \"13\"]"));
  g_assert_nonnull (strstr (pgn, "[White \"Spassky, Boris\"]"));
  g_assert_nonnull (strstr (pgn, "[Result \"*\"]"));
  g_assert_nonnull (strstr (pgn, "{the bishop keeps the pawn}"));
  ChessPgnReader *reader = chess_pgn_reader_new (pgn, length);
  ChessGame game;
  ChessPgnGameInfo info;
  ChessTree *back = chess_tree_new (NULL);
  chess_game_init (&game);
  g_assert_true (chess_pgn_reader_next_tree (reader, &game, back, &info));
  g_assert_cmpint (info.error, ==, CHESS_PGN_ERROR_NONE);
  g_assert_true (chess_tree_equal (back, tree));
  chess_tree_free (back);
  chess_game_clear (&game);
  chess_pgn_reader_free (reader);

  /* The FEN of the position shown, on the clipboard. */
  g_autofree char *fen = adj_review_window_dup_fen (review);
  g_autofree char *want = node_fen (variation);
  g_assert_cmpstr (fen, ==, want);
  g_assert_true (act (review, "review.copy-fen"));
  GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (w));
  g_assert_nonnull (content);
  GValue value = G_VALUE_INIT;
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==, want);
  g_value_unset (&value);

  /* Deleted from the variation: back to the adjourned position. */
  g_assert_true (act (review, "review.delete"));
  g_assert_true (adj_review_window_get_current (review) == adjourned);
  g_assert_cmpint (chess_tree_node_n_children (adjourned), ==, 1);
  g_assert_true (chess_tree_node_child (adjourned, 0) == main_next);
}

/* Game 3, opened at the resumption: the sealed move follows as played,
 * the adjourned position shown first. */
static void
test_review_opened (Fixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_sample (f, "3");
  const ChessTree *tree = adj_review_window_get_tree (review);
  const ChessTreeNode *end = chess_tree_mainline_end (tree);

  g_assert_cmpstr (chess_tree_node_san (end), ==, "Bd3+");
  g_assert_true (adj_review_window_get_current (review) == chess_tree_node_parent (end));
  /* Fischer (Black) sealed: White answers, at the bottom. */
  g_assert_false (adj_board_get_flipped (adj_review_window_get_board (review)));
}

/* Every text a widget of TREE shows, one a line. */
static void
collect_text (GtkWidget *widget, GString *out)
{
  const char *text = NULL;
  /* The preparation pane lists every legal move of the sealer, the sealed
   * one among them: that it tells none apart before opening is shown by
   * test-review-panes.c, which compares two envelopes sealed differently. */
  if (ADJ_IS_PREPARATION_VIEW (widget))
    return;
  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_label (GTK_LABEL (widget));
  else if (GTK_IS_EDITABLE (widget))
    text = gtk_editable_get_text (GTK_EDITABLE (widget));
  else if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  else if (GTK_IS_WINDOW (widget))
    text = gtk_window_get_title (GTK_WINDOW (widget));
  if (text)
    g_string_append_printf (out, "%s\n", text);
  if (GTK_IS_TEXT_VIEW (widget))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter start, end;
      gtk_text_buffer_get_bounds (buffer, &start, &end);
      g_autofree char *all = gtk_text_buffer_get_text (buffer, &start, &end, TRUE);
      g_string_append_printf (out, "%s\n", all);
    }
  if (ADW_IS_WINDOW_TITLE (widget))
    g_string_append_printf (out, "%s\n%s\n", adw_window_title_get_title (ADW_WINDOW_TITLE (widget)),
                            adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  if (tooltip)
    g_string_append_printf (out, "%s\n", tooltip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

/* A digitally sealed envelope: the move is in the archive, encrypted, and
 * shows nowhere in the review or its exports. */
static void
test_sealed_stays_sealed (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) adjourned = g_date_time_new_from_iso8601 ("1972-08-10T22:00:00+00:00", NULL);
  g_autoptr(GDateTime) resumes = g_date_time_new_from_iso8601 ("1972-08-11T14:30:00+00:00", NULL);
  AdjEnvelopeFields fields;
  desk_test_fields (&fields, NULL, adjourned, resumes);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_fields (&fields, &error);
  g_assert_no_error (error);
  AdjSealLimits limits;
  adj_seal_limits_minimum (&limits);
  g_autoptr(AdjSealKey) key = adj_seal_key_derive (f->store, fields.event, PASSPHRASE, &limits, &error);
  g_assert_no_error (error);
  const AdjSealing sealing = { .act = { .actor = "Schmid, Lothar" }, .key = key, .move = SEALED_MOVE };
  gint64 id = 0;
  g_assert_true (adj_store_seal (f->store, env, &sealing, &id, NULL, &error));
  g_assert_no_error (error);
  adj_window_reload_archive (f->window);
  ui_test_wait_until (adj_archive_view_select_envelope (archive_view (f), id));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.review-envelope", NULL));
  ui_test_wait_until (find_review () != NULL);
  AdjReviewWindow *review = find_review ();
  ui_test_settle (GTK_WIDGET (review));

  /* The position alone (the envelope has no record), nothing after it. */
  const ChessTree *tree = adj_review_window_get_tree (review);
  g_assert_cmpint (chess_tree_move_count (tree), ==, 0);
  g_autofree char *fen = adj_review_window_dup_fen (review);
  g_assert_cmpstr (fen, ==, DESK_TEST_FEN);
  g_assert_cmpuint (adj_move_list_get_n_moves (move_list (review)), ==, 0);
  g_autofree char *hint = adj_move_list_dup_text (move_list (review));
  g_assert_cmpstr (hint, ==, "No moves yet: play one on the board.");

  /* Analysis on the board and in the list: the sealed move played as a
   * guess is the player's own line; nothing else names it. Walk the
   * widgets before that. */
  g_autoptr(GString) texts = g_string_new (NULL);
  collect_text (GTK_WIDGET (review), texts);
  g_assert_nonnull (strstr (texts->str, "Spassky – Fischer"));
  g_assert_null (strstr (texts->str, SEALED_MOVE));
  g_autofree char *pgn = adj_review_window_dup_pgn (review);
  g_assert_null (strstr (pgn, SEALED_MOVE));
  g_assert_nonnull (strstr (pgn, "[FEN \"" DESK_TEST_FEN "\"]"));
  g_assert_nonnull (strstr (pgn, "[SetUp \"1\"]"));
  g_autofree char *path = g_build_filename (f->archive.dir, "sealed.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_assert_true (adj_review_window_export_pgn_file (review, file, &error));
  g_autofree char *written = NULL;
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_null (strstr (written, SEALED_MOVE));
  /* The window as it stands, and the copy of its FEN. */
  g_assert_true (act (review, "review.copy-fen"));
  g_autoptr(GString) again = g_string_new (NULL);
  collect_text (GTK_WIDGET (review), again);
  g_assert_null (strstr (again->str, SEALED_MOVE));
}

#define BAD_PGN "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"

static void
count_change (int *changes)
{
  (*changes)++;
}

/* A PGN file with variations; a file that cannot be read changes nothing;
 * a pane added beside the moves follows the position. */
static void
test_review_file (Fixture *f, gconstpointer data)
{
  static const char pgn[] =
    "[Event \"Club championship\"]\n[Round \"5\"]\n[White \"Vidal, Marta\"]\n[Black \"Puig, Joan\"]\n"
    "[Result \"*\"]\n\n1. e4 c5 (1... e5 2. Nf3 {main} (2. f4)) 2. Nf3 d6 $6 *\n";
  g_autofree char *path = g_build_filename (f->archive.dir, "game.pgn", NULL);
  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_window_review_file (f->window, file, &error));
  g_assert_no_error (error);
  ui_test_wait_until (find_review () != NULL);
  AdjReviewWindow *review = find_review ();
  ui_test_settle (GTK_WIDGET (review));
  g_assert_null (adj_review_window_get_envelope (review));
  const ChessTree *tree = adj_review_window_get_tree (review);
  g_assert_cmpint (chess_tree_move_count (tree), ==, 7);
  /* Unfinished, as an adjourned game's record: White would seal, Black
   * prepares, at the bottom. */
  g_assert_true (adj_board_get_flipped (adj_review_window_get_board (review)));
  g_autofree char *text = adj_move_list_dup_text (move_list (review));
  g_assert_cmpstr (text, ==, "1. e4 c5\n(1… e5 2. Nf3 main\n(2. f4))\n2. Nf3 d6?!");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (review)), ==, "Vidal – Puig");

  /* A bad file: an error naming the line, the review unchanged. */
  g_assert_false (adj_review_window_load_pgn (review, BAD_PGN, strlen (BAD_PGN), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "Ke3"));
  g_clear_error (&error);
  g_assert_true (adj_review_window_get_tree (review) == tree);
  g_assert_cmpint (chess_tree_move_count (tree), ==, 7);

  /* A pane beside the moves, told where the review stands. */
  GtkWidget *pane = gtk_label_new ("pane");
  int changes = 0;
  g_signal_connect_swapped (review, "position-changed", G_CALLBACK (count_change), &changes);
  adj_review_window_add_pane (review, "test", "Test", "view-list-symbolic", pane);
  g_assert_true (act (review, "review.start"));
  g_assert_cmpint (changes, ==, 1);
  ChessMove line[3];
  ChessPosition pos = *adj_review_window_get_position (review);
  line[0] = chess_notation_read_legal (&pos, "d4", CHESS_LANG_EN);
  ChessUndo undo;
  chess_position_make (&pos, line[0], &undo);
  line[1] = chess_notation_read_legal (&pos, "d5", CHESS_LANG_EN);
  line[2] = line[1]; /* not legal after d5: the line stops before it */
  g_assert_cmpint (adj_review_window_play_line (review, line, 3), ==, 2);
  g_assert_cmpint (changes, ==, 2);
  g_assert_cmpstr (chess_tree_node_san (adj_review_window_get_current (review)), ==, "d5");
  g_assert_cmpint (chess_tree_node_index (chess_tree_node_parent (adj_review_window_get_current (review))), ==, 1);

  /* The comment popover: the move's comment to edit, Done keeps it. */
  const ChessTreeNode *d5 = adj_review_window_get_current (review);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.set-comment", "s", "first"));
  g_assert_true (act (review, "review.comment"));
  GtkWidget *popover = ui_test_find_named (GTK_WIDGET (review), "comment_popover");
  g_assert_nonnull (popover);
  ui_test_wait_until (gtk_widget_get_mapped (popover));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (ui_test_find_named (popover, "comment_view")));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_autofree char *shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (shown, ==, "first");
  gtk_text_buffer_set_text (buffer, "the symmetrical\nanswer", -1);
  g_signal_emit_by_name (ui_test_find_named (popover, "comment_done"), "clicked");
  ui_test_wait_until (!gtk_widget_get_mapped (popover));
  g_assert_cmpstr (chess_tree_node_comment (d5, CHESS_TREE_COMMENT_AFTER), ==, "the symmetrical answer");
  g_autofree char *listed = adj_move_list_dup_text (move_list (review));
  g_assert_nonnull (strstr (listed, "d5 the symmetrical answer"));
}

/* At 360 pixels: the moves under the board, nothing beyond the window. */
static void
test_narrow (Fixture *f, gconstpointer data)
{
  AdjReviewWindow *review = review_sample (f, "13");
  gtk_window_set_default_size (GTK_WINDOW (review), 360, 720);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (review)) == 360);
  ui_test_settle (GTK_WIDGET (review));
  GtkWidget *board = GTK_WIDGET (adj_review_window_get_board (review));
  GtkWidget *list = GTK_WIDGET (move_list (review));
  graphene_rect_t b, l;
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (review), &b));
  g_assert_true (gtk_widget_compute_bounds (list, GTK_WIDGET (review), &l));
  g_assert_cmpfloat (l.origin.y, >=, b.origin.y + b.size.height);
  g_assert_cmpfloat (b.size.width, >=, 300);
  g_assert_cmpfloat (l.origin.x + l.size.width, <=, 360);
  g_assert_cmpfloat (l.size.height, >=, 100);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (review)), ==, 720);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "/review-window/skipped"))
    return g_test_run ();
  /* Without a compositor (Xvfb) a window draws a frame inside its size:
   * none, so that a window set 360 wide is 360 wide inside. */
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, "window.solid-csd { margin: 0; padding: 0; box-shadow: none; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);
  g_test_add ("/review-window/sample", Fixture, NULL, fixture_set_up, test_review_sample, fixture_tear_down);
  g_test_add ("/review-window/opened", Fixture, NULL, fixture_set_up, test_review_opened, fixture_tear_down);
  g_test_add ("/review-window/sealed", Fixture, NULL, fixture_set_up, test_sealed_stays_sealed, fixture_tear_down);
  g_test_add ("/review-window/file", Fixture, NULL, fixture_set_up, test_review_file, fixture_tear_down);
  g_test_add ("/review-window/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  return g_test_run ();
}
