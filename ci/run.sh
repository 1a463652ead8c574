#!/usr/bin/env bash
# `make run CMD='./test_progs -t htab'`: boot the test kernel (debug
# flavour, base + series/) and run CMD in the selftests directory; its
# output is printed, its exit status is make's. `make shell`: the same
# guest, interactive. Builds what is missing or stale first, as `make test`
# does, in the same cache.
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
src=$CACHE/test/tree
kout=$CACHE/build/debug
stout=$CACHE/build/selftests-debug
(cd "$TOP" && ci/mktree.sh --force "$src" series)
"$TOP/ci/inroot.sh" ci/build-kernel.sh "$src" "$kout" debug
"$TOP/ci/inroot.sh" ci/build-selftests.sh "$src" "$kout" "$stout"

out=$CACHE/run
mkdir -p "$out"
if [ "$mode" = shell ]; then
	log "vm: interactive shell in $stout (exit or Ctrl-D ends it)"
	exec "$TOP/ci/inroot.sh" vng --run "$kout/arch/x86/boot/bzImage" --disable-kvm \
		--force-9p --cpus 2 --memory 2G --append root=/dev/root \
		--rwdir "$stout" --cwd "$stout"
fi
set +e
"$TOP/ci/inroot.sh" ci/run-vm.sh "$kout/arch/x86/boot/bzImage" "$out" "${VM_TIMEOUT:-1800}" \
	"$TOP/ci/guest-run.sh" "$stout" "$out/output.txt" "$2"
rc=$?
set -e
cat "$out/output.txt" 2>/dev/null
exit "$rc"
