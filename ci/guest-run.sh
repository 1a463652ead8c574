#!/bin/bash
# Runs inside the guest (ci/run.sh): one command in the selftests directory.
#   ci/guest-run.sh SELFTESTS_OUT OUTPUT_FILE CMD
set -u
# shellcheck source=ci/guest-mounts.sh
. "$(dirname "$0")/guest-mounts.sh"
cd "$1" || exit 2
bash -c "$3" >"$2" 2>&1
