#!/usr/bin/env python3
"""Interrupts and cpu time per benchmark and mode (INTR=1 ci/dev/inboot.sh).

    ci/dev/intr.py DIR...

DIR is a run of INTR=1 ci/dev/inboot.sh ($CACHE/dev/inboot-<ts>). For each
use case (htab-mem's, and mpt-<test> for map_perf_test) and mode, prints how
many of each kind of interrupt the guest took during the benchmark, summed
over cpus and over the runs (r<N>-<mode>/intr-<case>.before and .after,
/proc/interrupts), for the kinds that changed in any mode; then, where
stat-<case>.before and .after (/proc/stat) are there too, how long the
runs lasted (seconds, summed over runs), the context switches and the share
of the cpus' time in each state (user, system, idle, irq, softirq...);
then, where thr-<case>.before and .after are there too, the threads that
lived through the benchmark and switched or ran most: voluntary +
involuntary context switches, and cpu seconds (utime + stime), summed over
runs and over threads of the same name. "(others)" is what /proc/stat
counted beyond those threads: the benchmark's own threads, which start and
end within it. With KPROBES (kprobes-<case>.before and .after, the guest's
kprobe_profile), how often each of those guest functions was called during
the benchmark, summed over runs.
"""
import collections
import os
import pathlib
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hold import BOOT  # noqa: E402  (ci/dev/hold.py: r<N>-<mode> run directories)


def counts(path):
    """/proc/interrupts -> {name: count summed over cpus}"""
    lines = path.read_text().splitlines()
    ncpu = len(lines[0].split())
    out = {}
    for line in lines[1:]:
        name, _, rest = line.partition(':')
        fields = rest.split()
        nums = []
        for f in fields[:ncpu]:
            if not f.isdigit():
                break
            nums.append(int(f))
        if not nums:
            continue
        desc = fields[len(nums):]
        key = name.strip()
        # "24: ... IO-APIC 5-edge ACPI:Ged" -> "24 ACPI:Ged";
        # "TLB: ... TLB shootdowns" -> "TLB TLB shootdowns"
        if key.isdigit():
            desc = desc[-1:]
        out[' '.join([key] + desc)] = sum(nums)
    return out


STAT_FIELDS = ("user", "nice", "system", "idle", "iowait", "irq", "softirq",
               "steal")


def cpu_times(path):
    """/proc/stat -> ({state: USER_HZ ticks summed over cpus}, context
    switches)"""
    times = ctxt = None
    ncpu = 0
    for line in path.read_text().splitlines():
        f = line.split()
        if f and f[0] == "cpu":
            times = dict(zip(STAT_FIELDS, map(int, f[1:1 + len(STAT_FIELDS)])))
        elif f and re.fullmatch(r"cpu[0-9]+", f[0]):
            ncpu += 1
        elif f and f[0] == "ctxt":
            ctxt = int(f[1])
    if times is None or ctxt is None or not ncpu:
        sys.exit(f"intr.py: no cpu, cpuN or ctxt line in {path}")
    return times, ctxt, ncpu


def threads(path):
    """thr-<case>.* (inboot.sh's thr()) -> {tid: [name, voluntary,
    involuntary, cpu ticks]}"""
    out = {}
    for line in path.read_text().splitlines():
        kind, _, rest = line.partition(' ')
        if kind == 'ctx':
            tid, vol, inv, name = rest.split(' ', 3)
            # kworker/0:1-events: the part after '-' is the work it runs now
            if name.startswith('kworker/'):
                name = name.partition('-')[0]
            out.setdefault(tid, [name, 0, 0, 0])[:3] = [name, int(vol), int(inv)]
        elif kind == 'stat':
            # "TID (COMM) STATE PPID ...": utime and stime are fields 14, 15
            tid, _, tail = rest.partition(' ')
            f = tail.rpartition(')')[2].split()
            out.setdefault(tid, ['?', 0, 0, 0])[3] = int(f[11]) + int(f[12])
    return out


def kprobe_hits(path):
    """kprobe_profile ("kp_NAME HITS MISSES" lines) -> {NAME: hits}"""
    out = {}
    for line in path.read_text().splitlines():
        f = line.split()
        if len(f) == 3 and f[0].startswith('kp_'):
            out[f[0][3:]] = int(f[1])
    return out


TOP_THREADS = 12


def print_threads(case, modes, thr, ctxt):
    """thr: mode -> name -> [voluntary, involuntary, ticks]"""
    def top(weight):
        """The TOP_THREADS names with the largest weight(mode, name) summed
        over modes, those with some weight only"""
        names = {n for m in modes for n in thr[m]}
        w = {n: sum(weight(m, n) for m in modes) for n in names}
        return [n for n in sorted(w, key=lambda n: (-w[n], n)) if w[n]][:TOP_THREADS]
    print(f'{case}: context switches (voluntary+involuntary) of the threads that switched most')
    row("thread", (m[:14] for m in modes))
    for n in top(lambda m, n: thr[m][n][0] + thr[m][n][1]):
        row(n, (f'{thr[m][n][0]}+{thr[m][n][1]}' for m in modes))
    row("(others)", (ctxt[m] - sum(v + i for v, i, _ in thr[m].values()) for m in modes))
    print()
    print(f'{case}: cpu seconds (utime+stime) of the threads that ran most')
    row("thread", (m[:14] for m in modes))
    for n in top(lambda m, n: thr[m][n][2]):
        row(n, (f'{thr[m][n][2] / 100:.2f}' for m in modes))
    print()


def row(label, cells):
    """One table line: a label, then one right-aligned cell per mode"""
    print(f'  {label[:36]:36}' + ''.join(f'{c:>15}' for c in cells))


def print_times(case, modes, times, ctxt, secs):
    print(f'{case}: context switches and share of cpu time, summed over cpus and runs')
    row("state", (m[:14] for m in modes))
    row("seconds (the runs, by /proc/stat)", (f'{secs[m]:.1f}' for m in modes))
    row("context switches", (ctxt[m] for m in modes))
    for k in STAT_FIELDS:
        if not any(times[m][k] for m in modes):
            continue
        cells = []
        for m in modes:
            total = sum(times[m].values())
            cells.append(f'{100 * times[m][k] / total:.1f}%' if total else '-')
        row(k, cells)
    print()


def main(dirs):
    if not dirs:
        sys.exit(__doc__.strip())
    # (case, mode) -> kind -> delta; (case, mode) -> runs
    delta = collections.defaultdict(collections.Counter)
    runs = collections.Counter()
    # case -> mode -> cpu state -> ticks
    times = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    ctxts = collections.defaultdict(collections.Counter)
    secs = collections.defaultdict(collections.Counter)
    # case -> mode -> thread name -> [voluntary, involuntary, ticks]
    thr = collections.defaultdict(lambda: collections.defaultdict(
        lambda: collections.defaultdict(lambda: [0, 0, 0])))
    # case -> mode -> guest function -> calls (KPROBES)
    kp = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for d in map(pathlib.Path, dirs):
        found = False
        for before in sorted(d.glob('r*-*/intr-*.before')):
            after = before.with_suffix('.after')
            if not after.exists():
                print(f'intr.py: {after} missing', file=sys.stderr)
                continue
            mode = BOOT.match(before.parent.name).group(2)
            case = before.stem[len('intr-'):]
            b, a = counts(before), counts(after)
            for k, v in a.items():
                delta[case, mode][k] += v - b.get(k, 0)
            runs[case, mode] += 1
            found = True
            sb = before.with_name(f'stat-{case}.before')
            sa = before.with_name(f'stat-{case}.after')
            if sb.exists() and sa.exists():
                (b, cb, _), (a, ca, ncpu) = cpu_times(sb), cpu_times(sa)
                for k in STAT_FIELDS:
                    times[case][mode][k] += a[k] - b[k]
                ctxts[case][mode] += ca - cb
                # /proc/stat counts USER_HZ (100) ticks per cpu
                secs[case][mode] += sum(a[k] - b[k] for k in STAT_FIELDS) / ncpu / 100
            tb = before.with_name(f'thr-{case}.before')
            ta = before.with_name(f'thr-{case}.after')
            if tb.exists() and ta.exists():
                b, a = threads(tb), threads(ta)
                for tid, (name, vol, inv, ticks) in a.items():
                    if tid in b:
                        t = thr[case][mode][name]
                        t[0] += vol - b[tid][1]
                        t[1] += inv - b[tid][2]
                        t[2] += ticks - b[tid][3]
            kb = before.with_name(f'kprobes-{case}.before')
            ka = before.with_name(f'kprobes-{case}.after')
            if kb.exists() and ka.exists():
                b, a = kprobe_hits(kb), kprobe_hits(ka)
                for fn, n in a.items():
                    kp[case][mode][fn] += n - b.get(fn, 0)
        if not found:
            sys.exit(f'intr.py: no r*-*/intr-*.before in {d} (INTR=1 ci/dev/inboot.sh)')
    for case in sorted({c for c, _ in delta}):
        modes = sorted(m for c, m in delta if c == case)
        kinds = sorted({k for m in modes for k, v in delta[case, m].items() if v})
        print(f'{case}: interrupts during the benchmark, summed over cpus and runs')
        row("kind", (m[:14] for m in modes))
        row("runs", (runs[case, m] for m in modes))
        for k in kinds:
            row(k, (delta[case, m][k] for m in modes))
        print()
        if case in times:
            print_times(case, modes, times[case], ctxts[case], secs[case])
        if case in thr:
            print_threads(case, modes, thr[case], ctxts[case])
        if case in kp:
            print(f'{case}: calls of the KPROBES functions, summed over runs')
            row("function", (m[:14] for m in modes))
            for fn in sorted({f for m in modes for f in kp[case][m]}):
                row(fn, (kp[case][m][fn] for m in modes))
            print()


if __name__ == '__main__':
    main(sys.argv[1:])
