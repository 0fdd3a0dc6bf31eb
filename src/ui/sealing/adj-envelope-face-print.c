/* adj-envelope-face-print.c — the envelope face on paper: the papers, PDF and the printer
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-envelope-face"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "adj-custody.h"
#include "adj-envelope-face-private.h"

G_DEFINE_QUARK (adj-envelope-face-error-quark, adj_envelope_face_error)

/* Sizes as printed. GTK's envelopes are portrait (C5 is 162 × 229 mm); they
 * go through a printer's envelope feed across, so the face is landscape. */
static const AdjEnvelopePaper papers[] = {
  { "iso_c5", 229, 162, TRUE },
  { "iso_dl", 220, 110, TRUE },
  { "iso_a4", 210, 297, FALSE },
  { NULL, 0, 0, FALSE },
};


const AdjEnvelopePaper *
adj_envelope_face_get_papers (void)
{
  return papers;
}

const AdjEnvelopePaper *
adj_envelope_face_lookup_paper (const char  *name,
                                GError     **error)
{
  const AdjEnvelopePaper *paper = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint i = 0; name != NULL && papers[i].name != NULL; i++)
    if (g_strcmp0 (papers[i].name, name) == 0)
      paper = &papers[i];

  if (paper == NULL)
    {
      g_set_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_PAPER,
                   /* Translators: the paper names in brackets are not translated */
                   _("Unknown paper “%s”: the envelope face is made for a C5 envelope (iso_c5), "
                     "a DL envelope (iso_dl) or an A4 sheet (iso_a4)"),
                   name ? name : "");
      return NULL;
    }

  /* GTK gives A4 (with only a warning) for a name it does not know, so
   * check that it agrees on the size before printing on it. */
  g_autoptr(GtkPaperSize) size = gtk_paper_size_new (paper->name);
  double w = gtk_paper_size_get_width (size, GTK_UNIT_MM);
  double h = gtk_paper_size_get_height (size, GTK_UNIT_MM);
  double want_w = paper->landscape ? paper->height_mm : paper->width_mm;
  double want_h = paper->landscape ? paper->width_mm : paper->height_mm;
  if (fabs (w - want_w) > 0.5 || fabs (h - want_h) > 0.5)
    {
      g_set_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_PAPER,
                   _("GTK gives the paper “%s” as %.0f × %.0f mm instead of %.0f × %.0f mm"),
                   paper->name, w, h, want_w, want_h);
      return NULL;
    }
  return paper;
}

/* ---- Marks ------------------------------------------------------------------ */

AdjEnvelopeFaceMarks *
adj_envelope_face_marks_new (AdjStore *store, gint64 id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr(AdjEnvelopeInfo) info = adj_store_get_envelope (store, id, error);
  if (info == NULL)
    return NULL;
  /* The head as it stands now: the face is printed at this moment, and
   * what is noted from it must be checkable later. */
  g_autofree char *head = adj_custody_event_head (store, info->event, error);
  if (head == NULL)
    return NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *key = adj_custody_event_public_key (store, info->event, &local);
  if (local)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  AdjEnvelopeFaceMarks *marks = g_new0 (AdjEnvelopeFaceMarks, 1);
  if (info->kind == ADJ_ENVELOPE_DIGITAL && *info->seal_code)
    marks->seal_code = g_strdup (info->seal_code);
  marks->custody_head = g_steal_pointer (&head);
  marks->signing_key = g_steal_pointer (&key);
  return marks;
}

void
adj_envelope_face_marks_free (AdjEnvelopeFaceMarks *marks)
{
  if (marks == NULL)
    return;
  g_free ((char *) marks->seal_code);
  g_free ((char *) marks->custody_head);
  g_free ((char *) marks->signing_key);
  g_free (marks);
}

/* ---- PDF ------------------------------------------------------------------ */

gboolean
adj_envelope_face_write_pdf (AdjEnvelope  *env,
                             const AdjEnvelopeFaceMarks *marks,
                             const char   *paper,
                             const char   *path,
                             GError      **error)
{
  const AdjEnvelopePaper *p;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  double width, height;

  g_return_val_if_fail (ADJ_IS_ENVELOPE (env), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  p = adj_envelope_face_lookup_paper (paper, error);
  if (p == NULL)
    return FALSE;

  width = MM_TO_PT (p->width_mm);
  height = MM_TO_PT (p->height_mm);
  surface = cairo_pdf_surface_create (path, width, height);
  /* A file that cannot be opened gives a surface already in error: draw
   * nothing into it. */
  status = cairo_surface_status (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_set_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_WRITE,
                   _("Could not write the PDF file “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, _("Sealed move envelope"));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Adjourn " PACKAGE_VERSION);
  cr = cairo_create (surface);
  adj_envelope_face_draw (cr, width, height, env, marks);
  cairo_show_page (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_WRITE,
                   _("Could not write the PDF file “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* ---- Printing --------------------------------------------------------------- */

typedef struct {
  AdjEnvelope *env;
  /* The marks, copied: the operation outlives the caller's strings. */
  char        *seal_code;
  char        *custody_head;
  char        *signing_key;
  GtkWindow   *parent;
  gboolean     in_progress;  /* run returned: the operation lives until "done" */
  gboolean     error_shown;
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_clear_object (&job->env);
  g_clear_object (&job->parent);
  g_free (job->seal_code);
  g_free (job->custody_head);
  g_free (job->signing_key);
  g_free (job);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                gpointer           user_data)
{
  gtk_print_operation_set_n_pages (operation, 1);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              gpointer           user_data)
{
  PrintJob *job = user_data;
  const AdjEnvelopeFaceMarks marks = { job->seal_code, job->custody_head, job->signing_key };

  adj_envelope_face_draw (gtk_print_context_get_cairo_context (context),
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context),
                          job->env, &marks);
}

static void
show_print_error (GtkWindow    *parent,
                  const GError *error)
{
#if ADW_CHECK_VERSION (1, 6, 0)
  AdwDialog *dialog = adw_alert_dialog_new (_("Could not print the envelope"), error->message);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, parent ? GTK_WIDGET (parent) : NULL);
#else
  GtkWidget *dialog = adw_message_dialog_new (parent, _("Could not print the envelope"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         gpointer                 user_data)
{
  PrintJob *job = user_data;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;
      gtk_print_operation_get_error (operation, &error);
      if (error)
        {
          show_print_error (job->parent, error);
          job->error_shown = TRUE;
        }
    }
  if (job->in_progress)
    g_object_unref (operation);
}

GtkPrintOperation *
adj_envelope_face_print_operation_new (AdjEnvelope  *env,
                                       const AdjEnvelopeFaceMarks *marks,
                                       const char   *paper,
                                       GError      **error)
{
  const AdjEnvelopePaper *p;
  GtkPrintOperation *operation;
  g_autoptr(GtkPageSetup) setup = NULL;
  g_autoptr(GtkPrintSettings) settings = NULL;
  GtkPaperSize *size;
  GtkPageOrientation orientation;
  PrintJob *job;

  g_return_val_if_fail (ADJ_IS_ENVELOPE (env), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  p = adj_envelope_face_lookup_paper (paper, error);
  if (p == NULL)
    return NULL;

  size = gtk_paper_size_new (p->name);
  orientation = p->landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT;

  setup = gtk_page_setup_new ();
  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_page_setup_set_orientation (setup, orientation);

  settings = gtk_print_settings_new ();
  gtk_print_settings_set_paper_size (settings, size);
  gtk_print_settings_set_orientation (settings, orientation);
  gtk_print_settings_set_n_copies (settings, 1);
  gtk_paper_size_free (size);

  job = g_new0 (PrintJob, 1);
  job->env = g_object_ref (env);
  if (marks)
    {
      job->seal_code = g_strdup (marks->seal_code);
      job->custody_head = g_strdup (marks->custody_head);
      job->signing_key = g_strdup (marks->signing_key);
    }

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, _("Sealed move envelope"));
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_print_settings (operation, settings);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "adj-print-job", job, print_job_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  return operation;
}

void
adj_envelope_face_print (GtkWindow   *parent,
                         AdjEnvelope *env,
                         const AdjEnvelopeFaceMarks *marks,
                         const char  *paper)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperation *operation;
  GtkPrintOperationResult result;
  PrintJob *job;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (ADJ_IS_ENVELOPE (env));

  operation = adj_envelope_face_print_operation_new (env, marks, paper, &error);
  if (operation == NULL)
    {
      show_print_error (parent, error);
      return;
    }
  job = g_object_get_data (G_OBJECT (operation), "adj-print-job");
  job->parent = parent ? g_object_ref (parent) : NULL;
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (done_cb), job);

  /* Asynchronous runs end with "done", which lets the operation go; one
   * that ended here (cancelled, or failed at once) is let go now, "done"
   * or not. */
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error);
  if (result == GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    {
      job->in_progress = TRUE;
      return;
    }
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && error && !job->error_shown)
    show_print_error (parent, error);
  g_object_unref (operation);
}
