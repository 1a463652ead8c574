#!/usr/bin/env python3
"""Tables of one `make` run: base against base + series.

    ci/report.py RAW OUT [--header FILE] [--lazy]

RAW holds one directory per boot (ci/bench.sh), KERNEL base or series:
  icount-c1-KERNEL        QEMU -icount, 1 vCPU
  icount-cN-KERNEL-I      QEMU -icount, N >= 2 vCPUs, boot I (boot 1 also
                          runs the controls, rhtab-mem and lpm-trie-update)
  rR-KERNEL               timed round R
each with the outputs of ci/guest-bench.sh. OUT gets latest.md, latest.json
and throughput.png (if gnuplot is on PATH). --lazy (make bench-lazy:
RCU_LAZY kernels, idle and htab_stress pairs only): lazy.md and lazy.json,
the grace periods' table.

The gates, the series' own (cover letter):
  - instruction counts: series / base >= GATE on the non-preallocated
    htab-mem rows and map_perf_test 4 and 8 in steady state (MPT_CNT loops
    less a run of MPT_FIRST), with 1 vCPU and, on the medians of the
    boots, with N vCPUs;
  - memory: the series' average memory <= MEM_FACTOR x (base's + R x T x
    UNIT), R the frees per second and T the grace-period latency the bench
    measured in the series' run, UNIT the charged size of an element;
    evaluated per boot pair, the gate takes the median over the N-vCPU
    pairs;
  - grace periods: at 10 and 100 delete+insert pairs a second, series -
    base <= GP_GATE per second (medians of the boots).
rhtab-mem, lpm-trie-update, the preallocated controls and map_perf_test's
whole and first runs are reported, not gated; timed ratios likewise, with their
spread.

Exit status: 0 when every row has its numbers (whatever the gates say),
1 when a boot or a row is missing or failed, 2 on bad usage.
"""
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
from typing import NamedTuple

GATE = 0.97
MEM_FACTOR = 2.5
GP_GATE = 1.0
# Bytes memcg charges per element of the bench's map (4-byte key, 8-byte
# value): bpf_mem_alloc adds an 8-byte llist_node to the map's elem_size,
# kmalloc rounds up to its size class, memcg adds an obj_cgroup pointer.
#   htab-mem, HASH: struct htab_elem 48 + 8 + 8 = 64, + 8 = 72 in
#     kmalloc-96: 96 + 8 = 104
#   rhtab-mem, RHASH (kernel/bpf/hashtab.c, 7.2.13: rhtab_map_alloc()):
#     sizeof(struct rhtab_elem) = 8 (one struct rhash_head, a pointer)
#     + round_up(4, 8) + round_up(8, 8) = 24, + 8 = 32 in kmalloc-32:
#     32 + 8 = 40
UNIT = {"htab-mem": 104, "rhtab-mem": 40}
CASES = ("overwrite", "batch_add_batch_del", "add_del_on_diff_cpu")
DIFF_CPU = "add_del_on_diff_cpu"  # needs two cpus
PAIR_RATES = (10, 100)


class Row(NamedTuple):
    label: str
    stem: str    # OUT/<stem>.txt, .gp, status.txt's "<stem> ok"
    kind: str    # parser: idle, pairs, htab, lpm, mpt
    gated: bool  # instruction-count gate
    c1: bool     # runs in the 1-vCPU boot
    cn: str      # N-vCPU boots: "all", "first" (boot 1) or "" (none)
    timed: bool  # runs in timed rounds


def rows():
    yield Row("idle", "idle", "idle", False, True, "all", False)
    for r in PAIR_RATES:
        yield Row(f"{r} pairs/s", f"pairs-{r}", "pairs", False, True, "all", False)
    for c in CASES:
        yield Row(f"htab-mem {c}", f"htab-mem-{c}-ma", "htab", True, c != DIFF_CPU, "all", True)
    for c in CASES:
        yield Row(f"htab-mem {c} (prealloc)", f"htab-mem-{c}-prealloc", "htab", False,
                  c != DIFF_CPU, "first", True)
    for c in CASES:
        yield Row(f"rhtab-mem {c}", f"rhtab-mem-{c}", "htab", False, c != DIFF_CPU, "first", True)
    yield Row("lpm-trie-update", "lpm-trie-update", "lpm", False, True, "first", False)
    mpts = ((4, "hash"), (8, "percpu hash"))
    for t, name in mpts:
        yield Row(f"map_perf_test {t} ({name}), after the first {{first}}",
                  f"map_perf_test-{t}-steady", "steady", True, True, "all", False)
    for t, _ in mpts:
        yield Row(f"map_perf_test {t}, whole run", f"map_perf_test-{t}", "mpt", False, True,
                  "all", True)
    for t, _ in mpts:
        yield Row(f"map_perf_test {t}, first {{first}} (pool build, one-time)",
                  f"map_perf_test-{t}-first", "mpt", False, True, "all", False)
    yield Row("map_perf_test 1 (prealloc, control)", "map_perf_test-1", "mpt", False, True,
              "first", True)


NUM = r"([-+]?\d+(?:\.\d+)?)"
SUMMARY_RE = re.compile(
    r"Summary: per-prod-op\s+" + NUM + r"\D+" + NUM + r"k/s, memory usage\s+" + NUM +
    r"\D+" + NUM + r"MiB, peak memory usage\s+" + NUM + r"MiB, frees\s+" + NUM +
    r"k/s(?:, gp\s+" + NUM + r" ms)?")
LPM_RE = re.compile(r"Summary: throughput\s+" + NUM + r"\D+" + NUM + r" M ops/s")
MEM_RE = re.compile(r"avg_mib " + NUM + r" peak_mib " + NUM)
# htab_stress pairs counts the GPs of the paced pairs alone (not of filling
# its map): those are the row's GPs/s
PAIRS_RE = re.compile(r"^PASS\t\S+\t(\d+) pairs at " + NUM + r"/s, (\d+) GPs, 0 failed deletes,"
                      r" 0 failed inserts$", re.M)
MPT_RE = re.compile(r"^\d+:\S+ \S+ (\d+) events per sec", re.M)
BATCH_RE = re.compile(r"^batch_dump entries=(\d+) op=(\S+) ms=" + NUM, re.M)
GP_RE = re.compile(r"gps (\d+) ns (\d+)")
BOOT_RE = re.compile(r"^(?:icount-c(\d)|r(\d+))-(base|series)(?:-(\d+))?$")
DIGITS = {"htab": 2, "lpm": 3, "mpt": 0, "steady": 0}


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return None


def parse(boot, stem, kind):
    """The row's numbers in one boot, or None if it did not run or failed."""
    gp = GP_RE.search(read(os.path.join(boot, stem + ".gp")) or "")
    res = {}
    if gp and int(gp.group(2)):
        res["gps_per_s"] = int(gp.group(1)) / (int(gp.group(2)) / 1e9)
    if kind == "idle":
        return res or None
    if kind == "steady":  # the loops after MPT_FIRST: the whole run less a first run
        whole, first = (parse(boot, stem.removesuffix("-steady") + x, "mpt") for x in ("", "-first"))
        env = read(os.path.join(boot, "env")) or ""
        n, n1 = (re.search(rf"^{v}=(\d+)$", env, re.M) for v in ("MPT_CNT", "MPT_FIRST"))
        if not (whole and first and n and n1) or int(n.group(1)) <= int(n1.group(1)):
            return None
        n, n1 = int(n.group(1)), int(n1.group(1))
        t = n / whole["slowest"] - n1 / first["slowest"]
        return {"ops": whole["cpus"] * (n - n1) / t} if t > 0 else None
    status = read(os.path.join(boot, "status.txt")) or ""
    if f"{stem} ok" not in status.splitlines():
        return None
    text = read(os.path.join(boot, stem + ".txt")) or ""
    if kind == "pairs":  # every pair done, no delete or insert failed
        m = PAIRS_RE.search(text)
        if not m:
            return None
        res["gps_per_s"] = int(m.group(3)) / (int(m.group(1)) / float(m.group(2)))
    elif kind == "htab":
        m = SUMMARY_RE.search(text)
        if not m:
            return None
        ops, _, mem, _, _, frees, gp_ms = m.groups()
        res.update(ops=float(ops), mem=float(mem), frees_k=float(frees),
                   gp_ms=float(gp_ms) if gp_ms else None)
    elif kind == "lpm":
        m = LPM_RE.search(text)
        mem = MEM_RE.search(read(os.path.join(boot, stem + ".mem")) or "")
        if not m or not mem:
            return None
        res.update(ops=float(m.group(1)), mem=float(mem.group(1)), peak=float(mem.group(2)))
    else:
        ev = [int(x) for x in MPT_RE.findall(text)]
        if not ev or min(ev) <= 0:
            return None
        # Under -icount the vCPUs share one clock: a process that ends
        # first leaves the clock to the others, so the processes' own
        # rates depend on who ends first. The run's rate is the loops of
        # all over its length, the slowest process's.
        res.update(ops=len(ev) * min(ev), cpus=len(ev), slowest=min(ev))
    return res


def load(raw):
    """{(kind, n, i): {kernel: data}}: ("c", N, boot) for -icount boots with
    N vCPUs, ("r", R, 1) for timed round R"""
    boots = {}
    for name in sorted(os.listdir(raw)):
        m = BOOT_RE.match(name)
        if not m:
            continue
        boot = os.path.join(raw, name)
        data = {r.stem: parse(boot, r.stem, r.kind) for r in rows()}
        data["batch"] = {f"{op} {n}": float(ms) for n, op, ms in
                         BATCH_RE.findall(read(os.path.join(boot, "batch_dump.txt")) or "")}
        data["reuse_test"] = read(os.path.join(boot, "reuse_test.txt"))
        first = re.search(r"^MPT_FIRST=(\d+)$", read(os.path.join(boot, "env")) or "", re.M)
        data["mpt_first"] = int(first.group(1)) if first else None
        key = ("c", int(m.group(1)), int(m.group(4) or 1)) if m.group(1) else ("r", int(m.group(2)), 1)
        boots.setdefault(key, {})[m.group(3)] = data
    return boots


def boot_name(kind, n, i, k):
    if kind == "r":
        return f"r{n}-{k}"
    return f"icount-c{n}-{k}" + (f"-{i}" if n > 1 else "")


def expected(row, kind, n, i, lazy):
    if lazy:
        return row.kind in ("idle", "pairs")
    if kind == "r":
        return row.timed
    if n == 1:
        return row.c1
    return row.cn == "all" or (row.cn == "first" and i == 1)


def missing_rows(boots, lazy):
    out = [] if boots else ["no boots"]
    for (kind, n, i), pair in sorted(boots.items()):
        for k in ("base", "series"):
            d = pair.get(k)
            if d is None:
                out.append(f"{boot_name(kind, n, i, k)}: no boot")
                continue
            for r in rows():
                if not expected(r, kind, n, i, lazy):
                    continue
                if d.get(r.stem) is None:
                    out.append(f"{boot_name(kind, n, i, k)} {r.stem}")
                elif r.kind == "htab" and d[r.stem]["gp_ms"] is None:  # no --gp-interval
                    out.append(f"{boot_name(kind, n, i, k)} {r.stem}: no gp latency")
    return out


def icount_cpus(boots):
    return sorted({n for kind, n, _ in boots if kind == "c"})


def rounds(boots):
    return sorted(n for kind, n, _ in boots if kind == "r")


def both(pair, stem):
    """base's and series' numbers of a row in one boot pair (None if absent)"""
    return tuple((pair.get(k) or {}).get(stem) for k in ("base", "series"))


def values(boots, n, k, stem, key):
    """key of the row in each boot with n vCPUs (in boot order) that has it"""
    out = []
    for (kind, m, _), pair in sorted(boots.items()):
        v = ((pair.get(k) or {}).get(stem) or {}).get(key)
        if (kind, m) == ("c", n) and v is not None:
            out.append(v)
    return out


def median(v):
    return statistics.median(v) if v else None


def ratio(b, s):
    return s / b if b and s is not None else None


def fmt(v, d=2, suf=""):
    return "-" if v is None else f"{v:.{d}f}{suf}"


def span(v, d=2):
    """one value, or the median (min-max) of several"""
    if len(v) < 2:
        return fmt(median(v), d)
    return f"{fmt(median(v), d)} ({fmt(min(v), d)}-{fmt(max(v), d)})"


def vcpus(n):
    return f"{n} vCPU" + ("s" if n > 1 else "")


def table(head, body):
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in body]
    return "\n".join(out)


def first_label(boots):
    """MPT_FIRST (the boots' env files), as the row names it"""
    n = next((d["mpt_first"] for p in boots.values() for d in p.values() if d.get("mpt_first")), None)
    if n is None:
        return "MPT_FIRST"
    e = round(math.log10(n))
    return f"10^{e}" if 10 ** e == n else str(n)


def icount_section(boots, res, md):
    ns = icount_cpus(boots)
    body, fail = [], []
    for r in rows():
        if r.kind not in DIGITS:
            continue
        label = r.label.format(first=res["mpt_first"])
        cells = [label]
        for n in ns:
            if not (r.c1 if n == 1 else r.cn):
                cells += ["n/a"] * 3
                continue
            b, s = (values(boots, n, k, r.stem, "ops") for k in ("base", "series"))
            v = ratio(median(b), median(s))
            res["icount"].setdefault(r.stem, {})[n] = {
                "base": median(b), "series": median(s), "ratio": v,
                "base_all": b, "series_all": s, "gated": r.gated}
            low = r.gated and v is not None and v < GATE
            if low:
                fail.append(f"{label}, {vcpus(n)}: {v:.3f}x")
            d = DIGITS[r.kind]
            cells += [span(b, d), span(s, d), fmt(v, 3, "x") + (" **<**" if low else "")]
        body.append(cells + [f">= {GATE}" if r.gated else "not gated"])
    head = ["row"]
    for n in ns:
        head += [f"base, {vcpus(n)}", f"series, {vcpus(n)}", "ratio"]
    md += [f"## Instruction counts (QEMU -icount; gate: series / base >= {GATE}x)", "",
           "htab-mem: per-producer k loops/s; lpm-trie-update: M updates/s; map_perf_test:"
           " events/s, all cpus (cpus x the slowest process's rate: the loops of all over the"
           " run's length); after the first N: the loops of the whole run less those of a"
           " first run of N loops, over its length less the first run's (a new map builds its"
           " pool in its first loops). Under -icount a guest second is 10^9 instructions. With"
           " N >= 2 vCPUs: median (min-max) of the boots, the ratio of the medians.", "",
           table(head + ["gate"], body), "",
           "Gate: " + ("met" if not fail else "missed: " + "; ".join(fail)), ""]
    res["gate_icount_met"] = not fail


def mem_entry(r, pair, label, n, res):
    """The memory gate's numbers of row r in one boot pair (into res), its
    table row, or None"""
    b, s = both(pair, r.stem)
    if not b or not s or s["gp_ms"] is None:
        return None
    floor = s["frees_k"] * 1e3 * s["gp_ms"] / 1e3 * UNIT[r.stem.split("-mem-")[0] + "-mem"] / 2**20
    bound = MEM_FACTOR * (b["mem"] + floor)
    e = {"case": r.label, "stem": r.stem, "boot": label, "cpus": n, "base_mib": b["mem"],
         "series_mib": s["mem"], "frees_kps": s["frees_k"], "gp_ms": s["gp_ms"],
         "floor_mib": floor, "bound_mib": bound, "ratio": s["mem"] / bound}
    res["memory"].append(e)
    return [r.label, label, fmt(b["mem"]), fmt(s["mem"]), fmt(s["frees_k"], 0),
            fmt(s["gp_ms"], 1), fmt(floor), fmt(bound), fmt(e["ratio"], 2, "x"), ""]


def memory_section(boots, res, md):
    """Every N-vCPU boot pair and timed round; the gate: per case, the
    median over the N-vCPU pairs"""
    body, fail = [], []
    for r in rows():
        if r.kind != "htab" or r.stem.endswith("-prealloc"):
            continue
        for n in (n for n in icount_cpus(boots) if n > 1):
            pairs = [mem_entry(r, boots[key], f"{vcpus(n)}, pair {key[2]}", n, res)
                     for key in sorted(boots) if key[:2] == ("c", n)]
            pairs = [p for p in pairs if p]
            if not pairs:
                continue
            med = median([e["ratio"] for e in res["memory"] if (e["stem"], e["cpus"]) == (r.stem, n)])
            res["memory_gate"].setdefault(n, {})[r.stem] = {"median": med, "met": med <= 1}
            if med > 1:
                fail.append(f"{r.label}, {vcpus(n)}: {med:.2f}x")
            body += pairs + [[r.label, f"{vcpus(n)}, median"] + [""] * 6 +
                             [fmt(med, 2, "x"), "met" if med <= 1 else "**missed**"]]
        body += [e for e in (mem_entry(r, boots[("r", x, 1)], f"timed round {x}", None, res)
                             for x in rounds(boots)) if e]
    md += [f"## Memory (gate: series <= {MEM_FACTOR:g} x (base + R x T x unit), median of"
           " the N-vCPU boot pairs)", "",
           "Average memory.current of the bench's cgroup, MiB. R: frees/s and T: grace-period"
           " latency, both measured by the series' run; unit: " +
           ", ".join(f"{k} {v} B" for k, v in UNIT.items()) + " (an element as charged)."
           " 1 vCPU: no T (synchronize_rcu() returns at once); timed rounds: not gated.", "",
           table(["case", "boot", "base", "series", "R k/s", "T ms", "R x T x unit",
                  "bound", "series / bound", "gate"], body), "",
           "Gate: " + ("met" if not fail else "missed: " + "; ".join(fail)), ""]
    res["gate_memory_met"] = not fail


def lpm_section(boots, res, md):
    """lpm-trie-update's memory cgroup: reported, no bound (no R and T)"""
    body = []
    for n in icount_cpus(boots):
        b, s = (d or {} for d in both(boots.get(("c", n, 1), {}), "lpm-trie-update"))
        res["lpm_memory"][n] = {f"{k}_{x}_mib": d.get(y) for k, d in (("base", b), ("series", s))
                                for x, y in (("avg", "mem"), ("peak", "peak"))}
        body.append([vcpus(n) + (", boot 1" if n > 1 else "")] +
                    [fmt(d.get(y)) for d in (b, s) for y in ("mem", "peak")])
    md += ["## lpm-trie-update's memory (not gated)", "",
           "memory.current of a cgroup of its own, average of samples every 0.25 s, and"
           " memory.peak, MiB.", "",
           table(["boot", "base avg", "base peak", "series avg", "series peak"], body), ""]


GP_ROWS = [("idle", "idle"), ("10 pairs/s", "pairs-10"), ("100 pairs/s", "pairs-100"),
           ("htab-mem overwrite (+ the bench's probe, 1/s)", "htab-mem-overwrite-ma"),
           ("map_perf_test 4", "map_perf_test-4")]


def gp_section(boots, res, md, lazy):
    """Gate: series - base at 10 and 100 pairs/s, every vCPU count"""
    ns = icount_cpus(boots)
    body, fail = [], []
    for label, stem in GP_ROWS[:3] if lazy else GP_ROWS:
        cells = [label]
        for n in ns:
            b, s = (values(boots, n, k, stem, "gps_per_s") for k in ("base", "series"))
            d = median(s) - median(b) if b and s else None
            res["gps"].setdefault(stem, {})[n] = {"base": median(b), "series": median(s), "diff": d,
                                                  "base_all": b, "series_all": s}
            high = stem.startswith("pairs-") and d is not None and d > GP_GATE
            if high:
                fail.append(f"{label}, {vcpus(n)}: {d:+.1f}/s")
            cells += [span(b, 1), span(s, 1), ("-" if d is None else f"{d:+.1f}") +
                      (" **>**" if high else "")]
        body.append(cells)
    head = ["row"]
    for n in ns:
        head += [f"base, {vcpus(n)}", f"series, {vcpus(n)}", "series - base"]
    md += ["## Grace periods per second" + (", RCU_LAZY kernels" if lazy else "") +
           f" (gate: series - base <= {GP_GATE:g} at 10 and 100 pairs/s)", "",
           "Kprobe hits on rcu_gp_cleanup() per second of the run, under -icount."
           " Pairs: htab_stress pairs RATE 10, a delete and an insert RATE times a second"
           " from user space. With N >= 2 vCPUs: median (min-max) of the boots.", "",
           table(head, body), "",
           "Gate: " + ("met" if not fail else "missed: " + "; ".join(fail)), ""]
    res["gate_gps_met"] = not fail


def timed_section(boots, res, md):
    xs = rounds(boots)
    if not xs:
        return
    body = []
    for r in rows():
        if not r.timed:
            continue
        rs = [ratio(*(d and d["ops"] for d in both(boots[("r", x, 1)], r.stem))) for x in xs]
        have = [v for v in rs if v]
        geo = math.exp(sum(math.log(v) for v in have) / len(have)) if have else None
        res["timed"][r.stem] = {"ratios": rs, "geomean": geo}
        body.append([r.label] + [fmt(v, 3, "x") for v in rs] +
                    [fmt(geo, 3, "x"), f"{fmt(min(have), 2)}-{fmt(max(have), 2)}" if have else "-"])
    md += ["## Timed rounds (QEMU TCG; informational: unchanged code moves 0.5-1.8x with its address)", "",
           table(["row"] + [f"round {x}" for x in xs] + ["geomean", "spread"], body), ""]
    # batch dump and the reuse test, first timed round
    pair = boots[("r", xs[0], 1)]
    b, s = (pair.get("base") or {}), (pair.get("series") or {})
    body = [[k, fmt(b["batch"].get(k)), fmt(s["batch"].get(k)),
             fmt(ratio(b["batch"].get(k), s["batch"].get(k)), 2, "x")]
            for k in sorted(set(b.get("batch", {})) | set(s.get("batch", {})),
                            key=lambda k: (k.split()[0], int(k.split()[1])))]
    res["batch_dump"] = {row[0]: {"base_ms": row[1], "series_ms": row[2]} for row in body}
    md += [f"## Batch dump, round {xs[0]} (ms, median of the walks)", "",
           table(["op entries", "base", "series", "series / base"], body), ""]
    for k in ("base", "series"):
        t = ((pair.get(k) or {}).get("reuse_test") or "").split("All error logs:")[0]
        lines = [line for line in t.splitlines()
                 if re.search(r"reused|:FAIL|:OK|^Summary|^exit", line)]
        md += [f"## ./test_progs -t htab_reuse_gp on {k}", "", "```"] + lines + ["```", ""]
        res[f"reuse_test_{k}"] = lines


def report(raw, out, header, lazy):
    boots = load(raw)
    res = {"format": 2, "gp_gate": GP_GATE, "gps": {}}
    md = ["# base vs base + series" + (", RCU_LAZY kernels" if lazy else ""), ""]
    if header:
        md += ["```", header.rstrip(), "```", ""]
    if lazy:
        gp_section(boots, res, md, True)
    else:
        res.update({"gate": GATE, "mem_factor": MEM_FACTOR, "unit_bytes": UNIT,
                    "mpt_first": first_label(boots), "icount": {}, "memory": [],
                    "memory_gate": {}, "lpm_memory": {}, "timed": {}, "batch_dump": {}})
        icount_section(boots, res, md)
        memory_section(boots, res, md)
        lpm_section(boots, res, md)
        gp_section(boots, res, md, False)
        timed_section(boots, res, md)
    res["missing"] = missing_rows(boots, lazy)
    if res["missing"]:
        md += ["## Rows missing or failed", ""] + [f"- {m}" for m in res["missing"]] + [""]
    name = "lazy" if lazy else "latest"
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, name + ".md"), "w") as f:
        f.write("\n".join(md))
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump(res, f, indent=1, sort_keys=True)
    if not lazy:
        plot(res, out)
    return 1 if res["missing"] else 0


def plot(res, out):
    """throughput.png: series / base per row, instruction counts and rounds"""
    if not shutil.which("gnuplot"):
        return
    ns = sorted({n for v in res["icount"].values() for n in v})
    nr = max((len(t["ratios"]) for t in res["timed"].values()), default=0)
    cols = [vcpus(n) for n in ns] + [f"round {i + 1}" for i in range(nr)]
    if not cols:
        return
    dat = os.path.join(out, "throughput.dat")
    with open(dat, "w") as f:
        for r in rows():
            if r.kind not in DIGITS:
                continue
            vals = [(res["icount"].get(r.stem, {}).get(n) or {}).get("ratio") for n in ns]
            vals += res["timed"].get(r.stem, {}).get("ratios") or [None] * nr
            label = r.label.format(first=res["mpt_first"]).replace(" (pool build, one-time)", "")
            f.write('"%s" %s\n' % (label, " ".join("NaN" if v is None else f"{v:.4f}" for v in vals)))
    plots = ", ".join(f"'{dat}' u {i + 2}{':xtic(1)' if i == 0 else ''} t '{c}'"
                      for i, c in enumerate(cols))
    script = f"""set terminal pngcairo size 1100,560 noenhanced
set output '{os.path.join(out, "throughput.png")}'
set title 'series / base (1.0 = base); N vCPUs: ratio of the medians'
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -35 scale 0
set yrange [0:*]
set grid ytics
set key outside right
plot {plots}, 1 w l lc 'black' notitle
"""
    subprocess.run(["gnuplot"], input=script, text=True, check=False)
    os.remove(dat)


def main(argv):
    lazy = "--lazy" in argv
    argv = [a for a in argv if a != "--lazy"]
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--header"):
        print(__doc__, file=sys.stderr)
        return 2
    raw, out = argv[0], argv[1]
    header = read(argv[3]) if len(argv) == 4 else None
    if not os.path.isdir(raw):
        print(f"error: {raw}: no such directory", file=sys.stderr)
        return 2
    return report(raw, out, header, lazy)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
