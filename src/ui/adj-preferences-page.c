/* adj-preferences-page.c — the preferences, bound to GSettings
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row writes its key at once, but the text rows: the engine's path
 * when it is applied or left (every partial path would start a search for
 * an engine), the archive when applied. Boolean keys are application
 * actions (see AdjApplication) that the switches are bound to. A server's
 * password goes to the password file (adj-pgpass.h), never to a key.
 */
#define G_LOG_DOMAIN "adj-preferences-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-application.h"
#include "adj-archive-location.h"
#include "adj-compat.h"
#include "adj-pgpass.h"
#include "adj-piece-set.h"
#include "adj-preferences-page.h"
#include "adj-store.h"
#include "adj-secret.h"

struct _AdjPreferencesPage
{
  AdwPreferencesPage  parent_instance;

  GSettings          *settings;

  /* Template children */
  AdwEntryRow        *arbiter_row;
  AdwComboRow        *profile_row;
  AdwActionRow       *waiting_time_row;
  GtkSpinButton      *waiting_time_spin;
  AdwComboRow        *notation_row;
  AdwComboRow        *board_style_row;
  AdwComboRow        *paper_row;
  AdwEntryRow        *engine_path_row;
  GtkSpinButton      *engine_lines_spin;
  AdwPreferencesGroup *piece_set_group;
  AdwPreferencesGroup *archive_group;
  AdwEntryRow        *archive_row;
  GtkSpinner         *archive_spinner;
  AdwPasswordEntryRow *archive_password_row;
  GtkWidget          *forget_password_button;
};

G_DEFINE_FINAL_TYPE (AdjPreferencesPage, adj_preferences_page, ADW_TYPE_PREFERENCES_PAGE)

/* The ids are the schema's choices, in the order the rows list them. */
static const AdjChoice profiles[] = {
  { "fide-2023", N_("FIDE Laws, 2023") },
  { "fide-2005", N_("FIDE Laws, 2005") },
  { "fide-1993", N_("FIDE Laws, 1993") },
  { "fide-1985", N_("FIDE Laws, 1985") },
  { "fce",       N_("Catalan Federation") },
};

static const AdjChoice languages[] = {
  { "en", N_("English") },
  { "ca", N_("Catalan") },
  { "es", N_("Spanish") },
  { "pt", N_("Portuguese") },
  { "de", N_("German") },
  { "fr", N_("French") },
  { "it", N_("Italian") },
  { "nl", N_("Dutch") },
};

static const AdjChoice board_styles[] = {
  { "brown", N_("Brown") },
  { "green", N_("Green") },
  { "blue",  N_("Blue") },
  { "slate", N_("Slate") },
};

static const AdjChoice papers[] = {
  { "iso_c5", N_("C5 Envelope (162 × 229 mm)") },
  { "iso_dl", N_("DL Envelope (110 × 220 mm)") },
  { "iso_a4", N_("A4 Sheet (210 × 297 mm)") },
};

enum { LIST_PROFILE, LIST_NOTATION, LIST_BOARD_STYLE, LIST_PAPER, N_LISTS };

static const AdjChoiceList choice_lists[N_LISTS] = {
  [LIST_PROFILE]     = { "rules-profile",     profiles,     G_N_ELEMENTS (profiles) },
  [LIST_NOTATION]    = { "notation-language", languages,    G_N_ELEMENTS (languages) },
  [LIST_BOARD_STYLE] = { "board-style",       board_styles, G_N_ELEMENTS (board_styles) },
  [LIST_PAPER]       = { "envelope-paper",    papers,       G_N_ELEMENTS (papers) },
};

const AdjChoiceList *
adj_preferences_get_choice_lists (gsize *n_lists)
{
  g_return_val_if_fail (n_lists != NULL, NULL);

  *n_lists = G_N_ELEMENTS (choice_lists);
  return choice_lists;
}

guint
adj_choice_list_index (const AdjChoiceList *list,
                       const char          *id)
{
  g_return_val_if_fail (list != NULL, 0);

  for (gsize i = 0; i < list->n_choices; i++)
    if (g_strcmp0 (list->choices[i].id, id) == 0)
      return (guint) i;
  return 0;
}

const char *
adj_choice_list_id (const AdjChoiceList *list,
                    guint                index)
{
  g_return_val_if_fail (list != NULL, NULL);

  return index < list->n_choices ? list->choices[index].id : NULL;
}

static gboolean
adj_choice_get_mapping (GValue   *value,
                        GVariant *variant,
                        gpointer  user_data)
{
  g_value_set_uint (value, adj_choice_list_index (user_data, g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GVariant *
adj_choice_set_mapping (const GValue       *value,
                        const GVariantType *expected_type,
                        gpointer            user_data)
{
  const char *id = adj_choice_list_id (user_data, g_value_get_uint (value));

  return id != NULL ? g_variant_new_string (id) : NULL;
}

/* Fills 'row' with the labels of 'list' and keeps it and the key in step. */
static void
adj_preferences_page_bind_choices (AdjPreferencesPage  *self,
                                   AdwComboRow         *row,
                                   const AdjChoiceList *list)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  for (gsize i = 0; i < list->n_choices; i++)
    gtk_string_list_append (labels, _(list->choices[i].label));
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  g_settings_bind_with_mapping (self->settings, list->key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                adj_choice_get_mapping, adj_choice_set_mapping,
                                (gpointer) list, NULL);
}

/* The pieces a set is recognised by, in its preview. */
static const struct { ChessColor color; ChessPieceType type; } preview_pieces[] = {
  { CHESS_WHITE, CHESS_KING }, { CHESS_WHITE, CHESS_KNIGHT }, { CHESS_BLACK, CHESS_QUEEN }, { CHESS_BLACK, CHESS_PAWN },
};
#define PREVIEW_SIZE 32

/* One row per piece set: a radio button (the app.piece-set action, which
 * writes the setting) and a few of its pieces at the size of a small board. */
static void
adj_preferences_page_add_piece_sets (AdjPreferencesPage *self)
{
  const char *const *ids = adj_piece_set_list_ids ();
  GtkCheckButton *group = NULL;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  for (gsize i = 0; ids[i]; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      GtkWidget *preview = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      AdjPieceSet *set = adj_piece_set_get (ids[i]);
      g_autofree char *name = g_strdup_printf ("piece_set_%s", ids[i]);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), adj_piece_set_get_title (ids[i]));
      gtk_widget_set_name (row, name);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (check), "app.piece-set");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (check), "s", ids[i]);
      if (group)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
      else
        group = GTK_CHECK_BUTTON (check);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);

      for (gsize k = 0; k < G_N_ELEMENTS (preview_pieces); k++)
        {
          GdkTexture *texture = adj_piece_set_get_texture (set, chess_piece_make (preview_pieces[k].color, preview_pieces[k].type),
                                                           PREVIEW_SIZE * scale);
          GtkWidget *image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
          gtk_image_set_pixel_size (GTK_IMAGE (image), PREVIEW_SIZE);
          gtk_box_append (GTK_BOX (preview), image);
        }
      gtk_widget_set_valign (preview, GTK_ALIGN_CENTER);
      /* The pieces are the row's picture: its title names the set. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (preview), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), preview);
      adw_preferences_group_add (self->piece_set_group, row);
    }
}

/* ---- the engine ---------------------------------------------------------- */

/* The path typed becomes the key once settled, and the engine is looked
 * for once. */
static void
adj_preferences_page_engine_path_apply (AdjPreferencesPage *self)
{
  /* Left as the page is taken apart: what was typed was applied or not. */
  if (self->settings == NULL)
    return;
  g_autofree char *stored = g_settings_get_string (self->settings, "engine-path");
  g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->engine_path_row))));

  if (g_strcmp0 (stored, typed) != 0)
    g_settings_set_string (self->settings, "engine-path", typed);
}

/* Changed elsewhere (another window's preferences): shown, unless this row
 * is being typed in. */
static void
adj_preferences_page_engine_path_changed (AdjPreferencesPage *self)
{
  g_autofree char *stored = g_settings_get_string (self->settings, "engine-path");

  if (!(gtk_widget_get_state_flags (GTK_WIDGET (self->engine_path_row)) & GTK_STATE_FLAG_FOCUS_WITHIN)
      && g_strcmp0 (stored, gtk_editable_get_text (GTK_EDITABLE (self->engine_path_row))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->engine_path_row), stored);
}

/* ---- the archive --------------------------------------------------------- */

static AdjApplication *
adj_preferences_page_get_application (void)
{
  GApplication *app = g_application_get_default ();

  return ADJ_IS_APPLICATION (app) ? ADJ_APPLICATION (app) : NULL;
}

static char *
adj_preferences_page_dup_password_file (void)
{
  AdjApplication *app = adj_preferences_page_get_application ();

  return app ? g_strdup (adj_application_get_password_file (app)) : adj_pgpass_default_path ();
}

/* The server typed, without a password, or NULL when it is no server. */
static char *
adj_preferences_page_typed_server (AdjPreferencesPage *self)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->archive_row));
  g_autoptr(AdjSecret) password = NULL;

  if (!adj_store_location_is_server (typed))
    return NULL;
  return adj_archive_location_take_password (typed, &password, NULL);
}

/* The row shows the archive without its password; the password row says
 * whether the password file keeps one for the server typed, never what it
 * is; the group says what the archive is, that it is being opened, or what
 * is wrong with what was typed (PROBLEM, may be NULL). */
static void
adj_preferences_page_show_archive (AdjPreferencesPage *self, const char *problem)
{
  const char *env = g_getenv (ADJ_STORE_ENV);
  AdjApplication *app = adj_preferences_page_get_application ();
  gboolean opening = app && adj_application_get_opening (app);
  g_autofree char *server = adj_preferences_page_typed_server (self);
  g_autofree char *passfile = adj_preferences_page_dup_password_file ();
  gboolean kept = server && adj_pgpass_holds (passfile, server);
  g_autofree char *description = NULL;

  if (problem)
    description = g_strdup (problem);
  else if (env && *env)
    {
      g_autofree char *shown = adj_store_location_display (env);
      /* Translators: %s is the archive ADJOURN_DB names (a path, or a server without its password). */
      description = g_strdup_printf (_("ADJOURN_DB is set: %s is open instead"), shown);
    }
  else if (opening)
    {
      g_autofree char *shown = adj_application_dup_location_shown (app);
      /* Translators: %s is an archive (a path, or a server without its password). */
      description = g_strdup_printf (_("Opening %s…"), shown);
    }
  else
    description = g_strdup (_("The file on this computer, another archive file, or a federation’s archive on a "
                              "PostgreSQL server (postgresql://user@host/database); a server’s password is "
                              "kept in a password file only you can read"));
  adj_compat_preferences_group_set_description_text (self->archive_group, description);
  if (problem)
    gtk_widget_add_css_class (GTK_WIDGET (self->archive_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->archive_row), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->archive_spinner), opening);
  gtk_spinner_set_spinning (self->archive_spinner, opening);
  gtk_widget_set_visible (GTK_WIDGET (self->archive_password_row), server != NULL);
  gtk_widget_set_visible (self->forget_password_button, kept);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->archive_password_row),
                                 kept ? _("Server Password (kept)") : _("Server Password"));
}

static void
adj_preferences_page_archive_changed (AdjPreferencesPage *self)
{
  adj_preferences_page_show_archive (self, NULL);
}

/* What was typed becomes the archive, which the application then opens in
 * the background; a password (typed apart, or written in the address) goes
 * to the password file first; the rows show the archive again without it. */
static void
adj_preferences_page_archive_apply (AdjPreferencesPage *self)
{
  g_autofree char *stored = g_settings_get_string (self->settings, "archive");
  g_autoptr(GError) error = NULL;
  g_autoptr(AdjSecret) written = NULL;
  g_autofree char *location = adj_archive_location_take_password (gtk_editable_get_text (GTK_EDITABLE (self->archive_row)),
                                                                  &written, &error);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->archive_password_row));
  const char *password = written ? written : *typed ? typed : NULL;
  g_autofree char *passfile = adj_preferences_page_dup_password_file ();

  if (location && password && adj_store_location_is_server (location)
      && !adj_pgpass_store (passfile, location, password, &error))
    g_clear_pointer (&location, g_free);
  if (!location)
    {
      adj_preferences_page_show_archive (self, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->archive_row), location);
  gtk_editable_set_text (GTK_EDITABLE (self->archive_password_row), "");
  if (g_strcmp0 (stored, location) != 0)
    g_settings_set_string (self->settings, "archive", location);
  else if (password && adj_store_location_is_server (location) && adj_preferences_page_get_application ())
    /* The same server with another password: connect again with it. */
    adj_application_reopen_store (adj_preferences_page_get_application ());
  adj_preferences_page_show_archive (self, NULL);
}

static void
adj_preferences_page_forget_password (AdjPreferencesPage *self)
{
  g_autofree char *server = adj_preferences_page_typed_server (self);
  g_autofree char *passfile = adj_preferences_page_dup_password_file ();
  g_autoptr(GError) error = NULL;

  if (server == NULL)
    return;
  adj_preferences_page_show_archive (self, adj_pgpass_forget (passfile, server, &error) ? NULL : error->message);
}

AdjPreferencesPage *
adj_preferences_page_new (void)
{
  return g_object_new (ADJ_TYPE_PREFERENCES_PAGE, NULL);
}

static void
adj_preferences_page_dispose (GObject *object)
{
  AdjPreferencesPage *self = ADJ_PREFERENCES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_PREFERENCES_PAGE);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_preferences_page_parent_class)->dispose (object);
}

static void
adj_preferences_page_class_init (AdjPreferencesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_preferences_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjourn/Adjourn/adj-preferences-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, arbiter_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, profile_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, waiting_time_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, waiting_time_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, notation_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, board_style_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, paper_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, engine_path_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, engine_lines_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, piece_set_group);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, archive_group);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, archive_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, archive_spinner);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, archive_password_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPreferencesPage, forget_password_button);
  gtk_widget_class_bind_template_callback (widget_class, adj_preferences_page_archive_apply);
  gtk_widget_class_bind_template_callback (widget_class, adj_preferences_page_archive_changed);
  gtk_widget_class_bind_template_callback (widget_class, adj_preferences_page_forget_password);
  gtk_widget_class_bind_template_callback (widget_class, adj_preferences_page_engine_path_apply);
}

static void
adj_preferences_page_init (AdjPreferencesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);

  adj_preferences_page_bind_choices (self, self->profile_row, &choice_lists[LIST_PROFILE]);
  adj_preferences_page_bind_choices (self, self->notation_row, &choice_lists[LIST_NOTATION]);
  adj_preferences_page_bind_choices (self, self->board_style_row, &choice_lists[LIST_BOARD_STYLE]);
  adj_preferences_page_bind_choices (self, self->paper_row, &choice_lists[LIST_PAPER]);

  /* The name envelopes are signed with; the walkthrough keeps it too. */
  g_settings_bind (self->settings, "arbiter-name", self->arbiter_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "waiting-time", self->waiting_time_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_autofree char *engine_path = g_settings_get_string (self->settings, "engine-path");
  gtk_editable_set_text (GTK_EDITABLE (self->engine_path_row), engine_path);
  g_signal_connect_object (self->settings, "changed::engine-path",
                           G_CALLBACK (adj_preferences_page_engine_path_changed), self, G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "engine-lines", self->engine_lines_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  adj_preferences_page_add_piece_sets (self);

  /* Not bound: the key is written when applied, not at each keystroke
   * (each would open another archive). An older key's password was moved
   * out at startup; shown without it all the same. */
  g_autofree char *archive = g_settings_get_string (self->settings, "archive");
  g_autofree char *shown = adj_archive_location_shown (archive);
  gtk_editable_set_text (GTK_EDITABLE (self->archive_row), shown);
  adj_preferences_page_show_archive (self, NULL);
  AdjApplication *app = adj_preferences_page_get_application ();
  if (app)
    g_signal_connect_object (app, "notify::opening", G_CALLBACK (adj_preferences_page_archive_changed), self,
                             G_CONNECT_SWAPPED);

  /* The minutes count only when the profile does not decide them. */
  g_settings_bind (self->settings, "waiting-time-from-profile", self->waiting_time_row, "sensitive",
                   G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);
}
