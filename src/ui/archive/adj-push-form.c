/* adj-push-form.c — where to push an event: the federation archive's address and password
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The password has a row of its own, masked, so that it never stands in
 * the address where it could be read over a shoulder or kept in the
 * settings; one typed into the address is taken as well
 * (adj_archive_location_compose()).
 */
#define G_LOG_DOMAIN "adj-push-form"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-archive-location.h"
#include "adj-push-form.h"

struct _AdjPushForm
{
  GtkWidget            parent_instance;

  gboolean             valid;

  /* Template children (every direct child bound: dispose_template unparents them) */
  GtkListBox          *rows;
  AdwEntryRow         *address_row;
  AdwPasswordEntryRow *password_row;
  GtkLabel            *problem_label;
  GtkLabel            *hint_label;
};

G_DEFINE_FINAL_TYPE (AdjPushForm, adj_push_form, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_VALID, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* An empty address is no target; anything else must be a usable location,
 * and what is wrong with it is said under the rows. */
static void
adj_push_form_update (AdjPushForm *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  g_autofree char *typed = g_strstrip (g_strdup (address));
  g_autoptr(GError) error = NULL;
  gboolean valid = *typed != '\0' && adj_archive_location_check (typed, &error);

  /* A file has no password to ask. */
  gtk_widget_set_visible (GTK_WIDGET (self->password_row), adj_store_location_is_server (typed));
  gtk_label_set_text (self->problem_label, error ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), error != NULL);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->address_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->address_row), "error");
  if (valid == self->valid)
    return;
  self->valid = valid;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
}

AdjPushForm *
adj_push_form_new (const char *address)
{
  AdjPushForm *self = g_object_new (ADJ_TYPE_PUSH_FORM, NULL);

  if (address)
    gtk_editable_set_text (GTK_EDITABLE (self->address_row), address);
  adj_push_form_update (self);
  return self;
}

gboolean
adj_push_form_get_valid (AdjPushForm *self)
{
  g_return_val_if_fail (ADJ_IS_PUSH_FORM (self), FALSE);
  return self->valid;
}

char *
adj_push_form_dup_location (AdjPushForm *self, GError **error)
{
  g_return_val_if_fail (ADJ_IS_PUSH_FORM (self), NULL);
  return adj_archive_location_compose (gtk_editable_get_text (GTK_EDITABLE (self->address_row)),
                                       gtk_editable_get_text (GTK_EDITABLE (self->password_row)), NULL, error);
}

static void
adj_push_form_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AdjPushForm *self = ADJ_PUSH_FORM (object);

  switch (prop_id)
    {
    case PROP_VALID:
      g_value_set_boolean (value, self->valid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_push_form_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_PUSH_FORM);

  G_OBJECT_CLASS (adj_push_form_parent_class)->dispose (object);
}

static void
adj_push_form_class_init (AdjPushFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_push_form_dispose;
  object_class->get_property = adj_push_form_get_property;

  properties[PROP_VALID] = g_param_spec_boolean ("valid", NULL, NULL, FALSE,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjourn/Adjourn/archive/adj-push-form.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPushForm, rows);
  gtk_widget_class_bind_template_child (widget_class, AdjPushForm, address_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPushForm, password_row);
  gtk_widget_class_bind_template_child (widget_class, AdjPushForm, problem_label);
  gtk_widget_class_bind_template_child (widget_class, AdjPushForm, hint_label);
  gtk_widget_class_bind_template_callback (widget_class, adj_push_form_update);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
adj_push_form_init (AdjPushForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 12);
}
