/* test-envelope-face.c — the printed envelope face, read back from its PDF
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed: the PDF is drawn by cairo and read back by poppler.
 * With ADJ_SCREENSHOT_DIR set, the PDFs are also left there to be looked at.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#if HAVE_POPPLER
#include <poppler.h>
#endif

#include "adj-envelope-face.h"
#include "adj-profile.h"

#define MM_TO_PT(mm) ((mm) * 72.0 / 25.4)

/* A complete fide-2023 envelope, with a sealed move already in the file
 * (as after an import from a program that kept it): it must never print. */
static const char envelope_2023[] =
  "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2023\","
  "  \"event\": \"Club championship 2026\", \"round\": \"5\", \"board\": \"3\","
  "  \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
  "  \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
  "  \"time_control\": \"40/7200:20/3600\","
  "  \"time_used\": { \"white\": 7012, \"black\": 7154 },"
  "  \"adjourned_at\": \"2026-11-21T21:00:00+01:00\","
  "  \"sealer\": \"black\", \"sealed_move_number\": 41,"
  "  \"draw_offer\": \"white\","
  "  \"resumption\": { \"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Sala 2\" },"
  "  \"notation\": \"en\","
  "  \"sealed_move\": \"Qxh5\","
  "  \"signatures\": { \"white\": true, \"black\": true, \"arbiter\": \"Serra, Anna\" } }";

/* The Catalan federation's profile: pieces in words and signatures. */
static const char envelope_fce[] =
  "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fce\","
  "  \"event\": \"Campionat de Catalunya per equips\", \"round\": \"7\", \"board\": \"1\","
  "  \"white\": \"Ferrer i Casals, Montserrat\", \"black\": \"Bosch, Pere\","
  "  \"position\": \"r4rk1/pp3ppp/2n5/3q4/3P4/2N2N2/PP3PPP/R2Q1RK1 w - - 0 19\","
  "  \"time_used\": { \"white\": 4380, \"black\": 5025 },"
  "  \"sealer\": \"white\", \"sealed_move_number\": 19,"
  "  \"notation\": \"ca\","
  "  \"sealed_move\": \"Cxd5\","
  "  \"pieces_in_words\": { \"white\": \"dotze\", \"black\": \"onze\" },"
  "  \"signatures\": { \"white\": true, \"black\": true, \"arbiter\": \"Serra, Anna\" } }";

/* Names and an event far longer than any box of the form. */
static const char envelope_long[] =
  "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-2005\","
  "  \"event\": \"International Open Championship of the Autonomous Community, senior section, memorial tournament\","
  "  \"round\": \"11\", \"board\": \"127\","
  "  \"white\": \"Fernández de la Torre y Villalobos-Echeverría, María de los Ángeles Inmaculada\","
  "  \"black\": \"Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Maximilian\","
  "  \"position\": \"8/8/4k3/8/8/4K3/8/8 w - - 0 60\","
  "  \"time_used\": { \"white\": 36000, \"black\": 35999 },"
  "  \"sealer\": \"white\", \"sealed_move_number\": 60,"
  "  \"draw_offer\": null,"
  "  \"resumption\": { \"at\": \"2026-11-22T10:00:00+01:00\", \"place\": \"Palau de Congressos, sala de conferències número dos, segona planta\" } }";

static AdjEnvelope *
envelope_new (const char *json)
{
  g_autoptr(GError) error = NULL;
  AdjEnvelope *env = adj_envelope_new_from_data (json, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (env);
  return env;
}

/* GTK knows each paper by the size the face is laid out for (portrait, as
 * GTK gives envelopes), instead of falling back to A4. */
static void
test_papers_known_to_gtk (void)
{
  const AdjEnvelopePaper *papers = adj_envelope_face_get_papers ();
  guint n = 0;

  for (const AdjEnvelopePaper *p = papers; p->name; p++, n++)
    {
      g_autoptr(GError) error = NULL;
      GtkPaperSize *size = gtk_paper_size_new (p->name);
      double w = p->landscape ? p->height_mm : p->width_mm;
      double h = p->landscape ? p->width_mm : p->height_mm;

      g_assert_cmpfloat_with_epsilon (gtk_paper_size_get_width (size, GTK_UNIT_MM), w, 0.5);
      g_assert_cmpfloat_with_epsilon (gtk_paper_size_get_height (size, GTK_UNIT_MM), h, 0.5);
      g_assert_cmpstr (gtk_paper_size_get_name (size), ==, p->name);
      gtk_paper_size_free (size);
      g_assert_true (adj_envelope_face_lookup_paper (p->name, &error) == p);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (n, ==, 3);

  /* The sizes the issue names, as printed: envelopes across. */
  const AdjEnvelopePaper *c5 = adj_envelope_face_lookup_paper ("iso_c5", NULL);
  const AdjEnvelopePaper *dl = adj_envelope_face_lookup_paper ("iso_dl", NULL);
  const AdjEnvelopePaper *a4 = adj_envelope_face_lookup_paper ("iso_a4", NULL);
  g_assert_nonnull (c5);
  g_assert_nonnull (dl);
  g_assert_nonnull (a4);
  g_assert_cmpfloat (c5->width_mm, ==, 229);
  g_assert_cmpfloat (c5->height_mm, ==, 162);
  g_assert_cmpfloat (dl->width_mm, ==, 220);
  g_assert_cmpfloat (dl->height_mm, ==, 110);
  g_assert_cmpfloat (a4->width_mm, ==, 210);
  g_assert_cmpfloat (a4->height_mm, ==, 297);
  g_assert_true (c5->landscape && dl->landscape && !a4->landscape);
}

/* An unknown paper is refused by name, and no file is written. */
static void
test_unknown_paper (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (envelope_2023);
  g_autofree char *dir = g_dir_make_tmp ("adj-face-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "face.pdf", NULL);
  const char *names[] = { "iso_zz", "na_letter", "C5", "", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (adj_envelope_face_lookup_paper (names[i], &error));
      g_assert_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_PAPER);
      if (names[i] && *names[i])
        {
          /* Quoted: the message also names the papers there are, "C5" among them. */
          g_autofree char *quoted = g_strdup_printf ("“%s”", names[i]);
          g_assert_nonnull (strstr (error->message, quoted));
        }
      g_clear_error (&error);

      const AdjEnvelopeFaceMarks marks = { .seal_code = "K3M9Q-TX2HB" };
      g_assert_false (adj_envelope_face_write_pdf (env, &marks, names[i], path, &error));
      g_assert_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_PAPER);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  g_rmdir (dir);
}

/* A file that cannot be created is an error naming it. */
static void
test_unwritable_path (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (envelope_2023);
  g_autoptr(GError) error = NULL;
  const char *path = "/nonexistent-adjourn-dir/face.pdf";

  g_assert_false (adj_envelope_face_write_pdf (env, NULL, "iso_c5", path, &error));
  g_assert_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, path));
}

#if HAVE_POPPLER
/* Leave a copy of the PDF at PATH in $ADJ_SCREENSHOT_DIR, to be looked at. */
static void
keep_copy (const char *path,
           const char *tag,
           const char *paper)
{
  const char *shots = g_getenv ("ADJ_SCREENSHOT_DIR");
  g_autofree char *name = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (shots == NULL)
    return;
  name = g_strdup_printf ("envelope-face-%s-%s.pdf", tag, paper);
  copy = g_build_filename (shots, name, NULL);
  g_mkdir_with_parents (shots, 0755);
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_file_set_contents (copy, data, length, NULL));
}

typedef struct {
  char   *text;
  double  width, height;
  int     n_pages;
  gboolean inside;  /* every glyph within the page */
} ReadBack;

static void
read_back_clear (ReadBack *rb)
{
  g_free (rb->text);
}

/* Write ENV's face on PAPER and read it back. */
#define TEST_HEAD "7-3F2A-91C0-7B4D-E810"
#define TEST_KEY  "5a0e3b1c9f7d2e4a6b8c0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c"

static void
write_and_read (AdjEnvelope *env,
                const char  *seal_code,
                const char  *paper,
                const char  *tag,
                ReadBack    *rb)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-face-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "face.pdf", NULL);
  g_autofree char *uri = NULL;
  g_autoptr(GObject) doc = NULL;
  g_autoptr(GObject) page = NULL;
  PopplerRectangle *rects = NULL;
  guint n_rects = 0;

  /* Every face printed carries the custody head at that moment. */
  const AdjEnvelopeFaceMarks marks = { seal_code, TEST_HEAD, seal_code ? TEST_KEY : NULL };
  g_assert_true (adj_envelope_face_write_pdf (env, &marks, paper, path, &error));
  g_assert_no_error (error);

  keep_copy (path, tag, paper);

  uri = g_filename_to_uri (path, NULL, &error);
  g_assert_no_error (error);
  doc = G_OBJECT (poppler_document_new_from_file (uri, NULL, &error));
  g_assert_no_error (error);
  rb->n_pages = poppler_document_get_n_pages (POPPLER_DOCUMENT (doc));
  page = G_OBJECT (poppler_document_get_page (POPPLER_DOCUMENT (doc), 0));
  g_assert_nonnull (page);
  poppler_page_get_size (POPPLER_PAGE (page), &rb->width, &rb->height);
  rb->text = poppler_page_get_text (POPPLER_PAGE (page));

  rb->inside = TRUE;
  g_assert_true (poppler_page_get_text_layout (POPPLER_PAGE (page), &rects, &n_rects));
  g_assert_cmpuint (n_rects, >, 0);
  for (guint i = 0; i < n_rects; i++)
    if (rects[i].x1 < 0 || rects[i].y1 < 0 || rects[i].x2 > rb->width || rects[i].y2 > rb->height)
      rb->inside = FALSE;
  g_free (rects);

  g_unlink (path);
  g_rmdir (dir);
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_test_message ("the face does not say “%s”; it says: %s", part, text);
  g_assert_nonnull (strstr (text, part));
}

static void
test_pdf_each_paper (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (envelope_2023);

  for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
    {
      ReadBack rb = { 0 };

      g_test_message ("paper %s", p->name);
      write_and_read (env, "K3M9Q-TX2HB", p->name, "fide-2023", &rb);
      g_assert_cmpint (rb.n_pages, ==, 1);
      assert_contains (rb.text, TEST_HEAD);
      g_assert_cmpfloat_with_epsilon (rb.width, MM_TO_PT (p->width_mm), 0.5);
      g_assert_cmpfloat_with_epsilon (rb.height, MM_TO_PT (p->height_mm), 0.5);
      g_assert_true (rb.inside);

      assert_contains (rb.text, "Vidal, Marta");
      assert_contains (rb.text, "Puig, Jordi");
      assert_contains (rb.text, "Club championship 2026");
      assert_contains (rb.text, "Sealed by");
      /* The sealer with his name, where the box is wide enough for both. */
      if (!g_str_equal (p->name, "iso_dl"))
        assert_contains (rb.text, "Black (Puig, Jordi)");
      assert_contains (rb.text, "41");                        /* the sealed move number */
      assert_contains (rb.text, "K3M9Q-TX2HB");
      assert_contains (rb.text, "1:56:52");                   /* White's 7012 s */
      assert_contains (rb.text, "1:59:14");                   /* Black's 7154 s */
      assert_contains (rb.text, "40/7200:20/3600");
      assert_contains (rb.text, "Offered by White");
      assert_contains (rb.text, "Sala 2");
      assert_contains (rb.text, "Serra, Anna");
      /* The articles of the 2023 Guidelines that require the fields. */
      assert_contains (rb.text, "I.2.1");
      assert_contains (rb.text, "I.2.5");
      assert_contains (rb.text, "I.2.7");

      /* Sealed means sealed. */
      g_assert_null (strstr (rb.text, "Qxh5"));
      read_back_clear (&rb);
    }
}

/* The FCE's own fields appear with their article; a paper envelope has no
 * seal code, and its sealed move does not print either. */
static void
test_pdf_fce (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (envelope_fce);

  for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
    {
      ReadBack rb = { 0 };

      write_and_read (env, NULL, p->name, "fce", &rb);
      g_assert_cmpint (rb.n_pages, ==, 1);
      g_assert_true (rb.inside);
      assert_contains (rb.text, "Ferrer i Casals, Montserrat");
      assert_contains (rb.text, "Bosch, Pere");
      assert_contains (rb.text, "dotze");
      assert_contains (rb.text, "onze");
      assert_contains (rb.text, "FCE 11.1");
      assert_contains (rb.text, "13.02(a)");
      assert_contains (rb.text, "Sealed by");
      assert_contains (rb.text, "19");
      g_assert_null (strstr (rb.text, "Cxd5"));
      g_assert_null (strstr (rb.text, "Seal code"));
      read_back_clear (&rb);
    }
}

/* An event that forbids engine analysis says so on the face, beside the
 * seal code of a digital envelope, on every paper; a face whose envelope
 * is silent says nothing of engines. */
static void
test_pdf_engine_analysis (void)
{
  g_autofree char *forbidding = g_strdup_printf ("%.*s, \"engine_analysis\": false }",
                                                 (int) strlen (envelope_fce) - 2, envelope_fce);
  g_autoptr(AdjEnvelope) env = envelope_new (forbidding);
  g_autoptr(AdjEnvelope) silent = envelope_new (envelope_fce);

  /* A picture of the C5 face, for the eye: the notice under the seal code. */
  const char *shots = g_getenv ("ADJ_SCREENSHOT_DIR");
  if (shots)
    {
      const AdjEnvelopeFaceMarks marks = { "ABCDE-FGHJK", TEST_HEAD, TEST_KEY };
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1298, 918);
      cairo_t *cr = cairo_create (surface);
      cairo_scale (cr, 2, 2);
      adj_envelope_face_draw (cr, 649, 459, env, &marks);
      cairo_destroy (cr);
      g_autofree char *png = g_build_filename (shots, "envelope-face-no-engines.png", NULL);
      g_mkdir_with_parents (shots, 0755);
      g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }

  for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
    {
      ReadBack rb = { 0 }, quiet = { 0 };

      write_and_read (env, "ABCDE-FGHJK", p->name, "no-engines", &rb);
      g_assert_cmpint (rb.n_pages, ==, 1);
      g_assert_true (rb.inside);
      /* The sentence wraps where the column ends. */
      assert_contains (rb.text, "Engine analysis of this position");
      assert_contains (rb.text, "allowed by the event.");
      assert_contains (rb.text, "Seal code");
      read_back_clear (&rb);

      write_and_read (silent, "ABCDE-FGHJK", p->name, "engines-allowed", &quiet);
      g_assert_null (strstr (quiet.text, "Engine analysis"));
      read_back_clear (&quiet);
    }
}

/* Names longer than their boxes stay on the page (the ellipsis that cuts
 * them is seen in the PNGs: the PDF's text layer keeps the whole name, as
 * cairo writes what an ellipsized run stands for). */
static void
test_pdf_long_names (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (envelope_long);

  for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
    {
      ReadBack rb = { 0 };

      write_and_read (env, "ABCDE-FGHJK", p->name, "long", &rb);
      g_assert_cmpint (rb.n_pages, ==, 1);
      g_assert_true (rb.inside);
      assert_contains (rb.text, "Fernández de la Torre");
      assert_contains (rb.text, "10:00:00");
      read_back_clear (&rb);
    }
}

/* Under every rules profile, the article of every field it requires is on
 * the face, on every paper. */
static void
test_pdf_articles_every_profile (void)
{
  for (const AdjProfile *const *profile = adj_profile_list (); *profile; profile++)
    {
      const char *id = adj_profile_get_id (*profile);
      g_autofree char *json = g_strdup_printf (
        "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"%s\","
        "  \"white\": \"Vidal, Marta\", \"black\": \"Puig, Jordi\","
        "  \"position\": \"8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41\","
        "  \"time_used\": { \"white\": 7012, \"black\": 7154 },"
        "  \"sealer\": \"black\", \"sealed_move_number\": 41 }", id);
      g_autoptr(AdjEnvelope) env = envelope_new (json);
      unsigned required = adj_profile_get_required (*profile);
      g_autofree char *tag = g_strconcat ("profile-", id, NULL);

      g_assert_cmpuint (required, !=, 0);
      for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
        {
          ReadBack rb = { 0 };

          write_and_read (env, NULL, p->name, tag, &rb);
          g_assert_cmpint (rb.n_pages, ==, 1);
          g_assert_true (rb.inside);
          for (guint bit = 0; bit < ADJ_N_FIELDS; bit++)
            if (required & (1u << bit))
              {
                const char *article = adj_profile_field_article (*profile, 1u << bit);
                g_test_message ("%s on %s: %s requires %s", id, p->name, adj_field_key (1u << bit), article);
                g_assert_nonnull (article);
                assert_contains (rb.text, article);
              }
          read_back_clear (&rb);
        }
    }
}

/* An envelope with only the keys every envelope has: blanks to fill in by
 * hand, still one page. */
static void
test_pdf_minimal (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (
    "{ \"format\": \"adjourn-envelope\", \"version\": 1, \"rules\": \"fide-1993\","
    "  \"position\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" }");

  for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
    {
      ReadBack rb = { 0 };

      write_and_read (env, NULL, p->name, "minimal", &rb);
      g_assert_cmpint (rb.n_pages, ==, 1);
      g_assert_true (rb.inside);
      assert_contains (rb.text, "Sealed move envelope");
      assert_contains (rb.text, "White to move");
      assert_contains (rb.text, "Signature of the arbiter");
      read_back_clear (&rb);
    }
}

/* Through GtkPrintOperation (what printing uses), exported to PDF: one
 * page, drawn across for envelopes, with the face's text. */
static void
draw_page_size_cb (GtkPrintOperation *operation,
                   GtkPrintContext   *context,
                   int                page_nr,
                   gpointer           user_data)
{
  double *size = user_data;

  size[0] = gtk_print_context_get_width (context);
  size[1] = gtk_print_context_get_height (context);
}

static void
test_print_operation (void)
{
  g_autoptr(AdjEnvelope) env = envelope_new (envelope_2023);
  g_autoptr(GError) error = NULL;

  if (gdk_display_get_default () == NULL)
    {
      g_test_skip ("no display");
      return;
    }

  g_assert_null (adj_envelope_face_print_operation_new (env, NULL, "iso_b12", &error));
  g_assert_error (error, ADJ_ENVELOPE_FACE_ERROR, ADJ_ENVELOPE_FACE_ERROR_PAPER);
  g_clear_error (&error);

  for (const AdjEnvelopePaper *p = adj_envelope_face_get_papers (); p->name; p++)
    {
      const AdjEnvelopeFaceMarks marks = { .seal_code = "K3M9Q-TX2HB" };
      g_autoptr(GtkPrintOperation) op = adj_envelope_face_print_operation_new (env, &marks, p->name, &error);
      g_autofree char *dir = g_dir_make_tmp ("adj-face-XXXXXX", NULL);
      g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
      g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
      g_autoptr(GObject) doc = NULL;
      g_autoptr(GObject) page = NULL;
      g_autofree char *text = NULL;
      GtkPageSetup *setup;
      double size[2] = { 0, 0 };

      g_assert_no_error (error);
      setup = gtk_print_operation_get_default_page_setup (op);
      g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_paper_width (setup, GTK_UNIT_MM), p->width_mm, 0.5);
      g_assert_cmpfloat_with_epsilon (gtk_page_setup_get_paper_height (setup, GTK_UNIT_MM), p->height_mm, 0.5);
      g_assert_cmpstr (gtk_paper_size_get_name (gtk_page_setup_get_paper_size (setup)), ==, p->name);

      g_signal_connect_after (op, "draw-page", G_CALLBACK (draw_page_size_cb), size);
      gtk_print_operation_set_export_filename (op, path);
      g_assert_cmpint (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error),
                       ==, GTK_PRINT_OPERATION_RESULT_APPLY);
      g_assert_no_error (error);

      /* The face is drawn on the page as printed: across for envelopes,
       * within the printer's margins. */
      g_assert_cmpfloat (size[0], >, MM_TO_PT (p->width_mm) - 72);
      g_assert_cmpfloat (size[0], <=, MM_TO_PT (p->width_mm) + 0.5);
      g_assert_cmpfloat (size[1], >, MM_TO_PT (p->height_mm) - 72);
      g_assert_cmpfloat (size[1], <=, MM_TO_PT (p->height_mm) + 0.5);

      keep_copy (path, "printed", p->name);
      doc = G_OBJECT (poppler_document_new_from_file (uri, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (poppler_document_get_n_pages (POPPLER_DOCUMENT (doc)), ==, 1);
      page = G_OBJECT (poppler_document_get_page (POPPLER_DOCUMENT (doc), 0));
      text = poppler_page_get_text (POPPLER_PAGE (page));
      assert_contains (text, "Vidal, Marta");
      assert_contains (text, "Puig, Jordi");
      assert_contains (text, "K3M9Q-TX2HB");
      g_assert_null (strstr (text, "Qxh5"));

      g_unlink (path);
      g_rmdir (dir);
    }
}
#endif

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* With a display the face takes the interface font; without one, the PDF
   * is still written. */
  gtk_init_check ();

  g_test_add_func ("/envelope-face/papers-known-to-gtk", test_papers_known_to_gtk);
  g_test_add_func ("/envelope-face/unknown-paper", test_unknown_paper);
  g_test_add_func ("/envelope-face/unwritable-path", test_unwritable_path);
#if HAVE_POPPLER
  g_test_add_func ("/envelope-face/pdf-each-paper", test_pdf_each_paper);
  g_test_add_func ("/envelope-face/pdf-fce", test_pdf_fce);
  g_test_add_func ("/envelope-face/pdf-engine-analysis", test_pdf_engine_analysis);
  g_test_add_func ("/envelope-face/pdf-long-names", test_pdf_long_names);
  g_test_add_func ("/envelope-face/pdf-articles-every-profile", test_pdf_articles_every_profile);
  g_test_add_func ("/envelope-face/pdf-minimal", test_pdf_minimal);
  g_test_add_func ("/envelope-face/print-operation", test_print_operation);
#endif
  return g_test_run ();
}
