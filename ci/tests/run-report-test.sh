#!/usr/bin/env bash
# Self-test of ci/report.py: run it on the fixture ci/tests/report/raw (with
# --header and --cover) and compare latest.md, results.json and the rewritten
# cover letter with ci/tests/report/expected/. The plots are not compared,
# only checked to exist when gnuplot is on PATH.
#
#   ci/tests/run-report-test.sh            exit 0 on match, else diff + exit 1
#   ci/tests/run-report-test.sh --update   rewrite expected/ from this run
#   PYTHON=python3.13 ci/tests/run-report-test.sh   pick the interpreter
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
fix=$here/report
expected=$fix/expected
py=${PYTHON:-python3}
# the fixture has one FAILED row (rhtab-mem-add_del_on_diff_cpu in r2-series)
want_rc=2

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cp "$fix/cover-in.txt" "$tmp/cover.txt"
rc=0
"$py" "$top/ci/report.py" "$fix/raw" "$tmp/out" --header "$fix/header.md" \
	--cover "$tmp/cover.txt" 2>"$tmp/stderr" || rc=$?
cp "$tmp/cover.txt" "$tmp/out/cover.txt"

if [[ ${1:-} == --update ]]; then
	mkdir -p "$expected"
	for f in latest.md results.json cover.txt; do
		cp "$tmp/out/$f" "$expected/$f"
	done
	echo "updated $expected (report.py exit status $rc)"
	exit 0
fi

fail=0
if [[ $rc -ne $want_rc ]]; then
	echo "report.py exit status $rc, expected $want_rc; its stderr:"
	cat "$tmp/stderr"
	fail=1
fi
for f in latest.md results.json cover.txt; do
	if [[ ! -f $tmp/out/$f ]]; then
		echo "missing output: $f"
		fail=1
	elif ! diff -u "$expected/$f" "$tmp/out/$f"; then
		fail=1
	fi
done
if command -v gnuplot >/dev/null; then
	for png in mem-no_op mem-overwrite mem-batch_add_batch_del \
		mem-add_del_on_diff_cpu batch-dump; do
		if [[ ! -s $tmp/out/$png.png ]]; then
			echo "missing plot: $png.png"
			fail=1
		fi
	done
fi

if [[ $fail -ne 0 ]]; then
	echo "report test: FAILED"
	exit 1
fi
echo "report test: ok ($("$py" --version 2>&1))"
