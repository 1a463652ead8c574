// SPDX-License-Identifier: GPL-2.0
/*
 * test_maps' hash map tests, one by one: upstream's test_maps runs every
 * map type's tests, twice, in one process that exits at the first failure,
 * and cannot select. This runs test_maps.c's own test functions, each in
 * a child, with and without BPF_F_NO_PREALLOC where test_maps does, and
 * prints one row per test:
 *
 *   PASS|FAIL <tab> test_maps/NAME[/noprealloc] <tab> seconds or exit status
 *
 *   htab_maps [NAME...]   NAME: a test below (both flag settings); default:
 *                         all
 *
 * The test's own output goes to stderr. The build compiles this next to a
 * copy of test_maps.c scaled down for TCG (parallel tests: 4 tasks instead
 * of 100, 4k keys instead of 32k; map walks of 1000 entries instead of
 * 10000), and links the map_tests that map_tests/tests.h on the include
 * path names.
 */
#define main test_maps_main
#include "test_maps.c"
#undef main

static void hashmap(void) { test_hashmap(0, NULL); }
static void hashmap_percpu(void) { test_hashmap_percpu(0, NULL); }
static void hashmap_walk(void) { test_hashmap_walk(0, NULL); }

static const struct {
	const char *name;
	void (*fn)(void);
	bool flags;	/* run with map_flags 0 and BPF_F_NO_PREALLOC */
} tests[] = {
	{ "hashmap", hashmap, true },
	{ "hashmap_percpu", hashmap_percpu, true },
	{ "hashmap_walk", hashmap_walk, true },
	{ "hashmap_zero_seed", test_hashmap_zero_seed, true },
	{ "map_large", test_map_large, true },
	{ "map_parallel", test_map_parallel, true },
	{ "map_stress", test_map_stress, true },
#define DEFINE_TEST(name) { #name, test_##name, false },
#include <map_tests/tests.h>
#undef DEFINE_TEST
};

static int run(int i, __u32 flags)
{
	struct timespec t0, t1;
	int status;
	pid_t pid;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		exit(2);
	}
	if (!pid) {
		dup2(2, 1);
		map_opts.map_flags = flags;
		tests[i].fn();
		exit(0);
	}
	if (waitpid(pid, &status, 0) != pid) {
		perror("waitpid");
		exit(2);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%s\ttest_maps/%s%s\t", status ? "FAIL" : "PASS", tests[i].name,
	       flags ? "/noprealloc" : "");
	if (WIFEXITED(status) && !WEXITSTATUS(status))
		printf("%.1f s\n", t1.tv_sec - t0.tv_sec + (t1.tv_nsec - t0.tv_nsec) / 1e9);
	else if (WIFEXITED(status))
		printf("exit %d (output on stderr)\n", WEXITSTATUS(status));
	else
		printf("signal %d (output on stderr)\n", WTERMSIG(status));
	return !!status;
}

int main(int argc, char **argv)
{
	int i, j, n = ARRAY_SIZE(tests), fail = 0;

	srand(time(NULL));
	libbpf_set_strict_mode(LIBBPF_STRICT_ALL);
	for (j = 1; j < argc; j++) {
		for (i = 0; i < n && strcmp(argv[j], tests[i].name); i++)
			;
		if (i == n) {
			fprintf(stderr, "htab_maps: no test %s\n", argv[j]);
			return 2;
		}
	}
	for (i = 0; i < n; i++) {
		bool sel = argc == 1;

		for (j = 1; j < argc; j++)
			sel |= !strcmp(argv[j], tests[i].name);
		if (!sel)
			continue;
		fail |= run(i, 0);
		if (tests[i].flags)
			fail |= run(i, BPF_F_NO_PREALLOC);
	}
	return fail;
}
