#!/usr/bin/env bash
# bench-perft.sh BUILDDIR — `adjourn-cli perft` on the start position (depth 6)
# and Kiwipete (depth 5), side by side with Stockfish's `go perft` when it is
# installed: whole-process wall time, best of 3. Goal: at least Stockfish's speed.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
cli="$builddir/src/cli/adjourn-cli"
runs=3
[ -x "$cli" ] || { echo "bench-perft: $cli not built"; exit 1; }

stockfish=$(command -v stockfish || true)
[ -n "$stockfish" ] || [ ! -x /usr/games/stockfish ] || stockfish=/usr/games/stockfish

best_ms () {
  local best=
  for ((r = 0; r < runs; r++)); do
    local t0 t1 ms
    t0=$(date +%s%N)
    "$@" > /dev/null 2>&1
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

sf_perft () { printf 'position %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish"; }

while IFS='|' read -r name fen depth; do
  nodes=$("$cli" perft --fen "$fen" --depth "$depth" | tail -n 1)
  ours=$(best_ms "$cli" perft --fen "$fen" --depth "$depth")
  printf '%-9s depth %s: %s nodes, adjourn-cli %d ms (%s Mnodes/s)\n' "$name" "$depth" "$nodes" "$ours" \
    "$(awk -v n="$nodes" -v ms="$ours" 'BEGIN { printf "%.1f", n / (ms > 0 ? ms : 1) / 1000 }')"
  if [ -z "$stockfish" ]; then
    echo "  stockfish: not installed (no anchor)"
    continue
  fi
  if [ "$fen" = startpos ]; then position="startpos"; else position="fen $fen"; fi
  sf_nodes=$(sf_perft "$position" "$depth" | sed -n 's/^Nodes searched: //p')
  [ "$sf_nodes" = "$nodes" ] || echo "  WARNING: stockfish counts $sf_nodes"
  theirs=$(best_ms sf_perft "$position" "$depth")
  printf '  stockfish %d ms — ratio: adjourn-cli is %sx Stockfish'"'"'s speed (goal: >= 1x)\n' "$theirs" \
    "$(awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')"
done <<'POSITIONS'
startpos|startpos|6
kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5
POSITIONS
