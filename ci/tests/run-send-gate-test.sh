#!/usr/bin/env bash
# make send's gate (ci/send.sh): it mails only a series on whose exact code
# make test, FLAVOUR=kasan and FLAVOUR=ci passed, as recorded in
# $CACHE/passed/FLAVOUR-CODE (stubbed here: written by this test, CODE
# computed here as `make` prints it). The real ci/send.sh, lib.sh and
# mktree.sh run in a scratch clone on a scratch CACHE; the toolchain root
# is the host itself (a fake inroot.sh) and b4 a fake that writes one mail.
#  1. no pass: refused, naming all three and the code; nothing written
#  2. two passes: refused, naming the third
#  3. all three: the mails are written
#  4. a commit changes the code: the passes are for the old one: refused
#  5. FORCE=1: written, and the dry run's last line says what was missing
#  6. tree/ on another base (make tree BASE_GIT=): the code is series/'s on
#     7.2.13, if tree/ carries exactly series/; refused if it does not
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cache=$tmp/cache
c=$tmp/clone
mkdir -p "$tmp/bin" "$cache/passed" "$c"
fail=0
ok() { echo "ok: $1"; }
bad() {
	echo "FAIL: $1"
	fail=1
}
cat >"$tmp/gitconfig" <<'EOF'
[user]
	name = Sender
	email = sender@invalid
EOF
export GIT_CONFIG_GLOBAL=$tmp/gitconfig GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@invalid GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@invalid

# b4: prep -n NAME -f BASE makes the branch (ci/mktree.sh); send -o DIR
# writes a mail per commit of the series; the rest does nothing
cat >"$tmp/bin/b4" <<'EOF'
#!/bin/bash
[ "$1" != -q ] || shift
case "$1 $2" in
"prep -n")
	git checkout -q -b "b4/$3" "$5"
	git config "branch.b4/$3.b4-tracking" '{"change-id": "x"}'
	;;
"send -o")
	mkdir -p "$3"
	git log --format=%s fixes..HEAD | while read -r s; do echo "Subject: $s" >"$3/$(echo "$s" | tr -c 'a-z\n' -).eml"; done
	;;
esac
exit 0
EOF
chmod +x "$tmp/bin/b4"

# The clone: ci/ as it is here, the root the host itself
mkdir -p "$c/tools/testing/selftests"
cp -r "$top/ci" "$c/"
cp "$top/cover-letter.txt" "$c/"
cat >"$c/ci/inroot.sh" <<'EOF'
#!/bin/bash
exec "$@"
EOF

# The base (Linux 7.2.13 as the cache has it), and another (bpf-next)
w=$tmp/base
git init -q -b upstream "$w"
mkdir -p "$w/kernel/bpf"
printf 'int %s;\n' a b c d e f g h x y >"$w/kernel/bpf/x.c"
git -C "$w" add -A
git -C "$w" commit -qm "Linux 7.2.13"
git -C "$w" tag base
git clone -q --bare "$w" "$cache/base-7.2.13-1.git"
touch "$cache/base-7.2.13-1.git/.complete"
git -C "$w" checkout -q -b next
sed -i '1i int w;' "$w/kernel/bpf/x.c"
git -C "$w" commit -qam "bpf-next: something"

# series/: one patch, exported as make series would (a fake: format-patch)
git -C "$w" checkout -q -b s upstream
sed -i 's/int f;/int f = 1;/' "$w/kernel/bpf/x.c"
git -C "$w" commit -qam "bpf: the series"
git -C "$w" format-patch -q -1 -o "$c/series"
git -C "$w" checkout -q upstream

# tree/ as make tree lays it out (ci/mktree.sh: tags base, fixes; b4 branch)
env -u T0 TOP="$c" CACHE="$cache" PATH="$tmp/bin:$PATH" "$c/ci/mktree.sh" "$c/tree" "$c/series" >"$tmp/tree.log" 2>&1 ||
	{ cat "$tmp/tree.log" && exit 1; }
code=$(git -C "$c/tree" diff --full-index base..HEAD | sha256sum | cut -c1-16)

# send [VAR=VALUE...]: make send in the clone; its exit status printed
send() {
	env -u T0 -u FORCE -u SEND TOP="$c" CACHE="$cache" PATH="$tmp/bin:$PATH" "$@" "$c/ci/send.sh" >"$tmp/out" 2>&1 &&
		echo 0 || echo $?
}
mails() { find "$cache/outgoing" -name '*.eml' 2>/dev/null | wc -l; }

# 1. no pass
rc=$(send)
if [ "$rc" = 1 ] && grep -q "^error: send: not sent: make test, make test FLAVOUR=kasan, make test FLAVOUR=ci have not passed on this series (code $code," "$tmp/out" &&
	[ "$(mails)" = 0 ]; then
	ok "no pass: refused, naming the three and the code"
else
	bad "no pass: exit $rc, $(mails) mails: $(cat "$tmp/out")"
fi

# 2. two of three
for f in debug ci; do printf 'x\n' >"$cache/passed/$f-$code"; done
rc=$(send)
if [ "$rc" = 1 ] && grep -q "^error: send: not sent: make test FLAVOUR=kasan has not passed on this series (code $code" "$tmp/out"; then
	ok "make test and FLAVOUR=ci passed: refused, naming FLAVOUR=kasan"
else
	bad "two passes: exit $rc: $(cat "$tmp/out")"
fi

# 3. all three
printf 'x\n' >"$cache/passed/kasan-$code"
rc=$(send)
if [ "$rc" = 0 ] && [ "$(mails)" = 1 ] && grep -q "passed on this series (code $code)" "$tmp/out" &&
	! grep -q FORCE "$tmp/out"; then
	ok "all three passed: the mails are written"
else
	bad "all three: exit $rc, $(mails) mails: $(cat "$tmp/out")"
fi

# 4. another code
sed -i 's/int x;/int x = 2;/' "$c/tree/kernel/bpf/x.c"
git -C "$c/tree" commit -qam "bpf: more"
code2=$(git -C "$c/tree" diff --full-index base..HEAD | sha256sum | cut -c1-16)
rc=$(send)
if [ "$rc" = 1 ] && grep -q "not sent: make test, make test FLAVOUR=kasan, make test FLAVOUR=ci have not passed on this series (code $code2" "$tmp/out"; then
	ok "a new commit: the passes were for the old code: refused"
else
	bad "new code: exit $rc: $(cat "$tmp/out")"
fi

# 5. FORCE=1
rm -rf "$cache/outgoing"
rc=$(send FORCE=1)
if [ "$rc" = 0 ] && [ "$(mails)" = 2 ] &&
	tail -n 1 "$tmp/out" | grep -q "send: dry run: 2 mails in .*; FORCE=1: sent without a pass of make test, make test FLAVOUR=kasan, make test FLAVOUR=ci on this series (code $code2)$"; then
	ok "FORCE=1: written, the dry run says so"
else
	bad "FORCE=1: exit $rc, $(mails) mails: $(tail -n 2 "$tmp/out")"
fi

# 6. tree/ on bpf-next, carrying series/: the code of series/ on 7.2.13
git -C "$w" checkout -q next
rm -rf "$c/tree"
env -u T0 TOP="$c" CACHE="$cache" PATH="$tmp/bin:$PATH" "$c/ci/mktree.sh" --base-git "$w" "$c/tree" "$c/series" >"$tmp/tree.log" 2>&1 ||
	{ cat "$tmp/tree.log" && exit 1; }
[ "$(git -C "$c/tree" log -1 --format=%s base)" = "bpf-next: something" ] || bad "tree/ is not on bpf-next"
rc=$(send)
if [ "$rc" = 0 ] && grep -q "passed on this series (code $code)" "$tmp/out"; then
	ok "tree/ on another base, carrying series/: the code of series/ on 7.2.13, passed"
else
	bad "bpf-next tree: exit $rc: $(cat "$tmp/out")"
fi
echo 'int z;' >>"$c/tree/kernel/bpf/x.c"
git -C "$c/tree" commit -qam "bpf: not exported"
rc=$(send)
if [ "$rc" = 1 ] && grep -q "^error: send: tree/ is not series/ (make series, then the make test runs)" "$tmp/out"; then
	ok "tree/ on another base with a commit series/ lacks: refused"
else
	bad "unexported: exit $rc: $(cat "$tmp/out")"
fi
exit "$fail"
