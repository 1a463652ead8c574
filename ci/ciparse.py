"""What make test's scripts read from the selftests and write about them:
test names in prog_tests files, ci/selftests-ci.deny, and the output of
test_progs, test_verifier and test_maps. Imported by ci/stage_selftests.py
and ci/summary.py (host, root), ci/ci.py (host) and ci/guest_ci.py (guest);
python3 standard library only.
"""
import fnmatch
import re

# The selftests Makefile's own rule for prog_tests/tests.h: a file's tests
# are its "void [serial_]test_NAME(void)" functions, whatever the file's name.
TEST_FN_RE = re.compile(r"^void (?:serial_)?test_([a-zA-Z0-9_]+)\((?:void)?\)", re.M)

# test_progs' result lines: "#12 name:OK", "#12/3 name/sub name:FAIL",
# "#12 name:OK (SKIP: 1/3)", "#12 name:SKIP (not built)". Subtest names may
# hold spaces and colons: the status is the last ":WORD" of the line.
RESULT_RE = re.compile(r"^#(\d+)(?:/(\d+))?\s+(.*):(OK|FAIL|SKIP)(?: \((.*)\))?\s*$")
WATCHDOG_RE = re.compile(r"WATCHDOG: test case (\S+) executes for (\d+) seconds, terminating")
VERIFIER_RE = re.compile(r"^#(\d+)/([up]) (.*?) ?(OK|FAIL|SKIP)\b(.*)$")


def test_names(text):
    """The test names a prog_tests file defines, in file order."""
    return TEST_FN_RE.findall(text)


class DenyError(ValueError):
    pass


# "flaky" says nothing without how often: "flaky, 3 of 10 runs failed"
COUNT_RE = re.compile(r"\b\d+\s*(?:of|/|out of)\s*\d+\b")


def read_deny(path):
    """ci/selftests-ci.deny: "KIND NAME  # reason" lines, KIND build (the
    prog_tests file NAME is not built) or run (test_progs -d NAME: a test,
    test/subtest or glob). Every line needs a reason; one that says flaky
    needs a count. -> [(kind, name, reason, lineno)]; DenyError names the
    first bad line."""
    out = []
    for n, line in enumerate(open(path), 1):
        body, _, reason = line.partition("#")
        body, reason = body.split(), reason.strip()
        if not body:
            continue
        where = f"{path}:{n}"
        if len(body) != 2 or body[0] not in ("build", "run"):
            raise DenyError(f"{where}: want 'build FILE' or 'run TEST[/SUBTEST]', then '# reason'")
        if len(reason.split()) < 3:
            raise DenyError(f"{where}: {body[1]}: give the reason after '#' (what fails, and why)")
        if re.search(r"flak", reason, re.I) and not COUNT_RE.search(reason):
            raise DenyError(f"{where}: {body[1]}: 'flaky' needs a count, e.g. '3 of 10 runs failed'")
        if body[0] == "build" and not re.fullmatch(r"[A-Za-z0-9_]+", body[1]):
            raise DenyError(f"{where}: build {body[1]}: a prog_tests file name, without .c")
        out.append((body[0], body[1], reason, n))
    return out


def read_denylist(path):
    """Upstream's DENYLIST format (test_progs -d @FILE): one name or glob a
    line, '#' starts a comment."""
    out = []
    for line in open(path):
        name = line.split("#", 1)[0].strip()
        if name:
            out.append(name)
    return out


def denied(test, patterns):
    """A whole test that one of test_progs' deny patterns names (patterns
    with a '/' deny subtests only: the test still runs)."""
    return any("/" not in p and fnmatch.fnmatchcase(test, p) for p in patterns)


class TestProgsRun:
    """One test_progs log: results of tests and subtests, the first error
    line of each failure, whether test_progs ended normally."""

    def __init__(self, text):
        self.tests = {}      # name -> pass | fail | skip | notbuilt
        self.subtests = {}   # "test/sub" -> pass | fail | skip
        self.errors = {}     # test or "test/sub" -> first error line
        self.summary = None  # test_progs' "Summary: ..." line, if it got there
        self.watchdog = []   # tests the watchdog killed
        since_test, since_unit = [], []
        for line in text.split("\n"):
            if line == "All error logs:":
                break  # the failures' logs again
            if line.startswith("Summary: "):
                self.summary = line
                continue
            w = WATCHDOG_RE.search(line)
            if w:
                self.watchdog.append((w.group(1), line.strip()))
            m = RESULT_RE.match(line)
            if not m:
                since_test.append(line)
                since_unit.append(line)
                continue
            _, sub, name, st, extra = m.groups()
            status = {"OK": "pass", "FAIL": "fail", "SKIP": "skip"}[st]
            if st == "SKIP" and extra == "not built":
                status = "notbuilt"
            if sub:
                self.subtests[name] = status
                if status == "fail":
                    self.errors[name] = first_error(since_unit)
                since_unit = []
            else:
                self.tests[name] = status
                if status == "fail" and not any(
                        s == "fail" for u, s in self.subtests.items() if u.startswith(name + "/")):
                    self.errors[name] = first_error(since_test)
                since_test, since_unit = [], []

    def units(self, test):
        """Status of each unit of TEST in this run: its subtests, or the test
        itself when it has none or failed outside them."""
        subs = {u: s for u, s in self.subtests.items() if u.startswith(test + "/")}
        st = self.tests.get(test)
        out = dict(subs)
        if not subs or (st == "fail" and "fail" not in subs.values()):
            out[test] = st or "none"
        return out


def first_error(lines):
    """The line that says what failed: test_progs' ASSERT lines read
    "func:FAIL:label ...", libbpf's "libbpf: ...", else the first one."""
    lines = [line.strip() for line in lines if line.strip()]
    for pat in (":FAIL:", "libbpf: ", "error", "Error", "FAIL"):
        for line in lines:
            if pat in line:
                return line[:240]
    return lines[0][:240] if lines else ""


def parse_verifier(text):
    """test_verifier's log -> ({"test_verifier/N/u|p": status}, {unit: error},
    summary line or None)."""
    res, errors, summary = {}, {}, None
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("Summary: "):
            summary = line
        m = VERIFIER_RE.match(line)
        if not m:
            continue
        num, mode, descr, st, rest = m.groups()
        unit = f"test_verifier/{num}/{mode}"
        res[unit] = {"OK": "pass", "FAIL": "fail", "SKIP": "skip"}[st]
        if st == "FAIL":
            nxt = rest.strip(" :") or (lines[i + 1].strip() if i + 1 < len(lines) else "")
            errors[unit] = f"{descr}: {nxt}"[:240]
    return res, errors, summary


def parse_maps(text, rc):
    """test_maps' log and exit status -> (status, error line)."""
    if rc == 0 and re.search(r"^test_maps: OK", text, re.M):
        return "pass", ""
    lines = [line for line in text.split("\n") if line.strip()]
    err = ""
    for line in lines:
        if re.search(r"[Ff]ail|error|[Aa]ssert", line):
            err = line.strip()
            break
    if not err and lines:
        err = lines[-1].strip()
    return "fail", f"exit {rc}: {err}"[:240]


# Kernel messages that fail a boot (ci/run-vm.sh's list), as signatures
# that compare across boots and kernels: no times, cpus, pids, addresses.
SPLAT_RE = re.compile(r"WARNING:|BUG[: ]|Oops|INFO: |suspicious RCU usage|self-detected stall|"
                      r"detected stalls|UBSAN|KASAN|ODEBUG|hung_task|Kernel panic")


def splat_signatures(text):
    out = []
    for line in text.split("\n"):
        if not SPLAT_RE.search(line):
            continue
        s = re.sub(r"^\[\s*\d+\.\d+\]\s*", "", line.strip())
        s = re.sub(r"\b(CPU|PID|pid|cpu)[: ]\s*\d+", r"\1 #", s)
        s = re.sub(r"0x[0-9a-f]+|\b[0-9a-f]{8,}\b", "#", s)
        s = re.sub(r"\d+", "#", s)
        s = re.sub(r"\s+", " ", s)[:200]
        if s not in out:
            out.append(s)
    return out
