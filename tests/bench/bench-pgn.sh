#!/usr/bin/env bash
# bench-pgn.sh BUILDDIR — `adjourn-cli pgn check` on the test games repeated 50
# times (about 48,000 games), side by side with `pgn-extract -s` (which also
# checks every move) when it is installed. Goal: at least 3x pgn-extract's speed.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
cli="$builddir/src/cli/adjourn-cli"
big="$builddir/bench-pgn-50x.pgn"
copies=50
runs=3

[ -x "$cli" ] || { echo "bench-pgn: $cli not built"; exit 1; }

# The files are concatenated with an empty line between them: one file may end
# without one, and the next game must still start on a line of its own.
if [ ! -s "$big" ]; then
  tmp="$big.tmp"
  : > "$tmp"
  for ((i = 0; i < copies; i++)); do
    for f in "$here"/../data/games/*.pgn; do
      cat "$f" >> "$tmp"
      printf '\n\n' >> "$tmp"
    done
  done
  mv "$tmp" "$big"
fi
games=$(grep -c '^\[Event ' "$big")
size=$(du -m "$big" | cut -f1)

# Best wall time of $runs runs, in milliseconds.
best_ms () {
  local best=
  for ((r = 0; r < runs; r++)); do
    local t0 t1 ms
    t0=$(date +%s%N)
    "$@" > /dev/null 2>&1 || true
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

ours=$(best_ms "$cli" pgn check "$big")
summary=$("$cli" pgn check "$big" | tail -n 1)
rate () { awk -v n="$1" -v ms="$2" 'BEGIN { printf "%.0f", n * 1000 / (ms > 0 ? ms : 1) }'; }

printf 'adjourn-cli pgn check: %d games (%d MB) in %d ms (%s games/s)\n' \
  "$games" "$size" "$ours" "$(rate "$games" "$ours")"
echo "  $summary"

extract=$(command -v pgn-extract || true)
[ -n "$extract" ] || [ ! -x /usr/games/pgn-extract ] || extract=/usr/games/pgn-extract
if [ -z "$extract" ]; then
  echo "pgn-extract: not installed (no anchor)"
  exit 0
fi
theirs=$(best_ms "$extract" -s -o /dev/null "$big")
printf 'pgn-extract -s:        %d games in %d ms (%s games/s)\n' \
  "$games" "$theirs" "$(rate "$games" "$theirs")"
printf 'ratio: adjourn-cli is %sx the speed of pgn-extract (goal: >= 3x)\n' \
  "$(awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')"
