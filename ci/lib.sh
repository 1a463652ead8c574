#!/usr/bin/env bash
# Shared helpers for the ci/ scripts: logging with elapsed time, errors, paths.
# Sourced, never executed.

shopt -s inherit_errexit

: "${CACHE:=${XDG_CACHE_HOME:-$HOME/.cache}/htab-gp}"
: "${TOP:=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
: "${T0:=$(date +%s)}"
export CACHE TOP T0

# Instruction-count boots (ci/bench.sh ICOUNT_CPUS): QEMU options under
# which the guest's clock advances one nanosecond per instruction executed
# (and skips idle time), and the factor for boot timeouts, since a guest
# second takes ~5 s of wall time here.
# shellcheck disable=SC2034 # used by the scripts that source this file
icount_qemu_opts="-icount shift=0,sleep=off"
# shellcheck disable=SC2034
icount_slow=6

log() {
	local now
	now=$(date +%s)
	printf '[%4ds] %s\n' "$((now - T0))" "$*" >&2
}

die() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

need_space() {
	# need_space DIR GIB: fail early rather than half-way through a build
	local dir=$1 gib=$2 avail
	mkdir -p "$dir"
	avail=$(df -Pk "$dir" | awk 'NR == 2 { print int($4 / 1048576) }')
	[ "$avail" -ge "$gib" ] ||
		die "not enough disk in $dir: ${avail} GiB free, ${gib} GiB needed"
}

# Lock of the benchmark's tree and builds ($CACHE/bench/tree,
# $CACHE/build/bench, ...): `make` (ci/bench.sh) checks out and builds
# there, and a second job would change the kernels under the first one.
# Fails rather than waits; held until the calling script exits.
bench_lock() {
	mkdir -p "$CACHE/bench"
	exec {BENCH_LOCK_FD}>"$CACHE/bench/lock"
	flock -n "$BENCH_LOCK_FD" ||
		die "another benchmark job (make) is using $CACHE/bench: wait for it to finish"
}

# carried COVER PATCH: the cover letter file COVER ("Subject", blank line,
# body) is the one PATCH (an exported 0000-cover-letter.patch) carries.
carried() {
	local n
	[ -f "$2" ] || return 1
	n=$(tail -n +3 "$1" | wc -l)
	[[ $(sed -n 3p "$2") == "Subject: "*"] $(head -n 1 "$1")" ]] &&
		[ "$(sed -n "5,$((4 + n))p" "$2")" = "$(tail -n +3 "$1")" ]
}
