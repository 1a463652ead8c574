#!/usr/bin/env python3
"""Two modes alternating within each bench run (ALT=S ci/dev/inboot.sh).

    ci/dev/alt.py [--drop K] DIR...

DIR is a run of ALT=S ci/dev/inboot.sh MODE_A MODE_B ($CACHE/dev/inboot-<ts>):
r<k>-alt/alt-<case>.txt holds one bench htab-mem run whose progress lines
(one a second) are tagged with the mode they ran in, the mode switched
every S seconds (S from DIR/about). The first K seconds of each segment
(default 1: the one in which the switch happened; 2 also drops the second
in which the previous mode's parked objects may still be trimmed) are
dropped; a segment's rate is the mean of the others. Each segment of MODE_B is compared with the mean of the MODE_A
segments beside it (one or two), so that a drift of the host's speed
slower than a segment cancels. With MPT, r<k>-alt/mpt-<test>.txt holds
MPT_RUNS short map_perf_test runs, the modes taking turns; each run is a
segment (its events/s averaged over cpus), paired alike, reported as use
case mpt-<test>. Prints per run (boot and rep) and use case
the number of such pairs, the geometric mean of their ratios (MODE_B /
MODE_A) with its standard error, and each mode's mean memory; then, per
use case, as report.py does for `make`'s floor boots: each boot's
geometric mean over its runs, then their geometric mean with a 95%
Student's t interval over boots (the boot is the unit: its runs share its
code layout, which moves these ratios), and the geometric mean over all
pairs.
"""
import math
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: boot_stats() and the segments, as for `make`'s floor boots)

RUN = re.compile(r"^r(\d+)-alt$")
def about(top):
    out = {}
    try:
        with open(os.path.join(top, "about")) as f:
            for line in f:
                k, _, v = line.partition(":")
                out[k.strip()] = v.strip()
    except OSError:
        pass
    return out


def segments(path, alt, drop):
    """[(mode, mean rate, mean MiB)] per segment, in order."""
    try:
        with open(path) as f:
            return report.alt_segments(f.read(), alt, drop)
    except report.NoResult as e:
        sys.exit(f"alt.py: {path}: {e}")


def mpt_segments(path):
    """[(mode, mean events/s over cpus, None)] per map_perf_test run."""
    try:
        with open(path) as f:
            return report.alt_mpt_runs(f.read())
    except (OSError, report.NoResult) as e:
        sys.exit(f"alt.py: {path}: {e}")


def gm(ratios):
    logs = [math.log(r) for r in ratios]
    g = math.exp(statistics.mean(logs))
    se = statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else float("nan")
    return g, se, logs


def main():
    tops = sys.argv[1:]
    drop = 1
    if len(tops) > 1 and tops[0] == "--drop":
        if not tops[1].isdigit() or int(tops[1]) < 1:
            sys.exit(f"alt.py: --drop {tops[1]}: must be a positive integer")
        drop = int(tops[1])
        tops = tops[2:]
    if not tops or not all(os.path.isdir(d) for d in tops):
        sys.exit(__doc__)
    per_case = {}   # case -> {boot: [run geomean]}
    allpairs = {}
    names = None
    print(f"{'run':28} {'use case':20} {'pairs':>5} {'ratio':>7} {'se':>6} {'MiB A / B':>12}")
    for top in tops:
        info = about(top)
        try:
            alt = int(info["alt"])
            modes = info["modes"].split()
        except (KeyError, ValueError):
            sys.exit(f"alt.py: {top}/about names no 'alt:' or 'modes:' (not an ALT=S inboot.sh run)")
        if drop >= alt:
            sys.exit(f"alt.py: --drop {drop} leaves nothing of segments of {alt} s")
        ref = re.sub(r"[^A-Za-z0-9_-]", "_", modes[0])
        other = re.sub(r"[^A-Za-z0-9_-]", "_", modes[1])
        if names and names != (ref, other):
            sys.exit(f"alt.py: {top} compares {other} / {ref}, not {names[1]} / {names[0]}")
        names = (ref, other)
        reps = int(info.get("reps", "1"))
        for d in sorted(os.listdir(top), key=lambda x: (len(x), x)):
            if not RUN.match(d):
                continue
            boot = (top, (int(RUN.match(d).group(1)) - 1) // reps)
            for fn in sorted(os.listdir(os.path.join(top, d))):
                m = re.match(r"(alt|mpt)-(.+)\.txt$", fn)
                if not m:
                    continue
                if m.group(1) == "mpt":
                    case = f"mpt-{m.group(2)}"
                    segs = mpt_segments(os.path.join(top, d, fn))
                else:
                    case = m.group(2)
                    segs = segments(os.path.join(top, d, fn), alt, drop)
                rs = report.alt_pairs(segs, other, ref)
                label = f"{os.path.basename(top)}/{d}"
                if not rs:
                    print(f"{label:28} {case:20} no pairs")
                    continue
                g, se, _ = gm(rs)
                mem = {mo: statistics.mean(s[2] for s in segs if s[0] == mo)
                       for mo in (ref, other)
                       if any(s[0] == mo and s[2] is not None for s in segs)}
                mems = " / ".join(f"{mem.get(mo, float('nan')):.2f}" for mo in (ref, other))
                print(f"{label:28} {case:20} {len(rs):5} {g:6.3f}x {se:6.3f} {mems:>12}")
                per_case.setdefault(case, {}).setdefault(boot, []).append(g)
                allpairs.setdefault(case, []).extend(rs)
    if not per_case:
        sys.exit("alt.py: no r<k>-alt/alt-<case>.txt with pairs")
    print(f"\n{names[1]} / {names[0]}, per use case:")
    for case in sorted(per_case):
        st = report.boot_stats(per_case[case])
        ci = f"[{st['lo']:.3f}-{st['hi']:.3f}]" if st["lo"] is not None else "[-]"
        pg, pse, _ = gm(allpairs[case])
        print(f"{case:20} boots {st['boots']} runs {st['runs']}: {st['geomean']:.3f}x "
              f"95% {ci} (boots {st['min']:.3f}-{st['max']:.3f}); "
              f"pairs {len(allpairs[case])}: {pg:.3f}x (se {pse:.3f})")


if __name__ == "__main__":
    main()
