// SPDX-License-Identifier: GPL-2.0
/*
 * The plugin's glue (cachemodel.c) against a stub of QEMU's plugin API, on
 * the host: arguments, markers found by their bytes, the lines written.
 * It checks the plugin's logic, not QEMU's ABI (docs/benchmark.md).
 *   gcc -O2 -o plugin_test plugin_test.c cachemodel.c cache.c
 *   ./plugin_test FILE
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
typedef uint32_t qemu_plugin_meminfo_t;
typedef struct {
	const char *target_name;
	struct { int min, cur; } version;
	bool system_emulation;
	union {
		struct { int smp_vcpus, max_vcpus; } system;
	};
} qemu_info_t;

typedef void (*exec_cb)(unsigned int vcpu, void *udata);
typedef void (*mem_cb)(unsigned int vcpu, qemu_plugin_meminfo_t info,
		       uint64_t vaddr, void *udata);

struct qemu_plugin_insn {
	uint8_t bytes[16];
	size_t len;
	exec_cb exec;
	void *exec_data;
	mem_cb mem;
	void *mem_data;
};

struct qemu_plugin_tb {
	size_t n;
	struct qemu_plugin_insn *insn;
	exec_cb exec;
	void *exec_data;
};

/* meminfo here: size shift in bits 0-2, 8: MMIO, 9: no physical address */
struct qemu_plugin_hwaddr {
	bool io;
	uint64_t phys;
};

static void (*trans)(struct qemu_plugin_tb *tb, void *udata);
static void (*atexit_cb)(qemu_plugin_id_t id, void *udata);
static struct qemu_plugin_hwaddr hwaddr;

int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
			int argc, char **argv);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
		void (*cb)(struct qemu_plugin_tb *tb, void *udata), void *udata)
{
	trans = cb;
}

void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb, exec_cb cb,
					  int flags, void *udata)
{
	tb->exec = cb;
	tb->exec_data = udata;
}

void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn,
					    exec_cb cb, int flags, void *udata)
{
	insn->exec = cb;
	insn->exec_data = udata;
}

void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn, mem_cb cb,
				      int flags, int rw, void *udata)
{
	insn->mem = cb;
	insn->mem_data = udata;
}

void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
		void (*cb)(qemu_plugin_id_t id, void *udata), void *udata)
{
	atexit_cb = cb;
}

size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb)
{
	return tb->n;
}

struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb,
						 size_t idx)
{
	return &tb->insn[idx];
}

size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn)
{
	return insn->len;
}

size_t qemu_plugin_insn_data(const struct qemu_plugin_insn *insn, void *dest,
			     size_t len)
{
	len = len < insn->len ? len : insn->len;
	memcpy(dest, insn->bytes, len);
	return len;
}

unsigned int qemu_plugin_mem_size_shift(qemu_plugin_meminfo_t info)
{
	return info & 7;
}

struct qemu_plugin_hwaddr *qemu_plugin_get_hwaddr(qemu_plugin_meminfo_t info,
						  uint64_t vaddr)
{
	if (info & 0x200)
		return NULL;
	hwaddr.io = info & 0x100;
	hwaddr.phys = vaddr - 0xffff888000000000ULL;	/* a direct map */
	return &hwaddr;
}

bool qemu_plugin_hwaddr_is_io(const struct qemu_plugin_hwaddr *hw)
{
	return hw->io;
}

uint64_t qemu_plugin_hwaddr_phys_addr(const struct qemu_plugin_hwaddr *hw)
{
	return hw->phys;
}

/* Run tb once; insn i makes access (vaddr, info) if info[i] */
static void run(struct qemu_plugin_tb *tb, const uint64_t *vaddr,
		const int *info)
{
	size_t i;

	tb->exec(0, tb->exec_data);
	for (i = 0; i < tb->n; i++) {
		if (tb->insn[i].exec)
			tb->insn[i].exec(0, tb->insn[i].exec_data);
		if (info[i] >= 0)
			tb->insn[i].mem(0, info[i], vaddr[i], tb->insn[i].mem_data);
	}
}

int main(int argc, char **argv)
{
	static const char *const want[] = {
		"# cachemodel l1d=32768/8 l2=2097152/16 llc=16777216/16 line=64 vcpus=1\n",
		/* a: marker 1 after its 4 insns, before its load */
		"1 4 0 0 0 0 0 0\n",
		/* then b 10x: 16 bytes over 2 lines (cold, then hits), MMIO,
		 * a new line without a physical address; then c */
		"4660 35 31 13 13 13 10 10\n",
	};
	struct qemu_plugin_insn a[4] = {
		{ .bytes = { 0x0f, 0x1f, 0x84, 0x00, 0x01, 0x00, 0x5e, 0xca }, .len = 8 },
		{ .bytes = { 0x48, 0x8b, 0x07 }, .len = 3 },			/* mov (%rdi),%rax */
		{ .bytes = { 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00 }, .len = 8 },
		{ .bytes = { 0x0f, 0x1f, 0x84, 0x00, 0x34, 0x12, 0x5e, 0xcb }, .len = 8 },
	};
	struct qemu_plugin_insn b[3] = {
		{ .bytes = { 0x48, 0x8b, 0x07 }, .len = 3 },
		{ .bytes = { 0x48, 0x8b, 0x07 }, .len = 3 },
		{ .bytes = { 0x48, 0x8b, 0x07 }, .len = 3 },
	};
	struct qemu_plugin_insn c[1] = {
		{ .bytes = { 0x0f, 0x1f, 0x84, 0x00, 0x34, 0x12, 0x5e, 0xca }, .len = 8 },
	};
	struct qemu_plugin_tb ta = { .n = 4, .insn = a }, tb = { .n = 3, .insn = b };
	struct qemu_plugin_tb tc = { .n = 1, .insn = c };
	static const uint64_t va[4] = { 0, 0xffff888000000040ULL, 0, 0 };
	static const int ia[4] = { -1, 3, -1, -1 };
	uint64_t vb[3] = { 0xffff888000100038ULL, 0xfee00000, 0x7f0000001000ULL };
	static const int ib[3] = { 4, 0x102, 0x203 }, ic[1] = { -1 };
	char *bad[] = { "out=/dev/null", "l2_way=4" };
	char *args[] = { argv[1], "l2=2M", "llc_ways=16" };
	qemu_info_t info = { .system_emulation = true, .system.max_vcpus = 1 };
	char line[256];
	int i, fail = 0;
	FILE *f;

	if (argc != 2 || strncmp(argv[1], "out=", 4))
		return 2;
	if (qemu_plugin_install(0, &info, 2, bad) != -1) {
		printf("FAIL: plugin took an unknown argument\n");
		fail = 1;
	}
	if (qemu_plugin_install(0, &info, 3, args)) {
		printf("FAIL: plugin install\n");
		return 1;
	}
	trans(&ta, NULL);
	trans(&tb, NULL);
	trans(&tc, NULL);
	/* a: marker 1 at its start, no marker in the other NOPs */
	run(&ta, va, ia);
	for (i = 0; i < 10; i++) {
		vb[2] += 4096;
		run(&tb, vb, ib);
	}
	run(&tc, va, ic);
	atexit_cb(0, NULL);

	f = fopen(argv[1] + 4, "r");
	for (i = 0; f && fgets(line, sizeof(line), f); i++) {
		if (i >= 3 || strcmp(line, want[i])) {
			printf("FAIL: line %d: %s", i + 1, line);
			fail = 1;
		}
	}
	if (i != 3) {
		printf("FAIL: %d lines, want 3\n", i);
		fail = 1;
	}
	if (f)
		fclose(f);
	printf(fail ? "FAIL: plugin glue\n" :
	       "ok: plugin glue (stub QEMU): arguments, markers by their bytes, lines\n");
	return fail;
}
