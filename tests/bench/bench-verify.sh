#!/usr/bin/env bash
# bench-verify.sh BUILDDIR — the verdict function alone (bench-verify), then
# `adjourn-cli verify --batch` over 100,000 lines end to end (JSON in and out).
# Goals: <= 1 µs per verdict; >= 300,000 verdicts/s in batch.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
sample="$here/../data/sealed-moves-sample.jsonl"
cli="$builddir/src/cli/adjourn-cli"
big="$builddir/bench-verify-100k.jsonl"

"$builddir/tests/bench/bench-verify" "$sample" 500

if [ ! -s "$big" ]; then
  lines=$(wc -l < "$sample")
  : > "$big.tmp"
  for ((i = 0; i < (100000 + lines - 1) / lines; i++)); do cat "$sample" >> "$big.tmp"; done
  head -n 100000 "$big.tmp" > "$big"
  rm -f "$big.tmp"
fi
best=
for r in 1 2 3; do
  t0=$(date +%s%N)
  "$cli" verify --batch "$big" > /dev/null
  t1=$(date +%s%N)
  ms=$(( (t1 - t0) / 1000000 ))
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
awk -v ms="$best" 'BEGIN { printf "verify --batch: 100000 lines in %d ms = %.0f verdicts/s (goal: >= 300000)\n", ms, 100000 * 1000 / (ms > 0 ? ms : 1) }'
