#!/bin/bash
OUT=$1
mountpoint -q /sys/fs/cgroup || mount -t cgroup2 none /sys/fs/cgroup
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
snap() {
	{
		grep -E "^ctxt|^intr" /proc/stat | cut -c1-40
		grep -E "IWI|LOC|RES|CAL" /proc/interrupts
		grep -E "RCU|TIMER|SCHED" /proc/softirqs
	} > "$OUT/$1"
}
cd /root/.cache/htab-gp/build/bench-tools || exit 2
for t in 8 4; do
	snap "pre-$t"
	./map_perf_test $t "$(nproc)" 0 1000000 > "$OUT/mpt-$t.txt" 2>&1
	snap "post-$t"
done
cd /root/.cache/htab-gp/build/selftests-bench || exit 2
snap pre-ow
./bench htab-mem --use-case overwrite -p "$(nproc)" -a -w 2 -d 8 > "$OUT/bench-ow.txt" 2>&1
snap post-ow
exit 0
