p=/sys/module/memalloc/parameters
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r1-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r1-series/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r1-fifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_fifo || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r1-fifo/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r1-fifo_1
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 1 >$p/dev_fifo || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r1-fifo_1/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r2-fifo
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 3 >$p/dev_fifo || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r2-fifo/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r2-fifo_1
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 1 >$p/dev_fifo || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r2-fifo_1/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r2-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 8 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo || exit 1
cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261130T213606Z/boot-1/r2-series/bench.txt 2>&1
