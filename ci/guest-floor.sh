#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): the floor boot of one round of
# ci/bench.sh. Its kernel is the round's series kernel with
# ci/dev/variant.py's 'knobs' (module parameters, not part of the series),
# which switch at run time between
#   series  the knobs at their defaults: the series' reuse after a GP
#   imm     an object freed is reused at once, as on the base kernel
#   floor   imm, but an object freed goes back to its cache's free list only
#           after D more frees on that cpu (a ring per cache, element and
#           percpu value caches alike), D = what one cpu frees during one
#           grace period: the least distance between a free and the reuse
#           that any reuse after a GP has, without batches, irq_work or
#           RCU (NOT SAFE)
# D per benchmark comes from a calibration run of the series at the start of
# the boot: R x T, R the cpu's frees per second (htab-mem: the bench's frees
# over the cpus; map_perf_test: 10 frees per event, its programs' loop) and
# T the grace-period latency the bench measured in that boot's htab-mem
# overwrite run (also run when CASES lacks it). Written to OUT/delays.txt.
# Then REPS repetitions, each running every mode once, in the order of one
# of the six permutations of the modes (a Williams design: over six
# repetitions each mode runs in each position twice and follows each other
# mode equally often), continuing across rounds by ROUND.
#   ci/guest-floor.sh ENV_FILE
# ENV_FILE sets STOUT, TOOLS, OUT, SECS, WARMUP, MPT_CNT, MPT_ENTRIES and
# BENCH_TIMEOUT as for ci/guest-bench.sh, and CASES (htab-mem use cases,
# non-preallocated), MPT (map_perf_test tests), REPS and ROUND. Output:
# OUT/cal/ and OUT/<rep>-<mode>/, each with htab-mem-<case>-ma.txt and
# map_perf_test-<N>.txt; status lines "<dir>/<name> ok|FAILED ..." in
# OUT/status.txt.
set -u
# shellcheck source=/dev/null
. "$1"
# shellcheck source=ci/guest-lib.sh
. "$(dirname "$0")/guest-lib.sh"
ncpu=$(nproc)
p=/sys/module/memalloc/parameters
orders=("series imm floor" "imm floor series" "floor series imm"
	"floor imm series" "imm series floor" "series floor imm")

# knobs IMM DELAY: set the mode (dev_delay is read when a map is created)
knobs() {
	local pcpu=1
	[ "$2" != 0 ] || pcpu=0
	echo "$1" >"$p/dev_imm" && echo "$2" >"$p/dev_delay" &&
		echo "$pcpu" >"$p/dev_delay_pcpu"
}

# bench DIR DELAYED USE_CASES: run htab-mem USE_CASES and map_perf_test MPT
# into OUT/DIR; with DELAYED=1 (floor), set the benchmark's D before each
bench() {
	local dir=$1 delayed=$2 which=$3 c t
	mkdir -p "$OUT/$dir"
	cd "$STOUT" || exit 2
	for c in $which; do
		[ "$delayed" = 0 ] || knobs 1 "${delay[htab-mem-$c-ma]}"
		run "$dir/htab-mem-$c-ma" ./bench htab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
	done
	cd "$TOOLS" || exit 2
	for t in $MPT; do
		[ "$delayed" = 0 ] || knobs 1 "${delay[map_perf_test-$t]}"
		run "$dir/map_perf_test-$t" ./map_perf_test "$t" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT"
	done
}

if [ ! -w "$p/dev_imm" ]; then
	echo "boot FAILED no $p/dev_imm: not a knobs kernel" >>"$OUT/status.txt"
	exit 2
fi
declare -A delay
cal_cases=$CASES
[[ " $CASES " == *" overwrite "* ]] || cal_cases="overwrite $CASES"
knobs 0 0 || { echo "boot FAILED cannot set $p" >>"$OUT/status.txt"; exit 2; }
echo "calibration: series" >>"$OUT/cmd.txt"
bench cal 0 "$cal_cases"
# The bench's Summary: "... gp G ms, frees F k/s"
gp=$(sed -n 's/.*gp *\([0-9.]*\) *ms.*/\1/p' "$OUT/cal/htab-mem-overwrite-ma.txt" 2>/dev/null | tail -n 1)
if ! awk -v g="${gp:-0}" 'BEGIN { exit !(g > 0) }'; then
	echo "boot FAILED calibration: no grace-period latency in cal/htab-mem-overwrite-ma.txt" >>"$OUT/status.txt"
	exit 2
fi
: >"$OUT/delays.txt"
for c in $cal_cases; do
	f=$(sed -n 's/.*frees *\([0-9.]*\) *k\/s.*/\1/p' "$OUT/cal/htab-mem-$c-ma.txt" | tail -n 1)
	delay[htab-mem-$c-ma]=$(awk -v f="${f:-0}" -v g="$gp" -v n="$ncpu" 'BEGIN { printf "%d", f * g / n + 0.5 }')
done
for t in $MPT; do
	e=$(awk '/events per sec/ { s += $(NF - 3); n++ } END { if (n) printf "%f", s / n }' "$OUT/cal/map_perf_test-$t.txt")
	delay[map_perf_test-$t]=$(awk -v e="${e:-0}" -v g="$gp" 'BEGIN { printf "%d", 10 * e * g / 1000 + 0.5 }')
done
for k in "${!delay[@]}"; do
	if [ "${delay[$k]}" -lt 1 ]; then
		echo "boot FAILED calibration: no rate for $k" >>"$OUT/status.txt"
		exit 2
	fi
	echo "$k ${delay[$k]}" >>"$OUT/delays.txt"
done
echo "gp_ms $gp" >>"$OUT/delays.txt"
echo "ncpu $ncpu" >>"$OUT/delays.txt"

for rep in $(seq 1 "$REPS"); do
	g=$(((ROUND - 1) * REPS + rep - 1))
	for m in ${orders[g % 6]}; do
		echo "$rep $m" >>"$OUT/cmd.txt"
		case $m in
		series) knobs 0 0 ;;
		imm) knobs 1 0 ;;
		floor) true ;;
		esac || { echo "$rep-$m/knobs FAILED cannot set $p" >>"$OUT/status.txt"; continue; }
		bench "$rep-$m" "$([ "$m" = floor ] && echo 1 || echo 0)" "$CASES"
	done
done
# Leave the kernel as the series
knobs 0 0
exit 0
