#!/bin/bash
# $1: output dir (in the shared cache), $2: tag
OUT=$1
mountpoint -q /sys/fs/cgroup || mount -t cgroup2 none /sys/fs/cgroup
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
P=/root/.cache/htab-gp/dev/perfbuild/perf
echo 0 > /proc/sys/kernel/kptr_restrict
echo -1 > /proc/sys/kernel/perf_event_paranoid
cd /root/.cache/htab-gp/build/bench-tools || exit 2
for t in 8 4; do
	$P record -o /tmp/perf-$t.data -a -e cpu-clock -F 999 -- ./map_perf_test $t "$(nproc)" 0 1000000 > "$OUT/mpt-$t.txt" 2>&1
	$P report -i /tmp/perf-$t.data --stdio --no-children --sort sym 2>/dev/null | grep -v "^#" | grep -v "^$" | head -80 > "$OUT/perf-$t.txt"
done
cd /root/.cache/htab-gp/build/selftests-bench || exit 2
$P record -o /tmp/perf-ow.data -a -e cpu-clock -F 999 -- ./bench htab-mem --use-case overwrite -p "$(nproc)" -a -w 2 -d 8 > "$OUT/bench-ow.txt" 2>&1
$P report -i /tmp/perf-ow.data --stdio --no-children --sort sym 2>/dev/null | grep -v "^#" | grep -v "^$" | head -80 > "$OUT/perf-ow.txt"
exit 0
