/* adj-store-roles.h — who may seal and open which event's envelopes in a federation's archive
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On PostgreSQL the server decides who may do what (adj-store-access.c):
 * login roles, members of adjourn_arbiter, adjourn_committee or
 * adjourn_player, and the appointments table saying which arbiter acts for
 * which event. The owner of the archive appoints and dismisses; every
 * appointment is kept, a dismissal written on it. An SQLite file has no
 * roles: these functions refuse it with ADJ_STORE_ERROR_STATE.
 */
#pragma once

#include "adj-store.h"

G_BEGIN_DECLS

/* The group roles migration 4 makes (when missing) on the server. */
#define ADJ_ROLE_ARBITER   "adjourn_arbiter"
#define ADJ_ROLE_COMMITTEE "adjourn_committee"
#define ADJ_ROLE_PLAYER    "adjourn_player"

typedef struct {
  char *event;
  char *role;
  char *appointed_at;   /* ISO 8601 */
  char *appointed_by;   /* the server's role that appointed */
  char *dismissed_at;   /* NULL while in force */
  char *dismissed_by;
} AdjAppointment;

void        adj_appointment_free        (AdjAppointment *appointment);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjAppointment, adj_appointment_free)

/* Appoint login role ROLE (a member of adjourn_arbiter) to EVENT, which
 * need not exist yet. A role the server does not know, or one that is no
 * arbiter, is ADJ_STORE_ERROR_NOT_FOUND or _STATE naming what to run; an
 * appointment already in force is ADJ_STORE_ERROR_EXISTS; a role that may
 * not appoint is ADJ_STORE_ERROR_DENIED. */
AdjAppointment *adj_store_appoint       (AdjStore    *self,
                                         const char  *role,
                                         const char  *event,
                                         GError     **error);

/* End ROLE's appointment to EVENT (ADJ_STORE_ERROR_NOT_FOUND when none is
 * in force); the row stays, dismissed. */
AdjAppointment *adj_store_dismiss       (AdjStore    *self,
                                         const char  *role,
                                         const char  *event,
                                         GError     **error);

/* Appointments of EVENT (NULL: all), in force and dismissed, oldest
 * first. An array of AdjAppointment. */
GPtrArray  *adj_store_list_appointments (AdjStore    *self,
                                         const char  *event,
                                         GError     **error);

G_END_DECLS
