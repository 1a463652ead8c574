#!/usr/bin/env bash
# Export tree/ into a mail-ready series directory: the fixes (base..fixes,
# sent on their own as "[PATCH bpf-next]") into OUTDIR/own/, then the series
# (fixes..HEAD): 0000-cover-letter.patch and one file per commit,
# "[PATCH bpf-next vN n/m]" subjects (no vN for REV=1). The output is stable: no dates beyond
# the commits', no message ids, zero commit ids, so a diff of series/ shows only real changes.
#
#   ci/export.sh TREE OUTDIR [--signoff] [--cover-to FILE]
#
# The cover letter is b4's (the description of TREE's b4 prep branch, see
# ci/mktree.sh; cover-letter.txt if TREE is not on one); --cover-to writes
# it to FILE too (make series: cover-letter.txt, which make tree loads).
# OUTDIR is replaced as a whole only when the export succeeded.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=ci/series.conf
. "$TOP/ci/series.conf"

usage="usage: ci/export.sh TREE OUTDIR [--signoff] [--cover-to FILE]"
[ $# -ge 2 ] || die "$usage"
tree=$(realpath "$1") outdir=$(realpath -m "$2") signoff='' cover_to=''
shift 2
while [ $# -gt 0 ]; do
	case $1 in
	--signoff) signoff=$1 ;;
	--cover-to)
		[ $# -ge 2 ] || die "$usage"
		cover_to=$2
		shift
		;;
	*) die "$usage" ;;
	esac
	shift
done
for t in base fixes; do
	git -C "$tree" rev-parse -q --verify "refs/tags/$t" >/dev/null ||
		die "export: $tree has no tag '$t' (make tree)"
done
[ -z "$(git -C "$tree" status --porcelain --untracked-files=no)" ] ||
	die "export: $tree has uncommitted changes; commit them first"

# With prep-cover-strategy commit b4 would keep the cover letter in a commit
# at the start of the series: make tree does not, and it is no patch.
if c=$(git -C "$tree" log -F --grep='--- b4-submit-tracking ---' --format=%h fixes..HEAD) && [ -n "$c" ]; then
	die "export: $tree has a b4 cover letter commit ($c) in fixes..HEAD; make tree keeps the cover letter in the branch description"
fi
n=$(git -C "$tree" rev-list --count fixes..HEAD)
tmp=$(mktemp -d "$outdir.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The cover letter, "Subject line", a blank line, body: b4's, else the file.
cover=$tmp/cover-letter.txt
branch=$(git -C "$tree" symbolic-ref -q --short HEAD || true)
if [ -n "$branch" ] && git -C "$tree" config --get "branch.$branch.description" >"$cover"; then
	[ -n "$(git -C "$tree" config --get "branch.$branch.b4-tracking")" ] ||
		die "export: $tree: branch $branch has a description but is no b4 prep branch"
else
	[ -f "$TOP/cover-letter.txt" ] || die "export: $TOP/cover-letter.txt is missing"
	log "export: $tree is not on a b4 prep branch: cover letter from cover-letter.txt"
	cp "$TOP/cover-letter.txt" "$cover"
fi
# cover-letter.txt edited since the last export, and b4's not: the file's.
if [ -n "$cover_to" ] && [ -f "$cover_to" ] && ! cmp -s "$cover" "$cover_to" &&
	! carried "$cover_to" "$outdir/0000-cover-letter.patch"; then
	carried "$cover" "$outdir/0000-cover-letter.patch" ||
		die "export: both $cover_to and the cover letter of $tree changed since the last export; make them one"
	log "export: $cover_to is newer than the cover letter of $tree: exporting it, and into b4"
	cp "$cover_to" "$cover"
	[ -z "$branch" ] || git -C "$tree" config "branch.$branch.description" "$(cat "$cover_to")"
fi
if [ -n "$(sed -n 2p "$cover")" ] || [ -z "$(head -n 1 "$cover")" ]; then
	die "export: the cover letter must be a subject line, a blank line, then the body"
fi

# A fixed abbreviation for the index lines: git's default grows with the
# number of objects in the repository, so tree/ and the test's own tree
# would export the same commits differently.
fp=(git -C "$tree" -c core.abbrev=12 format-patch -q --zero-commit --no-signature)
[ "$signoff" = --signoff ] && fp+=(--signoff)
if [ "$(git -C "$tree" rev-list --count base..fixes)" -gt 0 ]; then
	mkdir "$tmp/own"
	"${fp[@]}" --subject-prefix="PATCH $TREE_NAME" -o "$tmp/own" base..fixes
fi
if [ "$n" -gt 0 ]; then
	# A first posting has no "v1" (as b4 sends it)
	rr=()
	[ "$REV" = 1 ] || rr=(--reroll-count="$REV")
	"${fp[@]}" --numbered --subject-prefix="PATCH $TREE_NAME" "${rr[@]}" \
		-o "$tmp" fixes..HEAD
	# Names without the "vN-" prefix, so a new revision is a diff, not a rename.
	[ "$REV" = 1 ] || for f in "$tmp"/v"$REV"-*.patch; do
		mv "$f" "$tmp/${f##*/v"$REV"-}"
	done
	author=$(git -C "$tree" log --reverse --format='%an <%ae>' fixes..HEAD | sed -n 1p)
else
	author="$(git config user.name) <$(git config user.email)>"
fi

subject=$(head -n 1 "$cover")
{
	echo "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001"
	echo "From: $author"
	echo "Subject: [PATCH $TREE_NAME $([ "$REV" = 1 ] || echo "v$REV ")0/$n] $subject"
	echo
	tail -n +3 "$cover"
	echo
	if [ "$n" -gt 0 ]; then
		git -C "$tree" shortlog fixes..HEAD
		git -C "$tree" diff --stat --summary fixes..HEAD
		echo
	fi
	# A base with history (make tree BASE_GIT=) by id, the tarball's by name
	if git -C "$tree" rev-parse -q --verify 'base^' >/dev/null; then
		echo "base-commit: $(git -C "$tree" rev-parse 'base^{commit}')"
	else
		echo "base: $(git -C "$tree" log -1 --format=%s base)"
	fi
} >"$tmp/0000-cover-letter.patch"

mkdir -p "$outdir"
find "$outdir" -maxdepth 2 -name '*.patch' -delete
rm -rf "$outdir/own"
mv "$tmp"/*.patch "$outdir"/
[ ! -d "$tmp/own" ] || mv "$tmp/own" "$outdir/own"
if [ -n "$cover_to" ] && ! cmp -s "$cover" "$cover_to"; then
	cp "$cover" "$cover_to"
	log "export: $cover_to = the cover letter of $tree"
fi
log "export: $outdir = cover letter + $n patch(es), v$REV"
