// SPDX-License-Identifier: GPL-2.0
/*
 * Known answers of the model core (cache.c), on the host:
 *   gcc -O2 -o cache_test cache_test.c cache.c && ./cache_test
 * (ci/tests/run-cachemodel-test.sh). Geometry: cachemodel.so's defaults.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cache.h"

#define KIB 1024ULL
#define MIB (1024 * KIB)
#define LINES(bytes) ((bytes) / 64)

static struct cache llc;
static int failed;

/* A cold cpu; seen: its counts at the last check */
static void cpu_init(struct cpu_cache *cc, uint64_t *seen)
{
	memset(cc, 0, sizeof(*cc));
	memset(seen, 0, 4 * sizeof(*seen));
	if (cm_cache_init(&cc->l1d, 32 * KIB, 8) || cm_cache_init(&cc->l2, MIB, 16)) {
		printf("FAIL: cm_cache_init\n");
		failed = 1;
	}
	cc->llc = &llc;
}

static void cpu_free(struct cpu_cache *cc)
{
	cm_cache_free(&cc->l1d);
	cm_cache_free(&cc->l2);
}

/* Read bytes from base on, one 8-byte load per 64 bytes, passes times */
static void scan(struct cpu_cache *cc, uint64_t base, uint64_t bytes, int passes)
{
	uint64_t a;

	while (passes--)
		for (a = base; a < base + bytes; a += 64)
			cm_cpu_access(cc, a + 8, 8);
}

/* cc's counts since seen was taken (then take it): accesses, misses */
static void check(const char *what, struct cpu_cache *cc, uint64_t *seen,
		  uint64_t acc, uint64_t l1, uint64_t l2, uint64_t l3)
{
	uint64_t got[4] = {
		cc->accesses - seen[0], cc->miss[L1D] - seen[1],
		cc->miss[L2] - seen[2], cc->miss[LLC] - seen[3],
	};
	uint64_t want[4] = { acc, l1, l2, l3 };

	if (memcmp(got, want, sizeof(got))) {
		printf("FAIL: %s: accesses/L1d/L2/LLC misses %" PRIu64 " %" PRIu64
		       " %" PRIu64 " %" PRIu64 ", want %" PRIu64 " %" PRIu64
		       " %" PRIu64 " %" PRIu64 "\n", what, got[0], got[1], got[2],
		       got[3], want[0], want[1], want[2], want[3]);
		failed = 1;
	} else {
		printf("ok: %s\n", what);
	}
	seen[0] = cc->accesses;
	seen[1] = cc->miss[L1D];
	seen[2] = cc->miss[L2];
	seen[3] = cc->miss[LLC];
}

static void fresh_llc(void)
{
	cm_cache_free(&llc);
	if (cm_cache_init(&llc, 16 * MIB, 16)) {
		printf("FAIL: cm_cache_init llc\n");
		failed = 1;
	}
}

static void test_geometry(void)
{
	struct cache c;
	int bad = 0;

	bad |= cm_cache_init(&c, 32 * KIB, 8) || c.sets != 64;
	cm_cache_free(&c);
	bad |= cm_cache_init(&c, 48 * KIB, 8) != -1;	/* 96 sets */
	bad |= cm_cache_init(&c, 32 * KIB + 8, 8) != -1;	/* not whole lines */
	bad |= cm_cache_init(&c, 32 * KIB, 0) != -1;
	printf("%s: geometry: 32K/8 has 64 sets; 96 sets, part lines, 0 ways refused\n",
	       bad ? "FAIL" : "ok");
	failed |= bad;
}

/* One set of an 8-way cache: which way goes is the least recently used */
static void test_lru(void)
{
	static const struct { int line, hit; } steps[] = {
		{ 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 },
		{ 4, 0 }, { 5, 0 }, { 6, 0 }, { 7, 0 },	/* set full: 7..0 */
		{ 0, 1 },		/* 0 7 6 5 4 3 2 1 */
		{ 8, 0 },		/* 1 goes: 8 0 7 6 5 4 3 2 */
		{ 0, 1 }, { 8, 1 },	/* 8 0 7 6 5 4 3 2 */
		{ 1, 0 },		/* 2 goes: 1 8 0 7 6 5 4 3 */
		{ 7, 1 },		/* 7 1 8 0 6 5 4 3 */
		{ 2, 0 },		/* 3 goes: 2 7 1 8 0 6 5 4 */
		{ 4, 1 }, { 3, 0 },	/* 5 goes: 3 4 2 7 1 8 0 6 */
		{ 5, 0 },		/* 6 goes */
		{ 6, 0 },		/* 0 goes */
		{ 0, 0 },
	};
	struct cache c;
	unsigned int i;
	int bad = 0;

	if (cm_cache_init(&c, 32 * KIB, 8)) {
		printf("FAIL: cm_cache_init\n");
		failed = 1;
		return;
	}
	/* Lines k * 64 all fall in set 0; line 1 in set 1 must not disturb it */
	for (i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		if (cm_cache_access(&c, steps[i].line * 64ULL) != steps[i].hit) {
			printf("FAIL: LRU step %u: line %d %s\n", i, steps[i].line,
			       steps[i].hit ? "missed" : "hit");
			bad = 1;
		}
		cm_cache_access(&c, 1);
	}
	cm_cache_free(&c);
	if (!bad)
		printf("ok: LRU: the least recently used way of the set goes, others stay\n");
	failed |= bad;
}

int main(void)
{
	struct cpu_cache a, b;
	uint64_t sa[4], sb[4];

	test_geometry();
	test_lru();

	fresh_llc();
	cpu_init(&a, sa);
	scan(&a, 0, 16 * KIB, 10);
	check("16 KiB x 10: cold misses only", &a, sa, 10 * LINES(16 * KIB),
	      LINES(16 * KIB), LINES(16 * KIB), LINES(16 * KIB));
	scan(&a, 16 * KIB, 16 * KIB, 10);
	check("another 16 KiB (L1d now full) x 10: cold misses only", &a, sa,
	      10 * LINES(16 * KIB), LINES(16 * KIB), LINES(16 * KIB), LINES(16 * KIB));
	scan(&a, 0, 32 * KIB, 1);
	check("the 32 KiB again: all L1d hits", &a, sa, LINES(32 * KIB), 0, 0, 0);
	cpu_free(&a);

	fresh_llc();
	cpu_init(&a, sa);
	scan(&a, 0, 64 * KIB, 1);
	check("64 KiB (2 x L1d), pass 1: cold, misses everywhere", &a, sa,
	      LINES(64 * KIB), LINES(64 * KIB), LINES(64 * KIB), LINES(64 * KIB));
	scan(&a, 0, 64 * KIB, 1);
	check("64 KiB, pass 2: L1d misses all, L2 hits all", &a, sa,
	      LINES(64 * KIB), LINES(64 * KIB), 0, 0);
	cpu_free(&a);

	/* 2 MiB: more than L2, less than the LLC */
	fresh_llc();
	cpu_init(&a, sa);
	cpu_init(&b, sb);
	scan(&a, 0, 2 * MIB, 1);
	check("cpu 0 reads 2 MiB: cold", &a, sa, LINES(2 * MIB), LINES(2 * MIB),
	      LINES(2 * MIB), LINES(2 * MIB));
	scan(&b, 0, 2 * MIB, 1);
	check("cpu 1 reads the same 2 MiB: its L1d, L2 miss, the shared LLC hits",
	      &b, sb, LINES(2 * MIB), LINES(2 * MIB), LINES(2 * MIB), 0);
	scan(&a, 0, 2 * MIB, 1);
	check("cpu 0 again: 2 MiB > L2, LRU keeps none of it, LLC hits", &a, sa,
	      LINES(2 * MIB), LINES(2 * MIB), LINES(2 * MIB), 0);
	cpu_free(&b);

	/* 32 MiB: twice the LLC */
	scan(&a, 64 * MIB, 32 * MIB, 2);
	check("32 MiB (2 x LLC) x 2: misses everywhere, both passes", &a, sa,
	      2 * LINES(32 * MIB), 2 * LINES(32 * MIB), 2 * LINES(32 * MIB),
	      2 * LINES(32 * MIB));

	cm_cpu_access(&a, (1ULL << 40) + 60, 8);
	check("8 bytes at 60 mod 64: two lines", &a, sa, 2, 2, 2, 2);
	cm_cpu_access(&a, (1ULL << 40) + 64, 4);
	check("then 4 bytes at 64: a hit", &a, sa, 1, 0, 0, 0);
	cpu_free(&a);
	cm_cache_free(&llc);

	printf(failed ? "FAIL: cache model\n" : "ok: cache model, all checks\n");
	return failed;
}
