#!/usr/bin/env bash
# Run a command inside the toolchain root, with the project checkout and the
# cache bind-mounted at the same paths as on the host, in a private mount
# namespace (nothing stays mounted when the command ends).
#
#   ci/inroot.sh CMD [ARGS...]
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

ROOT=$("$TOP/ci/toolchain.sh" --print)
[ $# -gt 0 ] || die "usage: ci/inroot.sh CMD [ARGS...]"

# shellcheck disable=SC2016 # expanded by the inner shell
exec unshare --mount --propagation private -- /bin/bash -c '
	set -e
	root=$1 top=$2 cache=$3
	shift 3
	for d in proc sys dev dev/pts; do
		mount --rbind "/$d" "$root/$d"
	done
	mount -t tmpfs tmpfs "$root/tmp"
	for d in "$top" "$cache"; do
		mkdir -p "$root$d"
		mount --bind "$d" "$root$d"
	done
	# The host user'"'"'s git identity (export, make send) without copying it.
	if [ -f "$HOME/.gitconfig" ]; then
		touch "$root/root/.gitconfig"
		mount --bind -o ro "$HOME/.gitconfig" "$root/root/.gitconfig"
	fi
	cd "$root$top"
	exec chroot "$root" /usr/bin/env -i \
		HOME=/root TERM="${TERM:-dumb}" LANG=C.UTF-8 \
		PATH=/usr/lib/llvm-21/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		CCACHE_DIR="$cache/ccache" CCACHE_COMPILERCHECK=content CACHE="$cache" TOP="$top" T0="$T0" \
		/bin/bash -c "cd \"$top\" && exec \"\$@\"" inroot "$@"
' inroot "$ROOT" "$TOP" "$CACHE" "$@"
