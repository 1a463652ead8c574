#!/bin/bash
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
cd /root/.cache/htab-gp/build/bench-tools
./map_perf_test 8 2 0 300000 > /root/.cache/htab-gp/dev/hostprof/mpt8-base/warm.txt 2>&1
touch /root/.cache/htab-gp/dev/hostprof/mpt8-base/go
./map_perf_test 8 2 0 300000 > /root/.cache/htab-gp/dev/hostprof/mpt8-base/load.txt 2>&1
grep -E 'IWI|LOC|RES|CAL|TLB' /proc/interrupts > /root/.cache/htab-gp/dev/hostprof/mpt8-base/irqs.txt
grep -E '^ctxt' /proc/stat >> /root/.cache/htab-gp/dev/hostprof/mpt8-base/irqs.txt
echo 0 > /root/.cache/htab-gp/dev/hostprof/mpt8-base/rc
poweroff -f
