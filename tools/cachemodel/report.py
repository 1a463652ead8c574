#!/usr/bin/env python3
"""Cache model: misses per update, base against series, as one table.

  report.py BASE_DIR SERIES_DIR [--cmd CMD]

Each DIR is one boot of tools/cachemodel/run.sh and holds:
  marks.txt    the plugin's output: "# geometry", then per marker executed
               "N insns accesses l1d_misses l2_misses llc_misses
               vaddr_indexed io", cumulative, summed over vCPUs
  windows.txt  per benchmark run "LABEL START STOP UPDATES [NOTE]": its
               markers and its number of updates (bpf_map_update_elem()
               calls); NOTE says how they were counted
A window LABEL.setup is subtracted from window LABEL, counts and updates
(map_perf_test: the same command with one event, i.e. loading, map
creation and exit). Prints a markdown table; exit status 1 if a window is
missing or has no updates.
"""
import argparse
import sys

# Load-to-use latencies in cycles, roughly a Skylake-SP core: the cost of
# each access where it hits, no overlap between misses
LAT = (("L1d hit", 4), ("L2 hit", 14), ("LLC hit", 50), ("DRAM", 200))


def load(d):
    geometry, marks, windows = "", {}, {}
    with open(f"{d}/marks.txt") as f:
        for line in f:
            if line.startswith("#"):
                geometry = line[1:].strip()
            elif line.strip():
                p = [int(x) for x in line.split()]
                # a marker seen twice keeps its first line
                marks.setdefault(p[0], p[1:8])
    with open(f"{d}/windows.txt") as f:
        for line in f:
            p = line.split(maxsplit=4)
            if len(p) >= 4:
                windows[p[0]] = (int(p[1]), int(p[2]), int(p[3]), p[4].strip() if len(p) > 4 else "")
    return geometry, marks, windows


def delta(marks, w, label):
    missing = [m for m in w[:2] if m not in marks]
    if missing:
        raise ValueError(f"{label}: no marker {missing[0]} in marks.txt")
    return [b - a for a, b in zip(marks[w[0]], marks[w[1]])]


def window(run, label):
    """counts [insns, accesses, l1d, l2, llc, vaddr, io] and updates of label"""
    _, marks, windows = run
    if label not in windows:
        raise ValueError(f"{label}: not in windows.txt")
    d, u = delta(marks, windows[label], label), windows[label][2]
    setup = label + ".setup"
    if setup in windows:
        d = [a - b for a, b in zip(d, delta(marks, windows[setup], setup))]
        u -= windows[setup][2]
    if u <= 0:
        raise ValueError(f"{label}: {u} updates")
    return d, u


def cycles(d):
    """model load-to-use cycles of the window's data accesses"""
    acc, l1, l2, llc = d[1:5]
    hits = (acc - l1, l1 - l2, l2 - llc, llc)
    return sum(n * lat for n, (_, lat) in zip(hits, LAT))


def fmt(v, sign=""):
    return f"{v:{sign},.0f}" if abs(v) >= 100 else f"{v:{sign}.3f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("base")
    ap.add_argument("series")
    ap.add_argument("--cmd", default="")
    args = ap.parse_args()
    try:
        runs = {k: load(d) for k, d in (("base", args.base), ("series", args.series))}
    except (OSError, ValueError, IndexError) as e:
        sys.exit(f"error: {e}")
    labels = [l for l in runs["base"][2] if not l.endswith(".setup")]
    out = ["## Cache model: misses per update, base vs series (a model, not a measurement)", ""]
    if args.cmd:
        out += [f"Command: `{args.cmd}`", ""]
    out += ["| benchmark | per update | base | series | series/base | series - base "
            "| base MPKI | series MPKI |",
            "|---|---|---|---|---|---|---|---|"]
    errors, notes, odd = [], [], []
    for label in labels:
        try:
            (b, ub), (s, us) = window(runs["base"], label), window(runs["series"], label)
        except ValueError as e:
            errors.append(str(e))
            out.append(f"| {label} | did not run: {e} | | | | | | |")
            continue
        rows = [("instructions", 0), ("L1d misses", 2), ("L2 misses", 3), ("LLC misses", 4)]
        for i, (name, k) in enumerate(rows):
            vb, vs = b[k] / ub, s[k] / us
            ratio = f"{vs / vb:.3f}x" if vb else "-"
            mpki = (f"{1000 * b[k] / b[0]:.2f} | {1000 * s[k] / s[0]:.2f}"
                    if k >= 2 and b[0] and s[0] else " | ")
            out.append(f"| {label if i == 0 else ''} | {name} | {fmt(vb)} | {fmt(vs)} | {ratio} "
                       f"| {fmt(vs - vb, '+')} | {mpki} |")
        cb, cs = cycles(b) / ub, cycles(s) / us
        ratio = f"{cs / cb:.3f}x" if cb else "-"
        out.append(f"| | memory cycles (model) | {fmt(cb)} | {fmt(cs)} | {ratio} "
                   f"| **{cs - cb:+,.1f}** | | |")
        note = runs["base"][2][label][3]
        notes.append(f"{label}: {ub:,} updates base, {us:,} series"
                     f"{' (setup run subtracted)' if label + '.setup' in runs['base'][2] else ''}"
                     f"{'; ' + note if note else ''}")
        for kern, d in (("base", b), ("series", s)):
            if d[5] or d[6]:
                odd.append(f"{label}, {kern}: {d[5]:,} and {d[6]:,}")
    out += ["",
            "Model: " + (runs["base"][0] or "?") + "; true LRU, write-allocate, "
            "non-inclusive, no prefetchers, no TLB or page walks, data accesses only, "
            "physical addresses; one vCPU under -icount.",
            "Memory cycles: each L1d lookup costs where it hits: "
            + ", ".join(f"{n} {c}" for n, c in LAT)
            + " cycles, no overlap (an out-of-order core hides part of it); "
            "series - base in that row is what the model implies each update costs extra "
            "in cycles. MPKI: misses per 1000 instructions of the window.",
            "Updates: " + "; ".join(notes) + "."]
    if odd:
        out.append("Accesses without a physical address (modelled by virtual address) "
                   "and MMIO accesses (not modelled): " + "; ".join(odd) + ".")
    print("\n".join(out))
    if errors:
        print("error: " + "; ".join(errors), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
