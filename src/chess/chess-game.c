/* chess-game.c — a game record: start position, moves, tags, history, repetitions
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "chess-game.h"

#include <stdlib.h>
#include <string.h>

/* Running out of memory is not bad input: there is nothing sensible to return. */
static void *
xrealloc (void *p, size_t n)
{
  void *q = realloc (p, n == 0 ? 1 : n);

  if (q == NULL)
    abort ();
  return q;
}

static const char *const result_names[] = {
  [CHESS_RESULT_NONE] = "*",
  [CHESS_RESULT_WHITE_WINS] = "1-0",
  [CHESS_RESULT_BLACK_WINS] = "0-1",
  [CHESS_RESULT_DRAW] = "1/2-1/2",
};

const char *
chess_result_to_string (ChessResult result)
{
  if ((unsigned) result > CHESS_RESULT_DRAW)
    return "*";
  return result_names[result];
}

bool
chess_result_parse (const char *text, size_t len, ChessResult *result)
{
  /* by length first: the PGN reader asks this of many tokens */
  switch (len)
    {
    case 1:
      if (text[0] != '*')
        return false;
      *result = CHESS_RESULT_NONE;
      return true;
    case 3:
      if (memcmp (text, "1-0", 3) == 0)
        *result = CHESS_RESULT_WHITE_WINS;
      else if (memcmp (text, "0-1", 3) == 0)
        *result = CHESS_RESULT_BLACK_WINS;
      else
        return false;
      return true;
    case 7:
      if (memcmp (text, "1/2-1/2", 7) != 0)
        return false;
      *result = CHESS_RESULT_DRAW;
      return true;
    default:
      return false;
    }
}

/* ---- the string pool ---- */

static void
pool_reserve (ChessGame *game, size_t extra)
{
  if (game->pool_len + extra <= game->pool_cap)
    return;
  size_t cap = game->pool_cap ? game->pool_cap : 512;
  while (cap < game->pool_len + extra)
    cap *= 2;
  game->pool = xrealloc (game->pool, cap);
  game->pool_cap = cap;
}

static size_t
pool_add (ChessGame *game, const char *text, size_t len)
{
  size_t at;

  pool_reserve (game, len + 1);
  at = game->pool_len;
  memcpy (game->pool + at, text, len);
  game->pool[at + len] = '\0';
  game->pool_len += len + 1;
  return at;
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Append 'text' with white space runs folded to one space and trimmed, after
 * an existing pool string (offset 'join', or none when SIZE_MAX). Returns the
 * new string's offset. */
static size_t
pool_add_folded (ChessGame *game, size_t join, const char *text, size_t len)
{
  size_t join_len = join == SIZE_MAX ? 0 : strlen (game->pool + join);
  size_t at, out;
  bool pending_space = false;

  pool_reserve (game, join_len + 1 + len + 1);
  at = out = game->pool_len;
  if (join_len > 0)
    {
      memmove (game->pool + out, game->pool + join, join_len);
      out += join_len;
      pending_space = true;
    }
  for (size_t i = 0; i < len; i++)
    {
      /* a NUL byte would cut the string short: it counts as a space */
      if (is_space (text[i]) || text[i] == '\0')
        {
          pending_space = out > at;
          continue;
        }
      if (pending_space)
        game->pool[out++] = ' ';
      pending_space = false;
      game->pool[out++] = text[i];
    }
  game->pool[out++] = '\0';
  game->pool_len = out;
  return at;
}

/* ---- life cycle ---- */

void
chess_game_init (ChessGame *game)
{
  memset (game, 0, sizeof *game);
  chess_game_reset (game, NULL);
}

void
chess_game_clear (ChessGame *game)
{
  free (game->pool);
  free (game->positions);
  free (game->rep_keys);
  free (game->moves);
  free (game->tags);
  free (game->notes);
  memset (game, 0, sizeof *game);
}

static void
reserve_plies (ChessGame *game, int n_moves)
{
  if (n_moves <= game->cap_moves)
    return;
  int cap = game->cap_moves ? game->cap_moves : 128;
  while (cap < n_moves)
    cap *= 2;
  /* positions and keys have one more entry than moves */
  game->positions = xrealloc (game->positions, (size_t) (cap + 1) * sizeof *game->positions);
  game->rep_keys = xrealloc (game->rep_keys, (size_t) (cap + 1) * sizeof *game->rep_keys);
  game->moves = xrealloc (game->moves, (size_t) cap * sizeof *game->moves);
  game->cap_moves = cap;
}

void
chess_game_reset (ChessGame *game, const ChessPosition *start)
{
  reserve_plies (game, 1);
  if (start != NULL)
    game->positions[0] = *start;
  else
    chess_position_set_start (&game->positions[0]);
  game->rep_keys[0] = chess_game_repetition_key (&game->positions[0]);
  game->n_moves = 0;
  game->n_tags = 0;
  game->pool_len = 0;
  if (game->notes != NULL && game->notes_used > 0)
    memset (game->notes, 0, (size_t) game->notes_used * sizeof *game->notes);
  game->notes_used = 0;
  game->dropped_nags = 0;
  game->result = CHESS_RESULT_NONE;
}

void
chess_game_set_start (ChessGame *game, const ChessPosition *start)
{
  chess_game_truncate (game, 0);
  game->positions[0] = *start;
  game->rep_keys[0] = chess_game_repetition_key (start);
}

/* ---- positions and moves ---- */

int
chess_game_ply_count (const ChessGame *game)
{
  return game->n_moves;
}

const ChessPosition *
chess_game_position_at (const ChessGame *game, int ply)
{
  if (ply < 0 || ply > game->n_moves)
    return NULL;
  return &game->positions[ply];
}

const ChessPosition *
chess_game_position (const ChessGame *game)
{
  return &game->positions[game->n_moves];
}

const ChessPosition *
chess_game_start (const ChessGame *game)
{
  return &game->positions[0];
}

ChessMove
chess_game_move_at (const ChessGame *game, int ply)
{
  if (ply < 0 || ply >= game->n_moves)
    return CHESS_MOVE_NONE;
  return game->moves[ply];
}

bool
chess_game_starts_standard (const ChessGame *game)
{
  return chess_position_is_standard_start (&game->positions[0]);
}

bool
chess_position_is_standard_start (const ChessPosition *start)
{
  ChessPosition standard;

  chess_position_set_start (&standard);
  return memcmp (start->board, standard.board, sizeof standard.board) == 0
         && start->side == standard.side
         && start->castling == standard.castling
         && start->ep_square == standard.ep_square
         && start->halfmove_clock == standard.halfmove_clock
         && start->fullmove_number == standard.fullmove_number;
}

void
chess_game_push_trusted (ChessGame *game, ChessMove move)
{
  ChessUndo undo;
  int n = game->n_moves;

  reserve_plies (game, n + 1);
  game->positions[n + 1] = game->positions[n];
  chess_position_make (&game->positions[n + 1], move, &undo);
  game->rep_keys[n + 1] = chess_game_repetition_key (&game->positions[n + 1]);
  game->moves[n] = move;
  game->n_moves = n + 1;
}

bool
chess_game_push (ChessGame *game, ChessMove move)
{
  if (move == CHESS_MOVE_NONE || !chess_position_is_legal (chess_game_position (game), move))
    return false;
  chess_game_push_trusted (game, move);
  return true;
}

void
chess_game_truncate (ChessGame *game, int ply)
{
  if (ply < 0)
    ply = 0;
  if (ply >= game->n_moves)
    return;
  /* notes past the end must read as empty when plies are pushed again */
  for (int i = ply + 1; i < game->notes_used; i++)
    memset (&game->notes[i], 0, sizeof game->notes[i]);
  if (game->notes_used > ply + 1)
    game->notes_used = ply + 1;
  game->n_moves = ply;
}

bool
chess_game_pop (ChessGame *game)
{
  if (game->n_moves == 0)
    return false;
  chess_game_truncate (game, game->n_moves - 1);
  return true;
}

/* ---- repetitions and counters ---- */

/* An en passant square belongs to a position's identity only when the
 * capture is legal (FIDE 9.2.2.1), which the raw Zobrist key cannot know
 * (a pinned pawn, a capture that leaves the king in check). */
uint64_t
chess_game_repetition_key (const ChessPosition *pos)
{
  ChessSquare ep = pos->ep_square;

  if (ep == CHESS_NO_SQUARE)
    return pos->key;

  ChessBitboard pawns = chess_position_attackers (pos, ep, pos->side,
                                                  pos->by_color[0] | pos->by_color[1])
                        & pos->by_type[CHESS_PAWN];
  while (pawns != 0)
    {
      ChessSquare from = (ChessSquare) __builtin_ctzll (pawns);
      pawns &= pawns - 1;
      if (chess_position_is_legal (pos, chess_move_make (from, ep, CHESS_MOVE_EN_PASSANT, CHESS_KNIGHT)))
        return pos->key;
    }

  ChessPosition copy = *pos;
  copy.ep_square = CHESS_NO_SQUARE;
  chess_position_refresh (&copy);
  return copy.key;
}

int
chess_game_repetition_count (const ChessGame *game, int ply)
{
  if (ply < 0 || ply > game->n_moves)
    return 0;

  uint64_t key = game->rep_keys[ply];
  /* A capture or pawn move is irreversible: nothing before it can repeat. */
  int oldest = ply - game->positions[ply].halfmove_clock;
  int count = 1;

  if (oldest < 0)
    oldest = 0;
  for (int i = ply - 2; i >= oldest; i -= 2)
    if (game->rep_keys[i] == key)
      count++;
  return count;
}

int
chess_game_halfmove_clock (const ChessGame *game, int ply)
{
  if (ply < 0 || ply > game->n_moves)
    return 0;
  return game->positions[ply].halfmove_clock;
}

/* ---- tags ---- */

static int
find_tag (const ChessGame *game, const char *name, size_t len)
{
  for (int i = 0; i < game->n_tags; i++)
    {
      const char *n = game->pool + game->tags[i].name;
      if (n[0] == name[0] && strncmp (n, name, len) == 0 && n[len] == '\0')
        return i;
    }
  return -1;
}

void
chess_game_set_tag_n (ChessGame *game, const char *name, size_t name_len,
                      const char *value, size_t value_len)
{
  int i = find_tag (game, name, name_len);

  if (i < 0)
    {
      if (game->n_tags == game->cap_tags)
        {
          game->cap_tags = game->cap_tags ? game->cap_tags * 2 : 16;
          game->tags = xrealloc (game->tags, (size_t) game->cap_tags * sizeof *game->tags);
        }
      i = game->n_tags++;
      game->tags[i].name = pool_add (game, name, name_len);
    }
  game->tags[i].value = pool_add (game, value, value_len);
}

void
chess_game_set_tag (ChessGame *game, const char *name, const char *value)
{
  chess_game_set_tag_n (game, name, strlen (name), value, strlen (value));
}

const char *
chess_game_tag (const ChessGame *game, const char *name)
{
  int i = find_tag (game, name, strlen (name));

  return i < 0 ? NULL : game->pool + game->tags[i].value;
}

bool
chess_game_remove_tag (ChessGame *game, const char *name)
{
  int i = find_tag (game, name, strlen (name));

  if (i < 0)
    return false;
  memmove (&game->tags[i], &game->tags[i + 1], (size_t) (game->n_tags - i - 1) * sizeof *game->tags);
  game->n_tags--;
  return true;
}

int
chess_game_tag_count (const ChessGame *game)
{
  return game->n_tags;
}

const char *
chess_game_tag_name (const ChessGame *game, int index)
{
  if (index < 0 || index >= game->n_tags)
    return NULL;
  return game->pool + game->tags[index].name;
}

const char *
chess_game_tag_value (const ChessGame *game, int index)
{
  if (index < 0 || index >= game->n_tags)
    return NULL;
  return game->pool + game->tags[index].value;
}

/* ---- annotations ---- */

static struct ChessGameNote *
note_at (ChessGame *game, int at)
{
  if (at < 0 || at > game->n_moves)
    return NULL;
  if (at >= game->cap_notes)
    {
      int old = game->cap_notes;
      int cap = old ? old : 64;
      while (cap <= at || cap < game->cap_moves + 1)
        cap *= 2;
      game->notes = xrealloc (game->notes, (size_t) cap * sizeof *game->notes);
      memset (game->notes + old, 0, (size_t) (cap - old) * sizeof *game->notes);
      game->cap_notes = cap;
    }
  if (at >= game->notes_used)
    game->notes_used = at + 1;
  return &game->notes[at];
}

static const struct ChessGameNote *
note_get (const ChessGame *game, int at)
{
  if (at < 0 || at > game->n_moves || at >= game->notes_used)
    return NULL;
  return &game->notes[at];
}

void
chess_game_add_comment (ChessGame *game, int at, const char *text, size_t len)
{
  struct ChessGameNote *note = note_at (game, at);
  size_t offset;

  if (note == NULL)
    return;
  offset = pool_add_folded (game, note->comment ? note->comment - 1 : SIZE_MAX, text, len);
  /* a comment of only white space is no comment */
  note->comment = game->pool[offset] == '\0' ? note->comment : offset + 1;
}

const char *
chess_game_comment (const ChessGame *game, int at)
{
  const struct ChessGameNote *note = note_get (game, at);

  return note == NULL || note->comment == 0 ? NULL : game->pool + note->comment - 1;
}

bool
chess_game_add_nag (ChessGame *game, int at, int nag)
{
  struct ChessGameNote *note;

  if (nag < 1 || nag > 255)
    return false;
  note = note_at (game, at);
  if (note == NULL)
    return false;
  if (note->n_nags == CHESS_GAME_MAX_NAGS)
    {
      game->dropped_nags++;
      return false;
    }
  note->nags[note->n_nags++] = (unsigned char) nag;
  return true;
}

int
chess_game_nag_count (const ChessGame *game, int at)
{
  const struct ChessGameNote *note = note_get (game, at);

  return note == NULL ? 0 : note->n_nags;
}

int
chess_game_nag (const ChessGame *game, int at, int index)
{
  const struct ChessGameNote *note = note_get (game, at);

  if (note == NULL || index < 0 || index >= note->n_nags)
    return 0;
  return note->nags[index];
}

void
chess_game_add_variation (ChessGame *game, int at, const char *text, size_t len)
{
  struct ChessGameNote *note = at >= 1 ? note_at (game, at) : NULL;

  if (note == NULL)
    return;
  note->variations = pool_add_folded (game, note->variations ? note->variations - 1 : SIZE_MAX,
                                      text, len) + 1;
}

const char *
chess_game_variations (const ChessGame *game, int at)
{
  const struct ChessGameNote *note = note_get (game, at);

  return note == NULL || note->variations == 0 ? NULL : game->pool + note->variations - 1;
}

bool
chess_game_has_notes (const ChessGame *game)
{
  for (int i = 0; i <= game->n_moves && i < game->notes_used; i++)
    if (game->notes[i].comment || game->notes[i].variations || game->notes[i].n_nags)
      return true;
  return false;
}
