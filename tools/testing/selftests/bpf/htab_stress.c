// SPDX-License-Identifier: GPL-2.0
/*
 * htab_stress: what `make test` asks of the BPF memory allocator beyond the
 * selftests, on non-preallocated HASH and PERCPU_HASH maps.
 *
 *   failslab  Both cpus churn (update, delete, insert) while failslab and
 *             fail_page_alloc fail half of the allocations made from
 *             kernel/bpf/memalloc.c (stacktrace filter): updates may fail
 *             with -ENOMEM and nothing else; once injection stops, the map
 *             fills to max_entries and the cgroup's memory returns to its
 *             level before injection.
 *   hotplug   Objects freed on cpu 1 wait for a grace period; cpu 1 goes
 *             offline; the map is emptied and destroyed (or destroyed after
 *             cpu 1 is back); then both cpus churn a new map without error.
 *   teardown  Inner maps of an ARRAY_OF_MAPS are replaced and destroyed,
 *             300 times, while a thread on the other cpu updates whichever
 *             inner map it finds.
 *   stall     Cpu 1 overwrites keys; then, for 10 s, cpu 0 runs a BPF
 *             program a million times per BPF_PROG_TEST_RUN, one long RCU
 *             read-side section each (until need_resched). Reports the
 *             cgroup's memory before, at its peak during, and after the
 *             stall; fails if, with the overwrite going on, 7/8 of what the
 *             stall added (or all but 512 KiB) is not released within 20 s.
 *   churn     On each cpu, a thread deletes and re-inserts its own keys
 *             from user space, 50k pairs per map type (HASH, PERCPU_HASH):
 *             no error at all, -ENOMEM included (base gets none).
 *   pairs RATE SECS
 *             Not a check: one thread does RATE delete+insert pairs a
 *             second for SECS seconds on a HASH map, and counts the GPs
 *             meanwhile (the kprobe ci/guest-bench.sh sets), those of
 *             filling the map left out: what a light load costs.
 *
 * Usage: htab_stress failslab|hotplug|teardown|stall|churn|pairs RATE SECS
 * Prints one line "PASS|FAIL|SKIP<TAB>stress/MODE<TAB>detail"; exit status
 * 0 (PASS or SKIP), 1 (FAIL), 2 (bad arguments).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define MAX_ENTRIES	4096
#define NR_KEYS		2048	/* never full: no -E2BIG */
#define CHURN_OPS	60000
#define CG		"/sys/fs/cgroup/htab_stress"
#define DBG		"/sys/kernel/debug"

static const char *mode;

static int result(const char *st, const char *fmt, ...)
{
	va_list ap;

	printf("%s\tstress/%s\t", st, mode);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	return strcmp(st, "FAIL") ? 0 : 1;
}

static int write_file(const char *path, const char *val)
{
	FILE *f = fopen(path, "w");
	int err = 0;

	if (!f)
		return -errno;
	if (fputs(val, f) < 0)
		err = -errno;
	if (fclose(f) && !err)
		err = -errno;
	return err;
}

static long read_long(const char *path)
{
	FILE *f = fopen(path, "r");
	long v = -1;

	if (!f)
		return -1;
	if (fscanf(f, "%ld", &v) != 1)
		v = -1;
	fclose(f);
	return v;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	return sched_setaffinity(0, sizeof(set), &set) ? -errno : 0;
}

/* Charge the maps to a cgroup of our own, to read their memory. */
static int cg_enter(void)
{
	char pid[16];

	write_file("/sys/fs/cgroup/cgroup.subtree_control", "+memory");
	if (mkdir(CG, 0755) && errno != EEXIST)
		return -errno;
	snprintf(pid, sizeof(pid), "%d", getpid());
	return write_file(CG "/cgroup.procs", pid);
}

static int new_map(enum bpf_map_type type)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_NO_PREALLOC);

	return bpf_map_create(type, NULL, sizeof(__u32), sizeof(__u64),
			      MAX_ENTRIES, &opts);
}

struct churn {
	int fd[2];	/* maps, used in turn (fd[1] < 0: one map) */
	int cpu;
	long ops;
	long enomem;
	long bad;	/* anything but -ENOMEM, -ENOENT, -EEXIST */
	int bad_errno;
	int bad_op;
};

/*
 * Random update (BPF_ANY: mostly overwrites), delete and insert
 * (BPF_NOEXIST). The values are per-cpu sized by the kernel: a PERCPU_HASH
 * takes a buffer of nr_cpus values.
 */
static void *churn(void *arg)
{
	struct churn *c = arg;
	__u64 val[64] = {};
	unsigned int r = 2463534242u + c->cpu;
	long i;

	if (pin(c->cpu)) {
		c->bad++;
		c->bad_errno = errno;
		return NULL;
	}
	for (i = 0; i < c->ops; i++) {
		int fd = c->fd[1] >= 0 && (i & 1) ? c->fd[1] : c->fd[0];
		__u32 key;
		int op, err;

		r ^= r << 13;
		r ^= r >> 17;
		r ^= r << 5;
		key = r % NR_KEYS;
		op = (r >> 16) % 3;
		val[0] = i;
		if (op == 1)
			err = bpf_map_delete_elem(fd, &key);
		else
			err = bpf_map_update_elem(fd, &key, val,
						  op ? BPF_NOEXIST : BPF_ANY);
		if (!err || (op == 1 && err == -ENOENT) ||
		    (op == 2 && err == -EEXIST))
			continue;
		if (err == -ENOMEM && op != 1) {
			c->enomem++;
			continue;
		}
		if (!c->bad++) {
			c->bad_errno = -err;
			c->bad_op = op;
		}
	}
	return NULL;
}

static const char *const op_name[] = { "update", "delete", "insert" };

/* Churn on cpus 0 and 1 at once; *enomem gets their -ENOMEM count. */
static int churn2(int fd0, int fd1, long ops, long *enomem, char *why, size_t n)
{
	struct churn c[2] = {
		{ .fd = { fd0, fd1 }, .cpu = 0, .ops = ops },
		{ .fd = { fd0, fd1 }, .cpu = 1, .ops = ops },
	};
	pthread_t t[2];
	int i;

	for (i = 0; i < 2; i++)
		if (pthread_create(&t[i], NULL, churn, &c[i])) {
			snprintf(why, n, "pthread_create failed");
			return -1;
		}
	for (i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	if (enomem)
		*enomem = c[0].enomem + c[1].enomem;
	for (i = 0; i < 2; i++) {
		if (c[i].bad) {
			snprintf(why, n, "cpu %d: %ld failed ops, first %s: %s",
				 c[i].cpu, c[i].bad, op_name[c[i].bad_op],
				 strerror(c[i].bad_errno));
			return -1;
		}
		if (!enomem && c[i].enomem) {
			snprintf(why, n, "cpu %d: %ld updates got -ENOMEM",
				 c[i].cpu, c[i].enomem);
			return -1;
		}
	}
	return 0;
}

/* Fill to max_entries, then empty: the map is fully usable. */
static int fill_empty(int fd, char *why, size_t n)
{
	__u64 val[64] = {};
	__u32 key;
	int err;

	for (key = 0; key < MAX_ENTRIES; key++)
		bpf_map_delete_elem(fd, &key);
	for (key = 0; key < MAX_ENTRIES; key++) {
		err = bpf_map_update_elem(fd, &key, val, BPF_NOEXIST);
		if (err) {
			snprintf(why, n, "insert %u of %u: %s", key, MAX_ENTRIES,
				 strerror(-err));
			return -1;
		}
	}
	for (key = 0; key < MAX_ENTRIES; key++)
		bpf_map_delete_elem(fd, &key);
	return 0;
}

/*
 * memory.current once it is back under limit, polled for up to 20 s:
 * objects wait a grace period, then the allocator trims its free lists.
 */
static long mem_settle(long limit)
{
	double start = now(), end = start + 20;
	bool trace = getenv("HTAB_STRESS_TRACE");
	long m;

	do {
		usleep(100000);
		m = read_long(CG "/memory.current");
		if (trace)
			fprintf(stderr, "%.1f s %ld KiB\n", now() - start, m >> 10);
	} while ((m > limit || trace) && now() < end);
	return m;
}

/* [start, end) of kernel/bpf/memalloc.c's text, from /proc/kallsyms */
static int memalloc_text(unsigned long *start, unsigned long *end)
{
	static const char *const syms[] = {
		"bpf_mem_alloc_init", "bpf_mem_alloc_destroy", "bpf_mem_alloc",
		"bpf_mem_free", "bpf_mem_free_rcu", "bpf_mem_cache_alloc",
		"bpf_mem_cache_free", "bpf_mem_cache_free_rcu",
		"bpf_mem_cache_alloc_flags", "bpf_mem_refill", "alloc_bulk",
		"free_bulk", "unit_alloc", "unit_free", "unit_free_rcu",
	};
	unsigned long lo = ~0UL, hi = 0, a, next = ~0UL;
	char line[512], name[256], t;
	FILE *f = fopen("/proc/kallsyms", "r");
	size_t i;

	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx %c %255s", &a, &t, name) != 3 || strchr(line, '['))
			continue;
		for (i = 0; i < ARRAY_SIZE(syms); i++)
			if (!strcmp(name, syms[i])) {
				if (a < lo)
					lo = a;
				if (a > hi)
					hi = a;
			}
	}
	/* the end: the first text symbol past the last memalloc.c one */
	rewind(f);
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx %c", &a, &t) == 2 && a > hi && a < next &&
		    (t == 't' || t == 'T'))
			next = a;
	}
	fclose(f);
	if (!lo || lo == ~0UL || next == ~0UL || next - lo > (1 << 20))
		return -ENOENT;
	*start = lo;
	*end = next;
	return 0;
}

static int inject(const char *attr, int prob, unsigned long lo, unsigned long hi)
{
	static const char *const keys[] = {
		"verbose", "interval", "times", "task-filter", "require-start",
		"require-end", "probability",
	};
	char vals[7][24], path[128];
	size_t i;
	int err;

	if (!prob) {
		snprintf(path, sizeof(path), DBG "/%s/probability", attr);
		return write_file(path, "0");
	}
	snprintf(vals[0], sizeof(vals[0]), "0");
	snprintf(vals[1], sizeof(vals[1]), "1");
	snprintf(vals[2], sizeof(vals[2]), "-1");
	snprintf(vals[3], sizeof(vals[3]), "N");
	snprintf(vals[4], sizeof(vals[4]), "%lu", lo);
	snprintf(vals[5], sizeof(vals[5]), "%lu", hi);
	snprintf(vals[6], sizeof(vals[6]), "%d", prob);
	for (i = 0; i < ARRAY_SIZE(keys); i++) {
		snprintf(path, sizeof(path), DBG "/%s/%s", attr, keys[i]);
		err = write_file(path, vals[i]);
		if (err)
			return err;
	}
	return 0;
}

static int do_failslab(void)
{
	unsigned long lo = 0, hi = 0;
	long m0, m1, enomem, limit;
	char why[256];
	int fd, pfd, err, ret;

	if (access(DBG "/failslab/probability", W_OK))
		return result("SKIP", "no failslab in debugfs");
	if (memalloc_text(&lo, &hi))
		return result("FAIL", "memalloc.c not found in /proc/kallsyms");
	if (cg_enter())
		return result("FAIL", "cannot enter cgroup %s", CG);
	fd = new_map(BPF_MAP_TYPE_HASH);
	pfd = new_map(BPF_MAP_TYPE_PERCPU_HASH);
	if (fd < 0 || pfd < 0)
		return result("FAIL", "map create: %s", strerror(errno));

	/* the level an idle map holds after churn, without injection */
	if (churn2(fd, pfd, CHURN_OPS, NULL, why, sizeof(why)))
		return result("FAIL", "before injection: %s", why);
	if (fill_empty(fd, why, sizeof(why)) || fill_empty(pfd, why, sizeof(why)))
		return result("FAIL", "before injection: %s", why);
	sleep(1);
	m0 = read_long(CG "/memory.current");

	err = inject("failslab", 50, lo, hi);
	if (!err)
		err = inject("fail_page_alloc", 50, lo, hi);
	ret = err ? -1 : churn2(fd, pfd, CHURN_OPS, &enomem, why, sizeof(why));
	inject("failslab", 0, 0, 0);
	inject("fail_page_alloc", 0, 0, 0);
	if (err)
		return result("FAIL", "cannot set up injection: %s", strerror(-err));
	if (ret)
		return result("FAIL", "under injection: %s", why);
	if (!enomem)
		return result("FAIL", "no update failed: injection missed the allocator");

	if (fill_empty(fd, why, sizeof(why)) || fill_empty(pfd, why, sizeof(why)))
		return result("FAIL", "after injection: %s", why);
	limit = m0 + m0 / 4 + (1 << 20);
	m1 = mem_settle(limit);
	if (m1 > limit)
		return result("FAIL", "memory %ld KiB after, %ld KiB before injection",
			      m1 >> 10, m0 >> 10);
	return result("PASS", "%ld of ~%d updates -ENOMEM; memory %ld KiB before, %ld after",
		      enomem, 2 * CHURN_OPS * 2 / 3, m0 >> 10, m1 >> 10);
}

static int cpu1_online(int on, double *secs)
{
	double t = now();
	int err = write_file("/sys/devices/system/cpu/cpu1/online", on ? "1" : "0");

	t = now() - t;
	if (t > *secs)
		*secs = t;
	return err;
}

/* Leave objects freed on cpu 1 waiting for a grace period. */
static int churn_cpu1(int fd, char *why, size_t n)
{
	struct churn c = { .fd = { fd, -1 }, .cpu = 1, .ops = CHURN_OPS / 4 };

	churn(&c);
	if (c.bad || c.enomem) {
		snprintf(why, n, "churn on cpu 1: %ld failed, %ld -ENOMEM",
			 c.bad, c.enomem);
		return -1;
	}
	return pin(0);
}

static int do_hotplug(void)
{
	static const struct {
		enum bpf_map_type type;
		bool destroy_offline;
	} rounds[] = {
		{ BPF_MAP_TYPE_HASH, true },
		{ BPF_MAP_TYPE_HASH, false },
		{ BPF_MAP_TYPE_PERCPU_HASH, true },
	};
	double secs = 0;
	char why[256];
	size_t i;
	int fd, pfd, err;

	if (access("/sys/devices/system/cpu/cpu1/online", W_OK))
		return result("SKIP", "cpu 1 cannot go offline");
	for (i = 0; i < ARRAY_SIZE(rounds); i++) {
		__u32 key;

		fd = new_map(rounds[i].type);
		if (fd < 0)
			return result("FAIL", "map create: %s", strerror(errno));
		if (churn_cpu1(fd, why, sizeof(why)))
			return result("FAIL", "round %zu: %s", i, why);
		err = cpu1_online(0, &secs);
		if (err)
			return result("FAIL", "cpu 1 offline: %s", strerror(-err));
		for (key = 0; key < NR_KEYS; key++)
			bpf_map_delete_elem(fd, &key);
		if (rounds[i].destroy_offline) {
			close(fd);
			/* let the deferred map free run while cpu 1 is down */
			sleep(1);
		}
		err = cpu1_online(1, &secs);
		if (err)
			return result("FAIL", "cpu 1 online: %s", strerror(-err));
		if (!rounds[i].destroy_offline)
			close(fd);
	}
	fd = new_map(BPF_MAP_TYPE_HASH);
	pfd = new_map(BPF_MAP_TYPE_PERCPU_HASH);
	if (fd < 0 || pfd < 0)
		return result("FAIL", "map create: %s", strerror(errno));
	if (churn2(fd, pfd, CHURN_OPS / 4, NULL, why, sizeof(why)))
		return result("FAIL", "after hotplug: %s", why);
	return result("PASS", "%zu offline/online rounds, slowest transition %.2f s",
		      i, secs);
}

static bool stop, stall_stop;

static bool stopped(bool *flag)
{
	return __atomic_load_n(flag, __ATOMIC_RELAXED);
}

static void *teardown_user(void *arg)
{
	struct churn *c = arg;
	__u64 val[64] = {};
	__u32 zero = 0, id, key;
	int fd, err;

	pin(c->cpu);
	while (!stopped(&stop)) {
		if (bpf_map_lookup_elem(c->fd[0], &zero, &id))
			continue;
		fd = bpf_map_get_fd_by_id(id);
		if (fd < 0)
			continue;	/* already gone */
		for (key = 0; key < 64; key++) {
			err = bpf_map_update_elem(fd, &key, val, BPF_ANY);
			if (err && !c->bad++)
				c->bad_errno = -err;
			if (key & 1)
				bpf_map_delete_elem(fd, &key);
		}
		c->ops++;
		close(fd);
	}
	return NULL;
}

static int do_teardown(void)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts);
	struct churn c = { .cpu = 1 };
	__u64 val[64] = {};
	__u32 zero = 0, key;
	pthread_t t;
	int i, in, err = 0;

	in = new_map(BPF_MAP_TYPE_HASH);
	if (in < 0)
		return result("FAIL", "map create: %s", strerror(errno));
	opts.inner_map_fd = in;
	c.fd[0] = bpf_map_create(BPF_MAP_TYPE_ARRAY_OF_MAPS, NULL, 4, 4, 1, &opts);
	if (c.fd[0] < 0)
		return result("FAIL", "outer map create: %s", strerror(errno));
	if (pthread_create(&t, NULL, teardown_user, &c))
		return result("FAIL", "pthread_create failed");
	pin(0);
	for (i = 0; i < 300 && !err; i++) {
		for (key = 0; key < 64 && !err; key++)
			err = bpf_map_update_elem(in, &key, val, BPF_ANY);
		if (!err)
			err = bpf_map_update_elem(c.fd[0], &zero, &in, BPF_ANY);
		close(in);	/* the outer map or the user holds it now */
		in = new_map(BPF_MAP_TYPE_HASH);
		if (in < 0)
			err = -errno;
	}
	__atomic_store_n(&stop, true, __ATOMIC_RELAXED);
	pthread_join(t, NULL);
	close(c.fd[0]);
	if (err)
		return result("FAIL", "replace %d: %s", i, strerror(-err));
	if (c.bad)
		return result("FAIL", "user: %ld failed updates, first: %s", c.bad,
			      strerror(c.bad_errno));
	return result("PASS", "%d inner maps replaced and destroyed; the user updated %ld of them",
		      i, c.ops);
}

static void *stall_reader(void *arg)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	static char data[64];
	LIBBPF_OPTS(bpf_test_run_opts, topts, .data_in = data,
		    .data_size_in = sizeof(data), .repeat = 1000000);
	struct churn *c = arg;
	int fd;

	fd = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, NULL, "GPL", insns, 2, NULL);
	if (fd < 0 || pin(c->cpu)) {
		c->bad++;
		c->bad_errno = errno;
		return NULL;
	}
	while (!stopped(&stall_stop)) {
		if (bpf_prog_test_run_opts(fd, &topts) && !c->bad++)
			c->bad_errno = errno;
		c->ops++;
	}
	close(fd);
	return NULL;
}

static void *overwriter(void *arg)
{
	struct churn *c = arg;
	__u64 val[64] = {};
	__u32 key = 0;
	int err;

	pin(c->cpu);
	while (!stopped(&stop)) {
		key = (key + 1) % NR_KEYS;
		err = bpf_map_update_elem(c->fd[0], &key, val, BPF_ANY);
		if (err && !c->bad++)
			c->bad_errno = -err;
		c->ops++;
	}
	return NULL;
}

static int do_stall(void)
{
	struct churn w = { .cpu = 1 }, r = { .cpu = 0 };
	long pre, peak = 0, m, limit, ops0, ops1;
	pthread_t tw, tr;
	double t, rec;

	/* the sampler too stays off cpu 0, not to end its readers early */
	if (cg_enter() || pin(1))
		return result("FAIL", "cannot enter cgroup %s on cpu 1", CG);
	w.fd[0] = new_map(BPF_MAP_TYPE_HASH);
	if (w.fd[0] < 0)
		return result("FAIL", "map create: %s", strerror(errno));
	if (pthread_create(&tw, NULL, overwriter, &w))
		return result("FAIL", "pthread_create failed");
	/* the steady level of the overwrite alone: its highest sample */
	sleep(1);
	for (pre = 0, t = now() + 1; now() < t;) {
		usleep(100000);
		m = read_long(CG "/memory.current");
		if (m > pre)
			pre = m;
	}
	ops0 = w.ops;

	if (pthread_create(&tr, NULL, stall_reader, &r))
		return result("FAIL", "pthread_create failed");
	for (t = now() + 10; now() < t;) {
		usleep(100000);
		m = read_long(CG "/memory.current");
		if (m > peak)
			peak = m;
	}
	__atomic_store_n(&stall_stop, true, __ATOMIC_RELAXED);
	pthread_join(tr, NULL);
	ops1 = w.ops;

	/* the overwrite goes on: most of what the stall held is released */
	t = now();
	limit = pre + ((peak - pre) / 8 > (512 << 10) ? (peak - pre) / 8 : (512 << 10));
	m = mem_settle(limit);
	rec = now() - t;
	__atomic_store_n(&stop, true, __ATOMIC_RELAXED);
	pthread_join(tw, NULL);
	close(w.fd[0]);
	if (r.bad || w.bad)
		return result("FAIL", "%s: %s", r.bad ? "test run" : "update",
			      strerror(r.bad ? r.bad_errno : w.bad_errno));
	return result(m > limit ? "FAIL" : "PASS",
		      "memory %ld KiB before, peak %ld KiB during (%ld overwrites, %ld long readers), %ld KiB %.1f s after",
		      pre >> 10, peak >> 10, ops1 - ops0, r.ops, m >> 10, rec);
}

#define PAIR_KEYS	1024
#define CHURN_PAIRS	50000

struct pairs {
	int fd, cpu;
	long pairs, done, err[2];	/* delete, insert */
	int first_errno;
	double rate;			/* pairs a second, 0: as fast as it can */
	long gps;			/* grace periods while it ran, or -1 */
};

/*
 * Grace periods so far: hits of the kprobe "gp" on rcu_gp_cleanup() that
 * ci/guest-bench.sh sets, or -1 without it
 */
static long gp_count(void)
{
	FILE *f = fopen("/sys/kernel/tracing/kprobe_profile", "r");
	char name[64];
	long hits, misses, n = -1;

	if (!f)
		return -1;
	while (fscanf(f, "%63s %ld %ld", name, &hits, &misses) == 3)
		if (!strcmp(name, "gp"))
			n = hits;
	fclose(f);
	return n;
}

/* Delete and re-insert keys [cpu * PAIR_KEYS, +PAIR_KEYS) in turn */
static void *do_pairs_thread(void *arg)
{
	struct pairs *p = arg;
	__u64 val[64] = {};
	double t0 = now();
	__u32 key;
	int err;

	if (pin(p->cpu)) {
		p->err[0]++;
		p->first_errno = errno;
		return NULL;
	}
	for (p->done = 0; p->done < p->pairs; p->done++) {
		key = p->cpu * PAIR_KEYS + p->done % PAIR_KEYS;
		if (p->rate) {
			double wait = t0 + p->done / p->rate - now();

			if (wait > 0)
				usleep(wait * 1e6);
		}
		err = bpf_map_delete_elem(p->fd, &key);
		if (err && !p->err[0]++ && !p->err[1])
			p->first_errno = -err;
		err = bpf_map_update_elem(p->fd, &key, val, BPF_NOEXIST);
		if (err && !p->err[1]++ && !p->err[0])
			p->first_errno = -err;
	}
	return NULL;
}

/* A map of type with nthreads * PAIR_KEYS keys, one thread per cpu */
static int run_pairs(enum bpf_map_type type, struct pairs *p, int nthreads,
		     char *why, size_t n)
{
	__u64 val[64] = {};
	pthread_t t[2];
	__u32 key;
	int fd, i, err = 0;

	fd = new_map(type);
	if (fd < 0) {
		snprintf(why, n, "map create: %s", strerror(-fd));
		return -1;
	}
	for (key = 0; key < nthreads * PAIR_KEYS && !err; key++)
		err = bpf_map_update_elem(fd, &key, val, BPF_NOEXIST);
	if (err) {
		snprintf(why, n, "fill: %s", strerror(-err));
		close(fd);
		return -1;
	}
	/* Paced: the GPs of the pairs alone, not those of filling the map */
	if (p->rate) {
		sleep(1);
		p->gps = gp_count();
	}
	for (i = 0; i < nthreads; i++) {
		p[i].fd = fd;
		p[i].cpu = i;
		if (pthread_create(&t[i], NULL, do_pairs_thread, &p[i])) {
			snprintf(why, n, "pthread_create failed");
			nthreads = i;
			err = -1;
		}
	}
	for (i = 0; i < nthreads; i++)
		pthread_join(t[i], NULL);
	if (p->rate && p->gps >= 0)
		p->gps = gp_count() - p->gps;
	close(fd);
	return err;
}

static int do_churn(void)
{
	static const struct {
		enum bpf_map_type type;
		const char *name;
	} maps[] = {
		{ BPF_MAP_TYPE_HASH, "hash" },
		{ BPF_MAP_TYPE_PERCPU_HASH, "percpu_hash" },
	};
	char why[256], detail[512] = "";
	int i, j, nthreads = sysconf(_SC_NPROCESSORS_ONLN) > 1 ? 2 : 1;

	for (i = 0; i < ARRAY_SIZE(maps); i++) {
		struct pairs p[2] = { { .pairs = CHURN_PAIRS }, { .pairs = CHURN_PAIRS } };
		long done = 0;

		if (run_pairs(maps[i].type, p, nthreads, why, sizeof(why)))
			return result("FAIL", "%s: %s", maps[i].name, why);
		for (j = 0; j < nthreads; j++) {
			if (p[j].err[0] || p[j].err[1])
				return result("FAIL", "%s, cpu %d: %ld deletes and %ld inserts failed of %ld, first: %s",
					      maps[i].name, j, p[j].err[0], p[j].err[1],
					      p[j].done, strerror(p[j].first_errno));
			done += p[j].done;
		}
		snprintf(detail + strlen(detail), sizeof(detail) - strlen(detail),
			 "%s%s %ld", i ? ", " : "", maps[i].name, done);
	}
	return result("PASS", "delete+insert pairs from user space on %d cpu(s), no error: %s",
		      nthreads, detail);
}

static int do_pairs(int argc, char **argv)
{
	struct pairs p = {};
	double rate, secs;
	char why[256];

	if (argc != 4 || (rate = atof(argv[2])) <= 0 || (secs = atof(argv[3])) <= 0) {
		fprintf(stderr, "usage: htab_stress pairs RATE SECS\n");
		return 2;
	}
	p.rate = rate;
	p.pairs = rate * secs;
	if (run_pairs(BPF_MAP_TYPE_HASH, &p, 1, why, sizeof(why)))
		return result("FAIL", "%s", why);
	return result(p.err[0] || p.err[1] ? "FAIL" : "PASS",
		      "%ld pairs at %g/s, %ld GPs, %ld failed deletes, %ld failed inserts",
		      p.done, rate, p.gps, p.err[0], p.err[1]);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc >= 2 && !strcmp(argv[1], "pairs")) {
		mode = argv[1];
		return do_pairs(argc, argv);
	}
	if (argc != 2) {
		fprintf(stderr, "usage: htab_stress failslab|hotplug|teardown|stall|churn|pairs RATE SECS\n");
		return 2;
	}
	mode = argv[1];
	if (!strcmp(mode, "churn"))
		return do_churn();
	if (!strcmp(mode, "failslab"))
		return do_failslab();
	if (!strcmp(mode, "hotplug"))
		return do_hotplug();
	if (!strcmp(mode, "teardown"))
		return do_teardown();
	if (!strcmp(mode, "stall"))
		return do_stall();
	fprintf(stderr, "htab_stress: unknown mode '%s'\n", mode);
	return 2;
}
