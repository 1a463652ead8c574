#!/usr/bin/env bash
# Series checks, each one a row of RESULTS (status<TAB>name<TAB>detail):
#   checkpatch/<patch>   checkpatch.pl --strict, clean but for MISSING_SIGN_OFF
#                        and the exceptions in ci/checkpatch.exceptions
#   no-signoff           no Signed-off-by in series/ (the sender adds it)
#   roundtrip            tree from series/, exported again == series/
#   b4-check             b4 prep --check on TREE's b4 prep branch: clean but
#                        for MISSING_SIGN_OFF and ci/checkpatch.exceptions
#   build/<patch>        every patch builds: after each patch, an incremental
#                        build of the kernel objects it touches, warnings
#                        as errors
# Runs inside the toolchain root.
#
#   ci/check-series.sh TREE RESULTS      (TREE = base + series/)
set -uo pipefail
# shellcheck source=ci/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 2 ] || die "usage: ci/check-series.sh TREE RESULTS"
tree=$1 results=$2
series=$TOP/series
row() { printf '%s\t%s\t%s\n' "$1" "$2" "${3:-}" >>"$results"; }

# the fixes sent on their own first (series/own/), then the series: the
# order of the commits in TREE
mapfile -t patches < <(for d in "$series/own" "$series"; do
	[ ! -d "$d" ] || find "$d" -maxdepth 1 -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*' | sort
done)

# The checkpatch types a patch may have: MISSING_SIGN_OFF and its exceptions.
ignored() {
	local ignore=MISSING_SIGN_OFF glob type _
	while read -r glob type _; do
		# shellcheck disable=SC2254 # the exceptions file holds globs
		case $1 in $glob) ignore="$ignore,$type" ;; esac
	done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$TOP/ci/checkpatch.exceptions")
	echo "$ignore"
}

# --- no Signed-off-by -----------------------------------------------------
if grep -rl '^Signed-off-by:' "$series" >/dev/null 2>&1; then
	row FAIL no-signoff "$(grep -rl '^Signed-off-by:' "$series" | xargs -n1 basename | paste -sd' ')"
else
	row PASS no-signoff
fi

# --- round trip -------------------------------------------------------------
# TREE is base + series/ (ci/mktree.sh); exporting it again must give series/.
log "checks: round trip (export the tree made from series/, compare)"
rt=$CACHE/test/roundtrip
rm -rf "$rt"
if "$TOP/ci/export.sh" "$tree" "$rt" >"$rt.log" 2>&1; then
	if d=$(diff -r "$series" "$rt" 2>&1); then
		row PASS roundtrip
	else
		row FAIL roundtrip "export differs from series/: $(printf '%s' "$d" | head -n 3 | paste -sd' ')"
	fi
else
	row FAIL roundtrip "$(tail -n 1 "$rt.log")"
fi

# --- checkpatch ----------------------------------------------------------------
log "checks: checkpatch --strict on ${#patches[@]} patch(es)"
for p in "${patches[@]}"; do
	name=$(basename "$p")
	ignore=$(ignored "$name")
	if out=$(cd "$tree" && ./scripts/checkpatch.pl --strict --quiet --showfile \
		--ignore "$ignore" "$p" 2>&1) && [ -z "$out" ]; then
		row PASS "checkpatch/$name"
	else
		printf '%s\n' "$out" >"$CACHE/checkpatch-$name.log"
		row FAIL "checkpatch/$name" "$(printf '%s' "$out" | grep -E '^(ERROR|WARNING|CHECK)' | head -n 2 | paste -sd' ')"
	fi
done

# --- b4 prep --check ----------------------------------------------------------
# b4's own checkpatch run (its default command, plus --show-types to name
# the findings) over the mails it would send. b4 runs as the patches'
# author, as after ci/send.sh's author reset: under another identity it
# puts a "From: author" line atop each body, which checkpatch takes for an
# over-long commit description line. With --mailback checkpatch reports
# MISSING_SIGN_OFF only for a patch with some other finding.
log "checks: b4 prep --check"
b4_check() {
	local branch aname aemail cmd out line type hash i k=0 name=''
	local -a commits names
	branch=$(git -C "$tree" symbolic-ref -q --short HEAD || true)
	[ -n "$(git -C "$tree" config --get "branch.$branch.b4-tracking")" ] ||
		{ echo "$tree is not on a b4 prep branch (ci/mktree.sh)"; return 1; }
	aname=$(git -C "$tree" log --reverse --format=%an fixes..HEAD | head -n 1)
	aemail=$(git -C "$tree" log --reverse --format=%ae fixes..HEAD | head -n 1)
	cmd="$tree/scripts/checkpatch.pl -q --terse --no-summary --mailback --showfile --show-types"
	out=$(cd "$tree" && XDG_CACHE_HOME=$CACHE/b4-cache GIT_CONFIG_COUNT=3 \
		GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0="$aname" \
		GIT_CONFIG_KEY_1=user.email GIT_CONFIG_VALUE_1="$aemail" \
		GIT_CONFIG_KEY_2=b4.prep-perpatch-check-cmd GIT_CONFIG_VALUE_2="$cmd" \
		b4 prep --check --no-cache 2>&1 | sed 's/\x1b\[[0-9;]*m//g') || true
	printf '%s\n' "$out" >"$CACHE/b4-check.log"
	grep -q '^Success: ' <<<"$out" || { printf '%s\n' "$out" | tail -n 1; return 1; }
	mapfile -t commits < <(git -C "$tree" rev-list --reverse fixes..HEAD)
	mapfile -t names < <(find "$series" -maxdepth 1 -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*' | sort)
	[ ${#commits[@]} = ${#names[@]} ] ||
		{ echo "fixes..HEAD has ${#commits[@]} commits, series/ ${#names[@]} patches"; return 1; }
	[ "$(grep -c '^[^ ].* [0-9a-f]\{12\}: ' <<<"$out")" = ${#commits[@]} ] ||
		{ echo "b4 checked $(grep -c '^[^ ].* [0-9a-f]\{12\}: ' <<<"$out") of ${#commits[@]} patches"; return 1; }
	while IFS= read -r line; do
		if [[ $line =~ ^[^\ ].*\ ([0-9a-f]{12}):\  ]]; then
			hash=${BASH_REMATCH[1]} name=
			for i in "${!commits[@]}"; do
				[ "${commits[$i]:0:12}" != "$hash" ] || name=$(basename "${names[$i]}")
			done
			[ -n "$name" ] || { echo "b4 checked $hash, which is not in fixes..HEAD"; return 1; }
			continue
		fi
		# a finding: "  <flag> checkpatch.pl: file:line: TYPE: text"
		[[ -n $name && $line =~ ^\ \ [^\ ]+\ (.*) ]] || continue
		line=${BASH_REMATCH[1]}
		type=
		[[ $line =~ (ERROR|WARNING|CHECK):([A-Z0-9_]+): ]] && type=${BASH_REMATCH[2]}
		if [ -n "$type" ] && [[ ,$(ignored "$name"), == *,"$type",* ]]; then
			k=$((k + 1))
			continue
		fi
		echo "$name: $line"
		return 1
	done <<<"$out"
	echo "${#commits[@]} patches; $k expected finding(s) (MISSING_SIGN_OFF, ci/checkpatch.exceptions)"
}
if detail=$(b4_check); then
	row PASS b4-check "$detail"
else
	row FAIL b4-check "$detail"
fi

# --- every patch builds ------------------------------------------------------
# In a worktree of TREE, walk the commits and after each one rebuild only the
# kernel objects and directories the patch touches. The full build and link
# is the test kernel itself.
kout=$CACHE/build/check
wt=$CACHE/test/check
# A run killed in here left both half-changed (build_begin): both afresh
if [[ $(cat "$kout/.built-from" 2>/dev/null) == incomplete* ]]; then
	rm -rf "$wt"
	git -C "$tree" worktree prune
fi
build_begin "$kout"
[ -e "$wt/.git" ] || git -C "$tree" worktree add -q --detach "$wt" base
i=0
for c in $(git -C "$tree" rev-list --reverse base..HEAD); do
	i=$((i + 1))
	name=$(basename "${patches[$((i - 1))]}")
	mapfile -t files < <(git -C "$tree" diff-tree --no-commit-id --name-only -r "$c")
	targets=()
	for f in "${files[@]}"; do
		case $f in
		tools/* | Documentation/* | samples/*) ;;
		*.c) targets+=("${f%.c}.o") ;;
		include/* | kernel/*.h) targets+=(kernel/bpf/ kernel/rcu/) ;;
		esac
	done
	if [ ${#targets[@]} -eq 0 ]; then
		row PASS "build/$name" "no kernel objects touched (selftests build with the test kernel)"
		continue
	fi
	mapfile -t targets < <(printf '%s\n' "${targets[@]}" | sort -u)
	git -C "$wt" checkout -q --detach "$c"
	log "checks: build after $name: ${targets[*]}"
	# -Werror: a warning in an intermediate patch (an unused function, say)
	# is what the robots that build every patch of a series report.
	if KCFLAGS=-Werror "$TOP/ci/build-kernel.sh" "$wt" "$kout" debug "${targets[@]}" >"$kout.log" 2>&1; then
		row PASS "build/$name" "${targets[*]}"
	else
		row FAIL "build/$name" "$(grep -m1 -E 'error' "$kout.log")"
	fi
done
build_end "$kout" "$(git -C "$tree" rev-parse HEAD)"
exit 0
