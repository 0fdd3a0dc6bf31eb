/* adj-compat.c — dialogs that changed type between libadwaita 1.2 and now
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-compat"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-compat.h"

/* AdwDialog and its about and preferences kinds arrived in 1.5, when the
 * window kinds were deprecated; AdwShortcutsDialog arrived in 1.8. */
#define ADJ_HAVE_ADW_DIALOG    ADW_CHECK_VERSION (1, 5, 0)
#define ADJ_HAVE_ADW_SHORTCUTS ADW_CHECK_VERSION (1, 8, 0)

GtkWidget *
adj_compat_about_new (void)
{
#if ADJ_HAVE_ADW_DIALOG
  return adw_about_dialog_new ();
#else
  return adw_about_window_new ();
#endif
}

void
adj_compat_about_add_acknowledgement_section (GtkWidget          *about,
                                              const char         *name,
                                              const char * const *people)
{
  g_return_if_fail (GTK_IS_WIDGET (about));
  g_return_if_fail (people != NULL);

#if ADJ_HAVE_ADW_DIALOG
  adw_about_dialog_add_acknowledgement_section (ADW_ABOUT_DIALOG (about), name, (const char **) people);
#else
  adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), name, (const char **) people);
#endif
}

GtkWidget *
adj_compat_preferences_new (AdwPreferencesPage *page)
{
  GtkWidget *preferences;

  g_return_val_if_fail (ADW_IS_PREFERENCES_PAGE (page), NULL);

#if ADJ_HAVE_ADW_DIALOG
  preferences = adw_preferences_dialog_new ();
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (preferences), FALSE);
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (preferences), page);
#else
  preferences = adw_preferences_window_new ();
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (preferences), FALSE);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (preferences), page);
#endif
  return preferences;
}

#if ADJ_HAVE_ADW_SHORTCUTS
GtkWidget *
adj_compat_shortcuts_new (const AdjShortcut *shortcuts,
                          gsize              n_shortcuts)
{
  AdwDialog *dialog = adw_shortcuts_dialog_new ();
  AdwShortcutsSection *section = NULL;
  const char *group = NULL;

  g_return_val_if_fail (shortcuts != NULL || n_shortcuts == 0, NULL);

  for (gsize i = 0; i < n_shortcuts; i++)
    {
      if (section == NULL || g_strcmp0 (group, shortcuts[i].group) != 0)
        {
          group = shortcuts[i].group;
          section = adw_shortcuts_section_new (_(group));
          adw_shortcuts_dialog_add (ADW_SHORTCUTS_DIALOG (dialog), section);
        }
      AdwShortcutsItem *item = adw_shortcuts_item_new (_(shortcuts[i].title), shortcuts[i].accelerator);

      if (shortcuts[i].subtitle)
        adw_shortcuts_item_set_subtitle (item, _(shortcuts[i].subtitle));
      adw_shortcuts_section_add (section, item);
    }
  return GTK_WIDGET (dialog);
}
#else
/* GtkShortcutsWindow and its parts can only be filled through GtkBuilder on
 * GTK 4.8, so the table becomes a small UI definition. */
GtkWidget *
adj_compat_shortcuts_new (const AdjShortcut *shortcuts,
                          gsize              n_shortcuts)
{
  g_autoptr(GString) ui = g_string_new (NULL);
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;
  const char *group = NULL;
  GtkWidget *window;

  g_return_val_if_fail (shortcuts != NULL || n_shortcuts == 0, NULL);

  g_string_append (ui,
                   "<interface>"
                   "<object class='GtkShortcutsWindow' id='shortcuts'>"
                   "<child><object class='GtkShortcutsSection'>"
                   "<property name='section-name'>shortcuts</property>");
  for (gsize i = 0; i < n_shortcuts; i++)
    {
      g_autofree char *item = NULL;

      if (i == 0 || g_strcmp0 (group, shortcuts[i].group) != 0)
        {
          g_autofree char *title = g_markup_printf_escaped ("%s", _(shortcuts[i].group));

          if (i > 0)
            g_string_append (ui, "</object></child>");
          group = shortcuts[i].group;
          g_string_append_printf (ui,
                                  "<child><object class='GtkShortcutsGroup'>"
                                  "<property name='title'>%s</property>", title);
        }
      item = g_markup_printf_escaped ("<child><object class='GtkShortcutsShortcut'>"
                                      "<property name='title'>%s</property>"
                                      "<property name='subtitle'>%s</property>"
                                      "<property name='accelerator'>%s</property>"
                                      "</object></child>",
                                      _(shortcuts[i].title),
                                      shortcuts[i].subtitle ? _(shortcuts[i].subtitle) : "",
                                      shortcuts[i].accelerator);
      g_string_append (ui, item);
    }
  if (n_shortcuts > 0)
    g_string_append (ui, "</object></child>");
  g_string_append (ui, "</object></child></object></interface>");

  builder = gtk_builder_new ();
  if (!gtk_builder_add_from_string (builder, ui->str, (gssize) ui->len, &error))
    g_error ("shortcuts window: %s", error->message);
  window = GTK_WIDGET (gtk_builder_get_object (builder, "shortcuts"));
  return window;
}
#endif

void
adj_compat_present (GtkWidget *dialog,
                    GtkWidget *parent)
{
  g_return_if_fail (GTK_IS_WIDGET (dialog));
  g_return_if_fail (parent == NULL || GTK_IS_WIDGET (parent));

  if (GTK_IS_WINDOW (dialog))
    {
      GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

      if (GTK_IS_WINDOW (root))
        {
          gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
          /* A window of the application reaches its "app." actions (the
           * preferences' switches are bound to some) and its shortcuts. */
          gtk_window_set_application (GTK_WINDOW (dialog),
                                      gtk_window_get_application (GTK_WINDOW (root)));
        }
      gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
#if ADJ_HAVE_ADW_DIALOG
  adw_dialog_present (ADW_DIALOG (dialog), parent);
#else
  g_critical ("%s: cannot present a %s", G_STRFUNC, G_OBJECT_TYPE_NAME (dialog));
#endif
}

void
adj_compat_close (GtkWidget *dialog)
{
  g_return_if_fail (GTK_IS_WIDGET (dialog));

  if (GTK_IS_WINDOW (dialog))
    {
      gtk_window_close (GTK_WINDOW (dialog));
      return;
    }
#if ADJ_HAVE_ADW_DIALOG
  adw_dialog_close (ADW_DIALOG (dialog));
#endif
}

GtkWidget *
adj_compat_get_visible_dialog (GtkWindow *window)
{
  GtkWidget *found = NULL;
  GList *toplevels;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

#if ADJ_HAVE_ADW_DIALOG
  {
    AdwDialog *dialog = NULL;

    if (ADW_IS_APPLICATION_WINDOW (window))
      dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
    else if (ADW_IS_WINDOW (window))
      dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
    if (dialog != NULL)
      return GTK_WIDGET (dialog);
  }
#endif

  /* Window kinds: a visible toplevel kept above 'window'. */
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL && found == NULL; l = l->next)
    {
      GtkWindow *candidate = l->data;

      if (candidate != window
          && gtk_window_get_transient_for (candidate) == window
          && gtk_widget_get_visible (GTK_WIDGET (candidate)))
        found = GTK_WIDGET (candidate);
    }
  g_list_free (toplevels);
  return found;
}

GtkWidget *
adj_compat_alert_new (const char *heading,
                      const char *body)
{
  g_return_val_if_fail (heading != NULL, NULL);

#if ADJ_HAVE_ADW_DIALOG
  AdwDialog *alert = adw_alert_dialog_new (heading, body);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (alert), "close", _("_Close"));
  return GTK_WIDGET (alert);
#else
  GtkWidget *alert = adw_message_dialog_new (NULL, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
  return alert;
#endif
}

typedef struct {
  AdjConfirmCallback callback;
  gpointer           user_data;
} Confirm;

static void
confirm_response (GtkWidget *dialog, const char *response, Confirm *confirm)
{
  confirm->callback (g_strcmp0 (response, "confirm") == 0, confirm->user_data);
}

/* A question with a "cancel" and a "confirm" response, CONFIRM_APPEARANCE
 * for the latter, DEFAULT_RESPONSE the one Enter answers, EXTRA (may be
 * NULL) under the body; shown over PARENT. */
static GtkWidget *
question_new (GtkWidget          *parent,
              const char         *heading,
              const char         *body,
              GtkWidget          *extra,
              const char         *cancel_label,
              const char         *confirm_label,
              AdwResponseAppearance confirm_appearance,
              const char         *default_response,
              AdjConfirmCallback  callback,
              gpointer            user_data)
{
  GtkWidget *dialog;
  Confirm *confirm = g_new0 (Confirm, 1);

  confirm->callback = callback;
  confirm->user_data = user_data;
#if ADJ_HAVE_ADW_DIALOG
  dialog = adw_alert_dialog_new (heading, body);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", cancel_label, "confirm", confirm_label, NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "confirm", confirm_appearance);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), default_response);
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  if (extra)
    adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), extra);
#else
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (parent)), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", cancel_label, "confirm", confirm_label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "confirm", confirm_appearance);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), default_response);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  if (extra)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), extra);
#endif
  g_signal_connect_data (dialog, "response", G_CALLBACK (confirm_response), confirm,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  adj_compat_present (dialog, parent);
  return dialog;
}

GtkWidget *
adj_compat_confirm (GtkWidget          *parent,
                    const char         *heading,
                    const char         *body,
                    const char         *cancel_label,
                    const char         *confirm_label,
                    AdjConfirmCallback  callback,
                    gpointer            user_data)
{
  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (heading != NULL && cancel_label != NULL && confirm_label != NULL, NULL);
  g_return_val_if_fail (callback != NULL, NULL);

  return question_new (parent, heading, body, NULL, cancel_label, confirm_label, ADW_RESPONSE_DESTRUCTIVE, "cancel",
                       callback, user_data);
}

GtkWidget *
adj_compat_ask (GtkWidget          *parent,
                const char         *heading,
                const char         *body,
                GtkWidget          *extra,
                const char         *cancel_label,
                const char         *confirm_label,
                AdjConfirmCallback  callback,
                gpointer            user_data)
{
  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (extra), NULL);
  g_return_val_if_fail (heading != NULL && cancel_label != NULL && confirm_label != NULL, NULL);
  g_return_val_if_fail (callback != NULL, NULL);

  return question_new (parent, heading, body, extra, cancel_label, confirm_label, ADW_RESPONSE_SUGGESTED, "confirm",
                       callback, user_data);
}

void
adj_compat_set_response_enabled (GtkWidget  *dialog,
                                 const char *response,
                                 gboolean    enabled)
{
  g_return_if_fail (GTK_IS_WIDGET (dialog));
  g_return_if_fail (response != NULL);

#if ADJ_HAVE_ADW_DIALOG
  adw_alert_dialog_set_response_enabled (ADW_ALERT_DIALOG (dialog), response, enabled);
#else
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), response, enabled);
#endif
}

void
adj_compat_respond (GtkWidget  *dialog,
                    const char *response)
{
  g_return_if_fail (GTK_IS_WIDGET (dialog));
  g_return_if_fail (response != NULL);

#if ADJ_HAVE_ADW_DIALOG
  g_signal_emit_by_name (dialog, "response", response);
  adw_dialog_close (ADW_DIALOG (dialog));
#else
  /* A click on a response button closes the dialog too; the response
   * alone would leave it up. The reference outlives a callback that
   * closes the dialog's parent, and the dialog with it. */
  g_object_ref (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
#endif
}

AdwToast *
adj_compat_toast_new_text (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);
#if ADW_CHECK_VERSION (1, 4, 0)
  AdwToast *toast = adw_toast_new (text);
  adw_toast_set_use_markup (toast, FALSE);
  return toast;
#else
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  return adw_toast_new (escaped);
#endif
}

void
adj_compat_status_page_set_description_text (AdwStatusPage *page,
                                             const char    *text)
{
  g_return_if_fail (ADW_IS_STATUS_PAGE (page));
  g_autofree char *escaped = text ? g_markup_escape_text (text, -1) : NULL;
  adw_status_page_set_description (page, escaped);
}

void
adj_compat_preferences_group_set_title_text (AdwPreferencesGroup *group,
                                             const char          *text)
{
  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);
  adw_preferences_group_set_title (group, escaped);
}

void
adj_compat_preferences_group_set_description_text (AdwPreferencesGroup *group,
                                                   const char          *text)
{
  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));
  g_autofree char *escaped = text ? g_markup_escape_text (text, -1) : NULL;
  adw_preferences_group_set_description (group, escaped);
}
