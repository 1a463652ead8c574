#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): every benchmark of one boot.
#   ci/guest-bench.sh ENV_FILE
# ENV_FILE sets: STOUT (bench, test_progs), TOOLS (map_perf_test,
# htab_batch_dump), OUT (this boot's raw directory), SECS, WARMUP, CASES,
# RCASES, MPT_CNT, MPT_ENTRIES, BENCH_TIMEOUT (guest seconds), and
# optionally TESTS=0 (skip the reuse test). Each benchmark writes
# OUT/<name>.txt, OUT/<name>.gp (grace periods during the run) and a line
# "<name> ok" or "<name> FAILED <reason>" to OUT/status.txt; one failing
# benchmark does not stop the others.
set -u
# shellcheck source=/dev/null
. "$1"
# shellcheck source=ci/guest-lib.sh
. "$(dirname "$0")/guest-lib.sh"
ncpu=$(nproc)

# Grace periods: hits of a kprobe on rcu_gp_cleanup(), which ends each one
tr=/sys/kernel/tracing
echo 'p:htabgp/gp rcu_gp_cleanup' >>"$tr/kprobe_events" &&
	echo 1 >"$tr/events/htabgp/gp/enable" || echo "no kprobe on rcu_gp_cleanup" >&2
gps() { awk '$1 == "gp" { print $2 }' "$tr/kprobe_profile" 2>/dev/null || echo 0; }
now() { date +%s%N; }
# gp_run NAME CMD...: run (guest-lib.sh) and note "gps N ns T" of the run
gp_run() {
	local g0 t0 name=$1
	g0=$(gps)
	t0=$(now)
	run "$@"
	echo "gps $(($(gps) - g0)) ns $(($(now) - t0))" >"$OUT/$name.gp"
}

cd "$STOUT" || exit 2
# The system at rest: grace periods in 10 s with nothing running
g0=$(gps)
t0=$(now)
sleep 10
echo "gps $(($(gps) - g0)) ns $(($(now) - t0))" >"$OUT/idle.gp"

if [ "${TESTS:-1}" != 0 ]; then
	# Not a benchmark: the series' test, expected to fail on the base
	# kernel; its output goes to the report. Not in status.txt.
	./test_progs -t htab_reuse_gp >"$OUT/reuse_test.txt" 2>&1
	echo "exit $?" >>"$OUT/reuse_test.txt"
fi
for c in $CASES; do
	gp_run "htab-mem-$c-ma" ./bench htab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
	gp_run "htab-mem-$c-prealloc" ./bench htab-mem --use-case "$c" --preallocated -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
done
for c in $RCASES; do
	gp_run "rhtab-mem-$c" ./bench rhtab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
done
cd "$TOOLS" || exit 2
for f in 4 8 1; do
	gp_run "map_perf_test-$f" ./map_perf_test "$f" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT"
done
run batch_dump ./htab_batch_dump
exit 0
