/* chess-annotation.h — arrows and marked squares, kept in PGN comments
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11, like the rest of src/chess. The players' notes drawn on a
 * board travel in a move's comment as the commands most chess programs
 * read and write (ChessBase, lichess, SCID): "[%cal Ge2e4,Rd1d8]" for
 * arrows and "[%csl Gd4,Yb7]" for marked squares, each item a colour letter
 * (G green, R red, Y yellow, B blue) and its squares.
 *
 * chess_annotations_parse() takes every well-formed command out of a
 * comment and returns the text left; chess_annotations_format() puts a set
 * of notes back in front of such a text. The text it gives is a comment as
 * ChessTree keeps them (folded white space, no '}'), so notes stored in a
 * tree survive writing it to PGN and reading it back; and parsing what it
 * gives yields the same notes and the same text again.
 *
 * A command that is not well formed ("[%cal Xe2e4]", an arrow from a square
 * to itself, more arrows than a set holds) stays in the text as it was: a
 * note the reader cannot use is not thrown away. Other commands ("[%clk
 * 1:02:03]", "[%eval 0.3]") are text too.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "chess-position.h"
#include "chess-tree.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Most arrows one set holds (lichess keeps fewer on screen). */
#define CHESS_ANNOTATIONS_MAX_ARROWS 64

typedef enum {
  CHESS_ANNOTATION_GREEN = 0,
  CHESS_ANNOTATION_RED,
  CHESS_ANNOTATION_YELLOW,
  CHESS_ANNOTATION_BLUE,
  CHESS_ANNOTATION_N_COLORS,
} ChessAnnotationColor;

/* No mark on a square (chess_annotations_mark()). */
#define CHESS_ANNOTATION_NO_COLOR (-1)

typedef struct {
  int8_t  from;
  int8_t  to;
  uint8_t color; /* a ChessAnnotationColor */
} ChessArrow;

/* All zero is the empty set. Arrows are kept in the order drawn, at most
 * one between two squares in one direction; each square has at most one
 * mark. 'marks' holds a colour + 1 per square (0: none): read it with
 * chess_annotations_mark(). */
typedef struct {
  ChessArrow arrows[CHESS_ANNOTATIONS_MAX_ARROWS];
  int        n_arrows;
  uint8_t    marks[64];
} ChessAnnotations;

/* 'G', 'R', 'Y', 'B'; and back (either case), CHESS_ANNOTATION_NO_COLOR
 * for another letter. */
char chess_annotation_color_letter (ChessAnnotationColor color);
int  chess_annotation_color_parse  (char letter);

void chess_annotations_clear    (ChessAnnotations *notes);
bool chess_annotations_is_empty (const ChessAnnotations *notes);
/* The same arrows in the same order, the same marks. */
bool chess_annotations_equal    (const ChessAnnotations *a, const ChessAnnotations *b);
int  chess_annotations_n_marks  (const ChessAnnotations *notes);

/* The colour of the mark on 'square', or CHESS_ANNOTATION_NO_COLOR. */
int  chess_annotations_mark        (const ChessAnnotations *notes, ChessSquare square);
/* False (nothing changed) for a square or colour out of range. */
bool chess_annotations_set_mark    (ChessAnnotations *notes, ChessSquare square, ChessAnnotationColor color);
bool chess_annotations_remove_mark (ChessAnnotations *notes, ChessSquare square);

/* The index of the arrow from 'from' to 'to', or -1. */
int  chess_annotations_find_arrow   (const ChessAnnotations *notes, ChessSquare from, ChessSquare to);
/* Draw an arrow in 'color', recolouring one already between those squares
 * (it keeps its place). False (nothing changed) for squares or a colour
 * out of range, 'from' equal to 'to', or a set already full. */
bool chess_annotations_set_arrow    (ChessAnnotations *notes, ChessSquare from, ChessSquare to,
                                     ChessAnnotationColor color);
bool chess_annotations_remove_arrow (ChessAnnotations *notes, ChessSquare from, ChessSquare to);

/* What drawing the same note again does, as on lichess: the same arrow or
 * mark in the same colour goes away, in another colour it takes that
 * colour, and one not there is added. True when the set changed. */
bool chess_annotations_toggle_arrow (ChessAnnotations *notes, ChessSquare from, ChessSquare to,
                                     ChessAnnotationColor color);
bool chess_annotations_toggle_mark  (ChessAnnotations *notes, ChessSquare square, ChessAnnotationColor color);

/* The notes of 'comment' (NULL: none) into 'notes' (cleared first; a later
 * command overrides an earlier one for the same squares), and the text
 * left, folded as ChessTree folds comments: newly allocated, "" when
 * nothing is left; free() it. */
char *chess_annotations_parse  (const char *comment, ChessAnnotations *notes);
/* A comment holding 'notes' (NULL: none) and then 'text' (NULL: none),
 * folded; newly allocated, "" for no notes and no text; free() it. Marks
 * are written by square (a1, b1 … h8), arrows in their order. */
char *chess_annotations_format (const ChessAnnotations *notes, const char *text);

/* The notes of a move in a tree: they are kept in the comment after the
 * move (the root's: the comment before the first move), in front of its
 * text. Setting them keeps the comment's text; empty notes and no text
 * clear the comment. */
void chess_annotations_get_node (const ChessTreeNode *node, ChessAnnotations *notes);
void chess_annotations_set_node (ChessTree *tree, ChessTreeNode *node, const ChessAnnotations *notes);

#ifdef __cplusplus
}
#endif
