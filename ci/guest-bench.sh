#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): the benchmarks of one boot.
#   ci/guest-bench.sh ENV_FILE
# ENV_FILE (ci/bench.sh) sets STOUT (bench, test_progs), TOOLS
# (map_perf_test, htab_batch_dump, htab_stress), OUT (this boot's raw
# directory), SECS and WARMUP (bench runs), MPT_CNT, MPT_ENTRIES,
# BENCH_TIMEOUT (guest seconds per run), and what to run, in this order
# (unset, empty or 0: not run):
#   IDLE=1      10 s of nothing: the grace periods of the system at rest
#   PAIRS       htab_stress pairs RATE 10 for each RATE: delete+insert
#               pairs from user space, the light loads
#   TESTS=1     the reuse test (test_progs -t htab_reuse_gp; its output
#               goes to the report, not to status.txt), at the end the
#               batch dump
#   CASES       bench htab-mem use cases, non-preallocated map
#   PCASES      the same, preallocated (controls)
#   RCASES      bench rhtab-mem use cases
#   LPM=1       bench lpm-trie-update in a memory cgroup of its own
#   MPTS        map_perf_test tests at MPT_CNT loops per cpu
#   MPT_FIRST   each of MPTS but 1 (the control) again at MPT_FIRST loops:
#               a new map's first loops, which build its pool
# Each benchmark writes OUT/<name>.txt, OUT/<name>.gp (grace periods during
# the run) and a line "<name> ok" or "<name> FAILED <reason>" to
# OUT/status.txt; one failing benchmark does not stop the others.
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

# lpm_run: bench lpm-trie-update (a full trie of 10000 prefixes, each
# update replaces a node: the allocator's other user) in a memory cgroup
# made here; its memory.current sampled every 0.25 s while it runs ->
# OUT/lpm-trie-update.mem "avg_mib X peak_mib Y" (peak: memory.peak)
lpm_run() {
	local cg=/sys/fs/cgroup/htab_gp_lpm sampler
	if ! { echo +memory >/sys/fs/cgroup/cgroup.subtree_control && mkdir -p "$cg"; } 2>/dev/null; then
		echo "lpm-trie-update FAILED no memory cgroup" >>"$OUT/status.txt"
		return
	fi
	# samples while the cgroup is empty (before the bench joins) are 0
	while read -r v <"$cg/memory.current"; do
		[ "$v" = 0 ] || echo "$v"
		sleep 0.25
	done >"$OUT/lpm-trie-update.samples" &
	sampler=$!
	# shellcheck disable=SC2016 # the inner shell's $$ and $@
	gp_run lpm-trie-update bash -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "$cg" \
		./bench lpm-trie-update --nr_entries 10000 -p 1 -a -w "$WARMUP" -d "$SECS"
	kill "$sampler"
	wait "$sampler" 2>/dev/null
	awk -v peak="$(cat "$cg/memory.peak" 2>/dev/null)" '
		{ s += $1; if ($1 > max) max = $1 }
		END { if (peak == "") peak = max
		      if (NR) printf "avg_mib %.2f peak_mib %.2f\n", s / NR / 2^20, peak / 2^20 }' \
		"$OUT/lpm-trie-update.samples" >"$OUT/lpm-trie-update.mem"
	rmdir "$cg"
}

cd "$STOUT" || exit 2
if [ "${IDLE:-0}" = 1 ]; then
	g0=$(gps)
	t0=$(now)
	sleep 10
	echo "gps $(($(gps) - g0)) ns $(($(now) - t0))" >"$OUT/idle.gp"
fi
for r in ${PAIRS:-}; do
	gp_run "pairs-$r" "$TOOLS/htab_stress" pairs "$r" 10
done
if [ "${TESTS:-0}" = 1 ]; then
	./test_progs -t htab_reuse_gp >"$OUT/reuse_test.txt" 2>&1
	echo "exit $?" >>"$OUT/reuse_test.txt"
fi
# --gp-interval 1000: the bench times a synchronize_rcu() every second
# (the GP latency T of the memory bound), one GP a second of its own
for c in ${CASES:-}; do
	gp_run "htab-mem-$c-ma" ./bench htab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS" --gp-interval 1000
done
for c in ${PCASES:-}; do
	gp_run "htab-mem-$c-prealloc" ./bench htab-mem --use-case "$c" --preallocated -p "$ncpu" -a -w "$WARMUP" -d "$SECS" --gp-interval 1000
done
for c in ${RCASES:-}; do
	gp_run "rhtab-mem-$c" ./bench rhtab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS" --gp-interval 1000
done
[ "${LPM:-0}" != 1 ] || lpm_run
cd "$TOOLS" || exit 2
for f in ${MPTS:-}; do
	gp_run "map_perf_test-$f" ./map_perf_test "$f" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT"
done
for f in ${MPTS:-}; do
	[ "${MPT_FIRST:-0}" = 0 ] || [ "$f" = 1 ] ||
		gp_run "map_perf_test-$f-first" ./map_perf_test "$f" "$ncpu" "$MPT_ENTRIES" "$MPT_FIRST"
done
[ "${TESTS:-0}" != 1 ] || run batch_dump ./htab_batch_dump
exit 0
