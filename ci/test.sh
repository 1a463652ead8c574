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
# (over 20 min there); ci: the bpf list's CI, base against series
# (ci/test-ci.sh). None is in .ci/run; make send wants debug, kasan and ci
# passed on the series it sends.
flavour=${FLAVOUR:-debug}
maps=maps slow=
case $flavour in
debug | rt) ;;
kasan)
	maps=nomaps
	# Tests that outlast test_progs' 300 s watchdog here, each run on its
	# own with a longer one (TEST=SECONDS), named with the reason:
	# htab_reuse/consistency, 6 threads x 100000 updates of 2 KiB values
	# under BPF_F_LOCK, ran past 300 s and was killed on a clean clone
	# (2026-12-07) though its check had passed: every update and delete
	# goes through KASAN's slab hooks, ~4x slower.
	slow=htab_reuse/consistency=1500
	;;
ci) exec "$TOP/ci/test-ci.sh" ;;
*) die "FLAVOUR=$flavour: debug (default), rt, kasan or ci" ;;
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

code=$(code_hash "$src")
log "test: series code $code (git diff --full-index base..HEAD of the tree made from series/)"

# the tests of ci/selftests.list's files (ci/build-selftests.sh)
tests=$(paste -sd, "$stout/selected.lst")
tmo=2700
[ -z "$slow" ] || tmo=3600
set +e
"$TOP/ci/inroot.sh" ci/run-vm.sh "$kout/arch/x86/boot/bzImage" "$res/vm" "${VM_TIMEOUT:-$tmo}" \
	"$TOP/ci/guest-tests.sh" "$stout" "$res/vm" "$tests" $maps "$slow"
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
# fixture (its expected latest.md diffed), the locks, the cache model, make's
# argument checks, FLAVOUR=ci on a fake guest, make send's gate.
# repo_check NAME PATTERN CMD...: PASS, or FAIL with the first line of CMD's
# output that matches PATTERN (else its last line)
repo_check() {
	local name=$1 pat=$2 out why
	shift 2
	if out=$("$@" 2>&1); then
		printf 'PASS\trepo/%s\n' "$name"
	else
		why=$(printf '%s\n' "$out" | grep -m1 -e "$pat") || why=$(printf '%s\n' "$out" | tail -n 1)
		printf 'FAIL\trepo/%s\t%s\n' "$name" "$why"
	fi >>"$res/results.tsv"
}
repo_check shellcheck 'SC[0-9]' "$TOP/ci/inroot.sh" shellcheck -x ci/*.sh .ci/run ci/tests/*.sh tools/*/*.sh
repo_check report-fixture FAIL "$TOP/ci/inroot.sh" ci/tests/run-report-test.sh
# two benchmark jobs never share the bench tree (bench_lock in ci/lib.sh)
repo_check bench-lock FAIL "$TOP/ci/tests/run-lock-test.sh"
# make test, make run and make shell on one cache: refusals and recovery
# (test_lock, build stamps)
repo_check test-lock FAIL "$TOP/ci/tests/run-test-lock-test.sh"
# tools/cachemodel: its core against known answers, the plugin's glue
# against a stub QEMU, report.py on a fixture
repo_check cachemodel FAIL "$TOP/ci/inroot.sh" ci/tests/run-cachemodel-test.sh
# make refuses bad settings, touching nothing
repo_check bench-args FAIL "$TOP/ci/tests/run-bench-args-test.sh"
# make test FLAVOUR=ci's shards and report on a fake guest: resumed runs,
# reruns, regressions told from failures on both kernels; its deny file
repo_check ci-flavour FAIL "$TOP/ci/tests/run-ci-test.sh"
# make send mails only a series that passed make test, FLAVOUR=kasan and ci
repo_check send-gate FAIL "$TOP/ci/tests/run-send-gate-test.sh"

# the slow tests' own runs (guest-tests.sh), log and JSON each
extra=()
for t in ${slow//,/ }; do
	t=${t%%=*}
	extra+=("$res/vm/slow-${t//\//_}.log" "$res/vm/slow-${t//\//_}.json")
done
log "test: done"
set +e
"$TOP/ci/summary.py" "$res/results.tsv" "$res/vm/test_progs.log" "$res/vm/test_progs.json" \
	"$stout/selected.lst" "${extra[@]}" | tee "$res/summary.txt"
rc=${PIPESTATUS[0]}
set -e
# make send's gate (ci/send.sh) wants a pass of this flavour on this code
[ "$rc" != 0 ] || record_pass "$flavour" "$code" "$cmd: $(tail -n 1 "$res/summary.txt")"
exit "$rc"
