/* adj-lost-facts.c — what the lost-envelope walkthrough shows, as plain functions
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "adj-lost-facts"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "adj-lost-facts.h"
#include "adj-open-facts.h"
#include "adj-scoresheet.h"
#include "chess-san.h"

char *
adj_lost_sheet_text (const char *data, gsize length, GError **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  const char *end = NULL;
  if (memchr (data, '\0', length))
    {
      const char *nul = memchr (data, '\0', length);
      int line = 1;
      for (const char *p = data; p < nul; p++)
        line += *p == '\n';
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("line %d: a NUL byte: this is not a scoresheet"), line);
      return NULL;
    }
  if (!g_utf8_validate (data, (gssize) length, &end))
    {
      int line = 1;
      for (const char *p = data; p < end; p++)
        line += *p == '\n';
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("line %d: not UTF-8 text"), line);
      return NULL;
    }

  /* A PGN's tags say who played where, not what: only its move text is a
   * scoresheet. Text without tags is taken as it is. */
  g_autofree char *text = g_strndup (data, length);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);
  for (char **l = lines; *l; l++)
    {
      g_autofree char *line = g_strstrip (g_strdup (*l));
      if (line[0] == '[' && line[strlen (line) - 1] == ']')
        continue;
      if (out->len > 0 && *line)
        g_string_append_c (out, '\n');
      g_string_append (out, line);
    }
  return g_string_free (out, FALSE);
}

void
adj_lost_settle (GArray *settled, const AdjLostSettlement *s)
{
  g_return_if_fail (settled != NULL && s != NULL && s->ply > 0);

  guint i = 0;
  while (i < settled->len && g_array_index (settled, AdjLostSettlement, i).ply < s->ply)
    i++;
  g_array_set_size (settled, i);
  g_array_append_val (settled, *s);
}

char *
adj_lost_apply_settled (const char *sheet, ChessLang lang, const GArray *settled)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  g_autoptr(GPtrArray) entries = adj_scoresheet_split (sheet);
  for (guint i = 0; settled && i < settled->len; i++)
    {
      const AdjLostSettlement *s = &g_array_index (settled, AdjLostSettlement, i);
      while ((int) entries->len < s->ply)
        g_ptr_array_add (entries, g_strdup (""));
      char san[CHESS_SAN_MAX];
      chess_san_write (&s->before, s->move, lang, san);
      g_free (entries->pdata[s->ply - 1]);
      entries->pdata[s->ply - 1] = g_strdup (san);
    }
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < entries->len; i++)
    {
      const char *e = entries->pdata[i];
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, *e ? e : "-");
    }
  return g_string_free (out, FALSE);
}

void
adj_lost_row_free (AdjLostRow *row)
{
  if (!row)
    return;
  g_free (row->number);
  g_free (row->text[0]);
  g_free (row->text[1]);
  g_free (row);
}

static gboolean
is_settled (const GArray *settled, int ply)
{
  for (guint i = 0; settled && i < settled->len; i++)
    if (g_array_index (settled, AdjLostSettlement, i).ply == ply)
      return TRUE;
  return FALSE;
}

GPtrArray *
adj_lost_rows (const char *const sheets[2], const AdjReconstruction *recon, const GArray *settled)
{
  g_return_val_if_fail (sheets != NULL && recon != NULL, NULL);

  g_autoptr(GPtrArray) white = adj_scoresheet_split (sheets[0] ? sheets[0] : "");
  g_autoptr(GPtrArray) black = adj_scoresheet_split (sheets[1] ? sheets[1] : "");
  GPtrArray *entries[2] = { white, black };
  int n = (int) MAX (entries[0]->len, entries[1]->len);
  n = MAX (n, recon->followed_plies);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_lost_row_free);
  /* The plies counted from the start position's own move number. */
  int first = recon->start.fullmove_number;
  gboolean black_first = recon->start.side == CHESS_BLACK;
  for (int ply = 1; ply <= n; ply++)
    {
      AdjLostRow *row = g_new0 (AdjLostRow, 1);
      row->ply = ply;
      row->index = -1;
      int half = ply - 1 + (black_first ? 1 : 0);
      int number = first + half / 2;
      row->number = half % 2 == 0 ? g_strdup_printf ("%d.", number) : g_strdup_printf ("%d…", number);
      for (int side = 0; side < 2; side++)
        if (ply <= (int) entries[side]->len)
          row->text[side] = g_strdup (entries[side]->pdata[ply - 1]);
      row->settled = is_settled (settled, ply);
      g_ptr_array_add (rows, row);
    }
  for (guint i = 0; i < recon->disagreements->len; i++)
    {
      const AdjDisagreement *d = &g_array_index (recon->disagreements, AdjDisagreement, i);
      if (d->ply >= 1 && d->ply <= n)
        {
          AdjLostRow *row = rows->pdata[d->ply - 1];
          row->disagree = TRUE;
          row->index = (int) i;
        }
    }
  for (guint i = 0; i < recon->problems->len; i++)
    {
      const AdjProblem *p = &g_array_index (recon->problems, AdjProblem, i);
      if (p->ply >= 1 && p->ply <= n && (p->sheet == 0 || p->sheet == 1))
        ((AdjLostRow *) rows->pdata[p->ply - 1])->problem[p->sheet] = TRUE;
    }
  return rows;
}

char *
adj_lost_summary (const AdjReconstruction *recon)
{
  g_return_val_if_fail (recon != NULL, NULL);

  switch (recon->status)
    {
    case ADJ_RECONSTRUCT_RECONSTRUCTED:
      return g_strdup (_("The position at adjournment is re-established"));
    case ADJ_RECONSTRUCT_NEEDS_ARBITER:
      if (recon->readings && recon->readings->len > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u reading reaches the adjournment: the arbiter chooses",
                                             "%u readings reach the adjournment: the arbiter chooses",
                                             recon->readings_found), recon->readings_found);
      if (recon->disagreements->len > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u disagreement to settle", "%u disagreements to settle",
                                             recon->disagreements->len), recon->disagreements->len);
      if (recon->problems->len > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry to settle", "%u entries to settle",
                                             recon->problems->len), recon->problems->len);
      return g_strdup (_("The sheets do not reach the envelope’s position"));
    case ADJ_RECONSTRUCT_IMPOSSIBLE:
    default:
      return g_strdup (_("The position cannot be re-established"));
    }
}

char *
adj_lost_reading_title (const AdjReading *reading, guint index, gboolean has_envelope)
{
  g_return_val_if_fail (reading != NULL, NULL);

  guint n = adj_reading_get_n_departures (reading);
  g_autofree char *departures = n == 0 ? g_strdup (_("follows both sheets"))
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u departure from the sheets", "%u departures from the sheets", n), n);
  if (!has_envelope)
    /* Translators: "Reading 1 · 2 departures from the sheets" */
    return g_strdup_printf (_("Reading %u · %s"), index + 1, departures);
  return g_strdup_printf (reading->reaches_envelope ? _("Reading %u · %s · reaches the envelope’s position")
                                                    : _("Reading %u · %s · not the envelope’s position"),
                          index + 1, departures);
}

void
adj_lost_move_text (const ChessPosition *before, ChessMove move, ChessLang lang, gboolean figurine, char *buf)
{
  g_return_if_fail (before != NULL && buf != NULL);

  if (figurine)
    chess_san_write_figurine (before, move, buf);
  else
    chess_san_write (before, move, lang, buf);
}

char *
adj_lost_reading_departures (const AdjReading *reading, const ChessLang langs[2], gboolean figurine)
{
  g_return_val_if_fail (reading != NULL && langs != NULL, NULL);

  GString *s = g_string_new (NULL);
  for (guint i = 0; i < adj_reading_get_n_departures (reading); i++)
    {
      const AdjDeparture *d = adj_reading_get_departure (reading, i);
      int sheet = d->sheet == ADJ_SHEET_BLACK ? ADJ_SHEET_BLACK : ADJ_SHEET_WHITE;
      /* The position before the entry says whose move and which number. */
      int number = d->before.fullmove_number;
      g_autofree char *at = d->before.side == CHESS_WHITE ? g_strdup_printf ("%d.", number)
                                                          : g_strdup_printf ("%d…", number);
      const char *text = d->text && *d->text ? d->text : "—";
      if (s->len > 0)
        g_string_append_c (s, '\n');
      if (d->instead == CHESS_MOVE_NONE)
        g_string_append_printf (s, sheet == ADJ_SHEET_WHITE ? _("%s White’s sheet: %s, after the game stopped")
                                                            : _("%s Black’s sheet: %s, after the game stopped"),
                                at, text);
      else
        {
          char san[CHESS_SAN_FIGURINE_MAX];
          adj_lost_move_text (&d->before, d->instead, langs[sheet], figurine, san);
          /* Translators: "5. Black’s sheet: Ac4, read Ab5" */
          g_string_append_printf (s, sheet == ADJ_SHEET_WHITE ? _("%s White’s sheet: %s, read %s")
                                                              : _("%s Black’s sheet: %s, read %s"),
                                  at, text, san);
        }
    }
  return g_string_free (s, FALSE);
}

void
adj_lost_settle_reading (GArray *settled, const AdjReading *reading)
{
  g_return_if_fail (settled != NULL && reading != NULL);

  for (guint i = 0; i < adj_reading_get_n_departures (reading); i++)
    {
      const AdjDeparture *d = adj_reading_get_departure (reading, i);
      if (d->instead == CHESS_MOVE_NONE)
        continue;
      const AdjLostSettlement s = { .ply = d->ply, .before = d->before, .move = d->instead };
      adj_lost_settle (settled, &s);
    }
}

gboolean
adj_lost_can_go_on (const AdjReconstruction *recon)
{
  return recon && recon->status == ADJ_RECONSTRUCT_RECONSTRUCTED;
}

gboolean
adj_lost_can_annul (const AdjReconstruction *recon)
{
  if (!recon || recon->status == ADJ_RECONSTRUCT_RECONSTRUCTED)
    return FALSE;
  if (recon->status == ADJ_RECONSTRUCT_IMPOSSIBLE)
    return TRUE;
  /* A reading that reaches the envelope's position saves the game: the
   * arbiter takes it. Without one the sheets and the envelope's copy
   * contradict each other, and only the arbiter can say which stands. */
  for (guint i = 0; i < adj_reconstruction_get_n_readings (recon); i++)
    if (!recon->has_envelope || adj_reconstruction_get_reading (recon, i)->reaches_envelope)
      return FALSE;
  return TRUE;
}

gboolean
adj_lost_can_confirm (AdjLostChoice choice, const AdjReconstruction *recon, gboolean times_ok, const char *reason)
{
  if (choice == ADJ_LOST_ANNUL)
    {
      g_autofree char *r = g_strstrip (g_strdup (reason ? reason : ""));
      return adj_lost_can_annul (recon) && *r != '\0';
    }
  return adj_lost_can_go_on (recon) && times_ok;
}

char *
adj_lost_describe_outcome (const AdjOutcome *o, const char *const names[2])
{
  g_return_val_if_fail (o != NULL, NULL);

  switch (adj_lost_follow_up (o))
    {
    case ADJ_LOST_FOLLOW_REPLACEMENT:
      return g_strdup (_("Illegal: a legal move must replace it"));
    case ADJ_LOST_FOLLOW_MEANT:
      return g_strdup (_("The sealer says which move he means"));
    case ADJ_LOST_FOLLOW_NONE:
    default:
      break;
    }
  return adj_open_describe_status (o, names);
}

AdjLostFollowUp
adj_lost_follow_up (const AdjOutcome *o)
{
  if (!o || o->status != ADJ_OUTCOME_WAITING || !o->reason)
    return ADJ_LOST_FOLLOW_NONE;
  if (g_str_equal (o->reason, "declared-move-illegal") && o->has_touch_move)
    return ADJ_LOST_FOLLOW_REPLACEMENT;
  if (g_str_equal (o->reason, "declared-move-ambiguous") || g_str_equal (o->reason, "declared-move-unreadable"))
    return ADJ_LOST_FOLLOW_MEANT;
  return ADJ_LOST_FOLLOW_NONE;
}

char *
adj_lost_facts_json (const char *declared, AdjLostFollowUp kind, const char *follow_up, gboolean times_known)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "adjourn-resumption");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  /* The sealer declares his move at the board, with his opponent there. */
  json_builder_set_member_name (b, "arrivals");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "white");
  json_builder_add_int_value (b, 0);
  json_builder_set_member_name (b, "black");
  json_builder_add_int_value (b, 0);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "lost_envelope");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "declared_move");
  g_autofree char *move = declared ? g_strstrip (g_strdup (declared)) : NULL;
  if (move && *move)
    json_builder_add_string_value (b, move);
  else
    json_builder_add_null_value (b);
  g_autofree char *established = follow_up ? g_strstrip (g_strdup (follow_up)) : NULL;
  if (established && *established && kind != ADJ_LOST_FOLLOW_NONE)
    {
      json_builder_set_member_name (b, kind == ADJ_LOST_FOLLOW_MEANT ? "meant_move" : "replacement_move");
      json_builder_add_string_value (b, established);
    }
  json_builder_set_member_name (b, "times_known");
  json_builder_add_boolean_value (b, times_known);
  json_builder_set_member_name (b, "position_known");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_end_object (b);
  json_builder_end_object (b);
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  return json_to_string (root, FALSE);
}

AdjLostStep
adj_lost_step_next (AdjLostStep step, const AdjReconstruction *recon)
{
  switch (step)
    {
    case ADJ_LOST_STEP_SHEETS:
      return ADJ_LOST_STEP_COMPARE;
    case ADJ_LOST_STEP_COMPARE:
      return adj_lost_can_go_on (recon) ? ADJ_LOST_STEP_CLOCKS : ADJ_LOST_STEP_COMPARE;
    case ADJ_LOST_STEP_CLOCKS:
      return ADJ_LOST_STEP_MOVE;
    case ADJ_LOST_STEP_MOVE:
      return ADJ_LOST_STEP_CONFIRM;
    default:
      return step;
    }
}

AdjLostStep
adj_lost_step_back (AdjLostStep step, AdjLostChoice choice)
{
  if (step == ADJ_LOST_STEP_CONFIRM && choice == ADJ_LOST_ANNUL)
    return ADJ_LOST_STEP_COMPARE;
  if (step == ADJ_LOST_STEP_SHEETS || step >= ADJ_LOST_STEP_DONE)
    return step;
  return step - 1;
}
