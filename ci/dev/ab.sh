#!/usr/bin/env bash
# Quick comparison of the base kernel and variants of the series
# (ci/dev/variant.py) under bench htab-mem, for experiments; `make` is the
# benchmark of record. Needs a previous `make` (bench tree, base kernel,
# bench binaries).
#
#   ci/dev/ab.sh VARIANT... [ROUNDS]   e.g. ci/dev/ab.sh fifo=20000 2
#                                           ci/dev/ab.sh none fifo=20000 4
#
# CASES (default overwrite) and SECS (8) as in `make`; MPT (default none)
# names map_perf_test tests to run after them, e.g. MPT="4 8 1", with
# MPT_CNT iterations per cpu (default 100000, as `make`); VCPUS (2) and
# ICOUNT=1 (instruction counts: QEMU -icount) as in ci/lib.sh. Boots base
# and the variants, the order rotated by one each round (base and one
# variant: ABBA), all kernels of round r with the code layout of `make`'s round r
# (ci/layout-pad.patch); prints each run's Summary line
# (and the last " MA " lines of the stages variant), then ci/dev/hold.py's
# table: op-rate ratio to base and objects' hold time per boot.
# LAYOUT_FROM (1) as in `make`: round r takes `make`'s code layout of round
# LAYOUT_FROM + r - 1, so that a second run covers other layouts.
# Leaves the images in $CACHE/dev/ and the bench tree as `make` left it.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../lib.sh"

[ $# -ge 1 ] || die "usage: ci/dev/ab.sh VARIANT... [ROUNDS]"
rounds=2
variants=("$@")
if [ $# -ge 2 ] && [[ ${*: -1} =~ ^[0-9]+$ ]]; then
	rounds=${*: -1}
	variants=("${@:1:$#-1}")
fi
[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "ROUNDS=$rounds: must be a positive integer"
layout_from_check
for v in "${variants[@]}"; do
	[ "$v" != base ] || die "ab.sh: base always runs; name only variants"
done
dev_bench_env
dev_bench_setup "$mpt"
# Fail on a bad variant before building anything
tmp=$(mktemp)
for v in "${variants[@]}"; do
	git -C "$src" show "HEAD:kernel/bpf/memalloc.c" >"$tmp"
	"$TOP/ci/dev/variant.py" "$tmp" "$v" || { rm -f "$tmp"; die "ab.sh: variant '$v' does not apply"; }
done
rm -f "$tmp"

# All kernels of round r with the code layout of `make`'s round r
# (ci/layout-pad.patch): base, then the series with each variant.
for r in $(seq 1 "$rounds"); do
	pad=$(round_pad "$r")
	log "ab: round $r kernels, code shifted by $pad bytes"
	git -C "$src" checkout -q -- "$f"
	git -C "$src" checkout -q --detach base
	build_bench_kernel "$src" "$pad" "$dev/bzImage-ab-base-$r"
	git -C "$src" checkout -q "$head"
	for v in "${variants[@]}"; do
		git -C "$src" checkout -q -- "$f"
		"$TOP/ci/dev/variant.py" "$src/$f" "$v"
		build_bench_kernel "$src" "$pad" "$dev/bzImage-ab-$(vname "$v")-$r"
	done
done

run=$dev/ab-$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$run"
printf 'layout_from: %s\nvariants: %s\nrounds: %s\nsecs: %s\ncases: %s\nmpt: %s\nmpt_cnt: %s\nvm: %s\n' "${LAYOUT_FROM:-1}" "${variants[*]}" "$rounds" "$secs" "$cases" "$mpt" "$mpt_cnt" "${vmenv[*]:1}" >"$run/about"
for r in $(seq 1 "$rounds"); do
	# Rotate the order by one each round: base first in round 1
	all=(base "${variants[@]}")
	n=${#all[@]} s=$(((r - 1) % ${#all[@]}))
	for i in $(seq 0 $((n - 1))); do
		k=${all[(s + i) % n]}
		out=$run/r$r-$(vname "$k")
		mkdir -p "$out"
		k_img=$dev/bzImage-ab-$(vname "$k")-$r
		# shellcheck disable=SC2016 # expanded by the guest
		printf 'cd %q\nfor c in %s; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d %d | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >%q 2>&1\n' \
			"$stout" "$cases" "$secs" "$out/bench.txt" >"$out/run.sh"
		for t in $mpt; do
			# shellcheck disable=SC2016 # expanded by the guest
			printf 'cd %q && dmesg -C && ./map_perf_test %d "$(nproc)" 0 %d >%q 2>&1\n' \
				"$tools" "$t" "$mpt_cnt" "$out/map_perf_test-$t.txt" >>"$out/run.sh"
			# shellcheck disable=SC2016 # expanded by the guest
			printf 'dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-%d /" >>%q\n' \
				"$t" "$out/bench.txt" >>"$out/run.sh"
		done
		"$TOP/ci/inroot.sh" "${vmenv[@]}" ci/run-vm.sh "$k_img" "$out" $((900 * vmslow)) bash "$out/run.sh" >/dev/null ||
			log "ab: boot $k round $r failed (see $out)"
		sed "s/^/r$r $k: /" "$out/bench.txt" 2>/dev/null || true
	done
done
# Rates against base and objects' hold time (Little's law) per boot
"$TOP/ci/dev/hold.py" "$run" || true
log "ab: raw output in $run"
