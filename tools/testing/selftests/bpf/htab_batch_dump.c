// SPDX-License-Identifier: GPL-2.0
/*
 * htab_batch_dump: time whole-map batch dumps of a BPF_MAP_TYPE_HASH.
 *
 * For each fill level N, a fresh hash map (max_entries 50000, u32 key,
 * u64 value) is filled with keys 0..N-1 and walked with
 * bpf_map_lookup_batch() until -ENOENT, REPS times; then it is refilled
 * and emptied with bpf_map_lookup_and_delete_batch(), REPS times.  Only
 * the walks are timed (CLOCK_MONOTONIC); every walk must return exactly
 * the N keys that were inserted.
 *
 * Usage: htab_batch_dump [-r REPS] [-p] [ENTRIES...]
 *   -r REPS  timed walks per fill level and operation (default 5)
 *   -p       preallocated map (default: BPF_F_NO_PREALLOC)
 *
 * Output, one line per fill level and operation, then a final line:
 *   batch_dump entries=N op=lookup ms=MEDIAN min=MIN max=MAX
 *   batch_dump entries=N op=lookup_and_delete ms=MEDIAN min=MIN max=MAX
 *   batch_dump done
 *
 * Exit status: 0 on success, 1 if a map operation or a check fails,
 * 2 on bad arguments.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>

#define MAX_ENTRIES	50000
#define BATCH_SIZE	1024
#define DEFAULT_REPS	5
#define MAX_REPS	10000

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#endif

static const unsigned int default_entries[] = {
	1, 10, 200, 500, 1000, 5000, 20000, 39000,
};

/* Room for a whole map plus one more batch, for the overflow check. */
static __u32 keys[MAX_ENTRIES + BATCH_SIZE];
static __u64 values[MAX_ENTRIES + BATCH_SIZE];
static unsigned char seen[MAX_ENTRIES];

static void usage_error(const char *msg, const char *arg)
{
	fprintf(stderr,
		"htab_batch_dump: %s%s%s (usage: htab_batch_dump [-r REPS] [-p] [ENTRIES...])\n",
		msg, arg ? ": " : "", arg ? arg : "");
	exit(2);
}

static bool parse_uint(const char *s, unsigned long max, unsigned long *out)
{
	unsigned long v;
	char *end;

	if (*s < '0' || *s > '9')
		return false;
	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || *end || v > max)
		return false;
	*out = v;
	return true;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static __u64 value_of(__u32 key)
{
	return (__u64)key * 2654435761u + 1;
}

static void fill(int fd, unsigned int n)
{
	__u32 key;
	__u64 val;
	int err;

	for (key = 0; key < n; key++) {
		val = value_of(key);
		err = bpf_map_update_elem(fd, &key, &val, BPF_ANY);
		if (err) {
			fprintf(stderr, "htab_batch_dump: update of key %u failed: %s\n",
				key, strerror(-err));
			exit(1);
		}
	}
}

/*
 * One walk over the whole map, BATCH_SIZE elements per call, until the
 * kernel reports -ENOENT. Returns the elapsed time in ms; the number of
 * elements returned is stored in *total, the elements in keys[]/values[].
 */
static double walk(int fd, bool delete, unsigned int *total)
{
	int (*batch_fn)(int fd, void *in_batch, void *out_batch, void *keys,
			void *values, __u32 *count,
			const struct bpf_map_batch_opts *opts);
	LIBBPF_OPTS(bpf_map_batch_opts, opts);
	__u32 in_batch = 0, out_batch = 0, count;
	unsigned int n = 0;
	bool first = true;
	double t0, t1;
	int err;

	batch_fn = delete ? bpf_map_lookup_and_delete_batch :
			    bpf_map_lookup_batch;
	t0 = now_ms();
	for (;;) {
		count = BATCH_SIZE;
		err = batch_fn(fd, first ? NULL : &in_batch, &out_batch,
			       keys + n, values + n, &count, &opts);
		if (err && err != -ENOENT) {
			fprintf(stderr,
				"htab_batch_dump: %s failed after %u elements: %s\n",
				delete ? "bpf_map_lookup_and_delete_batch" :
					 "bpf_map_lookup_batch",
				n, strerror(-err));
			exit(1);
		}
		n += count;
		if (err == -ENOENT)
			break;
		if (n > MAX_ENTRIES) {
			fprintf(stderr,
				"htab_batch_dump: the dump returned more than %u elements\n",
				MAX_ENTRIES);
			exit(1);
		}
		in_batch = out_batch;
		first = false;
	}
	t1 = now_ms();

	*total = n;
	return t1 - t0;
}

/* The walk must have returned keys 0..n-1, each once, with their values. */
static void check_walk(const char *op, unsigned int n, unsigned int total)
{
	unsigned int i;

	if (total != n) {
		fprintf(stderr,
			"htab_batch_dump: entries=%u op=%s: got %u elements, expected %u\n",
			n, op, total, n);
		exit(1);
	}
	memset(seen, 0, n);
	for (i = 0; i < total; i++) {
		if (keys[i] >= n || seen[keys[i]] ||
		    values[i] != value_of(keys[i])) {
			fprintf(stderr,
				"htab_batch_dump: entries=%u op=%s: bad element %u (key %u value %llu)\n",
				n, op, i, keys[i],
				(unsigned long long)values[i]);
			exit(1);
		}
		seen[keys[i]] = 1;
	}
}

static void check_empty(int fd, unsigned int n)
{
	__u32 key;
	int err;

	err = bpf_map_get_next_key(fd, NULL, &key);
	if (err != -ENOENT) {
		fprintf(stderr,
			"htab_batch_dump: entries=%u op=lookup_and_delete: map not empty (%s)\n",
			n, err ? strerror(-err) : "key left");
		exit(1);
	}
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static void report(unsigned int n, const char *op, double *ms,
		   unsigned int reps)
{
	double med;

	qsort(ms, reps, sizeof(*ms), cmp_double);
	if (reps % 2)
		med = ms[reps / 2];
	else
		med = (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
	printf("batch_dump entries=%u op=%s ms=%.3f min=%.3f max=%.3f\n",
	       n, op, med, ms[0], ms[reps - 1]);
	fflush(stdout);
}

static void bench_one(unsigned int n, bool prealloc, unsigned int reps,
		      double *ms)
{
	LIBBPF_OPTS(bpf_map_create_opts, copts);
	unsigned int r, total;
	int fd;

	copts.map_flags = prealloc ? 0 : BPF_F_NO_PREALLOC;
	fd = bpf_map_create(BPF_MAP_TYPE_HASH, "htab_batch_dump",
			    sizeof(__u32), sizeof(__u64), MAX_ENTRIES, &copts);
	if (fd < 0) {
		fprintf(stderr, "htab_batch_dump: bpf_map_create failed: %s\n",
			strerror(-fd));
		exit(1);
	}

	fill(fd, n);
	for (r = 0; r < reps; r++) {
		ms[r] = walk(fd, false, &total);
		check_walk("lookup", n, total);
	}
	report(n, "lookup", ms, reps);

	for (r = 0; r < reps; r++) {
		fill(fd, n);
		ms[r] = walk(fd, true, &total);
		check_walk("lookup_and_delete", n, total);
		check_empty(fd, n);
	}
	report(n, "lookup_and_delete", ms, reps);

	close(fd);
}

int main(int argc, char **argv)
{
	unsigned int reps = DEFAULT_REPS, nr_entries, i;
	const unsigned int *entries;
	unsigned int *arg_entries;
	bool prealloc = false;
	char bad_opt[3];
	unsigned long v;
	double *ms;
	int opt;

	opterr = 0;
	while ((opt = getopt(argc, argv, "r:p")) != -1) {
		switch (opt) {
		case 'r':
			if (!parse_uint(optarg, MAX_REPS, &v) || !v)
				usage_error("bad REPS (1..10000)", optarg);
			reps = v;
			break;
		case 'p':
			prealloc = true;
			break;
		default:
			if (optopt == 'r')
				usage_error("-r needs an argument", NULL);
			snprintf(bad_opt, sizeof(bad_opt), "-%c", optopt);
			usage_error("unknown option", bad_opt);
		}
	}

	if (optind < argc) {
		nr_entries = argc - optind;
		arg_entries = calloc(nr_entries, sizeof(*arg_entries));
		if (!arg_entries) {
			fprintf(stderr, "htab_batch_dump: out of memory\n");
			return 1;
		}
		for (i = 0; i < nr_entries; i++) {
			if (!parse_uint(argv[optind + i], MAX_ENTRIES, &v))
				usage_error("bad ENTRIES (0..50000)",
					    argv[optind + i]);
			arg_entries[i] = v;
		}
		entries = arg_entries;
	} else {
		nr_entries = ARRAY_SIZE(default_entries);
		entries = default_entries;
	}

	ms = calloc(reps, sizeof(*ms));
	if (!ms) {
		fprintf(stderr, "htab_batch_dump: out of memory\n");
		return 1;
	}

	for (i = 0; i < nr_entries; i++)
		bench_one(entries[i], prealloc, reps, ms);

	printf("batch_dump done\n");
	return 0;
}
