/* adj-json.h — reading JSON documents safely, and their members by path
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the project: the readers of src/adjourn and the commands of
 * src/cli use it; the window does not (it goes through those readers).
 *
 * json-glib's parser recurses once per level of nesting, so a file of a
 * hundred thousand '[' overflows the stack, and its tokenizer also takes
 * comments, single-quoted strings and strings that end at a NUL byte.
 * adj_json_parse() checks the whole text against RFC 8259 first, without
 * recursion, and refuses it, saying where, before json-glib sees it. It
 * also refuses an integer beyond 64 bits, naming its path, which json-glib
 * would read wrapped round (10^20 as -1).
 *
 * The member readers take a dotted path ("time_used.white") from an object
 * and name that path in their errors ("time_used.white: not an integer").
 * Their errors, and adj_json_parse()'s, are in ADJ_JSON_ERROR; a reader
 * with its own public error domain turns them into its own codes in one
 * place with adj_json_propagate_error().
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Deepest nesting of arrays and objects taken. An envelope has 3 levels,
 * a scenario 4: this leaves room for other programs' keys, and json-glib
 * recurses this deep without danger on any thread's stack. */
#define ADJ_JSON_MAX_DEPTH 64

#define ADJ_JSON_ERROR (adj_json_error_quark ())
GQuark adj_json_error_quark (void);

typedef enum {
  ADJ_JSON_ERROR_SYNTAX,   /* not JSON (RFC 8259), or no document at all */
  ADJ_JSON_ERROR_ENCODING, /* not UTF-8, a NUL byte, or a lone UTF-16 surrogate escape */
  ADJ_JSON_ERROR_DEPTH,    /* nested deeper than ADJ_JSON_MAX_DEPTH */
  ADJ_JSON_ERROR_MISSING,  /* a member the reader requires is absent (or null) */
  ADJ_JSON_ERROR_TYPE,     /* a member of the wrong JSON type */
  ADJ_JSON_ERROR_NUMBER,   /* an integer beyond 64 bits (json-glib would wrap it round); its path named */
} AdjJsonError;

/* The root of the document in DATA (LENGTH bytes, or up to its NUL when
 * LENGTH is -1), or NULL with ERROR set. Free with json_node_unref(). */
JsonNode *adj_json_parse (const char *data, gssize length, GError **error);

/* g_propagate_error() for a reader with its own error domain: SRC (taken)
 * goes into DEST, moved into DOMAIN first when it is an ADJ_JSON_ERROR,
 * its message kept. A refused document (SYNTAX, ENCODING, DEPTH) becomes
 * DOCUMENT_CODE (NUMBER too), a missing member MISSING_CODE, a wrong type
 * TYPE_CODE. */
void      adj_json_propagate_error (GError **dest, GError *src, GQuark domain,
                                    int document_code, int missing_code, int type_code);

/* The node at a dotted path, or NULL when a step is missing or is not an
 * object. */
JsonNode *adj_json_lookup (JsonObject *object, const char *path);

/* Whether NODE (NULL allowed) is a value of TYPE: G_TYPE_STRING,
 * G_TYPE_INT64 (an integer), G_TYPE_DOUBLE or G_TYPE_BOOLEAN. */
gboolean  adj_json_holds  (JsonNode *node, GType type);

/* What the member readers accept besides a value of their type. */
typedef enum {
  ADJ_JSON_OPTIONAL       = 0,      /* absent and null are no error: the answer tells which */
  ADJ_JSON_REQUIRED       = 1 << 0, /* absent is an error (MISSING) */
  ADJ_JSON_NULL_IS_ABSENT = 1 << 1, /* null reads as absent (with REQUIRED: missing) */
  ADJ_JSON_NOT_NULL       = 1 << 2, /* null is a value of the wrong type (TYPE) */
} AdjJsonFlags;

/* What a member reader found. Only FOUND writes *OUT, so a default put
 * there beforehand stays when the member is not given. A path whose parent
 * is absent or null is absent; a parent that is not an object is a TYPE
 * error naming the parent. */
typedef enum {
  ADJ_JSON_REFUSED = 0, /* ERROR is set */
  ADJ_JSON_ABSENT,
  ADJ_JSON_NULL,
  ADJ_JSON_FOUND,
} AdjJsonRead;

AdjJsonRead adj_json_read_string       (JsonObject *object, const char *path, AdjJsonFlags flags,
                                        const char **out, GError **error);
/* An integer: 7, not 7.0. */
AdjJsonRead adj_json_read_int          (JsonObject *object, const char *path, AdjJsonFlags flags,
                                        gint64 *out, GError **error);
AdjJsonRead adj_json_read_bool         (JsonObject *object, const char *path, AdjJsonFlags flags,
                                        gboolean *out, GError **error);
AdjJsonRead adj_json_read_object       (JsonObject *object, const char *path, AdjJsonFlags flags,
                                        JsonObject **out, GError **error);
/* A list whose every element is a string; the error names the element
 * ("game.moves[3]: not a string"). */
AdjJsonRead adj_json_read_string_array (JsonObject *object, const char *path, AdjJsonFlags flags,
                                        JsonArray **out, GError **error);

/* NODE as JSON text (PRETTY: indented as json-glib indents), with every
 * number written as JSON has it, unlike json-glib's generator (which
 * writes 7e-105 as "7e-105.0"): what is written here reads back here. */
char     *adj_json_to_data (JsonNode *node, gboolean pretty, gsize *length);

G_END_DECLS
