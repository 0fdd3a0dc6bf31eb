/* adj-application.c — the Adjourn application: app-wide actions and dialogs
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-application"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "adj-application.h"
#include "adj-archive-location.h"
#include "adj-pgpass.h"
#include "adj-preferences-page.h"
#include "adj-window.h"
#include "adj-secret.h"

struct _AdjApplication
{
  AdwApplication  parent_instance;
  GSettings      *settings;
  AdjStore       *store;        /* NULL when it cannot be opened: see store_error */
  GError         *store_error;
  char           *password_file;
  GCancellable   *opening;      /* an archive being opened in the background */
  char           *opening_shown; /* its name, without its password */
};

enum { PROP_0, PROP_OPENING, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (AdjApplication, adj_application, ADW_TYPE_APPLICATION)

/* The shortcuts dialog lists these; app-wide ones are installed from here
 * (see startup), window ones by AdjWindow's class. */
static const AdjShortcut shortcuts[] = {
  { N_("Envelopes"), N_("New Envelope"),       "<Control>n",        "win.new-envelope" },
  { N_("Envelopes"), N_("Search"),             "<Control>f",        "win.search" },
  { N_("Envelopes"), N_("Import Envelope"),    "<Control>o",        "win.import-envelope" },
  { N_("Envelopes"), N_("Print Envelope"),     "<Control>p",        "win.print-envelope" },
  /* The review window's own (AdjReviewWindow installs them: tests check
   * both agree), and its board's while it has the focus. The rule: the
   * arrows belong to the board while it has the focus, and move through
   * the game everywhere else; every other key of the review is the
   * window's wherever the focus is, Escape once the board has no piece
   * picked. */
  { N_("Review"),    N_("Start of the Game"),  "Home",              "review.start" },
  { N_("Review"),    N_("End of the Line"),    "End",               "review.end" },
  /* GTK 4.8's shortcuts window sizes the Up and Down keycaps below
   * nothing and warns: those two are said in words. */
  { N_("Review"),    N_("Previous or Next Move"), "Left Right",     NULL /* AdjReviewWindow's arrows */,
    N_("Up and Down for variations; not on a focused board") },
  { N_("Review"),    N_("Flip Board"),         "f",                 "review.flip" },
  { N_("Review"),    N_("Comment"),            "c",                 "review.comment" },
  { N_("Review"),    N_("Copy Position (FEN)"), "<Control><Shift>c", "review.copy-fen" },
  { N_("Review"),    N_("Export Game as PGN"), "<Control>s",        "review.export-pgn" },
  { N_("Review"),    N_("Export Diagram"),     "<Control><Shift>e", "review.export-diagram" },
  { N_("Review"),    N_("Back to the Game, or Close"), "Escape",   NULL /* AdjReviewWindow */,
    N_("Back to the game while preparing a reply") },
  /* AdjBoard's (adj_board_decide_key). */
  { N_("Review Board"), N_("Pick Up a Piece, Then Move It"), "space Return", NULL,
    N_("Tab to the board; the arrows move its cursor") },
  { N_("Review Board"), N_("Put the Piece Back"), "Escape",          NULL },
  { N_("General"),   N_("Main Menu"),          "F10",               NULL /* GtkMenuButton:primary */ },
  { N_("General"),   N_("Preferences"),        "<Control>comma",    "app.preferences" },
  { N_("General"),   N_("Keyboard Shortcuts"), "<Control>question", "app.shortcuts" },
  { N_("General"),   N_("Close Window"),       "<Control>w",        "window.close" },
  { N_("General"),   N_("Quit"),               "<Control>q",        "app.quit" },
};

const AdjShortcut *
adj_application_get_shortcuts (gsize *n_shortcuts)
{
  g_return_val_if_fail (n_shortcuts != NULL, NULL);

  *n_shortcuts = G_N_ELEMENTS (shortcuts);
  return shortcuts;
}

gboolean
adj_application_check_schema (char **message)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  g_return_val_if_fail (message != NULL, FALSE);

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema != NULL)
    return TRUE;
  *message = g_strdup_printf (_("the settings schema %s is not installed "
                                "(from a build directory, run “make run” or set GSETTINGS_SCHEMA_DIR=BUILDDIR/data)"),
                              APPLICATION_ID);
  return FALSE;
}

AdjApplication *
adj_application_new (void)
{
  return g_object_new (ADJ_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/io/github/adjourn/Adjourn",
                       NULL);
}

AdjStore *
adj_application_get_store (AdjApplication *self, const GError **error)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (self), NULL);
  if (error)
    *error = self->store_error;
  return self->store;
}

static GtkWidget *
adj_application_get_parent (AdjApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return window != NULL ? GTK_WIDGET (window) : NULL;
}

static void
adj_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  AdjApplication *self = user_data;
  static const char * const developers[] = {
    "The Adjourn authors https://github.com/adjourn/adjourn",
    NULL
  };
  static const char * const rules[] = {
    "FIDE Laws of Chess https://handbook.fide.com",
    "Federació Catalana d’Escacs",
    NULL
  };
  GtkWidget *about = adj_compat_about_new ();

  g_object_set (about,
                "application-name", _("Adjourn"),
                "application-icon", APPLICATION_ID,
                "developer-name", _("The Adjourn authors"),
                "version", PACKAGE_VERSION,
                "comments", _("Seal, keep and open the envelopes of adjourned chess games, "
                              "and apply the resumption rules of the edition of the Laws "
                              "that the event follows."),
                "website", "https://github.com/adjourn/adjourn",
                "issue-url", "https://github.com/adjourn/adjourn/issues",
                "copyright", _("© 2026 The Adjourn authors"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "developers", developers,
                /* Translators: your names, one a line, as you want them shown. */
                "translator-credits", _("translator-credits"),
                NULL);
  adj_compat_about_add_acknowledgement_section (about, _("Laws and Regulations"), rules);
  adj_compat_present (about, adj_application_get_parent (self));
}

static void
adj_application_preferences_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  AdjApplication *self = user_data;
  GtkWidget *preferences;

  preferences = adj_compat_preferences_new (ADW_PREFERENCES_PAGE (adj_preferences_page_new ()));
  adj_compat_present (preferences, adj_application_get_parent (self));
}

static void
adj_application_shortcuts_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  AdjApplication *self = user_data;

  adj_compat_present (adj_compat_shortcuts_new (shortcuts, G_N_ELEMENTS (shortcuts)),
                      adj_application_get_parent (self));
}

static void
adj_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  AdjApplication *self = user_data;
  g_autoptr(GList) windows = NULL;

  /* Closing each main window first lets it save its state, as a click on its
   * close button would. Only main windows are listed: the dialogs over one go
   * with it (destroy-with-parent), and no main window takes another along. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (ADJ_IS_WINDOW (l->data))
      windows = g_list_prepend (windows, l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_application_quit (G_APPLICATION (self));
}

static const GActionEntry app_actions[] = {
  { "about",       adj_application_about_action,       NULL, NULL, NULL, { 0 } },
  { "preferences", adj_application_preferences_action, NULL, NULL, NULL, { 0 } },
  { "shortcuts",   adj_application_shortcuts_action,   NULL, NULL, NULL, { 0 } },
  { "quit",        adj_application_quit_action,        NULL, NULL, NULL, { 0 } },
};

/* Boolean preferences (and the envelope's paper and the piece set, radio choices) are also actions, so that a switch, a menu item or a
 * test can flip them the same way. */
static const char * const settings_actions[] = {
  "figurine-notation",
  "waiting-time-from-profile",
  "engine-analysis",
  "envelope-paper",
  "piece-set",
};

/* The archive: $ADJOURN_DB, else the preference, else the file in the
 * user data dir. */
static char *
adj_application_dup_location (AdjApplication *self)
{
  g_autofree char *preference = g_settings_get_string (self->settings, "archive");
  return g_strdup (adj_archive_location_effective (g_getenv (ADJ_STORE_ENV), preference));
}

/* An older Adjourn kept a server's password in the "archive" key (plain
 * text in dconf, which any program of the user reads): it goes to the
 * password file, and the key is written again without it. */
static void
adj_application_migrate_password (AdjApplication *self)
{
  g_autoptr(AdjSecret) stored = g_settings_get_string (self->settings, "archive");
  g_autoptr(GError) error = NULL;

  if (!adj_archive_location_has_password (stored))
    return;
  g_autofree char *without = adj_archive_location_move_password (stored, self->password_file, &error);
  if (without)
    g_settings_set_string (self->settings, "archive", without);
  else
    g_message ("%s", error->message);
}

static void
adj_application_show_store (AdjApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (ADJ_IS_WINDOW (l->data))
      adj_window_set_store (l->data, self->store, self->store_error);
}

static void
adj_application_open_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  AdjStore *store = adj_store_open (data, &error);

  if (store)
    g_task_return_pointer (task, store, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
adj_application_opened (GObject *source, GAsyncResult *result, gpointer data)
{
  AdjApplication *self = ADJ_APPLICATION (source);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  GError *error = NULL;
  AdjStore *store = g_task_propagate_pointer (G_TASK (result), &error);

  /* Another archive was chosen meanwhile: this one is not wanted. */
  if (g_cancellable_is_cancelled (cancellable) || cancellable != self->opening)
    {
      g_clear_object (&store);
      g_clear_error (&error);
      return;
    }
  g_clear_object (&self->opening);
  g_clear_pointer (&self->opening_shown, g_free);
  g_clear_object (&self->store);
  g_clear_error (&self->store_error);
  self->store = store;
  self->store_error = error;
  if (error)
    g_message ("%s", error->message);
  adj_application_show_store (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPENING]);
}

/* In the background, at startup as on a change of preference: a server
 * that answers slowly (or not at all, until libpq gives up) must not keep
 * the first window from appearing, nor freeze the windows later. Until it
 * is open the windows show that it is being opened; when it cannot be
 * opened they say why (the message names a server without its password),
 * rather than the app failing to start. */
static void
adj_application_begin_opening (AdjApplication *self, char *location)
{
  if (self->opening)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  /* The windows let go of the old archive at once: nothing is written to
   * the one being left while the new one opens. */
  g_clear_object (&self->store);
  g_clear_error (&self->store_error);
  self->opening = g_cancellable_new ();
  g_free (self->opening_shown);
  self->opening_shown = location ? adj_store_location_display (location) : adj_store_default_path ();
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (ADJ_IS_WINDOW (l->data))
      adj_window_set_store_opening (l->data, self->opening_shown);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPENING]);

  g_autoptr(GTask) task = g_task_new (self, self->opening, adj_application_opened, NULL);
  g_task_set_source_tag (task, adj_application_begin_opening);
  g_task_set_task_data (task, location, g_free);
  g_task_run_in_thread (task, adj_application_open_thread);
}

void
adj_application_reopen_store (AdjApplication *self)
{
  g_return_if_fail (ADJ_IS_APPLICATION (self));

  const char *env = g_getenv (ADJ_STORE_ENV);
  if (env && *env)
    return;
  adj_application_begin_opening (self, adj_application_dup_location (self));
}

gboolean
adj_application_get_opening (AdjApplication *self)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (self), FALSE);
  return self->opening != NULL;
}

char *
adj_application_dup_location_shown (AdjApplication *self)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (self), NULL);
  return g_strdup (self->opening_shown);
}

const char *
adj_application_get_password_file (AdjApplication *self)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (self), NULL);
  return self->password_file;
}

/* Another archive chosen in the preferences: every window shows it. With
 * $ADJOURN_DB set, that one stays. */
static void
adj_application_archive_changed (AdjApplication *self)
{
  adj_application_reopen_store (self);
}

static void
adj_application_startup (GApplication *application)
{
  AdjApplication *self = ADJ_APPLICATION (application);

  G_APPLICATION_CLASS (adj_application_parent_class)->startup (application);

  self->settings = g_settings_new (APPLICATION_ID);
  self->password_file = adj_pgpass_default_path ();
  adj_store_set_password_file (self->password_file);
  adj_application_migrate_password (self);
  adj_application_begin_opening (self, adj_application_dup_location (self));
  g_signal_connect_object (self->settings, "changed::archive", G_CALLBACK (adj_application_archive_changed), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, settings_actions[i]);

      g_action_map_add_action (G_ACTION_MAP (self), action);
    }

  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    if (shortcuts[i].action_name != NULL && g_str_has_prefix (shortcuts[i].action_name, "app."))
      {
        const char *accels[] = { shortcuts[i].accelerator, NULL };

        gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                               shortcuts[i].action_name, accels);
      }
}

static void
adj_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL)
    window = GTK_WINDOW (adj_window_new (ADJ_APPLICATION (application)));
  gtk_window_present (window);
}

static int
adj_application_handle_local_options (GApplication *application,
                                      GVariantDict *options)
{
  g_autofree char *message = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      printf ("adjourn %s\n", PACKAGE_VERSION);
      return 0;
    }
  /* Without these, GTK and GSettings would abort with a backtrace: say in
   * one line what is missing instead. */
  if (!gtk_init_check ())
    {
      fprintf (stderr, "adjourn: %s\n",
               _("cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)"));
      return 1;
    }
  if (!adj_application_check_schema (&message))
    {
      fprintf (stderr, "adjourn: %s\n", message);
      return 1;
    }
  return -1;
}

static void
adj_application_dispose (GObject *object)
{
  AdjApplication *self = ADJ_APPLICATION (object);

  if (self->opening)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  g_clear_pointer (&self->opening_shown, g_free);
  g_clear_pointer (&self->password_file, g_free);
  g_clear_object (&self->settings);
  g_clear_object (&self->store);
  g_clear_error (&self->store_error);

  G_OBJECT_CLASS (adj_application_parent_class)->dispose (object);
}

static void
adj_application_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AdjApplication *self = ADJ_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_OPENING:
      g_value_set_boolean (value, self->opening != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_application_class_init (AdjApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = adj_application_dispose;
  object_class->get_property = adj_application_get_property;

  properties[PROP_OPENING] =
    g_param_spec_boolean ("opening", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  app_class->startup = adj_application_startup;
  app_class->activate = adj_application_activate;
  app_class->handle_local_options = adj_application_handle_local_options;
}

static void
adj_application_init (AdjApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
      N_("Show the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}
