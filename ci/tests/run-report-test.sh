#!/usr/bin/env bash
# Self-test of ci/report.py: run it on the fixture ci/tests/report/raw.txt
# (a `make` run's raw outputs as ci/bench.sh lays them out, numbers partly
# synthesized, trimmed to what report.py reads and to the first timed
# round, one file: "== BOOT/FILE" lines followed by the file), compare
# latest.md with ci/tests/report/expected/ and check that latest.json holds
# the same numbers; then add a second timed round, run --lazy (make
# bench-lazy) on two of its boots, and drop a row, fail a row and remove a
# boot and check that the report names each and exits 1. Also checks
# ci/cover.py (make cover), which reads latest.json.
#
#   ci/tests/run-report-test.sh            exit 0 on match, else diff + exit 1
#   ci/tests/run-report-test.sh --update   rewrite expected/ from this run
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
fix=$here/report
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# unpack the bundle into $tmp/raw
awk -v dir="$tmp/raw" '
	/^== / { f = dir "/" substr($0, 4); d = f; sub("/[^/]*$", "", d);
		 system("mkdir -p \"" d "\""); printf "" > f; next }
	{ print >> f }' "$fix/raw.txt"
rc=0
python3 "$top/ci/report.py" "$tmp/raw" "$tmp/out" --header "$fix/header.txt" >"$tmp/stderr" 2>&1 || rc=$?
if [[ ${1:-} == --update ]]; then
	mkdir -p "$fix/expected"
	cp "$tmp/out/latest.md" "$fix/expected/"
	echo "updated $fix/expected (report.py exit status $rc)"
	exit 0
fi
fail=0
[ "$rc" = 0 ] || { echo "FAIL: report.py exit status $rc on the full fixture"; cat "$tmp/stderr"; fail=1; }
diff -u "$fix/expected/latest.md" "$tmp/out/latest.md" || { echo "FAIL: latest.md differs"; fail=1; }
# latest.json (ci/cover.py reads it): each number in it as latest.md shows
# it, and the gates' verdicts
python3 - "$tmp/out/latest.json" "$tmp/out/latest.md" <<'EOF' || { echo "FAIL: latest.json"; fail=1; }
import json, statistics, sys
d, md = json.load(open(sys.argv[1])), open(sys.argv[2]).read()
assert sorted(d) == ["batch_dump", "format", "gate", "gate_gps_met", "gate_icount_met",
                     "gate_memory_met", "gp_gate", "gps", "icount", "lpm_memory", "mem_factor",
                     "memory", "memory_gate", "missing", "mpt_first", "reuse_test_base",
                     "reuse_test_series", "timed", "unit_bytes"], sorted(d)
assert not (d["missing"] or d["gate_icount_met"] or d["gate_memory_met"] or d["gate_gps_met"])
assert (d["gate"], d["mem_factor"], d["gp_gate"], d["unit_bytes"], d["mpt_first"]) == \
    (0.97, 2.5, 1.0, {"htab-mem": 104, "rhtab-mem": 40}, "10^5")
def span(v, n):
    m = f"{statistics.median(v):.{n}f}"
    return m if len(v) == 1 else f"{m} ({min(v):.{n}f}-{max(v):.{n}f})"
digits = {"htab": 2, "rhta": 2, "lpm-": 3, "map_": 0}
want = [f"| {span(c['base_all'], digits[k[:4]])} | {span(c['series_all'], digits[k[:4]])} | "
        f"{c['ratio']:.3f}x" for k, v in d["icount"].items() for c in v.values()]
want += [f"| {m['case']} | {m['boot']} | {m['base_mib']:.2f} | {m['series_mib']:.2f} | "
         f"{m['frees_kps']:.0f} | {m['gp_ms']:.1f} | {m['floor_mib']:.2f} | {m['bound_mib']:.2f} | "
         f"{m['ratio']:.2f}x |" for m in d["memory"]]
want += [f"{n} vCPUs, median |  |  |  |  |  |  | {g['median']:.2f}x | "
         f"{'met' if g['met'] else '**missed**'} |" for n, v in d["memory_gate"].items()
         for g in v.values()]
want += [" | ".join(f"{v:.2f}" for v in m.values()) for m in d["lpm_memory"].values()]
want += [f"| {span(g['base_all'], 1)} | {span(g['series_all'], 1)} | {g['diff']:+.1f}"
         for v in d["gps"].values() for g in v.values()]
want += [" | ".join(f"{r:.3f}x" for r in t["ratios"] + [t["geomean"]]) for t in d["timed"].values()]
want += [f"| {k} | {v['base_ms']} | {v['series_ms']} |" for k, v in d["batch_dump"].items()]
want += d["reuse_test_base"] + d["reuse_test_series"]
want += ["Gate: missed: htab-mem overwrite, 1 vCPU: 0.969x\n",
         "Gate: missed: htab-mem add_del_on_diff_cpu, 2 vCPUs: 1.35x\n",
         "Gate: missed: 100 pairs/s, 1 vCPU: +1.5/s\n"]
assert len(want) == 99, len(want)
sys.exit("\n".join(w for w in want if w not in md) or None)
EOF
# A second timed round, round 1 with base and series swapped and without its
# batch dump and reuse test: each row's geomean of the two rounds is 1.000x,
# and those two sections still come from round 1
cp -r "$tmp/raw/r1-base" "$tmp/raw/r2-series"
cp -r "$tmp/raw/r1-series" "$tmp/raw/r2-base"
rm "$tmp"/raw/r2-*/batch_dump.txt "$tmp"/raw/r2-*/reuse_test.txt
rc=0
python3 "$top/ci/report.py" "$tmp/raw" "$tmp/out3" >/dev/null 2>&1 || rc=$?
if [ "$rc" != 0 ] || [ "$(grep -c ' | 1\.000x | [0-9.]*-[0-9.]* |$' "$tmp/out3/latest.md")" != 12 ] ||
	! diff <(sed -n '/^## Batch dump/,$p' "$tmp/out/latest.md") <(sed -n '/^## Batch dump/,$p' "$tmp/out3/latest.md") ||
	! python3 -c 'import json, sys; assert all(len(t["ratios"]) == 2 and abs(t["geomean"] - 1) < 1e-9
		for t in json.load(open(sys.argv[1]))["timed"].values())' "$tmp/out3/latest.json"; then
	echo "FAIL: two timed rounds (report.py exit status $rc)"; fail=1
fi
# make bench-lazy's report (--lazy): the light rows of one 2-vCPU boot pair
mkdir "$tmp/lazy"
cp -r "$tmp/raw/icount-c2-base-1" "$tmp/raw/icount-c2-series-1" "$tmp/lazy/"
rc=0
python3 "$top/ci/report.py" "$tmp/lazy" "$tmp/outl" --lazy >/dev/null 2>&1 || rc=$?
if [ "$rc" != 0 ] || [ -e "$tmp/outl/latest.md" ] ||
	[ "$(grep -c '^| [0-9]* pairs/s | ' "$tmp/outl/lazy.md")" != 2 ] ||
	! python3 -c 'import json, sys; d = json.load(open(sys.argv[1]))
assert sorted(d["gps"]) == ["idle", "pairs-10", "pairs-100"] and d["gate_gps_met"] and not d["missing"]' \
		"$tmp/outl/lazy.json"; then
	echo "FAIL: --lazy (report.py exit status $rc)"; fail=1
fi
# A row that did not run, a pairs run with failed deletes, a boot that is
# not there: exit 1, and the report names each
sed -i '/^map_perf_test-8 ok$/d' "$tmp/raw/icount-c2-series-2/status.txt"
sed -i 's/0 failed deletes/3 failed deletes/' "$tmp/raw/icount-c1-series/pairs-100.txt"
rm -r "$tmp/raw/icount-c2-base-3"
rc=0
python3 "$top/ci/report.py" "$tmp/raw" "$tmp/out2" >/dev/null 2>&1 || rc=$?
if [ "$rc" != 1 ] || ! grep -q '^- icount-c2-series-2 map_perf_test-8$' "$tmp/out2/latest.md" ||
	! grep -q '^- icount-c1-series pairs-100$' "$tmp/out2/latest.md" ||
	! grep -q '^- icount-c2-base-3: no boot$' "$tmp/out2/latest.md"; then
	echo "FAIL: missing rows gave exit status $rc and not each named in latest.md"
	fail=1
fi
# make cover (ci/cover.py): pastes the fixture's tables into a copy of the
# cover letter (replacing the block of an older make), then finds nothing
# to change; the letter stays under 8 KB; a letter without the block is
# refused and left as it was
cp "$top/cover-letter.txt" "$tmp/cover"
if ! python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover" >"$tmp/c1" 2>&1 ||
	! python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover" 2>&1 | grep -q 'already match' ||
	! grep -q '^    series, 2 vCPUs  ' "$tmp/cover" || [ "$(wc -c <"$tmp/cover")" -ge 8192 ]; then
	echo "FAIL: cover.py on the fixture"; cat "$tmp/c1"; fail=1
fi
echo "no tables here" >"$tmp/cover2"
if python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover2" >/dev/null 2>&1 ||
	[ "$(cat "$tmp/cover2")" != "no tables here" ]; then
	echo "FAIL: cover.py changed or accepted a letter without tables"; fail=1
fi
[ "$fail" = 1 ] || echo "ok: report fixture, cover tables"
exit "$fail"
