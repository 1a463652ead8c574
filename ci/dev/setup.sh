#!/usr/bin/env bash
# What the dev scripts (ci/dev/ab.sh, inboot.sh, layout.sh) need from a
# `make` run, built without running any benchmark: the bench tree (base +
# series/), the series' bench kernel (unshifted) and, against it, bench,
# map_perf_test and htab_batch_dump. On a fresh machine this takes the
# series kernel's build (542 s on a cold cache, 2 cores) instead of
# `make`'s hour and more.
#
#   ci/dev/setup.sh
#
# Leaves the bench tree as `make` leaves it (series checked out, no layout
# shift applied).
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../lib.sh"

[ $# = 0 ] || die "usage: ci/dev/setup.sh (no arguments)"
bench_lock
src=$CACHE/bench/tree
kout=$CACHE/build/bench
stout=$CACHE/build/selftests-bench
tools=$CACHE/build/bench-tools
"$TOP/ci/mktree.sh" --force "$src" "$TOP/series"
trap 'layout_patch_revert "$src"' EXIT
layout_patch_apply "$src"
mkdir -p "$CACHE/dev"
build_bench_kernel "$src" 0 "$CACHE/dev/bzImage-setup"
"$TOP/ci/inroot.sh" ci/build-bench-tools.sh "$src" "$kout" "$stout" "$tools"
log "setup: bench tree, kernel and tools ready for ci/dev/*.sh"
