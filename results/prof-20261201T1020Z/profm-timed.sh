#!/bin/bash
# usage: prof.sh KERNEL OUT CPUS CASE
k=$1 out=$2 cpus=$3 case=$4
mkdir -p $out
cat > $out/guest.sh <<G
#!/bin/bash
P=/root/.cache/htab-gp/dev/perfbuild/perf
cd /root/.cache/htab-gp/build/selftests-bench
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
echo 0 > /proc/sys/kernel/kptr_restrict
echo -1 > /proc/sys/kernel/perf_event_paranoid
snap() { grep -E '^ctxt|^softirq' /proc/stat; grep -E 'RCU|TIMER|SCHED' /proc/softirqs; grep -E 'IWI|LOC|RES|CAL' /proc/interrupts; }
snap > $out/before.txt
cd /root/.cache/htab-gp/build/bench-tools; ./map_perf_test 8 $cpus 0 300000 > $out/bench.txt 2>&1
snap > $out/after.txt
\$P record -o /tmp/perf.data -a -e cpu-clock -F 4999 -- ./map_perf_test 8 $cpus 0 300000 > $out/bench-perf.txt 2>&1
\$P report -i /tmp/perf.data --stdio --no-children --sort sym 2>/dev/null | grep -v "^#" | grep -v "^$" | head -80 > $out/perf.txt
echo 0 > $out/rc
poweroff -f
G
chmod +x $out/guest.sh
timeout 1500 vng --run $k --disable-kvm --force-9p --cpus $cpus --memory 2G --append root=/dev/root --rwdir $out --exec $out/guest.sh > $out/console.log 2>&1
echo vng $?
