/* adj-archive-view.c — the archive page: games by event and round, and the
 * selected game's envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-archive-view"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-archive-view.h"
#include "adj-board.h"
#include "adj-clock.h"
#include "adj-custody.h"
#include "adj-custody-timeline.h"
#include "adj-open-assistant.h"
#include "adj-lost-assistant.h"
#include "adj-profile.h"

struct _AdjArchiveView
{
  GtkWidget           parent_instance;

  AdjArchiveModel    *model;
  AdjStore           *store;
  GtkTreeListModel   *tree;
  GtkSingleSelection *selection;
  AdjArchiveItem     *shown;          /* the game in the detail pane */
  AdjBoardModel      *board_model;
  gboolean            narrow;
  gboolean            showing_detail; /* narrow: the detail pane instead of the list */
  gboolean            selecting;      /* a selection made by the program, not the user */
  guint               follow_id;
  guint               board_size_id;
  gboolean            no_results;     /* the search found nothing: one message, full width */

  /* Template children (the top one bound for gtk_widget_dispose_template) */
  GtkWidget          *panes;
  GtkStack           *list_stack;
  GtkListView        *list_view;
  GtkWidget          *separator;
  GtkStack           *detail_stack;
  GtkWidget          *detail_scroller;
  GtkWidget          *back_button;
  GtkLabel           *state_label;
  GtkLabel           *title_label;
  GtkLabel           *subtitle_label;
  GtkWidget          *lost_button;
  AdwBin             *board_bin;
  GtkListBox         *position_list;
  GtkListBox         *envelope_list;
  GtkListBox         *resumption_list;
  AdjCustodyTimeline *timeline;
  GtkWidget          *open_button;
  GtkWidget          *correct_button;
  GtkWidget          *adjourn_again_button;
  GtkBox             *envelope_buttons;
};

G_DEFINE_FINAL_TYPE (AdjArchiveView, adj_archive_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SHOWN_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the list --------------------------------------------------------------- */

static GListModel *
tree_children (gpointer item, gpointer user_data)
{
  GListModel *children = adj_archive_item_get_children (item);
  return children ? g_object_ref (children) : NULL;
}

static void
set_state_class (GtkWidget *label, AdjArchiveState state)
{
  for (AdjArchiveState s = ADJ_ARCHIVE_STATE_SEALED; s <= ADJ_ARCHIVE_STATE_ANNULLED; s++)
    gtk_widget_remove_css_class (label, adj_archive_state_to_string (s));
  gtk_widget_add_css_class (label, adj_archive_state_to_string (state));
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer user_data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *pill = gtk_label_new (NULL);

  /* Two lines before an ellipsis: full names are long, the pane is not. */
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (title), 2);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (title), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 40);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (pill, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (pill, "state-pill");
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), pill);
  gtk_widget_add_css_class (box, "archive-row");
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), box);
  g_object_set_data (G_OBJECT (expander), "title", title);
  g_object_set_data (G_OBJECT (expander), "subtitle", subtitle);
  g_object_set_data (G_OBJECT (expander), "pill", pill);
  g_object_set_data (G_OBJECT (expander), "box", box);
  gtk_list_item_set_child (list_item, expander);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer user_data)
{
  GtkTreeListRow *row = gtk_list_item_get_item (list_item);
  GtkWidget *expander = gtk_list_item_get_child (list_item);
  AdjArchiveItem *item = gtk_tree_list_row_get_item (row);
  GtkWidget *title = g_object_get_data (G_OBJECT (expander), "title");
  GtkWidget *subtitle = g_object_get_data (G_OBJECT (expander), "subtitle");
  GtkWidget *pill = g_object_get_data (G_OBJECT (expander), "pill");
  GtkWidget *box = g_object_get_data (G_OBJECT (expander), "box");
  AdjArchiveItemKind kind = adj_archive_item_get_kind (item);

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  gtk_label_set_label (GTK_LABEL (title), adj_archive_item_get_title (item));
  gtk_widget_remove_css_class (box, "event-row");
  gtk_widget_remove_css_class (box, "round-row");
  gtk_widget_remove_css_class (title, "heading");
  gtk_widget_remove_css_class (title, "dim-label");
  if (kind == ADJ_ARCHIVE_ITEM_GAME)
    {
      const AdjArchiveRow *latest = adj_archive_item_get_row (item);
      GPtrArray *rows = adj_archive_item_get_rows (item);
      g_autofree char *text = NULL;
      if (*latest->info->board && rows->len > 1)
        text = g_strdup_printf (_("Board %s · session %u"), latest->info->board, rows->len);
      else if (*latest->info->board)
        text = g_strdup_printf (_("Board %s"), latest->info->board);
      else if (rows->len > 1)
        text = g_strdup_printf (_("Session %u"), rows->len);
      gtk_label_set_label (GTK_LABEL (subtitle), text ? text : "");
      gtk_widget_set_visible (subtitle, text != NULL);
      AdjArchiveState state = adj_archive_item_get_state (item);
      gtk_label_set_label (GTK_LABEL (pill), adj_archive_state_get_label (state));
      set_state_class (pill, state);
      gtk_widget_set_visible (pill, TRUE);
    }
  else
    {
      gtk_widget_set_visible (subtitle, FALSE);
      gtk_widget_set_visible (pill, FALSE);
      gtk_widget_add_css_class (box, kind == ADJ_ARCHIVE_ITEM_EVENT ? "event-row" : "round-row");
      gtk_widget_add_css_class (title, kind == ADJ_ARCHIVE_ITEM_EVENT ? "heading" : "dim-label");
    }
}

/* ---- the detail pane ------------------------------------------------------ */

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))))
    gtk_list_box_remove (list, child);
}

static GtkWidget *
append_row (GtkListBox *list, const char *title, const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), value);
  gtk_list_box_append (list, row);
  return row;
}

/* A field and its value: the value is what the arbiter reads. */
static void
add_row (GtkListBox *list, const char *title, const char *value)
{
  gtk_widget_add_css_class (append_row (list, title, value), "property");
}

/* An ISO 8601 instant as the arbiter reads it, in its own offset (the time
 * at the place of play). */
static char *
format_instant (const char *iso)
{
  if (!iso || !*iso)
    return NULL;
  g_autoptr(GDateTime) t = g_date_time_new_from_iso8601 (iso, NULL);
  if (!t)
    return g_strdup (iso);
  /* Translators: a date and time, see g_date_time_format() */
  return g_date_time_format (t, _("%A %-d %B %Y, %H:%M"));
}

static char *
format_time_used (gint64 seconds)
{
  if (seconds < 0)
    return g_strdup (_("not recorded"));
  return adj_clock_format_seconds (seconds);
}

static void
show_game (AdjArchiveView *self, AdjArchiveItem *game)
{
  if (g_set_object (&self->shown, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_GAME]);
  if (!game)
    {
      gtk_stack_set_visible_child_name (self->detail_stack, "none");
      return;
    }

  const AdjArchiveRow *row = adj_archive_item_get_row (game);
  const AdjEnvelopeInfo *info = row->info;
  GPtrArray *rows = adj_archive_item_get_rows (game);
  AdjArchiveState state = adj_archive_item_get_state (game);

  gtk_label_set_label (self->state_label, adj_archive_state_get_label (state));
  set_state_class (GTK_WIDGET (self->state_label), state);
  gtk_label_set_label (self->title_label, adj_archive_item_get_title (game));
  g_autofree char *where = adj_archive_describe_where (info);
  gtk_label_set_label (self->subtitle_label, where);
  /* A lost envelope is declared from the same place. */
  gtk_widget_set_visible (self->lost_button, adj_lost_assistant_can_start (info));
  /* Opening is offered while the envelope waits for it. */
  gtk_widget_set_visible (self->open_button, adj_open_assistant_can_open (info));
  /* A final outcome is corrected by a new one, from the same place. */
  gtk_widget_set_visible (self->correct_button, adj_open_assistant_can_correct (info));
  /* A game resumed and still going can be adjourned again (I.14, A13). */
  gtk_widget_set_visible (self->adjourn_again_button, adj_archive_can_adjourn_again (info));

  /* The envelope itself, for what the archive's list does not carry (read
   * for the one game shown, not for the list). */
  g_autoptr(GError) read_error = NULL;
  g_autoptr(AdjEnvelope) env = self->store ? adj_store_read_envelope (self->store, info->id, &read_error) : NULL;

  /* Position */
  clear_list (self->position_list);
  int sealer = env ? adj_envelope_get_sealer (env) : -1;
  int number = env ? adj_envelope_get_sealed_move_number (env) : 0;
  const char *name = sealer >= 0 ? adj_envelope_get_player (env, sealer) : NULL;
  if (!name || !*name)
    name = _("unknown player");
  add_row (self->position_list, _("Position (FEN)"), info->position);
  gtk_widget_set_visible (GTK_WIDGET (self->board_bin),
                          adj_board_model_set_fen (self->board_model, info->position, NULL));
  /* The sealer's side at the bottom: the position as he had it. */
  adj_board_set_flipped (ADJ_BOARD (adw_bin_get_child (self->board_bin)), sealer == CHESS_BLACK);
  g_autofree char *to_move = NULL;
  if (sealer >= 0 && number > 0)
    to_move = g_strdup_printf (sealer == CHESS_WHITE ? _("White (%s) seals move %d") : _("Black (%s) seals move %d"),
                               name, number);
  else if (sealer >= 0)
    to_move = g_strdup_printf (sealer == CHESS_WHITE ? _("White (%s) seals the move") : _("Black (%s) seals the move"),
                               name);
  add_row (self->position_list, _("Sealer"), to_move ? to_move : _("Not written on the envelope"));

  /* Envelope */
  clear_list (self->envelope_list);
  gint64 used_white = env ? adj_envelope_get_time_used (env, CHESS_WHITE) : -1;
  gint64 used_black = env ? adj_envelope_get_time_used (env, CHESS_BLACK) : -1;
  g_autofree char *white_time = format_time_used (used_white);
  g_autofree char *black_time = format_time_used (used_black);
  g_autofree char *times = read_error ? g_strdup (read_error->message)
                           : used_white < 0 && used_black < 0 ? g_strdup (_("Not recorded"))
                           : g_strdup_printf (_("White %s · Black %s"), white_time, black_time);
  add_row (self->envelope_list, _("Time used"), times);
  g_autofree char *control = adj_archive_describe_time_control (env ? adj_envelope_get_time_control (env) : NULL);
  add_row (self->envelope_list, _("Time control"), control);
  g_autofree char *adjourned = format_instant (info->adjourned_at);
  add_row (self->envelope_list, _("Adjourned"), adjourned ? adjourned : _("Not written on the envelope"));
  g_autofree char *kind = info->kind == ADJ_ENVELOPE_DIGITAL
                          ? g_strdup_printf (_("Digital, seal code %s"), info->seal_code)
                          : g_strdup (_("Paper: the move is written on the sheet inside"));
  add_row (self->envelope_list, _("Sealed move"), kind);
  g_autofree char *rules = adj_archive_describe_rules (info->rules, info->adjourned_at);
  add_row (self->envelope_list, _("Rules"), rules);
  /* The event's word on engines, asked of the envelope: what the analysis
   * panes obey. */
  if (env)
    add_row (self->envelope_list, _("Engine analysis"),
             adj_envelope_allows_engine_analysis (env) ? _("Allowed") : _("Not allowed by the event"));
  if (rows->len > 1)
    {
      g_autofree char *session = g_strdup_printf (_("%d of %u"), info->session, rows->len);
      add_row (self->envelope_list, _("Session"), session);
    }
  if (*info->opened_at)
    {
      g_autofree char *opened = format_instant (info->opened_at);
      add_row (self->envelope_list, C_("opening date", "Opened"), opened);
    }

  /* Resumption */
  clear_list (self->resumption_list);
  g_autofree char *resumption = format_instant (info->resumption_at);
  add_row (self->resumption_list, _("Date and time"), resumption ? resumption : _("Not set"));
  add_row (self->resumption_list, _("Place"), *info->resumption_place ? info->resumption_place : _("Not set"));

  /* History: every session's custody entries, and the event's chain verified */
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < rows->len; i++)
    g_array_append_val (ids, ((const AdjArchiveRow *) g_ptr_array_index (rows, i))->info->id);
  adj_custody_timeline_show (self->timeline, self->store, info->event, (const gint64 *) ids->data, ids->len);

  gtk_stack_set_visible_child_name (self->detail_stack, "detail");
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->detail_scroller)), 0);
}

static void
update_panes (AdjArchiveView *self)
{
  gboolean detail = self->narrow && self->showing_detail;
  gboolean alone = self->narrow || self->no_results;
  gtk_widget_set_visible (GTK_WIDGET (self->list_stack), !detail);
  gtk_widget_set_visible (self->separator, !alone);
  gtk_widget_set_visible (GTK_WIDGET (self->detail_stack), detail || !alone);
  gtk_widget_set_visible (self->back_button, detail);
  gtk_widget_set_hexpand (GTK_WIDGET (self->list_stack), alone);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "archive.back", detail);
}

int
adj_archive_board_size (int column_width, int view_height)
{
  /* Unknown yet: a board that reads before the first allocation. */
  if (column_width <= 0 || view_height <= 0)
    return ADJ_ARCHIVE_BOARD_MIN;
  /* Three fifths of the view's height leave the position's rows and the
   * envelope's in view under it. */
  int size = MIN (column_width, view_height * 3 / 5);
  return MAX (size - size % 8, ADJ_ARCHIVE_BOARD_MIN);
}

static gboolean
fit_board (gpointer data)
{
  AdjArchiveView *self = data;
  GtkWidget *column = gtk_widget_get_parent (GTK_WIDGET (self->board_bin));
  GtkWidget *board = adw_bin_get_child (self->board_bin);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->detail_scroller));

  self->board_size_id = 0;
  int size = adj_archive_board_size (gtk_widget_get_width (column), (int) gtk_adjustment_get_page_size (v));
  int width, height;
  gtk_widget_get_size_request (board, &width, &height);
  /* Only the height is asked for: a width asked for would hold the column,
   * and so the window, as wide as the board was in a wider window. The
   * board draws its square in the width it gets, centred. */
  if (size != height)
    gtk_widget_set_size_request (board, -1, size);
  return G_SOURCE_REMOVE;
}

/* The details' view changed size: the board follows, after the layout. */
static void
details_resized (AdjArchiveView *self)
{
  if (!self->board_size_id)
    self->board_size_id = g_idle_add (fit_board, self);
}

static void
selection_changed (AdjArchiveView *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (self->selection);
  if (!row)
    return; /* filtered away: the details stay until another choice */
  AdjArchiveItem *item = gtk_tree_list_row_get_item (row);
  if (adj_archive_item_get_kind (item) != ADJ_ARCHIVE_ITEM_GAME)
    return;
  show_game (self, item);
  if (!self->selecting && self->narrow)
    {
      self->showing_detail = TRUE;
      update_panes (self);
    }
}

static void
row_activated (AdjArchiveView *self, guint position)
{
  g_autoptr(GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (self->tree), position);
  if (!row)
    return;
  if (gtk_tree_list_row_is_expandable (row))
    gtk_tree_list_row_set_expanded (row, !gtk_tree_list_row_get_expanded (row));
  else if (self->narrow)
    {
      self->showing_detail = TRUE;
      update_panes (self);
    }
}

/* The position of GAME's row in the list, or GTK_INVALID_LIST_POSITION; with
 * GAME NULL, the first game's. */
static guint
find_game_row (AdjArchiveView *self, AdjArchiveItem *game)
{
  GListModel *rows = G_LIST_MODEL (self->tree);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      AdjArchiveItem *item = gtk_tree_list_row_get_item (row);
      if (game ? item == game : adj_archive_item_get_kind (item) == ADJ_ARCHIVE_ITEM_GAME)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* After a search the details follow the list: the same game if it is still
 * there, else (side by side) the first game found, else nothing. */
static gboolean
follow_list (gpointer data)
{
  AdjArchiveView *self = data;

  self->follow_id = 0;
  guint position = self->shown ? find_game_row (self, self->shown) : GTK_INVALID_LIST_POSITION;
  if (position == GTK_INVALID_LIST_POSITION && self->shown && !self->narrow)
    position = find_game_row (self, NULL);
  if (position == GTK_INVALID_LIST_POSITION)
    {
      if (self->shown && !self->showing_detail)
        show_game (self, NULL);
      return G_SOURCE_REMOVE;
    }
  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->selecting = FALSE;
  return G_SOURCE_REMOVE;
}

static void
tree_changed (AdjArchiveView *self)
{
  if (!self->follow_id)
    self->follow_id = g_idle_add (follow_list, self);

  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->tree)) == 0
                   && self->model && adj_archive_model_get_n_games (self->model) > 0;
  gtk_stack_set_visible_child_name (self->list_stack, empty ? "no-results" : "list");
  if (empty != self->no_results)
    {
      self->no_results = empty;
      update_panes (self);
    }
}

static void
back_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  AdjArchiveView *self = ADJ_ARCHIVE_VIEW (widget);
  self->showing_detail = FALSE;
  update_panes (self);
}

/* ---- API -------------------------------------------------------------------- */

GtkWidget *
adj_archive_view_new (void)
{
  return g_object_new (ADJ_TYPE_ARCHIVE_VIEW, NULL);
}

void
adj_archive_view_set_model (AdjArchiveView *self, AdjArchiveModel *model, AdjStore *store)
{
  g_return_if_fail (ADJ_IS_ARCHIVE_VIEW (self));
  g_return_if_fail (ADJ_IS_ARCHIVE_MODEL (model));
  g_return_if_fail (store == NULL || ADJ_IS_STORE (store));

  g_set_object (&self->store, store);
  if (self->model == model)
    return;
  g_set_object (&self->model, model);
  GtkTreeListModel *tree = gtk_tree_list_model_new (g_object_ref (adj_archive_model_get_events (model)),
                                                    FALSE, TRUE, tree_children, NULL, NULL);
  g_clear_object (&self->tree);
  self->tree = g_object_ref (tree);
  GtkSingleSelection *selection = gtk_single_selection_new (G_LIST_MODEL (tree));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_single_selection_set_can_unselect (selection, TRUE);
  gtk_single_selection_set_selected (selection, GTK_INVALID_LIST_POSITION);
  g_clear_object (&self->selection);
  self->selection = g_object_ref (selection);
  g_signal_connect_object (selection, "notify::selected-item", G_CALLBACK (selection_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tree, "items-changed", G_CALLBACK (tree_changed), self, G_CONNECT_SWAPPED);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  tree_changed (self);
  show_game (self, NULL);
}

void
adj_archive_view_set_narrow (AdjArchiveView *self, gboolean narrow)
{
  g_return_if_fail (ADJ_IS_ARCHIVE_VIEW (self));

  narrow = !!narrow;
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  /* Going narrow keeps what was looked at: the details if a game is shown. */
  self->showing_detail = narrow && self->shown != NULL && self->showing_detail;
  /* At phone width the envelope's buttons stack: side by side they would
   * hold the window wider than the screen. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->envelope_buttons),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_halign (GTK_WIDGET (self->envelope_buttons), narrow ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  update_panes (self);
}

gboolean
adj_archive_view_get_narrow (AdjArchiveView *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_VIEW (self), FALSE);
  return self->narrow;
}

gboolean
adj_archive_view_get_showing_detail (AdjArchiveView *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_VIEW (self), FALSE);
  return self->narrow ? self->showing_detail : self->shown != NULL;
}

gboolean
adj_archive_view_select_envelope (AdjArchiveView *self, gint64 envelope_id)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_VIEW (self), FALSE);

  if (!self->tree)
    return FALSE;
  AdjArchiveItem *game = adj_archive_model_find_game (self->model, envelope_id);
  guint position = game ? find_game_row (self, game) : GTK_INVALID_LIST_POSITION;
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->selecting = FALSE;
  show_game (self, game);
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
  return TRUE;
}

AdjArchiveItem *
adj_archive_view_get_shown_game (AdjArchiveView *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_VIEW (self), NULL);
  return self->shown;
}

/* ---- class -------------------------------------------------------------- */

static void
adj_archive_view_dispose (GObject *object)
{
  AdjArchiveView *self = ADJ_ARCHIVE_VIEW (object);

  g_clear_handle_id (&self->follow_id, g_source_remove);
  g_clear_handle_id (&self->board_size_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_ARCHIVE_VIEW);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree);
  g_clear_object (&self->model);
  g_clear_object (&self->store);
  g_clear_object (&self->shown);
  g_clear_object (&self->board_model);

  G_OBJECT_CLASS (adj_archive_view_parent_class)->dispose (object);
}

static void
adj_archive_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AdjArchiveView *self = ADJ_ARCHIVE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOWN_GAME:
      g_value_set_object (value, self->shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_archive_view_class_init (AdjArchiveViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_archive_view_dispose;
  object_class->get_property = adj_archive_view_get_property;

  /* The window's actions on the shown game follow it. */
  properties[PROP_SHOWN_GAME] =
    g_param_spec_object ("shown-game", NULL, NULL, ADJ_TYPE_ARCHIVE_ITEM,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (ADJ_TYPE_CUSTODY_TIMELINE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/archive/adj-archive-view.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, panes);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, list_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, list_view);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, separator);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, detail_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, detail_scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, back_button);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, state_label);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, title_label);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, lost_button);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, board_bin);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, position_list);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, envelope_list);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, resumption_list);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, timeline);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, open_button);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, correct_button);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, adjourn_again_button);
  gtk_widget_class_bind_template_child (widget_class, AdjArchiveView, envelope_buttons);

  gtk_widget_class_install_action (widget_class, "archive.back", NULL, back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "archive.back", NULL);
}

static void
adj_archive_view_init (AdjArchiveView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  g_signal_connect_object (self->list_view, "activate", G_CALLBACK (row_activated), self, G_CONNECT_SWAPPED);

  /* The adjourned position, to look at only, as large as the details'
   * column and the window allow. */
  self->board_model = adj_board_model_new ();
  GtkWidget *board = adj_board_new (self->board_model);
  adj_board_set_mode (ADJ_BOARD (board), ADJ_BOARD_MODE_VIEW);
  gtk_widget_set_size_request (board, -1, adj_archive_board_size (0, 0));
  gtk_widget_set_hexpand (board, FALSE);
  adw_bin_set_child (self->board_bin, board);
  GtkScrolledWindow *details = GTK_SCROLLED_WINDOW (self->detail_scroller);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (details), "changed",
                           G_CALLBACK (details_resized), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (details), "changed",
                           G_CALLBACK (details_resized), self, G_CONNECT_SWAPPED);
  update_panes (self);
}
