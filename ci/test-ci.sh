#!/usr/bin/env bash
# make test FLAVOUR=ci: the bpf list's CI, here, before make send. The
# kernel configured as vmtest.sh configures it (ci/build-kernel.sh ci),
# base (Linux 7.2.13) and base + series/, and the whole of test_progs,
# test_maps and test_verifier (ci/build-selftests-ci.sh), less upstream's
# DENYLIST(.x86_64) and ci/selftests-ci.deny; regressions, not failures
# (ci/ci.py). See docs/ci.md.
#
#   make test FLAVOUR=ci               every shard not yet run, in turn,
#                                      then the report
#   make test FLAVOUR=ci SHARD=I/N     shard I of N, both kernels, then the
#                                      report of what is there
#   make test FLAVOUR=ci SHARD=report  that report alone: builds and boots
#                                      nothing
#
# Results stay in $CACHE/ci/RUN/nN/ (RUN: what they are results of: the
# builds, how the guest runs the tests), so a run killed midway goes on
# where it was; the report: report.md (for docs/ci.md), report.json, also
# copied to $CACHE/ci/. Passed (every shard, both kernels, 0 regressions):
# recorded for make send ($CACHE/passed/ci-CODE).
#
# Variables: CI_SHARDS (N when SHARD is not I/N, 8), CI_JOBS (test_progs
# -j, 2), CI_WATCHDOG (test_progs -w, 600: under TCG tests run ~10x slower
# than on the list's KVM machines, where its 120 s default holds), CI_AGAIN=1
# (SHARD=I/N: run it again though it is done), CI_VM_TIMEOUT (seconds a
# boot; default from what it runs).
set -euo pipefail
T0=${T0:-$(date +%s)}
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

uint() { [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1=$2: must be a positive integer"; }
shards=${CI_SHARDS:-8} shard='' report_only=''
uint CI_SHARDS "$shards"
case ${SHARD:-} in
"") ;;
report) report_only=1 ;;
*/*)
	shard=${SHARD%/*} shards=${SHARD#*/}
	uint "SHARD=I/N: I" "$shard"
	uint "SHARD=I/N: N" "$shards"
	[ "$shard" -le "$shards" ] || die "SHARD=$SHARD: I must be at most N"
	;;
*) die "SHARD=$SHARD: I/N (e.g. 3/8), or report" ;;
esac
jobs=${CI_JOBS:-2} wd=${CI_WATCHDOG:-600}
uint CI_JOBS "$jobs"
uint CI_WATCHDOG "$wd"
again=()
[ -z "${CI_AGAIN:-}" ] || [ -z "$shard" ] || again=(--again)

src=$CACHE/test/tree
kout=$CACHE/build/ci
stout=$CACHE/build/selftests-ci
id=$(test_id ci)
# The results are of the builds, of how the guest runs the tests, and of
# -j and -w: a change to any of those starts them afresh.
runid=$({
	echo "$id $jobs $wd"
	cd "$TOP" && sha256sum ci/guest_ci.py ci/ciparse.py ci/guest-mounts.sh ci/run-vm.sh
} | sha256sum | cut -c1-16)
res=$CACHE/ci/$runid/n$shards
cmd="make test FLAVOUR=ci${SHARD:+ SHARD=$SHARD}"

report() {
	local rc=0
	mkdir -p "$res"
	"$TOP/ci/ci.py" report --res "$res" --stout "$stout" --shards "$shards" --jobs "$jobs" \
		--watchdog "$wd" --code "$(cat "$kout/code")" --md "$res/report.md" \
		--json "$res/report.json" || rc=$?
	cp "$res/report.md" "$res/report.json" "$CACHE/ci/" 2>/dev/null || true
	log "ci: report in $res/report.md (and .json; last one also in $CACHE/ci/)"
	return "$rc"
}

if [ -n "$report_only" ]; then
	why=$(stale ci "$id")
	[ -z "$why" ] || die "no ci build of this clone's series to report on: $why"
	report
	exit
fi

test_lock "$cmd" ||
	die "the test tree and builds in $CACHE are in use by $(test_holder): wait for it to finish"
build_lock ci ||
	die "$kout is in use by $(guests ci): wait for it to end"
"$TOP/ci/toolchain.sh" >/dev/null

# Both kernels in one build directory, as `make` builds them (the base,
# then the series incrementally); the base's image and its own kernel
# modules for the selftests kept aside. One selftests build for both.
if [ -n "$(stale ci "$id")" ]; then
	need_space "$CACHE" 30
	(cd "$TOP" && ci/mktree.sh --force "$src" series)
	head=$(git -C "$src" rev-parse HEAD)
	branch=$(git -C "$src" symbolic-ref -q --short HEAD || echo "$head")
	back() { git -C "$src" checkout -q "$branch"; }
	build_begin "$kout"
	git -C "$src" checkout -q --detach base
	log "ci: base kernel (Linux 7.2.13)"
	"$TOP/ci/inroot.sh" ci/build-kernel.sh "$src" "$kout" ci || { back && build_end "$kout" failed; }
	mkdir -p "$kout/base/arch/x86/boot"
	cp "$kout/arch/x86/boot/bzImage" "$kout/base/arch/x86/boot/bzImage"
	"$TOP/ci/inroot.sh" ci/build-kmods.sh "$src" "$kout" "$head" "$kout/base/kmods" ||
		{ back && build_end "$kout" failed; }
	back
	log "ci: series kernel"
	"$TOP/ci/inroot.sh" ci/build-kernel.sh "$src" "$kout" ci || build_end "$kout" failed
	code_hash "$src" >"$kout/code"
	build_end "$kout" "$id"
	build_begin "$stout"
	"$TOP/ci/inroot.sh" ci/build-selftests-ci.sh "$src" "$kout" "$stout" || build_end "$stout" failed
	build_end "$stout" "$id"
else
	log "ci: kernels and selftests built already for this series (build $id)"
fi
guest_lock ci "$cmd"
log "ci: series code $(cat "$kout/code"); results in $res"

"$TOP/ci/ci.py" run --res "$res" --stout "$stout" --shards "$shards" ${shard:+--shard "$shard"} \
	"${again[@]}" --jobs "$jobs" --watchdog "$wd" --series "$kout/arch/x86/boot/bzImage" \
	--base "$kout/base/arch/x86/boot/bzImage" --base-kmods "$kout/base/kmods"
rc=0
report || rc=$?
if [ "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["verdict"])' "$res/report.json")" = PASS ]; then
	record_pass ci "$(cat "$kout/code")" "$cmd: PASS, all $shards shards, 0 regressions ($res/report.md)"
fi
exit "$rc"
