p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r7-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r8-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r9-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r10-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r11-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-2/r12-series/bench.txt
