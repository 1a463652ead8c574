#!/usr/bin/env bash
# Self-test of ci/report.py: run it on the fixture ci/tests/report/raw.txt
# (a `make` run's raw outputs, trimmed, one file: "== BOOT/FILE" lines
# followed by the file) and compare latest.md and latest.json with
# ci/tests/report/expected/; then drop one row's output and check that the
# report says so and exits 1. Also checks ci/cover.py (make cover).
#
#   ci/tests/run-report-test.sh            exit 0 on match, else diff + exit 1
#   ci/tests/run-report-test.sh --update   rewrite expected/ from this run
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
fix=$here/report
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# unpack the bundle into $tmp/raw
awk -v dir="$tmp/raw" '
	/^== / { f = dir "/" substr($0, 4); d = f; sub("/[^/]*$", "", d);
		 system("mkdir -p \"" d "\""); printf "" > f; next }
	{ print >> f }' "$fix/raw.txt"
rc=0
python3 "$top/ci/report.py" "$tmp/raw" "$tmp/out" --header "$fix/header.txt" >"$tmp/stderr" 2>&1 || rc=$?
if [[ ${1:-} == --update ]]; then
	mkdir -p "$fix/expected"
	cp "$tmp/out/latest.md" "$tmp/out/latest.json" "$fix/expected/"
	echo "updated $fix/expected (report.py exit status $rc)"
	exit 0
fi
fail=0
[ "$rc" = 0 ] || { echo "FAIL: report.py exit status $rc on the full fixture"; cat "$tmp/stderr"; fail=1; }
for f in latest.md latest.json; do
	diff -u "$fix/expected/$f" "$tmp/out/$f" || { echo "FAIL: $f differs"; fail=1; }
done
# A row that did not run: exit 1, and the report lists it
sed -i '/^map_perf_test-8 ok$/d' "$tmp/raw/icount-c2-series/status.txt"
rc=0
python3 "$top/ci/report.py" "$tmp/raw" "$tmp/out2" >/dev/null 2>&1 || rc=$?
if [ "$rc" != 1 ] || ! grep -q 'icount-c2 map_perf_test-8' "$tmp/out2/latest.md"; then
	echo "FAIL: a missing row gave exit status $rc and no mention in latest.md"
	fail=1
fi
# make cover (ci/cover.py): pastes the fixture's tables into a copy of the
# cover letter, then finds nothing to change; a letter without the block is
# refused and left as it was
cp "$top/cover-letter.txt" "$tmp/cover"
if ! python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover" >"$tmp/c1" 2>&1 ||
	! python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover" 2>&1 | grep -q 'already match' ||
	! grep -q 'grace periods/s' "$tmp/cover"; then
	echo "FAIL: cover.py on the fixture"; cat "$tmp/c1"; fail=1
fi
echo "no tables here" >"$tmp/cover2"
if python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover2" >/dev/null 2>&1 ||
	[ "$(cat "$tmp/cover2")" != "no tables here" ]; then
	echo "FAIL: cover.py changed or accepted a letter without tables"; fail=1
fi
[ "$fail" = 1 ] || echo "ok: report fixture, cover tables"
exit "$fail"
