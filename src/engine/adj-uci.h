/* adj-uci.h — the UCI protocol's text: engine lines read, commands written
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain functions over one line of text, with no process behind them, so
 * that every reading of what an engine may print is tested on its own
 * (tests/engine/test-uci.c). A line that is not what the protocol says is
 * refused whole: an engine's garbage never reaches the window.
 */
#pragma once

#include <glib.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* Lines longer than this are dropped unread (AdjEngine bounds what it
 * keeps of one line to this); a principal variation longer than
 * ADJ_UCI_PV_MAX moves is cut there. */
#define ADJ_UCI_LINE_MAX 16384
#define ADJ_UCI_PV_MAX   128
/* The most lines (MultiPV) a search is asked for and read back. */
#define ADJ_UCI_MULTIPV_MAX 64

typedef enum {
  ADJ_UCI_SCORE_NONE = 0,
  ADJ_UCI_SCORE_CP,      /* centipawns, from the side to move's view */
  ADJ_UCI_SCORE_MATE,    /* mate in that many moves; negative: the side to move is mated */
} AdjUciScoreKind;

typedef enum {
  ADJ_UCI_BOUND_EXACT = 0,
  ADJ_UCI_BOUND_LOWER,   /* the score is at least this (a fail high) */
  ADJ_UCI_BOUND_UPPER,   /* the score is at most this (a fail low) */
} AdjUciBound;

/* Which members of AdjUciInfo the line gave. */
typedef enum {
  ADJ_UCI_HAS_DEPTH    = 1 << 0,
  ADJ_UCI_HAS_SELDEPTH = 1 << 1,
  ADJ_UCI_HAS_MULTIPV  = 1 << 2,
  ADJ_UCI_HAS_SCORE    = 1 << 3,
  ADJ_UCI_HAS_NODES    = 1 << 4,
  ADJ_UCI_HAS_NPS      = 1 << 5,
  ADJ_UCI_HAS_TIME     = 1 << 6,
  ADJ_UCI_HAS_PV       = 1 << 7,
} AdjUciHas;

typedef struct {
  unsigned        has;        /* AdjUciHas bits */
  guint           depth;
  guint           seldepth;
  guint           multipv;    /* 1 when the line does not say */
  AdjUciScoreKind score_kind;
  int             score;      /* centipawns or moves to mate */
  AdjUciBound     bound;
  guint64         nodes;
  guint64         nps;
  guint64         time_ms;
  int             n_pv;
  ChessMove       pv[ADJ_UCI_PV_MAX];
} AdjUciInfo;

/* Reads an "info" line. The principal variation is checked move by move
 * from ROOT, the position searched: a move that is not legal there makes
 * the whole line refused, as does a number that is not one, a keyword
 * without its value or a multipv outside 1..ADJ_UCI_MULTIPV_MAX. Keywords
 * the protocol has that a client need not show (currmove, hashfull,
 * string …) are skipped with their values, unknown ones on their own.
 * False for a refused line or one that is not "info". Allocates nothing. */
gboolean adj_uci_parse_info     (const char          *line,
                                 const ChessPosition *root,
                                 AdjUciInfo          *info);

/* Reads "bestmove MOVE [ponder MOVE]". *MOVE is CHESS_MOVE_NONE for
 * "(none)" or "0000" (no legal move: mate or stalemate). False when the
 * line is not a bestmove or names a move that is not legal in ROOT. */
gboolean adj_uci_parse_bestmove (const char          *line,
                                 const ChessPosition *root,
                                 ChessMove           *move);

/* An option the engine offers ("option name Hash type spin default 16
 * min 1 max 33554432"). Names may hold spaces. */
typedef struct {
  char    *name;
  char    *type;     /* check, spin, combo, button, string */
  char    *default_value;
  gboolean has_range;
  gint64   min;
  gint64   max;
} AdjUciOption;

/* NULL when LINE is not an option line (no name or no type). */
AdjUciOption *adj_uci_option_parse (const char   *line);
void          adj_uci_option_free  (AdjUciOption *option);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjUciOption, adj_uci_option_free)

/* The value to send for OPTION, made to fit it: a spin value clamped to its
 * range, "true"/"false" for a check. NULL when VALUE cannot fit (not a
 * number for a spin, not a boolean for a check, a button). */
char *adj_uci_option_fit (const AdjUciOption *option,
                          const char         *value);

/* "id name Stockfish 15.1" → "Stockfish 15.1"; NULL for any other line. */
char *adj_uci_parse_id_name (const char *line);

/* "position fen FEN moves m1 m2 …" (no newline) for the moves played
 * from BASE; "position startpos …" when BASE is the start position. */
char *adj_uci_format_position (const ChessPosition *base,
                               const ChessMove     *moves,
                               int                  n_moves);

/* "go infinite", "go depth D", "go movetime MS" or both (no newline), with
 * " searchmoves m1 m2 …" when N_SEARCHMOVES > 0: the search is limited to
 * those moves of the root (a zero depth and time: infinite). */
char *adj_uci_format_go       (guint                depth,
                               guint                movetime_ms,
                               const ChessMove     *searchmoves,
                               int                  n_searchmoves);

G_END_DECLS
