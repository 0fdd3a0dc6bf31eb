/* adj-seal-assistant.h — the sealing walkthrough: from the adjourned game to a stored envelope
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A modal window over the main window, one step per page: the game, the
 * position (and who sealed which move), the clocks, the resumption, the
 * sealed move (on paper, or typed privately and stored encrypted), and the
 * arbiter's check (2023 I.3 and its equivalents), which lists every problem
 * adj_envelope_check() finds before the envelope can be stored.
 *
 * The plain functions below decide what the window writes and shows; they
 * need no display and are tested without one.
 */
#pragma once

#include <adwaita.h>

#include "adj-profile.h"
#include "adj-store.h"

G_BEGIN_DECLS

/* The steps, in order. */
typedef enum {
  ADJ_SEAL_STEP_GAME = 0,
  ADJ_SEAL_STEP_POSITION,
  ADJ_SEAL_STEP_CLOCKS,
  ADJ_SEAL_STEP_RESUMPTION,
  ADJ_SEAL_STEP_SEALED_MOVE,
  ADJ_SEAL_STEP_CHECK,
  ADJ_SEAL_STEP_DONE,        /* the envelope is stored */
  ADJ_SEAL_N_STEPS
} AdjSealStep;

/* The step where FIELD (the field an envelope problem names) is entered;
 * ADJ_SEAL_STEP_CHECK for one no step enters. */
AdjSealStep adj_seal_step_for_field     (AdjField    field);

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
 * replaced; with no time, the date and a space for it to be typed after. */
char       *adj_seal_instant_set_date   (const char *text,
                                         int         year,
                                         int         month,
                                         int         day);

/* What the walkthrough calls a paper of the envelope face ("iso_c5" →
 * "C5 Envelope (162 × 229 mm)"), translated, as the preferences call it;
 * the name itself for one it does not know. */
const char *adj_seal_paper_label        (const char *paper);

#define ADJ_TYPE_SEAL_ASSISTANT (adj_seal_assistant_get_type ())

G_DECLARE_FINAL_TYPE (AdjSealAssistant, adj_seal_assistant, ADJ, SEAL_ASSISTANT, AdwWindow)

/* A walkthrough over PARENT that stores into STORE (NULL: sealing says the
 * archive is not open).
 *
 * Signals:
 *   sealed (gint64 id)   the envelope is in the store, the archive can show
 *                        it. Sealing writes the envelope, the arbiter's
 *                        check and a digital move together or not at all,
 *                        in a thread: until it returns the store is not to
 *                        be used on the main thread. */
AdjSealAssistant *adj_seal_assistant_new        (GtkWindow        *parent,
                                                 AdjStore         *store);
AdjSealStep       adj_seal_assistant_get_step   (AdjSealAssistant *self);
/* Whether a sealing is running (the dialog is insensitive meanwhile). */
gboolean          adj_seal_assistant_is_sealing (AdjSealAssistant *self);
/* The id of the stored envelope, 0 until it is sealed. */
gint64            adj_seal_assistant_get_envelope_id (AdjSealAssistant *self);
/* Write the sealed envelope's face to FILE as PDF, on the paper chosen on
 * the last page (what seal.export-pdf does once its file is chosen). */
gboolean          adj_seal_assistant_export_pdf (AdjSealAssistant *self,
                                                 GFile            *file,
                                                 GError          **error);

G_END_DECLS
