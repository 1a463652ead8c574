#!/usr/bin/env python3
"""make test FLAVOUR=ci (ci/test-ci.sh): the shards' boots, and the report
that merges what they left in the cache. python3 standard library only.

    ci/ci.py run    --res DIR --stout DIR --series IMG --base IMG --base-kmods DIR
                    --shards N [--shard I] [--jobs J] [--watchdog S]
    ci/ci.py report --res DIR --stout DIR --shards N --code HASH
                    [--md FILE] [--json FILE]

The test list: test_progs -l (the selftests build's tests.lst) less the
whole tests upstream's DENYLIST, DENYLIST.x86_64 and ci/selftests-ci.deny's
run lines deny, then test_verifier and test_maps; shard I of N is every Nth
of it from the Ith (fixed for a given build and N). A shard boots the
series kernel, then the base, each with ci/guest_ci.py: the shard's tests
(test_progs -j J), then each test that failed on the series once more, on
both kernels. A guest that dies is booted again on what had no result,
serially, the test it died in left out (up to 3 boots a kernel). Results:
DIR/shard-I/KERNEL/boot-K/ (logs, console, dmesg), DIR/shard-I/KERNEL.json
once a kernel's boots are done. `run` without --shard runs every shard that
has not both kernels done; with --shard, that one (again if done, with
--again).

The report classifies each failing unit (a subtest, a test without
subtests or failing outside them, a test_verifier case, test_maps):
  regression   failed in both series runs, passed in a base run
  fails on both  failed in every run on both kernels (upstream's), with its
               first error line
  flaky        failed once on the series, passed on its rerun
  the series' own tests (prog_tests files the series adds) fail on the
  base by design: listed apart, they must pass on the series
and prints the table: tests and subtests run, passed / failed / skipped per
kernel, regressions, time per kernel. Exit status: 0 if nothing failed (a
shard missing is no failure: the report says INCOMPLETE and names them), 1
if anything did.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ciparse  # noqa: E402

TOP = os.environ.get("TOP") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = ("series", "base")
MAX_BOOTS = 3
BAD = ("fail", "none")


def log(msg):
    t0 = int(os.environ.get("T0", time.time()))
    print(f"[{int(time.time()) - t0:4d}s] {msg}", file=sys.stderr, flush=True)


# --- the test list and the shards ---------------------------------------

def deny_sources(stout):
    """[(source, [patterns])]: upstream's deny lists in the build, and the
    run lines of ci/selftests-ci.deny."""
    out = []
    for name in ("DENYLIST", "DENYLIST.x86_64"):
        p = os.path.join(stout, name)
        if os.path.exists(p):
            out.append((name, ciparse.read_denylist(p)))
    rules = ciparse.read_deny(os.path.join(TOP, "ci/selftests-ci.deny"))
    out.append(("ci/selftests-ci.deny", [n for k, n, _, _ in rules if k == "run"]))
    return out


def test_list(stout):
    tests = [t.strip() for t in open(os.path.join(stout, "tests.lst")) if t.strip()]
    patterns = [p for _, ps in deny_sources(stout) for p in ps]
    items = [t for t in tests if not ciparse.denied(t, patterns)]
    items += [t for t in ("test_verifier", "test_maps") if not ciparse.denied(t, patterns)]
    return tests, items, patterns


def shard_items(items, i, n):
    return items[i - 1::n]


# --- one kernel's results in one shard -------------------------------------

class KernelResults:
    """What the boots of one kernel in one shard left: per unit, the status
    of the main run and of the rerun, with first error lines."""

    def __init__(self):
        self.main, self.rerun = {}, {}        # unit -> status
        self.errors = {}                      # (phase, unit) -> line
        self.tests, self.rtests = {}, {}      # test -> test-level status, main / rerun
        self.rerun_tests = set()              # tests and units rerun
        self.verifier_done = self.maps_done = False
        self.verifier_rerun, self.maps_rerun_done = set(), False
        self.boots = []                       # {"dir", "seconds", "rc", "why"}
        self.splats = []

    def add_test_progs(self, phase, run):
        dst = self.main if phase == "main" else self.rerun
        for t in run.tests:
            if phase == "main":
                self.tests[t] = run.tests[t]
            else:
                self.rtests[t] = run.tests[t]
                self.rerun_tests.add(t)
            for u, s in run.units(t).items():
                dst[u] = s
                if s == "fail":
                    self.errors[(phase, u)] = run.errors.get(u, "")

    def crashed(self, phase, test, why):
        (self.main if phase == "main" else self.rerun)[test] = "none"
        self.errors[(phase, test)] = why
        if phase == "main":
            self.tests[test] = "none"
        else:
            self.rtests[test] = "none"
            self.rerun_tests.add(test)

    def to_json(self):
        return {"main": self.main, "rerun": self.rerun, "tests": self.tests, "rtests": self.rtests,
                "rerun_tests": sorted(self.rerun_tests),
                "errors": [[p, u, e] for (p, u), e in self.errors.items()],
                "boots": self.boots, "splats": self.splats}

    @classmethod
    def from_json(cls, d):
        r = cls()
        r.main, r.rerun, r.tests, r.rtests = d["main"], d["rerun"], d["tests"], d["rtests"]
        r.rerun_tests = set(d["rerun_tests"])
        r.errors = {(p, u): e for p, u, e in d["errors"]}
        r.boots, r.splats = d["boots"], d["splats"]
        return r


def read_boot(d, res):
    """Fold boot directory D's logs into RES: test_progs' main run and
    reruns, test_verifier's, test_maps'."""
    for phase in ("main", "rerun"):
        for p in sorted(glob.glob(f"{d}/{phase}-*.log"), key=lambda p: int(re.search(r"-(\d+)\.log$", p).group(1))):
            res.add_test_progs(phase, ciparse.TestProgsRun(open(p, errors="replace").read()))
        try:
            for t, why in json.load(open(f"{d}/crashed-{phase}.json")).items():
                res.crashed(phase, t, why)
        except (OSError, ValueError):
            pass
    if os.path.exists(f"{d}/verifier.log"):
        text = open(f"{d}/verifier.log", errors="replace").read()
        units, errors, summary = ciparse.parse_verifier(text)
        res.main.update(units)
        res.errors.update({("main", u): e for u, e in errors.items()})
        if summary:
            res.verifier_done = True
    for p in glob.glob(f"{d}/verifier-rerun-*.log"):
        n = re.search(r"-(\d+)\.log$", p).group(1)
        units, errors, summary = ciparse.parse_verifier(open(p, errors="replace").read())
        for m in ("u", "p"):
            u = f"test_verifier/{n}/{m}"
            if u in units or summary:
                res.rerun[u] = units.get(u, "none")
                if u in errors:
                    res.errors[("rerun", u)] = errors[u]
        res.verifier_rerun.add(n)
    for phase, name in (("main", "maps"), ("rerun", "maps-rerun")):
        if os.path.exists(f"{d}/{name}.rc"):
            rc = int(open(f"{d}/{name}.rc").read().strip() or 1)
            st, err = ciparse.parse_maps(open(f"{d}/{name}.log", errors="replace").read(), rc)
            (res.main if phase == "main" else res.rerun)["test_maps"] = st
            if st != "pass":
                res.errors[(phase, "test_maps")] = err
            if phase == "main":
                res.maps_done = True
            else:
                res.maps_rerun_done = True
                res.rerun_tests.add("test_maps")
    try:
        res.splats += [s for s in ciparse.splat_signatures(open(f"{d}/splats", errors="replace").read())
                       if s not in res.splats]
    except OSError:
        pass


def failing(res):
    """What the series' main run failed: test_progs tests, test_verifier
    cases, test_maps (what both kernels run once more)."""
    out = [t for t, s in res.tests.items() if s in BAD]
    out += sorted(u for u, s in res.main.items() if u.startswith("test_verifier/") and s in BAD)
    if res.main.get("test_maps") in BAD:
        out.append("test_maps")
    return out


def run_kernel(a, i, kernel, items, all_tests, rerun, img, kmods, deny):
    """Boot KERNEL for shard I until every item and rerun has a result."""
    base = f"{a.res}/shard-{i}/{kernel}"
    res = KernelResults()
    tests = [t for t in items if t not in ("test_verifier", "test_maps")]
    pending_rerun = list(rerun)
    for k in range(1, MAX_BOOTS + 1):
        todo = [t for t in tests if t not in res.tests]
        if kernel == "series":
            # its own failures, which an earlier boot found but did not rerun
            pending_rerun = [u for u in failing(res) if u not in res.rerun_tests
                             and not (u.startswith("test_verifier/") and u.split("/")[1] in res.verifier_rerun)]
        else:
            pending_rerun = [u for u in rerun if u not in res.rerun_tests
                             and not (u.startswith("test_verifier/") and u.split("/")[1] in res.verifier_rerun)]
        verifier = "test_verifier" in items and not res.verifier_done
        maps = "test_maps" in items and not res.maps_done
        if k > 1 and not (todo or pending_rerun or verifier or maps):
            break
        d = f"{base}/boot-{k}"
        if os.path.exists(d):
            subprocess.run(["rm", "-rf", d], check=True)
        os.makedirs(d)
        spec = {"selftests": a.stout, "out": d, "tests": todo, "all_tests": all_tests,
                "rerun": pending_rerun, "rerun_failures": kernel == "series",
                "verifier": verifier, "maps": maps, "deny": deny,
                "jobs": a.jobs if k == 1 else 1, "watchdog": a.watchdog,
                "kmods": kmods, "maps_timeout": 3600, "verifier_timeout": 3600}
        with open(f"{d}/spec.json", "w") as f:
            json.dump(spec, f, indent=1)
        # a hang guard: test_progs' watchdog ends a test that hangs, this a
        # kernel that does
        tmo = int(os.environ.get("CI_VM_TIMEOUT") or
                  900 + 120 * len(todo) + 300 * len(pending_rerun)
                  + 3600 * (verifier + maps + ("test_maps" in pending_rerun)))
        log(f"ci: shard {i}/{a.shards}, {kernel}, boot {k}: {len(todo)} tests"
            + (", test_verifier" if verifier else "") + (", test_maps" if maps else "")
            + (f", {len(pending_rerun)} reruns" if pending_rerun else "") + f" (timeout {tmo} s)")
        t0 = time.time()
        rc = subprocess.run([f"{TOP}/ci/inroot.sh", "env", "VM_MEM=4G", "ci/run-vm.sh", img, d, str(tmo),
                             f"{TOP}/ci/guest_ci.py", f"{d}/spec.json"]).returncode
        secs = time.time() - t0
        read_boot(d, res)
        complete = os.path.exists(f"{d}/guest.json")
        if complete and verifier and not res.verifier_done:
            # it ran to its time limit (the guest's) and was killed
            res.main["test_verifier"] = "none"
            res.errors[("main", "test_verifier")] = f"test_verifier ended without its summary ({d}/verifier.log)"
            res.verifier_done = True
        why = ""
        if not complete:
            why = {124: f"guest hung, killed after {tmo} s", 125: "guest died without an exit status"}.get(
                rc, f"guest ended early (run-vm.sh exit {rc})")
            panic = [line for line in open(f"{d}/console.log", errors="replace")
                     if "Kernel panic" in line] if os.path.exists(f"{d}/console.log") else []
            if panic:
                why += ": " + panic[0].strip()[:160]
        res.boots.append({"dir": d, "seconds": round(secs), "rc": rc, "why": why})
        if complete:
            continue
        log(f"ci: shard {i}, {kernel}, boot {k}: {why} (console: {d}/console.log)")
        # the phase it died in: the first with no result for something; run
        # serially (after boot 1's -j), the first such test was running
        left = [t for t in todo if t not in res.tests]
        if left and (k > 1 or a.jobs <= 1):
            res.crashed("main", left[0], f"{why}, while it ran (boot {k})")
        elif not left:
            # the series' guest also reruns what it found failing itself
            order = {t: n for n, t in enumerate(all_tests)}
            rleft = sorted({u for u in pending_rerun + (failing(res) if kernel == "series" else [])
                            if "/" not in u and u != "test_maps" and u not in res.rerun_tests},
                           key=lambda t: order.get(t, 1 << 30))
            if rleft:
                res.crashed("rerun", rleft[0], f"{why}, while it ran again (boot {k})")
            elif verifier and not res.verifier_done:
                res.main["test_verifier"] = "none"
                res.errors[("main", "test_verifier")] = f"{why}, in test_verifier (boot {k})"
                res.verifier_done = True
            elif maps and not res.maps_done:
                res.main["test_maps"] = "none"
                res.errors[("main", "test_maps")] = f"{why}, in test_maps (boot {k})"
                res.maps_done = True
    for t in tests:
        if t not in res.tests:
            res.crashed("main", t, f"no result after {MAX_BOOTS} boots")
    if "test_verifier" in items and not res.verifier_done:
        res.main.setdefault("test_verifier", "none")
        res.errors.setdefault(("main", "test_verifier"), "test_verifier ended without its summary")
    if "test_maps" in items and "test_maps" not in res.main:
        res.main["test_maps"] = "none"
        res.errors[("main", "test_maps")] = "test_maps did not run to its end"
    with open(f"{base}.json.tmp", "w") as f:
        json.dump(res.to_json(), f)
    os.replace(f"{base}.json.tmp", f"{base}.json")
    return res


def cmd_run(a):
    all_tests, items, patterns = test_list(a.stout)
    deny = f"{a.res}/deny.txt"
    os.makedirs(a.res, exist_ok=True)
    with open(deny, "w") as f:
        f.write("".join(p + "\n" for p in patterns))
    shards = [a.shard] if a.shard else range(1, a.shards + 1)
    for i in shards:
        mine = shard_items(items, i, a.shards)
        sdir = f"{a.res}/shard-{i}"
        done = all(os.path.exists(f"{sdir}/{k}.json") for k in KERNELS)
        if done and not (a.shard and a.again):
            log(f"ci: shard {i}/{a.shards} done earlier ({sdir})")
            continue
        for k in KERNELS:
            if os.path.exists(f"{sdir}/{k}.json"):
                os.unlink(f"{sdir}/{k}.json")
        os.makedirs(sdir, exist_ok=True)
        with open(f"{sdir}/items.json", "w") as f:
            json.dump(mine, f)
        t0 = time.time()
        s = run_kernel(a, i, "series", mine, all_tests, [], a.series, None, deny)
        run_kernel(a, i, "base", mine, all_tests, failing(s), a.base, a.base_kmods, deny)
        log(f"ci: shard {i}/{a.shards} done in {(time.time() - t0) / 60:.1f} min")


# --- the report ----------------------------------------------------------------

def classify(series, base, own):
    """-> [(class, unit, detail)] for each unit that failed on the series or
    the base (or was skipped on the series only)."""
    out = []

    def test_of(u):
        if u.startswith("test_verifier/") or u == "test_maps":
            return u
        return u.split("/")[0]

    def status(res, phase, u):
        """pass, fail, skip, none (no result: crashed, died), missing (the
        test ran, this unit did not), None (not run in that phase)."""
        d, tl = (res.main, res.tests) if phase == "main" else (res.rerun, res.rtests)
        if u in d:
            return d[u]
        t = test_of(u)
        if t not in tl:
            return None
        if u == t:
            return tl[t]
        return "fail" if tl[t] in BAD else "missing"

    def err(res, u):
        return res.errors.get(("main", u)) or res.errors.get(("rerun", u)) or ""

    for u in sorted(set(series.main) | set(base.main)):
        s1, s2 = status(series, "main", u), status(series, "rerun", u)
        b1, b2 = status(base, "main", u), status(base, "rerun", u)
        runs = f"series {s1}{'/' + str(s2) if s2 else ''}, base {b1}{'/' + str(b2) if b2 else ''}"
        if test_of(u) in own:
            # the series' own: must pass on the series, every run
            if s1 in BAD or s2 in BAD or s1 == "missing":
                out.append(("own-fail", u, f"{runs}: {err(series, u)}"))
            continue
        if s1 in BAD:
            if s2 not in (None, "missing") and s2 not in BAD:
                out.append(("flaky", u, f"{runs}: {err(series, u)}"))
            elif b1 in BAD and (b2 is None or b2 in BAD):
                out.append(("both", u, err(series, u) or err(base, u)))
            else:
                out.append(("regression", u, f"{runs}: {err(series, u)}"))
        elif b1 in BAD:
            out.append(("base-only", u, f"{runs}: {err(base, u)}"))
        elif s1 == "skip" and b1 == "pass":
            out.append(("skip-series", u, runs))
    return out


def counts(res):
    c = {}
    tp = {t: s for t, s in res.tests.items()}
    subs = {u: s for u, s in res.main.items() if "/" in u and not u.startswith("test_verifier/")}
    ver = {u: s for u, s in res.main.items() if u.startswith("test_verifier/")}
    for name, d in (("tests", tp), ("subtests", subs), ("verifier", ver)):
        c[name] = {k: sum(1 for s in d.values() if s == k) for k in ("pass", "fail", "skip", "none")}
    c["maps"] = res.main.get("test_maps")
    again = dict(res.rtests)
    again.update({u: s for u, s in res.rerun.items() if u.startswith("test_verifier/") or u == "test_maps"})
    c["reruns"] = f"{len(again)}: {sum(1 for s in again.values() if s in BAD)}"
    return c


def merge(results):
    out = KernelResults()
    for r in results:
        out.main.update(r.main)
        out.rerun.update(r.rerun)
        out.tests.update(r.tests)
        out.rtests.update(r.rtests)
        out.rerun_tests |= r.rerun_tests
        out.errors.update(r.errors)
        out.boots += r.boots
        out.splats += [s for s in r.splats if s not in out.splats]
    return out


def cmd_report(a):
    all_tests, items, patterns = test_list(a.stout)
    own = set(open(os.path.join(a.stout, "own.lst")).read().split())
    not_built = [line.rstrip("\n").split("\t") for line in open(os.path.join(a.stout, "not-built.tsv"))
                 if line.strip()]
    per = {k: [] for k in KERNELS}
    missing, run_dates = [], []
    for i in range(1, a.shards + 1):
        sdir = f"{a.res}/shard-{i}"
        if not all(os.path.exists(f"{sdir}/{k}.json") for k in KERNELS):
            missing.append(i)
            continue
        for k in KERNELS:
            per[k].append(KernelResults.from_json(json.load(open(f"{sdir}/{k}.json"))))
        run_dates.append(os.path.getmtime(f"{sdir}/base.json"))
    series, base = merge(per["series"]), merge(per["base"])
    cls = classify(series, base, own)
    by = {c: [(u, d) for k, u, d in cls if k == c]
          for c in ("regression", "own-fail", "both", "flaky", "base-only", "skip-series")}
    splat_new = [s for s in series.splats if s not in base.splats]
    own_series = {t: series.tests.get(t, "not run") for t in sorted(own)}
    own_base = {t: base.tests.get(t, "not run") for t in sorted(own)}
    c = {k: counts(r) for k, r in (("series", series), ("base", base))}
    secs = {k: sum(b["seconds"] for b in r.boots) for k, r in (("series", series), ("base", base))}
    own_missing = [t for t, s in own_series.items() if s == "not run"] if not missing else []
    failed = (len(by["regression"]) + len(by["own-fail"]) + len(not_built) + len(splat_new)
              + len(own_missing))
    verdict = "FAIL" if failed else ("INCOMPLETE" if missing else "PASS")

    def row(name, f):
        return f"| {name} | {f(c['base'], 'base')} | {f(c['series'], 'series')} |"

    def pfs(key):
        return lambda x, k: (f"{x[key]['pass'] + x[key]['fail'] + x[key]['skip'] + x[key]['none']}: "
                             f"{x[key]['pass']} / {x[key]['fail'] + x[key]['none']} / {x[key]['skip']}")

    srcs = deny_sources(a.stout)
    denied_tests = sorted(t for t in all_tests if ciparse.denied(t, patterns))
    md = [f"# make test FLAVOUR=ci: {verdict}", "",
          "The bpf list CI's run, here: the kernel configured as vmtest.sh does "
          "(tools/testing/selftests/bpf/config, config.vm, config.x86_64, olddefconfig), "
          "Linux 7.2.13 (base) and base + series (code " + a.code + "), QEMU TCG, 2 vCPUs, 4 GiB; "
          f"test_progs -j {a.jobs} -w {a.watchdog}, test_verifier, test_maps (scaled: ci/scale-test-maps.sh).",
          "",
          f"Shards: {a.shards - len(missing)} of {a.shards}"
          + (f" (missing: {', '.join(f'SHARD={i}/{a.shards}' for i in missing)})" if missing else "")
          + (", run " + time.strftime("%Y-%m-%d", time.gmtime(min(run_dates)))
             + (" to " + time.strftime("%Y-%m-%d", time.gmtime(max(run_dates)))
                if time.gmtime(min(run_dates))[:3] != time.gmtime(max(run_dates))[:3] else "")
             if run_dates else "") + ". "
          f"Not run: {len(denied_tests)} tests denied ("
          + ", ".join(f"{n}: {len(p)}" for n, p in srcs)
          + ("" if any(n == "DENYLIST.x86_64" for n, _ in srcs) else "; 7.2.13 has no DENYLIST.x86_64")
          + f"), {len(set(t for t, _, _ in not_built))} not built"
          + (f" ({', '.join(sorted(set(f for _, f, _ in not_built)))})" if not_built else "") + ".",
          "",
          "| | base | series |", "|---|---|---|",
          row("test_progs tests: run: passed / failed / skipped", pfs("tests")),
          row("subtests: run: passed / failed / skipped", pfs("subtests")),
          row("test_verifier: run: passed / failed / skipped", pfs("verifier")),
          row("test_maps", lambda x, k: {"pass": "OK", None: "not run"}.get(x["maps"], "FAIL")),
          row("reruns of the series' failures: failed again", lambda x, k: x["reruns"]),
          row("kernel splats (distinct)", lambda x, k: str(len((base if k == "base" else series).splats))),
          row("time (boots)", lambda x, k: f"{secs[k] / 60:.0f} min"),
          f"| **regressions** | | **{len(by['regression'])}** |",
          ""]

    def section(title, rows, empty=None):
        if not rows and empty is None:
            return
        md.append(f"{title}: {len(rows)}" + ("" if rows or not empty else f" ({empty})"))
        md.extend(f"- `{u}`: {d}" for u, d in rows)
        md.append("")
    section("Regressions (failed in both series runs, passed on the base)", by["regression"], "")
    md.append("The series' own tests (prog_tests files it adds; they fail on the base by design): "
              + ", ".join(f"{t} series {own_series[t]}, base {own_base[t]}" for t in sorted(own)) + ".")
    md.append("")
    section("The series' own tests failing on the series", by["own-fail"])
    section("Fails on both kernels (upstream's or this root's: first error line)", by["both"], "")
    section("Flaky: failed once on the series, passed on its rerun", by["flaky"])
    section("Fails on the base only", by["base-only"])
    section("Skipped on the series, passed on the base", by["skip-series"])
    if not_built:
        md.append(f"Not built ({len(not_built)} tests; add build lines to ci/selftests-ci.deny with the reason):")
        md.extend(f"- `{t}` ({f}.c): {e}" for t, f, e in not_built)
        md.append("")
    if splat_new or series.splats or base.splats:
        md.append("Kernel splats (signatures; one on the series and not on the base fails the run):")
        md.extend(f"- {'series only' if s in splat_new else 'series'}: {s}" for s in series.splats)
        md.extend(f"- base{' only' if s not in series.splats else ''}: {s}" for s in base.splats)
        md.append("")
    died = [b for r in (series, base) for b in r.boots if b["why"]]
    if died:
        md.append("Guests that died (the next boot ran what had no result):")
        md.extend(f"- {b['dir']}: {b['why']}" for b in died)
        md.append("")
    nt = c["series"]["tests"]
    cover = (f"The bpf list CI's config and selftests (vmtest.sh's kernel config; test_progs, test_maps, "
             f"test_verifier under QEMU TCG): {sum(nt.values())} tests, {len(by['regression'])} regressions "
             f"against the base; {len(by['both'])} fail on both kernels (docs/ci.md).")
    md += ["Cover letter line:", "", "    " + cover, ""]
    text = "\n".join(md)
    print(text)
    print(f"ci: {verdict}: {len(by['regression'])} regressions, {len(by['both'])} fail on both, "
          f"{len(by['flaky'])} flaky, {len(by['own-fail'])} of the series' own failing, "
          f"{len(not_built)} not built, {len(splat_new)} splats on the series only"
          + (f"; shards missing: {' '.join(map(str, missing))}" if missing else ""))
    data = {"verdict": verdict, "code": a.code, "shards": a.shards, "missing_shards": missing,
            "jobs": a.jobs, "watchdog": a.watchdog, "counts": c, "seconds": secs,
            "classes": {k: [{"unit": u, "detail": d} for u, d in v] for k, v in by.items()},
            "own": {"series": own_series, "base": own_base}, "not_built": not_built,
            "denied": {n: p for n, p in srcs}, "splats": {"series": series.splats, "base": base.splats},
            "boots_died": died, "cover_line": cover}
    for path, body in ((a.md, text + "\n"), (a.json, json.dumps(data, indent=1) + "\n")):
        if path:
            with open(path + ".tmp", "w") as f:
                f.write(body)
            os.replace(path + ".tmp", path)
    return 1 if failed else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("run", "report"):
        s = sub.add_parser(name)
        s.add_argument("--res", required=True)
        s.add_argument("--stout", required=True)
        s.add_argument("--shards", type=int, required=True)
        s.add_argument("--jobs", type=int, default=2)
        s.add_argument("--watchdog", type=int, default=600)
    r = sub.choices["run"]
    r.add_argument("--shard", type=int)
    r.add_argument("--again", action="store_true")
    r.add_argument("--series", required=True)
    r.add_argument("--base", required=True)
    r.add_argument("--base-kmods", required=True)
    r = sub.choices["report"]
    r.add_argument("--code", required=True)
    r.add_argument("--md")
    r.add_argument("--json")
    a = p.parse_args()
    if a.shards < 1 or (getattr(a, "shard", None) and not 1 <= a.shard <= a.shards):
        p.error("shard I of N: 1 <= I <= N")
    try:
        if a.cmd == "run":
            cmd_run(a)
            return 0
        return cmd_report(a)
    except ciparse.DenyError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
