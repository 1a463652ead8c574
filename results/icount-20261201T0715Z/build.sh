#!/bin/bash
# build.sh NAME: build the bench kernel from tree/'s working memalloc.c (layout pad 0)
set -e
cd /work/main
. ci/lib.sh
src=$CACHE/bench/tree
cp tree/kernel/bpf/memalloc.c $src/kernel/bpf/memalloc.c
build_bench_kernel "$src" 0 "$CACHE/dev/bzImage-ic-$1" > $CACHE/dev/icount/build-$1.log 2>&1 || { echo build failed; tail -20 $CACHE/dev/icount/build-$1.log; }
git -C "$src" checkout -q -- kernel/bpf/memalloc.c
ls -la $CACHE/dev/bzImage-ic-$1
