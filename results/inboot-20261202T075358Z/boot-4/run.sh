p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r19-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r20-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r21-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r22-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r23-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-lifo/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 4 | grep Summary | sed "s/^/$c /"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/map_perf_test-4.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-4 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261202T075358Z/boot-4/r24-series/bench.txt
