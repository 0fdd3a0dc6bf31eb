/* icon-png.c — render an SVG icon as a PNG, or as GTK's .symbolic.png (a build tool)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: icon-png [--symbolic] INPUT.svg SIZE OUTPUT.png
 *
 * The first window (an empty archive) shows the symbolic icon at 128 px,
 * and on X11 GTK hands the window manager the application icon at 48 px.
 * Given only SVGs, GTK loads librsvg through GdkPixbuf to draw them, some
 * 7 MB for two icons; given PNGs of those sizes it reads PNGs.
 *
 * --symbolic: GTK recolours a .symbolic.png as the foreground plus its red,
 * green and blue channels times the success, warning and error colours
 * less the foreground; an icon all in the foreground colour, as Adjourn's
 * is, is therefore black at the drawing's coverage.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <librsvg/rsvg.h>

int
main (int argc, char **argv)
{
  GError *error = NULL;
  gboolean symbolic = argc > 1 && strcmp (argv[1], "--symbolic") == 0;

  if (symbolic)
    argv++, argc--;
  if (argc != 4)
    {
      fprintf (stderr, "usage: icon-png [--symbolic] INPUT.svg SIZE OUTPUT.png\n");
      return 2;
    }
  int size = atoi (argv[2]);
  if (size <= 0 || size > 1024)
    {
      fprintf (stderr, "icon-png: %s: not a size in pixels (1 to 1024)\n", argv[2]);
      return 2;
    }
  RsvgHandle *handle = rsvg_handle_new_from_file (argv[1], &error);
  if (handle == NULL)
    {
      fprintf (stderr, "icon-png: %s: %s\n", argv[1], error->message);
      return 1;
    }
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, size, size };
  gboolean drawn = rsvg_handle_render_document (handle, cr, &viewport, &error);
  cairo_destroy (cr);
  g_object_unref (handle);
  if (!drawn)
    {
      fprintf (stderr, "icon-png: %s: %s\n", argv[1], error->message);
      return 1;
    }

  /* Premultiplied ARGB32: clearing the colour bytes leaves black at the
   * drawing's alpha. */
  cairo_surface_flush (surface);
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; symbolic && y < size; y++)
    {
      uint32_t *row = (uint32_t *) (void *) (data + (size_t) y * stride);
      for (int x = 0; x < size; x++)
        row[x] &= 0xff000000u;
    }
  cairo_surface_mark_dirty (surface);
  cairo_status_t status = cairo_surface_write_to_png (surface, argv[3]);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      fprintf (stderr, "icon-png: %s: %s\n", argv[3], cairo_status_to_string (status));
      return 1;
    }
  return 0;
}
