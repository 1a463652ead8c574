#!/usr/bin/env python3
"""Turn the raw results of the benchmark job into tables, JSON and plots.

    ci/report.py RAW OUTDIR [--header FILE] [--cover FILE] [--unit-size BYTES]

RAW holds one directory per boot, <round>-<kernel> (r1-base, r1-series,
r2-base, ...), each with the raw output of the benchmarks run in that boot:
htab-mem-<case>-{ma,prealloc}.txt and rhtab-mem-<case>.txt (selftests
`bench htab-mem`), map_perf_test-{4,8,1}.txt (samples/bpf), batch_dump.txt,
and status.txt ("<name> ok" or "<name> FAILED <reason>", name = file stem).
Optional icount-c<vCPUs>-<kernel> directories hold the same files from
ci/bench.sh's instruction-count boots (QEMU -icount, one per kernel and vCPU
count): a table of their own (JSON key "icount"), without targets; their
failures count as the rounds' do.
Optional floor-r<round> directories hold ci/bench.sh's floor boots (one per
round; ci/guest-floor.sh): in one boot of the series kernel with run-time
knobs, REPS runs of each mode (series, imm: immediate reuse, floor:
immediate reuse delayed by one grace period's worth of frees per cpu), as
<rep>-<mode>/<name>.txt, or with ALT=S in its env file (htab-mem rows) one
run per repetition whose progress lines carry the mode, switched every S
seconds, as <rep>-alt/<name>.txt (with MCYC=N too, map_perf_test rows: 6 x
N whole runs per repetition taking turns, each line tagged with its mode
and run, in the same place), with REPS, CASES and MPT in its env file
and the calibrated delays in delays.txt: a table of ratios between the
modes (JSON
key "floor") and verdicts per row from
their confidence intervals; their failures count as the rounds' do.

Written into OUTDIR:
  results.json   every number: per row and kernel the per-round values
                 (null for a round without data), median, min, max, and the
                 series/base ratio of the medians
  latest.md      the report: --header FILE verbatim, then a table per
                 benchmark (median [min-max] over rounds), the targets, the
                 rows that failed in some boot and the verdict
  plots-data/    gnuplot data files and script (always)
  *.png          memory over time per non-preallocated htab-mem use case and
                 batch dump time against fill level (only if gnuplot is on
                 PATH)

--cover FILE rewrites the text between the lines "<!-- results:begin -->"
and "<!-- results:end -->" of FILE with the report's tables, notes,
failures and verdict (the same text as latest.md, without title, header and
plot links).

A row fails in a boot if status.txt says FAILED, if its file is missing or
holds no result (no Summary line, no events/s line, no "batch_dump done"),
or if the boot's directory is missing; that boot's values are left out of
the medians. Other FAILED lines of status.txt ("boot FAILED ...") count as
failures too. A row that no boot ran at all (no file, no status line: left
out of CASES/RCASES) is left out of the tables and only named, unless no
boot ran any row. The median of an even number of rounds is the mean of the
middle two; a gp of 0 (no sample) counts as missing.

Exit status: 0 every row has data and every target is met, 1 a target is
missed, 2 a row failed or is missing in some boot, or a target could not be
evaluated (everything is still written; 2 wins over 1), 3 usage error,
unreadable input, cover letter without markers (nothing written) or a bug.
A one-line summary goes to stderr.
"""
import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import textwrap
import traceback

KERNELS = ("base", "series")
HTAB_CASES = ("no_op", "overwrite", "batch_add_batch_del",
              "add_del_on_diff_cpu")
# no_op does no map operation (it measures syscall + program cost): no target
TARGET_CASES = ("overwrite", "batch_add_batch_del", "add_del_on_diff_cpu")
BATCH_OPS = ("lookup", "lookup_and_delete")
# Bytes memory.current counts per element of the bench's map: see htab_note()
DEFAULT_UNIT_SIZE = 104
MARK_BEGIN = "<!-- results:begin -->"
MARK_END = "<!-- results:end -->"
BOOT_MISSING = "boot directory missing"

# Targets of the htab-mem tables
OPS_RATIO_MA = 0.95
OPS_RATIO_PREALLOC = 0.98
AVG_MEM_FACTOR = 1.5
PEAK_MEM_FACTOR = 2.0

# map_perf_test: flags, map type, ratio target
MAP_PERF = ((4, "HASH_KMALLOC", 0.95),
            (8, "PERCPU_HASH_KMALLOC", 0.95),
            (1, "HASH_PREALLOC", 0.98))

# htab-mem tables: id, title, file stem pattern, op/s ratio target (None:
# informational), whether the memory targets apply
HTAB_GROUPS = (
    ("htab-mem-ma", "htab-mem, non-preallocated hash map",
     "htab-mem-{case}-ma", OPS_RATIO_MA, True),
    ("htab-mem-prealloc", "htab-mem, preallocated hash map",
     "htab-mem-{case}-prealloc", OPS_RATIO_PREALLOC, False),
    ("rhtab-mem", "rhtab-mem, non-preallocated (informational)",
     "rhtab-mem-{case}", None, False),
)

# Per-round values of one htab-mem run, in Summary order
# ci/stallwatch.py: a host cpu that woke this late was stopped
STALL_MIN_MS = 50
HTAB_METRICS = ("op_kps", "op_kps_stddev", "mem_mib", "mem_mib_stddev",
                "peak_mib", "gp_ms", "frees_kps")

NUM = r"([-+]?(?:\d+(?:\.\d*)?|\.\d+|nan|inf))"
# the "±", whatever its encoding became, or "+-"
SEP = r"\s*(?:\+/?-|[^\d\s.+-]*)\s*"
SUMMARY_RE = re.compile(
    r"Summary:\s*per-prod-op\s+" + NUM + SEP + NUM + r"\s*k/s,"
    r"\s*memory usage\s+" + NUM + SEP + NUM + r"\s*MiB,"
    r"\s*peak memory usage\s+" + NUM + r"\s*MiB"
    r"(?:,\s*gp\s+" + NUM + r"\s*ms)?"
    r"(?:,\s*frees\s+" + NUM + r"\s*k/s)?")
ITER_RE = re.compile(
    r"^Iter\s+(\d+)\s+\([^)]*\):\s*per-prod-op\s+" + NUM +
    r"\s*k/s,\s*memory usage\s+" + NUM + r"\s*MiB")
MAP_PERF_RE = re.compile(r"^\s*(\d+):\S+.*?\s(\d+(?:\.\d+)?) events per sec")
BATCH_RE = re.compile(
    r"^batch_dump\s+entries=(\d+)\s+op=(\S+)\s+ms=" + NUM +
    r"\s+min=" + NUM + r"\s+max=" + NUM)
BOOT_RE = re.compile(r"^r(\d+)-(base|series)$")
# ci/bench.sh's instruction-count boots: icount-c<vCPUs>-<kernel>
ICOUNT_RE = re.compile(r"^icount-c(\d+)-(base|series)$")
# ci/bench.sh's floor boots: floor-r<round>
FLOOR_RE = re.compile(r"^floor-r(\d+)$")
FLOOR_MODES = ("series", "imm", "floor")
# The floor table's ratios: key, numerator mode, denominator mode
FLOOR_RATIOS = (("series_imm", "series", "imm"),
                ("floor_imm", "floor", "imm"),
                ("series_floor", "series", "floor"))
# With GP=1, the GP runs' (<rep>-gp/, modes series, floor and floorgp:
# the floor plus grace periods back to back driven from outside the
# allocator)
GP_RATIOS = (("floorgp_floor", "floorgp", "floor"),
             ("series_floorgp", "series", "floorgp"))
ALL_RATIOS = FLOOR_RATIOS + GP_RATIOS
# map_perf_test 1 (preallocated) is a control: no mode changes it
FLOOR_CONTROL = "map_perf_test-1"
NUM_LIST_RE = re.compile(
    r"\[\s*((?:[-\d.eE+]+|null)(?:,\s*(?:[-\d.eE+]+|null))*)\s*\]")


class UsageError(Exception):
    pass


class NoResult(Exception):
    """A benchmark file that exists but holds no usable result."""


# ---------------------------------------------------------------- helpers

def number(text):
    value = float(text)
    return None if math.isnan(value) or math.isinf(value) else value


def rounded(value, digits=6):
    return None if value is None else round(value, digits)


def mean(values):
    # math.fsum: the same result on every Python version (sum() changed)
    return math.fsum(values) / len(values)


def stats(values):
    """values: per-round list with None for rounds without data."""
    present = [v for v in values if v is not None]
    if not present:
        return {"values": values, "median": None, "min": None, "max": None}
    return {"values": values,
            "median": rounded(statistics.median(present)),
            "min": min(present), "max": max(present)}


def ratio(base, series):
    if base is None or series is None or base == 0:
        return None
    return rounded(series / base)


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", errors="replace")


# ---------------------------------------------------------------- input

class Boot:
    """One boot: RAW/r<round>-<kernel>/ and its status.txt."""

    def __init__(self, raw, rnd, kernel, name=None):
        self.round = rnd
        self.kernel = kernel
        self.name = name or f"r{rnd}-{kernel}"
        self.path = os.path.join(raw, self.name)
        self.exists = os.path.isdir(self.path)
        self.status = self._read_status()
        self.stalls = self.host_stalls()

    def _read_status(self):
        status = {}
        path = os.path.join(self.path, "status.txt")
        if not os.path.isfile(path):
            return status
        for line in read_text(path).splitlines():
            parts = line.split(None, 2)
            if len(parts) >= 2:
                reason = parts[2].strip() if len(parts) > 2 else ""
                status[parts[0]] = (parts[1], reason)
        return status

    def mentions(self, stem):
        """The boot ran this row: a status line or an output file."""
        return stem in self.status or \
            os.path.isfile(os.path.join(self.path, stem + ".txt"))

    def release(self):
        path = os.path.join(self.path, "uname.txt")
        if not os.path.isfile(path):
            return None
        words = read_text(path).split()
        if not words:
            return None
        # `uname -a` (Linux host release ...) or `uname -r`
        return words[2] if words[0] == "Linux" and len(words) > 2 \
            else words[0]

    def layout_pad(self):
        """LAYOUT_PAD from the boot's env file (ci/bench.sh), or None."""
        path = os.path.join(self.path, "env")
        if not os.path.isfile(path):
            return None
        for line in read_text(path).splitlines():
            if line.startswith("LAYOUT_PAD="):
                try:
                    return int(line.split("=", 1)[1])
                except ValueError:
                    return None
        return None

    def host_stalls(self):
        """(stalls, spans) from the boot's host-stalls.txt
        (ci/stallwatch.py), or None: stalls [(host seconds, ms)] of
        STALL_MIN_MS or more, spans {benchmark: (start, end)}."""
        path = os.path.join(self.path, "host-stalls.txt")
        if not os.path.isfile(path):
            return None
        stalls, starts, spans = [], {}, {}
        for line in read_text(path).splitlines():
            w = line.split()
            try:
                if w[0] == "stall" and len(w) == 4:
                    if float(w[3]) >= STALL_MIN_MS:
                        stalls.append((float(w[2]), float(w[3])))
                elif w[0] == "start" and len(w) == 3:
                    starts[w[1]] = float(w[2])
                elif w[0] == "end" and len(w) == 3 and w[1] in starts:
                    spans[w[1]] = (starts[w[1]], float(w[2]))
            except (IndexError, ValueError):
                continue
        return stalls, spans

    def stalls_during(self, stem):
        """{"n", "ms"}: the host's stalls during benchmark stem (either
        host cpu; a stall of both cpus counts twice), or None."""
        if self.stalls is None or stem not in self.stalls[1]:
            return None
        start, end = self.stalls[1][stem]
        hit = [ms for t, ms in self.stalls[0]
               if t < end and t + ms / 1000 > start]
        return {"n": len(hit), "ms": rounded(sum(hit), 1)}

    def unknown_failures(self, known):
        """FAILED lines not about a row in known, like "boot FAILED ..."."""
        return [{"row": name, "boot": self.name,
                 "reason": "FAILED" + (f": {why}" if why else "")}
                for name, (word, why) in self.status.items()
                if word == "FAILED" and name not in known]

    def load(self, stem, parse, failures):
        """Parse RAW/<boot>/<stem>.txt, or record why there is no result."""
        reason = None
        fname = stem + ".txt"
        path = os.path.join(self.path, fname)
        word, why = self.status.get(stem, ("", ""))
        if not self.exists:
            reason = BOOT_MISSING
        elif word == "FAILED":
            reason = "FAILED" + (f": {why}" if why else "")
        elif not os.path.isfile(path):
            reason = f"no {fname}"
        else:
            try:
                return parse(read_text(path))
            except NoResult as e:
                reason = str(e)
        failures.append({"row": stem, "boot": self.name, "reason": reason})
        return None


def find_rounds(raw):
    if not os.path.isdir(raw):
        raise UsageError(f"{raw}: not a directory")
    rounds = set()
    for entry in os.listdir(raw):
        m = BOOT_RE.match(entry)
        if m and os.path.isdir(os.path.join(raw, entry)):
            rounds.add(int(m.group(1)))
    if not rounds:
        raise UsageError(f"{raw}: no r<N>-base or r<N>-series directory")
    return sorted(rounds)


class Raw:
    """RAW: its boots, and what went wrong in them."""

    def __init__(self, path):
        self.rounds = find_rounds(path)
        self.boots = {(r, k): Boot(path, r, k)
                      for r in self.rounds for k in KERNELS}
        self.failures = []
        self.not_run = []
        self.iters = {}         # (stem, kernel, round) -> Iter samples
        # Rows no boot mentions were not selected (CASES, RCASES), unless
        # no boot mentions any row: then every row is missing.
        self.any_row = any(b.mentions(stem) for b in self.boots.values()
                           for stem in known_rows())
        self._unknown_failures()

    def _unknown_failures(self):
        known = set(known_rows())
        for boot in self.boots.values():
            self.failures += boot.unknown_failures(known)

    def runs(self, stem, parse):
        """{kernel: [parsed result or None, per round]}, None if not run."""
        if self.any_row and not any(b.mentions(stem)
                                    for b in self.boots.values()):
            self.not_run.append(stem)
            return None
        return {k: [self.boots[r, k].load(stem, parse, self.failures)
                    for r in self.rounds] for k in KERNELS}

    def layout_pads(self):
        """{round: code shift in bytes} for rounds whose boots say it."""
        pads = {}
        for r in self.rounds:
            found = {self.boots[r, k].layout_pad() for k in KERNELS} - {None}
            if len(found) == 1:
                pads[r] = found.pop()
        return pads

    def releases(self):
        return {k: sorted({self.boots[r, k].release()
                           for r in self.rounds} - {None})
                for k in KERNELS}


def known_rows():
    stems = [pattern.format(case=case) for _, _, pattern, _, _ in HTAB_GROUPS
             for case in HTAB_CASES]
    stems += [f"map_perf_test-{flags}" for flags, _, _ in MAP_PERF]
    return stems + ["batch_dump"]


def parse_htab_mem(text):
    summary = None
    iters = []
    for line in text.splitlines():
        m = ITER_RE.match(line)
        if m:
            iters.append([int(m.group(1)), number(m.group(2)),
                          number(m.group(3))])
            continue
        m = SUMMARY_RE.search(line)
        if m:
            summary = [None if g is None else number(g) for g in m.groups()]
    if summary is None:
        raise NoResult("no Summary line")
    result = dict(zip(HTAB_METRICS, summary))
    if result["gp_ms"] == 0:
        result["gp_ms"] = None      # the bench prints 0 when it has no sample
    return result, iters


def parse_map_perf(text):
    per_cpu = {}
    for line in text.splitlines():
        m = MAP_PERF_RE.match(line)
        if m:
            per_cpu[int(m.group(1))] = float(m.group(2))
    if not per_cpu:
        raise NoResult("no 'events per sec' line")
    values = [per_cpu[cpu] for cpu in sorted(per_cpu)]
    return {"events_per_s": rounded(mean(values)), "per_cpu": values}


def parse_batch_dump(text):
    samples = {}
    done = False
    for line in text.splitlines():
        if line.strip() == "batch_dump done":
            done = True
        m = BATCH_RE.match(line)
        if m:
            key = (int(m.group(1)), m.group(2))
            samples.setdefault(key, []).append(
                [number(m.group(i)) for i in (3, 4, 5)])
    if not done:
        raise NoResult("no 'batch_dump done' line")
    result = {}
    for key, rows in samples.items():
        # mean if a fill level and op were measured more than once
        result[key] = {name: rounded(mean([r[i] for r in rows]))
                       for i, name in enumerate(("ms", "min_ms", "max_ms"))}
    return result


# ---------------------------------------------------------------- tables

def target(name, rule, value, limit, met, why=None):
    return {"name": name, "rule": rule,
            "value": rounded(value), "limit": rounded(limit),
            "met": met, "not_evaluated": why}


def check_le(name, rule, value, limit, why):
    if value is None or limit is None:
        return target(name, rule, value, limit, None, why)
    return target(name, rule, value, limit, value <= limit)


def check_ratio(name, value, minimum):
    rule = f"series/base >= {minimum:.2f}"
    if value is None:
        return target(name, rule, None, minimum, None, "no data")
    return target(name, rule, value, minimum, value >= minimum)


def verdict_of(targets):
    if not targets:
        return None
    missed = [t["name"] for t in targets if t["met"] is False]
    if missed:
        return "MISSED (" + ", ".join(missed) + ")"
    if any(t["met"] is None for t in targets):
        return "n/a"
    return "met"


def metric_block(per_kernel, key):
    block = {k: stats([None if r is None else r[key]
                       for r in per_kernel[k]]) for k in KERNELS}
    block["ratio"] = ratio(block["base"]["median"], block["series"]["median"])
    return block


def floor_mib(run, unit_size):
    """R x T x unit_size: elements freed during one grace period."""
    if run is None or run["gp_ms"] is None or run["frees_kps"] is None:
        return None
    freed = run["frees_kps"] * 1000 * run["gp_ms"] / 1000
    return rounded(freed * unit_size / 1048576)


def mem_limit(base, floor, factor):
    """A memory target: factor x (base + floor), in MiB."""
    return factor * (base + floor)


def round_limit(base, series, key, factor, unit_size):
    """One round's memory limit, factor x (base + floor), from its base
    and series runs (parse_htab_mem() results) and metric key (mem_mib,
    peak_mib), or None."""
    floor = None if series is None else floor_mib(series, unit_size)
    if base is None or base[key] is None or floor is None:
        return None
    return rounded(mem_limit(base[key], floor, factor))


def htab_targets(metrics, floor, ops_ratio, mem_targets):
    targets = [check_ratio("op/s", metrics["op_kps"]["ratio"], ops_ratio)]
    if not mem_targets:
        return targets
    why = "no gp/frees in the series runs" if floor is None else "no data"
    for name, key, factor in (("avg mem", "mem_mib", AVG_MEM_FACTOR),
                              ("peak mem", "peak_mib", PEAK_MEM_FACTOR)):
        base = metrics[key]["base"]["median"]
        series = metrics[key]["series"]["median"]
        limit = None
        if base is not None and floor is not None:
            limit = mem_limit(base, floor, factor)
        rule = f"series <= {factor:g} x (base + floor)"
        targets.append(check_le(name, rule, series, limit, why))
    return targets


def htab_group(raw, group, unit_size):
    gid, title, pattern, ops_ratio, mem_targets = group
    rows = []
    for case in HTAB_CASES:
        stem = pattern.format(case=case)
        runs = raw.runs(stem, parse_htab_mem)
        if runs is None:
            continue
        per_kernel = {}
        for kernel in KERNELS:
            per_kernel[kernel] = [None if r is None else r[0]
                                  for r in runs[kernel]]
            for rnd, res in zip(raw.rounds, runs[kernel]):
                if res is not None:
                    raw.iters[stem, kernel, rnd] = res[1]
        metrics = {m: metric_block(per_kernel, m) for m in HTAB_METRICS}
        floor = stats([floor_mib(r, unit_size) for r in per_kernel["series"]])
        stalls = {k: [raw.boots[rnd, k].stalls_during(stem)
                      for rnd in raw.rounds] for k in KERNELS}
        for k in KERNELS:
            for st, res in zip(stalls[k], per_kernel[k]):
                if st is not None and res is not None:
                    st["peak_mib"] = res["peak_mib"]
        targets = []
        if ops_ratio is not None and case in TARGET_CASES:
            targets = htab_targets(metrics, floor["median"], ops_ratio,
                                   mem_targets)
        row = {"case": case, "file": stem, "metrics": metrics,
               "floor_mib": floor, "targets": targets,
               "verdict": verdict_of(targets)}
        row["series_peaks"] = [None if r is None else r["peak_mib"]
                               for r in per_kernel["series"]]
        row["round_peak_limits"] = [
            round_limit(b, s, "peak_mib", PEAK_MEM_FACTOR, unit_size)
            for b, s in zip(per_kernel["base"], per_kernel["series"])]
        if any(st is not None for k in KERNELS for st in stalls[k]):
            row["host_stalls"] = stalls
        rows.append(row)
    return {"id": gid, "title": title, "rows": rows}


def map_perf_group(raw):
    rows = []
    for flags, name, minimum in MAP_PERF:
        stem = f"map_perf_test-{flags}"
        runs = raw.runs(stem, parse_map_perf)
        if runs is None:
            continue
        metric = metric_block(runs, "events_per_s")
        for k in KERNELS:
            metric[k]["per_cpu"] = [None if r is None else r["per_cpu"]
                                    for r in runs[k]]
        targets = [check_ratio("events/s", metric["ratio"], minimum)]
        rows.append({"flags": flags, "map": name, "file": stem,
                     "metrics": {"events_per_s": metric},
                     "targets": targets, "verdict": verdict_of(targets)})
    return {"id": "map_perf_test", "title": "map_perf_test (samples/bpf)",
            "rows": rows}


def batch_key(key):
    entries, op = key
    order = BATCH_OPS.index(op) if op in BATCH_OPS else len(BATCH_OPS)
    return entries, order, op


def batch_dump_group(raw):
    stem = "batch_dump"
    group = {"id": "batch_dump", "title": "batch dump, non-preallocated "
             "hash map (informational)", "rows": []}
    runs = raw.runs(stem, parse_batch_dump)
    if runs is None:
        return group
    keys = sorted({key for k in KERNELS for run in runs[k] if run
                   for key in run}, key=batch_key)
    for kernel in KERNELS:
        for rnd, run in zip(raw.rounds, runs[kernel]):
            for key in keys:
                if run is not None and key not in run:
                    raw.failures.append({
                        "row": f"{stem} entries={key[0]} op={key[1]}",
                        "boot": f"r{rnd}-{kernel}", "reason": "no line"})
    for key in keys:
        per_kernel = {k: [None if run is None else run.get(key)
                          for run in runs[k]] for k in KERNELS}
        metrics = {m: metric_block(per_kernel, m)
                   for m in ("ms", "min_ms", "max_ms")}
        group["rows"].append({"entries": key[0], "op": key[1], "file": stem,
                              "metrics": metrics, "targets": [],
                              "verdict": None})
    return group


def icount_group(path):
    """Rows of the instruction-count boots (QEMU -icount), if any, and
    what failed in them.

    RAW/icount-c<vCPUs>-<kernel>/: one boot per kernel and vCPU count; the
    guest's clock counts instructions, so its rates are operations per
    instruction. No targets: the timed rounds carry them; a failed row or
    boot counts as one of theirs.
    """
    cpus = set()
    for entry in os.listdir(path):
        m = ICOUNT_RE.match(entry)
        if m and os.path.isdir(os.path.join(path, entry)):
            cpus.add(int(m.group(1)))
    rows, failures = [], []
    stems = [(pattern.format(case=case), "op_kps", "k op/s")
             for _, _, pattern, _, _ in HTAB_GROUPS for case in HTAB_CASES]
    stems += [(f"map_perf_test-{flags}", "events_per_s", "events/s")
              for flags, _, _ in MAP_PERF]
    known = {stem for stem, _, _ in stems}
    for n in sorted(cpus):
        boots = {k: Boot(path, 0, k, f"icount-c{n}-{k}") for k in KERNELS}
        for boot in boots.values():
            if not boot.exists:
                failures.append({"row": "every row", "boot": boot.name,
                                 "reason": BOOT_MISSING})
            failures += boot.unknown_failures(known)
        for stem, key, unit in stems:
            if not any(b.mentions(stem) for b in boots.values()):
                continue
            parse = parse_map_perf if stem.startswith("map_perf") else \
                (lambda text: parse_htab_mem(text)[0])
            val = {k: boots[k].load(stem, parse, failures)
                   if boots[k].exists else None for k in KERNELS}
            row = {"file": stem, "cpus": n, "unit": unit}
            for k in KERNELS:
                row[k] = val[k][key] if val[k] else None
                if unit == "events/s":
                    row[k + "_per_cpu"] = val[k]["per_cpu"] if val[k] \
                        else None
                else:
                    row[k + "_mem_mib"] = val[k]["mem_mib"] if val[k] \
                        else None
            row["ratio"] = ratio(row["base"], row["series"])
            rows.append(row)
    return {"id": "icount", "rows": rows}, failures


def icount_section(group):
    rows = []
    for r in group["rows"]:
        mem = ""
        if r.get("base_mem_mib") is not None and \
                r.get("series_mem_mib") is not None:
            mem = f"{r['base_mem_mib']:.2f} / {r['series_mem_mib']:.2f}"
        digits, sep = (0, ",") if r["unit"] == "events/s" else (2, "")
        rows.append([r["file"], str(r["cpus"]),
                     fmt(r["base"], digits, sep=sep),
                     fmt(r["series"], digits, sep=sep),
                     r["unit"], fmt_ratio(r["ratio"]), mem])
    table = md_table(["benchmark", "vCPUs", "base", "series", "unit",
                      "ratio", "memory MiB (base / series)"],
                     rows, {1, 2, 3, 5})
    note = para(
        "One boot per kernel and vCPU count under QEMU -icount "
        "shift=0,sleep=off (ci/bench.sh, ICOUNT_CPUS): the guest's clock "
        "advances one nanosecond per instruction executed (and skips idle "
        "time), so a rate per second is a rate per 10^9 instructions, "
        "repeatable (htab-mem's to 0.1% between two boots of the same "
        "kernel) and the same for any code layout. Cache misses and other "
        "memory costs are not in them; the timed rounds above carry those, "
        "and the targets. With 2 vCPUs the two "
        "share one clock (QEMU runs them in turn), so a producer's rate "
        "also counts the other cpu's instructions, and map_perf_test's "
        "cpu 0 moved by up to 4% between two boots of the same kernel, "
        "and by 24% between two runs of `make` on the same kernel code "
        "but for the memory-usage reader (results/20261201T124825Z and "
        "20261201T184416Z); its cpu 1 by 0.3%.")
    return f"## Instruction counts (QEMU -icount)\n\n{table}\n\n{note}"


def read_env(path):
    """KEY=VALUE lines of a boot's env file (ci/bench.sh), unquoted."""
    env = {}
    if os.path.isfile(path):
        for line in read_text(path).splitlines():
            if "=" in line:
                key, value = line.split("=", 1)
                env[key.strip()] = value.strip().strip('"')
    return env


def read_delays(path):
    """OUT/delays.txt of a floor boot: {name: number} (the benchmarks' D,
    gp_ms, ncpu), {} if missing."""
    out = {}
    if os.path.isfile(path):
        for line in read_text(path).splitlines():
            parts = line.split()
            if len(parts) == 2:
                try:
                    out[parts[0]] = float(parts[1])
                except ValueError:
                    pass
    return out


def t_quantile(df):
    """Two-sided 95% quantile of Student's t with df degrees of freedom."""
    table = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
             2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131)
    return table[df - 1] if df <= len(table) else 1.96 + 2.5 / df


def geomean(values):
    """Geometric mean of positive values."""
    return math.exp(math.fsum(math.log(v) for v in values) / len(values))


def boot_stats(per_boot):
    """per_boot: {boot: [ratio, ...]} -> the geometric mean over boots of
    each boot's geometric mean, with its standard error and 95% confidence
    interval over boots (Student's t): runs within one boot share its code
    layout and host state, so the boot is the unit, not the run."""
    means = [geomean(rs) for rs in per_boot.values() if rs]
    if not means:
        return None
    logs = [math.log(m) for m in means]
    g = math.exp(math.fsum(logs) / len(logs))
    res = {"geomean": rounded(g), "se": None, "lo": None, "hi": None,
           "boots": len(means),
           "runs": sum(len(rs) for rs in per_boot.values()),
           "min": rounded(min(means)), "max": rounded(max(means))}
    if len(logs) > 1:
        sd = statistics.stdev(logs) / math.sqrt(len(logs))
        half = t_quantile(len(logs) - 1) * sd
        res.update(se=rounded(g * sd),
                   lo=rounded(g * math.exp(-half)),
                   hi=rounded(g * math.exp(half)))
    return res


def alt_segments(text, alt, drop=1, warmup=0):
    """An ALT run's segments of alt progress lines, in order: [(mode, mean
    rate, mean MiB)]. The first drop lines of each segment (the one in
    which the switch happened, and with drop=2 the next, in which the
    last mode's parked objects may still be trimmed) are left out, and so
    are the bench's warmup lines (Iter 0 to warmup - 1)."""
    segs = {}
    for line in text.splitlines():
        # "<mode> Iter N (...): ..." (ci/guest-floor.sh, ci/dev/inboot.sh)
        mode, _, rest = line.partition(" ")
        m = ITER_RE.match(rest)
        if not m:
            continue
        i = int(m.group(1))
        if i % alt < drop or i < warmup:
            continue
        segs.setdefault(i // alt, []).append(
            (mode, number(m.group(2)), number(m.group(3))))
    out = []
    for k in sorted(segs):
        rows = segs[k]
        modes = {r[0] for r in rows}
        if len(modes) != 1:
            raise NoResult(f"segment {k} mixes modes {sorted(modes)}")
        out.append((rows[0][0], statistics.mean(r[1] for r in rows),
                    statistics.mean(r[2] for r in rows)))
    return out


def alt_mpt_runs(text):
    """A map_perf_test file of whole runs in which the modes took turns
    (ci/guest-floor.sh's alt_mpt, ci/dev/inboot.sh with ALT and MPT), in
    order: [(mode, mean events/s over cpus, None)], one per run, from its
    "<mode> <run> <cpu>:<name> ... events per sec" lines."""
    runs = {}
    for line in text.splitlines():
        mode, _, rest = line.partition(" ")
        j, _, rest = rest.partition(" ")
        m = MAP_PERF_RE.match(rest)
        if m and j.isdigit():
            runs.setdefault(int(j), (mode, {}))[1][int(m.group(1))] = \
                float(m.group(2))
    if not runs:
        raise NoResult("no tagged 'events per sec' line")
    # a run missing (or a cpu's line) would pair runs that did not run
    # side by side, or weigh the cpus, whose rates differ, differently
    if sorted(runs) != list(range(len(runs))):
        raise NoResult("runs missing: indices "
                       f"{sorted(set(range(max(runs) + 1)) - set(runs))}")
    cpus = {frozenset(v) for _, v in runs.values()}
    if len(cpus) > 1:
        raise NoResult("runs report different cpus")
    return [(mode, statistics.mean(v.values()), None)
            for mode, v in (runs[j] for j in sorted(runs))]


def alt_pairs(segs, mode, ref):
    """Each mode segment's rate over the geometric mean of the ref
    segments beside it (one or two), so that a drift of the host's speed
    slower than a segment cancels."""
    out = []
    for i, (m, rate, _) in enumerate(segs):
        if m != mode:
            continue
        nb = [segs[j][1] for j in (i - 1, i + 1)
              if 0 <= j < len(segs) and segs[j][0] == ref]
        if nb and rate > 0 and all(nb):
            out.append(rate / math.exp(statistics.mean(
                math.log(x) for x in nb)))
    return out


def floor_verdict(stem, r):
    """Verdict codes of one floor row: (floor vs the target, series vs
    the floor, and where GP runs give an interval, series vs the floor
    with GPs back to back), from the 95% confidence intervals over
    boots."""
    si, fi, sf = r["series_imm"], r["floor_imm"], r["series_floor"]
    sg = r.get("series_floorgp")
    gp = ()
    if sg is not None and sg["lo"] is not None:
        gp = ("gp_below",) if sg["hi"] < 1 else \
            ("gp_above",) if sg["lo"] > 1 else ("gp_at",)
    if stem == FLOOR_CONTROL:
        if si is None or si["lo"] is None:
            return ("control", "n/a") + gp
        return ("control", "unchanged" if si["lo"] <= 1 <= si["hi"]
                else "MOVED") + gp
    if fi is None or sf is None or fi["lo"] is None or sf["lo"] is None:
        return ("n/a", "n/a") + gp
    if fi["hi"] < OPS_RATIO_MA:
        floor = "misses"
    elif fi["lo"] >= OPS_RATIO_MA:
        floor = "meets"
    else:
        floor = "unresolved"
    if sf["hi"] < 1:
        series = "below"
    elif sf["lo"] > 1:
        series = "above"
    else:
        series = "at"
    return (floor, series) + gp


FLOOR_TEXT = {"misses": f"the floor misses {OPS_RATIO_MA:.2f}x",
              "meets": f"the floor meets {OPS_RATIO_MA:.2f}x",
              "unresolved": f"the floor vs {OPS_RATIO_MA:.2f}x unresolved",
              "at": "series at the floor",
              "below": "series BELOW the floor",
              "above": "series above the floor (no lower bound)",
              "unchanged": "unchanged by the modes",
              "MOVED": "MOVED between the modes",
              "gp_at": "series at the floor with GPs back to back",
              "gp_below": "series BELOW the floor with GPs back to back",
              "gp_above": "series above the floor with GPs back to back",
              "n/a": "n/a"}


def floor_alt(boot, stem, reps, alt, warmup, row, failures, kind="alt"):
    """One floor boot's ALT runs of a row (<rep>-<kind>/<stem>.txt; kind
    alt: FLOOR_RATIOS, gp: GP_RATIOS): per run and ratio the geometric
    mean of its pairs of neighbouring segments (for map_perf_test: of
    whole runs) into row["ratios"], each mode's mean memory over its
    segments into row["mem"] (htab-mem, kind alt). No "parked" check:
    once the first floor segment filled the rings, their objects stay
    parked in every mode."""
    ratios = GP_RATIOS if kind == "gp" else FLOOR_RATIOS
    if stem.startswith("map_perf"):
        parse = alt_mpt_runs
    else:
        def parse(text):
            return alt_segments(text, alt, warmup=warmup)
    for rep in range(1, reps + 1):
        run = f"{rep}-{kind}"
        n = len(failures)
        segs = boot.load(f"{run}/{stem}", parse, failures)
        if len(failures) > n:
            failures[-1].update(row=stem, boot=f"{boot.name} {run}")
            continue
        for key, a, b in ratios:
            rs = alt_pairs(segs, a, b)
            if not rs:
                failures.append({"row": stem, "boot": f"{boot.name} {run}",
                                 "reason": f"no {a} segment beside a {b} "
                                           "segment"})
                continue
            row["ratios"][key].setdefault(boot.round, []).append(geomean(rs))
        if kind == "gp":
            continue
        for m in FLOOR_MODES:
            mem = [sg[2] for sg in segs if sg[0] == m and sg[2] is not None]
            if mem:
                row["mem"][m].append(statistics.mean(mem))


def floor_group(path, rounds):
    """The floor table from RAW/floor-r<round>/, and what failed there.

    Per row, the ratios between two modes' rates in the same repetition of
    the same boot, per boot their geometric mean, then over boots (see
    boot_stats). Memory: median over runs of each mode's average, for
    htab-mem rows. rounds: the timed rounds; once any floor boot exists,
    each round must have one.
    """
    found = {int(m.group(1)): e for e in os.listdir(path)
             if (m := FLOOR_RE.match(e)) and
             os.path.isdir(os.path.join(path, e))}
    if not found:
        return None, []
    failures, rows, alts, mcycs, pads = [], {}, set(), set(), {}
    for rnd in sorted(set(rounds) | set(found)):
        name = f"floor-r{rnd}"
        boot = Boot(path, rnd, "floor", name)
        if not boot.exists:
            failures.append({"row": "every row", "boot": name,
                             "reason": BOOT_MISSING})
            continue
        pads[rnd] = boot.layout_pad()
        env = read_env(os.path.join(boot.path, "env"))
        try:
            reps = int(env["REPS"])
            stems = [f"htab-mem-{c}-ma" for c in env["CASES"].split()]
            stems += [f"map_perf_test-{t}" for t in env["MPT"].split()]
        except (KeyError, ValueError):
            failures.append({"row": "every row", "boot": name,
                             "reason": "no REPS, CASES or MPT in its env "
                                       "file"})
            continue
        try:
            alt = int(env.get("ALT", "0"))
            asecs = int(env["ASECS"]) if alt else None
            warmup = int(env.get("WARMUP", "0"))
            # map_perf_test alternates too (whole runs taking turns) in
            # boots whose env sets MCYC; before, it ran whole per mode
            mcyc = int(env.get("MCYC", "0")) if alt else 0
            # GP runs (floorgp), of CASES and GP_MPT's tests
            gp = int(env.get("GP", "0")) if alt else 0
            gp_stems = [f"htab-mem-{c}-ma" for c in env["CASES"].split()]
            gp_stems += [f"map_perf_test-{t}"
                         for t in env.get("GP_MPT", "").split()]
        except (KeyError, ValueError):
            failures.append({"row": "every row", "boot": name,
                             "reason": "ALT without ASECS, or not a "
                                       "number, in its env file"})
            continue
        if env["CASES"].split():
            alts.add((alt, asecs) if alt else (0, 0))
        mcycs.add(mcyc if env["MPT"].split() else None)
        delays = read_delays(os.path.join(boot.path, "delays.txt"))
        names = {f"{d}/{stem}" for d in ["cal"] + [
            f"{rep}-{m}" for rep in range(1, reps + 1)
            for m in FLOOR_MODES + ("alt", "gp")]
            for stem in stems + ["htab-mem-overwrite-ma"]}
        failures += boot.unknown_failures(names)
        for stem in stems:
            mpt = stem.startswith("map_perf")
            row = rows.setdefault(stem, {
                "ratios": {k: {} for k, _, _ in ALL_RATIOS},
                "mem": {m: [] for m in FLOOR_MODES}, "delay": [],
                "parked": []})
            if stem in delays:
                row["delay"].append(delays[stem])
            if gp and stem in gp_stems and (mcyc or not mpt):
                floor_alt(boot, stem, reps, alt, warmup, row, failures,
                          "gp")
            if alt and (mcyc or not mpt):
                floor_alt(boot, stem, reps, alt, warmup, row, failures)
                continue
            for rep in range(1, reps + 1):
                val = {}
                for m in FLOOR_MODES:
                    parse = parse_map_perf if mpt else \
                        (lambda text: parse_htab_mem(text)[0])
                    run = f"{rep}-{m}"
                    n = len(failures)
                    val[m] = boot.load(f"{run}/{stem}", parse, failures)
                    if len(failures) > n:
                        failures[-1].update(row=stem, boot=f"{name} {run}")
                    elif not val[m]["events_per_s" if mpt else "op_kps"]:
                        failures.append({"row": stem,
                                         "boot": f"{name} {run}",
                                         "reason": "rate 0"})
                        val[m] = None
                if any(v is None for v in val.values()):
                    continue
                rate = {m: v["events_per_s" if mpt else "op_kps"]
                        for m, v in val.items()}
                for key, a, b in FLOOR_RATIOS:
                    row["ratios"][key].setdefault(rnd, []).append(
                        rate[a] / rate[b])
                if mpt:
                    continue
                for m in FLOOR_MODES:
                    if val[m]["mem_mib"] is not None:
                        row["mem"][m].append(val[m]["mem_mib"])
                if None not in (val["floor"]["mem_mib"],
                                val["imm"]["mem_mib"]) and \
                        "ncpu" in delays and stem in delays:
                    # what the floor parked above imm, over what its
                    # rings hold: D objects per cpu of 104 bytes
                    want = delays[stem] * delays["ncpu"] * \
                        DEFAULT_UNIT_SIZE / 1048576
                    row["parked"].append((val["floor"]["mem_mib"] -
                                          val["imm"]["mem_mib"]) / want)
    out = []
    for stem, row in rows.items():
        res = {"file": stem}
        # the GP ratios only where the floor boots ran GP runs
        keys = [k for k, _, _ in FLOOR_RATIOS] + [
            k for k, _, _ in GP_RATIOS if row["ratios"][k]]
        for key in keys:
            res[key] = boot_stats(row["ratios"][key])
        # each boot's geometric mean, for what the layout does
        res["per_boot"] = {
            key: [{"round": rnd, "layout": pads.get(rnd), "runs": len(rs),
                   "geomean": rounded(geomean(rs))}
                  for rnd, rs in sorted(row["ratios"][key].items()) if rs]
            for key in keys}
        res["delay"] = rounded(statistics.median(row["delay"])) \
            if row["delay"] else None
        res["mem_mib"] = None if stem.startswith("map_perf") else \
            {m: rounded(statistics.median(v)) if v else None
             for m, v in row["mem"].items()}
        res["floor_parked"] = rounded(statistics.median(row["parked"])) \
            if row["parked"] else None
        res["verdict"] = floor_verdict(stem, res)
        out.append(res)
    alt = max(alts) if alts else (0, 0)
    return {"id": "floor", "rounds": sorted(found), "rows": out,
            "alt": alt[0], "alt_secs": alt[1] or None,
            "alt_mixed": ("whole" if (0, 0) in alts else "settings")
            if len(alts) > 1 else None,
            **({"mpt_cycles": max(mcycs - {None, 0}),
                "mpt_mixed": ("whole" if 0 in mcycs else "cycles")
                if len(mcycs - {None}) > 1 else None}
               if mcycs - {None, 0} else {})}, failures


def floor_cell(r):
    if r is None:
        return "—"
    if r["lo"] is None:
        return f"{r['geomean']:.3f}x"
    return f"{r['geomean']:.3f}x [{r['lo']:.2f}–{r['hi']:.2f}]"


def has_gp(group):
    """Whether any floor row has GP runs (floorgp)."""
    return any("series_floorgp" in r for r in group["rows"])


def floor_section(group):
    rows = []
    gp = has_gp(group)
    for r in group["rows"]:
        mem = "—"
        if r["mem_mib"] and None not in r["mem_mib"].values():
            mem = " / ".join(f"{r['mem_mib'][m]:.2f}" for m in FLOOR_MODES)
        runs = r["series_imm"]
        n = f"{runs['boots']} / {runs['runs']}" if runs else "0"
        rows.append([r["file"], fmt(r["delay"], 0, sep=","), n,
                     floor_cell(r["series_imm"]), floor_cell(r["floor_imm"]),
                     floor_cell(r["series_floor"])] +
                    ([floor_cell(r.get("floorgp_floor")),
                      floor_cell(r.get("series_floorgp"))] if gp else []) +
                    [mem, "; ".join(dict.fromkeys(
                        FLOOR_TEXT[v] for v in r["verdict"]
                        if v != "control"))])
    table = md_table(["benchmark", "D", "boots / runs", "series / imm",
                      "floor / imm", "series / floor"] +
                     (["floor+GPs / floor", "series / floor+GPs"]
                      if gp else []) +
                     ["avg MiB series / imm / floor", "verdict"],
                     rows, set(range(1, 9 if gp else 7)))
    rounds = sorted({b["round"] for r in group["rows"]
                     for bs in r.get("per_boot", {}).values() for b in bs})
    pads = {b["round"]: b["layout"] for r in group["rows"]
            for bs in r.get("per_boot", {}).values() for b in bs}
    boot_rows = []
    for r in group["rows"]:
        for key, a, b in ALL_RATIOS:
            if key not in r:
                continue
            got = {x["round"]: x["geomean"]
                   for x in r.get("per_boot", {}).get(key, [])}
            boot_rows.append([r["file"], f"{a} / {b}"] + [
                f"{got[n]:.3f}x" if n in got else "—" for n in rounds])
    boot_table = md_table(
        ["benchmark", "ratio"] + [
            f"r{n}" + ("" if pads.get(n) is None else f" ({pads[n]})")
            for n in rounds],
        boot_rows, set(range(2, 2 + len(rounds))))
    parked = [f"{r['file']} {r['floor_parked']:.2f}" for r in group["rows"]
              if r.get("floor_parked") is not None]
    parked_text = ("; the floor's memory above imm, over what its rings "
                   "hold (D x cpus x 104 bytes): " + ", ".join(parked)
                   if parked else "")
    alt_text = ""
    if group.get("alt"):
        alt_text = (
            " htab-mem rows: each repetition is one run of "
            f"{group.get('alt_secs') or '?'} s per use case in which the "
            f"three modes take turns every {group['alt']} s, switched at "
            "the bench's one-a-second progress lines, in a cycle of six "
            "segments (A B C A C B for the repetition's order A B C: each "
            "mode follows and precedes each other mode once per cycle); a "
            "run's ratio is the geometric mean of each segment's rate over "
            "that of the other mode's segments beside it, on both sides "
            "over a cycle (each segment's first second and the bench's "
            "warm-up left out), so that a drift of the host's speed slower "
            "than a segment cancels, and what a mode inherits from the one "
            "before weighs on each mode alike. Their memory is each mode's mean over its "
            "segments, with the objects the floor's rings parked (D per "
            "cpu, from the first floor segment on) in every mode, and each "
            "mode starting from the pool the previous one left.")
        if group.get("alt_mixed") == "whole":
            alt_text += (" Some floor boots ran whole runs per mode "
                         "instead (FLOOR_ALT=0): the memory column's "
                         "medians mix both kinds, and the rings' parked "
                         "memory comes from those alone.")
        elif group.get("alt_mixed"):
            alt_text += (" The floor boots' ALT or run length differ; "
                         "the largest is given.")
    if group.get("mpt_cycles"):
        alt_text += (
            " map_perf_test rows: a map lives for one whole run (a few "
            "seconds), so in each repetition each test runs whole "
            f"{6 * group['mpt_cycles']} times, the modes taking turns in "
            "a cycle of six (A B C A C B for the repetition's order A B "
            "C); a repetition's ratio is the geometric mean of each run's "
            "rate over that of the other mode's runs beside it.")
        if group.get("mpt_mixed") == "whole":
            alt_text += (" Some floor boots ran map_perf_test whole per "
                         "mode instead.")
        elif group.get("mpt_mixed"):
            alt_text += (" The floor boots' map_perf_test cycle counts "
                         "differ; the largest is given.")
    if gp:
        alt_text += (
            " GP runs (ci/bench.sh's FLOOR_GP=1): each repetition runs its "
            "htab-mem use cases and map_perf_test tests (but the control) "
            "once more the same way, with the modes series, floor and "
            "floorgp: the floor plus grace periods back to back, driven by "
            "one call_rcu_hurry() callback outside the allocator that "
            "queues itself again (ci/dev/variant.py's dev_gpload), about "
            "the GP rate the series' urgent quiescent-state hint keeps up, "
            "with no allocator work in it, floorgp in the place imm has "
            "in the repetition's order. floor+GPs / floor is what those "
            "grace periods cost the floor; series / floor+GPs, where the "
            "series stands against a floor that pays for them too (at it "
            "if the interval holds 1).")
    note = para(
        "One more boot per round (ci/bench.sh's floor boots, rounds "
        f"{', '.join(str(r) for r in group['rounds'])}): the round's "
        "series kernel with ci/dev/variant.py's knobs (module parameters, "
        "not part of the series), switched at run time between series "
        "(the series as is), imm (an object freed is reused at once, as "
        "on the base kernel; the rest of the series' code stays) and "
        "floor (imm, but an object freed goes back to its cache's free "
        "list only after D more frees on its cpu, element and percpu "
        "value caches alike; not safe). D is what a cpu frees during "
        "one grace period, R x T, from a calibration run of the series at "
        "the start of each boot (T: the bench's grace-period latency in "
        "its overwrite run; R: htab-mem's frees over the cpus, 10 frees "
        "per map_perf_test event), median over boots in the table: the "
        "least distance between a free and the reuse that any reuse "
        "after one grace period has, without batches, irq_work or RCU"
        f"{parked_text}. Each mode runs REPS times per boot, the "
        "repetitions in the orders of a Williams design. Cells: per boot "
        "the geometric mean of the ratios of two modes' rates in the same "
        "repetition, then their geometric mean over boots [95% "
        f"confidence interval over boots, Student's t].{alt_text} "
        "These ratios do "
        "not carry what separates boots (code layout, the host's load), "
        "unlike the tables' series / base, and imm is not base: it runs "
        "the rest of the series' code. Verdicts from the intervals: the "
        f"floor misses (meets) {OPS_RATIO_MA:.2f}x if floor / imm lies "
        f"wholly below (at or above) {OPS_RATIO_MA:.2f}; the series is "
        "at the floor if series / floor's interval holds 1, below or "
        "above it if the interval lies wholly below or above 1 (above: "
        "the floor is no lower bound there)" +
        ("; and by series / floor+GPs' interval alike, at, below or above "
         "the floor with GPs back to back" if gp else "") +
        ". map_perf_test-1 (preallocated) is the control: no mode changes "
        "its code, so its series / imm should hold 1.")
    boot_note = para(
        "Per boot: the geometric mean of each boot's ratios (the cells "
        "above are their geometric mean over boots), by round, with the "
        "boot's code shift in bytes in parentheses where its env file "
        "gives it (ci/layout-pad.patch: under TCG the speed of unchanged "
        "code depends on its address).")
    return ("## The floor: within one boot, series vs immediate reuse vs "
            f"the grace period's distance alone\n\n{table}\n\n{note}\n\n"
            f"{boot_table}\n\n{boot_note}")


def summarize(groups, failures):
    targets = [t for g in groups for row in g["rows"] for t in row["targets"]]
    rows = sum(len(g["rows"]) for g in groups)
    summary = {
        "targets": len(targets),
        "met": sum(1 for t in targets if t["met"] is True),
        "missed": sum(1 for t in targets if t["met"] is False),
        "not_evaluated": sum(1 for t in targets if t["met"] is None),
        "failed_rows": len({f["row"] for f in failures}),
    }
    summary["peak_missed"] = peak_summary(groups)
    if summary["failed_rows"] or summary["not_evaluated"] or not rows:
        summary["exit_status"] = 2
    elif summary["missed"]:
        summary["exit_status"] = 1
    else:
        summary["exit_status"] = 0
    return summary


def peak_summary(groups):
    """The rows whose peak memory target is missed, by what the host's
    stalls say of them: "with_stalls" if every series run above its own
    round's limit had a host stall during it, else "other"."""
    out = {"with_stalls": [], "other": []}
    for g in groups:
        for row in g["rows"]:
            if not any(t["name"] == "peak mem" and t["met"] is False
                       for t in row["targets"]):
                continue
            st = (row.get("host_stalls") or {}).get("series")
            above = [i for i, (peak, lim) in enumerate(
                zip(row.get("series_peaks", []),
                    row.get("round_peak_limits", [])))
                if None not in (peak, lim) and peak > lim]
            stalled = st is not None and above and all(
                st[i] is not None and st[i]["n"] > 0 for i in above)
            out["with_stalls" if stalled else "other"].append(row["case"])
    return out


def floor_summary(groups, floor):
    """The missed op/s targets of the rows the series changes (the
    non-preallocated htab-mem rows, map_perf_test 4 and 8), by what the
    floor boots say of them: the series at a floor that itself misses the
    target, the series below the floor (noted where it is at the floor
    with GPs back to back), or neither (no floor row, the floor meets the
    target or the intervals do not decide)."""
    verdicts = {r["file"]: r["verdict"] for r in floor["rows"]}
    out = {"missed_at_floor": [], "missed_below_floor": [],
           "missed_not_explained": []}
    for g in groups:
        if g["id"] not in ("htab-mem-ma", "map_perf_test"):
            continue
        for row in g["rows"]:
            if row["file"] == FLOOR_CONTROL:
                continue
            if not any(t["name"] in ("op/s", "events/s") and
                       t["met"] is False for t in row["targets"]):
                continue
            v = verdicts.get(row["file"], ("n/a", "n/a"))
            fl, series = v[:2]
            if fl == "misses" and series in ("at", "above"):
                out["missed_at_floor"].append(row["file"])
            elif series == "below":
                # where GP runs place it at (or above) the floor with GPs
                # back to back, say so
                out["missed_below_floor"].append(
                    row["file"] + (" (at the floor with GPs back to back)"
                                   if v[2:] in (("gp_at",), ("gp_above",))
                                   else ""))
            else:
                out["missed_not_explained"].append(row["file"])
    return out


def build_results(path, unit_size):
    raw = Raw(path)
    groups = [htab_group(raw, g, unit_size) for g in HTAB_GROUPS]
    groups.append(map_perf_group(raw))
    groups.append(batch_dump_group(raw))
    icount, icount_failures = icount_group(path)
    raw.failures += icount_failures
    floor, floor_failures = floor_group(path, raw.rounds)
    raw.failures += floor_failures
    results = {"rounds": raw.rounds, "unit_size": unit_size,
               "releases": raw.releases(), "benchmarks": groups,
               "layout_pads": raw.layout_pads(),
               "failures": raw.failures, "not_run": raw.not_run,
               "summary": summarize(groups, raw.failures),
               "icount": icount}
    if floor is not None:
        results["floor"] = floor
        results["summary"]["floor"] = floor_summary(groups, floor)
    return results, raw.iters


# ---------------------------------------------------------------- markdown

def para(text):
    """A paragraph wrapped for a mail (no breaks inside file names)."""
    return textwrap.fill(text, width=72, break_on_hyphens=False,
                         break_long_words=False)


def fmt(value, digits, suffix="", sep=""):
    if value is None:
        return "n/a"
    return f"{value:{sep}.{digits}f}{suffix}"


def fmt_stats(st, digits, sep=""):
    """median [min–max], or the median alone if all rounds agree."""
    if st["median"] is None:
        return "n/a"
    text = fmt(st["median"], digits, sep=sep)
    if st["min"] != st["max"]:
        text += (f" [{fmt(st['min'], digits, sep=sep)}–"
                 f"{fmt(st['max'], digits, sep=sep)}]")
    return text


def fmt_ratio(value):
    return fmt(value, 2, "x")


def md_table(headers, rows, right):
    """Markdown table padded to column width; right: right-aligned columns."""
    widths = [max(len(str(c)) for c in col) for col in zip(headers, *rows)]
    widths = [max(w, 3) for w in widths]

    def line(cells):
        out = []
        for i, (cell, width) in enumerate(zip(cells, widths)):
            out.append(cell.rjust(width) if i in right else cell.ljust(width))
        return "| " + " | ".join(out) + " |"

    rule = ["-" * (w - 1) + ":" if i in right else "-" * w
            for i, w in enumerate(widths)]
    return "\n".join([line(headers), line(rule)] + [line(r) for r in rows])


def htab_table(group):
    headers = ["use case", "base k/s", "series k/s", "ratio",
               "base avg MiB", "series avg MiB", "ratio",
               "base peak MiB", "series peak MiB", "ratio",
               "floor MiB", "verdict"]
    rows = []
    for row in group["rows"]:
        m = row["metrics"]
        cells = [row["case"]]
        for key in ("op_kps", "mem_mib", "peak_mib"):
            cells += [fmt_stats(m[key]["base"], 2),
                      fmt_stats(m[key]["series"], 2),
                      fmt_ratio(m[key]["ratio"])]
        cells.append(fmt_stats(row["floor_mib"], 2))
        cells.append(row["verdict"] or "—")
        rows.append(cells)
    return md_table(headers, rows, set(range(1, 11)))


def stalls_table(group, rounds):
    """Per round and kernel: the host's stalls during the run and the
    run's peak, for the rows that have host-stalls.txt data."""
    rows = []
    for row in group["rows"]:
        st = row.get("host_stalls")
        if not st or row["case"] not in TARGET_CASES:
            continue
        bound = [t["limit"] for t in row["targets"]
                 if t["name"] == "peak mem"]
        for k in KERNELS:
            cells = [row["case"], k]
            for x in st[k]:
                cells.append("—" if x is None else
                             f"{x['n']} / {x['ms']:.0f} / "
                             f"{fmt(x.get('peak_mib'), 2)}")
            cells.append(fmt(bound[0], 2) if k == "series" and bound
                         and bound[0] is not None else "")
            rows.append(cells)
        limits = row.get("round_peak_limits")
        if limits:
            rows.append([row["case"], "limit"]
                        + ["—" if x is None else fmt(x, 2) for x in limits]
                        + [""])
    if not rows:
        return ""
    table = md_table(["use case", "kernel"] + [f"round {r}" for r in rounds]
                     + ["peak target MiB"], rows,
                     set(range(2, 3 + len(rounds))))
    return table + "\n\n" + para(
        "Host stalls: stalls / their ms / peak MiB, per run; limit: the "
        "round's own peak limit for the series, 2 x (base peak + floor) "
        "of that round's two runs; peak target: the limit of the table "
        "above, over the medians. A stall is a "
        f"wake-up {STALL_MIN_MS} ms or more late of a sleeper pinned to one "
        "of the host's cpus (ci/stallwatch.py, during the run): that cpu "
        "ran nothing of the host's for that long, and the guest's vCPU on "
        "it stood still (here: this machine's own host stops it; "
        "EXPERIMENTS.md). No grace period ends meanwhile, so under the "
        "series what is freed then waits, and a run's peak memory follows "
        "its stalls.")


def htab_note(group, unit_size, first):
    """Column legend (first htab-mem table only) and the group's targets."""
    cases = ", ".join(TARGET_CASES)
    text = "Columns as above. "
    if first:
        text = ("k/s: the bench's per-producer op rate (per-prod-op). avg: "
                "mean memory.current over the measured iterations; peak: "
                "memory.peak. floor = R x T x unit size: R elements freed "
                "per second and T grace-period latency, both from the same "
                "series run (the bench's frees and gp fields), median over "
                f"rounds; unit size {unit_size} B (--unit-size): the bench's "
                "element (48-byte htab_elem, 4-byte key rounded to 8, "
                "8-byte value) is 64 bytes, bpf_mem_alloc adds its 8-byte "
                "header, slab serves the 72 bytes from kmalloc-96 and memcg "
                "charges each accounted slab object its size plus the "
                "8-byte obj_cgroup pointer kept beside it (obj_full_size() "
                "in mm/memcontrol.c): 104 bytes per element is what "
                "memory.current counts. ")
    if group["id"] == "htab-mem-ma":
        text += (f"Targets for {cases}: k/s ratio >= {OPS_RATIO_MA:.2f}; "
                 f"series avg <= {AVG_MEM_FACTOR:g} x (base avg + floor); "
                 f"series peak <= {PEAK_MEM_FACTOR:g} x (base peak + "
                 "floor). no_op (no map operation) has no target.")
    elif group["id"] == "htab-mem-prealloc":
        text += ("The floor is informational: the series does not change "
                 f"preallocated maps. Target for {cases}: k/s ratio >= "
                 f"{OPS_RATIO_PREALLOC:.2f}.")
    else:
        text += "No target."
    return para(text)


def map_perf_table(group):
    headers = ["test", "base events/s", "series events/s", "ratio",
               "target", "verdict"]
    rows = []
    for row in group["rows"]:
        m = row["metrics"]["events_per_s"]
        rows.append([f"{row['flags']} {row['map']}",
                     fmt_stats(m["base"], 0, ","),
                     fmt_stats(m["series"], 0, ","),
                     fmt_ratio(m["ratio"]),
                     f">= {row['targets'][0]['limit']:.2f}x",
                     row["verdict"]])
    return md_table(headers, rows, {1, 2, 3, 4})


def batch_table(group):
    headers = ["entries", "op", "base ms", "series ms", "ratio"]
    rows = []
    for row in group["rows"]:
        m = row["metrics"]["ms"]
        rows.append([f"{row['entries']:,}", row["op"],
                     fmt_stats(m["base"], 3), fmt_stats(m["series"], 3),
                     fmt_ratio(m["ratio"])])
    return md_table(headers, rows, {0, 2, 3, 4})


def intro(results, cells="median [min–max] over the rounds with data"):
    rel = results["releases"]
    kernels = ", ".join(f"{k} {' '.join(rel[k]) or 'unknown'}"
                        for k in KERNELS)
    n = len(results["rounds"])
    return para(
        f"Kernels (uname -r): {kernels}. {n} round(s), each booting both "
        "kernels, base first in odd rounds and series first in even ones "
        "(ABBA, so that a drift of the host's speed cancels). "
        f"{layout_text(results)}Cells: {cells}; "
        "ratio: series median / base median.")


def layout_text(results):
    pads = results.get("layout_pads") or {}
    if not pads:
        return ""
    shifts = ", ".join(f"{pads[r]}" for r in sorted(pads))
    return ("In each round both kernels have the code linked after "
            "kernel/bpf/core.o shifted by the same number of bytes, "
            f"by round: {shifts} (ci/layout-pad.patch): under QEMU TCG "
            "the speed of unchanged code depends on its place relative "
            "to page boundaries, so the rounds average over layouts. ")


def failures_section(results):
    lines = ["## Missing / failed", ""]
    items = []
    for f in results["failures"]:
        if f["reason"] == BOOT_MISSING:
            item = f"- {f['boot']}: {BOOT_MISSING} (every row)"
        else:
            item = f"- {f['row']} in {f['boot']}: {f['reason']}"
        if item not in items:
            items.append(item)
    for group in results["benchmarks"]:
        for row in group["rows"]:
            for t in row["targets"]:
                if t["met"] is None:
                    items.append(f"- {row['file']}: {t['name']} target not "
                                 f"evaluated ({t['not_evaluated']})")
    lines += items or ["None."]
    if results["not_run"]:
        lines.append("")
        lines.append(para(
            "Not run in any boot (not selected), left out: " +
            ", ".join(results["not_run"]) + "."))
    return "\n".join(lines)


def verdict_line(summary):
    missed, na = summary["missed"], summary["not_evaluated"]
    if missed:
        text = f"Verdict: {missed} target(s) missed"
    elif summary["targets"] and not na:
        text = "Verdict: all targets met"
    else:
        text = f"Verdict: {summary['met']} of {summary['targets']} " \
            "target(s) met"
    if na:
        text += f", {na} not evaluated (data missing)"
    if summary["failed_rows"]:
        text += f"; {summary['failed_rows']} row(s) failed in some boot"
    pk = summary.get("peak_missed")
    if pk and pk["with_stalls"]:
        text += (". Missed peak memory, every series run above its round's "
                 "own limit during a host cpu stall (Host stalls): " +
                 ", ".join(pk["with_stalls"]))
    fl = summary.get("floor")
    for key, what in (("missed_at_floor", "at a floor that itself misses "
                       "the target"),
                      ("missed_below_floor", "below the floor"),
                      ("missed_not_explained", "not shown at a floor that "
                       "misses the target")):
        if fl and fl[key]:
            text += f". Missed op/s, the series {what} (The floor): " + \
                ", ".join(fl[key])
    return text


def assemble_sections(results, head, render_group, render_floor,
                      render_icount):
    """head, then one section per benchmark group with rows (render_group()
    gives its table and note), then the floor and instruction counts."""
    sections = [head]
    for group in results["benchmarks"]:
        if group["rows"]:
            table, note = render_group(group)
            sections.append(f"## {group['title']}\n\n{table}\n\n{note}")
    if results.get("floor", {}).get("rows"):
        sections.append(render_floor(results["floor"]))
    if results.get("icount", {}).get("rows"):
        sections.append(render_icount(results["icount"]))
    return sections


def body_sections(results):
    """Tables, notes, failures and verdict: shared by latest.md and cover."""
    unit = results["unit_size"]
    first_htab = True

    def render(group):
        nonlocal first_htab
        if group["id"] == "map_perf_test":
            return map_perf_table(group), para(
                "events/s: mean over CPUs of one run. Targets: ratio >= "
                "0.95 for 4 and 8 (non-preallocated), >= 0.98 for 1 "
                "(preallocated).")
        if group["id"] == "batch_dump":
            return batch_table(group), para(
                "ms: time to dump the whole map with BPF_MAP_LOOKUP_BATCH "
                "(lookup) or BPF_MAP_LOOKUP_AND_DELETE_BATCH "
                "(lookup_and_delete), by number of entries. No target.")
        note = htab_note(group, unit, first_htab)
        first_htab = False
        stalls = stalls_table(group, results["rounds"]) \
            if group["id"] == "htab-mem-ma" else ""
        if stalls:
            note += "\n\n" + stalls
        return htab_table(group), note

    return assemble_sections(results, intro(results), render, floor_section,
                             icount_section)


def plots_section(plots):
    lines = ["## Plots", ""]
    for png, title in plots:
        lines.append(f"![{title}]({png})")
        lines.append("")
    return "\n".join(lines).rstrip()


def render_markdown(results, plots, header):
    parts = []
    if header:
        parts.append(header.rstrip("\n"))
    parts.append("# htab-gp benchmark: base vs series")
    parts += body_sections(results)
    if plots:
        parts.append(plots_section(plots))
    parts.append(failures_section(results))
    parts.append(verdict_line(results["summary"]))
    return "\n\n".join(parts) + "\n"


def render_cover(results):
    """The same results as latest.md in tables a mail reader can take:
    medians without their ranges, average memory only (peak in the
    verdict), the floor's verdicts and method notes shortened."""
    parts = cover_sections(results)
    parts.append(failures_section(results))
    parts.append(verdict_line(results["summary"]))
    return "\n\n".join(parts) + "\n"


def cover_htab_table(group):
    headers = ["use case", "base k/s", "series k/s", "ratio", "base MiB",
               "series MiB", "floor MiB", "verdict"]
    rows = []
    for row in group["rows"]:
        m = row["metrics"]
        rows.append([row["case"],
                     fmt(m["op_kps"]["base"]["median"], 2),
                     fmt(m["op_kps"]["series"]["median"], 2),
                     fmt_ratio(m["op_kps"]["ratio"]),
                     fmt(m["mem_mib"]["base"]["median"], 2),
                     fmt(m["mem_mib"]["series"]["median"], 2),
                     fmt(row["floor_mib"]["median"], 2),
                     row["verdict"] or "—"])
    return md_table(headers, rows, set(range(1, 7)))


def cover_floor(group):
    rows, verdicts = [], []
    gp = has_gp(group)
    for r in group["rows"]:
        rows.append([r["file"], fmt(r["delay"], 0, sep=","),
                     floor_cell(r["floor_imm"]),
                     floor_cell(r["series_floor"])] +
                    ([floor_cell(r.get("series_floorgp"))] if gp else []))
        verdicts.append(textwrap.fill(
            f"- {r['file']}: " + "; ".join(dict.fromkeys(
                FLOOR_TEXT[v] for v in r["verdict"] if v != "control")),
            width=72, subsequent_indent="  ", break_on_hyphens=False))
    table = md_table(["benchmark", "D", "floor / imm", "series / floor"] +
                     (["series / floor+GPs"] if gp else []),
                     rows, {1, 2, 3, 4} if gp else {1, 2, 3})
    note = para(
        "One more boot per round: the round's series kernel with run-time "
        "knobs (ci/dev/variant.py, not part of the series) alternating "
        "series, imm (immediate reuse, as on base) and floor (imm, but an "
        "object goes back to the free list only after D = R x T more "
        "frees on its cpu, calibrated in the boot; no batches, irq_work "
        "or RCU; not safe). Cells: geometric mean over boots of each "
        "boot's ratio of two modes taking turns within one run [95% "
        "interval over boots]. map_perf_test-1 (preallocated) is the "
        "control." + (" floor+GPs: the floor with grace periods back to "
                      "back from one self-requeuing call_rcu_hurry() "
                      "outside the allocator, in runs of their own." if gp
                      else "") + " latest.md has the method in full and "
        "the ratios per boot.")
    return ("## The floor: within one boot, the grace period's distance "
            f"alone\n\n{table}\n\n" + "\n".join(verdicts) + f"\n\n{note}")


def cover_icount(group):
    rows = []
    for r in group["rows"]:
        digits, sep = (0, ",") if r["unit"] == "events/s" else (2, "")
        rows.append([r["file"], str(r["cpus"]),
                     fmt(r["base"], digits, sep=sep),
                     fmt(r["series"], digits, sep=sep),
                     r["unit"], fmt_ratio(r["ratio"])])
    table = md_table(["benchmark", "vCPUs", "base", "series", "unit",
                      "ratio"], rows, {1, 2, 3, 5})
    note = para(
        "One boot per kernel and vCPU count under QEMU -icount "
        "shift=0,sleep=off: the guest's clock advances one nanosecond per "
        "instruction, so a rate is per 10^9 instructions, repeatable "
        "(htab-mem to 0.1%) and the same for any code layout, but blind "
        "to cache misses. With 2 vCPUs map_perf_test's cpu 0 moves by up "
        "to 4% between boots of the same kernel, and more between runs of "
        "`make` (latest.md).")
    return f"## Instruction counts (QEMU -icount)\n\n{table}\n\n{note}"


def cover_sections(results):
    """body_sections() for the cover letter (render_cover())."""
    def render(group):
        if group["id"] == "map_perf_test":
            rows = []
            for row in group["rows"]:
                m = row["metrics"]["events_per_s"]
                rows.append([f"{row['flags']} {row['map']}",
                             fmt(m["base"]["median"], 0, sep=","),
                             fmt(m["series"]["median"], 0, sep=","),
                             fmt_ratio(m["ratio"]), row["verdict"]])
            return md_table(["test", "base events/s", "series events/s",
                             "ratio", "verdict"], rows, {1, 2, 3}), para(
                "Targets: ratio >= 0.95 for 4 and 8 (non-preallocated), "
                ">= 0.98 for 1 (preallocated).")
        if group["id"] == "batch_dump":
            rows = []
            for row in group["rows"]:
                m = row["metrics"]["ms"]
                rows.append([f"{row['entries']:,}", row["op"],
                             fmt(m["base"]["median"], 3),
                             fmt(m["series"]["median"], 3),
                             fmt_ratio(m["ratio"])])
            return md_table(["entries", "op", "base ms", "series ms",
                             "ratio"], rows, {0, 2, 3, 4}), para(
                "ms: to dump the whole map with BPF_MAP_LOOKUP_BATCH or "
                "BPF_MAP_LOOKUP_AND_DELETE_BATCH. No target.")
        return cover_htab_table(group), cover_htab_note(group,
                                                         results["rounds"])

    head = intro(results, "medians over the rounds (latest.md of the run "
                 "has their ranges and peak memory)")
    return assemble_sections(results, head, render, cover_floor,
                             cover_icount)


def cover_peaks(group, rounds):
    """Per round: the series' peak, the round's own peak limit and the
    host's stalls during the series run (target rows with stall data)."""
    rows = []
    watched = any(row.get("host_stalls") for row in group["rows"])
    for row in group["rows"]:
        limits = row.get("round_peak_limits")
        if not limits or row["case"] not in TARGET_CASES:
            continue
        st = (row.get("host_stalls") or {}).get("series",
                                                [None] * len(limits))
        cells = [row["case"]]
        for peak, lim, x in zip(row["series_peaks"], limits, st):
            cell = "—" if None in (peak, lim) else \
                f"{fmt(peak, 2)} / {fmt(lim, 2)}"
            if watched:
                cell += " / " + ("—" if x is None else str(x["n"]))
            cells.append(cell)
        rows.append(cells)
    if not rows:
        return ""
    text = ("Host stalls, per round: the series' peak MiB / that round's "
            "limit, 2 x (base peak + floor) of its two runs")
    if watched:
        text += (" / the host's cpu stalls of "
                 f"{STALL_MIN_MS} ms or more during the series run "
                 "(ci/stallwatch.py; latest.md has both kernels; —: not "
                 "watched)")
    return md_table(["use case"] + [f"round {r}" for r in rounds], rows,
                    set(range(1, 1 + len(rounds)))) + "\n\n" + para(
        text + ".")


def cover_htab_note(group, rounds=()):
    if group["id"] == "htab-mem-ma":
        peaks = cover_peaks(group, rounds)
        return para(
            "k/s: per-producer op rate. MiB: average memory.current. "
            "floor: frees/s x GP latency x 104 bytes, from the series run. "
            f"Targets ({', '.join(TARGET_CASES)}): k/s ratio >= "
            f"{OPS_RATIO_MA:.2f}; series average <= {AVG_MEM_FACTOR:g} x "
            f"(base + floor); series peak <= {PEAK_MEM_FACTOR:g} x (base "
            "peak + floor).") + ("\n\n" + peaks if peaks else "")
    if group["id"] == "htab-mem-prealloc":
        return para("Unchanged by the series. Target: k/s ratio >= "
                    f"{OPS_RATIO_PREALLOC:.2f}.")
    return para("No target.")


# ---------------------------------------------------------------- cover

def cover_markers(lines, path):
    begin = [i for i, ln in enumerate(lines) if ln.strip() == MARK_BEGIN]
    end = [i for i, ln in enumerate(lines) if ln.strip() == MARK_END]
    if len(begin) != 1 or len(end) != 1 or end[0] < begin[0]:
        raise UsageError(f"{path}: needs exactly one line '{MARK_BEGIN}' "
                         f"followed by one line '{MARK_END}'")
    return begin[0], end[0]


def read_cover(path):
    try:
        lines = read_text(path).splitlines(keepends=True)
    except OSError as e:
        raise UsageError(f"{path}: {e.strerror}")
    cover_markers(lines, path)
    return lines


def write_cover(path, lines, text):
    begin, end = cover_markers(lines, path)
    new = lines[:begin + 1] + ["\n", text, "\n"] + lines[end:]
    write_file(path, "".join(new))


# ---------------------------------------------------------------- plots

def median_round(per_round, rounds):
    """Round whose avg memory is the median one (lower middle if even)."""
    present = sorted((v, r) for v, r in zip(per_round, rounds)
                     if v is not None)
    return present[(len(present) - 1) // 2][1] if present else None


def mem_plot_data(results, iters, datadir):
    group = next(g for g in results["benchmarks"] if g["id"] == "htab-mem-ma")
    rounds = results["rounds"]
    plots = []
    for row in group["rows"]:
        lines = []
        for kernel in KERNELS:
            values = row["metrics"]["mem_mib"][kernel]["values"]
            rnd = median_round(values, rounds)
            samples = iters.get((row["file"], kernel, rnd))
            if not samples:     # fall back to the first round with samples
                rnd = next((r for r in rounds
                            if iters.get((row["file"], kernel, r))), None)
                samples = iters.get((row["file"], kernel, rnd))
            if not samples:
                continue
            dat = f"mem-{row['case']}-{kernel}.dat"
            write_file(os.path.join(datadir, dat),
                       "# iteration(s) per-prod-op(k/s) memory(MiB)\n" +
                       "".join(f"{i} {fmt_dat(op)} {fmt_dat(mem)}\n"
                               for i, op, mem in samples))
            lines.append((dat, f"{kernel} (r{rnd})"))
        if lines:
            plots.append({
                "png": f"mem-{row['case']}.png",
                "title": f"htab-mem {row['case']}, non-preallocated: "
                         "memory usage",
                "xlabel": "time (s, one iteration per second, warmup "
                          "included)",
                "ylabel": "memory usage (MiB)", "log": False,
                "lines": [(d, "1:3", t) for d, t in lines]})
    return plots


def batch_plot_data(results, datadir):
    group = next(g for g in results["benchmarks"] if g["id"] == "batch_dump")
    lines = []
    for op in BATCH_OPS:
        for kernel in KERNELS:
            points = [(row["entries"], row["metrics"]["ms"][kernel]["median"])
                      for row in group["rows"] if row["op"] == op]
            points = [p for p in points if p[1] is not None]
            if not points:
                continue
            dat = f"batch-dump-{op}-{kernel}.dat"
            write_file(os.path.join(datadir, dat),
                       "# entries ms(median over rounds)\n" +
                       "".join(f"{n} {fmt_dat(ms)}\n" for n, ms in points))
            lines.append((dat, "1:2", f"{kernel} {op}"))
    if not lines:
        return []
    return [{"png": "batch-dump.png",
             "title": "batch dump of a non-preallocated hash map",
             "xlabel": "entries in the map", "ylabel": "time (ms)",
             "log": True, "lines": lines}]


def fmt_dat(value):
    return "NaN" if value is None else repr(value)


def gnuplot_script(plots, terminal):
    out = [f"set terminal {terminal} size 800,500", "set termoption "
           "noenhanced", "set grid", "set key top left",
           "set datafile missing 'NaN'"]
    for p in plots:
        out += ["", f"set output '{p['png']}'",
                f"set title \"{p['title']}\"",
                f"set xlabel \"{p['xlabel']}\"",
                f"set ylabel \"{p['ylabel']}\"",
                "set logscale xy" if p["log"] else "unset logscale",
                "set autoscale" if p["log"] else "set yrange [0:*]"]
        series = [f"'plots-data/{dat}' using {cols} with linespoints "
                  f"title \"{title}\"" for dat, cols, title in p["lines"]]
        out.append("plot " + ", \\\n     ".join(series))
    return "\n".join(out) + "\n"


def png_terminal(gnuplot):
    probe = subprocess.run([gnuplot, "-e", "set terminal pngcairo"],
                           stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
    return "pngcairo" if probe.returncode == 0 else "png"


def make_plots(results, iters, outdir):
    """Write data and script, run gnuplot if present; return (png, title)."""
    datadir = os.path.join(outdir, "plots-data")
    os.makedirs(datadir, exist_ok=True)
    plots = mem_plot_data(results, iters, datadir)
    plots += batch_plot_data(results, datadir)
    if not plots:
        return []
    gnuplot = shutil.which("gnuplot")
    terminal = png_terminal(gnuplot) if gnuplot else "pngcairo"
    script = os.path.join(datadir, "plots.gp")
    write_file(script, gnuplot_script(plots, terminal))
    if not gnuplot:
        print("report: gnuplot not on PATH, no plots (data and script in "
              f"{datadir})", file=sys.stderr)
    else:
        run = subprocess.run([gnuplot, os.path.abspath(script)], cwd=outdir,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, check=False)
        if run.returncode:
            print(f"report: gnuplot failed:\n{run.stdout}", file=sys.stderr)
    return [(p["png"], p["title"]) for p in plots]


# ---------------------------------------------------------------- main

def to_json(results):
    """Indented JSON with lists of numbers kept on one line."""
    text = json.dumps(results, indent=2)
    return NUM_LIST_RE.sub(
        lambda m: "[" + re.sub(r",\s*", ", ", m.group(1)) + "]",
        text) + "\n"


def write_file(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def parse_args(argv):
    class Parser(argparse.ArgumentParser):
        def error(self, message):
            self.print_usage(sys.stderr)
            print(f"report: {message}", file=sys.stderr)
            sys.exit(3)

    p = Parser(description="Benchmark report: base vs series.")
    p.add_argument("raw", metavar="RAW", help="raw results directory")
    p.add_argument("outdir", metavar="OUTDIR", help="output directory")
    p.add_argument("--header", metavar="FILE",
                   help="text copied verbatim at the top of latest.md")
    p.add_argument("--cover", metavar="FILE",
                   help="cover letter whose results markers to rewrite")
    p.add_argument("--unit-size", metavar="BYTES", type=int,
                   default=DEFAULT_UNIT_SIZE,
                   help=f"bytes per freed element (default "
                        f"{DEFAULT_UNIT_SIZE})")
    args = p.parse_args(argv)
    if args.unit_size <= 0:
        p.error("--unit-size must be positive")
    return args


def one_line_summary(results):
    s = results["summary"]
    return (f"report: {len(results['rounds'])} round(s), {s['targets']} "
            f"targets: {s['met']} met, {s['missed']} missed, "
            f"{s['not_evaluated']} not evaluated; {s['failed_rows']} row(s) "
            f"failed or missing -> exit {s['exit_status']}")


def main(argv):
    args = parse_args(argv)
    header = None
    if args.header:
        try:
            header = read_text(args.header)
        except OSError as e:
            raise UsageError(f"{args.header}: {e.strerror}")
    cover = read_cover(args.cover) if args.cover else None

    results, iters = build_results(args.raw, args.unit_size)
    os.makedirs(args.outdir, exist_ok=True)
    write_file(os.path.join(args.outdir, "results.json"),
               to_json(results))
    plots = make_plots(results, iters, args.outdir)
    write_file(os.path.join(args.outdir, "latest.md"),
               render_markdown(results, plots, header))
    if cover is not None:
        write_cover(args.cover, cover, render_cover(results))
    print(one_line_summary(results), file=sys.stderr)
    return results["summary"]["exit_status"]


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except UsageError as e:
        print(f"report: {e}", file=sys.stderr)
        sys.exit(3)
    except Exception:   # a bug or unreadable input: not "target missed" (1)
        traceback.print_exc()
        sys.exit(3)
