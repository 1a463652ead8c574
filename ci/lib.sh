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

# The test tree and builds ($CACHE/test/, $CACHE/build/<flavour>,
# build/selftests-<flavour>, build/check) change under one job at a time:
# make test for its whole run, make run and make shell while they build.
# test_lock WHAT takes them until exit or test_unlock, and names this job
# (WHAT: its command) in $CACHE/test/holder for the others' refusals; it
# fails at once if another job holds them.
test_lock() {
	mkdir -p "$CACHE/test"
	exec {TEST_LOCK_FD}>>"$CACHE/test/lock"
	flock -n "$TEST_LOCK_FD" || return 1
	TEST_JOB=$(job "$1")
	echo "$TEST_JOB" >"$CACHE/test/holder.$$"
	mv -f "$CACHE/test/holder.$$" "$CACHE/test/holder"
}
test_unlock() { flock -u "$TEST_LOCK_FD"; }
test_holder() { cat "$CACHE/test/holder" 2>/dev/null || echo "another job"; }
# job WHAT: WHAT, run from which clone, pid, since when
job() {
	printf '%s (clone %s, pid %s, since %s)\n' "$1" "$TOP" "$$" "$(date -u -d "@$T0" '+%F %T UTC')"
}

# A guest (make test's own, make run's, make shell's) boots build/F and
# selftests-F as they are, maybe beside the job that holds the test lock.
# It holds $CACHE/test/boot-F.lock shared and names itself in boot-F.<pid>
# (locked while it runs); rebuilding F takes the lock exclusively
# (build_lock F). Neither waits.
build_lock() {
	exec {BOOT_LOCK_FD}>>"$CACHE/test/boot-$1.lock"
	flock -n -x "$BOOT_LOCK_FD"
}
# guest_lock F WHAT (after build_lock F, turns it into this)
guest_lock() {
	local f=$CACHE/test/boot-$1
	[ -n "${BOOT_LOCK_FD:-}" ] || exec {BOOT_LOCK_FD}>>"$f.lock"
	flock -n -s "$BOOT_LOCK_FD" || return 1
	exec {GUEST_FD}>"$f.tmp.$$"
	flock "$GUEST_FD"
	job "$2" >&"$GUEST_FD"
	mv -f "$f.tmp.$$" "$f.$$"
}
# guests F: the jobs whose guests run build/F, on one line
guests() {
	local f g
	g=$(for f in "$CACHE/test/boot-$1".[0-9]*; do
		[ -e "$f" ] || continue
		if flock -n "$f" true; then rm -f "$f"; else cat "$f"; fi
	done | paste -sd';' - | sed 's/;/; /g')
	echo "${g:-a guest of another job}"
}

# test_id FLAVOUR: what a test build of FLAVOUR is made from in this clone
# (series/'s patches, kernel configs, selftests and how they are built,
# the toolchain's pins) as one hash: the same in two clones that build
# the same. FLAVOUR=ci builds from the tree's own selftests configs, all
# its selftests, and of ci/selftests-ci.deny only the build lines.
test_id() {
	(
		cd "$TOP" || exit
		export LC_ALL=C
		echo "$1"
		if [ "$1" = ci ]; then
			grep -E '^[[:space:]]*build[[:space:]]' ci/selftests-ci.deny || true
		fi
		{
			find series -maxdepth 2 -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*'
			printf '%s\n' ci/toolchain.* ci/fetch-base.sh ci/build-kernel.sh ci/stage_selftests.py \
				ci/ciparse.py ci/scale-test-maps.sh
			if [ "$1" = ci ]; then
				echo ci/build-selftests-ci.sh
			else
				find tools/testing/selftests/bpf -type f
				printf '%s\n' ci/kernel*.config ci/build-selftests.sh ci/selftests.list
			fi
		} | sort | xargs -d '\n' sha256sum
	) | sha256sum | cut -c1-16
}

# code_hash TREE [REV]: the series' code, as `make` prints it: the diff
# from the base (Linux 7.2.13) to REV (HEAD) of TREE, a tree made from
# series/ (commit messages and dates aside).
code_hash() {
	git -C "$1" diff --full-index base "${2:-HEAD}" | sha256sum | cut -c1-16
}

# record_pass FLAVOUR CODE DETAIL: make test FLAVOUR passed, 0 failed, on
# CODE; make send (ci/send.sh) looks for $CACHE/passed/FLAVOUR-CODE.
record_pass() {
	mkdir -p "$CACHE/passed"
	{
		echo "flavour: $1"
		echo "code: $2"
		echo "date: $(date -u '+%F %T UTC')"
		echo "clone: $TOP ($(git -C "$TOP" rev-parse --short HEAD 2>/dev/null || echo '?'))"
		echo "result: $3"
	} >"$CACHE/passed/.$1-$2.$$"
	mv -f "$CACHE/passed/.$1-$2.$$" "$CACHE/passed/$1-$2"
	log "test: recorded as passed on code $2: $CACHE/passed/$1-$2"
}

# A build directory's stamp, DIR/.built-from: "incomplete JOB" from when a
# job starts changing DIR, "ID JOB" once it is built (written last, in one
# rename), "failed JOB" if the build failed. A job killed midway leaves
# "incomplete": the next one starts DIR afresh, and says so.
build_begin() {
	local d=$1 s
	s=$(cat "$d/.built-from" 2>/dev/null || true)
	if [[ $s == incomplete* ]]; then
		log "previous job was interrupted: rebuilding $d from scratch (it was ${s#incomplete })"
		find "$d" -mindepth 1 ! -path "$d/.built-from" -delete
	fi
	mkdir -p "$d"
	echo "incomplete ${TEST_JOB:-$(job "$0")}" >"$d/.built-from"
}
# build_end DIR ID|failed
build_end() {
	echo "$2 ${TEST_JOB:-$(job "$0")}" >"$1/.built-from.tmp"
	mv -f "$1/.built-from.tmp" "$1/.built-from"
	[ "$2" != failed ] || exit 1
}
# stale FLAVOUR ID: why build/FLAVOUR and its selftests are not a finished
# build of ID (nothing if they are)
stale() {
	local d s
	for d in "$CACHE/build/$1" "$CACHE/build/selftests-$1"; do
		s=$(cat "$d/.built-from" 2>/dev/null || true)
		case $s in
		"$2 "*) continue ;;
		"") echo "$d has no stamp of what it was built from" ;;
		incomplete*) echo "$d is half-built, by ${s#incomplete }" ;;
		failed*) echo "the last build of $d failed, in ${s#failed }" ;;
		*) echo "$d was built from other patches, configs or selftests than this clone's, by ${s#* }" ;;
		esac
		return
	done
}

# test_build FLAVOUR ID: the test tree from series/, then the kernel and
# selftests of FLAVOUR, stamped ID. Under test_lock and build_lock FLAVOUR.
test_build() {
	local src=$CACHE/test/tree kout=$CACHE/build/$1 stout=$CACHE/build/selftests-$1
	# series/ named relatively, as `make tree` does, so that this covers it too
	(cd "$TOP" && ci/mktree.sh --force "$src" series)
	build_begin "$kout"
	"$TOP/ci/inroot.sh" ci/build-kernel.sh "$src" "$kout" "$1" || build_end "$kout" failed
	build_end "$kout" "$2"
	build_begin "$stout"
	"$TOP/ci/inroot.sh" ci/build-selftests.sh "$src" "$kout" "$stout" || build_end "$stout" failed
	build_end "$stout" "$2"
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
