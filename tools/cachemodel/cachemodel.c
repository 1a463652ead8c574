// SPDX-License-Identifier: GPL-2.0
/*
 * QEMU TCG plugin (plugin API 7, QEMU 11.1, system mode): a cache model.
 * Every guest load and store goes through per-vCPU L1d and L2 caches and a
 * shared LLC (cache.c), indexed by guest physical address; instruction
 * fetches, page-table walks and prefetchers are not modelled.
 *
 * A guest marks windows with cachemark (cachemark.c): an 8-byte NOP,
 * "nopl 0xca5eNNNN(%rax,%rax,1)", recognised here by its bytes at
 * translation. Each time one executes, a line
 *
 *   N insns accesses l1d_misses l2_misses llc_misses vaddr_indexed io
 *
 * is appended to OUT, the counts cumulative since QEMU started and summed
 * over vCPUs (exact with one vCPU; with several, others run meanwhile).
 * accesses are L1d lookups (an access that crosses a line makes two), so
 * L1d hits = accesses - l1d_misses.
 * insns counts the instructions of each block entered (as tbcount does:
 * a fault in mid-block counts the rest of the block too); vaddr_indexed
 * counts the accesses without a physical address, modelled by virtual
 * address; io counts MMIO accesses, which bypass the model. The first line
 * ("# ...") gives the geometry.
 *
 *   gcc -O2 -shared -fPIC -o cachemodel.so cachemodel.c cache.c
 *   qemu-system-x86_64 -icount shift=0,sleep=off \
 *	-plugin ./cachemodel.so,out=FILE[,l1d=32K][,l1d_ways=8][,l2=1M]
 *	        [,l2_ways=16][,llc=16M][,llc_ways=16] ...
 *
 * The few declarations needed are below: Debian ships no qemu-plugin.h.
 * They follow QEMU 11.1's API (checked against its binary, see
 * docs/benchmark.md), not older headers: the translation callback takes
 * user data, qemu_plugin_insn_data() copies into a buffer.
 */
#include <inttypes.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"

typedef uint64_t qemu_plugin_id_t;
typedef uint32_t qemu_plugin_meminfo_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
struct qemu_plugin_hwaddr;
typedef struct {
	const char *target_name;
	struct { int min, cur; } version;
	bool system_emulation;
	union {
		struct { int smp_vcpus, max_vcpus; } system;
	};
} qemu_info_t;

enum { QEMU_PLUGIN_CB_NO_REGS = 0 };
enum { QEMU_PLUGIN_MEM_RW = 3 };

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
		void (*cb)(struct qemu_plugin_tb *tb, void *udata), void *udata);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb,
		void (*cb)(unsigned int vcpu, void *udata), int flags, void *udata);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn,
		void (*cb)(unsigned int vcpu, void *udata), int flags, void *udata);
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn,
		void (*cb)(unsigned int vcpu, qemu_plugin_meminfo_t info,
			   uint64_t vaddr, void *udata),
		int flags, int rw, void *udata);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
		void (*cb)(qemu_plugin_id_t id, void *udata), void *udata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb,
						 size_t idx);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_data(const struct qemu_plugin_insn *insn, void *dest,
			     size_t len);
unsigned int qemu_plugin_mem_size_shift(qemu_plugin_meminfo_t info);
struct qemu_plugin_hwaddr *qemu_plugin_get_hwaddr(qemu_plugin_meminfo_t info,
						  uint64_t vaddr);
bool qemu_plugin_hwaddr_is_io(const struct qemu_plugin_hwaddr *hwaddr);
uint64_t qemu_plugin_hwaddr_phys_addr(const struct qemu_plugin_hwaddr *hwaddr);

__attribute__((visibility("default"))) int qemu_plugin_version = 7;

/* The marker: nopl 0xca5eNNNN(%rax,%rax,1) */
#define MARK_LEN 8
#define MARK_MAGIC 0xca5e0000u

struct vcpu {
	struct cpu_cache cc;
	uint64_t insns, vaddr_indexed, io;
};

static struct vcpu *vcpus;
static int nr_vcpus;
static struct cache llc;
static pthread_mutex_t llc_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *out;

static struct vcpu *vcpu_get(unsigned int i)
{
	if (i >= (unsigned int)nr_vcpus) {
		fprintf(stderr, "cachemodel: vCPU %u, only %d modelled\n", i, nr_vcpus);
		abort();
	}
	return &vcpus[i];
}

static void tb_exec(unsigned int i, void *udata)
{
	vcpu_get(i)->insns += (uintptr_t)udata;
}

static void mem_access(unsigned int i, qemu_plugin_meminfo_t info,
		       uint64_t vaddr, void *udata)
{
	struct qemu_plugin_hwaddr *hw = qemu_plugin_get_hwaddr(info, vaddr);
	struct vcpu *v = vcpu_get(i);
	uint64_t addr = vaddr;

	if (hw && qemu_plugin_hwaddr_is_io(hw)) {
		v->io++;
		return;
	}
	if (hw)
		addr = qemu_plugin_hwaddr_phys_addr(hw);
	else
		v->vaddr_indexed++;
	cm_cpu_access(&v->cc, addr, 1u << qemu_plugin_mem_size_shift(info));
}

/* A marker ran: one line of totals */
static void mark(unsigned int i, void *udata)
{
	uint64_t insns = 0, acc = 0, miss[NR_LEVELS] = { 0 }, va = 0, io = 0;
	int c, l;

	pthread_mutex_lock(&out_lock);
	if (!out) {
		pthread_mutex_unlock(&out_lock);
		return;
	}
	for (c = 0; c < nr_vcpus; c++) {
		insns += vcpus[c].insns;
		acc += vcpus[c].cc.accesses;
		for (l = 0; l < NR_LEVELS; l++)
			miss[l] += vcpus[c].cc.miss[l];
		va += vcpus[c].vaddr_indexed;
		io += vcpus[c].io;
	}
	fprintf(out, "%u %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64
		" %" PRIu64 " %" PRIu64 "\n", (unsigned int)(uintptr_t)udata,
		insns, acc, miss[L1D], miss[L2], miss[LLC], va, io);
	fflush(out);
	pthread_mutex_unlock(&out_lock);
}

/* The marker's number, or -1 if insn is no marker */
static long marker(struct qemu_plugin_insn *insn)
{
	static const uint8_t nopl[4] = { 0x0f, 0x1f, 0x84, 0x00 };
	uint8_t b[MARK_LEN];
	uint32_t disp;

	if (qemu_plugin_insn_size(insn) != MARK_LEN ||
	    qemu_plugin_insn_data(insn, b, MARK_LEN) != MARK_LEN ||
	    memcmp(b, nopl, sizeof(nopl)))
		return -1;
	disp = b[4] | b[5] << 8 | b[6] << 16 | (uint32_t)b[7] << 24;
	if ((disp & 0xffff0000u) != MARK_MAGIC)
		return -1;
	return disp & 0xffff;
}

static void tb_trans(struct qemu_plugin_tb *tb, void *udata)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);

	qemu_plugin_register_vcpu_tb_exec_cb(tb, tb_exec, QEMU_PLUGIN_CB_NO_REGS,
					     (void *)(uintptr_t)n);
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		long m = marker(insn);

		qemu_plugin_register_vcpu_mem_cb(insn, mem_access,
						 QEMU_PLUGIN_CB_NO_REGS,
						 QEMU_PLUGIN_MEM_RW, NULL);
		if (m >= 0)
			qemu_plugin_register_vcpu_insn_exec_cb(insn, mark,
					QEMU_PLUGIN_CB_NO_REGS, (void *)(uintptr_t)m);
	}
}

static void at_exit(qemu_plugin_id_t id, void *udata)
{
	pthread_mutex_lock(&out_lock);
	fclose(out);
	out = NULL;
	pthread_mutex_unlock(&out_lock);
}

/* "32K", "1M", "1048576"; 0 if not a number */
static uint64_t num_arg(const char *s)
{
	char *end;
	uint64_t v = strtoull(s, &end, 0);

	if (*end == 'K')
		return v << 10;
	if (*end == 'M')
		return v << 20;
	return *end ? 0 : v;
}

/* Is a "name=value"? Then *val is value. */
static bool arg(const char *a, const char *name, const char **val)
{
	size_t n = strlen(name);

	if (strncmp(a, name, n) || a[n] != '=')
		return false;
	*val = a + n + 1;
	return true;
}

__attribute__((visibility("default")))
int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
			int argc, char **argv)
{
	static const char *const name[NR_LEVELS] = { "l1d", "l2", "llc" };
	static const char *const ways_name[NR_LEVELS] = {
		"l1d_ways", "l2_ways", "llc_ways"
	};
	uint64_t size[NR_LEVELS] = { 32 << 10, 1 << 20, 16 << 20 };
	unsigned int ways[NR_LEVELS] = { 8, 16, 16 };
	const char *path = "cachemodel.txt", *v;
	int i, l;

	for (i = 0; i < argc; i++) {
		if (arg(argv[i], "out", &path))
			continue;
		for (l = 0; l < NR_LEVELS; l++) {
			if (arg(argv[i], name[l], &v)) {
				size[l] = num_arg(v);
				break;
			}
			if (arg(argv[i], ways_name[l], &v)) {
				ways[l] = num_arg(v);
				break;
			}
		}
		if (l == NR_LEVELS) {
			fprintf(stderr, "cachemodel: unknown argument %s\n", argv[i]);
			return -1;
		}
	}
	if (!info->system_emulation) {
		fprintf(stderr, "cachemodel: system emulation only\n");
		return -1;
	}
	nr_vcpus = info->system.max_vcpus > 0 ? info->system.max_vcpus : 1;
	vcpus = calloc(nr_vcpus, sizeof(*vcpus));
	if (!vcpus || cm_cache_init(&llc, size[LLC], ways[LLC]))
		goto bad;
	for (i = 0; i < nr_vcpus; i++) {
		if (cm_cache_init(&vcpus[i].cc.l1d, size[L1D], ways[L1D]) ||
		    cm_cache_init(&vcpus[i].cc.l2, size[L2], ways[L2]))
			goto bad;
		vcpus[i].cc.llc = &llc;
		vcpus[i].cc.llc_lock = nr_vcpus > 1 ? &llc_lock : NULL;
	}
	out = fopen(path, "w");
	if (!out) {
		perror(path);
		return -1;
	}
	fprintf(out, "# cachemodel");
	for (l = 0; l < NR_LEVELS; l++)
		fprintf(out, " %s=%" PRIu64 "/%u", name[l], size[l], ways[l]);
	fprintf(out, " line=%d vcpus=%d\n", 1 << CACHE_LINE_SHIFT, nr_vcpus);
	fflush(out);
	qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans, NULL);
	qemu_plugin_register_atexit_cb(id, at_exit, NULL);
	return 0;
bad:
	fprintf(stderr, "cachemodel: bad geometry (size = ways x 2^n x 64 bytes)\n");
	return -1;
}
