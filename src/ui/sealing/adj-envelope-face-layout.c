/* adj-envelope-face-layout.c — the envelope face's layouts, and what it says
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The measures of each shape of page (C5 and DL envelopes in landscape,
 * A4 upright), and the boxes of the form with their texts: every field the
 * envelope's rules profile requires, with the article that requires it.
 */
#define G_LOG_DOMAIN "adj-envelope-face"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-clock.h"
#include "adj-envelope-face-private.h"

/* ---- Layout ------------------------------------------------------------ */

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

Shape
_adj_envelope_face_shape_for (double width,
                              double height)
{
  if (height > width)
    return SHAPE_A4;
  return width / height >= 1.75 ? SHAPE_DL : SHAPE_C5;
}

const Layout *
_adj_envelope_face_get_layout (Shape shape)
{
  g_return_val_if_fail (shape <= SHAPE_A4, NULL);
  return &layouts[shape];
}

/* ---- What the face says ------------------------------------------------- */

char *
_adj_envelope_face_field_article (const AdjProfile *profile,
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

static void
form_end_row (Form *form)
{
  g_assert (form->n_rows < MAX_CELLS);
  form->row_ends[form->n_rows++] = form->n_cells;
}

void
_adj_envelope_face_form_clear (Form *form)
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

/* The sealed move is not among the boxes, whatever the envelope holds. */
void
_adj_envelope_face_form_fill (Form             *form,
                              AdjEnvelope      *env,
                              const AdjProfile *profile,
                              gboolean          wide)
{
  Cell boxes[N_BOXES] = {
    [BOX_EVENT] = { _("Event"), g_strdup (adj_envelope_get_event (env)) },
    [BOX_ROUND] = { _("Round"), g_strdup (adj_envelope_get_round (env)) },
    [BOX_BOARD] = { C_("board number", "Board"), g_strdup (adj_envelope_get_board (env)) },
    [BOX_WHITE] = { C_("player", "White"), g_strdup (adj_envelope_get_player (env, CHESS_WHITE)), NULL,
                    _adj_envelope_face_field_article (profile, ADJ_FIELD_PLAYERS), 0, TRUE },
    [BOX_BLACK] = { C_("player", "Black"), g_strdup (adj_envelope_get_player (env, CHESS_BLACK)), NULL,
                    _adj_envelope_face_field_article (profile, ADJ_FIELD_PLAYERS), 0, TRUE },
    [BOX_TIME_WHITE] = { _("Time used by White"), time_used_text (env, CHESS_WHITE), NULL,
                         _adj_envelope_face_field_article (profile, ADJ_FIELD_TIME_USED) },
    [BOX_TIME_BLACK] = { _("Time used by Black"), time_used_text (env, CHESS_BLACK), NULL,
                         _adj_envelope_face_field_article (profile, ADJ_FIELD_TIME_USED) },
    [BOX_SEALER] = { _("Sealed by"), sealer_text (env),
                     adj_envelope_get_sealer (env) >= 0 ? g_strdup (side_name (adj_envelope_get_sealer (env))) : NULL,
                     _adj_envelope_face_field_article (profile, ADJ_FIELD_SEALER) },
    [BOX_NUMBER] = { _("Sealed move number"), move_number_text (env), NULL,
                     _adj_envelope_face_field_article (profile, ADJ_FIELD_SEALED_MOVE_NUMBER) },
    [BOX_TIME_CONTROL] = { _("Time control"), g_strdup (adj_envelope_get_time_control (env)), NULL,
                           _adj_envelope_face_field_article (profile, ADJ_FIELD_TIME_CONTROL) },
    [BOX_ADJOURNED] = { _("Adjourned at"), instant_text (env, ADJ_ENVELOPE_ADJOURNED_AT), NULL,
                        _adj_envelope_face_field_article (profile, ADJ_FIELD_ADJOURNED_AT) },
    [BOX_DRAW_OFFER] = { _("Draw offer"), draw_offer_text (env), NULL,
                         _adj_envelope_face_field_article (profile, ADJ_FIELD_DRAW_OFFER) },
    [BOX_RESUMPTION] = { _("Resumption"), instant_text (env, ADJ_ENVELOPE_RESUMPTION_AT), NULL,
                         _adj_envelope_face_field_article (profile, ADJ_FIELD_RESUMPTION) },
    [BOX_PLACE] = { _("Place of resumption"), g_strdup (adj_envelope_get_resumption_place (env)), NULL,
                    _adj_envelope_face_field_article (profile, ADJ_FIELD_RESUMPTION) },
    [BOX_PIECES_WHITE] = { _("White’s pieces, in words"),
                           g_strdup (adj_envelope_get_pieces_in_words (env, CHESS_WHITE)), NULL,
                           _adj_envelope_face_field_article (profile, ADJ_FIELD_PIECES_IN_WORDS) },
    [BOX_PIECES_BLACK] = { _("Black’s pieces, in words"),
                           g_strdup (adj_envelope_get_pieces_in_words (env, CHESS_BLACK)), NULL,
                           _adj_envelope_face_field_article (profile, ADJ_FIELD_PIECES_IN_WORDS) },
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
