#!/usr/bin/env bash
# bench-can-mate.sh BUILDDIR — "can this side still mate?" (chess_draw_can_mate,
# the question of `adjourn-cli can-mate`) over the 2,000 labelled positions of
# tests/data/can-mate-sample.jsonl, with the default node limit: the unknown
# rate of the hard and the easy positions, wrong answers (a yes whose series
# does not mate counts as wrong), and the CPU time per call at p50, p90, p99 and max.
# Goals (issue 13): <= 2% unknown on the hard positions, no wrong answer,
# p99 <= 10 ms.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
bench="$builddir/tests/bench/bench-can-mate"
[ -x "$bench" ] || { echo "bench-can-mate: $bench not built"; exit 1; }
"$bench" "$here/../data/can-mate-sample.jsonl"
