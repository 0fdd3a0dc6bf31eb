/* adj-seal-instant.h — the instants the sealing steps read and write: "2026-11-22 10:00"
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The arbiter types an instant on the wall clock of the desk; the
 * envelope keeps it with its offset. The plain functions need no display
 * and are tested without one.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "2026-11-22 10:00" (seconds optional, "T" for the space accepted) in the
 * time zone TZ, or a full ISO 8601 instant with its offset; NULL when it
 * is neither. */
GDateTime  *adj_seal_parse_instant      (const char *text,
                                         GTimeZone  *tz);
/* The form the entries show: "2026-11-22 10:00" in DT's own zone. */
char       *adj_seal_format_instant     (GDateTime  *dt);

/* The day the resumption entry's TEXT names, for its calendar to open on:
 * the date of an instant adj_seal_parse_instant() reads (a full instant's
 * in its own offset), or of a date typed before its time ("2026-11-22").
 * FALSE when TEXT names no real day. */
gboolean    adj_seal_instant_date       (const char *text,
                                         int        *year,
                                         int        *month,
                                         int        *day);
/* TEXT with the day chosen in the calendar as its date: what follows a
 * date written as YYYY-MM-DD (the time) is kept, anything else is
 * replaced; with no time, the date and PROPOSED_TIME ("10:00"), so that the
 * entry reads at once and the arbiter changes only what differs. */
char       *adj_seal_instant_set_date   (const char *text,
                                         int         year,
                                         int         month,
                                         int         day,
                                         const char *proposed_time);

/* The instant typed in FIELD (a GtkEditable) on this computer's clock, in
 * *DT (NULL when nothing is typed); FALSE, and FIELD marked, when what is
 * typed does not read. */
gboolean    adj_seal_read_instant       (gpointer    field,
                                         GDateTime **dt);

G_END_DECLS
