#!/usr/bin/env bash
# `make` (ci/bench.sh) refuses bad settings with a one-line error before it
# builds, locks or writes anything. Its CACHE is a path that cannot be
# created and each call has a time limit, so that a check that stopped
# refusing cannot start a benchmark.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
before=$(find "$top/results" 2>/dev/null | sort)

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
check "ROUNDS=two: must be a non-negative integer" ROUNDS=two
check "SECS=0: must be a positive integer" SECS=0
check "WARMUP=-1: must be a non-negative integer" WARMUP=-1
check "ICOUNT_CPUS='1 9': must be vCPU counts 1-8" ICOUNT_CPUS="1 9"
check "MPT_CNT=1e5: must be a positive integer" MPT_CNT=1e5
check "nothing to run" ROUNDS=0 ICOUNT_CPUS=
check "ICOUNT_CPUS='2 1 2': each vCPU count once" ICOUNT_CPUS="2 1 2"
check "ICOUNT_BOOTS=0: must be a positive integer" ICOUNT_BOOTS=0
check "MPT_FIRST=10^5: must be a positive integer" MPT_FIRST=10^5
check "MPT_FIRST=200000: must be at most MPT_CNT (100000)" MPT_CNT=100000 MPT_FIRST=200000
check "RCU_LAZY=yes: must be 0 or 1" RCU_LAZY=yes
check "RCU_LAZY=1 runs no timed rounds: ROUNDS must be 0" RCU_LAZY=1 ROUNDS=2
# Nothing created or changed
[ "$(find "$top/results" 2>/dev/null | sort)" = "$before" ] || {
	echo "FAIL: files created:"
	diff <(printf '%s\n' "$before") <(find "$top/results" | sort) || true
	fail=1
}
exit "$fail"
