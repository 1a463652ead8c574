#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): the selected selftests, JSON report.
#   ci/guest-tests.sh SELFTESTS_OUT RESULT_DIR TESTS
set -u
st=$1 out=$2 tests=$3
cd "$st" || exit 2
# What test_progs and bench expect mounted (virtme-init mounts less).
mountpoint -q /sys/fs/cgroup || mount -t cgroup2 none /sys/fs/cgroup 2>/dev/null
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
mountpoint -q /sys/kernel/debug || mount -t debugfs none /sys/kernel/debug 2>/dev/null
mountpoint -q /sys/kernel/tracing || mount -t tracefs none /sys/kernel/tracing 2>/dev/null
echo "guest: $(uname -r), $(nproc) CPUs"
# -w: test_progs' own watchdog kills a test that hangs for 300 s.
./test_progs -w 300 -J "$out/test_progs.json" -t "$tests" >"$out/test_progs.log" 2>&1
rc=$?
tail -n 3 "$out/test_progs.log"
exit $rc
