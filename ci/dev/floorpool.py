#!/usr/bin/env python3
"""The floor boots of several `make` runs pooled, the boot the unit.

    ci/dev/floorpool.py RAW...

RAW is a `make` run's raw directory (results/<stamp>/raw). Per floor row
and ratio (series / imm, floor / imm, series / floor; and from boots
with GP runs floorgp / floor, series / floorgp), each floor boot's
geometric mean over its runs, as ci/report.py's section "The floor"
computes it, then their geometric mean over the boots of all RAWs with a
95% Student's t interval over boots (report.boot_stats()). Pool runs only
where the modes compared ran the same code in each: floor / imm does not
run unit_free_rcu(), series / floor does.

Then, per row with both, floorgp / imm: the floor with grace periods back
to back against immediate reuse, which no boot measures in one run, as
the product of floor / imm and floorgp / floor over their own boots (the
second only from boots with GP runs), with a 95% interval from the two
standard errors of the log means added in quadrature, Student's t with
Welch-Satterthwaite degrees of freedom.
"""
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: floor_group(), boot_stats())


def main(raws):
    pooled = {}
    for k, raw in enumerate(raws):
        try:
            rounds = report.find_rounds(raw)
        except report.UsageError as e:
            sys.exit(f"floorpool.py: {e}")
        group, _ = report.floor_group(raw, rounds)
        if not group:
            sys.exit(f"floorpool.py: {raw}: no floor-r<N> boot")
        for row in group["rows"]:
            for key, _, _ in report.ALL_RATIOS:
                for b in row["per_boot"].get(key, []):
                    pooled.setdefault((row["file"], key), {})[
                        (k, b["round"])] = [b["geomean"]]
    print(f"{'row':24} {'ratio':16} boots  geomean  95% interval")
    for (stem, key), per_boot in pooled.items():
        st = report.boot_stats(per_boot)
        ci = "" if st["lo"] is None else f"[{st['lo']:.3f}-{st['hi']:.3f}]"
        print(f"{stem:24} {key.replace('_', ' / '):16} {st['boots']:5}  "
              f"{st['geomean']:.3f}x  {ci}")
    for stem in dict.fromkeys(stem for stem, _ in pooled):
        floor = pooled.get((stem, "floor_imm"))
        gp = pooled.get((stem, "floorgp_floor"))
        if not floor or not gp or len(floor) < 2 or len(gp) < 2:
            continue
        (m1, s1), (m2, s2) = log_mean_se(floor), log_mean_se(gp)
        half = 0.0
        if s1 or s2:
            df = (s1 ** 2 + s2 ** 2) ** 2 / (s1 ** 4 / (len(floor) - 1) +
                                              s2 ** 4 / (len(gp) - 1))
            half = report.t_quantile(max(1, int(df))) * math.hypot(s1, s2)
        print(f"{stem:24} {'floorgp / imm':16} {len(floor):2}x{len(gp):<2}  "
              f"{math.exp(m1 + m2):.3f}x  [{math.exp(m1 + m2 - half):.3f}-"
              f"{math.exp(m1 + m2 + half):.3f}]")


def log_mean_se(per_boot):
    """The mean of the boots' log ratios and its standard error (as
    report.boot_stats() computes them, unrounded)"""
    logs = [math.log(report.geomean(rs)) for rs in per_boot.values()]
    return (math.fsum(logs) / len(logs),
            statistics.stdev(logs) / math.sqrt(len(logs)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
