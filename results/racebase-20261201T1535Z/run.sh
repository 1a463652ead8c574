#!/bin/bash
OUT=$1
mountpoint -q /sys/fs/cgroup || mount -t cgroup2 none /sys/fs/cgroup
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
cd /root/.cache/htab-gp/build/selftests-bench || exit 2
for i in 1 2 3 4 5; do
	./test_progs -a htab_reuse_gp_race > "$OUT/race-$i.txt" 2>&1
	echo "rc $?" >> "$OUT/race-$i.txt"
done
exit 0
