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
log "selftests: built ($(wc -l <"$out/tests.lst") tests listed, htab_stress)"
