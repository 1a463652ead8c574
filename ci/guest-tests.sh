#!/bin/bash
# Runs inside the guest (ci/run-vm.sh): the selected selftests, JSON report.
#   ci/guest-tests.sh SELFTESTS_OUT RESULT_DIR TESTS
set -u
st=$1 out=$2 tests=$3
# shellcheck source=ci/guest-mounts.sh
. "$(dirname "$0")/guest-mounts.sh"
cd "$st" || exit 2
echo "guest: $(uname -r), $(nproc) CPUs"
# -w: test_progs' own watchdog kills a test that hangs for 300 s.
./test_progs -w 300 -J "$out/test_progs.json" -t "$tests" >"$out/test_progs.log" 2>&1
rc=$?
tail -n 3 "$out/test_progs.log"
exit $rc
