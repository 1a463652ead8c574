#!/usr/bin/env python3
"""Variants of the series' kernel/bpf/memalloc.c, one rule taken out each,
for tools/ablate/ablate.sh.

  variants.py NAME FILE       edit FILE (the series' memalloc.c) in place
  variants.py --list          the names
  variants.py --summary DIR   one line of a boot's results
"""
import os
import sys

VARIANTS = {
    # name: (what it drops, [(old, new), ...])
    "noreused": ("c->reused: free_bulk() trims a reused batch like any surplus",
                 [("\t\t\tc->reused = c->free_cnt;\n", "")]),
    "batches2": ("two batches, not three",
                 [("#define GP_BATCHES 3", "#define GP_BATCHES 2")]),
    "urgseal": ("the urgent-QS request while the oldest batch's GP is pending: "
                "only when a batch is sealed",
                [("\tif (n && !urgent)\n\t\turgent = !poll_state_synchronize_rcu(c->gp_state[0]);\n",
                  "")]),
    "nourg": ("the urgent-QS request",
              [("\tif (urgent)\n\t\trcu_request_urgent_qs_task(current);",
                "\tif (urgent && 0)\n\t\trcu_request_urgent_qs_task(current);")]),
    "norefills": ("irq_work sending unused completed batches to slab: "
                  "only __free_by_rcu() does, once per GP",
                  [("\t\tn = gp_batches_unused(c, false);\n", "\t\tn = 0;\n")]),
}


def summary(d):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../ci"))
    import report
    out = [os.path.basename(os.path.normpath(d))]
    for c in report.CASES:
        r = report.parse(d, f"htab-mem-{c}-ma", "htab")
        if r:
            out.append(f"{c} {r['ops']:.2f}k {r['mem']:.2f} MiB GP {r['gp_ms'] or 0:.1f} ms")
    for t in (4, 8):
        r = report.parse(d, f"map_perf_test-{t}", "mpt")
        if r:
            out.append(f"map_perf_test {t} {r['ops']}")
    print(" | ".join(out) if len(out) > 1 else out[0] + ": no results")


def main(argv):
    if argv[1:2] == ["--list"]:
        print(" ".join(VARIANTS))
    elif len(argv) == 3 and argv[1] == "--summary":
        summary(argv[2])
    elif len(argv) == 3 and argv[1] in VARIANTS:
        with open(argv[2]) as f:
            s = f.read()
        for old, new in VARIANTS[argv[1]][1]:
            if s.count(old) != 1:
                sys.exit(f"variant {argv[1]}: {argv[2]} is not the series' memalloc.c "
                         f"(expected once: {old.strip()!r})")
            s = s.replace(old, new)
        with open(argv[2], "w") as f:
            f.write(s)
    else:
        sys.exit(__doc__.strip() + "\nnames: " + " ".join(VARIANTS))


if __name__ == "__main__":
    main(sys.argv)
