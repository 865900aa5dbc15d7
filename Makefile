# a11y-audit — `make audit` audits the example app into Reports/, `make test` runs every test.
SWIFT ?= swift
PREFIX ?= /usr/local
BUILD_FLAGS ?=
BIN = .build/debug/a11y-audit

.PHONY: audit test plugin-check bench bench-cache build release install deps docs clean fuzz fuzz-build

# The two system libraries, installed when pkg-config cannot find them.
deps:
	@missing=""; \
	pkg-config --exists libxml-2.0 || missing="$$missing libxml2-dev"; \
	pkg-config --exists yaml-0.1 || missing="$$missing libyaml-dev"; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config $$missing; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# Succeeds when the audit ran, findings or not (the example app has deliberate ones); only
# exit 2 (a usage, config or input error) fails. CI gates on the CLI's own exit code instead.
audit: build
	@status=0; $(BIN) audit Examples --reports Reports || status=$$?; \
	if [ $$status -ge 2 ]; then exit $$status; fi; \
	echo "HTML report: $(CURDIR)/Reports/index.html"

test: deps
	$(SWIFT) build $(BUILD_FLAGS)
	$(SWIFT) test $(BUILD_FLAGS)

# The SwiftPM plugins, used by a tiny package that depends on this one by path.
plugin-check: deps
	Tests/PluginFixture/check-plugins.sh

bench: deps
	$(SWIFT) build -c release
	.build/release/a11y-audit-bench
	@$(MAKE) --no-print-directory bench-cache

# The cache's speed-up: the same audit twice into a fresh cache folder (the real apps in
# ../shared/bench when present, else the example app), three times; each figure is the fastest
# of its three, as the other figures of `make bench` are (one cached run is short enough for a
# slow moment of the machine to halve the ratio).
BENCH_APP ?= $(firstword $(wildcard ../shared/bench) Examples)
BENCH_CLI ?= .build/release/a11y-audit
bench-cache:
	@first=; second=; same="identical output"; \
	for i in 1 2 3; do \
		dir=$$(mktemp -d); \
		t0=$$(date +%s.%N); $(BENCH_CLI) audit $(BENCH_APP) --cache-path $$dir --format json > $$dir/first.json; \
		t1=$$(date +%s.%N); $(BENCH_CLI) audit $(BENCH_APP) --cache-path $$dir --format json > $$dir/second.json; \
		t2=$$(date +%s.%N); \
		cmp -s $$dir/first.json $$dir/second.json || same="OUTPUT DIFFERS"; \
		rm -rf $$dir; \
		first=$$(awk -v a=$$t0 -v b=$$t1 -v m="$$first" 'BEGIN { d = b - a; if (m == "" || d < m) m = d; print m }'); \
		second=$$(awk -v a=$$t1 -v b=$$t2 -v m="$$second" 'BEGIN { d = b - a; if (m == "" || d < m) m = d; print m }'); \
	done; \
	awk -v a=$$first -v b=$$second -v same="$$same" 'BEGIN { printf "cache on $(BENCH_APP): first run %.2f s, second run %.2f s (%.0fx faster; each the fastest of 3), %s\n", a, b, a / b, same }'

release: deps
	$(SWIFT) build -c release

install: release
	install -d $(PREFIX)/bin
	install .build/release/a11y-audit $(PREFIX)/bin/a11y-audit
	install -d $(PREFIX)/share/a11y-audit/Profiles
	install -m 644 Profiles/*.yml $(PREFIX)/share/a11y-audit/Profiles/

# The rule reference, generated from the rule descriptors (a test fails when it is stale).
docs: build
	@mkdir -p Docs
	$(BIN) rules --reference > Docs/rules.md

# Coverage-guided fuzzing (libFuzzer, in the toolchain): a release build with the fuzzer
# sanitizer in its own scratch folder (it does not disturb the debug build), then each format's
# target for FUZZ_SECONDS. lld links it (gold cannot); --export-dynamic lets the target find
# libFuzzer's driver (without it, the binary replays the files it is given).
FUZZ_SECONDS ?= 60
FUZZ_FORMATS ?= swift ib xml json dump yaml baseline merge
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_BIN = $(FUZZ_SCRATCH)/release/a11y-audit-fuzz
# More flags for the fuzz build. CI's short pass adds `-Xswiftc -Onone`: swift-syntax then builds
# in about 2 minutes instead of about 15 on 2 cores, and the pass still finds crashes and memory
# blow-ups, running fewer inputs a second (the Swift target about a fifteenth as many).
FUZZ_BUILD_FLAGS ?=

fuzz-build: deps
	$(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product a11y-audit-fuzz \
	  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -use-ld=lld -Xlinker --export-dynamic \
	  $(FUZZ_BUILD_FLAGS)

fuzz: fuzz-build build
	Tests/Fuzz/run $(FUZZ_BIN) $(BIN) $(FUZZ_SCRATCH)/fuzz $(FUZZ_SECONDS) $(FUZZ_FORMATS)

clean:
	rm -rf .build $(FUZZ_SCRATCH)
