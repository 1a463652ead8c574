p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-delay_20000
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 8 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-delay_20000/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-delay_20000/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-delay_20000/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-delay_20000/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-div_4
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 4 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-div_4/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-div_4/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-div_4/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-div_4/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-series/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-series/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-series/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-imm
echo 1 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-imm/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-imm/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-imm/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r7-imm/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-div_4
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 4 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-div_4/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-div_4/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-div_4/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-div_4/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-series/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-series/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-series/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-series/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-imm
echo 1 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-imm/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-imm/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-imm/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-imm/map_perf_test-1.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-delay_20000
echo 1 >$p/dev_imm && echo 20000 >$p/dev_delay && echo 8 >$p/dev_div || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-delay_20000/bench.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 4 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-delay_20000/map_perf_test-4.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 8 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-delay_20000/map_perf_test-8.txt 2>&1
cd /root/.cache/htab-gp/build/bench-tools && ./map_perf_test 1 "$(nproc)" 0 100000 >/root/.cache/htab-gp/dev/inboot-20261130T185330Z/boot-4/r8-delay_20000/map_perf_test-1.txt 2>&1
