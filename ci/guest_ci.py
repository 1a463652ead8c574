#!/usr/bin/env python3
"""Runs inside the guest (ci/run-vm.sh) for make test FLAVOUR=ci: one shard's
tests on one kernel, as ci/ci.py's SPEC (JSON) says.

    ci/guest_ci.py SPEC

SPEC: {"selftests": dir, "out": dir (writable), "tests": [test_progs names,
in test number order], "rerun": [units to run once more: test names,
"test_verifier/N/u|p", "test_maps"], "rerun_failures": bool (also rerun
what fails here), "verifier": bool, "maps": bool, "deny": file
(test_progs -d @file), "jobs": N (test_progs -j, first pass), "watchdog":
seconds (test_progs -w), "kmods": dir or null (its .ko files bind-mounted
over the selftests' own), "maps_timeout", "verifier_timeout": seconds}.

Phases, in this order, each leaving its logs in OUT: main-K.log (test_progs,
K = 1, 2, ...: a test_progs that died is started again on what had no
result, serially, the test it died in left out and named in
crashed-main.json), rerun-K.log and crashed-rerun.json likewise, then
verifier.log and verifier-rerun-N.log, then maps.log and maps-rerun.log.
OUT/guest.json, written last, says it got through all of them.
"""
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ciparse  # noqa: E402


def run(cmd, log, cwd, timeout=None):
    with open(log, "w") as f:
        try:
            return subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT,
                                  timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            f.write(f"\nci/guest_ci.py: killed after {timeout} s\n")
            return 124


def test_progs(spec, tag, tests, jobs):
    """Run TESTS until each has a result or was the one test_progs died in."""
    st, out = spec["selftests"], spec["out"]
    todo, crashed, k = list(tests), {}, 0
    while todo and k < len(tests) + 2:
        k += 1
        lst = f"{out}/{tag}-{k}.lst"
        with open(lst, "w") as f:
            f.write("".join(t + "\n" for t in todo))
        cmd = ["./test_progs", "-w", str(spec["watchdog"]), "-a", "@" + lst]
        if spec.get("deny"):
            cmd += ["-d", "@" + spec["deny"]]
        if jobs > 1 and k == 1:
            cmd += [f"-j{jobs}"]  # an optional argument: -j 2 is a usage error
        rc = run(cmd, f"{out}/{tag}-{k}.log", st)
        r = ciparse.TestProgsRun(open(f"{out}/{tag}-{k}.log", errors="replace").read())
        left = [t for t in todo if t not in r.tests]
        if not left:
            break
        if jobs > 1 and k == 1:
            # a worker died (the watchdog kills its test with SIGSEGV) or
            # test_progs did: what had no result, once more, serially
            todo = left
            continue
        if r.summary:
            for t in left:
                crashed[t] = f"no result: test_progs ended without running it ({tag}-{k}.log)"
            break
        # serially, test_progs runs in test number order: it died in the
        # first test without a result
        why = next((w for n, w in r.watchdog if n.split("/")[0] == left[0]), None)
        crashed[left[0]] = why or f"test_progs died in it (exit {rc}, {tag}-{k}.log)"
        todo = left[1:]
        with open(f"{out}/crashed-{tag}.json", "w") as f:
            json.dump(crashed, f)
    with open(f"{out}/crashed-{tag}.json", "w") as f:
        json.dump(crashed, f)
    return k


def main():
    spec = json.load(open(sys.argv[1]))
    st, out = spec["selftests"], spec["out"]
    times = {}
    print(f"guest: {os.uname().release}, {os.cpu_count()} CPUs, {len(spec['tests'])} tests", flush=True)
    subprocess.run(["bash", "-c", '. "$0"', os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                          "guest-mounts.sh")])
    # The list's rootfs has a writable /tmp (btf_dump, among others, writes
    # there); the host's root comes in read-only
    if not os.access("/tmp", os.W_OK):
        subprocess.run(["mount", "-t", "tmpfs", "tmpfs", "/tmp"], check=True)
    for ko in sorted(os.listdir(spec["kmods"])) if spec.get("kmods") else []:
        if ko.endswith(".ko"):
            subprocess.run(["mount", "--bind", os.path.join(spec["kmods"], ko), os.path.join(st, ko)],
                           check=True)

    t0 = time.time()
    failed = []
    if spec["tests"]:
        k = test_progs(spec, "main", spec["tests"], spec["jobs"])
        times["test_progs"] = time.time() - t0
        for i in range(1, k + 1):
            r = ciparse.TestProgsRun(open(f"{out}/main-{i}.log", errors="replace").read())
            failed += [t for t, s in r.tests.items() if s == "fail"]
        failed += list(json.load(open(f"{out}/crashed-main.json")))
    rerun = [u for u in spec["rerun"] if not u.startswith(("test_verifier/", "test_maps"))]
    if spec["rerun_failures"]:
        rerun += [t for t in failed if t not in rerun]
    if rerun:
        t0 = time.time()
        order = {t: i for i, t in enumerate(spec["all_tests"])}
        test_progs(spec, "rerun", sorted(set(rerun), key=lambda t: order.get(t, 1 << 30)), 1)
        times["reruns"] = time.time() - t0

    nums = {u.split("/")[1] for u in spec["rerun"] if u.startswith("test_verifier/")}
    if spec["verifier"]:
        t0 = time.time()
        run(["./test_verifier"], f"{out}/verifier.log", st, spec["verifier_timeout"])
        times["test_verifier"] = time.time() - t0
        res, _, _ = ciparse.parse_verifier(open(f"{out}/verifier.log", errors="replace").read())
        if spec["rerun_failures"]:
            nums |= {u.split("/")[1] for u, s in res.items() if s == "fail"}
    if nums:
        t0 = time.time()
        for n in sorted(nums, key=int):
            run(["./test_verifier", n], f"{out}/verifier-rerun-{n}.log", st, 600)
        times["test_verifier reruns"] = time.time() - t0
    rc = None
    if spec["maps"]:
        t0 = time.time()
        rc = run(["./test_maps"], f"{out}/maps.log", st, spec["maps_timeout"])
        with open(f"{out}/maps.rc", "w") as f:
            f.write(f"{rc}\n")
        times["test_maps"] = time.time() - t0
    if "test_maps" in spec["rerun"] or (spec["rerun_failures"] and rc not in (None, 0)):
        t0 = time.time()
        rc = run(["./test_maps"], f"{out}/maps-rerun.log", st, spec["maps_timeout"])
        with open(f"{out}/maps-rerun.rc", "w") as f:
            f.write(f"{rc}\n")
        times["test_maps rerun"] = time.time() - t0
    with open(f"{out}/guest.json", "w") as f:
        json.dump({"complete": True, "seconds": times}, f)


if __name__ == "__main__":
    main()
