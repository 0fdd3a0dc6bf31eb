#!/bin/sh
# po/check.sh SRCDIR — translations are kept complete: every source file with
# translatable strings is in POTFILES.in, and every language of LINGUAS
# translates every string of them (no untranslated, no fuzzy message).
set -eu
src=${1:?source dir}
cd "$src"
status=0
listed=$(sed -e 's/#.*//' -e '/^ *$/d' po/POTFILES.in | sort)
# src/ui and ui/ have a folder per workflow: every depth is searched.
found=$( (grep -rl -E --include='*.c' '\b(N?_|ngettext|C_)\(' src 2>/dev/null; grep -rl --include='*.ui' 'translatable="yes"' ui 2>/dev/null) | sort)
for f in $found; do
  if ! printf '%s\n' "$listed" | grep -qx "$f"; then
    echo "po/POTFILES.in: $f has translatable strings but is not listed"
    status=1
  fi
done
for f in $listed; do
  [ -f "$f" ] || { echo "po/POTFILES.in: $f does not exist"; status=1; }
done
pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
# The same extraction as meson's i18n module (its glib preset).
xgettext --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=ngettext:1,2 --keyword=g_dngettext:2,3 --files-from=po/POTFILES.in -o "$pot"
for lang in $(sed -e 's/#.*//' po/LINGUAS); do
  merged=$(msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$pot" -o - | msgattrib --untranslated --no-obsolete)
  if [ -n "$merged" ]; then
    echo "po/$lang.po: untranslated messages:"
    printf '%s\n' "$merged" | grep '^msgid' | head -n 20
    status=1
  fi
  msgfmt --check -o /dev/null "po/$lang.po" || status=1
done
[ $status = 0 ] && echo "translations complete for $(sed -e 's/#.*//' po/LINGUAS | tr '\n' ' ')"
exit $status
