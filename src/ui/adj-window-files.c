/* adj-window-files.c — the main window's files: the shown envelope imported,
 * exported and printed
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apart from the window's construction and navigation: what goes through a
 * file (an envelope imported; the shown envelope, its game as PGN or its
 * face as PDF exported; its face printed), the dialogs that ask for the
 * file, and the toasts and alerts that say how it went.
 */
#define G_LOG_DOMAIN "adj-window"

#include "config.h"

#include <glib/gi18n.h>

#include <stdlib.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-envelope-face.h"
#include "adj-envelope-pgn.h"
#include "adj-file-dialog.h"
#include "adj-window-private.h"
#include "chess-pgn.h"

/* ---- Files: import and export ------------------------------------------- */

void
adj_window_toast (AdjWindow *self, const char *title)
{
  AdwToast *toast = adj_compat_toast_new_text (title);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A failure stays on screen until read: a dialog naming the file and the
 * problem, rather than a toast that goes by itself. */
void
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
const AdjEnvelopeInfo *
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

gboolean
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
  ChessGame game;
  char *text;

  g_return_val_if_fail (ADJ_IS_ENVELOPE (env), NULL);

  chess_game_init (&game);
  if (!adj_envelope_load_game (env, &game, error))
    {
      chess_game_clear (&game);
      return NULL;
    }
  adj_envelope_pgn_tags (env, &game);
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

void
adj_window_import_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  adj_file_dialog_open (GTK_WINDOW (widget), ADJ_FILE_KIND_ENVELOPE, adj_window_file_chosen,
                        adj_window_choice_new (ADJ_WINDOW (widget), adj_window_import_envelope_file,
                                               _("Cannot Import Envelope")));
}

/* A game record or an envelope file, chosen, reviewed (adj-window-desks.c). */
void
adj_window_review_file_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  adj_file_dialog_open (GTK_WINDOW (widget), ADJ_FILE_KIND_GAME, adj_window_file_chosen,
                        adj_window_choice_new (ADJ_WINDOW (widget), adj_window_review_file,
                                               _("Cannot Review the Game")));
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

void
adj_window_export_envelope_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  adj_window_save_as (ADJ_WINDOW (widget), ADJ_FILE_KIND_ENVELOPE, adj_window_export_envelope_file,
                      _("Cannot Export Envelope"));
}

void
adj_window_export_game_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  adj_window_save_as (ADJ_WINDOW (widget), ADJ_FILE_KIND_PGN, adj_window_export_game_file,
                      _("Cannot Export Game"));
}

void
adj_window_export_face_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  adj_window_save_as (ADJ_WINDOW (widget), ADJ_FILE_KIND_PDF, adj_window_export_face_file,
                      _("Cannot Export Envelope Face"));
}

void
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
