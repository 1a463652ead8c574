#!/usr/bin/env bash
# `make send`: export tree/ with Signed-off-by under the sender's git identity
# into $CACHE/outgoing/vREV, then hand it to git send-email. Without mail
# configured (sendemail.smtpServer) or without SEND=yes it stops at a dry run.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=ci/series.conf
. "$TOP/ci/series.conf"

[ -d "$TOP/tree/.git" ] || die "send: no tree/ (make tree)"
if ! git config user.name >/dev/null || ! git config user.email >/dev/null; then
	die "send: set git user.name and user.email: Signed-off-by is made from them"
fi
out=$CACHE/outgoing/v$REV
rm -rf "$out"
"$TOP/ci/inroot.sh" ci/export.sh "$TOP/tree" "$out" --signoff
log "send: $(find "$out" -name '*.patch' | wc -l) files in $out, signed off by $(git config user.name) <$(git config user.email)>"
to=${TO:-bpf@vger.kernel.org}
if ! git send-email --help >/dev/null 2>&1; then
	log "send: git send-email is not installed (apt-get install git-email); stopping here"
	exit 0
fi
if [ "${SEND:-}" = yes ] && git config sendemail.smtpServer >/dev/null; then
	git send-email --to="$to" "$out"/*.patch
else
	log "send: dry run (set sendemail.smtpServer and SEND=yes to send)"
	git send-email --dry-run --confirm=never --to="$to" "$out"/*.patch
fi
