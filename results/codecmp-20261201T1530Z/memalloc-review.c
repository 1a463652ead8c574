// SPDX-License-Identifier: GPL-2.0-only
/* Copyright (c) 2022 Meta Platforms, Inc. and affiliates. */
#include <linux/mm.h>
#include <linux/llist.h>
#include <linux/bpf.h>
#include <linux/irq_work.h>
#include <linux/bpf_mem_alloc.h>
#include <linux/memcontrol.h>
#include <linux/sizes.h>
#include <asm/local.h>

/* Any context (including NMI) BPF specific memory allocator.
 *
 * Tracing BPF programs can attach to kprobe and fentry. Hence they
 * run in unknown context where calling plain kmalloc() might not be safe.
 *
 * Front-end kmalloc() with per-cpu per-bucket cache of free elements.
 * Refill this cache asynchronously from irq_work.
 *
 * CPU_0 buckets
 * 16 32 64 96 128 196 256 512 1024 2048 4096
 * ...
 * CPU_N buckets
 * 16 32 64 96 128 196 256 512 1024 2048 4096
 *
 * The buckets are prefilled at the start.
 * BPF programs always run with migration disabled.
 * It's safe to allocate from cache of the current cpu with irqs disabled.
 * Free-ing is always done into bucket of the current cpu as well.
 * irq_work trims extra free elements from buckets with kfree
 * and refills them with kmalloc, so global kmalloc logic takes care
 * of freeing objects allocated by one cpu and freed on another.
 *
 * Every allocated objected is padded with extra 8 bytes that contains
 * struct llist_node.
 *
 * Life cycle of an object (c is the per-cpu cache of the current cpu,
 * tgt is the cache that allocated the object, as hinted by c->tgt):
 *
 * unit_alloc() takes from c->free_llist.
 *
 * unit_free() puts the object on c->free_llist (or c->free_llist_extra
 * when 'active' is busy), where the next unit_alloc() may reuse it
 * immediately. Above high_watermark, free_bulk() (irq_work) moves the
 * excess to tgt->free_by_rcu_ttrace.
 *
 * unit_free_rcu() puts the object on c->free_by_rcu (or
 * c->free_llist_extra_rcu). Then, without any per-object or per-batch
 * RCU callback:
 *
 *  free_by_rcu --check_free_by_rcu(), irq_work on c's cpu, once
 *  gp_batch_target objects wait (about a sixteenth of what c frees during
 *  a GP)--> a batch on c's ring gp_batch[], with a GP cookie. c asks RCU
 *  for that GP (start_poll_synchronize_rcu_full(), which also gives the
 *  cookie) unless its last request returned the same cookie: at once
 *  while the GP of its last request has not completed, otherwise only if
 *  it made no request this jiffy. Other batches take their cookie from
 *  get_state_synchronize_rcu_full(), which requests nothing: reuse_tick(),
 *  queued again while batches wait, keeps RCU starting GPs until it
 *  completes. Up to GP_BATCHES batches wait; with the ring full, new
 *  objects join the newest batch, which then waits for the later GP.
 *  While a batch waits, rcu_request_urgent_qs_task() asks this cpu for a
 *  quiescent state, so that GPs keep up with the objects freed.
 *
 *  A batch whose cookie poll_state_synchronize_rcu_full() says completed
 *  has passed a normal RCU GP and may be handed out again:
 *   - if c frees its own objects (tgt == c), alloc_bulk() takes such
 *     batches from the ring, oldest first, whole, straight to free_llist;
 *   - otherwise c may never allocate: the irq_work and reuse_tick() move
 *     them to tgt->reuse_after_gp[gen], which tgt's alloc_bulk() takes whole.
 *
 *  alloc_bulk() (irq_work on c's cpu) refills free_llist with the above
 *  first (a batch is about a sixteenth of a GP's worth of allocations, so
 *  the irq_work runs several times per GP under a steady load), then from
 *  free_by_rcu_ttrace and waiting_for_gp_ttrace, and only then from
 *  kmalloc(): while c's objects wait for a GP, in chunks that grow with
 *  what waits (up to GP_GROW_MAX), since c then grows towards a GP's
 *  worth of objects in flight. free_llist may then hold what the refill
 *  reused or allocated ahead above high_watermark (reuse_allowance)
 *  before free_bulk() trims it.
 *
 *  Objects not reused in time are surplus. reuse_tick(), a per cache
 *  call_rcu_hurry() callback armed while the ring or the reuse lists are
 *  not empty, or by a refill that left free_llist above high_watermark,
 *  and queued again while such a refill's allowance stays, so about once
 *  per GP:
 *   - marks the completed batches on the ring 'ripe'; if every refill
 *     since the last two ticks found a completed batch to spare (or there
 *     was no refill), it moves the oldest ripe batch to free_by_rcu_ttrace:
 *     one batch per tick, so that a burst of completions is not lost, or
 *     every ripe batch if no refill ran since the last tick;
 *   - flips 'gen' of the reuse lists and moves the older generation, which
 *     nobody took during the last tick, to free_by_rcu_ttrace, unless the
 *     cache refilled since the last tick (reuse_demand);
 *   - with the ring empty, has the irq_work on c's cpu seal what is left on
 *     free_by_rcu (fewer than gp_batch_target objects, which unit_free_rcu()
 *     does not seal while batches wait): gp_seal_idle();
 *   - if the cache did not refill since the last tick, has that irq_work
 *     drop the allowance of the last refill, so that free_bulk() trims
 *     free_llist to below high_watermark: reuse_shrink_idle().
 *  So the ring, the lists, free_by_rcu and what free_llist holds above
 *  high_watermark empty themselves within a few ticks when the load stops.
 *
 *  free_by_rcu_ttrace --do_call_rcu_ttrace()--> waiting_for_gp_ttrace
 *  --call_rcu_tasks_trace(), one per cache in flight--> __free_rcu():
 *  c->dtor and kfree(). Sleepable programs hold rcu_read_lock_trace(),
 *  hence memory is never returned to slab under them, but an object freed
 *  with bpf_mem_free_rcu() may be reused after a normal RCU GP.
 *
 * Who touches what:
 *  - free_llist, free_llist_extra, free_by_rcu, free_llist_extra_rcu:
 *    only the owning cpu, ordered by 'active' with irqs disabled, so
 *    unit_alloc()/unit_free()/unit_free_rcu() stay lock-free and NMI safe.
 *    They never touch the lists below.
 *  - gp_batch[]: under c->lock. Added to by the owning cpu's irq_work,
 *    taken by alloc_bulk(), the irq_work, reuse_tick() on any cpu and
 *    drain_mem_cache().
 *  - reuse_after_gp[]: added to with llist_add_batch() from any cpu, only
 *    ever taken whole with llist_del_all() (alloc_bulk(), reuse_trim(),
 *    drain_mem_cache()), which needs no lock.
 *  - free_by_rcu_ttrace, waiting_for_gp_ttrace: added to with llist_add*()
 *    from any cpu. alloc_bulk() takes them object by object with
 *    llist_del_first() under c->lock, so there is one such consumer at a
 *    time; the others take them whole with llist_del_all(), as before.
 *    c->lock is never taken by unit_alloc()/unit_free*(), so NMI cannot
 *    deadlock on it.
 *
 * The dtor runs once per object, when it is returned to slab. Objects that
 * are reused stay constructed, as with unit_free().
 */
#define LLIST_NODE_SZ sizeof(struct llist_node)

/* Batches of objects freed with unit_free_rcu() waiting for a GP, per cache */
#define GP_BATCHES 32
/* Most objects one refill allocates while others wait for a GP */
#define GP_GROW_MAX 64

/* Objects freed with unit_free_rcu() waiting together for a normal RCU GP */
struct bpf_mem_gp_batch {
	struct llist_node *first, *last;
	/* count of objects in the batch */
	int cnt;
	/* c->free_rcu_seq when the batch was queued */
	unsigned int seq;
	/* the GP the batch waits for */
	struct rcu_gp_oldstate gp;
	/* reuse_tick() saw the GP completed: not taken by the next tick, trim */
	bool ripe;
};

#define BPF_MEM_ALLOC_SIZE_MAX 4096

/* similar to kmalloc, but sizeof == 8 bucket is gone */
static u8 size_index[24] __ro_after_init = {
	3,	/* 8 */
	3,	/* 16 */
	4,	/* 24 */
	4,	/* 32 */
	5,	/* 40 */
	5,	/* 48 */
	5,	/* 56 */
	5,	/* 64 */
	1,	/* 72 */
	1,	/* 80 */
	1,	/* 88 */
	1,	/* 96 */
	6,	/* 104 */
	6,	/* 112 */
	6,	/* 120 */
	6,	/* 128 */
	2,	/* 136 */
	2,	/* 144 */
	2,	/* 152 */
	2,	/* 160 */
	2,	/* 168 */
	2,	/* 176 */
	2,	/* 184 */
	2	/* 192 */
};

static int bpf_mem_cache_idx(size_t size)
{
	if (!size || size > BPF_MEM_ALLOC_SIZE_MAX)
		return -1;

	if (size <= 192)
		return size_index[(size - 1) / 8] - 1;

	return fls(size - 1) - 2;
}

#define NUM_CACHES 11

struct bpf_mem_cache {
	/* per-cpu list of free objects of size 'unit_size'.
	 * All accesses are done with interrupts disabled and 'active' counter
	 * protection with __llist_add() and __llist_del_first().
	 */
	struct llist_head free_llist;
	local_t active;

	/* Operations on the free_list from unit_alloc/unit_free/bpf_mem_refill
	 * are sequenced by per-cpu 'active' counter. But unit_free() cannot
	 * fail. When 'active' is busy the unit_free() will add an object to
	 * free_llist_extra.
	 */
	struct llist_head free_llist_extra;

	struct irq_work refill_work;
	/* the cpu that owns the cache and runs its refill_work */
	int cpu;
	struct obj_cgroup *objcg;
	int unit_size;
	/* count of objects in free_llist */
	int free_cnt;
	int low_watermark, high_watermark, batch;
	int percpu_size;
	bool draining;
	struct bpf_mem_cache *tgt;
	void (*dtor)(void *obj, void *ctx);
	void *dtor_ctx;

	/* objects freed with unit_free_rcu(), until sealed into a batch */
	struct llist_head free_by_rcu;
	struct llist_node *free_by_rcu_tail;
	/* count of objects in free_by_rcu, owner cpu only, under 'active' */
	int free_by_rcu_cnt;
	/* objects freed with unit_free_rcu(), owner cpu only */
	unsigned int free_rcu_seq;
	/*
	 * free_by_rcu_cnt at which the next batch is queued while others
	 * wait: about a sixteenth of what the cache frees during a GP.
	 */
	int gp_batch_target;
	/*
	 * When the owner cpu's irq_work last asked RCU for a GP
	 * (start_poll_synchronize_rcu_full()), and the cookie it got
	 */
	unsigned long gp_start_jiffies;
	struct rcu_gp_oldstate gp_started;
	/*
	 * Ring of batches waiting for their GP, oldest at gp_head, under
	 * c->lock. Queued by the owner cpu's irq_work, polled by whoever
	 * needs objects or cleans up: alloc_bulk(), the irq_work, reuse_tick().
	 */
	struct bpf_mem_gp_batch gp_batch[GP_BATCHES];
	int gp_head, gp_cnt;
	/*
	 * Fewest batches whose GP completed that alloc_bulk() left on the
	 * ring since the last reuse_tick(), INT_MAX if it did not run.
	 */
	int gp_spare_min;
	/* consecutive reuse_tick()s that found gp_spare_min > 0 */
	int gp_spare_ticks;
	/* objects in gp_batch[], READ_ONCE() outside c->lock */
	long gp_objs;
	struct llist_head free_llist_extra_rcu;

	/*
	 * Objects that went through a normal RCU GP and may be handed out
	 * again. Producers (gp_reuse() of other cpus' caches) add to
	 * reuse_after_gp[reuse_gen & 1]. reuse_tick() flips reuse_gen
	 * under 'lock' and sends the other, older, list to free_by_rcu_ttrace.
	 */
	struct llist_head reuse_after_gp[2];
	unsigned int reuse_gen;
	/*
	 * How far free_llist may exceed high_watermark before free_bulk()
	 * trims it: the objects the last alloc_bulk() reused after a GP, and
	 * what it allocated beyond c->batch while objects waited for a GP.
	 * Written by the owner cpu's irq_work only.
	 */
	int reuse_allowance;
	/*
	 * Set by alloc_bulk(), cleared by reuse_tick(): the cache refilled
	 * since the last tick, so what waits on reuse_after_gp[] is not
	 * surplus yet.
	 */
	int reuse_demand;
	/*
	 * Set by reuse_tick() when the cache did not refill during a whole
	 * tick while free_llist held a refill's allowance: the owner cpu's
	 * irq_work then drops reuse_allowance, unless a refill ran since.
	 */
	int reuse_shrink;
	/* objects in reuse_after_gp[], updated per batch */
	atomic_long_t reuse_cnt;
	struct rcu_head rcu_reuse;
	/*
	 * 0 - idle
	 * 1 - reuse_tick() is queued
	 * 2 - reuse_tick() is queued and gp_batch[] or reuse_after_gp[] got
	 *     more objects since
	 */
	atomic_t reuse_tick_in_progress;

	/* list of objects to be freed after RCU tasks trace GP */
	struct llist_head free_by_rcu_ttrace;
	struct llist_head waiting_for_gp_ttrace;
	struct rcu_head rcu_ttrace;
	/*
	 * 0 - idle
	 * 1 - __free_rcu() is queued
	 * 2 - __free_rcu() is queued and free_by_rcu_ttrace got more objects since
	 */
	atomic_t call_rcu_ttrace_in_progress;
	raw_spinlock_t lock;
};

struct bpf_mem_caches {
	struct bpf_mem_cache cache[NUM_CACHES];
};

static const u16 sizes[NUM_CACHES] = {96, 192, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096};

static struct llist_node notrace *__llist_del_first(struct llist_head *head)
{
	struct llist_node *entry, *next;

	entry = head->first;
	if (!entry)
		return NULL;
	next = entry->next;
	head->first = next;
	return entry;
}

static void *__alloc(struct bpf_mem_cache *c, int node, gfp_t flags)
{
	if (c->percpu_size) {
		void __percpu **obj = kmalloc_node(c->percpu_size, flags, node);
		void __percpu *pptr = __alloc_percpu_gfp(c->unit_size, 8, flags);

		if (!obj || !pptr) {
			free_percpu(pptr);
			kfree(obj);
			return NULL;
		}
		obj[1] = pptr;
		return obj;
	}

	return kmalloc_node(c->unit_size, flags | __GFP_ZERO, node);
}

static struct mem_cgroup *get_memcg(const struct bpf_mem_cache *c)
{
#ifdef CONFIG_MEMCG
	if (c->objcg)
		return get_mem_cgroup_from_objcg(c->objcg);
	return root_mem_cgroup;
#else
	return NULL;
#endif
}

static void inc_active(struct bpf_mem_cache *c, unsigned long *flags)
{
	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		/* In RT irq_work runs in per-cpu kthread, so disable
		 * interrupts to avoid preemption and interrupts and
		 * reduce the chance of bpf prog executing on this cpu
		 * when active counter is busy.
		 */
		local_irq_save(*flags);
	/* alloc_bulk runs from irq_work which will not preempt a bpf
	 * program that does unit_alloc/unit_free since IRQs are
	 * disabled there. There is no race to increment 'active'
	 * counter. It protects free_llist from corruption in case NMI
	 * bpf prog preempted this loop.
	 */
	WARN_ON_ONCE(local_inc_return(&c->active) != 1);
}

static void dec_active(struct bpf_mem_cache *c, unsigned long *flags)
{
	local_dec(&c->active);
	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		local_irq_restore(*flags);
}

static void add_obj_to_free_list(struct bpf_mem_cache *c, void *obj)
{
	unsigned long flags;

	inc_active(c, &flags);
	__llist_add(obj, &c->free_llist);
	c->free_cnt++;
	dec_active(c, &flags);
}

/* Last node of a non-empty list of objects; *cnt gets their number. */
static struct llist_node *llist_tail(struct llist_node *first, long *cnt)
{
	*cnt = 1;
	while (first->next) {
		first = first->next;
		(*cnt)++;
	}
	return first;
}

/* Put a list of cnt objects on free_llist. Owner cpu's irq_work. */
static void free_llist_splice(struct bpf_mem_cache *c, struct llist_node *first,
			      struct llist_node *last, long cnt)
{
	unsigned long flags;

	inc_active(c, &flags);
	__llist_add_batch(first, last, &c->free_llist);
	c->free_cnt += cnt;
	dec_active(c, &flags);
}

/*
 * Pop the oldest batch off c's ring into *out if its GP completed, or in any
 * case if 'all'. Called with c->lock held.
 */
static bool gp_pop(struct bpf_mem_cache *c, bool all, struct bpf_mem_gp_batch *out)
{
	struct bpf_mem_gp_batch *b;
	unsigned int freed;

	if (!c->gp_cnt)
		return false;
	b = &c->gp_batch[c->gp_head];
	if (!all && !poll_state_synchronize_rcu_full(&b->gp))
		return false;

	/*
	 * What c freed while the batch waited, i.e. during about one GP: make
	 * the next batches a sixteenth of it, so that objects wait little more
	 * than one GP and each GP completes several batches. Not if the batch
	 * was ready at the last reuse_tick() already: then it also waited for
	 * a refill, and a target grown from that would make batches wait
	 * longer, and so on.
	 */
	if (!b->ripe) {
		/* The owner cpu's counter, maybe read elsewhere: an estimate */
		freed = data_race(c->free_rcu_seq) - b->seq;
		WRITE_ONCE(c->gp_batch_target,
			   clamp_t(unsigned int, freed / 16, c->batch, INT_MAX));
	}

	*out = *b;
	WRITE_ONCE(c->gp_objs, c->gp_objs - b->cnt);
	c->gp_head = (c->gp_head + 1) % GP_BATCHES;
	WRITE_ONCE(c->gp_cnt, c->gp_cnt - 1);
	return true;
}

/* Append the objects of batch b to the list first..*last of *cnt objects */
static struct llist_node *gp_chain(struct llist_node *first, struct llist_node **last,
				   long *cnt, struct bpf_mem_gp_batch *b)
{
	if (first)
		(*last)->next = b->first;
	else
		first = b->first;
	*last = b->last;
	*cnt += b->cnt;
	return first;
}

/*
 * Take batches off c's ring, oldest first: those whose GP completed, or all of
 * them. Returns their objects as one list, *last its tail and *cnt their
 * number, or NULL.
 */
static struct llist_node *gp_take(struct bpf_mem_cache *c, bool all,
				  struct llist_node **last, long *cnt)
{
	struct llist_node *first = NULL;
	struct bpf_mem_gp_batch b;

	*cnt = 0;
	if (!READ_ONCE(c->gp_cnt))
		return NULL;

	guard(raw_spinlock_irqsave)(&c->lock);
	while (gp_pop(c, all, &b))
		first = gp_chain(first, last, cnt, &b);
	return first;
}

/*
 * All that other cpus' caches handed to c on reuse_after_gp[], to free_llist:
 * whole lists, one llist_del_all() per list rather than one llist_del_first()
 * per object. llist_del_all() needs no lock against producers or against
 * reuse_trim(), so the walk to the tail does not hold c->lock (which
 * reuse_tick() of other cpus takes). Owner cpu's irq_work. Returns the
 * number of objects.
 */
static int reuse_take_lists(struct bpf_mem_cache *c)
{
	struct llist_node *first, *last;
	long cnt, n = 0;
	int i;

	for (i = 0; i < 2; i++) {
		first = llist_del_all(&c->reuse_after_gp[i]);
		if (!first)
			continue;
		last = llist_tail(first, &cnt);
		/* Counted off reuse_cnt before onto free_cnt */
		atomic_long_sub(cnt, &c->reuse_cnt);
		/* Counting order: bpf_mem_alloc_gp_pending_bytes() */
		smp_mb__after_atomic();
		free_llist_splice(c, first, last, cnt);
		n += cnt;
	}
	return n;
}

/*
 * c's own batches whose GP completed, to free_llist, oldest first, whole,
 * until there are 'want' objects: under a steady load the refill irq_work
 * then runs a few times per GP rather than every c->batch allocations.
 * Called with c->lock held. Returns the number of objects.
 */
static int reuse_take_batches(struct bpf_mem_cache *c, int want)
{
	struct bpf_mem_gp_batch b;
	int i, n = 0;

	while (n < want && gp_pop(c, false, &b)) {
		/* Counting order: bpf_mem_alloc_gp_pending_bytes() */
		smp_wmb();
		free_llist_splice(c, b.first, b.last, b.cnt);
		n += b.cnt;
	}
	/* Was there one more to spare? */
	i = c->gp_cnt && poll_state_synchronize_rcu_full(&c->gp_batch[c->gp_head].gp);
	c->gp_spare_min = min(c->gp_spare_min, i);
	return n;
}

static void gp_reuse(struct bpf_mem_cache *c);

/* Mostly runs from irq_work except __init phase. */
static void alloc_bulk(struct bpf_mem_cache *c, int cnt, int node, bool atomic)
{
	struct mem_cgroup *memcg = NULL, *old_memcg;
	int i, extra, size, grow = 0;
	long waiting;
	gfp_t gfp;
	void *obj;

	gfp = __GFP_NOWARN | __GFP_ACCOUNT;
	gfp |= atomic ? GFP_NOWAIT : GFP_KERNEL;

	/* Completed batches of objects another cache allocated: to that cache */
	gp_reuse(c);

	/*
	 * Objects that went through a normal RCU GP first: what other cpus
	 * handed over, then c's own batches.
	 */
	WRITE_ONCE(c->reuse_demand, 1);
	i = reuse_take_lists(c);

	/*
	 * c->lock serializes concurrent llist_del_first() against
	 * llist_del_all() in __free_rcu() and do_call_rcu_ttrace().
	 */
	scoped_guard(raw_spinlock_irqsave, &c->lock) {
		if (i < cnt)
			i += reuse_take_batches(c, cnt - i);
		c->reuse_allowance = i;

		for (; i < cnt; i++) {
			obj = llist_del_first(&c->free_by_rcu_ttrace);
			if (!obj)
				break;
			add_obj_to_free_list(c, obj);
		}

		for (; i < cnt; i++) {
			obj = llist_del_first(&c->waiting_for_gp_ttrace);
			if (!obj)
				break;
			add_obj_to_free_list(c, obj);
		}
	}
	if (i >= cnt)
		return;

	/*
	 * Nothing left to reuse, but c's own objects wait for a GP: c grows
	 * towards a GP's worth of objects in flight, which it reuses from
	 * then on. Allocate a chunk that grows with what waits (up to
	 * GP_GROW_MAX objects or 16 KiB), or a percpu cache (batch 1) would
	 * raise an irq_work per allocation until its first batch completes.
	 * The chunk beyond c->batch counts in reuse_allowance.
	 */
	waiting = READ_ONCE(c->gp_objs);
	if (atomic && waiting && READ_ONCE(c->tgt) == c) {
		size = c->unit_size;
		if (c->percpu_size)
			size = size * num_possible_cpus() + c->percpu_size;
		extra = min_t(long, waiting / 16, min(GP_GROW_MAX, SZ_16K / size));
		if (extra > cnt)
			grow = extra - cnt;
	}

	memcg = get_memcg(c);
	old_memcg = set_active_memcg(memcg);
	for (cnt += grow; i < cnt; i++) {
		/* Allocate, but don't deplete atomic reserves that typical
		 * GFP_ATOMIC would do. irq_work runs on this cpu and kmalloc
		 * will allocate from the current numa node which is what we
		 * want here.
		 */
		obj = __alloc(c, node, gfp);
		if (!obj)
			break;
		add_obj_to_free_list(c, obj);
	}
	set_active_memcg(old_memcg);
	mem_cgroup_put(memcg);
	/* What the loop allocated beyond the original cnt */
	if (i > cnt - grow)
		c->reuse_allowance += i - (cnt - grow);
}

static void free_one(void *obj, bool percpu)
{
	if (percpu)
		free_percpu(((void __percpu **)obj)[1]);

	kfree(obj);
}

static int free_all(struct bpf_mem_cache *c, struct llist_node *llnode, bool percpu)
{
	struct llist_node *pos, *t;
	int cnt = 0;

	llist_for_each_safe(pos, t, llnode) {
		if (c->dtor)
			c->dtor((void *)pos + LLIST_NODE_SZ, c->dtor_ctx);
		free_one(pos, percpu);
		cnt++;
	}
	return cnt;
}

static void __do_call_rcu_ttrace(struct bpf_mem_cache *c);

static void __free_rcu(struct rcu_head *head)
{
	struct bpf_mem_cache *c = container_of(head, struct bpf_mem_cache, rcu_ttrace);
	struct llist_node *llnode;

	scoped_guard(raw_spinlock_irqsave, &c->lock)
		llnode = llist_del_all(&c->waiting_for_gp_ttrace);

	free_all(c, llnode, !!c->percpu_size);

	/*
	 * do_call_rcu_ttrace() that ran while GP was in flight left its objects
	 * in free_by_rcu_ttrace. This cache may never free or alloc in bulk
	 * again, so start the next GP from here.
	 * 'c' can be freed as soon as call_rcu_ttrace_in_progress is zero.
	 */
	if (atomic_cmpxchg(&c->call_rcu_ttrace_in_progress, 1, 0) == 1)
		return;

	/* Pairs with synchronize_rcu() in free_mem_alloc() */
	guard(rcu)();
	__do_call_rcu_ttrace(c);
}

static void enque_to_free(struct bpf_mem_cache *c, void *obj)
{
	struct llist_node *llnode = obj;

	/* bpf_mem_cache is a per-cpu object. Freeing happens in irq_work.
	 * Nothing races to add to free_by_rcu_ttrace list.
	 */
	llist_add(llnode, &c->free_by_rcu_ttrace);
}

static void __do_call_rcu_ttrace(struct bpf_mem_cache *c)
{
	struct llist_node *llnode, *t;

	/*
	 * Must be done before llist_del_all(). Objects that it misses were
	 * added by do_call_rcu_ttrace() that will set 2 after this store.
	 */
	atomic_set(&c->call_rcu_ttrace_in_progress, 1);

	WARN_ON_ONCE(!llist_empty(&c->waiting_for_gp_ttrace));
	llist_for_each_safe(llnode, t, llist_del_all(&c->free_by_rcu_ttrace))
		llist_add(llnode, &c->waiting_for_gp_ttrace);

	if (unlikely(READ_ONCE(c->draining))) {
		__free_rcu(&c->rcu_ttrace);
		return;
	}

	/*
	 * Use call_rcu_tasks_trace() to wait for sleepable progs to finish.
	 * RCU Tasks Trace grace period implies RCU grace period, so pass
	 * __free_rcu directly as the callback.
	 */
	call_rcu_tasks_trace(&c->rcu_ttrace, __free_rcu);
}

static void do_call_rcu_ttrace(struct bpf_mem_cache *c)
{
	struct llist_node *llnode;

	if (atomic_xchg(&c->call_rcu_ttrace_in_progress, 2)) {
		if (unlikely(READ_ONCE(c->draining))) {
			scoped_guard(raw_spinlock_irqsave, &c->lock)
				llnode = llist_del_all(&c->free_by_rcu_ttrace);
			free_all(c, llnode, !!c->percpu_size);
		}
		return;
	}

	__do_call_rcu_ttrace(c);
}

static void free_bulk(struct bpf_mem_cache *c)
{
	struct bpf_mem_cache *tgt = c->tgt;
	struct llist_node *llnode, *t;
	unsigned long flags;
	int cnt;

	WARN_ON_ONCE(tgt->unit_size != c->unit_size);
	WARN_ON_ONCE(tgt->percpu_size != c->percpu_size);

	do {
		inc_active(c, &flags);
		llnode = __llist_del_first(&c->free_llist);
		if (llnode)
			cnt = --c->free_cnt;
		else
			cnt = 0;
		dec_active(c, &flags);
		if (llnode)
			enque_to_free(tgt, llnode);
	} while (cnt > (c->high_watermark + c->low_watermark) / 2);

	/* and drain free_llist_extra */
	llist_for_each_safe(llnode, t, llist_del_all(&c->free_llist_extra))
		enque_to_free(tgt, llnode);
	do_call_rcu_ttrace(tgt);
}

static bool reuse_empty(struct bpf_mem_cache *c)
{
	return llist_empty(&c->reuse_after_gp[0]) &&
	       llist_empty(&c->reuse_after_gp[1]);
}

/* Move a list of objects to free_by_rcu_ttrace. Returns their count. */
static long enque_list_to_free(struct bpf_mem_cache *c, struct llist_node *first)
{
	struct llist_node *last;
	long cnt;

	if (!first)
		return 0;
	last = llist_tail(first, &cnt);
	llist_add_batch(first, last, &c->free_by_rcu_ttrace);
	return cnt;
}

/*
 * Objects on reuse_after_gp[] that nobody took are surplus. Send them to
 * free_by_rcu_ttrace, from where they go back to slab after an RCU tasks
 * trace GP, unless alloc_bulk() takes them back earlier.
 * With all == false only the older generation goes, and the generations
 * are flipped: what was added since the previous call gets one more tick.
 */
static void reuse_trim(struct bpf_mem_cache *c, bool all, bool refilled)
{
	struct llist_node *older, *newer = NULL;
	long cnt;

	/* The cache refilled since the last tick: nothing is surplus yet */
	if (!all && refilled)
		return;

	scoped_guard(raw_spinlock_irqsave, &c->lock) {
		older = llist_del_all(&c->reuse_after_gp[(c->reuse_gen + 1) & 1]);
		if (all)
			newer = llist_del_all(&c->reuse_after_gp[c->reuse_gen & 1]);
		else
			WRITE_ONCE(c->reuse_gen, c->reuse_gen + 1);
	}

	cnt = enque_list_to_free(c, older);
	cnt += enque_list_to_free(c, newer);
	if (!cnt)
		return;
	atomic_long_sub(cnt, &c->reuse_cnt);
	do_call_rcu_ttrace(c);
}

static void gp_trim(struct bpf_mem_cache *c);

/*
 * Have the owner cpu's irq_work run, from reuse_tick(). If the owner cpu is
 * offline, nothing runs: the objects wait for it or for
 * bpf_mem_alloc_destroy().
 */
static void owner_work_queue(struct bpf_mem_cache *c)
{
	/*
	 * c->lock orders this against mem_cache_start_draining(). With irqs
	 * off, a cpu seen active cannot go down before the work is queued (on
	 * PREEMPT_RT, like any irq_work raised there, the work may then wait
	 * for the cpu to come back if its irq_work thread parks first).
	 */
	guard(raw_spinlock_irqsave)(&c->lock);
	if (!READ_ONCE(c->draining) && cpu_active(c->cpu))
		irq_work_queue_on(&c->refill_work, c->cpu);
}

/*
 * unit_free_rcu() raises the irq_work that seals free_by_rcu into a batch only
 * when no batch waits or gp_batch_target objects wait there. So when the cpu
 * stops freeing, up to gp_batch_target objects stay on free_by_rcu, and once
 * the ring is empty nothing would seal them: let the owner cpu's irq_work do
 * it, so that they go through a GP and get trimmed as well.
 */
static void gp_seal_idle(struct bpf_mem_cache *c)
{
	if (READ_ONCE(c->gp_cnt))
		return;
	/* The owner cpu's counter and list: a racy check, rechecked there */
	if (!data_race(c->free_by_rcu_cnt) && llist_empty(&c->free_llist_extra_rcu))
		return;
	owner_work_queue(c);
}

/*
 * A refill leaves free_llist above high_watermark by what it reused after a
 * GP or allocated ahead (reuse_allowance), for the allocations to come. Once
 * the cache stops refilling, nothing would trim them: unit_free() and the
 * irq_work allow for them, and the next refill, which resets the allowance,
 * comes only when they are used up.
 */
static bool reuse_excess(struct bpf_mem_cache *c)
{
	/* Racy reads of the owner cpu's fields: an idle cache's are stable */
	return data_race(c->reuse_allowance && c->free_cnt > c->high_watermark) &&
	       cpu_active(c->cpu);
}

/*
 * No refill during a whole tick: have the owner cpu's irq_work drop the
 * allowance, so that free_bulk() trims free_llist to below high_watermark, as
 * it trims what unit_free() put there.
 */
static void reuse_shrink_idle(struct bpf_mem_cache *c)
{
	if (!reuse_excess(c))
		return;
	WRITE_ONCE(c->reuse_shrink, 1);
	owner_work_queue(c);
}

static void reuse_tick(struct rcu_head *head)
{
	struct bpf_mem_cache *c = container_of(head, struct bpf_mem_cache, rcu_reuse);
	bool draining, busy, refilled;

again:
	/*
	 * Objects and batches added before reuse_tick_arm() saw 1 here are
	 * visible to gp_trim(), reuse_trim() and the checks below; later ones
	 * set 2.
	 */
	atomic_xchg(&c->reuse_tick_in_progress, 1);
	draining = READ_ONCE(c->draining);
	/*
	 * If the ring or the lists were not empty, tick once more after they
	 * emptied: unit_free_rcu() may have missed that the ring emptied, and
	 * gp_seal_idle() the objects it freed meanwhile. A GP later, either
	 * the next tick sees those objects or unit_free_rcu() saw the empty
	 * ring and raised the irq_work itself. Tick also while free_llist
	 * holds a refill's allowance, until the cache has been idle for one.
	 */
	refilled = xchg(&c->reuse_demand, 0);
	busy = READ_ONCE(c->gp_cnt) || !reuse_empty(c) || reuse_excess(c);
	gp_trim(c);
	reuse_trim(c, draining, refilled);
	if (!draining) {
		gp_seal_idle(c);
		if (!refilled)
			reuse_shrink_idle(c);
	}
	/*
	 * Queue again while batches wait: check_free_by_rcu() relies on it to
	 * have the GPs of cookies it did not start requested.
	 */
	if (!draining && (busy || !reuse_empty(c) || READ_ONCE(c->gp_cnt))) {
		call_rcu_hurry(&c->rcu_reuse, reuse_tick);
		return;
	}

	/* 'c' can be freed as soon as reuse_tick_in_progress is zero. */
	if (atomic_cmpxchg(&c->reuse_tick_in_progress, 1, 0) == 1)
		return;

	/* reuse_tick_arm() saw more objects meanwhile */
	if (draining)
		goto again;
	call_rcu_hurry(&c->rcu_reuse, reuse_tick);
}

static void reuse_tick_arm(struct bpf_mem_cache *c);

/*
 * Called by another cpu's cache (irq_work or reuse_tick()) for objects that
 * went through a normal RCU GP: let 'c' hand them out again.
 */
static void reuse_add_batch(struct bpf_mem_cache *c, struct llist_node *first,
			    struct llist_node *last, long cnt)
{
	atomic_long_add(cnt, &c->reuse_cnt);
	llist_add_batch(first, last, &c->reuse_after_gp[READ_ONCE(c->reuse_gen) & 1]);

	/* Make sure reuse_tick() will trim what is not reused */
	reuse_tick_arm(c);
}

/*
 * Make sure reuse_tick() runs after the next GP: it polls c's batches waiting
 * for a GP and trims what waits on c's reuse lists. Any context but NMI.
 */
static void reuse_tick_arm(struct bpf_mem_cache *c)
{
	if (atomic_xchg(&c->reuse_tick_in_progress, 2))
		return;

	/* Pairs with synchronize_rcu() in free_mem_alloc() */
	guard(rcu)();
	if (unlikely(READ_ONCE(c->draining))) {
		/*
		 * bpf_mem_alloc_destroy() may have drained 'c' already.
		 * reuse_tick() sees 'draining' and frees everything.
		 */
		reuse_tick(&c->rcu_reuse);
		return;
	}
	call_rcu_hurry(&c->rcu_reuse, reuse_tick);
}

/*
 * Batches of objects that another cpu's cache allocated (as hinted by c->tgt)
 * go to that cache as soon as their GP completed: c may never allocate.
 * Batches of c's own objects stay on the ring, where alloc_bulk() takes them,
 * oldest first, and reuse_tick() trims those nobody took.
 */
static void gp_reuse(struct bpf_mem_cache *c)
{
	/* A hint, written by unit_free*() on c's cpu */
	struct bpf_mem_cache *tgt = READ_ONCE(c->tgt);
	struct llist_node *first, *last;
	long cnt;

	if (tgt == c)
		return;
	first = gp_take(c, false, &last, &cnt);
	if (!first)
		return;

	WARN_ON_ONCE(tgt->unit_size != c->unit_size);
	WARN_ON_ONCE(tgt->percpu_size != c->percpu_size);
	/* Counting order: bpf_mem_alloc_gp_pending_bytes() */
	smp_mb__before_atomic();
	reuse_add_batch(tgt, first, last, cnt);
}

/*
 * Called from reuse_tick(), about once per GP. If, at each of the last two
 * ticks, every refill since the tick before had found a spare batch whose GP
 * had completed, or there was no refill, the oldest batch is surplus if it was
 * ready at the last tick already: it goes to free_by_rcu_ttrace. One batch per
 * tick, so that the cache shrinks gradually and a burst of completions that
 * refills will need is not lost; but every such batch when no refill ran since
 * the last tick: with the ring full, the newest batch takes all that c frees
 * until the next trim, so one batch per tick would hold up to GP_BATCHES
 * ticks' worth of frees.
 */
static void gp_trim(struct bpf_mem_cache *c)
{
	struct llist_node *first = NULL, *last;
	struct bpf_mem_gp_batch *b, out;
	long cnt = 0;
	int i;

	if (READ_ONCE(c->tgt) != c) {
		gp_reuse(c);
		return;
	}

	scoped_guard(raw_spinlock_irqsave, &c->lock) {
		/* No refill since the last tick: c frees but hardly allocates */
		bool idle = c->gp_spare_min == INT_MAX;

		c->gp_spare_ticks = c->gp_spare_min ? min(c->gp_spare_ticks + 1, 2) : 0;
		c->gp_spare_min = INT_MAX;
		while (c->gp_spare_ticks >= 2 && c->gp_cnt &&
		       c->gp_batch[c->gp_head].ripe && gp_pop(c, false, &out)) {
			first = gp_chain(first, &last, &cnt, &out);
			if (!idle)
				break;
		}
		for (i = 0; i < c->gp_cnt; i++) {
			b = &c->gp_batch[(c->gp_head + i) % GP_BATCHES];
			if (!poll_state_synchronize_rcu_full(&b->gp))
				break;
			b->ripe = true;
		}
	}
	if (!first)
		return;
	llist_add_batch(first, last, &c->free_by_rcu_ttrace);
	do_call_rcu_ttrace(c);
}

static void check_free_by_rcu(struct bpf_mem_cache *c)
{
	struct llist_node *llnode, *t, *first, *last;
	struct bpf_mem_gp_batch *b;
	struct rcu_gp_oldstate gp;
	unsigned long flags;
	unsigned int seq;
	int cnt;

	/* drain free_llist_extra_rcu */
	if (unlikely(!llist_empty(&c->free_llist_extra_rcu))) {
		inc_active(c, &flags);
		llist_for_each_safe(llnode, t, llist_del_all(&c->free_llist_extra_rcu)) {
			if (__llist_add(llnode, &c->free_by_rcu))
				c->free_by_rcu_tail = llnode;
			c->free_by_rcu_cnt++;
		}
		dec_active(c, &flags);
	}

	gp_reuse(c);

	if (llist_empty(&c->free_by_rcu))
		return;

	/*
	 * With batches waiting, wait until this one is big enough: a few
	 * batches per GP, rather than one batch per GP (objects would wait
	 * up to two GPs) or one per object. unit_free_rcu() raises the
	 * irq_work at gp_batch_target; a refill that runs anyway takes half
	 * of it, which saves an irq_work when the cpu also allocates.
	 */
	cnt = READ_ONCE(c->gp_cnt);
	if (cnt && c->free_by_rcu_cnt < READ_ONCE(c->gp_batch_target) / 2)
		return;
	/*
	 * A batch already waits for a GP: objects pile up faster than GPs
	 * complete. Ask RCU to hurry up rather than let memory grow: this cpu
	 * reports a quiescent state at its next tick.
	 */
	if (cnt)
		rcu_request_urgent_qs_task(current);
	inc_active(c, &flags);
	first = __llist_del_all(&c->free_by_rcu);
	last = c->free_by_rcu_tail;
	cnt = c->free_by_rcu_cnt;
	c->free_by_rcu_cnt = 0;
	seq = c->free_rcu_seq;
	dec_active(c, &flags);

	if (unlikely(READ_ONCE(c->draining))) {
		free_all(c, first, !!c->percpu_size);
		return;
	}

	/*
	 * The objects were unlinked before unit_free_rcu(): they may be
	 * reused once a full GP has elapsed from here. No callback: whoever
	 * needs objects polls the GP state (gp_pop()).
	 *
	 * Ask RCU for that GP unless this cache's last request returned the
	 * same cookie. At once if the GP of the last request has not
	 * completed: RCU then starts the next GP as soon as that one ends,
	 * and the cache asks about once per GP. Otherwise only if the cache
	 * made no request this jiffy: where GPs end quickly (e.g. with one
	 * cpu online), a request per batch makes the GP kthread preempt the
	 * freeing task for every batch. A batch that requests no GP gets it
	 * all the same: reuse_tick_arm() below makes sure a reuse_tick()
	 * callback is pending, and reuse_tick() queues itself again while
	 * batches wait, so RCU keeps starting GPs until its cookie completes.
	 */
	get_state_synchronize_rcu_full(&gp);
	if (!same_state_synchronize_rcu_full(&gp, &c->gp_started) &&
	    (!poll_state_synchronize_rcu_full(&c->gp_started) ||
	     time_after(jiffies, c->gp_start_jiffies))) {
		c->gp_start_jiffies = jiffies;
		start_poll_synchronize_rcu_full(&gp);
		c->gp_started = gp;
	}

	scoped_guard(raw_spinlock_irqsave, &c->lock) {
		if (c->gp_cnt == GP_BATCHES) {
			/*
			 * Ring full: append to the newest batch, which then
			 * waits for this later GP. Its older objects wait a
			 * little longer, but nothing stays on free_by_rcu.
			 */
			b = &c->gp_batch[(c->gp_head + GP_BATCHES - 1) % GP_BATCHES];
			b->last->next = first;
			b->last = last;
			b->cnt += cnt;
		} else {
			b = &c->gp_batch[(c->gp_head + c->gp_cnt) % GP_BATCHES];
			b->first = first;
			b->last = last;
			b->cnt = cnt;
			b->seq = seq;
			WRITE_ONCE(c->gp_cnt, c->gp_cnt + 1);
		}
		b->gp = gp;
		b->ripe = false;
		WRITE_ONCE(c->gp_objs, c->gp_objs + cnt);
	}

	/* Poll after a GP even if this cpu stops allocating and freeing */
	reuse_tick_arm(c);
}

static void bpf_mem_refill(struct irq_work *work)
{
	struct bpf_mem_cache *c = container_of(work, struct bpf_mem_cache, refill_work);
	int cnt;

	/* reuse_tick() found no refill during a tick: reuse_shrink_idle() */
	if (READ_ONCE(c->reuse_shrink)) {
		WRITE_ONCE(c->reuse_shrink, 0);
		if (!READ_ONCE(c->reuse_demand))
			c->reuse_allowance = 0;
	}

	/* Racy access to free_cnt. It doesn't need to be 100% accurate */
	cnt = c->free_cnt;
	if (cnt < c->low_watermark) {
		/* irq_work runs on this cpu and kmalloc will allocate
		 * from the current numa node which is what we want here.
		 */
		alloc_bulk(c, c->batch, NUMA_NO_NODE, true);
		/* Trim the allowance once c stops refilling: reuse_excess() */
		if (c->reuse_allowance && c->free_cnt > c->high_watermark)
			reuse_tick_arm(c);
	} else if (cnt > c->high_watermark + c->reuse_allowance) {
		free_bulk(c);
	}

	check_free_by_rcu(c);
}

static void notrace irq_work_raise(struct bpf_mem_cache *c)
{
	irq_work_queue(&c->refill_work);
}

/* For typical bpf map case that uses bpf_mem_cache_alloc and single bucket
 * the freelist cache will be elem_size * 64 (or less) on each cpu.
 *
 * For bpf programs that don't have statically known allocation sizes and
 * assuming (low_mark + high_mark) / 2 as an average number of elements per
 * bucket and all buckets are used the total amount of memory in freelists
 * on each cpu will be:
 * 64*16 + 64*32 + 64*64 + 64*96 + 64*128 + 64*196 + 64*256 + 32*512 + 16*1024 + 8*2048 + 4*4096
 * == ~ 116 Kbyte using below heuristic.
 * Initialized, but unused bpf allocator (not bpf map specific one) will
 * consume ~ 11 Kbyte per cpu.
 * Typical case will be between 11K and 116K closer to 11K.
 * bpf progs can and should share bpf_mem_cache when possible.
 *
 * Percpu allocation is typically rare. To avoid potential unnecessary large
 * memory consumption, set low_mark = 1 and high_mark = 3, resulting in c->batch = 1.
 */
static void init_refill_work(struct bpf_mem_cache *c, int cpu)
{
	init_irq_work(&c->refill_work, bpf_mem_refill);
	c->cpu = cpu;
	c->gp_start_jiffies = jiffies - 1;
	get_completed_synchronize_rcu_full(&c->gp_started);
	if (c->percpu_size) {
		c->low_watermark = 1;
		c->high_watermark = 3;
	} else if (c->unit_size <= 256) {
		c->low_watermark = 32;
		c->high_watermark = 96;
	} else {
		/* When page_size == 4k, order-0 cache will have low_mark == 2
		 * and high_mark == 6 with batch alloc of 3 individual pages at
		 * a time.
		 * 8k allocs and above low == 1, high == 3, batch == 1.
		 */
		c->low_watermark = max(32 * 256 / c->unit_size, 1);
		c->high_watermark = max(96 * 256 / c->unit_size, 3);
	}
	c->batch = max((c->high_watermark - c->low_watermark) / 4 * 3, 1);

	c->gp_batch_target = c->batch;
	c->gp_spare_min = INT_MAX;
}

static void prefill_mem_cache(struct bpf_mem_cache *c, int cpu)
{
	int cnt = 1;

	/* To avoid consuming memory, for non-percpu allocation, assume that
	 * 1st run of bpf prog won't be doing more than 4 map_update_elem from
	 * irq disabled region if unit size is less than or equal to 256.
	 * For all other cases, let us just do one allocation.
	 */
	if (!c->percpu_size && c->unit_size <= 256)
		cnt = 4;
	alloc_bulk(c, cnt, cpu_to_node(cpu), false);
}

/* When size != 0 bpf_mem_cache for each cpu.
 * This is typical bpf hash map use case when all elements have equal size.
 *
 * When size == 0 allocate 11 bpf_mem_cache-s for each cpu, then rely on
 * kmalloc/kfree. Max allocation size is 4096 in this case.
 * This is bpf_dynptr and bpf_kptr use case.
 */
int bpf_mem_alloc_init(struct bpf_mem_alloc *ma, int size, bool percpu)
{
	struct bpf_mem_caches *cc; struct bpf_mem_caches __percpu *pcc;
	struct bpf_mem_cache *c; struct bpf_mem_cache __percpu *pc;
	struct obj_cgroup *objcg = NULL;
	int cpu, i, unit_size, percpu_size = 0;

	if (percpu && size == 0)
		return -EINVAL;

	/* room for llist_node and per-cpu pointer */
	if (percpu)
		percpu_size = LLIST_NODE_SZ + sizeof(void *);
	ma->percpu = percpu;

	if (size) {
		pc = __alloc_percpu_gfp(sizeof(*pc), 8, GFP_KERNEL);
		if (!pc)
			return -ENOMEM;

		if (!percpu)
			size += LLIST_NODE_SZ; /* room for llist_node */
		unit_size = size;

#ifdef CONFIG_MEMCG
		if (memcg_bpf_enabled())
			objcg = get_obj_cgroup_from_current();
#endif
		ma->objcg = objcg;

		for_each_possible_cpu(cpu) {
			c = per_cpu_ptr(pc, cpu);
			c->unit_size = unit_size;
			c->objcg = objcg;
			c->percpu_size = percpu_size;
			c->tgt = c;
			raw_spin_lock_init(&c->lock);
			init_refill_work(c, cpu);
			prefill_mem_cache(c, cpu);
		}
		ma->cache = pc;
		return 0;
	}

	pcc = __alloc_percpu_gfp(sizeof(*cc), 8, GFP_KERNEL);
	if (!pcc)
		return -ENOMEM;
#ifdef CONFIG_MEMCG
	objcg = get_obj_cgroup_from_current();
#endif
	ma->objcg = objcg;
	for_each_possible_cpu(cpu) {
		cc = per_cpu_ptr(pcc, cpu);
		for (i = 0; i < NUM_CACHES; i++) {
			c = &cc->cache[i];
			c->unit_size = sizes[i];
			c->objcg = objcg;
			c->percpu_size = percpu_size;
			c->tgt = c;
			raw_spin_lock_init(&c->lock);
			init_refill_work(c, cpu);
			prefill_mem_cache(c, cpu);
		}
	}

	ma->caches = pcc;
	return 0;
}

int bpf_mem_alloc_percpu_init(struct bpf_mem_alloc *ma, struct obj_cgroup *objcg)
{
	struct bpf_mem_caches __percpu *pcc;

	pcc = __alloc_percpu_gfp(sizeof(struct bpf_mem_caches), 8, GFP_KERNEL);
	if (!pcc)
		return -ENOMEM;

	ma->caches = pcc;
	ma->objcg = objcg;
	ma->percpu = true;
	return 0;
}

int bpf_mem_alloc_percpu_unit_init(struct bpf_mem_alloc *ma, int size)
{
	struct bpf_mem_caches *cc; struct bpf_mem_caches __percpu *pcc;
	int cpu, i, unit_size, percpu_size;
	struct obj_cgroup *objcg;
	struct bpf_mem_cache *c;

	i = bpf_mem_cache_idx(size);
	if (i < 0)
		return -EINVAL;

	/* room for llist_node and per-cpu pointer */
	percpu_size = LLIST_NODE_SZ + sizeof(void *);

	unit_size = sizes[i];
	objcg = ma->objcg;
	pcc = ma->caches;

	for_each_possible_cpu(cpu) {
		cc = per_cpu_ptr(pcc, cpu);
		c = &cc->cache[i];
		if (c->unit_size)
			break;

		c->unit_size = unit_size;
		c->objcg = objcg;
		c->percpu_size = percpu_size;
		c->tgt = c;
		raw_spin_lock_init(&c->lock);
		init_refill_work(c, cpu);
		prefill_mem_cache(c, cpu);
	}

	return 0;
}

static void drain_mem_cache(struct bpf_mem_cache *c)
{
	bool percpu = !!c->percpu_size;
	struct llist_node *last;
	long cnt;

	/* No progs are using this bpf_mem_cache, but htab_map_free() called
	 * bpf_mem_cache_free() for all remaining elements and they can be in
	 * free_by_rcu_ttrace or in waiting_for_gp_ttrace lists, so drain those lists now.
	 *
	 * Except for gp_batch[] (under c->lock), waiting_for_gp_ttrace and
	 * reuse_after_gp[] lists, there are no concurrent operations on these
	 * lists, so it is safe to use __llist_del_all(). RCU callbacks that
	 * still run may race with llist_del_all() on the others, but they do
	 * not use llist_del_first(), and they free what they find once they
	 * see 'draining'.
	 */
	free_all(c, llist_del_all(&c->free_by_rcu_ttrace), percpu);
	free_all(c, llist_del_all(&c->waiting_for_gp_ttrace), percpu);
	free_all(c, __llist_del_all(&c->free_llist), percpu);
	free_all(c, __llist_del_all(&c->free_llist_extra), percpu);
	free_all(c, __llist_del_all(&c->free_by_rcu), percpu);
	free_all(c, __llist_del_all(&c->free_llist_extra_rcu), percpu);
	free_all(c, gp_take(c, true, &last, &cnt), percpu);
	free_all(c, llist_del_all(&c->reuse_after_gp[0]), percpu);
	free_all(c, llist_del_all(&c->reuse_after_gp[1]), percpu);
	c->free_by_rcu_cnt = 0;
	atomic_long_set(&c->reuse_cnt, 0);
}

static void check_mem_cache(struct bpf_mem_cache *c)
{
	WARN_ON_ONCE(!llist_empty(&c->free_by_rcu_ttrace));
	WARN_ON_ONCE(!llist_empty(&c->waiting_for_gp_ttrace));
	WARN_ON_ONCE(!llist_empty(&c->free_llist));
	WARN_ON_ONCE(!llist_empty(&c->free_llist_extra));
	WARN_ON_ONCE(!llist_empty(&c->free_by_rcu));
	WARN_ON_ONCE(!llist_empty(&c->free_llist_extra_rcu));
	WARN_ON_ONCE(c->gp_cnt);
	WARN_ON_ONCE(!llist_empty(&c->reuse_after_gp[0]));
	WARN_ON_ONCE(!llist_empty(&c->reuse_after_gp[1]));
}

static void check_leaked_objs(struct bpf_mem_alloc *ma)
{
	struct bpf_mem_caches *cc;
	struct bpf_mem_cache *c;
	int cpu, i;

	if (ma->cache) {
		for_each_possible_cpu(cpu) {
			c = per_cpu_ptr(ma->cache, cpu);
			check_mem_cache(c);
		}
	}
	if (ma->caches) {
		for_each_possible_cpu(cpu) {
			cc = per_cpu_ptr(ma->caches, cpu);
			for (i = 0; i < NUM_CACHES; i++) {
				c = &cc->cache[i];
				check_mem_cache(c);
			}
		}
	}
}

static void free_mem_alloc_no_barrier(struct bpf_mem_alloc *ma)
{
	/* We can free dtor ctx only once all callbacks are done using it. */
	if (ma->dtor_ctx_free)
		ma->dtor_ctx_free(ma->dtor_ctx);
	check_leaked_objs(ma);
	free_percpu(ma->cache);
	free_percpu(ma->caches);
	ma->cache = NULL;
	ma->caches = NULL;
}

static void free_mem_alloc(struct bpf_mem_alloc *ma)
{
	/*
	 * gp_batch[] and waiting_for_gp_ttrace lists were drained, but RCU
	 * callbacks might still execute. Wait for them.
	 *
	 * rcu_barrier_tasks_trace() doesn't imply synchronize_rcu_tasks_trace(),
	 * but rcu_barrier_tasks_trace() and rcu_barrier() below are only used
	 * to wait for the pending reuse_tick() and __free_rcu(). RCU Tasks
	 * Trace grace period implies RCU grace period, so all __free_rcu don't
	 * need extra call_rcu() (and thus extra rcu_barrier() here).
	 *
	 * __free_rcu() and reuse_tick() queue themselves again, and
	 * reuse_tick() of one cache may queue another's (reuse_add_batch()),
	 * unless they see 'draining'. They run in RCU read-side critical
	 * sections. After synchronize_rcu() they either did that already or
	 * will not do it, so rcu_barrier() and rcu_barrier_tasks_trace()
	 * cannot miss them. reuse_tick() seeing 'draining' frees through
	 * do_call_rcu_ttrace(), which does not queue call_rcu_tasks_trace()
	 * then.
	 */
	synchronize_rcu();
	rcu_barrier(); /* wait for reuse_tick */
	rcu_barrier_tasks_trace(); /* wait for __free_rcu */
	free_mem_alloc_no_barrier(ma);
}

static void free_mem_alloc_deferred(struct work_struct *work)
{
	struct bpf_mem_alloc *ma = container_of(work, struct bpf_mem_alloc, work);

	free_mem_alloc(ma);
	kfree(ma);
}

static void destroy_mem_alloc(struct bpf_mem_alloc *ma, int rcu_in_progress)
{
	struct bpf_mem_alloc *copy;

	if (!rcu_in_progress) {
		/* Fast path. No callbacks are pending, hence no need to do
		 * rcu_barrier-s.
		 */
		free_mem_alloc_no_barrier(ma);
		return;
	}

	copy = kmemdup(ma, sizeof(*ma), GFP_KERNEL);
	if (!copy) {
		/* Slow path with inline barrier-s */
		free_mem_alloc(ma);
		return;
	}

	/* Defer barriers into worker to let the rest of map memory to be freed */
	memset(ma, 0, sizeof(*ma));
	INIT_WORK(&copy->work, free_mem_alloc_deferred);
	queue_work(system_dfl_wq, &copy->work);
}

/*
 * Under c->lock: owner_work_queue() (gp_seal_idle(), reuse_shrink_idle()) then
 * either sees 'draining' or has queued the refill_work already, which the
 * irq_work_sync() that follows waits for.
 */
static void mem_cache_start_draining(struct bpf_mem_cache *c)
{
	/* A cache that bpf_mem_alloc_percpu_unit_init() did not set up */
	if (!c->unit_size)
		return;
	guard(raw_spinlock_irqsave)(&c->lock);
	WRITE_ONCE(c->draining, true);
}

void bpf_mem_alloc_destroy(struct bpf_mem_alloc *ma)
{
	struct bpf_mem_caches *cc;
	struct bpf_mem_cache *c;
	int cpu, i, rcu_in_progress;

	if (ma->cache) {
		rcu_in_progress = 0;
		for_each_possible_cpu(cpu) {
			c = per_cpu_ptr(ma->cache, cpu);
			mem_cache_start_draining(c);
			irq_work_sync(&c->refill_work);
			drain_mem_cache(c);
			rcu_in_progress += atomic_read(&c->call_rcu_ttrace_in_progress);
			rcu_in_progress += atomic_read(&c->reuse_tick_in_progress);
		}
		obj_cgroup_put(ma->objcg);
		destroy_mem_alloc(ma, rcu_in_progress);
	}
	if (ma->caches) {
		rcu_in_progress = 0;
		for_each_possible_cpu(cpu) {
			cc = per_cpu_ptr(ma->caches, cpu);
			for (i = 0; i < NUM_CACHES; i++) {
				c = &cc->cache[i];
				mem_cache_start_draining(c);
				irq_work_sync(&c->refill_work);
				drain_mem_cache(c);
				rcu_in_progress += atomic_read(&c->call_rcu_ttrace_in_progress);
				rcu_in_progress += atomic_read(&c->reuse_tick_in_progress);
			}
		}
		obj_cgroup_put(ma->objcg);
		destroy_mem_alloc(ma, rcu_in_progress);
	}
}

/* notrace is necessary here and in other functions to make sure
 * bpf programs cannot attach to them and cause llist corruptions.
 */
static void notrace *unit_alloc(struct bpf_mem_cache *c)
{
	struct llist_node *llnode = NULL;
	unsigned long flags;
	int cnt = 0;

	/* Disable irqs to prevent the following race for majority of prog types:
	 * prog_A
	 *   bpf_mem_alloc
	 *      preemption or irq -> prog_B
	 *        bpf_mem_alloc
	 *
	 * but prog_B could be a perf_event NMI prog.
	 * Use per-cpu 'active' counter to order free_list access between
	 * unit_alloc/unit_free/bpf_mem_refill.
	 */
	local_irq_save(flags);
	if (local_inc_return(&c->active) == 1) {
		llnode = __llist_del_first(&c->free_llist);
		if (llnode) {
			cnt = --c->free_cnt;
			*(struct bpf_mem_cache **)llnode = c;
		}
	}
	local_dec(&c->active);

	WARN_ON(cnt < 0);

	if (cnt < c->low_watermark)
		irq_work_raise(c);
	/* Enable IRQ after the enqueue of irq work completes, so irq work
	 * will run after IRQ is enabled and free_llist may be refilled by
	 * irq work before other task preempts current task.
	 */
	local_irq_restore(flags);

	return llnode;
}

/* Though 'ptr' object could have been allocated on a different cpu
 * add it to the free_llist of the current cpu.
 * Let kfree() logic deal with it when it's later called from irq_work.
 */
static void notrace unit_free(struct bpf_mem_cache *c, void *ptr)
{
	struct llist_node *llnode = ptr - LLIST_NODE_SZ;
	unsigned long flags;
	int cnt = 0;

	BUILD_BUG_ON(LLIST_NODE_SZ > 8);

	/*
	 * Remember bpf_mem_cache that allocated this object.
	 * The hint is not accurate.
	 */
	WRITE_ONCE(c->tgt, *(struct bpf_mem_cache **)llnode);

	local_irq_save(flags);
	if (local_inc_return(&c->active) == 1) {
		__llist_add(llnode, &c->free_llist);
		cnt = ++c->free_cnt;
	} else {
		/* unit_free() cannot fail. Therefore add an object to atomic
		 * llist. free_bulk() will drain it. Though free_llist_extra is
		 * a per-cpu list we have to use atomic llist_add here, since
		 * it also can be interrupted by bpf nmi prog that does another
		 * unit_free() into the same free_llist_extra.
		 */
		llist_add(llnode, &c->free_llist_extra);
	}
	local_dec(&c->active);

	/*
	 * What a refill reused after a GP, or allocated ahead while objects
	 * wait for one, is not excess (alloc_bulk())
	 */
	if (cnt > c->high_watermark + c->reuse_allowance)
		/* free few objects from current cpu into global kmalloc pool */
		irq_work_raise(c);
	/* Enable IRQ after irq_work_raise() completes, otherwise when current
	 * task is preempted by task which does unit_alloc(), unit_alloc() may
	 * return NULL unexpectedly because irq work is already pending but can
	 * not been triggered and free_llist can not be refilled timely.
	 */
	local_irq_restore(flags);
}

static void notrace unit_free_rcu(struct bpf_mem_cache *c, void *ptr)
{
	struct llist_node *llnode = ptr - LLIST_NODE_SZ;
	unsigned long flags;
	int cnt = 0;

	WRITE_ONCE(c->tgt, *(struct bpf_mem_cache **)llnode);

	local_irq_save(flags);
	if (local_inc_return(&c->active) == 1) {
		if (__llist_add(llnode, &c->free_by_rcu))
			c->free_by_rcu_tail = llnode;
		cnt = ++c->free_by_rcu_cnt;
		c->free_rcu_seq++;
	} else {
		llist_add(llnode, &c->free_llist_extra_rcu);
	}
	local_dec(&c->active);

	/* Queue a batch when none waits, or when it is big enough */
	if (!READ_ONCE(c->gp_cnt) || cnt >= READ_ONCE(c->gp_batch_target))
		irq_work_raise(c);
	local_irq_restore(flags);
}

/* Called from BPF program or from sys_bpf syscall.
 * In both cases migration is disabled.
 */
void notrace *bpf_mem_alloc(struct bpf_mem_alloc *ma, size_t size)
{
	int idx;
	void *ret;

	if (!size)
		return NULL;

	if (!ma->percpu)
		size += LLIST_NODE_SZ;
	idx = bpf_mem_cache_idx(size);
	if (idx < 0)
		return NULL;

	ret = unit_alloc(this_cpu_ptr(ma->caches)->cache + idx);
	return !ret ? NULL : ret + LLIST_NODE_SZ;
}

void notrace bpf_mem_free(struct bpf_mem_alloc *ma, void *ptr)
{
	struct bpf_mem_cache *c;
	int idx;

	if (!ptr)
		return;

	c = *(void **)(ptr - LLIST_NODE_SZ);
	idx = bpf_mem_cache_idx(c->unit_size);
	if (WARN_ON_ONCE(idx < 0))
		return;

	unit_free(this_cpu_ptr(ma->caches)->cache + idx, ptr);
}

void notrace bpf_mem_free_rcu(struct bpf_mem_alloc *ma, void *ptr)
{
	struct bpf_mem_cache *c;
	int idx;

	if (!ptr)
		return;

	c = *(void **)(ptr - LLIST_NODE_SZ);
	idx = bpf_mem_cache_idx(c->unit_size);
	if (WARN_ON_ONCE(idx < 0))
		return;

	unit_free_rcu(this_cpu_ptr(ma->caches)->cache + idx, ptr);
}

void notrace *bpf_mem_cache_alloc(struct bpf_mem_alloc *ma)
{
	void *ret;

	ret = unit_alloc(this_cpu_ptr(ma->cache));
	return !ret ? NULL : ret + LLIST_NODE_SZ;
}

void notrace bpf_mem_cache_free(struct bpf_mem_alloc *ma, void *ptr)
{
	if (!ptr)
		return;

	unit_free(this_cpu_ptr(ma->cache), ptr);
}

void notrace bpf_mem_cache_free_rcu(struct bpf_mem_alloc *ma, void *ptr)
{
	if (!ptr)
		return;

	unit_free_rcu(this_cpu_ptr(ma->cache), ptr);
}

/* Directly does a kfree() without putting 'ptr' back to the free_llist
 * for reuse and without waiting for a rcu_tasks_trace gp.
 * The caller must first go through the rcu_tasks_trace gp for 'ptr'
 * before calling bpf_mem_cache_raw_free().
 * It could be used when the rcu_tasks_trace callback does not have
 * a hold on the original bpf_mem_alloc object that allocated the
 * 'ptr'. This should only be used in the uncommon code path.
 * Otherwise, the bpf_mem_alloc's free_llist cannot be refilled
 * and may affect performance.
 */
void bpf_mem_cache_raw_free(void *ptr)
{
	if (!ptr)
		return;

	kfree(ptr - LLIST_NODE_SZ);
}

/* When flags == GFP_KERNEL, it signals that the caller will not cause
 * deadlock when using kmalloc. bpf_mem_cache_alloc_flags() will use
 * kmalloc if the free_llist is empty.
 */
void notrace *bpf_mem_cache_alloc_flags(struct bpf_mem_alloc *ma, gfp_t flags)
{
	struct bpf_mem_cache *c;
	void *ret;

	c = this_cpu_ptr(ma->cache);

	ret = unit_alloc(c);
	if (!ret && flags == GFP_KERNEL) {
		struct mem_cgroup *memcg, *old_memcg;

		memcg = get_memcg(c);
		old_memcg = set_active_memcg(memcg);
		ret = __alloc(c, NUMA_NO_NODE, GFP_KERNEL | __GFP_NOWARN | __GFP_ACCOUNT);
		if (ret)
			*(struct bpf_mem_cache **)ret = c;
		set_active_memcg(old_memcg);
		mem_cgroup_put(memcg);
	}

	return !ret ? NULL : ret + LLIST_NODE_SZ;
}

/*
 * Where objects freed with bpf_mem_[cache_]free_rcu() are counted, in the
 * reverse order of their way back to reuse: bpf_mem_alloc_gp_pending_bytes()
 */
enum gp_pending_stage {
	GP_PENDING_FREE_LLIST,	/* free_cnt above high_watermark */
	GP_PENDING_REUSE,	/* reuse_cnt: the reuse lists */
	GP_PENDING_RING,	/* gp_objs: the batches on the ring */
	GP_PENDING_FREE_BY_RCU,	/* free_by_rcu_cnt */
	GP_PENDING_STAGES,
};

static u64 cache_gp_pending_bytes(struct bpf_mem_cache *c, enum gp_pending_stage stage)
{
	long cnt;
	u64 size;

	if (!c->unit_size)
		return 0;

	switch (stage) {
	case GP_PENDING_FREE_LLIST:
		/* What the last refill took beyond high_watermark */
		cnt = READ_ONCE(c->free_cnt) - c->high_watermark;
		break;
	case GP_PENDING_REUSE:
		cnt = atomic_long_read(&c->reuse_cnt);
		break;
	case GP_PENDING_RING:
		cnt = READ_ONCE(c->gp_objs);
		break;
	default:
		/* The owner cpu's counter */
		cnt = data_race(c->free_by_rcu_cnt);
		break;
	}
	if (cnt <= 0)
		return 0;

	size = c->unit_size;
	if (c->percpu_size)
		size = size * num_possible_cpus() + c->percpu_size;
	return size * cnt;
}

static u64 ma_gp_pending_bytes(const struct bpf_mem_alloc *ma, enum gp_pending_stage stage)
{
	struct bpf_mem_caches *cc;
	u64 bytes = 0;
	int cpu, i;

	if (ma->cache) {
		for_each_possible_cpu(cpu)
			bytes += cache_gp_pending_bytes(per_cpu_ptr(ma->cache, cpu), stage);
	}
	if (ma->caches) {
		for_each_possible_cpu(cpu) {
			cc = per_cpu_ptr(ma->caches, cpu);
			for (i = 0; i < NUM_CACHES; i++)
				bytes += cache_gp_pending_bytes(&cc->cache[i], stage);
		}
	}
	return bytes;
}

/*
 * Bytes held by objects freed with bpf_mem_[cache_]free_rcu() that are
 * waiting for an RCU GP, or went through it and are parked for reuse: on
 * the reuse lists, or on free_llist above high_watermark. They are not
 * accounted as live objects, and free_llist up to high_watermark is not
 * counted, as before.
 *
 * Racy reads: an estimate. An object goes from free_by_rcu to the ring, to
 * a reuse list (maybe another cache's) and to free_llist, and is counted off
 * its old place before it is counted on the new one, with a barrier between
 * (the smp_mb() in get_state_synchronize_rcu_full() in check_free_by_rcu(),
 * then smp_wmb() or smp_mb__{before,after}_atomic()). Reading all caches'
 * counters stage by stage in the opposite order, with smp_rmb() between, an
 * object may be missed for a moment but is never counted twice.
 */
u64 bpf_mem_alloc_gp_pending_bytes(const struct bpf_mem_alloc *ma)
{
	enum gp_pending_stage stage;
	u64 bytes = 0;

	for (stage = 0; stage < GP_PENDING_STAGES; stage++) {
		bytes += ma_gp_pending_bytes(ma, stage);
		/* Pairs with the writers' barriers above */
		smp_rmb();
	}
	return bytes;
}

int bpf_mem_alloc_check_size(bool percpu, size_t size)
{
	/* The size of percpu allocation doesn't have LLIST_NODE_SZ overhead */
	if ((percpu && size > BPF_MEM_ALLOC_SIZE_MAX) ||
	    (!percpu && size > BPF_MEM_ALLOC_SIZE_MAX - LLIST_NODE_SZ))
		return -E2BIG;

	return 0;
}

void bpf_mem_alloc_set_dtor(struct bpf_mem_alloc *ma, void (*dtor)(void *obj, void *ctx),
			    void (*dtor_ctx_free)(void *ctx), void *ctx)
{
	struct bpf_mem_caches *cc;
	struct bpf_mem_cache *c;
	int cpu, i;

	ma->dtor_ctx_free = dtor_ctx_free;
	ma->dtor_ctx = ctx;

	if (ma->cache) {
		for_each_possible_cpu(cpu) {
			c = per_cpu_ptr(ma->cache, cpu);
			c->dtor = dtor;
			c->dtor_ctx = ctx;
		}
	}
	if (ma->caches) {
		for_each_possible_cpu(cpu) {
			cc = per_cpu_ptr(ma->caches, cpu);
			for (i = 0; i < NUM_CACHES; i++) {
				c = &cc->cache[i];
				c->dtor = dtor;
				c->dtor_ctx = ctx;
			}
		}
	}
}
