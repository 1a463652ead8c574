#!/usr/bin/env bash
# Build (once) the pinned Debian root every build and boot step runs in.
#
#   ci/toolchain.sh           build the root if the cache has none, print its path
#   ci/toolchain.sh --print   print the path only (fails if it is not built)
#
# The root is keyed by the package list, the apt pins, the sources list
# (one-line format: a .sources name would mean deb822) and $layout below, so
# changing any of them builds a new one; older roots are then removed.
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

# Bump when a change to this script changes what the root holds.
layout=1
key=$( (echo "$layout" && cat "$TOP/ci/toolchain.pkgs" "$TOP/ci/toolchain.pins" \
	"$TOP/ci/toolchain.list") | sha256sum | cut -c1-12)
ROOT=$CACHE/root-$key

if [ -f "$ROOT/.complete" ]; then
	echo "$ROOT"
	exit 0
fi
[ "${1:-}" = --print ] && die "toolchain root $ROOT is not built (run ci/toolchain.sh)"

mkdir -p "$CACHE"
if ! command -v mmdebstrap >/dev/null; then
	command -v apt-get >/dev/null ||
		die "toolchain: mmdebstrap is missing and there is no apt-get to install it (Debian host needed)"
	log "toolchain: installing mmdebstrap on the host (apt-get)"
	{ apt-get update -q && apt-get install -y -q mmdebstrap; } >"$CACHE/apt-mmdebstrap.log" 2>&1 ||
		die "toolchain: apt-get install mmdebstrap failed (log: $CACHE/apt-mmdebstrap.log)"
fi
need_space "$CACHE" 4

pkgs=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$TOP/ci/toolchain.pkgs" | paste -sd, -)
tmp=$ROOT.tmp.$$
trap 'rm -rf "$tmp"' EXIT
log "toolchain: building root $ROOT (mmdebstrap, ~1 min)"
if ! mmdebstrap --variant=apt \
	--aptopt='Acquire::Check-Valid-Until "false"' \
	--setup-hook="mkdir -p \"\$1/etc/apt/preferences.d\" && cp '$TOP/ci/toolchain.pins' \"\$1/etc/apt/preferences.d/pins\"" \
	--include="$pkgs" \
	trixie "$tmp" "$TOP/ci/toolchain.list" >"$tmp.log" 2>&1; then
	# apt names the package it cannot find ("Version '1.2' for 'x' was not found",
	# "Unable to locate package x"): show those lines first.
	grep -E "was not found|Unable to locate|has no installation candidate|Depends:" "$tmp.log" >&2 || true
	tail -n 20 "$tmp.log" >&2
	rm -f "$tmp.log"
	die "toolchain: mmdebstrap failed (a pinned package above may be gone from the archive: edit ci/toolchain.pkgs)"
fi
rm -f "$tmp.log"
cp /etc/resolv.conf "$tmp/etc/resolv.conf" 2>/dev/null || true
# The guest's init powers off with `poweroff`; busybox provides it.
[ -e "$tmp/sbin/poweroff" ] || ln -s /bin/busybox "$tmp/sbin/poweroff"
# shellcheck disable=SC2016 # dpkg-query's own format
chroot "$tmp" dpkg-query -W -f '${Package}=${Version}\n' >"$tmp/.packages"
touch "$tmp/.complete"
mv "$tmp" "$ROOT"
trap - EXIT
for old in "$CACHE"/root-*; do
	[ "$old" = "$ROOT" ] || rm -rf "$old"
done
log "toolchain: root ready"
echo "$ROOT"
