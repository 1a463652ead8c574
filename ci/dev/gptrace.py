#!/usr/bin/env python3
"""Grace periods during bench htab-mem, from TRACE_GP=1 ci/dev/inboot.sh runs.

    ci/dev/gptrace.py [--base-mib MIB] DIR...

DIR is a run of TRACE_GP=1 ci/dev/inboot.sh ($CACHE/dev/inboot-<ts>). Each
r<N>-<mode>/gp-<case>.trace (or .trace.xz) holds the kprobe events gpinit (rcu_gp_init()
entered), gpstart (it returned, ret=1: a grace period started) and gpend
(rcu_gp_cleanup(): it ended). Over the last SECS seconds of each trace (the
bench's measured iterations; SECS from DIR/about) prints, per run:

  GP/s    grace periods completed per second; C = 1 / (GP/s), the cycle
  L       mean length of a grace period, from its start to its cleanup
  gap     mean time from a cleanup to the start of the next grace period
  max     the longest grace period of those seconds, and (all) of the
          whole trace, set-up and warm-up included: the bench's peak
          memory (cgroup memory.peak) covers them too
  long    grace periods of the whole trace longer than LONG_MS (50 ms,
          six times the usual length under the series' load)
  peak    that peak, MiB
  T       the bench's synchronize_rcu() latency (membarrier) of that run
  T/C     with grace periods back to back, T is about 1.5 C
  hold/T  the series' hold as ci/dev/hold.py computes it: (memory - base)
          / (R x T x 104 B), base's memory from --base-mib (default 0.69)
  hold/C  the same in cycles. Reuse after a grace period needs at least
          about 2 C with grace periods back to back: an object freed while
          grace period k runs waits for the end of k + 1, and the objects
          that k + 1 completes at once are handed out over the next cycle.
"""
import glob
import lzma
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402

EVENT = re.compile(r"\s(\d+\.\d+):\s+(gpinit|gpstart|gpend):.*?(?:ret=(\w+))?\s*$")
BOOT = re.compile(r"^r(\d+)-(.+)$")
LONG_MS = 50


def events(path):
    """[(seconds, name, ret)] of one trace file."""
    out = []
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", errors="replace") as f:
        for line in f:
            m = EVENT.search(line)
            if m:
                ret = int(m.group(3), 0) if m.group(3) else None
                out.append((float(m.group(1)), m.group(2), ret))
    return out


def gps(evs, secs):
    """Grace periods of the last secs seconds: (count, window, [L], [gap],
    longest L of the whole trace, how many there exceed LONG_MS)."""
    if not evs:
        return None
    end = evs[-1][0]
    start = end - secs
    lens, gaps = [], []
    longest, n_long = 0.0, 0
    init = began = last_end = None
    n = 0
    for t, name, ret in evs:
        if name == "gpinit":
            init = t
        elif name == "gpstart":
            if ret and init is not None:
                began = init
                if last_end is not None and began >= start:
                    gaps.append(began - last_end)
        elif name == "gpend":
            if began is not None:
                longest = max(longest, t - began)
                n_long += t - began > LONG_MS / 1000
            if began is not None and t >= start:
                lens.append(t - began)
                n += 1
            last_end, began = t, None
    return n, min(secs, end - evs[0][0]), lens, gaps, longest, n_long


def secs_of(top):
    try:
        with open(os.path.join(top, "about")) as f:
            for line in f:
                if line.startswith("secs:"):
                    return float(line.split()[1])
    except OSError:
        pass
    return 8.0


def main():
    args = sys.argv[1:]
    base_mib = 0.69
    if len(args) > 1 and args[0] == "--base-mib":
        try:
            base_mib = float(args[1])
        except ValueError:
            sys.exit(f"gptrace.py: --base-mib {args[1]}: not a number")
        args = args[2:]
    if not args or not all(os.path.isdir(d) for d in args):
        sys.exit(__doc__)
    unit = report.DEFAULT_UNIT_SIZE
    print(f"{'run':22} {'use case':20} {'GP/s':>6} {'C ms':>6} {'L ms':>6} "
          f"{'gap ms':>6} {'max ms':>6} {'(all)':>6} {'long':>4} {'peak':>6} {'T ms':>6} "
          f"{'T/C':>5} {'hold/T':>6} {'hold/C':>6}")
    agg = {}
    found = False
    for top in args:
        secs = secs_of(top)
        for d in sorted(os.listdir(top)):
            if not BOOT.match(d):
                continue
            runs = {}
            bench = os.path.join(top, d, "bench.txt")
            if os.path.exists(bench):
                with open(bench) as f:
                    for line in f:
                        try:
                            fields, _ = report.parse_htab_mem(line)
                        except report.NoResult:
                            continue
                        runs[line.split()[0]] = fields
            for path in sorted(glob.glob(os.path.join(top, d, "gp-*.trace*"))):
                found = True
                case = re.sub(r"\.trace(\.xz)?$", "", os.path.basename(path)[3:])
                g = gps(events(path), secs)
                if not g or not g[0]:
                    print(f"{d:22} {case:20} no grace period in the trace")
                    continue
                n, window, lens, gaps, longest, n_long = g
                rate = n / window
                c_ms = 1000 / rate
                l_ms = 1000 * statistics.mean(lens)
                gap = 1000 * statistics.mean(gaps) if gaps else float("nan")
                run = runs.get(case)
                t_ms = run["gp_ms"] if run and run["gp_ms"] else float("nan")
                floor = report.floor_mib(run, unit) if run else None
                hold_t = (run["mem_mib"] - base_mib) / floor if floor else float("nan")
                hold_c = hold_t * t_ms / c_ms
                peak = run["peak_mib"] if run and run.get("peak_mib") else float("nan")
                print(f"{d:22} {case:20} {rate:6.1f} {c_ms:6.2f} {l_ms:6.2f} "
                      f"{gap:6.2f} {1000 * max(lens):6.1f} {1000 * longest:6.1f} {n_long:4} "
                      f"{peak:6.2f} {t_ms:6.2f} {t_ms / c_ms:5.2f} {hold_t:6.2f} "
                      f"{hold_c:6.2f}")
                mode = BOOT.match(d).group(2)
                agg.setdefault((mode, case), []).append(
                    (rate, l_ms, gap, t_ms / c_ms, hold_t, hold_c))
    if not found:
        sys.exit("gptrace.py: no gp-*.trace files (run ci/dev/inboot.sh with TRACE_GP=1)")
    print("\nmeans over runs:")
    for (mode, case), rows in sorted(agg.items()):
        cols = [statistics.mean(c) for c in zip(*rows)]
        print(f"{mode:22} {case:20} n={len(rows)} GP/s {cols[0]:.1f} L {cols[1]:.2f} ms "
              f"gap {cols[2]:.2f} ms T/C {cols[3]:.2f} hold/T {cols[4]:.2f} "
              f"hold/C {cols[5]:.2f}")


if __name__ == "__main__":
    main()
