#!/usr/bin/env bash
# Configure and build a kernel, inside the toolchain root (run via inroot.sh).
#
#   ci/build-kernel.sh SRC OUT FLAVOUR [TARGETS...]
#
# SRC      kernel source tree (tree/ or a worktree of it)
# OUT      out-of-tree build directory (kept in the cache: builds are incremental)
# FLAVOUR  debug (kernel.config + kernel-debug.config: what make test boots)
#          rt (debug + kernel-rt.config: make test FLAVOUR=rt)
#          kasan (debug + kernel-kasan.config: make test FLAVOUR=kasan)
#          bench (kernel.config alone: what make benchmarks)
#          bench-lazy (bench + kernel-lazy.config: make bench-lazy)
#          ci (make test FLAVOUR=ci: as the bpf list's CI, vmtest.sh,
#          configures it: SRC's tools/testing/selftests/bpf/config,
#          config.vm and config.x86_64, then olddefconfig; nothing of
#          ci/kernel*.config)
# TARGETS  make targets (default: all, i.e. vmlinux, bzImage and modules)
set -euo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -ge 3 ] || die "usage: ci/build-kernel.sh SRC OUT debug|rt|kasan|bench|bench-lazy|ci [TARGETS...]"
src=$1 out=$2 flavour=$3
shift 3
case $flavour in
debug) frags=("$TOP/ci/kernel.config" "$TOP/ci/kernel-debug.config") ;;
rt | kasan) frags=("$TOP/ci/kernel.config" "$TOP/ci/kernel-debug.config" "$TOP/ci/kernel-$flavour.config") ;;
bench) frags=("$TOP/ci/kernel.config") ;;
bench-lazy) frags=("$TOP/ci/kernel.config" "$TOP/ci/kernel-lazy.config") ;;
ci)
	st=$src/tools/testing/selftests/bpf
	frags=("$st/config" "$st/config.vm" "$st/config.x86_64")
	# Its thousands of objects with debug info would push the others out
	# of ccache (5 GB); its own build directory keeps it incremental, base
	# and series alike.
	export CCACHE_DISABLE=1
	;;
*) die "unknown kernel flavour '$flavour' (debug, rt, kasan, bench, bench-lazy or ci)" ;;
esac
[ -f "$src/Makefile" ] || die "$src is not a kernel tree"
mkdir -p "$out"

kmake() {
	make -s -C "$src" O="$out" CC="ccache gcc" HOSTCC="ccache gcc" \
		-j"$(nproc)" "$@"
}

# Configure only when the fragments changed: a fresh .config would make
# every object look out of date.
stamp=$(cat "${frags[@]}" | sha256sum | cut -c1-16)
if [ "$(cat "$out/.config-stamp" 2>/dev/null)" != "$stamp" ] || [ ! -f "$out/.config" ]; then
	log "kernel: configuring $flavour in $out"
	# a run killed while configuring must not leave the old stamp on a new .config
	rm -f "$out/.config-stamp"
	if [ "$flavour" = ci ]; then
		# vmtest.sh's way: the fragments one after the other, then
		# olddefconfig. An option that does not stick does not for the
		# list's CI either: listed, not fatal.
		cat "${frags[@]}" >"$out/.config"
		kmake olddefconfig >/dev/null 2>"$out/olddefconfig.log"
		grep -h '^CONFIG_.*=' "${frags[@]}" | sort -u | while IFS= read -r line; do
			grep -qx "$line" "$out/.config" || echo "$line"
		done >"$out/config-not-set.txt"
		log "kernel: $(wc -l <"$out/config-not-set.txt") options of the fragments not set after olddefconfig ($out/config-not-set.txt)"
	else
		kmake tinyconfig >/dev/null
		KCONFIG_CONFIG="$out/.config" "$src/scripts/kconfig/merge_config.sh" \
			-m -O "$out" "$out/.config" "${frags[@]}" >"$out/merge.log"
		kmake olddefconfig >/dev/null
		# Every option the fragments ask for must have survived olddefconfig.
		missing=0
		while IFS= read -r line; do
			case $line in CONFIG_*=*) ;; *) continue ;; esac
			if ! grep -qx "$line" "$out/.config"; then
				printf 'kernel config: %s did not stick (dependency missing?)\n' "$line" >&2
				missing=1
			fi
		done < <(cat "${frags[@]}")
		[ "$missing" = 0 ] || die "kernel config: fix ci/kernel*.config"
	fi
	echo "$stamp" >"$out/.config-stamp"
fi

# KASAN checks accesses only in kernel/bpf/ but the verifier's files and
# net/bpf/ (and same-named files elsewhere): all of it ran the tests over
# 10x slower. The slab hooks still poison every freed object.
kasan=()
if grep -qx CONFIG_KASAN=y "$out/.config"; then
	kasan=(KASAN_SANITIZE=n)
	for f in "$src"/kernel/bpf/*.c "$src"/net/bpf/*.c; do
		f=$(basename "$f" .c)
		case $f in
		verifier | backtrack | btf* | cfg | check_btf | cnum | const_fold | disasm | \
			fixups | liveness | log | relo_core | states | tnum) ;;
		*) kasan+=("KASAN_SANITIZE_$f.o=y") ;;
		esac
	done
fi

[ $# -gt 0 ] || set -- all
log "kernel: make $* ($flavour, $(basename "$src"))"
kmake "${kasan[@]}" "$@"
