/* bench-load.h — what the load bench's desk, runner and check share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "../store/store-test.h"
#include "adj-custody.h"
#include "adj-seal.h"
#include "adj-store-verbs.h"

#define BENCH_LOAD_PASSPHRASE "bench desk passphrase"

/* The sealed move of envelope I. */
const char *bench_load_move         (guint i);
/* The event of envelope I, of EVENTS. */
char       *bench_load_event        (guint i, guint events);
/* An envelope's place in the archive as one text: event, round and board. */
char       *bench_load_key          (const char *event, const char *round, const char *board);
/* bench_load_key() of envelope I. */
char       *bench_load_expected_key (guint i, guint events);
/* The URI of TARGET: an SQLite file as it is, "pg" the test cluster. */
char       *bench_load_uri          (const char *target);

typedef struct {
  const char *self;    /* this program, started again as the desks */
  const char *target;
  const char *cli;     /* adjourn-cli */
  const char *label;
  guint       desks, count, events, kills;
  guint32     seed;
} BenchLoadRun;

int         bench_load_run          (const BenchLoadRun *run);

/* Everything the run promises of the archive at URI once every desk has
 * finished: COUNT envelopes, each once, opened once with its own move,
 * four custody rows each, and `log verify` (CLI) finding EVENTS event
 * chains valid and signed to their heads. FALSE with ERROR saying what
 * does not hold; *SUMMARY receives what was checked. */
gboolean    bench_load_check        (const char  *uri,
                                     const char  *cli,
                                     guint        count,
                                     guint        events,
                                     char       **summary,
                                     GError     **error);
