#!/bin/bash
# Host-side profile of QEMU (TCG, timed) while the guest runs a load.
# usage (on the host): hp.sh KERNEL OUT "GUEST LOAD CMD" [SECS]
# The guest runs the load once as warm-up, touches OUT/go, runs it again;
# the host records the qemu process for SECS seconds after 'go'.
set -u
k=$1 out=$2 load=$3 secs=${4:-8}
mkdir -p "$out"; rm -f "$out/go" "$out/rc"
cat > "$out/guest.sh" <<G
#!/bin/bash
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
cd /root/.cache/htab-gp/build/bench-tools
$load > $out/warm.txt 2>&1
touch $out/go
$load > $out/load.txt 2>&1
grep -E 'IWI|LOC|RES|CAL|TLB' /proc/interrupts > $out/irqs.txt
grep -E '^ctxt' /proc/stat >> $out/irqs.txt
echo 0 > $out/rc
poweroff -f
G
chmod +x "$out/guest.sh"
cd /work/main || exit 1
ci/inroot.sh bash -c "timeout 1500 vng --run $k --disable-kvm --force-9p --cpus 2 --memory 2G --append root=/dev/root --rwdir $out --exec $out/guest.sh > $out/console.log 2>&1" &
vpid=$!
while [ ! -e "$out/go" ]; do sleep 0.2; kill -0 $vpid 2>/dev/null || { echo "vm ended early"; exit 1; }; done
sleep 1
qpid=$(pgrep -f "qemu-system-x86_64.*$out" | head -1)
[ -n "$qpid" ] || qpid=$(pgrep -n qemu-system-x86)
perf record -q -o "$out/perf.data" -F 999 -p "$qpid" -- sleep "$secs" 2>"$out/perf-record.err"
wait $vpid
perf report -i "$out/perf.data" --stdio --sort dso 2>/dev/null | grep -v '^#' | grep -v '^$' > "$out/dso.txt"
perf report -i "$out/perf.data" --stdio --sort dso,sym 2>/dev/null | grep -v '^#' | grep -v '^$' | head -60 > "$out/sym.txt"
cat "$out/dso.txt"; cat "$out/load.txt" | tail -3
