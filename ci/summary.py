#!/usr/bin/env python3
"""Print the per-test table of a `make test` run and its closing line.

    ci/summary.py RESULTS_TSV [TEST_PROGS_LOG TEST_PROGS_JSON [SELECTION [LOG JSON]...]]

RESULTS_TSV rows are status<TAB>name<TAB>detail (PASS, FAIL or SKIP), written
by the ci/ scripts; test_progs' log adds one row per test and subtest.
SELECTION: the test names that must have run (ci/build-selftests.sh's
selected.lst). Further LOG JSON pairs: test_progs runs of some of the same
tests' subtests (ci/guest-tests.sh's slow tests), merged in.
Exit status 1 if anything failed, or if no test ran at all.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ciparse  # noqa: E402

STATUS = {"pass": "PASS", "fail": "FAIL", "skip": "SKIP", "notbuilt": "FAIL"}


def rows_from_test_progs(runs, list_path=None):
    """One row per subtest, and per test without subtests, from test_progs'
    own "#N/M name:OK" lines of each (LOG, JSON) run; each run's JSON (which
    lists only failures) must agree on its number of failed tests."""
    tests, subtests, rows = {}, {}, []
    for log_path, json_path in runs:
        try:
            run = ciparse.TestProgsRun(open(log_path, errors="replace").read())
        except OSError as e:
            rows.append(("FAIL", "test_progs", f"no log ({e})"))
            continue
        if not run.tests:
            rows.append(("FAIL", "test_progs", f"no test ran (log: {log_path})"))
            continue
        for name, st in run.tests.items():
            # a test run twice (its slow subtests on their own) failed if
            # either run failed
            if tests.get(name) not in ("fail", "notbuilt"):
                tests[name] = st
        subtests.update(run.subtests)
        try:
            data = json.load(open(json_path))
            nfail = sum(1 for st in run.tests.values() if st == "fail")
            if data.get("failed") != nfail:
                rows.append(("FAIL", "test_progs", f"JSON says {data.get('failed')} failed, log {nfail} ({log_path})"))
        except (OSError, ValueError) as e:
            rows.append(("FAIL", "test_progs", f"no JSON report ({e})"))
    if not tests:
        return rows
    if list_path:
        for line in open(list_path):
            want = line.split("#", 1)[0].strip()
            if want and want not in tests:
                rows.append(("FAIL", f"selftest/{want}", "selected but did not run"))
    for name, st in tests.items():
        subs = [(n, s) for n, s in subtests.items() if n.startswith(name + "/")]
        for n, s in subs:
            rows.append((STATUS[s], f"selftest/{n}", ""))
        if not subs or st in ("fail", "notbuilt"):
            rows.append((STATUS[st], f"selftest/{name}", "not built" if st == "notbuilt" else ""))
    return rows


def main():
    rows = []
    for line in open(sys.argv[1]):
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 2:
            rows.append((parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
    if len(sys.argv) > 3:
        runs = [(sys.argv[2], sys.argv[3])]
        extra = sys.argv[5:]
        if len(extra) % 2:
            sys.exit("ci/summary.py: LOG JSON pairs after SELECTION")
        runs += list(zip(extra[::2], extra[1::2]))
        rows += rows_from_test_progs(runs, sys.argv[4] if len(sys.argv) > 4 else None)
    width = max([len(r[1]) for r in rows] + [10])
    for st, name, detail in rows:
        print(f"{st:<5} {name:<{width}}  {detail}".rstrip())
    n = {k: sum(1 for r in rows if r[0] == k) for k in ("PASS", "FAIL", "SKIP")}
    print()
    print(f"{n['PASS']} passed, {n['FAIL']} failed, {n['SKIP']} skipped")
    sys.exit(1 if n["FAIL"] or not n["PASS"] else 0)


if __name__ == "__main__":
    main()
