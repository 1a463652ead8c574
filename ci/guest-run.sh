#!/bin/bash
# Runs inside the guest (ci/run.sh): one command in the selftests directory.
#   ci/guest-run.sh SELFTESTS_OUT OUTPUT_FILE CMD
set -u
cd "$1" || exit 2
# What test_progs and bench expect mounted (virtme-init mounts less).
mountpoint -q /sys/fs/cgroup || mount -t cgroup2 none /sys/fs/cgroup 2>/dev/null
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
mountpoint -q /sys/kernel/debug || mount -t debugfs none /sys/kernel/debug 2>/dev/null
mountpoint -q /sys/kernel/tracing || mount -t tracefs none /sys/kernel/tracing 2>/dev/null
bash -c "$3" >"$2" 2>&1
