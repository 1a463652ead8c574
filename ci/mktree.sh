#!/usr/bin/env bash
# Lay out a kernel git tree: the base release as one commit tagged `base`,
# the fixes sent on their own (SERIES_DIR/bpf/, [PATCH bpf]) tagged `fixes`,
# then every patch of the series applied with `git am`. Stops at the first
# patch that does not apply, naming it; nothing is ever skipped.
#
#   ci/mktree.sh [--force] DIR SERIES_DIR   (make tree: DIR is tree/)
#
# If DIR already has commits that SERIES_DIR does not carry, or uncommitted
# changes, it refuses to touch it; --force (for the cache's own trees) resets
# it anyway. An existing DIR is reset in place, so files the series does not
# change keep their timestamps and builds from it stay incremental.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

force=
if [ "${1:-}" = --force ]; then
	force=1
	shift
fi
[ $# -eq 2 ] || die "usage: ci/mktree.sh [--force] DIR SERIES_DIR"
dir=$1 series=$2
# git -C "$dir" am reads the patches from inside DIR: name them absolutely
[ -d "$series" ] || die "tree: $series: no such series directory"
series=$(realpath "$series")

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
	for d in "$series/bpf" "$series"; do
		[ ! -d "$d" ] || find "$d" -maxdepth 1 -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*' | sort
	done
}

# Commits in DIR past `base` whose change no patch in SERIES_DIR carries.
unexported() {
	local have c id
	have=$(patches | xargs -r cat | git patch-id --stable | cut -d' ' -f1 | sort -u)
	for c in $(git -C "$dir" rev-list --no-merges base..HEAD); do
		id=$(git -C "$dir" show "$c" | git patch-id --stable | cut -d' ' -f1)
		[ -z "$id" ] && continue
		printf '%s\n' "$have" | grep -qx "$id" || git -C "$dir" log -1 --format='  %h %s' "$c"
	done
}

if [ -e "$dir/.git" ] && [ -n "$force" ]; then
	git -C "$dir" am --abort >/dev/null 2>&1 || true
	git -C "$dir" reset -q --hard
	git -C "$dir" checkout -q -B work base
elif [ -e "$dir/.git" ]; then
	if [ -n "$(git -C "$dir" status --porcelain --untracked-files=no)" ]; then
		die "tree: $dir has uncommitted changes; commit them and run 'make series', or discard them"
	fi
	lost=$(unexported)
	if [ -n "$lost" ]; then
		printf '%s\n' "$lost" >&2
		die "tree: $dir has the commits above that series/ does not carry; run 'make series' to export them (or drop them with git reset) first"
	fi
	log "tree: resetting $dir to base"
	git -C "$dir" am --abort >/dev/null 2>&1 || true
	git -C "$dir" checkout -q -B work base
else
	repo=$(base_repo)
	log "tree: cloning base into $dir"
	mkdir -p "$(dirname "$dir")"
	rm -rf "$dir.tmp"
	git clone -q -b upstream "$repo" "$dir.tmp"
	git -C "$dir.tmp" checkout -q -b work
	# The selftests staging copy lives beside selftests/bpf (ci/build-selftests.sh).
	echo /tools/testing/selftests/bpf-ci/ >>"$dir.tmp/.git/info/exclude"
	mv "$dir.tmp" "$dir"
fi

n=0
git -C "$dir" tag -f fixes >/dev/null
for p in $(patches); do
	if ! git -C "$dir" am -q --committer-date-is-author-date "$p" >"$dir/.git/am.log" 2>&1; then
		files=$(sed -n 's/^error: patch failed: \(.*\)$/\1/p; s/^error: \(.*\): does not exist in index$/\1/p' \
			"$dir/.git/am.log" | paste -sd' ' -)
		cat "$dir/.git/am.log" >&2
		git -C "$dir" am --abort >/dev/null 2>&1 || true
		die "tree: patch $(basename "$p") does not apply${files:+ (at $files)}; tree/ stops before it"
	fi
	n=$((n + 1))
	[ "$(dirname "$p")" != "$series/bpf" ] || git -C "$dir" tag -f fixes >/dev/null
done
log "tree: $dir = base + $n patch(es) from $series"
