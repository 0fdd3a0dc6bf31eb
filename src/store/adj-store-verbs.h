/* adj-store-verbs.h — one verb per custody step, each one transaction
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every face (the window, the CLI, the sample event) records what happens
 * to an envelope through these verbs, so that the same action writes the
 * same custody rows whoever asks. Each verb is one transaction that writes
 * its own custody entries; inside adj_store_run_in_transaction() it is a
 * savepoint, all or nothing on its own. Opening a paper envelope is
 * adj_store_open_envelope() (adj-store.h), a digital one adj_seal_open()
 * (adj-seal.h); recording the outcome adj_store_record_outcome().
 */
#pragma once

#include "adj-custody.h"
#include "adj-facts.h"
#include "adj-reconstruct.h"
#include "adj-resume.h"
#include "adj-seal.h"
#include "adj-store.h"

G_BEGIN_DECLS

/* How an envelope is sealed. */
typedef struct {
  AdjCustodyAct     act;   /* the arbiter who checked it and keeps it */
  const AdjSealKey *key;   /* digital: the event's key (adj_seal_key_derive); NULL: paper */
  const char       *move;  /* digital: the sealed move as written; NULL for paper */
} AdjSealing;

/* Seal ENVELOPE: the arbiter's check (adj_envelope_check) must find no
 * problem, else ADJ_STORE_ERROR_DOCUMENT lists them and nothing is
 * written. One transaction writes the envelope with its custody "created"
 * and "checked" entries and, for a digital sealing, the event's new
 * passphrase (a new key) and the encrypted move with its "sealed" entry.
 * A digital sealing signs the head of the event's custody chain it leaves.
 * ENVELOPE must not hold its move (adj_envelope_take_sealed_move). *ID and
 * *SEAL_CODE (may be NULL; the code only for a digital sealing) receive
 * the new envelope's id and the code to print on it. */
gboolean adj_store_seal                (AdjStore          *self,
                                        AdjEnvelope       *envelope,
                                        const AdjSealing  *sealing,
                                        gint64            *id,
                                        char             **seal_code,
                                        GError           **error);

/* The envelope passes from ACT's actor to TO (a name): "handed-over". */
gboolean adj_store_hand_over           (AdjStore            *self,
                                        gint64               id,
                                        const AdjCustodyAct *act,
                                        const char          *to,
                                        GError             **error);

/* A sealed envelope cannot be found: its state becomes lost ("lost"). */
gboolean adj_store_declare_lost        (AdjStore            *self,
                                        gint64               id,
                                        const AdjCustodyAct *act,
                                        GError             **error);

/* A lost envelope's position re-established from the scoresheets (FEN):
 * "reconstructed". */
gboolean adj_store_record_reconstruction (AdjStore            *self,
                                          gint64               id,
                                          const AdjCustodyAct *act,
                                          const char          *position,
                                          GError             **error);

/* A lost envelope's position re-established by READING, the reading of
 * RECONSTRUCTION (adj_reconstruct() of the archived envelope's position and
 * the scoresheets) the arbiter settled on — one it listed, or one of
 * adj_reconstruct_reading_for(): "reconstructed", its note holding the
 * position, the reconstruction's status, the reading's departures from the
 * sheets, how many readings reached the adjournment and whether this one
 * reaches the envelope's position. */
gboolean adj_store_record_reading      (AdjStore                *self,
                                        gint64                   id,
                                        const AdjCustodyAct     *act,
                                        const AdjReconstruction *reconstruction,
                                        const AdjReading        *reading,
                                        GError                 **error);

/* The game cannot go on (a position that cannot be re-established): the
 * envelope and its game are annulled, REASON kept. The envelope is lost
 * (reconstructed or not) and has no final outcome. One transaction writes
 * the outcome the resumption engine gives a lost envelope whose position is
 * unknown (annulled, with its articles) and the "annulled" entry: exactly
 * what adj_store_resume() writes when its outcome is an annulment (REASON
 * then the outcome's explanation). */
gboolean adj_store_annul               (AdjStore            *self,
                                        gint64               id,
                                        const AdjCustodyAct *act,
                                        const char          *reason,
                                        GError             **error);

/* A final outcome put right: the new OUTCOME_JSON is recorded beside the
 * old one (never an edit) with a "corrected" entry naming REASON. Refused
 * when the envelope has no outcome yet. */
gboolean adj_store_correct_outcome     (AdjStore            *self,
                                        gint64               id,
                                        const AdjCustodyAct *act,
                                        const char          *outcome_json,
                                        const char          *reason,
                                        gint64              *outcome_id,
                                        GError             **error);

/* How the facts of a resumption are recorded. */
typedef struct {
  AdjCustodyAct act;        /* the arbiter (the facts' "present" are added) */
  const char   *passphrase; /* the event's arbiter passphrase: a digital envelope needs it; when
                            * given (and the event has one) it is checked, and the head of the
                            * custody chain the resumption leaves is signed (adj-custody.h) */
  gboolean      dry_run;    /* judge and answer, write nothing */
  gboolean      correct;    /* the outcome recorded was final: correct it */
  const char   *correction; /* why, with CORRECT */
} AdjResuming;

/* Resume envelope ID with FACTS (adj-facts.h): the outcome is exactly what
 * adj_resume() gives for the stored envelope joined with the facts, its
 * move read off the paper (the facts' sealed_move) or decrypted with the
 * passphrase and checked against its seal code. One transaction writes
 * "opened" (who was present, which scoresheets were inside) or "lost" —
 * nothing when the game ended before the opening — then "outcome". An
 * envelope whose last outcome is waiting takes later facts without being
 * opened again (one still closed, as facts known up to "now" may leave it,
 * is opened by the first facts that open it); a final outcome changes only
 * with CORRECT, as a "corrected" entry. Facts known up to "now" decrypt a
 * digital envelope only when the rules open it, or allow it and the
 * passphrase is given; a move read off a paper one while the rules keep it
 * closed is refused. *OUTCOME_ID (may be NULL) is the outcome's row. */
AdjOutcome *adj_store_resume           (AdjStore            *self,
                                        gint64               id,
                                        AdjFacts            *facts,
                                        const AdjResuming   *how,
                                        gint64              *outcome_id,
                                        GError             **error);

G_END_DECLS
