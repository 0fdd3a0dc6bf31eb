/* replay.c — run a fuzz target over saved inputs, as an ordinary test
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each argument is a folder of inputs (a missing folder is skipped). An input
 * that crashes the target fails the test; ASan/UBSan builds catch the rest.
 */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
main (int argc, char **argv)
{
  guint count = 0;

  printf ("1..1\n");
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          g_autofree char *data = NULL;
          gsize size = 0;

          if (name[0] == '.' || !g_file_get_contents (path, &data, &size, NULL))
            continue;
          LLVMFuzzerTestOneInput ((const uint8_t *) data, size);
          count++;
        }
    }
  printf ("ok 1 - replayed %u saved inputs\n", count);
  return 0;
}
