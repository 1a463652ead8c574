#!/usr/bin/env bash
# `make run CMD='./test_progs -t htab'`: boot the test kernel (debug
# flavour, base + series/) and run CMD in the selftests directory; its
# output is printed, its exit status is make's. `make shell`: the same
# guest, interactive. Builds what is missing or stale first, as `make test`
# does, in the same cache; while another job holds the test builds, boots
# them as they are if they are this clone's series, else refuses.
#
#   ci/run.sh run CMD | ci/run.sh shell
set -euo pipefail
T0=$(date +%s)
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

mode=${1:-}
case $mode in
run) [ -n "${2:-}" ] || die "make run: say what to run, e.g. make run CMD='./test_progs -t htab_reuse_gp'" ;;
shell) ;;
*) die "usage: ci/run.sh run CMD | ci/run.sh shell" ;;
esac

"$TOP/ci/toolchain.sh" >/dev/null
kout=$CACHE/build/debug
stout=$CACHE/build/selftests-debug
id=$(test_id debug)
what="make shell"
[ "$mode" = shell ] || what="make run CMD='$2'"
# Build only with the test tree and build/debug to itself (ci/lib.sh,
# test_lock); beside another job, boot what is built if it is this clone's.
beside=
if ! test_lock "$what"; then
	beside=$(test_holder)
elif ! build_lock debug; then
	beside=$(guests debug)
else
	test_build debug "$id"
fi
guest_lock debug "$what" || die "$kout is being rebuilt by $(test_holder): wait for it to finish"
test_unlock
if [ -n "$beside" ]; then
	why=$(stale debug "$id")
	[ -z "$why" ] || die "the test builds are in use by $beside, and $why: wait for it to finish"
	log "run: the test builds are in use by $beside: booting build/debug as built, read-only beside it"
fi

# The guest writes only here, its own directory (the selftests are shared)
out=$CACHE/run/$$
rm -rf "$out"
mkdir -p "$out"
if [ "$mode" = shell ]; then
	log "vm: interactive shell in $stout, read-only; $out is writable (exit or Ctrl-D ends it)"
	exec "$TOP/ci/inroot.sh" vng --run "$kout/arch/x86/boot/bzImage" --disable-kvm \
		--force-9p --cpus 2 --memory 2G --append root=/dev/root \
		--rwdir "$out" --cwd "$stout"
fi
set +e
"$TOP/ci/inroot.sh" ci/run-vm.sh "$kout/arch/x86/boot/bzImage" "$out" "${VM_TIMEOUT:-1800}" \
	"$TOP/ci/guest-run.sh" "$stout" "$out/output.txt" "$2"
rc=$?
set -e
cat "$out/output.txt" 2>/dev/null
# kept when it failed: run-vm.sh named its console.log
[ "$rc" != 0 ] || rm -rf "$out"
exit "$rc"
