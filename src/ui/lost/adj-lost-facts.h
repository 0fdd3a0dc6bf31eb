/* adj-lost-facts.h — what the lost-envelope walkthrough shows, as plain functions
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No widget here, so that a test without a display can check what each
 * step shows: the text of an imported scoresheet, the rows of the
 * side-by-side view (which are highlighted and why), the sheets with the
 * arbiter's settlements written in, the facts the engine judges the
 * declared move from, and whether Confirm may record. Nothing here decides
 * a rule: the reconstruction (adj-reconstruct.h) and the resumption engine
 * (adj-resume.h) do; these only read their answers.
 */
#pragma once

#include <glib.h>

#include "adj-reconstruct.h"
#include "adj-resume.h"

G_BEGIN_DECLS

/* The move text of a scoresheet typed in or read from a file: a PGN's tag
 * pairs are dropped (the move text, numbers and comments stay for the
 * reconstruction to read). A NUL byte or text that is not UTF-8 is refused,
 * the line named. */
char      *adj_lost_sheet_text  (const char *data,
                                 gsize       length,
                                 GError    **error);

/* The arbiter settled what was played at PLY (from 1): MOVE, legal in
 * BEFORE. */
typedef struct {
  int           ply;
  ChessPosition before;
  ChessMove     move;
} AdjLostSettlement;

/* Record S among SETTLED (AdjLostSettlement, by ply): it replaces one at
 * the same ply, and drops those after it, which were settled on a line
 * that may now be another. */
void       adj_lost_settle      (GArray                  *settled,
                                 const AdjLostSettlement *s);

/* SHEET (written in LANG) with each settled ply's entry replaced by the
 * settled move in LANG's letters, entry by entry as adj_scoresheet_split
 * reads it; a sheet too short for a settled ply is padded with blank
 * entries ("-"). */
char      *adj_lost_apply_settled (const char   *sheet,
                                   ChessLang     lang,
                                   const GArray *settled);

/* One row of the side-by-side view: one ply. */
typedef struct {
  int      ply;
  char    *number;      /* "12." for White's ply, "12…" for Black's */
  char    *text[2];     /* each sheet's entry as written (NULL: none) */
  gboolean disagree;    /* the sheets do not name the same legal move */
  gboolean problem[2];  /* that sheet's entry is unreadable, illegal or ambiguous */
  gboolean settled;     /* the arbiter settled this ply */
  int      index;       /* the disagreement's index in the reconstruction, -1 */
} AdjLostRow;

void       adj_lost_row_free    (AdjLostRow *row);

/* The rows for RECON, made from SHEETS (each as typed): one per ply either
 * sheet has an entry for, or the reconstruction looked at. */
GPtrArray *adj_lost_rows        (const char *const        sheets[2],
                                 const AdjReconstruction *recon,
                                 const GArray            *settled);

/* What the comparison says in one line: "Both scoresheets agree …",
 * "2 disagreements to settle" … (the engine's explanation follows it). */
char      *adj_lost_summary     (const AdjReconstruction *recon);

/* MOVE (legal in BEFORE) as the window shows it: SAN in LANG's letters,
 * or in figurines when FIGURINE (the "figurine-notation" key). Only for
 * what is shown: what is stored (a settled sheet entry) keeps the sheet's
 * letters. BUF holds CHESS_SAN_FIGURINE_MAX bytes. */
void       adj_lost_move_text        (const ChessPosition *before,
                                      ChessMove            move,
                                      ChessLang            lang,
                                      gboolean             figurine,
                                      char                *buf);
/* A reading of the sheets (adj-reconstruct.h), for its row: the title
 * ("Reading 1 · reaches the envelope’s position") and one line per
 * departure ("5. Black’s sheet: Ac4, read Ab5"), the moves in each sheet's
 * LANGS, or in figurines when FIGURINE; the sheets' own text as written. */
char      *adj_lost_reading_title    (const AdjReading *reading,
                                      guint             index,
                                      gboolean          has_envelope);
char      *adj_lost_reading_departures (const AdjReading *reading,
                                        const ChessLang   langs[2],
                                        gboolean          figurine);
/* Take READING as the arbiter's settlement: each ply where it departs from
 * a sheet is settled with the move it makes there (into SETTLED, as
 * adj_lost_settle does). */
void       adj_lost_settle_reading   (GArray           *settled,
                                      const AdjReading *reading);

/* What the arbiter chose to do with the lost envelope. */
typedef enum {
  ADJ_LOST_GO_ON = 0,   /* the game goes on from the re-established position */
  ADJ_LOST_ANNUL,       /* the position cannot be re-established */
} AdjLostChoice;

/* Whether the game may go on: the reconstruction re-established the
 * position (every disagreement settled, the envelope's position reached). */
gboolean   adj_lost_can_go_on   (const AdjReconstruction *recon);
/* Whether annulling is open to the arbiter: only when the sheets cannot
 * be read to the adjournment, or no way of reading them reaches the
 * envelope's position (2023 I.12.2: only a position that cannot be
 * re-established annuls the game). */
gboolean   adj_lost_can_annul   (const AdjReconstruction *recon);
/* Whether Confirm may record CHOICE: going on needs adj_lost_can_go_on()
 * and the clocks (TIMES_OK); annulling needs adj_lost_can_annul() and a
 * REASON that is not blank. */
gboolean   adj_lost_can_confirm (AdjLostChoice            choice,
                                 const AdjReconstruction *recon,
                                 gboolean                 times_ok,
                                 const char              *reason);

/* The heading of the engine's OUTCOME for the declared move: what the
 * arbiter must establish while he must (a legal move in place of an
 * illegal one, the move the sealer means); else the status as the
 * resumption desk says it ("Play goes on", "Finished, 1-0"). */
char      *adj_lost_describe_outcome (const AdjOutcome *outcome,
                                      const char *const names[2]);

/* What the arbiter establishes after the declaration, as the engine's
 * answer for the declared move alone asks for it. */
typedef enum {
  ADJ_LOST_FOLLOW_NONE = 0,
  ADJ_LOST_FOLLOW_MEANT,        /* ambiguous or unreadable: the move the sealer means */
  ADJ_LOST_FOLLOW_REPLACEMENT,  /* illegal: the move made instead under touch move */
} AdjLostFollowUp;

AdjLostFollowUp adj_lost_follow_up (const AdjOutcome *declared_only);

/* The "adjourn-resumption" facts of a lost envelope, both players at the
 * board: DECLARED (NULL: not declared yet), what the arbiter established
 * after it (FOLLOW_UP of kind KIND; NULL: nothing yet), whether the times
 * used could be re-established (TIMES_KNOWN), the position re-established. */
char      *adj_lost_facts_json  (const char      *declared,
                                 AdjLostFollowUp  kind,
                                 const char      *follow_up,
                                 gboolean         times_known);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjLostRow, adj_lost_row_free)

G_END_DECLS

G_BEGIN_DECLS

/* The steps of the lost-envelope walkthrough, in order. */
typedef enum {
  ADJ_LOST_STEP_SHEETS = 0,
  ADJ_LOST_STEP_COMPARE,
  ADJ_LOST_STEP_CLOCKS,
  ADJ_LOST_STEP_MOVE,
  ADJ_LOST_STEP_CONFIRM,     /* what Confirm records */
  ADJ_LOST_STEP_DONE,        /* recorded */
  ADJ_LOST_N_STEPS
} AdjLostStep;

/* Where Next leads from STEP: past the comparison only when the game may
 * go on (annulling is its own action, straight to the confirmation);
 * STEP itself when there is nowhere to go. */
AdjLostStep adj_lost_step_next (AdjLostStep              step,
                                const AdjReconstruction *recon);
/* Where Back leads: from the confirmation of an annulment, the comparison. */
AdjLostStep adj_lost_step_back (AdjLostStep              step,
                                AdjLostChoice            choice);

G_END_DECLS
