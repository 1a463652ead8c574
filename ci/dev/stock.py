#!/usr/bin/env python3
"""What the series' pool is made of, from the stages variant's " MA " lines.

    ci/dev/stock.py DIR...

DIR is a run of ci/dev/inboot.sh or ci/dev/ab.sh made with the stages
variant (STAGES=1, or VARIANT=stages), or a copy of one under results/:
its r<N>-<mode>/bench.txt files hold, per use case, the bench's Summary
line and the last " MA " lines of the kernel log (ci/dev/variant.py,
'stages': one line per cache and second, caches of 72-byte units and
percpu caches).

Each MA line gives the objects in each stage, averaged over that second's
reuse_tick()s (sampled just after a GP completed): free_llist (free),
free_by_rcu (fbr), batches waiting for their GP (wait), batches whose GP
completed (done), the ttrace lists (trimmed objects waiting for an RCU
tasks trace GP or a refill that takes them back); and, counted since the
cache was created, the objects kmalloc()ed and trimmed, the refills and
the batches sealed. The counts are cumulative, so rates come from two
lines of the same cache, one second apart: the line is printed by the
first reuse_tick() after a second, and the ticks come about every 16 ms,
so "a second" is 1.00-1.02 s (lines with a dmesg time, "@<seconds>",
use it). Lines from before the cache's load are skipped (no refill in
between).

Per mode and use case, the mean over caches and runs of:

    pool     free + fbr + wait + done + ttrace, objects per cache
    wait, done, ttrace   as a share of the pool
    kmalloc/s, trim/s    per cache, and as a share of the frees per cpu
                         (the Summary's frees over the caches that printed
                         a line: one per cpu for htab-mem's HASH use cases)
    seals/s              batches sealed per second and cache
    pool/s               the pool over the frees per second per cpu, in ms:
                         how long the objects in it took to free
    wait2 ms             the same for the batches that wait for the GP
                         after the one in progress (their cookie is the
                         tick's own: sealed since that GP began)
    ticks/s              reuse_tick()s per second (the lines' "n")
    target               the range of gp_batch_target, objects per batch
"""
import collections
import glob
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: the bench's Summary line)
from hold import BOOT  # noqa: E402  (ci/dev/hold.py: r<N>-<mode> directories)

MA_RE = re.compile(r"^(\S+)\s+(?:@([0-9.]+)\s+)?MA\s+(\S+)\s+(.*)$")
STAGES = ("free", "fbr", "wait", "done", "ttrace")
COUNTS = ("kmalloc", "trim", "refill", "seal")


def parse_ma(rest):
    """{field: int} of the part of an MA line after the cache's address."""
    toks = rest.replace("|", " ").split()
    if len(toks) % 2:
        raise ValueError("odd number of fields")
    out = {}
    for k, v in zip(toks[::2], toks[1::2]):
        out[k] = int(v)
    missing = [k for k in STAGES + COUNTS + ("n", "target", "wait2") if k not in out]
    if missing:
        raise ValueError("no " + ", ".join(missing))
    return out


def read_bench(path):
    """({case: frees/s}, {case: {cache: [(time or None, fields)]}})."""
    frees, lines = {}, collections.defaultdict(lambda: collections.defaultdict(list))
    with open(path) as f:
        for n, line in enumerate(f, 1):
            m = MA_RE.match(line)
            if m:
                try:
                    fields = parse_ma(m.group(4))
                except ValueError as e:
                    sys.exit(f"stock.py: {path}:{n}: bad MA line: {e}")
                t = float(m.group(2)) if m.group(2) else None
                lines[m.group(1)][m.group(3)].append((t, fields))
                continue
            try:
                summary, _ = report.parse_htab_mem(line)
            except report.NoResult:
                continue
            if summary["frees_kps"]:
                frees[line.split()[0]] = summary["frees_kps"] * 1000
    return frees, lines


def main():
    tops = sys.argv[1:]
    if not tops or not all(os.path.isdir(d) for d in tops):
        sys.exit(__doc__)
    # (mode, case) -> lists of per-cache samples
    acc = collections.defaultdict(lambda: collections.defaultdict(list))
    for top in tops:
        found = False
        for bench in sorted(glob.glob(os.path.join(top, "r*-*", "bench.txt"))):
            m = BOOT.match(os.path.basename(os.path.dirname(bench)))
            if not m:
                continue
            frees, lines = read_bench(bench)
            for case, caches in lines.items():
                found = True
                a = acc[m.group(2), case]
                per_cpu = frees[case] / len(caches) if case in frees else None
                for samples in caches.values():
                    for _, f in samples:
                        pool = sum(f[s] for s in STAGES)
                        a["pool"].append(pool)
                        a["ticks"].append(f["n"])
                        a["target"].append(f["target"])
                        if per_cpu:
                            a["wait2_ms"].append(1000 * f["wait2"] / per_cpu)
                        for s in STAGES:
                            a[s].append(f[s] / pool if pool else 0)
                    for (t0, f0), (t1, f1) in zip(samples, samples[1:]):
                        if f1["refill"] == f0["refill"]:
                            continue    # no load in between
                        dt = t1 - t0 if t0 is not None and t1 is not None else 1.0
                        if dt <= 0:
                            continue
                        for c in COUNTS:
                            a[c + "/s"].append((f1[c] - f0[c]) / dt)
                        if per_cpu:
                            a["frees/s"].append(per_cpu)
                            for c in ("kmalloc", "trim"):
                                a[c + "%"].append(100 * (f1[c] - f0[c]) / dt / per_cpu)
                            a["pool_ms"].append(1000 * pool / per_cpu)
        if not found:
            sys.exit(f"stock.py: no MA lines under {top} (a run with STAGES=1?)")

    def mean(a, k, fmt):
        return format(statistics.mean(a[k]), fmt) if a.get(k) else "-"

    print(f"{'mode':16} {'use case':20} {'n':>3} {'pool':>6} {'wait':>5} {'done':>5} "
          f"{'tt':>5} {'frees/s':>8} {'kmalloc/s':>9} {'%':>5} {'trim/s':>7} "
          f"{'%':>5} {'seals/s':>7} {'pool/s':>6} {'wait2 ms':>8} {'ticks/s':>7} "
          f"{'target':>11}")
    for (mode, case), a in sorted(acc.items()):
        print(f"{mode:16} {case:20} {len(a['kmalloc/s']):3} {mean(a, 'pool', '6.0f')} "
              f"{100 * statistics.mean(a['wait']):4.1f}% {100 * statistics.mean(a['done']):4.1f}% "
              f"{100 * statistics.mean(a['ttrace']):4.1f}% {mean(a, 'frees/s', '8.0f')} "
              f"{mean(a, 'kmalloc/s', '9.0f')} {mean(a, 'kmalloc%', '5.2f')} "
              f"{mean(a, 'trim/s', '7.0f')} {mean(a, 'trim%', '5.2f')} "
              f"{mean(a, 'seal/s', '7.0f')} {mean(a, 'pool_ms', '6.1f')} "
              f"{mean(a, 'wait2_ms', '8.1f')} {mean(a, 'ticks', '7.1f')} "
              f"{min(a['target']):5}-{max(a['target']):<5}")
    print("n: rate samples (pairs of lines one second apart); pool: objects per "
          "cache at a reuse_tick();\nwait/done/tt: shares of the pool; %: of the "
          "frees per cpu; pool/s, wait2 ms: over frees/s per cpu, ms;\n"
          "ticks/s: reuse_tick()s a second; target: gp_batch_target's range")


if __name__ == "__main__":
    main()
