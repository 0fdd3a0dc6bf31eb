/* adj-file-dialog.c — open and save dialogs, whichever GTK provides them
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-file-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "adj-file-dialog.h"

#define ADJ_HAVE_FILE_DIALOG GTK_CHECK_VERSION (4, 10, 0)

/* Longest name offered, in characters, before the extension: well inside
 * the 255 bytes most file systems allow, even in scripts of 3-byte
 * characters. */
#define MAX_NAME_CHARS 80

typedef struct {
  const char *extension;
  const char *mime_type;
  const char *filter_name;  /* N_() */
  const char *open_title;   /* N_() */
  const char *save_title;   /* N_() */
  const char *fallback;     /* N_(): the name when the title gives none */
  gboolean    or_envelope;  /* an envelope file is taken too */
} KindInfo;

static const KindInfo kinds[] = {
  [ADJ_FILE_KIND_ENVELOPE] = { "json", "application/json",
                               N_("Adjourn envelope"), N_("Open Envelope File"),
                               N_("Export Envelope File"), N_("envelope") },
  [ADJ_FILE_KIND_PGN]      = { "pgn", "application/x-chess-pgn",
                               N_("PGN game record"), N_("Open Game Record"),
                               N_("Export Game Record"), N_("game") },
  [ADJ_FILE_KIND_PDF]      = { "pdf", "application/pdf",
                               N_("PDF document"), N_("Open PDF"),
                               N_("Export Envelope Face"), N_("envelope face") },
  [ADJ_FILE_KIND_PNG]      = { "png", "image/png",
                               N_("PNG image"), N_("Open Image"),
                               N_("Export Diagram"), N_("diagram") },
  [ADJ_FILE_KIND_SVG]      = { "svg", "image/svg+xml",
                               N_("SVG image"), N_("Open Image"),
                               N_("Export Diagram"), N_("diagram") },
  [ADJ_FILE_KIND_GAME]     = { "pgn", "application/x-chess-pgn",
                               N_("Game record or envelope"), N_("Review a Game"),
                               N_("Export Game Record"), N_("game"), TRUE },
  [ADJ_FILE_KIND_PREPARATION] = { "pgn", "application/x-chess-pgn",
                                  N_("PGN game record"), N_("Open Game Record"),
                                  N_("Export Preparation"), N_("preparation") },
};

static const KindInfo *
kind_info (AdjFileKind kind)
{
  g_assert ((guint) kind < G_N_ELEMENTS (kinds));
  return &kinds[kind];
}

const char *
adj_file_dialog_title (AdjFileKind kind,
                       gboolean    save)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), NULL);
  return _(save ? kind_info (kind)->save_title : kind_info (kind)->open_title);
}

const char *
adj_file_kind_extension (AdjFileKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), NULL);
  return kind_info (kind)->extension;
}

GListModel *
adj_file_dialog_filters (AdjFileKind kind,
                         gboolean    save)
{
  GListStore *store;
  GtkFileFilter *filter;
  const KindInfo *info;
  g_autofree char *upper = NULL;
  g_autofree char *pattern = NULL;

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), NULL);
  info = kind_info (kind);

  store = g_list_store_new (GTK_TYPE_FILE_FILTER);

  /* By suffix (either case) and by type: a portal may know only one. */
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _(info->filter_name));
  pattern = g_strconcat ("*.", info->extension, NULL);
  gtk_file_filter_add_pattern (filter, pattern);
  upper = g_ascii_strup (pattern, -1);
  gtk_file_filter_add_pattern (filter, upper);
  gtk_file_filter_add_mime_type (filter, info->mime_type);
  if (info->or_envelope)
    {
      const KindInfo *envelope = kind_info (ADJ_FILE_KIND_ENVELOPE);
      g_autofree char *json = g_strconcat ("*.", envelope->extension, NULL);
      g_autofree char *json_upper = g_ascii_strup (json, -1);

      gtk_file_filter_add_pattern (filter, json);
      gtk_file_filter_add_pattern (filter, json_upper);
      gtk_file_filter_add_mime_type (filter, envelope->mime_type);
    }
  g_list_store_append (store, filter);
  g_object_unref (filter);

  if (!save)
    {
      filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _("All files"));
      gtk_file_filter_add_pattern (filter, "*");
      g_list_store_append (store, filter);
      g_object_unref (filter);
    }
  return G_LIST_MODEL (store);
}

/* Characters Windows, macOS or a FAT memory stick refuse in a name, or
 * that would make a path of it. */
static gboolean
is_refused (gunichar c)
{
  return c > 0 && c < 0x80 && strchr ("/\\:*?\"<>|", (int) c) != NULL;
}

char *
adj_file_dialog_suggest_name (AdjFileKind  kind,
                              const char  *title)
{
  const KindInfo *info;
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *dot_ext = NULL;
  gboolean space = FALSE;
  guint n_chars = 0;

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), NULL);
  info = kind_info (kind);
  dot_ext = g_strconcat (".", info->extension, NULL);

  if (title && g_utf8_validate (title, -1, NULL))
    for (const char *p = title; *p && n_chars < MAX_NAME_CHARS; p = g_utf8_next_char (p))
      {
        gunichar c = g_utf8_get_char (p);

        /* Invisible formatting (direction overrides, joiners) would make
         * the name read otherwise than it is: dropped. */
        if (g_unichar_type (c) == G_UNICODE_FORMAT)
          continue;
        if (g_unichar_iscntrl (c))
          c = ' ';
        else if (is_refused (c))
          c = '-';
        if (g_unichar_isspace (c))
          {
            space = name->len > 0;
            continue;
          }
        if (space)
          {
            g_string_append_c (name, ' ');
            n_chars++;
            space = FALSE;
          }
        g_string_append_unichar (name, c);
        n_chars++;
      }

  /* No hidden file, and nothing that ends in a dot or a space (Windows
   * drops them). */
  while (name->len > 0 && (name->str[name->len - 1] == '.' || name->str[name->len - 1] == ' '))
    g_string_truncate (name, name->len - 1);
  while (name->len > 0 && name->str[0] == '.')
    g_string_erase (name, 0, 1);
  if (name->len == 0 || strspn (name->str, "-") == name->len)
    g_string_assign (name, _(info->fallback));

  if (!(name->len > strlen (dot_ext)
        && g_ascii_strcasecmp (name->str + name->len - strlen (dot_ext), dot_ext) == 0))
    g_string_append (name, dot_ext);
  return g_string_free (g_steal_pointer (&name), FALSE);
}

/* "Vidal, Marta" → "Vidal" (players are written surname first). */
static char *
surname (const char *player)
{
  const char *comma;

  if (player == NULL || *player == '\0')
    return NULL;
  comma = strchr (player, ',');
  return g_strstrip (comma ? g_strndup (player, comma - player) : g_strdup (player));
}

char *
adj_file_dialog_envelope_name (AdjFileKind  kind,
                               AdjEnvelope *env)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *event, *round, *board;
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), NULL);
  g_return_val_if_fail (ADJ_IS_ENVELOPE (env), NULL);

  event = adj_envelope_get_event (env);
  round = adj_envelope_get_round (env);
  board = adj_envelope_get_board (env);
  white = surname (adj_envelope_get_player (env, CHESS_WHITE));
  black = surname (adj_envelope_get_player (env, CHESS_BLACK));

  if (event && *event)
    g_ptr_array_add (parts, g_strdup (event));
  if (round && *round)
    /* Translators: part of a file name, "round 5" */
    g_ptr_array_add (parts, g_strdup_printf (_("round %s"), round));
  if (board && *board)
    /* Translators: part of a file name, "board 3" */
    g_ptr_array_add (parts, g_strdup_printf (_("board %s"), board));
  if (white && black)
    /* Translators: part of a file name, the players' surnames "Vidal–Puig" */
    g_ptr_array_add (parts, g_strdup_printf (_("%s–%s"), white, black));
  else if (white || black)
    g_ptr_array_add (parts, g_strdup (white ? white : black));
  g_ptr_array_add (parts, NULL);

  title = g_strjoinv (", ", (char **) parts->pdata);
  return adj_file_dialog_suggest_name (kind, title);
}

/* ---- The dialogs ---------------------------------------------------------- */

typedef struct {
  AdjFileDialogCallback callback;
  gpointer              user_data;
} Request;

static Request *
request_new (AdjFileDialogCallback callback,
             gpointer              user_data)
{
  Request *request = g_new0 (Request, 1);

  request->callback = callback;
  request->user_data = user_data;
  return request;
}

#if ADJ_HAVE_FILE_DIALOG

static void
dialog_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data,
             gboolean      save)
{
  Request *request = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = save
    ? gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error)
    : gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  /* Dismissing the dialog is not an error the user needs to hear about. */
  if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
      || g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    g_clear_error (&error);
  request->callback (file, error, request->user_data);
  g_free (request);
}

static void
open_done (GObject *source, GAsyncResult *result, gpointer data)
{
  dialog_done (source, result, data, FALSE);
}

static void
save_done (GObject *source, GAsyncResult *result, gpointer data)
{
  dialog_done (source, result, data, TRUE);
}

static void
run_dialog (GtkWindow             *parent,
            AdjFileKind            kind,
            gboolean               save,
            const char            *suggested_name,
            AdjFileDialogCallback  callback,
            gpointer               user_data)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GListModel) filters = adj_file_dialog_filters (kind, save);
  g_autoptr(GtkFileFilter) first = g_list_model_get_item (filters, 0);

  gtk_file_dialog_set_title (dialog, adj_file_dialog_title (kind, save));
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, filters);
  gtk_file_dialog_set_default_filter (dialog, first);
  if (save)
    {
      gtk_file_dialog_set_initial_name (dialog, suggested_name);
      gtk_file_dialog_save (dialog, parent, NULL, save_done, request_new (callback, user_data));
    }
  else
    gtk_file_dialog_open (dialog, parent, NULL, open_done, request_new (callback, user_data));
}

#else /* GTK 4.8 */

static void
native_response (GtkNativeDialog *native,
                 int              response,
                 gpointer         data)
{
  Request *request = data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  request->callback (file, NULL, request->user_data);
  g_free (request);
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
run_dialog (GtkWindow             *parent,
            AdjFileKind            kind,
            gboolean               save,
            const char            *suggested_name,
            AdjFileDialogCallback  callback,
            gpointer               user_data)
{
  g_autoptr(GListModel) filters = adj_file_dialog_filters (kind, save);
  GtkFileChooserNative *native;

  native = gtk_file_chooser_native_new (adj_file_dialog_title (kind, save), parent,
                                        save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        save ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
      if (i == 0)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);
    }
  if (save && suggested_name)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), suggested_name);

  /* The native dialog is not kept alive by being shown: the reference
   * taken here is dropped in the response handler. */
  g_signal_connect (native, "response", G_CALLBACK (native_response), request_new (callback, user_data));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

#endif

void
adj_file_dialog_open (GtkWindow             *parent,
                      AdjFileKind            kind,
                      AdjFileDialogCallback  callback,
                      gpointer               user_data)
{
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail ((guint) kind < G_N_ELEMENTS (kinds));
  g_return_if_fail (callback != NULL);

  run_dialog (parent, kind, FALSE, NULL, callback, user_data);
}

void
adj_file_dialog_save (GtkWindow             *parent,
                      AdjFileKind            kind,
                      const char            *suggested_name,
                      AdjFileDialogCallback  callback,
                      gpointer               user_data)
{
  g_autofree char *fallback = NULL;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail ((guint) kind < G_N_ELEMENTS (kinds));
  g_return_if_fail (callback != NULL);

  if (suggested_name == NULL)
    suggested_name = fallback = adj_file_dialog_suggest_name (kind, NULL);
  run_dialog (parent, kind, TRUE, suggested_name, callback, user_data);
}
