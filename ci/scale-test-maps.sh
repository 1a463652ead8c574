#!/usr/bin/env bash
# test_maps.c scaled down where TCG cannot finish it (make test's htab_maps,
# make test FLAVOUR=ci's test_maps), each scaling named:
#  - test_map_parallel forks 4 tasks instead of 100 (TASKS, and its six
#    run_parallel(100, ...)): as upstream has it, it alone ran for over 30
#    min under TCG and lockdep, and test_maps runs it twice
#  - on 4k keys instead of 32k (MAP_SIZE, also test_map_large's)
#  - test_hashmap_walk, which the parallel tests call 4 times each, walks
#    1000 entries instead of 10000
# Fails, naming them, if upstream's file no longer has those lines.
#
#   ci/scale-test-maps.sh IN OUT
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: ci/scale-test-maps.sh IN OUT" >&2; exit 1; }
sed -e 's/^#define TASKS 100$/#define TASKS 4/' -e 's/run_parallel(100,/run_parallel(4,/' \
	-e 's/^#define MAP_SIZE (32 \* 1024)$/#define MAP_SIZE (4 * 1024)/' \
	-e 's/^\tint fd, i, max_entries = 10000;$/\tint fd, i, max_entries = 1000;/' \
	"$1" >"$2.tmp"
if [ "$(grep -c 'TASKS 4$\|run_parallel(4,\|MAP_SIZE (4 \* 1024)$\|max_entries = 1000;$' "$2.tmp")" != 9 ]; then
	rm -f "$2.tmp"
	echo "error: $1 no longer has TASKS 100, MAP_SIZE (32 * 1024), six run_parallel(100, ...) and test_hashmap_walk's 10000 entries (ci/scale-test-maps.sh)" >&2
	exit 1
fi
mv -f "$2.tmp" "$2"
