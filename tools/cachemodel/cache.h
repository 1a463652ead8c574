/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The model core of cachemodel.c, free of QEMU so that it can be tested on
 * the host (ci/tests/run-cachemodel-test.sh): set-associative caches with
 * true LRU replacement, and per-cpu L1d + L2 in front of a shared LLC.
 *
 * Every level is looked up on a miss of the level above and filled on its
 * own miss (write-allocate, non-inclusive, no back-invalidation); loads and
 * stores are alike, nothing is written back, nothing is prefetched.
 */
#ifndef CACHEMODEL_CACHE_H
#define CACHEMODEL_CACHE_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#define CACHE_LINE_SHIFT 6	/* 64-byte lines */

struct cache {
	uint64_t sets;		/* a power of two */
	unsigned int ways;
	uint64_t *tag;		/* sets x ways, most recent first; 0: empty */
};

enum { L1D, L2, LLC, NR_LEVELS };

struct cpu_cache {
	struct cache l1d, l2;
	struct cache *llc;		/* shared by all cpus */
	pthread_mutex_t *llc_lock;	/* NULL: one thread only */
	uint64_t accesses;		/* L1d lookups: lines accessed */
	uint64_t miss[NR_LEVELS];	/* line misses, per level */
};

/*
 * Hidden, and prefixed: QEMU exports thousands of symbols (cache_init among
 * them) that would otherwise take the plugin's calls.
 */
#define CM_API __attribute__((visibility("hidden")))

/* 0, or -1 if size is not ways x a power of two of lines (or no memory) */
CM_API int cm_cache_init(struct cache *c, uint64_t size, unsigned int ways);
CM_API void cm_cache_free(struct cache *c);
/* Look line up; true on a hit. Either way it is then the set's newest. */
CM_API bool cm_cache_access(struct cache *c, uint64_t line);

/* One load or store of size bytes at addr: each line it touches */
CM_API void cm_cpu_access(struct cpu_cache *cc, uint64_t addr, unsigned int size);

#endif
