#!/usr/bin/env bash
# Self-test of ci/report.py: run it on the fixture ci/tests/report/raw.txt
# (a `make` run's raw outputs, trimmed to what report.py reads and to the
# first timed round, one file: "== BOOT/FILE" lines followed by the file),
# compare latest.md with ci/tests/report/expected/ and check that
# latest.json holds the same numbers; then add a second timed round, and
# drop one row's output and check that the report says so and exits 1.
# Also checks ci/cover.py (make cover), which reads latest.json.
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
# latest.json (ci/cover.py reads its icount, memory, gps and missing): each
# number in it as latest.md shows it, and the memory rows that missed the gate
python3 - "$tmp/out/latest.json" "$tmp/out/latest.md" <<'EOF' || { echo "FAIL: latest.json"; fail=1; }
import json, sys
d, md = json.load(open(sys.argv[1])), open(sys.argv[2]).read()
assert sorted(d) == ["batch_dump", "gate", "gate_icount_met", "gate_memory_met", "gps", "icount",
                     "mem_factor", "memory", "missing", "reuse_test_base", "reuse_test_series",
                     "timed", "unit_bytes"], sorted(d)
assert not (d["missing"] or d["gate_icount_met"] or d["gate_memory_met"])
assert (d["gate"], d["mem_factor"], d["unit_bytes"]) == (0.98, 2.0, 104)
want = [f"| {c['base']:.2f} | {c['series']:.2f} | {c['ratio']:.3f}x"
        for v in d["icount"].values() for c in v.values()]
want += [f"| {m['case']} | {m['boot']} | {m['base_mib']:.2f} | {m['series_mib']:.2f} | "
         f"{m['frees_kps']:.0f} | {m['gp_ms']:.1f} | {m['floor_mib']:.2f} | {m['bound_mib']:.2f} |"
         for m in d["memory"]]
missed = [f"{m['case']}, {m['boot']}" for m in d["memory"] if not m["met"]]
want.append("Gate: missed: " + "; ".join(missed) + "\n")
want += [f"| {b} | " + " | ".join(f"{g[k]['idle']:.1f} | {g[k]['overwrite']:.0f} | "
                                  f"{g[k]['map_perf_test_4']:.0f}" for k in ("base", "series"))
         for b, g in d["gps"].items()]
want += [" | ".join(f"{r:.3f}x" for r in t["ratios"] + [t["geomean"]]) for t in d["timed"].values()]
want += [f"| {k} | {v['base_ms']} | {v['series_ms']} |" for k, v in d["batch_dump"].items()]
want += d["reuse_test_base"] + d["reuse_test_series"]
assert len(want) == 55, len(want)
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
# A row that did not run: exit 1, and the report lists it
sed -i '/^map_perf_test-8 ok$/d' "$tmp/raw/icount-c2-series/status.txt"
rc=0
python3 "$top/ci/report.py" "$tmp/raw" "$tmp/out2" >/dev/null 2>&1 || rc=$?
if [ "$rc" != 1 ] || ! grep -q 'icount-c2 map_perf_test-8' "$tmp/out2/latest.md"; then
	echo "FAIL: a missing row gave exit status $rc and no mention in latest.md"
	fail=1
fi
# make cover (ci/cover.py): pastes the fixture's tables into a copy of the
# cover letter, then finds nothing to change; a letter without the block is
# refused and left as it was
cp "$top/cover-letter.txt" "$tmp/cover"
if ! python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover" >"$tmp/c1" 2>&1 ||
	! python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover" 2>&1 | grep -q 'already match' ||
	! grep -q 'grace periods/s' "$tmp/cover"; then
	echo "FAIL: cover.py on the fixture"; cat "$tmp/c1"; fail=1
fi
echo "no tables here" >"$tmp/cover2"
if python3 "$top/ci/cover.py" "$tmp/out/latest.json" "$tmp/cover2" >/dev/null 2>&1 ||
	[ "$(cat "$tmp/cover2")" != "no tables here" ]; then
	echo "FAIL: cover.py changed or accepted a letter without tables"; fail=1
fi
[ "$fail" = 1 ] || echo "ok: report fixture, cover tables"
exit "$fail"
