#!/usr/bin/env python3
"""Print the per-test table of a `make test` run and its closing line.

    ci/summary.py RESULTS_TSV [TEST_PROGS_JSON]

RESULTS_TSV rows are status<TAB>name<TAB>detail (PASS, FAIL or SKIP), written
by the ci/ scripts; the test_progs JSON adds one row per test and subtest.
Exit status 1 if anything failed, or if no test ran at all.
"""
import json
import sys


def rows_from_json(path):
    rows = []
    try:
        data = json.load(open(path))
    except (OSError, ValueError) as e:
        return [("FAIL", "test_progs", f"no JSON report ({e})")]
    for t in data.get("results", []):
        name = t["name"]
        subs = t.get("subtests", [])
        for s in subs:
            st = "FAIL" if s.get("failed") else ("SKIP" if s.get("skipped") else "PASS")
            rows.append((st, f"selftest/{name}/{s['name']}", ""))
        st = "FAIL" if t.get("failed") else ("SKIP" if t.get("skipped") else "PASS")
        if not subs or st == "FAIL":
            rows.append((st, f"selftest/{name}", ""))
    return rows


def main():
    rows = []
    for line in open(sys.argv[1]):
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 2:
            rows.append((parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
    if len(sys.argv) > 2:
        rows += rows_from_json(sys.argv[2])
    width = max([len(r[1]) for r in rows] + [10])
    for st, name, detail in rows:
        print(f"{st:<5} {name:<{width}}  {detail}".rstrip())
    n = {k: sum(1 for r in rows if r[0] == k) for k in ("PASS", "FAIL", "SKIP")}
    print()
    print(f"{n['PASS']} passed, {n['FAIL']} failed, {n['SKIP']} skipped")
    sys.exit(1 if n["FAIL"] or not n["PASS"] else 0)


if __name__ == "__main__":
    main()
