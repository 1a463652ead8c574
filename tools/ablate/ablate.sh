#!/usr/bin/env bash
# Ablations of the series: its bench kernel with one rule of
# kernel/bpf/memalloc.c taken out (variants.py), booted once under -icount
# as make's instruction-count boots are, one boot per variant.
#
#   tools/ablate/ablate.sh VARIANT...   series, or a name from variants.py
#
# Needs a finished `make` (its bench tree, kernel build and tools in the
# cache); leaves the bench tree as make left it. VM_CPUS (1), CASES
# (htab-mem use cases, "overwrite"), RUN (a suffix, to boot a variant
# again). Boots go to $CACHE/ablate/VARIANT-cN[-RUN]/; each prints one
# line: htab-mem k loops/s, MiB, GP ms; map_perf_test 4 and 8 events/s.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../../ci/lib.sh"

[ $# -gt 0 ] || die "usage: tools/ablate/ablate.sh VARIANT... (series or: $(python3 "$TOP/tools/ablate/variants.py" --list))"
cpus=${VM_CPUS:-1}
[[ $cpus =~ ^[1-8]$ ]] || die "VM_CPUS=$cpus: must be 1-8"
bench_lock
src=$CACHE/bench/tree kout=$CACHE/build/bench
for d in "$src" "$kout" "$CACHE/build/selftests-bench" "$CACHE/build/bench-tools"; do
	[ -d "$d" ] || die "$d missing: run make first"
done
f=kernel/bpf/memalloc.c
[ -z "$(git -C "$src" status --porcelain -- "$f")" ] || die "$src/$f has changes: not as make left it"
cd "$TOP"
for v in "$@"; do
	img=$CACHE/ablate/bzImage-$v
	mkdir -p "$CACHE/ablate"
	if [ "$v" = series ]; then
		img=$CACHE/bench/bzImage-series
	else
		python3 tools/ablate/variants.py "$v" "$src/$f"
		log "ablate: building $v"
		if ! ci/inroot.sh ci/build-kernel.sh "$src" "$kout" bench all >"$CACHE/ablate/build-$v.log" 2>&1; then
			git -C "$src" checkout -q -- "$f"
			die "build of $v failed: $CACHE/ablate/build-$v.log"
		fi
		git -C "$src" checkout -q -- "$f"
		cp "$kout/arch/x86/boot/bzImage" "$img"
	fi
	out=$CACHE/ablate/$v-c$cpus${RUN:+-$RUN}
	rm -rf "$out"
	mkdir -p "$out"
	cat >"$out/env" <<EOT
STOUT=$CACHE/build/selftests-bench
TOOLS=$CACHE/build/bench-tools
OUT=$out
SECS=4
WARMUP=1
CASES="${CASES:-overwrite}"
PCASES="${CASES:-overwrite}"
IDLE=1
MPTS="4 8 1"
MPT_CNT=100000
MPT_ENTRIES=0
BENCH_TIMEOUT=130
EOT
	log "ablate: booting $v, $cpus vCPU(s)"
	ci/inroot.sh env VM_CPUS="$cpus" VM_QEMU_OPTS="$icount_qemu_opts" ci/run-vm.sh "$img" "$out" \
		$((icount_slow * 700)) "$TOP/ci/guest-bench.sh" "$out/env" >"$out/vm.log" 2>&1 ||
		log "ablate: boot of $v failed (see $out/vm.log)"
	python3 tools/ablate/variants.py --summary "$out"
done
# The series' objects again, so that make rebuilds only what it changes
[ "$*" = series ] || ci/inroot.sh ci/build-kernel.sh "$src" "$kout" bench all >/dev/null 2>&1
