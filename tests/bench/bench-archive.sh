#!/usr/bin/env bash
# bench-archive.sh BUILDDIR — an archive of 10,000 envelopes: opening it into
# the window's model and filtering it as one types.
# Goals: open < 200 ms; filter < 50 ms per keystroke.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
"$builddir/tests/bench/bench-archive" 10000 7
