/* adj-pq.h — libpq, loaded when a PostgreSQL archive is first opened
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A desk keeps its archive in SQLite and most never reach a server, so the
 * client library and what it drags in (OpenSSL, GnuTLS, Kerberos, LDAP:
 * about 4.5 MB resident) stay out of the process until a postgresql:// URI
 * is opened (issue 19's first-window memory). The PQ names below stay the
 * same for the code that calls them: each goes through the loaded table.
 * Private to src/store.
 */
#pragma once

#include <glib.h>
#include <libpq-fe.h>

G_BEGIN_DECLS

/* Every libpq function the store calls: add one here before calling it. */
#define ADJ_PQ_FUNCTIONS(F) \
  F (void,           PQclear,               (PGresult *)) \
  F (char *,         PQcmdStatus,           (PGresult *)) \
  F (char *,         PQcmdTuples,           (PGresult *)) \
  F (PGconn *,       PQconnectdb,           (const char *)) \
  F (PGconn *,       PQconnectdbParams,     (const char *const *, const char *const *, int)) \
  F (void,           PQconninfoFree,        (PQconninfoOption *)) \
  F (PQconninfoOption *, PQconninfoParse,   (const char *, char **)) \
  F (char *,         PQerrorMessage,        (const PGconn *)) \
  F (PGresult *,     PQexec,                (PGconn *, const char *)) \
  F (PGresult *,     PQexecParams,          (PGconn *, const char *, int, const Oid *, \
                                             const char *const *, const int *, const int *, int)) \
  F (void,           PQfinish,              (PGconn *)) \
  F (void,           PQfreemem,             (void *)) \
  F (Oid,            PQftype,               (const PGresult *, int)) \
  F (int,            PQgetisnull,           (const PGresult *, int, int)) \
  F (char *,         PQgetvalue,            (const PGresult *, int, int)) \
  F (int,            PQnfields,             (const PGresult *)) \
  F (int,            PQntuples,             (const PGresult *)) \
  F (char *,         PQresultErrorField,    (const PGresult *, int)) \
  F (char *,         PQresultErrorMessage,  (const PGresult *)) \
  F (ExecStatusType, PQresultStatus,        (const PGresult *)) \
  F (PQnoticeProcessor, PQsetNoticeProcessor, (PGconn *, PQnoticeProcessor, void *)) \
  F (ConnStatusType, PQstatus,              (const PGconn *)) \
  F (PGTransactionStatusType, PQtransactionStatus, (const PGconn *)) \
  F (unsigned char *, PQunescapeBytea,      (const unsigned char *, size_t *))

#define ADJ_PQ_FIELD(ret, name, args) ret (*name) args;
typedef struct {
  ADJ_PQ_FUNCTIONS (ADJ_PQ_FIELD)
} AdjPq;
#undef ADJ_PQ_FIELD

/* Load libpq once (thread-safe); FALSE with ADJ_DB_ERROR_OPEN naming the
 * missing library or function, and again every later time. */
gboolean     adj_pq_load (GError **error);
/* The table, once adj_pq_load() has succeeded. */
const AdjPq *adj_pq      (void);

#ifndef ADJ_PQ_NO_MACROS
#define PQclear               (adj_pq ()->PQclear)
#define PQcmdStatus           (adj_pq ()->PQcmdStatus)
#define PQcmdTuples           (adj_pq ()->PQcmdTuples)
#define PQconnectdb           (adj_pq ()->PQconnectdb)
#define PQconnectdbParams     (adj_pq ()->PQconnectdbParams)
#define PQconninfoFree        (adj_pq ()->PQconninfoFree)
#define PQconninfoParse       (adj_pq ()->PQconninfoParse)
#define PQerrorMessage        (adj_pq ()->PQerrorMessage)
#define PQexec                (adj_pq ()->PQexec)
#define PQexecParams          (adj_pq ()->PQexecParams)
#define PQfinish              (adj_pq ()->PQfinish)
#define PQfreemem             (adj_pq ()->PQfreemem)
#define PQftype               (adj_pq ()->PQftype)
#define PQgetisnull           (adj_pq ()->PQgetisnull)
#define PQgetvalue            (adj_pq ()->PQgetvalue)
#define PQnfields             (adj_pq ()->PQnfields)
#define PQntuples             (adj_pq ()->PQntuples)
#define PQresultErrorField    (adj_pq ()->PQresultErrorField)
#define PQresultErrorMessage  (adj_pq ()->PQresultErrorMessage)
#define PQresultStatus        (adj_pq ()->PQresultStatus)
#define PQsetNoticeProcessor  (adj_pq ()->PQsetNoticeProcessor)
#define PQstatus              (adj_pq ()->PQstatus)
#define PQtransactionStatus   (adj_pq ()->PQtransactionStatus)
#define PQunescapeBytea       (adj_pq ()->PQunescapeBytea)
#endif

G_END_DECLS
