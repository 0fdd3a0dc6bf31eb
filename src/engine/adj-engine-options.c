/* adj-engine-options.c — the UCI options the caller sets on an engine
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The caller's options are kept, whether or not the engine runs, and sent
 * (those the engine offers, fitted to what it accepts) after its handshake
 * and before each search that follows a change. Separate from adj-engine.c:
 * what is wanted and how it reaches the engine, not the session itself.
 */
#define G_LOG_DOMAIN "adj-engine"

#include "config.h"

#include <string.h>

#include "adj-engine-private.h"

void
adj_engine_option_free (gpointer data)
{
  AdjEngineOption *o = data;

  g_free (o->name);
  g_free (o->value);
  g_free (o);
}

const AdjUciOption *
adj_engine_offered (AdjEngine  *self,
                    const char *name)
{
  for (guint i = 0; i < self->offered->len; i++)
    {
      const AdjUciOption *o = g_ptr_array_index (self->offered, i);

      if (g_ascii_strcasecmp (o->name, name) == 0)
        return o;
    }
  return NULL;
}

void
adj_engine_send_options (AdjEngine *self)
{
  for (guint i = 0; i < self->wanted->len; i++)
    {
      AdjEngineOption *o = g_ptr_array_index (self->wanted, i);
      const AdjUciOption *offered;
      g_autofree char *value = NULL;
      g_autofree char *command = NULL;

      if (!o->dirty)
        continue;
      o->dirty = FALSE;
      offered = adj_engine_offered (self, o->name);
      if (offered == NULL || (value = adj_uci_option_fit (offered, o->value)) == NULL)
        continue;
      command = g_strdup_printf ("setoption name %s value %s", offered->name, value);
      adj_engine_child_send (self->child, command);
    }
}

void
adj_engine_set_option (AdjEngine  *self,
                       const char *name,
                       const char *value)
{
  AdjEngineOption *o = NULL;

  g_return_if_fail (ADJ_IS_ENGINE (self));
  g_return_if_fail (name != NULL && name[0] != '\0' && strpbrk (name, "\r\n") == NULL);
  g_return_if_fail (value != NULL);

  for (guint i = 0; o == NULL && i < self->wanted->len; i++)
    if (g_ascii_strcasecmp (((AdjEngineOption *) g_ptr_array_index (self->wanted, i))->name, name) == 0)
      o = g_ptr_array_index (self->wanted, i);
  if (o == NULL)
    {
      o = g_new0 (AdjEngineOption, 1);
      o->name = g_strdup (name);
      g_ptr_array_add (self->wanted, o);
    }
  g_free (o->value);
  o->value = g_strdup (value);
  o->dirty = TRUE;

  if (g_ascii_strcasecmp (name, "MultiPV") == 0)
    {
      guint64 n;

      if (g_ascii_string_to_unsigned (value, 10, 1, ADJ_UCI_MULTIPV_MAX, &n, NULL))
        self->multipv = (guint) n;
    }
  /* Options reach the engine between searches: a running one starts again. */
  if (self->state == ADJ_ENGINE_STATE_THINKING)
    adj_engine_go (self, &self->limits, NULL);
}

void
adj_engine_set_multipv (AdjEngine *self,
                        guint      n_lines)
{
  g_autofree char *value = NULL;

  g_return_if_fail (ADJ_IS_ENGINE (self));

  value = g_strdup_printf ("%u", CLAMP (n_lines, 1, ADJ_UCI_MULTIPV_MAX));
  adj_engine_set_option (self, "MultiPV", value);
}

gboolean
adj_engine_has_option (AdjEngine  *self,
                       const char *name)
{
  g_return_val_if_fail (ADJ_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  return adj_engine_offered (self, name) != NULL;
}

void
adj_engine_set_searchmoves (AdjEngine       *self,
                            const ChessMove *moves,
                            guint            n)
{
  g_return_if_fail (ADJ_IS_ENGINE (self));
  g_return_if_fail (n == 0 || moves != NULL);

  for (guint i = 0; i < n; i++)
    g_return_if_fail (chess_position_is_legal (&self->position, moves[i]));
  g_array_set_size (self->searchmoves, 0);
  g_array_append_vals (self->searchmoves, moves, n);
}

guint
adj_engine_get_multipv_max (AdjEngine *self)
{
  const AdjUciOption *o;

  g_return_val_if_fail (ADJ_IS_ENGINE (self), 1);

  o = adj_engine_offered (self, "MultiPV");
  if (o == NULL || !o->has_range || o->max < 1)
    return 1;
  return (guint) MIN (o->max, ADJ_UCI_MULTIPV_MAX);
}
