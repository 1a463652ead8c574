#!/usr/bin/env python3
"""Print the per-test table of a `make test` run and its closing line.

    ci/summary.py RESULTS_TSV [TEST_PROGS_LOG TEST_PROGS_JSON [SELECTION]]

RESULTS_TSV rows are status<TAB>name<TAB>detail (PASS, FAIL or SKIP), written
by the ci/ scripts; test_progs' log adds one row per test and subtest.
Exit status 1 if anything failed, or if no test ran at all.
"""
import json
import re
import sys


TEST_RE = re.compile(r"^#(\d+)(?:/(\d+))?\s+(\S+):(OK|FAIL|SKIP)\s*$")
STATUS = {"OK": "PASS", "FAIL": "FAIL", "SKIP": "SKIP"}


def rows_from_test_progs(log_path, json_path, list_path=None):
    """One row per subtest, and per test without subtests, from test_progs'
    own "#N/M name:OK" lines; its JSON (which lists only failures) must agree
    on the number of failed tests."""
    try:
        lines = open(log_path, errors="replace").read().split("\n")
    except OSError as e:
        return [("FAIL", "test_progs", f"no log ({e})")]
    # Stop at the repeated failure logs at the end.
    if "All error logs:" in lines:
        lines = lines[: lines.index("All error logs:")]
    tests, subtests = {}, {}
    for line in lines:
        m = TEST_RE.match(line)
        if not m:
            continue
        num, sub, name, st = m.groups()
        (subtests if sub else tests)[name] = STATUS[st]
    if not tests:
        return [("FAIL", "test_progs", f"no test ran (log: {log_path})")]
    rows = []
    if list_path:
        for line in open(list_path):
            want = line.split("#", 1)[0].strip()
            if want and want not in tests:
                rows.append(("FAIL", f"selftest/{want}", "selected but did not run"))
    for name, st in tests.items():
        subs = [(n, s) for n, s in subtests.items() if n.startswith(name + "/")]
        for n, s in subs:
            rows.append((s, f"selftest/{n}", ""))
        if not subs or st == "FAIL":
            rows.append((st, f"selftest/{name}", ""))
    try:
        data = json.load(open(json_path))
        nfail = sum(1 for st in tests.values() if st == "FAIL")
        if data.get("failed") != nfail:
            rows.append(("FAIL", "test_progs", f"JSON says {data.get('failed')} failed, log {nfail}"))
    except (OSError, ValueError) as e:
        rows.append(("FAIL", "test_progs", f"no JSON report ({e})"))
    return rows


def main():
    rows = []
    for line in open(sys.argv[1]):
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 2:
            rows.append((parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
    if len(sys.argv) > 3:
        rows += rows_from_test_progs(*sys.argv[2:5])
    width = max([len(r[1]) for r in rows] + [10])
    for st, name, detail in rows:
        print(f"{st:<5} {name:<{width}}  {detail}".rstrip())
    n = {k: sum(1 for r in rows if r[0] == k) for k in ("PASS", "FAIL", "SKIP")}
    print()
    print(f"{n['PASS']} passed, {n['FAIL']} failed, {n['SKIP']} skipped")
    sys.exit(1 if n["FAIL"] or not n["PASS"] else 0)


if __name__ == "__main__":
    main()
