cd /root/.cache/htab-gp/build/selftests-bench
for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/ab-20261204T093607Z/r2-none/bench.txt
