#!/usr/bin/env bash
# `make`: benchmark the base kernel against base + series/.
#
#  1. toolchain root; bench tree = base + series/ (cache)
#  2. kernels, bench flavour (ci/kernel.config): base, then the series
#     incrementally in the same build directory
#  3. bench, test_progs (selftests/bpf), map_perf_test (samples/bpf),
#     htab_batch_dump (tools/ of this repo), built once against the series
#     kernel: both kernels run the same binaries
#  4. instruction counts: one boot per kernel and vCPU count (ICOUNT_CPUS)
#     under QEMU -icount, where the guest's clock counts instructions:
#     repeatable to 0.1%, this is what the gates use
#  5. ROUNDS timed rounds, ABBA order (base series, series base, ...):
#     informational, TCG's timing moves with code layout
#  6. results/<timestamp>/ (raw outputs, kept out of git) and
#     results/latest.{md,json} + throughput.png (ci/report.py)
#
# Variables: ROUNDS (2), SECS (10) and WARMUP (2) per timed bench run,
# ICOUNT_CPUS ("1 2"), ICOUNT_SECS (4), MPT_CNT (map_perf_test iterations
# per cpu, 100000).
#
# Exit status 0 when every row ran, whatever the gates say (the report
# tells); 1 when a build, a boot or a row failed.
set -euo pipefail
T0=$(date +%s)
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

ROUNDS=${ROUNDS:-2}
SECS=${SECS:-10}
WARMUP=${WARMUP:-2}
ICOUNT_CPUS=${ICOUNT_CPUS-1 2}
ICOUNT_SECS=${ICOUNT_SECS:-4}
MPT_CNT=${MPT_CNT:-100000}
CASES="overwrite batch_add_batch_del add_del_on_diff_cpu"

posint() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1=$2: must be a positive integer"; }
[[ $ROUNDS =~ ^[0-9]+$ ]] || die "ROUNDS=$ROUNDS: must be a non-negative integer"
posint SECS "$SECS"
[[ $WARMUP =~ ^[0-9]+$ ]] || die "WARMUP=$WARMUP: must be a non-negative integer"
posint ICOUNT_SECS "$ICOUNT_SECS"
posint MPT_CNT "$MPT_CNT"
for n in $ICOUNT_CPUS; do
	[[ $n =~ ^[1-8]$ ]] || die "ICOUNT_CPUS='$ICOUNT_CPUS': must be vCPU counts 1-8, e.g. \"1 2\""
done
[ "$ROUNDS" -gt 0 ] || [ -n "$ICOUNT_CPUS" ] || die "ROUNDS=0 and ICOUNT_CPUS empty: nothing to run"
cmdline="make ROUNDS=$ROUNDS SECS=$SECS WARMUP=$WARMUP ICOUNT_CPUS='$ICOUNT_CPUS' ICOUNT_SECS=$ICOUNT_SECS MPT_CNT=$MPT_CNT"

bench_lock
need_space "$CACHE" 20
"$TOP/ci/toolchain.sh" >/dev/null
src=$CACHE/bench/tree
kout=$CACHE/build/bench
stout=$CACHE/build/selftests-bench
tools=$CACHE/build/bench-tools
stamp=$(date -u +%Y%m%dT%H%M%SZ)
res=$TOP/results/$stamp
raw=$res/raw
mkdir -p "$raw"

log "bench: tree = base + series/"
"$TOP/ci/mktree.sh" --force "$src" "$TOP/series"
head=$(git -C "$src" rev-parse HEAD)
code=$(git -C "$src" diff --full-index base..HEAD | sha256sum | cut -c1-16)
{
	echo "$cmdline"
	echo "date:   $stamp"
	echo "base:   Linux 7.2.13 (Debian linux-source-7.2 7.2.13-1)"
	echo "series: $(git -C "$src" log --oneline fixes..HEAD | wc -l) commits + $(git -C "$src" log --oneline base..fixes | wc -l) fix, code sha256 $code (git diff --full-index base..HEAD), repository $(git -C "$TOP" rev-parse --short HEAD 2>/dev/null || echo '?')"
	echo "vm:     QEMU TCG, 2 GiB; icount boots: $icount_qemu_opts, $ICOUNT_CPUS vCPU(s), $ICOUNT_SECS s runs; timed: 2 vCPUs, $SECS s runs"
} >"$res/commands.txt"

for k in base series; do
	[ "$k" = base ] && git -C "$src" checkout -q --detach base
	[ "$k" = series ] && git -C "$src" checkout -q "$head"
	log "bench: $k kernel"
	"$TOP/ci/inroot.sh" ci/build-kernel.sh "$src" "$kout" bench all
	cp "$kout/arch/x86/boot/bzImage" "$CACHE/bench/bzImage-$k"
	cp "$kout/.config" "$res/config-$k"
done
log "bench: bench, test_progs, map_perf_test, htab_batch_dump"
"$TOP/ci/inroot.sh" ci/build-bench-tools.sh "$src" "$kout" "$stout" "$tools"

failed=0
# boot KERNEL OUT SECS WARMUP CASES TESTS TIMEOUT [VM_VAR=VALUE...]
boot() {
	local k=$1 out=$2 secs=$3 warmup=$4 cases=$5 tests=$6 tmo=$7
	shift 7
	mkdir -p "$out"
	cat >"$out/env" <<EOT
STOUT=$stout
TOOLS=$tools
OUT=$out
SECS=$secs
WARMUP=$warmup
CASES="$cases"
RCASES="$([ "$tests" = 0 ] || echo "$CASES")"
MPT_CNT=$MPT_CNT
MPT_ENTRIES=0
BENCH_TIMEOUT=$((secs + warmup + 120))
TESTS=$tests
EOT
	if ! "$TOP/ci/inroot.sh" env "$@" ci/run-vm.sh "$CACHE/bench/bzImage-$k" "$out" "$tmo" \
		"$TOP/ci/guest-bench.sh" "$out/env"; then
		log "bench: boot $(basename "$out") failed or left a splat (see $out/console.log)"
		failed=1
	fi
	if grep -h FAILED "$out/status.txt" 2>/dev/null | sed 's/^/  /' >&2; then
		failed=1
	fi
}

for n in $ICOUNT_CPUS; do
	cases=$CASES
	# add_del_on_diff_cpu needs two cpus
	[ "$n" != 1 ] || cases=${cases/add_del_on_diff_cpu/}
	for k in base series; do
		log "bench: instruction counts, $k, $n vCPU(s)"
		# guest seconds take icount_slow seconds here
		boot "$k" "$raw/icount-c$n-$k" "$ICOUNT_SECS" 1 "$cases" 0 \
			$((icount_slow * (12 * (ICOUNT_SECS + 1) + 600))) \
			VM_CPUS="$n" VM_QEMU_OPTS="$icount_qemu_opts"
	done
done
for r in $(seq 1 "$ROUNDS"); do
	order="base series"
	[ $((r % 2)) = 0 ] && order="series base"
	for k in $order; do
		log "bench: round $r/$ROUNDS, $k"
		boot "$k" "$raw/r$r-$k" "$SECS" "$WARMUP" "$CASES" 1 $((9 * (SECS + WARMUP + 60) + 600))
	done
done
rm -f "$raw"/*/console.log "$raw"/*/guest.sh

log "bench: report"
rc=0
"$TOP/ci/inroot.sh" ci/report.py "$raw" "$res" --header "$res/commands.txt" || rc=$?
for f in latest.md latest.json throughput.png; do
	[ ! -e "$res/$f" ] || cp "$res/$f" "$TOP/results/$f"
done
log "bench: results/latest.md (this run: results/$stamp)"
[ "$failed" = 0 ] && [ "$rc" = 0 ]
