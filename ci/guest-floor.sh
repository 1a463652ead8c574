#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): the floor boot of one round of
# ci/bench.sh. Its kernel is the round's series kernel with
# ci/dev/variant.py's 'knobs' (module parameters, not part of the series),
# which switch at run time between
#   series  the knobs at their defaults: the series' reuse after a GP
#   imm     objects freed are reused at once, as on the base kernel
#   floor   imm, but an object freed goes back to its cache's free list only
#           after DELAY more frees on that cpu (a ring per cache, element
#           and percpu value caches alike): the reuse distance of a GP
#           alone, without batches, irq_work or RCU (NOT SAFE)
# Each of the REPS repetitions runs every mode once, in an order rotated by
# one from the repetition before (continuing across rounds, by ROUND), so
# that each mode runs first, second and last equally often.
#   ci/guest-floor.sh ENV_FILE
# ENV_FILE sets STOUT, TOOLS, OUT, SECS, WARMUP, MPT_CNT, MPT_ENTRIES and
# BENCH_TIMEOUT as for ci/guest-bench.sh, and CASES (htab-mem use cases,
# non-preallocated), MPT (map_perf_test tests), REPS, DELAY and ROUND.
# Output: OUT/<rep>-<mode>/htab-mem-<case>-ma.txt and map_perf_test-<N>.txt,
# status lines "<rep>-<mode>/<name> ok|FAILED ..." in OUT/status.txt.
set -u
# shellcheck source=/dev/null
. "$1"
# shellcheck source=ci/guest-lib.sh
. "$(dirname "$0")/guest-lib.sh"
ncpu=$(nproc)
p=/sys/module/memalloc/parameters
modes=(series imm floor)

# knobs MODE: dev_imm dev_delay dev_delay_pcpu for MODE
knobs() {
	case $1 in
	series) echo "0 0 0" ;;
	imm) echo "1 0 0" ;;
	floor) echo "1 $DELAY 1" ;;
	esac
}

if [ ! -w "$p/dev_imm" ]; then
	echo "boot FAILED no $p/dev_imm: not a knobs kernel" >>"$OUT/status.txt"
	exit 2
fi
for rep in $(seq 1 "$REPS"); do
	g=$(((ROUND - 1) * REPS + rep - 1))
	for i in 0 1 2; do
		m=${modes[(g + i) % 3]}
		read -r imm dly pcpu < <(knobs "$m")
		if ! { echo "$imm" >"$p/dev_imm" && echo "$dly" >"$p/dev_delay" &&
			echo "$pcpu" >"$p/dev_delay_pcpu"; }; then
			echo "$rep-$m/knobs FAILED cannot set $p" >>"$OUT/status.txt"
			continue
		fi
		echo "$rep $m: dev_imm=$imm dev_delay=$dly dev_delay_pcpu=$pcpu" >>"$OUT/cmd.txt"
		mkdir -p "$OUT/$rep-$m"
		cd "$STOUT" || exit 2
		for c in $CASES; do
			run "$rep-$m/htab-mem-$c-ma" ./bench htab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
		done
		cd "$TOOLS" || exit 2
		for f in $MPT; do
			run "$rep-$m/map_perf_test-$f" ./map_perf_test "$f" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT"
		done
	done
done
# Leave the kernel as the series
echo 0 >"$p/dev_imm"
echo 0 >"$p/dev_delay"
exit 0
