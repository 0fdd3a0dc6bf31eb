/* adj-envelope-face.c — the printed face of a paper sealed-move envelope, drawn
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The face drawn with cairo and pango from the layout of the page's shape
 * and the form's boxes (adj-envelope-face-layout.c); the PDF file and the
 * printer draw it through adj_envelope_face_draw() (adj-envelope-face-print.c).
 */
#define G_LOG_DOMAIN "adj-envelope-face"

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "adj-envelope-face-private.h"
#include "adj-piece-set.h"
#include "chess-fen.h"

/* ---- Text and lines ------------------------------------------------------- */

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
  g_autofree char *article = _adj_envelope_face_field_article (profile, ADJ_FIELD_POSITION);

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

/* The custody log's head when the face was printed, and the event's
 * signing key, in small print under the seal: what the arbiter checks
 * later with log verify --head. Returns the height drawn. */
static double
draw_custody_head (Face                       *face,
                   const AdjEnvelopeFaceMarks *marks,
                   double                      x,
                   double                      y,
                   double                      width)
{
  const Layout *l = face->layout;
  if (marks == NULL || marks->custody_head == NULL)
    return 0;
  /* The key's first 16 hex digits, grouped as the head is: enough to
   * tell a key replaced by another, and short enough to copy by hand. */
  g_autofree char *fingerprint = NULL;
  if (marks->signing_key && strlen (marks->signing_key) >= 16)
    {
      g_autofree char *upper = g_ascii_strup (marks->signing_key, 16);
      fingerprint = g_strdup_printf ("%.4s-%.4s-%.4s-%.4s", upper, upper + 4, upper + 8, upper + 12);
    }
  /* Translators: the custody log's head, "12-3F2A-91C0-7B4D-E810" */
  g_autofree char *head = g_strdup_printf (_("Custody log at printing: %s"), marks->custody_head);
  /* Translators: the start of the event's public signing key, "5E0E-9C5D-009D-A6E7" */
  g_autofree char *key = fingerprint ? g_strdup_printf (_("Event’s signing key: %s…"), fingerprint) : NULL;
  double size = l->note_size * 0.9;
  double h = 3 * face->u;
  h += face_show (face, head, x, y + h, width, size, TEXT_MONO | TEXT_WRAP, INK_LABEL);
  if (key)
    h += face_show (face, key, x, y + h, width, size, TEXT_MONO | TEXT_WRAP, INK_LABEL);
  return h;
}

/* The seal code in a frame (digital envelope), or what a paper envelope
 * holds instead. Returns the height drawn. */
static double
draw_seal_box (Face       *face,
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

/* The event's word on engines, when it forbids them (the envelope's
 * "engine_analysis"): whoever holds the envelope reads it. Returns the
 * height drawn. */
static double
draw_engine_notice (Face        *face,
                    AdjEnvelope *env,
                    double       x,
                    double       y,
                    double       width)
{
  if (adj_envelope_allows_engine_analysis (env))
    return 0;
  const char *notice = _("Engine analysis of this position is not allowed by the event.");
  double h = 4 * face->u;
  return h + face_show (face, notice, x, y + h, width, face->layout->note_size, TEXT_WRAP | TEXT_BOLD, INK_TEXT);
}

/* The seal box, the event's word on engines, then the custody head.
 * Returns the height drawn. */
static double
draw_seal (Face                       *face,
           AdjEnvelope                *env,
           const AdjEnvelopeFaceMarks *marks,
           double                      x,
           double                      y,
           double                      width)
{
  double h = draw_seal_box (face, marks ? marks->seal_code : NULL, x, y, width);
  h += draw_engine_notice (face, env, x, y + h, width);
  return h + draw_custody_head (face, marks, x, y + h, width);
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
  g_autofree char *article = _adj_envelope_face_field_article (profile, ADJ_FIELD_SIGNATURES);
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
measure_seal (Face                       *face,
              AdjEnvelope                *env,
              const AdjEnvelopeFaceMarks *marks,
              double                      width)
{
  double h;

  cairo_push_group (face->cr);
  h = draw_seal (face, env, marks, 0, 0, width);
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
                        const AdjEnvelopeFaceMarks *marks)
{
  Face face = { 0 };
  Form form = { 0 };
  const AdjProfile *profile;
  Shape shape;
  double x, y, inner_w, body_top, body_bottom;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (ADJ_IS_ENVELOPE (env));
  g_return_if_fail (width > 0 && height > 0);

  shape = _adj_envelope_face_shape_for (width, height);
  face.cr = cr;
  face.layout = _adj_envelope_face_get_layout (shape);
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

  _adj_envelope_face_form_fill (&form, env, profile, shape == SHAPE_DL);

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
      seal_h = measure_seal (&face, env, marks, fw);
      rows_h = body_h - seal_h - gap;
      face.cell_height = CLAMP (rows_h / face.u / form.n_rows,
                                face.layout->cell_height * 0.9, face.layout->cell_height * 1.3);
      if ((form.n_rows * face.cell_height) * face.u + gap + seal_h > body_h)
        face.cell_height = (body_h - gap - seal_h) / face.u / form.n_rows;

      draw_diagram (&face, env, profile, x, body_top, body_bottom - body_top);
      draw_form (&face, &form, fx, body_top, fw);
      fy = body_top + form_height (&face, &form) + gap;
      draw_seal (&face, env, marks, fx, fy, fw);
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
      seal_h = draw_seal (&face, env, marks, sx, dy, x + inner_w - sx);
      board_bottom = dy + (8 * face.square + 1.5 * face.layout->coord_size + 1.5) * face.u;
      draw_signatures (&face, env, profile, sx, dy + seal_h + face.layout->gap * face.u,
                       board_bottom, x + inner_w - sx);
    }

  if (face.layout->signatures_below)
    draw_signatures (&face, env, profile, x, body_bottom, height - y, inner_w);

  cairo_restore (cr);
  _adj_envelope_face_form_clear (&form);
  g_free (face.family);
  g_free (face.mono_family);
}
