#!/usr/bin/env bash
# bench-reconstruct.sh BUILDDIR — the lost-envelope reconstruction (the search
# over readings) on a 120-move game and a 100-move real one, each with a dozen
# slips of the pen on the sheets. Goal: well under a second, never cut.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
"$builddir/tests/bench/bench-reconstruct" "$here/../data/games/Capablanca.pgn" 20
