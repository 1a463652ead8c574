#!/usr/bin/env python3
"""Who holds the long grace periods, from TRACE_GP=2 ci/dev/inboot.sh runs.

    ci/dev/gpholder.py [--raw N] [--long-ms MS] TRACE...

TRACE is a gp-<case>.trace (or .trace.xz) of a TRACE_GP=2 run: the kprobe
events of TRACE_GP=1 (gpstart, gpend) plus qsrnp (rcu_report_qs_rnp(), with
the mask of the cpus it reports), qsrdp (rcu_report_qs_rdp(): a cpu reports
its own quiescent state), fqs (force_qs_rnp(): the GP kthread scans the
cpus that have not reported), unlock (rcu_read_unlock_special():
a reader preempted in its critical section, or a deferred quiescent state,
leaves), ctxsw (rcu_note_context_switch(), preempt=1 when preempted), urg
(the allocator's rcu_request_urgent_qs_task()), resched (resched_cpu(),
which the GP kthread sends a cpu that holds the GP past jiffies_to_sched_qs)
and sched_switch/sched_wakeup.

For every grace period (gpstart ret=1 to the next gpend) it finds the last
report before gpend (qsrnp, or unlock when the last holder was a preempted
reader) and its cpu. It prints, per trace, those last reporters counted
separately for the short and the long grace periods (longer than MS,
default 50), and, per long grace period, per cpu: the allocator's urgent
requests (count, and the last one's age in ms), context switches
(preempted/voluntary), the cpu's own reports (qsrdp) and its first one's
age, and the tasks sched_switch ran. --raw N dumps the events of the Nth
long grace period (from 1) with their age, urg collapsed into counts.
"""
import argparse
import collections
import lzma
import re

LINE = re.compile(
    r"^\s*(?P<comm>.*?)-(?P<pid>\d+)\s+\[(?P<cpu>\d+)\]\s+(?:\S+\s+)?"
    r"(?P<ts>\d+\.\d+):\s+(?P<ev>\w+):\s*(?P<rest>.*)$")


def load(path):
    """[(ts, cpu, comm, event, rest)]"""
    out = []
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", errors="replace") as f:
        for line in f:
            m = LINE.match(line)
            if m:
                out.append((float(m["ts"]), int(m["cpu"]), m["comm"],
                            m["ev"], m["rest"]))
    out.sort(key=lambda e: e[0])
    return out


def grace_periods(evs):
    """[(start index, end index)] of each started grace period."""
    out, start = [], None
    for i, (_, _, _, ev, rest) in enumerate(evs):
        if ev == "gpstart" and re.search(r"ret=(0x)?0*1\b", rest):
            start = i
        elif ev == "gpend" and start is not None:
            out.append((start, i))
            start = None
    return out


def last_report(evs, s, e):
    """(kind, cpu, detail) of the last report before gpend."""
    for i in range(e - 1, s, -1):
        _, cpu, comm, ev, rest = evs[i]
        if ev in ("qsrnp", "unlock"):
            m = re.search(r"mask=(\S+)", rest)
            return ev, cpu, (m.group(1) if m else "") + " " + comm
    return "none", -1, ""


def summary(evs, s, e):
    """Per cpu counters of one grace period."""
    t0 = evs[s][0]
    per = collections.defaultdict(lambda: {
        "urg": 0, "urg_last": None, "pre": 0, "vol": 0, "qsrdp": 0,
        "qsrdp_first": None, "tasks": collections.Counter(), "unlock": 0,
        "resched": 0})
    fqs = 0
    for ts, cpu, comm, ev, rest in evs[s:e + 1]:
        age = (ts - t0) * 1000
        p = per[cpu]
        if ev == "urg":
            p["urg"] += 1
            p["urg_last"] = age
        elif ev == "ctxsw":
            p["pre" if re.search(r"preempt=(0x)?0*1\b", rest) else "vol"] += 1
        elif ev == "qsrdp":
            p["qsrdp"] += 1
            if p["qsrdp_first"] is None:
                p["qsrdp_first"] = age
        elif ev == "sched_switch":
            m = re.search(r"next_comm=(.*?) next_pid", rest)
            if m:
                p["tasks"][m.group(1)] += 1
        elif ev == "unlock":
            p["unlock"] += 1
        elif ev == "fqs":
            fqs += 1
        elif ev == "resched":
            m = re.search(r"cpu=(-?\d+)", rest)
            if m:
                per[int(m.group(1))]["resched"] += 1
    return per, fqs


def fmt(v):
    return "-" if v is None else f"{v:.1f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--raw", type=int, default=0)
    ap.add_argument("--long-ms", type=float, default=50)
    ap.add_argument("trace", nargs="+")
    a = ap.parse_args()
    for path in a.trace:
        evs = load(path)
        gp = grace_periods(evs)
        short, long_ = collections.Counter(), collections.Counter()
        longs = []
        for s, e in gp:
            ms = (evs[e][0] - evs[s][0]) * 1000
            kind, cpu, _ = last_report(evs, s, e)
            if ms > a.long_ms:
                long_[(kind, cpu)] += 1
                longs.append((s, e, ms))
            else:
                short[(kind, cpu)] += 1
        print(f"{path}: {len(gp)} grace periods, {len(longs)} over "
              f"{a.long_ms:g} ms")
        for name, c in (("short", short), ("long", long_)):
            print(f"  last report ({name}): " + ", ".join(
                f"{k} cpu{cpu} x{n}" for (k, cpu), n in sorted(c.items())))
        for n, (s, e, ms) in enumerate(longs, 1):
            kind, cpu, det = last_report(evs, s, e)
            per, fqs = summary(evs, s, e)
            print(f"  long #{n} at {evs[s][0]:.3f}: {ms:.1f} ms, last "
                  f"{kind} cpu{cpu} {det.strip()}, fqs x{fqs}")
            for c in sorted(per):
                p = per[c]
                tasks = " ".join(f"{t}x{k}" for t, k in
                                 p["tasks"].most_common(4))
                print(f"    cpu{c}: urg {p['urg']} (last {fmt(p['urg_last'])}"
                      f" ms), ctxsw {p['pre']}p/{p['vol']}v, qsrdp "
                      f"{p['qsrdp']} (first {fmt(p['qsrdp_first'])} ms), "
                      f"unlock {p['unlock']}, resched {p['resched']}; "
                      f"ran {tasks}")
            if n == a.raw:
                t0 = evs[s][0]
                urg = collections.Counter()
                for ts, c, comm, ev, rest in evs[s:e + 1]:
                    if ev == "urg":
                        urg[c] += 1
                        continue
                    if urg:
                        print("      urg " + " ".join(
                            f"cpu{k}x{v}" for k, v in sorted(urg.items())))
                        urg.clear()
                    print(f"      {(ts - t0) * 1000:8.2f} cpu{c} {comm:16.16}"
                          f" {ev} {rest[:90]}")


if __name__ == "__main__":
    main()
