#!/usr/bin/env python3
"""How long objects are held, from bench htab-mem runs (Little's law).

    ci/dev/hold.py DIR [UNIT_BYTES]

DIR is a raw directory of `make` (results/<ts>/raw, non-preallocated runs)
or a run of ci/dev/ab.sh ($CACHE/dev/ab-<ts>). For each round, use case and
kernel other than base, prints the op rate and its ratio to base's in the
same round, the average memory, the floor R x T x UNIT_BYTES (R frees/s and
T grace-period latency from the same run's Summary line, as ci/report.py
computes it; UNIT_BYTES as report.py's --unit-size, 104, what
memory.current counts per element) and

    hold = (memory - base's memory in that round) / floor

i.e. the mean time an object spends between its free and its reuse or
return to slab, in units of the grace-period latency.
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: the bench's Summary line, the floor)

BOOT = re.compile(r"^r(\d+)-(.+)$")


def summaries(boot):
    """{case: Summary fields (report.HTAB_METRICS)} of one boot directory."""
    out = {}
    for path in sorted(glob.glob(os.path.join(boot, "*.txt"))):
        name = os.path.basename(path)
        make_case = re.match(r"htab-mem-(.+)-ma\.txt$", name)
        if name != "bench.txt" and not make_case:
            continue
        with open(path) as f:
            for line in f:
                try:
                    fields, _ = report.parse_htab_mem(line)
                except report.NoResult:
                    continue
                case = make_case.group(1) if make_case else line.split()[0]
                out[case] = fields
    return out


def main():
    if len(sys.argv) not in (2, 3) or not os.path.isdir(sys.argv[1]):
        sys.exit(__doc__)
    unit = int(sys.argv[2]) if len(sys.argv) == 3 else report.DEFAULT_UNIT_SIZE
    boots = {}
    for d in sorted(os.listdir(sys.argv[1])):
        m = BOOT.match(d)
        if m:
            boots[int(m.group(1)), m.group(2)] = \
                summaries(os.path.join(sys.argv[1], d))
    if not boots:
        sys.exit(f"hold.py: no r<N>-<kernel> directories in {sys.argv[1]}")
    print(f"{'round':>5} {'kernel':16} {'use case':20} {'k/s':>7} {'ratio':>6} "
          f"{'MiB':>6} {'floor':>6} {'hold':>5}")
    for (rnd, kernel), cases in sorted(boots.items()):
        if kernel == "base":
            continue
        base = boots.get((rnd, "base"), {})
        for case, run in sorted(cases.items()):
            floor = report.floor_mib(run, unit)
            if case not in base or not floor or not base[case]["op_kps"]:
                continue
            ratio = run["op_kps"] / base[case]["op_kps"]
            hold = (run["mem_mib"] - base[case]["mem_mib"]) / floor
            print(f"{rnd:5} {kernel:16} {case:20} {run['op_kps']:7.2f} "
                  f"{ratio:5.2f}x {run['mem_mib']:6.2f} {floor:6.2f} "
                  f"{hold:5.2f}")


if __name__ == "__main__":
    main()
