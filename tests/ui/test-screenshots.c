/* test-screenshots.c — the main views at 1280×800, as PNGs in the build tree
 * (screenshots/), each checked for what it must show before it is taken
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pictures are the evidence a designer looks at and the source of
 * data/screenshots/; the assertions make sure each one shows the view it
 * is named after (the page visible, the rows there), not a blank window.
 *
 * The resumption desk, the lost envelope and the preparation pane, which
 * need none of the views before them, are in test-screenshots-desks.c;
 * the window and the pictures' helpers in screenshots-test.h.
 */
#include "config.h"

#include "screenshots-test.h"

static gint64          sealed_id;   /* the envelope the walkthrough stored */
static guint           n_sealed;    /* the envelopes the walkthroughs stored */

static void
test_archive_empty (void)
{
  g_assert_cmpstr (visible_page (), ==, "empty");
  GtkWidget *status = named (GTK_WIDGET (window), "empty_page");
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (window), "open_sample_button")));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, HEIGHT);
  shoot (GTK_WIDGET (window), "archive-empty");
}

/* The rows of the archive's list (events, rounds and games shown). */
static guint
list_rows (void)
{
  GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
}

static void
test_archive_sample (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-sample", NULL));
  ui_test_wait_until (g_strcmp0 (visible_page (), "archive") == 0);
  ui_test_settle (GTK_WIDGET (window));
  /* The event, its three rounds and their three games, one shown. */
  g_assert_cmpuint (list_rows (), ==, 7);
  AdjArchiveItem *game = adj_archive_view_get_shown_game (archive_view ());
  g_assert_nonnull (game);
  GtkWidget *details = named (GTK_WIDGET (archive_view ()), "detail_stack");
  g_assert_true (gtk_widget_get_mapped (details));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (details)), ==, "detail");
  g_assert_true (gtk_widget_get_mapped (named (details, "print_button")));
  g_assert_true (gtk_widget_is_sensitive (named (details, "print_button")));
  shoot (GTK_WIDGET (window), "archive");
}

/* The game kept closed (game 13): its board, clocks and custody. */
static void
test_game_details (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store (), "13", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
  AdjEnvelopeInfo *info = g_ptr_array_index (all, 0);
  g_assert_true (adj_archive_view_select_envelope (archive_view (), info->id));
  GtkWidget *board_bin = named (GTK_WIDGET (archive_view ()), "board_bin");
  ui_test_wait_until (gtk_widget_get_mapped (board_bin));
  ui_test_settle (board_bin);
  /* The board follows the window: at 1280 × 800, well beyond 280 pixels;
   * the sealer (White) at the bottom. */
  GtkWidget *board = adw_bin_get_child (ADW_BIN (board_bin));
  ui_test_wait_until (gtk_widget_get_width (board) >= 400);
  ui_test_settle (board_bin);
  g_assert_false (adj_board_get_flipped (ADJ_BOARD (board)));
  g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->round, ==, "13");
  shoot (GTK_WIDGET (window), "game-details");
}

/* The details scrolled to their end, the History: the verification of the
 * event's chain answered, and the rows of the envelope's custody. Returns
 * the rows' titles, one a line. */
static char *
scroll_to_history (void)
{
  GtkWidget *timeline = named (GTK_WIDGET (archive_view ()), "timeline");
  ui_test_wait_until (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)) != ADJ_TIMELINE_CHECKING);
  g_assert_cmpint (adj_custody_timeline_get_verdict (ADJ_CUSTODY_TIMELINE (timeline)), ==, ADJ_TIMELINE_VALID);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (named (GTK_WIDGET (archive_view ()), "detail_scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  ui_test_settle (timeline);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_test_settle (timeline);
  g_assert_true (gtk_widget_get_mapped (named (timeline, "verdict_row")));
  GString *titles = g_string_new (NULL);
  GtkWidget *sessions = named (timeline, "sessions");
  for (GtkWidget *list = gtk_widget_get_first_child (sessions); list; list = gtk_widget_get_next_sibling (list))
    for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
      if (ADW_IS_ACTION_ROW (row))
        g_string_append_printf (titles, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  return g_string_free (titles, FALSE);
}

/* A sealed envelope opened at the resumption (game 3): its History, wide
 * and at 360 pixels, where the rows' sentences wrap. */
static void
test_history (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = adj_store_list_envelopes (store (), "Reykjavík", &error);
  g_assert_no_error (error);
  gint64 game_3 = 0;
  for (guint i = 0; i < all->len; i++)
    if (g_strcmp0 (((AdjEnvelopeInfo *) all->pdata[i])->round, "3") == 0)
      game_3 = ((AdjEnvelopeInfo *) all->pdata[i])->id;
  g_assert_true (adj_archive_view_select_envelope (archive_view (), game_3));
  g_autofree char *titles = scroll_to_history ();
  g_assert_nonnull (strstr (titles, "Envelope written at the sealing\n"));
  g_assert_nonnull (strstr (titles, "Opened; both scoresheets were inside\nOutcome recorded: 0-1 (resigned)\n"));
  shoot (GTK_WIDGET (window), "game-history");

  resize (360, HEIGHT);
  GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
  guint row = 2; /* event, round 3, its game */
  gtk_selection_model_select_item (gtk_list_view_get_model (list), row, TRUE);
  g_signal_emit_by_name (list, "activate", row);
  ui_test_wait_until (adj_archive_view_get_showing_detail (archive_view ()));
  g_assert_cmpint (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->id, ==, game_3);
  g_autofree char *narrow_titles = scroll_to_history ();
  g_assert_cmpstr (narrow_titles, ==, titles);
  shoot (GTK_WIDGET (window), "game-history-narrow");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (archive_view ()), "archive.back", NULL));
  resize (WIDTH, HEIGHT);
}

static void
test_schedule (void)
{
  AdwViewStack *views = ADW_VIEW_STACK (named (GTK_WIDGET (window), "view_stack"));
  adw_view_stack_set_visible_child_name (views, "schedule");
  GtkWidget *schedule = named (GTK_WIDGET (window), "schedule_view");
  ui_test_wait_until (gtk_widget_get_mapped (schedule));
  ui_test_settle (schedule);
  GtkListView *list = GTK_LIST_VIEW (named (schedule, "list_view"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (list)));
  /* Each day, then its resumptions: the sample's two (games 3 and 13, in
   * 1972), and the ones just sealed, all tomorrow. */
  GListModel *rows = G_LIST_MODEL (gtk_list_view_get_model (list));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3 + 2 + n_sealed);
  g_autoptr(AdjArchiveItem) day = g_list_model_get_item (rows, 0);
  g_autoptr(AdjArchiveItem) session = g_list_model_get_item (rows, 1);
  g_assert_cmpint (adj_archive_item_get_kind (day), ==, ADJ_ARCHIVE_ITEM_DAY);
  g_assert_cmpint (adj_archive_item_get_kind (session), ==, ADJ_ARCHIVE_ITEM_SESSION);
  shoot (GTK_WIDGET (window), "schedule");
  adw_view_stack_set_visible_child_name (views, "archive");
  ui_test_wait (50);
}

/* The game kept closed (game 13) in each piece set, light and dark, at
 * 1280 pixels and at 360, where the details are alone. */
static void
test_piece_sets (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *board_bin = named (GTK_WIDGET (archive_view ()), "board_bin");
  AdjBoard *board = ADJ_BOARD (adw_bin_get_child (ADW_BIN (board_bin)));

  for (int narrow = 0; narrow <= 1; narrow++)
    {
      if (narrow)
        {
          resize (360, HEIGHT);
          GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
          g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->round, ==, "13");
          ui_test_wait_until (adj_archive_view_get_narrow (archive_view ()));
          /* The shown game, opened from the list as a tap does. */
          guint n = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
          for (guint i = 0; i < n; i++)
            {
              g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (gtk_list_view_get_model (list)), i);
              gpointer game = GTK_IS_TREE_LIST_ROW (item) ? gtk_tree_list_row_get_item (GTK_TREE_LIST_ROW (item)) : g_object_ref (item);
              gboolean shown = game == (gpointer) adj_archive_view_get_shown_game (archive_view ());
              g_object_unref (game);
              if (shown)
                {
                  gtk_selection_model_select_item (gtk_list_view_get_model (list), i, TRUE);
                  g_signal_emit_by_name (list, "activate", i);
                }
            }
          ui_test_wait_until (adj_archive_view_get_showing_detail (archive_view ()));
          ui_test_settle (GTK_WIDGET (window));
        }
      for (const char *const *id = adj_piece_set_list_ids (); *id; id++)
        for (int dark = 0; dark <= 1; dark++)
          {
            adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
            g_settings_set_string (settings, "piece-set", *id);
            g_assert_cmpstr (adj_board_get_piece_set (board), ==, *id);
            ui_test_wait (100);
            g_autofree char *name = g_strdup_printf ("game-details-pieces-%s%s%s", *id, narrow ? "-narrow" : "",
                                                     dark ? "-dark" : "");
            shoot (GTK_WIDGET (window), name);
          }
    }
  g_settings_reset (settings, "piece-set");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (archive_view ()), "archive.back", NULL));
  resize (WIDTH, HEIGHT);
  ui_test_wait (100);
}

static void
test_dark (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait (200);
  g_assert_true (adw_style_manager_get_dark (style));
  g_assert_cmpstr (visible_page (), ==, "archive");
  g_assert_nonnull (adj_archive_view_get_shown_game (archive_view ()));
  shoot (GTK_WIDGET (window), "archive-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_wait (100);
}

static void
test_narrow (void)
{
  resize (360, HEIGHT);
  g_assert_true (adj_archive_view_get_narrow (archive_view ()));
  g_assert_false (adj_archive_view_get_showing_detail (archive_view ()));
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (archive_view ()), "list_view")));
  shoot (GTK_WIDGET (window), "archive-narrow");

  /* A game opened from the list: its details alone, with the way back. */
  GtkListView *list = GTK_LIST_VIEW (named (GTK_WIDGET (archive_view ()), "list_view"));
  guint last = list_rows () - 1;
  /* As a tap does: the row is selected, then activated. */
  gtk_selection_model_select_item (gtk_list_view_get_model (list), last, TRUE);
  g_signal_emit_by_name (list, "activate", last);
  ui_test_wait_until (adj_archive_view_get_showing_detail (archive_view ()));
  ui_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->round, ==, "21");
  g_assert_true (gtk_widget_get_mapped (named (GTK_WIDGET (archive_view ()), "back_button")));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (list)));
  shoot (GTK_WIDGET (window), "game-details-narrow");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (archive_view ()), "archive.back", NULL));
  resize (WIDTH, HEIGHT);
}

static void
test_preferences (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  GtkWidget *page = ui_test_find (dialog, ADJ_TYPE_PREFERENCES_PAGE);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_get_mapped (named (page, "profile_row")));
  GtkWidget *paper = named (page, "paper_row");
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *chosen = g_settings_get_string (settings, "envelope-paper");
  g_assert_cmpstr (chosen, ==, "iso_c5");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (paper)), ==, 0);
  shoot_over (dialog, "preferences");

  /* Further down: engine analysis, off until turned on. */
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (ui_test_find (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (scrolled);
  gtk_adjustment_set_value (vadj, gtk_adjustment_get_upper (vadj));
  GtkWidget *engine_row = named (page, "engine_analysis_row");
  ui_test_wait_until (gtk_widget_get_mapped (engine_row));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (named (page, "engine_analysis_switch"))));
  shoot_over (dialog, "preferences-engine");

  /* The piece sets, each row with a few of its pieces; choosing one by its
   * row writes the setting. */
  GtkWidget *staunton = named (page, "piece_set_staunton");
  gtk_adjustment_set_value (vadj, 0);
  ui_test_settle (page);
  graphene_rect_t b;
  g_assert_true (gtk_widget_compute_bounds (staunton, GTK_WIDGET (scrolled), &b));
  gtk_adjustment_set_value (vadj, b.origin.y - 120);
  ui_test_wait_until (gtk_widget_get_mapped (staunton));
  g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (staunton)) != NULL);
  GtkWidget *adjourn_check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (named (page, "piece_set_adjourn")));
  ui_test_wait_until (gtk_check_button_get_active (GTK_CHECK_BUTTON (adjourn_check)));
  adw_action_row_activate (ADW_ACTION_ROW (staunton));
  ui_test_wait_until (gtk_check_button_get_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (staunton)))));
  g_autofree char *set = g_settings_get_string (settings, "piece-set");
  g_assert_cmpstr (set, ==, "staunton");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (adjourn_check)));
  shoot_over (dialog, "preferences-pieces");
  g_settings_reset (settings, "piece-set");
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}

/* The diagram export over the window, with a player's arrows and marks
 * on a rook ending; in dark style; and at a phone's width. */
static void
test_diagram_dialog (void)
{
  ChessPosition pos;
  ChessFenResult result;
  ChessAnnotations notes = { 0 };
  g_assert_true (chess_fen_read (&pos, "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41", &result));
  chess_annotations_set_arrow (&notes, chess_square_parse ("d1"), chess_square_parse ("d4"), CHESS_ANNOTATION_RED);
  chess_annotations_set_arrow (&notes, chess_square_parse ("g2"), chess_square_parse ("f3"), CHESS_ANNOTATION_GREEN);
  chess_annotations_set_mark (&notes, chess_square_parse ("f2"), CHESS_ANNOTATION_YELLOW);

  GtkWidget *dialog = adj_diagram_dialog_new (GTK_WINDOW (window), &pos, FALSE, &notes, "Vidal–Puig, move 41");
  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_wait_until (gtk_widget_get_mapped (dialog));
  g_assert_true (gtk_widget_get_visible (named (dialog, "notes_row")));
  shoot_over (dialog, "diagram-dialog");

  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  shoot_over (dialog, "diagram-dialog-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  ui_test_wait_until (gtk_widget_get_width (dialog) == 360);
  shoot (dialog, "diagram-dialog-narrow");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_wait (50);
}

/* Whether MODEL (its sections and submenus too) has an item for ACTION. */
static gboolean
menu_has_action (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_strcmp0 (name, action) == 0)
        return TRUE;
      for (const char *const *link = (const char *const[]) { G_MENU_LINK_SECTION, G_MENU_LINK_SUBMENU, NULL }; *link; link++)
        {
          g_autoptr(GMenuModel) inner = g_menu_model_get_item_link (model, i, *link);
          if (inner && menu_has_action (inner, action))
            return TRUE;
        }
    }
  return FALSE;
}

/* The main menu, with a game shown: the file actions are there and usable. */
static void
test_primary_menu (void)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (named (GTK_WIDGET (window), "primary_menu_button"));
  gtk_menu_button_popup (button);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  ui_test_wait_until (gtk_widget_get_mapped (popover));
  for (const char *const *action = (const char *const[]) { "win.import-envelope", "win.export-envelope",
                                                          "win.export-game", "win.print-envelope",
                                                          "win.export-face", NULL }; *action; action++)
    g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), *action));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), "app.envelope-paper"));
  shoot (popover, "primary-menu");
  gtk_menu_button_popdown (button);
  ui_test_wait (100);
}

/* A file the store refuses: the dialog names the file and the key. */
static void
test_import_error (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "round-7.json", NULL);
  gint64 before = adj_store_count (store (), "envelopes", NULL);
  g_assert_true (g_file_set_contents (path,
                                      "{\"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\",\n"
                                      " \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\",\n"
                                      " \"position\": \"8/8/8/8/8/8/8/8 w - - 0 1\"}\n", -1, NULL));
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_assert_false (adj_window_import_envelope_file (window, file, &error));
  g_assert_nonnull (error);
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_autofree char *body = NULL;
  g_object_get (dialog, "body", &body, NULL);
  g_assert_nonnull (strstr (body, "round-7.json"));
  g_assert_nonnull (strstr (body, "position"));
  g_assert_cmpint (adj_store_count (store (), "envelopes", NULL), ==, before);
  shoot_over (dialog, "import-error");
  adj_compat_close (dialog);
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
}


/* ---- the sealing walkthrough --------------------------------------------- */

static void
next (AdjSealAssistant *assistant, const char *action, AdjSealStep expected)
{
  g_assert_true (gtk_widget_is_sensitive (named (GTK_WIDGET (assistant), "next_button"))
                 || g_str_equal (action, "seal.seal"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (assistant), action, NULL));
  /* Sealing runs in a thread: its end comes back through the main loop. */
  gint64 limit = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (adj_seal_assistant_is_sealing (assistant) && g_get_monotonic_time () < limit)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (adj_seal_assistant_is_sealing (assistant));
  ui_test_wait (20);
  g_assert_cmpint (adj_seal_assistant_get_step (assistant), ==, expected);
}

/* One run of the walkthrough: in LANG, over the window at WIDTH, each
 * step shot as walkthrough-N-STEP[-LANG][-narrow].png; an adjourned game
 * of a club event on board BOARD, sealed digitally when DIGITAL, else on
 * paper. */
typedef struct {
  const char *lang;
  int         width;
  const char *board;
  gboolean    digital;
} Walk;

static void
shoot_step (GtkWidget *dialog, const Walk *walk, const char *step)
{
  gboolean en = g_str_equal (walk->lang, "en");
  g_autofree char *name = g_strdup_printf ("walkthrough-%s%s%s%s", step, en ? "" : "-", en ? "" : walk->lang,
                                           walk->width < WIDTH ? "-narrow" : "");
  /* The dialog fits the window, whatever its width. */
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  shoot_over (dialog, name);
}

/* The walk; returns the envelope stored. */
static gint64
walk_through (const Walk *walk)
{
  ui_test_use_language (walk->lang);
  if (walk->width != WIDTH)
    resize (walk->width, HEIGHT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-envelope", NULL));
  GtkWidget *dialog = NULL;
  ui_test_wait_until ((dialog = adj_compat_get_visible_dialog (GTK_WINDOW (window))));
  g_assert_true (ADJ_IS_SEAL_ASSISTANT (dialog));
  AdjSealAssistant *a = ADJ_SEAL_ASSISTANT (dialog);
  GtkWidget *w = dialog;
  /* In the language asked for: the build tree's catalogue was found. */
  if (!g_str_equal (walk->lang, "en"))
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "New Envelope"), !=, "New Envelope");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, g_dgettext (GETTEXT_PACKAGE, "New Envelope"));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (named (dialog, "window_title"))), ==,
                   g_dgettext (GETTEXT_PACKAGE, "Game"));

  g_assert_cmpint (adj_seal_assistant_get_step (a), ==, ADJ_SEAL_STEP_GAME);
  set_text (w, "event_row", "Club Championship 2026");
  set_text (w, "round_row", "5");
  set_text (w, "board_row", walk->board);
  set_text (w, "arbiter_row", "Serra, Anna");
  set_text (w, "white_row", "Vidal, Marta");
  set_text (w, "black_row", "Puig, Jordi");
  shoot_step (dialog, walk, "1-game");
  next (a, "seal.next", ADJ_SEAL_STEP_POSITION);

  /* From the game record: its last position, White to seal move 11. */
  GtkWidget *editor = named (w, "position_editor");
  g_autoptr(GError) error = NULL;
  g_assert_true (adj_position_editor_load_game (ADJ_POSITION_EDITOR (editor),
                                                "[White \"Vidal, Marta\"]\n[Black \"Puig, Jordi\"]\n\n"
                                                "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 "
                                                "6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n",
                                                &error));
  g_assert_no_error (error);
  ui_test_wait (50);
  g_assert_cmpint (adj_position_editor_get_game_length (ADJ_POSITION_EDITOR (editor)), ==, 20);
  g_assert_true (adj_position_editor_get_valid (ADJ_POSITION_EDITOR (editor)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (named (w, "move_number_row"))), ==, "11");
  shoot_step (dialog, walk, "2-position");
  next (a, "seal.next", ADJ_SEAL_STEP_CLOCKS);

  /* Said as the arbiter says it; kept as PGN writes it. */
  set_text (w, "time_control_row", "40 moves in 2 hours, then 20 moves in 1 hour");
  set_text (w, "white_time_row", "1:56:52");
  set_text (w, "black_time_row", "1:59:14");
  /* Adjourned last night, resuming tomorrow: the schedule shows it ahead. */
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) yesterday = g_date_time_add_days (now, -1);
  g_autoptr(GDateTime) tomorrow = g_date_time_add_days (now, 1);
  g_autofree char *adjourned = g_date_time_format (yesterday, "%Y-%m-%d 20:48");
  g_autofree char *session_end = g_date_time_format (yesterday, "%Y-%m-%d 21:00");
  g_autofree char *resumption = g_date_time_format (tomorrow, "%Y-%m-%d 10:00");
  set_text (w, "adjourned_at_row", adjourned);
  set_text (w, "session_end_row", session_end);
  g_assert_true (gtk_widget_get_visible (named (w, "charge_row")));
  g_assert_true (gtk_widget_get_visible (named (w, "control_reading")));
  shoot_step (dialog, walk, "3-clocks");
  next (a, "seal.next", ADJ_SEAL_STEP_RESUMPTION);

  set_text (w, "resumption_at_row", resumption);
  set_text (w, "resumption_place_row", "Room 2");
  shoot_step (dialog, walk, "4-resumption");
  next (a, "seal.next", ADJ_SEAL_STEP_SEALED_MOVE);

  if (walk->digital)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (named (w, "digital_check")), TRUE);
      set_text (w, "move_row", "Nbd2");
      set_text (w, "move_again_row", "Nbd2");
      set_text (w, "passphrase_row", "seven rooks on the seventh rank");
      set_text (w, "passphrase_again_row", "seven rooks on the seventh rank");
      g_assert_true (gtk_widget_get_visible (named (w, "digital_group")));
    }
  shoot_step (dialog, walk, "5-sealed-move");
  next (a, "seal.next", ADJ_SEAL_STEP_CHECK);

  g_assert_true (gtk_widget_is_sensitive (named (w, "seal_button")));
  shoot_step (dialog, walk, "6-check");
  next (a, "seal.seal", ADJ_SEAL_STEP_DONE);

  gint64 id = adj_seal_assistant_get_envelope_id (a);
  g_assert_cmpint (id, >, 0);
  n_sealed++;
  g_assert_true (gtk_widget_get_visible (named (w, "seal_code_box")) == walk->digital);
  if (walk->digital)
    {
      /* The envelope size offered is the paper chosen in the window's menu. */
      AdwComboRow *paper = ADW_COMBO_ROW (named (w, "face_paper_row"));
      g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 0);
      g_action_group_activate_action (G_ACTION_GROUP (app), "envelope-paper", g_variant_new_string ("iso_dl"));
      g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 1);
      g_action_group_activate_action (G_ACTION_GROUP (app), "envelope-paper", g_variant_new_string ("iso_c5"));
      g_assert_cmpuint (adw_combo_row_get_selected (paper), ==, 0);
    }
  shoot_step (dialog, walk, "7-sealed");
  g_assert_true (gtk_widget_activate_action (w, "seal.done", NULL));
  ui_test_wait_until (!adj_compat_get_visible_dialog (GTK_WINDOW (window)));
  /* The archive shows the new envelope. */
  g_assert_nonnull (adj_archive_view_get_shown_game (archive_view ()));
  g_assert_cmpint (adj_archive_item_get_row (adj_archive_view_get_shown_game (archive_view ()))->info->id, ==, id);
  if (walk->width != WIDTH)
    resize (WIDTH, HEIGHT);
  ui_test_use_language ("en");
  return id;
}

/* An adjourned game of a club event, sealed digitally, each step shot. */
static void
test_seal_walkthrough (void)
{
  static const Walk walk = { "en", WIDTH, "3", TRUE };
  sealed_id = walk_through (&walk);
  g_autoptr(GError) error = NULL;
  g_autofree char *document = adj_store_export_envelope (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (document, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_envelope_get_time_control (env), ==, "40/7200:20/3600");
}

/* The same walk at a phone's width, and in Catalan at both widths. */
static void
test_seal_walkthrough_variants (void)
{
  static const Walk walks[] = {
    { "en", 360, "4", FALSE },
    { "ca", WIDTH, "5", FALSE },
    { "ca", 360, "6", FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (walks); i++)
    walk_through (&walks[i]);
}

/* The face of the envelope just sealed, for a C5 envelope: drawn as the PDF
 * is, into a picture 1280 pixels wide. */
static void
test_envelope_face (void)
{
  g_autoptr(GError) error = NULL;
  g_assert_cmpint (sealed_id, >, 0);
  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->kind, ==, ADJ_ENVELOPE_DIGITAL);
  g_autofree char *document = adj_store_export_envelope (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_autoptr(AdjEnvelope) env = adj_envelope_new_from_data (document, -1, &error);
  g_assert_no_error (error);
  const AdjEnvelopePaper *paper = adj_envelope_face_lookup_paper ("iso_c5", &error);
  g_assert_no_error (error);
  g_assert_true (paper->landscape);

  double width = paper->width_mm / 25.4 * 72, height = paper->height_mm / 25.4 * 72;
  double scale = WIDTH / width;
  int pixel_height = (int) ceil (height * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, pixel_height);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  /* As printed from the archive: the seal code and the custody head now. */
  g_autoptr(AdjEnvelopeFaceMarks) marks = adj_envelope_face_marks_new (store (), sealed_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (marks->seal_code, ==, info->seal_code);
  g_assert_nonnull (marks->custody_head);
  adj_envelope_face_draw (cr, width, height, env, marks);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Ink on the page, in every quarter of it (fields, diagram, code,
   * signatures), not a blank sheet. */
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint inked[4] = { 0 };
  for (int y = 0; y < pixel_height; y++)
    for (int x = 0; x < WIDTH; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        if ((pixel & 0xff) < 0x80)
          inked[(y >= pixel_height / 2) * 2 + (x >= WIDTH / 2)]++;
      }
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (inked[i], >, 100);

  const char *env_dir = g_getenv ("ADJ_SCREENSHOT_DIR");
  g_autofree char *dir = g_strdup (env_dir ? env_dir : "screenshots");
  g_autofree char *path = g_build_filename (dir, "envelope-face-c5.png", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_test_message ("screenshot: %s", path);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "/ui/screenshots/archive-empty"))
    return g_test_run ();

  screenshots_test_set_up ();

  /* In order: each view follows from the one before. */
  g_test_add_func ("/ui/screenshots/archive-empty", test_archive_empty);
  g_test_add_func ("/ui/screenshots/archive-sample", test_archive_sample);
  g_test_add_func ("/ui/screenshots/game-details", test_game_details);
  g_test_add_func ("/ui/screenshots/piece-sets", test_piece_sets);
  g_test_add_func ("/ui/screenshots/history", test_history);
  g_test_add_func ("/ui/screenshots/dark", test_dark);
  g_test_add_func ("/ui/screenshots/narrow", test_narrow);
  g_test_add_func ("/ui/screenshots/preferences", test_preferences);
  g_test_add_func ("/ui/screenshots/diagram-dialog", test_diagram_dialog);
  g_test_add_func ("/ui/screenshots/import-error", test_import_error);
  g_test_add_func ("/ui/screenshots/primary-menu", test_primary_menu);
  g_test_add_func ("/ui/screenshots/seal-walkthrough", test_seal_walkthrough);
  g_test_add_func ("/ui/screenshots/seal-walkthrough-variants", test_seal_walkthrough_variants);
  g_test_add_func ("/ui/screenshots/envelope-face", test_envelope_face);
  g_test_add_func ("/ui/screenshots/schedule", test_schedule);
  int status = g_test_run ();

  screenshots_test_tear_down ();
  return status;
}
