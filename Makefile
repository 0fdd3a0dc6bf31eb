# Adjourn — the two commands (see README.md): `make run` and `make test`.
# Both install the Debian 12 packages listed in data/debian-packages.txt when
# some are missing, set up the build directory once, and build.

BUILDDIR     ?= build
ASANDIR      ?= build-asan
FUZZDIR      ?= build-fuzz
BENCHDIR     ?= build-bench
FUZZ_SECONDS ?= 60
PACKAGES     := $(shell sed -e 's/\#.*//' data/debian-packages.txt)
# The locales the tests run in (the screenshots in Catalan among them).
TEST_LOCALES := ca_ES es_ES pt_BR
BENCH_PACKAGES := stockfish pgn-extract gnome-chess hyperfine xvfb libx11-dev
FUZZ_PACKAGES  := clang libclang-rt-14-dev

.PHONY: all deps locales run test bench fuzz clean

all: $(BUILDDIR)/build.ninja
	ninja -C $(BUILDDIR)

# Installs only what dpkg does not already list as installed; quiet when
# nothing is missing, a no-op on machines without dpkg.
define install_missing
	@if command -v dpkg-query >/dev/null 2>&1; then \
	  missing=""; \
	  for p in $(1); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    echo "Installing missing packages:$$missing"; \
	    if [ "$$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi; \
	    $$sudo apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	  fi; \
	fi
endef

deps:
	$(call install_missing,$(PACKAGES))

# Generates the locales of TEST_LOCALES (UTF-8) that `locale -a` lacks:
# adds them to /etc/locale.gen and runs locale-gen (Debian's package locales).
locales: deps
	@missing=""; \
	for l in $(TEST_LOCALES); do \
	  locale -a 2>/dev/null | grep -qix "$$l.utf-\?8" || missing="$$missing $$l"; \
	done; \
	if [ -n "$$missing" ] && command -v locale-gen >/dev/null 2>&1; then \
	  echo "Generating locales:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  for l in $$missing; do \
	    grep -q "^$$l.UTF-8 UTF-8" /etc/locale.gen 2>/dev/null || echo "$$l.UTF-8 UTF-8" | $$sudo tee -a /etc/locale.gen >/dev/null; \
	  done; \
	  $$sudo locale-gen; \
	fi

$(BUILDDIR)/build.ninja: | deps
	meson setup $(BUILDDIR) -Dwerror=true

$(ASANDIR)/build.ninja: | deps
	meson setup $(ASANDIR) -Dwerror=true -Dui=false \
	  -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug

run: deps $(BUILDDIR)/build.ninja
	ninja -C $(BUILDDIR)
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "adjourn: no display to open a window on (set DISPLAY or WAYLAND_DISPLAY)"; exit 1; \
	fi
	GSETTINGS_SCHEMA_DIR=$(BUILDDIR)/data ADJOURN_LOCALEDIR=$(BUILDDIR)/po $(BUILDDIR)/src/ui/adjourn

# Every suite in the normal build (under Xvfb when there is no display), then
# the non-UI suites again under AddressSanitizer and UndefinedBehaviorSanitizer.
test: deps locales $(BUILDDIR)/build.ninja $(ASANDIR)/build.ninja
	ninja -C $(BUILDDIR)
	ninja -C $(ASANDIR)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  meson test -C $(ASANDIR) --print-errorlogs --num-processes 2
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "No display: running the suites under xvfb-run"; \
	  xvfb-run -a -s "-screen 0 1280x1024x24" meson test -C $(BUILDDIR) --print-errorlogs --num-processes 2; \
	else \
	  meson test -C $(BUILDDIR) --print-errorlogs --num-processes 2; \
	fi

bench: deps
	$(call install_missing,$(BENCH_PACKAGES))
	@[ -f $(BENCHDIR)/build.ninja ] || meson setup $(BENCHDIR) -Dbuildtype=release -Db_ndebug=true
	ninja -C $(BENCHDIR)
	tests/bench/run $(BENCHDIR)

fuzz: deps
	$(call install_missing,$(FUZZ_PACKAGES))
	@[ -f $(FUZZDIR)/build.ninja ] || CC=clang meson setup $(FUZZDIR) -Dui=false -Dfuzz=true \
	  -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized
	ninja -C $(FUZZDIR)
	tests/fuzz/run $(FUZZDIR) $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILDDIR) $(ASANDIR) $(FUZZDIR) $(BENCHDIR)
