#!/usr/bin/env bash
# bench-startup.sh BUILDDIR — time from exec to the first window mapped on the
# X server, and resident memory once that window is up, for Adjourn and for
# GNOME Chess side by side (same X server, same environment, best and median
# of several runs). Goals (issue 5): Adjourn's time and memory at most 80% of
# GNOME Chess's. Runs its own Xvfb when there is no display.
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
ours="$builddir/src/ui/adjourn"
runs=${STARTUP_RUNS:-7}

[ -x "$ours" ] || { echo "bench-startup: $ours not built"; exit 1; }
mapwait="$builddir/tests/bench/bench-mapwait"
[ -x "$mapwait" ] || { echo "bench-startup: $mapwait not built (libx11-dev missing?)"; exit 1; }
command -v Xvfb > /dev/null || { echo "bench-startup: Xvfb not installed (no measurement)"; exit 0; }
chess=$(command -v gnome-chess || true)
[ -n "$chess" ] || [ ! -x /usr/games/gnome-chess ] || chess=/usr/games/gnome-chess

tmp=$(mktemp -d)
xvfb_pid=
cleanup () {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2> /dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# Our own X server, so that nothing else on a desktop competes with the runs.
display=:$(( 90 + RANDOM % 100 ))
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp > /dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do
  [ -e "/tmp/.X11-unix/X${display#:}" ] && break
  sleep 0.1
done
export DISPLAY=$display GDK_BACKEND=x11 GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache"
unset WAYLAND_DISPLAY

# One run: prints "milliseconds kilobytes" for the program's first window
# mapped (bench-mapwait waits for the X server's MapNotify) and its resident
# set size one second later, when it has settled.
measure () {
  local ms pid rss
  read -r ms pid < <("$mapwait" "$@" 2> /dev/null) || true
  if [ -z "${pid:-}" ] || [ "${ms:-fail}" = fail ]; then
    [ -z "${pid:-}" ] || { kill "$pid" 2> /dev/null; wait "$pid" 2> /dev/null; } || true
    echo "fail"
    return
  fi
  sleep 1
  rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2> /dev/null || echo 0)
  kill "$pid" 2> /dev/null || true
  while kill -0 "$pid" 2> /dev/null; do sleep 0.05; done
  echo "$ms $rss"
}

# The programs, each the command that starts it.
cmd_ours=(env ADJOURN_DB="$tmp/adjourn.db" GSETTINGS_SCHEMA_DIR="$builddir/data" "$ours")
cmd_bare=("$builddir/tests/bench/bench-empty-window")
cmd_titled=(env BENCH_EMPTY_HEADER_BAR=1 "$builddir/tests/bench/bench-empty-window")
cmd_chess=("$chess")
measure_program () {
  local -n cmd="cmd_$1"
  measure "${cmd[@]}"
}
programs=(ours)
[ ! -x "$builddir/tests/bench/bench-empty-window" ] || programs+=(bare titled)
[ -z "$chess" ] || programs+=(chess)

# Run after run, the programs in turn: a change of the machine's load
# (another build, a backup) then falls on all of them alike, where
# measuring one program's runs and then the next one's would put it on one
# side of the ratios. The first run of each only warms the file cache.
for p in "${programs[@]}"; do
  measure_program "$p" > /dev/null
  : > "$tmp/$p.runs"
done
for ((r = 0; r < runs; r++)); do
  for p in "${programs[@]}"; do
    measure_program "$p" >> "$tmp/$p.runs"
  done
done

# Median and best of the runs: "median_ms best_ms median_kb", or "fail".
summary () {
  local ms kb n
  ms=$(grep -v fail "$1" | awk '{ print $1 }' | sort -n)
  kb=$(grep -v fail "$1" | awk '{ print $2 }' | sort -n)
  if [ -z "$ms" ]; then
    echo fail
    return
  fi
  n=$(printf '%s\n' "$ms" | wc -l)
  echo "$(printf '%s\n' "$ms" | sed -n "$(( (n + 1) / 2 ))p")" \
       "$(printf '%s\n' "$ms" | head -n 1)" \
       "$(printf '%s\n' "$kb" | sed -n "$(( (n + 1) / 2 ))p")"
}
for p in "${programs[@]}"; do
  summary "$tmp/$p.runs" > "$tmp/$p"
done

read -r ours_ms ours_best ours_kb < "$tmp/ours" || true
if [ "${ours_ms:-fail}" = fail ]; then
  echo "adjourn: no window appeared"
  exit 1
fi
printf 'adjourn:     first window in %d ms (median of %d; best %d), %d KiB resident\n' \
  "$ours_ms" "$runs" "$ours_best" "$ours_kb"

if [ -f "$tmp/bare" ]; then
  read -r empty_ms empty_best empty_kb < "$tmp/bare" || true
  [ "${empty_ms:-fail}" = fail ] || \
    printf 'empty libadwaita window: %d ms (best %d), %d KiB resident (the floor on this machine)\n' \
      "$empty_ms" "$empty_best" "$empty_kb"
  # Issue 19's goal: the first window within 10% of the empty window's time
  # and 5% of its memory. The bare window draws no text (no title bar);
  # the one with a header bar and a title is the least any libadwaita
  # application shows, fonts loaded: both are printed.
  [ "${empty_ms:-fail}" = fail ] || \
    awk -v a="$ours_ms" -v b="$empty_ms" -v c="$ours_kb" -v d="$empty_kb" \
      'BEGIN { printf "adjourn against the bare window: time %.2f, memory %.2f (goal: <= 1.10 and <= 1.05)\n", a / b, c / d }'
  read -r titled_ms titled_best titled_kb < "$tmp/titled" || true
  if [ "${titled_ms:-fail}" != fail ]; then
    printf 'empty window with a header bar and a title: %d ms (best %d), %d KiB resident\n' \
      "$titled_ms" "$titled_best" "$titled_kb"
    awk -v a="$ours_ms" -v b="$titled_ms" -v c="$ours_kb" -v d="$titled_kb" \
      'BEGIN { printf "adjourn against the titled window: time %.2f, memory %.2f (goal: <= 1.10 and <= 1.05)\n", a / b, c / d }'
  fi
fi

if [ -z "$chess" ]; then
  echo "gnome-chess: not installed (no anchor)"
  exit 0
fi
read -r chess_ms chess_best chess_kb < "$tmp/chess" || true
if [ "${chess_ms:-fail}" = fail ]; then
  echo "gnome-chess: no window appeared (no anchor)"
  exit 0
fi
printf 'gnome-chess: first window in %d ms (median of %d; best %d), %d KiB resident\n' \
  "$chess_ms" "$runs" "$chess_best" "$chess_kb"
ratio () { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf 'ratio: time %s, memory %s of GNOME Chess (goal: <= 0.80 each)\n' \
  "$(ratio "$ours_ms" "$chess_ms")" "$(ratio "$ours_kb" "$chess_kb")"
if [ "${empty_ms:-fail}" != fail ]; then
  printf 'the empty window alone: time %s, memory %s of GNOME Chess\n' \
    "$(ratio "$empty_ms" "$chess_ms")" "$(ratio "$empty_kb" "$chess_kb")"
fi
