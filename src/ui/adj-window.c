/* adj-window.c — the main window: header bar, primary menu, the archive and
 * schedule pages, and the empty and error states
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The type itself: its construction, the pages and their loading, searching,
 * the narrow layout, the saved size, and every action's enabled state. What
 * the actions do is apart: files (import, export, print) in
 * adj-window-files.c, the walkthroughs in adj-window-desks.c.
 */
#define G_LOG_DOMAIN "adj-window"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"
#include "adj-lost-assistant.h"
#include "adj-open-assistant.h"
#include "adj-window-private.h"

#include "adj-sample-event.h"
#include "adj-store-archive.h"

/* Below this width the archive shows its list or its details, not both. */
#define NARROW_WIDTH 720

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

/* Every action's enabled state is decided here, from the window's state. */
void
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
  /* Any envelope can be reviewed: its record, or its position alone. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-envelope", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-file", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-game",
                                 shown && adj_window_shown_has_record (self));
  /* The shown game's event goes to the federation, one push at a time. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.push-event", shown && !self->pushing);
  /* Typing starts a search only where there is something to find. */
  gtk_widget_set_visible (self->search_clamp, has_games);
  gtk_search_bar_set_key_capture_widget (self->search_bar, has_games ? GTK_WIDGET (self) : NULL);
}

/* The switcher belongs to the archive's pages: none over the empty state. */
static void
adj_window_update_switcher (AdjWindow *self)
{
  gboolean archive = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "archive") == 0;

  /* The switchers are given their pages (and load their icons) once there
   * is an archive to switch in: the first window of a new user has none. */
  if (archive && adw_view_switcher_title_get_stack (self->switcher_title) == NULL)
    {
      adw_view_switcher_title_set_stack (self->switcher_title, self->view_stack);
      adw_view_switcher_bar_set_stack (self->switcher_bar, self->view_stack);
    }
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, archive);
  adw_view_switcher_bar_set_reveal (self->switcher_bar,
                                    archive && adw_view_switcher_title_get_title_visible (self->switcher_title));
}

static void adj_window_show_envelope (AdjWindow *self, gint64 id);

/* The archive's list and details, built when first needed: the first
 * window over an empty archive (a new user's) never pays for them. */
AdjArchiveView *
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

/* An archive that opens at once (a file, nearly always) should not flash
 * a spinner: the page says it is opening only after a moment. */
enum { OPENING_SHOWN_AFTER_MS = 300 };

static gboolean
adj_window_opening_slow (gpointer data)
{
  AdjWindow *self = data;

  self->opening_id = 0;
  gtk_widget_set_opacity (GTK_WIDGET (self->opening_page), 1.0);
  gtk_spinner_set_spinning (self->opening_spinner, TRUE);
  return G_SOURCE_REMOVE;
}

static void
adj_window_show_page (AdjWindow *self, const char *name)
{
  gboolean opening = g_strcmp0 (name, "opening") == 0;

  if (g_strcmp0 (name, "archive") == 0)
    adj_window_archive_view (self);
  /* Set only when shown: a hidden status page still loads its icon, and
   * this one at 128 px exists only as SVG (librsvg, for a page rarely seen). */
  if (g_strcmp0 (name, "error") == 0)
    adw_status_page_set_icon_name (self->error_page, "dialog-error-symbolic");
  if (!opening)
    g_clear_handle_id (&self->opening_id, g_source_remove);
  else if (self->opening_id == 0 && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "opening") != 0)
    {
      gtk_widget_set_opacity (GTK_WIDGET (self->opening_page), 0.0);
      self->opening_id = g_timeout_add (OPENING_SHOWN_AFTER_MS, adj_window_opening_slow, self);
    }
  /* A spinner spins (and redraws) only while it is seen. */
  gtk_spinner_set_spinning (self->opening_spinner, opening && self->opening_id == 0);
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
      adj_compat_status_page_set_description_text (self->error_page, error->message);
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
      adj_compat_status_page_set_description_text (self->empty_page, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  adj_window_reload_archive (self);
  adw_view_stack_set_visible_child_name (self->view_stack, "archive");
  adj_archive_view_select_envelope (adj_window_archive_view (self), id);
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
  if (adj_application_get_opening (application))
    {
      g_autofree char *shown = adj_application_dup_location_shown (application);
      adj_window_set_store_opening (self, shown);
    }
  else
    adj_window_set_store (self, store, error);
  return self;
}

void
adj_window_set_store_opening (AdjWindow *self, const char *shown)
{
  g_return_if_fail (ADJ_IS_WINDOW (self));

  g_clear_handle_id (&self->load_id, g_source_remove);
  g_clear_object (&self->store);
  self->loaded = FALSE;
  adj_compat_status_page_set_description_text (self->opening_page, shown);
  adj_window_show_page (self, "opening");
  adj_window_update_actions (self);
}

void
adj_window_set_store (AdjWindow *self, AdjStore *store, const GError *error)
{
  g_return_if_fail (ADJ_IS_WINDOW (self));
  g_return_if_fail (store == NULL || ADJ_IS_STORE (store));

  g_clear_handle_id (&self->load_id, g_source_remove);
  g_clear_object (&self->store);
  self->loaded = FALSE;
  /* Without its archive the window says why instead of an empty state
   * that would suggest sealing into nowhere. */
  if (!store)
    {
      adj_compat_status_page_set_description_text (self->error_page, error ? error->message : NULL);
      adj_window_show_page (self, "error");
      adj_window_update_actions (self);
      return;
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
      adj_archive_model_load (self->archive, store, NULL);
      adj_window_show_page (self, "empty");
    }
  else
    {
      adj_window_show_page (self, "archive");
      self->load_id = g_idle_add_full (G_PRIORITY_LOW, adj_window_first_load, self, NULL);
    }
  adj_window_update_actions (self);
}

static void
adj_window_dispose (GObject *object)
{
  AdjWindow *self = ADJ_WINDOW (object);

  g_clear_handle_id (&self->load_id, g_source_remove);
  g_clear_handle_id (&self->opening_id, g_source_remove);
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
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, search_clamp);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, archive_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, schedule_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, opening_page);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, opening_spinner);

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
  gtk_widget_class_install_action (widget_class, "win.review-envelope", NULL,
                                   adj_window_review_envelope_action);
  gtk_widget_class_install_action (widget_class, "win.review-file", NULL,
                                   adj_window_review_file_action);
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
  gtk_widget_class_install_action (widget_class, "win.push-event", NULL,
                                   adj_window_push_event_action);

  /* The window's keys come from the one table the shortcuts dialog shows;
   * the application installs the app-wide ones. */
  shortcuts = adj_application_get_shortcuts (&n_shortcuts);
  for (gsize i = 0; i < n_shortcuts; i++)
    {
      const char *action = shortcuts[i].action_name;

      g_autoptr(GtkShortcut) shortcut = NULL;

      /* The application's are installed on it, other windows' by them. */
      if (action == NULL || !(g_str_has_prefix (action, "win.") || g_str_has_prefix (action, "window.")))
        continue;
      shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].accelerator),
                                   gtk_named_action_new (action));
      gtk_widget_class_add_shortcut (widget_class, shortcut);
    }
}

/* A menu button builds its popover, a row per item, as soon as it has a
 * model: the main menu's eighteen are built when first opened instead, so
 * that the first window does not wait for a menu it does not show. GTK
 * asks again at every opening: the popover built the first time stays. */
static void
adj_window_create_primary_menu (GtkMenuButton *button, gpointer data)
{
  AdjWindow *self = data;

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
adj_window_init (AdjWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, adj_window_create_primary_menu, self, NULL);

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
