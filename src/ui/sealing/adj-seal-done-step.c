/* adj-seal-done-step.c — sealing, the last page: the envelope is stored
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-seal-done-step"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "adj-compat.h"
#include "adj-envelope-face.h"
#include "adj-preferences-page.h"
#include "adj-seal-done-step.h"

struct _AdjSealDoneStep
{
  AdjStep        parent_instance;

  GSettings     *settings;

  /* Template children */
  AdwStatusPage *done_page;
  GtkWidget     *seal_code_box;
  GtkLabel      *seal_code_label;
  AdwComboRow   *face_paper_row;
  GtkLabel      *export_status;
};

G_DEFINE_FINAL_TYPE (AdjSealDoneStep, adj_seal_done_step, ADJ_TYPE_STEP)

const char *
adj_seal_paper_label (const char *paper)
{
  g_return_val_if_fail (paper != NULL, NULL);
  /* The names the preferences give the papers: one name for each. */
  gsize n_lists;
  const AdjChoiceList *lists = adj_preferences_get_choice_lists (&n_lists);
  for (gsize i = 0; i < n_lists; i++)
    for (gsize k = 0; g_str_equal (lists[i].key, "envelope-paper") && k < lists[i].n_choices; k++)
      if (g_str_equal (lists[i].choices[k].id, paper))
        return _(lists[i].choices[k].label);
  return paper;
}

void
adj_seal_done_step_set_sealed (AdjSealDoneStep *self,
                               const char      *white,
                               const char      *black,
                               gboolean         digital,
                               const char      *seal_code)
{
  g_return_if_fail (ADJ_IS_SEAL_DONE_STEP (self));

  gtk_label_set_text (self->seal_code_label, seal_code ? seal_code : "");
  gtk_widget_set_visible (self->seal_code_box, seal_code != NULL);
  g_autofree char *description = digital
    ? g_strdup_printf (_("The envelope of %s – %s is in the archive, its move stored encrypted."), white, black)
    : g_strdup_printf (_("The envelope of %s – %s is in the archive. Put both scoresheets in the envelope and close it."), white, black);
  adj_compat_status_page_set_description_text (self->done_page, description);
}

const char *
adj_seal_done_step_get_paper (AdjSealDoneStep *self)
{
  g_return_val_if_fail (ADJ_IS_SEAL_DONE_STEP (self), NULL);

  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  guint i = adw_combo_row_get_selected (self->face_paper_row);
  guint n = 0;
  while (papers[n].name)
    n++;
  return papers[i < n ? i : 0].name;
}

void
adj_seal_done_step_show_status (AdjSealDoneStep *self,
                                const char      *message,
                                gboolean         error)
{
  g_return_if_fail (ADJ_IS_SEAL_DONE_STEP (self));

  adj_step_mark (self->export_status, error);
  adj_step_say (self->export_status, message);
}

/* The row shows the "envelope-paper" setting (the window's menu and the
 * preferences show it too): the face's papers, in the face's order. */
static gboolean
paper_get_mapping (GValue *value, GVariant *variant, gpointer data)
{
  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  const char *name = g_variant_get_string (variant, NULL);
  guint i = 0;

  while (papers[i].name && strcmp (papers[i].name, name) != 0)
    i++;
  g_value_set_uint (value, papers[i].name ? i : 0);
  return TRUE;
}

static GVariant *
paper_set_mapping (const GValue *value, const GVariantType *type, gpointer data)
{
  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  guint index = g_value_get_uint (value);

  for (guint i = 0; papers[i].name; i++)
    if (i == index)
      return g_variant_new_string (papers[i].name);
  return NULL;
}

static void
fill_papers (AdjSealDoneStep *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  for (const AdjEnvelopePaper *paper = adj_envelope_face_get_papers (); paper->name; paper++)
    gtk_string_list_append (labels, adj_seal_paper_label (paper->name));
  adw_combo_row_set_model (self->face_paper_row, G_LIST_MODEL (labels));
  g_settings_bind_with_mapping (self->settings, "envelope-paper", self->face_paper_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, paper_get_mapping, paper_set_mapping, NULL, NULL);
}

static void
adj_seal_done_step_dispose (GObject *object)
{
  AdjSealDoneStep *self = ADJ_SEAL_DONE_STEP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_SEAL_DONE_STEP);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_seal_done_step_parent_class)->dispose (object);
}

static void
adj_seal_done_step_class_init (AdjSealDoneStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The keyboard goes to the frame's Done. */
  object_class->dispose = adj_seal_done_step_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/sealing/adj-seal-done-step.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjSealDoneStep, done_page);
  gtk_widget_class_bind_template_child (widget_class, AdjSealDoneStep, seal_code_box);
  gtk_widget_class_bind_template_child (widget_class, AdjSealDoneStep, seal_code_label);
  gtk_widget_class_bind_template_child (widget_class, AdjSealDoneStep, face_paper_row);
  gtk_widget_class_bind_template_child (widget_class, AdjSealDoneStep, export_status);
}

static void
adj_seal_done_step_init (AdjSealDoneStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  fill_papers (self);
}
