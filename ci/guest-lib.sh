# shellcheck shell=bash
# Sourced by the guest scripts (ci/guest-bench.sh): mount
# what test_progs and bench expect (virtme-init mounts less) and define
#   run NAME CMD...   run CMD with a timeout of BENCH_TIMEOUT guest seconds,
#                     output to OUT/NAME.txt, "NAME ok" or "NAME FAILED
#                     <reason>" to OUT/status.txt, the command to OUT/cmd.txt
mkdir -p "$OUT"
: >"$OUT/status.txt"
: >"$OUT/cmd.txt"
uname -a >"$OUT/uname.txt"
# shellcheck source=ci/guest-mounts.sh
. "$(dirname "${BASH_SOURCE[0]}")/guest-mounts.sh"

run() {
	local name=$1 rc
	shift
	echo "$*" >>"$OUT/cmd.txt"
	printf '  %-40s' "$name"
	timeout -k 5 "$BENCH_TIMEOUT" "$@" >"$OUT/$name.txt" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "$name ok" >>"$OUT/status.txt"
		echo ok
	elif [ $rc -eq 124 ]; then
		echo "$name FAILED timeout after ${BENCH_TIMEOUT}s" >>"$OUT/status.txt"
		echo "FAILED (timeout)"
	else
		echo "$name FAILED exit $rc: $(tail -n 1 "$OUT/$name.txt")" >>"$OUT/status.txt"
		echo "FAILED (exit $rc)"
	fi
}
