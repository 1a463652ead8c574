#!/usr/bin/env python3
"""Write the synthetic raw results that ci/tests/run-report-test.sh feeds to
ci/report.py (3 rounds x 2 kernels, 2 vCPUs, bench -p2).

    ci/tests/report/make-fixture.py ci/tests/report/raw

The numbers are made up, plausible, and chosen to exercise every path:
- r2-series: rhtab-mem-add_del_on_diff_cpu FAILED (truncated output),
- r1-base: htab-mem-no_op-prealloc without the gp/frees fields,
- htab-mem add_del_on_diff_cpu (non-preallocated): the series' peak memory
  misses its target,
- batch_dump.txt and map_perf_test files in every boot,
- map_perf_test 4 and 8 miss their targets (0.92x, 0.93x),
- rounds 1 and 2 have ci/stallwatch.py's host-stalls.txt (round 3 none),
  with stalls during round 2's overwrite runs, and the series'
  batch_add_batch_del runs of both peak above their round's limit
  during a stall (its peak target missed, by stalls),
- floor-r1..3: ci/bench.sh's floor boots (a calibration run, then 2
  repetitions of series, imm and floor each): the series above the floor
  on overwrite, at it on map_perf_test 8, below it on map_perf_test 4, the
  floor below 0.95x of imm; in floor-r2, repetition 2's series map_perf_test 8
  FAILED; floor-r2 and floor-r3 alternate the modes within one htab-mem
  run per repetition (ALT=3), floor-r1 runs each mode whole (ALT=0); in
  floor-r3, repetition 2's alternating run FAILED (cut off), and
  map_perf_test alternates too (MCYC=2: 12 whole runs per repetition and
  test, the modes taking turns in the cycle A B C A C B); floor-r2 and
  floor-r3 have GP runs too (GP=1: series, floor and floorgp, the floor
  with GPs back to back, htab-mem overwrite, and in floor-r3 map_perf_test
  4 and 8, one boot: cells without an interval, no verdict): the series
  at floor+GPs on overwrite.
After changing this file or ci/report.py on purpose, regenerate the fixture
and the expected outputs (see ci/tests/run-report-test.sh --update).
"""
import math
import os
import random
import sys

ROUNDS = (1, 2, 3)
PRODUCERS = 2
WARMUP, DURATION = 2, 10
CASES = ("no_op", "overwrite", "batch_add_batch_del", "add_del_on_diff_cpu")
FREES_PER_OP = {"no_op": 0, "overwrite": 64, "batch_add_batch_del": 32,
                "add_del_on_diff_cpu": 32}

# (file stem) -> kernel -> (per-prod-op k/s, avg MiB, peak MiB, gp ms)
HTAB = {
    "htab-mem-no_op-ma": {"base": (1180.0, 0.41, 0.55, 1.90),
                          "series": (1176.0, 0.41, 0.55, 1.95)},
    "htab-mem-overwrite-ma": {"base": (20.10, 0.73, 0.98, 4.05),
                              "series": (19.80, 1.02, 1.46, 4.12)},
    "htab-mem-batch_add_batch_del-ma": {"base": (14.20, 0.66, 0.92, 3.80),
                                        "series": (13.90, 0.88, 1.30, 3.85)},
    "htab-mem-add_del_on_diff_cpu-ma": {"base": (9.60, 0.88, 1.35, 4.40),
                                        "series": (9.30, 1.21, 3.30, 4.45)},
    "htab-mem-no_op-prealloc": {"base": (1182.0, 2.31, 2.52, 1.90),
                                "series": (1179.0, 2.31, 2.52, 1.92)},
    "htab-mem-overwrite-prealloc": {"base": (24.30, 2.46, 2.73, 4.00),
                                    "series": (24.20, 2.46, 2.73, 4.02)},
    "htab-mem-batch_add_batch_del-prealloc": {
        "base": (16.80, 2.44, 2.70, 3.70),
        "series": (16.70, 2.44, 2.71, 3.72)},
    "htab-mem-add_del_on_diff_cpu-prealloc": {
        "base": (11.20, 2.47, 2.76, 4.30),
        "series": (11.10, 2.47, 2.77, 4.28)},
    "rhtab-mem-no_op": {"base": (1175.0, 0.45, 0.60, 1.90),
                        "series": (1172.0, 0.45, 0.60, 1.93)},
    "rhtab-mem-overwrite": {"base": (17.50, 0.95, 1.22, 4.10),
                            "series": (17.30, 1.01, 1.30, 4.15)},
    "rhtab-mem-batch_add_batch_del": {"base": (12.40, 0.90, 1.18, 3.90),
                                      "series": (12.30, 0.93, 1.21, 3.90)},
    "rhtab-mem-add_del_on_diff_cpu": {"base": (8.20, 1.05, 1.50, 4.50),
                                      "series": (8.10, 1.08, 1.55, 4.55)},
}
MAP_PERF = {4: ("hash_map_perf kmalloc", 612000, 563000),
            8: ("percpu_hash_map_perf kmalloc", 540000, 500000),
            1: ("hash_map_perf pre-alloc", 830000, 828000)}
BATCH_ENTRIES = (1, 10, 200, 500, 1000, 5000, 20000, 39000)
BATCH_US_PER_ENTRY = {("lookup", "base"): 0.140, ("lookup", "series"): 0.141,
                      ("lookup_and_delete", "base"): 0.310,
                      ("lookup_and_delete", "series"): 0.322}
FAILED = ("r2-series", "rhtab-mem-add_del_on_diff_cpu", "timeout after 132s")
NO_GP = ("r1-base", "htab-mem-no_op-prealloc")


def case_of(stem):
    return next(c for c in CASES if f"-{c}" in stem)


def htab_mem(rng, stem, kernel, boot):
    op, mem, peak, gp = HTAB[stem][kernel]
    op *= rng.gauss(1.0, 0.01)
    mem *= rng.gauss(1.0, 0.01)
    lines, ops, mems = [], [], []
    for i in range(WARMUP + DURATION):
        o = op * rng.gauss(1.0, 0.015) * (0.97 if i == 0 else 1.0)
        m = mem * (1 - 0.6 * math.exp(-1.5 * i)) * rng.gauss(1.0, 0.02)
        lines.append(f"Iter {i:3d} ({rng.gauss(0, 40):7.3f}us): "
                     f"per-prod-op {o:7.2f}k/s, memory usage {m:7.2f}MiB")
        if i >= WARMUP:
            ops.append(float(f"{o:.2f}"))
            mems.append(float(f"{m:.2f}"))
    if (boot, stem) == FAILED[:2]:
        return "\n".join(lines[:5]) + "\n"
    op_mean = sum(ops) / len(ops)
    mem_mean = sum(mems) / len(mems)
    op_sd = math.sqrt(sum((x - op_mean) ** 2 for x in ops) / (len(ops) - 1))
    mem_sd = math.sqrt(sum((x - mem_mean) ** 2 for x in mems) /
                       (len(mems) - 1))
    peak = max(peak * rng.gauss(1.0, 0.015), max(mems))
    if (boot, stem) in STALL_PEAKS:
        peak = STALL_PEAKS[boot, stem]
    summary = (f"Summary: per-prod-op {op_mean:7.2f} \u00b1 {op_sd:7.2f}k/s, "
               f"memory usage {mem_mean:7.2f} \u00b1 {mem_sd:7.2f}MiB, "
               f"peak memory usage {peak:7.2f}MiB")
    if (boot, stem) != NO_GP:
        frees = op_mean * PRODUCERS * FREES_PER_OP[case_of(stem)]
        summary += (f", gp {gp * rng.gauss(1.0, 0.03):7.3f} ms, "
                    f"frees {frees:7.2f}k/s")
    head = ["Setting up benchmark 'htab-mem'...", "Benchmark 'htab-mem' "
            "started."]
    return "\n".join(head + lines + [summary]) + "\n"


def map_perf(rng, flags, kernel):
    name, base, series = MAP_PERF[flags]
    rate = base if kernel == "base" else series
    return "".join(f"{cpu}:{name} {int(rate * rng.gauss(1.0, 0.004))} "
                   "events per sec\n" for cpu in (1, 0))


def batch_dump(rng, kernel):
    out = []
    for n in BATCH_ENTRIES:
        for op in ("lookup", "lookup_and_delete"):
            ms = 0.003 + n * BATCH_US_PER_ENTRY[op, kernel] / 1000
            ms *= rng.gauss(1.0, 0.02)
            lo, hi = ms * 0.93, ms * 1.11
            out.append(f"batch_dump entries={n} op={op} ms={ms:.3f} "
                       f"min={lo:.3f} max={hi:.3f}")
    return "\n".join(out + ["batch_dump done"]) + "\n"


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def host_stalls(rnd, kernel):
    """ci/stallwatch.py's log: each htab run 12 s, one after the other;
    the series' overwrite run of round 2 has two stalls of ~100 ms (one
    on each cpu), base's one; a 30 ms stall (below report.py's 50 ms) and
    one between two runs count for none; each run of STALL_PEAKS has one
    more."""
    t, lines = 1000.0, ["stall 1 999.500000 98.0"]
    for stem in HTAB:
        lines.append(f"start {stem} {t:.6f}")
        if rnd == 2 and stem == "htab-mem-overwrite-ma":
            lines.append(f"stall 0 {t + 3:.6f} 101.2")
            lines.append(f"stall 1 {t + 5:.6f} 30.0")
            if kernel == "series":
                lines.append(f"stall 1 {t + 7.5:.6f} 99.4")
        if (f"r{rnd}-{kernel}", stem) in STALL_PEAKS:
            lines.append(f"stall 0 {t + 6:.6f} 97.1")
        t += 12
        lines.append(f"end {stem} {t:.6f}")
        t += 0.5
    return "\n".join(lines) + "\n"


def boot(raw, rnd, kernel, rng):
    name = f"r{rnd}-{kernel}"
    d = os.path.join(raw, name)
    os.makedirs(d, exist_ok=True)
    status, cmds = [], []
    for stem in HTAB:
        use_case = case_of(stem)
        bench = "htab-mem" if stem.startswith("htab") else "rhtab-mem"
        extra = " --preallocated" if stem.endswith("prealloc") else ""
        cmds.append(f"./bench {bench} --use-case {use_case}{extra} "
                    f"-p {PRODUCERS} -a -w {WARMUP} -d {DURATION}")
        write(os.path.join(d, stem + ".txt"),
              htab_mem(rng, stem, kernel, name))
        failed = (name, stem) == FAILED[:2]
        status.append(f"{stem} FAILED {FAILED[2]}" if failed
                      else f"{stem} ok")
    for flags in MAP_PERF:
        stem = f"map_perf_test-{flags}"
        cmds.append(f"./map_perf_test {flags} {PRODUCERS} 0 100000")
        write(os.path.join(d, stem + ".txt"), map_perf(rng, flags, kernel))
        status.append(f"{stem} ok")
    cmds.append("./htab_batch_dump")
    write(os.path.join(d, "batch_dump.txt"), batch_dump(rng, kernel))
    status.append("batch_dump ok")
    write(os.path.join(d, "cmd.txt"), "\n".join(cmds) + "\n")
    write(os.path.join(d, "status.txt"), "\n".join(status) + "\n")
    if rnd in STALL_ROUNDS:
        write(os.path.join(d, "host-stalls.txt"), host_stalls(rnd, kernel))
    # ci/bench.sh's env file: the round's code layout shift
    pad = (rnd - 1) * 40503 % 65536 // 256 * 16     # ci/lib.sh layout_pad
    write(os.path.join(d, "env"), f"SECS={DURATION}\nLAYOUT_PAD={pad}\n")
    release = "7.2.13" if kernel == "base" else "7.2.13+"
    write(os.path.join(d, "uname.txt"),
          f"Linux (none) {release} #1 SMP PREEMPT_DYNAMIC "
          "Thu Jan  1 00:00:00 UTC 1970 x86_64 GNU/Linux\n")


def icount_boot(raw, cpus, kernel):
    """ci/bench.sh's instruction-count boot: a few rows, one missing."""
    d = os.path.join(raw, f"icount-c{cpus}-{kernel}")
    os.makedirs(d, exist_ok=True)
    rate = {"base": 28.81, "series": 28.15}[kernel] / cpus
    mem = {"base": 0.69, "series": 1.67}[kernel]
    status = []
    write(os.path.join(d, "htab-mem-overwrite-ma.txt"),
          f"Summary: per-prod-op {rate:7.2f} \u00b1 {0.0:7.2f}k/s, "
          f"memory usage {mem:7.2f} \u00b1 {0.0:7.2f}MiB, "
          f"peak memory usage {mem:7.2f}MiB, gp   0.000 ms, "
          f"frees {rate * 64:7.2f}k/s\n")
    status.append("htab-mem-overwrite-ma ok")
    events = {"base": 125243, "series": 124012}[kernel]
    write(os.path.join(d, "map_perf_test-4.txt"),
          "".join(f"{cpu}:hash_map_perf kmalloc {events - 1000 * cpu} "
                  "events per sec\n" for cpu in range(cpus)))
    status.append("map_perf_test-4 ok")
    if kernel == "series" and cpus == 2:
        status.append("map_perf_test-8 FAILED timeout after 90s")
    else:
        write(os.path.join(d, "map_perf_test-8.txt"),
              "0:percpu_hash_map_perf kmalloc 107128 events per sec\n")
        status.append("map_perf_test-8 ok")
    write(os.path.join(d, "status.txt"), "\n".join(status) + "\n")


# floor boots: (file stem) -> mode -> rate (k/s or events/s), avg MiB
FLOOR = {"htab-mem-overwrite-ma": {"series": (18.60, 3.35),
                                   "imm": (20.00, 0.70),
                                   "floor": (17.70, 3.60)},
         "map_perf_test-4": {"series": (470000, None), "imm": (600000, None),
                             "floor": (522000, None)},
         "map_perf_test-8": {"series": (470000, None), "imm": (540000, None),
                             "floor": (472000, None)},
         "map_perf_test-1": {"series": (830000, None), "imm": (830000, None),
                             "floor": (830000, None)}}
FLOOR_FAILED = ("floor-r2", "2-series/map_perf_test-8", "timeout after 132s")
ALT_FAILED = ("floor-r3", "2-alt/htab-mem-overwrite-ma", "timeout after 140s")
# ci/guest-floor.sh's orders (a Williams design), ALT's segment and run
ORDERS = (("series", "imm", "floor"), ("imm", "floor", "series"),
          ("floor", "series", "imm"), ("floor", "imm", "series"),
          ("imm", "series", "floor"), ("series", "floor", "imm"))
ALT, ASECS = 3, 18
# GP runs (GP=1): floorgp's rate and memory; rounds with GP runs
FLOORGP = {"htab-mem-overwrite-ma": (18.55, 3.62),
           "map_perf_test-4": (512000, None),
           "map_perf_test-8": (468000, None)}
GP_ROUNDS = (2, 3)


def order(rnd, rep, gp=False):
    """The repetition's order (with gp: floorgp in imm's place)."""
    return tuple("floorgp" if gp and m == "imm" else m
                 for m in ORDERS[((rnd - 1) * 2 + rep - 1) % 6])


def rate_of(stem, mode):
    return FLOORGP[stem] if mode == "floorgp" else FLOOR[stem][mode]


def alt_run(stem, rnd, rep, rng, gp=False):
    """An ALT run's output: progress lines tagged with their mode."""
    a, b, c = order(rnd, rep, gp)
    cyc = (a, b, c, a, c, b)
    lines = ["Setting up benchmark 'htab-mem'...",
             "Benchmark 'htab-mem' started."]
    # bench prints Iter 0 to warm-up + duration; the rings park 2.6 MiB
    # in every mode from the first floor segment on
    parked = 0.0
    for i in range(WARMUP + ASECS + 1):
        mode = cyc[i // ALT % 6]
        rate, mem = rate_of(stem, mode)
        if mode in ("floor", "floorgp"):
            parked = FLOOR[stem]["floor"][1] - FLOOR[stem]["imm"][1]
        if i < WARMUP:
            rate *= 0.9
        lines.append(f"{mode} Iter {i:3d} ({rng.gauss(0, 300):.3f}us): "
                     f"per-prod-op {rate * rng.gauss(1.0, 0.01):7.2f}k/s, "
                     f"memory usage "
                     f"{(mem if mode in ('floor', 'floorgp') else mem + parked):7.2f}MiB")
    lines.append(f"Summary: per-prod-op {FLOOR[stem]['series'][0]:7.2f} "
                 f"\u00b1 {0.9:7.2f}k/s, memory usage {3.1:7.2f} \u00b1 "
                 f"{0.3:7.2f}MiB, peak memory usage {3.9:7.2f}MiB, gp  "
                 f"12.000 ms, frees {2300.0:7.2f}k/s")
    return "\n".join(lines) + "\n"


MCYC = {3: 2}   # round -> map_perf_test cycles (ci/guest-floor.sh's MCYC)


def alt_mpt(stem, rnd, rep, rng, gp=False):
    """One map_perf_test file of whole runs taking turns (alt_mpt)."""
    a, b, c = order(rnd, rep, gp)
    lines = []
    for j, mode in enumerate([a, b, c, a, c, b] * MCYC[rnd]):
        rate = rate_of(stem, mode)[0] * rng.gauss(1.0, 0.02)
        lines += [f"{mode} {j} {cpu}:perf {int(rate * (1.0 + cpu / 50))} "
                  "events per sec" for cpu in (1, 0)]
    return "\n".join(lines) + "\n"


def floor_boot(raw, rnd, rng):
    """ci/bench.sh's floor boot of round rnd (ci/guest-floor.sh)."""
    name = f"floor-r{rnd}"
    d = os.path.join(raw, name)
    status = []
    alt = ALT if rnd > 1 else 0
    for rep in (1, 2):
        if alt:
            key = f"{rep}-alt/htab-mem-overwrite-ma"
            os.makedirs(os.path.join(d, f"{rep}-alt"), exist_ok=True)
            text = alt_run("htab-mem-overwrite-ma", rnd, rep, rng)
            if (name, key) == ALT_FAILED[:2]:
                # cut off in the middle, as timeout leaves it
                text = "\n".join(text.splitlines()[:12]) + "\n"
                status.append(f"{key} FAILED {ALT_FAILED[2]}")
            else:
                status.append(f"{key} ok")
            write(os.path.join(d, key + ".txt"), text)
        if rnd in MCYC:
            for stem in FLOOR:
                if stem.startswith("map_perf"):
                    key = f"{rep}-alt/{stem}"
                    write(os.path.join(d, key + ".txt"),
                          alt_mpt(stem, rnd, rep, rng))
                    status.append(f"{key} ok")
            continue
        for mode in ("series", "imm", "floor"):
            os.makedirs(os.path.join(d, f"{rep}-{mode}"), exist_ok=True)
            for stem, modes in FLOOR.items():
                if alt and stem.startswith("htab-mem"):
                    continue
                rate, mem = modes[mode]
                rate *= rng.gauss(1.0, 0.01)
                key = f"{rep}-{mode}/{stem}"
                if (name, key) == FLOOR_FAILED[:2]:
                    status.append(f"{key} FAILED {FLOOR_FAILED[2]}")
                    continue
                if stem.startswith("map_perf"):
                    text = "".join(f"{cpu}:perf {int(rate)} events per sec\n"
                                   for cpu in (1, 0))
                else:
                    text = (f"Summary: per-prod-op {rate:7.2f} \u00b1 "
                            f"{0.2:7.2f}k/s, memory usage {mem:7.2f} \u00b1 "
                            f"{0.05:7.2f}MiB, peak memory usage "
                            f"{mem * 1.2:7.2f}MiB, gp  12.000 ms, frees "
                            f"{rate * 128:7.2f}k/s\n")
                write(os.path.join(d, key + ".txt"), text)
                status.append(f"{key} ok")
    write(os.path.join(d, "status.txt"), "\n".join(status) + "\n")
    write(os.path.join(d, "env"),
          f'CASES="overwrite"\nMPT="4 8 1"\nREPS=2\nROUND={rnd}\n'
          f'ALT={alt}\nASECS={ASECS}\n' +
          (f"MCYC={MCYC[rnd]}\n" if rnd in MCYC else "") +
          ('GP=1\nGP_MPT="4 8"\n' if rnd in GP_ROUNDS else ""))
    # the calibrated delays; the floor's rings hold 13000 x 2 x 104 bytes
    write(os.path.join(d, "delays.txt"),
          f"htab-mem-overwrite-ma {13000 + 100 * rnd}\nmap_perf_test-4 "
          "6400\nmap_perf_test-8 5800\nmap_perf_test-1 5900\n"
          "gp_ms 13.9\nncpu 2\n")


def gp_runs(raw, rnd, rng):
    """The GP runs of floor boot rnd (ci/guest-floor.sh with GP=1), after
    the rest (a random stream of their own)."""
    d = os.path.join(raw, f"floor-r{rnd}")
    status = []
    for rep in (1, 2):
        key = f"{rep}-gp/htab-mem-overwrite-ma"
        os.makedirs(os.path.join(d, f"{rep}-gp"), exist_ok=True)
        write(os.path.join(d, key + ".txt"),
              alt_run("htab-mem-overwrite-ma", rnd, rep, rng, gp=True))
        status.append(f"{key} ok")
        if rnd not in MCYC:
            continue
        for stem in ("map_perf_test-4", "map_perf_test-8"):
            key = f"{rep}-gp/{stem}"
            write(os.path.join(d, key + ".txt"),
                  alt_mpt(stem, rnd, rep, rng, gp=True))
            status.append(f"{key} ok")
    with open(os.path.join(d, "status.txt"), "a", encoding="utf-8") as f:
        f.write("\n".join(status) + "\n")


# rounds whose boots have host-stalls.txt (round 3: none, as before
# ci/stallwatch.py)
STALL_ROUNDS = (1, 2)
# series runs that peak above their round's limit during a host stall:
# batch_add_batch_del's peak target is missed, every run above the limit
# with a stall (add_del_on_diff_cpu's is missed without one)
STALL_PEAKS = {("r1-series", "htab-mem-batch_add_batch_del-ma"): 3.12,
               ("r2-series", "htab-mem-batch_add_batch_del-ma"): 2.97}


def main():
    raw = sys.argv[1]
    rng = random.Random(20261130)
    for rnd in ROUNDS:
        for kernel in ("base", "series"):
            boot(raw, rnd, kernel, rng)
    for cpus in (1, 2):
        for kernel in ("base", "series"):
            icount_boot(raw, cpus, kernel)
    rng = random.Random(20261201)
    for rnd in ROUNDS:
        floor_boot(raw, rnd, rng)
    rng = random.Random(20261205)
    for rnd in GP_ROUNDS:
        gp_runs(raw, rnd, rng)


if __name__ == "__main__":
    main()
