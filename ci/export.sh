#!/usr/bin/env bash
# Export tree/ (base..HEAD) into a mail-ready series directory:
# 0000-cover-letter.patch from cover-letter.txt, then one file per commit,
# "[PATCH bpf-next vN n/m]" subjects. The output is stable: no dates, no
# message ids, zero commit ids, so a diff of series/ shows only real changes.
#
#   ci/export.sh TREE OUTDIR [--signoff]
#
# OUTDIR is replaced as a whole only when the export succeeded.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=ci/series.conf
. "$TOP/ci/series.conf"

[ $# -ge 2 ] || die "usage: ci/export.sh TREE OUTDIR [--signoff]"
tree=$(realpath "$1") outdir=$(realpath -m "$2") signoff=${3:-}
cover=$TOP/cover-letter.txt
[ -f "$cover" ] || die "export: $cover is missing"
git -C "$tree" rev-parse -q --verify refs/tags/base >/dev/null ||
	die "export: $tree has no tag 'base' (make tree)"
[ -z "$(git -C "$tree" status --porcelain --untracked-files=no)" ] ||
	die "export: $tree has uncommitted changes; commit them first"

n=$(git -C "$tree" rev-list --count base..HEAD)
tmp=$(mktemp -d "$outdir.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if [ "$n" -gt 0 ]; then
	args=(--zero-commit --no-signature --numbered --subject-prefix="PATCH $TREE_NAME"
		--reroll-count="$REV" -o "$tmp")
	[ "$signoff" = --signoff ] && args+=(--signoff)
	# A fixed abbreviation for the index lines: git's default grows with
	# the number of objects in the repository, so tree/ and the test's
	# own tree would export the same commits differently.
	git -C "$tree" -c core.abbrev=12 format-patch -q "${args[@]}" base..HEAD
	# Names without the "vN-" prefix, so a new revision is a diff, not a rename.
	for f in "$tmp"/v"$REV"-*.patch; do
		mv "$f" "$tmp/${f##*/v"$REV"-}"
	done
	author=$(git -C "$tree" log --reverse --format='%an <%ae>' base..HEAD | sed -n 1p)
else
	author="$(git config user.name) <$(git config user.email)>"
fi

# The cover letter: cover-letter.txt is "Subject line", a blank line, body.
subject=$(head -n 1 "$cover")
{
	echo "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001"
	echo "From: $author"
	echo "Subject: [PATCH $TREE_NAME v$REV 0/$n] $subject"
	echo
	tail -n +3 "$cover"
	echo
	if [ "$n" -gt 0 ]; then
		git -C "$tree" shortlog base..HEAD
		git -C "$tree" diff --stat --summary base..HEAD
		echo
	fi
	echo "base: Linux 7.2.13 (Debian linux-source-7.2 7.2.13-1)"
} >"$tmp/0000-cover-letter.patch"

mkdir -p "$outdir"
find "$outdir" -maxdepth 1 -name '*.patch' -delete
mv "$tmp"/*.patch "$outdir"/
log "export: $outdir = cover letter + $n patch(es), v$REV"
