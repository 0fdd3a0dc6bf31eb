/* test-diagram-logic.c — diagrams to PNG and SVG, without a display
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The PNGs are read back with cairo and looked at pixel by pixel: the
 * squares where the board says they are, in the style's colours, pieces
 * and notes on them. With ADJ_SCREENSHOT_DIR set, the diagrams are left
 * there to be looked at.
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "adj-board.h"
#include "adj-diagram-dialog.h"
#include "adj-diagram.h"
#include "chess-fen.h"

/* A rook ending, adjourned: White's rook on d4, nothing on the a-file. */
#define ENDING "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 3 41"

static ChessPosition
position (const char *fen)
{
  ChessPosition pos;
  ChessFenResult result;
  g_assert_true (chess_fen_read (&pos, fen, &result));
  return pos;
}

static ChessSquare
sq (const char *name)
{
  ChessSquare square = chess_square_parse (name);
  g_assert_cmpint (square, !=, CHESS_NO_SQUARE);
  return square;
}

typedef struct {
  const GBytes *bytes;
  gsize         at;
} Reader;

static cairo_status_t
read_bytes (void *closure, unsigned char *data, unsigned int length)
{
  Reader *r = closure;
  gsize len;
  const guchar *src = g_bytes_get_data ((GBytes *) r->bytes, &len);
  if (r->at + length > len)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, src + r->at, length);
  r->at += length;
  return CAIRO_STATUS_SUCCESS;
}

static void
keep (GBytes *bytes, const char *name)
{
  const char *dir = g_getenv ("ADJ_SCREENSHOT_DIR");
  if (dir == NULL)
    return;
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
  g_test_message ("diagram: %s", path);
}

/* The PNG drawn, read back as an image surface. */
static cairo_surface_t *
render_png (const ChessPosition *pos, const AdjDiagramOptions *options, const char *keep_as)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) png = adj_diagram_render (pos, options, ADJ_DIAGRAM_FORMAT_PNG, &error);
  g_assert_no_error (error);
  g_assert_nonnull (png);
  if (keep_as)
    keep (png, keep_as);
  Reader reader = { png, 0 };
  cairo_surface_t *image = cairo_image_surface_create_from_png_stream (read_bytes, &reader);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  return image;
}

/* The pixel at (x, y), as 0–255 red, green, blue. */
static void
pixel (cairo_surface_t *image, int x, int y, int rgb[3])
{
  cairo_surface_flush (image);
  const guchar *row = cairo_image_surface_get_data (image) + (gsize) y * cairo_image_surface_get_stride (image);
  guint32 value = ((const guint32 *) row)[x];
  rgb[0] = (value >> 16) & 0xff;
  rgb[1] = (value >> 8) & 0xff;
  rgb[2] = value & 0xff;
}

static gboolean
same_color (const int rgb[3], const GdkRGBA *color)
{
  return abs (rgb[0] - (int) lround (color->red * 255)) <= 1 && abs (rgb[1] - (int) lround (color->green * 255)) <= 1
         && abs (rgb[2] - (int) lround (color->blue * 255)) <= 1;
}

/* Where the centre of SQUARE is drawn: a board fills a diagram without
 * coordinates but for a thin frame, so a square's centre is within a few
 * pixels of where a board of the whole image would have it. */
static void
centre (int size, gboolean flipped, ChessSquare square, int *x, int *y)
{
  int col = flipped ? 7 - chess_square_file (square) : chess_square_file (square);
  int row = flipped ? chess_square_rank (square) : 7 - chess_square_rank (square);
  *x = (int) ((col + 0.5) * size / 8);
  *y = (int) ((row + 0.5) * size / 8);
}

/* How many pixels of the middle half of SQUARE are not COLOR. */
static int
not_plain (cairo_surface_t *image, int size, gboolean flipped, ChessSquare square, const GdkRGBA *color)
{
  int cx, cy, count = 0, rgb[3];
  centre (size, flipped, square, &cx, &cy);
  for (int dy = -size / 32; dy <= size / 32; dy++)
    for (int dx = -size / 32; dx <= size / 32; dx++)
      {
        pixel (image, cx + dx, cy + dy, rgb);
        count += !same_color (rgb, color);
      }
  return count;
}

static void
test_png (void)
{
  ChessPosition pos = position (ENDING);
  AdjDiagramOptions options;
  GdkRGBA light, dark;
  int rgb[3];

  adj_diagram_options_init (&options);
  g_assert_cmpint (options.size, ==, 480);
  g_assert_true (options.coordinates);
  g_assert_false (options.flipped);
  options.coordinates = FALSE;
  options.size = 400;
  g_assert_true (adj_board_style_get_colors ("brown", &light, &dark));

  cairo_surface_t *image = render_png (&pos, &options, "diagram-400.png");
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 400);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 400);
  /* Empty squares in the board's colours: a1, c3 dark; b1, e4 light. */
  for (const char *const *name = (const char *const[]) { "a1", "c3", "h8", NULL }; *name; name++)
    g_assert_cmpint (not_plain (image, 400, FALSE, sq (*name), &dark), ==, 0);
  for (const char *const *name = (const char *const[]) { "b1", "e4", "a8", NULL }; *name; name++)
    g_assert_cmpint (not_plain (image, 400, FALSE, sq (*name), &light), ==, 0);
  /* A piece is drawn on its square: the rook on d4 (dark), the king on g7 (dark). */
  g_assert_cmpint (not_plain (image, 400, FALSE, sq ("d4"), &dark), >, 20);
  g_assert_cmpint (not_plain (image, 400, FALSE, sq ("g7"), &dark), >, 20);
  cairo_surface_destroy (image);

  /* Flipped: d4's place is e5's, empty and dark; the rook is where d4
   * is seen from Black's side. */
  options.flipped = TRUE;
  image = render_png (&pos, &options, NULL);
  g_assert_cmpint (not_plain (image, 400, FALSE, sq ("d4"), &dark), ==, 0);
  g_assert_cmpint (not_plain (image, 400, TRUE, sq ("d4"), &dark), >, 20);
  cairo_surface_destroy (image);

  /* Another style and set: other colours, other pieces. */
  GdkRGBA green_light, green_dark;
  g_assert_true (adj_board_style_get_colors ("green", &green_light, &green_dark));
  options.flipped = FALSE;
  options.board_style = "green";
  options.piece_set = "geometric";
  image = render_png (&pos, &options, "diagram-green-geometric.png");
  g_assert_cmpint (not_plain (image, 400, FALSE, sq ("e4"), &green_light), ==, 0);
  g_assert_cmpint (not_plain (image, 400, FALSE, sq ("d4"), &green_dark), >, 20);
  cairo_surface_destroy (image);

  /* With coordinates: the same size, letters in ink under the board, and
   * the image's corner is paper. */
  options = (AdjDiagramOptions) { .size = 400, .coordinates = TRUE };
  image = render_png (&pos, &options, "diagram-coordinates.png");
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 400);
  pixel (image, 0, 399, rgb);
  g_assert_cmpint (rgb[0] + rgb[1] + rgb[2], ==, 3 * 255);
  int inked = 0;
  for (int y = 380; y < 400; y++)
    for (int x = 20; x < 400; x++)
      {
        pixel (image, x, y, rgb);
        inked += rgb[0] < 128 && rgb[1] < 128;
      }
  g_assert_cmpint (inked, >, 40);
  cairo_surface_destroy (image);
}

static void
test_png_notes (void)
{
  ChessPosition pos = position (ENDING);
  AdjDiagramOptions options = { .size = 320 };
  ChessAnnotations notes = { 0 };
  GdkRGBA light, dark, green, red;
  int rgb[3], cx, cy;

  adj_board_style_get_colors ("brown", &light, &dark);
  adj_diagram_annotation_rgba (CHESS_ANNOTATION_GREEN, &green);
  adj_diagram_annotation_rgba (CHESS_ANNOTATION_RED, &red);
  chess_annotations_set_arrow (&notes, sq ("a1"), sq ("a8"), CHESS_ANNOTATION_GREEN);
  chess_annotations_set_mark (&notes, sq ("c3"), CHESS_ANNOTATION_RED);
  options.notes = &notes;

  cairo_surface_t *image = render_png (&pos, &options, "diagram-notes.png");
  /* The arrow crosses a5 (dark), greener than the square. */
  centre (320, FALSE, sq ("a5"), &cx, &cy);
  pixel (image, cx, cy, rgb);
  g_assert_false (same_color (rgb, &dark));
  g_assert_cmpint (rgb[1], >, rgb[0]);
  /* It does not reach b5; the ring on c3 is red on its edge, not in its middle. */
  g_assert_cmpint (not_plain (image, 320, FALSE, sq ("b5"), &light), ==, 0);
  centre (320, FALSE, sq ("c3"), &cx, &cy);
  pixel (image, cx, cy, rgb);
  g_assert_true (same_color (rgb, &dark));
  pixel (image, cx - 320 / 16 + 4, cy, rgb);
  g_assert_cmpint (rgb[0], >, rgb[1] + 40);
  cairo_surface_destroy (image);
}

typedef struct {
  int   elements;
  char *root;
  char *width;
  char *height;
  int   paths;
  int   images;
} SvgSeen;

static void
svg_start (GMarkupParseContext *context, const char *element, const char **names, const char **values,
           gpointer data, GError **error)
{
  SvgSeen *seen = data;
  if (seen->elements++ == 0)
    {
      seen->root = g_strdup (element);
      for (int i = 0; names[i]; i++)
        if (strcmp (names[i], "width") == 0)
          seen->width = g_strdup (values[i]);
        else if (strcmp (names[i], "height") == 0)
          seen->height = g_strdup (values[i]);
    }
  seen->paths += strcmp (element, "path") == 0;
  seen->images += strcmp (element, "image") == 0;
}

static void
test_svg (void)
{
  ChessPosition pos = position (ENDING);
  AdjDiagramOptions options;
  ChessAnnotations notes = { 0 };
  g_autoptr(GError) error = NULL;

  adj_diagram_options_init (&options);
  options.size = 360;
  chess_annotations_set_arrow (&notes, sq ("d4"), sq ("d1"), CHESS_ANNOTATION_BLUE);
  options.notes = &notes;
  g_autoptr(GBytes) svg = adj_diagram_render (&pos, &options, ADJ_DIAGRAM_FORMAT_SVG, &error);
  g_assert_no_error (error);
  keep (svg, "diagram-360.svg");

  /* Well-formed XML (GMarkup refuses anything else), an <svg> of the size
   * asked for, the pieces as paths and not as pictures. */
  SvgSeen seen = { 0 };
  GMarkupParser parser = { .start_element = svg_start };
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, &seen, NULL);
  gsize len;
  const char *text = g_bytes_get_data (svg, &len);
  g_assert_true (g_markup_parse_context_parse (context, text, (gssize) len, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_markup_parse_context_free (context);
  g_assert_cmpstr (seen.root, ==, "svg");
  g_assert_cmpstr (seen.width, ==, "360px");
  g_assert_cmpstr (seen.height, ==, "360px");
  g_assert_cmpint (seen.paths, >, 10);
  g_assert_cmpint (seen.images, ==, 0);
  g_free (seen.root);
  g_free (seen.width);
  g_free (seen.height);
}

static void
test_errors (void)
{
  ChessPosition pos = position (ENDING);
  AdjDiagramOptions options;
  g_autoptr(GError) error = NULL;

  adj_diagram_options_init (&options);
  options.size = 10;
  g_assert_null (adj_diagram_render (&pos, &options, ADJ_DIAGRAM_FORMAT_PNG, &error));
  g_assert_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_SIZE);
  g_assert_nonnull (strstr (error->message, "10 pixels"));
  g_clear_error (&error);
  options.size = ADJ_DIAGRAM_MAX_SIZE + 1;
  g_assert_false (adj_diagram_check (&pos, &options, &error));
  g_assert_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_SIZE);
  g_clear_error (&error);

  adj_diagram_options_init (&options);
  options.piece_set = "cburnett";
  g_assert_null (adj_diagram_render (&pos, &options, ADJ_DIAGRAM_FORMAT_SVG, &error));
  g_assert_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_PIECE_SET);
  g_assert_nonnull (strstr (error->message, "cburnett"));
  g_clear_error (&error);

  adj_diagram_options_init (&options);
  options.board_style = "purple";
  g_assert_null (adj_diagram_render (&pos, &options, ADJ_DIAGRAM_FORMAT_PNG, &error));
  g_assert_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_BOARD_STYLE);
  g_assert_nonnull (strstr (error->message, "purple"));
  g_clear_error (&error);

  adj_diagram_options_init (&options);
  g_assert_null (adj_diagram_render (&pos, &options, (AdjDiagramFormat) 7, &error));
  g_assert_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_FORMAT);
  g_clear_error (&error);

  ChessPosition broken = pos;
  broken.board[sq ("b2")] = 0x7f;
  g_assert_null (adj_diagram_render (&broken, &options, ADJ_DIAGRAM_FORMAT_PNG, &error));
  g_assert_error (error, ADJ_DIAGRAM_ERROR, ADJ_DIAGRAM_ERROR_POSITION);
  g_assert_nonnull (strstr (error->message, "b2"));
  g_clear_error (&error);
}

/* Saved to a file: the bytes rendered; a folder that is not there is an
 * error and leaves nothing. */
static void
test_save (void)
{
  ChessPosition pos = position (ENDING);
  AdjDiagramOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-diagram-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ending.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  adj_diagram_options_init (&options);
  g_assert_true (adj_diagram_save (&pos, &options, ADJ_DIAGRAM_FORMAT_PNG, file, NULL, &error));
  g_assert_no_error (error);
  g_autoptr(GBytes) rendered = adj_diagram_render (&pos, &options, ADJ_DIAGRAM_FORMAT_PNG, &error);
  g_autofree char *contents = NULL;
  gsize len;
  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_autoptr(GBytes) saved = g_bytes_new (contents, len);
  g_assert_true (g_bytes_equal (saved, rendered));

  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "ending.svg", NULL);
  g_autoptr(GFile) nowhere = g_file_new_for_path (missing);
  g_assert_false (adj_diagram_save (&pos, &options, ADJ_DIAGRAM_FORMAT_SVG, nowhere, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_cmpstr (adj_diagram_format_extension (ADJ_DIAGRAM_FORMAT_SVG), ==, "svg");
}

/* What the export dialog offers and says, decided without it. */
static void
test_dialog_words (void)
{
  static const struct { const char *suggested; AdjDiagramFormat format; const char *name; } names[] = {
    { "Vidal–Puig, move 41", ADJ_DIAGRAM_FORMAT_PNG, "Vidal–Puig, move 41.png" },
    { "Vidal–Puig, move 41.png", ADJ_DIAGRAM_FORMAT_SVG, "Vidal–Puig, move 41.svg" },
    { "ending.SVG", ADJ_DIAGRAM_FORMAT_SVG, "ending.svg" },
    { "round 5/board 3", ADJ_DIAGRAM_FORMAT_PNG, "round 5-board 3.png" },
    { NULL, ADJ_DIAGRAM_FORMAT_SVG, "diagram.svg" },
    { ".png", ADJ_DIAGRAM_FORMAT_PNG, "diagram.png" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *name = adj_diagram_dialog_file_name (names[i].suggested, names[i].format);
      g_assert_cmpstr (name, ==, names[i].name);
    }
  g_autofree char *caption = adj_diagram_dialog_caption (480, ADJ_DIAGRAM_FORMAT_PNG);
  g_assert_cmpstr (caption, ==, "480 × 480 pixels, PNG");
  g_autofree char *svg = adj_diagram_dialog_caption (1200, ADJ_DIAGRAM_FORMAT_SVG);
  g_assert_cmpstr (svg, ==, "1200 × 1200 pixels, SVG");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/diagram/png", test_png);
  g_test_add_func ("/diagram/png-notes", test_png_notes);
  g_test_add_func ("/diagram/svg", test_svg);
  g_test_add_func ("/diagram/errors", test_errors);
  g_test_add_func ("/diagram/save", test_save);
  g_test_add_func ("/diagram/dialog-words", test_dialog_words);
  return g_test_run ();
}
