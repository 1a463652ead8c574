// SPDX-License-Identifier: GPL-2.0
/*
 * QEMU TCG plugin (plugin API 7, QEMU 11.1): instructions executed per
 * translation block, dumped cumulatively to OUT/tb-NNN.txt every EVERY
 * instructions and at exit, as "<guest vaddr hex> <instructions>" lines.
 * Deterministic under -icount with one vCPU; tbcount.py symbolises and
 * compares two runs.
 *
 *   gcc -O2 -shared -fPIC -o tbcount.so tbcount.c
 *   qemu-system-x86_64 -icount shift=0,sleep=off \
 *	-plugin ./tbcount.so,out=DIR,every=500000000 ...
 *
 * The few declarations needed are below: Debian ships no qemu-plugin.h.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
typedef struct {
	const char *target_name;
	struct { int min, cur; } version;
	bool system_emulation;
} qemu_info_t;

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
		void (*cb)(struct qemu_plugin_tb *tb, void *udata), void *udata);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb,
		void (*cb)(unsigned int vcpu, void *udata), int flags, void *udata);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
		void (*cb)(qemu_plugin_id_t id, void *udata), void *udata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);

__attribute__((visibility("default"))) int qemu_plugin_version = 7;

struct block {
	uint64_t vaddr, insns, execs;
	struct block *next;
};

static struct block *blocks;
static uint64_t total, next_dump, every = 1000000000ULL;
static const char *outdir = ".";
static int ndump;

static void dump(void)
{
	struct block *b;
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/tb-%03d.txt", outdir, ndump++);
	f = fopen(path, "w");
	if (!f)
		return;
	fprintf(f, "# total %llu\n", (unsigned long long)total);
	for (b = blocks; b; b = b->next)
		if (b->execs)
			fprintf(f, "%llx %llu\n", (unsigned long long)b->vaddr,
				(unsigned long long)(b->execs * b->insns));
	fclose(f);
}

static void tb_exec(unsigned int vcpu, void *udata)
{
	struct block *b = udata;

	b->execs++;
	total += b->insns;
	if (total >= next_dump) {
		dump();
		next_dump += every;
	}
}

/* A block translated again (after a flush) gets a new entry */
static void tb_trans(struct qemu_plugin_tb *tb, void *udata)
{
	struct block *b = calloc(1, sizeof(*b));

	if (!b)
		abort();
	b->vaddr = qemu_plugin_tb_vaddr(tb);
	b->insns = qemu_plugin_tb_n_insns(tb);
	b->next = blocks;
	blocks = b;
	qemu_plugin_register_vcpu_tb_exec_cb(tb, tb_exec, 0, b);
}

static void at_exit(qemu_plugin_id_t id, void *udata)
{
	dump();
}

__attribute__((visibility("default")))
int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
			int argc, char **argv)
{
	int i;

	for (i = 0; i < argc; i++) {
		if (!strncmp(argv[i], "out=", 4))
			outdir = argv[i] + 4;
		else if (!strncmp(argv[i], "every=", 6))
			every = strtoull(argv[i] + 6, NULL, 0);
	}
	next_dump = every;
	qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans, NULL);
	qemu_plugin_register_atexit_cb(id, at_exit, NULL);
	return 0;
}
