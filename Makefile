# htab-gp: a BPF kernel series (non-preallocated htab reuses freed elements
# only after an RCU grace period) and the pipeline that builds, boots, tests
# and benchmarks it. See README.md.
#
#   make          the benchmark: base vs series, instruction counts and two
#                 timed rounds -> results/latest.{md,json}, throughput.png
#   make bench-quick  one short round of everything, to try the pipeline
#   make test     every check (.ci/run calls exactly this)
#   make run CMD='./test_progs -t htab'   the test kernel, one command in
#                 the selftests directory;  make shell: a shell there
#   make tree     tree/ = Linux 7.2.13 + series/ (git am), to work in
#   make series   export tree/ back into series/ (after committing in tree/)
#   make send     export with Signed-off-by and hand it to b4/git send-email
#
# Caches (toolchain root, downloads, builds, ccache) live in $(CACHE).

CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/htab-gp
export CACHE

.PHONY: all bench bench-quick test run shell tree series send toolchain help

all: bench

bench:
	@ci/bench.sh

bench-quick:
	@ROUNDS=1 SECS=3 WARMUP=1 MPT_CNT=20000 ICOUNT_CPUS=1 ICOUNT_SECS=2 ci/bench.sh

test:
	@ci/test.sh

run:
	@ci/run.sh run "$$CMD"

shell:
	@ci/run.sh shell

toolchain:
	@ci/toolchain.sh

tree: toolchain
	@ci/mktree.sh tree series

series: toolchain
	@test -d tree/.git || { echo "error: no tree/ to export (make tree first)" >&2; exit 1; }
	@ci/inroot.sh ci/export.sh tree series

send: toolchain
	@ci/send.sh

help:
	@sed -n '1,/^$$/p' Makefile | sed 's/^# \{0,1\}//'
