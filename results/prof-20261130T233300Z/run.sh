#!/bin/bash
OUT=/root/.cache/htab-gp/dev/prof-1
mountpoint -q /sys/fs/cgroup || mount -t cgroup2 none /sys/fs/cgroup
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
P=/root/.cache/htab-gp/dev/perf/perf
p=/sys/module/memalloc/parameters
echo 0 > /proc/sys/kernel/kptr_restrict
echo -1 > /proc/sys/kernel/perf_event_paranoid
cd /root/.cache/htab-gp/build/selftests-bench || exit 2
for rep in 1 2; do
for m in series delay; do
	if [ $m = series ]; then echo 0 >$p/dev_imm; echo 0 >$p/dev_delay; else echo 1 >$p/dev_imm; echo 20000 >$p/dev_delay; fi
	$P record -o /tmp/perf-$m.data -a -e cpu-clock -F 999 -- ./bench htab-mem --use-case overwrite -p 2 -a -w 2 -d 8 > $OUT/bench-$m-$rep.txt 2>&1
	$P report -i /tmp/perf-$m.data --stdio --no-children --sort sym 2>/dev/null | grep -v "^#" | grep -v "^$" | head -50 > $OUT/perf-$m-$rep.txt
done
done
exit 0
