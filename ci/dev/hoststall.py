#!/usr/bin/env python3
"""Long grace periods against the host's stalls (HOSTSCHED=1 TRACE_GP=1|2).

    perf script -F comm,tid,cpu,time,event,trace | ci/dev/hoststall.py --reduce
    ci/dev/hoststall.py [--mode MODE] DIR...

--reduce (ci/dev/inboot.sh runs it on each boot's host sched_switch events)
prints, one per line, "START MS STATE" for every sleep of QEMU's main loop
(the qemu-system-x86 thread, which fires the guest's timers) of MIN_MS (50)
or more, in host seconds.

DIR is a TRACE_GP=1|2 run of ci/dev/inboot.sh, MODE one of its modes as
named in its r<N>-<mode> directories (default: all). Per boot, it finds
the guest's grace periods longer than LONG_MS (50) in the boot's
gp-<case>.trace files and takes the host's records of the boot, if any
(HOSTSCHED=1): ci/stallwatch.py's cpu stalls of STALL_MS (50) or more
(host-stalls.txt, or its prototype's stallwatch-proto.*) and the main
loop's sleeps of MATCH_MS (90) or more (host-mainloop.txt). Per source it
prints how many fall inside a long grace period, at the host-minus-guest
clock offset that puts the most inside, and how many long grace periods
hold one; then:

  phase     where each long grace period starts in the host's 100 ms cycle
            (host seconds modulo 0.1, in 10 ms bins), against the same for
            all grace periods: grace periods start evenly over the cycle;
            if the long ones cluster in one bin, something on the host with
            a 100 ms period holds them (on this machine, a Firecracker/PVM
            guest itself, the outer host stops one of its two cpus for a
            whole period; the QEMU vCPU thread and, on that cpu, the main
            loop stop with it, so the guest's cpu stands still and no timer
            interrupt reaches the other one)
"""
import collections
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import alt  # noqa: E402  (its about(): the run's about file)
import gpholder  # noqa: E402

MIN_MS = 50
LONG_MS = 50
MATCH_MS = 90
STALL_MS = 50
SWITCH = re.compile(
    r"\[(\d+)\]\s+(\d+\.\d+):\s+sched:sched_switch: prev_comm=(.*?) "
    r"prev_pid=(\d+) prev_prio=\d+ prev_state=(\S+) ==> next_comm=(.*?) "
    r"next_pid=(\d+)")


def reduce(lines):
    """Yield (start, ms, state) of the main loop's long sleeps."""
    loop, out = None, {}
    for line in lines:
        m = SWITCH.search(line)
        if not m:
            continue
        ts, prev, pid, state, nxt, npid = (
            float(m[2]), m[3], int(m[4]), m[5], m[6], int(m[7]))
        if loop is None and prev == "qemu-system-x86":
            loop = pid
        if loop is None and nxt == "qemu-system-x86":
            loop = npid
        if pid == loop:
            out[pid] = (ts, state)
        if npid == loop and npid in out:
            t0, st = out.pop(npid)
            if (ts - t0) * 1000 >= MIN_MS:
                yield t0, (ts - t0) * 1000, st


def guest_gps(paths):
    """[(start, ms)] of every grace period in the traces, guest seconds."""
    out = []
    for p in paths:
        evs = gpholder.load(p)
        for s, e in gpholder.grace_periods(evs):
            out.append((evs[s][0], (evs[e][0] - evs[s][0]) * 1000))
    return out


def bins(starts, off):
    c = collections.Counter(int(((s + off) % 0.1) * 100) * 10 for s in starts)
    return " ".join(f"{b:2d}:{c.get(b, 0)}" for b in range(0, 100, 10))


def host_events(bdir):
    """{source: [(host seconds, ms)]} of the boot's host-side records."""
    out = {}
    f = os.path.join(bdir, "host-stalls.txt")     # ci/stallwatch.py
    if os.path.exists(f):
        with open(f) as fh:
            out["cpu stalls"] = [
                (float(w[2]), float(w[3])) for w in map(str.split, fh)
                if len(w) == 4 and w[0] == "stall"
                and float(w[3]) >= STALL_MS]
    protos = sorted(glob.glob(os.path.join(bdir, "stallwatch-proto.*")))
    if protos:                  # its prototype: "CPU T MS" lines
        ev = []
        for p in protos:
            with open(p) as fh:
                ev += [(float(w[1]), float(w[2])) for w in map(str.split, fh)
                       if len(w) == 3 and float(w[2]) >= STALL_MS]
        out["cpu stalls"] = sorted(ev)
    f = os.path.join(bdir, "host-mainloop.txt")   # HOSTSCHED=1's perf
    if os.path.exists(f):
        with open(f) as fh:
            out["main-loop sleeps"] = [
                (float(w[0]), float(w[1])) for w in map(str.split, fh)
                if w and not w[0].startswith("#")
                and float(w[1]) >= MATCH_MS]
    return out


def inside(t, longs, off):
    return any(s - 0.005 <= t - off <= s + ms / 1000 for s, ms in longs)


def align(host, longs):
    """(matches, offset): the host-minus-guest clock offset that puts the
    most host events inside a long grace period."""
    best = (0, 0.0)
    for h, _ in host:
        for s, _ in longs:
            n = sum(1 for t, _ in host if inside(t, longs, h - s))
            if n > best[0]:
                best = (n, h - s)
    return best


def analyse(run, mode):
    ab = alt.about(run)
    reps = int(ab.get("reps", "1"))
    for bdir in sorted(glob.glob(os.path.join(run, "boot-*"))):
        b = int(bdir.rsplit("-", 1)[1])
        ks = range((b - 1) * reps + 1, b * reps + 1)
        paths = [p for k in ks for p in
                 glob.glob(os.path.join(run, f"r{k}-{mode}", "gp-*.trace*"))]
        gps = guest_gps(paths)
        longs = [(s, ms) for s, ms in gps if ms > LONG_MS]
        print(f"boot {b}: {len(gps)} grace periods, {len(longs)} over "
              f"{LONG_MS} ms")
        off, clock = 0.0, "guest clock"
        for src, host in host_events(bdir).items():
            n, o = align(host, longs)
            held = sum(1 for s, ms in longs
                       if any(inside(t, [(s, ms)], o) for t, _ in host))
            print(f"  {len(host)} host {src}: {n} inside a long grace "
                  f"period, {held} of the long grace periods hold one")
            if n and clock == "guest clock":
                off, clock = o, f"host clock, aligned on the {src}"
        print(f"  ({clock})")
        print(f"  phase, long:  {bins([s for s, _ in longs], off)}")
        print(f"  phase, all:   {bins([s for s, _ in gps], off)}")


def main():
    if sys.argv[1:] == ["--reduce"]:
        sleeps = list(reduce(sys.stdin))
        print(f"# {len(sleeps)} main-loop sleeps of {MIN_MS} ms or more")
        for t0, ms, st in sleeps:
            print(f"{t0:.6f} {ms:.1f} {st}")
        return
    args = sys.argv[1:]
    mode = "*"
    if args[:1] == ["--mode"]:
        mode, args = args[1], args[2:]
    if not args:
        sys.exit(__doc__)
    for run in args:
        print(run)
        analyse(run, mode)


if __name__ == "__main__":
    main()
