#!/usr/bin/env python3
"""Tables of one `make` run: base against base + series.

    ci/report.py RAW OUT [--header FILE]

RAW holds one directory per boot (ci/bench.sh): icount-c<N>-<kernel> (QEMU
-icount, N vCPUs) and r<R>-<kernel> (timed round R), kernel base or series,
each with the outputs of ci/guest-bench.sh. OUT gets latest.md, latest.json
and throughput.png (if gnuplot is on PATH).

The gates, the series' own (cover letter):
  - instruction counts: series / base >= 0.98 on the non-preallocated
    htab-mem rows and map_perf_test 4 and 8, with 1 and 2 vCPUs;
  - memory: the series' average htab-mem memory <= 2 x (base's + R x T x
    UNIT), R the frees per second and T the grace-period latency the bench
    measured in the series' run, UNIT the charged size of an element.
Timed ratios are shown with their spread, not gated.

Exit status: 0 when every row has its numbers (whatever the gates say),
1 when a boot or a row is missing or failed, 2 on bad usage.
"""
import json
import math
import os
import re
import shutil
import subprocess
import sys

CASES = ("overwrite", "batch_add_batch_del", "add_del_on_diff_cpu")
GATE = 0.98
MEM_FACTOR = 2.0
# bench htab-mem's element (4-byte key, 8-byte value): 72 bytes in
# kmalloc-96, plus the obj_cgroup pointer memcg charges with each object
UNIT = 104

NUM = r"([-+]?\d+(?:\.\d+)?)"
SUMMARY_RE = re.compile(
    r"Summary: per-prod-op\s+" + NUM + r"\D+" + NUM + r"k/s, memory usage\s+" + NUM +
    r"\D+" + NUM + r"MiB, peak memory usage\s+" + NUM + r"MiB, gp\s+" + NUM +
    r" ms, frees\s+" + NUM + r"k/s")
MPT_RE = re.compile(r"^\d+:\S+ \S+ (\d+) events per sec", re.M)
BATCH_RE = re.compile(r"^batch_dump entries=(\d+) op=(\S+) ms=" + NUM, re.M)
GP_RE = re.compile(r"gps (\d+) ns (\d+)")
BOOT_RE = re.compile(r"^(icount-c(\d)|r(\d+))-(base|series)$")


def rows():
    """(row name, file stem, parser key, gated by instruction count)"""
    for c in CASES:
        yield f"htab-mem {c}", f"htab-mem-{c}-ma", "htab", True
    for c in CASES:
        yield f"htab-mem {c} (prealloc)", f"htab-mem-{c}-prealloc", "htab", False
    for c in CASES:
        yield f"rhtab-mem {c}", f"rhtab-mem-{c}", "htab", False
    yield "map_perf_test 4 (hash)", "map_perf_test-4", "mpt", True
    yield "map_perf_test 8 (percpu hash)", "map_perf_test-8", "mpt", True
    yield "map_perf_test 1 (prealloc)", "map_perf_test-1", "mpt", False


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return None


def parse(boot, stem, kind):
    """The row's numbers in one boot, or None if it did not run or failed."""
    status = read(os.path.join(boot, "status.txt")) or ""
    if f"{stem} ok" not in status.splitlines():
        return None
    text = read(os.path.join(boot, stem + ".txt")) or ""
    gp = GP_RE.search(read(os.path.join(boot, stem + ".gp")) or "")
    res = {}
    if gp and int(gp.group(2)):
        res["gps_per_s"] = int(gp.group(1)) / (int(gp.group(2)) / 1e9)
    if kind == "htab":
        m = SUMMARY_RE.search(text)
        if not m:
            return None
        v = [float(x) for x in m.groups()]
        res.update(ops=v[0], ops_sd=v[1], mem=v[2], peak=v[4], gp_ms=v[5], frees_k=v[6])
    else:
        ev = [int(x) for x in MPT_RE.findall(text)]
        if not ev:
            return None
        res["ops"] = sum(ev)
    return res


def load(raw):
    boots = {}
    for name in sorted(os.listdir(raw)):
        m = BOOT_RE.match(name)
        if not m:
            continue
        key = ("icount", int(m.group(2))) if m.group(2) else ("timed", int(m.group(3)))
        boot = os.path.join(raw, name)
        data = {stem: parse(boot, stem, kind) for _, stem, kind, _ in rows()}
        idle = GP_RE.search(read(os.path.join(boot, "idle.gp")) or "")
        data["idle"] = int(idle.group(1)) / (int(idle.group(2)) / 1e9) if idle else None
        data["batch"] = {f"{op} {n}": float(ms) for n, op, ms in
                         BATCH_RE.findall(read(os.path.join(boot, "batch_dump.txt")) or "")}
        data["reuse_test"] = read(os.path.join(boot, "reuse_test.txt"))
        boots.setdefault(key, {})[m.group(4)] = data
    return boots


def ratio(b, s):
    return s / b if b and s is not None else None


def fmt(v, d=2, suf=""):
    return "-" if v is None else f"{v:.{d}f}{suf}"


def table(head, body):
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in body]
    return "\n".join(out)


def report(raw, out, header):
    boots = load(raw)
    missing = []
    res = {"gate": GATE, "mem_factor": MEM_FACTOR, "unit_bytes": UNIT,
           "icount": {}, "memory": [], "gps": {}, "timed": {}, "batch_dump": {}}
    md = ["# base vs base + series", ""]
    if header:
        md += ["```", header.rstrip(), "```", ""]

    # --- instruction counts
    icounts = sorted(n for kind, n in boots if kind == "icount")
    body = []
    gate_fail = []
    for name, stem, kind, gated in rows():
        if stem.startswith("rhtab"):
            continue
        cells = [name]
        for n in icounts:
            pair = boots[("icount", n)]
            b = (pair.get("base") or {}).get(stem)
            s = (pair.get("series") or {}).get(stem)
            r = ratio(b and b["ops"], s and s["ops"])
            if n == 1 and stem.startswith("htab-mem-add_del_on_diff_cpu-"):
                cells += ["n/a"] * 3
                continue
            if r is None:
                missing.append(f"icount-c{n} {stem}")
            elif gated and r < GATE:
                gate_fail.append(f"{name}, {n} vCPU(s): {r:.3f}x")
            res["icount"].setdefault(stem, {})[n] = {
                "base": b and b["ops"], "series": s and s["ops"], "ratio": r}
            cells += [fmt(b and b["ops"]), fmt(s and s["ops"]),
                      fmt(r, 3, "x") + (" **<**" if gated and r is not None and r < GATE else "")]
        body.append(cells)
    head = ["row"]
    for n in icounts:
        head += [f"base, {n} vCPU", f"series, {n} vCPU", "ratio"]
    md += [f"## Instruction counts (QEMU -icount; gate: series / base >= {GATE}x)", "",
           "htab-mem: per-producer k loops/s; map_perf_test: events/s, all cpus;"
           " under -icount a guest second is 10^9 instructions.", "",
           table(head, body), "",
           "Gate: " + ("met" if not gate_fail else "missed: " + "; ".join(gate_fail)), ""]

    # --- memory
    body = []
    mem_fail = []
    for (kind, n), pair in sorted(boots.items()):
        if (kind, n) == ("icount", 1):
            continue
        label = f"icount, {n} vCPU" if kind == "icount" else f"timed round {n}"
        for c in CASES:
            stem = f"htab-mem-{c}-ma"
            b = (pair.get("base") or {}).get(stem)
            s = (pair.get("series") or {}).get(stem)
            if not b or not s:
                continue
            floor = s["frees_k"] * 1e3 * s["gp_ms"] / 1e3 * UNIT / 2**20
            bound = MEM_FACTOR * (b["mem"] + floor)
            ok = s["mem"] <= bound
            if not ok:
                mem_fail.append(f"{c}, {label}")
            res["memory"].append({"case": c, "boot": label, "base_mib": b["mem"],
                                  "series_mib": s["mem"], "frees_kps": s["frees_k"],
                                  "gp_ms": s["gp_ms"], "floor_mib": floor,
                                  "bound_mib": bound, "met": ok})
            body.append([c, label, fmt(b["mem"]), fmt(s["mem"]), fmt(s["frees_k"], 0),
                         fmt(s["gp_ms"], 1), fmt(floor), fmt(bound),
                         fmt(s["mem"] / bound, 2, "x")])
    md += [f"## Memory (gate: series <= {MEM_FACTOR:g} x (base + R x T x {UNIT} B))", "",
           "Average memory.current of the bench's cgroup, MiB. R: frees/s and T: grace-period"
           " latency, both measured by the series' run.", "",
           table(["case", "boot", "base", "series", "R k/s", "T ms", "R x T x unit",
                  "bound", "series / bound"], body), "",
           "Gate: " + ("met" if not mem_fail else "missed: " + "; ".join(mem_fail)), ""]

    # --- grace periods per second
    body = []
    for (kind, n), pair in sorted(boots.items()):
        label = f"icount, {n} vCPU" if kind == "icount" else f"timed round {n}"
        cells = [label]
        for k in ("base", "series"):
            d = pair.get(k) or {}
            ow = d.get("htab-mem-overwrite-ma") or {}
            mpt = d.get("map_perf_test-4") or {}
            cells += [fmt(d.get("idle"), 1), fmt(ow.get("gps_per_s"), 0), fmt(mpt.get("gps_per_s"), 0)]
            res["gps"].setdefault(label, {})[k] = {
                "idle": d.get("idle"), "overwrite": ow.get("gps_per_s"),
                "map_perf_test_4": mpt.get("gps_per_s")}
        body.append(cells)
    md += ["## Grace periods per second (kprobe hits on rcu_gp_cleanup())", "",
           "htab-mem runs include the bench's own latency probe, one synchronize_rcu()"
           " every 100 ms.", "",
           table(["boot", "base idle", "base overwrite", "base mpt 4",
                  "series idle", "series overwrite", "series mpt 4"], body), ""]

    # --- timed rounds
    rounds = sorted(n for kind, n in boots if kind == "timed")
    body = []
    for name, stem, kind, _ in rows():
        rs = []
        for r in rounds:
            pair = boots[("timed", r)]
            b = (pair.get("base") or {}).get(stem)
            s = (pair.get("series") or {}).get(stem)
            v = ratio(b and b["ops"], s and s["ops"])
            if v is None:
                missing.append(f"r{r} {stem}")
            rs.append(v)
        have = [v for v in rs if v]
        geo = math.exp(sum(math.log(v) for v in have) / len(have)) if have else None
        res["timed"][stem] = {"ratios": rs, "geomean": geo}
        body.append([name] + [fmt(v, 3, "x") for v in rs] +
                    [fmt(geo, 3, "x"), f"{fmt(min(have), 2)}-{fmt(max(have), 2)}" if have else "-"])
    md += ["## Timed rounds (QEMU TCG; informational: unchanged code moves 0.5-1.8x with its address)", "",
           table(["row"] + [f"round {r}" for r in rounds] + ["geomean", "spread"], body), ""]

    # --- batch dump and the reuse test, first timed round
    if rounds:
        pair = boots[("timed", rounds[0])]
        b, s = (pair.get("base") or {}), (pair.get("series") or {})
        body = [[k, fmt(b["batch"].get(k)), fmt(s["batch"].get(k)),
                 fmt(ratio(b["batch"].get(k), s["batch"].get(k)), 2, "x")]
                for k in sorted(set(b.get("batch", {})) | set(s.get("batch", {})),
                                key=lambda k: (k.split()[0], int(k.split()[1])))]
        res["batch_dump"] = {k: {"base_ms": r[1], "series_ms": r[2]} for k, r in
                             ((row[0], row) for row in body)}
        md += [f"## Batch dump, round {rounds[0]} (ms, median of the walks)", "",
               table(["op entries", "base", "series", "series / base"], body), ""]
        for k in ("base", "series"):
            t = ((pair.get(k) or {}).get("reuse_test") or "").split("All error logs:")[0]
            lines = [l for l in t.splitlines()
                     if re.search(r"reused|:FAIL|:OK|^Summary|^exit", l)]
            md += [f"## ./test_progs -t htab_reuse_gp on {k}", "", "```"] + lines + ["```", ""]
            res[f"reuse_test_{k}"] = lines

    res["missing"] = missing
    res["gate_icount_met"] = not gate_fail
    res["gate_memory_met"] = not mem_fail
    if missing:
        md += ["## Rows without numbers", ""] + [f"- {m}" for m in missing] + [""]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "latest.md"), "w") as f:
        f.write("\n".join(md))
    with open(os.path.join(out, "latest.json"), "w") as f:
        json.dump(res, f, indent=1, sort_keys=True)
    plot(boots, out)
    return 1 if missing else 0


def plot(boots, out):
    """throughput.png: base and series of the same boot pair, per row."""
    if not shutil.which("gnuplot"):
        return
    pairs = sorted(boots)
    dat = os.path.join(out, "throughput.dat")
    with open(dat, "w") as f:
        for name, stem, _, _ in rows():
            vals = []
            for p in pairs:
                b = (boots[p].get("base") or {}).get(stem)
                s = (boots[p].get("series") or {}).get(stem)
                vals += ["1" if b and s else "NaN", f"{s['ops'] / b['ops']:.4f}" if b and s else "NaN"]
            f.write('"%s" %s\n' % (name, " ".join(vals)))
    cols = " , ".join(f"'' u {2 * i + 3} t '{k} {n}'" for i, (k, n) in enumerate(pairs))
    script = f"""set terminal pngcairo size 1100,520 noenhanced
set output '{os.path.join(out, "throughput.png")}'
set title 'series / base of the same boot pair (1.0 = base)'
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -35 scale 0
set yrange [0:*]
set grid ytics
set key outside right
plot '{dat}' u 3:xtic(1) t '{pairs[0][0]} {pairs[0][1]}'{(' , ' + cols.split(' , ', 1)[1]) if len(pairs) > 1 else ''}, 1 w l lc 'black' notitle
"""
    subprocess.run(["gnuplot"], input=script, text=True, check=False)
    os.remove(dat)


def main(argv):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--header"):
        print(__doc__, file=sys.stderr)
        return 2
    raw, out = argv[0], argv[1]
    header = read(argv[3]) if len(argv) == 4 else None
    if not os.path.isdir(raw):
        print(f"error: {raw}: no such directory", file=sys.stderr)
        return 2
    return report(raw, out, header)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
