#!/usr/bin/env bash
# `make`: benchmark the base kernel against base + series/.
#
#  1. toolchain root; bench tree = base + series/ (cache)
#  2. kernels, bench flavour (ci/kernel.config): base, then the series
#     incrementally in the same build directory
#  3. bench, test_progs (selftests/bpf), map_perf_test (samples/bpf),
#     htab_batch_dump and htab_stress (tools/ of this repo), built once
#     against the series kernel: both kernels run the same binaries
#  4. instruction counts under QEMU -icount, where the guest's clock counts
#     instructions (repeatable, this is what the gates use), per vCPU count
#     of ICOUNT_CPUS: 1 vCPU, one boot per kernel; N >= 2, ICOUNT_BOOTS
#     boots per kernel, interleaved (base-1 series-1 base-2 ...), the
#     controls, rhtab-mem and lpm-trie-update in the first pair only
#  5. ROUNDS timed rounds, ABBA order (base series, series base, ...):
#     informational, TCG's timing moves with code layout
#  6. results/<timestamp>/ (raw outputs, kept out of git) and
#     results/latest.{md,json} + throughput.png (ci/report.py)
# RCU_LAZY=1 (make bench-lazy): kernels with CONFIG_RCU_LAZY
# (ci/kernel-lazy.config, own build directory and tools), one 2-vCPU
# -icount boot per kernel, idle and htab_stress pairs only, no rounds:
# results/lazy.{md,json}.
#
# Variables: ROUNDS (1; RCU_LAZY=1: 0), SECS (10) and WARMUP (2) per timed
# bench run, ICOUNT_CPUS ("1 2"), ICOUNT_BOOTS (3), ICOUNT_SECS (4),
# MPT_CNT (map_perf_test loops per cpu, 1000000), MPT_FIRST (map_perf_test
# 4 and 8 once more at this count, in the -icount boots: the loops that
# build a new map's pool, left out of the steady state; 100000), RCU_LAZY
# (0).
#
# Exit status 0 when every row ran, whatever the gates say (the report
# tells); 1 when a build, a boot or a row failed.
set -euo pipefail
T0=$(date +%s)
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

RCU_LAZY=${RCU_LAZY:-0}
[[ $RCU_LAZY =~ ^[01]$ ]] || die "RCU_LAZY=$RCU_LAZY: must be 0 or 1"
if [ "$RCU_LAZY" = 1 ]; then
	ROUNDS=${ROUNDS:-0}
else
	ROUNDS=${ROUNDS:-1}
fi
SECS=${SECS:-10}
WARMUP=${WARMUP:-2}
ICOUNT_CPUS=${ICOUNT_CPUS-1 2}
ICOUNT_BOOTS=${ICOUNT_BOOTS:-3}
ICOUNT_SECS=${ICOUNT_SECS:-4}
MPT_CNT=${MPT_CNT:-1000000}
MPT_FIRST=${MPT_FIRST:-100000}
CASES="overwrite batch_add_batch_del add_del_on_diff_cpu"
CASES1="overwrite batch_add_batch_del" # add_del_on_diff_cpu needs two cpus
PAIRS="10 100"                         # htab_stress pairs RATE 10

posint() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1=$2: must be a positive integer"; }
[[ $ROUNDS =~ ^[0-9]+$ ]] || die "ROUNDS=$ROUNDS: must be a non-negative integer"
posint SECS "$SECS"
[[ $WARMUP =~ ^[0-9]+$ ]] || die "WARMUP=$WARMUP: must be a non-negative integer"
posint ICOUNT_BOOTS "$ICOUNT_BOOTS"
posint ICOUNT_SECS "$ICOUNT_SECS"
posint MPT_CNT "$MPT_CNT"
posint MPT_FIRST "$MPT_FIRST"
[ "$MPT_FIRST" -le "$MPT_CNT" ] || die "MPT_FIRST=$MPT_FIRST: must be at most MPT_CNT ($MPT_CNT)"
seen=" "
for n in $ICOUNT_CPUS; do
	[[ $n =~ ^[1-8]$ ]] || die "ICOUNT_CPUS='$ICOUNT_CPUS': must be vCPU counts 1-8, e.g. \"1 2\""
	[[ $seen != *" $n "* ]] || die "ICOUNT_CPUS='$ICOUNT_CPUS': each vCPU count once"
	seen+="$n "
done
if [ "$RCU_LAZY" = 1 ]; then
	[ "$ROUNDS" = 0 ] || die "RCU_LAZY=1 runs no timed rounds: ROUNDS must be 0"
else
	[ "$ROUNDS" -gt 0 ] || [ -n "$ICOUNT_CPUS" ] || die "ROUNDS=0 and ICOUNT_CPUS empty: nothing to run"
fi
vars="ROUNDS=$ROUNDS SECS=$SECS WARMUP=$WARMUP ICOUNT_CPUS='$ICOUNT_CPUS' ICOUNT_BOOTS=$ICOUNT_BOOTS ICOUNT_SECS=$ICOUNT_SECS MPT_CNT=$MPT_CNT MPT_FIRST=$MPT_FIRST RCU_LAZY=$RCU_LAZY"

bench_lock
need_space "$CACHE" 20
"$TOP/ci/toolchain.sh" >/dev/null
# RCU_LAZY=1: its own kernel build, images and tools (built against it)
lazy=""
[ "$RCU_LAZY" = 0 ] || lazy=-lazy
src=$CACHE/bench/tree
kout=$CACHE/build/bench$lazy
stout=$CACHE/build/selftests-bench$lazy
tools=$CACHE/build/bench-tools$lazy
stamp=$(date -u +%Y%m%dT%H%M%SZ)
res=$TOP/results/$stamp
raw=$res/raw
mkdir -p "$raw"

log "bench: tree = base + series/"
"$TOP/ci/mktree.sh" --force "$src" "$TOP/series"
head=$(git -C "$src" rev-parse HEAD)
code=$(code_hash "$src")
{
	if [ -n "$lazy" ]; then
		echo "make bench-lazy: $vars"
		echo "runs:   RCU_LAZY kernels (ci/kernel.config + kernel-lazy.config); one -icount boot per kernel, 2 vCPUs: 10 s idle, htab_stress pairs 10 10, pairs 100 10"
	else
		echo "make $vars"
		echo "icount: 1 vCPU: one boot per kernel; N >= 2: $ICOUNT_BOOTS boots per kernel, base-1 series-1 base-2 ..., controls, rhtab-mem, lpm-trie-update in boot 1; bench -w 1 -d $ICOUNT_SECS, map_perf_test $MPT_CNT loops (4 and 8 also $MPT_FIRST), htab_stress pairs 10 10, pairs 100 10, 10 s idle"
		echo "timed:  $ROUNDS rounds, ABBA, 2 vCPUs, bench -w $WARMUP -d $SECS, map_perf_test $MPT_CNT loops, reuse test, batch dump"
	fi
	echo "date:   $stamp"
	echo "base:   Linux 7.2.13 (Debian linux-source-7.2 7.2.13-1)"
	echo "series: $(git -C "$src" log --oneline fixes..HEAD | wc -l) commits + $(git -C "$src" log --oneline base..fixes | wc -l) fix, code sha256 $code (git diff --full-index base..HEAD), repository $(git -C "$TOP" rev-parse --short HEAD 2>/dev/null || echo '?')"
	echo "vm:     QEMU TCG, 2 GiB; -icount boots: $icount_qemu_opts; htab-mem and rhtab-mem with --gp-interval 1000"
} >"$res/commands.txt"

for k in base series; do
	[ "$k" = base ] && git -C "$src" checkout -q --detach base
	[ "$k" = series ] && git -C "$src" checkout -q "$head"
	log "bench: $k kernel${lazy:+ (RCU_LAZY)}"
	"$TOP/ci/inroot.sh" ci/build-kernel.sh "$src" "$kout" "bench$lazy" all
	cp "$kout/arch/x86/boot/bzImage" "$CACHE/bench/bzImage-$k$lazy"
	cp "$kout/.config" "$res/config-$k"
done
log "bench: bench, test_progs, map_perf_test, htab_batch_dump, htab_stress"
"$TOP/ci/inroot.sh" ci/build-bench-tools.sh "$src" "$kout" "$stout" "$tools"

failed=0
# boot KERNEL OUT VCPUS icount|timed [VAR=VALUE...]: one boot of
# ci/guest-bench.sh, the VAR=VALUEs (what to run) into its env file
boot() {
	local k=$1 out=$2 cpus=$3 mode=$4 a secs=$SECS warmup=$WARMUP qopts="" slow=2 guest
	shift 4
	if [ "$mode" = icount ]; then
		# a guest second takes icount_slow seconds here per busy vCPU
		secs=$ICOUNT_SECS warmup=1 qopts=$icount_qemu_opts slow=$((icount_slow * cpus))
	fi
	mkdir -p "$out"
	{
		printf '%s=%q\n' STOUT "$stout" TOOLS "$tools" OUT "$out" SECS "$secs" \
			WARMUP "$warmup" MPT_CNT "$MPT_CNT" MPT_ENTRIES 0 \
			BENCH_TIMEOUT $((120 + (secs + warmup > MPT_CNT / 10000 ? secs + warmup : MPT_CNT / 10000)))
		for a; do printf '%s=%q\n' "${a%%=*}" "${a#*=}"; done
	} >"$out/env"
	# Time limit: at most 20 + max(10, SECS + WARMUP) guest seconds per
	# run, 20 + MPT_CNT / 30000 per map_perf_test, 120 for the boot
	guest=$(
		# shellcheck source=/dev/null
		. "$out/env"
		runs=$(wc -w <<<"${PAIRS:-} ${CASES:-} ${PCASES:-} ${RCASES:-}")
		runs=$((runs + ${IDLE:-0} + ${LPM:-0} + 2 * ${TESTS:-0}))
		mpts=$(($(wc -w <<<"${MPTS:-}") * (${MPT_FIRST:-0} > 0 ? 2 : 1)))
		echo $((120 + runs * (20 + (SECS + WARMUP > 10 ? SECS + WARMUP : 10)) + mpts * (20 + MPT_CNT / 30000)))
	)
	if ! "$TOP/ci/inroot.sh" env VM_CPUS="$cpus" VM_QEMU_OPTS="$qopts" ci/run-vm.sh \
		"$CACHE/bench/bzImage-$k$lazy" "$out" $((slow * guest)) "$TOP/ci/guest-bench.sh" "$out/env"; then
		log "bench: boot $(basename "$out") failed or left a splat (see $out/console.log)"
		failed=1
	fi
	if grep -h FAILED "$out/status.txt" 2>/dev/null | sed 's/^/  /' >&2; then
		failed=1
	fi
}

if [ -n "$lazy" ]; then
	for k in base series; do
		log "bench: grace periods, RCU_LAZY, $k, 2 vCPUs"
		boot "$k" "$raw/icount-c2-$k-1" 2 icount IDLE=1 PAIRS="$PAIRS"
	done
	ICOUNT_CPUS="" # nothing else
fi
for n in $ICOUNT_CPUS; do
	if [ "$n" = 1 ]; then
		for k in base series; do
			log "bench: instruction counts, $k, 1 vCPU"
			boot "$k" "$raw/icount-c1-$k" 1 icount IDLE=1 PAIRS="$PAIRS" CASES="$CASES1" \
				PCASES="$CASES1" RCASES="$CASES1" LPM=1 MPTS="4 8 1" MPT_FIRST="$MPT_FIRST"
		done
		continue
	fi
	for i in $(seq 1 "$ICOUNT_BOOTS"); do
		# the controls (preallocated maps) and the allocator's other users
		# in the first pair only: the gates take none of them
		extra=(MPTS="4 8")
		[ "$i" != 1 ] || extra=(PCASES="$CASES" RCASES="$CASES" LPM=1 MPTS="4 8 1")
		for k in base series; do
			log "bench: instruction counts, $k, $n vCPUs, boot $i/$ICOUNT_BOOTS"
			boot "$k" "$raw/icount-c$n-$k-$i" "$n" icount IDLE=1 PAIRS="$PAIRS" CASES="$CASES" \
				"${extra[@]}" MPT_FIRST="$MPT_FIRST"
		done
	done
done
for r in $(seq 1 "$ROUNDS"); do
	order="base series"
	[ $((r % 2)) = 0 ] && order="series base"
	for k in $order; do
		log "bench: round $r/$ROUNDS, $k"
		boot "$k" "$raw/r$r-$k" 2 timed CASES="$CASES" PCASES="$CASES" RCASES="$CASES" \
			MPTS="4 8 1" TESTS=1
	done
done
rm -f "$raw"/*/console.log "$raw"/*/guest.sh

log "bench: report"
rc=0
"$TOP/ci/inroot.sh" ci/report.py "$raw" "$res" --header "$res/commands.txt" ${lazy:+--lazy} || rc=$?
out="latest.md latest.json throughput.png"
[ -z "$lazy" ] || out="lazy.md lazy.json"
for f in $out; do
	[ ! -e "$res/$f" ] || cp "$res/$f" "$TOP/results/$f"
done
log "bench: results/${out%%.md*}.md (this run: results/$stamp)"
[ "$failed" = 0 ] && [ "$rc" = 0 ]
