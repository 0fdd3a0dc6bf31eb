/* adj-reconstruct-private.h — what the reconstruction's files share
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "adj-reconstruct.h"

G_BEGIN_DECLS

/* Both sheets split into entries, one per ply. */
typedef struct {
  GPtrArray *entries[2]; /* char *, or NULL for a sheet not available */
  ChessLang  langs[2];
  guint      n_plies;    /* the longer sheet */
  guint      short_plies; /* the shorter available sheet */
} AdjSheets;

gboolean    adj_sheets_init  (AdjSheets *s, const AdjReconstructInput *input, GError **error);
void        adj_sheets_clear (AdjSheets *s);
const char *adj_sheets_entry (const AdjSheets *s, int sheet, guint ply);
/* Each sheet's entry at PLY (0-based) and its verdict in POS; text NULL
 * where a sheet has none (the verdict is then left unset). */
void        adj_sheets_judge (const AdjSheets *s, const ChessPosition *pos, guint ply,
                              const char *text[2], ChessVerdict verdict[2]);

/* The legal moves an entry names: its move, or its candidates. */
int         adj_entry_moves  (const char *text, const ChessVerdict *verdict, const ChessMove **moves);
/* FEN fields 1-4, the en passant square only when a capture there is possible. */
gboolean    adj_same_position (const ChessPosition *a, const ChessPosition *b);

/* The reading of a line whose moves are known legal. */
AdjReading *adj_reading_build (const AdjSheets *s, const AdjReconstructInput *input,
                               const ChessMove *moves, guint n_moves);

/* What the search over readings finds. */
typedef struct {
  GPtrArray *readings;     /* AdjReading *, best first, at most ADJ_RECONSTRUCT_MAX_READINGS */
  guint      found;
  gboolean   cut;
  GArray    *line;         /* ChessMove: the best reading's line, else the one that got furthest */
  gboolean   ended_early;  /* the best reading stops at the shorter sheet's end */
} AdjSearch;

void        adj_reconstruct_search       (const AdjSheets *s, const AdjReconstructInput *input, AdjSearch *out);
void        adj_reconstruct_search_clear (AdjSearch *out);

G_END_DECLS
