#!/usr/bin/env bash
# Boot a kernel with virtme-ng (inside the toolchain root, whose filesystem the
# guest sees as its root over 9p) and run one command in it.
#
#   ci/run-vm.sh BZIMAGE OUTDIR TIMEOUT_S CMD [ARGS...]
#
# The guest writes CMD's exit status to OUTDIR/rc and the kernel log to
# OUTDIR/dmesg; the console goes to OUTDIR/console.log. Exit status: CMD's,
# 124 if the guest had to be killed (hang), 125 if it died without a status,
# 126 if dmesg has a WARN, BUG, lockdep or RCU splat (whatever CMD said).
# VM_CPUS (default 2) sets the vCPUs, VM_MEM (2G) the memory; VM_QEMU_OPTS
# adds QEMU options, e.g. "-icount shift=0,sleep=off" (ci/bench.sh's
# instruction-count boots).
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -ge 4 ] || die "usage: ci/run-vm.sh BZIMAGE OUTDIR TIMEOUT_S CMD [ARGS...]"
kernel=$1 out=$2 tmo=$3
shift 3
[ -f "$kernel" ] || die "vm: no kernel image $kernel"
mkdir -p "$out"
rm -f "$out/rc" "$out/dmesg" "$out/console.log"
cpus=${VM_CPUS:-2}
[[ $cpus =~ ^[1-8]$ ]] || die "VM_CPUS=$cpus: must be 1-8"
mem=${VM_MEM:-2G}
[[ $mem =~ ^[1-9][0-9]*[MG]$ ]] || die "VM_MEM=$mem: e.g. 2G or 512M"
qopts=()
[ -z "${VM_QEMU_OPTS:-}" ] || qopts=(--qemu-opts="$VM_QEMU_OPTS")

# KVM is used only if a guest gets through kernel entry quickly; on these
# machines /dev/kvm exists but nested guests hang there, so probe once per
# machine and remember the answer.
accel=(--disable-kvm)
# -icount is TCG's
[[ ${VM_QEMU_OPTS:-} != *-icount* ]] || VM_TCG=1
if [ -z "${VM_TCG:-}" ] && [ -w /dev/kvm ]; then
	probe=$CACHE/kvm-works
	if [ ! -f "$probe" ]; then
		if timeout 20 vng --run "$kernel" --force-9p --cpus 1 --memory 512M \
			--append root=/dev/root --exec true >/dev/null 2>&1 ||
			[ $? -eq 255 ]; then
			echo yes >"$probe"
		else
			echo no >"$probe"
		fi
	fi
	[ "$(cat "$probe")" = yes ] && accel=()
fi

# The guest side: run CMD, keep its status and the kernel log.
{
	echo '#!/bin/bash'
	printf 'cd %q\n' "$PWD"
	printf '%q ' "$@"
	echo
	echo "echo \$? > $(printf '%q' "$out/rc")"
	echo "dmesg > $(printf '%q' "$out/dmesg")"
} >"$out/guest.sh"
chmod +x "$out/guest.sh"

log "vm: booting $(basename "$(dirname "$(dirname "$(dirname "$(dirname "$kernel")")")")") (${accel[*]:-kvm}${VM_QEMU_OPTS:+ $VM_QEMU_OPTS}, $cpus vCPUs, $mem, timeout ${tmo}s)"
set +e
# --qemu-opts=VALUE: the value starts with '-'; --verbose and printk.time:
# the kernel's messages, timestamped, on the console (an oops kills the
# guest before dmesg is saved)
timeout --kill-after=10 "$tmo" vng --run "$kernel" "${accel[@]}" --force-9p \
	--cpus "$cpus" --memory "$mem" --append "root=/dev/root printk.time=1 ${VM_APPEND:-}" \
	--verbose --rwdir "$out" --exec "$out/guest.sh" "${qopts[@]}" </dev/null >"$out/console.log" 2>&1
vrc=$?
set -e

if [ "$vrc" = 124 ] || [ "$vrc" = 137 ]; then
	log "vm: guest hung, killed after ${tmo}s (console: $out/console.log)"
	tail -n 20 "$out/console.log" >&2
	exit 124
fi
# Any splat fails the run. The console also catches ones after dmesg was
# read (or that killed the guest); only its kernel lines ("[  12.345678]
# ...") are looked at.
splat='WARNING:|BUG[: ]|Oops|Call Trace:|INFO: |suspicious RCU usage|self-detected stall|detected stalls|UBSAN|KASAN|ODEBUG|hung_task'
{
	grep -E "$splat" "$out/dmesg" 2>/dev/null
	grep -E '^\[ *[0-9]+\.[0-9]+\]' "$out/console.log" | grep -E "$splat"
} >"$out/splats" || true
if [ -s "$out/splats" ]; then
	log "vm: kernel splat in dmesg ($out/splats):"
	head -n 20 "$out/splats" >&2
	exit 126
fi
if [ ! -f "$out/rc" ]; then
	log "vm: guest ended without an exit status (console: $out/console.log)"
	tail -n 30 "$out/console.log" >&2
	exit 125
fi
exit "$(cat "$out/rc")"
