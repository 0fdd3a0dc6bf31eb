#!/usr/bin/env bash
# bench-desk.sh BUILDDIR — from a game in the archive to the verdict on the
# resumption desk's screen (the window under an X server of its own).
# Goal: under 300 ms. Xvfb has no GPU: GTK's GL renderer runs on llvmpipe
# there, slower than on any real display, so the figures are given for it
# and for the cairo renderer (closer to what a GPU gives).
set -euo pipefail
builddir=$(cd "${1:?build dir}" && pwd)
bench="$builddir/tests/bench/bench-desk"
[ -x "$bench" ] || { echo "bench-desk: $bench not built"; exit 1; }
command -v xvfb-run > /dev/null || { echo "bench-desk: xvfb-run not installed (no measurement)"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$builddir/data" GTK_A11Y=none NO_AT_BRIDGE=1 GDK_BACKEND=x11
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache"
unset WAYLAND_DISPLAY
for renderer in default cairo; do
  echo "-- renderer: $renderer"
  if [ "$renderer" = default ]; then
    xvfb-run -a -s "-screen 0 1280x1024x24" "$bench" "${DESK_RUNS:-9}"
  else
    GSK_RENDERER=$renderer xvfb-run -a -s "-screen 0 1280x1024x24" "$bench" "${DESK_RUNS:-9}"
  fi
done
