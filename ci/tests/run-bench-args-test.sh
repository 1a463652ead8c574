#!/usr/bin/env bash
# `make` (ci/bench.sh) refuses bad settings and a RESUME it cannot honour
# with a one-line error, before it builds, locks or writes anything. Its
# CACHE is a path that cannot be created, and each call has a time limit,
# so that a check that stopped refusing cannot start a benchmark; scratch
# runs under results/ are removed on exit.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
runs=(19700101T000001Z 19700101T000002Z 19700101T000003Z 19700101T000004Z)
trap 'rm -rf "${runs[@]/#/$top/results/}"' EXIT
# runs[0] complete (every boot done), runs[1] stopped with boots kept,
# runs[2] with none kept, runs[3] made by an older bench.sh
line="make ROUNDS=1 LAYOUT_FROM=5 SECS=3 WARMUP=1 CASES='overwrite' RCASES='overwrite' MPT_CNT=20000 MPT_ENTRIES=0 ICOUNT_CPUS='1' ICOUNT_SECS=2 FLOOR=0 FLOOR_REPS=1 FLOOR_CASES='overwrite' FLOOR_MPT='4 1' FLOOR_ALT=3 FLOOR_ALT_SECS=18 FLOOR_MPT_CYCLES=1 FLOOR_GP=1"
for s in "${runs[@]}"; do
	mkdir -p "$top/results/$s"
	echo "$line" >"$top/results/$s/commands.txt"
done
touch "$top/results/${runs[0]}/latest.md"
for b in r1-base r1-series icount-c1-base icount-c1-series; do
	d=$top/results/${runs[0]}/raw/$b
	mkdir -p "$d"
	echo 0 >"$d/rc"
	: >"$d/splats"
	echo "htab-mem-overwrite-ma ok" >"$d/status.txt"
done
mkdir -p "$top/results/${runs[1]}/raw/r1-base"
echo "make ROUNDS=1 SECS=3 WARMUP=1 CASES='overwrite'" >"$top/results/${runs[3]}/commands.txt"
mkdir -p "$top/results/${runs[3]}/raw"
before=$(find "$top/results" | sort)

fail=0
# check EXPECTED VAR=VALUE...: ci/bench.sh with those settings fails with
# one line that contains EXPECTED
check() {
	local want=$1 out rc=0
	shift
	out=$(env CACHE=/dev/null/no-cache "$@" timeout 60 "$top/ci/bench.sh" 2>&1) || rc=$?
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
check "FLOOR_GP=2: must be 0 or 1" FLOOR_GP=2
check "FLOOR_GP=1 needs FLOOR_ALT" FLOOR_ALT=0
check "RESUME=yesterday: must be a run's timestamp" RESUME=yesterday
check "no results/19700101T000000Z/commands.txt" RESUME=19700101T000000Z
check "that run is complete, every boot done" RESUME="${runs[0]}" ROUNDS=1 LAYOUT_FROM=5 SECS=3 \
	WARMUP=1 CASES=overwrite RCASES=overwrite MPT_CNT=20000 ICOUNT_CPUS=1 ICOUNT_SECS=2 FLOOR=0 \
	FLOOR_REPS=1 FLOOR_MPT="4 1" FLOOR_ALT_SECS=18 FLOOR_MPT_CYCLES=1
check "none of its boots is kept" RESUME="${runs[2]}" ROUNDS=1 LAYOUT_FROM=5 SECS=3 \
	WARMUP=1 CASES=overwrite RCASES=overwrite MPT_CNT=20000 ICOUNT_CPUS=1 ICOUNT_SECS=2 FLOOR=0 \
	FLOOR_REPS=1 FLOOR_MPT="4 1" FLOOR_ALT_SECS=18 FLOOR_MPT_CYCLES=1
check "resume it with them: make RESUME=${runs[1]} ROUNDS=1 LAYOUT_FROM=5" RESUME="${runs[1]}"
check "resume it with them" RESUME="${runs[1]}" ROUNDS=1 LAYOUT_FROM=5
check "made by an older ci/bench.sh" RESUME="${runs[3]}"
# Nothing created or changed
[ "$(find "$top/results" | sort)" = "$before" ] || {
	echo "FAIL: files created:"
	diff <(printf '%s\n' "$before") <(find "$top/results" | sort) || true
	fail=1
}
exit "$fail"
