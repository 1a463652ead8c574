#!/usr/bin/env bash
# `make` (ci/bench.sh) refuses bad settings and a RESUME it cannot honour
# with a one-line error, before it builds, locks or writes anything. Uses a
# scratch CACHE and scratch runs under results/ (removed on exit).
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
runs=(19700101T000001Z 19700101T000002Z 19700101T000003Z)
trap 'rm -rf "$tmp" "${runs[@]/#/$top/results/}"' EXIT
# a complete run, a stopped one whose boots are kept, one with none kept
line="make ROUNDS=2 LAYOUT_FROM=5 SECS=3 WARMUP=1 CASES='overwrite' RCASES='overwrite' MPT_CNT=20000 MPT_ENTRIES=0 ICOUNT_CPUS='1' ICOUNT_SECS=2 FLOOR=0 FLOOR_REPS=1 FLOOR_CASES='overwrite' FLOOR_MPT='4 1' FLOOR_ALT=3 FLOOR_ALT_SECS=18 FLOOR_MPT_CYCLES=1"
for s in "${runs[@]}"; do
	mkdir -p "$top/results/$s"
	echo "$line" >"$top/results/$s/commands.txt"
done
touch "$top/results/${runs[0]}/latest.md"
mkdir -p "$top/results/${runs[1]}/raw/r1-base"
before=$(find "$top/results" "$tmp" | sort)

fail=0
# check EXPECTED VAR=VALUE...: ci/bench.sh with those settings fails with
# one line that contains EXPECTED
check() {
	local want=$1 out rc=0
	shift
	out=$(env CACHE="$tmp" "$@" "$top/ci/bench.sh" 2>&1) || rc=$?
	if [ "$rc" = 1 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] &&
		printf '%s\n' "$out" | grep -qF -- "$want"; then
		echo "ok: $*"
	else
		echo "FAIL: $* (exit $rc): $out"
		fail=1
	fi
}
check "ROUNDS=0: must be a positive integer" ROUNDS=0
check "unknown use case 'overwrit'" CASES=overwrit
check "RESUME=yesterday: must be a run's timestamp" RESUME=yesterday
check "no results/19700101T000000Z/commands.txt" RESUME=19700101T000000Z
check "that run is complete" RESUME="${runs[0]}"
check "none of its boots is kept" RESUME="${runs[2]}"
check "resume it with them: make RESUME=${runs[1]} ROUNDS=2 LAYOUT_FROM=5" RESUME="${runs[1]}"
check "resume it with them" RESUME="${runs[1]}" ROUNDS=2 LAYOUT_FROM=5
# Nothing created or changed
[ "$(find "$top/results" "$tmp" | sort)" = "$before" ] || {
	echo "FAIL: files created:"
	diff <(printf '%s\n' "$before") <(find "$top/results" "$tmp" | sort) || true
	fail=1
}
exit "$fail"
