#!/usr/bin/env python3
"""make cover: paste the tables of results/latest.json into the cover letter.

  ci/cover.py [RESULTS_JSON] [COVER_LETTER]

Replaces the block from the line starting "throughput per" (indented) to the
"series" row of the grace-period table with the same tables made from the
last `make`, prints the diff and leaves the prose around it alone: the
sentences that quote numbers must be read again by hand. Then `make series`
carries the cover letter into tree/'s b4 branch.
"""
import difflib
import json
import math
import re
import sys

FIRST = re.compile(r"^ +throughput per")
LAST = re.compile(r"^ +series +[0-9.]+ +[0-9]+ +[0-9]+$")
ROWS = [  # label, icount key ("prealloc": every preallocated htab-mem row)
    ("htab-mem overwrite", "htab-mem-overwrite-ma"),
    ("  batch_add_batch_del", "htab-mem-batch_add_batch_del-ma"),
    ("  add_del_on_diff_cpu", "htab-mem-add_del_on_diff_cpu-ma"),
    ("  preallocated, all", "prealloc"),  # geomean of the rows
    ("map_perf_test 4 (hash)", "map_perf_test-4"),
    ("  8 (percpu hash)", "map_perf_test-8"),
    ("  1 (prealloc, control)", "map_perf_test-1"),
]
MEM = {"htab-mem-overwrite-ma": "overwrite",
       "htab-mem-batch_add_batch_del-ma": "batch_add_batch_del",
       "htab-mem-add_del_on_diff_cpu-ma": "add_del_on_diff_cpu"}


def ratio(icount, key, cpus):
    if key == "prealloc":
        r = [v[cpus]["ratio"] for k, v in icount.items()
             if k.startswith("htab-mem-") and k.endswith("-prealloc") and cpus in v]
        return f"{math.prod(r) ** (1 / len(r)):.3f}x" if r else "  -   "
    v = icount.get(key, {}).get(cpus)
    return f"{v['ratio']:.3f}x" if v else "  -   "


def tables(d):
    mem = {m["case"]: m for m in d["memory"] if m["boot"] == "icount, 2 vCPU"}
    out = ["                          throughput per       avg memory MiB, 2 vCPUs",
           "                          instruction,         base  series  bound",
           "                          series / base",
           "                          1 vCPU  2 vCPUs"]
    for label, key in ROWS:
        line = f"  {label:<24}{ratio(d['icount'], key, '1'):<6}  {ratio(d['icount'], key, '2'):<6}"
        m = mem.get(MEM.get(key))
        if m:
            line += f"{m['base_mib']:>11.2f}{m['series_mib']:>7.2f}{m['bound_mib']:>8.2f}"
        out.append(line.rstrip())
    g = d["gps"].get("icount, 2 vCPU")
    if g:
        out += ["", "  grace periods/s (2 vCPUs)   idle   overwrite   map_perf_test 4"]
        for k in ("base", "series"):
            v = g[k]
            out.append(f"    {k:<24}{v['idle']:>6.1f}{v['overwrite']:>9.0f}"
                       f"{v['map_perf_test_4']:>14.0f}")
    return out


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "results/latest.json"
    dst = sys.argv[2] if len(sys.argv) > 2 else "cover-letter.txt"
    try:
        with open(src) as f:
            d = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {src}: {e} (run make first)")
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
