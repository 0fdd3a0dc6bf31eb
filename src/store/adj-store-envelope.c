/* adj-store-envelope.c — envelopes in the archive: adding, reading back, listing
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sodium.h>
#include <string.h>

#include "adj-store-archive.h"
#include "adj-store-private.h"
#include "chess-fen.h"

/* ---- the envelope document ---------------------------------------------- */

/* What the archive indexes of one envelope: every column comes from the
 * envelope's getters, the document is kept whole (unknown keys too). */
typedef struct {
  AdjEnvelope *envelope;
  char        *document;         /* compact JSON, as stored and hashed */
  guint8       hash[32];
  const char  *rules, *event, *round, *board, *white, *black, *position, *sealer;
  const char  *adjourned_at, *resumption_at, *resumption_place;
  gint64       sealed_move_number;
  gint64       adjourned_unix;
  gboolean     has_adjourned_unix;
  gboolean     opened;           /* the envelope holds its move: it was opened */
} Fields;

static void
fields_clear (Fields *f)
{
  g_clear_pointer (&f->document, g_free);
  g_clear_object (&f->envelope);
}

static const char *
or_empty (const char *text)
{
  return text ? text : "";
}

static void
fields_from_envelope (Fields *f, AdjEnvelope *envelope)
{
  static const char *const sides[] = { "white", "black" };
  f->envelope = g_object_ref (envelope);
  f->rules = or_empty (adj_envelope_get_rules (envelope));
  f->event = or_empty (adj_envelope_get_event (envelope));
  f->round = or_empty (adj_envelope_get_round (envelope));
  f->board = or_empty (adj_envelope_get_board (envelope));
  f->white = or_empty (adj_envelope_get_player (envelope, CHESS_WHITE));
  f->black = or_empty (adj_envelope_get_player (envelope, CHESS_BLACK));
  f->position = or_empty (adj_envelope_get_fen (envelope));
  int sealer = adj_envelope_get_sealer (envelope);
  f->sealer = sealer >= 0 ? sides[sealer] : "";
  f->sealed_move_number = adj_envelope_get_sealed_move_number (envelope);
  f->adjourned_at = or_empty (adj_envelope_get_moment_text (envelope, ADJ_ENVELOPE_ADJOURNED_AT));
  f->resumption_at = or_empty (adj_envelope_get_moment_text (envelope, ADJ_ENVELOPE_RESUMPTION_AT));
  f->resumption_place = or_empty (adj_envelope_get_resumption_place (envelope));
  g_autoptr(GDateTime) adjourned = adj_envelope_get_moment (envelope, ADJ_ENVELOPE_ADJOURNED_AT);
  f->has_adjourned_unix = adjourned != NULL;
  f->adjourned_unix = adjourned ? g_date_time_to_unix (adjourned) : 0;
  f->opened = adj_envelope_is_opened (envelope);
  f->document = adj_envelope_to_compact_data (envelope, NULL);
  crypto_generichash (f->hash, sizeof f->hash, (const guint8 *) f->document, strlen (f->document), NULL, 0);
}

/* Lower case without accents, for filtering as one types ("Jose" finds "José"). */
static char *
fold (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFKD);
  if (decomposed == NULL)
    return g_strdup ("");
  GString *bare = g_string_new (NULL);
  for (const char *p = decomposed; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (!g_unichar_ismark (c))
        g_string_append_unichar (bare, c);
    }
  char *folded = g_utf8_casefold (bare->str, -1);
  g_string_free (bare, TRUE);
  return folded;
}

char *
adj_store_fold (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);

  return fold (text);
}

static char *
search_text (const Fields *f, const char *state)
{
  g_autofree char *joined = g_strjoin (" ", f->event, f->round, f->board, f->white, f->black,
                                       f->resumption_place, f->rules, state, NULL);
  return fold (joined);
}

/* ---- import ------------------------------------------------------------- */

static gint64
find_or_insert (AdjStore *self, const char *select_sql, const char *insert_sql,
                const char *const *values, int n_values, const char *what, GError **error)
{
  g_autoptr(AdjDbStmt) select = adj_store_prepare (self, select_sql, what, error);
  if (!select)
    return 0;
  for (int i = 0; i < n_values; i++)
    adj_db_stmt_bind_text (select, i + 1, values[i]);
  int rc = adj_db_stmt_step (select);
  if (rc == ADJ_DB_STEP_ROW)
    return adj_db_stmt_column_int64 (select, 0);
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }

  g_autoptr(AdjDbStmt) insert = adj_store_prepare (self, insert_sql, what, error);
  if (!insert)
    return 0;
  for (int i = 0; i < n_values; i++)
    adj_db_stmt_bind_text (insert, i + 1, values[i]);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  return adj_db_last_insert_id (adj_store_get_db (self));
}

static gint64
find_or_insert_event (AdjStore *self, const Fields *f, GError **error)
{
  const char *what = "storing the event";
  g_autoptr(AdjDbStmt) select = adj_store_prepare (self, "SELECT id, rules FROM events WHERE name = ?", what, error);
  if (!select)
    return 0;
  adj_db_stmt_bind_text (select, 1, f->event);
  int rc = adj_db_stmt_step (select);
  if (rc == ADJ_DB_STEP_ROW)
    {
      const char *rules = adj_db_stmt_column_text (select, 1);
      /* One event, one edition of the Laws: the articles cited in its
       * decisions must not change from one envelope to the next. */
      if (strcmp (rules, f->rules) != 0)
        {
          g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_CONFLICT,
                       _("envelope document: key “rules”: “%s”, but the event “%s” is played under “%s”"),
                       f->rules, f->event, rules);
          return 0;
        }
      return adj_db_stmt_column_int64 (select, 0);
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  g_autoptr(AdjDbStmt) insert = adj_store_prepare (self,
      "INSERT INTO events (name, rules, created_at) VALUES (?, ?, ?)", what, error);
  if (!insert)
    return 0;
  g_autofree char *now = adj_store_now_text ();
  adj_db_stmt_bind_text (insert, 1, f->event);
  adj_db_stmt_bind_text (insert, 2, f->rules);
  adj_db_stmt_bind_text (insert, 3, now);
  if (adj_db_stmt_step (insert) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  return adj_db_last_insert_id (adj_store_get_db (self));
}

/* Refuse an envelope already in the store: the same document, or another
 * envelope of the same game adjourned at the same instant. */
static gboolean
check_duplicate (AdjStore *self, gint64 game_id, const Fields *f, GError **error)
{
  const char *what = "looking for the envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT id FROM envelopes WHERE game_id = ?1 AND (document_hash = ?2 OR adjourned_unix = ?3)",
      what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, game_id);
  adj_db_stmt_bind_blob (stmt, 2, f->hash, sizeof f->hash);
  if (f->has_adjourned_unix)
    adj_db_stmt_bind_int64 (stmt, 3, f->adjourned_unix);
  else
    adj_db_stmt_bind_null (stmt, 3);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_ROW)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS,
                   _("envelope document: already in the store as envelope %lld (same game, adjourned at %s)"),
                   (long long) adj_db_stmt_column_int64 (stmt, 0), *f->adjourned_at ? f->adjourned_at : "?");
      return FALSE;
    }
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  return TRUE;
}

static gint64
insert_envelope (AdjStore *self, gint64 game_id, const Fields *f, GError **error)
{
  const char *what = "storing the envelope";
  const char *state = f->opened ? "opened" : "sealed";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "INSERT INTO envelopes (game_id, document, document_hash, rules, position, sealer,"
      " sealed_move_number, adjourned_at, adjourned_unix, resumption_at, resumption_place,"
      " state, search, imported_at, opened_at)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
      what, error);
  if (!stmt)
    return 0;
  g_autofree char *search = search_text (f, state);
  g_autofree char *now = adj_store_now_text ();
  adj_db_stmt_bind_int64 (stmt, 1, game_id);
  adj_db_stmt_bind_text (stmt, 2, f->document);
  adj_db_stmt_bind_blob (stmt, 3, f->hash, sizeof f->hash);
  adj_db_stmt_bind_text (stmt, 4, f->rules);
  adj_db_stmt_bind_text (stmt, 5, f->position);
  adj_db_stmt_bind_text (stmt, 6, f->sealer);
  adj_db_stmt_bind_int64 (stmt, 7, f->sealed_move_number);
  adj_db_stmt_bind_text (stmt, 8, f->adjourned_at);
  if (f->has_adjourned_unix)
    adj_db_stmt_bind_int64 (stmt, 9, f->adjourned_unix);
  else
    adj_db_stmt_bind_null (stmt, 9);
  adj_db_stmt_bind_text (stmt, 10, f->resumption_at);
  adj_db_stmt_bind_text (stmt, 11, f->resumption_place);
  adj_db_stmt_bind_text (stmt, 12, state);
  adj_db_stmt_bind_text (stmt, 13, search);
  adj_db_stmt_bind_text (stmt, 14, now);
  /* An envelope imported already opened: when is not known here. */
  adj_db_stmt_bind_text (stmt, 15, "");
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return 0;
    }
  return adj_db_last_insert_id (adj_store_get_db (self));
}

gboolean
adj_store_insert_envelope (AdjStore *self, AdjEnvelope *envelope, const AdjCustodyAct *act,
                           const char *source, gint64 *id, GError **error)
{
  Fields f = { 0 };
  fields_from_envelope (&f, envelope);
  gint64 event_id = 0, round_id = 0, game_id = 0, envelope_id = 0;
  gboolean ok = FALSE;

  event_id = find_or_insert_event (self, &f, error);
  if (event_id == 0)
    goto out;
  {
    g_autofree char *event_text = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
    const char *values[] = { event_text, f.round };
    round_id = find_or_insert (self, "SELECT id FROM rounds WHERE event_id = ?1 AND name = ?2",
                               "INSERT INTO rounds (event_id, name) VALUES (?1, ?2)",
                               values, 2, "storing the round", error);
  }
  if (round_id == 0)
    goto out;
  {
    g_autofree char *round_text = g_strdup_printf ("%" G_GINT64_FORMAT, round_id);
    const char *values[] = { round_text, f.board, f.white, f.black };
    game_id = find_or_insert (self,
                              "SELECT id FROM games WHERE round_id = ?1 AND board = ?2 AND white = ?3 AND black = ?4",
                              "INSERT INTO games (round_id, board, white, black) VALUES (?1, ?2, ?3, ?4)",
                              values, 4, "storing the game", error);
  }
  if (game_id == 0 || adj_store_fail_point (self, "after-game", error))
    goto out;
  if (!check_duplicate (self, game_id, &f, error))
    goto out;
  envelope_id = insert_envelope (self, game_id, &f, error);
  if (envelope_id == 0 || adj_store_fail_point (self, "after-envelope", error))
    goto out;
  {
    g_autoptr(JsonObject) note = json_object_new ();
    json_object_set_string_member (note, "source", source);
    json_object_set_boolean_member (note, "opened", f.opened);
    if (!adj_custody_append_in_transaction (self, envelope_id, ADJ_CUSTODY_CREATED, act, note, NULL, error))
      goto out;
  }
  if (id)
    *id = envelope_id;
  ok = TRUE;
out:
  fields_clear (&f);
  return ok;
}

typedef struct {
  AdjEnvelope         *envelope;
  const AdjCustodyAct *act;
  gint64               id;
} AddEnvelope;

static gboolean
add_envelope_once (AdjStore *self, gpointer user_data, GError **error)
{
  AddEnvelope *a = user_data;
  return adj_store_insert_envelope (self, a->envelope, a->act, "import", &a->id, error)
         && !adj_store_fail_point (self, "before-commit", error);
}

gboolean
adj_store_add_envelope (AdjStore *self, AdjEnvelope *envelope, const AdjCustodyAct *act,
                        gint64 *id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (ADJ_IS_ENVELOPE (envelope), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  AddEnvelope a = { envelope, act, 0 };
  if (!adj_store_run_action (self, "importing an envelope", add_envelope_once, &a, error))
    return FALSE;
  if (id)
    *id = a.id;
  return TRUE;
}

AdjEnvelope *
adj_store_envelope_from_data (const char *data, gssize length, GError **error)
{
  g_autoptr(GError) local = NULL;
  AdjEnvelope *envelope = adj_envelope_new_from_data (data, length, &local);
  if (envelope == NULL)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DOCUMENT,
                 _("envelope document: %s"), local->message);
  return envelope;
}

gboolean
adj_store_import_envelope (AdjStore *self, const char *data, gssize length, const char *actor,
                           gint64 *id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr(AdjEnvelope) envelope = adj_store_envelope_from_data (data, length, error);
  if (envelope == NULL)
    return FALSE;
  AdjCustodyAct act = { .actor = actor ? actor : "import" };
  return adj_store_add_envelope (self, envelope, &act, id, error);
}

gboolean
adj_store_import_envelope_file (AdjStore *self, const char *filename, const char *actor,
                                gint64 *id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  g_autofree char *data = NULL;
  gsize length = 0;
  if (!g_file_get_contents (filename, &data, &length, error))
    return FALSE;
  g_autoptr(GError) local = NULL;
  if (adj_store_import_envelope (self, data, (gssize) length, actor, id, &local))
    return TRUE;
  g_set_error (error, local->domain, local->code, "%s: %s", filename, local->message);
  return FALSE;
}

/* ---- reading back ------------------------------------------------------- */

AdjEnvelope *
adj_store_read_envelope (AdjStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "reading an envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, "SELECT document FROM envelopes WHERE id = ?", what, error);
  if (!stmt)
    return NULL;
  if (!adj_store_step_envelope (self, stmt, id, what, error))
    return NULL;
  g_autoptr(GError) local = NULL;
  AdjEnvelope *envelope = adj_envelope_new_from_data (adj_db_stmt_column_text (stmt, 0), -1, &local);
  if (envelope == NULL)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_DB,
                 _("%s: envelope %lld: the stored document is not an envelope: %s"),
                 adj_store_get_path (self), (long long) id, local->message);
  return envelope;
}

char *
adj_store_export_envelope (AdjStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  g_autoptr(AdjEnvelope) envelope = adj_store_read_envelope (self, id, error);
  return envelope ? adj_envelope_to_data (envelope, NULL) : NULL;
}

static const char *const state_words[] = { "sealed", "opened", "lost", "reconstructed", "annulled" };
static const char *const kind_words[] = { "paper", "digital" };

const char *
adj_envelope_state_to_string (AdjEnvelopeState state)
{
  g_return_val_if_fail ((guint) state < G_N_ELEMENTS (state_words), NULL);
  return state_words[state];
}

const char *
adj_envelope_kind_to_string (AdjEnvelopeKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_words), NULL);
  return kind_words[kind];
}

static int
word_index (const char *const *words, guint n, const char *word)
{
  for (guint i = 0; i < n; i++)
    if (word && strcmp (words[i], word) == 0)
      return (int) i;
  return 0;
}

void
adj_envelope_info_free (AdjEnvelopeInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->rules);
  g_free (info->event);
  g_free (info->round);
  g_free (info->board);
  g_free (info->white);
  g_free (info->black);
  g_free (info->position);
  g_free (info->sealer);
  g_free (info->adjourned_at);
  g_free (info->resumption_at);
  g_free (info->resumption_place);
  g_free (info->game_state);
  g_free (info->seal_code);
  g_free (info->opened_at);
  g_free (info);
}

/* The session number counts the game's envelopes in adjournment order
 * (those without an instant last, in import order), over all of them
 * whatever the filter. A correlated count over the game's few envelopes
 * (index on game_id) rather than a window over the whole table, which
 * SQLite would compute in full for every single lookup. */
#define INFO_SELECT \
  "SELECT " ADJ_STORE_INFO_COLUMNS (                                                                 \
  "(SELECT count(*) FROM envelopes p WHERE p.game_id = e.game_id AND"                                \
  "   CASE WHEN e.adjourned_unix IS NULL THEN p.adjourned_unix IS NOT NULL OR p.id <= e.id"          \
  "   ELSE p.adjourned_unix < e.adjourned_unix OR (p.adjourned_unix = e.adjourned_unix AND p.id <= e.id) END)") \
  ADJ_STORE_INFO_FROM

static char *
column_dup (AdjDbStmt *stmt, int i)
{
  const char *text = adj_db_stmt_column_text (stmt, i);
  return g_strdup (text ? text : "");
}

AdjEnvelopeInfo *
adj_store_info_from_row (AdjDbStmt *stmt)
{
  AdjEnvelopeInfo *info = g_new0 (AdjEnvelopeInfo, 1);
  info->id = adj_db_stmt_column_int64 (stmt, 0);
  info->game_id = adj_db_stmt_column_int64 (stmt, 1);
  info->session = adj_db_stmt_column_int (stmt, 2);
  info->rules = column_dup (stmt, 3);
  info->event = column_dup (stmt, 4);
  info->round = column_dup (stmt, 5);
  info->board = column_dup (stmt, 6);
  info->white = column_dup (stmt, 7);
  info->black = column_dup (stmt, 8);
  info->position = column_dup (stmt, 9);
  info->sealer = column_dup (stmt, 10);
  info->sealed_move_number = adj_db_stmt_column_int (stmt, 11);
  info->adjourned_at = column_dup (stmt, 12);
  info->resumption_at = column_dup (stmt, 13);
  info->resumption_place = column_dup (stmt, 14);
  info->state = word_index (state_words, G_N_ELEMENTS (state_words), adj_db_stmt_column_text (stmt, 15));
  info->kind = word_index (kind_words, G_N_ELEMENTS (kind_words), adj_db_stmt_column_text (stmt, 16));
  info->game_state = column_dup (stmt, 17);
  info->seal_code = column_dup (stmt, 18);
  info->white_scoresheet_found = adj_db_stmt_column_type (stmt, 19) == ADJ_DB_TYPE_NULL ? -1 : adj_db_stmt_column_int (stmt, 19);
  info->black_scoresheet_found = adj_db_stmt_column_type (stmt, 20) == ADJ_DB_TYPE_NULL ? -1 : adj_db_stmt_column_int (stmt, 20);
  info->opened_at = column_dup (stmt, 21);
  return info;
}

static GPtrArray *
collect_infos (AdjStore *self, AdjDbStmt *stmt, const char *what, GError **error)
{
  g_autoptr(GPtrArray) infos = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_envelope_info_free);
  int rc;
  while ((rc = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    g_ptr_array_add (infos, adj_store_info_from_row (stmt));
  if (rc != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&infos);
}

AdjEnvelopeInfo *
adj_store_get_envelope (AdjStore *self, gint64 id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "reading an envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, INFO_SELECT " WHERE e.id = ?", what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, id);
  g_autoptr(GPtrArray) infos = collect_infos (self, stmt, what, error);
  if (!infos)
    return NULL;
  if (infos->len == 0)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                   _("no envelope %lld in %s"), (long long) id, adj_store_get_path (self));
      return NULL;
    }
  return g_ptr_array_steal_index (infos, 0);
}

static char *
like_pattern (const char *word)
{
  GString *s = g_string_new ("%");
  for (const char *p = word; *p; p++)
    {
      if (*p == '%' || *p == '_' || *p == '\\')
        g_string_append_c (s, '\\');
      g_string_append_c (s, *p);
    }
  g_string_append_c (s, '%');
  return g_string_free (s, FALSE);
}

GPtrArray *
adj_store_list_envelopes (AdjStore *self, const char *filter, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  g_autofree char *folded = fold (filter ? filter : "");
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (folded), " \t\n", -1);
  g_autoptr(GString) sql = g_string_new (INFO_SELECT " WHERE TRUE");
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_string_append (sql, " AND e.search LIKE ? ESCAPE '\\'");
  g_string_append (sql, " ORDER BY e.adjourned_unix IS NULL, e.adjourned_unix DESC, e.id DESC");

  const char *what = "listing envelopes";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, sql->str, what, error);
  if (!stmt)
    return NULL;
  /* Bound, not copied: they live until the rows are read. */
  g_autoptr(GPtrArray) patterns = g_ptr_array_new_with_free_func (g_free);
  int n = 0;
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      {
        char *pattern = like_pattern (words[i]);
        g_ptr_array_add (patterns, pattern);
        adj_db_stmt_bind_text (stmt, ++n, pattern);
      }
  return collect_infos (self, stmt, what, error);
}

GPtrArray *
adj_store_list_game_envelopes (AdjStore *self, gint64 game_id, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);

  const char *what = "listing a game’s envelopes";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self, INFO_SELECT " WHERE e.game_id = ? ORDER BY e.adjourned_unix IS NULL, e.adjourned_unix, e.id",
                                                    what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_int64 (stmt, 1, game_id);
  return collect_infos (self, stmt, what, error);
}

/* ---- one envelope's row ------------------------------------------------ */

gboolean
adj_store_step_envelope (AdjStore *self, AdjDbStmt *stmt, gint64 id, const char *what, GError **error)
{
  adj_db_stmt_bind_int64 (stmt, 1, id);
  int rc = adj_db_stmt_step (stmt);
  if (rc == ADJ_DB_STEP_ROW)
    return TRUE;
  if (rc == ADJ_DB_STEP_DONE)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                 _("no envelope %lld in %s"), (long long) id, adj_store_get_path (self));
  else
    adj_store_set_db_error (self, error, what);
  return FALSE;
}

gboolean
adj_store_envelope_row (AdjStore *self, gint64 id, AdjEnvelopeState *state, AdjEnvelopeKind *kind,
                        gint64 *event_id, GError **error)
{
  const char *what = "reading an envelope";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT e.state, e.kind, r.event_id FROM envelopes e JOIN games g ON g.id = e.game_id"
      " JOIN rounds r ON r.id = g.round_id WHERE e.id = ?", what, error);
  if (!stmt)
    return FALSE;
  if (!adj_store_step_envelope (self, stmt, id, what, error))
    return FALSE;
  if (state)
    *state = word_index (state_words, G_N_ELEMENTS (state_words), adj_db_stmt_column_text (stmt, 0));
  if (kind)
    *kind = word_index (kind_words, G_N_ELEMENTS (kind_words), adj_db_stmt_column_text (stmt, 1));
  if (event_id)
    *event_id = adj_db_stmt_column_int64 (stmt, 2);
  return TRUE;
}

gboolean
adj_store_set_envelope_state (AdjStore *self, gint64 id, AdjEnvelopeState state, GError **error)
{
  /* The state is the search text's last word (search_text ()). */
  const char *what = "changing an envelope’s state";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "UPDATE envelopes SET search = substr (search, 1, length (search) - length (state)) || ?2,"
      " state = ?2 WHERE id = ?1", what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_int64 (stmt, 1, id);
  adj_db_stmt_bind_text (stmt, 2, adj_envelope_state_to_string (state));
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return FALSE;
    }
  return TRUE;
}
