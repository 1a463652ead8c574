#!/usr/bin/env python3
"""Apply an experiment to kernel/bpf/memalloc.c of a kernel tree (in place).

    ci/dev/variant.py FILE VARIANT[,VARIANT...]

Variants (experiments of EXPERIMENTS.md, not for submission):
  none      the series as is
  urg=N     ask for an urgent quiescent state only once N batches wait
            (the series: N=1; urg=32 is 'only when the ring is full')
  fifo=N    replace the grace period by a count: a batch may be reused after
            N more frees on its cpu. NOT SAFE: it measures what delayed reuse
            costs without any RCU machinery.
  fifogp=N  fifo=N, but still start a GP per batch and ask for urgent
            quiescent states while batches wait, as the series does: the
            series' RCU load with count-based reuse. NOT SAFE either.
  imm       bpf_mem_[cache_]free_rcu() reuse at once, as bpf_mem_free():
            the series' code with base's reuse. NOT SAFE: it measures what
            the rest of the series costs (struct, code and its placement).
  delay=N   imm, plus a ring of N objects per cache (72-byte units: the
            htab-mem and map_perf_test elements) in unit_free(): an object
            freed goes to free_llist only after N more frees on its cpu,
            with no batches, irq_work or RCU. NOT SAFE: it measures what
            reusing an object freed N frees ago instead of the one just
            freed costs by itself (cache locality).
  spare=N   once no refill ran for N ticks in a row, trim every completed
            batch that was ready at the last tick already (the series: N=2)
  div=N     batches of 1/N of what a cache frees during a GP (the series:
            N=16): smaller batches, more irq_works
  batch=N   batches of N objects, whatever the GP length (fifo=N,batch=M:
            reuse distance and irq_work rate set apart)
  ring=N    room for N batches per cache (the series: GP_BATCHES 32); with
            the ring full, new objects join the newest batch
  nolists   objects freed on another cpu than the one that allocated them
            go, once their GP completed, to the allocating cache's
            free_by_rcu_ttrace (taken back one by one by its refills, or
            returned to slab after an RCU tasks trace GP), as in patch 2
            alone: what patch 3's reuse lists buy (safe)
  nochunk   alloc_bulk() allocates c->batch objects per refill while the
            cache's own objects wait for a GP, as in patch 4 (safe): what
            patch 5's chunks buy
  gpevery   every batch sealed starts a GP (safe; where GPs are short,
            e.g. 1 vCPU, the GP kthread then preempts the freeing task per
            batch: what patch 2's GP-start test avoids)
  gpnever   no batch starts a GP: reuse_tick()'s call_rcu_hurry() requests
            them all (safe)
  gpjiffy   a batch starts a GP at most once a jiffy per cache, even while
            the GP the cache started last still runs (safe; revision G:
            the next GP then starts only when reuse_tick() or another
            cache asks for it; within one boot it ran and held objects
            as the series does)
  sealfull  seal a batch only once gp_batch_target objects wait (the
            irq_work at half of it), also when no batch waits: no small
            batches sealed because the ring happened to be empty (safe,
            but objects left below the target when the load stops wait
            for the next free or for bpf_mem_alloc_destroy(); to see
            whether such batches drive map_perf_test 8's irq_works with
            one vCPU)
  knobs     the series plus module parameters (/sys/module/memalloc/
            parameters/) that switch the above at run time, for comparisons
            within one boot (ci/dev/inboot.sh): dev_imm (imm), dev_delay
            (delay=N with dev_imm=1; sizes the ring when a map is created,
            and a smaller value later shortens the distance in use; with
            dev_delay_pcpu=1 also on percpu caches, i.e. PERCPU_HASH's
            values, not only on 72-byte units) and dev_div
            (div=N, default 16), dev_gpjiffy (gpjiffy), dev_urg (0: no
            urgent quiescent-state requests, urg=N's N=infinity; 1: the
            series; 2: at most one request per GP and cache, when a batch
            sealed while others wait gets a cookie the cache has not asked
            for yet; 3: at every batch sealed, also with none waiting),
            dev_ring_off (unit_free() bypasses the delay rings, which
            stay allocated: imm and delay=N alternate within one map's life),
            dev_spare (spare=N, default 2),
            dev_extra (N extra no-op irq_works, one after the other, per
            batch sealed: what an irq_work costs), dev_lifo (unit_free_rcu()
            pushes onto free_by_rcu, as before the series appended, so that
            a batch's objects come back last freed first; a mask: 1 caches
            of objects, 2 percpu caches, 3 both), dev_pfw
            (unit_alloc() stores to the payload of the next free object, a
            prefetch that TCG executes: the next allocation then does not
            load a cold object's llnode; NOT SAFE outside the series' GP
            reuse, and not for objects whose payload must persist),
            dev_gpload (one call_rcu_hurry() callback that queues itself
            again while set: grace periods back to back at no allocator
            cost, e.g. to put the series' GP load on the floor),
            dev_keepb (K, default 3, the series' GP_SPARE_TARGETS: at
            each reuse_tick() trim the oldest completed batches while the
            fewest completed objects any refill since the last tick left on
            the ring, less what is trimmed, stays >= K x the cache's
            gp_batch_target), dev_keep (N >= 0: the same with N objects
            instead; -1, the default, uses dev_keepb).
            NOT SAFE with dev_imm=1. Combines with stages (knobs,stages).
  stages    the series plus a once a second pr_info() (" MA " lines, caches
            of 72-byte units, i.e. bench htab-mem's and map_perf_test's
            elements, and percpu caches, i.e. PERCPU_HASH values) with the
            objects in each stage, averaged over the reuse_tick()s of that
            second: free_llist, free_by_rcu, batches waiting for their GP,
            batches whose GP completed, the ttrace lists (trimmed objects
            waiting for an RCU tasks trace GP); and the kmalloc()ed,
            trimmed, refill and seal (batches queued) counts. ab.sh prints
            them. Sampled in reuse_tick(), i.e. just after a GP completed:
            'done' is at its peak, 'wait' at its low.
"""
import re
import sys


# check_free_by_rcu()'s GP-start test (gpevery, gpnever, gpjiffy, knobs)
GP_START_TEST = ("\tif (!same_state_synchronize_rcu_full(&gp, &c->gp_started) &&\n"
                 "\t    (!poll_state_synchronize_rcu_full(&c->gp_started) ||\n"
                 "\t     time_after(jiffies, c->gp_start_jiffies))) {\n")

# The 'stages' variant: (old, new) replacements in memalloc.c
STAGES = []


def _stage(old, new):
    STAGES.append((old, new))


_stage('''	atomic_t reuse_tick_in_progress;
''', '''	atomic_t reuse_tick_in_progress;
	unsigned long dbg_next, dbg_n, dbg_free, dbg_fbr, dbg_wait, dbg_done, dbg_reuse, dbg_tt, dbg_kmalloc, dbg_trim, dbg_refill, dbg_seal, dbg_wait2;
''')
_stage('''		obj = __alloc(c, node, gfp);
		if (!obj)
			break;
''', '''		obj = __alloc(c, node, gfp);
		if (!obj)
			break;
		c->dbg_kmalloc++;
''')
_stage('''	WRITE_ONCE(c->reuse_demand, 1);
	i = reuse_take_lists(c);
''', '''	WRITE_ONCE(c->reuse_demand, 1);
	c->dbg_refill++;
	i = reuse_take_lists(c);
''')
_stage('''	seq = c->free_rcu_seq;
	dec_active(c, &flags);
''', '''	seq = c->free_rcu_seq;
	dec_active(c, &flags);
	c->dbg_seal++;
''')
_stage('''	if (!first)
		return;
	llist_add_batch(first, last, &c->free_by_rcu_ttrace);
''', '''	if (!first)
		return;
	c->dbg_trim += cnt;
	llist_add_batch(first, last, &c->free_by_rcu_ttrace);
''')
_stage('''	atomic_xchg(&c->reuse_tick_in_progress, 1);
	draining = READ_ONCE(c->draining);
''', '''	atomic_xchg(&c->reuse_tick_in_progress, 1);
	draining = READ_ONCE(c->draining);
	if (!draining && (c->unit_size == 72 || c->percpu_size)) {
		unsigned long wait = 0, done = 0, tt = 0, fl;
		struct rcu_gp_oldstate now;
		struct llist_node *pos;
		int k;

		get_state_synchronize_rcu_full(&now);
		raw_spin_lock_irqsave(&c->lock, fl);
		for (k = 0; k < c->gp_cnt; k++) {
			struct bpf_mem_gp_batch *bb = &c->gp_batch[(c->gp_head + k) % GP_BATCHES];

			if (poll_state_synchronize_rcu_full(&bb->gp)) {
				done += bb->cnt;
			} else {
				wait += bb->cnt;
				if (same_state_synchronize_rcu_full(&bb->gp, &now))
					c->dbg_wait2 += bb->cnt;
			}
		}
		/* debug only: bounded walks of the ttrace lists */
		for (pos = READ_ONCE(c->free_by_rcu_ttrace.first); pos && tt < 200000; pos = READ_ONCE(pos->next))
			tt++;
		for (pos = READ_ONCE(c->waiting_for_gp_ttrace.first); pos && tt < 400000; pos = READ_ONCE(pos->next))
			tt++;
		raw_spin_unlock_irqrestore(&c->lock, fl);
		c->dbg_n++;
		c->dbg_free += data_race(c->free_cnt);
		c->dbg_fbr += data_race(c->free_by_rcu_cnt);
		c->dbg_wait += wait;
		c->dbg_done += done;
		c->dbg_reuse += atomic_long_read(&c->reuse_cnt);
		c->dbg_tt += tt;
		if (time_after(jiffies, c->dbg_next)) {
			c->dbg_next = jiffies + HZ;
			pr_info("MA %px n %lu free %lu fbr %lu wait %lu done %lu reuse %lu ttrace %lu target %d wait2 %lu | kmalloc %lu trim %lu refill %lu seal %lu\\n",
				c, c->dbg_n, c->dbg_free / c->dbg_n, c->dbg_fbr / c->dbg_n,
				c->dbg_wait / c->dbg_n, c->dbg_done / c->dbg_n, c->dbg_reuse / c->dbg_n, c->dbg_tt / c->dbg_n,
				c->gp_batch_target, c->dbg_wait2 / c->dbg_n, c->dbg_kmalloc, c->dbg_trim, c->dbg_refill, c->dbg_seal);
			c->dbg_n = c->dbg_free = c->dbg_fbr = c->dbg_wait = c->dbg_done = c->dbg_reuse = c->dbg_tt = c->dbg_wait2 = 0;
		}
	}
''')


def delay_subs(n, length=None):
    """(old, new) replacements of memalloc.c for the delay=n variant; n is
    the ring size, a number or a C expression (knobs passes c->dn); length,
    a C expression in 1..n, the distance in use (default n: the whole
    ring; knobs reads it from dev_delay on every free)."""
    wrap = f"c->dpos + 1 == {n}" if length is None else f"c->dpos + 1 >= {length}"
    return [
        ("\tatomic_t reuse_tick_in_progress;\n",
         "\tatomic_t reuse_tick_in_progress;\n"
         "\tstruct llist_node **dring;\n"
         "\tunsigned int dpos;\n"),
        ("\tif (!c->percpu_size && c->unit_size <= 256)\n\t\tcnt = 4;\n",
         "\tif (!c->percpu_size && c->unit_size <= 256)\n\t\tcnt = 4;\n"
         "\tif (c->unit_size == 72)\n"
         f"\t\tc->dring = kvcalloc({n}, sizeof(*c->dring), GFP_KERNEL);\n"),
        ("\tif (local_inc_return(&c->active) == 1) {\n"
         "\t\t__llist_add(llnode, &c->free_llist);\n",
         "\tif (local_inc_return(&c->active) == 1) {\n"
         "\t\tif (c->dring) {\n"
         "\t\t\tstruct llist_node *old = c->dring[c->dpos];\n\n"
         "\t\t\tc->dring[c->dpos] = llnode;\n"
         f"\t\t\tc->dpos = {wrap} ? 0 : c->dpos + 1;\n"
         "\t\t\tif (!old) {\n"
         "\t\t\t\tlocal_dec(&c->active);\n"
         "\t\t\t\tlocal_irq_restore(flags);\n"
         "\t\t\t\treturn;\n"
         "\t\t\t}\n"
         "\t\t\tllnode = old;\n"
         "\t\t}\n"
         "\t\t__llist_add(llnode, &c->free_llist);\n"),
        ("\tfree_all(c, llist_del_all(&c->free_by_rcu_ttrace), percpu);\n",
         "\tif (c->dring) {\n"
         "\t\tstruct llist_node *dl = NULL;\n"
         "\t\tint k;\n\n"
         f"\t\tfor (k = 0; k < {n}; k++) {{\n"
         "\t\t\tif (c->dring[k]) {\n"
         "\t\t\t\tc->dring[k]->next = dl;\n"
         "\t\t\t\tdl = c->dring[k];\n"
         "\t\t\t}\n"
         "\t\t}\n"
         "\t\tfree_all(c, dl, percpu);\n"
         "\t\tkvfree(c->dring);\n"
         "\t\tc->dring = NULL;\n"
         "\t}\n"
         "\tfree_all(c, llist_del_all(&c->free_by_rcu_ttrace), percpu);\n"),
    ]


def knobs(s):
    """memalloc.c text s with the knobs variant applied."""
    subs = [
        ("#include <linux/sizes.h>\n",
         "#include <linux/sizes.h>\n#include <linux/moduleparam.h>\n"),
        ("#define BPF_MEM_ALLOC_SIZE_MAX 4096\n",
         "#define BPF_MEM_ALLOC_SIZE_MAX 4096\n\n"
         "static bool dev_imm;\nmodule_param(dev_imm, bool, 0644);\n"
         "static uint dev_delay;\nmodule_param(dev_delay, uint, 0644);\n"
         "static uint dev_div = 16;\nmodule_param(dev_div, uint, 0644);\n"
         "static uint dev_urg = 1;\nmodule_param(dev_urg, uint, 0644);\n"
         "static uint dev_spare = 2;\nmodule_param(dev_spare, uint, 0644);\n"
         "static uint dev_lifo;\nmodule_param(dev_lifo, uint, 0644);\n"
         "static bool dev_pfw;\nmodule_param(dev_pfw, bool, 0644);\n"
         "static uint dev_extra;\nmodule_param(dev_extra, uint, 0644);\n"
         "static bool dev_gpjiffy;\nmodule_param(dev_gpjiffy, bool, 0644);\n"
         "static bool dev_delay_pcpu;\nmodule_param(dev_delay_pcpu, bool, 0644);\n"
         "static bool dev_ring_off;\nmodule_param(dev_ring_off, bool, 0644);\n"
         "static int dev_keep = -1;\nmodule_param(dev_keep, int, 0644);\n"
         "static uint dev_keepb = 3;\nmodule_param(dev_keepb, uint, 0644);\n"
         "static DEFINE_PER_CPU(int, dev_extra_left);\n\n"
         "static void dev_extra_fn(struct irq_work *w)\n{\n"
         "\tif (this_cpu_dec_return(dev_extra_left) > 0)\n"
         "\t\tirq_work_queue(w);\n}\n\n"
         "static DEFINE_PER_CPU(struct irq_work, dev_extra_work) = IRQ_WORK_INIT(dev_extra_fn);\n\n"
         # dev_gpload: one call_rcu_hurry() callback that queues itself
         # again while the knob is set, i.e. grace periods back to back
         # with no allocator work in them
         "static bool dev_gpload;\nstatic atomic_t dev_gpload_on;\n"
         "static struct rcu_head dev_gpload_head;\n\n"
         "static void dev_gpload_fn(struct rcu_head *head)\n{\n"
         "\tif (READ_ONCE(dev_gpload))\n"
         "\t\tcall_rcu_hurry(head, dev_gpload_fn);\n"
         "\telse\n"
         "\t\tatomic_set(&dev_gpload_on, 0);\n}\n\n"
         "static int dev_gpload_set(const char *val, const struct kernel_param *kp)\n{\n"
         "\tint ret = param_set_bool(val, kp);\n\n"
         "\tif (!ret && READ_ONCE(dev_gpload) && !atomic_xchg(&dev_gpload_on, 1))\n"
         "\t\tcall_rcu_hurry(&dev_gpload_head, dev_gpload_fn);\n"
         "\treturn ret;\n}\n\n"
         "static const struct kernel_param_ops dev_gpload_ops = {\n"
         "\t.set = dev_gpload_set,\n\t.get = param_get_bool,\n};\n"
         "module_param_cb(dev_gpload, &dev_gpload_ops, &dev_gpload, 0644);\n"),
        ("\tif (local_inc_return(&c->active) == 1) {\n"
         "\t\t/* Append: alloc_bulk() splices the batch whole, oldest first */\n"
         "\t\tllnode->next = NULL;\n"
         "\t\tif (c->free_by_rcu.first)\n"
         "\t\t\tc->free_by_rcu_tail->next = llnode;\n"
         "\t\telse\n"
         "\t\t\tc->free_by_rcu.first = llnode;\n"
         "\t\tc->free_by_rcu_tail = llnode;\n",
         "\tif (local_inc_return(&c->active) == 1) {\n"
         "\t\tif (READ_ONCE(dev_lifo) & (c->percpu_size ? 2 : 1)) {\n"
         "\t\t\tif (__llist_add(llnode, &c->free_by_rcu))\n"
         "\t\t\t\tc->free_by_rcu_tail = llnode;\n"
         "\t\t} else {\n"
         "\t\t\tllnode->next = NULL;\n"
         "\t\t\tif (c->free_by_rcu.first)\n"
         "\t\t\t\tc->free_by_rcu_tail->next = llnode;\n"
         "\t\t\telse\n"
         "\t\t\t\tc->free_by_rcu.first = llnode;\n"
         "\t\t\tc->free_by_rcu_tail = llnode;\n"
         "\t\t}\n"),
        ("\t/* Poll after a GP even if this cpu stops allocating and freeing */\n",
         "\tif (READ_ONCE(dev_extra) && this_cpu_read(dev_extra_left) <= 0) {\n"
         "\t\tthis_cpu_write(dev_extra_left, READ_ONCE(dev_extra));\n"
         "\t\tirq_work_queue(this_cpu_ptr(&dev_extra_work));\n"
         "\t}\n\n"
         "\t/* Poll after a GP even if this cpu stops allocating and freeing */\n"),
        ("\t\t\tcnt = --c->free_cnt;\n\t\t\t*(struct bpf_mem_cache **)llnode = c;\n",
         "\t\t\tcnt = --c->free_cnt;\n\t\t\t*(struct bpf_mem_cache **)llnode = c;\n"
         "\t\t\tif (READ_ONCE(dev_pfw) && !c->percpu_size && c->free_llist.first)\n"
         "\t\t\t\tWRITE_ONCE(*(unsigned long *)((void *)c->free_llist.first + LLIST_NODE_SZ), 0UL);\n"),
        # dev_keep, dev_keepb: the margin of gp_trim()'s count rule
        ("\t\tkeep = (long)GP_SPARE_TARGETS * c->gp_batch_target;\n",
         "\t\tkeep = READ_ONCE(dev_keep) >= 0 ? (long)READ_ONCE(dev_keep) :\n"
         "\t\t       (long)READ_ONCE(dev_keepb) * c->gp_batch_target;\n"),
        ("min(c->gp_idle_ticks + 1, 2)", "min(c->gp_idle_ticks + 1, (int)READ_ONCE(dev_spare))"),
        ("idle = c->gp_idle_ticks == 2;", "idle = c->gp_idle_ticks >= (int)READ_ONCE(dev_spare);"),
        ("\tif (cnt)\n\t\trcu_request_urgent_qs_task(current);",
         "\tif ((cnt && READ_ONCE(dev_urg) == 1) || READ_ONCE(dev_urg) == 3)\n\t\trcu_request_urgent_qs_task(current);"),
        # dev_urg=2: ask at most once per GP (per cache): when the cookie
        # of the batch being sealed differs from the one last asked for
        ("\tstruct rcu_gp_oldstate gp_started;\n",
         "\tstruct rcu_gp_oldstate gp_started;\n\tstruct rcu_gp_oldstate gp_urged;\n"),
        ("\tget_state_synchronize_rcu_full(&gp);\n\tif (!same_state_synchronize_rcu_full(&gp, &c->gp_started) &&\n",
         "\tget_state_synchronize_rcu_full(&gp);\n"
         "\tif (READ_ONCE(dev_urg) == 2 && READ_ONCE(c->gp_cnt) &&\n"
         "\t    !same_state_synchronize_rcu_full(&gp, &c->gp_urged)) {\n"
         "\t\tc->gp_urged = gp;\n"
         "\t\trcu_request_urgent_qs_task(current);\n"
         "\t}\n"
         "\tif (!same_state_synchronize_rcu_full(&gp, &c->gp_started) &&\n"),
        ("clamp_t(unsigned int, freed / 16,",
         "clamp_t(unsigned int, freed / max(READ_ONCE(dev_div), 1U),"),
    ]
    # The ring is allocated with the dev_delay of the map's creation; a
    # smaller dev_delay later shortens the distance in use (the objects in
    # the slots beyond it wait until it grows again, or for teardown), so
    # that two delays alternate within one map's life
    for old, new in delay_subs("c->dn", "clamp(READ_ONCE(dev_delay), 1U, c->dn)"):
        if old == "\tatomic_t reuse_tick_in_progress;\n":
            new += "\tunsigned int dn;\n"
        # dev_ring_off: the rings stay allocated but unit_free() skips them
        new = new.replace("\t\tif (c->dring) {\n\t\t\tstruct llist_node *old",
                          "\t\tif (c->dring && !READ_ONCE(dev_ring_off)) {\n"
                          "\t\t\tstruct llist_node *old")
        new = new.replace("\tif (c->unit_size == 72)\n",
                          "\tc->dn = READ_ONCE(dev_delay);\n"
                          "\tif ((c->unit_size == 72 ||\n"
                          "\t     (c->percpu_size && READ_ONCE(dev_delay_pcpu))) && c->dn)\n")
        subs.append((old, new))
    for old, new in subs:
        if s.count(old) != 1:
            sys.exit("variant.py: knobs: memalloc.c does not look like the series' one")
        s = s.replace(old, new)
    # dev_gpjiffy: gpjiffy at run time
    if s.count(GP_START_TEST) != 1:
        sys.exit("variant.py: knobs: check_free_by_rcu()'s GP-start test not found")
    s = s.replace(GP_START_TEST,
                  "\tif (READ_ONCE(dev_gpjiffy) ? time_after(jiffies, c->gp_start_jiffies) :\n"
                  + GP_START_TEST.replace("\tif (", "\t    (").replace(") {\n", ")) {\n"))
    s, n = re.subn(r"\tunit_free_rcu\((.+?), ptr\);\n",
                   r"\tif (READ_ONCE(dev_imm))\n\t\tunit_free(\1, ptr);\n"
                   r"\telse\n\t\tunit_free_rcu(\1, ptr);\n", s)
    if n != 2:
        sys.exit("variant.py: knobs: bpf_mem_[cache_]free_rcu() not found")
    return s


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path = sys.argv[1]
    s = open(path).read()
    for variant in sys.argv[2].split(","):
        s = apply(s, variant)
    open(path, "w").write(s)


def apply(s, variant):
    """memalloc.c text s with one variant applied."""
    name, _, arg = variant.partition("=")
    urgent = "\tif (cnt)\n\t\trcu_request_urgent_qs_task(current);"
    if name == "none":
        pass
    elif name == "urg" and arg.isdigit():
        if urgent not in s:
            sys.exit("variant.py: urgent-QS call not found")
        s = s.replace(urgent, urgent.replace("if (cnt)", f"if (cnt >= {arg})"))
    elif name in ("fifo", "fifogp") and arg.isdigit():
        s, n = re.subn(r"poll_state_synchronize_rcu_full\(&(.+?)(->|\.)gp\)",
                       r"((data_race(c->free_rcu_seq) - \1\2seq) >= " + arg + ")", s)
        poll = "\tstart_poll_synchronize_rcu_full(&gp);"
        if n != 3 or poll not in s or urgent not in s:
            sys.exit("variant.py: memalloc.c does not look like the series' one")
        if name == "fifo":
            s = s.replace(poll, "\tmemset(&gp, 0, sizeof(gp));").replace(urgent, "")
    elif name == "imm" and not arg:
        s, n = re.subn(r"\tunit_free_rcu\((.+?), ptr\);\n", r"\tunit_free(\1, ptr);\n", s)
        if n != 2:
            sys.exit("variant.py: imm: bpf_mem_[cache_]free_rcu() not found")
    elif name == "delay" and arg.isdigit() and int(arg) > 0:
        s = apply(s, "imm")
        for old, new in delay_subs(int(arg)):
            if s.count(old) != 1:
                sys.exit("variant.py: delay: memalloc.c does not look like the series' one")
            s = s.replace(old, new)
    elif name == "knobs" and not arg:
        s = knobs(s)
    elif name == "stages" and not arg:
        for old, new in STAGES:
            if s.count(old) != 1:
                sys.exit("variant.py: stages: memalloc.c does not look like the series' one")
            s = s.replace(old, new)
    elif name == "div" and arg.isdigit() and int(arg) > 0:
        div = "clamp_t(unsigned int, freed / 16,"
        if div not in s:
            sys.exit("variant.py: gp_pop()'s batch target not found")
        s = s.replace(div, f"clamp_t(unsigned int, freed / {arg},")
    elif name == "batch" and arg.isdigit() and int(arg) > 0:
        target = "clamp_t(unsigned int, freed / 16, c->batch, INT_MAX)"
        init = "c->gp_batch_target = c->batch;"
        if target not in s or init not in s:
            sys.exit("variant.py: gp_batch_target not found")
        s = s.replace(target, arg).replace(init, f"c->gp_batch_target = {arg};")
    elif name == "ring" and arg.isdigit() and int(arg) > 0:
        ring = "#define GP_BATCHES 32\n"
        if ring not in s:
            sys.exit("variant.py: GP_BATCHES not found")
        s = s.replace(ring, f"#define GP_BATCHES {arg}\n")
    elif name == "nolists" and not arg:
        handover = "\treuse_add_batch(tgt, first, last, cnt);\n"
        if s.count(handover) != 1:
            sys.exit("variant.py: nolists: gp_reuse()'s hand-over not found")
        s = s.replace(handover, "\tllist_add_batch(first, last, &tgt->free_by_rcu_ttrace);\n"
                      "\tdo_call_rcu_ttrace(tgt);\n")
    elif name == "nochunk" and not arg:
        grow = "\tif (atomic && waiting && READ_ONCE(c->tgt) == c) {\n"
        if s.count(grow) != 1:
            sys.exit("variant.py: nochunk: alloc_bulk()'s chunk test not found")
        s = s.replace(grow, "\tif (0 && atomic && waiting && READ_ONCE(c->tgt) == c) {\n")
    elif name in ("gpevery", "gpnever", "gpjiffy") and not arg:
        if s.count(GP_START_TEST) != 1:
            sys.exit(f"variant.py: {name}: check_free_by_rcu()'s GP-start test not found")
        cond = {"gpevery": "1", "gpnever": "0",
                "gpjiffy": "time_after(jiffies, c->gp_start_jiffies)"}[name]
        s = s.replace(GP_START_TEST, "\tif (%s) {\n" % cond)
    elif name == "sealfull" and not arg:
        reps = [("\tif (cnt && c->free_by_rcu_cnt < READ_ONCE(c->gp_batch_target) / 2)\n",
                 "\tif (c->free_by_rcu_cnt < READ_ONCE(c->gp_batch_target) / 2)\n"),
                ("\tif (!READ_ONCE(c->gp_cnt) || cnt >= READ_ONCE(c->gp_batch_target))\n",
                 "\tif (cnt >= READ_ONCE(c->gp_batch_target))\n")]
        for old, new in reps:
            if s.count(old) != 1:
                sys.exit("variant.py: sealfull: the seal tests not found")
            s = s.replace(old, new)
    elif name == "spare" and arg.isdigit():
        spare = "idle = c->gp_idle_ticks == 2;"
        sat = "min(c->gp_idle_ticks + 1, 2)"
        if spare not in s or sat not in s:
            sys.exit("variant.py: gp_trim()'s idle-tick test not found")
        s = s.replace(spare, f"idle = c->gp_idle_ticks >= {arg};").replace(sat, f"min(c->gp_idle_ticks + 1, {arg})")
    else:
        sys.exit(f"variant.py: unknown variant '{variant}'\n{__doc__}")
    return s


if __name__ == "__main__":
    main()
