#!/usr/bin/env bash
# `make test`: from a bare machine to base + series/ booted and tested.
#
#  1. toolchain root (cached)          5. boot it, run the selected selftests
#  2. test tree = base + series/       6. series checks (checkpatch, no
#  3. kernel, debug flavour               Signed-off-by, round trip, every
#  4. test_progs, bench, bpf_testmod      patch builds)
#  7. per-test table and "N passed, N failed, N skipped"
#
# Works on a tree of its own in the cache ($CACHE/test/tree), never on tree/:
# what is tested is exactly series/. Holds it and the test builds for the
# whole run (test_lock in ci/lib.sh): a second job refuses, or make run
# boots the builds beside this one.
set -euo pipefail
T0=$(date +%s)
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

# FLAVOUR=rt: on PREEMPT_RT; kasan: with KASAN, without test_maps' tests
# (over 20 min there). Neither is in .ci/run.
flavour=${FLAVOUR:-debug}
maps=
case $flavour in
debug | rt) ;;
kasan) maps=nomaps ;;
*) die "FLAVOUR=$flavour: debug (default), rt or kasan" ;;
esac
# The test tree and builds are this job's alone (ci/lib.sh, test_lock)
cmd="make test${FLAVOUR:+ FLAVOUR=$FLAVOUR}"
test_lock "$cmd" ||
	die "the test tree and builds in $CACHE are in use by $(test_holder): wait for it to finish"
build_lock "$flavour" ||
	die "$CACHE/build/$flavour is in use by $(guests "$flavour"): wait for it to end"
need_space "$CACHE" 15
"$TOP/ci/toolchain.sh" >/dev/null
work=$CACHE/test
src=$work/tree
kout=$CACHE/build/$flavour
stout=$CACHE/build/selftests-$flavour
res=$work/results
rm -rf "$res"
mkdir -p "$res"
: >"$res/results.tsv"

test_build "$flavour" "$(test_id "$flavour")"
# make run and make shell may boot the build beside this job from here on
guest_lock "$flavour" "$cmd"
printf 'PASS\tbuild/kernel+selftests\t%s\n' "$(wc -l <"$stout/tests.lst") tests in test_progs" >>"$res/results.tsv"

tests=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$TOP/ci/selftests.list" | paste -sd, -)
set +e
"$TOP/ci/inroot.sh" ci/run-vm.sh "$kout/arch/x86/boot/bzImage" "$res/vm" "${VM_TIMEOUT:-2700}" \
	"$TOP/ci/guest-tests.sh" "$stout" "$res/vm" "$tests" $maps
vrc=$?
set -e
case $vrc in
0 | 1) printf 'PASS\tvm/boot\tclean dmesg\n' >>"$res/results.tsv" ;;
124) printf 'FAIL\tvm/boot\tguest hung, killed (console: %s)\n' "$res/vm/console.log" >>"$res/results.tsv" ;;
126) printf 'FAIL\tvm/dmesg\tkernel splat: %s\n' "$(head -n 1 "$res/vm/splats")" >>"$res/results.tsv" ;;
*) printf 'FAIL\tvm/boot\ttest_progs exit %s (log: %s)\n' "$vrc" "$res/vm/test_progs.log" >>"$res/results.tsv" ;;
esac

if [ -s "$res/vm/stress.tsv" ]; then
	cat "$res/vm/stress.tsv" >>"$res/results.tsv"
else
	printf 'FAIL\tstress\tdid not run (console: %s)\n' "$res/vm/console.log" >>"$res/results.tsv"
fi

"$TOP/ci/inroot.sh" ci/check-series.sh "$src" "$res/results.tsv"

# The repository's own scripts: shellcheck, the report generator against its
# fixture (its expected latest.md diffed), the bench and test locks.
if out=$("$TOP/ci/inroot.sh" shellcheck -x ci/*.sh .ci/run ci/tests/*.sh tools/*/*.sh 2>&1); then
	printf 'PASS\trepo/shellcheck\n' >>"$res/results.tsv"
else
	printf 'FAIL\trepo/shellcheck\t%s\n' "$(printf '%s' "$out" | grep -m1 'SC[0-9]')" >>"$res/results.tsv"
fi
if out=$("$TOP/ci/inroot.sh" ci/tests/run-report-test.sh 2>&1); then
	printf 'PASS\trepo/report-fixture\n' >>"$res/results.tsv"
else
	printf 'FAIL\trepo/report-fixture\t%s\n' "$(printf '%s' "$out" | tail -n 1)" >>"$res/results.tsv"
fi
# Two benchmark jobs never share the bench tree (bench_lock in ci/lib.sh)
if out=$("$TOP/ci/tests/run-lock-test.sh" 2>&1); then
	printf 'PASS\trepo/bench-lock\n' >>"$res/results.tsv"
else
	printf 'FAIL\trepo/bench-lock\t%s\n' "$(printf '%s' "$out" | grep -m1 FAIL)" >>"$res/results.tsv"
fi
# make test, make run and make shell on one cache: refusals and recovery
# (test_lock, build stamps)
if out=$("$TOP/ci/tests/run-test-lock-test.sh" 2>&1); then
	printf 'PASS\trepo/test-lock\n' >>"$res/results.tsv"
else
	printf 'FAIL\trepo/test-lock\t%s\n' "$(printf '%s' "$out" | grep -m1 FAIL)" >>"$res/results.tsv"
fi
# The cache model (tools/cachemodel/): its core against known answers, the
# plugin's glue against a stub QEMU, report.py on a fixture
if out=$("$TOP/ci/inroot.sh" ci/tests/run-cachemodel-test.sh 2>&1); then
	printf 'PASS\trepo/cachemodel\n' >>"$res/results.tsv"
else
	printf 'FAIL\trepo/cachemodel\t%s\n' "$(printf '%s' "$out" | grep -m1 FAIL)" >>"$res/results.tsv"
fi

# make refuses bad settings, touching nothing
if out=$("$TOP/ci/tests/run-bench-args-test.sh" 2>&1); then
	printf 'PASS\trepo/bench-args\n' >>"$res/results.tsv"
else
	printf 'FAIL\trepo/bench-args\t%s\n' "$(printf '%s' "$out" | grep -m1 FAIL)" >>"$res/results.tsv"
fi

log "test: done"
"$TOP/ci/summary.py" "$res/results.tsv" "$res/vm/test_progs.log" "$res/vm/test_progs.json" \
	"$TOP/ci/selftests.list"
