/* chess-pgn.h — reading and writing PGN (Portable Game Notation)
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader takes a whole file in memory (the caller maps or reads it) and
 * gives one game at a time. Moves are read with chess_notation_judge() in
 * English: the first move that is not legal stops the game there and is
 * reported with its ply and verdict; the rest of the movetext is still read
 * for its syntax. A syntax error ends the game with a line, a column and a
 * reason, and reading goes on at the next game ("[Event" at the start of a
 * line, or a tag line after an empty line).
 *
 * Kept per game: tags, mainline moves, comments and NAGs (suffixes "!", "?"
 * … become NAGs 1–6), and variations as normalised text attached to the move
 * they replace (their moves are not checked). ';' comments become {…}
 * comments, a '}' in them read as a space (a {…} comment cannot hold one);
 * '%' escape lines are skipped, inside variations too. A NUL byte in a tag
 * value is refused (CHESS_PGN_ERROR_NUL_BYTE), not taken as its end.
 *
 * Writing then reading any game the reader accepts gives the same game:
 * the same tags, start, moves, NAGs, comments, variations and result.
 *
 * chess_pgn_reader_next_tree() reads the same game and also builds its
 * variations as a ChessTree (chess-tree.h), every move checked where it
 * stands; chess_pgn_write_tree() writes such a tree, and reading that back
 * gives the same tree.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "chess-game.h"
#include "chess-notation.h"
#include "chess-tree.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  CHESS_PGN_ERROR_NONE = 0,
  CHESS_PGN_ERROR_TAG_SYNTAX,           /* a tag is not [Name "value"] */
  CHESS_PGN_ERROR_UNTERMINATED_STRING,  /* a tag value runs to the end of the line */
  CHESS_PGN_ERROR_UNTERMINATED_COMMENT, /* '{' with no '}' before the end of the file */
  CHESS_PGN_ERROR_UNTERMINATED_VARIATION, /* '(' with no ')' before the game ends */
  CHESS_PGN_ERROR_UNEXPECTED_PAREN,     /* ')' with no '(' */
  CHESS_PGN_ERROR_UNEXPECTED_CHAR,      /* a character that starts no PGN token */
  CHESS_PGN_ERROR_BAD_NAG,              /* '$' not followed by a number 0-255 */
  CHESS_PGN_ERROR_BAD_FEN,              /* the FEN tag is not a valid position */
  CHESS_PGN_ERROR_NUL_BYTE,             /* a NUL byte in a tag value */
  CHESS_PGN_N_ERRORS
} ChessPgnErrorCode;

/* What the reader wanted where it found a syntax error. */
typedef enum {
  CHESS_PGN_EXPECT_NONE = 0,
  CHESS_PGN_EXPECT_TAG_NAME,    /* a tag name after '[' */
  CHESS_PGN_EXPECT_TAG_VALUE,   /* a quoted value after the tag name */
  CHESS_PGN_EXPECT_TAG_CLOSE,   /* ']' after the tag value */
  CHESS_PGN_EXPECT_QUOTE,       /* '"' ending a tag value on its line */
  CHESS_PGN_EXPECT_BRACE,       /* '}' ending a comment */
  CHESS_PGN_EXPECT_PAREN,       /* ')' ending a variation */
  CHESS_PGN_EXPECT_NAG_NUMBER,  /* a number from 0 to 255 right after '$' */
  CHESS_PGN_EXPECT_TOKEN,       /* a move, move number, comment, variation, NAG or result */
  CHESS_PGN_EXPECT_POSITION,    /* a valid position in the FEN tag */
  CHESS_PGN_N_EXPECTS
} ChessPgnExpect;

/* Remarks on a game that was read (bit flags). */
enum {
  CHESS_PGN_WARN_NO_TERMINATION = 1 << 0, /* movetext without a result marker */
  CHESS_PGN_WARN_RESULT_MISMATCH = 1 << 1, /* Result tag differs from the marker */
  CHESS_PGN_WARN_SETUP_WITHOUT_FEN = 1 << 2,
  CHESS_PGN_WARN_DROPPED_NAGS = 1 << 3,   /* more NAGs on a move than are kept */
  CHESS_PGN_WARN_DUPLICATE_TAG = 1 << 4,  /* a tag name given twice: the last value kept */
  /* Reading a tree: variations nested more than 64 deep were read for their
   * syntax and left out of the tree. */
  CHESS_PGN_WARN_DEEP_VARIATIONS = 1 << 5,
};

typedef struct {
  int  index;         /* 1-based number of the game in the input */
  int  line;          /* line where the game starts (1-based) */
  ChessResult marker; /* the termination marker read (NONE also when missing) */
  unsigned warnings;  /* CHESS_PGN_WARN_* */

  /* A syntax error: the game ended there (moves before it are kept). */
  ChessPgnErrorCode error;
  int  error_line, error_column; /* 1-based; column counts characters */
  ChessPgnExpect error_expected; /* what was wanted there (NONE without an error) */
  /* The text found instead, cut to 8 bytes before a UTF-8 continuation
   * byte: the character (all its UTF-8 bytes; a byte that starts no UTF-8
   * character stays one byte with the continuation bytes after it) for
   * TAG_SYNTAX, UNEXPECTED_PAREN and UNEXPECTED_CHAR; for BAD_NAG the text
   * after '$' up to where a move token would end. "" at the end of a line or
   * of the input, for the unterminated kinds and BAD_FEN; a NUL byte found
   * reads as "" (NUL_BYTE's found is always ""). */
  char error_found[12];
  /* The tag name concerned, at most 40 bytes (tag names are ASCII): TAG_SYNTAX
   * once the name is read, UNTERMINATED_STRING and NUL_BYTE ("" otherwise). */
  char error_tag[44];
  char error_detail[192];        /* English sentence */

  /* The first mainline move that is not legal (the game stops before it). */
  bool problem;
  int  problem_ply;              /* 1-based: the game's first move is ply 1 */
  int  problem_line, problem_column;
  char problem_text[32];         /* the move as written (truncated) */
  ChessVerdict problem_verdict;

  /* Reading a tree: the first move of a variation that is not legal where
   * it stands; that variation stops before it (the rest is read for its
   * syntax), the others go on. */
  bool variation_problem;
  int  variation_problem_line, variation_problem_column;
  char variation_problem_text[32];
  ChessVerdict variation_problem_verdict;
} ChessPgnGameInfo;

typedef struct ChessPgnReader ChessPgnReader;

/* A reader over 'data' (not copied: it must outlive the reader). */
ChessPgnReader *chess_pgn_reader_new  (const char *data, size_t size);
void            chess_pgn_reader_free (ChessPgnReader *reader);
/* Keep comments, NAGs and variations (default true); false is faster. */
void            chess_pgn_reader_set_keep_notes (ChessPgnReader *reader, bool keep);
/* Read the next game into 'game' (reset first). False when no game is left. */
bool            chess_pgn_reader_next (ChessPgnReader *reader, ChessGame *game,
                                       ChessPgnGameInfo *info);

/* The same, and the moves as a tree with every variation (nested), its
 * moves checked, the comments before and after moves, and the NAGs (see
 * chess-tree.h). 'tree' is reset to the game's start first. Inside a
 * variation a termination marker is passed over, and every token must be
 * one PGN movetext allows there (the text kept in 'game' is not checked
 * that way by chess_pgn_reader_next()). A comment is the "before" comment
 * of the next move when it follows a move number or opens a variation,
 * else the "after" comment of the move before it (the root's comment before
 * the first move). A variation that repeats the move it replaces joins that
 * move's line: its continuation becomes a variation there, or the
 * continuation itself where the line has none. */
bool            chess_pgn_reader_next_tree (ChessPgnReader *reader, ChessGame *game, ChessTree *tree,
                                            ChessPgnGameInfo *info);

/* Stable identifier ("unterminated-comment") of an error code. */
const char *chess_pgn_error_id (ChessPgnErrorCode code);

/* The game in PGN export format: the Seven Tag Roster in order, the other
 * tags by name, FEN/SetUp for a non-standard start, an empty line, movetext
 * in lines of at most 79 characters, the result, an empty line. Returns a
 * malloc'd NUL-terminated string ('length' may be NULL). */
char *chess_pgn_write (const ChessGame *game, size_t *length);

/* 'tree' in PGN: the tags and result of 'game' (NULL: the roster's
 * unknowns and "*"), the start and movetext from the tree — every
 * variation in parentheses after the move it replaces, comments, NAGs as
 * "$n", a black move numbered "3..." after a comment or variation. Reading
 * it back with chess_pgn_reader_next_tree() gives the same tree. */
char *chess_pgn_write_tree (const ChessGame *game, const ChessTree *tree, size_t *length);

#ifdef __cplusplus
}
#endif
