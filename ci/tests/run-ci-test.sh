#!/usr/bin/env bash
# make test FLAVOUR=ci's shards and report (ci/ci.py, ci/guest_ci.py,
# ci/ciparse.py, as they are here) on fakes: the boots run ci/guest_ci.py
# on this host, in a fake selftests directory whose test_progs,
# test_verifier and test_maps print what a scenario says per kernel, and
# whose "mount" only notes what it was asked. Checks:
#  1. one shard of two of a good series: the report says INCOMPLETE,
#     names SHARD=2/2, exits 0; the deny lists keep their tests out
#  2. the rest of it: the done shard is not booted again; PASS, exit 0,
#     the table's counts per kernel
#  3. a series with regressions: each failing unit is classed:
#     regressions (a test, a subtest, a test that died on the series
#     only), fails on both (with its first error line), flaky, base only
#     (a test the base guest died in, twice: booted again, serially,
#     without it), skipped on the series only; the series' own test
#     failing on the base is no regression; a splat on the series only
#     fails it; the base boots get their own kernel modules; exit 1
#  4. ci/selftests-ci.deny: a line without a reason, or "flaky" without a
#     count, is refused
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
fail=0
ok() { echo "ok: $1"; }
bad() {
	echo "FAIL: $1"
	fail=1
}

# A scratch TOP: the real ci/*.py, fake boots and mounts
t=$tmp/top
mkdir -p "$t/ci" "$tmp/bin" "$tmp/st" "$tmp/kmods" "$tmp/state"
cp "$top"/ci/ci.py "$top"/ci/ciparse.py "$top"/ci/guest_ci.py "$t/ci/"
: >"$t/ci/guest-mounts.sh"
cat >"$t/ci/selftests-ci.deny" <<'EOF'
build cpumask  # its programs do not build with clang 21 here
run t_ci_denied  # it needs a network device this root has not
EOF
# inroot.sh env VM_MEM=4G ci/run-vm.sh IMAGE OUT TIMEOUT CMD SPEC: CMD on
# this host, as the kernel IMAGE names; 125 if it left no guest.json
cat >"$t/ci/inroot.sh" <<'EOF'
#!/bin/bash
[ "$1 $3" = "env ci/run-vm.sh" ] || { echo "fake inroot: $*" >&2; exit 99; }
img=$4 out=$5
shift 6
case $img in */base/*) k=base ;; *) k=series ;; esac
mkdir -p "$out"
FAKE_KERNEL=$k FAKE_OUT=$out PATH="$FAKE_BIN:$PATH" "$@" >"$out/console.log" 2>&1
rc=$?
echo "$k" >>"$FAKE_STATE/boots"
if [ "$k $FAKE_SCENARIO" = "series bad" ] || [ "$FAKE_SCENARIO" = good ]; then
	echo '[   12.345678] WARNING: CPU: 1 PID: 4242 at kernel/bpf/memalloc.c:321 unit_free+0x12/0x40' >"$out/splats"
fi
[ -f "$out/guest.json" ] || exit 125
exit "$rc"
EOF
cat >"$tmp/bin/mount" <<'EOF'
#!/bin/bash
echo "$*" >>"$FAKE_OUT/mounts"
EOF

# The fake selftests: test_progs -w S -a @LIST [-d @DENY] [-j N]
cat >"$tmp/st/test_progs" <<'EOF'
#!/usr/bin/env python3
import os, signal, sys
k, sc, state = os.environ["FAKE_KERNEL"], os.environ["FAKE_SCENARIO"], os.environ["FAKE_STATE"]
args = sys.argv[1:]
sel = [l.strip() for l in open(args[args.index("-a") + 1][1:]) if l.strip()]
deny = open(args[args.index("-d") + 1][1:]).read().split()
jobs = "-j" in args
names = [l.strip() for l in open("tests.lst")]
assert not set(sel) & {"t_denied", "t_ci_denied"}, sel
assert "t_denied" in deny and "t_ci_denied" in deny, deny
def count(t):
    p = f"{state}/{k}-{t}"
    n = int(open(p).read()) + 1 if os.path.exists(p) else 1
    open(p, "w").write(str(n))
    return n
bad = sc == "bad"
for num, t in enumerate(names, 1):
    if t not in sel:
        continue
    n = count(t)
    r = "OK"
    if t == "t_regress" and k == "series" and bad:
        print("t_regress:FAIL:lookup unexpected value: actual 1 != expected 0"); r = "FAIL"
    if t == "t_both":
        print("libbpf: prog 'x': failed to load: -22"); print("t_both:FAIL:load unexpected error: -22"); r = "FAIL"
    if t == "t_flaky" and k == "series" and n == 1:
        print("t_flaky:FAIL:timing took too long"); r = "FAIL"
    if t == "t_skip" and k == "series":
        r = "SKIP"
    if t == "htab_reuse_gp" and k == "base":
        print("hash_delete:FAIL:reuse element reused within a GP"); r = "FAIL"
    if t == "t_crash" and k == "series" and bad:
        print("WATCHDOG: test case t_crash executes for 600 seconds, terminating with SIGSEGV", flush=True)
        if jobs:
            continue  # its worker died: no result, the rest goes on
        sys.exit(139)
    if t == "t_panic" and k == "base":
        sys.stdout.flush()
        os.kill(os.getppid(), signal.SIGKILL)  # the guest dies
        sys.exit(1)
    if t == "t_sub":
        sa = "FAIL" if k == "base" else "OK"
        sb = "FAIL" if k == "series" and bad else "OK"
        if sa == "FAIL": print("a:FAIL:a broke")
        print(f"#{num}/1 t_sub/a:{sa}")
        if sb == "FAIL": print("b:FAIL:b broke")
        print(f"#{num}/2 t_sub/b and more: {sb}".replace(": ", ":"))
        r = "FAIL" if "FAIL" in (sa, sb) else "OK"
    if bad and t == "bpf_testmod_user":
        # the base must have its own modules in place
        if k == "base" and "bpf_testmod.ko" not in open(os.environ["FAKE_OUT"] + "/mounts").read():
            print("bpf_testmod_user:FAIL:no bpf_testmod.ko of this kernel"); r = "FAIL"
    print(f"#{num:<3} {t}:{r}", flush=True)
print("Summary: done")
EOF
cat >"$tmp/st/test_verifier" <<'EOF'
#!/bin/bash
sel=${1:-}
[ -n "$sel" ] && [ "$sel" != 1 ] || { echo "#1/u first OK"; echo "#1/p first OK"; }
[ -n "$sel" ] && [ "$sel" != 2 ] || { echo "#2/u second SKIP"; echo "#2/p second FAIL"; echo "Unexpected error message!"; }
echo "Summary: 2 PASSED, 1 SKIPPED, 1 FAILED"
exit 1
EOF
cat >"$tmp/st/test_maps" <<'EOF'
#!/bin/bash
echo "test_maps: OK, 0 SKIPPED"
EOF
chmod +x "$t/ci/inroot.sh" "$tmp/bin/mount" "$tmp/st"/test_*
printf '%s\n' t_ok t_regress t_both t_flaky t_skip htab_reuse_gp t_denied t_ci_denied t_crash \
	t_panic t_sub bpf_testmod_user t_ok2 >"$tmp/st/tests.lst"
echo 't_denied  # upstream says so' >"$tmp/st/DENYLIST"
echo htab_reuse_gp >"$tmp/st/own.lst"
: >"$tmp/st/not-built.tsv"
touch "$tmp/st/bpf_testmod.ko" "$tmp/kmods/bpf_testmod.ko"
mkdir -p "$tmp/img/base/x" "$tmp/img/series/x"

# ci.py run|report SCENARIO RES [ARGS...]
ci() {
	local c=$1 sc=$2 res=$3
	shift 3
	local extra=(--series "$tmp/img/series/x/bzImage" --base "$tmp/img/base/x/bzImage" --base-kmods "$tmp/kmods")
	[ "$c" = run ] || extra=(--code 0123456789abcdef --md "$res/report.md" --json "$res/report.json")
	env TOP="$t" FAKE_BIN="$tmp/bin" FAKE_STATE="$tmp/state/$sc" FAKE_SCENARIO="$sc" CI_VM_TIMEOUT=60 \
		python3 "$t/ci/ci.py" "$c" --res "$res" --stout "$tmp/st" --shards 2 --jobs 2 "${extra[@]}" "$@"
}
verdict() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["verdict"])' "$1/report.json"; }
classes() {
	python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))["classes"]
print(" ".join("%s:%s" % (k, u["unit"]) for k in sorted(d) for u in d[k]))' "$1/report.json"
}

mkdir -p "$tmp/state/bad" "$tmp/state/good"
# 1. one shard of two, of a good series
r=$tmp/res-good
ci run good "$r" --shard 1 >"$tmp/1.log" 2>&1 || bad "ci.py run --shard 1 exited $?: $(tail -n 3 "$tmp/1.log")"
rc=0
ci report good "$r" >"$tmp/1r.log" 2>&1 || rc=$?
if [ "$rc" = 0 ] && [ "$(verdict "$r")" = INCOMPLETE ] && grep -q 'missing: SHARD=2/2' "$r/report.md"; then
	ok "one shard of two: INCOMPLETE, naming SHARD=2/2, exit 0"
else
	bad "one shard of two: $(verdict "$r"), exit $rc: $(grep -m1 Shards "$r/report.md")"
fi
if python3 -c 'import json, sys; assert json.load(open(sys.argv[1])) == ["t_ok", "t_both", "t_skip", "t_crash", "t_sub", "t_ok2", "test_maps"]' \
	"$r/shard-1/items.json"; then
	ok "shard 1 of 2: every other test from the first, the denied ones out"
else
	bad "shard 1 items: $(cat "$r/shard-1/items.json")"
fi

# 2. the rest of it
n1=$(wc -l <"$tmp/state/good/boots")
ci run good "$r" >"$tmp/2.log" 2>&1 || bad "ci.py run exited $?: $(tail -n 3 "$tmp/2.log")"
if grep -q 'shard 1/2 done earlier' "$tmp/2.log"; then
	ok "a done shard is not booted again"
else
	bad "shard 1 again: $(grep 'shard 1' "$tmp/2.log" | head -n 2)"
fi
[ "$n1" -lt "$(wc -l <"$tmp/state/good/boots")" ] || bad "shard 2 did not boot"
rc=0
ci report good "$r" >"$tmp/2r.log" 2>&1 || rc=$?
if [ "$rc" = 0 ] && [ "$(verdict "$r")" = PASS ]; then
	ok "no regressions, a splat on both kernels: PASS, exit 0"
else
	bad "good: exit $rc, $(verdict "$r"): $(tail -n 2 "$tmp/2r.log")"
fi
if grep -q '^| test_progs tests: run: passed / failed / skipped | 11: 7 / 4 / 0 | 11: 8 / 2 / 1 |$' "$r/report.md"; then
	ok "the table: tests run, passed / failed / skipped per kernel"
else
	bad "table: $(grep 'test_progs tests' "$r/report.md")"
fi

# 3. a series with regressions, all shards in one go
r=$tmp/res-bad
ci run bad "$r" >"$tmp/3.log" 2>&1 || bad "ci.py run exited $?: $(tail -n 3 "$tmp/3.log")"
rc=0
ci report bad "$r" >"$tmp/3r.log" 2>&1 || rc=$?
want="base-only:t_panic base-only:t_sub/a both:t_both both:test_verifier/2/p flaky:t_flaky"
want+=" regression:t_crash regression:t_regress regression:t_sub/b and more skip-series:t_skip"
got=$(classes "$r")
if [ "$got" = "$want" ]; then
	ok "each failing unit in its class"
else
	bad "classes: $got (want: $want)"
fi
if [ "$rc" = 1 ] && [ "$(verdict "$r")" = FAIL ]; then
	ok "regressions: FAIL, exit 1"
else
	bad "exit $rc, $(verdict "$r")"
fi
if grep -q '^| \*\*regressions\*\* | | \*\*3\*\* |$' "$r/report.md"; then
	ok "the table counts 3 regressions"
else
	bad "table: $(grep regressions "$r/report.md")"
fi
if grep -Fqx "| reruns of the series' failures: failed again | 7: 3 | 7: 5 |" "$r/report.md"; then
	ok "the table: reruns per kernel, and how many failed again"
else
	bad "reruns: $(grep reruns "$r/report.md")"
fi
if grep -Fq -- "- \`t_both\`: t_both:FAIL:load unexpected error: -22" "$r/report.md"; then
	ok "fails on both: listed with its first error line"
else
	bad "fails on both: $(grep -A3 'both kernels' "$r/report.md")"
fi
if grep -q 'htab_reuse_gp series pass, base fail' "$r/report.md"; then
	ok "the series' own test: apart, no regression"
else
	bad "own: $(grep "own tests" "$r/report.md")"
fi
if grep -q 'series only: WARNING: CPU # PID # at kernel/bpf/memalloc.c:# unit_free+#/#' "$r/report.md"; then
	ok "a splat on the series only is named"
else
	bad "splats: $(grep -A2 splats "$r/report.md")"
fi
if grep -q 'WATCHDOG: test case t_crash' "$r/report.md"; then
	ok "the test that died: its watchdog line"
else
	bad "t_crash: $(grep t_crash "$r/report.md")"
fi
if [ "$(cat "$tmp/state/bad/base-t_panic")" = 2 ] && [ "$(grep -c '^base' "$tmp/state/bad/boots")" = 4 ]; then
	ok "the base guest died twice in t_panic: booted again without it, 4 base boots in all"
else
	bad "t_panic ran $(cat "$tmp/state/bad/base-t_panic") times, $(grep -c '^base' "$tmp/state/bad/boots") base boots"
fi
if grep -q bpf_testmod.ko "$r"/shard-2/base/boot-1/mounts && ! cat "$r"/shard-*/series/boot-*/mounts 2>/dev/null | grep -q ko; then
	ok "the base boots get their own kernel modules, the series' none"
else
	bad "kmods: $(cat "$r"/shard-*/*/boot-*/mounts)"
fi
if [ "$(cat "$tmp/state/bad/series-t_regress")" = 2 ] && [ "$(cat "$tmp/state/bad/base-t_regress")" = 2 ]; then
	ok "a series failure runs once more on each kernel"
else
	bad "t_regress runs: series $(cat "$tmp/state/bad/series-t_regress"), base $(cat "$tmp/state/bad/base-t_regress")"
fi

# 4. the deny file's lines
for l in 'run foo' 'run foo  # flaky' 'build a/b  # does not build: the reason' 'skip foo  # a b c'; do
	echo "$l" >"$tmp/deny"
	if python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import ciparse; ciparse.read_deny(sys.argv[2])' \
		"$top/ci" "$tmp/deny" 2>/dev/null; then
		bad "deny line accepted: $l"
	else
		ok "deny line refused: $l"
	fi
done
echo 'run foo  # flaky: 3 of 10 runs failed under TCG' >"$tmp/deny"
if python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import ciparse; ciparse.read_deny(sys.argv[2])' \
	"$top/ci" "$tmp/deny"; then
	ok "flaky with a count: accepted"
else
	bad "flaky with a count refused"
fi
if python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import ciparse; ciparse.read_deny(sys.argv[2])' \
	"$top/ci" "$top/ci/selftests-ci.deny"; then
	ok "ci/selftests-ci.deny: every line has its reason"
else
	bad "ci/selftests-ci.deny refused"
fi
exit "$fail"
