#!/usr/bin/env bash
# Build test_progs, bench and bpf_testmod.ko against a built kernel, with the
# stock selftests Makefile over a staging copy holding only the selected tests
# (ci/stage_selftests.py). Runs inside the toolchain root.
#
#   ci/build-selftests.sh SRC KOUT OUT
#
# SRC   kernel tree the kernel was built from
# KOUT  its build directory (vmlinux, Module.symvers)
# OUT   selftests output directory (test_progs, bench, *.ko, *.bpf.o)
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 3 ] || die "usage: ci/build-selftests.sh SRC KOUT OUT"
src=$1 kout=$2 out=$3
[ -f "$kout/vmlinux" ] || die "selftests: no $kout/vmlinux (build the kernel first)"
stage=$src/tools/testing/selftests/bpf-ci

mkdir -p "$out"
# selected.tsv: each test of the listed files, and its file
"$TOP/ci/stage_selftests.py" --names-to "$out/selected.tsv" "$src" "$stage" \
	"$TOP/ci/selftests.list" "$TOP/tools/testing/selftests/bpf"
log "selftests: building test_progs, bench, bpf_testmod.ko into $out"
# The selftests Makefile builds host tools (bpftool, resolve_btfids, libbpf)
# under OUTPUT; O= points the modules and vmlinux.h at the kernel build.
if ! make -s -C "$stage" O="$kout" OUTPUT="$out" VMLINUX_BTF="$kout/vmlinux" \
	CLANG=clang LLVM_STRIP=llvm-strip -j"$(nproc)" \
	test_progs bench >"$out/build.log" 2>&1; then
	grep -E -B2 -A8 'error:|Error [0-9]' "$out/build.log" | tail -n 60 >&2
	die "selftests: build failed (full log: $out/build.log)"
fi

# Every test of the selected files must be in the binary: nothing is
# skipped silently. selected.lst: their names, what make test runs.
"$out/test_progs" -l >"$out/tests.lst" 2>&1 ||
	die "selftests: test_progs -l failed: $(head -n 3 "$out/tests.lst")"
missing=""
while IFS=$'\t' read -r t f; do
	grep -qx "$t" "$out/tests.lst" || missing="$missing $t ($f.c)"
done <"$out/selected.tsv"
[ -z "$missing" ] || die "selftests: test_progs -l does not list:$missing"
cut -f1 "$out/selected.tsv" >"$out/selected.lst"
# This repository's allocator stress checks (make test runs them after
# test_progs)
gcc -O2 -Wall -I"$out/tools/include" -o "$out/htab_stress" \
	"$TOP/tools/testing/selftests/bpf/htab_stress.c" \
	"$out/tools/build/libbpf/libbpf.a" -lelf -lz -lpthread ||
	die "selftests: htab_stress build failed"
# test_maps' hash map tests one by one (test_maps cannot select), with
# these of its map_tests, scaled down for TCG (ci/scale-test-maps.sh).
maptests=(htab_map_batch_ops lpm_trie_map_basic_ops lpm_trie_map_batch_ops
	lpm_trie_map_get_next_key map_percpu_stats)
inc=$out/htab_maps.inc
mkdir -p "$inc/map_tests"
printf 'DEFINE_TEST(%s)\n' "${maptests[@]}" >"$inc/map_tests/tests.h"
"$TOP/ci/scale-test-maps.sh" "$stage/test_maps.c" "$inc/test_maps.c"
cp "$stage/htab_maps.c" "$inc/"
srcs=("${maptests[@]/#/$stage/map_tests/}")
gcc -O2 -Wall -Wno-unused-function -I"$inc" -I"$stage" -I"$out" \
	-I"$out/tools/include" -I"$src/tools/include" -I"$src/tools/include/uapi" \
	-o "$out/htab_maps" "$inc/htab_maps.c" "${srcs[@]/%/.c}" \
	"$out/testing_helpers.o" "$out/tools/build/libbpf/libbpf.a" -lelf -lz -lpthread ||
	die "selftests: htab_maps build failed"
log "selftests: built ($(wc -l <"$out/tests.lst") tests listed, htab_stress, htab_maps)"
