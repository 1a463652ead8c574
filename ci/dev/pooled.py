#!/usr/bin/env python3
"""Per-round series/base ratios of several `make` runs, pooled.

    ci/dev/pooled.py RAW_DIR [RAW_DIR...]

RAW_DIR is results/<ts>/raw of a `make` run. For each row (bench htab-mem
and rhtab-mem use cases, map_perf_test), takes the ratio series/base of
every round that has both, and prints the number of rounds, their
geometric mean, its standard error (standard deviation of the log ratios
over sqrt(n), as a ratio) and the range. A round is one sample: both
kernels of a round ran at the same code layout, and one round's ratio
varies far more than a boot's own repetitions (see README, "Code
layout"). The table of a run (ci/report.py) gives medians per kernel
instead; this pools runs of the same code.
"""
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: the raw layout and the parsers)


def rows():
    """(stem, parser, metric) of every row `make` may run."""
    out = []
    for stem in report.known_rows():
        if stem.startswith("map_perf_test"):
            out.append((stem, report.parse_map_perf, "events_per_s"))
        elif "mem-" in stem:
            out.append((stem, lambda t: report.parse_htab_mem(t)[0], "op_kps"))
    return out


def ratios(raw, stem, parse, metric):
    runs = raw.runs(stem, parse)
    if runs is None:
        return []
    out = []
    for base, series in zip(runs["base"], runs["series"]):
        if base and series and base[metric] and series[metric]:
            out.append(series[metric] / base[metric])
    return out


def main():
    if len(sys.argv) < 2 or not all(os.path.isdir(d) for d in sys.argv[1:]):
        sys.exit(__doc__)
    raws = [report.Raw(d) for d in sys.argv[1:]]
    print(f"{'row':40} {'n':>3} {'geomean':>8} {'se':>6} {'range':>12}  per run")
    for stem, parse, metric in rows():
        per_run = [ratios(raw, stem, parse, metric) for raw in raws]
        allr = [r for run in per_run for r in run]
        if not allr:
            continue
        logs = [math.log(r) for r in allr]
        g = math.exp(statistics.mean(logs))
        se = statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else 0
        runs = " ".join(f"{math.exp(statistics.mean(map(math.log, run))):.2f}"
                        if run else "-" for run in per_run)
        print(f"{stem:40} {len(allr):3} {g:7.3f}x {g * se:6.3f} "
              f"{min(allr):5.2f}-{max(allr):.2f}x  {runs}")


if __name__ == "__main__":
    main()
