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
# mode equally often), continuing across rounds by ROUND. With ALT=S (2-9;
# 0: whole runs), each htab-mem use case of a repetition is instead one run
# of ASECS seconds that switches mode every S seconds, at the bench's
# one-a-second progress lines, each progress line tagged with the mode it
# ran in. The modes take turns in a cycle of six segments, A B C A C B for
# the repetition's order A B C: every mode follows and precedes each other
# mode once per cycle, so that report.py, comparing each segment with the
# other mode's segments beside it, has them on both sides (a drift of the
# host's speed slower than a segment cancels, and what a mode inherits
# from the one before weighs on each mode alike). The floor's rings are
# allocated when the bench creates its map and dev_ring_off switches them
# off in the other modes (their objects stay parked there). map_perf_test
# creates its maps anew on every run and runs a few seconds: with ALT, each
# test of a repetition is instead MCYC cycles of six whole runs in that
# order, one file (each line tagged with its mode and run index), so that
# report.py pairs each run with the other mode's runs beside it alike.
# With GP=1 (and ALT), each repetition also runs its htab-mem use cases
# and the map_perf_test tests of GP_MPT once more the same way, in
# OUT/<rep>-gp/, with the modes series, floor and
#   floorgp floor, plus grace periods back to back: one call_rcu_hurry()
#           callback outside the allocator that queues itself again (the
#           knobs' dev_gpload), the GP rate the series' urgent-QS hint
#           keeps up, with no allocator work in it
# in the orders of the same Williams design: what GPs back to back cost
# the floor (floorgp / floor) and where the series stands against a floor
# that pays for them too (series / floorgp).
#   ci/guest-floor.sh ENV_FILE
# ENV_FILE sets STOUT, TOOLS, OUT, SECS, WARMUP, MPT_CNT, MPT_ENTRIES and
# BENCH_TIMEOUT as for ci/guest-bench.sh, and CASES (htab-mem use cases,
# non-preallocated), MPT (map_perf_test tests), REPS, ROUND, ALT, ASECS,
# MCYC, GP and GP_MPT. Output: OUT/cal/ and OUT/<rep>-<mode>/, each with
# htab-mem-<case>-ma.txt and map_perf_test-<N>.txt (not with ALT), with ALT
# OUT/<rep>-alt/ with both (and OUT/<rep>-gp/ with GP=1); status lines
# "<dir>/<name> ok|FAILED ..." in OUT/status.txt.
set -u
# shellcheck source=/dev/null
. "$1"
# shellcheck source=ci/guest-lib.sh
. "$(dirname "$0")/guest-lib.sh"
ncpu=$(nproc)
p=/sys/module/memalloc/parameters
orders=("series imm floor" "imm floor series" "floor series imm"
	"floor imm series" "imm series floor" "series floor imm")

ALT=${ALT:-0}
ASECS=${ASECS:-60}
MCYC=${MCYC:-2}
GP=${GP:-0}
GP_MPT=${GP_MPT-}

# knobs IMM DELAY [GPLOAD]: set the mode (dev_delay is read when a map is
# created)
knobs() {
	local pcpu=1
	[ "$2" != 0 ] || pcpu=0
	echo "$1" >"$p/dev_imm" && echo "$2" >"$p/dev_delay" &&
		echo "$pcpu" >"$p/dev_delay_pcpu" && echo 0 >"$p/dev_ring_off" &&
		echo "${3:-0}" >"$p/dev_gpload"
}

# set_mode MODE D: the knobs of MODE for the maps created next (floor: a
# ring of D objects per cache; D 0 fails rather than run imm as the floor)
set_mode() {
	case $1 in
	series) knobs 0 0 ;;
	imm) knobs 1 0 ;;
	floor) [ "$2" -gt 0 ] && knobs 1 "$2" ;;
	floorgp) [ "$2" -gt 0 ] && knobs 1 "$2" 1 ;;
	*) return 1 ;;
	esac
}

# mode_knobs MODE: switch an ALT run's mode (its rings allocated)
mode_knobs() {
	local gp=0
	[ "$1" != floorgp ] || gp=1
	case $1 in
	series) echo 0 >"$p/dev_imm" && echo 1 >"$p/dev_ring_off" ;;
	imm) echo 1 >"$p/dev_imm" && echo 1 >"$p/dev_ring_off" ;;
	floor | floorgp) echo 1 >"$p/dev_imm" && echo 0 >"$p/dev_ring_off" ;;
	*) return 1 ;;
	esac && echo "$gp" >"$p/dev_gpload"
}

# alt_loop MODE...: copy the bench's output, each progress line ("Iter N
# ...") tagged with the mode it ran in, and switch to the next MODE after
# every ALT lines
# shellcheck disable=SC2329 # invoked by alt_bench's bash -c (export -f)
alt_loop() {
	local cyc=("$@") cur=0 nxt l n
	while IFS= read -r l; do
		case $l in
		Iter*)
			n=${l#Iter}
			n=${n%%(*}
			n=${n// /}
			echo "${cyc[cur]} $l"
			nxt=$(((10#$n + 1) / ALT % ${#cyc[@]}))
			if [ "$nxt" != "$cur" ]; then
				mode_knobs "${cyc[nxt]}" || return 1
				cur=$nxt
			fi
			;;
		*) echo "$l" ;;
		esac
	done
}
# alt_mpt TEST D MODE...: map_perf_test TEST once per MODE, in turn, each
# run's lines tagged "<mode> <run index> " (floor: delay D)
# shellcheck disable=SC2329 # invoked by alt_bench's bash -c (export -f)
alt_mpt() {
	local t=$1 d=$2 j=0 m
	shift 2
	for m in "$@"; do
		set_mode "$m" "$d" || { echo "cannot set $p for $m"; return 1; }
		./map_perf_test "$t" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT" 2>&1 | sed "s/^/$m $j /"
		[ "${PIPESTATUS[0]}" = 0 ] || return 1
		j=$((j + 1))
	done
}
# gp_order MODE...: the modes of a GP=1 run, in the order of the
# repetition's, floorgp taking imm's place
gp_order() {
	local m
	for m in "$@"; do
		[ "$m" = imm ] && m=floorgp
		echo "$m"
	done
}
export -f knobs set_mode mode_knobs alt_loop alt_mpt
export p ALT ASECS WARMUP ncpu MPT_ENTRIES MPT_CNT

# alt_bench DIR TESTS MODE...: into OUT/DIR the ALT runs of htab-mem's
# CASES, with the floor's delay, the MODEs in turn (a cycle), starting with
# the first; then MCYC such cycles of whole map_perf_test runs per test of
# TESTS
alt_bench() {
	local dir=$1 tests=$2 c t k cyc=()
	shift 2
	mkdir -p "$OUT/$dir"
	cd "$STOUT" || exit 2
	for c in $CASES; do
		if ! knobs 1 "${delay[htab-mem-$c-ma]}" || ! mode_knobs "$1"; then
			echo "$dir/htab-mem-$c-ma FAILED cannot set $p" >>"$OUT/status.txt"
			continue
		fi
		# shellcheck disable=SC2016 # expanded by bash -c
		run "$dir/htab-mem-$c-ma" bash -c 'set -o pipefail; c=$1; shift; stdbuf -oL ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w "$WARMUP" -d "$ASECS" 2>&1 | alt_loop "$@"' \
			_ "$c" "$@"
	done
	for k in $(seq 1 "$MCYC"); do
		cyc+=("$@")
	done
	cd "$TOOLS" || exit 2
	for t in $tests; do
		BENCH_TIMEOUT=$((BENCH_TIMEOUT + 60 * ${#cyc[@]})) \
			run "$dir/map_perf_test-$t" bash -c 'alt_mpt "$@"' _ "$t" "${delay[map_perf_test-$t]}" "${cyc[@]}"
	done
}

# bench DIR MODE USE_CASES: run htab-mem USE_CASES and map_perf_test MPT
# into OUT/DIR in MODE (floor: with each benchmark's D)
bench() {
	local dir=$1 mode=$2 which=$3 c t
	mkdir -p "$OUT/$dir"
	cd "$STOUT" || exit 2
	for c in $which; do
		if ! set_mode "$mode" "${delay[htab-mem-$c-ma]:-0}"; then
			echo "$dir/htab-mem-$c-ma FAILED cannot set $p" >>"$OUT/status.txt"
			continue
		fi
		# shellcheck disable=SC2153 # SECS comes from ENV_FILE
		run "$dir/htab-mem-$c-ma" ./bench htab-mem --use-case "$c" -p "$ncpu" -a -w "$WARMUP" -d "$SECS"
	done
	cd "$TOOLS" || exit 2
	for t in $MPT; do
		if ! set_mode "$mode" "${delay[map_perf_test-$t]:-0}"; then
			echo "$dir/map_perf_test-$t FAILED cannot set $p" >>"$OUT/status.txt"
			continue
		fi
		run "$dir/map_perf_test-$t" ./map_perf_test "$t" "$ncpu" "$MPT_ENTRIES" "$MPT_CNT"
	done
}

for t in $GP_MPT; do
	if [[ " $MPT " != *" $t "* ]]; then
		echo "boot FAILED GP_MPT='$GP_MPT' not within MPT='$MPT'" >>"$OUT/status.txt"
		exit 2
	fi
done
if [ "$GP" = 1 ] && [ "$ALT" = 0 ]; then
	echo "boot FAILED GP=1 needs ALT" >>"$OUT/status.txt"
	exit 2
fi
if [ ! -w "$p/dev_imm" ]; then
	echo "boot FAILED no $p/dev_imm: not a knobs kernel" >>"$OUT/status.txt"
	exit 2
fi
declare -A delay
cal_cases=$CASES
[[ " $CASES " == *" overwrite "* ]] || cal_cases="overwrite $CASES"
knobs 0 0 || { echo "boot FAILED cannot set $p" >>"$OUT/status.txt"; exit 2; }
echo "calibration: series" >>"$OUT/cmd.txt"
bench cal series "$cal_cases"
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
	# shellcheck disable=SC2086 # the order's three modes
	set -- ${orders[g % 6]}
	if [ "$ALT" != 0 ]; then
		alt_bench "$rep-alt" "$MPT" "$1" "$2" "$3" "$1" "$3" "$2"
		if [ "$GP" = 1 ]; then
			# shellcheck disable=SC2046 # the order's three modes
			set -- $(gp_order "$@")
			alt_bench "$rep-gp" "$GP_MPT" "$1" "$2" "$3" "$1" "$3" "$2"
		fi
		continue
	fi
	for m in ${orders[g % 6]}; do
		echo "$rep $m" >>"$OUT/cmd.txt"
		bench "$rep-$m" "$m" "$CASES"
	done
done
# Leave the kernel as the series
knobs 0 0
exit 0
