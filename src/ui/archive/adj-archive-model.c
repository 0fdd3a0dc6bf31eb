/* adj-archive-model.c — the archive as the window lists it: events → rounds → games
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-archive-model"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "adj-archive-model.h"
#include "adj-clock.h"

/* ---- states --------------------------------------------------------------- */

AdjArchiveState
adj_archive_state_compute (AdjEnvelopeState envelope_state, const char *game_state, gboolean checked)
{
  g_return_val_if_fail (game_state != NULL, ADJ_ARCHIVE_STATE_SEALED);

  /* The game's end outranks the envelope: a finished game stays finished
   * whatever happened to the paper. */
  if (strcmp (game_state, "annulled") == 0)
    return ADJ_ARCHIVE_STATE_ANNULLED;
  if (strcmp (game_state, "finished") == 0)
    return ADJ_ARCHIVE_STATE_FINISHED;
  gboolean going_on = strcmp (game_state, "playing") == 0 || strcmp (game_state, "waiting") == 0;
  switch (envelope_state)
    {
    case ADJ_ENVELOPE_SEALED:
      return checked ? ADJ_ARCHIVE_STATE_CHECKED : ADJ_ARCHIVE_STATE_SEALED;
    case ADJ_ENVELOPE_OPENED:
      return going_on ? ADJ_ARCHIVE_STATE_RESUMED : ADJ_ARCHIVE_STATE_OPENED;
    case ADJ_ENVELOPE_LOST:
      return ADJ_ARCHIVE_STATE_LOST;
    case ADJ_ENVELOPE_RECONSTRUCTED:
      /* A reconstructed position only matters once play goes on from it;
       * until then the envelope is still the lost one. */
      return going_on ? ADJ_ARCHIVE_STATE_RESUMED : ADJ_ARCHIVE_STATE_LOST;
    case ADJ_ENVELOPE_ANNULLED:
      return ADJ_ARCHIVE_STATE_ANNULLED;
    default:
      g_assert_not_reached ();
    }
}

static const char *const state_words[] = {
  "sealed", "checked", "opened", "resumed", "finished", "lost", "annulled",
};

const char *
adj_archive_state_to_string (AdjArchiveState state)
{
  g_return_val_if_fail (state <= ADJ_ARCHIVE_STATE_ANNULLED, NULL);

  return state_words[state];
}

const char *
adj_archive_state_get_label (AdjArchiveState state)
{
  static const char *const labels[] = {
    /* Translators: the state of a game's envelope in the archive (all seven words) */
    NC_("envelope state", "Sealed"), NC_("envelope state", "Checked"), NC_("envelope state", "Opened"),
    NC_("envelope state", "Resumed"), NC_("envelope state", "Finished"), NC_("envelope state", "Lost"),
    NC_("envelope state", "Annulled"),
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (labels) == G_N_ELEMENTS (state_words));
  g_return_val_if_fail (state <= ADJ_ARCHIVE_STATE_ANNULLED, NULL);

  return g_dpgettext2 (NULL, "envelope state", labels[state]);
}

char *
adj_archive_describe_where (const AdjEnvelopeInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  GString *where = g_string_new (info->event);
  if (*info->round)
    {
      if (where->len)
        g_string_append (where, " · ");
      g_string_append_printf (where, _("Round %s"), info->round);
    }
  if (*info->board)
    {
      if (where->len)
        g_string_append (where, " · ");
      g_string_append_printf (where, _("Board %s"), info->board);
    }
  return g_string_free (where, FALSE);
}

gboolean
adj_archive_can_adjourn_again (const AdjEnvelopeInfo *info)
{
  if (info == NULL)
    return FALSE;
  gboolean resumed = info->state == ADJ_ENVELOPE_OPENED || info->state == ADJ_ENVELOPE_RECONSTRUCTED;
  return resumed && g_strcmp0 (info->game_state, "playing") == 0;
}

char *
adj_archive_describe_time_control (const char *control)
{
  if (!control || !*control)
    return g_strdup (_("Not written on the envelope"));
  g_autoptr(AdjTimeControl) tc = adj_time_control_parse (control, NULL, NULL);
  if (!tc || adj_time_control_get_kind (tc) != ADJ_CLOCK_PERIODS)
    return g_strdup (control);
  g_autofree char *words = adj_time_control_describe (tc);
  /* Translators: a time control in words, then as PGN writes it: "40 moves in 2 hours, then 1 hour (40/7200:3600)" */
  return g_strdup_printf (_("%s (%s)"), words, control);
}

char *
adj_archive_describe_rules (const char *rules,
                            const char *adjourned_at)
{
  g_return_val_if_fail (rules != NULL, NULL);

  const AdjProfile *profile = adj_profile_lookup (rules);
  if (!profile)
    return g_strdup (rules);
  g_autoptr(GDateTime) adjourned = adjourned_at && *adjourned_at
                                   ? g_date_time_new_from_iso8601 (adjourned_at, NULL) : NULL;
  int year = adjourned ? g_date_time_get_year (adjourned) : 0;
  if (!adjourned || year >= adj_profile_get_year (profile))
    return g_strdup (adj_profile_get_title (profile));
  /* Translators: the edition of the Laws, then the year the game was adjourned in */
  return g_strdup_printf (_("%s, applied by Adjourn: the game was adjourned in %d, under an edition it does not know"),
                          adj_profile_get_title (profile), year);
}

const char *
adj_archive_custody_label (AdjCustodyKind kind)
{
  static const char *const labels[] = {
    /* Translators: what happened to an envelope, in its custody history */
    [ADJ_CUSTODY_CREATED] = NC_("custody event", "Envelope recorded"),
    [ADJ_CUSTODY_CHECKED] = NC_("custody event", "Checked by the arbiter"),
    [ADJ_CUSTODY_HANDED_OVER] = NC_("custody event", "Handed over"),
    [ADJ_CUSTODY_SEALED] = NC_("custody event", "Move sealed digitally"),
    [ADJ_CUSTODY_OPENED] = NC_("custody event", "Opened"),
    [ADJ_CUSTODY_LOST] = NC_("custody event", "Reported lost"),
    [ADJ_CUSTODY_RECONSTRUCTED] = NC_("custody event", "Position reconstructed"),
    [ADJ_CUSTODY_OUTCOME] = NC_("custody event", "Outcome recorded"),
    [ADJ_CUSTODY_ANNULLED] = NC_("custody event", "Game annulled"),
    [ADJ_CUSTODY_CORRECTED] = NC_("custody event", "Outcome corrected"),
    [ADJ_CUSTODY_ADJOURNED_AGAIN] = NC_("custody event", "Adjourned again"),
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (labels) == ADJ_CUSTODY_N_KINDS);
  g_return_val_if_fail (kind < ADJ_CUSTODY_N_KINDS, NULL);

  return g_dpgettext2 (NULL, "custody event", labels[kind]);
}

AdjScheduleMark
adj_schedule_mark (AdjArchiveState state, GDateTime *resumption, GDateTime *now)
{
  g_return_val_if_fail (resumption != NULL && now != NULL, ADJ_SCHEDULE_UPCOMING);

  if (state != ADJ_ARCHIVE_STATE_SEALED && state != ADJ_ARCHIVE_STATE_CHECKED)
    return ADJ_SCHEDULE_PAST;
  return g_date_time_compare (resumption, now) < 0 ? ADJ_SCHEDULE_OVERDUE : ADJ_SCHEDULE_UPCOMING;
}

/* ---- items ---------------------------------------------------------------- */

struct _AdjArchiveItem
{
  GObject             parent_instance;

  AdjArchiveItemKind  kind;
  char               *title;
  GListStore         *children;  /* events, rounds */
  GPtrArray          *rows;      /* games: AdjArchiveRow, owned */
  AdjArchiveItem     *game;      /* sessions: their game */
  guint               row_index; /* sessions: which of the game's rows */
  AdjArchiveState     state;
  AdjScheduleMark     mark;

  /* Games only: what the filter looks at, and the sort keys. */
  char               *search;
  char               *event_key;
  char               *round_key;
  char               *board_key;
  gint64              newest;    /* the latest adjournment, for ordering events */
  gboolean            matches;   /* games: kept by the current filter */
};

G_DEFINE_FINAL_TYPE (AdjArchiveItem, adj_archive_item, G_TYPE_OBJECT)

static void
adj_archive_item_finalize (GObject *object)
{
  AdjArchiveItem *self = ADJ_ARCHIVE_ITEM (object);

  g_free (self->title);
  g_clear_object (&self->children);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->game);
  g_free (self->search);
  g_free (self->event_key);
  g_free (self->round_key);
  g_free (self->board_key);

  G_OBJECT_CLASS (adj_archive_item_parent_class)->finalize (object);
}

static void
adj_archive_item_class_init (AdjArchiveItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_archive_item_finalize;
}

static void
adj_archive_item_init (AdjArchiveItem *self)
{
}

static AdjArchiveItem *
item_new (AdjArchiveItemKind kind, const char *title)
{
  AdjArchiveItem *self = g_object_new (ADJ_TYPE_ARCHIVE_ITEM, NULL);
  self->kind = kind;
  self->title = g_strdup (title);
  if (kind == ADJ_ARCHIVE_ITEM_EVENT || kind == ADJ_ARCHIVE_ITEM_ROUND)
    self->children = g_list_store_new (ADJ_TYPE_ARCHIVE_ITEM);
  return self;
}

AdjArchiveItemKind
adj_archive_item_get_kind (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), ADJ_ARCHIVE_ITEM_EVENT);
  return self->kind;
}

const char *
adj_archive_item_get_title (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), NULL);
  return self->title;
}

GListModel *
adj_archive_item_get_children (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), NULL);
  return self->children ? G_LIST_MODEL (self->children) : NULL;
}

AdjArchiveState
adj_archive_item_get_state (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), ADJ_ARCHIVE_STATE_SEALED);
  return self->game ? self->game->state : self->state;
}

GPtrArray *
adj_archive_item_get_rows (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), NULL);
  return self->game ? self->game->rows : self->rows;
}

const AdjArchiveRow *
adj_archive_item_get_row (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), NULL);
  if (self->kind == ADJ_ARCHIVE_ITEM_SESSION)
    return g_ptr_array_index (self->game->rows, self->row_index);
  if (self->kind == ADJ_ARCHIVE_ITEM_GAME)
    return g_ptr_array_index (self->rows, self->rows->len - 1);
  return NULL;
}

AdjArchiveItem *
adj_archive_item_get_game (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), NULL);
  if (self->kind == ADJ_ARCHIVE_ITEM_GAME)
    return self;
  return self->game;
}

AdjScheduleMark
adj_archive_item_get_mark (AdjArchiveItem *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_ITEM (self), ADJ_SCHEDULE_UPCOMING);
  return self->mark;
}

/* ---- the model ------------------------------------------------------------ */

struct _AdjArchiveModel
{
  GObject     parent_instance;

  GPtrArray  *games;   /* AdjArchiveItem, in tree order */
  GListStore *events;  /* the filtered tree's root */
  char       *filter;
  guint       n_matches;
};

G_DEFINE_FINAL_TYPE (AdjArchiveModel, adj_archive_model, G_TYPE_OBJECT)

static void
adj_archive_model_finalize (GObject *object)
{
  AdjArchiveModel *self = ADJ_ARCHIVE_MODEL (object);

  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_object (&self->events);
  g_free (self->filter);

  G_OBJECT_CLASS (adj_archive_model_parent_class)->finalize (object);
}

static void
adj_archive_model_class_init (AdjArchiveModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_archive_model_finalize;
}

static void
adj_archive_model_init (AdjArchiveModel *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  self->events = g_list_store_new (ADJ_TYPE_ARCHIVE_ITEM);
  self->filter = g_strdup ("");
}

AdjArchiveModel *
adj_archive_model_new (void)
{
  return g_object_new (ADJ_TYPE_ARCHIVE_MODEL, NULL);
}

gboolean
adj_archive_model_load (AdjArchiveModel *self, AdjStore *store, GError **error)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), FALSE);
  g_return_val_if_fail (ADJ_IS_STORE (store), FALSE);

  GPtrArray *rows = adj_store_list_archive (store, error);
  if (!rows)
    return FALSE;
  adj_archive_model_set_rows (self, rows);
  return TRUE;
}

/* Collation keys are costly; one per distinct text. */
static char *
cached_key (GHashTable *cache, const char *text)
{
  const char *key = g_hash_table_lookup (cache, text);
  if (!key)
    {
      char *made = g_utf8_collate_key_for_filename (text, -1);
      g_hash_table_insert (cache, (char *) text, made);
      key = made;
    }
  return g_strdup (key);
}

static gint64
event_newest (GHashTable *newest, const char *event)
{
  gpointer value = g_hash_table_lookup (newest, event);
  return value ? *(gint64 *) value : G_MININT64;
}

typedef struct {
  GHashTable *newest; /* event name → latest adjournment of its games */
} SortData;

static int
compare_games (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const AdjArchiveItem *x = *(AdjArchiveItem *const *) a;
  const AdjArchiveItem *y = *(AdjArchiveItem *const *) b;
  const AdjArchiveRow *rx = g_ptr_array_index (x->rows, 0);
  const AdjArchiveRow *ry = g_ptr_array_index (y->rows, 0);
  SortData *data = user_data;
  int c;

  /* The events the arbiter works on now come first. */
  if (strcmp (rx->info->event, ry->info->event) != 0)
    {
      gint64 nx = event_newest (data->newest, rx->info->event);
      gint64 ny = event_newest (data->newest, ry->info->event);
      if (nx != ny)
        return nx > ny ? -1 : 1;
    }
  if ((c = strcmp (x->event_key, y->event_key)) != 0)
    return c;
  if ((c = strcmp (x->round_key, y->round_key)) != 0)
    return c;
  if ((c = strcmp (x->board_key, y->board_key)) != 0)
    return c;
  return strcmp (x->title, y->title);
}

static void
append_where_words (GString *search, const AdjEnvelopeInfo *info)
{
  if (*info->round)
    {
      g_autofree char *said = g_strdup_printf (_("Round %s"), info->round);
      g_autofree char *folded = adj_store_fold (said);
      g_string_append_printf (search, " round %s %s ", info->round, folded);
    }
  if (*info->board)
    {
      g_autofree char *said = g_strdup_printf (_("Board %s"), info->board);
      g_autofree char *folded = adj_store_fold (said);
      g_string_append_printf (search, " board %s %s ", info->board, folded);
    }
}

static void refilter (AdjArchiveModel *self);

void
adj_archive_model_set_rows (AdjArchiveModel *self, GPtrArray *rows)
{
  g_return_if_fail (ADJ_IS_ARCHIVE_MODEL (self));
  g_return_if_fail (rows != NULL);

  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GHashTable) newest = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  char *label_cache[G_N_ELEMENTS (state_words)] = { NULL };
  AdjArchiveItem *game = NULL;

  /* The rows come with a game's sessions together and in order. */
  for (guint i = 0; i < rows->len; i++)
    {
      AdjArchiveRow *row = g_ptr_array_index (rows, i);
      if (!game || ((AdjArchiveRow *) g_ptr_array_index (game->rows, 0))->info->game_id != row->info->game_id)
        {
          g_autofree char *title = g_strdup_printf (
              /* Translators: a game in the archive, "White – Black" */
              _("%s – %s"),
              *row->info->white ? row->info->white : _("Unknown player"),
              *row->info->black ? row->info->black : _("Unknown player"));
          game = item_new (ADJ_ARCHIVE_ITEM_GAME, title);
          game->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_archive_row_free);
          game->event_key = cached_key (keys, row->info->event);
          game->round_key = cached_key (keys, row->info->round);
          game->board_key = cached_key (keys, row->info->board);
          game->newest = G_MININT64;
          g_ptr_array_add (games, game);
        }
      g_ptr_array_add (game->rows, row);
      game->newest = MAX (game->newest, row->adjourned_unix);
    }
  /* The rows now belong to the games. */
  g_ptr_array_set_free_func (rows, NULL);
  g_ptr_array_unref (rows);

  for (guint i = 0; i < games->len; i++)
    {
      game = g_ptr_array_index (games, i);
      const AdjArchiveRow *latest = g_ptr_array_index (game->rows, game->rows->len - 1);
      game->state = adj_archive_state_compute (latest->info->state, latest->info->game_state, latest->checked);
      /* The store's text names the envelope's own state; the word shown
       * (in the user's language too) is searched as well. */
      if (!label_cache[game->state])
        label_cache[game->state] = adj_store_fold (adj_archive_state_get_label (game->state));
      GString *search = g_string_new (NULL);
      for (guint j = 0; j < game->rows->len; j++)
        {
          const AdjArchiveRow *row = g_ptr_array_index (game->rows, j);
          g_string_append (search, row->search);
          g_string_append_c (search, ' ');
        }
      g_string_append (search, state_words[game->state]);
      g_string_append_c (search, ' ');
      g_string_append (search, label_cache[game->state]);
      /* "round 13" and "board 3" as the details write them, in English
       * and in the user's language, so that a search may say which. */
      append_where_words (search, latest->info);
      game->search = g_string_free (search, FALSE);

      const char *event = latest->info->event;
      gint64 *value = g_hash_table_lookup (newest, event);
      if (!value)
        {
          value = g_new (gint64, 1);
          *value = G_MININT64;
          g_hash_table_insert (newest, (char *) event, value);
        }
      *value = MAX (*value, game->newest);
    }
  for (guint i = 0; i < G_N_ELEMENTS (label_cache); i++)
    g_free (label_cache[i]);
  SortData data = { newest };
  g_ptr_array_sort_with_data (games, compare_games, &data);

  g_ptr_array_unref (self->games);
  self->games = g_steal_pointer (&games);
  refilter (self);
}

GListModel *
adj_archive_model_get_events (AdjArchiveModel *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), NULL);
  return G_LIST_MODEL (self->events);
}

/* Whether WORD is "round" or "board", in English or as the user's
 * language writes "Round %s" and "Board %s" (folded). */
static gboolean
is_where_word (const char *word)
{
  if (g_str_equal (word, "round") || g_str_equal (word, "board"))
    return TRUE;
  for (const char *const *format = (const char *const[]) { N_("Round %s"), N_("Board %s"), NULL }; *format; format++)
    {
      g_autofree char *folded = adj_store_fold (_(*format));
      char *mark = strstr (folded, " %s");
      if (mark && (*mark = '\0', g_str_equal (folded, word)))
        return TRUE;
    }
  return FALSE;
}

/* Every word is in the game's text; "round 13" and "board 3" are taken
 * together, as whole words, so that "round 1" does not find round 13. */
static gboolean
game_matches (const AdjArchiveItem *game, char *const *words, const gboolean *where)
{
  for (guint i = 0; words[i]; i++)
    {
      if (!*words[i])
        continue;
      if (words[i + 1] && *words[i + 1] && where[i])
        {
          g_autofree char *phrase = g_strdup_printf (" %s %s ", words[i], words[i + 1]);
          if (!strstr (game->search, phrase))
            return FALSE;
          i++;
        }
      else if (!strstr (game->search, words[i]))
        return FALSE;
    }
  return TRUE;
}

static void
refilter (AdjArchiveModel *self)
{
  g_autofree char *folded = adj_store_fold (self->filter);
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (folded), " \t\n", -1);
  /* Which words are "round" or "board", found once, not once a game. */
  g_autofree gboolean *where = g_new0 (gboolean, g_strv_length (words) + 1);
  for (guint i = 0; words[i]; i++)
    where[i] = is_where_word (words[i]);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) round_games = g_ptr_array_new ();
  AdjArchiveItem *event = NULL;
  AdjArchiveItem *round = NULL;
  const char *event_name = NULL;
  const char *round_name = NULL;

  self->n_matches = 0;
  for (guint i = 0; i <= self->games->len; i++)
    {
      AdjArchiveItem *game = i < self->games->len ? g_ptr_array_index (self->games, i) : NULL;
      if (game && !(game->matches = game_matches (game, words, where)))
        continue;
      const AdjEnvelopeInfo *info = game ? ((AdjArchiveRow *) g_ptr_array_index (game->rows, 0))->info : NULL;
      gboolean new_event = !game || !event_name || strcmp (event_name, info->event) != 0;
      gboolean new_round = new_event || strcmp (round_name, info->round) != 0;
      /* A round's games go in with one splice. */
      if (new_round && round)
        {
          g_list_store_splice (round->children, 0, 0, round_games->pdata, round_games->len);
          g_ptr_array_set_size (round_games, 0);
        }
      if (!game)
        break;
      if (new_event)
        {
          event = item_new (ADJ_ARCHIVE_ITEM_EVENT, *info->event ? info->event : _("Unnamed event"));
          g_ptr_array_add (events, event);
          event_name = info->event;
        }
      if (new_round)
        {
          g_autofree char *title = *info->round ? g_strdup_printf (_("Round %s"), info->round)
                                                : g_strdup (_("No round"));
          round = item_new (ADJ_ARCHIVE_ITEM_ROUND, title);
          g_list_store_append (event->children, round);
          g_object_unref (round);
          round_name = info->round;
        }
      g_ptr_array_add (round_games, game);
      self->n_matches++;
    }
  g_list_store_splice (self->events, 0, g_list_model_get_n_items (G_LIST_MODEL (self->events)),
                       events->pdata, events->len);
}

void
adj_archive_model_set_filter (AdjArchiveModel *self, const char *text)
{
  g_return_if_fail (ADJ_IS_ARCHIVE_MODEL (self));

  if (g_strcmp0 (self->filter, text ? text : "") == 0)
    return;
  g_free (self->filter);
  self->filter = g_strdup (text ? text : "");
  refilter (self);
}

const char *
adj_archive_model_get_filter (AdjArchiveModel *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), NULL);
  return self->filter;
}

guint
adj_archive_model_get_n_games (AdjArchiveModel *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), 0);
  return self->games->len;
}

guint
adj_archive_model_get_n_matches (AdjArchiveModel *self)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), 0);
  return self->n_matches;
}

AdjArchiveItem *
adj_archive_model_find_game (AdjArchiveModel *self, gint64 envelope_id)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), NULL);

  for (guint i = 0; i < self->games->len; i++)
    {
      AdjArchiveItem *game = g_ptr_array_index (self->games, i);
      for (guint j = 0; j < game->rows->len; j++)
        if (((AdjArchiveRow *) g_ptr_array_index (game->rows, j))->info->id == envelope_id)
          return game;
    }
  return NULL;
}

typedef struct {
  AdjArchiveItem *session;
  GDateTime      *at;
  gint64          unix_time;
} Scheduled;

static int
compare_scheduled (gconstpointer a, gconstpointer b)
{
  const Scheduled *x = a;
  const Scheduled *y = b;
  if (x->unix_time != y->unix_time)
    return x->unix_time < y->unix_time ? -1 : 1;
  return strcmp (x->session->game->title, y->session->game->title);
}

GListModel *
adj_archive_model_build_schedule (AdjArchiveModel *self, GDateTime *now)
{
  g_return_val_if_fail (ADJ_IS_ARCHIVE_MODEL (self), NULL);
  g_return_val_if_fail (now != NULL, NULL);

  g_autoptr(GArray) scheduled = g_array_new (FALSE, FALSE, sizeof (Scheduled));
  for (guint i = 0; i < self->games->len; i++)
    {
      AdjArchiveItem *game = g_ptr_array_index (self->games, i);
      if (!game->matches)
        continue;
      for (guint j = 0; j < game->rows->len; j++)
        {
          const AdjArchiveRow *row = g_ptr_array_index (game->rows, j);
          if (!*row->info->resumption_at)
            continue;
          GDateTime *at = g_date_time_new_from_iso8601 (row->info->resumption_at, NULL);
          if (!at)
            continue;
          AdjArchiveItem *session = item_new (ADJ_ARCHIVE_ITEM_SESSION, game->title);
          session->game = g_object_ref (game);
          session->row_index = j;
          /* Only the latest session can still be waiting for its resumption. */
          AdjArchiveState state = j + 1 == game->rows->len ? game->state : ADJ_ARCHIVE_STATE_RESUMED;
          session->mark = adj_schedule_mark (state, at, now);
          Scheduled s = { session, at, g_date_time_to_unix (at) };
          g_array_append_val (scheduled, s);
        }
    }
  g_array_sort (scheduled, compare_scheduled);

  GListStore *list = g_list_store_new (ADJ_TYPE_ARCHIVE_ITEM);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  int year = 0, month = 0, day = 0;
  for (guint i = 0; i < scheduled->len; i++)
    {
      Scheduled *s = &g_array_index (scheduled, Scheduled, i);
      /* The day at the place of play: the instant's own offset. */
      int y, m, d;
      g_date_time_get_ymd (s->at, &y, &m, &d);
      if (y != year || m != month || d != day)
        {
          /* Translators: a day heading of the schedule, see g_date_time_format() */
          g_autofree char *title = g_date_time_format (s->at, _("%A %-d %B %Y"));
          g_ptr_array_add (items, item_new (ADJ_ARCHIVE_ITEM_DAY, title));
          year = y, month = m, day = d;
        }
      g_ptr_array_add (items, s->session);
      g_date_time_unref (s->at);
    }
  g_list_store_splice (list, 0, 0, items->pdata, items->len);
  return G_LIST_MODEL (list);
}
