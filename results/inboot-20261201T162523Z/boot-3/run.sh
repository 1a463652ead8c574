p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-imm
echo 1 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-imm/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-imm/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-imm/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-imm/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-imm/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-delay_20000_pcpu
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 1 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-delay_20000_pcpu/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-delay_20000_pcpu/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-delay_20000_pcpu/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-delay_20000_pcpu/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-delay_20000_pcpu/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-gpjiffy
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 1 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-gpjiffy/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-gpjiffy/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-gpjiffy/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-gpjiffy/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r7-gpjiffy/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-delay_20000_pcpu
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 1 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-delay_20000_pcpu/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-delay_20000_pcpu/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-delay_20000_pcpu/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-delay_20000_pcpu/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-delay_20000_pcpu/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-gpjiffy
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 1 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-gpjiffy/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-gpjiffy/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-gpjiffy/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-gpjiffy/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-gpjiffy/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-imm
echo 1 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-imm/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-imm/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-imm/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-imm/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r8-imm/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-series/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-series/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-series/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-series/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-gpjiffy
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 1 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-gpjiffy/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-gpjiffy/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-gpjiffy/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-gpjiffy/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-gpjiffy/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-imm
echo 1 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-imm/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-imm/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-imm/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-imm/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-imm/bench.txt
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-delay_20000_pcpu
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 1 >$p/dev_delay_pcpu || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in no_op; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 1 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-delay_20000_pcpu/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-delay_20000_pcpu/map_perf_test-8.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-8 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-delay_20000_pcpu/bench.txt
cd /root/.cache/htab-gp/build/bench-tools && dmesg -C && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-delay_20000_pcpu/map_perf_test-1.txt 2>&1
dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-1 /" >>/root/.cache/htab-gp/dev/inboot-20261201T162523Z/boot-3/r9-delay_20000_pcpu/bench.txt
