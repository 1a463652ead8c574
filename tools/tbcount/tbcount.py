#!/usr/bin/env python3
"""Compare two tbcount.so runs per kernel function.

  tbcount.py BASE_DIR A B SERIES_DIR A B [--rate R_BASE R_SERIES] [-n N]

Each DIR holds the plugin's tb-NNN.txt dumps and the guest's /proc/kallsyms
(as DIR/kallsyms). A and B are dump numbers: the instructions executed
between them are attributed to the function each block starts in. With
--rate (the benchmark's ops/s in each run), counts are divided by it, so
equal windows of instructions compare per operation.
"""
import argparse
import bisect


def load_syms(path):
    syms = sorted((int(p[0], 16), p[2]) for p in (line.split() for line in open(path))
                  if p[1] in "tTwW")
    return [a for a, _ in syms], [n for _, n in syms]


def load_dump(path):
    counts = {}
    for line in open(path):
        if not line.startswith("#"):
            va, n = line.split()
            counts[int(va, 16)] = counts.get(int(va, 16), 0) + int(n)
    return counts


def per_function(d, a, b):
    addrs, names = load_syms(f"{d}/kallsyms")
    start, end = load_dump(f"{d}/tb-{a:03d}.txt"), load_dump(f"{d}/tb-{b:03d}.txt")
    out = {}
    for va, n in end.items():
        n -= start.get(va, 0)
        if n <= 0:
            continue
        i = bisect.bisect_right(addrs, va) - 1
        if va < 0xffffffff80000000:
            name = "[user]"
        elif i >= 0 and va - addrs[i] < 0x10000:
            name = names[i]
        else:
            name = "[other]"
        out[name] = out.get(name, 0) + n
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("base", nargs=3)
    ap.add_argument("series", nargs=3)
    ap.add_argument("--rate", nargs=2, type=float, default=[1.0, 1.0])
    ap.add_argument("-n", type=int, default=25)
    args = ap.parse_args()
    b = per_function(args.base[0], int(args.base[1]), int(args.base[2]))
    s = per_function(args.series[0], int(args.series[1]), int(args.series[2]))
    b = {k: v / args.rate[0] for k, v in b.items()}
    s = {k: v / args.rate[1] for k, v in s.items()}
    tb, ts = sum(b.values()), sum(s.values())
    print(f"instructions series / base: {ts / tb:.4f}")
    print(f"{'function':40} {'base':>12} {'series':>12} {'% of base':>9}")
    rows = sorted(set(b) | set(s), key=lambda k: b.get(k, 0) - s.get(k, 0))
    for k in rows[:args.n] + rows[-5:]:
        d = s.get(k, 0) - b.get(k, 0)
        print(f"{k:40} {b.get(k, 0):12.0f} {s.get(k, 0):12.0f} {100 * d / tb:+9.3f}")


if __name__ == "__main__":
    main()
