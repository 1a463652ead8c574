#!/usr/bin/env bash
# ci/stallwatch.py logs when a benchmark starts and ends, ignores what the
# directory held before, stops on SIGTERM with its children, and refuses a
# missing directory with a one-line error. Not its stalls: they depend on
# the host's timing.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail=0
mkdir "$tmp/boot"
echo old >"$tmp/boot/env.txt"
python3 "$top/ci/stallwatch.py" "$tmp/boot" &
pid=$!
# wait until it has opened its log (it lists the directory right after)
for _ in $(seq 100); do
	[ -e "$tmp/boot/host-stalls.txt" ] && break
	sleep 0.05
done
sleep 0.2
echo run >"$tmp/boot/bench-a.txt"
sleep 0.3
echo "bench-a ok" >>"$tmp/boot/status.txt"
sleep 0.3
kill "$pid"
rc=0
wait "$pid" || rc=$?
log=$tmp/boot/host-stalls.txt
grep -q '^start bench-a [0-9.]*$' "$log" || { echo "FAIL: no start line: $(cat "$log")"; fail=1; }
grep -q '^end bench-a [0-9.]*$' "$log" || { echo "FAIL: no end line: $(cat "$log")"; fail=1; }
! grep -q ' env ' "$log" || { echo "FAIL: logged a file from before the boot"; fail=1; }
[ "$rc" = 0 ] || { echo "FAIL: exit $rc on SIGTERM"; fail=1; }
if pgrep -f "ci/stallwatch.py $tmp/boot" >/dev/null; then
	echo "FAIL: a watcher outlived SIGTERM"
	pkill -f "ci/stallwatch.py $tmp/boot" || true
	fail=1
fi
out=$(python3 "$top/ci/stallwatch.py" "$tmp/none" 2>&1) && rc=0 || rc=$?
if [ "$rc" = 0 ] || ! grep -q usage <<<"$out"; then
	echo "FAIL: a missing directory: exit $rc: $out"
	fail=1
fi
[ "$fail" = 0 ] && echo "stallwatch test: ok"
exit "$fail"
