#!/usr/bin/env bash
# `make send`: the series and the fix, as mails made by b4 under the sender's
# git identity. In a throwaway copy of tree/ ($CACHE/send/tree) every patch
# gets the sender as author and a Signed-off-by; the fix (base..fixes)
# becomes a second b4 prep branch, "[PATCH bpf-next]". For each, b4 prep
# --auto-to-cc fills To/Cc (get_maintainer.pl, offline) and b4 send -o
# writes the mails into $CACHE/outgoing/vREV (a dry run). With SEND=yes and
# sendemail.smtpServer set (reachable from the toolchain root, where b4
# runs), b4 send sends them, the fix first, asking before each.
#
# It refuses, naming what is missing, unless make test, make test
# FLAVOUR=kasan and make test FLAVOUR=ci have passed on exactly the code it
# is about to send: the code hash make prints (git diff --full-index of
# base..the series, on a tree made from series/), as ci/test.sh and
# ci/test-ci.sh record it in $CACHE/passed/FLAVOUR-CODE. FORCE=1 sends
# without, and the dry run's last line says so.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=ci/series.conf
. "$TOP/ci/series.conf"

branch=b4/$SERIES_NAME

# send_code: the code hash of what tree/ would send, as make test records
# it for series/ laid out on Linux 7.2.13. A tree/ on that base: its own
# diff (the same code, the same hash). On another (make tree BASE_GIT=):
# tree/ must carry exactly series/'s patches, and the hash is series/'s,
# laid out on 7.2.13 in $CACHE/send/gate.
send_code() {
	local t7 want have
	t7=$(git -C "$CACHE/base-7.2.13-1.git" rev-parse -q --verify 'base^{tree}' 2>/dev/null) ||
		{ echo "error: send: no Linux 7.2.13 base in $CACHE: no make test has run with this cache" >&2 && return 1; }
	if [ "$(git -C "$TOP/tree" rev-parse 'base^{tree}')" = "$t7" ]; then
		code_hash "$TOP/tree" "$branch"
		return
	fi
	want=$(for d in "$TOP/series/own" "$TOP/series"; do
		[ ! -d "$d" ] || find "$d" -maxdepth 1 -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*'
	done | sort | xargs -r cat | git -C "$TOP/tree" patch-id --stable | cut -d' ' -f1 | sort)
	have=$(git -C "$TOP/tree" log -p --no-merges "base..$branch" | git -C "$TOP/tree" patch-id --stable |
		cut -d' ' -f1 | sort)
	[ "$want" = "$have" ] ||
		{ echo "error: send: tree/ is not series/ (make series, then the make test runs)" >&2 && return 1; }
	log "send: tree/ is on another base than make test's: the code hash of series/ on Linux 7.2.13"
	(cd "$TOP" && ci/mktree.sh --force "$CACHE/send/gate" series) >&2
	code_hash "$CACHE/send/gate"
}

if [ "${1:-}" != --in-root ]; then
	[ -d "$TOP/tree/.git" ] || die "send: no tree/ (make tree)"
	git -C "$TOP/tree" config --get "branch.$branch.b4-tracking" >/dev/null ||
		die "send: tree/ has no b4 prep branch $branch (make tree)"
	name=$(git config user.name || true) email=$(git config user.email || true)
	if [ -z "$name" ] || [ -z "$email" ]; then
		die "send: set git user.name and user.email (git config --global ...): the patches' author and Signed-off-by are made from them"
	fi
	[ -z "$(git -C "$TOP/tree" status --porcelain --untracked-files=no)" ] ||
		die "send: tree/ has uncommitted changes; commit them first"
	code=$(send_code) || exit 1
	missing=
	for f in debug kasan ci; do
		[ -f "$CACHE/passed/$f-$code" ] && continue
		case $f in
		debug) missing+=", make test" ;;
		*) missing+=", make test FLAVOUR=$f" ;;
		esac
	done
	missing=${missing#, }
	forced=
	if [ -z "$missing" ]; then
		log "send: make test, FLAVOUR=kasan and FLAVOUR=ci passed on this series (code $code)"
	elif [ "${FORCE:-}" = 1 ]; then
		forced="FORCE=1: sent without a pass of $missing on this series (code $code)"
		log "send: $forced"
	else
		die "send: not sent: $missing ha$([[ $missing == *,* ]] && echo ve || echo s) not passed on this series (code $code, $CACHE/passed/): run them first, or FORCE=1 to send anyway"
	fi
	exec "$TOP/ci/inroot.sh" env SEND_NAME="$name" SEND_EMAIL="$email" SEND="${SEND:-}" \
		SMTP="$(git config sendemail.smtpServer || true)" SEND_FORCED="$forced" ci/send.sh --in-root
fi

# In the root from here. The sender's identity for git and b4.
export GIT_AUTHOR_NAME=$SEND_NAME GIT_AUTHOR_EMAIL=$SEND_EMAIL
export GIT_COMMITTER_NAME=$SEND_NAME GIT_COMMITTER_EMAIL=$SEND_EMAIL
export GIT_CONFIG_COUNT=2 GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0=$SEND_NAME
export GIT_CONFIG_KEY_1=user.email GIT_CONFIG_VALUE_1=$SEND_EMAIL
export XDG_CACHE_HOME=$CACHE/b4-cache
w=$CACHE/send/tree
out=$CACHE/outgoing/v$REV
tree=$TOP/tree
g() { git -C "$w" "$@"; }

log "send: copying tree/ into $w"
rm -rf "$w" "$out"
mkdir -p "$(dirname "$w")"
git clone -q --shared --no-checkout "$tree" "$w"
g branch -q -f bpf-base base
g branch -q -f bpf-fixes origin/bpf-fixes
g checkout -q -B "$branch" "origin/$branch"
for k in description b4-tracking b4-prep-cover-strategy; do
	g config "branch.$branch.$k" "$(git -C "$tree" config --get "branch.$branch.$k")"
done

# The sender as author, and Signed-off-by: the fix, then the series on it.
amend='git commit -q --amend --no-edit --reset-author --signoff'
g checkout -q bpf-fixes
g rebase -q --exec "$amend" base
g tag -f fixes >/dev/null
g checkout -q "$branch"
g rebase -q --exec "$amend" --onto bpf-fixes "$(git -C "$tree" rev-parse fixes)"

# The fix as its own b4 prep branch, forked from base.
if [ "$(g rev-list --count base..fixes)" -gt 0 ]; then
	fix=$branch-bpf
	subject=$(head -n 1 <<<"$(g config --get "branch.$branch.description")")
	printf '%s\n\nSent on its own, apart from the series for %s:\n"%s"\n' \
		"$(g log -1 --format=%s fixes)" "$TREE_NAME" "$subject" >"$w/.git/fix-cover"
	g checkout -q bpf-base
	(cd "$w" && GIT_CONFIG_COUNT=3 GIT_CONFIG_KEY_2=b4.prep-cover-strategy \
		GIT_CONFIG_VALUE_2=branch-description b4 -q prep -n "${fix#b4/}" -f base)
	g merge -q --ff-only bpf-fixes
	(cd "$w" && GIT_CONFIG_COUNT=3 GIT_CONFIG_KEY_2=core.editor GIT_CONFIG_VALUE_2="cp $w/.git/fix-cover" \
		b4 -q prep --edit-cover && b4 -q prep --set-prefixes "$TREE_NAME")
fi

# b4_send BRANCH DIR: recipients, local checks, then the mails.
b4_send() {
	g checkout -q "$1"
	(
		cd "$w"
		b4 prep --auto-to-cc
		b4 -q prep --check >/dev/null
		if [ "${SEND:-}" = yes ] && [ -n "$SMTP" ]; then
			b4 send
		else
			# b4 wants its web endpoint (and a signing key) when no
			# SMTP server is set, even for -o: name one it never runs.
			GIT_CONFIG_COUNT=3 GIT_CONFIG_KEY_2=sendemail.smtpServer GIT_CONFIG_VALUE_2=/bin/false \
				b4 send -o "$2" --no-sign
		fi
	)
}
[ -z "${fix:-}" ] || b4_send "$fix" "$out/own"
b4_send "$branch" "$out"
if [ "${SEND:-}" = yes ] && [ -n "$SMTP" ]; then
	log "send: sent as $SEND_NAME <$SEND_EMAIL>; b4's sent tags are in $w${SEND_FORCED:+; $SEND_FORCED}"
else
	log "send: dry run: $(find "$out" -type f | wc -l) mails in $out, from $SEND_NAME <$SEND_EMAIL> (set sendemail.smtpServer and SEND=yes to send)${SEND_FORCED:+; $SEND_FORCED}"
fi
