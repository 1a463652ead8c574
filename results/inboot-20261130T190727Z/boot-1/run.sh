p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-series/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-series/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-series/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-nourg
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 0 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-nourg/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-nourg/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-nourg/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-nourg/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-delay_20000
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-delay_20000/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-delay_20000/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-delay_20000/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r1-delay_20000/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-nourg
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 0 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-nourg/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-nourg/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-nourg/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-nourg/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-delay_20000
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-delay_20000/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-delay_20000/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-delay_20000/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-delay_20000/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-series/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-series/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r2-series/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-delay_20000
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-delay_20000/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-delay_20000/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-delay_20000/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-delay_20000/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-series/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-series/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-series/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-nourg
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 0 >$p/dev_urg || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-nourg/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-nourg/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-nourg/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T190727Z/boot-1/r3-nourg/map_perf_test-1.txt 2>&1
