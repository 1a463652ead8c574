#!/usr/bin/env bash
# The code-layout check behind `make`'s per-round shifts: build base and/or
# series kernels with given shifts of the code after kernel/bpf/core.o
# (ci/layout-pad.patch) and boot each once under the unchanged, preallocated
# map_perf_test 1. Needs a previous `make` (bench tree and binaries).
#
#   ci/dev/layout.sh KERNEL:SHIFT...   e.g. ci/dev/layout.sh base:0 base:64 series:0 series:4032
#
# KERNEL is base or series, SHIFT a byte count (multiple of 16). Prints the
# events/s per cpu of each boot. Leaves the bench tree as `make` left it.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../lib.sh"

[ $# -ge 1 ] || die "usage: ci/dev/layout.sh KERNEL:SHIFT..."
for a in "$@"; do
	[[ $a =~ ^(base|series):[0-9]+$ ]] || die "$a: expected base:N or series:N"
done
bench_lock
src=$CACHE/bench/tree
tools=$CACHE/build/bench-tools
[ -x "$tools/map_perf_test" ] && [ -d "$src/.git" ] ||
	die "no benchmark build in $CACHE: run make or ci/dev/setup.sh first"
head=$(git -C "$src" rev-parse HEAD)
trap 'layout_patch_revert "$src"; git -C "$src" checkout -q "$head"' EXIT
layout_patch_apply "$src"
run=$CACHE/dev/layout-$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$run"
for a in "$@"; do
	k=${a%%:*} pad=${a#*:}
	if [ "$k" = base ]; then
		git -C "$src" checkout -q --detach base
	else
		git -C "$src" checkout -q "$head"
	fi
	build_bench_kernel "$src" "$pad" "$run/bzImage-$k-$pad"
done
for a in "$@"; do
	k=${a%%:*} pad=${a#*:}
	out=$run/$k-$pad
	mkdir -p "$out"
	# shellcheck disable=SC2016 # expanded by the guest
	printf 'cd %q\n./map_perf_test 1 "$(nproc)" 0 100000 >%q 2>&1\n' \
		"$tools" "$out/mpt1.txt" >"$out/run.sh"
	"$TOP/ci/inroot.sh" ci/run-vm.sh "$run/bzImage-$k-$pad" "$out" 600 bash "$out/run.sh" >/dev/null ||
		log "layout: boot $a failed (see $out)"
	printf '%s: %s\n' "$a" "$(grep -o '[0-9]* events per sec' "$out/mpt1.txt" 2>/dev/null | tr '\n' ' ')"
done
log "layout: raw output in $run"
