#!/usr/bin/env python3
"""make cover: paste the tables of results/latest.json into the cover letter.

  ci/cover.py [RESULTS_JSON] [COVER_LETTER]

Replaces the block from the line starting "throughput per" (indented) to the
last row of the grace-period table ("series, 2 vCPUs"; "series" in the
letters of older makes) with the same tables made from the last `make`:
instruction-count ratios, memory against its bound and grace periods per
second, ~22 lines (the letter must stay under 8 KB). Prints the diff and
leaves the prose around it alone: the sentences that quote numbers must be
read again by hand. Then `make series` carries the cover letter into tree/'s
b4 branch.
"""
import difflib
import json
import math
import re
import statistics
import sys

FIRST = re.compile(r"^ +throughput per")
# the grace periods' last row: "series, N vCPUs" (or "series", before
# the N-vCPU boots had a median)
LAST = re.compile(r"^ +series(, [2-8] vCPUs)? +[-0-9. ]+$")
ROWS = [  # label, icount key ("prealloc": every preallocated htab-mem row)
    ("htab-mem overwrite", "htab-mem-overwrite-ma"),
    ("  batch_add_batch_del", "htab-mem-batch_add_batch_del-ma"),
    ("  add_del_on_diff_cpu", "htab-mem-add_del_on_diff_cpu-ma"),
    ("  preallocated, all", "prealloc"),  # geomean of the rows
    ("rhtab-mem overwrite*", "rhtab-mem-overwrite"),
    ("  batch_add_batch_del*", "rhtab-mem-batch_add_batch_del"),
    ("  add_del_on_diff_cpu*", "rhtab-mem-add_del_on_diff_cpu"),
    ("lpm-trie-update*", "lpm-trie-update"),
    ("map_perf_test 4 (hash)", "map_perf_test-4-steady"),
    ("  8 (percpu hash)", "map_perf_test-8-steady"),
    ("  8, first {first}*", "map_perf_test-8-first"),
    ("  1 (prealloc, control)", "map_perf_test-1"),
]
GPS = [("idle", "idle"), ("10 pairs/s", "pairs-10"), ("100 pairs/s", "pairs-100"),
       ("overwrite", "htab-mem-overwrite-ma")]


def ratio(icount, key, cpus):
    if key == "prealloc":
        r = [v[cpus]["ratio"] for k, v in icount.items()
             if k.endswith("-prealloc") and (v.get(cpus) or {}).get("ratio")]
        return f"{math.prod(r) ** (1 / len(r)):.3f}x" if r else "  -   "
    v = (icount.get(key) or {}).get(cpus) or {}
    return f"{v['ratio']:.3f}x" if v.get("ratio") else "  -   "


def num(v, d):
    return "-" if v is None else f"{v:.{d}f}"


def tables(d):
    """At most ~25 lines: the cover letter stays under 8 KB"""
    n = min((int(c) for v in d["icount"].values() for c in v if int(c) > 1), default=2)
    cn = str(n)
    mem = {}
    for e in d["memory"]:
        if e["cpus"] == n:
            mem.setdefault(e["stem"], []).append(e)
    out = ["                          throughput per        avg memory MiB,",
           f"                          instruction,          {n} vCPUs, medians",
           "                          series / base         base  series  bound",
           f"                          1 vCPU  {n} vCPUs"]
    for label, key in ROWS:
        line = (f"  {label.format(first=d['mpt_first']):<24}"
                f"{ratio(d['icount'], key, '1'):<6}  {ratio(d['icount'], key, cn):<6}")
        if mem.get(key):
            line += "".join(f"{statistics.median(e[k] for e in mem[key]):>{w}.2f}" for k, w in
                            (("base_mib", 12), ("series_mib", 8), ("bound_mib", 7)))
        out.append(line.rstrip())
    out += ["  * not gated", "",
            "  grace periods/s    " + "".join(f"{label:>12}" for label, _ in GPS)]
    for k in ("base", "series"):  # N vCPUs only; 1 vCPU: results/latest.md
        v = [((d["gps"].get(stem) or {}).get(cn) or {}).get(k) for _, stem in GPS]
        out.append(f"    {k + f', {n} vCPUs':<17}" + "".join(f"{num(x, 1):>12}" for x in v))
    return out


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "results/latest.json"
    dst = sys.argv[2] if len(sys.argv) > 2 else "cover-letter.txt"
    try:
        with open(src) as f:
            d = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {src}: {e} (run make first)")
    if d.get("format") != 2:
        sys.exit(f"error: {src} is from an older make (run make again)")
    if d.get("missing"):
        sys.exit(f"error: {src} misses rows: {', '.join(d['missing'])}")
    with open(dst) as f:
        old = f.read().splitlines()
    first = next((i for i, s in enumerate(old) if FIRST.match(s)), None)
    last = next((i for i, s in enumerate(old) if LAST.match(s) and first is not None
                 and i > first), None)
    if first is None or last is None:
        sys.exit(f"error: {dst}: no results block (a line starting with "
                 "'throughput per' down to the grace periods' 'series' row)")
    new = old[:first] + tables(d) + old[last + 1:]
    if new == old:
        print(f"{dst}: tables already match {src}")
        return
    sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(old, new, dst, dst, lineterm=""))
    with open(dst, "w") as f:
        f.write("\n".join(new) + "\n")
    print(f"{dst}: tables updated; check the sentences that quote numbers, "
          "then make series")


if __name__ == "__main__":
    main()
