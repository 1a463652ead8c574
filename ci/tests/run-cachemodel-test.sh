#!/usr/bin/env bash
# The cache model of tools/cachemodel/, on the host, in a second or two:
# its core (cache.c) against known answers (cache_test.c: cold misses,
# a scan of 2 x L1d, LRU order in a set, the LLC shared by two cpus), the
# plugin's glue against a stub of QEMU's API (plugin_test.c), and
# report.py's arithmetic on a two-window fixture.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
src=$top/tools/cachemodel
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-gcc}

fail=0
"$cc" -O2 -Wall -Werror -o "$tmp/cache_test" "$src/cache_test.c" "$src/cache.c" ||
	{ echo "FAIL: cannot build cache_test"; exit 1; }
"$tmp/cache_test" || fail=1
"$cc" -O2 -Wall -Werror -o "$tmp/plugin_test" "$src/plugin_test.c" "$src/cachemodel.c" "$src/cache.c" ||
	{ echo "FAIL: cannot build plugin_test"; exit 1; }
"$tmp/plugin_test" "out=$tmp/marks.txt" 2>/dev/null || fail=1

# report.py: per update = window / updates; map_perf_test-4 minus its
# setup window; memory cycles at 4/14/50/200
for k in base series; do
	mkdir -p "$tmp/$k"
	printf '%s\n' "htab 1 2 1000 note" "mpt.setup 3 4 10" "mpt 5 6 1010" >"$tmp/$k/windows.txt"
done
printf '%s\n' "# geometry" "1 0 0 0 0 0 0 0" "2 2000000 1000000 20000 2000 200 0 0" \
	"3 0 0 0 0 0 0 0" "4 100000 10000 100 100 10 0 0" \
	"5 0 0 0 0 0 0 0" "6 1000000 500000 5000 500 50 0 0" >"$tmp/base/marks.txt"
printf '%s\n' "# geometry" "1 0 0 0 0 0 0 0" "2 2100000 1000000 40000 10000 200 0 0" \
	"3 0 0 0 0 0 0 0" "4 100000 10000 100 100 10 0 0" \
	"5 0 0 0 0 0 0 0" "6 1100000 500000 10000 1500 50 0 0" >"$tmp/series/marks.txt"
if out=$(python3 "$src/report.py" "$tmp/base" "$tmp/series" 2>&1) &&
	grep -qF '| htab | instructions | 2,000 | 2,100 | 1.050x | +100 |' <<<"$out" &&
	grep -qF '| | memory cycles (model) | 4,302 | 4,790 | 1.113x | **+488.0** |' <<<"$out" &&
	grep -qF '| mpt | instructions | 900 | 1,000 | 1.111x | +100 |' <<<"$out" &&
	grep -qF '|  | L2 misses | 0.400 | 1.400 | 3.500x | +1.000 | 0.44 | 1.40 |' <<<"$out"; then
	echo "ok: report.py on a fixture"
else
	echo "FAIL: report.py on a fixture:"
	printf '%s\n' "$out"
	fail=1
fi
exit "$fail"
