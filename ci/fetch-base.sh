#!/usr/bin/env bash
# Fetch the base kernel source (Debian's linux-source-7.2, pinned version and
# checksum), cache the .deb, and print the path of the tarball it carries.
#
#   BASE_DEB=/path/to/linux-source-7.2_7.2.13-1_all.deb  use a local copy
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

PKG=linux-source-7.2
VER=7.2.13-1
SHA256=30a8c5fc63f9028a62e6d7b3f7f43bee67425dbce2a05fceba83f9b87c92083d
deb=$CACHE/dl/${PKG}_${VER}_all.deb
tarball=$CACHE/dl/$PKG-$VER.tar.xz

if [ -f "$tarball" ]; then
	echo "$tarball"
	exit 0
fi
mkdir -p "$CACHE/dl"
need_space "$CACHE" 3

check() {
	echo "$SHA256  $1" | sha256sum --quiet -c - 2>/dev/null
}

if [ -n "${BASE_DEB:-}" ]; then
	[ -f "$BASE_DEB" ] || die "BASE_DEB=$BASE_DEB: no such file"
	check "$BASE_DEB" || die "BASE_DEB=$BASE_DEB: sha256 is not $SHA256 ($PKG $VER)"
	cp "$BASE_DEB" "$deb.tmp"
	mv "$deb.tmp" "$deb"
elif ! [ -f "$deb" ] || ! check "$deb"; then
	log "base: downloading $PKG $VER (164 MB)"
	rm -f "$deb"
	# apt inside the toolchain root knows sid, where the package lives.
	# shellcheck disable=SC2016 # expanded by the inner shell
	if ! "$TOP/ci/inroot.sh" /bin/bash -c '
		set -e
		apt-get -q -o Acquire::Check-Valid-Until=false update >/dev/null
		d=$(mktemp -d)
		cd "$d"
		apt-get -q -o APT::Sandbox::User=root download "$1=$2" >/dev/null
		mv ./*.deb "$3.tmp"
	' fetch "$PKG" "$VER" "$deb" >&2; then
		rm -f "$deb.tmp"
		die "base: download of $PKG $VER failed (give a local copy with BASE_DEB=path)"
	fi
	check "$deb.tmp" || {
		mv "$deb.tmp" "$deb.rejected"
		die "base: downloaded $PKG $VER has sha256 $(sha256sum <"$deb.rejected" | cut -d' ' -f1), not $SHA256 (kept as $deb.rejected)"
	}
	mv "$deb.tmp" "$deb"
fi

log "base: extracting the source tarball from $deb"
x=$(mktemp -d "$CACHE/dl/x.XXXXXX")
trap 'rm -rf "$x"' EXIT
dpkg-deb -x "$deb" "$x"
src=$(find "$x/usr/src" -maxdepth 1 -name "$PKG.tar.*" | sed -n 1p)
[ -n "$src" ] || die "base: $deb carries no /usr/src/$PKG.tar.*"
mv "$src" "$tarball"
echo "$tarball"
