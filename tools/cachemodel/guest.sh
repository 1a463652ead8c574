#!/bin/bash
# Runs inside the guest (tools/cachemodel/run.sh): each benchmark between
# two markers of the cache model plugin.
#   tools/cachemodel/guest.sh ENV_FILE
# ENV_FILE sets STOUT (bench), TOOLS (map_perf_test), OUT (this boot's
# directory), CACHEMARK (cachemark), SECS, WARMUP, MPT_CNT, BENCH_TIMEOUT.
# Writes OUT/NAME.txt per run, OUT/status.txt (ci/guest-lib.sh) and
# OUT/windows.txt: "NAME START STOP UPDATES NOTE" per run, its markers and
# its bpf_map_update_elem() calls, which report.py reads.
set -u
# shellcheck source=/dev/null
. "$1"
# shellcheck source=ci/guest-lib.sh
. "$(dirname "$0")/../../ci/guest-lib.sh"

n=0
# window NAME CMD...: run CMD between markers n+1 and n+2
window() {
	# the previous run's deferred work (RCU callbacks, map teardown) runs
	# before the window opens; an idle guest second costs nothing here
	sleep 1
	"$CACHEMARK" $((n + 1))
	run "$@"
	"$CACHEMARK" $((n + 2))
	n=$((n + 2))
}
# note NAME UPDATES NOTE: the last window's line of windows.txt
note() {
	echo "$1 $((n - 1)) $n $2 $3" >>"$OUT/windows.txt"
}

# htab-mem: each 1 s report "Iter N (+D us): per-prod-op X k/s" covers
# X k/s x (1 s + D us) loops, warm-up included; a loop of the overwrite
# program updates 64 elements
htab_updates() {
	sed -n 's/^Iter *[0-9]* *( *\(-\{0,1\}[0-9.]*\)us): per-prod-op *\([0-9.]*\)k\/s.*/\1 \2/p' "$1" |
		awk '{ n += $2 * 1000 * (1 + $1 / 1e6) } END { printf "%.0f\n", 64 * n }'
}
# map_perf_test: COUNT events, each 10 x (update, lookup, delete)
mpt_updates() {
	if grep -q 'events per sec' "$1"; then echo $((10 * $2)); else echo 0; fi
}

: >"$OUT/windows.txt"
cd "$STOUT" || exit 2
name=htab-mem-overwrite
window "$name" ./bench htab-mem --use-case overwrite -p 1 -a -w "$WARMUP" -d "$SECS"
note "$name" "$(htab_updates "$OUT/$name.txt")" "64 per loop, loops from the bench's 1 s reports"

cd "$TOOLS" || exit 2
for t in 4 8; do
	name=map_perf_test-$t
	window "$name.setup" ./map_perf_test "$t" 1 0 1
	note "$name.setup" "$(mpt_updates "$OUT/$name.setup.txt" 1)" ""
	window "$name" ./map_perf_test "$t" 1 0 "$MPT_CNT"
	note "$name" "$(mpt_updates "$OUT/$name.txt" "$MPT_CNT")" \
		"10 per event, each followed by a lookup and a delete"
done
exit 0
