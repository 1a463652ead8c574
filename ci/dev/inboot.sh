#!/usr/bin/env bash
# Compare modes of the series within one boot: one kernel with
# ci/dev/variant.py's 'knobs' (module parameters that switch immediate
# reuse, the delay ring and the batch divisor at run time), booted once per
# round; in each boot every mode runs REPS times, the order rotated by one
# each time. Boot-to-boot effects (code layout, host load), which make
# ci/dev/ab.sh's per-round ratios spread by +-10%, then hit every mode
# alike, except where the modes run different code: which hot functions
# collide in QEMU's jump cache depends on the layout (EXPERIMENTS.md, J,
# the jump-cache entry), so a one-round comparison under TCG measures the
# layout too. For experiments; `make` is the benchmark of record.
#
#   ci/dev/inboot.sh MODE... [ROUNDS]   e.g. ci/dev/inboot.sh series imm 4
#
# MODE is 'series' or a comma-separated list of imm, delay=N (implies imm),
# div=N, nourg, urg1gp (at most one urgent-QS request per GP and cache),
# urgall (one per batch sealed, also with no batch waiting), spare=N,
# extra=N, lifo (batches handed out last freed first, as before patch 2
# appended; all caches), lifo=1|2|3 (mask: 1 element caches, 2 percpu caches),
# pfw, gpjiffy, pcpu (delay=N also on PERCPU_HASH's percpu value caches),
# gpload (grace periods back to back, driven by one self-requeuing RCU
# callback outside the allocator), keepb=K (at each tick, trim as many
# completed objects as the fewest any refill since the last tick left, less
# K x the cache's batch target; the series: K=3), keep=N (the same, less N
# objects), e.g.
# delay=20000 or div=4,nourg (see ci/dev/variant.py). TRACE_GP=1
# records, with kprobe events on rcu_gp_init() and rcu_gp_cleanup(), when each
# grace period starts and ends during each htab-mem use case (gp-<case>.trace
# beside bench.txt; ci/dev/gptrace.py reads them). TRACE_GP=2 also records
# who reports quiescent states (rcu_report_qs_rnp() with the cpu mask,
# rcu_report_qs_rdp(), force_qs_rnp(), rcu_read_unlock_special(),
# rcu_note_context_switch(), resched_cpu()), the allocator's
# rcu_request_urgent_qs_task() calls and sched_switch/sched_wakeup, with a
# 32 MiB buffer per cpu (ci/dev/gpholder.py reads them). INTR=1 (not with ALT) saves
# /proc/interrupts and /proc/stat before and after each htab-mem use case and
# map_perf_test test, and each thread's context switches and cpu time
# (intr-<case>.*, stat-<case>.* and thr-<case>.* beside bench.txt;
# ci/dev/intr.py prints the interrupt counts that changed, the cpu time per
# state and the threads that switched or ran most, per mode). KPROBES="FN..."
# (with INTR=1) also counts the calls of those guest kernel functions during
# each benchmark (kprobe events, tracing off, kprobe_profile's hits;
# kprobes-<case>.*; a function that takes no kprobe is named in
# kprobes.missing), e.g. KPROBES="flush_tlb_kernel_range pcpu_populate_chunk".
# HOSTSCHED=1 runs ci/stallwatch.py (the host's cpu stalls,
# boot-<N>/host-stalls.txt) while each guest runs, and records the host's
# sched_switch events, of which it keeps the sleeps of QEMU's main loop (the
# thread that fires the guest's timers) of 50 ms or more
# (boot-<N>/host-mainloop.txt); with TRACE_GP, ci/dev/hoststall.py then
# matches both with the guest's long grace periods and prints where those
# start in the host's 100 ms cycle.
# HOSTPROF=1 (not with ALT) records, with the host's perf, a cpu-clock profile
# of the QEMU process while each benchmark runs (prof-<case>.data beside
# bench.txt, started and stopped by marker files the guest writes;
# ci/dev/hostprof.py compares, per mode, where QEMU spent its time: translated
# guest code, the softmmu slow paths, interrupts...); HOSTPROF=2 counts, with
# uprobes instead, calls of QEMU functions that flush its TLB and jump cache,
# deliver interrupts and exceptions, translate, invalidate or flush code and
# step atomics exclusively (qemu_probes below; prof-<case>.stat, printed by
# hostprof.py too). HOSTPROF=3 profiles as 1 at 4999 Hz with QEMU's rbp in
# each sample, which holds the guest pc while QEMU looks a translation block
# up in its hash table (a jump-cache miss), and keeps the boot's System.map:
# hostprof.py then names the guest functions whose code misses. (Uprobes on
# such hot functions are no way to count them here: each hit costs ~14 us on
# this nested host, and the guest crawled.)
# STAGES=1 adds the stages variant's " MA " lines (the last 4 after each use
# case) to bench.txt. VARIANT adds compile-time variants of ci/dev/variant.py
# to the kernel of every mode, e.g. VARIANT=ring=16 (comma-separated). CASES
# (default overwrite), SECS (8), MPT, MPT_CNT, VCPUS and ICOUNT as in
# ci/dev/ab.sh; REPS (default 2) runs of each mode per boot. ALT=S (2-9)
# compares exactly two modes within each run instead: one bench htab-mem run
# per rep and use case (SECS long, e.g. 60) that switches between them every S
# seconds, so that the host's slower drifts hit both alike; ci/dev/alt.py (run
# at the end) pairs each segment with its neighbours (not with TRACE_GP or
# STAGES); with MPT, each test then runs MPT_RUNS (default 24) times per rep,
# short whole runs of MPT_CNT iterations, the modes taking turns, each run
# paired with its neighbours alike (r<N>-alt/mpt-<test>.txt). Writes
# r<N>-<mode>/ per run (N counts round x rep) and prints ci/dev/hold.py --ref
# <first mode>'s table: each mode against the first one, run next to it in the
# same boot (with ALT: r<N>-alt/alt-<case>.txt per rep and ci/dev/alt.py's
# table).
# LAYOUT_FROM (1) as in `make` (ci/lib.sh's round_pad).
# Needs a previous `make` or ci/dev/setup.sh (bench tree and binaries).
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../lib.sh"

[ $# -ge 2 ] || die "usage: ci/dev/inboot.sh MODE MODE... [ROUNDS]"
rounds=2
modes=("$@")
if [[ ${*: -1} =~ ^[0-9]+$ ]]; then
	rounds=${*: -1}
	modes=("${@:1:$#-1}")
fi
[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "ROUNDS=$rounds: must be a positive integer"
[ ${#modes[@]} -ge 2 ] || die "inboot.sh: name at least two modes"
reps=${REPS:-2}
layout_from_check
[[ $reps =~ ^[1-9]$ ]] || die "REPS=$reps: must be 1-9"
dev_bench_env
variant=knobs
case ${STAGES:-} in
'' | 0) ;;
1) variant=knobs,stages ;;
*) die "STAGES=$STAGES: must be 0 or 1" ;;
esac
case ${TRACE_GP:-0} in
0 | 1 | 2) ;;
*) die "TRACE_GP=$TRACE_GP: must be 0, 1 or 2" ;;
esac
case ${INTR:-0} in
0 | 1) ;;
*) die "INTR=$INTR: must be 0 or 1" ;;
esac
# KPROBES: guest kernel functions whose calls INTR=1 counts too
kprobes=${KPROBES:-}
if [ -n "$kprobes" ]; then
	[[ $kprobes =~ ^[A-Za-z_][A-Za-z0-9_.]*(\ [A-Za-z_][A-Za-z0-9_.]*)*$ ]] ||
		die "KPROBES='$kprobes': must be kernel function names separated by single spaces"
	[ "${INTR:-0}" = 1 ] || die "KPROBES: needs INTR=1"
	[ "${TRACE_GP:-0}" = 0 ] || die "KPROBES: not with TRACE_GP (it needs the trace buffer on)"
fi
case ${HOSTSCHED:-0} in
0) ;;
1) command -v perf >/dev/null || die "HOSTSCHED=1: no perf on the host (apt-get install linux-perf)" ;;
*) die "HOSTSCHED=$HOSTSCHED: must be 0 or 1" ;;
esac
case ${HOSTPROF:-0} in
0) ;;
1 | 2 | 3) command -v perf >/dev/null || die "HOSTPROF=$HOSTPROF: no perf on the host (apt-get install linux-perf)" ;;
*) die "HOSTPROF=$HOSTPROF: must be 0, 1, 2 or 3" ;;
esac
# HOSTPROF=2: uprobes on QEMU functions, counted per benchmark
qemu_probes="tlb_flush tcg_flush_jmp_cache cpu_interrupt do_interrupt_x86_hardirq x86_cpu_do_interrupt tb_gen_code tb_phys_invalidate tb_invalidate_phys_range_fast tb_flush__exclusive_or_serial queue_tb_flush tcg_region_alloc cpu_exec_step_atomic helper_exit_atomic start_exclusive"
probe_evs=()
for fn in $qemu_probes; do
	probe_evs+=(-e "probe_qemu:$fn")
done
if [ "${HOSTPROF:-0}" = 2 ]; then
	qemu_bin=$("$TOP/ci/toolchain.sh" --print)/usr/bin/qemu-system-x86_64
	mountpoint -q /sys/kernel/tracing || mount -t tracefs none /sys/kernel/tracing ||
		die "HOSTPROF=2: cannot mount tracefs on the host"
	for fn in $qemu_probes; do
		perf probe -q -d "probe_qemu:$fn" 2>/dev/null || true
		perf probe -q -x "$qemu_bin" -a "$fn" || die "HOSTPROF=2: no uprobe on $fn in $qemu_bin"
	done
fi
if [ -n "${VARIANT:-}" ]; then
	[[ $VARIANT =~ ^[a-z]+(=[0-9]+)?(,[a-z]+(=[0-9]+)?)*$ ]] || die "VARIANT=$VARIANT: expected NAME[=N][,NAME[=N]...]"
	variant=$variant,$VARIANT
fi

# MODE -> "dev_imm dev_delay dev_div dev_urg dev_spare dev_extra dev_lifo dev_pfw
# dev_gpjiffy dev_delay_pcpu dev_gpload dev_keep dev_keepb"
params() {
	local imm=0 delay=0 div=16 urg=1 spare=2 extra=0 lifo=0 pfw=0 gpj=0 pcpu=0 gpload=0 keep=-1 keepb=3 o opts
	[ "$1" = series ] && { echo "$imm $delay $div $urg $spare $extra $lifo $pfw $gpj $pcpu $gpload $keep $keepb"; return; }
	IFS=, read -ra opts <<<"$1"
	for o in "${opts[@]}"; do
		case $o in
		imm) imm=1 ;;
		delay=[1-9]*) [[ ${o#delay=} =~ ^[0-9]+$ ]] || return 1; imm=1 delay=${o#delay=} ;;
		div=[1-9]*) [[ ${o#div=} =~ ^[0-9]+$ ]] || return 1; div=${o#div=} ;;
		nourg) urg=0 ;;
		urg1gp) urg=2 ;;
		urgall) urg=3 ;;
		spare=[0-9]*) [[ ${o#spare=} =~ ^[0-9]+$ ]] || return 1; spare=${o#spare=} ;;
		extra=[0-9]*) [[ ${o#extra=} =~ ^[0-9]+$ ]] || return 1; extra=${o#extra=} ;;
		lifo) lifo=3 ;;
		lifo=[1-3]) lifo=${o#lifo=} ;;
		pfw) pfw=1 ;;
		gpjiffy) gpj=1 ;;
		pcpu) pcpu=1 ;;
		gpload) gpload=1 ;;
		keep=[0-9]*) [[ ${o#keep=} =~ ^[0-9]+$ ]] || return 1; keep=${o#keep=} ;;
		keepb=[0-9]*) [[ ${o#keepb=} =~ ^[0-9]+$ ]] || return 1; keepb=${o#keepb=} ;;
		*) return 1 ;;
		esac
	done
	echo "$imm $delay $div $urg $spare $extra $lifo $pfw $gpj $pcpu $gpload $keep $keepb"
}
alt=${ALT:-}
if [ -n "$alt" ]; then
	[[ $alt =~ ^[2-9]$ ]] || die "ALT=$alt: must be 2-9 (seconds per segment)"
	[ ${#modes[@]} -eq 2 ] || die "ALT=$alt: name exactly two modes"
	mpt_runs=${MPT_RUNS:-24}
	[[ $mpt_runs =~ ^[1-9][0-9]*$ ]] && [ "$mpt_runs" -ge 2 ] || die "MPT_RUNS=$mpt_runs: must be an integer >= 2"
	[ "$secs" -ge $((4 * alt)) ] || die "ALT=$alt: SECS=$secs must be at least 4 x ALT"
	[ "${TRACE_GP:-0}" = 0 ] && [ "${STAGES:-0}" = 0 ] && [ "${INTR:-0}" = 0 ] && [ "${HOSTPROF:-0}" = 0 ] ||
		die "ALT=$alt: not with TRACE_GP, STAGES, INTR or HOSTPROF"
fi

# MODE -> the guest command that sets its module parameters
knob_cmd() {
	local imm delay div urg spare extra lifo pfw gpj pcpu gpload keep keepb
	read -r imm delay div urg spare extra lifo pfw gpj pcpu gpload keep keepb < <(params "$1")
	# shellcheck disable=SC2016 # expanded by the guest
	printf 'echo %d >$p/dev_imm && echo %d >$p/dev_delay && echo %d >$p/dev_div && echo %d >$p/dev_urg && echo %d >$p/dev_spare && echo %d >$p/dev_extra && echo %d >$p/dev_lifo && echo %d >$p/dev_pfw && echo %d >$p/dev_gpjiffy && echo %d >$p/dev_delay_pcpu && echo %d >$p/dev_ring_off && echo %d >$p/dev_gpload && echo %d >$p/dev_keep && echo %d >$p/dev_keepb' \
		"$imm" "$delay" "$div" "$urg" "$spare" "$extra" "$lifo" "$pfw" "$gpj" "$pcpu" $((delay == 0)) "$gpload" "$keep" "$keepb"
}
for m in "${modes[@]}"; do
	params "$m" >/dev/null || die "inboot.sh: bad mode '$m' (series, imm, delay=N, div=N, nourg, urg1gp, urgall, spare=N, extra=N, lifo, lifo=1|2|3, pfw, gpjiffy, pcpu, gpload, keep=N, keepb=K)"
done

dev_bench_setup "$mpt"
if [ "${HOSTPROF:-0}" = 2 ]; then
	# dev_bench_setup's EXIT trap, after taking the uprobes off QEMU
	# however the script ends (one still held by a perf stat that outlives
	# a killed run stays: the next HOSTPROF=2 run deletes it first)
	eval "set -- $(trap -p EXIT)"
	# shellcheck disable=SC2064 # expanded now, as dev_bench_setup's
	trap "perf probe -q -d 'probe_qemu:*' 2>/dev/null || true; $3" EXIT
fi
pads=()
for r in $(seq 1 "$rounds"); do
	pad=$(round_pad "$r")
	pads+=("$pad")
	log "inboot: round $r kernel, code shifted by $pad bytes"
	git -C "$src" checkout -q -- "$f"
	"$TOP/ci/dev/variant.py" "$src/$f" "$variant"
	build_bench_kernel "$src" "$pad" "$dev/bzImage-inboot-$r"
	cp "$CACHE/build/bench/System.map" "$dev/System.map-inboot-$r"
done
git -C "$src" checkout -q -- "$f"

run=$dev/inboot-$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$run"
printf 'variant: %s\nmodes: %s\nrounds: %s\nreps: %s\nsecs: %s\ncases: %s\nmpt: %s\nmpt_cnt: %s\nvm: %s\n' \
	"$variant" "${modes[*]}" "$rounds" "$reps" "$secs" "$cases" "$mpt" "$mpt_cnt" "${vmenv[*]:1}" >"$run/about"
n=${#modes[@]}
printf 'pads: %s\n' "${pads[*]}" >>"$run/about"
[ -z "$alt" ] || printf 'alt: %s\nmpt_runs: %s\n' "$alt" "${mpt_runs:-}" >>"$run/about"

# ALT: one bench run per rep and use case that switches between the two
# modes every $alt seconds, at the bench's iteration boundaries (its progress
# lines, one a second), each line tagged with the mode it ran in. The first
# mode of a run alternates between reps.
alt_script() {
	local rep k f c t out d0 d1 p0 p1 ring
	# The delay rings are allocated when the bench creates its map: with
	# the larger of the two modes' delays (dev_ring_off switches them off,
	# a smaller dev_delay shortens them); the first progress line then
	# sets the first mode's knobs again
	read -r _ d0 _ _ _ _ _ _ _ p0 _ < <(params "${modes[0]}")
	read -r _ d1 _ _ _ _ _ _ _ p1 _ < <(params "${modes[1]}")
	# shellcheck disable=SC2016 # expanded by the guest
	ring=$(printf 'echo %d >$p/dev_delay && echo %d >$p/dev_delay_pcpu' \
		$((d0 > d1 ? d0 : d1)) $((p0 > p1 ? p0 : p1)))
	printf 'm0() { %s; }\nm1() { %s; }\nnames=(%q %q)\n' "$(knob_cmd "${modes[0]}")" \
		"$(knob_cmd "${modes[1]}")" "$(vname "${modes[0]}")" "$(vname "${modes[1]}")"
	for rep in $(seq 1 "$reps"); do
		k=$((($1 - 1) * reps + rep))
		f=$(((k - 1) % 2))
		out=$boot/r$k-alt
		for c in $cases; do
			printf 'mkdir -p %q && m%d && %s || exit 1\ncur=%d\n' "$out" "$f" "$ring" "$f"
			# shellcheck disable=SC2016 # expanded by the guest
			printf 'init=; cd %q && stdbuf -oL ./bench htab-mem --use-case %q -p "$(nproc)" -a -w 1 -d %d 2>&1 | while IFS= read -r l; do case $l in Iter*) set -- $l; i=$((10#$2)); [ -n "$init" ] || { m$cur; init=1; }; echo "${names[cur]} $l"; nxt=$(((%d + (i + 1) / %d) %% 2)); [ $nxt = $cur ] || { m$nxt; cur=$nxt; } ;; *) echo "$l" ;; esac; done >%q\n' \
				"$stout" "$c" "$secs" "$f" "$alt" "$out/alt-$c.txt"
		done
		# map_perf_test: MPT_RUNS short whole runs per test, the two
		# modes taking turns (each run creates its own maps and rings);
		# each output line tagged with its mode and run index
		for t in $mpt; do
			# shellcheck disable=SC2016 # expanded by the guest
			printf 'cd %q && for j in $(seq 0 %d); do c=$(((j + %d) %% 2)); m$c || exit 1; ./map_perf_test %d "$(nproc)" 0 %d 2>&1 | sed "s/^/${names[c]} $j /"; [ "${PIPESTATUS[0]}" = 0 ] || exit 1; done >%q\n' \
				"$tools" $((mpt_runs - 1)) "$f" "$t" "$mpt_cnt" "$out/mpt-$t.txt"
		done
	done
	printf 'm0\n'
}

# HOSTPROF: while the guest of boot dir $1 runs, profile the QEMU process
# (HOSTPROF=2: count its probes) from each prof-<case>.start marker to its
# .stop marker
hostprof_watch() {
	local s base pid perf
	while :; do
		for s in "$1"/r*-*/prof-*.start; do
			base=${s%.start}
			[ -e "$s" ] && [ ! -e "$base.data" ] && [ ! -e "$base.stat" ] || continue
			pid=$(pgrep -n -x qemu-system-x86) || continue
			if [ "$HOSTPROF" = 2 ]; then
				: >"$base.stat"
				perf stat -x, "${probe_evs[@]}" -p "$pid" -o "$base.stat" >/dev/null 2>&1 &
			elif [ "$HOSTPROF" = 3 ]; then
				perf record -q -e cpu-clock -F 4999 --user-regs=bp -p "$pid" -o "$base.data" >/dev/null 2>&1 &
			else
				perf record -q -e cpu-clock -F 999 -p "$pid" -o "$base.data" >/dev/null 2>&1 &
			fi
			perf=$!
			until [ -e "$base.stop" ] || ! kill -0 "$pid" 2>/dev/null; do
				sleep 0.1
			done
			kill -INT "$perf" 2>/dev/null || true
			wait "$perf" || true
		done
		sleep 0.2
	done
}

for r in $(seq 1 "$rounds"); do
	boot=$run/boot-$r
	mkdir -p "$boot"
	{
		echo 'p=/sys/module/memalloc/parameters'
		# Grace periods: rcu_gp_init() returns true when it started one
		trace_on=: trace_off=:
		# shellcheck disable=SC2016 # expanded by the guest
		if [ "${TRACE_GP:-0}" != 0 ]; then
			echo 't=/sys/kernel/tracing'
			echo 'mountpoint -q $t || mount -t tracefs none $t || exit 1'
			echo 'echo "p:gpinit rcu_gp_init" >$t/kprobe_events && echo "r:gpstart rcu_gp_init ret=\$retval:u8" >>$t/kprobe_events && echo "p:gpend rcu_gp_cleanup" >>$t/kprobe_events && echo 4096 >$t/buffer_size_kb || exit 1'
			trace_on='echo >$t/trace; echo 1 >$t/events/kprobes/enable'
			trace_off='echo 0 >$t/events/kprobes/enable; cp $t/trace "$o/gp-$c.trace"'
		fi
		# TRACE_GP=2: who reports the quiescent states (ci/dev/gpholder.py)
		# shellcheck disable=SC2016 # expanded by the guest
		if [ "${TRACE_GP:-0}" = 2 ]; then
			for ev in 'p:qsrnp rcu_report_qs_rnp mask=%di:x64' \
				'p:qsrdp rcu_report_qs_rdp' 'p:fqs force_qs_rnp' \
				'p:urg rcu_request_urgent_qs_task' \
				'p:unlock rcu_read_unlock_special' \
				'p:ctxsw rcu_note_context_switch preempt=%di:u8' \
				'p:resched resched_cpu cpu=%di:s32'; do
				printf 'echo %q >>$t/kprobe_events || exit 1\n' "$ev"
			done
			echo 'echo 32768 >$t/buffer_size_kb || exit 1'
			trace_on="$trace_on"'; echo 1 >$t/events/sched/sched_switch/enable; echo 1 >$t/events/sched/sched_wakeup/enable'
			trace_off='echo 0 >$t/events/sched/sched_switch/enable; echo 0 >$t/events/sched/sched_wakeup/enable; '"$trace_off"
		fi
		intr_on=: intr_off=:
		# shellcheck disable=SC2016 # expanded by the guest
		if [ "${INTR:-0}" = 1 ]; then
			# Per thread: "ctx TID VOLUNTARY INVOLUNTARY NAME" (status)
			# and "stat LINE" (/proc/TID/stat: utime, stime)
			# shellcheck disable=SC2016 # expanded by the guest
			printf '%s\n' 'thr() { cat /proc/[0-9]*/task/[0-9]*/status 2>/dev/null | awk '"'"'/^Name:/ { n = substr($0, 7) } /^Pid:/ { t = $2 } /^voluntary_ctxt_switches:/ { v = $2 } /^nonvoluntary_ctxt_switches:/ { print "ctx", t, v, $2, n }'"'"'; cat /proc/[0-9]*/task/[0-9]*/stat 2>/dev/null | sed "s/^/stat /"; }'
			intr_on='thr >"$o/thr-$c.before" && cat /proc/interrupts >"$o/intr-$c.before" && cat /proc/stat >"$o/stat-$c.before"'
			intr_off='cat /proc/interrupts >"$o/intr-$c.after"; cat /proc/stat >"$o/stat-$c.after"; thr >"$o/thr-$c.after"'
			if [ -n "$kprobes" ]; then
				echo 't=/sys/kernel/tracing'
				echo 'mountpoint -q $t || mount -t tracefs none $t || exit 1'
				echo 'echo 0 >$t/tracing_on'
				for fn in $kprobes; do
					printf 'echo "p:kp_%s %s" >>$t/kprobe_events || echo %s >>%q\n' \
						"${fn//./_}" "$fn" "$fn" "$boot/kprobes.missing"
				done
				echo '[ ! -d $t/events/kprobes ] || echo 1 >$t/events/kprobes/enable || exit 1'
				intr_on="$intr_on"' && cat $t/kprobe_profile >"$o/kprobes-$c.before"'
				intr_off="$intr_off"'; cat $t/kprobe_profile >"$o/kprobes-$c.after"'
			fi
			trace_on="$trace_on; $intr_on"
			trace_off="$intr_off; $trace_off"
		fi
		if [ "${HOSTPROF:-0}" != 0 ]; then
			# The markers go into both pairs: trace_on/off bracket each
			# htab-mem run, intr_on/off each map_perf_test run
			# shellcheck disable=SC2016 # expanded by the guest
			trace_on="$trace_on; "'touch "$o/prof-$c.start"'
			# shellcheck disable=SC2016 # expanded by the guest
			trace_off='touch "$o/prof-$c.stop"; '"$trace_off"
			# shellcheck disable=SC2016 # expanded by the guest
			intr_on="$intr_on && "'touch "$o/prof-$c.start"'
			# shellcheck disable=SC2016 # expanded by the guest
			intr_off='touch "$o/prof-$c.stop"; '"$intr_off"
		fi
		if [ -n "$alt" ]; then
			alt_script "$r"
		else
			for rep in $(seq 1 "$reps"); do
				k=$(((r - 1) * reps + rep))
				for i in $(seq 0 $((n - 1))); do
					m=${modes[(k - 1 + i) % n]}
					out=$boot/r$k-$(vname "$m")
					printf 'mkdir -p %q\n' "$out"
					printf '%s || exit 1\n' "$(knob_cmd "$m")"
					# shellcheck disable=SC2016 # expanded by the guest
					printf 'o=%q; cd %q && for c in %s; do dmesg -C; %s; ./bench htab-mem --use-case "$c" -p "$(nproc)" -a -w 2 -d %d | grep Summary | sed "s/^/$c /"; %s; dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /$c /"; done >%q 2>&1\n' \
						"$out" "$stout" "$cases" "$trace_on" "$secs" "$trace_off" "$out/bench.txt"
					for t in $mpt; do
						# shellcheck disable=SC2016 # expanded by the guest
						printf 'o=%q; c=mpt-%d; cd %q && dmesg -C && %s && ./map_perf_test %d "$(nproc)" 0 %d >%q 2>&1; %s\n' \
							"$out" "$t" "$tools" "$intr_on" "$t" "$mpt_cnt" "$out/map_perf_test-$t.txt" "$intr_off"
						# shellcheck disable=SC2016 # expanded by the guest
						printf 'dmesg | grep " MA " | tail -n 4 | sed "s/^[[][ 0-9.]*[]] /mpt-%d /" >>%q\n' \
							"$t" "$out/bench.txt"
					done
				done
			done
		fi
	} >"$boot/run.sh"
	# map_perf_test alternating: up to ~30 s a run with a slow host
	tmo=$((1800 + reps * $(wc -w <<<"$mpt") * ${mpt_runs:-0} * 30))
	watcher=
	if [ "${HOSTPROF:-0}" != 0 ]; then
		hostprof_watch "$boot" &
		watcher=$!
	fi
	hsched=
	hwatch=
	if [ "${HOSTSCHED:-0}" = 1 ]; then
		perf record -q -e sched:sched_switch -a -o "$boot/host-sched.data" >/dev/null 2>&1 &
		hsched=$!
		python3 "$TOP/ci/stallwatch.py" "$boot" &
		hwatch=$!
	fi
	"$TOP/ci/inroot.sh" "${vmenv[@]}" ci/run-vm.sh "$dev/bzImage-inboot-$r" "$boot" $((tmo * vmslow)) bash "$boot/run.sh" >/dev/null ||
		log "inboot: boot $r failed (see $boot)"
	[ -z "$watcher" ] || { kill "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null || true; }
	if [ -n "$hsched" ]; then
		kill "$hwatch" 2>/dev/null || true
		wait "$hwatch" 2>/dev/null || true
		kill -INT "$hsched" 2>/dev/null
		wait "$hsched" 2>/dev/null || true
		# keep only the QEMU main loop's sleeps (ci/dev/hoststall.py)
		perf script -i "$boot/host-sched.data" -F comm,tid,cpu,time,event,trace 2>/dev/null |
			"$TOP/ci/dev/hoststall.py" --reduce >"$boot/host-mainloop.txt" ||
			log "inboot: cannot reduce $boot/host-sched.data"
		rm -f "$boot/host-sched.data"
	fi
	[ "${HOSTPROF:-0}" != 3 ] || xz -T1 -c "$dev/System.map-inboot-$r" >"$boot/System.map.xz"
	# the markers have served; keep the profiles small (hostprof.py reads .xz)
	rm -f "$boot"/r*-*/prof-*.start "$boot"/r*-*/prof-*.stop
	for pf in "$boot"/r*-*/prof-*.data; do
		[ ! -e "$pf" ] || xz -T1 "$pf" || log "inboot: cannot compress $pf"
	done
	for d in "$boot"/r*-*; do
		[ -d "$d" ] || continue
		sed "s|^|$(basename "$d"): |" "$d/bench.txt" 2>/dev/null || true
		mv "$d" "$run/"
	done
done
if [ -n "$alt" ]; then
	"$TOP/ci/dev/alt.py" "$run" || true
else
	"$TOP/ci/dev/hold.py" --ref "$(vname "${modes[0]}")" "$run" || true
fi
[ "${HOSTPROF:-0}" = 0 ] || "$TOP/ci/dev/hostprof.py" "$run" || true
[ "${HOSTSCHED:-0}" = 0 ] || [ "${TRACE_GP:-0}" = 0 ] || "$TOP/ci/dev/hoststall.py" "$run" || true
log "inboot: raw output in $run"
