#!/usr/bin/env python3
"""How much of a round's ratio to base is the code layout's.

    ci/dev/layouts.py [--case CASE]... DIR...

DIR is a raw directory of `make` (results/<ts>/raw) or a run of ci/dev/ab.sh
with one variant. Round r of a run used `make`'s code layout LAYOUT_FROM +
r - 1 (ci/layout-pad.patch): for `make`, LAYOUT_FROM from the run's
commands.txt (default 1); for ab.sh, from its about file (default 1).
For each use case (default overwrite, mpt-4 and mpt-8, as ci/dev/hold.py
names them), prints the series' (or the variant's) ratio to base per
layout and run, then:

  - repeat: over layouts measured by more than one run, the standard
    deviation of the log ratio between runs at one layout (the noise of a
    boot pair), and, for every two runs that share three layouts or more,
    the correlation of their ratios over those layouts (Pearson);
  - layout: the standard deviation of the per-layout mean log ratio (what
    the layout adds to a round's ratio, with repeat's share removed);
  - the geometric mean over layouts of the per-layout geometric means, and
    its standard error over layouts: the ratio a reader can expect of a
    layout not measured.

Runs of different revisions of the series at the same layouts show whether
the layout effect outlives a change of the code. Between the revisions J
and K of EXPERIMENTS.md it did not reliably: overwrite's correlation was
+0.90 to +0.95 between some pairs of runs and -0.44 between others.
"""
import math
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from alt import about  # noqa: E402  (ci/dev/alt.py: an ab.sh run's about file)
import hold  # noqa: E402  (ci/dev/hold.py: boots(), geomean())

DEFAULT_CASES = ["overwrite", "mpt-4", "mpt-8"]


def layout_from(top):
    """`make`'s LAYOUT_FROM of a raw directory, or ab.sh's layout_from."""
    ab = about(top)
    if ab:
        # runs of ab.sh before it took LAYOUT_FROM started at 1
        return int(ab.get("layout_from", "1"))
    cmds = os.path.join(os.path.dirname(os.path.abspath(top)), "commands.txt")
    if os.path.exists(cmds):
        with open(cmds) as f:
            m = re.search(r"\bLAYOUT_FROM=(\d+)", f.readline())
        return int(m.group(1)) if m else 1
    sys.exit(f"layouts.py: {top}: neither an ab.sh run (about) nor a make "
             "raw directory (../commands.txt)")


def ratios(top):
    """{case: {layout: ratio}} of one run: its one kernel other than base."""
    boots = hold.boots(top)
    kernels = {k for _, k in boots} - {"base"}
    if len(kernels) != 1:
        sys.exit(f"layouts.py: {top}: want base and one other kernel, "
                 f"found {sorted(kernels) or 'none'}")
    (kernel,) = kernels
    first = layout_from(top)
    out = {}
    for (rnd, k), cases in boots.items():
        base = boots.get((rnd, "base"), {})
        if k != kernel:
            continue
        for case, run in cases.items():
            if case in base and base[case]["op_kps"]:
                out.setdefault(case, {})[first + rnd - 1] = \
                    run["op_kps"] / base[case]["op_kps"]
    return out


def pearson(xs, ys):
    try:
        return statistics.correlation(xs, ys)
    except statistics.StatisticsError:  # a constant column
        return float("nan")


def report_case(case, runs):
    names = [name for name, _ in runs]
    per = [r.get(case, {}) for _, r in runs]
    layouts = sorted({lay for p in per for lay in p})
    if not layouts:
        return
    print(f"\n{case}: ratio to base per layout (columns: runs, in order)")
    for lay in layouts:
        cells = " ".join(f"{p[lay]:6.3f}" if lay in p else f"{'-':>6}" for p in per)
        print(f"  layout {lay:3} {cells}")
    logs = {lay: [math.log(p[lay]) for p in per if lay in p] for lay in layouts}
    multi = [v for v in logs.values() if len(v) > 1]
    # pooled within-layout variance: the repeat noise of one round
    dof = sum(len(v) - 1 for v in multi)
    within = math.sqrt(sum((x - statistics.mean(v)) ** 2 for v in multi for x in v)
                       / dof) if dof else float("nan")
    means = [statistics.mean(v) for v in logs.values()]
    g, se = hold.geomean([math.exp(m) for m in means])
    # the spread of per-layout means, less what repeat noise puts into it
    n_rep = statistics.mean(len(v) for v in logs.values())
    between2 = (statistics.variance(means) if len(means) > 1 else 0) - \
        (within ** 2 / n_rep if not math.isnan(within) else 0)
    between = math.sqrt(max(between2, 0))
    print(f"  repeat: sd {within:.3f} (log ratio, {len(multi)} layouts with "
          f"repeats, {dof} degrees of freedom)")
    for i in range(len(per)):
        for j in range(i + 1, len(per)):
            both = [lay for lay in layouts if lay in per[i] and lay in per[j]]
            if len(both) >= 3:
                r = pearson([per[i][x] for x in both], [per[j][x] for x in both])
                print(f"  correlation {names[i]} / {names[j]}: {r:+.2f} over "
                      f"{len(both)} layouts")
    print(f"  layout: sd {between:.3f} (log ratio, {len(layouts)} layouts)")
    print(f"  over layouts: {g:.3f}x, se {se:.3f}, per-layout means "
          f"{math.exp(min(means)):.2f}-{math.exp(max(means)):.2f}x")


def main():
    args = sys.argv[1:]
    cases = []
    while len(args) > 1 and args[0] == "--case":
        cases.append(args[1])
        args = args[2:]
    if not args or not all(os.path.isdir(d) for d in args):
        sys.exit(__doc__)
    runs = []
    for i, top in enumerate(args, 1):
        name = os.path.basename(os.path.normpath(top))
        if name == "raw":
            name = os.path.basename(os.path.dirname(os.path.abspath(top)))
        print(f"run {i}: {name} (layouts from {layout_from(top)})")
        runs.append((f"run {i}", ratios(top)))
    for case in cases or DEFAULT_CASES:
        report_case(case, runs)


if __name__ == "__main__":
    main()
