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

Then map_perf_test 4 and 8 once more, each boot's rate divided by that
boot's map_perf_test 1 (preallocated HASH, which the series does not
change): the three run one after the other in the same boot, and their
rates rise and fall together from boot to boot, so the quotient keeps
the series' own cost and loses much of the boot's.

Last, the memory targets of the non-preallocated use cases, per round: the
series' average memory over 1.5 x (base + floor) and its peak over 2 x
(base peak + floor), floor = R x T x 104 bytes from that round's series
run (ci/report.py's floor_mib(); its table takes medians over a run's
rounds instead): the rounds, their geometric mean, its standard error, the
range and how many rounds exceed 1. Then their medians over all rounds
(per-prod-op k/s and average memory per kernel, the floor) and the range of
the bench's GP latency per kernel.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: the raw layout and the parsers)
import hold  # noqa: E402  (ci/dev/hold.py: geomean())

CONTROL = "map_perf_test-1"
NORMALIZED = ("map_perf_test-4", "map_perf_test-8")


def rows():
    """(stem, parser, metric) of every row `make` may run."""
    out = []
    for stem in report.known_rows():
        if stem.startswith("map_perf_test"):
            out.append((stem, report.parse_map_perf, "events_per_s"))
        elif "mem-" in stem:
            out.append((stem, lambda t: report.parse_htab_mem(t)[0], "op_kps"))
    return out


def pairs(raw, stem, parse, metric):
    """(base, series) rates of every round of raw that has both, or None."""
    runs = raw.runs(stem, parse)
    if runs is None:
        return []
    out = []
    for base, series in zip(runs["base"], runs["series"]):
        if base and series and base[metric] and series[metric]:
            out.append((base[metric], series[metric]))
        else:
            out.append(None)
    return out


def line(name, per_run):
    """One table line for the ratios of each run (lists)."""
    allr = [r for run in per_run for r in run]
    if not allr:
        return
    g, se = hold.geomean(allr)
    runs = " ".join(f"{hold.geomean(run)[0]:.2f}" if run else "-"
                    for run in per_run)
    print(f"{name:40} {len(allr):3} {g:7.3f}x {se:6.3f} "
          f"{min(allr):5.2f}-{max(allr):.2f}x  {runs}")


def mem_lines(raws):
    """Per-round memory / bound of the rows with memory targets."""
    print(f"\nmemory / bound, per round "
          f"(avg: {report.AVG_MEM_FACTOR:g} x (base + floor), "
          f"peak: {report.PEAK_MEM_FACTOR:g} x (base peak + floor)):")
    for case in report.TARGET_CASES:
        stem = f"htab-mem-{case}-ma"
        for key, factor in (("mem_mib", report.AVG_MEM_FACTOR),
                            ("peak_mib", report.PEAK_MEM_FACTOR)):
            per_run = []
            for raw in raws:
                runs = raw.runs(stem, report.parse_htab_mem) or {
                    k: [] for k in report.KERNELS}
                out = []
                for base, series in zip(runs["base"], runs["series"]):
                    if not base or not series:
                        continue
                    limit = report.round_limit(base[0], series[0], key,
                                               factor,
                                               report.DEFAULT_UNIT_SIZE)
                    if limit is not None and series[0][key] is not None:
                        out.append(series[0][key] / limit)
                per_run.append(out)
            allr = [r for run in per_run for r in run]
            line(f"{stem} {key[:-4]}", per_run)
            if allr:
                print(f"{'':40} {sum(r > 1 for r in allr)} of {len(allr)} "
                      f"rounds above 1")


def median_lines(raws):
    """Medians over all rounds of the rows with memory targets, as a
    commit message quotes them: per-prod-op k/s and average MiB per kernel,
    the floor, and the range of the bench's GP latency per kernel."""
    print("\nmedians over all rounds (k/s, avg MiB, floor MiB; gp ms range):")
    for case in report.TARGET_CASES:
        stem = f"htab-mem-{case}-ma"
        got = {k: [] for k in report.KERNELS}
        floors = []
        for raw in raws:
            runs = raw.runs(stem, report.parse_htab_mem) or {}
            for k in report.KERNELS:
                got[k] += [r[0] for r in runs.get(k, []) if r]
            floors += [report.floor_mib(r[0], report.DEFAULT_UNIT_SIZE)
                       for r in runs.get("series", []) if r]
        stats = {k: {m: report.stats([r[m] for r in got[k]])["median"]
                     for m in ("op_kps", "mem_mib")} for k in report.KERNELS}
        gps = {k: [r["gp_ms"] for r in got[k] if r["gp_ms"]]
               for k in report.KERNELS}
        print(f"{stem:40} " + "  ".join(
            f"{k} {report.fmt(stats[k]['op_kps'], 2)} k/s "
            f"{report.fmt(stats[k]['mem_mib'], 2)} MiB"
            for k in report.KERNELS) +
            f"  floor {report.fmt(report.stats(floors)['median'], 2)}  gp " +
            " ".join(f"{k} {min(gps[k]):.1f}-{max(gps[k]):.1f}"
                     for k in report.KERNELS if gps[k]))


def main():
    if len(sys.argv) < 2 or not all(os.path.isdir(d) for d in sys.argv[1:]):
        sys.exit(__doc__)
    raws = [report.Raw(d) for d in sys.argv[1:]]
    print(f"{'row':40} {'n':>3} {'geomean':>8} {'se':>6} {'range':>12}  per run")
    got = {}
    for stem, parse, metric in rows():
        got[stem] = [pairs(raw, stem, parse, metric) for raw in raws]
        line(stem, [[s / b for p in run if p for b, s in [p]]
                    for run in got[stem]])
    if CONTROL in got:
        control_lines(got)
    mem_lines(raws)
    median_lines(raws)


def control_lines(got):
    print(f"\nover {CONTROL} of the same boot:")
    for stem in NORMALIZED:
        per_run = []
        for run, ctl in zip(got.get(stem, []), got[CONTROL]):
            per_run.append([(s / c_s) / (b / c_b)
                            for p, c in zip(run, ctl) if p and c
                            for (b, s), (c_b, c_s) in [(p, c)]])
        line(f"{stem} / {CONTROL[len('map_perf_test-'):]}", per_run)


if __name__ == "__main__":
    main()
