p=/sys/module/memalloc/parameters
thr() { cat /proc/[0-9]*/task/[0-9]*/status 2>/dev/null | awk '/^Name:/ { n = substr($0, 7) } /^Pid:/ { t = $2 } /^voluntary_ctxt_switches:/ { v = $2 } /^nonvoluntary_ctxt_switches:/ { print "ctx", t, v, $2, n }'; cat /proc/[0-9]*/task/[0-9]*/stat 2>/dev/null | sed "s/^/stat /"; }
t=/sys/kernel/tracing
mountpoint -q $t || mount -t tracefs none $t || exit 1
echo 0 >$t/tracing_on
echo "p:kp_hrtick_start hrtick_start" >>$t/kprobe_events || echo hrtick_start >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_tick_nohz_idle_stop_tick tick_nohz_idle_stop_tick" >>$t/kprobe_events || echo tick_nohz_idle_stop_tick >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_tick_nohz_idle_restart_tick tick_nohz_idle_restart_tick" >>$t/kprobe_events || echo tick_nohz_idle_restart_tick >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_tick_nohz_irq_exit tick_nohz_irq_exit" >>$t/kprobe_events || echo tick_nohz_irq_exit >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_schedule_timeout schedule_timeout" >>$t/kprobe_events || echo schedule_timeout >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_rcu_gp_kthread_wake rcu_gp_kthread_wake" >>$t/kprobe_events || echo rcu_gp_kthread_wake >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_swake_up_one swake_up_one" >>$t/kprobe_events || echo swake_up_one >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_tick_program_event tick_program_event" >>$t/kprobe_events || echo tick_program_event >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_hrtimer_reprogram hrtimer_reprogram" >>$t/kprobe_events || echo hrtimer_reprogram >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_rcu_gp_fqs_loop rcu_gp_fqs_loop" >>$t/kprobe_events || echo rcu_gp_fqs_loop >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_schedule_hrtimeout_range schedule_hrtimeout_range" >>$t/kprobe_events || echo schedule_hrtimeout_range >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
echo "p:kp_hrtimer_start_range_ns hrtimer_start_range_ns" >>$t/kprobe_events || echo hrtimer_start_range_ns >>/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/kprobes.missing
[ ! -d $t/events/kprobes ] || echo 1 >$t/events/kprobes/enable || exit 1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/r1-series
echo 0 >$p/dev_imm && echo 0 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 0 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 1 >$p/dev_ring_off && echo 0 >$p/dev_gpload || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/r1-series; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; thr >"$o/thr-$c.before" && cat /proc/interrupts >"$o/intr-$c.before" && cat /proc/stat >"$o/stat-$c.before" && cat $t/kprobe_profile >"$o/kprobes-$c.before"; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; cat /proc/interrupts >"$o/intr-$c.after"; cat /proc/stat >"$o/stat-$c.after"; thr >"$o/thr-$c.after"; cat $t/kprobe_profile >"$o/kprobes-$c.after"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/r1-series/bench.txt 2>&1
mkdir -p /root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/r1-delay_3750_pcpu
echo 1 >$p/dev_imm && echo 3750 >$p/dev_delay && echo 16 >$p/dev_div && echo 1 >$p/dev_urg && echo 2 >$p/dev_spare && echo 0 >$p/dev_extra && echo 0 >$p/dev_lifo && echo 0 >$p/dev_pfw && echo 0 >$p/dev_gpjiffy && echo 1 >$p/dev_delay_pcpu && echo 0 >$p/dev_trimall && echo 0 >$p/dev_ring_off && echo 0 >$p/dev_gpload || exit 1
o=/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/r1-delay_3750_pcpu; cd /root/.cache/htab-gp/build/selftests-bench && for c in overwrite; do dmesg -C; :; thr >"$o/thr-$c.before" && cat /proc/interrupts >"$o/intr-$c.before" && cat /proc/stat >"$o/stat-$c.before" && cat $t/kprobe_profile >"$o/kprobes-$c.before"; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d 8 | grep Summary | sed "s/^/$c /"; cat /proc/interrupts >"$o/intr-$c.after"; cat /proc/stat >"$o/stat-$c.after"; thr >"$o/thr-$c.after"; cat $t/kprobe_profile >"$o/kprobes-$c.after"; :; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >/root/.cache/htab-gp/dev/inboot-20261203T075710Z/boot-1/r1-delay_3750_pcpu/bench.txt 2>&1
