#!/usr/bin/env bash
# The cache model (docs/benchmark.md, "Cache model"): boot make's bench
# kernels once each, one vCPU, under -icount with the QEMU plugin
# tools/cachemodel/cachemodel.so; run htab-mem overwrite and map_perf_test
# 4 and 8 between markers (guest.sh); print modelled L1d, L2 and LLC misses
# per update, base against series (report.py).
#
#   tools/cachemodel/run.sh
#
# Needs a finished `make` (bzImage-base and bzImage-series in
# $CACHE/bench, bench and map_perf_test in $CACHE/build); takes the bench
# lock, as make does. Variables: SECS (4) and WARMUP (1), htab-mem's -d and
# -w; MPT_CNT (100000), map_perf_test's events; MODEL_OPTS, more plugin
# arguments (e.g. "l2=2M,llc=32M"; default: the plugin's 32K/8, 1M/16,
# 16M/16); VM_TIMEOUT (5400) per boot, in seconds. Writes
# results/cachemodel-<timestamp>/: base/ and series/ (the boots' outputs)
# and table.md, the table printed.
#
# Time: not measured yet. A plain -icount guest second takes ~5 s here
# (ci/lib.sh); a callback on every load and store should make it 4-8x
# slower, ~20-40 s. Each boot runs ~12 guest seconds (boot ~3, htab-mem
# setup + WARMUP + SECS ~6, map_perf_test 4 and 8 ~1 each at 10^5 events,
# their one-event runs, five idle seconds that -icount skips): expect
# 5-10 min per boot, 10-20 min in all, and a minute to build the plugin.
set -euo pipefail
T0=$(date +%s)
export T0
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/../../ci/lib.sh"

SECS=${SECS:-4}
WARMUP=${WARMUP:-1}
MPT_CNT=${MPT_CNT:-100000}
MODEL_OPTS=${MODEL_OPTS:-}
VM_TIMEOUT=${VM_TIMEOUT:-5400}
for v in SECS WARMUP MPT_CNT VM_TIMEOUT; do
	[[ ${!v} =~ ^[1-9][0-9]*$ ]] || die "$v=${!v}: must be a positive integer"
done
[[ $MODEL_OPTS =~ ^[a-z0-9_=,KM]*$ ]] || die "MODEL_OPTS=$MODEL_OPTS: plugin arguments, e.g. l2=2M,llc_ways=11"

# QEMU's -plugin option splits at commas, vng's --qemu-opts at spaces
[[ $TOP$CACHE != *[\ ,]* ]] || die "CACHE=$CACHE or $TOP has a space or a comma: QEMU's -plugin cannot take it"
bench_lock
stout=$CACHE/build/selftests-bench
tools=$CACHE/build/bench-tools
for f in "$CACHE/bench/bzImage-base" "$CACHE/bench/bzImage-series" "$stout/bench" \
	"$tools/map_perf_test"; do
	[ -f "$f" ] || die "$f missing: run make first (this uses its kernels and tools)"
done

# The plugin and the marker program, built in the root whose QEMU loads
# the one and whose filesystem the guest runs the other from
bin=$CACHE/cachemodel
src=$TOP/tools/cachemodel
mkdir -p "$bin"
log "cachemodel: building the plugin and cachemark"
"$TOP/ci/inroot.sh" gcc -O2 -Wall -shared -fPIC -o "$bin/cachemodel.so" \
	"$src/cachemodel.c" "$src/cache.c"
"$TOP/ci/inroot.sh" gcc -O2 -Wall -static -o "$bin/cachemark" "$src/cachemark.c"
# Every QEMU function the plugin calls must be in the root's QEMU (its
# declarations are the plugin's own: a QEMU upgrade could drop one)
# shellcheck disable=SC2016 # expanded by the inner shell
missing=$("$TOP/ci/inroot.sh" bash -c 'comm -23 \
	<(nm -D --undefined-only "$1" | awk "\$2 ~ /^qemu_plugin_/ { print \$2 }" | sort) \
	<(nm -D --defined-only "$(command -v qemu-system-x86_64)" | awk "{ sub(/@.*/, \"\", \$3); print \$3 }" | sort -u)' \
	_ "$bin/cachemodel.so")
[ -z "$missing" ] || die "the root's QEMU lacks $(echo "$missing" | paste -sd' '): the plugin API changed"

stamp=$(date -u +%Y%m%dT%H%M%SZ)
res=$TOP/results/cachemodel-$stamp
cmdline="tools/cachemodel/run.sh (SECS=$SECS WARMUP=$WARMUP MPT_CNT=$MPT_CNT${MODEL_OPTS:+ MODEL_OPTS=$MODEL_OPTS}): 1 vCPU, $icount_qemu_opts, each of ./bench htab-mem --use-case overwrite -p 1 -a -w $WARMUP -d $SECS; ./map_perf_test 4 1 0 $MPT_CNT; ./map_perf_test 8 1 0 $MPT_CNT between markers"
failed=0
for k in base series; do
	out=$res/$k
	mkdir -p "$out"
	cat >"$out/env" <<EOT
STOUT=$stout
TOOLS=$tools
OUT=$out
CACHEMARK=$bin/cachemark
SECS=$SECS
WARMUP=$WARMUP
MPT_CNT=$MPT_CNT
BENCH_TIMEOUT=$((SECS + WARMUP + 120))
EOT
	log "cachemodel: booting $k (1 vCPU, timeout ${VM_TIMEOUT}s)"
	opts="$icount_qemu_opts -plugin $bin/cachemodel.so,out=$out/marks.txt${MODEL_OPTS:+,$MODEL_OPTS}"
	if ! "$TOP/ci/inroot.sh" env VM_CPUS=1 VM_QEMU_OPTS="$opts" ci/run-vm.sh \
		"$CACHE/bench/bzImage-$k" "$out" "$VM_TIMEOUT" "$src/guest.sh" "$out/env"; then
		log "cachemodel: boot of $k failed or left a splat (see $out/console.log)"
		failed=1
	fi
	if grep -h FAILED "$out/status.txt" 2>/dev/null | sed 's/^/  /' >&2; then
		failed=1
	fi
done

rc=0
"$TOP/ci/inroot.sh" python3 tools/cachemodel/report.py "$res/base" "$res/series" \
	--cmd "$cmdline" >"$res/table.md" || rc=$?
cat "$res/table.md"
log "cachemodel: results/cachemodel-$stamp/table.md"
[ "$failed" = 0 ] && [ "$rc" = 0 ]
