#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): every benchmark of one boot.
#   ci/guest-bench.sh ENV_FILE
# ENV_FILE sets: STOUT (bench), TOOLS (map_perf_test, htab_batch_dump),
# OUT (this boot's raw directory), SECS, WARMUP, CASES, RCASES, MPT_CNT,
# MPT_ENTRIES, BENCH_TIMEOUT (guest seconds), and optionally TESTS=0 (skip
# the two tests). Each benchmark writes OUT/<name>.txt and a line "<name>
# ok" or "<name> FAILED <reason>" to OUT/status.txt; one failing benchmark
# does not stop the others.
set -u
# shellcheck source=/dev/null
. "$1"
# shellcheck source=ci/guest-lib.sh
. "$(dirname "$0")/guest-lib.sh"
ncpu=$(nproc)

cd "$STOUT" || exit 2
if [ "${TESTS:-1}" != 0 ]; then
	# Not a benchmark: the series' deterministic test, expected to fail on the
	# base kernel; its output goes to the cover letter. Not in status.txt.
	./test_progs -a htab_reuse_gp >"$OUT/reuse_test.txt" 2>&1
	echo "exit $?" >>"$OUT/reuse_test.txt"
	# The series' memory-usage test, expected to pass on both kernels.
	./test_progs -a htab_reuse_gp_mem >"$OUT/mem_test.txt" 2>&1
	echo "exit $?" >>"$OUT/mem_test.txt"
fi
for c in $CASES; do
	p=$ncpu
	run "htab-mem-$c-ma" ./bench htab-mem --use-case "$c" -p "$p" -a -w "$WARMUP" -d "$SECS"
	run "htab-mem-$c-prealloc" ./bench htab-mem --use-case "$c" --preallocated -p "$p" -a -w "$WARMUP" -d "$SECS"
done
for c in $RCASES; do
	run "rhtab-mem-$c" ./bench rhtab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
done
cd "$TOOLS" || exit 2
for f in 4 8 1; do
	run "map_perf_test-$f" ./map_perf_test "$f" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT"
done
run batch_dump ./htab_batch_dump
exit 0
