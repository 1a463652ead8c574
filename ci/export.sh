#!/usr/bin/env bash
# Export tree/ into a mail-ready series directory: the fixes (base..fixes,
# sent on their own as "[PATCH bpf]") into OUTDIR/bpf/, then the series
# (fixes..HEAD): 0000-cover-letter.patch from cover-letter.txt and one file
# per commit, "[PATCH bpf-next vN n/m]" subjects. The output is stable: no
# dates, no message ids, zero commit ids, so a diff of series/ shows only
# real changes.
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
for t in base fixes; do
	git -C "$tree" rev-parse -q --verify "refs/tags/$t" >/dev/null ||
		die "export: $tree has no tag '$t' (make tree)"
done
[ -z "$(git -C "$tree" status --porcelain --untracked-files=no)" ] ||
	die "export: $tree has uncommitted changes; commit them first"

n=$(git -C "$tree" rev-list --count fixes..HEAD)
tmp=$(mktemp -d "$outdir.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# A fixed abbreviation for the index lines: git's default grows with the
# number of objects in the repository, so tree/ and the test's own tree
# would export the same commits differently.
fp=(git -C "$tree" -c core.abbrev=12 format-patch -q --zero-commit --no-signature)
[ "$signoff" = --signoff ] && fp+=(--signoff)
if [ "$(git -C "$tree" rev-list --count base..fixes)" -gt 0 ]; then
	mkdir "$tmp/bpf"
	"${fp[@]}" --subject-prefix="PATCH bpf" -o "$tmp/bpf" base..fixes
fi
if [ "$n" -gt 0 ]; then
	"${fp[@]}" --numbered --subject-prefix="PATCH $TREE_NAME" --reroll-count="$REV" \
		-o "$tmp" fixes..HEAD
	# Names without the "vN-" prefix, so a new revision is a diff, not a rename.
	for f in "$tmp"/v"$REV"-*.patch; do
		mv "$f" "$tmp/${f##*/v"$REV"-}"
	done
	author=$(git -C "$tree" log --reverse --format='%an <%ae>' fixes..HEAD | sed -n 1p)
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
		git -C "$tree" shortlog fixes..HEAD
		git -C "$tree" diff --stat --summary fixes..HEAD
		echo
	fi
	echo "base: Linux 7.2.13 (Debian linux-source-7.2 7.2.13-1)"
} >"$tmp/0000-cover-letter.patch"

mkdir -p "$outdir"
find "$outdir" -maxdepth 2 -name '*.patch' -delete
rm -rf "$outdir/bpf"
mv "$tmp"/*.patch "$outdir"/
[ ! -d "$tmp/bpf" ] || mv "$tmp/bpf" "$outdir/bpf"
log "export: $outdir = cover letter + $n patch(es), v$REV"
