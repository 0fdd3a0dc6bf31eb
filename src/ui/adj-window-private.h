/* adj-window-private.h — what the files of the main window share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is one type in three files, by responsibility:
 *   adj-window.c          the type: its construction, the archive and
 *                         schedule pages, loading, searching, the narrow
 *                         layout, the saved size, and every action's state
 *   adj-window-files.c    the shown envelope in files: importing, exporting
 *                         (envelope, game, face) and printing, with their
 *                         dialogs and alerts
 *   adj-window-desks.c    the walkthroughs started from the window: sealing,
 *                         adjourning again, opening or correcting, a lost
 *                         envelope; and the review window
 */
#pragma once

#include <adwaita.h>

#include "adj-archive-view.h"
#include "adj-schedule-view.h"
#include "adj-window.h"

G_BEGIN_DECLS

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  AdjStore             *store;
  AdjArchiveModel      *archive;
  gint64                stamp;      /* the store's stamp when the archive was read */
  guint                 load_id;    /* the first load, after the window is shown */
  guint                 opening_id; /* shows that the archive is being opened, if it takes a while */
  gboolean              loaded;
  gboolean              search_mode;
  gboolean              narrow;
  gboolean              schedule_dirty; /* built when its page is first shown */
  gboolean              pushing;    /* an event is being pushed (adj-window-push.c) */

  /* Template children */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  GMenuModel           *primary_menu;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkSearchBar         *search_bar;
  GtkWidget            *search_clamp;
  GtkSearchEntry       *search_entry;
  GtkStack             *stack;
  AdwViewStack         *view_stack;
  AdwBin               *archive_page;
  AdwBin               *schedule_page;
  AdwStatusPage        *empty_page;
  AdwStatusPage        *error_page;
  AdwStatusPage        *opening_page;
  GtkSpinner           *opening_spinner;

  /* Built when first shown (adj_window_archive_view, _schedule_view):
   * owned by their pages above. */
  AdjArchiveView       *archive_view;
  AdjScheduleView      *schedule_view;
};

/* adj-window.c */
AdjArchiveView        *adj_window_archive_view     (AdjWindow  *self);
void                   adj_window_update_actions   (AdjWindow  *self);
/* adj-window-files.c */
void                   adj_window_toast            (AdjWindow  *self,
                                                    const char *title);

/* adj-window-files.c */
void                   adj_window_alert            (AdjWindow  *self,
                                                    const char *heading,
                                                    const char *body);
const AdjEnvelopeInfo *adj_window_shown_envelope   (AdjWindow  *self);
gboolean               adj_window_shown_has_record (AdjWindow  *self);

void adj_window_import_action          (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_export_envelope_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_export_game_action     (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_export_face_action     (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_review_file_action     (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_print_action           (GtkWidget *widget, const char *action_name, GVariant *parameter);

/* adj-window-desks.c */
void adj_window_new_envelope_action    (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_adjourn_again_action   (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_open_envelope_action   (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_correct_outcome_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_envelope_lost_action   (GtkWidget *widget, const char *action_name, GVariant *parameter);
void adj_window_review_envelope_action (GtkWidget *widget, const char *action_name, GVariant *parameter);

/* adj-window-push.c */
void adj_window_push_event_action      (GtkWidget *widget, const char *action_name, GVariant *parameter);

G_END_DECLS
