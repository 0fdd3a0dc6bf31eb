/* adj-sample-event.c — a sample event of real adjourned games, for a newcomer
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sources of the facts (checked against each other; tests/ui/test-archive.c
 * replays every game record to its position and judges each sealed move):
 * - the moves: the published scores of games 3, 13 and 21 of the match;
 * - game 3: UPI (16 July 1972): adjourned after 40 moves with Spassky to
 *   make his 41st, which he played, Fischer sealing; the New York Times
 *   (18 July 1972): Fischer's sealed 41st move was B-Q6ch (Bd3+), and he had
 *   10 of his 150 minutes left when he sealed; AP: Lothar Schmid opened the
 *   envelope at 5 p.m. on 17 July in the exhibition hall, Spassky resigned
 *   without playing on; Reuters: K+Q+B and six pawns against K+Q+B and five;
 * - game 13: AP (11 August 1972): adjourned on Thursday 10 August, Spassky
 *   sealed his 42nd move after half an hour, leaving him 23 minutes for 14
 *   moves, to be resumed on Friday; a black pawn one square from queening;
 * - game 21: adjourned on 31 August 1972 after 40 moves, Spassky sealing his
 *   41st; he resigned by telephone to Schmid at 12:50 on 1 September without
 *   resuming (UPI); the Guardian (2 September 1972): he had sealed B-Q7 (Bd7);
 * - the time control (AP): 2½ hours for 40 moves, then 1 hour for 16.
 * What the sources do not say is left out: the minute of each adjournment
 * (the five-hour session from 17:00 is used), the resumption times of games
 * 13 and 21, and the clocks the reports do not give.
 */
#define G_LOG_DOMAIN "adj-sample-event"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "adj-custody.h"
#include "adj-sample-event.h"

typedef struct {
  const char *round;
  const char *moves;         /* the game record up to the adjournment */
  const char *position;      /* FEN before the sealed move */
  const char *sealer;
  int         move_number;
  int         time_white;    /* seconds, -1 when no source gives it */
  int         time_black;
  const char *adjourned_at;
  const char *resumption_at; /* NULL when no source gives it */
  const char *sealed_move;   /* NULL: the envelope stays closed */
  const char *outcome;       /* NULL: no outcome */
} SampleGame;

#define SAMPLE_EVENT "World Championship Match, Reykjavík 1972"
#define SAMPLE_PLACE "Laugardalshöll, Reykjavík"
#define SAMPLE_ARBITER "Schmid, Lothar"

static const SampleGame games[] = {
  { "3",
    "d4 Nf6 c4 e6 Nf3 c5 d5 exd5 cxd5 d6 Nc3 g6 Nd2 Nbd7 e4 Bg7 Be2 O-O O-O Re8 Qc2 Nh5 "
    "Bxh5 gxh5 Nc4 Ne5 Ne3 Qh4 Bd2 Ng4 Nxg4 hxg4 Bf4 Qf6 g3 Bd7 a4 b6 Rfe1 a6 Re2 b5 "
    "Rae1 Qg6 b3 Re7 Qd3 Rb8 axb5 axb5 b4 c4 Qd2 Rbe8 Re3 h5 R3e2 Kh7 Re3 Kg8 R3e2 Bxc3 "
    "Qxc3 Rxe4 Rxe4 Rxe4 Rxe4 Qxe4 Bh6 Qg6 Bc1 Qb1 Kf1 Bf5 Ke2 Qe4+ Qe3 Qc2+ Qd2 Qb3 Qd4",
    "6k1/5p2/3p4/1p1P1b1p/1PpQ2p1/1q4P1/4KP1P/2B5 b - - 13 41",
    "black", 41, -1, 140 * 60,
    "1972-07-16T22:00:00+00:00", "1972-07-17T17:00:00+00:00",
    "Bd3+",
    "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"resigned\"}" },
  { "13",
    "e4 Nf6 e5 Nd5 d4 d6 Nf3 g6 Bc4 Nb6 Bb3 Bg7 Nbd2 O-O h3 a5 a4 dxe5 dxe5 Na6 O-O Nc5 "
    "Qe2 Qe8 Ne4 Nbxa4 Bxa4 Nxa4 Re1 Nb6 Bd2 a4 Bg5 h6 Bh4 Bf5 g4 Be6 Nd4 Bc4 Qd2 Qd7 "
    "Rad1 Rfe8 f4 Bd5 Nc5 Qc8 Qc3 e6 Kh2 Nd7 Nd3 c5 Nb5 Qc6 Nd6 Qxd6 exd6 Bxc3 bxc3 f6 "
    "g5 hxg5 fxg5 f5 Bg3 Kf7 Ne5+ Nxe5 Bxe5 b5 Rf1 Rh8 Bf6 a3 Rf4 a2 c4 Bxc4 d7 Bd5",
    "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42",
    "white", 42, (150 + 60 - 23) * 60, -1,
    "1972-08-10T22:00:00+00:00", NULL,
    NULL, NULL },
  { "21",
    "e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6 Nc3 Nc6 Be3 Nf6 Bd3 d5 exd5 exd5 O-O Bd6 Nxc6 bxc6 "
    "Bd4 O-O Qf3 Be6 Rfe1 c5 Bxf6 Qxf6 Qxf6 gxf6 Rad1 Rfd8 Be2 Rab8 b3 c4 Nxd5 Bxd5 "
    "Rxd5 Bxh2+ Kxh2 Rxd5 Bxc4 Rd2 Bxa6 Rxc2 Re2 Rxe2 Bxe2 Rd8 a4 Rd2 Bc4 Ra2 Kg3 Kf8 "
    "Kf3 Ke7 g4 f5 gxf5 f6 Bg8 h6 Kg3 Kd6 Kf3 Ra1 Kg2 Ke5 Be6 Kf4 Bd7 Rb1 Be6 Rb2 Bc4 "
    "Ra2 Be6 h5",
    "8/8/4Bp2/5P1p/P4k2/1P6/r4PK1/8 w - - 0 41",
    "white", 41, -1, -1,
    "1972-08-31T22:00:00+00:00", NULL,
    "Bd7",
    "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"resigned\"}" },
};

const char *
adj_sample_event_get_name (void)
{
  return SAMPLE_EVENT;
}

static char *
document (const SampleGame *g)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "adjourn-envelope");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  /* The match was played under the Laws of the 1970s, which the program
   * has no profile for; 1985 is the closest edition it knows. */
  json_builder_set_member_name (b, "rules");
  json_builder_add_string_value (b, "fide-1985");
  json_builder_set_member_name (b, "event");
  json_builder_add_string_value (b, SAMPLE_EVENT);
  json_builder_set_member_name (b, "round");
  json_builder_add_string_value (b, g->round);
  json_builder_set_member_name (b, "white");
  json_builder_add_string_value (b, "Spassky, Boris");
  json_builder_set_member_name (b, "black");
  json_builder_add_string_value (b, "Fischer, Robert James");
  json_builder_set_member_name (b, "position");
  json_builder_add_string_value (b, g->position);
  json_builder_set_member_name (b, "game");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "start");
  json_builder_add_string_value (b, "startpos");
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  g_auto (GStrv) moves = g_strsplit (g->moves, " ", -1);
  for (guint i = 0; moves[i]; i++)
    json_builder_add_string_value (b, moves[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "time_control");
  json_builder_add_string_value (b, "40/9000:16/3600");
  if (g->time_white >= 0 || g->time_black >= 0)
    {
      json_builder_set_member_name (b, "time_used");
      json_builder_begin_object (b);
      if (g->time_white >= 0)
        {
          json_builder_set_member_name (b, "white");
          json_builder_add_int_value (b, g->time_white);
        }
      if (g->time_black >= 0)
        {
          json_builder_set_member_name (b, "black");
          json_builder_add_int_value (b, g->time_black);
        }
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "adjourned_at");
  json_builder_add_string_value (b, g->adjourned_at);
  json_builder_set_member_name (b, "sealer");
  json_builder_add_string_value (b, g->sealer);
  json_builder_set_member_name (b, "sealed_move_number");
  json_builder_add_int_value (b, g->move_number);
  json_builder_set_member_name (b, "draw_offer");
  json_builder_add_null_value (b);
  json_builder_set_member_name (b, "resumption");
  json_builder_begin_object (b);
  if (g->resumption_at)
    {
      json_builder_set_member_name (b, "at");
      json_builder_add_string_value (b, g->resumption_at);
    }
  json_builder_set_member_name (b, "place");
  json_builder_add_string_value (b, SAMPLE_PLACE);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "notation");
  json_builder_add_string_value (b, "en");
  json_builder_set_member_name (b, "sealed_move");
  if (g->sealed_move)
    json_builder_add_string_value (b, g->sealed_move);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);

  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

GPtrArray *
adj_sample_event_get_documents (void)
{
  GPtrArray *documents = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_ptr_array_add (documents, document (&games[i]));
  return documents;
}

/* The envelope of round ROUND among INFOS (the sample's envelopes already
 * in the store), or 0. */
static gint64
find_existing (GPtrArray *infos, const char *round)
{
  for (guint i = 0; i < infos->len; i++)
    {
      AdjEnvelopeInfo *info = g_ptr_array_index (infos, i);
      if (g_strcmp0 (info->event, SAMPLE_EVENT) == 0 && g_strcmp0 (info->round, round) == 0)
        return info->id;
    }
  return 0;
}

/* The whole sample as one group of writes: the envelopes, their custody
 * entries and outcomes go in together or not at all. */
static gboolean
import_all (AdjStore *store, gpointer user_data, GError **error)
{
  gint64 *last_id = user_data;

  /* Read inside the group's transaction: what is there cannot change
   * before the writes that depend on it. */
  g_autoptr(GPtrArray) infos = adj_store_list_envelopes (store, SAMPLE_EVENT, error);
  if (!infos)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      const SampleGame *g = &games[i];
      gint64 id = find_existing (infos, g->round);
      if (id > 0)
        {
          *last_id = id;
          continue;
        }
      g_autofree char *json = document (g);
      /* The log records when this archive learnt of the envelope, not 1972:
       * its entries say so. */
      if (!adj_store_import_envelope (store, json, -1, _("Sample event"), &id, error))
        return FALSE;
      if (!g->sealed_move)
        {
          /* The closed envelope went from the sealer to the arbiter, who
           * checked what is written on it. */
          const char *const present[] = { "Spassky, Boris", NULL };
          if (!adj_custody_append (store, id, ADJ_CUSTODY_HANDED_OVER, "Spassky, Boris", present,
                                   _("On 10 August 1972 the move was written behind the stage, sealed and handed to the chief arbiter (from the match reports)."),
                                   NULL, error)
              || !adj_custody_append (store, id, ADJ_CUSTODY_CHECKED, SAMPLE_ARBITER, NULL,
                                      _("Taken into the chief arbiter’s keeping until the resumption on 11 August 1972 (from the match reports)."),
                                      NULL, error))
            return FALSE;
        }
      if (g->outcome && !adj_store_record_outcome (store, id, g->outcome, SAMPLE_ARBITER, NULL, error))
        return FALSE;
      *last_id = id;
    }
  return TRUE;
}

gboolean
adj_sample_event_import (AdjStore *store, gint64 *last_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gint64 id = 0;
  if (!adj_store_run_in_transaction (store, import_all, &id, error))
    return FALSE;
  if (last_id)
    *last_id = id;
  return TRUE;
}
