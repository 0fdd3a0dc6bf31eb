/* adj-preferences-page.c — the preferences, bound to GSettings
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row writes its key at once; boolean keys are application actions
 * (see AdjApplication) that the switches are bound to.
 */
#define G_LOG_DOMAIN "adj-preferences-page"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-preferences-page.h"

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
  g_settings_bind (self->settings, "engine-path", self->engine_path_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  /* The minutes count only when the profile does not decide them. */
  g_settings_bind (self->settings, "waiting-time-from-profile", self->waiting_time_row, "sensitive",
                   G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);
}
