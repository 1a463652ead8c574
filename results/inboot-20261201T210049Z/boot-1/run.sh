p=/sys/module/memalloc/parameters
t=/sys/kernel/tracing
mountpoint -q $t || mount -t tracefs none $t || exit 1
echo "p:gpinit rcu_gp_init" >$t/kprobe_events && echo "r:gpstart rcu_gp_init ret=\$retval:u8" >>$t/kprobe_events && echo "p:gpend rcu_gp_cleanup" >>$t/kprobe_events && echo 4096 >$t/buffer_size_kb || exit 1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T210049Z/boot-1/r1-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261201T210049Z/boot-1/r1-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; echo >$t/trace; echo 1 >$t/events/kprobes/enable; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; echo 0 >$t/events/kprobes/enable; cp $t/trace "$o/gp-$c.trace"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T210049Z/boot-1/r1-series/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261201T210049Z/boot-1/r1-spare_1
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 1 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_fifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261201T210049Z/boot-1/r1-spare_1; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; echo >$t/trace; echo 1 >$t/events/kprobes/enable; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; echo 0 >$t/events/kprobes/enable; cp $t/trace "$o/gp-$c.trace"; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261201T210049Z/boot-1/r1-spare_1/bench.txt 2>&1
