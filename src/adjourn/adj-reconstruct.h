/* adj-reconstruct.h — rebuilding an adjourned position from the two scoresheets
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the envelope is lost the game resumes from the position at
 * adjournment (2023 I.12.1, 2005 A11a, 1993 14.5 A, 1985 14.05(a)), or is
 * annulled when that position cannot be re-established (I.12.2, A11b,
 * 14.5 B, 14.05(b)). This replays both players' scoresheets, says where they
 * agree, where they disagree and which entries cannot be read, and decides
 * which of the three cases the sheets support. Input and output follow
 * spec/formats.md "Reconstruction". A pure function: no I/O, no clock.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "adj-envelope.h"
#include "adj-scoresheet.h"
#include "chess-notation.h"

G_BEGIN_DECLS

#define ADJ_RECONSTRUCT_ERROR (adj_reconstruct_error_quark ())
GQuark adj_reconstruct_error_quark (void);

typedef enum {
  ADJ_RECONSTRUCT_ERROR_JSON,    /* not JSON, or not an object */
  ADJ_RECONSTRUCT_ERROR_MISSING, /* a required key is absent */
  ADJ_RECONSTRUCT_ERROR_TYPE,    /* a value of the wrong type */
  ADJ_RECONSTRUCT_ERROR_VALUE,   /* the right type, a value we cannot use (bad FEN, unknown language) */
} AdjReconstructError;

typedef enum {
  ADJ_RECONSTRUCT_RECONSTRUCTED = 0,
  ADJ_RECONSTRUCT_NEEDS_ARBITER,
  ADJ_RECONSTRUCT_IMPOSSIBLE,
} AdjReconstructStatus;

/* The two sheets are indexed by the colour of the player who kept them. */
#define ADJ_SHEET_WHITE CHESS_WHITE
#define ADJ_SHEET_BLACK CHESS_BLACK

/* Longest scoresheet read, in entries: far beyond the longest game played
 * (269 moves), and a bound on the work a hostile file can cause. */
#define ADJ_RECONSTRUCT_MAX_ENTRIES 2000

typedef struct {
  ChessPosition start;
  char         *sheets[2];    /* the move text of each sheet; NULL: that sheet is not available */
  ChessLang     langs[2];     /* the piece letters each sheet is written in */
  gboolean      has_envelope; /* TRUE when the envelope's position is known */
  ChessPosition envelope;
  char         *rules;        /* rules profile id ("fide-2023" …) or NULL: cite the 2023 Laws */
  gboolean      has_notation; /* the file named the sheets' languages */
} AdjReconstructInput;

/* What one sheet says at one ply. */
typedef struct {
  char        *text;    /* as written; NULL when the sheet has no entry for this ply */
  ChessVerdict verdict; /* the judgement of 'text' (unset when text is NULL) */
} AdjSheetEntry;

/* A ply where the sheets do not both name the same legal move (a sheet with
 * no entry there included). When both wrote the same unusable thing (the
 * same ambiguous "Cd2", the same scrawl) they do not disagree: the entries
 * are only problems. */
typedef struct {
  int           ply;      /* half-moves from the start, from 1 */
  ChessPosition before;   /* the position both entries were judged in */
  AdjSheetEntry sheet[2];
  ChessMove     followed; /* the move the replay went on with, or CHESS_MOVE_NONE */
} AdjDisagreement;

/* An entry that is unreadable, illegal or ambiguous. */
typedef struct {
  int           ply;
  int           sheet;    /* ADJ_SHEET_WHITE or ADJ_SHEET_BLACK */
  ChessPosition before;
  AdjSheetEntry entry;
} AdjProblem;

/* Where a reading leaves what one sheet says: the sheet has an entry at
 * this ply (a blank cell "" included) and the reading's move is not one the
 * entry names (its legal move, or one of its candidates when ambiguous). */
typedef struct {
  int           ply;      /* half-moves from the start, from 1 */
  int           sheet;    /* ADJ_SHEET_WHITE or ADJ_SHEET_BLACK */
  char         *text;     /* the entry as written */
  ChessMove     instead;  /* the move the reading makes there; CHESS_MOVE_NONE when the
                           * reading ends before this ply (the game stopped at the other
                           * sheet's end) */
  ChessPosition before;   /* the position the entry was judged in */
} AdjDeparture;

/* One way of reading both sheets that reaches the adjournment: a move at
 * every ply, each one named by a sheet where a sheet names any legal move
 * there, or settled by the moves that follow where neither does. */
typedef struct {
  GArray        *moves;            /* ChessMove, the whole line from the start */
  ChessPosition  position;         /* where the line ends: the position at adjournment */
  GArray        *departures;       /* AdjDeparture, by ply then sheet */
  gboolean       reaches_envelope; /* the envelope's position is on the line (FALSE without one) */
  int            envelope_ply;     /* the first ply whose position is the envelope's, -1 if none */
} AdjReading;

/* The bound on the search: positions kept alive at any one ply. Past it
 * the readings with most departures are dropped and the reconstruction
 * says so (search_cut), as it does when the whole search has carried
 * 250,000 readings over a ply (well under a second) and stops. A 120-move
 * game with a dozen disagreements stays far below both. */
#define ADJ_RECONSTRUCT_MAX_STATES 4096
/* Readings listed, best first. */
#define ADJ_RECONSTRUCT_MAX_READINGS 8

typedef struct {
  AdjReconstructStatus status;
  ChessPosition        start;

  /* The agreed prefix: spec "agreed_plies" and "position". */
  int            agreed_plies;
  ChessPosition  position;

  /* Past a disagreement the replay goes on provisionally with the move the
   * sheets support best, so that later problems are still found. These are
   * that whole line (agreed prefix included) and where it ends. */
  GArray        *moves;            /* ChessMove, the line followed */
  int            followed_plies;
  ChessPosition  followed_position;

  GArray        *disagreements;    /* AdjDisagreement, by ply */
  GArray        *problems;         /* AdjProblem, by ply then sheet */

  /* 0 when the replay reached the end of both sheets; else the ply at which
   * no move could be re-established (the reason for "impossible"). */
  int            stopped_at_ply;

  gboolean       has_envelope;
  gboolean       envelope_matches; /* the agreed position is the envelope's (FEN fields 1-4) */
  int            envelope_ply;     /* first ply of the followed line whose position is the envelope's, -1 if none */

  GPtrArray     *articles;         /* char *: articles of the profile that apply */

  /* The readings that reach the adjournment, best first (spec "readings"):
   * with an envelope position those that reach it first, then fewest
   * departures, then the latest first departure, then fewest departures
   * from the mover's own sheet. At most ADJ_RECONSTRUCT_MAX_READINGS of
   * readings_found. Empty when none reaches it. "moves" above is the first
   * reading's line (or, when there is none, the line that got furthest). */
  GPtrArray     *readings;         /* AdjReading * */
  guint          readings_found;   /* complete readings found, listed or not */
  gboolean       search_cut;       /* the bound dropped readings or stopped the search: more
                                    * readings (or, with none listed, some) may exist */
} AdjReconstruction;

AdjReconstructInput *adj_reconstruct_input_new  (void);
void                 adj_reconstruct_input_free (AdjReconstructInput *input);
/* Read spec/formats.md's "adjourn-reconstruction" object. A bad file is
 * refused whole; the error names the key: "scoresheets.white: not a string".
 * Unknown keys are ignored. */
AdjReconstructInput *adj_reconstruct_input_from_json (JsonNode *root, GError **error);
AdjReconstructInput *adj_reconstruct_input_from_data (const char *data, gssize length, GError **error);

/* INPUT made to fit an archived ENVELOPE that is lost: its position is the
 * envelope's, and so are its rules and, unless INPUT names them, the
 * sheets' languages. FALSE (ADJ_RECONSTRUCT_ERROR_VALUE, the key named)
 * when INPUT gives another envelope position or other rules. */
gboolean             adj_reconstruct_input_take_envelope (AdjReconstructInput *input,
                                                          AdjEnvelope         *envelope,
                                                          GError             **error);

/* Replay and decide (the status rule is documented at its definition).
 * Fails only for a rules profile it does not know or a sheet longer than
 * ADJ_RECONSTRUCT_MAX_ENTRIES, which adj_reconstruct_input_from_json()
 * refuses already. */
AdjReconstruction   *adj_reconstruct      (const AdjReconstructInput *input, GError **error);
void                 adj_reconstruction_free (AdjReconstruction *result);

/* The readings, best first. */
guint             adj_reconstruction_get_n_readings (const AdjReconstruction *result);
const AdjReading *adj_reconstruction_get_reading    (const AdjReconstruction *result,
                                                     guint                    index);
guint               adj_reading_get_n_departures    (const AdjReading *reading);
const AdjDeparture *adj_reading_get_departure       (const AdjReading *reading,
                                                     guint             index);
/* The first ply the reading departs from a sheet at, 0 when it follows both throughout. */
int                 adj_reading_first_departure     (const AdjReading *reading);

/* A line the arbiter settled (on the board, or one reading picked and
 * changed) judged against the sheets of INPUT: the reading it makes, with
 * its departures, whether or not the search listed it. MOVES must be legal
 * from INPUT's start, one per ply; fewer plies than the longer sheet mean
 * the game stopped there (the remaining entries are departures). NULL with
 * ERROR (ADJ_RECONSTRUCT_ERROR_VALUE, naming the ply) when a move is not
 * legal or there are more moves than entries. */
AdjReading *adj_reconstruct_reading_for (const AdjReconstructInput *input,
                                         const ChessMove           *moves,
                                         guint                      n_moves,
                                         GError                   **error);
void        adj_reading_free            (AdjReading *reading);
/* spec/formats.md's reading object ("position", "departures", "reaches_envelope"). */
JsonNode   *adj_reading_to_json         (const AdjReading *reading,
                                         gboolean          has_envelope);

/* "reconstructed", "needs-arbiter", "impossible". */
const char *adj_reconstruct_status_id (AdjReconstructStatus status);
/* What the arbiter should do, in the UI language. */
char       *adj_reconstruction_explain (const AdjReconstruction *result);
/* spec/formats.md's output object. */
JsonNode   *adj_reconstruction_to_json (const AdjReconstruction *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjReconstructInput, adj_reconstruct_input_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjReconstruction, adj_reconstruction_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjReading, adj_reading_free)

G_END_DECLS
