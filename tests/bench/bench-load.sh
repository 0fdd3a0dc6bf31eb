#!/usr/bin/env bash
# bench-load.sh BUILDDIR — 8 desks (processes) sealing and opening 2,000
# envelopes at once on one archive, some killed with SIGKILL part-way and
# started again (bench-load.c): on one SQLite file, then on a throwaway
# PostgreSQL cluster (tests/store/pg-cluster, Unix socket, fsync on as SQLite
# is synchronous=FULL), each checked afterwards (every envelope once, opened
# once, `log verify` valid), and their throughputs side by side.
# The events' keys use libsodium's MINIMUM Argon2id limits (bench only).
set -uo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
bench="$builddir/tests/bench/bench-load"
cli="$builddir/src/cli/adjourn-cli"
desks=${BENCH_LOAD_DESKS:-8}
count=${BENCH_LOAD_COUNT:-2000}
seed=${BENCH_LOAD_SEED:-$(date +%s)}
args=(--cli "$cli" --desks "$desks" --count "$count" --events 4 --kills 3 --seed "$seed")

echo "$desks desks, $count envelopes sealed (digital) and opened in 4 events; 3 desks killed with SIGKILL"
echo "part-way (one twice) and started again. Argon2id at libsodium's minimum limits (opslimit 1,"
echo "memlimit 8 KiB), as the store tests use: the interactive limits would time Argon2id, not the archive."

dir=$(mktemp -d "${TMPDIR:-/tmp}/adjourn-bench-load-XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
status=0
"$bench" run --db "$dir/archive.db" --label SQLite "${args[@]}" > "$dir/1-sqlite.out" || status=1
grep -v '^RESULT' "$dir/1-sqlite.out"
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -n "$pgbin" ]; then
  echo "PostgreSQL $("$pgbin/postgres" --version | awk '{ print $3 }') on a Unix socket, fsync on"
  ADJOURN_TEST_PG_OPTIONS="-c fsync=on" "$here/../store/pg-cluster" \
    "$bench" run --db pg --label PostgreSQL "${args[@]}" > "$dir/2-pg.out" || status=1
  grep -v '^RESULT' "$dir/2-pg.out"
else
  echo "PostgreSQL: not installed (postgresql, data/debian-packages.txt): skipped"
fi

# RESULT label envelopes seconds kills refused store-retries desk-retries
awk '
  $1 == "RESULT" { n++; name[n] = $2; secs[n] = $4; rate[n] = $3 / $4; kills[n] = $5; refused[n] = $6; retries[n] = $7 " / " $8 }
  END {
    if (n == 0) exit 1
    printf "\n%-34s", ""; for (i = 1; i <= n; i++) printf "%16s", name[i]; printf "\n"
    printf "%-34s", "wall time (s)"; for (i = 1; i <= n; i++) printf "%16.2f", secs[i]; printf "\n"
    printf "%-34s", "envelopes/s sealed and opened"; for (i = 1; i <= n; i++) printf "%16.0f", rate[i]; printf "\n"
    printf "%-34s", "desks killed (SIGKILL)"; for (i = 1; i <= n; i++) printf "%16d", kills[i]; printf "\n"
    printf "%-34s", "openings refused: opened already"; for (i = 1; i <= n; i++) printf "%16d", refused[i]; printf "\n"
    printf "%-34s", "run again by the store / a desk"; for (i = 1; i <= n; i++) printf "%16s", retries[i]; printf "\n"
  }' "$dir"/*.out || status=1
exit $status
