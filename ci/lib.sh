#!/usr/bin/env bash
# Shared helpers for the ci/ scripts: logging with elapsed time, errors, paths.
# Sourced, never executed.

shopt -s inherit_errexit

: "${CACHE:=${XDG_CACHE_HOME:-$HOME/.cache}/htab-gp}"
: "${TOP:=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
: "${T0:=$(date +%s)}"
export CACHE TOP T0

# Instruction-count boots (ci/bench.sh ICOUNT_CPUS, ci/dev ICOUNT=1): QEMU
# options under which the guest's clock advances one nanosecond per
# instruction executed (and skips idle time), and the factor for boot
# timeouts, since a guest second takes ~5 s of wall time here.
# shellcheck disable=SC2034 # used by the scripts that source this file
icount_qemu_opts="-icount shift=0,sleep=off"
# shellcheck disable=SC2034
icount_slow=6

log() {
	local now
	now=$(date +%s)
	printf '[%4ds] %s\n' "$((now - T0))" "$*" >&2
}

die() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

need_space() {
	# need_space DIR GIB: fail early rather than half-way through a build
	local dir=$1 gib=$2 avail
	mkdir -p "$dir"
	avail=$(df -Pk "$dir" | awk 'NR == 2 { print int($4 / 1048576) }')
	[ "$avail" -ge "$gib" ] ||
		die "not enough disk in $dir: ${avail} GiB free, ${gib} GiB needed"
}

# Code shift of benchmark round $1 (1, 2, ...) in bytes, for
# ci/layout-pad.patch: multiples of 16 (the function alignment) spread over
# a page by the golden ratio, so that any number of rounds covers both the
# page offset and the low address bits evenly: 0, 2528, 960, 3488, 1920, ...
layout_pad() {
	echo $(( (($1 - 1) * 40503 % 65536) >> 8 << 4 ))
}

# Code shift of round $1 of a run (make, ab.sh, inboot.sh): layout_pad() of
# round LAYOUT_FROM + $1 - 1, so that a second run with LAYOUT_FROM=5 covers
# other layouts instead of repeating the first ones. LAYOUT_FROM defaults
# to 1; layout_from_check rejects a bad one before anything is built.
round_pad() {
	layout_pad $((${LAYOUT_FROM:-1} + $1 - 1))
}
layout_from_check() {
	[[ ${LAYOUT_FROM:-1} =~ ^[1-9][0-9]*$ ]] || die "LAYOUT_FROM=$LAYOUT_FROM: must be a positive integer"
}

# Lock of the benchmark's tree and builds ($CACHE/bench/tree,
# $CACHE/build/bench, ...): `make` (ci/bench.sh), ci/dev/ab.sh and
# ci/dev/layout.sh check out, patch and build there, and a second job would
# change the kernels under the first one (a run whose layout patch another
# job's exit took off measured nothing). Fails rather than waits; held until
# the calling script exits.
bench_lock() {
	mkdir -p "$CACHE/bench"
	exec {BENCH_LOCK_FD}>"$CACHE/bench/lock"
	flock -n "$BENCH_LOCK_FD" ||
		die "another benchmark job (make, ci/dev/ab.sh or ci/dev/layout.sh) is using $CACHE/bench: wait for it to finish"
}

# Apply ci/layout-pad.patch to the bench tree $1, unless it is applied.
layout_patch_apply() {
	git -C "$1" apply --check -R "$TOP/ci/layout-pad.patch" 2>/dev/null && return 0
	git -C "$1" apply "$TOP/ci/layout-pad.patch" ||
		die "ci/layout-pad.patch does not apply to $1"
}

# Take ci/layout-pad.patch off the bench tree $1 again, if it is applied
# (bench.sh before the export, the dev scripts' EXIT traps).
layout_patch_revert() {
	git -C "$1" apply --check -R "$TOP/ci/layout-pad.patch" 2>/dev/null || return 0
	git -C "$1" apply -R "$TOP/ci/layout-pad.patch"
}

# Build the bench-flavour kernel of tree $1 (as checked out) in
# $CACHE/build/bench with its code shifted by $2 bytes (ci/layout-pad.patch
# applied) and copy its bzImage to $3.
build_bench_kernel() {
	"$TOP/ci/inroot.sh" ci/build-kernel.sh "$1" "$CACHE/build/bench" bench "BENCH_LAYOUT_PAD=$2" all
	cp "$CACHE/build/bench/arch/x86/boot/bzImage" "$3"
}

# ci/dev/ab.sh and ci/dev/inboot.sh: CASES (default overwrite), SECS (8),
# MPT (map_perf_test tests, default none) and MPT_CNT (100000), checked, as
# cases, secs, mpt and mpt_cnt.
dev_bench_env() {
	# shellcheck disable=SC2034 # used by the callers
	cases=${CASES:-overwrite}
	secs=${SECS:-8}
	[[ $secs =~ ^[1-9][0-9]*$ ]] || die "SECS=$secs: must be a positive integer"
	mpt=${MPT:-}
	[[ $mpt =~ ^[0-9\ ]*$ ]] || die "MPT='$mpt': must be map_perf_test test numbers, e.g. MPT=\"4 8 1\""
	mpt_cnt=${MPT_CNT:-100000}
	[[ $mpt_cnt =~ ^[1-9][0-9]*$ ]] || die "MPT_CNT=$mpt_cnt: must be a positive integer"
	# VCPUS (default 2); ICOUNT=1 boots under $icount_qemu_opts, where the
	# guest's clock counts instructions: deterministic rates, blind to
	# cache misses (ci/bench.sh's instruction-count boots)
	vcpus=${VCPUS:-2}
	[[ $vcpus =~ ^[1-8]$ ]] || die "VCPUS=$vcpus: must be 1-8"
	# vmslow: factor for the callers' boot timeouts
	vmenv=(env VM_CPUS="$vcpus")
	# shellcheck disable=SC2034 # used by the callers
	vmslow=1
	case ${ICOUNT:-0} in
	0) ;;
	1)
		vmenv+=(VM_QEMU_OPTS="$icount_qemu_opts")
		# shellcheck disable=SC2034 # used by the callers
		vmslow=$icount_slow
		;;
	*) die "ICOUNT=$ICOUNT: must be 0 or 1" ;;
	esac
}

# ci/dev/ab.sh and ci/dev/inboot.sh: take the bench lock, check that `make`
# left the bench tree and binaries (and map_perf_test if $1, the MPT list,
# is not empty), put the layout patch on the bench tree, and set src, stout,
# tools, dev, head (the bench tree's commit) and f (memalloc.c, which the
# callers rewrite with ci/dev/variant.py). An EXIT trap restores f, takes
# the layout patch off and checks out head again.
dev_bench_setup() {
	bench_lock
	src=$CACHE/bench/tree
	stout=$CACHE/build/selftests-bench
	tools=$CACHE/build/bench-tools
	[ -x "$stout/bench" ] && [ -d "$src/.git" ] ||
		die "no benchmark build in $CACHE: run make or ci/dev/setup.sh first"
	[ -z "$1" ] || [ -x "$tools/map_perf_test" ] ||
		die "no map_perf_test in $tools: run make or ci/dev/setup.sh first"
	layout_patch_apply "$src"
	dev=$CACHE/dev
	mkdir -p "$dev"
	head=$(git -C "$src" rev-parse HEAD)
	f=kernel/bpf/memalloc.c
	# expanded now: the callers' own variables (a loop's f...) cannot
	# change what the trap restores
	# shellcheck disable=SC2064
	trap "git -C $(printf %q "$src") checkout -q -- $(printf %q "$f"); layout_patch_revert $(printf %q "$src"); git -C $(printf %q "$src") checkout -q $head" EXIT
}

# A name for a variant or mode usable in file names
vname() { printf '%s' "${1//[^A-Za-z0-9_-]/_}"; }
