#!/usr/bin/env python3
"""How long objects are held, from bench htab-mem runs (Little's law).

    ci/dev/hold.py [--ref KERNEL] [--pool REGEX] [--base-mib MIB] DIR... [UNIT_BYTES]

DIR is a raw directory of `make` (results/<ts>/raw, non-preallocated runs),
a run of ci/dev/ab.sh ($CACHE/dev/ab-<ts>) or of ci/dev/inboot.sh
($CACHE/dev/inboot-<ts>: a "round" is one run of each mode in one boot,
"kernel" the mode). For each round, use case and
kernel other than the reference (base unless --ref), prints the op rate and
its ratio to the reference's in the same round, the average memory, the
floor R x T x UNIT_BYTES (R frees/s and T grace-period latency from the
same run's Summary line, as ci/report.py computes it; UNIT_BYTES as
report.py's --unit-size, 104, what memory.current counts per element) and

    hold = (memory - base's memory in that round) / floor

i.e. the mean time an object spends between its free and its reuse or
return to slab, in units of the grace-period latency, and the run's peak
memory (the bench's cgroup memory.peak, MiB). Runs without a base
kernel (ci/dev/inboot.sh) take base's memory from --base-mib (e.g. the
0.69 MiB of base's overwrite in a `make` run), and then print the
reference's rows too, so that the holds of all modes compare. map_perf_test runs
(map_perf_test-N.txt: `make`, or ab.sh with MPT) are the use case mpt-N,
events/s over 1000 as k/s, with no memory; mpt-N/1 is map_perf_test N over
map_perf_test 1 (preallocated, unchanged by the series) of the same boot,
a same-boot control (the k/s column then holds that quotient).

Then, over all DIRs, per kernel and use case: the rounds, the geometric
mean of the ratios and its standard error (standard deviation of the log
ratios over sqrt(n), as a ratio) and their range; per boot (an inboot.sh
round counts REPS runs of one boot, from DIR/about; elsewhere a round is a
boot), each boot's geometric mean and, as report.py's floor section and
ci/dev/alt.py, their geometric mean with a 95% Student's t interval over
boots; with --pool, also one
line for all kernels whose name matches REGEX (e.g. 'fifo_[1-9][0-9]*');
the mean and range of the holds; and the average memory over
report.py's bound, 1.5 x (base + floor), per round, pooled.
"""
import glob
import math
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import report  # noqa: E402  (ci/report.py: the bench's Summary line, the floor)
from alt import about  # noqa: E402  (ci/dev/alt.py: an inboot.sh run's about file)

BOOT = re.compile(r"^r(\d+)-(.+)$")


def summaries(boot):
    """{case: Summary fields (report.HTAB_METRICS)} of one boot directory."""
    out = {}
    for path in sorted(glob.glob(os.path.join(boot, "*.txt"))):
        name = os.path.basename(path)
        mpt = re.match(r"map_perf_test-(\d+)\.txt$", name)
        if mpt:
            try:
                with open(path) as f:
                    eps = report.parse_map_perf(f.read())["events_per_s"]
            except report.NoResult:
                continue
            out["mpt-" + mpt.group(1)] = {"op_kps": eps / 1000}
            continue
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
    ctl = out.get("mpt-1")
    for case in [c for c in out if c.startswith("mpt-") and c != "mpt-1"]:
        if ctl and ctl["op_kps"]:
            out[case + "/1"] = {"op_kps": out[case]["op_kps"] / ctl["op_kps"]}
    return out


def boots(top):
    """{(round, kernel): summaries()} of a run's r<N>-<kernel> directories."""
    out = {}
    for d in sorted(os.listdir(top)):
        m = BOOT.match(d)
        if m:
            out[int(m.group(1)), m.group(2)] = summaries(os.path.join(top, d))
    return out


def geomean(ratios):
    """Geometric mean of ratios and its standard error (as a ratio)."""
    logs = [math.log(r) for r in ratios]
    g = math.exp(statistics.mean(logs))
    return g, g * statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else 0


def pooled(label, ratios):
    g, se = geomean(ratios)
    print(f"{label:38} {len(ratios):3} {g:7.3f}x {se:6.3f} "
          f"{min(ratios):5.2f}-{max(ratios):.2f}x")


def main():
    args = sys.argv[1:]
    ref, pool, base_mib = "base", None, None
    while args and args[0] in ("--ref", "--pool", "--base-mib") and len(args) > 1:
        if args[0] == "--ref":
            ref = args[1]
        elif args[0] == "--pool":
            pool = re.compile(args[1])
        else:
            try:
                base_mib = float(args[1])
            except ValueError:
                sys.exit(f"hold.py: --base-mib {args[1]}: not a number")
        args = args[2:]
    unit = report.DEFAULT_UNIT_SIZE
    if len(args) > 1 and args[-1].isdigit():
        unit = int(args.pop())
    if not args or not all(os.path.isdir(d) for d in args):
        sys.exit(__doc__)
    print(f"{'round':>5} {'kernel':16} {'use case':20} {'k/s':>7} {'ratio':>6} "
          f"{'MiB':>6} {'floor':>6} {'hold':>5} {'peak':>6}")
    ratios = {}     # (kernel, case) -> [ratio to ref per round, all DIRs]
    per_boot = {}   # (kernel, case) -> {(DIR, boot): [ratio per round]}
    holds = {}      # (kernel, case) -> [hold per round, all DIRs]
    bounds = {}     # (kernel, case) -> [memory / (1.5 x (base + floor))]
    for top in args:
        run_boots = boots(top)
        if not run_boots:
            sys.exit(f"hold.py: no r<N>-<kernel> directories in {top}")
        # an inboot.sh run counts REPS rounds per boot; elsewhere 1
        reps = int(about(top).get("reps", "1"))
        for (rnd, kernel), cases in sorted(run_boots.items()):
            if kernel == ref and base_mib is None:
                continue
            refk = run_boots.get((rnd, ref), {})
            base = run_boots.get((rnd, "base"), {})
            for case, run in sorted(cases.items()):
                if case not in refk or not refk[case]["op_kps"]:
                    continue
                ratio = run["op_kps"] / refk[case]["op_kps"]
                if kernel != ref:
                    ratios.setdefault((kernel, case), []).append(ratio)
                    per_boot.setdefault((kernel, case), {}).setdefault(
                        (top, (rnd - 1) // reps), []).append(ratio)
                if "mem_mib" not in run:
                    print(f"{rnd:5} {kernel:16} {case:20} {run['op_kps']:7.2f} "
                          f"{ratio:5.2f}x")
                    continue
                floor = report.floor_mib(run, unit)
                bmem = base[case]["mem_mib"] if case in base else base_mib
                hold = (run["mem_mib"] - bmem) / floor \
                    if floor and bmem is not None else float("nan")
                if not math.isnan(hold):
                    holds.setdefault((kernel, case), []).append(hold)
                    # ci/report.py's average memory target, per round
                    bounds.setdefault((kernel, case), []).append(
                        run["mem_mib"] / report.mem_limit(bmem, floor, report.AVG_MEM_FACTOR))
                # No floor without a GP latency (e.g. under -icount)
                fl = f"{floor:6.2f}" if floor is not None else f"{'-':>6}"
                pk = run.get("peak_mib")
                pk = f"{pk:6.2f}" if pk is not None else f"{'-':>6}"
                print(f"{rnd:5} {kernel:16} {case:20} {run['op_kps']:7.2f} "
                      f"{ratio:5.2f}x {run['mem_mib']:6.2f} {fl} "
                      f"{hold:5.2f} {pk}")
    print(f"\nratio to {ref}, pooled over {len(args)} run(s):")
    print(f"{'kernel / use case':38} {'n':>3} {'geomean':>8} {'se':>6} {'range':>12}")
    for (kernel, case), rs in sorted(ratios.items()):
        pooled(f"{kernel} / {case}", rs)
    print(f"\nper boot (95% Student's t over boots):")
    for (kernel, case), pb in sorted(per_boot.items()):
        st = report.boot_stats(pb)
        ci = f"[{st['lo']:.3f}-{st['hi']:.3f}]" if st["lo"] is not None else "[-]"
        each = " ".join(f"{report.geomean(v):.3f}" for v in pb.values())
        print(f"{kernel + ' / ' + case:38} boots {st['boots']}: {st['geomean']:.3f}x "
              f"95% {ci}; boots {each}")
    if pool:
        for case in sorted({c for _, c in ratios}):
            rs = [r for (k, c), v in ratios.items() if c == case and
                  pool.fullmatch(k) for r in v]
            if rs:
                pooled(f"{pool.pattern} / {case}", rs)
    if holds:
        print(f"\nhold, over {len(args)} run(s):")
        for (kernel, case), hs in sorted(holds.items()):
            print(f"{kernel + ' / ' + case:38} {len(hs):3} mean {statistics.mean(hs):.2f} "
                  f"{min(hs):.2f}-{max(hs):.2f}")
        print(f"\nmemory / ({report.AVG_MEM_FACTOR:g} x (base + floor)), "
              f"per round, over {len(args)} run(s):")
        for (kernel, case), bs in sorted(bounds.items()):
            pooled(f"{kernel} / {case}", bs)
            print(f"{'':38} {sum(x > 1 for x in bs)} of {len(bs)} rounds above 1")


if __name__ == "__main__":
    main()
