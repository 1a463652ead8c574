#!/usr/bin/env bash
# Build the benchmark binaries against a built kernel (inside the toolchain
# root): selftests' bench, samples/bpf map_perf_test (+ its BPF object) and
# this repo's htab_batch_dump and htab_stress (its pairs mode: the light
# loads of the grace-period gate).
#
#   ci/build-bench-tools.sh SRC KOUT STOUT TOOLS
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 4 ] || die "usage: ci/build-bench-tools.sh SRC KOUT STOUT TOOLS"
src=$1 kout=$2 stout=$3 tools=$4
stage=$src/tools/testing/selftests/bpf-ci
"$TOP/ci/stage_selftests.py" "$src" "$stage" "$TOP/ci/selftests.list" \
	"$TOP/tools/testing/selftests/bpf"
mkdir -p "$stout" "$tools"
log "bench tools: bench, test_progs (selftests/bpf)"
if ! make -s -C "$stage" O="$kout" OUTPUT="$stout" VMLINUX_BTF="$kout/vmlinux" \
	CLANG=clang LLVM_STRIP=llvm-strip -j"$(nproc)" bench test_progs >"$stout/build.log" 2>&1; then
	grep -E -B2 -A8 'error:|Error [0-9]' "$stout/build.log" | tail -n 40 >&2
	die "bench tools: bench build failed (log: $stout/build.log)"
fi

inc=$stout/tools/include
libbpf=$stout/tools/build/libbpf/libbpf.a
[ -f "$libbpf" ] && [ -f "$inc/vmlinux.h" ] ||
	die "bench tools: no libbpf.a or vmlinux.h under $stout"

log "bench tools: map_perf_test, htab_batch_dump, htab_stress"
# The flags of samples/bpf/Makefile's %.bpf.o rule, its vmlinux.h from the
# selftests build.
clang -g -O2 --target=bpf -D__TARGET_ARCH_x86 -Wno-compare-distinct-pointer-types \
	-I"$src/include" -I"$src/samples/bpf" -I"$src/tools/include" -I"$inc" \
	-I/usr/include/x86_64-linux-gnu \
	-c "$src/samples/bpf/map_perf_test.bpf.c" -o "$tools/map_perf_test.bpf.o"
gcc -O2 -Wall -I"$inc" -o "$tools/map_perf_test" \
	"$src/samples/bpf/map_perf_test_user.c" "$libbpf" -lelf -lz -lrt
gcc -O2 -Wall -I"$inc" -o "$tools/htab_batch_dump" \
	"$TOP/tools/testing/selftests/bpf/htab_batch_dump.c" "$libbpf" -lelf -lz
# as ci/build-selftests.sh builds it for make test
gcc -O2 -Wall -I"$inc" -o "$tools/htab_stress" \
	"$TOP/tools/testing/selftests/bpf/htab_stress.c" "$libbpf" -lelf -lz -lpthread
log "bench tools: built in $stout and $tools"
