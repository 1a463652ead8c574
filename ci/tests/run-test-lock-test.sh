#!/usr/bin/env bash
# make test, make run and make shell on one cache (test_lock, build_lock,
# guest_lock and the build stamps in ci/lib.sh), each case showing the
# refusal or the recovery:
#  1. two jobs: a second make test (or make run) refuses, naming the first
#  2. make run beside make test boots the build if it is its clone's
#     series, read-only, else refuses; make shell's writable dir is its
#     own; a later make test leaves a running guest's build alone
#  3. a job killed midway (kernel build, tree): the next one says so and
#     rebuilds what was half-written
# and make test FLAVOUR=ci among them, taking the same locks.
# The real ci/test.sh, run.sh, lib.sh and mktree.sh run in scratch clones
# (copies of ci/) on a scratch CACHE; the toolchain root, b4, the builds
# and the boots are fakes, held at a point while the test looks.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
pids=()
# shellcheck disable=SC2329 # the trap's
cleanup() {
	local p
	for p in "${pids[@]}"; do kill -KILL -- "-$p" 2>/dev/null || true; done
	rm -rf "$tmp"
}
trap cleanup EXIT
cache=$tmp/cache
mkdir -p "$tmp/bin" "$cache"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@invalid GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@invalid

# hold NAME: if FAKE_HOLD names NAME, say so ($CACHE/at-NAME), wait for $CACHE/go-NAME
cat >"$tmp/bin/hold" <<'EOF'
#!/bin/bash
case " ${FAKE_HOLD:-} " in *" $1 "*) ;; *) exit 0 ;; esac
touch "$CACHE/at-$1"
for _ in $(seq 600); do [ ! -e "$CACHE/go-$1" ] || exit 0; sleep 0.1; done
exit 1
EOF
# b4 prep -n NAME -f BASE: the branch and its tracking data (mktree.sh checks both)
cat >"$tmp/bin/b4" <<'EOF'
#!/bin/bash
[ "$2 $3" = "prep -n" ] || exit 0
hold b4
git checkout -q -b "b4/$4" "$6"
git config "branch.b4/$4.b4-tracking" '{"change-id": "x"}'
EOF
chmod +x "$tmp/bin/hold" "$tmp/bin/b4"

# The base: one file, and a patch to it per series (A, B)
w=$tmp/base
git init -q -b upstream "$w"
mkdir -p "$w/kernel/bpf"
echo 'int x;' >"$w/kernel/bpf/x.c"
git -C "$w" add -A
git -C "$w" commit -qm base
for v in A B; do
	git -C "$w" checkout -q -b "$v" upstream
	echo "int x = '$v';" >"$w/kernel/bpf/x.c"
	git -C "$w" commit -qam "fake: $v"
	git -C "$w" format-patch -q -1 -o "$tmp/series-$v"
done
git -C "$w" tag base upstream
git clone -q --bare "$w" "$cache/base-7.2.13-1.git"
touch "$cache/base-7.2.13-1.git/.complete"

# clone DIR SERIES: ci/ as it is here, with fake toolchain root, builds
# (the kernel is its series' subject line) and boots
clone() {
	local c=$1 f
	mkdir -p "$c/tools/testing/selftests"
	cp -r "$top/ci" "$c/"
	cp -r "$top/tools/testing/selftests/bpf" "$c/tools/testing/selftests/"
	cp "$top/cover-letter.txt" "$c/"
	cp -r "$tmp/series-$2" "$c/series"
	for f in "$c"/ci/tests/*.sh "$c/ci/toolchain.sh"; do printf '#!/bin/sh\n' >"$f"; done
	# shellcheck disable=SC2016 # the fake's own $1
	printf '#!/bin/sh\ncat "$1"; ! grep -q ^FAIL "$1"\n' >"$c/ci/summary.py"
	cat >"$c/ci/inroot.sh" <<'EOF'
#!/bin/bash
set -eu
case $1 in
ci/build-kernel.sh) # SRC OUT FLAVOUR
	[ ! -e "$3/half-written" ] || { echo "fake build: $3 has a half-written file" >&2; exit 1; }
	mkdir -p "$3/arch/x86/boot"
	touch "$3/half-written"
	hold kernel
	git -C "$2" log -1 --format=%s >"$3/arch/x86/boot/bzImage"
	rm "$3/half-written"
	;;
ci/build-selftests.sh) echo test >"$4/tests.lst" && echo test >"$4/selected.lst" ;;
ci/run-vm.sh) # BZIMAGE OUT TIMEOUT guest-run.sh STOUT OUTPUT CMD | guest-tests.sh STOUT RESULTS ...
	mkdir -p "$3"
	hold vm
	case $5 in
	*/guest-run.sh) echo "ran $8 on $(cat "$2"), writing to $3" >"$7" ;;
	*) printf 'PASS\tstress/fake\n' >"$3/stress.tsv" ;;
	esac
	;;
vng) echo "$*" ;;
esac
EOF
}
clone "$tmp/a" A
clone "$tmp/a2" A
clone "$tmp/b" B

fail=0
# job LOG CLONE [VAR=VALUE...] SCRIPT [ARGS...]: one of CLONE's commands on
# the cache, its exit status printed; start ...: the same in the
# background, in a process group of its own
job() {
	local log=$1 c=$2
	shift 2
	env -u FLAVOUR -u CMD -u T0 -u FAKE_HOLD TOP="$c" CACHE="$cache" PATH="$tmp/bin:$PATH" "$@" >"$log" 2>&1 &&
		echo 0 || echo $?
}
start() {
	local log=$1 c=$2
	shift 2
	setsid env -u FLAVOUR -u CMD -u T0 TOP="$c" CACHE="$cache" PATH="$tmp/bin:$PATH" "$@" >"$log" 2>&1 &
	bg=$!
	pids+=("$bg")
}
# await NAME: the background job got to `hold NAME`
await() {
	for _ in $(seq 300); do
		[ ! -e "$cache/at-$1" ] || { rm -f "$cache/at-$1"; return 0; }
		sleep 0.1
	done
	echo "FAIL: no job got to $1"
	exit 1
}
# kill_job SIGNAL PID: a background job and its group, gone (disowned: no
# "Killed" from this shell)
kill_job() {
	disown "$2"
	kill -"$1" -- "-$2"
	while kill -0 -- "-$2" 2>/dev/null; do sleep 0.1; done
}
# expect WHAT RC WANT LOG PATTERN: a job exited RC, WANT expected, with a
# line of its LOG matching the (extended) PATTERN
expect() {
	if [ "$2" = "$3" ] && grep -Eq -- "$5" "$4"; then
		echo "ok: $1"
	else
		echo "FAIL: $1 (exit $2, expected $3, no line like /$5/):"
		sed 's/^/  /' "$4"
		fail=1
	fi
}
since='since [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9:]{8} UTC'
A=$tmp/a A2=$tmp/a2 B=$tmp/b
kout=$cache/build/debug stout=$cache/build/selftests-debug

# 1. make test holds the test tree: a second make test refuses at once,
# naming it, and touches nothing; make run refuses while it builds
start "$tmp/1.log" "$A" FAKE_HOLD="kernel vm" "$A/ci/test.sh"
t1=$bg
await kernel
expect "second make test refuses, naming the first" \
	"$(job "$tmp/1b.log" "$B" FLAVOUR=kasan "$B/ci/test.sh")" 1 "$tmp/1b.log" \
	"^error: the test tree and builds in .* are in use by make test \(clone $A, pid $t1, $since\): wait"
[ ! -e "$cache/build/kasan" ] || { echo "FAIL: the refused make test made build/kasan"; fail=1; }
expect "make test FLAVOUR=ci refuses too, naming it" \
	"$(job "$tmp/1d.log" "$B" FLAVOUR=ci SHARD=1/4 "$B/ci/test.sh")" 1 "$tmp/1d.log" \
	"^error: the test tree and builds in .* are in use by make test \(clone $A, pid $t1, $since\): wait"
[ ! -e "$cache/build/ci" ] || { echo "FAIL: the refused make test FLAVOUR=ci made build/ci"; fail=1; }
expect "make run refuses while make test builds the kernel" \
	"$(job "$tmp/1c.log" "$A2" "$A2/ci/run.sh" run ./test_progs)" 1 "$tmp/1c.log" \
	"^error: $kout is being rebuilt by make test \(clone $A, "

# 2. make test boots its build: make run beside it boots the same build
# for its clone's series, without touching tree or build, and refuses
# another series; make shell writes only in a directory of its own
touch "$cache/go-kernel"
await vm
head=$(git -C "$cache/test/tree" rev-parse HEAD)
stamps=$(cat "$kout/.built-from" "$stout/.built-from")
expect "make run beside make test boots the build of its series" \
	"$(job "$tmp/2.log" "$A2" "$A2/ci/run.sh" run './test_progs -t htab_reuse_gp')" 0 "$tmp/2.log" \
	"^ran ./test_progs -t htab_reuse_gp on fake: A, writing to $cache/run/[0-9]+$"
expect "... saying why it does not build" 0 0 "$tmp/2.log" \
	"in use by make test \(clone $A, .*: booting build/debug as built, read-only beside it"
if grep -q 'tree:\|kernel:' "$tmp/2.log" || [ "$(git -C "$cache/test/tree" rev-parse HEAD)" != "$head" ] ||
	[ "$(cat "$kout/.built-from" "$stout/.built-from")" != "$stamps" ]; then
	echo "FAIL: make run beside make test touched the tree or the build"
	fail=1
fi
expect "make run of another series beside make test refuses, saying why" \
	"$(job "$tmp/2b.log" "$B" "$B/ci/run.sh" run ./test_progs)" 1 "$tmp/2b.log" \
	"^error: the test builds are in use by make test \(clone $A, .*\), and $kout was built from other patches, configs or selftests than this clone's, by make test \(clone $A, "
expect "make shell beside make test: selftests read-only, its own writable dir" \
	"$(job "$tmp/2c.log" "$A2" "$A2/ci/run.sh" shell)" 0 "$tmp/2c.log" \
	"^vng --run $kout/arch/x86/boot/bzImage .* --rwdir $cache/run/[0-9]+ --cwd $stout$"
touch "$cache/go-vm"
wait "$t1" && r=0 || r=$?
expect "make test ends as it would alone" "$r" 0 "$tmp/1.log" "^PASS[[:space:]]+stress/fake"

# ... and a guest keeps its build: make run (now building itself) boots;
# a make test that would rebuild that flavour refuses, naming it, another
# flavour runs
rm -f "$cache/go-vm"
start "$tmp/3.log" "$A2" FAKE_HOLD=vm "$A2/ci/run.sh" run ./test_progs
t3=$bg
await vm
expect "make test refuses to rebuild what a guest runs, naming it" \
	"$(job "$tmp/3b.log" "$B" "$B/ci/test.sh")" 1 "$tmp/3b.log" \
	"^error: $kout is in use by make run CMD='./test_progs' \(clone $A2, pid $t3, $since\): wait for it to end"
expect "make run of another series refuses to rebuild what a guest runs" \
	"$(job "$tmp/3d.log" "$B" "$B/ci/run.sh" run ./test_progs)" 1 "$tmp/3d.log" \
	"^error: the test builds are in use by make run CMD='./test_progs' \(clone $A2, .* was built from other patches"
expect "make test of another flavour runs beside the guest" \
	"$(job "$tmp/3c.log" "$B" FLAVOUR=kasan "$B/ci/test.sh")" 0 "$tmp/3c.log" "^PASS[[:space:]]+build/kernel"
[ "$(cat "$kout/arch/x86/boot/bzImage")" = "fake: A" ] || { echo "FAIL: build/debug changed under the guest"; fail=1; }
touch "$cache/go-vm"
wait "$t3" && r=0 || r=$?
expect "the guest's make run ends as it would alone" "$r" 0 "$tmp/3.log" "^ran ./test_progs on fake: A"

# ... and the case of the issue: make test FLAVOUR=kasan compiling, make
# run beside it boots the debug build if it is its series
rm -f "$cache/go-kernel"
start "$tmp/6.log" "$A" FAKE_HOLD=kernel FLAVOUR=kasan "$A/ci/test.sh"
t6=$bg
await kernel
expect "make run beside make test FLAVOUR=kasan boots the debug build" \
	"$(job "$tmp/6b.log" "$A2" "$A2/ci/run.sh" run ./test_progs)" 0 "$tmp/6b.log" "^ran ./test_progs on fake: A"
expect "... and refuses it to another series" \
	"$(job "$tmp/6c.log" "$B" "$B/ci/run.sh" run ./test_progs)" 1 "$tmp/6c.log" \
	"^error: the test builds are in use by make test FLAVOUR=kasan \(clone $A, .* was built from other patches"
touch "$cache/go-kernel"
wait "$t6" && r=0 || r=$?
expect "make test FLAVOUR=kasan ends as it would alone" "$r" 0 "$tmp/6.log" "^PASS[[:space:]]+build/kernel"

# ... and make test FLAVOUR=ci holds them while it builds: make test refuses,
# naming it
rm -f "$cache/go-kernel"
start "$tmp/7.log" "$A" FAKE_HOLD=kernel FLAVOUR=ci SHARD=2/4 "$A/ci/test.sh"
t7=$bg
await kernel
expect "make test refuses while make test FLAVOUR=ci builds, naming it" \
	"$(job "$tmp/7b.log" "$B" "$B/ci/test.sh")" 1 "$tmp/7b.log" \
	"^error: the test tree and builds in .* are in use by make test FLAVOUR=ci SHARD=2/4 \(clone $A, pid $t7, $since\): wait"
expect "... which builds the base kernel first, in build/ci" 0 0 "$cache/build/ci/.built-from" \
	"^incomplete make test FLAVOUR=ci SHARD=2/4 \(clone $A, pid $t7, "
kill_job TERM "$t7"

# 3. make test killed (as by a lost machine) while it builds the kernel:
# the next one says so and builds it again from scratch
rm -f "$cache/go-kernel" "$cache/go-vm"
start "$tmp/4.log" "$A" FAKE_HOLD=kernel "$A/ci/test.sh"
t4=$bg
await kernel
kill_job KILL "$t4"
expect "the killed job left its build marked incomplete" 0 0 "$kout/.built-from" "^incomplete make test \(clone $A, pid $t4, "
expect "the next job (make run) rebuilds it from scratch, saying so" \
	"$(job "$tmp/4b.log" "$A2" "$A2/ci/run.sh" run ./test_progs)" 0 "$tmp/4b.log" \
	"previous job was interrupted: rebuilding $kout from scratch \(it was make test \(clone $A, pid $t4, "

# ... and killed (Ctrl-C, SIGTERM here) while it remade the tree, leaving
# a git lock behind: the next one, of another series, remakes it
start "$tmp/5.log" "$A" FAKE_HOLD=b4 "$A/ci/test.sh"
t5=$bg
await b4
kill_job TERM "$t5"
touch "$cache/test/tree/.git/index.lock"
expect "the next make test remakes the interrupted tree" \
	"$(job "$tmp/5b.log" "$B" "$B/ci/test.sh")" 0 "$tmp/5b.log" \
	"tree: previous job was interrupted: remaking $cache/test/tree$"
[ "$(cat "$kout/arch/x86/boot/bzImage")" = "fake: B" ] || { echo "FAIL: build/debug is not series B's"; fail=1; }
exit "$fail"
