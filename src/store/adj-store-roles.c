/* adj-store-roles.c — appointments of arbiters to events, and the server's refusals said plainly
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The server enforces (adj-store-access.c); this file only writes the
 * appointments its owner makes, and words what the server refused in terms
 * of the archive, not of tables.
 */
#define G_LOG_DOMAIN "adjourn-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "adj-db-pg.h"
#include "adj-store-private.h"
#include "adj-store-roles.h"

void
adj_appointment_free (AdjAppointment *appointment)
{
  if (appointment == NULL)
    return;
  g_free (appointment->event);
  g_free (appointment->role);
  g_free (appointment->appointed_at);
  g_free (appointment->appointed_by);
  g_free (appointment->dismissed_at);
  g_free (appointment->dismissed_by);
  g_free (appointment);
}

/* ---- the server's refusals ---------------------------------------------- */

/* What the policies raise themselves is already said for a person. */
static const char *const own_words[] = {
  "you are not appointed to event ",
  "this row belongs to no event",
};

char *
adj_store_describe_denial (AdjStore *self, const char *message)
{
  AdjDb *db = adj_store_get_db (self);
  const char *role = adj_db_is_pg (db) ? adj_db_pg_get_role (db) : NULL;
  if (role == NULL)
    role = "?";
  for (guint i = 0; i < G_N_ELEMENTS (own_words); i++)
    if (g_str_has_prefix (message, own_words[i]))
      return g_strdup (message);
  if (strstr (message, "sealed_moves"))
    return g_strdup_printf (_("role “%s” may not read sealed moves: only an arbiter appointed to the event opens its envelopes"),
                            role);
  /* The view of the events' passphrase checks and keys (migration 7): the
   * committee's refusal when it tries to open or seal. */
  if (strstr (message, "adjourn_event_keys"))
    return g_strdup_printf (_("role “%s” may not read sealed moves nor the events’ keys: only an arbiter appointed to the event seals and opens its envelopes"),
                            role);
  if (strstr (message, "appointments"))
    return g_strdup_printf (_("role “%s” may not appoint or dismiss arbiters: the archive’s owner does"), role);
  if (strstr (message, "for schema"))
    return g_strdup_printf (_("role “%s” has no access to this archive: its owner grants adjourn_arbiter, adjourn_committee or adjourn_player (%s)"),
                            role, message);
  return g_strdup_printf (_("role “%s” may read this archive but not change this (the server refused: %s)"),
                          role, message);
}

/* ---- appointing ----------------------------------------------------------- */

static gboolean
on_server (AdjStore *self, GError **error)
{
  if (adj_db_is_pg (adj_store_get_db (self)))
    return TRUE;
  g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
               _("%s: only a federation’s archive on PostgreSQL has appointments: a desk’s file has no roles"),
               adj_store_get_path (self));
  return FALSE;
}

static char *
column_text_or_null (AdjDbStmt *stmt, int column)
{
  return adj_db_stmt_column_type (stmt, column) == ADJ_DB_TYPE_NULL
         ? NULL : g_strdup (adj_db_stmt_column_text (stmt, column));
}

static AdjAppointment *
appointment_from_row (AdjDbStmt *stmt)
{
  AdjAppointment *a = g_new0 (AdjAppointment, 1);
  a->event = column_text_or_null (stmt, 0);
  a->role = column_text_or_null (stmt, 1);
  a->appointed_at = column_text_or_null (stmt, 2);
  a->appointed_by = column_text_or_null (stmt, 3);
  a->dismissed_at = column_text_or_null (stmt, 4);
  a->dismissed_by = column_text_or_null (stmt, 5);
  return a;
}

#define APPOINTMENT_COLUMNS "event, role, appointed_at, appointed_by, dismissed_at, dismissed_by"

typedef struct {
  const char     *role;
  const char     *event;
  AdjAppointment *result;
} Appointing;

/* Is ROLE a role of the server that is an arbiter? */
static gboolean
check_arbiter (AdjStore *store, const char *role, GError **error)
{
  const char *what = "appointing an arbiter";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT pg_has_role (r.oid, '" ADJ_ROLE_ARBITER "', 'MEMBER') FROM pg_roles r WHERE r.rolname = ?",
      what, error);
  if (!stmt)
    return FALSE;
  adj_db_stmt_bind_text (stmt, 1, role);
  AdjDbStep step = adj_db_stmt_step (stmt);
  if (step == ADJ_DB_STEP_FAILED)
    {
      adj_store_set_db_error (store, error, what);
      return FALSE;
    }
  if (step == ADJ_DB_STEP_DONE)
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                   /* xgettext sees no macro: the role's name is written out. */
                   _("%s: the server has no role “%s”: its administrator makes it first"
                     " (CREATE ROLE … LOGIN PASSWORD …; GRANT adjourn_arbiter TO …)"),
                   adj_store_get_path (store), role);
      return FALSE;
    }
  if (!adj_db_stmt_column_int (stmt, 0))
    {
      g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_STATE,
                   _("%s: role “%s” is not an arbiter: its administrator runs GRANT adjourn_arbiter TO it first"),
                   adj_store_get_path (store), role);
      return FALSE;
    }
  return TRUE;
}

static AdjAppointment *
read_current (AdjStore *store, const char *role, const char *event, const char *what, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store,
      "SELECT " APPOINTMENT_COLUMNS " FROM appointments WHERE role = ?1 AND event = ?2"
      " ORDER BY dismissed_at IS NULL DESC, id DESC LIMIT 1", what, error);
  if (!stmt)
    return NULL;
  adj_db_stmt_bind_text (stmt, 1, role);
  adj_db_stmt_bind_text (stmt, 2, event);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_ROW)
    {
      adj_store_set_db_error (store, error, what);
      return NULL;
    }
  return appointment_from_row (stmt);
}

/* Run SQL (?1 the event, ?2 the role, ?3 now) on A's appointment; then
 * a->result is the appointment as it stands. -1 on failure, else whether
 * a row was written. */
static int
write_appointment (AdjStore *store, Appointing *a, const char *sql, const char *what, GError **error)
{
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (store, sql, what, error);
  if (!stmt)
    return -1;
  g_autofree char *now = adj_store_now_text ();
  adj_db_stmt_bind_text (stmt, 1, a->event);
  adj_db_stmt_bind_text (stmt, 2, a->role);
  adj_db_stmt_bind_text (stmt, 3, now);
  if (adj_db_stmt_step (stmt) != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (store, error, what);
      return -1;
    }
  if (adj_db_changes (adj_store_get_db (store)) == 0)
    return 0;
  a->result = read_current (store, a->role, a->event, what, error);
  return a->result ? 1 : -1;
}

static gboolean
appoint_in_transaction (AdjStore *store, gpointer user_data, GError **error)
{
  Appointing *a = user_data;
  const char *what = "appointing an arbiter";
  if (!check_arbiter (store, a->role, error))
    return FALSE;
  int written = write_appointment (store, a,
      "INSERT INTO appointments (event, role, appointed_at, appointed_by)"
      " SELECT ?1::text, ?2::text, ?3::text, current_user WHERE NOT EXISTS (SELECT 1 FROM appointments"
      "   WHERE event = ?1::text AND role = ?2::text AND dismissed_at IS NULL)", what, error);
  if (written == 0)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_EXISTS,
                 _("%s: role “%s” is already appointed to event “%s”"),
                 adj_store_get_path (store), a->role, a->event);
  return written > 0;
}

static gboolean
dismiss_in_transaction (AdjStore *store, gpointer user_data, GError **error)
{
  Appointing *a = user_data;
  int written = write_appointment (store, a,
      "UPDATE appointments SET dismissed_at = ?3, dismissed_by = current_user"
      " WHERE event = ?1 AND role = ?2 AND dismissed_at IS NULL", "dismissing an arbiter", error);
  if (written == 0)
    g_set_error (error, ADJ_STORE_ERROR, ADJ_STORE_ERROR_NOT_FOUND,
                 _("%s: role “%s” is not appointed to event “%s”"),
                 adj_store_get_path (store), a->role, a->event);
  return written > 0;
}

static AdjAppointment *
run (AdjStore *self, const char *role, const char *event, AdjStoreWriteFunc func, const char *what,
     GError **error)
{
  if (!on_server (self, error))
    return NULL;
  Appointing a = { role, event, NULL };
  if (!adj_store_run_action (self, what, func, &a, error))
    {
      g_clear_pointer (&a.result, adj_appointment_free);
      return NULL;
    }
  return a.result;
}

AdjAppointment *
adj_store_appoint (AdjStore *self, const char *role, const char *event, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (role != NULL && *role, NULL);
  g_return_val_if_fail (event != NULL && *event, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return run (self, role, event, appoint_in_transaction, "appointing an arbiter", error);
}

AdjAppointment *
adj_store_dismiss (AdjStore *self, const char *role, const char *event, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (role != NULL && *role, NULL);
  g_return_val_if_fail (event != NULL && *event, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return run (self, role, event, dismiss_in_transaction, "dismissing an arbiter", error);
}

GPtrArray *
adj_store_list_appointments (AdjStore *self, const char *event, GError **error)
{
  g_return_val_if_fail (ADJ_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  if (!on_server (self, error))
    return NULL;
  const char *what = "listing appointments";
  g_autoptr(AdjDbStmt) stmt = adj_store_prepare (self,
      "SELECT " APPOINTMENT_COLUMNS " FROM appointments WHERE ?1::text IS NULL OR event = ?1::text ORDER BY id",
      what, error);
  if (!stmt)
    return NULL;
  if (event)
    adj_db_stmt_bind_text (stmt, 1, event);
  else
    adj_db_stmt_bind_null (stmt, 1);
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_appointment_free);
  AdjDbStep step;
  while ((step = adj_db_stmt_step (stmt)) == ADJ_DB_STEP_ROW)
    g_ptr_array_add (list, appointment_from_row (stmt));
  if (step != ADJ_DB_STEP_DONE)
    {
      adj_store_set_db_error (self, error, what);
      return NULL;
    }
  return g_steal_pointer (&list);
}
