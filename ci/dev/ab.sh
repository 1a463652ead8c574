#!/usr/bin/env bash
# Quick paired comparison of the base kernel and a variant of the series
# (ci/dev/variant.py) under bench htab-mem, for experiments; `make` is the
# benchmark of record. Needs a previous `make` (bench tree, base kernel,
# bench binaries).
#
#   ci/dev/ab.sh VARIANT [ROUNDS]      e.g. ci/dev/ab.sh fifo=20000 2
#
# CASES (default overwrite) and SECS (8) as in `make`. Boots base and the
# variant in ABBA order, both kernels of round r with the code layout of
# `make`'s round r (ci/layout-pad.patch); prints each run's Summary line
# (and the last " MA " lines of the stages variant), then ci/dev/hold.py's
# table: op-rate ratio to base and objects' hold time per boot.
# Leaves the images in $CACHE/dev/ and the bench tree as `make` left it.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../lib.sh"

[ $# -ge 1 ] || die "usage: ci/dev/ab.sh VARIANT [ROUNDS]"
variant=$1 rounds=${2:-2}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "ROUNDS=$rounds: must be a positive integer"
cases=${CASES:-overwrite}
secs=${SECS:-8}
[[ $secs =~ ^[1-9][0-9]*$ ]] || die "SECS=$secs: must be a positive integer"
bench_lock
src=$CACHE/bench/tree
stout=$CACHE/build/selftests-bench
[ -x "$stout/bench" ] && [ -d "$src/.git" ] ||
	die "no benchmark build in $CACHE: run make first"
# The layout patch (the EXIT trap takes it off again)
layout_patch_apply "$src"
dev=$CACHE/dev
mkdir -p "$dev"
vname=${variant//[^A-Za-z0-9_-]/_}
head=$(git -C "$src" rev-parse HEAD)

# Both kernels of round r with the code layout of `make`'s round r
# (ci/layout-pad.patch): base, then the series with the variant.
f=kernel/bpf/memalloc.c
trap 'git -C "$src" checkout -q -- "$f"; layout_patch_revert "$src"; git -C "$src" checkout -q "$head"' EXIT
for r in $(seq 1 "$rounds"); do
	pad=$(layout_pad "$r")
	log "ab: round $r kernels, code shifted by $pad bytes"
	git -C "$src" checkout -q -- "$f"
	git -C "$src" checkout -q --detach base
	build_bench_kernel "$src" "$pad" "$dev/bzImage-ab-base-$r"
	git -C "$src" checkout -q "$head"
	"$TOP/ci/dev/variant.py" "$src/$f" "$variant"
	build_bench_kernel "$src" "$pad" "$dev/bzImage-ab-$vname-$r"
done

run=$dev/ab-$(date -u +%Y%m%dT%H%M%SZ)
for r in $(seq 1 "$rounds"); do
	order="base $variant"
	[ $((r % 2)) = 0 ] && order="$variant base"
	for k in $order; do
		out=$run/r$r-${k//[^A-Za-z0-9_-]/_}
		mkdir -p "$out"
		k_img=$dev/bzImage-ab-$vname-$r
		[ "$k" = base ] && k_img=$dev/bzImage-ab-base-$r
		# shellcheck disable=SC2016 # expanded by the guest
		printf 'cd %q\nfor c in %s; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d %d | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >%q 2>&1\n' \
			"$stout" "$cases" "$secs" "$out/bench.txt" >"$out/run.sh"
		"$TOP/ci/inroot.sh" ci/run-vm.sh "$k_img" "$out" 900 bash "$out/run.sh" >/dev/null ||
			log "ab: boot $k round $r failed (see $out)"
		sed "s/^/r$r $k: /" "$out/bench.txt" 2>/dev/null || true
	done
done
# Rates against base and objects' hold time (Little's law) per boot
"$TOP/ci/dev/hold.py" "$run" || true
log "ab: raw output in $run"
