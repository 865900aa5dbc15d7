#!/usr/bin/env bash
# `make plugin-check`: this fixture package uses a11y-audit's plugins as a user would and
# must see its icon-only button reported by the command plugin and, as a build diagnostic,
# by the build tool plugin, which fails the build only at the configured fail_on.
set -uo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
finding='ShareToolbar.swift:7:9: (warning|error): .*\[control-name\]'
fail() { printf '%s\n' "$2"; echo "plugin-check: $1"; rm -f .a11y-audit.yml; exit 1; }

# The config is written here, not committed: the check flips fail_on between builds.
printf 'fail_on: never\n' > .a11y-audit.yml
out=$(swift package a11y-audit 2>&1) || fail "the command plugin failed" "$out"
grep -Eq "$finding" <<<"$out" || fail "the command plugin did not report the icon-only button" "$out"

out=$(swift build 2>&1) || fail "the build failed below fail_on" "$out"
grep -Eq "${finding/(warning|error)/warning}" <<<"$out" || fail "no build warning for the icon-only button" "$out"

printf 'fail_on: error\n' > .a11y-audit.yml
out=$(swift build 2>&1) && fail "the build passed with a finding at fail_on" "$out"
grep -Eq "${finding/(warning|error)/error}" <<<"$out" || fail "no build error for the icon-only button" "$out"

rm -f .a11y-audit.yml
echo "plugin-check: both plugins report the icon-only button ($(( $(date +%s) - start )) s)"
