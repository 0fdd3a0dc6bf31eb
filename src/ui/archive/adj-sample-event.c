/* adj-sample-event.c — a sample event of real adjourned games, for a newcomer
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sources of the facts (checked against each other;
 * tests/ui/test-archive-logic.c replays every game record to its position
 * and judges each sealed move):
 * - the moves: the published scores of games 3, 13 and 21 of the match;
 * - game 3: UPI (16 July 1972): adjourned after 40 moves with Spassky to
 *   make his 41st, which he played, Fischer sealing; the New York Times
 *   (18 July 1972): Fischer's sealed 41st move was B-Q6ch (Bd3+), he had
 *   10 of his 150 minutes left when he sealed, and had handed it, in a
 *   sealed envelope, to Schmid; Lawrence Stevens's move times, taken in the
 *   hall (crackteam.org, "The 1972 Fischer – Spassky Times for Game 3"):
 *   Spassky's clock at 2:48 after his 41st move, Fischer's at 2:20 when he
 *   sealed; AP: Lothar Schmid opened the envelope at 5 p.m. on 17 July in
 *   the exhibition hall, Spassky there on time and Fischer arriving
 *   fourteen minutes later, and Spassky resigned without playing on;
 *   Reuters: K+Q+B and six pawns against K+Q+B and five;
 * - game 13: AP (11 August 1972): adjourned on Thursday 10 August, Spassky
 *   sealed his 42nd move after half an hour, wrote it behind the curtains,
 *   sealed it and handed it to Schmid, leaving him 23 minutes for 14 moves,
 *   to be resumed on Friday; a black pawn one square from queening;
 * - game 21: adjourned on 31 August 1972 after 40 moves, Spassky sealing his
 *   41st; he resigned by telephone to Schmid at 12:50 on 1 September without
 *   resuming (UPI); the Guardian (2 September 1972): he had sealed B-Q7 (Bd7);
 * - the time control (AP): 2½ hours for 40 moves, then 1 hour for 16.
 * What the sources do not say is left out, or taken from the match's
 * routine and said so: the minute of each adjournment (the five-hour
 * session from 17:00 is used), the hour of game 13's resumption on Friday
 * 11 August (17:00, when the match's sessions began and game 3's envelope
 * was opened), game 21's resumption (none took place), and the clocks the
 * reports do not give. The match was played under the FIDE Laws of the
 * time; the program knows no edition before 1985, and the envelopes say
 * so: they are judged by the 1985 Laws, the closest it has.
 *
 * Each envelope's history goes through the store's verbs, as the window's
 * and the CLI's do: sealed on paper by the chief arbiter at the adjournment
 * (the arbiter's check included), handed to him by the sealer, opened at
 * the resumption, its outcome recorded. Game 21 is the exception: none of
 * the reports gives its clocks, which every edition's envelope must show,
 * so the arbiter's check refuses it as far as it is known; it is recorded
 * as an envelope received already opened, which claims no check, and no
 * opening instant the sources do not give either.
 */
#define G_LOG_DOMAIN "adj-sample-event"

#include "config.h"

#include <glib/gi18n.h>

#include "adj-sample-event.h"
#include "adj-store-verbs.h"

typedef struct {
  const char *round;
  const char *moves;         /* the game record up to the adjournment */
  const char *position;      /* FEN before the sealed move */
  int         sealer;        /* CHESS_WHITE or CHESS_BLACK */
  int         move_number;
  gint64      time_used[2];  /* seconds, -1 when no source gives it */
  const char *adjourned_at;
  const char *resumption_at; /* NULL when no source gives it */
  const char *sealed_move;   /* NULL: the envelope stays closed */
  const char *opened_at;     /* when the arbiter opened it; NULL: no source says */
  const char *present;       /* the player at the board when it was opened */
  const char *outcome;       /* NULL: no outcome */
  const char *decided_at;    /* when the outcome was known, when not opened_at */
} SampleGame;

#define SAMPLE_EVENT "World Championship Match, Reykjavík 1972"
#define SAMPLE_PLACE "Laugardalshöll, Reykjavík"
#define SAMPLE_ARBITER "Schmid, Lothar"
#define SAMPLE_WHITE "Spassky, Boris"
#define SAMPLE_BLACK "Fischer, Robert James"

static const SampleGame games[] = {
  { "3",
    "d4 Nf6 c4 e6 Nf3 c5 d5 exd5 cxd5 d6 Nc3 g6 Nd2 Nbd7 e4 Bg7 Be2 O-O O-O Re8 Qc2 Nh5 "
    "Bxh5 gxh5 Nc4 Ne5 Ne3 Qh4 Bd2 Ng4 Nxg4 hxg4 Bf4 Qf6 g3 Bd7 a4 b6 Rfe1 a6 Re2 b5 "
    "Rae1 Qg6 b3 Re7 Qd3 Rb8 axb5 axb5 b4 c4 Qd2 Rbe8 Re3 h5 R3e2 Kh7 Re3 Kg8 R3e2 Bxc3 "
    "Qxc3 Rxe4 Rxe4 Rxe4 Rxe4 Qxe4 Bh6 Qg6 Bc1 Qb1 Kf1 Bf5 Ke2 Qe4+ Qe3 Qc2+ Qd2 Qb3 Qd4",
    "6k1/5p2/3p4/1p1P1b1p/1PpQ2p1/1q4P1/4KP1P/2B5 b - - 13 41",
    CHESS_BLACK, 41, { (2 * 60 + 48) * 60, 140 * 60 },
    "1972-07-16T22:00:00+00:00", "1972-07-17T17:00:00+00:00",
    "Bd3+", "1972-07-17T17:00:00+00:00", SAMPLE_WHITE,
    "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"resigned\"}", NULL },
  { "13",
    "e4 Nf6 e5 Nd5 d4 d6 Nf3 g6 Bc4 Nb6 Bb3 Bg7 Nbd2 O-O h3 a5 a4 dxe5 dxe5 Na6 O-O Nc5 "
    "Qe2 Qe8 Ne4 Nbxa4 Bxa4 Nxa4 Re1 Nb6 Bd2 a4 Bg5 h6 Bh4 Bf5 g4 Be6 Nd4 Bc4 Qd2 Qd7 "
    "Rad1 Rfe8 f4 Bd5 Nc5 Qc8 Qc3 e6 Kh2 Nd7 Nd3 c5 Nb5 Qc6 Nd6 Qxd6 exd6 Bxc3 bxc3 f6 "
    "g5 hxg5 fxg5 f5 Bg3 Kf7 Ne5+ Nxe5 Bxe5 b5 Rf1 Rh8 Bf6 a3 Rf4 a2 c4 Bxc4 d7 Bd5",
    "r6r/3P1k2/4pBp1/1ppb1pP1/5R2/7P/p1P4K/3R4 w - - 1 42",
    CHESS_WHITE, 42, { (150 + 60 - 23) * 60, -1 },
    "1972-08-10T22:00:00+00:00", "1972-08-11T17:00:00+00:00",
    NULL, NULL, NULL, NULL, NULL },
  { "21",
    "e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6 Nc3 Nc6 Be3 Nf6 Bd3 d5 exd5 exd5 O-O Bd6 Nxc6 bxc6 "
    "Bd4 O-O Qf3 Be6 Rfe1 c5 Bxf6 Qxf6 Qxf6 gxf6 Rad1 Rfd8 Be2 Rab8 b3 c4 Nxd5 Bxd5 "
    "Rxd5 Bxh2+ Kxh2 Rxd5 Bxc4 Rd2 Bxa6 Rxc2 Re2 Rxe2 Bxe2 Rd8 a4 Rd2 Bc4 Ra2 Kg3 Kf8 "
    "Kf3 Ke7 g4 f5 gxf5 f6 Bg8 h6 Kg3 Kd6 Kf3 Ra1 Kg2 Ke5 Be6 Kf4 Bd7 Rb1 Be6 Rb2 Bc4 "
    "Ra2 Be6 h5",
    "8/8/4Bp2/5P1p/P4k2/1P6/r4PK1/8 w - - 0 41",
    CHESS_WHITE, 41, { -1, -1 },
    "1972-08-31T22:00:00+00:00", NULL,
    "Bd7", NULL, NULL,
    "{\"status\": \"finished\", \"result\": \"0-1\", \"reason\": \"resigned\"}",
    "1972-09-01T12:50:00+00:00" },
};

const char *
adj_sample_event_get_name (void)
{
  return SAMPLE_EVENT;
}

/* NULL for NULL (tests/ui/test-archive-logic.c compares every instant the
 * log records with the table's). */
static GDateTime *
instant (const char *iso)
{
  return iso ? g_date_time_new_from_iso8601 (iso, NULL) : NULL;
}

/* Game G's envelope as it was sealed (no move in it), or, with
 * SEALED_MOVE, as it is known once opened. */
static AdjEnvelope *
sample_envelope (const SampleGame *g, const char *sealed_move, GError **error)
{
  g_auto (GStrv) moves = g_strsplit (g->moves, " ", -1);
  g_autoptr(GDateTime) adjourned = instant (g->adjourned_at);
  g_autoptr(GDateTime) resumes = instant (g->resumption_at);
  AdjEnvelopeFields f;

  adj_envelope_fields_init (&f);
  /* The match was played under the Laws of the 1970s, which the program
   * has no profile for; 1985 is the closest edition it knows. */
  f.rules = "fide-1985";
  f.event = SAMPLE_EVENT;
  f.round = g->round;
  f.white = SAMPLE_WHITE;
  f.black = SAMPLE_BLACK;
  f.position = g->position;
  f.game_start = "startpos";
  f.game_moves = (const char *const *) moves;
  f.notation = "en";
  f.time_control = "40/9000:16/3600";
  f.time_used[CHESS_WHITE] = g->time_used[CHESS_WHITE];
  f.time_used[CHESS_BLACK] = g->time_used[CHESS_BLACK];
  f.adjourned_at = adjourned;
  f.sealer = g->sealer;
  f.sealed_move_number = g->move_number;
  f.draw_offer = -1;
  f.resumption_at = resumes;
  f.resumption_place = SAMPLE_PLACE;
  f.sealed_move = sealed_move;
  return adj_envelope_new_from_fields (&f, error);
}

GPtrArray *
adj_sample_event_get_documents (void)
{
  GPtrArray *documents = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AdjEnvelope) envelope = sample_envelope (&games[i], games[i].sealed_move, &error);
      /* The table is the program's own: an envelope it cannot build is a
       * bug, which the tests (counting the documents) see. */
      if (envelope == NULL)
        g_critical ("sample game %s: %s", games[i].round, error->message);
      else
        g_ptr_array_add (documents, adj_envelope_to_data (envelope, NULL));
    }
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

/* Game G's history, as the store's verbs record it at a desk: sealed on
 * paper and checked by the chief arbiter, handed to him by the sealer,
 * opened at the resumption, its outcome recorded. *ID is the envelope's. */
static gboolean
record_history (AdjStore *store, const SampleGame *g, gint64 *id, GError **error)
{
  g_autoptr(GDateTime) adjourned = instant (g->adjourned_at);
  g_autoptr(AdjEnvelope) sealed = sample_envelope (g, NULL, error);
  if (sealed == NULL)
    return FALSE;
  const AdjSealing sealing = { .act = { .actor = SAMPLE_ARBITER, .happened_at = adjourned } };
  const AdjCustodyAct handing = {
    .actor = g->sealer == CHESS_WHITE ? SAMPLE_WHITE : SAMPLE_BLACK,
    .happened_at = adjourned,
  };

  if (!adj_store_seal (store, sealed, &sealing, id, NULL, error)
      || !adj_store_hand_over (store, *id, &handing, SAMPLE_ARBITER, error))
    return FALSE;
  if (g->opened_at)
    {
      /* Both scoresheets were in the envelope, as the Laws have the
       * sealer leave them. */
      const char *const present[] = { g->present, NULL };
      const AdjOpening opening = {
        .arbiter = SAMPLE_ARBITER,
        .present = present,
        .at = g->opened_at,
        .white_scoresheet = TRUE,
        .black_scoresheet = TRUE,
      };
      if (!adj_store_open_envelope (store, *id, &opening, g->sealed_move, error))
        return FALSE;
    }
  return TRUE;
}

/* The whole sample as one group of writes: the envelopes, their custody
 * entries and outcomes go in together or not at all (each verb inside it
 * is a savepoint). */
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
      if (g->opened_at || !g->sealed_move)
        {
          if (!record_history (store, g, &id, error))
            return FALSE;
        }
      else
        {
          /* Known only as it ended (see the top of the file): received
           * already opened, by the chief arbiter when the game ended, the
           * sealer resigning without resuming. */
          g_autoptr(AdjEnvelope) opened = sample_envelope (g, g->sealed_move, error);
          g_autoptr(GDateTime) ended = instant (g->decided_at);
          const AdjCustodyAct received = { .actor = SAMPLE_ARBITER, .happened_at = ended };
          if (opened == NULL || !adj_store_add_envelope (store, opened, &received, &id, error))
            return FALSE;
        }
      /* Decided when the reports date it: at the opening, or when the
       * sealer resigned. */
      g_autoptr(GDateTime) decided = instant (g->decided_at ? g->decided_at : g->opened_at);
      const AdjCustodyAct arbiter = { .actor = SAMPLE_ARBITER, .happened_at = decided };
      if (g->outcome && !adj_store_record_outcome (store, id, g->outcome, &arbiter, NULL, error))
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
