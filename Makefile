# htab-gp: a BPF kernel series (non-preallocated htab reuses freed elements
# only after an RCU grace period) and the pipeline that builds, boots, tests
# and benchmarks it. See README.md.
#
#   make          the benchmark: base vs series, instruction counts and two
#                 timed rounds -> results/latest.{md,json}, throughput.png
#   make bench-quick  one short round of everything, to try the pipeline
#   make bench-lazy   grace periods idle and under light loads, kernels
#                 with CONFIG_RCU_LAZY -> results/lazy.{md,json}
#   make test     every check (.ci/run calls exactly this); FLAVOUR=rt: on
#                 PREEMPT_RT, FLAVOUR=kasan: with KASAN, FLAVOUR=ci: the bpf
#                 list's CI, base vs series, SHARD=I/N a slice (docs/ci.md;
#                 none of them in .ci/run)
#   make run CMD='./test_progs -t htab'   the test kernel, one command in
#                 the selftests directory;  make shell: a shell there
#   make tree     tree/ = Linux 7.2.13 + series/ as a b4 prep branch, to
#                 work in; BASE_GIT=DIR: on the tip of that git tree instead
#   make cover    paste results/latest.json's tables into cover-letter.txt
#                 (then read the prose again, and make series)
#   make series   export tree/ (commits, b4's cover letter) back into
#                 series/ and cover-letter.txt
#   make send     b4: sender as author, Signed-off-by, To/Cc; writes the
#                 mails (dry run), sends them with SEND=yes and SMTP set;
#                 only once make test, FLAVOUR=kasan and ci passed on this
#                 series (FORCE=1: anyway)
#
# Caches (toolchain root, downloads, builds, ccache) live in $(CACHE).

CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/htab-gp
export CACHE

.PHONY: all bench bench-quick bench-lazy test run shell tree series cover send toolchain help

all: bench

bench:
	@ci/bench.sh

bench-quick:
	@ROUNDS=1 SECS=3 WARMUP=1 MPT_CNT=20000 MPT_FIRST=20000 ICOUNT_CPUS=1 ICOUNT_SECS=2 ci/bench.sh

bench-lazy:
	@RCU_LAZY=1 ROUNDS=0 ci/bench.sh

test:
	@ci/test.sh

run:
	@ci/run.sh run "$$CMD"

shell:
	@ci/run.sh shell

toolchain:
	@ci/toolchain.sh

tree: toolchain
	@ci/mktree.sh $(if $(BASE_GIT),--base-git "$(BASE_GIT)") tree series

series: toolchain
	@test -d tree/.git || { echo "error: no tree/ to export (make tree first)" >&2; exit 1; }
	@ci/inroot.sh ci/export.sh tree series --cover-to cover-letter.txt

cover:
	@python3 ci/cover.py results/latest.json cover-letter.txt

send: toolchain
	@ci/send.sh

help:
	@sed -n '1,/^$$/p' Makefile | sed 's/^# \{0,1\}//'
