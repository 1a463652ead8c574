#!/bin/bash
# usage: run.sh KERNEL OUT CPUS "qemu opts" 
k=$1 out=$2 cpus=$3 qo=$4
mkdir -p $out
cat > $out/guest.sh <<G
#!/bin/bash
cd /root/.cache/htab-gp/build/selftests-bench
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
for c in overwrite batch_add_batch_del; do
  ./bench htab-mem --use-case \$c -p $cpus -a -w 2 -d 8 2>&1 | grep -E 'Summary|GP' | sed "s/^/\$c /"
done > $out/bench.txt
cd /root/.cache/htab-gp/build/bench-tools
for t in 4 8 1; do ./map_perf_test \$t $cpus 0 100000 > $out/mpt-\$t.txt 2>&1; done
echo 0 > $out/rc
poweroff -f
G
chmod +x $out/guest.sh
timeout 1500 vng --run $k --disable-kvm --force-9p --cpus $cpus --memory 2G --append root=/dev/root --rwdir $out --exec $out/guest.sh --qemu-opts="$qo" > $out/console.log 2>&1
echo vng $?
