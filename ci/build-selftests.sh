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

"$TOP/ci/stage_selftests.py" "$src" "$stage" "$TOP/ci/selftests.list" \
	"$TOP/tools/testing/selftests/bpf"
mkdir -p "$out"
log "selftests: building test_progs, bench, bpf_testmod.ko into $out"
# The selftests Makefile builds host tools (bpftool, resolve_btfids, libbpf)
# under OUTPUT; O= points the modules and vmlinux.h at the kernel build.
if ! make -s -C "$stage" O="$kout" OUTPUT="$out" VMLINUX_BTF="$kout/vmlinux" \
	CLANG=clang LLVM_STRIP=llvm-strip -j"$(nproc)" \
	test_progs bench >"$out/build.log" 2>&1; then
	grep -E -B2 -A8 'error:|Error [0-9]' "$out/build.log" | tail -n 60 >&2
	die "selftests: build failed (full log: $out/build.log)"
fi

# Every selected test must be in the binary: nothing is skipped silently.
"$out/test_progs" -l >"$out/tests.lst" 2>&1 ||
	die "selftests: test_progs -l failed: $(head -n 3 "$out/tests.lst")"
missing=""
while read -r t; do
	grep -qx "$t" "$out/tests.lst" || missing="$missing $t"
done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$TOP/ci/selftests.list")
[ -z "$missing" ] || die "selftests: test_progs -l does not list:$missing"
# This repository's allocator stress checks (make test runs them after
# test_progs)
gcc -O2 -Wall -I"$out/tools/include" -o "$out/htab_stress" \
	"$TOP/tools/testing/selftests/bpf/htab_stress.c" \
	"$out/tools/build/libbpf/libbpf.a" -lelf -lz -lpthread ||
	die "selftests: htab_stress build failed"
# test_maps' hash map tests one by one (test_maps cannot select), with
# these of its map_tests, scaled down for TCG: its parallel tests fork 4
# tasks instead of 100 on 4k keys instead of 32k (also in test_map_large),
# and test_hashmap_walk, which they call, walks 1000 entries instead of
# 10000. As upstream has them, test_map_parallel alone runs for over 30 min
# under TCG and lockdep.
maptests=(htab_map_batch_ops lpm_trie_map_basic_ops lpm_trie_map_batch_ops
	lpm_trie_map_get_next_key map_percpu_stats)
inc=$out/htab_maps.inc
mkdir -p "$inc/map_tests"
printf 'DEFINE_TEST(%s)\n' "${maptests[@]}" >"$inc/map_tests/tests.h"
sed -e 's/^#define TASKS 100$/#define TASKS 4/' -e 's/run_parallel(100,/run_parallel(4,/' \
	-e 's/^#define MAP_SIZE (32 \* 1024)$/#define MAP_SIZE (4 * 1024)/' \
	-e 's/^\tint fd, i, max_entries = 10000;$/\tint fd, i, max_entries = 1000;/' \
	"$stage/test_maps.c" >"$inc/test_maps.c"
[ "$(grep -c 'TASKS 4$\|run_parallel(4,\|MAP_SIZE (4 \* 1024)$\|max_entries = 1000;$' "$inc/test_maps.c")" = 9 ] ||
	die "selftests: test_maps.c no longer has TASKS 100, MAP_SIZE (32 * 1024), six run_parallel(100, ...) and test_hashmap_walk's 10000 entries"
cp "$stage/htab_maps.c" "$inc/"
srcs=("${maptests[@]/#/$stage/map_tests/}")
gcc -O2 -Wall -Wno-unused-function -I"$inc" -I"$stage" -I"$out" \
	-I"$out/tools/include" -I"$src/tools/include" -I"$src/tools/include/uapi" \
	-o "$out/htab_maps" "$inc/htab_maps.c" "${srcs[@]/%/.c}" \
	"$out/testing_helpers.o" "$out/tools/build/libbpf/libbpf.a" -lelf -lz -lpthread ||
	die "selftests: htab_maps build failed"
log "selftests: built ($(wc -l <"$out/tests.lst") tests listed, htab_stress, htab_maps)"
