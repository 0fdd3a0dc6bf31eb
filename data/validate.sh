#!/bin/sh
# validate.sh KIND FILE — the 'data' suite's checks of the desktop files.
#
# Some validators exit 0 on problems they print (desktop-file-validate does on
# several errors), so each check fails on what is printed, not only on the
# exit status. Exit 77 (skip) when the validator is not installed.
#
# Copyright 2026 The Adjourn authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

kind=$1
file=$2

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "SKIP: $1 is not installed"
    exit 77
  fi
}

# run PATTERN CMD...: print CMD's output; fail when CMD fails or a line of its
# output matches the extended regular expression PATTERN.
run() {
  pattern=$1
  shift
  out=$("$@" 2>&1)
  status=$?
  [ -n "$out" ] && printf '%s\n' "$out"
  if [ "$status" -ne 0 ]; then
    echo "FAIL: $1 exited with status $status"
    exit 1
  fi
  bad=$(printf '%s\n' "$out" | grep -E -- "$pattern")
  if [ -n "$bad" ]; then
    echo "FAIL: $1 reported:"
    printf '%s\n' "$bad"
    exit 1
  fi
  exit 0
}

case $kind in
  desktop)
    need desktop-file-validate
    run '(error|warning):' desktop-file-validate "$file"
    ;;
  metainfo)
    need appstreamcli
    # AppStream 0.16 does not know <developer> yet and says so at info level;
    # any other unknown tag is a typo.
    out=$(appstreamcli validate --no-net \
            --override=releases-info-missing=error,content-rating-missing=error "$file" 2>&1)
    status=$?
    printf '%s\n' "$out"
    if [ "$status" -ne 0 ]; then
      echo "FAIL: appstreamcli exited with status $status"
      exit 1
    fi
    bad=$(printf '%s\n' "$out" | grep -E '^(E|W):|unknown-tag' | grep -v -E 'unknown-tag developer$')
    if [ -n "$bad" ]; then
      echo "FAIL: appstreamcli reported:"
      printf '%s\n' "$bad"
      exit 1
    fi
    ;;
  schemas)
    need glib-compile-schemas
    run '.' glib-compile-schemas --strict --dry-run "$file"
    ;;
  flatpak)
    need flatpak-builder
    run 'Unknown property|-WARNING [*][*]|-CRITICAL [*][*]|^error:' flatpak-builder --show-manifest "$file"
    ;;
  *)
    echo "usage: $0 desktop|metainfo|schemas|flatpak FILE" >&2
    exit 2
    ;;
esac
