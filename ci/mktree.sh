#!/usr/bin/env bash
# Lay out a kernel git tree: the base as one commit tagged `base`, the fixes
# sent on their own (SERIES_DIR/own/) on branch bpf-fixes tagged `fixes`,
# then the series as the b4 prep branch b4/SERIES_NAME (ci/series.conf)
# forked from `fixes`, its cover letter (kept in the branch description:
# the series is fixes..HEAD) loaded from cover-letter.txt, each patch
# applied with `git am`. Stops at the first patch that does not apply,
# naming it.
#
#   ci/mktree.sh [--force] [--base-git GIT] DIR SERIES_DIR   (make tree: tree/)
#
# The base is Linux 7.2.13 from Debian's tarball, or with --base-git the tip
# of GIT's current branch (a bpf-next clone, say). A DIR with commits or a
# cover letter not in SERIES_DIR, or uncommitted changes, is refused unless
# --force (the cache's own trees). A DIR on the same base is reset in place
# (builds from it stay incremental); on another base the tree is made in
# DIR.tmp and replaces DIR only when every patch applied. DIR must be under
# the checkout or $CACHE (b4 runs in the toolchain root).
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=ci/series.conf
. "$TOP/ci/series.conf"

force='' base_git=''
while [ $# -gt 0 ]; do
	case $1 in
	--force) force=1 ;;
	--base-git)
		[ $# -ge 2 ] || die "tree: --base-git needs a git tree"
		base_git=$2
		shift
		;;
	*) break ;;
	esac
	shift
done
[ $# -eq 2 ] || die "usage: ci/mktree.sh [--force] [--base-git GIT] DIR SERIES_DIR"
dir=$(realpath -m "$1") series=$2
# git -C "$dir" am reads the patches from inside DIR: name them absolutely
[ -d "$series" ] || die "tree: $series: no such series directory"
series=$(realpath "$series")
cover=$TOP/cover-letter.txt
[ -f "$cover" ] || die "tree: $cover is missing"
case $dir/ in
"$TOP"/* | "$(realpath -m "$CACHE")"/*) ;;
*) die "tree: $dir: must be under $TOP or $CACHE (b4 runs in the toolchain root)" ;;
esac
branch=b4/$SERIES_NAME

# A fixed identity and dates: the same series gives the same commit ids on
# every machine.
export GIT_AUTHOR_NAME="htab-gp base" GIT_AUTHOR_EMAIL="base@invalid"
export GIT_COMMITTER_NAME="htab-gp tree" GIT_COMMITTER_EMAIL="tree@invalid"
export GIT_COMMITTER_DATE="2026-01-01T00:00:00Z"

base_repo() {
	# The pristine base as a bare repository in the cache, made once (~1 min).
	local repo=$CACHE/base-7.2.13-1.git tarball w
	if [ -f "$repo/.complete" ]; then
		echo "$repo"
		return
	fi
	tarball=$("$TOP/ci/fetch-base.sh")
	need_space "$CACHE" 4
	log "tree: committing the base tree (once; cached in $repo)"
	w=$(mktemp -d "$CACHE/base.XXXXXX")
	tar -C "$w" --strip-components=1 -xf "$tarball"
	# Debian appends "ignore everything at the top level" to .gitignore,
	# which would hide every new file of a patch from git add: drop it.
	sed -i '/^# Debian packaging: ignore everything/,/^!\/debian\/$/d' "$w/.gitignore"
	sed -i -e :a -e '/^#\?\n*$/{$d;N;ba' -e '}' "$w/.gitignore"
	git -C "$w" init -q -b upstream
	git -C "$w" add -A
	[ -n "$(git -C "$w" status --porcelain | head -n 1)" ] || die "tree: $tarball unpacked to nothing"
	GIT_AUTHOR_DATE="$GIT_COMMITTER_DATE" git -C "$w" commit -q \
		-m "Linux 7.2.13 (Debian linux-source-7.2 7.2.13-1)" \
		-m "Debian's tarball as shipped, less the .gitignore lines it adds to ignore every top-level file."
	git -C "$w" tag base
	rm -rf "$repo.tmp"
	git clone -q --bare "$w" "$repo.tmp"
	rm -rf "$w"
	touch "$repo.tmp/.complete"
	mv "$repo.tmp" "$repo"
	echo "$repo"
}

patches() {
	for d in "$series/own" "$series"; do
		[ ! -d "$d" ] || find "$d" -maxdepth 1 -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*' | sort
	done
}

# Commits in DIR past `base` whose change no patch in SERIES_DIR carries,
# and b4's cover letter if it is not cover-letter.txt.
unexported() {
	local have c id
	have=$(patches | xargs -r cat | git patch-id --stable | cut -d' ' -f1 | sort -u)
	for c in $(git -C "$dir" rev-list --no-merges base..HEAD); do
		id=$(git -C "$dir" show "$c" | git patch-id --stable | cut -d' ' -f1)
		[ -z "$id" ] && continue
		printf '%s\n' "$have" | grep -qx "$id" || git -C "$dir" log -1 --format='  %h %s' "$c"
	done
	# edited in b4 since the last export (cover-letter.txt may be newer)
	if git -C "$dir" config --get "branch.$branch.description" >"$dir/.git/b4-cover" &&
		! cmp -s "$dir/.git/b4-cover" "$cover" && ! carried "$dir/.git/b4-cover" "$series/0000-cover-letter.patch"; then
		echo "  the cover letter of $branch (b4 prep --edit-cover)"
	fi
}

# b4 in DIR, with the fixed identity: the host has no b4, the root has.
b4_in() {
	local d=$1
	shift
	if command -v b4 >/dev/null; then
		(cd "$d" && "$@")
	else
		# shellcheck disable=SC2016 # expanded by the inner shell
		"$TOP/ci/inroot.sh" env GIT_AUTHOR_NAME="$GIT_AUTHOR_NAME" GIT_AUTHOR_EMAIL="$GIT_AUTHOR_EMAIL" \
			GIT_COMMITTER_NAME="$GIT_COMMITTER_NAME" GIT_COMMITTER_EMAIL="$GIT_COMMITTER_EMAIL" \
			GIT_COMMITTER_DATE="$GIT_COMMITTER_DATE" \
			/bin/bash -c 'cd "$0" && exec "$@"' "$d" "$@"
	fi
}

# The base commit wanted, checked before anything is touched.
if [ -n "$base_git" ]; then
	# a git tree itself, not a directory inside one
	top=$(git -C "$base_git" rev-parse --show-toplevel 2>/dev/null || true)
	if ! git -C "$base_git" rev-parse -q --verify 'HEAD^{commit}' >/dev/null 2>&1 ||
		{ [ "$top" != "$(realpath "$base_git")" ] &&
			[ "$(git -C "$base_git" rev-parse --is-bare-repository)" != true ]; }; then
		die "tree: BASE_GIT=$base_git: not a git tree with a checked-out commit"
	fi
	base_git=$(realpath "$base_git")
	want=$(git -C "$base_git" rev-parse 'HEAD^{commit}')
	base_desc="$base_git $(git -C "$base_git" symbolic-ref -q --short HEAD || echo HEAD) $(git -C "$base_git" log -1 --format='%h ("%s")')"
else
	repo=$(base_repo)
	want=$(git -C "$repo" rev-parse 'base^{commit}')
	base_desc="Linux 7.2.13"
fi

if [ -e "$dir/.git" ] && [ -z "$force" ]; then
	if [ -n "$(git -C "$dir" status --porcelain --untracked-files=no)" ]; then
		die "tree: $dir has uncommitted changes; commit them and run 'make series', or discard them"
	fi
	lost=$(unexported)
	if [ -n "$lost" ]; then
		printf '%s\n' "$lost" >&2
		die "tree: $dir has the above, which series/ and cover-letter.txt do not carry; run 'make series' to export them (or drop them: git reset, b4 prep --edit-cover) first"
	fi
fi

if [ -e "$dir/.git" ] && [ "$(git -C "$dir" rev-parse -q --verify 'base^{commit}' || true)" = "$want" ]; then
	log "tree: resetting $dir to base"
	w=$dir
	# A job killed while it made DIR left this marker, and maybe git's
	# lock files and a half-applied patch: with --force, clear them.
	killed=
	if [ -n "$force" ] && [ -e "$w/.git/mktree-incomplete" ]; then
		log "tree: previous job was interrupted: remaking $dir"
		find "$w/.git" -name '*.lock' -delete
		killed=1
	fi
	touch "$w/.git/mktree-incomplete"
	git -C "$w" am --abort >/dev/null 2>&1 || true
	[ -z "$force" ] || git -C "$w" reset -q --hard
	[ -z "$killed" ] || git -C "$w" clean -fdq
else
	w=$dir.tmp
	log "tree: cloning the base ($base_desc) into $w"
	mkdir -p "$(dirname "$dir")"
	rm -rf "$w"
	if [ -n "$base_git" ]; then
		# A local clone hardlinks the objects where it can.
		git clone -q --no-checkout "$base_git" "$w"
		git -C "$w" rev-parse -q --verify "$want^{commit}" >/dev/null ||
			git -C "$w" fetch -q "$base_git" HEAD
	else
		git clone -q --no-checkout "$repo" "$w"
	fi
	git -C "$w" tag -f base "$want" >/dev/null
	# No gc in the background: it would inherit and keep the caller's
	# lock (bench_lock, test_lock) after the caller exits.
	git -C "$w" config gc.auto 0
	# The selftests staging copy lives beside selftests/bpf (ci/build-selftests.sh).
	echo /tools/testing/selftests/bpf-ci/ >>"$w/.git/info/exclude"
fi
# shellcheck disable=SC2064 # $w is fixed from here on
[ "$w" = "$dir" ] || trap "rm -rf '$w'" EXIT
git -C "$w" checkout -q -B bpf-fixes base
# The branches of an earlier layout: the series branch, made anew below, and
# `work` (the series before b4).
for b in "$branch" work; do
	git -C "$w" branch -q -D "$b" >/dev/null 2>&1 || true
	git -C "$w" config --remove-section "branch.$b" >/dev/null 2>&1 || true
done

am() {
	if ! git -C "$w" am -q --committer-date-is-author-date "$1" >"$w/.git/am.log" 2>&1; then
		files=$(sed -n 's/^error: patch failed: \(.*\)$/\1/p; s/^error: \(.*\): does not exist in index$/\1/p' \
			"$w/.git/am.log" | paste -sd' ' -)
		cat "$w/.git/am.log" >&2
		git -C "$w" am --abort >/dev/null 2>&1 || true
		if [ "$w" = "$dir" ]; then
			die "tree: patch $(basename "$1") does not apply${files:+ (at $files)}; tree/ stops before it"
		fi
		die "tree: patch $(basename "$1") does not apply on $base_desc${files:+ (at $files)}; $dir left as it was"
	fi
}

n=0
git -C "$w" tag -f fixes >/dev/null
for p in $(patches); do
	[ "$(dirname "$p")" = "$series/own" ] || break
	am "$p"
	n=$((n + 1))
	git -C "$w" tag -f fixes >/dev/null
done

# The series branch, from b4 itself: b4 prep -n forks it from `fixes` (which
# must be on the current branch, bpf-fixes) and the editor b4 runs for
# --edit-cover / --edit-deps copies our file over its own.
printf 'base-commit: %s\n' "$want" >"$w/.git/b4-deps"
# shellcheck disable=SC2016 # expanded by the inner shell
b4_in "$w" /bin/bash -c '
	set -e
	ed() {
		GIT_CONFIG_COUNT=2 GIT_CONFIG_KEY_0=core.editor GIT_CONFIG_VALUE_0="cp $(printf %q "$1")" \
			GIT_CONFIG_KEY_1=b4.prep-cover-strategy GIT_CONFIG_VALUE_1=branch-description "${@:2}"
	}
	ed /dev/null b4 -q prep -n "$0" -f fixes
	ed "$1" b4 -q prep --edit-cover
	ed "$2" b4 -q prep --edit-deps
	b4 -q prep --set-prefixes "$3"
	b4 -q prep --force-revision "$4"
' "$SERIES_NAME" "$cover" "$w/.git/b4-deps" "$TREE_NAME" "$REV" >"$w/.git/b4.log" 2>&1 || {
	cat "$w/.git/b4.log" >&2
	die "tree: b4 prep failed in $w"
}
[ "$(git -C "$w" symbolic-ref -q --short HEAD)" = "$branch" ] || die "tree: b4 prep made no branch $branch"
# b4 makes a change-id from the date and a random number: use the series' own.
t=$(git -C "$w" config --get "branch.$branch.b4-tracking")
t=$(printf '%s' "$t" | sed "s/\"change-id\": \"[^\"]*\"/\"change-id\": \"$CHANGE_ID\"/")
case $t in *"\"change-id\": \"$CHANGE_ID\""*) ;; *) die "tree: cannot set the change-id in b4's tracking data: $t" ;; esac
git -C "$w" config "branch.$branch.b4-tracking" "$t"

for p in $(patches); do
	[ "$(dirname "$p")" != "$series/own" ] || continue
	am "$p"
	n=$((n + 1))
done

if [ "$w" != "$dir" ]; then
	rm -rf "$dir.old"
	[ ! -e "$dir" ] || mv "$dir" "$dir.old"
	mv "$w" "$dir"
	trap - EXIT
	rm -rf "$dir.old"
fi
rm -f "$dir/.git/mktree-incomplete"
log "tree: $dir = base ($base_desc) + $n patch(es) from $series, on $branch"
