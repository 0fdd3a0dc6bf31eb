/* adj-compat.h — the one place that knows which libadwaita and GTK it runs on
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Debian 12 has GTK 4.8 and libadwaita 1.2; the GNOME runtime of the Flatpak has
 * current ones. On 1.2 only AdwAboutWindow, AdwPreferencesWindow and
 * GtkShortcutsWindow exist, and newer releases deprecate them in favour of
 * AdwAboutDialog, AdwPreferencesDialog (1.5) and AdwShortcutsDialog (1.8).
 * These functions pick one at compile time so that the rest of src/ui does not
 * care which: a "dialog" below is whatever GtkWidget the version gives.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* One keyboard shortcut, as listed in the shortcuts dialog. Consecutive
 * entries with the same group form one group. */
typedef struct {
  const char *group;        /* untranslated (N_) group title */
  const char *title;        /* untranslated (N_) title */
  const char *accelerator;  /* gtk_accelerator_parse() syntax */
  const char *action_name;  /* the action it triggers ("app.quit"), or NULL when a
                             * widget handles the key itself */
  const char *subtitle;     /* untranslated (N_) words under the title (when the
                             * key does what), or NULL */
} AdjShortcut;

/* An about dialog or window; its properties (application-name, version,
 * license-type, developers …) have the same names in both. */
GtkWidget *adj_compat_about_new                          (void);
void       adj_compat_about_add_acknowledgement_section  (GtkWidget          *about,
                                                          const char         *name,
                                                          const char * const *people);

/* A preferences dialog or window showing 'page'. */
GtkWidget *adj_compat_preferences_new (AdwPreferencesPage *page);

/* A shortcuts dialog or window listing 'shortcuts'. */
GtkWidget *adj_compat_shortcuts_new   (const AdjShortcut *shortcuts,
                                       gsize              n_shortcuts);

/* Plain text (a name, a file, an error message) where libadwaita reads
 * Pango markup: a toast's title and a status page's description. An "&" or
 * a "<" in the text is shown as typed, not taken for markup (which would
 * show nothing and warn). AdwToast has use-markup from 1.4; a status page
 * has no such switch. */
AdwToast  *adj_compat_toast_new_text               (const char    *text);
void       adj_compat_status_page_set_description_text (AdwStatusPage *page,
                                                     const char    *text);
/* The same for a preferences group's title and description (markup, with
 * no switch, in 1.2). */
void       adj_compat_preferences_group_set_title_text       (AdwPreferencesGroup *group,
                                                              const char          *text);
void       adj_compat_preferences_group_set_description_text (AdwPreferencesGroup *group,
                                                              const char          *text);

/* Show 'dialog' over the window that holds 'parent'. */
void       adj_compat_present         (GtkWidget *dialog,
                                       GtkWidget *parent);
/* Close a dialog made by the functions above. */
void       adj_compat_close           (GtkWidget *dialog);
/* The dialog shown over 'window', or NULL. */
GtkWidget *adj_compat_get_visible_dialog (GtkWindow *window);

/* A message with a Close button (AdwMessageDialog before 1.5, AdwAlertDialog
 * on): show it with adj_compat_present(). Both have "heading" and "body". */
GtkWidget *adj_compat_alert_new       (const char *heading,
                                       const char *body);

/* Ask whether to go ahead with something that loses work: 'heading',
 * 'body', a "cancel" response labelled 'cancel_label' (the default, and
 * what Escape answers) and a destructive "confirm" response labelled
 * 'confirm_label'. 'callback' gets TRUE when "confirm" was chosen. An alert
 * dialog from libadwaita 1.5, a message dialog before. */
typedef void (*AdjConfirmCallback) (gboolean confirmed, gpointer user_data);
GtkWidget *adj_compat_confirm          (GtkWidget          *parent,
                                        const char         *heading,
                                        const char         *body,
                                        const char         *cancel_label,
                                        const char         *confirm_label,
                                        AdjConfirmCallback  callback,
                                        gpointer            user_data);
/* Ask for something EXTRA (a widget: the form) lets the user fill in:
 * 'heading', 'body', a "cancel" response and a suggested "confirm" one
 * (the default). 'callback' gets TRUE when "confirm" was chosen. */
GtkWidget *adj_compat_ask              (GtkWidget          *parent,
                                        const char         *heading,
                                        const char         *body,
                                        GtkWidget          *extra,
                                        const char         *cancel_label,
                                        const char         *confirm_label,
                                        AdjConfirmCallback  callback,
                                        gpointer            user_data);
/* Whether a dialog of adj_compat_ask() can be answered with RESPONSE now. */
void       adj_compat_set_response_enabled (GtkWidget      *dialog,
                                            const char     *response,
                                            gboolean        enabled);
/* Answer a dialog made by adj_compat_confirm() as if 'response' was chosen. */
void       adj_compat_respond          (GtkWidget          *dialog,
                                        const char         *response);

G_END_DECLS
