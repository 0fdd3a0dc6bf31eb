/* adj-archive-model.h — the archive as the window lists it: events → rounds → games
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every envelope is read once from the store (adj_store_list_archive) and
 * grouped into games (a game's envelopes are its sessions), rounds and
 * events. The tree is exposed as GListModels of AdjArchiveItem for a
 * GtkTreeListModel: the root lists events, adj_archive_item_get_children()
 * gives an event's rounds and a round's games. Filtering is done in memory
 * on the store's own folded search text, so typing never touches the disk.
 * No sealed move is ever held here.
 */
#pragma once

#include <gio/gio.h>

#include "adj-custody.h"
#include "adj-store.h"
#include "adj-store-archive.h"

G_BEGIN_DECLS

/* A game's envelope state, in the words the archive shows. */
typedef enum {
  ADJ_ARCHIVE_STATE_SEALED,    /* closed, not yet checked by the arbiter */
  ADJ_ARCHIVE_STATE_CHECKED,   /* closed, checked by the arbiter */
  ADJ_ARCHIVE_STATE_OPENED,    /* opened, no outcome recorded yet */
  ADJ_ARCHIVE_STATE_RESUMED,   /* play went on (or waits for a player) */
  ADJ_ARCHIVE_STATE_FINISHED,
  ADJ_ARCHIVE_STATE_LOST,      /* the envelope is lost */
  ADJ_ARCHIVE_STATE_ANNULLED,
} AdjArchiveState;

/* The state of a game from its latest envelope's state, the game's state
 * (adj-store.h's words) and whether the envelope was checked. */
AdjArchiveState adj_archive_state_compute   (AdjEnvelopeState  envelope_state,
                                             const char       *game_state,
                                             gboolean          checked);
/* "sealed", "checked", … (untranslated: style classes, tests). */
const char     *adj_archive_state_to_string (AdjArchiveState   state);
/* The word shown, translated ("Sealed"). */
const char     *adj_archive_state_get_label (AdjArchiveState   state);

/* Whether a game's resumption is still ahead, overdue (its time has passed
 * and its envelope is still closed) or past (play went on or ended). */
typedef enum {
  ADJ_SCHEDULE_UPCOMING,
  ADJ_SCHEDULE_OVERDUE,
  ADJ_SCHEDULE_PAST,
} AdjScheduleMark;

/* Where a game is played, "Event · Round 3 · Board 12", leaving out what
 * the envelope does not say (possibly all of it: ""). */
char           *adj_archive_describe_where  (const AdjEnvelopeInfo *info);

/* Whether the game of INFO (its latest envelope) can be adjourned again:
 * the envelope was opened (or re-established) and play goes on from it
 * (2023 I.14, 2005 A13: a session that ends before the game does). */
gboolean        adj_archive_can_adjourn_again (const AdjEnvelopeInfo *info);

/* The time control of an envelope as the details show it: in words, with
 * its PGN form ("40 moves in 2 hours, then 1 hour (40/7200:3600)"); what
 * does not read as written; "Not written on the envelope" for NULL. */
char           *adj_archive_describe_time_control (const char *control);

/* The rules an envelope is judged by (RULES, a profile id) as the details
 * name them; for a game adjourned (ADJOURNED_AT, ISO 8601, may be empty)
 * before that edition came into force, said honestly: the edition is the
 * one the program applies, not the one the game was played under. */
char           *adj_archive_describe_rules (const char *rules,
                                            const char *adjourned_at);

/* What a custody entry's kind is called in the envelope's history. */
const char     *adj_archive_custody_label   (AdjCustodyKind    kind);

AdjScheduleMark adj_schedule_mark           (AdjArchiveState   state,
                                             GDateTime        *resumption,
                                             GDateTime        *now);

typedef enum {
  ADJ_ARCHIVE_ITEM_EVENT,
  ADJ_ARCHIVE_ITEM_ROUND,
  ADJ_ARCHIVE_ITEM_GAME,
  ADJ_ARCHIVE_ITEM_DAY,      /* a day heading of the schedule */
  ADJ_ARCHIVE_ITEM_SESSION,  /* one resumption in the schedule: a game's envelope */
} AdjArchiveItemKind;

#define ADJ_TYPE_ARCHIVE_ITEM (adj_archive_item_get_type ())
G_DECLARE_FINAL_TYPE (AdjArchiveItem, adj_archive_item, ADJ, ARCHIVE_ITEM, GObject)

AdjArchiveItemKind   adj_archive_item_get_kind     (AdjArchiveItem *self);
/* Event or round name, "White – Black" for a game, the day for a heading. */
const char          *adj_archive_item_get_title    (AdjArchiveItem *self);
/* An event's rounds, a round's games; NULL for the others. */
GListModel          *adj_archive_item_get_children (AdjArchiveItem *self);
/* A game's (or a session's game's) state. */
AdjArchiveState      adj_archive_item_get_state    (AdjArchiveItem *self);
/* A game's envelopes in session order (AdjArchiveRow); NULL for groups. */
GPtrArray           *adj_archive_item_get_rows     (AdjArchiveItem *self);
/* A game's latest envelope, a session's own; NULL for groups. */
const AdjArchiveRow *adj_archive_item_get_row      (AdjArchiveItem *self);
/* A session's game; a game itself; NULL for groups. */
AdjArchiveItem      *adj_archive_item_get_game     (AdjArchiveItem *self);
/* A session's mark (the schedule was built at one instant). */
AdjScheduleMark      adj_archive_item_get_mark     (AdjArchiveItem *self);

#define ADJ_TYPE_ARCHIVE_MODEL (adj_archive_model_get_type ())
G_DECLARE_FINAL_TYPE (AdjArchiveModel, adj_archive_model, ADJ, ARCHIVE_MODEL, GObject)

AdjArchiveModel *adj_archive_model_new          (void);
/* Read every envelope of STORE (one query) and group them. */
gboolean         adj_archive_model_load         (AdjArchiveModel *self,
                                                 AdjStore        *store,
                                                 GError         **error);
/* Group ROWS (AdjArchiveRow, transfer full), as load does after reading. */
void             adj_archive_model_set_rows     (AdjArchiveModel *self,
                                                 GPtrArray       *rows);
/* The events (AdjArchiveItem) whose games match the filter: the root of
 * the tree. The same list object for the model's life. */
GListModel      *adj_archive_model_get_events   (AdjArchiveModel *self);
/* Keep the games of which every word of TEXT is in the event, round, board,
 * players, place, rules or state (case and accents folded). */
void             adj_archive_model_set_filter   (AdjArchiveModel *self,
                                                 const char      *text);
const char      *adj_archive_model_get_filter   (AdjArchiveModel *self);
guint            adj_archive_model_get_n_games  (AdjArchiveModel *self);
guint            adj_archive_model_get_n_matches (AdjArchiveModel *self);
/* The game one of whose envelopes is ENVELOPE_ID (filtered away or not), or NULL. */
AdjArchiveItem  *adj_archive_model_find_game    (AdjArchiveModel *self,
                                                 gint64           envelope_id);
/* The resumptions of the games the filter keeps, in time order, each day
 * preceded by a heading (ADJ_ARCHIVE_ITEM_DAY). Marks are computed against
 * NOW. Sessions without a resumption time are left out. A new list
 * (transfer full). */
GListModel      *adj_archive_model_build_schedule (AdjArchiveModel *self,
                                                   GDateTime       *now);

G_END_DECLS
