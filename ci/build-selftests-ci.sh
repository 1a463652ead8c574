#!/usr/bin/env bash
# make test FLAVOUR=ci's selftests, as the bpf list's CI builds them: the
# whole of test_progs, test_maps and test_verifier, from every prog_tests
# file but ci/selftests-ci.deny's build lines, against the series kernel.
# Runs inside the toolchain root.
#
#   ci/build-selftests-ci.sh SRC KOUT OUT
#
# SRC at the series (the stock selftests Makefile over a staging copy, as
# ci/build-selftests.sh), KOUT its kernel build (ci flavour). Both kernels
# run these binaries and BPF objects: CO-RE and the kernel's BTF make them
# fit the base kernel too; only the kernel modules (bpf_testmod.ko & co)
# are built per kernel (ci/build-kmods.sh for the base). OUT gets, beside
# the binaries:
#   tests.lst       test_progs -l
#   expected.tsv    TEST<TAB>FILE, every test of the staged prog_tests files
#   not-built.tsv   TEST<TAB>FILE<TAB>first error line: expected, not in
#                   tests.lst. BPF_STRICT_BUILD=0 as upstream's Makefile
#                   offers: a test whose objects fail to build is left out
#                   and named here (make test FLAVOUR=ci fails until the
#                   deny file has it, with the reason), the rest is built
#   own.lst         the series' own tests (prog_tests files it adds): they
#                   fail on the base by design
#   DENYLIST, DENYLIST.x86_64 (when the tree has one): upstream's
#   test_maps       scaled where TCG cannot finish it (ci/scale-test-maps.sh)
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 3 ] || die "usage: ci/build-selftests-ci.sh SRC KOUT OUT"
src=$1 kout=$2 out=$3
[ -f "$kout/vmlinux" ] || die "selftests: no $kout/vmlinux (build the kernel first)"
# beside selftests/bpf, as the Makefile's relative paths want; not
# ci/build-selftests.sh's, which holds make test's selection
stage=$src/tools/testing/selftests/bpf-ci-all
grep -qx /tools/testing/selftests/bpf-ci-all/ "$src/.git/info/exclude" 2>/dev/null ||
	echo /tools/testing/selftests/bpf-ci-all/ >>"$src/.git/info/exclude"
mkdir -p "$out"
"$TOP/ci/stage_selftests.py" --names-to "$out/expected.tsv" --all "$TOP/ci/selftests-ci.deny" \
	"$src" "$stage"
"$TOP/ci/scale-test-maps.sh" "$stage/test_maps.c" "$stage/test_maps.c"

log "selftests: building test_progs, test_maps, test_verifier (all of them) into $out"
if ! make -s -C "$stage" O="$kout" OUTPUT="$out" VMLINUX_BTF="$kout/vmlinux" \
	CLANG=clang LLVM_STRIP=llvm-strip BPF_STRICT_BUILD=0 -j"$(nproc)" \
	test_progs test_maps test_verifier >"$out/build.log" 2>&1; then
	grep -E -B2 -A8 'error:|Error [0-9]' "$out/build.log" | tail -n 60 >&2
	die "selftests: build failed (full log: $out/build.log)"
fi
"$out/test_progs" -l >"$out/tests.lst" 2>&1 ||
	die "selftests: test_progs -l failed: $(head -n 3 "$out/tests.lst")"
# The permissive build leaves out a module that fails to build, silently
# (one per source file; the build adds its .mod.c files beside them)
for m in "$stage"/test_kmods/*.c; do
	[[ $m != *.mod.c ]] || continue
	m=$(basename "$m" .c).ko
	[ -f "$out/$m" ] || die "selftests: $m was not built (log: $out/build.log)"
done

# Expected, not built: each with the first error the build log has for it
python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
built = set(open(f"{out}/tests.lst").read().split())
log = open(f"{out}/build.log", errors="replace").read().split("\n")
with open(f"{out}/not-built.tsv", "w") as f:
    for line in open(f"{out}/expected.tsv"):
        test, file = line.rstrip("\n").split("\t")
        if test in built:
            continue
        pats = (f"prog_tests/{file}.c", f"/{file}.skel.h", f"/{file}.bpf.o", f"progs/{file}")
        err = next((l.strip() for l in log if "error" in l and any(p in l for p in pats)),
                   next((l.strip() for l in log if any(p in l for p in pats)), "no line in build.log names it"))
        f.write(f"{test}\t{file}\t{err[:240]}\n")
PY
# The series' own tests: in prog_tests files the series adds
git -C "$src" diff --name-only --diff-filter=A base HEAD -- tools/testing/selftests/bpf/prog_tests/ |
	sed -n 's|^tools/testing/selftests/bpf/prog_tests/\(.*\)\.c$|\1|p' >"$out/own-files.lst"
awk -F'\t' 'NR == FNR { own[$1] = 1; next } ($2 in own) { print $1 }' \
	"$out/own-files.lst" "$out/expected.tsv" >"$out/own.lst"
rm -f "$out"/DENYLIST*
cp "$stage/DENYLIST" "$out/"
[ ! -f "$stage/DENYLIST.x86_64" ] || cp "$stage/DENYLIST.x86_64" "$out/"
log "selftests: built ($(wc -l <"$out/tests.lst") tests listed, $(wc -l <"$out/not-built.tsv") not built, $(wc -l <"$out/own.lst") of the series' own)"
