/* adj-piece-set.c — the project's own pieces, drawn as SVG, rendered at any size
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each set's SVGs are parsed once, when the set is first asked for. Each
 * set keeps textures for the few square sizes in use (a board resized by
 * dragging passes through many sizes, so only the most recent ones are
 * kept), rendered once per size: a snapshot never rasterises. A set no
 * board draws any more keeps its few textures (at most N_CACHED sizes).
 *
 * librsvg is opened when a set is first used, not linked: mapped and
 * relocated it weighs as much as the rest of the window's libraries
 * together, and the first window a new user sees draws no board.
 */
#define G_LOG_DOMAIN "adj-piece-set"

#include "config.h"

#include <glib/gi18n.h>
#include <gmodule.h>
#include <librsvg/rsvg.h>

#include "adj-piece-set.h"

#define PIECES_PATH "/io/github/adjourn/Adjourn/board/pieces/"

/* The sets, the default first; the original set's files are at the top of
 * the folder, where they were before there were others. */
static const struct {
  const char *id;
  const char *folder;
  const char *title;
} sets[] = {
  { "adjourn",   "",           NC_("piece set", "Adjourn") },
  { "staunton",  "staunton/",  NC_("piece set", "Staunton") },
  { "geometric", "geometric/", NC_("piece set", "Geometric") },
};
#define N_SETS G_N_ELEMENTS (sets)
#define N_PIECES    12
/* Sizes kept at once: a few boards (main, thumbnails, a chooser) each at
 * one size, plus the one being resized to. */
#define N_CACHED    6

typedef struct
{
  int         pixel_size; /* 0: slot unused */
  guint64     used;       /* age stamp for dropping the least recently used */
  GdkTexture *textures[N_PIECES];
} SizeCache;

struct _AdjPieceSet
{
  GObject     parent_instance;

  guint       set;        /* index in sets[] */
  RsvgHandle *handles[N_PIECES];
  SizeCache   cache[N_CACHED];
  guint64     clock;
};

G_DEFINE_FINAL_TYPE (AdjPieceSet, adj_piece_set, G_TYPE_OBJECT)

/* The two entry points of librsvg the set calls (its handles are GObjects). */
typedef RsvgHandle *(*RsvgNewFromData)    (const guint8 *data, gsize len, GError **error);
typedef gboolean    (*RsvgRenderDocument) (RsvgHandle          *handle,
                                           cairo_t             *cr,
                                           const RsvgRectangle *viewport,
                                           GError             **error);

static RsvgNewFromData    svg_new_from_data;
static RsvgRenderDocument svg_render_document;

/* Opens librsvg (once: it stays loaded); FALSE with ERROR when it cannot. */
static gboolean
svg_library_open (GError **error)
{
  GModule *module;

  if (svg_new_from_data != NULL && svg_render_document != NULL)
    return TRUE;
  module = g_module_open (RSVG_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s", g_module_error ());
      return FALSE;
    }
  if (!g_module_symbol (module, "rsvg_handle_new_from_data", (gpointer *) &svg_new_from_data)
      || !g_module_symbol (module, "rsvg_handle_render_document", (gpointer *) &svg_render_document))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", g_module_error ());
      svg_new_from_data = NULL;
      svg_render_document = NULL;
      g_module_close (module);
      return FALSE;
    }
  g_module_make_resident (module);
  return TRUE;
}

/* Index 0–5 white king … pawn, 6–11 black, in the files' order. */
static const char piece_letters[] = "kqrbnp";

static int
piece_index (ChessPiece piece)
{
  static const int by_type[CHESS_N_PIECE_TYPES] = {
    [CHESS_PAWN] = 5, [CHESS_KNIGHT] = 4, [CHESS_BISHOP] = 3,
    [CHESS_ROOK] = 2, [CHESS_QUEEN] = 1, [CHESS_KING] = 0,
  };

  if (piece == CHESS_EMPTY)
    return -1;
  ChessPieceType type = chess_piece_type (piece);
  ChessColor color = chess_piece_color (piece);
  if ((int) type < 0 || type >= CHESS_N_PIECE_TYPES || (color != CHESS_WHITE && color != CHESS_BLACK))
    return -1;
  return by_type[type] + (color == CHESS_BLACK ? 6 : 0);
}

static void
clear_size (SizeCache *slot)
{
  for (int i = 0; i < N_PIECES; i++)
    g_clear_object (&slot->textures[i]);
  slot->pixel_size = 0;
  slot->used = 0;
}

static void
adj_piece_set_finalize (GObject *object)
{
  AdjPieceSet *self = ADJ_PIECE_SET (object);

  for (int i = 0; i < N_CACHED; i++)
    clear_size (&self->cache[i]);
  for (int i = 0; i < N_PIECES; i++)
    g_clear_object (&self->handles[i]);

  G_OBJECT_CLASS (adj_piece_set_parent_class)->finalize (object);
}

static void
adj_piece_set_class_init (AdjPieceSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_piece_set_finalize;
}

static void
adj_piece_set_init (AdjPieceSet *self)
{
}

static void
load_drawings (AdjPieceSet *self)
{
  g_autoptr(GError) open_error = NULL;

  /* Without librsvg (a broken installation) the board draws its squares
   * empty, as for a missing drawing, after saying why. */
  if (!svg_library_open (&open_error))
    {
      g_critical ("Cannot load %s to draw the pieces: %s", RSVG_LIBRARY, open_error->message);
      return;
    }
  for (int i = 0; i < N_PIECES; i++)
    {
      g_autofree char *path = g_strdup_printf (PIECES_PATH "%s%c%c.svg", sets[self->set].folder,
                                               i < 6 ? 'w' : 'b', piece_letters[i % 6]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

      if (bytes != NULL)
        {
          gsize len;
          const guint8 *data = g_bytes_get_data (bytes, &len);
          self->handles[i] = svg_new_from_data (data, len, &error);
        }
      /* The drawings are compiled into the program: a missing or broken one
       * is a packaging error, and the board draws the square empty. */
      if (self->handles[i] == NULL)
        g_critical ("Cannot load the piece drawing %s: %s", path, error ? error->message : "unknown error");
    }
}

const char *const *
adj_piece_set_list_ids (void)
{
  static const char *ids[N_SETS + 1];
  static gsize filled;

  if (g_once_init_enter (&filled))
    {
      for (guint i = 0; i < N_SETS; i++)
        ids[i] = sets[i].id;
      g_once_init_leave (&filled, 1);
    }
  return ids;
}

static int
set_index (const char *id)
{
  for (guint i = 0; i < N_SETS; i++)
    if (g_strcmp0 (id, sets[i].id) == 0)
      return (int) i;
  return -1;
}

const char *
adj_piece_set_get_title (const char *id)
{
  int i = set_index (id);

  return i >= 0 ? g_dpgettext2 (GETTEXT_PACKAGE, "piece set", sets[i].title) : NULL;
}

AdjPieceSet *
adj_piece_set_get (const char *id)
{
  /* A face may be exported from a worker thread: made under a lock. */
  static GMutex lock;
  static AdjPieceSet *made[N_SETS];
  int i = MAX (set_index (id), 0);

  g_mutex_lock (&lock);
  if (made[i] == NULL)
    {
      AdjPieceSet *set = g_object_new (ADJ_TYPE_PIECE_SET, NULL);
      set->set = (guint) i;
      load_drawings (set);
      made[i] = set;
    }
  g_mutex_unlock (&lock);
  return made[i];
}

AdjPieceSet *
adj_piece_set_get_default (void)
{
  return adj_piece_set_get (NULL);
}

const char *
adj_piece_set_get_id (AdjPieceSet *self)
{
  g_return_val_if_fail (ADJ_IS_PIECE_SET (self), NULL);
  return sets[self->set].id;
}

void
adj_piece_set_render (AdjPieceSet *self,
                      cairo_t     *cr,
                      ChessPiece   piece,
                      double       x,
                      double       y,
                      double       size)
{
  g_return_if_fail (ADJ_IS_PIECE_SET (self));
  g_return_if_fail (cr != NULL);

  int index = piece_index (piece);
  g_return_if_fail (index >= 0);
  if (self->handles[index] == NULL || size <= 0)
    return;

  RsvgRectangle viewport = { x, y, size, size };
  g_autoptr(GError) error = NULL;
  if (!svg_render_document (self->handles[index], cr, &viewport, &error))
    g_warning ("Cannot draw a piece: %s", error->message);
}

static GdkTexture *
render_texture (AdjPieceSet *self,
                int          index,
                int          pixel_size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_size, pixel_size);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, pixel_size, pixel_size };

  if (self->handles[index] != NULL)
    svg_render_document (self->handles[index], cr, &viewport, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is premultiplied native-endian 32-bit words, which is
   * GDK_MEMORY_DEFAULT on either byte order. */
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                                        (gsize) stride * pixel_size,
                                                        (GDestroyNotify) cairo_surface_destroy,
                                                        surface);
  return gdk_memory_texture_new (pixel_size, pixel_size, GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
adj_piece_set_get_texture (AdjPieceSet *self,
                           ChessPiece   piece,
                           int          pixel_size)
{
  g_return_val_if_fail (ADJ_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (pixel_size > 0 && pixel_size <= 4096, NULL);

  int index = piece_index (piece);
  g_return_val_if_fail (index >= 0, NULL);

  SizeCache *slot = NULL;
  SizeCache *oldest = &self->cache[0];
  for (int i = 0; i < N_CACHED; i++)
    {
      if (self->cache[i].pixel_size == pixel_size)
        {
          slot = &self->cache[i];
          break;
        }
      if (self->cache[i].used < oldest->used)
        oldest = &self->cache[i];
    }
  if (slot == NULL)
    {
      slot = oldest;
      clear_size (slot);
      slot->pixel_size = pixel_size;
    }
  slot->used = ++self->clock;

  if (slot->textures[index] == NULL)
    slot->textures[index] = render_texture (self, index, pixel_size);
  return slot->textures[index];
}

const char *
adj_piece_set_describe (ChessPiece piece)
{
  static const char *names[N_PIECES] = {
    N_("white king"), N_("white queen"), N_("white rook"),
    N_("white bishop"), N_("white knight"), N_("white pawn"),
    N_("black king"), N_("black queen"), N_("black rook"),
    N_("black bishop"), N_("black knight"), N_("black pawn"),
  };
  int index = piece_index (piece);

  g_return_val_if_fail (index >= 0, "");
  return _(names[index]);
}
