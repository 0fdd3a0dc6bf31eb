/* adj-window.c — the main window: header bar, primary menu, the archive and
 * schedule pages, and the empty and error states
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-window"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-lost-assistant.h"
#include "adj-open-assistant.h"
#include "adj-seal-assistant.h"
#include "adj-window.h"

#include <stdlib.h>
#include <string.h>

#include "adj-archive-view.h"
#include "adj-envelope-face.h"
#include "adj-file-dialog.h"
#include "chess-pgn.h"
#include "adj-sample-event.h"
#include "adj-schedule-view.h"
#include "adj-store-archive.h"

/* Below this width the archive shows its list or its details, not both. */
#define NARROW_WIDTH 720

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  AdjStore             *store;
  AdjArchiveModel      *archive;
  gint64                stamp;      /* the store's stamp when the archive was read */
  guint                 load_id;    /* the first load, after the window is shown */
  gboolean              loaded;
  gboolean              search_mode;
  gboolean              narrow;
  gboolean              schedule_dirty; /* built when its page is first shown */

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkSearchBar         *search_bar;
  GtkSearchEntry       *search_entry;
  GtkStack             *stack;
  AdwViewStack         *view_stack;
  AdwBin               *archive_page;
  AdwBin               *schedule_page;
  AdwStatusPage        *empty_page;
  AdwStatusPage        *error_page;

  /* Built when first shown (adj_window_archive_view, _schedule_view):
   * owned by their pages above. */
  AdjArchiveView       *archive_view;
  AdjScheduleView      *schedule_view;
};

G_DEFINE_FINAL_TYPE (AdjWindow, adj_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SEARCH_MODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
adj_window_restored_size (int  saved_width,
                          int  saved_height,
                          int *width,
                          int *height)
{
  g_return_if_fail (width != NULL && height != NULL);

  /* A size of zero or less means nothing was saved (or it was damaged):
   * start from the default rather than from a sliver. */
  *width = saved_width > 0 ? MAX (saved_width, ADJ_WINDOW_MIN_WIDTH) : ADJ_WINDOW_DEFAULT_WIDTH;
  *height = saved_height > 0 ? MAX (saved_height, ADJ_WINDOW_MIN_HEIGHT) : ADJ_WINDOW_DEFAULT_HEIGHT;
}

static const AdjEnvelopeInfo *adj_window_shown_envelope  (AdjWindow *self);
static gboolean               adj_window_shown_has_record (AdjWindow *self);

/* Every action's enabled state is decided here, from the window's state. */
static void
adj_window_update_actions (AdjWindow *self)
{
  gboolean has_games = self->archive && adj_archive_model_get_n_games (self->archive) > 0;
  gboolean shown = self->store != NULL && adj_window_shown_envelope (self) != NULL;

  /* Sealing needs nothing selected: a new envelope can always be started. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-envelope", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.open-sample", self->store != NULL);
  /* Searching an empty archive (or none) could only ever find nothing. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.search", has_games);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.import-envelope", self->store != NULL);
  /* What is exported or printed is the shown game's latest envelope. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-envelope", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-envelope", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-face", shown);
  /* A sealed envelope not found at the resumption is declared lost. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.envelope-lost",
                                 shown && adj_lost_assistant_can_start (adj_window_shown_envelope (self)));
  /* Opening: a sealed envelope without a final outcome. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.open-envelope",
                                 shown && adj_open_assistant_can_open (adj_window_shown_envelope (self)));
  /* Correcting: a final outcome is put right by a new one, never edited. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct-outcome",
                                 shown && adj_open_assistant_can_correct (adj_window_shown_envelope (self)));
  /* Adjourning again: a game resumed from its envelope and still going. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.adjourn-again",
                                 shown && adj_archive_can_adjourn_again (adj_window_shown_envelope (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-game",
                                 shown && adj_window_shown_has_record (self));
  /* Typing starts a search only where there is something to find. */
  gtk_search_bar_set_key_capture_widget (self->search_bar, has_games ? GTK_WIDGET (self) : NULL);
}

/* The switcher belongs to the archive's pages: none over the empty state. */
static void
adj_window_update_switcher (AdjWindow *self)
{
  gboolean archive = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "archive") == 0;

  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, archive);
  adw_view_switcher_bar_set_reveal (self->switcher_bar,
                                    archive && adw_view_switcher_title_get_title_visible (self->switcher_title));
}

static void adj_window_show_envelope (AdjWindow *self, gint64 id);

/* The archive's list and details, built when first needed: the first
 * window over an empty archive (a new user's) never pays for them. */
static AdjArchiveView *
adj_window_archive_view (AdjWindow *self)
{
  if (self->archive_view != NULL)
    return self->archive_view;
  self->archive_view = ADJ_ARCHIVE_VIEW (adj_archive_view_new ());
  gtk_widget_set_name (GTK_WIDGET (self->archive_view), "archive_view");
  adj_archive_view_set_narrow (self->archive_view, self->narrow);
  if (self->store)
    adj_archive_view_set_model (self->archive_view, self->archive, self->store);
  g_signal_connect_object (self->archive_view, "notify::shown-game",
                           G_CALLBACK (adj_window_update_actions), self, G_CONNECT_SWAPPED);
  adw_bin_set_child (self->archive_page, GTK_WIDGET (self->archive_view));
  return self->archive_view;
}

/* The schedule, likewise built when its page is first shown. */
static AdjScheduleView *
adj_window_schedule_view (AdjWindow *self)
{
  if (self->schedule_view != NULL)
    return self->schedule_view;
  self->schedule_view = ADJ_SCHEDULE_VIEW (adj_schedule_view_new ());
  gtk_widget_set_name (GTK_WIDGET (self->schedule_view), "schedule_view");
  g_signal_connect_object (self->schedule_view, "game-activated",
                           G_CALLBACK (adj_window_show_envelope), self, G_CONNECT_SWAPPED);
  adw_bin_set_child (self->schedule_page, GTK_WIDGET (self->schedule_view));
  return self->schedule_view;
}

static void
adj_window_show_page (AdjWindow *self, const char *name)
{
  if (g_strcmp0 (name, "archive") == 0)
    adj_window_archive_view (self);
  /* Set only when shown: a hidden status page still loads its icon, and
   * this one at 128 px exists only as SVG (librsvg, for a page rarely seen). */
  if (g_strcmp0 (name, "error") == 0)
    adw_status_page_set_icon_name (self->error_page, "dialog-error-symbolic");
  gtk_stack_set_visible_child_name (self->stack, name);
  adj_window_update_switcher (self);
}

/* The schedule of a big archive costs as much as its list: it is built only
 * when its page is on screen. */
static void
adj_window_update_schedule (AdjWindow *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "schedule") != 0)
    return;
  adj_window_schedule_view (self);
  if (!self->schedule_dirty)
    return;
  self->schedule_dirty = FALSE;
  adj_schedule_view_update (self->schedule_view, self->archive, NULL);
}

/* Read the whole archive again (one query) and show it, or the empty state. */
static void
adj_window_load_archive (AdjWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_assert (self->store != NULL);
  self->stamp = adj_store_archive_stamp (self->store);
  if (!adj_archive_model_load (self->archive, self->store, &error))
    {
      adw_status_page_set_description (self->error_page, error->message);
      adj_window_show_page (self, "error");
      adj_window_update_actions (self);
      return;
    }
  self->loaded = TRUE;
  self->schedule_dirty = TRUE;
  adj_window_update_schedule (self);
  if (adj_archive_model_get_n_games (self->archive) == 0)
    {
      g_object_set (self, "search-mode", FALSE, NULL);
      adj_window_show_page (self, "empty");
    }
  else
    adj_window_show_page (self, "archive");
  adj_window_update_actions (self);
}

void
adj_window_reload_archive (AdjWindow *self)
{
  g_return_if_fail (ADJ_IS_WINDOW (self));

  if (!self->store)
    return;
  g_clear_handle_id (&self->load_id, g_source_remove);
  adj_window_load_archive (self);
}

static gboolean
adj_window_first_load (gpointer data)
{
  AdjWindow *self = data;

  self->load_id = 0;
  adj_window_load_archive (self);
  return G_SOURCE_REMOVE;
}

/* Coming back to the window (from a dialog, or from the command line
 * writing to the same file): read again only when something changed. */
static void
adj_window_is_active_changed (AdjWindow *self)
{
  if (!gtk_window_is_active (GTK_WINDOW (self)) || !self->store || !self->loaded)
    return;
  if (adj_store_archive_stamp (self->store) != self->stamp)
    adj_window_load_archive (self);
}

static void
adj_window_search_changed (AdjWindow *self)
{
  adj_archive_model_set_filter (self->archive, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  self->schedule_dirty = TRUE;
  adj_window_update_schedule (self);
}

static void
adj_window_open_sample_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gint64 id = 0;

  g_return_if_fail (self->store != NULL);
  if (!adj_sample_event_import (self->store, &id, &error))
    {
      /* Nothing was half-imported: say why where the button was. */
      adw_status_page_set_description (self->empty_page, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  adj_window_reload_archive (self);
  adw_view_stack_set_visible_child_name (self->view_stack, "archive");
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
}

/* ---- Files: import and export ------------------------------------------- */

static void
adj_window_toast (AdjWindow *self, const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A failure stays on screen until read: a dialog naming the file and the
 * problem, rather than a toast that goes by itself. */
static void
adj_window_alert (AdjWindow *self, const char *heading, const char *body)
{
  adj_compat_present (adj_compat_alert_new (heading, body), GTK_WIDGET (self));
}

static void
adj_window_alert_file (AdjWindow *self, const char *heading, GFile *file, const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *display = g_filename_display_name (name);
  /* Translators: a file name, then why it could not be used. */
  g_autofree char *body = g_strdup_printf (_("“%s”: %s"), display, error->message);

  adj_window_alert (self, heading, body);
}

/* The latest envelope of the shown game, or NULL. */
static const AdjEnvelopeInfo *
adj_window_shown_envelope (AdjWindow *self)
{
  AdjArchiveItem *game = self->archive_view ? adj_archive_view_get_shown_game (self->archive_view) : NULL;
  const AdjArchiveRow *row = game ? adj_archive_item_get_row (game) : NULL;

  return row ? row->info : NULL;
}

/* The shown envelope, when there is one to read from the store. */
static const AdjEnvelopeInfo *
adj_window_shown_stored (AdjWindow *self, GError **error)
{
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);

  if (!self->store || !info)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No game is selected."));
      return NULL;
    }
  return info;
}

/* The shown envelope's document, as the store exports it (a sealed
 * envelope's sealed_move is null there). */
static char *
adj_window_shown_document (AdjWindow *self, GError **error)
{
  const AdjEnvelopeInfo *info = adj_window_shown_stored (self, error);

  return info ? adj_store_export_envelope (self->store, info->id, error) : NULL;
}

/* The shown envelope as the store reads it (a sealed one holds no move). */
static AdjEnvelope *
adj_window_shown_value (AdjWindow *self, GError **error)
{
  const AdjEnvelopeInfo *info = adj_window_shown_stored (self, error);

  return info ? adj_store_read_envelope (self->store, info->id, error) : NULL;
}

static gboolean
adj_window_shown_has_record (AdjWindow *self)
{
  g_autoptr(AdjEnvelope) env = NULL;

  if (!self->store || !adj_window_shown_envelope (self))
    return FALSE;
  env = adj_window_shown_value (self, NULL);
  return env != NULL && adj_envelope_has_game_record (env);
}

gboolean
adj_window_import_envelope_file (AdjWindow  *self,
                                 GFile      *file,
                                 GError    **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  gint64 id = 0;

  g_return_val_if_fail (ADJ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!self->store)
    g_set_error_literal (&local, ADJ_STORE_ERROR, ADJ_STORE_ERROR_OPEN, _("The archive is not open."));
  else if (g_file_load_contents (file, NULL, &data, &length, NULL, &local))
    adj_store_import_envelope (self->store, data, (gssize) length, NULL, &id, &local);
  if (local)
    {
      adj_window_alert_file (self, _("Cannot Import Envelope"), file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  adj_window_reload_archive (self);
  adw_view_stack_set_visible_child_name (self->view_stack, "archive");
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
  adj_window_toast (self, _("Envelope imported"));
  return TRUE;
}

/* Write LENGTH bytes of DATA to FILE, replacing it; the dialog asked. */
static gboolean
adj_window_write_file (GFile *file, const char *data, gsize length, GError **error)
{
  return g_file_replace_contents (file, data, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

static gboolean
adj_window_export_done (AdjWindow *self, GFile *file, const char *heading, GError *local, GError **error)
{
  g_autofree char *name = NULL;
  g_autofree char *display = NULL;
  g_autofree char *title = NULL;

  if (local)
    {
      adj_window_alert_file (self, heading, file, local);
      g_propagate_error (error, local);
      return FALSE;
    }
  name = g_file_get_basename (file);
  display = g_filename_display_name (name);
  /* Translators: a file name. */
  title = g_strdup_printf (_("Saved as “%s”"), display);
  adj_window_toast (self, title);
  return TRUE;
}

gboolean
adj_window_export_envelope_file (AdjWindow  *self,
                                 GFile      *file,
                                 GError    **error)
{
  GError *local = NULL;
  g_autofree char *document = NULL;

  g_return_val_if_fail (ADJ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = adj_window_shown_document (self, &local);
  if (document)
    adj_window_write_file (file, document, strlen (document), &local);
  return adj_window_export_done (self, file, _("Cannot Export Envelope"), local, error);
}

gboolean
adj_window_export_game_file (AdjWindow  *self,
                             GFile      *file,
                             GError    **error)
{
  GError *local = NULL;
  g_autoptr(AdjEnvelope) env = NULL;
  g_autofree char *pgn = NULL;

  g_return_val_if_fail (ADJ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  env = adj_window_shown_value (self, &local);
  if (env)
    pgn = adj_window_envelope_pgn (env, &local);
  if (pgn)
    adj_window_write_file (file, pgn, strlen (pgn), &local);
  return adj_window_export_done (self, file, _("Cannot Export Game"), local, error);
}

/* The shown game's envelope and what is printed with it (its seal code,
 * the custody head now), to draw. */
static AdjEnvelope *
adj_window_shown_face (AdjWindow *self, AdjEnvelopeFaceMarks **marks, GError **error)
{
  g_autoptr(AdjEnvelope) env = adj_window_shown_value (self, error);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);

  if (env)
    *marks = adj_envelope_face_marks_new (self->store, info->id, error);
  return *marks ? g_steal_pointer (&env) : NULL;
}

gboolean
adj_window_export_face_file (AdjWindow  *self,
                             GFile      *file,
                             GError    **error)
{
  GError *local = NULL;
  g_autoptr(AdjEnvelopeFaceMarks) marks = NULL;
  g_autoptr(AdjEnvelope) env = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (ADJ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  env = adj_window_shown_face (self, &marks, &local);
  paper = g_settings_get_string (self->settings, "envelope-paper");
  path = g_file_get_path (file);
  if (env && path)
    adj_envelope_face_write_pdf (env, marks, paper, path, &local);
  else if (env)
    {
      /* A file without a local path (a remote folder): written here
       * first, then copied there. */
      g_autoptr(GFileIOStream) stream = NULL;
      g_autoptr(GFile) tmp = g_file_new_tmp (NULL, &stream, &local);

      if (tmp)
        {
          g_autofree char *tmp_path = g_file_get_path (tmp);

          if (adj_envelope_face_write_pdf (env, marks, paper, tmp_path, &local))
            g_file_copy (tmp, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &local);
          g_file_delete (tmp, NULL, NULL);
        }
    }
  return adj_window_export_done (self, file, _("Cannot Export Envelope Face"), local, error);
}

char *
adj_window_envelope_pgn (AdjEnvelope *env,
                         GError     **error)
{
  g_autoptr(GDateTime) adjourned = NULL;
  ChessGame game;
  char *text;

  g_return_val_if_fail (ADJ_IS_ENVELOPE (env), NULL);

  chess_game_init (&game);
  if (!adj_envelope_load_game (env, &game, error))
    {
      chess_game_clear (&game);
      return NULL;
    }
  /* The Seven Tag Roster first (the writer orders it), "?" where unknown. */
  chess_game_set_tag (&game, "Event", "?");
  chess_game_set_tag (&game, "Site", "?");
  adjourned = adj_envelope_get_moment (env, ADJ_ENVELOPE_ADJOURNED_AT);
  if (adjourned)
    {
      g_autofree char *date = g_date_time_format (adjourned, "%Y.%m.%d");
      chess_game_set_tag (&game, "Date", date);
    }
  else
    chess_game_set_tag (&game, "Date", "????.??.??");
  chess_game_set_tag (&game, "Round", "?");
  chess_game_set_tag (&game, "White", "?");
  chess_game_set_tag (&game, "Black", "?");
  const struct { const char *tag; const char *value; } tags[] = {
    { "Event", adj_envelope_get_event (env) },
    { "Round", adj_envelope_get_round (env) },
    { "White", adj_envelope_get_player (env, CHESS_WHITE) },
    { "Black", adj_envelope_get_player (env, CHESS_BLACK) },
    { "Board", adj_envelope_get_board (env) },
    { "TimeControl", adj_envelope_get_time_control (env) },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (tags); i++)
    if (tags[i].value && *tags[i].value)
      chess_game_set_tag (&game, tags[i].tag, tags[i].value);
  /* The game stops where it was adjourned: its result is not known, and
   * the sealed move (sealed or opened) is left to the envelope. */
  chess_game_set_tag (&game, "Result", "*");
  game.result = CHESS_RESULT_NONE;
  text = chess_pgn_write (&game, NULL);
  chess_game_clear (&game);
  if (!text)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("Out of memory"));
      return NULL;
    }
  /* malloc'd by the rules engine: handed on in GLib's memory. */
  char *pgn = g_strdup (text);
  free (text);
  return pgn;
}

/* ---- Files: the dialogs -------------------------------------------------- */

typedef gboolean (*AdjWindowFileFunc) (AdjWindow *self, GFile *file, GError **error);

typedef struct {
  AdjWindow         *window;
  AdjWindowFileFunc  func;
  const char        *heading;
} AdjWindowChoice;

static void
adj_window_file_chosen (GFile *file, const GError *error, gpointer data)
{
  AdjWindowChoice *choice = data;

  if (file)
    choice->func (choice->window, file, NULL);
  else if (error)
    adj_window_alert (choice->window, choice->heading, error->message);
  g_object_unref (choice->window);
  g_free (choice);
}

static AdjWindowChoice *
adj_window_choice_new (AdjWindow *self, AdjWindowFileFunc func, const char *heading)
{
  AdjWindowChoice *choice = g_new0 (AdjWindowChoice, 1);

  choice->window = g_object_ref (self);
  choice->func = func;
  choice->heading = heading;
  return choice;
}

static void
adj_window_import_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  adj_file_dialog_open (GTK_WINDOW (widget), ADJ_FILE_KIND_ENVELOPE, adj_window_file_chosen,
                        adj_window_choice_new (ADJ_WINDOW (widget), adj_window_import_envelope_file,
                                               _("Cannot Import Envelope")));
}

/* Ask where to write the shown envelope's file of KIND, then FUNC. */
static void
adj_window_save_as (AdjWindow *self, AdjFileKind kind, AdjWindowFileFunc func, const char *heading)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *document = adj_window_shown_document (self, &error);
  g_autoptr(AdjEnvelope) env = document ? adj_envelope_new_from_data (document, -1, &error) : NULL;
  g_autofree char *name = NULL;

  if (!env)
    {
      adj_window_alert (self, heading, error->message);
      return;
    }
  name = adj_file_dialog_envelope_name (kind, env);
  adj_file_dialog_save (GTK_WINDOW (self), kind, name, adj_window_file_chosen,
                        adj_window_choice_new (self, func, heading));
}

static void
adj_window_export_envelope_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  adj_window_save_as (ADJ_WINDOW (widget), ADJ_FILE_KIND_ENVELOPE, adj_window_export_envelope_file,
                      _("Cannot Export Envelope"));
}

static void
adj_window_export_game_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  adj_window_save_as (ADJ_WINDOW (widget), ADJ_FILE_KIND_PGN, adj_window_export_game_file,
                      _("Cannot Export Game"));
}

static void
adj_window_export_face_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  adj_window_save_as (ADJ_WINDOW (widget), ADJ_FILE_KIND_PDF, adj_window_export_face_file,
                      _("Cannot Export Envelope Face"));
}

static void
adj_window_print_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjEnvelope) env = NULL;
  g_autofree char *paper = g_settings_get_string (self->settings, "envelope-paper");
  g_autoptr(AdjEnvelopeFaceMarks) marks = NULL;

  env = adj_window_shown_face (self, &marks, &error);
  if (!env)
    {
      adj_window_alert (self, _("Cannot Print Envelope"), error->message);
      return;
    }
  adj_envelope_face_print (GTK_WINDOW (self), env, marks, paper);
}

static void
adj_window_set_narrow (AdjWindow *self, gboolean narrow)
{
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  if (self->archive_view)
    adj_archive_view_set_narrow (self->archive_view, narrow);
  /* A phone-wide header has room for its buttons, not for the name too. */
  adw_view_switcher_title_set_title (self->switcher_title, narrow ? "" : _("Adjourn"));
  /* Strict centring reserves the wider side's width on both sides: more
   * than a phone has. */
  adw_header_bar_set_centering_policy (self->header_bar,
                                       narrow ? ADW_CENTERING_POLICY_LOOSE : ADW_CENTERING_POLICY_STRICT);
}

static void
adj_window_width_changed (AdjWindow *self)
{
  int width = 0;
  int height = 0;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0)
    adj_window_set_narrow (self, width < NARROW_WIDTH);
}

/* A resumption clicked in the schedule: its game in the archive, selected
 * whatever was being searched for. */
static void
adj_window_show_envelope (AdjWindow *self, gint64 id)
{
  adw_view_stack_set_visible_child_name (self->view_stack, "archive");
  if (!adj_archive_view_select_envelope (adj_window_archive_view (self), id))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      adj_window_search_changed (self);
      adj_archive_view_select_envelope (adj_window_archive_view (self), id);
    }
}

/* The walkthrough closed: the archive (read again when it sealed) shows
 * what it stored, selected, whatever was being searched. */
static void
adj_window_assistant_unmapped (AdjSealAssistant *assistant,
                               AdjWindow        *self)
{
  gint64 id = adj_seal_assistant_get_envelope_id (assistant);

  if (id <= 0 || !self->store)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  adw_view_stack_set_visible_child_name (self->view_stack, "archive");
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
}

static void
adj_window_new_envelope_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  AdjApplication *application = ADJ_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  AdjStore *store = application ? adj_application_get_store (application, NULL) : NULL;
  AdjSealAssistant *assistant = adj_seal_assistant_new (GTK_WINDOW (self), store);

  /* A sealed envelope shows in the archive at once. */
  g_signal_connect_object (assistant, "sealed", G_CALLBACK (adj_window_reload_archive), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "unmap", G_CALLBACK (adj_window_assistant_unmapped), self, 0);
  gtk_window_present (GTK_WINDOW (assistant));
}

/* A game adjourned again at the end of its resumption session: the
 * sealing walkthrough for the next envelope, continuing the shown one. */
static void
adj_window_adjourn_again_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;

  if (!self->store || !adj_archive_can_adjourn_again (info))
    return;
  g_autoptr(AdjEnvelope) previous = adj_store_read_envelope (self->store, info->id, &error);
  if (!previous)
    {
      adj_window_alert (self, _("Cannot Adjourn the Game Again"), error->message);
      return;
    }
  AdjSealAssistant *assistant = adj_seal_assistant_new (GTK_WINDOW (self), self->store);
  adj_seal_assistant_continue (assistant, previous);
  g_signal_connect_object (assistant, "sealed", G_CALLBACK (adj_window_reload_archive), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "unmap", G_CALLBACK (adj_window_assistant_unmapped), self, 0);
  gtk_window_present (GTK_WINDOW (assistant));
}

/* The resumption recorded: the archive shows the game's new state. */
static void
adj_window_resumption_recorded (AdjWindow *self, gint64 id)
{
  adj_window_reload_archive (self);
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
}

/* The resumption desk for the shown envelope: opening it, or (CORRECTING)
 * correcting its final outcome with a new one, the facts entered again
 * and the reason asked. */
static void
adj_window_present_desk (AdjWindow *self, gboolean correcting)
{
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;

  if (!self->store || !(correcting ? adj_open_assistant_can_correct (info) : adj_open_assistant_can_open (info)))
    return;
  AdjOpenAssistant *assistant = correcting
                                ? adj_open_assistant_new_correction (GTK_WINDOW (self), self->store, info->id, &error)
                                : adj_open_assistant_new (GTK_WINDOW (self), self->store, info->id, &error);
  if (!assistant)
    {
      adj_window_alert (self, correcting ? _("Cannot Correct the Outcome") : _("Cannot Open the Envelope"),
                        error->message);
      return;
    }
  g_signal_connect_object (assistant, "recorded", G_CALLBACK (adj_window_resumption_recorded), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (assistant));
}

static void
adj_window_open_envelope_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  adj_window_present_desk (ADJ_WINDOW (widget), FALSE);
}

static void
adj_window_correct_outcome_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  adj_window_present_desk (ADJ_WINDOW (widget), TRUE);
}

/* A lost envelope: the scoresheets compared and settled, or the game annulled. */
static void
adj_window_envelope_lost_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  AdjWindow *self = ADJ_WINDOW (widget);
  const AdjEnvelopeInfo *info = adj_window_shown_envelope (self);
  g_autoptr(GError) error = NULL;

  if (!self->store || !adj_lost_assistant_can_start (info))
    return;
  AdjLostAssistant *assistant = adj_lost_assistant_new (GTK_WINDOW (self), self->store, info->id, &error);
  if (!assistant)
    {
      adj_window_alert (self, _("Cannot Read the Envelope"), error->message);
      return;
    }
  g_signal_connect_object (assistant, "recorded", G_CALLBACK (adj_window_resumption_recorded), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (assistant));
}

static void
adj_window_save_state (AdjWindow *self)
{
  int width;
  int height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static void
adj_window_restore_state (AdjWindow *self)
{
  int width;
  int height;

  adj_window_restored_size (g_settings_get_int (self->settings, "window-width"),
                            g_settings_get_int (self->settings, "window-height"),
                            &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
adj_window_close_request (GtkWindow *window)
{
  adj_window_save_state (ADJ_WINDOW (window));

  return GTK_WINDOW_CLASS (adj_window_parent_class)->close_request (window);
}

AdjWindow *
adj_window_new (AdjApplication *application)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (application), NULL);

  AdjWindow *self = g_object_new (ADJ_TYPE_WINDOW, "application", application, NULL);
  const GError *error = NULL;
  AdjStore *store = adj_application_get_store (application, &error);
  /* Without its archive the window says why instead of an empty state
   * that would suggest sealing into nowhere. */
  if (!store)
    {
      adw_status_page_set_description (self->error_page, error ? error->message : NULL);
      adj_window_show_page (self, "error");
      adj_window_update_actions (self);
      return self;
    }
  self->store = g_object_ref (store);
  if (self->archive_view)
    adj_archive_view_set_model (self->archive_view, self->archive, store);
  /* An empty archive is known at once; a full one is read after the window
   * is on screen, so that a big archive never delays the first frame. */
  g_autoptr(GError) count_error = NULL;
  gint64 n = adj_store_count (store, "envelopes", &count_error);
  if (n == 0)
    {
      self->loaded = TRUE;
      self->stamp = adj_store_archive_stamp (store);
      adj_window_show_page (self, "empty");
    }
  else
    {
      adj_window_show_page (self, "archive");
      self->load_id = g_idle_add_full (G_PRIORITY_LOW, adj_window_first_load, self, NULL);
    }
  adj_window_update_actions (self);
  return self;
}

static void
adj_window_dispose (GObject *object)
{
  AdjWindow *self = ADJ_WINDOW (object);

  g_clear_handle_id (&self->load_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WINDOW);
  self->archive_view = NULL;
  self->schedule_view = NULL;
  g_clear_object (&self->settings);
  g_clear_object (&self->archive);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (adj_window_parent_class)->dispose (object);
}

static void
adj_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  AdjWindow *self = ADJ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SEARCH_MODE:
      g_value_set_boolean (value, self->search_mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  AdjWindow *self = ADJ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SEARCH_MODE:
      if (self->search_mode != g_value_get_boolean (value))
        {
          self->search_mode = g_value_get_boolean (value);
          gtk_search_bar_set_search_mode (self->search_bar, self->search_mode);
          if (self->search_mode)
            {
              adw_view_stack_set_visible_child_name (self->view_stack, "archive");
              gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
            }
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The search bar closes itself too (Escape): the property follows it. */
static void
adj_window_search_mode_changed (AdjWindow *self)
{
  gboolean mode = gtk_search_bar_get_search_mode (self->search_bar);

  if (mode != self->search_mode)
    g_object_set (self, "search-mode", mode, NULL);
  if (!mode)
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
adj_window_class_init (AdjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  const AdjShortcut *shortcuts;
  gsize n_shortcuts;

  object_class->dispose = adj_window_dispose;
  object_class->get_property = adj_window_get_property;
  object_class->set_property = adj_window_set_property;
  window_class->close_request = adj_window_close_request;

  properties[PROP_SEARCH_MODE] =
    g_param_spec_boolean ("search-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);


  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/adj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, archive_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, schedule_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, error_page);

  gtk_widget_class_install_action (widget_class, "win.new-envelope", NULL,
                                   adj_window_new_envelope_action);
  gtk_widget_class_install_action (widget_class, "win.envelope-lost", NULL,
                                   adj_window_envelope_lost_action);
  gtk_widget_class_install_action (widget_class, "win.open-envelope", NULL,
                                   adj_window_open_envelope_action);
  gtk_widget_class_install_action (widget_class, "win.correct-outcome", NULL,
                                   adj_window_correct_outcome_action);
  gtk_widget_class_install_action (widget_class, "win.adjourn-again", NULL,
                                   adj_window_adjourn_again_action);
  gtk_widget_class_install_action (widget_class, "win.open-sample", NULL,
                                   adj_window_open_sample_action);
  gtk_widget_class_install_property_action (widget_class, "win.search", "search-mode");
  gtk_widget_class_install_action (widget_class, "win.import-envelope", NULL,
                                   adj_window_import_action);
  gtk_widget_class_install_action (widget_class, "win.export-envelope", NULL,
                                   adj_window_export_envelope_action);
  gtk_widget_class_install_action (widget_class, "win.export-game", NULL,
                                   adj_window_export_game_action);
  gtk_widget_class_install_action (widget_class, "win.print-envelope", NULL,
                                   adj_window_print_action);
  gtk_widget_class_install_action (widget_class, "win.export-face", NULL,
                                   adj_window_export_face_action);

  /* The window's keys come from the one table the shortcuts dialog shows;
   * the application installs the app-wide ones. */
  shortcuts = adj_application_get_shortcuts (&n_shortcuts);
  for (gsize i = 0; i < n_shortcuts; i++)
    {
      const char *action = shortcuts[i].action_name;

      g_autoptr(GtkShortcut) shortcut = NULL;

      if (action == NULL || g_str_has_prefix (action, "app."))
        continue;
      shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].accelerator),
                                   gtk_named_action_new (action));
      gtk_widget_class_add_shortcut (widget_class, shortcut);
    }
}

static void
adj_window_init (AdjWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->archive = adj_archive_model_new ();
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  g_signal_connect_object (self->search_bar, "notify::search-mode-enabled",
                           G_CALLBACK (adj_window_search_mode_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->search_entry, "search-changed",
                           G_CALLBACK (adj_window_search_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_stack, "notify::visible-child-name",
                           G_CALLBACK (adj_window_update_schedule), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->switcher_title, "notify::title-visible",
                           G_CALLBACK (adj_window_update_switcher), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (adj_window_is_active_changed), NULL);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (adj_window_width_changed), NULL);

  self->settings = g_settings_new (APPLICATION_ID);
  adj_window_restore_state (self);
  adj_window_width_changed (self);
  adj_window_update_switcher (self);
  adj_window_update_actions (self);
}
