p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r1-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r2-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r3-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r4-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r5-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-1/r6-series/bench.txt
