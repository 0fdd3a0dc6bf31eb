/* adj-envelope-face.c — the printed face of a paper sealed-move envelope
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
#include <pango/pangocairo.h>

#include "adj-clock.h"
#include "adj-envelope-face.h"
#include "adj-piece-set.h"
#include "adj-profile.h"
#include "chess-fen.h"

G_DEFINE_QUARK (adj-envelope-face-error-quark, adj_envelope_face_error)

/* Sizes as printed. GTK's envelopes are portrait (C5 is 162 × 229 mm); they
 * go through a printer's envelope feed across, so the face is landscape. */
static const AdjEnvelopePaper papers[] = {
  { "iso_c5", 229, 162, TRUE },
  { "iso_dl", 220, 110, TRUE },
  { "iso_a4", 210, 297, FALSE },
  { NULL, 0, 0, FALSE },
};

#define MM_TO_PT(mm) ((mm) * 72.0 / 25.4)

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

/* ---- Layout ------------------------------------------------------------ */

typedef enum {
  SHAPE_C5,  /* landscape, about 1.4:1: diagram left, fields right */
  SHAPE_DL,  /* landscape, 2:1 and low: the same, smaller */
  SHAPE_A4,  /* upright: fields across the top, diagram below */
} Shape;

/* Measures in points for the paper of each shape; the whole face scales
 * with the page it is given (a printer's printable area is a little smaller). */
typedef struct {
  double ref_width, ref_height;
  double margin;
  double title_size, notice_size, profile_size;
  double header_height;    /* from the top margin to the rule under the header */
  double label_size, value_size, cell_height, cell_gap;
  double square, coord_size;
  double caption_size;
  gboolean show_fen;
  gboolean fields_beside;  /* the fields to the right of the diagram */
  gboolean signatures_below; /* across the bottom, else beside the diagram */
  double gap;              /* between the blocks of the body */
  double code_size, note_size;
  double signature_height; /* from the signature line's top room to the labels under it */
} Layout;

static const Layout layouts[] = {
  [SHAPE_C5] = {
    .ref_width = MM_TO_PT (229), .ref_height = MM_TO_PT (162),
    .margin = 28,
    .title_size = 16, .notice_size = 8.5, .profile_size = 7.5,
    .header_height = 38,
    .label_size = 6.5, .value_size = 10, .cell_height = 26, .cell_gap = 10,
    .square = 28, .coord_size = 6.5,
    .caption_size = 7,
    .show_fen = TRUE,
    .fields_beside = TRUE,
    .signatures_below = TRUE,
    .gap = 20,
    .code_size = 17, .note_size = 7,
    .signature_height = 46,
  },
  [SHAPE_DL] = {
    .ref_width = MM_TO_PT (220), .ref_height = MM_TO_PT (110),
    .margin = 20,
    .title_size = 12.5, .notice_size = 7.5, .profile_size = 6.5,
    .header_height = 28,
    .label_size = 5.5, .value_size = 8.5, .cell_height = 20.5, .cell_gap = 8,
    .square = 20, .coord_size = 5.5,
    .caption_size = 6,
    .show_fen = FALSE,
    .fields_beside = TRUE,
    .signatures_below = TRUE,
    .gap = 14,
    .code_size = 12, .note_size = 6,
    .signature_height = 34,
  },
  [SHAPE_A4] = {
    .ref_width = MM_TO_PT (210), .ref_height = MM_TO_PT (297),
    .margin = 42,
    .title_size = 20, .notice_size = 9.5, .profile_size = 8.5,
    .header_height = 44,
    .label_size = 7.5, .value_size = 12, .cell_height = 42, .cell_gap = 14,
    .square = 32, .coord_size = 8,
    .caption_size = 8.5,
    .show_fen = TRUE,
    .fields_beside = FALSE,
    .gap = 26,
    .code_size = 22, .note_size = 8.5,
    .signature_height = 0,
  },
};

static Shape
shape_for (double width,
           double height)
{
  if (height > width)
    return SHAPE_A4;
  return width / height >= 1.75 ? SHAPE_DL : SHAPE_C5;
}

/* Ink: the face is printed, often on a monochrome laser printer. */
#define INK_TEXT   0.08
#define INK_LABEL  0.36
#define INK_FAINT  0.52
#define INK_RULE   0.60
#define INK_DARK_SQUARE 0.74

typedef struct {
  cairo_t     *cr;
  const Layout *layout;
  double        u;          /* scale of the page against the layout's paper */
  double        square;     /* the diagram's square, unscaled: fitted to the page */
  double        cell_height;/* the form's rows, unscaled: stretched to the diagram */
  char         *family;
  char         *mono_family;
} Face;

typedef enum {
  TEXT_PLAIN  = 0,
  TEXT_BOLD   = 1 << 0,
  TEXT_MONO   = 1 << 1,
  TEXT_WRAP   = 1 << 2,  /* wrap at the width instead of ellipsizing */
  TEXT_RIGHT  = 1 << 3,
  TEXT_CENTER = 1 << 4,
  TEXT_ITALIC = 1 << 5,
  TEXT_WORDS  = 1 << 6,  /* with TEXT_WRAP: break between words only */
} TextFlags;

/* The interface font when there is a display, so that the face matches the
 * window; a sans-serif font otherwise (PDF export from the command line). */
static char *
ui_font_family (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  GtkSettings *settings = display ? gtk_settings_get_for_display (display) : NULL;
  g_autofree char *name = NULL;

  if (settings)
    g_object_get (settings, "gtk-font-name", &name, NULL);
  if (name)
    {
      PangoFontDescription *desc = pango_font_description_from_string (name);
      char *family = g_strdup (pango_font_description_get_family (desc));
      pango_font_description_free (desc);
      if (family)
        return family;
    }
  return g_strdup ("Sans");
}

static PangoLayout *
face_text (Face       *face,
           const char *text,
           double      size,
           TextFlags   flags,
           double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (face->cr);
  PangoFontDescription *desc = pango_font_description_new ();
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Metrics that do not snap to a device grid: the PDF and the printer
   * then place every glyph where the layout was measured. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  cairo_font_options_destroy (options);
  pango_layout_context_changed (layout);

  pango_font_description_set_family (desc, (flags & TEXT_MONO) ? face->mono_family : face->family);
  pango_font_description_set_absolute_size (desc, size * face->u * PANGO_SCALE);
  if (flags & TEXT_BOLD)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  if (flags & TEXT_ITALIC)
    pango_font_description_set_style (desc, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);

  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      if (flags & TEXT_WRAP)
        pango_layout_set_wrap (layout, (flags & TEXT_WORDS) ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR);
      else
        pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  if (flags & TEXT_RIGHT)
    pango_layout_set_alignment (layout, PANGO_ALIGN_RIGHT);
  else if (flags & TEXT_CENTER)
    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, text ? text : "", -1);
  return layout;
}

/* Show TEXT with its top at Y; returns its height. */
static double
face_show (Face       *face,
           const char *text,
           double      x,
           double      y,
           double      width,
           double      size,
           TextFlags   flags,
           double      ink)
{
  g_autoptr(PangoLayout) layout = face_text (face, text, size, flags, width);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  cairo_set_source_rgb (face->cr, ink, ink, ink);
  cairo_move_to (face->cr, x, y);
  pango_cairo_show_layout (face->cr, layout);
  return (double) h / PANGO_SCALE;
}

/* Show TEXT with its baseline at Y. */
static void
face_show_baseline (Face       *face,
                    const char *text,
                    double      x,
                    double      y,
                    double      width,
                    double      size,
                    TextFlags   flags,
                    double      ink)
{
  g_autoptr(PangoLayout) layout = face_text (face, text, size, flags, width);
  double baseline = (double) pango_layout_get_baseline (layout) / PANGO_SCALE;

  cairo_set_source_rgb (face->cr, ink, ink, ink);
  cairo_move_to (face->cr, x, y - baseline);
  pango_cairo_show_layout (face->cr, layout);
}

static double
face_text_width (Face       *face,
                 const char *text,
                 double      size,
                 TextFlags   flags)
{
  g_autoptr(PangoLayout) layout = face_text (face, text, size, flags, -1);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

static void
face_hline (Face   *face,
            double  x1,
            double  x2,
            double  y,
            double  line_width,
            double  ink)
{
  cairo_set_source_rgb (face->cr, ink, ink, ink);
  cairo_set_line_width (face->cr, line_width);
  cairo_move_to (face->cr, x1, y);
  cairo_line_to (face->cr, x2, y);
  cairo_stroke (face->cr);
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   w,
                   double   h,
                   double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* ---- What the face says ------------------------------------------------- */

/* "Art. I.2.1", or NULL when the profile does not require the field. */
static char *
field_article (const AdjProfile *profile,
               AdjField          field)
{
  const char *article = profile ? adj_profile_field_article (profile, field) : NULL;

  /* Translators: an article of the Laws of Chess, as "Art. I.2.1" */
  return article ? g_strdup_printf (_("Art. %s"), article) : NULL;
}

static char *
format_instant (GDateTime *when)
{
  /* Translators: a date and time on the envelope (strftime format, see
   * g_date_time_format); the time is the event's local time */
  return g_date_time_format (when, _("%-d %b %Y, %H:%M"));
}

static char *
instant_text (AdjEnvelope       *env,
              AdjEnvelopeMoment  moment)
{
  g_autoptr(GDateTime) when = adj_envelope_get_moment (env, moment);
  return when ? format_instant (when) : NULL;
}

static char *
time_used_text (AdjEnvelope *env,
                int          side)
{
  gint64 seconds = adj_envelope_get_time_used (env, side);
  return seconds >= 0 ? adj_clock_format_seconds (seconds) : NULL;
}

static const char *
side_name (int side)
{
  /* Translators: the side that sealed the move, under “Sealed by” */
  return side == CHESS_WHITE ? C_("sealer", "White") : C_("sealer", "Black");
}

static char *
draw_offer_text (AdjEnvelope *env)
{
  gboolean stated;
  int by = adj_envelope_get_draw_offer (env, &stated);

  /* Not stated is a blank to fill in; stated without a side says there
   * was no offer. */
  if (!stated)
    return NULL;
  if (by < 0)
    return g_strdup (C_("draw offer", "None"));
  return g_strdup (by == CHESS_WHITE ? _("Offered by White") : _("Offered by Black"));
}

static char *
sealer_text (AdjEnvelope *env)
{
  int sealer = adj_envelope_get_sealer (env);
  const char *name;

  if (sealer < 0)
    return NULL;
  name = adj_envelope_get_player (env, sealer);
  if (name && *name)
    /* Translators: the side that sealed the move, then the player's name */
    return g_strdup_printf (_("%s (%s)"), side_name (sealer), name);
  return g_strdup (side_name (sealer));
}

static char *
move_number_text (AdjEnvelope *env)
{
  int n = adj_envelope_get_sealed_move_number (env);
  return n > 0 ? g_strdup_printf ("%d", n) : NULL;
}

/* One box of the form: a label (and the article requiring it) above a value
 * written on a line. */
typedef struct {
  const char *label;
  char       *value;    /* NULL: left blank, to be written by hand */
  char       *short_value; /* said instead when VALUE does not fit, or NULL */
  char       *article;
  int         span;     /* columns of the grid it covers */
  gboolean    strong;   /* the players' names */
} Cell;

#define MAX_CELLS 24
/* Every row covers the same four columns, so that the boxes of one row
 * line up with those of the next. */
#define GRID_COLUMNS 4

typedef struct {
  Cell  cells[MAX_CELLS];
  guint n_cells;
  guint row_ends[MAX_CELLS];  /* index after the last cell of each row */
  guint n_rows;
} Form;

static void
form_end_row (Form *form)
{
  g_assert (form->n_rows < MAX_CELLS);
  form->row_ends[form->n_rows++] = form->n_cells;
}

static void
form_clear (Form *form)
{
  for (guint i = 0; i < form->n_cells; i++)
    {
      g_free (form->cells[i].value);
      g_free (form->cells[i].short_value);
      g_free (form->cells[i].article);
    }
}

/* The boxes of the form. */
enum {
  BOX_EVENT, BOX_ROUND, BOX_BOARD, BOX_WHITE, BOX_BLACK, BOX_TIME_WHITE, BOX_TIME_BLACK,
  BOX_SEALER, BOX_NUMBER, BOX_TIME_CONTROL, BOX_ADJOURNED, BOX_DRAW_OFFER, BOX_RESUMPTION,
  BOX_PLACE, BOX_PIECES_WHITE, BOX_PIECES_BLACK, N_BOXES
};

typedef struct {
  int box;
  int span;
} Place;

#define MAX_ROW 5

/* Rows of boxes, each covering GRID_COLUMNS; an empty row ends the list.
 * The upright and C5 forms have half the width of the DL one to share. */
static const Place narrow_rows[][MAX_ROW] = {
  { { BOX_EVENT, 4 } },
  { { BOX_ROUND, 1 }, { BOX_BOARD, 1 }, { BOX_TIME_CONTROL, 2 } },
  { { BOX_WHITE, 2 }, { BOX_BLACK, 2 } },
  { { BOX_TIME_WHITE, 2 }, { BOX_TIME_BLACK, 2 } },
  { { BOX_SEALER, 2 }, { BOX_NUMBER, 2 } },
  { { BOX_ADJOURNED, 2 }, { BOX_DRAW_OFFER, 2 } },
  { { BOX_RESUMPTION, 2 }, { BOX_PLACE, 2 } },
  { { BOX_PIECES_WHITE, 2 }, { BOX_PIECES_BLACK, 2 } },
  { { 0, 0 } },
};

static const Place wide_rows[][MAX_ROW] = {
  { { BOX_EVENT, 2 }, { BOX_ROUND, 1 }, { BOX_BOARD, 1 } },
  { { BOX_WHITE, 2 }, { BOX_BLACK, 2 } },
  { { BOX_TIME_WHITE, 1 }, { BOX_TIME_BLACK, 1 }, { BOX_SEALER, 1 }, { BOX_NUMBER, 1 } },
  { { BOX_TIME_CONTROL, 1 }, { BOX_ADJOURNED, 1 }, { BOX_DRAW_OFFER, 1 }, { BOX_RESUMPTION, 1 } },
  { { BOX_PLACE, 4 } },
  { { BOX_PIECES_WHITE, 2 }, { BOX_PIECES_BLACK, 2 } },
  { { 0, 0 } },
};

/* Every field the face shows, required ones with their article. The sealed
 * move is not among them, whatever the envelope holds. A WIDE form (the
 * long, low DL envelope) puts four boxes on a row where the others put two. */
static void
form_fill (Form             *form,
           AdjEnvelope      *env,
           const AdjProfile *profile,
           gboolean          wide)
{
  Cell boxes[N_BOXES] = {
    [BOX_EVENT] = { _("Event"), g_strdup (adj_envelope_get_event (env)) },
    [BOX_ROUND] = { _("Round"), g_strdup (adj_envelope_get_round (env)) },
    [BOX_BOARD] = { C_("board number", "Board"), g_strdup (adj_envelope_get_board (env)) },
    [BOX_WHITE] = { C_("player", "White"), g_strdup (adj_envelope_get_player (env, CHESS_WHITE)), NULL,
                    field_article (profile, ADJ_FIELD_PLAYERS), 0, TRUE },
    [BOX_BLACK] = { C_("player", "Black"), g_strdup (adj_envelope_get_player (env, CHESS_BLACK)), NULL,
                    field_article (profile, ADJ_FIELD_PLAYERS), 0, TRUE },
    [BOX_TIME_WHITE] = { _("Time used by White"), time_used_text (env, CHESS_WHITE), NULL,
                         field_article (profile, ADJ_FIELD_TIME_USED) },
    [BOX_TIME_BLACK] = { _("Time used by Black"), time_used_text (env, CHESS_BLACK), NULL,
                         field_article (profile, ADJ_FIELD_TIME_USED) },
    [BOX_SEALER] = { _("Sealed by"), sealer_text (env),
                     adj_envelope_get_sealer (env) >= 0 ? g_strdup (side_name (adj_envelope_get_sealer (env))) : NULL,
                     field_article (profile, ADJ_FIELD_SEALER) },
    [BOX_NUMBER] = { _("Sealed move number"), move_number_text (env), NULL,
                     field_article (profile, ADJ_FIELD_SEALED_MOVE_NUMBER) },
    [BOX_TIME_CONTROL] = { _("Time control"), g_strdup (adj_envelope_get_time_control (env)), NULL,
                           field_article (profile, ADJ_FIELD_TIME_CONTROL) },
    [BOX_ADJOURNED] = { _("Adjourned at"), instant_text (env, ADJ_ENVELOPE_ADJOURNED_AT), NULL,
                        field_article (profile, ADJ_FIELD_ADJOURNED_AT) },
    [BOX_DRAW_OFFER] = { _("Draw offer"), draw_offer_text (env), NULL,
                         field_article (profile, ADJ_FIELD_DRAW_OFFER) },
    [BOX_RESUMPTION] = { _("Resumption"), instant_text (env, ADJ_ENVELOPE_RESUMPTION_AT), NULL,
                         field_article (profile, ADJ_FIELD_RESUMPTION) },
    [BOX_PLACE] = { _("Place of resumption"), g_strdup (adj_envelope_get_resumption_place (env)), NULL,
                    field_article (profile, ADJ_FIELD_RESUMPTION) },
    [BOX_PIECES_WHITE] = { _("White’s pieces, in words"),
                           g_strdup (adj_envelope_get_pieces_in_words (env, CHESS_WHITE)), NULL,
                           field_article (profile, ADJ_FIELD_PIECES_IN_WORDS) },
    [BOX_PIECES_BLACK] = { _("Black’s pieces, in words"),
                           g_strdup (adj_envelope_get_pieces_in_words (env, CHESS_BLACK)), NULL,
                           field_article (profile, ADJ_FIELD_PIECES_IN_WORDS) },
  };
  /* The FCE's count of the pieces in words, where that regulation asks for
   * it (or the file gives it anyway). */
  gboolean pieces = (profile && adj_profile_requires (profile, ADJ_FIELD_PIECES_IN_WORDS))
                    || adj_envelope_has_field (env, ADJ_FIELD_PIECES_IN_WORDS);
  const Place (*rows)[MAX_ROW] = wide ? wide_rows : narrow_rows;

  if (!pieces)
    {
      g_clear_pointer (&boxes[BOX_PIECES_WHITE].value, g_free);
      g_clear_pointer (&boxes[BOX_PIECES_WHITE].article, g_free);
      g_clear_pointer (&boxes[BOX_PIECES_BLACK].value, g_free);
      g_clear_pointer (&boxes[BOX_PIECES_BLACK].article, g_free);
    }

  for (guint r = 0; rows[r][0].span > 0; r++)
    {
      if (!pieces && rows[r][0].box == BOX_PIECES_WHITE)
        continue;
      for (guint c = 0; c < MAX_ROW && rows[r][c].span > 0; c++)
        {
          Cell *box = &boxes[rows[r][c].box];

          g_assert (form->n_cells < MAX_CELLS);
          form->cells[form->n_cells] = *box;
          form->cells[form->n_cells].span = rows[r][c].span;
          form->n_cells++;
          /* The form owns the strings now. */
          box->value = box->short_value = box->article = NULL;
        }
      form_end_row (form);
    }

  for (guint i = 0; i < N_BOXES; i++)
    {
      g_assert (boxes[i].value == NULL && boxes[i].short_value == NULL && boxes[i].article == NULL);
    }
}

/* ---- Drawing ------------------------------------------------------------ */

static double
form_height (Face *face,
             Form *form)
{
  return form->n_rows * face->cell_height * face->u;
}

static void
draw_form (Face   *face,
           Form   *form,
           double  x,
           double  y,
           double  width)
{
  const Layout *l = face->layout;
  double u = face->u;
  guint first = 0;

  for (guint r = 0; r < form->n_rows; r++)
    {
      guint end = form->row_ends[r];
      double cx = x;
      double gap = l->cell_gap * u;
      double column = (width - (GRID_COLUMNS - 1) * gap) / GRID_COLUMNS;
      int spans = 0;

      for (guint i = first; i < end; i++)
        spans += form->cells[i].span;
      g_assert (spans == GRID_COLUMNS);

      for (guint i = first; i < end; i++)
        {
          Cell *cell = &form->cells[i];
          double cw = cell->span * column + (cell->span - 1) * gap;
          double line_y = y + face->cell_height * u - 3 * u;
          /* The label sits just above the value; extra height goes above both. */
          double label_y = line_y - (3 + l->value_size + 1.45 * l->label_size) * u;
          double article_w = 0;

          if (cell->article)
            {
              article_w = face_text_width (face, cell->article, l->label_size * 0.92, TEXT_PLAIN);
              face_show (face, cell->article, cx + cw - article_w, label_y + 0.4 * u, -1,
                         l->label_size * 0.92, TEXT_PLAIN, INK_FAINT);
              article_w += 4 * u;
            }
          face_show (face, cell->label, cx, label_y, cw - article_w, l->label_size, TEXT_PLAIN, INK_LABEL);
          if (cell->value)
            {
              TextFlags flags = cell->strong ? TEXT_BOLD : TEXT_PLAIN;
              double size = l->value_size;
              const char *value = cell->value;
              double natural = face_text_width (face, value, size, flags);

              if (natural > cw && cell->short_value)
                {
                  value = cell->short_value;
                  natural = face_text_width (face, value, size, flags);
                }

              /* A long name is set a little smaller before it is cut. */
              if (natural > cw)
                size = MAX (size * cw / natural, size * 0.8);
              face_show_baseline (face, value, cx, line_y - 3 * u, cw, size, flags, INK_TEXT);
            }
          face_hline (face, cx, cx + cw, line_y, 0.5 * u, INK_RULE);
          cx += cw + l->cell_gap * u;
        }
      y += face->cell_height * u;
      first = end;
    }
}

static void
draw_header (Face             *face,
             double            x,
             double            y,
             double            width,
             const AdjProfile *profile)
{
  const Layout *l = face->layout;
  double u = face->u;
  const char *notice = _("Do not open before the game resumes");
  double notice_w = face_text_width (face, notice, l->notice_size, TEXT_BOLD);
  double pad_x = 7 * u, pad_y = 4 * u;
  g_autoptr(PangoLayout) probe = face_text (face, notice, l->notice_size, TEXT_BOLD, -1);
  int pw, ph;
  double box_w, box_h, rule_y = y + l->header_height * u;
  g_autofree char *subtitle = NULL;
  const char *contents = profile ? adj_profile_article (profile, ADJ_DECISION_ENVELOPE_CONTENTS) : NULL;

  pango_layout_get_size (probe, &pw, &ph);
  box_w = notice_w + 2 * pad_x;
  box_h = (double) ph / PANGO_SCALE + 2 * pad_y;

  face_show (face, _("Sealed move envelope"), x, y - 0.18 * l->title_size * u,
             width - box_w - 12 * u, l->title_size, TEXT_BOLD, INK_TEXT);

  if (profile && contents)
    /* Translators: the rules profile's title, then the article saying what
     * the envelope must show */
    subtitle = g_strdup_printf (_("%s · envelope contents: Art. %s"), adj_profile_get_title (profile), contents);
  else if (profile)
    subtitle = g_strdup (adj_profile_get_title (profile));
  if (subtitle)
    face_show_baseline (face, subtitle, x, rule_y - 6 * u, width,
                        l->profile_size, TEXT_PLAIN, INK_LABEL);

  /* The warning in a frame at the top right, where the eye lands. */
  cairo_set_line_width (face->cr, 1.2 * u);
  cairo_set_source_rgb (face->cr, INK_TEXT, INK_TEXT, INK_TEXT);
  rounded_rectangle (face->cr, x + width - box_w, y, box_w, box_h, 3 * u);
  cairo_stroke (face->cr);
  face_show (face, notice, x + width - box_w + pad_x, y + pad_y, -1, l->notice_size, TEXT_BOLD, INK_TEXT);

  face_hline (face, x, x + width, rule_y, 1.2 * u, INK_TEXT);
}

static double
diagram_width (Face *face)
{
  const Layout *l = face->layout;
  /* Rank numbers on the left, the side-to-move mark on the right. */
  return (1.6 * l->coord_size + 8 * face->square + 0.75 * face->square) * face->u;
}

/* The diagram from White's side; returns the height drawn. */
static double
draw_diagram (Face                *face,
              AdjEnvelope         *env,
              const AdjProfile    *profile,
              double               x,
              double               y,
              double               max_height)
{
  const Layout *l = face->layout;
  double u = face->u;
  const ChessPosition *pos = adj_envelope_get_position (env);
  AdjPieceSet *pieces = adj_piece_set_get_default ();
  double coord_w = 1.6 * l->coord_size * u;
  double sq = face->square * u;
  double bx = x + coord_w, by = y;
  double board = 8 * sq;
  double cy;
  g_autofree char *caption = NULL;
  g_autofree char *article = field_article (profile, ADJ_FIELD_POSITION);

  for (int rank = 0; rank < 8; rank++)
    for (int file = 0; file < 8; file++)
      {
        double sx = bx + file * sq, sy = by + (7 - rank) * sq;
        ChessPiece piece = pos->board[chess_square_make (file, rank)];

        if ((file + rank) % 2 == 0)
          {
            cairo_set_source_rgb (face->cr, INK_DARK_SQUARE, INK_DARK_SQUARE, INK_DARK_SQUARE);
            cairo_rectangle (face->cr, sx, sy, sq, sq);
            cairo_fill (face->cr);
          }
        if (piece != CHESS_EMPTY)
          adj_piece_set_render (pieces, face->cr, piece, sx, sy, sq);
      }

  cairo_set_source_rgb (face->cr, INK_TEXT, INK_TEXT, INK_TEXT);
  cairo_set_line_width (face->cr, 1.0 * u);
  cairo_rectangle (face->cr, bx, by, board, board);
  cairo_stroke (face->cr);

  for (int i = 0; i < 8; i++)
    {
      char rank[2] = { (char) ('8' - i), 0 };
      char file[2] = { (char) ('a' + i), 0 };
      g_autoptr(PangoLayout) r = face_text (face, rank, l->coord_size, TEXT_PLAIN, -1);
      int rw, rh;

      pango_layout_get_size (r, &rw, &rh);
      cairo_set_source_rgb (face->cr, INK_LABEL, INK_LABEL, INK_LABEL);
      cairo_move_to (face->cr, bx - 0.6 * l->coord_size * u - (double) rw / PANGO_SCALE,
                     by + i * sq + (sq - (double) rh / PANGO_SCALE) / 2);
      pango_cairo_show_layout (face->cr, r);
      face_show (face, file, bx + i * sq, by + board + 1.5 * u, sq, l->coord_size, TEXT_CENTER, INK_LABEL);
    }

  /* The side to move: a disc beside its own edge of the board, filled for
   * Black, open for White, as in printed diagrams. */
  {
    double radius = 0.2 * sq;
    double mx = bx + board + 0.4 * sq;
    double my = pos->side == CHESS_WHITE ? by + board - 0.5 * sq : by + 0.5 * sq;

    cairo_new_path (face->cr);
    cairo_arc (face->cr, mx, my, radius, 0, 2 * G_PI);
    cairo_set_source_rgb (face->cr, pos->side == CHESS_WHITE ? 1.0 : INK_TEXT,
                          pos->side == CHESS_WHITE ? 1.0 : INK_TEXT,
                          pos->side == CHESS_WHITE ? 1.0 : INK_TEXT);
    cairo_fill_preserve (face->cr);
    cairo_set_source_rgb (face->cr, INK_TEXT, INK_TEXT, INK_TEXT);
    cairo_set_line_width (face->cr, 0.8 * u);
    cairo_stroke (face->cr);
  }

  cy = by + board + 1.5 * u + l->coord_size * 1.5 * u + 3 * u;
  caption = g_strdup_printf (pos->side == CHESS_WHITE
                             ? _("Position before the sealed move, White to move")
                             : _("Position before the sealed move, Black to move"));
  if (article)
    {
      /* The article stays in one piece when the caption wraps. */
      g_autoptr(GString) unbroken = g_string_new (article);
      g_string_replace (unbroken, " ", "\u00a0", 0);
      g_autofree char *with = g_strdup_printf ("%s · %s", caption, unbroken->str);
      g_free (caption);
      caption = g_steal_pointer (&with);
    }
  cy += face_show (face, caption, bx, cy, board, l->caption_size, TEXT_WRAP | TEXT_WORDS, INK_LABEL);

  if (l->show_fen)
    {
      char fen[128];

      chess_fen_write (pos, fen);
      cy += 1.5 * u;
      cy += face_show (face, fen, bx, cy, board, l->caption_size * 0.92, TEXT_MONO | TEXT_WRAP, INK_LABEL);
    }
  return MIN (cy - y, max_height);
}

/* The seal code in a frame (digital envelope), or what a paper envelope
 * holds instead. Returns the height drawn. */
static double
draw_seal (Face       *face,
           const char *seal_code,
           double      x,
           double      y,
           double      width)
{
  const Layout *l = face->layout;
  double u = face->u;
  double pad = 8 * u;
  double h;

  if (seal_code == NULL)
    {
      const char *note = _("The sealed move is written on the scoresheet inside this envelope. "
                           "Only the arbiter opens it, when the game resumes.");
      return face_show (face, note, x, y, width, l->note_size, TEXT_WRAP | TEXT_ITALIC, INK_LABEL);
    }

  {
    const char *explain = _("The sealed move is kept encrypted in the arbiter’s archive. "
                            "When the envelope is opened, the move must give this code again; "
                            "the code itself does not reveal the move.");
    double code_size = l->code_size;
    double natural = face_text_width (face, seal_code, code_size, TEXT_MONO | TEXT_BOLD);
    g_autoptr(PangoLayout) code = NULL;
    int cw, ch;
    double text_x, label_h, explain_h, code_h;

    /* The code is never cut: a narrow frame sets it smaller. */
    if (natural > width - 2 * pad)
      code_size *= (width - 2 * pad) / natural;
    code = face_text (face, seal_code, code_size, TEXT_MONO | TEXT_BOLD, -1);
    pango_layout_get_size (code, &cw, &ch);
    code_h = (double) ch / PANGO_SCALE;

    /* Label and code on the left, the sentence beside them when the frame
     * is wide enough, else under them. */
    text_x = x + pad;
    label_h = face_show (face, _("Seal code"), text_x, y + pad, -1, l->label_size, TEXT_PLAIN, INK_LABEL);
    cairo_set_source_rgb (face->cr, INK_TEXT, INK_TEXT, INK_TEXT);
    cairo_move_to (face->cr, text_x, y + pad + label_h);
    pango_cairo_show_layout (face->cr, code);

    if (width - 3 * pad - (double) cw / PANGO_SCALE > 110 * u)
      {
        double ex = text_x + (double) cw / PANGO_SCALE + 2 * pad;
        explain_h = face_show (face, explain, ex, y + pad, x + width - pad - ex,
                               l->note_size, TEXT_WRAP, INK_LABEL);
        h = MAX (label_h + code_h, explain_h) + 2 * pad;
      }
    else
      {
        explain_h = face_show (face, explain, text_x, y + pad + label_h + code_h + 3 * u,
                               width - 2 * pad, l->note_size, TEXT_WRAP, INK_LABEL);
        h = label_h + code_h + 3 * u + explain_h + 2 * pad;
      }

    cairo_set_source_rgb (face->cr, INK_TEXT, INK_TEXT, INK_TEXT);
    cairo_set_line_width (face->cr, 1.0 * u);
    rounded_rectangle (face->cr, x, y, width, h, 4 * u);
    cairo_stroke (face->cr);
    return h;
  }
}

static void
draw_signatures (Face             *face,
                 AdjEnvelope      *env,
                 const AdjProfile *profile,
                 double            x,
                 double            top,
                 double            bottom,
                 double            width)
{
  const Layout *l = face->layout;
  double u = face->u;
  double gap = 2 * l->cell_gap * u;
  double below = l->label_size * 2.9 * u;  /* the label and name under a line */
  /* Side by side along the bottom, or (upright page) one above the other
   * between TOP and BOTTOM. */
  gboolean stacked = !l->signatures_below;
  double w = stacked ? width : (width - 2 * gap) / 3;
  double slot = (bottom - top) / 3;
  g_autofree char *article = field_article (profile, ADJ_FIELD_SIGNATURES);
  const struct {
    const char *label;
    const char *name;
  } who[] = {
    { _("Signature of White"), adj_envelope_get_player (env, CHESS_WHITE) },
    { _("Signature of Black"), adj_envelope_get_player (env, CHESS_BLACK) },
    { _("Signature of the arbiter"), adj_envelope_get_arbiter (env) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (who); i++)
    {
      double sx = stacked ? x : x + i * (w + gap);
      double line_y = stacked ? top + (i + 1) * slot - below : bottom - below;
      double ty = line_y + 2.5 * u;
      double article_w = 0;

      face_hline (face, sx, sx + w, line_y, 0.7 * u, INK_TEXT);
      if (article)
        {
          article_w = face_text_width (face, article, l->label_size * 0.92, TEXT_PLAIN);
          face_show (face, article, sx + w - article_w, ty + 0.4 * u, -1, l->label_size * 0.92, TEXT_PLAIN, INK_FAINT);
          article_w += 4 * u;
        }
      ty += face_show (face, who[i].label, sx, ty, w - article_w, l->label_size, TEXT_PLAIN, INK_LABEL);
      if (who[i].name && *who[i].name)
        face_show (face, who[i].name, sx, ty, w, l->label_size, TEXT_PLAIN, INK_TEXT);
    }
}

/* The height the diagram or the seal block would take, drawn into a group
 * that is thrown away. */
static double
measure_diagram (Face             *face,
                 AdjEnvelope      *env,
                 const AdjProfile *profile)
{
  double h;

  cairo_push_group (face->cr);
  h = draw_diagram (face, env, profile, 0, 0, G_MAXDOUBLE);
  cairo_pattern_destroy (cairo_pop_group (face->cr));
  return h;
}

static double
measure_seal (Face       *face,
              const char *seal_code,
              double      width)
{
  double h;

  cairo_push_group (face->cr);
  h = draw_seal (face, seal_code, 0, 0, width);
  cairo_pattern_destroy (cairo_pop_group (face->cr));
  return h;
}

/* Shrink the diagram until it fits HEIGHT (scaled). */
static void
fit_diagram (Face             *face,
             AdjEnvelope      *env,
             const AdjProfile *profile,
             double            height)
{
  for (int i = 0; i < 3; i++)
    {
      double h = measure_diagram (face, env, profile);
      if (h <= height)
        break;
      /* The caption does not shrink with the squares: aim a little lower. */
      face->square *= (height / h) * 0.98;
    }
}

void
adj_envelope_face_draw (cairo_t     *cr,
                        double       width,
                        double       height,
                        AdjEnvelope *env,
                        const char  *seal_code)
{
  Face face = { 0 };
  Form form = { 0 };
  const AdjProfile *profile;
  Shape shape;
  double x, y, inner_w, body_top, body_bottom;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (ADJ_IS_ENVELOPE (env));
  g_return_if_fail (width > 0 && height > 0);

  shape = shape_for (width, height);
  face.cr = cr;
  face.layout = &layouts[shape];
  face.u = MIN (width / face.layout->ref_width, height / face.layout->ref_height);
  face.family = ui_font_family ();
  face.mono_family = g_strdup ("Monospace");
  face.square = face.layout->square;
  face.cell_height = face.layout->cell_height;
  profile = adj_profile_lookup (adj_envelope_get_rules (env));

  cairo_save (cr);
  /* Paper white, so that a preview and a PDF viewer show the printed sheet. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);

  x = face.layout->margin * face.u;
  y = face.layout->margin * face.u;
  inner_w = width - 2 * x;

  draw_header (&face, x, y, inner_w, profile);
  body_top = y + (face.layout->header_height + face.layout->gap * 0.75) * face.u;
  body_bottom = height - y - face.layout->signature_height * face.u;

  form_fill (&form, env, profile, shape == SHAPE_DL);

  if (face.layout->fields_beside)
    {
      double dw, fx, fw, fy, seal_h, rows_h;
      double body_h = body_bottom - body_top;
      double gap = face.layout->gap * 0.6 * face.u;

      fit_diagram (&face, env, profile, body_h);
      dw = diagram_width (&face);
      fx = x + dw + face.layout->gap * face.u;
      fw = x + inner_w - fx;

      /* The form's rows share the body's height, within reason. */
      seal_h = measure_seal (&face, seal_code, fw);
      rows_h = body_h - seal_h - gap;
      face.cell_height = CLAMP (rows_h / face.u / form.n_rows,
                                face.layout->cell_height * 0.9, face.layout->cell_height * 1.3);
      if ((form.n_rows * face.cell_height) * face.u + gap + seal_h > body_h)
        face.cell_height = (body_h - gap - seal_h) / face.u / form.n_rows;

      draw_diagram (&face, env, profile, x, body_top, body_bottom - body_top);
      draw_form (&face, &form, fx, body_top, fw);
      fy = body_top + form_height (&face, &form) + gap;
      draw_seal (&face, seal_code, fx, fy, fw);
    }
  else
    {
      double dy = body_top + form_height (&face, &form) + face.layout->gap * face.u;
      double dw, sx;

      fit_diagram (&face, env, profile, body_bottom - dy);
      dw = diagram_width (&face);
      sx = x + dw + face.layout->gap * face.u;

      double seal_h, board_bottom;

      draw_form (&face, &form, x, body_top, inner_w);
      draw_diagram (&face, env, profile, x, dy, body_bottom - dy);
      seal_h = draw_seal (&face, seal_code, sx, dy, x + inner_w - sx);
      board_bottom = dy + (8 * face.square + 1.5 * face.layout->coord_size + 1.5) * face.u;
      draw_signatures (&face, env, profile, sx, dy + seal_h + face.layout->gap * face.u,
                       board_bottom, x + inner_w - sx);
    }

  if (face.layout->signatures_below)
    draw_signatures (&face, env, profile, x, body_bottom, height - y, inner_w);

  cairo_restore (cr);
  form_clear (&form);
  g_free (face.family);
  g_free (face.mono_family);
}

/* ---- PDF ------------------------------------------------------------------ */

gboolean
adj_envelope_face_write_pdf (AdjEnvelope  *env,
                             const char   *seal_code,
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
  adj_envelope_face_draw (cr, width, height, env, seal_code);
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
  char        *seal_code;
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

  adj_envelope_face_draw (gtk_print_context_get_cairo_context (context),
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context),
                          job->env, job->seal_code);
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
                                       const char   *seal_code,
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
  job->seal_code = g_strdup (seal_code);

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
                         const char  *seal_code,
                         const char  *paper)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperation *operation;
  GtkPrintOperationResult result;
  PrintJob *job;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (ADJ_IS_ENVELOPE (env));

  operation = adj_envelope_face_print_operation_new (env, seal_code, paper, &error);
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
