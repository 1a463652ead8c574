#!/usr/bin/env bash
# `make` (ci/bench.sh) refuses to run while another benchmark job holds the
# bench lock (bench_lock in ci/lib.sh), with a one-line error, before it
# touches anything. Uses a scratch CACHE, so it does not depend on a
# previous make.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bench"
exec {fd}>"$tmp/bench/lock"
flock -n "$fd"

fail=0
check() {
	local out rc=0
	out=$(CACHE=$tmp "$@" 2>&1) || rc=$?
	if [ "$rc" = 1 ] && printf '%s\n' "$out" | grep -q 'another benchmark job'; then
		echo "ok: $*"
	else
		echo "FAIL: $* (exit $rc): $out"
		fail=1
	fi
}
check env ROUNDS=1 "$top/ci/bench.sh"
# Nothing created besides the lock
[ "$(find "$tmp" -mindepth 1 | wc -l)" = 2 ] || { echo "FAIL: files created:"; find "$tmp"; fail=1; }
exit "$fail"
