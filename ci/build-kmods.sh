#!/usr/bin/env bash
# The selftests' kernel modules (bpf_testmod.ko & co) against one kernel
# build: make test FLAVOUR=ci's base kernel boots the selftests built for
# the series with these in their place. A module of the other kernel
# would not load: the release string (CONFIG_LOCALVERSION_AUTO, -gSHA) and
# so vermagic differ, and so may MODVERSIONS' symbol CRCs. Runs inside the
# toolchain root.
#
#   ci/build-kmods.sh SRC KOUT REV OUT
#
# SRC the tree KOUT was built from (checked out as KOUT's kernel), REV the
# commit whose tools/testing/selftests/bpf/test_kmods to build (the
# series'), OUT where the .ko files go.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 4 ] || die "usage: ci/build-kmods.sh SRC KOUT REV OUT"
src=$1 kout=$2 rev=$3 out=$4
[ -f "$kout/Module.symvers" ] || die "kmods: no $kout/Module.symvers (build the kernel first)"
rm -rf "$out"
mkdir -p "$out/src"
git -C "$src" archive "$rev" tools/testing/selftests/bpf/test_kmods |
	tar -x -C "$out/src" --strip-components=5
log "kmods: $(cd "$out/src" && echo *.c | sed 's/\.c/.ko/g') against $(cat "$kout/include/config/kernel.release")"
# What the selftests Makefile's test_kmods rule runs, as an external module
if ! make -s -C "$src" O="$kout" M="$out/src" -j"$(nproc)" modules >"$out/build.log" 2>&1; then
	tail -n 30 "$out/build.log" >&2
	die "kmods: build failed (log: $out/build.log)"
fi
# one module per source file (the build adds its .mod.c files beside them)
for c in "$out"/src/*.c; do
	[[ $c != *.mod.c ]] || continue
	m=$(basename "$c" .c).ko
	[ -f "$out/src/$m" ] || die "kmods: $m not built (log: $out/build.log)"
	cp "$out/src/$m" "$out/"
done
