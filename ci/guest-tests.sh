#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): the selected selftests, JSON report,
# then test_maps' hash map tests (htab_maps), htab_stress and a kmemleak
# scan, one row each in RESULT_DIR/stress.tsv.
#   ci/guest-tests.sh SELFTESTS_OUT RESULT_DIR TESTS maps|nomaps [SLOW]
# TESTS: test names, comma-separated (test_progs -a). SLOW: TEST=SECONDS,
# ...: tests (or test/subtest) left out of the main run and run each on its
# own with that watchdog, into slow-TEST.log and .json (/ as _).
set -u
st=$1 out=$2 tests=$3 maps=$4 slow=${5:-}
# shellcheck source=ci/guest-mounts.sh
. "$(dirname "$0")/guest-mounts.sh"
cd "$st" || exit 2
echo "guest: $(uname -r), $(nproc) CPUs"
kmemleak=/sys/kernel/debug/kmemleak
# What boot leaked is not ours: count only what is new from here on. No
# scans but ours at the end: kmemleak's thread (nice 10) scans in an RCU
# read-side section, and preempted there by a test that keeps both cpus
# busy it stalled RCU for 26 s (2026-12-07).
if [ -w $kmemleak ]; then
	echo scan=off >$kmemleak
	echo clear >$kmemleak
fi
# -w: test_progs' own watchdog kills a test that hangs for 300 s.
deny=()
for t in ${slow//,/ }; do deny+=(-d "${t%%=*}"); done
./test_progs -w 300 -J "$out/test_progs.json" -a "$tests" "${deny[@]}" >"$out/test_progs.log" 2>&1
rc=$?
tail -n 3 "$out/test_progs.log"
for t in ${slow//,/ }; do
	n=${t%%=*}
	f=$out/slow-${n//\//_}
	./test_progs -w "${t#*=}" -J "$f.json" -a "$n" >"$f.log" 2>&1 || [ $rc != 0 ] || rc=1
	tail -n 1 "$f.log"
done

tsv=$out/stress.tsv
: >"$tsv"
# test_maps' hash map tests and map_tests, one row each (htab_maps.c)
# (~5 min here); like htab_stress, a hang costs its row, not the others'
if [ "$maps" = nomaps ]; then
	printf 'SKIP\ttest_maps\tnot on this kernel flavour\n' >>"$tsv"
else
	timeout 900 ./htab_maps >>"$tsv" 2>"$out/htab_maps.err"
	r=$?
	[ $r -le 1 ] || printf 'FAIL\ttest_maps\thtab_maps exit %s: %s\n' $r \
		"$(head -c 200 "$out/htab_maps.err")" >>"$tsv"
fi
for m in failslab hotplug teardown stall churn; do
	timeout 600 ./htab_stress $m >>"$tsv" 2>"$out/stress-$m.err"
	r=$?
	# 1: the check failed and said why; anything else did not finish
	[ $r -le 1 ] || printf 'FAIL\tstress/%s\texit %s: %s\n' $m $r \
		"$(head -c 200 "$out/stress-$m.err")" >>"$tsv"
done
# The reuse guarantee still holds after all that.
if ./test_progs -w 300 -t htab_reuse_gp >"$out/reuse-after.log" 2>&1; then
	printf 'PASS\tstress/reuse-after\thtab_reuse_gp after the stress runs\n' >>"$tsv"
else
	printf 'FAIL\tstress/reuse-after\tsee %s\n' "$out/reuse-after.log" >>"$tsv"
fi
if [ -w $kmemleak ]; then
	# an object is reported once unreferenced across two scans
	echo scan >$kmemleak
	echo scan >$kmemleak
	cat $kmemleak >"$out/kmemleak.txt"
	n=$(grep -c '^unreferenced object' "$out/kmemleak.txt")
	if [ "$n" -eq 0 ]; then
		printf 'PASS\tkmemleak\tno leak after the tests\n' >>"$tsv"
	else
		printf 'FAIL\tkmemleak\t%s leaks, first: %s\n' "$n" \
			"$(awk '/backtrace/ { getline a; getline b; print a, "<-", b; exit }' "$out/kmemleak.txt" | tr -s ' ')" >>"$tsv"
	fi
else
	printf 'FAIL\tkmemleak\tno %s in the test kernel\n' $kmemleak >>"$tsv"
fi
cat "$tsv"
exit $rc
