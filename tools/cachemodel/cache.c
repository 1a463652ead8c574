// SPDX-License-Identifier: GPL-2.0
/* Set-associative LRU caches: see cache.h */
#include <stdlib.h>
#include <string.h>

#include "cache.h"

int cm_cache_init(struct cache *c, uint64_t size, unsigned int ways)
{
	uint64_t lines = size >> CACHE_LINE_SHIFT;

	memset(c, 0, sizeof(*c));
	if (!ways || lines % ways || (size & ((1 << CACHE_LINE_SHIFT) - 1)))
		return -1;
	c->sets = lines / ways;
	c->ways = ways;
	if (!c->sets || (c->sets & (c->sets - 1)))
		return -1;
	c->tag = calloc(lines, sizeof(*c->tag));
	return c->tag ? 0 : -1;
}

void cm_cache_free(struct cache *c)
{
	free(c->tag);
	c->tag = NULL;
}

/*
 * Each set is kept in recency order, so the LRU way is the last one and a
 * hit moves its tag to the front: exact LRU at the cost of a short memmove
 * (ways is 16 at most here).
 */
bool cm_cache_access(struct cache *c, uint64_t line)
{
	uint64_t *set = c->tag + (line & (c->sets - 1)) * c->ways;
	uint64_t tag = line + 1;	/* 0 marks an empty way */
	unsigned int i;

	for (i = 0; i < c->ways; i++) {
		if (set[i] == tag) {
			memmove(set + 1, set, i * sizeof(*set));
			set[0] = tag;
			return true;
		}
	}
	/* A miss: the LRU way (or an empty one) goes, the line comes in */
	memmove(set + 1, set, (c->ways - 1) * sizeof(*set));
	set[0] = tag;
	return false;
}

static void line_access(struct cpu_cache *cc, uint64_t line)
{
	bool hit;

	cc->accesses++;
	if (cm_cache_access(&cc->l1d, line))
		return;
	cc->miss[L1D]++;
	if (cm_cache_access(&cc->l2, line))
		return;
	cc->miss[L2]++;
	if (cc->llc_lock)
		pthread_mutex_lock(cc->llc_lock);
	hit = cm_cache_access(cc->llc, line);
	if (cc->llc_lock)
		pthread_mutex_unlock(cc->llc_lock);
	if (!hit)
		cc->miss[LLC]++;
}

void cm_cpu_access(struct cpu_cache *cc, uint64_t addr, unsigned int size)
{
	uint64_t line = addr >> CACHE_LINE_SHIFT;
	uint64_t last = (addr + (size ? size : 1) - 1) >> CACHE_LINE_SHIFT;

	for (; line <= last; line++)
		line_access(cc, line);
}
