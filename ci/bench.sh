#!/usr/bin/env bash
# `make`: benchmark the base kernel against base + series/, side by side.
#
#  1. toolchain root; bench tree = base + series/ (cache)
#  2. kernels, bench flavour (no debug options): per round, base first, then
#     the series incrementally in the same build directory, both with the
#     round's code layout (ci/layout-pad.patch: see below)
#  3. bench (selftests/bpf), map_perf_test (samples/bpf), htab_batch_dump
#     (tools/testing/selftests/bpf/ of this repo), built once against the
#     series kernel: both kernels run the same binaries
#  4. boots base, series, series, base, base, series ... (ROUNDS rounds, ABBA
#     order), each running every benchmark (ci/guest-bench.sh)
#  5. results/<timestamp>/ (raw outputs, commands, configs, JSON) and
#     results/latest.md + plots; the cover letter's results section
#
#  6. one more boot per kernel and vCPU count in ICOUNT_CPUS under QEMU
#     -icount (see below): instruction counts, deterministic
#
# With FLOOR=1 (default) every round also builds the series kernel with
# ci/dev/variant.py's 'knobs' (module parameters; not part of the series)
# and boots it once after the round's two kernels, to measure, within that
# one boot, the series against immediate reuse (base's behaviour) and
# against the floor: immediate reuse delayed by what a cpu frees during one
# grace period, the least distance between a free and the reuse that any
# reuse after a GP has, without the series' machinery (ci/guest-floor.sh).
# Ratios within one boot do not carry what separates boots (code layout,
# the host's load).
#
# Variables: ROUNDS (4), LAYOUT_FROM (1: round r takes the code layout
# shift layout_pad(LAYOUT_FROM + r - 1), so that a second run with
# LAYOUT_FROM=5 covers four other layouts instead of repeating the first
# four), SECS per bench run (10), WARMUP (2), CASES (htab-mem
# use cases), RCASES (rhtab-mem use cases), MPT_CNT (map_perf_test
# iterations per CPU, 100000), MPT_ENTRIES (map_perf_test map size, 0 = default),
# ICOUNT_CPUS (vCPU counts of the instruction-count boots, "1 2"; empty: none),
# ICOUNT_SECS (their SECS, 4); FLOOR (1: the floor boots, 0: none),
# FLOOR_REPS (runs of each mode per floor boot, 2), FLOOR_CASES (htab-mem
# use cases, overwrite; overwrite or batch_add_batch_del: the floor needs
# frees and allocations on the same cpu), FLOOR_MPT (map_perf_test tests,
# "4 8 1"; 1, preallocated, is a control), FLOOR_ALT (3: each htab-mem use
# case of a repetition is one run that switches between the three modes
# every FLOOR_ALT seconds, 2-9; 0: one whole run per mode), FLOOR_ALT_SECS
# (the length of such a run, 60; at least 6 x FLOOR_ALT, two segments per
# mode), FLOOR_MPT_CYCLES (with FLOOR_ALT, each map_perf_test test of a
# repetition runs whole FLOOR_MPT_CYCLES x 6 times, the modes taking turns
# in the same cycle; 2), FLOOR_GP (1: with FLOOR_ALT, each repetition
# also runs FLOOR_CASES and FLOOR_MPT but 1 the same way with the modes
# series, floor and floorgp, the floor plus grace periods back to back
# driven from outside the allocator, to put what the series' GP rate
# costs on the floor too; 0: not).
#
# RESUME=<timestamp> completes a run that stopped (killed, a failed boot,
# the machine gone): with the run's own settings (its commands.txt's first
# line; bench.sh says so otherwise), the same series code, layouts, VM
# setup and kernel config, it keeps that run's completed boots (the cache's
# copy, or else results/<timestamp>/raw), rebuilds only the rounds that
# miss a boot (round 1 for missing instruction counts), boots what is
# missing or failed (both boots of a base/series pair if either is), and
# writes the report into the same results/<timestamp>/, the boots run again
# named in its commands.txt, each boot's kernel in its kernel.txt.
set -euo pipefail
T0=$(date +%s)
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

ROUNDS=${ROUNDS:-4}
LAYOUT_FROM=${LAYOUT_FROM:-1}
SECS=${SECS:-10}
WARMUP=${WARMUP:-2}
ALL_CASES="no_op overwrite batch_add_batch_del add_del_on_diff_cpu"
CASES=${CASES:-$ALL_CASES}
RCASES=${RCASES:-$ALL_CASES}
MPT_CNT=${MPT_CNT:-100000}
MPT_ENTRIES=${MPT_ENTRIES:-0}
ICOUNT_CPUS=${ICOUNT_CPUS-1 2}
ICOUNT_SECS=${ICOUNT_SECS:-4}
FLOOR=${FLOOR:-1}
FLOOR_REPS=${FLOOR_REPS:-2}
FLOOR_CASES=${FLOOR_CASES-overwrite}
FLOOR_MPT=${FLOOR_MPT-4 8 1}
FLOOR_ALT=${FLOOR_ALT:-3}
FLOOR_ALT_SECS=${FLOOR_ALT_SECS:-60}
FLOOR_MPT_CYCLES=${FLOOR_MPT_CYCLES:-2}
FLOOR_GP=${FLOOR_GP:-1}
RESUME=${RESUME:-}

# --- bad values: one line, before anything is built --------------------------
posint() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1=$2: must be a positive integer"; }
posint ROUNDS "$ROUNDS"
layout_from_check
posint SECS "$SECS"
posint MPT_CNT "$MPT_CNT"
[[ $WARMUP =~ ^[0-9]+$ ]] || die "WARMUP=$WARMUP: must be a non-negative integer"
[[ $MPT_ENTRIES =~ ^[0-9]+$ ]] || die "MPT_ENTRIES=$MPT_ENTRIES: must be a non-negative integer"
posint ICOUNT_SECS "$ICOUNT_SECS"
for n in $ICOUNT_CPUS; do
	[[ $n =~ ^[1-8]$ ]] || die "ICOUNT_CPUS='$ICOUNT_CPUS': must be vCPU counts 1-8, e.g. \"1 2\""
	[ "$(grep -cx "$n" <<<"${ICOUNT_CPUS// /$'\n'}")" = 1 ] || die "ICOUNT_CPUS='$ICOUNT_CPUS': $n given twice"
done
[[ $FLOOR =~ ^[01]$ ]] || die "FLOOR=$FLOOR: must be 0 or 1"
posint FLOOR_REPS "$FLOOR_REPS"
for c in $FLOOR_CASES; do
	[[ $c =~ ^(overwrite|batch_add_batch_del)$ ]] || die "FLOOR_CASES='$FLOOR_CASES': overwrite or batch_add_batch_del"
done
for t in $FLOOR_MPT; do
	[[ $t =~ ^(4|8|1)$ ]] || die "FLOOR_MPT='$FLOOR_MPT': map_perf_test tests 4, 8 or 1"
done
[[ $FLOOR_ALT =~ ^[02-9]$ ]] || die "FLOOR_ALT=$FLOOR_ALT: must be 0 (whole runs) or 2-9 (seconds per segment)"
posint FLOOR_ALT_SECS "$FLOOR_ALT_SECS"
posint FLOOR_MPT_CYCLES "$FLOOR_MPT_CYCLES"
[[ $FLOOR_GP =~ ^[01]$ ]] || die "FLOOR_GP=$FLOOR_GP: must be 0 or 1"
[ "$FLOOR" = 0 ] || [ "$FLOOR_GP" = 0 ] || [ "$FLOOR_ALT" != 0 ] ||
	die "FLOOR_GP=1 needs FLOOR_ALT (2-9): its runs alternate the modes; FLOOR_GP=0 runs without them"
# the GP runs' map_perf_test tests: FLOOR_MPT's but the control
floor_gp_mpt=
[ "$FLOOR_GP" = 0 ] || floor_gp_mpt=$(for t in $FLOOR_MPT; do [ "$t" = 1 ] || echo "$t"; done | xargs)
[ "$FLOOR_ALT" = 0 ] || [ "$FLOOR_ALT_SECS" -ge $((6 * FLOOR_ALT)) ] ||
	die "FLOOR_ALT_SECS=$FLOOR_ALT_SECS: must be at least 6 x FLOOR_ALT=$FLOOR_ALT (two segments per mode)"
[ "$FLOOR" = 0 ] || [ -n "$FLOOR_CASES$FLOOR_MPT" ] || die "FLOOR=1 with FLOOR_CASES and FLOOR_MPT empty: nothing to run"
for c in $CASES $RCASES; do
	case " $ALL_CASES " in
	*" $c "*) ;;
	*) die "unknown use case '$c' (known: $ALL_CASES)" ;;
	esac
done
[ -n "$CASES" ] || die "CASES is empty"
cmdline="make ROUNDS=$ROUNDS LAYOUT_FROM=$LAYOUT_FROM SECS=$SECS WARMUP=$WARMUP CASES='$CASES' RCASES='$RCASES' MPT_CNT=$MPT_CNT MPT_ENTRIES=$MPT_ENTRIES ICOUNT_CPUS='$ICOUNT_CPUS' ICOUNT_SECS=$ICOUNT_SECS FLOOR=$FLOOR FLOOR_REPS=$FLOOR_REPS FLOOR_CASES='$FLOOR_CASES' FLOOR_MPT='$FLOOR_MPT' FLOOR_ALT=$FLOOR_ALT FLOOR_ALT_SECS=$FLOOR_ALT_SECS FLOOR_MPT_CYCLES=$FLOOR_MPT_CYCLES FLOOR_GP=$FLOOR_GP"
# The boots of a run, by their directories under raw/
run_boots() {
	local r n
	for r in $(seq 1 "$ROUNDS"); do
		echo "r$r-base r$r-series"
		[ "$FLOOR" = 0 ] || echo "floor-r$r"
	done
	for n in $ICOUNT_CPUS; do
		echo "icount-c$n-base icount-c$n-series"
	done
}
# A boot that completed (RESUME keeps it): run-vm.sh came back (it writes
# splats after the VM ended) with no splat, the guest's exit status 0, no
# failed row.
boot_done() {
	[ "$(cat "$1/rc" 2>/dev/null)" = 0 ] && [ -f "$1/splats" ] && [ ! -s "$1/splats" ] &&
		[ -f "$1/status.txt" ] && ! grep -q FAILED "$1/status.txt"
}
if [ -n "$RESUME" ]; then
	old=$TOP/results/$RESUME
	[[ $RESUME =~ ^[0-9]{8}T[0-9]{6}Z$ ]] ||
		die "RESUME=$RESUME: must be a run's timestamp, the name of its results/ directory (e.g. RESUME=20261204T194615Z)"
	[ -f "$old/commands.txt" ] ||
		die "RESUME=$RESUME: no results/$RESUME/commands.txt: not a run of make"
	was=$(head -n 1 "$old/commands.txt")
	[ "$(grep -o '[A-Z_]*=' <<<"$was" | tr -d '\n')" = "$(grep -o '[A-Z_]*=' <<<"$cmdline" | tr -d '\n')" ] ||
		die "RESUME=$RESUME: made by an older ci/bench.sh, with other settings ($was); it cannot be resumed"
	[ "$was" = "$cmdline" ] ||
		die "RESUME=$RESUME: that run's settings differ; resume it with them: ${was/#make /make RESUME=$RESUME }"
	from=$CACHE/bench/raw-$RESUME
	[ -d "$from" ] || from=$old/raw
	[ -d "$from" ] ||
		die "RESUME=$RESUME: none of its boots is kept (no results/$RESUME/raw, no $CACHE/bench/raw-$RESUME)"
	if [ -e "$old/latest.md" ]; then
		todo=0
		for b in $(run_boots); do
			boot_done "$from/$b" || todo=1
		done
		[ "$todo" = 1 ] ||
			die "RESUME=$RESUME: that run is complete, every boot done (results/$RESUME/latest.md)"
	fi
fi
bench_lock

need_space "$CACHE" 20
"$TOP/ci/toolchain.sh" >/dev/null
work=$CACHE/bench
src=$work/tree
kout=$CACHE/build/bench
stout=$CACHE/build/selftests-bench
tools=$CACHE/build/bench-tools
stamp=${RESUME:-$(date -u +%Y%m%dT%H%M%SZ)}
res=$TOP/results/$stamp
raw=$CACHE/bench/raw-$stamp
# A resumed run's boots: the cache's copy, or else the one its results
# directory keeps (without the guests' console logs), copied whole first
if [ -n "$RESUME" ] && [ ! -d "$raw" ]; then
	log "RESUME: the boots of results/$stamp/raw (none in the cache)"
	rm -rf "$raw.tmp"
	mkdir -p "$CACHE/bench"
	cp -r "$res/raw" "$raw.tmp"
	mv "$raw.tmp" "$raw"
fi
mkdir -p "$work" "$res" "$raw"
# With RESUME, whether boot $1 (a directory name of run_boots) is kept: it
# completed, and so did the other boot of its pair (a round's base and
# series, an instruction-count pair), so that a pair's two boots come from
# the same session, its kernels and binaries built together.
boot_keep() {
	[ -n "$RESUME" ] || return 1
	local pair=$1
	case $1 in
	*-base) pair=${1%-base}-series ;;
	*-series) pair=${1%-series}-base ;;
	esac
	boot_done "$raw/$1" && boot_done "$raw/$pair"
}
# Whether round $1's kernels are needed: always, but with RESUME only if a
# boot that uses them is not kept (round 1's: the instruction counts too).
round_todo() {
	[ -n "$RESUME" ] || return 0
	local b
	for b in "r$1-base" $([ "$FLOOR" = 0 ] || echo "floor-r$1") \
		$([ "$1" != 1 ] || for n in $ICOUNT_CPUS; do echo "icount-c$n-base"; done); do
		boot_keep "$b" || return 0
	done
	return 1
}
rebuilt=()
redone=()

steps=$((3 + (3 + FLOOR) * ROUNDS + 2 * $(wc -w <<<"$ICOUNT_CPUS")))
step=0
progress() {
	step=$((step + 1))
	log "step $step/$steps: $* ($((steps - step)) left)"
}

progress "bench tree = base + series/"
"$TOP/ci/mktree.sh" --force "$src" "$TOP/series"
head=$(git -C "$src" rev-parse HEAD)
code=$(git -C "$src" diff base..HEAD | sha256sum | cut -c1-16)
pads=()
for r in $(seq 1 "$ROUNDS"); do
	pads+=("$(round_pad "$r")")
done
dirty=$(git -C "$TOP" status --porcelain -- series | grep -q . && echo ' + uncommitted series/ changes' || true)
header=$(
	echo "$cmdline"
	echo "base:   Linux 7.2.13 (Debian linux-source-7.2 7.2.13-1)"
	echo "series: $(git -C "$src" log --oneline base..HEAD | wc -l) patches, code sha256 $code (git diff base..HEAD), $TOP/series at $(git -C "$TOP" rev-parse --short HEAD 2>/dev/null || echo '?')$dirty"
	echo "vm:     QEMU TCG, 2 vCPUs, 2 GiB (ci/run-vm.sh)"
	echo "layout: code after kernel/bpf/core.o shifted by ${pads[*]} bytes in rounds 1-$ROUNDS (ci/layout-pad.patch, layout_pad($LAYOUT_FROM..$((LAYOUT_FROM + ROUNDS - 1))))"
	[ -z "$ICOUNT_CPUS" ] ||
		echo "icount: round 1's kernels, QEMU $icount_qemu_opts, $ICOUNT_CPUS vCPUs, SECS=$ICOUNT_SECS WARMUP=1, CASES without no_op (and add_del_on_diff_cpu with 1 vCPU), no rhtab-mem"
	[ "$FLOOR" = 0 ] ||
		echo "floor:  per round the series + ci/dev/variant.py knobs, modes series / imm / floor (imm + reuse after a GP's worth of frees per cpu, calibrated per boot), $FLOOR_REPS runs each per boot$([ "$FLOOR_ALT" = 0 ] || [ -z "$FLOOR_CASES" ] || echo " (htab-mem: one $FLOOR_ALT_SECS s run per repetition and use case, the modes switched every $FLOOR_ALT s)")$([ "$FLOOR_ALT" = 0 ] || [ -z "$FLOOR_MPT" ] || echo " (map_perf_test: $((6 * FLOOR_MPT_CYCLES)) whole runs per repetition and test, the modes taking turns)")$([ "$FLOOR_GP" = 0 ] || echo "; each repetition again with modes series / floor / floorgp (floor + GPs back to back from one self-requeuing call_rcu_hurry() outside the allocator), map_perf_test '$floor_gp_mpt'"), FLOOR_CASES='$FLOOR_CASES' FLOOR_MPT='$FLOOR_MPT' (ci/guest-floor.sh)"
)
if [ -n "$RESUME" ]; then
	grep -q "code sha256 $code " "$res/commands.txt" ||
		die "RESUME=$RESUME: series/ is not the code that run measured ($(grep -o 'code sha256 [0-9a-f]*' "$res/commands.txt" || echo 'none recorded'), now $code)"
	[ "$(grep -v -e '^series:' -e '^resumed:' "$res/commands.txt")" = "$(grep -v '^series:' <<<"$header")" ] ||
		die "RESUME=$RESUME: its layouts, VM, instruction-count or floor setup differ from this ci/bench.sh's (results/$RESUME/commands.txt); start a new run"
else
	# written before the builds, so that a run stopped anywhere can be resumed
	printf '%s\n' "$header" >"$res/commands.txt"
fi

# Under QEMU TCG the speed of unchanged code depends on its address: the
# very same htab_map_update_elem, 64 bytes further in the series kernel,
# made the preallocated map_perf_test 1 run 0.87x (ci/dev/layout.sh). So each round builds
# both kernels with the code after kernel/bpf/core.o shifted by the same
# amount (ci/layout-pad.patch, applied to the bench tree only), a different
# one per round (layout_pad in ci/lib.sh): the rounds average over layouts
# instead of comparing one lucky link with one unlucky one.
layout_patch_apply "$src"
if [ "$FLOOR" = 1 ]; then
	knobs=$(mktemp)
	cp "$src/kernel/bpf/memalloc.c" "$knobs"
	"$TOP/ci/dev/variant.py" "$knobs" knobs ||
		die "ci/dev/variant.py knobs does not apply to series/' memalloc.c (FLOOR=0 runs without the floor boots)"
	trap 'git -C "$src" checkout -q -- kernel/bpf/memalloc.c; rm -f "$knobs"' EXIT
fi
# A kernel's config; a resumed run's must be the run's
save_config() {
	if [ -n "$RESUME" ] && [ -f "$res/config-$1" ] && ! cmp -s "$kout/.config" "$res/config-$1"; then
		die "RESUME=$RESUME: the $1 kernel's config differs from the run's (results/$RESUME/config-$1: ci/kernel.config or the toolchain changed); start a new run"
	fi
	cp "$kout/.config" "$res/config-$1"
}
for r in $(seq 1 "$ROUNDS"); do
	pad=${pads[r - 1]}
	if ! round_todo "$r"; then
		progress "round $r kernels: every boot of the round done before (RESUME)"
		continue
	fi
	rebuilt+=("$r")
	progress "round $r kernels, code shifted by $pad bytes: base, $([ "$FLOOR" = 0 ] || echo 'series + knobs, ')then series (incremental)"
	git -C "$src" checkout -q --detach base
	build_bench_kernel "$src" "$pad" "$work/bzImage-base-$r"
	save_config base
	git -C "$src" checkout -q "$head"
	if [ "$FLOOR" = 1 ]; then
		cp "$knobs" "$src/kernel/bpf/memalloc.c"
		build_bench_kernel "$src" "$pad" "$work/bzImage-knobs-$r"
		git -C "$src" checkout -q -- kernel/bpf/memalloc.c
	fi
	# last: the bench tools below are built against the series kernel
	build_bench_kernel "$src" "$pad" "$work/bzImage-series-$r"
	save_config series
done

progress "bench, map_perf_test, htab_batch_dump (against the series kernel)"
if [ ${#rebuilt[@]} = 0 ]; then
	log "RESUME: no boot to redo, so no binaries either"
else
	"$TOP/ci/inroot.sh" ci/build-bench-tools.sh "$src" "$kout" "$stout" "$tools"
fi

failed=0
# Boot KERNEL to run ci/guest-bench.sh OUT/env; a failed boot or a splat is
# noted in OUT/status.txt and sets 'failed'. VM_* settings go to run-vm.sh.
#   boot_bench GUEST_SCRIPT WHAT KERNEL OUT TIMEOUT_S [VM_VAR=VALUE...]
boot_bench() {
	local guest=$1 what=$2 kernel=$3 out=$4 tmo=$5
	shift 5
	# which kernel (a resumed run's boots come from two sessions)
	echo "$(sha256sum "$kernel" | cut -c1-16) $kernel" >"$out/kernel.txt"
	# The host's own stalls during the boot (OUT/host-stalls.txt)
	python3 "$TOP/ci/stallwatch.py" "$out" &
	local watch=$!
	# The guest can write only to run-vm.sh's directory: the boot's own.
	if ! "$TOP/ci/inroot.sh" env "$@" ci/run-vm.sh "$kernel" "$out" "$tmo" \
		"$TOP/ci/$guest" "$out/env"; then
		log "$what: the boot failed or left a splat (see $out/console.log, $out/splats)"
		echo "boot FAILED $(tail -n 1 "$out/splats" 2>/dev/null)" >>"$out/status.txt"
		failed=1
	fi
	kill "$watch" 2>/dev/null || true
	wait "$watch" 2>/dev/null || true
	grep -h FAILED "$out/status.txt" 2>/dev/null | sed 's/^/  /' >&2 || true
}
# With RESUME, a boot done before is kept (true: skip it; boot_keep);
# anything else left in OUT goes.
resume_skip() {
	if boot_keep "$(basename "$1")"; then
		log "  done before: kept ($1)"
		return 0
	fi
	rm -rf "$1"
	[ -z "$RESUME" ] || redone+=("$(basename "$1")")
	return 1
}
# OUT/env for a guest script: the lines every boot shares; the caller
# appends its own.
#   boot_env OUT SECS WARMUP CASES LAYOUT_PAD
boot_env() {
	mkdir -p "$1"
	cat >"$1/env" <<EOT
STOUT=$stout
TOOLS=$tools
OUT=$1
SECS=$2
WARMUP=$3
CASES="$4"
MPT_CNT=$MPT_CNT
MPT_ENTRIES=$MPT_ENTRIES
LAYOUT_PAD=$5
BENCH_TIMEOUT=$(($2 + $3 + 120))
EOT
}
for r in $(seq 1 "$ROUNDS"); do
	# ABBA: base first in odd rounds, series first in even ones, so that a
	# drift of the host's speed during the run does not favour one kernel.
	order="base series"
	[ $((r % 2)) = 0 ] && order="series base"
	for k in $order; do
		progress "round $r/$ROUNDS: $k kernel"
		out=$raw/r$r-$k
		resume_skip "$out" && continue
		boot_env "$out" "$SECS" "$WARMUP" "$CASES" "${pads[r - 1]}"
		echo "RCASES=\"$RCASES\"" >>"$out/env"
		nb=$(( $(wc -w <<<"$CASES") * 2 + $(wc -w <<<"$RCASES") + 4 ))
		tmo=$(( nb * (SECS + WARMUP + 60) + 300 ))
		boot_bench guest-bench.sh "round $r $k" "$work/bzImage-$k-$r" "$out" "$tmo"
	done
	[ "$FLOOR" = 1 ] || continue
	progress "round $r/$ROUNDS: floor boot (series + knobs: series, imm, floor$([ "$FLOOR_GP" = 0 ] || echo ", floorgp"))"
	out=$raw/floor-r$r
	resume_skip "$out" && continue
	boot_env "$out" "$SECS" "$WARMUP" "$FLOOR_CASES" "${pads[r - 1]}"
	printf 'MPT="%s"\nREPS=%s\nROUND=%s\nALT=%s\nASECS=%s\nMCYC=%s\nGP=%s\nGP_MPT="%s"\n' "$FLOOR_MPT" "$FLOOR_REPS" "$r" \
		"$FLOOR_ALT" "$FLOOR_ALT_SECS" "$FLOOR_MPT_CYCLES" "$FLOOR_GP" "$floor_gp_mpt" >>"$out/env"
	# the alternating runs' timeout (it covers the floor boot's other
	# runs too, which need less)
	[ "$FLOOR_ALT" = 0 ] || [ "$FLOOR_ALT_SECS" -le "$SECS" ] ||
		echo "BENCH_TIMEOUT=$((FLOOR_ALT_SECS + WARMUP + 120))" >>"$out/env"
	nb=$(( (3 * FLOOR_REPS + 1) * $(wc -w <<<"overwrite $FLOOR_CASES $FLOOR_MPT") ))
	tmo=$(( nb * (SECS + WARMUP + 60) + 300 ))
	[ "$FLOOR_ALT" = 0 ] ||
		tmo=$(( tmo + FLOOR_REPS * ($(wc -w <<<"$FLOOR_CASES") * (FLOOR_ALT_SECS + WARMUP + 60) +
			$(wc -w <<<"$FLOOR_MPT") * 6 * FLOOR_MPT_CYCLES * 30) ))
	[ "$FLOOR_GP" = 0 ] ||
		tmo=$(( tmo + FLOOR_REPS * ($(wc -w <<<"$FLOOR_CASES") * (FLOOR_ALT_SECS + WARMUP + 60) +
			$(wc -w <<<"$floor_gp_mpt") * 6 * FLOOR_MPT_CYCLES * 30) ))
	boot_bench guest-floor.sh "round $r floor" "$work/bzImage-knobs-$r" "$out" "$tmo"
done

# Instruction counts: under QEMU -icount the guest's clock advances one
# nanosecond per instruction, so every rate the benchmarks measure becomes
# operations per instruction: repeatable (htab-mem to 0.1%), whatever the
# host does and wherever the code lies (no layout rounds needed), but blind
# to cache misses, which the timed rounds above include. Round 1's kernels,
# the htab-mem use cases but no_op, and map_perf_test; not rhtab-mem
# (informational); with one vCPU not add_del_on_diff_cpu, which needs two.
for n in $ICOUNT_CPUS; do
	for k in base series; do
		progress "instruction counts: $k kernel, $n vCPU(s)"
		out=$raw/icount-c$n-$k
		resume_skip "$out" && continue
		cases=${CASES//no_op/}
		[ "$n" != 1 ] || cases=${cases//add_del_on_diff_cpu/}
		boot_env "$out" "$ICOUNT_SECS" 1 "$cases" "${pads[0]}"
		printf 'RCASES=""\nTESTS=0\n' >>"$out/env"
		# The guest's timeout counts guest seconds, which take
		# icount_slow wall seconds here (ci/lib.sh).
		nb=$(( $(wc -w <<<"$cases") * 2 + 4 ))
		tmo=$(( nb * icount_slow * (ICOUNT_SECS + 1 + 120) + 300 ))
		boot_bench guest-bench.sh "icount $k, $n vCPU(s)" "$work/bzImage-$k-1" "$out" "$tmo" \
			VM_CPUS="$n" VM_QEMU_OPTS="$icount_qemu_opts"
	done
done

if [ -n "$RESUME" ]; then
	if [ ${#rebuilt[@]} = 0 ]; then
		what="nothing rebuilt"
	else
		what="kernels of round(s) ${rebuilt[*]} rebuilt, binaries against round ${rebuilt[-1]}'s series kernel"
	fi
	echo "resumed: $(date -u +%Y%m%dT%H%M%SZ), $TOP/series at $(git -C "$TOP" rev-parse --short HEAD 2>/dev/null || echo '?')$dirty; $what; boots run again: ${redone[*]:-none}; the others kept" >>"$res/commands.txt"
fi

progress "tables, plots, cover letter"
# Raw outputs in the results directory, without the guests' logs (cache).
rm -rf "$res/raw"
cp -r "$raw" "$res/raw"
rm -f "$res"/raw/*/console.log "$res"/raw/*/guest.sh
set +e
# In the root: it has gnuplot for the plots, which the host may lack
"$TOP/ci/inroot.sh" ci/report.py "$res/raw" "$res" --header "$res/commands.txt" --cover "$TOP/cover-letter.txt"
rrc=$?
set -e
cp "$res/latest.md" "$TOP/results/latest.md"
cp "$res/results.json" "$TOP/results/latest.json"
for p in "$res"/*.png; do
	[ -e "$p" ] && cp "$p" "$TOP/results/"
done
# The series' deterministic test on the base kernel (round 1), for the cover
# letter: what a program reads through a pointer to a freed element.
fails=$(sed -e '/^All error logs:/,$d' "$raw/r1-base/reuse_test.txt" 2>/dev/null |
	grep -E 'reads key|:FAIL|:OK|^Summary|^exit' || true)
{
	echo "The series' test on the base kernel (./test_progs -a htab_reuse_gp in"
	echo "round 1 of \`make\`, results/$stamp/raw/r1-base/reuse_test.txt):"
	echo
	printf '%s\n' "$fails" | sed 's/^/  /'
	echo
	echo "The memory-usage test there (./test_progs -a htab_reuse_gp_mem,"
	echo "r1-base/mem_test.txt), which the series must pass too:"
	echo
	sed -e '/^All error logs:/,$d' "$raw/r1-base/mem_test.txt" 2>/dev/null |
		grep -E ':FAIL|:OK|^Summary|^exit' | sed 's/^/  /' || true
} >"$res/reuse-test-base.txt"
python3 - "$TOP/cover-letter.txt" "$res/reuse-test-base.txt" <<'PY'
import sys
path, block = sys.argv[1], open(sys.argv[2]).read()
s = open(path).read()
b, e = "<!-- basefail:begin -->\n", "<!-- basefail:end -->"
if b in s and e in s:
    s = s[:s.index(b) + len(b)] + block + s[s.index(e):]
    open(path, "w").write(s)
PY
# series/0000 carries the cover letter: export the bench tree (base +
# series/ exactly, without the layout patch) again so that it has the new
# numbers.
layout_patch_revert "$src"
git -C "$src" checkout -q "$head"
"$TOP/ci/inroot.sh" ci/export.sh "$src" "$TOP/series"
log "bench: results/latest.md (run: results/$stamp)"
# Missed targets are the table's verdict (report.py exit 1), not a failure of
# the job; a failed or missing row or boot is.
[ "$failed" = 0 ] && { [ "$rrc" = 0 ] || [ "$rrc" = 1 ]; } || exit 1
