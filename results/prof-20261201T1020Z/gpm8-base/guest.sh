#!/bin/bash
P=/root/.cache/htab-gp/dev/perfbuild/perf
cd /root/.cache/htab-gp/build/selftests-bench
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
echo 0 > /proc/sys/kernel/kptr_restrict
echo -1 > /proc/sys/kernel/perf_event_paranoid
snap() { grep -E '^ctxt|^softirq' /proc/stat; grep -E 'RCU|TIMER|SCHED' /proc/softirqs; grep -E 'IWI|LOC|RES|CAL' /proc/interrupts; }
snap > /root/.cache/htab-gp/dev/hostprof/gpm8-base/before.txt
cd /root/.cache/htab-gp/build/bench-tools; ./map_perf_test 8 2 0 300000 > /root/.cache/htab-gp/dev/hostprof/gpm8-base/bench.txt 2>&1
snap > /root/.cache/htab-gp/dev/hostprof/gpm8-base/after.txt
$P record -o /tmp/perf.data -a -e cpu-clock -F 4999 -- ./map_perf_test 8 2 0 300000 > /root/.cache/htab-gp/dev/hostprof/gpm8-base/bench-perf.txt 2>&1
$P report -i /tmp/perf.data --stdio --no-children --sort sym 2>/dev/null | grep -v "^#" | grep -v "^$" | head -80 > /root/.cache/htab-gp/dev/hostprof/gpm8-base/perf.txt
echo 0 > /root/.cache/htab-gp/dev/hostprof/gpm8-base/rc
poweroff -f
